"""Naishi's cards as data: ids, names in both languages, colours, copies and families
(rules spec naishi §1).

This module may import only the engine.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from ...engine import CodeRepr, Text
from ...engine.palette import PALETTE


class Card(CodeRepr, enum.StrEnum):
    """A card type, by its English engine id."""

    MOUNTAIN = "Mountain"
    NAISHI = "Naishi"
    ADVISOR = "Advisor"
    SENTINEL = "Sentinel"
    MONK = "Monk"
    HORSEMAN = "Horseman"
    RONIN = "Ronin"
    NINJA = "Ninja"
    FORT = "Fort"
    BANNER = "Banner"
    TORII = "Torii"
    RICE_FIELD = "RiceField"
    #: Spare kinds a variant may fill (`content.NaishiContent.kinds`: names, copies, family,
    #: mark and scoring from the content in force); no printed game deals them.
    KIND_1 = "Kind1"
    KIND_2 = "Kind2"
    KIND_3 = "Kind3"
    KIND_4 = "Kind4"

    @property
    def info(self) -> CardInfo:
        return CARDS[self]

    def label(self, lang: str) -> str:
        return CARDS[self].name.label(lang)


class Family(CodeRepr, enum.StrEnum):
    START = "start"
    CHARACTER = "character"
    PLACE = "place"


@dataclass(frozen=True)
class CardInfo:
    card: Card
    name: Text
    colour: Text
    #: CSS colour for drawing; never the only signal (the name is always shown).
    css: str
    #: A one-letter mark shown on the tile, for colour-blind readers.
    mark: str
    copies: int
    family: Family


def _card_info(card: Card, css: str, mark: str, copies: int, family: Family) -> CardInfo:
    """A card's facts, its name and colour read from the catalogue
    (`naishi.card.<card>.name`, `.colour`)."""
    key = f"naishi.card.{card.name.lower()}"
    return CardInfo(card, Text.of(f"{key}.name"), Text.of(f"{key}.colour"), css, mark, copies,
                    family)


CARDS: dict[Card, CardInfo] = {
    info.card: info
    for info in (
        _card_info(Card.MOUNTAIN, PALETTE["white"], "M", 16, Family.START),
        _card_info(Card.NAISHI, PALETTE["pink"], "N", 2, Family.CHARACTER),
        _card_info(Card.ADVISOR, PALETTE["purple"], "A", 4, Family.CHARACTER),
        _card_info(Card.SENTINEL, PALETTE["green"], "S", 4, Family.CHARACTER),
        _card_info(Card.MONK, PALETTE["orange"], "Mo", 3, Family.CHARACTER),
        _card_info(Card.HORSEMAN, PALETTE["navy"], "H", 2, Family.CHARACTER),
        _card_info(Card.RONIN, PALETTE["teal"], "R", 2, Family.CHARACTER),
        _card_info(Card.NINJA, PALETTE["black"], "Nj", 2, Family.CHARACTER),
        _card_info(Card.FORT, PALETTE["brown"], "F", 4, Family.PLACE),
        _card_info(Card.BANNER, PALETTE["sky"], "B", 2, Family.PLACE),
        _card_info(Card.TORII, PALETTE["red"], "T", 4, Family.PLACE),
        _card_info(Card.RICE_FIELD, PALETTE["yellow"], "RF", 5, Family.PLACE),
        *(_card_info(spare, PALETTE["grey"], f"?{i}", 0, Family.PLACE)
          for i, spare in enumerate((Card.KIND_1, Card.KIND_2, Card.KIND_3, Card.KIND_4), 1)),
    )
}

#: The spare kinds, in the order a variant's new kinds take them (0 copies when printed).
SPARE: tuple[Card, ...] = (Card.KIND_1, Card.KIND_2, Card.KIND_3, Card.KIND_4)
#: The printed game's 12 kinds, in card order: what every printed listing iterates.
PRINTED: tuple[Card, ...] = tuple(c for c in Card if c not in SPARE)

CHARACTERS: tuple[Card, ...] = tuple(c for c in PRINTED if CARDS[c].family is Family.CHARACTER)
#: The characters a Ninja may copy (never another Ninja; rules spec naishi §12.N).
COPIABLE: tuple[Card, ...] = tuple(c for c in CHARACTERS if c is not Card.NINJA)

#: The 34 Development cards (19 characters, 15 places).
DEVELOPMENT_DECK: tuple[Card, ...] = tuple(
    card for card in PRINTED if card is not Card.MOUNTAIN for _ in range(CARDS[card].copies)
)

_BY_NAME: dict[str, Card] = {}
for _card, _info in CARDS.items():
    for _name in (_card.value, _info.name.en, _info.name.ja, _card.name):
        _BY_NAME[_name.casefold().replace(" ", "").replace("_", "")] = _card
# Aliases seen in the sources (rules spec naishi §1).
for _alias, _card in (
    ("Councillor", Card.ADVISOR),
    ("Councellor", Card.ADVISOR),
    ("Cavalry", Card.HORSEMAN),
    ("Knight", Card.HORSEMAN),
    ("Fortress", Card.FORT),
    ("Rice", Card.RICE_FIELD),
    ("Rice fields", Card.RICE_FIELD),
    ("Paddy", Card.RICE_FIELD),
):
    _BY_NAME[_alias.casefold().replace(" ", "")] = _card


def parse_card(value: object) -> Card:
    """A card from its English id, English name, alias or Japanese name.

    >>> parse_card("RiceField"), parse_card("田園"), parse_card("rice field")
    (Card.RICE_FIELD, Card.RICE_FIELD, Card.RICE_FIELD)
    """
    if isinstance(value, Card):
        return value
    if isinstance(value, str):
        card = _BY_NAME.get(value.strip().casefold().replace(" ", "").replace("_", ""))
        if card is not None:
            return card
    known = ", ".join(c.value for c in PRINTED)
    raise ValueError(
        f"unknown Naishi card {value!r}: use an English id ({known}) or a Japanese name "
        f"({'、'.join(CARDS[c].name.ja for c in Card)})"
    )
