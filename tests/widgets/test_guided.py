"""The guided first game without a browser (issue 21, point 3; issue 40, point 2): the theme
and goal before the first click; a wrong click changes nothing but says what to do; the
expected click advances and the bots reply; each new rule is explained with its rule chips,
one per step; the free choices at the end accept any legal move and say what it did; Play on
continues the same match in the game's explorer; the language switch relabels every part in
place; Restart goes back to the start; a full run in both languages makes no widget after the
first; "Learn this game" in the explorer opens the guided game."""

from __future__ import annotations

import re
from html import unescape

import pytest
from ipywidgets.widgets.widget import _instances

import explorer
import explorer.widgets
from explorer.engine import rule
from explorer.engine.tutorial import tutorial
from explorer.widgets import GuidedGame

GAMES = ("citadels", "naishi", "whispers")


def to_free_choice(app: GuidedGame) -> None:
    """Play the scripted steps: the guided game is then at its first free choice."""
    while app.expected is not None:
        app.do_button.click()


def play_through(app: GuidedGame) -> None:
    """Every scripted step, then the first move offered at each free choice."""
    to_free_choice(app)
    while not app.finished:
        app.choices.visible[0].click()


def words(html: str) -> int:
    return len(unescape(re.sub(r"<[^>]+>", " ", html)).split())


def test_the_short_entry_opens_the_widget() -> None:
    app = explorer.guided("whispers", lang="ja")
    assert isinstance(app, GuidedGame) and app.lang == "ja" and app.game == "whispers"
    assert app.language.value == "ja"


@pytest.mark.parametrize("game", GAMES)
def test_a_wrong_click_does_nothing_but_say_what_to_do(game: str) -> None:
    app = GuidedGame(game)
    step, position = app.match.step, app.position
    expected = app.do_button.description
    other = app.others.visible[0]
    assert other.description != expected
    assert expected in other.tooltip  # the reason it is greyed out names the move to make
    other.click()
    assert (app.match.step, app.position, app.progress[0]) == (step, position, 0)
    assert "ex-info" in app.hint.value and expected in app.hint.value
    assert app.instruction.value.count(expected) == 1
    app.do_button.click()
    assert app.progress[0] == 1 and app.hint.value == ""
    assert app.match.current_player == app.script.seat  # the bots have replied


@pytest.mark.parametrize("game", GAMES)
def test_the_expected_move_is_the_only_one_marked_and_the_others_are_legal(game: str) -> None:
    app = GuidedGame(game)
    legal = set(app.match.legal_actions())
    shown = set(app.others._values[: app.others.shown])
    expected = app.match.resolve(app.script.steps[0].action)
    assert expected not in shown and shown | {expected} == legal
    assert "ex-guided-expected" in app.do_button._dom_classes
    assert all("ex-guided-other" in b._dom_classes and "ex-action" not in b._dom_classes
               for b in app.others.visible)


@pytest.mark.parametrize("game", GAMES)
def test_each_new_rule_is_explained_where_it_first_appears(game: str) -> None:
    app = GuidedGame(game)
    for step in app.script.steps:
        assert app.expected == step
        html = app.explanation.value
        if step.explains:
            for rule_id in step.cited:
                assert f'data-rule="{rule_id}"' in html
                assert rule(rule_id).title.en in unescape(html)
        else:
            assert html == ""
        assert app.progress_html.value.count(f"Step {app.progress[0] + 1} of") == 1
        app.do_button.click()
    assert app.free_choice == app.script.free[0] and not app.finished


