"""Set-up files agree with each other, and the package works as a user gets it: a wheel built
from the repository carries the lessons, installs with only its core dependencies into a fresh
environment, plays and scores every game there, and its `lab` command copies the lessons and
opens JupyterLab on the welcome notebook."""

from __future__ import annotations

import email
import os
import re
import socket
import subprocess
import sys
import tarfile
import time
import tomllib
import urllib.error
import urllib.request
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

import explorer
from explorer.engine.i18n import tr
from explorer.lab import DISTRIBUTION, MANIFEST
from tools.lite import source_copy

from .envs import clean_env, fresh_venv

ROOT = Path(__file__).resolve().parents[1]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
CORE = {"ipywidgets", "networkx", "graphviz", "numpy"}


CLEAN_ENV = clean_env()


def names(requirements: list[str]) -> set[str]:
    return {re.split(r"[<>=\[; ]", dep)[0] for dep in requirements}


def test_binder_installs_the_package_graphviz_and_a_python_it_supports() -> None:
    requirements = (ROOT / "binder" / "requirements.txt").read_text().split()
    assert any(re.fullmatch(r"\.(\[[a-z,]+\])?", r) for r in requirements)
    assert "-e" in requirements
    assert "graphviz" in (ROOT / "binder" / "apt.txt").read_text().split()
    runtime = (ROOT / "binder" / "runtime.txt").read_text().strip()
    found = re.fullmatch(r"python-(\d+)\.(\d+)", runtime)
    assert found, runtime
    major, minor = int(found[1]), int(found[2])
    assert PROJECT["requires-python"] == ">=3.11" and (major, minor) >= (3, 11)


def test_core_dependencies_are_the_runtime_ones_and_jupyterlab_is_an_extra() -> None:
    assert names(PROJECT["dependencies"]) == CORE
    extras = PROJECT["optional-dependencies"]
    # JupyterLab for a class, in Japanese too; the design lab's plots and Dask for those who
    # run it (not every class); the Lite build with jupyter-server, which writes its contents.
    assert names(extras["lab"]) == {"jupyterlab", "jupyterlab-language-pack-ja-JP", "tqdm"}
    assert names(extras["design"]) == {"matplotlib", "dask"}
    assert {"jupyterlite-core", "jupyterlite-pyodide-kernel", "jupyter-server"} <= names(
        extras["lite"])
    assert "voila" in names(extras["voila"])
    assert {"sphinx", "myst-parser"} <= names(extras["docs"])
    assert {"bench", "test"} <= set(extras)
    # The classroom server: Tornado (as Jupyter Server uses) and segno for the QR codes.
    assert names(extras["classroom"]) == {"tornado", "segno"}
    # The test extra pulls in everything the suite drives: JupyterLab, the docs, the Lite build.
    assert any(dep.startswith(f"{PROJECT['name']}[") and "lab" in dep and "docs" in dep
               for dep in extras["test"])


def test_one_version_source_license_and_placeholder_urls() -> None:
    assert PROJECT["dynamic"] == ["version"] and "version" not in PROJECT
    dynamic = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    assert dynamic["dynamic"]["version"] == {"attr": "explorer.__version__"}
    assert re.fullmatch(r"\d+\.\d+\.\d+", explorer.__version__)
    assert f"## {explorer.__version__}" in (ROOT / "CHANGELOG.md").read_text()
    assert PROJECT["license"] == "MIT" and "MIT License" in (ROOT / "LICENSE").read_text()
    assert (ROOT / "explorer" / "py.typed").exists()
    assert all("OWNER/REPOSITORY" in url for url in PROJECT["urls"].values())
    assert "PLACEHOLDER" in (ROOT / "pyproject.toml").read_text()


def test_readme_gives_the_two_commands_and_ci_runs_the_test_one() -> None:
    readme = (ROOT / "README.md").read_text()
    setup = readme[readme.index("## Set-up"):]
    setup = setup[: setup.index("\n## ", 3)]
    blocks = re.findall(r"```\n(.*?)\n```", setup, flags=re.S)
    assert blocks == ["make lab", "make test"], blocks
    assert "make test" in (ROOT / ".ci" / "run").read_text()
    makefile = (ROOT / "Makefile").read_text()
    welcome = "notebooks/00_welcome.ipynb"
    assert welcome in makefile and (ROOT / welcome).exists()
    assert "'.[lab,design]'" in makefile and "'.[test]'" in makefile


