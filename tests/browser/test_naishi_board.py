"""Naishi's board at a laptop's 1,280 × 720, in both languages: "Explain the scores" shows
the explanation in view, right under the button (it used to open under the discard pile, a
screen below, so the press seemed to do nothing); the territories' tiles are all one width,
so the five columns (which are the rule) line up under their numbers; a card scored with its
kind says what the kind scores together."""

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


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_territory_columns_line_up(lab: str, browser: Any, artifacts: Path,
                                       lang: str) -> None:
    with new_page(browser, **PROJECTOR, timeout=90_000) as page:
        root = open_explorer(page, lab, "naishi", lang=lang)
        for _ in range(6):  # past the exchange: both territories are scored
            root.locator(".ex-bot-row button").first.click()
            wait_idle(page)
        tiles = root.locator(".ex-territory td > .ex-tile")
        expect(tiles.first).to_be_visible()
        page.wait_for_timeout(300)
        # One read of every box (the table is redrawn in place after a move).
        boxes = tiles.evaluate_all(
            "els => els.map(e => { const r = e.getBoundingClientRect();"
            " return {x: r.x, width: r.width}; })")
        assert len(boxes) == 20
        widths = {round(box["width"]) for box in boxes}
        assert len(widths) == 1, widths
        # Each column's tiles, Line and Hand, share their left edge.
        for territory in range(2):
            line = boxes[territory * 10:territory * 10 + 5]
            hand = boxes[territory * 10 + 5:territory * 10 + 10]
            for top, bottom in zip(line, hand, strict=True):
                assert abs(top["x"] - bottom["x"]) < 1
        badges = root.locator(".ex-territory .ex-badge").all_inner_texts()
        assert not any(text.strip() in ("set", "まとめて") for text in badges), badges
        page.screenshot(path=str(artifacts / f"naishi-columns-{lang}.png"))
