"""New Naishi card kinds as data (issue 36): a variant's card kind is a dict, read here into a
`NewKind` whose scoring is a list of `Pattern`s from a small vocabulary, each generalising a
rule of the spec's §12 and citing its rule id (`RULES`).

A new kind takes one of `cards.SPARE` (the i-th new kind is `SPARE[i]`), kinds no printed game
deals; its names, copies, family, mark and scoring come from here, so the published game's
iteration (`cards.PRINTED`), decks, transcripts and share codes do not change.

The patterns (`PATTERNS`; every number from -100 to 100):

- `{"pattern": "position", "where": W, "points": n}`: each copy scores n where W is `corner`
  (columns 1 and 5, either row; `edge` names the same four cells), `centre` (column 3),
  `middle` (columns 2 and 4), `line`, `hand` or `anywhere`, else 0; or `"points": [10
  numbers]`, the Line's columns 1–5 then the Hand's (naishi.12.fort, naishi.12.naishi).
- `{"pattern": "adjacent", "card": K, "points": n}`: each copy scores n per orthogonally
  adjacent card of kind K, a Ninja counting as its copy (naishi.12.advisor).
- `{"pattern": "count", "points": [t0, t1, …]}`: the territory's copies of the kind, n of
  them (0 too), score t[n] once (the last number for more; naishi.12.torii); with `"row":
  "line"` (or `"hand"`) only the copies of that row count (naishi.12.banner).
- `{"pattern": "group", "points": [t0, t1, …]}`: each orthogonally connected group of the kind
  scores t[size] (the last number for larger; naishi.12.rice_field).
- `{"pattern": "column", "card": K, "points": n}`: each copy scores n if the card of the other
  row in its column is of kind K (naishi.12.horseman); with `"row": "hand"` (or `"line"`) only
  a copy in that row.
- `{"pattern": "distinct", "points": [t0, t1, …]}`: each copy scores t[k], k the distinct kinds
  the Ronin counts in the territory (a new kind counts as one; naishi.12.ronin).
- `{"pattern": "alone", "points": a, "crowded": b}`: each copy scores a with no orthogonally
  adjacent card of its own kind, b otherwise (naishi.12.sentinel).

A kind's family: `start` (each copy replaces a Mountain of a Hand at the set-up, one per
player each: an even number of copies, `START_MOST` at most in all), `character` or `place`
(in the Development deck, dealt to the River). A Ninja copies printed characters only: a new
kind is never a copy.

This module may import only the engine and `cards`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ...engine import Join, Message, Text, shown
from ...engine.core import as_int
from ...engine.errors import VariantError
from ...engine.variant import objects
from .cards import CARDS, SPARE, Card, Family, parse_card

#: Each pattern and the rule id of the §12 rule it generalises.
RULES: dict[str, str] = {
    "position": "naishi.12.fort",
    "adjacent": "naishi.12.advisor",
    "count": "naishi.12.torii",
    "group": "naishi.12.rice_field",
    "column": "naishi.12.horseman",
    "distinct": "naishi.12.ronin",
    "alone": "naishi.12.sentinel",
}
PATTERNS: tuple[str, ...] = tuple(RULES)
#: The patterns scored once per territory (or group), not per copy.
SET_PATTERNS = frozenset({"count", "group"})
#: A position's shortcuts: the cells (0–4 the Line, 5–9 the Hand) each names.
WHERE: dict[str, frozenset[int]] = {
    "corner": frozenset({0, 4, 5, 9}),
    "edge": frozenset({0, 4, 5, 9}),
    "centre": frozenset({2, 7}),
    "middle": frozenset({1, 3, 6, 8}),
    "line": frozenset(range(5)),
    "hand": frozenset(range(5, 10)),
    "anywhere": frozenset(range(10)),
}
#: The rows a `count` or a `column` may be bound to, and their cells.
ROWS: dict[str, range] = {"line": range(5), "hand": range(5, 10)}
#: At most this many new kinds in a variant (the spare kinds), patterns per kind, numbers in a
#: table, characters in a name.
MOST_KINDS = len(SPARE)
MOST_PATTERNS = 6
MOST_TABLE = 15
MOST_NAME = 24
MOST_POINTS = 100
MOST_COPIES = 16
#: The start kinds' copies in all: each replaces one of a Hand's 3 Mountains.
START_MOST = 6
_KEYS = ("id", "names", "copies", "family", "mark", "scoring")
_PARAMETERS: dict[str, tuple[str, ...]] = {
    "position": ("where", "points"), "adjacent": ("card", "points"), "count": ("points", "row"),
    "group": ("points",), "column": ("card", "points", "row"), "distinct": ("points",),
    "alone": ("points", "crowded"),
}


@dataclass(frozen=True)
class Pattern:
    """One scoring pattern of a new kind: `name` (one of `PATTERNS`), its numbers (`points`: a
    position's 10 cells, a table, or one number; `crowded`: the `alone` pattern's other
    number), the kind it looks for (`card`: `adjacent`, `column`) and a position's shortcut
    as written (`where`, `None` for a table)."""

    name: str
    points: tuple[int, ...]
    card: Card | None = None
    where: str | None = None
    crowded: int = 0
    #: `count`, `column`: only the copies of this row ("line" or "hand"), `None` for both.
    row: str | None = None
    #: `column`: where its card is there, its points replace the kind's `position` points
    #: (rule naishi.13.A1's REPLACES reading).
    replaces: bool = False
    #: `adjacent`: only a copy with no orthogonally adjacent card of its own kind scores it
    #: (rule naishi.13.A11's ONLY_ALONE reading).
    only_alone: bool = False

    @property
    def rule(self) -> str:
        return RULES[self.name]

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"pattern": self.name}
        if self.name == "position" and self.where is not None:
            out["where"] = self.where
            out["points"] = max(self.points)
        elif self.name in ("adjacent", "column", "alone"):
            out["points"] = self.points[0]
        else:
            out["points"] = list(self.points)
        if self.card is not None:
            out["card"] = self.card.value
        if self.name == "alone":
            out["crowded"] = self.crowded
        if self.row is not None:
            out["row"] = self.row
        return out


@dataclass(frozen=True)
class NewKind:
    """A new card kind: its `card` (a spare `Card`), `id` (its English id), `names` (en/ja),
    `copies`, `family`, `mark` (one or two letters on its tile) and `scoring`."""

    card: Card
    id: str
    names: Text
    copies: int
    family: Family
    mark: str
    scoring: tuple[Pattern, ...]

    def to_dict(self, ids: Mapping[Card, str]) -> dict[str, Any]:
        patterns = []
        for p in self.scoring:
            d = p.to_dict()
            if p.card is not None:
                d["card"] = ids.get(p.card, p.card.value)
            patterns.append(d)
        return {"id": self.id, "names": {"en": self.names.en, "ja": self.names.ja},
                "copies": self.copies, "family": self.family.value, "mark": self.mark,
                "scoring": patterns}


def read_kinds(value: Any) -> tuple[NewKind, ...]:
    """The new kinds a variant's `kinds` list describes (or already read ones, unchanged);
    `VariantError` naming the field and the reason for anything impossible."""
    if isinstance(value, tuple) and all(isinstance(k, NewKind) for k in value):
        check_kinds(value)
        return value
    if not isinstance(value, (list, tuple)):
        raise VariantError(Message("naishi.variant.error.kinds", value=shown(value),
                                   most=MOST_KINDS))
    if len(value) > MOST_KINDS:
        raise VariantError(Message("naishi.variant.error.kinds_many", n=len(value),
                                   most=MOST_KINDS))
    ids = _ids(value)
    kinds = tuple(_kind(i, data, ids) for i, data in enumerate(value))
    check_kinds(kinds)
    return kinds


def _ids(value: Sequence[Any]) -> dict[str, Card]:
    """Each new kind's id (and names) → its spare card, checked: no clash with a printed card
    or another new kind."""
    ids: dict[str, Card] = {}
    for i, (field, data) in enumerate(objects("kinds", value)):
        unknown = [k for k in data if k not in _KEYS]
        if unknown:
            raise VariantError(Message("engine.variant.error.unknown_field",
                                       field=shown(unknown[0]), fields=", ".join(_KEYS)))
        kind_id = _text(data.get("id"), f"{field}.id")
        if _printed(kind_id) or _fold(kind_id) in ids:
            raise VariantError(Message("naishi.variant.error.kind_id", value=shown(kind_id)))
        ids[_fold(kind_id)] = SPARE[i]
    return ids


def _fold(name: str) -> str:
    return name.strip().casefold().replace(" ", "").replace("_", "")


def _printed(name: str) -> bool:
    try:
        parse_card(name)
    except ValueError:
        return False
    return True


def _text(value: Any, field: str) -> str:
    if not (isinstance(value, str) and 0 < len(value.strip()) <= MOST_NAME):
        raise VariantError(Message("naishi.variant.error.kind_text", field=field,
                                   value=shown(value), most=MOST_NAME))
    return value.strip()


def _kind(i: int, data: Mapping[str, Any], ids: Mapping[str, Card]) -> NewKind:
    field = f"kinds[{i}]"
    names = data.get("names")
    if not isinstance(names, Mapping):
        raise VariantError(Message("engine.variant.error.object", field=f"{field}.names",
                                   value=shown(names)))
    en = _text(names.get("en"), f"{field}.names.en")
    ja = _text(names.get("ja"), f"{field}.names.ja")
    copies = as_int(data.get("copies"))
    if copies is None or not 1 <= copies <= MOST_COPIES:
        raise VariantError(Message("engine.variant.error.range", field=f"{field}.copies",
                                   value=shown(data.get("copies")), low=1, high=MOST_COPIES))
    family = data.get("family")
    if family not in [f.value for f in Family]:
        raise VariantError(Message("naishi.variant.error.choice", field=f"{field}.family",
                                   value=shown(family),
                                   choices=", ".join(f.value for f in Family)))
    mark = _text(data.get("mark", data.get("id")), f"{field}.mark")[:2]
    scoring = data.get("scoring")
    if not isinstance(scoring, (list, tuple)) or not 0 < len(scoring) <= MOST_PATTERNS:
        raise VariantError(Message("naishi.variant.error.kind_scoring", card=en,
                                   value=shown(scoring), most=MOST_PATTERNS))
    patterns = tuple(_pattern(f, p, ids) for f, p in objects(f"{field}.scoring", scoring))
    return NewKind(SPARE[i], _text(data.get("id"), f"{field}.id"), Text(en, ja), copies,
                   Family(family), mark, patterns)


def _pattern(field: str, data: Mapping[str, Any], ids: Mapping[str, Card]) -> Pattern:
    """One pattern from its dict, every parameter checked."""
    name = data.get("pattern")
    if name not in RULES:
        raise VariantError(Message("naishi.variant.error.choice", field=f"{field}.pattern",
                                   value=shown(name), choices=", ".join(PATTERNS)))
    allowed = ("pattern", *_PARAMETERS[name])
    unknown = [k for k in data if k not in allowed]
    if unknown:
        raise VariantError(Message("engine.variant.error.unknown_field",
                                   field=shown(unknown[0]), fields=", ".join(allowed)))
    card = _card(f"{field}.card", data.get("card"), ids) if "card" in allowed else None
    if name == "position":
        return _position(field, data)
    row = data.get("row")
    if row not in (None, *ROWS):
        raise VariantError(Message("naishi.variant.error.choice", field=f"{field}.row",
                                   value=shown(row), choices=", ".join(ROWS)))
    if name in ("count", "group", "distinct"):
        return Pattern(name, _table(f"{field}.points", data.get("points")), row=row)
    points = (_number(f"{field}.points", data.get("points")),)
    crowded = _number(f"{field}.crowded", data.get("crowded", 0)) if name == "alone" else 0
    return Pattern(name, points, card, crowded=crowded, row=row)


def _position(field: str, data: Mapping[str, Any]) -> Pattern:
    where = data.get("where")
    if where is None:
        table = _table(f"{field}.points", data.get("points"))
        if len(table) != 10:
            raise VariantError(Message("engine.variant.error.numbers", field=f"{field}.points",
                                       n=10, value=shown(data.get("points"))))
        return Pattern("position", table)
    if where not in WHERE:
        raise VariantError(Message("naishi.variant.error.choice", field=f"{field}.where",
                                   value=shown(where), choices=", ".join(WHERE)))
    points = _number(f"{field}.points", data.get("points"))
    return Pattern("position", tuple(points if c in WHERE[where] else 0 for c in range(10)),
                   where=where)


def _card(field: str, value: Any, ids: Mapping[str, Card]) -> Card:
    if isinstance(value, str) and _fold(value) in ids:
        return ids[_fold(value)]
    if isinstance(value, Card) and value in ids.values():
        return value
    try:
        card = parse_card(value)
    except ValueError:
        card = None
    if card is None or card in SPARE:
        raise VariantError(Message("naishi.variant.error.kind_card", field=field,
                                   value=shown(value),
                                   cards=Join([*(CARDS[c].name for c in CARDS
                                                 if c not in SPARE)],
                                              alternatives=True)))
    return card


def _number(field: str, value: Any) -> int:
    number = as_int(value)
    if number is None:
        raise VariantError(Message("engine.variant.error.number", field=field,
                                   value=shown(value)))
    if not -MOST_POINTS <= number <= MOST_POINTS:
        raise VariantError(Message("engine.variant.error.range", field=field, value=shown(value),
                                   low=-MOST_POINTS, high=MOST_POINTS))
    return number


def _table(field: str, value: Any) -> tuple[int, ...]:
    if not isinstance(value, (list, tuple)) or not 0 < len(value) <= MOST_TABLE:
        raise VariantError(Message("naishi.variant.error.kind_table", field=field,
                                   value=shown(value), most=MOST_TABLE))
    return tuple(_number(field, v) for v in value)


def check_kinds(kinds: tuple[NewKind, ...]) -> None:
    """`VariantError` for new kinds that cannot all be dealt: the start kinds' copies must be
    even (one per player each) and `START_MOST` at most in all."""
    if len(kinds) > MOST_KINDS:
        raise VariantError(Message("naishi.variant.error.kinds_many", n=len(kinds),
                                   most=MOST_KINDS))
    start = sum(k.copies for k in kinds if k.family is Family.START)
    if start % 2 or start > START_MOST:
        raise VariantError(Message("naishi.variant.error.start_copies", n=start,
                                   most=START_MOST))


def describe(pattern: Pattern, names: Mapping[Card, Text]) -> Message:
    """What a pattern scores, with its own numbers and names: "5 in a corner", "2 per adjacent
    Rice Field" (the card's help text and the variant's diff)."""
    card = names.get(pattern.card) if pattern.card is not None else None
    if pattern.name == "position":
        if pattern.where is not None:
            return Message(f"naishi.kind.position.{pattern.where}", points=max(pattern.points))
        return Message("naishi.kind.position.table", line=", ".join(map(str, pattern.points[:5])),
                       hand=", ".join(map(str, pattern.points[5:])))
    if pattern.name in ("adjacent", "column"):
        key = f"naishi.kind.{pattern.name}" + (f".{pattern.row}" if pattern.row else "")
        return Message(key, points=pattern.points[0], card=card)
    if pattern.name == "alone":
        return Message("naishi.kind.alone", points=pattern.points[0], crowded=pattern.crowded)
    key = f"naishi.kind.{pattern.name}" + (f".{pattern.row}" if pattern.row else "")
    return Message(key, table=", ".join(map(str, pattern.points)))
