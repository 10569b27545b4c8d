"""Many territories scored at once (numpy): every territory one turn of the greedy bot can
reach, each Switch followed by each Develop, in one pass of table lookups; and from them the
best total each action before the main one leads to (`Batch.before_main`: a Develop, a
Switch, a River Switch or Discard), or after it (`Batch.after_main`).

The numbers are `Totals.total`'s (the same as `scoring.score_total`, best Ninja copies); the
tables are built from a `Totals` (so from the rules in force) and nothing here holds the printed
game's numbers. A territory is a row of ten card indices (`totals.INDEX`), the Line's columns
then the Hand's. Its total is the sum of

- each card's points for its place and the pair rules of each two neighbouring cells (side by
  side or one above the other: Advisor and Naishi, Monk and Torii, Sentinel and Fort, a Banner
  over a Horseman), read from one table by the cells and their cards, together with the counts
  below (packed in one integer per lookup, summed at once);
- the lone Sentinels, the Mountains', Torii's and Line Banners' counts, the Rice Field groups
  (by their 10-bit mask) and the Ronins (by the types present);
- a lone Ninja's best copy: what each copiable character present would add in its cell (its
  place, its pairs with the Ninja's neighbours, a Sentinel's loneliness, a Ronin's count), the
  best of them and the variant's bonus. With two Ninjas or more the first is replaced by each
  character present and the territories so made are scored in turn (as `Totals._copies`).

A variant's new kinds (`kinds.py`) are compiled into the same form, from their patterns'
readable scores (`scoring.pattern_points`, `pattern_sets`): a `position` into the places, an
`adjacent` or a `column` into the pair rules of each two neighbouring cells, and the patterns
that read a kind's cells together (`alone`, `count`, `group`) into one table by the 10-bit mask
of its cells, with a `distinct` pattern's points per copy by the territory's kinds.

Where a Ninja copies in its own row only (`ninja_copies="row"`, class question 7) its copies are
chosen from its row's kinds (`_first_ninja` picks, of several Ninjas, one with a character to
copy). Under the "only a lone Sentinel has the Fort bonus" reading (A11's ONLY_ALONE) `Totals`
has no fast path, and neither has this module (`batch_for` gives `None`). Where numpy is missing (a
JupyterLite tab without it) `batch_for` gives `None` too and the bots score one territory at a
time. tests/naishi/test_totals.py checks these totals against `scoring.score_total` under
every reading and several variants, and the bot's values from them against its readable
`_value`.

This module may import only numpy (when a batch is first made), the engine and this package's
`cards`, `content`, `kinds`, `scoring` and `totals`.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from ...engine.lazy import optional_numpy
from .cards import COPIABLE, PRINTED, Card
from .content import MOST_POINTS
from .kinds import MOST_PATTERNS, NewKind
from .kinds import MOST_POINTS as MOST_KIND_POINTS
from .scoring import (
    banner_points,
    mountain_points,
    pattern_points,
    pattern_sets,
    rice_table,
    ronin_points,
    torii_points,
)
from .totals import (
    BIT,
    CARDS,
    I_NINJA,
    INDEX,
    NEAR,
    POP,
    RONIN_MASK,
    Totals,
)

if TYPE_CHECKING:
    import numpy as np

#: The two cells of each Switch: two of the Line, two of the Hand, a column.
SWITCHES: tuple[tuple[int, int], ...] = tuple(
    (p, q) for p in range(10) for q in range(p + 1, 10) if p // 5 == q // 5 or q == p + 5)
#: The pairs of neighbouring cells, each once (`x < y`).
NEIGHBOURS: tuple[tuple[int, int], ...] = tuple(
    (x, y) for x in range(10) for y in range(x + 1, 10) if NEAR[1][x] >> y & 1)


def _rows() -> tuple[list[list[int]], int, int]:
    """The rows `Batch.before_main` scores, as positions in its list of known cards
    (`KNOWN` of them: the territory's 10 cells, the 5 columns' tops, 5 kinds of top, then a
    Mountain): each kind of top developed into each cell (cell by cell, five kinds each),
    each Switch, each Switch followed by a Develop into each cell (Switch by Switch), the
    territory as it is; and where the second and third parts start."""
    rows = [[15 + j if i == c else i for i in range(10)] for c in range(10) for j in range(5)]
    switched = len(rows)
    order = [[q if i == p else p if i == q else i for i in range(10)] for p, q in SWITCHES]
    rows += order
    both = len(rows)
    rows += [[10 + c % 5 if i == c else cell for i, cell in enumerate(row)]
             for row in order for c in range(10)]
    rows.append(list(range(10)))  # the territory as it is (`AS_IS`)
    return rows, switched, both


#: How many cards `before_main` knows: the 10 cells, the 5 tops, 5 kinds of top and a last
#: one, a Mountain (`_lookups`), the card of index 0 (`I_MOUNTAIN`).
KNOWN = 10 + 5 + 5 + 1
I_MOUNTAIN = INDEX[Card.MOUNTAIN]
assert I_MOUNTAIN == 0


def _lookups(rows: list[list[int]]) -> list[list[int]]:
    """For each row of positions among the known cards (`_rows`), where its lookups are in
    the known cards' pairs (`Batch._run`: the first card's index times the number of kinds
    plus the second's, for each pair of positions): each cell's card (paired after the last
    known card, a Mountain, index 0), then each neighbour pair's cards."""
    last = KNOWN - 1
    return [[last * KNOWN + row[c] for c in range(10)]
            + [row[x] * KNOWN + row[y] for x, y in NEIGHBOURS] for row in rows]


