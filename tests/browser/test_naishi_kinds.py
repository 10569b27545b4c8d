"""The variant editor's "New cards" section in a real browser (issue 36, point 6): the Gardener
of class question 5 built from the Naishi editor's fields and dropdowns alone, a wrong number
refused as it is typed, then 200 games each side with the bar moving and the plots drawn, at a
projector's 1,280 × 720, in each language."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from .editor_pages import editor_page, parts, run_200
from .test_variant_editor import _open_section


def _text(form: Any, cls: str, value: str) -> None:
    """Type `value` into the text field of class `ex-kind-<cls>` of `form`, sent on Enter."""
    field = form.locator(f".ex-kind-{cls} input").first
    field.scroll_into_view_if_needed()
    field.fill(value)
    field.press("Enter")


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_naishi_editor_adds_the_gardener_and_runs_200_games(
        lab: str, browser: Any, artifacts: Path, lang: str) -> None:
    import explorer
    from explorer.engine import tr
    from tests.naishi.test_class_questions import GARDENER

    expected = explorer.Variant.from_dict("naishi", GARDENER).diff(lang=lang)
    with editor_page(lab, browser, f"variant-naishi-kinds-{lang}.ipynb",
                     f"VariantEditor('naishi', lang={lang!r}, games=200)"
                     ) as (page, editor, errors):
        diff, error, run = parts(editor)

        _open_section(editor, tr("ui.kinds.section", lang))
        editor.locator("button.ex-kind-add").first.click()
        form = editor.locator(".ex-kind-card").first
        form.wait_for(state="visible", timeout=30_000)
        for cls, value in (("id", "Gardener"), ("name_en", "Gardener"), ("name_ja", "庭師"),
                           ("mark", "G")):
            _text(form, cls, value)
        form.locator(".ex-kind-family select").first.select_option(
            label=tr("ui.kinds.family.start", lang))
        # The first row: 2 per adjacent Rice Field; a word for the number is refused first.
        row = form.locator(".ex-kind-pattern").first.locator("xpath=..")
        row.locator(".ex-kind-pattern select").first.select_option(
            label=tr("ui.kinds.pattern.adjacent", lang))
        row.locator(".ex-kind-target select").first.select_option(
            label=tr("naishi.card.rice_field.name", lang))
        _text(row, "points", "two")
        expect(error.first).to_be_visible(timeout=30_000)
        expect(error.first).to_contain_text("kinds[0].scoring[0].points")
        expect(run).to_be_disabled()
        _text(row, "points", "2")
        expect(error).to_have_count(0, timeout=30_000)
        # The second row: 5 in a corner.
        form.locator("button.ex-kind-add-pattern").first.click()
        second = form.locator(".ex-kind-pattern").nth(1).locator("xpath=..")
        second.wait_for(state="visible", timeout=30_000)
        second.locator(".ex-kind-where select").first.select_option(
            label=tr("ui.kinds.where.corner", lang))
        _text(second, "points", "5")
        for line in expected:
            expect(diff).to_contain_text(line, timeout=60_000)
        expect(run).to_be_enabled()
        diff.scroll_into_view_if_needed()
        page.screenshot(path=str(artifacts / f"variant-editor-naishi-kinds-{lang}.png"))

        # 200 games each side, then the other language relabels the section in place.
        run_200(page, editor, lang)
        other = "日本語" if lang == "en" else "English"
        editor.locator(".ex-language button", has_text=other).first.click()
        back = "ja" if lang == "en" else "en"
        expect(editor.locator("button.ex-kind-add").first).to_contain_text(
            tr("ui.kinds.add", back), timeout=30_000)
        page.screenshot(path=str(artifacts / f"variant-editor-naishi-kinds-{lang}-plots.png"))
        assert page.locator(".jp-OutputArea-output:has-text('Traceback')").count() == 0
        assert not errors, errors
