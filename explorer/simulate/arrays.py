"""The arrays of a simulation without numpy: a small read-only `Array` (one or two axes) and the
few numpy functions `explorer.simulate` calls, in plain Python, so that the design lab runs
where numpy is missing (the offline site's Pyodide). `backend` is numpy where it can be imported
(`explorer.engine.lazy.optional_numpy`, the package's one check), this module otherwise; the
simulation code calls it as `np` and gives the same figures either way (to float rounding:
sums here are `math.fsum`'s).

What an `Array` does is what the simulation code and the lessons ask of numpy's: `shape`,
`ndim`, `size`, `len`, iteration (values, or rows of a table), indexing by a number, a slice, a
list or array of positions, a mask of booleans (`run.shares[run.lineup == 0]`) or a pair of
those (`run.scores[:, 0]`, paired position lists as numpy pairs them), `T`, arithmetic and
comparisons element by element (with a number or an array of the same shape), `mean`, `std`,
`sum`, `all`, `any`, `ravel`, `reshape`, `astype` and `tolist`. It cannot be changed in place.

This module imports only the standard library and `explorer.engine.lazy`.
"""

from __future__ import annotations

import bisect
import math
import operator
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any

from ..engine.lazy import optional_numpy

__all__ = ["Array", "abs", "arange", "array", "asarray", "backend", "concatenate",
           "flatnonzero", "int64", "intersect1d", "isnan", "least_squares", "matrix_rank",
           "maximum", "searchsorted", "stack", "std", "where", "zeros"]

int64 = int


