"""Benchmarks: `python -m explorer.bench [--json] [--seconds S] [GAME ...]`.

For every registered game: random playouts on one core with the game's own functions
(`legal_actions`, then `apply` on a uniformly chosen action), reported as `steps_per_s` and
`games_per_s`; then the game's own metrics (its plug-in's `bench_metrics`, usually
`explorer/games/<game>/bench.py`); then the explorer at the game's largest player count, driven
in Python (no browser): random enabled action buttons clicked (`--clicks`, a finished game is
followed by a new one, untimed), reported as `explorer_click_ms_p50` / `explorer_click_ms_p95`
(the click handler and the whole refresh) and `widgets_per_click` (new widget models per click,
averaged: each is a round trip to the browser).
Then the bots: `heuristic_games_per_s` and `lookahead_games_per_s` (whole games, that bot in
every seat, at the game's default player count), and with the same loop the figures of
`BOT_GAINS` (Naishi's `heuristic_batch_gain`: its heuristic bot with its numpy batch over one
territory at a time, the same 40 seeded games each way). With RLCard installed (the `bench` extra),
RLCard's UNO is played with random agents right after every `steps_per_s*` figure, for
`--seconds`, and the figure is also given as a multiple of UNO's steps per second then
(`*_uno`, `*_vs_uno`).
With `--json`, one JSON object a line: `{"game": ..., "metric": ..., "value": ...}`.

`python -m explorer.bench --strength` is a separate, longer run on both cores (`simulate` with
`--workers`, default 2): the win rate of `heuristic` against `random`, of `lookahead` against
`heuristic` and of `strong` against `lookahead` (the stronger bot in each seat in turn, against
the weaker in the others), with 95 % intervals, and how much faster 2 workers play Naishi's
heuristic games than 1 (`simulate_speedup`); then the ladder (`ladder`): a round robin of the
tiers at every player count (`--players`), `--ladder-games` games a pairing, rated on one
Bradley–Terry scale in Elo points with 95 % intervals (`explorer.simulate.ratings`).

`python -m explorer.bench --review` reviews whole games instead (`Match.review`): at each game's
largest player count, `--review-games` seeded games (default 3) played out by the game's bot,
each reviewed for the seat with the most decisions, at the game's budget per decision (or
`--review-budget`): `review_s_mean` and `review_s_max` (process seconds, one core),
`review_decisions`, `review_budget` and the game's `review_target_s`; it exits with 1 when a
review took longer than its target.

`python -m explorer.bench --class-variants [GAME ...]` measures, instead, each game under its
class questions' variants (issue 36): `steps_per_s_q<n>` and `heuristic_games_per_s_q<n>`, each
with its ratio to the published game's measured just before it (`*_vs_published`).

`python -m explorer.bench --compositions N [--composition-games G] [GAME ...]` plays N random
valid compositions of each game's vocabulary (`explorer.simulate.compositions`), each G seeded
games per player count with the kernel compared with the reference at every state
(`check_kernel`), and says how many states and rule ids it compared, how many rule ids with code
in the reference none cited, and its time (process seconds summed over the workers, and the wall
clock's). `--workers W` (default 2) checks one composition a task on W processes, with the same
figures for any W; `--composition-first K` starts at composition K, so that a run can be split
(`--compositions 150` then `--composition-first 150 --compositions 150`: add up the states, and
take the union of the rule ids, which only one run can give: split runs say each its own).
Ctrl-C stops any run and its workers, with status 130.

Speed is measured here, never in timed tests.
"""

from __future__ import annotations

import argparse
import functools
import itertools
import json
import multiprocessing
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from typing import Any

from .bots import Bot, available, decide, get
from .engine import derive, load_game, playout_game, registered_games, speed
from .engine.cli import CommandLine
from .engine.i18n import LANGUAGES, cli_help, cli_text, take_lang_option
from .engine.reference import rule_index
from .engine.registry import plugin
from .engine.testing import KernelReach, check_kernel
from .engine.variant import Variant, variant_options
from .games.naishi import bots as naishi_bots
from .simulate import quiet_worker
from .simulate.compositions import random_composition
from .simulate.questions import CLASS_QUESTIONS
from .simulate.ratings import Ratings, ordered


def playouts(name: str, seconds: float, players: int | None = None) -> dict[str, float]:
    """Random playouts of a registered game at `players` (default: the game's default), on its
    playout kernel (the reference rule book where it has none)."""
    game = playout_game(name)
    return speed.playouts(game, players or game.default_players, seconds)


