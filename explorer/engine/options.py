"""What each option of a game means: the rule it settles and one line in both languages, for
the explorer's Options panel and the docs.

A game's plug-in lists its options' help as `option_help={name: OptionHelp(rule, text)}`,
usually `explained(game, {name: rule})`, whose lines are the catalogue's
`<game>.option.<name>` and whose short names (a variant's diff says "<name>: <old> → <new>")
are `<game>.option.<name>.label`; a choice's words are `<game>.option.<name>.<value>`.
`option_rows(game)` pairs them with the option fields in declaration order, so a panel shows
exactly the options the game defines. This module must not import any game.
"""

from __future__ import annotations

import dataclasses
import enum
from dataclasses import dataclass
from typing import Any

from .events import filled, rule
from .i18n import Text, has_message, punct, tr


@dataclass(frozen=True)
class OptionHelp:
    """The rule id an option settles (a spec section such as `naishi.13.A2`) and what it does,
    in one line in each language."""

    rule: str
    text: Text
    """The line as catalogued: a template where the game fills in the content in force."""
    label: Text | None = None
    """The option's short name as catalogued (`None`: the rule's title stands for it)."""

    def name_in_force(self, context: Any = None) -> Text:
        """The option's short name as the content in force states it (see `in_force`).

        >>> explained("naishi", {"recall": "naishi.13.A2"})["recall"].name_in_force().ja
        '呼び戻しで戻す使者'
        """
        if self.label is None:
            return rule(self.rule, context).title
        return filled(self.rule, self.label, context)

    def in_force(self, context: Any = None) -> Text:
        """The line as the content in force states it (`context`: the game's options or
        content, `None` for the published game), filled like the rule's own texts.

        >>> explained("naishi", {"recall": "naishi.13.A2"})["recall"].in_force().en[:6]
        'Recall'
        """
        return filled(self.rule, self.text, context)


def explained(game: str, rules: dict[str, str]) -> dict[str, OptionHelp]:
    """The help of a game's options from the rule each settles: each one's line is the
    catalogue entry `<game>.option.<name>`, and its short name `<game>.option.<name>.label`
    where the catalogue has one.

    >>> explained("naishi", {"recall": "naishi.13.A2"})["recall"].text.en[:22]
    'Recall brings back eve'
    """
    return {name: OptionHelp(rule, Text.of(f"{game}.option.{name}"), _label(game, name))
            for name, rule in rules.items()}


def _label(game: str, option: str) -> Text | None:
    """An option's short name from the catalogue (`None` where a game has none: the rule's
    title stands for it)."""
    key = f"{game}.option.{option}.label"
    return Text.of(key) if has_message(key) else None


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


def option_value_label(game: str, option: str, value: Any, lang: str) -> str:
    """An option's value as a reader reads it in `lang`: yes / no, the game's words for a
    choice (the catalogue's `<game>.option.<option>.<value>`), a list's items each so, and a
    number as written.

    >>> option_value_label("naishi", "recall", "choose", "ja")
    '選んだ使者だけ'
    >>> option_value_label("naishi", "mountain_points", (0, 5, -5), "ja")
    '(0, 5, -5)'
    >>> option_value_label("whispers", "colours", ("red", "blue", "green"), "ja")
    '(赤、青、緑)'
    """
    if isinstance(value, bool):
        return tr("engine.yes" if value else "engine.no", lang)
    if isinstance(value, enum.Enum):
        value = value.value
    if isinstance(value, (list, tuple)):
        if not value and has_message(f"{game}.option.{option}.empty"):
            return tr(f"{game}.option.{option}.empty", lang)
        words = [option_value_label(game, option, v, lang) for v in value]
        numbers = all(isinstance(v, int) for v in value)  # a table, written as in code
        return "(" + (", " if numbers else punct("list", lang)).join(words) + ")"
    key = f"{game}.option.{option}.{value}"
    return tr(key, lang) if has_message(key) else str(value)


@dataclass(frozen=True)
class OptionWords:
    """An option's name (`value` left out) or one of its values, in whichever language a
    message is shown in: what a variant's diff line says ("Recall: All of them → The ones you
    pick"). `context` is the options in force the name is stated under."""

    game: str
    option: str
    value: Any = None
    context: Any = dataclasses.field(default=None, compare=False)
    is_name: bool = False

    def label(self, lang: str) -> str:
        if not self.is_name:
            return option_value_label(self.game, self.option, self.value, lang)
        from .registry import plugin

        help_ = plugin(self.game).option_help.get(self.option)
        if not isinstance(help_, OptionHelp):
            return self.option
        return help_.name_in_force(self.context).label(lang)
