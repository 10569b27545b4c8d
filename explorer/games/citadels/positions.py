"""Citadels positions built directly: `position(...)` sets up the start of a round (cities,
hands, gold, the Crown, the round number, optionally the removed characters) and the draft
opens from there; `position_problem(state)` says what in a state the rules could not have
produced (the engine checks card conservation itself).

>>> from explorer import Match
>>> s = position(4, cities={0: ["Manor", "Temple"]}, hands={0: ["Castle"]}, gold={0: 5},
...              crown=0, face_down="Bishop", face_up=["Merchant", "Warlord"])
>>> m = Match.from_position("citadels", s); m.current_player, str(m.legal_actions()[0])
(0, 'choose Assassin')

This module may import only the engine and this package's `cards`, `state` and `flow`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from ...engine import Message, PositionError, Rng, load_game
from ...engine.builders import cards, optional, seats, whole
from ...engine.match import check_seed
from ...engine.position import cards_left, per_seat_problem
from .cards import CHARACTERS, DECK, FACE_UP_COUNT, Character, District, district_by_name
from .flow import SCHEDULES, start_round
from .state import CitadelsState, DraftKind, Phase


def _refused(reason: Message) -> PositionError:
    return PositionError(Message("engine.position.refused", reason=reason))


def _district(value: Any) -> District:
    if isinstance(value, District):
        return value
    found = district_by_name(str(value))
    if found is None:
        raise _refused(Message("citadels.position.no_district", name=str(value)))
    return found


def _character(value: Any) -> Character:
    if isinstance(value, Character):
        return value
    for c in CHARACTERS:
        if str(value).strip().casefold() in (str(c).casefold(), c.name.casefold()):
            return c
    raise _refused(Message("citadels.position.no_character", name=str(value)))


def _by_seat(given: Any, name: str, players: int) -> tuple[tuple[District, ...], ...]:
    """Each seat's districts from `{seat: [names]}` (a seat left out has none)."""
    by_seat = seats(given, name, players)
    return tuple(tuple(_district(d) for d in cards(by_seat.get(s, ()), name))
                 for s in range(players))


def position(
    players: int = 4,
    *,
    cities: Mapping[int, Sequence[Any]] | None = None,
    hands: Mapping[int, Sequence[Any]] | None = None,
    gold: Mapping[int, int] | None = None,
    crown: int = 0,
    round: int = 1,
    face_down: Any = None,
    face_up: Sequence[Any] | None = None,
    deck_top: Sequence[Any] = (),
    first_complete: int | None = None,
    seed: int = 0,
    **options: Any,
) -> CitadelsState:
    """The start of round `round`, the draft about to open with the Crown's holder.

    - `cities`, `hands`: districts by seat (English or Japanese names, or `District`s); a seat
      left out has none. `gold` by seat (2 if left out).
    - `face_down`, `face_up`: the characters removed this round (§5.1); by default `seed`
      removes them as the game does.
    - `deck_top`: districts on top of the deck, first drawn first; the rest follow in an order
      set by `seed`.
    - `first_complete`: the seat whose city reached eight districts first (the last round).
    - options as keywords (`tiebreak="gold"`, …).

    The result is checked when a match starts from it (`Match.from_position`); an argument
    of the wrong kind (a seat that is not at the table, a name that is no character, a string
    where a list is needed, ...) is refused at once, as a `PositionError` in both languages."""
    game = load_game("citadels")
    opts = game.make_options(players, **options)
    seed, players = check_seed(seed), game.check_players(players)
    crown, round = whole(crown, "crown", 0, players - 1), whole(round, "round", 1)
    first_complete = optional(first_complete, "first_complete", 0, players - 1)
    gold = {s: whole(g, "gold", 0) for s, g in seats(gold, "gold", players).items()}
    city_t, hand_t = _by_seat(cities, "cities", players), _by_seat(hands, "hands", players)
    top = tuple(_district(d) for d in cards(deck_top, "deck_top"))
    rest = cards_left(DECK, (d for group in (*city_t, *hand_t, top) for d in group))
    shuffled, rng = Rng.from_seed(seed).shuffle(rest)
    state = CitadelsState(
        players=players, options=opts, round=round - 1, phase=Phase.DRAFT, crown=crown,
        gold=tuple(gold.get(s, 2) for s in range(players)), hands=hand_t,
        cities=city_t, deck=top + shuffled, discard=(), face_down=(), face_up=(), pool=(),
        draft_step=0, discards=(), chosen=((),) * players, revealed=(), killed=None,
        robbed=None, thief=None, turn=None, graveyard=None, calls=(), previous_calls=(),
        first_complete=first_complete, haunted_round=None, rng=rng,
    )
    if face_down is None and face_up is None:
        return start_round(state, [])
    down = _character(face_down) if face_down is not None else None
    up = tuple(_character(c) for c in cards(face_up or (), "face_up"))
    removed = {down, *up}
    pool = tuple(c for c in CHARACTERS if c not in removed)
    from .state import replace_state

    # The draft's first step: nothing more to do before it opens.
    return replace_state(state, round=round, face_down=(down,) if down else (),
                         face_up=up, pool=pool)


