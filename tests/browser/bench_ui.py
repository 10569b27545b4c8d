"""`make bench-ui`: each game's explorer in JupyterLab in Chromium (the test machinery of
tests/browser), random enabled move buttons clicked like a learner would, click to repaint
measured in the page with a MutationObserver. Prints one JSON line a game:
`click_to_feedback_ms_*` (the first change: the clicked button's busy mark) and
`click_to_repaint_ms_*` (the next frame after the whole new position is on the page).

usage: python -m tests.browser.bench_ui [CLICKS]   (default 40 clicks a game)
"""

from __future__ import annotations

import json
import random
import statistics
import sys

from .conftest import chromium, new_page, running_lab
from .explorer_pages import GAMES, click_to_repaint, open_explorer, wait_idle


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
        f50, f95 = percentiles(first)
        r50, r95 = percentiles(done)
        return {"game": game, "players": GAMES[game], "clicks": len(done), "lost": lost,
                "click_to_feedback_ms_p50": round(f50, 1),
                "click_to_feedback_ms_p95": round(f95, 1),
                "click_to_repaint_ms_p50": round(r50, 1),
                "click_to_repaint_ms_p95": round(r95, 1)}


def main(argv: list[str]) -> int:
    clicks = int(argv[0]) if argv else 40
    with running_lab() as lab, chromium() as browser:
        for game in GAMES:
            print(json.dumps(measure(browser, lab, game, clicks)), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
