"""The Merchant, rank 6 (rules spec citadels §3): after his action he takes 1 gold more (in
the vocabulary: a character's `gold_after`, which a variant may change or give to another
character). His green districts' income is §7 (`income`).

This module may import only the engine, `cards`, `state` and `common`.
"""

from __future__ import annotations

import dataclasses

from ....engine import Event, Message, implements
from ..state import CitadelsState
from .common import Events, add_at, facts, player, turn_of


@implements("citadels.3.merchant")
def merchant_gold(state: CitadelsState, events: Events) -> CitadelsState:
    """A character with gold after its action (the Merchant: 1) takes it once the action is
    complete."""
    t = turn_of(state)
    n = facts(state).gold_after[t.rank]
    if not n:
        return state
    events.append(Event("citadels.3.merchant", Message(
        "citadels.ev.merchant", player=player(t.seat), character=t.rank, n=n), actor=t.seat))
    return dataclasses.replace(state, gold=add_at(state.gold, t.seat, n))
