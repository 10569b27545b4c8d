"""The design lab's plots (`notebooks/design_lab.ipynb`), each a function of the runs it shows
and a language: every title, axis label, tick label and legend comes from the catalogues in
that language, so a lesson with `LANG = "ja"` draws Japanese plots.

Drawn by the package as SVG (`explorer.viz.svg`): no matplotlib and no numpy, so that the
lesson's plots draw in the offline site's Pyodide too. A `Plot` shows itself in Jupyter,
Voilà and JupyterLite as an inline `<svg>` titled in the lesson's language; Japanese needs no
font file (the browser picks an installed CJK font from `svg.FONT_FAMILY`).

`use_cjk_font()` is for a learner's own matplotlib plots (the `design` extra): it puts the
first installed CJK font of `FONTS` at the head of matplotlib's sans-serif list.

Pure: data in, a `Plot` out. This module may import the engine and the games' card data (the
runs it draws are passed in); matplotlib only inside `use_cjk_font`.
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Mapping, Sequence
from typing import Any

from ..engine import load_game, tr
from .metrics import FONTS
from .svg import Chart, text_width, values

#: A `Plot` is an SVG chart (`_repr_svg_`, `_repr_html_`, `texts()`, `to_svg()`).
Plot = Chart
BLUE, RED, GREEN, PURPLE, BROWN, ORANGE = ("#4c72b0", "#c44e52", "#55a868", "#8172b2",
                                           "#937860", "#dd8452")


def installed_fonts() -> list[str]:
    """The fonts of `FONTS` that matplotlib can find here, in `FONTS`' order."""
    from matplotlib import font_manager

    names = {font.name for font in font_manager.fontManager.ttflist}
    return [name for name in FONTS if name in names]


def use_cjk_font() -> str | None:
    """Make matplotlib (a notebook's own plots) draw Japanese: the first installed CJK font of
    `FONTS` goes first in `font.sans-serif`. Returns the font's name, or None when no CJK font
    (or no matplotlib) is installed; then nothing is changed. The package's own plots are SVG
    and need none of this."""
    try:
        import matplotlib
    except ImportError:
        return None
    found = [name for name in installed_fonts() if name != "DejaVu Sans"]
    if not found:
        return None
    rest = [f for f in matplotlib.rcParams["font.sans-serif"] if f != found[0]]
    matplotlib.rcParams["font.sans-serif"] = [found[0], *rest]
    matplotlib.rcParams["font.family"] = "sans-serif"
    return found[0]


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


def _estimates(axes: Any, estimates: Sequence[Any], colours: Sequence[str], *,
               scale: float = 1) -> None:
    """One bar per estimate with its interval, in the colours given (one per bar)."""
    axes.limits([scale * v for e in estimates for v in (e.low, e.high, e.value)], zero=True)
    for i, (e, colour) in enumerate(zip(estimates, colours, strict=True)):
        axes.bar(i, scale * e.value, colour)
        axes.interval(i, scale * e.low, scale * e.high)
    axes.rule(0)


def first_player_figure(runs: Mapping[tuple[str, int], Any], lang: str) -> Plot:
    """The first player's win rate at each (game, players) table, with its 95 % interval,
    against the fair share 1/n."""
    chart = Chart(tr("lab.plot.first_title", lang), 780, 380, lang)
    chart.key([(tr("lab.plot.first_wins", lang), BLUE, "bar"),
               (tr("lab.plot.fair_share", lang), RED, "line")])
    ax = chart.axes(chart.cells(1, top=50)[0], [_table(g, p, lang) for g, p in runs],
                    value_label=tr("lab.plot.win_rate", lang))
    ax.limits([], fixed=(0, 1))
    for i, run in enumerate(runs.values()):
        first = run.win_rate_by_position()[0]
        ax.bar(i, first.value, BLUE)
        ax.interval(i, first.low, first.high)
    for i, (_, players) in enumerate(runs):
        ax.mark(i, 1 / players, RED)
    return chart


def score_spread_figure(runs: Mapping[tuple[str, int], Any], tables: Sequence[tuple[str, int]],
                        lang: str) -> Plot:
    """The final scores of every seat, one histogram per (game, players) table."""
    chart = Chart(tr("lab.plot.spread_title", lang), 900, 320, lang)
    for k, (box, (game, players)) in enumerate(zip(chart.cells(len(tables)), tables,
                                                   strict=True)):
        scores = [round(v) for v in values(runs[game, players].scores)]
        low, high = min(scores, default=0), max(scores, default=0)
        bins = list(range(low, high + 1))
        every = next(s for s in (1, 2, 5, 10, 20, 25, 50, 100, 10**9)
                     if s * (box[2] - 76) / len(bins) >= text_width(str(high)) + 8)
        labels = [str(b) if b % every == 0 else "" for b in bins]
        title = _table(game, players, lang, wrap=False).replace("\n", " ")
        ax = chart.axes(box, labels, title=title,
                        value_label=tr("lab.plot.seats", lang) if k == 0 else "",
                        category_label=tr("lab.plot.final_score", lang))
        counts = [scores.count(b) for b in bins]
        ax.limits(counts, zero=True)
        for i, count in enumerate(counts):
            ax.bar(i, count, GREEN, width=0.92)
    return chart


def length_figure(runs: Mapping[tuple[str, int], Any], lang: str) -> Plot:
    """The number of actions per game, a box per (game, players) table."""
    chart = Chart(tr("lab.plot.length_title", lang), 780, 360, lang)
    ax = chart.axes(chart.cells(1)[0], [_table(g, p, lang) for g, p in runs],
                    value_label=tr("lab.plot.actions", lang))
    ax.limits([v for run in runs.values() for v in values(run.length)])
    for i, run in enumerate(runs.values()):
        ax.box(i, run.length, BLUE)
    return chart


