"""The teacher's row of every explorer, without a browser: scenario picker, Share / Load,
the Options panel (exactly the game's options, with rule ids and both languages, asking first
when moves would be lost) and the paced replay driven by the Play widget's value."""

from __future__ import annotations

import re

import ipywidgets as w
import pytest

import explorer
from explorer.engine import load_game, rule, scenarios
from explorer.engine.core import option_fields
from explorer.engine.i18n import has_message
from explorer.viz.html import escape, rule_chip
from explorer.widgets import explore

GAMES = explorer.registered_games()


def option_names(app: object) -> list[str]:
    return [row.name for row in app.tools.rows]  # type: ignore[attr-defined]  # an explorer, typed as object


@pytest.mark.parametrize("name", GAMES)
def test_the_options_panel_lists_exactly_the_games_options(name: str) -> None:
    app = explore(name, seed=1)
    fields = [f.name for f in option_fields(load_game(name).Options)]
    assert option_names(app) == fields
    assert list(app.tools.option_controls) == fields
    english = {n: app.tools.option_labels[n].value for n in fields}
    for field in fields:
        row = next(r for r in app.tools.rows if r.name == field)
        assert row.help.rule.startswith(f"{name}."), field
        assert row.help.rule in english[field] and escape(row.help.in_force().en) in english[field]
    app.set_language("ja")
    for field in fields:
        row = next(r for r in app.tools.rows if r.name == field)
        assert escape(row.help.in_force().ja) in app.tools.option_labels[field].value
    app.close()


def test_an_option_change_asks_first_when_moves_would_be_lost() -> None:
    app = explore("citadels", seed=2)
    app.bot_move()
    app.bot_move()
    match = app.match
    control = app.tools.option_controls["tiebreak"]
    control.value = "gold"
    assert "ex-off" not in app.tools.confirm_row._dom_classes
    assert "2" in app.tools.confirm_text.value
    app.tools.confirm_no.click()
    assert app.match is match and control.value == "classic"
    assert "ex-off" in app.tools.confirm_row._dom_classes
    control.value = "gold"
    app.tools.confirm_yes.click()
    assert app.match is not match and app.match.length == 0
    assert app.match.options.tiebreak.value == "gold" and app.match.seed == 2
    # With no move to lose, a change applies at once; New game keeps the reading.
    app.tools.option_controls["name_face_up"].value = False
    assert app.match.options.name_face_up is False
    app.new_game()
    assert app.match.options.name_face_up is False and app.match.options.tiebreak.value == "gold"


def test_a_refused_option_value_is_said_and_changes_nothing() -> None:
    app = explore("whispers", seed=1)
    match = app.match
    app.tools.option_controls["start_player"].value = "7"
    assert app.match is match
    assert "start" in app.messages.value or "7" in app.messages.value
    app.tools.option_controls["start_player"].value = "two"
    assert app.match is match and "ex-error" in app.messages.value
    assert app.tools.option_controls["start_player"].value == "0"


@pytest.mark.parametrize("name", GAMES)
def test_every_scenario_loads_from_the_picker(name: str) -> None:
    app = explore(name, seed=1, lang="ja")
    for scenario in scenarios(name):
        app.tools.scenario_picker.value = scenario.name
        if "ex-off" not in app.tools.confirm_row._dom_classes:
            app.tools.confirm_yes.click()
        assert app.match.start is not None, scenario.name
        assert escape(scenario.title.ja) in app.tools.scenario_note.value
        assert app.tools.play.max == app.match.length
        assert app.messages.value == ""
    app.close()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_scenario_picked_in_a_variants_match_says_it_leaves_the_variant(lang: str) -> None:
    """A scenario is written for the published game (its text names the printed characters):
    picked while a variant whose powers moved is shown, it starts the published game and says
    so; picked from the published game, it says nothing of the kind."""
    moved = explorer.Variant.from_dict("citadels", {"content": {"characters": {
        "Bishop": {"powers": ["protect", "crown"]}, "King": {"powers": []}}}})
    said = escape(explorer.engine.tr("ui.scenario.published", lang))
    app = explore(explorer.Match("citadels", 4, seed=1, variant=moved), lang=lang)
    app.tools.load_scenario("killed_king")
    assert app.match.variant.is_published
    assert said in app.tools.scenario_note.value
    app.tools.load_scenario("thief_robs_king")  # from the published game now
    assert said not in app.tools.scenario_note.value
    app.close()


def test_explore_opens_a_scenario_and_an_unknown_one_is_said() -> None:
    app = explore("naishi", scenario="declare_wins")
    assert app.tools.scenario_picker.value == "declare_wins" and app.match.length == 1
    bad = explore("naishi", scenario="nope", lang="ja")
    assert "declare_wins" in bad.messages.value and bad.match.start is None


