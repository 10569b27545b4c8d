"""The King, rank 4 (rules spec citadels §3): revealed, he takes the Crown (his holder drafts
first next round); killed, his holder still takes the Crown at the end of the round (§3 heir).
His yellow districts' income is §7 (`income`).

This module may import only the engine, `cards`, `state` and `common`.
"""

from __future__ import annotations

import dataclasses

from ....engine import Event, Message, implements
from ..state import Call, CallStatus, CitadelsState
from .common import KING, Events, player


@implements("citadels.3.king")
def take_crown(seat: int, events: Events) -> int:
    """The revealed King's holder `seat` takes the Crown: the Crown's new seat."""
    events.append(Event("citadels.3.king", Message("citadels.ev.crown", player=player(seat))))
    return seat


@implements("citadels.3.king.heir")
def heir_takes_crown(state: CitadelsState, events: Events) -> CitadelsState:
    """At the end of a round in which the King was killed, his holder (if anyone held him)
    takes the Crown."""
    heir = state.holder(KING) if state.killed is KING else None
    if heir is None:
        return state
    events.append(Event("citadels.3.king.heir", Message("citadels.ev.heir",
                                                        player=player(heir))))
    call = Call(KING, CallStatus.HEIR, heir, crown=True)
    return dataclasses.replace(state, crown=heir, calls=state.calls + (call,))
