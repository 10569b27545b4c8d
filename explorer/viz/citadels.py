"""Citadels (あやつり人形) drawn as HTML: district and character tiles, the table (cities, gold,
hands, the Crown, the round and phase), the call-order track of a round, and the "who could
hold what" grid that follows what one seat can know.

Pure functions: values in, HTML out (plus the small deductions the grid needs, made only from
what the chosen seat has seen). No widgets, no rules of play.

How the grid is derived (`holders`). A seat's knowledge of a round is what `call_order` shows
it: the face-up removals, its own draft decisions together with the cards it was offered, the
face-down card if it is the one who saw it, and the calls so far. The grid enumerates every way
the draft could have gone that agrees with all of it: a face-down card among the cards not
removed face up, then at each draft step (in the order the rules give, `draft_schedule`) a card
of the pool that is left, where a step the seat took part in must have offered exactly the cards
it saw and taken the card it took. The calls then rule ways out: a revealed character (or a
killed one that its holder knows of, or the killed King's heir) belongs to that player; a rank
nobody answered, when it was not the Assassin's target, belongs to nobody. A pair (player,
character) is *possible* if some remaining way gives it, *certain* if every one does, and
*impossible* otherwise. The extra row "nobody" is the same question for the cards out of play.
The number of ways is small (pools of at most eight cards, shared sub-problems memoised).
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..engine import Event, Game, Join, Match, Message, rule, tr
from ..engine.i18n import join_words, other_language, register_messages
from ..games.citadels import (
    CHARACTERS,
    CallEntry,
    CallStatus,
    Character,
    CitadelsState,
    District,
    DraftEntry,
    DraftKind,
    Phase,
    RoundWalkthrough,
    draft_schedule,
)
from ..games.citadels.cards import COLOUR_CSS, COLOUR_MARK, COLOUR_NAMES, Colour
from .html import escape, rule_chip, tile

#: The "nobody" row of the grid: a character removed or put face down.
NOBODY = -1

#: Tile colours of the characters (those with a colour income take its colour).
CHARACTER_CSS: dict[Character, str] = {
    c: COLOUR_CSS[c.income_colour] if c.income_colour is not None else "#d9d4c7"
    for c in CHARACTERS
}


# -- tiles ------------------------------------------------------------------------------------

def district_tile(district: District | None, lang: str, *, classes: Sequence[str] = ()) -> str:
    """A district card: its colour, the colour's letter, its name (and in the other language),
    its cost, and its points when they differ from the cost."""
    if district is None:
        return tile("?", colour="#cccccc", classes=("ex-hidden", *classes),
                    sub=tr("citadels.viz.hidden", lang))
    info = district.info
    badge = tr("citadels.viz.cost", lang, n=info.cost)
    if info.points != info.cost:
        badge = tr("citadels.viz.cost_points", lang, n=info.cost, points=info.points)
    colour = info.colour
    return tile(
        info.name.label(lang),
        colour=COLOUR_CSS[colour],
        mark=f"{COLOUR_MARK[colour]} · {_colour_word(colour, lang)}",
        sub=info.name.label(other_language(lang)),
        badge=badge,
        classes=("ex-district", *classes),
        title=f"{info.name.label(lang)} · {colour.label(lang)} · {badge}",
    )


def _colour_word(colour: Colour, lang: str) -> str:
    """The colour's name without its kind: "yellow" / "黄"."""
    return COLOUR_NAMES[colour].label(lang).split(" (")[0].split("（")[0]


def character_tile(character: Character | None, lang: str, *, sub: str = "",
                   classes: Sequence[str] = ()) -> str:
    """A character card: rank, name, and the colour it earns from (if any)."""
    if character is None:
        return tile("?", colour="#cccccc", classes=("ex-hidden", *classes),
                    sub=sub or tr("citadels.viz.hidden", lang))
    colour = character.income_colour
    mark = str(int(character))
    if colour is not None:
        mark += f" · {COLOUR_MARK[colour]}"
    return tile(character.label(lang), colour=CHARACTER_CSS[character], mark=mark,
                sub=sub or character.label(other_language(lang)),
                classes=("ex-character", *classes))


