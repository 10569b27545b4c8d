"""Fast exact territory totals for the bots (the kernel's side of scoring): the same number as
`scoring.score_total` (best Ninja copies), computed from tables compiled from the card
patterns.

Every kind's scoring, printed or new, is a list of patterns (`scoring.printed_patterns`:
`content.PRINTED_SCORING` with the numbers in force, and a variant's new kinds). They are
compiled once per rules value (`totals_for`) into a few kinds of table, each read the same
way whatever the card (`Tables`): each kind's points per cell (its `position`s), what two
neighbouring cells score by their kinds (the `adjacent` and `column` patterns of both), the
territory's `count`s packed in 4-bit fields and looked up together, a `group` pattern's
points by the mask of its cells, the `alone` and the `distinct` patterns by their kind's
masks. Each table is filled by the readable scorer's own pattern functions
(`scoring.pattern_points`, `scoring.pattern_sets`), so it scores what they score.

A territory's total splits into what each row scores on its own (cells, pairs side by side,
its counts), what the two rows score together (pairs one above the other, the `alone`,
`group` and `distinct` patterns, the counts' tables) and the Ninjas' best copies. A row is
summarised once (`Totals.row`, cached by the row's five cards) as its points, the bit masks
of its kinds and its packed counts; two summaries combine in a few table lookups
(`Totals.total`). A lone Ninja adds its best copy's gain, read from the tables at its cell
(`_one_copy`); with more Ninjas the first is tried as each copy, an ordinary card of that
kind, as `scoring._choose_copies` tries every combination. `Totals.best_develop` finds the
best total after one Develop the same way, row by row. Under the "only a lone Sentinel has
the Fort bonus" reading (A11's ONLY_ALONE), or where a new kind's pattern reads a kind a
Ninja may copy, the readable scorer answers.

Nothing here holds a card's numbers or shape. tests/naishi/test_totals.py checks the totals
against `scoring.score_total` on many random territories under several readings and variants.

This module may import only the engine and this package's `cards`, `content`, `kinds` and
`scoring`.
"""

from __future__ import annotations

import functools
import operator
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .cards import COPIABLE, PRINTED, SPARE, Card
from .kinds import ROWS, SET_PATTERNS, Pattern
from .scoring import (
    RONIN_COUNTED,
    HorsemanBonus,
    ScoringRules,
    pattern_points,
    pattern_sets,
    printed_patterns,
    score_total,
)

NINJA = Card.NINJA
CARDS = tuple(Card)
#: How many kinds there are (the printed ones and the spare ones), the size of a table's side.
N = len(CARDS)
#: Each card type's index, and its bit in a row's `kinds` mask.
INDEX = {card: i for i, card in enumerate(CARDS)}
BIT = {card: 1 << i for i, card in enumerate(CARDS)}
I_NINJA = INDEX[NINJA]
RONIN_MASK = sum(BIT[c] for c in RONIN_COUNTED)
COPIABLE_MASK = sum(BIT[c] for c in COPIABLE)
SPARE_MASK = sum(BIT[c] for c in SPARE)
POP = tuple(bin(m).count("1") for m in range(1 << len(Card)))
NN = N * N

#: A row summary (`Totals.row`): the points of the row alone (its cells' places and the pairs
#: side by side), the mask of its kinds, its packed counts, its Ninjas' columns, then from
#: `VERT` each column's offset in the table of the pairs one above the other, from `IDX` each
#: column's kind index, from `MASKS` the mask of columns of each kind `Tables.marked` names.
PTS, KINDS, COUNTS, NINJAS = range(4)
VERT, IDX, MASKS = 4, 9, 14
#: How wide a packed count is, and how many share one lookup table.
FIELD, PER_TABLE = 4, 3


@dataclass(frozen=True)
class Tables:
    """The card patterns in force compiled into tables (`compile_tables`), read the same way
    for every kind.

    - `place[cell][i]`: kind i's `position` points at `cell` (0-9: the Line, then the Hand).
    - `beside[r][c][i * N + j]`: what kinds i and j score as neighbours in columns c and c + 1
      of row r; `vertical[c * N * N + i * N + j]`: kind i in the Line over kind j in the
      Hand, column c (the `adjacent` and `column` patterns of both).
    - `count_fields[r]`: (kind index, shift) of each `count` pattern row r counts for;
      `count_tables`: (shift, table) by the packed counts, `PER_TABLE` fields a table.
    - `marked`: the kinds whose masks a row summary keeps (from `MASKS`, in this order);
      `by_mask`: (its mask's place in a summary, the points of its `group` and `alone`
      patterns by the 10-bit mask of its cells); `alone`: (the same place, points alone,
      points crowded); `distinct`: (the same place, points per copy by the number of kinds
      the Ronin counts).
    - `copy_pairs[cell]`: (neighbour, table by `copy * N + kind`) for a lone Ninja's copy;
      `copy_extra[i]`: what a copy of kind i reads beyond its place and pairs, `None` for
      nothing: its `alone` pattern (mask's place, points alone, crowded; place -1 for none)
      and its `distinct` table (empty for none).
    - `paired[i]`: the kinds a pair rule of kind i reads beside it (its own with `alone`);
      `ninja_near`, `ninja_far`: the kinds a copy's gain reads beside a Ninja and at distance
      two; `group_kinds`, `row_counted`, `distinct_kinds`: the kinds with those patterns
      (masks), for `_quiet`.
    - `separate`: no copiable kind has a set pattern (a copy then adds no set points)."""

    place: tuple[tuple[int, ...], ...]
    beside: tuple[tuple[tuple[int, ...], ...], ...]
    vertical: tuple[int, ...]
    count_fields: tuple[tuple[tuple[int, int], ...], ...]
    count_tables: tuple[tuple[int, tuple[int, ...]], ...]
    marked: tuple[int, ...]
    by_mask: tuple[tuple[int, tuple[int, ...]], ...]
    alone: tuple[tuple[int, int, int], ...]
    distinct: tuple[tuple[int, tuple[int, ...]], ...]
    copy_pairs: tuple[tuple[tuple[int, tuple[int, ...]], ...], ...]
    copy_extra: tuple[tuple[int, int, int, tuple[int, ...]] | None, ...]
    paired: tuple[int, ...]
    ninja_near: int
    ninja_far: int
    alone_kinds: int
    group_kinds: int
    row_counted: int
    distinct_kinds: int
    separate: bool


