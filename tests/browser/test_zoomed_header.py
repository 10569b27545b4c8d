"""Issue 40 (5): at 200 % zoom (1,280 × 720 seen as 640 × 360 CSS pixels) the explorer's
header filled the first screen. It wraps compactly: the header and the teacher's row together
take at most half the screen's height, with every control still there and named."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .conftest import new_page
from .explorer_pages import open_explorer


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_header_takes_at_most_a_third_of_a_zoomed_screen(lab: str, browser: Any,
                                                              artifacts: Path,
                                                              lang: str) -> None:
    with new_page(browser, 640, 360, timeout=90_000) as page:
        root = open_explorer(page, lab, "naishi", lang=lang)
        header = root.locator(".ex-header").first
        bar = root.locator(".ex-teacher-bar").first
        top, bottom = header.bounding_box(), bar.bounding_box()
        page.screenshot(path=str(artifacts / f"zoomed-header-{lang}.png"))
        assert top is not None and bottom is not None
        height = bottom["y"] + bottom["height"] - top["y"]
        assert height <= 150, (top, bottom)  # 168 px (four rows and more) before
        controls = root.locator(".ex-header, .ex-teacher-bar").locator(
            "button:visible, select:visible, input:visible")
        assert controls.count() >= 12
        for index in range(controls.count()):
            control = controls.nth(index)
            named = control.evaluate(
                "el => (el.textContent || el.title || el.getAttribute('aria-label') || '')"
                ".trim() || (el.labels && el.labels.length) || el.type === 'checkbox'"
                " || el.closest('.widget-inline-hbox')?.querySelector('label')?.textContent")
            assert named, control.evaluate("el => el.outerHTML")
            # Text is shown, or the control is an icon (its text its accessible name).
            shown = control.evaluate(
                "el => !!el.querySelector('i.fa') || !el.textContent.trim()"
                " || parseFloat(getComputedStyle(el).fontSize) >= 12")
            assert shown, control.evaluate("el => el.outerHTML")
