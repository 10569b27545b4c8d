"""The palette survives colour-vision deficiency and carries readable text (issue 24, point 3):
every pair of seat colours is at least 10 apart in CAM02-UCS under simulated protanopia,
deuteranopia and tritanopia (Machado 2009, severity 1.0); the text on every tile colour has a
WCAG contrast of at least 4.5:1; the games draw from this one palette; the turn graph tells a
colour's arrows apart by their arrowhead as well as by colour."""

from __future__ import annotations

import itertools
import re

import pytest

from explorer.engine.palette import ARROWHEADS, PALETTE, SEAT_COLOURS, contrast_ratio, text_colour
from explorer.games.citadels.cards import COLOUR_CSS
from explorer.games.naishi.cards import CARDS
from explorer.games.whispers import turn_graph
from explorer.games.whispers.cards import COLOUR_HEX, Colour
from explorer.games.whispers.setup import stacked
from explorer.viz import whispers as vw
from explorer.viz.html import STYLE, tile

from .cvd import MACHADO_2009, distance

DEFICIENCIES = (None, *MACHADO_2009)
#: Below this CAM02-UCS distance two colours are hard to tell apart.
MIN_DISTANCE = 10.0


@pytest.mark.parametrize(("a", "b", "deficiency", "expected"), [
    # Reference values from `colorspacious` 1.1.2 (`deltaE`, "sRGB1+CVD" at severity 100),
    # an independent implementation of the same formulas.
    ("#1f77b4", "#9467bd", None, 26.9268),
    ("#1f77b4", "#9467bd", "protanopia", 2.3768),
    ("#d62728", "#2ca02c", "deuteranopia", 5.1709),
    ("#d62728", "#2ca02c", "tritanopia", 69.0036),
    ("#e0b000", "#8c8c8c", "protanopia", 37.3842),
    ("#000000", "#ffffff", None, 100.0236),
])
def test_the_simulation_matches_an_independent_implementation(a, b, deficiency, expected):
    assert distance(a, b, deficiency) == pytest.approx(expected, abs=0.01)


def close_pairs(colours: dict[str, str], minimum: float) -> list[str]:
    return [f"{a}/{b} {d or 'normal'} {distance(colours[a], colours[b], d):.1f}"
            for a, b in itertools.combinations(colours, 2) for d in DEFICIENCIES
            if distance(colours[a], colours[b], d) < minimum]


def test_the_old_palette_was_caught():
    # The findings, so that the check is known to fail on a bad palette.
    old = {"red": "#d62728", "blue": "#1f77b4", "green": "#2ca02c", "yellow": "#e0b000",
           "purple": "#9467bd"}
    assert close_pairs(old, MIN_DISTANCE) == ["red/green deuteranopia 5.2",
                                              "blue/purple protanopia 2.4",
                                              "blue/purple deuteranopia 6.8"]


def test_every_pair_of_seat_colours_stays_apart_under_colour_vision_deficiency():
    assert set(SEAT_COLOURS) == {"red", "blue", "green", "yellow", "purple"}
    assert close_pairs(SEAT_COLOURS, MIN_DISTANCE) == []


def test_the_neutral_grey_stays_apart_from_every_seat_colour():
    assert close_pairs({**SEAT_COLOURS, "grey": PALETTE["grey"]}, MIN_DISTANCE) == []


@pytest.mark.parametrize("name", sorted(PALETTE))
def test_text_on_every_tile_colour_has_contrast(name):
    colour = PALETTE[name]
    assert contrast_ratio(colour, text_colour(colour)) >= 4.5
    assert f"color:{text_colour(colour)}" in tile("x", colour=colour)


def test_contrast_ratio_is_wcags():
    assert contrast_ratio("#ffffff", "#000000") == pytest.approx(21)
    assert contrast_ratio("#ffffff", "#8c8c8c") == pytest.approx(3.36, abs=0.01)  # the issue's
    assert contrast_ratio("#aaaaaa", "#fff") == pytest.approx(2.32, abs=0.01)


def test_the_games_draw_from_the_one_palette():
    for colour in Colour:
        name = "grey" if colour is Colour.NEUTRAL else colour.name.lower()
        assert COLOUR_HEX[colour] == PALETTE[name]
    assert {c.name.lower(): css for c, css in COLOUR_CSS.items()} == SEAT_COLOURS
    assert {info.css for info in CARDS.values()} <= set(PALETTE.values())


def test_tile_letters_are_at_least_12_px():
    for part in ("ex-mark", "ex-sub", "ex-badge"):
        rule = re.search(rf"\.ex-tile \.{part} {{([^}}]*)}}", STYLE)
        assert rule and "font-size: max(12px," in rule.group(1), part
        assert "opacity" not in rule.group(1), part


def test_each_colours_arrows_have_their_own_arrowhead():
    g = turn_graph(stacked([["Jester n", "Maid r", "Wizard b", "Guard g", "Maid n"],
                            ["Accountant b", "General b"], ["Accountant g", "General g"]]))
    drawn = vw.drawn_edges(g, "en")
    heads = {d["colour"]: d["head"] for _, _, d in drawn}
    assert len(heads) >= 3 and len(set(heads.values())) == len(heads), heads
    assert len(set(ARROWHEADS.values())) == len(ARROWHEADS)
    dot = vw.dot_source(g, "en")
    for head in heads.values():
        assert f"arrowhead={head}" in dot
    svg = vw.fallback_svg(g, "en")
    markers = re.findall(r'marker-end="url\(#(arrow\w+)\)"', svg)
    assert len(markers) == len(drawn) and len(set(markers)) == len(heads)


def test_a_greyed_card_keeps_its_text_contrast():
    # Opacity let the white text fade with the card (2.2:1 on the old blue); saturation
    # keeps the card's luminance, so its text keeps its contrast.
    rule = re.search(r"\.ex-tile\.wh-blocked {([^}]*)}", vw.CSS)
    assert rule and "opacity" not in rule.group(1) and "saturate" in rule.group(1)
