"""Which rule explains the current step (`explorer.games.whispers.explain`): over random games,
each note agrees with the events of the step that led to it, and a seat's view is explained
as the full state is; the stacked positions of the variants give the rarer reasons."""

from __future__ import annotations

import pytest

from explorer.engine import Match
from explorer.engine.i18n import has_message
from explorer.games.whispers import GAME, Phase
from explorer.games.whispers.cards import CARD_COLOUR, Colour
from explorer.games.whispers.explain import (
    SKIP_RULE,
    PassReason,
    explain_step,
    outcome_rule,
)
from explorer.games.whispers.setup import stacked
from explorer.games.whispers.state import EndKind, SkipReason

from .util import act


def random_game(players: int, seed: int) -> Match:
    match = Match("whispers", players, seed=seed)
    while match.current_player is not None:
        match.play_bot(seed=seed)
    return match


@pytest.mark.parametrize(("players", "seed"), [(3, 1), (4, 2), (5, 3)])
def test_every_note_agrees_with_the_events_of_its_step(players: int, seed: int) -> None:
    match = random_game(players, seed)
    reasons = set()
    for step in range(1, match.step + 1):
        state = match.state_at(step)
        cited = {e.rule for e in match.events_at(step)}
        notes = explain_step(state, GAME.current_player(state))
        if notes.passed is not None:
            reasons.add(notes.passed.reason)
            assert notes.passed.rule in cited, (step, notes.passed)
            coloured = CARD_COLOUR[notes.passed.card] != Colour.NEUTRAL
            assert (notes.passed.reason is PassReason.COLOUR) == (
                coloured and notes.passed.rule == "whispers.4.4.colour")
        if notes.skipped is not None:
            assert notes.skipped.reason is state.skipped
        if notes.ended is not None:
            assert notes.ended.kind is state.last_end.kind
            assert notes.ended.final == (state.phase is Phase.OVER)
            assert notes.ended.rules[0] == ("whispers.5.A" if notes.ended.kind is EndKind.FORCED
                                            else "whispers.5.B")
        assert (notes.to_act is None) == (state.phase is Phase.OVER)
        for seat in range(players):
            view = GAME.view(state, seat)
            assert explain_step(view, GAME.current_player(view)) == notes, (step, seat)
    assert PassReason.COLOUR in reasons and PassReason.FEWEST in reasons
    assert match.state.phase is Phase.OVER
    assert explain_step(match.state, None).ended is not None


def test_the_fallback_pass_under_unequal_wizard_exchanges() -> None:
    position = stacked([["Jester b", "Maid r"], [], ["Accountant g", "General g"]],
                       areas=[["Guard r"], ["Maid b"], []], wizard_equal_counts=False)
    state, _ = act(position, "play Jester(blue)")
    note = explain_step(state, GAME.current_player(state)).passed
    assert note is not None and note.reason is PassReason.FALLBACK
    assert note.rule == "whispers.9.I1" and (note.source, note.target) == (0, 2)


def test_outcome_rules() -> None:
    plain = stacked([["Jester b"], ["Maid r"], ["Guard g"]])
    silent = stacked([["Jester b"], ["Maid r"], ["Guard g"]], silent_palace=True)
    assert outcome_rule(plain, tiebreak=False) == outcome_rule(silent, tiebreak=False) \
        == "whispers.7"
    assert outcome_rule(plain, tiebreak=True) == "whispers.7.tiebreak"
    assert outcome_rule(silent, tiebreak=True) == "whispers.8.1"


def test_every_reason_has_its_note_in_both_languages() -> None:
    for reason in PassReason:
        assert has_message(f"whispers.viz.note_{reason.value}"), reason
    for skip in SkipReason:
        assert has_message(f"whispers.viz.skip.{skip.value}"), skip
    for kind in EndKind:
        for when in ("ended", "final"):
            assert has_message(f"whispers.viz.{when}_{kind.value.lower()}"), kind
    assert set(SKIP_RULE) < set(SkipReason)
