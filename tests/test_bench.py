"""The benchmark command runs and prints the metrics the issues ask for (no timing asserts)."""

from __future__ import annotations

import json
import subprocess
import sys

import explorer


def test_bench_json_lines_name_every_game_and_metric() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "explorer.bench", "--json", "--seconds", "0.2"],
        check=True, capture_output=True, text=True,
    ).stdout
    rows = [json.loads(line) for line in out.splitlines()]
    seen = {(r["game"], r["metric"]) for r in rows}
    for name in explorer.registered_games():
        assert (name, "steps_per_s") in seen and (name, "games_per_s") in seen
    assert all(isinstance(r["value"], (int, float)) and r["value"] > 0 for r in rows)
    if "naishi" in explorer.registered_games():
        assert ("naishi", "score_calls_per_s") in seen and ("naishi", "best_arrangement_s") in seen


def test_bench_refuses_an_unknown_game() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "explorer.bench", "chess"], capture_output=True, text=True
    )
    assert result.returncode == 2 and "unknown game" in result.stderr
