"""Citadels (あやつり人形) drawn as HTML: district and character tiles, the table (cities, gold,
hands, the Crown, the round and phase), the call-order track of a round, and the "who could
hold what" grid that follows what one seat can know.

Pure functions: values in, HTML out. What a seat can know of a round (the snapshot, the
deduction behind the grid, the track's slots, a turn's events) is worked out in
`explorer.games.citadels.deduction`; this module only draws it. No widgets, no rules of play.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..engine import Event, Game, Join, Message, rule, tr
from ..engine.i18n import join_words, other_language
from ..engine.palette import PALETTE
from ..games.citadels import (
    CallEntry,
    Character,
    CitadelsState,
    District,
    Phase,
)
from ..games.citadels.cards import COLOUR_CSS, COLOUR_MARK, COLOUR_NAMES, Colour
from ..games.citadels.content import PUBLISHED, CitadelsContent, tables
from ..games.citadels.deduction import (
    NOBODY,
    Mark,
    Snapshot,
    holders,
    known_count,
    snapshot,
    track,
)
from .html import escape, rule_chip, tile

#: Tile colours of the characters (those with a colour income take its colour).
CHARACTER_CSS: dict[Character, str] = {
    c: COLOUR_CSS[c.income_colour] if c.income_colour is not None else PALETTE["sand"]
    for c in Character
}


def character_css(income: Colour | None) -> str:
    """A character's tile colour: the colour it earns income from in the game, else sand."""
    return PALETTE["sand"] if income is None else COLOUR_CSS[income]


# -- tiles ------------------------------------------------------------------------------------

def district_tile(district: District | None, lang: str, *, classes: Sequence[str] = (),
                  content: CitadelsContent = PUBLISHED) -> str:
    """A district card: its colour, the colour's letter, its name (and in the other language),
    its cost, and its points when they differ from the cost (as `content` has them: the
    printed game's by default); its tooltip adds the points it scores at the end per district
    of a colour, if any."""
    if district is None:
        return tile("?", colour=PALETTE["hidden"], classes=("ex-hidden", *classes),
                    sub=tr("citadels.viz.hidden", lang))
    named, spec = content.district_name(district), content.spec(district)
    badge = tr("citadels.viz.cost", lang, n=spec.cost)
    if spec.points != spec.cost:
        badge = tr("citadels.viz.cost_points", lang, n=spec.cost, points=spec.points)
    colour = spec.colour
    title = f"{named.label(lang)} · {colour.label(lang)} · {badge}"
    if spec.end_points and spec.end_colour is not None:  # rule citadels.8.scoring
        title += " · " + tr("citadels.viz.end_points", lang, n=spec.end_points,
                            colour=COLOUR_NAMES[spec.end_colour])
    if spec.end_kind_points and spec.end_kind is not None:  # rule citadels.8.scoring
        title += " · " + tr("citadels.viz.end_kind", lang, n=spec.end_kind_points,
                            kind=content.district_name(spec.end_kind))
    if spec.any_colour:  # rule citadels.8.scoring
        title += " · " + tr("citadels.viz.any_colour", lang)
    if spec.build_change and spec.build_change_colour is not None:  # rule citadels.6.3
        title += " · " + tr("citadels.viz.build_change", lang, n=f"{spec.build_change:+d}",
                            colour=COLOUR_NAMES[spec.build_change_colour])
    return tile(
        named.label(lang),
        colour=COLOUR_CSS[colour],
        mark=f"{COLOUR_MARK[colour]} · {_colour_word(colour, lang)}",
        sub=named.label(other_language(lang)),
        badge=badge,
        classes=("ex-district", *classes),
        title=title,
    )


def _colour_word(colour: Colour, lang: str) -> str:
    """The colour's name without its kind: "yellow" / "黄"."""
    return COLOUR_NAMES[colour].label(lang).split(" (")[0].split("（")[0]


