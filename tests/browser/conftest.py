"""Real-browser fixtures: a real JupyterLab server on a free local port and Debian's Chromium
driven by Playwright. Nothing here is skipped: a missing browser is an error that says so."""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("EXPLORER_CHROMIUM", "/usr/bin/chromium")
ARTIFACTS = ROOT / "test-artifacts"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextmanager
def running_lab(python: str = sys.executable, *, env: dict[str, str] | None = None,
                args: Sequence[str] = ()) -> Iterator[str]:
    """A JupyterLab server run by `python` on a copy of the repository's notebooks; yields its
    base URL. `env` replaces this process's environment; `args` are further server options
    (Voila's, for example)."""
    port = _free_port()
    home = Path(tempfile.mkdtemp(prefix="explorer-lab-"))
    settings = home / "settings" / "@jupyterlab" / "apputils-extension"
    settings.mkdir(parents=True)
    (settings / "notification.jupyterlab-settings").write_text(
        json.dumps({"fetchNews": "false", "checkForUpdates": False})
    )
    docmanager = home / "settings" / "@jupyterlab" / "docmanager-extension"
    docmanager.mkdir(parents=True)
    (docmanager / "plugin.jupyterlab-settings").write_text(json.dumps({"autosave": False}))
    # The server works on a copy of the notebooks, so a run never writes into the repository.
    root = home / "root"
    shutil.copytree(ROOT / "notebooks", root / "notebooks")
    if (ROOT / "test-artifacts").is_dir():
        shutil.copytree(ROOT / "test-artifacts", root / "test-artifacts",
                        ignore=shutil.ignore_patterns("*.png"))
    env = {
        **(os.environ if env is None else env),
        "JUPYTERLAB_SETTINGS_DIR": str(home / "settings"),
        "JUPYTERLAB_WORKSPACES_DIR": str(home / "workspaces"),
        "JUPYTER_RUNTIME_DIR": str(home / "runtime"),
    }
    log = open(home / "lab.log", "wb")
    process = subprocess.Popen(
        [
            python, "-m", "jupyterlab", "--no-browser", "--allow-root",
            "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}",
            "--ServerApp.port_retries=0",
            "--IdentityProvider.token=", "--ServerApp.password=",
            "--ServerApp.disable_check_xsrf=True",
            f"--ServerApp.root_dir={root}", *args,
        ],
        cwd=root, env=env, stdout=log, stderr=subprocess.STDOUT,
    )
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 90
    while True:
        try:
            with urllib.request.urlopen(f"{base}/api/status", timeout=2):
                break
        except OSError:
            if process.poll() is not None or time.monotonic() > deadline:
                process.kill()
                raise RuntimeError(
                    "JupyterLab did not start:\n" + (home / "lab.log").read_text()[-3000:]
                ) from None
            time.sleep(0.3)
    try:
        yield base
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
        log.close()
        shutil.rmtree(home, ignore_errors=True)


@pytest.fixture(scope="session")
def lab() -> Iterator[str]:
    with running_lab() as base:
        yield base


@contextmanager
def chromium() -> Iterator[Any]:
    """Debian's Chromium, headless, driven by Playwright."""
    if not os.access(CHROMIUM, os.X_OK):
        raise RuntimeError(
            f"Chromium is not installed at {CHROMIUM}: install Debian's 'chromium' package "
            "(make test does it when run as root)."
        )
    from playwright.sync_api import sync_playwright

    profile = tempfile.mkdtemp(prefix="explorer-chromium-")
    with sync_playwright() as pw:
        browser = pw.chromium.launch(
            executable_path=CHROMIUM,
            headless=True,
            args=[
                "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--disable-dev-shm-usage",
            ],
        )
        try:
            yield browser
        finally:
            browser.close()
            shutil.rmtree(profile, ignore_errors=True)


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    with chromium() as launched:
        yield launched


@contextmanager
def new_page(browser: Any, width: int = 1600, height: int = 1000,
             timeout: float = 60_000) -> Iterator[Any]:
    """A page in a fresh browser context with a `width` × `height` viewport."""
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    page.set_default_timeout(timeout)
    try:
        yield page
    finally:
        context.close()


@pytest.fixture
def page(browser: object) -> Iterator[object]:
    with new_page(browser) as opened:
        yield opened


@pytest.fixture
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


ALL_RUN = """() => {
    const prompts = [...document.querySelectorAll('.jp-CodeCell .jp-InputPrompt')];
    return prompts.length > 0 && prompts.every(p => /\\[\\d+\\]/.test(p.textContent));
}"""


ANY_STARTED = """() => [...document.querySelectorAll('.jp-CodeCell .jp-InputPrompt')]
    .some(p => /\\[(\\d+|\\*)\\]/.test(p.textContent))"""


def _accept_kernel_dialog(page: Any) -> None:
    """JupyterLab sometimes asks which kernel to start even with kernelspec metadata (when the
    kernel is slow to come up): accept the notebook's own kernel."""
    dialog = page.locator(".jp-Dialog:has-text('Select Kernel')")
    if dialog.count():
        dialog.locator("button.jp-mod-accept").click()


