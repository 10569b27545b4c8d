"""Naishi end-of-game scoring (rules spec naishi §2, §11, §12) and the score explainer.

`score(line, hand)` scores one territory (a 2 × 5 grid) and returns a `Breakdown`: the total,
the score-pad rows, the points of each card, the tie-break colour count and the Ninjas'
copies. Its `clauses` and `explain(lang)` say, one sentence per scoring clause, where every
point comes from, in English or Japanese; they are built only when someone asks, from the
same patterns: a printed kind's in its printed sentences (`content.PRINTED_TEXTS`), a new
kind's in the patterns' own.

Positions are `(row, column)`: row 0 is the Line, row 1 the Hand, columns 0–4 (the spec's
columns 1–5). Internally a cell is the index `row * 5 + column`.

Every card, printed or new, scores by its patterns (`kinds.Pattern`; the printed cards'
written in `content.PRINTED_SCORING`, `scoring_patterns` fills in the numbers and the readings
in force): `card_points` sums a card's per-card patterns (`pattern_points`), `pattern_sets` its
kind's set patterns; each is marked with the rule ids it implements. The reference rule book
(`rules/end.py`) and the explanations score with them. The tables compiled from the same
patterns (the bots' totals, the best-arrangement search) are `totals`'.

The numbers come from the content in force (`ScoringRules.content`, a `content.NaishiContent`:
the printed game by default); the module holds none of its own.

A variant's new card kinds (`content.NaishiContent.kinds`) score by their patterns
(`kinds.Pattern`: `pattern_points`, `pattern_sets`), each clause explained with the variant's
names and numbers; a new kind is a kind of its own for the Ronin and the tie-break colours.

This module may import only the engine, `cards`, `kinds` and `content`.
"""

from __future__ import annotations

import enum
import functools
import itertools
from collections.abc import Iterable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from functools import cached_property
from types import MappingProxyType
from typing import Any

from ...engine import (
    CodeRepr,
    ExplorerError,
    Message,
    Text,
    check_lang,
    implements,
)
from ...engine.i18n import punct
from .cards import CARDS, COPIABLE, PRINTED, Card, Family, parse_card
from .content import (
    MOUNTAIN_POINTS,
    PRINTED_SCORING,
    PRINTED_TEXTS,
    PUBLISHED,
    RONIN_POINTS,
    TORII_POINTS,
    NaishiContent,
    ScoreText,
)
from .kinds import ROWS, SET_PATTERNS, Pattern

Position = tuple[int, int]

MOUNTAIN, NAISHI, ADVISOR, SENTINEL = Card.MOUNTAIN, Card.NAISHI, Card.ADVISOR, Card.SENTINEL
MONK, HORSEMAN, RONIN, NINJA = Card.MONK, Card.HORSEMAN, Card.RONIN, Card.NINJA
FORT, BANNER, TORII, RICE_FIELD = Card.FORT, Card.BANNER, Card.TORII, Card.RICE_FIELD


# ---------------------------------------------------------------------------------------------
# Options (the open ambiguities A1 and A3 of the spec)


class HorsemanBonus(CodeRepr, enum.StrEnum):
    """How a Horseman in the Hand under a Line Banner scores (rule naishi.13.A1)."""

    #: 3 + 10 = 13 (the recommended reading).
    ADDS = "adds"
    #: 10 instead of 3.
    REPLACES = "replaces"


class IdleNinjaColour(CodeRepr, enum.StrEnum):
    """The tie-break colour of a Ninja that copies nothing (rule naishi.13.A3)."""

    #: No colour at all (the recommended reading).
    NONE = "none"
    #: Black, one more colour.
    BLACK = "black"


class SentinelFortBonus(CodeRepr, enum.StrEnum):
    """Whether a Sentinel next to another Sentinel keeps its Fort bonus (rule
    naishi.13.A11)."""

    #: Yes: the +3 and the +4 per adjacent Fort are independent (the recommended reading).
    INDEPENDENT = "independent"
    #: No: only a Sentinel with no adjacent Sentinel scores its Fort bonus.
    ONLY_ALONE = "only_alone"


@dataclass(frozen=True, kw_only=True)
class ScoringRules:
    """The readings of the scoring rules that the sources disagree on.

    - `horseman_bonus`: `HorsemanBonus.ADDS` (default) scores a Hand Horseman under a Line
      Banner 3 + 10 = 13; `HorsemanBonus.REPLACES` scores it 10.
    - `idle_ninja_colour`: `IdleNinjaColour.NONE` (default) gives a Ninja that copies nothing
      no tie-break colour; `IdleNinjaColour.BLACK` counts it as black.
    - `sentinel_fort_bonus`: `SentinelFortBonus.INDEPENDENT` (default) gives every Sentinel
      4 per adjacent Fort; `SentinelFortBonus.ONLY_ALONE` only a Sentinel with no adjacent
      Sentinel.
    - `ronin_points`, `torii_points`, `mountain_points`: the printed point tables, which a
      game designer may change to ask "what if" (defaults: the printed rules).
    - `content`: every other number (`content.NaishiContent`; default: the printed game).
    """

    horseman_bonus: HorsemanBonus = HorsemanBonus.ADDS
    idle_ninja_colour: IdleNinjaColour = IdleNinjaColour.NONE
    sentinel_fort_bonus: SentinelFortBonus = SentinelFortBonus.INDEPENDENT
    #: What-if (rule naishi.12.ronin): each Ronin's points with 8, 9, 10 types counted.
    ronin_points: tuple[int, int, int] = RONIN_POINTS
    #: What-if (rule naishi.12.torii): the Torii points for 0, 1, 2, 3, 4 or more Torii.
    torii_points: tuple[int, int, int, int, int] = TORII_POINTS
    #: What-if (rule naishi.12.mountain): the Mountain points for 0, 1, 2 or more Mountains.
    mountain_points: tuple[int, int, int] = MOUNTAIN_POINTS
    content: NaishiContent = PUBLISHED

    @property
    def lone_forts(self) -> bool:
        """Whether only a lone Sentinel scores its Fort bonus (A11's other reading)."""
        return self.sentinel_fort_bonus is SentinelFortBonus.ONLY_ALONE


