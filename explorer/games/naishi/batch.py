"""Many territories scored at once (numpy): every territory one turn of the greedy bot can
reach, each Switch followed by each Develop, in one pass of table lookups.

The numbers are `Totals.total`'s (the same as `scoring.score_total`, best Ninja copies); the
tables are built from a `Totals` (so from the rules in force) and nothing here holds the printed
game's numbers. A territory is a row of ten card indices (`totals.INDEX`), the Line's columns
then the Hand's. Its total is the sum of

- each card's points for its place and the pair rules of each two neighbouring cells (side by
  side or one above the other: Advisor and Naishi, Monk and Torii, Sentinel and Fort, a Banner
  over a Horseman), read from one table by the cells and their cards;
- the lone Sentinels, the Mountains', Torii's and Line Banners' counts, the Rice Field groups
  (by their 10-bit mask) and the Ronins (by the types present);
- a lone Ninja's best copy: what each copiable character present would add in its cell (its
  place, its pairs with the Ninja's neighbours, a Sentinel's loneliness, a Ronin's count), the
  best of them and the variant's bonus. With two Ninjas or more the first is replaced by each
  character present and the territories so made are scored in turn (as `Totals._copies`).

Under the "only a lone Sentinel has the Fort bonus" reading (A11's ONLY_ALONE) `Totals` has no
fast path, and neither has this module (`batch_for` gives `None`). Where numpy is missing (a
JupyterLite tab without it) `batch_for` gives `None` too and the bots score one territory at a
time. tests/naishi/test_totals.py checks these totals against `scoring.score_total` under
every reading and several variants, and the bot's values from them against its readable
`_value`.

This module may import only numpy (when a batch is first made), the engine and this package's
`cards`, `content` and `totals`.
"""

from __future__ import annotations