def _places(patterns: Mapping[Card, tuple[Pattern, ...]]) -> tuple[tuple[int, ...], ...]:
    """Each kind's `position` points per cell (`Tables.place`)."""
    return tuple(tuple(sum(pattern_points(p, (), cell) for p in patterns.get(card, ())
                           if p.name == "position") for card in CARDS) for cell in range(10))


def _pair_points(patterns: Mapping[Card, tuple[Pattern, ...]], replaces: bool,
                 place: tuple[tuple[int, ...], ...], x: int, one: Card, y: int,
                 other: Card) -> int:
    """What the neighbouring cells `x` and `y` holding `one` and `other` score as a pair:
    each `adjacent` and `column` pattern of either card, read in a territory of those two
    cards alone. Under A1's REPLACES reading a printed kind's `column` bonus replaces its
    points for its place."""
    eff: list[Card | None] = [None] * 10
    eff[x], eff[y] = one, other
    points = 0
    for cell, card in ((x, one), (y, other)):
        for p in patterns.get(card, ()):
            if p.name in ("adjacent", "column"):
                found = pattern_points(p, eff, cell)
                points += found
                if found and replaces and p.name == "column" and card in PRINTED:
                    points -= place[cell][INDEX[card]]
    return points


def _counts(patterns: Mapping[Card, tuple[Pattern, ...]]
            ) -> tuple[tuple[tuple[tuple[int, int], ...], ...],
                       tuple[tuple[int, tuple[int, ...]], ...]]:
    """`Tables.count_fields` and `Tables.count_tables`: each `count` pattern a 4-bit field
    of a packed integer (a territory has at most 10 copies of a kind), `PER_TABLE` fields
    read by one table of every value of theirs."""
    counted = [(INDEX[card], p) for card, found in patterns.items() for p in found
               if p.name == "count"]
    fields = tuple(tuple((i, FIELD * f) for f, (i, p) in enumerate(counted)
                         if p.row is None or r in ROWS[p.row]) for r in (0, 5))
    tables = []
    for start in range(0, len(counted), PER_TABLE):
        chunk = counted[start:start + PER_TABLE]
        width = FIELD * len(chunk)
        table = tuple(sum(p.points[min(v >> FIELD * f & 15, len(p.points) - 1)]
                          for f, (_, p) in enumerate(chunk)) for v in range(1 << width))
        tables.append((FIELD * start, table))
    return fields, tuple(tables)


def _by_mask(card: Card, patterns: tuple[Pattern, ...]) -> tuple[int, ...]:
    """What a kind's `group` and `alone` patterns score by the 10-bit mask of its cells (they
    read nothing else): each territory of its copies there scored by the readable
    patterns."""
    filler = next(c for c in CARDS if c is not card)
    found = []
    for mask in range(1024):
        cards = [card if mask >> c & 1 else filler for c in range(10)]
        points = 0
        for p in patterns:
            if p.name == "group":
                points += sum(scored for _, scored in pattern_sets(p, cards, card))
            elif p.name == "alone":
                points += sum(pattern_points(p, cards, c) for c in range(10) if mask >> c & 1)
        found.append(points)
    return tuple(found)


#: The patterns whose kind's cells a row summary keeps as a mask.
_MARKED = frozenset({"alone", "group", "distinct"})


def _copy_extra(alone: tuple[tuple[int, int, int], ...], distinct: Mapping[int, tuple[int, ...]],
                at: Mapping[int, int]) -> tuple[tuple[int, int, int, tuple[int, ...]] | None, ...]:
    """`Tables.copy_extra`, by kind index."""
    extra: list[tuple[int, int, int, tuple[int, ...]] | None] = [None] * N
    for i in range(N):
        # Two `alone` patterns of a kind read the same neighbours: their numbers add up.
        lone = [(points, crowded) for kind, points, crowded in alone if kind == i]
        if lone or i in distinct:
            extra[i] = (at[i] if lone else -1, sum(p for p, _ in lone),
                        sum(c for _, c in lone), distinct.get(i, ()))
    return tuple(extra)


