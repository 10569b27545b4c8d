"""Naishi's actions: what a player decides (rules spec naishi §3, §5–§9, §11).

Columns and piles are numbered 1–5 as in the spec. Every action is a frozen dataclass whose
`str()` is a short unique code (match records store it) and whose `describe(lang)` is the
sentence on a button. Court spots are indices into `NaishiState.court` (see
`ALL_SPOT_NAMES`).

This module may import only the engine, `cards.py` and `state.py`.
"""

from __future__ import annotations

import functools
import numbers
import operator
from dataclasses import dataclass, fields
from typing import Any

from ...engine import Action, IllegalActionError, Join, Message
from ...engine.i18n import catalogue_version
from .cards import CARDS, Card, parse_card
from .state import ALL_SPOT_NAMES, Row


def cell_name(row: Row, column: int) -> Message:
    """"Line 3" / 「場の3列目」."""
    return Message("naishi.cell.line" if row is Row.LINE else "naishi.cell.hand", c=column)


def spot_name(spot: int) -> Message:
    """"Switch spot 2" / 「入れ替えの2番」 and so on (`ALL_SPOT_NAMES`: "S2")."""
    code = ALL_SPOT_NAMES[spot]
    if code[0] == "S":
        return Message("naishi.spot.swap", n=int(code[1:]))
    if code[0] == "D":
        return Message("naishi.spot.discard", n=int(code[1:]))
    return Message("naishi.spot.decree")


def _row(value: Any) -> Row:
    if isinstance(value, str):
        for row in Row:
            if value in (row.value, row.name) or value.casefold() == row.name.casefold():
                return row
    raise IllegalActionError(Message("naishi.why.bad_row", value=repr(value)))


def _card(value: Any) -> Card:
    try:
        return parse_card(value)
    except ValueError:
        raise IllegalActionError(Message("naishi.why.bad_card", value=repr(value))) from None


def _number(value: Any) -> int:
    """A column or pile number as an `int` (3.0 → 3); a bool or a fraction is refused."""
    if isinstance(value, bool):
        pass
    elif isinstance(value, numbers.Integral):
        return operator.index(value)
    elif isinstance(value, float) and value.is_integer():
        return int(value)
    raise IllegalActionError(Message("naishi.why.column", c=repr(value)))


def _spots(value: Any) -> tuple[int, ...]:
    spots = tuple(value) if isinstance(value, (tuple, list)) else None
    if spots is None or not all(isinstance(i, int) and not isinstance(i, bool)
                                and 0 <= i < len(ALL_SPOT_NAMES) for i in spots):
        raise IllegalActionError(Message(
            "naishi.why.bad_spots", value=repr(value),
            spots=", ".join(f"{i} = {name}" for i, name in enumerate(ALL_SPOT_NAMES))))
    return spots


#: How each field of an action is checked and made canonical.
_CANONICAL = {"row": _row, "card": _card, "column": _number, "a": _number, "b": _number,
              "spots": _spots}


class NaishiAction(Action):
    """Base of Naishi's actions: `describe` renders `message()`.

    Fields written by hand are made canonical (`Develop("L", 3)` is `Develop(Row.LINE, 3)`,
    `Give("僧侶")` gives the Monk) and a value that cannot be one raises `IllegalActionError`
    saying why: a plain string equal to a `Row` or `Card` would otherwise match a legal
    action yet be applied as something else."""

    def __post_init__(self) -> None:
        for field in fields(self):  # type: ignore[arg-type]  # subclasses are dataclasses
            value = getattr(self, field.name)
            fixed = _CANONICAL[field.name](value)
            if fixed is not value:
                object.__setattr__(self, field.name, fixed)

    def message(self) -> Message:
        raise NotImplementedError

    def describe(self, lang: str) -> str:
        # An action's sentence depends on the action and the catalogue only: a click asks for
        # some sixty of them, nearly all asked for before.
        return _described(self, lang, catalogue_version())


@functools.lru_cache(maxsize=4096)
def _described(action: NaishiAction, lang: str, version: int) -> str:
    """`action.message().label(lang)` in the catalogue numbered `version`."""
    return action.message().label(lang)


@dataclass(frozen=True)
class Give(NaishiAction):
    """The opening exchange: give this one of your two dealt cards to the opponent (§3.6)."""

    card: Card

    def __str__(self) -> str:
        return f"give {self.card.value}"

    def message(self) -> Message:
        return Message("naishi.act.give", card=CARDS[self.card].name)


@dataclass(frozen=True)
class Develop(NaishiAction):
    """Replace the card at (row, column) with the face-up card of pile `column` (§6.1)."""

    row: Row
    column: int

    def __str__(self) -> str:
        return f"develop {self.row.value}{self.column}"

    def message(self) -> Message:
        return Message("naishi.act.develop", cell=cell_name(self.row, self.column),
                       pile=self.column)


