"""`explorer.simulate.metrics`: each playout metric on small hand-made games whose answer is
known, then on real simulate output (the same figures recomputed from the arrays)."""

from __future__ import annotations

import dataclasses
import math

import numpy as np
import pytest

import explorer
from explorer.engine import registry
from explorer.simulate.metrics import decided_at, lead_changes, leader, margin, metrics


class TestLeader:
    def test_the_sole_top_score_leads_and_a_shared_top_has_no_leader(self) -> None:
        assert leader((1, 7, 3)) == 1
        assert leader((7, 7, 3)) is None
        assert leader((0, 0)) is None


class TestLeadChanges:
    def test_a_game_led_by_one_seat_throughout_has_none(self) -> None:
        assert lead_changes([(0, (0, 0)), (1, (2, 0)), (2, (5, 1)), (3, (9, 4))]) == 0

    def test_every_overtaking_counts_once(self) -> None:
        # A, then B, then A, then C: three changes.
        trace = [(0, (1, 0, 0)), (1, (1, 2, 0)), (2, (4, 2, 0)), (3, (4, 2, 6))]
        assert lead_changes(trace) == 3

    def test_a_tie_is_no_lead_and_a_return_to_the_same_leader_is_no_change(self) -> None:
        assert lead_changes([(0, (3, 0)), (1, (3, 3)), (2, (4, 3))]) == 0
        assert lead_changes([(0, (3, 0)), (1, (3, 3)), (2, (3, 4))]) == 1

    def test_the_first_lead_is_no_change(self) -> None:
        assert lead_changes([(0, (0, 0)), (4, (0, 2))]) == 0


class TestDecidedAt:
    def test_a_winner_ahead_from_the_first_sample_decided_it_at_step_zero(self) -> None:
        assert decided_at([(0, (1, 0)), (5, (3, 0)), (10, (8, 2))], [0]) == 0

    def test_the_step_of_the_last_overtaking_by_the_winner(self) -> None:
        trace = [(0, (0, 0)), (3, (4, 0)), (5, (4, 6)), (9, (8, 6)), (12, (9, 6))]
        assert decided_at(trace, [0]) == 9
        assert decided_at(trace[:3], [1]) == 5

    def test_a_tie_on_points_at_the_end_is_decided_at_the_last_step(self) -> None:
        assert decided_at([(0, (0, 0)), (2, (3, 0)), (7, (5, 5))], [1]) == 7

    def test_shared_winners_must_both_be_above_every_loser(self) -> None:
        trace = [(0, (0, 0, 0)), (2, (3, 1, 2)), (4, (5, 5, 1)), (6, (6, 6, 2))]
        assert decided_at(trace, [0, 1]) == 4


class TestMargin:
    def test_the_lead_over_the_runner_up_relative_to_the_winner(self) -> None:
        assert margin((40, 30, 10), [0]) == pytest.approx(0.25)
        assert margin((5, 6), [1]) == pytest.approx(1 / 6)

    def test_a_shared_win_or_a_winner_without_points_is_zero(self) -> None:
        assert margin((6, 6, 2), [0, 1]) == pytest.approx(2 / 3)  # both winners over the third
        assert margin((6, 6), [0, 1]) == 0.0
        assert margin((0, -3), [0]) == 0.0

    def test_a_win_by_tiebreak_is_zero(self) -> None:
        assert margin((12, 12, 4), [1]) == 0.0


@pytest.fixture(scope="module")
def run() -> explorer.simulate.Simulation:
    return explorer.simulate("naishi", 12, seed=3, progress=False)


