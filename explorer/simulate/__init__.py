"""Play many bot games and measure them: `explorer.simulate(...)` and `explorer.compare(...)`.

    python -m explorer.simulate naishi --games 10000 --bots heuristic,random --workers 2 --json

Every game `i` gets its own seed, derived from the base `seed` and `i` alone, and every bot
decision a generator derived from that game's seed and the step; results are ordered by game
index. So the arrays are identical whatever `workers` or executor runs the games: inline,
a process pool, or a Dask cluster through `client.get_executor()`:

    from dask.distributed import Client
    client = Client("tcp://scheduler:8786")          # or Client(LocalCluster(...))
    result = explorer.simulate("naishi", 10_000, executor=client.get_executor())

Progress shows through `tqdm.auto` (a bar in a notebook and in a terminal). Ctrl-C (a
`KeyboardInterrupt`) stops the run and returns the games already played, marked `partial`
and `interrupted` (the command line then exits with status 130).

A game that raises (a bot's bug) or a worker process that dies (killed, or crashed in native
code) loses only that game: the result keeps every other game (a dead worker's games are
played again), is marked `partial`, and lists what did not finish in `failures`
(`Failure(start, stop, reason)`).

Without numpy (the offline site's Pyodide) the same code runs on plain-Python arrays
(`explorer.simulate.arrays`) and gives the same figures; with numpy, numpy's arrays.

Win rates come with 95 % Wilson intervals; means with 95 % normal intervals (1.96 standard
errors). A tie shares the win: each winner of a game gets 1/(number of winners).

This module is the implementation and the command line; importing it makes the module itself
callable, so `explorer.simulate(...)` works whether Python resolves the name to this module or
to the function.
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import concurrent.futures.process as cfp
import ctypes
import json
import math
import signal
import sys
import threading
import time
import types
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .. import bots as _bots
from ..engine import (
    LANGUAGES,
    ExplorerError,
    Game,
    Join,
    Message,
    OptionError,
    StepLimitError,
    VariantError,
    derive,
    load_game,
    playout_game,
    tr,
)
from ..engine.bots import Bot, Choice
from ..engine.cli import CommandLine
from ..engine.i18n import command_line_languages, punct
from ..engine.match import check_seed
from ..engine.registry import plugin
from ..engine.variant import Variant, as_variant, with_content
from ..engine.variant import variant as variant_of
from . import arrays as _arrays

if TYPE_CHECKING:
    import numpy as np
else:
    # numpy where it can be imported, plain-Python arrays otherwise (the offline site):
    # chosen by the first simulation, so `import explorer` needs no numpy.
    np = _arrays.backend

__all__ = ["Comparison", "Estimate", "Failure", "Metrics", "Simulation", "compare", "fit",
           "game_seed", "simulate"]

Z95 = 1.959963984540054
_LEVEL = 0.95


# -- statistics ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Estimate:
    """A value with its interval `[low, high]` at `level` (95 % unless the interval is one of
    several shown together, see `explorer.simulate.confidence`) and the number of
    observations."""

    value: float
    low: float
    high: float
    n: int
    level: float = 0.95

    def __str__(self) -> str:
        return f"{self.value:.3f} [{self.low:.3f}, {self.high:.3f}]"

    def percent(self) -> str:
        return f"{100 * self.value:.1f} % [{100 * self.low:.1f}, {100 * self.high:.1f}]"

    def to_dict(self) -> dict[str, float]:
        return {"value": self.value, "low": self.low, "high": self.high, "n": self.n,
                "level": self.level}


def rate(values: Any, level: float = 0.95) -> Estimate:
    """The mean of win shares in [0, 1] with its Wilson interval at `level` (95 %).

    >>> rate([1, 0, 1, 1]).value
    0.75
    """
    x = np.asarray(values, dtype=float).ravel()
    n = x.size
    if n == 0:
        return Estimate(math.nan, math.nan, math.nan, 0, level)
    p = float(x.mean())
    z = Z95 if level == 0.95 else _confidence.z_of(level)
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    low = 0.0 if p == 0.0 else max(0.0, centre - half)
    high = 1.0 if p == 1.0 else min(1.0, centre + half)
    return Estimate(p, low, high, n, level)


def mean(values: Any, level: float = 0.95, *, t_star: float | None = None) -> Estimate:
    """The mean with its normal interval at `level` (95 %: 1.96 standard errors); with
    `t_star`, the confidence sequence's interval instead (valid whenever the games stopped,
    see `explorer.simulate.confidence.until_sure`).

    >>> mean([1, 2, 3]).value
    2.0
    """
    x = np.asarray(values, dtype=float).ravel()
    n = x.size
    if n == 0:
        return Estimate(math.nan, math.nan, math.nan, 0, level)
    m = float(x.mean())
    spread = float(x.std(ddof=1)) if n > 1 else math.inf
    if t_star is not None:
        half = _confidence.mixture_half_width(spread, n, level, t_star=t_star)
    else:
        z = Z95 if level == 0.95 else _confidence.z_of(level)
        half = z * spread / math.sqrt(n) if n > 1 else math.inf
    return Estimate(m, m - half, m + half, n, level)


def fit(columns: Mapping[str, Any], values: Any) -> dict[str, Estimate]:
    """How much one more unit of each column goes with in `values`: a least-squares fit, each
    coefficient with its 95 % interval (1.96 ordinary standard errors). A constant term is
    fitted too unless the columns already sum to one (Naishi's ten cards a territory: with a
    constant beside them the fit has one column too many, and every coefficient is off by an
    arbitrary shift); it is not reported. Columns that are combinations of the others cannot be
    told apart: `ValueError` names them.

    >>> counts = {"a": [1, 2, 3, 4], "b": [3, 2, 1, 0]}  # four cards each time
    >>> {k: round(e.value, 6) for k, e in fit(counts, [9, 10, 11, 12]).items()}
    {'a': 3.0, 'b': 2.0}
    """
    names = list(columns)
    x = [np.asarray(columns[k], dtype=float).ravel().tolist() for k in names]
    y = np.asarray(values, dtype=float).ravel().tolist()
    if any(len(column) != len(y) for column in x):
        raise ValueError(f"{len(x[0]) if x else 0} rows of columns against {len(y)} values")
    if not y:
        raise ValueError("no rows to fit")
    rows = [[column[i] for column in x] for i in range(len(y))]
    plain = _arrays.is_plain()
    with_constant = [[*row, 1.0] for row in rows]
    if _rank(with_constant, plain) > _rank(rows, plain):
        rows = with_constant
    full = _rank(rows, plain)
    if full < len(rows[0]):
        alone = [k for i, k in enumerate(names)
                 if _rank([row[:i] + row[i + 1:] for row in rows], plain) == full]
        raise ValueError(f"these columns are combinations of the others: {', '.join(alone)}")
    coef, factors = (_arrays.least_squares if plain else _numpy_least_squares)(rows, y)
    n, p = len(rows), full
    residual = [v - math.fsum(c * a for c, a in zip(coef, row, strict=True))
                for row, v in zip(rows, y, strict=True)]
    spread = math.fsum(r * r for r in residual) / (n - p) if n > p else math.inf
    se = [math.sqrt(f * spread) for f in factors]
    return {k: Estimate(float(coef[i]), float(coef[i] - Z95 * se[i]),
                        float(coef[i] + Z95 * se[i]), n) for i, k in enumerate(names)}


def _rank(rows: list[list[float]], plain: bool) -> int:
    """How many columns of the table `rows` are independent: numpy's SVD, or elimination."""
    if plain:
        return _arrays.matrix_rank(rows)
    return int(np.linalg.matrix_rank(np.array(rows, dtype=float)))