@pytest.mark.parametrize("name", GAMES)
def test_share_then_load_rebuilds_the_match_and_a_bad_code_changes_nothing(name: str) -> None:
    app = explore(name, seed=3)
    for _ in range(5):
        app.bot_move()
    app.undo()
    app.tools.share()
    code = app.tools.code_box.value
    assert code.startswith("EX1.") and "ex-off" not in app.tools.code_panel._dom_classes
    other = explore(name, seed=9, lang="ja")
    match = other.match
    other.tools.code_box.value = code[:30] + code[31:]
    other.tools.load()
    assert other.match is match and "ex-error" in other.messages.value
    other.tools.code_box.value = explore(
        next(g for g in GAMES if g != name), seed=1).match.share_code()
    other.tools.load()
    assert other.match is match and "ex-error" in other.messages.value
    other.tools.code_box.value = code
    other.tools.load()
    assert other.match.timeline == app.match.timeline and other.match.step == app.match.step
    assert other.match.state == app.match.state


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_share_panel_and_the_code_loaded_note_close_by_button_and_at_the_next_move(
        lang: str) -> None:
    """Issue 40 (5): the code and the "Code loaded" banner used to stay until the page closed."""
    app = explore("naishi", seed=3, lang=lang, presenter=True)
    off = "ex-off"
    assert off in app.tools.code_panel._dom_classes and off in app.messages_close._dom_classes
    app.tools.share()
    assert off not in app.tools.code_panel._dom_classes
    assert app.tools.code_close.description == ("Close" if lang == "en" else "閉じる")
    app.tools.code_close.click()
    assert off in app.tools.code_panel._dom_classes
    app.tools.share()
    code = app.tools.code_box.value
    app.bot_move()
    assert off in app.tools.code_panel._dom_classes  # gone by itself at the next move
    app.tools.code_box.value = code
    app.tools.load()
    app.tools.confirm_yes.click()  # the move played is lost: asked first
    assert off in app.tools.code_panel._dom_classes and app.match.step == 0
    assert app.messages.value and off not in app.messages_close._dom_classes
    app.messages_close.click()
    assert app.messages.value == "" and off in app.messages_close._dom_classes
    app.tools.code_box.value = code
    app.tools.load()
    assert "ex-error" not in app.messages.value and app.messages.value
    app.bot_move()
    assert app.messages.value == "" and off in app.messages_close._dom_classes
    app.close()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_load_says_why_an_impossible_position_is_refused(lang: str) -> None:
    """Issue 23: a code of a well-typed but inconsistent position (six players' count for
    four players' lists) used to escape as an IndexError, and Load showed nothing."""
    import json

    from explorer import Match
    from explorer.engine.position import to_share_code

    state = json.loads(Match("citadels", players=4, seed=1).position().to_json())["state"]
    state["players"] = 6
    app = explore("citadels", seed=2, lang=lang)
    match = app.match
    app.tools.code_box.value = to_share_code({"g": "citadels", "p": state, "s": 0})
    app.tools.load()
    assert app.match is match and "ex-error" in app.messages.value
    assert "gold" in app.messages.value
    assert ("この局面は作れません" if lang == "ja" else "cannot be set up") in app.messages.value


def test_load_says_a_failure_that_is_not_a_refusal(monkeypatch: pytest.MonkeyPatch) -> None:
    """Whatever goes wrong while reading a code is said in the message area, never a silent
    button."""
    from explorer import Match

    def broken(*args: object, **kwargs: object) -> None:
        raise IndexError("tuple index out of range")

    app = explore("naishi", seed=1)
    match = app.match
    app.tools.code_box.value = match.share_code()
    monkeypatch.setattr(Match, "from_share_code", broken)
    app.tools.load()
    assert app.match is match and "ex-error" in app.messages.value
    assert "IndexError" in app.messages.value


def test_load_with_an_empty_box_asks_for_a_code() -> None:
    app = explore("naishi", seed=1)
    app.tools.load()
    assert "Paste a code" in app.tools.code_note.value


def test_the_paced_replay_moves_the_timeline_and_its_speed_is_chosen() -> None:
    app = explore("whispers", seed=4)
    app.play_to_end()
    app.goto(0)
    play = app.tools.play
    assert isinstance(play, w.Play) and play.max == app.match.length and play.value == 0
    for step in (1, 2, 3):
        play.value = step  # what the browser's ticks do
        assert app.match.step == step and app.slider.value == step
    app.tools.speed.value = 250
    assert play.interval == 250
    app.undo()
    assert play.value == 2


def test_the_teacher_row_is_updated_in_place() -> None:
    app = explore("citadels", seed=5)
    app.bot_move()
    from ipywidgets.widgets.widget import _instances

    before = len(_instances)
    for lang in ("ja", "en", "ja"):
        app.set_language(lang)
        app.tools.share()
        app.tools.options_toggle.value = not app.tools.options_toggle.value
    assert len(_instances) == before


