"""Open one game's explorer in JupyterLab as a learner would (a notebook with one cell, run,
JupyterLab's side bar closed) and measure it: bounding boxes for the layout test, click to
repaint for `make bench-ui`."""

from __future__ import annotations

import json
import time
import urllib.request
from typing import Any

from .conftest import open_and_run

#: The three games at their largest tables, as the issue's presenter case asks.
GAMES = {"naishi": 2, "whispers": 5, "citadels": 7}

#: The projector a teacher has.
PROJECTOR = {"width": 1280, "height": 720}


def put_notebook(lab: str, path: str, source: str) -> None:
    """Write a one-cell notebook into the server's folder through the contents API."""
    notebook = {
        "cells": [{"cell_type": "code", "execution_count": None, "metadata": {},
                   "outputs": [], "source": source}],
        "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python",
                                    "name": "python3"}},
        "nbformat": 4, "nbformat_minor": 5,
    }
    body = json.dumps({"type": "notebook", "format": "json", "content": notebook}).encode()
    request = urllib.request.Request(f"{lab}/api/contents/{path}", data=body, method="PUT",
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30):
        pass


def close_side_bar(page: Any) -> None:
    """Collapse JupyterLab's left side bar (the file browser) if it is open."""
    current = page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current")
    if current.count():
        current.first.click()
        page.wait_for_timeout(300)


def open_explorer(page: Any, lab: str, game: str, *, lang: str = "en",
                  presenter: bool = False, seed: int = 3) -> Any:
    """Run `explore(game, ...)` in a fresh notebook; return the explorer's root locator,
    scrolled to the top of the notebook's view."""
    players = GAMES[game]
    name = f"explorer-{game}-{lang}{'-presenter' if presenter else ''}.ipynb"
    put_notebook(lab, name, (
        "from explorer.widgets import explore\n"
        f"app = explore({game!r}, players={players}, seed={seed}, lang={lang!r}, "
        f"presenter={presenter})\napp"
    ))
    open_and_run(page, lab, name, wait_for=".ex-root .ex-action")
    close_side_bar(page)
    root = page.locator(".ex-root").first
    root.evaluate("el => el.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)
    return root


#: The end of both timings below: watch every change under `root`, start the clock, click
#: `button`, and give up (-1) after 15 s.
_WATCH_THEN_CLICK = """
    observer.observe(root, {subtree: true, childList: true, characterData: true,
                            attributes: true});
    start = performance.now();
    button.click();
    setTimeout(() => finish(-1), 15000);
})"""

#: Resolves with [first, done]: milliseconds from the click to the first change under the
#: explorer (the busy mark), and to the frame after the whole refresh (the step label changed
#: and the busy mark is gone); -1 if that did not happen within 15 s.
CLICK_TO_REPAINT = """([root, button]) => new Promise((resolve) => {
    const body = root.querySelector('.ex-body');
    const label = root.querySelector('.ex-step-label');
    const before = label.textContent;
    let start = 0, first = -1, finished = false;
    const finish = (value) => {
        if (finished) return;
        finished = true;
        observer.disconnect();
        resolve([first, value]);
    };
    const observer = new MutationObserver(() => {
        if (first < 0) first = performance.now() - start;
        if (!body.classList.contains('ex-busy') && label.textContent !== before) {
            observer.disconnect();
            requestAnimationFrame(() => finish(performance.now() - start));
        }
    });
""" + _WATCH_THEN_CLICK


#: Resolves with the milliseconds from clicking the language `button` to the explorer settled in
#: the new language: its `lang` attribute is `lang` and the last change under it is followed by
#: 400 ms without any (the time of that last change); -1 after 15 s.
SWITCH_TO_SETTLED = """([root, button, lang]) => new Promise((resolve) => {
    let start = 0, last = -1, finished = false, quiet = null;
    const finish = (value) => {
        if (finished) return;
        finished = true;
        observer.disconnect();
        resolve(value);
    };
    const settle = () => {
        if (root.getAttribute('lang') === lang && last >= 0)
            requestAnimationFrame(() => finish(last));
    };
    const observer = new MutationObserver(() => {
        last = performance.now() - start;
        clearTimeout(quiet);
        quiet = setTimeout(settle, 400);
    });
""" + _WATCH_THEN_CLICK


def switch_to_settled(page: Any, root: Any, lang: str) -> float:
    """Click the explorer's `lang` button (日本語 or English); milliseconds until it settled."""
    label = "日本語" if lang == "ja" else "English"
    button = root.locator(f".ex-language button:has-text('{label}')").first
    return float(page.evaluate(SWITCH_TO_SETTLED, [root.element_handle(),
                                                   button.element_handle(), lang]))


def click_to_repaint(page: Any, root: Any, button: Any) -> tuple[float, float]:
    """Click `button`; milliseconds to the first change and to the repainted position."""
    first, done = page.evaluate(CLICK_TO_REPAINT, [root.element_handle(),
                                                   button.element_handle()])
    return float(first), float(done)


def wait_idle(page: Any, timeout: float = 30) -> None:
    """Wait until the kernel has finished the last request."""
    deadline = time.monotonic() + timeout
    while not page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']").count():
        if time.monotonic() > deadline:
            raise TimeoutError("the kernel stayed busy")
        page.wait_for_timeout(50)
