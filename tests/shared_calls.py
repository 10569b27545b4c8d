"""A pytest plug-in that records which functions each test calls (`-p tests.shared_calls`,
the file to write in the environment's `SHARED_CALLS`): for each test id, the code of every
function it called, as `[file, first line]`, written as JSON at the end of the run. The test
of the functions a kernel shares with its reference (`tests/test_kernel_shared.py`) runs the
listed spec tests with it, to see that each listed function is exercised by its own."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterator
from types import FrameType
from typing import Any

import pytest

CALLS: dict[str, set[tuple[str, int]]] = {}


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Iterator[None]:
    seen: set[tuple[str, int]] = set()

    def profile(frame: FrameType, event: str, arg: Any) -> None:
        if event == "call":
            code = frame.f_code
            seen.add((code.co_filename, code.co_firstlineno))

    sys.setprofile(profile)
    try:
        yield
    finally:
        sys.setprofile(None)
        CALLS.setdefault(item.nodeid, set()).update(seen)


def pytest_sessionfinish(session: pytest.Session) -> None:
    path = os.environ.get("SHARED_CALLS")
    if path:
        with open(path, "w", encoding="utf-8") as out:
            json.dump({k: sorted(v) for k, v in CALLS.items()}, out)
