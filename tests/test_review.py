"""The game review (`Match.review`, `explorer.engine.review`): ratings from the seat's own
information, the known best moves named with their rule, both languages, grades, caching."""

from __future__ import annotations

import importlib
import json
import re
from typing import Any

import pytest

from explorer import Match
from explorer.engine import LanguageError, SeatError, derive, rule
from explorer.engine.registry import plugin
from explorer.engine.review import (
    GRADES,
    THRESHOLDS,
    Rating,
    _lead,
    blunders,
    grade,
    rate,
    reviewer,
)
from explorer.games.citadels.positions import position as citadels_position
from explorer.games.naishi.kernel import score_now
from explorer.games.naishi.positions import position as naishi_position
from explorer.games.naishi.scenarios import EXAMPLE_LINE
from explorer.games.whispers.positions import position as whispers_position

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
        assert (rating.best == rating.played) == (rating.grade in ("best", "good"))
        assert (rating.other is not None) == (rating.grade == "good")
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


# -- the seat's own information ------------------------------------------------------------


@pytest.mark.parametrize(("name", "players", "seat"), [("naishi", 2, 0), ("whispers", 4, 1),
                                                        ("citadels", 5, 2)])
def test_re_dealing_the_hidden_cards_leaves_every_rating_unchanged(
        name: str, players: int, seat: int) -> None:
    """Each of the seat's decisions, rated again in a re-deal of every card hidden from that
    seat (the game's determinizer: the same view), with the same seeds, gets the same
    rating: the review reads the seat's information only."""
    match = Match(name, players, seed=8)
    match.play_out()
    review = match.review(seat, budget=60)
    determinize = importlib.import_module(f"explorer.games.{name}.bots").determinize
    game, differed = match.game, 0
    for rating in review.ratings[:8]:
        state = match.state_at(rating.step)
        view = game.view(state, seat)
        other, _ = determinize(view, seat, derive(77, rating.step))
        assert game.view(other, seat) == view
        differed += other != state
        again = rate(game, other, seat, rating.played, step=rating.step, seed=match.seed,
                     budget=60)
        assert again == rating and again is not None and again.text("en") == rating.text("en")
    assert len(review.ratings) >= 4 and differed >= 4, "the re-deals must hide other cards"


# -- known best moves ----------------------------------------------------------------------


def _review_at(match: Match, seat: int, step: int) -> Rating:
    found = [r for r in match.review(seat, budget=300).ratings if r.step == step]
    assert len(found) == 1
    return found[0]


def test_naishi_the_scorers_best_arrangement_at_the_last_decision() -> None:
    """On the last turn (the end is triggered), switching Hand 1 and Hand 3 brings the
    rulebook's 62-point territory, ahead of the opponent's 56; developing instead is graded
    below "good", and the review names the switch with the scoring clause it gains."""
    start = naishi_position(
        lines=[EXAMPLE_LINE, ("Horseman", "Torii", "Mountain", "Fort", "Torii")],
        hands=[("Naishi", "Mountain", "Fort", "RiceField", "RiceField"),
               ("Torii", "Ninja", "RiceField", "Monk", "Monk")],
        river=[1, 1, 1, 1, 1], player=0, turn=30, final_seat=0, seed=3)
    game = Match.from_position("naishi", start).game
    totals = {a: score_now(game.apply(start, a).state, 0).total
              for a in game.legal_actions(start)}
    best = max(totals, key=lambda a: totals[a])
    assert totals[best] == 62 and sorted(totals.values())[-2] < 62
    match = Match.from_position("naishi", start)
    match.play("develop H3")
    rating = _review_at(match, 0, 0)
    assert rating.best == best and rating.grade in ("mistake", "blunder") and not rating.tie
    assert rating.rule is not None and rating.rule.startswith("naishi.12.")
    assert rating.points is not None and rating.points > 3
    assert "62" in rating.text("en") and "62点" in rating.text("ja")