def character_tile(character: Character | None, lang: str, *, sub: str = "",
                   classes: Sequence[str] = (), content: CitadelsContent = PUBLISHED) -> str:
    """A character card: rank, name, and the colour it earns from (if any), as `content` has
    them (a variant's names and income colours; the printed game's by default)."""
    if character is None:
        return tile("?", colour=PALETTE["hidden"], classes=("ex-hidden", *classes),
                    sub=sub or tr("citadels.viz.hidden", lang))
    colour = content.tables.income[character]
    mark = str(int(character))
    if colour is not None:
        mark += f" · {COLOUR_MARK[colour]}"
    named = content.who(character)
    return tile(named.label(lang), colour=character_css(colour),
                mark=mark, sub=sub or named.label(other_language(lang)),
                classes=("ex-character", *classes))


# -- the table --------------------------------------------------------------------------------

def table_html(game: Game[Any], state: CitadelsState, seat: int | None, lang: str, *,
               css: bool = True) -> str:
    """The whole table as `seat` sees it (`state` is already that seat's view): the round and
    phase, the removed characters, the draft pool when visible, and one block per player with
    the Crown, gold, hand, characters and city. `css=False` leaves out the style sheet (`CSS`),
    for a page that has it once already."""
    parts = [_status_html(game, state, lang), _removed_html(state, lang)]
    for player in range(state.players):
        parts.append(_player_html(game, state, player, seat, lang))
    if state.phase is Phase.OVER:
        parts.append(final_scores_html(game, state, lang))
    return f'<div class="ex-citadels-table">{CSS if css else ""}{"".join(parts)}</div>'


def _player_name(game: Game[Any], seat: int, lang: str) -> str:
    return game.player_label(seat).label(lang)


def _status_html(game: Game[Any], state: CitadelsState, lang: str) -> str:
    crown = _player_name(game, state.crown, lang)
    head = tr("citadels.viz.round", lang, round=state.round, player=crown, deck=len(state.deck))
    phase = state.phase
    drafter = game.current_player(state)
    if phase is Phase.DRAFT and drafter is not None:
        line = tr("citadels.viz.phase.draft", lang, player=game.player_label(drafter))
    elif phase is Phase.TURN and state.turn is not None:
        t = state.turn
        line = tr("citadels.viz.phase.turn", lang, player=game.player_label(t.seat),
                  character=state.options.content.who(t.rank).numbered(lang), built=t.built,
                  limit=state.options.content.tables.build_limit[t.rank])
        if not t.acted:
            line += " " + tr("citadels.viz.phase.action_first", lang)
    elif phase is Phase.GRAVEYARD and state.graveyard is not None:
        owner, district = state.graveyard
        line = tr("citadels.viz.phase.graveyard", lang, player=game.player_label(owner),
                  district=state.options.content.district_name(district))
    else:
        line = tr("ui.game_over", lang)
    if state.first_complete is not None and phase is not Phase.OVER:
        line += " " + tr("citadels.viz.last_round", lang,
                         player=game.player_label(state.first_complete))
    extra, named = "", state.options.content.who
    if state.killed is not None:
        extra += (f' <span class="ex-cit-flag ex-killed-flag">☠ '
                  f'{escape(tr("citadels.viz.killed_is", lang, character=named(state.killed)))}'
                  '</span>')
    if state.robbed is not None:
        extra += (f' <span class="ex-cit-flag ex-robbed-flag">⚑ '
                  f'{escape(tr("citadels.viz.robbed_is", lang, character=named(state.robbed)))}'
                  '</span>')
    return (f'<p class="ex-cit-status"><b>{escape(head)}</b><br>{escape(line)}{extra}</p>')


def _removed_html(state: CitadelsState, lang: str) -> str:
    content = state.options.content
    tiles = [character_tile(c, lang, sub=tr("citadels.viz.face_up", lang),
                            classes=("ex-face-up",), content=content) for c in state.face_up]
    tiles += [character_tile(c, lang, sub=tr("citadels.viz.face_down", lang),
                             classes=("ex-face-down",), content=content)
              for c in state.face_down]
    out = ""
    if tiles:
        out += (f'<div class="ex-cit-removed"><b>{escape(tr("citadels.viz.removed", lang))}</b> '
                f'{"".join(tiles)}</div>')
    if state.phase is Phase.DRAFT and state.pool:
        if all(c is not None for c in state.pool):
            pool = "".join(character_tile(c, lang, content=content) for c in state.pool)
            out += (f'<div class="ex-cit-pool"><b>'
                    f'{escape(tr("citadels.viz.pool", lang, n=len(state.pool)))}</b> {pool}</div>')
        else:
            out += (f'<div class="ex-cit-pool">'
                    f'{escape(tr("citadels.viz.pool_hidden", lang, n=len(state.pool)))}</div>')
    if state.turn is not None and state.turn.drawn:
        drawn = "".join(district_tile(d, lang, content=state.options.content)
                        for d in state.turn.drawn)
        out += (f'<div class="ex-cit-drawn"><b>{escape(tr("citadels.viz.drawn", lang))}</b> '
                f'{drawn}</div>')
    return out


