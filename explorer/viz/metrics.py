"""The playout metrics of two runs side by side (the published game and a variant): win rate
by seat, final scores by seat, game length, margin, decided at and lead changes, every title,
axis and legend in the chosen language.

`metrics_chart` draws them as SVG with the package's own chart layer (`explorer.viz.svg`): no
matplotlib, no numpy, so the variant editor draws in the offline site too. `metrics_png` draws
the same panels with matplotlib (the `design` extra), for those who want a PNG; Japanese there
needs a CJK font: matplotlib falls back along `FONTS`.

This module may import only the engine, the chart layer and `explorer.simulate.metrics`;
matplotlib and numpy are imported when a PNG is drawn.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..engine import tr
from .svg import Axes, Box, Chart, values

if TYPE_CHECKING:
    from ..simulate.metrics import Metrics

#: The fonts tried in order: a CJK font first (it has Latin letters too), then matplotlib's own.
FONTS = ("Noto Sans CJK JP", "IPAexGothic", "IPAGothic", "TakaoGothic", "DejaVu Sans")
#: The two runs' colours (blue and orange: apart under the common colour blindnesses) and
#: hatches, so that colour is never the only cue.
COLOURS = ("#4c72b0", "#dd8452")
HATCHES = ("", "//")


def _box(ax: Any, runs: Sequence[Any], labels: Sequence[str]) -> None:
    """One box per run, side by side, in the runs' colours and hatches."""
    data = [list(r) for r in runs]
    parts = ax.boxplot(data, patch_artist=True, widths=0.6)
    for patch, colour, hatch in zip(parts["boxes"], COLOURS, HATCHES, strict=False):
        patch.set_facecolor(colour)
        patch.set_alpha(0.75)
        patch.set_hatch(hatch)
    ax.set_xticks(range(1, len(labels) + 1), labels)


def _missing(ax: Any, lang: str) -> None:
    ax.text(0.5, 0.5, tr("ui.lab.plot.none", lang), ha="center", va="center",
            transform=ax.transAxes, wrap=True)
    ax.set_xticks([])
    ax.set_yticks([])


def metrics_png(base: Metrics, variant: Metrics, lang: str, *, dpi: int = 80) -> bytes:
    """The six panels for `base` (the published game) and `variant`, as PNG bytes."""
    from matplotlib import rc_context
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    names = (tr("ui.lab.published", lang), tr("ui.lab.variant", lang))
    with rc_context({"font.family": "sans-serif", "font.sans-serif": list(FONTS),
                     "axes.titlesize": 11, "font.size": 9}):
        fig = Figure(figsize=(11, 6.2), dpi=dpi, layout="constrained")
        FigureCanvasAgg(fig)
        axes = fig.subplots(2, 3)
        _win_rates(axes[0][0], base, variant, names, lang)
        _scores(axes[0][1], base, variant, names, lang)
        ax = axes[0][2]
        _box(ax, [base.lengths, variant.lengths], names)
        ax.set_title(tr("ui.lab.plot.length", lang))
        ax.set_ylabel(tr("ui.lab.plot.actions", lang))
        ax = axes[1][0]
        _box(ax, [base.margins, variant.margins], names)
        ax.set_title(tr("ui.lab.plot.margin", lang))
        ax.set_ylabel(tr("ui.lab.plot.margin_axis", lang))
        ax = axes[1][1]
        ax.set_title(tr("ui.lab.plot.decided", lang))
        if base.decided is None or variant.decided is None:
            _missing(ax, lang)
        else:
            _box(ax, [base.decided, variant.decided], names)
            ax.set_ylim(-0.05, 1.05)
            ax.set_ylabel(tr("ui.lab.plot.decided_axis", lang))
        _lead_changes(axes[1][2], base, variant, names, lang)
        fig.suptitle(tr("ui.lab.plot.title", lang, n=base.n, m=variant.n))
        out = io.BytesIO()
        fig.savefig(out, format="png")
    return out.getvalue()


