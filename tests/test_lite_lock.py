"""The site's Pyodide lock file (explorer.lite.trim_lock), without building a site."""

from __future__ import annotations

import importlib.util
import json
import zipfile
from pathlib import Path

import pytest

from explorer import lite
from explorer.engine.i18n import tr


def fake_wheel(folder: Path, name: str, requires: tuple[str, ...] = ()) -> Path:
    """A tiny pure wheel standing in for one of a full Pyodide's packages."""
    wheel = folder / f"{name}-1.0-py3-none-any.whl"
    meta = f"Metadata-Version: 2.1\nName: {name}\nVersion: 1.0\n" + "".join(
        f"Requires-Dist: {r}\n" for r in requires)
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.writestr(f"{name}/__init__.py", "")
        archive.writestr(f"{name}-1.0.dist-info/METADATA", meta)
    return wheel


def test_a_package_loads_what_its_wheel_requires_not_what_the_lock_says(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # npm's lock has networkx depend on setuptools (and so pyparsing): networkx's wheel
    # requires neither, and every tab would load 1 MB that nothing imports.
    wheels = tmp_path / "wheels"
    wheels.mkdir()
    made = {"networkx": fake_wheel(wheels, "networkx", ('numpy; extra == "default"',)),
            "setuptools": fake_wheel(wheels, "setuptools"),
            "pyparsing": fake_wheel(wheels, "pyparsing"),
            "ipython": fake_wheel(wheels, "ipython", ("jedi",)),
            "jedi": fake_wheel(wheels, "jedi")}
    packages = {name: {"name": name, "version": "1.0", "file_name": path.name, "sha256": "",
                       "depends": []} for name, path in made.items()}
    packages["networkx"]["depends"] = ["setuptools"]
    packages["setuptools"]["depends"] = ["pyparsing"]
    site = tmp_path / "pyodide"
    site.mkdir()
    (site / "pyodide-lock.json").write_text(json.dumps(
        {"info": {"python": "3.14.2"}, "packages": packages}))
    monkeypatch.setattr(lite, "cached", lambda name, version: made[name])
    lock = lite.trim_lock(site, ["networkx", "ipython"])
    assert set(lock["packages"]) == {"networkx", "ipython", "jedi"}
    assert lock["packages"]["networkx"]["depends"] == []
    assert lock["packages"]["ipython"]["depends"] == ["jedi"]


def half_built(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Stand-ins for the build's steps up to `jupyter lite build`, which then writes part of
    a site (the lessons, as a real failure does) and fails."""
    npm = tmp_path / "npm-pyodide"
    npm.mkdir()
    (npm / "pyodide-lock.json").write_text(json.dumps({"info": {"python": "3.13.2"},
                                                       "packages": {}}))
    monkeypatch.setattr(lite, "pyodide_version", lambda: "0.0.0")
    monkeypatch.setattr(lite, "npm_pyodide", lambda version: npm)
    monkeypatch.setattr(lite, "kernel_wheels", lambda: [])
    monkeypatch.setattr(lite, "pure_dependencies", lambda *args: [])
    monkeypatch.setattr(lite, "prepare_pyodide", lambda *args: [])

    def build(command: list[str], cwd: Path | None = None) -> None:
        site = Path(command[command.index("--output-dir") + 1])
        (site / "files").mkdir(parents=True)
        (site / "files" / "00_welcome.ipynb").write_text("{}")
        raise RuntimeError("jupyter lite build failed: jupyter-server is not installed")

    monkeypatch.setattr(lite, "run", build)


def test_a_failed_build_leaves_nothing_that_looks_finished(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    half_built(monkeypatch, tmp_path)
    output = tmp_path / "out" / "site"
    output.parent.mkdir()
    wheel = fake_wheel(tmp_path, "card_rules_explorer")
    with pytest.raises(RuntimeError, match="jupyter-server"):
        lite.build_site(output, [("00_welcome.ipynb", b'{"cells": [], "metadata": {}}')], wheel)
    assert not output.exists()
    assert list((tmp_path / "out").iterdir()) == []  # no partial folder left beside it either


def test_a_failed_build_keeps_the_previous_site_and_says_so_in_both_languages(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    half_built(monkeypatch, tmp_path)
    output = tmp_path / "site"
    output.mkdir()
    (output / "index.html").write_text("the site built last week")
    wheel = fake_wheel(tmp_path, "card_rules_explorer")
    lessons = [("00_welcome.ipynb", b'{"cells": [], "metadata": {}}')]
    status = lite.main([str(output)], wheel=wheel, lessons=lessons)
    assert status == 1
    err = capsys.readouterr().err
    for lang in ("en", "ja"):
        assert tr("lite.failed", lang, site=str(output)) in err
    assert "jupyter-server is not installed" in err
    assert [p.name for p in output.iterdir()] == ["index.html"]
    assert (output / "index.html").read_text() == "the site built last week"
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        ["site", "card_rules_explorer-1.0-py3-none-any.whl", "npm-pyodide"])


def test_a_finished_site_replaces_the_old_one_whole(tmp_path: Path) -> None:
    old, new = tmp_path / "site", tmp_path / "scratch" / "built"
    old.mkdir()
    (old / "stale.html").write_text("old")
    new.mkdir(parents=True)
    (new / "index.html").write_text("new")
    lite.put_in_place(new, old)
    assert [p.name for p in old.iterdir()] == ["index.html"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["scratch", "site"]


def test_the_build_needs_jupyter_server_and_says_which_extra_brings_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    found = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: None if name == "jupyter_server" else found(name, *a))
    assert lite.main([str(tmp_path / "site")]) == 2
    err = capsys.readouterr().err
    for lang in ("en", "ja"):
        assert tr("lite.no_tools", lang, dist=lite.DISTRIBUTION) in err
    assert not (tmp_path / "site").exists()


#: A package the tab lacks, as numpy in a site without a full Pyodide.
ABSENT = "no_such_package_in_this_tab"
LESSON_CELLS = [
    (f"import {ABSENT} as np", ABSENT),       # the package the site lacks: said, not raised
    ("runs = np.zeros(3)", ABSENT),           # a name that cell could not define: said too
    ("x = 6 * 7\nx", None),                   # everything else runs, its last value shown
    ("{}['runs'][0]", ABSENT),                # a table that could not be filled: said too
]


def test_a_cell_needing_a_package_the_site_lacks_says_so_and_the_lesson_runs_on(
        capsys: pytest.CaptureFixture[str]) -> None:
    """`explorer.lite_tab` in a real IPython shell."""
    from IPython.core.interactiveshell import InteractiveShell

    from explorer import lite_tab

    shell = InteractiveShell.instance()
    try:
        lite_tab.explain_missing({ABSENT}, needed=[ABSENT], shell=shell)
        lite_tab.explain_missing({ABSENT}, needed=[ABSENT], shell=shell)  # once only
        assert sum(isinstance(t, lite_tab.Guarded) for t in shell.ast_transformers) == 1
        for code, expected in LESSON_CELLS:
            result = shell.run_cell(code, store_history=True)  # type: ignore[no-untyped-call]  # IPython
            out = capsys.readouterr().out
            if expected is None:
                assert result.success and "42" in out, out
            else:
                assert result.success, result.error_in_exec
                for lang in ("en", "ja"):
                    assert tr("lite.module_missing", lang, package=ABSENT) in out
        # A lesson that only runs faster with the package (Naishi): its real errors stay errors.
        lite_tab.explain_missing({ABSENT}, needed=[], shell=shell)
        assert isinstance(shell.run_cell("1 / 0").error_in_exec,  # type: ignore[no-untyped-call]  # IPython
                          ZeroDivisionError)
        assert shell.run_cell(f"import {ABSENT}").success  # type: ignore[no-untyped-call]  # IPython
        capsys.readouterr()
    finally:
        shell.ast_transformers[:] = [t for t in shell.ast_transformers
                                     if not isinstance(t, lite_tab.Guarded)]
        InteractiveShell.clear_instance()


def test_the_design_lab_needs_nothing_the_offline_site_lacks() -> None:
    """Its plots are SVG and its simulations run on plain arrays without numpy: no note above
    its cells, numpy only tried (faster where a full Pyodide has it), nothing needed."""
    root = Path(__file__).resolve().parents[1] / "notebooks"
    design = json.loads((root / "design_lab.ipynb").read_text(encoding="utf-8"))
    assert lite.needed_packages(design) == []
    assert lite.lesson_packages(design)[1] == ["numpy"]
    cells = lite.lite_lesson(design, "design_lab")["cells"]
    assert cells[1]["cell_type"] == "code" and cells[2:] == design["cells"][1:]
    assert "explain_missing(_missing, needed=[])" in "".join(cells[1]["source"])
    assert "matplotlib" not in "".join(cells[1]["source"])
    assert not any("lite-needs" in c.get("id", "") for c in cells)


def test_the_offline_lesson_says_what_it_needs_before_its_first_cell() -> None:
    """A lesson that imports a package the site lacks (matplotlib, for plots of its own) says
    so before its first cell, in both languages; built with a full Pyodide it does not."""
    root = Path(__file__).resolve().parents[1] / "notebooks"
    lesson = json.loads((root / "design_lab.ipynb").read_text(encoding="utf-8"))
    lesson["cells"].append({"cell_type": "code", "execution_count": None, "id": "own-plot",
                            "metadata": {}, "outputs": [],
                            "source": ["import matplotlib.pyplot as plt\n"]})
    cells = lite.lite_lesson(lesson, "design_lab")["cells"]
    assert cells[1]["cell_type"] == "markdown"
    for lang in ("en", "ja"):
        assert tr("lite.lesson_needs", lang, packages="matplotlib") in "".join(
            cells[1]["source"])
    assert "explain_missing(_missing, needed=['matplotlib'])" in "".join(cells[2]["source"])
    assert "numpy" not in "".join(cells[1]["source"])
    # Built with a full Pyodide the note is left out; a lesson needing nothing has none.
    assert lite.lite_lesson(lesson, "design_lab", ())["cells"][1]["cell_type"] == "code"
    naishi = json.loads((root / "naishi.ipynb").read_text(encoding="utf-8"))
    assert lite.lite_lesson(naishi, "naishi")["cells"][1]["cell_type"] == "code"
