"""`engine.core.fast_new`, `fast_replace` and `fast_change` (a maker made from its typed,
keyword-only declaration): the values they make are ordinary instances of the class (frozen,
equal, hashable, picklable), and a class they cannot speed up is built through its own
`__init__`."""

from __future__ import annotations

import copy
import dataclasses
import pickle
from collections.abc import Callable
from dataclasses import dataclass, field

import pytest

import explorer
from explorer.engine import Event, Message
from explorer.engine.core import (
    change_maker,
    declared_changes,
    fast_change,
    fast_new,
    fast_replace,
    read_fast,
)


@dataclass(frozen=True, slots=True)
class Slotted:
    a: int
    b: tuple[int, ...] = ()
    c: str | None = None


@dataclass(frozen=True)
class Plain:
    a: int
    b: int = 2


@dataclass(frozen=True, slots=True)
class Checked:
    a: int
    seen: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.a < 0:
            raise ValueError("negative")


def test_fast_new_makes_an_ordinary_frozen_instance() -> None:
    made = fast_new(Slotted)(1, (2,), c="x")
    assert type(made) is Slotted and made == Slotted(1, (2,), "x")
    assert hash(made) == hash(Slotted(1, (2,), "x"))
    assert fast_new(Slotted)(3) == Slotted(3)
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.a = 5  # type: ignore[misc]  # writing a frozen value on purpose
    assert pickle.loads(pickle.dumps(made)) == made
    assert copy.deepcopy(made) == made and copy.copy(made) == made


def test_fast_replace_changes_only_what_it_is_given() -> None:
    replace = fast_replace(Slotted)
    before = Slotted(1, (2,), "x")
    after = replace(before, b=(3,))
    assert after == Slotted(1, (3,), "x") and before == Slotted(1, (2,), "x")
    assert type(after) is Slotted


def test_fast_change_makes_a_keyword_only_maker_from_its_declaration() -> None:
    @fast_change(Slotted)
    def moved(value: Slotted, /, *, c: str | None, a: int) -> Slotted:
        """Slotted with new `c` and `a`."""

    before = Slotted(1, (2,), "x")
    after = moved(before, c="y", a=4)
    assert after == Slotted(4, (2,), "y") and before == Slotted(1, (2,), "x")
    assert type(after) is Slotted and hash(after) == hash(Slotted(4, (2,), "y"))
    assert moved.__doc__ == "Slotted with new `c` and `a`." and moved.__name__ == "moved"
    with pytest.raises(TypeError):
        moved(before, "y", 4)  # type: ignore[misc]  # by position on purpose: refused
    with pytest.raises(TypeError):
        moved(before, c="y")  # type: ignore[call-arg]  # a field missing on purpose

    @fast_change(Plain)
    def plain(value: Plain, /, *, b: int) -> Plain:
        """Plain with a new `b`."""

    assert plain(Plain(1), b=7) == Plain(1, 7)

    @fast_change(Checked)
    def checked(value: Checked, /, *, a: int) -> Checked:
        """Checked with a new `a`."""

    with pytest.raises(ValueError, match="negative"):
        checked(Checked(1), a=-1)


def _no_field(value: Slotted, /, *, d: int) -> Slotted:
    """Slotted has no `d`."""
    return value


def _wrong_type(value: Slotted, /, *, a: str) -> Slotted:
    """Slotted's `a` is an int."""
    return value


def _by_position(value: Slotted, a: int) -> Slotted:
    """`a` should be keyword-only."""
    return value


def _value_by_keyword(*, a: int) -> Slotted:
    """The value should come first, positional-only."""
    return Slotted(a)


def _nothing(value: Slotted, /) -> Slotted:
    """No field changed."""
    return value


@pytest.mark.parametrize(("declared", "says"), [
    (_no_field, "has no field 'd'"), (_wrong_type, "annotated 'str'"),
    (_by_position, "positional-only"), (_value_by_keyword, "positional-only"),
    (_nothing, "at least one field")])
def test_fast_change_refuses_a_declaration_that_is_not_the_class_s(
        declared: Callable[..., Slotted], says: str) -> None:
    with pytest.raises(TypeError, match=says):
        fast_change(Slotted)(declared)


#: An alias, as a kernel names its tuples.
Numbers = tuple[int, ...]


def _aliased(value: Slotted, /, *, b: Numbers) -> Slotted:
    """`b` through an alias."""
    return value


def test_a_declaration_may_name_a_field_s_type_through_an_alias() -> None:
    made = change_maker(Slotted, declared_changes(_aliased, Slotted))
    assert made(Slotted(1), b=(5,)) == Slotted(1, (5,))


def test_classes_it_cannot_speed_up_keep_their_own_init() -> None:
    assert fast_new(Plain) is Plain
    assert fast_new(Checked) is Checked
    assert fast_replace(Plain)(Plain(1), b=5) == Plain(1, 5)
    with pytest.raises(ValueError, match="negative"):
        fast_replace(Checked)(Checked(1), a=-1)


def test_events_made_fast_equal_events_made_plainly() -> None:
    message = Message("engine.player", n=1)
    made = fast_new(Event)("engine.setup", message, actor=0, visible_to=frozenset((0,)))
    assert made == Event("engine.setup", message, 0, None, frozenset((0,)))
    assert made.for_seat(1) == message


# -- `read_fast`: a dataclass whose fields are read at every kernel step -------------------------


@read_fast
@dataclass(frozen=True, kw_only=True)
class Read:
    a: int = 1
    b: tuple[int, ...] = (2,)
    c: str = field(default="c", repr=False)


def test_read_fast_leaves_no_default_on_the_class_and_keeps_them_for_instances() -> None:
    assert not {"a", "b", "c"} & set(vars(Read))
    value = Read(b=(3,))
    assert (value.a, value.b, value.c) == (1, (3,), "c")
    assert [f.default for f in dataclasses.fields(Read)] == [1, (2,), "c"]
    assert dataclasses.replace(value, a=5) == Read(a=5, b=(3,))
    assert pickle.loads(pickle.dumps(value)) == value == copy.deepcopy(value)
    assert hash(value) == hash(Read(b=(3,))) and repr(value) == "Read(a=1, b=(3,))"


@pytest.mark.parametrize("name", explorer.registered_games())
def test_the_games_options_and_contents_keep_no_default_on_their_class(name: str) -> None:
    """The kernels read these at every step: a default left on the class makes Python 3.11 read
    the field the slow way (see `read_fast`)."""
    options = explorer.load_game(name).make_options(explorer.load_game(name).default_players)
    for kind in (type(options), type(options.content)):
        left = {f.name for f in dataclasses.fields(kind)} & set(vars(kind))
        assert not left, f"{kind.__name__} keeps {sorted(left)} on its class: add @read_fast"