def compile_tables(rules: ScoringRules) -> Tables:
    """The `Tables` of every kind's patterns under `rules` (`scoring.printed_patterns`)."""
    patterns = printed_patterns(rules)
    replaces = rules.horseman_bonus is HorsemanBonus.REPLACES
    place = _places(patterns)

    def pair(x: int, i: int, y: int, j: int) -> int:
        return _pair_points(patterns, replaces, place, x, CARDS[i], y, CARDS[j])

    beside = tuple(tuple(tuple(pair(r + c, i, r + c + 1, j) for i in range(N) for j in range(N))
                         for c in range(4)) for r in (0, 5))
    vertical = tuple(pair(c, i, c + 5, j) for c in range(5) for i in range(N) for j in range(N))
    near = tuple(tuple(d for d in range(10) if NEAR[1][c] >> d & 1) for c in range(10))
    copy_pairs = tuple(tuple((d, tuple(pair(c, i, d, j) for i in range(N) for j in range(N)))
                             for d in near[c]) for c in range(10))
    found = [(INDEX[card], p) for card, kinds in patterns.items() for p in kinds]
    alone = tuple((i, p.points[0], p.crowded) for i, p in found if p.name == "alone")
    paired = [0] * N
    for tables in (*beside[0], *beside[1], *(vertical[c * N * N:(c + 1) * N * N]
                                              for c in range(5))):
        for i in range(N):
            for j in range(N):
                if tables[i * N + j]:
                    paired[i] |= 1 << j
                    paired[j] |= 1 << i
    for i, _, _ in alone:
        paired[i] |= 1 << i
    alone_kinds = sum(1 << i for i, _, _ in alone)
    copiable = [INDEX[c] for c in COPIABLE]
    fields, count_tables = _counts(patterns)
    marked = tuple(dict.fromkeys(i for i, p in found if p.name in _MARKED))
    at = {i: MASKS + m for m, i in enumerate(marked)}
    distinct = {i: tuple(p.points[min(n, len(p.points) - 1)] for n in range(N + 1))
                for i, p in found if p.name == "distinct"}
    return Tables(
        place=place, beside=beside, vertical=vertical, count_fields=fields,
        count_tables=count_tables, marked=marked,
        by_mask=tuple((at[i], _by_mask(CARDS[i], patterns[CARDS[i]])) for i in marked
                      if any(p.name in ("group", "alone") for p in patterns[CARDS[i]])),
        alone=tuple((at[i], points, crowded) for i, points, crowded in alone),
        distinct=tuple((at[i], table) for i, table in distinct.items()),
        copy_pairs=copy_pairs,
        copy_extra=_copy_extra(alone, distinct, at), paired=tuple(paired),
        ninja_near=functools.reduce(int.__or__, (paired[i] for i in copiable), alone_kinds)
        | BIT[NINJA],
        ninja_far=alone_kinds | BIT[NINJA], alone_kinds=alone_kinds,
        group_kinds=sum(1 << i for i, p in found if p.name == "group"),
        row_counted=sum(1 << i for i, p in found if p.name == "count" and p.row is not None),
        distinct_kinds=sum(1 << i for i, p in found if p.name == "distinct"),
        separate=not any(p.name in SET_PATTERNS for i, p in found if i in copiable))