def _win_rates(ax: Any, base: Metrics, variant: Metrics, names: Sequence[str],
               lang: str) -> None:
    """Grouped bars: each seat's win rate under both runs, with 95 % intervals, and the
    fair share 1/players as a dashed line."""
    import numpy as np

    seats = np.arange(base.players)
    width = 0.38
    for k, (run, name) in enumerate(zip((base, variant), names, strict=True)):
        values = [e.value for e in run.win_rate]
        errors = [[e.value - e.low for e in run.win_rate], [e.high - e.value for e in run.win_rate]]
        ax.bar(seats + (k - 0.5) * width, values, width, yerr=errors, capsize=3,
               color=COLOURS[k], hatch=HATCHES[k], alpha=0.85, label=name)
    ax.axhline(1 / base.players, color="black", linestyle="--", linewidth=1,
               label=tr("ui.lab.plot.fair", lang))
    ax.set_xticks(seats, [tr("ui.lab.plot.seat", lang, n=s + 1) for s in seats])
    ax.set_ylim(0, 1)
    ax.set_title(tr("ui.lab.plot.wins", lang))
    ax.set_ylabel(tr("ui.lab.plot.win_rate", lang))
    ax.legend(loc="best", fontsize=8)


def _scores(ax: Any, base: Metrics, variant: Metrics, names: Sequence[str], lang: str) -> None:
    """Each seat's final scores, a box per run, the runs side by side within a seat."""
    players = base.players
    data, positions = [], []
    for s in range(players):
        for k, run in enumerate((base, variant)):
            data.append(list(run.scores[:, s]))
            positions.append(s * 3 + k + 1)
    parts = ax.boxplot(data, positions=positions, patch_artist=True, widths=0.8)
    for i, patch in enumerate(parts["boxes"]):
        patch.set_facecolor(COLOURS[i % 2])
        patch.set_hatch(HATCHES[i % 2])
        patch.set_alpha(0.75)
    ax.set_xticks([s * 3 + 1.5 for s in range(players)],
                  [tr("ui.lab.plot.seat", lang, n=s + 1) for s in range(players)])
    ax.set_title(tr("ui.lab.plot.scores", lang))
    ax.set_ylabel(tr("ui.lab.plot.points", lang))
    ax.legend([parts["boxes"][0], parts["boxes"][1]], list(names), loc="best",
              fontsize=8)


def _lead_changes(ax: Any, base: Metrics, variant: Metrics, names: Sequence[str],
                  lang: str) -> None:
    """How many games had 0, 1, 2, ... lead changes, the runs' bars side by side."""
    import numpy as np

    ax.set_title(tr("ui.lab.plot.leads", lang))
    if base.changes is None or variant.changes is None:
        _missing(ax, lang)
        return
    runs = (base.changes, variant.changes)
    top = int(max(c.max(initial=0) for c in runs))
    counts = np.arange(top + 1)
    width = 0.42
    for k, (changes, name) in enumerate(zip(runs, names, strict=True)):
        share = np.bincount(changes.astype(int), minlength=top + 1) / max(changes.size, 1)
        ax.bar(counts + (k - 0.5) * width, share, width, color=COLOURS[k], hatch=HATCHES[k],
               alpha=0.85, label=name)
    ax.set_xticks(counts)
    ax.set_xlabel(tr("ui.lab.plot.leads_axis", lang))
    ax.set_ylabel(tr("ui.lab.plot.share", lang))
    ax.legend(loc="best", fontsize=8)


