"""The Accountant: show your whole remaining hand to every other player.

Spec: `shared/rules/whispers.md` §4.2 (Accountant), §12 A4 (a one-off reveal; with
`accountant_hand_stays_open` the hand stays face up until the round ends).
"""

from __future__ import annotations

from explorer.engine import Event, Join, Message, implements

from ..state import WhispersState, replace
from .common import name_of, who
from .passing import pass_turn


@implements("whispers.4.2.accountant", "whispers.12.A4")
def accountant(state: WhispersState, events: list[Event]) -> WhispersState:
    """The hand is shown to every seat at this moment (`revealed`, cleared by the next card
    played); with `accountant_hand_stays_open` it stays open (`open_hands`). The turn passes."""
    p = state.turn
    hand = state.hands[p]
    stays_open = state.options.accountant_hand_stays_open
    open_hands = state.open_hands
    if stays_open and p not in open_hands:
        open_hands = tuple(sorted(open_hands + (p,)))
    rule, key = (("whispers.12.A4", "whispers.ev.reveal_open") if stays_open
                 else ("whispers.4.2.accountant", "whispers.ev.reveal"))
    cards = Join(name_of(c) for c in hand) if hand else "—"
    events.append(Event(rule, Message(key, player=who(state, p), cards=cards)))
    return pass_turn(replace(state, revealed=((p, hand),), open_hands=open_hands), events)