DEFAULT_RULES = ScoringRules()


# ---------------------------------------------------------------------------------------------
# Geometry and point tables (rules spec naishi §2 and §12)

CELLS = range(10)


def _neighbours(cell: int) -> tuple[int, ...]:
    row, col = divmod(cell, 5)
    out = [cell + 5 if row == 0 else cell - 5]
    if col > 0:
        out.append(cell - 1)
    if col < 4:
        out.append(cell + 1)
    return tuple(sorted(out))


#: The orthogonal neighbours of each cell (2 or 3 of them).
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(_neighbours(c) for c in CELLS)
#: The printed types Ronin counts: everything but Mountain and Ninja (its table's length).
RONIN_TYPES = frozenset(PRINTED) - {MOUNTAIN, NINJA}
#: The types Ronin counts, a variant's new kinds included (each a kind of its own).
RONIN_COUNTED = frozenset(Card) - {MOUNTAIN, NINJA}
#: The printed kinds scored only as sets (Mountain, Torii, Banner, Rice Field: their cells
#: hold no points of their own).
SET_TYPES = frozenset(card for card, patterns in PRINTED_SCORING.items()
                      if all(pattern in SET_PATTERNS for pattern, *_ in patterns))
#: The score pad's rows, in Game Park's order (a Ninja scores on the row of its copy).
SCORE_PAD: tuple[Card, ...] = (
    MOUNTAIN, NAISHI, ADVISOR, FORT, SENTINEL, TORII, MONK, RICE_FIELD, BANNER, HORSEMAN, RONIN,
)


@implements("naishi.12.mountain")
def mountain_points(count: int, rules: ScoringRules = DEFAULT_RULES) -> int:
    """The Mountains of a territory: one scores 5, two or more lose 5 in all."""
    return rules.mountain_points[min(count, len(rules.mountain_points) - 1)]


@implements("naishi.12.torii")
def torii_points(count: int, rules: ScoringRules = DEFAULT_RULES) -> int:
    """The Torii of a territory: 1 loses 5, 2 score 0, 3 or 4 score 30."""
    return rules.torii_points[min(count, len(rules.torii_points) - 1)]


@implements("naishi.12.ronin")
def ronin_points(count: int, rules: ScoringRules = DEFAULT_RULES) -> int:
    """Each Ronin's points when it counts `count` distinct types: 8, 15 or 45 for 8, 9 or 10
    (the table's numbers for the most types; fewer than `ronin_least` score 0)."""
    least = ronin_least(rules)
    if count < least:
        return 0
    # With new kinds a Ronin may count more types than printed: the table's last number.
    return rules.ronin_points[min(count - least, len(rules.ronin_points) - 1)]


def ronin_least(rules: ScoringRules = DEFAULT_RULES) -> int:
    """The fewest distinct types that make a Ronin score (printed: 8): the table gives the
    points for the most types Ronin can count, one number each."""
    return len(RONIN_TYPES) + 1 - len(rules.ronin_points)


@implements("naishi.12.banner")
def banner_points(line_count: int, k: NaishiContent = PUBLISHED) -> int:
    """The Banners of the Line: 3 for one, 8 for two (a Hand Banner scores nothing)."""
    return k.banner_points[min(line_count, len(k.banner_points) - 1)]


@implements("naishi.12.rice_field")
def rice_field_points(mask: int, k: NaishiContent = PUBLISHED) -> int:
    """Each group of orthogonally connected Rice Fields (the cells of `mask`) scores by size:
    2 → 10, 3 → 20, 4 or more → 30; a lone Rice Field 0."""
    return sum(k.rice_points[len(group)] for group in rice_groups(mask))


@implements("naishi.12.rice_field")
def rice_groups(mask: int) -> tuple[tuple[int, ...], ...]:
    """The orthogonally connected groups of the cells in the bit mask `mask`."""
    groups = []
    left = mask
    while left:
        start = (left & -left).bit_length() - 1
        group, todo = {start}, [start]
        while todo:
            for n in NEIGHBOURS[todo.pop()]:
                if left >> n & 1 and n not in group:
                    group.add(n)
                    todo.append(n)
        for c in group:
            left &= ~(1 << c)
        groups.append(tuple(sorted(group)))
    return tuple(groups)


@functools.lru_cache(maxsize=64)
def rice_table(k: NaishiContent) -> tuple[int, ...]:
    """`rice_field_points` of every set of Rice Field cells (a 10-bit mask), made once per
    content: the bots score territories by the thousand."""
    return tuple(rice_field_points(m, k) for m in range(1024))



@implements("naishi.12.ronin")
def ronin_count(cards: Iterable[Card | None]) -> int:
    """The number of distinct types Ronin counts among real cards (no Mountain, no Ninja; a
    new kind counts as one)."""
    return len(RONIN_COUNTED.intersection(cards))


@implements("naishi.11.4", "naishi.13.A3")
def colour_count(cards: Iterable[Card], idle_ninja: bool, rules: ScoringRules) -> int:
    """The tie-break count (rules spec naishi §11.4, A3): distinct colours of the real cards,
    Mountain included; a copying Ninja has its copy's colour, which is already there."""
    kinds = set(cards)
    kinds.discard(NINJA)
    extra = idle_ninja and rules.idle_ninja_colour is IdleNinjaColour.BLACK
    return len(kinds) + (1 if extra else 0)


