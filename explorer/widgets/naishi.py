"""Naishi widgets: the what-if scorer (`NaishiScorer`) and the explorer for full games.

The scorer is a 2 × 5 territory the user edits: a palette per cell sets any card, clicking two
cells swaps them, and the breakdown follows live, with the change since the last edit, the
Ninjas' copies and the best arrangement of the same ten cards. Under a variant
(`NaishiScorer(variant=...)`) it scores by the variant's rules and its palettes offer the
variant's new card kinds too, by their own names. No rules here: scores come from
`explorer.games.naishi.score` and `best_arrangement`.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

import ipywidgets as w

from ..engine import ExplorerError, Message, Variant, shown, tr
from ..engine.core import as_int
from ..games.naishi.arrange import Arrangement, best_arrangement
from ..games.naishi.cards import CARDS, PRINTED, Card, parse_card
from ..games.naishi.scoring import DEFAULT_RULES, Breakdown, ScoreInputError, score
from ..viz import html as vh
from ..viz import naishi as vn
from .a11y import lang_mark, name
from .explorer import GameExplorer, language_toggle, safely

Position = tuple[int, int]

#: The rulebook's example territory (rules spec naishi §16, 62 points).
RULEBOOK_LINE = ("Fort", "Sentinel", "Advisor", "Banner", "RiceField")
RULEBOOK_HAND = ("Fort", "Mountain", "Naishi", "RiceField", "RiceField")


class NaishiScorer:
    """Edit a territory and watch its score.

    >>> s = NaishiScorer()
    >>> s.breakdown.total
    62
    >>> s.click((0, 2)); s.click((1, 2))   # swap the Advisor and the Naishi
    >>> s.breakdown.line[2], s.breakdown.total - s.previous_total
    (Card.NAISHI, 4)
    """

    def __init__(
        self,
        line: Sequence[Any] = RULEBOOK_LINE,
        hand: Sequence[Any] = RULEBOOK_HAND,
        *,
        lang: str = "en",
        variant: Variant | None = None,
    ) -> None:
        self.lang = lang
        # The rules in force: the variant's (its numbers, readings and new kinds) or the
        # printed game's.
        self.rules = DEFAULT_RULES if variant is None else variant.options.scoring
        self.content = self.rules.content
        self.breakdown: Breakdown = score(line, hand, rules=self.rules)
        self.previous_total: int | None = None
        self.selected: Position | None = None
        self.best: Arrangement | None = None
        self.best_shown = False
        self._busy = False
        self._palette_lang: str | None = None
        self._build()
        self.refresh()

    # -- layout -----------------------------------------------------------------------------

    def _build(self) -> None:
        self.title = w.HTML()
        self.language = language_toggle(self.lang, self.set_language)
        self.tiles: dict[Position, w.Button] = {}
        self.badges: dict[Position, w.HTML] = {}
        self.palettes: dict[Position, w.Dropdown] = {}
        self.row_labels: list[w.HTML] = []
        # The column numbers the scorer's sentences speak of ("hand column 4"), over the grid.
        numbers = [w.HTML(f"<b>{c}</b>", layout=w.Layout(width="8em", justify_content="center"))
                   for c in range(1, 6)]
        for number in numbers:
            number.add_class("ex-naishi-column")
        rows: list[w.Widget] = [w.HBox([w.HTML(layout=w.Layout(width="3.5em")), *numbers])]
        for r in range(2):
            label = w.HTML(layout=w.Layout(width="3.5em"))
            self.row_labels.append(label)
            cells: list[w.Widget] = [label]
            for c in range(5):
                button = w.Button(layout=w.Layout(width="8em", height="3.2em"))
                button.add_class("ex-naishi-tile")
                button.add_class(f"ex-cell-{r}-{c}")
                button.on_click(functools.partial(self._on_tile, (r, c)))
                badge = w.HTML()
                badge.add_class(f"ex-badge-{r}-{c}")
                palette = w.Dropdown(layout=w.Layout(width="8em"))
                palette.observe(functools.partial(self._on_palette, (r, c)), names="value")
                self.tiles[(r, c)] = button
                self.badges[(r, c)] = badge
                self.palettes[(r, c)] = palette
                cells.append(w.VBox([button, badge, palette]))
            rows.append(w.HBox(cells))
        self.hint = w.HTML()
        self.grid = w.VBox([*rows, self.hint])
        self.summary = w.HTML()
        self.summary.add_class("ex-naishi-summary")
        self.ninja = w.HTML()
        self.best_button = w.Button(icon="magic", layout=w.Layout(width="auto"))
        self.best_button.add_class("ex-best-button")  # its colours in the stylesheet (contrast)
        self.best_button.on_click(lambda _: self.show_best())
        self.adopt_button = w.Button(icon="check", layout=w.Layout(width="auto"))
        self.adopt_button.on_click(lambda _: self.adopt_best())
        self.best_view = w.HTML()
        self.best_view.add_class("ex-naishi-best")
        self.messages = w.HTML()
        self.widget = w.VBox(
            [
                w.HTML(vh.STYLE),
                w.HBox([self.title, self.language]),
                w.HBox([self.grid, w.VBox([self.summary, self.ninja],
                                          layout=w.Layout(margin="0 0 0 16px"))]),
                w.HBox([self.best_button, self.adopt_button]),
                self.best_view,
                self.messages,
            ]
        )
        self.widget.add_class("ex-root")
        self.widget.add_class("ex-naishi-scorer")

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    # -- editing ----------------------------------------------------------------------------

    @property
    def line(self) -> tuple[Card, ...]:
        return self.breakdown.line

    @property
    def hand(self) -> tuple[Card, ...]:
        return self.breakdown.hand

    def _rescore(self, line: Sequence[Card], hand: Sequence[Card]) -> None:
        new = score(line, hand, rules=self.rules)
        self.previous_total = self.breakdown.total
        self.breakdown = new
        self.best_shown = False

    @staticmethod
    def cell(position: Any) -> Position:
        """`position` as `(row, column)`: row 0 (Line) or 1 (Hand), column 0–4, whole
        numbers. Anything else (a negative index, which would wrap to the other end of the
        row, included) raises `ScoreInputError`."""
        if isinstance(position, (tuple, list)) and len(position) == 2:
            row, column = (as_int(v) for v in position)
            if row is not None and column is not None and row in (0, 1) and 0 <= column <= 4:
                return (row, column)
        raise ScoreInputError(Message("naishi.scorer.error.position", position=shown(position)))

    def set_card(self, position: Position, card: Any) -> None:
        """Put `card` (a Card, English id or Japanese name) at `position`; a bad position or
        card is said in the message area and changes nothing."""
        try:
            row, column = self.cell(position)
            chosen = self._card(card)
            grid = [list(self.line), list(self.hand)]
            grid[row][column] = chosen
            self._rescore(grid[0], grid[1])
            self.messages.value = ""
        except (ExplorerError, ValueError, IndexError) as exc:
            self._error(exc)
        self.refresh()

    def _card(self, value: Any) -> Card:
        """The card `value` names: a new kind of the variant by its id or either name, or a
        printed card (`parse_card`, which says what is wrong with anything else)."""
        if isinstance(value, str):
            folded = value.strip().casefold()
            for kind in self.content.kinds:
                if folded in (kind.id.casefold(), kind.names.en.casefold(), kind.names.ja):
                    return kind.card
        return parse_card(value)

    def click(self, position: Position) -> None:
        """Select a cell; clicking a second cell swaps the two. A bad position is said in the
        message area and changes nothing."""
        try:
            position = self.cell(position)
        except ScoreInputError as exc:
            self._error(exc)
            self.refresh()
            return
        if self.selected is None:
            self.selected = position
        elif self.selected == position:
            self.selected = None
        else:
            first, self.selected = self.selected, None
            grid = [list(self.line), list(self.hand)]
            (r1, c1), (r2, c2) = first, position
            grid[r1][c1], grid[r2][c2] = grid[r2][c2], grid[r1][c1]
            self._rescore(grid[0], grid[1])
        self.refresh()

    def show_best(self) -> None:
        """Find the best placement of the same ten cards and show it beside the current one."""
        try:
            self.best = best_arrangement(self.line, self.hand, rules=self.rules)
            self.best_shown = True
        except (ExplorerError, ValueError) as exc:
            self._error(exc)
        except ImportError as exc:  # a package missing where the search needs it: say which
            text = tr("ui.missing_package", self.lang, package=exc.name or str(exc))
            self.messages.value = f'<div class="ex-error" role="alert">⚠ {vh.escape(text)}</div>'
        self.refresh()

    def adopt_best(self) -> None:
        """Make the best arrangement the current territory (searching for it first if it is
        not shown yet)."""
        if not self.best_shown or self.best is None:
            self.show_best()
        best = self.best
        if best is None or not self.best_shown:
            return  # the search failed and said why in the message area
        self._rescore(best.line, best.hand)
        self.refresh()

    def set_language(self, lang: str) -> None:
        self.lang = lang
        if self.language.value != lang:
            self.language.value = lang
        self.refresh()

    def _error(self, exc: Exception) -> None:
        text = exc.in_language(self.lang) if isinstance(exc, ExplorerError) else str(exc)
        self.messages.value = f'<div class="ex-error" role="alert">⚠ {vh.escape(text)}</div>'

    def _on_tile(self, position: Position, _button: w.Button) -> None:
        self.click(position)

    def _on_palette(self, position: Position, change: dict[str, Any]) -> None:
        if not self._busy and change["new"] is not None:
            self.set_card(position, change["new"])

    # -- display ----------------------------------------------------------------------------

    def refresh(self) -> None:
        lang, b = self.lang, self.breakdown
        self._busy = True
        try:
            title = vh.escape(tr("naishi.scorer.title", lang))
            self.title.value = f"<b style='font-size:1.2em'>{title}</b>{lang_mark(lang)}"
            self.row_labels[0].value = f"<b>{vh.escape(tr('naishi.viz.line', lang))}</b>"
            self.row_labels[1].value = f"<b>{vh.escape(tr('naishi.viz.hand', lang))}</b>"
            # The palettes' lists change only with the language: resending them at every edit
            # would cost a round trip per list.
            options = None
            if self._palette_lang != lang:
                kinds = [kind.card for kind in self.content.kinds]
                options = [(self.content.name(card).label(lang), card.value)
                           for card in (*PRINTED, *kinds)]
                self._palette_lang = lang
            for (r, c), button in self.tiles.items():
                card = b.grid[r][c]
                info = CARDS[card]
                kind = self.content.kind(card)
                called = self.content.name(card).label(lang)
                copy = b.ninja_copies.get((r, c))
                button.description = called
                name(self.palettes[(r, c)], tr("naishi.scorer.palette", lang, row=tr(
                    "naishi.viz.line" if r == 0 else "naishi.viz.hand", lang), place=c + 1))
                button.tooltip = (
                    f"{called} ({info.colour.label(lang)})"
                    + (f" → {CARDS[copy].name.label(lang)}" if copy else "")
                )
                button.style.button_color = info.css
                button.style.text_color = vh._contrast(info.css)
                button.style.font_weight = "bold"
                if self.selected == (r, c):
                    button.add_class("ex-selected")
                else:
                    button.remove_class("ex-selected")
                badge = vn.tile_badge(b, (r, c), lang)
                if copy:
                    badge += " · " + tr("naishi.viz.copies", lang, card=CARDS[copy].name)
                mark = info.mark if kind is None else kind.mark
                badge = f"{mark} · {info.colour.label(lang)} · {badge}"
                self.badges[(r, c)].value = f"<small>{vh.escape(badge)}</small>"
                palette = self.palettes[(r, c)]
                if options is not None:
                    palette.options = options
                if palette.value != card.value:
                    palette.value = card.value
            hint = "naishi.scorer.hint_selected" if self.selected else "naishi.scorer.hint"
            self.hint.value = f"<small>{vh.escape(tr(hint, lang))}</small>"
            self.summary.value = vn.breakdown_html(b, lang, previous=self.previous_total)
            self.ninja.value = vn.ninja_html(b, lang)
            self.best_button.description = tr("naishi.scorer.best", lang)
            self.adopt_button.description = tr("naishi.scorer.adopt", lang)
            self.adopt_button.disabled = not self.best_shown
            self.best_view.value = self._best_html() if self.best_shown else ""
        finally:
            self._busy = False

    def _best_html(self) -> str:
        lang, best = self.lang, self.best
        assert best is not None
        now = tr("naishi.scorer.current", lang, total=self.breakdown.total)
        current = vn.territory_html(self.breakdown, lang, caption=now)
        better = vn.territory_html(best.breakdown, lang, moved=best.moved,
                                   caption=tr("naishi.scorer.best_caption", lang,
                                              total=best.breakdown.total))
        reasons = "".join(f"<li>{vh.escape(s)}</li>" for s in best.explain(lang))
        return (
            f"<div style='display:flex;gap:18px;flex-wrap:wrap'>{current}{better}</div>"
            f"<ul class='ex-best-explain'>{reasons}</ul>"
        )


class NaishiExplorer(GameExplorer):
    """The generic explorer, with Naishi's table and, above it, each player's score explained
    clause by clause (the scorer's sentences): on demand during the game ("Explain the scores",
    a toggle above the table, with the explanation right under it, where the eye already is),
    and by itself once the game is over.

    >>> app = NaishiExplorer("naishi", seed=2)
    >>> app.explain_toggle.value = True
    >>> "ex-naishi-explained" in app.scores_html.value
    True
    """

    def pool_size(self) -> int:
        # A turn lists 69 moves: ten each of Develop, Decree, the three swaps and the River
        # discard, five column swaps, Recall, Declare, End turn and (when the River is empty)
        # Pass.
        return 69

    def side_panels(self) -> list[w.Widget]:
        self.explain_toggle = w.ToggleButton(
            value=False, icon="list-ol", layout=w.Layout(width="auto", align_self="flex-start"))
        self.explain_toggle.add_class("ex-naishi-explain-toggle")
        self.explain_toggle.observe(self._on_explain, names="value")
        self.scores_html = w.HTML()
        self.scores_html.add_class("ex-naishi-scores")
        self._scores_key: tuple[Any, ...] | None = None
        return []  # the explanation goes with the table (see `_build`), nothing beside it

    def _build(self) -> None:
        super()._build()
        # The toggle, the sentences and the table, in the table's place in the row: the
        # explanation opens right under the button that asked for it (under the table, below
        # the discard pile, it opened a screen below the click) and takes no column.
        self.table_column = w.VBox([self.explain_toggle, self.scores_html, self.table])
        self.table_column.add_class("ex-table-panel")
        self.table_column.add_class("ex-naishi-table-column")
        self.table.remove_class("ex-table-panel")
        self.body.children = tuple(self.table_column if child is self.table else child
                                   for child in self.body.children)

    @safely
    def _on_explain(self, _change: dict[str, Any]) -> None:
        self.refresh_side()

    def refresh_side(self) -> None:
        match, lang = self.match, self.lang
        over = match.is_over
        self.explain_toggle.description = tr(
            "naishi.explorer.hide" if self.explain_toggle.value else "naishi.explorer.explain",
            lang)
        self.explain_toggle.disabled = over  # at the end the scores are always explained
        shown = over or self.explain_toggle.value
        key = (id(match), match.actions, self.seat, lang, shown)
        if key == self._scores_key:
            return
        self._scores_key = key
        self.scores_html.value = (
            vn.scores_explained_html(match.game, match.view(self.seat), lang, css=False)
            if shown else "")

    def panel_css(self) -> str:
        return vn.EXPLAINED_CSS
