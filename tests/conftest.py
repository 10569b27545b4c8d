"""Shared fixtures: the toy game registered for engine and widget tests."""

from __future__ import annotations

import pytest

from explorer.engine.registry import register_game, unregister_game

from .engine.toy import GAME as TOY


@pytest.fixture
def toy():
    register_game(TOY)
    yield TOY
    unregister_game("toy")
