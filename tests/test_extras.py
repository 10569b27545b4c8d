"""Each extra installs what its command needs: a brand-new virtual environment with the wheel
and that one extra (from a shared wheelhouse, `tests/envs.py`) runs the command as a user
would. `lite` builds the offline site and its zip (the lessons' contents index and Pyodide
inside), `classroom` serves its pages, `lab` starts JupyterLab on the welcome lesson, in
Japanese for a Japanese class.

These tests build a few environments (a minute or two each once the wheelhouse is filled):
they are part of `make test` and CI, not of the quick tier (`make check`)."""

from __future__ import annotations

import json
import subprocess
import time
import urllib.error
import urllib.request
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from tools.lite import build_wheel

from .envs import clean_env, venv_with_extra
from .test_packaging import NoRedirect, _free_port

ROOT = Path(__file__).resolve().parents[1]
LESSONS = sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """This checkout's wheel, as a release would make it."""
    return build_wheel(tmp_path_factory.mktemp("extras-wheel"))


def script(python: Path) -> str:
    return str(python.parent / "card-rules-explorer")


def served(url: str, process: subprocess.Popen[bytes], seconds: float = 120) -> bytes:
    """The body at `url` once the server answers (it must stay running meanwhile)."""
    deadline = time.monotonic() + seconds
    while True:
        try:
            with urllib.request.urlopen(url, timeout=5) as reply:
                return reply.read()  # type: ignore[no-any-return]  # urllib is untyped here
        except OSError:
            assert process.poll() is None, "the command exited"
            assert time.monotonic() < deadline, f"nothing served at {url}"
            time.sleep(0.5)



@pytest.fixture
def running(tmp_path: Path) -> Iterator[list[subprocess.Popen[bytes]]]:
    """Commands started by a test, stopped at its end."""
    started: list[subprocess.Popen[bytes]] = []
    yield started
    for process in started:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()


def test_the_lite_extra_alone_builds_the_site_and_its_zip(wheel: Path, tmp_path: Path) -> None:
    python = venv_with_extra(tmp_path / "venv", wheel, "lite", cwd=tmp_path)
    site, archive = tmp_path / "site", tmp_path / "site.zip"
    built = subprocess.run([script(python), "lite", str(site), "--zip", str(archive)],
                           cwd=tmp_path, env=clean_env(), capture_output=True, text=True,
                           timeout=1800)
    assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    # The contents index (what the file browser lists) names every lesson...
    index = json.loads((site / "api" / "contents" / "all.json").read_text())
    assert sorted(entry["name"] for entry in index["content"]) == LESSONS
    # ...and the kernel loads Pyodide from the site itself.
    config = json.loads((site / "jupyter-lite.json").read_text())
    kernel = config["jupyter-config-data"]["litePluginSettings"][
        "@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["pyodideUrl"] == "./static/pyodide/pyodide.mjs"
    assert (site / "static" / "pyodide" / "pyodide.mjs").is_file()
    with zipfile.ZipFile(archive) as packed:
        names = set(packed.namelist())
    assert {"index.html", "jupyter-lite.json", "api/contents/all.json",
            "static/pyodide/pyodide.mjs", *(f"files/{name}" for name in LESSONS)} <= names
    assert not [p for p in tmp_path.iterdir() if ".partial-" in p.name]


def test_the_classroom_extra_alone_serves_the_classroom(
        wheel: Path, tmp_path: Path, running: list[subprocess.Popen[bytes]]) -> None:
    python = venv_with_extra(tmp_path / "venv", wheel, "classroom", cwd=tmp_path)
    port = _free_port()
    running.append(subprocess.Popen(
        [script(python), "classroom", "--port", str(port), "--data", str(tmp_path / "room")],
        cwd=tmp_path, env=clean_env(), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
    page = served(f"http://127.0.0.1:{port}/join", running[0]).decode()
    assert "<html" in page.lower()
    assert (tmp_path / "room" / "teacher-token").is_file()


def start_lab(python: Path, folder: Path, port: int, tmp_path: Path,
              *options: str) -> subprocess.Popen[bytes]:
    env = clean_env(JUPYTER_RUNTIME_DIR=str(tmp_path / "runtime"),
                    JUPYTER_CONFIG_DIR=str(tmp_path / "config"),
                    JUPYTERLAB_SETTINGS_DIR=str(tmp_path / "settings"),
                    JUPYTERLAB_WORKSPACES_DIR=str(tmp_path / "workspaces"))
    return subprocess.Popen(
        [script(python), "lab", str(folder), *options, "--no-browser",
         "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}", "--ServerApp.port_retries=0",
         "--IdentityProvider.token="],
        cwd=tmp_path, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def test_the_lab_extra_alone_starts_jupyterlab_on_the_welcome_lesson(
        wheel: Path, tmp_path: Path, running: list[subprocess.Popen[bytes]]) -> None:
    python = venv_with_extra(tmp_path / "venv", wheel, "lab", cwd=tmp_path)
    port = _free_port()
    running.append(start_lab(python, tmp_path / "lessons", port, tmp_path, "--lang", "ja"))
    base = f"http://127.0.0.1:{port}"
    served(f"{base}/api/contents/00_welcome.ipynb", running[0])
    with pytest.raises(urllib.error.HTTPError) as redirected:
        urllib.request.build_opener(NoRedirect).open(f"{base}/", timeout=10)
    assert redirected.value.headers["Location"].rstrip("?").endswith(
        "/lab/tree/00_welcome.ipynb")
    # The Japanese language pack came with the extra, and a Japanese class (`--lang ja`)
    # gets JupyterLab's own menus in Japanese.
    languages = json.loads(served(f"{base}/lab/api/translations", running[0]))
    assert "ja_JP" in languages["data"], sorted(languages["data"])
    plugin = json.loads(served(
        f"{base}/lab/api/settings/@jupyterlab/translation-extension:plugin", running[0]))
    assert plugin["schema"]["properties"]["locale"]["default"] == "ja_JP"