def metrics_chart(base: Metrics, variant: Metrics, lang: str) -> Chart:
    """The six panels for `base` (the published game) and `variant`, as an SVG chart."""
    names = (tr("ui.lab.published", lang), tr("ui.lab.variant", lang))
    chart = Chart(tr("ui.lab.plot.title", lang, n=base.n, m=variant.n), 1020, 640, lang,
                  describe=tr("ui.variant.plot_alt", lang))
    chart.key([(names[0], COLOURS[0], "bar"), (names[1], COLOURS[1], "hatched"),
               (tr("ui.lab.plot.fair", lang), "#222222", "dash")])
    cells = chart.cells(3, 2, top=52)
    _svg_win_rates(chart.axes(cells[0], _seats(base, lang), title=tr("ui.lab.plot.wins", lang),
                              value_label=tr("ui.lab.plot.win_rate", lang)), base, variant, names,
                   lang)
    ax = chart.axes(cells[1], _seats(base, lang), title=tr("ui.lab.plot.scores", lang),
                    value_label=tr("ui.lab.plot.points", lang))
    columns = [[values(row)[s] for row in values_rows(run.scores)] for run in (base, variant)
               for s in range(base.players)]
    ax.limits([v for column in columns for v in column])
    for s in range(base.players):
        for k in (0, 1):
            ax.box(s + (k - 0.5) * 0.4, columns[k * base.players + s], COLOURS[k], width=0.34,
                   hatched=k == 1)
    panels = (("ui.lab.plot.length", "ui.lab.plot.actions", base.lengths, variant.lengths),
              ("ui.lab.plot.margin", "ui.lab.plot.margin_axis", base.margins, variant.margins),
              ("ui.lab.plot.decided", "ui.lab.plot.decided_axis", base.decided, variant.decided))
    for box, (title, axis, one, other) in zip(cells[2:5], panels, strict=True):
        ax = chart.axes(box, names, title=tr(title, lang), value_label=tr(axis, lang))
        if one is None or other is None:
            ax.note(tr("ui.lab.plot.none", lang))
            continue
        ax.limits([*values(one), *values(other)])
        for k, run in enumerate((one, other)):
            ax.box(k, run, COLOURS[k], hatched=k == 1)
    _svg_lead_changes(chart, cells[5], base, variant, names, lang)
    return chart


def values_rows(table: Any) -> list[Any]:
    """The rows of a (games, seats) table: a list of lists or a 2-D array."""
    return list(table.tolist() if hasattr(table, "tolist") else table)


def _seats(run: Metrics, lang: str) -> list[str]:
    return [tr("ui.lab.plot.seat", lang, n=s + 1) for s in range(run.players)]


def _svg_win_rates(ax: Axes, base: Metrics, variant: Metrics, names: Sequence[str],
                   lang: str) -> None:
    """Grouped bars: each seat's win rate under both runs, with 95 % intervals, and the
    fair share 1/players as a dashed line."""
    ax.limits([], fixed=(0, 1))
    for k, run in enumerate((base, variant)):
        for s, e in enumerate(run.win_rate):
            ax.bar(s + (k - 0.5) * 0.4, e.value, COLOURS[k], width=0.38, hatched=k == 1,
                   opacity=0.9)
            ax.interval(s + (k - 0.5) * 0.4, e.low, e.high)
    ax.rule(1 / base.players, dashed=True)


def _svg_lead_changes(chart: Chart, box: Box, base: Metrics, variant: Metrics,
                      names: Sequence[str], lang: str) -> None:
    """How many games had 0, 1, 2, ... lead changes, the runs' bars side by side."""
    title = tr("ui.lab.plot.leads", lang)
    if base.changes is None or variant.changes is None:
        chart.axes(box, [], title=title).note(
            tr("ui.lab.plot.none", lang))
        return
    runs = [[round(v) for v in values(c)] for c in (base.changes, variant.changes)]
    top = max((max(run, default=0) for run in runs), default=0)
    ax = chart.axes(box, [str(c) for c in range(top + 1)],
                    title=title, value_label=tr("ui.lab.plot.share", lang),
                    category_label=tr("ui.lab.plot.leads_axis", lang))
    shares = [[run.count(c) / max(len(run), 1) for c in range(top + 1)] for run in runs]
    ax.limits([v for share in shares for v in share], zero=True)
    for k, share in enumerate(shares):
        for c, v in enumerate(share):
            ax.bar(c + (k - 0.5) * 0.42, v, COLOURS[k], width=0.4, hatched=k == 1)