# ---------------------------------------------------------------------------------------------
# Errors


class ScoreInputError(ExplorerError):
    """A territory or a Ninja copy that cannot be scored; the message says what is wrong."""


_ROW_NAMES = ("line", "hand")
_LOOKUP: dict[str, Card] = {}
for _card in PRINTED:
    _info = CARDS[_card]
    for _name in (_card.value, _info.name.ja, _info.name.en):
        _LOOKUP[_name] = _card


def name(card: Card) -> Text:
    """A card's name in both languages (a `Card` itself is a `str` and would render as its
    English id in every language)."""
    return CARDS[card].name


def _known_names() -> str:
    return ", ".join(f"{c.value} ({CARDS[c].name.ja})" for c in PRINTED)


def to_card(value: object, where: Message | str, k: NaishiContent = PUBLISHED) -> Card:
    """A card from a `Card`, an English id or name, an alias, or a Japanese name (a new
    kind of content `k`: its id or either name)."""
    try:
        return _LOOKUP[value]  # type: ignore[index]  # any value: a miss is caught below
    except (KeyError, TypeError):
        pass
    for kind in k.kinds:
        if value in (kind.id, kind.names.en, kind.names.ja):
            return kind.card
    if isinstance(value, str):
        try:
            card = parse_card(value)
        except ValueError:
            pass
        else:
            if card in PRINTED or k.kind(card) is not None:
                return card
    raise ScoreInputError(
        Message("naishi.score.error.unknown_card", value=repr(value), where=where,
                names=_known_names())
    )


def where(cell: int) -> Message:
    """'line column 3' / '場の3列目'."""
    row, col = divmod(cell, 5)
    return Message(f"naishi.score.where.{_ROW_NAMES[row]}", col=col + 1)


def parse_grid(line: Sequence[Any], hand: Sequence[Any], k: NaishiContent = PUBLISHED
               ) -> tuple[Card, ...]:
    """The ten cards of a territory, Line then Hand, column 1 first (`k`: the content whose
    new kinds may be named too); `ScoreInputError` if the shape or a name is wrong."""
    cards: list[Card] = []
    for row, cards_in_row in enumerate((line, hand)):
        if isinstance(cards_in_row, (str, bytes)) or not hasattr(cards_in_row, "__len__"):
            raise ScoreInputError(
                Message(f"naishi.score.error.row_type.{_ROW_NAMES[row]}",
                        value=repr(cards_in_row)[:60])
            )
        if isinstance(cards_in_row, (AbstractSet, Mapping)) or not hasattr(
                cards_in_row, "__getitem__"):
            # A set (or a dict, or a view) has no column order: refuse it rather than score
            # whatever order the hash seed gives.
            raise ScoreInputError(
                Message(f"naishi.score.error.row_order.{_ROW_NAMES[row]}",
                        value=repr(cards_in_row)[:60])
            )
        if len(cards_in_row) != 5:
            raise ScoreInputError(
                Message(f"naishi.score.error.shape.{_ROW_NAMES[row]}", n=len(cards_in_row))
            )
        for col, value in enumerate(cards_in_row):
            card = _LOOKUP.get(value) if isinstance(value, str) else None
            cards.append(card if card is not None else to_card(value, where(row * 5 + col), k))
    return tuple(cards)


def _parse_position(key: object) -> int:
    if (
        isinstance(key, tuple)
        and len(key) == 2
        and all(isinstance(k, int) and not isinstance(k, bool) for k in key)
        and key[0] in (0, 1)
        and 0 <= key[1] <= 4
    ):
        return int(key[0]) * 5 + int(key[1])
    raise ScoreInputError(Message("naishi.score.error.copy_key", position=repr(key)))


@implements("naishi.12.ninja")
def copiable(cards: Sequence[Card | None], cell: int, k: NaishiContent = PUBLISHED
             ) -> list[Card]:
    """The characters the Ninja at `cell` may copy (never a Ninja, in `COPIABLE` order):
    those of its territory (printed), or of its own row under a variant
    (`ninja_copies="row"`)."""
    if k.ninja_copies == "row":
        start = cell - cell % 5
        cards = cards[start:start + 5]
    return [c for c in COPIABLE if c in cards]


def _parse_copies(cards: tuple[Card, ...], ninja_copies: Mapping[Any, Any],
                  k: NaishiContent = PUBLISHED) -> dict[int, Card]:
    if not isinstance(ninja_copies, Mapping):
        raise ScoreInputError(Message("naishi.score.error.copies_type",
                                      value=repr(ninja_copies)[:60]))
    ninjas = [c for c in CELLS if cards[c] is NINJA]
    fixed: dict[int, Card] = {}
    for key, value in ninja_copies.items():
        cell = _parse_position(key)
        if cards[cell] is not NINJA:
            raise ScoreInputError(
                Message("naishi.score.error.not_a_ninja", position=repr(key), where=where(cell),
                        card=name(cards[cell]),
                        ninjas=_Listing(tuple(where(c) for c in ninjas)))
            )
        copy = to_card(value, where(cell))
        if copy is NINJA:
            raise ScoreInputError(Message("naishi.score.error.copy_ninja", where=where(cell)))
        if copy not in COPIABLE:
            raise ScoreInputError(
                Message("naishi.score.error.copy_not_character", where=where(cell),
                        card=name(copy))
            )
        present = copiable(cards, cell, k)
        if copy not in present:
            raise ScoreInputError(
                Message("naishi.score.error.copy_absent", where=where(cell), card=name(copy),
                        present=_Listing(name(c) for c in present))
            )
        fixed[cell] = copy
    return fixed


