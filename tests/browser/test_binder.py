"""Binder, rehearsed: a fresh virtual environment built from `binder/` alone (its
`requirements.txt`, as repo2docker would install it, with the Python of `runtime.txt`) serves
the README's Binder links. In Chromium: JupyterLab runs the welcome notebook (and every other
non-game notebook) and its explorer answers a click; each game notebook, rendered by Voila as
an app, shows its title and controls with no code and no error, and answers a click. Rendering
a notebook in Voila executes it, so every notebook runs in the Binder environment."""

from __future__ import annotations

import importlib
import json
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

import explorer
from explorer.engine.tutorial import tutorial

from ..envs import clean_env, fresh_venv
from .conftest import ROOT, click_and_see_a_step, new_page, open_and_run, running_lab
from .test_a11y import axe_source, violations  # noqa: F401  (a fixture, used by name)

README = (ROOT / "README.md").read_text(encoding="utf-8")
BINDER = r"https://mybinder\.org/v2/gh/OWNER/REPOSITORY/HEAD\?urlpath="
LAB_LINKS = re.findall(BINDER + r"lab/tree/(notebooks/[\w.]+\.ipynb)", README)
VOILA_LINKS = re.findall(BINDER + r"voila/render/(notebooks/[\w.]+\.ipynb)", README)
NOTEBOOKS = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "notebooks").glob("*.ipynb"))
GAME_NOTEBOOKS = [n for n in NOTEBOOKS if Path(n).stem in explorer.registered_games()]
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
LATIN = re.compile(r"[A-Za-z]{3}")


def test_readme_links_binder_to_the_welcome_lab_and_every_game_as_an_app() -> None:
    assert LAB_LINKS == ["notebooks/00_welcome.ipynb"]
    assert "badge_logo.svg" in README
    assert sorted(VOILA_LINKS) == GAME_NOTEBOOKS and GAME_NOTEBOOKS


@pytest.fixture(scope="module")
def binder_python(tmp_path_factory: pytest.TempPathFactory) -> Path:
    runtime = (ROOT / "binder" / "runtime.txt").read_text().strip()
    here = f"python-{sys.version_info.major}.{sys.version_info.minor}"
    assert runtime == here, f"binder/runtime.txt asks for {runtime}; this rehearsal runs {here}"
    home = tmp_path_factory.mktemp("binder")
    # repo2docker installs binder/requirements.txt from the repository's root; nothing else.
    return fresh_venv(home / "venv", ["-r", "binder/requirements.txt"], cwd=ROOT)