def card_worth_figure(worth: Mapping[str, Any], lang: str) -> Plot:
    """Naishi: the points that go with one card of each type at the end (a fit keyed by the
    card's id, "RiceField"), with 95 % intervals; blue above zero, red below."""
    from ..games.naishi.cards import Card

    chart = Chart(tr("lab.plot.card_title", lang), 780, 340, lang)
    ax = chart.axes(chart.cells(1)[0], [Card(name).label(lang) for name in worth],
                    value_label=tr("lab.plot.points_per_card", lang))
    estimates = list(worth.values())
    _estimates(ax, estimates, [RED if e.value < 0 else BLUE for e in estimates])
    return chart


def character_figure(effect: Mapping[str, Any], lang: str, content: Any = None) -> Plot:
    """Citadels: the change in a seat's share of the win with one more round holding each
    character (a fit keyed by the character's lower-case rank name, "merchant", "queen"), with
    95 % intervals. Each character is named as `content` names it (a `CitadelsContent`, such as
    a run's `content`: a variant's renamed or invented character; `None`: the printed
    game's)."""
    from ..games.citadels import Character

    def name(key: str) -> str:
        c = Character[key.upper()]
        return (c if content is None else content.who(c)).label(lang)

    chart = Chart(tr("lab.plot.character_title", lang), 780, 340, lang)
    ax = chart.axes(chart.cells(1)[0], [name(key) for key in effect],
                    value_label=tr("lab.plot.share_per_pick", lang))
    _estimates(ax, list(effect.values()), [PURPLE] * len(effect))
    return chart


def comparison_figure(change: Any, names: Sequence[str], lang: str) -> Plot:
    """Two rule sets played on the same seeds (`explorer.compare`): the game lengths under
    each (named `names`), and the change in each turn-order place's win rate."""
    chart = Chart(tr("lab.plot.compare_title", lang, base=names[0], variant=names[1]), 900,
                  340, lang)
    left, right = chart.cells(2)
    ax = chart.axes(left, list(names), title=tr("lab.plot.length_title", lang),
                    value_label=tr("lab.plot.actions", lang))
    lengths = (change.base.length, change.variant.length)
    ax.limits([v for run in lengths for v in values(run)])
    for i, (run, colour) in enumerate(zip(lengths, (BLUE, ORANGE), strict=True)):
        ax.box(i, run, colour, hatched=i == 1)
    diffs = change.win_rate_by_position()
    ax = chart.axes(right, [str(p + 1) for p in range(len(diffs))],
                    title=tr("lab.plot.change_title", lang, base=names[0], variant=names[1]),
                    category_label=tr("lab.plot.turn_place", lang))
    _estimates(ax, diffs, [BROWN] * len(diffs))
    return chart


def questions_figure(answers: Mapping[str, Any], lang: str) -> Plot:
    """The design questions (`explorer.simulate.questions.ask`): for each variant, the paired
    change in a seat's score and in the length (percent of the published game's mean: one
    scale for every game) and in the first player's win rate; and the Whispers first player's
    win rate minus the fair share at each table size (`answers["first_player"]`). The
    intervals are each answer's `judged()` ones: adjusted for the figures it shows."""
    variants = [k for k in answers if answers[k].comparison is not None]
    titles = [answers[k].question.title.label(lang) for k in variants]
    panels = [("score", "lab.plot.q_score", "lab.plot.q_relative"),
              ("player_1", "lab.plot.q_first", "lab.plot.q_percent"),
              ("length", "lab.plot.length_title", "lab.plot.q_relative")]
    chart = Chart(tr("lab.plot.q_title", lang), 1180, 60 + 40 * max(len(variants), 3) + 80,
                  lang)
    label_room = min(max((text_width(t) for t in titles), default=0), 260) + 24
    panel = (chart.width - label_room) / 4
    boxes = [(0, 34, label_room + panel, chart.height - 34),
             *[(label_room + k * panel, 34, panel, chart.height - 34) for k in (1, 2, 3)]]
    for k, (key, title, unit) in enumerate(panels):
        # The first player is seat 1 where seat 1 always starts (said once, as seat_1).
        figures = [_judged(answers[v], key) for v in variants]
        ax = chart.axes(boxes[k], titles if k == 0 else [""] * len(variants), horizontal=True,
                        title=tr(title, lang),
                        value_label=tr("lab.plot.q_change", lang, unit=tr(unit, lang)))
        _dots(ax, figures, BLUE, square=False)
    edges = {p: j.value for p, j in answers["first_player"].judged().items()}
    ax = chart.axes(boxes[3], [tr("lab.plot.players", lang, n=p) for p in edges],
                    horizontal=True, title=tr("lab.plot.q_whispers", lang),
                    value_label=tr("lab.plot.q_fair", lang))
    _dots(ax, list(edges.values()), RED, square=True)
    return chart


def _dots(axes: Any, estimates: Sequence[Any], colour: str, *, square: bool) -> None:
    """Each estimate as a dot with its interval, in percent, against a line at 0."""
    axes.limits([100 * v for e in estimates for v in (e.low, e.high)], zero=True)
    axes.rule(0)
    for i, e in enumerate(estimates):
        axes.interval(i, 100 * e.low, 100 * e.high, colour)
        axes.dot(i, 100 * e.value, colour, square=square)


def _judged(answer: Any, key: str) -> Any:
    """An answer's adjusted estimate of figure `key` (`seat_1` for `player_1` when the first
    player is always seat 1)."""
    judged = answer.judged()
    return judged[key if key in judged else "seat_1"].value


__all__ = ["Plot", "card_worth_figure", "character_figure", "comparison_figure",
           "first_player_figure", "length_figure", "questions_figure",
           "score_spread_figure", "use_cjk_font"]
