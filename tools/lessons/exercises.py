"""The lessons' exercises as data: a question in both languages, the code that sets up the
position, the check (`explorer.teaching.check`), the answer and why, in both languages.

`cells(exercise)` renders one as a markdown cell, whose answer stays folded in a `<details>`
block until a student opens it, and a code cell that shows the answer box: the student types or
picks the answer and presses Check (in Voilà too, where there is no cell to write in), or writes
it in the cell, and the check says whether it is right. `tests/test_lessons.py` runs every
check with the folded answer, so an answer that the engine disagrees with fails the suite.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Exercise:
    name: str
    question_en: str
    question_ja: str
    setup: str
    check: str  # a call of `check(...)` with `answer` in it
    answer: str  # a Python literal
    why_en: str
    why_ja: str

    @property
    def box(self) -> str:
        """The lesson cell's call: the answer box (`explorer.teaching.answer_box`), with the
        check's arguments. A student types or picks the answer in it, in Voilà too, or writes
        it in the cell."""
        return self.check.replace("check(", "answer_box(", 1)


def cells(exercise: Exercise) -> list[tuple[str, ...]]:
    english = f"""
**Exercise ({exercise.name})** {exercise.question_en}

<details class="answer"><summary>Answer (click to reveal)</summary>

`{exercise.answer}`: {exercise.why_en}

</details>
"""
    japanese = f"""
**練習問題 ({exercise.name})** {exercise.question_ja}

<details class="answer"><summary>答え（クリックで表示）</summary>

`{exercise.answer}`: {exercise.why_ja}

