"""The 王宮のささやき explorer: the generic explorer plus the table (areas, hands as the seat
sees them, King card, score pips, ⚠ marks, the rule behind the step) and, beside it, the live
turn-passing graph with a tab for the passes so far.

No rules here: everything comes from `explorer.games.whispers` and `explorer.viz.whispers`.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from ..engine import tr
from ..engine.i18n import register_messages
from ..games.whispers import pass_history_graph, turn_graph
from ..viz import whispers as vw
from ..viz.html import escape
from .explorer import GameExplorer


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
        super().__init__(game, **kwargs)

    def table_html(self) -> str:
        state = self.match.view(self.seat)
        return vw.table_html(self.match.game, state, self.seat, self.lang)

    def side_panels(self) -> list[w.Widget]:
        self.graph_html = w.HTML()
        self.graph_html.add_class("wh-turn-graph")
        self.history_html = w.HTML()
        self.history_html.add_class("wh-history-graph")
        self.graph_tabs = w.Tab(children=[self.graph_html, self.history_html],
                                layout=w.Layout(width="360px", flex="0 0 360px"))
        return [self.graph_tabs]

    def refresh_side(self) -> None:
        lang = self.lang
        self.graph_tabs.titles = (tr("whispers.ui.tab_turn", lang),
                                  tr("whispers.ui.tab_history", lang))
        state = self.match.view(self.seat)
        if self.match.is_over:
            self.graph_html.value = f"<p>{escape(tr('ui.game_over', lang))}</p>"
        else:
            # A seat that cannot see the acting hand gets the §10 over-approximation.
            self.graph_html.value = vw.turn_graph_html(turn_graph(state), lang,
                                                       use_dot=self.use_dot)
        self.history_html.value = vw.turn_graph_html(pass_history_graph(self.match), lang,
                                                     use_dot=self.use_dot)


EXPLORER = WhispersExplorer

register_messages({
    "whispers.ui.tab_turn": ("Turn graph", "手番グラフ"),
    "whispers.ui.tab_history": ("Pass history", "手番の履歴"),
})
