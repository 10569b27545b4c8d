"""The shape every game fills in: `Game` (a stateless description), `Action`, `Transition`
and `Outcome`.

A game's state is an immutable value; `Game.apply(state, action)` returns the next state and
the events it caused and never changes its input. Everything about one playthrough (options,
seed, timeline) belongs to `explorer.engine.match.Match`.

This module must not import any game.
"""

from __future__ import annotations

import dataclasses
import enum
import inspect
import numbers
import sys
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Generic, ParamSpec, TypeVar, cast

from .errors import OptionError, SeatError
from .events import Event
from .i18n import Join, Message, Text, has_message, shown, tr
from .limits import DEPTH_LIMIT, SIZE_LIMIT, excess
from .rng import Rng

S = TypeVar("S")
T = TypeVar("T")
F = TypeVar("F", bound=Callable[..., Any])
P = ParamSpec("P")


def read_fast(cls: type[T]) -> type[T]:
    """A class decorator, above `@dataclass`: the dataclass without the class attributes its
    fields' defaults leave behind, so that reading a field of an instance is fast.

    CPython 3.11 specialises reading an instance's attribute only when its class holds nothing
    of that name, and a dataclass keeps each field's default as a class attribute: every
    `options.content` of a kernel step took the general, slower path. The defaults stay where
    instances are made from them (`__init__`, `dataclasses.fields`, `dataclasses.replace`).
    For the options and contents the kernels read at every step.

    >>> @read_fast
    ... @dataclass(frozen=True)
    ... class Point:
    ...     x: int = 1
    ...     y: int = 2
    >>> Point(y=5), "x" in vars(Point), dataclasses.fields(Point)[0].default
    (Point(x=1, y=5), False, 1)
    """
    for f in dataclasses.fields(cls):  # type: ignore[arg-type]  # a dataclass
        value = cls.__dict__.get(f.name, _ABSENT)
        if value is not _ABSENT and not hasattr(type(value), "__get__"):
            delattr(cls, f.name)
    return cls


_ABSENT = object()


def fast_replace(cls: type[T]) -> Callable[..., T]:
    """`dataclasses.replace` for one dataclass, as straight-line code: `replace(value, **changes)`
    with keyword-only changes. The rules call it on every action, where `dataclasses.replace`
    (a loop over the fields) dominated the cost of a step. A frozen dataclass with slots is
    built as `fast_new` builds it.

    >>> @dataclass(frozen=True, slots=True)
    ... class Point:
    ...     x: int
    ...     y: int
    >>> p = fast_replace(Point)(Point(1, 2), y=5)
    >>> p, type(p) is Point, hash(p) == hash(Point(1, 5))
    (Point(x=1, y=5), True, True)
    """
    names = [f.name for f in dataclasses.fields(cls)]  # type: ignore[arg-type]  # a dataclass
    params = ", ".join(f"{n}=_KEEP" for n in names)
    values = [f"value.{n} if {n} is _KEEP else {n}" for n in names]
    return _compile("replace", f"value, *, {params}", cls, names, values,
                    {"_KEEP": object()})


def _replace(value: T, /, **changes: Any) -> T:
    """`dataclasses.replace(value, **changes)`, the same value made faster (`replace`): the
    readable rule books call it at every step, where `dataclasses.replace` (a loop over the
    fields and a keyword call of `__init__`) was about a third of a random game's cost. A
    frozen, slotted dataclass gets its `fast_replace`, made once per class; any other value
    goes through `dataclasses.replace` itself.

    >>> @dataclass(frozen=True, slots=True)
    ... class Point:
    ...     x: int
    ...     y: int
    >>> replace(Point(1, 2), y=5), replace(Point(1, 2), y=5) == dataclasses.replace(
    ...     Point(1, 2), y=5)
    (Point(x=1, y=5), True)
    >>> replace(Point(1, 2), z=5)
    Traceback (most recent call last):
    TypeError: replace() got an unexpected keyword argument 'z'
    """
    cls = type(value)
    made = _REPLACERS.get(cls)
    if made is None:
        made = _REPLACERS[cls] = _replacer(cls)
    return made(value, **changes)  # type: ignore[no-any-return]  # the class's own maker


