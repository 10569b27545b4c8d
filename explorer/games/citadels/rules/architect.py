"""The Architect, rank 7 (rules spec citadels §3): after his action he draws 2 district cards,
and he may build up to 3 districts in his turn (§6.3 allows one).

This module may import only the engine, `cards`, `state` and the rule areas `common`, `deck`.
"""

from __future__ import annotations

from ....engine import Event, Message, implements
from ..cards import Character
from ..state import CitadelsState
from .common import ARCHITECT, Events, drawn_names, only, player, turn_of
from .deck import draw


@implements("citadels.3.architect", "citadels.6.3")
def build_limit(rank: Character) -> int:
    """How many districts a character may build in its turn: 3 for the Architect, else 1."""
    return 3 if rank is ARCHITECT else 1


@implements("citadels.3.architect")
def architect_cards(state: CitadelsState, events: Events) -> CitadelsState:
    """The Architect's holder draws 2 cards once his action is complete (fewer if the deck
    runs out)."""
    t = turn_of(state)
    if t.rank is not ARCHITECT:
        return state
    state, n = draw(state, t.seat, 2, events)
    events.append(Event("citadels.3.architect", Message(
        "citadels.ev.architect_cards", player=player(t.seat),
        cards=drawn_names(state, t.seat, n)), actor=t.seat,
        public=Message("citadels.ev.architect", player=player(t.seat), n=n),
        visible_to=only(t.seat)))
    return state
