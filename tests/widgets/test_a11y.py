"""Every control has an accessible name in the current language, the result of a step is
announced in a live region, and the explorer carries its keyboard helper (issue 24, points 1
and 2). The browser side (axe-core, focus after a move) is tests/browser/test_a11y.py."""

from __future__ import annotations

from collections.abc import Iterator

import ipywidgets as w
import pytest
from ipywidgets.widgets import widget as widget_module

import explorer
from explorer.engine import load_game
from explorer.widgets import explore
from explorer.widgets.a11y import SCRIPT
from explorer.widgets.citadels import CallOrderWalkthrough
from explorer.widgets.naishi import NaishiScorer

PLAYERS = {"naishi": 2, "whispers": 5, "citadels": 7}
#: Every registered game, at a player count that fills its table (else its default).
GAMES = {name: PLAYERS.get(name, load_game(name).default_players)
         for name in explorer.registered_games()}
NAMED = (w.Dropdown, w.IntText, w.Text, w.Textarea, w.IntSlider, w.ToggleButtons)


def tree(widget: w.Widget) -> Iterator[w.Widget]:
    yield widget
    for child in getattr(widget, "children", ()) or ():
        yield from tree(child)


def unnamed(root: w.Widget) -> list[str]:
    """Controls a screen reader could not name: selects and inputs without a description,
    buttons with neither text nor tooltip."""
    out = []
    for widget in tree(root):
        if isinstance(widget, NAMED) and not widget.description.strip():
            if "ex-off" not in widget._dom_classes and widget.layout.display != "none":
                out.append(f"{type(widget).__name__} {widget._dom_classes}")
        if isinstance(widget, (w.Button, w.ToggleButton)) and not (
                widget.description.strip() or widget.tooltip):
            out.append(f"{type(widget).__name__} {widget._dom_classes}")
    return out


def names(root: w.Widget) -> list[str]:
    return [x.description for x in tree(root) if isinstance(x, (*NAMED, w.Button))]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_control_of_an_explorer_is_named_in_both_languages(game):
    app = explore(game, players=GAMES[game], seed=3)
    app.tools.options_toggle.value = True
    assert unnamed(app.widget) == []
    english = names(app.widget)
    app.set_language("ja")
    assert unnamed(app.widget) == []
    assert app.slider.description == "タイムライン：手順へ移動"
    assert app.seat_picker.description == "視点" and app.seed_box.description == "シード"
    assert sum(a != b for a, b in zip(english, names(app.widget), strict=True)) >= 5


def test_the_scorer_and_the_walkthrough_are_named():
    scorer = NaishiScorer()
    assert unnamed(scorer.widget) == []
    assert scorer.palettes[(1, 4)].description == "Card at Hand, place 5"
    walk = CallOrderWalkthrough(seed=1)
    assert unnamed(walk.widget) == []
    assert walk.round_picker.description == "Round"


def test_a_step_is_announced_with_the_next_player():
    app = explore("naishi", players=2, seed=2)
    app.buttons[0].click()
    status = app.a11y.status.value
    # The live region is the status widget's own content element, which the helper script
    # marks once and which stays while its text changes (a region made anew with its text is
    # often not read); the text goes inside it, with no second region.
    assert "role=" not in status and "aria-live" not in status
    assert "set(live,'role','status');set(live,'aria-live','polite')" in SCRIPT
    assert "Player 1 chooses" in status and "Player 2 to act." in status
    app.set_language("ja")
    assert "プレイヤー2の番です。" in app.a11y.status.value
    app.undo()
    status = app.a11y.status.value
    assert "Player 1" not in status and "プレイヤー1の番です。" in status


def test_the_keyboard_helper_follows_the_language():
    app = explore("whispers", players=3, seed=1)
    helper = app.a11y.widget
    assert app.widget.children[0] is helper
    assert 'data-lang="en"' in helper.value and "Skip to the moves" in helper.value
    assert 'data-slider="Timeline: go to a step"' in helper.value
    before = len(widget_module._instances)
    app.set_language("ja")
    assert 'data-lang="ja"' in helper.value and "手の一覧へ移動" in helper.value
    assert len(widget_module._instances) == before, "the language switch made no widget"
    kinds = [c for b in (app.first_button, app.prev_button, app.next_button, app.last_button)
             for c in b._dom_classes if c.startswith("ex-step-") and c != "ex-step-button"]
    assert kinds == ["ex-step-first", "ex-step-prev", "ex-step-next", "ex-step-last"]


