"""How a game's reference rule book names the rules it implements, and the index built from it.

A game's reference rule book (`explorer/games/<game>/rules/`) is the code a learner reads beside
the spec: each function states one rule and says which with `@implements("<game>.4.4")`. The
engine reads those marks back, so that a reader can go from a rule id to its code
(`rule_index`) and a test can check that every registered rule of a game has code and every
marked function cites a registered rule (`check_rule_index`).

A game's playout kernel (a module or package whose name starts with `kernel`) is left out of the
index: it is checked against the reference (`explorer.engine.testing.check_kernel`), not read.

This module must not import any game.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from collections.abc import Callable, Iterator
from types import ModuleType
from typing import Any, TypeVar

from . import i18n
from .core import Game
from .registry import load_game

F = TypeVar("F", bound=Callable[..., Any])

#: The attribute `implements` sets on a function: the rule ids it implements.
MARK = "__rules__"


def implements(*rule_ids: str) -> Callable[[F], F]:
    """Mark a function as the code of the rules `rule_ids` (each a registered rule id such as
    ``"naishi.5.2"``). The function itself is returned unchanged but for the mark.

    >>> @implements("engine.setup")
    ... def deal(cards): return cards
    >>> rules_implemented(deal), deal([1, 2])
    (('engine.setup',), [1, 2])
    >>> implements()
    Traceback (most recent call last):
    ValueError: implements() needs at least one rule id
    """
    if not rule_ids or not all(isinstance(r, str) and r for r in rule_ids):
        raise ValueError("implements() needs at least one rule id")

    def mark(function: F) -> F:
        setattr(function, MARK, tuple(dict.fromkeys((*rules_implemented(function), *rule_ids))))
        return function

    return mark


def rules_implemented(function: Any) -> tuple[str, ...]:
    """The rule ids `function` was marked with (`()` for an unmarked one)."""
    found = getattr(inspect.unwrap(function) if callable(function) else function, MARK, ())
    return tuple(found) if isinstance(found, tuple) else ()


def _is_kernel(module_name: str) -> bool:
    return any(part.startswith("kernel") for part in module_name.split(".")[3:])


def game_package(game: Game[Any]) -> str:
    """The package a game lives in (``explorer.games.naishi``, or the module of a game outside
    the package, such as a test's toy)."""
    module = type(game).__module__
    parts = module.split(".")
    if parts[:2] == ["explorer", "games"] and len(parts) >= 3:
        return ".".join(parts[:3])
    return module


def _modules(package: str) -> Iterator[ModuleType]:
    top = importlib.import_module(package)
    yield top
    path = getattr(top, "__path__", None)
    if path is None:
        return
    for info in pkgutil.walk_packages(path, prefix=package + "."):
        if not _is_kernel(info.name):
            yield importlib.import_module(info.name)


def marked_functions(game: Game[Any]) -> dict[str, tuple[str, ...]]:
    """Every function of the game's package (its kernel left out) marked with `implements`,
    by qualified name (``module.function`` or ``module.Class.method``), with its rule ids."""
    found: dict[str, tuple[str, ...]] = {}
    for module in _modules(game_package(game)):
        for value in vars(module).values():
            functions: list[Any] = [value]
            if inspect.isclass(value) and value.__module__ == module.__name__:
                functions = [m for m in vars(value).values()]
                functions = [getattr(m, "__func__", m) for m in functions]
            for function in functions:
                if not callable(function):
                    continue
                ids = rules_implemented(function)
                home = getattr(function, "__module__", None)
                if ids and home == module.__name__:
                    found[f"{home}.{function.__qualname__}"] = ids
    return dict(sorted(found.items()))


def registered_rule_ids(game: Game[Any]) -> tuple[str, ...]:
    """The rule ids registered for `game` (those of the catalogues under its name)."""
    prefix = f"{game.name}."
    return tuple(r for r in i18n.rule_ids() if r.startswith(prefix))


def rule_index(game: str | Game[Any]) -> dict[str, tuple[str, ...]]:
    """Per registered rule id of `game` (a name or a `Game`), the qualified names of the
    functions of its reference rule book that implement it (`()` for a rule without code:
    `check_rule_index` refuses that).

    >>> index = rule_index("naishi")
    >>> all(rule_id.startswith("naishi.") for rule_id in index)
    True
    """
    found = load_game(game) if isinstance(game, str) else game
    index: dict[str, list[str]] = {r: [] for r in registered_rule_ids(found)}
    for name, ids in marked_functions(found).items():
        for rule_id in ids:
            index.setdefault(rule_id, []).append(name)
    return {r: tuple(names) for r, names in index.items()}


def check_rule_index(game: str | Game[Any]) -> None:
    """Raise `AssertionError` unless every registered rule id of `game` has at least one
    implementing function and every marked function cites only registered rule ids."""
    found = load_game(game) if isinstance(game, str) else game
    registered = set(registered_rule_ids(found))
    index = rule_index(found)
    missing = sorted(r for r in registered if not index.get(r))
    unknown = sorted({f"{name} cites {rule_id}"
                      for name, ids in marked_functions(found).items()
                      for rule_id in ids if rule_id not in registered})
    problems = ([f"no function implements {r}" for r in missing] + unknown)
    assert not problems, f"{found.name}'s rule index:\n  " + "\n  ".join(problems)
