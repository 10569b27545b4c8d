"""王宮のささやき / Whispers in the Palace (Palastgeflüster, Michael Rieneck), 3–5 players.

Exports `GAME` (the reference rule book, `rules/`), `KERNEL` (the playout kernel, `kernel.py`,
checked against it), the action classes and enums (so that an action's `repr()` evaluates
here), the turn-passing graphs and a few rule helpers used by the explorer's views.
"""

from .actions import (
    ChooseTarget,
    Discard,
    FinishGiving,
    ForcedPlay,
    Give,
    HandOver,
    PassTo,
    Play,
    ShowHand,
    Skip,
    SwapPick,
    SwapWith,
    TakeBack,
    TakeCount,
    TakeFrom,
    card_name,
    seat_name,
)
from .cards import Card, Character, Colour
from .graph import ROUND_END_A, ROUND_END_B, TurnEdge, pass_history_graph, turn_edges, turn_graph
from .kernel import KERNEL, WhispersKernel
from .rules import GAME, Risk, Whispers, is_playable, pass_targets, risk
from .state import (
    EndKind,
    Pass,
    PassCount,
    Phase,
    RoundEnd,
    SkipReason,
    WhispersOptions,
    WhispersState,
    WizardPick,
)
from .texts import register as _register_texts

_register_texts()

__all__ = [
    "GAME",
    "KERNEL",
    "WhispersKernel",
    "Risk",
    "risk",
    "Card",
    "Character",
    "ChooseTarget",
    "Colour",
    "Discard",
    "EndKind",
    "FinishGiving",
    "ForcedPlay",
    "Give",
    "HandOver",
    "Pass",
    "PassCount",
    "PassTo",
    "Phase",
    "Play",
    "RoundEnd",
    "ShowHand",
    "Skip",
    "SkipReason",
    "SwapPick",
    "SwapWith",
    "TakeBack",
    "TakeCount",
    "TakeFrom",
    "WhispersOptions",
    "WhispersState",
    "Whispers",
    "WizardPick",
    "ROUND_END_A",
    "ROUND_END_B",
    "TurnEdge",
    "pass_history_graph",
    "turn_edges",
    "turn_graph",
    "card_name",
    "is_playable",
    "pass_targets",
    "seat_name",
]