class _Listing:
    """A localized comma list; 'none' / 'なし' when empty."""

    __slots__ = ("items",)

    def __init__(self, items: Iterable[Any]) -> None:
        self.items = tuple(items)

    def label(self, lang: str) -> str:
        if not self.items:
            return Message("naishi.score.none").label(lang)
        parts = [i if isinstance(i, str) else i.label(lang) for i in self.items]
        return punct("list", lang).join(parts)


# ---------------------------------------------------------------------------------------------
# The fast scorer


@implements("naishi.12.fort", "naishi.12.advisor", "naishi.12.horseman", "naishi.12.ronin",
            "naishi.12.sentinel")
def pattern_points(pattern: Pattern, eff: Sequence[Card | None], cell: int) -> int:
    """What a per-card pattern of a new kind scores for the copy at `cell` (`eff`: each
    cell's card, a Ninja as its copy, which adds no type for the Ronin): by position
    (naishi.12.fort), per adjacent card of a kind (naishi.12.advisor), on a card of the other
    row in its column (naishi.12.horseman), by the distinct kinds the Ronin counts
    (naishi.12.ronin), alone or not among its own kind (naishi.12.sentinel). An `adjacent`
    pattern with `only_alone` scores only for a copy alone among its kind (naishi.13.A11)."""
    name = pattern.name
    if name == "position":
        return pattern.points[cell]
    if name == "adjacent":
        if pattern.only_alone and any(eff[n] is eff[cell] for n in NEIGHBOURS[cell]):
            return 0
        return pattern.points[0] * sum(1 for n in NEIGHBOURS[cell] if eff[n] is pattern.card)
    if name == "column":
        return pattern.points[0] if column_met(pattern, eff, cell) else 0
    if name == "distinct":
        return pattern.points[min(ronin_count(eff), len(pattern.points) - 1)]
    own = eff[cell]
    alone = all(eff[n] is not own for n in NEIGHBOURS[cell])
    return pattern.points[0] if alone else pattern.crowded


@implements("naishi.12.torii", "naishi.12.rice_field")
def pattern_sets(pattern: Pattern, cards: Sequence[Card], card: Card
                 ) -> tuple[tuple[tuple[int, ...], int], ...]:
    """What a set pattern of kind `card` scores, as (cells, points) pairs: its copies in
    the territory, n of them (0 too), score the table's n-th number once (naishi.12.torii); each
    orthogonally connected group of them its size's (naishi.12.rice_field). Beyond a table,
    its last number."""
    table = pattern.points
    cells = tuple(c for c in (CELLS if pattern.row is None else ROWS[pattern.row])
                  if cards[c] is card)
    if not cells:  # none: a count's first number (as the printed Banners' table), no group
        return (((), table[0]),) if pattern.name == "count" and table[0] else ()
    if pattern.name == "count":
        return ((cells, table[min(len(cells), len(table) - 1)]),)
    return tuple((group, table[min(len(group), len(table) - 1)])
                 for group in rice_groups(sum(1 << c for c in cells)))


def column_met(pattern: Pattern, eff: Sequence[Card | None], cell: int) -> bool:
    """Whether the `column` pattern's card is the other row's card in the column of `cell`
    (and `cell` in the pattern's row, if it has one)."""
    if pattern.row is not None and cell not in ROWS[pattern.row]:
        return False
    return eff[(cell + 5) % 10] is pattern.card


@implements("naishi.12.naishi", "naishi.12.advisor", "naishi.12.sentinel", "naishi.12.monk",
            "naishi.12.horseman", "naishi.12.ronin", "naishi.12.fort", "naishi.13.A1",
            "naishi.13.A11")
def card_points(patterns: Sequence[Pattern], eff: Sequence[Card | None], cell: int) -> int:
    """What the card at `cell` scores by its kind's per-card `patterns` (`eff`: each cell's
    card, a Ninja as its copy): their sum, except that a `column` pattern with `replaces`
    whose card is there takes the place of the `position` points (naishi.13.A1)."""
    points = place = 0
    replaced = False
    for pattern in patterns:
        name = pattern.name
        if name == "position":  # the commonest, read here (the Ninjas' copies try many)
            place += pattern.points[cell]
        elif name not in SET_PATTERNS:
            points += pattern_points(pattern, eff, cell)
            replaced = replaced or (pattern.replaces and column_met(pattern, eff, cell))
    return points if replaced else points + place


def set_points(patterns: Sequence[Pattern], cards: Sequence[Card], card: Card) -> int:
    """What the set patterns of kind `card` score in the territory `cards`."""
    return sum(points for p in patterns if p.name in SET_PATTERNS
               for _, points in pattern_sets(p, cards, card))


@functools.lru_cache(maxsize=64)
def scoring_patterns(rules: ScoringRules = DEFAULT_RULES) -> Mapping[Card, tuple[Pattern, ...]]:
    """Every kind's scoring in patterns under `rules`, made once per rules: what the scorer
    reads. The printed cards' (`content.PRINTED_SCORING`) carry the readings of the open
    ambiguities as options: under A1's REPLACES every `column` pattern `replaces`; under
    A11's ONLY_ALONE the `adjacent` patterns of a kind scored alone or not are `only_alone`.
    The Ronin's table is by the distinct kinds counted, 0 below `ronin_least`."""
    k = rules.content
    tables = {"ronin_points": (0,) * ronin_least(rules) + rules.ronin_points,
              "torii_points": rules.torii_points, "mountain_points": rules.mountain_points}
    replaces = rules.horseman_bonus is HorsemanBonus.REPLACES
    out: dict[Card, tuple[Pattern, ...]] = {}
    for card, patterns in PRINTED_SCORING.items():
        alone = any(name == "alone" for name, *_ in patterns)
        made = []
        for name, field, other, row in patterns:
            numbers = tables[field] if field in tables else getattr(k, field)
            points = numbers if isinstance(numbers, tuple) else (numbers,)
            made.append(Pattern(name, points, other, row=row,
                                replaces=replaces and name == "column",
                                only_alone=rules.lone_forts and alone and name == "adjacent"))
        out[card] = tuple(made)
    out.update((kind.card, kind.scoring) for kind in k.kinds)
    return MappingProxyType(out)