# -- the table --------------------------------------------------------------------------------

def table_html(game: Game[Any], state: CitadelsState, seat: int | None, lang: str) -> str:
    """The whole table as `seat` sees it (`state` is already that seat's view): the round and
    phase, the removed characters, the draft pool when visible, and one block per player with
    the Crown, gold, hand, characters and city."""
    parts = [_status_html(game, state, seat, lang), _removed_html(state, seat, lang)]
    for player in range(state.players):
        parts.append(_player_html(game, state, player, seat, lang))
    if state.phase is Phase.OVER:
        parts.append(final_scores_html(game, state, lang))
    return f'<div class="ex-citadels-table">{CSS}{"".join(parts)}</div>'


def _player_name(game: Game[Any], seat: int, lang: str) -> str:
    return game.player_label(seat).label(lang)


def _status_html(game: Game[Any], state: CitadelsState, seat: int | None, lang: str) -> str:
    crown = _player_name(game, state.crown, lang)
    head = tr("citadels.viz.round", lang, round=state.round, player=crown, deck=len(state.deck))
    phase = state.phase
    drafter = game.current_player(state)
    if phase is Phase.DRAFT and drafter is not None:
        line = tr("citadels.viz.phase.draft", lang, player=game.player_label(drafter))
    elif phase is Phase.TURN and state.turn is not None:
        t = state.turn
        line = tr("citadels.viz.phase.turn", lang, player=game.player_label(t.seat),
                  character=t.rank.numbered(lang), built=t.built,
                  limit=3 if t.rank is Character.ARCHITECT else 1)
        if not t.acted:
            line += " " + tr("citadels.viz.phase.action_first", lang)
    elif phase is Phase.GRAVEYARD and state.graveyard is not None:
        owner, district = state.graveyard
        line = tr("citadels.viz.phase.graveyard", lang, player=game.player_label(owner),
                  district=district.info.name)
    else:
        line = tr("ui.game_over", lang)
    if state.first_complete is not None and phase is not Phase.OVER:
        line += " " + tr("citadels.viz.last_round", lang,
                         player=game.player_label(state.first_complete))
    extra = ""
    if state.killed is not None:
        extra += (f' <span class="ex-cit-flag ex-killed-flag">☠ '
                  f'{escape(tr("citadels.viz.killed_is", lang, character=state.killed))}</span>')
    if state.robbed is not None:
        extra += (f' <span class="ex-cit-flag ex-robbed-flag">⚑ '
                  f'{escape(tr("citadels.viz.robbed_is", lang, character=state.robbed))}</span>')
    return (f'<p class="ex-cit-status"><b>{escape(head)}</b><br>{escape(line)}{extra}</p>')


def _removed_html(state: CitadelsState, seat: int | None, lang: str) -> str:
    tiles = [character_tile(c, lang, sub=tr("citadels.viz.face_up", lang),
                            classes=("ex-face-up",)) for c in state.face_up]
    tiles += [character_tile(c, lang, sub=tr("citadels.viz.face_down", lang),
                             classes=("ex-face-down",)) for c in state.face_down]
    out = ""
    if tiles:
        out += (f'<div class="ex-cit-removed"><b>{escape(tr("citadels.viz.removed", lang))}</b> '
                f'{"".join(tiles)}</div>')
    if state.phase is Phase.DRAFT and state.pool:
        if all(c is not None for c in state.pool):
            pool = "".join(character_tile(c, lang) for c in state.pool)
            out += (f'<div class="ex-cit-pool"><b>'
                    f'{escape(tr("citadels.viz.pool", lang, n=len(state.pool)))}</b> {pool}</div>')
        else:
            out += (f'<div class="ex-cit-pool">'
                    f'{escape(tr("citadels.viz.pool_hidden", lang, n=len(state.pool)))}</div>')
    if state.turn is not None and state.turn.drawn:
        drawn = "".join(district_tile(d, lang) for d in state.turn.drawn)
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
    value = sum(d.points for d in city)
    facts = tr("citadels.viz.facts", lang, gold=state.gold[player], hand=len(hand),
               districts=len(city), value=value)
    chars = []
    for c in state.chosen[player]:
        if c is None:
            chars.append(character_tile(None, lang))
        else:
            status = (tr("citadels.viz.revealed", lang) if c in state.revealed
                      else tr("citadels.viz.secret", lang))
            chars.append(character_tile(c, lang, sub=status))
    chars_html = "".join(chars) or f"<i>{escape(tr('citadels.viz.none_yet', lang))}</i>"
    city_html = "".join(district_tile(d, lang) for d in city) or (
        f"<i>{escape(tr('citadels.viz.empty_city', lang))}</i>")
    hand_html = "".join(district_tile(d, lang, classes=("ex-hand-card",)) for d in hand) or (
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
        f'{rule_chip("citadels.8.scoring", lang)}{"".join(rows)}{tiebreak}</div>'
    )