#: Where each count starts in a packed integer (`_packed`): the Mountains from bit 0.
TORII, BANNERS, RONINS, NINJAS, SENTINELS, NINJA_AT, RICE = 4, 8, 11, 15, 19, 29, 35
#: Where the sum of the points for the cells' places and the neighbour pairs starts (above
#: the counts): ten places and a pair rule per neighbour pair, each worth at most
#: `MOST_POINTS` (the content's range), and with them a new kind's patterns (each cell's
#: `position`s, each pair's `adjacent`s and `column`s of either card), must fit above it.
PLACES = 46
assert (10 + len(NEIGHBOURS)) * MOST_POINTS + (10 + 2 * len(NEIGHBOURS)) * MOST_PATTERNS \
    * MOST_KIND_POINTS < 1 << 63 - PLACES - 1, "the places and pairs would leave their field"
#: The values of the field of a lone Ninja's cell (six bits, `& 63`: with more Ninjas, the
#: sum of their cells, at most 45), just above the Sentinels' mask: the two read together
#: index `Batch.sentinel_gain`.
AT_CELLS = 64
assert NINJA_AT == SENTINELS + 10 and RICE == NINJA_AT + 6 and RICE + 10 < PLACES
#: The bits of the Mountains', Torii's and Line Banners' counts.
SETS = (1 << RONINS) - 1


def _packed(cell: int, card: Card) -> int:
    """What `card` in `cell` adds to a territory's packed counts: 1 in its count's field
    (four bits each, three for the Line's Banners), its cell's bit in a mask's field, and for
    a Ninja its cell (six bits: the sum of the Ninjas' cells)."""
    if card is Card.MOUNTAIN:
        return 1
    if card is Card.TORII:
        return 1 << TORII
    if card is Card.BANNER:
        return 1 << BANNERS if cell < 5 else 0
    if card is Card.RONIN:
        return 1 << RONINS
    if card is Card.NINJA:
        return 1 << NINJAS | cell << NINJA_AT  # a lone Ninja's cell: the sum of the cells
    if card is Card.SENTINEL:
        return 1 << SENTINELS + cell
    if card is Card.RICE_FIELD:
        return 1 << RICE + cell
    return 0


_ROWS, SWITCHED, BOTH = _rows()
AS_IS = len(_ROWS) - 1
#: The most lookups a cell changes (`Batch._changed_lookups`): its own and its neighbours'.
CHANGED = 1 + max(bin(NEAR[1][c]).count("1") for c in range(10))
#: Two columns of the River (a River Switch's or Discard's piles), and the other three.
COLUMN_PAIRS: tuple[tuple[int, int], ...] = tuple(
    (i, j) for i in range(5) for j in range(i + 1, 5))
_OTHERS = tuple(tuple(c for c in range(5) if c not in pair) for pair in COLUMN_PAIRS)
#: Where each part of `Batch.before_main`'s list starts: the Develops (by cell), the
#: Switches (`SWITCHES`), the River Discards and the River Switches (`COLUMN_PAIRS`).
VALUES = {"develop": 0, "switch": 10, "discard": 10 + len(SWITCHES),
          "river": 10 + len(SWITCHES) + len(COLUMN_PAIRS)}


