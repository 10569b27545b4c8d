"""The Assassin, rank 1 (rules spec citadels §3): he names a character; whoever holds it stays
silent when it is called and loses that turn. He may not name himself; §11-A2 may forbid
naming a character removed face up.

This module may import only the engine, `actions`, `cards`, `state` and the rule areas
`common`, `powers`, and `texts` (the ranks as a rule says them).
"""

from __future__ import annotations

import dataclasses

from ....engine import Event, Message, Move, Refusal, implements
from ..actions import Kill
from ..cards import Character
from ..state import Call, CallStatus, CitadelsState
from ..texts import ranks_text
from .common import ASSASSIN, Events, in_game, only, player, turn_of
from .powers import named_face_up, power_used


def kill_candidates(state: CitadelsState) -> list[Kill]:
    """Every character may be named until the power is used."""
    return [] if turn_of(state).power else [Kill(c) for c in in_game(state)]


def every_kill(state: CitadelsState) -> list[Kill]:
    """Shown to a learner: every character of the game, refused with the reason."""
    return [Kill(c) for c in in_game(state)]


def kill_self(ranks: tuple[Character, ...]) -> Refusal:
    """The Assassin names himself: refused, naming the ranks he may name (those of the round's
    set, `ranks`, but his own; printed 2–8)."""
    return Refusal("citadels.3.assassin", "citadels.why.kill_self",
                   ranks=ranks_text(set(ranks) - {ASSASSIN}))


@implements("citadels.3.assassin", "citadels.11.A2")
def verify_kill(state: CitadelsState, action: Kill) -> Refusal | None:
    """Once per turn; not himself; perhaps not a character removed face up (§11-A2)."""
    used = power_used(turn_of(state))
    if used is not None:
        return used
    if action.target is ASSASSIN:
        return kill_self(in_game(state))
    return named_face_up(state, action.target)


@implements("citadels.3.assassin")
def kill(state: CitadelsState, action: Kill, events: Events) -> CitadelsState:
    """The named character is killed for this round."""
    t = turn_of(state)
    events.append(Event("citadels.3.assassin", Message(
        "citadels.ev.kill", player=player(t.seat), character=action.target), actor=t.seat))
    return dataclasses.replace(state, killed=action.target,
                               turn=dataclasses.replace(t, power=True))


KILL = Move((Kill,), kill_candidates, verify_kill, kill, every_kill)


@implements("citadels.3.assassin")
def killed_stays_silent(state: CitadelsState, c: Character, seat: int,
                        events: Events) -> CitadelsState:
    """The killed character's holder `seat` does not answer its call (§3, §5.7): only he
    learns that his character was the one killed; the others hear the same silence as for a
    rank nobody holds."""
    events.append(Event(
        "citadels.3.assassin",
        Message("citadels.ev.killed_silent", character=c, n=int(c), player=player(seat)),
        public=Message("citadels.ev.silent_killed", character=c, n=int(c)),
        visible_to=only(seat)))
    call = Call(c, CallStatus.KILLED, seat, known_to=seat)
    return dataclasses.replace(state, calls=state.calls + (call,))
