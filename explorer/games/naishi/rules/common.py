"""What several of Naishi's rules share: the names the log and the refusals use, and the
refusals that several moves give (rules spec `shared/rules/naishi.md` §3.3, §4, §5, §5.1).

Rule ids are listed in docs/naishi.md; each function cites its own with `@implements`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ....engine import Join, Message, Refusal, implements
from ..cards import CARDS, SPARE, Card
from ..state import COLUMNS, NaishiState, area_full, court_layout

#: The seats' names in the log: "Player 1", "Player 2".
PLAYERS = (Message("engine.player", n=1), Message("engine.player", n=2))
#: The column (and pile) numbers, 1 to 5.
COLUMN_NUMBERS = tuple(range(1, COLUMNS + 1))


def card_name(card: Card | None, state: NaishiState | None = None) -> Any:
    """A card's name in both languages (a variant's new kind by its own names, from
    `state`'s content); "?" for a card hidden from the reader."""
    if card is None:
        return "?"
    if state is not None and card in SPARE:
        return state.options.content.name(card)
    return CARDS[card].name


def card_list(cards: Iterable[Card | None], state: NaishiState | None = None) -> Join:
    """Cards named in a list ("Fort, Mountain")."""
    return Join(card_name(c, state) for c in cards)


@implements("naishi.3.3")
def off_grid(column: int) -> Refusal | None:
    """Columns and piles are numbered 1–5, pile c in front of column c."""
    if column in COLUMN_NUMBERS:
        return None
    return Refusal("naishi.3.3", "naishi.why.column", c=column)


@implements("naishi.5")
def main_action_taken(state: NaishiState) -> Refusal | None:
    """Exactly one main action a turn."""
    if state.main_done:
        return Refusal("naishi.5", "naishi.why.main_done")
    return None


@implements("naishi.5", "naishi.5.1", "naishi.13.A5")
def whole_turn_refusal(state: NaishiState) -> Refusal | None:
    """The Decree, a Recall and a Declaration are a main action that takes the whole turn: not
    after an additional action, unless option A5 allows it."""
    if state.main_done:
        return Refusal("naishi.5", "naishi.why.main_done")
    if state.emissary_used and not state.options.additional_with_any_main:
        return Refusal("naishi.5.1", "naishi.why.after_additional")
    return None


@implements("naishi.4", "naishi.5.1")
def emissary_refusal(state: NaishiState, spots: tuple[int, ...], rule: str) -> Refusal | None:
    """An additional action places an emissary from the reserve on a free spot of its area
    (`spots`; `state.area_full` says how many when none is free), and only one emissary a turn.
    Before the main action it needs a River card to develop after it (unless option A5)."""
    if state.emissary_used:
        return Refusal("naishi.5.1", "naishi.why.emissary_used")
    if state.reserve(state.player) <= 0:
        return Refusal("naishi.4", "naishi.why.no_emissary")
    if all(state.court[spot] is not None for spot in spots):
        return area_full(rule, spots)
    if not (state.main_done or any(state.river) or state.options.additional_with_any_main):
        return Refusal("naishi.5.1", "naishi.why.empty_river")
    return None


@implements("naishi.4")
def place_emissary(state: NaishiState, spots: tuple[int, ...]) -> tuple[tuple[int | None, ...],
                                                                        int]:
    """The Court with the player's emissary on the first free spot of `spots`, and that spot."""
    spot = next(s for s in spots if state.court[s] is None)
    court = tuple(state.player if i == spot else owner for i, owner in enumerate(state.court))
    return court, spot


def pair_refusal(action: Any, rule: str, same: str) -> Refusal | None:
    """Two different piles or columns, the smaller first (one code per action)."""
    if action.a == action.b:
        return Refusal(rule, same)
    if action.a > action.b:
        return Refusal(rule, "naishi.why.order", example=str(type(action)(action.b, action.a)))
    return None


def face_up_refusal(state: NaishiState, action: Any, rule: str) -> Refusal | None:
    """Both piles of `action` show a card."""
    for pile in (action.a, action.b):
        if not state.river[pile - 1]:
            return Refusal(rule, "naishi.why.no_face_up", pile=pile)
    return None


@implements("naishi.8")
def own_recallable_spots(state: NaishiState) -> tuple[int, ...]:
    """The Switch and River-refresh spots holding an emissary of the player to act (the
    Decree spot keeps its emissary)."""
    spots = court_layout(state.options.content).recallable
    return tuple(i for i in spots if state.court[i] == state.player)
