"""What each option of a game means: the rule it settles and one line in both languages, for
the explorer's Options panel and the docs.

A game's plug-in lists its options' help as `option_help={name: OptionHelp(rule, text)}`,
usually `explained(game, {name: rule})`, whose lines are the catalogue's
`<game>.option.<name>`;
`option_rows(game)` pairs them with the option fields in declaration order, so a panel shows
exactly the options the game defines. This module must not import any game.
"""

from __future__ import annotations

import dataclasses
import enum
from dataclasses import dataclass
from typing import Any

from .events import filled
from .i18n import Text


@dataclass(frozen=True)
class OptionHelp:
    """The rule id an option settles (a spec section such as `naishi.13.A2`) and what it does,
    in one line in each language."""

    rule: str
    text: Text
    """The line as catalogued: a template where the game fills in the content in force."""

    def in_force(self, context: Any = None) -> Text:
        """The line as the content in force states it (`context`: the game's options or
        content, `None` for the published game), filled like the rule's own texts.

        >>> explained("naishi", {"recall": "naishi.13.A2"})["recall"].in_force().en[:6]
        'Recall'
        """
        return filled(self.rule, self.text, context)


def explained(game: str, rules: dict[str, str]) -> dict[str, OptionHelp]:
    """The help of a game's options from the rule each settles: each one's line is the
    catalogue entry `<game>.option.<name>`.

    >>> explained("naishi", {"recall": "naishi.13.A2"})["recall"].text.en[:22]
    'Recall brings back eve'
    """
    return {name: OptionHelp(rule, Text.of(f"{game}.option.{name}"))
            for name, rule in rules.items()}


@dataclass(frozen=True)
class OptionRow:
    """One option of a game: its name, default, the values a panel may offer (`None`: typed
    in), and its help."""

    name: str
    default: Any
    values: tuple[Any, ...] | None
    help: OptionHelp


def option_values(default: Any) -> tuple[Any, ...] | None:
    """The values a control can list for an option whose default is `default`.

    >>> option_values(True)
    (False, True)
    """
    if isinstance(default, enum.Enum):
        return tuple(type(default))
    if isinstance(default, bool):
        return (False, True)
    return None


#: The help of an option its game does not explain (a plug-in's, say).
UNEXPLAINED = OptionHelp("", Text.of("engine.option.unexplained"))


def option_rows(game: Any) -> tuple[OptionRow, ...]:
    """Every option of `game`, in declaration order, with its help (`UNEXPLAINED` for one
    the game does not explain)."""
    from .core import option_fields
    from .registry import plugin

    helps = plugin(game.name).option_help
    rows = []
    for field in option_fields(game.Options):
        default = field.default
        if default is dataclasses.MISSING and field.default_factory is not dataclasses.MISSING:
            default = field.default_factory()
        rows.append(OptionRow(field.name, default, option_values(default),
                              helps.get(field.name, UNEXPLAINED)))
    return tuple(rows)
