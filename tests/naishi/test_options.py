"""The what-if point tables (naishi.12) have a range, and every reading still ends the game."""

from __future__ import annotations

import pytest

from explorer import Match, OptionError


@pytest.mark.parametrize(("name", "value"), [
    ("ronin_points", (8, 15, 10**6)),
    ("torii_points", (0, -5, 0, 30, -101)),
    ("mountain_points", (0, 101, -5)),
])
def test_points_beyond_a_hundred_are_refused_in_both_languages(name, value):
    with pytest.raises(OptionError) as info:
        Match("naishi", **{name: value})
    assert f"'{name}' cannot be {value}; choose -100–100" in info.value.in_language("en")
    assert f"「{name}」に {value} は使えません" in info.value.in_language("ja")


def test_the_extreme_options_end_within_the_step_cap():
    options = {"recall": "choose", "river_swap": False, "additional_with_any_main": True,
               "discard_may_empty_river": True, "ninja_choice": "choose",
               "ronin_points": (100, -100, 100), "torii_points": (-100, 100, -100, 100, -100),
               "mountain_points": (100, -100, 100)}
    for seed in range(4):
        match = Match("naishi", seed=seed, **options)
        match.play_out(seed=seed)  # StepLimitError if still running after max_steps actions
        assert match.is_over
