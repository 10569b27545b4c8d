"""Known counts (python-chess's perft): how many action sequences of a given length the rules
allow from a position. Stored counts for fixed positions (`tests/known/<game>.txt`) catch a
slip in a game's listing of legal actions, or in how an action changes the state, without a
second implementation of the rules.

A sequence stops at the end of the game: a finished game has no action, so it has one
sequence of length 0 (itself) and none longer, as a checkmate in python-chess counts 0 at
every depth above 0. The count at depth `d` is the number of paths of exactly `d` actions (a
position reached in two ways counts twice).

Counting reads only the next state of each `apply` (a quiet rule book makes its events only
when they are read), so it runs at the speed of a random playout.

This module must not import any game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from .core import Transition, as_int
from .errors import OptionError
from .i18n import Message, shown


class Rules(Protocol):
    """What counting needs: a game's `Game`, or a faster implementation of the same rules
    over the same states (a kernel)."""

    def legal_actions(self, state: Any) -> Sequence[Any]: ...

    def apply(self, state: Any, action: Any) -> Transition[Any]: ...


def perft(rules: Rules, state: Any, depth: int) -> int:
    """The number of action sequences of length `depth` from `state` (1 at depth 0).

    A toy whose only rule is "add 1 or 2; the game ends at 3 or more":

    >>> class Count:
    ...     def legal_actions(self, n): return () if n >= 3 else (1, 2)
    ...     def apply(self, n, step): return Transition(n + step, ())
    >>> [perft(Count(), 0, depth) for depth in range(5)]
    [1, 2, 4, 2, 0]
    >>> perft(Count(), 0, -1)
    Traceback (most recent call last):
    ...
    explorer.engine.errors.OptionError: The depth of a count must be a whole number from 0, not -1.
    """
    return _count(rules, state, _depth(depth))


def divide(rules: Rules, state: Any, depth: int) -> dict[str, int]:
    """`perft` split by the first action: for each legal action (by its `str()`, in the order
    the rules list them), the number of sequences of length `depth` that start with it. The
    values add up to `perft(rules, state, depth)`; comparing two divides shows which first
    action's subtree changed. Actions with the same `str()` share one entry.

    >>> class Count:
    ...     def legal_actions(self, n): return () if n >= 3 else (1, 2)
    ...     def apply(self, n, step): return Transition(n + step, ())
    >>> divide(Count(), 0, 3)
    {'1': 2, '2': 0}
    >>> divide(Count(), 0, 0)
    {}
    """
    rest = _depth(depth) - 1
    out: dict[str, int] = {}
    if rest < 0:
        return out
    apply = rules.apply
    for action in rules.legal_actions(state):
        key = str(action)
        out[key] = out.get(key, 0) + _count(rules, apply(state, action).state, rest)
    return out


def _count(rules: Rules, state: Any, depth: int) -> int:
    if depth == 0:
        return 1
    legal = rules.legal_actions(state)
    if depth == 1:
        return len(legal)
    apply = rules.apply
    rest = depth - 1
    return sum(_count(rules, apply(state, action).state, rest) for action in legal)


def _depth(depth: Any) -> int:
    value = as_int(depth)
    if value is None or value < 0:
        raise OptionError(Message("engine.error.depth", value=shown(depth)))
    return value
