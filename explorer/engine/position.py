"""Positions: a game state as a value that saves to JSON, loads back and is checked against the
game's own rules; share codes, short texts that carry a match record or a position.

A state is a frozen dataclass of tuples, enums, ints, strings and `Rng`s. `encode` turns it into
plain JSON values; `decode` rebuilds it from the type hints of the state's class, so a game needs
no hand-written save format (the failure OpenSpiel issue #1277 describes: a save that lost whose
turn it was). `check_position` refuses a state that the rules could not have produced as far as
the engine can tell: cards not conserved, a seat out of range, someone to act with nothing to do,
plus whatever the game's own `Game.position_problem` says.

This module must not import any game.
"""

from __future__ import annotations

import base64
import binascii
import dataclasses
import enum
import functools
import json
import operator
import types
import typing
import zlib
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .errors import OptionError, RecordError, UnknownGameError
from .i18n import Join, Message, check_lang, shown
from .limits import SIZE_LIMIT
from .registry import load_game
from .rng import Rng

POSITION_FORMAT = "explorer.position/1"
SHARE_PREFIX = "EX1"
#: The longest share code read, in characters: the codes this explorer writes for whole games
#: stay under 2,000 (a timeline of thousands of moves under 100,000).
SHARE_LIMIT = 100_000
#: The most bytes a share code may inflate to (its compact JSON): real codes hold a few kB.
SHARE_RAW_LIMIT = SIZE_LIMIT


def read_json(text: Any, lang: str) -> Any:
    """The JSON value of a record's text, or `RecordError` in `lang` saying what is wrong with
    it (not text, not JSON, nested too deeply, a number of thousands of digits)."""
    check_lang(lang)

    def fail(detail: Message) -> RecordError:
        return RecordError(Message("engine.error.record", detail=detail), lang)

    if not isinstance(text, (str, bytes, bytearray)):
        raise fail(Message("engine.record.not_text", value=shown(text)))
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise fail(Message("engine.record.json", line=exc.lineno, column=exc.colno)) from None
    except RecursionError:
        raise fail(Message("engine.record.too_deep")) from None
    except (TypeError, ValueError):  # bad bytes, a number of thousands of digits
        raise fail(Message("engine.record.json_other")) from None


class PositionError(RecordError):
    """A position the game's rules could not have produced (or that they refuse to continue
    from). The reason says which rule or count is broken, in both languages."""


# -- state <-> JSON values ---------------------------------------------------------------------


def encode(value: Any) -> Any:
    """A state (or any part of it) as JSON values: dataclasses become objects, tuples lists,
    enums their values and a generator its integer state.

    >>> encode((Rng(5), None, (1, "a")))
    [5, None, [1, 'a']]
    """
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, int):
        return value
    if isinstance(value, (tuple, list)):
        return [encode(item) for item in value]
    if isinstance(value, Rng):
        return value.state
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return _encoder(type(value))(value)
    raise TypeError(f"cannot save a {type(value).__name__} in a position")


Encoder = Callable[[Any], Any]


@functools.cache
def _encoder(kind: Any) -> Encoder:
    """A writer for values of type `kind`, built once per type (the mirror of `_decoder`)."""
    origin = typing.get_origin(kind)
    if origin is typing.Union or origin is types.UnionType:
        options = [a for a in typing.get_args(kind) if a is not type(None)]
        if len(options) == 1:
            inner = _encoder(options[0])
            return lambda value: None if value is None else inner(value)
        return encode
    if origin is tuple:
        args = typing.get_args(kind)
        if len(args) == 2 and args[1] is Ellipsis:
            if _enum_table(args[0]) is not None:
                # Cards: the hot case, one comprehension without a call per card.
                return lambda value: [None if x is None else x.value for x in value]
            item = _encoder(args[0])
            return lambda value: [item(x) for x in value]
        items = [_encoder(a) for a in args]
        return lambda value: [f(x) for f, x in zip(items, value, strict=True)]
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        return _enum_value
    if kind is Rng:
        return _rng_state
    if kind is int:
        return int
    if kind is str:
        return str
    if kind in (bool, type(None)):
        return _same
    if isinstance(kind, type) and dataclasses.is_dataclass(kind):
        hints = _hints(kind)
        fields = dataclasses.fields(kind)
        # A game's content (a variant's cards and numbers) is written only when it is not the
        # published game's, so that a published position reads as it always has.
        contents = tuple((f.name, f.default) for f in fields if f.metadata.get("content"))
        names = tuple(f.name for f in fields if not f.metadata.get("content"))
        values = operator.attrgetter(*names)
        writers: list[Encoder] = []

        def record(value: Any) -> Any:
            if not writers:
                writers.extend(_encoder(hints[n]) for n in names)
            got = values(value) if len(names) > 1 else (values(value),)
            out = dict(zip(names, [w(v) for w, v in zip(writers, got, strict=True)],
                           strict=True))
            for name, published in contents:
                content = getattr(value, name)
                if content != published:
                    out[name] = _encoder(hints[name])(content)
            return out
        return record
    return encode


