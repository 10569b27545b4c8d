"""Options: the §11 readings are named, validated and recorded with the match."""

from __future__ import annotations

import json

import numpy as np
import pytest

from explorer.engine import Match, OptionError, StepLimitError
from explorer.games.citadels import GAME, CitadelsOptions, SmithyRule
from explorer.games.citadels.rules import largest_city


def test_defaults_are_the_recommended_readings():
    o = CitadelsOptions()
    assert (o.crown, o.name_face_up, o.removal_order, o.discard_to, o.graveyard_scope,
            o.library_observatory, o.bishop_blocks_own_warlord, o.smithy, o.draw_needs_two,
            o.great_wall_own_city, o.tiebreak) == (
        -1, True, "face_down_first", "bottom", "any_city", "draw3_keep2", False, "pay2_draw3",
        False, True, "classic")


@pytest.mark.parametrize(("options", "needle"), [
    ({"crown": 4}, "seat from 0 to 3"),
    ({"crown": True}, "seat from 0 to 3"),
    ({"smithy": "pay1"}, "smithy"),
    ({"name_face_up": "yes"}, "name_face_up"),
    ({"colour": 3}, "no option 'colour'"),
])
def test_bad_options_are_refused_clearly(options, needle):
    with pytest.raises(OptionError) as info:
        Match("citadels", 4, seed=1, **options)
    assert needle in str(info.value) and info.value.in_language("ja")


def test_options_travel_with_the_record():
    match = Match("citadels", 3, seed=2, crown=1, smithy="pay3_draw2")
    match.play_out(seed=2, max_steps=30)
    record = json.loads(match.to_json())
    assert record["options"]["smithy"] == "pay3_draw2" and record["options"]["crown"] == 1
    again = Match.from_json(match.to_json())
    assert again.options.smithy is SmithyRule.PAY3_DRAW2 and again.state == match.state
    assert again.state.crown == match.state.crown


def test_the_largest_complete_size_falls_with_the_player_count():
    # 7 cities of 9 hold 63 of the 66 districts, 6 of 10 hold 60: all built means one complete.
    assert [largest_city(p) for p in range(2, 8)] == [14, 14, 14, 14, 11, 10]
    assert Match("citadels", 7, complete_size=10).options.complete_size == 10
    assert Match("citadels", 5, complete_size=14).options.complete_size == 14


@pytest.mark.parametrize(("players", "size"), [(7, 11), (7, 14), (6, 12)])
def test_a_complete_size_the_districts_cannot_reach_is_refused(players, size):
    # 14 with 7 players let the heuristic bots build all 66 districts with no city complete.
    with pytest.raises(OptionError) as info:
        Match("citadels", players, complete_size=size)
    most = largest_city(players)
    assert f"no more than {most} districts, not {size}" in info.value.in_language("en")
    assert f"{most}までです（{size}は不可）" in info.value.in_language("ja")


@pytest.mark.parametrize("players", range(2, 8))
def test_the_largest_complete_size_ends_within_the_step_cap(players):
    # play_out raises StepLimitError for a game still running after max_steps actions.
    for seed in (1, 2):
        match = Match("citadels", players, seed=seed, complete_size=largest_city(players),
                      discard_to="discard_pile", draw_needs_two=True)
        match.play_out(seed=seed)
        assert match.is_over
        assert max(len(city) for city in match.state.cities) >= largest_city(players)


def test_play_out_says_when_the_step_cap_is_reached(monkeypatch):
    monkeypatch.setattr(type(GAME), "max_steps", 12)
    match = Match("citadels", 4, seed=1, lang="ja")
    with pytest.raises(StepLimitError) as info:
        match.play_out(seed=1)
    assert match.step == 12 and not match.is_over
    assert "12手" in str(info.value) and "あやつり人形" in str(info.value)
    assert "did not end within 12 actions" in info.value.in_language("en")
    match.play_out(seed=1, max_steps=3)  # a cap the caller chose stops without a word
    assert match.step == 15


def test_check_options_returns_a_new_value_and_leaves_its_input_alone():
    given = CitadelsOptions(smithy="pay3_draw2",  # type: ignore[arg-type]  # text, not a member
                            complete_size=np.int64(9))  # type: ignore[arg-type]  # not an int
    checked = GAME.check_options(given, 4)
    assert checked.smithy is SmithyRule.PAY3_DRAW2 and type(checked.complete_size) is int
    assert given.smithy == "pay3_draw2" and type(given.complete_size) is np.int64
