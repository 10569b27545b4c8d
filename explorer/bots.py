"""Bots by name, for every game: `random`, `heuristic`, `lookahead` and `strong` (and any a game
adds).

Each game lists its bots in `explorer/games/<game>/bots.py` as `BOTS = {name: bot}`, which its
plug-in (`explorer/plugins.py`) names; a bot is
a function `(game, view, rng) -> Choice` (see `explorer.engine.bots`). `choose` masks the state
to the deciding seat's view before any bot sees it, so hidden cards can never change a choice.

>>> from explorer.engine import Match, derive
>>> m = Match("naishi", seed=4)
>>> available("naishi")
('heuristic', 'lookahead', 'random', 'strong')
>>> c = choose("naishi", "heuristic", m.state, derive(4, 0))
>>> c.action in m.legal_actions() and bool(c.reason.label("ja"))
True
"""

from __future__ import annotations

from typing import Any

from .engine import (
    Game,
    Join,
    Message,
    OptionError,
    Rng,
    derive,
    load_game,
    registered_games,
)
from .engine.bots import Bot, Choice, random_bot, seed_of
from .engine.i18n import has_message
from .engine.registry import plugin

__all__ = ["DEFAULT", "Bot", "Choice", "available", "choose", "decide", "default", "get",
           "label", "register", "unregister"]

#: The bot a seat gets when none is named.
DEFAULT = "heuristic"

_EXTRA: dict[str, dict[str, Bot]] = {}


def _game(game: str | Game[Any]) -> Game[Any]:
    return load_game(game) if isinstance(game, str) else game


def _bots(game: Game[Any]) -> dict[str, Bot]:
    key = (game.name, type(game))
    if key not in _FOUND:
        _FOUND[key] = _find(game)
    return _FOUND[key]


_FOUND: dict[tuple[str, type], dict[str, Bot]] = {}


def _played_by(name: str) -> tuple[Game[Any], ...]:
    """The games a registered plug-in's bots play: its game and its playout kernel (the same
    states and actions, checked against it)."""
    found = plugin(name)
    return (found.game,) if found.kernel is None else (found.game, found.kernel)


def _find(game: Game[Any]) -> dict[str, Bot]:
    found: dict[str, Bot] = {"random": random_bot}
    if game.name in registered_games() and game in _played_by(game.name):
        found.update(plugin(game.name).bots)
    found.update(_EXTRA.get(game.name, {}))
    return found


def default(game: str | Game[Any]) -> str:
    """The bot a seat of `game` gets when none is named: `DEFAULT`, or `random` for a game
    whose plug-in names no bots (docs/adding-a-game.md: bots are optional).

    >>> default("naishi")
    'heuristic'
    """
    return DEFAULT if DEFAULT in _bots(_game(game)) else "random"


def available(game: str | Game[Any]) -> tuple[str, ...]:
    """The names of the bots that can play `game`, sorted (always at least `random`)."""
    return tuple(sorted(_bots(_game(game))))


def label(name: str) -> Message | str:
    """How a bot's name reads in a sentence: the package's bots by the words of the
    explorer's bot menus; any other bot by its own name.

    >>> label("heuristic").label("ja"), label("mine")
    ('経験則', 'mine')
    """
    key = f"bots.name.{name}"
    return Message(key) if has_message(key) else name


def register(game: str, name: str, bot: Bot) -> None:
    """Add a bot for `game` (a name) under `name`, beside the game's own."""
    _EXTRA.setdefault(game, {})[name] = bot
    _FOUND.clear()


def unregister(game: str, name: str) -> None:
    """Remove a bot added with `register`."""
    _EXTRA.get(game, {}).pop(name, None)
    _FOUND.clear()


def get(game: str | Game[Any], name: str) -> Bot:
    """The bot called `name` for `game`; an `OptionError` (a `ValueError`) names the known
    ones if there is no such bot."""
    bots = _bots(_game(game))
    if name not in bots:
        raise OptionError(Message("bots.error.unknown", name=repr(name),
                                  names=Join(sorted(bots), alternatives=True)))
    return bots[name]


def choose(game: str | Game[Any], name: str, state: Any, rng: Rng, *,
           seat: int | None = None) -> Choice:
    """Bot `name`'s choice for the seat that must act in `state` (or `seat`), with its reason.

    The state is masked to that seat's view first: the bot never sees what the seat cannot.
    """
    g = _game(game)
    bot = get(g, name)
    if seat is None:
        seat = g.current_player(state)
    if seat is None:
        raise OptionError(Message("engine.error.game_over"))
    return decide(g, bot, state, seat, rng)


def decide(game: Game[Any], bot: Bot, state: Any, seat: int, rng: Rng) -> Choice:
    """Run `bot` on `seat`'s view of `state` and return a choice legal in `state`."""
    view = game.view(state, seat)
    choice = bot(game, view, rng)
    # One action asked about (`why_illegal`), not the whole list made again for the state.
    if game.why_illegal(state, choice.action) is None:
        return choice
    legal = game.legal_actions(state)
    if list(game.legal_actions(view)) != list(legal):
        # The view hides what the options are (a blind pick among face-down cards): the
        # bot's pick stands for "one of them", drawn uniformly.
        action, _ = derive(seed_of(rng), 1).choice(list(legal))
        return Choice(action, Message("bots.blind", n=len(legal)))
    return choice
