"""What `explorer.simulate` records about each finished Naishi game, beside scores and winners.

`tracker(players)` returns an object with `step(state, seat, action)` (called before each action)
and `finish(state, outcome) -> {name: value}`; a value is a number or one number per seat.

This module may import only the engine and this package.
"""

from __future__ import annotations

from typing import Any

from .cards import PRINTED
from .state import NaishiState

#: The features, in the order `finish` returns them; under a variant with new card kinds
#: (issue 36), `cards.<id>` for each of them follows, by the kind's own id ("cards.Gardener").
NAMES: tuple[str, ...] = ("declared", "turns",
                          *(f"cards.{card.value}" for card in PRINTED))


class Tracker:
    """Per game: how it ended, its turns and each seat's final territory by card type (the
    printed ones, then the variant's new kinds)."""

    def __init__(self, players: int) -> None:
        self.players = players

    def step(self, state: NaishiState, seat: int, action: Any) -> None:
        """Nothing to count along the way: the final state says it all."""

    def finish(self, state: NaishiState, outcome: Any) -> dict[str, Any]:
        out: dict[str, Any] = {
            "declared": float(state.declared_by is not None),
            "turns": float(state.turn),
        }
        named = [(card.value, card) for card in PRINTED]
        named += [(kind.id, kind.card) for kind in state.options.content.kinds]
        for name, card in named:
            out[f"cards.{name}"] = tuple(
                float((state.lines[s] + tuple(state.hands[s])).count(card)) for s in (0, 1))
        return out


def tracker(players: int) -> Tracker:
    return Tracker(players)
