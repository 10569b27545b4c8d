"""Whispers positions built directly, and what in a state the rules could not have produced.

`position(hands, areas=..., king=..., turn=..., ...)` is `setup.stacked`: hands and areas as
short card names (`"Maid n"`: the grey Maid, `"Wizard r"`: the red Wizard), the face-up King
card, the seat to play; every other card goes to the draw pile. `position_problem(state)` checks
the spec's invariants (§9): no duplicate character in an area, hand + area = 6 during a round,
no finished round or game left open.

>>> from explorer import Match
>>> s = position([["Jester n", "Maid r", "Guard b", "Butler n", "General r"],
...               ["Accountant b", "Maid b", "Guard n", "Wizard b", "Jester b", "General b"],
...               ["Accountant g", "Butler g", "Guard g", "Wizard g", "Jester g", "General g"]],
...              areas=[["Wizard r"], [], []], turn=0)
>>> Match.from_position("whispers", s).current_player
0

This module imports only the engine and this game's data modules.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from explorer.engine import Message, PositionError

from .cards import CARD_CHARACTER, CARD_COLOUR, HAND_SIZE, TARGET_SCORE
from .setup import stacked
from .state import Phase, WhispersState


def position(hands: Sequence[Sequence[str]], **kwargs: Any) -> WhispersState:
    """`setup.stacked` (see there for the keywords), with a card name it cannot read or a card
    used twice refused as a `PositionError` in both languages."""
    try:
        return stacked(hands, **kwargs)
    except ValueError as exc:
        if isinstance(exc, PositionError):
            raise
        raise PositionError(Message("engine.position.refused", reason=Message(
            "whispers.position.no_card", detail=str(exc)))) from None


def card_label(card: Any) -> Any:
    """A card id (or a King card) as a message parameter."""
    from .actions import card_name

    if isinstance(card, tuple) and len(card) == 2 and card[0] == "king":
        return Message("whispers.position.king_card", character=card[1])
    if isinstance(card, int) and 0 <= card < len(CARD_CHARACTER):
        return card_name(CARD_CHARACTER[card], CARD_COLOUR[card])
    return str(card)


def position_problem(s: WhispersState) -> Message | None:
    n = s.players
    if len(s.hands) != n or len(s.areas) != n or len(s.scores) != n or len(s.recorded) != n:
        return Message("whispers.position.seats", players=n)
    if not 0 <= s.turn < n:
        return Message("engine.position.seat", seat=s.turn, players=n)
    for seat, area in enumerate(s.areas):
        characters = [CARD_CHARACTER[c] for c in area]
        if len(set(characters)) != len(characters):
            return Message("whispers.position.duplicate", seat=seat + 1)
        if s.phase is Phase.PLAY and len(area) >= HAND_SIZE:
            return Message("whispers.position.full_court", seat=seat + 1)
        if (s.phase is Phase.PLAY and s.options.wizard_equal_counts
                and len(area) + len(s.hands[seat]) != HAND_SIZE):
            return Message("whispers.position.hand_area", seat=seat + 1, n=HAND_SIZE)
    if any(score < 0 for score in s.scores):
        return Message("whispers.position.scores")
    if s.phase is not Phase.OVER and not s.options.silent_palace and max(
            s.scores) >= TARGET_SCORE[n]:
        return Message("whispers.position.target", target=TARGET_SCORE[n])
    return None