def _replacer(cls: type) -> Callable[..., Any]:
    """`fast_replace(cls)` where it builds exactly what `dataclasses.replace` does (a frozen,
    slotted dataclass with no `__post_init__`, every field set by `__init__`, none named
    `value`), else `dataclasses.replace`."""
    fields = dataclasses.fields(cls) if dataclasses.is_dataclass(cls) else ()
    names = [f.name for f in fields]
    if (fields and all(f.init for f in fields) and "value" not in names
            and _unfrozen_twin(cls, names) is not None):
        return fast_replace(cls)
    return dataclasses.replace


#: Each class's maker for `replace`, made at its first call (classes are made once, at import).
_REPLACERS: dict[type, Callable[..., Any]] = {}

#: What the rule books call to change a state: `_replace`, which mypy checks as
#: `dataclasses.replace` (the changes' names and types).
if TYPE_CHECKING:
    from dataclasses import replace as replace
else:
    replace = _replace


def fast_change(cls: type[T]) -> Callable[[F], F]:
    """A decorator that makes a signature a maker: `fast_replace(cls)` for exactly the fields
    the signature names, keyword-only after the value. The call neither matches keywords
    against every field nor fills in a default for each field left alone, so a state of 27
    fields is made in about half the time. For the changes a game's kernel makes on most steps.

    The decorated function is a declaration (its body is never run): one positional-only
    parameter, the value, then keyword-only parameters named and annotated as `cls`'s fields,
    so `mypy --strict` checks every call's names and types. A name that is not a field, or an
    annotation that differs from the field's, is refused when the maker is made. A parameter's
    default is the maker's: a call that leaves it out sets the field to it. (A maker that sets
    many fields should default those most calls give the same value: CPython 3.11 passes a
    call of 15 keywords or more through a dictionary, several times as slow.)

    >>> @dataclass(frozen=True, slots=True)
    ... class Point:
    ...     x: int
    ...     y: int
    ...     z: int = 0
    >>> @fast_change(Point)
    ... def moved(value: Point, /, *, z: int, x: int) -> Point:
    ...     "Point `value` moved to `x` and `z`."
    >>> moved(Point(1, 2), z=7, x=5), type(moved(Point(1, 2), x=5, z=7)) is Point
    (Point(x=5, y=2, z=7), True)
    >>> @fast_change(Point)
    ... def reset(value: Point, /, *, x: int, z: int = 0) -> Point:
    ...     "Point `value` moved to `x`, its `z` back to 0 unless given."
    >>> reset(Point(1, 2, 3), x=4), reset(Point(1, 2, 3), x=4, z=5)
    (Point(x=4, y=2, z=0), Point(x=4, y=2, z=5))
    >>> @fast_change(Point)
    ... def wrong(value: Point, /, *, w: int) -> Point:
    ...     "No such field."
    Traceback (most recent call last):
    TypeError: wrong: Point has no field 'w'
    """
    def make(declared: F) -> F:
        defaults = {p.name: p.default
                    for p in inspect.signature(declared, eval_str=False).parameters.values()
                    if p.default is not inspect.Parameter.empty}
        made = change_maker(cls, declared_changes(declared, cls), defaults)
        made.__doc__, made.__module__ = declared.__doc__, declared.__module__
        made.__name__, made.__qualname__ = declared.__name__, declared.__qualname__
        return cast(F, made)
    return make


def change_maker(cls: type[T], changed: Sequence[str],
                 defaults: Mapping[str, Any] | None = None) -> Callable[..., T]:
    """The maker `fast_change` compiles, `maker(value, /, *, <changed>)`, for code that builds
    makers from declarations of its own (`declared_changes` reads them); `defaults`: the
    values of the changed fields a call may leave out."""
    names = [f.name for f in dataclasses.fields(cls)]  # type: ignore[arg-type]  # a dataclass
    values = [n if n in changed else f"value.{n}" for n in names]
    given = defaults or {}
    params = ", ".join(f"{n}=_d_{n}" if n in given else n for n in changed)
    return _compile("change", f"value, /, *, {params}", cls, names, values,
                    {f"_d_{n}": v for n, v in given.items()})


