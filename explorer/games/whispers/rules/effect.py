"""What every effect shares: an effect that does nothing, an effect's first sub-step, and the
skip of an optional effect.

Spec: `shared/rules/whispers.md` §4 step 3 (the effect, unless silenced), §4.2 (each effect's
"no effect if ..."), §12 A3 (effects are mandatory when a legal way exists; with
`effects_optional` the Wizard, Maid, Butler and Guard may be skipped).
"""

from __future__ import annotations

from explorer.engine import Event, Message, Refusal, implements

from ..actions import SKIP, Skip
from ..cards import CHARACTER_NAMES
from ..content import KIND_RULE
from ..state import Phase, SkipReason, WhispersState, replace
from .common import character, count_word, effect_rule, from_card, kind_of, who
from .passing import pass_turn


def no_effect(state: WhispersState, events: list[Event],
              reason: SkipReason = SkipReason.NOTHING_TO_DO) -> WhispersState:
    """The card just played (`state.card`) has nothing to do (or, for the Butler, comes too
    early): say so, and the turn passes."""
    assert state.card is not None
    ch = character(state.card)
    early = reason is SkipReason.TOO_EARLY  # the 1st or 2nd card: §4.2's own rule
    key = "whispers.ev.too_early" if early else "whispers.ev.no_effect"
    rule = KIND_RULE[kind_of(state, ch)] if early else effect_rule(state, ch)
    if early:
        n = count_word(from_card(state) - 1)
        events.append(Event(rule, Message(key, card=CHARACTER_NAMES[ch], n=n)))
    else:
        events.append(Event(rule, Message(key, card=CHARACTER_NAMES[ch])))
    return pass_turn(replace(state, skipped=reason), events)


def open_step(state: WhispersState, phase: Phase) -> WhispersState:
    """An effect with choices: its first sub-step, `phase`, comes next."""
    return replace(state, phase=phase)


def skips(state: WhispersState) -> tuple[Skip, ...]:
    """The skip, offered only when effects are optional."""
    return (SKIP,) if state.options.effects_optional else ()


@implements("whispers.12.A3")
def verify_skip(state: WhispersState, action: Skip) -> Refusal | None:
    """§12 A3: an effect with a legal way to carry it out must be carried out, unless
    `effects_optional`."""
    if not state.options.effects_optional:
        return Refusal("whispers.12.A3", "whispers.why.mandatory")
    return None


def skip(state: WhispersState, action: Skip, events: list[Event]) -> WhispersState:
    """The effect is left undone; the turn passes."""
    assert state.card is not None
    events.append(Event("whispers.12.A3", Message(
        "whispers.ev.skip", player=who(state, state.turn),
        card=CHARACTER_NAMES[character(state.card)])))
    return pass_turn(replace(state, skipped=SkipReason.SKIPPED), events)