# -- a round, one step at a time ----------------------------------------------------------------

@dataclass(frozen=True)
class Snapshot:
    """What one seat knows of a round after `position` steps of its walkthrough.

    Position 0 is the start of the round (the removals); then one position per draft entry,
    then one per call. `draft` and `calls` are the entries seen so far; `current` is the entry
    at `position` (None at the start); `offered` the characters the seat is choosing from at
    this moment, when the next draft decision is its own."""

    walk: RoundWalkthrough
    players: int
    position: int
    face_up: tuple[Character, ...]
    face_down: Character | None
    draft: tuple[DraftEntry, ...]
    calls: tuple[CallEntry, ...]
    killed: Character | None
    robbed: Character | None
    current: DraftEntry | CallEntry | None
    offered: tuple[Character, ...] | None = None

    @property
    def seat(self) -> int | None:
        return self.walk.seat


def entry_count(walk: RoundWalkthrough) -> int:
    """How many positions the walkthrough has (the start, the draft entries, the calls)."""
    return 1 + len(walk.draft) + len(walk.calls)


def snapshot(walk: RoundWalkthrough, players: int, position: int,
             offered: tuple[Character, ...] | None = None) -> Snapshot:
    """The round as `walk.seat` knows it at `position` (0 ≤ position < `entry_count`).

    While the seat makes the next draft decision it sees the characters it chooses from: taken
    from the walkthrough's next entry, or given as `offered` (a decision not made yet, as in a
    match's current position)."""
    if not 0 <= position < entry_count(walk):
        raise IndexError(position)
    if offered is None and walk.seat is not None and position < len(walk.draft):
        upcoming = walk.draft[position]
        if upcoming.seat == walk.seat and not upcoming.automatic:
            offered = upcoming.options
    face_up = tuple(r.character for r in walk.removed if r.face_up and r.character is not None)
    n_draft = min(position, len(walk.draft))
    draft = walk.draft[:n_draft]
    calls = walk.calls[:max(0, position - len(walk.draft))]
    face_down = next((r.character for r in walk.removed if not r.face_up), None)
    if players == 7 and walk.seat is not None and not any(d.with_face_down for d in draft):
        face_down = None  # the seventh player sees the face-down card only when he takes it
    called = {c.rank: c for c in calls}
    assassin, thief = called.get(Character.ASSASSIN), called.get(Character.THIEF)
    killed = walk.killed if assassin is not None and assassin.status is CallStatus.REVEALED \
        else None
    robbed = walk.robbed if thief is not None and thief.status is CallStatus.REVEALED else None
    current: DraftEntry | CallEntry | None = None
    if position > 0:
        current = calls[-1] if calls else draft[-1]
    return Snapshot(walk, players, position, face_up, face_down, draft, calls, killed, robbed,
                    current, offered if walk.seat is not None else None)


class Mark(enum.StrEnum):
    """What a seat knows of one (player, character) pair."""

    CERTAIN = "certain"
    POSSIBLE = "possible"
    IMPOSSIBLE = "impossible"

    def __repr__(self) -> str:
        return f"Mark.{self.name}"


