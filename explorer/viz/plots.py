"""The design lab's plots (`notebooks/design_lab.ipynb`), each a function of the runs it shows
and a language: every title, axis label, tick label and legend comes from the catalogues in
that language, so a lesson with `LANG = "ja"` draws Japanese plots.

Japanese needs a CJK font. `use_cjk_font()` puts the first installed one of `FONTS` (Noto Sans
CJK JP on Debian/Ubuntu from `fonts-noto-cjk`; it has Latin letters too) at the head of
matplotlib's sans-serif list; where none is installed (JupyterLite, a bare system) it changes
nothing and matplotlib draws with its own font, as before.

Pure: data in, a `Plot` out: a matplotlib `Figure` (the object interface, no pyplot, so no
global figure is left behind) that a notebook shows as a PNG image.

This module may import the engine and the games' card data (the runs it draws are passed in);
matplotlib and numpy are imported when a figure is drawn.
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Mapping, Sequence
from contextlib import AbstractContextManager
from typing import Any

from ..engine import load_game, tr
from .metrics import FONTS


def installed_fonts() -> list[str]:
    """The fonts of `FONTS` that matplotlib can find here, in `FONTS`' order."""
    from matplotlib import font_manager

    names = {font.name for font in font_manager.fontManager.ttflist}
    return [name for name in FONTS if name in names]


def use_cjk_font() -> str | None:
    """Make matplotlib draw Japanese: the first installed CJK font of `FONTS` goes first in
    `font.sans-serif` (and sans-serif becomes the family). Returns the font's name, or None
    when no CJK font is installed (then nothing is changed)."""
    import matplotlib

    found = [name for name in installed_fonts() if name != "DejaVu Sans"]
    if not found:
        return None
    rest = [f for f in matplotlib.rcParams["font.sans-serif"] if f != found[0]]
    matplotlib.rcParams["font.sans-serif"] = [found[0], *rest]
    matplotlib.rcParams["font.family"] = "sans-serif"
    return found[0]


def _fonts() -> AbstractContextManager[Any]:
    """The plots' fonts, for one figure: the installed CJK fonts first, then matplotlib's."""
    import matplotlib
    from matplotlib import rc_context

    fonts = installed_fonts()
    rest = [f for f in matplotlib.rcParams["font.sans-serif"] if f not in fonts]
    return rc_context({"font.family": "sans-serif", "font.sans-serif": [*fonts, *rest]})


class Plot:
    """A figure a notebook shows as a PNG image (`_repr_png_`), drawn with the plots' fonts;
    `texts()` is every word it draws."""

    def __init__(self, figure: Any) -> None:
        self.figure = figure

    def _repr_png_(self) -> bytes:
        import io

        out = io.BytesIO()
        with _fonts():  # a font is looked up when the text is drawn
            self.figure.savefig(out, format="png")
        return out.getvalue()

    def texts(self) -> list[str]:
        """Every piece of text the figure draws (titles, axis labels, tick labels, legends,
        annotations), for a test to read what a plot says."""
        from matplotlib.text import Text

        return [t.get_text() for t in self.figure.findobj(Text) if t.get_text().strip()]


def _figure(width: float, height: float) -> Any:
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    fig = Figure(figsize=(width, height), dpi=90)
    FigureCanvasAgg(fig)
    return fig


def _table(game: str, players: int, lang: str, *, wrap: bool = True) -> str:
    """A tick label for a game at a player count: "Naishi\\n2 players"; a long title takes two
    lines ("Whispers in\\nthe Palace", 「王宮の\\nささやき」) so that seven labels side by side
    do not run into each other."""
    title = load_game(game).title.label(lang)
    if wrap and lang == "ja":
        title = re.sub(r"(?<=の)(?=.{3,})", "\n", title, count=1)
    elif wrap:
        title = textwrap.fill(title, 12)
    return tr("lab.plot.table", lang, game=title, n=players)


def _interval(estimates: Sequence[Any], scale: float = 1) -> list[list[float]]:
    return [[scale * (e.value - e.low) for e in estimates],
            [scale * (e.high - e.value) for e in estimates]]


