"""Build the JupyterLite site from this checkout: `python -m tools.lite [OUTPUT] [--pyodide
TARBALL] [--zip FILE]` (what `make lite` runs; default `build/lite/`).

The same build as `card-rules-explorer lite DIR` (`explorer.lite`: see there what the site
holds), with this package's wheel built from the checkout and the lessons of `notebooks/`.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from explorer import lite

ROOT = Path(__file__).resolve().parents[1]

# What a build never needs; the rest of the checkout is copied (see `source_copy`).
NOT_SOURCE = shutil.ignore_patterns(".git", ".venv", "build", "dist", "test-artifacts", "_build",
                                    "*.egg-info", "__pycache__", ".*_cache", "handouts")


def source_copy(target: Path) -> Path:
    """A copy of the checkout to build from, so that builds running at the same time (the test
    workers) never share setuptools' `build/` and `*.egg-info` folders in the checkout."""
    shutil.copytree(ROOT, target, ignore=NOT_SOURCE)
    return target


def build_wheel(dest: Path) -> Path:
    dest.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="lite-source-") as scratch:
        source = source_copy(Path(scratch) / "source")
        lite.run([sys.executable, "-m", "build", "--wheel", "--outdir", str(dest), str(source)])
    (wheel,) = dest.glob("card_rules_explorer-*.whl")
    return wheel


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if not args or (args[0].startswith("-") and args[0] not in ("-h", "--help")):
        args.insert(0, str(ROOT / "build" / "lite"))  # the default site folder
    lessons = [(p.name, p.read_bytes()) for p in sorted((ROOT / "notebooks").glob("*.ipynb"))]
    with tempfile.TemporaryDirectory(prefix="lite-wheel-") as scratch:
        try:
            wheel = build_wheel(Path(scratch))
        except (RuntimeError, subprocess.SubprocessError) as error:
            print(f"{lite.both('lite.failed', site=args[0])}\n\n{error}", file=sys.stderr)
            return 1
        return lite.main(args, wheel=wheel, lessons=lessons, prog="python -m tools.lite")


if __name__ == "__main__":
    sys.exit(main())
