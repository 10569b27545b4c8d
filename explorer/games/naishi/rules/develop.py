"""Develop, the main action of most turns (rules spec `shared/rules/naishi.md` §6.1, §5, §5.1).
"""

from __future__ import annotations

from typing import Any

from ....engine import Event, Message, Refusal, implements
from ....engine.core import replace
from ..actions import Develop, cell_name
from ..state import NaishiState, Row
from .additional import additional_action_possible, reveal
from .common import COLUMN_NUMBERS, PLAYERS, card_name, main_action_taken, off_grid
from .end_of_turn import end_of_turn

#: Every Develop, in the order the buttons list them: the Line's cells, then the Hand's.
DEVELOPS: tuple[Develop, ...] = tuple(Develop(row, c) for row in Row for c in COLUMN_NUMBERS)


def develops(state: NaishiState) -> tuple[Develop, ...]:
    """The candidates: every cell of the territory."""
    return DEVELOPS


@implements("naishi.6.1", "naishi.5")
def verify_develop(state: NaishiState, action: Develop) -> Refusal | None:
    """A Develop is the turn's main action, from a pile that still has a card."""
    refusal = off_grid(action.column) or main_action_taken(state)
    if refusal is None and not state.river[action.column - 1]:
        return Refusal("naishi.6.1", "naishi.why.pile_empty", pile=action.column)
    return refusal


@implements("naishi.6.1", "naishi.5.1")
def develop(state: NaishiState, action: Develop, events: list[Event]) -> NaishiState:
    """The face-up card of pile c replaces the card at the chosen cell of column c, which is
    discarded face up, and the pile's next card is turned up. An additional action may follow
    if one is possible; else the turn ends."""
    seat, c = state.player, action.column - 1
    card: Any = state.river[c][0]  # the face-up card: never hidden in a real state
    rest = state.river[c][1:]
    river = tuple(rest if i == c else pile for i, pile in enumerate(state.river))
    rows: tuple[tuple[Any, ...], ...] = state.lines if action.row is Row.LINE else state.hands
    old = rows[seat][c]
    row = rows[seat][:c] + (card,) + rows[seat][c + 1:]
    rows = (row, rows[1]) if seat == 0 else (rows[0], row)
    events.append(Event("naishi.6.1", Message(
        "naishi.log.develop", player=PLAYERS[seat], cell=cell_name(action.row, action.column),
        card=card_name(card, state), pile=action.column, old=card_name(old, state)), actor=seat))
    events.append(reveal(action.column, rest, state))
    if action.row is Row.LINE:
        state = replace(state, lines=rows, river=river,
                        discard=state.discard + (old,), main_done=True)
    else:
        state = replace(state, hands=rows, river=river,
                        discard=state.discard + (old,), main_done=True)
    if additional_action_possible(state):
        return state
    return end_of_turn(state, events)