def _numpy_least_squares(rows: list[list[float]], y: list[float]
                         ) -> tuple[list[float], list[float]]:
    """`arrays.least_squares` by numpy: the coefficients (an SVD's least squares) and the
    diagonal of `(XᵀX)⁻¹`."""
    x = np.array(rows, dtype=float)
    coef, *_ = np.linalg.lstsq(x, np.array(y, dtype=float), rcond=None)
    return coef.tolist(), np.diag(np.linalg.inv(x.T @ x)).tolist()


# -- one game --------------------------------------------------------------------------------


def game_seed(seed: int, index: int) -> int:
    """The seed of game `index` of a run with base `seed` (a non-negative 63-bit integer)."""
    return derive(seed, index).next64()[0] >> 1


@dataclass(frozen=True)
class _Spec:
    """Everything a worker needs to play games of a run (picklable: names, not objects)."""

    game: str
    players: int
    bots: tuple[str, ...]
    seed: int
    options: tuple[tuple[str, Any], ...]
    rotate: bool
    #: A variant's content (`None`: the published game's).
    content: Any = None

    def lineup(self, index: int) -> tuple[int, ...]:
        """The index into `bots` of the bot at each seat in game `index`."""
        base = [min(s, len(self.bots) - 1) for s in range(self.players)]
        shift = index % self.players if self.rotate else 0
        return tuple(base[(s - shift) % self.players] for s in range(self.players))


#: One finished game: index, seed, scores, winners, lineup, seat order, length, features,
#: and its lead changes and "decided at" step (`None` for a game without running scores).
_Record = tuple[int, int, tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...],
                int, dict[str, Any], tuple[int, int] | None]


def _tracker(game: Game[Any], players: int) -> Any:
    features = plugin(game.name).features
    return None if features is None else features(players)


def _play(spec: _Spec, index: int) -> _Record:
    # The game's playout kernel (its reference rule book where it has none): the same states
    # and legal actions, checked at every state by `check_kernel`, for less time a step.
    game = playout_game(spec.game)
    options = game.make_options(spec.players, **dict(spec.options))
    if spec.content is not None:
        options = with_content(options, spec.content)
    seed = game_seed(spec.seed, index)
    lineup = spec.lineup(index)
    chosen: list[Bot] = [_bots.get(game, name) for name in spec.bots]
    tracker = _tracker(game, spec.players)
    state = game.initial(spec.players, seed, options).state
    order: list[int] = []
    step = 0
    # The running scores after every turn (each time the seat to act changes), for the lead
    # changes and the "decided at" of `metrics`.
    scores_now = plugin(spec.game).running_scores
    trace: list[tuple[int, Sequence[int]]] = []
    last_seat: int | None = None
    while not game.is_over(state):
        seat = game.current_player(state)
        assert seat is not None
        if seat not in order:
            order.append(seat)
        if scores_now is not None and seat != last_seat:
            trace.append((step, scores_now(state)))
            last_seat = seat
        choice: Choice = _bots.decide(game, chosen[lineup[seat]], state, seat,
                                      derive(seed, step))
        if tracker is not None:
            tracker.step(state, seat, choice.action)
        state = game.apply(state, choice.action).state
        step += 1
        if step >= game.max_steps and not game.is_over(state):
            raise StepLimitError(Message("simulate.error.step_cap", index=index, seed=seed,
                                         reason=game.step_cap_reason()))
    outcome = game.outcome(state)
    assert outcome is not None
    features = tracker.finish(state, outcome) if tracker is not None else {}
    order += [s for s in range(spec.players) if s not in order]
    leads = None
    if scores_now is not None:
        trace.append((step, outcome.scores))
        leads = (_metrics.lead_changes(trace), _metrics.decided_at(trace, outcome.winners))
    return (index, seed, tuple(outcome.scores), tuple(outcome.winners), lineup, tuple(order),
            step, features, leads)


@dataclass(frozen=True)
class Failure:
    """Games `start` to `stop - 1` that did not finish, and why (`reason`, in both languages):
    one game that raised or killed its worker process, or a block of games that a pool not
    of this module's making lost (or that were not played again after `_DEATHS` deaths)."""

    start: int
    stop: int
    reason: Message

    def label(self, lang: str) -> str:
        key = "simulate.failure.one" if self.stop - self.start == 1 else "simulate.failure"
        return Message(key, first=self.start, last=self.stop - 1, n=self.stop - self.start,
                       reason=self.reason).label(lang)

    def to_dict(self) -> dict[str, Any]:
        return {"start": self.start, "stop": self.stop, "reason": self.reason.label("en")}


def _raised(index: int, exc: Exception) -> Failure:
    """Game `index` raised `exc`: the package's own error gives its sentence (a step cap: its
    `StepLimitError`'s), any other its text (the exception itself may not pickle)."""
    if isinstance(exc, ExplorerError):
        return Failure(index, index + 1, exc.reason)
    return Failure(index, index + 1, Message("simulate.failure.raised",
                                             error=f"{type(exc).__name__}: {exc}"))


def _play_block(spec: _Spec, start: int, stop: int) -> tuple[list[_Record], list[Failure]]:
    """Games `start` to `stop - 1` under one spec: the finished ones, and one `Failure`
    for each game that raised (the others still play: each game is independent)."""
    return _play_group((spec,), start, stop)[0]


def _play_group(specs: Sequence[_Spec], start: int, stop: int
                ) -> list[tuple[list[_Record], list[Failure]]]:
    """Games `start` to `stop - 1` under every spec, game by game (what a worker runs, one
    task): a block comes back whole or not at all, so the games a comparison keeps after
    Ctrl-C are always paired."""
    got: list[tuple[list[_Record], list[Failure]]] = [([], []) for _ in specs]
    for i in range(start, stop):
        for k, spec in enumerate(specs):
            try:
                got[k][0].append(_play(spec, i))
            except Exception as exc:  # a bot's or a rule's bug: list it, keep the others
                got[k][1].append(_raised(i, exc))
    return got


# -- the result ------------------------------------------------------------------------------


