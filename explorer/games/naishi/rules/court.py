"""The main actions that take the whole turn (rules spec `shared/rules/naishi.md` §5.1): the
Imperial Decree (§7), Recall emissaries (§8, option §13 A2) and Declare the end (§9). Under
option §13 A5 an additional action may follow them.
"""

from __future__ import annotations

import itertools
from typing import Any

from ....engine import Event, Join, Message, Refusal, implements
from ....engine.core import replace
from ..actions import Declare, Decree, Recall, cell_name, spot_name
from ..state import NaishiState, RecallRule, Row, decree_spots
from .additional import additional_action_possible
from .common import (
    COLUMN_NUMBERS,
    PLAYERS,
    card_name,
    off_grid,
    own_recallable_spots,
    whole_turn_refusal,
)
from .end_of_turn import end_of_turn

#: Every Decree: one per cell, the Line's first.
DECREES: tuple[Decree, ...] = tuple(Decree(row, c) for row in Row for c in COLUMN_NUMBERS)


@implements("naishi.5.1", "naishi.13.A5")
def after_whole_turn_action(state: NaishiState, events: list[Event]) -> NaishiState:
    """After a Decree, a Recall or a Declaration the turn ends, unless option A5 lets an
    additional action follow (and one is possible)."""
    if state.options.additional_with_any_main and additional_action_possible(state):
        return state
    return end_of_turn(state, events)


def decrees(state: NaishiState) -> tuple[Decree, ...]:
    """The candidates: every cell."""
    return DECREES


@implements("naishi.7", "naishi.4", "naishi.5.1")
def decree_refusal(state: NaishiState) -> Refusal | None:
    """Why no Decree can be made, whatever its cell: it takes the whole turn, a Decree spot
    must be free (once per game; once per player under a variant with a spot each, and then
    not twice for one player) and it needs an emissary in reserve, the turn's only one."""
    refusal = whole_turn_refusal(state)
    if refusal is not None:
        return refusal
    spots = decree_spots(state.court, state.options.content)
    if len(spots) > 1 and any(state.court[i] == state.player for i in spots):
        return Refusal("naishi.7", "naishi.why.decree_used")
    if all(state.court[i] is not None for i in spots):
        return Refusal("naishi.7", "naishi.why.decree_taken")
    if state.emissary_used:
        return Refusal("naishi.5.1", "naishi.why.emissary_used")
    if state.reserve(state.player) == 0:
        return Refusal("naishi.4", "naishi.why.no_emissary")
    return None


def verify_decree(state: NaishiState, action: Decree) -> Refusal | None:
    """A Decree names a cell of the grid (`off_grid`) and is possible (`decree_refusal`)."""
    return off_grid(action.column) or decree_refusal(state)


@implements("naishi.7")
def decree(state: NaishiState, action: Decree, events: list[Event]) -> NaishiState:
    """The emissary goes to the Decree spot for the rest of the game, and the player's card at
    the chosen cell changes places with the opponent's card at the same cell."""
    seat, other, c = state.player, 1 - state.player, action.column - 1
    spots = decree_spots(state.court, state.options.content)
    spot = next(i for i in spots if state.court[i] is None)
    court = tuple(seat if i == spot else owner for i, owner in enumerate(state.court))
    rows: tuple[tuple[Any, ...], ...] = state.lines if action.row is Row.LINE else state.hands
    mine, theirs = rows[seat][c], rows[other][c]
    swapped = tuple(
        row[:c] + ((theirs if owner == seat else mine),) + row[c + 1:]
        for owner, row in enumerate(rows))
    if action.row is Row.LINE:
        state = replace(state, lines=swapped, court=court, main_done=True,
                        emissary_used=True)
    else:
        state = replace(state, hands=swapped, court=court, main_done=True,
                        emissary_used=True)
    events.append(Event("naishi.7", Message(
        "naishi.log.decree", player=PLAYERS[seat], other=PLAYERS[other],
        cell=cell_name(action.row, action.column), mine=card_name(mine, state),
        theirs=card_name(theirs, state)), actor=seat))
    return after_whole_turn_action(state, events)


