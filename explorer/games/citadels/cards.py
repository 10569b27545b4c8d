"""Citadels' cards as data: the 66 districts of the classic base game (names in English and
Japanese, colour, cost, points, copies) and the eight characters (rules spec citadels §1–§3).

This module may import only the engine.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from ...engine import CodeRepr, Text
from ...engine.palette import PALETTE


class Colour(CodeRepr, enum.StrEnum):
    """A district colour; the four income colours and purple (special)."""

    YELLOW = "yellow"
    BLUE = "blue"
    GREEN = "green"
    RED = "red"
    PURPLE = "purple"


    def label(self, lang: str) -> str:
        return COLOUR_NAMES[self].label(lang)


COLOUR_NAMES: dict[Colour, Text] = {
    Colour.YELLOW: Text.of("citadels.colour.yellow"),
    Colour.BLUE: Text.of("citadels.colour.blue"),
    Colour.GREEN: Text.of("citadels.colour.green"),
    Colour.RED: Text.of("citadels.colour.red"),
    Colour.PURPLE: Text.of("citadels.colour.purple"),
}

#: CSS colours for drawing; never the only signal (the name or letter is always shown).
COLOUR_CSS: dict[Colour, str] = {c: PALETTE[c.name.lower()] for c in Colour}

#: One-letter marks for colour-blind readers.
COLOUR_MARK: dict[Colour, str] = {
    Colour.YELLOW: "Y",
    Colour.BLUE: "B",
    Colour.GREEN: "G",
    Colour.RED: "R",
    Colour.PURPLE: "P",
}


class District(CodeRepr, enum.StrEnum):
    """A district card type, by its FFG English name."""

    MANOR = "Manor"
    CASTLE = "Castle"
    PALACE = "Palace"
    TEMPLE = "Temple"
    CHURCH = "Church"
    MONASTERY = "Monastery"
    CATHEDRAL = "Cathedral"
    TAVERN = "Tavern"
    MARKET = "Market"
    TRADING_POST = "Trading Post"
    DOCKS = "Docks"
    HARBOR = "Harbor"
    TOWN_HALL = "Town Hall"
    WATCHTOWER = "Watchtower"
    PRISON = "Prison"
    BATTLEFIELD = "Battlefield"
    FORTRESS = "Fortress"
    HAUNTED_CITY = "Haunted City"
    KEEP = "Keep"
    LABORATORY = "Laboratory"
    SMITHY = "Smithy"
    OBSERVATORY = "Observatory"
    GRAVEYARD = "Graveyard"
    DRAGON_GATE = "Dragon Gate"
    UNIVERSITY = "University"
    LIBRARY = "Library"
    GREAT_WALL = "Great Wall"
    SCHOOL_OF_MAGIC = "School of Magic"
    #: Two districts no printed deck has (no copies): a variant's new districts, whose facts
    #: it gives (`content.DistrictSpec`).
    NEW_1 = "New district 1"
    NEW_2 = "New district 2"


    @property
    def info(self) -> DistrictInfo:
        return DISTRICTS[self]

    @property
    def cost(self) -> int:
        return DISTRICTS[self].cost

    @property
    def points(self) -> int:
        return DISTRICTS[self].points

    @property
    def colour(self) -> Colour:
        return DISTRICTS[self].colour

    def label(self, lang: str) -> str:
        return DISTRICTS[self].name.label(lang)


@dataclass(frozen=True)
class DistrictInfo:
    district: District
    name: Text
    colour: Colour
    cost: int
    points: int
    copies: int
    #: The rule id of a purple district's effect (None for the plain colours).
    rule: str | None = None


def _d(district: District, colour: Colour, cost: int, copies: int,
       points: int | None = None, rule: str | None = None) -> DistrictInfo:
    """A district's facts, its name read from the catalogue (`citadels.district.<district>`,
    whose English is the district's record name)."""
    name = Text.of(f"citadels.district.{district.name.lower()}")
    return DistrictInfo(district, name, colour, cost, cost if points is None else points,
                        copies, rule)


