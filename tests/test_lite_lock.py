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
