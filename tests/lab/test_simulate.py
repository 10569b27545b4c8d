"""`explorer.simulate` and `explorer.compare`: the same arrays whatever runs the games, partial
results on Ctrl-C, intervals, the command line."""

from __future__ import annotations

import concurrent.futures as cf
import json
import pickle
import re
import subprocess
import sys
from pathlib import Path

import distributed
import numpy as np
import pytest

import explorer
from explorer.bots import default as default_bot
from explorer.engine import OptionError, StepLimitError
from explorer.simulate import Simulation, game_seed, main, mean, rate

ROOT = Path(__file__).resolve().parents[2]
ARRAYS = ("index", "seeds", "scores", "winners", "shares", "lineup", "seat_order", "length",
          "lead_changes", "decided_at")


def same(a: Simulation, b: Simulation) -> None:
    for name in ARRAYS:
        assert np.array_equal(getattr(a, name), getattr(b, name)), name
    assert a.features.keys() == b.features.keys()
    for name in a.features:
        assert np.array_equal(a.features[name], b.features[name]), name


def run(**kwargs: object) -> Simulation:
    args: dict[str, object] = dict(bots="heuristic,random", rotate=True, seed=7,
                                   progress=False)
    args.update(kwargs)
    return explorer.simulate("whispers", 10, players=3, **args)  # type: ignore[arg-type]  # keyword values typed as object


def test_arrays_have_one_row_per_game_in_index_order() -> None:
    r = explorer.simulate("naishi", 6, bots="heuristic,random", rotate=True, seed=3,
                          progress=False)
    assert r.n == 6 and not r.partial
    assert list(r.index) == list(range(6))
    assert list(r.seeds) == [game_seed(3, i) for i in range(6)]
    assert r.scores.shape == r.winners.shape == r.lineup.shape == (6, 2)
    assert np.allclose(r.shares.sum(axis=1), 1.0)
    assert list(r.lineup[:, 0]) == [0, 1, 0, 1, 0, 1]  # rotated: the bots swap seats
    assert set(r.seat_order[:, 0]) <= {0, 1} and (r.length > 10).all()
    assert r.features["cards.Mountain"].shape == (6, 2)
    # Each game replays exactly from its seed: the heuristic seat wins against random.
    assert r.win_rate_by_bot()["heuristic"].value > 0.5


def test_any_executor_gives_the_same_arrays() -> None:
    inline = run()
    same(inline, run(workers=2))
    with cf.ThreadPoolExecutor(3) as pool:
        same(inline, run(executor=pool))


def test_a_dask_cluster_gives_the_same_arrays() -> None:
    inline = run()
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        same(inline, run(executor=client.get_executor()))


def test_ctrl_c_returns_the_games_already_played() -> None:
    def stop_after_four(done: int, total: int) -> None:
        if done == 4:
            raise KeyboardInterrupt

    r = run(progress=stop_after_four)
    assert r.partial and r.n == 4 and r.requested == 10
    full = run()
    assert np.array_equal(r.scores, full.scores[:4]) and list(r.index) == [0, 1, 2, 3]
    assert "4" in r.to_text("en") and "10" in r.to_text("ja")


def test_ctrl_c_with_an_executor_keeps_whole_finished_games() -> None:
    calls = []

    def stop(done: int, total: int) -> None:
        calls.append(done)
        raise KeyboardInterrupt

    with cf.ThreadPoolExecutor(1) as pool:
        r = run(executor=pool, progress=stop)
    assert r.partial and 0 < r.n < 10 and calls
    full = run()
    same_rows = np.searchsorted(full.index, r.index)
    assert np.array_equal(r.scores, full.scores[same_rows])


def test_intervals() -> None:
    half = rate([1, 0] * 50)
    assert half.value == 0.5 and abs(half.low - 0.4038) < 1e-3 and abs(half.high - 0.5962) < 1e-3
    assert rate([1] * 10).high == 1.0 and rate([1] * 10).low > 0.69
    m = mean([2.0, 4.0, 6.0, 8.0])
    assert m.value == 5.0 and abs((m.high - m.low) / 2 - 1.96 * 2.582 / 2) < 1e-2


def test_bad_arguments_are_refused_clearly() -> None:
    with pytest.raises(OptionError, match="3 players"):
        explorer.simulate("whispers", 2, players=3, bots="random,random,random,random",
                          progress=False)
    with pytest.raises(OptionError, match="no bot"):
        explorer.simulate("naishi", 2, bots="wizard", progress=False)
    with pytest.raises(OptionError):
        explorer.simulate("naishi", -1, progress=False)
    with pytest.raises(OptionError):
        explorer.simulate("naishi", 1, options={"recall": "sometimes"}, progress=False)


