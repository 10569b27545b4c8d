"""The classroom's pages: small HTML shells in the page's language, the package's own
stylesheet, and one hand-written script (`static/classroom.js`, no build step, nothing from
another site). A shell holds no state and no token: its script asks for its view with the
token from the link's `#k=` part and draws what the server rendered with the package's views.
"""

from __future__ import annotations

import json
from html import escape

from ..engine import tr
from ..viz.html import STYLE
from ..viz.review import CSS as REVIEW_CSS
from .seats import NAME_LIMIT

#: What a page may load: only this server (a WebSocket to it too); the views' inline styles.
POLICY = ("default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
          "img-src 'self' data:; connect-src 'self'; frame-ancestors 'self'; "
          "base-uri 'none'; form-action 'self'")

#: The labels each page's script needs, by catalogue key (sent in the page's language).
SCRIPT_TEXTS = (
    "classroom.ui.moves", "classroom.ui.log", "classroom.ui.busy", "classroom.ui.reconnecting",
    "classroom.ui.connected", "classroom.ui.why", "classroom.ui.not_your_turn",
    "classroom.ui.stale", "classroom.ui.pause", "classroom.ui.resume", "classroom.ui.undo",
    "classroom.ui.give_bot", "classroom.ui.give_back", "classroom.ui.new_link",
    "classroom.ui.board_link", "classroom.ui.seat_links", "classroom.ui.step",
    "classroom.ui.turn", "classroom.ui.waiting", "classroom.ui.scores", "classroom.ui.seats",
    "classroom.ui.joined", "classroom.ui.free", "classroom.ui.bot", "classroom.ui.paused",
    "classroom.ui.ended", "classroom.ui.over", "classroom.ui.created", "classroom.ui.code",
    "classroom.ui.no_tables", "classroom.ui.last_event", "classroom.ui.open",
    "classroom.ui.copy_hint", "classroom.ui.seconds", "classroom.ui.human",
    "classroom.ui.scenario_none", "classroom.ui.confirm_end", "classroom.ui.error",
    "classroom.error.no_token", "classroom.ui.seed_set",
    "classroom.ui.revoked", "classroom.ui.your_pin", "classroom.ui.students",
    "classroom.ui.free_seat", "classroom.ui.move_to", "classroom.ui.move_prompt",
    "classroom.ui.you", "classroom.ui.let_in", "classroom.ui.pending",
)

#: The labels of the turn clock, the stand-in bots and the results (`timer`, `results`).
RESULT_TEXTS = (
    "classroom.ui.clock", "classroom.ui.standin_note", "classroom.ui.back",
    "classroom.ui.standin", "classroom.ui.take_over", "classroom.ui.timer",
    "classroom.ui.timer_bot", "classroom.ui.set_timer", "classroom.ui.no_limit",
    "classroom.ui.leaderboard", "classroom.ui.player", "classroom.ui.played",
    "classroom.ui.wins", "classroom.ui.score", "classroom.ui.playing", "classroom.ui.answers",
    "classroom.ui.exercise", "classroom.ui.answer", "classroom.ui.right", "classroom.ui.wrong",
    "classroom.ui.no_answers",
)


#: The labels of a seat's review and the table's decisive moments (`reviews`).
REVIEW_TEXTS = (
    "classroom.ui.review", "classroom.ui.reviewing", "classroom.ui.review_time",
    "classroom.ui.moments", "classroom.ui.moments_wait",
)


def texts(lang: str) -> dict[str, str]:
    return {key.rsplit(".", 1)[1]: tr(key, lang)
            for key in SCRIPT_TEXTS + RESULT_TEXTS + REVIEW_TEXTS}


def _json_script(value: object) -> str:
    text = json.dumps(value, ensure_ascii=False).replace("<", "\\u003c")
    return f'<script type="application/json" id="cr-texts">{text}</script>'


def _lang_switch(lang: str) -> str:
    buttons = "".join(
        f'<button type="button" class="cr-lang-button" data-lang="{code}" lang="{code}" '
        f'aria-pressed="{str(code == lang).lower()}">{escape(name)}</button>'
        for code, name in (("en", "English"), ("ja", "日本語")))
    label = escape(tr("classroom.ui.language", lang))
    return f'<span class="cr-lang" role="group" aria-label="{label}">{buttons}</span>'


