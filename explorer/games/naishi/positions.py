"""Naishi positions built directly: `position(...)` sets up a turn from territories, River
piles, the court and the discard pile; `position_problem(state)` says what in a state the rules
could not have produced (the engine checks card conservation itself).

>>> from explorer import Match
>>> s = position(lines=[["Mountain"] * 5] * 2,
...              hands=[["Fort", "Mountain", "Naishi", "Torii", "Mountain"],
...                     ["Mountain", "Torii", "Sentinel", "Advisor", "Monk"]],
...              river=[5, 5, 5, 5, 5])
>>> Match.from_position("naishi", s).current_player
0

This module may import only the engine and this package's `cards`, `content`, `state` and
`rules`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from ...engine import Join, Message, PositionError, Rng, Text, load_game, shown
from ...engine.builders import cards, optional, whole
from ...engine.match import check_seed
from ...engine.position import cards_left, per_seat_problem
from .cards import CARDS, DEVELOPMENT_DECK, Card, parse_card
from .content import NaishiContent, pile_sizes
from .state import ALL_SPOT_NAMES, COLUMNS, PILE_SIZE, NaishiState, Phase, court_layout

MOUNTAIN = Card.MOUNTAIN
NINJA = Card.NINJA
ROWS = {"line": Text.of("naishi.row.line"), "hand": Text.of("naishi.row.hand")}

#: A River pile: its cards top first (`None` or "?" for a card dealt from the rest by the
#: seed), or just how many cards it holds.
Pile = Sequence[Any] | int


def _refused(reason: Message) -> PositionError:
    return PositionError(Message("engine.position.refused", reason=reason))


def _card(value: Any) -> Card:
    try:
        return parse_card(value)
    except ValueError:
        raise _refused(Message("naishi.position.no_card", name=str(value))) from None


def _row(given: Any, what: str) -> tuple[Card, ...]:
    row = tuple(_card(c) for c in cards(given, what))
    if len(row) != COLUMNS:
        raise _refused(Message("naishi.position.row", what=ROWS[what], n=len(row)))
    return row


def position(
    *,
    lines: Sequence[Sequence[Any]],
    hands: Sequence[Sequence[Any]],
    river: Sequence[Pile],
    discard: Sequence[Any] | None = None,
    court: Mapping[str, int] | None = None,
    player: int = 0,
    first: int = 0,
    turn: int = 1,
    final_seat: int | None = None,
    declared_by: int | None = None,
    seed: int = 0,
    **options: Any,
) -> NaishiState:
    """The start of a turn of `player` (seat 0 or 1; `first` has the black emissaries).

    - `lines`, `hands`: each player's two rows of five cards, column 1 first (English ids,
      English or Japanese names: `"Fort"`, `"砦"`).
    - `river`: five piles, top card first; `None`/`"?"` (or a count instead of a list) leaves
      a card to be dealt, by `seed`, from the Development cards placed nowhere else.
    - `discard`: the discard pile; by default every card placed nowhere else.
    - `court`: emissaries by spot, e.g. `{"S1": 0, "E": 1}` (spots S1–S3 swap, D1–D2 discard,
      E the Imperial Decree).
    - `final_seat` / `declared_by`: the end is triggered (the seat that plays the last turn;
      the seat that declared, if it was a declaration).
    - options as keywords (`recall="choose"`, …).

    The result is checked when a match starts from it (`Match.from_position`); an argument
    of the wrong kind (a court spot that is none, a seat other than 0 or 1, ...) is refused
    at once, as a `PositionError` in both languages."""
    game = load_game("naishi")
    opts = game.make_options(2, **options)
    seed = check_seed(seed)
    player, first = whole(player, "player", 0, 1), whole(first, "first", 0, 1)
    turn = whole(turn, "turn", 1, game.max_steps)  # each turn is at least one action
    final_seat, declared_by = (optional(final_seat, "final_seat", 0, 1),
                               optional(declared_by, "declared_by", 0, 1))
    line_rows = tuple(_row(r, "line") for r in cards(lines, "lines"))
    hand_rows = tuple(_row(r, "hand") for r in cards(hands, "hands"))
    piles = [_pile(pile) for pile in cards(river, "river")]
    given_discard = None if discard is None else tuple(_card(c) for c in cards(discard,
                                                                               "discard"))
    filled, given_discard, rng = _deal(line_rows + hand_rows, piles, given_discard, seed)
    spots = _court(court, opts.content)
    return NaishiState(
        phase=Phase.PLAY, player=player, first=first, turn=turn, lines=line_rows,
        hands=hand_rows, river=filled, discard=given_discard, court=spots,
        main_done=False, emissary_used=False, start_exhausted=not all(filled),
        final_seat=final_seat, declared_by=declared_by, dealt=((), ()), gifts=(None, None),
        copies=(), options=opts, rng=rng,
    )


def _pile(pile: Pile) -> list[Card | None]:
    """A River pile as its cards, `None` for each card left to the seed."""
    if not isinstance(pile, (str, bytes)) and isinstance(pile, Sequence):
        return [None if c is None or c == "?" else _card(c) for c in pile]
    return [None] * whole(pile, "river", 0, PILE_SIZE)


def _court(court: Any, content: NaishiContent) -> tuple[int | None, ...]:
    """The court's spots from `{"S1": 0, "E": 1}` (a second Decree spot, under a variant with
    a Decree per player, is "E2"; a variant's other spots are named in `court_layout`); a spot
    that is none of the game's, or an emissary that is no seat's, is refused."""
    layout = court_layout(content)
    spots: list[int | None] = [None] * layout.size
    names = layout.open_names
    if court is None:
        return tuple(spots)
    if not isinstance(court, Mapping):
        raise _refused(Message("naishi.position.court_spots", spot=shown(court),
                               spots=Join(names, alternatives=True)))
    for spot, seat in court.items():
        name = spot.strip().upper() if isinstance(spot, str) else None
        if name not in names:
            raise _refused(Message("naishi.position.court_spots", spot=shown(spot),
                                   spots=Join(names, alternatives=True)))
        spots[ALL_SPOT_NAMES.index(name)] = optional(seat, f"court[{spot!r}]", 0, 1)
    return tuple(spots)


def _court_fits(s: NaishiState) -> bool:
    """Whether `s.court` has its game's spots (`court_layout`), each holding a seat or
    nothing, and nothing on a spot the game closes."""
    layout = court_layout(s.options.content)
    open_spots = set(layout.switch + layout.refresh + layout.decree)
    return len(s.court) == layout.size and all(
        v is None or (v in (0, 1) and i in open_spots) for i, v in enumerate(s.court))


def _deal(rows: tuple[tuple[Card, ...], ...], piles: list[list[Card | None]],
          discard: tuple[Card, ...] | None, seed: int,
          ) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...], Rng]:
    """Fill the River's unknown cards, by `seed`, from the Development cards placed nowhere
    else (in `rows`, the piles or the discard); the discard pile, by default, is what is left
    with the Mountains not placed. Returns (River, discard, the advanced rng)."""
    placed = Counter(c for row in rows for c in row)
    placed.update(c for pile in piles for c in pile if c is not None)
    placed.update(discard or ())
    rest = cards_left(DEVELOPMENT_DECK, placed.elements())
    mountains_left = CARDS[MOUNTAIN].copies - placed[MOUNTAIN]
    shuffled, rng = Rng.from_seed(seed).shuffle(rest)
    pool = list(shuffled)
    wanted = sum(c is None for pile in piles for c in pile)
    if wanted > len(pool):
        raise _refused(Message("naishi.position.too_few", wanted=wanted, left=len(pool)))
    filled = tuple(tuple(c if c is not None else pool.pop() for c in pile) for pile in piles)
    if discard is None:
        discard = tuple(pool) + (MOUNTAIN,) * max(mountains_left, 0)
    return filled, discard, rng


def position_shape(s: NaishiState) -> Message | None:
    """What in the shape of `s` does not fit two players and its phase (None if nothing):
    checked before the cards are counted."""
    if s.player not in (0, 1) or s.first not in (0, 1):
        return Message("naishi.position.seat")
    for name, value in (("final_seat", s.final_seat), ("declared_by", s.declared_by)):
        if value not in (None, 0, 1):
            return Message("naishi.position.seat_value", field=name, value=value)
    if s.rng is None and s.phase is not Phase.OVER:
        return Message("engine.position.view")
    problem = per_seat_problem(s, 2, "lines", "hands", "dealt", "gifts")
    if problem is not None:
        return problem
    hand_size = 0 if s.phase is Phase.EXCHANGE else COLUMNS
    for what, rows, size in (("line", s.lines, COLUMNS), ("hand", s.hands, hand_size)):
        for row in rows:
            if len(row) != size:
                return Message("naishi.position.row", what=ROWS[what], n=len(row))
    most = max(pile_sizes(s.options.content))
    if len(s.river) != COLUMNS or any(len(p) > most for p in s.river):
        return Message("naishi.position.river", size=most)
    if not _court_fits(s):
        return Message("naishi.position.court")
    if (s.turn == 0) != (s.phase is Phase.EXCHANGE) or s.turn < 0:
        return Message("naishi.position.turn", turn=s.turn)
    return _exchange_shape(s) or _copies_shape(s)


def _exchange_shape(s: NaishiState) -> Message | None:
    """naishi.3.6: during the exchange each seat holds its two dealt cards, and only the
    first player to act has chosen a gift; afterwards nothing is left of it."""
    if s.phase is not Phase.EXCHANGE:
        if s.dealt != ((), ()) or s.gifts != (None, None):
            return Message("naishi.position.exchange_over")
        return None
    chosen = (None, None) if s.player == s.first else tuple(
        s.gifts[s.first] if seat == s.first else None for seat in (0, 1))
    if any(len(cards) != 2 for cards in s.dealt) or s.gifts != chosen or (
            s.player != s.first and s.gifts[s.first] not in s.dealt[s.first]):
        return Message("naishi.position.exchange")
    return None


def _copies_shape(s: NaishiState) -> Message | None:
    """naishi.11.2: Ninja copies are chosen only at the end, each for a Ninja of its seat's
    territory, once, copying a card."""
    if not s.copies:
        return None
    cells = [(seat, row, column) for seat, row, column, _ in s.copies]
    if s.phase not in (Phase.NINJA, Phase.OVER) or len(set(cells)) != len(cells) or any(
            seat not in (0, 1) or not 1 <= column <= COLUMNS or card is None
            or s.cell(seat, row, column) is not NINJA for seat, row, column, card in s.copies):
        return Message("naishi.position.copies")
    return None


def position_problem(s: NaishiState) -> Message | None:
    """What the rules could not have produced in `s` (None if nothing), once its shape is
    right (`position_shape`)."""
    if any(c is MOUNTAIN for pile in s.river for c in pile):
        return Message("naishi.position.river_mountain")
    if not _court_fits(s):
        return Message("naishi.position.court")
    for seat in (0, 1):
        if s.court.count(seat) > s.options.content.emissaries:
            n = s.options.content.emissaries
            key = ("naishi.position.emissaries.one" if n == 1 else "naishi.position.emissaries"
                   if n == 2 else "naishi.position.emissaries.many")
            return Message(key, seat=seat + 1, n=n)
    if s.declared_by is not None and s.final_seat != 1 - s.declared_by:
        return Message("naishi.position.declared")
    if s.phase is Phase.PLAY and not (s.main_done or s.emissary_used):
        if s.start_exhausted != (not all(s.river)):
            return Message("naishi.position.start_exhausted")
        if len(s.exhausted_piles()) >= 2 and s.final_seat is None:
            return Message("naishi.position.two_piles")
        if s.final_seat is not None and s.player != s.final_seat:
            return Message("naishi.position.final_seat")
    return None
