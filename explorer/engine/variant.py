"""Variants as data: a game's content (its cards, counts and point tables) and its rule
readings (the options) in one frozen, hashable, JSON-ready value.

>>> v = variant("naishi").replace(ninja_bonus=1)
>>> v.diff(lang="en")
('Ninja bonus: 0 → 1 points',)
>>> Variant.from_dict("naishi", v.to_dict()) == v
True

A game has content when one field of its options class is marked `CONTENT_FIELD` (Naishi's
`NaishiOptions.content`); its class gives the published content (the field's default), reads
a dict (`from_dict(data, base)`), writes one (`to_dict()`) and lists what differs
(`changes(other)`). A game without content still has variants: its options alone.

This module must not import any game.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from .core import Game, option_fields
from .errors import OptionError, VariantError
from .i18n import Message, check_lang, shown
from .limits import DEPTH_LIMIT, SIZE_LIMIT, excess
from .options import OptionWords
from .registry import load_game

#: The keys of a variant's dict.
KEYS = ("game", "options", "content")
# A variant's value is read with the limits of `explorer.engine.limits` (`DEPTH_LIMIT`,
# `SIZE_LIMIT`, a share code's limit), its JSON text only up to `SIZE_LIMIT` characters.


def content_field(options: Any) -> str | None:
    """The name of the options field that holds the content, or `None`."""
    for f in dataclasses.fields(options):
        if f.metadata.get("content"):
            return f.name
    return None


def _game(game: str | Game[Any]) -> Game[Any]:
    return load_game(game) if isinstance(game, str) else game


@dataclass(frozen=True)
class Variant:
    """A game as a value: `game` (its name) and `options` (its options value, the content
    included). Build one with `explorer.variant(game)` (the published game) and `replace`, or
    read one with `Variant.from_dict`; give it to `Match(game, variant=v)`, `simulate(...,
    variant=v)` or `compare(game, base, v, n)`."""

    game: str
    options: Any

    @property
    def content(self) -> Any:
        """The game's content (`None` for a game without)."""
        name = content_field(self.options)
        return None if name is None else getattr(self.options, name)

    @property
    def is_published(self) -> bool:
        """Whether this is the game as printed, with the recommended readings."""
        return self == variant(self.game)

    def option_values(self) -> dict[str, Any]:
        """The rule readings, as `Match` keywords."""
        return {f.name: getattr(self.options, f.name) for f in option_fields(self.options)}

    def changed_options(self) -> dict[str, Any]:
        """The readings that differ from the published game's, as `Match` keywords (what to
        give another player count: a default filled in for one, the colours of Whispers'
        seats say, is left to the game)."""
        published = variant(self.game).options
        return {name: value for name, value in self.option_values().items()
                if value != getattr(published, name)}

    # -- changing --------------------------------------------------------------------------

    def replace(self, *, lang: str = "en", **changes: Any) -> Variant:
        """This variant with some options or content fields changed (content fields as
        `from_dict` reads them: `deck={"Naishi": 1}` changes one card's copies, and keeps
        this variant's other cards). `VariantError` for a name that is neither, or an
        impossible value."""
        data = self.to_dict()
        content = data.get("content")
        # A content field its dict leaves out while empty (Naishi's new card kinds) too.
        fields = [f.name for f in dataclasses.fields(self.content)] \
            if dataclasses.is_dataclass(self.content) else list(content or ())
        for name, value in changes.items():
            check_size(value, shown(name), lang)
            if content is not None and name in content:
                content[name] = _merged(content[name], value)
            elif content is not None and name in fields:
                content[name] = value
            elif name in data["options"]:
                data["options"][name] = value
            else:
                names = [*data["options"], *fields]
                raise VariantError(Message("engine.variant.error.unknown_field",
                                           field=shown(name), fields=", ".join(names)), lang)
        return Variant.from_dict(self.game, data, lang=lang)

    # -- JSON ------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """`{"game", "options", "content"}`, JSON-ready (no content key for a game without)."""
        game = load_game(self.game)
        options = {k: list(v) if isinstance(v, tuple) else v
                   for k, v in game.options_to_json(self.options).items()}
        out: dict[str, Any] = {"game": self.game, "options": options}
        if self.content is not None:
            out["content"] = self.content.to_dict()
        return out

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False)

    @classmethod
    def from_json(cls, game: str | Game[Any], text: str | bytes, *, lang: str = "en"
                  ) -> Variant:
        if isinstance(text, (str, bytes, bytearray)) and len(text) > SIZE_LIMIT:
            raise VariantError(Message("engine.variant.error.whole_big", limit=SIZE_LIMIT), lang)
        try:
            data = json.loads(text)
        except RecursionError:
            raise VariantError(Message("engine.variant.error.whole_deep", limit=DEPTH_LIMIT),
                               lang) from None
        except (ValueError, TypeError) as exc:
            raise VariantError(Message("engine.variant.error.json", error=shown(str(exc))),
                               lang) from None
        return cls.from_dict(game, data, lang=lang)

    @classmethod
    def from_dict(cls, game: str | Game[Any], data: Any, *, lang: str = "en") -> Variant:
        """The variant `data` describes (`to_dict`'s form; a field left out is the published
        game's). `VariantError`, in `lang`, naming the field and the reason, for anything
        impossible."""
        check_lang(lang)
        g = _game(game)
        check_size(data, "variant", lang)
        if not isinstance(data, Mapping):
            raise VariantError(Message("engine.variant.error.whole_object", value=shown(data)),
                               lang)
        for key in data:
            if key not in KEYS:
                raise VariantError(Message("engine.variant.error.unknown_field",
                                           field=shown(key), fields=", ".join(KEYS)), lang)
        if "game" in data and data["game"] != g.name:
            raise VariantError(Message("engine.variant.error.game", value=shown(data["game"]),
                                       game=g.title), lang)
        readings = data.get("options", {})
        if not isinstance(readings, Mapping):
            raise VariantError(Message("engine.variant.error.object", field="options",
                                       value=shown(readings)), lang)
        try:
            g.check_option_names(readings)
            options = g.make_options(g.default_players, **readings)
        except OptionError as exc:
            raise VariantError(exc.reason, lang) from None
        name = content_field(options)
        if "content" in data:
            if name is None:
                raise VariantError(Message("engine.variant.error.no_content", game=g.title),
                                   lang)
            published = getattr(options, name)
            try:
                content = type(published).from_dict(data["content"], published)
            except VariantError as exc:
                raise VariantError(exc.reason, lang) from None
            except RecursionError:
                raise VariantError(Message("engine.variant.error.object", field="content",
                                           value="…"), lang) from None
            options = dataclasses.replace(options, **{name: content})
        return cls(g.name, options)

    # -- differences -----------------------------------------------------------------------

    def changes(self, other: Variant | None = None) -> tuple[Message, ...]:
        """What differs from this variant to `other` (from the published game to this one
        when `other` is `None`), one bilingual line each: an option by its name and its
        values in words (`explorer.engine.options.OptionWords`)."""
        old, new = (variant(self.game), self) if other is None else (self, other)
        if old.game != new.game:
            raise VariantError(Message("engine.variant.error.game", value=shown(new.game),
                                       game=load_game(old.game).title))
        out: list[Message] = []
        for f in option_fields(old.options):
            a, b = getattr(old.options, f.name), getattr(new.options, f.name)
            if a != b:
                out.append(Message(
                    "engine.variant.diff.option",
                    name=OptionWords(old.game, f.name, context=new.options, is_name=True),
                    old=OptionWords(old.game, f.name, a), new=OptionWords(old.game, f.name, b)))
        if old.content is not None and old.content != new.content:
            out.extend(old.content.changes(new.content))
        return tuple(out)

    def diff(self, other: Variant | None = None, lang: str = "en") -> tuple[str, ...]:
        """`changes` as text in `lang`: "Ninja bonus: 0 → 1 points"."""
        check_lang(lang)
        return tuple(m.label(lang) for m in self.changes(other))


