"""JupyterLite, offline: the site `make lite` builds (`python -m tools.lite`, the same build as
`card-rules-explorer lite DIR`) is served on localhost and Chromium, with every request to any
other host refused (a Playwright route; the site's own configuration is served as built),
runs every code cell of the welcome, Naishi, Whispers and Citadels lessons in the Pyodide
kernel, then answers a click: a step in the game's explorer, and the Naishi scorer's Best
arrangement (the pure-Python search: the site's core Pyodide has no numpy).

The design lab runs every cell on that site too, in full: npm's Pyodide has no numpy, and its
simulations run on the package's plain-Python arrays (`explorer.simulate.arrays`), its plots
are SVG drawn by the package; no note says anything is missing, and a plot of the lesson's own
fit, drawn in the tab, is in the page as `<svg>` with its bars.

Also checked without a browser: the site names no other host, every file its Pyodide lock
names is in the site, each lesson's install cell asks only for what the lesson uses, and the
zip of the site, unpacked elsewhere, is served the same.
"""

from __future__ import annotations

import functools
import http.server
import json
import shutil
import subprocess
import sys
import tarfile
import threading
import urllib.request
import zipfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from packaging.utils import canonicalize_name as canonical

from ..test_lite_lock import fake_wheel
from .conftest import ROOT, _free_port, click_and_see_a_step, open_and_run

LESSONS = {"00_welcome": ".ex-game-naishi", "naishi": ".ex-naishi-scorer",
           "whispers": ".ex-game-whispers:not(.ex-guided)",
           "citadels": ".ex-game-citadels:not(.ex-guided)"}
KERNEL = "@jupyterlite/pyodide-kernel-extension:kernel"


def build(target: Path, *extra: str) -> Path:
    built = subprocess.run([sys.executable, "-m", "tools.lite", str(target), *extra], cwd=ROOT,
                           capture_output=True, text=True, timeout=1800)
    assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    return target


@pytest.fixture(scope="module")
def lite_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("lite")
    return build(folder / "site", "--zip", str(folder / "site.zip"))


def test_make_lite_runs_the_site_builder() -> None:
    assert "-m tools.lite" in (ROOT / "Makefile").read_text()


def kernel_settings(site: Path) -> dict[str, Any]:
    config = json.loads((site / "jupyter-lite.json").read_text())
    return config["jupyter-config-data"]["litePluginSettings"][KERNEL]  # type: ignore[no-any-return]  # JSON


def test_the_site_is_self_contained(lite_site: Path) -> None:
    kernel = kernel_settings(lite_site)
    assert kernel["pyodideUrl"] == "./static/pyodide/pyodide.mjs"
    assert kernel["disablePyPIFallback"] is True
    assert all(url.startswith("./") for url in kernel["pipliteUrls"])
    assert "http" not in (lite_site / "jupyter-lite.json").read_text()
    pyodide = lite_site / "static" / "pyodide"
    assert {"pyodide.mjs", "pyodide.asm.wasm", "python_stdlib.zip"} <= {
        p.name for p in pyodide.iterdir()}
    lock = json.loads((pyodide / "pyodide-lock.json").read_text())["packages"]
    names = {canonical(n) for n in lock}
    for entry in lock.values():
        assert (pyodide / entry["file_name"]).is_file(), entry
        assert {canonical(d) for d in entry["depends"]} <= names, entry
    # What the lessons import is loaded with Pyodide itself, the kernel's own packages too.
    preload = set(kernel["loadPyodideOptions"]["packages"])
    assert {"card-rules-explorer", "ipywidgets", "networkx", "graphviz", "ipykernel",
            "pyodide-kernel", "piplite", "micropip", "ipython", "jedi", "comm"} <= preload
    assert preload <= names
    assert "numpy" not in lock, "npm's Pyodide has no numpy: the lessons run without it"


def install_cell(site: Path, name: str) -> str:
    lesson = json.loads((site / "files" / f"{name}.ipynb").read_text(encoding="utf-8"))
    return next("".join(c["source"]) for c in lesson["cells"]
                if "import piplite" in "".join(c["source"]))


def test_each_lesson_asks_only_for_what_it_uses(lite_site: Path) -> None:
    names = sorted(p.name for p in (lite_site / "files").glob("*.ipynb"))
    assert names == sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))
    for name in names:
        original = json.loads((ROOT / "notebooks" / name).read_text(encoding="utf-8"))
        copy = json.loads((lite_site / "files" / name).read_text(encoding="utf-8"))
        assert copy["metadata"]["kernelspec"]["name"] == "python"
        # The install cell alone: no lesson needs what the site lacks, the design lab included.
        assert copy["cells"][:1] + copy["cells"][2:] == original["cells"]
    for name in ("whispers", "citadels"):
        assert "numpy" not in install_cell(lite_site, name)
    for name, optional in (("naishi", ["numpy"]), ("00_welcome", ["numpy"]),
                           ("design_lab", ["numpy"])):
        cell = install_cell(lite_site, name)
        required = cell.split("\ntry:")[0]
        assert "await piplite.install(['ipywidgets', 'networkx', 'graphviz'])" in required
        assert "numpy" not in required and "matplotlib" not in required
        for package in optional:  # each in a call of its own that may fail
            assert f"try:\n    await piplite.install({package!r})\nexcept Exception:" in cell
            assert f"{package} is not available in this tab" in cell
            assert f"このタブでは {package} が使えません" in cell
    assert "matplotlib" not in install_cell(lite_site, "design_lab")  # its plots are SVG


