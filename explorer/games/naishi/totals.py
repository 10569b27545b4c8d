"""Fast exact territory totals for the bots (the kernel's side of scoring): the same number as
`scoring.score_total` (best Ninja copies), computed from per-row summaries on small integers.

A territory's total splits into what each row scores on its own (cells, pairs side by side,
its counts), what the two rows score together (pairs one above the other, Sentinels alone in
both directions, the set rules over both rows) and the Ninjas' best copies. A row is
summarised once (`Totals.row`, cached by the row's five cards) as bit masks of its card
types; two summaries combine in a few table lookups (`Totals.total`). A lone Ninja adds
its best copy's gain, read from the masks of its neighbours; with more Ninjas the first is
tried as each copy, an ordinary card of that type, as `scoring._choose_copies` tries every
combination. `Totals.best_develop` finds the best total after one Develop the same way, row
by row. Under the "only a lone Sentinel has the Fort bonus" reading (A11's ONLY_ALONE) the
readable scorer answers.

The tables are built from the rules in force (`ScoringRules`, which carries the content), once
per rules value (`totals_for`); nothing here holds the printed game's numbers.
tests/naishi/test_totals.py checks the totals against `scoring.score_total` on many random
territories under several readings and variants.

This module may import only the engine and this package's `cards`, `content`, `kinds` and
`scoring`.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from .cards import COPIABLE, SPARE, Card
from .kinds import SET_PATTERNS
from .scoring import (
    RONIN_COUNTED,
    HorsemanBonus,
    ScoringRules,
    banner_points,
    mountain_points,
    pattern_points,
    pattern_sets,
    rice_table,
    ronin_points,
    score_total,
    torii_points,
)

MOUNTAIN, NAISHI, ADVISOR, SENTINEL = Card.MOUNTAIN, Card.NAISHI, Card.ADVISOR, Card.SENTINEL
MONK, HORSEMAN, RONIN, NINJA = Card.MONK, Card.HORSEMAN, Card.RONIN, Card.NINJA
FORT, BANNER, TORII, RICE_FIELD = Card.FORT, Card.BANNER, Card.TORII, Card.RICE_FIELD

CARDS = tuple(Card)
#: Each card type's index, and its bit in a row's `kinds` mask.
INDEX = {card: i for i, card in enumerate(CARDS)}
BIT = {card: 1 << i for i, card in enumerate(CARDS)}
(I_MOUNTAIN, I_NAISHI, I_ADVISOR, I_SENTINEL, I_MONK, I_HORSEMAN, I_RONIN, I_NINJA, I_FORT,
 I_BANNER, I_TORII, I_RICE_FIELD) = (INDEX[card] for card in (
    MOUNTAIN, NAISHI, ADVISOR, SENTINEL, MONK, HORSEMAN, RONIN, NINJA, FORT, BANNER, TORII,
    RICE_FIELD))
RONIN_MASK = sum(BIT[c] for c in RONIN_COUNTED)
COPIABLE_MASK = sum(BIT[c] for c in COPIABLE)
SPARE_MASK = sum(BIT[c] for c in SPARE)
POP = tuple(bin(m).count("1") for m in range(1 << len(Card)))
#: The columns beside each column, as a 5-bit mask.
SIDE = tuple((1 << c + 1 | 1 << c >> 1) & 31 for c in range(5))

#: A row summary: points of the row alone (per-cell points and side-by-side pairs, Ronins and
#: lone Sentinels left out), then bit masks over its 5 columns and counts.
(PTS, ADV, NAI, SEN, SOLO, FOR, MON, TOR, HOR, BAN, RICE, KINDS, MOUNTAINS, TORII_N, BANNERS,
 RONINS, NINJAS) = range(17)


class Totals:
    """The totals of territories under one `ScoringRules`, each row summary and each total
    cached (the bots score the same rows and territories again and again)."""

    def __init__(self, rules: ScoringRules) -> None:
        k = rules.content
        self.rules = rules
        # The row summaries know a territory's total under either Ninja reading (a copy from
        # anywhere in the territory, printed, or from its own row only), so do the Develops
        # scored from them; the Switches' shortcuts and the batch know the printed Ninja only,
        # and leave a row-bound one to the Develops. A variant's new kinds add their own
        # points to each total (`_kinds`) where no pattern reads a card a Ninja may copy (so
        # the copies do not change them); otherwise, as under A11's other reading, the
        # readable scorer answers (and `batch.py` compiles the same kinds into its tables).
        self.kinds = k.kinds
        # Each new kind's card, its bit, its set patterns (scored once a territory) and its
        # per-copy ones, split once (`_kinds` runs for every territory scored).
        self.kind_plans = tuple(
            (kind.card, BIT[kind.card], tuple(p for p in kind.scoring if p.name in SET_PATTERNS),
             tuple(p for p in kind.scoring if p.name not in SET_PATTERNS)) for kind in k.kinds)
        separable = not any(p.card in COPIABLE for kind in k.kinds for p in kind.scoring)
        self.summarised = not rules.lone_forts and separable
        self.row_copies = k.ninja_copies == "row"
        self.exact = self.summarised and not self.row_copies
        self.content = k
        self.replaces = rules.horseman_bonus is HorsemanBonus.REPLACES
        self.rice = rice_table(k)
        self.ronin = tuple(ronin_points(n, rules) for n in range(len(CARDS) + 1))
        self.mountain = tuple(mountain_points(n, rules) for n in range(11))
        self.torii = tuple(torii_points(n, rules) for n in range(11))
        self.banner = tuple(banner_points(n, k) for n in range(6))
        # A Hand Horseman under a Line Banner: what it scores beyond its place, by the mask of
        # such columns.
        bonus = [(k.banner_bonus - k.horseman_points[5 + c]) if self.replaces else k.banner_bonus
                 for c in range(5)]
        self.horseman_banner = tuple(sum(bonus[c] for c in range(5) if m >> c & 1)
                                     for m in range(32))
        # Each card's points for its place, per row and column (0 for the cards scored
        # otherwise).
        places = {NAISHI: k.naishi_points, ADVISOR: k.advisor_points, FORT: k.fort_points,
                  MONK: k.monk_points, HORSEMAN: k.horseman_points}
        self.place = tuple({card: tuple(places[card][5 * r:5 * r + 5]) if card in places
                            else (0,) * 5 for card in CARDS} for r in (0, 1))
        # A bonus per column of a 10-bit mask (two 5-bit masks side by side): the pairs one
        # above the other (Naishi, Torii, Fort bonuses) and the lone Sentinels.
        self.pairs = tuple(tuple(bonus * POP[m] for m in range(1 << 10)) for bonus in (
            k.naishi_bonus, k.torii_bonus, k.fort_bonus, k.lone_sentinel))
        # The same by cell and card index: `cell_place[r][c][INDEX[card]]`.
        self.cell_place = tuple(tuple(tuple(self.place[r][card][c] for card in CARDS)
                                      for c in range(5)) for r in (0, 1))
        # The pairs side by side in a row of two kinds (masks `x | y << 5`), with their bonus.
        self.beside = tuple(tuple(bonus * _side_by_side(m & 31, m >> 5) for m in range(1 << 10))
                            for bonus in (k.naishi_bonus, k.torii_bonus, k.fort_bonus))
        # What each pair of neighbouring cells scores as a pair, by their cards:
        # `pair[x, y][card at x][card at y]`.
        self.pair: dict[tuple[int, int], dict[Card, dict[Card, int]]] = {
            (x, y): {one: {other: self._pair(x, one, y, other) for other in CARDS}
                     for one in CARDS}
            for x in range(10) for y in range(10) if NEAR[1][x] >> y & 1}
        self.rows: tuple[dict[tuple[Card, ...], tuple[int, ...]], ...] = ({}, {})
        self.totals: dict[tuple[Card, ...], int] = {}

    def row(self, cards: Sequence[Card], r: int) -> tuple[int, ...]:
        """The summary of a row (`r`: 0 the Line, 1 the Hand) of five cards."""
        first, second, third, fourth, fifth = map(INDEX.__getitem__, cards)
        masks = [0] * len(CARDS)  # by card index
        masks[first] = 1
        masks[second] |= 2
        masks[third] |= 4
        masks[fourth] |= 8
        masks[fifth] |= 16
        place = self.cell_place[r]
        sentinels, forts, torii = masks[I_SENTINEL], masks[I_FORT], masks[I_TORII]
        advisors, naishi, monks = masks[I_ADVISOR], masks[I_NAISHI], masks[I_MONK]
        naishi_beside, torii_beside, fort_beside = self.beside
        points = (place[0][first] + place[1][second] + place[2][third] + place[3][fourth]
                  + place[4][fifth] + naishi_beside[advisors | naishi << 5]
                  + torii_beside[monks | torii << 5] + fort_beside[sentinels | forts << 5])
        solo = sentinels & ~(sentinels << 1 | sentinels >> 1)
        banners = masks[I_BANNER]
        return (points, advisors, naishi, sentinels, solo, forts, monks, torii,
                masks[I_HORSEMAN], banners, masks[I_RICE_FIELD],
                1 << first | 1 << second | 1 << third | 1 << fourth | 1 << fifth,
                POP[masks[I_MOUNTAIN]], POP[torii], POP[banners], POP[masks[I_RONIN]],
                masks[I_NINJA])

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
        points, the pairs one above the other and the lone Sentinels (read from 10-bit masks,
        the Line's columns then the Hand's), the Banners over Horsemen, the sets, the Ronins
        and the Ninjas' best copies."""
        (pts_a, adv_a, nai_a, sen_a, solo_a, for_a, mon_a, tor_a, _, ban_a, rice_a, kinds_a,
         mountains_a, torii_a, banners, ronins_a, ninjas_a) = a
        (pts_b, adv_b, nai_b, sen_b, solo_b, for_b, mon_b, tor_b, hor_b, _, rice_b, kinds_b,
         mountains_b, torii_b, _, ronins_b, ninjas_b) = b
        naishi, torii, fort, lone = self.pairs
        both = ~(sen_a & sen_b)
        total = (
            pts_a + pts_b
            + naishi[adv_a & nai_b | (nai_a & adv_b) << 5]
            + torii[mon_a & tor_b | (tor_a & mon_b) << 5]
            + fort[sen_a & for_b | (for_a & sen_b) << 5]
            + lone[solo_a & both | (solo_b & both) << 5]
            + self.horseman_banner[hor_b & ban_a]
            + self.mountain[mountains_a + mountains_b]
            + self.torii[torii_a + torii_b]
            + self.banner[banners]
            + self.rice[rice_a | rice_b << 5]
        )
        if self.kinds:
            total += self._kinds(line + hand, (kinds_a | kinds_b) & SPARE_MASK)
        ronins = ronins_a + ronins_b
        if ronins:
            total += ronins * self.ronin[POP[(kinds_a | kinds_b) & RONIN_MASK]]
        if self.row_copies and (ninjas_a or ninjas_b):
            return self._row_copy(line, hand, a, b, total)
        if ninjas_a or ninjas_b:
            kinds = kinds_a | kinds_b
            copiable = _copiable(kinds & COPIABLE_MASK)
            if copiable:
                if not ninjas_b and not ninjas_a & ninjas_a - 1 or (
                        not ninjas_a and not ninjas_b & ninjas_b - 1):
                    return total + self._one_copy(a, b, copiable, kinds)
                return self._copies(line, hand, copiable, (line + hand).index(NINJA))
        return total

    def _kinds(self, cards: tuple[Card, ...], present: int) -> int:
        """The points of the new kinds in `cards` (`present`: the bits of those there; their
        patterns read no copy, so a Ninja counts as itself; a count scores with none too)."""
        total = 0
        for own, bit, sets, each in self.kind_plans:
            for pattern in sets:
                for _, points in pattern_sets(pattern, cards, own):
                    total += points
            if present & bit:
                for c, card in enumerate(cards):
                    if card is own:
                        for pattern in each:
                            total += pattern_points(pattern, cards, c)
        return total

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

    def developed(self, line: tuple[Card, ...], hand: tuple[Card, ...], c: int, card: Card
                  ) -> tuple[int, int]:
        """The totals after developing `card` into column `c` (0-4) of the Line and of the
        Hand (not cached: few come back)."""
        if not self.summarised:
            return self.placed(line, hand, c, card), self.placed(line, hand, c + 5, card)
        a, b = self._rows(line, hand)
        return (self._developed(line, hand, a, b, c, card),
                self._developed(line, hand, a, b, c + 5, card))

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
        if cell < 5:
            changed = line[:cell] + (card,) + line[cell + 1:]
            return self._scored(changed, hand, self._row(changed, 0), b)
        c = cell - 5
        changed = hand[:c] + (card,) + hand[c + 1:]
        return self._scored(line, changed, a, self._row(changed, 1))

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

    def _pair(self, x: int, one: Card, y: int, other: Card) -> int:
        """What the neighbouring cells `x` and `y` holding `one` and `other` score as a
        pair (Advisor and Naishi, Monk and Torii, Sentinel and Fort, a Banner over a
        Horseman)."""
        k = self.content
        kinds = {one, other}
        points = (k.naishi_bonus * (kinds == {ADVISOR, NAISHI})
                  + k.torii_bonus * (kinds == {MONK, TORII})
                  + k.fort_bonus * (kinds == {SENTINEL, FORT}))
        if x + 5 == y and (one, other) == (BANNER, HORSEMAN):
            points += self.horseman_banner[1 << x]
        if y + 5 == x and (other, one) == (BANNER, HORSEMAN):
            points += self.horseman_banner[1 << y]
        return points

    def _one_copy(self, a: tuple[int, ...], b: tuple[int, ...], copiable: Sequence[Card],
                  kinds: int) -> int:
        """What the territory's only Ninja adds by its best copy (with the variant's bonus)
        to the total where it copies nothing: its own points as the copy, and what the copy
        changes for its neighbours (a Naishi raises an Advisor, a Sentinel makes a lone
        Sentinel crowded). Read from the rows' summaries `a` (Line) and `b` (Hand)."""
        k = self.content
        same, other, r = (a, b, 0) if a[NINJAS] else (b, a, 1)
        c = same[NINJAS].bit_length() - 1
        cell = 5 * r + c
        side = SIDE[c]  # the columns beside the Ninja's
        # A neighbour of a kind: beside the Ninja in its row (`same[kind] & side`), or above
        # or below it (`other[kind] >> c & 1`), written out: this runs for about half the
        # territories.
        best = None
        for copy in copiable:
            if copy is NAISHI:
                gain = k.naishi_points[cell] + k.naishi_bonus * (
                    POP[same[ADV] & side] + (other[ADV] >> c & 1))
            elif copy is ADVISOR:
                gain = k.advisor_points[cell] + k.naishi_bonus * (
                    POP[same[NAI] & side] + (other[NAI] >> c & 1))
            elif copy is MONK:
                gain = k.monk_points[cell] + k.torii_bonus * (
                    POP[same[TOR] & side] + (other[TOR] >> c & 1))
            elif copy is HORSEMAN:
                gain = k.horseman_points[cell]
                if r and a[BAN] >> c & 1:
                    gain += self.horseman_banner[1 << c]
            elif copy is RONIN:
                gain = self.ronin[POP[kinds & RONIN_MASK]]
            else:
                gain = k.fort_bonus * (POP[same[FOR] & side] + (other[FOR] >> c & 1))
                if not (same[SEN] & side or other[SEN] >> c & 1):
                    gain += k.lone_sentinel
                # A Sentinel beside the copy that was alone is alone no more.
                alone_same = same[SOLO] & ~other[SEN]
                alone_other = other[SOLO] & ~same[SEN]
                gain -= k.lone_sentinel * (POP[alone_same & side] + (alone_other >> c & 1))
            if best is None or gain > best:
                best = gain
        assert best is not None
        return best + k.ninja_bonus

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
        quiet, paired = _quiet(cards, p, q, tops, bool(self.kinds))
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