def test_a_game_past_its_step_cap_is_said_in_both_languages(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The step cap's `StepLimitError` is the game's failure: the run goes on and keeps the
    other games (none here: every game passes 5 actions), in a worker process too."""
    monkeypatch.setattr(type(explorer.load_game("naishi")), "max_steps", 5)
    for workers in (1, 2):
        r = explorer.simulate("naishi", 2, seed=3, progress=False, workers=workers)
        assert r.n == 0 and r.partial and [f.start for f in r.failures] == [0, 1]
        failure = r.failures[0]
        seed = game_seed(3, 0)
        assert failure.reason.key == "simulate.error.step_cap"
        assert failure.label("en") == (
            f"Game index 0 did not finish: Game 0 (seed {seed}): Naishi did not end within 5 "
            "actions, the step cap of one game, so the bots stopped there.")
        assert "内侍が1ゲームの手数の上限（5手）" in failure.label("ja")
    # A Match says it as the error itself, which pickles with its reason.
    with pytest.raises(StepLimitError) as info:
        explorer.Match("naishi", seed=3).play_out(seed=3)
    again = pickle.loads(pickle.dumps(info.value))
    assert type(again) is StepLimitError and again.in_language("ja") == info.value.in_language(
        "ja")


def test_compare_plays_the_same_games() -> None:
    same_rules = explorer.compare("whispers", {}, {}, 6, players=4, bots="random",
                                  progress=False)
    assert all(e.value == 0 for e in same_rules.score_by_seat())
    assert same_rules.length().value == 0
    varied = explorer.compare("whispers", {}, {"full_court_points_4p_5p": 2}, 12, players=4,
                              bots="heuristic", progress=False)
    assert np.array_equal(varied.base.seeds, varied.variant.seeds)
    text = varied.to_text("ja")
    assert "変更 4〜5人で6種類をそろえたときの得点：1 → 2。" in text and "席1" in text
    assert "variant Points for a full court with 4 or 5 players: 1 → 2." in varied.to_text()
    assert json.dumps(varied.summary())


@pytest.mark.parametrize("name", explorer.registered_games())
def test_every_game_simulates_with_its_default_bot_and_compares(name: str) -> None:
    """A game without bots of its own (docs/adding-a-game.md: bots are optional) plays
    `random` by default; one without a kernel plays its reference rule book."""
    r = explorer.simulate(name, 3, seed=2, progress=False)
    assert r.n == 3 and not r.partial and (r.length > 0).all()
    assert set(r.bots) == {default_bot(name)}
    c = explorer.compare(name, {}, {}, 2, seed=2, progress=False)
    assert np.array_equal(c.base.scores, c.variant.scores)


def test_command_line_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["naishi", "--games", "3", "--bots", "heuristic,random", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 3 and summary["bots"] == ["heuristic", "random"]
    assert len(summary["win_rate_by_seat"]) == 2


def test_python_dash_m_with_two_workers() -> None:
    out = subprocess.run(
        [sys.executable, "-W", "error::RuntimeWarning", "-m", "explorer.simulate", "whispers",
         "--games", "4", "--bots", "random", "--workers", "2", "--json"],
        cwd=ROOT, capture_output=True, text=True, timeout=300, check=True)
    assert json.loads(out.stdout)["games"] == 4
    # Run as a package's `__main__`: the module is not loaded twice (no runpy warning).
    assert "RuntimeWarning" not in out.stderr


def test_import_explorer_simulate_binds_the_module_which_is_also_the_function() -> None:
    import types

    import explorer
    import explorer.simulate as module

    assert isinstance(module, types.ModuleType) and module.__name__ == "explorer.simulate"
    assert vars(explorer)["simulate"] is module and module.Simulation.__name__ == "Simulation"
    assert explorer.simulate("naishi", 2, seed=1, progress=False).n == 2


def test_the_command_line_plays_a_variant_file(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    changed = explorer.variant("whispers").replace(neutral_pass_counts="hand")
    saved = tmp_path / "hand.json"
    saved.write_text(changed.to_json())
    assert main(["whispers", "--games", "6", "--seed", "3", "--variant", str(saved),
                 "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    direct = explorer.simulate("whispers", 6, seed=3, variant=changed, progress=False)
    expected = json.loads(json.dumps(direct.summary()))
    for timed in (printed, expected):
        timed.pop("elapsed_s")
    assert printed == expected
    assert printed["options"]["neutral_pass_counts"] == "hand"  # the file's reading was played


@pytest.mark.parametrize("content", ['{"not": "closed"', None])
def test_a_bad_variant_file_is_the_packages_error_in_both_languages(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str | None) -> None:
    path = tmp_path / "variant.json"
    if content is not None:
        path.write_text(content)
    with pytest.raises(SystemExit) as stopped:
        main(["naishi", "--games", "2", "--variant", str(path)])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert re.search(r"[\u3040-\u30ff]", err) and ("variant" in err.lower())


def test_every_option_of_the_command_line_is_documented_in_the_chosen_language(
        capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--lang", "ja", "--help"])
    helped = capsys.readouterr().out
    assert "対局数" in helped and "how many games" not in helped
    from explorer.simulate import _parser

    for action in _parser(("en",))._actions:
        assert action.help, action.dest
