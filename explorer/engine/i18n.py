"""Text in several languages: the message catalogue, localized values, and the helpers for
plurals, lists and punctuation.

Every user-visible string lives in the catalogue under a dotted key, one template per language.
Code builds `Message(key, **params)` values and renders them late, in the language the user
picked, so a language switch re-renders everything without recomputing the game.

The text is data: every package folder with text has a `locale/` folder holding one JSON
catalogue per language (`locale/en.json`, `locale/ja.json`: its messages by key, and its rules'
titles and paraphrases by rule id), and this module loads every shipped catalogue when it is
imported, so any key renders without importing the module that uses it. JSON because the
standard library reads it everywhere the package runs (JupyterLite's Pyodide too) with no
compilation step, and a translator can edit it as plain text; `python -m
tools.extract_catalogues` moves text still registered from Python into the files.

The set of languages is data too: English and Japanese are registered here with their plural
rule; `register_language` adds another (and loads the shipped `locale/<code>.json` files there
are for it), `load_catalogues(folder)` loads a folder of catalogues from outside the package,
and `register_messages({key: (en, ja)})` or `register_catalogue(lang, {key: text})` add
templates from code (a notebook's own game, a test). No code branches on a language:
a list's separators, a colon, a space between words or a parenthesis are catalogue entries
(`engine.list.*`, `engine.punct.*`), and a plural is a format spec, `{n:card|cards}` (the
forms in the order of the language's plural categories; Japanese needs none).

This module must not import anything else from `explorer`.
"""

from __future__ import annotations

import json
import os
import string
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from types import MappingProxyType
from typing import Any, Protocol, runtime_checkable

#: The languages the package ships, in the order of `register_messages` pairs.
LANGUAGES: tuple[str, ...] = ("en", "ja")


@dataclass(frozen=True)
class Language:
    """A language as data: its code, its name in itself, and its plural rule (the index of
    the form to use for a count: English 0 for one, 1 for any other; Japanese always 0)."""

    code: str
    name: str
    plural: Callable[[int], int]


_LANGUAGES: dict[str, Language] = {}
#: lang -> key -> template
_TEXTS: dict[str, dict[str, str]] = {}
#: lang -> English text -> translation, for `Text` values (card names, titles) beyond en/ja
_TEXT_VALUES: dict[str, dict[str, str]] = {}
#: lang -> rule id -> (title, paraphrase)
_RULE_TEXTS: dict[str, dict[str, tuple[str, str]]] = {}
#: The folders of catalogues loaded so far, in order (a language registered later is looked
#: for in each).
_FOLDERS: list[Traversable] = []
#: Bumped by every change to the languages or catalogues (see `catalogue_version`).
_VERSION = [0]

#: The name of a package folder's catalogue folder.
LOCALE_FOLDER = "locale"


def catalogue_version() -> int:
    """A number that changes whenever a language or a template is added, replaced or removed:
    a cache of rendered texts keyed on it never serves a text from an older catalogue."""
    return _VERSION[0]


def register_language(language: Language) -> None:
    """Add a language (its templates come with `register_catalogue`)."""
    _LANGUAGES[language.code] = language
    _TEXTS.setdefault(language.code, {})
    _TEXT_VALUES.setdefault(language.code, {})
    _RULE_TEXTS.setdefault(language.code, {})
    _VERSION[0] += 1
    for folder in _FOLDERS:
        _load_file(folder, language.code)


def unregister_language(code: str) -> None:
    """Remove a language added with `register_language` (not a shipped one)."""
    if code in LANGUAGES:
        raise ValueError(f"{code!r} is a shipped language")
    for table in (_LANGUAGES, _TEXTS, _TEXT_VALUES, _RULE_TEXTS):
        table.pop(code, None)
    _VERSION[0] += 1


def languages() -> tuple[str, ...]:
    """Every registered language code, the shipped ones first."""
    return tuple(_LANGUAGES)


def check_lang(lang: str) -> str:
    """Return `lang` if it is a registered language, else raise `LanguageError` (a
    `ValueError`; its message is in English, as no language was validly chosen).

    >>> check_lang("ja")
    'ja'
    """
    if isinstance(lang, str) and lang in _LANGUAGES:
        return lang
    raise LanguageError(Message("engine.error.language", lang=shown(lang),
                                names=Join(_LANGUAGES, alternatives=True)))


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
        if not (isinstance(pair, tuple) and len(pair) == len(LANGUAGES)):
            raise TypeError(f"message {key!r} must be an (en, ja) pair")
        old = tuple(_TEXTS[lang].get(key) for lang in LANGUAGES)
        if old != (None,) * len(LANGUAGES) and old != pair:
            raise ValueError(f"message {key!r} is registered twice with different texts")
        for lang, text in zip(LANGUAGES, pair, strict=True):
            _TEXTS[lang][key] = text
    _VERSION[0] += 1


