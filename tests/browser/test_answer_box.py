"""The exercises' answer boxes in a real browser, as a student without a code cell uses them:
type a score (Naishi) or pick the colours (Whispers), press Check, read the verdict; a slip
gets a hint; the 日本語 switch changes the labels and the verdict; no traceback on the page."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .conftest import open_and_run


def wait_for_text(page: Any, box: Any, text: str) -> None:
    page.wait_for_function("([el, text]) => el.textContent.includes(text)",
                           arg=[box.locator(".ex-answer-verdict").first.element_handle(), text])


@pytest.mark.browser
def test_a_score_is_typed_checked_and_read_in_both_languages(lab: str, page: Any,
                                                              artifacts: Path) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    open_and_run(page, lab, "notebooks/naishi.ipynb", wait_for=".ex-answer")
    box = page.locator(".ex-answer").first  # naishi-1: 41 points
    box.scroll_into_view_if_needed()
    field = box.locator(".ex-answer-text input").first
    assert box.get_by_label("Your answer (points):").count() == 1  # the input's own label
    field.fill("lots")
    box.locator("button.ex-answer-check").first.click()
    wait_for_text(page, box, "not a number")
    field.fill("40")
    box.locator("button.ex-answer-check").first.click()
    wait_for_text(page, box, "✗")
    field.fill("41")
    box.locator("button.ex-answer-check").first.click()
    wait_for_text(page, box, "✓")
    box.locator(".ex-language button:has-text('日本語')").first.click()
    wait_for_text(page, box, "正解")
    assert box.locator("button.ex-answer-check").first.inner_text().strip() == "答え合わせ"
    assert field.input_value() == "41"
    page.screenshot(path=str(artifacts / "answer-box-naishi.png"))
    assert page.locator(".jp-OutputArea-output:has-text('Traceback')").count() == 0
    assert not errors, errors


@pytest.mark.browser
def test_the_players_are_picked_and_checked(lab: str, page: Any, artifacts: Path) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    open_and_run(page, lab, "notebooks/whispers.ipynb", wait_for=".ex-answer")
    box = page.locator(".ex-answer").first  # whispers-1: Blue and Green
    box.scroll_into_view_if_needed()
    check = box.locator("button.ex-answer-check").first
    check.click()
    wait_for_text(page, box, "Pick at least one")
    box.locator("button.ex-answer-pick:has-text('Blue')").first.click()
    check.click()
    wait_for_text(page, box, "1 more")
    box.locator("button.ex-answer-pick:has-text('Green')").first.click()
    check.click()
    wait_for_text(page, box, "✓")
    page.screenshot(path=str(artifacts / "answer-box-whispers.png"))
    assert not errors, errors
