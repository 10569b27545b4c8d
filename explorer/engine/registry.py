"""The registry of games: one `GamePlugin` value per game, registered in one place.

A plug-in names every part the package uses for a game: its `Game`, its table view, its
explorer widget, its benchmark metrics, its bots and its teaching scenarios. Nothing is found
by module name: `explorer/plugins.py` builds the three games' plug-ins and registers them when
`explorer` is imported, and a part that is missing or of the wrong shape fails there, loudly.
A game living elsewhere (a test's toy game) registers with `register_game(game)`, which is a
plug-in with no parts.

This module must not import any game, view or widget.
"""

from __future__ import annotations

import dataclasses
import inspect
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .bots import Bot
from .core import Action, Game
from .errors import ExplorerError, UnknownGameError
from .i18n import Join, Message, shown
from .rng import Rng

#: The bot behind `Match.play_bot`: `(game, state, rng) -> action`, given the full state (a
#: fair bot masks it itself with `game.view`).
MatchBot = Callable[[Game[Any], Any, Rng], Action]

#: A table view: `(game, state, seat, lang) -> HTML`, `state` being what `seat` may see.
TableView = Callable[[Game[Any], Any, "int | None", str], str]

#: Benchmark metrics: `() -> (name, value) pairs`, run by `python -m explorer.bench`.
BenchMetrics = Callable[[], Iterable[tuple[str, float]]]

#: What a simulation records per game: `players -> tracker` (see `explorer.simulate`).
Features = Callable[[int], Any]

#: Each seat's score as if the game ended now: `state -> scores by seat` (the lead changes and
#: the "decided at" of `explorer.simulate.metrics`).
RunningScores = Callable[[Any], Sequence[int]]


class PluginError(ExplorerError, TypeError):
    """A game plug-in with a missing, misspelt or misshapen part, or registered twice."""


def _fail(game: str, part: str, detail: str) -> PluginError:
    return PluginError(Message("engine.error.plugin", game=game, part=part, detail=detail))


def _check_callable(game: str, part: str, value: Any, arity: int) -> None:
    if not callable(value):
        raise _fail(game, part, f"{value!r} is not callable")
    try:
        inspect.signature(value).bind(*([None] * arity))
    except TypeError:
        raise _fail(game, part, f"{value!r} does not take {arity} arguments") from None
    except ValueError:  # a builtin without a signature: trust it
        pass


def _check_optional(game: str, part: str, value: Any, arity: int) -> None:
    if value is not None:
        _check_callable(game, part, value, arity)


@dataclass(frozen=True, kw_only=True)
class GamePlugin:
    """Everything the package knows about one game, declared in one value.

    Every part is a keyword without a default but `scenarios` and `option_help`: a forgotten
    part is a `TypeError` where the plug-in is written, a misspelt one too, and `None` says
    "the generic one" on purpose. `bots` are the named bots of `explorer.bots`
    (`(game, view, rng) -> Choice`); `play_bot` is the one behind `Match.play_bot` (`None`:
    the uniform random `Game.bot_action`); `features` what `explorer.simulate` records per
    game.

    >>> naishi = load_game("naishi")
    >>> parts = dict(table_view=None, explorer=None, bench_metrics=None, features=None)
    >>> GamePlugin(game=naishi, bots={}, play_bot=None, **parts).name
    'naishi'
    >>> GamePlugin(game=naishi, bots={}, play_bot=3, **parts)
    Traceback (most recent call last):
    ...
    explorer.engine.registry.PluginError: Game plug-in naishi, part play_bot: 3 is not callable.
    >>> GamePlugin(game=naishi, bots={}, play_bots=None, **parts)
    Traceback (most recent call last):
    ...
    TypeError: GamePlugin.__init__() got an unexpected keyword argument 'play_bots'
    """

    game: Game[Any]
    table_view: TableView | None
    explorer: type | None
    bench_metrics: BenchMetrics | None
    bots: Mapping[str, Bot]
    play_bot: MatchBot | None
    features: Features | None
    scenarios: Sequence[Any] = ()
    #: Each option's rule id and one line in both languages (`explorer.engine.options
    #: .OptionHelp`), by option name, for the explorer's Options panel.
    option_help: Mapping[str, Any] = dataclasses.field(default_factory=dict)
    #: The game's playout kernel: a second `Game` over the same states and actions, tuned for
    #: speed, that `simulate`, the bench and the bots' searches play (`playout_game`), checked
    #: against `game` (the reference rule book a learner reads) by
    #: `explorer.engine.testing.check_kernel`. `None`: the game plays its reference everywhere.
    kernel: Game[Any] | None = None
    #: Each seat's score as if the game ended now (`RunningScores`), read by `simulate` after
    #: every turn. `None`: the game's runs have no lead changes and no "decided at".
    running_scores: RunningScores | None = None
    #: The game's guided first game (`explorer.engine.tutorial.Tutorial`, checked there), or
    #: `None`: the game has none.
    tutorial: Any = None
    #: The game's review (`explorer.engine.review.Reviewer`: its strong search's pieces, the
    #: scale of its evaluation, which decisions are rated), or `None`: its matches have no
    #: ratings, only the lead changes of `running_scores`.
    review: Any = None

    def __post_init__(self) -> None:
        if not isinstance(self.game, Game):
            raise _fail(repr(self.game), "game", "not an explorer.engine.Game")
        name = getattr(self.game, "name", None)
        if not isinstance(name, str) or not name.isidentifier():
            raise _fail(repr(self.game), "game", f"its name {name!r} is not an identifier")
        state = getattr(self.game, "State", None)
        if not (isinstance(state, type) and dataclasses.is_dataclass(state)):
            raise _fail(name, "game", "its State is not the dataclass of its states")
        _check_optional(name, "table_view", self.table_view, 4)
        if self.explorer is not None and not isinstance(self.explorer, type):
            raise _fail(name, "explorer", f"{self.explorer!r} is not a class")
        _check_optional(name, "bench_metrics", self.bench_metrics, 0)
        if not isinstance(self.bots, Mapping):
            raise _fail(name, "bots", f"{self.bots!r} is not a mapping of names to bots")
        for key, bot in self.bots.items():
            if not isinstance(key, str):
                raise _fail(name, "bots", f"the name {key!r} is not a string")
            _check_callable(name, "bots", bot, 3)
        _check_optional(name, "play_bot", self.play_bot, 3)
        _check_optional(name, "features", self.features, 1)
        _check_optional(name, "running_scores", self.running_scores, 1)
        if isinstance(self.scenarios, (str, bytes)) or not isinstance(self.scenarios, Sequence):
            raise _fail(name, "scenarios", f"{self.scenarios!r} is not a sequence")
        if not isinstance(self.option_help, Mapping):
            raise _fail(name, "option_help", f"{self.option_help!r} is not a mapping")
        if self.kernel is not None:
            if not isinstance(self.kernel, Game):
                raise _fail(name, "kernel", f"{self.kernel!r} is not an explorer.engine.Game")
            if self.kernel.name != name or self.kernel is self.game:
                raise _fail(name, "kernel", "a kernel is another Game of the same name")
        known = {f.name for f in dataclasses.fields(self.game.Options)}
        for key in self.option_help:
            if key not in known:
                raise _fail(name, "option_help", f"{key!r} is not an option of the game")

    @property
    def name(self) -> str:
        return str(self.game.name)