def declared_changes(declared: Callable[..., Any], cls: type, leading: int = 1) -> list[str]:
    """The fields a maker's declaration names, in its order: `leading` positional-only
    parameters (the value first), then keyword-only ones named and annotated as `cls`'s
    fields; `TypeError` saying what differs otherwise."""
    name = declared.__name__
    params = list(inspect.signature(declared, eval_str=False).parameters.values())
    fields = {f.name: f for f in dataclasses.fields(cls)}
    if (len(params) <= leading
            or any(p.kind is not inspect.Parameter.POSITIONAL_ONLY for p in params[:leading])):
        raise TypeError(f"{name}: {leading} positional-only value(s) come first "
                        "(`value, /, *, ...`), then at least one field")
    own = sys.modules[cls.__module__].__dict__
    changed = []
    for param in params[leading:]:
        if param.kind is not inspect.Parameter.KEYWORD_ONLY:
            raise TypeError(f"{name}: {param.name} must be keyword-only")
        field = fields.get(param.name)
        if field is None:
            raise TypeError(f"{name}: {cls.__name__} has no field {param.name!r}")
        if not _same_type(param.annotation, declared.__globals__, field.type, own):
            raise TypeError(f"{name}: {param.name} is annotated {param.annotation!r}, "
                            f"but {cls.__name__}.{param.name} is {field.type!r}")
        changed.append(param.name)
    return changed


def _same_type(given: Any, where: dict[str, Any], declared: Any, home: dict[str, Any]) -> bool:
    """Whether two annotations (strings under `from __future__ import annotations`) name the
    same type: equal as written, or equal once evaluated in their modules (an alias)."""
    if given == declared:
        return True
    try:
        return bool(_evaluated(given, where) == _evaluated(declared, home))
    except Exception:  # a name only imported for type checking: not provably the same  # noqa: BLE001
        return False


def _evaluated(annotation: Any, namespace: dict[str, Any]) -> Any:
    return eval(annotation, namespace) if isinstance(annotation, str) else annotation  # noqa: S307


def fast_new(cls: Callable[P, T]) -> Callable[P, T]:
    """A constructor for the frozen dataclass `cls` with slots that is as fast as an unfrozen
    one's: a frozen dataclass's `__init__` sets every field through `object.__setattr__`, so
    the value is made as an unfrozen twin with the same slots and then given its real class
    (the same memory layout). The result is an ordinary, frozen instance of `cls`. Any other
    class (a `__post_init__`, a default factory, no slots) gets `cls` itself.

    >>> @dataclass(frozen=True, slots=True)
    ... class Point:
    ...     x: int
    ...     y: int = 0
    >>> p = fast_new(Point)(1)
    >>> p, type(p) is Point, p == Point(1)
    (Point(x=1, y=0), True, True)
    """
    kind = cast(type, cls)  # a dataclass, typed as its constructor so calls are checked
    fields = dataclasses.fields(kind)
    names = [f.name for f in fields]
    if (any(f.default_factory is not dataclasses.MISSING or not f.init or f.kw_only
            for f in fields) or _unfrozen_twin(kind, names) is None):
        return cls
    defaults = {f"_d_{f.name}": f.default for f in fields
                if f.default is not dataclasses.MISSING}
    params = ", ".join(f"{n}=_d_{n}" if f"_d_{n}" in defaults else n for n in names)
    return cast(Callable[P, T], _compile("new", params, kind, names, names, defaults))


