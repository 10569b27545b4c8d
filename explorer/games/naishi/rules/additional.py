"""The additional actions of the Imperial Court (rules spec `shared/rules/naishi.md` §4, §5.1):
the Switch (§6.2, option §13 A4) and the River refresh (§6.3, option §13 A6). Each places one
emissary on a free spot of its area; before the main action it is taken as an extra step,
after it the turn ends.
"""

from __future__ import annotations

import itertools
from typing import Any

from ....engine import Event, Message, Refusal, implements
from ....engine.core import replace
from ..actions import (
    DiscardRiver,
    SwapColumn,
    SwapHand,
    SwapLine,
    SwapRiver,
    cell_name,
    spot_name,
)
from ..state import NaishiState, Row, court_layout
from .common import (
    COLUMN_NUMBERS,
    PLAYERS,
    card_name,
    emissary_refusal,
    face_up_refusal,
    off_grid,
    pair_refusal,
    place_emissary,
)
from .end_of_turn import end_of_turn

PAIRS = tuple(itertools.combinations(COLUMN_NUMBERS, 2))
#: Every Switch, in the order the buttons list them: two River piles, two Line cards, two Hand
#: cards, then the two cards of a column.
SWITCHES: tuple[Any, ...] = (
    *(SwapRiver(a, b) for a, b in PAIRS),
    *(SwapLine(a, b) for a, b in PAIRS),
    *(SwapHand(a, b) for a, b in PAIRS),
    *(SwapColumn(c) for c in COLUMN_NUMBERS),
)
#: Every River refresh, two piles each.
REFRESHES: tuple[DiscardRiver, ...] = tuple(DiscardRiver(a, b) for a, b in PAIRS)


def _switch_spots(state: NaishiState) -> tuple[int, ...]:
    """The Court's Switch spots in this game (rule naishi.4: `state.court_layout`)."""
    return court_layout(state.options.content).switch


def _refresh_spots(state: NaishiState) -> tuple[int, ...]:
    """The Court's River-refresh spots in this game (rule naishi.4)."""
    return court_layout(state.options.content).refresh


def switches(state: NaishiState) -> tuple[Any, ...]:
    """The candidates: every Switch."""
    return SWITCHES


@implements("naishi.6.2", "naishi.13.A4")
def verify_switch(state: NaishiState, action: Any) -> Refusal | None:
    """A Switch needs an emissary and a free Switch spot; it swaps two different cards of the
    player's Line or Hand, the two cards of one column, or (option A4) the face-up cards of
    two River piles."""
    if isinstance(action, SwapColumn):
        refusal = off_grid(action.column)
    else:
        refusal = off_grid(action.a) or off_grid(action.b)
    refusal = refusal or emissary_refusal(state, _switch_spots(state), "naishi.6.2")
    if refusal is None and not isinstance(action, SwapColumn):
        same = "naishi.why.same_pile" if isinstance(action, SwapRiver) else "naishi.why.same_cell"
        refusal = pair_refusal(action, "naishi.6.2", same)
    if refusal is None and isinstance(action, SwapRiver):
        if not state.options.river_swap:
            return Refusal("naishi.13.A4", "naishi.why.river_swap_off")
        return face_up_refusal(state, action, "naishi.6.2")
    return refusal


def after_additional(state: NaishiState, events: list[Event]) -> NaishiState:
    """An additional action uses the turn's emissary; after the main action it ends the turn."""
    if state.main_done:
        return end_of_turn(state, events)
    return replace(state, emissary_used=True)


@implements("naishi.6.2")
def switch(state: NaishiState, action: Any, events: list[Event]) -> NaishiState:
    """The emissary goes to the first free Switch spot and the two cards change places (a
    swap within the Hand is seen only by its owner)."""
    if isinstance(action, SwapRiver):
        return swap_river(state, action, events)
    court, spot = place_emissary(state, _switch_spots(state))
    seat = state.player
    if isinstance(action, SwapColumn):
        first, second = (Row.LINE, action.column), (Row.HAND, action.column)
    elif isinstance(action, SwapLine):
        first, second = (Row.LINE, action.a), (Row.LINE, action.b)
    else:
        first, second = (Row.HAND, action.a), (Row.HAND, action.b)
    grid: dict[Row, list[Any]] = {Row.LINE: list(state.lines[seat]),
                                  Row.HAND: list(state.hands[seat])}
    ca, cb = grid[first[0]][first[1] - 1], grid[second[0]][second[1] - 1]
    grid[first[0]][first[1] - 1], grid[second[0]][second[1] - 1] = cb, ca
    params = dict(player=PLAYERS[seat], spot=spot_name(spot), first=cell_name(*first),
                  second=cell_name(*second))
    full = Message("naishi.log.swap_cells", ca=card_name(ca, state), cb=card_name(cb, state),
                   **params)
    if isinstance(action, SwapHand):
        events.append(Event("naishi.6.2", full, actor=seat,
                            public=Message("naishi.log.swap_hidden", **params),
                            visible_to=frozenset({seat})))
    else:
        events.append(Event("naishi.6.2", full, actor=seat))
    lines = _with_row(state.lines, seat, tuple(grid[Row.LINE]))
    hands = _with_row(state.hands, seat, tuple(grid[Row.HAND]))
    return after_additional(replace(state, lines=lines, hands=hands, court=court),
                            events)