def holders(snap: Snapshot) -> dict[tuple[int, Character], Mark]:
    """For every player (and `NOBODY`) and character: is it certain, possible or impossible,
    from what `snap.seat` has seen, that this player holds this character when the characters
    are called? (See the module docstring for the reasoning.)"""
    return dict(_holders(snap))


@functools.lru_cache(maxsize=128)
def _holders(snap: Snapshot) -> dict[tuple[int, Character], Mark]:
    """`holders`, computed once per snapshot (the track and the grid both ask; a snapshot is a
    value, so stepping back finds it again)."""
    walk, players = snap.walk, snap.players
    schedule = [((walk.crown + offset) % players, kind)
                for offset, kind in draft_schedule(players)]
    must_hold: dict[Character, int] = {}
    nobody: set[Character] = set(snap.face_up)
    for call in snap.calls:
        if call.status in (CallStatus.REVEALED, CallStatus.KILLED, CallStatus.HEIR):
            if call.seat is not None:
                must_hold[call.rank] = call.seat
        elif call.status is not CallStatus.SILENT or not call.killed:
            nobody.add(call.rank)
    seen = [(d.options, d.character) for d in snap.draft if not d.automatic]
    if snap.offered is not None:
        seen.append((snap.offered, None))  # the seat's own decision, being made
    # Bit sets: a pool is a set of ranks (bit rank-1); an answer is a set of (place, rank)
    # pairs (bit place*8 + rank-1, the place `players` standing for nobody).
    out_place = players
    holder_of = {int(c) - 1: s for c, s in must_hold.items()}
    held_mask = sum(1 << (int(c) - 1) for c in must_hold)
    nobody_mask = sum(1 << (int(c) - 1) for c in nobody)
    seen_bits = [(None if options is None else sum(1 << (int(c) - 1) for c in options),
                  None if chosen is None else int(chosen) - 1) for options, chosen in seen]
    seventh_step = 6 if players == 7 else -1
    memo: dict[tuple[int, int, int], int] = {}

    def solve(k: int, pool: int, fd: int) -> int:
        """The (place, rank) pairs of every way to finish the draft from step `k` (0: no way;
        bit 64 marks a way that places nothing more)."""
        # Only the seventh player's step looks at the face-down card again.
        key = (k, pool, fd if k <= seventh_step else -1)
        found = memo.get(key)
        if found is not None:
            return found
        result = 0
        if k == len(schedule):
            if not pool & held_mask:
                result = 1 << 64  # feasible, even with nothing left
                for i in range(8):
                    if pool >> i & 1:
                        result |= 1 << (out_place * 8 + i)
            memo[key] = result
            return result
        if k == seventh_step:
            pool |= 1 << fd
        who, kind = schedule[k]
        options, chosen = seen_bits[k] if k < len(seen_bits) else (None, None)
        if options is not None and options != pool:
            choices: list[int] = []
        elif chosen is not None:
            choices = [chosen] if pool >> chosen & 1 else []
        else:
            choices = [i for i in range(8) if pool >> i & 1]
        for i in choices:
            if kind is DraftKind.PICK:
                if nobody_mask >> i & 1 or holder_of.get(i, who) != who:
                    continue
                place = who
            else:
                if held_mask >> i & 1:
                    continue
                place = out_place
            rest = solve(k + 1, pool & ~(1 << i), fd)
            if rest:
                result |= rest | 1 << (place * 8 + i)
        memo[key] = result
        return result

    possible = 0
    all_ranks = sum(1 << (int(c) - 1) for c in CHARACTERS)
    available = all_ranks & ~sum(1 << (int(c) - 1) for c in snap.face_up)
    candidates = ([int(snap.face_down) - 1] if snap.face_down is not None
                  else [i for i in range(8) if available >> i & 1])
    for fd in candidates:
        if players != 7 and held_mask >> fd & 1:
            continue
        rest = solve(0, available & ~(1 << fd), fd)
        if rest:
            possible |= rest
            if players != 7:
                possible |= 1 << (out_place * 8 + fd)
    for c in snap.face_up:
        possible |= 1 << (out_place * 8 + int(c) - 1)
    out: dict[tuple[int, Character], Mark] = {}
    places = [*range(players), NOBODY]
    for c in CHARACTERS:
        i = int(c) - 1
        where = {p for p in places
                 if possible >> ((out_place if p == NOBODY else p) * 8 + i) & 1}
        for p in places:
            if p not in where:
                out[(p, c)] = Mark.IMPOSSIBLE
            elif len(where) == 1:
                out[(p, c)] = Mark.CERTAIN
            else:
                out[(p, c)] = Mark.POSSIBLE
    return out


