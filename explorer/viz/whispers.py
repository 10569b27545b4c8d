"""王宮のささやき drawn as HTML and SVG: the table (one row per player: colour and name, score
pips, area, hand, ⚠), the King card and the piles, a note on the rule behind the current step,
and the turn-passing graphs rendered through Graphviz or, without the `dot` program, by a
pure-Python SVG drawing from a circular layout.

Pure functions: values in, HTML / SVG / DOT out. No widgets, no rules.
"""

from __future__ import annotations

import functools
import re
import shutil
import subprocess
import unicodedata
from collections import defaultdict
from dataclasses import dataclass
from typing import Any

import graphviz
import networkx as nx

from ..engine import Game, Join, Message, tr
from ..engine.i18n import aside, join_words, other_language, punct
from ..engine.palette import ARROWHEADS, PALETTE
from ..games.whispers.actions import card_name, seat_colour, seat_name
from ..games.whispers.cards import (
    CARD_CHARACTER,
    CARD_COLOUR,
    CHARACTER_NAMES,
    COLOUR_HEX,
    COLOUR_LETTERS,
    COLOUR_NAMES,
    HIDDEN,
    Colour,
)
from ..games.whispers.content import count_word, describe_king, of_kind
from ..games.whispers.explain import (
    EndNote,
    PassNote,
    SkipNote,
    explain_step,
    outcome_rule,
)
from ..games.whispers.graph import ROUND_END_A, ROUND_END_B
from ..games.whispers.rules import Risk, effect_rule, is_playable, risk, with_shown_hand
from ..games.whispers.state import PassCount, Phase, WhispersState
from .dot import render_svg
from .html import _contrast, escape, rule_chip, tile

#: Off the screen, still read: for text a screen reader needs where the explorer's style
#: sheet may not be (a lesson's table).
SR_ONLY = ("position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);"
           "white-space:nowrap;margin:-1px")
CSS = """
<style>
.wh-root h4 { margin: 4px 0 2px; font-size: 1em; }
/* The presenter layout has no line to spare: the table's heading is there for screen readers
   only (its column heads say the same on screen). */
.ex-presenter .wh-root > h4 { position: absolute; width: 1px; height: 1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; margin: -1px; }
.wh-graph-panel h4 { display: inline; margin: 0 4px 0 0; font-size: 1em; }
.wh-table { border-collapse: collapse; margin-top: 4px; }
.wh-table td { border-bottom: 1px solid #ddd; padding: 4px 6px; vertical-align: middle; }
.wh-player { font-weight: 600; white-space: nowrap; }
.wh-player.wh-active { background: #fff3c4; }
.wh-pips { letter-spacing: 1px; white-space: nowrap; font-size: 0.85em; }
.wh-warn { color: #b00020; font-weight: bold; cursor: help; }
.wh-note { margin: 4px 0; padding: 4px 8px; background: #f3f6ff; border-left: 4px solid #6a7fdb; }
.wh-king { display: inline-block; margin-right: 12px; }
.ex-tile.wh-blocked { filter: saturate(0.3); border-style: dashed; }  /* text keeps its contrast */
.ex-tile.wh-silenced { text-decoration: line-through; }
.ex-tile.wh-picked { outline: 3px solid #111; outline-offset: 2px; }
.wh-table .ex-tile .ex-name, .wh-table .ex-tile .ex-sub, .wh-table th, .wh-table small {
  white-space: nowrap; }
.ex-root .ex-side.wh-side { flex: 0 0 420px; width: 420px; }
.ex-root.ex-presenter .ex-side.wh-side { flex: 0 0 412px; width: 412px; }
.ex-root .ex-side.wh-side.wh-enlarged { flex: 1 1 100%; width: 100%; order: 10; }
/* In the presenter layout a hand's count runs on before its cards (a line fewer a player). */
.ex-presenter .wh-table .wh-count { margin-right: 4px; }
.ex-presenter .wh-table .wh-count-break { display: none; }
.wh-graph-box, .wh-graph-tabs { width: 100%; }
.wh-graph-panel svg.wh-graph { display: block; width: 100%; height: auto; max-height: 78vh;
  margin: 0 auto; }
.wh-graph-panel small { display: block; line-height: 1.35; }
</style>
"""


# -- the table --------------------------------------------------------------------------------


def card_tile(card: int, lang: str, *, silenced: bool = False, blocked: bool = False,
              picked: bool = False) -> str:
    """A character card: its colour, the colour's letter, the name and (small) the other
    language's name; `HIDDEN` is a face-down card."""
    if card == HIDDEN:
        return tile("?", colour=PALETTE["hidden"], classes=("ex-hidden",),
                    sub=tr("whispers.viz.hidden", lang))
    ch, col = CARD_CHARACTER[card], CARD_COLOUR[card]
    classes = []
    sub = CHARACTER_NAMES[ch].label(other_language(lang))
    if silenced:
        classes.append("wh-silenced")
        sub = tr("whispers.viz.silenced", lang)
    if blocked:
        classes.append("wh-blocked")
    if picked:
        classes.append("wh-picked")
        sub = tr("whispers.viz.chosen", lang)
    drawn = tile(CHARACTER_NAMES[ch].label(lang), colour=COLOUR_HEX[col],
                 mark=COLOUR_LETTERS[col].label(lang), sub=sub, classes=classes,
                 title=card_name(ch, col).label(lang))
    # The dashes are seen; a screen reader hears it said (kept off the screen wherever the
    # tile is shown, inside an explorer or not).
    return drawn + (f'<span class="ex-sr-only" style="{SR_ONLY}">'
                    f'{escape(tr("whispers.viz.blocked", lang))}</span>' if blocked else "")


