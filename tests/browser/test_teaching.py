"""The teacher's row in a real browser, in each game lesson: load a scenario from the picker,
change a rule option (confirming when moves would be lost), share a code and load it back (and
see a damaged one refused), then play the paced replay for a few steps; no error on the page."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .conftest import open_and_run

LESSONS = {"naishi": "notebooks/naishi.ipynb", "whispers": "notebooks/whispers.ipynb",
           "citadels": "notebooks/citadels.ipynb"}


def confirm_if_asked(explorer: Any) -> None:
    """Click the confirm row's Yes when the explorer asks (moves would be lost)."""
    row = explorer.locator(".ex-confirm")
    if row.count() and row.first.is_visible():
        explorer.locator(".ex-confirm-yes button, button.ex-confirm-yes").first.click()


#: The step number shown by the timeline ("step 3 / 9", "3 / 9 手目").
STEP = "(el => { const m = el.innerText.match(/(\\d+)\\s*\\/\\s*\\d+/); return m ? +m[1] : -1; })"


@pytest.mark.browser
@pytest.mark.parametrize("game", sorted(LESSONS))
def test_scenario_option_share_and_replay_in_the_lesson(lab: str, page: Any, game: str,
                                                        artifacts: Path) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    open_and_run(page, lab, LESSONS[game], wait_for=".ex-teacher-bar")
    explorer = page.locator(f".ex-root.ex-game-{game}:not(.ex-guided)").first
    explorer.scroll_into_view_if_needed()
    messages = explorer.locator(".ex-messages").first

    # A scenario from the picker: its description appears.
    explorer.locator(".ex-scenario-picker select").first.select_option(index=1)
    page.wait_for_timeout(500)
    confirm_if_asked(explorer)
    note = explorer.locator(".ex-scenario-note").first
    page.wait_for_function("el => el.textContent.trim().length > 20", arg=note.element_handle())

    # An option: open the panel, pick the other value of the first listed choice.
    explorer.locator(".ex-options-toggle").first.click()
    panel = explorer.locator(".ex-options-panel").first
    panel.wait_for(state="visible")
    select = panel.locator("select").first
    before = select.input_value()
    values = select.locator("option").evaluate_all("os => os.map(o => o.value)")
    select.select_option(value=next(v for v in values if v != before))
    page.wait_for_timeout(500)
    confirm_if_asked(explorer)
    page.wait_for_function("([el, old]) => el.value !== old",
                           arg=[select.element_handle(), before])
    assert "ex-error" not in messages.inner_html()

    # Bots play a few moves, then Share shows a code and Load brings it back.
    bot = explorer.locator(".ex-bot-row button").first
    for _ in range(3):
        bot.click()
        page.wait_for_timeout(400)
    explorer.locator(".ex-share").first.click()
    box = explorer.locator(".ex-share-code textarea").first
    page.wait_for_function("el => el.value.startsWith('EX1.')", arg=box.element_handle())
    code = box.input_value()
    box.fill("EX1.damaged.00000000")
    explorer.locator(".ex-load").first.click()
    explorer.locator(".ex-messages .ex-error").first.wait_for()
    box.fill(code)
    explorer.locator(".ex-load").first.click()
    page.wait_for_timeout(500)
    confirm_if_asked(explorer)
    page.wait_for_function("el => !el.querySelector('.ex-error') && el.textContent.length > 5",
                           arg=messages.element_handle())

    # The paced replay: back to the start, then play; the step counter climbs by itself.
    label = explorer.locator(".ex-step-label").first.element_handle()
    explorer.locator("button:has-text('|◀')").first.click()
    page.wait_for_function(f"el => {STEP}(el) === 0", arg=label)
    explorer.locator(".ex-speed select").first.select_option(index=2)
    explorer.locator(".ex-replay button").first.click()
    page.wait_for_function(f"el => {STEP}(el) >= 2", arg=label, timeout=30_000)
    explorer.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / f"teaching-{game}.png"), full_page=False)
    tracebacks = page.locator(".jp-OutputArea-output:has-text('Traceback')")
    assert tracebacks.count() == 0
    assert not errors, errors