def test_whispers_passing_the_turn_to_a_forced_player() -> None:
    """Red's Accountant shows Red's hand: only duplicates. Green's red Jester hands Red the
    turn, a palace whisper (whispers.5.A) that scores for Green; Green's blue Wizard instead
    lets Blue place a sixth character. The review names the Jester and the rule."""
    start = whispers_position(
        [["Accountant g", "Maid n", "Guard n", "Maid g"], ["General b"],
         ["Jester r", "Wizard b"]],
        areas=[["Maid r", "Guard b"],
               ["Maid b", "Guard g", "Wizard g", "Accountant b", "Butler b"],
               ["General g", "Accountant r", "Butler g", "Guard r"]], seed=2)
    match = Match.from_position("whispers", start)
    match.play("play Accountant(green)")
    assert match.current_player == 2
    match.play("play Wizard(blue)")
    rating = _review_at(match, 2, 1)
    assert str(rating.best) == "play Jester(red)" and rating.rule == "whispers.5.A"
    assert rating.grade in ("mistake", "blunder")
    assert "palace whisper" in rating.text("en") and "ささやき" in rating.text("ja")


def _seven_districts_and_a_fortress() -> Match:
    """Citadels at 4 players: seat 0 has seven districts, the Fortress in hand and 6 gold, so
    that building it completes the city (citadels.8)."""
    start = citadels_position(
        4, cities={0: ["Manor", "Temple", "Market", "Watchtower", "Church", "Tavern", "Docks"],
                   1: ["Castle", "Prison", "Monastery"], 2: ["Trading Post"], 3: ["Harbor"]},
        hands={0: ["Fortress"], 1: ["Cathedral"], 2: ["Palace"], 3: ["Battlefield"]},
        gold={0: 6, 1: 2, 2: 2, 3: 2}, seed=4)
    return Match.from_position("citadels", start, seed=1)


def test_citadels_the_build_that_completes_the_city() -> None:
    """With seven districts and 6 gold, building the Fortress completes the city (citadels.8):
    ending the turn instead is graded below "good", the build named with its rule."""
    match = _seven_districts_and_a_fortress()
    while not (match.current_player == 0 and "build Fortress" in map(str,
                                                                      match.legal_actions())):
        match.play_bot()
    step = match.step
    match.play("end turn")
    rating = _review_at(match, 0, step)
    assert str(rating.best) == "build Fortress" and rating.rule == "citadels.8"
    assert rating.grade in ("mistake", "blunder")
    assert "8 districts" in rating.text("en") and JAPANESE.search(rating.text("ja"))


def test_the_moments_that_decided_a_match() -> None:
    """`Match.moments()`: the last lead changes and the biggest swings, in timeline order,
    each a known kind with a rule id that resolves and a sentence in both languages, the
    same tuple again from the cache; a review ends with the same moments."""
    match = Match("citadels", 4, seed=2)
    match.play_out()
    moments = match.moments("ja")
    kinds = [m.kind for m in moments]
    assert kinds.count("lead_change") == 3 and kinds.count("big_swing") == 3
    assert [m.step for m in moments] == sorted(m.step for m in moments)
    for moment in moments:
        assert moment.rule is not None and rule(moment.rule).title.en
        assert f"Move {moment.step + 1}" in moment.text("en")
        assert f"{moment.step + 1}手目" in moment.text("ja")
    assert match.moments() is moments
    assert match.review(0, budget=20).moments == moments


def test_a_review_refuses_a_seat_not_at_the_table_in_the_chosen_language(
        naishi_match: Match) -> None:
    """A seat that is not in the match is the package's `SeatError`, in English or Japanese."""
    with pytest.raises(SeatError) as caught:
        naishi_match.review(5, "ja")
    assert JAPANESE.search(str(caught.value))
    with pytest.raises(LanguageError):
        naishi_match.review(0, "xx")