def register_catalogue(lang: str, messages: Mapping[str, str],
                       texts: Mapping[str, str] | None = None) -> None:
    """Add templates in a registered language: `messages` by catalogue key, and optionally
    `texts`, translations of `Text` values by their English wording (a value with none is
    shown in English)."""
    check_lang(lang)
    _TEXTS[lang].update(messages)
    _TEXT_VALUES[lang].update(texts or {})
    _VERSION[0] += 1


def register_rule(rule_id: str, title: tuple[str, str], text: tuple[str, str]) -> None:
    """Add a rule's title and paraphrase, each an (English, Japanese) pair (`events.Rule`
    reads them back); a rule may be registered only once with one text."""
    entries = {lang: (t, x) for lang, t, x in zip(LANGUAGES, title, text, strict=True)}
    for lang, entry in entries.items():
        _check_same(_RULE_TEXTS[lang], rule_id, entry, "rule")
    for lang, entry in entries.items():
        _RULE_TEXTS[lang][rule_id] = entry
    _VERSION[0] += 1


def rule_ids() -> tuple[str, ...]:
    """Every rule id with a title and paraphrase, in the order they were loaded."""
    return tuple(_RULE_TEXTS[LANGUAGES[0]])


def has_rule(rule_id: str) -> bool:
    """Whether `rule_id` is a rule with a title and paraphrase (without building any rule).

    >>> has_rule("engine.setup"), has_rule("engine.nothing")
    (True, False)
    """
    return rule_id in _RULE_TEXTS[LANGUAGES[0]]


def rule_texts(rule_id: str, lang: str) -> tuple[str, str]:
    """The title and paraphrase of a rule in `lang` (in English where `lang` has none)."""
    texts = _RULE_TEXTS[check_lang(lang)]
    found = texts.get(rule_id) or _RULE_TEXTS[LANGUAGES[0]].get(rule_id)
    if found is None:
        raise KeyError(f"no rule {rule_id!r} is registered")
    return found


def _check_same(table: Mapping[str, Any], key: str, value: Any, what: str,
                where: str = "") -> None:
    old = table.get(key)
    if old is not None and old != value:
        raise ValueError(f"{what} {key!r} is registered twice with different texts{where}")


def load_catalogues(folder: Traversable | str | os.PathLike[str]) -> None:
    """Load a folder of catalogues: `<lang>.json` for each registered language it has (a
    language registered later is loaded from it then).

    A catalogue is a JSON object with `"messages"` (key: template), and optionally `"rules"`
    (rule id: `{"title": ..., "text": ...}`) and `"texts"` (the English wording of a `Text`
    value, such as a card's name: its translation, for a language other than English and
    Japanese). A key that is already loaded with another text is a `ValueError` naming the
    file, and nothing of that file is loaded.
    """
    if isinstance(folder, (str, os.PathLike)):
        folder = Path(folder)
    if not folder.is_dir():
        raise ValueError(f"no catalogue folder {folder}")
    if any(str(seen) == str(folder) for seen in _FOLDERS):
        return
    for lang in tuple(_LANGUAGES):
        _load_file(folder, lang)
    _FOLDERS.append(folder)  # only once loaded: a refused folder may be fixed and loaded again


def _load_file(folder: Traversable, lang: str) -> None:
    file = folder / f"{lang}.json"
    if not file.is_file():
        return
    try:
        data = json.loads(file.read_text(encoding="utf-8"))
    except ValueError as exc:
        raise ValueError(f"{file}: not JSON ({exc})") from None
    messages, rules, texts = _sections(data, str(file))
    where = f" (in {file})"
    for key, text in messages.items():
        _check_same(_TEXTS[lang], key, text, "message", where)
    for rule_id, entry in rules.items():
        _check_same(_RULE_TEXTS[lang], rule_id, entry, "rule", where)
    _TEXTS[lang].update(messages)
    _RULE_TEXTS[lang].update(rules)
    if lang not in LANGUAGES:  # a `Rule`'s title and text are `Text` values: by wording
        english = _RULE_TEXTS[LANGUAGES[0]]
        for rule_id, translated in rules.items():
            if rule_id in english:
                _TEXT_VALUES[lang].update(zip(english[rule_id], translated, strict=True))
    _TEXT_VALUES[lang].update(texts)
    _VERSION[0] += 1