@dataclass
class Simulation:
    """The games of one run, as numpy arrays ordered by game index (where numpy cannot be
    imported, as in the offline site, read-only `explorer.simulate.arrays.Array`s with the same
    shapes, indexing, arithmetic, `mean`/`std`/`sum` and `tolist`; every figure the same).

    - `index` (n,): the game numbers (all of `range(requested)` unless `partial`);
    - `seeds` (n,): each game's seed (`game_seed(seed, index)`);
    - `scores` (n, players), `winners` (n, players) booleans, `shares` (n, players): 1/k for
      each of k winners;
    - `lineup` (n, players): which of `bots` played each seat; `seat_order` (n, players): the
      seats in the order they first acted (column 0: the first player);
    - `length` (n,): actions in the game; `features`: the game's own per-game figures, each
      (n,) or (n, players) (see `explorer/games/<game>/features.py`).
    - `lead_changes` (n,) and `decided_at` (n,): how often the sole leader by running score
      changed, and the step from which the winners led for good (NaN for a game whose
      plug-in has no `running_scores`; see `explorer.simulate.metrics`).
    - `partial`: fewer games than `requested`; `interrupted`: stopped by Ctrl-C; `failures`:
      the games that did not finish (a game that raised, a worker that died), in game order.
    """

    game: str
    players: int
    bots: tuple[str, ...]
    seed: int
    options: dict[str, Any]
    rotate: bool
    requested: int
    partial: bool
    index: np.ndarray
    seeds: np.ndarray
    scores: np.ndarray
    winners: np.ndarray
    shares: np.ndarray
    lineup: np.ndarray
    seat_order: np.ndarray
    length: np.ndarray
    features: dict[str, np.ndarray] = field(default_factory=dict)
    elapsed: float = 0.0
    interrupted: bool = False
    failures: tuple[Failure, ...] = ()
    #: The variant's content when it is not the published game's (see `explorer.Variant`).
    content: Any = None
    lead_changes: np.ndarray = field(default_factory=lambda: np.zeros(0))
    decided_at: np.ndarray = field(default_factory=lambda: np.zeros(0))

    @property
    def n(self) -> int:
        """How many games were played."""
        return int(self.index.size)

    def win_rate_by_seat(self, level: float = 0.95) -> list[Estimate]:
        return [rate(self.shares[:, s], level) for s in range(self.players)]

    def win_rate_by_position(self, level: float = 0.95) -> list[Estimate]:
        """Win rate of the first player, the second, ... (by `seat_order`)."""
        rows = np.arange(self.n)
        return [rate(self.shares[rows, self.seat_order[:, p]], level)
                for p in range(self.players)]

    def position_is_seat(self, p: int) -> bool:
        """Whether the player `p` in turn order (0: the first) is always seat `p`."""
        return bool((self.seat_order[:, p] == p).all())

    def win_rate_by_bot(self, level: float = 0.95) -> dict[str, Estimate]:
        """Win share per seat played by each bot (equal bots: 1/players each)."""
        out = {}
        for b, name in enumerate(self.bots):
            mask = self.lineup == b
            if mask.any():
                out[name] = rate(self.shares[mask], level)
        return out

    def score_by_seat(self, level: float = 0.95) -> list[Estimate]:
        return [mean(self.scores[:, s], level) for s in range(self.players)]

    def mean_length(self, level: float = 0.95) -> Estimate:
        return mean(self.length, level)

    def metrics(self) -> _metrics.Metrics:
        """The playout metrics (win rates, scores, length, margin, decided at, lead
        changes), each interval adjusted for the figures shown together:
        `explorer.simulate.metrics.metrics(self)`."""
        return _metrics.metrics(self)

    def summary(self) -> dict[str, Any]:
        """The figures as plain JSON-ready values."""
        return {
            "game": self.game, "players": self.players, "bots": list(self.bots),
            "seed": self.seed, "options": self.options, "rotate": self.rotate,
            **({} if self.content is None else {"content": self.content.to_dict()}),
            "games": self.n, "requested": self.requested, "partial": self.partial,
            "interrupted": self.interrupted, "failures": [f.to_dict() for f in self.failures],
            "elapsed_s": round(self.elapsed, 3),
            "win_rate_by_seat": [e.to_dict() for e in self.win_rate_by_seat()],
            "win_rate_by_position": [e.to_dict() for e in self.win_rate_by_position()],
            "win_rate_by_bot": {k: e.to_dict() for k, e in self.win_rate_by_bot().items()},
            "score_by_seat": [e.to_dict() for e in self.score_by_seat()],
            "length": self.mean_length().to_dict(),
            # The playout metrics the figures above do not already give.
            **{k: v for k, v in _metrics.metrics(self, together=False).to_dict().items()
               if k in ("rounds", "margin", "decided_at", "lead_changes")},
        }

    def to_text(self, lang: str = "en") -> str:
        """The summary as lines of text in `lang`."""
        lines = [Message("simulate.head", game=load_game(self.game).title, n=self.n,
                         players=self.players,
                         bots=Join(_bots.label(b) for b in self.bots)).label(lang)]
        if self.partial:
            lines.append(Message("simulate.partial", n=self.n, requested=self.requested)
                         .label(lang))
        lines.extend(f.label(lang) for f in self.failures)
        if self.n == 0:
            return "\n".join(lines)
        # Every interval below is shown with the others: adjusted for their number.
        positions = [p for p in range(self.players) if not self.position_is_seat(p)]
        bots = len(self.win_rate_by_bot()) if len(self.bots) > 1 else 0
        m = 2 * self.players + len(positions) + bots + 1
        level = _confidence.bonferroni(m)
        scores = self.score_by_seat(level)
        for s, win in enumerate(self.win_rate_by_seat(level)):
            bot: Any = _bots.label(self.bots[min(s, len(self.bots) - 1)])
            if self.rotate and len(self.bots) > 1:
                bot = Message("simulate.rotating")
            lines.append(Message("simulate.seat", seat=s + 1, bot=bot, win=win.percent(),
                                 score=str(scores[s])).label(lang))
        wins = self.win_rate_by_position(level)
        for p in positions:
            lines.append(Message("simulate.position", n=p + 1, win=wins[p].percent())
                         .label(lang))
        if bots:
            for name, win in self.win_rate_by_bot(level).items():
                lines.append(Message("simulate.bot", bot=_bots.label(name),
                                     win=win.percent()).label(lang))
        lines.append(Message("simulate.length", length=str(self.mean_length(level)))
                     .label(lang))
        return "\n".join([*lines, *together_text(m, (), lang)])

    def __str__(self) -> str:
        return self.to_text("en")


