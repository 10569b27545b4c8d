"""The guided first game without a browser (issue 21, point 3): a wrong click changes nothing
but says what to do; the expected click advances and the bots reply; each new rule is
explained with its rule chips; the language switch relabels every part in place; Restart goes
back to the start; a full run in both languages makes no widget after the first."""

from __future__ import annotations

from html import unescape

import pytest
from ipywidgets.widgets.widget import _instances

import explorer
from explorer.engine import rule
from explorer.engine.tutorial import tutorial
from explorer.widgets import GuidedGame

GAMES = ("citadels", "naishi", "whispers")


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
    assert app.finished and app.explanation.value == ""


@pytest.mark.parametrize("game", GAMES)
def test_the_end_shows_a_summary_and_a_pointer_to_a_free_game(game: str) -> None:
    app = GuidedGame(game)
    assert app.summary.value == ""
    for _ in app.script.steps:
        app.do_button.click()
    total = len(app.script.steps)
    assert app.progress == (total, total)
    assert f"Step {total} of {total}" in app.progress_html.value
    assert "Guided game complete" in app.summary.value
    assert f'explore("{game}", seat=0, autoplay=True)' in unescape(app.summary.value)
    assert app.do_box.layout.display == "none" and app.others.shown == 0
    if app.match.outcome is not None:
        assert "ex-banner" in app.summary.value
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
    before = len(_instances)
    for lang in ("en", "ja"):
        app.set_language(lang)
        app.restart()
        while not app.finished:
            app.others.visible[0].click() if app.others.shown else None
            app.do_button.click()
    assert len(_instances) == before
    app.close()
    assert len(_instances) < before
