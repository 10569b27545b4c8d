"""The rules of 王宮のささやき, as a reference to read beside the spec
(`shared/rules/whispers.md`; the rule ids are listed in `docs/whispers.md`). Each function
states one rule and names it with `@implements("whispers.<section>")`;
`explorer.rule_index("whispers")` lists them by rule id.

- §3 set-up, the `colours` option: `dealing`;
- §4 a turn, §4.1 legal plays, §4.3 silencing, §5 B a sixth card, §12 A6 the forced end:
  `play`;
- §4.2 the effects: `accountant` (§12 A4), `wizard` (§12 A1), `maid` (§12 A9), `butler`
  (§12 A2), `guard`, `general` (§12 A8), `jester`; what they share and §12 A3: `effect`;
- §4.4 passing the turn (§12 A5, §9 I1): `passing`, which the turn graph (`graph.py`) asks too;
- §5 scoring, §6 the next round, §7 the game end, §8 the variants: `round_end`;
- the views, the Accountant's reveal, the ⚠ mark: `view`;
- the rule book declared once and the `Whispers` game: `game`.

The playout kernel (`explorer/games/whispers/kernel.py`) plays the same rules fast; it is
checked against this reference at every state (`explorer.engine.testing.check_kernel`).

This package imports the engine and this game's data modules only, never the kernel.
"""

from ..actions import (
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
)
from ..cards import Card, Character, Colour
from .butler import swap_ok, swap_partners
from .common import effect_rule, kind_of
from .dealing import canonical_colours
from .game import GAME, PHASE_RULE, RULEBOOK, Whispers, phase_rule
from .passing import next_players, pass_counts, pass_rule, pass_targets, passes_by_fallback
from .play import has_legal_card, is_playable
from .round_end import end_rule, final_outcome
from .view import Risk, risk, with_shown_hand

# The actions and the enums they hold are here too, so that an action's `repr()` evaluates in
# this package (the conformance battery rebuilds actions that way).
__all__ = [
    "Card",
    "Character",
    "ChooseTarget",
    "Colour",
    "Discard",
    "FinishGiving",
    "ForcedPlay",
    "Give",
    "HandOver",
    "PassTo",
    "Play",
    "ShowHand",
    "Skip",
    "SwapPick",
    "SwapWith",
    "TakeBack",
    "TakeCount",
    "TakeFrom",
    "GAME",
    "PHASE_RULE",
    "RULEBOOK",
    "Risk",
    "Whispers",
    "canonical_colours",
    "effect_rule",
    "kind_of",
    "end_rule",
    "final_outcome",
    "has_legal_card",
    "is_playable",
    "next_players",
    "pass_counts",
    "pass_rule",
    "pass_targets",
    "passes_by_fallback",
    "phase_rule",
    "risk",
    "swap_ok",
    "swap_partners",
    "with_shown_hand",
]