def printed_patterns(rules: ScoringRules = DEFAULT_RULES) -> dict[Card, tuple[Pattern, ...]]:
    """Every kind's scoring in the new kinds' patterns under `rules` (`scoring_patterns`, a
    copy): the printed cards' (`content.PRINTED_SCORING`, with the numbers and readings in
    force) and the variant's new kinds'."""
    return dict(scoring_patterns(rules))


def patterns_total(cards: tuple[Card, ...], copies: Mapping[int, Card],
                   rules: ScoringRules = DEFAULT_RULES) -> int:
    """The total of the territory `cards` with the Ninjas' `copies` (cell → copied kind),
    scored by the patterns alone (`printed_patterns`): each cell's per-card patterns of its
    kind (a Ninja's copy's, with the variant's bonus), then each kind's set patterns: what
    `score_cards` scores (tests/naishi/test_kinds.py)."""
    patterns = printed_patterns(rules)
    eff = [copies.get(c) if cards[c] is NINJA else cards[c] for c in CELLS]
    total = 0
    for c in CELLS:
        kind = eff[c]
        if kind is None:
            continue
        total += card_points(patterns.get(kind, ()), eff, c)
        if cards[c] is NINJA:
            total += rules.content.ninja_bonus
    return total + sum(set_points(found, cards, kind) for kind, found in patterns.items())


def _reads_copies(patterns: Sequence[Pattern], kind: Card | None) -> bool:
    """Whether a card of `kind` scoring by `patterns` reads a neighbour that a Ninja's copy
    could be (a character beside it, or its own kind for `alone`)."""
    return any(p.card in COPIABLE if p.name in ("adjacent", "column")
               else p.name == "alone" and kind in COPIABLE for p in patterns)


@implements("naishi.12.ninja", "naishi.11.2")
def _choose_copies(cards: tuple[Card, ...], fixed: dict[int, Card],
                   rules: ScoringRules = DEFAULT_RULES) -> dict[int, Card]:
    """The copies of the Ninjas not in `fixed` that maximise the total, all chosen together
    (rules spec naishi §12.N). Only the Ninjas and their neighbours whose patterns read the
    cards around them change with the copies, so only those cells are rescored."""
    free = [c for c in CELLS if cards[c] is NINJA and c not in fixed]
    k = rules.content
    # Each free Ninja's choices (`None`: nothing to copy, under a row-bound variant).
    choices: list[Sequence[Card | None]] = [copiable(cards, c, k) or (None,) for c in free]
    if not free or all(choice == (None,) for choice in choices):
        return fixed
    patterns = scoring_patterns(rules)
    eff: list[Card | None] = [fixed.get(c, cards[c]) if cards[c] is NINJA else cards[c]
                              for c in CELLS]
    for c in free:
        eff[c] = None
    touched = set(free)
    for c in free:
        touched.update(n for n in NEIGHBOURS[c] if _reads_copies(patterns.get(eff[n] or NINJA, ()),
                                                                 eff[n]))
    cells = sorted(touched)
    best_total = None
    best: tuple[Card | None, ...] = ()
    for combo in itertools.product(*choices):
        for c, copy in zip(free, combo, strict=True):
            eff[c] = copy
        total = 0
        for c in cells:
            kind = eff[c]
            if kind is not None:
                total += card_points(patterns.get(kind, ()), eff, c)
        if best_total is None or total > best_total:
            best_total, best = total, combo
    out = dict(fixed)
    out.update((c, copy) for c, copy in zip(free, best, strict=True) if copy is not None)
    return out


def score(
    line: Sequence[Any],
    hand: Sequence[Any],
    ninja_copies: Mapping[Any, Any] | None = None,
    *,
    rules: ScoringRules = DEFAULT_RULES,
) -> Breakdown:
    """Score one territory (rules spec naishi §12).

    `line` and `hand` hold 5 cards each, column 1 first, as `Card` values, English ids
    ("RiceField") or Japanese names ("田園"). `ninja_copies` maps a Ninja's `(row, column)`
    (row 0 = Line, 1 = Hand; columns 0–4) to the character it copies; a Ninja left out (or
    every Ninja, when `ninja_copies` is None) copies whatever maximises the total, both Ninjas
    chosen together; ties go to the first type in `COPIABLE` order. `rules` picks the readings
    of the open ambiguities (`ScoringRules`: the Horseman bonus A1, the idle Ninja colour A3).

    Raises `ScoreInputError` (a `ValueError`) saying what is wrong with bad input.

    >>> b = score(["Fort", "Sentinel", "Advisor", "Banner", "RiceField"],
    ...           ["Fort", "Mountain", "Naishi", "RiceField", "RiceField"])
    >>> b.total, b.by_type["Advisor"], b.colours
    (62, 7, 7)
    """
    return score_cards(parse_grid(line, hand, rules.content), ninja_copies, rules)


def score_cards(cards: tuple[Card, ...], ninja_copies: Mapping[Any, Any] | None = None,
                rules: ScoringRules = DEFAULT_RULES) -> Breakdown:
    """`score` for ten `Card` values already checked (Line then Hand)."""
    by_type, points, copies = _tally(cards, ninja_copies, rules)
    idle = NINJA in cards and len(copies) < cards.count(NINJA)
    return Breakdown(
        line=cards[:5],
        hand=cards[5:],
        total=sum(by_type.values()),
        by_type=MappingProxyType(by_type),
        cells=(tuple(points[:5]), tuple(points[5:])),
        colours=colour_count(cards, idle, rules),
        ninja_copies=MappingProxyType({divmod(c, 5): k for c, k in sorted(copies.items())}),
        rules=rules,
    )


