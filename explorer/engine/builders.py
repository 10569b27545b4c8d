"""Argument checks for the games' position builders (`explorer/games/<game>/positions.py`): a
builder's argument of the wrong kind (a string where a list of cards is needed, a seat that is
not a whole number, a dictionary keyed by something other than seats) is refused as a
`PositionError` naming the argument, in both languages, before anything is built from it.

>>> seats({0: 5}, "gold", 4), whole(2, "crown", 0, 3)
({0: 5}, 2)
>>> try:
...     cards("Manor", "deck_top")
... except PositionError as error:
...     print(error.in_language("ja"))
この局面は作れません: deck_topはリストにしてください（'Manor'ではなく）。

This module must not import any game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .core import as_int
from .i18n import Message, shown
from .position import PositionError


def refused(reason: Message) -> PositionError:
    """The builders' error: "This position cannot be set up: <reason>"."""
    return PositionError(Message("engine.position.refused", reason=reason))


def whole(value: Any, name: str, low: int | None = None, high: int | None = None) -> int:
    """`value` as an `int` (any integer type, not a `bool`), from `low` to `high` if given."""
    number = as_int(value)
    if number is None or (low is not None and number < low) or (
            high is not None and number > high):
        if low is None:
            raise refused(Message("engine.builder.whole", name=name, value=shown(value)))
        if high is None:
            raise refused(Message("engine.builder.at_least", name=name, low=low,
                                  value=shown(value)))
        raise refused(Message("engine.builder.range", name=name, low=low, high=high,
                              value=shown(value)))
    return number


def optional(value: Any, name: str, low: int | None = None, high: int | None = None
             ) -> int | None:
    """`None`, or `whole(value, ...)`."""
    return None if value is None else whole(value, name, low, high)


def cards(value: Any, name: str) -> Sequence[Any]:
    """A list (or tuple) of values: not a string, a mapping or a lone value."""
    if isinstance(value, (str, bytes, Mapping)) or not isinstance(value, Sequence):
        raise refused(Message("engine.builder.list", name=name, value=shown(value)))
    return value


def seats(value: Any, name: str, players: int) -> Mapping[int, Any]:
    """`None` (no seat given: `{}`) or a mapping from seats `0` to `players - 1` to values."""
    if value is None:
        return {}
    checked: dict[int, Any] = {}
    if isinstance(value, Mapping):
        for seat, item in value.items():
            number = as_int(seat)
            if number is None or not 0 <= number < players:
                break
            checked[number] = item
        else:
            return checked
    raise refused(Message("engine.builder.seats", name=name, last=players - 1,
                          value=shown(value)))

__all__ = ["cards", "optional", "refused", "seats", "whole"]
