"""What `explorer.simulate` records about each finished Citadels game, beside scores and
winners: the number of rounds, who completed a city first, each seat's city size, and how
many times each seat drafted each character of the set in force (for "what is a character
worth?"): the printed eight, and under a variant its own set (the Queen of class question 2
included, a character the set leaves out not reported).

`tracker(players)` returns an object with `step(state, seat, action)` (called before each action)
and `finish(state, outcome) -> {name: value}`; a value is a number or one number per seat.

This module may import only the engine and this package.
"""

from __future__ import annotations

from typing import Any

from .actions import Choose
from .cards import CHARACTERS, Character
from .state import CitadelsState, Phase

#: The figures of a printed game (a variant's set adds or drops `chose.<character>`).
NAMES: tuple[str, ...] = ("rounds", "first_complete", "districts",
                          *(f"chose.{c.name.lower()}" for c in CHARACTERS))


class Tracker:
    def __init__(self, players: int) -> None:
        self.players = players
        # Every character a variant may deal (the Queen too); the set in force is reported.
        self.chose = {c: [0.0] * players for c in Character}

    def step(self, state: CitadelsState, seat: int, action: Any) -> None:
        if isinstance(action, Choose) and state.phase is Phase.DRAFT:
            self.chose[action.character][seat] += 1

    def finish(self, state: CitadelsState, outcome: Any) -> dict[str, Any]:
        out: dict[str, Any] = {
            "rounds": float(state.round),
            "first_complete": float(-1 if state.first_complete is None
                                    else state.first_complete),
            "districts": tuple(float(len(c)) for c in state.cities),
        }
        for c in state.options.content.character_set(self.players).characters:
            out[f"chose.{c.name.lower()}"] = tuple(self.chose[c])
        return out


def tracker(players: int) -> Tracker:
    return Tracker(players)