</details>
"""
    setup = exercise.setup.splitlines()
    imports = [line for line in setup if line.startswith(("from ", "import "))]
    imports = sorted([*imports, "from explorer.teaching import answer_box"])
    code = "\n".join([*imports, *setup[len(imports) - 1:],
                      "answer = None  # or write your answer here · ここに答えを書いてもよい",
                      exercise.box])
    return [("md", english, japanese), ("py", code)]


NAISHI_SCORE = Exercise(
    "naishi-1",
    "Score this territory before the engine does: Line **Fort, Mountain, Monk, Torii, Fort**, "
    "Hand **Sentinel, Torii, Naishi, Monk, Rice Field**. What is its total?",
    "エンジンより先にこの領地の得点を計算しましょう。場 **砦・山・僧侶・鳥居・砦**、手札 "
    "**見張り・鳥居・内侍・僧侶・田園**。合計は何点ですか？",
    'line = ["Fort", "Mountain", "Monk", "Torii", "Fort"]\n'
    'hand = ["Sentinel", "Torii", "Naishi", "Monk", "RiceField"]',
    'check("score", answer, line, hand, lang=LANG)',
    "41",
    "one Mountain +5; the two corner Forts 6 + 6; the Sentinel 3 (alone) + 4 (Fort above "
    "it) = 7; the Naishi in the centre of the Hand 8; two Torii 0; the Monks 2 (Line, next to "
    "a Torii) and 5 + 2 (Hand, next to a Torii) = 7; a lone Rice Field 0.",
    "山1枚 +5、角の砦 6＋6、見張り 3（隣に見張りなし）＋4（上に砦）＝7、手札中央の内侍 8、"
    "鳥居2枚 0、僧侶は場で 2（鳥居の隣）と手札で 5＋2＝7、孤立した田園 0。",
)

NAISHI_WHAT_IF = Exercise(
    "naishi-2",
    "In the rulebook territory, replace the **Banner** (Line, column 4) by a **Mountain**. "
    "What is the new total?",
    "ルールブックの領地で、場の4列目の**旗**を**山**に替えると、合計は何点になりますか？",
    'line = ["Fort", "Sentinel", "Advisor", "Mountain", "RiceField"]\n'
    'hand = ["Fort", "Mountain", "Naishi", "RiceField", "RiceField"]',
    'check("score", answer, line, hand, lang=LANG)',
    "49",
    "62 − 3 (the Banner's points) − 10 (one Mountain was +5, two Mountains are −5 in all) = 49.",
    "62 − 3（旗の得点）− 10（山1枚なら +5、2枚以上だと合計 −5）＝ 49。",
)

NAISHI_DECLARE = Exercise(
    "naishi-3",
    "Load the scenario **declare_wins** in the explorer above (Scenario menu). What does "
    "Player 2's territory score as it stands?",
    "上のエクスプローラーで場面 **declare_wins** を読み込みます（場面メニュー）。"
    "プレイヤー2の領地は、いまのままで何点ですか？",
    'line = ["Mountain"] * 5\n'
    'hand = ["Mountain", "Torii", "Mountain", "Mountain", "Monk"]',
    'check("score", answer, line, hand, lang=LANG)',
    "-5",
    "eight Mountains −5 in all, one Torii −5, a Monk in the Hand +5. With one turn left and "
    "no Decree, Player 2 cannot catch up with 62: declaring wins.",
    "山8枚で合計 −5、鳥居1枚 −5、手札の僧侶 +5。残り1手番で勅令もないので 62点には"
    "届きません。宣言すれば勝ちです。",
)

WHISPERS_GREY = Exercise(
    "whispers-1",
    "Scenario **grey_tie**: Red is to play, with the Wizard already in Red's area; Blue and "
    "Green have empty areas. If Red plays the **grey Jester**, who may get the turn? Name "
    "every colour that may.",
    "場面 **grey_tie**：赤の手番で、赤の密談場には魔法使いがあり、青と緑の密談場は空です。"
    "赤が**灰色の道化師**を出すと、手番を受け取れるのは誰ですか？当てはまる色をすべて"
    "答えてください。",
    'from explorer import Match\n'
    'position = Match.from_scenario("whispers", "grey_tie")',
    'check("next", answer, position, "Jester n", lang=LANG)',
    '["Blue", "Green"]',
    "a grey card goes to the fewest cards in an area after the effect: Red has 2, Blue and "
    "Green 0, a tie, so Red chooses between them (whispers.4.4.neutral).",
    "灰色のカードは効果の後で密談場が最も少ない人へ。赤2枚、青と緑0枚で同数なので、"
    "赤がどちらかを選びます（whispers.4.4.neutral）。",
)

WHISPERS_COLOUR = Exercise(
    "whispers-2",
    "Same position: and if Red plays the **red Maid**?",
    "同じ局面で、赤が**赤のメイド**を出したら？",
    'from explorer import Match\n'
    'position = Match.from_scenario("whispers", "grey_tie")',
    'check("next", answer, position, "Maid r", lang=LANG)',
    '["Red"]',
    "a coloured card passes to the player of its colour, so Red plays again "
    "(whispers.4.4.colour).",
    "色のカードはその色のプレイヤーへ。赤がもう一度手番を行います（whispers.4.4.colour）。",
)

WHISPERS_END = Exercise(
    "whispers-3",
    "Scenario **full_court**: Red has five different characters and holds only the red "
    "Jester. Where does the turn go when Red plays it?",
    "場面 **full_court**：赤の密談場には5種類があり、手札は赤の道化師だけです。"
    "それを出すと手番はどこへ行きますか？",
    'from explorer import Match\n'
    'position = Match.from_scenario("whispers", "full_court")',
    'check("next", answer, position, "Jester r", lang=LANG)',
    '"round end"',
    "the sixth different character ends the round at once and Red scores (whispers.5.B); "
    "the turn passes to nobody.",
    "6種類目のキャラクターでラウンドは即座に終わり、赤が得点します（whispers.5.B）。"
    "手番は誰にも渡りません。",
)

CITADELS_SEAT2 = Exercise(
    "citadels-1",
    "Scenario **thief_robs_king**, after the draft (step 4). Player 2 took the Assassin from "
    "Assassin, Thief, Magician and Architect. From Player 2's seat, which characters may "
    "Player 1 hold?",
    "場面 **thief_robs_king**、選択の後（4手目）。プレイヤー2は暗殺者・盗賊・奇術師・建築家"
    "から暗殺者を取りました。プレイヤー2の視点で、プレイヤー1が持ちうるキャラクターは？",
    'from explorer import Match\n'
    'match = Match.from_scenario("citadels", "thief_robs_king")',
    'check("holds", answer, match, 0, observer=1, lang=LANG)',
    '["King", "Bishop"]',
    "Merchant and Warlord were removed face up; Player 1 chose first and passed on Assassin, "
    "Thief, Magician and Architect, so Player 1 kept the King or the face-down card, which "
    "Player 2 has not seen (the Bishop).",
    "商人と将軍は表向きで除かれています。最初に選んだプレイヤー1は暗殺者・盗賊・奇術師・"
    "建築家を回したので、残したのは王様か、プレイヤー2の知らない伏せ札（司教）です。",
)

CITADELS_SEAT4 = Exercise(
    "citadels-2",
    "Same moment (the draft is over, rank 1 has been called and Player 2 has revealed the "
    "Assassin), now from Player 4's seat: Player 4 chose last, from the Magician and the "
    "Architect. Which characters may Player 3 hold?",
    "同じ時点（選択が終わり、1番が呼ばれてプレイヤー2が暗殺者を明かした後）で、今度は"
    "プレイヤー4の視点から考えます。プレイヤー4は最後に奇術師と建築家から選びました。"
    "プレイヤー3が持ちうるキャラクターは？",
    'from explorer import Match\n'
    'match = Match.from_scenario("citadels", "thief_robs_king")',
    'check("holds", answer, match, 2, observer=3, lang=LANG)',
    '["Thief", "King", "Bishop"]',
    "rank 1 has just been called and Player 2 revealed the Assassin; the Merchant and the "
    "Warlord are face up; the Magician and the Architect reached Player 4, so nobody before "
    "took them. That leaves the Thief, the King and the face-down card (the Bishop, unknown to "
    "Player 4) for Player 3.",
    "1番が呼ばれてプレイヤー2が暗殺者を明かしました。商人と将軍は表向きで除かれ、奇術師と"
    "建築家はプレイヤー4まで回ってきたので誰も取っていません。残る盗賊・王様・伏せ札"
    "（プレイヤー4には見えない司教）がプレイヤー3の可能性です。",
)

WHISPERS_FIRST = Exercise(
    "whispers-4",
    "Scenario **worked_example** (Red, Blue, Yellow; all areas empty). Red opens the round "
    "with the **grey Maid**. Who may get the turn?",
    "場面 **worked_example**（赤・青・黄、密談場はすべて空）。赤が**灰色のメイド**でラウンドを"
    "始めます。手番を受け取れるのは誰ですか？",
    'from explorer import Match\n'
    'position = Match.from_scenario("whispers", "worked_example")',
    'check("next", answer, position, "Maid n", lang=LANG)',
    '["Blue", "Yellow"]',
    "after the Maid (discard one, draw one) Red's area holds one card and the others none: "
    "Blue and Yellow tie for fewest, so Red chooses (whispers.4.4.neutral).",
    "メイド（1枚捨てて1枚引く）の後、赤の密談場は1枚、他は0枚。青と黄の密談場の枚数が同じで最も少ないので、"
    "赤が選びます（whispers.4.4.neutral）。",
)
