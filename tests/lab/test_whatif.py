"""Rule what-ifs: the numbers a designer varies are options (type-checked, printed values by
default, carried by match records), and `explorer.compare` measures what they change."""

from __future__ import annotations

import numpy as np
import pytest

import explorer
from explorer.engine import Match, OptionError
from explorer.games.naishi import ScoringRules, score


def test_defaults_are_the_printed_values() -> None:
    n = Match("naishi").options
    assert (n.ronin_points, n.torii_points, n.mountain_points) == (
        (8, 15, 45), (0, -5, 0, 30, 30), (0, 5, -5))
    w = Match("whispers", 4).options
    assert (w.target_scores, w.forced_end_points, w.full_court_points_3p) == ((6, 5, 4), 1, 1)
    c = Match("citadels").options
    assert (c.complete_size, c.five_colours_bonus, c.first_complete_bonus,
            c.complete_bonus) == (8, 3, 4, 2)


def test_naishi_point_tables_change_the_score_and_its_explanation() -> None:
    line = ["Mountain", "Torii", "Naishi", "Torii", "Torii"]
    hand = ["Monk", "Advisor", "Fort", "Sentinel", "Banner"]
    base = score(line, hand)
    rules = ScoringRules(mountain_points=(0, 7, -5), torii_points=(0, -5, 0, 50, 50))
    varied = score(line, hand, rules=rules)
    assert varied.total - base.total == 2 + 20
    assert varied.by_type["Mountain"] == 7 and varied.by_type["Torii"] == 50
    assert any("50" in c.label("en") for c in varied.clauses)


def test_a_naishi_option_changes_match_scores_and_survives_the_record() -> None:
    m = Match("naishi", seed=4, mountain_points=[0, 20, 20])
    assert m.options.mountain_points == (0, 20, 20)  # a JSON list becomes a tuple
    m.play_out()
    plain = Match("naishi", seed=4)
    plain.play_out()
    mountains = [m.outcome.details["breakdowns"][s].by_type["Mountain"] for s in (0, 1)]
    assert all(p in (0, 20) for p in mountains) and m.outcome.scores != plain.outcome.scores
    again = Match.from_json(m.to_json())
    assert again.state == m.state and again.options.mountain_points == (0, 20, 20)


@pytest.mark.parametrize(("game", "options", "needle"), [
    ("naishi", {"ronin_points": (1, 2)}, "3 whole numbers"),
    ("naishi", {"mountain_points": "0,5,-5"}, "mountain_points"),
    ("naishi", {"torii_points": (0, True, 0, 30, 30)}, "5 whole numbers"),
    ("whispers", {"target_scores": (6, 0, 4)}, "target_scores"),
    ("whispers", {"forced_end_points": 1.5}, "whole number"),
    ("naishi", {"ronin_points": (8, 15, 10**6)}, "-100–100"),
    ("naishi", {"torii_points": (-101, -5, 0, 30, 30)}, "-100–100"),
    ("whispers", {"full_court_points_3p": 9}, "1–5"),
    ("whispers", {"forced_end_points": 0}, "1–5"),
    ("whispers", {"full_court_points_3p": 0}, "1–5"),
    ("whispers", {"target_scores": (6, 5, 31)}, "1–30"),
    ("citadels", {"complete_size": 1}, "2–14"),
    ("citadels", {"complete_size": 1000}, "2–14"),
    ("citadels", {"five_colours_bonus": 21}, "0–20"),
    ("citadels", {"complete_bonus": -1}, "0–20"),
    ("citadels", {"first_complete_bonus": "4"}, "whole number"),
])
def test_bad_what_if_values_are_refused_in_both_languages(game: str, options: dict[str, object],
                                                          needle: str) -> None:
    with pytest.raises(OptionError) as info:
        Match(game, **options)  # type: ignore[arg-type]  # bad option values on purpose
    assert needle in str(info.value)
    assert info.value.reason.label("ja") != info.value.reason.label("en")


def test_whispers_target_and_round_end_points() -> None:
    r = explorer.simulate("whispers", 6, players=3, bots="random", progress=False,
                          options={"target_scores": (2, 5, 4), "forced_end_points": 2})
    assert (r.scores.max(axis=1) >= 2).all() and (r.scores.max(axis=1) <= 3).all()
    assert (r.scores % 2 == 0).sum() > r.scores.size // 2  # forced ends score 2 at a time


def test_citadels_completion_size_and_bonuses() -> None:
    m = Match("citadels", 3, seed=2, complete_size=5, first_complete_bonus=10)
    m.play_out()
    first = m.state.first_complete
    assert first is not None and len(m.state.cities[first]) >= 5
    breakdown = m.outcome.details["breakdowns"][first]
    assert breakdown.bonuses["first_complete"] == 10
    assert any("5" in e.message.label("en") for e in m.log if e.rule == "citadels.8")


def test_compare_reports_a_shorter_game_with_a_smaller_city() -> None:
    c = explorer.compare("citadels", {}, {"complete_size": 6}, 8, players=4, progress=False)
    assert np.array_equal(c.base.seeds, c.variant.seeds)
    shorter = c.length()
    assert shorter.value < 0 and shorter.high < 0
    assert "Districts that complete a city: 8 → 6" in c.to_text("en")
