"""王宮のささやき's extra benchmark metrics (run by `python -m explorer.bench`).

- `turn_graph_ms`: median time to compute the turn graph of one position and render it to SVG
  (through Graphviz when `dot` is installed, else the pure-Python drawing), over positions
  taken from seeded random games. Target: under 100 ms.
- `turn_graph_fallback_ms`: the same, always with the pure-Python SVG drawing.
- `steps_per_s_5p`: random-playout steps per second with 5 players (the generic bench measures
  the default 3); target ≥ 30,000 on one core.

Only this module reaches into `explorer.viz` (imported when measuring), to time the rendering
the explorer does at every step.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Iterator

from explorer.engine import derive
from explorer.engine.speed import playouts

from .graph import turn_graph
from .rules import GAME
from .state import WhispersState


def positions(count: int = 30, players: int = 4) -> list[WhispersState]:
    """Positions from seeded random games, one every few steps."""
    options = GAME.make_options(players)
    found: list[WhispersState] = []
    seed = 0
    while len(found) < count:
        state = GAME.initial(players, seed, options).state
        rng = derive(seed, 11)
        step = 0
        while not GAME.is_over(state) and len(found) < count:
            if step % 9 == 4:
                found.append(state)
            action, rng = rng.choice(GAME.legal_actions(state))
            state = GAME.apply(state, action).state
            step += 1
        seed += 1
    return found


def render_ms(use_dot: bool | None, count: int = 30) -> float:
    from explorer.viz.whispers import graph_svg

    times = []
    for state in positions(count):
        start = time.perf_counter()
        graph_svg(turn_graph(state), "en", use_dot=use_dot)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def steps_per_s(players: int, seconds: float = 1.0) -> float:
    return playouts(GAME, players, seconds)["steps_per_s"]


def metrics() -> Iterator[tuple[str, float]]:
    yield "turn_graph_ms", render_ms(None)
    yield "turn_graph_fallback_ms", render_ms(False)
    yield "steps_per_s_5p", steps_per_s(5)
