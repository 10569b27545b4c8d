"""The Bishop, rank 5 (rules spec citadels §3, §11-A7): once revealed, and unless killed, his
holder's city is safe from the Warlord for the round (with the §11-A7 reading, also from that
same player's own Warlord). His blue districts' income is §7 (`income`).

This module may import only the engine, `state` and `common`.
"""

from __future__ import annotations

from ....engine import implements
from ..state import CitadelsState
from .common import BISHOP


@implements("citadels.3.bishop", "citadels.11.A7")
def shelters(state: CitadelsState, target: int, warlord: int) -> bool:
    """Whether a living, revealed Bishop protects the city of `target` (his holder) from the
    Warlord at seat `warlord`."""
    return (BISHOP in state.chosen[target] and BISHOP in state.revealed
            and (target != warlord or state.options.bishop_blocks_own_warlord))
