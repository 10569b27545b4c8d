"""The conformance battery (explorer/engine/testing.py) for every registered game and every
player count it supports."""

from __future__ import annotations

import pytest

import explorer
from explorer.engine import DeclaredGame, testing

CASES = [
    (name, players)
    for name in explorer.registered_games()
    for players in testing.player_counts(name)
]


@pytest.mark.parametrize(("name", "players"), CASES)
@pytest.mark.parametrize("check", ["purity", "actions", "events", "views", "timeline"])
def test_battery(check: str, name: str, players: int) -> None:
    testing.ALL_CHECKS[check](name, players, 20 + players)


#: The games whose actions are declared once (a `DeclaredGame` with a rule book).
DECLARED = [(name, players) for name, players in CASES
            if isinstance(explorer.load_game(name), DeclaredGame)]


@pytest.mark.parametrize(("name", "players"), DECLARED)
def test_declared_actions(name: str, players: int) -> None:
    """Every candidate, shown and earlier-seen action at every state of a random game: legal
    exactly when its move's `verify` accepts it, each refusal citing a registered rule."""
    testing.check_declared(name, players, 20 + players)


@pytest.mark.parametrize(("name", "players"), CASES)
def test_random_playthroughs(name: str, players: int) -> None:
    testing.check_playthroughs(name, players, range(8))


@pytest.mark.parametrize(("name", "players"), CASES)
def test_determinism(name: str, players: int) -> None:
    testing.check_determinism(name, players, 5)


def test_public_contract_names() -> None:
    games = explorer.registered_games()
    assert games == tuple(sorted(games)) and "naishi" in games
    for name in games:
        assert explorer.load_game(name).name == name
    with pytest.raises(explorer.UnknownGameError):
        explorer.load_game("chess")
