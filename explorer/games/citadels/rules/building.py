"""Building (rules spec citadels §6.3): after his action a player may build one district from
his hand (the Architect three, §3), paying its cost, never a second copy of one already in his
city. The first city to reach 8 districts ends the game after the round (§8).

This module may import only the engine, `actions`, `cards`, `state` and the rule areas
`common`, `architect`, `purple`, `ending`.
"""

from __future__ import annotations

from ....engine import Event, Message, Move, Refusal, implements
from ....engine.core import replace
from ..actions import Build
from ..cards import District
from ..state import CitadelsState
from .architect import ONE_BUILD, build_limit
from .common import (
    Events,
    add_at,
    distinct,
    facts,
    name,
    player,
    set_at,
    turn_of,
    who,
    without,
)
from .ending import completes_city
from .purple import haunted_round


@implements("citadels.6.3")
def build_cost(state: CitadelsState, seat: int, d: District) -> int:
    """What `seat` pays to build `d`: its cost, changed by each district of his city that
    changes the cost of `d`'s colour (`DistrictSpec.build_change`), never below 0."""
    table = facts(state)
    cost = table.cost[d]
    for district in state.cities[seat]:
        change = table.build_change.get(district)
        if change is not None and change[0] is table.colour[d]:
            cost += change[1]
    return max(0, cost)


def build_candidates(state: CitadelsState) -> list[Build]:
    """Every card of the hand (those that may not be built are refused with the reason)."""
    return [Build(d) for d in distinct(state.hands[turn_of(state).seat])]


@implements("citadels.6.3", "citadels.3.architect")
def verify_build(state: CitadelsState, action: Build) -> Refusal | None:
    """After the action, a card of the hand, within the character's limit, not yet in the
    city, that the player can pay for."""
    t = turn_of(state)
    d = action.district
    if not t.acted:
        return Refusal("citadels.6.3", "citadels.why.build_before_action")
    if d not in state.hands[t.seat]:
        return Refusal("citadels.6.3", "citadels.why.not_in_hand", district=name(d, state))
    limit = build_limit(t.rank, state.options.content)
    if t.built >= limit:
        return Refusal("citadels.6.3" if limit == ONE_BUILD else "citadels.3.architect",
                       "citadels.why.build_limit", n=limit, character=who(state, t.rank))
    if d in state.cities[t.seat]:
        return Refusal("citadels.6.3", "citadels.why.duplicate", district=name(d, state))
    gold, cost = state.gold[t.seat], build_cost(state, t.seat, d)
    if cost > gold:
        return Refusal("citadels.6.3", "citadels.why.gold", district=name(d, state), cost=cost,
                       gold=gold)
    return None


@implements("citadels.6.3")
def build(state: CitadelsState, action: Build, events: Events) -> CitadelsState:
    """Pay the cost and put the district into the city."""
    t = turn_of(state)
    seat, d = t.seat, action.district
    city, cost = state.cities[seat] + (d,), build_cost(state, seat, d)
    events.append(Event("citadels.6.3", Message(
        "citadels.ev.built", player=player(seat), district=name(d, state), cost=cost), actor=seat))
    return replace(
        state, gold=add_at(state.gold, seat, -cost),
        hands=set_at(state.hands, seat, without(state.hands[seat], d)),
        cities=set_at(state.cities, seat, city), turn=replace(t, built=t.built + 1),
        haunted_round=haunted_round(state, d),
        first_complete=completes_city(state, seat, city, events))


BUILD = Move((Build,), build_candidates, verify_build, build)
