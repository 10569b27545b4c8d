"""The Jester: no effect (and, under King: Jester, it may not be played: `play.py`).

Spec: `shared/rules/whispers.md` §4.2 (Jester), §4.3.
"""

from __future__ import annotations

from explorer.engine import Event, Message, implements

from ..state import WhispersState
from .passing import pass_turn


@implements("whispers.4.2.jester")
def jester(state: WhispersState, events: list[Event]) -> WhispersState:
    """Nothing happens; the turn passes."""
    events.append(Event("whispers.4.2.jester", Message("whispers.ev.jester")))
    return pass_turn(state, events)