def game_metrics(name: str, seconds: float) -> Iterator[tuple[str, float]]:
    yield from playouts(name, seconds).items()
    metrics = plugin(name).bench_metrics
    if metrics is not None:
        yield from metrics()


#: The games a bot plays before `bot_games_per_s` starts its clock, at seeds the timed games do
#: not use: the first game under a set of options fills the tables built per variant and the
#: caches of card scores and sentences, which a long run pays for once.
WARM_UP_GAMES, WARM_UP_SEED = 3, 1_000_000


def bot_games_per_s(name: str, bot: str | Bot, seconds: float, options: Any = None, *,
                    least: int = 1) -> float:
    """Whole seeded games (seeds 0, 1, ...) with `bot` (a name, or a bot itself) in every
    seat, for about `seconds` and at least `least` games, after `WARM_UP_GAMES` untimed ones;
    games per second of process time (what one core gives, whatever else runs), on the game's
    playout kernel, with `options` (a variant's, say; default the published game's)."""
    game = playout_game(name)
    players = game.default_players
    options = game.make_options(players) if options is None else options
    chosen = get(game, bot) if isinstance(bot, str) else bot

    def play(seed: int) -> None:
        state = game.initial(players, seed, options).state
        step = 0
        while not game.is_over(state):
            seat = game.current_player(state)
            assert seat is not None
            action = decide(game, chosen, state, seat, derive(seed, step)).action
            state = game.apply(state, action).state
            step += 1

    for seed in range(WARM_UP_SEED, WARM_UP_SEED + WARM_UP_GAMES):
        play(seed)
    games = 0
    start = time.process_time()
    while games < least or time.process_time() - start < seconds:
        play(games)
        games += 1
    return games / (time.process_time() - start)


#: Figures that compare two ways of playing one bot: the figure, the game, the bot and the
#: bot it is compared with (the same choices, found another way). `heuristic_batch_gain`:
#: Naishi's heuristic bot with its numpy batch (`batch.py`) over one territory at a time (its
#: path where numpy is missing): what the batch's lines earn.
BOT_GAINS: tuple[tuple[str, str, Bot, Bot], ...] = (
    ("heuristic_batch_gain", "naishi", naishi_bots.heuristic_bot(),
     naishi_bots.heuristic_bot(batch=False)),
)

#: The seeded games each way of a `BOT_GAINS` figure plays (the same games both ways).
GAIN_GAMES = 40


def bot_metrics(name: str, seconds: float) -> Iterator[tuple[str, float]]:
    """Games per second of the `heuristic` and `lookahead` bots the game has (a game may have
    no bots of its own: docs/adding-a-game.md), then the game's `BOT_GAINS`: how many times
    more games a second the first bot plays than the second, the same `GAIN_GAMES` seeded
    games each, the best of two runs each."""
    have = available(name)
    for bot in ("heuristic", "lookahead"):
        if bot in have:
            yield f"{bot}_games_per_s", bot_games_per_s(name, bot, seconds)
    for metric, game, faster, slower in BOT_GAINS:
        if game == name:
            fast, slow = (max(bot_games_per_s(name, bot, 0, least=GAIN_GAMES) for _ in range(2))
                          for bot in (faster, slower))
            yield metric, fast / slow


def class_variant_metrics(name: str, seconds: float) -> Iterator[tuple[str, float]]:
    """Under each class question's variant of the game (`simulate.questions.CLASS_QUESTIONS`,
    issue 36), at the game's default player count: random playouts' `steps_per_s_q<n>` and the
    `heuristic` bot's `heuristic_games_per_s_q<n>`, each followed by its ratio to the published
    game's, measured just before it (`*_vs_published`: the machine's speed drifts)."""
    game = playout_game(name)
    players = game.default_players
    heuristic = "heuristic" in available(name)
    for question in CLASS_QUESTIONS.values():
        if question.game != name:
            continue
        options = variant_options(game, players, question.variant())
        tag = f"q{question.number}"
        published = speed.playouts(game, players, seconds)["steps_per_s"]
        steps = speed.playouts(game, players, seconds, options)["steps_per_s"]
        yield f"steps_per_s_{tag}", steps
        yield f"steps_per_s_{tag}_vs_published", steps / published
        if heuristic:
            published = bot_games_per_s(name, "heuristic", seconds)
            games = bot_games_per_s(name, "heuristic", seconds, options)
            yield f"heuristic_games_per_s_{tag}", games
            yield f"heuristic_games_per_s_{tag}_vs_published", games / published