def _start_cells(page: Any, restart: bool) -> None:
    """Ask JupyterLab to run every cell (after restarting the kernel when `restart`), and wait
    until the first cell has started; ask again if the request is swallowed."""
    for _attempt in range(3):
        page.click(".jp-NotebookPanel .jp-Notebook")
        if restart:
            # Clear the outputs and counts first, so that only the new run's prompts count.
            page.click("div.lm-MenuBar-itemLabel:text-is('Edit')")
            page.click("li[data-command='editmenu:clear-all']")
            page.click("div.lm-MenuBar-itemLabel:text-is('Run')")
            page.click("li[data-command='runmenu:restart-and-run-all']")
            page.locator(".jp-Dialog button.jp-mod-accept").click(timeout=30_000)
        else:
            page.click("div.lm-MenuBar-itemLabel:text-is('Run')")
            page.click("li[data-command='runmenu:run-all']")
        started = time.monotonic() + 20
        while not page.evaluate(ANY_STARTED) and time.monotonic() < started:
            _accept_kernel_dialog(page)
            page.wait_for_timeout(250)
        if page.evaluate(ANY_STARTED):
            return
    raise TimeoutError("Run All did not start the notebook's cells")


def _server_says_idle(page: Any) -> bool:
    """Whether the Jupyter server reports the open notebook's kernel idle (its sessions API,
    which follows the kernel's own status messages). False where there is no such server
    (JupyterLite) or the notebook has no session yet."""
    url = page.url
    if "/lab/tree/" not in url:
        return False
    base, path = url.split("/lab/tree/", 1)
    path = urllib.parse.unquote(path.split("?", 1)[0])
    try:
        with urllib.request.urlopen(f"{base}/api/sessions", timeout=5) as reply:
            sessions = json.load(reply)
    except (OSError, ValueError):
        return False
    return any(s.get("path") == path and s.get("kernel", {}).get("execution_state") == "idle"
               for s in sessions)


def _run_all(page: Any, restart: bool, run_for: float = 300) -> None:
    """Run every cell and wait (at most `run_for` seconds) until each has run, the kernel is
    idle and no cell raised."""
    _start_cells(page, restart)
    deadline = time.monotonic() + run_for
    idle_since: float | None = None
    while not page.evaluate(ALL_RUN):
        _accept_kernel_dialog(page)
        now = time.monotonic()
        if now > deadline:
            raise TimeoutError("the notebook's cells did not all run")
        # A kernel the server has seen idle for 20 s while cells still wait will run nothing
        # more (a Run All swallowed in part, once waited out for 300 s in a full run): say so
        # now, and the caller's second attempt runs every cell again.
        if _server_says_idle(page):
            idle_since = now if idle_since is None else idle_since
            if now - idle_since > 20:
                raise TimeoutError("the kernel is idle but not every cell has run")
        else:
            idle_since = None
        page.wait_for_timeout(250)
    # Idle: a kernel dialog that opens after the last cell is answered as before. On a loaded
    # machine JupyterLab's indicator has stayed "busy" for minutes after every cell had run
    # (twice in full runs: 120 s and 240 s waited in vain), so the server's own record of the
    # kernel's state counts too.
    idle = page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']")
    deadline = time.monotonic() + 90
    while not (idle.count() or _server_says_idle(page)):
        _accept_kernel_dialog(page)
        if time.monotonic() > deadline:
            raise TimeoutError("the kernel did not become idle after the notebook's cells ran")
        page.wait_for_timeout(250)
    tracebacks = page.locator(
        ".jp-OutputArea-output:has-text('Traceback (most recent call last)')"
    )
    assert tracebacks.count() == 0, "a cell raised an error in the browser:\n" + (
        tracebacks.first.inner_text() if tracebacks.count() else ""
    )


def open_and_run(page: Any, lab: str, notebook: str, wait_for: str | None = None,
                 url: str | None = None, kernel_start: float = 90,
                 run_for: float = 300) -> None:
    """Open `notebook` (a path under the repository) in JupyterLab, run all cells and wait
    until every cell has run and the kernel is idle (and `wait_for`, a CSS selector, is on the
    page). `url` opens another address instead (JupyterLite's, whose kernel takes longer than
    `kernel_start` seconds to load Pyodide); `run_for`: the seconds its cells may take
    (the design lab's simulations in Pyodide take longer). On failure a full-page screenshot
    is kept in the artifacts folder."""
    try:
        page.goto(url or f"{lab}/lab/tree/{notebook}?reset")
        page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=90_000)
        deadline = time.monotonic() + kernel_start
        while not page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']").count():
            _accept_kernel_dialog(page)
            if time.monotonic() > deadline:
                raise TimeoutError("the kernel did not become idle")
            page.wait_for_timeout(250)
        # On a loaded machine JupyterLab can swallow Run All while the kernel settles, or run
        # only part of it (a later cell then fails on a name an earlier one defines). The
        # second attempt restarts the kernel and runs every cell again: a real error in a
        # lesson fails both.
        for attempt in range(2):
            try:
                _run_all(page, restart=attempt > 0, run_for=run_for)
                break
            except (TimeoutError, AssertionError):
                if attempt == 1:
                    raise
        if wait_for:
            # JupyterLab 4 skips drawing the cells out of view (its default windowing mode,
            # CSS `content-visibility`), and Run All leaves the last cell in view: an output
            # higher up is in the page but not visible until it is scrolled to.
            page.wait_for_selector(wait_for, state="attached", timeout=60_000)
            page.locator(wait_for).first.scroll_into_view_if_needed()
            page.wait_for_selector(wait_for, timeout=60_000)
    except Exception:
        ARTIFACTS.mkdir(exist_ok=True)
        shot = ARTIFACTS / f"failed-{Path(notebook).stem}.png"
        page.screenshot(path=str(shot), full_page=True)
        raise


# A legal move of the seat shown, or else the bot's move: either advances the match.
PLAY = "button.ex-action:not([disabled]), .ex-bot-row button:not([disabled])"


def click_and_see_a_step(app: Any) -> None:
    """Play one move in an explorer and wait until its step label changes."""
    label = app.locator(".ex-step-label").first
    before = label.inner_text()
    app.locator(PLAY).first.click()
    expect(label).not_to_have_text(before, timeout=30_000)
