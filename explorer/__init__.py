"""explorer: step through Naishi, Whispers in the Palace and Citadels, with every rule explained
in English or Japanese.

>>> import explorer
>>> m = explorer.Match("naishi", seed=1)
>>> m.current_player in (0, 1)
True
"""

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
from .simulate import compare, simulate

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
    "load_game",
    "registered_games",
    "rule_index",
    "scenarios",
    "simulate",
    "variant",
]
__version__ = "0.1.0"
