"""The explorer's layout in a real browser at a projector's 1,280 × 720 with JupyterLab's side
bar closed: in the presenter layout one position of Naishi, Whispers (5 players) and Citadels
(7 players) fits the notebook's view in both languages, at the start and a few rounds in; no
panel squashes another, and opening "why greyed out" hides no move. Screenshots go to
test-artifacts/."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .conftest import new_page
from .explorer_pages import GAMES, PROJECTOR, open_explorer, wait_idle


@pytest.fixture
def projector(browser: Any) -> Iterator[Any]:
    with new_page(browser, **PROJECTOR, timeout=90_000) as page:
        yield page


def box(locator: Any) -> dict[str, float]:
    found = locator.bounding_box()
    assert found is not None, "the element is not displayed"
    return dict(found)


def assert_fits(page: Any, root: Any, label: str, shot: Path) -> None:
    root.evaluate("el => el.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(200)
    page.screenshot(path=str(shot))
    view = box(page.locator(".jp-NotebookPanel-notebook").first)
    shown = box(root)
    assert shown["height"] <= view["height"] + 1, f"{label}: {shown} taller than {view}"
    assert shown["x"] + shown["width"] <= view["x"] + view["width"] + 1, f"{label}: too wide"
    overflow = root.evaluate("el => el.scrollWidth - el.clientWidth")
    assert overflow <= 1, f"{label}: content {overflow}px wider than the explorer"
    for part in (".ex-actions-list", ".ex-bot-row", ".ex-timeline", ".ex-table-panel"):
        assert box(root.locator(part).first)["height"] >= 20, f"{label}: {part} squashed"
    # The position itself needs no scrolling (only the log, a history, may scroll).
    hidden = root.locator(".ex-table-panel, .ex-side, .ex-side .widget-html").evaluate_all(
        "els => els.filter(el => el.scrollHeight > el.clientHeight + 1"
        " || el.scrollWidth > el.clientWidth + 1).map(el => el.className)")
    assert not hidden, f"{label}: these panels hide part of their content: {hidden}"
    # No move's label is cut off: buttons wrap their text.
    cut = root.locator(".ex-action").evaluate_all(
        "els => els.filter(b => b.offsetParent && b.scrollWidth > b.clientWidth + 1)"
        ".map(b => b.textContent)")
    assert not cut, f"{label}: cut-off labels {cut}"
    # No button is squashed by its column (a sliver whose label no longer shows).
    squashed = root.locator("button").evaluate_all(
        "els => els.filter(b => b.offsetParent && b.clientHeight < 18)"
        ".map(b => b.className + ' ' + b.textContent)")
    assert not squashed, f"{label}: squashed buttons {squashed}"


def bot_moves(page: Any, root: Any, count: int) -> None:
    for _ in range(count):
        root.locator(".ex-bot-row button").first.click()
        wait_idle(page)
    page.wait_for_timeout(300)


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game", list(GAMES))
def test_presenter_layout_fits_a_projector(lab: str, projector: Any, artifacts: Path,
                                           game: str, lang: str) -> None:
    root = open_explorer(projector, lab, game, lang=lang, presenter=True)
    assert_fits(projector, root, f"{game} {lang} start",
                artifacts / f"presenter-{game}-{lang}.png")
    bot_moves(projector, root, 12)
    assert_fits(projector, root, f"{game} {lang} after 12 moves",
                artifacts / f"presenter-{game}-{lang}-later.png")
    # The header's toggle leaves the presenter layout and comes back.
    toggle = root.locator(".ex-presenter-toggle")
    toggle.click()
    projector.wait_for_function("el => !el.classList.contains('ex-presenter')",
                                arg=root.element_handle())
    projector.screenshot(path=str(artifacts / f"normal-{game}-{lang}-later.png"))
    # Out of the presenter layout, every seat's bot picker is in view inside its panel.
    panel = box(root.locator(".ex-actions-panel").first)
    pickers = root.locator(".ex-bot-picker:not(.ex-off)")
    assert pickers.count() == GAMES[game]
    for index in range(pickers.count()):
        shown = box(pickers.nth(index))
        assert panel["x"] - 1 <= shown["x"] and (
            shown["x"] + shown["width"] <= panel["x"] + panel["width"] + 1), (
            f"{game} {lang}: bot picker {index} is cut off")
    toggle.click()
    projector.wait_for_function("el => el.classList.contains('ex-presenter')",
                                arg=root.element_handle())


@pytest.mark.browser
def test_why_greyed_out_opens_under_the_moves_without_hiding_them(lab: str, projector: Any,
                                                                 artifacts: Path) -> None:
    root = open_explorer(projector, lab, "naishi")
    for _ in range(40):
        if root.locator(".ex-why summary").count():
            break
        bot_moves(projector, root, 1)
    moves = root.locator(".ex-actions-list")
    before = box(moves)
    root.locator(".ex-why summary").click()
    projector.wait_for_timeout(300)
    after = box(moves)
    note = box(root.locator(".ex-why-note"))
    assert after["height"] == pytest.approx(before["height"], abs=1) and after["height"] > 40
    assert note["y"] >= after["y"] + after["height"] - 1, "the list opens under the moves"
    assert box(root.locator(".ex-bot-row"))["height"] >= 28
    projector.screenshot(path=str(artifacts / "explorer-why-open.png"))


@pytest.mark.browser
def test_seven_citadels_players_share_rows_outside_the_presenter_layout(
        lab: str, browser: Any, artifacts: Path) -> None:
    """Issue 24: out of the presenter layout, seven Citadels players are laid side by side as
    the table's width allows, not one mostly empty full-width row each."""
    with new_page(browser, 1600, 1000) as page:
        root = open_explorer(page, lab, "citadels")
        players = root.locator(".ex-cit-player")
        assert players.count() == 7
        boxes = [box(players.nth(i)) for i in range(7)]
        rows = {round(b["y"]) for b in boxes}
        assert len(rows) <= 4, f"{len(rows)} rows for 7 players"
        table = box(root.locator(".ex-citadels-table").first)
        assert all(b["width"] < 0.7 * table["width"] for b in boxes)
        page.screenshot(path=str(artifacts / "citadels-7-normal.png"))
