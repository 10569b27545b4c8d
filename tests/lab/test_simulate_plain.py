"""The simulations without numpy (the offline site's Pyodide has none): `simulate`, `compare`
(until sure too), `metrics()`, `fit` and `ask` run in a child process where numpy cannot be
imported (`sys.modules["numpy"] = None`) and give the same figures, to float rounding, as the
same seeds with numpy; the plain arrays answer the operations the lessons and the docs use."""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]

#: Every path the design lab takes, printed as JSON (the elapsed times left out).
FIGURES = r'''
import json, sys
if sys.argv[1] == "plain":
    sys.modules["numpy"] = None
import explorer
from explorer.simulate import arrays, fit
from explorer.simulate.questions import ask

def run(r):
    out = r.summary()
    out.pop("elapsed_s")
    out["text"] = {lang: r.to_text(lang) for lang in ("en", "ja")}
    out["metrics"] = r.metrics().to_dict()
    out["metrics_text"] = r.metrics().to_text("ja")
    out["lengths"] = r.metrics().lengths.tolist()
    return out

out = {"plain": arrays.is_plain()}
naishi = explorer.simulate("naishi", 14, players=2, seed=3, progress=False)
out["naishi"] = run(naishi)
cards = {t: naishi.features[t].ravel() for t in naishi.features if t.startswith("cards.")}
out["fit"] = {k: e.to_dict() for k, e in fit(cards, naishi.scores.ravel()).items()}
out["free_fit"] = {k: e.to_dict() for k, e in fit(
    {"length": naishi.length, "first": naishi.seat_order[:, 0]}, naishi.shares[:, 0]).items()}
try:
    fit({"a": naishi.length, "twice": naishi.length * 2}, naishi.shares[:, 0])
except ValueError as error:
    out["fit_refused"] = str(error)
whispers = explorer.simulate("whispers", 10, players=4, bots="heuristic,random", seed=1,
                             rotate=True, progress=False)
out["whispers"] = run(whispers)
out["torii"] = float((naishi.features["cards.Torii"] >= 1).mean())
out["by_seat"] = naishi.scores.mean(axis=0).tolist()
change = explorer.compare("citadels", {}, {"complete_size": 6}, 6, players=3, seed=7,
                          progress=False)
sure = explorer.compare("whispers", {}, {"full_court_points_4p_5p": 2}, 4, players=4,
                        bots="random", precision=0.3, max_games=12, progress=False)
for name, c in (("compare", change), ("until_sure", sure)):
    out[name] = c.summary()
    for side in ("base", "variant"):
        out[name][side].pop("elapsed_s")
    out[name + "_text"] = c.to_text("ja")
    out[name + "_columns"] = {k: list(map(float, v)) for k, v in c.columns().items()}
for key in ("start_gold_3", "first_player"):
    answer = ask(key, 6, players=None if key != "first_player" else (3, 4), progress=False)
    out[key] = answer.to_dict()
    out[key + "_text"] = answer.to_text("en")
print(json.dumps(out, ensure_ascii=False))
'''


def _figures(mode: str) -> dict[str, Any]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", FIGURES, mode], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]
    return dict(json.loads(done.stdout))


def _same(a: Any, b: Any, path: str = "") -> None:
    """`a` and `b` equal, their floats to rounding (NaN equal to NaN)."""
    if isinstance(a, dict):
        assert isinstance(b, dict) and a.keys() == b.keys(), path
        for key in a:
            _same(a[key], b[key], f"{path}/{key}")
    elif isinstance(a, list):
        assert isinstance(b, list) and len(a) == len(b), path
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            _same(x, y, f"{path}[{i}]")
    elif isinstance(a, float) and isinstance(b, (int, float)):
        assert (math.isnan(a) and math.isnan(b)) or math.isclose(
            a, b, rel_tol=1e-9, abs_tol=1e-12), (path, a, b)
    else:
        assert a == b, (path, a, b)


@pytest.fixture(scope="module")
def both() -> tuple[dict[str, Any], dict[str, Any]]:
    return _figures("numpy"), _figures("plain")


def test_without_numpy_every_figure_is_the_one_numpy_gives(
        both: tuple[dict[str, Any], dict[str, Any]]) -> None:
    with_numpy, plain = both
    assert with_numpy.pop("plain") is False and plain.pop("plain") is True
    _same(with_numpy, plain)


def test_the_plain_run_measured_real_games(both: tuple[dict[str, Any], dict[str, Any]]) -> None:
    plain = both[1]
    assert plain["naishi"]["games"] == 14 and len(plain["naishi"]["lengths"]) == 14
    assert all(length > 0 for length in plain["naishi"]["lengths"])
    assert plain["compare"]["paired"] == 6 and "twice" in plain["fit_refused"]
    assert "cards.Ninja" in plain["fit"] and all(
        e["low"] <= e["value"] <= e["high"] for e in plain["fit"].values())
    assert plain["until_sure"]["paired"] >= 4 and "precision" in plain["until_sure"]


def test_plain_arrays_index_and_reduce_as_numpy_does() -> None:
    from explorer.simulate import arrays

    table = arrays.array([[1, 2, 3], [4, 5, 6]])
    assert table.shape == (2, 3) and table.size == 6 and len(table) == 2
    assert table[1].tolist() == [4, 5, 6] and table[1, -1] == 6
    assert table[:, 1].tolist() == [2, 5] and table[[1, 0]].tolist() == [[4, 5, 6], [1, 2, 3]]
    assert table[[0, 1], [2, 0]].tolist() == [3, 4]  # paired positions
    assert table[table > 2].tolist() == [3, 4, 5, 6]
    assert table.T.tolist() == [[1, 4], [2, 5], [3, 6]]
    assert table.sum(axis=1, keepdims=True).tolist() == [[6], [15]]
    assert table.mean(axis=0).tolist() == [2.5, 3.5, 4.5]
    assert table.std(axis=0, ddof=1).tolist() == [math.sqrt(4.5)] * 3
    assert (table - table).ravel().tolist() == [0] * 6
    assert arrays.where(table > 3, table, 0).tolist() == [[0, 0, 0], [4, 5, 6]]
    assert arrays.stack([table[0], table[1]], axis=1).shape == (3, 2)
    assert arrays.searchsorted(arrays.array([1, 3, 5]), arrays.array([3, 5])).tolist() == [1, 2]
    assert arrays.intersect1d(arrays.array([5, 1, 3]), arrays.array([3, 4, 5])).tolist() == [
        3, 5]
    assert arrays.concatenate([table, table]).shape == (4, 3)
    assert table.reshape(3, -1).shape == (3, 2) and arrays.zeros((0, 1)).shape == (0, 1)
    with pytest.raises(TypeError):
        table[0, 0] = 9  # type: ignore[index]  # read-only


def test_least_squares_and_rank_match_a_worked_example() -> None:
    from explorer.simulate import arrays

    rows = [[1.0, 1.0], [1.0, 2.0], [1.0, 3.0], [1.0, 4.0]]
    coef, factors = arrays.least_squares(rows, [3.0, 5.0, 7.0, 9.0])
    assert [round(c, 12) for c in coef] == [1.0, 2.0]
    assert [round(f, 12) for f in factors] == [1.5, 0.2]  # (XᵀX)⁻¹ = [[1.5, -.5], [-.5, .2]]
    assert arrays.matrix_rank([[1.0, 2.0, 3.0], [2.0, 4.0, 6.0], [0.0, 1.0, 1.0]]) == 2
