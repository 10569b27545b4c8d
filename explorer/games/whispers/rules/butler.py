"""The Butler: choose two cards in two different areas and swap them.

Spec: `shared/rules/whispers.md` §4.2 (Butler: (a) no duplicate in either area, (b) not the
Butler just played, (c) no effect as the 1st or 2nd card played in the round, counting every
player's cards, (d) any two areas; no legal swap: nothing happens), §12 A2 (with
`butler_requires_own_area`, one of the two areas is the player's own).

Sub-steps: `SwapPick` (phase BUTLER_FIRST), then `SwapWith` (BUTLER_SECOND).
"""

from __future__ import annotations

from explorer.engine import Event, Message, Refusal, implements

from ..actions import SwapPick, SwapWith
from ..cards import CHARACTER_NAMES
from ..state import Phase, SkipReason, WhispersState, replace
from .common import (
    butler_rule,
    card_in_area,
    character,
    from_card,
    name_of,
    played_name,
    who,
    who_or_number,
)
from .effect import no_effect, open_step
from .passing import pass_turn


def _has(state: WhispersState, seat: int, card_character: object) -> bool:
    return any(character(c) == card_character for c in state.areas[seat])


@implements("whispers.4.2.butler", "whispers.12.A2")
def swap_problem(state: WhispersState, a: int, x: int, b: int, y: int) -> str | None:
    """Why card `x` of area `a` may not swap with card `y` of area `b` (`None`: it may), in
    the order checked: the Butler just played stays put (b); two different areas; with
    `butler_requires_own_area` one of them is the player's (§12 A2); no area may end up with a
    character twice (a). Two cards of one character may swap."""
    if x == state.card or y == state.card:
        return "itself"
    if a == b:
        return "same_area"
    if state.options.butler_requires_own_area and state.turn not in (a, b):
        return "own"
    if character(x) != character(y):
        if _has(state, b, character(x)):
            return "doubles_second"
        if _has(state, a, character(y)):
            return "doubles_first"
    return None


def swap_ok(state: WhispersState, a: int, x: int, b: int, y: int) -> bool:
    """May card `x` in area `a` swap with card `y` in area `b`?"""
    return swap_problem(state, a, x, b, y) is None


def swap_partners(state: WhispersState, a: int, x: int) -> list[tuple[int, int]]:
    """Every (area, card) that card `x` of area `a` may swap with."""
    return [(b, y) for b, area in enumerate(state.areas) for y in area
            if swap_problem(state, a, x, b, y) is None]


def _can_swap_any(state: WhispersState) -> bool:
    return any(swap_partners(state, a, x) for a, area in enumerate(state.areas) for x in area)


@implements("whispers.4.2.butler")
def butler(state: WhispersState, events: list[Event]) -> WhispersState:
    """(c) Before the effect's `from_card`-th card of the round (printed: as the 1st or 2nd
    card): no effect. No legal swap: nothing happens. Otherwise the player picks the first
    card."""
    if state.played_in_round < from_card(state):
        return no_effect(state, events, SkipReason.TOO_EARLY)
    if not _can_swap_any(state):
        return no_effect(state, events)
    return open_step(state, Phase.BUTLER_FIRST)


def picks(state: WhispersState) -> tuple[SwapPick, ...]:
    """Every card of every area, by seat."""
    return tuple(SwapPick(b, character(y), state.colours[b])
                 for b, area in enumerate(state.areas) for y in area)


@implements("whispers.4.2.butler", "whispers.12.A2")
def verify_swap_pick(state: WhispersState, action: SwapPick) -> Refusal | None:
    """An area card, not the Butler, with at least one legal partner."""
    a = action.seat
    x = card_in_area(state, a, action.character)
    if x is None:
        return Refusal(butler_rule(state), "whispers.why.not_in_area",
                       player=who_or_number(state, a), card=CHARACTER_NAMES[action.character])
    if x == state.card:
        return Refusal("whispers.4.2.butler", "whispers.why.butler_itself",
                       card=played_name(state))
    if swap_partners(state, a, x):
        return None
    p = state.turn
    if state.options.butler_requires_own_area and a != p and all(
            swap_problem(state, a, x, p, y) for y in state.areas[p]):
        return Refusal("whispers.12.A2", "whispers.why.butler_own")
    return Refusal(butler_rule(state), "whispers.why.swap_none", card=name_of(x))


def swap_pick(state: WhispersState, action: SwapPick, events: list[Event]) -> WhispersState:
    x = card_in_area(state, action.seat, action.character)
    assert x is not None
    events.append(Event(butler_rule(state), Message(
        "whispers.ev.swap_pick", player=who(state, state.turn), a=who(state, action.seat),
        x=name_of(x), card=played_name(state)), actor=state.turn))
    return replace(state, phase=Phase.BUTLER_SECOND, pick=(action.seat, action.character))


def seconds(state: WhispersState) -> tuple[SwapWith, ...]:
    """Every area card but the first pick."""
    return tuple(SwapWith(b, character(y), state.colours[b])
                 for b, area in enumerate(state.areas) for y in area
                 if state.pick != (b, character(y)))


_PROBLEM_REFUSALS = {
    "itself": ("whispers.4.2.butler", "whispers.why.butler_itself"),
    "same_area": ("whispers.4.2.butler", "whispers.why.swap_same_area"),
    "own": ("whispers.12.A2", "whispers.why.butler_own"),
}


@implements("whispers.4.2.butler", "whispers.12.A2")
def verify_swap_with(state: WhispersState, action: SwapWith) -> Refusal | None:
    """A card of another area that the first pick may swap with (`swap_problem`)."""
    assert state.pick is not None
    a, first = state.pick
    b = action.seat
    x = card_in_area(state, a, first)
    y = card_in_area(state, b, action.character)
    assert x is not None
    if y is None:
        return Refusal(butler_rule(state), "whispers.why.not_in_area",
                       player=who_or_number(state, b), card=CHARACTER_NAMES[action.character])
    problem = swap_problem(state, a, x, b, y)
    if problem is None:
        return None
    if problem in _PROBLEM_REFUSALS:
        return Refusal(*_PROBLEM_REFUSALS[problem], card=played_name(state))
    owner, doubled = (b, first) if problem == "doubles_second" else (a, action.character)
    return Refusal(butler_rule(state), "whispers.why.swap_duplicate",
                   player=who(state, owner), card=CHARACTER_NAMES[doubled])


def swap_with(state: WhispersState, action: SwapWith, events: list[Event]) -> WhispersState:
    """The two cards change places (each takes the other's place in its area); the turn
    passes."""
    assert state.pick is not None
    a, b = state.pick[0], action.seat
    x = card_in_area(state, a, state.pick[1])
    y = card_in_area(state, b, action.character)
    assert x is not None and y is not None
    areas = list(state.areas)
    areas[a] = tuple(y if c == x else c for c in areas[a])
    areas[b] = tuple(x if c == y else c for c in areas[b])
    events.append(Event(butler_rule(state), Message(
        "whispers.ev.swap", player=who(state, state.turn), a=who(state, a), x=name_of(x),
        b=who(state, b), y=name_of(y), card=played_name(state))))
    return pass_turn(replace(state, areas=tuple(areas), pick=None), events)