def _compile(name: str, params: str, cls: type[T], names: list[str], values: list[str],
             namespace: dict[str, Any]) -> Callable[..., T]:
    """A function `name(params)` that returns `cls` with field `names[i]` set to `values[i]`
    (expressions over the parameters), through the unfrozen twin when `cls` has one."""
    twin = _unfrozen_twin(cls, names)
    namespace.update(_cls=cls, _twin=twin, _blank=object.__new__)
    if twin is None:
        body = f"    return _cls({', '.join(values)})\n"
    else:
        body = ("    new = _blank(_twin)\n"
                + "".join(f"    new.{n} = {v}\n" for n, v in zip(names, values, strict=True))
                + "    new.__class__ = _cls\n    return new\n")
    exec(f"def {name}({params}):\n{body}", namespace)  # from the class's own field names only
    made: Callable[..., T] = namespace[name]
    return made


def _unfrozen_twin(cls: type, names: list[str]) -> type | None:
    """A plain class with the same slots as the frozen, slotted dataclass `cls` whose instances
    may become instances of `cls`; `None` if `cls` is not such a class."""
    params = getattr(cls, "__dataclass_params__", None)
    if (params is None or not params.frozen or cls.__bases__ != (object,)
            or tuple(cls.__dict__.get("__slots__", ())) != tuple(names)
            or hasattr(cls, "__post_init__")):
        return None
    twin = type(f"_{cls.__name__}Draft", (), {"__slots__": tuple(names)})
    try:
        setattr(object.__new__(twin), "__class__", cls)  # noqa: B010  (mypy types __class__)
    except TypeError:  # a layout Python will not convert
        return None
    return twin


E = TypeVar("E", bound=enum.Enum)


class Members(Generic[E]):
    """An enum's members as plain attributes: `Members(Colour).RED is Colour.RED`. In Python
    3.11 reading a member through its enum class goes through the enum's metaclass (about
    100-150 ns, ten times a plain attribute), and rules read several in every step.

    >>> class Colour(enum.Enum):
    ...     RED = 1
    >>> Members(Colour).RED is Colour.RED
    True
    """

    def __init__(self, kind: type[E]) -> None:
        self.__dict__.update(kind.__members__)

    if TYPE_CHECKING:  # the members are instance attributes; this only types them
        def __getattr__(self, name: str) -> E: ...


K = TypeVar("K")
V = TypeVar("V")


class FrozenMap(Mapping[K, V]):
    """An immutable, hashable mapping, for values that hold a small table (a score's bonuses).

    >>> m = FrozenMap({"a": 1})
    >>> m["a"], dict(m), hash(m) == hash(FrozenMap(a=1))
    (1, {'a': 1}, True)
    """

    __slots__ = ("_data",)
    _data: dict[K, V]

    def __init__(self, items: Mapping[K, V] | Iterable[tuple[K, V]] = (), **more: V) -> None:
        object.__setattr__(self, "_data", dict(items, **more))

    def __getitem__(self, key: K) -> V:
        return self._data[key]

    def __iter__(self) -> Iterator[K]:
        return iter(self._data)

    def __len__(self) -> int:
        return len(self._data)

    def __hash__(self) -> int:
        return hash(frozenset(self._data.items()))

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self._data,))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self._data!r})"


def as_int(value: Any) -> int | None:
    """`value` as an `int` if it is an integer of any type (a numpy integer too) but not a
    `bool`; else `None` (floats, even 2.0, are not integers here).

    >>> as_int(3), as_int(True), as_int(2.0)
    (3, None, None)
    """
    if type(value) is int:
        return value
    if isinstance(value, bool) or not isinstance(value, numbers.Integral):
        return None
    return int(value)


def check_option_size(name: str, value: Any) -> None:
    """`OptionError` if the value of option `name` nests deeper or holds more than a record
    or a variant may (`explorer.engine.limits`), before anything reads it.

    >>> deep: list[object] = []
    >>> for _ in range(2000): deep = [deep]
    >>> check_option_size("ninja_choice", deep)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    explorer.engine.errors.OptionError: Option 'ninja_choice' is nested more than 100 deep: ...
    """
    reason = excess(value)
    if reason is not None:
        raise OptionError(Message(f"engine.error.option_too_{reason}", name=name,
                                  limit=DEPTH_LIMIT if reason == "deep" else SIZE_LIMIT))