def first_player_figure(runs: Mapping[tuple[str, int], Any], lang: str) -> Plot:
    """The first player's win rate at each (game, players) table, with its 95 % interval,
    against the fair share 1/n."""
    import numpy as np

    with _fonts():
        firsts = [run.win_rate_by_position()[0] for run in runs.values()]
        x = np.arange(len(firsts))
        fig = _figure(8, 3.5)
        ax = fig.subplots()
        ax.bar(x, [e.value for e in firsts], yerr=_interval(firsts), capsize=4, color="#4c72b0",
               label=tr("lab.plot.first_wins", lang))
        ax.scatter(x, [1 / players for _, players in runs], marker="_", s=900, color="#c44e52",
                   linewidths=3, zorder=3, label=tr("lab.plot.fair_share", lang))
        ax.set_xticks(x, [_table(game, players, lang) for game, players in runs])
        ax.set_ylabel(tr("lab.plot.win_rate", lang))
        ax.set_ylim(0, 1)
        ax.set_title(tr("lab.plot.first_title", lang))
        ax.legend(loc="upper right")
        fig.tight_layout()
    return Plot(fig)


def score_spread_figure(runs: Mapping[tuple[str, int], Any], tables: Sequence[tuple[str, int]],
                        lang: str) -> Plot:
    """The final scores of every seat, one histogram per (game, players) table."""
    with _fonts():
        fig = _figure(10, 3)
        axes = fig.subplots(1, len(tables))
        for ax, (game, players) in zip(axes, tables, strict=True):
            scores = runs[game, players].scores.ravel()
            ax.hist(scores, bins=range(int(scores.min()), int(scores.max()) + 2), color="#55a868")
            ax.set_title(_table(game, players, lang, wrap=False).replace("\n", " "))
            ax.set_xlabel(tr("lab.plot.final_score", lang))
        axes[0].set_ylabel(tr("lab.plot.seats", lang))
        fig.tight_layout()
    return Plot(fig)


def length_figure(runs: Mapping[tuple[str, int], Any], lang: str) -> Plot:
    """The number of actions per game, a box per (game, players) table."""
    with _fonts():
        fig = _figure(8, 3.5)
        ax = fig.subplots()
        ax.boxplot([run.length for run in runs.values()])
        ax.set_xticks(range(1, len(runs) + 1), [_table(g, p, lang) for g, p in runs])
        ax.set_ylabel(tr("lab.plot.actions", lang))
        ax.set_title(tr("lab.plot.length_title", lang))
        fig.tight_layout()
    return Plot(fig)


def _bars(worth: Mapping[str, Any], names: Sequence[str], colours: Sequence[str] | str,
          ylabel: str, title: str, *, rotate: bool) -> Plot:
    with _fonts():
        fig = _figure(8, 3.4)
        ax = fig.subplots()
        estimates = list(worth.values())
        ax.bar(names, [e.value for e in estimates], yerr=_interval(estimates), capsize=3,
               color=colours)
        ax.axhline(0, color="black", linewidth=0.8)
        ax.set_ylabel(ylabel)
        ax.set_title(title)
        if rotate:
            ax.tick_params(axis="x", labelrotation=45)
        fig.tight_layout()
    return Plot(fig)


def card_worth_figure(worth: Mapping[str, Any], lang: str) -> Plot:
    """Naishi: the points that go with one card of each type at the end (a fit keyed by the
    card's id, "RiceField"), with 95 % intervals; blue above zero, red below."""
    from ..games.naishi.cards import Card

    names = [Card(name).label(lang) for name in worth]
    colours = ["#c44e52" if e.value < 0 else "#4c72b0" for e in worth.values()]
    return _bars(worth, names, colours, tr("lab.plot.points_per_card", lang),
                 tr("lab.plot.card_title", lang), rotate=True)


def character_figure(effect: Mapping[str, Any], lang: str) -> Plot:
    """Citadels: the change in a seat's share of the win with one more round holding each
    character (a fit keyed by the character's lower-case name), with 95 % intervals."""
    from ..games.citadels import CHARACTERS

    by_name = {c.name.lower(): c for c in CHARACTERS}
    names = [by_name[name].label(lang) for name in effect]
    return _bars(effect, names, "#8172b2", tr("lab.plot.share_per_pick", lang),
                 tr("lab.plot.character_title", lang), rotate=False)