def compositions(name: str, count: int, games: int, *, first: int = 0,
                 workers: int = 1) -> Iterator[tuple[str, float]]:
    """`count` random valid compositions of the game's vocabulary (seeds `first` on,
    `simulate.compositions`), each played `games` seeded random games per player count with
    its kernel compared with the reference at every state (`check_kernel`, which raises
    `KernelMismatch` at the first difference), on `workers` processes (one composition a
    task; the figures are the same for any number): how many compositions and states, the
    rule ids and event kinds compared, those with code in the reference that none cited
    (`compositions_never_reached`), the seconds of process time of the checks (summed over
    the workers) and of the wall clock."""
    reference = load_game(name)
    reach = KernelReach(name, tuple(rule_index(reference)))
    states, seconds, wall = 0, 0.0, time.perf_counter()
    for compared, seen, spent in _checked_compositions(name, range(first, first + count),
                                                        games, workers):
        states += compared
        seconds += spent
        reach.seen.update(seen)
    yield "compositions", count
    yield "compositions_states", states
    yield "compositions_reached", len({key for key, _ in reach.seen})
    yield "compositions_never_reached", len(reach.never())
    yield "compositions_s", seconds
    yield "compositions_wall_s", time.perf_counter() - wall


def _check_composition(name: str, seed: int, games: int
                       ) -> tuple[int, Counter[tuple[str, int]], float]:
    """One random valid composition (`seed`) checked: the states compared, how many times
    each (rule id or event kind, players) was compared, and the process seconds it took."""
    start = time.process_time()
    reach = KernelReach(name, ())
    variant = Variant.from_dict(name, random_composition(name, seed))
    states = check_kernel(name, games=games, options={}, variant=variant, first_seed=seed,
                          reach=reach)
    return states, reach.seen, time.process_time() - start


def _checked_compositions(name: str, seeds: range, games: int, workers: int
                          ) -> Iterator[tuple[int, Counter[tuple[str, int]], float]]:
    """`_check_composition` for every seed, in order, here or on a pool of `workers`
    processes (forked: they have the games loaded). Ctrl-C, or a `KernelMismatch` from a
    worker (raised here), stops the pool at once."""
    check = functools.partial(_check_composition, name, games=games)
    if workers <= 1 or len(seeds) <= 1:
        yield from map(check, seeds)
        return
    pool = multiprocessing.get_context("fork").Pool(min(workers, len(seeds)),
                                                    initializer=quiet_worker)
    try:
        yield from pool.imap(check, seeds)
    finally:
        pool.terminate()
        pool.join()


def uno_steps_per_s(seconds: float) -> float | None:
    """RLCard's UNO with random agents (the same seeded games every time), steps per second of
    process time over about `seconds`; `None` without RLCard."""
    try:
        import rlcard
        from rlcard.agents import RandomAgent
    except ImportError:
        return None
    env = rlcard.make("uno", config={"seed": 0})
    agents = [RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)]
    steps = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        state, player = env.reset()
        while not env.is_over():
            action = agents[player].step(state)
            state, player = env.step(action)
            steps += 1
    return steps / (time.process_time() - start)


def versus_uno(metrics: Iterator[tuple[str, float]], seconds: float
               ) -> Iterator[tuple[str, float]]:
    """The metrics, each `steps_per_s*` one followed by UNO's steps per second measured right
    after it (`*_uno`) and the multiple (`*_vs_uno`). UNO is played again beside every figure
    because a machine's speed drifts during a run (other work, the host, its caches), and it
    moves two runs side by side alike: the multiple holds where a single UNO figure at the
    start would not."""
    for metric, value in metrics:
        yield metric, value
        if metric.startswith("steps_per_s"):
            uno = uno_steps_per_s(seconds)
            if uno:
                yield f"{metric}_uno", uno
                yield f"{metric}_vs_uno", value / uno


