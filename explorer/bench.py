"""Benchmarks: `python -m explorer.bench [--json] [--seconds S] [GAME ...]`.

For every registered game: random playouts on one core with the game's own functions
(`legal_actions`, then `apply` on a uniformly chosen action), reported as `steps_per_s` and
`games_per_s`; then the game's own metrics from `explorer/games/<game>/bench.py` (`metrics()`).
With `--json`, one JSON object a line: `{"game": ..., "metric": ..., "value": ...}`.

Speed is measured here, never in timed tests.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from collections.abc import Iterator

from .engine import load_game, registered_games, speed


def playouts(name: str, seconds: float, players: int | None = None) -> dict[str, float]:
    """Random playouts of a registered game at `players` (default: the game's default)."""
    game = load_game(name)
    return speed.playouts(game, players or game.default_players, seconds)


def game_metrics(name: str, seconds: float) -> Iterator[tuple[str, float]]:
    yield from playouts(name, seconds).items()
    try:
        module = importlib.import_module(f"explorer.games.{name}.bench")
    except ModuleNotFoundError as exc:
        if exc.name != f"explorer.games.{name}.bench":
            raise
        return
    yield from module.metrics()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m explorer.bench", description=__doc__)
    parser.add_argument("games", nargs="*", help="games to measure (default: all)")
    parser.add_argument("--json", action="store_true", help="one JSON object a line")
    parser.add_argument("--seconds", type=float, default=2.0, help="time per playout run")
    args = parser.parse_args(argv)
    names = args.games or list(registered_games())
    unknown = [n for n in names if n not in registered_games()]
    if unknown:
        known = ", ".join(registered_games())
        parser.error(f"unknown game(s): {', '.join(unknown)}; known: {known}")
    for name in names:
        for metric, value in game_metrics(name, args.seconds):
            if args.json:
                print(json.dumps({"game": name, "metric": metric, "value": round(value, 4)}))
            else:
                print(f"{name:10} {metric:22} {value:14,.3f}")
            sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