class Array:
    """A read-only array of one or two axes (see the module's docstring).

    >>> a = array([[1, 2], [3, 5]])
    >>> a[:, 1].tolist(), a.mean(axis=1).tolist(), (a[0] == 1).tolist()
    ([2, 5], [1.5, 4.0], [True, False])
    """

    __slots__ = ("_flat", "shape")
    __hash__ = None  # type: ignore[assignment]  # == compares element by element

    def __init__(self, flat: list[Any], shape: tuple[int, ...]) -> None:
        self._flat = flat
        self.shape = shape

    @property
    def ndim(self) -> int:
        return len(self.shape)

    @property
    def size(self) -> int:
        return len(self._flat)

    @property
    def T(self) -> Array:  # noqa: N802  (numpy's name)
        if self.ndim == 1:
            return self
        n, p = self.shape
        return Array([self._flat[i * p + j] for j in range(p) for i in range(n)], (p, n))

    def __len__(self) -> int:
        return self.shape[0]

    def __iter__(self) -> Iterator[Any]:
        if self.ndim == 1:
            return iter(self._flat)
        return (self[i] for i in range(self.shape[0]))

    def __repr__(self) -> str:
        return f"array({self.tolist()!r})"

    def tolist(self) -> list[Any]:
        if self.ndim == 1:
            return list(self._flat)
        p = self.shape[1]
        return [self._flat[i * p:(i + 1) * p] for i in range(self.shape[0])]

    def rows(self) -> list[list[Any]]:
        """The rows of a table (one row of values for one axis)."""
        return self.tolist() if self.ndim == 2 else [list(self._flat)]

    def ravel(self) -> Array:
        return Array(list(self._flat), (self.size,))

    def reshape(self, *shape: Any) -> Array:
        dims = tuple(shape[0]) if len(shape) == 1 and isinstance(shape[0], tuple) else shape
        if -1 in dims:
            known = math.prod(d for d in dims if d != -1)
            dims = tuple(self.size // known if known and d == -1 else 0 if d == -1 else d
                         for d in dims)
        if math.prod(dims) != self.size:
            raise ValueError(f"cannot reshape an array of size {self.size} into {dims}")
        return Array(list(self._flat), tuple(int(d) for d in dims))

    def astype(self, kind: Callable[[Any], Any]) -> Array:
        return Array([kind(v) for v in self._flat], self.shape)

    def _reduced(self, each: Callable[[list[Any]], Any], axis: int | None) -> Any:
        """`each` of the values (`axis` None), of each row (1) or of each column (0)."""
        if axis is None or self.ndim == 1:
            return each(self._flat)
        lines = self.rows() if axis in (1, -1) else self.T.rows()
        return Array([each(line) for line in lines], (len(lines),))

    def sum(self, axis: int | None = None, keepdims: bool = False) -> Any:
        total = self._reduced(_sum, axis)
        return total.reshape(-1, 1) if keepdims and isinstance(total, Array) else total

    def mean(self, axis: int | None = None) -> Any:
        return self._reduced(lambda line: _sum(line) / len(line) if line else math.nan, axis)

    def std(self, axis: int | None = None, ddof: int = 0) -> Any:
        return self._reduced(lambda line: _spread(line, ddof), axis)

    def all(self) -> bool:
        return all(self._flat)

    def any(self) -> bool:
        return any(self._flat)

    def __getitem__(self, key: Any) -> Any:
        if self.ndim == 2 and isinstance(key, Array) and key.shape == self.shape:
            return Array([v for v, keep in zip(self._flat, key._flat, strict=True) if keep],
                         (sum(bool(k) for k in key._flat),))
        if not isinstance(key, tuple):
            key = (key,) if self.ndim == 1 else (key, slice(None))
        if self.ndim == 1:
            picked, alone, _ = _positions(key[0], self.shape[0])
            return self._flat[picked[0]] if alone else Array(
                [self._flat[i] for i in picked], (len(picked),))
        return self._two(key[0], key[1])

    def _two(self, row_key: Any, column_key: Any) -> Any:
        rows, row_alone, row_listed = _positions(row_key, self.shape[0])
        columns, column_alone, column_listed = _positions(column_key, self.shape[1])
        p = self.shape[1]
        if row_listed and column_listed:  # numpy pairs two lists of positions
            return Array([self._flat[i * p + j] for i, j in zip(rows, columns, strict=True)],
                         (len(rows),))
        values = [self._flat[i * p + j] for i in rows for j in columns]
        if row_alone and column_alone:
            return values[0]
        shape = tuple(n for n, alone in ((len(rows), row_alone), (len(columns), column_alone))
                      if not alone)
        return Array(values, shape)

    def _each(self, other: Any, how: Callable[[Any, Any], Any], swap: bool = False) -> Array:
        if isinstance(other, Array):
            if other.shape != self.shape:
                raise ValueError(f"shapes {self.shape} and {other.shape} differ")
            pairs: Iterable[tuple[Any, Any]] = zip(self._flat, other._flat, strict=True)
        else:
            pairs = ((v, other) for v in self._flat)
        if swap:
            return Array([how(b, a) for a, b in pairs], self.shape)
        return Array([how(a, b) for a, b in pairs], self.shape)

    def __add__(self, other: Any) -> Array:
        return self._each(other, operator.add)

    def __sub__(self, other: Any) -> Array:
        return self._each(other, operator.sub)

    def __rsub__(self, other: Any) -> Array:
        return self._each(other, operator.sub, swap=True)

    def __mul__(self, other: Any) -> Array:
        return self._each(other, operator.mul)

    __radd__, __rmul__ = __add__, __mul__

    def __truediv__(self, other: Any) -> Array:
        return self._each(other, _divide)

    def __eq__(self, other: Any) -> Array:  # type: ignore[override]  # element by element
        return self._each(other, operator.eq)

    def __ne__(self, other: Any) -> Array:  # type: ignore[override]  # element by element
        return self._each(other, operator.ne)

    def __gt__(self, other: Any) -> Array:
        return self._each(other, operator.gt)

    def __lt__(self, other: Any) -> Array:
        return self._each(other, operator.lt)

    def __ge__(self, other: Any) -> Array:
        return self._each(other, operator.ge)

    def __le__(self, other: Any) -> Array:
        return self._each(other, operator.le)

    def __neg__(self) -> Array:
        return Array([-v for v in self._flat], self.shape)

    def __abs__(self) -> Array:
        return Array([-v if v < 0 else v for v in self._flat], self.shape)