@pytest.mark.parametrize("game", GAMES)
def test_the_end_shows_a_summary_and_play_on(game: str) -> None:
    app = GuidedGame(game)
    assert app.summary.value == "" and app.play_on_box.layout.display == "none"
    play_through(app)
    total = len(app.script.lessons)
    assert app.progress == (total, total)
    assert f"Step {total} of {total}" in app.progress_html.value
    assert "Guided game complete" in app.summary.value
    assert "explore(" not in unescape(app.summary.value)  # no line of code (Voilà has no cell)
    assert app.play_on_box.layout.display is None
    assert app.play_on_button.description == "Play on against the bots"
    assert app.do_box.layout.display == "none" and app.others.shown == 0
    assert app.choices.shown == 0
    if app.match.outcome is not None:
        assert "ex-banner" in app.summary.value
    else:  # every player's score as if the game ended now
        line = re.search(r"Scores as if the game ended now: ([^<]*)", app.summary.value)
        assert line is not None and line.group(1).count(" · ") == app.match.players - 1
    app.set_language("ja")
    assert "ガイド付きゲームはこれで終わりです" in app.summary.value


@pytest.mark.parametrize("game", GAMES)
def test_the_language_switch_relabels_every_part_in_place(game: str) -> None:
    app = GuidedGame(game)
    app.do_button.click()
    app.others.visible[0].click()  # a hint is shown, and follows the language
    english = (app.do_button.description, app.instruction.value, app.title.value,
               app.restart_button.description, app.others_panel.titles, app.hint.value)
    before = len(_instances)
    app.language.value = "ja"
    assert len(_instances) == before
    japanese = (app.do_button.description, app.instruction.value, app.title.value,
                app.restart_button.description, app.others_panel.titles, app.hint.value)
    assert all(a != b for a, b in zip(english, japanese, strict=True))
    assert app.restart_button.description == "最初から"
    assert "ステップ 2 / " in app.progress_html.value
    assert 'lang="ja"' in app.instruction.value and app.progress[0] == 1
    app.set_language("en")
    assert app.do_button.description == english[0] and app.instruction.value == english[1]


def test_a_bad_language_is_said_and_english_is_used() -> None:
    app = GuidedGame("naishi", lang="fr")
    assert app.lang == "en" and "'fr'" in unescape(app.hint.value)
    app.set_language("xx")
    assert app.lang == "en" and "'xx'" in unescape(app.hint.value)


@pytest.mark.parametrize("game", GAMES)
def test_restart_goes_back_to_the_first_step(game: str) -> None:
    app = GuidedGame(game)
    start = (app.match.step, app.match.state)
    for _ in range(3):
        app.do_button.click()
    app.restart_button.click()
    assert app.progress[0] == 0 and app.position == tutorial(game).moves.index(
        tutorial(game).steps[0])
    assert (app.match.step, app.match.state) == start
    assert app.summary.value == "" and app.hint.value == ""


@pytest.mark.parametrize("game", GAMES)
def test_a_full_run_in_both_languages_makes_no_widget(game: str) -> None:
    app = GuidedGame(game)
    play_through(app)  # the free choices' buttons are made once
    app.restart()
    before = len(_instances)
    for lang in ("en", "ja"):
        app.set_language(lang)
        app.restart()
        while app.expected is not None:
            app.others.visible[0].click() if app.others.shown else None
            app.do_button.click()
        while not app.finished:
            app.choices.visible[-1].click()
    assert len(_instances) == before
    app.close()
    assert len(_instances) < before


@pytest.mark.parametrize("game", GAMES)
def test_the_theme_and_goal_come_before_the_first_click(game: str) -> None:
    app = GuidedGame(game)
    children = list(app.widget.children)
    assert children.index(app.theme) < children.index(app.body)
    assert "What the game is about" in app.theme.value and "win" in app.theme.value
    app.set_language("ja")
    assert "このゲームについて" in app.theme.value and "勝ち" in app.theme.value


