"""Issue 24 in real Chromium: axe-core finds no serious or critical violation and no colour
contrast failure in each game's explorer in JupyterLab and in the classroom pages (teacher,
seat, board), in both languages; a Naishi turn, an undo and a timeline step are played with the
keyboard alone, focus checked after each; in the presenter layout at 1,280 x 720 no visible
text is under 14 px.

axe-core comes from the npm registry through `make test` (build/npm/axe-core.tgz, see the
Makefile); the test reads it from there, offline."""

from __future__ import annotations

import os
import re
import tarfile
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from explorer.classroom import Server, serve
from tests.classroom_helpers import create

from .conftest import ROOT, new_page
from .explorer_pages import GAMES, open_explorer
from .test_classroom import GAMES as CLASSROOM_GAMES

pytestmark = pytest.mark.browser

AXE = Path(os.environ.get("EXPLORER_AXE", ROOT / "build" / "npm" / "axe-core.tgz"))

#: axe's WCAG 2.1 A and AA rules, run on the explorer's element only (JupyterLab's own page
#: is not the package's).
RUN_AXE = """async ([root]) => {
    const result = await axe.run(root, {runOnly: {type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']}, resultTypes: ['violations']});
    return result.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
        nodes: v.nodes.slice(0, 5).map(n => n.html.slice(0, 160) + ' :: ' +
                                         (n.failureSummary || '').slice(0, 200))}));
}"""


@pytest.fixture(scope="module")
def axe_source() -> str:
    if not AXE.is_file():
        raise RuntimeError(f"axe-core is missing at {AXE}: run `make {AXE.relative_to(ROOT)}`")
    with tarfile.open(AXE) as archive:
        member = archive.extractfile("package/axe.min.js")
        assert member is not None
        return member.read().decode("utf-8")


def violations(page: Any, root: Any, axe_source: str) -> list[dict[str, Any]]:
    page.add_script_tag(content=axe_source)
    found = page.evaluate(RUN_AXE, [root.element_handle()])
    return [v for v in found
            if v["impact"] in ("serious", "critical") or v["id"] == "color-contrast"]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_axe_finds_nothing_serious_in_an_explorer(lab: str, browser: Any, axe_source: str,
                                                  game: str, lang: str) -> None:
    with new_page(browser, 1280, 720) as page:
        root = open_explorer(page, lab, game, lang=lang)
        expect(root).to_have_attribute("lang", lang, timeout=30_000)
        root.locator("button.ex-action:not([disabled])").first.click()
        page.wait_for_timeout(500)
        assert violations(page, root, axe_source) == []
        # JupyterLab's own page keeps its language: only a page that is the app (Voila's,
        # test_binder) takes the lesson's.
        assert page.evaluate("document.documentElement.dataset.exLang") is None


def with_lang(url: str, lang: str) -> str:
    """`url` with `?lang=` (the classroom pages' language) before its fragment."""
    base, _, fragment = url.partition("#")
    joined = f"{base}{'&' if '?' in base else '?'}lang={lang}"
    return joined + (f"#{fragment}" if fragment else "")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize(("game", "players", "bots"), CLASSROOM_GAMES)
def test_axe_finds_nothing_serious_in_the_classroom_pages(
        browser: Any, axe_source: str, tmp_path: Path, game: str, players: int,
        bots: dict[str, str], lang: str) -> None:
    """The teacher's dashboard, a seat page (a phone) and the board, each whole page. axe-core
    is injected past the pages' Content-Security-Policy (they run no inline script)."""
    server: Server = serve(port=0, data=tmp_path / "class")
    try:
        found = _classroom_violations(browser, axe_source, server, game, players, bots, lang)
    finally:
        server.stop()
    assert found == {kind: [] for kind in ("teacher", "seat", "board")}


def _classroom_violations(browser: Any, axe_source: str, server: Server, game: str,
                          players: int, bots: dict[str, str],
                          lang: str) -> dict[str, list[dict[str, Any]]]:
    made = create(server, game=game, players=players, seed=6, bots=bots)
    pages = [("teacher", server.teacher_url, (1280, 720), ".cr-row"),
             ("seat", made["seats"][0]["url"], (390, 844), "#cr-log li"),
             ("board", made["board"]["url"], (1280, 720), "#cr-log li")]
    found = {}
    for kind, url, (width, height), ready in pages:
        context = browser.new_context(viewport={"width": width, "height": height},
                                      bypass_csp=True)
        try:
            page = context.new_page()
            page.goto(with_lang(url, lang))
            page.wait_for_selector(ready)
            assert page.locator("html").get_attribute("lang") == lang
            page.wait_for_timeout(300)
            found[kind] = violations(page, page.locator("body"), axe_source)
        finally:
            context.close()
    return found