def _player_html(game: Game[Any], state: CitadelsState, player: int, seat: int | None,
                 lang: str) -> str:
    name = _player_name(game, player, lang)
    crown = (f' <span class="ex-crown">♛ {escape(tr("citadels.viz.crown", lang))}</span>'
             if player == state.crown else "")
    you = f' <small>({escape(tr("citadels.viz.you", lang))})</small>' if player == seat else ""
    city = state.cities[player]
    hand = state.hands[player]
    points = tables(state.options.content).points
    value = sum(points[d] for d in city)
    facts = tr("citadels.viz.facts", lang, gold=state.gold[player], hand=len(hand),
               districts=len(city), value=value)
    chars = []
    for c in state.chosen[player]:
        if c is None:
            chars.append(character_tile(None, lang))
        else:
            status = (tr("citadels.viz.revealed", lang) if c in state.revealed
                      else tr("citadels.viz.secret", lang))
            chars.append(character_tile(c, lang, sub=status, content=state.options.content))
    chars_html = "".join(chars) or f"<i>{escape(tr('citadels.viz.none_yet', lang))}</i>"
    content = state.options.content
    city_html = "".join(district_tile(d, lang, content=content) for d in city) or (
        f"<i>{escape(tr('citadels.viz.empty_city', lang))}</i>")
    hand_html = "".join(district_tile(d, lang, classes=("ex-hand-card",), content=content)
                        for d in hand) or (
        f"<i>{escape(tr('citadels.viz.empty_hand', lang))}</i>")
    current = " ex-cit-current" if _acting(game, state) == player else ""
    return (
        f'<div class="ex-player ex-cit-player{current}" data-player="{player}">'
        f"<h4>{escape(name)}{crown}{you}</h4>"
        f'<p class="ex-cit-facts">{escape(facts)}</p>'
        f'<div><b>{escape(tr("citadels.viz.characters", lang))}</b> {chars_html}</div>'
        f'<div class="ex-cit-city"><b>{escape(tr("citadels.viz.city", lang))}</b> '
        f"{city_html}</div>"
        f'<div class="ex-cit-hand"><b>{escape(tr("citadels.viz.hand", lang))}</b> '
        f"{hand_html}</div></div>"
    )


def _acting(game: Game[Any], state: CitadelsState) -> int | None:
    return game.current_player(state) if state.phase is not Phase.OVER else None


def final_scores_html(game: Game[Any], state: CitadelsState, lang: str) -> str:
    """Each city's score, clause by clause (`score_city`'s breakdown), and the winners."""
    outcome = game.outcome(state)
    if outcome is None:
        return ""
    rows = []
    for player, breakdown in enumerate(outcome.details["breakdowns"]):
        lines = "".join(f"<li>{escape(m.label(lang))}</li>" for m in breakdown.lines())
        star = " ★" if player in outcome.winners else ""
        rows.append(
            f'<div class="ex-cit-score" data-player="{player}"><b>'
            f"{escape(_player_name(game, player, lang))}: {breakdown.total}{star}</b>"
            f"<ul>{lines}</ul></div>"
        )
    tiebreak = (f"<p>{escape(outcome.tiebreak.label(lang))}</p>"
                if outcome.tiebreak is not None else "")
    return (
        f'<div class="ex-banner"><b>{escape(outcome.reason.label(lang))}</b>'
        f'{rule_chip("citadels.8.scoring", lang, state.options)}{"".join(rows)}{tiebreak}</div>'
    )


