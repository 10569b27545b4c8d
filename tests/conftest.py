"""Shared fixtures: the toy game registered for engine and widget tests. Under pytest-xdist
(`make test` runs `pytest -n auto`) every browser test goes to one worker, which starts one
JupyterLab and one Chromium for them all, while the other workers share the rest."""

from __future__ import annotations

from typing import Any

import pytest

from explorer.engine.registry import register_game, unregister_game

from .engine.toy import GAME as TOY

BROWSER_TESTS = "tests/browser/"


@pytest.fixture
def toy():
    register_game(TOY)
    yield TOY
    unregister_game("toy")


def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """Load balancing with the browser tests kept together. (xdist's own `--dist loadgroup`
    does not group under pytest 9: it renames items through an attribute pytest no longer
    reads.)"""
    if config.getvalue("dist") not in ("load", "loadgroup"):
        return None
    from xdist.scheduler import LoadScopeScheduling

    class BrowserTestsTogether(LoadScopeScheduling):  # type: ignore[misc]  # xdist's scheduler is untyped
        def _split_scope(self, nodeid: str) -> str:
            return BROWSER_TESTS if nodeid.startswith(BROWSER_TESTS) else nodeid

    return BrowserTestsTogether(config, log)