def content_from_dict(base: Any, data: Any, read: Callable[[str, Any], Any]) -> Any:
    """A game's content from a dict (the helper of each content class's `from_dict`): `base`
    with each field `data` names, its value read by `read(name, value)` (which converts what
    JSON gives, and may raise `VariantError`); the content class checks the result.
    `VariantError` for `data` that is no mapping, or names a field `base` does not have."""
    if not isinstance(data, Mapping):
        raise VariantError(Message("engine.variant.error.object", field="content",
                                   value=shown(data)))
    names = [f.name for f in dataclasses.fields(base)]
    changes: dict[str, Any] = {}
    for name, value in data.items():
        if name not in names:
            raise VariantError(Message("engine.variant.error.unknown_field",
                                       field=shown(name), fields=", ".join(names)))
        changes[name] = read(name, value)
    return dataclasses.replace(base, **changes)


def objects(field: str, items: Iterable[Any]) -> Iterator[tuple[str, Mapping[str, Any]]]:
    """Each item of the list `items` (what JSON gives for the variant's `field`) with its own
    field, `field[i]`, as it is read; `VariantError` naming that field for an item that is not
    a mapping (a JSON object), raised when the walk reaches it.

    >>> [f for f, _ in objects("kinds", [{"id": "a"}, {"id": "b"}])]
    ['kinds[0]', 'kinds[1]']
    >>> list(objects("kinds", [{}, 3]))  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    explorer.engine.errors.VariantError: The variant's kinds[1] must be a mapping ..., not 3.
    """
    for index, item in enumerate(items):
        item_field = f"{field}[{index}]"
        if not isinstance(item, Mapping):
            raise VariantError(Message("engine.variant.error.object", field=item_field,
                                       value=shown(item)))
        yield item_field, item


