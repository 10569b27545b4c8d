"""The Jester's effect kind, `none`: no effect (and, under King: Jester, the Jester may not be
played: `play.py`).

Spec: `shared/rules/whispers.md` §4.2 (Jester), §4.3.
"""

from __future__ import annotations

from explorer.engine import Event, Message, implements

from ..cards import CHARACTER_NAMES
from ..state import WhispersState
from .common import character
from .passing import pass_turn


@implements("whispers.4.2.jester")
def jester(state: WhispersState, events: list[Event]) -> WhispersState:
    """Nothing happens; the turn passes."""
    assert state.card is not None
    events.append(Event("whispers.4.2.jester", Message(
        "whispers.ev.jester", card=CHARACTER_NAMES[character(state.card)])))
    return pass_turn(state, events)
