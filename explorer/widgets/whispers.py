"""The 王宮のささやき explorer: the generic explorer plus the table (areas, hands as the seat
sees them, King card, score pips, ⚠ marks, the rule behind the step) and, beside it, the live
turn-passing graph with a tab for the passes so far and a button that shows it full width.

Every panel is built once and updated in place. A drawing is cached by what it shows (the
seat's view of the position and the language), so stepping back, switching seats or languages
never lays a graph out twice, and the pass history is drawn only while its tab is open.

No rules here: everything comes from `explorer.games.whispers` and `explorer.viz.whispers`.
"""

from __future__ import annotations

import functools
from typing import Any

import ipywidgets as w

from ..engine import tr
from ..games.whispers import pass_history_graph, turn_graph
from ..games.whispers.state import WhispersState
from ..viz import whispers as vw
from ..viz.html import escape
from .explorer import GameExplorer

HISTORY_TAB = 1


@functools.lru_cache(maxsize=512)
def _turn_graph_html(state: WhispersState, lang: str, use_dot: bool | None) -> str:
    """The turn graph panel of a seat's view of a position (views are values: hashable)."""
    return vw.turn_graph_html(turn_graph(state), lang, use_dot=use_dot)


class WhispersExplorer(GameExplorer):
    """Step through 王宮のささやき with the turn graph beside the table.

    `use_dot=False` draws the graphs without Graphviz (as where `dot` is missing).

    >>> app = WhispersExplorer("whispers", seed=1)
    >>> app.buttons[0].click()
    >>> app.match.step
    1
    """

    def __init__(self, game: Any = "whispers", *, use_dot: bool | None = None,
                 **kwargs: Any) -> None:
        self.use_dot = use_dot
        self._history_key: tuple[Any, ...] | None = None
        super().__init__(game, **kwargs)

    def pool_size(self) -> int:
        # The Butler's first pick lists every card in every area: at most five an area (a
        # sixth different character ends the round). Other steps list fewer (a hand holds six).
        return 5 * int(self.match.players)

    def table_html(self) -> str:
        state = self.match.view(self.seat)
        return vw.table_html(self.match.game, state, self.seat, self.lang, css=False)

    @staticmethod
    def guided_panel(state: WhispersState, lang: str) -> str:
        """The turn graph of a seat's view, for the guided first game under its table."""
        return _turn_graph_html(state, lang, None)

    def panel_css(self) -> str:
        return vw.CSS

    def side_panels(self) -> list[w.Widget]:
        self.graph_html = w.HTML()
        self.graph_html.add_class("wh-turn-graph")
        self.history_html = w.HTML()
        self.history_html.add_class("wh-history-graph")
        self.graph_tabs = w.Tab(children=[self.graph_html, self.history_html])
        self.graph_tabs.add_class("wh-graph-tabs")
        self.graph_tabs.observe(self._on_tab, names="selected_index")
        self.enlarge = w.ToggleButton(value=False, icon="expand",
                                      layout=w.Layout(width="auto"))
        self.enlarge.add_class("wh-enlarge")
        self.enlarge.observe(self._on_enlarge, names="value")
        self.graph_panel = w.VBox([self.enlarge, self.graph_tabs])
        self.graph_panel.add_class("wh-graph-box")
        return [self.graph_panel]

    def _on_tab(self, change: dict[str, Any]) -> None:
        if change["new"] == HISTORY_TAB and not self._busy:
            self._refresh_history()

    def _on_enlarge(self, change: dict[str, Any]) -> None:
        """Full width: a CSS class on the panel and on the column that holds it."""
        for widget in (self.graph_panel, self.side):
            if change["new"]:
                widget.add_class("wh-enlarged")
            else:
                widget.remove_class("wh-enlarged")
        self._refresh_enlarge_label()

    def _refresh_enlarge_label(self) -> None:
        key = "whispers.ui.shrink" if self.enlarge.value else "whispers.ui.enlarge"
        self.enlarge.description = tr(key, self.lang)
        self.enlarge.icon = "compress" if self.enlarge.value else "expand"

    def refresh_side(self) -> None:
        lang = self.lang
        self.side.add_class("wh-side")
        self._refresh_enlarge_label()
        self.graph_tabs.titles = (tr("whispers.ui.tab_turn", lang),
                                  tr("whispers.ui.tab_history", lang))
        if self.match.is_over:
            self.graph_html.value = f"<p>{escape(tr('ui.game_over', lang))}</p>"
        else:
            # A seat that cannot see the acting hand gets the §10 over-approximation.
            self.graph_html.value = _turn_graph_html(self.match.view(self.seat), lang,
                                                     self.use_dot)
        if self.graph_tabs.selected_index == HISTORY_TAB:
            self._refresh_history()

    def _refresh_history(self) -> None:
        match = self.match
        key = (id(match), self.lang, match.actions)
        if key == self._history_key:
            return
        self._history_key = key
        self.history_html.value = vw.turn_graph_html(pass_history_graph(match), self.lang,
                                                     use_dot=self.use_dot)
