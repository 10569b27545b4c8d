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
  below 0, as a Ninja's copy may replace a kind's pair);
- each Ninja cell: the most a copy can add there (its place, the most each neighbour pair
  can give it, its `alone` and `distinct` points, the variant's bonus; never below 0);
- the row-bound counts: the best split of the kinds not placed between the rows.
Every complete placement reaching the best total is scored exactly by `totals.Totals` (which
is `scoring.score_total`); among them the one that keeps most cards of the given grid in place
wins. The left-right mirror is pruned only when the compiled tables are symmetric. Under A11's
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
from .totals import CARDS, INDEX, MASKS, POP, RONIN_MASK, Tables, Totals

NINJA = Card.NINJA
N = len(CARDS)
#: The neighbouring cell pairs: each row's four side by side, then the five columns.
BESIDE = tuple((r + c, r + c + 1) for r in (0, 5) for c in range(4))
SLOTS = BESIDE + tuple((c, c + 5) for c in range(5))
#: Each 10-bit cell mask's left-right mirror image.
MIRROR = tuple(sum(1 << (5 * (c // 5) + 4 - c % 5) for c in range(10) if m >> c & 1)
               for m in range(1024))
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
        self.values = {c: self._value(INDEX[c], marked) for c in order}
        self.best = {c: _best_within(self.values[c], counts[c]) for c in order}
        order.sort(key=lambda c: (-(self.best[c][1023] - min(self.best[c][m] for m in
                                                            subsets(1023, counts[c]))), INDEX[c]))
        if self.copies:
            self.best[NINJA] = _best_within(self._ninja_value(marked), counts[NINJA])
            order.append(NINJA)
            self.own = self._value(INDEX[NINJA], marked)
            self.copy_kinds = [(INDEX[c], t.copy_extra[INDEX[c]]) for c in COPIABLE
                               if counts[c]]
            later = [INDEX[c] for c in self.fillers] + [INDEX[NINJA]] + [
                i for i, _ in self.copy_kinds]
            # What a copy of each kind can score beside a cell not placed before the Ninjas.
            self.near_best = [max(0, max(table[i * N + k] for c in range(10)
                                         for _, table in t.copy_pairs[c] for k in later))
                              for i in range(N)]
        self.order = order
        self.rows = [i for i in present if t.row_counted >> i & 1]
        self.rows_cards = {CARDS[i] for i in self.rows}
        self._counts: dict[tuple[int | None, ...], int] = {}
        self.constant = sum(self.counts[CARDS[t.marked[at - MASKS]]] * table[self.ronins]
                            for at, table in t.distinct)
        self.mirror = symmetric(t)
        self._slot_bounds()
        self.top = _NONE
        self.cells = [-1] * 10
        self.leaves: list[tuple[int, ...]] = []

    def _filler(self, i: int, marked: set[int]) -> bool:
        """Whether kind `i`'s place never changes the total."""
        t = self.t
        if CARDS[i] is NINJA and self.copies or i in marked or t.row_counted >> i & 1:
            return False
        if any(t.place[c][i] != t.place[0][i] for c in range(10)):
            return False
        return not any(slot_table(t, s)[i * N + j] or slot_table(t, s)[j * N + i]
                       for s in range(len(SLOTS)) for j in self.present)

    def _value(self, i: int, marked: set[int]) -> list[int]:
        """What kind `i` scores by the mask of its cells: its places and its `by_mask`."""
        t = self.t
        table = next((table for at, table in t.by_mask if t.marked[at - MASKS] == i), None)
        return [sum(t.place[c][i] for c in range(10) if m >> c & 1)
                + (table[m] if table is not None else 0) for m in range(1024)]

    def _ninja_value(self, marked: set[int]) -> list[int]:
        """An upper bound of what the Ninjas on a cell mask add: as Ninjas (never below 0:
        a copy may replace one) and each its best copy's (`_copy_bound`)."""
        own = self._value(INDEX[NINJA], marked)
        cells = [self._copy_bound(c) for c in range(10)]
        return [max(0, own[m]) + sum(cells[c] for c in range(10) if m >> c & 1)
                for m in range(1024)]

    def _copy_bound(self, cell: int) -> int:
        """The most a Ninja's copy can add at `cell`: the copied kind's place, the most each
        neighbour can give it, its `alone` points (and the neighbours of its kind it may
        crowd or free), its `distinct` points and the variant's bonus; never below 0."""
        t, best = self.t, _NONE
        for copy in COPIABLE:
            if not self.counts[copy]:
                continue
            i = INDEX[copy]
            gain = t.place[cell][i] + sum(max(0, max(table[i * N + j] for j in self.present))
                                          for _, table in t.copy_pairs[cell])
            extra = t.copy_extra[i]
            if extra is not None:
                at, alone, crowded, distinct = extra
                if at >= 0:
                    gain += max(alone, crowded) + 3 * max(0, crowded - alone)
                if distinct:
                    gain += distinct[self.ronins]
            best = max(best, gain)
        return max(0, best + self.totals.bonus)

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
            self.levels.append((first, second, both, self._by_kinds(later)))

    def _by_kinds(self, later: Sequence[int]) -> int:
        """The most the slots with a kind of `later` on a side can score, by pair of kinds:
        each pair's best slot times how many slots they can share (3 per card, 13 slots)."""
        points = 0
        for a, b in itertools.combinations_with_replacement(self.present, 2):
            if a not in later and b not in later:
                continue
            top = max(max(table[a * N + b], table[b * N + a]) for table in self.slots)
            n_a, n_b = self.counts[CARDS[a]], self.counts[CARDS[b]]
            points += max(0, top) * (min(3 * n_a // 2, 13) if a == b
                                     else min(3 * n_a, 3 * n_b, 13))
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
        first, second, both, by_kinds = self.levels[j]
        for s, (x, y) in enumerate(SLOTS):
            a, b = cells[x], cells[y]
            if a >= 0:
                if b >= 0:
                    points += self.slots[s][a * N + b]
                else:
                    rest += first[s][a]
            else:
                rest += second[s][b] if b >= 0 else both[s]
        return points + min(rest, by_kinds)

    def rest(self, j: int, free: int) -> int:
        """The most the kinds after the `j`-th can score on the `free` cells, and the counts
        with the row-bound kinds placed so far."""
        cells = self.cells
        known = tuple(sum(1 for c in range(5) if cells[c] == i) if i in cells else None
                      for i in self.rows)
        return (sum(self.best[card][free] for card in self.order[j + 1:])
                + self.count_bound(known) + self.constant)

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
            spots = [c for c in range(10) if mask >> c & 1]
            for c in spots:
                cells[c] = i
            total = partial + value[mask]
            if total + self.pairs(j) + self.rest(j, free ^ mask) >= self.top:
                if not last:
                    self.level(j + 1, free ^ mask, undecided and mask == MIRROR[mask], total)
                else:
                    self.leaf(0)
            for c in spots:
                cells[c] = -1

    def ninjas(self, j: int, free: int, undecided: bool, partial: int) -> None:
        """The last level: the copying Ninjas on the `free` cells (the fillers take the
        rest); the pairs and counts are decided already, the copies bounded per cell."""
        top, own = self.ninja_cells(free), self.own
        base = partial + self.pairs(j) + self.rest(j, 0)
        for mask in subsets(free, self.counts[NINJA]):
            if undecided and mask > MIRROR[mask]:
                continue
            bound = base + max(0, own[mask]) + sum(top[c] for c in range(10) if mask >> c & 1)
            if bound >= self.top:
                self.leaf(mask)

    def ninja_cells(self, free: int) -> list[int]:
        """For each of the `free` cells (every kind but the Ninjas and the fillers placed),
        an upper bound of what a Ninja's copy adds there, its neighbours' kinds known
        (`_copy_bound`'s, tighter; never below 0)."""
        t, cells, bonus = self.t, self.cells, self.totals.bonus
        top = [0] * 10
        for c in range(10):
            if not free >> c & 1:
                continue
            best = _NONE
            for i, extra in self.copy_kinds:
                gain = t.place[c][i]
                for d, table in t.copy_pairs[c]:
                    k = cells[d]
                    gain += table[i * N + k] if k >= 0 else self.near_best[i]
                if extra is not None:
                    at, alone, crowded, distinct = extra
                    if at >= 0:
                        crowding = any(cells[d] == i for d, _ in t.copy_pairs[c])
                        gain += (crowded if crowding else max(alone, crowded)) + 3 * max(
                            0, crowded - alone)
                    if distinct:
                        gain += distinct[self.ronins]
                best = max(best, gain)
            top[c] = max(0, best + bonus)
        return top

    def leaf(self, ninjas: int) -> None:
        """Score a complete placement exactly (the Ninjas on the cells of `ninjas`, the
        fillers on the cells left) and keep it if it reaches the best total."""
        kinds = tuple(INDEX[NINJA] if ninjas >> c & 1 else k for c, k in enumerate(self.cells))
        cards = self.fill(kinds)
        total = self.totals.total(cards[:5], cards[5:])
        if total > self.top:
            self.top, self.leaves = total, []
        if total == self.top:
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
        rest = iter(sorted(spare.elements(), key=INDEX.__getitem__))
        return tuple(card if card is not None else next(rest) for card in out)

    def pick(self) -> Found:
        """Of the best placements (and their mirror images), the first that keeps most cards
        of the given grid in place."""
        if not self.leaves:
            raise AssertionError(f"no placement reaches {self.top} for {dict(self.counts)}")
        best: Found | None = None
        for kinds in self.leaves:
            shapes = [kinds]
            if self.mirror:
                shapes.append(tuple(kinds[5 * (c // 5) + 4 - c % 5] for c in range(10)))
            for shape in shapes:
                cards = self.fill(shape)
                kept = sum(1 for a, b in zip(cards, self.given, strict=True) if a is b)
                if best is None or kept > best.kept:
                    best = Found(self.top, cards, kept)
        assert best is not None
        return best


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
