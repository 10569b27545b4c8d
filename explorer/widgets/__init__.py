"""Widgets (ipywidgets 8): thin views over a `Match`. They contain no rules: callbacks call
`match.play`, `undo`, `goto`, then one `refresh()` brings every panel up to date. Widgets are
made once and updated in place (only changed values are sent to the browser); a widget that is
removed is closed with its layout and style (`explorer.widgets.explorer.close_tree`).

Depends on the engine, the games and `explorer.viz`; nothing depends on this package.
"""

from __future__ import annotations

from typing import Any

from .explorer import GameExplorer
from .guided import GuidedGame, guided
from .variant_editor import VariantEditor

__all__ = ["GameExplorer", "GuidedGame", "VariantEditor", "explore", "guided"]


def explore(game: Any = "naishi", **kwargs: Any) -> GameExplorer:
    """The explorer for a game: the one its plug-in names, else the generic one.

    `game` is a registered name or a `Match`; keyword arguments go to the explorer
    (`players`, `seed`, `lang`, `seat`, `bot_seed` and the game's options)."""
    from ..engine import Match
    from ..engine.registry import plugin

    explorer_class = plugin(game.name if isinstance(game, Match) else game).explorer
    app: GameExplorer = (explorer_class or GameExplorer)(game, **kwargs)
    return app
