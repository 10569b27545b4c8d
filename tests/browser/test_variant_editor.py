"""The design lab's variant editor in a real browser: change a card count and read the
difference, run 200 games with the bar moving, see the plots drawn (an inline SVG titled in the
language), then switch to Japanese and see the labels, the difference and the plots change; no
error on the page, and axe-core finds nothing serious in the editor in either language."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .conftest import open_and_run
from .test_a11y import axe_source, violations  # noqa: F401  (a fixture, used by name)

#: The progress bar's fill, as a percentage of its width (-1 before it is drawn).
FILL = "(el => { const bar = el.querySelector('.progress-bar');" \
       " return bar ? parseFloat(bar.style.width || '0') : -1; })"

#: Whether the editor shows plots other than `old` (each drawing is a new inline <svg>).
NEW_PLOT = """([editor, old]) => {
    const svg = editor.querySelector('.ex-variant-plot svg[role="img"]');
    return !!svg && svg.outerHTML !== old;
}"""


@pytest.mark.browser
def test_change_a_card_run_200_games_and_switch_language(
        lab: str, page: Any, artifacts: Path,
        axe_source: str,  # noqa: F811  (the fixture imported above)
) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    open_and_run(page, lab, "notebooks/design_lab.ipynb", wait_for=".ex-variant-editor")
    editor = page.locator(".ex-variant-editor").first
    editor.scroll_into_view_if_needed()
    diff = editor.locator(".ex-variant-diff").first
    plot = editor.locator(".ex-variant-plot svg[role='img']").first
    # The notebook's own cell already set three Naishi cards and ran 30 games.
    page.wait_for_function("el => el.textContent.includes('2 → 3')", arg=diff.element_handle())
    first_plot = plot.evaluate("el => el.outerHTML")
    assert plot.get_attribute("aria-label").startswith("The published game (30 games)")

    # One card count changed as a learner types it: the difference says so at once.
    monk = editor.locator(".ex-at-deck-monk input").first
    monk.fill("5")
    monk.press("Enter")
    page.wait_for_function("el => el.textContent.includes('3 → 5')", arg=diff.element_handle())
    assert not editor.locator(".ex-messages .ex-error").count()

    # 200 games each side: the bar is seen part-way, then full, and the plots are redrawn.
    games = editor.locator(".ex-variant-games input").first
    games.fill("200")
    games.press("Enter")
    run = editor.locator("button.ex-variant-run").first
    page.wait_for_function("el => el.textContent.includes('200')", arg=run.element_handle())
    progress = editor.locator(".ex-variant-progress").first.element_handle()
    run.click()
    page.wait_for_function(f"el => {{ const f = {FILL}(el); return f > 0 && f < 100; }}",
                           arg=progress, timeout=120_000)
    page.wait_for_function(f"el => {FILL}(el) >= 100", arg=progress, timeout=300_000)
    page.wait_for_function(NEW_PLOT, arg=[editor.element_handle(), first_plot],
                           timeout=60_000)
    summary = editor.locator(".ex-variant-summary").first
    page.wait_for_function("el => el.textContent.includes('over 200 games')",
                           arg=summary.element_handle())
    assert "Lead changes" in summary.inner_text()
    english_plot = plot.evaluate("el => el.outerHTML")
    page.screenshot(path=str(artifacts / "variant-editor-en.png"), full_page=False)
    # Accessible (issue 24): no serious or critical axe-core finding, no contrast failure.
    assert violations(page, editor, axe_source) == []

    # 日本語: the title, the difference, the summary and the plots, in place.
    editor.locator(".ex-language button", has_text="日本語").first.click()
    page.wait_for_function("el => el.textContent.includes('僧侶：3枚 → 5枚')",
                           arg=diff.element_handle())
    page.wait_for_function(NEW_PLOT, arg=[editor.element_handle(), english_plot],
                           timeout=60_000)
    assert "変更版エディター" in editor.inner_text()
    assert plot.get_attribute("aria-label").startswith("通常ルール（200ゲーム）")
    page.wait_for_function("el => el.textContent.includes('首位交代')",
                           arg=summary.element_handle())
    assert "Run" not in run.inner_text() and "ゲームを実行" in run.inner_text()
    editor.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "variant-editor-ja.png"), full_page=False)
    assert violations(page, editor, axe_source) == []
    assert page.locator(".jp-OutputArea-output:has-text('Traceback')").count() == 0
    assert not errors, errors
