"""The best-arrangement search (rules spec naishi §12)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import pytest

from explorer.games.naishi.arrange import best_arrangement, forget_tables
from explorer.games.naishi.cards import Card
from explorer.games.naishi.scoring import (
    DEFAULT_RULES,
    HorsemanBonus,
    ScoringRules,
    SentinelFortBonus,
    score,
)
from explorer.games.naishi.totals import totals_for
from tests.naishi.test_scoring import ABBREVIATIONS

NJ = Card.NINJA


def cards(text: str) -> list[Card]:
    return [ABBREVIATIONS[word] for word in text.split()]


def distinct_permutations(items: list[Card]) -> Iterator[tuple[Card, ...]]:
    counts = Counter(items)
    kinds = sorted(counts)
    out: list[Card] = []

    def walk() -> Iterator[tuple[Card, ...]]:
        if len(out) == len(items):
            yield tuple(out)
            return
        for kind in kinds:
            if counts[kind]:
                counts[kind] -= 1
                out.append(kind)
                yield from walk()
                out.pop()
                counts[kind] += 1

    return walk()


def brute_force_best(items: list[Card], rules: ScoringRules = DEFAULT_RULES) -> int:
    return max(score(p[:5], p[5:], rules=rules).total for p in distinct_permutations(items))


BRUTE_CASES = [
    "M M M M M N A S F RF",
    "M M M M M M NJ NJ A N",
    "M M M M S S NJ F F T",
    "M M M M M H B B MO T",
    "M M M M RF RF RF RF RF NJ",
    "M M M S S S NJ NJ F F",
    "M M M T T T RF RF A N",
    "M M M M NJ NJ S A MO T",
    "M M M NJ NJ NJ N A M M",
]


class TestBestArrangement:
    @pytest.mark.parametrize("text", BRUTE_CASES)
    def test_matches_brute_force(self, text: str) -> None:
        items = cards(text)
        found = best_arrangement(items[:5], items[5:])
        assert found.breakdown.total == brute_force_best(items)
        assert Counter(found.line + found.hand) == Counter(items)
        assert found.breakdown == score(found.line, found.hand)

    @pytest.mark.parametrize("text", ["M M M S S S NJ NJ F F", "M M M M S S NJ F F T",
                                      "M M M M M S S F F A"])
    def test_sentinel_option_matches_brute_force(self, text: str) -> None:
        items = cards(text)
        rules = ScoringRules(sentinel_fort_bonus=SentinelFortBonus.ONLY_ALONE)
        found = best_arrangement(items[:5], items[5:], rules=rules)
        assert found.breakdown.total == brute_force_best(items, rules)
        assert found.breakdown == score(found.line, found.hand, rules=rules)

    def test_horseman_option_passes_through(self) -> None:
        items = cards("M M M M M H H B MO T")
        rules = ScoringRules(horseman_bonus=HorsemanBonus.REPLACES)
        found = best_arrangement(items[:5], items[5:], rules=rules)
        assert found.breakdown.total == brute_force_best(items, rules)
        assert found.breakdown.rules == rules

    def test_gain_moved_and_best_already(self) -> None:
        items = cards("F S A B RF F M N RF RF")
        found = best_arrangement(items[:5], items[5:])
        assert found.given.total == 62
        assert found.gain == found.breakdown.total - 62 > 0
        grid = items
        assert found.moved == tuple(
            divmod(c, 5) for c in range(10) if (found.line + found.hand)[c] is not grid[c])
        again = best_arrangement(found.line, found.hand)
        assert again.gain == 0 and again.moved == ()
        assert again.explain("en")[0].startswith("This arrangement is already the best")
        assert again.explain("ja")[0].startswith("この並べ方がすでに最善です")
        # The mirror image of an optimum is an optimum too: nothing needs to move.
        mirrored = best_arrangement(found.line[::-1], found.hand[::-1])
        assert mirrored.gain == 0 and mirrored.moved == ()

    def test_forgetting_the_tables_compiles_them_again_with_the_same_answer(self) -> None:
        # The bench's cold `best_arrangement_s` drops the tables before each hard set.
        items = cards("NJ NJ N A S MO H F B T")
        found = best_arrangement(items[:5], items[5:])
        compiled = totals_for(DEFAULT_RULES)
        forget_tables()
        assert totals_for.cache_info().currsize == 0
        again = best_arrangement(items[:5], items[5:])
        assert totals_for(DEFAULT_RULES) is not compiled
        assert again == found

    def test_given_copies_count_for_the_gain(self) -> None:
        items = cards("M NJ N M M A M M M M")
        poor = best_arrangement(items[:5], items[5:], {(0, 1): "Advisor"})
        assert poor.given.ninja_copies == {(0, 1): Card.ADVISOR}
        assert poor.gain == poor.breakdown.total - poor.given.total
        assert poor.breakdown.total == brute_force_best(items)

    def test_explain_both_languages(self) -> None:
        items = cards("N A S MO H R NJ F B T")
        found = best_arrangement(items[:5], items[5:])
        en, ja = found.explain("en"), found.explain("ja")
        assert en[0] == (f"The best arrangement scores {found.breakdown.total} instead of "
                         f"{found.given.total} (+{found.gain}), moving {len(found.moved)} cards.")
        assert ja[0].startswith(f"最善の並べ方は{found.breakdown.total}点です")
        assert any(s.startswith("Naishi: 0 → 12 (+12). Now: Naishi in line column 3") for s in en)
        assert any(s.startswith("内侍: 0点 → 12点(+12)。並べ替え後: 場の3列目の内侍") for s in ja)
        assert any("Ninja in" in s and "copies the" in s for s in en)
        assert len(en) == len(ja)

    def test_filler_cards_stay_in_place(self) -> None:
        # Mountains and the Ronin change nothing where they are: the best grid keeps them.
        items = cards("M R M M N M M M A M")
        found = best_arrangement(items[:5], items[5:])
        grid = found.line + found.hand
        kept_fillers = [c for c in range(10)
                        if items[c] in (Card.MOUNTAIN, Card.RONIN) and grid[c] is items[c]]
        assert len(found.moved) <= 4
        assert len(kept_fillers) >= 6