_Y, _B, _G, _R, _P = Colour.YELLOW, Colour.BLUE, Colour.GREEN, Colour.RED, Colour.PURPLE

DISTRICTS: dict[District, DistrictInfo] = {
    info.district: info
    for info in (
        _d(District.MANOR, _Y, 3, 5),
        _d(District.CASTLE, _Y, 4, 4),
        _d(District.PALACE, _Y, 5, 3),
        _d(District.TEMPLE, _B, 1, 3),
        _d(District.CHURCH, _B, 2, 3),
        _d(District.MONASTERY, _B, 3, 3),
        _d(District.CATHEDRAL, _B, 5, 2),
        _d(District.TAVERN, _G, 1, 5),
        _d(District.MARKET, _G, 2, 4),
        _d(District.TRADING_POST, _G, 2, 3),
        _d(District.DOCKS, _G, 3, 3),
        _d(District.HARBOR, _G, 4, 3),
        _d(District.TOWN_HALL, _G, 5, 2),
        _d(District.WATCHTOWER, _R, 1, 3),
        _d(District.PRISON, _R, 2, 3),
        _d(District.BATTLEFIELD, _R, 3, 3),
        _d(District.FORTRESS, _R, 5, 2),
        _d(District.HAUNTED_CITY, _P, 2, 1, rule="citadels.2.1.haunted_city"),
        _d(District.KEEP, _P, 3, 2, rule="citadels.2.1.keep"),
        _d(District.LABORATORY, _P, 5, 1, rule="citadels.2.1.laboratory"),
        _d(District.SMITHY, _P, 5, 1, rule="citadels.2.1.smithy"),
        _d(District.OBSERVATORY, _P, 5, 1, rule="citadels.2.1.observatory"),
        _d(District.GRAVEYARD, _P, 5, 1, rule="citadels.2.1.graveyard"),
        _d(District.DRAGON_GATE, _P, 6, 1, points=8, rule="citadels.2.1.dragon_gate"),
        _d(District.UNIVERSITY, _P, 6, 1, points=8, rule="citadels.2.1.university"),
        _d(District.LIBRARY, _P, 6, 1, rule="citadels.2.1.library"),
        _d(District.GREAT_WALL, _P, 6, 1, rule="citadels.2.1.great_wall"),
        _d(District.SCHOOL_OF_MAGIC, _P, 6, 1, rule="citadels.2.1.school_of_magic"),
        _d(District.NEW_1, _P, 1, 0),
        _d(District.NEW_2, _P, 1, 0),
    )
}

#: The full 66-card district deck, in table order (rules spec §2).
DECK: tuple[District, ...] = tuple(
    d for d, info in DISTRICTS.items() for _ in range(info.copies)
)

PURPLE: tuple[District, ...] = tuple(d for d in District if DISTRICTS[d].colour is Colour.PURPLE)


class Character(CodeRepr, enum.IntEnum):
    """A character card; its value is its rank (call order)."""

    ASSASSIN = 1
    THIEF = 2
    MAGICIAN = 3
    KING = 4
    BISHOP = 5
    MERCHANT = 6
    ARCHITECT = 7
    WARLORD = 8
    #: The ninth rank, in no printed set (as in the 2016 edition's ninth rank): a blank a
    #: variant fills with its own character, with its names and abilities
    #: (`CharacterSpec.names`); unnamed, she is the Queen of the class questions.
    QUEEN = 9


    def __str__(self) -> str:
        return CHARACTER_NAMES[self].en

    @property
    def rank(self) -> int:
        return int(self)

    @property
    def income_colour(self) -> Colour | None:
        return INCOME_COLOUR.get(self)

    def label(self, lang: str) -> str:
        return CHARACTER_NAMES[self].label(lang)

    def numbered(self, lang: str) -> str:
        """"4 King" / "4 王様"."""
        return f"{int(self)} {self.label(lang)}"


