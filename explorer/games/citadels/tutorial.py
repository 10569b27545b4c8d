"""Citadels' guided first game (4 players, two rounds): the learner (Player 1, holding the
Crown) chooses a character in the draft, waits for its rank in the call order, takes gold,
builds, takes colour income and ends the turn as the Merchant; in round two chooses the Bishop,
draws cards and keeps one, builds the Cathedral (one rule per step, with the character it
uses); then two free choices in round 3. The three bots' scripted moves are fixed. Its text is
in this game's catalogues (`citadels.guided.*`).

This module may import only the engine.
"""

from __future__ import annotations

from typing import Any

from ...engine.tutorial import Free, Step, Tutorial


def _round_three(state: Any) -> bool:
    return bool(state.round == 3 and state.phase.value == "draft")


TUTORIAL = Tutorial(
    game="citadels", players=4, seed=3, seat=0, end=_round_three,
    end_rules=("citadels.5",),
    moves=(
        Step("choose Merchant", "choose", rules=("citadels.5.2",)),
        "choose Thief",
        "choose Assassin",
        "choose King",
        "kill King",
        "take 2 gold",
        "build Prison",
        "end turn",
        "rob Magician",
        "take 2 gold",
        "build Harbor",
        "end turn",
        Step("take 2 gold", "gold", rules=("citadels.5.7",), notes=("citadels.3.merchant",)),
        Step("build Tavern", "build", rules=("citadels.6.3",)),
        Step("take income", "income", rules=("citadels.7",)),
        Step("end turn", "end_turn", rules=("citadels.6.end",), notes=("citadels.3.king.heir",)),
        "choose Assassin",
        Step("choose Bishop", "choose_again", rules=("citadels.5.1",),
             notes=("citadels.3.bishop",)),
        "choose Merchant",
        "choose King",
        "kill Merchant",
        "take 2 gold",
        "build Castle",
        "end turn",
        "take 2 gold",
        "build Church",
        "take income",
        "end turn",
        Step("draw cards", "draw", rules=("citadels.6.1",), notes=("citadels.3.king",)),
        Step("keep Manor", "keep", notes=("citadels.3.assassin",)),
        Step("build Cathedral", "build_again"),
        Step("take income", "income_again"),
        Step("end turn", "end_turn_again"),
    ),
    free=(Free("free"), Free("free_again")),
)
