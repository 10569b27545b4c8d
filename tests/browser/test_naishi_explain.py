"""Naishi's "Explain the scores" at a laptop's 1,280 × 720, as a learner presses it: the
explanation appears in view, right under the button, in both languages (it used to open
under the discard pile, a screen below, so the press seemed to do nothing)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from .conftest import new_page
from .explorer_pages import PROJECTOR, open_explorer, wait_idle


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_explain_the_scores_shows_the_explanation_in_view(lab: str, browser: Any,
                                                          artifacts: Path, lang: str) -> None:
    with new_page(browser, **PROJECTOR, timeout=90_000) as page:
        root = open_explorer(page, lab, "naishi", lang=lang)
        toggle = root.locator(".ex-naishi-explain-toggle")
        toggle.scroll_into_view_if_needed()
        toggle.click()
        wait_idle(page)
        explained = root.locator(".ex-naishi-explained")
        expect(explained).to_be_visible()
        shown, pressed = explained.bounding_box(), toggle.bounding_box()
        assert shown is not None and pressed is not None
        # The explanation starts right under the button, inside the window.
        assert 0 <= shown["y"] < PROJECTOR["height"] - 40, shown
        assert shown["y"] - (pressed["y"] + pressed["height"]) < 40, (shown, pressed)
        page.screenshot(path=str(artifacts / f"naishi-explain-{lang}.png"))