CHARACTER_NAMES: dict[Character, Text] = {
    Character.ASSASSIN: Text.of("citadels.character.assassin"),
    Character.THIEF: Text.of("citadels.character.thief"),
    Character.MAGICIAN: Text.of("citadels.character.magician"),
    Character.KING: Text.of("citadels.character.king"),
    Character.BISHOP: Text.of("citadels.character.bishop"),
    Character.MERCHANT: Text.of("citadels.character.merchant"),
    Character.ARCHITECT: Text.of("citadels.character.architect"),
    Character.WARLORD: Text.of("citadels.character.warlord"),
    Character.QUEEN: Text.of("citadels.character.queen"),
}

@dataclass(frozen=True, slots=True)
class NamedCharacter:
    """A character as a variant names it (`CharacterSpec.names`): its rank's `Character` and
    the names in force. The texts of a game whose content names a rank show this value
    where they would show the `Character` (the state and the actions keep the `Character`).

    >>> emperor = NamedCharacter(Character.QUEEN, Text("Emperor", "皇帝"))
    >>> emperor.label("ja"), emperor.numbered("en"), int(emperor)
    ('皇帝', '9 Emperor', 9)
    """

    character: Character
    names: Text

    def __str__(self) -> str:
        return self.names.en

    def __int__(self) -> int:
        return int(self.character)

    @property
    def rank(self) -> int:
        return int(self.character)

    def label(self, lang: str) -> str:
        return self.names.label(lang)

    def numbered(self, lang: str) -> str:
        """"9 Emperor" / "9 皇帝"."""
        return f"{int(self.character)} {self.label(lang)}"


@dataclass(frozen=True, slots=True)
class CharacterSpec:
    """A character's abilities, in the vocabulary of `docs/citadels-vocabulary.md` (rules spec
    citadels §3, §6.3, §7); its rank comes with the `Character`.

    - `income`: the colour it earns 1 gold from per district of its city (§7), or `None`;
    - `gold_after`: the gold it takes once its action is complete (the Merchant's, §3);
    - `cards_after`: the district cards it draws once its action is complete (the
      Architect's, §3);
    - `build_limit`: how many districts it may build in its turn (§6.3; the Architect's, §3);
    - `destroy_change`: what a character with the power to destroy pays beyond a district's
      cost (the Warlord's "cost − 1", §3), never less than 0 in all;
    - `gold_condition`: when `gold_after` is taken: always (`None`, the Merchant's), or only
      on a condition of `CONDITIONS` (`"next_to_crown"`: its holder sits next to the Crown's
      holder; none printed);
    - `powers`: its powers, from `POWERS` (`"kill"`, `"rob"`, `"exchange"`, `"crown"`,
      `"protect"`, `"destroy"`; each cites its rule, `POWER_RULES`);
    - `never`: the characters its `kill` or `rob` may never name, besides itself (and, for
      `rob`, the killed character): the Thief's "not the Assassin" (§3);
    - `names`: its names in English and Japanese when a variant names the rank (a new
      character: a "Banker" in the Merchant's rank, an "Emperor" in the ninth), or `None`:
      the rank's catalogue name (every printed character's).
    """

    income: Colour | None = None
    gold_after: int = 0
    cards_after: int = 0
    build_limit: int = 1
    destroy_change: int = 0
    gold_condition: str | None = None
    powers: tuple[str, ...] = ()
    never: tuple[Character, ...] = ()
    names: Text | None = None

    def to_dict(self) -> dict[str, object]:
        """Every ability, JSON-ready (no income colour: `None`; the condition only when the
        character has one; the powers and the characters never named as lists)."""
        out: dict[str, object] = {
            "income": None if self.income is None else self.income.value,
            "gold_after": self.gold_after, "cards_after": self.cards_after,
            "build_limit": self.build_limit, "destroy_change": self.destroy_change,
            "powers": list(self.powers), "never": [c.name.lower() for c in self.never]}
        if self.gold_condition is not None:
            out["gold_condition"] = self.gold_condition
        if self.names is not None:
            out["names"] = {"en": self.names.en, "ja": self.names.ja}
        return out