class Batch:
    """The tables of one `Totals` as numpy arrays, and the totals of many territories."""

    def __init__(self, totals: Totals, numpy: Any) -> None:
        np_ = self.np = numpy
        k = totals.content
        # The printed kinds (the first in `CARDS`) and the variant's new ones after them: the
        # published game's tables stay its size.
        n = self.kinds = len(PRINTED) + len(totals.kinds)
        assert all(INDEX[kind.card] < n for kind in totals.kinds)
        self.all = (1 << n) - 1  # every kind (`scores`)
        # The rows `before_main` scores (`_rows`), each as the positions of its cards
        # among the known ones and as its lookups (`_lookups`); `after_main`'s rows.
        self.rows = np_.array(_ROWS).T.copy()  # one row per cell
        self.lookups = np_.array(_lookups(_ROWS)).T.copy()  # one row per lookup
        after = [*range(SWITCHED, BOTH), AS_IS]  # `after_main`'s: the Switches, as it is
        self.after_rows = self.rows.take(after, axis=1)
        self.after_lookups = self.lookups.take(after, axis=1)
        self.first = np_.array([x for x, _ in NEIGHBOURS])
        self.second = np_.array([y for _, y in NEIGHBOURS])
        # Each cell's neighbours, padded to four with the cell itself (whose slot adds
        # nothing in `gain`); as the tables of a lone Ninja's copies, for every value of the
        # packed field of its cell (`NINJA_AT`): past the tenth, the sums of two Ninjas'
        # cells or more, whose gains are not used (`_best_copy`).
        near = [[d for d in range(10) if NEAR[1][c] >> d & 1] for c in range(10)]
        self.near = np_.array([cells + [c] * (4 - len(cells)) for c, cells in enumerate(near)]
                              + [[0] * 4] * (AT_CELLS - 10)).T.copy()  # (slot, cell)
        self._near_by: dict[int, tuple[np.ndarray, np.ndarray]] = {}  # `_near`
        # The Mountains', Torii's and Line Banners' points by their packed counts.
        m = np_.arange(SETS + 1)
        rules = totals.rules
        mountain = [mountain_points(c, rules) for c in range(11)]
        torii = [torii_points(c, rules) for c in range(11)]
        banner = [banner_points(c, k) for c in range(6)]
        self.sets = (np_.array(mountain)[np_.minimum(m & 15, 10)]
                     + np_.array(torii)[np_.minimum(m >> TORII & 15, 10)]
                     + np_.array(banner)[np_.minimum(m >> BANNERS & 7, 5)])
        self.rice = np_.array(rice_table(k))
        # A Ronin's points by the territory's kinds (the types present).
        ronin = [ronin_points(c, rules) for c in range(len(CARDS) + 1)]
        self.ronin_by_kinds = np_.array(ronin)[[POP[m & RONIN_MASK] for m in range(1 << n)]]
        # By the mask of the Sentinels' cells: which cells have a Sentinel beside them, and
        # the lone Sentinels' points.
        beside = np_.array([[NEAR[1][c] >> d & 1 for d in range(10)] for c in range(10)])
        sentinels = np_.arange(1024)[:, None] >> np_.arange(10) & 1  # (mask, cell)
        crowded = sentinels @ beside > 0
        alone = sentinels & ~crowded
        self.alone = k.lone_sentinel * alone.sum(axis=1)
        # One table of what a territory's cells add to its packed counts (the sum over the
        # cells has no carries). First, each card in each cell: 1 in the Mountains', Torii's,
        # Line Banners', Ronins' or Ninjas' count, or its cell's bit in the mask of the
        # Sentinels' or the Rice Fields' cells (`_packed`), and above them its points for
        # its place. Then each neighbour pair of cells: the pair rules' points by their two
        # cards, above the counts too (a sum of points, even negative, shifts back exactly);
        # a new kind's patterns too (`Totals`' tables hold them). The offset of each cell's
        # part, then of each pair's (`_table`).
        self._table(totals)
        self._changed_lookups(np_)
        self.rice_none = int(self.rice[0])  # a territory without Rice Fields
        self._mark_tables(totals)
        self._copy_tables(totals, near, beside, crowded, alone)

    def _changed_lookups(self, numpy: Any) -> None:
        """`before_main`'s rows, each as a row of `after_main`'s (`parents`: itself for
        those, the Switches and the territory as it is) and the lookups that differ: for a
        row that differs from its parent in one cell, a Develop's (`_rows`: from the
        territory as it is, and after each Switch), what its cell's lookups read after the
        Develop (the first `CHANGED`) and before it (the last), each in its place in the
        known cards' pairs and its offset in `signed` (`changed`, `changed_offsets`: the
        ones before it in the negated half), padded with a lookup read both before and
        after (it adds nothing); `after_main`'s own rows all padding. `_packed` sums a
        quarter of the lookups so."""
        after = [*range(SWITCHED, BOTH), AS_IS]
        parents = [BOTH - SWITCHED if r < SWITCHED else (r - BOTH) // 10 if r >= BOTH
                   else r - SWITCHED for r in range(AS_IS)] + [BOTH - SWITCHED]
        offsets = self.offsets[:, 0].tolist()
        negated = len(self.table)
        touched = [[c] + [10 + k for k, pair in enumerate(NEIGHBOURS) if c in pair]
                   for c in range(10)]
        new, old, where = [], [], []
        for r, parent in enumerate(parents):
            was = self.lookups[:, after[parent]]
            if SWITCHED <= r < BOTH or r == AS_IS:  # a row of `after_main`'s: itself
                new.append([was[0]] * CHANGED)
                old.append([was[0]] * CHANGED)
                where.append([offsets[0]] * CHANGED)
                continue
            cell = r // 5 if r < SWITCHED else (r - BOTH) % 10
            looked = touched[cell]
            pad = CHANGED - len(looked)
            new.append([self.lookups[lookup, r] for lookup in looked] + [was[cell]] * pad)
            old.append([was[lookup] for lookup in looked] + [was[cell]] * pad)
            where.append([offsets[lookup] for lookup in looked] + [offsets[cell]] * pad)
        self.parents = numpy.array(parents)
        self.changed = numpy.array([a + b for a, b in zip(new, old, strict=True)]).T.copy()
        self.changed_offsets = numpy.array([w + [negated + o for o in w] for w in where]
                                           ).T.copy()
        # The table and its negation (a row's lookups before its Develop are subtracted by
        # the same sum that adds the others: fewer numpy calls, each about a microsecond).
        self.signed = numpy.concatenate((self.table, -self.table))

    def _packed(self, pairs: np.ndarray) -> np.ndarray:
        """The packed sums of `before_main`'s rows (`table`, as `_run` sums them) given the
        known cards' pairs: the rows `after_main` scores summed whole, the others from them
        and the lookups their Develop changes (`_changed_lookups`)."""
        whole = self.table.take(pairs.take(self.after_lookups) + self.offsets).sum(axis=0)
        found: np.ndarray = whole.take(self.parents) + self.signed.take(
            pairs.take(self.changed) + self.changed_offsets).sum(axis=0)
        return found

    def _table(self, totals: Totals) -> None:
        """The table of the cells' and the neighbour pairs' lookups (`table`, as `__init__`
        says) and where each lookup's part starts (`offsets`)."""
        np_, n, pair = self.np, self.kinds, totals.pair
        counts = [_packed(c, CARDS[i]) + (totals.cell_place[c // 5][c % 5][i] << PLACES)
                  for c in range(10) for i in range(n)]
        pairs = [pair[x, y][CARDS[i]][CARDS[j]] << PLACES
                 for x, y in NEIGHBOURS for i in range(n) for j in range(n)]
        self.table = np_.array(counts + pairs, dtype=np_.int64)
        self.offsets = np_.concatenate((np_.arange(10) * n,
                                        len(counts) + np_.arange(len(NEIGHBOURS)) * n * n)
                                       )[:, None]  # one row per lookup

    def _mark_tables(self, totals: Totals) -> None:
        """The new kinds whose patterns read their cells together (`_MARKED`): for each, its
        bit (`totals.BIT`), its index, its points by the mask of its cells (`_by_mask`) and
        its `distinct` patterns' points per copy by the territory's kinds, or `None`
        (`marks`); the kinds whose totals need the territory's cells (`need_cells`), and
        what the marked kinds score where none of them is there (`unmarked`)."""
        np_ = self.np
        n = self.kinds
        self.marks: list[tuple[int, int, np.ndarray, np.ndarray | None]] = []
        self.need_cells = BIT[Card.RONIN] | BIT[Card.NINJA]
        self.unmarked = 0
        for kind in totals.kinds:
            marked = [p for p in kind.scoring if p.name in _MARKED]
            if not marked:
                continue
            by_mask = np_.array(_by_mask(kind), dtype=np_.int64)
            distinct = [p.points for p in marked if p.name == "distinct"]
            per_kinds = None
            if distinct:
                counted = [POP[m & RONIN_MASK] for m in range(1 << n)]
                per_kinds = np_.array([sum(t[min(c, len(t) - 1)] for t in distinct)
                                       for c in counted], dtype=np_.int64)
            self.marks.append((BIT[kind.card], INDEX[kind.card], by_mask, per_kinds))
            self.need_cells |= BIT[kind.card]
            self.unmarked += int(by_mask[0])
        self.bits = 1 << np_.arange(10)  # each cell's bit in a mask
        self.pops = np_.array(POP[:1024])  # the cells of each mask

    def _marked(self, cells: np.ndarray, kinds: np.ndarray, present: int) -> Any:
        """What the marked new kinds (`_mark_tables`) score in the territories `cells` (one
        row per cell; `kinds`: their kinds, `_kinds`; `present`: a mask of the kinds they
        may hold)."""
        found: Any = 0
        for bit, index, by_mask, per_kinds in self.marks:
            if not present & bit:
                found += int(by_mask[0])
                continue
            mask = self.bits @ (cells == index)
            found = found + by_mask.take(mask)
            if per_kinds is not None:
                found = found + self.pops.take(mask) * per_kinds.take(kinds)
        return found

    def _copy_tables(self, totals: Totals, near: list[list[int]], beside: np.ndarray,
                     crowded: np.ndarray, alone: np.ndarray) -> None:
        """The tables of a lone Ninja's copies (`_best_copy`), given each cell's neighbours
        (`near`, and as a 0/1 matrix `beside`) and, by the Sentinels' mask, the cells with a
        Sentinel beside them and the lone Sentinels' cells."""
        np_ = self.np
        k = totals.content
        n = self.kinds
        pair = totals.pair
        lone = k.lone_sentinel
        self.bonus = k.ninja_bonus
        # A lone Ninja copying each character of `COPIABLE` at cell c: its place (in slot 0)
        # and its pair with the neighbour in slot s holding card i, in column
        # `(c * 4 + s) * n + i` of the copy's row.
        self.copies = np_.array([INDEX[card] for card in COPIABLE])
        gain = np_.zeros((AT_CELLS, 4, n, len(COPIABLE)), dtype=np_.int64)
        for c in range(10):
            for s, d in enumerate(near[c]):
                for j, copy in enumerate(COPIABLE):
                    for i in range(n):
                        gain[c, s, i, j] = pair[c, d][copy][CARDS[i]]
            for j, copy in enumerate(COPIABLE):
                gain[c, 0, :, j] += totals.cell_place[c // 5][c % 5][INDEX[copy]]
        self.gain = gain.reshape(AT_CELLS * 4 * n, len(COPIABLE)).T.copy()
        # Where each slot of a Ninja's cell starts in `gain`'s columns.
        self.near_slots = np_.arange(4)[:, None] * n + np_.arange(AT_CELLS) * (4 * n)
        # By a territory's kinds (a mask of `totals.BIT`), copies first as `gain`: a large
        # loss for each character absent (it cannot be copied), and with it what a Ronin copy
        # scores.
        kinds = np_.arange(1 << n)[:, None]
        self.present = (kinds >> self.copies & 1).astype(bool)  # (kinds, copies)
        absent = np_.where(self.present, 0, np_.iinfo(np_.int64).min // 4)
        # A Ninja copying in its own row only (`ninja_copies="row"`): the copies' losses by
        # its row's kinds (`absent`) and a Ronin copy's points by the territory's.
        self.row_copies = k.ninja_copies == "row"
        self.absent = absent.T.copy()
        self.ronin_copy = COPIABLE.index(Card.RONIN) if Card.RONIN in COPIABLE else None
        if self.ronin_copy is not None:
            absent[:, self.ronin_copy] += self.ronin_by_kinds
        self.by_kinds = absent.T.copy()
        copiable = sum(1 << INDEX[copy] for copy in COPIABLE)
        self.copiable = kinds[:, 0] & copiable != 0  # by kinds: a character to copy
        # What a Sentinel copy at cell c gains by the Sentinels' mask: alone, its own bonus;
        # less the bonus of each lone Sentinel beside it.
        self.sentinel = COPIABLE.index(Card.SENTINEL) if Card.SENTINEL in COPIABLE else None
        self.sentinel_gain = np_.zeros((AT_CELLS, 1024), dtype=np_.int64)
        self.sentinel_gain[:10] = (lone * ~crowded - lone * (alone @ beside)).T
        self.sentinel_gain = self.sentinel_gain.ravel()

    def scores(self, cells: np.ndarray) -> np.ndarray:
        """The totals of the territories `cells` (rows of card indices) with the best Ninja
        copies (`Totals.total`)."""
        return self._scores(cells.T)

    def _scores(self, cells: np.ndarray) -> np.ndarray:
        """`scores` of territories given one row per cell (`cells[c]`: each territory's
        card at cell `c`, as all the arrays here: the sums run down the columns)."""
        index = self.np.concatenate((cells, cells.take(self.first, axis=0) * self.kinds
                                     + cells.take(self.second, axis=0)))
        packed = self.table.take(index + self.offsets).sum(axis=0)
        return self._totals(packed, lambda: cells, self.all, several=True)

    def _run(self, known: list[int], lookups: np.ndarray, rows: np.ndarray,
             several: bool) -> np.ndarray:
        """The totals of the rows `rows` (positions among the `known` card indices, and the
        same rows as `lookups`, `_lookups`, transposed: one row per lookup, the sums run down
        the columns); `several`: whether a row may hold two Ninjas."""
        np_ = self.np
        cards = np_.array(known)
        pairs = (cards[:, None] * self.kinds + cards).ravel()
        if lookups is self.lookups:  # `before_main`'s: most rows from a few lookups
            packed = self._packed(pairs)
        else:
            packed = self.table.take(pairs.take(lookups) + self.offsets).sum(axis=0)
        present = 0
        for i in set(known):
            present |= 1 << i
        return self._totals(packed, lambda: cards.take(rows), present, several)

    def _totals(self, packed: np.ndarray, cells: Callable[[], np.ndarray], present: int,
                several: bool) -> np.ndarray:
        """The totals of territories from their packed counts (`table`) and, where a Ronin
        or a Ninja needs them, their cells (`cells()`, one row per cell); `present`: a
        mask (`totals.BIT`) of the kinds they may hold, and `several`: whether one may hold
        two Ninjas or more."""
        total: np.ndarray = (packed >> PLACES) + self.sets.take(packed & SETS)
        upper = packed >> SENTINELS  # the Sentinels' mask, then a lone Ninja's cell
        if present & BIT[Card.SENTINEL]:
            total += self.alone.take(upper & 1023)
        if present & BIT[Card.RICE_FIELD]:
            total += self.rice.take(packed >> RICE & 1023)
        elif self.rice_none:
            total += self.rice_none
        if not present & self.need_cells:
            return total + self.unmarked if self.unmarked else total
        rows = cells()
        if self.row_copies:
            line, hand = self._kinds(rows[:5]), self._kinds(rows[5:])
            kinds = line | hand
        else:  # the rows' own kinds are read where a Ninja copies in its own row only
            kinds = line = hand = self._kinds(rows)
        if self.marks:
            total += self._marked(rows, kinds, present)
        if present & BIT[Card.RONIN]:
            total += (packed >> RONINS & 15) * self.ronin_by_kinds.take(kinds)
        if not present & BIT[Card.NINJA]:
            return total
        ninjas = packed >> NINJAS & 15
        place = upper & (AT_CELLS << 10) - 1
        # A lone Ninja's row: the Line's kinds in cells 0-4.
        own = self.np.where(place >> 10 < 5, line, hand) if self.row_copies else None
        lone = ninjas == 1
        one = self.np.flatnonzero(lone)
        if 2 * len(one) < len(lone):
            # Few territories hold a lone Ninja (one developed from the River): only theirs
            # are copied (each numpy call costs by the territories it reads).
            if len(one):
                total[one] += self._best_copy(rows.take(one, axis=1), place.take(one),
                                              kinds.take(one), None,
                                              None if own is None else own.take(one))
        else:
            total += self._best_copy(rows, place, kinds, lone, own)
        if several:
            more = self.np.flatnonzero(ninjas > 1)
            if len(more):
                some = rows.take(more, axis=1)
                at, own = self._first_ninja(some, line[more], hand[more], kinds[more])
                total[more] = self._first_copied(some, at, own, total[more])
        return total

    def _first_ninja(self, cells: np.ndarray, line: np.ndarray, hand: np.ndarray,
                     kinds: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """In territories with two Ninjas or more (`cells`: one row per cell; `line`, `hand`
        and `kinds`: the kinds of their rows and their own), the cell of the Ninja
        `_first_copied` tries as each copy and the kinds it may copy from: the first Ninja
        and the territory's kinds; where a Ninja copies in its own row only, the first whose
        row holds a character to copy (the first Ninja where none does, with its row's
        kinds: it copies nothing)."""
        np_ = self.np
        ninja = cells == I_NINJA
        if not self.row_copies:
            return ninja.argmax(axis=0), kinds
        m = len(kinds)
        usable = ninja & np_.concatenate((np_.broadcast_to(self.copiable.take(line), (5, m)),
                                          np_.broadcast_to(self.copiable.take(hand), (5, m))))
        at = np_.where(usable.any(axis=0), usable.argmax(axis=0), ninja.argmax(axis=0))
        return at, np_.where(at < 5, line, hand)

    def _first_copied(self, cells: np.ndarray, at: np.ndarray, kinds: np.ndarray,
                      idle: np.ndarray) -> np.ndarray:
        """The totals of territories (`cells`: one row per cell) with two Ninjas or more,
        one at cell `at` (`_first_ninja`; `kinds`: the kinds it may copy from; `idle`:
        their totals with no copy): the best over the characters of `kinds` of the territory
        with that Ninja replaced by an ordinary card of that type (which adds no type to the
        Ronins' count, none to a row-bound Ninja's row and no set card), the others scored by
        `scores`, plus the variant's bonus (as `Totals._copies`); `idle` where there is no
        character to copy."""
        np_ = self.np
        # Each territory once per character present (territory by territory).
        territory, copy = np_.nonzero(self.present.take(kinds, axis=0))
        copied = cells.take(territory, axis=1)
        copied[at.take(territory), np_.arange(len(territory))] = self.copies.take(copy)
        totals = self._scores(copied)
        found: np.ndarray = idle.copy()
        some = self.copiable.take(kinds)
        if len(territory):
            starts = np_.flatnonzero(np_.diff(territory, prepend=-1))
            found[some] = np_.maximum.reduceat(totals, starts) + self.bonus
        return found

    def _best_copy(self, cells: np.ndarray, place: np.ndarray, kinds: np.ndarray,
                   alone: np.ndarray | None, own: np.ndarray | None = None) -> np.ndarray:
        """What the Ninja of each territory where it is alone (`alone`, `None`: in all of
        them) adds by its best copy, 0 where it may copy nothing and in the other
        territories (`place`: the Ninjas' cell, or the sum of their cells, times 1024 plus
        the mask of the Sentinels' cells; `kinds`: the territory's kinds, `_kinds`; `own`:
        its row's kinds, where it copies in its own row only)."""
        at = place >> 10
        # (slot, m): each territory's neighbours of its Ninja's cell (the cell itself in the
        # slots left over), then where their cards' gains are in `gain`.
        near, each = self._near(cells.shape[1])
        beside = cells.ravel().take(near.take(at, axis=1) + each)
        slots = self.near_slots.take(at, axis=1) + beside
        # (copies, m): each copy's gains, summed over the slots.
        gains = self.gain.take(slots, axis=1).sum(axis=1)
        if own is None:
            gains += self.by_kinds.take(kinds, axis=1)
        else:
            gains += self.absent.take(own, axis=1)
            if self.ronin_copy is not None:
                gains[self.ronin_copy] += self.ronin_by_kinds.take(kinds)
        if self.sentinel is not None:
            gains[self.sentinel] += self.sentinel_gain.take(place)
        copiable = self.copiable.take(kinds if own is None else own)
        found: np.ndarray = self.np.where(copiable if alone is None else alone & copiable,
                                          gains.max(axis=0) + self.bonus, 0)
        return found

    def _near(self, m: int) -> tuple[np.ndarray, np.ndarray]:
        """For `m` territories (one row per cell, raveled): where each neighbour of each
        cell is in the first territory (`near` times `m`), and each territory's offset
        (kept by `m`)."""
        found = self._near_by.get(m)
        if found is None:
            found = self._near_by[m] = (self.near * m, self.np.arange(m))
        return found

    def _kinds(self, cells: np.ndarray) -> np.ndarray:
        """Each territory's card types as a bit mask (`totals.BIT`), from one row per
        cell."""
        kinds: np.ndarray = self.np.bitwise_or.reduce(1 << cells, axis=0)
        return kinds

    def before_main(self, line: tuple[Card, ...], hand: tuple[Card, ...],
                    tops: Sequence[Card | None]) -> list[float]:
        """The best totals one choice before the main action can reach, with a River's
        face-up cards `tops` (one per column, `None`: an empty pile), laid out as `VALUES`:

        - each cell's total after developing its column's top there (an empty pile's cells:
          below any total);
        - for each Switch (`SWITCHES`), the best total after it and one Develop, or its total
          less 100 with no Develop (as `Totals.best_after_switch`; a Switch of two like cards
          leaves the territory as it is);
        - for each two columns (`COLUMN_PAIRS`), the best Develop from the other columns once
          both piles are discarded, or the total less 100 with none; and the best Develop once
          their two face-up cards are exchanged (each into the other's column, or from the
          other columns)."""
        np_ = self.np
        cards = line + hand
        kinds = list(dict.fromkeys(card for card in tops if card is not None))
        # The cards the rows hold, by position (`_rows`): the territory's, each column's top
        # (a Mountain where the pile is empty), each kind of top, Mountains.
        known = [*map(INDEX.__getitem__, cards),
                 *(I_MOUNTAIN if card is None else INDEX[card] for card in tops),
                 *map(INDEX.__getitem__, kinds), *[I_MOUNTAIN] * (KNOWN - 15 - len(kinds))]
        several = cards.count(Card.NINJA) + (Card.NINJA in kinds) > 1
        totals = self._run(known, self.lookups, self.rows, several)
        alone = totals[SWITCHED:BOTH] - 100.0
        at = [None if card is None else kinds.index(card) for card in tops]
        if kinds:
            both = totals[BOTH:AS_IS].reshape(BOTH - SWITCHED, 10)
            empty = [c + r for c, j in enumerate(at) if j is None for r in (0, 5)]
            if empty:
                both[:, empty] = _NOWHERE
            alone = np_.maximum(alone, both.max(axis=1))
        listed = totals.tolist()
        none = listed[AS_IS] - 100.0  # no Develop
        developed = [_NOWHERE if j is None else listed[c * 5 + j]
                     for c, j in zip(range(10), at + at, strict=True)]
        # The best Develop from each column (none from an empty pile).
        column = [none if j is None else max(developed[c], developed[c + 5])
                  for c, j in enumerate(at)]
        discards = [max(none, column[x], column[y], column[z]) for x, y, z in _OTHERS]
        swaps = []
        for (i, j), discarded in zip(COLUMN_PAIRS, discards, strict=True):
            best = discarded
            for c, kind in ((i, at[j]), (j, at[i])):
                if kind is not None:
                    best = max(best, listed[c * 5 + kind], listed[(c + 5) * 5 + kind])
            swaps.append(best)
        found: list[float] = developed + alone.tolist() + discards + swaps
        return found

    def after_main(self, line: tuple[Card, ...], hand: tuple[Card, ...]) -> list[float]:
        """The totals one choice after the main action can reach, laid out as `VALUES`:
        the total after each Switch (`SWITCHES`; a Switch of two like cards leaves the
        territory as it is), and the territory's own total for each River Discard and River
        Switch (they change no card of it). No Develop is left: its part is below any
        total."""
        cards = line + hand
        known = [*map(INDEX.__getitem__, cards), *[I_MOUNTAIN] * (KNOWN - 10)]
        totals: list[float] = self._run(known, self.after_lookups, self.after_rows,
                                        cards.count(Card.NINJA) > 1).tolist()
        return ([float(_NOWHERE)] * VALUES["switch"] + totals[:-1]
                + [totals[-1]] * (2 * len(COLUMN_PAIRS)))


#: Below any total: the Develops into an empty pile's column (`before_main`), and every
#: Develop once the main action is done (`after_main`).
_NOWHERE = -(1 << 40)
#: The new kinds' patterns that read a kind's cells together (`Batch._mark_tables`).
_MARKED = frozenset({"alone", "count", "group", "distinct"})


def _by_mask(kind: NewKind) -> list[int]:
    """A new kind's `alone`, `count` and `group` points by the mask of its cells: each
    territory of its copies there (Mountains elsewhere) scored by the readable patterns."""
    found = []
    for mask in range(1024):
        cards = [kind.card if mask >> c & 1 else Card.MOUNTAIN for c in range(10)]
        points = 0
        for p in kind.scoring:
            if p.name == "alone":
                points += sum(pattern_points(p, cards, c) for c in range(10) if mask >> c & 1)
            elif p.name in ("count", "group"):
                points += sum(scored for _, scored in pattern_sets(p, cards, kind.card))
        found.append(points)
    return found


def batch_for(totals: Totals) -> Batch | None:
    """The `Batch` of a `Totals` (made once, and gone with it), `None` where there is none
    (the readable scorer's readings, or no numpy)."""
    try:
        return _BATCHES[totals]
    except KeyError:
        pass
    batch = None
    if totals.summarised:
        numpy = _numpy()
        if numpy is not None:
            batch = Batch(totals, numpy)
    _BATCHES[totals] = batch
    return batch


def _numpy() -> Any:
    """numpy, or `None` where it cannot be imported (a JupyterLite tab without it)."""
    return optional_numpy()


#: The batches made, by their `Totals` (a batch holds no reference to it).
_BATCHES: weakref.WeakKeyDictionary[Totals, Batch | None] = weakref.WeakKeyDictionary()


__all__ = ["COLUMN_PAIRS", "Batch", "SWITCHES", "VALUES", "batch_for"]
