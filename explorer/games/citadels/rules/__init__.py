"""Citadels' reference rule book: the rules as a learner reads them beside the spec
(rules spec citadels, shared/rules/citadels.md; docs/citadels.md lists the rule ids). Each function
states one rule and names it with `@implements("citadels.…")`; `explorer.rule_index("citadels")`
goes from a rule id to its code.

One module per rule area:

- `setup` (§1, §2, §4): the deal and the Crown;
- `round` (§5, §5.1, §11-A3): a new round and the characters removed;
- `draft` (§5.2–§5.5): choosing characters;
- `calls` (§5.7): calling the ranks, the end of a round;
- `turn` (§6, §6.1, §11-A9): the action, keeping drawn cards, the end of a turn;
- `assassin`, `thief`, `magician`, `king`, `bishop`, `merchant`, `architect`, `warlord`
  (§3): each character's power, with `powers` (what they share, §11-A2);
- `income` (§7) and `building` (§6.3);
- `purple` (§2.1, §11-A6, §11-A8), `graveyard` (§2.1, §11-A5) and `deck` (§11-A4);
- `ending` (§8): the end and the scores (with `scoring`);
- `game`: the phases, the `RuleBook` and the game `Citadels`.

The playout kernel (`explorer.games.citadels.kernel`) plays the same games faster and is
checked against this rule book at every state (`explorer.engine.testing.check_kernel`). This
package never imports it.
"""

from __future__ import annotations

# The action classes and cards, so that an action's `repr()` evaluates here too.
from ..actions import (
    BeginExchange,
    Build,
    Choose,
    Decline,
    Destroy,
    Discard,
    DrawCards,
    EndTurn,
    FinishExchange,
    KeepCard,
    Kill,
    Recover,
    Rob,
    SetAside,
    SwapHands,
    TakeGold,
    TakeIncome,
    UseLaboratory,
    UseSmithy,
)
from ..cards import Character, District
from .architect import build_limit
from .calls import mask_calls
from .draft import draft_kind, draft_rule, draft_schedule, drafter
from .ending import BONUS_MOST, largest_city
from .game import RULEBOOK, Citadels
from .round import remove_characters, start_round
from .setup import begin, deal
from .warlord import destroy_cost

__all__ = [
    "BeginExchange", "Build", "Character", "Choose", "Decline", "Destroy", "Discard", "District",
    "DrawCards", "EndTurn", "FinishExchange", "KeepCard", "Kill", "Recover", "Rob", "SetAside",
    "SwapHands", "TakeGold", "TakeIncome", "UseLaboratory", "UseSmithy",
    "BONUS_MOST", "RULEBOOK", "Citadels", "begin", "build_limit",
    "deal", "destroy_cost", "draft_kind", "draft_rule", "draft_schedule", "drafter",
    "largest_city", "mask_calls", "remove_characters", "start_round",
]
