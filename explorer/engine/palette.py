"""The one colour palette of every view: the seat and card colours, the text drawn on them and
the arrowhead that tells a colour's arrows apart in a graph.

The five seat colours (red, blue, green, yellow, purple) are chosen so that every pair stays
at least 10 apart in CAM02-UCS under simulated protanopia, deuteranopia and tritanopia
(Machado 2009, severity 1.0), and every tile colour carries black or white text at a WCAG
contrast of at least 4.5:1; tests/palette/test_palette.py computes both from this table.
Colour is never the only cue: a tile also carries its name and letter, an arrow its label and
its arrowhead.

This module imports nothing from `explorer`.
"""

from __future__ import annotations

__all__ = [
    "ARROWHEADS",
    "PALETTE",
    "SEAT_COLOURS",
    "contrast_ratio",
    "luminance",
    "text_colour",
]

#: The seat colours (Whispers' players and cards, Citadels' districts), by name.
SEAT_COLOURS: dict[str, str] = {
    "red": "#cd211d",
    "blue": "#246e99",
    "green": "#43ab50",
    "yellow": "#e0b000",
    "purple": "#9d62e0",
}

#: Every colour a tile may have, by name: the seat colours, the neutral grey, Naishi's card
#: colours, a face-down card and an empty place.
PALETTE: dict[str, str] = {
    **SEAT_COLOURS,
    "grey": "#8c8c8c",
    "white": "#f4f4f0",
    "pink": "#f28cb8",
    "orange": "#f39c33",
    "navy": "#283e8c",
    "teal": "#1a8585",
    "black": "#2b2b2b",
    "brown": "#8d5a3b",
    "sky": "#7cc4f0",
    "sand": "#d9d4c7",
    "hidden": "#cccccc",
    "empty": "#ffffff",
}

#: Graphviz arrowhead per seat colour (and for the neutral and forced arrows): a second cue
#: beside the colour and the label. The package's own SVG drawing draws the same shapes.
ARROWHEADS: dict[str, str] = {
    "red": "normal",
    "blue": "diamond",
    "green": "dot",
    "yellow": "box",
    "purple": "inv",
    "grey": "vee",
    "forced": "tee",
}


def _channel(value: int) -> float:
    c = value / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(colour: str) -> float:
    """WCAG 2.1 relative luminance of `#rgb` or `#rrggbb`."""
    text = colour.lstrip("#")
    if len(text) == 3:
        text = "".join(ch * 2 for ch in text)
    r, g, b = (_channel(int(text[i:i + 2], 16)) for i in (0, 2, 4))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: str, b: str) -> float:
    """WCAG 2.1 contrast ratio of two colours (1 to 21)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def text_colour(background: str) -> str:
    """Black or white, whichever reads better on `background` (the higher WCAG contrast);
    black for anything that is not a `#` colour."""
    if not background.startswith("#") or len(background) not in (4, 7):
        return "#000000"
    white = contrast_ratio(background, "#ffffff")
    black = contrast_ratio(background, "#000000")
    return "#ffffff" if white > black else "#000000"
