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

from explorer.engine import Message, PositionError, register_messages

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


register_messages(
    {
        "whispers.position.no_card": (
            "{detail} (cards are written like 'Maid n' or 'Wizard r').",
            "{detail}（カードは 'Maid n' や 'Wizard r' のように書きます）。",
        ),
        "whispers.position.king_card": ("King card: {character}", "国王カード: {character}"),
        "whispers.position.seats": (
            "hands, areas and scores are needed for each of the {players} players.",
            "{players}人それぞれの手札・密談場・得点が必要です。",
        ),
        "whispers.position.duplicate": (
            "an area never holds two cards of one character (whispers.4.1); see seat {seat}.",
            "密談場に同じ人物が2枚並ぶことはありません（whispers.4.1）。席{seat}を確認してください。",
        ),
        "whispers.position.full_court": (
            "seat {seat} already has six characters: the round would have ended (whispers.5.B).",
            "席{seat}にはすでに6人物がいます。ラウンドは終わっているはずです（whispers.5）。",
        ),
        "whispers.position.hand_area": (
            "during a round each player's hand and area hold {n} cards together (whispers.9); "
            "seat {seat} does not.",
            "ラウンド中、手札と密談場の合計は常に{n}枚です（whispers.9）。席{seat}が合いません。",
        ),
        "whispers.position.scores": (
            "scores cannot be negative.", "得点が負になることはありません。",
        ),
        "whispers.position.target": (
            "someone has reached {target} points: the game would be over (whispers.7).",
            "{target}点に達した人がいるので、ゲームは終わっているはずです（whispers.7）。",
        ),
    }
)
