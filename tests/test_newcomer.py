"""A newcomer's path: the README's commands, in the README's order, on a fresh clone.

`make lab` (a new `.venv`, the package installed, JupyterLab serving the welcome lesson), then
`make test` as far as the suite can check itself from inside (`make -n test`: every target and
file it needs is there; running it would run this test again), then the package install the
README gives for a clone (`pip install ".[lab]"`) and `card-rules-explorer lab my-lessons`,
which copies the lessons and serves JupyterLab on the welcome lesson. pip reads the shared
wheelhouse of `tests/envs.py` first, so a run costs a few minutes, not a download of everything.
"""

from __future__ import annotations

import os
import re
import shlex
import signal
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from .envs import WHEELHOUSE, clean_env
from .test_packaging import _free_port

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
TOKEN = "newcomer"


def readme_commands() -> list[str]:
    """The README's shell commands, in order: the set-up blocks, then the install block."""
    blocks = re.findall(r"```(?:bash)?\n(.*?)\n```", README, flags=re.S)
    commands = []
    for block in blocks:
        for line in block.splitlines():
            command = line.split("  #")[0].strip()
            if command.startswith(("make ", "pip ", "card-rules-explorer ")):
                commands.append(command)
    return commands


def test_the_readme_gives_the_newcomer_these_commands() -> None:
    assert readme_commands() == ["make lab", "make test", 'pip install "card-rules-explorer[lab]"',
                                 "card-rules-explorer lab my-lessons"]
    assert 'from a clone, before it is published: pip install ".[lab]"' in README


@pytest.fixture(scope="module")
def clone(tmp_path_factory: pytest.TempPathFactory) -> Path:
    target = tmp_path_factory.mktemp("newcomer") / "clone"
    cloned = subprocess.run(["git", "clone", "--quiet", str(ROOT), str(target)],
                            capture_output=True, text=True, timeout=300)
    assert cloned.returncode == 0, cloned.stderr
    return target


def environment(home: Path) -> dict[str, str]:
    return clean_env(PIP_FIND_LINKS=str(WHEELHOUSE), JUPYTER_TOKEN=TOKEN,
                     JUPYTER_RUNTIME_DIR=str(home / "runtime"),
                     JUPYTER_CONFIG_DIR=str(home / "config"),
                     JUPYTERLAB_SETTINGS_DIR=str(home / "settings"),
                     JUPYTERLAB_WORKSPACES_DIR=str(home / "workspaces"), BROWSER="true")


@pytest.fixture
def started() -> Iterator[list[subprocess.Popen[bytes]]]:
    """Commands that serve until stopped: each in a process group of its own, stopped whole."""
    running: list[subprocess.Popen[bytes]] = []
    yield running
    for process in running:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGTERM)
            try:
                process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)


def serving(url: str, process: subprocess.Popen[bytes], seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while True:
        try:
            with urllib.request.urlopen(url, timeout=5) as reply:
                assert reply.status == 200
                return
        except (urllib.error.URLError, OSError):
            assert process.poll() is None, f"the command exited ({process.returncode})"
            assert time.monotonic() < deadline, f"nothing served at {url}"
            time.sleep(1)


def test_the_readme_commands_run_in_order_on_a_fresh_clone(
        clone: Path, started: list[subprocess.Popen[bytes]]) -> None:
    env = environment(clone.parent)
    make_lab, make_test, _, lab = readme_commands()
    # 1. make lab: .venv, the package, JupyterLab on the welcome lesson.
    port = _free_port()
    started.append(subprocess.Popen([*shlex.split(make_lab), f"PORT={port}"], cwd=clone, env=env,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                    start_new_session=True))
    # JupyterLab serves the folder of the notebook it was given: notebooks/.
    serving(f"http://127.0.0.1:{port}/api/contents/00_welcome.ipynb?token={TOKEN}",
            started[0], 900)
    os.killpg(started[0].pid, signal.SIGTERM)
    started[0].wait(timeout=60)
    # 2. make test: everything it needs is in the clone (it cannot run inside itself).
    planned = subprocess.run([*shlex.split(make_test), "-n"], cwd=clone, env=env,
                             capture_output=True, text=True, timeout=120)
    assert planned.returncode == 0, planned.stderr
    assert "-m pytest -n auto" in planned.stdout
    # 3. The package from the clone, then its lab command, as the README says.
    python = clone / ".venv" / "bin" / "python"
    installed = subprocess.run([str(python), "-m", "pip", "install", "--quiet", ".[lab]"],
                               cwd=clone, env=env, capture_output=True, text=True, timeout=900)
    assert installed.returncode == 0, installed.stderr[-3000:]
    port = _free_port()
    started.append(subprocess.Popen(
        [str(clone / ".venv" / "bin" / shlex.split(lab)[0]), *shlex.split(lab)[1:],
         "--no-browser", "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}"],
        cwd=clone.parent, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        start_new_session=True))
    serving(f"http://127.0.0.1:{port}/api/contents/00_welcome.ipynb?token={TOKEN}",
            started[1], 300)
    assert (clone.parent / "my-lessons" / "naishi.ipynb").is_file()
