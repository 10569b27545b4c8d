"""Every notebook runs top to bottom in a real kernel, with no error, and is stored clean
(kernelspec present, no outputs), as a teacher would open it."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))


def test_there_are_notebooks() -> None:
    assert any(p.name == "00_welcome.ipynb" for p in NOTEBOOKS)


@pytest.mark.notebook
@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_notebook_runs(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(
        nb,
        timeout=300,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},
    )
    client.kernel_manager_kwargs = {}
    client.execute()
    errors = [
        output
        for cell in nb.cells
        for output in cell.get("outputs", [])
        if output.get("output_type") == "error"
    ]
    assert not errors, errors[0]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_notebook_is_stored_clean(path: Path) -> None:
    nb = json.loads(path.read_text(encoding="utf-8"))
    assert nb["metadata"]["kernelspec"]["name"] == "python3"
    assert nb["cells"][0]["cell_type"] == "markdown", "a lesson starts with prose"
    for cell in nb["cells"]:
        assert "".join(cell["source"]).strip(), "an empty cell"
        if cell["cell_type"] == "code":
            assert not cell.get("outputs"), f"stored outputs in {path.name}"
    assert sys.version_info >= (3, 11)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_markdown_leaves_no_literal_markup(path: Path) -> None:
    """CommonMark does not close `**` after punctuation followed by a letter (「…？**を」), which
    is easy to write in Japanese: the reader then sees the asterisks."""
    from markdown_it import MarkdownIt

    render = MarkdownIt("commonmark").enable("table").render
    nb = json.loads(path.read_text(encoding="utf-8"))
    for cell in nb["cells"]:
        if cell["cell_type"] == "markdown":
            html = render("".join(cell["source"]))
            assert "**" not in html and "__" not in html, html
