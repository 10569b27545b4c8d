"""Naishi's extra benchmark metrics (run by `python -m explorer.bench`).

- `score_calls_per_s`: `scoring.score` calls per second on one core, over realistic
  territories (ten cards drawn from the 34 Development cards and a player's 8 Mountains, Ninjas
  included, copies chosen by the scorer), names given as `Card` values.
- `best_arrangement_s`: the worst time of `arrange.best_arrangement` over a fixed set of hard
  ten-card sets (ten distinct types; two Ninjas with many characters to copy), each the first
  search under its content: the tables compiled per content are dropped before each
  (`arrange.forget_tables`), so their compiling is counted, as a class's first search under a
  new variant pays it. `best_arrangement_warm_s`: the same with the tables already compiled
  (every later search under that content). The search is pure Python (it runs the same where
  numpy is missing, as in a JupyterLite tab offline; Pyodide is some 2-3 times slower than
  CPython), so there is no separate measure without numpy.

The heuristic bot's `heuristic_batch_gain` (what `batch.py` earns) is measured with the other
bot figures by `explorer.bench`, whose one loop plays whole games.

Timing uses `time.process_time` (CPU time of one core, whatever else the machine runs);
the territories come from a fixed seed.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator

from .arrange import best_arrangement, forget_tables
from .cards import DEVELOPMENT_DECK, Card
from .content import MOUNTAINS
from .scoring import score

#: Hard ten-card sets for the search (line then hand).
HARD_SETS: tuple[tuple[str, ...], ...] = (
    ("Naishi", "Advisor", "Sentinel", "Monk", "Horseman",
     "Ronin", "Ninja", "Fort", "Banner", "Torii"),
    ("Naishi", "Advisor", "Sentinel", "Monk", "Horseman",
     "Ninja", "Fort", "Banner", "Torii", "RiceField"),
    ("Naishi", "Advisor", "Sentinel", "Monk", "Horseman",
     "Ronin", "Fort", "Banner", "Torii", "RiceField"),
    ("Ninja", "Ninja", "Naishi", "Advisor", "Sentinel",
     "Monk", "Horseman", "Fort", "Banner", "Torii"),
    ("Ninja", "Ninja", "Naishi", "Advisor", "Sentinel",
     "Monk", "Horseman", "Ronin", "Fort", "RiceField"),
    ("Ninja", "Ninja", "Sentinel", "Sentinel", "Advisor",
     "Naishi", "Monk", "Torii", "Fort", "Banner"),
)


def territories(count: int, seed: int = 2024) -> list[list[Card]]:
    """`count` realistic territories from a fixed seed."""
    rng = random.Random(seed)
    deck = list(DEVELOPMENT_DECK) + [Card.MOUNTAIN] * (MOUNTAINS // 2)
    return [rng.sample(deck, 10) for _ in range(count)]


def score_calls_per_s(count: int = 20_000) -> float:
    grids = [(g[:5], g[5:]) for g in territories(count)]
    start = time.process_time()
    for line, hand in grids:
        score(line, hand)
    return count / (time.process_time() - start)


def best_arrangement_seconds(*, cold: bool = True) -> float:
    """The worst time over `HARD_SETS`: each the first search under its content (the tables
    compiled per content dropped before it, `arrange.forget_tables`) where `cold`, else each
    searched once first, untimed (the tables kept)."""
    worst = 0.0
    for cards in HARD_SETS:
        if cold:
            forget_tables()
        else:
            best_arrangement(cards[:5], cards[5:])
        start = time.process_time()
        best_arrangement(cards[:5], cards[5:])
        worst = max(worst, time.process_time() - start)
    return worst


def metrics() -> Iterator[tuple[str, float]]:
    yield "score_calls_per_s", score_calls_per_s()
    yield "best_arrangement_s", best_arrangement_seconds()
    yield "best_arrangement_warm_s", best_arrangement_seconds(cold=False)


if __name__ == "__main__":
    for metric, value in metrics():
        print(f"{metric}: {value:.3f}")
