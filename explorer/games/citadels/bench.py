"""Citadels' extra benchmark metrics (run by `python -m explorer.bench`).

- `steps_per_s_<n>p`: random playouts of the kernel (`legal_actions` then `apply`) for 2 and 7
  players, the smallest and largest tables (the generic bench measures the default 4).
- `score_city_calls_per_s`: validating `score_city` calls with English names.
- `call_order_per_s`: `call_order` walkthroughs of a finished bot game's rounds, per second.
- `bot_steps_per_s`: the bot (`bot.choose`) then `apply` along bot games.

Timing uses `time.perf_counter`; every game comes from a fixed seed.
"""

from __future__ import annotations

import time
from collections.abc import Iterator

from ...engine import Match, derive
from ...engine.speed import playouts
from . import call_order, score_city
from .bot import choose
from .kernel import KERNEL

CITIES = (
    ("Manor", "Temple", "Tavern", "Watchtower", "Keep"),
    ("Haunted City", "Castle", "Church", "Market", "Prison", "Docks", "Palace", "University"),
    ("Dragon Gate", "Great Wall", "Library", "Smithy"),
)


def playout_steps_per_s(players: int, seconds: float = 1.0) -> float:
    return playouts(KERNEL, players, seconds)["steps_per_s"]


def score_city_calls_per_s(count: int = 20_000) -> float:
    start = time.perf_counter()
    for i in range(count):
        score_city(CITIES[i % len(CITIES)])
    return count / (time.perf_counter() - start)


def call_order_per_s() -> float:
    match = Match("citadels", 5, seed=3)
    match.play_out(seed=3)
    rounds: int = match.state.round
    start = time.perf_counter()
    for r in range(1, rounds + 1):
        call_order(match, round=r, seat=r % 5)
    return rounds / (time.perf_counter() - start)


def bot_steps_per_s(games: int = 20) -> float:
    steps = 0
    start = time.perf_counter()
    for seed in range(games):
        state = KERNEL.initial(4, seed, KERNEL.make_options(4)).state
        while not KERNEL.is_over(state):
            state = KERNEL.apply(state, choose(KERNEL, state, derive(seed, steps))).state
            steps += 1
    return steps / (time.perf_counter() - start)


def metrics() -> Iterator[tuple[str, float]]:
    yield "steps_per_s_2p", playout_steps_per_s(2)
    yield "steps_per_s_7p", playout_steps_per_s(7)
    yield "score_city_calls_per_s", score_city_calls_per_s()
    yield "call_order_per_s", call_order_per_s()
    yield "bot_steps_per_s", bot_steps_per_s()


if __name__ == "__main__":
    for metric, value in metrics():
        print(f"{metric}: {value:.1f}")
