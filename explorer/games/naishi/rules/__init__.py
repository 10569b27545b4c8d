"""Naishi's reference rule book: the rules as a learner reads them beside the spec
(`shared/rules/naishi.md`; the rule ids are listed in docs/naishi.md).

One module per rule area, each function stating one rule and citing it with `@implements`:

- `setup`: the first player, the River, the deals (§3.1–§3.4);
- `exchange`: the opening exchange and the Hands (§3.6–§3.7);
- `turn`: a turn's moves, ending a turn, passing (§5, §5.1, §5.2);
- `develop`: Develop (§6.1);
- `additional`: the Court's additional actions, Switch and River refresh (§4, §6.2, §6.3);
- `court`: the Imperial Decree, Recall and Declare the end (§7, §8, §9);
- `end_of_turn`: the triggers of the end and the next turn (§10);
- `end`: the Hands revealed, the Ninja copies, the score and the tie-break (§11; the scoring
  itself is `..scoring`);
- `common`: names and refusals several rules share; `game`: the rule book and the game.

The playout kernel (`..kernel`) is checked against this rule book at every state
(`explorer.engine.testing.check_kernel`); this package never imports it.
"""

from __future__ import annotations

from ..actions import (
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
from ..cards import Card
from ..state import SPOT_NAMES, Row
from .end import chosen_copies, final_breakdown, score_now
from .game import RULEBOOK, Naishi

# The actions and the enums they hold are here too, so that an action's `repr()` rebuilds it
# in the namespace of the game's package (what `explorer.engine.testing` checks).
__all__ = [
    "RULEBOOK",
    "SPOT_NAMES",
    "Card",
    "CopyNinja",
    "Declare",
    "Decree",
    "Develop",
    "DiscardRiver",
    "EndTurn",
    "Give",
    "Naishi",
    "Pass",
    "Recall",
    "Row",
    "SwapColumn",
    "SwapHand",
    "SwapLine",
    "SwapRiver",
    "chosen_copies",
    "final_breakdown",
    "score_now",
]
