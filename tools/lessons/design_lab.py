"""The design-lab notebook: the questions a game-design class asks, each answered with seeded bot
games (`explorer.simulate`, `explorer.compare`) and a matplotlib plot, in English and Japanese.

Small numbers of games keep it quick to run; a cell says how to scale up (more games, both
cores, a Dask cluster)."""

from tools.notebook import write

CELLS = [
    ("md", """
# Design lab: asking "what if?" of the rules · ゲームデザイン研究室：ルールに「もしも」を問う

A game designer asks questions that one game cannot answer. *Is the first player favoured?
How long is a game? What is a card worth? What happens if we change one number?* Here bots play
many seeded games, and each question is answered with a measurement, a 95 % confidence
interval and a plot.

ゲームデザイナーの問いは、1回の対局では答えられません。「先手は有利か」「1ゲームはどのくらいの長さか」
「このカードの価値は」「数字を1つ変えたらどうなるか」。ここではボットに多数の対局（シード付き）をさせ、
それぞれの問いに測定値・95 %信頼区間・グラフで答えます。

Every game here is reproducible: the same seed gives the same games, on one core or on many.
The numbers of games are kept small so that the notebook runs in about a minute; the last
section shows how to scale up.

どの対局も再現できます。同じシードなら、1コアでも多数のコアでも同じ対局になります。
ノートブックが1分ほどで終わるよう対局数は少なめです。増やし方は最後の節にあります。
"""),
    ("py", """
import matplotlib.pyplot as plt
import numpy as np

import explorer
from explorer import bots
from explorer.engine import Match, derive
from explorer.simulate import fit

plt.rcParams["figure.dpi"] = 90
print(explorer.registered_games())
"""),
    ("md", """
## 1. Bots that say why · 理由を説明するボット

Each game has three bots: `random`, `heuristic` (rules of thumb; the one the explorer's bot
button uses) and `lookahead` (it guesses the cards its seat cannot see many times over, plays
the best few moves forward in each guess, and keeps the best on average). A bot sees only its
own seat's view, and every choice comes with a reason in both languages.

各ゲームに3つのボットがあります。`random`（無作為）、`heuristic`（経験則。探索ツールのボットと同じ）、
`lookahead`（見えないカードを何通りも推測し、有望な手を先まで試して平均で最善の手を選ぶ）。
ボットは自分の席から見える情報しか使わず、どの選択にも日英の理由が付きます。
"""),
    ("py", """
match = Match("naishi", seed=5)
for _ in range(6):
    match.play_bot()
print("Legal moves now:", len(match.legal_actions()))
for name in bots.available("naishi"):
    choice = bots.choose("naishi", name, match.state, derive(5, match.step))
    print(f"{name:10} {choice.action}")
    print("           ", choice.reason.label("en"))
    print("           ", choice.reason.label("ja"))
"""),
    ("md", """
## 2. Is the first player favoured? · 先手は有利か

We let the heuristic bot play every seat and count how often the player who moved first wins.
If the order did not matter, the first player would win 1 game in *n* with *n* players (a tie
shares the win). The runs below are reused by the later questions.

全員を経験則ボットにして、最初に手番を得たプレイヤーが勝つ割合を数えます。順番が関係なければ、
*n* 人なら *n* 回に1回勝つはずです（同点は勝ちを分け合います）。ここでの対局結果は後の問いでも使います。
"""),
    ("py", """
TABLES = [("naishi", 2, 50), ("whispers", 3, 40), ("whispers", 4, 40), ("whispers", 5, 40),
          ("citadels", 2, 30), ("citadels", 4, 30), ("citadels", 6, 30)]
runs = {}
for game, players, n in TABLES:
    runs[game, players] = explorer.simulate(game, n, players=players, bots="heuristic",
                                            seed=2024, progress=False)
    print(f"{game:9} {players} players: {n} games in {runs[game, players].elapsed:.1f} s")
"""),
    ("py", """
labels, values, lows, highs, fair = [], [], [], [], []
for (game, players), run in runs.items():
    first = run.win_rate_by_position()[0]
    labels.append(f"{game}\\n{players}p")
    values.append(first.value)
    lows.append(first.value - first.low)
    highs.append(first.high - first.value)
    fair.append(1 / players)
x = np.arange(len(labels))
fig, ax = plt.subplots(figsize=(8, 3.5))
ax.bar(x, values, yerr=[lows, highs], capsize=4, color="#4c72b0", label="first player wins")
ax.scatter(x, fair, marker="_", s=900, color="#c44e52", linewidths=3, zorder=3,
           label="fair share 1/n")
ax.set_xticks(x, labels)
ax.set_ylabel("win rate")
ax.set_ylim(0, 1)
ax.set_title("First-player win rate (95 % interval) against a fair share")
ax.legend(loc="upper right")
plt.show()
"""),
    ("md", """
**What it shows · グラフの読み方**: each bar is how often the first player won, with its 95 %
interval; the red dash is the fair share 1/*n*. A bar whose whole interval lies above the dash
means the first seat is favoured; with this few games most intervals are wide, which is itself
the lesson: a handful of games cannot settle a balance question.

各棒は先手の勝率と95 %区間、赤い横線は公平な割合 1/*n* です。区間全体が横線より上なら先手有利と
言えます。この対局数では区間が広く、少ない対局では釣り合いの問いに決着がつかないことがわかります。
"""),
    ("md", """
## 3. How are the scores spread? · 得点はどのように散らばるか

The final scores of every seat in the runs above, one panel per game.

上の対局での全員の最終得点を、ゲームごとに示します。
"""),
    ("py", """
fig, axes = plt.subplots(1, 3, figsize=(10, 3))
for ax, key in zip(axes, [("naishi", 2), ("whispers", 4), ("citadels", 4)], strict=True):
    scores = runs[key].scores.ravel()
    ax.hist(scores, bins=range(int(scores.min()), int(scores.max()) + 2), color="#55a868")
    ax.set_title(f"{key[0]}, {key[1]} players")
    ax.set_xlabel("final score")
axes[0].set_ylabel("seats")
fig.tight_layout()
plt.show()
"""),
    ("md", """
**What it shows · グラフの読み方**: how many seats ended with each score. Naishi's scores are
spread wide (one card can swing many points), Whispers' pile up just under the target (the game
stops as soon as someone reaches it), and Citadels' sit in a band set by the city size.

各得点で終えた席の数です。内侍は得点の幅が広く（1枚で大きく動く）、王宮のささやきは目標点の少し下に
集まり（誰かが届いた時点で終わる）、あやつり人形は都市の大きさで決まる帯に収まります。
"""),
    ("md", """
## 4. How long is a game? · 1ゲームの長さ

The number of actions (every decision a player makes, including sub-steps) per game, by game
and player count.

1ゲームの行動数（小さな手順も含めた全ての決定）を、ゲームと人数ごとに示します。
"""),
    ("py", """
fig, ax = plt.subplots(figsize=(8, 3.5))
keys = list(runs)
ax.boxplot([runs[k].length for k in keys])
ax.set_xticks(range(1, len(keys) + 1), [f"{g}\\n{p}p" for g, p in keys])
ax.set_ylabel("actions per game")
ax.set_title("Game length")
plt.show()
for key in keys:
    print(f"{key[0]:9} {key[1]}p: {runs[key].mean_length()} actions")
"""),
    ("md", """
**What it shows · グラフの読み方**: each box holds the middle half of the games, the line in it
the median, the whiskers the usual range. Compare the boxes of one game across player counts:
more players means more actions per round, and in Whispers a lower target score.

箱は中央の半分の対局、箱の中の線は中央値、ひげは通常の範囲です。同じゲームで人数を比べると、
人数が多いほど1ラウンドの行動が増えます（王宮のささやきは目標点も下がります）。
"""),
    ("md", """
## 5. What is a Naishi card worth? · 内侍のカードの価値

Each Naishi game records how many cards of each type each player ended with. A least-squares
fit of the final score on those counts (`explorer.simulate.fit`) estimates how many points one
card of a type goes with, in games played by these bots, with a 95 % interval. A territory
always holds ten cards, so the fit has no constant term beside the counts (it would be one
column too many and shift every bar by the same arbitrary amount). It is an association, not a
law: a card can look strong because the bot takes it only when it fits.

各対局で、各プレイヤーが最後に持っていた種類ごとの枚数を記録しています。最終得点をその枚数で
最小二乗回帰すると（`explorer.simulate.fit`）、その種類1枚が何点ぶんに当たるかの目安が95 %区間つきで
わかります（このボットの対局での話です）。領地のカードはいつも10枚なので、枚数の横に定数項は置きません
（置くと列が1つ多すぎて、すべての棒が同じだけずれます）。因果ではなく相関です。ボットが合うときだけ取るので強く見えるカードもあります。
"""),
    ("py", """
naishi = runs["naishi", 2]
types = [name for name in naishi.features if name.startswith("cards.")]
counts = np.stack([naishi.features[t].ravel() for t in types], axis=1)
scores = naishi.scores.ravel().astype(float)
worth = fit({t.removeprefix("cards."): counts[:, i] for i, t in enumerate(types)}, scores)
names, values = list(worth), [e.value for e in worth.values()]
errors = [[e.value - e.low for e in worth.values()], [e.high - e.value for e in worth.values()]]
fig, ax = plt.subplots(figsize=(8, 3.2))
ax.bar(names, values, yerr=errors, capsize=3,
       color=["#c44e52" if v < 0 else "#4c72b0" for v in values])
ax.axhline(0, color="black", linewidth=0.8)
ax.set_ylabel("points per card (fit)")
ax.set_title("Naishi: final score against the cards held at the end")
plt.xticks(rotation=45)
plt.show()
"""),
    ("md", """
**What it shows · グラフの読み方**: one bar per card type: how many final points (blue: more,
red: fewer) go with one card of that type at the end; the whiskers are 95 % intervals. With 50
games they are wide: run more games to see which differences hold (bars whose intervals do not
overlap).

種類ごとの棒は、最後にその種類1枚が最終得点の何点ぶんに当たるか（青はプラス、赤はマイナス）を示し、
ひげは95 %区間です。50対局では区間が広いので、対局を増やすと、どの差が本物か（区間が重ならない棒）が
わかります。
"""),
    ("md", """
## 6. Which Citadels character wins games? · あやつり人形で勝ちにつながるキャラクター

Each Citadels game records how often each seat drafted each character. Fitting a seat's share
of the win on those counts suggests which characters go with winning (again an association).

各対局で、各席がそれぞれのキャラクターを何回選んだかを記録しています。席の勝ち分をその回数で回帰すると、
どのキャラクターが勝ちと結びつくかの目安になります（これも相関です）。
"""),
    ("py", """
citadels = runs["citadels", 4]
chars = [name for name in citadels.features if name.startswith("chose.")]
picks = np.stack([citadels.features[c].ravel() for c in chars], axis=1)
share = citadels.shares.ravel()
effect = fit({c.removeprefix("chose."): picks[:, i] for i, c in enumerate(chars)}, share)
fig, ax = plt.subplots(figsize=(8, 3.2))
ax.bar(list(effect), [e.value for e in effect.values()], color="#8172b2", capsize=3,
       yerr=[[e.value - e.low for e in effect.values()],
             [e.high - e.value for e in effect.values()]])
ax.axhline(0, color="black", linewidth=0.8)
ax.set_ylabel("win share per pick (fit)")
ax.set_title("Citadels, 4 players: win share against the characters drafted")
plt.show()
"""),
    ("md", """
**What it shows · グラフの読み方**: one bar per character: how much a seat's share of the win
changes with one more round holding that character, with its 95 % interval. Tall bars whose
interval stays clear of zero point at characters worth a closer look in a design discussion.

キャラクターごとの棒は、そのキャラクターを1ラウンド多く持つと勝ち分がどれだけ変わるかを95 %区間つきで示します。
区間が0にかからない高い棒のキャラクターは、デザインを議論するときに詳しく見る価値があります。
"""),
    ("md", """
## 7. What does one changed number do? · 数字を1つ変えると

The numbers a designer might change are rule options with the printed values as defaults:
Naishi's point tables (`ronin_points`, `torii_points`, `mountain_points`), Whispers' target
scores and round-end points (`target_scores`, `forced_end_points`, `full_court_points_3p`),
Citadels' city size and bonuses (`complete_size`, `five_colours_bonus`,
`first_complete_bonus`, `complete_bonus`). `explorer.compare` plays **the same games** (same
seeds, same bots, same seats) under two rule sets and reports the differences game by game.

デザイナーが変えてみたい数字は、印刷された値を既定値とするルールのオプションです。`explorer.compare` は
**同じ対局**（同じシード・ボット・席）を2つのルールで行い、対局ごとの差を報告します。

Here: Citadels with cities complete at 6 districts instead of 8.

ここでは、あやつり人形の都市の完成を8つから6つに変えてみます。
"""),
    ("py", """
change = explorer.compare("citadels", {}, {"complete_size": 6}, 30, players=4, seed=7,
                          progress=False)
print(change.to_text("en"))
print()
print(change.to_text("ja"))
"""),
    ("py", """
fig, axes = plt.subplots(1, 2, figsize=(10, 3.2))
base, variant = change.base, change.variant
axes[0].hist([base.length, variant.length], bins=12, label=["8 districts", "6 districts"],
             color=["#4c72b0", "#dd8452"])
axes[0].set_xlabel("actions per game")
axes[0].set_title("Game length")
axes[0].legend()
diffs = change.win_rate_by_position()
x = np.arange(len(diffs))
axes[1].bar(x, [d.value for d in diffs],
            yerr=[[d.value - d.low for d in diffs], [d.high - d.value for d in diffs]],
            capsize=4, color="#937860")
axes[1].axhline(0, color="black", linewidth=0.8)
axes[1].set_xticks(x, [str(p + 1) for p in x])
axes[1].set_xlabel("place in turn order")
axes[1].set_title("Change in win rate (6 minus 8)")
fig.tight_layout()
plt.show()
"""),
    ("md", """
**What it shows · グラフの読み方**: left, the game lengths under the printed rule and the
variant (the same seeds); right, how the win rate of each place in the turn order changes, with
95 % intervals of the paired differences. An interval that crosses zero means these games cannot
tell the two rules apart on that point.

左は印刷されたルールと変更後のゲームの長さ（同じシード）、右は手番順の各位置の勝率の変化と、
対にした差の95 %区間です。区間が0をまたぐなら、この対局数ではその点で2つのルールの違いは
見分けられません。
"""),
    ("md", """
## 8. Edit a variant and measure it · 変更版を作って測る

The editor below holds the whole game as data: the cards of the deck, the point tables and the
rule readings. Change a number and the box under the tables says, in your language, what now
differs from the published game; a value the game cannot be played with is refused, and the
message says why. **Run** plays the same seeded games under both rule sets (the bar shows the
progress) and draws six panels side by side: the win rate of each seat, the final scores, the
length of a game, the **margin** (how far ahead the winner finished), **decided at** (how far
into the game the winner took the lead for good) and the **lead changes** (how often the
leader changed). *docs/design-lab.md* defines each one. **Export** gives the variant as JSON
to save or share; paste one into the box and **Import** brings it back.

下のエディターは、山札のカード、得点表、ルールの解釈といったゲーム全体をデータとして持っています。
数字を変えると、表の下の枠に市販のルールとの違いが選んだ言語で表示されます。遊べない値は受け付けず、
その理由が表示されます。「実行」は同じシードの対局を両方のルールで行い（バーが進み具合を示します）、
6つのグラフを並べて描きます：席ごとの勝率、最終得点、ゲームの長さ、**点差**（勝者がどれだけ
引き離して終えたか）、**決着の時点**（勝者が最後までリードを保ち始めたのがゲームのどのあたりか）、
**首位交代**（首位が入れ替わった回数）。それぞれの定義は *docs/ja/design-lab.md* にあります。
「書き出し」で変更版を JSON として保存・共有でき、JSON を枠に貼り付けて「読み込み」を押すと元に戻せます。
"""),
    ("py", """
from explorer.widgets import VariantEditor

editor = VariantEditor("naishi", lang="en", games=200)
editor
"""),
    ("md", """
The same editor answers to code, which is handy for a worksheet: here one more Naishi card in
the deck and a quick run of 30 games (the plots above update in place). Press 日本語 in the
editor to read every label, the differences and the plots in Japanese.

同じエディターはコードからも操作できます（ワークシートに便利です）。ここでは山札の内侍を1枚増やし、
30ゲームだけ実行します（上のグラフがその場で更新されます）。エディターの「日本語」を押すと、
ラベル・違い・グラフがすべて日本語になります。
"""),
    ("py", """
editor.control("deck", "Naishi").value = 3
editor.run(30)
print("\\n".join(editor.variant.diff(lang="en")))
print(editor.comparison.variant.metrics().to_text("en"))
"""),
    ("md", """
## 9. Scaling up · 規模を大きくする

The answers above rest on tens of games. For a class project, play thousands: the results are
identical however the games are run, because every game's seed comes from the base seed and its
number.

ここまでの答えは数十局にもとづいています。授業の課題では数千局を行いましょう。各対局のシードは
基準シードと対局番号だけで決まるので、どのように実行しても結果は同じです。

- Both cores of a laptop · ノートPCの2コア: `explorer.simulate("naishi", 10_000, workers=2)`
- A progress bar · 進捗バー: leave `progress=True` (the default); Ctrl-C (or the ■ button)
  stops and keeps the games already played (`result.partial` is then `True`).
- A cluster with Dask · Dask のクラスター:

```python
from dask.distributed import Client
client = Client("tcp://scheduler-address:8786")   # or Client() for a local cluster
result = explorer.simulate("citadels", 100_000, players=5, bots="lookahead,heuristic",
                           rotate=True, executor=client.get_executor())
```

- From a terminal · ターミナルから:
  `python -m explorer.simulate naishi --games 10000 --bots heuristic,random --workers 2 --json`
"""),
    ("py", """
quick = explorer.simulate("naishi", 20, bots="heuristic,random", rotate=True, seed=1,
                          progress=False)
print(quick.to_text("en"))
print(quick.to_text("ja"))
"""),
]

if __name__ == "__main__":
    write("design_lab.ipynb", CELLS)