def pips(score: int, target: int) -> str:
    """Score as filled and empty pips up to the target, with the number (not colour alone)."""
    filled = "●" * min(score, target)
    empty = "○" * max(target - score, 0)
    return f'<span class="wh-pips" title="{score}/{target}">{filled}{empty} {score}/{target}</span>'


def risk_mark(state: WhispersState, seat: int, lang: str) -> str:
    """⚠ on a player one play from a forced duplicate, judged on what the view shows: the
    seat's hand, or a hand an Accountant shows everyone at this moment."""
    level = risk(with_shown_hand(state, seat), seat)
    if level is None:
        return ""
    key = "whispers.viz.risk_forced" if level is Risk.FORCED else "whispers.viz.risk_one"
    return f'<span class="wh-warn" title="{escape(tr(key, lang))}">⚠</span>'


def player_label_html(seat: int, lang: str, colours: tuple[Colour, ...] = ()) -> str:
    """A seat's name and colour (`colours`: the match's seat colours, `state.colours`)."""
    colour = seat_colour(seat, colours)
    return tile(COLOUR_NAMES[colour].label(lang), colour=COLOUR_HEX[colour],
                mark=COLOUR_LETTERS[colour].label(lang))


def king_html(state: WhispersState, lang: str) -> str:
    """The face-up King card and what it does, as the content in force has it."""
    card = state.options.content.king(state.king)
    if state.king is None:
        king = tr("whispers.viz.no_king", lang)
    elif card.silences == (state.king,) and not card.bans:
        king = tr("whispers.viz.king", lang, card=CHARACTER_NAMES[state.king])
    elif card.bans and not card.silences:
        king = tr("whispers.viz.king_bans", lang, card=CHARACTER_NAMES[state.king],
                  cards=Join((CHARACTER_NAMES[c] for c in card.bans), alternatives=True))
    else:
        king = tr("whispers.viz.king_does", lang, card=CHARACTER_NAMES[state.king],
                  does=describe_king(card))
    colon = punct("colon", lang)
    return (f'<span class="wh-king">♛ <b>{escape(tr("whispers.viz.king_card", lang))}</b>{colon}'
            f"{escape(king)}{rule_chip('whispers.4.3', lang, state.options)}</span>")


def status_html(game: Game[Any], state: WhispersState, lang: str) -> str:
    """Round, King card, piles."""
    discarder = Join((CHARACTER_NAMES[c] for c in of_kind(state.options.content, "discard_draw")),
                     alternatives=True)
    piles = tr("whispers.viz.piles", lang, draw=len(state.draw), kings=len(state.king_pile),
               discards=len(state.discards), discarder=discarder)
    rnd = tr("whispers.viz.round", lang, round=state.round, played=state.played_in_round,
             target=state.target_score)
    return f"<div>{escape(rnd)} · {king_html(state, lang)} {escape(piles)}</div>"


def step_note_html(game: Game[Any], state: WhispersState, lang: str) -> str:
    """What just happened to the turn and what the player to act is deciding, each with the
    rule behind it (`explain_step` says which)."""
    notes = explain_step(state, game.current_player(state))
    parts = [_pass_html(notes.passed, state, lang), _skip_html(notes.skipped, state, lang),
             _end_html(notes.ended, state, lang)]
    outcome = game.outcome(state) if state.phase is Phase.OVER else None
    if outcome is not None:
        text = outcome.reason.label(lang)
        if outcome.tiebreak is not None:
            text = join_words([outcome.tiebreak.label(lang), text], lang)
        chip = rule_chip(outcome_rule(state, tiebreak=outcome.tiebreak is not None), lang,
                         state.options)
        parts.append(f"<b>{escape(text)}</b>{chip}")
    parts.append(exchange_html(state, lang))
    if notes.to_act is not None:
        parts.append(_prompt_html(state, *notes.to_act, lang))
    return "".join(f'<div class="wh-note">{p}</div>' for p in parts if p)


def _pass_html(note: PassNote | None, state: WhispersState, lang: str) -> str:
    if note is None:
        return ""
    cols = state.colours
    card = card_name(CARD_CHARACTER[note.card], CARD_COLOUR[note.card])
    text = tr(f"whispers.viz.note_{note.reason.value}", lang, player=seat_name(note.source, cols),
              card=card, target=seat_name(note.target, cols))
    return f"{escape(text)}{rule_chip(note.rule, lang, state.options)}"


def _skip_html(note: SkipNote | None, state: WhispersState, lang: str) -> str:
    if note is None:
        return ""
    ch = CHARACTER_NAMES[CARD_CHARACTER[note.card]]
    early = state.options.content.effect(CARD_CHARACTER[note.card]).from_card - 1
    text = tr(f"whispers.viz.skip.{note.reason.value}", lang, card=ch, n=early)
    return f"{escape(text)}{rule_chip(note.rule, lang, state.options)}"


def _end_html(note: EndNote | None, state: WhispersState, lang: str) -> str:
    if note is None:
        return ""
    case = note.kind.value.lower()
    key = f"whispers.viz.{'final' if note.final else 'ended'}_{case}"
    content = state.options.content
    scorer = content.whisper_scorer if case == "a" else content.court_scorer
    chips = "".join(rule_chip(r, lang, state.options) for r in note.rules)
    text = tr(key, lang, player=seat_name(note.player, state.colours),
              six=count_word(content.hand_size),
              scored=Message(f"whispers.viz.scored.{case}.{scorer}"))
    return f"{escape(text)}{chips}"


