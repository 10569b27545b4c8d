"""`engine.core.fast_new`, `fast_replace` and `fast_change`: the values they make are
ordinary instances of the class (frozen, equal, hashable, picklable), and a class they cannot
speed up is built through its own `__init__`."""

from __future__ import annotations

import copy
import dataclasses
import pickle
from dataclasses import dataclass, field

import pytest

from explorer.engine import Event, Message
from explorer.engine.core import fast_change, fast_new, fast_replace


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


def test_fast_change_sets_the_named_fields_by_position() -> None:
    before = Slotted(1, (2,), "x")
    after = fast_change(Slotted, "c", "a")(before, "y", 4)
    assert after == Slotted(4, (2,), "y") and before == Slotted(1, (2,), "x")
    assert type(after) is Slotted and hash(after) == hash(Slotted(4, (2,), "y"))
    assert fast_change(Plain, "b")(Plain(1), 7) == Plain(1, 7)
    with pytest.raises(ValueError, match="negative"):
        fast_change(Checked, "a")(Checked(1), -1)
    for wrong in (("d",), ("a", "a")):
        with pytest.raises(ValueError, match="Slotted"):
            fast_change(Slotted, *wrong)


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
