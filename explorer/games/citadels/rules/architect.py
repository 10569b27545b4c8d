"""The Architect, rank 7 (rules spec citadels §3): after his action he draws 2 district cards,
and he may build up to 3 districts in his turn (§6.3 allows one). In the vocabulary these are
a character's `cards_after` and `build_limit`, which a variant may change for any character.

This module may import only the engine, `cards`, `state` and the rule areas `common`, `deck`.
"""

from __future__ import annotations

from ....engine import Event, Message, implements
from ..cards import Character
from ..content import PUBLISHED, CitadelsContent
from ..state import CitadelsState
from .common import Events, drawn_names, facts, only, player, turn_of, who
from .deck import draw

#: How many districts §6.3 lets a character build in its turn (a `CharacterSpec`'s default).
ONE_BUILD = 1


@implements("citadels.3.architect", "citadels.6.3")
def build_limit(rank: Character, content: CitadelsContent = PUBLISHED) -> int:
    """How many districts a character may build in its turn in the game `content` describes
    (printed: 3 for the Architect, else 1)."""
    return content.tables.build_limit[rank]


@implements("citadels.3.architect")
def architect_cards(state: CitadelsState, events: Events) -> CitadelsState:
    """A character with cards after its action (the Architect: 2) draws them once the action
    is complete (fewer if the deck runs out)."""
    t = turn_of(state)
    count = facts(state).cards_after[t.rank]
    if not count:
        return state
    state, n = draw(state, t.seat, count, events)
    events.append(Event("citadels.3.architect", Message(
        "citadels.ev.architect_cards", player=player(t.seat), character=who(state, t.rank),
        cards=drawn_names(state, t.seat, n)), actor=t.seat,
        public=Message("citadels.ev.architect", player=player(t.seat), character=who(state,
            t.rank), n=n),
        visible_to=only(t.seat)))
    return state