def _sum(values: Sequence[Any]) -> Any:
    """A sum of numbers, exact for floats (`math.fsum`) and an `int` for integers."""
    if all(isinstance(v, int) for v in values):
        return sum(values)
    return math.fsum(values)


def _spread(values: Sequence[float], ddof: int) -> float:
    """The standard deviation of `values` with `ddof` degrees of freedom removed, as numpy's."""
    n = len(values)
    if n - ddof <= 0:
        return math.nan
    centre = math.fsum(values) / n
    return math.sqrt(math.fsum((v - centre) ** 2 for v in values) / (n - ddof))


def _divide(a: float, b: float) -> float:
    """`a / b` as numpy's floats divide: infinity or NaN for a division by zero."""
    if b == 0:
        return math.nan if a == 0 or a != a else math.copysign(math.inf, a) * math.copysign(
            1, b)
    return a / b


def _positions(key: Any, length: int) -> tuple[list[int], bool, bool]:
    """The positions `key` picks along an axis of `length`: whether it was a lone number (the
    axis goes) and whether it was a list of positions (numpy pairs two of them)."""
    if isinstance(key, slice):
        return list(range(length)[key]), False, False
    if isinstance(key, int) and not isinstance(key, bool):
        return [key + length if key < 0 else key], True, False
    values = key._flat if isinstance(key, Array) else list(key)
    if values and all(isinstance(v, bool) for v in values):
        return [i for i, keep in enumerate(values) if keep], False, False
    return [int(v) + length if v < 0 else int(v) for v in values], False, True


# -- numpy's functions, as far as the simulations use them -----------------------------------


def array(values: Any, dtype: Callable[[Any], Any] | None = None) -> Array:
    """An `Array` of `values` (numbers, or rows of numbers), each passed through `dtype`."""
    if isinstance(values, Array):
        rows: list[Any] = values.tolist()
    elif hasattr(values, "tolist"):
        rows = values.tolist()
    else:
        rows = list(values)
    if rows and isinstance(rows[0], (list, tuple, Array)):
        width = len(rows[0])
        flat = [v for row in rows for v in row]
        shape: tuple[int, ...] = (len(rows), width)
    else:
        flat, shape = rows, (len(rows),)
    if dtype is not None:
        flat = [dtype(v) for v in flat]
    return Array(flat, shape)


asarray = array


def zeros(shape: int | tuple[int, ...], dtype: Callable[[Any], Any] = float) -> Array:
    dims = (shape,) if isinstance(shape, int) else tuple(shape)
    return Array([dtype(0)] * math.prod(dims), dims)


def arange(n: int) -> Array:
    return Array(list(range(n)), (n,))


def where(condition: Array, yes: Any, no: Any) -> Array:
    def at(value: Any, i: int) -> Any:
        return value._flat[i] if isinstance(value, Array) else value

    return Array([at(yes, i) if keep else at(no, i) for i, keep in enumerate(condition._flat)],
                 condition.shape)


def maximum(values: Array, other: Any) -> Array:
    return values._each(other, max)


def abs(values: Array) -> Array:  # noqa: A001  (numpy's name)
    return values.__abs__()


def std(values: Array, ddof: int = 0) -> float:
    return float(values.std(ddof=ddof))


def isnan(values: Array) -> Array:
    return Array([v != v for v in values._flat], values.shape)


def flatnonzero(values: Array) -> Array:
    found = [i for i, v in enumerate(values._flat) if v]
    return Array(found, (len(found),))


def concatenate(parts: Sequence[Array]) -> Array:
    """Arrays one after another along their first axis."""
    flat = [v for part in parts for v in part._flat]
    if not parts:
        return Array([], (0,))
    return Array(flat, (sum(len(part) for part in parts), *parts[0].shape[1:]))


def stack(columns: Sequence[Array], axis: int = 0) -> Array:
    """One-axis arrays of one length as the rows (`axis=0`) or the columns (`axis=1`)."""
    table = array([c.tolist() for c in columns])
    if not columns:
        return table
    return table.T if axis == 1 else table


