"""The best arrangement of a territory's ten cards, under any content in force.

`best_arrangement(line, hand)` considers the same ten cards in every distinct way on the 2 × 5
grid (Ninja copies chosen optimally for each placement, as `scoring.score` does) and returns
the highest-scoring one, with the gain over the given grid and what it comes from.

The search is `arrange_tables.Search`: an exact branch-and-bound on the tables compiled from
the card patterns (`totals.Tables`), the same for the published game and for a variant's
numbers and new kinds, in pure Python (it runs where numpy is missing, as in a JupyterLite
tab offline). A quick hill climb (swapping two cards while the total rises) gives a total
some placement reaches; the search places the kinds one at a time and drops every partial
placement whose decided points plus an upper bound of the rest cannot reach it; every
complete placement reaching the best total is scored exactly by `totals.Totals` (which is
`scoring.score_total`). Among equally good placements, the one that moves the fewest cards
wins, then the first in the order the printed numpy search (removed) enumerated them, so
that the published game's arrangements are those it always had
(tests/naishi/test_arrange_answers.py).

This module may import only the engine and this game's `arrange_tables`, `cards`, `scoring`
and `totals`.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ...engine import Message, check_lang
from ...engine.errors import VariantError
from ...engine.i18n import join_sentences
from .arrange_tables import Search, climbed, kind_best, kind_value, totals_symmetric
from .cards import Card
from .scoring import (
    DEFAULT_RULES,
    SCORE_PAD,
    Breakdown,
    Position,
    ScoringRules,
    name,
    score,
    where,
)
from .totals import totals_for


def placement_count(counts: tuple[int, ...]) -> int:
    """How many distinct placements of classes of these sizes (summing to 10) there are up
    to the left-right mirror: half of all placements plus half of those that are their own
    mirror image."""
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


@dataclass(frozen=True)
class _Found:
    total: int
    cards: tuple[Card, ...]
    kept: int
    placements: int


def _search(cards: tuple[Card, ...], rules: ScoringRules) -> _Found:
    """The best placement of `cards` under the content in force, searched on the tables
    compiled from its card patterns (`arrange_tables`). `VariantError` where those tables do
    not bound a Ninja's copy (a copiable kind with a set pattern)."""
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
    placements, the one that moves the fewest cards wins. The search runs on the tables
    compiled from the card patterns in force (`arrange_tables`), the published game's and a
    variant's alike, in pure Python (numpy is not needed); `VariantError` for the
    combinations it does not take.
    """
    given = score(line, hand, ninja_copies, rules=rules)
    cards = given.line + given.hand
    found = _search(cards, rules)
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


def forget_tables() -> None:
    """Drop the tables compiled per content that the search reads (`totals_for`'s `Totals`,
    each kind's points by mask and their bounds, the symmetry), so that the next search
    compiles them again, as the first one under a content never searched does (the bench's
    cold `best_arrangement_s`). Nothing else changes: the answers are the same."""
    for cached in (totals_for, kind_value, kind_best, totals_symmetric):
        cached.cache_clear()


__all__ = ["Arrangement", "best_arrangement", "forget_tables", "placement_count"]