def score_total(cards: tuple[Card, ...], rules: ScoringRules = DEFAULT_RULES) -> int:
    """Only the total of `score_cards` (best Ninja copies): the bots' fast path."""
    return sum(_tally(cards, None, rules)[0].values())


def _tally(cards: tuple[Card, ...], ninja_copies: Mapping[Any, Any] | None,
           rules: ScoringRules) -> tuple[dict[Card, int], list[int | None], dict[int, Card]]:
    """The score-pad rows, each cell's points and the Ninja copies of a territory: every
    kind's patterns (`scoring_patterns`), each per-card-scored cell's, then each kind's set
    patterns (a set-scored card's cell holds `None`)."""
    k = rules.content
    copies: dict[int, Card]
    if NINJA in cards:
        fixed = _parse_copies(cards, ninja_copies, k) if ninja_copies else {}
        copies = _choose_copies(cards, fixed, rules)
        eff: Sequence[Card | None] = [
            copies.get(c) if cards[c] is NINJA else cards[c] for c in CELLS
        ]
    else:
        if ninja_copies:
            _parse_copies(cards, ninja_copies, k)  # raises: no Ninja to copy with
        copies = {}
        eff = cards
    patterns = scoring_patterns(rules)
    pad = SCORE_PAD + tuple(kind.card for kind in k.kinds) if k.kinds else SCORE_PAD
    by_type = dict.fromkeys(pad, 0)
    points: list[int | None] = [None] * 10
    for c in CELLS:
        kind = eff[c]
        if kind is not None and kind in SET_TYPES:
            continue
        p = card_points(patterns.get(kind, ()), eff, c) if kind is not None else 0
        if k.ninja_bonus and kind is not None and cards[c] is NINJA:
            p += k.ninja_bonus  # rule naishi.12.ninja: a variant's bonus for copying
        points[c] = p
        if kind is not None:
            by_type[kind] += p
    for kind, found in patterns.items():
        by_type[kind] += set_points(found, cards, kind)
    return by_type, points, copies


# ---------------------------------------------------------------------------------------------
# The result and its explanation


@dataclass(frozen=True)
class Clause:
    """One scoring clause: which rule (`rule`, a rule id), the score-pad row it counts on
    (`card`), the cells involved, the points, and the sentence that says so (`message`)."""

    rule: str
    card: Card
    cells: tuple[Position, ...]
    points: int
    message: Message

    def label(self, lang: str) -> str:
        return self.message.label(lang)


@dataclass(frozen=True)
class Breakdown:
    """The score of one territory (see `score`).

    - `total`; `by_type`: score-pad row (a `Card`, equal to its English id) → points, every
      row of `SCORE_PAD`, a Ninja's points on its copy's row;
    - `cells`: 2 × 5 points of each per-card-scored card (a Ninja's at its own cell), `None`
      for the set-scored Mountain, Banner, Torii and Rice Field;
    - `colours`: the tie-break count (rules spec naishi §11.4, A3);
    - `ninja_copies`: `(row, column)` → copied type, for every Ninja that copies something;
    - `clauses` and `explain(lang)`: one sentence per scoring clause, built on demand.
    """

    line: tuple[Card, ...]
    hand: tuple[Card, ...]
    total: int
    by_type: Mapping[Card, int]
    cells: tuple[tuple[int | None, ...], tuple[int | None, ...]]
    colours: int
    ninja_copies: Mapping[Position, Card]
    rules: ScoringRules = DEFAULT_RULES

    def __hash__(self) -> int:
        return hash((self.line, self.hand, tuple(self.ninja_copies.items()), self.rules))

    @property
    def grid(self) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
        return (self.line, self.hand)

    def card_at(self, position: Position) -> Card:
        return self.grid[position[0]][position[1]]

    def points_at(self, position: Position) -> int | None:
        return self.cells[position[0]][position[1]]

    @cached_property
    def clauses(self) -> tuple[Clause, ...]:
        """The scoring clauses: one per per-card-scored card, then one per set type present
        (one per group for Rice Fields), in score-pad order."""
        return _explain(self)

    def explain(self, lang: str = "en") -> tuple[str, ...]:
        """One sentence per scoring clause, in `lang` ("en" or "ja")."""
        check_lang(lang)
        return tuple(clause.label(lang) for clause in self.clauses)

    @cached_property
    def copy_choices(self) -> Mapping[Position, tuple[tuple[Card, int], ...]]:
        """For each copying Ninja, every character it could copy and the territory's total if
        it did (the other Ninjas keeping their copies), best first: why the copy is chosen."""
        out: dict[Position, tuple[tuple[Card, int], ...]] = {}
        for position in self.ninja_copies:
            totals = []
            cell = position[0] * 5 + position[1]
            for kind in copiable(self.line + self.hand, cell, self.rules.content):
                copies = {**self.ninja_copies, position: kind}
                totals.append((kind, score(self.line, self.hand, copies, rules=self.rules).total))
            totals.sort(key=lambda item: -item[1])
            out[position] = tuple(totals)
        return MappingProxyType(out)

    def explain_copies(self, lang: str = "en") -> tuple[str, ...]:
        """One sentence per copying Ninja: what it copies, and what the other copies would
        give."""
        check_lang(lang)
        out = []
        for (row, col), chosen in self.ninja_copies.items():
            others = tuple(
                Message("naishi.score.copy.other", card=name(kind), total=total)
                for kind, total in self.copy_choices[(row, col)] if kind is not chosen
            )
            key = "naishi.score.copy.choice" if others else "naishi.score.copy.only"
            out.append(Message(key, where=where(row * 5 + col), card=name(chosen),
                               total=self.total, others=_Listing(others)).label(lang))
        return tuple(out)


