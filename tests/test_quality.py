"""Static checks: the package is clean under `mypy --strict` (pyproject.toml says which untyped
libraries are let through); the package and tests pass ruff; the import contracts in
pyproject.toml hold (layers engine <- games <- viz <- widgets <- plug-ins, games independent, no
cycle between sibling modules)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True)


def test_the_package_is_clean_under_mypy_strict() -> None:
    result = run("mypy", "--strict", "--no-incremental", "explorer")
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_finds_nothing() -> None:
    result = run("ruff", "check", "--no-cache", "explorer", "tests", "tools", "notebooks")
    assert result.returncode == 0, result.stdout + result.stderr


def test_import_contracts_hold() -> None:
    # This checkout first on the path, so that the contracts judge it and not an installed copy.
    path = os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH")) if p)
    result = subprocess.run(
        [str(Path(sys.executable).with_name("lint-imports")), "--no-cache", "--no-logo"],
        cwd=ROOT, capture_output=True, text=True, env={**os.environ, "PYTHONPATH": path},
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout
