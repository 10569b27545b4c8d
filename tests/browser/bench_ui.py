"""`make bench-ui`: each game's explorer in JupyterLab in Chromium (the test machinery of
tests/browser), random enabled move buttons clicked like a learner would, click to repaint
measured in the page with a MutationObserver. Prints one JSON line a game:
`click_to_feedback_ms_*` (the first change: the clicked button's busy mark) and
`click_to_repaint_ms_*` (the next frame after the whole new position is on the page); then
20 language switches, `language_switch_ms_*` (from the click on 日本語 or English to the
explorer's last change in the new language, 400 ms of quiet after it deciding that it was the
last).

usage: python -m tests.browser.bench_ui [CLICKS]   (default 40 clicks a game)

`--lite [SITE]` instead times JupyterLite's start: the site (`SITE`, else one built now with
`python -m tools.lite`) served on localhost, every request to another host refused, and for
each lesson, in a fresh browser (cold: nothing cached) then again in the same one (warm), the
seconds from opening the lesson to its first code cell (the install cell) done, Run All asked
for as soon as the notebook shows. One JSON line a lesson.

usage: python -m tests.browser.bench_ui --lite [SITE]
"""

from __future__ import annotations

import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from .conftest import ROOT, _start_cells, chromium, new_page, running_lab
from .explorer_pages import GAMES, click_to_repaint, open_explorer, switch_to_settled, wait_idle


def percentiles(values: list[float]) -> tuple[float, float]:
    if len(values) < 2:
        return (values[0], values[0]) if values else (-1.0, -1.0)
    return statistics.median(values), statistics.quantiles(values, n=20)[18]


def measure(browser: object, lab: str, game: str, clicks: int) -> dict[str, object]:
    with new_page(browser, timeout=90_000) as page:
        root = open_explorer(page, lab, game, seed=5)
        rng = random.Random(5)
        first: list[float] = []
        done: list[float] = []
        lost = 0
        for _ in range(clicks):
            wait_idle(page)
            buttons = root.locator(".ex-pool > .ex-action:not([disabled])")
            count = buttons.count()
            if count == 0:  # the game is over: a new one, untimed
                root.locator(".ex-new-game").click()
                continue
            feedback, repaint = click_to_repaint(page, root, buttons.nth(rng.randrange(count)))
            if repaint < 0:
                lost += 1
                continue
            first.append(feedback)
            done.append(repaint)
        switches: list[float] = []
        for index in range(SWITCHES):
            wait_idle(page)
            settled = switch_to_settled(page, root, "ja" if index % 2 == 0 else "en")
            if settled < 0:
                lost += 1
            else:
                switches.append(settled)
        f50, f95 = percentiles(first)
        r50, r95 = percentiles(done)
        s50, s95 = percentiles(switches)
        return {"game": game, "players": GAMES[game], "clicks": len(done), "lost": lost,
                "click_to_feedback_ms_p50": round(f50, 1),
                "click_to_feedback_ms_p95": round(f95, 1),
                "click_to_repaint_ms_p50": round(r50, 1),
                "click_to_repaint_ms_p95": round(r95, 1),
                "language_switch_ms_p50": round(s50, 1),
                "language_switch_ms_p95": round(s95, 1)}


#: Language switches timed after the clicks (日本語, English, … in turn).
SWITCHES = 20


LITE_LESSONS = ("00_welcome", "naishi", "whispers", "citadels")
FIRST_DONE = """() => {
    const prompt = document.querySelector('.jp-CodeCell .jp-InputPrompt');
    return !!prompt && /\\[\\d+\\]/.test(prompt.textContent);
}"""


def lite_first_cell(page: Any, base: str, lesson: str) -> tuple[float, dict[str, float]]:
    """Seconds from opening `lesson` in the site at `base` to its first code cell done, and
    where they went: seconds from the start to the notebook shown, Pyodide's WebAssembly
    fetched, the last wheel fetched (the packages loaded with Pyodide) and the first cell
    done."""
    page.context.route("**/*", lambda route: route.continue_()
                       if route.request.url.startswith(base + "/") else route.abort())
    start = time.monotonic()
    marks: dict[str, float] = {}

    def fetched(request: Any) -> None:
        path = request.url.split("?")[0]
        at = round(time.monotonic() - start, 2)
        if path.endswith("pyodide.asm.wasm"):
            marks["pyodide_wasm_s"] = at
        elif path.endswith(".whl"):
            marks["last_wheel_s"] = at
            marks["wheels"] = marks.get("wheels", 0) + 1

    page.context.on("requestfinished", fetched)
    page.goto(f"{base}/lab/index.html?path={lesson}.ipynb")
    page.wait_for_selector(".jp-Notebook .jp-CodeCell", timeout=120_000)
    marks["notebook_shown_s"] = round(time.monotonic() - start, 2)
    _start_cells(page, restart=False)
    page.wait_for_function(FIRST_DONE, timeout=300_000, polling=100)
    done = round(time.monotonic() - start, 2)
    page.context.remove_listener("requestfinished", fetched)
    return done, marks


def lite(argv: list[str]) -> int:
    from .test_lite import serving

    with tempfile.TemporaryDirectory(prefix="bench-lite-") as scratch:
        site = Path(argv[0]) if argv else Path(scratch) / "site"
        if not argv:
            subprocess.run([sys.executable, "-m", "tools.lite", str(site)], cwd=ROOT,
                           check=True, capture_output=True)
        with serving(site) as base, chromium() as browser:
            for lesson in LITE_LESSONS:
                context = browser.new_context(viewport={"width": 1600, "height": 1000})
                try:
                    cold, cold_marks = lite_first_cell(context.new_page(), base, lesson)
                    warm, warm_marks = lite_first_cell(context.new_page(), base, lesson)
                finally:
                    context.close()
                print(json.dumps({"lite_lesson": lesson, "first_cell_done_s_cold": cold,
                                  "first_cell_done_s_warm": warm, "cold": cold_marks,
                                  "warm": warm_marks}), flush=True)
    return 0


def main(argv: list[str]) -> int:
    if argv and argv[0] == "--lite":
        return lite(argv[1:])
    clicks = int(argv[0]) if argv else 40
    with running_lab() as lab, chromium() as browser:
        for game in GAMES:
            print(json.dumps(measure(browser, lab, game, clicks)), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