def test_a_reviews_blunders_are_moments_for_the_seats_own_debrief() -> None:
    """`blunders(review)`: one `blunder` moment per blunder of the review, its rating's
    sentence inside, at its step and with its rule."""
    match = _seven_districts_and_a_fortress()
    while "build Fortress" not in map(str, match.legal_actions()):
        match.play_bot()
    match.play("end turn")
    review = match.review(0, budget=300)
    found = blunders(review)
    assert len(found) == review.counts()["blunder"] >= 1
    for moment in found:
        rating = next(r for r in review.ratings if r.step == moment.step)
        assert moment.kind == "blunder" and moment.rule == rating.rule
        assert rating.text("en") in moment.text("en") and rating.text("ja") in moment.text("ja")


def test_a_review_as_json_values_for_a_page_or_a_server(naishi_match: Match) -> None:
    """`Review.to_dict(lang)` survives JSON: the moves as `str()` that the match plays back at
    the rating's step, the grade, the rule and the sentence in the language asked."""
    review = naishi_match.review(1, budget=60)
    data = json.loads(json.dumps(review.to_dict("ja")))
    assert data["seat"] == 1 and data["budget"] == 60 and data["counts"] == review.counts()
    assert len(data["ratings"]) == len(review.ratings)
    for row, rating in zip(data["ratings"], review.ratings, strict=True):
        assert row["text"] == rating.text("ja") and row["grade"] == rating.grade
        assert row["rule"] == rating.rule and row["loss"] == rating.loss
        again = Match("naishi", seed=5)
        again.replay(naishi_match.timeline[:row["step"]])
        assert again.resolve(row["best"]) == rating.best and JAPANESE.search(row["best_text"])
        assert (row["other"] is None) == (rating.other is None)
    assert [m["text"] for m in data["moments"]] == [m.text("ja") for m in review.moments]


def test_a_game_without_a_reviewer_gets_an_empty_review(toy: Any) -> None:
    """A game registered bare (the toy) has no `Reviewer`: its review rates nothing and its
    match has no moments, without an error, in both languages."""
    match = Match("toy", seed=1)
    match.play_out()
    review = match.review(0)
    assert review.ratings == () and review.moments == () and match.moments() == ()
    assert sum(review.counts().values()) == 0
    assert review.text("en") and JAPANESE.search(review.text("ja"))


def _alone_ahead(values: list[float]) -> int | None:
    top = max(values)
    return values.index(top) if values.count(top) == 1 and top > 0 else None


@pytest.mark.parametrize(("game", "players", "seed"), [("naishi", 2, 5), ("citadels", 4, 2)])
def test_a_moment_says_what_it_did_to_the_lead(game: str, players: int, seed: int) -> None:
    """Issue 38, Deliver 4: a big swing says who led before and after on the review's own
    evaluation and by how much (the lead passes, is kept, taken or lost); a lead change says
    from whom the lead was taken and by how many points, both languages, rule id kept."""
    match = Match(game, players, seed=seed)
    match.play_out()
    judge = reviewer(match.game)
    assert judge is not None
    evaluate = judge.search.evaluate
    scores_now = plugin(game).running_scores
    assert scores_now is not None
    cases = {"lead.keeps": 0, "lead_from": 0}
    for moment in match.moments():
        state, after = match.state_at(moment.step), match.state_at(moment.step + 1)
        assert moment.rule is not None and rule(moment.rule).title.en
        if moment.kind == "lead_change":
            scores = list(scores_now(after))
            top = sorted(scores)
            assert f"{top[-1] - top[-2]} point" in moment.text("en")
            assert f"{top[-1] - top[-2]}点リード" in moment.text("ja")
            if moment.message.key.endswith("lead_from"):
                cases["lead_from"] += 1
                before = moment.message.params["before"]
                assert f"from {before.label('en')}," in moment.text("en")
                assert f"{before.label('ja')}から首位を奪い" in moment.text("ja")
            continue
        was = [evaluate(state, q) for q in range(players)]
        now = [evaluate(after, q) for q in range(players)]
        lead = moment.message.params["lead"]
        leaders = (_alone_ahead(was), _alone_ahead(now))
        expected = {(True, True): "passes", (True, False): "loses", (False, True): "takes",
                    (False, False): "shared"}[(leaders[0] is not None, leaders[1] is not None)]
        first, last = leaders
        if first is not None and first == last:
            expected = "keeps" if f"{was[first]:.1f}" != f"{now[first]:.1f}" else "holds"
        assert lead.key == f"engine.review.lead.{expected}"
        cases["lead.keeps"] += expected == "keeps"
        for seat, values in zip(leaders, (was, now), strict=True):
            if seat is not None:
                for lang in ("en", "ja"):
                    assert match.game.player_label(seat, state).label(lang) in moment.text(lang)
                    assert f"{values[seat]:.1f}" in moment.text(lang)
        assert lead.label("en") in moment.text("en") and lead.label("ja") in moment.text("ja")
    assert all(cases.values())  # both kinds of sentence were checked