@pytest.fixture(scope="module")
def binder_lab(binder_python: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    data = tmp_path_factory.mktemp("binder-data")  # no kernels but the environment's own
    env = clean_env(JUPYTER_DATA_DIR=str(data))
    kernels = json.loads(subprocess.run(
        [str(binder_python), "-m", "jupyter", "kernelspec", "list", "--json"],
        env=env, capture_output=True, text=True, timeout=60, check=True,
    ).stdout)["kernelspecs"]
    assert str(binder_python.parents[1]) in kernels["python3"]["resource_dir"]
    with running_lab(str(binder_python), env=env,
                          args=["--VoilaConfiguration.show_tracebacks=True"]) as base:
        yield base


def watch_errors(page: Any, base: str) -> list[str]:
    """Uncaught page errors, and failed requests to the server itself (requests to other
    hosts, such as web fonts, cannot succeed offline and are not the app's errors; nor is a
    tab icon the browser stops loading because JupyterLab has swapped it for the next one,
    as it does while a kernel is busy)."""
    errors: list[str] = []

    def failed(request: Any) -> None:
        if not request.url.startswith(base):
            return
        if "/static/favicons/" in request.url and request.failure == "net::ERR_ABORTED":
            return
        errors.append(f"failed: {request.url} ({request.failure})")

    page.on("pageerror", lambda error: errors.append(f"page error: {error}"))
    page.on("requestfailed", failed)
    return errors


@pytest.mark.browser
def test_binder_lab_runs_the_welcome_notebook_and_the_other_lessons(
    binder_lab: str, page: Any
) -> None:
    others = [n for n in NOTEBOOKS if n not in GAME_NOTEBOOKS]
    assert LAB_LINKS[0] in others
    for notebook in others:
        errors = watch_errors(page, binder_lab)
        wait_for = ".ex-game-naishi" if notebook == LAB_LINKS[0] else None
        try:
            open_and_run(page, binder_lab, notebook, wait_for=wait_for)
        except TimeoutError:
            # On a loaded machine JupyterLab's Run All is sometimes swallowed while the new
            # environment's kernel starts; a second Run All on the open notebook decides.
            open_and_run(page, binder_lab, notebook, wait_for=wait_for)
        if wait_for:
            click_and_see_a_step(page.locator(wait_for).first)
        assert not errors, errors


def assert_accessible(page: Any, source: str) -> None:
    """No axe-core serious or critical finding and no contrast failure in any output that
    shows widgets (the app's own parts: Voila's page around them is not the package's)."""
    found = []
    outputs = page.locator(".jp-OutputArea-output:has(.jupyter-widgets)")
    for index in range(outputs.count()):
        found += violations(page, outputs.nth(index), source)
    if found:
        pytest.fail(json.dumps(found, ensure_ascii=False, indent=1), pytrace=False)


@pytest.mark.browser
@pytest.mark.parametrize("notebook", GAME_NOTEBOOKS)
def test_each_game_is_a_clean_voila_app(
    binder_lab: str, page: Any, notebook: str, artifacts: Path,
    axe_source: str,  # noqa: F811  (the fixture imported above)
) -> None:
    game = Path(notebook).stem
    errors = watch_errors(page, binder_lab)
    try:
        page.goto(f"{binder_lab}/voila/render/{notebook}", timeout=300_000)
        app = page.locator(f".ex-game-{game}:not(.ex-guided):has(.ex-step-label)").first
        app.wait_for(timeout=120_000)
        assert page.evaluate("document.documentElement.lang") == "en"  # the bilingual build
        body = page.locator("body").inner_text()
        # No error: no traceback, no stderr output, no error in the page or from the server.
        assert "Traceback" not in body and "There was an error" not in body, body[-2000:]
        stderr = page.locator(".jp-OutputArea-output[data-mime-type*='stderr']")
        assert stderr.count() == 0, stderr.first.inner_text()
        # A title and section headings in both languages.
        headings = page.locator("h1, h2").all_inner_texts()
        assert headings and page.locator("h1").count() == 1, headings
        for heading in headings:
            assert JAPANESE.search(heading) and LATIN.search(heading), heading
        # No code: not one line of a code cell is on the page.
        cells = json.loads((ROOT / notebook).read_text(encoding="utf-8"))["cells"]
        for cell in cells:
            if cell["cell_type"] == "code":
                first = next(line for line in "".join(cell["source"]).splitlines() if line)
                assert first.strip() not in body, f"code shown: {first}"
        # The controls: widgets rendered, and one click plays a move.
        assert page.locator(".widget-button").count() > 5
        click_and_see_a_step(app)
        assert not errors, errors
        # Accessible in both languages (issue 24): every widget of the app, then every widget
        # again after its own 日本語 switch (the explorer, the answer boxes, ...).
        assert_accessible(page, axe_source)
        switches = page.locator(".ex-language button:has-text('日本語')")
        assert switches.count() > 1, "the explorer and the answer boxes have a language switch"
        for index in range(switches.count()):
            switches.nth(index).click()
        expect(app).to_have_attribute("lang", "ja", timeout=30_000)
        for index in range(switches.count()):
            expect(switches.nth(index)).to_have_class(re.compile(r"mod-active"), timeout=30_000)
        assert_accessible(page, axe_source)
    finally:
        page.screenshot(path=str(artifacts / f"voila-{game}.png"))


JAPANESE_GAMES = sorted(f"notebooks/ja/{Path(n).name}" for n in GAME_NOTEBOOKS)


@pytest.mark.browser
@pytest.mark.parametrize("notebook", JAPANESE_GAMES)
def test_a_japanese_lesson_is_a_japanese_page_in_voila(
    binder_lab: str, page: Any, notebook: str, artifacts: Path,
    axe_source: str,  # noqa: F811  (the fixture imported above)
) -> None:
    """Issue 40, finding 4: the Japanese builds declared `<html lang="en">`, so their prose
    was read with an English voice. Rendered by Voila, the page is Japanese, every root of
    the package's widgets says so, the Whispers turn graph is one named picture, and axe-core
    finds nothing serious (contrast included) in any widget."""
    game = Path(notebook).stem
    errors = watch_errors(page, binder_lab)
    try:
        page.goto(f"{binder_lab}/voila/render/{notebook}", timeout=300_000)
        app = page.locator(f".ex-game-{game}.ex-guided").first
        app.wait_for(timeout=120_000)
        page.locator(".jp-OutputArea-output .ex-root").last.wait_for(timeout=120_000)
        page.wait_for_timeout(1_000)
        assert page.evaluate("document.documentElement.lang") == "ja"
        roots = page.locator(".ex-root")
        assert roots.count() >= 2
        for index in range(roots.count()):
            expect(roots.nth(index)).to_have_attribute("lang", "ja", timeout=30_000)
        if game == "whispers":
            graph = page.locator("svg.wh-graph[role=img]").first
            assert "へ手番を渡せる" in (graph.get_attribute("aria-label") or "")
        assert_accessible(page, axe_source)
        assert not errors, errors
    finally:
        page.screenshot(path=str(artifacts / f"voila-ja-{game}.png"))


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_guided_game_is_played_to_play_on_in_voila(
    binder_lab: str, browser: Any, artifacts: Path, lang: str
) -> None:
    """Issue 40: in the lesson as an app (no code cell anywhere), the guided first game opens
    with its theme and goal, is played to its end through its free choices, and Play on
    continues the same game against the bots in the explorer, in the language's own build."""
    from .test_guided import THEME, make_the_free_choices, play_on, play_the_steps

    game, steps = "naishi", len(tutorial("naishi").steps)
    with new_page(browser, 1280, 720) as page:
        errors = watch_errors(page, binder_lab)
        page.goto(f"{binder_lab}/voila/render/notebooks/{lang}/{game}.ipynb", timeout=300_000)
        root = page.locator(".ex-guided").first
        root.locator("button.ex-guided-expected").first.wait_for(timeout=180_000)
        expect(root).to_have_attribute("lang", lang, timeout=30_000)
        expect(root.locator(".ex-guided-theme").first).to_contain_text(THEME[lang])
        root.scroll_into_view_if_needed()
        page.screenshot(path=str(artifacts / f"voila-guided-{lang}-1.png"))
        play_the_steps(page, root, steps)
        make_the_free_choices(page, root, game, lang)
        page.screenshot(path=str(artifacts / f"voila-guided-{lang}-end.png"))
        play_on(root, lang)
        page.screenshot(path=str(artifacts / f"voila-guided-{lang}-play-on.png"))
        assert "Traceback" not in page.locator("body").inner_text()
        assert not errors, errors


#: What the page's loading text shows before and after Voila's own (hidden) words.
LOADING_SAID = """() => {
    const text = document.getElementById("loading_text");
    if (!text) return null;
    const said = ["::before", "::after"].map(p => getComputedStyle(text, p).content)
        .filter(c => c && c !== "none" && c !== "normal").map(c => JSON.parse(c));
    return said.length ? {said, widgets: document.querySelectorAll(".jupyter-widgets").length,
                          hidden: getComputedStyle(text).fontSize} : null;
}"""


#: Each Voila page and the widget that shows it is ready: the design lab (the lesson that
#: runs longest) in the bilingual build, each game's lesson in its Japanese one and the first
#: game's in its English one: each build once at least. (Every lesson's first prose cell in
#: every build is read in `tests/test_lessons.py`; each design lab run costs half a minute.)
LOADING_PAGES = [("design_lab", "", ".ex-variant-editor")] + [
    (Path(n).stem, build, f".ex-game-{Path(n).stem}.ex-guided")
    for n, build in [(n, "ja/") for n in GAME_NOTEBOOKS] + [(GAME_NOTEBOOKS[0], "en/")]]


@pytest.mark.browser
@pytest.mark.parametrize(("lesson", "build", "ready"), LOADING_PAGES)
def test_a_voila_lesson_says_it_is_loading_before_its_widgets(
    binder_lab: str, page: Any, lesson: str, build: str, ready: str, artifacts: Path
) -> None:
    """Issue 40 (finding 5): Voila showed the variant editor's page as a spinner and its own
    English "Executing 3 of 46" for a minute and more. A lesson's first prose cell, sent before
    any code runs, puts a line in the build's language there (both in the bilingual build),
    seen before any widget; the app follows, and the line goes with the spinner."""
    english, japanese = importlib.import_module(f"tools.lessons.{lesson}").LOADING_WORDS
    expected = {"": [english, japanese], "en/": [english], "ja/": [japanese]}[build]
    errors = watch_errors(page, binder_lab)
    name = f"{lesson}-{build[:2] or 'both'}"
    try:
        page.goto(f"{binder_lab}/voila/render/notebooks/{build}{lesson}.ipynb",
                  wait_until="commit", timeout=300_000)
        shown = page.wait_for_function(LOADING_SAID, timeout=120_000, polling=100).json_value()
        assert shown["said"] == expected, shown
        assert shown["widgets"] == 0 and shown["hidden"] == "0px", shown
        page.screenshot(path=str(artifacts / f"voila-loading-{name}.png"))
        page.locator(ready).first.wait_for(timeout=600_000)
        assert page.locator("#loading_text").count() == 0
        assert not errors, errors
    finally:
        page.screenshot(path=str(artifacts / f"voila-loaded-{name}.png"))