def check_range(name: str, value: int | tuple[int, ...], low: int, high: int) -> None:
    """`OptionError` unless the whole number `value`, or each number of the tuple `value`, is
    from `low` to `high`: the range a game's `check_options` gives a numeric option.

    >>> check_range("size", (2, 9), 1, 8)
    Traceback (most recent call last):
    explorer.engine.errors.OptionError: Option 'size' cannot be (2, 9); choose 1–8.
    """
    numbers = value if isinstance(value, tuple) else (value,)
    if not all(low <= n <= high for n in numbers):
        raise OptionError(Message("engine.error.option_value", name=name, value=shown(value),
                                  allowed=f"{low}–{high}"))


class CodeRepr:
    """Mixin for enums: `repr()` is `ClassName.MEMBER`, so that the `repr()` of a value that
    holds enum members evaluates back to it (in the namespace of the game's package).

    >>> class Suit(CodeRepr, enum.StrEnum):
    ...     HEARTS = "hearts"
    >>> repr(Suit.HEARTS)
    'Suit.HEARTS'
    """

    name: str

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"


class Action:
    """Base of every action: a frozen dataclass, hashable, whose `str()` is short and readable
    and whose `describe(lang)` is the sentence a button shows. Subclasses are dataclasses
    declared with `frozen=True`. The base `Action()` itself is no game's action: it shows as
    `Action()` and says so in any language (so a game refusing it can name it).

    >>> Action().label("en"), str(Action())
    ('Action() (an action with no description)', 'Action()')
    """

    def describe(self, lang: str) -> str:
        return Message("engine.action.bare", kind=type(self).__name__).label(lang)

    def label(self, lang: str) -> str:
        return self.describe(lang)

    def __repr__(self) -> str:  # a game's actions are dataclasses, with their own
        return f"{type(self).__name__}()"


class Transition(Generic[S]):
    """The result of applying an action: the new state and what happened, in order.

    `Transition(state, events)` holds its events. `Transition.on_request(state, replay)` makes
    them only when `events` is first read, by calling `replay()`: a random playout, a bot's
    search or a simulation reads only `state`, and building every step's log messages was a
    large part of its cost.

    >>> calls = []
    >>> t = Transition.on_request(2, lambda: calls.append(1) or ())
    >>> t.state, len(calls)
    (2, 0)
    >>> t.events, len(calls), t == Transition(2, ())
    ((), 1, True)
    """

    __slots__ = ("state", "_events", "_later")

    state: S
    _events: tuple[Event, ...]
    _later: tuple[Any, ...]
    """`(replay, *args)` until the events are read."""

    def __init__(self, state: S, events: tuple[Event, ...]) -> None:
        self.state = state
        self._events = events

    @classmethod
    def on_request(cls, state: S, replay: Callable[..., tuple[Event, ...]],
                   *args: Any) -> Transition[S]:
        """A transition whose events are `replay(*args)`, made when first read."""
        made = _bare(cls)
        made.state = state
        made._later = (replay, *args)
        return made

    @classmethod
    def events_of(cls, state: S, make: Callable[..., Transition[Any]],
                  *args: Any) -> Transition[S]:
        """A transition to `state` whose events, made when first read, are those of the
        transition `make(*args)`: a playout kernel's, told by its reference rule book
        (`make` its `initial` or `apply`), which builds every event; the kernel builds none.

        >>> told = Transition.events_of(3, lambda n: Transition(n, ()), 3)
        >>> told.state, told.events
        (3, ())
        """
        return cls.on_request(state, _events_of, make, *args)

    @property
    def events(self) -> tuple[Event, ...]:
        # A transition made `on_request` has no `_events` until they are first read: one
        # attribute fewer to set on every step of a playout, which never reads them.
        try:
            return self._events
        except AttributeError:
            replay, *args = self._later
            events: tuple[Event, ...] = replay(*args)
            self._events = events
            del self._later
            return events

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Transition):
            return NotImplemented
        return bool(self.state == other.state) and self.events == other.events

    __hash__ = None  # type: ignore[assignment]  # a result, not a value to put in a set

    def __repr__(self) -> str:
        return f"Transition(state={self.state!r}, events={self.events!r})"


