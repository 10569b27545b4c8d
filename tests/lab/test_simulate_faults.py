"""`explorer.simulate` when things go wrong: a bot that raises, a worker that is killed or
crashes, Ctrl-C in `compare` and on the command line. Every finished game comes back, what did
not finish is listed by game index, and no path hangs (each test has a timeout, so a hang fails
instead of blocking the suite)."""

from __future__ import annotations

import concurrent.futures as cf
import concurrent.futures.process as cfp
import ctypes
import faulthandler
import json
import os
import select
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import explorer
from explorer import bots
from explorer.engine import OptionError, Rng, derive
from explorer.engine.bots import Choice, random_bot, seed_of
from explorer.simulate import EXIT_FAILURES, Simulation, game_seed, main
from explorer.simulate.questions import QUESTIONS, Answer

ROOT = Path(__file__).resolve().parents[2]
SEED = 7
GAMES = 40
FAULT = 25  # the game that goes wrong
HAND_OF_5 = QUESTIONS["hand_of_5"].variant()


def first_rng(index: int) -> int:
    """What `seed_of` reads from the first decision's generator of game `index`."""
    return seed_of(derive(game_seed(SEED, index), 0))


def raise_error() -> None:
    raise ValueError("the bot's bug")


def kill() -> None:
    os.kill(os.getpid(), signal.SIGKILL)


def segfault() -> None:
    ctypes.string_at(0)


FAULTS: dict[str, Callable[[], None]] = {
    "raise": raise_error, "kill": kill, "abort": os.abort, "segfault": segfault,
}


@pytest.fixture
def crash_log(tmp_path: Path) -> Path:
    """Where a worker that crashes on purpose writes its fatal-error dump (Python's
    `faulthandler`, which pytest enables for the workers too): captured there, so that the
    suite's output shows only unexpected crashes."""
    return tmp_path / "expected-crashes.log"


@pytest.fixture
def faulty(crash_log: Path) -> Iterator[Callable[[str, int], str]]:
    """`faulty(kind, index)`: the name of a Whispers bot that plays at random and goes wrong
    (`FAULTS[kind]`) at the first decision of game `index` (of every game if `index` is
    None). Registered before the pool forks, so the workers know it too."""
    names: list[str] = []

    def make(kind: str, index: int | None = FAULT) -> str:
        targets = {first_rng(i) for i in (range(GAMES) if index is None else [index])}

        def bot(game: Any, view: Any, rng: Rng) -> Choice:
            if seed_of(rng) in targets:
                faulthandler.enable(file=open(crash_log, "a"))  # noqa: SIM115  (kept open: the process dies)
                FAULTS[kind]()
            return random_bot(game, view, rng)

        name = f"faulty_{kind}_{index}"
        bots.register("whispers", name, bot)
        names.append(name)
        return name

    yield make
    for name in names:
        bots.unregister("whispers", name)


def play(name: str, **kwargs: Any) -> Simulation:
    args: dict[str, Any] = dict(players=3, bots=name, seed=SEED, progress=False)
    args.update(kwargs)
    return explorer.simulate("whispers", GAMES, **args)


@pytest.fixture(scope="module")
def full() -> Simulation:
    return play("random")


def check_kept(result: Simulation, full: Simulation, lost: set[int]) -> None:
    """`result` holds exactly the games not listed in its failures, each as the full run
    played it, and every game in `lost` is listed."""
    failed = {i for f in result.failures for i in range(f.start, f.stop)}
    played = set(result.index.tolist())
    assert lost <= failed and not played & failed
    assert played | failed == set(range(GAMES)) and len(played) == result.n
    assert result.partial and not result.interrupted
    rows = np.searchsorted(full.index, result.index)
    assert np.array_equal(result.scores, full.scores[rows])
    assert np.array_equal(result.seeds, full.seeds[rows])