def comparison_figure(change: Any, names: Sequence[str], lang: str) -> Plot:
    """Two rule sets played on the same seeds (`explorer.compare`): the game lengths under
    each (named `names`), and the change in each turn-order place's win rate."""
    import numpy as np

    with _fonts():
        fig = _figure(10, 3.4)
        axes = fig.subplots(1, 2)
        axes[0].hist([change.base.length, change.variant.length], bins=12, label=list(names),
                     color=["#4c72b0", "#dd8452"])
        axes[0].set_xlabel(tr("lab.plot.actions", lang))
        axes[0].set_title(tr("lab.plot.length_title", lang))
        axes[0].legend()
        diffs = change.win_rate_by_position()
        x = np.arange(len(diffs))
        axes[1].bar(x, [d.value for d in diffs], yerr=_interval(diffs), capsize=4,
                    color="#937860")
        axes[1].axhline(0, color="black", linewidth=0.8)
        axes[1].set_xticks(x, [str(p + 1) for p in x])
        axes[1].set_xlabel(tr("lab.plot.turn_place", lang))
        axes[1].set_title(tr("lab.plot.change_title", lang, base=names[0], variant=names[1]))
        fig.tight_layout()
    return Plot(fig)


def questions_figure(answers: Mapping[str, Any], lang: str) -> Plot:
    """The design questions (`explorer.simulate.questions.ask`): for each variant, the paired
    change in a seat's score and in the length (percent of the published game's mean: one
    scale for every game) and in the first player's win rate; and the Whispers first player's
    win rate minus the fair share at each table size (`answers["first_player"]`). The
    intervals are each answer's `judged()` ones: adjusted for the figures it shows."""
    import numpy as np

    variants = [k for k in answers if answers[k].comparison is not None]
    titles = [answers[k].question.title.label(lang) for k in variants]
    panels = [("score", "lab.plot.q_score", "lab.plot.q_relative", 100),
              ("player_1", "lab.plot.q_first", "lab.plot.q_percent", 100),
              ("length", "lab.plot.length_title", "lab.plot.q_relative", 100)]
    with _fonts():
        fig = _figure(13, 3.8)
        axes = fig.subplots(1, 4)
        y = np.arange(len(variants))
        for ax, (key, title, unit, scale) in zip(axes[:3], panels, strict=True):
            # The first player is seat 1 where seat 1 always starts (said once, as seat_1).
            figures = [_judged(answers[k], key) for k in variants]
            ax.errorbar([scale * e.value for e in figures], y, fmt="o", color="#4c72b0",
                        capsize=4, xerr=_interval(figures, scale))
            ax.axvline(0, color="black", linewidth=0.8)
            ax.set_yticks(y, titles if ax is axes[0] else [""] * len(variants))
            ax.invert_yaxis()
            ax.set_xlabel(tr("lab.plot.q_change", lang, unit=tr(unit, lang)))
            ax.set_title(tr(title, lang))
        edges = {p: j.value for p, j in answers["first_player"].judged().items()}
        ax = axes[3]
        ax.errorbar([100 * e.value for e in edges.values()], range(len(edges)), fmt="s",
                    color="#c44e52", capsize=4, xerr=_interval(list(edges.values()), 100))
        ax.axvline(0, color="black", linewidth=0.8)
        ax.set_yticks(range(len(edges)), [tr("lab.plot.players", lang, n=p) for p in edges])
        ax.invert_yaxis()
        ax.set_xlabel(tr("lab.plot.q_fair", lang))
        ax.set_title(tr("lab.plot.q_whispers", lang))
        fig.suptitle(tr("lab.plot.q_title", lang))
        fig.tight_layout()
    return Plot(fig)


def _judged(answer: Any, key: str) -> Any:
    """An answer's adjusted estimate of figure `key` (`seat_1` for `player_1` when the first
    player is always seat 1)."""
    judged = answer.judged()
    return judged[key if key in judged else "seat_1"].value
