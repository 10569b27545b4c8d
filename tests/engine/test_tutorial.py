"""Issue 21, point 3: every guided first game replays through the rules engine. Each scripted
move is legal at its step and made on the right seat's turn (the learner's steps on the
learner's, the bots' fixed moves on theirs), each new rule is cited by an event where the script
says it appears and is explained once, every text exists in both languages, and the script
reaches its end point, so a rules change cannot silently break a tutorial."""

from __future__ import annotations

import dataclasses

import pytest

import explorer
from explorer.engine import Match, TutorialError, rule
from explorer.engine.i18n import template
from explorer.engine.registry import plugin, register_game, unregister_game
from explorer.engine.tutorial import Free, Step, check, tutorial, tutorials

GAMES = ("citadels", "naishi", "whispers")


def test_every_game_has_a_guided_first_game() -> None:
    assert tuple(t.game for t in tutorials()) == GAMES


@pytest.mark.parametrize("game", GAMES)
def test_the_script_replays_through_the_rules(game: str) -> None:
    script = tutorial(game)
    assert check(script) == []
    assert 8 <= len(script.steps) <= 15, len(script.steps)


@pytest.mark.parametrize("game", GAMES)
def test_the_script_meets_each_core_rule_once(game: str) -> None:
    core = {
        "naishi": {"naishi.6.1", "naishi.6.2", "naishi.7", "naishi.10.1"},
        "citadels": {"citadels.5.2", "citadels.5.7", "citadels.6.1", "citadels.6.3",
                     "citadels.3.merchant"},
        "whispers": {"whispers.4.1", "whispers.4.4.colour", "whispers.4.4.neutral"},
    }[game]
    script = tutorial(game)
    cited = [rule_id for step in script.lessons for rule_id in step.cited]
    assert core <= set(cited)
    assert len(cited) == len(set(cited))
    assert all(rule(r).title.ja and rule(r).title.en for r in cited + list(script.end_rules))


@pytest.mark.parametrize("game", GAMES)
def test_the_learner_wins_or_scores_and_the_bots_moves_are_fixed(game: str) -> None:
    script = tutorial(game)
    match = script.start()
    for move in script.moves:
        match.play(move.action if isinstance(move, Step) else move)
    again = script.start()
    again.replay([str(a) for a in match.actions])
    assert again.state == match.state
    if match.outcome is not None:
        assert match.outcome.winners == (script.seat,)
    # A first game the learner leads at its end (each score as if the game ended now).
    scores = plugin(game).running_scores(match.state)
    others = [score for seat, score in enumerate(scores) if seat != script.seat]
    assert scores[script.seat] > max(others), scores


@pytest.mark.parametrize("game", GAMES)
def test_the_texts_are_in_both_languages_with_only_the_move_as_a_field(game: str) -> None:
    script = tutorial(game)
    for step in script.steps:
        for lang in ("en", "ja"):
            text = template(script.key(step.name), lang)
            assert "{move}" in text or "{" not in text
            if lang == "ja":
                assert "指" not in text  # 出す / プレイする / 手番を行う, never the shogi verb


def test_the_check_catches_a_broken_script() -> None:
    script = tutorial("naishi")
    moves = list(script.moves)
    # A rules change that makes a scripted move illegal.
    broken = dataclasses.replace(script, moves=(moves[0], "give Monk", *moves[2:]))
    assert any("is not legal" in p for p in check(broken))
    # A bot's move where the learner must act.
    early = dataclasses.replace(script, moves=("give Sentinel", *moves[1:]))
    assert any("a bot's move" in p for p in check(early))
    # A rule said to appear where no event cites it, and one explained twice.
    wrong = dataclasses.replace(script, moves=(
        dataclasses.replace(moves[0], rules=("naishi.7",)), *moves[1:]))
    assert any("naishi.7" in p and "no event" in p for p in check(wrong))
    assert any("already explained" in p for p in check(wrong))
    # A script stopped short of its end point.
    short = dataclasses.replace(script, moves=tuple(moves[:-1]))
    assert "the script does not reach its end point" in check(short)
    # A step without its text.
    nameless = dataclasses.replace(script, moves=(
        dataclasses.replace(moves[0], name="nowhere"), *moves[1:]))
    assert any("no text naishi.guided.nowhere" in p for p in check(nameless))


def test_a_game_without_a_tutorial_says_so() -> None:
    from tests.engine.toy import Toy

    game = Toy()
    register_game(game)
    try:
        with pytest.raises(TutorialError, match="no guided first game"):
            tutorial(game.name)
        with pytest.raises(TutorialError):
            explorer.guided(game.name)
    finally:
        unregister_game(game.name)
    assert isinstance(tutorial("naishi").start(), Match)


@pytest.mark.parametrize("game", GAMES)
def test_each_step_meets_one_new_rule(game: str) -> None:
    """Issue 40: one rule of play per step (with at most the card or character it uses), and
    the game's theme and goal before the first click, in both languages."""
    script = tutorial(game)
    for lesson in script.lessons:
        assert len(lesson.rules) <= 1 and len(lesson.cited) <= 2, lesson
    for lang in ("en", "ja"):
        theme = template(script.key("theme"), lang)
        sentences = theme.count(".") if lang == "en" else theme.count("。")
        assert 2 <= sentences <= 3, theme


@pytest.mark.parametrize("game", GAMES)
def test_the_script_ends_with_free_choices_on_the_learners_turn(game: str) -> None:
    script = tutorial(game)
    assert 1 <= len(script.free) <= 2
    match = script.start()
    for move in script.moves:
        match.play(move.action if isinstance(move, Step) else move)
    script.bots_reply(match)
    assert match.current_player == script.seat and len(match.legal_actions()) >= 2


def test_the_check_catches_a_bad_ending() -> None:
    script = tutorial("naishi")
    assert any("free choices" in p for p in check(dataclasses.replace(script, free=())))
    early = dataclasses.replace(script, free=(Free("free", rules=("naishi.11.1",)),))
    assert any("naishi.11.1" in p and "no event" in p for p in check(early))