class Totals:
    """The totals of territories under one `ScoringRules`, each row summary and each total
    cached (the bots score the same rows and territories again and again)."""

    def __init__(self, rules: ScoringRules) -> None:
        k = rules.content
        self.rules = rules
        self.content = k
        self.kinds = k.kinds
        self.tables = t = compile_tables(rules)
        # The row summaries know a territory's total under either Ninja reading (a copy from
        # anywhere in the territory, printed, or from its own row only), so do the Develops
        # scored from them; the Switches' shortcuts and the batch know the printed Ninja only,
        # and leave a row-bound one to the Develops. Where a new kind's pattern reads a kind
        # a Ninja may copy, or under A11's other reading, the readable scorer answers.
        separable = not any(p.card in COPIABLE for kind in k.kinds for p in kind.scoring)
        self.summarised = not rules.lone_forts and separable and t.separate
        self.row_copies = k.ninja_copies == "row"
        self.exact = self.summarised and not self.row_copies
        self.bonus = k.ninja_bonus
        # The tables `row` and `_scored` read, as attributes (they run by the million).
        self.beside, self.vertical = t.beside, t.vertical
        # The masks a summary keeps, as a tuple (`itemgetter` of one item gives the item).
        self.pick = (operator.itemgetter(*t.marked) if len(t.marked) > 1
                     else lambda masks: tuple(masks[i] for i in t.marked))
        self.count_fields, self.count_tables = t.count_fields, t.count_tables
        self.by_mask, self.distinct = t.by_mask, t.distinct
        # One table of every packed count where one is enough (the printed game's three).
        self.count_table = t.count_tables[0][1] if len(t.count_tables) == 1 else ()
        # Each row's places flat (`column * N + kind`), and what the `batch` reads: each
        # card's points for its place per row and column, the pair table by cells.
        self.row_place = tuple(tuple(t.place[r + c][i] for c in range(5) for i in range(N))
                               for r in (0, 5))
        self.cell_place = tuple(tuple(t.place[r + c] for c in range(5)) for r in (0, 5))
        self.pair: dict[tuple[int, int], dict[Card, dict[Card, int]]] = {}
        for x in range(10):
            for y, table in t.copy_pairs[x]:
                self.pair[x, y] = {one: {other: table[i * N + j] for j, other in enumerate(CARDS)}
                                   for i, one in enumerate(CARDS)}
        # The caches, shared with every `Totals` of the same tables (`_shared_caches`).
        self.rows: tuple[dict[tuple[Card, ...], tuple[int, ...]], ...]
        self.totals: dict[tuple[Card, ...], int]
        #: A lone Ninja's copies' gains (`_gains`) by its cell and its neighbours' kinds.
        self.gains: dict[int, tuple[int, ...]]
        self.rows, self.gains, self.totals = _shared_caches(
            t, (self.row_copies, self.bonus) if self.summarised else rules)

    def row(self, cards: Sequence[Card], r: int) -> tuple[int, ...]:
        """The summary of a row (`r`: 0 the Line, 1 the Hand) of five cards."""
        first, second, third, fourth, fifth = idx = tuple(map(INDEX.__getitem__, cards))
        masks = [0] * N  # by card index
        masks[first] = 1
        masks[second] |= 2
        masks[third] |= 4
        masks[fourth] |= 8
        masks[fifth] |= 16
        place = self.row_place[r]
        one, two, three, four = self.beside[r]
        points = (place[first] + place[N + second] + place[2 * N + third]
                  + place[3 * N + fourth] + place[4 * N + fifth]
                  + one[first * N + second] + two[second * N + third]
                  + three[third * N + fourth] + four[fourth * N + fifth])
        counts = 0
        for i, shift in self.count_fields[r]:
            counts += POP[masks[i]] << shift
        kinds = 1 << first | 1 << second | 1 << third | 1 << fourth | 1 << fifth
        marked = self.pick(masks)
        if r:
            return (points, kinds, counts, masks[I_NINJA], *idx, *idx, *marked)
        return (points, kinds, counts, masks[I_NINJA], first * N, NN + second * N,
                2 * NN + third * N, 3 * NN + fourth * N, 4 * NN + fifth * N, *idx, *marked)

    def total(self, line: tuple[Card, ...], hand: tuple[Card, ...]) -> int:
        """The territory's total with the best Ninja copies (`scoring.score_total`)."""
        cards = line + hand
        total = self.totals.get(cards)
        if total is None:
            if len(self.totals) > 1 << 17:
                self.totals.clear()
            total = self.totals[cards] = self._total(line, hand)
        return total

    def _total(self, line: tuple[Card, ...], hand: tuple[Card, ...]) -> int:
        if not self.summarised:
            return score_total(line + hand, self.rules)
        a, b = self._rows(line, hand)
        return self._scored(line, hand, a, b)

    def _scored(self, line: tuple[Card, ...], hand: tuple[Card, ...], a: tuple[int, ...],
                b: tuple[int, ...]) -> int:
        """The total of a territory and its rows' summaries `a` and `b`: each row's own
        points, the pairs one above the other, the counts, the groups, the `alone` and
        `distinct` patterns and the Ninjas' best copies."""
        vert = self.vertical
        total = (a[PTS] + b[PTS] + vert[a[4] + b[4]] + vert[a[5] + b[5]] + vert[a[6] + b[6]]
                 + vert[a[7] + b[7]] + vert[a[8] + b[8]])
        if self.count_table:
            total += self.count_table[a[COUNTS] + b[COUNTS]]
        else:
            counts = a[COUNTS] + b[COUNTS]
            for shift, table in self.count_tables:
                total += table[counts >> shift & 4095]
        for at, table in self.by_mask:
            total += table[a[at] | b[at] << 5]
        kinds = a[KINDS] | b[KINDS]
        for at, table in self.distinct:
            n = POP[a[at]] + POP[b[at]]
            if n:
                total += n * table[POP[kinds & RONIN_MASK]]
        ninjas_a, ninjas_b = a[NINJAS], b[NINJAS]
        if not (ninjas_a or ninjas_b):
            return total
        if self.row_copies:
            return self._row_copy(line, hand, a, b, total)
        copiable = _copiable(kinds & COPIABLE_MASK)
        if not copiable:
            return total
        if not ninjas_b and not ninjas_a & ninjas_a - 1 or (
                not ninjas_a and not ninjas_b & ninjas_b - 1):
            return total + self._one_copy(a, b, copiable, kinds)
        return self._copies(line, hand, copiable, (line + hand).index(NINJA))

    def _row_copy(self, line: tuple[Card, ...], hand: tuple[Card, ...], a: tuple[int, ...],
                  b: tuple[int, ...], total: int) -> int:
        """`total` with the Ninja's best copy where it copies only in its own row
        (`ninja_copies="row"`): one Ninja copies a character of its row's kinds; of two or
        more, the first with a character in its row is tried as each (`_copies`)."""
        ninjas_a, ninjas_b = a[NINJAS], b[NINJAS]
        if ninjas_a and ninjas_b or ninjas_a & ninjas_a - 1 or ninjas_b & ninjas_b - 1:
            # Several Ninjas: the first whose row has a character to copy is tried as each
            # (the others scored the same way); none: no Ninja copies.
            for ninjas, row, r in ((ninjas_a, a, 0), (ninjas_b, b, 1)):
                copiable = _copiable(row[KINDS] & COPIABLE_MASK)
                if ninjas and copiable:
                    cell = 5 * r + (ninjas & -ninjas).bit_length() - 1
                    return self._copies(line, hand, copiable, cell)
            return total
        copiable = _copiable((a if ninjas_a else b)[KINDS] & COPIABLE_MASK)
        if not copiable:
            return total
        return total + self._one_copy(a, b, copiable, a[KINDS] | b[KINDS])

    def best_develop(self, line: tuple[Card, ...], hand: tuple[Card, ...],
                     tops: Sequence[Card | None]) -> int | None:
        """The best total after developing one of `tops` (a River pile's face-up card per
        column, `None` for an empty pile) into the Line or the Hand of its column; `None`
        if every pile is empty. The territories are scored from their rows' summaries
        without caching each (few come back)."""
        if not self.summarised:
            return self._best_develop_readable(line, hand, tops)
        a, b = self._rows(line, hand)
        best = None
        for c, card in enumerate(tops):
            if card is None:
                continue
            points = max(self._developed(line, hand, a, b, c, card),
                         self._developed(line, hand, a, b, c + 5, card))
            if best is None or points > best:
                best = points
        return best

    def developed(self, line: tuple[Card, ...], hand: tuple[Card, ...], c: int, card: Card,
                  rows: tuple[tuple[int, ...], tuple[int, ...]] | None = None
                  ) -> tuple[int, int]:
        """The totals after developing `card` into column `c` (0-4) of the Line and of the
        Hand (not cached: few come back); `rows`: the territory's summaries (`summaries`),
        where the caller has them."""
        if not self.summarised:
            return self.placed(line, hand, c, card), self.placed(line, hand, c + 5, card)
        a, b = self._rows(line, hand) if rows is None else rows
        # `_developed` into the Line and into the Hand, written out (a call fewer each: the
        # bot's Develops run through here by the hundred a game).
        changed = line[:c] + (card,) + line[c + 1:]
        summary = self.rows[0].get(changed)
        into_line = self._scored(changed, hand, self._row(changed, 0) if summary is None
                                 else summary, b)
        changed = hand[:c] + (card,) + hand[c + 1:]
        summary = self.rows[1].get(changed)
        return into_line, self._scored(line, changed, a, self._row(changed, 1)
                                       if summary is None else summary)

    def placed(self, line: tuple[Card, ...], hand: tuple[Card, ...], cell: int, card: Card
               ) -> int:
        """The total after `card` is put into `cell` (0-9: the Line's columns, then the
        Hand's; not cached)."""
        if not self.summarised:
            if cell < 5:
                return self.total(line[:cell] + (card,) + line[cell + 1:], hand)
            return self.total(line, hand[:cell - 5] + (card,) + hand[cell - 4:])
        a, b = self._rows(line, hand)
        return self._developed(line, hand, a, b, cell, card)

    def _developed(self, line: tuple[Card, ...], hand: tuple[Card, ...], a: tuple[int, ...],
                   b: tuple[int, ...], cell: int, card: Card) -> int:
        """The total of the territory `line` + `hand` (row summaries `a` and `b`) with `card`
        developed into `cell` (0-9: the Line's columns, then the Hand's); only the changed
        row is summarised again (cached), the territory is not cached (few come back)."""
        # The changed row's summary read from the cache here (`_row`): a call fewer a Develop.
        if cell < 5:
            changed = line[:cell] + (card,) + line[cell + 1:]
            summary = self.rows[0].get(changed)
            return self._scored(changed, hand, self._row(changed, 0) if summary is None
                                else summary, b)
        c = cell - 5
        changed = hand[:c] + (card,) + hand[c + 1:]
        summary = self.rows[1].get(changed)
        return self._scored(line, changed, a, self._row(changed, 1) if summary is None
                            else summary)

    def _best_develop_readable(self, line: tuple[Card, ...], hand: tuple[Card, ...],
                               tops: Sequence[Card | None]) -> int | None:
        """`best_develop` by the readable scorer (A11's ONLY_ALONE reading)."""
        best = None
        for c, card in enumerate(tops):
            if card is not None:
                points = max(self.total(line[:c] + (card,) + line[c + 1:], hand),
                             self.total(line, hand[:c] + (card,) + hand[c + 1:]))
                if best is None or points > best:
                    best = points
        return best

    def pairs_changed(self, cards: tuple[Card, ...], switched: tuple[Card, ...], cell: int,
                      top: Card, p: int, q: int) -> int:
        """How much the pair rules of `cell` and the exchanged cells `p`, `q` beside it add
        to a Develop of `top` at `cell` when the territory `cards` is `switched`: the pairs
        after both, less after the Develop alone, less after the Switch alone, plus
        before."""
        old = cards[cell]
        change = 0
        for near in (p, q):
            if NEAR[1][cell] >> near & 1:
                points = self.pair[cell, near]
                change += (points[top][switched[near]] - points[top][cards[near]]
                           - points[old][switched[near]] + points[old][cards[near]])
        return change

    def _one_copy(self, a: tuple[int, ...], b: tuple[int, ...], copiable: Sequence[Card],
                  kinds: int) -> int:
        """What the territory's only Ninja adds by its best copy (with the variant's bonus)
        to the total where it copies nothing: its copy's points for its place and its pairs
        with its neighbours (both ways: a Naishi raises an Advisor beside it; `_gains`), as
        an `alone` kind its own points and the neighbours of its kind it crowds, and its
        `distinct` points. Read from the rows' summaries `a` (Line) and `b` (Hand)."""
        t = self.tables
        cell = a[NINJAS].bit_length() - 1 if a[NINJAS] else 4 + b[NINJAS].bit_length()
        key = cell
        for d, _ in t.copy_pairs[cell]:
            key = key * N + (a[IDX + d] if d < 5 else b[IDX + d - 5])
        gains = self.gains.get(key)
        if gains is None:
            gains = self.gains[key] = self._gains(a, b, cell)
        best = None
        for copy in copiable:
            i = INDEX[copy]
            gain = gains[i]
            extra = t.copy_extra[i]
            if extra is not None:
                at, alone, crowded, distinct = extra
                if at >= 0:
                    gain += _crowding(a[at] | b[at] << 5, cell, alone, crowded)
                if distinct:
                    gain += distinct[POP[kinds & RONIN_MASK]]
            if best is None or gain > best:
                best = gain
        assert best is not None
        return best + self.bonus

    def _gains(self, a: tuple[int, ...], b: tuple[int, ...], cell: int) -> tuple[int, ...]:
        """Each kind's points for its place at `cell` and its pairs with the neighbours
        there (the rows' summaries `a` and `b`), by kind index: a lone Ninja's copies."""
        t = self.tables
        near = [(table, a[IDX + d] if d < 5 else b[IDX + d - 5]) for d, table in t.copy_pairs[cell]]
        return tuple(t.place[cell][i] + sum(table[i * N + j] for table, j in near)
                     for i in range(N))

    def summaries(self, line: tuple[Card, ...], hand: tuple[Card, ...]
                  ) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        """The summaries of a Line and a Hand (`row`), `None` where the totals are not made
        from them (`summarised`)."""
        return self._rows(line, hand) if self.summarised else None

    def _rows(self, line: tuple[Card, ...], hand: tuple[Card, ...]
              ) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """The summaries of a Line and a Hand (cached)."""
        rows = self.rows
        if len(rows[0]) + len(rows[1]) > 1 << 16:
            rows[0].clear()
            rows[1].clear()
        return self._row(line, 0), self._row(hand, 1)

    def _row(self, cells: tuple[Card, ...], r: int) -> tuple[int, ...]:
        """The summary of row `r` holding `cells` (cached in `rows`, bounded by `_rows`)."""
        known = self.rows[r]
        summary = known.get(cells)
        if summary is None:
            summary = known[cells] = self.row(cells, r)
        return summary

    def _copies(self, line: tuple[Card, ...], hand: tuple[Card, ...],
                copiable: Sequence[Card], cell: int) -> int:
        """Two Ninjas or more, the one at `cell` copying one of `copiable` (the characters it
        may copy): the best total. That Ninja is tried as each copy, an ordinary card of that
        type, and the others are scored the same way (the last by `_one_copy`). A copy adds no
        type to the Ronins' count (its type is there already), none to a row-bound Ninja's row
        and no set card, so the territory with a copy as an ordinary card scores the same,
        less the variant's bonus for copying."""
        cards = line + hand
        best = None
        for copy in copiable:
            changed = cards[:cell] + (copy,) + cards[cell + 1:]
            new_line, new_hand = changed[:5], changed[5:]
            total = self._scored(new_line, new_hand, *self._rows(new_line, new_hand))
            if best is None or total > best:
                best = total
        assert best is not None
        return best + self.content.ninja_bonus

    def best_after_switch(self, line: tuple[Card, ...], hand: tuple[Card, ...],
                          tops: Sequence[Card | None], p: int, q: int,
                          developed: Sequence[int | None]) -> int | None:
        """`best_develop` of the territory where the cells `p` and `q` (0-9: the Line's
        columns, then the Hand's) of `line` + `hand` are exchanged (a Switch), given
        `developed`: each cell's total in the territory as it is after developing its
        column's top there (`None` for an empty pile).

        Most Develops after a Switch do not interact with it: the Switch changes the total
        by the same amount with or without them (`_quiet` says which, from the cards' kinds
        and distances), so their totals are `developed` plus that amount and only the others
        are scored."""
        cards = line + hand
        if cards[p] is cards[q]:
            return max((d for d in developed if d is not None), default=None)
        if not self.exact:
            return self.best_develop(*exchanged(cards, p, q), tops)
        new_line, new_hand = exchanged(cards, p, q)
        a, b = self._rows(new_line, new_hand)
        delta = self.total(new_line, new_hand) - self.total(line, hand)
        quiet, paired = _quiet(self.tables, cards, p, q, tops, bool(self.kinds))
        quiet |= paired
        switched = new_line + new_hand
        best = None
        for c, top in enumerate(tops):
            if top is None:
                continue
            for cell in (c, c + 5):
                if quiet >> cell & 1:
                    points = developed[cell]
                    assert points is not None
                    points += delta
                    if paired >> cell & 1:
                        points += self.pairs_changed(cards, switched, cell, top, p, q)
                else:
                    points = self._developed(new_line, new_hand, a, b, cell, top)
                if best is None or points > best:
                    best = points
        return best


