"""Citadels in a real browser: JupyterLab runs the lesson, the walkthrough's ▶ button is clicked
several times, and the page shows the highlighted entry moving, its text changing to the
engine's sentence, and the called rank highlighted on the track."""

from __future__ import annotations

from pathlib import Path

import pytest

from explorer.engine import Match
from explorer.games.citadels import call_order

from .conftest import open_and_run


def lesson_round(lang: str = "en") -> tuple[list[str], int]:
    """The sentences of the lesson's walkthrough (5 players, seed 22, bots seeded 0), in the
    order ▶ reaches them from position 1 on, and how many of them are the draft's."""
    match = Match("citadels", 5, seed=22)
    while match.state.round < 2:
        match.play_bot(seed=0)
    data = call_order(match, round=1)
    return [e.message.label(lang) for e in (*data.draft, *data.calls)], len(data.draft)


def open_lesson(page, lab: str, selector: str):
    """Run the lesson in JupyterLab and return the first widget matching `selector`."""
    open_and_run(page, lab, "notebooks/citadels.ipynb", wait_for=selector)
    widget = page.locator(selector).first
    widget.scroll_into_view_if_needed()
    return widget


@pytest.mark.browser
def test_walkthrough_next_moves_the_highlight(lab: str, page, artifacts: Path) -> None:
    walk = open_lesson(page, lab, ".ex-citadels-walk")
    current = walk.locator(".ex-walk-entries li.ex-current")
    entry = walk.locator(".ex-walk-explain .ex-cit-entry")
    assert current.get_attribute("data-position") == "0"
    assert "Round 1 begins" in entry.text_content()

    expected, draft = lesson_round()
    texts = [entry.text_content()]
    for position in range(1, 10):
        walk.locator("button.ex-walk-next").click()
        page.wait_for_function(
            "([el, want]) => el.querySelector('li.ex-current')"
            " && el.querySelector('li.ex-current').dataset.position === want",
            arg=[walk.locator(".ex-walk-entries").element_handle(), str(position)],
        )
        text = entry.text_content()
        assert text == expected[position - 1]
        assert text not in texts
        texts.append(text)
    # Past the draft, position 9 is a call: its rank is highlighted on the track.
    highlighted = walk.locator(".ex-walk-track .ex-slot.ex-current")
    assert highlighted.count() == 1
    assert highlighted.get_attribute("data-rank") == str(9 - draft)
    assert walk.locator(".ex-walk-grid td.ex-mark-certain").count() > 0
    walk.screenshot(path=str(artifacts / "citadels-walkthrough.png"))

    # The language switch re-renders the same step in Japanese.
    walk.locator("button:has-text('日本語')").first.click()
    page.wait_for_function(
        "([el, want]) => el.querySelector('.ex-cit-entry').textContent === want",
        arg=[walk.locator(".ex-walk-explain").element_handle(), lesson_round("ja")[0][8]],
    )
    assert current.get_attribute("data-position") == "9"


@pytest.mark.browser
def test_explorer_bot_moves_update_the_table_and_track(lab: str, page, artifacts: Path) -> None:
    app = open_lesson(page, lab, ".ex-game-citadels:not(.ex-guided)")
    side = app.locator(".ex-cit-side")
    assert "Round 1: the call order" in side.text_content()
    bot = app.locator("button:has-text('Bot move')")
    table = app.locator(".ex-citadels-table").first
    # Play the draft and into the calls by bot moves: the track then highlights a rank.
    for _ in range(6):
        before = table.text_content()
        bot.click()
        page.wait_for_function(
            "([el, old]) => el.querySelector('.ex-citadels-table').textContent !== old",
            arg=[app.element_handle(), before],
        )
    page.wait_for_function(
        "(el) => el.querySelector('.ex-cit-side .ex-slot.ex-current') !== null",
        arg=app.element_handle(),
    )
    # Seen from Player 1's seat, the other hands stay face down.
    for player in (1, 2, 3):
        hand = app.locator(f".ex-cit-player[data-player='{player}'] .ex-cit-hand")
        assert hand.locator(".ex-hand-card").count() == hand.locator(".ex-hidden").count() > 0
    app.screenshot(path=str(artifacts / "citadels-explorer.png"))