def _same(value: Any) -> Any:
    return value


def _enum_value(value: Any) -> Any:
    return value.value


def _rng_state(value: Any) -> Any:
    return value.state


class _Bad(Exception):
    """A JSON value that does not fit the state's type; containers add where it sits on the
    way out (so that reading a good state builds no path strings)."""

    def __init__(self, detail: Message) -> None:
        super().__init__(detail)
        self.detail = detail
        self.where: list[str] = []

    def within(self, part: str) -> _Bad:
        self.where.append(part)
        return self

    def message(self) -> Message:
        """Where (a path such as `state.hands[1]`) and what, in both languages."""
        return Message("engine.position.bad", where="state" + "".join(reversed(self.where)),
                       detail=self.detail)

    def __str__(self) -> str:
        return self.message().label("en")


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def decode(kind: Any, data: Any) -> Any:
    """Rebuild a value of type `kind` from `encode`'s output; raises `RecordError` saying where
    the data does not fit.

    >>> decode(tuple[int, ...], [1, 2])
    (1, 2)
    """
    try:
        return _decoder(kind)(data)
    except _Bad as exc:
        raise RecordError(Message("engine.error.record", detail=exc.message())) from None


Decoder = Callable[[Any], Any]


def _show(data: Any) -> str:
    return shown(data, 40)


def _kind(kind: type) -> Message:
    return Message(f"engine.record.kind.{kind.__name__}")


@functools.cache
def _decoder(kind: Any) -> Decoder:
    """A reader for values of type `kind`, built once per type (reading a state is then a
    walk of prepared closures rather than type inspection at every value)."""
    origin = typing.get_origin(kind)
    if kind is Any:
        return lambda data: data
    if origin is typing.Union or origin is types.UnionType:
        return _union_decoder(kind)
    if origin is tuple:
        return _tuple_decoder(kind)
    if kind is type(None):
        def none(data: Any) -> Any:
            if data is not None:
                raise _Bad(Message("engine.position.null", value=_show(data)))
        return none
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        members = {m.value: m for m in kind}

        def member(data: Any) -> Any:
            if isinstance(data, bool) or isinstance(data, (list, dict)) or data not in members:
                raise _Bad(Message("engine.position.member", value=_show(data),
                                   kind=kind.__name__))
            return members[data]
        return member
    if kind is Rng:
        def rng(data: Any) -> Any:
            if isinstance(data, bool) or not isinstance(data, int) or not 0 <= data < 1 << 64:
                raise _Bad(Message("engine.position.rng", value=_show(data)))
            return Rng(data)
        return rng
    if kind in (bool, int, str):
        return _plain_decoder(kind)
    if isinstance(kind, type) and dataclasses.is_dataclass(kind):
        return _dataclass_decoder(kind)
    raise TypeError(f"cannot read a {kind!r} in a position")


def _plain_decoder(kind: type) -> Decoder:
    def plain(data: Any) -> Any:
        if type(data) is not kind:
            raise _Bad(Message("engine.position.expected", what=_kind(kind),
                               value=_show(data)))
        return data
    return plain


