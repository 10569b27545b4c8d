"""Naishi drawn as HTML: card tiles, territories with points badges, score breakdowns and the
best-arrangement comparison (and, for the explorer, the whole table).

Pure functions: values in, HTML out. No widgets, no rules.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

from ..engine import tr
from ..engine.i18n import register_messages
from ..games.naishi.cards import CARDS, Card
from ..games.naishi.scoring import SCORE_PAD, Breakdown
from .html import escape, tile

Position = tuple[int, int]
OTHER = {"en": "ja", "ja": "en"}


def card_tile(
    card: Card | None,
    lang: str,
    *,
    badge: str = "",
    classes: Collection[str] = (),
    sub: str | None = None,
) -> str:
    """A Naishi card: colour, letter mark, name, and its name in the other language."""
    if card is None:
        return tile("?", colour="#cccccc", classes=("ex-hidden", *classes),
                    sub=tr("naishi.viz.hidden", lang), badge=badge)
    info = CARDS[card]
    return tile(
        info.name.label(lang),
        colour=info.css,
        mark=info.mark,
        sub=info.name.label(OTHER[lang]) if sub is None else sub,
        badge=badge,
        classes=tuple(classes),
        title=f"{info.name.label(lang)} · {info.colour.label(lang)}",
    )


def territory_html(
    breakdown: Breakdown,
    lang: str,
    *,
    moved: Collection[Position] = (),
    caption: str = "",
) -> str:
    """A 2 × 5 territory with each card's points (set-scored cards show their type's row)."""
    rows = []
    named = (
        (tr("naishi.viz.line", lang), breakdown.line),
        (tr("naishi.viz.hand", lang), breakdown.hand),
    )
    for r, (row_name, cards) in enumerate(named):
        cells = []
        for c, card in enumerate(cards):
            badge = _badge(breakdown, (r, c), lang)
            extra = ("ex-moved",) if (r, c) in moved else ()
            copy = breakdown.ninja_copies.get((r, c))
            sub = tr("naishi.viz.copies", lang, card=CARDS[copy].name) if copy else None
            shown = card_tile(card, lang, badge=badge, classes=extra, sub=sub)
            cells.append(f'<td data-cell="{r}-{c}">{shown}</td>')
        rows.append(f"<tr><th>{escape(row_name)}</th>{''.join(cells)}</tr>")
    head = "".join(f"<th>{c + 1}</th>" for c in range(5))
    cap = f"<caption>{escape(caption)}</caption>" if caption else ""
    return (
        f'<table class="ex-territory">{cap}<tr><th></th>{head}</tr>{"".join(rows)}</table>'
    )


def _badge(breakdown: Breakdown, position: Position, lang: str) -> str:
    points = breakdown.points_at(position)
    if points is None:
        return tr("naishi.viz.set_badge", lang)
    return tr("naishi.viz.points", lang, points=points)


def breakdown_html(breakdown: Breakdown, lang: str, *, previous: int | None = None) -> str:
    """The score pad (rows by type), the total and its change, and one sentence per clause."""
    pad = "".join(
        f"<tr><td>{escape(CARDS[card].name.label(lang))}</td>"
        f"<td style='text-align:right'>{breakdown.by_type[card]}</td></tr>"
        for card in SCORE_PAD
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


def ninja_html(breakdown: Breakdown, alternatives: Mapping[Position, Mapping[Card, int]],
               lang: str) -> str:
    """What each Ninja copies, and the total each other choice would give."""
    items = []
    for position, copy in breakdown.ninja_copies.items():
        where = tr("naishi.viz.where", lang, row=tr(
            "naishi.viz.line" if position[0] == 0 else "naishi.viz.hand", lang),
            column=position[1] + 1)
        options = ", ".join(
            f"{CARDS[card].name.label(lang)} {total}"
            for card, total in sorted(alternatives.get(position, {}).items(), key=lambda kv: -kv[1])
        )
        items.append(
            f"<li>{escape(tr('naishi.viz.ninja_copy', lang, where=where, card=CARDS[copy].name))}"
            + (f" <small>({escape(tr('naishi.viz.ninja_options', lang))} {escape(options)})</small>"
               if options else "")
            + "</li>"
        )
    if not items:
        return ""
    return f'<ul class="ex-ninja">{"".join(items)}</ul>'


register_messages(
    {
        "naishi.viz.hidden": ("hidden", "非公開"),
        "naishi.viz.line": ("Line", "場"),
        "naishi.viz.hand": ("Hand", "手札"),
        "naishi.viz.copies": ("copies {card}", "{card}をコピー"),
        "naishi.viz.set_badge": ("set", "まとめて"),
        "naishi.viz.points": ("{points} pt", "{points}点"),
        "naishi.viz.total": ("Total", "合計"),
        "naishi.viz.colours": ("{n} colours (tie-break)", "色{n}種（同点時の判定）"),
        "naishi.viz.row": ("Score pad row", "得点表の行"),
        "naishi.viz.points_head": ("Points", "点"),
        "naishi.viz.where": ("{row} column {column}", "{row}の{column}列目"),
        "naishi.viz.ninja_copy": (
            "The Ninja in {where} copies the {card}: no other choice scores more.",
            "{where}の忍者は{card}をコピーします。これより高い得点になる選択はありません。",
        ),
        "naishi.viz.ninja_options": ("totals by choice:", "選択ごとの合計:"),
    }
)
