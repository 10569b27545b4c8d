"""The best arrangement of a territory's ten cards: an exact, numpy-vectorised search.

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

This module may import only numpy (lazily), the engine and this game's `cards` and `scoring`.
"""

from __future__ import annotations

import functools
import itertools
import math
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ...engine import Message, check_lang
from ...engine.i18n import join_sentences
from ...engine.lazy import lazy_import
from .cards import COPIABLE, Card
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
    score_total,
    torii_points,
    where,
)

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
    cells: list[Card | None] = [None] * 10
    filler_cells: list[int] = []
    for j, kinds in enumerate(groups):
        mask = int(masks_table[j][rows[pick]])
        if flip:
            mask = int(t.mirror[mask])
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
    return final, int(max(kept[pick], kept_mirror[pick]))


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
    fillers = _fillers(counts, candidates)
    classes = sorted((k for k in counts if k not in fillers), key=lambda k: (-counts[k], k))
    sizes = [counts[k] for k in classes]
    filler_size = sum(counts[k] for k in fillers)
    if filler_size:
        sizes.append(filler_size)
    horseman_extra = _horseman_extra(rules)
    constant = (
        mountain_points(counts[MOUNTAIN], rules)
        + torii_points(counts[TORII], rules)
        + counts[RONIN] * ronin_each
    )
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
        # A copy at cell c: the copied card's points there plus its bonus for the neighbours it
        # may have (a Sentinel's corrections only take points away); two Ninjas may also be an
        # Advisor–Naishi pair.
        copies = {
            NAISHI: (NAISHI_POINTS, ADJACENT_NAISHI, ADVISOR),
            ADVISOR: (ADVISOR_POINTS, ADJACENT_NAISHI, NAISHI),
            SENTINEL: ((LONE_SENTINEL,) * 10, ADJACENT_FORT, FORT),
            MONK: (MONK_POINTS, ADJACENT_TORII, TORII),
            HORSEMAN: (tuple(p + max(horseman_extra, 0) * (c >= 5)
                             for c, p in enumerate(HORSEMAN_POINTS)), 0, HORSEMAN),
            RONIN: ((ronin_each,) * 10, 0, RONIN),
        }
        cell = [
            max(points[c] + bonus * min(len(NEIGHBOURS[c]), counts[partner])
                for kind, (points, bonus, partner) in copies.items() if counts[kind])
            for c in range(10)
        ]
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


def _climbed_total(cards: tuple[Card, ...], rules: ScoringRules) -> int:
    """A total some placement of `cards` reaches: from the given grid, swap two cards while
    that scores more."""
    grid = list(cards)
    best = score_total(cards, rules)
    improved = True
    while improved:
        improved = False
        for i, j in itertools.combinations(range(10), 2):
            if grid[i] is grid[j]:
                continue
            grid[i], grid[j] = grid[j], grid[i]
            total = score_total(tuple(grid), rules)
            if total > best:
                best, improved = total, True
            else:
                grid[i], grid[j] = grid[j], grid[i]
    return best


def _search_many_ninjas(
    counts: Counter[Card],
    given: tuple[Card, ...],
    ronin_each: int,
    candidates: Sequence[Card],
    rules: ScoringRules,
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
        option = _search(replaced, given, ronin_each, [], rules)
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
    placements, the one that moves the fewest cards wins.
    """
    given = score(line, hand, ninja_copies, rules=rules)
    cards = given.line + given.hand
    counts = Counter(cards)
    candidates = [c for c in COPIABLE if counts[c]]
    ronin_each = ronin_points(ronin_count(cards), rules)
    if counts[NINJA] > 2 and candidates:
        found = _search_many_ninjas(counts, cards, ronin_each, candidates, rules)
    else:
        found = _search(counts, cards, ronin_each, candidates, rules,
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
