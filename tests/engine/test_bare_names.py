"""A scenario name that is not a string or not the game's, and the bare base `Action()` offered
to a game, each get a sentence in both languages: never an AttributeError or
NotImplementedError."""

from __future__ import annotations

import re
from typing import Any

import pytest

import explorer
from explorer import Match
from explorer.engine import IllegalActionError, RecordError
from explorer.engine.core import Action

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
GAMES = explorer.registered_games()


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("name", [3, None, ["grey_tie"], {"a": 1}, b"x", "", "nope",
                                  "x" * 10_000, pytest.param(10**5000, id="huge")])
def test_a_bad_scenario_name_lists_the_games_scenarios(game: str, name: Any) -> None:
    with pytest.raises(RecordError) as caught:
        Match.from_scenario(game, name, lang="ja")
    assert JAPANESE.search(str(caught.value))
    english = caught.value.in_language("en")
    assert "has no scenario" in english and len(english) < 400


class Bare(Action):
    """An action class that no game declares (not even a dataclass)."""


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("action", [Action(), Bare()])
def test_a_bare_action_is_refused_with_a_sentence(game: str, action: Action) -> None:
    match = Match(game)
    reason = match.game.why_illegal(match.state, action)
    assert reason is not None
    english, japanese = reason.label("en"), reason.label("ja")
    assert f"{type(action).__name__}()" in english and "0x" not in english
    assert english.endswith(".") and JAPANESE.search(japanese)
    with pytest.raises(IllegalActionError):
        match.play(action)
    assert action.label("ja") != action.label("en")
