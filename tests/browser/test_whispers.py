"""王宮のささやき in a real browser: JupyterLab runs the lesson; the explorer's live turn graph
is on the page as SVG with one node per player, a click on a card button redraws it, no two
labels overlap with the browser's own fonts in either language, "Enlarge" widens it, and
screenshots are kept in the artifacts folder."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from .conftest import open_and_run


@pytest.mark.browser
def test_lesson_runs_and_shows_the_turn_graph(lab: str, page, artifacts: Path) -> None:
    open_and_run(page, lab, "notebooks/whispers.ipynb", wait_for=".wh-turn-graph svg")
    explorer = page.locator(".ex-game-whispers:not(.ex-guided)").first
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


# Pairs of labels (of different nodes or arrows) whose text boxes overlap, as the browser lays
# them out with its real fonts (each box trimmed by a tenth of its height at top and bottom:
# a CJK font's line box is taller than its letters).
OVERLAPS = """svg => {
    const texts = [...svg.querySelectorAll('text')].filter(t => t.getBBox().width > 0);
    const boxes = texts.map(t => {
        const r = t.getBoundingClientRect();
        return {l: r.left, r: r.right, t: r.top + r.height * 0.1, b: r.bottom - r.height * 0.1,
                owner: t.closest('g.node, g.edge') || t};
    });
    let hits = 0;
    for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i], b = boxes[j];
        if (a.owner !== b.owner && a.l < b.r - 1 && b.l < a.r - 1 && a.t < b.b && b.t < a.b) {
            hits++;
        }
    }
    return [hits, boxes.length];
}"""


@pytest.mark.browser
def test_graph_labels_apart_in_both_languages_and_enlarge(lab: str, page,
                                                         artifacts: Path) -> None:
    open_and_run(page, lab, "notebooks/whispers.ipynb", wait_for=".wh-turn-graph svg")
    explorer = page.locator(".ex-game-whispers:not(.ex-guided)").last
    graph = explorer.locator(".wh-turn-graph svg").first
    for label, heading in (("English", "may play next"), ("日本語", "次の手番の候補")):
        explorer.locator(".ex-language button", has_text=label).first.click()
        expect(graph).to_contain_text(heading)
        hits, texts = graph.evaluate(OVERLAPS)
        assert texts >= 5 and hits == 0, (label, hits, texts)
    side = explorer.locator(".wh-side")
    width = graph.bounding_box()["width"]
    explorer.locator(".wh-enlarge").click()
    expect(side).to_have_class(re.compile("wh-enlarged"))
    page.wait_for_function("([el, w]) => el.getBoundingClientRect().width > w",
                           arg=[graph.element_handle(), width])
    assert graph.evaluate(OVERLAPS)[0] == 0
    graph.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "whispers-graph-enlarged.png"), full_page=False)