def _union_decoder(kind: Any) -> Decoder:
    args = typing.get_args(kind)
    options = [_decoder(a) for a in args if a is not type(None)]
    nullable = len(options) < len(args)

    def union(data: Any) -> Any:
        if data is None:
            if nullable:
                return None
            raise _Bad(Message("engine.position.not_null"))
        for option in options[:-1]:
            try:
                return option(data)
            except _Bad:
                continue
        return options[-1](data)
    return union


def _enum_table(kind: Any) -> dict[Any, Any] | None:
    """For an enum type, or an enum or `None`: its members by value (with `None`)."""
    args = typing.get_args(kind) if typing.get_origin(kind) in (
        typing.Union, types.UnionType) else (kind,)
    enums = [a for a in args if a is not type(None)]
    if len(enums) != 1 or not (isinstance(enums[0], type) and issubclass(enums[0], enum.Enum)):
        return None
    table: dict[Any, Any] = {m.value: m for m in enums[0]}
    if len(enums) < len(args):
        table[None] = None
    return table


def _tuple_decoder(kind: Any) -> Decoder:
    args = typing.get_args(kind)
    if len(args) == 2 and args[1] is Ellipsis:
        item = _decoder(args[0])
        table = _enum_table(args[0])

        def many(data: Any) -> Any:
            if type(data) is not list:
                raise _Bad(Message("engine.position.expected", what=_kind(list),
                                   value=_show(data)))
            if table is not None:
                try:
                    return tuple([table[x] for x in data])
                except (KeyError, TypeError):
                    pass  # the slow path below says which item is wrong
            try:
                return tuple([item(x) for x in data])
            except _Bad as exc:
                index = next(i for i, x in enumerate(data) if _fails(item, x))
                raise exc.within(f"[{index}]") from None
        return many
    items = [_decoder(a) for a in args]

    def fixed(data: Any) -> Any:
        if type(data) is not list:
            raise _Bad(Message("engine.position.expected", what=_kind(list),
                               value=_show(data)))
        if len(items) != len(data):
            raise _Bad(Message("engine.position.count", n=len(items), m=len(data)))
        try:
            return tuple([f(x) for f, x in zip(items, data, strict=True)])
        except _Bad as exc:
            index = next(i for i, (f, x) in enumerate(zip(items, data, strict=True))
                         if _fails(f, x))
            raise exc.within(f"[{index}]") from None
    return fixed


def _dataclass_decoder(kind: type) -> Decoder:
    hints = _hints(kind)
    fields = dataclasses.fields(kind)
    names = {f.name for f in fields}
    required = {f.name for f in fields if f.default is dataclasses.MISSING
                and f.default_factory is dataclasses.MISSING}
    readers: dict[str, Decoder] = {}

    def reader(name: str) -> Decoder:
        # Built on first use: a dataclass may refer to itself or to a class defined later.
        if name not in readers:
            readers[name] = _decoder(hints[name])
        return readers[name]

    order = tuple(f.name for f in fields)
    keywords = any(f.kw_only for f in fields)
    positional: list[tuple[str, Decoder]] = []

    def record(data: Any) -> Any:
        if type(data) is not dict:
            raise _Bad(Message("engine.position.object", kind=kind.__name__,
                               value=_show(data)))
        if len(data) == len(order) and data.keys() == names:
            # Every field present (what `encode` writes): build positionally.
            if not positional:
                positional.extend((name, reader(name)) for name in order)
            try:
                if keywords:
                    return kind(**{name: read(data[name]) for name, read in positional})
                return kind(*[read(data[name]) for name, read in positional])
            except _Bad:
                pass  # the slow path below says which field is wrong
            except (TypeError, ValueError) as exc:
                raise _Bad(Message("engine.position.refused_values", kind=kind.__name__,
                                   error=shown(str(exc)))) from None
        if not data.keys() <= names:
            unknown = sorted(set(data) - names)
            raise _Bad(Message("engine.position.unknown_field", name=shown(unknown[0]),
                               kind=kind.__name__))
        if not required <= data.keys():
            missing = sorted(required - set(data))
            raise _Bad(Message("engine.position.missing_field", name=missing[0]))
        values = {}
        for name, value in data.items():
            try:
                values[name] = reader(name)(value)
            except _Bad as exc:
                raise exc.within(f".{name}") from None
        try:
            return kind(**values)
        except (TypeError, ValueError) as exc:
            raise _Bad(Message("engine.position.refused_values", kind=kind.__name__,
                               error=shown(str(exc)))) from None
    return record