def intersect1d(a: Array, b: Array) -> Array:
    common = sorted(set(a._flat) & set(b._flat))
    return Array(common, (len(common),))


def searchsorted(ordered: Array, values: Array) -> Array:
    return Array([bisect.bisect_left(ordered._flat, v) for v in values._flat], values.shape)


# -- least squares, for `explorer.simulate.fit` ----------------------------------------------


def _eliminated(rows: list[list[float]]) -> list[list[float]]:
    """`rows` in row-echelon form (Gaussian elimination with partial pivoting); rows that
    come out as zeros, within the rounding of the largest value, are dropped."""
    m = [list(row) for row in rows]
    width = len(m[0]) if m else 0
    scale = max((v if v > 0 else -v for row in m for v in row), default=0.0)
    tol = scale * max(len(m), width) * sys.float_info.epsilon * 16
    done = 0
    for j in range(width):
        pivot = max(range(done, len(m)), key=lambda i: abs_(m[i][j]), default=None)
        if pivot is None or abs_(m[pivot][j]) <= tol:
            continue
        m[done], m[pivot] = m[pivot], m[done]
        for i in range(done + 1, len(m)):
            factor = m[i][j] / m[done][j]
            if factor:
                m[i] = [a - factor * b for a, b in zip(m[i], m[done], strict=True)]
        done += 1
    return m[:done]


def abs_(value: float) -> float:
    return value if value >= 0 else -value


def matrix_rank(rows: list[list[float]]) -> int:
    """How many of the columns of the table `rows` are independent.

    >>> matrix_rank([[1.0, 2.0], [2.0, 4.0]]), matrix_rank([[1.0, 0.0], [0.0, 1.0]])
    (1, 2)
    """
    return len(_eliminated(rows))


def _inverse(square: list[list[float]]) -> list[list[float]]:
    """The inverse of an invertible square table (Gauss-Jordan with partial pivoting)."""
    n = len(square)
    m = [list(row) + [float(i == j) for j in range(n)] for i, row in enumerate(square)]
    for j in range(n):
        pivot = max(range(j, n), key=lambda i: abs_(m[i][j]))
        m[j], m[pivot] = m[pivot], m[j]
        m[j] = [v / m[j][j] for v in m[j]]
        for i in range(n):
            if i != j and m[i][j]:
                factor = m[i][j]
                m[i] = [a - factor * b for a, b in zip(m[i], m[j], strict=True)]
    return [row[n:] for row in m]


def least_squares(rows: list[list[float]], y: list[float]) -> tuple[list[float], list[float]]:
    """The least-squares coefficients of `y` on the columns of `rows` (independent), from the
    normal equations, and the diagonal of `(XᵀX)⁻¹` (the standard errors' factors).

    >>> [round(c, 9) for c in least_squares([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]], [1, 2, 3])[0]]
    [1.0, 2.0]
    """
    p = len(rows[0])
    gram = [[math.fsum(r[a] * r[b] for r in rows) for b in range(p)] for a in range(p)]
    inverse = _inverse(gram)
    moments = [math.fsum(r[a] * v for r, v in zip(rows, y, strict=True)) for a in range(p)]
    coef = [math.fsum(inverse[a][b] * moments[b] for b in range(p)) for a in range(p)]
    return coef, [inverse[a][a] for a in range(p)]


# -- numpy or this module --------------------------------------------------------------------


class _Backend:
    """numpy where it can be imported, this module otherwise; chosen at the first use, so that
    `import explorer` imports no numpy."""

    def __getattr__(self, name: str) -> Any:
        numpy = optional_numpy()
        value = getattr(numpy if numpy is not None else sys.modules[__name__], name)
        self.__dict__[name] = value
        return value


backend: Any = _Backend()


def is_plain() -> bool:
    """Whether the simulations run on this module's arrays (numpy cannot be imported)."""
    return optional_numpy() is None