@pytest.mark.timeout(60)
def test_a_game_that_raises_is_listed_and_every_other_game_kept(faulty, full) -> None:
    name = faulty("raise")
    for result in (play(name), play(name, workers=2)):
        check_kept(result, full, {FAULT})
        assert result.n == GAMES - 1  # only the game that raised is missing
        [failure] = result.failures
        assert (failure.start, failure.stop) == (FAULT, FAULT + 1)
        assert "ValueError: the bot's bug" in failure.label("en")
        assert "例外" in failure.label("ja") and str(FAULT) in failure.label("ja")
        assert failure.label("en") in result.to_text("en")
        assert result.summary()["failures"] == [failure.to_dict()]
    with cf.ThreadPoolExecutor(2) as pool:
        check_kept(play(name, executor=pool), full, {FAULT})


def died_at(result: Simulation, index: int) -> None:
    """Only game `index` is missing: it killed its worker (even when played alone)."""
    assert result.n == GAMES - 1
    [failure] = result.failures
    assert (failure.start, failure.stop, failure.reason.key) == (
        index, index + 1, "simulate.failure.died")
    assert f"Game index {index} did not finish" in result.to_text("en")
    assert "ワーカー" in result.to_text("ja")


@pytest.mark.timeout(60)
@pytest.mark.parametrize("kind", ["kill", "abort", "segfault"])
def test_a_worker_that_dies_loses_only_the_game_that_killed_it(faulty, full, crash_log,
                                                               kind: str) -> None:
    """The pool breaks and loses every game in hand; they are played again, and the one that
    kills its worker even when played alone is the only one listed."""
    result = play(faulty(kind), workers=2)
    check_kept(result, full, {FAULT})
    died_at(result, FAULT)
    if kind != "kill":  # a crash in native code: its dump went to the log, not the output
        assert "Fatal Python error" in crash_log.read_text()


@pytest.mark.timeout(60)
def test_the_first_and_the_last_game_dying_are_found_too(faulty, full) -> None:
    for index in (0, GAMES - 1):
        result = play(faulty("kill", index), workers=2)
        check_kept(result, full, {index})
        died_at(result, index)


@pytest.mark.timeout(120)
def test_a_bot_that_kills_every_worker_ends_the_run_with_every_game_listed(faulty,
                                                                           full) -> None:
    """After `_DEATHS` deaths the run stops playing games again: it ends, listing them all."""
    result = play(faulty("kill", None), workers=2)
    check_kept(result, full, set(range(GAMES)))
    assert result.n == 0


@pytest.mark.timeout(60)
def test_a_death_the_pool_misses_still_ends_the_run(faulty, full, monkeypatch) -> None:
    """Should the pool never notice that a worker died (its manager stuck or gone), the run
    stops waiting after a grace period instead of hanging, and keeps what finished."""
    monkeypatch.setattr(cfp._ExecutorManagerThread, "terminate_broken", lambda self, cause: None)
    monkeypatch.setattr(sys.modules["explorer.simulate"], "_GRACE", 1.0)
    result = play(faulty("kill"), workers=2)
    check_kept(result, full, {FAULT})
    died_at(result, FAULT)


@pytest.mark.soak
@pytest.mark.timeout(300)
@pytest.mark.parametrize("run", range(10))
def test_ten_killed_runs_never_hang(faulty, full, run: int) -> None:
    result = play(faulty("kill", 3 + 4 * run), workers=2)
    check_kept(result, full, {3 + 4 * run})
    died_at(result, 3 + 4 * run)


@pytest.mark.timeout(120)
def test_ctrl_c_stops_both_runs_of_compare() -> None:
    seen: list[int] = []

    def stop(done: int, total: int) -> None:
        seen.append(total)
        if done == 6:
            raise KeyboardInterrupt

    c = explorer.compare("whispers", {}, {"full_court_points_4p_5p": 2}, 1000, players=4,
                         bots="random", progress=stop)
    assert seen[-1] == 2000 and len(seen) == 3  # one bar for both runs, a game per side a step
    assert c.base.interrupted and c.variant.interrupted
    assert (c.base.n, c.variant.n) == (3, 3)  # the runs play side by side
    assert c.length().n == 3