def _sections(data: Any, file: str
              ) -> tuple[dict[str, str], dict[str, tuple[str, str]], dict[str, str]]:
    """A catalogue's messages, rules and texts, checked: anything else is a `ValueError`."""
    def strings(table: Any, name: str) -> dict[str, str]:
        if not (isinstance(table, dict)
                and all(isinstance(v, str) for v in table.values())):
            raise ValueError(f"{file}: {name!r} must map names to strings")
        return table

    if not isinstance(data, dict) or not set(data) <= {"messages", "rules", "texts"}:
        raise ValueError(f"{file}: a catalogue is an object of 'messages', 'rules' and 'texts'")
    rules: dict[str, tuple[str, str]] = {}
    table = data.get("rules", {})
    if not isinstance(table, dict):
        raise ValueError(f"{file}: 'rules' must map rule ids to a title and a text")
    for rule_id, entry in table.items():
        pair = strings(entry, f"rules.{rule_id}")
        if set(pair) != {"title", "text"}:
            raise ValueError(f"{file}: rule {rule_id!r} needs a 'title' and a 'text'")
        rules[rule_id] = (pair["title"], pair["text"])
    return (strings(data.get("messages", {}), "messages"), rules,
            strings(data.get("texts", {}), "texts"))


def _locale_folders(folder: Traversable) -> Iterator[Traversable]:
    """Every catalogue folder under `folder`, in name order."""
    for entry in sorted(folder.iterdir(), key=lambda entry: entry.name):
        if not entry.is_dir() or entry.name.startswith(("_", ".")):
            continue
        if entry.name == LOCALE_FOLDER:
            yield entry
        else:
            yield from _locale_folders(entry)


def catalogue() -> Mapping[str, tuple[str, str]]:
    """Every registered message as its (English, Japanese) pair."""
    en, ja = _TEXTS["en"], _TEXTS["ja"]
    return {key: (text, ja.get(key, "")) for key, text in en.items()}


def has_message(key: str) -> bool:
    return key in _TEXTS["en"]


def template(key: str, lang: str) -> str:
    """The raw template of `key` in `lang`."""
    try:
        texts = _TEXTS[lang]
    except KeyError:
        check_lang(lang)
        raise
    try:
        return texts[key]
    except KeyError:
        raise KeyError(f"no message {key!r} in the {lang} catalogue") from None


def placeholders(text: str) -> set[str]:
    """The named fields of a format string.

    >>> sorted(placeholders("{player} took {n} gold, {n:card|cards}"))
    ['n', 'player']
    """
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


class _Plurals(string.Formatter):
    """Formats `{n:one|other}` by the language's plural rule; other fields as `str.format`."""

    def __init__(self, lang: str) -> None:
        self.rule = _LANGUAGES[lang].plural

    def format_field(self, value: Any, format_spec: str) -> str:
        if "|" in format_spec:
            forms = format_spec.split("|")
            return forms[min(self.rule(int(value)), len(forms) - 1)]
        return str(format(value, format_spec))


def plural(n: int, forms: str, lang: str) -> str:
    """The form of `forms` ("one|other" in `lang`'s order) that goes with the count `n`.

    >>> plural(1, "card|cards", "en"), plural(3, "card|cards", "en"), plural(3, "枚", "ja")
    ('card', 'cards', '枚')
    """
    return _Plurals(check_lang(lang)).format_field(n, forms + "|")


def other_language(lang: str) -> str:
    """The language a second label is shown in (a card's name under the chosen one): Japanese
    under English, English under anything else."""
    return LANGUAGES[1] if lang == LANGUAGES[0] else LANGUAGES[0]


def punct(name: str, lang: str) -> str:
    """A piece of punctuation in `lang`: `colon`, `space` (between words), `list` (between the
    items of a list), `sentences` (between two sentences).

    >>> punct("colon", "en"), punct("colon", "ja")
    (': ', '：')
    """
    return tr(f"engine.punct.{name}", lang)


def join_words(parts: Iterable[str], lang: str) -> str:
    """Words or phrases side by side: with a space in English, none in Japanese."""
    return punct("space", lang).join(parts)


