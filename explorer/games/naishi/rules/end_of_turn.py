"""The end of a turn (rules spec `shared/rules/naishi.md` §10, §9): the triggers of the end are
checked, then the other player's turn begins, or the game ends (`end`).
"""

from __future__ import annotations

from ....engine import Event, Join, Message, implements
from ....engine.core import replace
from ..state import NaishiState
from .common import PLAYERS
from .end import reveal_hands


@implements("naishi.10.1", "naishi.10.2")
def end_of_turn(state: NaishiState, events: list[Event]) -> NaishiState:
    """At the end of a turn: after the last turn the end has granted (a Declaration's, §10.2,
    or two exhausted piles', §10.1) the game ends. Otherwise, when two piles are exhausted,
    after the first player's turn the second player plays one last turn and after the second
    player's turn the game ends at once. Once triggered, the end is not triggered again."""
    seat, other = state.player, 1 - state.player
    final = state.final_seat
    if final is not None:
        if seat == final:
            cause = "naishi.10.2" if state.declared_by is not None else "naishi.10.1"
            events.append(Event(cause, Message("naishi.log.last_turn", player=PLAYERS[seat])))
            return reveal_hands(state, events)
    else:
        exhausted = state.exhausted_piles()
        if len(exhausted) >= 2:
            if seat != state.first:
                events.append(Event("naishi.10.1", Message("naishi.log.piles_second",
                                                           piles=Join(exhausted))))
                return reveal_hands(state, events)
            final = other
            events.append(Event("naishi.10.1", Message(
                "naishi.log.piles_first", piles=Join(exhausted), other=PLAYERS[other])))
    return next_turn(state, final)


@implements("naishi.9")
def next_turn(state: NaishiState, final_seat: int | None) -> NaishiState:
    """The other player's turn begins, with nothing done yet; it remembers whether a pile was
    exhausted at its start (what a Declaration needs)."""
    return replace(
        state, player=1 - state.player, turn=state.turn + 1, main_done=False,
        emissary_used=False, start_exhausted=bool(state.exhausted_piles()),
        final_seat=final_seat)
