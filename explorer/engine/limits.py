"""How deep and how big a value given from outside (a variant, an option, a record) may be:
one walk, without recursion, that every reader runs before anything else touches the value,
so that no reader (the options' checks, `repr`, the JSON decoder) runs out of stack.

This module imports nothing of the package.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

#: The deepest nesting a value may have (a real one nests three or four deep: the content, a
#: table, a row).
DEPTH_LIMIT = 100
#: The most values (and characters of its texts) a value may hold: as many as a record's JSON
#: may have bytes (a share code inflates to at most this many, `SHARE_RAW_LIMIT`).
SIZE_LIMIT = 1_000_000


def excess(value: Any) -> str | None:
    """`"deep"` if `value` (its mappings, lists, tuples and sets) nests deeper than
    `DEPTH_LIMIT`, `"big"` if it holds more than `SIZE_LIMIT` values and characters, else
    `None`.

    >>> deep: list[object] = []
    >>> for _ in range(2000): deep = [deep]
    >>> excess([[0]]), excess(deep), excess(["x" * 1_000] * 1_001)
    (None, 'deep', 'big')
    """
    pending: list[tuple[Any, int]] = [(value, 1)]
    size = 0
    while pending:
        item, depth = pending.pop()
        if depth > DEPTH_LIMIT:
            return "deep"
        size += len(item) if isinstance(item, (str, bytes)) else 1
        if size > SIZE_LIMIT:
            return "big"
        if isinstance(item, Mapping):
            pending.extend((part, depth + 1) for pair in item.items() for part in pair)
        elif isinstance(item, (list, tuple, set, frozenset)):
            pending.extend((part, depth + 1) for part in item)
    return None
