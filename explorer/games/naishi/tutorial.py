"""Naishi's guided first game: the learner (Player 1, who starts) meets one rule per step: the
exchange, a court Switch, Develop, a River refresh, one emissary per turn, the Decree, a Recall
and the Hand; then a pile is exhausted and the learner makes two free choices (declaring the
end is one of them) before both territories are scored. Player 2's scripted moves are fixed.
Its text is in this game's catalogues (`naishi.guided.*`).

This module may import only the engine.
"""

from __future__ import annotations

from typing import Any

from ...engine.tutorial import Free, Step, Tutorial


def _pile_exhausted(state: Any) -> bool:
    return bool(state.exhausted_piles() and state.phase.value != "over")


TUTORIAL = Tutorial(
    game="naishi", players=2, seed=6, seat=0, end=_pile_exhausted,
    end_rules=("naishi.11.1", "naishi.11.3"),
    moves=(
        Step("give Sentinel", "give", rules=("naishi.3.6",)),
        "give Torii",
        Step("swap river 1-3", "swap", rules=("naishi.6.2",)),
        Step("develop L3", "develop", rules=("naishi.6.1",), notes=("naishi.12.naishi",)),
        "discard river 1+5",
        "develop L1",
        Step("develop L2", "develop_advisor", rules=("naishi.6.3",),
             notes=("naishi.12.advisor",)),
        Step("end turn", "end_turn", rules=("naishi.5.1",)),
        "discard river 1+4",
        "develop H1",
        Step("decree L1", "decree", rules=("naishi.7",), notes=("naishi.12.fort",)),
        "develop L5",
        Step("recall S1", "recall", rules=("naishi.8",)),
        "develop H4",
        Step("develop H1", "develop_monk", notes=("naishi.12.monk", "naishi.12.torii")),
        Step("end turn", "end_turn_again", rules=("naishi.3.7",)),
        "develop L1",
    ),
    free=(Free("free", rules=("naishi.10.1",), notes=("naishi.9",)), Free("free_again")),
)