# -- a round, one step at a time ----------------------------------------------------------------

_MARK_SIGN = {Mark.CERTAIN: "✔", Mark.POSSIBLE: "?", Mark.IMPOSSIBLE: "✗"}


def holders_html(game: Game[Any], snap: Snapshot, lang: str, *, css: bool = True) -> str:
    """The grid players × characters (and a "nobody" row) with ✔ certain, ? possible,
    ✗ impossible, from `snap.seat`'s point of view (`css` as in `table_html`)."""
    marks, walk = holders(snap), snap.walk
    who = (tr("citadels.viz.grid.everyone", lang) if snap.seat is None
           else tr("citadels.viz.grid.seat", lang, player=game.player_label(snap.seat)))
    head = "".join(
        f'<th title="{escape(walk.who(c).label(lang))}">{int(c)}<br>'
        f"<small>{escape(walk.who(c).label(lang))}</small></th>" for c in walk.ranks
    )
    rows = []
    for place in (*range(snap.players), NOBODY):
        label = (tr("citadels.viz.grid.nobody", lang) if place == NOBODY
                 else _player_name(game, place, lang))
        if place == snap.seat:
            label += " ★"
        cells = "".join(
            f'<td class="ex-mark-{marks[(place, c)].value}" data-character="{int(c)}" '
            f'title="{escape(tr("citadels.viz.grid." + marks[(place, c)].value, lang))}">'
            f"{_MARK_SIGN[marks[(place, c)]]}</td>"
            for c in snap.walk.ranks
        )
        rows.append(f'<tr data-place="{place}"><th>{escape(label)}</th>{cells}</tr>')
    legend = " · ".join(
        f"{_MARK_SIGN[m]} {escape(tr('citadels.viz.grid.' + m.value, lang))}" for m in Mark
    )
    note = escape(tr("citadels.viz.grid.nobody_note", lang))
    offered = ""
    if snap.offered is not None:
        names = Join(walk.who(c) for c in snap.offered).label(lang)
        offered = (f'<p class="ex-cit-offered">'
                   f'{escape(tr("citadels.viz.grid.offered", lang, characters=names))}</p>')
    return (
        f'<div class="ex-cit-holders">{CSS if css else ""}<b>{escape(who)}</b>{offered}'
        f'<table class="ex-table ex-cit-grid"><tr><th></th>{head}</tr>{"".join(rows)}</table>'
        f"<small>{legend}<br>{note}</small></div>"
    )


def track_html(game: Game[Any], snap: Snapshot, lang: str, *, css: bool = True) -> str:
    """Eight slots for ranks 1–8: removed face up (greyed), face down (?), chosen (hidden until
    called, then the player), killed ☠, robbed ⚑, and the rank being called highlighted
    (`css` as in `table_html`)."""
    cells = []
    for slot in track(snap):
        c = slot.rank
        classes = ["ex-slot", f"ex-slot-{slot.state.value}"]
        if slot.current:
            classes.append("ex-current")
        lines = [f'<div class="ex-slot-rank">{int(c)}</div>',
                 f'<div class="ex-slot-name">{escape(snap.walk.who(c).label(lang))}</div>']
        state_text = tr(f"citadels.viz.slot.{slot.state.value}", lang)
        if slot.seat is not None:
            state_text = tr("citadels.viz.slot.with_player", lang, state=state_text,
                            player=game.player_label(slot.seat))
        lines.append(f'<div class="ex-slot-state">{escape(state_text)}</div>')
        # The presenter layout's shorter form (the long one stays for screen readers).
        short = [tr(f"citadels.viz.slot.short.{slot.state.value}", lang)]
        if slot.seat is not None:
            short.append(game.player_label(slot.seat).label(lang))
        lines += [f'<div class="ex-slot-short" aria-hidden="true">{escape(text)}</div>'
                  for text in short]
        for shown, sign, key, extra in ((slot.killed, "☠", "killed_mark", " ex-killed-flag"),
                                        (slot.robbed, "⚑", "robbed_mark", " ex-robbed-flag"),
                                        (slot.current, "▶", "calling", "")):
            if shown:
                lines.append(f'<div class="ex-slot-flag{extra}">{sign} <span class='
                             f'"ex-slot-word">{escape(tr("citadels.viz.slot." + key, lang))}'
                             "</span></div>")
        colour = character_css(snap.walk.incomes[c - 1])
        cells.append(
            f'<div class="{" ".join(classes)}" data-rank="{int(c)}" '
            f'style="border-top:6px solid {colour}">{"".join(lines)}</div>'
        )
    return f'<div class="ex-cit-track">{CSS if css else ""}{"".join(cells)}</div>'


