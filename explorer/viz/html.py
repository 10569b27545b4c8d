"""HTML building blocks shared by every game's view: escaping, card tiles, rule chips, the log,
the outcome banner and the generic table.

This module may import the engine only (games call into it, it never imports a game).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from html import escape
from typing import Any

from ..engine import Event, Game, Message, Outcome, rule, tr
from ..engine.palette import text_colour as _text_on

__all__ = [
    "escape",
    "rule_chip",
    "tile",
    "log_html",
    "log_list",
    "log_rows",
    "outcome_html",
    "generic_table_html",
    "STYLE",
]

#: One stylesheet for every view; class names start with `ex-`.
STYLE = """
<style>
.ex-root { font-family: system-ui, 'Noto Sans CJK JP', sans-serif; font-size: 14px; }
.ex-tile { display: inline-flex; flex-direction: column; align-items: center;
  justify-content: center;
  min-width: 4.6em; min-height: 3.6em; margin: 2px; padding: 2px 4px; border-radius: 6px;
  border: 2px solid #333; box-sizing: border-box; vertical-align: top; text-align: center; }
.ex-tile .ex-mark { font-weight: bold; font-size: max(12px, 0.85em); }
.ex-tile .ex-name { font-weight: 600; }
.ex-tile .ex-sub { font-size: max(12px, 0.75em); }
.ex-tile .ex-badge { font-size: max(12px, 0.8em); background: #fff; color: #000; border-radius: 8px;
  padding: 0 4px; margin-top: 2px; border: 1px solid #555; }
/* Forced colours (a high-contrast theme) would paint every tile alike, and a card's colour is
   part of what it is (Naishi's kinds, Whispers' owners): tiles keep their colours, text
   included (drawn for that colour at 4.5:1 or more), as Citadels' keep theirs as a word. */
@media (forced-colors: active) { .ex-tile { forced-color-adjust: none; } }
.ex-tile.ex-hidden {
  background: repeating-linear-gradient(45deg, #bbb, #bbb 4px, #ddd 4px, #ddd 8px);
  color: #333; }
.ex-tile.ex-moved { outline: 3px dashed #e91e63; }
/* A territory's columns are a rule (each column scores its own way): every tile as wide as
   the widest name, so the five columns line up whatever the cards. */
.ex-territory td > .ex-tile { width: 6.2em; }
.ex-territory .ex-badge { white-space: nowrap; }
/* The scorer's "Best arrangement": white on a dark teal, 5.8:1 (ipywidgets' "info" was 3.5:1). */
.ex-root .ex-best-button { background: #00707a; color: #fff; }
.ex-root .ex-naishi-column { text-align: center; }
.ex-tile.ex-selected { outline: 3px solid #ff9800; }
.ex-chip { display: inline-block; margin-left: 4px; }
.ex-chip summary { display: inline; cursor: pointer; font-size: 0.78em; background: #eef;
  border: 1px solid #99c; border-radius: 8px; padding: 0 5px; list-style: none; }
.ex-chip summary::-webkit-details-marker { display: none; }
.ex-chip .ex-rule-text { font-size: 0.85em; background: #f7f7ff; border-left: 3px solid #99c;
  padding: 2px 6px; margin: 2px 0; }
.ex-log { list-style: none; padding-left: 0; margin: 0; }
.ex-log li { border-bottom: 1px solid #eee; padding: 3px 0; }
.ex-log .ex-step { color: #595959; font-size: 0.8em; margin-right: 4px; }
.ex-banner { padding: 6px 10px; border-radius: 6px; background: #fff8e1;
  border: 1px solid #f0c36d; }
.ex-error { padding: 6px 10px; border-radius: 6px; background: #fdecea; border: 1px solid #e57373;
  color: #611a15; }
.ex-info { padding: 6px 10px; border-radius: 6px; background: #e8f4fd; border: 1px solid #90caf9; }
.ex-table { border-collapse: collapse; }
.ex-table td, .ex-table th { border: 1px solid #ddd; padding: 3px 6px; text-align: left; }
/* The explorer's frame. ipywidgets gives HTML text a 28px line height and one-line buttons;
   text here wraps at a normal line height instead, and no panel squashes another. A grid:
   the moves, the bot row, the timeline and the log in the first column; the table; the side
   panels. Each keeps its size (flex: none inside the first column, own scroll areas). */
.ex-root .widget-html-content { line-height: 1.35; }
.ex-root .ex-style { display: none; }
.ex-root .ex-header { flex-flow: row wrap; align-items: center; gap: 2px 6px; }
.ex-root .ex-header .ex-setup { flex: none; }
.ex-root .ex-header .ex-setup .widget-label { width: auto; min-width: 0; }
.ex-root .ex-header .ex-setup select { flex: none; width: 4.5em; }
.ex-root .ex-header .ex-setup input { flex: none; width: 6em; }
.ex-root .ex-title { font-size: 1.2em; margin-right: 6px; }
.ex-root .ex-messages:empty, .ex-root .ex-messages .widget-html-content:empty { display: none; }
.ex-root .ex-body { display: grid; grid-template-columns: 270px minmax(0, 1fr) auto;
  grid-template-rows: auto minmax(0, 1fr); align-items: start; gap: 6px 10px; }
.ex-root .ex-body > * { margin: 0; }
.ex-root .ex-actions-panel { grid-column: 1; grid-row: 1; width: 270px; }
.ex-root .ex-actions-panel > *, .ex-root .ex-naishi-table-column > * { flex: none; }
/* The scroll box leaves room for a focused move's whole ring (3 px, 2 px out): it clips
   at its padding edge. The focused move is drawn above the next one, which would cover the
   ring's lower edge. */
.ex-root .ex-actions-list { max-height: 50vh; min-height: 2em; overflow-y: auto;
  padding: 5px; }
.ex-root .ex-actions-list .ex-action:focus-visible { position: relative; z-index: 1; }
.ex-root .ex-actions-list .ex-suggested { outline: 3px solid #e0b040; outline-offset: -3px;
  background: #fffbe6; }
.ex-root .ex-actions-list .ex-suggested::before { content: "\\2605\\00a0"; color: #8a6d00; }
.ex-root .ex-actions-list > * { flex: none; }
.ex-root .ex-action.widget-button { width: auto; height: auto; min-height: 28px;
  white-space: normal; overflow: visible; text-overflow: clip; text-align: left;
  line-height: 1.3; padding: 3px 8px; margin: 1px 0; }
.ex-root .ex-group .widget-html-content { font-size: 0.9em; color: #444; margin-top: 3px; }
.ex-root .ex-off { display: none !important; }
.ex-root .ex-why-note { max-height: 30vh; overflow-y: auto; }
.ex-root .ex-why ul { margin: 2px 0; padding-left: 1.2em; font-size: 0.9em; }
.ex-root .ex-bot-row { flex-flow: row wrap; }
.ex-root .ex-bot-row .widget-button { width: auto; flex: 1 1 auto; }
/* A bot picker per seat, one to a row, so that every seat's is in view and readable (a row
   of seven was cut off by the panel). */
.ex-root .ex-bot-pickers { flex-flow: column nowrap; gap: 2px; }
.ex-root .ex-bot-picker.widget-dropdown { width: auto; min-width: 0; margin: 0; }
.ex-root .ex-bot-picker .widget-label { flex: none; width: auto; min-width: 4em;
  margin-right: 4px; }
.ex-root .ex-bot-picker select { flex: 1 1 auto; min-width: 0; width: auto; }
.ex-root .ex-timeline { border-top: 1px solid #ddd; padding-top: 4px; }
.ex-root .ex-timeline .widget-hbox { align-items: center; }
.ex-root .ex-step-button.widget-button { width: 2.6em; padding: 0; flex: none; }
.ex-root .ex-slider.widget-slider { flex: 1 1 40px; width: auto; min-width: 40px; }
.ex-root .ex-slider .slider-container { flex: 1 1 20px; min-width: 0; }
.ex-root .ex-table-panel { grid-column: 2; grid-row: 1 / span 2; min-width: 0;
  overflow-x: auto; }
.ex-root .ex-side { grid-column: 3; grid-row: 1 / span 2; max-width: 100%; }
.ex-root .ex-side > * { margin-left: 0; margin-right: 0; max-width: 100%; }
.ex-root .ex-side.ex-wide, .ex-root .ex-side.wh-enlarged { grid-column: 1 / -1;
  grid-row: 3; }
.ex-root .ex-log-panel { grid-column: 1; grid-row: 2; width: 270px; max-height: 360px;
  overflow-y: auto; font-size: 0.92em; }
@media (max-width: 900px) {
  .ex-root .ex-body { display: flex; flex-flow: row wrap; }
}
/* A narrow screen (1,280 x 720 at 200 % zoom is 640 x 360): the header and the teacher's row
   wrap compactly, buttons as their icons (each keeps its text as its accessible name and
   tooltip) and pickers no wider than their choices need. */
@media (max-width: 700px) {
  .ex-root .ex-new-game, .ex-root .ex-presenter-toggle, .ex-root .ex-teacher-toggle,
  .ex-root .ex-learn, .ex-root .ex-share, .ex-root .ex-load, .ex-root .ex-options-toggle {
    font-size: 0 !important; width: auto; min-width: 32px; padding: 0 8px; }
  .ex-root .ex-new-game i, .ex-root .ex-presenter-toggle i, .ex-root .ex-teacher-toggle i,
  .ex-root .ex-learn i, .ex-root .ex-share i, .ex-root .ex-load i,
  .ex-root .ex-options-toggle i {
    font-size: 14px !important; margin: 0; }
  .ex-root .ex-header .widget-dropdown, .ex-root .ex-teacher-bar .widget-dropdown {
    width: auto !important; max-width: 11em; }
  .ex-root .ex-header, .ex-root .ex-teacher-bar { gap: 2px 4px; }
}
/* Keyboard and screen readers: a focus ring anyone can see (3 px, 8:1 on white), text kept
   for screen readers only, the skip link shown when it has focus. */
.ex-root button:focus-visible, .ex-root select:focus-visible, .ex-root input:focus-visible,
.ex-root textarea:focus-visible, .ex-root a:focus-visible, .ex-root summary:focus-visible,
.ex-root .noUi-handle:focus-visible, .ex-root [tabindex]:focus-visible {
  outline: 3px solid #1a4fd6 !important; outline-offset: 2px !important; }
/* A guided game's instruction takes the focus after a move: its ring is drawn inside it, where
   the column around it cannot clip it. */
.ex-root .ex-guided-instruction:focus-visible { outline-offset: -3px !important; }
.ex-root .ex-sr-only, .ex-root .ex-named > .widget-label, .ex-root .ex-a11y img {
  position: absolute !important; width: 1px; height: 1px; overflow: hidden;
  clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; margin: -1px; }
.ex-root .ex-a11y, .ex-root .ex-status { height: 0; min-height: 0; margin: 0 !important;
  overflow: hidden; }
.ex-root .ex-skip { position: absolute; left: -10000px; }
.ex-root .ex-skip:focus { position: static; display: inline-block; padding: 4px 10px;
  background: #ffffff; color: #1a4fd6; font-weight: bold; }
.ex-root .ex-a11y:focus-within { height: auto; overflow: visible; }
.ex-root .ex-busy .widget-button { pointer-events: none; }
.ex-root .ex-busy .widget-button:not(.ex-clicked) { opacity: 0.55; }
.ex-root .ex-clicked { outline: 3px solid #ff9800; }
/* A tab not shown (Whispers' graph and history) keeps 4.5:1 on its grey in any theme (Voila's
   own grey text on the tab bar's grey was 4.45:1). */
.ex-root .lm-TabBar-tab:not(.lm-mod-current),
.ex-root .lm-TabBar-tab:not(.lm-mod-current) .lm-TabBar-tabLabel { color: #4a4a4a !important; }
/* Presenter layout: one position at 1,280 x 720 (JupyterLab's side bar closed): larger type,
   compact rows, the set-up controls (players, seed) hidden, small card tiles where a table
   holds many players. */
/* Type for a room: no text under 14 px (the title larger); parts are told apart by weight,
   not size. SVG text keeps its own sizes (a graph is drawn to be read at its panel's scale).
   Only in the explorer (a widget): the classroom board, drawn larger, has its own sizes. */
.ex-root.ex-presenter.widget-container { --jp-widgets-font-size: 14px; font-size: 14px; }
.ex-root.ex-presenter.widget-container *:not(svg *) { font-size: 14px !important; }
.ex-root.ex-presenter.widget-container .ex-title,
.ex-root.ex-presenter.widget-container .ex-title * { font-size: 18px !important; }
.ex-root.ex-presenter .ex-header { flex-wrap: nowrap; }
.ex-root.ex-presenter .ex-title, .ex-root.ex-presenter .ex-language { white-space: nowrap;
  flex: none; }
.ex-root.ex-presenter .ex-language .widget-toggle-button { flex: none; }
.ex-root.ex-presenter .ex-setup, .ex-root.ex-presenter:not(.ex-teacher-open) .ex-teacher-bar,
.ex-root.ex-presenter .ex-bot-pickers { display: none; }
.ex-root:not(.ex-presenter) .ex-teacher-toggle { display: none; }
.ex-root.ex-presenter .ex-body { grid-template-columns: 200px minmax(0, 1fr) auto;
  gap: 4px 10px; height: calc(100vh - 170px); min-height: 420px; }
.ex-root.ex-presenter .ex-actions-panel, .ex-root.ex-presenter .ex-log-panel { width: 200px; }
.ex-root.ex-presenter .ex-log-panel { align-self: stretch; max-height: none; min-height: 0; }
.ex-root.ex-presenter .ex-table-panel, .ex-root.ex-presenter .ex-side { max-height: 100%;
  overflow-y: auto; }
.ex-root.ex-presenter .ex-actions-list { max-height: 250px; }
.ex-root.ex-presenter .ex-why-note { max-height: 120px; }
.ex-root.ex-presenter .ex-action.widget-button { min-height: 24px; padding: 1px 6px;
  line-height: 1.2; }
.ex-root.ex-presenter p { margin: 2px 0; }
.ex-root.ex-presenter .widget-html-content { line-height: 1.25; }
.ex-root.ex-presenter .ex-table td, .ex-root.ex-presenter .ex-table th { padding: 1px 4px; }
.ex-root.ex-presenter .ex-tile .ex-sub { display: none; }
.ex-root.ex-presenter .ex-player h4 { margin: 0; }
/* Many players: a tile is one line, its colour's letter before its name. */
.ex-game-whispers.ex-presenter .ex-tile, .ex-game-citadels.ex-presenter .ex-tile {
  flex-direction: row; gap: 3px; min-width: 0; min-height: 0; padding: 0 3px; margin: 1px;
  border-width: 1px; }
.ex-root.ex-presenter .wh-table td { padding: 1px 4px; }
.ex-root.ex-presenter .ex-citadels-table { display: grid; gap: 0 6px;
  grid-template-columns: repeat(auto-fill, minmax(250px, 1fr)); }
.ex-root.ex-presenter .ex-citadels-table > :not(.ex-cit-player) { grid-column: 1 / -1;
  margin: 1px 0; }
.ex-root.ex-presenter .ex-cit-player { margin: 1px 0; padding: 0 4px; }
.ex-root.ex-presenter .ex-cit-player h4 { display: inline; margin-right: 6px; }
.ex-root.ex-presenter .ex-cit-player .ex-cit-facts { display: inline; }
/* A player's characters, city and hand run on as one paragraph, not a line each. */
.ex-root.ex-presenter .ex-cit-player > div { display: inline; margin-left: 6px; }
.ex-game-citadels.ex-presenter .ex-tile .ex-mark { max-width: 1.2em; overflow: hidden;
  white-space: nowrap; }
.ex-game-citadels.ex-presenter .ex-tile .ex-badge { margin-top: 0; }
/* Citadels' call order and who-holds-what grid at 14 px beside seven players: each slot is
   its rank and name, then its state and player in a word each; its marks are signs (☠
   killed, ⚑ robbed, ▶ being called) whose words stay for screen readers; the grid's columns
   are headed by rank (the track above names them; each heading keeps the name for screen
   readers and as a tooltip). Visually hidden text keeps its size. */
.ex-root.ex-presenter .ex-cit-side { line-height: 1.2; }
.ex-root.ex-presenter .ex-cit-side .ex-cit-track { gap: 3px; margin: 2px 0; }
.ex-root.ex-presenter .ex-cit-side .ex-slot { min-height: 0; padding: 1px 2px;
  width: calc(25% - 3px); overflow-wrap: normal; }
.ex-root.ex-presenter .ex-cit-side .ex-slot-flag { display: inline-block; margin: 0 2px; }
.ex-root.ex-presenter .ex-cit-side .ex-slot-short { display: block; }
.ex-root.ex-presenter .ex-cit-side .ex-slot-word,
.ex-root.ex-presenter .ex-cit-side .ex-slot-state,
.ex-root.ex-presenter .ex-cit-side .ex-cit-grid th small { position: absolute; width: 1px;
  height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.ex-root.ex-presenter .ex-cit-side .ex-cit-grid td { min-width: 1.5em; padding: 0 2px; }
.ex-root.ex-presenter .ex-cit-side .ex-cit-grid th { padding: 0 3px; }
.ex-root.ex-presenter .ex-cit-side p { margin: 1px 0; }
/* The hands' cards without their cost (it is in each card's tooltip and on the moves that
   build it). */
.ex-game-citadels.ex-presenter .ex-citadels-table { line-height: 1.2; }
.ex-game-citadels.ex-presenter .ex-hand-card .ex-badge { display: none; }
.ex-game-naishi.ex-presenter .ex-naishi-table { display: grid; column-gap: 16px;
  grid-template-columns: max-content minmax(0, 1fr); justify-items: start; align-items: start; }
.ex-game-naishi.ex-presenter .ex-naishi-table > * { grid-column: 1 / -1; }
.ex-game-naishi.ex-presenter .ex-naishi-table > h4:nth-of-type(1) { grid-column: 1;
  grid-row: 2; }
.ex-game-naishi.ex-presenter .ex-naishi-table > .ex-river { grid-column: 1;
  grid-row: 3 / span 2; }
.ex-game-naishi.ex-presenter .ex-naishi-table > h4:nth-of-type(2) { grid-column: 2;
  grid-row: 2; }
.ex-game-naishi.ex-presenter .ex-naishi-table > .ex-table { grid-column: 2; grid-row: 3; }
.ex-game-naishi.ex-presenter .ex-naishi-table > small { grid-column: 2; grid-row: 4; }
.ex-game-naishi.ex-presenter .ex-naishi-table h4 { margin: 4px 0 2px; }
.ex-game-naishi.ex-presenter .ex-tile { min-height: 3em; min-width: 4.2em; }
/* Out of the River (whose piles stay narrow), a tile's letter is beside its name and the badge
   under them: two lines, not three. */
.ex-game-naishi.ex-presenter .ex-tile:not(.ex-river *) { display: inline-grid;
  grid-template-columns: auto auto; justify-content: center; align-content: center;
  column-gap: 3px; min-height: 0; }
.ex-game-naishi.ex-presenter .ex-tile:not(.ex-river *) .ex-badge { grid-column: 1 / -1;
  justify-self: center; }
/* The scores' toggle takes no row of its own: it sits at the top right, beside the status
   line, whose end is always short of it. */
.ex-game-naishi.ex-presenter .ex-naishi-table-column { position: relative; }
.ex-game-naishi.ex-presenter .ex-naishi-explain-toggle { position: absolute; top: 0; right: 4px;
  z-index: 1; }
/* Side panels share the projector's width with the table: at most 380px, graphs scaled. */
.ex-root.ex-presenter .ex-body > .ex-side:not(.wh-enlarged):not(.ex-wide) { max-width: 380px; }
.ex-root.ex-presenter .ex-body > .ex-side.wh-side:not(.wh-enlarged) { flex-basis: 412px;
  width: 412px; max-width: 412px; }
.ex-root.ex-presenter .ex-body .wh-graph-panel svg.wh-graph { max-height: 360px; }
/* Type for a room: on a screen of 1,920 x 1,080 or more the whole presenter layout is drawn
   1.5 times larger, filling it as it fills 1,280 x 720. */
@media (min-width: 1800px) and (min-height: 1000px) {
  .ex-root.ex-presenter { zoom: 1.5; }
  .ex-root.ex-presenter .ex-body { height: calc(100vh / 1.5 - 170px); }
}
</style>
"""


def rule_chip(rule_id: str, lang: str, context: Any = None) -> str:
    """A small chip with the rule's title that opens to the rule's text (no JavaScript), as
    the content in force states it (`context`: the match's options; `events.rule`)."""
    cited = rule(rule_id, context)
    return (
        f'<details class="ex-chip" data-rule="{escape(rule_id)}"><summary>'
        f"{escape(cited.title.label(lang))} ▸</summary>"
        f'<div class="ex-rule-text"><b>{escape(rule_id)}</b> '
        f"{escape(cited.text.label(lang))}</div></details>"
    )


def tile(
    name: str,
    *,
    colour: str = "#ffffff",
    text_colour: str | None = None,
    mark: str = "",
    sub: str = "",
    badge: str = "",
    classes: Sequence[str] = (),
    title: str = "",
) -> str:
    """A card tile: background colour, a letter mark, the name, a small line under it and an
    optional points badge. Colour is never the only signal: the name and mark are always there."""
    # A table redraws dozens of tiles per click, nearly all drawn before: each is made once.
    return _tile(name, colour, text_colour, mark, sub, badge, tuple(classes), title)


@functools.lru_cache(maxsize=4096)
def _tile(name: str, colour: str, text_colour: str | None, mark: str, sub: str, badge: str,
          classes: tuple[str, ...], title: str) -> str:
    fg = text_colour or _contrast(colour)
    parts = []
    if mark:
        parts.append(f'<span class="ex-mark">{escape(mark)}</span>')
    parts.append(f'<span class="ex-name">{escape(name)}</span>')
    if sub:
        parts.append(f'<span class="ex-sub">{escape(sub)}</span>')
    if badge:
        parts.append(f'<span class="ex-badge">{escape(badge)}</span>')
    cls = " ".join(["ex-tile", *classes])
    tip = f' title="{escape(title)}"' if title else ""
    return (
        f'<span class="{cls}" style="background:{escape(colour)};color:{fg}"{tip}>'
        f"{''.join(parts)}</span>"
    )


def _contrast(colour: str) -> str:
    """The text colour on a tile of `colour` (the palette's: the higher WCAG contrast)."""
    return _text_on(colour)


def log_rows(step: int, events: Sequence[Event], lang: str, seat: int | None,
             context: Any = None) -> list[str]:
    """The log lines of one step (in the order they happened), each with its rule chip (its
    text from `context`, the match's options)."""
    return [
        f'<li data-step="{step}"><span class="ex-step">#{step}</span>'
        f"{escape(event.label(lang, seat))}{rule_chip(event.rule, lang, context)}</li>"
        for event in events
    ]


def rule_lines(lines: Iterable[tuple[str | None, str]], lang: str, context: Any = None) -> str:
    """Lines a lesson shows (a log's events, a graph's passes), in their order, each followed
    by its rule's chip as the explorer's log has it: the rule's title in words, opening to its
    id and text (`None`: a line without a rule)."""
    rows = "".join(
        f"<li>{escape(text)}{rule_chip(rule_id, lang, context) if rule_id else ''}</li>"
        for rule_id, text in lines
    )
    return f'<ul class="ex-log ex-lesson-log">{rows}</ul>'


def log_list(rows: Sequence[str], lang: str) -> str:
    """Log lines (from `log_rows`, newest first) as the log's list."""
    if not rows:
        return f'<p>{escape(tr("ui.log.empty", lang))}</p>'
    return f'<ul class="ex-log">{"".join(rows)}</ul>'


def log_html(
    steps: Iterable[tuple[int, Sequence[Event]]], lang: str, seat: int | None, limit: int = 200
) -> str:
    """The event log, newest first, each line with its rule chip; `seat` filters secrets."""
    groups = [log_rows(step, events, lang, seat) for step, events in steps]
    # Newest first throughout: the last step first, and its last event first (one order).
    rows = [row for group in reversed(groups) for row in reversed(group)]
    return log_list(rows[:limit], lang)


def outcome_html(game: Game[Any], outcome: Outcome, lang: str, state: Any = None) -> str:
    """Final scores, the winners and how a tie was broken (`state` names the seats)."""
    cells = "".join(
        f"<tr><td>{escape(game.player_label(i, state).label(lang))}</td><td>{score}</td>"
        f"<td>{'★' if i in outcome.winners else ''}</td></tr>"
        for i, score in enumerate(outcome.scores)
    )
    head = (
        f"<tr><th>{escape(tr('ui.player', lang))}</th><th>{escape(tr('ui.score', lang))}</th>"
        f"<th>{escape(tr('ui.winner', lang))}</th></tr>"
    )
    tiebreak = (
        f"<p>{escape(outcome.tiebreak.label(lang))}</p>" if outcome.tiebreak is not None else ""
    )
    return (
        f'<div class="ex-banner"><b>{escape(tr("ui.game_over", lang))}</b> '
        f"{escape(outcome.reason.label(lang))}<table class='ex-table'>{head}{cells}</table>"
        f"{tiebreak}</div>"
    )


def message_html(message: Message | str, lang: str, kind: str = "info") -> str:
    text = message if isinstance(message, str) else message.label(lang)
    return f'<div class="ex-{kind}">{escape(text)}</div>'


def generic_table_html(game: Game[Any], state: Any, seat: int | None, lang: str) -> str:
    """A plain view for games without their own: whose turn it is and the state's fields."""
    current = game.current_player(state)
    who = (
        tr("ui.turn_of", lang, player=game.player_label(current, state))
        if current is not None
        else tr("ui.game_over", lang)
    )
    fields = getattr(state, "__dataclass_fields__", {})
    rows = "".join(
        f"<tr><th>{escape(name)}</th><td>{escape(str(getattr(state, name)))}</td></tr>"
        for name in fields
        if name != "rng"
    )
    return f"<p><b>{escape(who)}</b></p><table class='ex-table'>{rows}</table>"
