"""Naishi's extra benchmark metrics (run by `python -m explorer.bench`).

- `score_calls_per_s`: `scoring.score` calls per second on one core, over realistic
  territories (ten cards drawn from the 34 Development cards and a player's 8 Mountains, Ninjas
  included, copies chosen by the scorer), names given as `Card` values.
- `best_arrangement_s`: the worst time of `arrange.best_arrangement` over a fixed set of hard
  ten-card sets (ten distinct types; two Ninjas with many characters to copy). The search is
  pure Python (it runs the same where numpy is missing, as in a JupyterLite tab offline;
  Pyodide is some 2-3 times slower than CPython), so there is no separate measure without
  numpy.
- `heuristic_batch_gain`: how many times more whole games a second the heuristic bot plays
  with its numpy batch (`batch.py`, every territory one turn can reach scored in one pass) than
  one territory at a time, its path where numpy is missing (the same seeded games on the
  kernel, process time): what `batch.py`'s lines earn.

Timing uses `time.process_time` (CPU time of one core, whatever else the machine runs);
the territories come from a fixed seed.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator

from ...engine import derive, playout_game
from . import bots
from .arrange import best_arrangement
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


def best_arrangement_seconds() -> float:
    """The worst time over `HARD_SETS`."""
    worst = 0.0
    for cards in HARD_SETS:
        start = time.process_time()
        best_arrangement(cards[:5], cards[5:])
        worst = max(worst, time.process_time() - start)
    return worst


def heuristic_seconds(games: int) -> float:
    """Process time of `games` seeded whole games with the heuristic bot in both seats."""
    game = playout_game("naishi")
    options = game.make_options(2)
    start = time.process_time()
    for number in range(games):
        state = game.initial(2, number, options).state
        step = 0
        while not game.is_over(state):
            seat = game.current_player(state)
            assert seat is not None
            view = game.view(state, seat)
            state = game.apply(state, bots.heuristic(game, view, derive(number, step)).action
                               ).state
            step += 1
    return time.process_time() - start


def heuristic_batch_gain(games: int = 40) -> float:
    """With the batch, over one territory at a time (the bot's path without numpy: `batch_for`
    gives `None`), the same games; the best of two runs each."""
    with_batch = min(heuristic_seconds(games) for _ in range(2))
    names = vars(bots)
    made = names["batch_for"]
    names["batch_for"] = lambda totals: None
    try:
        without = min(heuristic_seconds(games) for _ in range(2))
    finally:
        names["batch_for"] = made
    return without / with_batch


def metrics() -> Iterator[tuple[str, float]]:
    yield "score_calls_per_s", score_calls_per_s()
    yield "best_arrangement_s", best_arrangement_seconds()
    yield "heuristic_batch_gain", heuristic_batch_gain()


if __name__ == "__main__":
    for metric, value in metrics():
        print(f"{metric}: {value:.3f}")