# --- the wheel, as a user installs it ---------------------------------------------------------


@pytest.fixture(scope="session")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """sdist then wheel from the sdist (`python -m build`), as a release would be made."""
    out = tmp_path_factory.mktemp("dist")
    source = source_copy(tmp_path_factory.mktemp("source") / "checkout")
    result = subprocess.run(
        [sys.executable, "-m", "build", "--outdir", str(out), str(source)],
        capture_output=True, text=True, timeout=600,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    (built,) = out.glob("*.whl")
    return built


def test_the_wheel_carries_the_lessons_the_license_and_the_metadata(wheel: Path) -> None:
    assert wheel.name.startswith(f"card_rules_explorer-{explorer.__version__}-py3-none-any")
    with zipfile.ZipFile(wheel) as archive:
        files = set(archive.namelist())
        lessons = sorted(n for n in files if n.startswith("explorer/notebooks/"))
        assert lessons == sorted(
            f"explorer/notebooks/{p.name}" for p in (ROOT / "notebooks").glob("*.ipynb")
        )
        for name in lessons:
            source = ROOT / "notebooks" / Path(name).name
            assert archive.read(name) == source.read_bytes(), f"{name} differs from notebooks/"
        assert "explorer/py.typed" in files
        # The classroom pages' own script and stylesheet (no build step, nothing fetched).
        assert {"explorer/classroom/static/classroom.js",
                "explorer/classroom/static/classroom.css"} <= files
        catalogues = sorted(p.relative_to(ROOT).as_posix()
                            for p in (ROOT / "explorer").rglob("locale/*.json"))
        assert catalogues and set(catalogues) <= files  # every message, in each language
        info = f"card_rules_explorer-{explorer.__version__}.dist-info"
        assert f"{info}/licenses/LICENSE" in files
        metadata = email.message_from_bytes(archive.read(f"{info}/METADATA"))
        entry_points = archive.read(f"{info}/entry_points.txt").decode()
    assert metadata["Name"] == "card-rules-explorer"
    assert metadata["Version"] == explorer.__version__
    assert metadata["License-Expression"] == "MIT"
    core = [r for r in metadata.get_all("Requires-Dist") if "extra ==" not in r]
    assert names(core) == CORE
    assert "Typing :: Typed" in metadata.get_all("Classifier")
    assert "card-rules-explorer = explorer.__main__:main" in entry_points


def test_the_sdist_carries_the_lessons_and_no_tests(wheel: Path) -> None:
    """The tests need the whole checkout (conftest.py, golden and known data, tools/): the
    sdist carries none of them rather than some (MANIFEST.in prunes tests/)."""
    (sdist,) = wheel.parent.glob("*.tar.gz")
    with tarfile.open(sdist) as archive:
        names = [n.split("/", 1)[1] for n in archive.getnames() if "/" in n]
    assert not [n for n in names if n.startswith("tests/")], names
    assert {f"notebooks/{p.name}" for p in (ROOT / "notebooks").glob("*.ipynb")} <= set(names)
    assert {"pyproject.toml", "setup.py", "LICENSE", "README.md", "explorer/py.typed",
            "explorer/games/naishi/arrange.py"} <= set(names)


PLAY_EVERY_GAME = """
import importlib.util, explorer, explorer.widgets
assert "site-packages" in explorer.__file__, explorer.__file__
assert importlib.util.find_spec("jupyterlab") is None, "jupyterlab came with the core install"
for name in explorer.registered_games():
    match = explorer.Match(name, seed=5)
    match.play_out()
    assert match.is_over, name
    outcome = match.outcome
    assert outcome.winners and set(outcome.winners) <= set(range(len(outcome.scores)))
    app = explorer.widgets.explore(name, seed=5)
    print(name, list(outcome.scores), list(outcome.winners), outcome.reason.label("ja"))
"""


@pytest.fixture(scope="session")
def core_env(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh virtual environment with the wheel and nothing but its core dependencies."""
    home = tmp_path_factory.mktemp("core-env")
    return fresh_venv(home / "venv", [str(wheel)], cwd=home)


def test_the_wheel_alone_imports_plays_and_scores_every_game(core_env: Path) -> None:
    result = subprocess.run(
        [str(core_env), "-c", PLAY_EVERY_GAME], capture_output=True, text=True, timeout=300,
        cwd=core_env.parent, env=CLEAN_ENV,  # the installed package is the one imported
    )
    assert result.returncode == 0, result.stderr[-3000:]
    assert str(ROOT) not in result.stderr
    played = [line.split()[0] for line in result.stdout.splitlines()]
    assert played == list(explorer.registered_games())


def test_the_lab_command_without_jupyterlab_copies_the_lessons_and_says_what_to_install(
    core_env: Path, tmp_path: Path
) -> None:
    script = core_env.parent / "card-rules-explorer"
    run = {"capture_output": True, "text": True, "timeout": 60, "cwd": tmp_path, "env": CLEAN_ENV}
    helped = subprocess.run([str(core_env), "-m", "explorer", "lab", "--help"], **run)
    assert helped.returncode == 0 and "FOLDER" in helped.stdout and "教材" in helped.stdout
    folder = tmp_path / "class"
    ran = subprocess.run([str(script), "lab", str(folder)], **run)
    assert ran.returncode == 2, ran.stdout + ran.stderr
    for lang in ("en", "ja"):
        expected = tr("lab.no_jupyterlab", lang, dist=DISTRIBUTION, folder=str(folder))
        assert expected in ran.stderr
    assert sorted(p.name for p in folder.iterdir()) == sorted(
        [*(p.name for p in (ROOT / "notebooks").glob("*.ipynb")), MANIFEST]
    )
    welcome = (folder / "00_welcome.ipynb").read_bytes()
    assert welcome == (ROOT / "notebooks" / "00_welcome.ipynb").read_bytes()


def test_the_lite_command_without_its_build_tools_says_what_to_install(
    core_env: Path, tmp_path: Path
) -> None:
    script = core_env.parent / "card-rules-explorer"
    run = {"capture_output": True, "text": True, "timeout": 60, "cwd": tmp_path, "env": CLEAN_ENV}
    helped = subprocess.run([str(script), "lite", "--help"], **run)
    assert helped.returncode == 0, helped.stderr
    assert "--pyodide" in helped.stdout and "--zip" in helped.stdout and "サイト" in helped.stdout
    ran = subprocess.run([str(script), "lite", str(tmp_path / "site")], **run)
    assert ran.returncode == 2, ran.stdout + ran.stderr
    for lang in ("en", "ja"):
        assert tr("lite.no_tools", lang, dist=DISTRIBUTION) in ran.stderr
    assert not (tmp_path / "site").exists()


def test_the_installed_package_makes_its_own_wheel_for_the_site(
    core_env: Path, tmp_path: Path
) -> None:
    """`card-rules-explorer lite` has no checkout to build a wheel from: it packs the installed
    files, which pip then accepts as a wheel of the same package."""
    make = f"from pathlib import Path; from explorer import lite; " \
           f"print(lite.installed_wheel(Path({str(tmp_path)!r})))"
    run = {"capture_output": True, "text": True, "timeout": 120, "cwd": tmp_path, "env": CLEAN_ENV}
    made = subprocess.run([str(core_env), "-c", make], **run)
    assert made.returncode == 0, made.stderr
    wheel = Path(made.stdout.strip())
    assert wheel.name == f"card_rules_explorer-{explorer.__version__}-py3-none-any.whl"
    with zipfile.ZipFile(wheel) as archive:
        files = set(archive.namelist())
        info = f"card_rules_explorer-{explorer.__version__}.dist-info"
        metadata = email.message_from_bytes(archive.read(f"{info}/METADATA"))
    assert {"explorer/__init__.py", "explorer/locale/ja.json", "explorer/lite.py",
            f"{info}/RECORD", f"{info}/WHEEL"} <= files
    assert not [n for n in files if "__pycache__" in n]
    assert metadata["Name"] == "card-rules-explorer"
    target = tmp_path / "unpacked"
    installed = subprocess.run([str(core_env), "-m", "pip", "install", "--no-deps",
                                "--target", str(target), str(wheel)], **run)
    assert installed.returncode == 0, installed.stdout + installed.stderr
    assert (target / "explorer" / "games" / "naishi" / "arrange.py").is_file()


# --- the lab command with JupyterLab installed ------------------------------------------------


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: object, **kwargs: object) -> None:
        return None


@pytest.fixture
def lab_command(tmp_path: Path) -> Iterator[tuple[str, Path, subprocess.Popen[bytes]]]:
    port, folder = _free_port(), tmp_path / "lessons"
    env = {**os.environ, "JUPYTER_RUNTIME_DIR": str(tmp_path / "runtime"),
           "JUPYTERLAB_WORKSPACES_DIR": str(tmp_path / "workspaces")}
    process = subprocess.Popen(
        [sys.executable, "-m", "explorer", "lab", str(folder), "--no-browser",
         "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}", "--ServerApp.port_retries=0",
         "--IdentityProvider.token="],
        cwd=tmp_path, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    try:
        yield f"http://127.0.0.1:{port}", folder, process
    finally:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()


def test_the_lab_command_starts_jupyterlab_on_the_welcome_lesson(
    lab_command: tuple[str, Path, subprocess.Popen[bytes]],
) -> None:
    base, folder, process = lab_command
    opener = urllib.request.build_opener(NoRedirect)
    deadline = time.monotonic() + 90
    while True:
        try:
            opener.open(f"{base}/", timeout=2)
        except urllib.error.HTTPError as answer:
            assert answer.code == 302
            assert answer.headers["Location"].rstrip("?").endswith("/lab/tree/00_welcome.ipynb")
            break
        except OSError:
            assert process.poll() is None, "the lab command exited"
            assert time.monotonic() < deadline, "JupyterLab did not start"
            time.sleep(0.3)
    with urllib.request.urlopen(f"{base}/api/contents/00_welcome.ipynb", timeout=10) as reply:
        assert reply.status == 200
    assert (folder / "naishi.ipynb").read_bytes() == (ROOT / "notebooks/naishi.ipynb").read_bytes()
    # Stopping the command stops the server: none is left running on its own.
    process.terminate()
    process.wait(timeout=30)
    with pytest.raises(OSError):
        urllib.request.urlopen(f"{base}/api", timeout=5)


NO_NUMPY = """
import sys
sys.modules["numpy"] = None  # as in a JupyterLite tab whose Pyodide has not loaded numpy
import explorer, explorer.widgets
for name, players in (("whispers", 4), ("citadels", 4)):
    match = explorer.Match(name, players, seed=3)
    match.play_out()
    explorer.widgets.explore(name, players=players, seed=3)
    print(name, list(match.outcome.scores))
match = explorer.Match("naishi", 2, seed=3)
match.play_out()
from explorer.games.naishi import best_arrangement
best = best_arrangement(match.state.lines[0], match.state.hands[0])
print("naishi", list(match.outcome.scores), best.breakdown.total >= best.given.total)
run = explorer.simulate("naishi", 2, progress=False)
print("simulated", run.n, type(run.scores).__name__)
"""


def test_whispers_and_citadels_run_without_numpy() -> None:
    """A JupyterLite site without a full Pyodide has no numpy: importing the package, playing
    every game, Naishi's best arrangement and the simulations (on the package's plain arrays)
    must not need it."""
    result = subprocess.run([sys.executable, "-c", NO_NUMPY], capture_output=True, text=True,
                            timeout=300, cwd=ROOT, env=clean_env(PYTHONPATH=str(ROOT)))
    assert result.returncode == 0, result.stderr[-3000:]
    lines = result.stdout.splitlines()
    assert [line.split()[0] for line in lines[:3]] == ["whispers", "citadels", "naishi"]
    assert lines[2].endswith("True")  # Naishi plays, and its best arrangement is found
    assert lines[3] == "simulated 2 Array"


BROKEN_NUMPY = """
import explorer
from explorer.games.naishi import best_arrangement
match = explorer.Match("naishi", 2, seed=3)
match.play_out()
best = best_arrangement(match.state.lines[0], match.state.hands[0])
print(best.breakdown.total >= best.given.total)
print(type(explorer.simulate("naishi", 1, progress=False).scores).__name__)
"""


def test_a_broken_numpy_is_treated_as_missing(tmp_path: Path) -> None:
    """numpy installed but broken (its compiled part fails to load: `ImportError`, not
    `ModuleNotFoundError`): one check for the whole package sends every game, Naishi's
    best arrangement and the simulations to pure Python."""
    broken = tmp_path / "numpy"
    broken.mkdir()
    (broken / "__init__.py").write_text('raise ImportError("numpy: the C extensions failed")\n')
    result = subprocess.run([sys.executable, "-c", BROKEN_NUMPY], capture_output=True,
                            text=True, timeout=300, cwd=ROOT,
                            env=clean_env(PYTHONPATH=f"{tmp_path}{os.pathsep}{ROOT}"))
    assert result.returncode == 0, result.stderr[-3000:]
    assert result.stdout.split() == ["True", "Array"]
