"""The explorer's Hint in a real browser, in both languages: the suggested move is marked in the
move list (one button), the rule reason stands before the search's numbers, and a move takes
the mark and the hint away; axe finds nothing serious with the hint shown."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .explorer_pages import open_explorer
from .test_a11y import axe_source, violations  # noqa: F401 (axe_source: a fixture)

HINT = {"en": "Hint", "ja": "ヒント"}


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_hint_marks_the_move_and_gives_the_reason_first(
        lab: str, page: Any, artifacts: Path, axe_source: str,  # noqa: F811
        lang: str) -> None:
    root = open_explorer(page, lab, "citadels", lang=lang)
    root.locator("button.ex-hint").click()
    marked = root.locator(".ex-action.ex-suggested")
    marked.first.wait_for()
    assert marked.count() == 1
    box = root.locator(".ex-hint-box")
    assert HINT[lang] == root.locator("button.ex-hint").text_content().strip()
    # The reason (with its rule chip) comes before the numbers, in the page's order.
    before = box.evaluate(
        "el => { const w = el.querySelector('.ex-hint-why'),"
        " n = el.querySelector('.ex-hint-numbers');"
        " return !!(w && n && w.querySelector('.ex-chip')"
        " && (w.compareDocumentPosition(n) & Node.DOCUMENT_POSITION_FOLLOWING)); }")
    assert before, box.inner_html()
    root.screenshot(path=str(artifacts / f"hint-{lang}.png"))
    assert violations(page, root, axe_source) == []  # the mark and the hint keep axe clean
    root.locator(".ex-action:not(.ex-suggested):not([disabled])").first.click()
    page.wait_for_function(
        "el => !el.querySelector('.ex-suggested') && !el.querySelector('.ex-hint-box')",
        arg=root.element_handle())
