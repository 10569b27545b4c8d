"""Fresh virtual environments for the tests that install the package as a user would (the
wheel with its core dependencies; Binder's `binder/requirements.txt`). Downloads come from
pip's own cache, so only the first run fetches anything."""

from __future__ import annotations

import fcntl
import os
import subprocess
import sys
import venv
from collections.abc import Sequence
from pathlib import Path


def clean_env(**extra: str) -> dict[str, str]:
    """This process's environment without PYTHONPATH and other PYTHON* settings, so that a
    fresh environment cannot see the checkout by accident."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    return {**env, **extra}


def fresh_venv(home: Path, install: Sequence[str], *, cwd: Path, timeout: float = 900) -> Path:
    """Create a virtual environment in `home` (no system site-packages), `pip install` the
    arguments `install` from `cwd`, and return its Python. Pip is told not to compile every
    module it installs (`--no-compile`, about 40 % of an install's work here): Python compiles
    the modules a test imports as it imports them, which changes nothing they do."""
    venv.EnvBuilder(with_pip=True).create(home)
    python = home / "bin" / "python"
    result = subprocess.run(
        [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
         "--no-compile", *install],
        cwd=cwd, env=clean_env(), capture_output=True, text=True, timeout=timeout,
    )
    if result.returncode:
        output = result.stdout[-3000:] + result.stderr[-3000:]
        raise AssertionError(f"pip install {' '.join(install)} failed:\n{output}")
    return python


#: The wheels every fresh environment of the extras tests installs from: filled from the
#: package index the first time (pip's cache helps), then shared by every run and every test.
WHEELHOUSE = Path(os.environ.get(
    "EXPLORER_WHEELHOUSE", Path.home() / ".cache" / "card-rules-explorer" / "wheelhouse"))


def venv_with_extra(home: Path, wheel: Path, extra: str, *, cwd: Path) -> Path:
    """A fresh virtual environment with `wheel` and its `extra` alone (what
    `pip install "card-rules-explorer[extra]"` gives a user), installed from `WHEELHOUSE`
    without the package index; returns its Python."""
    requirement = f"{wheel}[{extra}]"
    WHEELHOUSE.mkdir(parents=True, exist_ok=True)
    with open(WHEELHOUSE / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # test workers filling it at the same time
        filled = subprocess.run(
            [sys.executable, "-m", "pip", "wheel", "--quiet", "--disable-pip-version-check",
             "--prefer-binary", "--wheel-dir", str(WHEELHOUSE), "--find-links", str(WHEELHOUSE),
             requirement],
            cwd=cwd, env=clean_env(), capture_output=True, text=True, timeout=1800)
        for ours in WHEELHOUSE.glob("card_rules_explorer-*.whl"):
            ours.unlink()  # the checkout's own wheel changes with every edit: never kept
    if filled.returncode:
        output = filled.stdout[-3000:] + filled.stderr[-3000:]
        raise AssertionError(f"pip wheel {requirement} failed:\n{output}")
    return fresh_venv(home, ["--no-index", "--find-links", str(WHEELHOUSE), requirement],
                      cwd=cwd)
