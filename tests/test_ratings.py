"""The Bradley–Terry fit of `explorer.simulate.ratings`: known strengths are recovered from
games drawn with them, at two and at several players, and the intervals cover them."""

from __future__ import annotations

import math

import numpy as np
import pytest

from explorer.simulate.ratings import ELO, fit, ordered

NAMES = ("random", "heuristic", "lookahead", "strong")
#: Log strengths, the first held at 0 as the fit holds it.
TRUE = np.array([0.0, 1.2, 1.7, 2.3])


def drawn(players: int, per_pair: int, seed: int, true: np.ndarray = TRUE
          ) -> list[tuple[list[float], list[float]]]:
    """Round-robin games: for every pair of bots, one seat of the first against the rest of
    the second and the other way round, the winning seat drawn by Luce's choice rule."""
    generator = np.random.default_rng(seed)
    games = []
    for i in range(len(NAMES)):
        for j in range(i + 1, len(NAMES)):
            for k in range(per_pair):
                lone, rest = (i, j) if k % 2 == 0 else (j, i)
                counts = [0.0] * len(NAMES)
                counts[lone], counts[rest] = 1.0, players - 1.0
                weights = np.array(counts) * np.exp(true)
                winner = generator.choice(len(NAMES), p=weights / weights.sum())
                shares = [0.0] * len(NAMES)
                shares[winner] = 1.0
                games.append((counts, shares))
    return games


@pytest.mark.parametrize("players", [2, 4])
def test_known_strengths_are_recovered_within_their_intervals(players: int) -> None:
    ratings = fit(drawn(players, 600, seed=players), NAMES)
    for name, theta in zip(NAMES, TRUE, strict=True):
        low, high = ratings.interval(name)
        assert low <= theta * ELO <= high, (name, low, theta * ELO, high)
        assert abs(ratings.elo(name) - theta * ELO) < 60, name
    for high, low in zip(NAMES[1:], NAMES[:-1], strict=True):
        value, bottom, _ = ratings.difference(high, low)
        assert bottom > 0, (high, low, value, bottom)


def test_the_intervals_cover_about_95_percent() -> None:
    """Over 100 small fits, the 95 % interval of the top two bots' difference misses the
    truth about 5 times (at most 12: a 1-in-1,000 slip for a true 5 %)."""
    truth = (TRUE[3] - TRUE[2]) * ELO
    missed = 0
    for seed in range(100):
        _, low, high = fit(drawn(2, 60, seed=100 + seed), NAMES).difference("strong", "lookahead")
        missed += not low <= truth <= high
    assert missed <= 12


def test_a_bot_that_never_wins_gets_a_finite_rating() -> None:
    games = [([1.0, 1.0], [0.0, 1.0])] * 50  # the heuristic wins every game
    ratings = fit(games, ("random", "heuristic"))
    value, low, high = ratings.difference("random", "heuristic")
    assert math.isfinite(low) and math.isfinite(high) and low <= value <= high < 0


def test_the_ladder_keeps_tiers_measurably_above_the_one_below() -> None:
    steps = ordered(fit(drawn(2, 600, seed=2), NAMES))
    assert [(s.above, s.below, s.kept) for s in steps] == [
        ("heuristic", "random", True), ("lookahead", "heuristic", True),
        ("strong", "lookahead", True)]


def test_a_tier_level_with_the_one_below_is_removed_and_the_next_compared_past_it() -> None:
    """The lookahead drawn exactly as strong as the heuristic: it leaves the ladder, and the
    strong bot's step is measured from the heuristic."""
    level = np.array([0.0, 1.2, 1.2, 2.3])
    ratings = fit(drawn(4, 600, seed=4, true=level), NAMES)
    steps = ordered(ratings)
    assert [(s.above, s.below, s.kept) for s in steps] == [
        ("heuristic", "random", True), ("lookahead", "heuristic", False),
        ("strong", "heuristic", True)]
    assert (steps[2].value, steps[2].low, steps[2].high) == ratings.difference(
        "strong", "heuristic")
