"""The best arrangement runs in pure Python: with numpy missing (as in a JupyterLite tab
offline) it finds the same arrangement, on two of the 13 hardest sets the deck allows and on
the bench's hard sets.

"Hardest": the sets with the most distinct placements for the search to cover (every one of
the 13 has ten different types: 1,814,400 placements up to the mirror), ties broken by the
most Ninjas (whose copies are scored per placement). `explorer.games.naishi.bench` times the
search on the bench's hard sets (its worst: two Ninjas). tests/naishi/test_arrange_answers.py
checks the 13 hardest sets' arrangements under each scoring option.
"""

from __future__ import annotations

import itertools
import sys
from functools import lru_cache

import pytest

from explorer.games.naishi.arrange import Arrangement, best_arrangement, placement_count
from explorer.games.naishi.bench import HARD_SETS
from explorer.games.naishi.cards import PRINTED, Card
from explorer.games.naishi.scoring import parse_grid


@lru_cache(maxsize=1)
def hardest(count: int = 13) -> tuple[tuple[Card, ...], ...]:
    """Only sets of ten different types reach 10!/2 placements (a repeated type, or two filler
    cards grouped, halves it at least): of those, the most Ninjas first, then in `Card` order
    of the types left out."""
    fillers = {Card.MOUNTAIN, Card.RONIN}

    def shape(cards: tuple[Card, ...]) -> tuple[int, ...]:
        grouped = sum(1 for c in cards if c in fillers)
        return (1,) * (10 - grouped) + ((grouped,) if grouped else ())

    ranked = sorted(itertools.combinations(PRINTED, 10),
                    key=lambda cards: (-placement_count(shape(cards)),
                                       -cards.count(Card.NINJA), cards))
    return tuple(ranked[:count])


def without_numpy(cards: tuple[Card, ...], monkeypatch: pytest.MonkeyPatch) -> Arrangement:
    with monkeypatch.context() as patch:
        patch.setitem(sys.modules, "numpy", None)  # any import of numpy fails
        return best_arrangement(cards[:5], cards[5:])


def test_the_hardest_sets_are_the_largest_searches() -> None:
    sets = hardest()
    assert len(sets) == 13 == len(set(sets))
    for cards in sets:
        assert len(cards) == 10 == len(set(cards))
    assert all(Card.NINJA in cards for cards in sets)


def test_same_arrangement_without_numpy(monkeypatch: pytest.MonkeyPatch) -> None:
    sets = [*hardest()[:2], *(parse_grid(s[:5], s[5:]) for s in HARD_SETS)]
    for cards in sets:
        assert without_numpy(tuple(cards), monkeypatch) == best_arrangement(cards[:5],
                                                                            cards[5:]), cards
