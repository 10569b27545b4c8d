"""Options: the §11 readings are named, validated and recorded with the match."""

from __future__ import annotations

import json

import pytest

from explorer.engine import Match, OptionError
from explorer.games.citadels import CitadelsOptions, SmithyRule


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