def check_size(value: Any, field: str, lang: str = "en") -> None:
    """`VariantError` naming `field` if `value` (what JSON gives, or any Python value: its
    mappings, lists, tuples and sets) nests deeper than `DEPTH_LIMIT` or holds more than
    `SIZE_LIMIT` values and characters; walked without recursion, so any value is measured.

    >>> check_size([[[0]]], "deck")
    >>> deep: list[object] = []
    >>> for _ in range(2000): deep = [deep]
    >>> check_size(deep, "deck")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    explorer.engine.errors.VariantError: The variant's deck is nested more than 100 deep: ...
    """
    reason = excess(value)
    if reason is not None:
        key = "whole" if field == "variant" else "too"  # the whole text, not one field of it
        raise VariantError(Message(f"engine.variant.error.{key}_{reason}", field=field,
                                   limit=DEPTH_LIMIT if reason == "deep" else SIZE_LIMIT), lang)


def _merged(old: Any, new: Any) -> Any:
    """`new` over `old`: mappings key by key (nested ones too), anything else replaced."""
    if not (isinstance(old, Mapping) and isinstance(new, Mapping)):
        return new
    out = dict(old)
    for key, value in new.items():
        out[key] = _merged(old.get(key), value)
    return out


def check_number(field: str, value: Any, low: int, high: int) -> None:
    """`VariantError` naming `field` unless `value` is a whole number from `low` to `high`
    (a content class's check of one of its numbers)."""
    if type(value) is not int:
        raise VariantError(Message("engine.variant.error.number", field=field, n=1,
                                   value=shown(value)))
    if not low <= value <= high:
        raise VariantError(Message("engine.variant.error.range", field=field,
                                   value=shown(value), low=low, high=high))


def variant(game: str | Game[Any], **changes: Any) -> Variant:
    """The published variant of `game` (its printed content and recommended readings), with
    `changes` (options or content fields, as `Variant.replace`) if any."""
    g = _game(game)
    published = Variant(g.name, g.make_options(g.default_players))
    return published.replace(**changes) if changes else published


def as_variant(game: Game[Any], value: Any, lang: str = "en") -> Variant:
    """`value` (a `Variant` or its dict) as a variant of `game`; `VariantError` if it is of
    another game or impossible."""
    if isinstance(value, Variant):
        if value.game != game.name:
            raise VariantError(Message("engine.variant.error.game", value=shown(value.game),
                                       game=game.title), lang)
        return value
    return Variant.from_dict(game, value, lang=lang)


def variant_options(game: Game[Any], players: int, value: Any,
                    overrides: Mapping[str, Any] | None = None) -> Any:
    """The options value to play `value` (a `Variant`, its dict, or `None`: the published
    game) with `players`, the options in `overrides` given on top (`OptionError` for a bad
    one, as `Game.make_options`; the options are checked again with the content, for a range
    that depends on it, as Citadels' city size on its districts)."""
    if value is None:
        return game.make_options(players, **(overrides or {}))
    v = as_variant(game, value)
    options = game.make_options(players, **{**v.changed_options(), **(overrides or {})})
    if v.content is None:
        return options
    return game.check_options(with_content(options, v.content), players)


def with_content(options: Any, content: Any) -> Any:
    """`options` with the content `content` (`options` itself for a game without content)."""
    name = content_field(options)
    return options if name is None else dataclasses.replace(options, **{name: content})


__all__ = ["Variant", "as_variant", "check_number", "check_size", "content_field",
           "content_from_dict", "objects", "variant", "variant_options", "with_content"]
