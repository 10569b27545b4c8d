"""Naishi's named teaching moments (the lesson's sections), each a position built with
`positions.position` and, for some, the moves that lead to the moment.

This module may import only the engine and this package's `positions`.
"""

from __future__ import annotations

from ...engine import Scenario, Text
from .positions import position

#: The rulebook's worked example (62 points, rules spec naishi §16).
EXAMPLE_LINE = ("Fort", "Sentinel", "Advisor", "Banner", "RiceField")
EXAMPLE_HAND = ("Fort", "Mountain", "Naishi", "RiceField", "RiceField")
PLAIN_LINE = ("Mountain",) * 5


def _rulebook() -> object:
    return position(lines=[EXAMPLE_LINE, PLAIN_LINE],
                    hands=[EXAMPLE_HAND, ("Mountain", "Torii", "Mountain", "Mountain", "Monk")],
                    river=[4, 4, 3, 4, 4], court={"S1": 1}, player=0, turn=9, seed=3)


def _decree() -> object:
    return position(lines=[("Mountain", "Advisor", "Mountain", "Mountain", "Fort"),
                           ("Torii", "Mountain", "Naishi", "Mountain", "Mountain")],
                    hands=[("Mountain", "Mountain", "Monk", "Torii", "Mountain"),
                           ("Mountain", "Sentinel", "Mountain", "RiceField", "Mountain")],
                    river=[5, 4, 5, 5, 4], player=0, turn=7, seed=5)


def _declare() -> object:
    return position(lines=[EXAMPLE_LINE, PLAIN_LINE],
                    hands=[EXAMPLE_HAND, ("Mountain", "Torii", "Mountain", "Mountain", "Monk")],
                    river=[[], ["Horseman"], ["Ronin", "?"], ["?"], ["?", "?"]],
                    court={"E": 1, "S2": 1}, player=0, turn=27, seed=7)


def _two_piles() -> object:
    return position(lines=[("Fort", "Mountain", "Advisor", "Mountain", "Fort"),
                           ("Mountain", "Naishi", "Mountain", "Torii", "Mountain")],
                    hands=[("Mountain", "Mountain", "Naishi", "Torii", "Mountain"),
                           ("Monk", "Mountain", "Torii", "Mountain", "Sentinel")],
                    river=[[], ["RiceField"], ["?", "?"], ["?"], ["?", "?"]],
                    court={"E": 0}, player=0, turn=25, seed=11)


SCENARIOS: tuple[Scenario, ...] = (
    Scenario(
        "rulebook_example",
        Text("The rulebook's 62-point territory", "ルールブックの62点の領地"),
        Text("Player 1's territory is the rulebook's worked example. Before clicking, predict "
             "how each Develop would change its score as if the game ended now; then try it "
             "and step back.",
             "プレイヤー1の領地はルールブックの例です。クリックする前に、各「開発」で"
             "「いま終わったら」の得点がどう変わるか予想し、試してから1手戻しましょう。"),
        position=_rulebook, rules=("naishi.12.fort", "naishi.12.sentinel", "naishi.12.advisor",
                                      "naishi.12.rice_field", "naishi.6.1"),
    ),
    Scenario(
        "decree_swap",
        Text("The Imperial Decree: take the centre Naishi", "勅令: 中央の内侍を奪う"),
        Text("Player 2 has a Naishi in the centre of the Line (12 points there). The Decree "
             "swaps one of your cards with the opponent's card in the same place, once per game "
             "for both players. Is 'decree L3' worth a whole turn?",
             "プレイヤー2は場の中央に内侍（そこで12点）を置いています。勅令は自分のカードと"
             "相手の同じ位置のカードを入れ替えます（2人で1回だけ）。「勅令 L3」は"
             "1手番を使う価値がありますか？"),
        position=_decree, rules=("naishi.7", "naishi.12.naishi"),
    ),
    Scenario(
        "declare_wins",
        Text("An endgame where declaring wins", "終了宣言で勝てる終盤"),
        Text("Pile 1 was exhausted at the start of Player 1's turn, so Player 1 may declare the "
             "end. Player 2 then has one last turn, without the Decree (already used): can any "
             "last turn catch up? Compare with developing instead.",
             "手番開始時に山1が尽きているので、プレイヤー1は終了を宣言できます。"
             "その後プレイヤー2は最後の1手番を行いますが、勅令は使用済みです。"
             "追いつける最後の手番はあるでしょうか？宣言せずに開発した場合と比べましょう。"),
        position=_declare, actions=("declare end",), step=0, rules=("naishi.9", "naishi.10.2"),
    ),
    Scenario(
        "two_piles",
        Text("Two piles exhausted: who plays last?", "2つの山が尽きる: 最後は誰？"),
        Text("Player 1 (first player) takes the last card of pile 2: two piles are exhausted "
             "at the end of the turn, so Player 2 plays one final turn (had Player 2 done it, "
             "the game would end at once). Step forward to see it.",
             "先手のプレイヤー1が山2の最後のカードを取ると、手番の終わりに2つの山が尽きて"
             "います。そこでプレイヤー2が最後の1手番を行います（後手が尽きさせた場合は"
             "すぐに終了）。1手ずつ進めて確かめましょう。"),
        position=_two_piles, actions=("develop H2", "end turn"), step=0,
        rules=("naishi.10.1",),
    ),
)
