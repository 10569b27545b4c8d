"""Write a lesson notebook from a list of cells: `("md", text)` or `("py", code)`.

Notebooks are stored without outputs and with a kernelspec, so they open without a kernel
dialog and run clean in CI. Used by the `tools/lessons/*.py` scripts that hold each lesson's
text; edit those, then run `python tools/lessons/<name>.py`.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parents[1]


def write(name: str, cells: Sequence[tuple[str, str]]) -> Path:
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {
        "name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python",
    }
    nb.metadata["language_info"] = {"name": "python"}
    for kind, text in cells:
        text = text.strip("\n")
        if kind == "md":
            nb.cells.append(nbformat.v4.new_markdown_cell(text))
        elif kind == "py":
            nb.cells.append(nbformat.v4.new_code_cell(text))
        else:
            raise ValueError(f"unknown cell kind {kind!r}")
    for index, cell in enumerate(nb.cells):
        cell["id"] = f"{Path(name).stem}-{index:02d}"
    path = ROOT / "notebooks" / name
    nbformat.write(nb, path)
    print(f"wrote {path.relative_to(ROOT)} ({len(nb.cells)} cells)", file=sys.stderr)
    return path
