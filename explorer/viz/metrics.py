"""The playout metrics of two runs side by side (the published game and a variant), as one
matplotlib figure: win rate by seat, final scores by seat, game length, margin, decided at and
lead changes, every title, axis and legend in the chosen language.

Pure: metrics in, a PNG out (matplotlib's object interface on its Agg canvas; no pyplot, so
no global figure is left behind). Japanese needs a CJK font: the README installs Noto Sans CJK
JP, which has Latin letters too; matplotlib falls back along `FONTS`.

This module may import only the engine and `explorer.simulate.metrics`; matplotlib and numpy
are imported when a figure is drawn.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..engine import tr

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
