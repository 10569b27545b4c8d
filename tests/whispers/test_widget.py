"""The Whispers explorer driven headless: button clicks, seat and language switches, the turn
graph and the history updating at each step, errors shown instead of raised."""

from __future__ import annotations

import shutil

import pytest

from explorer import Match
from explorer.engine.registry import plugin
from explorer.games.whispers import ShowHand
from explorer.widgets import explore
from explorer.widgets.whispers import WhispersExplorer


@pytest.fixture
def app():
    return explore("whispers", seed=4, use_dot=False)


def test_explore_returns_the_whispers_explorer(app):
    assert plugin("whispers").explorer is WhispersExplorer and isinstance(app, WhispersExplorer)
    assert "wh-table" in app.table.value and 'class="node"' in app.graph_html.value


def test_clicks_play_and_graph_follows(app):
    before = app.graph_html.value
    first = app.buttons[0]
    first.click()
    assert app.match.step == 1 and app.messages.value == ""
    for _ in range(12):
        app.buttons[0].click()
    assert app.match.step == 13
    assert app.graph_html.value != before
    assert app.history_html.value == "", "the history is drawn only while its tab is open"
    app.graph_tabs.selected_index = 1
    assert app.history_html.value.count('class="edge"') >= 1
    assert "×" in app.history_html.value
    app.buttons[0].click()
    assert app.history_html.value.count("×") >= 1 and app.match.step == 14


def test_disabled_buttons_carry_reasons(app):
    # Find a position where a card in hand is blocked (a duplicate).
    for _ in range(80):
        state = app.match.state
        if state.phase.name == "PLAY" and len(app.match.legal_actions()) < len(
                set(app.match.game.candidate_actions(state))):
            break
        app.bot_move()
    reasons = [b.tooltip for b in app.actions_box.children
               if getattr(b, "disabled", False) and hasattr(b, "tooltip")]
    assert reasons and all(r for r in reasons)


def test_illegal_play_shows_error_and_keeps_match(app):
    before = app.match.to_json()
    app.play(ShowHand())
    assert "legal card" in app.messages.value and app.match.to_json() == before


def test_seat_view_and_language(app):
    app.seat_picker.value = 1
    assert "face down" in app.table.value
    app.language.value = "ja"
    assert "裏向き" in app.table.value and app.graph_tabs.titles[0] == "手番グラフ"
    current = app.match.current_player
    if current != 1 and app.match.state.phase.name == "PLAY":
        assert "見えません" in app.graph_html.value


def test_undo_and_timeline(app):
    for _ in range(5):
        app.buttons[0].click()
    app.prev_button.click()
    assert app.match.step == 4
    app.graph_tabs.selected_index = 1
    app.first_button.click()
    assert app.match.step == 0 and app.history_html.value.count('class="edge"') == 0


@pytest.mark.skipif(shutil.which("dot") is None, reason="needs Graphviz dot")
def test_with_dot():
    app = WhispersExplorer(Match("whispers", 4, seed=1))
    app.buttons[0].click()
    assert "<svg" in app.graph_html.value and "graph" in app.graph_html.value


def test_play_to_end(app):
    app.end_button.click()
    assert app.match.is_over and "wh-table" in app.table.value


def test_enlarge_flips_a_class_in_place(app):
    panel, tabs = app.graph_panel, app.graph_tabs
    app.enlarge.value = True
    assert "wh-enlarged" in app.side._dom_classes and "wh-enlarged" in panel._dom_classes
    assert app.enlarge.description == "Back beside the table"
    app.language.value = "ja"
    assert app.enlarge.description == "表の横に戻す"
    app.enlarge.value = False
    assert "wh-enlarged" not in app.side._dom_classes
    assert app.graph_panel is panel and app.graph_tabs is tabs


def test_steps_create_no_widgets_in_the_side_panel():
    from ipywidgets.widgets.widget import _instances

    app = explore("whispers", seed=3, players=5, use_dot=False)
    app.graph_tabs.selected_index = 1
    side = set(_instances)
    for step in range(40):
        app.bot_move()
        if step % 7 == 0:
            app.language.value = ("ja", "en")[step % 2]
        if step % 9 == 0:
            app.undo()
    created = {k for k in _instances if k not in side}
    inside = {id(c) for c in (app.graph_panel, app.enlarge, app.graph_tabs, app.graph_html,
                              app.history_html)}
    assert not any(id(_instances[k]) in inside for k in created)
    assert app.graph_html.value.startswith('<div class="wh-graph-panel">')


def test_wizard_exchange_shows_the_cards_already_chosen():
    app = explore("whispers", seed=0, use_dot=False)
    for _ in range(7):  # Green's Wizard targets Red and chooses a first card to give
        app.bot_move()
    assert [str(a) for a in app.match.actions[-2:]] == ["wizard target Red", "give Wizard(grey)"]
    assert "so far: Green gives Wizard (Grey)." in app.table.value
    green = app.table.value.split('data-seat="2"')[1]
    assert green.count("wh-picked") == 1 and "✔ chosen" in green
    app.seat_picker.value = 0
    assert "so far: Green gives 1 face down." in app.table.value
    app.language.value = "ja"
    assert "（ここまで）：緑が渡すカードは裏向き1枚。" in app.table.value
