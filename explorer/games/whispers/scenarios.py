"""Whispers' named teaching moments: stacked positions (`positions.position`) where one rule
decides what happens next.

This module imports only the engine and this game's `positions`.
"""

from __future__ import annotations

from explorer.engine import Scenario, Text

from .positions import position


def _grey_tie() -> object:
    return position([["Jester n", "Maid r", "Guard b", "Butler n", "General r"],
                     ["Accountant b", "Maid b", "Guard n", "Wizard b", "Jester b", "General b"],
                     ["Accountant g", "Butler g", "Guard g", "Wizard g", "Jester g", "General g"]],
                    areas=[["Wizard r"], [], []], seed=4)


def _forced() -> object:
    return position([["Maid n", "Guard g"],
                     ["Accountant b", "Wizard b", "Jester b"],
                     ["Accountant g", "Butler g", "Wizard g"]],
                    areas=[["Maid r", "Guard b", "Jester r", "Wizard r"],
                           ["Maid b", "Guard n", "General b"],
                           ["Maid g", "Jester g", "General g"]],
                    turn=0, scores=[1, 2, 0], seed=6)


def _full_court() -> object:
    return position([["Jester r"],
                     ["Accountant b", "Wizard b", "Jester b"],
                     ["Accountant g", "Butler g", "Wizard g", "Guard g"]],
                    areas=[["Maid r", "Guard b", "Wizard r", "Accountant r", "General r"],
                           ["Maid b", "Guard n", "General b"],
                           ["Maid g", "General g"]],
                    turn=0, scores=[2, 1, 1], seed=8)


def _jester_king() -> object:
    return position([["Jester r", "Jester n", "Maid n", "Guard b", "Accountant r", "Wizard n"],
                     ["Accountant b", "Maid b", "Guard n", "Wizard b", "Jester b", "General b"],
                     ["Accountant g", "Butler g", "Guard g", "Wizard g", "Jester g", "General g"]],
                    king="Jester", seed=9)


WORKED_HANDS = (
    ["Wizard r", "General b", "Maid n", "Guard b", "Accountant n", "Jester y"],
    ["Guard n", "Butler r", "Maid y", "Jester b", "Wizard y", "Accountant r"],
    ["General n", "Butler b", "Maid r", "Accountant y", "Guard y", "Wizard n"],
)


def _worked() -> object:
    return position(WORKED_HANDS, king_pile=["Jester", "Guard"], seed=11,
                    colours=("red", "blue", "yellow"))


SCENARIOS: tuple[Scenario, ...] = (
    Scenario(
        "grey_tie",
        Text("A grey card and a tie: Red chooses", "灰色のカードで同数: 赤が選ぶ"),
        Text("Red plays the grey Jester (no effect). A grey card passes the turn to the player "
             "with the fewest cards in their area; Blue and Green both have none, so Red "
             "chooses. Read the turn graph's dashed arrows, then step forward.",
             "赤が灰色の道化師（効果なし）を出します。灰色のカードは密談場のカードが最も"
             "少ないプレイヤーに手番を渡します。青と緑はどちらも0枚なので赤が選びます。"
             "手番グラフの破線の矢印を読んでから、1手進めましょう。"),
        position=_grey_tie, actions=("play Jester(grey)",), step=0,
        rules=("whispers.4.4.neutral",),
    ),
    Scenario(
        "palace_whisper",
        Text("A palace whisper: no legal card", "ささやき: 出せるカードがない"),
        Text("Red already has a Maid and a Guard in the area and holds only a Maid and a Guard: "
             "no legal card, so the round ends at once and every other player scores (case A). "
             "Who could have avoided passing the turn to Red?",
             "赤の密談場にはメイドと衛兵があり、手札もメイドと衛兵だけです。出せるカードが"
             "ないので即座にラウンドが終わり、他の全員が得点します（A）。"
             "赤に手番を渡さずに済んだのは誰でしょう？"),
        position=_forced, rules=("whispers.4.1", "whispers.5.A"),
    ),
    Scenario(
        "full_court",
        Text("A full court: the sixth character", "6種類: 6人目の人物"),
        Text("Red has five different characters. Playing the Jester completes six: Red scores "
             "and the round ends, the Jester's effect skipped (case B). Could Blue or Green "
             "have stopped it on their last turn?",
             "赤の密談場には5種類の人物がいます。道化師を出すと6種類がそろい、赤が得点して"
             "ラウンドが終わります（B、効果なし）。青や緑は前の手番で"
             "これを止められたでしょうか？"),
        position=_full_court, rules=("whispers.5.B", "whispers.4.1"),
    ),
    Scenario(
        "jester_king",
        Text("King: Jester silences the Jesters", "国王（道化師）: 道化師は出せない"),
        Text("The face-up King card is the Jester: Jesters cannot be played at all (other "
             "silenced characters can be played, without their effect). Hover the greyed-out "
             "Jester buttons for the reason.",
             "表向きの国王カードは道化師です。道化師はまったく出せません（他の人物は"
             "沈黙していても出せますが、効果は起きません）。灰色のボタンに理由が出ます。"),
        position=_jester_king, rules=("whispers.4.3",),
    ),
    Scenario(
        "worked_example",
        Text("The spec's worked example (Red, Blue, Yellow)", "仕様の例（赤・青・黄）"),
        Text("The hands of the rules spec's worked example (§11). Play it move by move and "
             "compare each pass of the turn with the table: colour cards name the next player, "
             "grey ones go to the fewest cards.",
             "ルール仕様の例（§11）の手札です。1手ずつ進めて、手番の移り方を表と比べましょう。"
             "色のカードは次のプレイヤーを指し、灰色は最も少ない人へ渡ります。"),
        position=_worked, rules=("whispers.4.4.colour", "whispers.4.4.neutral"),
    ),
)