class Quiet(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
        ".json": "application/json", ".whl": "application/octet-stream",
    }

    def log_message(self, *args: Any) -> None:
        pass


@contextmanager
def serving(site: Path) -> Iterator[str]:
    """`site` served by Python's static file server on a free local port."""
    port = _free_port()
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", port), functools.partial(Quiet, directory=str(site)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.shutdown()
        server.server_close()


START_SCRIPTS = ("start.py", "start-linux.sh", "start-mac.command", "start-windows.bat")


def test_the_zip_carries_a_start_script_per_platform(lite_site: Path, tmp_path: Path) -> None:
    """Unzipped, the launchers are executable (a double-click runs them) and `start.py`
    serves the site with Python's own server."""
    with zipfile.ZipFile(lite_site.parent / "site.zip") as archive:
        for name in START_SCRIPTS[1:3]:
            assert (archive.getinfo(name).external_attr >> 16) & 0o111, name
        assert "start-windows.bat" in archive.namelist()
        archive.extractall(tmp_path / "usb")
    port = _free_port()
    started = subprocess.Popen([sys.executable, "start.py", "--no-browser", "--port", str(port)],
                               cwd=tmp_path / "usb", stdout=subprocess.PIPE, text=True)
    try:
        said = started.stdout.readline() if started.stdout else ""
        assert f"http://127.0.0.1:{port}/" in said
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/jupyter-lite.json",
                                    timeout=30) as answer:
            assert answer.status == 200
    finally:
        started.terminate()
        started.wait(timeout=20)


@pytest.mark.browser
def test_the_sites_root_opens_the_welcome_lesson(offline_lite: str, page: Any,
                                                 artifacts: Path) -> None:
    page.goto(f"{offline_lite}/")
    page.wait_for_url("**/lab/index.html?path=00_welcome.ipynb", timeout=60_000)
    try:
        page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
        tabs = page.locator(".lm-DockPanel-tabBar .lm-TabBar-tab")
        tabs.filter(has_text="00_welcome.ipynb").first.wait_for(timeout=30_000)
    finally:
        page.screenshot(path=str(artifacts / "lite-root.png"))


@pytest.mark.browser
def test_the_site_opened_as_a_file_says_how_to_open_it(lite_site: Path, page: Any) -> None:
    from explorer.engine.i18n import tr
    from explorer.lite_front import PORT

    page.goto((lite_site / "index.html").as_uri())
    message = page.locator("#how-to-open")
    message.wait_for(state="visible", timeout=10_000)
    text = message.inner_text()
    for lang in ("en", "ja"):
        assert tr("lite.front.title", lang) in text
        assert tr("lite.front.file", lang, port=str(PORT)) in " ".join(text.split())
    assert page.url.startswith("file://")  # it stayed: no redirect into a blank JupyterLab


def test_the_zip_is_the_site(lite_site: Path, tmp_path: Path) -> None:
    with zipfile.ZipFile(lite_site.parent / "site.zip") as archive:
        names = set(archive.namelist())
        archive.extractall(tmp_path / "usb")
    assert names == {p.relative_to(lite_site).as_posix()
                     for p in lite_site.rglob("*") if p.is_file()}
    with serving(tmp_path / "usb") as base:
        for path in ("index.html", "lab/index.html", "jupyter-lite.json",
                     "static/pyodide/pyodide.mjs", "files/naishi.ipynb"):
            with urllib.request.urlopen(f"{base}/{path}", timeout=30) as answer:
                assert answer.status == 200, path


@pytest.fixture(scope="module")
def offline_lite(lite_site: Path) -> Iterator[str]:
    with serving(lite_site) as base:
        yield base


def run_offline(page: Any, base: str, name: str, wait_for: str, run_for: float = 300) -> None:
    """Open lesson `name` with every request off `base` refused and run all its cells: none
    raises, and nothing was asked of another host."""
    outside: list[str] = []

    def refuse_the_outside(route: Any) -> None:
        if route.request.url.startswith(base + "/"):
            route.continue_()
        else:
            outside.append(route.request.url)
            route.abort()

    page.context.route("**/*", refuse_the_outside)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    open_and_run(page, base, f"{name}.ipynb", wait_for=wait_for,
                 url=f"{base}/lab/index.html?path={name}.ipynb", kernel_start=300,
                 run_for=run_for)
    assert not outside, f"requests to other hosts: {outside}"
    assert not errors, errors


