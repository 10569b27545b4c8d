"""A small SVG chart layer: the design lab's plots and the variant editor's panels drawn by the
package, with no matplotlib and no numpy, so that they draw in the offline site's Pyodide too.

A `Chart` is one figure (a title, one or more panels); `Chart.axes` adds a panel whose
categories run along x (bars, boxes) or, `horizontal=True`, down y (dots with intervals).
Every word drawn is kept (`Chart.texts()`), and the figure is accessible: `role="img"`, a
`<title>` and an `aria-label` in the chart's language. Text needs no font file: the browser
picks the first installed font of `FONT_FAMILY`, a CJK-capable list.

Pure: numbers and words in, SVG text out. Values may be any numbers or sequences of them
(numpy arrays too, read through `tolist()`). This module imports nothing from the package.
"""

from __future__ import annotations

import hashlib
import html
import math
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

#: Fonts tried in order: CJK fonts first (they have Latin letters too), then the usual ones.
FONT_FAMILY = ("'Noto Sans CJK JP', 'Noto Sans JP', 'Hiragino Sans', 'Hiragino Kaku Gothic "
               "ProN', 'Yu Gothic', Meiryo, 'IPAexGothic', 'TakaoGothic', 'DejaVu Sans', "
               "Arial, sans-serif")
#: Text sizes, in pixels.
SIZE = 12
TITLE_SIZE = 14
LINE = 1.25  # line height, in font sizes
INK = "#222222"
#: A rectangle: left, top, width, height, in pixels.
Box = tuple[float, float, float, float]
GRID = "#dddddd"


def text_width(text: str, size: float = SIZE) -> float:
    """A generous estimate of the width of one line of `text` (a full-width character is one
    font size wide, any other 0.62 of one), for laying labels out so that none overlap."""
    return sum(size * (1.0 if unicodedata.east_asian_width(ch) in "WF" else 0.62)
               for ch in text)


def wrap(text: str, width: float, size: float = SIZE) -> list[str]:
    """`text` in lines no wider than `width` where it can be: its own line breaks kept, then
    each line broken at spaces, and Japanese (no spaces) between any two characters; a Latin
    word wider than `width` stays whole."""
    lines: list[str] = []
    for part in text.split("\n"):
        current = ""
        for word in _pieces(part):
            candidate = current + word
            if current.strip() and text_width(candidate.rstrip(), size) > width:
                lines.append(current.rstrip())
                current = word.lstrip()
            else:
                current = candidate
        lines.append(current.rstrip())
    return lines


def _pieces(text: str) -> list[str]:
    """`text` cut where a line may break: before a space-led word, and around each full-width
    character (a closing mark stays with the character before it)."""
    pieces: list[str] = []
    for ch in text:
        wide = unicodedata.east_asian_width(ch) in "WF"
        closing = ch in "、。，．）」』】！？ー々ゃゅょっャュョッぁぃぅぇぉァィゥェォ"
        if pieces and (closing or not (ch == " " or wide or _wide(pieces[-1][-1]))):
            pieces[-1] += ch
        else:
            pieces.append(ch)
    return pieces


def _wide(ch: str) -> bool:
    return unicodedata.east_asian_width(ch) in "WF"


def values(data: Any) -> list[float]:
    """Numbers from a number, a sequence, nested sequences or an array, flattened, as floats;
    missing values (NaN) and unbounded ones (an interval of too few games) left out."""
    if hasattr(data, "tolist"):
        data = data.tolist()
    if isinstance(data, (int, float)):
        return [float(data)] if math.isfinite(data) else []
    return [x for item in data for x in values(item)]


def quantile(sorted_values: Sequence[float], p: float) -> float:
    """The `p` quantile of sorted values, interpolated linearly between the two nearest."""
    position = p * (len(sorted_values) - 1)
    low = math.floor(position)
    high = min(low + 1, len(sorted_values) - 1)
    return sorted_values[low] + (sorted_values[high] - sorted_values[low]) * (position - low)


def nice_ticks(low: float, high: float, count: int = 5) -> list[float]:
    """Round tick values (steps of 1, 2, 2.5 or 5 times a power of ten) covering low..high."""
    if high <= low:
        low, high = low - 1, high + 1
    raw = (high - low) / count
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 2.5, 5, 10) if m * power >= raw)
    first = math.floor(low / step + 1e-9) * step
    ticks = [first]
    while ticks[-1] < high - 1e-9 * step:
        ticks.append(first + len(ticks) * step)
    return ticks