def _prompt_html(state: WhispersState, player: int, rule: str, lang: str) -> str:
    cols = state.colours
    picked = ""
    if state.pick is not None:
        picked = tr("whispers.viz.picked", lang, player=seat_name(state.pick[0], cols),
                    card=CHARACTER_NAMES[state.pick[1]])
    where = tr("whispers.ev.where_hand" if state.options.neutral_pass_counts is PassCount.HAND
               else "whispers.ev.where_area", lang)
    phase = state.phase.name.lower()
    effect = state.options.content.effect(CARD_CHARACTER[state.card]) \
        if state.card is not None else None
    if phase == "maid" and effect is not None and effect.draw_first:
        phase = "maid_first"  # the draw is done; the discard is asked
    prompt = tr(f"whispers.viz.phase.{phase}", lang,
                player=seat_name(player, cols), picked=picked, where=where,
                card=CHARACTER_NAMES[CARD_CHARACTER[state.card]] if state.card is not None
                else "", n=effect.draw if effect is not None else 0)
    return f"<b>{escape(prompt)}</b>{rule_chip(rule, lang, state.options)}"


def _card_names(cards: tuple[int, ...], lang: str) -> str:
    """Card names for a sentence; face-down cards as a count."""
    hidden = sum(1 for c in cards if c == HIDDEN)
    names = [card_name(CARD_CHARACTER[c], CARD_COLOUR[c]).label(lang) for c in cards
             if c != HIDDEN]
    if hidden:
        names.append(tr("whispers.viz.exchange_hidden", lang, n=hidden))
    return punct("list", lang).join(names)


def exchange_html(state: WhispersState, lang: str) -> str:
    """During a Wizard's exchange, the cards already chosen each way (face down for a seat
    that may not see them), with the Wizard's rule under the match's reading."""
    if not state.chosen and not state.taken:
        return ""
    exchanging = CARD_CHARACTER[state.card] if state.card is not None else of_kind(
        state.options.content, "exchange")[0]
    cols = state.colours
    lines = []
    if state.chosen:
        lines.append(tr("whispers.viz.exchange_give", lang, player=seat_name(state.turn, cols),
                        cards=_card_names(state.chosen, lang),
                        card=CHARACTER_NAMES[exchanging]))
    if state.taken and state.target is not None:
        lines.append(tr("whispers.viz.exchange_take", lang,
                        player=seat_name(state.target, cols),
                        cards=_card_names(state.taken, lang), card=CHARACTER_NAMES[exchanging]))
    text = "<br>".join(escape(line) for line in lines)
    return f"{text}{rule_chip(effect_rule(state, exchanging), lang, state.options)}"


def _row(game: Game[Any], state: WhispersState, q: int, lang: str) -> str:
    current = game.current_player(state)
    silenced = state.options.content.king(state.king).silences
    area = "".join(card_tile(c, lang, silenced=(CARD_CHARACTER[c] in silenced),
                             picked=(state.pick == (q, CARD_CHARACTER[c])))
                   for c in state.areas[q])
    hand = state.hands[q]
    shown = dict(state.revealed).get(q)
    cards = with_shown_hand(state, q).hands[q]  # an Accountant's reveal fills a hidden hand
    # A Wizard's exchange: the cards already chosen to go, in the hand they leave.
    going = state.chosen if q == state.turn else state.taken if q == state.target else ()
    hand_html = "".join(
        card_tile(c, lang, blocked=(c != HIDDEN and not is_playable(state, q, c)),
                  picked=c != HIDDEN and c in going)
        for c in cards
    )
    note = ""
    if shown is not None:
        shower = of_kind(state.options.content, "reveal_hand")[0]
        shower_name = Join((CHARACTER_NAMES[c] for c in of_kind(state.options.content,
                                                                 "reveal_hand")),
                           alternatives=True)
        note = f"<div><small>{escape(tr('whispers.viz.revealed', lang, card=shower_name))}" \
               "</small>" \
               f"{rule_chip(effect_rule(state, shower), lang, state.options)}</div>"
    active = " wh-active" if current == q else ""
    arrow = "▶ " if current == q else ""
    return (
        f'<tr data-seat="{q}"><td class="wh-player{active}">{arrow}'
        f"{player_label_html(q, lang, state.colours)}{risk_mark(state, q, lang)}"
        f"<br>{pips(state.scores[q], state.target_score)}</td>"
        f"<td><small>{escape(tr('whispers.viz.area', lang, n=len(state.areas[q])))}</small><br>"
        f"{area or '—'}</td>"
        f"<td><small class=\"wh-count\">{escape(tr('whispers.viz.hand', lang, n=len(hand)))}"
        "</small><br class=\"wh-count-break\">"
        f"{hand_html or '—'}{note}</td></tr>"
    )


def table_html(game: Game[Any], state: WhispersState, seat: int | None, lang: str, *,
               css: bool = True) -> str:
    """The whole table as `seat` sees it: `state` is already that seat's view, which hides
    what the seat may not see, so `seat` changes nothing here (the plug-in's table view takes
    it for the games that put the seat's own player first). `css=False` leaves out the style
    sheet (`CSS`), for a page that has it once already."""
    rows = "".join(_row(game, state, q, lang)
                   for q in range(state.players))
    # The score sits under the player's name: one column fewer leaves the hands room to stay
    # on one or two lines in a narrow panel.
    head = "".join(f"<th>{escape(tr(k, lang))}</th>" for k in (
        "whispers.viz.col.player_score", "whispers.viz.col.area", "whispers.viz.col.hand"))
    legend = escape(tr("whispers.viz.legend", lang))
    return (
        f'{CSS if css else ""}<div class="wh-root">{status_html(game, state, lang)}'
        f"{step_note_html(game, state, lang)}"
        f'<h4>{escape(tr("whispers.viz.table_title", lang))}</h4>'
        f'<table class="wh-table"><tr>{head}</tr>{rows}</table>'
        f"<p><small>{legend}</small></p></div>"
    )


# -- graphs -----------------------------------------------------------------------------------


