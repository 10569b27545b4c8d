"""The exercise checks: right answers are recognised, wrong ones refused without giving the
answer away, in the student's language; the facts come from the engine, not from the test."""

from __future__ import annotations

import re

import pytest

from explorer import Match
from explorer.games.naishi import score
from explorer.teaching import (
    ROUND_END,
    check,
    check_holds,
    check_next,
    check_score,
    next_players,
    possible_characters,
)

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
LINE = ["Fort", "Sentinel", "Advisor", "Banner", "RiceField"]
HAND = ["Fort", "Mountain", "Naishi", "RiceField", "RiceField"]


def test_a_score_is_checked_against_the_scorer() -> None:
    total = score(LINE, HAND).total
    assert check_score(total, LINE, HAND)
    assert check_score(f"{total}点", LINE, HAND, lang="ja")
    low = check_score(total - 2, LINE, HAND, lang="ja")
    assert not low and "高い" in str(low) and str(total) not in str(low)
    high = check_score(total + 5, LINE, HAND)
    assert not high and "lower" in str(high)
    assert not check_score("lots", LINE, HAND)
    assert "✗" in high._repr_html_() and "✓" in check_score(total, LINE, HAND)._repr_html_()


def test_a_scoring_reading_changes_the_expected_total() -> None:
    line = ["Banner", "Mountain", "Mountain", "Mountain", "Mountain"]
    hand = ["Horseman", "Fort", "Naishi", "Torii", "Torii"]
    adds = score(line, hand).total
    assert check_score(adds, line, hand)
    assert not check_score(adds, line, hand, horseman_bonus="replaces")


def test_who_may_be_next_in_whispers() -> None:
    match = Match.from_scenario("whispers", "grey_tie")
    assert next_players(match, "Jester n") == {1, 2}
    assert check_next(["Blue", "Green"], match, "Jester n")
    assert check_next(["青", "緑"], match, "Jester n", lang="ja")
    missing = check_next("Blue", match, "Jester n", lang="ja")
    assert not missing and JAPANESE.search(str(missing))
    assert not check_next(["Red", "Blue", "Green"], match, "Jester n")
    assert check_next("Red", match, "Maid r")
    assert not check_next("purple-ish", match, "Maid r")
    full = Match.from_scenario("whispers", "full_court")
    assert next_players(full, "Jester r") == {ROUND_END}
    assert check_next("round end", full, "Jester r")
    with pytest.raises(ValueError):
        next_players(match, "Wizard g")


def test_who_may_hold_what_in_citadels() -> None:
    match = Match.from_scenario("citadels", "thief_robs_king")
    seen = possible_characters(match, 0, observer=1)
    assert check_holds([str(c) for c in seen], match, 0, observer=1)
    assert check_holds([c.label("ja") for c in seen], match, 0, observer=1, lang="ja")
    assert len(seen) >= 2
    assert not check_holds([str(next(iter(seen)))], match, 0, observer=1)
    # Everyone's view knows the draft: Player 1 chose the King.
    assert check("holds", ["King"], match, 0)
    assert not check("holds", ["King", "Assassin"], match, 0)
    assert not check_holds(["Dragon"], match, 0)


def test_check_names_its_questions() -> None:
    with pytest.raises(ValueError, match="score"):
        check("colour", 3)


def test_a_fresh_exercise_shows_no_red_cross() -> None:
    """Issue 24: the lessons' blank answer (`None`) is not marked wrong before the student has
    written anything; it asks for an answer, neither ✓ nor ✗."""
    blank = check("score", None, LINE, HAND)
    assert not blank and blank.pending
    assert "✗" not in blank._repr_html_() and "✓" not in blank._repr_html_()
    assert "#c62828" not in blank._repr_html_()
    assert "None" in str(blank)
    wrong = check("score", 1, LINE, HAND)
    assert not wrong.pending and "✗" in wrong._repr_html_()


def test_a_whispers_card_may_be_written_in_japanese_and_is_named_in_the_verdicts_language(
) -> None:
    match = Match.from_scenario("whispers", "grey_tie")
    for card in ("道化師(灰)", "道化師（灰色）", "道化師 灰", "Jester (grey)"):
        assert next_players(match, card) == {1, 2}, card
        assert check_next(["青", "緑"], match, card, lang="ja"), card
    right = check_next(["Blue", "Green"], match, "Jester n", lang="ja")
    assert "道化師" in str(right) and "Jester" not in str(right)
    assert "Jester n" not in right.label("en") and "Jester" in right.label("en")
    refused = check_next("Blue", match, "道化師(紺)", lang="ja")
    assert not refused and "道化師(灰)" in str(refused)


def test_one_impossible_character_is_said_in_the_singular() -> None:
    from explorer.games.citadels import CHARACTERS

    match = Match.from_scenario("citadels", "thief_robs_king")
    seen = [str(c) for c in possible_characters(match, 0, observer=1)]
    others = [str(c) for c in CHARACTERS if str(c) not in seen]
    one = check_holds(seen + others[:1], match, 0, observer=1)
    assert "1 of those is impossible" in str(one)
    assert "2 of those are impossible" in str(check_holds(seen + others[:2], match, 0,
                                                          observer=1))
    alone = possible_characters(match, 1)
    assert len(alone) == 1  # the Assassin, as test_teaching_junk knows too
    assert "exactly this character." in str(check_holds(list(alone), match, 1))
