"""Random playouts for the benchmarks: the one loop every game's speed is measured with.

Time is the process's CPU time (`time.process_time`): what one core gives, however busy the
machine is with other work.

This module must not import any game; `explorer.bench` and the games' `bench.py` call it.
"""

from __future__ import annotations

import time
from typing import Any

from .core import Game
from .rng import derive


def playouts(game: Game[Any], players: int, seconds: float) -> dict[str, float]:
    """Play seeded random games (`legal_actions`, then `apply` on a uniform choice) until
    `seconds` have passed; return `steps_per_s` and `games_per_s`."""
    options = game.make_options(players)
    steps = games = seed = 0
    start = time.process_time()
    deadline = start + seconds
    while time.process_time() < deadline:
        state = game.initial(players, seed, options).state
        rng = derive(seed, 1)
        while not game.is_over(state):
            legal = game.legal_actions(state)
            index, rng = rng.below(len(legal))
            state = game.apply(state, legal[index]).state
            steps += 1
        games += 1
        seed += 1
    elapsed = time.process_time() - start
    return {"steps_per_s": steps / elapsed, "games_per_s": games / elapsed}
