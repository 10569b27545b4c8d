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

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .core import Action, Game
from .i18n import Message
from .rng import Rng, derive


@dataclass(frozen=True, slots=True)
class Choice:
    """A bot's decision: the action, and why (a bilingual `Message`)."""

    action: Action
    reason: Message


#: `(game, view, rng) -> Choice`: a bot.
Bot = Callable[[Game[Any], Any, Rng], Choice]
#: `(view, seat, rng) -> (state, rng)`: a full state whose `view(state, seat)` is `view`.
Determinizer = Callable[[Any, int, Rng], tuple[Any, Rng]]
#: `(state, seat) -> float`: how good `state` is for `seat` (higher is better).
Evaluator = Callable[[Any, int], float]
#: `(game, state, rng) -> action`: a fast policy for the playouts (it may see everything: the
#: state it plays on is one sample, never the real one).
Policy = Callable[[Game[Any], Any, Rng], Action]


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
class Lookahead:
    """A determinized flat Monte-Carlo search with a node budget.

    For each sample of the hidden cards (`determinize`), every candidate is applied and the
    game played on for at most `horizon` actions with `policy` (or until it ends, or until
    `stop(state, seat)` says the horizon is reached); `evaluate` scores the position reached
    for the seat. The candidates are the legal actions, or the `width` best by `rank` when the
    game gives one (`rank(game, view, rng)` lists `(action, value)` best first). The search
    stops when `budget` actions have been applied; the candidate with the best mean wins, ties
    going to the one ranked first.
    """

    determinize: Determinizer
    evaluate: Evaluator
    policy: Policy = random_policy
    rank: Callable[[Game[Any], Any, Rng], Sequence[tuple[Action, float]]] | None = None
    width: int = 8
    horizon: int = 40
    budget: int = 2_000
    stop: Callable[[Any, Any, int], bool] | None = None

    def __call__(self, game: Game[Any], view: Any, rng: Rng) -> Choice:
        legal = list(game.legal_actions(view))
        if len(legal) == 1:
            return Choice(legal[0], Message("engine.bot.only", n=1))
        seat = game.current_player(view)
        assert seat is not None
        if self.rank is not None:
            ranked = [a for a, _ in self.rank(game, view, rng)]
            candidates = ranked[: self.width]
        else:
            candidates = legal
        totals = [0.0] * len(candidates)
        runs = 0
        nodes = 0
        base = seed_of(rng)
        while nodes < self.budget:
            world, _ = self.determinize(view, seat, derive(base, runs))
            for index, action in enumerate(candidates):
                value, used = self._playout(game, world, action, seat,
                                            derive(base, runs, index + 1))
                totals[index] += value
                nodes += used
            runs += 1
        means = [t / runs for t in totals]
        best = max(range(len(candidates)), key=lambda i: (means[i], -i))
        second = max((m for i, m in enumerate(means) if i != best), default=means[best])
        return Choice(candidates[best], Message(
            "engine.bot.lookahead" if runs > 1 else "engine.bot.lookahead_one", samples=runs,
            candidates=len(candidates), value=f"{means[best]:+.2f}",
            margin=f"{means[best] - second:+.2f}"))

    def _playout(self, game: Game[Any], world: Any, action: Action, seat: int,
                 rng: Rng) -> tuple[float, int]:
        state = game.apply(world, action).state
        used = 1
        for _ in range(self.horizon):
            if game.is_over(state) or (self.stop is not None and self.stop(world, state, seat)):
                break
            move = self.policy(game, state, rng)
            rng = rng.next64()[1]
            state = game.apply(state, move).state
            used += 1
        return self.evaluate(state, seat), used
