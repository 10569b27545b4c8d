"""Naishi drawn as HTML: card tiles, territories with points badges, score breakdowns and the
best-arrangement comparison (and, for the explorer, the whole table).

Pure functions: values in, HTML out. No widgets, no rules.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from ..engine import Game, tr
from ..engine.i18n import other_language
from ..engine.palette import PALETTE
from ..games.naishi.cards import CARDS, SPARE, Card
from ..games.naishi.content import PUBLISHED, NaishiContent
from ..games.naishi.rules import score_now
from ..games.naishi.scoring import SCORE_PAD, Breakdown
from ..games.naishi.state import ALL_SPOT_NAMES, NaishiState, Phase, court_layout
from .html import escape, tile

Position = tuple[int, int]


def card_tile(
    card: Card | None,
    lang: str,
    *,
    badge: str = "",
    classes: Collection[str] = (),
    sub: str | None = None,
    content: NaishiContent = PUBLISHED,
) -> str:
    """A Naishi card: colour, letter mark, name, and its name in the other language (a
    variant's new kind: its own names and mark, from `content`)."""
    if card is None:
        return tile("?", colour=PALETTE["hidden"], classes=("ex-hidden", *classes),
                    sub=tr("naishi.viz.hidden", lang), badge=badge)
    info = CARDS[card]
    kind = content.kind(card) if card in SPARE else None
    name = info.name if kind is None else kind.names
    return tile(
        name.label(lang),
        colour=info.css,
        mark=info.mark if kind is None else kind.mark,
        sub=name.label(other_language(lang)) if sub is None else sub,
        badge=badge,
        classes=tuple(classes),
        title=f"{name.label(lang)} · {info.colour.label(lang)}",
    )


def territory_html(
    breakdown: Breakdown,
    lang: str,
    *,
    moved: Collection[Position] = (),
    caption: str = "",
    copies_chosen: bool = True,
) -> str:
    """A 2 × 5 territory with each card's points (set-scored cards show their type's row).
    With `copies_chosen=False` a Ninja's copy is labelled as the best choice, not a decision."""
    rows = []
    named = (
        (tr("naishi.viz.line", lang), breakdown.line),
        (tr("naishi.viz.hand", lang), breakdown.hand),
    )
    for r, (row_name, cards) in enumerate(named):
        cells = []
        for c, card in enumerate(cards):
            badge = tile_badge(breakdown, (r, c), lang)
            extra = ("ex-moved",) if (r, c) in moved else ()
            copy = breakdown.ninja_copies.get((r, c))
            key = "naishi.viz.copies" if copies_chosen else "naishi.viz.would_copy"
            sub = tr(key, lang, card=CARDS[copy].name) if copy else None
            shown = card_tile(card, lang, badge=badge, classes=extra, sub=sub,
                              content=breakdown.rules.content)
            cells.append(f'<td data-cell="{r}-{c}">{shown}</td>')
        rows.append(f"<tr><th>{escape(row_name)}</th>{''.join(cells)}</tr>")
    head = "".join(f"<th>{c + 1}</th>" for c in range(5))
    cap = f"<caption>{escape(caption)}</caption>" if caption else ""
    return (
        f'<table class="ex-territory">{cap}<tr><th></th>{head}</tr>{"".join(rows)}</table>'
    )


def tile_badge(breakdown: Breakdown, position: Position, lang: str) -> str:
    """A card's points; for a card scored with the others of its kind (Mountains, Torii,
    Rice Fields…), what all of them score together and how many there are: the reason for
    the total is on the tiles."""
    points = breakdown.points_at(position)
    if points is None:
        card = (breakdown.line, breakdown.hand)[position[0]][position[1]]
        kind = (*breakdown.line, *breakdown.hand).count(card)
        return tr("naishi.viz.set_badge", lang, n=kind, points=breakdown.by_type[card])
    return tr("naishi.viz.points", lang, points=points)


def breakdown_html(breakdown: Breakdown, lang: str, *, previous: int | None = None) -> str:
    """The score pad (rows by type), the total and its change, and one sentence per clause."""
    content = breakdown.rules.content
    pad = "".join(
        f"<tr><td>{escape(content.name(card).label(lang))}</td>"
        f"<td style='text-align:right'>{breakdown.by_type[card]}</td></tr>"
        for card in (*SCORE_PAD, *(k.card for k in content.kinds))
        if breakdown.by_type[card]
    )
    change = ""
    if previous is not None and previous != breakdown.total:
        delta = breakdown.total - previous
        change = f' <span class="ex-delta">({delta:+d})</span>'
    total = (
        f'<p class="ex-total"><b>{escape(tr("naishi.viz.total", lang))}: '
        f'<span class="ex-total-value">{breakdown.total}</span></b>{change} · '
        f'{escape(tr("naishi.viz.colours", lang, n=breakdown.colours))}</p>'
    )
    clauses = "".join(
        f'<li data-rule="{escape(clause.rule)}">{escape(clause.label(lang))}</li>'
        for clause in breakdown.clauses
    )
    return (
        f'{total}<table class="ex-table"><tr><th>{escape(tr("naishi.viz.row", lang))}</th>'
        f'<th>{escape(tr("naishi.viz.points_head", lang))}</th></tr>{pad}</table>'
        f'<ol class="ex-clauses">{clauses}</ol>'
    )


def scores_explained_html(game: Game[Any], state: NaishiState, lang: str, *,
                          css: bool = True) -> str:
    """Each player's score explained as the scorer explains it (score pad, total, one sentence
    per clause): as if the game ended now, or the final score once it is over. A territory the
    state does not show in full (a Hand face down, or not formed yet) is said to be so.
    `css=False` leaves out the style sheet (`EXPLAINED_CSS`), for a page that has it already."""
    over = state.phase is Phase.OVER
    parts = []
    for player in (0, 1):
        name = game.player_label(player).label(lang)
        breakdown = score_now(state, player) if len(state.hands[player]) == 5 else None
        if breakdown is None:
            pending = state.phase is Phase.EXCHANGE
            key = "naishi.viz.score_pending" if pending else "naishi.viz.score_hidden"
            parts.append(f'<div class="ex-naishi-player"><h4>{escape(tr(key, lang, player=name))}'
                         "</h4></div>")
            continue
        key = "naishi.viz.score_final" if over else "naishi.viz.score_now"
        head = tr(key, lang, player=name, total=breakdown.total)
        copies = ninja_html(breakdown, lang)
        parts.append(f'<div class="ex-naishi-player"><h4>{escape(head)}</h4>'
                     f"{breakdown_html(breakdown, lang)}{copies}</div>")
    title = tr("naishi.viz.explained_final" if over else "naishi.viz.explained", lang)
    return (f'{EXPLAINED_CSS if css else ""}<div class="ex-naishi-explained"><b>{escape(title)}</b>'
            f'{"".join(parts)}</div>')


EXPLAINED_CSS = """<style>
.ex-naishi-explained { font-size: 0.9em; line-height: 1.3; border-top: 1px solid #ddd;
  margin-top: 6px; columns: 2 300px; column-gap: 18px; }
.ex-naishi-explained > b { column-span: all; display: block; }
.ex-naishi-explained .ex-naishi-player { break-inside: avoid; }
.ex-naishi-explained h4 { margin: 6px 0 2px; }
.ex-naishi-explained .ex-clauses, .ex-naishi-explained .ex-ninja { padding-left: 1.3em;
  margin: 2px 0; }
</style>"""


def ninja_html(breakdown: Breakdown, lang: str) -> str:
    """What each Ninja copies, and the total each other choice would give."""
    items = "".join(f"<li>{escape(line)}</li>" for line in breakdown.explain_copies(lang))
    return f'<ul class="ex-ninja">{items}</ul>' if items else ""


def table_html(game: Game[Any], state: NaishiState, seat: int | None, lang: str) -> str:
    """The whole table as `seat` sees it (`state` is already that seat's view; the seat's own
    territory comes first): River, court, both territories with their score as if the game
    ended now, and the discard pile."""
    parts = [
        _status_html(game, state, lang),
        _river_html(state, lang),
        _court_html(game, state, lang),
    ]
    order = (seat, 1 - seat) if seat is not None else (0, 1)
    for player in order:
        parts.append(_player_html(game, state, player, lang))
    parts.append(_discard_html(state, lang))
    return f'<div class="ex-naishi-table">{"".join(parts)}</div>'


def _status_html(game: Game[Any], state: NaishiState, lang: str) -> str:
    if state.phase is Phase.OVER:
        text = tr("ui.game_over", lang)
    else:
        text = tr("ui.turn_of", lang, player=game.player_label(state.player))
        if state.phase is Phase.EXCHANGE:
            text += " " + tr("naishi.viz.exchange", lang)
        elif state.final_seat is not None:
            text += " " + tr("naishi.viz.final_turn", lang,
                             player=game.player_label(state.final_seat))
    return f"<p><b>{escape(text)}</b></p>"


def _river_html(state: NaishiState, lang: str) -> str:
    cells = []
    for number, pile in enumerate(state.river, start=1):
        if pile:
            top = card_tile(pile[0], lang, badge=tr("naishi.viz.left", lang, n=len(pile)),
                            content=state.options.content)
        else:
            top = tile(tr("naishi.viz.empty", lang), colour=PALETTE["empty"],
                       classes=("ex-hidden",))
        cells.append(f'<td data-pile="{number}"><small>{number}</small><br>{top}</td>')
    return (
        f"<h4>{escape(tr('naishi.viz.river', lang))}</h4>"
        f"<table class='ex-river'><tr>{''.join(cells)}</tr></table>"
    )


def _court_html(game: Game[Any], state: NaishiState, lang: str) -> str:
    spots = []
    layout = court_layout(state.options.content)
    for area, indices in (("swap", layout.switch), ("discard", layout.refresh),
                          ("decree", layout.decree)):
        kind = f"naishi.viz.spot.{area}"
        for index in indices:
            owner = state.court[index]
            who = (
                game.player_label(owner).label(lang) if owner is not None
                else tr("naishi.viz.free", lang)
            )
            spots.append(f"<td><b>{ALL_SPOT_NAMES[index]}</b> {escape(tr(kind, lang))}<br>"
                         f"{escape(who)}</td>")
    reserve = " · ".join(
        tr("naishi.viz.reserve", lang, player=game.player_label(p), n=state.reserve(p),
           total=state.options.content.emissaries)
        for p in (0, 1)
    )
    return (
        f"<h4>{escape(tr('naishi.viz.court', lang))}</h4>"
        f"<table class='ex-table'><tr>{''.join(spots)}</tr></table><small>{escape(reserve)}</small>"
    )


def _player_html(game: Game[Any], state: NaishiState, player: int, lang: str) -> str:
    breakdown = score_now(state, player) if len(state.hands[player]) == 5 else None
    name = game.player_label(player).label(lang)
    first = tr("naishi.viz.first", lang) if player == state.first else ""
    if breakdown is not None:
        key = "naishi.viz.score_final" if state.phase is Phase.OVER else "naishi.viz.score_now"
        head = tr(key, lang, player=name, total=breakdown.total)
        grid = territory_html(breakdown, lang, copies_chosen=state.phase is Phase.OVER)
    else:
        pending = state.phase is Phase.EXCHANGE
        key = "naishi.viz.score_pending" if pending else "naishi.viz.score_hidden"
        head = tr(key, lang, player=name)
        rows = []
        for row_key, cards in (("naishi.viz.line", state.lines[player]),
                               ("naishi.viz.hand", state.hands[player])):
            shown = "".join(f"<td>{card_tile(c, lang, content=state.options.content)}</td>"
                            for c in cards)
            rows.append(f"<tr><th>{escape(tr(row_key, lang))}</th>{shown}</tr>")
        grid = f"<table class='ex-territory'>{''.join(rows)}</table>"
    dealt = ""
    # The view hides the other player's dealt cards: those are not shown at all.
    if state.phase is Phase.EXCHANGE and state.dealt[player] and None not in state.dealt[player]:
        tiles = "".join(card_tile(c, lang, content=state.options.content)
                        for c in state.dealt[player])
        dealt = f"<p>{escape(tr('naishi.viz.dealt', lang))} {tiles}</p>"
    return (
        f'<div class="ex-player" data-player="{player}"><h4>{escape(head)} {escape(first)}</h4>'
        f"{grid}{dealt}</div>"
    )


def _discard_html(state: NaishiState, lang: str) -> str:
    recent = "".join(card_tile(c, lang, content=state.options.content)
                     for c in state.discard[-8:][::-1])
    return (
        f"<h4>{escape(tr('naishi.viz.discard', lang, n=len(state.discard)))}</h4>"
        f"<div>{recent}</div>"
    )
