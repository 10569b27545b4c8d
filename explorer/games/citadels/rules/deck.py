"""The district deck (rules spec citadels §6.1, §11-A4): cards are drawn from the top;
destroyed and discarded districts go under the deck, or with the §11-A4 reading onto a discard
pile that is shuffled into the deck when the deck runs short.

This module may import only the engine, `cards`, `state` and `common`.
"""

from __future__ import annotations

from ....engine import Event, Message, implements
from ....engine.core import replace
from ..cards import District
from ..state import CitadelsState, DiscardTo
from .common import Events, set_at


@implements("citadels.11.A4")
def refill(state: CitadelsState, n: int, events: Events) -> CitadelsState:
    """With a discard pile (§11-A4), a deck too short for `n` cards gets the pile shuffled
    under it."""
    if len(state.deck) >= n or not state.discard:
        return state
    if state.rng is None:
        raise ValueError("a seat's view cannot be played on")
    cards, rng = state.rng.shuffle(state.discard)
    events.append(Event("citadels.11.A4", Message("citadels.ev.reshuffle", n=len(cards))))
    return replace(state, deck=state.deck + cards, discard=(), rng=rng)


@implements("citadels.6.1", "citadels.11.A4")
def draw(state: CitadelsState, seat: int, n: int, events: Events) -> tuple[CitadelsState, int]:
    """`seat` draws up to `n` cards from the top of the deck into his hand (fewer if the deck
    holds fewer): the new state and how many were drawn."""
    state = refill(state, n, events)
    cards = state.deck[:n]
    hands = set_at(state.hands, seat, state.hands[seat] + cards)
    return replace(state, deck=state.deck[n:], hands=hands), len(cards)


@implements("citadels.11.A4")
def put_away(state: CitadelsState, cards: tuple[District, ...]) -> CitadelsState:
    """Destroyed or discarded districts go under the deck, or onto the discard pile with the
    §11-A4 reading."""
    if state.options.discard_to is DiscardTo.BOTTOM:
        return replace(state, deck=state.deck + cards)
    return replace(state, discard=state.discard + cards)
