"""The best arrangement of a territory's ten cards: an exact, numpy-vectorised search (and,
where numpy is missing, the same search in pure Python: `_search_python`).

`best_arrangement(line, hand)` considers the same ten cards in every distinct way on the 2 × 5
grid (Ninja copies chosen optimally for each placement, as `scoring.score` does) and returns
the highest-scoring one, with the gain over the given grid and what it comes from.

How it stays fast:
- A placement is described by one 10-bit mask per card type (bit `row * 5 + column`). Every
  scoring clause of rules spec naishi §12 is a lookup in a 1024-entry table of one mask (a
  Naishi's cells, the Rice Field groups, the lone Sentinels...) or in a 1024 × 1024 table of
  two masks (adjacent pairs: Advisor–Naishi, Sentinel–Fort, Monk–Torii).
- Cards whose place never changes the score (Mountains, Ronins; Torii without a Monk; Ninjas
  with nothing to copy) form one "filler" class, so their permutations are not enumerated.
- Scoring is symmetric left ↔ right, so only one placement of each mirror pair is enumerated.
- The placement masks depend only on the class sizes: they are built once per shape by
  vectorised subset expansion and cached (`placements`, every row: the exhaustive search).
- Branch and bound: a quick hill climb (swapping two cards while the total rises) gives a total
  some placement reaches; the search then places the classes one at a time and drops every
  partial placement whose decided clauses plus an upper bound of the undecided ones (per class,
  per adjacent pair, and per Ninja cell for the copies) cannot reach it. The best placements
  all survive, in the order of `placements`, so the result and its tie-break are those of the
  exhaustive search (tests/naishi/test_arrange_pruning.py runs both on many random sets).
- One or two Ninjas are scored as local deltas per copy choice, the pair's interactions
  (Advisor next to Naishi, two Sentinels) added exactly. Three or more Ninjas (not possible
  with the real deck) are handled by trying each multiset of copies as ordinary cards.

Without numpy, `_search_python` walks the same placements depth first on Python integers with
tighter bounds (the free cells known), and returns the same arrangement.

Under a variant's content (its numbers, its new kinds) the search runs on the tables compiled
from the card patterns instead (`arrange_tables`, `_search_compiled`); the tables here hold
the printed numbers and serve the published game.

This module may import only numpy (lazily), the engine and this game's `arrange_tables`,
`cards`, `content`, `scoring` and `totals`.
"""

from __future__ import annotations

import functools
import itertools
import math
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ...engine import Message, check_lang
from ...engine.errors import VariantError
from ...engine.i18n import join_sentences
from ...engine.lazy import lazy_import, optional_numpy
from .arrange_tables import Search, climbed
from .cards import COPIABLE, Card
from .content import PUBLISHED
from .scoring import (
    ADJACENT_FORT,
    ADJACENT_NAISHI,
    ADJACENT_TORII,
    ADVISOR_POINTS,
    BANNER_BONUS,
    DEFAULT_RULES,
    FORT_POINTS,
    HORSEMAN_POINTS,
    LONE_SENTINEL,
    MONK_POINTS,
    NAISHI_POINTS,
    NEIGHBOURS,
    RICE_POINTS,
    SCORE_PAD,
    Breakdown,
    HorsemanBonus,
    Position,
    ScoringRules,
    banner_points,
    mountain_points,
    name,
    parse_grid,
    ronin_count,
    ronin_points,
    score,
    torii_points,
    where,
)
from .totals import totals_for

MOUNTAIN, NAISHI, ADVISOR, SENTINEL = Card.MOUNTAIN, Card.NAISHI, Card.ADVISOR, Card.SENTINEL
MONK, HORSEMAN, RONIN, NINJA = Card.MONK, Card.HORSEMAN, Card.RONIN, Card.NINJA
FORT, BANNER, TORII, RICE_FIELD = Card.FORT, Card.BANNER, Card.TORII, Card.RICE_FIELD

if TYPE_CHECKING:
    import numpy as np

    Masks = np.ndarray  # of uint16, one 10-bit mask per placement
else:
    # numpy is imported when an arrangement is first searched, so that the other games run
    # where numpy is missing (a JupyterLite tab without Pyodide's numpy).
    np = lazy_import("numpy")


# ---------------------------------------------------------------------------------------------
# Tables over masks


def _sum(arrays: Sequence[np.ndarray], dtype: type[np.generic]) -> np.ndarray:
    return np.asarray(np.sum(np.stack(arrays), axis=0), dtype=dtype)


