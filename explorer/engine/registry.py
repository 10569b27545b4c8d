"""The registry of games: every sub-package of `explorer.games` that defines `GAME`.

Listing games does not import them (a Binder start stays light); `load_game` imports one.
This module must not import any game by name.
"""

from __future__ import annotations

import functools
import importlib
import pkgutil
from typing import Any

from .errors import UnknownGameError
from .i18n import Join, Message

_GAMES_PACKAGE = "explorer.games"


_EXTRA: dict[str, Any] = {}


def register_game(game: Any) -> None:
    """Register a game that lives outside `explorer.games` (a plug-in, or a test's toy game)."""
    _EXTRA[game.name] = game


def registered_games() -> tuple[str, ...]:
    """The names of every registered game, sorted.

    >>> "naishi" in registered_games()
    True
    """
    return tuple(sorted(set(_package_games()) | set(_EXTRA)))


@functools.cache
def _package_games() -> tuple[str, ...]:
    package = importlib.import_module(_GAMES_PACKAGE)
    names = [
        info.name
        for info in pkgutil.iter_modules(package.__path__)
        if info.ispkg and not info.name.startswith("_")
    ]
    return tuple(sorted(names))


@functools.cache
def _load(name: str) -> Any:
    module = importlib.import_module(f"{_GAMES_PACKAGE}.{name}")
    return module.GAME


def load_game(name: str) -> Any:
    """The `Game` registered under `name` (raises `UnknownGameError`, a `ValueError`)."""
    if not isinstance(name, str) or name not in registered_games():
        raise UnknownGameError(
            Message("engine.error.unknown_game", name=str(name), names=Join(registered_games()))
        )
    if name in _EXTRA:
        return _EXTRA[name]
    return _load(name)


def game_module(game: Any, part: str) -> Any:
    """The module `part` (`"bots"`, `"features"`, `"bench"`) of the package that defines
    `game`, or `None` if that package has no such module.

    >>> game_module(load_game("naishi"), "bots").__name__
    'explorer.games.naishi.bots'
    """
    name = type(game).__module__.rsplit(".", 1)[0] + "." + part
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise
        return None


def unregister_game(name: str) -> None:
    """Remove a game added with `register_game`."""
    _EXTRA.pop(name, None)
