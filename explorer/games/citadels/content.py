"""Citadels' content as data (rules spec citadels §1, §2, §4): every district's copies, cost,
points, colour and power, and what each player starts with. `PUBLISHED` is the printed game;
a `CitadelsContent` that differs is a variant (`explorer.Variant`), carried by the options
(`CitadelsOptions.content`), so that every state knows the game it belongs to.

The set-up, the reference rules, the kernel, the scorer and its explanations, the bots, the
positions and the views read these values (through `tables(content)`), never the printed
table of `cards` directly. The names of the districts, in both languages, stay in the
catalogues unless a variant names a district (`DistrictSpec.names`: a new district, or a
printed one renamed); every text then reads `CitadelsContent.district_name`.

A purple district's power is one of the implemented powers, named by its rule id
(`citadels.2.1.<power>`); the rules look a power up by the district that holds it in the
content in force, so a power may move to another purple district, or be taken away (`None`).

This module may import only the engine and `cards`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any, TypeVar

from ...engine import Join, Message, Text, shown
from ...engine.core import as_int, read_fast
from ...engine.errors import VariantError
from ...engine.variant import check_number, content_from_dict, objects
from .cards import (
    CHARACTER_NAMES,
    CHARACTER_SPECS,
    CHARACTERS,
    CONDITIONS,
    DISTRICTS,
    FACE_DOWN_COUNT,
    FACE_UP_COUNT,
    NAMING_POWERS,
    POWER_RULES,
    SINGLE_POWERS,
    Character,
    CharacterSpec,
    Colour,
    District,
    NamedCharacter,
    character_by_name,
    district_by_name,
)

#: The implemented powers: the rule id of each printed purple district's effect.
POWERS: tuple[str, ...] = tuple(info.rule for info in DISTRICTS.values() if info.rule)
#: What every power's rule id starts with: the rest is its short name (`keep`).
PREFIX = POWERS[0][:POWERS[0].rindex(".") + 1]
#: The most players, and the draw actions (2 cards each) the deck must still allow after the
#: deal with that many: one for each player.
MOST_PLAYERS = 7
DRAWS = MOST_PLAYERS
#: A city of this many districts (the printed game's end) must be reachable at every player
#: count (`largest_city`), else a game could never end.
PRINTED_CITY = 8
#: The largest city size the what-if option allows (rule citadels.8).
LARGEST_CITY = 14
#: The printed end bonuses (rule citadels.8.scoring): all five colours, the first complete city,
#: the other complete cities (the defaults of the what-if options of the same names).
FIVE_COLOURS = 3
FIRST_COMPLETE = 4
OTHER_COMPLETE = 2
#: The ranges of the numbers.
COPIES = (0, 10)
COST = (1, 20)
POINTS = (0, 20)
START_GOLD = (0, 30)
START_CARDS = (0, 10)
END_POINTS = (0, 10)
#: The range of a district's change to its owner's building costs (rule citadels.6.3).
BUILD_CHANGE = (-3, 3)
#: The range of the end bonuses (the what-if options of rule citadels.8.scoring).
BONUSES = (0, 20)
#: The ranges of the characters' numbers (`CharacterSpec`).
ABILITY_RANGES: dict[str, tuple[int, int]] = {
    "gold_after": (0, 10), "cards_after": (0, 10), "build_limit": (0, 8),
    "destroy_change": (-6, 6)}
#: The most characters a name given by a variant may have (`CharacterSpec.names`), in either
#: language; a variant names ranks 1 to 9 only (`Character`: eight printed and one blank).
NAME_LENGTH = (1, 24)
#: The colours a character may earn income from (§7): not purple.
INCOME_COLOURS = tuple(c for c in Colour if c is not Colour.PURPLE)
#: The player counts, each with its character set (§5.1).
PLAYER_COUNTS = tuple(range(2, MOST_PLAYERS + 1))
#: The characters each seat keeps in a round (§5.3, §5.4: two with 2 or 3 players, else one)
#: and those put face down during the draft (§5.3: two with 2 players); with them, how many
#: characters the draft takes from its pool (`tests/citadels/test_draft.py` checks this
#: against the draft schedule, `rules.draft.draft_schedule`).
KEPT_EACH = {2: 2, 3: 2}
DRAFT_FACE_DOWN = {2: 2}
#: The range of the removals (§5.1).
REMOVED = (0, len(Character))


@dataclass(frozen=True, slots=True)
class CharacterSet:
    """The characters of a round at one player count (rules spec citadels §5.1): which
    characters are shuffled (their ranks are their call order, §5.7), and how many are
    removed face down, then face up (the King never face up, §5.1.king), before the draft."""

    characters: tuple[Character, ...]
    face_down: int = FACE_DOWN_COUNT
    face_up: int = 0

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: the characters by their lower-case names."""
        return {"characters": [c.name.lower() for c in self.characters],
                "face_down": self.face_down, "face_up": self.face_up}


def draft_takes(players: int) -> int:
    """How many characters the draft takes from its pool with `players` (kept or put face
    down, §5.2–§5.4)."""
    return players * KEPT_EACH.get(players, 1) + DRAFT_FACE_DOWN.get(players, 0)


@dataclass(frozen=True, slots=True)
class DistrictSpec:
    """One district's facts in a game: its copies in the deck, its building cost, the points
    it scores (§8), its colour and, for a purple district, its power's rule id; and a
    parametrised scoring power: `end_points` more points at the end for each district of
    the colour `end_colour` in its city (rule citadels.8.scoring; none printed); `any_colour`,
    a purple district that counts at the end as the colour that completes the five colours
    (rule citadels.8.scoring, the Haunted City's stand-in without its final-round clause; none
    printed); `build_change`, what its owner pays more (or, negative, less) to build a
    district of the colour `build_change_colour`, never below 0 (rule citadels.6.3; none
    printed); `names`, its names in English and Japanese when a variant names it (`None`:
    the catalogue's); `end_kind_points` more points at the end for each district of the kind
    `end_kind` (a district of the content in force, a new one included: "1 per Tavern") in
    its city (rule citadels.8.scoring; none printed)."""

    copies: int
    cost: int
    points: int
    colour: Colour
    power: str | None = None
    end_colour: Colour | None = None
    end_points: int = 0
    any_colour: bool = False
    build_change: int = 0
    build_change_colour: Colour | None = None
    names: Text | None = None
    end_kind: District | None = None
    end_kind_points: int = 0

    def to_dict(self) -> dict[str, Any]:
        """Every fact, JSON-ready (no power: `None`, so that the dict read back has none; the
        end points only when the district has them)."""
        out: dict[str, Any] = {"copies": self.copies, "cost": self.cost, "points": self.points,
                               "colour": self.colour.value, "power": self.power}
        if self.end_points:
            out["end_colour"] = None if self.end_colour is None else self.end_colour.value
            out["end_points"] = self.end_points
        if self.any_colour:
            out["any_colour"] = True
        if self.build_change:
            out["build_change"] = self.build_change
            out["build_change_colour"] = (None if self.build_change_colour is None
                                          else self.build_change_colour.value)
        if self.end_kind_points:
            out["end_kind"] = None if self.end_kind is None else self.end_kind.value
            out["end_kind_points"] = self.end_kind_points
        if self.names is not None:
            out["names"] = {"en": self.names.en, "ja": self.names.ja}
        return out


