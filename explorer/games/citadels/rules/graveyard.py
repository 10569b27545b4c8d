"""The Graveyard (rules spec citadels §2.1, §11-A5): when the Warlord destroys a district, the
first other player after him who owns a Graveyard may pay 1 gold to take the card into his
hand instead of its being put away; the Warlord's turn ends once he has answered. With the
§11-A5 reading only a district of his own city may be taken back.

This module may import only the engine, `actions`, `cards`, `state` and the rule areas
`common`, `deck`, `turn`.
"""

from __future__ import annotations

from ....engine import Event, Message, Move, Refusal, implements
from ....engine.core import replace
from ..actions import DECLINE, RECOVER, Decline, Recover
from ..cards import District
from ..state import CitadelsState, GraveyardScope
from .common import Events, add_at, facts, name, player, set_at
from .deck import put_away
from .turn import end_turn

RULE = "citadels.2.1.graveyard"


@implements("citadels.2.1.graveyard", "citadels.11.A5")
def graveyard_owner(state: CitadelsState, warlord: int, target: int,
                    d: District) -> int | None:
    """Who may take the destroyed card `d` back: the first other seat after the Warlord's
    with a Graveyard, if he has 1 gold (never for the Graveyard itself)."""
    graveyard = facts(state).graveyard
    if graveyard is None or d is graveyard:
        return None
    for step in range(1, state.players):
        s = (warlord + step) % state.players
        if graveyard not in state.cities[s]:
            continue
        if state.options.graveyard_scope is GraveyardScope.OWN_CITY and s != target:
            return None
        return s if state.gold[s] >= 1 else None
    return None


@implements("citadels.2.1.graveyard")
def verify_recover(state: CitadelsState, action: Recover) -> Refusal | None:
    """The owner needs 1 gold."""
    if state.gold[state.graveyard_offer[0]] < 1:
        return Refusal(RULE, "citadels.why.graveyard_gold")
    return None


@implements("citadels.2.1.graveyard")
def recover(state: CitadelsState, action: Recover, events: Events) -> CitadelsState:
    """The owner pays 1 gold and takes the card; the Warlord's turn ends."""
    owner, d = state.graveyard_offer
    events.append(Event(RULE, Message("citadels.ev.recovered", player=player(owner),
                                      district=name(d, state)), actor=owner))
    state = replace(state, gold=add_at(state.gold, owner, -1),
                    hands=set_at(state.hands, owner, state.hands[owner] + (d,)),
                    graveyard=None)
    return end_turn(state, events)


@implements("citadels.2.1.graveyard", "citadels.11.A4")
def decline(state: CitadelsState, action: Decline, events: Events) -> CitadelsState:
    """The card is put away (§11-A4); the Warlord's turn ends."""
    owner, d = state.graveyard_offer
    events.append(Event(RULE, Message("citadels.ev.declined", player=player(owner),
                                      district=name(d, state)), actor=owner))
    return end_turn(put_away(replace(state, graveyard=None), (d,)), events)


def no_refusal(state: CitadelsState, action: Decline) -> Refusal | None:
    """Declining is always allowed."""
    return None


RECOVER_MOVE = Move((Recover,), lambda state: (RECOVER,), verify_recover, recover)
DECLINE_MOVE = Move((Decline,), lambda state: (DECLINE,), no_refusal, decline)