def strength(names: list[str], workers: int, weak_games: int, strong_games: int,
             scaling_games: int, counts: Sequence[int] | None = None
             ) -> Iterator[tuple[str, str, dict[str, float]]]:
    """Win rates of the stronger bot against the weaker (and of `strong` against `lookahead`
    at each of `counts` the game allows too), and the simulate speed-up; 0 games skips a
    figure (`--weak-games 0 --strong-games 0 --scaling-games 0`: the ladder alone)."""
    for name in names:
        game = load_game(name)
        pairs = [("heuristic", "random", weak_games), ("lookahead", "heuristic", strong_games)]
        if "strong" in available(name):
            pairs.append(("strong", "lookahead", strong_games))
        for strong, weak, n in pairs:
            if n > 0:
                yield name, f"{strong}_vs_{weak}_win_rate", head_to_head(
                    name, strong, weak, n, game.default_players, workers)
        more = [p for p in counts or () if game.min_players <= p <= game.max_players]
        for players in more if "strong" in available(name) and strong_games > 0 else ():
            yield name, f"strong_vs_lookahead_{players}p_win_rate", head_to_head(
                name, "strong", "lookahead", strong_games, players, workers)
    if scaling_games and "naishi" in names:
        from .simulate import simulate

        one = simulate("naishi", scaling_games, bots="heuristic", workers=1, progress=False)
        two = simulate("naishi", scaling_games, bots="heuristic", workers=2, progress=False)
        yield "naishi", "simulate_speedup", {
            "value": one.elapsed / two.elapsed, "games": scaling_games,
            "workers_1_s": one.elapsed, "workers_2_s": two.elapsed}


def head_to_head(name: str, strong: str, weak: str, games: int, players: int,
                 workers: int) -> dict[str, float]:
    """`strong` in one seat, in turn, against `weak` in the others (seed 2024 on): its win
    rate with a 95 % interval, beside the fair share."""
    from .simulate import simulate

    run = simulate(name, games, players=players, bots=f"{strong},{weak}", rotate=True,
                   seed=2024, workers=workers, progress=False)
    win = run.win_rate_by_bot()[strong]
    return {"value": win.value, "low": win.low, "high": win.high, "games": run.n,
            "fair": 1 / players, "players": players, "seconds": run.elapsed}


#: The bots of the strength ladder, weakest first.
TIERS = ("random", "heuristic", "lookahead", "strong")


def ladder_games(name: str, players: int, tiers: Sequence[str], games: int, workers: int,
                 seed: int) -> list[tuple[list[float], list[float]]]:
    """A round robin at `players`: for every pair of tiers, `games` games of one seat of the
    first against the rest of the second, rotating seats (and as many the other way round
    when more than two play); each game as (seats held, win share) per tier."""
    from .simulate import simulate

    found: list[tuple[list[float], list[float]]] = []
    for i, j in itertools.combinations(range(len(tiers)), 2):
        for lone, rest in ((i, j), (j, i)) if players > 2 else ((i, j),):
            run = simulate(name, games, players=players, bots=f"{tiers[lone]},{tiers[rest]}",
                           rotate=True, seed=seed, workers=workers, progress=False)
            for g in range(run.n):
                counts, shares = [0.0] * len(tiers), [0.0] * len(tiers)
                for seat in range(players):
                    tier = tiers.index(run.bots[int(run.lineup[g, seat])])
                    counts[tier] += 1
                    shares[tier] += float(run.shares[g, seat])
                found.append((counts, shares))
    return found


def ladder(names: list[str], workers: int, games: int, counts: Sequence[int] | None,
           seed: int = 2024) -> Iterator[tuple[str, str, dict[str, float]]]:
    """Each game's tiers rated on one Bradley–Terry scale per player count (Elo points,
    `random` at 0) with 95 % intervals, and each tier's lead over the one below."""
    from .simulate.ratings import fit

    for name in names:
        game = load_game(name)
        tiers = [t for t in TIERS if t in available(name)]
        for players in range(game.min_players, game.max_players + 1):
            if counts and players not in counts:
                continue
            ratings = fit(ladder_games(name, players, tiers, games, workers, seed), tiers)
            for tier in tiers:
                low, high = ratings.interval(tier)
                yield name, f"elo_{players}p_{tier}", {
                    "value": ratings.elo(tier), "low": low, "high": high,
                    "games": ratings.games, "players": players}
            for above, below in zip(tiers[1:], tiers[:-1], strict=False):
                value, low, high = ratings.difference(above, below)
                yield name, f"elo_{players}p_{above}_over_{below}", {
                    "value": value, "low": low, "high": high, "games": ratings.games,
                    "players": players, "above": float(low > 0)}
            yield from _kept(name, players, ratings)


