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