def page(kind: str, lang: str, table_id: str = "", seat: str = "", prefix: str = "") -> str:
    """The shell of a page: `join`, `teacher`, `board` or `seat` (`prefix`: where the
    server's addresses start, behind a hub)."""
    body = {"join": _join, "teacher": _teacher, "board": _board, "seat": _seat}[kind](lang)
    title = escape(tr(f"classroom.page.{kind}", lang))
    return (
        f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f'<title>{title}</title><link rel="stylesheet" href="{escape(prefix)}/static/'
        f'classroom.css">{STYLE}{REVIEW_CSS}</head>'
        f'<body class="cr-page cr-{kind}" data-page="{kind}" '
        f'data-table="{escape(table_id)}" data-seat="{escape(seat)}" data-lang="{lang}" '
        f'data-prefix="{escape(prefix)}">'
        f'<a class="cr-skip" href="#cr-main">{escape(tr("classroom.ui.skip", lang))}</a>'
        f'{body}{_json_script(texts(lang))}'
        f'<script src="{escape(prefix)}/static/classroom.js"></script></body></html>'
    )


def _header(lang: str, kind: str) -> str:
    title = escape(tr(f"classroom.page.{kind}", lang))
    return (f'<header class="cr-head"><h1 class="cr-title" id="cr-title">{title}</h1>'
            f'<span class="cr-who" id="cr-who"></span>{_lang_switch(lang)}</header>'
            '<div class="cr-messages" id="cr-messages" role="alert" aria-live="assertive">'
            '</div>')


def _seat(lang: str) -> str:
    return (
        f'{_header(lang, "seat")}'
        '<p class="cr-student" id="cr-student"></p>'
        '<form class="cr-name-form" id="cr-name-form" hidden>'
        f'{_label(lang, "classroom.ui.your_name", "cr-name")}'
        f'<input id="cr-name" maxlength="{NAME_LIMIT}" autocomplete="off" required>'
        f'<button type="submit">{escape(tr("classroom.ui.save_name", lang))}</button></form>'
        '<p class="cr-status" id="cr-status" aria-live="polite"></p>'
        '<main id="cr-main" class="cr-seat-main" tabindex="-1">'
        '<section class="cr-moves" id="cr-moves" aria-labelledby="cr-moves-title">'
        f'<h2 id="cr-moves-title">{escape(tr("classroom.ui.moves", lang))}</h2>'
        '<div class="cr-move-list" id="cr-move-list"></div>'
        '<details class="cr-why" id="cr-why" hidden><summary id="cr-why-title">'
        f'{escape(tr("classroom.ui.why", lang))}</summary><ul id="cr-why-list"></ul></details>'
        '<div id="cr-outcome"></div></section>'
        # After the end: the review of this seat's own game (`reviews`).
        f'<section class="cr-review ex-root" id="cr-review" hidden '
        f'aria-label="{escape(tr("classroom.ui.review", lang))}">'
        '<button type="button" class="cr-review-button" id="cr-review-button">'
        f'{escape(tr("classroom.ui.review", lang))}</button>'
        '<p class="cr-review-status" id="cr-review-status" aria-live="polite"></p>'
        '<div id="cr-review-body"></div></section>'
        '<section class="cr-table ex-root" id="cr-table"></section>'
        '<section class="cr-side ex-root" id="cr-side"></section>'
        '<section class="cr-log ex-root" aria-labelledby="cr-log-title">'
        f'<h2 id="cr-log-title">{escape(tr("classroom.ui.log", lang))}</h2>'
        '<div id="cr-log"></div></section></main>'
    )


def _board(lang: str) -> str:
    return (
        f'{_header(lang, "board")}'
        '<main id="cr-main" class="cr-board-main" tabindex="-1"><div class="cr-board-left">'
        '<p class="cr-status cr-big" id="cr-status" aria-live="polite"></p>'
        '<p class="cr-names" id="cr-names"></p>'
        '<div class="cr-last ex-root" id="cr-last" aria-live="polite"></div>'
        '<div id="cr-outcome"></div>'
        '<section class="cr-table ex-root ex-presenter" id="cr-table"></section>'
        '<section class="cr-log ex-root" aria-labelledby="cr-log-title">'
        f'<h2 id="cr-log-title">{escape(tr("classroom.ui.log", lang))}</h2>'
        '<div id="cr-log"></div></section></div><div class="cr-board-right">'
        '<section class="cr-join-box" id="cr-join-box"></section>'
        '<section class="cr-side ex-root" id="cr-side"></section></div></main>'
    )


