"""Issue 38, acceptance: the game review in real JupyterLab and Chromium, in English and in
Japanese. At the end of the guided Naishi game, "Review your game" lists the learner's
decisions; a click on a bad one lands on its step with the better move marked in the move
list (and focused, so scrolled into view and read). The same in the explorer after the bots
played a game to the end. axe-core finds nothing serious with the review and the mark shown.

The positions were found beforehand with the Python API and are fixed by the seeds: in the
guided game, the free choices taken as the 6th then the 18th move offered (`FREE`: "Develop
Hand 3 from pile 3", the best move, then "Switch Hand 1 and Hand 3") give the learner's only
mistake, at move 19 (step 18), the better move "Switch the River cards of piles 3 and 5" (the
review's default budget, as the Review panel uses); the explorer's Naishi
game at seed 2, played to the end by the bots, has Player 1's first mistake at move 12
(step 11).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from explorer.engine.tutorial import tutorial

from .conftest import new_page
from .explorer_pages import PROJECTOR, open_explorer
from .test_a11y import axe_source, violations  # noqa: F401 (axe_source: a fixture)
from .test_guided import CHOSEN, DONE, MOVED_ON, open_guided, play_the_steps

pytestmark = pytest.mark.browser

BETTER = {"en": "◆ Better move: ", "ja": "◆ より良い手："}
#: The grade words of a mistake and of a blunder (悪手 is in 大悪手: both are checked).
MISTAKE = {"en": ("mistake", "blunder"), "ja": ("悪手", "大悪手")}
#: The guided Naishi game's free choices, as indexes in the moves offered (see above).
FREE = (5, 17)


def at_step(step: int, lang: str) -> re.Pattern[str]:
    """The timeline's label at `step` ("step 11 / 46", "11 / 46 手目")."""
    return re.compile(rf"\bstep {step} / " if lang == "en" else rf"^\s*{step} / ")
SUMMARY = {"en": "Review of Player 1", "ja": "プレイヤー1の振り返り"}


def go_to_a_bad_decision(root: Any, grade: str, step: int, lang: str) -> None:
    """Click the first decision of `grade` in the review list: the explorer goes to its
    `step` and marks the better move, named so in its label."""
    expect(root.locator(".ex-review-head").first).to_contain_text(SUMMARY[lang],
                                                                  timeout=60_000)
    row = root.locator(f"button.ex-review-row.ex-review-{grade}").first
    expect(row).to_be_visible()
    if grade == "mistake":  # the grade is said in words, not only by the row's colour
        said, worse = MISTAKE[lang]
        assert said in row.inner_text() and worse not in row.inner_text()
    row.click()
    expect(root.locator(".ex-step-label").first).to_contain_text(at_step(step, lang),
                                                                 timeout=30_000)
    marked = root.locator("button.ex-action.ex-better")
    expect(marked).to_have_count(1, timeout=30_000)
    assert marked.inner_text().startswith(BETTER[lang])
    expect(marked).to_be_focused(timeout=10_000)  # and scrolled into view
    # The mark is not the Hint's: no star, no hint box.
    assert root.locator(".ex-suggested").count() == 0


def make_these_free_choices(page: Any, root: Any, lang: str) -> None:
    """The guided Naishi game's free choices, each the move at its index in `FREE` among the
    moves offered; then the summary."""
    progress = root.locator(".ex-guided-progress").first
    assert len(FREE) == len(tutorial("naishi").free)
    for index in FREE:
        choices = root.locator(".ex-guided-choices button.ex-action")
        expect(choices.first).to_be_visible(timeout=30_000)
        before = progress.inner_text()
        choices.nth(index).click()
        page.wait_for_function(MOVED_ON, arg=[root.element_handle(), before], timeout=30_000)
        expect(root.locator(".ex-guided-chosen").first).to_contain_text(CHOSEN[lang],
                                                                          timeout=30_000)
    expect(root.locator(".ex-guided-done").first).to_contain_text(DONE[lang], timeout=30_000)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_review_your_guided_game_goes_to_a_mistake(lab: str, browser: Any, axe_source: str,  # noqa: F811
                                                   artifacts: Path, lang: str) -> None:
    with new_page(browser, PROJECTOR["width"], PROJECTOR["height"]) as page:
        root = open_guided(page, lab, "naishi", lang)
        play_the_steps(page, root, len(tutorial("naishi").steps))
        make_these_free_choices(page, root, lang)
        root.locator("button.ex-guided-review").first.click()
        app = root.locator(".ex-root:has(.ex-review):not(.ex-guided)").first
        expect(app).to_be_visible(timeout=60_000)
        go_to_a_bad_decision(app, "mistake", 18, lang)
        page.screenshot(path=str(artifacts / f"review-guided-{lang}.png"))
        assert violations(page, app, axe_source) == []


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_review_in_the_explorer_goes_to_a_mistake(lab: str, page: Any, axe_source: str,  # noqa: F811
                                                  artifacts: Path, lang: str) -> None:
    root = open_explorer(page, lab, "naishi", lang=lang, seed=2)
    root.locator(".ex-bot-row button").nth(1).click()  # the bots to the end
    expect(root.locator(".ex-bot-row button").nth(1)).to_be_disabled(timeout=60_000)
    root.locator("button.ex-review-button").click()
    go_to_a_bad_decision(root, "mistake", 11, lang)
    page.screenshot(path=str(artifacts / f"review-explorer-{lang}.png"))
    assert violations(page, root, axe_source) == []
