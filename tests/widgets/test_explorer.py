"""The generic explorer driven headless: clicks and value changes fire the callbacks."""

from __future__ import annotations

from explorer.engine import Match
from explorer.widgets import GameExplorer, explore


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
