"""What every bot shares: the `Choice` it returns, the uniform random bot, and a determinized
lookahead that any game can plug its own pieces into.

A bot is a function `(game, view, rng) -> Choice`: it sees one seat's view of the position
(`game.view(state, seat)`, hidden cards masked) and a seeded generator, and returns the action
it picks with the reason, a bilingual `Message`. The lookahead never looks under the mask: it
samples the hidden cards again and again from what the view leaves possible (a *determinization*,
supplied by the game), plays each candidate forward in every sample with a fast policy, and
keeps the candidate with the best average evaluation, within a budget of `apply` calls.

This module must not import any game (games import it; `explorer.bots` finds their bots).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from .core import Action, Game
from .i18n import Message
from .rng import Rng, derive


@dataclass(frozen=True, slots=True)
class Estimate:
    """What a search measured: each candidate it compared, its mean evaluation and the
    standard error of that mean (0 from a single sample), the best and the runner-up (by
    index), and the samples of the hidden cards drawn.

    >>> e = Estimate(("a", "b"), (1.0, 0.5), (0.4, 0.3), best=0, runner_up=1, samples=9)
    >>> e.margin, e.spread, e.is_tie
    (0.5, 0.5, True)
    """

    actions: tuple[Action, ...]
    means: tuple[float, ...]
    errors: tuple[float, ...]
    best: int
    runner_up: int
    samples: int

    @property
    def margin(self) -> float:
        """How far the best mean is ahead of the runner-up's."""
        return self.means[self.best] - self.means[self.runner_up]

    @property
    def spread(self) -> float:
        """The standard error of that difference (the two errors combined)."""
        return math.hypot(self.errors[self.best], self.errors[self.runner_up])

    @property
    def is_tie(self) -> bool:
        """The best two are within the estimate's spread: the search cannot tell them apart."""
        return len(self.actions) > 1 and self.margin <= self.spread


@dataclass(frozen=True, slots=True)
class Choice:
    """A bot's decision: the action, and why (a bilingual `Message`). A search also gives the
    rule reason in words (`why`, citing the rule id `rule`) and what it measured (`estimate`)."""

    action: Action
    reason: Message
    why: Message | None = None
    rule: str | None = None
    estimate: Estimate | None = None


#: `(game, view, rng) -> Choice`: a bot.
Bot = Callable[[Game[Any], Any, Rng], Choice]
#: `(view, seat, rng) -> (state, rng)`: a full state whose `view(state, seat)` is `view`.
Determinizer = Callable[[Any, int, Rng], tuple[Any, Rng]]
#: `(state, seat) -> float`: how good `state` is for `seat` (higher is better).
Evaluator = Callable[[Any, int], float]
#: `(game, state, rng) -> action`: a fast policy for the playouts (it may see everything: the
#: state it plays on is one sample, never the real one).
Policy = Callable[[Game[Any], Any, Rng], Action]
#: `(game, view, action) -> (message, rule id or None)`: why `action` is good in the rules'
#: words (a scoring clause that changes, a heuristic's reason), for a learner.
Explainer = Callable[[Game[Any], Any, Action], tuple[Message, str | None]]


def seed_of(rng: Rng) -> int:
    """A whole number drawn from `rng`, to seed side generators."""
    return rng.next64()[0]


def random_bot(game: Game[Any], view: Any, rng: Rng) -> Choice:
    """Uniformly one of the legal actions.

    >>> from explorer.engine import Match
    >>> m = Match("naishi", seed=1)
    >>> c = random_bot(m.game, m.view(m.current_player), Rng.from_seed(2))
    >>> c.action in m.legal_actions(), c.reason.key
    (True, 'engine.bot.random')
    """
    legal = list(game.legal_actions(view))
    action, _ = rng.choice(legal)
    if len(legal) == 1:
        return Choice(action, Message("engine.bot.only", n=1))
    return Choice(action, Message("engine.bot.random", n=len(legal)))


def random_policy(game: Game[Any], state: Any, rng: Rng) -> Action:
    """The playout policy that picks uniformly."""
    legal = game.legal_actions(state)
    return legal[rng.below(len(legal))[0]]