@implements("naishi.8", "naishi.13.A2")
def recall_choices(spots: tuple[int, ...], rule: RecallRule) -> tuple[Recall, ...]:
    """The Recalls of the emissaries on `spots`: all of them together (option A2's ALL), or
    (CHOOSE) any of them: each one alone, then each pair, and so on up to all of them (with
    two, as printed: each alone, then both)."""
    if not spots:
        return ()
    if rule is RecallRule.ALL:
        return (Recall(spots),)
    return tuple(Recall(chosen) for n in range(1, len(spots) + 1)
                 for chosen in itertools.combinations(spots, n))


def recalls(state: NaishiState) -> tuple[Recall, ...]:
    """The candidates: the Recalls the player's emissaries allow, else the empty Recall (to
    say why none is possible)."""
    return recall_choices(own_recallable_spots(state), state.options.recall) or (Recall(()),)


@implements("naishi.8", "naishi.13.A2")
def verify_recall(state: NaishiState, action: Recall) -> Refusal | None:
    """A Recall takes the whole turn and brings back at least one emissary from the Switch
    and River-refresh spots, as option A2 reads it."""
    refusal = whole_turn_refusal(state)
    if refusal is not None:
        return refusal
    own = own_recallable_spots(state)
    if not own:
        return Refusal("naishi.8", "naishi.why.recall_none")
    if action in recall_choices(own, state.options.recall):
        return None
    spots = Join(spot_name(i) for i in own)
    if state.options.recall is RecallRule.ALL:
        return Refusal("naishi.13.A2", "naishi.why.recall_all", spots=spots)
    key = "naishi.why.recall_spots" if len(own) <= 2 else "naishi.why.recall_spots.many"
    return Refusal("naishi.13.A2", key, spots=spots)


@implements("naishi.8")
def recall(state: NaishiState, action: Recall, events: list[Event]) -> NaishiState:
    """The chosen emissaries go back to the player's reserve."""
    court = tuple(None if i in action.spots else owner for i, owner in enumerate(state.court))
    events.append(Event("naishi.8", Message(
        "naishi.log.recall", player=PLAYERS[state.player],
        spots=Join(spot_name(i) for i in action.spots)), actor=state.player))
    return after_whole_turn_action(replace(state, court=court, main_done=True),
                                   events)


def declarations(state: NaishiState) -> tuple[Declare, ...]:
    """The candidate: the one Declaration."""
    return (Declare(),)


@implements("naishi.9", "naishi.10.2")
def verify_declare(state: NaishiState, action: Declare) -> Refusal | None:
    """A Declaration takes the whole turn; it needs a pile exhausted at the start of the turn
    and an end not yet triggered."""
    refusal = whole_turn_refusal(state)
    if refusal is not None:
        return refusal
    if state.final_seat is not None:
        return Refusal("naishi.9", "naishi.why.declare_triggered")
    if not state.start_exhausted:
        gone = state.exhausted_piles()
        if gone:
            key = "one" if len(gone) == 1 else "many"
            return Refusal("naishi.9", f"naishi.why.declare_too_late.{key}", piles=Join(gone))
        return Refusal("naishi.9", "naishi.why.declare_no_pile")
    return None


@implements("naishi.9", "naishi.10.2")
def declare(state: NaishiState, action: Declare, events: list[Event]) -> NaishiState:
    """The opponent plays one last turn, then the game ends."""
    seat = state.player
    events.append(Event("naishi.9", Message("naishi.log.declare", player=PLAYERS[seat],
                                            other=PLAYERS[1 - seat]), actor=seat))
    state = replace(state, final_seat=1 - seat, declared_by=seat, main_done=True)
    return after_whole_turn_action(state, events)
