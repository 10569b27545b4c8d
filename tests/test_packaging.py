"""Set-up files agree with each other: Binder installs what the package needs, the README gives
exactly the two commands, and CI runs the README's test command."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_binder_installs_the_package_graphviz_and_a_python_it_supports() -> None:
    requirements = (ROOT / "binder" / "requirements.txt").read_text().split()
    assert "-e" in requirements and "." in requirements
    assert "graphviz" in (ROOT / "binder" / "apt.txt").read_text().split()
    runtime = (ROOT / "binder" / "runtime.txt").read_text().strip()
    found = re.fullmatch(r"python-(\d+)\.(\d+)", runtime)
    assert found, runtime
    major, minor = int(found[1]), int(found[2])
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert project["requires-python"] == ">=3.11" and (major, minor) >= (3, 11)


def test_required_stack_is_declared() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    names = {re.split(r"[<>=\[]", dep)[0] for dep in project["dependencies"]}
    assert {"ipywidgets", "jupyterlab", "networkx", "graphviz", "numpy"} <= names


def test_readme_gives_the_two_commands_and_ci_runs_the_test_one() -> None:
    readme = (ROOT / "README.md").read_text()
    blocks = re.findall(r"```\n(.*?)\n```", readme, flags=re.S)
    assert "make lab" in blocks and "make test" in blocks
    assert "make test" in (ROOT / ".ci" / "run").read_text()
    makefile = (ROOT / "Makefile").read_text()
    welcome = "notebooks/00_welcome.ipynb"
    assert welcome in makefile and (ROOT / welcome).exists()
