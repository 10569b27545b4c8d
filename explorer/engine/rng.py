"""A seeded random generator that is a value, stored inside game states.

SplitMix64: one 64-bit integer of state, so a state holding it stays an immutable, hashable
value, and the sequence is fixed by this code alone (no dependence on the Python version or on
the global `random` module). Every draw returns the new generator beside the result.

This module must not import anything else from `explorer`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from .lazy import optional_numpy

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
#: Rejection limits by bound, for `Rng.below`.
_LIMITS: dict[int, int] = {}


def _limit(n: int) -> int:
    """`below(n)`'s rejection limit, the largest multiple of `n` up to 2**64, kept in `_LIMITS`
    (never 0, so `_LIMITS.get(n) or _limit(n)` asks only on a miss)."""
    if n <= 0:
        raise ValueError("below() needs a positive bound")
    limit = _LIMITS[n] = (1 << 64) - ((1 << 64) % n)
    return limit


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


@dataclass(frozen=True, slots=True)
class Rng:
    """An immutable SplitMix64 generator.

    >>> rng = Rng.from_seed(7)
    >>> cards, rng2 = rng.shuffle("abcde")
    >>> sorted(cards) == list("abcde") and rng2 != rng
    True
    >>> Rng.from_seed(7).shuffle("abcde")[0] == cards
    True
    """

    state: int

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError(f"a seed must be a whole number, not {seed!r}")
        return cls(_mix((seed ^ 0x5851F42D4C957F2D) & _MASK))

    def next64(self) -> tuple[int, Rng]:
        """A uniform 64-bit integer and the advanced generator."""
        state = (self.state + _GOLDEN) & _MASK
        return _mix(state), Rng(state)

    def below(self, n: int) -> tuple[int, Rng]:
        """A uniform integer in [0, n) (rejection sampling, no modulo bias).

        The same numbers as drawing `next64()` until one is below the largest multiple of
        `n`, written out inline: every random playout and bot decision calls it."""
        limit = _LIMITS.get(n) or _limit(n)
        state = self.state
        while True:
            # `_GOLDEN`, `_MASK` and `_mix`'s constants, as literals (a little faster).
            state = (state + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
            z ^= z >> 31
            if z < limit:
                new = _new(Rng)
                _put_state(new, state)
                return z % n, new

    def choice(self, items: Sequence[T]) -> tuple[T, Rng]:
        index, rng = self.below(len(items))
        return items[index], rng

    def shuffle(self, items: Sequence[T]) -> tuple[tuple[T, ...], Rng]:
        """A Fisher-Yates shuffle of `items`, returned as a tuple.

        The same draws as `below(i + 1)` for i from the last index down, written out inline
        (one generator made at the end, not one per card). A long one (a deck) draws them all
        at once with numpy where it can (`_draws`): the same numbers in half the time."""
        out = list(items)
        if len(out) >= _VECTOR_FROM:
            drawn = _draws(self.state, len(out))
            if drawn is not None:
                picks, state = drawn
                for i, j in zip(range(len(out) - 1, 0, -1), picks, strict=True):
                    out[i], out[j] = out[j], out[i]
                new = _new(Rng)
                _put_state(new, state)
                return tuple(out), new
        state = self.state
        limits = _LIMITS
        for i in range(len(out) - 1, 0, -1):
            n = i + 1
            limit = limits.get(n)
            if limit is None:
                limit = limits[n] = (1 << 64) - ((1 << 64) % n)
            while True:
                state = (state + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
                z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
                z ^= z >> 31
                if z < limit:
                    break
            j = z % n
            out[i], out[j] = out[j], out[i]
        if state == self.state:
            return tuple(out), self
        new = _new(Rng)
        _put_state(new, state)
        return tuple(out), new


#: From this many items, `shuffle` draws with numpy (below it, numpy's fixed cost per call is
#: more than the Python loop's).
_VECTOR_FROM = 24
#: numpy and its tables once `_draws` has looked (`False`: not installed, as in a JupyterLite
#: tab whose Pyodide has not loaded it).
_NUMPY: Any = None


def _draws(state: int, length: int) -> tuple[list[int], int] | None:
    """The Fisher-Yates picks of a shuffle of `length` items from generator state `state`
    (for i from `length - 1` down to 1, a uniform j in [0, i]) and the final state, computed as
    one vectorised SplitMix64 run: its k-th state is `state + k * golden` modulo 2**64, which
    numpy's unsigned 64-bit arithmetic wraps by itself. `None` without numpy, for a length
    past its tables, or when a draw would be rejected (`below`'s rule, about one in 10**17):
    the caller then draws in Python, with the same result."""
    global _NUMPY
    if _NUMPY is None:
        _NUMPY = _numpy_tables()
    if _NUMPY is False or length > _VECTOR_TO:
        return None
    highest, bounds = _NUMPY[2:4]
    z, final = _outputs(length - 1, state)
    if (z > highest[length:1:-1]).any():
        return None
    return (z % bounds[length:1:-1]).tolist(), final


def _outputs(count: int, state: int) -> tuple[Any, int]:
    """`count` successive SplitMix64 outputs from generator state `state` as a numpy array, and
    the state after them (`_NUMPY` must hold the tables; 1 <= count <= `_VECTOR_TO`)."""
    np, steps, _, _, mix = _NUMPY
    states = steps[1:count + 1] + np.uint64(state)
    z = states >> mix[0]
    z ^= states
    z *= mix[3]
    z ^= z >> mix[1]
    z *= mix[4]
    z ^= z >> mix[2]
    return z, int(states[-1])


#: The longest list `_draws` serves (the games' decks have at most 66 cards).
_VECTOR_TO = 256


def _numpy_tables() -> Any:
    """numpy with `_draws`' tables, or `False` without numpy."""
    np = optional_numpy()
    if np is None:
        return False
    sizes = range(_VECTOR_TO + 1)
    steps = np.array([(k * _GOLDEN) & _MASK for k in sizes], dtype=np.uint64)
    # The largest accepted draw per bound (`below`'s limit less one, so that it fits).
    highest = np.array([0, 0] + [_MASK - (1 << 64) % n for n in sizes[2:]], dtype=np.uint64)
    bounds = np.array(sizes, dtype=np.uint64)
    # `_mix`'s shifts and multipliers, as numpy's unsigned 64-bit scalars.
    mix = np.array([30, 27, 31, 0xBF58476D1CE4E5B9, 0x94D049BB133111EB], dtype=np.uint64)
    return np, steps, highest, bounds, tuple(mix)


class Draws:
    """The numbers of `below` drawn in turn from one generator, without a generator per draw.

    `draws.below(n)` gives what `index, rng = rng.below(n)` would give at the same point of the
    sequence. The SplitMix64 outputs are computed ahead in blocks (`_outputs`, with numpy: `first`
    of them, then `BLOCK` at a time; one at a time in Python without numpy), and a bound only
    decides how an output is read: `below`'s rejection rule, then the remainder. For a loop
    that needs the numbers and never the generator: the bench's random playouts.

    >>> rng, draws = Rng.from_seed(5), Draws(Rng.from_seed(5))
    >>> picks = []
    >>> for n in (3, 10, 1, 52):
    ...     index, rng = rng.below(n)
    ...     picks.append(index == draws.below(n))
    >>> picks
    [True, True, True, True]
    """

    __slots__ = ("_ahead", "_state", "_block")
    #: Outputs computed at a time after the first block (at most `_VECTOR_TO`).
    BLOCK = 256

    def __init__(self, rng: Rng, first: int = BLOCK) -> None:
        self._ahead: list[int] = []
        self._state = rng.state
        #: The next block's size: `first` (1 to `BLOCK`), then `BLOCK`.
        self._block = min(max(first, 1), self.BLOCK)

    def below(self, n: int) -> int:
        limit = _LIMITS.get(n) or _limit(n)
        ahead = self._ahead
        while True:
            if not ahead:
                self._fill()
                ahead = self._ahead
            z = ahead.pop()
            if z < limit:
                return z % n

    def _fill(self) -> None:
        """The next block of outputs, kept last-first so that `pop` reads them in order (a
        short first block for a loop that knows it needs few: numpy's fixed cost is most of
        a short block's)."""
        global _NUMPY
        if _NUMPY is None:
            _NUMPY = _numpy_tables()
        if _NUMPY is False:
            state = (self._state + _GOLDEN) & _MASK
            self._ahead, self._state = [_mix(state)], state
            return
        z, self._state = _outputs(self._block, self._state)
        self._ahead = z[::-1].tolist()
        self._block = self.BLOCK


# A new generator without the frozen class's `__init__` (the same value, made faster).
_new = object.__new__
_put_state = Rng.__dict__["state"].__set__
assert (_GOLDEN, _MASK) == (0x9E3779B97F4A7C15, 0xFFFFFFFFFFFFFFFF)


#: `derive`'s last seed and its mix.
_last_seed: list[tuple[Any, int]] = [(None, 0)]


def derive(seed: int, *salt: int) -> Rng:
    """A generator for a side purpose (a bot, a benchmark) that never touches a game's own."""
    # The bench and the simulations derive one generator per bot decision, all from a game's
    # one seed, and 64-bit arithmetic on Python ints is costly: the seed's mix is remembered
    # for the last seed, and the generator is made without the frozen class's `__init__`.
    last = _last_seed[0]
    if last[0] == seed and type(seed) is int:
        state = last[1]
    else:
        state = _mix((seed ^ 0xD1B54A32D192ED03) & _MASK)
        _last_seed[0] = (seed, state)
    for s in salt:
        state = _mix((state ^ (s * _GOLDEN)) & _MASK)
    new = _new(Rng)
    _put_state(new, state)
    return new