def _collect(spec: _Spec, records: Iterable[_Record], requested: int, partial: bool,
             elapsed: float, interrupted: bool = False,
             failures: Iterable[Failure] = ()) -> Simulation:
    rows = sorted(records, key=lambda r: r[0])
    p = spec.players
    n = len(rows)
    won = [[s in r[3] for s in range(p)] for r in rows]
    winners = np.array(won, dtype=bool).reshape(n, p)
    shares = np.array([[1.0 / len(r[3]) if w else 0.0 for w in row]
                       for r, row in zip(rows, won, strict=True)], dtype=float).reshape(n, p)
    features: dict[str, np.ndarray] = {}
    if rows:
        for name in rows[0][7]:
            features[name] = np.array([r[7][name] for r in rows], dtype=float)
    return Simulation(
        game=spec.game, players=p, bots=spec.bots, seed=spec.seed,
        options=dict(spec.options), rotate=spec.rotate, requested=requested, partial=partial,
        index=np.array([r[0] for r in rows], dtype=np.int64),
        seeds=np.array([r[1] for r in rows], dtype=np.int64),
        scores=np.array([r[2] for r in rows], dtype=np.int64).reshape(n, p),
        winners=winners, shares=shares,
        lineup=np.array([r[4] for r in rows], dtype=np.int64).reshape(n, p),
        seat_order=np.array([r[5] for r in rows], dtype=np.int64).reshape(n, p),
        length=np.array([r[6] for r in rows], dtype=np.int64),
        features=features, elapsed=elapsed, interrupted=interrupted,
        failures=tuple(sorted(failures, key=lambda f: f.start)), content=spec.content,
        lead_changes=np.array([math.nan if r[8] is None else r[8][0] for r in rows]),
        decided_at=np.array([math.nan if r[8] is None else r[8][1] for r in rows]),
    )


# -- running ---------------------------------------------------------------------------------

Progress = bool | Callable[[int, int], Any] | None


def _spec(game: str | Game[Any], players: int | None, bots: str | Sequence[str] | None,
          seed: int, options: Mapping[str, Any] | Variant | None, rotate: bool,
          variant: Variant | None = None) -> _Spec:
    g = load_game(game) if isinstance(game, str) else game
    if isinstance(options, Variant):
        options, variant = None, options
    content = None
    if variant is not None:
        v = as_variant(g, variant)
        options = {**v.changed_options(), **(options or {})}
        if v.content != variant_of(g).content:
            content = v.content
    if players is None:
        players = g.default_players
    if isinstance(bots, str):
        names = tuple(b.strip() for b in bots.split(","))
    elif bots is None:
        names = (_bots.default(g),)
    else:
        names = tuple(bots)
    if not 1 <= len(names) <= players:
        raise OptionError(Message("simulate.error.bots", n=len(names), players=players))
    for name in names:
        _bots.get(g, name)
    seed = check_seed(seed)  # the seeds a `Match` takes, refused with its error
    opts = dict(options or {})
    g.make_options(players, **opts)
    return _Spec(g.name, players, names, seed, tuple(sorted(opts.items())), bool(rotate),
                 content)