@dataclass(frozen=True, slots=True)
class _Search:
    """What both searches share: the game's pieces (`determinize`, `evaluate`, `policy`,
    `rank`, `explain`), the limits (`width`, `horizon`, `budget`, `stop`), and the opening of a
    decision (the candidates, the single-move case, the tally and the base seed)."""

    determinize: Determinizer
    evaluate: Evaluator
    policy: Policy = random_policy
    rank: Callable[[Game[Any], Any, Rng], Sequence[tuple[Action, float]]] | None = None
    width: int = 8
    horizon: int = 40
    budget: int = 2_000
    stop: Callable[[Any, Any, int], bool] | None = None
    explain: Explainer | None = None

    def __call__(self, game: Game[Any], view: Any, rng: Rng) -> Choice:
        seat, candidates = _candidates(game, view, rng, self.rank, self.width)
        if seat < 0:
            return Choice(candidates[0], Message("engine.bot.only", n=1))
        return self._search(game, view, seat, candidates, _Tally(len(candidates)),
                            seed_of(rng))

    def _search(self, game: Game[Any], view: Any, seat: int, candidates: list[Action],
                tally: _Tally, base: int) -> Choice:
        raise NotImplementedError  # each search says how it spends its budget

    def _sample(self, game: Game[Any], view: Any, seat: int, indices: Sequence[int],
                candidates: Sequence[Action], tally: _Tally, base: int) -> int:
        """Draw the next sample of the hidden cards and play each of `indices` (positions in
        `candidates`) in it; the actions applied."""
        world, _ = self.determinize(view, seat, derive(base, tally.samples))
        used = 0
        for index in indices:
            value, applied = playout(game, world, candidates[index], seat,
                                     derive(base, tally.samples, index + 1), self)
            tally.add(index, value)
            used += applied
        tally.samples += 1
        return used


@dataclass(frozen=True, slots=True)
class Lookahead(_Search):
    """A determinized flat Monte-Carlo search with a node budget.

    For each sample of the hidden cards (`determinize`), every candidate is applied and the
    game played on for at most `horizon` actions with `policy` (or until it ends, or until
    `stop(state, seat)` says the horizon is reached); `evaluate` scores the position reached
    for the seat. The candidates are the legal actions, or the `width` best by `rank` when the
    game gives one (`rank(game, view, rng)` lists `(action, value)` best first). The search
    stops when `budget` actions have been applied; the candidate with the best mean wins, ties
    going to the one ranked first.
    """

    def _search(self, game: Game[Any], view: Any, seat: int, candidates: list[Action],
                tally: _Tally, base: int) -> Choice:
        nodes = 0
        everyone = range(len(candidates))
        while nodes < self.budget:
            nodes += self._sample(game, view, seat, everyone, candidates, tally, base)
        runs = tally.samples
        means = [t / runs for t in tally.totals]
        best = max(everyone, key=lambda i: (means[i], -i))
        second = max((i for i in everyone if i != best),
                     key=lambda i: (means[i], -i), default=best)
        reason = Message(
            "engine.bot.lookahead" if runs > 1 else "engine.bot.lookahead_one", samples=runs,
            candidates=len(candidates), value=f"{means[best]:+.2f}",
            margin=f"{means[best] - means[second]:+.2f}")
        return _explained(game, view, candidates[best], reason, self.explain,
                          tally.estimate(candidates, best, second))


def _explained(game: Game[Any], view: Any, action: Action, reason: Message,
               explain: Explainer | None, estimate: Estimate) -> Choice:
    """The search's choice with its rule reason (when the game gives one) and its estimate."""
    why, rule = explain(game, view, action) if explain is not None else (None, None)
    return Choice(action, reason, why, rule, estimate)


def _candidates(game: Game[Any], view: Any, rng: Rng,
                rank: Callable[[Game[Any], Any, Rng], Sequence[tuple[Action, float]]] | None,
                width: int) -> tuple[int, list[Action]]:
    """The seat to act and the moves a search compares: the `width` best by `rank`, or every
    legal action without one; seat -1 and the one legal action when there is only one."""
    legal = list(game.legal_actions(view))
    if len(legal) == 1:
        return -1, legal
    seat = game.current_player(view)
    assert seat is not None
    if rank is None:
        return seat, legal
    return seat, [a for a, _ in rank(game, view, rng)][:width]


