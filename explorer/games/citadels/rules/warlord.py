"""The power to destroy (rules spec citadels §3, §2.1, §11-A13; printed: the Warlord's, rank
8): at the end of its turn, after the action, its character may destroy one district of any
city, its own included, by paying its cost changed by its `destroy_change` (printed: less 1),
which ends the turn; not in a complete city, not the Keep (§2.1), not in a city a character
with the power to protect shelters (`bishop`); the Great Wall makes the other districts of its
city cost 1 more (with the §11-A13 reading, in his own city too). The Graveyard may then take
the card back (`graveyard`). The character with the power is the content's. The Warlord's red
districts' income is §7 (`income`).

This module may import only the engine, `actions`, `cards`, `content`, `state` and the rule areas
`common`, `deck`, `bishop`, `graveyard`, `turn`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ....engine import Event, Message, Move, Refusal, implements
from ....engine.core import replace
from ..actions import Destroy
from ..cards import Character, District
from ..content import tables
from ..state import CitadelsOptions, CitadelsState, Phase
from .bishop import shelters
from .common import (
    Events,
    add_at,
    facts,
    has_power,
    name,
    player,
    set_at,
    turn_of,
    who,
    without,
)
from .deck import put_away
from .graveyard import RULE as GRAVEYARD_RULE
from .graveyard import graveyard_owner
from .powers import lacks_power
from .turn import end_turn

RULE = "citadels.3.warlord"


@implements("citadels.3.warlord", "citadels.2.1.great_wall", "citadels.11.A13")
def destroy_cost(district: District, city: Sequence[District], options: CitadelsOptions,
                 own_city: bool = False, destroyer: Character | None = None) -> int:
    """What the character `destroyer` (by default the first with the power to destroy) pays to
    destroy `district` in `city`: its cost changed by its `destroy_change` (printed: the
    Warlord's, less 1; never below 0), and 1 more if the city has the Great Wall and
    `district` is another card (in his own city only with the §11-A13 reading)."""
    table = tables(options.content)
    great_wall = table.great_wall
    wall = great_wall in city and (options.great_wall_own_city or not own_city)
    price = max(0, table.cost[district] + _change(table.destroy_change, table.holders,
                                                  destroyer))
    return price + (1 if wall and district is not great_wall else 0)


def _change(changes: tuple[int, ...], holders: Mapping[str, tuple[Character, ...]],
            destroyer: Character | None) -> int:
    """The destruction cost's change of `destroyer`, or of the first character with the power
    (0 if none has it)."""
    if destroyer is None:
        destroyers = holders["destroy"]
        return changes[destroyers[0]] if destroyers else 0
    return changes[destroyer]


def every_district(state: CitadelsState) -> list[Destroy]:
    """Every district on the table (those that may not be destroyed are refused with why),
    in the turn of a character with the power to destroy."""
    if not has_power(state, turn_of(state).rank, "destroy"):
        return []
    return [Destroy(s, d) for s, city in enumerate(state.cities) for d in city]


@implements("citadels.3.warlord", "citadels.8", "citadels.2.1.keep", "citadels.3.bishop")
def verify_destroy(state: CitadelsState, action: Destroy) -> Refusal | None:
    """After his action, a district of a city at the table; not in a complete city, not the
    Keep, not under the Bishop's shelter; at a price he can pay."""
    t = turn_of(state)
    target, d = action.seat, action.district
    lacks = lacks_power(state, action)
    if lacks is not None:
        return lacks
    if not t.acted:
        return Refusal(RULE, "citadels.why.destroy_before_action", character=who(state, t.rank))
    if not 0 <= target < state.players:
        return Refusal(RULE, "citadels.why.no_seat", player=player(target))
    city = state.cities[target]
    if d not in city:
        return Refusal(RULE, "citadels.why.not_in_city", district=name(d, state),
                       player=player(target))
    size = state.options.complete_size
    if len(city) >= size:
        return Refusal("citadels.8", "citadels.why.complete_city", player=player(target),
                       n=len(city), size=size)
    if d is facts(state).keep:
        return Refusal("citadels.2.1.keep", "citadels.why.keep", place=name(d, state))
    shelter = shelters(state, target, t.seat)
    if shelter is not None:
        return Refusal("citadels.3.bishop", "citadels.why.bishop", player=player(target),
                       character=who(state, shelter))
    cost = destroy_cost(d, city, state.options, target == t.seat, t.rank)
    gold = state.gold[t.seat]
    if cost > gold:
        return Refusal(RULE, "citadels.why.destroy_gold", district=name(d, state), cost=cost,
                       gold=gold)
    return None


@implements("citadels.3.warlord", "citadels.2.1.graveyard", "citadels.11.A4")
def destroy(state: CitadelsState, action: Destroy, events: Events) -> CitadelsState:
    """Pay and destroy. The Graveyard's owner may then take the card back; otherwise it is put
    away (§11-A4) and the turn ends."""
    t = turn_of(state)
    target, d = action.seat, action.district
    city = state.cities[target]
    cost = destroy_cost(d, city, state.options, target == t.seat, t.rank)
    events.append(Event(RULE, Message(
        "citadels.ev.destroy", player=player(t.seat), district=name(d, state), other=player(target),
        cost=cost, role=who(state, t.rank)), actor=t.seat))
    owner = graveyard_owner(state, t.seat, target, d)
    state = replace(state, gold=add_at(state.gold, t.seat, -cost),
                    cities=set_at(state.cities, target, without(city, d)))
    if owner is None:
        return end_turn(put_away(state, (d,)), events)
    events.append(Event(GRAVEYARD_RULE, Message("citadels.ev.graveyard_offer",
                                                player=player(owner), district=name(d, state),
                                                place=state.options.content.place("graveyard"))))
    return replace(state, phase=Phase.GRAVEYARD, graveyard=(owner, d))


DESTROY = Move((Destroy,), every_district, verify_destroy, destroy)
