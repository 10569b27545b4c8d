"""The Guard: take one card that was already in your area back into your hand.

Spec: `shared/rules/whispers.md` §4.2 (Guard: not the Guard just played; no effect with no
other card in the area).
"""

from __future__ import annotations

from explorer.engine import Event, Message, Refusal, implements

from ..actions import TakeBack
from ..cards import CHARACTER_NAMES
from ..state import Phase, WhispersState, replace
from .common import card_in_area, character, name_of, played_name, put, who
from .effect import no_effect, open_step
from .passing import pass_turn


@implements("whispers.4.2.guard")
def guard(state: WhispersState, events: list[Event]) -> WhispersState:
    """No other card in the area: no effect. Otherwise the player takes one back."""
    if len(state.areas[state.turn]) < 2:
        return no_effect(state, events)
    return open_step(state, Phase.GUARD)


def take_backs(state: WhispersState) -> tuple[TakeBack, ...]:
    return tuple(TakeBack(character(c)) for c in state.areas[state.turn])


@implements("whispers.4.2.guard")
def verify_take_back(state: WhispersState, action: TakeBack) -> Refusal | None:
    """A card in the player's area, not the Guard just played."""
    card = card_in_area(state, state.turn, action.character)
    if card is None:
        return Refusal("whispers.4.2.guard", "whispers.why.not_in_area",
                       player=who(state, state.turn), card=CHARACTER_NAMES[action.character])
    if card == state.card:
        return Refusal("whispers.4.2.guard", "whispers.why.guard_itself",
                       card=played_name(state))
    return None


def take_back(state: WhispersState, action: TakeBack, events: list[Event]) -> WhispersState:
    """The card goes back to the hand (kept sorted); the turn passes."""
    p = state.turn
    card = card_in_area(state, p, action.character)
    assert card is not None
    events.append(Event("whispers.4.2.guard", Message(
        "whispers.ev.take_back", player=who(state, p), card=name_of(card))))
    area = tuple(c for c in state.areas[p] if c != card)
    hands = put(state.hands, p, tuple(sorted(state.hands[p] + (card,))))
    return pass_turn(replace(state, hands=hands, areas=put(state.areas, p, area)), events)