def uniform_action(game: Game[Any], state: Any, rng: Rng) -> Action:
    """A uniformly random legal action (`Game.bot_action`): the `Match.play_bot` of a game
    whose plug-in names no `play_bot`."""
    return game.bot_action(state, rng)


_PLUGINS: dict[str, GamePlugin] = {}


def register_plugin(plugin: GamePlugin) -> None:
    """Register a game's plug-in. Registering another value under a taken name fails."""
    if not isinstance(plugin, GamePlugin):
        raise _fail(repr(plugin), "plugin", "not a GamePlugin")
    old = _PLUGINS.get(plugin.name)
    if old is not None and old != plugin:
        raise _fail(plugin.name, "game", "another plug-in is registered under this name")
    _PLUGINS[plugin.name] = plugin


def register_game(game: Game[Any]) -> None:
    """Register a bare game (a test's toy game, a game outside the package): a plug-in with the
    generic view and explorer, no metrics, no features and only the uniform random bot."""
    register_plugin(
        GamePlugin(game=game, table_view=None, explorer=None, bench_metrics=None, bots={},
                   play_bot=None, features=None)
    )


def unregister_game(name: str) -> None:
    """Remove a registered game (used by tests after `register_game`)."""
    _PLUGINS.pop(name, None)


def registered_games() -> tuple[str, ...]:
    """The names of every registered game, sorted.

    >>> "naishi" in registered_games()
    True
    """
    return tuple(sorted(_PLUGINS))


def plugin(name: str) -> GamePlugin:
    """The plug-in registered under `name` (raises `UnknownGameError`, a `ValueError`)."""
    found = _PLUGINS.get(name) if isinstance(name, str) else None
    if found is None:
        raise UnknownGameError(
            Message("engine.error.unknown_game",
                    name=name if isinstance(name, str) and len(name) <= 60 else shown(name),
                    names=Join(registered_games()))
        )
    return found


def load_game(name: str) -> Any:
    """The `Game` registered under `name` (raises `UnknownGameError`, a `ValueError`)."""
    return plugin(name).game


def playout_game(game: str | Game[Any]) -> Any:
    """The `Game` to play many quiet games with: the plug-in's kernel where it has one, else the
    game itself (its reference rule book). Both give the same states and legal actions
    (`explorer.engine.testing.check_kernel`), so what a playout finds holds for the reference.

    >>> playout_game("naishi").name
    'naishi'
    """
    name = game if isinstance(game, str) else game.name
    found = plugin(name)
    if not isinstance(game, str) and found.game is not game and found.kernel is not game:
        return game  # a game outside the registry (a test's modified copy): play it as given
    return found.kernel if found.kernel is not None else found.game


def match_bot(game: Game[Any]) -> MatchBot:
    """The bot `Match.play_bot` uses for `game`: its plug-in's `play_bot`, else uniform."""
    found = _PLUGINS.get(game.name)
    if found is not None and found.game is game and found.play_bot is not None:
        return found.play_bot
    return uniform_action
