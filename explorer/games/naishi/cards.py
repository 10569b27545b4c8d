"""Naishi's cards as data: ids, names in both languages, colours, copies and families
(rules spec naishi §1).

This module may import only the engine.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from ...engine import CodeRepr, Text


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


CARDS: dict[Card, CardInfo] = {
    info.card: info
    for info in (
        CardInfo(Card.MOUNTAIN, Text("Mountain", "山"), Text("white", "白"), "#f4f4f0", "M",
                 16, Family.START),
        CardInfo(Card.NAISHI, Text("Naishi", "内侍"), Text("pink", "桃"), "#f28cb8", "N",
                 2, Family.CHARACTER),
        CardInfo(Card.ADVISOR, Text("Advisor", "参議"), Text("purple", "紫"), "#8e6cc4", "A",
                 4, Family.CHARACTER),
        CardInfo(Card.SENTINEL, Text("Sentinel", "見張り"), Text("green", "緑"), "#4caf50", "S",
                 4, Family.CHARACTER),
        CardInfo(Card.MONK, Text("Monk", "僧侶"), Text("orange", "橙"), "#f39c33", "Mo",
                 3, Family.CHARACTER),
        CardInfo(Card.HORSEMAN, Text("Horseman", "騎馬兵"), Text("navy", "紺"), "#283e8c", "H",
                 2, Family.CHARACTER),
        CardInfo(Card.RONIN, Text("Ronin", "浪人"), Text("teal", "青緑"), "#1a9c9c", "R",
                 2, Family.CHARACTER),
        CardInfo(Card.NINJA, Text("Ninja", "忍者"), Text("black", "黒"), "#2b2b2b", "Nj",
                 2, Family.CHARACTER),
        CardInfo(Card.FORT, Text("Fort", "砦"), Text("brown", "茶"), "#8d5a3b", "F",
                 4, Family.PLACE),
        CardInfo(Card.BANNER, Text("Banner", "旗"), Text("sky blue", "空色"), "#7cc4f0", "B",
                 2, Family.PLACE),
        CardInfo(Card.TORII, Text("Torii", "鳥居"), Text("red", "赤"), "#d8342c", "T",
                 4, Family.PLACE),
        CardInfo(Card.RICE_FIELD, Text("Rice Field", "田園"), Text("yellow", "黄"), "#e8c93a",
                 "RF", 5, Family.PLACE),
    )
}

CHARACTERS: tuple[Card, ...] = tuple(c for c in Card if CARDS[c].family is Family.CHARACTER)
#: The characters a Ninja may copy (never another Ninja; rules spec naishi §12.N).
COPIABLE: tuple[Card, ...] = tuple(c for c in CHARACTERS if c is not Card.NINJA)

#: The 34 Development cards (19 characters, 15 places).
DEVELOPMENT_DECK: tuple[Card, ...] = tuple(
    card for card in Card if card is not Card.MOUNTAIN for _ in range(CARDS[card].copies)
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
    known = ", ".join(c.value for c in Card)
    raise ValueError(
        f"unknown Naishi card {value!r}: use an English id ({known}) or a Japanese name "
        f"({'、'.join(CARDS[c].name.ja for c in Card)})"
    )