def _fails(read: Decoder, data: Any) -> bool:
    try:
        read(data)
    except _Bad:
        return True
    return False


# -- positions ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Position:
    """A game and one of its states: a value that saves to JSON and loads back.

    Build one with a game's own builder (for example `explorer.games.naishi.position(...)`),
    take one from a match (`Match.position()`), or read one with `Position.from_json`.
    Loading checks it with the game's rules (`check`), so an impossible position is refused
    with the reason.
    """

    game: str
    state: Any

    @property
    def players(self) -> int:
        game = load_game(self.game)
        return int(game.position_players(self.state))

    def check(self, lang: str = "en") -> None:
        """Raise `PositionError` (with the reason, in both languages) unless the state is one
        the game's rules accept."""
        reason = check_position(self.game, self.state)
        if reason is not None:
            raise PositionError(Message("engine.position.refused", reason=reason), lang)

    def to_record(self) -> dict[str, Any]:
        return {"format": POSITION_FORMAT, "game": self.game, "state": encode(self.state)}

    def to_json(self) -> str:
        return json.dumps(self.to_record(), ensure_ascii=False)

    @classmethod
    def from_record(cls, record: Any, *, lang: str = "en") -> Position:
        def fail(detail: Message) -> RecordError:
            return RecordError(Message("engine.error.record", detail=detail), lang)

        check_lang(lang)
        if not isinstance(record, dict):
            raise fail(Message("engine.record.not_object", value=shown(record)))
        if record.get("format") != POSITION_FORMAT:
            raise fail(Message("engine.record.format", value=shown(record.get("format")),
                               expected=POSITION_FORMAT))
        name: Any = record.get("game")
        try:
            game = load_game(name)
        except UnknownGameError as exc:
            raise fail(exc.reason) from None
        if "state" not in record:
            raise fail(Message("engine.record.field", key="state", value="—",
                               kind=_kind(dict)))
        try:
            state = decode(game.State, record["state"])
        except RecordError as exc:
            raise RecordError(exc.reason, lang) from None
        except RecursionError:
            raise fail(Message("engine.record.too_deep")) from None
        position = cls(game.name, state)
        position.check(lang)
        return position

    @classmethod
    def from_json(cls, text: str | bytes, *, lang: str = "en") -> Position:
        """Read `to_json()` back; a malformed or impossible position raises `RecordError`."""
        return cls.from_record(read_json(text, lang), lang=lang)


def cards_left(deck: Sequence[Any], placed: Iterable[Any]) -> list[Any]:
    """The cards of `deck` that `placed` does not use, in deck order (each copy once): what a
    position builder deals into the zones the user left open.

    >>> cards_left("aabbc", "ab")
    ['a', 'b', 'c']
    """
    left = Counter(deck)
    left.subtract(placed)
    out = []
    for card in deck:
        if left[card] > 0:
            out.append(card)
            left[card] -= 1
    return out


def per_seat_problem(state: Any, players: int, *fields: str) -> Message | None:
    """For `Game.position_shape`: the first of `state`'s `fields` (one entry per seat) whose
    length is not `players`, as a reason; `None` if all fit."""
    for field in fields:
        count = len(getattr(state, field))
        if count != players:
            return Message("engine.position.per_seat", field=field, m=count, players=players)
    return None


def _card_name(game: Any, card: Any) -> Any:
    return game.card_label(card)


def check_position(name: str, state: Any) -> Message | None:
    """`None` if the game accepts `state` as a position, else the reason. In order: the type;
    the player count; the shape (`Game.position_shape`: every per-seat list against the player
    count, the seat to act, the fields the phase needs); the options, through the game's own
    `make_options`; cards conserved (none missing, duplicated or foreign); the game's own
    `position_problem`; someone to act with no legal action. A game hook that fails on the
    state (an exception rather than a reason) makes the reason "could not be checked"."""
    game = load_game(name)
    if not isinstance(state, game.State):
        return Message("engine.position.type", game=game.title, kind=type(state).__name__)
    try:
        return _problem(game, state)
    except Exception as exc:  # noqa: BLE001  # any failure of a game's hook is a refusal
        return Message("engine.position.unchecked",
                       error=shown(f"{type(exc).__name__}: {exc}", 80))


