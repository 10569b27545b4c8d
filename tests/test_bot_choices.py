"""The heuristic bots choose as they did: in every seeded game of `tests/golden/bot_choices.py`
(Naishi and Whispers, default and other readings, what-ifs, variants and the class questions)
each choice and its reason match the recorded digests. A bot made faster must not play
differently."""

from __future__ import annotations

import json

import pytest

from .golden.bot_choices import CASES, PATH, case_options, digest, game_choices

RECORDED = json.loads(PATH.read_text(encoding="utf-8"))


@pytest.mark.parametrize("case", CASES, ids=[case[0] for case in CASES])
def test_the_heuristic_bot_plays_the_recorded_choices(case: tuple[object, ...]) -> None:
    name, players, options, games = case_options(case)
    expected = RECORDED[case[0]]
    assert len(expected) == games
    for seed in range(games):
        choices = game_choices(name, players, options, seed)
        assert digest(choices) == expected[seed], (
            f"{case[0]}: the heuristic bot plays seed {seed} differently "
            f"(first choices: {choices[:4]})")
