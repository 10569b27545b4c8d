"""What one seat can know of a Citadels round, step by step: the round as that seat has seen
it so far (`snapshot`), who could hold which character (`holders`), the state of each rank on
the call-order track (`track`) and what a revealed character's turn did (`turn_events`,
`round_turns`).

Pure functions over a `RoundWalkthrough` (`call_order`, already masked for the seat) and, for
`turn_events`, `round_turns` and `current_snapshot`, a `Match`. The views in
`explorer.viz.citadels` only draw what these return.

How `holders` reasons. A seat's knowledge of a round is what `call_order` shows it: the
face-up removals, its own draft decisions together with the cards it was offered, the
face-down card if it is the one who saw it, and the calls so far. The search enumerates every
way the draft could have gone that agrees with all of it: the face-down cards (one printed, as
many as the character set in force removes) among the cards not removed face up, then at each
draft step (in the order the rules give, `draft_schedule`) a card of the pool that is left,
where a step the seat took part in must have offered exactly the cards it saw and taken the
card it took. The calls then rule ways out: a revealed character (or
a killed one that its holder knows of, or the killed King's heir) belongs to that player; a rank
nobody answered, when it was not the Assassin's target, belongs to nobody. A pair (player,
character) is *possible* if some remaining way gives it, *certain* if every one does, and
*impossible* otherwise. The extra place `NOBODY` is the same question for the cards out of
play. The number of ways is small (pools of at most nine cards, shared sub-problems memoised).

This module may import only the engine and the modules of this package.
"""

from __future__ import annotations

import enum
import functools
import itertools
from dataclasses import dataclass, field

from ...engine import Event, Match
from .callorder import CallEntry, DraftEntry, RoundWalkthrough, call_order
from .cards import Character
from .rules import draft_schedule
from .state import CallStatus, DraftKind, Phase

#: The place "nobody" of `holders`: a character removed or put face down.
NOBODY = -1


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
    #: Every face-down card the seat knows (`face_down` is the first) and how many there are
    #: (§5.1: one printed; a variant's character set may remove more).
    face_downs: tuple[Character, ...] = ()
    down_count: int = 1

    @property
    def seat(self) -> int | None:
        return self.walk.seat


def entry_count(walk: RoundWalkthrough) -> int:
    """How many positions the walkthrough has (the start, the draft entries, the calls)."""
    return 1 + len(walk.draft) + len(walk.calls)


def known_count(walk: RoundWalkthrough, position: int) -> int:
    """How many positions `walk.seat` may know the walkthrough has at `position`: all of them
    (`entry_count`), but a seat learns of a killed King's heir, the round's last entry, only
    when the last rank has been called and played (the heir takes the Crown at the end of the
    round, §5.7): until then the count must not tell that the King was killed."""
    count = entry_count(walk)
    if walk.seat is None or not walk.calls or walk.calls[-1].status is not CallStatus.HEIR:
        return count
    return count if position >= count - 2 else count - 1


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
    face_downs = tuple(r.character for r in walk.removed
                       if not r.face_up and r.character is not None)
    if not face_downs:  # the seventh player sees it only when he takes it (§5.5)
        face_downs = tuple(d.face_down for d in draft if d.face_down is not None)
    face_down = face_downs[0] if face_downs else None
    called = {c.rank: c for c in calls}
    # The characters with the powers to kill and to rob in this game (§3).
    assassin = None if walk.killer is None else called.get(walk.killer)
    thief = None if walk.robber is None else called.get(walk.robber)
    killed = walk.killed if assassin is not None and assassin.status is CallStatus.REVEALED \
        else None
    robbed = walk.robbed if thief is not None and thief.status is CallStatus.REVEALED else None
    current: DraftEntry | CallEntry | None = None
    if position > 0:
        current = calls[-1] if calls else draft[-1]
    return Snapshot(walk, players, position, face_up, face_down, draft, calls, killed, robbed,
                    current, offered if walk.seat is not None else None, face_downs,
                    sum(not r.face_up for r in walk.removed))