def _kept(name: str, players: int, ratings: Ratings) -> Iterator[tuple[str, str, dict[str, float]]]:
    """The ladder's rule (`ratings.ordered`): each tier kept (1) or removed (0), and the lead
    over the highest tier kept below it where that is not the tier just below."""
    for step in ordered(ratings):
        figures = {"games": float(ratings.games), "players": float(players)}
        if ratings.names.index(step.below) != ratings.names.index(step.above) - 1:
            yield name, f"elo_{players}p_{step.above}_over_{step.below}", {
                "value": step.value, "low": step.low, "high": step.high, **figures,
                "above": float(step.kept)}
        yield name, f"ladder_{players}p_kept_{step.above}", {
            "value": float(step.kept), **figures, "kept": float(step.kept)}


def review_metrics(name: str, games: int, budget: int | None = None
                   ) -> Iterator[tuple[str, float]]:
    """`games` seeded games at the game's largest player count, each played out by the game's
    bot and reviewed (`Match.review`) for the seat with the most decisions: process seconds per
    review (mean and worst), decisions rated per review, the budget per decision and the game's
    target for a whole game (`Reviewer.target_s`). Nothing for a game without a review."""
    from .engine import Match
    from .engine.review import reviewer

    game = load_game(name)
    judge = reviewer(game)
    if judge is None:
        return
    times: list[float] = []
    rated: list[int] = []
    for seed in range(games):
        match = Match(name, game.max_players, seed=seed)
        match.play_out()
        acting = [game.current_player(match.state_at(i)) for i in range(match.length)]
        seat = max(range(match.players), key=acting.count)
        start = time.process_time()
        review = match.review(seat, budget=budget)
        times.append(time.process_time() - start)
        rated.append(len(review.ratings))
    yield "review_s_mean", statistics.fmean(times)
    yield "review_s_max", max(times)
    yield "review_decisions", statistics.fmean(rated)
    yield "review_budget", float(review.budget)
    yield "review_target_s", judge.target_s


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


def classroom(as_json: bool) -> int:
    """Print the classroom figures; 1 if a move was refused, lost or too slow."""
    from .classroom.load import run

    figures = dict(run().report())
    for metric, value in figures.items():
        if as_json:
            print(json.dumps({"game": "classroom", "metric": metric, "value": round(value, 4)}))
        else:
            print(f"classroom  {metric:22} {value:14,.3f}")
    ok = figures["errors"] == 0 and figures["lost_moves"] == 0 and \
        figures.get("update_ms_p95", 0) <= 250
    return 0 if ok else 1


def reviews(names: list[str], games: int, budget: int | None, as_json: bool) -> int:
    """Print each game's review figures; 1 if a review took longer than its target."""
    late = False
    for name in names:
        figures = dict(review_metrics(name, games, budget))
        for metric, value in figures.items():
            if as_json:
                print(json.dumps({"game": name, "metric": metric, "value": round(value, 4)}))
            else:
                print(f"{name:10} {metric:22} {value:14,.3f}")
            sys.stdout.flush()
        late = late or figures.get("review_s_max", 0.0) > figures.get("review_target_s", 1e9)
    return 1 if late else 0


def _player_counts(text: str) -> list[int]:
    """`--players 3,4` as `[3, 4]`; argparse's refusal, in words, for anything else."""
    try:
        counts = [int(part) for part in text.split(",")]
    except ValueError:
        counts = []
    if not counts or min(counts) < 1:
        raise argparse.ArgumentTypeError(cli_text("bench.error.players", text=repr(text)))
    return counts


BENCH_OPTIONS = (  # (option, its keywords, its help's key in the catalogue)
    ("--json", {"action": "store_true"}, "json"),
    ("--seconds", {"type": float, "default": 2.0}, "seconds"),
    ("--clicks", {"type": int, "default": 100}, "clicks"),
    ("--strength", {"action": "store_true"}, "strength"),
    ("--workers", {"type": int, "default": 2}, "workers"),
    ("--weak-games", {"type": int, "default": 2000}, "weak_games"),
    ("--strong-games", {"type": int, "default": 600}, "strong_games"),
    ("--scaling-games", {"type": int, "default": 1000}, "scaling_games"),
    ("--ladder-games", {"type": int, "default": 12}, "ladder_games"),
    ("--players", {"type": _player_counts, "default": None}, "players"),
    ("--classroom", {"action": "store_true"}, "classroom"),
    ("--review", {"action": "store_true"}, "review"),
    ("--review-games", {"type": int, "default": 3}, "review_games"),
    ("--review-budget", {"type": int, "default": None}, "review_budget"),
    ("--class-variants", {"action": "store_true"}, "class_variants"),
    ("--compositions", {"type": int, "default": 0}, "compositions"),
    ("--composition-games", {"type": int, "default": 200}, "composition_games"),
    ("--composition-first", {"type": int, "default": 0}, "composition_first"),
)


