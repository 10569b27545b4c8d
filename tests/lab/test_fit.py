"""`explorer.simulate.fit`, the design lab's points-per-card fit: with counts that always sum to
the same number (Naishi's ten cards a territory) no constant is fitted beside them, so each
coefficient is that card's own worth; otherwise a constant is fitted and not reported; the
intervals cover the true values at about the stated rate; columns that cannot be told apart are
named."""

from __future__ import annotations

import numpy as np
import pytest

from explorer.simulate import fit


def _territories(rows: int, seed: int) -> np.ndarray:
    """Counts of 4 card kinds over 10 cards, as in a Naishi territory."""
    rng = np.random.default_rng(seed)
    return rng.multinomial(10, [0.4, 0.3, 0.2, 0.1], size=rows).astype(float)


def test_counts_with_a_fixed_total_get_their_own_worth_not_a_shifted_one() -> None:
    counts = _territories(400, 1)
    worth = np.array([1.0, 4.0, -2.0, 6.0])
    scores = counts @ worth + np.random.default_rng(2).normal(0, 1.0, 400)
    found = fit({f"k{i}": counts[:, i] for i in range(4)}, scores)
    assert list(found) == ["k0", "k1", "k2", "k3"]
    for i, estimate in enumerate(found.values()):
        assert estimate.low < worth[i] < estimate.high
        assert abs(estimate.value - worth[i]) < 0.2 and estimate.n == 400


def test_free_columns_get_a_constant_beside_them() -> None:
    rng = np.random.default_rng(3)
    picks = rng.integers(0, 5, size=(300, 2)).astype(float)
    share = 0.3 + 0.05 * picks[:, 0] - 0.02 * picks[:, 1] + rng.normal(0, 0.01, 300)
    found = fit({"a": picks[:, 0], "b": picks[:, 1]}, share)
    assert set(found) == {"a", "b"}
    assert abs(found["a"].value - 0.05) < 0.005 and abs(found["b"].value + 0.02) < 0.005


def test_the_intervals_cover_the_truth_about_95_times_in_100() -> None:
    covered = 0
    for seed in range(200):
        counts = _territories(60, 100 + seed)
        noise = np.random.default_rng(900 + seed).normal(0, 2.0, 60)
        scores = counts @ np.array([2.0, 1.0, 0.0, 3.0]) + noise
        k1 = fit({f"k{i}": counts[:, i] for i in range(4)}, scores)["k1"]
        covered += k1.low < 1.0 < k1.high
    assert 180 <= covered <= 199


def test_columns_that_cannot_be_told_apart_are_named() -> None:
    a = np.arange(10.0)
    with pytest.raises(ValueError, match="a, twice_a"):
        fit({"a": a, "twice_a": 2 * a, "other": (a % 3)}, a)
    with pytest.raises(ValueError, match="rows"):
        fit({"a": a}, a[:5])
