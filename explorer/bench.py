"""Benchmarks: `python -m explorer.bench [--json] [--seconds S] [GAME ...]`.

For every registered game: random playouts on one core with the game's own functions
(`legal_actions`, then `apply` on a uniformly chosen action), reported as `steps_per_s` and
`games_per_s`; then the game's own metrics (its plug-in's `bench_metrics`, usually
`explorer/games/<game>/bench.py`); then the explorer at the game's largest player count, driven
in Python (no browser): random enabled action buttons clicked (`--clicks`, a finished game is
followed by a new one, untimed), reported as `explorer_click_ms_p50` / `explorer_click_ms_p95`
(the click handler and the whole refresh) and `widgets_per_click` (new widget models per click,
averaged: each is a round trip to the browser).
With `--json`, one JSON object a line: `{"game": ..., "metric": ..., "value": ...}`.

Speed is measured here, never in timed tests.
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import statistics
import sys
import time
from collections.abc import Iterator

from .engine import load_game, registered_games, speed
from .engine.registry import plugin


def playouts(name: str, seconds: float, players: int | None = None) -> dict[str, float]:
    """Random playouts of a registered game at `players` (default: the game's default)."""
    game = load_game(name)
    return speed.playouts(game, players or game.default_players, seconds)


def game_metrics(name: str, seconds: float) -> Iterator[tuple[str, float]]:
    yield from playouts(name, seconds).items()
    metrics = plugin(name).bench_metrics
    if metrics is not None:
        yield from metrics()


def explorer_metrics(name: str, clicks: int = 100, seed: int = 5) -> Iterator[tuple[str, float]]:
    """Click random enabled action buttons of `explore(name)` at the game's largest player
    count and time each click; count the widget models the clicks create."""
    from ipywidgets.widgets import widget as widget_module

    from .widgets import explore

    game = load_game(name)
    app = explore(name, players=game.max_players, seed=seed)
    rng = random.Random(seed)
    times: list[float] = []
    start = len(widget_module._instances)
    for _ in range(clicks):
        if app.match.is_over:
            app.seed_box.value += 1
            app.new_game()
        button = rng.choice(app.buttons) if app.buttons else app.bot_button
        began = time.perf_counter()
        button.click()
        times.append((time.perf_counter() - began) * 1000)
    created = len(widget_module._instances) - start
    app.close()
    yield "explorer_click_ms_p50", statistics.median(times)
    yield "explorer_click_ms_p95", statistics.quantiles(times, n=20)[18] if len(times) > 1 \
        else times[0]
    yield "widgets_per_click", created / len(times)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m explorer.bench", description=__doc__)
    parser.add_argument("games", nargs="*", help="games to measure (default: all)")
    parser.add_argument("--json", action="store_true", help="one JSON object a line")
    parser.add_argument("--seconds", type=float, default=2.0, help="time per playout run")
    parser.add_argument("--clicks", type=int, default=100,
                        help="explorer clicks per game (0: skip the explorer)")
    args = parser.parse_args(argv)
    names = args.games or list(registered_games())
    unknown = [n for n in names if n not in registered_games()]
    if unknown:
        known = ", ".join(registered_games())
        parser.error(f"unknown game(s): {', '.join(unknown)}; known: {known}")
    for name in names:
        metrics = game_metrics(name, args.seconds)
        if args.clicks > 0:
            metrics = itertools.chain(metrics, explorer_metrics(name, args.clicks))
        for metric, value in metrics:
            if args.json:
                print(json.dumps({"game": name, "metric": metric, "value": round(value, 4)}))
            else:
                print(f"{name:10} {metric:22} {value:14,.3f}")
            sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
