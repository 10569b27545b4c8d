"""The pruned best-arrangement search finds exactly what scoring every placement finds.

`best_arrangement` drops partial placements that cannot reach a total already known to be
reachable; these tests run the exhaustive search (`floor=None`, every row of `placements`) beside
it on many random ten-card sets and require the same total, grid, kept count and placement
count, and check `placements` against the level-by-level construction it replaced.
"""

from __future__ import annotations

import random
from collections import Counter

import numpy as np
import pytest

from explorer.games.naishi.arrange import (
    _climbed_total,
    _search,
    _tables,
    placement_count,
    placements,
)
from explorer.games.naishi.bench import HARD_SETS
from explorer.games.naishi.cards import COPIABLE, DEVELOPMENT_DECK, Card
from explorer.games.naishi.scoring import (
    DEFAULT_RULES,
    HorsemanBonus,
    ScoringRules,
    SentinelFortBonus,
    parse_grid,
    ronin_count,
    ronin_points,
    score_total,
)

RULES = {
    "default": DEFAULT_RULES,
    "horseman-replaces": ScoringRules(horseman_bonus=HorsemanBonus.REPLACES),
    "lone-forts": ScoringRules(sentinel_fort_bonus=SentinelFortBonus.ONLY_ALONE),
}


def column_by_column(counts: tuple[int, ...]) -> np.ndarray:
    """The construction `placements` used before: every column regathered at each level."""
    t = _tables()
    columns: list[np.ndarray] = []
    free = np.array([1023], np.int64)
    undecided = np.ones(1, bool)
    left = 10
    for count in counts:
        local = t.local(left, count)
        new = t.dep[(free[:, None] << 10) + local[None, :]].reshape(-1)
        parent = np.repeat(np.arange(free.size), local.size)
        mirrored = t.mirror[new]
        open_rows = undecided[parent]
        keep = np.flatnonzero(~open_rows | (new <= mirrored))
        undecided = (open_rows & (new == mirrored))[keep]
        parent, new = parent[keep], new[keep]
        columns = [c[parent] for c in columns] + [new]
        free = free[parent] ^ new
        left -= count
    return np.stack(columns)


def random_sets(count: int, seed: int, mountains: int = 2) -> list[tuple[Card, ...]]:
    """Ten-card sets drawn from the Development cards and some Mountains (few Mountains: the
    hard sets for the search), Ninjas included."""
    rng = random.Random(seed)
    deck = list(DEVELOPMENT_DECK) + [Card.MOUNTAIN] * mountains
    return [tuple(rng.sample(deck, 10)) for _ in range(count)]


def searches(cards: tuple[Card, ...], rules: ScoringRules) -> list[object]:
    """The exhaustive search, the pruned one as `best_arrangement` runs it, and the pruned one
    from the weaker floor of the given grid's total."""
    counts = Counter(cards)
    candidates = [c for c in COPIABLE if counts[c]]
    ronin_each = ronin_points(ronin_count(cards), rules)
    return [_search(counts, cards, ronin_each, candidates, rules, floor)
            for floor in (None, _climbed_total(cards, rules), score_total(cards, rules))]


@pytest.mark.parametrize("sizes", [(2, 2, 1, 1, 1, 1, 1, 1), (3, 2, 2, 1, 1, 1), (2,) * 5,
                                   (4, 3, 2, 1), (1, 2, 3, 4), (5, 5), (10,), (1,) * 8 + (2,)])
def test_placements_unchanged(sizes: tuple[int, ...]) -> None:
    assert np.array_equal(placements(sizes), column_by_column(sizes))


def test_placement_count_without_building() -> None:
    shapes = {(1,) * 10, (2, 8), (3, 3, 4), (2, 2, 2, 2, 1, 1), (6, 1, 1, 1, 1)}
    for cards in random_sets(40, seed=7):
        shapes.add(tuple(sorted(Counter(cards).values(), reverse=True)))
    for sizes in shapes:
        placements.cache_clear()
        assert placement_count(sizes) == placements(sizes).shape[1], sizes


@pytest.mark.parametrize("rules", list(RULES.values()), ids=list(RULES))
def test_pruned_search_finds_the_same_placement(rules: ScoringRules) -> None:
    sets = ([parse_grid(s[:5], s[5:]) for s in HARD_SETS[3:]]
            + random_sets(70, seed=11) + random_sets(50, seed=12, mountains=8))
    compared = 0
    for cards in sets:
        if Counter(cards)[Card.NINJA] > 2:
            continue
        exhaustive, *pruned = searches(cards, rules)
        assert pruned == [exhaustive, exhaustive], cards
        compared += 1
    assert compared >= 100