class _Terms:
    """'3, plus 4 for the adjacent Naishi = 7' / '3点、隣接する内侍で+4点、計7点'."""

    __slots__ = ("points", "terms")

    def __init__(self, terms: Sequence[Message], points: int) -> None:
        self.terms = tuple(terms)
        self.points = points

    def label(self, lang: str) -> str:
        text = punct("list", lang).join(t.label(lang) for t in self.terms)
        if len(self.terms) > 1:
            text += Message("naishi.score.equals", points=self.points).label(lang)
        return text


def _explain(b: Breakdown) -> tuple[Clause, ...]:
    """Every clause of `b`, in score-pad order: each per-card-scored card's (a printed kind's
    one clause in its own sentences, a new kind's one per pattern), then each kind's sets."""
    cards = b.line + b.hand
    copies = {r * 5 + c: k for (r, c), k in b.ninja_copies.items()}
    eff = [copies.get(c) if cards[c] is NINJA else cards[c] for c in CELLS]
    patterns = scoring_patterns(b.rules)
    found: list[tuple[int, int, Clause]] = []
    for c in CELLS:
        kind = eff[c]
        if kind in SET_TYPES:
            continue
        if kind is not None and kind not in PRINTED_TEXTS:
            found.extend(_kind_clauses(kind, patterns[kind], eff, c, b.rules.content))
        else:
            found.append(_printed_clause(b, cards, eff, c))
    for kind, scoring in patterns.items():
        found.extend(_set_clauses(kind, scoring, cards, b.rules.content))
    found.sort(key=lambda item: (item[0], item[1]))
    return tuple(clause for _, _, clause in found)


def _printed_clause(b: Breakdown, cards: tuple[Card, ...], eff: Sequence[Card | None],
                    cell: int) -> tuple[int, int, Clause]:
    """The clause of the printed kind at `cell` (a Ninja's copy, or an idle Ninja): its
    patterns' terms in the printed sentences (`content.PRINTED_TEXTS`), one sentence."""
    kind = eff[cell]
    content = b.rules.content
    if kind is None:
        rule_id, terms, points = "naishi.12.ninja", [Message("naishi.score.term.ninja.idle")], 0
    else:
        rule_id, texts = PRINTED_TEXTS[kind]
        patterns = scoring_patterns(b.rules)[kind]
        terms = _printed_terms(kind, patterns, texts, eff, cell)
        points = card_points(patterns, eff, cell)
        if cards[cell] is NINJA and content.ninja_bonus:
            terms.append(Message("naishi.score.term.ninja.bonus", points=content.ninja_bonus))
            points += content.ninja_bonus
    row = kind or NINJA
    if cards[cell] is NINJA:
        head = Message("naishi.score.head.ninja" if kind else "naishi.score.head.ninja_idle",
                       where=where(cell), card=name(row))
        rule_id = "naishi.12.ninja" if kind is None else rule_id
    else:
        head = Message("naishi.score.head.card", where=where(cell), card=name(row))
    message = Message("naishi.score.sentence", head=head, terms=_Terms(terms, points))
    return _pad_order(row), cell, Clause(rule_id, row, (divmod(cell, 5),), points, message)


def _printed_terms(kind: Card, patterns: Sequence[Pattern], texts: Sequence[ScoreText],
                   eff: Sequence[Card | None], cell: int) -> list[Message]:
    """The terms of a printed kind's per-card patterns at `cell`, each in its printed
    sentence; a place's number a variant changed says so ("naishi.score.term.place"), and a
    `column` pattern that `replaces` (A1) takes the place's term's place."""
    printed = scoring_patterns(DEFAULT_RULES)[kind]
    terms: list[Message] = []
    place: Message | None = None
    for pattern, text, first in zip(patterns, texts, printed, strict=True):
        points = pattern_points(pattern, eff, cell)
        keys = text.keys
        if pattern.name == "position":
            same = pattern.points[cell] == first.points[cell]
            place = Message(keys[cell] if same else "naishi.score.term.place", points=points)
            terms.append(place)
        elif pattern.name == "adjacent":
            terms.extend(_adjacent_terms(pattern, keys, eff, cell))
        elif pattern.name == "alone":
            alone = all(eff[n] is not kind for n in NEIGHBOURS[cell])
            terms.append(Message(keys[0 if alone else 1], points=points))
        elif pattern.name == "column" and column_met(pattern, eff, cell):
            if pattern.replaces:
                terms = [t for t in terms if t is not place]
                terms.append(Message(keys[1], points=pattern.points[0],
                                     instead=place.params["points"] if place else 0))
            else:
                terms.append(Message(keys[0], points=points))
        elif pattern.name == "distinct":
            terms.append(Message(keys[0], k=ronin_count(eff), points=points))
    return terms


def _adjacent_terms(pattern: Pattern, keys: tuple[str, ...], eff: Sequence[Card | None],
                    cell: int) -> list[Message]:
    """An `adjacent` pattern's printed term: none with no such neighbour; the bonus refused
    under `only_alone` (A11) beside a card of its own kind; else the bonus, one or many."""
    assert pattern.card is not None
    n = sum(1 for m in NEIGHBOURS[cell] if eff[m] is pattern.card)
    if not n:
        return []
    if pattern.only_alone and any(eff[m] is eff[cell] for m in NEIGHBOURS[cell]):
        return [Message(keys[2])]
    each = pattern.points[0]
    return [Message(keys[0 if n == 1 else 1], card=name(pattern.card), each=each, n=n,
                    points=each * n)]


