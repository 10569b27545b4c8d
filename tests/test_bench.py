"""The benchmark command runs and prints the metrics the issues ask for (no timing asserts)."""

from __future__ import annotations

import importlib.util
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator

import explorer
from explorer import bench
from explorer.bots import available


def test_bench_json_lines_name_every_game_and_metric() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "explorer.bench", "--json", "--seconds", "0.2", "--clicks", "8"],
        check=True, capture_output=True, text=True,
    ).stdout
    rows = [json.loads(line) for line in out.splitlines()]
    seen = {(r["game"], r["metric"]) for r in rows}
    for name in explorer.registered_games():
        assert (name, "steps_per_s") in seen and (name, "games_per_s") in seen
        for metric in ("explorer_click_ms_p50", "explorer_click_ms_p95", "widgets_per_click"):
            assert (name, metric) in seen
    # A click may create no widget model at all (the pool is full): that figure may be 0.
    assert all(isinstance(r["value"], (int, float)) and r["value"] > 0 for r in rows
               if r["metric"] != "widgets_per_click")
    assert all(r["value"] >= 0 for r in rows)
    if "naishi" in explorer.registered_games():
        assert ("naishi", "score_calls_per_s") in seen and ("naishi", "best_arrangement_s") in seen
        assert ("naishi", "best_arrangement_warm_s") in seen
        assert ("naishi", "heuristic_batch_gain") in seen
    for name in explorer.registered_games():
        for bot in {"heuristic", "lookahead"} & set(available(name)):  # a game's own bots
            assert (name, f"{bot}_games_per_s") in seen
        # With the bench extra (RLCard), every playout figure also comes as a multiple of UNO's.
        if importlib.util.find_spec("rlcard") is not None:
            assert (name, "steps_per_s_vs_uno") in seen


def test_strength_prints_win_rates_with_intervals() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "explorer.bench", "--strength", "--json", "--workers", "1",
         "--weak-games", "4", "--strong-games", "2", "--scaling-games", "2", "--ladder-games", "0",
         "naishi"],
        check=True, capture_output=True, text=True,
    ).stdout
    rows = {r["metric"]: r for r in map(json.loads, out.splitlines())}
    weak = rows["heuristic_vs_random_win_rate"]
    assert weak["games"] == 4 and weak["low"] <= weak["value"] <= weak["high"]
    assert rows["lookahead_vs_heuristic_win_rate"]["games"] == 2
    assert rows["strong_vs_lookahead_win_rate"]["games"] == 2
    assert rows["simulate_speedup"]["value"] > 0


def test_strength_rates_every_tier_on_one_scale() -> None:
    """A tiny ladder: one game per pairing of the four tiers at 3 players (each way round),
    rated with intervals, random at 0, each tier's lead over the one below with its verdict."""
    out = subprocess.run(
        [sys.executable, "-m", "explorer.bench", "--strength", "--json", "--workers", "1",
         "--weak-games", "1", "--strong-games", "1", "--scaling-games", "0",
         "--ladder-games", "1", "--players", "3", "whispers"],
        check=True, capture_output=True, text=True,
    ).stdout
    rows = {r["metric"]: r for r in map(json.loads, out.splitlines())}
    assert rows["strong_vs_lookahead_win_rate"]["games"] == 1
    assert rows["elo_3p_random"]["value"] == 0
    for tier in ("heuristic", "lookahead", "strong"):
        row = rows[f"elo_3p_{tier}"]
        assert row["games"] == 12 and row["low"] <= row["value"] <= row["high"], row
    for above, below in (("heuristic", "random"), ("lookahead", "heuristic"),
                         ("strong", "lookahead")):
        row = rows[f"elo_3p_{above}_over_{below}"]
        assert row["low"] <= row["value"] <= row["high"]
        assert row["above"] == (row["low"] > 0)
    kept = [rows[f"ladder_3p_kept_{tier}"]["value"] for tier in ("heuristic", "lookahead",
                                                                  "strong")]
    assert set(kept) <= {0.0, 1.0}
    assert kept[0] == rows["elo_3p_heuristic_over_random"]["above"]
    assert not any(metric.startswith(("elo_4p", "elo_5p")) for metric in rows)