@pytest.mark.timeout(120)
def test_ctrl_c_stops_both_runs_of_compare_on_a_pool() -> None:
    def stop(done: int, total: int) -> None:
        raise KeyboardInterrupt

    c = explorer.compare("whispers", {}, {"full_court_points_4p_5p": 2}, 400, players=4,
                         bots="random", progress=stop, workers=2)
    assert c.base.interrupted and c.variant.interrupted
    assert c.base.n + c.variant.n <= 2 * 3 * 25  # blocks of 25 a side: the ones in hand


@pytest.mark.timeout(240)
def test_a_real_ctrl_c_in_a_pooled_compare_keeps_only_paired_games() -> None:
    """Each task plays its block under both rule sets, so whatever a real Ctrl-C leaves is
    the same games on each side (issue 37: it could keep 200 games on one side and 0 on the
    other, and every figure was `nan`); with no game kept, the answer says so in words."""
    assert threading.current_thread() is threading.main_thread()
    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    kept = []
    try:
        for k in range(4):
            timer = threading.Timer(0.5 + 2.0 * k, os.kill, (os.getpid(), signal.SIGINT))
            timer.start()
            try:
                c = explorer.compare("whispers", {}, HAND_OF_5, 100_000, players=4,
                                     bots="random", workers=2, progress=False)
            except KeyboardInterrupt:  # a failure of this test, not the end of the session
                pytest.fail("Ctrl-C escaped the comparison")
            finally:
                timer.join()
            assert c.base.interrupted and c.variant.interrupted, k
            assert c.base.n == c.variant.n == c.n < 100_000, k
            assert np.array_equal(c.base.index, c.variant.index), k
            assert np.array_equal(c.base.seeds, c.variant.seeds), k
            for lang in ("en", "ja"):
                assert "nan" not in c.to_text(lang), (k, lang)
            kept.append(c.n)
    finally:
        signal.signal(signal.SIGINT, before)
    assert max(kept) > 0  # the later Ctrl-Cs came after games had finished


def test_a_comparison_with_no_paired_games_says_so_in_both_languages() -> None:
    def stop(done: int, total: int) -> None:
        raise KeyboardInterrupt

    c = explorer.compare("whispers", {}, HAND_OF_5, 400, players=4, bots="random",
                         progress=stop, workers=2)
    none = explorer.compare("whispers", {}, HAND_OF_5, 0, players=4, progress=False)
    assert c.base.n == c.variant.n == c.n and none.n == 0
    en, ja = none.to_text("en"), none.to_text("ja")
    assert "No paired games" in en and "対になる対局がありません" in ja
    assert "nan" not in en + ja
    answer = Answer(QUESTIONS["hand_of_5"], none)
    assert "No paired games" in answer.to_text("en")
    assert "対になる対局がありません" in answer.to_text("ja")


@pytest.mark.timeout(240)
def test_a_real_ctrl_c_at_any_moment_of_a_pooled_run_stops_it() -> None:
    """SIGINT sent to this process while a run starts its pool, submits, waits and collects
    (a moment further each time): every run returns its games marked interrupted, the pool's
    thread never waits for a lock left held (the interpreter could not exit), and Ctrl-C's
    handler is given back. The handler is Python's own for the test, whatever the runner
    was started with (a background job ignores SIGINT)."""
    assert threading.current_thread() is threading.main_thread()
    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        for k in range(8):
            timer = threading.Timer(0.1 + 0.15 * k, os.kill, (os.getpid(), signal.SIGINT))
            timer.start()
            began = time.monotonic()
            try:
                result = explorer.simulate("citadels", 100_000, bots="random", workers=2,
                                           progress=False)
            except KeyboardInterrupt:  # a failure of this test, not the end of the session
                pytest.fail(f"Ctrl-C after {time.monotonic() - began:.2f} s escaped the run")
            finally:
                timer.join()
            assert result.interrupted and result.partial and result.n < 100_000, k
            assert time.monotonic() - began < 30, k
            assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
            threads = [t for t in threading.enumerate()
                       if isinstance(t, cfp._ExecutorManagerThread)]  # what exit joins
            for thread in threads:
                thread.join(10)
                assert not thread.is_alive(), (k, "a pool's thread is stuck")
    finally:
        signal.signal(signal.SIGINT, before)