def _kind_term(pattern: Pattern, eff: Sequence[Card | None], cell: int, points: int,
               k: NaishiContent) -> Message:
    """The sentence of one per-card pattern of a new kind at `cell`, with the variant's own
    names and numbers."""
    name_of = k.name
    if pattern.name == "position":
        if pattern.where is None:
            return Message("naishi.score.kind.place", points=points)
        key = "at" if points or pattern.points[cell] else "not_at"
        return Message(f"naishi.score.kind.{key}.{pattern.where}", points=points)
    if pattern.name == "adjacent":
        assert pattern.card is not None
        n = sum(1 for m in NEIGHBOURS[cell] if eff[m] is pattern.card)
        return Message("naishi.score.kind.adjacent", points=points, n=n,
                       card=name_of(pattern.card), each=pattern.points[0])
    if pattern.name == "column":
        assert pattern.card is not None
        if pattern.row is not None and cell not in ROWS[pattern.row]:
            return Message(f"naishi.score.kind.not_at.{pattern.row}", points=points)
        key = "column" if eff[(cell + 5) % 10] is pattern.card else "no_column"
        return Message(f"naishi.score.kind.{key}", points=points, card=name_of(pattern.card))
    if pattern.name == "distinct":
        return Message("naishi.score.kind.distinct", points=points, k=ronin_count(eff))
    own = eff[cell]
    assert own is not None
    alone = all(eff[m] is not own for m in NEIGHBOURS[cell])
    return Message(f"naishi.score.kind.{'alone' if alone else 'crowded'}", points=points,
                   card=name_of(own))


def _kind_clauses(kind: Card, patterns: Sequence[Pattern], eff: Sequence[Card | None],
                  cell: int, k: NaishiContent) -> list[tuple[int, int, Clause]]:
    """One clause per per-card pattern of the new kind at `cell`, each citing its rule, in
    the patterns' own sentences (`naishi.score.kind.*`)."""
    out = []
    head = Message("naishi.score.head.card", where=where(cell), card=k.name(kind))
    for pattern in patterns:
        if pattern.name in SET_PATTERNS:
            continue
        points = pattern_points(pattern, eff, cell)
        terms = _Terms([_kind_term(pattern, eff, cell, points, k)], points)
        message = Message("naishi.score.sentence", head=head, terms=terms)
        out.append((_pad_order(kind), cell,
                    Clause(pattern.rule, kind, (divmod(cell, 5),), points, message)))
    return out


def _pad_order(card: Card) -> int:
    return SCORE_PAD.index(card) if card in SCORE_PAD else len(SCORE_PAD)


def _set_clauses(kind: Card, patterns: Sequence[Pattern], cards: tuple[Card, ...],
                 k: NaishiContent) -> list[tuple[int, int, Clause]]:
    """One clause per set pattern of `kind` (per group for `group`): a printed kind's in its
    printed sentences (`content.PRINTED_TEXTS`; with no copy in the territory, a variant's
    table that still scores says so in the patterns' own), a new kind's in the patterns'
    own."""
    printed = PRINTED_TEXTS.get(kind)
    out: list[tuple[int, int, Clause]] = []
    for i, pattern in enumerate(patterns):
        if pattern.name not in SET_PATTERNS:
            continue
        if printed is not None:
            made = _printed_sets(pattern, printed[1][i], cards, kind, k)
        else:
            made = _kind_sets(pattern, cards, kind, k)
        for cells, points, message in made:
            clause = Clause(printed[0] if printed else pattern.rule, kind,
                            tuple(divmod(c, 5) for c in cells), points, message)
            out.append((_pad_order(kind), min(cells, default=0), clause))
    return out


def _printed_sets(pattern: Pattern, text: ScoreText, cards: tuple[Card, ...], kind: Card,
                  k: NaishiContent) -> list[tuple[tuple[int, ...], int, Message]]:
    """A printed kind's set pattern: a `count` over every copy in the territory (those of
    its row counted, the others named, `outside`), each `group` by its size."""
    keys = text.keys
    if pattern.name == "group":
        out = []
        for group, points in pattern_sets(pattern, cards, kind):
            key = keys[min(len(group), len(keys) - 1)]
            if len(group) == 1:  # a lone card: where it is
                message = Message(key, points=points, where=where(group[0]))
            else:
                message = Message(key, points=points, n=len(group),
                                  group=_Listing(tuple(where(c) for c in group)))
            out.append((group, points, message))
        return out
    cells = tuple(c for c in CELLS if cards[c] is kind)
    if not cells:  # none: a variant's table may still score (the patterns' own sentence)
        return _kind_sets(pattern, cards, kind, k)
    points = sum(found for _, found in pattern_sets(pattern, cards, kind))
    if pattern.row is None:
        return [(cells, points, Message(keys[min(len(cells), len(keys) - 1)], points=points,
                                        n=len(cells)))]
    n = sum(1 for c in cells if c in ROWS[pattern.row])
    keys = text.outside if len(cells) > n and text.outside else keys
    return [(cells, points, Message(keys[min(n, len(keys) - 1)], points=points, n=n,
                                    h=len(cells) - n))]


def _kind_sets(pattern: Pattern, cards: tuple[Card, ...], kind: Card, k: NaishiContent
               ) -> list[tuple[tuple[int, ...], int, Message]]:
    """A new kind's set pattern in the patterns' own sentences (`naishi.score.kind.*`)."""
    out = []
    for cells, points in pattern_sets(pattern, cards, kind):
        if pattern.name == "count":
            message = Message("naishi.score.kind.count", n=len(cells), card=k.name(kind),
                              points=points)
        else:
            message = Message("naishi.score.kind.group", n=len(cells), card=k.name(kind),
                              points=points, group=_Listing(tuple(where(c) for c in cells)))
        out.append((cells, points, message))
    return out


assert all(CARDS[c].family is not Family.CHARACTER for c in SET_TYPES)


# ---------------------------------------------------------------------------------------------
# Rules and messages