# -- the walkthrough's text ---------------------------------------------------------------------

def entry_text(snap: Snapshot, lang: str) -> tuple[str, str]:
    """The current entry's sentence and its rule id (the start: the removals)."""
    current = snap.current
    if current is None:
        lines = [r.message.label(lang) for r in snap.walk.removed]
        head = tr("citadels.viz.walk.start", lang, round=snap.walk.round,
                  player=Message("engine.player", n=snap.walk.crown + 1))
        return join_words([head, *lines], lang), "citadels.5.1"
    return current.message.label(lang), current.rule


def entries_html(snap: Snapshot, lang: str, turns: Sequence[Sequence[Event]] = ()) -> str:
    """The entries of the round as a numbered list, the current one highlighted. For everyone,
    the whole round, the entries not reached yet dimmed; for a seat, only what it has seen so
    far (the rest appears as the round goes on). With `turns` (`round_turns`: the events of
    each call's turn), each revealed call reached so far also says in one line what its turn
    did (as `snap.seat` may see it)."""
    walk = snap.walk
    items = []
    start = entry_text(snapshot(walk, snap.players, 0), lang)[0]
    entries: list[tuple[str, Sequence[Event]]] = [(start, ())]
    entries += [(d.message.label(lang), ()) for d in walk.draft]
    entries += [(c.message.label(lang), turns[j] if j < len(turns) else ())
                for j, c in enumerate(walk.calls)]
    later = ""
    if snap.seat is not None and len(entries) > snap.position + 1:
        # Counted as the seat may know them (a killed King's heir only at the round's end).
        more = tr("citadels.viz.walk.later", lang,
                  n=known_count(walk, snap.position) - snap.position - 1)
        later = f'<p class="ex-cit-later"><small>{escape(more)}</small></p>'
        entries = entries[:snap.position + 1]
    for i, (text, events) in enumerate(entries):
        cls = ("ex-current" if i == snap.position
               else "ex-past" if i < snap.position else "ex-future")
        sub = ""
        done = [e.label(lang, snap.seat) for e in events if e.rule != "citadels.6.end"]
        if done and i <= snap.position:
            sub = f'<div class="ex-cit-sub">→ {escape(" · ".join(done))}</div>'
        items.append(f'<li class="{cls}" data-position="{i}">{escape(text)}{sub}</li>')
    return f'<ol class="ex-cit-entries" start="0">{"".join(items)}</ol>{later}'


def explanation_html(snap: Snapshot, lang: str, turns: Sequence[Sequence[Event]] = (),
                     context: Any = None) -> str:
    """The current entry in full: its sentence, the rule it follows (title and text), and for
    a revealed character what happened in the turn (from `turns`, as `entries_html`), as
    `snap.seat` may see it. Rule texts state the content in force (`context`: the match's
    options; `None`: the printed game)."""
    text, rule_id = entry_text(snap, lang)
    cited = rule(rule_id, context)
    body = (
        f'<div class="ex-cit-explain"><p class="ex-cit-entry">{escape(text)}</p>'
        f'<p class="ex-cit-rule"><b>{escape(cited.title.label(lang))}</b> '
        f"<small>({escape(rule_id)})</small>: {escape(cited.text.label(lang))}</p>"
    )
    current = len(snap.calls) - 1
    events = turns[current] if isinstance(snap.current, CallEntry) and current < len(turns) \
        else ()
    if events:
        items = "".join(
            f"<li>{escape(e.label(lang, snap.seat))}{rule_chip(e.rule, lang, context)}</li>"
            for e in events
        )
        body += (f'<p><b>{escape(tr("citadels.viz.walk.turn", lang))}</b></p>'
                 f'<ul class="ex-cit-turn">{items}</ul>')
    return body + "</div>"


