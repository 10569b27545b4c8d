"""Bilingual text: the message catalogue, localized values and `Text` pairs.

Every user-visible string lives in the catalogue as an (English, Japanese) pair under a dotted
key. Code builds `Message(key, **params)` values and renders them late, in the language the user
picked, so a language switch re-renders everything without recomputing the game.

This module must not import anything else from `explorer`.
"""

from __future__ import annotations

import string
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Protocol, runtime_checkable

LANGUAGES: tuple[str, ...] = ("en", "ja")

_CATALOGUE: dict[str, tuple[str, str]] = {}


def check_lang(lang: str) -> str:
    """Return `lang` if it is a supported language, else raise `LanguageError` (a
    `ValueError`; its message is in English, as no language was validly chosen).

    >>> check_lang("ja")
    'ja'
    """
    if lang == "en" or lang == "ja":
        return lang
    raise LanguageError(Message("engine.error.language", lang=shown(lang)))


def shown(value: Any, limit: int = 60) -> str:
    """A short rendering of a bad value for an error message: never raises, never huge (a
    5,000-digit integer, a deeply nested list or a megabyte string are summarised).

    >>> shown(2**70), shown(10**5000), shown("x" * 100)[-4:]
    ('1180591620717411303424', '<an integer of about 5001 digits>', "...'")
    """
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 256:
        return f"<an integer of about {int(value.bit_length() * 0.30103) + 1} digits>"
    try:
        text = repr(value)
    except (RecursionError, ValueError):
        return f"<a deeply nested {type(value).__name__}>"
    if len(text) <= limit:
        return text
    end = text[-1] if text[-1] in "'\"])}" else ""
    return text[: limit - 3 - len(end)] + "..." + end


def register_messages(messages: Mapping[str, tuple[str, str]]) -> None:
    """Add (English, Japanese) pairs to the catalogue; a key may be registered only once
    with one value."""
    for key, pair in messages.items():
        if not (isinstance(pair, tuple) and len(pair) == 2):
            raise TypeError(f"message {key!r} must be an (en, ja) pair")
        old = _CATALOGUE.get(key)
        if old is not None and old != pair:
            raise ValueError(f"message {key!r} is registered twice with different texts")
        _CATALOGUE[key] = pair


def catalogue() -> Mapping[str, tuple[str, str]]:
    """A read-only view of every registered message."""
    return dict(_CATALOGUE)


def has_message(key: str) -> bool:
    return key in _CATALOGUE


def template(key: str, lang: str) -> str:
    """The raw template of `key` in `lang`."""
    try:
        pair = _CATALOGUE[key]
    except KeyError:
        raise KeyError(f"no message {key!r} in the catalogue") from None
    if lang == "en":
        return pair[0]
    if lang == "ja":
        return pair[1]
    check_lang(lang)
    raise AssertionError("unreachable")


def placeholders(text: str) -> set[str]:
    """The named fields of a format string.

    >>> sorted(placeholders("{player} took {n} gold"))
    ['n', 'player']
    """
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@runtime_checkable
class Localized(Protocol):
    """Anything that can name itself in a language (cards, players, messages)."""

    def label(self, lang: str) -> str: ...


def localize(value: Any, lang: str) -> str:
    """Render one message parameter in `lang`."""
    if isinstance(value, str):
        return value
    if isinstance(value, (Localized, Text)):
        return value.label(lang)
    if isinstance(value, bool):
        return tr("engine.yes" if value else "engine.no", lang)
    return str(value)


def tr(key: str, lang: str, /, **params: Any) -> str:
    """Render catalogue entry `key` in `lang` with its parameters."""
    text = template(key, lang)
    if not params:
        return text
    return text.format(**{name: localize(v, lang) for name, v in params.items()})


