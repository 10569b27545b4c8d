"""Scenarios take rule readings (issue 21, Deliver 1): `Match.from_scenario(game, name,
**options)` keeps the scenario's position under the reading and replays its moves, and says
so, in both languages, where the reading makes one of them illegal."""

from __future__ import annotations

import pytest

from explorer import Match
from explorer.engine import Scenario, Text
from explorer.engine.errors import OptionError, RecordError


def test_a_reading_keeps_the_grey_tie_position() -> None:
    plain = Match.from_scenario("whispers", "grey_tie")
    read = Match.from_scenario("whispers", "grey_tie", neutral_pass_counts="hand")
    assert [len(hand) for hand in read.state.hands] == [5, 6, 6]
    assert read.state.hands == plain.state.hands and read.state.areas == plain.state.areas
    assert read.options.neutral_pass_counts.value == "hand"
    assert (read.step, read.length) == (plain.step, plain.length) == (0, 1)
    assert read.timeline == plain.timeline
    # The other options stay the scenario's own (worked_example's colours, for one).
    worked = Match.from_scenario("whispers", "worked_example", effects_optional=True)
    assert worked.options.colours == ("red", "blue", "yellow")
    assert worked.options.effects_optional is True


def test_with_options_replays_the_timeline_and_keeps_the_cursor() -> None:
    match = Match.from_scenario("citadels", "thief_robs_king")
    again = match.with_options(tiebreak="gold")
    assert again.options.tiebreak.value == "gold"
    assert again.timeline == match.timeline and again.step == match.step
    assert again.state_at(0).options != match.state_at(0).options
    back = again.with_options(tiebreak="classic")
    assert back.state == match.state


def _placed() -> object:
    return Match.from_scenario("whispers", "palace_whisper", forced_card_is_placed=True).state


PLACED = Scenario("placed", Text.of("whispers.scenario.palace_whisper.title"),
                  Text.of("whispers.scenario.palace_whisper.description"),
                  position=_placed, actions=("forced Guard(green)",))


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_reading_that_makes_a_move_illegal_is_said(lang: str) -> None:
    assert Match.from_scenario("whispers", PLACED).step == 1
    with pytest.raises(RecordError) as caught:
        Match.from_scenario("whispers", PLACED, lang=lang, forced_card_is_placed=False)
    assert "placed" in str(caught.value) and "forced Guard(green)" in str(caught.value)
    assert "手順を再現できません" in caught.value.in_language("ja")
    assert "cannot be replayed" in caught.value.in_language("en")
    with pytest.raises(RecordError):
        Match.from_scenario("whispers", PLACED).with_options(forced_card_is_placed=False)


def test_a_bad_reading_is_an_option_error_in_the_language_asked() -> None:
    with pytest.raises(OptionError) as caught:
        Match.from_scenario("whispers", "grey_tie", lang="ja", neutral_pass_counts="zzz")
    assert "neutral_pass_counts" in str(caught.value) and "オプション" in str(caught.value)
    with pytest.raises(OptionError):
        Match.from_scenario("naishi", "declare_wins", no_such_option=1)