_MARK_SIGN = {Mark.CERTAIN: "✔", Mark.POSSIBLE: "?", Mark.IMPOSSIBLE: "✗"}


def holders_html(game: Game[Any], snap: Snapshot, lang: str) -> str:
    """The grid players × characters (and a "nobody" row) with ✔ certain, ? possible,
    ✗ impossible, from `snap.seat`'s point of view."""
    marks = holders(snap)
    who = (tr("citadels.viz.grid.everyone", lang) if snap.seat is None
           else tr("citadels.viz.grid.seat", lang, player=game.player_label(snap.seat)))
    head = "".join(
        f'<th title="{escape(c.label(lang))}">{int(c)}<br><small>{escape(c.label(lang))}'
        f"</small></th>" for c in CHARACTERS
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
            for c in CHARACTERS
        )
        rows.append(f'<tr data-place="{place}"><th>{escape(label)}</th>{cells}</tr>')
    legend = " · ".join(
        f"{_MARK_SIGN[m]} {escape(tr('citadels.viz.grid.' + m.value, lang))}" for m in Mark
    )
    note = escape(tr("citadels.viz.grid.nobody_note", lang))
    offered = ""
    if snap.offered is not None:
        names = Join(snap.offered).label(lang)
        offered = (f'<p class="ex-cit-offered">'
                   f'{escape(tr("citadels.viz.grid.offered", lang, characters=names))}</p>')
    return (
        f'<div class="ex-cit-holders">{CSS}<b>{escape(who)}</b>{offered}'
        f'<table class="ex-table ex-cit-grid"><tr><th></th>{head}</tr>{"".join(rows)}</table>'
        f"<small>{legend}<br>{note}</small></div>"
    )


class Slot(enum.StrEnum):
    """The state of one rank on the call-order track."""

    FACE_UP = "face_up"  # removed face up (public)
    OUT = "out"  # known to be face down (removed, or put face down in the draft)
    CHOSEN = "chosen"  # someone holds it (the viewer may or may not know who)
    UNKNOWN = "unknown"  # the viewer cannot tell yet
    REVEALED = "revealed"  # called, and its holder revealed
    KILLED = "killed"  # called, the holder is known to be killed
    SILENT = "silent"  # called, nobody answered

    def __repr__(self) -> str:
        return f"Slot.{self.name}"


@dataclass(frozen=True)
class TrackSlot:
    rank: Character
    state: Slot
    #: The player shown in the slot, if the viewer knows.
    seat: int | None
    killed: bool
    robbed: bool
    current: bool


def track(snap: Snapshot) -> tuple[TrackSlot, ...]:
    """The eight slots of the call-order track at this point of the round."""
    marks = holders(snap)
    called = {c.rank: c for c in snap.calls if c.status is not CallStatus.HEIR}
    heir = next((c for c in snap.calls if c.status is CallStatus.HEIR), None)
    current_rank = snap.current.rank if isinstance(snap.current, CallEntry) else None
    out = []
    for c in CHARACTERS:
        certain = [p for p in range(snap.players) if marks[(p, c)] is Mark.CERTAIN]
        seat = certain[0] if certain else None
        call = called.get(c)
        if c in snap.face_up:
            state = Slot.FACE_UP
        elif call is not None and call.status is CallStatus.REVEALED:
            state, seat = Slot.REVEALED, call.seat
        elif call is not None and call.status is CallStatus.KILLED:
            state, seat = Slot.KILLED, call.seat
        elif call is not None and call.killed and seat is not None:
            state = Slot.KILLED  # silent, and the viewer can tell who was killed
        elif call is not None:
            state, seat = Slot.SILENT, None
        elif marks[(NOBODY, c)] is Mark.CERTAIN:
            state = Slot.OUT
        elif marks[(NOBODY, c)] is Mark.IMPOSSIBLE:
            state = Slot.CHOSEN
        else:
            state = Slot.UNKNOWN
        if c is Character.KING and heir is not None:
            seat = heir.seat
        out.append(TrackSlot(c, state, seat, c is snap.killed, c is snap.robbed,
                             c is current_rank))
    return tuple(out)