def focused(page: Any) -> dict[str, Any]:
    return dict(page.evaluate("""() => {
        const a = document.activeElement;
        const first = a.closest('.ex-root').querySelector(
            '.ex-actions-list button.ex-action:not(:disabled)');
        const style = getComputedStyle(a);
        return {first: a === first, text: a.textContent, cls: a.className,
                outline: parseFloat(style.outlineWidth), style: style.outlineStyle};
    }"""))


def test_a_naishi_turn_an_undo_and_a_step_with_the_keyboard(lab: str, browser: Any) -> None:
    with new_page(browser, 1280, 720) as page:
        root = open_explorer(page, lab, "naishi", lang="en")
        expect(root).to_have_attribute("lang", "en", timeout=30_000)
        step = root.locator(".ex-step-label")
        title = root.locator(".ex-actions-title")
        root.locator(".ex-skip").focus()  # the explorer's first Tab stop
        page.keyboard.press("Enter")
        now = focused(page)
        assert now["first"], now
        assert now["outline"] >= 2 and now["style"] != "none", now
        turn = title.inner_text()
        played = 0
        while title.inner_text() == turn:  # one whole turn of Player 1
            before, label = step.inner_text(), focused(page)["text"]
            page.keyboard.press("Enter")
            expect(step).not_to_have_text(before, timeout=30_000)
            page.wait_for_timeout(300)
            now = focused(page)
            assert now["first"], (label, now)
            played += 1
            assert played < 6, "the turn did not end"
        assert "Player 2" in title.inner_text()
        after_turn = step.inner_text()
        page.keyboard.press("Alt+ArrowLeft")  # undo
        expect(step).not_to_have_text(after_turn, timeout=30_000)
        page.wait_for_timeout(300)
        assert focused(page)["first"]
        undone = step.inner_text()
        page.keyboard.press("Alt+ArrowRight")  # a timeline step forward (redo)
        expect(step).to_have_text(after_turn, timeout=30_000)
        page.wait_for_timeout(300)
        assert focused(page)["first"]
        assert undone != after_turn
        status = root.locator(".ex-status [role=status]")
        expect(status).to_contain_text("Player 2 to act.")


#: The characters of visible text by font size (px on the screen), under 14 px.
SMALL_TEXT = """(root) => {
    let total = 0, small = 0; const where = {};
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
        const text = walker.currentNode.textContent.trim();
        const el = walker.currentNode.parentElement;
        if (!text || !el.checkVisibility({visibilityProperty: true, opacityProperty: true}))
            continue;
        if (el.closest('details:not([open])') && !el.closest('summary')) continue;
        if (el.closest('.ex-sr-only, .ex-named > .widget-label')) continue;  // not on screen
        const box = el.getBoundingClientRect();
        if (!box.width || box.bottom < 0 || box.top > innerHeight) continue;
        const svg = el.closest('svg');
        const scale = svg ? svg.getScreenCTM().a : (el.currentCSSZoom || 1);
        const size = parseFloat(getComputedStyle(el).fontSize) * scale;
        total += text.length;
        if (size < 13.95) {
            small += text.length;
            const key = `${el.tagName}.${el.getAttribute('class')} ${size.toFixed(1)}px`;
            where[key] = (where[key] || 0) + text.length;
        }
    }
    return {total, small, where};
}"""


