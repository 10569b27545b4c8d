"""The what-if options' ranges end every game: each round end scores (whispers.5), so a target
of up to 30 (whispers.7) is reached within the step cap."""

from __future__ import annotations

import pytest

from explorer import Match, OptionError


@pytest.mark.parametrize("name", ["forced_end_points", "full_court_points_3p"])
def test_a_round_end_that_scores_nothing_is_refused(name):
    # forced_end_points=0 with a target of 30 ran past 20,000 steps with 4 and 5 players.
    with pytest.raises(OptionError) as info:
        Match("whispers", 3, **{name: 0})
    assert f"'{name}' cannot be 0; choose 1–5" in info.value.in_language("en")
    assert f"「{name}」に 0 は使えません。1–5から選んでください" in info.value.in_language("ja")


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_highest_targets_with_the_least_points_end_within_the_step_cap(players):
    match = Match("whispers", players, seed=players, target_scores=(30, 30, 30),
                  forced_end_points=1, full_court_points_3p=1, effects_optional=True)
    match.play_out(seed=players)  # StepLimitError if still running after max_steps actions
    assert match.is_over and max(match.outcome.scores) >= 30
