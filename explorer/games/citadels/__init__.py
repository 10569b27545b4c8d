"""Citadels (あやつり人形), classic base game: the rules engine, city scoring and the call
order of a round as data (rules spec /shared/rules/citadels.md).

Public names:

- `GAME` (the `Game`, played by the reference rule book `rules`), `KERNEL` (the same game made
  fast, `kernel`), `CitadelsState`, `CitadelsOptions` and the option enums;
- `score_city(districts, *, first_complete=False, built_in_final_round=(), content=PUBLISHED)`
  -> `CityScore`;
- `call_order(match, round=None, seat=None)` -> `RoundWalkthrough`;
- the cards `District`, `Character`, `Colour` with `DISTRICTS`, `DECK` (the printed game; a
  game reads its content, `content.CitadelsContent`, which a variant changes);
- the action classes (their `repr()` evaluates here).
"""

from __future__ import annotations

from .actions import (
    ACTION_TYPES,
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
from .callorder import CallEntry, DraftEntry, RemovedCard, RoundWalkthrough, call_order
from .cards import (
    CHARACTERS,
    DECK,
    DISTRICTS,
    Character,
    Colour,
    District,
    DistrictInfo,
    district_by_name,
)
from .kernel import KERNEL, CitadelsKernel
from .rules import Citadels, destroy_cost, draft_schedule, remove_characters
from .scoring import CityScore, ScoringError, rank_players, score_city
from .state import (
    Call,
    CallStatus,
    CitadelsOptions,
    CitadelsState,
    DiscardTo,
    DraftKind,
    GraveyardScope,
    LibraryObservatory,
    Phase,
    RemovalOrder,
    SmithyRule,
    Tiebreak,
    Turn,
)
from .texts import register as _register_texts

GAME = Citadels()

__all__ = [
    "ACTION_TYPES", "CHARACTERS", "DECK", "DISTRICTS", "GAME", "BeginExchange", "Build", "Call",
    "CallEntry", "CallStatus", "Character", "Citadels", "CitadelsKernel", "CitadelsOptions",
    "CitadelsState",
    "CityScore", "Colour", "Choose", "Decline", "Destroy", "Discard", "DiscardTo", "DistrictInfo",
    "District", "DraftEntry", "DraftKind", "DrawCards", "EndTurn", "FinishExchange",
    "GraveyardScope", "KERNEL", "KeepCard", "Kill", "LibraryObservatory", "Phase", "Recover",
    "RemovalOrder", "RemovedCard", "Rob", "RoundWalkthrough", "ScoringError", "SetAside",
    "SmithyRule", "SwapHands", "TakeGold", "TakeIncome", "Tiebreak", "Turn", "UseLaboratory",
    "UseSmithy", "call_order", "destroy_cost", "district_by_name", "draft_schedule",
    "rank_players", "remove_characters", "score_city",
]

_register_texts()
