"""The tiny game (`tests/adding_a_game/tinygame.md`): a package with only the parts
`docs/adding-a-game.md` calls required, copied into `explorer/games/tinygame/` by
`tests/test_adding_a_game.py`."""

from __future__ import annotations

from .actions import Pass, Take
from .rules import TinyGame
from .state import TinyState

GAME = TinyGame()

__all__ = ["GAME", "Pass", "Take", "TinyGame", "TinyState"]