CSS = """<style>
.ex-cit-track, .ex-cit-explain, .ex-cit-holders, .ex-cit-entries, .ex-citadels-table {
  line-height: 1.3; }
.ex-cit-track { display: flex; gap: 4px; flex-wrap: wrap; margin: 4px 0; }
.ex-slot { width: 6.8em; min-height: 6.2em; border: 2px solid #555; border-radius: 6px;
  padding: 2px 3px; background: #fff; font-size: 0.82em; text-align: center;
  box-sizing: border-box; overflow-wrap: break-word; }
.ex-cit-side .ex-slot { width: calc(25% - 4px); min-height: 5.4em; font-size: 0.75em; }
.ex-cit-side .ex-cit-grid { width: 100%; font-size: 0.85em; }
.ex-cit-side .ex-cit-grid td { min-width: 1.3em; padding: 1px; }
.ex-cit-side .ex-cit-grid th { padding: 1px 2px; }
.ex-cit-side, .ex-cit-side p { overflow-wrap: anywhere; }
.ex-root .ex-side.ex-cit-side-box { flex: 0 0 330px; width: 330px; }
.ex-cit-offered { margin: 2px 0; padding: 2px 6px; background: #e3f2fd;
  border-left: 4px solid #1e88e5; }
.ex-cit-later { color: #595959; margin: 2px 0; }
.ex-slot-rank { font-size: 1.3em; font-weight: bold; }
.ex-slot-name { font-weight: 600; font-size: 0.95em; }
.ex-slot-state { font-size: 0.85em; }
.ex-slot-short { display: none; }
.ex-slot-face_up { background: #e4e4e4; color: #505050; border-style: dotted; }
.ex-slot-out { background: repeating-linear-gradient(45deg, #eee, #eee 4px, #ddd 4px,
  #ddd 8px); border-style: dashed; }
.ex-slot-silent { background: #f1f1f1; color: #555; }
.ex-slot-revealed { background: #eaf6ea; }
.ex-slot-killed { background: #fbe3e3; }
.ex-slot.ex-current { outline: 4px solid #ff9800; box-shadow: 0 0 6px #ff9800; }
.ex-slot-flag { font-size: 0.8em; font-weight: bold; }
.ex-killed-flag { color: #b71c1c; }
.ex-robbed-flag { color: #8d6e00; }
.ex-cit-grid td { text-align: center; min-width: 1.8em; font-weight: bold; padding: 2px 3px; }
.ex-cit-grid th { white-space: nowrap; padding: 2px 4px; }
.ex-cit-grid th small { writing-mode: vertical-rl; font-weight: normal; }
.ex-mark-certain { background: #c8e6c9; color: #1b5e20; }
.ex-mark-possible { background: #fff8e1; color: #795548; }
.ex-mark-impossible { background: #eeeeee; color: #616161; }
.ex-cit-entries li { padding: 1px 4px; }
.ex-cit-entries li.ex-current { background: #ffe0b2; font-weight: bold;
  border-left: 4px solid #ff9800; }
.ex-cit-entries li.ex-future { color: #666666; }
.ex-cit-sub { font-size: 0.85em; font-weight: normal; color: #555; margin-left: 1em; }
.ex-cit-explain { border: 1px solid #ddd; border-radius: 6px; padding: 4px 8px;
  background: #fffdf7; }
/* Players side by side as the width allows (seven full-width rows left most of each empty). */
.ex-citadels-table { display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  column-gap: 8px; align-items: start; }
.ex-citadels-table > :not(.ex-cit-player) { grid-column: 1 / -1; }
.ex-cit-player { border: 1px solid #ddd; border-radius: 6px; padding: 2px 8px; margin: 4px 0; }
.ex-cit-player.ex-cit-current { border: 2px solid #ff9800; }
.ex-cit-player h4 { margin: 2px 0; }
.ex-cit-facts { margin: 2px 0; }
.ex-crown { background: #fff3c4; border: 1px solid #d4a800; border-radius: 8px; padding: 0 5px;
  font-size: 0.85em; }
.ex-cit-flag { margin-left: 6px; }
</style>"""
