"""The best arrangement under a variant's content (`arrange_tables`, the search on the tables
compiled from the card patterns): new kinds and changed numbers are searched, not refused.

The found arrangement's total is the readable scorer's for its cards, at least that of a few
hundred random arrangements of the same cards, and equal to an exhaustive oracle (every
distinct arrangement scored) on small sets; a variant whose cards score as printed gets the
published game's arrangement (tests/naishi/test_arrange_answers.py holds the published
game's)."""

from __future__ import annotations

import copy
import dataclasses
import itertools
import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

import pytest

from explorer import Variant, VariantError
from explorer.games.naishi import Card, ScoringRules, arrange, best_arrangement
from explorer.games.naishi.arrange_tables import Search, symmetric
from explorer.games.naishi.cards import DEVELOPMENT_DECK
from explorer.games.naishi.scoring import DEFAULT_RULES, score_total
from explorer.games.naishi.totals import totals_for
from explorer.simulate.questions import CLASS_QUESTIONS

GARDENER = CLASS_QUESTIONS["gardener"].data
#: Changed numbers (a copying Ninja scores 2 more) and a Ninja that copies in its own row.
NUMBERS = {"content": {"ninja_bonus": 2}}
ROW_NINJA = {"content": {"ninja_copies": "row"}}


def rules_of(data: Mapping[str, Any] | None) -> ScoringRules:
    rules: ScoringRules = Variant.from_dict("naishi", dict(data or {})).options.scoring
    return rules


def deck_of(rules: ScoringRules) -> list[Card]:
    """The Development cards in force, new kinds included, and two Mountains."""
    extra = [kind.card for kind in rules.content.kinds for _ in range(kind.copies)]
    return list(DEVELOPMENT_DECK) + extra + [Card.MOUNTAIN] * 4


def exhaustive(chosen: list[Card], rules: ScoringRules) -> int:
    """The oracle: the best total over every arrangement of the `chosen` cards among
    Mountains."""
    best = None
    for cells in itertools.permutations(range(10), len(chosen)):
        grid = [Card.MOUNTAIN] * 10
        for cell, card in zip(cells, chosen, strict=True):
            grid[cell] = card
        total = score_total(tuple(grid), rules)
        best = total if best is None else max(best, total)
    assert best is not None
    return best


@pytest.mark.parametrize("data", [GARDENER, NUMBERS, ROW_NINJA],
                         ids=["gardener", "ninja_bonus", "row_ninja"])
def test_the_found_arrangement_beats_random_ones(data: Mapping[str, Any]) -> None:
    rules = rules_of(data)
    rng = random.Random(7)
    deck = deck_of(rules)
    for _ in range(2):
        cards = tuple(rng.sample(deck, 10))
        found = best_arrangement(cards[:5], cards[5:], rules=rules)
        assert Counter(found.line + found.hand) == Counter(cards)
        assert found.breakdown.total == score_total(found.line + found.hand, rules)
        for _ in range(150):
            shuffled = list(cards)
            rng.shuffle(shuffled)
            assert score_total(tuple(shuffled), rules) <= found.breakdown.total


@pytest.mark.parametrize("data", [GARDENER, NUMBERS, ROW_NINJA],
                         ids=["gardener", "ninja_bonus", "row_ninja"])
def test_the_found_arrangement_is_the_exhaustive_oracle_on_small_sets(
        data: Mapping[str, Any]) -> None:
    rules = rules_of(data)
    rng = random.Random(11)
    kinds = sorted(set(deck_of(rules)) - {Card.MOUNTAIN}, key=list(Card).index)
    for _ in range(2):
        # A Ninja and three kinds among six Mountains: 5,040 arrangements, each scored.
        chosen = [Card.NINJA, *rng.sample([k for k in kinds if k is not Card.NINJA], 3)]
        if rules.content.kinds and rules.content.kinds[0].card not in chosen:
            chosen[1] = rules.content.kinds[0].card
        cards = tuple(chosen) + (Card.MOUNTAIN,) * 6
        found = best_arrangement(cards[:5], cards[5:], rules=rules)
        assert found.breakdown.total == exhaustive(chosen, rules), cards