@functools.cache
def _copiable(kinds: int) -> tuple[Card, ...]:
    """The characters a Ninja may copy among the types of the mask `kinds`."""
    return tuple(c for c in COPIABLE if kinds & BIT[c])




_Caches = tuple[tuple[dict[tuple[Card, ...], tuple[int, ...]], ...],
                dict[int, tuple[int, ...]], dict[tuple[Card, ...], int]]
#: `_shared_caches`' row summaries and Ninja gains by tables, and totals by tables and reading
#: (a few of each: the variants in use).
_ROWS: dict[Tables, tuple[tuple[dict[tuple[Card, ...], tuple[int, ...]], ...],
                          dict[int, tuple[int, ...]]]] = {}
_TOTALS: dict[tuple[Tables, Any], dict[tuple[Card, ...], int]] = {}


def _shared_caches(tables: Tables, reading: Any) -> _Caches:
    """The row summaries and the Ninja gains of `tables`, and the territories' totals under
    `tables` and `reading` (the Ninja's reading and bonus where the totals come from the
    summaries, else the whole `ScoringRules`), shared by every `Totals` that reads them: a
    row's summary and a lone Ninja's gains are made from the tables alone, and a summarised
    total from them and the reading. A variant that changes no pattern (a Decree once per
    player, another deck, the Court's spots) scores from the same caches as the printed game,
    and a Ninja that copies in its own row reads the printed game's rows: a design question's
    games start with the caches its published games filled (cold caches cost about a quarter
    of a heuristic game)."""
    rows = _ROWS.get(tables)
    if rows is None:
        if len(_ROWS) >= 8:
            _ROWS.clear()
        rows = _ROWS[tables] = (({}, {}), {})
    totals = _TOTALS.get((tables, reading))
    if totals is None:
        if len(_TOTALS) >= 8:
            _TOTALS.clear()
        totals = _TOTALS[tables, reading] = {}
    return rows[0], rows[1], totals


