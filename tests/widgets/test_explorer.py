"""The generic explorer driven headless: clicks and value changes fire the callbacks."""

from __future__ import annotations

from html import unescape

import pytest

from explorer.engine import Match
from explorer.widgets import GameExplorer, explore
from explorer.widgets.explorer import EVERYONE


def make(toy, **kw):
    return GameExplorer("toy", seed=3, **kw)


def test_buttons_play_and_the_log_shows_the_rule(toy):
    app = make(toy)
    assert [b.description for b in app.buttons] == ["Take 1", "Take 2"]
    app.buttons[1].click()
    assert app.match.step == 1 and str(app.match.actions[0]) == "take 2"
    assert "took 2" in app.log_html.value and 'data-rule="toy.take"' in app.log_html.value
    assert "step 1 / 1" in app.step_label.value


def test_illegal_candidates_are_disabled_with_the_reason(toy):
    app = make(toy)
    disabled = [c for c in app.actions_box.children if getattr(c, "disabled", False)]
    assert [b.description for b in disabled] == ["Take 3"]
    assert disabled[0].tooltip == "cannot take 3"
    assert "cannot take 3" in app.illegal_note.value


def test_language_switch_changes_every_panel_and_keeps_the_position(toy):
    app = make(toy)
    app.buttons[0].click()
    app.language.value = "ja"
    assert app.match.step == 1
    assert [b.description for b in app.buttons][0] == "1個取る"
    assert "1個取った" in app.log_html.value and "取る" in app.log_html.value
    assert app.new_button.description == "新しいゲーム"


def test_timeline_buttons_and_slider(toy):
    app = make(toy)
    app.buttons[0].click()
    app.buttons[0].click()
    app.prev_button.click()
    assert app.match.step == 1 and "new branch" in app.step_label.value
    app.first_button.click()
    assert app.match.step == 0 and app.prev_button.disabled
    app.slider.value = 2
    assert app.match.step == 2
    app.prev_button.click()
    app.buttons[1].click()
    assert app.match.length == 2 and app.match.timeline[1].count == 2


def test_errors_go_to_the_message_area_not_a_traceback(toy):
    app = make(toy, lang="ja")
    app.play("take 9")
    assert "ex-error" in app.messages.value and "take 9" in app.messages.value
    assert app.match.step == 0
    app.prev_button.click()  # nothing to undo: said, not raised
    assert "取り消せる手はありません" in app.messages.value


def test_seat_picker_hides_buttons_of_other_seats(toy):
    app = make(toy)
    app.seat_picker.value = 1
    assert app.seat == 1 and app.buttons == []
    assert "wait for your turn" in app.actions_title.value
    app.seat_picker.value = 0
    assert len(app.buttons) == 2


def test_bot_and_play_to_end_reach_the_outcome(toy):
    app = make(toy)
    app.bot_button.click()
    assert app.match.step == 1
    app.end_button.click()
    assert app.match.is_over and "The game is over." in app.actions_title.value
    assert app.bot_button.disabled


def test_play_to_end_says_when_the_step_cap_stops_the_bots(toy, monkeypatch):
    monkeypatch.setattr(type(toy), "max_steps", 2)
    app = make(toy)
    app.end_button.click()
    assert app.match.step == 2 and not app.match.is_over
    assert "ex-error" in app.messages.value
    assert "Toy did not end within 2 actions" in unescape(app.messages.value)
    app.language.value = "ja"
    app.end_button.click()
    assert app.match.step == 4 and "おもちゃが1ゲームの手数の上限（2手）" in app.messages.value


def test_autoplay_says_when_the_step_cap_stops_the_bots(toy, monkeypatch):
    monkeypatch.setattr(type(toy), "max_steps", 0)
    app = make(toy, seat=1, autoplay=True)
    assert app.match.current_player == 0 and "did not end within 0 actions" in app.messages.value


def test_new_game_uses_the_seed_box(toy):
    app = make(toy)
    app.seed_box.value = 11
    app.new_button.click()
    assert app.match.seed == 11 and app.match.step == 0
    assert explore(Match("toy", seed=1)).match.seed == 1


def test_autoplay_lets_bots_play_the_other_seats(toy):
    app = make(toy, seat=1, autoplay=True)
    assert app.match.current_player == 1 and app.match.step == 1
    app.buttons[0].click()
    assert app.match.current_player in (1, None)
    app.autoplay_box.value = False
    app.seat_picker.value = 0
    assert app.match.current_player in (1, None)


def test_undo_does_not_trigger_autoplay(toy):
    app = make(toy, seat=1, autoplay=True)
    step = app.match.step
    app.prev_button.click()
    assert app.match.step == step - 1 and app.match.current_player == 0


# -- bad input never kills the widget -------------------------------------------------------

def assert_works(app) -> None:
    """The explorer still plays, undoes and switches language after a bad input."""
    step = app.match.step
    app.buttons[0].click()
    assert app.match.step == step + 1
    app.prev_button.click()
    app.language.value = "ja" if app.lang == "en" else "en"
    assert app.match.step == step and "ex-error" not in app.messages.value