def test_strength_with_zero_games_skips_those_figures() -> None:
    """0 games of a head-to-head skips it (the ladder alone can be run), never a traceback."""
    result = subprocess.run(
        [sys.executable, "-m", "explorer.bench", "--strength", "--json", "--workers", "1",
         "--weak-games", "0", "--strong-games", "0", "--scaling-games", "0",
         "--ladder-games", "0", "--players", "2", "naishi"],
        capture_output=True, text=True,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout == "" and "Traceback" not in result.stderr


def test_strength_refuses_player_counts_that_are_not_numbers() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "explorer.bench", "--strength", "--players", "three", "naishi"],
        capture_output=True, text=True,
    )
    assert result.returncode == 2 and "3,4" in result.stderr and "Traceback" not in result.stderr


def test_bench_refuses_an_unknown_game() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "explorer.bench", "chess"], capture_output=True, text=True
    )
    assert result.returncode == 2 and "unknown game" in result.stderr


def test_the_timed_playouts_are_the_seeded_random_games() -> None:
    """`engine.speed._play` reads its choices from `Draws`: the games it times are those of
    `derive(seed, 1).below(len(legal))` drawn in turn, step for step."""
    from explorer.engine import speed
    from explorer.engine.registry import playout_game
    from explorer.engine.rng import derive

    for name in explorer.registered_games():
        game = playout_game(name)
        players = game.default_players
        options = game.make_options(players)
        for seed in range(4):
            state = game.initial(players, seed, options).state
            rng, steps = derive(seed, 1), 0
            while not game.is_over(state):
                legal = game.legal_actions(state)
                index, rng = rng.below(len(legal))
                state = game.apply(state, legal[index]).state
                steps += 1
            assert speed._play(game, players, options, seed) == steps


def test_review_prints_the_seconds_per_reviewed_game_and_the_target() -> None:
    """`--review` reviews a whole game per game at its largest player count (a tiny budget
    here) and prints the time with the game's target; nothing else runs."""
    out = subprocess.run(
        [sys.executable, "-m", "explorer.bench", "--review", "--json", "--review-games", "1",
         "--review-budget", "20"],
        check=True, capture_output=True, text=True,
    ).stdout
    rows = {(r["game"], r["metric"]): r["value"] for r in map(json.loads, out.splitlines())}
    for name in explorer.registered_games():
        assert rows[name, "review_budget"] == 20 and rows[name, "review_decisions"] > 0
        assert 0 < rows[name, "review_s_mean"] <= rows[name, "review_s_max"]
    assert rows["naishi", "review_target_s"] == 10 and rows["citadels", "review_target_s"] == 30
    assert {metric for _, metric in rows} == {"review_s_mean", "review_s_max",
                                               "review_decisions", "review_budget",
                                               "review_target_s"}


def test_class_variants_measure_each_question_beside_the_published_game() -> None:
    """`--class-variants`: each class question of the game (issue 36) with its kernel steps and
    heuristic games per second, and their ratios to the published game's."""
    from explorer.simulate.questions import CLASS_QUESTIONS

    out = subprocess.run(
        [sys.executable, "-m", "explorer.bench", "--class-variants", "--json", "--seconds",
         "0.05", "naishi"],
        check=True, capture_output=True, text=True,
    ).stdout
    rows = {r["metric"]: r["value"] for r in map(json.loads, out.splitlines())}
    numbers = [q.number for q in CLASS_QUESTIONS.values() if q.game == "naishi"]
    assert numbers == [5, 6, 7]
    assert set(rows) == {f"{metric}_q{n}{ratio}" for n in numbers
                         for metric in ("steps_per_s", "heuristic_games_per_s")
                         for ratio in ("", "_vs_published")}
    assert all(value > 0 for value in rows.values())


def test_the_class_questions_are_the_variants_the_tests_check() -> None:
    """The bench's class questions are the dicts each game's tests check (one place each)."""
    from explorer.simulate.questions import CLASS_QUESTIONS
    from tests.citadels.test_character_sets import QUEEN
    from tests.citadels.test_vocabulary import BLUE_GARDEN, MERCHANT_2, WARLORD_FULL_COST
    from tests.naishi.test_class_questions import DECREE_PER_PLAYER, GARDENER, NINJA_OWN_ROW
    from tests.whispers.test_vocabulary import QUESTIONS as WHISPERS

    checked = {"merchant_2": MERCHANT_2, "queen": QUEEN, "blue_district": BLUE_GARDEN,
               "warlord_full_cost": WARLORD_FULL_COST, "gardener": GARDENER,
               "decree_per_player": DECREE_PER_PLAYER,
               "ninja_own_row": NINJA_OWN_ROW, **WHISPERS}
    assert set(checked) == set(CLASS_QUESTIONS)
    for key, question in CLASS_QUESTIONS.items():
        assert question.variant() == explorer.Variant.from_dict(question.game, checked[key]), key


