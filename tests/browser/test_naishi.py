"""Naishi in a real browser: JupyterLab runs the lesson, two scorer cells are swapped by
clicks, and the new total is read from the page."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import expect

from explorer.games.naishi import score
from explorer.widgets.naishi import RULEBOOK_HAND, RULEBOOK_LINE

from .conftest import open_and_run


@pytest.mark.browser
def test_scorer_swap_by_clicks_updates_the_total(lab: str, page, artifacts: Path) -> None:
    open_and_run(page, lab, "notebooks/naishi.ipynb", wait_for=".ex-naishi-scorer")
    scorer = page.locator(".ex-naishi-scorer")
    total = scorer.locator(".ex-naishi-summary .ex-total-value")
    expect(total).to_have_text(str(score(RULEBOOK_LINE, RULEBOOK_HAND).total))

    # Swap the Line's Advisor (column 3) with the Hand's Naishi below it.
    scorer.locator(".ex-cell-0-2").click()
    scorer.locator(".ex-cell-1-2").click()
    line, hand = list(RULEBOOK_LINE), list(RULEBOOK_HAND)
    line[2], hand[2] = hand[2], line[2]
    expected = score(line, hand).total
    expect(total).to_have_text(str(expected))
    expect(scorer.locator(".ex-cell-0-2")).to_contain_text("Naishi")
    delta = f"({expected - score(RULEBOOK_LINE, RULEBOOK_HAND).total:+d})"
    expect(scorer.locator(".ex-naishi-summary .ex-delta")).to_have_text(delta)
    scorer.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "naishi-scorer.png"), full_page=False)


@pytest.mark.browser
def test_the_language_switch_renames_the_cards(lab: str, page) -> None:
    open_and_run(page, lab, "notebooks/naishi.ipynb", wait_for=".ex-naishi-scorer")
    scorer = page.locator(".ex-naishi-scorer")
    scorer.locator("button:has-text('日本語')").first.click()
    expect(scorer.locator(".ex-cell-1-2")).to_contain_text("内侍")
    expect(scorer.locator(".ex-naishi-summary")).to_contain_text("合計")
