"""The opening exchange (rules spec `shared/rules/naishi.md` §3.6–§3.7): each player gives one
of their two dealt cards to the other, then forms a Hand of five.
"""

from __future__ import annotations

from ....engine import Event, Message, Refusal, Rng, implements
from ....engine.core import replace
from ..actions import Give
from ..cards import Card
from ..content import PUBLISHED, NaishiContent, hand_messages, hand_start
from ..state import NaishiState, Phase
from .common import PLAYERS, card_list, card_name


def gives(state: NaishiState) -> tuple[Give, ...]:
    """The candidates: each card dealt to the player to act, once."""
    return tuple(Give(c) for c in dict.fromkeys(state.dealt[state.player]) if c is not None)


@implements("naishi.3.6")
def verify_give(state: NaishiState, action: Give) -> Refusal | None:
    """A player gives one of the two cards dealt to them."""
    dealt = state.dealt[state.player]
    if action.card not in dealt:
        return Refusal("naishi.3.6", "naishi.why.not_dealt", card=card_name(action.card, state),
                       cards=card_list(dealt, state))
    return None


@implements("naishi.3.7")
def form_hand(kept: Card, received: Card, rng: Rng, content: NaishiContent = PUBLISHED
              ) -> tuple[tuple[Card, ...], Rng]:
    """The kept card, the received card and 3 Mountains, shuffled face down into a Hand (a
    variant's start kinds take the place of some Mountains: `content.hand_start`)."""
    hand, rng = rng.shuffle((kept, received, *hand_start(content)))
    return tuple(hand), rng


@implements("naishi.3.6", "naishi.3.7")
def give(state: NaishiState, action: Give, events: list[Event]) -> NaishiState:
    """The choices are secret and made one after the other (the first player first); once
    both are made the cards change hands at the same time, each player forms their Hand and
    the first player begins the first turn."""
    seat = state.player
    gifts = (action.card, state.gifts[1]) if seat == 0 else (state.gifts[0], action.card)
    events.append(Event(
        "naishi.3.6", Message("naishi.log.gift", player=PLAYERS[seat],
                              card=card_name(action.card, state)),
        actor=seat, public=Message("naishi.log.gift_public", player=PLAYERS[seat]),
        visible_to=frozenset({seat})))
    if seat == state.first:
        return replace(state, player=1 - seat, gifts=gifts)
    order = (state.first, 1 - state.first)
    for giver in order:
        events.append(Event("naishi.3.6", Message(
            "naishi.log.exchange", player=PLAYERS[giver], other=PLAYERS[1 - giver],
            card=card_name(gifts[giver], state)), actor=giver))
    rng = state.rng
    assert rng is not None
    hands: list[tuple[Card, ...]] = [(), ()]
    for owner in order:
        kept = list(state.dealt[owner])
        kept.remove(gifts[owner])
        received = gifts[1 - owner]
        assert received is not None and kept[0] is not None
        hands[owner], rng = form_hand(kept[0], received, rng, state.options.content)
        message, public = hand_messages(
            state.options.content, PLAYERS[owner], card_name(kept[0], state),
            card_name(received, state), card_list(hands[owner], state))
        events.append(Event("naishi.3.7", message, actor=owner, public=public,
                            visible_to=frozenset({owner})))
    return replace(state, phase=Phase.PLAY, player=state.first, turn=1,
                   hands=tuple(hands), dealt=((), ()), gifts=(None, None), rng=rng)
