"""The design-lab notebook: the questions a game-design class asks, each answered with seeded bot
games (`explorer.simulate`, `explorer.compare`) and plots the package draws as SVG, in English
and Japanese.

Small numbers of games keep it quick to run; a cell says how to scale up (more games, both
cores, a Dask cluster)."""

from tools.notebook import loading_line, write

#: Said while Voila runs the lab's games, before anything else of the page shows.
LOADING_WORDS = ("Setting up the design lab: its bots play seeded games first (about a minute)…",
                 "ゲームデザイン研究室を準備しています。先にボットが対局するので、1分ほどかかります…")
LOADING = loading_line(*LOADING_WORDS)

CELLS = [
    ("md", """
# Design lab: asking "what if?" of the rules

A game designer asks questions that one game cannot answer. *Is the first player favoured?
How long is a game? What is a card worth? What happens if we change one number?* Here bots play
many seeded games, and each question is answered with a measurement, a 95 % confidence
interval and a plot.

Every game here is reproducible: the same seed gives the same games, on one core or on many.
The numbers of games are kept small so that the notebook runs in about a minute; the last
section shows how to scale up.
""" + LOADING[0], """
# ゲームデザイン研究室：ルールに「もしも」を問う

ゲームデザイナーの問いは、1回の対局では答えられません。「先手は有利か」「1ゲームはどのくらいの長さか」
「このカードの価値は」「数字を1つ変えたらどうなるか」。ここではボットに多数の対局（シード付き）をさせ、
それぞれの問いに測定値・95 %信頼区間・グラフで答えます。

どの対局も再現できます。同じシードなら、1コアでも多数のコアでも同じ対局になります。
ノートブックが1分ほどで終わるよう対局数は少なめです。増やし方は最後の節にあります。
""" + LOADING[1]),
    ("py", """
LANG = "en"  # the lesson's language: "en" or "ja" · この教材の言語

from IPython.display import display

import explorer
from explorer import bots
from explorer.engine import Match, derive, load_game, tr
from explorer.simulate import fit
from explorer.viz import plots

print(explorer.registered_games())
"""),
    ("md", """
## 1. Bots that say why

Each game has three bots: `random`, `heuristic` (rules of thumb; the one the explorer's bot
button uses) and `lookahead` (it guesses the cards its seat cannot see many times over, plays
the best few moves forward in each guess, and keeps the best on average). A bot sees only its
own seat's view, and every choice comes with a reason in both languages.
""", """
## 1. 理由を説明するボット

各ゲームに3つのボットがあります。`random`（無作為）、`heuristic`（経験則。探索ツールのボットと同じ）、
`lookahead`（見えないカードを何通りも推測し、有望な手を先まで試して平均で最善の手を選ぶ）。
ボットは自分の席から見える情報しか使わず、どの選択にも日英の理由が付きます。
"""),
    ("py", """
match = Match("naishi", seed=5, lang=LANG)
for _ in range(6):
    match.play_bot()
print(tr("lesson.lab.legal_now", LANG, n=len(match.legal_actions())))
for name in bots.available("naishi"):
    choice = bots.choose("naishi", name, match.state, derive(5, match.step))
    print(f"{name!r:12} {choice.action.describe(LANG)}")
    print("           ", choice.reason.label(LANG))
"""),
    ("md", """
## 2. Is the first player favoured?

We let the heuristic bot play every seat and count how often the player who moved first wins.
If the order did not matter, the first player would win 1 game in *n* with *n* players (a tie
shares the win). The runs below are reused by the later questions.
""", """
## 2. 先手は有利か

全員を経験則ボットにして、最初に手番を得たプレイヤーが勝つ割合を数えます。順番が関係なければ、
*n* 人なら *n* 回に1回勝つはずです（同点は勝ちを分け合います）。ここでの対局結果は後の問いでも使います。
"""),
    ("py", """
TABLES = [("naishi", 2, 50), ("whispers", 3, 100), ("whispers", 4, 100),
          ("whispers", 5, 100), ("citadels", 2, 30), ("citadels", 4, 30), ("citadels", 6, 30)]
runs = {}
for game, players, n in TABLES:
    runs[game, players] = explorer.simulate(game, n, players=players, bots="heuristic",
                                            seed=2024, progress=False)
    print(tr("lesson.lab.played", LANG, game=load_game(game).title.label(LANG), players=players,
             n=n, seconds=f"{runs[game, players].elapsed:.1f}"))
"""),
    ("py", """
plots.first_player_figure(runs, LANG)
"""),
    ("md", """
**What it shows**: each bar is how often the first player won, with its 95 %
interval; the red dash is the fair share 1/*n*. A bar whose whole interval lies above the dash
means the first seat is favoured; with this few games most intervals are wide, which is itself
the lesson: a handful of games cannot settle a balance question.
""", """
**グラフの読み方**: 各棒は先手の勝率と95 %区間、赤い横線は公平な割合 1/*n* です。区間全体が横線より上なら先手有利と
言えます。この対局数では区間が広く、少ない対局では釣り合いの問いに決着がつかないことがわかります。
"""),
    ("md", """
## 3. How are the scores spread?

The final scores of every seat in the runs above, one panel per game.
""", """
## 3. 得点はどのように散らばるか

上の対局での全員の最終得点を、ゲームごとに示します。
"""),
    ("py", """
plots.score_spread_figure(runs, [("naishi", 2), ("whispers", 4), ("citadels", 4)], LANG)
"""),
    ("md", """
**What it shows**: how many seats ended with each score. Naishi's scores are
spread wide (one card can swing many points), Whispers' pile up just under the target (the game
stops as soon as someone reaches it), and Citadels' sit in a band set by the city size.
""", """
**グラフの読み方**: 各得点で終えた席の数です。内侍は得点の幅が広く（1枚で大きく動く）、王宮のささやきは目標点の少し下に
集まり（誰かが届いた時点で終わる）、あやつり人形は都市の大きさで決まる帯に収まります。
"""),
    ("md", """
## 4. How long is a game?

The number of actions (every decision a player makes, including sub-steps) per game, by game
and player count.
""", """
## 4. 1ゲームの長さ

1ゲームの手数（小さな手順も含めた全ての決定）を、ゲームと人数ごとに示します。
"""),
    ("py", """
display(plots.length_figure(runs, LANG))
for (game, players), run in runs.items():
    print(tr("lesson.lab.mean_length", LANG, game=load_game(game).title.label(LANG),
             players=players, length=run.mean_length()))
"""),
    ("md", """
**What it shows**: each box holds the middle half of the games, the line in it
the median, the whiskers the usual range. Compare the boxes of one game across player counts:
more players means more actions per round, and in Whispers a lower target score.
""", """
**グラフの読み方**: 箱は中央の半分の対局、箱の中の線は中央値、ひげは通常の範囲です。同じゲームで人数を比べると、
人数が多いほど1ラウンドの行動が増えます（王宮のささやきは目標点も下がります）。
"""),
    ("md", """
## 5. What is a Naishi card worth?

Each Naishi game records how many cards of each type each player ended with. A least-squares
fit of the final score on those counts (`explorer.simulate.fit`) estimates how many points one
card of a type goes with, in games played by these bots, with a 95 % interval. A territory
always holds ten cards, so the fit has no constant term beside the counts (it would be one
column too many and shift every bar by the same arbitrary amount). It is an association, not a
law: a card can look strong because the bot takes it only when it fits.
""", """
## 5. 内侍のカードの価値

各対局で、各プレイヤーが最後に持っていた種類ごとの枚数を記録しています。最終得点をその枚数で
最小二乗回帰すると（`explorer.simulate.fit`）、その種類1枚が何点ぶんに当たるかの目安が95 %区間つきで
わかります（このボットの対局での話です）。領地のカードはいつも10枚なので、枚数の横に定数項は置きません
（置くと列が1つ多すぎて、すべての棒が同じだけずれます）。因果ではなく相関です。ボットが合うときだけ取るので強く見えるカードもあります。
"""),
    ("py", """
naishi = runs["naishi", 2]
types = [name for name in naishi.features if name.startswith("cards.")]
counts = {t.removeprefix("cards."): naishi.features[t].ravel() for t in types}
worth = fit(counts, naishi.scores.ravel())
plots.card_worth_figure(worth, LANG)
"""),
    ("md", """
**What it shows**: one bar per card type: how many final points (blue: more,
red: fewer) go with one card of that type at the end; the whiskers are 95 % intervals. With 50
games they are wide: run more games to see which differences hold (bars whose intervals do not
overlap).
""", """
**グラフの読み方**: 種類ごとの棒は、最後にその種類1枚が最終得点の何点ぶんに当たるか（青はプラス、赤はマイナス）を示し、
ひげは95 %区間です。50対局では区間が広いので、対局を増やすと、どの差が本物か（区間が重ならない棒）が
わかります。
"""),
    ("md", """
## 6. Which Citadels character wins games?

Each Citadels game records how often each seat drafted each character. Fitting a seat's share
of the win on those counts suggests which characters go with winning (again an association).
""", """
## 6. あやつり人形で勝ちにつながるキャラクター

各対局で、各席がそれぞれのキャラクターを何回選んだかを記録しています。席の勝ち分をその回数で回帰すると、
どのキャラクターが勝ちと結びつくかの目安になります（これも相関です）。
"""),
    ("py", """
citadels = runs["citadels", 4]
chars = [name for name in citadels.features if name.startswith("chose.")]
picks = {c.removeprefix("chose."): citadels.features[c].ravel() for c in chars}
effect = fit(picks, citadels.shares.ravel())
plots.character_figure(effect, LANG, content=citadels.content)
"""),
    ("md", """
**What it shows**: one bar per character: how much a seat's share of the win
changes with one more round holding that character, with its 95 % interval. Tall bars whose
interval stays clear of zero point at characters worth a closer look in a design discussion.
""", """
**グラフの読み方**: キャラクターごとの棒は、そのキャラクターを1ラウンド多く持つと勝ち分がどれだけ変わるかを95 %区間つきで示します。
区間が0にかからない高い棒のキャラクターは、デザインを議論するときに詳しく見る価値があります。
"""),
    ("md", """
## 7. What does one changed number do?

The numbers a designer might change are rule options with the printed values as defaults:
Naishi's point tables (`ronin_points`, `torii_points`, `mountain_points`), Whispers' target
scores and round-end points (`target_scores`, `forced_end_points`, `full_court_points_3p`),
Citadels' city size and bonuses (`complete_size`, `five_colours_bonus`,
`first_complete_bonus`, `complete_bonus`). `explorer.compare` plays **the same games** (same
seeds, same bots, same seats) under two rule sets and reports the differences game by game.

Here: Citadels with cities complete at 6 districts instead of 8.
""", """
## 7. 数字を1つ変えると

デザイナーが変えてみたい数字は、印刷された値を既定値とするルールのオプションです。`explorer.compare` は
**同じ対局**（同じシード・ボット・席）を2つのルールで行い、対局ごとの差を報告します。

ここでは、あやつり人形の都市の完成を8つから6つに変えてみます。
"""),
    ("py", """
change = explorer.compare("citadels", {}, {"complete_size": 6}, 30, players=4, seed=7,
                          progress=False)
print(change.to_text(LANG))
"""),
    ("py", """
names = [tr("lesson.lab.districts", LANG, n=n) for n in (8, 6)]
plots.comparison_figure(change, names, LANG)
"""),
    ("md", """
**What it shows**: left, the game lengths under the printed rule and the
variant (the same seeds); right, how the win rate of each place in the turn order changes, with
95 % intervals of the paired differences. An interval that crosses zero means these games cannot
tell the two rules apart on that point.
""", """
**グラフの読み方**: 左は印刷されたルールと変更後のゲームの長さ（同じシード）、右は手番順の各位置の勝率の変化と、
対にした差の95 %区間です。区間が0をまたぐなら、この対局数ではその点で2つのルールの違いは
見分けられません。
"""),
    ("md", """
## 8. Edit a variant and measure it

The editor below holds the whole game as data: the cards of the deck, the point tables and the
rule readings. Change a number and the box under the tables says, in your language, what now
differs from the published game; a value the game cannot be played with is refused, and the
message says why. **Run** plays the same seeded games under both rule sets (the bar shows the
progress) and draws six panels side by side: the win rate of each seat, the final scores, the
length of a game, the **margin** (how far ahead the winner finished), **decided at** (how far
into the game the winner took the lead for good) and the **lead changes** (how often the
leader changed). *docs/design-lab.md* defines each one. **Export** gives the variant as JSON
to save or share; paste one into the box and **Import** brings it back.
""", """
## 8. 変更版を作って測る

下のエディターは、山札のカード、得点表、ルールの解釈といったゲーム全体をデータとして持っています。
数字を変えると、表の下の枠に通常ルールとの違いが選んだ言語で表示されます。遊べない値は受け付けず、
その理由が表示されます。「実行」は同じシードの対局を両方のルールで行い（バーが進み具合を示します）、
6つのグラフを並べて描きます：席ごとの勝率、最終得点、ゲームの長さ、**点差**（勝者がどれだけ
引き離して終えたか）、**決着の時点**（勝者が最後までリードを保ち始めたのがゲームのどのあたりか）、
**首位交代**（首位が入れ替わった回数）。それぞれの定義は *docs/ja/design-lab.md* にあります。
「書き出し」で変更版を JSON として保存・共有でき、JSON を枠に貼り付けて「読み込み」を押すと元に戻せます。
"""),
    ("py", """
from explorer.widgets import VariantEditor

editor = VariantEditor("naishi", lang=LANG, games=200)
editor
"""),
    ("md", """
The same editor answers to code, which is handy for a worksheet: here one more Naishi card in
the deck and a quick run of 30 games (the plots above update in place). Press 日本語 in the
editor to read every label, the differences and the plots in Japanese.
""", """
同じエディターはコードからも操作できます（ワークシートに便利です）。ここでは山札の内侍を1枚増やし、
30ゲームだけ実行します（上のグラフがその場で更新されます）。エディターの「日本語」を押すと、
ラベル・違い・グラフがすべて日本語になります。
"""),
    ("py", """
editor.control("deck", "Naishi").value = 3
editor.run(30)
print("\\n".join(editor.variant.diff(lang=LANG)))
print(editor.comparison.variant.metrics().to_text(LANG))
"""),
    ("md", """
## 9. Six design questions

A design class asks about cards, counts and deals, not only about point tables. Each question
below changes the published game into a variant (`explorer.variant`) and plays **the same
seeded games** under both with the heuristic bot at every seat; `ask` from
`explorer.simulate.questions` does it in one call and gives each figure as a paired change: the
score of a seat and the length of a game (in percent of the published game's mean), the win rate
of seat 1 and of the first player in turn order (once, where seat 1 always starts). Read each
answer's last lines too:

- the intervals are shown together, so each is widened (Bonferroni) until all of them hold at
  once 95 % of the time; a sentence says how many plain 95 % intervals would miss by chance;
- the games are split into two blocks with independent seeds, and a change is **confirmed** only
  when both blocks show it on the same side of 0; one block alone says **not confirmed:
  replicate**, with both blocks' intervals;
- the last sentence says how many games a change of 5 percentage points would need.

Here each question plays 100 games a side so that the notebook stays quick; the answers from
2,000 games a side are in *docs/design-lab.md*, section 6.
""", """
## 9. 6つの設計の問い

設計の授業では、得点表だけでなく、カードの枚数や配り方についても問いが出ます。以下の問いはどれも、
通常ルールを変更版（`explorer.variant`）に変え、全席を経験則ボットにして、**同じシードの対局**を
両方のルールで行います。`explorer.simulate.questions` の `ask` を1回呼ぶだけで、1席あたりの得点とゲームの長さ（通常ルールの平均に対する %）、
席1と先手の勝率（いつも席1が先手なら1回だけ）について、同じ配りのゲームどうしの差を返します。答えの最後の行も読みましょう。

- 区間は同時に示しているので、すべてが同時に当たる確率が95 %になるまで1つずつを広げています（ボンフェローニ法）。
  ふつうの95 %区間なら偶然でいくつ外れるかを1文で伝えます。
- 対局を独立したシードの2つのブロックに分け、両方のブロックで0の同じ側に出た変化だけを**確認済み**とします。
  片方のブロックだけなら**未確認：追試が必要**と書き、両方のブロックの区間を示します。
- 最後の1文は、5ポイントの変化を確かめるのに何ゲーム必要かを伝えます。

ノートブックがすぐ終わるよう、ここでは各問い100ゲームずつです。2,000ゲームずつの答えは
*docs/ja/design-lab.md* の6節にあります。
"""),
    ("py", """
from explorer.simulate.questions import QUESTIONS, Answer, ask

answers = {}
"""),
    ("md", """
### Question 1: the Ninja +1

A Ninja copies another character of its own territory at the end and scores exactly what that
card would score in its place. It earns nothing of its own, so a designer may wonder whether it
is worth taking. Here each copying Ninja scores 1 more (`ninja_bonus=1`). Does the bonus only
add points, or does it change who wins?
""", """
### 問い1：忍者に1点を加える

忍者は最後に自分の領地の別の人物を写し、その位置でそのカードと同じ点を得ます。忍者自身の得点は
ないので、取る価値があるのかとデザイナーは考えるかもしれません。ここでは写している忍者1枚ごとに
1点を加えます（`ninja_bonus=1`）。点が増えるだけか、それとも勝敗まで変わるかを見ます。
"""),
    ("py", """
answers["ninja_plus_one"] = ask("ninja_plus_one", 100, seed=2024, progress=False)
print(answers["ninja_plus_one"].to_text(LANG))
"""),
    ("md", """
### Question 2: one Naishi in the deck

The Naishi card, the game's namesake, scores 12 in the middle of the Line and 8 in the middle
of the Hand, and the printed deck holds two. With one, the deck is a card shorter and the big
middle score is rarer. How much of a typical score rests on that card?
""", """
### 問い2：山札の内侍を1枚にする

ゲームの名前にもなっている内侍のカードは、列の中央で12点、手札の中央で8点になり、通常ルールの山札には
2枚入っています。1枚にすると山札が1枚減り、中央の大きな得点が取りにくくなります。ふだんの得点の
どれほどがこのカードに支えられているのでしょうか。
"""),
    ("py", """
answers["one_naishi"] = ask("one_naishi", 100, seed=2024, progress=False)
print(answers["one_naishi"].to_text(LANG))
"""),
    ("md", """
### Question 3: Citadels without the Graveyard

The Graveyard is a purple district: when the Warlord destroys a district, the Graveyard's owner
(unless they are the Warlord) may pay 1 gold to take the destroyed card into their hand. Taking a card out of the deck is the simplest way
to ask whether it pulls its weight. Here 4 players play without it.
""", """
### 問い3：墓地を抜いたあやつり人形

墓地は紫の建物です。将軍が建物を破壊したとき、墓地の持ち主は（自分が将軍でなければ）金貨1枚を払って、
壊されたカードを手札に加えられます。山札からカードを抜いてみるのが、そのカードに役目があるかを確かめる一番簡単な方法です。
ここでは4人で、墓地なしで遊びます。
"""),
    ("py", """
answers["no_graveyard"] = ask("no_graveyard", 100, seed=2024, progress=False)
print(answers["no_graveyard"].to_text(LANG))
"""),
    ("md", """
### Question 4: Citadels with 3 starting gold

Every player starts with 2 gold and 4 district cards. One more gold lets a player build a
cheap district on the first turn. Does a richer start shorten the game, and does it favour
anyone?
""", """
### 問い4：最初の金貨を3枚にする

各プレイヤーは金貨2枚と建物カード4枚で始めます。金貨が1枚多ければ、最初の手番から安い建物を
建てられます。豊かな出だしはゲームを短くするのか、だれかに有利に働くのかを調べます。
"""),
    ("py", """
answers["start_gold_3"] = ask("start_gold_3", 100, seed=2024, progress=False)
print(answers["start_gold_3"].to_text(LANG))
"""),
    ("md", """
### Question 5: Whispers in the Palace with a 5-card hand

Each round deals 6 cards to every player, and six different characters in one player's area
end the round (so does a player left with no legal card). With a 5-card hand (`hand_size=5`) five different characters are enough, and every
player has one card fewer to choose from. Are rounds shorter, and do the seats still win
equally often?
""", """
### 問い5：王宮のささやきの手札を5枚にする

各ラウンドで全員に6枚ずつ配られ、だれかの密談場に6種類のキャラクターがそろうとラウンドが終わります
（出せるカードがなくなったプレイヤーが出たときも終わります）。
手札を5枚にすると（`hand_size=5`）5種類でそろい、選べるカードも1枚減ります。ラウンドは短くなるのか、
どの席も同じくらい勝てるのかを見ます。
"""),
    ("py", """
answers["hand_of_5"] = ask("hand_of_5", 100, seed=2024, progress=False)
print(answers["hand_of_5"].to_text(LANG))
"""),
    ("md", """
### Question 6: the first player in Whispers at 3, 4 and 5 players

Seat 1 always starts a game of Whispers in the Palace. Section 2 already played these tables,
so the answer reuses its games: the first player's win rate minus the fair share 1/*n*, with
its interval (`ask("first_player", n)` plays new games for the same answer).
""", """
### 問い6：王宮のささやきの先手（3人・4人・5人）

王宮のささやきでは、いつも席1が先手です。2節ですでにこの人数の対局をしたので、その結果を使います。
先手の勝率から公平な割合 1/*n* を引いた差と、その区間です（`ask("first_player", n)` で新しく対局しても
同じ形の答えが得られます）。
"""),
    ("py", """
answers["first_player"] = Answer(QUESTIONS["first_player"],
                                 runs={p: runs["whispers", p] for p in (3, 4, 5)})
print(answers["first_player"].to_text(LANG))
"""),
    ("py", """
plots.questions_figure(answers, LANG)
"""),
    ("md", """
**What it shows**: the first three panels give, for each variant question,
the change from the published game in a seat's score (in percent of the published game's mean,
so that Naishi's, Citadels' and Whispers' points share one scale), in the first player's win
rate and in the length of a game (also in percent); a dot is the estimate and its bar the
interval of the paired differences, widened for the figures each answer shows together. The
last panel gives how far the Whispers first player's win rate lies from a fair share at each
table size. A bar that crosses the black line at 0 shows no change at this
number of games: play more (`workers=2` uses both cores) before drawing a conclusion.
""", """
**グラフの読み方**: 最初の3つのグラフは、変更版の問いごとに、通常ルールからの変化（1席あたりの得点、先手の勝率、
ゲームの長さ）を示します。得点と長さは通常ルールの平均に対する %なので、内侍・あやつり人形・王宮のささやきの
点数を同じ目盛りで比べられます。点が推定値、横棒が同じ配りのゲームどうしの差の区間で、答えごとに同時に示す数字の数だけ広げてあります。最後のグラフは、
王宮のささやきの先手の勝率が人数ごとに公平な割合からどれだけ離れているかを示します。0の黒い線を
またぐ棒は、この対局数では変化が見えないということです。結論を出す前に対局を増やしましょう
（`workers=2` で2つのコアを使えます）。
"""),
    ("md", """
### A class question: the Queen

The rules vocabulary lets a class invent a character as data. Class question 2 adds a ninth
character, the Queen (rank 9), who takes 3 gold after her action when she sits next to the
Crown's holder; every player count's character set gains her, so the draft still deals at 2 to
7 players. `CLASS_QUESTIONS` holds it as a dict, and `ask` answers it like the six.
""", """
### 授業の問い：女王

ルールの語彙を使えば、授業で新しいキャラクターをデータとして作れます。授業の問い2では9番目のキャラクター
「女王」（ランク9）を加えます。女王は王冠の持ち主の隣に座っていれば、アクションのあとに金貨3枚を得ます。
どの人数のキャラクターセットにも女王が入るので、2〜7人のどの人数でも選択ができます。`CLASS_QUESTIONS` に
辞書として入っていて、`ask` は6つの問いと同じように答えます。
"""),
    ("py", """
from explorer.simulate.questions import CLASS_QUESTIONS, ask_both

print(CLASS_QUESTIONS["queen"].data)
queen = ask("queen", 100, seed=2024, progress=False)
print(queen.to_text(LANG))
"""),
    ("md", """
### Does the answer hold for better players?

Every answer above was played by the heuristic, a bot of rules of thumb. Whether a variant is
balanced depends on how well it is played: a strong player may use the Queen, or a richer
start, better than the heuristic does. `ask_both` asks a question twice on the same seeded
games, each time with one bot in every seat, and says figure by figure whether the conclusion
(a confirmed rise, a confirmed fall, or no confirmed difference) **holds under both
strengths**, or depends on how well the game is played. A conclusion that holds under both is
one a class can state about the game; one that changes with the player is a statement about
the players.

By default `ask_both` plays the heuristic and the strong bot; the strong bot searches about
0.2 s a Naishi decision, so here the lookahead stands in for it and 8 games a side keep the
notebook quick. **At this size nothing is a finding**: the blocks of 4 games cannot confirm
anything, and "holds" here mostly means that neither bot found a difference. The answers of
longer runs with the heuristic and the strong bot are in *docs/design-lab.md*, section 6, with
the command that makes them.
""", """
### 上手な遊び手でも答えは同じか

ここまでの答えはすべて、経験則で打つボットが遊んだものです。変更版の釣り合いは、どれだけ上手に遊ぶかで
変わります。強い遊び手なら、女王や多めの金貨を経験則ボットよりうまく使うかもしれません。`ask_both` は
同じシードの対局で、全席を1種類のボットにして同じ問いを2回たずね、数字ごとに結論（確かに増える、確かに減る、
確かな差は見られない）が**両方の強さで同じ**か、遊び方の上手さで変わるかを述べます。両方で同じ結論なら、
それはゲームについての結論として授業で言えます。遊び手によって変わる結論は、遊び手についての結論です。

`ask_both` は既定で経験則ボットと強いボットを使います。強いボットは内侍で1手に約0.2秒考えるので、ここでは
代わりに先読みボットを使い、各ルール8ゲームだけにしてノートブックがすぐ終わるようにします。**この対局数では何も
結論になりません**。4ゲームずつのブロックでは何も確認できず、ここでの「同じ」はたいてい、どちらのボットでも
差が見つからなかったというだけです。経験則ボットと強いボットでもっと多く対局した答えと、それを作るコマンドは
*docs/ja/design-lab.md* の6節にあります。
"""),
    ("py", """
both = ask_both("queen", 8, seed=2024, strengths=("heuristic", "lookahead"), progress=False)
print(both.to_text(LANG))
"""),
    ("md", """
## 10. Scaling up

The answers above rest on tens of games. For a class project, play thousands: the results are
identical however the games are run, because every game's seed comes from the base seed and its
number.

- Both cores of a laptop: `explorer.simulate("naishi", 10_000, workers=2)`
- A progress bar: leave `progress=True` (the default); Ctrl-C (or the ■ button)
  stops and keeps the games already played (`result.partial` is then `True`); a comparison
  keeps only games played under both rule sets.
- Until sure: `explorer.compare("whispers", {}, variant, 1000, players=4, precision=0.02,
  max_games=20_000)` plays blocks of 1,000 games until every seat's win-rate change is known to
  ±2 percentage points (a confidence sequence, so stopping there keeps the 95 %), or the cap.
- How many games? `answer.comparison.games_needed("seat_1", 0.03)`: the games a change of
  3 percentage points needs, from the spread these games showed.
- A cluster with Dask:

```python
from dask.distributed import Client
client = Client("tcp://scheduler-address:8786")   # or Client() for a local cluster
result = explorer.simulate("citadels", 100_000, players=5, bots="lookahead,heuristic",
                           rotate=True, executor=client.get_executor())
```

- From a terminal:
  `python -m explorer.simulate naishi --games 10000 --bots heuristic,random --workers 2 --json`
""", """
## 10. 規模を大きくする

ここまでの答えは数十局にもとづいています。授業の課題では数千局を行いましょう。各対局のシードは
基準シードと対局番号だけで決まるので、どのように実行しても結果は同じです。

- ノートPCの2コア: `explorer.simulate("naishi", 10_000, workers=2)`
- 進捗バー: `progress=True`（既定）のままにします。Ctrl-C（または ■ ボタン）で止めると、
  それまでの対局は残ります（`result.partial` が `True` になります）。比較では、両方のルールで
  終わった対局だけが残ります。
- 確かになるまで: `explorer.compare("whispers", {}, variant, 1000, players=4, precision=0.02,
  max_games=20_000)` は、どの席の勝率の変化も ±2ポイントまでわかるか上限に達するまで、1,000ゲームずつ
  対局を続けます（信頼系列を使うので、そこで止めても95 %が保たれます）。
- 何ゲーム必要か: `answer.comparison.games_needed("seat_1", 0.03)` は、3ポイントの変化に必要なゲーム数を、
  この対局で見えたばらつきから求めます。
- Dask のクラスター:

```python
from dask.distributed import Client
client = Client("tcp://scheduler-address:8786")   # or Client() for a local cluster
result = explorer.simulate("citadels", 100_000, players=5, bots="lookahead,heuristic",
                           rotate=True, executor=client.get_executor())
```

- ターミナルから:
  `python -m explorer.simulate naishi --games 10000 --bots heuristic,random --workers 2 --json`
"""),
    ("py", """
quick = explorer.simulate("naishi", 20, bots="heuristic,random", rotate=True, seed=1,
                          progress=False)
print(quick.to_text(LANG))
"""),
]

if __name__ == "__main__":
    write("design_lab.ipynb", CELLS)
