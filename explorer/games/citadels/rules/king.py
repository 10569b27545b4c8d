"""The power to take the Crown (rules spec citadels §3; printed: the King's, rank 4):
revealed, its character's holder takes the Crown (and drafts first next round); killed, its
holder still takes the Crown at the end of the round (§3 heir). The character with the power is
the content's. The King's yellow districts' income is §7 (`income`).

This module may import only the engine, `cards`, `state` and `common`.
"""

from __future__ import annotations

from ....engine import Event, Message, implements
from ....engine.core import replace
from ..state import Call, CallStatus, CitadelsState
from .common import Events, has_power, player, who


@implements("citadels.3.king")
def take_crown(seat: int, events: Events) -> int:
    """The revealed King's holder `seat` takes the Crown: the Crown's new seat."""
    events.append(Event("citadels.3.king", Message("citadels.ev.crown", player=player(seat))))
    return seat


@implements("citadels.3.king.heir")
def heir_takes_crown(state: CitadelsState, events: Events) -> CitadelsState:
    """At the end of a round in which the character with the Crown's power was killed, its
    holder (if anyone held it) takes the Crown."""
    killed = state.killed
    if killed is None or not has_power(state, killed, "crown"):
        return state
    heir = state.holder(killed)
    if heir is None:
        return state
    events.append(Event("citadels.3.king.heir", Message("citadels.ev.heir", player=player(heir),
                                                        character=who(state, killed))))
    call = Call(killed, CallStatus.HEIR, heir, crown=True)
    return replace(state, crown=heir, calls=state.calls + (call,))
