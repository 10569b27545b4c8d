"""Statistics that do not mislead a design class (issue 37): replication on an independent
block of games, intervals adjusted for the number of figures shown together, an until-sure
mode whose stopping keeps its coverage, and how many games a change of a given size needs.

- **Replication.** A run's games are split into two blocks by game index (the first half of
  the games kept, the second half): every game's seed is derived from the base seed and its
  own index (`game_seed`), so the two blocks share no game and no seed. A figure is called a
  difference (`Verdict.CONFIRMED`) only when the intervals of both blocks exclude 0 on the
  same side; when only one does, or only the pooled interval does, it is "not confirmed:
  replicate" (`Verdict.REPLICATE`), shown with both blocks' intervals.
- **Several figures together.** `m` intervals shown together are Bonferroni-adjusted: each at
  level `1 - (1 - 0.95) / m`, so that all `m` cover their true values together at least 95 %
  of the time (`bonferroni`). Unadjusted, about `m × 5 %` of them would exclude 0 by chance
  (`chance_misses`).
- **Until sure.** `until_sure` plays block after block until every interval's half-width is at
  most the precision or the cap is reached. Its intervals are a confidence sequence, Robbins'
  normal mixture in its asymptotic form (Waudby-Smith, Arbour, Sinha, Kennedy and Ramdas,
  "Time-uniform central limit theory", 2021): it covers the true value at every number of
  games at once, so stopping when it looks narrow enough keeps the stated coverage.
- **Games needed.** `games_needed(spread, effect)`: the games per side for a paired change of
  size `effect` to be confirmed (both blocks) with probability `power`, from the observed
  standard deviation of the paired differences.

This module imports only the standard library and `explorer.simulate.arrays` (numpy where it
can be imported, plain-Python arrays otherwise).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from statistics import NormalDist
from typing import TYPE_CHECKING, Any

from . import arrays as _arrays

if TYPE_CHECKING:
    import numpy as np
else:
    # numpy where it can be imported, plain-Python arrays otherwise (the offline site):
    # chosen by the first simulation, so `import explorer` needs no numpy.
    np = _arrays.backend

__all__ = ["LEVEL", "Judged", "Verdict", "bonferroni", "chance_misses", "games_needed",
           "mixture_half_width", "mixture_rho", "split", "until_sure", "verdict", "z_of"]

#: The coverage every figure states: 95 %.
LEVEL = 0.95


def z_of(level: float) -> float:
    """The two-sided normal quantile of `level` (1.96 at 95 %).

    >>> round(z_of(0.95), 2)
    1.96
    """
    return NormalDist().inv_cdf(0.5 + level / 2)


def bonferroni(m: int, level: float = LEVEL) -> float:
    """The level of each of `m` intervals shown together, so that all hold together at
    `level` (Bonferroni: the misses' probabilities add up to at most `1 - level`).

    >>> round(bonferroni(4), 4)
    0.9875
    """
    return 1 - (1 - level) / max(m, 1)


def chance_misses(m: int, level: float = LEVEL) -> float:
    """How many of `m` unadjusted intervals at `level` exclude the true value by chance, on
    average (0.2 of 4 at 95 %)."""
    return m * (1 - level)


class Verdict(StrEnum):
    """What the two independent blocks of games say about a change."""

    #: Both blocks' intervals exclude 0 on the same side: a difference.
    CONFIRMED = "confirmed"
    #: One block's, or only the pooled, interval excludes 0: play a replication.
    REPLICATE = "replicate"
    #: No interval excludes 0: no change found at this number of games.
    NONE = "none"
    #: A block has fewer than two games: nothing can be said.
    NO_GAMES = "no_games"


@dataclass(frozen=True)
class Judged:
    """A figure shown among others: its estimate over every game (`value`), over each of the
    two blocks (`first`, `second`), all at the same adjusted level, and the verdict. Each
    estimate is any object with `value`, `low`, `high` and `n` (an `Estimate`)."""

    value: Any
    first: Any
    second: Any
    verdict: Verdict

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: the three estimates' `to_dict()` and the verdict's name."""
        return {"value": self.value.to_dict(), "first": self.first.to_dict(),
                "second": self.second.to_dict(), "verdict": str(self.verdict)}


def _side(e: Any) -> int:
    """1 above 0, -1 below, 0 when the interval holds 0 (or is undefined)."""
    if e.n < 2 or not (math.isfinite(e.low) and math.isfinite(e.high)):
        return 0
    return 1 if e.low > 0 else -1 if e.high < 0 else 0


def verdict(pooled: Any, first: Any, second: Any) -> Verdict:
    """The verdict of a figure from its pooled interval and its two blocks' intervals."""
    if first.n < 2 or second.n < 2:
        return Verdict.NO_GAMES
    a, b = _side(first), _side(second)
    if a != 0 and a == b:
        return Verdict.CONFIRMED
    if a or b or _side(pooled):
        return Verdict.REPLICATE
    return Verdict.NONE


def split(n: int) -> tuple[slice, slice]:
    """The two blocks of `n` games ordered by game index: the first half, the second."""
    return slice(0, n // 2), slice(n // 2, n)


def games_needed(spread: float, effect: float, *, level: float = LEVEL, power: float = 0.8,
                 figures: int = 1) -> int:
    """Games per side for a paired change of size `effect` (in the units of `spread`, the
    standard deviation of one game's paired difference) to be confirmed with probability
    `power`: each of the two blocks must exclude 0 at the level of `figures` intervals
    shown together, so each block needs power `sqrt(power)`.

    >>> games_needed(0.5, 0.05)
    2062
    """
    if not (effect > 0 and spread > 0 and math.isfinite(spread)):
        raise ValueError("the effect and the spread must be positive numbers")
    z = z_of(bonferroni(figures, level)) + NormalDist().inv_cdf(math.sqrt(power))
    return 2 * math.ceil((z * spread / effect) ** 2)


def mixture_rho(t_star: float, level: float = LEVEL) -> float:
    """The mixture's spread, chosen (before any game) so that the sequence is narrowest at
    `t_star` games."""
    a = 1 - level
    return math.sqrt((-2 * math.log(a) + math.log(-2 * math.log(a) + 1)) / t_star)


def mixture_half_width(spread: float, n: int, level: float = LEVEL, *,
                       t_star: float) -> float:
    """The half-width of the asymptotic normal-mixture confidence sequence after `n`
    observations of standard deviation `spread`: valid at every `n` at once."""
    if n < 2:
        return math.inf
    r2 = mixture_rho(t_star, level) ** 2
    return spread * math.sqrt(2 * (n * r2 + 1) / (n * n * r2)
                              * math.log(math.sqrt(n * r2 + 1) / (1 - level)))


def until_sure(more: Callable[[int, int], Any], *, block: int, precision: float,
               max_games: int, level: float = LEVEL, t_star: float | None = None,
               ) -> tuple[np.ndarray, bool]:
    """Values of games in blocks (`more(first, n)` gives the values, one row per game and one
    column per figure, of games `first` to `first + n - 1`, fewer if it was stopped) until
    every column's confidence-sequence half-width is at most `precision` or `max_games`
    games are played. Returns every row and whether the precision was reached."""
    t_star = t_star if t_star is not None else default_t_star(precision, block, max_games)
    rows: list[np.ndarray] = []
    played = 0
    while played < max_games:
        n = min(block, max_games - played)
        got = np.asarray(more(played, n), dtype=float)
        rows.append(got.reshape(len(got), -1))
        played += n
        values = np.concatenate(rows)
        if len(got) < n:  # stopped (Ctrl-C): what was played is the answer
            break
        if _widest(values, level, t_star) <= precision:
            return values, True
    values = np.concatenate(rows) if rows else np.zeros((0, 1))
    return values, bool(len(values)) and _widest(values, level, t_star) <= precision


def default_t_star(precision: float, block: int, max_games: int) -> float:
    """The number of games the sequence is tuned for: those a share difference of spread 0.5
    needs for a fixed 95 % interval of half-width `precision`, within `[block, max_games]`."""
    return float(min(max(block, (z_of(LEVEL) * 0.5 / precision) ** 2), max(block, max_games)))


def _widest(values: np.ndarray, level: float, t_star: float) -> float:
    n = len(values)
    if n < 2:
        return math.inf
    spreads = values.std(axis=0, ddof=1)
    return max(mixture_half_width(float(s), n, level, t_star=t_star) for s in spreads)