@pytest.mark.browser
@pytest.mark.parametrize("name", list(LESSONS))
def test_lesson_runs_offline(offline_lite: str, page: Any, name: str, artifacts: Path) -> None:
    run_offline(page, offline_lite, name, LESSONS[name])
    if name == "naishi":
        scorer = page.locator(".ex-naishi-scorer").first
        scorer.locator("button.ex-best-button:has-text('Best arrangement')").click()
        best = scorer.locator(".ex-naishi-best .ex-best-explain li")
        best.first.wait_for(timeout=60_000)
        assert "numpy" not in scorer.inner_text()
    else:
        app = page.locator(f"{LESSONS[name]}:has(.ex-step-label)").first
        click_and_see_a_step(app)
    page.screenshot(path=str(artifacts / f"lite-{name}.png"))


#: After the lesson: what its simulations ran on, and a plot of its own card-worth fit (from
#: its 50 simulated Naishi games), drawn in the tab.
PLOT_CELL = ('print("ran on", type(naishi.scores).__name__, naishi.n, "games,", len(worth), '
             '"card types"); plots.card_worth_figure(worth, "ja")')


@pytest.mark.browser
def test_the_design_lab_runs_offline_in_full(offline_lite: str, page: Any,
                                            artifacts: Path) -> None:
    """Without numpy (npm's Pyodide) every cell of the design lab runs and measures real games:
    its last cell prints its simulation's summary, no cell says a package is missing, the
    simulations ran on the package's plain arrays, and its own fit is drawn in the tab as an
    inline `<svg role="img">` titled in Japanese with one bar per card type."""
    from explorer.engine.i18n import tr

    # The last cell's 20 games of Naishi, summarised in the lesson's language (English).
    run_offline(page, offline_lite, "design_lab",
                ".jp-OutputArea-output:has-text('Naishi: 20 games, 2 players')", run_for=1200)
    for package in ("numpy", "matplotlib"):
        said = tr("lite.module_missing", "en", package=package).split(" (")[0]
        assert page.locator(f".jp-OutputArea-output:has-text('{said}')").count() == 0
    assert page.locator(".jp-MarkdownCell:has-text('This lesson needs')").count() == 0
    page.locator(".jp-Notebook .jp-Cell").last.click()
    page.keyboard.press("Escape")
    page.keyboard.press("b")  # a new cell below the last
    page.locator(".jp-Notebook .jp-Cell").last.locator(".cm-content").click()
    page.keyboard.type(PLOT_CELL)
    page.keyboard.press("Shift+Enter")
    plot = page.locator(".jp-OutputArea-output svg[role='img']").last
    plot.wait_for(timeout=120_000)
    said = page.locator(".jp-OutputArea-output:has-text('ran on Array')").last.inner_text()
    assert "ran on Array 50 games," in said  # plain arrays: the site has no numpy
    types = int(said.split("games,")[1].split()[0])
    assert plot.get_attribute("aria-label") == tr("lab.plot.card_title", "ja")
    assert types >= 10 and plot.locator("rect.ex-bar").count() == types
    page.screenshot(path=str(artifacts / "lite-design_lab.png"))


def test_a_full_pyodide_keeps_numpy_and_matplotlib_but_not_the_rest(
    lite_site: Path, tmp_path: Path
) -> None:
    """`--pyodide TARBALL`: a full distribution (here the site's own Pyodide plus stand-ins
    for numpy, matplotlib and a package nothing uses) is unpacked into the site; numpy,
    matplotlib and what they need stay, not loaded at start; the unused package is dropped."""
    from explorer import lite

    full = tmp_path / "pyodide"
    shutil.copytree(lite_site / "static" / "pyodide", full)
    lock = json.loads((full / "pyodide-lock.json").read_text())
    for name, requires in (("numpy", ()), ("matplotlib", ("numpy", "kiwisolver")),
                           ("kiwisolver", ()), ("unused", ())):
        wheel = fake_wheel(full, name, requires)
        lock["packages"][name] = {
            "name": name, "version": "1.0", "file_name": wheel.name, "install_dir": "site",
            "sha256": "", "package_type": "package", "imports": [name],
            "depends": list(requires)}
    lock["packages"]["networkx"]["depends"] = ["numpy", "matplotlib"]  # as in Pyodide's lock
    (full / "pyodide-lock.json").write_text(json.dumps(lock))
    tarball = tmp_path / "pyodide-full.tar.bz2"
    with tarfile.open(tarball, "w:bz2") as archive:
        archive.add(full, arcname="pyodide")
    wheels = [*lite.kernel_wheels(), *sorted((lite_site / "pypi").glob("*.whl"))]
    wheels = [w for w in wheels if not w.name.startswith("widgetsnbextension-3")]
    target = tmp_path / "site-pyodide"
    preload = lite.prepare_pyodide(target, wheels, tarball)
    kept = json.loads((target / "pyodide-lock.json").read_text())["packages"]
    assert {"numpy", "matplotlib", "kiwisolver"} <= set(kept) and "unused" not in kept
    assert not (target / "unused-1.0-py3-none-any.whl").exists()
    assert (target / "numpy-1.0-py3-none-any.whl").is_file()
    assert not {"numpy", "matplotlib", "kiwisolver"} & set(preload)
    assert {"card-rules-explorer", "networkx", "ipython"} <= set(preload)
    assert kept["networkx"]["depends"] == []  # loading networkx does not pull numpy in