def _strength_row(name: str, metric: str, figures: dict[str, float], as_json: bool) -> str:
    """One line of `--strength`: a JSON object, or the figure with its interval in words."""
    if as_json:
        return json.dumps({"game": name, "metric": metric,
                           **{k: round(v, 4) for k, v in figures.items()}})
    extra = ""
    if "fair" in figures:
        extra = (f" [{figures['low']:.3f}, {figures['high']:.3f}] over "
                 f"{figures['games']:.0f} games (fair share {figures['fair']:.3f})")
    elif "low" in figures:
        extra = (f" [{figures['low']:.0f}, {figures['high']:.0f}] Elo over "
                 f"{figures['games']:.0f} games")
        if "above" in figures:
            extra += "; above: " + ("yes" if figures["above"] else "not shown")
    elif "kept" in figures:
        extra = " on the ladder" if figures["kept"] else \
            " removed: not above the highest tier kept below it"
    return f"{name:10} {metric:32} {figures['value']:8.3f}{extra}"


def parser(prog: str = "python -m explorer.bench") -> argparse.ArgumentParser:
    """The command line, its help in the command line's languages (`engine.i18n.cli_help`)."""
    described = CommandLine(prog=prog, description=cli_text("bench.help.description"))
    described.add_argument("games", nargs="*", help=cli_help("bench.help.games"))
    for option, keywords, key in BENCH_OPTIONS:
        described.add_argument(option, help=cli_help(f"bench.help.{key}"), **keywords)
    described.add_argument("--lang", choices=LANGUAGES, help=cli_help("cli.help.lang"))
    return described


#: The exit status after Ctrl-C (128 + SIGINT, as a shell reports it).
EXIT_INTERRUPTED = 130


def main(argv: list[str] | None = None, *, prog: str = "python -m explorer.bench") -> int:
    """The command line; returns the exit status (`EXIT_INTERRUPTED` after Ctrl-C, which
    stops a run and its workers at once: the figures printed so far stay)."""
    try:
        return _main(argv, prog)
    except KeyboardInterrupt:
        print(cli_text("bench.interrupted"), file=sys.stderr)
        return EXIT_INTERRUPTED


def _main(argv: list[str] | None, prog: str) -> int:
    argv = take_lang_option(sys.argv[1:] if argv is None else argv)
    parser_ = parser(prog)  # after `--lang` is taken: the parser speaks the chosen language
    args = parser_.parse_args(argv)
    if args.classroom:
        return classroom(args.json)
    names = args.games or list(registered_games())
    unknown = [n for n in names if n not in registered_games()]
    if unknown:
        parser_.error(cli_text("bench.unknown_game", games=", ".join(unknown),
                               known=", ".join(registered_games())))
    if args.review:
        return reviews(names, args.review_games, args.review_budget, args.json)
    if args.strength:
        rows = strength(names, args.workers, args.weak_games, args.strong_games,
                        args.scaling_games, args.players)
        if args.ladder_games > 0:
            rows = itertools.chain(rows, ladder(names, args.workers, args.ladder_games,
                                                args.players))
        for name, metric, figures in rows:
            print(_strength_row(name, metric, figures, args.json))
            sys.stdout.flush()
        return 0
    for name in names:
        if args.compositions > 0:
            metrics = compositions(name, args.compositions, args.composition_games,
                                   first=args.composition_first, workers=args.workers)
        elif args.class_variants:
            metrics = class_variant_metrics(name, args.seconds)
        else:
            metrics = versus_uno(game_metrics(name, args.seconds), args.seconds)
            metrics = itertools.chain(metrics, bot_metrics(name, args.seconds))
            if args.clicks > 0:
                metrics = itertools.chain(metrics, explorer_metrics(name, args.clicks))
        for metric, value in metrics:
            if args.json:
                print(json.dumps({"game": name, "metric": metric, "value": round(value, 4)}))
            else:
                print(f"{name:10} {metric:{40 if args.class_variants else 22}} {value:14,.3f}")
            sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
