"""Citadels' options explained for the Options panel: the rule each one settles (rules spec
citadels §4, §8, §11) and one line in English and Japanese.

This module may import only the engine.
"""

from __future__ import annotations

from ...engine import Text
from ...engine.options import OptionHelp

OPTION_HELP: dict[str, OptionHelp] = {
    "crown": OptionHelp("citadels.4.crown", Text(
        "The seat that starts with the Crown (-1: drawn at random).",
        "最初に王冠を持つ席（-1 ならランダム）。")),
    "name_face_up": OptionHelp("citadels.11.A2", Text(
        "The Assassin and the Thief may name a character removed face up.",
        "暗殺者と盗賊が、表向きで除かれた人物を指名してもよい。")),
    "removal_order": OptionHelp("citadels.11.A3", Text(
        "Remove the face-down character first (classic) or the face-up ones first (2016).",
        "伏せて除く人物を先に（classic）か、表向きの人物を先に（2016年版）除くか。")),
    "discard_to": OptionHelp("citadels.11.A4", Text(
        "Destroyed districts go under the deck or to a discard pile never drawn again.",
        "破壊された地区は山札の下へ行くか、二度と引かない捨て札へ行くか。")),
    "graveyard_scope": OptionHelp("citadels.11.A5", Text(
        "The Graveyard may take back a district destroyed in any city or only in its own.",
        "墓地はどの街で破壊された地区でも取り戻せるか、自分の街のものだけか。")),
    "library_observatory": OptionHelp("citadels.11.A6", Text(
        "With both the Library and the Observatory: draw 3 and keep 2, or keep all 3.",
        "図書館と天文台の両方があるとき: 3枚引いて2枚残すか、3枚とも残すか。")),
    "bishop_blocks_own_warlord": OptionHelp("citadels.11.A7", Text(
        "The Bishop also protects his holder's city from that same player's Warlord.",
        "司教は、同じプレイヤーの将軍からもその街を守る。")),
    "smithy": OptionHelp("citadels.11.A8", Text(
        "The Smithy's price and draw: pay 2 draw 3, pay 3 draw 2, or pay 3 draw 3.",
        "鍛冶屋の値段と枚数: 2金で3枚、3金で2枚、3金で3枚。")),
    "draw_needs_two": OptionHelp("citadels.11.A9", Text(
        "The draw action needs two cards in the deck instead of one.",
        "カードを引く行動には、山札に1枚ではなく2枚必要。")),
    "great_wall_own_city": OptionHelp("citadels.11.A13", Text(
        "The Great Wall's +1 also applies when the Warlord destroys in his own city.",
        "将軍が自分の街で破壊するときも、城壁の＋1を払う。")),
    "tiebreak": OptionHelp("citadels.8", Text(
        "Break a tie on points by district values then gold (classic), or by gold (gold).",
        "得点の同点は地区の価値、次に金貨で（classic）か、金貨で（gold）決める。")),
    "complete_size": OptionHelp("citadels.8", Text(
        "What-if: how many districts complete a city and end the game (printed: 8).",
        "仮定: 街が完成してゲームが終わる地区の数（印刷: 8）。")),
    "five_colours_bonus": OptionHelp("citadels.8.scoring", Text(
        "What-if: the bonus for districts of all five colours (printed: 3).",
        "仮定: 5色すべての地区がそろったときのボーナス（印刷: 3）。")),
    "first_complete_bonus": OptionHelp("citadels.8.scoring", Text(
        "What-if: the bonus for the first complete city (printed: 4).",
        "仮定: 最初に完成した街のボーナス（印刷: 4）。")),
    "complete_bonus": OptionHelp("citadels.8.scoring", Text(
        "What-if: the bonus for every other complete city (printed: 2).",
        "仮定: それ以外の完成した街のボーナス（印刷: 2）。")),
}
