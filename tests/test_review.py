"""The game review (`Match.review`, `explorer.engine.review`): ratings from the seat's own
information, the known best moves named with their rule, both languages, grades, caching."""

from __future__ import annotations

import re

import pytest

from explorer import Match
from explorer.engine.review import GRADES, THRESHOLDS, grade

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


@pytest.fixture(scope="module")
def naishi_match() -> Match:
    match = Match("naishi", seed=5)
    match.play_out()
    return match


def test_a_review_rates_the_seats_decisions_in_both_languages(naishi_match: Match) -> None:
    """Every rating is one of the seat's decisions with a grade from `GRADES`, a loss in
    0..1, a better move that is legal there, and a sentence in each language; the report
    says how sure it is (the budget)."""
    review = naishi_match.review(1, budget=60)
    assert review.ratings and review.seat == 1 and review.budget == 60
    for rating in review.ratings:
        state = naishi_match.state_at(rating.step)
        assert naishi_match.game.current_player(state) == 1 == rating.seat
        assert naishi_match.timeline[rating.step] == rating.played
        assert rating.best in naishi_match.game.legal_actions(state)
        assert rating.grade in GRADES and 0.0 <= rating.loss <= 1.0 and rating.spread >= 0
        assert rating.points is not None and rating.points >= 0
        assert (rating.best == rating.played) == (rating.grade == "best" or rating.tie)
        en, ja = rating.text("en"), rating.text("ja")
        assert f"Move {rating.step + 1}," in en and JAPANESE.search(ja)
    assert sum(review.counts().values()) == len(review.ratings)
    en, ja = review.text("en"), review.text("ja")
    assert "60 actions searched per decision" in en and "60手" in ja


def test_a_review_is_cached_per_timeline_and_seat(naishi_match: Match) -> None:
    """The same timeline and seat give the same review object; another seat another one."""
    first = naishi_match.review(0, budget=40)
    assert naishi_match.review(0, budget=40) is first
    assert naishi_match.review(1, budget=40) is not first
    calls: list[tuple[int, int]] = []
    again = Match("naishi", seed=5)
    again.replay(naishi_match.timeline)
    assert again.review(0, budget=40, progress=lambda d, t: calls.append((d, t))) == first
    assert calls and calls[-1][0] == calls[-1][1]


def test_the_grades_follow_the_documented_thresholds() -> None:
    """Below the first threshold a move is good, then an inaccuracy, a mistake, a blunder."""
    assert grade(0.5, best=True) == "best"
    steps = [grade(t - 1e-9) for t in THRESHOLDS] + [grade(THRESHOLDS[-1])]
    assert steps == ["good", "inaccuracy", "mistake", "blunder"]
