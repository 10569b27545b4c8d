"""Which rule explains the current step of 王宮のささやき, as data: how the last pass of the
turn was decided, why the last card's effect did not happen, how the last round ended, which
rule settles the game's outcome, and the rule the player to act is resolving.

`explain_step(state)` answers for a state (a seat's view is enough: it reads only what that
view shows); `explorer.viz.whispers` turns the answer into the table's notes.

This module may import only the engine and the modules of this package.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from ...engine import CodeRepr
from .cards import CARD_CHARACTER, CARD_COLOUR, Colour
from .rules import effect_rule, end_rule, pass_rule, phase_rule
from .state import EndKind, Phase, SkipReason, WhispersState


class PassReason(CodeRepr, enum.StrEnum):
    """How the turn was passed after the last card."""

    CHOSEN_SELF = "chosen_self"
    """The player chose among tied seats and kept the turn."""
    CHOSEN = "chosen"
    """The player chose among tied seats (a neutral card)."""
    FEWEST = "fewest"
    """A neutral card: to the player with the fewest area cards."""
    FEWEST_HAND = "fewest_hand"
    """A neutral card under §12 A5: to the player with the fewest hand cards."""
    COLOUR = "colour"
    """A coloured card: to the player of that colour."""
    FALLBACK = "fallback"
    """§9 I1: the player who would get the turn has no card; it goes on."""
    FALLBACK_CHOSEN = "fallback_chosen"
    """§9 I1, after a choice among tied seats."""


@dataclass(frozen=True)
class PassNote:
    """The pass of the turn the last action completed: from `source` to `target` after
    `card`, how, and the rule."""

    source: int
    target: int
    card: int
    reason: PassReason
    rule: str


@dataclass(frozen=True)
class SkipNote:
    """The last card's effect did not happen: why, and the rule."""

    reason: SkipReason
    card: int
    rule: str


@dataclass(frozen=True)
class EndNote:
    """The last round's end, shown at the start of the next round or when the game is over:
    who ended it, how, whether the game is over, and the rules (how it ended, what follows)."""

    kind: EndKind
    player: int
    final: bool
    rules: tuple[str, str]


@dataclass(frozen=True)
class StepExplanation:
    """Every note of the current step (None where there is nothing to say)."""

    passed: PassNote | None
    skipped: SkipNote | None
    ended: EndNote | None
    #: The player to act and the rule of what they are deciding.
    to_act: tuple[int, str] | None


#: The rule behind each reason an effect did not happen (the others: the card's own effect,
#: under the match's reading).
SKIP_RULE: dict[SkipReason, str] = {
    SkipReason.SILENCED: "whispers.4.3",
    SkipReason.TOO_EARLY: "whispers.4.2.butler",
    SkipReason.ROUND_ENDED: "whispers.5.B",
    SkipReason.SKIPPED: "whispers.12.A3",
}


def pass_note(state: WhispersState) -> PassNote | None:
    """How the turn was just passed, if the last action passed it to a player."""
    passed = state.passed
    if passed is None or passed.card is None or passed.target < 0:
        return None
    neutral = CARD_COLOUR[passed.card] == Colour.NEUTRAL
    rule = pass_rule(state, passed.card)
    if rule == "whispers.9.I1":
        reason = PassReason.FALLBACK_CHOSEN if passed.chosen else PassReason.FALLBACK
    elif passed.chosen:
        reason = (PassReason.CHOSEN_SELF if passed.target == passed.source
                  else PassReason.CHOSEN)
    elif neutral:
        reason = PassReason.FEWEST_HAND if rule == "whispers.12.A5" else PassReason.FEWEST
    else:
        reason = PassReason.COLOUR
    return PassNote(passed.source, passed.target, passed.card, reason, rule)


def skip_note(state: WhispersState) -> SkipNote | None:
    """Why the last card's effect did not happen, while the game goes on."""
    if state.skipped is None or state.card is None or state.phase is Phase.OVER:
        return None
    rule = SKIP_RULE.get(state.skipped) or effect_rule(state, CARD_CHARACTER[state.card])
    return SkipNote(state.skipped, state.card, rule)


def end_note(state: WhispersState) -> EndNote | None:
    """The last round's end, when the game is over or a new round has not started yet."""
    end = state.last_end
    over = state.phase is Phase.OVER
    if end is None or not (over or state.played_in_round == 0 and state.round > 1):
        return None
    return EndNote(end.kind, end.player, over,
                   (end_rule(state, end.kind), "whispers.7" if over else "whispers.6"))


def outcome_rule(state: WhispersState, *, tiebreak: bool) -> str:
    """The rule that settles the game's outcome: the end of the game (§7), or with a
    tie-break its rule (§7, or §8.1 in the Silent Palace)."""
    if not tiebreak:
        return "whispers.7"
    return "whispers.8.1" if state.options.silent_palace else "whispers.7.tiebreak"


def explain_step(state: WhispersState, to_act: int | None) -> StepExplanation:
    """The notes of the current step (`to_act`: the player to act, None if nobody)."""
    return StepExplanation(pass_note(state), skip_note(state), end_note(state),
                           None if to_act is None else (to_act, phase_rule(state)))
