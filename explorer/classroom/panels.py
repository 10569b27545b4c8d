"""What a classroom page shows beside the table, drawn by the package's own views: the
Whispers turn graph, the Citadels call-order track (and, for a seat, who could hold what).
The board's panels are drawn from the public view only (`Game.public_view`)."""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

from ..engine import Match, tr
from ..games.citadels import deduction
from ..games.citadels.state import CallStatus
from ..games.whispers import turn_graph
from ..viz import citadels as vc
from ..viz import html as vh
from ..viz import whispers as vw


def side_html(match: Match, seat: int | None, lang: str) -> str:
    """The panel beside the table for `seat` (`None`: the board, public information only)."""
    if match.is_over:
        return ""
    state = match.public_view() if seat is None else match.view(seat)
    if match.name == "whispers":
        return _graph_html(turn_graph(state), lang)
    if match.name == "citadels":
        return _citadels_seat(match, seat, lang) if seat is not None else \
            _citadels_board(match, state, lang)
    return ""


#: The turn graphs drawn lately, by what they show: the seats that cannot see the acting
#: hand all get the same graph, drawn once.
_GRAPHS: OrderedDict[tuple[str, str], str] = OrderedDict()
_GRAPHS_KEPT = 256


def _graph_html(graph: Any, lang: str) -> str:
    """The turn graph panel, drawn without Graphviz (no subprocess per page and step)."""
    key = (repr((sorted(graph.nodes(data=True), key=repr),
                 sorted(graph.edges(data=True), key=repr))), lang)
    found = _GRAPHS.get(key)
    if found is None:
        found = _GRAPHS[key] = vw.turn_graph_html(graph, lang, use_dot=False)
        while len(_GRAPHS) > _GRAPHS_KEPT:
            _GRAPHS.popitem(last=False)
    return found


def _citadels_seat(match: Match, seat: int, lang: str) -> str:
    snap = deduction.current_snapshot(match, seat)
    head = tr("citadels.walk.track_title", lang, round=snap.walk.round)
    text, rule_id = vc.entry_text(snap, lang)
    return (f"<b>{vh.escape(head)}</b>{vc.track_html(match.game, snap, lang)}"
            f'<p class="ex-cit-last">{vh.escape(text)}{vh.rule_chip(rule_id, lang)}</p>'
            f"{vc.holders_html(match.game, snap, lang)}")


def _citadels_board(match: Match, state: Any, lang: str) -> str:
    """The call order as the room sees it: ranks removed face up, ranks called so far with
    who answered, and the rank being played now."""
    calls = {call.rank: call for call in state.calls}
    acting = state.turn.rank if state.turn is not None else None
    cells = []
    for rank in state.options.content.tables.ranks[state.players]:
        call = calls.get(rank)
        if rank in state.face_up:
            key, who = "citadels.viz.slot.face_up", None
        elif call is None:
            key, who = "citadels.viz.slot.unknown", None
        elif call.status is CallStatus.REVEALED or call.status is CallStatus.HEIR:
            key, who = "citadels.viz.slot.revealed", call.seat
        elif call.status is CallStatus.KILLED:
            key, who = "citadels.viz.slot.killed", call.seat
        else:
            key, who = "citadels.viz.slot.silent", None
        text = tr(key, lang)
        if who is not None:
            text = tr("citadels.viz.slot.with_player", lang, state=text,
                      player=match.game.player_label(who))
        current = " ex-current" if rank is acting else ""
        cells.append(
            f'<div class="ex-slot{current}" data-rank="{int(rank)}" '
            f'style="border-top:6px solid '
            f'{vc.character_css(state.options.content.tables.income[rank])}">'
            f'<div class="ex-slot-rank">{int(rank)}</div>'
            f'<div class="ex-slot-name">{vh.escape(state.options.content.who(rank).label(lang))}'
            "</div>"
            f'<div class="ex-slot-state">{vh.escape(text)}</div></div>')
    head = tr("citadels.walk.track_title", lang, round=state.round)
    return f'<b>{vh.escape(head)}</b><div class="ex-cit-track">{vc.CSS}{"".join(cells)}</div>'
