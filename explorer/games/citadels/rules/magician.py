"""The power to exchange (rules spec citadels §3; printed: the Magician's, rank 3): once in
its turn, its character either swaps its holder's whole hand with another player's, or puts any
number of those cards under the deck (at least one, set aside card by card) and draws as many.
The character with the power is the content's.

This module may import only the engine, `actions`, `cards`, `state` and the rule areas
`common`, `deck`, `powers`.
"""

from __future__ import annotations

from ....engine import Event, Message, Move, Refusal, implements
from ....engine.core import replace
from ..actions import (
    BEGIN_EXCHANGE,
    FINISH_EXCHANGE,
    BeginExchange,
    FinishExchange,
    SetAside,
    SwapHands,
)
from ..state import CitadelsState
from .common import (
    Events,
    distinct,
    has_power,
    name,
    names,
    naming,
    only,
    player,
    set_at,
    turn_of,
    who,
    without,
)
from .deck import draw
from .powers import lacks_power, power_used

RULE = "citadels.3.magician"


# -- swapping hands ------------------------------------------------------------------------

def exchanges(state: CitadelsState) -> bool:
    """Whether the character of the turn under way has the power to exchange."""
    return has_power(state, turn_of(state).rank, "exchange")


def swap_candidates(state: CitadelsState) -> list[SwapHands]:
    """Every seat, until the power is used (by a character that has it)."""
    if turn_of(state).power or not exchanges(state):
        return []
    return [SwapHands(s) for s in range(state.players)]


def swap_with_self(state: CitadelsState) -> tuple[SwapHands, ...]:
    """Shown to a learner: his own seat, refused."""
    return (SwapHands(turn_of(state).seat),) if exchanges(state) else ()


@implements("citadels.3.magician")
def verify_swap(state: CitadelsState, action: SwapHands) -> Refusal | None:
    """A character with the power; once per turn, with another player at the table."""
    t = turn_of(state)
    used = lacks_power(state, action) or naming(power_used(t, "exchange"), state, t.rank)
    if used is not None:
        return used
    if action.seat == t.seat:
        return Refusal(RULE, "citadels.why.swap_self")
    if not 0 <= action.seat < state.players:
        return Refusal(RULE, "citadels.why.no_seat", player=player(action.seat))
    return None


@implements("citadels.3.magician")
def swap(state: CitadelsState, action: SwapHands, events: Events) -> CitadelsState:
    """The two hands change places, whatever their sizes."""
    t = turn_of(state)
    mine, theirs = state.hands[t.seat], state.hands[action.seat]
    events.append(Event(RULE, Message(
        "citadels.ev.swap", player=player(t.seat), other=player(action.seat), mine=len(mine),
        theirs=len(theirs), role=who(state, t.rank)), actor=t.seat))
    hands = set_at(set_at(state.hands, t.seat, theirs), action.seat, mine)
    return replace(state, hands=hands, turn=replace(t, power=True))


SWAP = Move((SwapHands,), swap_candidates, verify_swap, swap, swap_with_self)


# -- exchanging cards with the deck ----------------------------------------------------------

@implements("citadels.3.magician")
def verify_exchange(state: CitadelsState, action: BeginExchange) -> Refusal | None:
    """A character with the power; once per turn, with a card in hand."""
    t = turn_of(state)
    used = lacks_power(state, action) or naming(power_used(t, "exchange"), state, t.rank)
    if used is None and not state.hands[t.seat]:
        return Refusal(RULE, "citadels.why.empty_hand")
    return used


@implements("citadels.3.magician")
def begin_exchange(state: CitadelsState, action: BeginExchange, events: Events
                   ) -> CitadelsState:
    """The exchange opens: nothing set aside yet."""
    t = turn_of(state)
    events.append(Event(RULE, Message("citadels.ev.exchange_begin", player=player(t.seat),
                                      role=who(state, t.rank)), actor=t.seat))
    return replace(state, turn=replace(t, power=True, exchange=()))


EXCHANGE = Move((BeginExchange,), lambda state: (BEGIN_EXCHANGE,) if exchanges(state) else (),
                verify_exchange, begin_exchange)


def set_aside_candidates(state: CitadelsState) -> list[SetAside]:
    """Each card of the hand."""
    return [SetAside(d) for d in distinct(state.hands[turn_of(state).seat])]


@implements("citadels.3.magician")
def verify_set_aside(state: CitadelsState, action: SetAside) -> Refusal | None:
    """A card of the hand."""
    if action.district not in state.hands[turn_of(state).seat]:
        return Refusal(RULE, "citadels.why.not_in_hand", district=name(action.district, state))
    return None


@implements("citadels.3.magician")
def set_aside(state: CitadelsState, action: SetAside, events: Events) -> CitadelsState:
    """The card leaves the hand to be put under the deck."""
    t = turn_of(state)
    d = action.district
    hands = set_at(state.hands, t.seat, without(state.hands[t.seat], d))
    turn = replace(t, exchange=(t.exchange or ()) + (d,))
    return replace(state, hands=hands, turn=turn)


@implements("citadels.3.magician")
def verify_finish(state: CitadelsState, action: FinishExchange) -> Refusal | None:
    """At least one card set aside."""
    if not turn_of(state).exchange:
        return Refusal(RULE, "citadels.why.exchange_empty")
    return None


@implements("citadels.3.magician")
def finish_exchange(state: CitadelsState, action: FinishExchange, events: Events
                    ) -> CitadelsState:
    """The cards set aside go under the deck and as many are drawn from the top."""
    t = turn_of(state)
    aside = tuple(d for d in t.exchange or () if d is not None)
    deck = state.deck + aside
    state = replace(state, deck=deck, turn=replace(t, exchange=None))
    state, _ = draw(state, t.seat, len(aside), events)
    me = player(t.seat)
    events.append(Event(RULE, Message(
        "citadels.ev.exchange_cards", player=me, aside=names(aside, state),
        drawn=names(deck[:len(aside)], state), role=who(state, t.rank)),
        actor=t.seat, public=Message("citadels.ev.exchange", player=me, n=len(aside),
                                     role=who(state, t.rank)),
        visible_to=only(t.seat)))
    return state


FINISH = Move((FinishExchange,), lambda state: (FINISH_EXCHANGE,), verify_finish,
              finish_exchange)
