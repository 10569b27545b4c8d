"""The documentation's source says one thing in one way: the install command of a class hub's
image is the same on every page, in both languages."""

from __future__ import annotations

import re
from pathlib import Path

DOCS = Path(__file__).resolve().parents[1] / "docs"
HUB_INSTALL = 'pip install "card-rules-explorer"'


def test_every_page_installs_a_hub_image_with_the_same_command() -> None:
    found: dict[str, set[str]] = {}
    for page in sorted(DOCS.rglob("*.md")):
        # A paragraph or list item that speaks of a hub's image and gives a pip command.
        for part in re.split(r"\n\s*\n|\n(?=- )", page.read_text(encoding="utf-8")):
            if re.search(r"hub|ハブ", part, re.IGNORECASE) and re.search(r"image|イメージ", part):
                commands = set(re.findall(r"`(pip install [^`]+)`", part))
                if commands:
                    found.setdefault(str(page.relative_to(DOCS)), set()).update(commands)
    assert found, "no page says how to install the package in a hub's image"
    assert len(found) >= 3, found  # getting-started, teaching and its Japanese page
    assert {c for commands in found.values() for c in commands} == {HUB_INSTALL}, found


API = (Path(__file__).resolve().parents[1] / "docs" / "api.md").read_text(encoding="utf-8")
DOCUMENTED = set(re.findall(r"^\.\. auto\w+:: ([\w.]+)\s*$", API, flags=re.M))


def test_the_api_reference_documents_every_public_name() -> None:
    """Each name of `explorer.__all__` has its entry in docs/api.md (under its own name or
    where it is defined: `explorer.compare` is `explorer.simulate.compare`)."""
    import types

    import explorer

    missing = []
    for name in explorer.__all__:
        value = getattr(explorer, name)
        where = {f"explorer.{name}"}
        if isinstance(value, types.ModuleType):  # explorer.simulate: the module and its function
            where = {f"{value.__name__}.{name}"}
        elif hasattr(value, "__qualname__"):
            where.add(f"{value.__module__}.{value.__qualname__}")
        if not where & DOCUMENTED:
            missing.append(name)
    assert not missing, missing


def test_the_api_reference_documents_the_entry_points() -> None:
    """The classroom's `serve` (what a notebook calls) and every command a user types."""
    import explorer.classroom
    import explorer.lite

    assert {"explorer.classroom.serve", "explorer.lite.build_site"} <= DOCUMENTED
    assert callable(explorer.classroom.serve) and callable(explorer.lite.build_site)
    commands = API[API.index("## Command line"):]
    for command in ("card-rules-explorer lab", "card-rules-explorer classroom",
                    "card-rules-explorer lite", "card-rules-explorer bench",
                    "python -m explorer.simulate", "--variant FILE.json", "--lang",
                    "EXPLORER_LANG"):
        assert command in commands, command
