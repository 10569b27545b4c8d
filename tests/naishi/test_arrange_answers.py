"""The search on the compiled tables gives the published game the arrangements the printed
numpy search gave (rules spec naishi §12): the same best total and, among equally good
placements, the same one (fewest cards moved, then the first in `placements` order).

`arrangements_published.json` holds, for the benchmark's hard sets, 200 realistic
territories (`random_grids(36, ...)`) and 60 unrealistic ones with at most two Ninjas
(`random_grids(37, ..., realistic=False)`), the given cards, the best arrangement's cards
(Line then Hand) and its total, as the numpy search answered them before it was removed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from explorer.games.naishi.arrange import _search_compiled
from explorer.games.naishi.cards import Card
from explorer.games.naishi.scoring import DEFAULT_RULES

ANSWERS = json.loads((Path(__file__).parent / "arrangements_published.json").read_text())


def test_the_answers_cover_hard_and_random_sets() -> None:
    assert len(ANSWERS) == 266
    assert sum(1 for given, _, _ in ANSWERS if given.split().count("Ninja") == 2) >= 20
    assert sum(1 for given, best, _ in ANSWERS if given != best) >= 200


@pytest.mark.parametrize("start", range(0, 266, 38))
def test_the_same_arrangement_as_the_numpy_search(start: int) -> None:
    for given, best, total in ANSWERS[start:start + 38]:
        cards = tuple(Card(name) for name in given.split())
        found = _search_compiled(cards, DEFAULT_RULES)
        assert (found.total, " ".join(card.value for card in found.cards)) == (total, best), (
            given)
