"""Naishi (内侍): the two-player card game of developing a territory (rules spec
`shared/rules/naishi.md`).

`GAME` is the rules engine, the reference rule book of `rules/` (what learners, the explorer
and explanations run); `KERNEL` is the playout kernel of `kernel.py` (playouts, bots'
searches, the bench), checked against it at every state. The action classes and enums are
exported here so that the `repr()` of an action rebuilds it in this namespace. `score` (one
territory) and `best_arrangement` come from `scoring` and `arrange`; `score_now` scores a
player's territory as if the game ended now.
"""

from __future__ import annotations

from .actions import (
    CopyNinja,
    Declare,
    Decree,
    Develop,
    DiscardRiver,
    EndTurn,
    Give,
    Pass,
    Recall,
    SwapColumn,
    SwapHand,
    SwapLine,
    SwapRiver,
)
from .arrange import Arrangement, best_arrangement
from .cards import CARDS, COPIABLE, DEVELOPMENT_DECK, Card, Family, parse_card
from .kernel import NaishiKernel
from .rules import Naishi, final_breakdown, score_now
from .scoring import (
    Breakdown,
    HorsemanBonus,
    IdleNinjaColour,
    ScoringRules,
    SentinelFortBonus,
    score,
)
from .state import NaishiOptions, NaishiState, NinjaChoice, Phase, RecallRule, Row
from .texts import register as _register_texts

GAME = Naishi()
KERNEL = NaishiKernel()
_register_texts()

__all__ = [
    "CARDS",
    "COPIABLE",
    "DEVELOPMENT_DECK",
    "GAME",
    "KERNEL",
    "Arrangement",
    "Breakdown",
    "Card",
    "CopyNinja",
    "Declare",
    "Decree",
    "Develop",
    "DiscardRiver",
    "EndTurn",
    "Family",
    "Give",
    "HorsemanBonus",
    "IdleNinjaColour",
    "Naishi",
    "NaishiKernel",
    "NaishiOptions",
    "NaishiState",
    "NinjaChoice",
    "Pass",
    "Phase",
    "Recall",
    "RecallRule",
    "Row",
    "ScoringRules",
    "SentinelFortBonus",
    "SwapColumn",
    "SwapHand",
    "SwapLine",
    "SwapRiver",
    "best_arrangement",
    "final_breakdown",
    "parse_card",
    "score",
    "score_now",
]