def join_sentences(parts: Iterable[str], lang: str) -> str:
    """Sentences or clauses in a row, with the language's separator."""
    return punct("sentences", lang).join(parts)


def aside(text: str, note: str, lang: str) -> str:
    """`text` with `note` in parentheses: "Wizard (W)" / 「魔術師（W）」."""
    return tr("engine.punct.aside", lang, text=text, note=note)


@runtime_checkable
class Localized(Protocol):
    """Anything that can name itself in a language (cards, players, messages)."""

    def label(self, lang: str) -> str: ...


def localize(value: Any, lang: str) -> str:
    """Render one message parameter in `lang`."""
    if isinstance(value, str):
        return value
    kind = type(value)
    if kind is int or kind is float:  # exact types: an IntEnum may have its own label
        return str(value)
    # Cards, players and messages have `label` on their class: asked first, since the
    # Protocol check inspects the class again at every call (most of a button's cost).
    if hasattr(kind, "label") or isinstance(value, (Localized, Text)):
        return str(value.label(lang))
    if isinstance(value, bool):
        return tr("engine.yes" if value else "engine.no", lang)
    return str(value)


def tr(key: str, lang: str, /, **params: Any) -> str:
    """Render catalogue entry `key` in `lang` with its parameters."""
    text = template(key, lang)
    if not params:
        return text
    if "|" in text:  # a plural field: counts stay numbers for the plural rule
        values = {name: v if isinstance(v, int) and not isinstance(v, bool)
                  else localize(v, lang) for name, v in params.items()}
        return _Plurals(lang).vformat(text, (), values)
    return text.format(**{name: localize(v, lang) for name, v in params.items()})


class Message:
    """A catalogue key with parameters, rendered late in any language.

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


class LateMessage(Message):
    """A `Message` made on first read: `make(*args)` returns the message, called once, when
    its key or parameters are first read (to print, compare, hash or pickle it), never if
    nobody reads them. A bot's reason is one: whole games of bots (`simulate`, the bench)
    never read theirs, and making it cost a tenth of the heuristic's decision. It reads,
    compares, hashes, prints and pickles as the message `make` returns.

    >>> register_messages({"doc.late": ("{n} made", "{n}個")})
    >>> made = []
    >>> m = LateMessage(lambda n: made.append(n) or Message("doc.late", n=n), 3)
    >>> made
    []
    >>> m.label("en"), m == Message("doc.late", n=3), m, made
    ('3 made', True, Message('doc.late', n=3), [3])
    """

    __slots__ = ("_make", "_args")

    def __init__(self, make: Callable[..., Message], /, *args: Any) -> None:
        self._make: Callable[..., Message] | None = make
        self._args = args

    def __getattr__(self, name: str) -> Any:
        # Only the unset `_key` and `_params` slots get here (the first read of either): made
        # now, then read as a `Message`'s from then on.
        make = self._make
        if make is None or name not in ("_key", "_params"):
            raise AttributeError(name)
        made = make(*self._args)
        self._key, self._params = made.key, dict(made.params)
        self._make, self._args = None, ()
        return getattr(self, name)


@dataclass(frozen=True, slots=True)
class Text(Mapping[str, str]):
    """A string in English and Japanese (a value such as a card name); indexable by language
    code or callable with it. The package's own come from the catalogues (`Text.of(key)`),
    so another language shows its template for that key; one built from two strings is shown
    as that language's catalogue translates its English wording (`"texts"`), else in English.

    >>> t = Text("King", "国王")
    >>> t["ja"], t("en"), t.en, Text.of("engine.yes").ja
    ('国王', 'King', 'King', 'はい')
    """

    en: str
    ja: str
    #: The catalogue key it was read from (`Text.of`); not part of its value.
    key: str | None = field(default=None, compare=False, repr=False)

    @classmethod
    def of(cls, key: str) -> Text:
        """The catalogue entry `key` as a value (a card's name, a scenario's title): its
        English and Japanese templates as they are, and in another language that one's."""
        return cls(template(key, LANGUAGES[0]), template(key, LANGUAGES[1]), key)

    def label(self, lang: str) -> str:
        if lang == LANGUAGES[0]:
            return self.en
        if lang == LANGUAGES[1]:
            return self.ja
        if self.key is not None and self.key in _TEXTS[check_lang(lang)]:
            return _TEXTS[lang][self.key]
        return _TEXT_VALUES[check_lang(lang)].get(self.en, self.en)

    def __call__(self, lang: str) -> str:
        return self.label(check_lang(lang))

    def __getitem__(self, lang: str) -> str:
        if lang not in _LANGUAGES:
            raise KeyError(lang)
        return self.label(lang)

    def __iter__(self) -> Iterator[str]:
        return iter(LANGUAGES)

    def __len__(self) -> int:
        return len(LANGUAGES)

    def __str__(self) -> str:
        return self.en


