"""What the rules could not have produced (rules spec citadels §4, §5.1, §6.3, §8): a position
set up by hand (`positions.position`, `Match.from_position`) is refused if it breaks one of the
invariants every dealt and played state keeps (the engine checks card conservation itself).

This module may import only the engine, `cards` and `state`.
"""

from __future__ import annotations

from ....engine import Message, implements
from ..cards import FACE_UP_COUNT, Character
from ..state import CitadelsState, Phase

#: The printed rules' complete city (§8).
COMPLETE = 8


@implements("citadels.4", "citadels.5.1", "citadels.5.1.king", "citadels.6.3", "citadels.8")
def position_problem(s: CitadelsState) -> Message | None:
    """What the rules could not have produced in `s` (None if nothing)."""
    n = s.players
    if any(len(t) != n for t in (s.gold, s.hands, s.cities, s.chosen)):
        return Message("citadels.position.seats", players=n)
    if not 0 <= s.crown < n:
        return Message("citadels.position.crown", players=n)
    if any(g < 0 for g in s.gold):
        return Message("citadels.position.gold")
    for seat, city in enumerate(s.cities):
        if len(set(city)) != len(city):
            return Message("citadels.position.twice", seat=seat + 1)
    if s.round < 1:
        return Message("citadels.position.round")
    if s.phase is Phase.DRAFT and s.draft_step == 0:
        if len(s.face_down) != 1 or None in s.face_down:
            return Message("citadels.position.face_down")
        if len(s.face_up) != FACE_UP_COUNT[n]:
            return Message("citadels.position.face_up", n=FACE_UP_COUNT[n], players=n)
        if Character.KING in s.face_up:
            return Message("citadels.position.king_up")
    complete = [seat for seat, city in enumerate(s.cities) if len(city) >= COMPLETE]
    if complete and s.first_complete is None:
        return Message("citadels.position.complete")
    if s.first_complete is not None and (
            not 0 <= s.first_complete < n or len(s.cities[s.first_complete]) < COMPLETE):
        return Message("citadels.position.first_complete")
    return None
