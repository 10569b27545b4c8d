"""The purple districts with an effect during play (rules spec citadels §2.1, §11-A6, §11-A8):
the Library and the Observatory change the draw action, the School of Magic adds to income,
the Haunted City remembers when it was built, and the Laboratory and the Smithy are used once
in their owner's turn. The Great Wall and the Keep change the Warlord's power (`warlord`), the
Graveyard lets its owner take a destroyed card back (`graveyard`); Dragon Gate and University
score 8 (`scoring`).

This module may import only the engine, `actions`, `cards`, `content`, `state` and the rule areas
`common`, `deck`.
"""

from __future__ import annotations

from ....engine import Event, Message, Move, Refusal, implements
from ....engine.core import replace
from ..actions import USE_SMITHY, UseLaboratory, UseSmithy
from ..cards import District
from ..content import POWER_OF
from ..state import CitadelsState, LibraryObservatory
from .common import (
    Events,
    add_at,
    distinct,
    drawn_names,
    facts,
    name,
    only,
    player,
    set_at,
    turn_of,
    without,
)
from .deck import draw, put_away


@implements("citadels.6.1", "citadels.2.1.library", "citadels.2.1.observatory",
            "citadels.11.A6", "citadels.11.A6.keep3")
def draw_sizes(state: CitadelsState, seat: int) -> tuple[int, int, str]:
    """The draw action's cards drawn and kept, and the rule that sets them: draw 2 and keep 1
    (§6.1); the Observatory draws 3, the Library keeps 2; with both, draw 3 and keep 2, or 3
    with the other §11-A6 reading (the rule cited is then the reading's)."""
    city = state.cities[seat]
    powers = facts(state)
    library, observatory = powers.library in city, powers.observatory in city
    drawn = 3 if observatory else 2
    kept = 2 if library else 1
    if library and observatory and (
            state.options.library_observatory is LibraryObservatory.DRAW3_KEEP3):
        kept = 3
    rule = (state.options.library_observatory.rule if library and observatory else
            "citadels.2.1.observatory" if observatory else
            "citadels.2.1.library" if library else "citadels.6.1")
    return drawn, kept, rule


@implements("citadels.2.1.school_of_magic")
def school_of_magic(state: CitadelsState, city: tuple[District, ...]) -> int:
    """The School of Magic counts as the income colour of whoever collects: 1 more."""
    return 1 if facts(state).school_of_magic in city else 0


@implements("citadels.2.1.haunted_city")
def haunted_round(state: CitadelsState, built: District) -> int | None:
    """The round the Haunted City was built in (`scoring` leaves it out of the five colours
    if that was the final round)."""
    return state.round if built is facts(state).haunted_city else state.haunted_round


def unusable(state: CitadelsState, rule: str, used: bool) -> Refusal | None:
    """A purple district's use needs the district with the power `rule` in the player's city,
    once per turn (named by its printed district where no district has it)."""
    district = facts(state).power(rule) or POWER_OF[rule]
    if district not in state.cities[turn_of(state).seat]:
        return Refusal(rule, "citadels.why.no_district", district=name(district, state))
    if used:
        return Refusal(rule, "citadels.why.used", district=name(district, state))
    return None


# -- the Laboratory ------------------------------------------------------------------------

def laboratory_candidates(state: CitadelsState) -> list[UseLaboratory]:
    """Each card of the hand, while the Laboratory stands unused in the city."""
    t = turn_of(state)
    if t.laboratory or facts(state).laboratory not in state.cities[t.seat]:
        return []
    return [UseLaboratory(d) for d in distinct(state.hands[t.seat])]


@implements("citadels.2.1.laboratory")
def verify_laboratory(state: CitadelsState, action: UseLaboratory) -> Refusal | None:
    """Once per turn, with a Laboratory in the city, a card of the hand."""
    t = turn_of(state)
    refusal = unusable(state, "citadels.2.1.laboratory", t.laboratory)
    if refusal is None and action.district not in state.hands[t.seat]:
        return Refusal("citadels.2.1.laboratory", "citadels.why.not_in_hand",
                       district=name(action.district, state))
    return refusal


@implements("citadels.2.1.laboratory", "citadels.11.A4")
def use_laboratory(state: CitadelsState, action: UseLaboratory, events: Events
                   ) -> CitadelsState:
    """Discard the card (under the deck, or §11-A4's pile) and gain 1 gold."""
    t = turn_of(state)
    seat, d = t.seat, action.district
    me, place = player(seat), state.options.content.place("laboratory")
    events.append(Event("citadels.2.1.laboratory", Message(
        "citadels.ev.laboratory", player=me, district=name(d, state), place=place), actor=seat,
        public=Message("citadels.ev.laboratory_public", player=me, place=place),
        visible_to=only(seat)))
    state = replace(
        state, hands=set_at(state.hands, seat, without(state.hands[seat], d)),
        gold=add_at(state.gold, seat, 1), turn=replace(t, laboratory=True))
    return put_away(state, (d,))


LABORATORY = Move((UseLaboratory,), laboratory_candidates, verify_laboratory, use_laboratory)


# -- the Smithy ----------------------------------------------------------------------------

def smithy_candidates(state: CitadelsState) -> tuple[UseSmithy, ...]:
    """The Smithy's use, where it stands in the city."""
    return (USE_SMITHY,) if facts(state).smithy in state.cities[turn_of(state).seat] else ()


@implements("citadels.2.1.smithy", "citadels.11.A8")
def verify_smithy(state: CitadelsState, action: UseSmithy) -> Refusal | None:
    """Once per turn, with a Smithy in the city, its price in gold (§11-A8) and a card left to
    draw."""
    t = turn_of(state)
    refusal = unusable(state, "citadels.2.1.smithy", t.smithy)
    if refusal is not None:
        return refusal
    gold, price = state.gold[t.seat], state.options.smithy.price
    if gold < price:
        return Refusal("citadels.11.A8", "citadels.why.smithy_gold", n=price, gold=gold,
                       place=state.options.content.place("smithy"))
    if not state.deck and not state.discard:
        return Refusal("citadels.2.1.smithy", "citadels.why.deck_short", n=0)
    return None


@implements("citadels.2.1.smithy", "citadels.11.A8", "citadels.11.A8.pay3_draw2",
            "citadels.11.A8.pay3_draw3")
def use_smithy(state: CitadelsState, action: UseSmithy, events: Events) -> CitadelsState:
    """Pay the price and draw the cards (§11-A8: 2 gold for 3 cards, or a regional variant,
    whose rule the log cites)."""
    t = turn_of(state)
    seat = t.seat
    price, draws = state.options.smithy.price, state.options.smithy.draws
    state = replace(state, gold=add_at(state.gold, seat, -price),
                    turn=replace(t, smithy=True))
    state, n = draw(state, seat, draws, events)
    me, place = player(seat), state.options.content.place("smithy")
    events.append(Event(state.options.smithy.rule, Message(
        "citadels.ev.smithy_cards", player=me, price=price, cards=drawn_names(state, seat, n),
        place=place), actor=seat,
        public=Message("citadels.ev.smithy", player=me, price=price, n=n, place=place),
        visible_to=only(seat)))
    return state


SMITHY = Move((UseSmithy,), smithy_candidates, verify_smithy, use_smithy)
