"""Whispers' options explained for the Options panel: the rule each one settles (rules spec
whispers §3, §8, §12) and one line in English and Japanese.

This module imports only the engine.
"""

from __future__ import annotations

from explorer.engine import Text
from explorer.engine.options import OptionHelp

OPTION_HELP: dict[str, OptionHelp] = {
    "start_player": OptionHelp("whispers.3", Text(
        "The seat that starts the first round (0 is the first seat).",
        "最初のラウンドを始める席（0 が最初の席）。")),
    "colours": OptionHelp("whispers.3", Text(
        "Each seat's colour in seat order, e.g. red, blue, yellow (empty: the usual order).",
        "席順の各色（例: red, blue, yellow）。空なら通常の順。")),
    "wizard_equal_counts": OptionHelp("whispers.12.A1", Text(
        "The Wizard's exchange gives and takes the same number of cards.",
        "魔法使いの交換では、渡す枚数と受け取る枚数が同じ。")),
    "wizard_target_pick": OptionHelp("whispers.12.A1", Text(
        "Who picks the cards taken from the Wizard's target: at random, the target, or the "
        "active player after looking.",
        "魔法使いが相手から取るカードを誰が選ぶか: ランダム、相手、見てから手番の人。")),
    "butler_requires_own_area": OptionHelp("whispers.12.A2", Text(
        "The Butler's swap must involve the player's own area.",
        "執事の交換には自分の密談場を含めなければならない。")),
    "effects_optional": OptionHelp("whispers.12.A3", Text(
        "The Wizard, Maid, Butler and Guard effects may be skipped.",
        "魔法使い・メイド・執事・衛兵の効果を使わなくてもよい。")),
    "accountant_hand_stays_open": OptionHelp("whispers.12.A4", Text(
        "A hand shown by the Accountant stays face up until the round ends.",
        "会計士で見せた手札はラウンドの終わりまで公開のまま。")),
    "neutral_pass_counts": OptionHelp("whispers.12.A5", Text(
        "A grey card passes to the fewest cards in the area (area) or in the hand (hand).",
        "灰色のカードは密談場（area）か手札（hand）の枚数が最も少ない人へ渡る。")),
    "forced_card_is_placed": OptionHelp("whispers.12.A6", Text(
        "A player with no legal card places a duplicate, which counts in the area.",
        "出せるカードがないプレイヤーは重複カードを置き、密談場に数える。")),
    "king_reshuffle_includes_face_up": OptionHelp("whispers.12.A8", Text(
        "When the King pile runs out, the face-up King card is shuffled back in too.",
        "国王の山が尽きたら、表向きの国王カードも一緒に混ぜ直す。")),
    "full_court_points_4p_5p": OptionHelp("whispers.8.2", Text(
        "Points for a full court with 4 or 5 players (1, or 2 with the Group SNE rule).",
        "4〜5人で6種類をそろえたときの得点（1、グループSNEのルールでは2）。")),
    "silent_palace": OptionHelp("whispers.8.1", Text(
        "The silent-palace variant: record area counts; ties at the target go to the highest "
        "total.",
        "声なき王宮の変種: 密談場の枚数を記録し、目標点での同点は合計の多い人が勝つ。")),
    "target_scores": OptionHelp("whispers.7", Text(
        "What-if: the points that win with 3, 4 and 5 players (printed: 6, 5, 4).",
        "仮定: 3・4・5人で勝利に必要な得点（印刷: 6, 5, 4）。")),
    "forced_end_points": OptionHelp("whispers.5.A", Text(
        "What-if: points each other player scores at a palace whisper (printed: 1).",
        "仮定: ささやきで他の各プレイヤーが得る点（印刷: 1）。")),
    "full_court_points_3p": OptionHelp("whispers.5.B", Text(
        "What-if: points for a full court with 3 players (printed: 1).",
        "仮定: 3人で6種類をそろえたときの得点（印刷: 1）。")),
}
