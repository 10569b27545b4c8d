"""Named scenarios: the teaching moments a game ships with, each a start (a seed, or a position
built with the game's own builder) and the actions that lead to the moment.

Games list theirs in their plug-in (`GamePlugin.scenarios`, `explorer/plugins.py`);
`Match.from_scenario(game, name)` loads one. A scenario is legal by construction: the position is
checked like any other and the actions are played through `Match.play`, which refuses an
illegal one.

This module must not import any game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .errors import RecordError
from .i18n import Join, Message, Text, shown
from .registry import load_game, plugin


@dataclass(frozen=True)
class Scenario:
    """A teaching moment.

    - `name`: the id used in `explore(..., scenario=name)`; `title` and `description` in both
      languages (what to look at, what to ask).
    - Start: `position` (a function returning a state, from the game's builder) or, without it,
      a fresh match with `players`, `seed` and `options`.
    - `actions`: the `str()` of the actions played from the start; `step`: where the cursor
      stands afterwards (`None`: after the last action), so the class can step forward.
    - `rules`: the rule ids the moment is about.
    """

    name: str
    title: Text
    description: Text
    position: Callable[[], Any] | None = None
    players: int | None = None
    seed: int = 0
    options: Mapping[str, Any] = field(default_factory=dict)
    actions: tuple[str, ...] = ()
    step: int | None = None
    rules: tuple[str, ...] = ()

    def label(self, lang: str) -> str:
        return self.title.label(lang)


def scenarios(game: str) -> tuple[Scenario, ...]:
    """Every scenario the game ships, in teaching order.

    >>> [s.name for s in scenarios("naishi")][:1] != []
    True
    """
    return tuple(plugin(game).scenarios)


def find_scenario(game: str, name: Any, lang: str = "en") -> Scenario:
    """The scenario called `name`; `RecordError` listing the known ones if there is none (or
    if `name` is not a string).

    >>> try:
    ...     find_scenario("naishi", None)
    ... except RecordError as error:
    ...     print(error.in_language("en").split(".")[0])
    Naishi has no scenario 'None'
    """
    known = scenarios(game)
    for scenario in known:
        if isinstance(name, str) and scenario.name == name:
            return scenario
    raise RecordError(Message("engine.scenario.unknown", name=_name(name),
                              game=load_game(game).title,
                              names=Join(s.name for s in known) if known else "—"), lang)


def _name(name: Any) -> str:
    """A scenario name as the error shows it: a string as it is, anything else short."""
    if isinstance(name, str):
        return name if len(name) <= 60 else name[:57] + "..."
    return shown(name)
