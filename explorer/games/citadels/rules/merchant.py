"""The Merchant, rank 6 (rules spec citadels §3): after his action he takes 1 gold more. His
green districts' income is §7 (`income`).

This module may import only the engine, `cards`, `state` and `common`.
"""

from __future__ import annotations

import dataclasses

from ....engine import Event, Message, implements
from ..state import CitadelsState
from .common import MERCHANT, Events, add_at, player, turn_of


@implements("citadels.3.merchant")
def merchant_gold(state: CitadelsState, events: Events) -> CitadelsState:
    """The Merchant's holder gains 1 gold once his action is complete."""
    t = turn_of(state)
    if t.rank is not MERCHANT:
        return state
    events.append(Event("citadels.3.merchant", Message("citadels.ev.merchant",
                                                       player=player(t.seat)), actor=t.seat))
    return dataclasses.replace(state, gold=add_at(state.gold, t.seat, 1))