def node_id(node: Any) -> str:
    """A DOT-safe node id (no ':' or spaces)."""
    if node == ROUND_END_A:
        return "end_a"
    if node == ROUND_END_B:
        return "end_b"
    return f"p{int(node)}"


def node_label(graph: nx.MultiDiGraph, node: Any, lang: str) -> str:
    data = graph.nodes[node]
    if data.get("kind") == "end":
        # Who scores (printed: everyone else at A, the player at B) and how much.
        if node == ROUND_END_A:
            passer = data.get("scorer") == "passer"
            return tr("whispers.viz.end_node_a" + ("_passer" if passer else ""), lang,
                      points=data.get("points", 1))
        others = data.get("scorer") == "others"
        return tr("whispers.viz.end_node_b" + ("_others" if others else ""), lang,
                  points=data.get("points", 1), six=count_word(data["six"]))
    colour = data["colour"]
    name = COLOUR_NAMES[colour].label(lang)
    letter = COLOUR_LETTERS[colour].label(lang)
    return tr("whispers.viz.player_node", lang, letter=_letter(letter, name),
              player=name, area=data["area"], score=data["score"])


def target_label(graph: nx.MultiDiGraph, node: Any, lang: str) -> str:
    """A right-column node on one line (`node_label`'s lines joined): the drawings are then
    wider than tall and fill a side panel better."""
    return tr("whispers.viz.line_join", lang).join(node_label(graph, node, lang).split("\n"))


def _letter(letter: str, name: str) -> str:
    """The colour's letter before its name (R Red), unless the Japanese name already starts
    with it (赤, 黄色)."""
    return "" if letter == name or (not letter.isascii() and name.startswith(letter)) else letter


def edge_label(data: dict[str, Any], lang: str) -> str:
    if "weight" in data:
        return f"×{data['weight']}"
    if data.get("hidden"):
        return "?"
    ch, col = data.get("character"), data.get("colour")
    if ch is None or col is None:
        return tr("whispers.viz.edge_forced", lang)
    name, letter = CHARACTER_NAMES[ch].label(lang), COLOUR_LETTERS[col].label(lang)
    return aside(name, letter, lang)


def edge_tooltip(data: dict[str, Any], lang: str, chooser: int | None = None,
                 colours: tuple[Colour, ...] = ()) -> str:
    """The edge's label, plus who chooses on a grey card's tie (`colours`: the seats')."""
    text = tr("whispers.viz.edge_hidden", lang) if data.get("hidden") else edge_label(data, lang)
    if data.get("choice") and chooser is not None:
        text += " · " + tr("whispers.viz.chooser", lang, player=seat_name(chooser, colours))
    return text


def _edge_colour(data: dict[str, Any]) -> str:
    col = data.get("colour")
    return COLOUR_HEX[col] if col is not None else "#444444"


def _edge_head(data: dict[str, Any]) -> str:
    """The arrowhead of an edge: one shape per card colour (a second cue beside the colour and
    the label's letter), another for a forced round end."""
    col = data.get("colour")
    if "weight" in data:
        return ARROWHEADS["red"]  # a pass in the history: one kind of arrow
    if col is None:
        return ARROWHEADS["forced"]
    return ARROWHEADS["grey" if col is Colour.NEUTRAL else col.name.lower()]


def drawn_edges(graph: nx.MultiDiGraph, lang: str) -> list[tuple[Any, Any, dict[str, Any]]]:
    """The arrows to draw: the graph's parallel edges of one colour and kind (several cards
    passing the turn to the same player) merged into one arrow listing every card, so that
    their labels never pile up. Each item is (source, target, attributes) with `label`,
    `tooltip`, `colour`, `choice`, `hidden` and, in a history, `weight`."""
    chooser = graph.graph.get("turn")
    merged: dict[tuple[Any, ...], dict[str, Any]] = {}
    for u, v, data in graph.edges(data=True):
        key = (u, v, _edge_colour(data), bool(data.get("choice")), bool(data.get("hidden")),
               "weight" in data)
        label = edge_label(data, lang)
        tip = edge_tooltip(data, lang, chooser, graph.graph.get("colours", ()))
        item = merged.get(key)
        if item is None:
            merged[key] = {"labels": [label], "tips": [tip], "colour": key[2],
                           "head": _edge_head(data), "choice": key[3], "hidden": key[4],
                           "weight": data.get("weight")}
        elif label not in item["labels"]:
            item["labels"].append(label)
            item["tips"].append(tip)
    out = []
    for (u, v, *_), item in merged.items():
        attrs = {"label": "\n".join(item.pop("labels")), "tooltip": "; ".join(item.pop("tips"))}
        if item["weight"] is None:
            del item["weight"]
        out.append((u, v, {**attrs, **item}))
    return out


def _used_nodes(graph: nx.MultiDiGraph) -> list[Any]:
    """Players always; a round-end node only if an edge reaches it."""
    return [n for n in graph.nodes
            if graph.nodes[n].get("kind") == "player" or graph.in_degree(n) > 0]


# Both drawings (Graphviz's and the package's own) use the same plan: a "now → next" diagram.
# The left column holds who passes the turn (the player to act; in a history, every player),
# the right column every player and the round ends, in seat order. Each arrow runs from left to
# right and carries its label on its own lane in the middle column, so that no label can sit on
# another label, on a node or on another arrow.

NODE_FONT = 19
"""Font size of node labels, in the drawing's units (the panel scales the whole drawing)."""
EDGE_FONT = 19
"""Font size of edge labels."""
MAX_SCALE = 2.2
"""A drawing fills its panel's width but grows to at most this many times its natural size
(a small graph in the enlarged panel would otherwise fill the screen)."""
GRAPH_FONT = "Noto Sans CJK JP, DejaVu Sans, sans-serif"
"""The fonts the README installs (Noto Sans CJK JP has Latin letters too); Graphviz measures
the labels with the first one it finds, the browser draws them with the same."""