@dataclass(frozen=True)
class SwapRiver(NaishiAction):
    """Switch: exchange the face-up cards of piles `a` and `b` (§6.2, option A4)."""

    a: int
    b: int

    def __str__(self) -> str:
        return f"swap river {self.a}-{self.b}"

    def message(self) -> Message:
        return Message("naishi.act.swap_river", a=self.a, b=self.b)


@dataclass(frozen=True)
class SwapLine(NaishiAction):
    """Switch: exchange Line cards `a` and `b` (§6.2)."""

    a: int
    b: int

    def __str__(self) -> str:
        return f"swap L{self.a}-L{self.b}"

    def message(self) -> Message:
        return Message("naishi.act.swap_cells", first=cell_name(Row.LINE, self.a),
                       second=cell_name(Row.LINE, self.b))


@dataclass(frozen=True)
class SwapHand(NaishiAction):
    """Switch: exchange Hand cards `a` and `b` (§6.2)."""

    a: int
    b: int

    def __str__(self) -> str:
        return f"swap H{self.a}-H{self.b}"

    def message(self) -> Message:
        return Message("naishi.act.swap_cells", first=cell_name(Row.HAND, self.a),
                       second=cell_name(Row.HAND, self.b))


@dataclass(frozen=True)
class SwapColumn(NaishiAction):
    """Switch: exchange the Line card and the Hand card of one column (§6.2)."""

    column: int

    def __str__(self) -> str:
        return f"swap L{self.column}-H{self.column}"

    def message(self) -> Message:
        return Message("naishi.act.swap_cells", first=cell_name(Row.LINE, self.column),
                       second=cell_name(Row.HAND, self.column))


@dataclass(frozen=True)
class DiscardRiver(NaishiAction):
    """Discard the face-up cards of piles `a` and `b` (§6.3)."""

    a: int
    b: int

    def __str__(self) -> str:
        return f"discard river {self.a}+{self.b}"

    def message(self) -> Message:
        return Message("naishi.act.discard_river", a=self.a, b=self.b)


@dataclass(frozen=True)
class Decree(NaishiAction):
    """Imperial Decree: exchange your (row, column) card with the opponent's (§7)."""

    row: Row
    column: int

    def __str__(self) -> str:
        return f"decree {self.row.value}{self.column}"

    def message(self) -> Message:
        return Message("naishi.act.decree", cell=cell_name(self.row, self.column))


@dataclass(frozen=True)
class Recall(NaishiAction):
    """Recall the emissaries on these court spots (§8; all of them unless option A2)."""

    spots: tuple[int, ...]

    def __str__(self) -> str:
        if not self.spots:
            return "recall"
        return "recall " + "+".join(ALL_SPOT_NAMES[s] for s in self.spots)

    def message(self) -> Message:
        if not self.spots:
            return Message("naishi.act.recall_none")
        return Message("naishi.act.recall", spots=Join(spot_name(s) for s in self.spots))


@dataclass(frozen=True)
class Declare(NaishiAction):
    """Declare the end of the game (§9)."""

    def __str__(self) -> str:
        return "declare end"

    def message(self) -> Message:
        return Message("naishi.act.declare")


@dataclass(frozen=True)
class EndTurn(NaishiAction):
    """End the turn after a Develop without taking the optional additional action (§5)."""

    def __str__(self) -> str:
        return "end turn"

    def message(self) -> Message:
        return Message("naishi.act.end_turn")


@dataclass(frozen=True)
class Pass(NaishiAction):
    """Pass: only when no action at all is possible (§5, §13 A8)."""

    def __str__(self) -> str:
        return "pass"

    def message(self) -> Message:
        return Message("naishi.act.pass")


@dataclass(frozen=True)
class CopyNinja(NaishiAction):
    """At the end, the Ninja at (row, column) copies a character of its territory (§12.N)."""

    row: Row
    column: int
    card: Card

    def __str__(self) -> str:
        return f"ninja {self.row.value}{self.column} copies {self.card.value}"

    def message(self) -> Message:
        return Message("naishi.act.copy", cell=cell_name(self.row, self.column),
                       card=CARDS[self.card].name)


ACTION_TYPES: tuple[type[Any], ...] = (
    Give, Develop, SwapRiver, SwapLine, SwapHand, SwapColumn, DiscardRiver, Decree, Recall,
    Declare, EndTurn, Pass, CopyNinja,
)
#: The additional actions, which need an emissary on a Switch or Discard spot (§6.2, §6.3).
SWAPS: tuple[type[Any], ...] = (SwapRiver, SwapLine, SwapHand, SwapColumn)
ADDITIONAL: tuple[type[Any], ...] = (*SWAPS, DiscardRiver)