import weakref
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .cards import COPIABLE, Card
from .content import MOST_POINTS
from .totals import (
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
    """The rows `Batch.after_switches` scores, as positions in its list of known cards (the
    territory's 10 cells, then the 5 columns' tops, then up to 5 kinds of top): each kind
    of top developed into each cell (cell by cell), each Switch, each Switch followed by a
    Develop into each cell; and where the last two parts start."""
    rows = [[15 + j if i == c else i for i in range(10)] for c in range(10) for j in range(5)]
    switched = len(rows)
    order = [[q if i == p else p if i == q else i for i in range(10)] for p, q in SWITCHES]
    rows += order
    both = len(rows)
    rows += [[10 + c % 5 if i == c else cell for i, cell in enumerate(row)]
             for row in order for c in range(10)]
    return rows, switched, both


#: Where each count starts in a packed integer (`_packed`): the Mountains from bit 0.
TORII, BANNERS, RONINS, NINJAS, SENTINELS, RICE, NINJA_AT = 4, 8, 11, 15, 19, 29, 39
#: Where the sum of the cells' points for their places starts (above the counts): ten places
#: worth at most `MOST_POINTS` each (the content's range) must fit in the bits above it.
PLACES = 46
assert 10 * MOST_POINTS < 1 << 63 - PLACES - 1, "the places' sum would leave its field"
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


class Batch:
    """The tables of one `Totals` as numpy arrays, and the totals of many territories."""

    def __init__(self, totals: Totals, numpy: Any) -> None:
        np_ = self.np = numpy
        k = totals.content
        n = self.kinds = len(CARDS)
        pair = totals.pair
        # A neighbour pair's points (n x n entries per pair), and the offsets that index
        # them; each cell's offset in `counts`.
        self.pairs = np_.array([pair[x, y][CARDS[i]][CARDS[j]]
                                for x, y in NEIGHBOURS for i in range(n) for j in range(n)])
        self.pair_offsets = np_.arange(len(NEIGHBOURS)) * n * n
        self.place_offsets = np_.arange(10) * n
        # The rows `after_switches` picks from (`_rows`).
        self.rows = np_.array(_ROWS)
        self.first = np_.array([x for x, _ in NEIGHBOURS])
        self.second = np_.array([y for _, y in NEIGHBOURS])
        # Each cell's neighbours, padded to four with the cell itself (whose slot adds
        # nothing in `gain`).
        near = [[d for d in range(10) if NEAR[1][c] >> d & 1] for c in range(10)]
        self.near = np_.array([cells + [c] * (4 - len(cells)) for c, cells in enumerate(near)])
        # The Mountains', Torii's and Line Banners' points by their packed counts.
        m = np_.arange(SETS + 1)
        self.sets = (np_.array(totals.mountain)[np_.minimum(m & 15, 10)]
                     + np_.array(totals.torii)[np_.minimum(m >> TORII & 15, 10)]
                     + np_.array(totals.banner)[np_.minimum(m >> BANNERS & 7, 5)])
        self.rice = np_.array(totals.rice)
        self.ronin = np_.array(totals.ronin)
        self.pop = np_.array(POP)
        # By the mask of the Sentinels' cells: which cells have a Sentinel beside them, and
        # the lone Sentinels' points.
        beside = np_.array([[NEAR[1][c] >> d & 1 for d in range(10)] for c in range(10)])
        sentinels = np_.arange(1024)[:, None] >> np_.arange(10) & 1  # (mask, cell)
        crowded = sentinels @ beside > 0
        alone = sentinels & ~crowded
        self.alone = k.lone_sentinel * alone.sum(axis=1)
        # What each card in each cell adds to a territory's counts, packed in one integer
        # (the sum over the cells has no carries): the Mountains, Torii, Line Banners, Ronins
        # and Ninjas, and the masks of the Sentinels' and the Rice Fields' cells; and above
        # them its points for its place (a sum of them, even negative, shifts back exactly).
        self.counts = np_.array([_packed(c, CARDS[i]) + (totals.cell_place[c // 5][c % 5][i]
                                                         << PLACES)
                                 for c in range(10) for i in range(n)], dtype=np_.int64)
        self._copy_tables(totals, near, beside, crowded, alone)

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
        gain = np_.zeros((10, 4, n, len(COPIABLE)), dtype=np_.int64)
        for c in range(10):
            for s, d in enumerate(near[c]):
                for j, copy in enumerate(COPIABLE):
                    for i in range(n):
                        gain[c, s, i, j] = pair[c, d][copy][CARDS[i]]
            for j, copy in enumerate(COPIABLE):
                gain[c, 0, :, j] += totals.cell_place[c // 5][c % 5][INDEX[copy]]
        self.gain = gain.reshape(10 * 4 * n, len(COPIABLE)).T.copy()
        self.slots = np_.arange(4) * n
        # By a territory's kinds (a mask of `totals.BIT`), copies first as `gain`: a large
        # loss for each character absent (it cannot be copied), and with it what a Ronin copy
        # scores.
        kinds = np_.arange(1 << n)[:, None]
        absent = np_.where(kinds >> self.copies & 1, 0, np_.iinfo(np_.int64).min // 4)
        self.absent = absent.T.copy()
        if Card.RONIN in COPIABLE:
            absent[:, COPIABLE.index(Card.RONIN)] += self.ronin[self.pop[kinds[:, 0]
                                                                          & RONIN_MASK]]
        self.by_kinds = absent.T.copy()
        self.copiable = sum(1 << INDEX[copy] for copy in COPIABLE)
        # What a Sentinel copy at cell c gains by the Sentinels' mask: alone, its own bonus;
        # less the bonus of each lone Sentinel beside it.
        self.sentinel = COPIABLE.index(Card.SENTINEL) if Card.SENTINEL in COPIABLE else None
        self.sentinel_gain = (lone * ~crowded - lone * (alone @ beside)).T.ravel()

    def _plain(self, cells: np.ndarray, counts: np.ndarray, kinds: np.ndarray | None
               ) -> np.ndarray:
        """The totals of the territories `cells` (rows of card indices) with every Ninja
        copying nothing, given their packed counts (`_packed`) and, if known, their kinds
        (`_kinds`)."""
        pairs = (cells.take(self.first, axis=1) * self.kinds + cells.take(self.second, axis=1)
                 + self.pair_offsets)
        total: np.ndarray = ((counts >> PLACES) + self.pairs.take(pairs).sum(axis=1)
                             + self.sets.take(counts & SETS)
                             + self.alone.take(counts >> SENTINELS & 1023)
                             + self.rice.take(counts >> RICE & 1023))
        ronins = counts >> RONINS & 15
        if ronins.any():
            if kinds is None:
                kinds = self._kinds(cells)
            total += ronins * self.ronin[self.pop[kinds & RONIN_MASK]]
        return total

    def scores(self, cells: np.ndarray) -> np.ndarray:
        """The totals of the territories `cells` with the best Ninja copies
        (`Totals.total`)."""
        np_ = self.np
        counts = self.counts.take(cells + self.place_offsets).sum(axis=1)
        ninjas = counts >> NINJAS & 15
        if not ninjas.any():
            return self._plain(cells, counts, None)
        kinds = self._kinds(cells)
        total = self._plain(cells, counts, kinds)
        at, sentinels = counts >> NINJA_AT & 63, counts >> SENTINELS & 1023
        one = ninjas == 1
        if one.all():  # the commonest: every territory has its one Ninja
            found: np.ndarray = total + self._best_copy(cells, at, sentinels, kinds)
            return found
        rows = np_.flatnonzero(one)
        if len(rows):
            total[rows] += self._best_copy(cells[rows], at[rows], sentinels[rows], kinds[rows])
        more = np_.flatnonzero(ninjas > 1)
        if len(more):
            some = cells[more]
            total[more] = self._first_copied(some, (some == I_NINJA).argmax(axis=1),
                                             kinds[more], total[more])
        return total

    def _first_copied(self, cells: np.ndarray, at: np.ndarray, kinds: np.ndarray,
                      idle: np.ndarray) -> np.ndarray:
        """The totals of territories with two Ninjas or more, the first at cell `at`
        (`kinds`: their kinds; `idle`: their totals with no copy): the best over the
        characters present of the territory with that Ninja replaced by an ordinary card of
        that type (which adds no type to the Ronins' count and no set card), the others
        scored by `scores`, plus the variant's bonus (as `Totals._copies`)."""
        np_ = self.np
        m, n = len(cells), len(self.copies)
        copied = np_.repeat(cells, n, axis=0)
        copied[np_.arange(m * n), np_.repeat(at, n)] = np_.tile(self.copies, m)
        totals = self.scores(copied).reshape(m, n) + self.absent.take(kinds, axis=1).T
        found: np.ndarray = np_.where(kinds & self.copiable, totals.max(axis=1) + self.bonus,
                                      idle)
        return found

    def _best_copy(self, cells: np.ndarray, at: np.ndarray, sentinels: np.ndarray,
                   kinds: np.ndarray) -> np.ndarray:
        """What the only Ninja of each territory (at cell `at`; `sentinels`: the mask of the
        Sentinels' cells; `kinds`: its kinds, `_kinds`) adds by its best copy, 0 where it may
        copy nothing."""
        np_ = self.np
        n, m = self.kinds, len(cells)
        beside = cells.ravel().take((np_.arange(m) * 10)[:, None] + self.near[at])
        slots = ((at * (4 * n))[:, None] + self.slots + beside).T  # (4, m)
        # (copies, 4 x m): each copy's gains by the slots' neighbours, summed over the slots.
        gains = (self.gain.take(slots.ravel(), axis=1).reshape(-1, 4, m).sum(axis=1)
                 + self.by_kinds.take(kinds, axis=1))  # (copies, m)
        if self.sentinel is not None:
            gains[self.sentinel] += self.sentinel_gain.take(at * 1024 + sentinels)
        found: np.ndarray = np_.where(kinds & self.copiable, gains.max(axis=0) + self.bonus, 0)
        return found

    def _kinds(self, cells: np.ndarray) -> np.ndarray:
        """Each territory's card types as a bit mask (`totals.BIT`)."""
        kinds: np.ndarray = self.np.bitwise_or.reduce(1 << cells, axis=1)
        return kinds

    def after_switches(self, line: tuple[Card, ...], hand: tuple[Card, ...],
                       tops: Sequence[Card | None]
                       ) -> tuple[dict[tuple[int, int], float], dict[tuple[int, Card],
                                                                      tuple[int, int]]]:
        """For each Switch of two different cards, the best total after it and one Develop
        of `tops` (a River pile's face-up card per column, `None`: an empty pile), or its
        total less 100 with no Develop (as `Totals.best_after_switch`); and the totals after
        developing each card of `tops` into each column, of the Line and of the Hand (a
        River Switch brings a top to another column), by column and card."""
        np_ = self.np
        cards = line + hand
        kinds = list(dict.fromkeys(card for card in tops if card is not None))
        k = len(kinds)
        # The cards a row may hold, by position: the territory's, each column's top, each
        # kind of top (the rows of `_rows` pick from them).
        known = np_.array([*map(INDEX.__getitem__, cards),
                           *(0 if card is None else INDEX[card] for card in tops),
                           *map(INDEX.__getitem__, kinds)])
        switches = _different(cards)
        cells = tuple(c for c in range(10) if tops[c % 5] is not None)
        s, d = len(switches), len(cells)
        totals = self.scores(known.take(self.rows.take(self._picked(k, switches, cells), axis=0)))
        listed = totals[:10 * k].tolist()
        develops = {(c, card): (listed[c * k + j], listed[(c + 5) * k + j])
                    for c in range(5) for j, card in enumerate(kinds)}
        alone = totals[10 * k:10 * k + s] - 100.0
        if d:
            alone = np_.maximum(alone, totals[10 * k + s:].reshape(s, d).max(axis=1))
        keys = [SWITCHES[i] for i in switches]
        return dict(zip(keys, alone.tolist(), strict=True)), develops

    def switched(self, line: tuple[Card, ...], hand: tuple[Card, ...]
                 ) -> dict[tuple[int, int], int]:
        """The total after each Switch of two different cards (`SWITCHES`)."""
        cards = line + hand
        switches = _different(cards)
        known = self.np.array([*map(INDEX.__getitem__, cards)])
        picked = self.np.array([i + SWITCHED for i in switches], dtype=self.np.intp)
        totals = self.scores(known.take(self.rows.take(picked, axis=0))).tolist()
        return {SWITCHES[i]: total for i, total in zip(switches, totals, strict=True)}

    def _picked(self, k: int, switches: tuple[int, ...], cells: tuple[int, ...]) -> np.ndarray:
        """The rows of `_rows` that `after_switches` scores, given `k` kinds of top, the
        Switches of two different cards (by index in `SWITCHES`) and the cells with a top:
        every kind developed into each cell; each Switch; each Switch followed by each
        Develop."""
        both = [cell + BOTH for cell in cells]
        picked: np.ndarray = self.np.array([*(c * 5 + j for c in range(10) for j in range(k)),
                                            *(i + SWITCHED for i in switches),
                                            *(i * 10 + cell for i in switches for cell in both)],
                                           dtype=self.np.intp)
        return picked


def _different(cards: tuple[Card, ...]) -> tuple[int, ...]:
    """The Switches (by index in `SWITCHES`) that exchange two different cards of `cards`."""
    return tuple(i for i, (p, q) in enumerate(SWITCHES) if cards[p] is not cards[q])


def batch_for(totals: Totals) -> Batch | None:
    """The `Batch` of a `Totals` (made once, and gone with it), `None` where there is none
    (the readable scorer's readings, or no numpy)."""
    try:
        return _BATCHES[totals]
    except KeyError:
        pass
    batch = None
    if totals.exact:
        numpy = _numpy()
        if numpy is not None:
            batch = Batch(totals, numpy)
    _BATCHES[totals] = batch
    return batch


def _numpy() -> Any:
    """numpy, or `None` where it is missing (a JupyterLite tab without it)."""
    try:
        import numpy
    except ImportError:  # pragma: no cover - only where numpy is missing
        return None
    return numpy


#: The batches made, by their `Totals` (a batch holds no reference to it).
_BATCHES: weakref.WeakKeyDictionary[Totals, Batch | None] = weakref.WeakKeyDictionary()


__all__ = ["Batch", "SWITCHES", "batch_for"]