def text_width(text: str, size: float) -> float:
    """A generous estimate of the width of one line of `text` at font `size`: full width for
    East Asian wide characters, 0.62 em for the others."""
    return sum(size if unicodedata.east_asian_width(ch) in "WF" else size * 0.62 for ch in text)


def _columns(graph: nx.MultiDiGraph) -> tuple[list[Any], list[Any]]:
    """(left, right): who passes the turn, and who may get it, in seat order."""
    players = [n for n in graph.nodes if graph.nodes[n].get("kind") == "player"]
    right = players + [n for n in (ROUND_END_A, ROUND_END_B)
                       if n in graph and graph.in_degree(n) > 0]
    if graph.graph.get("kind") == "history":
        return players, right
    sources = {u for u, _ in graph.edges()}
    turn = graph.graph.get("turn")
    left = [n for n in players if n in sources or n == turn]
    return left or players[:1], right


def source_label(graph: nx.MultiDiGraph, node: Any, lang: str) -> str:
    """A left-column node: the player's letter and colour name (the right column has the
    details)."""
    colour = graph.nodes[node]["colour"]
    name = COLOUR_NAMES[colour].label(lang)
    letter = COLOUR_LETTERS[colour].label(lang)
    return f"{_letter(letter, name)} {name}".strip()


def source_id(node: Any) -> str:
    """The id of a left-column node (`s0`…); right-column nodes use `node_id`."""
    return f"s{int(node)}"


GRAPH_ATTR = {"rankdir": "LR", "bgcolor": "transparent", "fontname": GRAPH_FONT,
              "nodesep": "0.2", "ranksep": "0.3", "newrank": "true",
              "outputorder": "edgesfirst", "pad": "0.05"}
"""The turn graph's graph attributes for `dot`."""
NODE_ATTR = {"fontname": GRAPH_FONT, "fontsize": str(NODE_FONT), "margin": "0.08,0.03"}
EDGE_ATTR = {"fontname": GRAPH_FONT, "fontsize": str(EDGE_FONT), "arrowsize": "0.8",
             "penwidth": "1.6"}

# One statement of the drawing: ("node", name, attrs), ("edge", tail, head, attrs), or
# ("rank", value, statements) for a column of nodes kept in one rank.
_Statement = tuple[Any, ...]


def _dot_statements(graph: nx.MultiDiGraph, lang: str) -> list[_Statement]:
    """What `to_graphviz` and `dot_source` draw: the passers in the first rank and every
    player and round end in the last, in seat order, then the arrows."""
    left, right = _columns(graph)
    heads = (("head_now", "whispers.viz.column_now", left, source_id),
             ("head_next", "whispers.viz.column_next", right, node_id))
    history = graph.graph.get("kind") == "history"
    out: list[_Statement] = []
    for head, key, nodes, ident in heads:
        text = tr(key.replace("column_", "column_history_") if history else key, lang)
        column: list[_Statement] = [("node", head, {
            "label": text, "shape": "plaintext", "fontcolor": "#555555",
            "fontsize": str(EDGE_FONT)})]
        previous = head
        for node in nodes:
            column.append(("node", ident(node),
                           _dot_node(graph, node, lang, ident is source_id)))
            column.append(("edge", previous, ident(node), {"style": "invis"}))
            previous = ident(node)
        out.append(("rank", "source" if head == "head_now" else "sink", column))
    for u, v, data in drawn_edges(graph, lang):
        attrs = {"label": data["label"], "color": data["colour"], "arrowhead": data["head"],
                 "fontcolor": "#222222", "tooltip": data["tooltip"]}
        if data.get("choice"):
            attrs["style"] = "dashed"
        if data.get("hidden"):
            attrs["style"] = "dotted"
        if "weight" in data:
            attrs["penwidth"] = str(min(1 + data["weight"] * 0.6, 8))
        out.append(("edge", source_id(u), node_id(v), attrs))
    return out


def to_graphviz(graph: nx.MultiDiGraph, lang: str) -> graphviz.Digraph:
    """Build a `graphviz.Digraph` by hand from a turn or history graph: engine `dot`, left to
    right, the passers in the first rank and every player and round end in the last, in seat
    order; `dot` gives every edge label its own place, clear of the nodes and the other
    labels. Its `.source` is `dot_source(graph, lang)`, which the explorer uses (faster)."""
    dot = graphviz.Digraph(engine="dot", graph_attr=GRAPH_ATTR, node_attr=NODE_ATTR,
                           edge_attr=EDGE_ATTR)

    def add(target: graphviz.Digraph, statements: list[_Statement]) -> None:
        for statement in statements:
            if statement[0] == "rank":
                with target.subgraph() as column:
                    column.attr(rank=statement[1])
                    add(column, statement[2])
            elif statement[0] == "node":
                target.node(statement[1], **statement[2])
            else:
                target.edge(statement[1], statement[2], **statement[3])

    add(dot, _dot_statements(graph, lang))
    return dot


_DOT_ID = re.compile(r"([a-zA-Z_][a-zA-Z0-9_]*|-?(\.[0-9]+|[0-9]+(\.[0-9]*)?))$")
_DOT_HTML = re.compile(r"<.*>$", re.DOTALL)
_DOT_QUOTE = re.compile(r'((?:\\\\)*)\\?"')
_DOT_KEYWORDS = frozenset({"node", "edge", "graph", "digraph", "subgraph", "strict"})


