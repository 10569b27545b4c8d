"""The variant editor's "New cards" section (Naishi, issue 36 point 6): a new card from the
vocabulary by choices, checked as it is typed, shown in the difference and played, in both
languages; without a browser (setting `.value` and clicking fire the callbacks)."""

from __future__ import annotations

import json

import explorer
from explorer.widgets import VariantEditor
from tests.naishi.test_class_questions import GARDENER


def _gardener(editor: VariantEditor) -> None:
    """Add the Gardener of class question 5 as a user would, field by field."""
    assert editor.new_cards is not None
    editor.new_cards.add_button.click()
    form = editor.new_cards.forms[-1]
    form.id.value = "Gardener"
    form.en.value = "Gardener"
    form.ja.value = "庭師"
    form.family.value = "start"
    form.mark.value = "G"
    first = form.rows[0]
    first.pattern.value = "adjacent"
    first.card.value = "RiceField"
    first.points.value = "2"
    form.add_pattern.click()
    second = form.rows[1]
    second.pattern.value = "position"
    second.where.value = "corner"
    second.points.value = "5"


def test_the_gardener_is_added_by_choices_and_is_class_question_5() -> None:
    editor = VariantEditor("naishi")
    _gardener(editor)
    assert editor.variant == explorer.Variant.from_dict("naishi", GARDENER)
    assert "New card Gardener: 2 copies" in editor.diff.value
    assert "2 per adjacent Rice Field and 5 in a corner" in editor.diff.value
    editor.set_language("ja")
    assert "新しいカード「庭師」" in editor.diff.value and "四隅にあれば5点" in editor.diff.value
    assert editor.new_cards is not None
    form = editor.new_cards.forms[0]
    assert ("四隅", "corner") in form.rows[1].where.options
    assert ("田園", "RiceField") in form.rows[0].card.options
    assert form.rows[1].where.value == "corner" and form.family.value == "start"


def test_a_wrong_value_is_refused_as_typed_and_nothing_runs() -> None:
    editor = VariantEditor("naishi", lang="ja")
    _gardener(editor)
    assert editor.new_cards is not None
    form = editor.new_cards.forms[0]
    form.rows[0].points.value = "two"
    assert editor.variant is None and editor.run_button.disabled
    assert "kinds[0].scoring[0].points" in editor.messages.value
    assert "整数" in editor.messages.value
    form.copies.value = 3  # odd start copies: still refused, the reason said
    form.rows[0].points.value = "2"
    assert editor.variant is None and "偶数" in editor.messages.value
    form.copies.value = 2
    assert editor.variant is not None and editor.messages.value == ""


def test_the_gardener_runs_paired_games_and_draws_the_plots() -> None:
    editor = VariantEditor("naishi", bots="heuristic")
    _gardener(editor)
    editor.run(4)
    assert editor.comparison is not None and editor.comparison.variant.n == 4
    assert editor.progress.value == editor.progress.max == 8
    assert editor.plot_svg.startswith("<svg") and "<pre>" in editor.summary.value
    editor.set_language("ja")
    assert "<svg" in editor.plot.value


def test_export_import_and_reset_keep_the_forms_in_step() -> None:
    editor = VariantEditor("naishi")
    _gardener(editor)
    text = editor.export()
    assert json.loads(text)["content"]["kinds"][0]["id"] == "Gardener"
    editor.reset()
    assert editor.new_cards is not None and editor.new_cards.forms == []
    assert editor.variant == editor.published
    editor.import_json(text)
    assert [f.id.value for f in editor.new_cards.forms] == ["Gardener"]
    assert editor.variant == explorer.Variant.from_dict("naishi", GARDENER)


def test_at_most_four_new_cards_and_a_removed_one_is_gone() -> None:
    editor = VariantEditor("naishi")
    assert editor.new_cards is not None
    for _ in range(4):
        editor.new_cards.add_button.click()
    assert editor.new_cards.add_button.disabled and editor.variant is not None
    assert len(editor.variant.to_dict()["content"]["kinds"]) == 4
    editor.new_cards.forms[0].remove.click()
    assert not editor.new_cards.add_button.disabled and editor.variant is not None
    assert len(editor.variant.to_dict()["content"]["kinds"]) == 3


def test_other_games_have_no_new_cards_section() -> None:
    assert VariantEditor("whispers").new_cards is None
