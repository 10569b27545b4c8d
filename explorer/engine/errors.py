"""The errors users meet, each carrying a bilingual reason.

This module may import only `explorer.engine.i18n`.
"""

from __future__ import annotations

from .i18n import LANGUAGES, ExplorerError, LanguageError


class IllegalActionError(ExplorerError):
    """An action that the rules do not allow now. The match it was offered to is unchanged."""


class OptionError(ExplorerError):
    """A bad option, player count or seed for a game."""


class UnknownGameError(ExplorerError, LookupError):
    """A game name that is not registered."""


class RecordError(ExplorerError):
    """A match record (JSON) that cannot be read or replayed."""


class SeatError(ExplorerError, LookupError):
    """A seat that is not in the match (`view`, `player_label`, a widget's seat)."""


class StepLimitError(ExplorerError):
    """A game that did not end within its step cap (`Game.max_steps` actions): the bots playing
    it to the end stopped there (`Match.play_out`, the explorer's "Play to end", `simulate`)."""


class TimelineError(ExplorerError):
    """Undo, redo or goto beyond the ends of the timeline."""


__all__ = [
    "LANGUAGES",
    "ExplorerError",
    "IllegalActionError",
    "LanguageError",
    "OptionError",
    "RecordError",
    "SeatError",
    "StepLimitError",
    "TimelineError",
    "UnknownGameError",
]


assert LANGUAGES == ("en", "ja")
