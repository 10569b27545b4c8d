"""The Merchant, rank 6 (rules spec citadels §3): after his action he takes 1 gold more (in
the vocabulary: a character's `gold_after`, which a variant may change, give to another
character, or make conditional: "next to the Crown", the Queen's in class question 2). His
green districts' income is §7 (`income`).

This module may import only the engine, `cards`, `state` and `common`.
"""

from __future__ import annotations

from ....engine import Event, Message, implements
from ....engine.core import replace
from ..state import CitadelsState
from .common import Events, add_at, facts, player, turn_of, who


@implements("citadels.3.merchant", "citadels.3.next_to_crown")
def merchant_gold(state: CitadelsState, events: Events) -> CitadelsState:
    """A character with gold after its action (the Merchant: 1) takes it once the action is
    complete; with the condition "next to the Crown" only if its holder sits beside the
    Crown's holder then."""
    t = turn_of(state)
    table = facts(state)
    n = table.gold_after[t.rank]
    if not n:
        return state
    if table.gold_condition[t.rank] is None:
        events.append(Event("citadels.3.merchant", Message(
            "citadels.ev.merchant", player=player(t.seat), character=who(state, t.rank), n=n),
                actor=t.seat))
    elif next_to_crown(state.players, t.seat, state.crown):
        events.append(Event("citadels.3.next_to_crown", Message(
            "citadels.ev.gold_next_to_crown", player=player(t.seat), character=who(state,
                t.rank), n=n),
            actor=t.seat))
    else:
        return state
    return replace(state, gold=add_at(state.gold, t.seat, n))


@implements("citadels.3.next_to_crown")
def next_to_crown(players: int, seat: int, crown: int) -> bool:
    """Whether `seat` sits next to the Crown's holder `crown`, on the left or on the right
    (never the holder himself)."""
    return seat != crown and (seat - crown) % players in (1, players - 1)