@functools.lru_cache(maxsize=4096)
def _dot_quote(text: str) -> str:
    """A DOT id or value, quoted when it must be, as the `graphviz` library quotes it: plain
    ids and numbers bare, `<...>` as an HTML label, anything else in double quotes with its
    unescaped double quotes escaped."""
    if _DOT_HTML.match(text) or (_DOT_ID.match(text) and text.lower() not in _DOT_KEYWORDS):
        return text
    return '"' + _DOT_QUOTE.sub(r'\1\\"', text) + '"'


def _dot_attrs(attrs: dict[str, str]) -> str:
    """` [label=… key=value …]`: the label first, then the others in name order."""
    items = ([f"label={_dot_quote(attrs['label'])}"] if "label" in attrs else []) + [
        f"{_dot_quote(k)}={_dot_quote(v)}" for k, v in sorted(attrs.items()) if k != "label"]
    return f" [{' '.join(items)}]" if items else ""


def dot_source(graph: nx.MultiDiGraph, lang: str) -> str:
    """The DOT text of `to_graphviz(graph, lang)`, byte for byte, written directly (building
    it through the `graphviz` library costs more than laying it out)."""
    lines = ["digraph {\n", f"\tgraph{_dot_attrs(GRAPH_ATTR)}\n",
             f"\tnode{_dot_attrs(NODE_ATTR)}\n", f"\tedge{_dot_attrs(EDGE_ATTR)}\n"]

    def add(statements: list[_Statement], indent: str) -> None:
        for statement in statements:
            if statement[0] == "rank":
                lines.append(f"{indent}{{\n{indent}\trank={_dot_quote(statement[1])}\n")
                add(statement[2], indent + "\t")
                lines.append(f"{indent}}}\n")
            elif statement[0] == "node":
                lines.append(f"{indent}{_dot_quote(statement[1])}{_dot_attrs(statement[2])}\n")
            else:
                lines.append(f"{indent}{_dot_quote(statement[1])} -> "
                             f"{_dot_quote(statement[2])}{_dot_attrs(statement[3])}\n")

    add(_dot_statements(graph, lang), "\t")
    lines.append("}\n")
    return "".join(lines)


def _dot_node(graph: nx.MultiDiGraph, node: Any, lang: str, source: bool) -> dict[str, str]:
    data = graph.nodes[node]
    if data.get("kind") == "end":
        return {"label": target_label(graph, node, lang), "shape": "box",
                "style": "rounded,filled", "fillcolor": "#eeeeee"}
    fill = COLOUR_HEX[data["colour"]]
    label = source_label(graph, node, lang) if source else target_label(graph, node, lang)
    return {"label": label, "shape": "box", "style": "rounded,filled", "fillcolor": fill,
            "fontcolor": _long_hex(_contrast(fill)),
            "penwidth": "3" if data.get("to_act") else "1"}


def _long_hex(colour: str) -> str:
    """`#fff` → `#ffffff` (Graphviz reads only the long form)."""
    return "#" + "".join(ch * 2 for ch in colour[1:]) if len(colour) == 4 else colour


def has_dot() -> bool:
    """Is the Graphviz `dot` program on the PATH?"""
    return shutil.which("dot") is not None


@functools.lru_cache(maxsize=256)
def _dot_svg(source: str) -> str:
    """Graphviz's SVG for a DOT source, cached: stepping back and forth, switching seats or
    languages redraws a graph already drawn without running `dot` again."""
    svg = render_svg(source, "dot")
    return _fit(svg[svg.index("<svg"):])


def graph_svg(graph: nx.MultiDiGraph, lang: str, *, use_dot: bool | None = None) -> str:
    """The graph as inline SVG: a turn graph through Graphviz when `dot` is there
    (`use_dot=None` asks), else, or if Graphviz fails, through `fallback_svg`. The pass history
    (many crossing arrows, whose labels `dot` would set apart from them) is always drawn by
    `fallback_svg`, where each label sits on its own arrow's lane. Never raises for a missing
    `dot`."""
    if use_dot is None:
        use_dot = has_dot()
    svg = ""
    if use_dot and graph.graph.get("kind") != "history":
        try:
            svg = _dot_svg(dot_source(graph, lang))
        except (graphviz.ExecutableNotFound, subprocess.CalledProcessError, OSError,
                ValueError):
            pass
    svg = svg or fallback_svg(graph, lang)
    # One picture with a text alternative: a screen reader reads who may pass to whom, not
    # the drawing's scattered labels one by one.
    return svg.replace("<svg", f'<svg role="img" aria-label="{escape(graph_text(graph, lang))}"',
                       1)


def graph_text(graph: nx.MultiDiGraph, lang: str) -> str:
    """The graph in words, one sentence an arrow: who may pass the turn to whom by which card
    (in a history, who passed to whom how many times), a tie's chooser included."""
    history = graph.graph.get("kind") == "history"
    chooser = graph.graph.get("turn")
    sentences = []
    for u, v, data in drawn_edges(graph, lang):
        cards = tr("whispers.viz.edge_hidden", lang) if data["hidden"] else \
            punct("list", lang).join(data["label"].split("\n"))
        end = graph.nodes[v].get("kind") == "end"
        key = "history" if history else "end" if end else "pass"
        sentence = tr(f"whispers.viz.text_{key}", lang, source=_plain_name(graph, u, lang),
                      target=_plain_name(graph, v, lang), cards=cards)
        if data["choice"] and chooser is not None:
            sentence += tr("whispers.viz.text_tie", lang, player=seat_name(
                chooser, graph.graph.get("colours", ())))
        sentences.append(sentence)
    return join_words(sentences or [tr("whispers.viz.text_none", lang)], lang)


def _plain_name(graph: nx.MultiDiGraph, node: Any, lang: str) -> str:
    """A node as words: a player's colour name, or a round end's label on one line."""
    if graph.nodes[node].get("kind") == "player":
        return str(COLOUR_NAMES[graph.nodes[node]["colour"]].label(lang))
    return tr("whispers.viz.line_join", lang).join(node_label(graph, node, lang).split("\n"))


