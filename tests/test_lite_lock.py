"""The site's Pyodide lock file (explorer.lite.trim_lock), without building a site."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest

from explorer import lite


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
