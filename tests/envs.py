"""Fresh virtual environments for the tests that install the package as a user would (the
wheel with its core dependencies; Binder's `binder/requirements.txt`). Downloads come from
pip's own cache, so only the first run fetches anything."""

from __future__ import annotations

import os
import subprocess
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
    arguments `install` from `cwd`, and return its Python."""
    venv.EnvBuilder(with_pip=True).create(home)
    python = home / "bin" / "python"
    result = subprocess.run(
        [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
         *install],
        cwd=cwd, env=clean_env(), capture_output=True, text=True, timeout=timeout,
    )
    if result.returncode:
        output = result.stdout[-3000:] + result.stderr[-3000:]
        raise AssertionError(f"pip install {' '.join(install)} failed:\n{output}")
    return python
