"""The power to kill (rules spec citadels §3; printed: the Assassin's, rank 1): its character
names another; whoever holds that one stays silent when it is called and loses that turn. It
may not name itself, nor a character its `never` lists (printed: none); §11-A2 may forbid
naming a character removed face up. The character with the power is the content's.

This module may import only the engine, `actions`, `cards`, `state` and the rule areas
`common`, `powers`, and `texts` (the ranks as a rule says them).
"""

from __future__ import annotations

from ....engine import Event, Message, Move, Refusal, implements
from ....engine.core import replace
from ..actions import Kill
from ..cards import Character
from ..state import Call, CallStatus, CitadelsState
from ..texts import ranks_text
from .common import Events, has_power, holders, in_game, naming, only, player, turn_of, who
from .powers import lacks_power, named_face_up, never_named, power_used

RULE = "citadels.3.assassin"


def kill_candidates(state: CitadelsState) -> list[Kill]:
    """Every character may be named until the power is used (by a character that has it)."""
    t = turn_of(state)
    if t.power or not has_power(state, t.rank, "kill"):
        return []
    return [Kill(c) for c in in_game(state)]


def every_kill(state: CitadelsState) -> list[Kill]:
    """Shown to a learner: every character of the game, refused with the reason."""
    if not has_power(state, turn_of(state).rank, "kill"):
        return []
    return [Kill(c) for c in in_game(state)]


def kill_self(killer: Character, ranks: tuple[Character, ...],
              never: tuple[Character, ...]) -> Refusal:
    """The `killer` names itself: refused, naming the ranks it may name (those of the round's
    set, `ranks`, but its own and those it `never` names; printed 2–8)."""
    return Refusal(RULE, "citadels.why.kill_self", character=killer,
                   ranks=ranks_text(set(ranks) - {killer} - set(never)))


@implements("citadels.3.assassin", "citadels.11.A2")
def verify_kill(state: CitadelsState, action: Kill) -> Refusal | None:
    """A character with the power; once per turn; not itself, nor one it never names;
    perhaps not a character removed face up (§11-A2)."""
    t = turn_of(state)
    refused = lacks_power(state, action) or naming(power_used(t, "kill"), state, t.rank)
    if refused is not None:
        return refused
    if action.target is t.rank:
        never = state.options.content.tables.never[t.rank]
        return naming(kill_self(t.rank, in_game(state), never), state, t.rank)
    return never_named(state, "kill", action.target) or named_face_up(state, action.target)


@implements("citadels.3.assassin")
def kill(state: CitadelsState, action: Kill, events: Events) -> CitadelsState:
    """The named character is killed for this round."""
    t = turn_of(state)
    events.append(Event(RULE, Message(
        "citadels.ev.kill", player=player(t.seat), character=who(state, action.target),
            role=who(state, t.rank)),
        actor=t.seat))
    return replace(state, killed=action.target,
                   turn=replace(t, power=True))


KILL = Move((Kill,), kill_candidates, verify_kill, kill, every_kill)


@implements("citadels.3.assassin")
def killed_stays_silent(state: CitadelsState, c: Character, seat: int,
                        events: Events) -> CitadelsState:
    """The killed character's holder `seat` does not answer its call (§3, §5.7): only he
    learns that his character was the one killed; the others hear the same silence as for a
    rank nobody holds."""
    events.append(Event(
        "citadels.3.assassin",
        Message("citadels.ev.killed_silent", character=who(state, c), n=int(c),
            player=player(seat)),
        public=Message("citadels.ev.silent_killed", character=who(state, c), n=int(c),
                       killer=who(state, holders(state, "kill")[0])),
        visible_to=only(seat)))
    call = Call(c, CallStatus.KILLED, seat, known_to=seat)
    return replace(state, calls=state.calls + (call,))