def _fit(svg: str) -> str:
    """Let a Graphviz SVG fill its panel: drop the fixed size, keep the viewBox."""
    head, rest = svg.split(">", 1)
    natural = re.search(r'\swidth="([\d.]+)pt"', head)
    head = re.sub(r'\s(width|height)="[^"]*"', "", head)
    cap = f' style="max-width:{MAX_SCALE * float(natural.group(1)):.0f}px"' if natural else ""
    return head + f' width="100%"{cap} class="wh-graph wh-dot">' + rest


@dataclass(frozen=True)
class Box:
    """A rectangle of the own drawing (centre x, centre y, width, height)."""

    x: float
    y: float
    w: float
    h: float


@dataclass
class Layout:
    """Where the own drawing puts everything: node boxes by id, one lane per drawn edge
    (its y and the box of its label), and the canvas size."""

    width: float
    height: float
    nodes: dict[str, Box]
    lanes: list[tuple[Any, Any, dict[str, Any], float, Box]]
    label_x: float
    label_end: float
    heads: tuple[tuple[str, float], ...]


PAD, CURVE, LINE = 8.0, 30.0, EDGE_FONT + 3.0


def _node_lines(graph: nx.MultiDiGraph, node: Any, lang: str, source: bool) -> list[str]:
    return [source_label(graph, node, lang) if source else target_label(graph, node, lang)]


def _box_size(lines: list[str], size: float) -> tuple[float, float]:
    return (max(text_width(line, size) for line in lines) + 18, len(lines) * (size + 3) + 12)


def layout(graph: nx.MultiDiGraph, lang: str) -> Layout:
    """Plan the own drawing (see the comment above `to_graphviz`): every right-column node
    gets a band tall enough for its incoming lanes, each lane holds one label above its
    arrow."""
    left, right = _columns(graph)
    edges = drawn_edges(graph, lang)
    left_size = {n: _box_size(_node_lines(graph, n, lang, True), NODE_FONT) for n in left}
    right_size = {n: _box_size(_node_lines(graph, n, lang, False), NODE_FONT) for n in right}
    label_w = max([text_width(line, EDGE_FONT) for _, _, d in edges
                   for line in d["label"].split("\n")] + [40.0]) + 10
    left_w = max(w for w, _ in left_size.values())
    right_w = max(w for w, _ in right_size.values())
    label_x = PAD + left_w + CURVE
    label_end = label_x + label_w
    right_x = label_end + 14 + right_w / 2
    order = {n: i for i, n in enumerate(left)}
    incoming: dict[Any, list[tuple[Any, Any, dict[str, Any]]]] = defaultdict(list)
    for u, v, data in sorted(edges, key=lambda e: order.get(e[0], 0)):
        incoming[v].append((u, v, data))
    top = PAD + LINE + 4
    y = top
    nodes: dict[str, Box] = {}
    lanes: list[tuple[Any, Any, dict[str, Any], float, Box]] = []
    for node in right:
        w, h = right_size[node]
        heights = [len(d["label"].split("\n")) * LINE + 9 for _, _, d in incoming[node]]
        band = max(h + 8, sum(heights))
        nodes[node_id(node)] = Box(right_x, y + band / 2, w, h)
        lane_top = y + (band - sum(heights)) / 2
        for (u, v, data), lane_h in zip(incoming[node], heights, strict=True):
            lines = data["label"].split("\n")
            label_h = len(lines) * LINE
            width = max(text_width(line, EDGE_FONT) for line in lines)
            box = Box(label_x + 4 + width / 2, lane_top + 3 + label_h / 2, width, label_h)
            lanes.append((u, v, data, lane_top + lane_h - 3, box))
            lane_top += lane_h
        y += band
    height = y + PAD
    for i, node in enumerate(left):
        w, h = left_size[node]
        cy = top + (y - top) * (i + 0.5) / len(left)
        nodes[source_id(node)] = Box(PAD + left_w / 2, cy, w, h)
    width = right_x + right_w / 2 + PAD
    history = graph.graph.get("kind") == "history"
    heads = tuple(
        (tr(f"whispers.viz.column_{'history_' if history else ''}{key}", lang), x)
        for key, x in (("now", PAD), ("next", right_x - right_w / 2)))
    return Layout(width, height, nodes, lanes, label_x, label_end, heads)


def fallback_svg(graph: nx.MultiDiGraph, lang: str) -> str:
    """Draw the graph as SVG in pure Python, on the same plan as `to_graphviz`, with the same
    `class="node"` / `class="edge"` groups Graphviz writes. The SVG has a viewBox and fills its
    panel's width."""
    plan = layout(graph, lang)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {plan.width:.0f} '
           f'{plan.height:.0f}" width="100%" style="max-width:{MAX_SCALE * plan.width:.0f}px" '
           f'class="wh-graph wh-own" '
           f'font-family="{GRAPH_FONT}">']
    heads = sorted({(d["colour"], d["head"]) for _, _, d, _, _ in plan.lanes})
    out.append("<defs>")
    for c, head in heads:
        out.append(f'<marker id="{_marker_id(c, head)}" viewBox="0 0 10 10" refX="9" refY="5" '
                   f'markerWidth="7" markerHeight="7" orient="auto-start-reverse">'
                   f'{_MARKER_SHAPES[head].format(c=c)}</marker>')
    out.append("</defs>")
    for text, x in plan.heads:
        out.append(f'<text x="{x:.1f}" y="{PAD + LINE - 4:.1f}" font-size="{EDGE_FONT}" '
                   f'fill="#555">{escape(text)}</text>')
    for u, v, data, lane_y, box in plan.lanes:
        out.append(_edge_svg(plan, u, v, data, lane_y, box))
    for node in _used_nodes(graph):
        if node_id(node) in plan.nodes:
            out.append(_node_svg(graph, node, plan.nodes[node_id(node)], lang, False))
        if graph.nodes[node].get("kind") == "player" and source_id(node) in plan.nodes:
            out.append(_node_svg(graph, node, plan.nodes[source_id(node)], lang, True))
    out.append("</svg>")
    return "".join(out)