#: The printed characters' abilities, in rank order.
PRINTED_CHARACTERS: tuple[CharacterSpec, ...] = tuple(CHARACTER_SPECS[c] for c in Character)
#: The printed character sets, by player count from 2 (§5.1).
PRINTED_SETS: tuple[CharacterSet, ...] = tuple(
    CharacterSet(CHARACTERS, FACE_DOWN_COUNT, FACE_UP_COUNT[n]) for n in PLAYER_COUNTS)
#: The printed districts, in `District` order.
PRINTED: tuple[DistrictSpec, ...] = tuple(
    DistrictSpec(info.copies, info.cost, info.points, info.colour, info.rule)
    for info in DISTRICTS.values())


@read_fast
@dataclass(frozen=True)
class CitadelsContent:
    """What a game of Citadels is made of (defaults: the printed game).

    - `districts`: each district's `DistrictSpec`, in `District` order (rules citadels.1,
      citadels.2; printed: 66 cards). Copies 0 leave a district out of the game.
    - `start_gold`: each player's gold at the start (rule citadels.4; printed 2).
    - `start_cards`: the districts dealt to each player at the start (rule citadels.4;
      printed 4).
    - `characters`: each character's abilities (`CharacterSpec`), in rank order (rules
      citadels.3, citadels.6.3, citadels.7), the Queen (rank 9, in no printed set) included.
    - `character_sets`: the characters of a round and the removals, by player count from 2
      (`CharacterSet`, rule citadels.5.1; printed: ranks 1–8, one face down, and 2 face up
      with 4 players, 1 with 5). Each must let the draft deal (`draft_takes`).

    The deck must deal `start_cards` to 7 players and leave a draw action (2 cards) for each,
    and a city of 8 districts must be reachable with 2 to 7 players (`largest_city`).
    """

    districts: tuple[DistrictSpec, ...] = PRINTED
    start_gold: int = 2
    start_cards: int = 4
    characters: tuple[CharacterSpec, ...] = PRINTED_CHARACTERS
    character_sets: tuple[CharacterSet, ...] = PRINTED_SETS
    if TYPE_CHECKING:
        #: This content's look-ups, set by `__post_init__` (not a field at run time).
        tables: Tables = dataclasses.field(init=False)

    def __post_init__(self) -> None:
        _check_districts(self.districts)
        _check_characters(self.characters)
        _check_sets(self.character_sets)
        _check_targets(self.characters, self.character_sets)
        for name, (low, high) in (("start_gold", START_GOLD), ("start_cards", START_CARDS)):
            check_number(name, getattr(self, name), low, high)
        least = MOST_PLAYERS * self.start_cards + 2 * DRAWS
        if self.size < least:
            raise VariantError(Message("citadels.variant.error.small_deck", n=self.size,
                                       least=least, cards=self.start_cards))
        for players in range(2, MOST_PLAYERS + 1):
            if self.largest_city(players) < PRINTED_CITY:
                raise VariantError(Message("citadels.variant.error.no_end", players=players,
                                           most=self.largest_city(players), n=PRINTED_CITY))
        # Hashed by the caches keyed on it and wherever a variant is a key: hashed once.
        object.__setattr__(self, "_hash", hash((self.districts, self.start_gold,
                                                self.start_cards, self.characters,
                                                self.character_sets)))
        # The look-ups, as a plain attribute (not a field: equality and hashing ignore it).
        # The kernel reads them at every step: a plain attribute is the cheapest read there is
        # (a `cached_property` read costs about three times as much, a cache keyed on the
        # content would hash it).
        object.__setattr__(self, "tables", _tables(self))

    def __hash__(self) -> int:
        return self._hash  # type: ignore[attr-defined, no-any-return]  # set above

    def __repr__(self) -> str:
        changed = [f"{f.name}={getattr(self, f.name)!r}" for f in dataclasses.fields(self)
                   if getattr(self, f.name) != f.default]
        return f"CitadelsContent({', '.join(changed)})"

    @property
    def size(self) -> int:
        """The number of district cards."""
        return sum(spec.copies for spec in self.districts)

    def who(self, c: Character) -> Character | NamedCharacter:
        """The character of rank `c` as this game's texts show it: `c` itself, or the
        `NamedCharacter` the variant made of its rank."""
        return self.tables.named[c]

    def name_of(self, c: Character) -> Text:
        """The names of the character of rank `c` in this game, in both languages."""
        named = self.tables.named[c]
        return named.names if isinstance(named, NamedCharacter) else CHARACTER_NAMES[c]

    def district_name(self, district: District) -> Text:
        """The names of `district` in this game, in both languages: the variant's, else the
        catalogue's."""
        return self.tables.district_names[district]

    def place(self, power: str) -> Text:
        """The name of the district that has the power `power` (`"smithy"`, rule
        `citadels.2.1.<power>`) in this game, in both languages: its printed district's while
        it stays there or no district has it."""
        held: District | None = getattr(self.tables, power, None)
        return self.district_name(POWER_OF[PREFIX + power] if held is None else held)

    def character_set(self, players: int) -> CharacterSet:
        """The characters of a round with `players` (§5.1)."""
        return self.character_sets[players - PLAYER_COUNTS[0]]

    def spec(self, district: District) -> DistrictSpec:
        """`district`'s facts in this game."""
        return self.districts[_INDEX[district]]

    def largest_city(self, players: int) -> int:
        """The largest city size (rule citadels.8) that still lets `players` end the game: at
        most 14, and small enough that the districts cannot all be built with no city
        complete (`rules.ending.largest_city` explains the count)."""
        held = sum(min(spec.copies, players) for spec in self.districts)
        return min(LARGEST_CITY, (held - 1) // players + 1)

    # -- JSON ------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """`{"districts": {English name: {"copies", "cost", "points", "colour", "power"}},
        "start_gold", "start_cards"}` (JSON-ready)."""
        return {"districts": {d.value: spec.to_dict()
                              for d, spec in zip(District, self.districts, strict=True)},
                "start_gold": self.start_gold, "start_cards": self.start_cards,
                "characters": {c.name.lower(): spec.to_dict()
                               for c, spec in zip(Character, self.characters, strict=True)},
                "character_sets": {str(n): cast.to_dict() for n, cast
                                   in zip(PLAYER_COUNTS, self.character_sets, strict=True)}}

    def record_choices(self) -> dict[str, dict[str, dict[str, Any]]]:
        """The values the vocabulary offers for a record's field, with their words, by content
        field and record field (`""`: none): a character's gold condition (§3), the
        characters of a set (§5.1, by their names in this game), the colour a district's
        end points (§8) or cost change (§6.3) count and the district kind its end points per
        kind count (§8, by the districts' names in this game). An editor offers them as choices, not
        as typed code."""
        conditions = {"": Message("citadels.variant.condition.none")}
        conditions |= {c: Message(f"citadels.variant.condition.{c}") for c in CONDITIONS}
        names = {c.name.lower(): self.name_of(c) for c in Character}
        powers = {p: Message(f"citadels.variant.power_name.{p}") for p in POWER_RULES}
        colours = {"": Message("citadels.variant.no_income")}
        colours |= {c.value: Message(f"citadels.colour.{c.value}") for c in Colour}
        kinds: dict[str, Any] = {"": Message("citadels.variant.none")}
        kinds |= {d.value: self.district_name(d) for d in District}
        return {"characters": {"gold_condition": conditions, "powers": powers, "never": names},
                "character_sets": {"characters": names},
                "districts": {"end_colour": colours, "build_change_colour": colours,
                              "end_kind": kinds}}

    @staticmethod
    def record_texts() -> dict[str, dict[str, tuple[str, ...]]]:
        """The text fields of a record that the published records leave out, by content field:
        a character's names, one text per language (`CharacterSpec.names`). An editor offers
        them as text boxes; left empty in every language, the field is `None`."""
        return {"characters": {"names": ("en", "ja")}, "districts": {"names": ("en", "ja")}}

    def record_names(self) -> dict[str, dict[str, Any]]:
        """The names of a record's rows in this game, by content field and record key: the
        characters and the districts by their names in force (a variant's)."""
        return {"characters": {c.name.lower(): self.name_of(c) for c in Character},
                "districts": {d.value: self.district_name(d) for d in District}}

    @staticmethod
    def record_numbers() -> dict[str, dict[str, int]]:
        """The number fields of a record that the published records leave out, with the value
        they stand for, by content field: a district's end points per colour and per kind
        (rule citadels.8.scoring) and its change to building costs (rule citadels.6.3). An
        editor offers them as number fields."""
        return {"districts": {"end_points": 0, "build_change": 0, "end_kind_points": 0}}

    @staticmethod
    def record_columns() -> dict[str, tuple[str, ...]]:
        """The order an editor shows a district's facts in: its own, then each number of a
        power beside what it counts (the colour or the district), then its names."""
        return {"districts": ("copies", "cost", "points", "colour", "power", "end_points",
                              "end_colour", "end_kind_points", "end_kind", "any_colour",
                              "build_change", "build_change_colour", "names")}

    @staticmethod
    def record_flags() -> dict[str, dict[str, bool]]:
        """The yes/no fields of a record that the published records leave out, with the value
        they stand for, by content field: a district that counts as any colour at the end
        (rule citadels.8.scoring). An editor offers them as boxes to tick."""
        return {"districts": {"any_colour": False}}

    @classmethod
    def from_dict(cls, data: Any, base: CitadelsContent | None = None) -> CitadelsContent:
        """The content `data` describes (`to_dict`'s form, any field left out as in `base`,
        the published game by default; `districts` may name only the districts it changes,
        in English or Japanese, and only the facts it changes). `VariantError` naming the
        field for anything impossible."""
        start = PUBLISHED if base is None else base
        read_characters: list[Any] = []  # the characters read, for the sets' names

        def read(name: str, value: Any) -> Any:
            if name == "districts":
                return _districts(value, start.districts)
            if name == "characters":
                read_characters.append(_characters(value, start.characters))
                return read_characters[-1]
            if name == "character_sets":
                named = data.get("characters") if isinstance(data, Mapping) else None
                specs = (read_characters or [_characters(named, start.characters)
                                             if named is not None else start.characters])[-1]
                return _sets(value, start.character_sets, specs)
            number = as_int(value)
            return value if number is None else number

        content: CitadelsContent = content_from_dict(start, data, read)
        return content

    # -- differences -----------------------------------------------------------------------

    def changes(self, other: CitadelsContent) -> list[Message]:
        """One line per fact that differs from `self` to `other`: "Graveyard: 1 → 0 copies",
        "Starting gold: 2 → 3"."""
        out: list[Message] = []
        for district, old, new in zip(District, self.districts, other.districts, strict=True):
            if self.district_name(district) != other.district_name(district):
                out.append(Message("citadels.variant.diff.district_names",
                                   old=self.district_name(district),
                                   new=other.district_name(district)))
            for fact in _FACTS[:-1]:
                a, b = getattr(old, fact), getattr(new, fact)
                if a != b:
                    shown_as = partial(_shown_district_fact, name_of=other.district_name)
                    # The end points' and the cost change's lines name the colour or the kind
                    # they count (the new one, else the old one: a district that stops
                    # counting it).
                    counted = {}
                    if fact in _COUNTED:
                        which, param = _COUNTED[fact]
                        counted[param] = shown_as(which, getattr(new, which)
                                                  or getattr(old, which))
                    out.append(Message(f"citadels.variant.diff.{fact}",
                                       district=other.district_name(district),
                                       old=shown_as(fact, a), new=shown_as(fact, b), **counted))
        for name in ("start_gold", "start_cards"):
            if getattr(self, name) != getattr(other, name):
                out.append(Message(f"citadels.variant.diff.{name}", old=getattr(self, name),
                                   new=getattr(other, name)))
        for c, old_spec, new_spec in zip(Character, self.characters, other.characters,
                                         strict=True):
            if self.name_of(c) != other.name_of(c):
                out.append(Message("citadels.variant.diff.names", n=int(c),
                                   old=self.name_of(c), new=other.name_of(c)))
            for ability in _ABILITIES:
                a, b = getattr(old_spec, ability), getattr(new_spec, ability)
                if a != b:
                    out.append(Message(f"citadels.variant.diff.{ability}",
                                       character=other.name_of(c),
                                       old=_shown_ability(ability, a, other.name_of),
                                       new=_shown_ability(ability, b, other.name_of)))
        return out + _set_changes(self, other)


_INDEX: dict[District, int] = {d: i for i, d in enumerate(District)}
#: A district's numbers that count districts of a colour or a kind, with the fact naming
#: what they count and that fact's name in their diff line.
_COUNTED = {"end_points": ("end_colour", "colour"),
            "build_change": ("build_change_colour", "colour"),
            "end_kind_points": ("end_kind", "kind")}
_ABILITIES = tuple(f.name for f in dataclasses.fields(CharacterSpec) if f.name != "names")
#: What a variant may give a character: its abilities and its names.
_CHARACTER_FACTS = (*_ABILITIES, "names")


def _shown_ability(ability: str, value: Any,
                   name_of: Callable[[Character], Text] = CHARACTER_NAMES.__getitem__) -> Any:
    """An ability as a diff line shows it: a colour by name, no colour as "none", a
    condition by what it says ("always" for none), a change of the destruction cost with its
    sign ("-1", "+0"), powers and characters by their names ("none" for none; the characters
    by `name_of`, the names in force)."""
    if isinstance(value, tuple):
        if not value:
            return Message("citadels.variant.none")
        return Join(Message(f"citadels.variant.power_name.{v}") if isinstance(v, str)
                    else name_of(v) for v in value)
    if ability == "gold_condition":
        return Message(f"citadels.variant.condition.{value or 'none'}")
    if isinstance(value, Colour):
        return Message(f"citadels.colour.{value.value}")
    if value is None:
        return Message("citadels.variant.no_income")
    return f"{value:+d}" if ability in ("destroy_change", "build_change") else value


def _check_tuple(value: Any, size: int, kind: type, field: str) -> None:
    """`VariantError` naming `field` unless `value` is a tuple of `size` values of `kind`."""
    if not (isinstance(value, tuple) and len(value) == size
            and all(isinstance(item, kind) for item in value)):
        raise VariantError(Message("engine.variant.error.object", field=field,
                                   value=shown(value)))


def _check_characters(characters: Any) -> None:
    """`VariantError` unless `characters` is one valid `CharacterSpec` per character."""
    _check_tuple(characters, len(Character), CharacterSpec, "characters")
    for c, spec in zip(Character, characters, strict=True):
        _check_names(f"characters.{c.name.lower()}", spec.names)
    _check_clashes(characters)
    _check_single(characters)
    for c, spec in zip(Character, characters, strict=True):
        field = f"characters.{c.name.lower()}"
        for ability, (low, high) in ABILITY_RANGES.items():
            check_number(f"{field}.{ability}", getattr(spec, ability), low, high)
        if spec.income is not None and spec.income not in INCOME_COLOURS:
            raise VariantError(Message("citadels.variant.error.income", field=f"{field}.income",
                                       value=shown(spec.income),
                                       colours=", ".join(c.value for c in INCOME_COLOURS)))
        if spec.gold_condition is not None and spec.gold_condition not in CONDITIONS:
            raise VariantError(Message("citadels.variant.error.condition",
                                       field=f"{field}.gold_condition",
                                       value=shown(spec.gold_condition),
                                       conditions=", ".join(CONDITIONS)))
        _check_powers(field, c, spec)
        if spec.destroy_change and "destroy" not in spec.powers:
            raise VariantError(Message("citadels.variant.error.no_destroy",
                                       field=f"{field}.destroy_change",
                                       character=_name(c, spec)))


def _check_powers(field: str, c: Character, spec: CharacterSpec) -> None:
    """`VariantError` unless `spec`'s powers are distinct powers of the vocabulary and the
    characters it never names are characters, named only with a power that names one."""
    powers, never = spec.powers, spec.never
    if not (isinstance(powers, tuple) and all(p in POWER_RULES for p in powers)):
        raise VariantError(Message("citadels.variant.error.character_power",
                                   field=f"{field}.powers", value=shown(powers),
                                   powers=", ".join(POWER_RULES)))
    if len(set(powers)) != len(powers):
        raise VariantError(Message("citadels.variant.error.power_repeated",
                                   field=f"{field}.powers", value=shown(list(powers))))
    if not (isinstance(never, tuple) and all(isinstance(n, Character) for n in never)):
        raise VariantError(Message("citadels.variant.error.character", value=shown(never),
                                   characters=", ".join(n.name.lower() for n in Character)))
    if never and not set(powers) & set(NAMING_POWERS):
        raise VariantError(Message("citadels.variant.error.never_unused",
                                   field=f"{field}.never", character=_name(c, spec)))


def _check_names(field: str, names: Any, what: str = "names") -> None:
    """`VariantError` unless `names` is `None` or an English and a Japanese name of
    `NAME_LENGTH` characters, neither blank (`what`: the catalogue key saying whose names,
    a character's or a district's)."""
    if names is None:
        return
    if not (isinstance(names, Text) and isinstance(names.en, str) and isinstance(names.ja, str)):
        raise VariantError(Message(f"citadels.variant.error.{what}", field=f"{field}.names",
                                   value=shown(names)))
    low, high = NAME_LENGTH
    for lang, name in (("en", names.en), ("ja", names.ja)):
        if not low <= len(name.strip()) <= high or name != name.strip():
            raise VariantError(Message("citadels.variant.error.name_length",
                                       field=f"{field}.names.{lang}", value=shown(name),
                                       least=low, most=high))


def _check_clashes(characters: tuple[CharacterSpec, ...]) -> None:
    """`VariantError` if two characters would have the same name in either language (any
    case, spaces aside): a text naming one could not be told from the other."""
    clash = _first_clash((c, _name(c, spec)) for c, spec in zip(Character, characters,
                                                                  strict=True))
    if clash is not None:
        c, lang, name, other = clash
        raise VariantError(Message("citadels.variant.error.name_clash",
                                   field=f"characters.{c.name.lower()}.names.{lang}",
                                   value=shown(name), n=int(other)))


K = TypeVar("K")


def _first_clash(named: Iterable[tuple[K, Text]]) -> tuple[K, str, str, K] | None:
    """The first of `named` (rows and their names, in order) whose name in either language is
    an earlier row's (any case, spaces aside), with the language, the name and that row."""
    seen: dict[str, K] = {}
    for row, names in named:
        for lang, name in (("en", names.en), ("ja", names.ja)):
            other = seen.get(_name_key(name))
            if other is not None and other != row:
                return row, lang, name, other
            seen[_name_key(name)] = row
    return None


def _name(c: Character, spec: CharacterSpec) -> Text:
    """The character of rank `c` as `spec` names it (checked), else by its catalogue name."""
    return CHARACTER_NAMES[c] if spec.names is None else spec.names


def _name_key(name: str) -> str:
    return "".join(name.split()).casefold()


def _check_single(characters: tuple[CharacterSpec, ...]) -> None:
    """`VariantError` if two characters have a power a round gives to one only (two Kings)."""
    for power in SINGLE_POWERS:
        holders = [c for c, spec in zip(Character, characters, strict=True)
                   if power in spec.powers]
        if len(holders) > 1:
            raise VariantError(Message(
                "citadels.variant.error.power_holders",
                field=f"characters.{holders[1].name.lower()}.powers",
                power=Message(f"citadels.variant.power_name.{power}"),
                first=_name(holders[0], characters[holders[0] - 1]),
                second=_name(holders[1], characters[holders[1] - 1])))


def _check_targets(characters: tuple[CharacterSpec, ...], sets: tuple[CharacterSet, ...]) -> None:
    """`VariantError` if a character that kills or robs has nobody it may name in a set that
    deals it: every other character of the set is among those it never names."""
    for players, cast in zip(PLAYER_COUNTS, sets, strict=True):
        for c in cast.characters:
            spec = characters[c - 1]
            if not set(spec.powers) & set(NAMING_POWERS):
                continue
            if not set(cast.characters) - {c} - set(spec.never):
                raise VariantError(Message(
                    "citadels.variant.error.no_target", field=f"characters.{c.name.lower()}.never",
                    character=_name(c, spec), players=players))


def _characters(value: Any, base: tuple[CharacterSpec, ...]) -> Any:
    """The characters from `{character name or rank: {ability or "names": value}}` (what is
    left out keeps `base`'s value), from a list of such dicts each with its `"rank"` (a
    character a class invents: `{"rank": 9, "names": {"en": "Emperor", "ja": "皇帝"},
    "powers": ["crown"]}`), or a full tuple of `CharacterSpec`."""
    def find(name: str) -> tuple[int, str] | None:
        rank = int(name.strip()) if name.strip().isdigit() else None
        c = (Character(rank) if rank in set(Character) else None) if rank is not None \
            else character_by_name(name)
        return None if c is None else (c - 1, f"characters.{c.name.lower()}")

    def unknown(name: Any) -> Message:
        return Message("citadels.variant.error.character", value=shown(name),
                       characters=", ".join(c.name.lower() for c in Character))

    if isinstance(value, list):
        value = _by_rank(value)
    return _edited(value, base, "characters", find, unknown, _CHARACTER_FACTS, _ability)


def _by_rank(value: list[Any]) -> dict[str, Any]:
    """`{rank: facts}` from a list of characters each given as a dict with its `"rank"` (1 to
    9: a variant renames a rank or fills the blank ninth, `Character`)."""
    out: dict[str, Any] = {}
    for field, item in objects("characters", value):
        rank = as_int(item.get("rank"))
        if rank not in set(Character) or str(rank) in out:
            raise VariantError(Message("citadels.variant.error.rank", field=f"{field}.rank",
                                       value=shown(item.get("rank")), most=len(Character)))
        out[str(rank)] = {fact: raw for fact, raw in item.items() if fact != "rank"}
    return out


def _ability(field: str, ability: str, raw: Any) -> Any:
    """One ability from JSON: a number as `int`, an income colour by its value or `None`, a
    condition as it is (the constructor checks it), powers as a tuple of names, the characters
    never named by name or rank."""
    if ability == "gold_condition":
        return raw
    if ability == "names":
        return _names(field, raw)
    if ability in ("powers", "never"):
        if isinstance(raw, (str, bytes)) or not isinstance(raw, Iterable):
            key = "character_power" if ability == "powers" else "set_characters"
            raise VariantError(Message(f"citadels.variant.error.{key}", field=field,
                                       value=shown(raw), powers=", ".join(POWER_RULES)))
        items = tuple(raw)
        return items if ability == "powers" else _named_characters(field, items)
    if ability != "income":
        number = as_int(raw)
        return raw if number is None else number
    if raw is None:
        return None
    return _colour(field, raw, "citadels.variant.error.income", INCOME_COLOURS)


def _names(field: str, raw: Any, what: str = "names") -> Text | None:
    """A character's or a district's names from JSON: `{"en": ..., "ja": ...}` (both, as
    strings), or `None` for the catalogue's name; the constructor checks their lengths and
    clashes (`what`: the catalogue key of the refusal)."""
    if raw is None:
        return None
    if not (isinstance(raw, Mapping) and set(raw) == {"en", "ja"}
            and all(isinstance(raw[lang], str) for lang in ("en", "ja"))):
        raise VariantError(Message(f"citadels.variant.error.{what}", field=field,
                                   value=shown(raw)))
    return Text(raw["en"], raw["ja"])


def _colour(field: str, raw: Any, error: str, named: Iterable[Colour]) -> Colour:
    """A colour read by its value; otherwise `VariantError` (catalogue key `error`) naming
    `field` and the colours `named`."""
    try:
        return Colour(raw)
    except ValueError:
        raise VariantError(Message(error, field=field, value=shown(raw),
                                   colours=", ".join(c.value for c in named))) from None
#: A district's facts (its names last: the diff names them apart).
_FACTS = ("copies", "cost", "points", "colour", "power", "end_colour", "end_points",
          "any_colour", "build_change_colour", "build_change", "end_kind", "end_kind_points",
          "names")


#: The printed districts' names (the catalogue's).
PUBLISHED_NAMES: dict[District, Text] = {d: info.name for d, info in DISTRICTS.items()}


def _shown_district_fact(fact: str, value: Any, name_of: Callable[[District], Text]) -> Any:
    """A district's fact as a diff line shows it: the kind it counts by its name in force
    (`name_of`; none as "none"), its end points and cost change as abilities are, the others
    as `_shown_fact` shows them."""
    if fact == "end_kind":
        return Message("citadels.variant.none") if value is None else name_of(value)
    if fact.startswith(("end_", "build_")):
        return _shown_ability(fact, value)
    return _shown_fact(fact, value, name_of)


def _shown_fact(fact: str, value: Any,
                name_of: Callable[[District], Text] = PUBLISHED_NAMES.__getitem__) -> Any:
    """A fact as a diff line shows it: a colour by name, a power by its printed district (by
    `name_of`, its names in force)."""
    if isinstance(value, bool):  # counts as any colour, or not
        return Message("engine.yes" if value else "engine.no")
    if isinstance(value, Colour):
        return Message(f"citadels.colour.{value.value}")
    if isinstance(value, str):
        return Message("citadels.variant.power", district=name_of(POWER_OF[value]))
    return Message("citadels.variant.no_power") if value is None else value


#: The printed district of each power.
POWER_OF: dict[str, District] = {info.rule: d for d, info in DISTRICTS.items() if info.rule}


def _check_districts(districts: Any) -> None:
    """`VariantError` unless `districts` is one valid `DistrictSpec` per district."""
    _check_tuple(districts, len(District), DistrictSpec, "districts")
    for district, spec in zip(District, districts, strict=True):
        _check_names(f"districts.{district.value}", spec.names, "district_names")
    # The catalogue's names first: a clash is reported at a name the variant gave.
    clash = _first_clash((d, _district_name(d, s))
                         for d, s in sorted(zip(District, districts, strict=True),
                                            key=lambda pair: pair[1].names is not None))
    if clash is not None:
        district, lang, name, other = clash
        raise VariantError(Message("citadels.variant.error.district_name_clash",
                                   field=f"districts.{district.value}.names.{lang}",
                                   value=shown(name), other=DISTRICTS[other].name))
    holders: dict[str, District] = {}
    for district, spec in zip(District, districts, strict=True):
        field = f"districts.{district.value}"
        for fact, (low, high) in (("copies", COPIES), ("cost", COST), ("points", POINTS),
                                  ("end_points", END_POINTS), ("build_change", BUILD_CHANGE),
                                  ("end_kind_points", END_POINTS)):
            check_number(f"{field}.{fact}", getattr(spec, fact), low, high)
        for number, colour in (("end_points", "end_colour"),
                               ("build_change", "build_change_colour")):
            counted = getattr(spec, colour)
            if getattr(spec, number) and not isinstance(counted, Colour):
                raise VariantError(Message(
                    f"citadels.variant.error.{colour}", field=f"{field}.{colour}",
                    value=Message("citadels.variant.no_income") if counted is None
                    else shown(counted), colours=", ".join(c.value for c in Colour)))
        if not isinstance(spec.colour, Colour):
            raise VariantError(Message("citadels.variant.error.colour", field=f"{field}.colour",
                                       value=shown(spec.colour),
                                       colours=", ".join(c.value for c in Colour)))
        _check_any_colour(field, district, spec)
        _check_end_kind(field, spec, districts)
        if spec.power is None:
            continue
        if spec.power not in POWERS:
            raise VariantError(Message("citadels.variant.error.power", field=f"{field}.power",
                                       value=shown(spec.power), powers=", ".join(POWERS)))
        if spec.colour is not Colour.PURPLE:
            raise VariantError(Message("citadels.variant.error.power_colour",
                                       field=f"{field}.power", district=DISTRICTS[district].name,
                                       colour=Message(f"citadels.colour.{spec.colour.value}")))
        if spec.power in holders:
            raise VariantError(Message("citadels.variant.error.power_twice", field=f"{field}.power",
                                       power=spec.power,
                                       other=DISTRICTS[holders[spec.power]].name))
        holders[spec.power] = district


def _check_any_colour(field: str, district: District, spec: DistrictSpec) -> None:
    """`VariantError` unless `spec.any_colour` is a yes or a no, given to a purple district
    only (another colour already counts as its own) that has not the Haunted City's power
    (which stands in with its own final-round clause)."""
    if not isinstance(spec.any_colour, bool):
        raise VariantError(Message("citadels.variant.error.any_colour",
                                   field=f"{field}.any_colour", value=shown(spec.any_colour)))
    if not spec.any_colour:
        return
    if spec.colour is not Colour.PURPLE:
        raise VariantError(Message("citadels.variant.error.any_colour_colour",
                                   field=f"{field}.any_colour",
                                   district=_district_name(district, spec),
                                   colour=Message(f"citadels.colour.{spec.colour.value}")))
    if spec.power == PREFIX + "haunted_city":
        raise VariantError(Message("citadels.variant.error.any_colour_haunted",
                                   field=f"{field}.any_colour",
                                   district=_district_name(district, spec),
                                   power=_shown_fact("power", spec.power)))


def _check_end_kind(field: str, spec: DistrictSpec, districts: tuple[DistrictSpec, ...]
                    ) -> None:
    """`VariantError` unless the kind a district's end points count (`end_kind`) is a
    district, and, when it scores for it, one the deck holds (else it could never score)."""
    kind = spec.end_kind
    if kind is not None and not isinstance(kind, District):
        raise VariantError(Message("citadels.variant.error.end_kind", field=f"{field}.end_kind",
                                   value=shown(kind),
                                   districts=", ".join(d.value for d in District)))
    if not spec.end_kind_points:
        return
    if kind is None:
        raise VariantError(Message("citadels.variant.error.end_kind", field=f"{field}.end_kind",
                                   value=Message("citadels.variant.none"),
                                   districts=", ".join(d.value for d in District)))
    counted = districts[_INDEX[kind]]
    if not counted.copies:
        raise VariantError(Message("citadels.variant.error.end_kind_absent",
                                   field=f"{field}.end_kind",
                                   kind=_district_name(kind, counted)))


def _district_name(district: District, spec: DistrictSpec) -> Text:
    """`district` as `spec` names it (checked), else by its catalogue name."""
    return DISTRICTS[district].name if spec.names is None else spec.names


def _districts(value: Any, base: tuple[DistrictSpec, ...]) -> Any:
    """The districts from `{district name: {fact: value}}` (what is left out keeps `base`'s
    value) or a full tuple of `DistrictSpec`."""
    def find(name: str) -> tuple[int, str] | None:
        d = district_by_name(name)
        return None if d is None else (_INDEX[d], f"districts.{d.value}")

    def unknown(name: Any) -> Message:
        return Message("citadels.variant.error.district", value=shown(name),
                       districts=", ".join(d.value for d in District))

    return _edited(value, base, "districts", find, unknown, _FACTS, _fact)


def _edited(value: Any, base: tuple[Any, ...], what: str,
            find: Callable[[str], tuple[int, str] | None], unknown: Callable[[Any], Message],
            names: tuple[str, ...], read: Callable[[str, str, Any], Any]) -> Any:
    """`base` (one spec per district or character) with the entries `value` names changed:
    `{name: {fact: raw value}}`, each name found by `find` (its index in `base` and its field,
    "districts.Manor"), each fact one of `names`, read by `read(field, fact, raw)`; a full
    tuple is taken as it is (the constructor checks it)."""
    if isinstance(value, tuple):
        return value
    if not isinstance(value, Mapping):
        raise VariantError(Message("engine.variant.error.object", field=what,
                                   value=shown(value)))
    specs = list(base)
    for name, facts in value.items():
        found = find(name) if isinstance(name, str) else None
        if found is None:
            raise VariantError(unknown(name))
        index, field = found
        if not isinstance(facts, Mapping):
            raise VariantError(Message("engine.variant.error.object", field=field,
                                       value=shown(facts)))
        changes: dict[str, Any] = {}
        for fact, raw in facts.items():
            if fact not in names:
                raise VariantError(Message("engine.variant.error.unknown_field",
                                           field=shown(f"{field}.{fact}"),
                                           fields=", ".join(names)))
            changes[fact] = read(f"{field}.{fact}", fact, raw)
        specs[index] = dataclasses.replace(specs[index], **changes)
    return tuple(specs)


def _fact(field: str, fact: str, raw: Any) -> Any:
    """One fact of a district from JSON: numbers as `int`, a colour by its value, a power by
    its rule id or its short name, after `PREFIX`, the kind counted by a district's id or
    catalogue name (English or Japanese) (what cannot be read is refused here or left for the
    constructor's check)."""
    if fact in ("end_colour", "build_change_colour", "end_kind") and raw is None:
        return None
    if fact == "end_kind":
        kind = district_by_name(raw) if isinstance(raw, str) else None
        if kind is None:
            raise VariantError(Message("citadels.variant.error.end_kind", field=field,
                                       value=shown(raw),
                                       districts=", ".join(d.value for d in District)))
        return kind
    if fact == "names":
        return _names(field, raw, "district_names")
    if fact == "any_colour":
        return raw  # the constructor checks it is a yes or a no
    if fact in ("colour", "end_colour", "build_change_colour"):
        return _colour(field, raw, "citadels.variant.error.colour", Colour)
    if fact == "power":
        if isinstance(raw, str) and PREFIX + raw in POWERS:
            return PREFIX + raw
        if raw is None or raw in POWERS:
            return raw
        raise VariantError(Message("citadels.variant.error.power", field=field,
                                   value=shown(raw), powers=", ".join(POWERS)))
    number = as_int(raw)
    return raw if number is None else number


# -- the character sets --------------------------------------------------------------------------


def _check_sets(sets: Any) -> None:
    """`VariantError` unless `sets` is one `CharacterSet` per player count that the draft can
    deal: distinct characters, removals in range, and enough left for the draft's steps
    (with 7 players the seventh seat chooses between the last card and those face down,
    §5.5)."""
    _check_tuple(sets, len(PLAYER_COUNTS), CharacterSet, "character_sets")
    for players, cast in zip(PLAYER_COUNTS, sets, strict=True):
        field = f"character_sets.{players}"
        chars = cast.characters
        if not (isinstance(chars, tuple) and chars and all(isinstance(c, Character) for c in chars)
                and len(set(chars)) == len(chars)):
            raise VariantError(Message("citadels.variant.error.set_characters",
                                       field=f"{field}.characters", value=shown(chars)))
        for removal in ("face_down", "face_up"):
            check_number(f"{field}.{removal}", getattr(cast, removal), *REMOVED)
        left = len(chars) - cast.face_down - cast.face_up
        takes = draft_takes(players)
        # With 7 players the last pick is made from the card left and those face down.
        short = (left < takes - 1 or left - (takes - 1) + cast.face_down < 1
                 if players == MOST_PLAYERS else left < takes)
        if short:
            raise VariantError(Message("citadels.variant.error.no_deal", field=field,
                                       players=players, n=len(chars), down=cast.face_down,
                                       up=cast.face_up, left=left, takes=takes))


def _sets(value: Any, base: tuple[CharacterSet, ...], specs: Any = PRINTED_CHARACTERS) -> Any:
    """The character sets from `{player count or "all": {"characters", "face_down",
    "face_up"}}` ("all" first, then each count; what is left out keeps `base`'s value) or a
    full tuple of `CharacterSet`; a character may be named by the names `specs` give it."""
    if isinstance(value, tuple):
        return value
    if not isinstance(value, Mapping):
        raise VariantError(Message("engine.variant.error.object", field="character_sets",
                                   value=shown(value)))
    sets = list(base)
    counts = [str(n) for n in PLAYER_COUNTS]
    for key in sorted(value, key=lambda k: str(k) != "all"):
        field = f"character_sets.{key}"
        if str(key) not in ("all", *counts):
            raise VariantError(Message("engine.variant.error.unknown_field", field=shown(field),
                                       fields=", ".join(("all", *counts))))
        facts = value[key]
        if not isinstance(facts, Mapping):
            raise VariantError(Message("engine.variant.error.object", field=field,
                                       value=shown(facts)))
        chosen = range(len(sets)) if str(key) == "all" else (counts.index(str(key)),)
        changes = {fact: _set_fact(f"{field}.{fact}", fact, raw, specs)
                   for fact, raw in facts.items()}
        for i in chosen:
            sets[i] = dataclasses.replace(sets[i], **changes)
    return tuple(sets)


_SET_FACTS = tuple(f.name for f in dataclasses.fields(CharacterSet))


def _set_fact(field: str, fact: str, raw: Any, specs: Any = PRINTED_CHARACTERS) -> Any:
    """One fact of a character set from JSON: the characters by name (English or Japanese,
    the catalogue's or the one `specs` gives) or rank, a removal as `int`."""
    if fact not in _SET_FACTS:
        raise VariantError(Message("engine.variant.error.unknown_field", field=shown(field),
                                   fields=", ".join(_SET_FACTS)))
    if fact != "characters":
        number = as_int(raw)
        return raw if number is None else number
    if isinstance(raw, (str, bytes)) or not isinstance(raw, Iterable):
        raise VariantError(Message("citadels.variant.error.set_characters", field=field,
                                   value=shown(raw)))
    return _named_characters(field, raw, specs)


def _named_characters(field: str, raw: Iterable[Any], specs: Any = PRINTED_CHARACTERS
                      ) -> tuple[Character, ...]:
    """Characters by name (English or Japanese: the catalogue's, or the one `specs` gives a
    rank) or rank, in rank order."""
    given = {_name_key(name): c for c, spec in zip(Character, specs, strict=False)
             if isinstance(spec, CharacterSpec) and isinstance(spec.names, Text)
             for name in (spec.names.en, spec.names.ja) if isinstance(name, str)}
    out: list[Character] = []
    for item in raw:
        rank = as_int(item)
        found = (Character(rank) if rank in set(Character) else None) if rank is not None \
            else (given.get(_name_key(item)) or character_by_name(item)) \
            if isinstance(item, str) else None
        if found is None:
            raise VariantError(Message("citadels.variant.error.character", value=shown(item),
                                       characters=", ".join(c.name.lower() for c in Character)))
        out.append(found)
    return tuple(sorted(out))


def _set_changes(old: CitadelsContent, new: CitadelsContent) -> list[Message]:
    """One diff line per fact of the character sets that changes, naming the player counts
    that change it the same way: "Characters (4, 5 players): 1–8 → 1–9" (a character added
    by its new name, one removed by its old)."""
    grouped: dict[tuple[str, Any, Any], list[int]] = {}
    for players, a, b in zip(PLAYER_COUNTS, old.character_sets, new.character_sets,
                             strict=True):
        changed = {"added": tuple(sorted(set(b.characters) - set(a.characters))),
                   "removed": tuple(sorted(set(a.characters) - set(b.characters)))}
        for fact, characters in changed.items():
            if characters:
                grouped.setdefault((fact, characters, None), []).append(players)
        for fact in ("face_down", "face_up"):
            before, after = getattr(a, fact), getattr(b, fact)
            if before != after:
                grouped.setdefault((fact, before, after), []).append(players)
    return [Message(f"citadels.variant.diff.set_{fact}", players=Join(counts),
                    old=_shown_set(before, (old if fact == "removed" else new).who), new=after)
            for (fact, before, after), counts in grouped.items()]


def _shown_set(value: Any, who: Callable[[Character], Any]) -> Any:
    """Characters as their numbered names in force ("9 Queen"), a removal as it is."""
    if isinstance(value, tuple):
        return Join(Message("citadels.variant.numbered", n=int(c), character=who(c))
                    for c in value)
    return value


# -- what the rules read, made once per content ------------------------------------------------


@dataclass(frozen=True)
class Tables:
    """A content's facts as the rules read them: look-ups by district (`price`: the cost, and
    for a masked card, a seat's view of another's hand, a price nobody can pay), the deck in
    table order, the district holding each power (`None`: no district has it, and `None in
    city` is false) and `uses`, the districts whose power is used in a turn (§2.1)."""

    cost: Mapping[District, int]
    price: Mapping[District | None, int]
    points: Mapping[District, int]
    colour: Mapping[District, Colour]
    copies: Mapping[District, int]
    deck: tuple[District, ...]
    uses: frozenset[District]
    #: The districts with end points (`DistrictSpec.end_points`): the colour and the points.
    end_bonus: Mapping[District, tuple[Colour, int]]
    #: The districts that count as any colour at the end (`DistrictSpec.any_colour`).
    any_colour: frozenset[District]
    #: The districts that change their owner's building costs (`DistrictSpec.build_change`):
    #: the colour and the change.
    build_change: Mapping[District, tuple[Colour, int]]
    #: The districts with end points per district of a kind (`DistrictSpec.end_kind_points`):
    #: the kind and the points.
    end_kind: Mapping[District, tuple[District, int]]
    #: By rank (index 0 unused), each character's abilities (`CharacterSpec`).
    income: tuple[Colour | None, ...]
    gold_after: tuple[int, ...]
    cards_after: tuple[int, ...]
    build_limit: tuple[int, ...]
    destroy_change: tuple[int, ...]
    gold_condition: tuple[str | None, ...]
    #: By rank, its powers (`CharacterSpec.powers`) and the characters it never names.
    powers: tuple[tuple[str, ...], ...]
    never: tuple[tuple[Character, ...], ...]
    #: By rank, the character as the texts show it (`CitadelsContent.who`).
    named: Mapping[Character, Character | NamedCharacter]
    #: By district, its names in force (`CitadelsContent.district_name`).
    district_names: Mapping[District, Text]
    #: By power (every power of the vocabulary), the characters that have it, in rank order.
    holders: Mapping[str, tuple[Character, ...]]
    #: By player count (indexes 0 and 1 empty), the characters of a round, in rank (call)
    #: order.
    ranks: tuple[tuple[Character, ...], ...]
    #: By player count and rank (0 to one past the last), the set's characters from that
    #: rank on: what the calls still have to call (§5.7).
    calls_from: tuple[tuple[tuple[Character, ...], ...], ...]
    haunted_city: District | None
    keep: District | None
    laboratory: District | None
    smithy: District | None
    observatory: District | None
    graveyard: District | None
    library: District | None
    great_wall: District | None
    school_of_magic: District | None

    def power(self, rule: str) -> District | None:
        """The district that has the power `rule` in this game."""
        return _holder(self, rule)


def _holder(tables: Tables, rule: str) -> District | None:
    found: District | None = getattr(tables, rule.removeprefix(PREFIX), None)
    return found


def tables(content: CitadelsContent) -> Tables:
    """The look-ups of `content` (made once per content: `CitadelsContent.tables`)."""
    return content.tables


#: A price above any gold: a masked card cannot be built.
UNPAYABLE = 1 << 30
_LOOK_UPS = ("cost", "price", "points", "colour", "copies", "deck", "uses", "end_bonus",
             "ranks", "calls_from", "holders", "named", "district_names", "any_colour",
             "build_change", "end_kind",
             *_ABILITIES)


def _tables(content: CitadelsContent) -> Tables:
    by_power = {spec.power: d for d, spec in zip(District, content.districts, strict=True)
                if spec.power is not None}
    powers: dict[str, Any] = {f.name: by_power.get(PREFIX + f.name)
              for f in dataclasses.fields(Tables) if f.name not in _LOOK_UPS}
    specs = dict(zip(District, content.districts, strict=True))
    price: dict[District | None, int] = {d: s.cost for d, s in specs.items()}
    price[None] = UNPAYABLE
    in_order = ((), (), *(tuple(sorted(cast.characters)) for cast in content.character_sets))
    abilities: dict[str, Any] = {
        ability: (_NO_RANK[ability], *(getattr(spec, ability) for spec in content.characters))
        for ability in _ABILITIES}
    return Tables(
        cost={d: s.cost for d, s in specs.items()}, price=price,
        points={d: s.points for d, s in specs.items()},
        colour={d: s.colour for d, s in specs.items()},
        copies={d: s.copies for d, s in specs.items()},
        deck=tuple(d for d, s in specs.items() for _ in range(s.copies)),
        uses=frozenset(d for d in (powers["laboratory"], powers["smithy"]) if d is not None),
        end_bonus={d: (s.end_colour, s.end_points) for d, s in specs.items()
                   if s.end_points and s.end_colour is not None},
        ranks=in_order,
        named={c: c if spec.names is None else NamedCharacter(c, spec.names)
               for c, spec in zip(Character, content.characters, strict=True)},
        district_names={d: _district_name(d, s) for d, s in specs.items()},
        any_colour=frozenset(d for d, s in specs.items() if s.any_colour),
        build_change={d: (s.build_change_colour, s.build_change) for d, s in specs.items()
                      if s.build_change and s.build_change_colour is not None},
        end_kind={d: (s.end_kind, s.end_kind_points) for d, s in specs.items()
                  if s.end_kind_points and s.end_kind is not None},
        holders={p: tuple(c for c, spec in zip(Character, content.characters, strict=True)
                          if p in spec.powers) for p in POWER_RULES},
        calls_from=tuple(tuple(tuple(c for c in ranks if c >= first)
                               for first in range(len(Character) + 2)) for ranks in in_order),
        **abilities, **powers)


#: The rank-0 slot of each ability's table (no character has rank 0).
_NO_RANK: dict[str, Any] = {ability: getattr(CharacterSpec(), ability) for ability in _ABILITIES}


#: The printed game's content.
PUBLISHED = CitadelsContent()


__all__ = ["PUBLISHED", "CharacterSet", "CharacterSpec", "CitadelsContent", "DistrictSpec",
           "Tables", "tables"]