def current_snapshot(match: Match, seat: int | None) -> Snapshot:
    """The match's current round as `seat` (None: everyone) knows it now, including the cards
    `seat` is choosing from when the next draft decision is its own."""
    walk = call_order(match, seat=seat)
    state = match.view(seat)
    offered = None
    if state.phase is Phase.DRAFT and seat is not None and \
            match.current_player == seat and None not in state.pool:
        offered = tuple(state.pool)
    return snapshot(walk, match.players, entry_count(walk) - 1, offered)


# -- who could hold what ----------------------------------------------------------------------

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
    return _marks(_possible_pairs(snap), snap.players, snap.walk.ranks)


#: The bits of one place in a set of (place, rank) pairs: one per character a game may deal.
_WIDTH = len(Character)
#: The bit that marks a way to finish the draft as feasible: above every (place, rank) pair
#: (7 seats and nobody).
_FEASIBLE = 1 << (_WIDTH * 8)


def _bit(character: Character) -> int:
    """A character's bit in a set of ranks (bit rank - 1)."""
    return 1 << (int(character) - 1)


def _bits(characters: tuple[Character, ...] | set[Character]) -> int:
    return sum(_bit(c) for c in characters)


@dataclass
class _DraftSearch:
    """Every way to finish the draft that agrees with what the seat saw, as bit sets.

    A pool is a set of ranks (bit rank-1); an answer is a set of (place, rank) pairs (bit
    place * `_WIDTH` + rank-1, the place `players` standing for nobody), with `_FEASIBLE`
    marking a way that places nothing more."""

    players: int
    schedule: list[tuple[int, DraftKind]]
    #: rank index -> the seat known to hold it (a call answered or named).
    holder_of: dict[int, int]
    held_mask: int
    nobody_mask: int
    #: per draft step the seat took part in: (the pool it saw, the rank index it took).
    seen: list[tuple[int | None, int | None]]
    memo: dict[tuple[int, int, int], int] = field(default_factory=dict)

    @property
    def seventh_step(self) -> int:
        """The step where the seventh player adds the face-down card to the pool (7 players)."""
        return 6 if self.players == 7 else -1

    def ways(self, k: int, pool: int, face_down: int) -> int:
        """The (place, rank) pairs of every way to finish the draft from step `k` (0: none);
        `face_down` is the set of the face-down cards' ranks."""
        # Only the seventh player's step looks at the face-down card again.
        key = (k, pool, face_down if k <= self.seventh_step else -1)
        found = self.memo.get(key)
        if found is None:
            found = self.memo[key] = self._ways(k, pool, face_down)
        return found

    def _ways(self, k: int, pool: int, face_down: int) -> int:
        if k == len(self.schedule):
            return self._left_over(pool)
        if k == self.seventh_step:
            pool |= face_down
        who, kind = self.schedule[k]
        result = 0
        for i in self._choices(k, pool):
            if kind is DraftKind.PICK:
                if self.nobody_mask >> i & 1 or self.holder_of.get(i, who) != who:
                    continue
                place = who
            else:
                if self.held_mask >> i & 1:
                    continue
                place = self.players
            rest = self.ways(k + 1, pool & ~(1 << i), face_down)
            if rest:
                result |= rest | 1 << (place * _WIDTH + i)
        return result

    def _left_over(self, pool: int) -> int:
        """The end of the draft: what is left goes face down (unless someone must hold it)."""
        if pool & self.held_mask:
            return 0
        result = _FEASIBLE  # feasible, even with nothing left
        for i in range(_WIDTH):
            if pool >> i & 1:
                result |= 1 << (self.players * _WIDTH + i)
        return result

    def _choices(self, k: int, pool: int) -> list[int]:
        """The rank indices step `k` may take from `pool`, given what the seat saw of it."""
        options, chosen = self.seen[k] if k < len(self.seen) else (None, None)
        if options is not None and options != pool:
            return []
        if chosen is not None:
            return [chosen] if pool >> chosen & 1 else []
        return [i for i in range(_WIDTH) if pool >> i & 1]


