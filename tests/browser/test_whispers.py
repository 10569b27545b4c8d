"""王宮のささやき in a real browser: JupyterLab runs the lesson; the explorer's live turn graph
is on the page as SVG with one node per player, a click on a card button redraws it, and a
screenshot is kept in the artifacts folder."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import open_and_run


@pytest.mark.browser
def test_lesson_runs_and_shows_the_turn_graph(lab: str, page, artifacts: Path) -> None:
    open_and_run(page, lab, "notebooks/whispers.ipynb", wait_for=".wh-turn-graph svg")
    explorer = page.locator(".ex-game-whispers").first
    graph = explorer.locator(".wh-turn-graph svg").first
    nodes = graph.locator("g.node")
    assert nodes.count() >= 3, "one SVG node per player"
    labels = " ".join((nodes.nth(i).text_content() or "") for i in range(nodes.count()))
    assert "Red" in labels or "赤" in labels
    assert page.locator(".wh-table").count() >= 2, "the lesson's table and the explorer's"
    explorer.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "whispers-turn-graph.png"), full_page=False)

    # Play Red's first legal card by clicking its button: the step counter and graph change.
    before = graph.inner_html()
    explorer.locator("button.ex-action:not([disabled])").first.click()
    page.wait_for_function(
        "([el, old]) => el.innerHTML !== old",
        arg=[explorer.locator(".wh-turn-graph").first.element_handle(), before],
    )
    history = explorer.locator(".wh-history-graph")
    assert history.count() == 1
    page.screenshot(path=str(artifacts / "whispers-after-click.png"), full_page=False)
