"""Slips planted in a kernel for the mutation tests of the kernel check: `plant` rewrites one
line of a kernel function's source and swaps the function's code for the slipped one (the
function object stays, so every table and rule book that holds it runs the slip), undone when
the test ends."""

from __future__ import annotations
import __future__

import inspect
import textwrap
from collections.abc import Callable
from typing import Any

import pytest


def plant(monkeypatch: pytest.MonkeyPatch, function: Callable[..., Any], line: str,
          slip: str) -> None:
    """Run `function` with its source line `line` (stripped, found exactly once) replaced by
    `slip` (the same indentation), for the rest of the test."""
    source = textwrap.dedent(inspect.getsource(function))
    lines = source.splitlines()
    found = [i for i, text in enumerate(lines) if text.strip() == line]
    assert len(found) == 1, f"{line!r} is not one line of {function.__qualname__}"
    i = found[0]
    indent = lines[i][: len(lines[i]) - len(lines[i].lstrip())]
    lines[i: i + 1] = [indent + part for part in slip.splitlines()]
    namespace: dict[str, Any] = {}
    code = compile("\n".join(lines), inspect.getsourcefile(function) or "<slip>", "exec",
                   flags=__future__.annotations.compiler_flag, dont_inherit=True)
    exec(code, function.__globals__, namespace)  # noqa: S102 - a test's own planted slip
    monkeypatch.setattr(function, "__code__", namespace[function.__name__].__code__)


def forget(monkeypatch: pytest.MonkeyPatch, game: Any) -> None:
    """Give `game`'s rule book empty memories of legal actions for the rest of the test (the
    ones it had come back after it), so that a slip planted now is not hidden by what it
    remembered, and what it learns with the slip is forgotten."""
    book = game.rulebook
    fresh = {name: (legal, key, {}, tuple((c, v, k, {}) for c, v, k, _ in moves), applies)
             for name, (legal, key, _, moves, applies) in book._plans.items()}
    monkeypatch.setattr(book, "_plans", fresh)
    monkeypatch.setattr(book, "_last", (object(), (), {}))
