"""explorer: step through Naishi, Whispers in the Palace and Citadels, with every rule explained
in English or Japanese.

>>> import explorer
>>> m = explorer.Match("naishi", seed=1)
>>> m.current_player in (0, 1)
True
"""

from typing import TYPE_CHECKING

from .engine import (
    IllegalActionError,
    LanguageError,
    Match,
    OptionError,
    Position,
    PositionError,
    RecordError,
    StepLimitError,
    TimelineError,
    UnknownGameError,
    Variant,
    VariantError,
    load_game,
    registered_games,
    rule_index,
    scenarios,
    variant,
)
from .plugins import PLUGINS as _PLUGINS  # noqa: F401  (registers the games, once)
from .simulate import compare

if TYPE_CHECKING:
    from .simulate import simulate
    from .widgets.guided import GuidedGame
else:
    # The module itself, callable as its function: `explorer.simulate(...)` plays the games
    # and `import explorer.simulate as s` binds the module (`s.Simulation`, `s.main`).
    from . import simulate


def guided(game: str = "naishi", *, lang: str = "en") -> "GuidedGame":
    """A guided first game of `game` ("naishi", "citadels" or "whispers") in `lang` ("en" or
    "ja"): a scripted game against bots that says what to do next, waits for the learner's
    move and explains each rule the first time it appears (`explorer.widgets.GuidedGame`)."""
    from .widgets.guided import GuidedGame

    return GuidedGame(game, lang=lang)


__all__ = [
    "IllegalActionError",
    "LanguageError",
    "Match",
    "OptionError",
    "Position",
    "PositionError",
    "RecordError",
    "StepLimitError",
    "TimelineError",
    "UnknownGameError",
    "Variant",
    "VariantError",
    "compare",
    "guided",
    "load_game",
    "registered_games",
    "rule_index",
    "scenarios",
    "simulate",
    "variant",
]
__version__ = "0.1.0"