def test_compositions_compare_random_valid_variants_with_the_reference() -> None:
    """`--compositions N`: N random valid compositions of each game, each compared with the
    reference at every state; the counts and the rule ids reached are said."""
    out = subprocess.run(
        [sys.executable, "-m", "explorer.bench", "--compositions", "2", "--composition-games",
         "1", "--json", "whispers"],
        check=True, capture_output=True, text=True,
    ).stdout
    rows = {r["metric"]: r["value"] for r in map(json.loads, out.splitlines())}
    assert rows["compositions"] == 2 and rows["compositions_states"] > 100
    assert rows["compositions_reached"] > 20
    assert 0 <= rows["compositions_never_reached"] < rows["compositions_reached"]


def _figures(rows: Iterator[tuple[str, float]]) -> dict[str, float]:
    """A compositions run's figures, without its times (they vary from run to run)."""
    return {metric: value for metric, value in rows if not metric.endswith("_s")}


def test_compositions_give_the_same_figures_on_any_number_of_workers() -> None:
    """`--workers`: one composition a task on a process pool, the same compositions, states
    and rule ids as on one process; `--composition-first` checks a slice of a run, and the
    slices' states add up to the whole run's."""
    alone = _figures(bench.compositions("naishi", 4, 2, workers=1))
    pooled = _figures(bench.compositions("naishi", 4, 2, workers=2))
    assert alone == pooled and alone["compositions_states"] > 100
    assert alone["compositions_reached"] > 20
    head = _figures(bench.compositions("naishi", 3, 2, workers=2))
    tail = _figures(bench.compositions("naishi", 1, 2, first=3, workers=2))
    assert head["compositions_states"] + tail["compositions_states"] == (
        alone["compositions_states"])
    assert tail["compositions"] == 1 and head["compositions_states"] != (
        _figures(bench.compositions("naishi", 3, 2, first=1))["compositions_states"])


def _children(pid: int) -> list[int]:
    with open(f"/proc/{pid}/task/{pid}/children") as found:
        return [int(child) for child in found.read().split()]


def test_ctrl_c_stops_a_compositions_run_and_its_workers() -> None:
    """Ctrl-C (SIGINT to the command's process group, as a terminal sends it) ends the run
    and both workers at once, with the command's own message and status 130, no traceback."""
    # A background job (`make test &`) starts with SIGINT ignored, and a child inherits that:
    # the command is started with Python's own Ctrl-C handler, as from a terminal.
    start = ("import runpy, signal, sys; signal.signal(signal.SIGINT, signal.default_int_handler);"
             " sys.argv = ['explorer.bench', *sys.argv[1:]];"
             " runpy.run_module('explorer.bench', run_name='__main__', alter_sys=True)")
    run = subprocess.Popen(
        [sys.executable, "-c", start, "--compositions", "40", "--workers", "2",
         "--composition-games", "4", "citadels"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        workers: list[int] = []
        for _ in range(600):  # until the pool has forked both workers (at most a minute)
            workers = _children(run.pid)
            if len(workers) == 2:
                break
            time.sleep(0.1)
        assert len(workers) == 2, "no pool of two workers"
        time.sleep(0.5)
        os.killpg(run.pid, signal.SIGINT)
        out, err = run.communicate(timeout=60)
    finally:
        if run.poll() is None:
            run.kill()
    assert run.returncode == bench.EXIT_INTERRUPTED
    assert "Traceback" not in err and "Ctrl-C" in err and "compositions_states" not in out
    for worker in workers:
        for _ in range(100):
            if not os.path.exists(f"/proc/{worker}") or _zombie(worker):
                break
            time.sleep(0.1)
        assert not os.path.exists(f"/proc/{worker}") or _zombie(worker), "a worker lives on"


def _zombie(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as found:
            return found.read().rsplit(")", 1)[1].split()[0] == "Z"
    except FileNotFoundError:
        return True