def test_the_gardener_goes_to_a_corner_beside_a_rice_field() -> None:
    rules = rules_of(GARDENER)
    gardener = rules.content.kinds[0].card
    cards = (Card.MOUNTAIN, Card.MOUNTAIN, gardener) + (Card.MOUNTAIN,) * 6 + (Card.RICE_FIELD,)
    found = best_arrangement(cards[:5], cards[5:], rules=rules)
    grid = found.line + found.hand
    cell = grid.index(gardener)
    assert cell in (0, 4, 5, 9)
    assert grid[cell + 1 if cell % 5 == 0 else cell - 1] is Card.RICE_FIELD \
        or grid[(cell + 5) % 10] is Card.RICE_FIELD
    assert found.gain == found.breakdown.total - found.given.total > 0


def test_a_variant_that_scores_as_printed_gets_the_published_arrangement() -> None:
    # Class question 6 changes the Decree's uses, no card's scoring.
    rules = rules_of(CLASS_QUESTIONS["decree_per_player"].data)
    assert rules.content != DEFAULT_RULES.content
    assert totals_for(rules).tables == totals_for(DEFAULT_RULES).tables
    cards = tuple(random.Random(2).sample(deck_of(rules), 10))
    found, printed = (best_arrangement(cards[:5], cards[5:], rules=rules),
                      best_arrangement(cards[:5], cards[5:]))
    assert (found.line, found.hand, found.gain, found.placements) == (
        printed.line, printed.hand, printed.gain, printed.placements)


def test_mirror_pruning_only_on_symmetric_tables() -> None:
    assert symmetric(totals_for(DEFAULT_RULES).tables)
    lopsided = rules_of({"content": {"kinds": [{
        "id": "Lefty", "names": {"en": "Lefty", "ja": "左利き"}, "copies": 2,
        "family": "start", "mark": "L",
        "scoring": [{"pattern": "position", "points": [9, 0, 0, 0, 0, 0, 0, 0, 0, 0]}]}]}})
    tables = totals_for(lopsided).tables
    assert not symmetric(tables)
    lefty = lopsided.content.kinds[0].card
    cards = (Card.MOUNTAIN,) * 4 + (lefty,) + (Card.MOUNTAIN,) * 5
    search = Search(totals_for(lopsided), cards)
    assert not search.mirror
    found = best_arrangement(cards[:5], cards[5:], rules=lopsided)
    assert found.line[0] is lefty


def test_a_reading_its_tables_do_not_hold_is_searched_too() -> None:
    # A11's "only a lone Sentinel has the Fort bonus" reading with a variant's Ninja bonus.
    rules = rules_of({"content": {"ninja_bonus": 1},
                      "options": {"sentinel_fort_bonus": "only_alone"}})
    assert rules.lone_forts
    rng = random.Random(3)
    for chosen in ([Card.NINJA, Card.SENTINEL, Card.SENTINEL, Card.FORT],
                   [Card.NINJA, Card.SENTINEL, Card.FORT, Card.ADVISOR]):
        cards = tuple(chosen) + (Card.MOUNTAIN,) * 6
        found = best_arrangement(cards[:5], cards[5:], rules=rules)
        assert found.breakdown.total == exhaustive(chosen, rules), chosen
    cards = tuple(rng.sample(deck_of(rules), 10))
    found = best_arrangement(cards[:5], cards[5:], rules=rules)
    for _ in range(100):
        shuffled = list(cards)
        rng.shuffle(shuffled)
        assert score_total(tuple(shuffled), rules) <= found.breakdown.total


def test_a_copy_the_bounds_do_not_hold_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    # No variant gives a copiable character a set pattern today: the tables are made to say so.
    rules = rules_of(NUMBERS)
    fake = copy.copy(totals_for(rules))
    fake.tables = dataclasses.replace(fake.tables, separate=False)
    monkeypatch.setattr(arrange, "totals_for", lambda _: fake)
    with pytest.raises(VariantError, match="set"):
        best_arrangement(["Ninja", "Advisor"] + ["Mountain"] * 3, ["Mountain"] * 5,
                         rules=rules)
