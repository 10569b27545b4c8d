"""JupyterLite, offline: the site `make lite` builds (`python -m tools.lite`) is served on
localhost and Chromium, with every request off this machine refused, runs the Whispers and
Citadels lessons in the Pyodide kernel: the install cell, every other cell, then a click in
the game's explorer. Pyodide itself comes from the npm registry, and the pure-Python packages
Pyodide would fetch from its CDN are rebuilt from the package index (`tools.lite.pyodide_mirror`).

Not exercised offline: Pyodide's numpy, which is compiled for WebAssembly and published only on
Pyodide's CDN; so the Naishi lesson (and the welcome notebook, whose explorer plays Naishi) are
not run here. Naishi is checked instead by the wheel test (fresh CPython environment with only
the core dependencies) and the notebook and browser tests; the Lite site's Naishi lesson asks
for numpy the same way these lessons ask for their packages (checked below)."""

from __future__ import annotations

import functools
import http.server
import json
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tools import lite

from .conftest import ROOT, _free_port, click_and_see_a_step, open_and_run

OFFLINE_LESSONS = ["whispers", "citadels"]
OFFLINE_PACKAGES = ["ipywidgets", "networkx", "graphviz"]  # what those lessons install


def test_make_lite_runs_the_site_builder() -> None:
    assert "-m tools.lite" in (ROOT / "Makefile").read_text()


@pytest.fixture(scope="module")
def lite_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    site = tmp_path_factory.mktemp("lite") / "site"
    built = subprocess.run([sys.executable, "-m", "tools.lite", str(site)], cwd=ROOT,
                           capture_output=True, text=True, timeout=900)
    assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    return site


def test_the_site_holds_the_lessons_the_wheel_and_its_pure_python_dependencies(
    lite_site: Path,
) -> None:
    lessons = sorted(p.name for p in (lite_site / "files").glob("*.ipynb"))
    assert lessons == sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))
    wheels = {p.name.split("-")[0] for p in (lite_site / "pypi").glob("*.whl")}
    assert {"card_rules_explorer", "ipywidgets", "graphviz"} <= wheels
    assert not wheels & {"numpy", "networkx"}, "Pyodide's own distribution provides these"
    index = json.loads((lite_site / "pypi" / "all.json").read_text())
    assert "card-rules-explorer" in index
    for name in lessons:
        original = json.loads((ROOT / "notebooks" / name).read_text(encoding="utf-8"))
        copy = json.loads((lite_site / "files" / name).read_text(encoding="utf-8"))
        assert copy["metadata"]["kernelspec"]["name"] == "python"
        install = "".join(copy["cells"][1]["source"])
        assert "piplite.install" in install and ("'numpy'" in install) == (
            "naishi" in json.dumps(original["cells"]).lower()
        )
        assert copy["cells"][:1] + copy["cells"][2:] == original["cells"]


class Quiet(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
        ".json": "application/json", ".whl": "application/octet-stream",
    }

    def log_message(self, *args: Any) -> None:
        pass


@pytest.fixture(scope="module")
def offline_lite(lite_site: Path) -> Iterator[str]:
    """The built site plus a local Pyodide, served on localhost; the site's kernel settings
    point at that Pyodide and never fall back to the package index."""
    needed = {"micropip"} | set(OFFLINE_PACKAGES)
    for wheel in [*(lite_site / "pypi").glob("*.whl"),
                  *(lite.kernel_extension() / "static" / "pypi").glob("*.whl")]:
        needed |= {r.name for r in lite.requirements_of(wheel)}
    lite.pyodide_mirror(lite_site / "pyodide", sorted(needed))
    port = _free_port()
    base = f"http://127.0.0.1:{port}"
    config_path = lite_site / "jupyter-lite.json"
    config = json.loads(config_path.read_text())
    settings = config["jupyter-config-data"].setdefault("litePluginSettings", {})
    kernel = settings.setdefault("@jupyterlite/pyodide-kernel-extension:kernel", {})
    assert any("pypi/all.json" in url for url in kernel["pipliteUrls"]), kernel
    kernel.update({"pyodideUrl": f"{base}/pyodide/pyodide.mjs", "disablePyPIFallback": True})
    config_path.write_text(json.dumps(config))
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", port), functools.partial(Quiet, directory=str(lite_site))
    )
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield base
    finally:
        server.shutdown()
        server.server_close()



@pytest.mark.browser
@pytest.mark.parametrize("game", OFFLINE_LESSONS)
def test_lesson_runs_in_jupyterlite_offline(
    offline_lite: str, page: Any, game: str, artifacts: Path
) -> None:
    outside: list[str] = []

    def refuse_the_outside(route: Any) -> None:
        if route.request.url.startswith(offline_lite):
            route.continue_()
        else:
            outside.append(route.request.url)
            route.abort()

    page.context.route("**/*", refuse_the_outside)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    open_and_run(page, offline_lite, f"{game}.ipynb", wait_for=f".ex-game-{game}",
                 url=f"{offline_lite}/lab/index.html?path={game}.ipynb", kernel_start=300)
    app = page.locator(f".ex-game-{game}:has(.ex-step-label)").first
    click_and_see_a_step(app)
    page.screenshot(path=str(artifacts / f"lite-{game}.png"))
    assert not errors, errors
    assert not [u for u in outside if "pyodide" in u or "pypi" in u or "jsdelivr" in u], outside
