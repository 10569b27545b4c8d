"""The power to protect (rules spec citadels §3, §11-A7; printed: the Bishop's, rank 5): once
its character is revealed, and unless killed, its holder's city is safe from destruction for
the round (with the §11-A7 reading, also from that same player's own destroyer). The character
with the power is the content's. The Bishop's blue districts' income is §7 (`income`).

This module may import only the engine, `state` and `common`.
"""

from __future__ import annotations

from ....engine import implements
from ..cards import Character
from ..state import CitadelsState
from .common import holders


@implements("citadels.3.bishop", "citadels.11.A7")
def shelters(state: CitadelsState, target: int, warlord: int) -> Character | None:
    """The living, revealed character with the power to protect that shelters the city of
    `target` (its holder) from the destroyer at seat `warlord`, if any."""
    if target == warlord and not state.options.bishop_blocks_own_warlord:
        return None
    return next((c for c in holders(state, "protect")
                 if c in state.chosen[target] and c in state.revealed), None)