#: The own drawing's arrowheads, drawn like Graphviz's of the same name.
_MARKER_SHAPES = {
    "normal": '<path d="M0,0 L10,5 L0,10 z" fill="{c}"/>',
    "diamond": '<path d="M0,5 L5,0 L10,5 L5,10 z" fill="{c}"/>',
    "dot": '<circle cx="5" cy="5" r="4.5" fill="{c}"/>',
    "box": '<rect x="1" y="1" width="8" height="8" fill="{c}"/>',
    "inv": '<path d="M10,0 L0,5 L10,10 z" fill="{c}"/>',
    "vee": '<path d="M0,0 L10,5 L0,10 L4,5 z" fill="{c}"/>',
    "tee": '<rect x="6" y="0" width="3" height="10" fill="{c}"/>',
}


def _marker_id(colour: str, head: str) -> str:
    return f"arrow{colour[1:]}{head}"


def _edge_svg(plan: Layout, u: Any, v: Any, data: dict[str, Any], lane_y: float,
              box: Box) -> str:
    colour = data["colour"]
    dash = (' stroke-dasharray="6,4"' if data.get("choice")
            else ' stroke-dasharray="2,3"' if data.get("hidden") else "")
    stroke = min(1.5 + data.get("weight", 0) * 0.6, 8) if "weight" in data else 1.6
    start, end = plan.nodes[source_id(u)], plan.nodes[node_id(v)]
    sx, sy = start.x + start.w / 2, start.y
    ex = end.x - end.w / 2 - 1
    ey = min(max(lane_y, end.y - end.h / 2 + 5), end.y + end.h / 2 - 5)
    lx, le = plan.label_x, plan.label_end
    path = (f"M{sx:.1f},{sy:.1f} C{sx + CURVE * 0.6:.1f},{sy:.1f} {lx - CURVE * 0.6:.1f},"
            f"{lane_y:.1f} {lx:.1f},{lane_y:.1f} L{le:.1f},{lane_y:.1f} L{ex:.1f},{ey:.1f}")
    lines = data["label"].split("\n")
    texts = "".join(
        f'<text x="{box.x - box.w / 2:.1f}" y="{box.y - box.h / 2 + LINE * (i + 1) - 3.5:.1f}" '
        f'font-size="{EDGE_FONT}" fill="#222">{escape(line)}</text>'
        for i, line in enumerate(lines))
    return (f'<g class="edge"><title>{escape(data["tooltip"])}</title><path d="{path}" '
            f'fill="none" stroke="{colour}" stroke-width="{stroke:.1f}"{dash} '
            f'marker-end="url(#{_marker_id(colour, data["head"])})"/>{texts}</g>')


def _node_svg(graph: nx.MultiDiGraph, node: Any, box: Box, lang: str, source: bool) -> str:
    data = graph.nodes[node]
    lines = _node_lines(graph, node, lang, source)
    title = escape(" ".join(node_label(graph, node, lang).split("\n")))
    if data.get("kind") == "end":
        fill, fg, width = "#eeeeee", "#000", 1
    else:
        fill = COLOUR_HEX[data["colour"]]
        fg, width = _contrast(fill), 3 if data.get("to_act") else 1
    shape = (f'<rect x="{box.x - box.w / 2:.1f}" y="{box.y - box.h / 2:.1f}" '
             f'width="{box.w:.1f}" height="{box.h:.1f}" rx="8" fill="{fill}" stroke="#222" '
             f'stroke-width="{width}"/>')
    step = NODE_FONT + 3
    start = box.y - step * (len(lines) - 1) / 2 + NODE_FONT * 0.35
    texts = "".join(
        f'<text x="{box.x:.1f}" y="{start + step * i:.1f}" font-size="{NODE_FONT}" '
        f'text-anchor="middle" fill="{fg}">{escape(line)}</text>' for i, line in enumerate(lines))
    ident = source_id(node) if source else node_id(node)
    return f'<g class="node" id="{ident}"><title>{title}</title>{shape}{texts}</g>'


def turn_graph_html(graph: nx.MultiDiGraph, lang: str, *, use_dot: bool | None = None) -> str:
    """The turn graph with a title and a one-line key."""
    key = "whispers.viz.history_title" if graph.graph.get("kind") == "history" else \
        "whispers.viz.graph_title"
    legend = "whispers.viz.history_legend" if graph.graph.get("kind") == "history" else \
        "whispers.viz.graph_legend"
    if any(d.get("hidden") for _, _, d in graph.edges(data=True)):
        legend = "whispers.viz.hidden_legend"
    return (f'<div class="wh-graph-panel"><h4>{escape(tr(key, lang))}</h4>'
            f"{rule_chip('whispers.4.4.colour', lang)}{rule_chip('whispers.4.4.neutral', lang)}"
            f"<div>{graph_svg(graph, lang, use_dot=use_dot)}</div>"
            f"<small>{escape(tr(legend, lang))}</small></div>")


__all__ = [
    "card_tile",
    "fallback_svg",
    "graph_svg",
    "graph_text",
    "has_dot",
    "node_id",
    "pips",
    "risk_mark",
    "status_html",
    "step_note_html",
    "table_html",
    "to_graphviz",
    "dot_source",
    "turn_graph_html",
]