@pytest.mark.timeout(120)
def test_while_a_pool_runs_ctrl_c_is_noted_and_the_run_stops_at_its_next_look() -> None:
    """A `KeyboardInterrupt` raised wherever SIGINT lands could land inside
    `concurrent.futures` with a future's lock held; the pool's thread would then wait for
    that lock for ever, and the interpreter, which joins it at exit, would never exit (seen:
    the command line hung after Ctrl-C). So while games run on a pool, SIGINT only notes
    itself, and the run raises at its next look at the pool."""
    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    handlers: list[Any] = []

    def ctrl_c(done: int, total: int) -> None:
        handlers.append(signal.getsignal(signal.SIGINT))
        if len(handlers) == 1:
            os.kill(os.getpid(), signal.SIGINT)  # a real Ctrl-C, run by the handler in force

    try:
        try:
            result = explorer.simulate("citadels", 100_000, bots="random", workers=2,
                                       progress=ctrl_c)
        except KeyboardInterrupt:  # a failure of this test, not the end of the session
            pytest.fail("Ctrl-C escaped the run")
        assert handlers[0] is not signal.default_int_handler
        assert result.interrupted and result.partial and 0 < result.n < 100_000
        assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
    finally:
        signal.signal(signal.SIGINT, before)


def _ctrl_c_as_at_a_terminal() -> None:
    """In the child: SIGINT as a terminal's foreground job has it (the test runner may have
    been started as a background job, which ignores it, and an ignored signal stays ignored
    through `exec`)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@pytest.mark.timeout(120)
def test_the_command_line_exits_130_after_ctrl_c() -> None:
    """It prints the games played so far, and no worker outlives it (they hold its output
    pipes, so `communicate` would wait for them)."""
    process = subprocess.Popen(
        [sys.executable, "-m", "explorer.simulate", "citadels", "--games", "100000",
         "--bots", "random", "--workers", "2"],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        start_new_session=True,  # its own process group, as a terminal's job is
        preexec_fn=_ctrl_c_as_at_a_terminal)
    try:
        # The progress bar counts games: the games have started.
        seen = ""
        while "game" not in seen:
            ready, _, _ = select.select([process.stderr], [], [], 60)
            assert ready, f"no progress bar within 60 s: {seen!r}"
            seen += os.read(process.stderr.fileno(), 4096).decode()  # type: ignore[union-attr]  # a pipe
        os.killpg(process.pid, signal.SIGINT)  # Ctrl-C: the main process and its workers
        out, err = process.communicate(timeout=60)
    finally:
        process.kill()
        process.wait()
    assert process.returncode == 130, err
    assert "Stopped early" in out and "100000" in out, (out, seen + err)


@pytest.mark.timeout(60)
def test_the_command_line_lists_failures_and_exits_1(faulty, capsys) -> None:
    assert main(["whispers", "--players", "3", "--games", str(GAMES), "--seed", str(SEED),
                 "--bots", faulty("raise"), "--json"]) == EXIT_FAILURES
    summary = json.loads(capsys.readouterr().out)
    assert summary["partial"] and summary["games"] == GAMES - 1
    assert summary["failures"][0]["start"] == FAULT


@pytest.mark.parametrize("seed", [-1, 2**64, 2**70, 1.5, True, "3"])
def test_simulate_refuses_the_seeds_a_match_refuses(seed: object) -> None:
    with pytest.raises(OptionError) as by_match:
        explorer.Match("naishi", seed=seed)  # type: ignore[arg-type]  # the bad seed on purpose
    with pytest.raises(OptionError) as by_simulate:
        explorer.simulate("naishi", 1, seed=seed, progress=False)  # type: ignore[arg-type]  # the bad seed on purpose
    assert by_simulate.value.reason == by_match.value.reason
    assert explorer.simulate("naishi", 1, seed=2**64 - 1, progress=False).n == 1
