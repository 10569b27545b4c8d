"""The shared engine: game descriptions, matches, events, bilingual text and the registry.

The engine never imports a game; games import the engine.
"""

from .core import (
    Action,
    CodeRepr,
    FrozenMap,
    Game,
    NoOptions,
    Outcome,
    Transition,
)
from .errors import (
    ExplorerError,
    IllegalActionError,
    LanguageError,
    OptionError,
    RecordError,
    SeatError,
    StepLimitError,
    TimelineError,
    UnknownGameError,
    VariantError,
)
from .events import Event, Rule, register_rules, rule, rules_from_table
from .i18n import (
    LANGUAGES,
    Join,
    Message,
    Text,
    check_lang,
    load_catalogues,
    register_messages,
    shown,
    tr,
)
from .match import Match
from .moves import DeclaredGame, Move, Phase, Refusal, RuleBook
from .position import Position, PositionError, check_position
from .reference import implements, rule_index
from .registry import load_game, playout_game, registered_games
from .rng import Rng, derive
from .scenario import Scenario, find_scenario, scenarios
from .tutorial import Tutorial, TutorialError
from .variant import Variant, variant

__all__ = [
    "LANGUAGES",
    "Action",
    "DeclaredGame",
    "CodeRepr",
    "Event",
    "ExplorerError",
    "FrozenMap",
    "Game",
    "IllegalActionError",
    "Join",
    "LanguageError",
    "Match",
    "Message",
    "Move",
    "NoOptions",
    "OptionError",
    "Outcome",
    "Phase",
    "Position",
    "PositionError",
    "RecordError",
    "Refusal",
    "RuleBook",
    "Rng",
    "Rule",
    "Scenario",
    "SeatError",
    "StepLimitError",
    "Text",
    "TimelineError",
    "Transition",
    "Tutorial",
    "TutorialError",
    "UnknownGameError",
    "Variant",
    "VariantError",
    "check_lang",
    "check_position",
    "derive",
    "find_scenario",
    "implements",
    "load_catalogues",
    "load_game",
    "playout_game",
    "register_messages",
    "register_rules",
    "registered_games",
    "rule",
    "rule_index",
    "rules_from_table",
    "scenarios",
    "shown",
    "tr",
    "variant",
]