def test_a_swing_in_words_of_the_lead() -> None:
    """The Naishi game at seed 5: the Horseman turned face up at move 20 widens Player 2's
    lead from 2 to 14 points on the review's evaluation, in both languages."""
    match = Match("naishi", seed=5)
    match.play_out()
    found = next(m for m in match.moments() if m.step == 19)
    assert found.kind == "big_swing" and found.rule == "naishi.6.1"
    assert found.text("en").endswith("the Horseman is turned face up. Player 2 still leads, "
                                     "by 14.0 points instead of 2.0.")
    assert found.text("ja").endswith("騎馬兵が公開されました。プレイヤー2が首位のまま、"
                                     "リードは2.0点から14.0点になりました。")


@pytest.mark.parametrize(("before", "after", "said"), [
    ([4.0, -4.0, -6.0], [-1.0, 1.0, -3.0], "The lead passes from Player 1 (4.0 points ahead) to "
                                           "Player 2 (1.0 points ahead)."),
    ([0.0, 0.0, -2.0], [2.5, -2.5, -4.0], "Player 1 takes the lead, 2.5 points ahead (the top "
                                          "was shared before)."),
    ([3.0, -3.0, -5.0], [0.0, 0.0, -1.0], "Player 1 loses the lead (3.0 points ahead before): "
                                          "the top is now shared."),
    ([0.0, 0.0, 0.0], [0.0, 0.0, -1.0], "The top stays shared: nobody leads before or after."),
    ([2.0, -2.0, -3.0], [4.5, -4.5, -5.0], "Player 1 still leads, by 4.5 points instead of 2.0."),
    ([2.0, -2.0, -3.0], [2.0, -2.0, -7.0], "Player 1 still leads, by 2.0 points as before."),
])
def test_each_way_an_action_changes_the_lead_is_said(before: list[float], after: list[float],
                                                     said: str) -> None:
    """What an action did to the lead (the evaluation's values before and after, by seat): the
    lead passes, is taken, is lost, is kept (by another margin or the same), or nobody leads;
    in Japanese too, with the same names."""
    match = Match("citadels", 3, seed=1)
    lead, leaders = _lead(match.game, match.state, before, after)
    assert lead.label("en") == said
    assert JAPANESE.search(lead.label("ja"))
    for seat in leaders:
        assert f"プレイヤー{seat + 1}" in lead.label("ja")


def test_a_round_ending_swing_is_told_by_the_scoring_not_the_next_deal() -> None:
    """A step that ends a Whispers round also deals the next one (§6); its swing is told by
    the round's scoring (§5), not by the deal that comes last in the step: no swing is told
    by a rule of the game's `quiet` set while its step has an event under another rule."""
    match = Match("whispers", players=5, seed=2)
    turn = 0
    while not match.is_over:
        legal = match.legal_actions()
        match.play(legal[(turn * 7919) % len(legal)])
        turn += 1
    quiet = plugin("whispers").review.quiet
    swings = [m for m in match.moments() if m.kind == "big_swing"]
    assert any(m.rule.startswith("whispers.5.") for m in swings)
    for moment in swings:
        rules = {e.rule for e in match.events_at(moment.step + 1)}
        assert moment.rule not in quiet or rules <= quiet, (moment.step, rules)
