"""Citadels' named teaching moments: rounds set up with `positions.position` (cities, hands,
gold, the removed characters) and the draft and turns that lead to the moment.

This module may import only the engine and this package's `positions`.
"""

from __future__ import annotations

from ...engine import Scenario, Text
from .positions import position

CITIES = {0: ["Manor", "Temple", "Market"], 1: ["Watchtower", "Church"],
          2: ["Tavern", "Docks"], 3: ["Castle", "Prison"]}
HANDS = {0: ["Palace", "Harbor"], 1: ["Cathedral"], 2: ["Trading Post", "Monastery"],
         3: ["Fortress"]}
GOLD = {0: 4, 1: 3, 2: 2, 3: 6}


def _walkthrough() -> object:
    """The rules spec's constructed call-order walkthrough (citadels §10.2)."""
    return position(4, cities=CITIES, hands=HANDS, gold=GOLD, crown=0, face_down="Bishop",
                    face_up=["Merchant", "Warlord"], seed=2)


def _bishop() -> object:
    return position(4, cities={0: ["Watchtower", "Prison"], 1: ["Temple", "Church", "Manor"],
                               2: ["Tavern", "Market"], 3: ["Castle", "Docks"]},
                    hands=HANDS, gold={0: 3, 1: 2, 2: 2, 3: 2}, crown=0,
                    face_down="Assassin", face_up=["Thief", "Magician"], seed=3)


def _last_round() -> object:
    return position(4, cities={0: ["Manor", "Temple", "Market", "Watchtower", "Church",
                                   "Docks", "Castle"],
                               1: ["Prison", "Harbor", "Monastery"], 2: ["Palace", "Keep"],
                               3: ["Fortress", "Trading Post", "Battlefield"]},
                    hands={0: ["Tavern"], 1: ["Cathedral"], 2: ["Temple"], 3: ["Market"]},
                    gold={0: 1, 1: 3, 2: 2, 3: 6}, crown=1, round=7, face_down="Assassin",
                    face_up=["Thief", "Magician"], seed=4)


DRAFT = ("choose King", "choose Assassin", "choose Thief", "choose Architect")
TURN = ("take 2 gold", "end turn")

SCENARIOS: tuple[Scenario, ...] = (
    Scenario(
        "thief_robs_king",
        Text.of("citadels.scenario.thief_robs_king.title"),
        Text.of("citadels.scenario.thief_robs_king.description"),
        position=_walkthrough,
        actions=DRAFT + ("kill Architect", *TURN, "rob King", *TURN, "take 2 gold"),
        step=4, rules=("citadels.5.7", "citadels.3.thief", "citadels.3.thief.theft"),
    ),
    Scenario(
        "killed_king",
        Text.of("citadels.scenario.killed_king.title"),
        Text.of("citadels.scenario.killed_king.description"),
        position=_walkthrough, actions=DRAFT + ("kill King", *TURN),
        rules=("citadels.3.assassin", "citadels.3.thief", "citadels.3.king.heir"),
    ),
    Scenario(
        "bishop_shield",
        Text.of("citadels.scenario.bishop_shield.title"),
        Text.of("citadels.scenario.bishop_shield.description"),
        position=_bishop,
        actions=("choose Warlord", "choose Bishop", "choose King", "choose Merchant",
                 *TURN, *TURN, *TURN, "take 2 gold"),
        rules=("citadels.3.warlord", "citadels.3.bishop"),
    ),
    Scenario(
        "eighth_district",
        Text.of("citadels.scenario.eighth_district.title"),
        Text.of("citadels.scenario.eighth_district.description"),
        position=_last_round,
        actions=("choose Bishop", "choose King", "choose Warlord", "choose Merchant",
                 *TURN, *TURN, "take 2 gold", "build Tavern", "end turn"),
        step=9, rules=("citadels.8", "citadels.8.scoring"),
    ),
)