#: The powers a character may have (rules spec citadels §3), each with the rule it cites:
#: name a character who loses its turn; name a character whose holder's gold it takes when
#: revealed; swap hands or redraw; take the Crown when revealed (or, killed, at the end of
#: the round); shelter its holder's city from destruction; destroy a district at the end of
#: its turn. A character uses one of `kill`, `rob`, `exchange` once a turn (§3).
POWER_RULES: dict[str, str] = {
    "kill": "citadels.3.assassin", "rob": "citadels.3.thief", "exchange": "citadels.3.magician",
    "crown": "citadels.3.king", "protect": "citadels.3.bishop", "destroy": "citadels.3.warlord"}
POWERS: tuple[str, ...] = tuple(POWER_RULES)
#: The powers a round can give to one character only (one killed, one robbed, one Crown).
SINGLE_POWERS: tuple[str, ...] = ("kill", "rob", "crown")
#: The powers that name a character (`CharacterSpec.never` limits them).
NAMING_POWERS: tuple[str, ...] = ("kill", "rob")


#: The conditions a character's `gold_after` may have: its holder sits next to the Crown's
#: holder (rule citadels.3.next_to_crown).
CONDITIONS: tuple[str, ...] = ("next_to_crown",)


#: The printed characters' abilities, in rank order (rules spec §3): the one place they live.
CHARACTER_SPECS: dict[Character, CharacterSpec] = {
    Character.ASSASSIN: CharacterSpec(powers=("kill",)),
    Character.THIEF: CharacterSpec(powers=("rob",), never=(Character.ASSASSIN,)),
    Character.MAGICIAN: CharacterSpec(powers=("exchange",)),
    Character.KING: CharacterSpec(income=Colour.YELLOW, powers=("crown",)),
    Character.BISHOP: CharacterSpec(income=Colour.BLUE, powers=("protect",)),
    Character.MERCHANT: CharacterSpec(income=Colour.GREEN, gold_after=1),
    Character.ARCHITECT: CharacterSpec(cards_after=2, build_limit=3),
    Character.WARLORD: CharacterSpec(income=Colour.RED, destroy_change=-1, powers=("destroy",)),
    Character.QUEEN: CharacterSpec(),
}

#: The printed income colours (§7), read from `CHARACTER_SPECS`.
INCOME_COLOUR: dict[Character, Colour] = {
    c: spec.income for c, spec in CHARACTER_SPECS.items() if spec.income is not None}

#: The printed characters (rules spec §1, §5): ranks 1 to 8, at every player count.
CHARACTERS: tuple[Character, ...] = tuple(c for c in Character if c is not Character.QUEEN)


def character_by_name(name: str) -> Character | None:
    """The character named `name` in English (any case) or Japanese."""
    key = _key(name)
    return next((c for c, text in CHARACTER_NAMES.items()
                 if key in (_key(text.en), _key(text.ja), _key(c.name))), None)


def district_by_name(name: str) -> District | None:
    """The district named `name` in English (any case, spaces optional) or Japanese."""
    return _BY_NAME.get(_key(name))


def _key(name: str) -> str:
    return "".join(name.split()).casefold()


_BY_NAME: dict[str, District] = {}
for _info in DISTRICTS.values():
    _BY_NAME[_key(_info.name.en)] = _info.district
    _BY_NAME[_key(_info.name.ja)] = _info.district
    _BY_NAME[_key(_info.district.name.replace("_", ""))] = _info.district


#: Characters removed face up, by player count (§5.1).
FACE_UP_COUNT: dict[int, int] = {2: 0, 3: 0, 4: 2, 5: 1, 6: 0, 7: 0}
#: Characters removed face down at the start of a round, at every player count (§5.1).
FACE_DOWN_COUNT = 1
