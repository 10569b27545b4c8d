"""What the rules could not have produced (rules spec citadels §4, §5, §6.3, §8): a position
set up by hand (`positions.position`, `Match.from_position`) is refused if its shape does not fit
its player count or phase (`position_shape`, checked before the options and the cards) or if it
breaks an invariant every dealt and played state keeps (`position_problem`; the engine checks
card conservation itself).

This module may import only the engine, `cards`, `state` and the rule area `draft`.
"""

from __future__ import annotations

from collections import Counter

from ....engine import Message, implements
from ....engine.position import per_seat_problem
from ..state import CitadelsState, DraftKind, Phase
from .draft import draft_schedule


def _seats_named(s: CitadelsState) -> list[tuple[str, int]]:
    """Every seat the state names outside its per-seat lists, with the field naming it."""
    named = [("discards", seat) for seat, _ in s.discards]
    named += [(field, value) for field, value in (
        ("thief", s.thief), ("first_complete", s.first_complete),
        ("turn", s.turn.seat if s.turn is not None else None),
        ("graveyard", s.graveyard[0] if s.graveyard is not None else None)) if value is not None]
    for field, calls in (("calls", s.calls), ("previous_calls", s.previous_calls)):
        named += [(field, seat) for call in calls for seat in (call.seat, call.thief,
                                                               call.known_to) if seat is not None]
    return named


@implements("citadels.4", "citadels.5", "citadels.5.2")
def position_shape(s: CitadelsState) -> Message | None:
    """What in the shape of `s` does not fit its player count or phase (None if nothing):
    checked before the options and the cards."""
    n = s.players
    problem = per_seat_problem(s, n, "gold", "hands", "cities", "chosen")
    if problem is not None:
        return problem
    if not 0 <= s.crown < n:
        return Message("citadels.position.crown", players=n)
    for field, seat in _seats_named(s):
        if not 0 <= seat < n:
            return Message("citadels.position.seat_field", field=field, seat=seat, last=n - 1)
    if s.rng is None and s.phase is not Phase.OVER:
        return Message("engine.position.view")
    if s.round < 1:
        return Message("citadels.position.round")
    # citadels.5.2: the draft starts a round, so nobody is killed or robbed yet.
    needs = {Phase.DRAFT: s.turn is None and s.graveyard is None and s.killed is None
             and s.robbed is None and s.thief is None
             and 0 <= s.draft_step < len(draft_schedule(n)),
             Phase.TURN: s.turn is not None and s.graveyard is None,
             Phase.GRAVEYARD: s.turn is not None and s.graveyard is not None}
    if not needs.get(s.phase, True) or (
            s.turn is not None and s.turn.rank not in s.chosen[s.turn.seat]) or (
            s.phase is Phase.DRAFT and not _drafted_so_far(s)):
        return Message("citadels.position.phase", phase=s.phase.value)
    return None


def _drafted_so_far(s: CitadelsState) -> bool:
    """citadels.5.2: during the draft each seat holds as many characters as it has picked in
    the steps before this one, and as many were put face down as those steps discarded."""
    done = draft_schedule(s.players)[:s.draft_step]
    picks = Counter((s.crown + offset) % s.players for offset, kind in done
                    if kind is DraftKind.PICK)
    discards = sum(kind is DraftKind.DISCARD for _, kind in done)
    return len(s.discards) == discards and all(
        len(chosen) == picks[seat] for seat, chosen in enumerate(s.chosen))


@implements("citadels.4", "citadels.5.1", "citadels.5.1.king", "citadels.6.3", "citadels.8")
def position_problem(s: CitadelsState) -> Message | None:
    """What the rules could not have produced in `s` (None if nothing), once its shape
    (`position_shape`) and options are right."""
    n = s.players
    if any(g < 0 for g in s.gold):
        return Message("citadels.position.gold")
    for seat, city in enumerate(s.cities):
        if len(set(city)) != len(city):
            return Message("citadels.position.twice", seat=seat + 1)
    if s.round < 1:
        return Message("citadels.position.round")
    if s.phase is Phase.DRAFT and s.draft_step == 0:
        cast = s.options.content.character_set(n)
        if len(s.face_down) != cast.face_down or None in s.face_down:
            return Message("citadels.position.face_down", n=cast.face_down)
        if len(s.face_up) != cast.face_up:
            return Message("citadels.position.face_up", n=cast.face_up, players=n)
        crowned = [c for c in s.options.content.tables.holders["crown"] if c in s.face_up]
        if crowned:
            return Message("citadels.position.king_up", character=s.options.content.who(crowned[0]))
    size = s.options.complete_size
    complete = [seat for seat, city in enumerate(s.cities) if len(city) >= size]
    if complete and s.first_complete is None:
        return Message("citadels.position.complete", size=size)
    if s.first_complete is not None and len(s.cities[s.first_complete]) < size:
        return Message("citadels.position.first_complete", size=size)
    return None