def _side_by_side(cells: int, others: int) -> int:
    """How many times a column of the mask `cells` is beside a column of `others` (the pairs
    of one row)."""
    return POP[cells & others << 1] + POP[cells & others >> 1]


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
#: The kinds whose position a pair rule ties to each kind: a card scores (or makes its
#: neighbour score) by the kind beside it (Advisor and Naishi, Monk and Torii, Sentinel and
#: Fort, Sentinel and Sentinel, Banner over Horseman).
PAIRED = {card: 0 for card in CARDS}
for _x, _y in ((ADVISOR, NAISHI), (MONK, TORII), (SENTINEL, FORT), (SENTINEL, SENTINEL),
               (BANNER, HORSEMAN)):
    PAIRED[_x] |= BIT[_y]
    PAIRED[_y] |= BIT[_x]
#: The kinds beside a Ninja that its best copy can depend on (what a copy gains beside them,
#: the Sentinels it crowds, the other Ninjas' copies), and at distance 2 (a Sentinel's
#: neighbours, another Ninja).
NINJA_NEAR = sum(BIT[c] for c in (ADVISOR, NAISHI, TORII, SENTINEL, FORT, BANNER, NINJA))
NINJA_FAR = BIT[SENTINEL] | BIT[NINJA]


def _quiet(cards: tuple[Card, ...], p: int, q: int, tops: Sequence[Card | None],
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
    ninja = _reached(cards, exchanged, beside, near, swapped)
    if ninja is None:
        return 0, 0
    present = single = 0  # the kinds in the territory, and those of one card only
    if ninja >= 0:
        for card in cards:
            single ^= BIT[card] & ~(present & ~single)
            present |= BIT[card]
    rice = (a is RICE_FIELD) is not (b is RICE_FIELD)
    banners = p % 5 == q % 5 and (a is BANNER) is not (b is BANNER)
    quiet = paired = 0
    for cell in range(10):
        top = tops[cell % 5]
        if top is None or skipped >> cell & 1:
            continue
        old = cards[cell]
        pairs = beside >> cell & 1 and (PAIRED[old] | PAIRED[top]) & swapped
        if pairs and swapped & BIT[SENTINEL] and (old is SENTINEL or top is SENTINEL):
            continue  # a lone Sentinel's rule reads both
        if top is NINJA and (beside | near) >> cell & 1:
            continue
        if (near >> cell & 1 and swapped & BIT[SENTINEL]
                and (old is SENTINEL or top is SENTINEL)):
            continue
        if rice and (old is RICE_FIELD) is not (top is RICE_FIELD):
            continue
        if banners and cell < 5 and (old is BANNER) is not (top is BANNER):
            continue
        if ninja >= 0 and _reaches(ninja, cell, old, top, present, single):
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


def _reached(cards: tuple[Card, ...], exchanged: int, beside: int, near: int, swapped: int
             ) -> int | None:
    """The cell of the Ninja whose surroundings exchanging the cells of the mask
    `exchanged` (holding the kinds `swapped`; `beside` and `near`: the cells at distance 1
    and 2 of them) changes, -1 if none, `None` if that Ninja is exchanged or has another
    (then every Develop is coupled)."""
    ninja = -1
    for cell, card in enumerate(cards if NINJA in cards else ()):
        if card is NINJA and (
                exchanged >> cell & 1 or beside >> cell & 1 and swapped & NINJA_NEAR
                or near >> cell & 1 and swapped & NINJA_FAR):
            if exchanged >> cell & 1 or cards.count(NINJA) > 1:
                return None
            ninja = cell
    return ninja


def _reaches(ninja: int, cell: int, old: Card, top: Card, present: int, single: int
             ) -> bool:
    """Whether developing `top` over `old` at `cell` may change the best copy of the Ninja
    at `ninja` (the territory's only one; `present`: the kinds in it, `single`: those of one
    card): a kind it reads near it (as `_quiet` says), the Ninja itself, a new Ninja, or
    the kinds it may copy or the Ronins' count."""
    if cell == ninja or top is NINJA:
        return True
    kinds = BIT[old] | BIT[top]
    if (NEAR[1][ninja] >> cell & 1 and kinds & NINJA_NEAR
            or NEAR[2][ninja] >> cell & 1 and kinds & NINJA_FAR):
        return True
    if top is old:
        return False
    changed = (BIT[top] & ~present) | (BIT[old] & single)
    return bool(changed & COPIABLE_MASK or present & BIT[RONIN] and changed & RONIN_MASK)
