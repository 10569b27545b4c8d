"""Issue 39 (3): the design lab's plots and the variant editor's panels are SVG drawn by the
package (`explorer.viz.svg`), with no numpy and no matplotlib, so that they draw in the offline
site's Pyodide: valid XML, an accessible image titled in the chart's language, one bar per
estimate and one interval per bar."""

from __future__ import annotations

import subprocess
import sys
from types import SimpleNamespace
from xml.etree import ElementTree

import pytest

from explorer.engine import tr
from explorer.viz import plots, svg
from explorer.viz.metrics import metrics_chart

from .test_plot_labels import TABLES

SVG = "{http://www.w3.org/2000/svg}"


def estimate(value: float, spread: float = 0.1) -> SimpleNamespace:
    return SimpleNamespace(value=value, low=value - spread, high=value + spread)


def run(first: float) -> SimpleNamespace:
    return SimpleNamespace(win_rate_by_position=lambda: [estimate(first)],
                           length=[40, 50, 60, 55], scores=[[30, 40], [35, 45], [20, 41]])


def parsed(chart: svg.Chart) -> ElementTree.Element:
    return ElementTree.fromstring(chart.to_svg())


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_first_player_figure_has_one_bar_and_one_interval_per_table(lang: str) -> None:
    runs = {table: run(0.1 * (i + 1)) for i, table in enumerate(TABLES)}
    chart = plots.first_player_figure(runs, lang)
    root = parsed(chart)
    assert root.get("role") == "img" and root.get("lang") == lang
    title = tr("lab.plot.first_title", lang)
    assert root.findtext(f"{SVG}title") == root.get("aria-label") == title
    bars = [e for e in root.iter(f"{SVG}rect") if e.get("class") == "ex-bar"]
    intervals = [e for e in root.iter(f"{SVG}line") if e.get("class") == "ex-interval"]
    marks = [e for e in root.iter(f"{SVG}line") if e.get("class") == "ex-mark"]
    assert len(bars) == len(intervals) == len(marks) == len(TABLES)
    heights = [float(b.get("height", "0")) for b in bars]
    assert heights == sorted(heights) and heights[0] > 0  # 0.1, 0.2, ... drawn to scale
    # Each interval spans its estimate's low..high: 0.2 of a unit scale.
    spans = [abs(float(e.get("y2", "0")) - float(e.get("y1", "0"))) for e in intervals]
    assert max(spans) - min(spans) < 0.2 and abs(spans[0] - 0.2 * heights[0] / 0.1) < 1


def test_a_bar_below_zero_is_drawn_below_the_zero_line() -> None:
    chart = plots.card_worth_figure({"Mountain": estimate(-3, 1), "Naishi": estimate(5, 1)}, "en")
    bars = [e for e in parsed(chart).iter(f"{SVG}rect") if e.get("class") == "ex-bar"]
    assert [b.get("fill") for b in bars] == [plots.RED, plots.BLUE]
    below, above = bars
    assert float(below.get("y", "0")) >= float(above.get("y", "0")) + float(
        above.get("height", "0")) - 0.5  # the negative bar starts where the positive one ends


def test_a_box_plot_marks_its_median_and_the_values_beyond_its_whiskers() -> None:
    chart = svg.Chart("t", 400, 300, "en")
    ax = chart.axes((0, 30, 400, 270), ["a"])
    ax.limits([0, 100])
    ax.box(0, [10, 11, 12, 13, 14, 100], "#4c72b0")
    root = ElementTree.fromstring(chart.to_svg())
    assert len([e for e in root.iter(f"{SVG}rect") if e.get("class") == "ex-box"]) == 1
    assert len(list(root.iter(f"{SVG}circle"))) == 1  # 100 is an outlier
    assert svg.quantile([10, 11, 12, 13, 14, 100], 0.5) == 12.5


def test_ticks_are_round_and_cover_the_values() -> None:
    assert svg.nice_ticks(0, 0.93) == [0, 0.2, 0.4, 0.6000000000000001, 0.8, 1.0]
    assert svg.nice_ticks(37, 264)[0] <= 37 and svg.nice_ticks(37, 264)[-1] >= 264
    assert svg.number(-0.5) == "−0.5" and svg.number(2.0) == "2"


