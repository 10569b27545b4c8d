"""What a seat can know of a round (`explorer.games.citadels.deduction`): the grid "who could
hold what" never rules out the truth, is complete for everyone, agrees with a plain
enumeration of every draft, only sharpens as the round goes on; the track's slots; the live
snapshot of a match."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any

import pytest

from explorer import Variant
from explorer.engine import Match
from explorer.games.citadels import (
    CHARACTERS,
    CallStatus,
    DraftKind,
    call_order,
    draft_schedule,
)
from explorer.games.citadels import Character as C
from explorer.games.citadels.deduction import (
    NOBODY,
    Mark,
    Slot,
    Snapshot,
    current_snapshot,
    entry_count,
    holders,
    round_turns,
    snapshot,
    track,
    turn_events,
)


def played(players: int, seed: int, rounds: int = 1, bot_seed: int = 1,
           variant: Any = None) -> Match:
    match = Match("citadels", players, seed=seed, variant=variant)
    while match.state.round <= rounds:
        match.play_bot(seed=bot_seed)
    return match


# -- a plain enumeration, to check the bit-set search against ---------------------------------

def every_draft(snap: Snapshot) -> Iterator[dict[C, int]]:
    """Every assignment character -> place (a seat or NOBODY) that a draft agreeing with what
    `snap.seat` saw could give, by trying each set of face-down cards (as many as the round
    removed, those the seat saw among them) and each card at each step."""
    players = snap.players
    schedule = [((snap.walk.crown + offset) % players, kind)
                for offset, kind in draft_schedule(players)]
    seen = [(d.options, d.character) for d in snap.draft if not d.automatic]
    if snap.offered is not None:
        seen.append((snap.offered, None))
    available = [c for c in snap.walk.ranks if c not in snap.face_up]
    known = set(snap.face_downs)
    face_downs = [frozenset(known | set(extra)) for extra in itertools.combinations(
        [c for c in available if c not in known], snap.down_count - len(known))]

    def steps(k: int, pool: frozenset[C], fd: frozenset[C], placed: dict[C, int]
              ) -> Iterator[dict[C, int]]:
        if k == len(schedule):
            yield {**placed, **{c: NOBODY for c in pool}}
            return
        if players == 7 and k == 6:
            pool = pool | fd
        options, chosen = seen[k] if k < len(seen) else (None, None)
        if options is not None and set(options) != pool:
            return
        for c in sorted(pool):
            if chosen is not None and c != chosen:
                continue
            who, kind = schedule[k]
            place = who if kind is DraftKind.PICK else NOBODY
            yield from steps(k + 1, pool - {c}, fd, {**placed, c: place})

    for fd in face_downs:
        out = {c: NOBODY for c in snap.face_up}
        if players != 7:
            out |= {c: NOBODY for c in fd}
        yield from steps(0, frozenset(available) - fd, fd, out)


def agrees_with_calls(snap: Snapshot, way: dict[C, int]) -> bool:
    for call in snap.calls:
        if call.status in (CallStatus.REVEALED, CallStatus.KILLED, CallStatus.HEIR):
            if call.seat is not None and way[call.rank] != call.seat:
                return False
        elif not (call.status is CallStatus.SILENT and call.killed) and way[call.rank] != NOBODY:
            return False
    return True


def enumerated_marks(snap: Snapshot) -> dict[tuple[int, C], Mark]:
    where: dict[C, set[int]] = {c: set() for c in snap.walk.ranks}
    for way in every_draft(snap):
        if agrees_with_calls(snap, way):
            for c, place in way.items():
                where[c].add(place)
    out = {}
    for c in snap.walk.ranks:
        for place in (*range(snap.players), NOBODY):
            out[(place, c)] = (Mark.IMPOSSIBLE if place not in where[c] else
                               Mark.CERTAIN if len(where[c]) == 1 else Mark.POSSIBLE)
    return out


@pytest.mark.parametrize(("players", "seed"), [(2, 4), (3, 5), (4, 6), (5, 3)])
def test_the_grid_agrees_with_a_plain_enumeration_of_every_draft(players: int,
                                                                 seed: int) -> None:
    match = played(players, seed)
    for seat in (None, *range(players)):
        walk = call_order(match, round=1, seat=seat)
        for position in range(len(walk.draft) - 1, entry_count(walk), 2):
            snap = snapshot(walk, players, position)
            assert holders(snap) == enumerated_marks(snap), (players, seat, position)


# -- properties over played rounds ------------------------------------------------------------

def test_the_grid_never_rules_out_the_truth_and_is_complete_for_everyone() -> None:
    for players in (2, 3, 4, 7):
        match = played(players, players)
        truth = call_order(match, round=1)
        held = {d.character: d.seat for d in truth.draft if d.kind is DraftKind.PICK}
        for seat in (None, *range(players)):
            walk = call_order(match, round=1, seat=seat)
            for position in range(entry_count(walk)):
                marks = holders(snapshot(walk, players, position))
                for c in CHARACTERS:
                    where = held.get(c, NOBODY)
                    assert marks[(where, c)] is not Mark.IMPOSSIBLE, (players, seat, c)
                    if seat is None and position >= len(walk.draft):
                        assert marks[(where, c)] is Mark.CERTAIN
                    if seat == where and position >= len(walk.draft):
                        assert marks[(where, c)] is Mark.CERTAIN


@pytest.mark.parametrize("players", [4, 6])
def test_knowledge_only_sharpens_as_the_round_goes_on(players: int) -> None:
    match = played(players, players + 10)
    for seat in range(players):
        walk = call_order(match, round=1, seat=seat)
        before = holders(snapshot(walk, players, 0))
        for position in range(1, entry_count(walk)):
            after = holders(snapshot(walk, players, position))
            for pair, mark in before.items():
                if mark is not Mark.POSSIBLE:
                    assert after[pair] is mark, (seat, position, pair)
            before = after


def test_the_crown_deduces_the_face_down_card_and_the_last_seat_the_rest() -> None:
    match = played(5, 3)
    truth = call_order(match, round=1)
    face_down = next(r.character for r in truth.removed if not r.face_up)
    walk = call_order(match, round=1, seat=truth.crown)
    assert holders(snapshot(walk, 5, 1))[(NOBODY, face_down)] is Mark.CERTAIN
    # Before its own first pick the Crown already sees the five cards it chooses from.
    snap = snapshot(walk, 5, 0)
    assert snap.offered == truth.draft[0].options
    assert holders(snap)[(NOBODY, face_down)] is Mark.CERTAIN
    last = truth.draft[-2].seat
    walk = call_order(match, round=1, seat=last)
    rest = truth.draft[-1].character
    assert rest is not None
    assert holders(snapshot(walk, 5, len(walk.draft)))[(NOBODY, rest)] is Mark.CERTAIN


# -- the track and the live round -------------------------------------------------------------

def test_the_track_for_everyone_at_the_end_of_a_round() -> None:
    match = played(4, 268, bot_seed=2)
    walk = call_order(match, round=1)
    slots = track(snapshot(walk, 4, entry_count(walk) - 1))
    assert [s.rank for s in slots] == list(CHARACTERS)
    face_up = {r.character for r in walk.removed if r.face_up}
    for slot in slots:
        assert (slot.state is Slot.FACE_UP) == (slot.rank in face_up)
        call = next((c for c in walk.calls if c.rank is slot.rank
                     and c.status is not CallStatus.HEIR), None)
        if call is not None and call.status is CallStatus.REVEALED:
            assert slot.state is Slot.REVEALED and slot.seat == call.seat
        assert slot.killed == (slot.rank is walk.killed)
    last = walk.calls[-1].rank
    assert [s.rank for s in slots if s.current] == [last]  # the last rank called


def test_the_live_snapshot_offers_the_pool_to_the_seat_choosing() -> None:
    match = Match("citadels", 5, seed=3)
    chooser = match.current_player
    assert chooser is not None
    mine = current_snapshot(match, chooser)
    assert mine.offered == match.state.pool and mine.position == entry_count(mine.walk) - 1
    assert current_snapshot(match, (chooser + 1) % 5).offered is None
    assert current_snapshot(match, None).offered is None


def test_round_turns_follow_the_calls() -> None:
    match = played(4, 6)
    walk = call_order(match, round=1)
    turns = round_turns(match, walk)
    assert len(turns) == len(walk.calls)
    for call, events in zip(walk.calls, turns, strict=True):
        assert list(events) == turn_events(match, call)
        assert bool(events) == (call.status is CallStatus.REVEALED)


# -- two cards face down (a variant's character set, §5.1) ------------------------------------

#: Nine characters (the Queen added) and two of them removed face down at every count.
TWO_DOWN = {"content": {
    "characters": {"Queen": {"gold_after": 3, "gold_condition": "next_to_crown"}},
    "character_sets": {"all": {"characters": list(range(1, 10)), "face_down": 2}}}}


@pytest.mark.parametrize(("players", "seed"), [(2, 4), (3, 5), (4, 5), (5, 3), (7, 2)])
def test_with_two_cards_face_down_the_grid_agrees_and_never_rules_out_the_truth(
        players: int, seed: int) -> None:
    match = played(players, seed, variant=Variant.from_dict("citadels", TWO_DOWN))
    truth = call_order(match, round=1)
    assert sum(not r.face_up for r in truth.removed) == 2
    held = {d.character: d.seat for d in truth.draft if d.kind is DraftKind.PICK}
    for seat in (None, *range(players)):
        walk = call_order(match, round=1, seat=seat)
        for position in range(entry_count(walk)):
            snap = snapshot(walk, players, position)
            marks = holders(snap)
            if position % 3 == 0 or position == entry_count(walk) - 1:
                assert marks == enumerated_marks(snap), (players, seat, position)
            for c in C:
                where = held.get(c, NOBODY)
                assert marks[(where, c)] is not Mark.IMPOSSIBLE, (players, seat, position, c)
                if seat is None and position >= len(walk.draft):
                    assert marks[(where, c)] is Mark.CERTAIN, (players, c)
                if seat == where and position >= len(walk.draft):
                    assert marks[(where, c)] is Mark.CERTAIN, (players, seat, c)


def test_the_first_chooser_knows_both_face_down_cards_from_what_he_was_offered() -> None:
    # At 4 players, 9 characters less 2 face down and 2 face up leave 5: the Crown sees them
    # all, so the two cards he was not offered are the face-down ones (certain, "nobody").
    match = played(4, 5, variant=Variant.from_dict("citadels", TWO_DOWN))
    truth = call_order(match, round=1)
    down = {r.character for r in truth.removed if not r.face_up}
    walk = call_order(match, round=1, seat=truth.crown)
    snap = snapshot(walk, 4, len(walk.draft))
    marks = holders(snap)
    assert snap.face_downs == () and snap.down_count == 2  # not seen: deduced
    assert len(truth.draft[0].options) == 5
    for c in down:
        assert marks[(NOBODY, c)] is Mark.CERTAIN, c
