"""Naishi's options explained for the Options panel: the rule each one settles (rules spec
naishi §13) and one line in English and Japanese.

This module may import only the engine.
"""

from __future__ import annotations

from ...engine import Text
from ...engine.options import OptionHelp

OPTION_HELP: dict[str, OptionHelp] = {
    "recall": OptionHelp("naishi.13.A2", Text(
        "Recall brings back every recallable emissary (all) or the ones you pick (choose).",
        "呼び戻しで戻せる使者をすべて戻す（all）か、選んだ使者だけ戻す（choose）か。")),
    "river_swap": OptionHelp("naishi.13.A4", Text(
        "The Switch may also exchange the top cards of two River piles.",
        "交換で川の2つの山の表のカードも入れ替えられる。")),
    "additional_with_any_main": OptionHelp("naishi.13.A5", Text(
        "Allow the additional action with the Decree, a Recall or a Declaration too.",
        "勅令・呼び戻し・終了宣言の手番でも追加行動を認める。")),
    "discard_may_empty_river": OptionHelp("naishi.13.A6", Text(
        "Allow discarding two River cards before developing even if no card would be left.",
        "開発の前に川の2枚を捨てて、開発できるカードがなくなってもよい。")),
    "horseman_bonus": OptionHelp("naishi.13.A1", Text(
        "A Hand Horseman under a Line Banner scores 3 + 10 (adds) or 10 (replaces).",
        "場の旗の下にある手札の騎馬兵は 3＋10点（adds）か 10点（replaces）か。")),
    "idle_ninja_colour": OptionHelp("naishi.13.A3", Text(
        "In the colour tie-break, a Ninja that copies nothing has no colour or counts as black.",
        "色数の同点判定で、何も写さない忍者は色なしか、黒として数えるか。")),
    "sentinel_fort_bonus": OptionHelp("naishi.13.A11", Text(
        "A Sentinel next to a Sentinel keeps its Fort bonus (independent) or loses it too.",
        "見張りの隣に見張りがいるとき、砦のボーナスは残る（independent）か、一緒に失うか。")),
    "ninja_choice": OptionHelp("naishi.11.2", Text(
        "Ninja copies are the best ones, picked by the engine, or chosen by each player.",
        "忍者が写すカードをエンジンが最善に選ぶか、各プレイヤーが選ぶか。")),
    "ronin_points": OptionHelp("naishi.12.ronin", Text(
        "What-if: each Ronin's points with 8, 9 and 10 types (printed: 8, 15, 45).",
        "仮定: 8・9・10種類のときの浪人1枚の得点（印刷: 8, 15, 45）。")),
    "torii_points": OptionHelp("naishi.12.torii", Text(
        "What-if: points for 0, 1, 2, 3, 4 Torii (printed: 0, -5, 0, 30, 30).",
        "仮定: 鳥居0〜4枚の得点（印刷: 0, -5, 0, 30, 30）。")),
    "mountain_points": OptionHelp("naishi.12.mountain", Text(
        "What-if: points for 0, 1, 2 or more Mountains (printed: 0, 5, -5).",
        "仮定: 山0枚・1枚・2枚以上の得点（印刷: 0, 5, -5）。")),
}
