"""Playout metrics in the manner of Ludii: what many bot games say about a rule set's balance,
length and drama. `metrics(run)` reads a `Simulation`; the per-game functions below take plain
numbers, so each definition can be checked by hand (docs/design-lab.md defines every one).

- **Win rate by seat**: each seat's share of the wins (a tie shares the win), 95 % Wilson
  interval.
- **Score by seat**: the final scores, per seat (their mean with a 95 % interval, and the
  values themselves for a distribution).
- **Length**: actions per game; **rounds** per game where the game records rounds.
- **Margin** (decisiveness by score): `(w - r) / w`, `w` the lowest winner's final score, `r`
  the highest final score of a seat that did not win (`r = w` when everyone won); 0 when
  `w <= 0`. 0 is a photo finish, 1 a winner alone on the board.
- **Decided at** (decisiveness in time): the step from which the eventual winners lead for
  good, as a fraction of the game's length (see `decided_at`). 0: the winners led from the
  first turn; 1: decided by the last action.
- **Lead changes**: how often the sole leader by running score changes (see `lead_changes`).

The running score is the game's own "score as if the game ended now" (a plug-in's
`running_scores`), sampled by `simulate` before the first action, after every turn (each time
the seat to act changes) and at the end (the final scores).

This module imports only the engine and `explorer.simulate`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine import Message
from . import arrays as _arrays

if TYPE_CHECKING:
    import numpy as np

    from . import Estimate, Simulation
else:
    # numpy where it can be imported, plain-Python arrays otherwise (the offline site):
    # chosen by the first simulation, so `import explorer` needs no numpy.
    np = _arrays.backend

__all__ = ["Metrics", "Trace", "decided_at", "lead_changes", "leader", "margin", "metrics"]

#: The running scores of one game: `(step, scores by seat)` samples, in step order, the last
#: one the final scores.
Trace = Sequence[tuple[int, Sequence[int]]]


def leader(scores: Sequence[int]) -> int | None:
    """The seat with strictly the most points, `None` when the top is shared.

    >>> leader((3, 5, 1)), leader((5, 5, 1))
    (1, None)
    """
    top = max(scores)
    seats = [s for s, v in enumerate(scores) if v == top]
    return seats[0] if len(seats) == 1 else None


def lead_changes(trace: Trace) -> int:
    """How many times the sole leader changes in a game: a sample whose sole leader differs
    from the last sole leader before it. A shared lead is skipped, so A leads, a tie, A leads
    is no change, and A leads, a tie, B leads is one. The first lead is no change.

    >>> lead_changes([(0, (0, 0)), (2, (3, 0)), (4, (3, 3)), (6, (3, 5)), (8, (7, 5))])
    2
    """
    changes, last = 0, None
    for _, scores in trace:
        now = leader(scores)
        if now is None:
            continue
        if last is not None and now != last:
            changes += 1
        last = now
    return changes


def _ahead(scores: Sequence[int], winners: Sequence[int]) -> bool:
    """Whether every winner has strictly more points than every seat that did not win."""
    others = [v for s, v in enumerate(scores) if s not in winners]
    return not others or min(scores[s] for s in winners) > max(others)


def decided_at(trace: Trace, winners: Sequence[int]) -> int:
    """The step from which the winners lead for good: the first sample's step from which, at
    every later sample too, every winner has strictly more points than every other seat. When
    the final scores do not set the winners apart (a tie broken by another rule), the last
    sample's step: the game was decided by its last action.

    >>> decided_at([(0, (0, 0)), (3, (4, 0)), (5, (4, 6)), (9, (8, 6)), (12, (9, 6))], [0])
    9
    >>> decided_at([(0, (0, 0)), (4, (5, 5))], [1])
    4
    """
    step = trace[-1][0]
    for at, scores in reversed(trace):
        if not _ahead(scores, winners):
            break
        step = at
    return step


def margin(scores: Sequence[int], winners: Sequence[int]) -> float:
    """`(w - r) / w`: `w` the lowest winner's score, `r` the highest score of a seat that did
    not win (`w` itself when everyone won); 0 when `w <= 0`.

    >>> margin((40, 30, 10), [0]), margin((6, 6), [0, 1]), margin((0, -2), [0])
    (0.25, 0.0, 0.0)
    """
    w = min(scores[s] for s in winners)
    others = [v for s, v in enumerate(scores) if s not in winners]
    r = max(others) if others else w
    return (w - r) / w if w > 0 else 0.0


@dataclass(frozen=True, eq=False)
class Metrics:
    """The metrics of one run (`metrics(run)`); each figure defined in this module's docstring.

    `scores` is the (games, seats) array (numpy's, or `explorer.simulate.arrays.Array`
    without numpy) of final scores (for a distribution); `rounds`,
    `decided_at` and `lead_changes` are `None` for a game that records no rounds or no running
    score. `margins`, `decided` (fractions) and `changes` are the per-game values."""

    game: str
    players: int
    n: int
    win_rate: tuple[Estimate, ...]
    score: tuple[Estimate, ...]
    scores: np.ndarray
    length: Estimate
    lengths: np.ndarray
    rounds: Estimate | None
    margin: Estimate
    margins: np.ndarray
    decided_at: Estimate | None
    decided: np.ndarray | None
    lead_changes: Estimate | None
    changes: np.ndarray | None

    def to_dict(self) -> dict[str, Any]:
        """The summary figures, JSON-ready."""

        def one(e: Estimate | None) -> dict[str, float] | None:
            return None if e is None else e.to_dict()

        return {"game": self.game, "players": self.players, "games": self.n,
                "win_rate_by_seat": [e.to_dict() for e in self.win_rate],
                "score_by_seat": [e.to_dict() for e in self.score],
                "length": self.length.to_dict(), "rounds": one(self.rounds),
                "margin": self.margin.to_dict(), "decided_at": one(self.decided_at),
                "lead_changes": one(self.lead_changes)}

    def to_text(self, lang: str = "en") -> str:
        """One line per figure, in `lang`."""
        lines = [Message("metrics.head", n=self.n).label(lang)]
        for s, (win, score) in enumerate(zip(self.win_rate, self.score, strict=True)):
            lines.append(Message("metrics.seat", seat=s + 1, win=win.percent(),
                                 score=str(score)).label(lang))
        lines.append(Message("metrics.length", length=str(self.length)).label(lang))
        if self.rounds is not None:
            lines.append(Message("metrics.rounds", rounds=str(self.rounds)).label(lang))
        lines.append(Message("metrics.margin", margin=str(self.margin)).label(lang))
        if self.decided_at is not None:
            lines.append(Message("metrics.decided_at", at=str(self.decided_at)).label(lang))
        if self.lead_changes is not None:
            lines.append(Message("metrics.lead_changes", changes=str(self.lead_changes))
                         .label(lang))
        if self.n == 0:
            return "\n".join(lines)
        from . import together_text

        return "\n".join([*lines, *together_text(self.figures(), (), lang)])

    def figures(self) -> int:
        """How many intervals `to_text` shows together."""
        optional = (self.rounds, self.decided_at, self.lead_changes)
        return 2 * self.players + 2 + sum(e is not None for e in optional)

    def __str__(self) -> str:
        return self.to_text("en")


def metrics(run: Simulation, together: bool = True) -> Metrics:
    """The playout metrics of a run of `explorer.simulate`. `together`: every interval
    Bonferroni-adjusted for the figures `Metrics.to_text` shows together (False: each a plain
    95 % interval)."""
    from . import mean, rate
    from .confidence import bonferroni

    winners = [np.flatnonzero(row).tolist() for row in run.winners]
    margins = np.array([margin(scores.tolist(), won)
                        for scores, won in zip(run.scores, winners, strict=True)], dtype=float)
    rounds = run.features.get("rounds")
    traced = run.lead_changes.size > 0 and not np.isnan(run.lead_changes).any()
    decided = changes = None
    if traced:
        decided = np.where(run.length > 0, run.decided_at / np.maximum(run.length, 1), 0.0)
        changes = run.lead_changes
    has_rounds = rounds is not None and rounds.ndim == 1
    shown = 2 * run.players + 2 + has_rounds + 2 * traced
    level = bonferroni(shown) if together else 0.95
    return Metrics(
        game=run.game, players=run.players, n=run.n,
        win_rate=tuple(rate(run.shares[:, s], level) for s in range(run.players)),
        score=tuple(mean(run.scores[:, s], level) for s in range(run.players)),
        scores=run.scores, length=mean(run.length, level), lengths=run.length,
        rounds=mean(rounds, level) if has_rounds else None,
        margin=mean(margins, level), margins=margins,
        decided_at=None if decided is None else mean(decided, level), decided=decided,
        lead_changes=None if changes is None else mean(changes, level), changes=changes,
    )