def _seats_named(s: CitadelsState) -> list[tuple[str, int]]:
    """Every seat the state names outside its per-seat lists, with the field naming it."""
    named = [("discards", seat) for seat, _ in s.discards]
    named += [(field, value) for field, value in (
        ("thief", s.thief), ("first_complete", s.first_complete),
        ("turn", s.turn.seat if s.turn is not None else None),
        ("graveyard", s.graveyard[0] if s.graveyard is not None else None)) if value is not None]
    for field, calls in (("calls", s.calls), ("previous_calls", s.previous_calls)):
        named += [(field, seat) for call in calls for seat in (call.seat, call.thief,
                                                               call.known_to) if seat is not None]
    return named


def position_shape(s: CitadelsState) -> Message | None:
    """What in the shape of `s` does not fit its player count or phase (None if nothing):
    checked before the options and the cards."""
    n = s.players
    problem = per_seat_problem(s, n, "gold", "hands", "cities", "chosen")
    if problem is not None:
        return problem
    if not 0 <= s.crown < n:
        return Message("citadels.position.crown", players=n)
    for field, seat in _seats_named(s):
        if not 0 <= seat < n:
            return Message("citadels.position.seat_field", field=field, seat=seat, last=n - 1)
    if s.rng is None and s.phase is not Phase.OVER:
        return Message("engine.position.view")
    if s.round < 1:
        return Message("citadels.position.round")
    needs = {Phase.DRAFT: s.turn is None and s.graveyard is None
             and 0 <= s.draft_step < len(SCHEDULES[n]),
             Phase.TURN: s.turn is not None and s.graveyard is None,
             Phase.GRAVEYARD: s.turn is not None and s.graveyard is not None}
    if not needs.get(s.phase, True) or (
            s.turn is not None and s.turn.rank not in s.chosen[s.turn.seat]) or (
            s.phase is Phase.DRAFT and not _drafted_so_far(s)):
        return Message("citadels.position.phase", phase=s.phase.value)
    return None


def _drafted_so_far(s: CitadelsState) -> bool:
    """citadels.5.2: during the draft each seat holds as many characters as it has picked in
    the steps before this one, and as many were put face down as those steps discarded."""
    done = SCHEDULES[s.players][:s.draft_step]
    picks = Counter((s.crown + offset) % s.players for offset, kind in done
                    if kind is DraftKind.PICK)
    discards = sum(kind is DraftKind.DISCARD for _, kind in done)
    return len(s.discards) == discards and all(
        len(chosen) == picks[seat] for seat, chosen in enumerate(s.chosen))


def position_problem(s: CitadelsState) -> Message | None:
    """What the rules could not have produced in `s` (None if nothing), once its shape
    (`position_shape`) and options are right."""
    n = s.players
    if any(g < 0 for g in s.gold):
        return Message("citadels.position.gold")
    for seat, city in enumerate(s.cities):
        if len(set(city)) != len(city):
            return Message("citadels.position.twice", seat=seat + 1)
    if s.round < 1:
        return Message("citadels.position.round")
    if s.phase is Phase.DRAFT and s.draft_step == 0:
        if len(s.face_down) != 1 or None in s.face_down:
            return Message("citadels.position.face_down")
        if len(s.face_up) != FACE_UP_COUNT[n]:
            return Message("citadels.position.face_up", n=FACE_UP_COUNT[n], players=n)
        if Character.KING in s.face_up:
            return Message("citadels.position.king_up")
    size = s.options.complete_size
    complete = [seat for seat, city in enumerate(s.cities) if len(city) >= size]
    if complete and s.first_complete is None:
        return Message("citadels.position.complete", size=size)
    if s.first_complete is not None and len(s.cities[s.first_complete]) < size:
        return Message("citadels.position.first_complete", size=size)
    return None
