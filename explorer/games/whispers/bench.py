"""王宮のささやき's extra benchmark metrics (run by `python -m explorer.bench`).

- `turn_graph_ms`: median time to compute the turn graph of one position and render it to SVG
  (through Graphviz when `dot` is installed, else the pure-Python drawing), over positions
  taken from seeded random games. Target: under 100 ms.
- `turn_graph_fallback_ms`: the same, always with the pure-Python SVG drawing.
- `steps_per_s_5p`: random-playout steps per second with 5 players (the generic bench measures
  the default 3); target ≥ 30,000 on one core.

The rendering belongs to `explorer.viz`, a layer above this one: `metrics(render)` is given the
renderer (`explorer/plugins.py` passes `explorer.viz.whispers.graph_svg`), so this module
imports only the engine and this game.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Iterator

from explorer.engine import derive
from explorer.engine.speed import playouts

from .graph import turn_graph
from .kernel import KERNEL
from .state import WhispersState


def positions(count: int = 30, players: int = 4) -> list[WhispersState]:
    """Positions from seeded random games, one every few steps."""
    options = KERNEL.make_options(players)
    found: list[WhispersState] = []
    seed = 0
    while len(found) < count:
        state = KERNEL.initial(players, seed, options).state
        rng = derive(seed, 11)
        step = 0
        while not KERNEL.is_over(state) and len(found) < count:
            if step % 9 == 4:
                found.append(state)
            action, rng = rng.choice(KERNEL.legal_actions(state))
            state = KERNEL.apply(state, action).state
            step += 1
        seed += 1
    return found


#: Draws a turn graph as SVG: `(graph, lang, use_dot=...)`, `use_dot=None` meaning "Graphviz
#: when installed".
Render = Callable[..., str]


def render_ms(render: Render, use_dot: bool | None, count: int = 30) -> float:
    times = []
    for state in positions(count):
        start = time.perf_counter()
        render(turn_graph(state), "en", use_dot=use_dot)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def steps_per_s(players: int, seconds: float = 1.0) -> float:
    return playouts(KERNEL, players, seconds)["steps_per_s"]


def metrics(render: Render) -> Iterator[tuple[str, float]]:
    yield "turn_graph_ms", render_ms(render, None)
    yield "turn_graph_fallback_ms", render_ms(render, False)
    yield "steps_per_s_5p", steps_per_s(5)
