"""Colour income (rules spec citadels §7): the King, the Bishop, the Merchant and the Warlord
take 1 gold for each district of their colour in their city (yellow, blue, green, red), once
per turn, at any time in it; the School of Magic counts as that colour (§2.1).

This module may import only the engine, `actions`, `cards`, `state` and the rule areas
`common`, `purple`.
"""

from __future__ import annotations

from ....engine import Event, Message, Move, Refusal, implements
from ....engine.core import replace
from ..actions import TAKE_INCOME, TakeIncome
from ..cards import COLOUR_NAMES
from ..state import CitadelsState
from .common import Events, add_at, facts, player, turn_of, who
from .purple import school_of_magic


@implements("citadels.7")
def verify_income(state: CitadelsState, action: TakeIncome) -> Refusal | None:
    """A character with an income colour, once per turn."""
    t = turn_of(state)
    if facts(state).income[t.rank] is None:
        return Refusal("citadels.7", "citadels.why.no_income", character=who(state, t.rank))
    if t.income:
        return Refusal("citadels.7", "citadels.why.income_taken")
    return None


@implements("citadels.7", "citadels.2.1.school_of_magic")
def take_income(state: CitadelsState, action: TakeIncome, events: Events) -> CitadelsState:
    """1 gold per district of the character's colour, and 1 for the School of Magic."""
    t = turn_of(state)
    colour = facts(state).income[t.rank]
    assert colour is not None  # verified: the rank has a colour
    city = state.cities[t.seat]
    school = school_of_magic(state, city)
    colours = facts(state).colour
    n = sum(1 for d in city if colours[d] is colour) + school
    # No district of the colour: said as such, never as a gain of 0 gold.
    key = "citadels.ev.income" if n else "citadels.ev.income_none"
    events.append(Event("citadels.7", Message(
        key, player=player(t.seat), n=n, colour=COLOUR_NAMES[colour],
        school=Message("citadels.ev.school", place=state.options.content.place("school_of_magic"))
        if school else ""), actor=t.seat))
    return replace(state, gold=add_at(state.gold, t.seat, n),
                   turn=replace(t, income=True))


INCOME = Move((TakeIncome,), lambda state: (TAKE_INCOME,), verify_income, take_income)
