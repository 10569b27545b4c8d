"""A turn (rules spec `shared/rules/naishi.md` §5, §5.1, §5.2): its moves in the order the
buttons list them, ending the turn after an optional additional action, and passing when no
action at all is possible.
"""

from __future__ import annotations

from ....engine import Event, Message, Move, Refusal, implements
from ..actions import (
    Declare,
    Decree,
    Develop,
    DiscardRiver,
    EndTurn,
    Pass,
    Recall,
    SwapColumn,
    SwapHand,
    SwapLine,
    SwapRiver,
)
from ..state import NaishiState
from .additional import refresh, refreshes, switch, switches, verify_refresh, verify_switch
from .common import PLAYERS
from .court import (
    declarations,
    declare,
    decree,
    decrees,
    recall,
    recalls,
    verify_declare,
    verify_decree,
    verify_recall,
)
from .develop import develop, develops, verify_develop
from .end_of_turn import end_of_turn


def end_turns(state: NaishiState) -> tuple[EndTurn, ...]:
    """The candidate: ending the turn."""
    return (EndTurn(),)


@implements("naishi.5")
def verify_end_turn(state: NaishiState, action: EndTurn) -> Refusal | None:
    """A turn ends only after its main action (an optional additional action may come
    before)."""
    if not state.main_done:
        return Refusal("naishi.5", "naishi.why.end_turn_early")
    return None


@implements("naishi.5.1")
def end_turn(state: NaishiState, action: EndTurn, events: list[Event]) -> NaishiState:
    """The player ends the turn without the additional action they could still take."""
    events.append(Event("naishi.5.1", Message("naishi.log.end_turn", player=PLAYERS[state.player]),
                        actor=state.player))
    return end_of_turn(state, events)


#: The moves of a turn, in the order their actions are listed (`Pass` aside). Each lists every
#: action of its kind as a candidate, so that a learner sees the refused ones with their
#: refusal.
TURN_MOVES: tuple[Move[NaishiState], ...] = (
    Move((Develop,), develops, verify_develop, develop),
    Move((Decree,), decrees, verify_decree, decree),
    Move((Recall,), recalls, verify_recall, recall),
    Move((Declare,), declarations, verify_declare, declare),
    Move((SwapRiver, SwapLine, SwapHand, SwapColumn), switches, verify_switch, switch),
    Move((DiscardRiver,), refreshes, verify_refresh, refresh),
    Move((EndTurn,), end_turns, verify_end_turn, end_turn),
)


def passes(state: NaishiState) -> tuple[Pass, ...]:
    """The candidate: passing, worth asking only when the River is empty (while a River card
    is face up a Develop or ending the turn is possible)."""
    return () if any(state.river) else (Pass(),)


@implements("naishi.5.2")
def verify_pass(state: NaishiState, action: Pass) -> Refusal | None:
    """A player passes only when no action at all is possible."""
    for move in TURN_MOVES:
        if any(move.verify(state, a) is None for a in move.candidates(state)):
            return Refusal("naishi.5.2", "naishi.why.pass")
    return None


@implements("naishi.5.2")
def pass_turn(state: NaishiState, action: Pass, events: list[Event]) -> NaishiState:
    """Passing ends the turn."""
    events.append(Event("naishi.5.2", Message("naishi.log.pass", player=PLAYERS[state.player]),
                        actor=state.player))
    return end_of_turn(state, events)


PASS_MOVE: Move[NaishiState] = Move((Pass,), passes, verify_pass, pass_turn)
