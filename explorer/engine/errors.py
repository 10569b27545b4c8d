"""The errors users meet, each carrying a bilingual reason.

This module may import only `explorer.engine.i18n`.
"""

from __future__ import annotations

from .i18n import LANGUAGES, ExplorerError, LanguageError


class IllegalActionError(ExplorerError):
    """An action that the rules do not allow now. The match it was offered to is unchanged."""


class OptionError(ExplorerError):
    """A bad option, player count or seed for a game."""


class VariantError(ExplorerError):
    """An impossible variant (`explorer.Variant`): a field of the wrong kind, a number out of
    range, an unknown card, a deck too small for the deal. The message names the field and
    the reason."""


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


class StaleStepError(TimelineError):
    """A move sent for a step the table has left (a double tap, a second tab on one seat)."""


class AccessError(ExplorerError, PermissionError):
    """A missing, forged or foreign token: the request may not see or do this."""


class RequestError(ExplorerError):
    """A malformed request (not JSON, too large, a field of the wrong kind)."""


__all__ = [
    "LANGUAGES",
    "AccessError",
    "ExplorerError",
    "IllegalActionError",
    "LanguageError",
    "OptionError",
    "RecordError",
    "RequestError",
    "SeatError",
    "StepLimitError",
    "StaleStepError",
    "TimelineError",
    "UnknownGameError",
    "VariantError",
]


assert LANGUAGES == ("en", "ja")
