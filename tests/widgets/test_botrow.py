"""The explorer's bot tools, driven headless: a bot per seat, and the Hint."""

from __future__ import annotations

from explorer import bots
from explorer.engine import derive
from explorer.widgets import explore


def test_one_picker_per_seat_the_others_hidden() -> None:
    app = explore("whispers", players=3, seed=2)
    pickers = app.bot_tools.pickers
    assert len(pickers) == 5
    shown = [p for p in pickers if "ex-off" not in p._dom_classes]
    assert len(shown) == 3 and all("lookahead" in dict(p.options).values() for p in shown)
    app.language.value = "ja"
    assert "先読み" in dict(pickers[0].options)
    app.close()


def test_a_picked_bot_plays_its_seat() -> None:
    app = explore("naishi", seed=4, bot_seed=9)
    seat = app.match.current_player
    app.bot_tools.pickers[seat].value = "random"
    expected = bots.choose("naishi", "random", app.match.state, derive(9, 0)).action
    app.bot_button.click()
    assert app.match.actions[-1] == expected
    app.bot_tools.pickers[seat].value = ""
    app.end_button.click()
    assert app.match.is_over
    app.close()


def test_the_standard_bot_is_the_match_bot() -> None:
    app = explore("citadels", players=4, seed=6, bot_seed=2)
    reference = app.match.__class__("citadels", 4, 6)
    reference.play_bot(seed=2)
    app.bot_button.click()
    assert app.match.actions == reference.actions
    app.close()


def test_hint_shows_the_move_and_why_in_the_chosen_language() -> None:
    app = explore("naishi", seed=4)
    for _ in range(3):  # past the opening exchange
        app.match.play_bot()
    app.refresh()
    app.bot_tools.hint_button.click()
    text = app.bot_tools.hint_html.value
    assert "Suggested" in text and "guesses of the hidden cards" in text
    app.language.value = "ja"
    assert "おすすめ" in app.bot_tools.hint_html.value
    app.buttons[0].click()
    assert app.bot_tools.hint_html.value == ""  # a hint is about one position only
    app.close()


def test_no_hint_for_another_seat() -> None:
    app = explore("naishi", seed=4)
    other = 1 - app.match.current_player
    app.seat_picker.value = other
    app.bot_tools.hint_button.click()
    assert app.bot_tools.hint_html.value == ""
    assert "player to act" in app.messages.value
    app.close()
