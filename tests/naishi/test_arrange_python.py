"""The pure-Python best arrangement (used where numpy is missing, as in a JupyterLite tab
offline) finds exactly what the numpy search finds: the same total, grid, cards moved and
placement count, on 300 random ten-card sets, the 13 hardest sets the deck allows and the
bench's hard sets, under each scoring option.

"Hardest": the sets with the most distinct placements for the search to cover (every one of
the 13 has ten different types: 1,814,400 placements up to the mirror), ties broken by the
most Ninjas (whose copies are scored per placement). `explorer.games.naishi.bench` times the
pure-Python search on the bench's hard sets (its worst: two Ninjas).
"""

from __future__ import annotations

import itertools
from collections import Counter
from functools import lru_cache

import pytest

from explorer.games.naishi import arrange
from explorer.games.naishi.arrange import Arrangement, best_arrangement, placement_count
from explorer.games.naishi.bench import HARD_SETS
from explorer.games.naishi.cards import COPIABLE, PRINTED, Card
from explorer.games.naishi.scoring import DEFAULT_RULES, ScoringRules, parse_grid

from .test_arrange_pruning import RULES, random_sets


def search_shape(counts: Counter[Card]) -> tuple[int, ...]:
    """The class sizes the search places (fillers grouped)."""
    return tuple(arrange._shape(counts, [c for c in COPIABLE if counts[c]])[2])


@lru_cache(maxsize=1)
def hardest(count: int = 13) -> tuple[tuple[Card, ...], ...]:
    """Only sets of ten different types reach 10!/2 placements (a repeated type, or two filler
    cards grouped, halves it at least): of those, the most Ninjas first, then in `Card` order
    of the types left out."""
    sets = itertools.combinations(PRINTED, 10)
    ranked = sorted(sets, key=lambda cards: (-placement_count(search_shape(Counter(cards))),
                                             -cards.count(Card.NINJA), cards))
    return tuple(ranked[:count])


def both_ways(cards: tuple[Card, ...], monkeypatch: pytest.MonkeyPatch,
              rules: ScoringRules) -> tuple[Arrangement, Arrangement]:
    with monkeypatch.context() as patch:
        patch.setattr(arrange, "_has_numpy", lambda: True)
        with_numpy = best_arrangement(cards[:5], cards[5:], rules=rules)
    with monkeypatch.context() as patch:
        patch.setattr(arrange, "_has_numpy", lambda: False)
        patch.setattr(arrange, "_search", None)  # the numpy search must not run
        without = best_arrangement(cards[:5], cards[5:], rules=rules)
    return with_numpy, without


def test_the_hardest_sets_are_the_largest_searches() -> None:
    sets = hardest()
    assert len(sets) == 13 == len(set(sets))
    for cards in sets:
        assert len(cards) == 10 == len(set(cards))
        assert placement_count(search_shape(Counter(cards))) == 1_814_400
    assert all(Card.NINJA in cards for cards in sets)


@pytest.mark.parametrize("rules", list(RULES.values()), ids=list(RULES))
def test_same_arrangement_on_the_hardest_sets(rules: ScoringRules,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    sets = [*hardest(), *(parse_grid(s[:5], s[5:]) for s in HARD_SETS)]
    for cards in sets:
        with_numpy, without = both_ways(cards, monkeypatch, rules)
        assert with_numpy == without, cards


def test_same_arrangement_on_300_random_sets(monkeypatch: pytest.MonkeyPatch) -> None:
    sets = random_sets(150, seed=31) + random_sets(150, seed=32, mountains=8)
    rules = list(RULES.values())
    moved = 0
    for i, cards in enumerate(sets):
        with_numpy, without = both_ways(cards, monkeypatch, rules[i % len(rules)])
        assert with_numpy == without, cards
        moved += bool(with_numpy.moved)
    assert moved > 200  # the sets are shuffled: most best grids differ from the given one


def test_three_ninjas_without_numpy(monkeypatch: pytest.MonkeyPatch) -> None:
    ninjas = (Card.NINJA,) * 3
    cards = (*ninjas, Card.NAISHI, Card.ADVISOR, Card.FORT, Card.SENTINEL, Card.MONK,
             Card.MOUNTAIN, Card.TORII)
    with_numpy, without = both_ways(cards, monkeypatch, DEFAULT_RULES)
    assert with_numpy == without


def test_without_numpy_the_numpy_search_is_not_used(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(arrange, "_has_numpy", lambda: False)
    monkeypatch.setattr(arrange, "np", None)  # any use of numpy would fail
    found = best_arrangement(*(lambda c: (c[:5], c[5:]))(random_sets(1, seed=5)[0]))
    assert found.breakdown.total >= found.given.total