@pytest.mark.parametrize("game", GAMES)
def test_one_new_rule_per_step_in_a_box_of_similar_length(game: str) -> None:
    """Issue 40: Naishi's second step opened three rules at once (181 words in its box, rule
    titles included); now each step opens one rule, with the card it uses at most."""
    app = GuidedGame(game)
    explained = []
    while not app.finished:
        html = app.explanation.value
        explained.append(html.count('class="ex-chip"'))
        assert words(html) <= 130, (app.progress, words(html))
        (app.do_button if app.expected is not None else app.choices.visible[0]).click()
    assert max(explained) <= 2 and sum(explained) >= 6


@pytest.mark.parametrize("game", GAMES)
def test_a_free_choice_accepts_every_legal_move_and_says_what_it_did(game: str) -> None:
    app = GuidedGame(game)
    to_free_choice(app)
    legal = list(app.match.legal_actions())
    assert [str(a) for a in app.choices._values[:app.choices.shown]] == [str(a) for a in legal]
    assert all(not b.disabled for b in app.choices.visible)
    for index, action in enumerate(legal):
        if index:
            app.restart()
            to_free_choice(app)
        step = app.match.step
        label = app.choices.visible[index].description
        app.choices.visible[index].click()
        assert app.free_done == 1 and app.hint.value == "", (action, app.hint.value)
        assert str(app.match.actions[step]) == str(action)
        assert f"You chose “{label}”" in unescape(app.chosen.value)
        assert app.match.is_over or app.match.current_player == app.script.seat


def test_naishi_says_what_a_full_game_scores() -> None:
    app = GuidedGame("naishi")
    play_through(app)
    assert "60 to 70" in app.summary.value
    app.set_language("ja")
    assert "60〜70点" in app.summary.value


def test_declaring_the_end_in_naishi_ends_the_game_and_offers_a_new_one() -> None:
    app = GuidedGame("naishi")
    to_free_choice(app)
    app.play("declare end")
    assert app.match.is_over and app.finished and "ex-banner" in app.summary.value
    assert app.play_on_button.description == "Play a full game against the bots"
    app.play_on_button.click()
    assert app.continued.match is not app.match and app.continued.match.step < 5
    assert app.continued.seat == 0 and app.continued.autoplay


@pytest.mark.parametrize("game", GAMES)
def test_play_on_continues_the_same_match_against_the_bots(game: str) -> None:
    app = GuidedGame(game, lang="ja")
    play_through(app)
    step = app.match.step
    app.play_on_button.click()
    explorer_app = app.continued
    assert explorer_app.match is app.match and explorer_app.match.step == step
    assert explorer_app.seat == app.script.seat and explorer_app.autoplay
    assert explorer_app.lang == "ja" and app.body.layout.display == "none"
    assert list(app.next_box.children) == [explorer_app.widget]
    assert explorer_app.learn_button.layout.display == "none"  # the guide is just above
    for _ in range(3):  # the learner's moves: the bots answer each up to the learner's turn
        explorer_app.buttons[0].click()
        assert app.match.is_over or app.match.current_player == app.script.seat
    assert app.match.step >= step + 3 or app.match.is_over
    app.restart()
    assert app.continued is None and app.next_box.children == () and app.progress[0] == 0


def test_the_whispers_guide_shows_the_turn_graph() -> None:
    app = GuidedGame("whispers")
    assert "wh-graph" in app.graph.value or "<svg" in app.graph.value
    assert "Red" in unescape(app.graph.value)
    assert GuidedGame("naishi").graph.value == ""


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_learn_this_game_opens_the_guided_game_from_the_explorer(lang: str) -> None:
    app = explorer.widgets.explore("citadels", lang=lang)
    label = app.learn_button.description
    assert label == {"en": "Learn this game", "ja": "このゲームを学ぶ"}[lang]
    app.learn_button.click()
    assert isinstance(app.guided, GuidedGame) and app.guided.game == "citadels"
    assert app.guided.lang == lang and list(app.learn_box.children) == [app.guided.widget]
    assert app.learn_button.description != label
    app.learn_button.click()
    assert app.guided is None and app.learn_box.children == ()
    assert app.learn_button.description == label
