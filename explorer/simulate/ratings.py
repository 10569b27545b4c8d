"""Bradley–Terry ratings of bots from whole games, with standard errors.

A game of any player count is read as one choice among its seats (Luce's choice axiom, the
Bradley–Terry model's many-player form): each bot has a strength `exp(theta)`, and a seat wins
with the probability of its bot's strength over the sum of the strengths of every seat. With two
players this is the Bradley–Terry model itself. A tie shares the win (each of k winners 1/k).
The log-likelihood is concave; `fit` maximizes it by Newton's method with the first bot's
`theta` held at 0, and the standard errors come from the inverse of the observed information.
One virtual drawn game between every pair of bots that met (half a win each) keeps the ratings
finite when a bot never wins (a light prior, as in Hunter 2004's MM practice); its pull is one
game against the real ones.

`ordered` applies the ladder's rule (issue 37): a tier stays on the ladder only when it is
measurably above the highest tier kept below it (the 95 % interval of the difference above 0).

Ratings are printed on the Elo scale (`ELO` points per unit of `theta`: 400 points is a
10-to-1 strength ratio).

This module may import numpy and the standard library only.

>>> games = [((1, 1), (1.0, 0.0))] * 30 + [((1, 1), (0.0, 1.0))] * 10
>>> r = fit(games, ("b", "a"))
>>> round(r.elo("a") - r.elo("b"))  # ELO * log(10.5 / 30.5): 10 wins to 30, and the draw
-185
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

#: Elo points per unit of log strength: 400 points multiply the odds by 10.
ELO = 400 / math.log(10)
#: The normal quantile of a two-sided 95 % interval.
Z95 = 1.959963984540054

#: One game: how many seats each bot held, and each bot's share of the win (summing to 1).
Game = tuple[Sequence[float], Sequence[float]]


@dataclass(frozen=True)
class Ratings:
    """Fitted log strengths `theta` (the first bot's 0) with their covariance."""

    names: tuple[str, ...]
    theta: np.ndarray
    covariance: np.ndarray
    games: int

    def _at(self, name: str) -> int:
        return self.names.index(name)

    def elo(self, name: str) -> float:
        """The bot's rating, in Elo points above the first bot's."""
        return float(self.theta[self._at(name)] * ELO)

    def interval(self, name: str, z: float = Z95) -> tuple[float, float]:
        """The rating's interval (95 % by default), in Elo points."""
        half = z * math.sqrt(max(float(self.covariance[self._at(name), self._at(name)]), 0.0))
        return self.elo(name) - half * ELO, self.elo(name) + half * ELO

    def difference(self, high: str, low: str, z: float = Z95) -> tuple[float, float, float]:
        """`high`'s rating less `low`'s, with its interval, in Elo points."""
        i, j = self._at(high), self._at(low)
        c = self.covariance
        spread = math.sqrt(max(float(c[i, i] + c[j, j] - 2 * c[i, j]), 0.0)) * ELO
        value = (float(self.theta[i] - self.theta[j])) * ELO
        return value, value - z * spread, value + z * spread


def _tables(games: Sequence[Game], size: int) -> tuple[np.ndarray, np.ndarray]:
    """The seat counts and win shares as arrays, with one virtual drawn two-player game per
    pair of bots that met in some game."""
    counts = [list(map(float, c)) for c, _ in games]
    shares = [list(map(float, s)) for _, s in games]
    met = {(i, j) for c, _ in games for i in range(size) for j in range(i + 1, size)
           if c[i] > 0 and c[j] > 0}
    for i, j in sorted(met):
        seats = [0.0] * size
        seats[i] = seats[j] = 1.0
        half = [0.0] * size
        half[i] = half[j] = 0.5
        counts.append(seats)
        shares.append(half)
    return np.array(counts), np.array(shares)


def fit(games: Sequence[Game], names: Sequence[str], *, steps: int = 100) -> Ratings:
    """The maximum-likelihood strengths of the bots `names` from `games` (see the module)."""
    size = len(names)
    counts, shares = _tables(games, size)
    theta = np.zeros(size)
    wins = shares.sum(axis=0)
    information = np.eye(size - 1)
    for _ in range(steps):
        weights = counts * np.exp(theta)
        chance = weights / weights.sum(axis=1, keepdims=True)  # each bot's chance to win
        gradient = (wins - chance.sum(axis=0))[1:]
        full = np.diag(chance.sum(axis=0)) - chance.T @ chance
        information = full[1:, 1:]
        step = np.linalg.solve(information, gradient)
        theta[1:] += step
        if float(np.abs(step).max()) < 1e-10:
            break
    covariance = np.zeros((size, size))
    covariance[1:, 1:] = np.linalg.inv(information)
    return Ratings(tuple(names), theta, covariance, len(games))


@dataclass(frozen=True)
class Step:
    """One step of the ladder: `above`'s lead over `below`, the highest tier kept under it,
    in Elo points with its interval; `above` stays on the ladder when the interval lies above
    0."""

    above: str
    below: str
    value: float
    low: float
    high: float

    @property
    def kept(self) -> bool:
        return self.low > 0


def ordered(ratings: Ratings, z: float = Z95) -> list[Step]:
    """Walking up from the first (weakest) bot: each bot's lead over the highest one kept so
    far; a bot whose interval does not lie above 0 is removed from the ladder, and the next is
    compared with the one below it (the ratings themselves are not fitted again)."""
    steps: list[Step] = []
    kept = ratings.names[0]
    for name in ratings.names[1:]:
        step = Step(name, kept, *ratings.difference(name, kept, z))
        steps.append(step)
        if step.kept:
            kept = name
    return steps