def track_html(game: Game[Any], snap: Snapshot, lang: str) -> str:
    """Eight slots for ranks 1–8: removed face up (greyed), face down (?), chosen (hidden until
    called, then the player), killed ☠, robbed ⚑, and the rank being called highlighted."""
    cells = []
    for slot in track(snap):
        c = slot.rank
        classes = ["ex-slot", f"ex-slot-{slot.state.value}"]
        if slot.current:
            classes.append("ex-current")
        lines = [f'<div class="ex-slot-rank">{int(c)}</div>',
                 f'<div class="ex-slot-name">{escape(c.label(lang))}</div>']
        state_text = tr(f"citadels.viz.slot.{slot.state.value}", lang)
        if slot.seat is not None:
            state_text = tr("citadels.viz.slot.with_player", lang, state=state_text,
                            player=game.player_label(slot.seat))
        lines.append(f'<div class="ex-slot-state">{escape(state_text)}</div>')
        if slot.killed:
            lines.append(f'<div class="ex-slot-flag ex-killed-flag">☠ '
                         f'{escape(tr("citadels.viz.slot.killed_mark", lang))}</div>')
        if slot.robbed:
            lines.append(f'<div class="ex-slot-flag ex-robbed-flag">⚑ '
                         f'{escape(tr("citadels.viz.slot.robbed_mark", lang))}</div>')
        if slot.current:
            lines.append(f'<div class="ex-slot-flag">▶ '
                         f'{escape(tr("citadels.viz.slot.calling", lang))}</div>')
        colour = CHARACTER_CSS[c]
        cells.append(
            f'<div class="{" ".join(classes)}" data-rank="{int(c)}" '
            f'style="border-top:6px solid {colour}">{"".join(lines)}</div>'
        )
    return f'<div class="ex-cit-track">{CSS}{"".join(cells)}</div>'


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


def entries_html(snap: Snapshot, lang: str, match: Match | None = None) -> str:
    """The entries of the round as a numbered list, the current one highlighted. For everyone,
    the whole round, the entries not reached yet dimmed; for a seat, only what it has seen so
    far (the rest appears as the round goes on). With the `match`, each revealed call reached so
    far also says in one line what its turn did (as `snap.seat` may see it)."""
    walk = snap.walk
    items = []
    start = entry_text(snapshot(walk, snap.players, 0), lang)[0]
    entries: list[tuple[str, CallEntry | None]] = [(start, None)]
    entries += [(d.message.label(lang), None) for d in walk.draft]
    entries += [(c.message.label(lang), c) for c in walk.calls]
    later = ""
    if snap.seat is not None and len(entries) > snap.position + 1:
        more = tr("citadels.viz.walk.later", lang, n=len(entries) - snap.position - 1)
        later = f'<p class="ex-cit-later"><small>{escape(more)}</small></p>'
        entries = entries[:snap.position + 1]
    for i, (text, call) in enumerate(entries):
        cls = ("ex-current" if i == snap.position
               else "ex-past" if i < snap.position else "ex-future")
        sub = ""
        if match is not None and call is not None and i <= snap.position:
            done = [e.label(lang, snap.seat) for e in turn_events(match, call)
                    if e.rule != "citadels.6.end"]
            if done:
                sub = f'<div class="ex-cit-sub">→ {escape(" · ".join(done))}</div>'
        items.append(f'<li class="{cls}" data-position="{i}">{escape(text)}{sub}</li>')
    return f'<ol class="ex-cit-entries" start="0">{"".join(items)}</ol>{later}'


