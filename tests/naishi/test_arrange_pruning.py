"""The pruned best-arrangement search finds exactly what a search from no known total finds.

`best_arrangement` drops partial placements that cannot reach a total already known to be
reachable (the hill climb's); these tests run the search from that total, from the given
grid's and from none beside each other on random ten-card sets and require the same total,
grid and kept count, and check `placement_count` against placements enumerated one by one.
"""

from __future__ import annotations

import random

import pytest

from explorer.games.naishi.arrange import placement_count
from explorer.games.naishi.arrange_tables import MIRROR, Search, climbed, subsets
from explorer.games.naishi.bench import HARD_SETS
from explorer.games.naishi.cards import DEVELOPMENT_DECK, Card
from explorer.games.naishi.scoring import (
    DEFAULT_RULES,
    HorsemanBonus,
    ScoringRules,
    SentinelFortBonus,
    parse_grid,
    score_total,
)
from explorer.games.naishi.totals import totals_for

RULES = {
    "default": DEFAULT_RULES,
    "horseman-replaces": ScoringRules(horseman_bonus=HorsemanBonus.REPLACES),
    "lone-forts": ScoringRules(sentinel_fort_bonus=SentinelFortBonus.ONLY_ALONE),
}


def random_sets(count: int, seed: int, mountains: int = 2) -> list[tuple[Card, ...]]:
    """Ten-card sets drawn from the Development cards and some Mountains (few Mountains: the
    hard sets for the search), Ninjas included."""
    rng = random.Random(seed)
    deck = list(DEVELOPMENT_DECK) + [Card.MOUNTAIN] * mountains
    return [tuple(rng.sample(deck, 10)) for _ in range(count)]


def searches(cards: tuple[Card, ...], rules: ScoringRules) -> list[object]:
    """The search from the hill climb's total (as `best_arrangement` runs it), from the given
    grid's total and from no total at all."""
    totals = totals_for(rules)
    floors = [climbed(totals, cards), score_total(cards, rules), -(1 << 30)]
    return [Search(totals, cards).run(floor) for floor in floors]


def every_placement(sizes: tuple[int, ...], free: int = 1023) -> list[tuple[int, ...]]:
    """Every placement of classes of these sizes on the `free` cells: one cell mask a class."""
    if not sizes:
        return [()]
    return [(mask, *rest) for mask in subsets(free, sizes[0])
            for rest in every_placement(sizes[1:], free ^ mask)]


@pytest.mark.parametrize("sizes", [(5, 5), (4, 3, 3), (3, 1, 1, 1, 4), (2, 2, 2, 4)])
def test_placement_count_is_the_placements_up_to_the_mirror(sizes: tuple[int, ...]) -> None:
    seen = {min(masks, tuple(MIRROR[m] for m in masks)) for masks in every_placement(sizes)}
    assert placement_count(sizes) == len(seen)


@pytest.mark.parametrize("rules", list(RULES.values()), ids=list(RULES))
def test_pruned_search_finds_the_same_placement(rules: ScoringRules) -> None:
    sets = random_sets(12, seed=1) + [parse_grid(s[:5], s[5:]) for s in HARD_SETS[:3]]
    for cards in sets:
        first, *others = searches(tuple(cards), rules)
        assert all(other == first for other in others), cards
