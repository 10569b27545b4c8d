"""`Game.public_view`: what every seat may know, and nothing a single seat may not."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import explorer
from explorer import Match
from explorer.engine import load_game
from explorer.games.whispers.cards import HIDDEN


def _steps(name: str, seed: int, players: int | None, every: int, last: int = 10_000
           ) -> Iterator[Match]:
    """A bots' whole game, its cursor moved to every `every`-th step up to `last`."""
    match = Match(name, players, seed)
    match.play_out(seed)
    for step in range(0, min(match.length, last) + 1, every):
        match.goto(step)
        yield match


#: The player count each game's public view is checked at (default: the game's default).
PLAYERS = {"naishi": 2, "whispers": 5, "citadels": 5}


@pytest.mark.parametrize(("name", "players"), [
    (name, PLAYERS.get(name, load_game(name).default_players))
    for name in explorer.registered_games()])
def test_the_public_view_holds_nothing_a_seat_cannot_see(name: str, players: int) -> None:
    for match in _steps(name, 4, players, 7):
        game, state = match.game, match.state
        public = match.public_view()
        assert public != state
        for seat in range(match.players):
            # Masking a seat's view for the board changes nothing the board holds: the
            # board knows nothing this seat does not.
            assert game.public_view(match.view(seat)) == public, (name, match.step, seat)


def test_the_board_of_whispers_sees_no_closed_hand() -> None:
    for match in _steps("whispers", 2, 4, 5):
        public = match.public_view()
        for seat, hand in enumerate(public.hands):
            if seat not in public.open_hands:
                assert set(hand) <= {HIDDEN}


def test_the_board_of_naishi_and_citadels_sees_no_hand_during_play() -> None:
    for match in _steps("citadels", 3, 4, 1, last=60):
        assert all(set(h) <= {None} for h in match.public_view().hands)
    for match in _steps("naishi", 3, None, 1, last=30):
        if match.step:
            assert all(set(h) <= {None} for h in match.public_view().hands)