class _Tables:
    """Lookup tables indexed by a 10-bit cell mask (and, for `pair` and `dep`, two masks)."""

    def __init__(self) -> None:
        m = np.arange(1024, dtype=np.int64)
        bits = [(m >> i) & 1 for i in range(10)]
        neighbour_mask = [sum(1 << n for n in NEIGHBOURS[i]) for i in range(10)]

        def weighted(points: Sequence[int]) -> np.ndarray:
            return _sum([b * p for b, p in zip(bits, points, strict=True)], np.int32)

        self.pop = _sum(bits, np.int32)
        self.naishi = weighted(NAISHI_POINTS)
        self.advisor = weighted(ADVISOR_POINTS)
        self.fort = weighted(FORT_POINTS)
        self.monk = weighted(MONK_POINTS)
        self.horseman = weighted(HORSEMAN_POINTS)
        self.banner = np.array([banner_points(int(n)) for n in self.pop[m & 31]], np.int32)
        self.rice = np.array(RICE_POINTS, np.int32)
        self.neighbours = _sum(
            [b * nm for b, nm in zip(bits, neighbour_mask, strict=True)], np.uint16
        )
        lone = _sum(
            [(b * ((m & nm) == 0)) << i
             for i, (b, nm) in enumerate(zip(bits, neighbour_mask, strict=True))],
            np.int64,
        )
        self.lone_sentinels = lone.astype(np.uint16)
        self.sentinel = (LONE_SENTINEL * self.pop[lone]).astype(np.int32)
        self.mirror = _sum([b << (5 * (i // 5) + 4 - i % 5) for i, b in enumerate(bits)],
                           np.uint16)
        # pair[a, b]: adjacent (cell of a, cell of b) pairs.
        pair = np.zeros((1024, 1024), np.int32)
        for b, nm in zip(bits, neighbour_mask, strict=True):
            pair += b[:, None] * self.pop[m & nm][None, :]
        self.pair = pair.astype(np.int8)
        # dep[free, local]: the cells of `free` picked by the bits of `local` (bit j = the j-th
        # free cell, lowest first).
        dep = np.zeros((1024, 1024), np.int64)
        for j in range(10):
            position = np.full(1024, -1, np.int64)
            for free in range(1024):
                cells = [c for c in range(10) if free >> c & 1]
                if j < len(cells):
                    position[free] = cells[j]
            weight = np.where(position >= 0, 1 << np.maximum(position, 0), 0)
            dep += weight[:, None] * ((m >> j) & 1)[None, :]
        self.dep = dep.astype(np.uint16).reshape(-1)
        self._local: dict[tuple[int, int], np.ndarray] = {}

    def local(self, free: int, count: int) -> np.ndarray:
        """All `count`-subsets of `free` cells, as masks over bits 0..free-1."""
        key = (free, count)
        if key not in self._local:
            m = np.arange(1 << free, dtype=np.int64)
            self._local[key] = m[self.pop[m] == count]
        return self._local[key]


@lru_cache(maxsize=1)
def _tables() -> _Tables:
    return _Tables()


def _children(
    free: np.ndarray, undecided: np.ndarray | None, left: int, count: int
) -> tuple[np.ndarray, np.ndarray | None, np.ndarray | None]:
    """One level of the placement tree: every way to put a class of `count` cards on the
    `left` free cells of each row (`free`: their masks), one of each mirror pair kept while a
    row is still its own mirror image (`undecided`; None when no row is). Returns the new
    masks, the row each comes from (None: row i from row i) and the new `undecided`."""
    t = _tables()
    local = t.local(left, count)
    parent: np.ndarray | None
    if local.size == 1:  # every remaining cell: one child per row
        new = free.astype(np.uint16)
        parent = None
    else:
        new = t.dep[((free << 10)[:, None] + local[None, :]).reshape(-1)]
        parent = np.repeat(np.arange(free.size, dtype=np.intp), local.size)
    if undecided is None:
        return new, parent, None
    mirrored = t.mirror[new]
    open_rows = undecided if parent is None else undecided[parent]
    keep = np.flatnonzero(~open_rows | (new <= mirrored))
    undecided = (open_rows & (new == mirrored))[keep]
    if keep.size < new.size:
        new = new[keep]
        parent = keep if parent is None else parent[keep]
    return new, parent, (undecided if undecided.any() else None)


def placement_count(counts: tuple[int, ...]) -> int:
    """How many placements `placements(counts)` holds, counted without building them: half of
    all placements plus half of those that are their own mirror image."""
    total = math.factorial(10)
    for count in counts:
        total //= math.factorial(count)
    # A mirror-symmetric placement gives whole orbits to each class: four pairs of mirrored
    # cells and the two cells of the middle column.
    ways = {(4, 2): 1}
    for count in counts:
        step: dict[tuple[int, int], int] = {}
        for (pairs, singles), n in ways.items():
            for two in range(min(pairs, count // 2) + 1):
                one = count - 2 * two
                if one <= singles:
                    key = (pairs - two, singles - one)
                    step[key] = step.get(key, 0) + n * math.comb(pairs, two) * math.comb(
                        singles, one)
        ways = step
    return (total + ways.get((0, 0), 0)) // 2


@lru_cache(maxsize=8)
def placements(counts: tuple[int, ...]) -> Masks:
    """Every distinct placement of classes of these sizes (summing to 10), up to the
    left-right mirror: a `(len(counts), N)` uint16 array of cell masks, one row per class.

    Exactly one of each mirror pair of placements is kept (both when a placement is its own
    mirror): a row is kept when its tuple of masks is lexicographically at most the tuple of
    mirrored masks, decided class by class as the masks are added.
    """
    if sum(counts) != 10 or min(counts) < 1:
        raise ValueError(f"class sizes must be positive and sum to 10, not {counts}")
    levels: list[tuple[np.ndarray, np.ndarray | None]] = []  # (new masks, parent rows)
    free = np.array([1023], np.intp)
    undecided: np.ndarray | None = np.ones(1, bool)
    left = 10
    for count in counts:
        new, parent, undecided = _children(free, undecided, left, count)
        levels.append((new, parent))
        left -= count
        if left:
            free = (free if parent is None else free[parent]) ^ new
    out = np.empty((len(counts), levels[-1][0].size), np.uint16)
    rows: np.ndarray | None = None  # which row of each level every placement descends from
    for j in range(len(levels) - 1, -1, -1):
        new, parent = levels[j]
        out[j] = new if rows is None else new[rows]
        if parent is not None:
            rows = parent if rows is None else parent[rows]
    return out


# ---------------------------------------------------------------------------------------------
# Vectorised scoring


def _totals(
    masks: Mapping[Card, np.ndarray],
    size: int,
    constant: int,
    horseman_extra: int,
    lone_forts: bool = False,
) -> np.ndarray:
    """The score of every placement, Ninjas aside, from the masks of the scoring types
    (`lone_forts`: only lone Sentinels score their Fort bonus, rule naishi.13.A11)."""
    t = _tables()
    total = np.full(size, constant, np.int32)
    get = masks.get
    naishi, advisor, sentinel, fort = get(NAISHI), get(ADVISOR), get(SENTINEL), get(FORT)
    monk, torii, horseman, banner = get(MONK), get(TORII), get(HORSEMAN), get(BANNER)
    if naishi is not None:
        total += t.naishi[naishi]
    if fort is not None:
        total += t.fort[fort]
    if banner is not None:
        total += t.banner[banner]
    if (rice := get(RICE_FIELD)) is not None:
        total += t.rice[rice]
    if advisor is not None:
        total += t.advisor[advisor]
        if naishi is not None:
            total += ADJACENT_NAISHI * t.pair[advisor, naishi]
    if sentinel is not None:
        total += t.sentinel[sentinel]
        if fort is not None:
            scorers = t.lone_sentinels[sentinel] if lone_forts else sentinel
            total += ADJACENT_FORT * t.pair[scorers, fort]
    if monk is not None:
        total += t.monk[monk]
        if torii is not None:
            total += ADJACENT_TORII * t.pair[monk, torii]
    if horseman is not None:
        total += t.horseman[horseman]
        if banner is not None:
            total += horseman_extra * t.pop[(horseman >> 5) & banner]
    return total


def _copy_values(
    cell: np.ndarray,
    masks: Mapping[Card, np.ndarray],
    candidates: Sequence[Card],
    ronin_points: int | np.ndarray,
    banner_bonus: int,
    lone_forts: bool = False,
) -> dict[Card, np.ndarray]:
    """For a Ninja at the single-bit mask `cell`, what copying each candidate adds (its own
    points and its effect on real neighbours), any other Ninja counting as nothing. A
    candidate whose mask is 0 (absent from that grid, in `score_many`) is worth `_ABSENT`;
    a candidate without a mask (a filler: Ronin) is present."""
    t = _tables()
    near = t.neighbours[cell]
    zero = np.zeros(cell.size, np.int32)

    def around(kind: Card) -> np.ndarray:
        mask = masks.get(kind)
        return zero if mask is None else t.pop[near & mask]

    out: dict[Card, np.ndarray] = {}
    for kind in candidates:
        if kind is NAISHI:
            out[kind] = t.naishi[cell] + ADJACENT_NAISHI * around(ADVISOR)
        elif kind is ADVISOR:
            out[kind] = t.advisor[cell] + ADJACENT_NAISHI * around(NAISHI)
        elif kind is SENTINEL:
            sentinels = masks[SENTINEL]
            alone = (near & sentinels) == 0
            spoiled = near & t.lone_sentinels[sentinels]
            if lone_forts:
                out[kind] = (
                    alone * (LONE_SENTINEL + ADJACENT_FORT * around(FORT))
                    - LONE_SENTINEL * t.pop[spoiled] - _forts_next_to(spoiled, masks)
                )
            else:
                out[kind] = (
                    LONE_SENTINEL * alone
                    + ADJACENT_FORT * around(FORT)
                    - LONE_SENTINEL * t.pop[spoiled]
                )
        elif kind is MONK:
            out[kind] = t.monk[cell] + ADJACENT_TORII * around(TORII)
        elif kind is HORSEMAN:
            banner = masks.get(BANNER)
            above = zero if banner is None else ((cell >> 5) & banner) != 0
            out[kind] = t.horseman[cell] + banner_bonus * above
        else:
            out[kind] = np.broadcast_to(np.int32(ronin_points), cell.shape).astype(np.int32)
        mask = masks.get(kind)
        if mask is not None and not mask.all():  # in the search, every class is present
            out[kind] = np.where(mask != 0, out[kind], _ABSENT)
    return out


def _forts_next_to(sentinels: np.ndarray, masks: Mapping[Card, np.ndarray]) -> np.ndarray:
    """The Fort bonus of the Sentinels in `sentinels` (4 per adjacent Fort)."""
    fort = masks.get(FORT)
    if fort is None:
        return np.zeros(sentinels.size, np.int32)
    bonus: np.ndarray = ADJACENT_FORT * _tables().pair[sentinels, fort].astype(np.int32)
    return bonus


#: The value of copying a character that is not in the territory (never chosen).
_ABSENT = -100_000


def _top(arrays: Iterable[np.ndarray]) -> np.ndarray:
    """The element-wise maximum of some equal-shaped arrays (without stacking them)."""
    top: np.ndarray = functools.reduce(np.maximum, arrays)
    return top


def _best_copies(
    ninjas: np.ndarray,
    count: int,
    masks: Mapping[Card, np.ndarray],
    candidates: Sequence[Card],
    ronin_points: int | np.ndarray,
    banner_bonus: int,
    lone_forts: bool = False,
) -> np.ndarray:
    """What the best copies of one or two Ninjas (cells in `ninjas`) add to each placement."""
    if count == 1:
        values = _copy_values(ninjas, masks, candidates, ronin_points, banner_bonus, lone_forts)
        return _top(values.values())
    t = _tables()
    low = ninjas & (~ninjas + np.uint16(1))
    high = ninjas ^ low
    first = _copy_values(low, masks, candidates, ronin_points, banner_bonus, lone_forts)
    second = _copy_values(high, masks, candidates, ronin_points, banner_bonus, lone_forts)
    best_second = _top(second.values())
    adjacent = (t.neighbours[low] & high) != 0
    best: np.ndarray | None = None
    for kind, value in first.items():
        partner = {ADVISOR: NAISHI, NAISHI: ADVISOR}.get(kind)
        if partner in second:
            # An Advisor next to a Naishi, whichever Ninja is which, gets 4 more.
            rest = np.maximum(best_second, second[partner] + ADJACENT_NAISHI * adjacent)
        elif kind is SENTINEL:
            # Two adjacent Ninja-Sentinels spoil each other's 3 (and Fort bonus, with
            # `lone_forts`); a lone real Sentinel next to both was counted as spoiled twice.
            sentinels = masks[SENTINEL]
            near_low, near_high = t.neighbours[low], t.neighbours[high]
            lost = np.full(low.size, LONE_SENTINEL, np.int32)
            lost_low, lost_high = lost, lost
            if lone_forts:
                lost_low = lost + _forts_next_to(low, masks)
                lost_high = lost + _forts_next_to(high, masks)
            twice = near_low & near_high & t.lone_sentinels[sentinels]
            both = (
                second[SENTINEL]
                - lost_low * adjacent * ((near_low & sentinels) == 0)
                - lost_high * adjacent * ((near_high & sentinels) == 0)
                + LONE_SENTINEL * t.pop[twice]
                + (_forts_next_to(twice, masks) if lone_forts else 0)
            )
            others = [v for k, v in second.items() if k is not SENTINEL]
            rest = np.maximum(both, _top(others)) if others else both
        else:
            rest = best_second
        option = value + rest
        best = option if best is None else np.maximum(best, option)
    assert best is not None
    return best


def score_many(grids: Sequence[Sequence[Any]], *, rules: ScoringRules = DEFAULT_RULES
               ) -> np.ndarray:
    """The totals of many territories at once, with numpy (each grid: 10 cards, Line then Hand,
    column 1 first; Ninja copies optimised as in `scoring.score`). The same tables as the
    search; `score` itself stays the reference."""
    _printed_numbers(rules)
    parsed = [parse_grid(g[:5], g[5:]) for g in grids]
    size = len(parsed)
    masks = {
        kind: np.array([sum(1 << c for c in range(10) if g[c] is kind) for g in parsed],
                       np.uint16)
        for kind in Card
    }
    t = _tables()
    count = {kind: t.pop[m] for kind, m in masks.items()}
    ronin = np.array([ronin_points(ronin_count(g), rules) for g in parsed], np.int32)
    constant = (
        np.array([mountain_points(int(n), rules) for n in count[MOUNTAIN]], np.int32)
        + np.array([torii_points(int(n), rules) for n in count[TORII]], np.int32)
        + count[RONIN] * ronin
    )
    extra = _horseman_extra(rules)
    totals = _totals(masks, size, 0, extra, rules.lone_forts) + constant
    present = np.zeros(size, bool)
    for kind in COPIABLE:
        present |= count[kind] > 0
    for ninjas in (1, 2):
        rows = np.flatnonzero((count[NINJA] == ninjas) & present)
        if rows.size:
            subset = {kind: m[rows] for kind, m in masks.items()}
            totals[rows] += _best_copies(subset[NINJA], ninjas, subset, COPIABLE, ronin[rows],
                                         extra, rules.lone_forts)
    for row in np.flatnonzero(count[NINJA] > 2):
        totals[row] = score(parsed[row][:5], parsed[row][5:], rules=rules).total
    return totals


def _printed_numbers(rules: ScoringRules) -> None:
    """`score_many`'s tables hold the printed numbers: `VariantError` for a variant's."""
    if rules.content != PUBLISHED:
        raise VariantError(Message("naishi.variant.error.arrange"))


def _printed_scoring(rules: ScoringRules) -> bool:
    """Whether `rules` score as the printed cards do (a variant changing only the actions'
    numbers, such as the Decree's uses, does): then the printed tables here answer."""
    if rules.content == PUBLISHED:
        return True
    k = rules.content
    if k.kinds or (k.ninja_bonus, k.ninja_copies) != (PUBLISHED.ninja_bonus,
                                                       PUBLISHED.ninja_copies):
        return False
    return totals_for(rules).tables == totals_for(replace(rules, content=PUBLISHED)).tables


def _search_compiled(cards: tuple[Card, ...], rules: ScoringRules) -> _Found:
    """The best placement under a variant's content, searched on the tables compiled from
    its card patterns (`arrange_tables`). `VariantError` where those tables do not bound a
    Ninja's copy (a copiable kind with a set pattern)."""
    totals = totals_for(rules)
    if not totals.tables.separate:
        raise VariantError(Message("naishi.variant.error.arrange_reading"))
    search = Search(totals, cards)
    found = search.run(climbed(totals, cards))
    sizes = [search.counts[card] for card in search.order]
    if search.fillers:
        sizes.append(sum(search.counts[card] for card in search.fillers))
    count = math.factorial(10)
    for size in sizes:
        count //= math.factorial(size)
    if search.mirror:
        count = placement_count(tuple(sizes))
    return _Found(found.total, found.cards, found.kept, count)


def _horseman_extra(rules: ScoringRules) -> int:
    """What a Line Banner adds to the Hand Horseman under it."""
    if rules.horseman_bonus is HorsemanBonus.REPLACES:
        return BANNER_BONUS - HORSEMAN_POINTS[5]
    return BANNER_BONUS


# ---------------------------------------------------------------------------------------------
# The search


@dataclass(frozen=True)
class _Found:
    total: int
    cards: tuple[Card, ...]
    kept: int
    placements: int


def _fillers(counts: Counter[Card], candidates: Sequence[Card]) -> frozenset[Card]:
    """The types whose cells never change the score (see the module docstring)."""
    out = {MOUNTAIN, RONIN}
    if not counts[MONK]:
        out.add(TORII)
    if not candidates:
        out.add(NINJA)
    return frozenset(out)


def _closest_to_given(
    masks_table: np.ndarray,
    rows: np.ndarray,
    groups: list[frozenset[Card]],
    classes: int,
    counts: Counter[Card],
    given: tuple[Card, ...],
) -> tuple[tuple[Card, ...], int]:
    """Among the best placements (`rows` of `masks_table`, one row per group of `groups`, the
    first `classes` groups being one kind each, the last the interchangeable fillers), the
    cards of the one that keeps most cards of `given` in place, and how many it keeps. The
    mirror image of a placement scores the same, so it is compared too."""
    t = _tables()

    def given_mask(kinds: frozenset[Card]) -> int:
        return sum(1 << c for c in range(10) if given[c] in kinds)

    kept = np.zeros(rows.size, np.int32)
    kept_mirror = np.zeros(rows.size, np.int32)
    for j, kinds in enumerate(groups):
        wanted = given_mask(kinds)
        chosen = masks_table[j][rows]
        kept += t.pop[chosen & wanted]
        kept_mirror += t.pop[t.mirror[chosen] & wanted]
    pick = int(np.argmax(np.maximum(kept, kept_mirror)))
    flip = kept_mirror[pick] > kept[pick]
    masks = [int(masks_table[j][rows[pick]]) for j in range(len(groups))]
    final = _cards_of([int(t.mirror[m]) for m in masks] if flip else masks, groups, classes,
                      counts, given)
    return final, int(max(kept[pick], kept_mirror[pick]))


def _cards_of(
    masks: Sequence[int],
    groups: list[frozenset[Card]],
    classes: int,
    counts: Counter[Card],
    given: tuple[Card, ...],
) -> tuple[Card, ...]:
    """The cards of a placement (`masks`: one cell mask per group of `groups`, as in
    `_closest_to_given`), the filler cards kept where `given` has them."""
    cells: list[Card | None] = [None] * 10
    filler_cells: list[int] = []
    for mask, (j, kinds) in zip(masks, enumerate(groups), strict=True):
        for c in range(10):
            if mask >> c & 1:
                if j < classes:
                    (kind,) = kinds
                    cells[c] = kind
                else:
                    filler_cells.append(c)
    fillers = groups[-1] if len(groups) > classes else frozenset()
    spare = Counter({k: counts[k] for k in fillers if counts[k]})
    for c in filler_cells:
        if spare[given[c]] > 0:
            cells[c] = given[c]
            spare[given[c]] -= 1
    rest = iter(sorted(spare.elements()))
    for c in filler_cells:
        if cells[c] is None:
            cells[c] = next(rest)
    final = tuple(c for c in cells if c is not None)
    assert len(final) == 10
    return final


def _shape(
    counts: Counter[Card], candidates: Sequence[Card]
) -> tuple[frozenset[Card], list[Card], list[int], int]:
    """What the search places: the filler types, the other types (the classes, largest
    first), the class sizes then the fillers' (when there are any), and the fillers' count."""
    fillers = _fillers(counts, candidates)
    classes = sorted((k for k in counts if k not in fillers), key=lambda k: (-counts[k], k))
    sizes = [counts[k] for k in classes]
    filler_size = sum(counts[k] for k in fillers)
    if filler_size:
        sizes.append(filler_size)
    return fillers, classes, sizes, filler_size


def _constant(counts: Counter[Card], ronin_each: int, rules: ScoringRules) -> int:
    """The points that do not depend on the placement (Mountains, Torii, Ronins)."""
    return (mountain_points(counts[MOUNTAIN], rules) + torii_points(counts[TORII], rules)
            + counts[RONIN] * ronin_each)


def _search(
    counts: Counter[Card],
    given: tuple[Card, ...],
    ronin_each: int,
    candidates: Sequence[Card],
    rules: ScoringRules,
    floor: int | None = None,
) -> _Found:
    """The best placement of the multiset `counts`, with at most two copying Ninjas; among
    equal totals the one that keeps most cards of `given` in place.

    `floor`, a total some placement is known to reach, lets the search drop every partial
    placement that cannot reach it (`_promising`); without it every placement is scored. Both
    find the same placement: the best ones all survive, in the same order."""
    fillers, classes, sizes, filler_size = _shape(counts, candidates)
    horseman_extra = _horseman_extra(rules)
    constant = _constant(counts, ronin_each, rules)
    if floor is None:
        masks_table = placements(tuple(sizes))
    else:
        masks_table = _promising(sizes, classes, counts, floor - constant, ronin_each,
                                 horseman_extra, rules.lone_forts)
    masks = {kind: masks_table[j] for j, kind in enumerate(classes)}
    totals = _totals(masks, masks_table.shape[1], constant, horseman_extra, rules.lone_forts)
    if NINJA in masks:
        totals += _best_copies(masks[NINJA], counts[NINJA], masks, candidates, ronin_each,
                               horseman_extra, rules.lone_forts)
    best = int(totals.max()) if totals.size else None
    if floor is not None and (best is None or best < floor):
        raise AssertionError(f"no placement reaches {floor} for {dict(counts)}")
    assert best is not None
    rows = np.flatnonzero(totals == best)

    groups = [frozenset({k}) for k in classes] + ([fillers] if filler_size else [])
    final, kept = _closest_to_given(masks_table, rows, groups, len(classes), counts, given)
    return _Found(best, final, kept, placement_count(tuple(sizes)))


def _promising(
    sizes: Sequence[int],
    classes: Sequence[Card],
    counts: Counter[Card],
    floor: int,
    ronin_each: int,
    horseman_extra: int,
    lone_forts: bool,
) -> Masks:
    """The rows of `placements(sizes)` (same order) whose total, constant aside, may reach
    `floor`: class by class, a partial placement is dropped when the clauses it already decides
    plus the most the undecided clauses can add (`_headroom`) fall short."""
    headroom, ninja_room = _headroom(classes, counts, ronin_each, horseman_extra)
    ninja = classes.index(NINJA) if NINJA in classes else len(classes)
    columns: list[np.ndarray] = []
    free = np.array([1023], np.intp)
    undecided: np.ndarray | None = np.ones(1, bool)
    left = 10
    for j, count in enumerate(sizes):
        new, parent, undecided = _children(free, undecided, left, count)
        if parent is not None:
            columns = [c[parent] for c in columns]
            free = free[parent]
        columns.append(new)
        free = free ^ new
        left -= count
        if j + 1 < len(classes):
            placed = {kind: columns[i] for i, kind in enumerate(classes[: j + 1])}
            partial = _totals(placed, new.size, 0, horseman_extra, lone_forts)
            if j >= ninja:
                partial += ninja_room[columns[ninja]]
            keep = np.flatnonzero(partial >= floor - headroom[j])
            if keep.size < new.size:
                columns = [c[keep] for c in columns]
                free = free[keep]
                undecided = None if undecided is None else undecided[keep]
    return np.stack(columns)


def _headroom(
    classes: Sequence[Card], counts: Counter[Card], ronin_each: int, horseman_extra: int
) -> tuple[list[int], np.ndarray]:
    """For each number j + 1 of classes placed, an upper bound of what the clauses involving
    the classes not yet placed can add, the Ninjas' copies aside once the Ninjas are placed;
    and, by the Ninjas' cell mask, an upper bound of what their copies add."""
    t = _tables()
    single = {NAISHI: t.naishi, FORT: t.fort, BANNER: t.banner, RICE_FIELD: t.rice,
              ADVISOR: t.advisor, SENTINEL: t.sentinel, MONK: t.monk, HORSEMAN: t.horseman}
    pairs = ((ADVISOR, NAISHI, ADJACENT_NAISHI), (SENTINEL, FORT, ADJACENT_FORT),
             (MONK, TORII, ADJACENT_TORII))
    near = 3  # a cell has at most three neighbours; the grid has 13 adjacent pairs
    present = set(classes)

    def most(kind: Card) -> int:
        table = single.get(kind)
        return 0 if table is None else int(table[t.pop == counts[kind]].max())

    ninjas = np.zeros(1024, np.int32)
    if NINJA in present:
        cell = _copy_bounds(counts, ronin_each, horseman_extra)
        m = np.arange(1024)
        ninjas = _sum([((m >> c) & 1) * cell[c] for c in range(10)], np.int32)
        ninjas += (counts[NINJA] - 1) * ADJACENT_NAISHI
        ninjas[t.pop != counts[NINJA]] = 0
    out = []
    for j in range(len(classes)):
        later = set(classes[j + 1:])
        room = sum(most(kind) for kind in later) + (int(ninjas.max()) if NINJA in later else 0)
        for a, b, points in pairs:
            if {a, b} <= present and {a, b} & later:
                room += points * min(near * counts[a], near * counts[b], 13)
        if {HORSEMAN, BANNER} <= present and {HORSEMAN, BANNER} & later:
            room += max(horseman_extra, 0) * min(counts[HORSEMAN], counts[BANNER], 5)
        out.append(room)
    return out, ninjas


def _copy_bounds(counts: Counter[Card], ronin_each: int, horseman_extra: int) -> list[int]:
    """For each cell, an upper bound of what one Ninja's copy adds there: the copied card's
    points there plus its bonus for the neighbours it may have (a Sentinel's corrections only
    take points away); two Ninjas may also be an Advisor–Naishi pair, bounded apart."""
    copies = {
        NAISHI: (NAISHI_POINTS, ADJACENT_NAISHI, ADVISOR),
        ADVISOR: (ADVISOR_POINTS, ADJACENT_NAISHI, NAISHI),
        SENTINEL: ((LONE_SENTINEL,) * 10, ADJACENT_FORT, FORT),
        MONK: (MONK_POINTS, ADJACENT_TORII, TORII),
        HORSEMAN: (tuple(p + max(horseman_extra, 0) * (c >= 5)
                         for c, p in enumerate(HORSEMAN_POINTS)), 0, HORSEMAN),
        RONIN: ((ronin_each,) * 10, 0, RONIN),
    }
    return [
        max(points[c] + bonus * min(len(NEIGHBOURS[c]), counts[partner])
            for kind, (points, bonus, partner) in copies.items() if counts[kind])
        for c in range(10)
    ]


def _climbed_total(cards: tuple[Card, ...], rules: ScoringRules) -> int:
    """A total some placement of `cards` reaches: from the given grid, swap two cards while
    that scores more (`arrange_tables.climbed`, on the fast totals, which are `score_total`)."""
    return climbed(totals_for(rules), cards)


def _search_many_ninjas(
    counts: Counter[Card],
    given: tuple[Card, ...],
    ronin_each: int,
    candidates: Sequence[Card],
    rules: ScoringRules,
    search: Callable[..., _Found] = _search,
) -> _Found:
    """Three or more copying Ninjas: a copying Ninja scores exactly as a real card of the
    copied type at its cell (the Ronin count comes from the real cards), so try each multiset
    of copies as real cards and turn the copies back into Ninjas afterwards."""
    found: _Found | None = None
    copies_of_best: tuple[Card, ...] = ()
    examined = 0
    for copies in itertools.combinations_with_replacement(candidates, counts[NINJA]):
        replaced = Counter(counts)
        del replaced[NINJA]
        replaced.update(copies)
        option = search(replaced, given, ronin_each, [], rules)
        examined += option.placements
        if found is None or (option.total, option.kept) > (found.total, found.kept):
            found, copies_of_best = option, copies
    assert found is not None
    cards = list(found.cards)
    for kind in copies_of_best:
        spots = [c for c in range(10) if cards[c] is kind]
        spot = next((c for c in spots if given[c] is NINJA), spots[-1])
        cards[spot] = NINJA
    return _Found(found.total, tuple(cards), found.kept, examined)


# ---------------------------------------------------------------------------------------------
# The same search in pure Python (where numpy is missing: a JupyterLite tab offline)
#
# A depth-first walk of the placement tree in the order of `placements` (each class's cells
# as a subset of the free cells, lowest mask first; one of each mirror pair), the clauses of a
# class added as it is placed, and a branch dropped when they plus `_headroom`'s bound cannot
# reach the best total found so far (the hill climb's total to begin with). Every placement
# reaching the best total is kept, in that order, and the tie-break is `_closest_to_given`'s:
# the result is the numpy search's (tests/naishi/test_arrange_python.py compares them).

_ROW = 0b11111


class _PyTables:
    """`_Tables` as Python lists over the 1024 cell masks (no pair table: `_adjacent`)."""

    def __init__(self) -> None:
        masks = range(1024)

        def weighted(points: Sequence[int]) -> list[int]:
            return [sum(p for c, p in enumerate(points) if m >> c & 1) for m in masks]

        neighbour_mask = [sum(1 << n for n in NEIGHBOURS[c]) for c in range(10)]
        self.naishi = weighted(NAISHI_POINTS)
        self.advisor = weighted(ADVISOR_POINTS)
        self.fort = weighted(FORT_POINTS)
        self.monk = weighted(MONK_POINTS)
        self.horseman = weighted(HORSEMAN_POINTS)
        self.banner = [banner_points((m & _ROW).bit_count()) for m in masks]
        self.rice = list(RICE_POINTS)
        self.lone = [sum(1 << c for c in range(10) if m >> c & 1 and not m & neighbour_mask[c])
                     for m in masks]
        self.sentinel = [LONE_SENTINEL * lone.bit_count() for lone in self.lone]
        self.mirror = [sum(1 << (5 * (c // 5) + 4 - c % 5) for c in range(10) if m >> c & 1)
                       for m in masks]
        self.neighbours = [functools.reduce(int.__or__, (neighbour_mask[c] for c in range(10)
                                                         if m >> c & 1), 0) for m in masks]


@lru_cache(maxsize=4096)
def _subsets(free: int, count: int) -> tuple[int, ...]:
    """The `count`-cell subsets of the cells of `free`, lowest mask first (the order of
    `_Tables.local` mapped onto the free cells)."""
    out, sub = [], free
    while sub:
        if sub.bit_count() == count:
            out.append(sub)
        sub = (sub - 1) & free
    return tuple(reversed(out))


@lru_cache(maxsize=1)
def _py_tables() -> _PyTables:
    return _PyTables()


_NOT_LEFT = 0b1111011110  # cells with a left neighbour
_NOT_RIGHT = 0b0111101111  # cells with a right neighbour


def _adjacent(a: int, b: int) -> int:
    """The adjacent (cell of `a`, cell of `b`) pairs: `_Tables.pair[a, b]`."""
    return (((a << 1) & _NOT_LEFT & b).bit_count() + ((a >> 1) & _NOT_RIGHT & b).bit_count()
            + ((a << 5) & b).bit_count() + ((a >> 5) & b).bit_count())


def _clauses_python(
    kind: Card, mask: int, placed: Mapping[Card, int], horseman_extra: int, lone_forts: bool
) -> int:
    """What placing `kind` on `mask` decides, the classes of `placed` being on theirs: its own
    table and its pairs with the placed partners (the terms of `_totals`)."""
    t = _py_tables()
    get = placed.get
    if kind is NAISHI:
        advisor = get(ADVISOR)
        return t.naishi[mask] + (0 if advisor is None
                                 else ADJACENT_NAISHI * _adjacent(advisor, mask))
    if kind is ADVISOR:
        naishi = get(NAISHI)
        return t.advisor[mask] + (0 if naishi is None
                                  else ADJACENT_NAISHI * _adjacent(mask, naishi))
    if kind is SENTINEL:
        fort = get(FORT)
        scorers = t.lone[mask] if lone_forts else mask
        return t.sentinel[mask] + (0 if fort is None
                                   else ADJACENT_FORT * _adjacent(scorers, fort))
    if kind is FORT:
        sentinel = get(SENTINEL)
        if sentinel is None:
            return t.fort[mask]
        scorers = t.lone[sentinel] if lone_forts else sentinel
        return t.fort[mask] + ADJACENT_FORT * _adjacent(scorers, mask)
    if kind is MONK:
        torii = get(TORII)
        return t.monk[mask] + (0 if torii is None else ADJACENT_TORII * _adjacent(mask, torii))
    if kind is TORII:  # its own points are constant; only its Monks count here
        monk = get(MONK)
        return 0 if monk is None else ADJACENT_TORII * _adjacent(monk, mask)
    if kind is HORSEMAN:
        banner = get(BANNER)
        return t.horseman[mask] + (0 if banner is None
                                   else horseman_extra * ((mask >> 5) & banner).bit_count())
    if kind is BANNER:
        horseman = get(HORSEMAN)
        return t.banner[mask] + (0 if horseman is None
                                 else horseman_extra * ((horseman >> 5) & mask).bit_count())
    if kind is RICE_FIELD:
        return t.rice[mask]
    return 0  # a Ninja: its copies are scored on the whole grid


def _copy_values_python(
    cell: int, masks: Mapping[Card, int], candidates: Sequence[Card], ronin_each: int,
    banner_bonus: int, lone_forts: bool,
) -> dict[Card, int]:
    """`_copy_values` for one placement: what a Ninja at the one-cell mask `cell` adds by
    copying each candidate (every candidate is on the grid, in the search)."""
    t = _py_tables()
    near = t.neighbours[cell]
    get = masks.get
    out: dict[Card, int] = {}
    for kind in candidates:
        if kind is NAISHI:
            out[kind] = t.naishi[cell] + ADJACENT_NAISHI * (near & get(ADVISOR, 0)).bit_count()
        elif kind is ADVISOR:
            out[kind] = t.advisor[cell] + ADJACENT_NAISHI * (near & get(NAISHI, 0)).bit_count()
        elif kind is SENTINEL:
            sentinels = masks[SENTINEL]
            alone = not near & sentinels
            spoiled = near & t.lone[sentinels]
            forts = ADJACENT_FORT * (near & get(FORT, 0)).bit_count()
            if lone_forts:
                out[kind] = (alone * (LONE_SENTINEL + forts)
                             - LONE_SENTINEL * spoiled.bit_count()
                             - _forts_next_to_python(spoiled, masks))
            else:
                out[kind] = LONE_SENTINEL * (alone - spoiled.bit_count()) + forts
        elif kind is MONK:
            out[kind] = t.monk[cell] + ADJACENT_TORII * (near & get(TORII, 0)).bit_count()
        elif kind is HORSEMAN:
            above = bool((cell >> 5) & get(BANNER, 0))
            out[kind] = t.horseman[cell] + banner_bonus * above
        else:
            out[kind] = ronin_each
    return out


def _forts_next_to_python(sentinels: int, masks: Mapping[Card, int]) -> int:
    fort = masks.get(FORT)
    return 0 if fort is None else ADJACENT_FORT * _adjacent(sentinels, fort)


#: How much more two Ninjas can add than the best copy of each alone: an Advisor-Naishi pair
#: (4), or a lone Sentinel next to both Ninja-Sentinels counted as spoiled twice (two such
#: Sentinels at most, 3 each, and their Fort bonus with `lone_forts`: 4 per adjacent Fort).
_TWO_NINJAS_MORE = {False: max(ADJACENT_NAISHI, 2 * LONE_SENTINEL),
                    True: max(ADJACENT_NAISHI, 2 * (LONE_SENTINEL + 3 * ADJACENT_FORT))}


def _two_copies(
    low: int, high: int, first: Mapping[Card, int], second: Mapping[Card, int],
    masks: Mapping[Card, int], lone_forts: bool,
) -> int:
    """What the best copies of Ninjas at the one-cell masks `low` < `high` add, from what each
    copy adds alone (`_copy_values_python` at each cell)."""
    t = _py_tables()
    best_second = max(second.values())
    adjacent = bool(t.neighbours[low] & high)
    best = None
    for kind, value in first.items():
        partner = {ADVISOR: NAISHI, NAISHI: ADVISOR}.get(kind)
        if partner is not None and partner in second:
            rest = max(best_second, second[partner] + ADJACENT_NAISHI * adjacent)
        elif kind is SENTINEL:
            sentinels = masks[SENTINEL]
            near_low, near_high = t.neighbours[low], t.neighbours[high]
            lost_low = lost_high = LONE_SENTINEL
            if lone_forts:
                lost_low += _forts_next_to_python(low, masks)
                lost_high += _forts_next_to_python(high, masks)
            twice = near_low & near_high & t.lone[sentinels]
            both = (second[SENTINEL]
                    - lost_low * adjacent * (not near_low & sentinels)
                    - lost_high * adjacent * (not near_high & sentinels)
                    + LONE_SENTINEL * twice.bit_count()
                    + (_forts_next_to_python(twice, masks) if lone_forts else 0))
            others = [v for k, v in second.items() if k is not SENTINEL]
            rest = max(both, *others) if others else both
        else:
            rest = best_second
        best = value + rest if best is None else max(best, value + rest)
    assert best is not None
    return best


def _headroom_python(
    order: Sequence[Card], counts: Counter[Card], ronin_each: int, horseman_extra: int
) -> tuple[list[int], list[list[list[int]]]]:
    """`_headroom`'s bounds without numpy, tighter: for each number j + 1 of classes placed
    (in `order`), an upper bound of what the adjacent pairs not yet decided can add, and the
    tables, over the mask of the free cells, of the most each class not yet placed can score
    there (its own clause; the Ninjas' copies for the Ninjas)."""
    t = _py_tables()
    single = {NAISHI: t.naishi, FORT: t.fort, BANNER: t.banner, RICE_FIELD: t.rice,
              ADVISOR: t.advisor, SENTINEL: t.sentinel, MONK: t.monk, HORSEMAN: t.horseman}
    pairs = ((ADVISOR, NAISHI, ADJACENT_NAISHI), (SENTINEL, FORT, ADJACENT_FORT),
             (MONK, TORII, ADJACENT_TORII))
    present = set(order)

    def within(table: Sequence[int], count: int) -> list[int]:
        """The most `table` gives a `count`-cell subset of each mask (0 if none fits)."""
        return [max((table[s] for s in _subsets(free, count)), default=0)
                for free in range(1024)]

    ninjas = [0] * 1024
    if NINJA in present:
        cell = _copy_bounds(counts, ronin_each, horseman_extra)
        extra = (counts[NINJA] - 1) * ADJACENT_NAISHI
        ninjas = [sum(cell[c] for c in range(10) if m >> c & 1) + extra
                  if m.bit_count() == counts[NINJA] else 0 for m in range(1024)]
    tables = {kind: within(single[kind], counts[kind]) for kind in present if kind in single}
    if NINJA in present:
        tables[NINJA] = within(ninjas, counts[NINJA])
    rooms, later_tables = [], []
    for j in range(len(order)):
        later = set(order[j + 1:])
        room = 0
        for a, b, points in pairs:
            if {a, b} <= present and {a, b} & later:
                room += points * min(3 * counts[a], 3 * counts[b], 13)
        if {HORSEMAN, BANNER} <= present and {HORSEMAN, BANNER} & later:
            room += max(horseman_extra, 0) * min(counts[HORSEMAN], counts[BANNER], 5)
        rooms.append(room)
        later_tables.append([tables[kind] for kind in order[j + 1:] if kind in tables])
    return rooms, later_tables


def _search_python(
    counts: Counter[Card],
    given: tuple[Card, ...],
    ronin_each: int,
    candidates: Sequence[Card],
    rules: ScoringRules,
    floor: int | None = None,
) -> _Found:
    """`_search` without numpy, exact (see the section's comment): the same total, cards, kept
    count and placement count. `floor`: a total some placement reaches, if known."""
    fillers, classes, sizes, filler_size = _shape(counts, candidates)
    constant = _constant(counts, ronin_each, rules)
    walk = _Walk(counts, candidates, ronin_each, rules,
                 -(1 << 30) if floor is None else floor - constant)
    if classes:
        walk.level(0, 1023, True, 0)
    else:  # only fillers: one placement
        walk.found.append({})
        walk.best = 0
    if not walk.found:
        raise AssertionError(f"no placement reaches {floor} for {dict(counts)}")
    groups = [frozenset({k}) for k in classes] + ([fillers] if filler_size else [])
    t = _py_tables()
    # Each placement as `placements(sizes)` holds it (of a mirror pair, the one whose masks in
    # `classes`' order come first), in its order.
    rows = []
    for masks in walk.found:
        straight = [masks[k] for k in classes]
        row = min(straight, [t.mirror[m] for m in straight])
        if filler_size:
            row.append(1023 ^ sum(row))
        rows.append(row)
    rows.sort()

    def kept_of(row: list[int]) -> int:
        return sum((m & _given_mask(given, kinds)).bit_count()
                   for m, kinds in zip(row, groups, strict=True))

    pick, kept = rows[0], -1
    for row in rows:  # `_closest_to_given`'s tie-break
        mirrored = [t.mirror[m] for m in row]
        straight_kept, mirrored_kept = kept_of(row), kept_of(mirrored)
        if max(straight_kept, mirrored_kept) > kept:
            kept = max(straight_kept, mirrored_kept)
            pick = mirrored if mirrored_kept > straight_kept else row
    final = _cards_of(pick, groups, len(classes), counts, given)
    return _Found(walk.best + constant, final, kept, placement_count(tuple(sizes)))


class _Walk:
    """The depth-first walk of `_search_python`: the classes placed one per level in
    `_WALK_ORDER`, a branch dropped when what it decides plus `_headroom_python`'s bound of the
    rest falls short of `best`; `found` holds every placement (class -> cell mask, one of each
    mirror pair) reaching `best`, the best total so far, constant aside."""

    def __init__(self, counts: Counter[Card], candidates: Sequence[Card], ronin_each: int,
                 rules: ScoringRules, floor: int) -> None:
        fillers = _fillers(counts, candidates)
        self.order = sorted((k for k in counts if k not in fillers), key=_WALK_ORDER.index)
        self.counts, self.candidates, self.ronin_each = counts, candidates, ronin_each
        self.extra, self.lone_forts = _horseman_extra(rules), rules.lone_forts
        self.rooms, self.later = _headroom_python(self.order, counts, ronin_each, self.extra)
        self.best = floor
        self.found: list[dict[Card, int]] = []
        self.placed: dict[Card, int] = {}

    def keep(self, total: int, placed: dict[Card, int]) -> None:
        if total > self.best:
            self.best = total
            self.found.clear()
        self.found.append(placed)

    def level(self, j: int, free: int, undecided: bool, partial: int) -> None:
        """Place the `j`-th class on the `free` cells (`undecided`: the placement so far is its
        own mirror image), `partial` being what the classes placed decide."""
        kind = self.order[j]
        if kind is NINJA:
            self.ninjas(free, undecided, partial)
            return
        mirror, placed, later, last = _py_tables().mirror, self.placed, self.later[j], \
            j == len(self.order) - 1
        floor = self.best - self.rooms[j]
        for mask in _subsets(free, self.counts[kind]):
            if undecided and mask > mirror[mask]:
                continue
            total = partial + _clauses_python(kind, mask, placed, self.extra, self.lone_forts)
            rest = free ^ mask
            if total + sum(table[rest] for table in later) < floor:
                continue
            placed[kind] = mask
            if not last:
                self.level(j + 1, rest, undecided and mask == mirror[mask], total)
                floor = self.best - self.rooms[j]
            elif total >= self.best:
                self.keep(total, dict(placed))
                floor = self.best - self.rooms[j]
            del placed[kind]

    def ninjas(self, free: int, undecided: bool, partial: int) -> None:
        """The last level: the Ninjas on the free cells (the rest go to the fillers), what a
        copy adds at each cell worked out once."""
        t, placed, count = _py_tables(), self.placed, self.counts[NINJA]
        values = {1 << c: _copy_values_python(1 << c, placed, self.candidates, self.ronin_each,
                                              self.extra, self.lone_forts)
                  for c in range(10) if free >> c & 1}
        tops = {cell: max(v.values()) for cell, v in values.items()}
        more = _TWO_NINJAS_MORE[self.lone_forts]
        for mask in _subsets(free, count):
            if undecided and mask > t.mirror[mask]:
                continue
            if count == 1:
                total = partial + tops[mask]
            else:
                low = mask & -mask
                high = mask ^ low
                if partial + tops[low] + tops[high] + more < self.best:
                    continue
                total = partial + _two_copies(low, high, values[low], values[high], placed,
                                              self.lone_forts)
            if total >= self.best:
                self.keep(total, {**placed, NINJA: mask})


#: The order `_search_python` places the classes in.
_WALK_ORDER = (NAISHI, ADVISOR, FORT, SENTINEL, MONK, TORII, RICE_FIELD, BANNER, HORSEMAN,
               NINJA, MOUNTAIN, RONIN)


def _given_mask(given: tuple[Card, ...], kinds: frozenset[Card]) -> int:
    """The cells where `given` has a card of `kinds`."""
    return sum(1 << c for c in range(10) if given[c] in kinds)


@lru_cache(maxsize=1)
def _has_numpy() -> bool:
    """Whether numpy can be imported (else `best_arrangement` searches in pure Python)."""
    return optional_numpy() is not None


@dataclass(frozen=True)
class Arrangement:
    """The best placement of a territory's ten cards (see `best_arrangement`).

    `line`, `hand`: the best grid; `breakdown`: its `Breakdown` (Ninja copies optimised);
    `given`: the `Breakdown` of the grid as given; `gain`: best total − given total;
    `moved`: the `(row, column)` cells whose card changed; `placements`: how many placements
    the search covered (distinct up to the mirror image, filler cards grouped; most are ruled
    out by a bound rather than scored one by one).
    """

    line: tuple[Card, ...]
    hand: tuple[Card, ...]
    breakdown: Breakdown
    given: Breakdown
    gain: int
    moved: tuple[Position, ...]
    placements: int

    def explain(self, lang: str = "en") -> tuple[str, ...]:
        """What the difference comes from: a summary, then one sentence per score-pad row that
        changes (with the best grid's clauses for that row), then the Ninjas' copies."""
        check_lang(lang)
        return tuple(m.label(lang) for m in self.messages)

    @property
    def messages(self) -> tuple[Message, ...]:
        best, given = self.breakdown, self.given
        if self.gain == 0 and not self.moved:
            out = [Message("naishi.score.best.already", total=best.total)]
        else:
            out = [Message("naishi.score.best.summary", best=best.total, given=given.total,
                           gain=f"{self.gain:+d}", moved=len(self.moved))]
        for kind in SCORE_PAD:
            old, new = given.by_type[kind], best.by_type[kind]
            if old != new:
                clauses = tuple(c.message for c in best.clauses if c.card is kind)
                out.append(Message("naishi.score.best.row", card=name(kind), old=old, new=new,
                                   diff=f"{new - old:+d}", clauses=_Sentences(clauses)))
        for (row, col), kind in best.ninja_copies.items():
            out.append(Message("naishi.score.best.ninja", where=where(row * 5 + col),
                               card=name(kind)))
        return tuple(out)


class _Sentences:
    __slots__ = ("items",)

    def __init__(self, items: tuple[Message, ...]) -> None:
        self.items = items

    def label(self, lang: str) -> str:
        if not self.items:
            return Message("naishi.score.none").label(lang)
        return join_sentences((m.label(lang) for m in self.items), lang)


def best_arrangement(
    line: Sequence[Any],
    hand: Sequence[Any],
    ninja_copies: Mapping[Any, Any] | None = None,
    *,
    rules: ScoringRules = DEFAULT_RULES,
) -> Arrangement:
    """The highest-scoring placement of these ten cards anywhere in the 2 × 5 grid, found by
    a search that covers every distinct placement (Ninja copies optimised for each, as in
    `score`), pruning those that cannot beat a total already reached.

    `line`, `hand`, `ninja_copies` and `rules` are as for `scoring.score`; `ninja_copies`
    applies to the given grid only (the gain is measured against it). Among equally good
    placements, the one that moves the fewest cards wins. Without numpy (a JupyterLite tab
    offline) the same search runs in pure Python and finds the same arrangement. Under a
    variant's content the search runs on the tables compiled from its card patterns
    (`arrange_tables`); `VariantError` for the combinations it does not take.
    """
    given = score(line, hand, ninja_copies, rules=rules)
    cards = given.line + given.hand
    counts = Counter(cards)
    candidates = [c for c in COPIABLE if counts[c]]
    ronin_each = ronin_points(ronin_count(cards), rules)
    search = _search if _has_numpy() else _search_python
    if not _printed_scoring(rules):
        found = _search_compiled(cards, rules)
    elif counts[NINJA] > 2 and candidates:
        found = _search_many_ninjas(counts, cards, ronin_each, candidates, rules, search)
    else:
        found = search(counts, cards, ronin_each, candidates, rules,
                       _climbed_total(cards, rules))
    best = score(found.cards[:5], found.cards[5:], rules=rules)
    if best.total != found.total:
        raise AssertionError(f"search total {found.total} != score {best.total} for {found}")
    moved = tuple(divmod(c, 5) for c in range(10) if found.cards[c] is not cards[c])
    return Arrangement(
        line=best.line,
        hand=best.hand,
        breakdown=best,
        given=given,
        gain=best.total - given.total,
        moved=moved,
        placements=found.placements,
    )


__all__ = ["Arrangement", "best_arrangement", "placements", "score_many"]
