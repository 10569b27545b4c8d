"""The Maid: discard one card from your hand face down, then draw one from the draw pile.

Spec: `shared/rules/whispers.md` §4.2 (Maid), §12 A9 (an empty draw pile: the face-down
discards are reshuffled into a new pile; if there are none, nothing is drawn).
"""

from __future__ import annotations

from explorer.engine import Event, Message, Refusal, implements

from ..actions import Discard
from ..state import Phase, WhispersState, replace
from .common import character, colour, first_of, holds, name_of, not_held, put, who, without
from .effect import no_effect, open_step
from .passing import pass_turn


@implements("whispers.4.2.maid")
def maid(state: WhispersState, events: list[Event]) -> WhispersState:
    """With a card in hand (always, unless the Wizard's counts are unequal), the player
    discards one."""
    if not state.hands[state.turn]:
        return no_effect(state, events)
    return open_step(state, Phase.MAID)


def discards(state: WhispersState) -> tuple[Discard, ...]:
    return tuple(dict.fromkeys(Discard(character(c), colour(c))
                               for c in state.hands[state.turn]))


@implements("whispers.4.2.maid")
def verify_discard(state: WhispersState, action: Discard) -> Refusal | None:
    """A card of the player's hand."""
    if not holds(state.hands[state.turn], action.character, action.colour):
        return not_held("whispers.4.2.maid", state, state.turn, action)
    return None


@implements("whispers.4.2.maid", "whispers.12.A9")
def discard(state: WhispersState, action: Discard, events: list[Event]) -> WhispersState:
    """Discard first, then draw the top card; an empty pile is rebuilt from the discards
    (§12 A9). The turn passes."""
    p = state.turn
    card = first_of(state.hands[p], action.character, action.colour)
    hand = without(state.hands[p], (card,))
    pile, gone, rng = state.draw, state.discards + (card,), state.rng
    if not pile:
        assert rng is not None
        pile, rng = rng.shuffle(sorted(gone))
        gone = ()
        events.append(Event("whispers.12.A9", Message("whispers.ev.maid_reshuffle")))
    drawn = None
    if pile:
        drawn, pile = pile[0], pile[1:]
        hand = tuple(sorted(hand + (drawn,)))
    events.append(Event(
        "whispers.4.2.maid",
        Message("whispers.ev.maid", player=who(state, p), card=name_of(card),
                drawn=name_of(drawn) if drawn is not None else "—"),
        actor=p, public=Message("whispers.ev.maid_public", player=who(state, p)),
        visible_to=frozenset((p,)),
    ))
    after = replace(state, hands=put(state.hands, p, hand), draw=pile, discards=gone, rng=rng)
    return pass_turn(after, events)