@pytest.mark.parametrize("seat", [7, -3, "0", 1.5, True])
def test_a_seat_that_does_not_exist_is_said_and_everyone_is_shown(seat):
    app = explore("naishi", seed=2, seat=seat)
    assert app.seat is None and app.seat_picker.value == EVERYONE
    assert "ex-error" in app.messages.value and "no seat" in app.messages.value
    assert_works(app)
    ja = explore("naishi", seed=2, seat=seat, lang="ja")
    assert "席" in ja.messages.value
    app.set_language("en")
    app.set_seat(5)
    assert app.seat is None and "no seat 5" in app.messages.value
    app.set_seat(1)
    assert app.seat == 1 and app.messages.value == ""


def test_an_unknown_language_is_said_and_the_widget_keeps_working():
    app = explore("naishi", seed=2, lang="ja")
    app.set_language("fr")
    assert app.lang == "ja" and app.language.value == "ja"
    assert "'fr'" in unescape(app.messages.value) and "日本語のまま" in app.messages.value
    assert_works(app)
    start = explore("naishi", seed=2, lang="fr")
    assert start.lang == "en" and "Unknown language 'fr'" in unescape(start.messages.value)
    assert_works(start)


@pytest.mark.parametrize("bad", [{"players": 9}, {"seed": "a"}, {"no_such_option": 1},
                                 {"river_swap": "maybe"}])
def test_bad_options_are_said_and_the_default_game_is_shown(bad):
    app = explore("naishi", **bad)
    assert "ex-error" in app.messages.value and "default settings" in app.messages.value
    assert app.match.step == 0
    assert_works(app)


def test_new_game_keeps_the_options_of_a_match_and_of_keywords():
    colours = ("blue", "red", "yellow", "green")
    for app in (explore(Match("whispers", 4, seed=2, colours=colours), use_dot=False),
                explore("whispers", players=4, seed=2, colours=colours, use_dot=False)):
        app.seed_box.value = 9
        app.new_button.click()
        assert app.match.seed == 9 and app.match.options.colours == colours
        app.players_box.value = 3  # four colours for three players: refused, game kept
        app.new_button.click()
        assert "one colour per player" in app.messages.value
        assert app.match.players == 4 and app.players_box.value == 4
        assert_works(app)


PUBLIC = [
    ("play", ("take 1",)), ("bot_move", ()), ("play_to_end", ()), ("undo", ()), ("redo", ()),
    ("goto", (0,)), ("new_game", ()), ("set_language", ("ja",)), ("set_seat", (1,)),
    ("set_presenter", (True,)), ("refresh", ()), ("say", ("hello",)), ("clear_messages", ()),
    ("show_error", ("oops",)),
]


@pytest.mark.parametrize(("method", "args"), PUBLIC, ids=[m for m, _ in PUBLIC])
def test_every_public_method_works_right_after_construction(toy, method, args):
    app = make(toy)
    getattr(app, method)(*args)
    if method not in ("undo", "redo", "show_error"):  # nothing to undo or redo yet: said
        assert "ex-error" not in app.messages.value
    assert app.buttons or app.match.is_over or app.seat is not None


def test_an_unexpected_error_does_not_claim_the_match_is_unchanged(toy):
    app = make(toy, seat=1, autoplay=True)
    app.match.game.bot_action = None  # a broken bot: the next bot move fails after one moved
    try:
        app.bot_button.click()
    finally:
        del app.match.game.bot_action
    assert "Something went wrong" in app.messages.value
    assert "unchanged" not in app.messages.value


def test_a_click_marks_its_button_and_dims_the_rest_until_the_refresh(toy):
    app = make(toy)
    seen = []
    app.table.observe(lambda _: seen.append(
        ("ex-busy" in app.body._dom_classes, "ex-clicked" in clicked._dom_classes)),
        names="value")
    clicked = app.buttons[1]
    clicked.click()
    assert seen and all(seen)
    assert "ex-busy" not in app.body._dom_classes and "ex-clicked" not in clicked._dom_classes


def test_presenter_layout_is_a_class_on_the_root(toy):
    app = make(toy, presenter=True)
    assert "ex-presenter" in app.widget._dom_classes and app.presenter_toggle.value
    app.presenter_toggle.value = False
    assert "ex-presenter" not in app.widget._dom_classes and not app.presenter


def test_timeline_glyphs_are_plain_text_in_debian_fonts(toy):
    app = make(toy)
    glyphs = "".join(b.description for b in (app.first_button, app.prev_button,
                                              app.next_button, app.last_button))
    assert set(glyphs) <= set("|◀▶"), glyphs


def test_the_log_shows_the_newest_lines_and_says_where_the_older_are(toy):
    app = make(toy)
    app.LOG_LINES = 2
    for _ in range(3):
        app.buttons[0].click()
    assert app.log_html.value.count("<li") == 3 and "step back on the timeline" in \
        app.log_html.value
    assert 'data-step="3"' in app.log_html.value and 'data-step="1"' not in app.log_html.value


def test_the_log_is_newest_first_within_a_step_as_across_steps() -> None:
    """Issue 40 (5): the log ran newest-first across steps but oldest-first within one."""
    import re

    from explorer.viz.html import escape

    app = explore("citadels", seed=1)
    while len(app.match.events_at(app.match.step)) < 2:
        app.bot_move()
    html = app.log_html.value
    steps = [int(s) for s in re.findall(r'data-step="(\d+)"', html)]
    assert steps == sorted(steps, reverse=True)
    lines = re.findall(r'<span class="ex-step">#\d+</span>(.*?)<details', html)
    newest = [escape(e.label("en", None)) for e in reversed(app.match.events_at(app.match.step))]
    assert lines[:len(newest)] == newest
    app.close()