class TestOnRealGames:
    def test_the_summaries_are_the_per_game_definitions_over_the_arrays(self, run) -> None:
        m = metrics(run)
        assert m.n == 12 and len(m.win_rate) == 2
        assert sum(e.value for e in m.win_rate) == pytest.approx(1.0)
        margins = [margin(tuple(s), list(np.flatnonzero(w)))
                   for s, w in zip(run.scores, run.winners, strict=True)]
        assert m.margin.value == pytest.approx(np.mean(margins))
        assert m.lead_changes is not None and m.decided_at is not None
        assert np.array_equal(m.changes, run.lead_changes)
        assert np.all((m.decided >= 0) & (m.decided <= 1))
        assert m.decided_at.value == pytest.approx(np.mean(run.decided_at / run.length))
        assert m.rounds is None  # Naishi has no rounds
        assert m.length.value == pytest.approx(run.length.mean())

    def test_a_recorded_game_replayed_gives_the_same_lead_changes(self, run) -> None:
        scores_now = registry.plugin("naishi").running_scores
        game = explorer.load_game("naishi")
        from explorer.bots import decide, get
        from explorer.engine import derive

        bot = get(game, run.bots[0])
        state = game.initial(2, int(run.seeds[0]), game.make_options(2)).state
        trace, last, step = [], None, 0
        while not game.is_over(state):
            seat = game.current_player(state)
            if seat != last:
                trace.append((step, scores_now(state)))
                last = seat
            state = game.apply(state, decide(game, bot, state, seat,
                                             derive(int(run.seeds[0]), step)).action).state
            step += 1
        outcome = game.outcome(state)
        trace.append((step, outcome.scores))
        assert lead_changes(trace) == run.lead_changes[0]
        assert decided_at(trace, outcome.winners) == run.decided_at[0]

    def test_rounds_come_from_a_game_that_records_them_and_text_in_both_languages(self) -> None:
        run = explorer.simulate("whispers", 6, seed=1, progress=False)
        m = run.metrics()
        assert m.rounds is not None and m.rounds.value >= 1
        assert "Lead changes" in m.to_text("en") and "首位交代" in m.to_text("ja")
        assert m.to_dict()["lead_changes"]["n"] == 6
        summary = explorer.simulate("whispers", 6, seed=1, progress=False).summary()
        plain = metrics(run, together=False)  # the summary's intervals: plain 95 % ones
        assert summary["lead_changes"] == plain.to_dict()["lead_changes"]
        assert summary["margin"] == plain.margin.to_dict() and summary["rounds"]["n"] == 6

    def test_the_figures_shown_together_are_adjusted_for_their_number(self) -> None:
        run = explorer.simulate("whispers", 20, players=4, seed=1, progress=False)
        m, plain = run.metrics(), metrics(run, together=False)
        shown = 2 * 4 + 5  # win rate and score a seat; length, rounds, margin, decided, leads
        assert m.figures() == shown and m.margin.level == pytest.approx(1 - 0.05 / shown)
        assert m.margin.high - m.margin.low > plain.margin.high - plain.margin.low
        assert f"These {shown} intervals are shown together" in m.to_text("en")
        assert f"この{shown}個の区間は同時に示している" in m.to_text("ja")

    def test_a_game_without_running_scores_has_no_lead_figures(self, monkeypatch) -> None:
        plain = dataclasses.replace(registry.plugin("whispers"), running_scores=None)
        monkeypatch.setitem(registry._PLUGINS, "whispers", plain)
        run = explorer.simulate("whispers", 3, seed=1, progress=False)
        assert all(math.isnan(v) for v in run.lead_changes)
        m = run.metrics()
        assert m.lead_changes is None and m.decided_at is None
        assert "Lead changes" not in m.to_text("en")


class TestPlot:
    def test_the_japanese_panels_have_every_glyph_and_differ_from_the_english(self, run
                                                                            ) -> None:
        """A CJK font is found: matplotlib warns of each glyph its fonts lack (a box drawn
        instead of a character)."""
        import warnings

        from explorer.viz.metrics import metrics_png

        m = metrics(run)
        with warnings.catch_warnings():
            warnings.filterwarnings("error", message=".*[Gg]lyph.*missing")
            japanese = metrics_png(m, m, "ja")
        english = metrics_png(m, m, "en")
        assert japanese.startswith(b"\x89PNG") and english.startswith(b"\x89PNG")
        assert japanese != english


@pytest.mark.parametrize("key", [None, "ninja_own_row", "gardener"])
def test_naishis_running_scores_are_the_readable_scorers_totals(key: str | None) -> None:
    """Naishi's running scores come from the fast totals (`totals.Totals`); at every state of
    seeded games, published and under two class variants (a row-bound Ninja, a new card
    kind), they are the readable scorer's totals as the game would end now."""
    import random

    from explorer.games.naishi import kernel
    from explorer.simulate.questions import CLASS_QUESTIONS

    scores_now = registry.plugin("naishi").running_scores
    assert scores_now is not None
    variant = {} if key is None else {"variant": CLASS_QUESTIONS[key].variant()}
    formed = 0
    for seed in range(6):
        match = explorer.Match("naishi", players=2, seed=seed, **variant)
        pick = random.Random(seed)
        while True:
            state = match.state
            readable = tuple(0 if b is None else b.total
                             for b in (kernel.score_now(state, seat) for seat in (0, 1)))
            assert scores_now(state) == readable
            formed += readable != (0, 0)
            if match.is_over:
                break
            match.play(pick.choice(match.legal_actions()))
    assert formed > 100