def _problem(game: Any, state: Any) -> Message | None:
    players = game.position_players(state)
    if not isinstance(players, int) or not game.min_players <= players <= game.max_players:
        return Message("engine.error.players", game=game.title, low=game.min_players,
                       high=game.max_players, players=shown(players))
    shape = game.position_shape(state)
    if shape is not None:
        return shape  # type: ignore[no-any-return]  # a game's hook is typed loosely
    options = getattr(state, "options", None)
    if options is not None and dataclasses.is_dataclass(options):
        try:
            game.make_options(players, **game.options_to_json(options))
        except OptionError as exc:
            return exc.reason
    found: Counter[Any] = Counter()
    for cards in game.zones(state).values():
        found.update(cards)
    expected = Counter(game.all_cards(state))
    if found != expected:
        extra = found - expected
        missing = expected - found
        if extra:
            foreign = [c for c in extra if c not in expected]
            if foreign:
                return Message("engine.position.foreign",
                               cards=Join(_card_name(game, c) for c in foreign))
            return Message("engine.position.duplicate", cards=Join(
                _card_name(game, c) for c in sorted(extra, key=str)))
        return Message("engine.position.missing", cards=Join(
            _card_name(game, c) for c in sorted(missing, key=str)))
    problem = game.position_problem(state)
    if problem is not None:
        return problem  # type: ignore[no-any-return]  # a game's hook is typed loosely
    current = game.current_player(state)
    if current is not None and not 0 <= current < players:
        return Message("engine.position.seat", seat=current, players=players)
    if (current is None) != (not game.legal_actions(state)):
        return Message("engine.position.stuck")
    return None


# -- share codes ---------------------------------------------------------------------------


def to_share_code(record: Mapping[str, Any]) -> str:
    """A short text for a record: compact JSON, compressed, in URL-safe base64, with a prefix
    and a checksum so that a typo or a foreign text is recognised.

    >>> code = to_share_code({"a": 1}); code.startswith("EX1.")
    True
    >>> from_share_code(code)
    {'a': 1}
    """
    raw = json.dumps(record, separators=(",", ":"), ensure_ascii=False).encode()
    payload = base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")
    return f"{SHARE_PREFIX}.{payload}.{zlib.crc32(payload.encode()):08x}"


def from_share_code(code: Any, lang: str = "en") -> Any:
    """The record inside a share code; `RecordError` (with a reason in both languages) for
    anything that is not an intact code of this program. A code is read within bounds: at
    most `SHARE_LIMIT` characters, inflating to at most `SHARE_RAW_LIMIT` bytes, its JSON read
    as a record's is (`read_json`: nesting too deep for a record is refused)."""
    if not isinstance(code, str):
        raise RecordError(Message("engine.share.not_code"), lang)
    if len(code) > SHARE_LIMIT:
        raise RecordError(Message("engine.share.too_long", n=len(code), limit=SHARE_LIMIT),
                          lang)
    text = "".join(code.split())
    parts = text.split(".")
    if len(parts) != 3 or parts[0] != SHARE_PREFIX:
        raise RecordError(Message("engine.share.not_code"), lang)
    payload, check = parts[1], parts[2]
    if f"{zlib.crc32(payload.encode()):08x}" != check.lower():
        raise RecordError(Message("engine.share.damaged"), lang)
    inflate = zlib.decompressobj()
    try:
        packed = base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4))
        raw = inflate.decompress(packed, SHARE_RAW_LIMIT)
    except (binascii.Error, zlib.error, ValueError):
        raise RecordError(Message("engine.share.damaged"), lang) from None
    if inflate.unconsumed_tail:
        raise RecordError(Message("engine.share.too_big", limit=SHARE_RAW_LIMIT), lang)
    if not inflate.eof or inflate.unused_data:
        raise RecordError(Message("engine.share.damaged"), lang)
    return read_json(raw, lang)
