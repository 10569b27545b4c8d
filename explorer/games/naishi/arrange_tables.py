"""The best arrangement of a territory's ten cards under any content in force: an exact
branch-and-bound on the tables compiled from the card patterns (`totals.Tables`), so that a
variant's numbers and new kinds are searched as the printed ones are.

A territory's total splits into what each kind scores by the cells it holds (its `place`
points and its `group`/`alone` points by the mask of its cells, `by_mask`), what each pair of
neighbouring cells scores by their two kinds (`beside`, `vertical`), the counts (by row for a
row-bound `count` pattern, else constant), the `distinct` patterns (constant for a multiset)
and the Ninjas' copies. The search places the kinds one at a time on the free cells (the
kinds whose place changes nothing, the fillers, take the cells left at the end) and drops a
partial placement when what it decides plus an upper bound of the rest falls short of a
total already reached:
- each kind not placed: the most its cells can score among the free cells;
- each pair not decided: the most that pair of cells can score with the kinds there (never
  below 0, as a Ninja's copy may replace a kind's pair), and at most what each pair of kinds
  can score on as many neighbour pairs as their cards can share;
- each Ninja cell: the most a copy can add there (its place, the most its neighbours can
  give it, no kind on more neighbours than it has cards, its `alone` and `distinct` points,
  the variant's bonus; never below 0); once that bound passes, again with the kinds placed
  beside it known (`ninja_rest`; at the Ninjas' own level, `ninja_cells`);
- the row-bound counts: the best split of the kinds not placed between the rows.
Every complete placement reaching the best total is scored exactly by `totals.Totals` (which
is `scoring.score_total`); among them the one that keeps most cards of the given grid in place
wins, and among those the first in the order the printed search enumerated them (`pick`),
so that the published game gets the arrangements it always had. The left-right mirror is
pruned only when the compiled tables are symmetric. The tables that depend only on the
content (each kind's points by mask, the symmetry) are cached per `Totals`. Under A11's
"only a lone Sentinel has the Fort bonus" reading, which the tables do not hold, the pairs are
bounded as well and the readable scorer (through `Totals`) scores each placement reached.

This module may import only this game's `cards`, `scoring` and `totals`.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from .cards import COPIABLE, Card
from .scoring import NEIGHBOURS
from .totals import CARDS, INDEX, MASKS, POP, RONIN_MASK, Tables, Totals

NINJA = Card.NINJA
N = len(CARDS)
#: The neighbouring cell pairs: each row's four side by side, then the five columns.
BESIDE = tuple((r + c, r + c + 1) for r in (0, 5) for c in range(4))
SLOTS = BESIDE + tuple((c, c + 5) for c in range(5))
#: Each 10-bit cell mask's left-right mirror image.
MIRROR = tuple(sum(1 << (5 * (c // 5) + 4 - c % 5) for c in range(10) if m >> c & 1)
               for m in range(1024))
#: The cells of each 10-bit cell mask.
CELLS = tuple(tuple(c for c in range(10) if m >> c & 1) for m in range(1024))
#: Each cell's neighbours, as a cell mask.
NEAR = tuple(sum(1 << d for d in NEIGHBOURS[c]) for c in range(10))
#: Each cell's left-right mirror image.
FLIP = tuple(5 * (c // 5) + 4 - c % 5 for c in range(10))
#: A total no placement reaches (the empty bound).
_NONE = -(1 << 30)


def slot_table(t: Tables, s: int) -> Sequence[int]:
    """What the cells of `SLOTS[s]` score by their kinds (`i * N + j`, i at the first)."""
    if s < len(BESIDE):
        r, c = divmod(s, 4)
        return t.beside[r][c]
    return _column(t, s - len(BESIDE))


def _column(t: Tables, c: int) -> Sequence[int]:
    """What the cells of column `c` score by their kinds (`i * N + j`, i in the Line)."""
    return t.vertical[c * N * N:(c + 1) * N * N]


def symmetric(t: Tables) -> bool:
    """Whether every compiled table scores a territory as its left-right mirror image (then
    only one of each mirror pair of placements needs searching)."""
    if any(t.place[r + c][i] != t.place[r + 4 - c][i]
           for r in (0, 5) for c in range(5) for i in range(N)):
        return False
    if any(t.beside[r][c][i * N + j] != t.beside[r][3 - c][j * N + i]
           for r in (0, 1) for c in range(4) for i in range(N) for j in range(N)):
        return False
    if any(_column(t, c) != _column(t, 4 - c) for c in range(5)):
        return False
    return all(table[m] == table[MIRROR[m]] for _, table in t.by_mask for m in range(1024))


@lru_cache(maxsize=4096)
def subsets(free: int, count: int) -> tuple[int, ...]:
    """The `count`-cell subsets of the cell mask `free`, lowest mask first."""
    out, sub = [], free
    while sub:
        if POP[sub] == count:
            out.append(sub)
        sub = (sub - 1) & free
    return tuple(reversed(out))


def _best_within(value: Sequence[int], count: int) -> list[int]:
    """For each cell mask, the most `value` gives a `count`-cell subset of it (`_NONE` when
    it has fewer cells)."""
    best = [_NONE] * 1024
    for m in sorted(range(1024), key=POP.__getitem__):
        if POP[m] == count:
            best[m] = value[m]
        elif POP[m] > count:
            rest, top = m, _NONE
            while rest:
                low = rest & -rest
                rest ^= low
                top = max(top, best[m ^ low])
            best[m] = top
    return best


@lru_cache(maxsize=256)
def kind_value(totals: Totals, i: int) -> tuple[int, ...]:
    """What kind `i` scores under `totals` by the mask of its cells: its places and its
    `by_mask` points."""
    t = totals.tables
    table = next((table for at, table in t.by_mask if t.marked[at - MASKS] == i), None)
    value = [0] * 1024
    for m in range(1, 1024):
        low = m & -m
        value[m] = value[m ^ low] + t.place[low.bit_length() - 1][i]
    if table is not None:
        value = [v + table[m] for m, v in enumerate(value)]
    return tuple(value)


@lru_cache(maxsize=256)
def kind_best(totals: Totals, i: int, count: int) -> tuple[int, ...]:
    """`_best_within` of `kind_value`: the most `count` cards of kind `i` score within
    each cell mask."""
    return tuple(_best_within(kind_value(totals, i), count))


@lru_cache(maxsize=16)
def totals_symmetric(totals: Totals) -> bool:
    """`symmetric` of the tables of `totals`."""
    return symmetric(totals.tables)


@dataclass(frozen=True)
class Found:
    """The search's answer: the best total, the cards of the chosen placement (Line then
    Hand), how many cards of the given grid it keeps in place."""

    total: int
    cards: tuple[Card, ...]
    kept: int


class Search:
    """One search (see the module docstring) for the multiset of `cards` under `totals`."""

    def __init__(self, totals: Totals, cards: tuple[Card, ...]) -> None:
        t = self.t = totals.tables
        self.totals, self.given = totals, cards
        self.counts = counts = Counter(cards)
        present = sorted({INDEX[c] for c in counts})
        self.present = present
        kinds = sum(1 << i for i in present)
        self.copies = bool(counts[NINJA]) and any(counts[c] for c in COPIABLE)
        self.ronins = POP[kinds & RONIN_MASK]
        marked = {t.marked[at - MASKS] for at, _ in t.by_mask}
        self.fillers = [c for c in counts if self._filler(INDEX[c], marked)]
        order = [c for c in counts if c not in self.fillers and not (c is NINJA and self.copies)]
        self.values = {c: kind_value(totals, INDEX[c]) for c in order}
        self.best = {c: kind_best(totals, INDEX[c], counts[c]) for c in order}
        order.sort(key=lambda c: (-(self.best[c][1023] - min(self.best[c][m] for m in
                                                            subsets(1023, counts[c]))), INDEX[c]))
        if self.copies:
            order.append(NINJA)
            self._ninjas_ready(len(order))
        self.order = order
        self.rows = [i for i in present if t.row_counted >> i & 1]
        self.rows_cards = {CARDS[i] for i in self.rows}
        self._counts: dict[tuple[int | None, ...], int] = {}
        self.constant = sum(self.counts[CARDS[t.marked[at - MASKS]]] * table[self.ronins]
                            for at, table in t.distinct)
        self.mirror = totals_symmetric(totals)
        self._slot_bounds()
        self.top = _NONE
        self.cells = [-1] * 10
        self.leaves: list[tuple[int, ...]] = []
        #: How many cards of the given grid the placements in `leaves` keep in place (their
        #: own or their mirror image's), and each cell's kind in the given grid as a leaf
        #: holds it (-1: a filler).
        self.kept = -1
        fillers = set(self.fillers)
        self.wanted = [-1 if card in fillers else INDEX[card] for card in cards]

    def _filler(self, i: int, marked: set[int]) -> bool:
        """Whether kind `i`'s place never changes the total."""
        t = self.t
        if CARDS[i] is NINJA and self.copies or i in marked or t.row_counted >> i & 1:
            return False
        if any(t.place[c][i] != t.place[0][i] for c in range(10)):
            return False
        return not any(slot_table(t, s)[i * N + j] or slot_table(t, s)[j * N + i]
                       for s in range(len(SLOTS)) for j in self.present)

    def _ninjas_ready(self, levels: int) -> None:
        """The copying Ninjas' bounds: their own points at most (`own_top`), each copy's at
        each cell (`copy_top`) and so the most `n` Ninjas add within each cell mask (the `n`
        best cells'), and the tables `ninja_rest` and `ninja_cells` read."""
        t, counts, n = self.t, self.counts, self.counts[NINJA]
        self.own = kind_value(self.totals, INDEX[NINJA])
        self.own_top = max(0, max(self.own[m] for m in subsets(1023, n)))
        self.copy_kinds = [(INDEX[c], t.copy_extra[INDEX[c]]) for c in COPIABLE if counts[c]]
        self.copy_top = [self._copy_bound(c) for c in range(10)]
        self.best[NINJA] = tuple(
            self.own_top + sum(sorted((self.copy_top[c] for c in CELLS[m]), reverse=True)[:n])
            for m in range(1024))
        self.filler_kinds = [INDEX[c] for c in self.fillers]
        later = [*self.filler_kinds, INDEX[NINJA], *(i for i, _ in self.copy_kinds)]
        # What a copy of each kind can score beside a cell not placed before the Ninjas.
        self.near_best = [0] * N
        for i, _ in self.copy_kinds:
            self.near_best[i] = max(0, max(table[i * N + k] for c in range(10)
                                           for _, table in t.copy_pairs[c] for k in later))
        # `ninja_rest`'s bounds at each level, `ninja_cells`' last, by cell and the kinds
        # beside it.
        self.near_cells: list[dict[tuple[int, ...], int]] = [{} for _ in range(levels)]
        self.near_last: dict[tuple[int, ...], tuple[int, int]] = {}
        self.near = [tuple(d for d, _ in t.copy_pairs[c]) for c in range(10)]

    def _copy_bound(self, cell: int) -> int:
        """The most a Ninja's copy can add at `cell`: the copied kind's place, the most each
        neighbour can give it, its `alone` points (and the neighbours of its kind it may
        crowd or free), its `distinct` points and the variant's bonus; never below 0."""
        t, best = self.t, _NONE
        for copy in COPIABLE:
            if not self.counts[copy]:
                continue
            i = INDEX[copy]
            gain = t.place[cell][i] + self._near_bound(cell, i)
            extra = t.copy_extra[i]
            if extra is not None:
                at, alone, crowded, distinct = extra
                if at >= 0:
                    gain += max(alone, crowded) + 3 * max(0, crowded - alone)
                if distinct:
                    gain += distinct[self.ronins]
            best = max(best, gain)
        return max(0, best + self.totals.bonus)

    def _near_bound(self, cell: int, i: int) -> int:
        """The most a copy of kind `i` at `cell` gets from its pairs with its neighbours, each
        neighbour holding a kind of the territory: no kind on more neighbours than it has
        cards, save with the other Ninjas (each may be any kind it copies); never below 0."""
        options = [[(0, -1)] + [(table[i * N + j], j) for j in self.present
                                if table[i * N + j] > 0] for _, table in self.t.copy_pairs[cell]]
        others, best = self.counts[NINJA] - 1, 0
        for choice in itertools.product(*options):
            used = Counter(j for _, j in choice if j >= 0)
            over = [(j, n - self.counts[CARDS[j]] * (CARDS[j] is not NINJA))
                    for j, n in used.items()]
            over = [(j, n) for j, n in over if n > 0]
            if all(CARDS[j] is NINJA or CARDS[j] in COPIABLE for j, _ in over) and sum(
                    n for _, n in over) <= others:
                best = max(best, sum(v for v, _ in choice))
        return best

    def _slot_bounds(self) -> None:
        """For each level (the kinds placed before it fixed), each slot's table and the most
        it scores with one side known or none, by the kinds that may still come there (never
        below 0: a Ninja's copy may replace a kind's pair, its gain bounded apart); and the
        most all the slots not decided can score together, by pair of kinds."""
        t = self.t
        self.slots = [slot_table(t, s) for s in range(len(SLOTS))]
        if self.totals.rules.lone_forts:
            # A11's other reading scores a pair's Fort bonus or nothing: the pairs decided are
            # bounded too (never below 0), and every placement reached is scored exactly.
            self.slots = [tuple(max(0, v) for v in table) for table in self.slots]
        self.levels = []
        for j in range(len(self.order)):
            later = [INDEX[c] for c in self.order[j + 1:] if not (c is NINJA and self.copies)]
            later += [INDEX[c] for c in self.fillers] + ([INDEX[NINJA]] if self.copies else [])
            first = [[max([0] + [table[i * N + k] for k in later]) for i in range(N)]
                     for table in self.slots]
            second = [[max([0] + [table[k * N + i] for k in later]) for i in range(N)]
                      for table in self.slots]
            both = [max([0] + [row[k] for k in later]) for row in first]
            rows = tuple((x, y, self.slots[s], first[s], second[s], both[s])
                         for s, (x, y) in enumerate(SLOTS))
            self.levels.append((rows, self._by_kinds(later),
                                [self.best[card] for card in self.order[j + 1:]],
                                later + [i for i, _ in getattr(self, "copy_kinds", ())]))

    def _by_kinds(self, later: Sequence[int]) -> int:
        """The most the slots with a kind of `later` on a side can score, by pair of kinds:
        each pair's best slot times how many slots they can share (3 per card, one per two
        cards, 13 slots)."""
        points = 0
        for a, b in itertools.combinations_with_replacement(self.present, 2):
            if a not in later and b not in later:
                continue
            top = max(max(table[a * N + b], table[b * N + a]) for table in self.slots)
            n_a, n_b = self.counts[CARDS[a]], self.counts[CARDS[b]]
            points += max(0, top) * (min(3 * n_a // 2, n_a * (n_a - 1) // 2, 13) if a == b
                                     else min(3 * n_a, 3 * n_b, n_a * n_b, 13))
        return points

    def count_points(self, line: Sequence[int]) -> int:
        """What the `count` patterns score, the row-bound kinds `rows` holding `line[k]`
        cards in the Line (the rest in the Hand) and every other kind anywhere."""
        t, packed = self.t, 0
        for r in (0, 1):
            for i, shift in t.count_fields[r]:
                card = CARDS[i]
                n = self.counts[card]
                if card in self.rows_cards:
                    n = line[self.rows.index(i)] if r == 0 else n - line[self.rows.index(i)]
                elif r:
                    n = 0
                packed += n << shift
        return sum(table[packed >> shift & len(table) - 1] for shift, table in t.count_tables)

    def count_bound(self, known: tuple[int | None, ...]) -> int:
        """The most the counts can score, the row-bound kinds' Line counts `known` (`None`:
        not placed yet, any split)."""
        found = self._counts.get(known)
        if found is None:
            choices = [range(max(0, self.counts[CARDS[i]] - 5), min(5, self.counts[CARDS[i]]) + 1)
                       if k is None else (k,) for i, k in zip(self.rows, known, strict=True)]
            found = self._counts[known] = max(self.count_points(line)
                                              for line in itertools.product(*choices))
        return found

    def pairs(self, j: int) -> int:
        """What the neighbour pairs score where both kinds are placed (the `j`-th kind just
        placed), plus the most the others can score."""
        cells, points, rest = self.cells, 0, 0
        rows, by_kinds, _, _ = self.levels[j]
        for x, y, table, first, second, both in rows:
            a, b = cells[x], cells[y]
            if a >= 0:
                if b >= 0:
                    points += table[a * N + b]
                else:
                    rest += first[a]
            elif b >= 0:
                rest += second[b]
            else:
                rest += both
        return points + (rest if rest < by_kinds else by_kinds)

    def rest(self, j: int, free: int) -> int:
        """The most the kinds after the `j`-th can score on the `free` cells, and the counts
        with the row-bound kinds placed so far."""
        total = self.constant
        for table in self.levels[j][2]:
            total += table[free]
        if not self.rows:
            return total + self.count_bound(())
        cells = self.cells
        known = tuple(sum(1 for c in range(5) if cells[c] == i) if i in cells else None
                      for i in self.rows)
        return total + self.count_bound(known)

    def run(self, floor: int) -> Found:
        """The best placement, `floor` being a total some placement reaches."""
        self.top = floor
        self.level(0, 1023, self.mirror, 0)
        return self.pick()

    def level(self, j: int, free: int, undecided: bool, partial: int) -> None:
        """Place the `j`-th kind on the `free` cells (`undecided`: the placement so far is
        its own mirror image; `partial`: what the kinds placed score by their cells)."""
        card = self.order[j]
        if card is NINJA and self.copies:
            self.ninjas(j, free, undecided, partial)
            return
        i, last, cells, value = INDEX[card], j == len(self.order) - 1, self.cells, self.values[card]
        for mask in subsets(free, self.counts[card]):
            if undecided and mask > MIRROR[mask]:
                continue
            spots = CELLS[mask]
            for c in spots:
                cells[c] = i
            total = partial + value[mask]
            bound = total + self.pairs(j) + self.rest(j, free ^ mask)
            if self.promising(j, free ^ mask, bound):
                if not last:
                    self.level(j + 1, free ^ mask, undecided and mask == MIRROR[mask], total)
                else:
                    self.leaf(0, bound)
            for c in spots:
                cells[c] = -1

    def ninjas(self, j: int, free: int, undecided: bool, partial: int) -> None:
        """The last level: the copying Ninjas on the `free` cells (the fillers take the
        rest); the pairs and counts are decided already, the copies bounded per cell."""
        (alone, paired), own = self.ninja_cells(free), self.own
        base = partial + self.pairs(j) + self.rest(j, 0)
        for mask in subsets(free, self.counts[NINJA]):
            if undecided and mask > MIRROR[mask]:
                continue
            bound = base + max(0, own[mask]) + sum(
                paired[c] if NEAR[c] & mask else alone[c] for c in CELLS[mask])
            if bound >= self.top:
                self.leaf(mask, bound)

    def promising(self, j: int, free: int, bound: int) -> bool:
        """Whether a placement of the kinds up to the `j`-th, `bound` an upper bound of its
        totals, may reach the best total: if so and the Ninjas are still to be placed on the
        `free` cells, `ninja_rest`'s tighter bound of their copies is taken in place of
        `best`'s."""
        if bound < self.top:
            return False
        if not (self.copies and free and j < len(self.order) - 1):
            return True
        ninjas = self.best[NINJA][free]
        return bound - ninjas + min(ninjas, self.ninja_rest(j, free)) >= self.top

    def ninja_rest(self, j: int, free: int) -> int:
        """An upper bound of what the Ninjas add on the `free` cells, the kinds after the
        `j`-th not placed: their own points, and the most each copy adds at its cell, its
        placed neighbours known (`cell_bound`, and never above `_copy_bound`)."""
        cells, known, near, later = self.cells, self.near_cells[j], self.near, self.levels[j][3]
        tops = []
        for c in CELLS[free]:
            key = (c, *map(cells.__getitem__, near[c]))
            found = known.get(key)
            if found is None:
                found = known[key] = min(self.copy_top[c], self.cell_bound(c, later))
            tops.append(found)
        tops.sort(reverse=True)
        return self.own_top + sum(tops[:self.counts[NINJA]])

    def ninja_cells(self, free: int) -> tuple[list[int], list[int]]:
        """For each of the `free` cells (every kind but the Ninjas and the fillers placed),
        an upper bound of what a Ninja's copy adds there, its neighbours' kinds known
        (`_copy_bound`'s, tighter; never below 0; `cell_bound`): with no other Ninja beside
        it, and with as many as there are."""
        cells, known, near = self.cells, self.near_last, self.near
        alone, paired = [0] * 10, [0] * 10
        for c in CELLS[free]:
            key = (c, *map(cells.__getitem__, near[c]))
            found = known.get(key)
            if found is None:
                found = known[key] = (self.cell_bound(c, None, 0),
                                      self.cell_bound(c, None, self.counts[NINJA] - 1))
            alone[c], paired[c] = found
        return alone, paired

    def cell_bound(self, c: int, later: Sequence[int] | None, ninjas: int = 0) -> int:
        """`ninja_cells` at cell `c`: each copy's place, its pairs with the kinds beside it
        (a cell left free holding one of `later`; `None`: a filler or, up to `ninjas` of
        them, a Ninja), its `alone` and `distinct` points, the variant's bonus."""
        t, cells, best = self.t, self.cells, _NONE
        for i, extra in self.copy_kinds:
            gain, lift = t.place[c][i], []
            for d, table in t.copy_pairs[c]:
                k = cells[d]
                if k >= 0:
                    gain += table[i * N + k]
                elif later is not None:
                    gain += max([0] + [table[i * N + k] for k in later])
                else:
                    low = max([0] + [table[i * N + f] for f in self.filler_kinds])
                    gain += low
                    lift.append(self.near_best[i] - low)
            gain += sum(sorted(lift, reverse=True)[:ninjas])
            if extra is not None:
                at, alone, crowded, distinct = extra
                if at >= 0:
                    crowding = any(cells[d] == i for d, _ in t.copy_pairs[c])
                    gain += (crowded if crowding else max(alone, crowded)) + 3 * max(
                        0, crowded - alone)
                if distinct:
                    gain += distinct[self.ronins]
            best = max(best, gain)
        return max(0, best + self.totals.bonus)

    def leaf(self, ninjas: int, bound: int) -> None:
        """Score a complete placement exactly (the Ninjas on the cells of `ninjas`, the
        fillers on the cells left; `bound` an upper bound of its total) and keep it if it
        reaches the best total and keeps as many cards of the given grid in place as the
        best placements kept so far (it is not scored when it cannot do both)."""
        kinds = tuple(INDEX[NINJA] if ninjas >> c & 1 else k for c, k in enumerate(self.cells))
        wanted = self.wanted
        kept = sum(1 for k, w in zip(kinds, wanted, strict=True) if k == w)
        if self.mirror:
            kept = max(kept, sum(1 for c, k in enumerate(kinds) if k == wanted[FLIP[c]]))
        if bound <= self.top and kept < self.kept:
            return
        cards = self.fill(kinds)
        total = self.totals.total(cards[:5], cards[5:])
        if total > self.top:
            self.top, self.leaves, self.kept = total, [], -1
        if total == self.top and kept >= self.kept:
            if kept > self.kept:
                self.leaves, self.kept = [], kept
            self.leaves.append(kinds)

    def fill(self, kinds: Sequence[int]) -> tuple[Card, ...]:
        """The cards of a placement (`-1`: a filler's cell), the fillers kept where the given
        grid has them."""
        spare = Counter({card: self.counts[card] for card in self.fillers})
        out: list[Card | None] = [CARDS[k] if k >= 0 else None for k in kinds]
        for c, card in enumerate(self.given):
            if out[c] is None and spare[card] > 0:
                out[c] = card
                spare[card] -= 1
        rest = iter(sorted(spare.elements()))
        return tuple(card if card is not None else next(rest) for card in out)

    def pick(self) -> Found:
        """Of the best placements, the one that keeps most cards of the given grid in place;
        among those, the first in the order of their cell masks kind by kind (the kinds
        placed by count, most first, then by name; the fillers' cells last), a placement
        and its mirror image taken in the order of the first of the two, the image chosen
        only when it keeps more."""
        if not self.leaves:
            raise AssertionError(f"no placement reaches {self.top} for {dict(self.counts)}")
        kinds = sorted((INDEX[c] for c in self.order), key=lambda i: (-self.counts[CARDS[i]],
                                                                     CARDS[i]))
        kinds.append(-1)
        fillers = set(self.fillers)
        wanted = [sum(1 << c for c, card in enumerate(self.given)
                      if (card in fillers if i < 0 else card is CARDS[i])) for i in kinds]
        rows = set()
        for leaf in self.leaves:
            masks = [0] * (N + 1)
            for c, k in enumerate(leaf):
                masks[k] |= 1 << c
            row = tuple(masks[i] for i in kinds)
            rows.add(min(row, tuple(MIRROR[m] for m in row)) if self.mirror else row)
        best: tuple[int, ...] = ()
        kept = -1
        for row in sorted(rows):
            shapes = (row, tuple(MIRROR[m] for m in row)) if self.mirror else (row,)
            for shape in shapes:
                here = sum(POP[m & w] for m, w in zip(shape, wanted, strict=True))
                if here > kept:
                    best, kept = shape, here
        cells = [next(i for i, m in zip(kinds, best, strict=True) if m >> c & 1)
                 for c in range(10)]
        return Found(self.top, self.fill(cells), kept)

def climbed(totals: Totals, cards: tuple[Card, ...]) -> int:
    """A total some placement of `cards` reaches: from the given grid, swap two cards while
    that scores more."""
    grid = list(cards)
    best = totals.total(cards[:5], cards[5:])
    improved = True
    while improved:
        improved = False
        for x, y in itertools.combinations(range(10), 2):
            if grid[x] is grid[y]:
                continue
            grid[x], grid[y] = grid[y], grid[x]
            total = totals.total(tuple(grid[:5]), tuple(grid[5:]))
            if total > best:
                best, improved = total, True
            else:
                grid[x], grid[y] = grid[y], grid[x]
    return best
