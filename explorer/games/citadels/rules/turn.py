"""A character's turn (rules spec citadels §6, §6.1, §11-A9): first the action, take 2 gold or
draw cards and keep some (the Merchant's gold and the Architect's cards follow it, §3); the
power, income (§7), building (§6.3) and the purple districts' uses may come before or after;
then the player ends the turn and the next rank is called (§5.7).

This module may import only the engine, `actions`, `cards`, `state` and the rule areas
`common`, `deck`, `purple`, `merchant`, `architect`, `calls` (and those they import).
"""

from __future__ import annotations

from ....engine import Event, Message, Move, Refusal, implements
from ....engine.core import replace
from ..actions import DRAW_CARDS, END_TURN, TAKE_GOLD, DrawCards, EndTurn, KeepCard, TakeGold
from ..state import CitadelsState
from .architect import architect_cards
from .calls import call_from
from .common import (
    Events,
    add_at,
    distinct,
    name,
    names,
    only,
    player,
    set_at,
    turn_of,
    who,
    without,
)
from .deck import refill
from .merchant import merchant_gold
from .purple import draw_sizes

# -- the action: gold or cards (§6.1) ------------------------------------------------------

ACTIONS = (TAKE_GOLD, DRAW_CARDS)


def action_candidates(state: CitadelsState) -> tuple[TakeGold | DrawCards, ...]:
    """Gold or cards, until the action is taken."""
    return () if turn_of(state).acted else ACTIONS


def both_actions(state: CitadelsState) -> tuple[TakeGold | DrawCards, ...]:
    """Shown to a learner: both, refused once the action is taken."""
    return ACTIONS


@implements("citadels.6.1", "citadels.11.A9")
def verify_action(state: CitadelsState, action: TakeGold | DrawCards) -> Refusal | None:
    """One action per turn; drawing needs a card left (two with the §11-A9 reading)."""
    if turn_of(state).acted:
        return Refusal("citadels.6.1", "citadels.why.acted")
    if isinstance(action, DrawCards):
        left = len(state.deck) + len(state.discard)
        if left < (2 if state.options.draw_needs_two else 1):
            return Refusal("citadels.11.A9", "citadels.why.deck_short", n=left)
    return None


@implements("citadels.6.1")
def take_action(state: CitadelsState, action: TakeGold | DrawCards, events: Events
                ) -> CitadelsState:
    """Take 2 gold, or draw cards."""
    if isinstance(action, DrawCards):
        return draw_cards(state, events)
    t = turn_of(state)
    events.append(Event("citadels.6.1", Message("citadels.ev.take_gold", player=player(t.seat)),
                        actor=t.seat))
    return action_done(replace(state, gold=add_at(state.gold, t.seat, 2)), events)


@implements("citadels.6.1")
def draw_cards(state: CitadelsState, events: Events) -> CitadelsState:
    """Draw the cards (`purple.draw_sizes`); if there are no more than may be kept, all are
    kept and the action is complete, else the player keeps some, card by card."""
    t = turn_of(state)
    seat = t.seat
    count, keep, rule = draw_sizes(state, seat)
    state = refill(state, count, events)
    drawn = state.deck[:count]
    keep = min(keep, len(drawn))
    state = replace(state, deck=state.deck[count:])
    me = player(seat)
    if keep == len(drawn):
        events.append(Event(rule, Message("citadels.ev.drew_kept", player=me,
                                          cards=names(drawn, state)),
                            actor=seat, public=Message("citadels.ev.drew_kept_public",
                                                       player=me, n=len(drawn)),
                            visible_to=only(seat)))
        hands = set_at(state.hands, seat, state.hands[seat] + drawn)
        return action_done(replace(state, hands=hands), events)
    events.append(Event(rule, Message("citadels.ev.drew", player=me, cards=names(drawn, state),
                                      keep=keep),
                        actor=seat, public=Message("citadels.ev.drew_public", player=me,
                                                   n=len(drawn), keep=keep),
                        visible_to=only(seat)))
    return replace(state, turn=replace(t, drawn=drawn, keep=keep))


@implements("citadels.6.1", "citadels.3.merchant", "citadels.3.architect")
def action_done(state: CitadelsState, events: Events) -> CitadelsState:
    """The action is complete: then come the Merchant's gold and the Architect's cards."""
    state = replace(state, turn=replace(turn_of(state), acted=True))
    return architect_cards(merchant_gold(state, events), events)


ACTION = Move((TakeGold, DrawCards), action_candidates, verify_action, take_action,
              both_actions)


# -- keeping drawn cards (§6.1) ------------------------------------------------------------

def keep_candidates(state: CitadelsState) -> list[KeepCard]:
    """Each card drawn."""
    return [KeepCard(d) for d in distinct(turn_of(state).drawn)]


@implements("citadels.6.1")
def verify_keep(state: CitadelsState, action: KeepCard) -> Refusal | None:
    """A card that was drawn."""
    if action.district not in turn_of(state).drawn:
        return Refusal("citadels.6.1", "citadels.why.not_drawn",
                       district=name(action.district, state))
    return None


@implements("citadels.6.1")
def keep(state: CitadelsState, action: KeepCard, events: Events) -> CitadelsState:
    """The card goes to the hand. Once as many are kept as allowed, the others go under the
    deck and the action is complete."""
    t = turn_of(state)
    seat, d = t.seat, action.district
    me = player(seat)
    events.append(Event("citadels.6.1", Message("citadels.ev.kept", player=me,
                                                district=name(d, state)),
                        actor=seat, public=Message("citadels.ev.kept_public", player=me),
                        visible_to=only(seat)))
    drawn = without(t.drawn, d)
    state = replace(state, hands=set_at(state.hands, seat, state.hands[seat] + (d,)))
    if t.keep > 1 and drawn:
        return replace(state, turn=replace(t, drawn=drawn, keep=t.keep - 1))
    state = replace(state, deck=state.deck + drawn,
                    turn=replace(t, drawn=(), keep=0))
    return action_done(state, events)


# -- the end of the turn (§6) --------------------------------------------------------------

@implements("citadels.6.end", "citadels.6.1")
def verify_end(state: CitadelsState, action: EndTurn) -> Refusal | None:
    """The action comes first."""
    if not turn_of(state).acted:
        return Refusal("citadels.6.1", "citadels.why.end_before_action")
    return None


@implements("citadels.6.end")
def end_turn(state: CitadelsState, events: Events) -> CitadelsState:
    """The turn under way ends; the next rank is called."""
    t = turn_of(state)
    events.append(Event("citadels.6.end", Message(
        "citadels.ev.end_turn", player=player(t.seat), character=who(state, t.rank)), actor=t.seat))
    return call_from(state, t.rank + 1, events)


def end(state: CitadelsState, action: EndTurn, events: Events) -> CitadelsState:
    """The player ends his turn."""
    return end_turn(state, events)


END = Move((EndTurn,), lambda state: (END_TURN,), verify_end, end)