def number(value: float) -> str:
    """A tick value as printed: no trailing zeros, a true minus sign."""
    text = f"{value:.4f}".rstrip("0").rstrip(".")
    text = "0" if text in ("-0", "") else text
    return text.replace("-", "−")


def _attributes(attributes: dict[str, Any]) -> str:
    return "".join(f' {key.rstrip("_").replace("_", "-")}="{html.escape(str(value), quote=True)}"'
                   for key, value in attributes.items() if value is not None)


@dataclass
class Chart:
    """One figure, `width` × `height` pixels, titled `title` in language `lang`; `describe`
    adds a longer text alternative."""

    title: str
    width: int
    height: int
    lang: str
    describe: str = ""
    parts: list[str] = field(default_factory=list)
    words: list[str] = field(default_factory=list)
    #: Every tick label drawn along a category axis, as (left, top, right, bottom) boxes.
    label_boxes: list[list[Box]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.text(self.width / 2, TITLE_SIZE + 6, self.title, size=TITLE_SIZE, weight="bold")

    @property
    def hatch(self) -> str:
        """The id of this chart's hatch pattern (a second cue beside colour)."""
        digest = hashlib.sha1(f"{self.title}{self.lang}".encode()).hexdigest()[:8]
        return f"ex-hatch-{digest}"

    def add(self, tag: str, **attributes: Any) -> None:
        self.parts.append(f"<{tag}{_attributes(attributes)}/>")

    def text(self, x: float, y: float, text: str, *, size: float = SIZE, anchor: str = "middle",
             weight: str | None = None, rotate: float = 0, fill: str = INK) -> None:
        """`text` at (x, y) (the first line's baseline), each line of it a `tspan`."""
        if not text.strip():
            return
        self.words.append(text)
        lines = text.split("\n")
        turn = f"rotate({rotate:g} {x:.1f} {y:.1f})" if rotate else None
        spans = "".join(
            f'<tspan x="{x:.1f}" dy="{0 if i == 0 else LINE:g}em">{html.escape(line)}</tspan>'
            for i, line in enumerate(lines))
        attributes = _attributes({"x": f"{x:.1f}", "y": f"{y:.1f}", "font-size": size,
                                  "text-anchor": anchor, "font-weight": weight,
                                  "transform": turn, "fill": fill})
        self.parts.append(f"<text{attributes}>{spans}</text>")

    def key(self, entries: Sequence[tuple[str, str, str]], y: float = 40) -> None:
        """A key in one row under the title: (label, colour, "bar"/"hatched"/"line"/"dash")
        per entry. Panels start below it (`cells(top=...)`), so it never covers a mark."""
        widths = [text_width(label) + 34 for label, _, _ in entries]
        x = (self.width - sum(widths)) / 2
        for (label, colour, kind), wide in zip(entries, widths, strict=True):
            if kind in ("bar", "hatched"):
                for fill in [colour] + ([f"url(#{self.hatch})"] if kind == "hatched" else []):
                    self.add("rect", x=f"{x:.1f}", y=f"{y - 6:.1f}", width=18, height=12,
                             fill=fill)
            else:
                self.add("line", x1=f"{x:.1f}", y1=f"{y:.1f}", x2=f"{x + 18:.1f}", y2=f"{y:.1f}",
                         stroke=colour, stroke_width=3,
                         stroke_dasharray="5 3" if kind == "dash" else None)
            self.text(x + 24, y + SIZE * 0.35, label, anchor="start")
            x += wide

    def axes(self, box: Box, labels: Sequence[str], *,
             title: str = "", value_label: str = "", category_label: str = "",
             horizontal: bool = False) -> Axes:
        """A panel in `box` (left, top, width, height) with one category per label."""
        return Axes(self, box, list(labels), title, value_label, category_label, horizontal)

    def cells(self, columns: int, rows: int = 1, top: float = 34) -> list[Box]:
        """The figure below its title cut into `rows` × `columns` equal boxes, row by row."""
        w, h = self.width / columns, (self.height - top) / rows
        return [(c * w, top + r * h, w, h) for r in range(rows) for c in range(columns)]

    def texts(self) -> list[str]:
        """Every piece of text the figure draws, in drawing order."""
        return list(self.words)

    def to_svg(self) -> str:
        label = html.escape(self.title, quote=True)
        desc = f"<desc>{html.escape(self.describe)}</desc>" if self.describe else ""
        pattern = (f'<defs><pattern id="{self.hatch}" patternUnits="userSpaceOnUse" width="6" '
                   f'height="6" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="6" '
                   f'stroke="{INK}" stroke-width="1.2"/></pattern></defs>')
        return (f'<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="{label}" '
                f'lang="{self.lang}" width="{self.width}" height="{self.height}" '
                f'viewBox="0 0 {self.width} {self.height}" font-family="{FONT_FAMILY}" '
                f'style="max-width: 100%; height: auto; background: white">'
                f"<title>{html.escape(self.title)}</title>{desc}{pattern}"
                f'<rect width="{self.width}" height="{self.height}" fill="white"/>'
                + "".join(self.parts) + "</svg>")

    def _repr_svg_(self) -> str:
        return self.to_svg()

    def _repr_html_(self) -> str:  # inline, so that the page holds the <svg> and its title
        return f'<div class="ex-chart">{self.to_svg()}</div>'


@dataclass
class Axes:
    """A panel of a `Chart`: a value scale, categories, and the marks drawn on them."""

    chart: Chart
    bounds: Box
    labels: list[str]
    title: str
    value_label: str
    category_label: str
    horizontal: bool
    low: float = 0.0
    high: float = 1.0
    area: Box = (0, 0, 1, 1)
    lines: list[list[str]] = field(default_factory=list)
    across: list[str] = field(default_factory=list)
    rotate: bool = False

    def __post_init__(self) -> None:
        self.area = self._layout()

    def _layout(self) -> Box:
        """The plot area inside the box: room left for the value ticks and axis labels, and
        for the category labels, wrapped (or, where a word is too wide, turned)."""
        left, top, width, height = self.bounds
        top += 22 * len(wrap(self.title, width - 8, SIZE + 1)) if self.title else 6
        across = self.category_label if not self.horizontal else self.value_label
        self.across = wrap(across, width - 20) if across else []
        below = len(self.across) * SIZE * LINE + 6
        if self.horizontal:
            wide = max((text_width(t) for t in self.labels), default=0)
            room = min(wide, width * 0.45) + 10
            self.lines = [wrap(t, room - 10) for t in self.labels]
            return (left + room, top, width - room - 26, height - (top - self.bounds[1])
                    - below - SIZE - 10)
        slot = (width - 76) / max(len(self.labels), 1)
        self.lines = [wrap(t, slot - 4) for t in self.labels]
        self.rotate = any(text_width(line) > slot - 4 for ls in self.lines for line in ls)
        if self.rotate:
            self.lines = [[" ".join(ls)] for ls in self.lines]
            depth = max((text_width(ls[0]) for ls in self.lines), default=0) * 0.65 + 16
        else:
            depth = max((len(ls) for ls in self.lines), default=1) * SIZE * LINE + 8
        room = 62 if self.value_label else 44
        return (left + room, top, width - room - 14, height - (top - self.bounds[1]) - depth
                - below)

    # -- scales --------------------------------------------------------------------------

    def limits(self, data: Iterable[float], fixed: tuple[float, float] | None = None,
               zero: bool = False) -> None:
        """Set the value scale to round ticks covering `data` (and 0 if `zero`), or exactly
        `fixed`; then draw the frame, the grid, the ticks and every label."""
        points = values(list(data)) + ([0.0] if zero else [])
        if fixed is not None:
            self.low, self.high = fixed
            ticks = [t for t in nice_ticks(*fixed) if fixed[0] - 1e-9 <= t <= fixed[1] + 1e-9]
        else:
            length = self.area[2] if self.horizontal else self.area[3]
            low, high = min(points, default=0), max(points, default=1)
            pad = 0.04 * ((high - low) or 1)  # no mark on the frame
            ticks = nice_ticks(low - pad if low else low, high + pad if high else high,
                               max(2, min(6, int(length // 55))))
            self.low, self.high = ticks[0], ticks[-1]
        self._frame(ticks)

    def value(self, v: float) -> float:
        """The pixel coordinate of value `v` along the value axis (held inside the panel: an
        unbounded interval ends at its edge)."""
        left, top, width, height = self.area
        v = min(max(v, self.low), self.high) if not math.isnan(v) else self.low
        share = (v - self.low) / ((self.high - self.low) or 1)
        return left + share * width if self.horizontal else top + height - share * height

    def place(self, i: float) -> float:
        """The pixel coordinate of the centre of category `i` (fractions between)."""
        left, top, width, height = self.area
        n = max(len(self.labels), 1)
        return (top + (i + 0.5) * height / n) if self.horizontal else left + (i + 0.5) * width / n

    def slot(self) -> float:
        """The width of one category, in pixels."""
        return (self.area[3] if self.horizontal else self.area[2]) / max(len(self.labels), 1)

    def _point(self, i: float, v: float) -> tuple[float, float]:
        return (self.value(v), self.place(i)) if self.horizontal else (self.place(i), self.value(v))

    def _line(self, a: tuple[float, float], b: tuple[float, float], **style: Any) -> None:
        self.chart.add("line", x1=f"{a[0]:.1f}", y1=f"{a[1]:.1f}", x2=f"{b[0]:.1f}",
                       y2=f"{b[1]:.1f}", stroke=style.pop("stroke", INK), **style)

    # -- the frame -----------------------------------------------------------------------

    def _frame(self, ticks: Sequence[float]) -> None:
        left, top, width, height = self.area
        chart = self.chart
        for t in ticks:
            at = self.value(t)
            if self.horizontal:
                self._line((at, top), (at, top + height), stroke=GRID)
                chart.text(at, top + height + SIZE + 4, number(t))
            else:
                self._line((left, at), (left + width, at), stroke=GRID)
                chart.text(left - 6, at + SIZE * 0.35, number(t), anchor="end")
        chart.add("rect", x=f"{left:.1f}", y=f"{top:.1f}", width=f"{width:.1f}",
                  height=f"{height:.1f}", fill="none", stroke=INK, stroke_width=1)
        self._category_labels()
        self._titles()

    def _category_labels(self) -> None:
        left, top, width, height = self.area
        boxes = []
        for i, lines in enumerate(self.lines):
            text = "\n".join(lines)
            at = self.place(i)
            wide = max((text_width(line) for line in lines), default=0)
            if self.horizontal:
                y = at - (len(lines) - 1) * SIZE * LINE / 2 + SIZE * 0.35
                self.chart.text(left - 6, y, text, anchor="end")
                bottom = y + (len(lines) - 1) * SIZE * LINE
                boxes.append((left - 6 - wide, y - SIZE, left - 6, bottom))
            elif self.rotate:
                self.chart.text(at + 4, top + height + 14, text, anchor="end", rotate=-40)
            else:
                self.chart.text(at, top + height + SIZE + 4, text)
                bottom = top + height + 4 + len(lines) * SIZE * LINE
                boxes.append((at - wide / 2, top + height + 4, at + wide / 2, bottom))
        self.chart.label_boxes.append(boxes)

    def _titles(self) -> None:
        left, top, width, height = self.area
        box_left, box_top, box_width, box_height = self.bounds
        chart = self.chart
        title = "\n".join(wrap(self.title, box_width - 8, SIZE + 1))
        chart.text(box_left + box_width / 2, box_top + 16, title, size=SIZE + 1, weight="bold")
        vertical = self.category_label if self.horizontal else self.value_label
        if vertical:
            lines = wrap(vertical, height)
            chart.text(box_left + 14, top + height / 2, "\n".join(lines), rotate=-90)
        if self.across:
            y = box_top + box_height - 6 - (len(self.across) - 1) * SIZE * LINE
            chart.text(left + width / 2, y, "\n".join(self.across))

    # -- marks ---------------------------------------------------------------------------

    def bar(self, i: float, v: float, colour: str, *, width: float = 0.7,
            hatched: bool = False, opacity: float = 1.0) -> None:
        """A bar from 0 (or the scale's floor) to `v` for category `i`; `width` in slots."""
        base = min(max(0.0, self.low), self.high)
        a, b = sorted((self.value(base), self.value(v)))
        half = self.slot() * width / 2
        centre = self.place(i)
        box = ((a, centre - half, b - a, 2 * half) if self.horizontal
               else (centre - half, a, 2 * half, b - a))
        for fill in [colour] + ([f"url(#{self.chart.hatch})"] if hatched else []):
            self.chart.add("rect", x=f"{box[0]:.1f}", y=f"{box[1]:.1f}", width=f"{box[2]:.1f}",
                           height=f"{box[3]:.1f}", fill=fill, fill_opacity=opacity,
                           class_="ex-bar" if fill == colour else None)

    def interval(self, i: float, low: float, high: float, colour: str = INK) -> None:
        """A 95 % interval from `low` to `high` for category `i`, with caps."""
        cap = min(self.slot() * 0.12, 6)
        self._line(self._point(i, low), self._point(i, high), stroke=colour, stroke_width=1.5,
                   class_="ex-interval")
        for v in (low, high):
            x, y = self._point(i, v)
            ends = ((x, y - cap), (x, y + cap)) if self.horizontal else ((x - cap, y), (x + cap, y))
            self._line(*ends, stroke=colour, stroke_width=1.5)

    def dot(self, i: float, v: float, colour: str, *, square: bool = False) -> None:
        x, y = self._point(i, v)
        if square:
            self.chart.add("rect", x=f"{x - 4:.1f}", y=f"{y - 4:.1f}", width=8, height=8,
                           fill=colour, class_="ex-dot")
        else:
            self.chart.add("circle", cx=f"{x:.1f}", cy=f"{y:.1f}", r=4.5, fill=colour,
                           class_="ex-dot")

    def mark(self, i: float, v: float, colour: str, width: float = 0.8) -> None:
        """A thick dash across category `i` at `v` (a target, such as a fair share)."""
        half = self.slot() * width / 2
        at = self.place(i)
        ends = (((self.value(v), at - half), (self.value(v), at + half)) if self.horizontal
                else ((at - half, self.value(v)), (at + half, self.value(v))))
        self._line(*ends, stroke=colour, stroke_width=3, class_="ex-mark")

    def rule(self, v: float, *, dashed: bool = False) -> None:
        """A line across the panel at value `v` (zero, a fair share)."""
        left, top, width, height = self.area
        at = self.value(v)
        ends = ((at, top), (at, top + height)) if self.horizontal else ((left, at),
                                                                       (left + width, at))
        self._line(*ends, stroke_width=1.2, stroke_dasharray="5 4" if dashed else None)

    def box(self, i: float, data: Any, colour: str, *, width: float = 0.6,
            hatched: bool = False) -> None:
        """A box plot of `data` at category `i`: the middle half as a box, the median as a
        line, whiskers to the furthest values within 1.5 box lengths, the rest as dots."""
        xs = sorted(values(data))
        if not xs:
            return
        q1, median, q3 = (quantile(xs, p) for p in (0.25, 0.5, 0.75))
        reach = 1.5 * (q3 - q1)
        inside = [x for x in xs if q1 - reach <= x <= q3 + reach]
        half = self.slot() * width / 2
        at = self.place(i)
        self._line(self._point(i, inside[0]), self._point(i, inside[-1]), stroke_width=1)
        a, b = sorted((self.value(q1), self.value(q3)))
        rect = ((a, at - half, b - a, 2 * half) if self.horizontal
                else (at - half, a, 2 * half, b - a))
        for fill in [colour] + ([f"url(#{self.chart.hatch})"] if hatched else []):
            self.chart.add("rect", x=f"{rect[0]:.1f}", y=f"{rect[1]:.1f}",
                           width=f"{rect[2]:.1f}", height=f"{max(rect[3], 1):.1f}", fill=fill,
                           fill_opacity=0.8, stroke=INK,
                           class_="ex-box" if fill == colour else None)
        self.mark(i, median, INK, width=width)
        for x in xs:
            if x not in inside:
                cx, cy = self._point(i, x)
                self.chart.add("circle", cx=f"{cx:.1f}", cy=f"{cy:.1f}", r=2.5, fill="none",
                               stroke=INK)

    def note(self, text: str) -> None:
        """A sentence in the middle of the panel (nothing to draw)."""
        left, top, width, height = self.area
        lines = wrap(text, width - 12)
        self.chart.text(left + width / 2, top + height / 2, "\n".join(lines))
