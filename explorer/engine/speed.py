"""Random playouts for the benchmarks: the one loop every game's speed is measured with.

Time is the process's CPU time (`time.process_time`): what one core gives, however busy the
machine is with other work.

This module must not import any game; `explorer.bench` and the games' `bench.py` call it.
"""

from __future__ import annotations

import time
from typing import Any

from .core import Game
from .rng import Draws, derive


def playouts(game: Game[Any], players: int, seconds: float, options: Any = None
             ) -> dict[str, float]:
    """Play seeded random games (`legal_actions`, then `apply` on a uniform choice) until
    `seconds` have passed; return `steps_per_s` and `games_per_s`. `options`: the game's
    options value to play (a variant's, say); default the published game's at `players`.

    A few games with seeds of their own (-3 to -1) are played untimed first: the first deal of
    a process imports numpy for the shuffle and the rules fill their tables, one-off costs
    that belong to no step (in a 2-second run, about 8 % of the time)."""
    options = game.make_options(players) if options is None else options
    # The warm-up's longest game sizes the first block of choices drawn ahead (`Draws`):
    # numpy's fixed cost is most of a short block's, and a Naishi game takes about 30 steps.
    ahead = max(_play(game, players, options, seed) for seed in range(-_WARM_UP, 0))
    steps = games = seed = 0
    start = time.process_time()
    deadline = start + seconds
    while time.process_time() < deadline:
        steps += _play(game, players, options, seed, ahead)
        games += 1
        seed += 1
    elapsed = time.process_time() - start
    return {"steps_per_s": steps / elapsed, "games_per_s": games / elapsed}


#: Untimed games before a run.
_WARM_UP = 3


def _play(game: Game[Any], players: int, options: Any, seed: int,
          ahead: int = Draws.BLOCK) -> int:
    """One seeded random game; its number of steps.

    The choices are `derive(seed, 1).below(len(legal))` drawn in turn, read from `Draws` (the
    same numbers, without a generator made per step: the loop's own cost kept out of the
    kernel's figure), `ahead` of them at first."""
    state = game.initial(players, seed, options).state
    draws = Draws(derive(seed, 1), first=ahead)
    steps = 0
    while not game.is_over(state):
        legal = game.legal_actions(state)
        state = game.apply(state, legal[draws.below(len(legal))]).state
        steps += 1
    return steps