_bare = object.__new__


def _events_of(make: Callable[..., Transition[Any]], *args: Any) -> tuple[Event, ...]:
    return make(*args).events


@dataclass(frozen=True)
class Outcome:
    """The result of a finished game.

    `scores` are indexed by seat; `winners` are the seats that won (more than one when a tie
    stands); `reason` explains the result and `tiebreak` how a tie on points was broken.
    """

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    reason: Message
    tiebreak: Message | None = None
    details: Mapping[str, Any] = dataclasses.field(default_factory=dict)


@dataclass(frozen=True, kw_only=True)
class NoOptions:
    """A game with no options."""


#: The metadata of an options field that holds the game's content (a `Variant`'s cards and
#: numbers) rather than an option: `CONTENT_FIELD` marks it, `option_fields` leaves it out.
CONTENT_FIELD: Mapping[str, Any] = {"content": True}


def option_fields(options: Any) -> tuple[dataclasses.Field[Any], ...]:
    """The fields of an options class or value that are options (its content left out)."""
    return tuple(f for f in dataclasses.fields(options) if not f.metadata.get("content"))


def _is_numbers(value: Any) -> bool:
    """A non-empty tuple of whole numbers (not booleans)."""
    return (isinstance(value, tuple) and bool(value)
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value))


class Game(Generic[S]):
    """A game description. Subclasses fill in the class attributes and the methods that raise
    `NotImplementedError`; the engine does the rest."""

    name: ClassVar[str]
    title: ClassVar[Text]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    default_players: ClassVar[int]
    Options: ClassVar[type] = NoOptions
    #: Upper bound on the number of actions in one game, for the conformance tests.
    max_steps: ClassVar[int] = 10_000
    #: The state's class: positions are read back from JSON through its type hints.
    State: ClassVar[type] = object

    # -- set-up ---------------------------------------------------------------------------

    def make_options(self, players: int, **options: Any) -> Any:
        """Validate the player count and options; return the options value. The player count
        may be any integer type (a numpy integer becomes an `int`), never a `bool`."""
        self.check_players(players)
        self.check_option_names(options)
        for name, value in options.items():
            check_option_size(name, value)
        return self.check_options(self.Options(**options), players)

    def check_players(self, players: Any) -> int:
        """`players` as an `int`, or `OptionError` if it is not a player count of this game."""
        count = as_int(players)
        if count is None or not self.min_players <= count <= self.max_players:
            key = (
                "engine.error.players_exact"
                if self.min_players == self.max_players
                else "engine.error.players"
            )
            raise OptionError(
                Message(
                    key,
                    game=self.title,
                    low=self.min_players,
                    high=self.max_players,
                    players=shown(players),
                )
            )
        return count

    def option_names(self) -> list[str]:
        return [f.name for f in option_fields(self.Options)]

    def check_option_names(self, options: Mapping[Any, Any]) -> None:
        """`OptionError` for a name that is not one of this game's options (keyword names
        such as `lang`, `seed` or `players` included)."""
        names = self.option_names()
        for name in options:
            if name not in names:
                raise OptionError(
                    Message(
                        "engine.error.unknown_option",
                        game=self.title,
                        name=shown(name) if not isinstance(name, str) else shown(name)[1:-1],
                        names=Join(names) if names else "—",
                    )
                )

    def seat_count(self, state: Any = None) -> int:
        """How many seats `state` has (without a state: the most this game allows)."""
        players = getattr(state, "players", None)
        return players if isinstance(players, int) else self.max_players

    def check_seat(self, seat: Any, state: Any = None) -> int:
        """`seat` as an `int` if it is a seat of `state` (any integer type, not a `bool`),
        else `SeatError`. Every game's `view` and `player_label` use it, so a bad seat is the
        same error in every game."""
        index = as_int(seat)
        last = self.seat_count(state) - 1
        if index is None or not 0 <= index <= last:
            raise SeatError(Message("engine.error.seat", seat=shown(seat), last=last))
        return index

    def check_options(self, options: Any, players: int) -> Any:
        """`options` with each value in its field's type (an enum member for its value, an
        `int` for a numpy integer, a tuple for a list of numbers), as a new value: `OptionError`
        for a value the game cannot use. Games extend it with their ranges (a range may depend
        on `players`) and return what it returns."""
        changes: dict[str, Any] = {}
        for field in option_fields(options):
            value = getattr(options, field.name)
            if isinstance(field.default, enum.Enum):
                kind = type(field.default)
                if not isinstance(value, kind):
                    try:
                        changes[field.name] = kind(value)
                    except (ValueError, TypeError):
                        allowed = Join((m.value for m in kind), alternatives=True)
                        raise OptionError(
                            Message(
                                "engine.error.option_value",
                                name=field.name,
                                value=shown(value),
                                allowed=allowed,
                            )
                        ) from None
            elif isinstance(field.default, bool):
                if getattr(getattr(value, "dtype", None), "kind", None) == "b":
                    value = changes[field.name] = bool(value)  # numpy's bool
                if not isinstance(value, bool):
                    raise OptionError(
                        Message(
                            "engine.error.option_value",
                            name=field.name,
                            value=shown(value),
                            allowed=Join(["True", "False"], alternatives=True),
                        )
                    )
            elif isinstance(field.default, int):
                # bool is not an integer option, nor is 2.0; numpy integers become ints.
                number = as_int(value)
                if number is None:
                    raise OptionError(
                        Message("engine.error.option_int", name=field.name, value=shown(value))
                    )
                changes[field.name] = number
            elif _is_numbers(field.default):
                # A table of numbers (points by count, say): a tuple, or a list from JSON.
                n = len(field.default)
                numbers_given = (tuple(as_int(v) for v in value)
                                 if isinstance(value, (tuple, list)) else ())
                if len(numbers_given) != n or None in numbers_given:
                    raise OptionError(
                        Message("engine.error.option_ints", name=field.name, n=n,
                                value=shown(value))
                    )
                changes[field.name] = numbers_given
        return dataclasses.replace(options, **changes)

    def options_to_json(self, options: Any) -> dict[str, Any]:
        out = {}
        for field in option_fields(options):
            value = getattr(options, field.name)
            out[field.name] = value.value if isinstance(value, enum.Enum) else value
        return out

    def initial(self, players: int, seed: int, options: Any) -> Transition[S]:
        """The state before the first action, and the set-up events."""
        raise NotImplementedError

    # -- the rules -------------------------------------------------------------------------

    def current_player(self, state: S) -> int | None:
        """The seat that must act, or `None` when the game is over."""
        raise NotImplementedError

    def legal_actions(self, state: S) -> Sequence[Action]:
        """Every action the current player may take (empty when the game is over)."""
        raise NotImplementedError

    def apply(self, state: S, action: Action) -> Transition[S]:
        """The next state and the events; `action` must be legal (the `Match` checks)."""
        raise NotImplementedError

    def why_illegal(self, state: S, action: Action) -> Message | None:
        """`None` if `action` is legal in `state`, else the reason. Games override this to say
        which rule forbids it; this default only says that it is not legal."""
        if action in self.legal_actions(state):
            return None
        return Message("engine.error.not_legal", action=action)

    def candidate_actions(self, state: S) -> Sequence[Action]:
        """Actions worth showing as buttons: the legal ones and the illegal ones a learner
        might try (shown disabled with `why_illegal`)."""
        return self.legal_actions(state)

    def is_over(self, state: S) -> bool:
        return self.current_player(state) is None

    def step_cap_reason(self) -> Message:
        """Why bots playing a game to its end stopped: it was still running after `max_steps`
        actions (what `StepLimitError` and the explorer's message area say)."""
        return Message("engine.error.step_cap", game=self.title, cap=self.max_steps)

    def outcome(self, state: S) -> Outcome | None:
        """The result once the game is over, else `None`."""
        raise NotImplementedError

    # -- presentation ----------------------------------------------------------------------

    def view(self, state: S, seat: int | None) -> S:
        """What `seat` may know of `state` (hidden cards masked); `None` sees everything.
        Games that override it start with `check_seat`. The default hides nothing but the
        seeded generator (a dataclass field `rng` becomes `None`): whoever holds it can tell
        every card still to be dealt."""
        if seat is None:
            return state
        self.check_seat(seat, state)
        return self.public_view(state)

    def public_view(self, state: S) -> S:
        """What every seat may know of `state` and no more: the view of an onlooker who holds
        no seat (a classroom's projected board). Games that hide cards from some seats
        override it to hide them from all; the default hides only the seeded generator."""
        if dataclasses.is_dataclass(state) and not isinstance(state, type) and any(
                f.name == "rng" for f in dataclasses.fields(state)):
            return dataclasses.replace(state, rng=None)
        return state

    def describe_action(self, state: S, action: Action, lang: str) -> str:
        """The sentence a button shows for `action` in `state`. The default is the action's own
        `describe(lang)`; a game adds what only the position knows (a price, a count)."""
        return action.describe(lang)

    def group_heading(self, state: S, kind: str, lang: str) -> str:
        """The heading over the buttons of one kind of action (`kind`: the action's class
        name), from the catalogue's `<game>.group.<kind>` ("" if there is none); a game gives
        the heading what only the position knows (Whispers: the character whose effect it
        is) through `group_params`."""
        key = f"{self.name}.group.{kind}"
        return tr(key, lang, **self.group_params(state)) if has_message(key) else ""

    def group_params(self, state: S) -> dict[str, Any]:
        """The values a heading of `group_heading` may name (none by default)."""
        return {}

    def player_label(self, seat: int, state: S | None = None) -> Message:
        """The name of a seat, in both languages. With `state`, a game may name seats by what
        the match chose (Whispers' colours); without it, by the game's defaults."""
        return Message("engine.player", n=self.check_seat(seat, state) + 1)

    def bot_action(self, state: S, rng: Rng) -> Action:
        """A uniformly random legal action: the bot of a game whose plug-in names none (a
        game's own bots live beside its rules and are named by its plug-in)."""
        action, _ = rng.choice(list(self.legal_actions(state)))
        return action

    # -- positions and scenarios -----------------------------------------------------------

    def position_players(self, state: S) -> int:
        """How many players a position is for (the default reads `state.players`)."""
        players = getattr(state, "players", None)
        if not isinstance(players, int):
            raise TypeError(f"{self.name}: override position_players for this state")
        return players

    def position_shape(self, state: S) -> Message | None:
        """What in `state`'s shape does not fit its player count or phase, checked before
        anything else reads it (the options, the cards, `position_problem`): a per-seat list
        of another length, a seat to act out of range, a field the phase needs left empty.
        `None` if the shape is right."""
        return None

    def position_problem(self, state: S) -> Message | None:
        """Why the rules could not have produced `state`, beyond what the engine checks (card
        conservation, the seat to act): counts, phases, spots. `None` if nothing is wrong."""
        return None

    def card_label(self, card: Any) -> Any:
        """A card as a message parameter (something with `label(lang)`, or plain text)."""
        return card

    # -- testing hooks ---------------------------------------------------------------------

    def zones(self, state: S) -> Mapping[str, Sequence[Any]]:
        """Every card of the match by zone, for the "each card in exactly one zone" check."""
        return {}

    def all_cards(self, state: S) -> Sequence[Any]:
        """The full set of cards this match plays with."""
        return ()

    def __repr__(self) -> str:
        return f"load_game({self.name!r})"