def _count(value: Any, name: str, low: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise OptionError(Message("simulate.error.count", name=name, value=repr(value),
                                  low=low))
    return value


class _Bar:
    """Progress: a `tqdm.auto` bar, a callback `(done, total)`, or nothing."""

    def __init__(self, progress: Progress, total: int, label: str) -> None:
        self.callback = progress if callable(progress) else None
        self.bar: Any = None
        self.done = 0
        self.total = total
        if progress is True:
            try:
                from tqdm.auto import tqdm
            except ImportError:  # tqdm comes with the `lab` extra; without it, no bar
                tqdm = None
            if tqdm is not None:
                self.bar = tqdm(total=total, desc=label, unit="game")

    def update(self, n: int) -> None:
        self.done += n
        if self.bar is not None:
            self.bar.update(n)
        if self.callback is not None:
            self.callback(self.done, self.total)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()


def _blocks(n: int, workers: int, most: int = 200) -> list[tuple[int, int]]:
    """Games `[start, stop)` per task: at most `most`, shrinking as the games left run out, so
    that the workers finish together (each block is a quarter of a worker's share of what is
    left)."""
    out = []
    start = 0
    while start < n:
        size = max(1, min(most, math.ceil((n - start) / (max(workers, 2) * 4))))
        out.append((start, min(n, start + size)))
        start += size
    return out


def simulate(game: str | Game[Any], n_games: int, *, players: int | None = None,
             bots: str | Sequence[str] | None = None, seed: int = 0,
             options: Mapping[str, Any] | None = None, workers: int = 1,
             executor: cf.Executor | None = None, rotate: bool = False,
             progress: Progress = True, variant: Variant | None = None) -> Simulation:
    """Play `n_games` games of `game` between bots and return the arrays and summaries.

    - `bots`: bot names for seats 1, 2, ..., the last one also playing any seat left (so one
      name plays every seat), as a list or a comma-separated string (`"heuristic,random"`);
      see `explorer.bots.available(game)`. Default: `heuristic` (`random` for a game without
      bots of its own).
    - `rotate`: shift the bots one seat along in each successive game, so that every bot
      plays every seat equally often.
    - `options`: the game's rule options (`explorer.Match` keywords), the same for every game.
    - `variant`: an `explorer.Variant` to play (its content and readings; `options` apply on
      top of it). Default: the published game.
    - `workers`: processes to use when no `executor` is given (1: play here).
    - `executor`: any `concurrent.futures.Executor`, for example a Dask client's
      `client.get_executor()`.
    - `progress`: `True` for a `tqdm.auto` bar, `False` for none, or a function called with
      `(games done, games requested)`.

    Ctrl-C returns the games finished so far, with `partial=True` and `interrupted=True`.
    A game that raises, or that kills its worker process, is listed in `failures`, and the
    result holds every other game (`partial=True`).
    """
    spec = _spec(game, players, bots, seed, options, rotate, variant)
    n = _count(n_games, "n_games", 0)
    workers = _count(workers, "workers", 1)
    return _run((spec,), n, workers, executor, progress, spec.game)[0]


#: Seconds between looks at a pool's workers, and how long a dead worker may go unnoticed by
#: the pool (it normally notices at once) before the run stops waiting for its games.
_POLL = 0.5
_GRACE = 5.0


def quiet_worker() -> None:
    """A pool worker leaves Ctrl-C to the main process, which stops the run and the pool, and
    ends if the main process dies (Linux: a parent-death signal)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        ctypes.CDLL(None).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):  # not Linux: the pool's own shutdown ends the workers
        pass


@contextmanager
def _ctrl_c_noted(runs: _Runs) -> Iterator[None]:
    """While games run on a pool, Ctrl-C is noted (`runs.ctrl_c`) instead of raising where
    it lands: a `KeyboardInterrupt` raised inside `concurrent.futures` can leave a future's
    lock held, and the pool's thread, waiting for it, then keeps the process from exiting; a
    pool interrupted while it forks its workers would not know them all (and Python drops a
    `KeyboardInterrupt` raised in its after-fork hooks). `_round` raises it itself at its
    next look at the pool (within `_POLL` seconds). A handler of our own, since blocking the
    signal would only move it to another thread. Only
    where Python handles Ctrl-C (the main thread, a handler that is a function): an ignored
    Ctrl-C stays ignored."""
    if (threading.current_thread() is not threading.main_thread()
            or not callable(signal.getsignal(signal.SIGINT))):
        yield
        return

    def note(*caught: Any) -> None:
        runs.ctrl_c = True

    previous = signal.signal(signal.SIGINT, note)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


def _workers(pool: cf.Executor) -> list[Any]:
    """The worker processes of a pool this module made (none for any other executor)."""
    processes = getattr(pool, "_processes", None) if isinstance(
        pool, cf.ProcessPoolExecutor) else None
    return list((processes or {}).values())


def _halt(pool: cf.ProcessPoolExecutor) -> None:
    """Stop our own pool now, without waiting for the games in hand: its workers end, and the
    pool's reader is released even if a worker died half-way through sending a result."""
    processes = _workers(pool)
    results = getattr(pool, "_result_queue", None)
    for process in processes:
        process.terminate()
    for process in processes:
        process.join(_GRACE)
        if process.is_alive():
            process.kill()
            process.join()
    # The pool fails its pending tasks itself (cancelling them first would make Python
    # 3.11's pool raise InvalidStateError in its manager thread).
    pool.shutdown(wait=False)
    if results is not None:
        results._writer.close()  # no worker left: a half-read result now ends, not blocks


#: A task: the games `start` to `stop - 1` under every spec of the run, as `(start, stop)`.
_Task = tuple[int, int]


class _Runs:
    """What comes back from the games of one run of each spec."""

    def __init__(self, specs: Sequence[_Spec], bar: _Bar) -> None:
        self.records: list[list[_Record]] = [[] for _ in specs]
        self.failures: list[list[Failure]] = [[] for _ in specs]
        self.interrupted = False
        #: Ctrl-C came while games ran on a pool (`_ctrl_c_noted`): the round stops at its
        #: next look at the pool.
        self.ctrl_c = False
        self.bar = bar

    def add(self, got: Sequence[tuple[list[_Record], list[Failure]]]) -> None:
        """One task's games, every spec's at once (then the bar moves)."""
        for k, (records, failures) in enumerate(got):
            self.records[k].extend(records)
            self.failures[k].extend(failures)
        self.bar.update(sum(len(r) + len(f) for r, f in got))

    def lost(self, task: _Task, exc: BaseException | None = None) -> None:
        """The games of `task` did not come back: a worker died (`exc` None or
        `BrokenProcessPool`), or the executor raised `exc`."""
        start, stop = task
        reason = Message("simulate.failure.died")
        if exc is not None and not isinstance(exc, cfp.BrokenProcessPool):
            reason = Message("simulate.failure.raised", error=f"{type(exc).__name__}: {exc}")
        for failures in self.failures:
            failures.append(Failure(start, stop, reason))
        self.bar.update((stop - start) * len(self.failures))


def _run(specs: Sequence[_Spec], n: int, workers: int, executor: cf.Executor | None,
         progress: Progress, label: str, first: int = 0) -> list[Simulation]:
    """Games `first` to `first + n - 1` under each spec, each task playing its block under
    every spec (so that whatever Ctrl-C leaves is the same games under each), one
    `Simulation` per spec."""
    runs = _Runs(specs, _Bar(False, 0, label))
    start = time.perf_counter()
    # At most 200 games a task in all: 100 a side when a comparison plays two.
    tasks = [(first + a, first + b) for a, b in _blocks(n, workers, 200 // len(specs))]
    try:
        runs.bar = _Bar(progress, n * len(specs), label)  # in the `try`: Ctrl-C may come now
        if executor is None and workers == 1:
            for i in range(first, first + n):
                runs.add(_play_group(specs, i, i + 1))
        elif executor is not None:
            with _ctrl_c_noted(runs):
                for task in _round(specs, executor, tasks, runs, window=None)[0]:
                    runs.lost(task)  # a pool that is not ours: it is not started again
        else:
            with _ctrl_c_noted(runs):
                _pooled(specs, workers, tasks, runs)
    except KeyboardInterrupt:
        runs.interrupted = True
    finally:
        runs.bar.close()
    elapsed = time.perf_counter() - start
    return [_collect(spec, runs.records[k], n,
                     runs.interrupted or len(runs.records[k]) < n, elapsed,
                     runs.interrupted, runs.failures[k]) for k, spec in enumerate(specs)]


#: How many worker deaths a run recovers from before it lists the rest of its games as lost.
_DEATHS = 8


def _pooled(specs: Sequence[_Spec], workers: int, tasks: list[_Task], runs: _Runs) -> None:
    """The tasks on process pools of our own. A worker's death breaks a pool and every task it
    had: those games are played again one by one, with no more in hand than there are
    workers; when a pool breaks again, each game it had in hand is played alone, so the game
    that kills its worker is found and listed, and every other game comes back."""
    lost = _own_round(specs, workers, tasks, None, runs)[0]
    deaths = 1 if lost else 0
    games = [(i, i + 1) for a, b in lost for i in range(a, b)]
    while games and deaths < _DEATHS:
        lost, suspects = _own_round(specs, workers, games, workers, runs)
        deaths += 1 if lost else 0
        games = [game for game in lost if game not in suspects]
        for suspect in suspects:
            if deaths >= _DEATHS:
                games.append(suspect)  # listed below, with the games not played again
            elif _own_round(specs, 1, [suspect], 1, runs)[0]:
                runs.lost(suspect)  # it kills its worker even alone
                deaths += 1
    for task in games:
        runs.lost(task)


def _own_round(specs: Sequence[_Spec], workers: int, tasks: list[_Task], window: int | None,
               runs: _Runs) -> tuple[list[_Task], list[_Task]]:
    """`_round` on a new pool of `workers` processes, stopped when the round ends."""
    pool = cf.ProcessPoolExecutor(max_workers=workers, initializer=quiet_worker)
    halt = True
    try:
        lost, in_hand = _round(specs, pool, tasks, runs, window, own=True)
        halt = bool(lost)
        return lost, in_hand
    finally:
        if halt:  # broken, or Ctrl-C: no waiting for the games in hand
            _halt(pool)
        else:
            pool.shutdown(wait=True)


def _round(specs: Sequence[_Spec], pool: cf.Executor, tasks: list[_Task], runs: _Runs,
           window: int | None, own: bool = False) -> tuple[list[_Task], list[_Task]]:
    """The tasks on `pool`, at most `window` in hand at a time (None: all at once), until
    all are done or the pool breaks; every path ends (a worker's death that the pool misses
    ends the round after `_GRACE` seconds). Returns the tasks a broken pool lost and, of
    those, the ones it had in hand; a task the executor failed otherwise is a failure."""
    queue = tasks[::-1]
    sent: dict[cf.Future[Any], _Task] = {}
    in_hand: list[_Task] = []
    unnoticed, broken = 0.0, False
    try:
        while sent or (queue and not broken):
            if runs.ctrl_c:
                raise KeyboardInterrupt
            while queue and not broken and len(sent) < (window or len(tasks)):
                a, b = queue[-1]
                try:
                    sent[pool.submit(_play_group, specs, a, b)] = (a, b)
                except cfp.BrokenProcessPool:  # a worker died already: send no more
                    broken = True
                    break
                queue.pop()
            if not sent:
                break
            done, _ = cf.wait(sent, timeout=_POLL, return_when=cf.FIRST_COMPLETED)
            for future in done:
                task = sent.pop(future)
                exc = future.exception() if not future.cancelled() else cf.CancelledError()
                if isinstance(exc, KeyboardInterrupt):
                    raise KeyboardInterrupt
                if exc is None:
                    runs.add(future.result())
                elif isinstance(exc, cfp.BrokenProcessPool):
                    in_hand.append(task)
                    broken = True
                else:
                    runs.lost(task, exc)
            dead = any(p.exitcode is not None for p in _workers(pool))
            unnoticed = unnoticed + _POLL if dead and not done else 0.0
            if unnoticed >= _GRACE:  # the pool missed a death: its games will never come
                in_hand += sent.values()
                break
    except KeyboardInterrupt:
        for future in sent:
            if not own:  # our own pool is stopped as a whole by the caller
                future.cancel()
            if future.done() and not future.cancelled() and future.exception() is None:
                runs.add(future.result())  # finished before Ctrl-C and not yet counted
        raise
    return in_hand + queue[::-1], in_hand


# -- comparing two rule sets -----------------------------------------------------------------


@dataclass
class Comparison:
    """The same games (same seeds, bots and seats) under two option sets.

    Differences are `variant - base`, paired game by game, each with a 95 % interval (a
    confidence sequence's after `compare(..., precision=...)`: `t_star` is then the number of
    games it is tuned for). `judged()` gives the figures a text shows together, adjusted for
    their number and checked on two independent blocks of games
    (`explorer.simulate.confidence`)."""

    base: Simulation
    variant: Simulation
    t_star: float | None = None
    #: The until-sure mode's precision, and whether every seat's interval reached it.
    precision: float | None = None
    reached: bool = False

    def _paired(self) -> tuple[np.ndarray, np.ndarray]:
        common = np.intersect1d(self.base.index, self.variant.index)
        return (np.searchsorted(self.base.index, common),
                np.searchsorted(self.variant.index, common))

    @property
    def n(self) -> int:
        """How many games both sides finished (the paired games)."""
        return int(self._paired()[0].size)

    def _mean(self, values: Any, level: float) -> Estimate:
        return mean(values, level, t_star=self.t_star)

    def _seat_columns(self) -> np.ndarray:
        """(paired games, players): each seat's change in win share."""
        a, b = self._paired()
        return np.asarray(self.variant.shares[b] - self.base.shares[a])

    def _position_columns(self) -> np.ndarray:
        a, b = self._paired()
        rows = np.arange(a.size)
        return np.stack([self.variant.shares[b][rows, self.variant.seat_order[b, p]]
                         - self.base.shares[a][rows, self.base.seat_order[a, p]]
                         for p in range(self.base.players)], axis=1).reshape(a.size, -1)

    def win_rate_by_seat(self, level: float = 0.95) -> list[Estimate]:
        columns = self._seat_columns()
        return [self._mean(columns[:, s], level) for s in range(self.base.players)]

    def win_rate_by_position(self, level: float = 0.95) -> list[Estimate]:
        columns = self._position_columns()
        return [self._mean(columns[:, p], level) for p in range(self.base.players)]

    def score_by_seat(self, level: float = 0.95) -> list[Estimate]:
        a, b = self._paired()
        return [self._mean(self.variant.scores[b, s] - self.base.scores[a, s], level)
                for s in range(self.base.players)]

    def mean_score(self, level: float = 0.95) -> Estimate:
        """The change in a seat's final score, averaged over the seats of each game."""
        a, b = self._paired()
        return self._mean((self.variant.scores[b] - self.base.scores[a]).mean(axis=1), level)

    def length(self, level: float = 0.95) -> Estimate:
        a, b = self._paired()
        return self._mean(self.variant.length[b] - self.base.length[a], level)

    def position_is_seat(self, p: int) -> bool:
        """Whether the player `p` in turn order (0: the first) is always seat `p` (Whispers:
        seat 1 always starts), so that its figure would repeat the seat's."""
        return self.base.position_is_seat(p) and self.variant.position_is_seat(p)

    def columns(self) -> dict[str, np.ndarray]:
        """Every figure's paired differences, one value a paired game, in game order, each
        once: `seat_<s>` (win share), `player_<p>` (win share of the p-th in turn order),
        `score` and `length` (relative to the base's mean:
        0.05 is 5 % more). Each figure once: a turn-order place that is always the same seat
        (`position_is_seat`) is left to that seat's figure."""
        out = {f"seat_{s + 1}": column for s, column in enumerate(self._seat_columns().T)}
        out |= {f"player_{p + 1}": c for p, c in enumerate(self._position_columns().T)
                if not self.position_is_seat(p)}
        a, b = self._paired()
        scale = float(np.abs(self.base.scores[a]).mean()) if a.size else 0.0
        if scale > 0:
            out["score"] = (self.variant.scores[b] - self.base.scores[a]).mean(axis=1) / scale
        length = float(self.base.length[a].mean()) if a.size else 0.0
        if length > 0:
            out["length"] = (self.variant.length[b] - self.base.length[a]) / length
        return out

    def judged(self, keys: Sequence[str] | None = None,
               level: float = _LEVEL) -> dict[str, _confidence.Judged]:
        """The figures `keys` (default: every one of `columns()`) as shown together: each
        interval Bonferroni-adjusted for their number, over every paired game and over the two
        independent blocks of games, with its verdict."""
        columns = self.columns()
        chosen = {k: columns[k] for k in (keys if keys is not None else columns)
                  if k in columns}
        return judge(chosen, level, self.t_star)

    def games_needed(self, key: str = "seat_1", effect: float = 0.05,
                     figures: int | None = None) -> int | None:
        """Games per side for a change of `effect` in figure `key` (in its units: 0.05 is 5
        percentage points of win rate) to be confirmed with 80 % probability, from the
        spread seen here (`None` when it cannot be told: fewer than two paired games, or
        no spread). `figures`: how many are shown together (default: all of `columns()`)."""
        columns = self.columns()
        values = columns.get(key)
        spread = float(np.std(values, ddof=1)) if values is not None and values.size > 1 else 0
        if not spread > 0:
            return None
        return _confidence.games_needed(spread, effect, figures=figures or len(columns))

    def summary(self) -> dict[str, Any]:
        return {
            "base": self.base.summary(), "variant": self.variant.summary(),
            "paired": self.n,
            "difference": {
                "win_rate_by_seat": [e.to_dict() for e in self.win_rate_by_seat()],
                "win_rate_by_position": [e.to_dict() for e in self.win_rate_by_position()],
                "score_by_seat": [e.to_dict() for e in self.score_by_seat()],
                "mean_score": self.mean_score().to_dict(),
                "length": self.length().to_dict(),
            },
            "judged": {k: j.to_dict() for k, j in self.judged().items()},
            **({} if self.precision is None else
               {"precision": self.precision, "reached": self.reached}),
        }

    def to_text(self, lang: str = "en") -> str:
        lines = [Message("compare.head", game=load_game(self.base.game).title, n=self.n,
                         base=_options_text(self.base, lang),
                         variant=_options_text(self.variant, lang)).label(lang)]
        if self.n == 0:
            return "\n".join([*lines, Message("compare.no_pairs").label(lang)])
        wins = (self.base.win_rate_by_seat(), self.variant.win_rate_by_seat())
        judged = self.judged()
        for key, j in judged.items():
            kind, _, number = key.partition("_")
            extra: dict[str, Any] = {"n": number}
            if kind == "seat":
                s = int(number) - 1
                # The two runs' own rates as plain figures: the change is the interval here.
                extra |= {"base": f"{100 * wins[0][s].value:.1f} %",
                          "variant": f"{100 * wins[1][s].value:.1f} %"}
            elif kind == "length":
                extra |= {"base": f"{self.base.mean_length().value:.1f}",
                          "variant": f"{self.variant.mean_length().value:.1f}"}
            lines.append(Message(f"compare.figure.{kind}", diff=figure_text(key, j, lang),
                                 **extra).label(lang))
        lines += together_text(len(judged), self._blocks(), lang)
        if self.precision is not None:
            lines.append(Message("compare.until_sure." + ("reached" if self.reached else "cap"),
                                 precision=f"{100 * self.precision:.1f}", n=self.n).label(lang))
        needed = self.games_needed()
        if needed is not None:
            lines.append(Message("compare.needed", n=needed, effect="5").label(lang))
        return "\n".join(lines)

    def _blocks(self) -> tuple[np.ndarray, np.ndarray]:
        """The game indices of the two independent blocks of paired games."""
        index = self.base.index[self._paired()[0]]
        first, second = _confidence.split(index.size)
        return index[first], index[second]

    def __str__(self) -> str:
        return self.to_text("en")


def judge(columns: Mapping[str, Any], level: float = _LEVEL,
          t_star: float | None = None) -> dict[str, _confidence.Judged]:
    """Figures shown together, each a column of per-game values in game order: the mean of
    each over every game and over the two blocks (first half, second half), with intervals
    Bonferroni-adjusted for their number (a confidence sequence's when `t_star` is given),
    and the verdict of each."""
    each = _confidence.bonferroni(len(columns), level)
    out = {}
    for key, values in columns.items():
        x = np.asarray(values, dtype=float)
        first, second = _confidence.split(x.size)
        half = None if t_star is None else t_star / 2
        pooled = mean(x, each, t_star=t_star)
        a, b = mean(x[first], each, t_star=half), mean(x[second], each, t_star=half)
        out[key] = _confidence.Judged(pooled, a, b, _confidence.verdict(pooled, a, b))
    return out


def figure_text(key: str, j: _confidence.Judged, lang: str) -> str:
    """A judged figure in words: its change with its adjusted interval, in percentage points
    (win rates) or percent (score, length), and its verdict (both blocks when not
    confirmed)."""
    unit = "pct" if key in ("score", "length") else "pt"

    def shown(e: Estimate) -> str:
        return f"{100 * e.value:+.1f} [{100 * e.low:+.1f}, {100 * e.high:+.1f}]"

    return Message(f"judged.{j.verdict}", value=shown(j.value), unit=Message(f"judged.{unit}"),
                   first=shown(j.first), second=shown(j.second)).label(lang)


def together_text(m: int, blocks: tuple[Any, ...], lang: str) -> list[str]:
    """The sentences beside `m` figures shown together: how their intervals are adjusted and
    how many would miss by chance, and which games make the two blocks (when given: the game
    indices of each)."""
    if m == 0:
        return []
    lines = [Message("judged.together", m=m,
                     each=f"{100 * _confidence.bonferroni(m):.2f}".rstrip("0").rstrip("."),
                     chance=f"{_confidence.chance_misses(m):.2f}").label(lang)]
    first, second = blocks if blocks else ((), ())
    if len(first) and len(second):
        lines.append(Message("judged.blocks", a=int(first[0]), b=int(first[-1]),
                             c=int(second[0]), d=int(second[-1])).label(lang))
    return lines


def _signed(e: Estimate) -> str:
    return f"{e.value:+.2f} [{e.low:+.2f}, {e.high:+.2f}]"


def _signed_percent(e: Estimate) -> str:
    return f"{100 * e.value:+.1f} [{100 * e.low:+.1f}, {100 * e.high:+.1f}] pt"


def _options_text(run: Simulation, lang: str) -> str:
    """What a run's options and its variant's content change from the published game at its
    player count, in words (`Variant.diff`: "Points at a palace whisper: 1 → 2")."""
    game = load_game(run.game)
    printed = game.make_options(run.players)
    played = game.make_options(run.players, **run.options)
    if run.content is not None:
        played = with_content(played, run.content)
    changes = Variant(game.name, printed).diff(Variant(game.name, played), lang)
    return punct("list", lang).join(changes) or "—"


def compare(game: str | Game[Any], base_options: Mapping[str, Any] | Variant | None,
            variant_options: Mapping[str, Any] | Variant | None, n_games: int, *,
            players: int | None = None, bots: str | Sequence[str] | None = None,
            seed: int = 0, workers: int = 1, executor: cf.Executor | None = None,
            rotate: bool = False, progress: Progress = True, precision: float | None = None,
            max_games: int = 20_000) -> Comparison:
    """Play the same `n_games` (same seeds, bots, seats) under `base_options` and under
    `variant_options`, and report the differences with 95 % intervals. Either side may be
    an options mapping or an `explorer.Variant` (a game's content and readings).

    Until sure: with `precision` (0.02: 2 percentage points), blocks of `n_games` are played
    until every seat's win-rate change has a half-width of at most `precision`, or
    `max_games` games per side are played; the intervals are then a confidence sequence's,
    which keeps its 95 % whenever the games stop (`explorer.simulate.confidence`). A block
    that does not come back whole (Ctrl-C, a game that failed) ends the mode there.

    >>> c = compare("whispers", {}, {"full_court_points_4p_5p": 2}, 4, players=4,
    ...             bots="random", progress=False)
    >>> len(c.win_rate_by_seat())
    4

    The two runs play side by side: Ctrl-C stops both (each keeps its finished games, and
    the differences are over the games both finished).
    """
    specs = (_spec(game, players, bots, seed, base_options, rotate),
             _spec(game, players, bots, seed, variant_options, rotate))
    n = _count(n_games, "n_games", 0)
    workers = _count(workers, "workers", 1)
    if precision is None:
        base, variant = _run(specs, n, workers, executor, progress, specs[0].game)
        return Comparison(base, variant)
    if isinstance(precision, bool) or not isinstance(precision, (int, float)) or not (
            0 < precision < 1):
        raise OptionError(Message("compare.error.precision", value=repr(precision)))
    cap = _count(max_games, "max_games", max(n, 1))
    return _until_sure(specs, max(n, 1), cap, float(precision), workers, executor, progress)


def _until_sure(specs: Sequence[_Spec], block: int, cap: int, precision: float, workers: int,
                executor: cf.Executor | None, progress: Progress) -> Comparison:
    """`compare` in blocks of `block` games until sure (`confidence.until_sure`)."""
    parts: list[tuple[Simulation, Simulation]] = []

    def more(first: int, n: int) -> np.ndarray:
        base, variant = _run(specs, n, workers, executor, progress, specs[0].game, first)
        parts.append((base, variant))
        return Comparison(base, variant)._seat_columns()

    _, reached = _confidence.until_sure(more, block=block, precision=precision,
                                        max_games=cap)
    t_star = _confidence.default_t_star(precision, block, cap)
    return Comparison(_joined([p[0] for p in parts]), _joined([p[1] for p in parts]),
                      t_star=t_star, precision=precision, reached=reached)


def _joined(runs: Sequence[Simulation]) -> Simulation:
    """Runs of the same spec over successive blocks of games, as one run."""
    first = runs[0]
    arrays = {name: np.concatenate([getattr(r, name) for r in runs])
              for name in ("index", "seeds", "scores", "winners", "shares", "lineup",
                           "seat_order", "length", "lead_changes", "decided_at")}
    features = {name: np.concatenate([r.features[name] for r in runs if name in r.features])
                for name in first.features}
    return Simulation(
        game=first.game, players=first.players, bots=first.bots, seed=first.seed,
        options=first.options, rotate=first.rotate,
        requested=sum(r.requested for r in runs), partial=any(r.partial for r in runs),
        features=features, elapsed=sum(r.elapsed for r in runs),
        interrupted=any(r.interrupted for r in runs),
        failures=tuple(f for r in runs for f in r.failures), content=first.content, **arrays)


# -- the command line ------------------------------------------------------------------------


def _option_value(text: str) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        return text


#: The exit status after Ctrl-C (128 + SIGINT, as a shell reports it), and after games that
#: did not finish (a game that raised, a worker that died).
EXIT_INTERRUPTED = 130
EXIT_FAILURES = 1


def main(argv: list[str] | None = None) -> int:
    """The command line; returns the exit status: 0, `EXIT_FAILURES` if games did not finish,
    `EXIT_INTERRUPTED` after Ctrl-C (the games played so far are printed first). `ask ...`
    answers the design questions instead (`explorer.simulate.answers.main`)."""
    args = sys.argv[1:] if argv is None else argv
    try:
        if args[:1] == ["ask"]:  # the design questions (`explorer.simulate.answers`)
            from .answers import main as ask_main
            return ask_main(list(args[1:]))
        return _main(argv)
    except KeyboardInterrupt:  # before the games started or while printing them
        return EXIT_INTERRUPTED


def _parser(langs: Sequence[str]) -> argparse.ArgumentParser:
    """The command line's options, each with its help in `langs` (" / " between them)."""
    def described(key: str) -> str:
        return " / ".join(tr(f"simulate.help.{key}", lang) for lang in langs)

    parser = CommandLine(prog="python -m explorer.simulate", langs=langs,
                         description="\n".join(tr("simulate.help.description", lang)
                                                for lang in langs),
                         formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game", help=described("game"))
    parser.add_argument("--games", type=int, default=1000, help=described("games"))
    parser.add_argument("--players", type=int, default=None, help=described("players"))
    parser.add_argument("--bots", default=None, help=described("bots"))
    parser.add_argument("--seed", type=int, default=0, help=described("seed"))
    parser.add_argument("--workers", type=int, default=1, help=described("workers"))
    parser.add_argument("--rotate", action="store_true", help=described("rotate"))
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help=described("option"))
    parser.add_argument("--variant", metavar="FILE.json", default=None,
                        help=described("variant"))
    parser.add_argument("--lang", choices=LANGUAGES,
                        help=" / ".join(tr("cli.help.lang", lang) for lang in langs))
    parser.add_argument("--json", action="store_true", help=described("json"))
    return parser


def _variant_file(game: str, path: str, lang: str) -> Variant:
    """The variant saved in `path`; `VariantError` (in `lang`) if it cannot be read or is not
    a variant of `game`."""
    try:
        text = Path(path).expanduser().read_bytes()
    except OSError as exc:
        raise VariantError(Message("simulate.variant_file", file=path,
                                   detail=exc.strerror or str(exc)), lang=lang) from None
    return Variant.from_json(game, text, lang=lang)


def _main(argv: list[str] | None) -> int:
    langs, rest = command_line_languages(sys.argv[1:] if argv is None else argv)
    args = _parser(langs).parse_args(rest)
    lang = langs[0] if len(langs) == 1 else "en"
    options = {}
    for item in args.option:
        name, _, value = item.partition("=")
        options[name.strip()] = _option_value(value)
    try:
        variant = None if args.variant is None else _variant_file(args.game, args.variant, lang)
        result = simulate(args.game, args.games, players=args.players, bots=args.bots,
                          seed=args.seed, options=options, workers=args.workers,
                          rotate=args.rotate, progress=not args.json, variant=variant)
    except ExplorerError as exc:  # argparse's way: the usage, the reason, exit status 2
        _parser(langs).error("\n".join(exc.in_language(each) for each in langs))
    except ValueError as exc:
        _parser(langs).error(str(exc))
    if args.json:
        print(json.dumps(result.summary(), ensure_ascii=False))
    else:
        print(result.to_text(lang))
    if result.interrupted:
        return EXIT_INTERRUPTED
    return EXIT_FAILURES if result.failures else 0


class _CallableModule(types.ModuleType):
    """`explorer.simulate` is both this package (`python -m explorer.simulate` runs its
    `__main__`) and the function: calling the module calls `simulate`."""

    def __call__(self, *args: Any, **kwargs: Any) -> Simulation:
        return simulate(*args, **kwargs)


from . import confidence as _confidence  # noqa: E402
from . import metrics as _metrics  # noqa: E402  (it reads this module's estimates)
from .metrics import Metrics  # noqa: E402

sys.modules[__name__].__class__ = _CallableModule
