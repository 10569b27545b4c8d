"""Issue 40 (5): in forced colours (a high-contrast theme) Naishi's and Whispers' tiles lost
their colour, which is part of what a card is; Citadels' kept it as a word. Each tile, drawn
with the package's style sheet in Chromium with forced colours on, keeps its own colour."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from explorer.engine.palette import PALETTE
from explorer.games.naishi.cards import Card
from explorer.games.whispers.cards import CARD_COLOUR
from explorer.viz import naishi as vn
from explorer.viz import whispers as vw
from explorer.viz.html import STYLE

from .conftest import new_page

BACKGROUNDS = """() => [...document.querySelectorAll('.ex-tile')]
    .map(t => getComputedStyle(t).backgroundColor)"""


def _rgb(hex_colour: str) -> str:
    r, g, b = (int(hex_colour.lstrip("#")[i:i + 2], 16) for i in (0, 2, 4))
    return f"rgb({r}, {g}, {b})"


@pytest.mark.browser
def test_naishi_and_whispers_tiles_keep_their_colours_in_forced_colours(
        browser: Any, tmp_path: Path) -> None:
    first_of: dict[object, int] = {}  # a Whispers card of each colour
    for card, colour in enumerate(CARD_COLOUR):
        first_of.setdefault(colour, card)
    tiles = (vn.card_tile(Card.NAISHI, "ja") + vn.card_tile(Card.TORII, "en")
             + "".join(vw.card_tile(card, "ja") for card in first_of.values()))
    path = tmp_path / "tiles.html"
    path.write_text(f'<html lang="ja"><body><div class="ex-root">{STYLE}{tiles}</div></body>'
                    "</html>", encoding="utf-8")
    with new_page(browser, 800, 400) as page:
        page.goto(path.as_uri())
        expected = page.evaluate(BACKGROUNDS)
        assert _rgb(PALETTE["pink"]) in expected and len(set(expected)) >= len(first_of)
        page.emulate_media(forced_colors="active")
        assert page.evaluate("matchMedia('(forced-colors: active)').matches")
        assert page.evaluate(BACKGROUNDS) == expected
