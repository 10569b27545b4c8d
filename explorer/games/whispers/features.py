"""What `explorer.simulate` records about each finished 王宮のささやき game, beside scores and
winners: the number of rounds, and per seat how many rounds it ended by a forced duplicate
(§5 case A) or by completing six characters (§5 case B).

`tracker(players)` returns an object with `step(state, seat, action)` (called before each action)
and `finish(state, outcome) -> {name: value}`; a value is a number or one number per seat.

This module may import only the engine and this package.
"""

from __future__ import annotations

from typing import Any

from .state import EndKind, WhispersState

NAMES: tuple[str, ...] = ("rounds", "forced_ends", "six_ends")


class Tracker:
    def __init__(self, players: int) -> None:
        self.players = players
        self.forced = [0.0] * players
        self.six = [0.0] * players
        self.seen: object = None

    def _note(self, state: WhispersState) -> None:
        end = state.last_end
        if end is not None and end is not self.seen:
            self.seen = end
            (self.forced if end.kind is EndKind.FORCED else self.six)[end.player] += 1

    def step(self, state: WhispersState, seat: int, action: Any) -> None:
        self._note(state)

    def finish(self, state: WhispersState, outcome: Any) -> dict[str, Any]:
        self._note(state)
        return {"rounds": float(state.round), "forced_ends": tuple(self.forced),
                "six_ends": tuple(self.six)}


def tracker(players: int) -> Tracker:
    return Tracker(players)
