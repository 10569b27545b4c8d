"""Card facts of 王宮のささやき (Whispers in the Palace): the seven characters, the player
colours, the 49 character cards and the 6 King cards, as data plus fast lookup tables.

A `Card` is an `IntEnum` so that states stay small tuples of ints and tables indexed by card
are plain lists. Neutral cards come in two identical copies (`..._N1`, `..._N2`); actions name a
card by (character, colour), so the copies never need to be told apart by a player.

This module imports only the engine's i18n.
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Iterable, Sequence

from explorer.engine import CodeRepr, Text
from explorer.engine.palette import PALETTE


class Character(CodeRepr, enum.IntEnum):
    """The seven characters, in the order of the spec's table (§1)."""

    ACCOUNTANT = 0
    WIZARD = 1
    MAID = 2
    BUTLER = 3
    GUARD = 4
    GENERAL = 5
    JESTER = 6

    def label(self, lang: str) -> str:
        return CHARACTER_NAMES[self].label(lang)


class Colour(CodeRepr, enum.IntEnum):
    """Card colours. The seats play the colours of the `colours` option (by default seat `i`
    plays `Colour(i)`, see `seat_colours`); `NEUTRAL` belongs to nobody."""

    RED = 0
    BLUE = 1
    GREEN = 2
    YELLOW = 3
    PURPLE = 4
    NEUTRAL = 5

    def label(self, lang: str) -> str:
        return COLOUR_NAMES[self].label(lang)


CHARACTER_NAMES: dict[Character, Text] = {
    Character.ACCOUNTANT: Text.of("whispers.character.accountant"),
    Character.WIZARD: Text.of("whispers.character.wizard"),
    Character.MAID: Text.of("whispers.character.maid"),
    Character.BUTLER: Text.of("whispers.character.butler"),
    Character.GUARD: Text.of("whispers.character.guard"),
    Character.GENERAL: Text.of("whispers.character.general"),
    Character.JESTER: Text.of("whispers.character.jester"),
}

COLOUR_NAMES: dict[Colour, Text] = {
    Colour.RED: Text.of("whispers.colour.red"),
    Colour.BLUE: Text.of("whispers.colour.blue"),
    Colour.GREEN: Text.of("whispers.colour.green"),
    Colour.YELLOW: Text.of("whispers.colour.yellow"),
    Colour.PURPLE: Text.of("whispers.colour.purple"),
    Colour.NEUTRAL: Text.of("whispers.colour.neutral"),
}

#: Short colour words used in the `str()` of actions (unique, readable, language-neutral).
COLOUR_WORDS: dict[Colour, str] = {c: c.name.lower() for c in Colour}
COLOUR_WORDS[Colour.NEUTRAL] = "grey"

#: Screen colours from the one palette (always shown together with the colour's name or
#: letter).
COLOUR_HEX: dict[Colour, str] = {
    c: PALETTE["grey" if c is Colour.NEUTRAL else c.name.lower()] for c in Colour}

#: One-letter marks (Japanese editions use the colour's first kanji).
COLOUR_LETTERS: dict[Colour, Text] = {
    Colour.RED: Text.of("whispers.colour_letter.red"),
    Colour.BLUE: Text.of("whispers.colour_letter.blue"),
    Colour.GREEN: Text.of("whispers.colour_letter.green"),
    Colour.YELLOW: Text.of("whispers.colour_letter.yellow"),
    Colour.PURPLE: Text.of("whispers.colour_letter.purple"),
    Colour.NEUTRAL: Text.of("whispers.colour_letter.neutral"),
}