class Join:
    """A localized list: "a, b and c" / 「a、b、c」; with `alternatives=True`, "a, b or c" /
    「a、b、cのいずれか」 (the catalogue's `engine.list.*` templates).

    >>> Join(["x", "y", "z"]).label("en"), Join(["x", "y"], alternatives=True).label("ja")
    ('x, y and z', 'x、yのいずれか')
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
        head = punct("list", lang).join(parts[:-1])
        key = "engine.list.or" if self.alternatives else "engine.list.and"
        return tr(key, lang, head=head, last=parts[-1])

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

    def __reduce__(self) -> tuple[Any, ...]:
        # Rebuilt from the reason, not the rendered text: an error raised in a worker process
        # (a simulation's game) reaches the caller whole.
        return (type(self), (self.reason, self.lang))


class LanguageError(ExplorerError):
    """A language that is not registered (its message is in English)."""


register_language(Language("en", "English", lambda n: 0 if n == 1 else 1))
register_language(Language("ja", "日本語", lambda n: 0))


# Every catalogue the package ships (`explorer/**/locale/<lang>.json`).
for _folder in _locale_folders(resources.files((__package__ or __name__).partition(".")[0])):
    load_catalogues(_folder)


#: The environment variable that picks the commands' language (`en` or `ja`).
LANG_VARIABLE = "EXPLORER_LANG"


def command_line_languages(argv: Sequence[str],
                           environ: Mapping[str, str] | None = None
                           ) -> tuple[tuple[str, ...], list[str]]:
    """The languages a command prints its help and messages in, and `argv` without `--lang`.

    `--lang en` or `--lang ja` (anywhere on the line) decides; else `EXPLORER_LANG`; else a
    Japanese locale (`LC_ALL`, `LC_MESSAGES` or `LANG` starting with `ja`) gives Japanese; else
    every language, one line each: many machines say English (or nothing, `C.UTF-8`) whatever
    their users read, so only an explicit choice or a Japanese locale narrows the output.

    >>> command_line_languages(["--lang", "ja", "lab"], {})
    (('ja',), ['lab'])
    >>> command_line_languages(["lab"], {"LANG": "C.UTF-8"})
    (('en', 'ja'), ['lab'])
    """
    env = os.environ if environ is None else environ
    rest, chosen = list(argv), env.get(LANG_VARIABLE, "")
    for index, arg in enumerate(rest):
        if arg == "--lang" and index + 1 < len(rest):
            chosen = rest[index + 1]
            del rest[index:index + 2]
            break
        if arg.startswith("--lang="):
            chosen = arg.partition("=")[2]
            del rest[index]
            break
    if chosen in LANGUAGES:
        return (chosen,), rest
    locale = next((env[name] for name in ("LC_ALL", "LC_MESSAGES", "LANG") if env.get(name)), "")
    return (("ja",) if locale.startswith("ja") else LANGUAGES), rest


def in_languages(key: str, langs: Iterable[str], **params: Any) -> str:
    """The message `key` in each of `langs`, one line each."""
    return "\n".join(tr(key, lang, **params) for lang in langs)


def take_lang_option(argv: Sequence[str]) -> list[str]:
    """`argv` without its `--lang` option, which is kept for the rest of the command (and the
    commands it runs) in `EXPLORER_LANG`: what a command's entry point calls first."""
    chosen, rest = command_line_languages(argv)
    if len(rest) != len(argv) and len(chosen) == 1:
        os.environ[LANG_VARIABLE] = chosen[0]
    return rest


def cli_text(key: str, **params: Any) -> str:
    """A command line's message in its languages (`command_line_languages`), one line each."""
    return in_languages(key, command_line_languages(())[0], **params)


def cli_help(key: str, **params: Any) -> str:
    """An option's help in the command line's languages, joined by " / " (a `%` doubled, as
    argparse's help strings want)."""
    return " / ".join(tr(key, lang, **params)
                      for lang in command_line_languages(())[0]).replace("%", "%%")
