"""The power to rob (rules spec citadels §3; printed: the Thief's, rank 2): its character
names a character other than itself, the killed one and those its `never` lists (printed:
the Assassin); when that character is revealed, its holder's gold goes to the robber's seat
(§3 theft). §11-A2 may forbid naming a character removed face up. The character with the
power is the content's.

This module may import only the engine, `actions`, `cards`, `state` and the rule areas
`common`, `powers`.
"""

from __future__ import annotations

from ....engine import Event, Message, Move, Refusal, implements
from ....engine.core import replace
from ..actions import Rob
from ..cards import Character, NamedCharacter
from ..state import CitadelsState
from .common import (
    Events,
    add_at,
    has_power,
    holders,
    in_game,
    naming,
    player,
    set_at,
    turn_of,
    who,
)
from .powers import lacks_power, named_face_up, never_named, power_used

RULE = "citadels.3.thief"


def rob_candidates(state: CitadelsState) -> list[Rob]:
    """Every character may be named until the power is used (by a character that has it)."""
    t = turn_of(state)
    if t.power or not has_power(state, t.rank, "rob"):
        return []
    return [Rob(c) for c in in_game(state)]


def every_rob(state: CitadelsState) -> list[Rob]:
    """Shown to a learner: every character of the game, refused with the reason."""
    if not has_power(state, turn_of(state).rank, "rob"):
        return []
    return [Rob(c) for c in in_game(state)]


@implements("citadels.3.thief", "citadels.11.A2")
def verify_rob(state: CitadelsState, action: Rob) -> Refusal | None:
    """A character with the power; once per turn; none it never names (printed: the
    Assassin), not itself, nor the killed character; perhaps not a character removed face up
    (§11-A2)."""
    t = turn_of(state)
    refused = lacks_power(state, action) or naming(power_used(t, "rob"), state, t.rank)
    if refused is not None:
        return refused
    target = action.target
    never = never_named(state, "rob", target)
    if never is not None:
        return never
    if target is t.rank:
        return Refusal(RULE, "citadels.why.rob_self", character=who(state, target))
    if target is state.killed:
        return Refusal(RULE, "citadels.why.rob_killed", character=who(state, target),
                       killer=who(state, holders(state, "kill")[0]), thief=who(state, t.rank))
    return named_face_up(state, target)


@implements("citadels.3.thief")
def rob(state: CitadelsState, action: Rob, events: Events) -> CitadelsState:
    """The named character is robbed; the Thief's seat is remembered for the theft."""
    t = turn_of(state)
    events.append(Event(RULE, Message(
        "citadels.ev.rob", player=player(t.seat), character=who(state, action.target),
            role=who(state, t.rank)),
        actor=t.seat))
    return replace(state, robbed=action.target, thief=t.seat,
                   turn=replace(t, power=True))


ROB = Move((Rob,), rob_candidates, verify_rob, rob, every_rob)


@implements("citadels.3.thief.theft")
def theft(c: Character | NamedCharacter, seat: int, thief: int, gold: tuple[int, ...],
          events: Events, robber: Character | NamedCharacter) -> tuple[tuple[int, ...], int]:
    """When the robbed character `c` is revealed at `seat`, the seat `thief` (which holds the
    `robber`, printed: the Thief) takes all of that seat's gold: the new gold and how much was
    taken. With 2-3 players the robber may have named his own other character: then nothing
    changes hands."""
    if thief == seat:
        events.append(Event("citadels.3.thief.theft", Message(
            "citadels.ev.theft_own", player=player(seat), character=c), actor=thief))
        return gold, 0
    stolen = gold[seat]
    events.append(Event("citadels.3.thief.theft", Message(
        "citadels.ev.theft" if stolen else "citadels.ev.theft_none", thief=player(thief),
        player=player(seat), n=stolen, role=robber), actor=thief))
    return set_at(add_at(gold, thief, stolen), seat, 0), stolen
