"""Citadels' heuristic bot chooses as it did: in every seeded game of `bot_choices.py` (every
player count, the readings, the what-ifs, every power moved and the class questions 1-4) each
choice and its reason match the digests recorded before the bot and its kernel were made
faster. A bot made faster must not play differently."""

from __future__ import annotations

import json
from typing import Any

import pytest

from .bot_choices import CASES, PATH, case_options, digest, game_choices

RECORDED = json.loads(PATH.read_text(encoding="utf-8"))


@pytest.mark.parametrize("case", CASES, ids=[case[0] for case in CASES])
def test_the_heuristic_bot_plays_the_recorded_choices(case: tuple[Any, ...]) -> None:
    options = case_options(case)
    expected = RECORDED[case[0]]
    assert len(expected) == case[4]
    for seed in range(len(expected)):
        choices = game_choices("citadels", case[1], options, seed)
        assert digest(choices) == expected[seed], (
            f"{case[0]}: the heuristic bot plays seed {seed} differently "
            f"(first choices: {choices[:4]})")