class Message:
    """A catalogue key with parameters, rendered late in either language.

    >>> register_messages({"doc.greet": ("Hello {who}", "{who}さん、こんにちは")})
    >>> m = Message("doc.greet", who="Aya")
    >>> m.label("en"), m.label("ja")
    ('Hello Aya', 'Ayaさん、こんにちは')
    """

    # A `Message` is a value that logs and matches share: `key` and `params` are read-only
    # (the slots are private and `params` is a read-only view), and creating one stays as
    # cheap as two slot stores, since `apply` makes several per step.
    __slots__ = ("_key", "_params")

    def __init__(self, key: str, /, **params: Any) -> None:
        self._key = key
        self._params = params

    @property
    def key(self) -> str:
        return self._key

    @property
    def params(self) -> Mapping[str, Any]:
        """The parameters, as a read-only mapping."""
        return MappingProxyType(self._params)

    def __reduce__(self) -> tuple[Any, ...]:
        return (_message, (self._key, dict(self._params)))

    def label(self, lang: str) -> str:
        return tr(self._key, lang, **self._params)

    @property
    def text(self) -> Text:
        return Text(self.label("en"), self.label("ja"))

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Message) and self._key == other._key
            and self._params == other._params
        )

    def __hash__(self) -> int:
        return hash((self._key, tuple(sorted(self._params))))

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self._params.items())
        return f"Message({self._key!r}{args})"


def _message(key: str, params: dict[str, Any]) -> Message:
    return Message(key, **params)


@dataclass(frozen=True, slots=True)
class Text(Mapping[str, str]):
    """A string in both languages; indexable by language code or callable with it.

    >>> t = Text("King", "国王")
    >>> t["ja"], t("en"), t.en
    ('国王', 'King', 'King')
    """

    en: str
    ja: str

    def label(self, lang: str) -> str:
        return self.ja if lang == "ja" else self.en

    def __call__(self, lang: str) -> str:
        return self.label(check_lang(lang))

    def __getitem__(self, lang: str) -> str:
        if lang not in LANGUAGES:
            raise KeyError(lang)
        return self.label(lang)

    def __iter__(self) -> Iterator[str]:
        return iter(LANGUAGES)

    def __len__(self) -> int:
        return len(LANGUAGES)

    def __str__(self) -> str:
        return self.en


class Join:
    """A localized list: "a, b and c" / "a、b、c"; with `alternatives=True`, "a, b or c" /
    "a、b、またはc".

    >>> Join(["x", "y", "z"]).label("en"), Join(["x", "y"], alternatives=True).label("ja")
    ('x, y and z', 'x、またはy')
    """

    __slots__ = ("_alternatives", "_items")

    def __init__(self, items: Iterable[Any], *, alternatives: bool = False) -> None:
        self._items = tuple(items)
        self._alternatives = alternatives

    @property
    def items(self) -> tuple[Any, ...]:
        return self._items

    @property
    def alternatives(self) -> bool:
        return self._alternatives

    def __reduce__(self) -> tuple[Any, ...]:
        return (_join, (self._items, self._alternatives))

    def label(self, lang: str) -> str:
        parts = [localize(item, lang) for item in self.items]
        if len(parts) <= 1:
            return "".join(parts)
        if lang == "ja":
            if self.alternatives:
                return "、".join(parts[:-1]) + "、または" + parts[-1]
            return "、".join(parts)
        word = " or " if self.alternatives else " and "
        return ", ".join(parts[:-1]) + word + parts[-1]

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Join)
            and self.items == other.items
            and self.alternatives == other.alternatives
        )

    def __hash__(self) -> int:
        return hash((self.items, self.alternatives))

    def __repr__(self) -> str:
        return f"Join({list(self.items)!r})"


def _join(items: tuple[Any, ...], alternatives: bool) -> Join:
    return Join(items, alternatives=alternatives)


# The errors live here, not in `errors`, because `check_lang` raises one (`errors` re-exports
# them with the others).


class ExplorerError(ValueError):
    """Base of every error this package raises on bad input. `str()` is in the chosen language;
    `.reason` is the bilingual `Message`, `.text` both renderings."""

    def __init__(self, reason: Message, lang: str = "en") -> None:
        self.reason = reason
        self.lang = check_lang(lang)
        super().__init__(reason.label(self.lang))

    @property
    def text(self) -> Text:
        return self.reason.text

    def in_language(self, lang: str) -> str:
        return self.reason.label(check_lang(lang))


class LanguageError(ExplorerError):
    """A language that is not `en` or `ja` (its message is in English)."""



register_messages(
    {
        "engine.yes": ("yes", "はい"),
        "engine.no": ("no", "いいえ"),
    }
)