def test_a_number_table_option_is_typed_as_numbers() -> None:
    app = explore("naishi", seed=1)
    box = app.tools.option_controls["ronin_points"]
    assert box.value == "8, 15, 45"
    box.value = "8, 15, 50"
    assert app.match.options.ronin_points == (8, 15, 50) and app.messages.value == ""
    assert box.value == "8, 15, 50"


def test_play_at_the_end_of_the_timeline_replays_from_the_start() -> None:
    app = explore("naishi", seed=2)
    for _ in range(4):
        app.bot_move()
    assert app.match.step == app.match.length == 4
    app.tools.play.playing = True  # what the browser's play button sets
    assert app.match.step == 0 and app.tools.play.value == 0
    app.tools.play.value = 2
    assert app.match.step == 2


def test_a_reading_applied_to_a_scenario_keeps_its_position() -> None:
    app = explore("whispers", scenario="grey_tie")
    tools = app.tools
    assert "ex-off" not in tools.apply_to_scenario._dom_classes
    assert [len(hand) for hand in app.match.state.hands] == [5, 6, 6]
    from ipywidgets.widgets.widget import _instances

    before = len(_instances)
    tools.option_controls["neutral_pass_counts"].value = "hand"
    assert "ex-off" in tools.confirm_row._dom_classes  # nothing lost: no question asked
    assert app.match.options.neutral_pass_counts.value == "hand"
    assert [len(hand) for hand in app.match.state.hands] == [5, 6, 6]
    assert (app.match.step, app.match.length) == (0, 1)
    assert tools.scenario_picker.value == "grey_tie" and "0" in app.messages.value
    assert len(_instances) == before  # the panel is updated in place
    # Unticked, a change deals a fresh game as before, and the scenario is left.
    tools.apply_to_scenario.value = False
    tools.option_controls["neutral_pass_counts"].value = "area"
    tools.confirm_yes.click()  # the scenario's move would be lost: asked first
    assert [len(hand) for hand in app.match.state.hands] == [6, 6, 6]
    assert tools.scenario_picker.value == "" and "ex-off" in tools.apply_to_scenario._dom_classes
    app.close()


def test_a_reading_that_breaks_a_scenarios_moves_is_said_and_changes_nothing() -> None:
    app = explore("whispers", scenario="palace_whisper", lang="ja")
    app.tools.option_controls["forced_card_is_placed"].value = True
    forced = [a for a in app.match.legal_actions() if str(a).startswith("forced")]
    app.play(forced[0])
    match = app.match
    app.tools.option_controls["forced_card_is_placed"].value = False
    assert app.match is match and match.options.forced_card_is_placed is True
    assert "ex-error" in app.messages.value and "手順を再現できません" in app.messages.value
    assert app.tools.option_controls["forced_card_is_placed"].value is True
    app.close()


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_an_options_row_leads_with_words_and_names_its_control_once(name: str, lang: str) -> None:
    """Issue 40, finding 3: the option's name in words comes first (its short name, as a
    variant's diff says it: issue 36), then the rule it settles as a rule chip (the rule's
    title, opening to its text), the key and rule id only after them (small, for teachers);
    every choice is in the learner's words; the reading's line is the control's name and is
    hidden from screen readers in the label."""
    app = explore(name, seed=1, lang=lang)
    for row in app.tools.rows:
        label = app.tools.option_labels[row.name].value
        assert has_message(f"{name}.option.{row.name}.label"), row.name
        short = escape(row.help.name_in_force().label(lang))
        assert label.startswith(f"<b>{short}</b>"), label
        chip = rule_chip(row.help.rule, lang)
        assert chip in label and escape(rule(row.help.rule).title.label(lang)) in chip
        small = label.index("<small class='ex-rule-id'>")
        assert label.index(short) < label.index(chip) < small
        assert label.index(row.name, small) < label.index(row.help.rule, small)
        line = escape(row.help.in_force().label(lang))
        assert f"<span aria-hidden='true'>{line}</span>" in label
        control = app.tools.option_controls[row.name]
        assert control.description == row.help.in_force().label(lang)
        if isinstance(control, w.Dropdown):
            for shown, value in control.options:
                if lang == "ja":
                    assert not re.search(r"[A-Za-z]{2}", shown), (row.name, shown)
                else:  # the game's words for it, never the value's key
                    assert "_" not in shown, (row.name, shown)
                    assert isinstance(value, bool) or has_message(
                        f"{name}.option.{row.name}.{value}"), (row.name, value)
    app.close()


def test_the_japanese_colours_box_holds_japanese_words_and_reads_them_back() -> None:
    app = explore("whispers", seed=1, lang="ja", colours=("red", "blue", "yellow"))
    box = app.tools.option_controls["colours"]
    assert box.value == "赤, 青, 黄色"
    box.value = "緑, 赤, 青"
    assert app.match.options.colours == ("green", "red", "blue")
    assert box.value == "緑, 赤, 青" and app.messages.value == ""
    app.close()
