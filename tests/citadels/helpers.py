"""Stacked Citadels positions for scenario tests, and a helper that plays actions through the
rules while checking that each one is legal."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from explorer.engine import Action, Event, Rng
from explorer.games.citadels import (
    CHARACTERS,
    DECK,
    GAME,
    CitadelsState,
    Phase,
    Turn,
)
from explorer.games.citadels import Character as C
from explorer.games.citadels import District as D


def rest_of_deck(*used: Sequence[D]) -> tuple[D, ...]:
    """The deck minus the cards placed elsewhere, in table order."""
    left = Counter(DECK)
    for cards in used:
        left.subtract(cards)
    assert all(v >= 0 for v in left.values()), "a stacked position uses a card twice"
    out = []
    for d in DECK:
        if left[d] > 0:
            out.append(d)
            left[d] -= 1
    return tuple(out)


def _deck(hands: Sequence[Sequence[D]], cities: Sequence[Sequence[D]],
          top: Sequence[D]) -> tuple[D, ...]:
    rest = rest_of_deck(*hands, *cities, top)
    return tuple(top) + rest


def position(players: int = 4, *, rank: C = C.KING, seat: int = 0,
             chosen: dict[int, Sequence[C]] | None = None,
             hands: dict[int, Sequence[D]] | None = None,
             cities: dict[int, Sequence[D]] | None = None,
             gold: dict[int, int] | None = None, top: Sequence[D] = (),
             killed: C | None = None, robbed: C | None = None, thief: int | None = None,
             crown: int = 0, round: int = 1, face_up: Sequence[C] = (),
             first_complete: int | None = None, **options: Any) -> CitadelsState:
    """A position in the calls phase where `seat` has just revealed `rank`."""
    opts = GAME.make_options(players, **options)
    held = {s: list(cs) for s, cs in (chosen or {}).items()}
    held.setdefault(seat, [])
    if rank not in held[seat]:
        held[seat].append(rank)
    hand_t = tuple(tuple((hands or {}).get(s, ())) for s in range(players))
    city_t = tuple(tuple((cities or {}).get(s, ())) for s in range(players))
    taken = {c for cs in held.values() for c in cs} | set(face_up)
    others = [c for c in CHARACTERS if c not in taken]
    face_down = (others[0],) if others else ()
    discards = tuple(((crown + players - 1) % players, c) for c in others[1:])
    revealed = tuple(c for cs in held.values() for c in cs if c <= rank and c is not killed)
    return CitadelsState(
        players=players, options=opts, round=round, phase=Phase.TURN, crown=crown,
        gold=tuple((gold or {}).get(s, 2) for s in range(players)), hands=hand_t,
        cities=city_t, deck=_deck(hand_t, city_t, top), discard=(), face_down=face_down,
        face_up=tuple(face_up), pool=(), draft_step=0, discards=discards,
        chosen=tuple(tuple(held.get(s, ())) for s in range(players)),
        revealed=tuple(sorted(revealed)), killed=killed, robbed=robbed, thief=thief,
        turn=Turn(rank, seat), graveyard=None, calls=(), previous_calls=(),
        first_complete=first_complete, haunted_round=None, rng=Rng.from_seed(1),
    )


def draft_position(players: int, *, pool: Sequence[C], face_down: Sequence[C] = (),
                   face_up: Sequence[C] = (), crown: int = 0,
                   hands: dict[int, Sequence[D]] | None = None,
                   cities: dict[int, Sequence[D]] | None = None,
                   gold: dict[int, int] | None = None, round: int = 1,
                   **options: Any) -> CitadelsState:
    """A position at the start of a draft with the given removed cards and pool."""
    hand_t = tuple(tuple((hands or {}).get(s, ())) for s in range(players))
    city_t = tuple(tuple((cities or {}).get(s, ())) for s in range(players))
    state = CitadelsState(
        players=players, options=GAME.make_options(players, **options), round=round,
        phase=Phase.DRAFT,
        crown=crown, gold=tuple((gold or {}).get(s, 2) for s in range(players)),
        hands=hand_t, cities=city_t, deck=_deck(hand_t, city_t, ()), discard=(),
        face_down=tuple(face_down), face_up=tuple(face_up), pool=tuple(sorted(pool)),
        draft_step=0, discards=(), chosen=((),) * players, revealed=(), killed=None,
        robbed=None, thief=None, turn=None, graveyard=None, calls=(), previous_calls=(),
        first_complete=None, haunted_round=None, rng=Rng.from_seed(5),
    )
    return state


def play(state: CitadelsState, *actions: Action) -> tuple[CitadelsState, list[Event]]:
    """Apply legal actions in order; fail clearly on an illegal one."""
    events: list[Event] = []
    for action in actions:
        reason = GAME.why_illegal(state, action)
        assert reason is None, f"{action} refused: {reason.label('en')}"  # type: ignore[union-attr]  # read only when the assert fails, so not None
        assert action in GAME.legal_actions(state), f"{action} missing from the legal actions"
        result = GAME.apply(state, action)
        state = result.state
        events.extend(result.events)
        GAME_cards_ok(state)
    return state, events


def GAME_cards_ok(state: CitadelsState) -> None:
    found: Counter[Any] = Counter()
    for cards in GAME.zones(state).values():
        found.update(cards)
    assert found == Counter(GAME.all_cards(state)), "cards not conserved"


def refused(state: CitadelsState, action: Action) -> str:
    """The English reason an action is refused (fails if it is legal)."""
    reason = GAME.why_illegal(state, action)
    assert reason is not None, f"{action} should be refused"
    assert action not in GAME.legal_actions(state)
    assert reason.label("ja")
    return reason.label("en")


def keys(events: Sequence[Event]) -> list[str]:
    return [e.message.key for e in events]


def with_state(state: CitadelsState, **changes: Any) -> CitadelsState:
    return replace(state, **changes)