def metrics_of(players: int, changes: list[int] | None) -> SimpleNamespace:
    return SimpleNamespace(
        players=players, n=4, win_rate=[estimate(1 / players)] * players,
        scores=[[s + g for s in range(players)] for g in range(4)], lengths=[30, 35, 40, 45],
        margins=[0.1, 0.2, 0.1, 0.3], decided=None if changes is None else [0.5, 0.6, 0.7, 0.9],
        changes=changes)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_editors_six_panels_are_one_svg_in_the_language(lang: str) -> None:
    chart = metrics_chart(metrics_of(3, [0, 1, 1, 2]), metrics_of(3, [0, 0, 1, 3]), lang)
    root = parsed(chart)
    assert root.findtext(f"{SVG}title") == tr("ui.lab.plot.title", lang, n=4, m=4)
    assert root.findtext(f"{SVG}desc") == tr("ui.variant.plot_alt", lang)
    bars = [e for e in root.iter(f"{SVG}rect") if e.get("class") == "ex-bar"]
    assert len(bars) == 2 * 3 + 2 * 4  # wins: 3 seats × 2 runs; lead changes 0..3 × 2 runs
    boxes = [e for e in root.iter(f"{SVG}rect") if e.get("class") == "ex-box"]
    assert len(boxes) == 2 * 3 + 2 * 3  # scores: 3 seats × 2 runs; length, margin, decided
    none = metrics_chart(metrics_of(2, None), metrics_of(2, None), lang)
    joined = [t.replace("\n", " " if lang == "en" else "") for t in none.texts()]
    assert joined.count(tr("ui.lab.plot.none", lang)) == 2  # no decided at, no lead changes


BLOCKED = """
import sys
sys.modules["numpy"] = None
sys.modules["matplotlib"] = None
from types import SimpleNamespace as N
from explorer.viz import plots
from explorer.viz.metrics import metrics_chart
LANG = {lang!r}
{body}
assert sys.modules["numpy"] is None and sys.modules["matplotlib"] is None
print("drawn", len(charts))
"""

BODY = """
e = lambda v: N(value=v, low=v - 0.1, high=v + 0.1)
run = N(win_rate_by_position=lambda: [e(0.5)], length=[40, 50, 60], scores=[[30, 40], [35, 45]])
runs = {("naishi", 2): run, ("whispers", 4): run, ("citadels", 4): run}
change = N(base=run, variant=run, win_rate_by_position=lambda: [e(0.0), e(0.1)])
question = N(title=N(label=lambda _: "Q"))
answers = {"q": N(comparison=change, question=question,
                  judged=lambda: {k: N(value=e(0.01)) for k in ("score", "seat_1", "length")}),
           "first_player": N(comparison=None, judged=lambda: {3: N(value=e(0.02))})}
metrics = N(players=2, n=2, win_rate=[e(0.5)] * 2, scores=[[1, 2], [3, 4]], lengths=[3, 4],
            margins=[0.1, 0.2], decided=[0.5, 0.6], changes=[0, 1])
charts = [plots.first_player_figure(runs, LANG), plots.length_figure(runs, LANG),
          plots.score_spread_figure(runs, list(runs), LANG),
          plots.card_worth_figure({"Mountain": e(-1), "Naishi": e(2)}, LANG),
          plots.character_figure({"king": e(0.1)}, LANG),
          plots.comparison_figure(change, ["8", "6"], LANG),
          plots.questions_figure(answers, LANG), metrics_chart(metrics, metrics, LANG)]
assert all(c._repr_svg_().startswith("<svg") for c in charts)
"""


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_figure_draws_with_numpy_and_matplotlib_blocked(lang: str) -> None:
    code = BLOCKED.format(body=BODY, lang=lang)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip() == "drawn 8"


def test_a_blocked_numpy_would_be_noticed() -> None:
    """The guard above can fail: with numpy blocked, importing it raises."""
    code = BLOCKED.format(body="import numpy\ncharts = []", lang="en")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode != 0 and "import of numpy halted" in done.stderr


