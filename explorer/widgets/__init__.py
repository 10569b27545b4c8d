"""Widgets (ipywidgets 8): thin views over a `Match`. They contain no rules: callbacks call
`match.play`, `undo`, `goto`, then one `refresh()` rebuilds every panel.

Depends on the engine, the games and `explorer.viz`; nothing depends on this package.
"""

from __future__ import annotations

import importlib
from typing import Any

from .explorer import GameExplorer

__all__ = ["GameExplorer", "explore"]


def explore(game: Any = "naishi", **kwargs: Any) -> GameExplorer:
    """The explorer for a game: the game's own subclass if it has one, else the generic one.

    `game` is a registered name or a `Match`; keyword arguments go to the explorer
    (`players`, `seed`, `lang`, `seat`, `bot_seed` and the game's options)."""
    from ..engine import Match, load_game

    name = game.name if isinstance(game, Match) else load_game(game).name
    try:
        module = importlib.import_module(f"{__name__}.{name}")
    except ModuleNotFoundError as exc:
        if exc.name != f"{__name__}.{name}":
            raise
        return GameExplorer(game, **kwargs)
    explorer_class = getattr(module, "EXPLORER", GameExplorer)
    return explorer_class(game, **kwargs)
