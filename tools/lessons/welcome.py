"""The welcome notebook: what the explorer is, how to use it, where each game's lesson is."""

from tools.notebook import write

CELLS = [
    ("md", """
# Welcome to the rules explorer

This is a set of lessons and tools for three card games. Every move you make, or a bot makes,
is checked against the rules, and every step says **which rule** made it happen, in **English
or Japanese**.

| Game | Players | What the lesson shows | Lesson |
|---|---|---|---|
| **内侍** Naishi | 2 | every score explained card by card; what-ifs: swap, replace, best arrangement | [naishi.ipynb](naishi.ipynb) |
| **王宮のささやき** Whispers in the Palace | 3–5 | who can pass the turn to whom, drawn as a live graph | [whispers.ipynb](whispers.ipynb) |
| **あやつり人形** Citadels | 2–7 | the character call order, step by step | [citadels.ipynb](citadels.ipynb) |
""", """
# ルール・エクスプローラーへようこそ

3つのカードゲームのルールを、一手ずつ確かめながら学べる教材です。すべての手はルールに照らして
判定され、どのルールによって何が起きたかを**日本語または英語**で表示します。

| ゲーム | 人数 | 学べること | 教材 |
|---|---|---|---|
| **内侍** Naishi | 2 | 得点をカードごとに説明、入れ替えや最適配置を試す | [naishi.ipynb](naishi.ipynb) |
| **王宮のささやき** Whispers in the Palace | 3–5 | 誰が誰に手番を渡せるかをグラフで表示 | [whispers.ipynb](whispers.ipynb) |
| **あやつり人形** Citadels | 2–7 | キャラクターの呼び出し順を一歩ずつ | [citadels.ipynb](citadels.ipynb) |
"""),
    ("md", """
## How to use the explorer

Run the cell below (**Shift + Enter**). An explorer appears:

- **Language**: the 日本語 / English switch changes every label, card name, log line and rule
  text at once; the position is kept.
- **Seat**: "Everyone" shows all cards; choosing a player shows only what that player may
  know (the opponent's hand stays face down) and filters the log the same way.
- **Actions**: the legal moves are buttons. Greyed-out buttons are moves the rules forbid
  right now; *Why are some moves greyed out?* lists the reason for each.
- **Log**: newest first. Each line has a small **rule chip**: click it to read the rule.
- **Timeline**: |◀ ◀ ▶ ▶| and the slider move to any earlier position. Playing a
  different move there starts a new branch: that is how you ask "what if?".
- **Bot move / Bots to the end**: seeded bots, so the same seed always gives the same game.
- **Presenter**: larger type and compact rows, so that one position fits a projector
  (1,280 × 720); `explore(..., presenter=True)` starts that way.
- **Teacher's row**: a **Scenario** menu of teaching moments, **Share** / **Load** (a short code
  of the match to hand to students), **Options** (each rule reading with its rule id) and
  **Replay** at a chosen speed.
""", """
## 使い方

セル（**Shift + Enter**）を実行するとエクスプローラーが表示されます。

- **言語**: 日本語 / English の切り替えで、ラベル・カード名・経過・ルール文がすべて一度に変わり、
  局面はそのままです。
- **視点**: 「全員」ではすべてのカードが見えます。プレイヤーを選ぶと、そのプレイヤーが知りえる
  ことだけが表示され（相手の手札は伏せたまま）、経過も同じように絞られます。
- **行動**: できる行動がボタンになります。灰色のボタンはいまルールで禁じられた手で、「灰色の行動が
  できない理由」にそれぞれの理由が並びます。
- **経過**: 新しい順です。各行の小さな**ルールチップ**をクリックするとルールが読めます。
- **タイムライン**: |◀ ◀ ▶ ▶| とスライダーで前の局面へ移れます。そこで別の手を選ぶと新しい分岐に
  なります。これが「もしも」の問い方です。
- **ボットの手 / 最後までボット**: シード付きのボットなので、同じシードなら同じゲームになります。
- **発表用**: 大きな文字と詰めた行で、1つの局面がプロジェクター（1,280 × 720）に収まります。
  `explore(..., presenter=True)` で最初からこの表示になります。
- **教師用の行**: 教える場面の**場面**メニュー、**共有** / **読込**（対戦を短いコードで生徒に
  渡す）、**オプション**（ルールの解釈とルールID）、指定した速さでの**再生**。
"""),
    ("py", """
LANG = "en"  # the lesson's language: "en" or "ja" · この教材の言語

import explorer
from explorer.engine import tr
from explorer.widgets import explore

explorer.registered_games()
"""),
    ("py", """
app = explore("naishi", seed=1, lang=LANG)
app
"""),
    ("md", """
## The same engine from Python

Everything the widgets do is available as plain Python, which is handy for a class exercise or
for checking a rules question. A `Match` is one playthrough: play actions, undo, go to any step,
and save it as JSON that replays to the same position.
""", """
## Python から使う

ウィジェットでできることはすべて普通のPythonでもできるので、授業の練習やルールの確認に便利です。
`Match` は1回の対戦です。行動を実行し、取り消し、任意の手へ移り、同じ局面に再生できるJSONとして
保存できます。
"""),
    ("py", """
LANG = app.lang  # the explorer's 日本語 / English switch chooses the language from here on
match = explorer.Match("naishi", seed=7, lang=LANG)
first = match.legal_actions()[0]
seat = match.current_player  # a seat number counts from 0; its label from 1, as the log does
print(tr("lesson.welcome.to_act", LANG, player=match.player_label(seat).label(LANG)))
print(tr("lesson.welcome.first_action", LANG, action=first.describe(LANG)))
match.play(first)
from IPython.display import HTML, display
from explorer.viz.html import STYLE, rule_lines

# Each event with its rule's title, as the explorer's log shows it (click it to read the rule).
display(HTML(STYLE + rule_lines([(e.rule, e.label(LANG)) for e in match.log[-2:]], LANG)))
"""),
    ("py", """
record = match.to_json()
again = explorer.Match.from_json(record)
same = tr("engine.yes" if again.state == match.state else "engine.no", LANG)
print(tr("lesson.welcome.replayed", LANG, same=same))
try:
    match.play(tr("lesson.welcome.not_a_move", LANG))
except explorer.IllegalActionError as err:
    print(tr("lesson.welcome.refused", LANG, reason=err.in_language(LANG)))
"""),
    ("md", """
## Where next

- [naishi.ipynb](naishi.ipynb): scoring explained, the what-if scorer, a full game against a bot.
- [whispers.ipynb](whispers.ipynb): the turn-passing graph, a round against bots, a what-if.
- [citadels.ipynb](citadels.ipynb): the call order walked through, the draft at every player count.
- [design_lab.ipynb](design_lab.ipynb): bots that explain their moves, many seeded games, and
  plots that answer design questions (first-player advantage, a card's worth, one changed
  rule)

The rules each game follows, with the readings chosen where sources disagree, are in the
`docs/` folder of the repository; lesson plans for a 90-minute class are in `docs/teaching.md`.
""", """
## 次へ

各教材: 内侍（得点の解説、もしも得点計算、ボットとの対戦）、王宮のささやき（手番グラフ、
ボットとのラウンド、もしも）、あやつり人形（呼び出しの流れ、人数ごとの選択）。
[design_lab.ipynb](design_lab.ipynb): ボットと多数の対局で、ゲームデザインの問いにグラフで答えます。
各ゲームが従うルールと、資料で解釈が分かれる点の選択はリポジトリの `docs/` にあります。
90分授業の指導案は `docs/teaching.md` にあります。
"""),
]

if __name__ == "__main__":
    write("00_welcome.ipynb", CELLS)