@implements("naishi.6.2", "naishi.13.A4")
def swap_river(state: NaishiState, action: SwapRiver, events: list[Event]) -> NaishiState:
    """The face-up cards of two piles change places; the cards below stay."""
    court, spot = place_emissary(state, _switch_spots(state))
    i, j = action.a - 1, action.b - 1
    pi, pj = state.river[i], state.river[j]
    river = list(state.river)
    river[i], river[j] = (pj[0],) + pi[1:], (pi[0],) + pj[1:]
    events.append(Event("naishi.6.2", Message(
        "naishi.log.swap_river", player=PLAYERS[state.player], spot=spot_name(spot),
        a=action.a, b=action.b, ca=card_name(pi[0], state), cb=card_name(pj[0], state)),
        actor=state.player))
    return after_additional(replace(state, river=tuple(river), court=court), events)


def refreshes(state: NaishiState) -> tuple[DiscardRiver, ...]:
    """The candidates: every pair of piles."""
    return REFRESHES


@implements("naishi.6.3", "naishi.13.A6")
def verify_refresh(state: NaishiState, action: DiscardRiver) -> Refusal | None:
    """A River refresh needs an emissary and a free River-refresh spot, and two different piles
    that show a card. Before the Develop it must leave a River card to develop, unless option
    A6 allows emptying the River."""
    refusal = (
        off_grid(action.a) or off_grid(action.b)
        or emissary_refusal(state, _refresh_spots(state), "naishi.6.3")
        or pair_refusal(action, "naishi.6.3", "naishi.why.same_pile")
        or face_up_refusal(state, action, "naishi.6.3")
    )
    if refusal is None and not (state.main_done or state.options.discard_may_empty_river):
        i, j = action.a - 1, action.b - 1
        left = [pile[1:] if k in (i, j) else pile for k, pile in enumerate(state.river)]
        if not any(left):
            return Refusal("naishi.13.A6", "naishi.why.empty_river")
    return refusal


@implements("naishi.6.3")
def refresh(state: NaishiState, action: DiscardRiver, events: list[Event]) -> NaishiState:
    """The emissary goes to the first free River-refresh spot; the face-up cards of the two
    piles are discarded face up and the next card of each is turned up."""
    court, spot = place_emissary(state, _refresh_spots(state))
    i, j = action.a - 1, action.b - 1
    pi, pj = state.river[i], state.river[j]
    river = list(state.river)
    river[i], river[j] = pi[1:], pj[1:]
    gone: tuple[Any, ...] = (pi[0], pj[0])  # face-up cards: never hidden in a real state
    events.append(Event("naishi.6.3", Message(
        "naishi.log.discard_river", player=PLAYERS[state.player], spot=spot_name(spot),
        a=action.a, b=action.b, ca=card_name(pi[0], state), cb=card_name(pj[0], state)),
        actor=state.player))
    events.append(reveal(action.a, river[i], state))
    events.append(reveal(action.b, river[j], state))
    return after_additional(replace(
        state, river=tuple(river), discard=state.discard + gone, court=court), events)


@implements("naishi.6.1", "naishi.10.1")
def reveal(pile_number: int, rest: tuple[Any, ...], state: NaishiState | None = None
           ) -> Event:
    """The next card of a pile is turned face up, or the pile is exhausted (`state`: whose
    content names a new kind)."""
    if rest:
        return Event("naishi.6.1", Message("naishi.log.reveal", pile=pile_number,
                                           card=card_name(rest[0], state)))
    return Event("naishi.10.1", Message("naishi.log.exhausted", pile=pile_number))


def _with_row(rows: tuple[tuple[Any, ...], ...], seat: int,
              row: tuple[Any, ...]) -> tuple[tuple[Any, ...], ...]:
    return (row, rows[1]) if seat == 0 else (rows[0], row)


@implements("naishi.5.1")
def additional_action_possible(state: NaishiState) -> bool:
    """Whether an additional action (a Switch or a River refresh) is still legal: once the main
    action is done and nothing else is, the turn ends by itself."""
    return (any(verify_switch(state, a) is None for a in SWITCHES)
            or any(verify_refresh(state, a) is None for a in REFRESHES))