def turn_events(match: Match, call: CallEntry) -> list[Event]:
    """The events of the turn that followed a revealed call, up to the match's cursor (the
    theft and the Crown are already in the call's own sentence)."""
    if call.status is not CallStatus.REVEALED:
        return []
    out: list[Event] = []
    started = False
    for step in range(call.step, match.step + 1):
        for event in match.events_at(step):
            if not started:
                started = (event.rule == "citadels.5.7.reveal"
                           and event.message.params.get("character") is call.rank)
                continue
            if step == call.step and event.rule in ("citadels.3.thief.theft",
                                                     "citadels.3.king"):
                continue
            out.append(event)
            if event.rule == "citadels.6.end" and \
                    event.message.params.get("character") is call.rank:
                return out
    return out


def explanation_html(match: Match, snap: Snapshot, lang: str) -> str:
    """The current entry in full: its sentence, the rule it follows (title and text), and for
    a revealed character what happened in the turn, as `snap.seat` may see it."""
    text, rule_id = entry_text(snap, lang)
    cited = rule(rule_id)
    body = (
        f'<div class="ex-cit-explain"><p class="ex-cit-entry">{escape(text)}</p>'
        f'<p class="ex-cit-rule"><b>{escape(cited.title.label(lang))}</b> '
        f"<small>({escape(rule_id)})</small>: {escape(cited.text.label(lang))}</p>"
    )
    if isinstance(snap.current, CallEntry):
        events = turn_events(match, snap.current)
        if events:
            items = "".join(
                f"<li>{escape(e.label(lang, snap.seat))}{rule_chip(e.rule, lang)}</li>"
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
.ex-cit-later { color: #777; margin: 2px 0; }
.ex-slot-rank { font-size: 1.3em; font-weight: bold; }
.ex-slot-name { font-weight: 600; font-size: 0.95em; }
.ex-slot-state { font-size: 0.85em; }
.ex-slot-face_up { background: #e4e4e4; color: #777; border-style: dotted; }
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
.ex-mark-impossible { background: #eeeeee; color: #9e9e9e; }
.ex-cit-entries li { padding: 1px 4px; }
.ex-cit-entries li.ex-current { background: #ffe0b2; font-weight: bold;
  border-left: 4px solid #ff9800; }
.ex-cit-entries li.ex-future { color: #aaa; }
.ex-cit-sub { font-size: 0.85em; font-weight: normal; color: #555; margin-left: 1em; }
.ex-cit-explain { border: 1px solid #ddd; border-radius: 6px; padding: 4px 8px;
  background: #fffdf7; }
.ex-cit-player { border: 1px solid #ddd; border-radius: 6px; padding: 2px 8px; margin: 4px 0; }
.ex-cit-player.ex-cit-current { border: 2px solid #ff9800; }
.ex-cit-player h4 { margin: 2px 0; }
.ex-cit-facts { margin: 2px 0; }
.ex-crown { background: #fff3c4; border: 1px solid #d4a800; border-radius: 8px; padding: 0 5px;
  font-size: 0.85em; }
.ex-cit-flag { margin-left: 6px; }
</style>"""


register_messages(
    {
        "citadels.viz.hidden": ("hidden", "非公開"),
        "citadels.viz.cost": ("cost {n}", "コスト{n}"),
        "citadels.viz.cost_points": ("cost {n} · {points} pt", "コスト{n}・{points}点"),
        "citadels.viz.round": ("Round {round} · Crown: {player} · deck: {deck} cards",
                               "第{round}ラウンド・王冠: {player}・山札: {deck}枚"),
        "citadels.viz.phase.draft": ("Choosing characters: {player} chooses.",
                                     "キャラクター選択中: {player}が選んでいます。"),
        "citadels.viz.phase.turn": ("{player} plays the {character} (built {built} of {limit}).",
                                    "{player}が{character}の手番中（建設 {built}/{limit}）。"),
        "citadels.viz.phase.action_first": ("First the action: 2 gold or cards.",
                                            "まずアクション: 金貨2枚かカード。"),
        "citadels.viz.phase.graveyard": ("{player} decides whether to take {district} back "
                                         "(Graveyard).",
                                         "{player}が{district}を墓地で取り戻すか決めています。"),
        "citadels.viz.last_round": ("Last round: {player}'s city has 8 districts.",
                                    "最終ラウンド: {player}の都市の建物が8つになりました。"),
        "citadels.viz.killed_is": ("killed: {character}", "暗殺: {character}"),
        "citadels.viz.robbed_is": ("robbed: {character}", "盗み: {character}"),
        "citadels.viz.face_up": ("face up", "表向き"),
        "citadels.viz.face_down": ("face down", "裏向き"),
        "citadels.viz.removed": ("Removed this round:", "このラウンドで除かれたカード:"),
        "citadels.viz.pool": ("Choosing from ({n}):", "選べるカード（{n}枚）:"),
        "citadels.viz.pool_hidden": ("The chooser holds {n} cards (hidden from you).",
                                     "選んでいるプレイヤーは{n}枚を見ています（非公開）。"),
        "citadels.viz.drawn": ("Drawn, to keep from:", "引いたカード（残す1枚を選ぶ）:"),
        "citadels.viz.crown": ("Crown", "王冠"),
        "citadels.viz.you": ("this seat", "この視点"),
        "citadels.viz.facts": ("{gold} gold · {hand} cards in hand · {districts} districts "
                               "worth {value}",
                               "金貨{gold}・手札{hand}枚・建物{districts}つ（{value}点）"),
        "citadels.viz.characters": ("Characters:", "キャラクター:"),
        "citadels.viz.revealed": ("revealed", "公開"),
        "citadels.viz.secret": ("secret", "秘密"),
        "citadels.viz.none_yet": ("none yet", "まだなし"),
        "citadels.viz.city": ("City:", "都市:"),
        "citadels.viz.empty_city": ("no districts yet", "建物なし"),
        "citadels.viz.hand": ("Hand:", "手札:"),
        "citadels.viz.empty_hand": ("empty", "なし"),
        "citadels.viz.grid.everyone": ("Who holds what (everything shown)",
                                       "誰が何を持っているか（全表示）"),
        "citadels.viz.grid.seat": ("Who could hold what, as {player} knows it",
                                   "{player}から見て、誰が何を持ちうるか"),
        "citadels.viz.grid.nobody": ("nobody", "誰も持たない"),
        "citadels.viz.grid.nobody_note": ("nobody: removed, or put face down in the draft",
                                          "誰も持たない: 除外、または選択中に裏向きで捨てられた"),
        "citadels.viz.grid.certain": ("certain", "確実"),
        "citadels.viz.grid.possible": ("possible", "ありうる"),
        "citadels.viz.grid.impossible": ("impossible", "ありえない"),
        "citadels.viz.slot.face_up": ("removed face up", "表向きで除外"),
        "citadels.viz.slot.out": ("face down (?)", "裏向き（?）"),
        "citadels.viz.slot.chosen": ("chosen (hidden until called)",
                                     "選択済み（呼ばれるまで秘密）"),
        "citadels.viz.slot.unknown": ("?", "?"),
        "citadels.viz.slot.revealed": ("revealed", "名乗り出た"),
        "citadels.viz.slot.killed": ("killed, silent", "暗殺され沈黙"),
        "citadels.viz.slot.silent": ("nobody answered", "応答なし"),
        "citadels.viz.slot.with_player": ("{state}: {player}", "{state}: {player}"),
        "citadels.viz.slot.killed_mark": ("killed", "暗殺"),
        "citadels.viz.slot.robbed_mark": ("robbed", "盗み"),
        "citadels.viz.slot.calling": ("being called", "呼び出し中"),
        "citadels.viz.walk.start": ("Round {round} begins; {player} holds the Crown.",
                                    "第{round}ラウンド開始。王冠は{player}。"),
        "citadels.viz.walk.turn": ("The turn:", "手番の内容:"),
        "citadels.viz.walk.later": ("{n} more steps in this round: each appears when it happens.",
                                    "このラウンドの残り{n}ステップ：起きた時点で表示されます。"),
        "citadels.viz.grid.offered": ("You are choosing from: {characters}.",
                                      "あなたが選んでいるカード: {characters}。"),
    }
)