@pytest.mark.parametrize("game", sorted(GAMES))
def test_presenter_fills_a_large_screen_and_opens_the_teachers_row(
        lab: str, browser: Any, game: str, artifacts: Path) -> None:
    with new_page(browser, 1280, 720) as page:
        root = open_explorer(page, lab, game, presenter=True)
        small_width = root.bounding_box()["width"]
        small_move = root.locator("button.ex-action").first.bounding_box()["height"]
        page.set_viewport_size({"width": 1920, "height": 1080})
        page.wait_for_timeout(800)
        root.evaluate("el => el.scrollIntoView({block: 'start'})")
        assert root.bounding_box()["width"] > 1.35 * small_width
        move = root.locator("button.ex-action").first.bounding_box()
        assert move["height"] >= 1.35 * small_move, "the layout is drawn larger, not only wider"
        page.screenshot(path=str(artifacts / f"presenter-{game}-1920x1080.png"))
        # The teacher's row, folded away, opens without leaving the presenter layout.
        bar = root.locator(".ex-teacher-bar")
        expect(bar).to_be_hidden()
        root.locator(".ex-teacher-toggle").click()
        expect(bar).to_be_visible()
        expect(root).to_have_class(re.compile(r"\bex-presenter\b"))


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game", ["naishi", "whispers", "citadels"])
def test_presenter_text_is_at_least_14_px_at_1280_by_720(lab: str, browser: Any, game: str,
                                                         lang: str) -> None:
    """Every visible character, the turn graph's SVG labels at their drawn scale included, is
    at least 14 px on the screen (test_explorer_layout checks that the position still fits)."""
    with new_page(browser, 1280, 720) as page:
        root = open_explorer(page, lab, game, lang=lang, presenter=True)
        found = root.evaluate(SMALL_TEXT)
        assert found["total"] > 200 and found["small"] == 0, found["where"]
        header = root.locator(".ex-header")
        assert header.evaluate("el => el.scrollWidth <= el.clientWidth + 1"), "header cut off"
        # The header's buttons show their icons only, and keep their names.
        for part in (".ex-new-game", ".ex-presenter-toggle", ".ex-teacher-toggle"):
            button = root.locator(f"{part} button, button{part}").first
            assert button.get_attribute("title"), part


#: The focus ring's colour (html.py's `:focus-visible` outline).
RING = (0x1A, 0x4F, 0xD6)


def ring_widths(png: bytes, inner: tuple[int, int, int, int]) -> dict[str, int]:
    """How many pixels of the ring's colour run outwards from each side of the box `inner`
    (left, top, right, bottom in the image), through the middle of that side."""
    import io

    from PIL import Image

    image = Image.open(io.BytesIO(png)).convert("RGB")

    def ring(x: int, y: int) -> bool:
        if not (0 <= x < image.width and 0 <= y < image.height):
            return False
        pixel = image.getpixel((x, y))
        return sum(abs(a - b) for a, b in zip(pixel, RING, strict=True)) < 90

    left, top, right, bottom = inner
    mid_x, mid_y = (left + right) // 2, (top + bottom) // 2
    runs = {"left": [(left - d, mid_y) for d in range(1, 9)],
            "right": [(right + d, mid_y) for d in range(0, 8)],
            "top": [(mid_x, top - d) for d in range(1, 9)],
            "bottom": [(mid_x, bottom + d) for d in range(0, 8)]}
    return {side: sum(ring(x, y) for x, y in points) for side, points in runs.items()}


@pytest.mark.parametrize("game", ["naishi", "whispers"])
def test_the_focus_ring_on_the_first_move_is_seen_whole(lab: str, browser: Any, game: str,
                                                         artifacts: Path) -> None:
    """Issue 40, finding 4: the ring was 3 px by computed style but clipped to a 1 px sliver
    by the move list's scroll box. Counted in a screenshot's pixels, not from the style: at
    least 3 px of the ring's colour outside every side of the first move."""
    with new_page(browser, 1280, 720) as page:
        root = open_explorer(page, lab, game, lang="en")
        root.locator(".ex-skip").focus()
        page.keyboard.press("Enter")  # the skip link: focus on the first move
        first = root.locator(".ex-actions-list button.ex-action:not([disabled])").first
        expect(first).to_be_focused()
        first.scroll_into_view_if_needed()
        page.wait_for_timeout(300)
        box = first.bounding_box()
        pad = 12
        clip = {"x": box["x"] - pad, "y": box["y"] - pad,
                "width": box["width"] + 2 * pad, "height": box["height"] + 2 * pad}
        png = page.screenshot(clip=clip)
        (artifacts / f"focus-ring-{game}.png").write_bytes(png)
        scale = 1  # new_page's device scale factor
        inner = (pad * scale, pad * scale, round((pad + box["width"]) * scale) - 1,
                 round((pad + box["height"]) * scale) - 1)
        widths = ring_widths(png, inner)
        assert all(width >= 3 for width in widths.values()), widths
