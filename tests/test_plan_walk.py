"""Issue 21's acceptance: each lesson plan's every segment can be done with the tools it names.
The test reads the three plans of docs/teaching.md, and for each timed segment does its tool
steps in documented Python: the guided first game played to its end; each scenario it names
loaded (`Match.from_scenario`), replayed step by step from its start to its moment, shared and
loaded back from the code; each rule reading it names applied to that segment's scenarios
(`Match.with_options`, what the Options panel's "apply to this scenario" does) with every other
value the option takes, keeping the position; each exercise checked with its answer
(`explorer.teaching.check`). A segment that names a scenario or an option the game does not
have fails, so the plans cannot drift from the package."""

from __future__ import annotations

import dataclasses
import enum
import re
from typing import Any

import pytest

import explorer
from explorer import Match
from explorer.engine import RecordError, scenarios
from tests.test_lessons import EXERCISES, verdict_of
from tests.test_plans import GAMES, plans, segments

NAME = re.compile(r"`([A-Za-z_]+)`")
EXERCISE = re.compile(r"\b((?:naishi|whispers|citadels)-\d)\b")
#: Words in backticks that are neither a scenario nor an option: an option's values.
VALUES = {"whispers": {"area", "hand"}}


def other_values(game: Any, option: str) -> list[Any]:
    """Every value of `option` other than its default (a yes/no flips; a what-if number or
    table of numbers gets each number one higher)."""
    field = next(f for f in dataclasses.fields(game.Options) if f.name == option)
    default = field.default
    if isinstance(default, bool):
        return [not default]
    if isinstance(default, enum.Enum):
        return [value for value in type(default) if value is not default]
    if isinstance(default, int):
        return [default + 1]
    assert isinstance(default, tuple), (option, default)
    return [tuple(number + 1 for number in default)]


def walk_segment(game: str, text: str, last_scenarios: list[str]) -> list[str]:
    """Do one segment's tool steps; returns the scenarios it loaded (or, if none, the ones
    before it, which "replay the same scenario" means)."""
    rules = explorer.load_game(game)
    known = {s.name for s in scenarios(game)}
    names = [n for n in NAME.findall(text) if n not in VALUES.get(game, set())]
    loaded = [n for n in dict.fromkeys(names) if n in known]
    options = [n for n in names if n in rules.option_names()]
    assert set(names) <= known | set(options), f"{game}: unknown names in {text!r}"
    if "explorer.guided" in text:
        guided = explorer.guided(game)
        while not guided.finished:
            guided.play_expected()
        assert guided.progress[0] == guided.progress[1]
        guided.close()
    for name in loaded:
        match = Match.from_scenario(game, name)
        moment = match.step
        match.goto(0)  # Replay: from the start, one step at a time, to the scenario's moment
        for step in range(1, match.length):
            match.goto(step)
            assert match.step == step
        match.goto(moment)
        again = Match.from_share_code(match.share_code())
        assert again.state == match.state, f"{game} {name}: the share code changed the state"
    for option in options:
        for scenario in loaded or last_scenarios:
            match = Match.from_scenario(game, scenario)
            for value in other_values(rules, option):
                try:
                    read = match.with_options(**{option: value})
                except RecordError as refused:  # said, and the match is unchanged
                    assert refused.reason and match.options == Match.from_scenario(
                        game, scenario).options
                    continue
                assert read.step == match.step
                assert getattr(read.options, option) == value
    for name in EXERCISE.findall(text):
        exercise = next(e for e in EXERCISES if e.name == name)
        answer = eval(exercise.answer, {})  # noqa: S307
        assert verdict_of(exercise, "en", answer).correct, name
    return loaded or last_scenarios


@pytest.mark.parametrize("game", GAMES)
def test_every_segment_of_the_plan_can_be_done_with_its_tools(game: str) -> None:
    plan = plans("teaching.md")[GAMES.index(game)]
    loaded: list[str] = []
    walked = 0
    for _, _, text in segments(plan):
        loaded = walk_segment(game, text, loaded)
        walked += 1
    assert walked >= 5


def test_a_segment_naming_a_scenario_the_game_lacks_fails() -> None:
    with pytest.raises(AssertionError, match="unknown names"):
        walk_segment("naishi", "Load `no_such_moment` and replay it.", [])