def _search(snap: Snapshot) -> _DraftSearch:
    """The search for `snap`: the schedule from the Crown, and what the calls and the seat's
    own draft decisions settle."""
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
    seen: list[tuple[tuple[Character, ...] | None, Character | None]] = [
        (d.options, d.character) for d in snap.draft if not d.automatic]
    if snap.offered is not None:
        seen.append((snap.offered, None))  # the seat's own decision, being made
    return _DraftSearch(
        players, schedule, {int(c) - 1: s for c, s in must_hold.items()}, _bits(set(must_hold)),
        _bits(nobody),
        [(None if options is None else _bits(options),
          None if chosen is None else int(chosen) - 1) for options, chosen in seen])


def _possible_pairs(snap: Snapshot) -> int:
    """The (place, rank) bits that some way of playing the draft, agreeing with `snap`, gives:
    over every set of face-down cards the seat cannot rule out (those it saw, and as many
    more as the round removed face down)."""
    search = _search(snap)
    players, out_place = snap.players, snap.players
    available = _bits(snap.walk.ranks) & ~_bits(snap.face_up)
    known = _bits(snap.face_downs)
    free = [i for i in range(_WIDTH) if available >> i & 1 and not known >> i & 1]
    possible = 0
    for extra in itertools.combinations(free, snap.down_count - len(snap.face_downs)):
        face_down = known | sum(1 << i for i in extra)
        if players != 7 and search.held_mask & face_down:
            continue
        rest = search.ways(0, available & ~face_down, face_down)
        if rest:
            possible |= rest
            if players != 7:
                possible |= face_down << (out_place * _WIDTH)
    for c in snap.face_up:
        possible |= 1 << (out_place * _WIDTH + int(c) - 1)
    return possible


def _marks(possible: int, players: int,
           ranks: tuple[Character, ...]) -> dict[tuple[int, Character], Mark]:
    """Each (place, character): certain if it is the only possible place, else possible or
    impossible."""
    out: dict[tuple[int, Character], Mark] = {}
    places = [*range(players), NOBODY]
    for c in ranks:
        i = int(c) - 1
        where = {p for p in places
                 if possible >> ((players if p == NOBODY else p) * _WIDTH + i) & 1}
        for p in places:
            if p not in where:
                out[(p, c)] = Mark.IMPOSSIBLE
            elif len(where) == 1:
                out[(p, c)] = Mark.CERTAIN
            else:
                out[(p, c)] = Mark.POSSIBLE
    return out


# -- the call-order track ---------------------------------------------------------------------

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
    """One rank on the track: its state, the player shown in it (if the viewer knows), and
    whether it is killed, robbed or being called."""

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
    for c in snap.walk.ranks:
        state, seat = _slot_state(snap, marks, c, called.get(c))
        if c is snap.walk.crowned and heir is not None:
            seat = heir.seat
        out.append(TrackSlot(c, state, seat, c is snap.killed, c is snap.robbed,
                             c is current_rank))
    return tuple(out)


def _slot_state(snap: Snapshot, marks: dict[tuple[int, Character], Mark], c: Character,
                call: CallEntry | None) -> tuple[Slot, int | None]:
    """One rank's slot state and the player the viewer can name in it."""
    certain = [p for p in range(snap.players) if marks[(p, c)] is Mark.CERTAIN]
    seat = certain[0] if certain else None
    if c in snap.face_up:
        return Slot.FACE_UP, seat
    if call is not None and call.status is CallStatus.REVEALED:
        return Slot.REVEALED, call.seat
    if call is not None and call.status is CallStatus.KILLED:
        return Slot.KILLED, call.seat
    if call is not None and call.killed and seat is not None:
        return Slot.KILLED, seat  # silent, and the viewer can tell who was killed
    if call is not None:
        return Slot.SILENT, None
    if marks[(NOBODY, c)] is Mark.CERTAIN:
        return Slot.OUT, seat
    if marks[(NOBODY, c)] is Mark.IMPOSSIBLE:
        return Slot.CHOSEN, seat
    return Slot.UNKNOWN, seat


# -- a revealed character's turn --------------------------------------------------------------

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


def round_turns(match: Match, walk: RoundWalkthrough) -> tuple[tuple[Event, ...], ...]:
    """`turn_events` of each call of `walk`, in order (empty for a call nobody answered)."""
    return tuple(tuple(turn_events(match, call)) for call in walk.calls)