class Card(CodeRepr, enum.IntEnum):
    """The 49 character cards (`MAID_N1`, `MAID_N2` are the two grey Maids, `MAID_RED` the red
    one, ...) and `HIDDEN`, a card another seat cannot see."""

    ACCOUNTANT_N1 = 0
    WIZARD_N1 = 1
    MAID_N1 = 2
    BUTLER_N1 = 3
    GUARD_N1 = 4
    GENERAL_N1 = 5
    JESTER_N1 = 6
    ACCOUNTANT_N2 = 7
    WIZARD_N2 = 8
    MAID_N2 = 9
    BUTLER_N2 = 10
    GUARD_N2 = 11
    GENERAL_N2 = 12
    JESTER_N2 = 13
    ACCOUNTANT_RED = 14
    WIZARD_RED = 15
    MAID_RED = 16
    BUTLER_RED = 17
    GUARD_RED = 18
    GENERAL_RED = 19
    JESTER_RED = 20
    ACCOUNTANT_BLUE = 21
    WIZARD_BLUE = 22
    MAID_BLUE = 23
    BUTLER_BLUE = 24
    GUARD_BLUE = 25
    GENERAL_BLUE = 26
    JESTER_BLUE = 27
    ACCOUNTANT_GREEN = 28
    WIZARD_GREEN = 29
    MAID_GREEN = 30
    BUTLER_GREEN = 31
    GUARD_GREEN = 32
    GENERAL_GREEN = 33
    JESTER_GREEN = 34
    ACCOUNTANT_YELLOW = 35
    WIZARD_YELLOW = 36
    MAID_YELLOW = 37
    BUTLER_YELLOW = 38
    GUARD_YELLOW = 39
    GENERAL_YELLOW = 40
    JESTER_YELLOW = 41
    ACCOUNTANT_PURPLE = 42
    WIZARD_PURPLE = 43
    MAID_PURPLE = 44
    BUTLER_PURPLE = 45
    GUARD_PURPLE = 46
    GENERAL_PURPLE = 47
    JESTER_PURPLE = 48
    HIDDEN = 49

    @property
    def character(self) -> Character:
        return CARD_CHARACTER[self]

    @property
    def colour(self) -> Colour:
        return CARD_COLOUR[self]

    def label(self, lang: str) -> str:
        if self is Card.HIDDEN:
            return "?"
        colour = COLOUR_LETTERS[CARD_COLOUR[self]].label(lang)
        return f"{CHARACTER_NAMES[CARD_CHARACTER[self]].label(lang)}({colour})"


HIDDEN = Card.HIDDEN

#: Lookup tables indexed by card id (the `HIDDEN` entry is a placeholder).
CARD_CHARACTER: list[Character] = []
CARD_COLOUR: list[Colour] = []
for _card in Card:
    if _card is Card.HIDDEN:
        CARD_CHARACTER.append(Character.JESTER)
        CARD_COLOUR.append(Colour.NEUTRAL)
        continue
    _char, _suffix = _card.name.rsplit("_", 1)
    CARD_CHARACTER.append(Character[_char])
    CARD_COLOUR.append(Colour.NEUTRAL if _suffix.startswith("N") else Colour[_suffix])


PLAYER_COLOURS: tuple[Colour, ...] = (
    Colour.RED, Colour.BLUE, Colour.GREEN, Colour.YELLOW, Colour.PURPLE,
)
"""The five player colours, in the default seat order (§3.1)."""

#: Every name a player colour is known by: the lowercase English word and the Japanese name.
COLOUR_OF_NAME: dict[str, Colour] = {
    **{COLOUR_WORDS[c]: c for c in PLAYER_COLOURS},
    **{COLOUR_NAMES[c].ja: c for c in PLAYER_COLOURS},
    **{COLOUR_LETTERS[c].ja: c for c in PLAYER_COLOURS},  # 黄 as well as 黄色
}


@functools.cache
def seat_colours(names: tuple[str, ...], players: int) -> tuple[Colour, ...]:
    """The colour of each seat for the `colours` option's canonical `names` (lowercase English
    words); no names means the default order, `PLAYER_COLOURS` cut to the player count."""
    if not names:
        return PLAYER_COLOURS[:players]
    return tuple(COLOUR_OF_NAME[n] for n in names)


@functools.cache
def colour_seats(names: tuple[str, ...], players: int) -> tuple[int, ...]:
    """The seat playing each colour, indexed by `Colour` (-1: nobody, as for `NEUTRAL`)."""
    seats = [-1] * len(Colour)
    for seat, colour in enumerate(seat_colours(names, players)):
        seats[colour] = seat
    return tuple(seats)


@functools.cache
def _deck(colours: frozenset[Colour], grey: int,
          characters: frozenset[Character] | None) -> tuple[int, ...]:
    # The grey copies are `..._N1` (ids 0-6) then `..._N2` (7-13): copy `c // 7`.
    return tuple(
        c for c in Card
        if c is not HIDDEN and (c // 7 < grey if CARD_COLOUR[c] == Colour.NEUTRAL
                                else CARD_COLOUR[c] in colours
                                and (characters is None or CARD_CHARACTER[c] in characters))
    )


def deck(players: int | Sequence[Colour], grey: int = 2,
         characters: Iterable[Character] | None = None) -> tuple[int, ...]:
    """The cards in play: the 14 neutral ones and the 7 of each seat's colour (§2.1). Give the
    seats' colours, or a player count for the default colours; `grey`: the grey copies of
    each character, `characters`: the characters of each seat's colour (all seven if `None`)
    (a variant's `WhispersContent.deck` gives its own)."""
    colours = PLAYER_COLOURS[:players] if isinstance(players, int) else players
    return _deck(frozenset(colours), grey, None if characters is None else frozenset(characters))


def card_text(character: Character, colour: Colour) -> str:
    """The language-neutral short form used in action strings: `Maid(grey)`."""
    return f"{character.name.capitalize()}({COLOUR_WORDS[colour]})"