def _label(lang: str, key: str, control: str) -> str:
    return f'<label for="{control}">{escape(tr(key, lang))}</label>'


def _teacher(lang: str) -> str:
    form = (
        '<form class="cr-create" id="cr-create">'
        f'<h2>{escape(tr("classroom.ui.new_table", lang))}</h2>'
        f'{_label(lang, "classroom.ui.game", "cr-game")}<select id="cr-game"></select>'
        f'{_label(lang, "classroom.ui.players", "cr-players")}'
        '<input id="cr-players" type="number" min="2" max="7" inputmode="numeric">'
        f'{_label(lang, "classroom.ui.seed", "cr-seed")}'
        '<input id="cr-seed" type="number" min="0" inputmode="numeric" '
        'aria-describedby="cr-seed-note">'
        f'<p class="cr-note" id="cr-seed-note">{escape(tr("classroom.ui.seed_note", lang))}</p>'
        '<label class="cr-check"><input id="cr-same-deal" type="checkbox"> '
        f'{escape(tr("classroom.ui.same_deal", lang))}</label>'
        '<label class="cr-check"><input id="cr-shared" type="checkbox"> '
        f'{escape(tr("classroom.ui.shared_device", lang))}</label>'
        '<label class="cr-check"><input id="cr-approve" type="checkbox"> '
        f'{escape(tr("classroom.ui.approve", lang))}</label>'
        f'{_label(lang, "classroom.ui.scenario", "cr-scenario")}<select id="cr-scenario">'
        '</select>'
        f'{_label(lang, "classroom.ui.options", "cr-options")}'
        '<textarea id="cr-options" rows="3" spellcheck="false"></textarea>'
        f'{_label(lang, "classroom.ui.bots", "cr-bots")}'
        '<input id="cr-bots" type="text" placeholder="2, 3" inputmode="numeric">'
        f'<button type="submit" id="cr-create-button">{escape(tr("classroom.ui.create", lang))}'
        '</button></form>'
    )
    tools = (
        '<div class="cr-tools">'
        f'<button type="button" id="cr-export-csv">{escape(tr("classroom.ui.export_csv", lang))}'
        f'</button><button type="button" id="cr-export-json">'
        f'{escape(tr("classroom.ui.export_json", lang))}</button>'
        f'<button type="button" id="cr-end">{escape(tr("classroom.ui.end", lang))}</button></div>'
    )
    return (f'{_header(lang, "teacher")}<main id="cr-main" class="cr-teacher-main" '
            f'tabindex="-1">{form}{tools}<div id="cr-created"></div>'
            '<section id="cr-tables" class="cr-tables"></section></main>')


def _join(lang: str) -> str:
    return (
        f'{_header(lang, "join")}<main id="cr-main" class="cr-join-main" tabindex="-1">'
        '<form id="cr-join" class="cr-join">'
        f'{_label(lang, "classroom.ui.enter_code", "cr-code")}'
        '<input id="cr-code" name="code" autocomplete="off" autocapitalize="characters" '
        'maxlength="6" minlength="6" spellcheck="false" required>'
        f'{_label(lang, "classroom.ui.your_name", "cr-name")}'
        f'<input id="cr-name" name="name" maxlength="{NAME_LIMIT}" autocomplete="off" required>'
        f'{_label(lang, "classroom.ui.pin", "cr-pin")}'
        '<input id="cr-pin" name="pin" inputmode="numeric" maxlength="4" pattern="[0-9]{4}" '
        'autocomplete="off" aria-describedby="cr-pin-note">'
        f'<p class="cr-note" id="cr-pin-note">{escape(tr("classroom.ui.pin_note", lang))}</p>'
        f'<button type="submit">{escape(tr("classroom.ui.join", lang))}</button></form></main>'
    )


def qr_svg(text: str) -> str:
    """`text` as a QR code (SVG), or a note that the `classroom` extra's `segno` is missing."""
    try:
        import segno
    except ImportError:
        return ('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40">'
                f'<text x="4" y="24">{escape(text)}</text></svg>')
    svg: str = segno.make(text, error="m").svg_inline(scale=6, border=2, dark="#000",
                                                     light="#fff")
    return svg.replace("<svg ", '<svg xmlns="http://www.w3.org/2000/svg" ', 1)