@functools.lru_cache(maxsize=8)
def totals_for(rules: ScoringRules) -> Totals:
    """The `Totals` of a rules value (each variant and reading has its own tables; a few
    kept, each holding up to about 130,000 territories and 65,000 rows)."""
    return Totals(rules)


def exchanged(cards: tuple[Card, ...], p: int, q: int
               ) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """The Line and the Hand of the territory `cards` with the cells `p` and `q` exchanged."""
    new = list(cards)
    new[p], new[q] = new[q], new[p]
    return tuple(new[:5]), tuple(new[5:])


def _distance(a: int, b: int) -> int:
    return abs(a // 5 - b // 5) + abs(a % 5 - b % 5)


#: The cells at distance 1 and at distance 2 of each cell, as bit masks.
NEAR = tuple(tuple(sum(1 << b for b in range(10) if _distance(a, b) == d) for a in range(10))
             for d in (0, 1, 2))


def _crowding(mask: int, cell: int, alone: int, crowded: int) -> int:
    """What a copy of an `alone` kind at `cell` scores and changes (its kind's other cells:
    the 10-bit `mask`): its own points, alone or crowded, and each neighbour of its kind that
    was alone and is crowded now."""
    beside = mask & NEAR[1][cell]
    points = crowded if beside else alone
    while beside:
        d = (beside & -beside).bit_length() - 1
        beside &= beside - 1
        if not mask & NEAR[1][d]:
            points += crowded - alone
    return points


def _quiet(t: Tables, cards: tuple[Card, ...], p: int, q: int, tops: Sequence[Card | None],
           new_kinds: bool = False) -> tuple[int, int]:
    """The cells (a bit mask) where developing their column's top does not interact with
    exchanging the cells `p` and `q` of `cards`: the total after both is the total after the
    Develop plus what the exchange alone changes; and those (a second mask) where only the
    pair rules of the developed cell and an exchanged one beside it interact
    (`Totals.pairs_changed` adds what they change).

    A score is a sum of rules; a rule that reads neither a cell the exchange changes nor the
    developed cell scores the same either way. The counts (Mountains, Torii, Ronin types, a
    Ninja's copiable kinds) are over the territory and the exchange keeps them; the Line's
    Banners only a Switch of a column with one Banner changes. So an interaction needs a
    rule reading both: a pair rule between the developed cell and an exchanged one beside
    it, a lone Sentinel's neighbours (within distance 2), the Rice Field groups (when both
    change), the Line's Banner count, or a Ninja's best copy, which reads the kinds within
    distance 2 of it, the kinds it may copy and the Ronins' count (a Ninja whose
    surroundings the exchange changes couples the Develops that change what it reads,
    `_reaches`; a Ninja developed near the exchange couples its cell). The exchanged cells
    themselves are never quiet, nor those `_new_kinds` couples (`new_kinds`: if any)."""
    a, b = cards[p], cards[q]
    swapped = BIT[a] | BIT[b]
    exchanged = 1 << p | 1 << q
    skipped = exchanged | _new_kinds(cards, swapped, tops) if new_kinds else exchanged
    beside = (NEAR[1][p] | NEAR[1][q]) & ~exchanged
    near = (NEAR[2][p] | NEAR[2][q]) & ~exchanged & ~beside
    ninja = _reached(t, cards, exchanged, beside, near, swapped)
    if ninja is None:
        return 0, 0
    present = single = 0  # the kinds in the territory, and those of one card only
    if ninja >= 0:
        for card in cards:
            single ^= BIT[card] & ~(present & ~single)
            present |= BIT[card]
    moved = BIT[a] ^ BIT[b]  # the kinds of which the exchange moves one card
    groups = moved & t.group_kinds
    rows = moved & t.row_counted if p % 5 == q % 5 else 0
    quiet = paired = 0
    for cell in range(10):
        top = tops[cell % 5]
        if top is None or skipped >> cell & 1:
            continue
        old = cards[cell]
        kinds = BIT[old] | BIT[top]
        pairs = beside >> cell & 1 and (t.paired[INDEX[old]] | t.paired[INDEX[top]]) & swapped
        if pairs and swapped & kinds & t.alone_kinds:
            continue  # an `alone` pattern reads both
        if top is NINJA and (beside | near) >> cell & 1:
            continue
        if near >> cell & 1 and swapped & kinds & t.alone_kinds:
            continue
        if (groups | rows) & (BIT[old] ^ BIT[top]):
            continue
        if ninja >= 0 and _reaches(t, ninja, cell, old, top, present, single):
            continue
        if pairs:
            paired |= 1 << cell
        else:
            quiet |= 1 << cell
    return quiet, paired


def _new_kinds(cards: tuple[Card, ...], swapped: int, tops: Sequence[Card | None]) -> int:
    """The cells (a bit mask) whose Develop a variant's new kinds couple with an exchange of
    the kinds `swapped`: every cell if the exchange moves a new kind, else the cells where a
    Develop puts one down or covers one. Otherwise their patterns add up (a position per
    copy, an adjacent kind per neighbour, the counts the exchange keeps), and a column's
    other cell is never both developed and exchanged."""
    if swapped & SPARE_MASK:
        return (1 << 10) - 1
    coupled = 0
    for cell in range(10):
        top = tops[cell % 5]
        if top is not None and (BIT[cards[cell]] | BIT[top]) & SPARE_MASK:
            coupled |= 1 << cell
    return coupled


def _reached(t: Tables, cards: tuple[Card, ...], exchanged: int, beside: int, near: int,
             swapped: int) -> int | None:
    """The cell of the Ninja whose surroundings exchanging the cells of the mask
    `exchanged` (holding the kinds `swapped`; `beside` and `near`: the cells at distance 1
    and 2 of them) changes, -1 if none, `None` if that Ninja is exchanged or has another
    (then every Develop is coupled)."""
    ninja = -1
    for cell, card in enumerate(cards if NINJA in cards else ()):
        if card is NINJA and (
                exchanged >> cell & 1 or beside >> cell & 1 and swapped & t.ninja_near
                or near >> cell & 1 and swapped & t.ninja_far):
            if exchanged >> cell & 1 or cards.count(NINJA) > 1:
                return None
            ninja = cell
    return ninja


def _reaches(t: Tables, ninja: int, cell: int, old: Card, top: Card, present: int,
             single: int) -> bool:
    """Whether developing `top` over `old` at `cell` may change the best copy of the Ninja
    at `ninja` (the territory's only one; `present`: the kinds in it, `single`: those of one
    card): a kind it reads near it (as `_quiet` says), the Ninja itself, a new Ninja, or
    the kinds it may copy or the Ronins' count."""
    if cell == ninja or top is NINJA:
        return True
    kinds = BIT[old] | BIT[top]
    if (NEAR[1][ninja] >> cell & 1 and kinds & t.ninja_near
            or NEAR[2][ninja] >> cell & 1 and kinds & t.ninja_far):
        return True
    if top is old:
        return False
    changed = (BIT[top] & ~present) | (BIT[old] & single)
    return bool(changed & COPIABLE_MASK or present & t.distinct_kinds and changed & RONIN_MASK)
