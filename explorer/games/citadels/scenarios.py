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
        Text("The Thief robs the King (call by call)", "盗賊が王から奪う（1人ずつ呼ぶ）"),
        Text("The rules spec's walkthrough: Bishop face down, Merchant and Warlord face up. "
             "Player 2 (Assassin) kills the Architect, Player 3 (Thief) robs the King. Step "
             "forward: when rank 4 is called, Player 1 reveals the King and all his gold goes "
             "to the Thief before he plays; rank 7 stays silent.",
             "ルール仕様の例: 司教は伏せて、商人と将軍は表向きで除かれています。プレイヤー2"
             "（暗殺者）が建築家を殺し、プレイヤー3（盗賊）が王から盗みます。1手ずつ進めると、"
             "4番が呼ばれてプレイヤー1が王を明かしたとき、手番の前に金貨がすべて盗賊に"
             "渡ります。7番は返事がありません。"),
        position=_walkthrough,
        actions=DRAFT + ("kill Architect", *TURN, "rob King", *TURN, "take 2 gold"),
        step=4, rules=("citadels.5.7", "citadels.3.thief", "citadels.3.thief.theft"),
    ),
    Scenario(
        "killed_king",
        Text("A killed King: no robbery, the Crown still moves",
             "殺された王: 盗めないが、王冠は移る"),
        Text("Same draft, but the Assassin kills the King. Now the Thief may not name the "
             "King (hover the greyed-out button for the reason). At the end of the round the "
             "King's holder still takes the Crown as heir.",
             "同じ選択ですが、暗殺者が王を殺します。盗賊は王を指名できません（灰色のボタンに"
             "理由が出ます）。ラウンドの終わりに、王を持っていたプレイヤーは後継として"
             "王冠を受け取ります。"),
        position=_walkthrough, actions=DRAFT + ("kill King", *TURN),
        rules=("citadels.3.assassin", "citadels.3.thief", "citadels.3.king.heir"),
    ),
    Scenario(
        "bishop_shield",
        Text("The Warlord and the Bishop's city", "将軍と司教の街"),
        Text("Player 1 holds the Warlord, Player 2 the Bishop. At the Warlord's turn, the "
             "destroy buttons show each price (cost − 1); Player 2's districts are protected "
             "because the Bishop was revealed alive. Which destruction hurts the leader most?",
             "プレイヤー1が将軍、プレイヤー2が司教です。将軍の手番では、破壊ボタンに"
             "値段（建設費−1）が出ます。司教が生きて明かされたので、プレイヤー2の地区は"
             "守られています。先頭のプレイヤーに一番効く破壊はどれでしょう？"),
        position=_bishop,
        actions=("choose Warlord", "choose Bishop", "choose King", "choose Merchant",
                 *TURN, *TURN, *TURN, "take 2 gold"),
        rules=("citadels.3.warlord", "citadels.3.bishop"),
    ),
    Scenario(
        "eighth_district",
        Text("The eighth district: the last round", "8つ目の地区: 最後のラウンド"),
        Text("Player 1 has seven districts and builds the Tavern as the eighth: the round is "
             "played out, then the game ends, and the first complete city earns a bonus. Step "
             "forward to the build, then on to the final scores.",
             "プレイヤー1は7地区を持ち、8つ目として酒場を建てます。そのラウンドを最後まで"
             "行ってゲームが終わり、最初に完成した街にはボーナスがあります。建設まで進め、"
             "最終得点まで見ましょう。"),
        position=_last_round,
        actions=("choose Bishop", "choose King", "choose Warlord", "choose Merchant",
                 *TURN, *TURN, "take 2 gold", "build Tavern", "end turn"),
        step=9, rules=("citadels.8", "citadels.8.scoring"),
    ),
)
