"""Citadels positions built directly: `position(...)` sets up the start of a round (cities,
hands, gold, the Crown, the round number, optionally the removed characters) and the draft
opens from there; `position_shape(state)` and `position_problem(state)` (from
`rules.invariants`) say what in a state the rules could not have produced (the engine checks
card conservation itself).

>>> from explorer import Match
>>> s = position(4, cities={0: ["Manor", "Temple"]}, hands={0: ["Castle"]}, gold={0: 5},
...              crown=0, face_down="Bishop", face_up=["Merchant", "Warlord"])
>>> m = Match.from_position("citadels", s); m.current_player, str(m.legal_actions()[0])
(0, 'choose Assassin')

This module may import only the engine and this package's `cards`, `content`, `state` and
`rules`.
"""

from __future__ import annotations

__all__ = ["position", "position_problem", "position_shape"]

from collections.abc import Mapping, Sequence
from typing import Any

from ...engine import Message, PositionError, Rng, load_game
from ...engine.builders import cards, optional, seats, whole
from ...engine.match import check_seed
from ...engine.position import cards_left
from .cards import CHARACTERS, Character, District, district_by_name
from .content import tables
from .rules import start_round
from .rules.invariants import position_problem, position_shape
from .state import CitadelsState, Phase


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
    placed = (d for group in (*city_t, *hand_t, top) for d in group)
    rest = cards_left(tables(opts.content).deck, placed)
    shuffled, rng = Rng.from_seed(seed).shuffle(rest)
    state = CitadelsState(
        players=players, options=opts, round=round - 1, phase=Phase.DRAFT, crown=crown,
        gold=tuple(gold.get(s, opts.content.start_gold) for s in range(players)), hands=hand_t,
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
