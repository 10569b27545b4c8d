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

import inspect
from collections.abc import Sequence
from typing import Any

from explorer.engine import ExplorerError, Join, Message, load_game, shown
from explorer.engine.builders import cards, optional, refused, whole
from explorer.engine.match import check_seed

from .cards import (
    CARD_CHARACTER,
    CARD_COLOUR,
    HAND_SIZE,
    KING_CHARACTERS,
    TARGET_SCORE,
    seat_colours,
)
from .setup import _Pool, parse, stacked
from .state import Phase, WhispersState

#: `stacked`'s own keywords; the others are rule options.
_STACKED = frozenset(inspect.signature(stacked).parameters) - {"hands"}


def position(hands: Sequence[Sequence[str]], **kwargs: Any) -> WhispersState:
    """`setup.stacked` (see there for the keywords), with any argument it cannot use (a card
    name it cannot read, a card used twice or of a colour not at the table, a King card that
    is none, a seat or count that is not a whole number, a string where a list is needed)
    refused as a `PositionError` in both languages."""
    given = [cards(hand, "hands") for hand in cards(hands, "hands")]
    options = {k: v for k, v in kwargs.items() if k not in _STACKED}
    try:
        opts = load_game("whispers").make_options(len(given), **options)
    except ExplorerError as exc:
        raise refused(exc.reason) from None
    players = len(given)
    check_seed(kwargs.get("seed", 0))
    whole(kwargs.get("turn", 0), "turn", 0, players - 1)
    optional(kwargs.get("played_in_round"), "played_in_round", 0)
    for score in cards(kwargs.get("scores") or (), "scores"):
        whole(score, "scores", 0)
    areas = kwargs.get("areas")
    pool = _Pool(seat_colours(opts.colours, players))
    places = {"hands": given, "areas": () if areas is None else cards(areas, "areas"),
              "draw": [kwargs.get("draw", ())], "discards": [kwargs.get("discards", ())]}
    for place, rows in places.items():
        for row in rows:
            for card in cards(row, place):
                _take(pool, card)
    for king in [kwargs.get("king"), *cards(kwargs.get("king_pile", ()), "king_pile")]:
        if king is not None and not _is_king(king):
            raise refused(Message("whispers.position.no_king", name=shown(king),
                                  names=Join((c.name.capitalize() for c in KING_CHARACTERS),
                                             alternatives=True)))
    return stacked(given, **kwargs)


def _take(pool: _Pool, card: Any) -> None:
    """Take `card` (a short name) from what is left of the table's deck, or refuse it."""
    try:
        parse(card)
    except (ValueError, AttributeError):  # not a card's name, or not even a string
        raise refused(Message("whispers.position.card", name=shown(card))) from None
    try:
        pool.take(card)
    except ValueError:  # named more often than the deck has it, or a colour not at the table
        raise refused(Message("whispers.position.left", name=card)) from None


def _is_king(name: Any) -> bool:
    return isinstance(name, str) and name.upper() in {c.name for c in KING_CHARACTERS}


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