class Searched(Protocol):
    """What a playout reads of a search: its policy, horizon, stop and evaluation."""

    @property
    def evaluate(self) -> Evaluator: ...
    @property
    def policy(self) -> Policy: ...
    @property
    def horizon(self) -> int: ...
    @property
    def stop(self) -> Callable[[Any, Any, int], bool] | None: ...


def playout(game: Game[Any], world: Any, action: Action, seat: int, rng: Rng,
            search: Searched) -> tuple[float, int]:
    """Apply `action` in the sampled `world`, play on with the search's policy for at most its
    horizon (or to the end, or until its `stop` says so), and score the position reached for
    `seat`; with the number of actions applied."""
    state = game.apply(world, action).state
    used = 1
    policy, stop = search.policy, search.stop
    for _ in range(search.horizon):
        if game.is_over(state) or (stop is not None and stop(world, state, seat)):
            break
        move = policy(game, state, rng)
        rng = rng.next64()[1]
        state = game.apply(state, move).state
        used += 1
    return search.evaluate(state, seat), used


@dataclass(frozen=True, slots=True)
class Strong(_Search):
    """A determinized search by sequential halving (Karnin, Koren and Somekh 2013), the
    `strong` bots' machinery: stronger than `Lookahead` for the same pieces because it spends
    its budget where the choice is close.

    The candidates (the `width` best by `rank`, or every legal action) are searched in
    rounds; each round gets an equal share of what is left of `budget` (actions applied, never
    time: the same seed gives the same choice on any machine), samples the hidden cards again
    (`determinize`) and plays every candidate still in the running in each sample, with the
    same random numbers for all of them, to `horizon` or `stop` with `policy`; then the worse
    half by mean `evaluate` (over all its samples) drops out. The last one standing is chosen,
    ties going to the one ranked first. `outlook(value)` says in the game's words what the
    chosen move's mean evaluation means.
    """

    outlook: Callable[[float], Message] = field(kw_only=True)
    width: int = 16
    budget: int = 20_000

    def _search(self, game: Game[Any], view: Any, seat: int, candidates: list[Action],
                tally: _Tally, base: int) -> Choice:
        rounds = max(1, (len(candidates) - 1).bit_length())  # halvings down to one
        alive = list(range(len(candidates)))
        spent = 0
        runner_up = 0
        for done in range(rounds):
            share = (self.budget - spent) // (rounds - done)
            used = 0
            while used < share or used == 0:  # at least one sample a round
                used += self._sample(game, view, seat, alive, candidates, tally, base)
            spent += used
            order = sorted(alive, key=lambda i: (-tally.mean(i), i))
            runner_up = order[1] if len(order) > 1 else order[0]
            alive = order[: (len(alive) + 1) // 2]
        best = alive[0]
        reason = Message(
            "engine.bot.strong", candidates=len(candidates), rounds=rounds,
            samples=tally.samples, outlook=self.outlook(tally.mean(best)),
            margin=f"{tally.mean(best) - tally.mean(runner_up):+.2f}")
        return _explained(game, view, candidates[best], reason, self.explain,
                          tally.estimate(candidates, best, runner_up))


class _Tally:
    """The sum, sum of squares and count of the evaluations of each candidate, and the
    samples drawn."""

    __slots__ = ("counts", "samples", "squares", "totals")

    def __init__(self, size: int) -> None:
        self.totals = [0.0] * size
        self.squares = [0.0] * size
        self.counts = [0] * size
        self.samples = 0

    def add(self, index: int, value: float) -> None:
        self.totals[index] += value
        self.squares[index] += value * value
        self.counts[index] += 1

    def error(self, index: int) -> float:
        """The standard error of the candidate's mean (0 under two evaluations)."""
        n = self.counts[index]
        if n < 2:
            return 0.0
        mean = self.totals[index] / n
        variance = max(0.0, (self.squares[index] - n * mean * mean) / (n - 1))
        return math.sqrt(variance / n)

    def estimate(self, actions: Sequence[Action], best: int, runner_up: int) -> Estimate:
        size = len(actions)
        return Estimate(tuple(actions), tuple(self.mean(i) for i in range(size)),
                        tuple(self.error(i) for i in range(size)), best, runner_up,
                        self.samples)

    def mean(self, index: int) -> float:
        return self.totals[index] / self.counts[index] if self.counts[index] else float("-inf")
