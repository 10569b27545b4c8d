"""What a seat sees, and what the explorer's table marks on it.

Spec: `shared/rules/whispers.md` §4.2 (the Accountant's reveal, seen by every seat at that
moment; §12 A4 an open hand), §12 A1 (with `active_sees` the Wizard's player sees the target's
hand while picking), §10 (a hidden hand: the graph's static over-approximation).
"""

from __future__ import annotations

import enum

from explorer.engine import implements

from ....engine import CodeRepr
from ..cards import HIDDEN
from ..state import Phase, WhispersState, WizardPick, replace
from .common import put
from .play import is_playable

#: No seat: `seat_view(state, NOBODY)` is what every seat knows (a classroom's board).
NOBODY = -1


@implements("whispers.4.2.accountant", "whispers.12.A4", "whispers.12.A1")
def seat_view(state: WhispersState, seat: int) -> WhispersState:
    """`seat`'s view (`NOBODY`: what every seat knows): its own hand, the open hands (§12 A4)
    and, with `active_sees`, the target's hand for the Wizard's player; every other hand, the
    draw pile, the discards and the cards chosen or taken by others face down; the King pile's
    order hidden; no rng. (The kernel makes the same view its own faster way.)"""
    sees_target = (state.phase is Phase.WIZARD_TAKE
                   and state.options.wizard_target_pick is WizardPick.ACTIVE_SEES
                   and seat == state.turn)
    hands = tuple(
        h if q == seat or q in state.open_hands or (sees_target and q == state.target)
        else (HIDDEN,) * len(h)
        for q, h in enumerate(state.hands)
    )
    chosen = state.chosen if seat == state.turn else (HIDDEN,) * len(state.chosen)
    taken = (state.taken if seat in (state.turn, state.target)
             else (HIDDEN,) * len(state.taken))
    return replace(
        state, hands=hands, chosen=chosen, taken=taken, draw=(HIDDEN,) * len(state.draw),
        discards=(HIDDEN,) * len(state.discards),
        king_pile=tuple(sorted(state.king_pile)), rng=None,
    )


@implements("whispers.4.2.accountant")
def with_shown_hand(state: WhispersState, seat: int) -> WhispersState:
    """`state` with `seat`'s hand filled in from an Accountant's reveal at this moment, when
    the view hides it (§4.2: every seat sees the shown hand)."""
    shown = dict(state.revealed).get(seat)
    if shown is None or HIDDEN not in state.hands[seat]:
        return state
    return replace(state, hands=put(state.hands, seat, shown))


class Risk(CodeRepr, enum.StrEnum):
    """The ⚠ mark on a player (see `risk`)."""

    FORCED = "forced"
    """No card in hand is legal: when this player gets the turn, the round ends (case A)."""
    ONE_PLAY = "one_play"
    """Every legal play leaves a hand with no legal card for the next turn."""


def risk(state: WhispersState, seat: int) -> Risk | None:
    """Is `seat` one play away from a forced duplicate? Judged on the seat's hand and area
    and the face-up King card as they are now (effects and other players' moves ignored):
    `FORCED` if no card in hand is legal; `ONE_PLAY` if every legal card, once placed, leaves
    no legal card in the rest of the hand, and none of them completes six (which would end the
    round in the seat's favour). `None` otherwise, or if the hand is hidden from this view."""
    hand = state.hands[seat]
    if HIDDEN in hand or not hand:
        return None
    legal = [c for c in hand if is_playable(state, seat, c)]
    if not legal:
        return Risk.FORCED
    if len(state.areas[seat]) + 1 >= state.options.content.hand_size:
        return None
    for card in legal:
        placed = replace(state, areas=put(state.areas, seat, state.areas[seat] + (card,)))
        rest = [c for c in hand if c != card]
        if any(is_playable(placed, seat, c) for c in rest):
            return None
    return Risk.ONE_PLAY

