"""What the rule areas share: the events a step appends to, the names of players and cards in
the log, and the small tuple edits every step makes. No rule lives here.

This module may import only the engine and `cards`, `content`, `state`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar, cast

from ....engine import Event, Join, Message, Refusal, Text
from ..cards import Character, District, NamedCharacter
from ..content import Tables, tables
from ..state import CitadelsState, Turn


def has_power(state: CitadelsState, c: Character, power: str) -> bool:
    """Whether the character `c` has `power` (`cards.POWERS`) in `state`'s game."""
    return power in tables(state.options.content).powers[c]


def holders(state: CitadelsState, power: str) -> tuple[Character, ...]:
    """The characters that have `power` in `state`'s game, in rank order."""
    return tables(state.options.content).holders[power]

R = TypeVar("R", Refusal, Refusal | None)

#: The log a step writes to: every move appends what it did, in order.
Events = list[Event]


def facts(state: CitadelsState) -> Tables:
    """The districts' facts in the game `state` belongs to (its content's `tables`)."""
    return tables(state.options.content)


def in_game(state: CitadelsState) -> tuple[Character, ...]:
    """The characters of a round of `state`'s game at its player count, in rank order (the
    content's character set, rule citadels.5.1)."""
    return tables(state.options.content).ranks[state.players]


def who(state: CitadelsState, c: Character) -> Character | NamedCharacter:
    """The character of rank `c` as the texts of `state`'s game name it: `c`, or the
    character the variant made of its rank (`CitadelsContent.who`). Every event and refusal
    names a character through it."""
    return state.options.content.tables.named[c]


def naming(refusal: R, state: CitadelsState, c: Character) -> R:
    """`refusal` (made once, or made where the state is not known) naming the character of
    rank `c` as `state`'s game names it: the same refusal, or one made afresh with the
    variant's character (`who`); `None` stays `None`."""
    if refusal is None:
        return refusal
    named = who(state, c)
    if named is c:
        return refusal
    renamed: Any = Refusal(refusal.rule, refusal.key, **{**refusal.params, "character": named})
    return cast(R, renamed)


def naming_district(refusal: Refusal, state: CitadelsState, d: District,
                    param: str = "district") -> Refusal:
    """`refusal` (made once with the catalogue's names) naming the district `d` as `state`'s
    game names it in its `param`: the same refusal, or one made afresh (`name`)."""
    named = name(d, state)
    if named is d.info.name:
        return refusal
    return Refusal(refusal.rule, refusal.key, **{**refusal.params, param: named})


def player(seat: int) -> Message:
    """"Player n" for a 0-based seat."""
    return Message("engine.player", n=seat + 1)


def only(seat: int) -> frozenset[int]:
    """`visible_to` for an event only `seat` sees in full."""
    return frozenset((seat,))


def name(district: District, state: CitadelsState) -> Text:
    """A district's name in both languages, as `state`'s game names it (a variant's names,
    `CitadelsContent.district_name`). Every event and refusal names a district through it."""
    return state.options.content.tables.district_names[district]


def names(cards: Sequence[District | None], state: CitadelsState) -> Join:
    """The names of cards a full state holds (never masked)."""
    return Join(name(d, state) for d in cards if d is not None)


def drawn_names(state: CitadelsState, seat: int, n: int) -> Join | str:
    """The last `n` cards of a seat's hand (just drawn), for that seat's own log."""
    if not n:
        return "—"
    return names(state.hands[seat][-n:], state)


def set_at(items: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    """`items` with `items[index]` replaced by `value`."""
    changed = list(items)
    changed[index] = value
    return tuple(changed)


def add_at(numbers: tuple[int, ...], index: int, n: int) -> tuple[int, ...]:
    """`numbers` with `n` added to `numbers[index]`."""
    changed = list(numbers)
    changed[index] += n
    return tuple(changed)


def without(items: tuple[Any, ...], value: Any) -> tuple[Any, ...]:
    """`items` less the first `value` (which must be there)."""
    changed = list(items)
    changed.remove(value)
    return tuple(changed)


def distinct(cards: Sequence[District | None]) -> list[District]:
    """The distinct cards of a hand or a draw, in order (masked cards left out)."""
    return [d for d in dict.fromkeys(cards) if d is not None]


def turn_of(state: CitadelsState) -> Turn:
    """The turn under way (the turn phases always have one)."""
    return state.current_turn