def test_the_keyboard_helper_writes_an_attribute_only_when_it_changes():
    """The helper runs at every change of the page: an unconditional `setAttribute` (the root's
    `lang` above all) would make the browser restyle the whole explorer each time."""
    from explorer.widgets.a11y import SCRIPT

    assert SCRIPT.count("setAttribute(") == 1, "every write goes through the compare-first set"
    assert "if(e.getAttribute(k)!==v)e.setAttribute(k,v)" in SCRIPT
    assert ".title=" not in SCRIPT


def test_the_teachers_row_opens_in_the_presenter_layout():
    app = explore("naishi", players=2, seed=1, presenter=True)
    assert app.teacher_toggle.description == ""  # an icon in the presenter header
    assert app.teacher_toggle.tooltip.startswith("Open the teacher's row")
    assert "ex-teacher-open" not in app.widget._dom_classes
    app.teacher_toggle.value = True
    assert "ex-teacher-open" in app.widget._dom_classes
    assert ".ex-root.ex-presenter:not(.ex-teacher-open) .ex-teacher-bar" in app.style.value
    app.set_language("ja")
    assert "教師用" in app.teacher_toggle.tooltip
    app.teacher_toggle.value = False
    assert "ex-teacher-open" not in app.widget._dom_classes


def test_the_presenter_header_shows_icons_named_by_their_tooltips():
    """At 14 px the presenter header fits one line with its buttons as icons; each keeps its
    name (the tooltip, which a screen reader says) and gets its label back outside."""
    app = explore("whispers", players=5, seed=1)
    buttons = (app.new_button, app.presenter_toggle, app.teacher_toggle)
    assert [b.description for b in buttons] == ["New game", "Presenter", "Teacher"]
    app.set_presenter(True)
    assert [b.description for b in buttons] == ["", "", ""]
    assert [b.tooltip.split(":")[0] for b in buttons] == [
        "New game", "Presenter layout", "Open the teacher's row (scenarios, share codes, options, "
        "replay) in the presenter layout"]
    app.set_language("ja")
    assert [b.description for b in buttons] == ["", "", ""]
    assert app.new_button.tooltip == "新しいゲーム"
    app.set_presenter(False)
    assert [b.description for b in buttons] == ["新しいゲーム", "発表用", "教師用"]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_no_shown_label_repeats_a_controls_name(game):
    """Issue 40, finding 4: "players players", "seed seed". Text shown beside a control that
    says its name again is heard twice; the control's own shown label is its only name."""
    app = explore(game, seed=3)
    for lang in ("en", "ja"):
        app.set_language(lang)
        labels = [x.value for x in tree(app.widget) if isinstance(x, w.Label)]
        for control in (app.players_box, app.seed_box):
            assert control.description and control.description not in labels, labels
            assert "ex-named" not in control._dom_classes  # shown, not only spoken
    app.close()


def test_the_scorer_declares_its_language_on_its_root():
    """Issue 40, finding 4: the scorer's root had no `lang`. Its title carries the mark whose
    fixed script sets the root's `lang` (and, on a Voila page, the page's, once)."""
    from explorer.widgets.a11y import LANG_SCRIPT, PAGE_LANG, lang_mark

    scorer = NaishiScorer(lang="ja")
    assert lang_mark("ja") in scorer.title.value and 'data-lang="ja"' in scorer.title.value
    scorer.set_language("en")
    assert 'data-lang="en"' in scorer.title.value and 'data-lang="ja"' not in scorer.title.value
    assert PAGE_LANG in LANG_SCRIPT and PAGE_LANG in SCRIPT
    assert ".jp-InputArea-editor" in PAGE_LANG  # JupyterLab's own page keeps its language
