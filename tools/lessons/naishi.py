"""The Naishi lesson: the rules in short, the rulebook example explained, the what-if scorer,
then a full game against a bot with both final scores side by side."""

from tools.lessons import questions
from tools.lessons.exercises import NAISHI_DECLARE, NAISHI_SCORE, NAISHI_WHAT_IF, cells
from tools.lessons.guided import section
from tools.notebook import loading_line, write

#: Said while Voila runs the lesson, before anything else of the page shows.
LOADING_WORDS = ("Setting up the Naishi lesson…", "内侍の教材を準備しています…")
LOADING = loading_line(*LOADING_WORDS)

CELLS = [
    ("md", """
# 内侍 Naishi — scoring explained card by card

*Naishi* is a two-player card game of about 20 minutes (Mathieu Bieri and Alex Fortineau). Each
player builds a **territory** of ten cards in two rows of five: the face-up **Line** (場) and the
hidden **Hand** (手札). At the end, every card scores by where it sits and what is next to it.

This lesson has four parts: the rules in short; the rulebook's example (62 points) explained
card by card; a **what-if scorer** you can edit; and a full game against a bot.
""" + LOADING[0], """
# 内侍 Naishi — 得点をカードごとに

2人用、約20分のカードゲームです。各プレイヤーは表向きの**場**5枚と伏せた**手札**5枚、合わせて
10枚の**領地**を作ります。ゲーム終了時、各カードは置かれた場所と隣のカードによって得点します。

この教材は4部構成です。ルールの要点、ルールブックの例（62点）のカードごとの解説、編集できる
**もしも得点計算**、そしてボットとの対戦です。
""" + LOADING[1]),
    *section("naishi"),
    ("md", """
## 1. The rules in short

**Setup.** 34 Development cards are shuffled into five River piles of six, top card face up.
Each player starts with five Mountains as their Line, is dealt two cards, gives one to the
opponent, and shuffles the other two with three Mountains into a Hand whose order never changes.

**A turn** is exactly one main action:
- **Develop** (開発): take the top card of River pile *c* into column *c* of your Line or Hand;
  the card it replaces goes face up to the discard pile. Before *or* after it you may send **one**
  emissary to the court for an additional action: **swap** two cards (two River tops, two Line
  cards, two Hand cards, or a Hand card with the Line card above it), or **discard** the top cards
  of two River piles.
- **Imperial Decree** (勅令): once per game in total, swap one of your cards with the opponent's
  card in the same row and column.
- **Recall** (呼び戻し): bring your emissaries back from the court.
- **Declare the end** (終了宣言): allowed once a River pile is exhausted; the opponent then plays
  one last turn.

**The end** also comes when two piles are exhausted at the end of a turn. Hands are revealed,
each Ninja copies a character of its territory, and the territories are scored. More points
wins; on a tie, more **different colours** wins.
""", """
## 1. ルールの要点

**準備.** 開発カード34枚を混ぜて6枚ずつ5つの川の山にし、一番上を表にします。各プレイヤーは
山5枚を場に並べ、2枚配られて1枚を相手に渡し、残り1枚と受け取った1枚を山3枚と混ぜて手札にします
（手札の並びは変わりません）。

**手番**ではメインアクションを1つだけ行います。
- **開発**: 川の山 *c* の一番上のカードを、場か手札の *c* 列に置きます。置き換えたカードは表向きで
  捨て札へ。その前か後に使者を**1人**宮廷に送って追加行動ができます。2枚の**交換**（川の表どうし、
  場どうし、手札どうし、手札とその上の場）か、川の2つの山の一番上を**捨てる**かです。
- **勅令**: ゲーム全体で1回だけ、自分のカード1枚を相手の同じ行・同じ列のカードと入れ替えます。
- **呼び戻し**: 宮廷から使者を戻します。
- **終了宣言**: 川の山が1つ尽きていれば宣言でき、相手が最後の1手番を行います。

手番の終わりに川の山が2つ尽きていても**終了**します。手札を公開し、忍者は自分の領地の人物を1枚写し、
領地を得点計算します。得点の多い方が勝ち、同点なら**色の種類**が多い方が勝ちです。

下のセルは、エンジンが引用する得点ルールを両方の言語で表示します。
"""),
    ("py", """
from IPython.display import HTML, display

import explorer
from explorer.engine import rule, tr
from explorer.games.naishi import score, best_arrangement
from explorer.viz import html as vh, naishi as vn

scoring_rules = [rid for rid in sorted(explorer.engine.events.all_rules()) if rid.startswith("naishi.12.")]
rows = "".join(
    f"<tr><td><b>{rule(r).title(LANG)}</b></td><td>{rule(r).text(LANG)}</td></tr>"
    for r in scoring_rules
)
head = f"<tr><th>{tr('lesson.naishi.card', LANG)}</th><th>{tr('lesson.naishi.rule', LANG)}</th></tr>"
display(HTML(vh.STYLE + f"<table class='ex-table'>{head}{rows}</table>"))
"""),
    ("md", """
## 2. The rulebook example: 62 points

Column 1 is on the left. The Line is on top; the Hand, revealed at the end, sits under it in
the same order. Each tile shows its points; Mountains, Banners, Torii and Rice Fields score as
a set, so their points appear on the score pad rather than on a tile.
""", """
## 2. ルールブックの例（62点）

1列目が左端です。上が場、下が最後に公開される手札（同じ並び）。各カードに得点が出ます。山・旗・
鳥居・田園はまとめて得点するので、カードではなく得点表に点数が出ます。
"""),
    ("py", """
example = score(["Fort", "Sentinel", "Advisor", "Banner", "RiceField"],
                ["Fort", "Mountain", "Naishi", "RiceField", "RiceField"])
display(HTML(vh.STYLE + vn.territory_html(example, LANG) + vn.breakdown_html(example, LANG)))
"""),
    ("md", """
The same explanation as sentences (every sentence comes from the same clause as its row above,
so the two always agree):
""", """
同じ説明を文で（どの文も上の行と同じ条項から作られるので、2つは常に一致します）:
"""),
    ("py", """
for sentence in example.explain(LANG):
    print(sentence)
print(tr("lesson.naishi.total", LANG, points=example.total, colours=example.colours))
"""),
    questions.cell(questions.NAISHI),
    *cells(NAISHI_SCORE),
    ("md", """
## 3. What if? The scorer

Click one card and then another to swap them, or choose any card from the list under a cell.
The total and the change since your last edit update at once, with a sentence for every
clause. A Ninja copies the character that scores best, and the panel says what each other
choice would give. **Best arrangement** searches every placement of the same ten cards.
""", """
## 3. もしも：得点計算

カードを1枚クリックしてから別のカードをクリックすると入れ替わります。各マスの下のリストから
好きなカードも選べます。合計と前回からの増減がすぐに更新され、条項ごとに説明文が出ます。
忍者は最も得点の高い人物を写し、他の選択なら何点かも表示します。**最善の配置**は同じ10枚の
すべての並べ方を調べます。
"""),
    ("py", """
from explorer.widgets.naishi import NaishiScorer

scorer = NaishiScorer(lang=LANG)
scorer
"""),
    ("md", """
The scorer is ordinary Python too, so a what-if can be written down and shared. Here: what if
the Advisor and the Naishi traded places?
""", """
得点計算は普通のPythonでも使えるので、「もしも」を書き残して共有できます。ここでは参議と内侍の
位置を入れ替えたら？
"""),
    ("py", """
what_if = score(["Fort", "Sentinel", "Naishi", "Banner", "RiceField"],
                ["Fort", "Mountain", "Advisor", "RiceField", "RiceField"])
print(f"{example.total} → {what_if.total} ({what_if.total - example.total:+d})")
for before, after in zip(example.explain(LANG), what_if.explain(LANG), strict=False):
    if before != after:
        print("", tr("lesson.naishi.before", LANG, sentence=before))
        print("", tr("lesson.naishi.after", LANG, sentence=after))
"""),
    ("py", """
best = best_arrangement(example.line, example.hand)
print(tr("lesson.naishi.best", LANG, points=best.breakdown.total, gain=f"{best.gain:+d}"))
for sentence in best.explain(LANG):
    print("-", sentence)
display(HTML(vh.STYLE + vn.territory_html(best.breakdown, LANG, moved=best.moved)))
"""),
    *cells(NAISHI_WHAT_IF),
    ("md", """
## 4. A full game against a bot

You play Player 1 (プレイヤー1); the bot plays Player 2 by itself (the box *bots play the other
seats*). The seat picker shows only what you may know: the bot's Hand stays face down until
the end, and so does its choice in the opening exchange. Greyed-out buttons are moves the rules
forbid right now: open *Why are some moves greyed out?* to read the reason. Step back with the
timeline to try another move, and switch the language at any moment. The teacher's row above
the table loads a **scenario**, shares the match as a **code**, lists the rule **options** and
**replays** the timeline at a chosen speed.
""", """
## 4. ボットと対戦

あなたはプレイヤー1、ボットはプレイヤー2の手番を自動で行います（「他の席はボットが手番を行う」）。視点の選択で
見えるのは自分が知ってよいものだけです。ボットの手札と最初の交換の選択は最後まで伏せられます。
灰色のボタンは今ルールで禁じられた手です。「灰色のボタンが押せない理由」で理由が読めます。
タイムラインで戻って別の手を試したり、いつでも言語を切り替えたりできます。上の教師用の行では
**場面**の読み込み、**コード**での共有、ルールの**オプション**、指定した速さでの**再生**ができます。
"""),
    ("py", """
from explorer.widgets import explore

game = explore("naishi", seed=2024, seat=0, bot_seed=1, autoplay=True, lang=LANG)
game
"""),
    ("md", """
Below, two bots play a whole game with the same engine. At the end both territories are
revealed and scored side by side; when the totals are equal, the number of different colours
decides, and the result says so.
""", """
下では2つのボットが同じエンジンで1ゲームを最後までプレイします。最後に両方の領地を並べて得点を
表示します。合計が同じなら色の種類の数で決まり、結果にそう書かれます。
"""),
    ("py", """
match = explorer.Match("naishi", seed=11, lang=LANG)
match.play_out(seed=5)
outcome = match.outcome
tables = "".join(
    f"<div><h4>{tr('lesson.naishi.player_total', LANG, player=match.game.player_label(seat).label(LANG), points=b.total, colours=b.colours)}</h4>"
    + vn.territory_html(b, LANG) + vn.breakdown_html(b, LANG) + "</div>"
    for seat, b in enumerate(outcome.details["breakdowns"])
)
display(HTML(vh.STYLE + f"<div style='display:flex;gap:24px;flex-wrap:wrap'>{tables}</div>"))
print(outcome.reason.label(LANG))
if outcome.tiebreak is not None:
    print(outcome.tiebreak.label(LANG))
"""),
    ("md", """
### When the totals are equal

Ties on points are rare but real. The tie-break counts the **different colours** in each
territory (a Mountain counts as white; a Ninja takes the colour of the card it copies). The
cell below plays bot games seed after seed until one ends in a tie, then shows how it was
decided.
""", """
### 同点のとき

得点の同点はまれですが起こります。同点のときは各領地の**色の種類**を数えます（山は白、忍者は
写したカードの色）。下のセルはシードを変えながら同点になるまでボット戦を行い、どう決着したかを
示します。
"""),
    ("py", """
print(rule("naishi.11.4").text(LANG))
for seed in range(1000):
    tied = explorer.Match("naishi", seed=seed)
    tied.play_out(seed=5)
    if tied.outcome.tiebreak is not None:
        break
print(tr("lesson.naishi.tied", LANG, seed=seed, scores=tied.outcome.scores))
print(tied.outcome.tiebreak.label(LANG))
colours = "".join(
    f"<div><h4>{tr('lesson.naishi.player_total', LANG, player=tied.game.player_label(seat).label(LANG), points=b.total, colours=b.colours)}</h4>"
    + vn.territory_html(b, LANG) + "</div>"
    for seat, b in enumerate(tied.outcome.details["breakdowns"])
)
display(HTML(vh.STYLE + f"<div style='display:flex;gap:24px;flex-wrap:wrap'>{colours}</div>"))
"""),
    ("md", """
**Try it:** change the seeds above and run the cells again. Every move of a game is in
`match.log`, each with the rule it followed (click a rule's title to read it):
""", """
**試してみよう:** 上のシードを変えてセルを実行し直しましょう。ゲームのすべての手は、従ったルール
とともに `match.log` にあります（ルール名を押すと、そのルールの文が開きます）。
"""),
    ("py", """
last = [(event.rule, event.label(LANG)) for event in match.log[-6:]]
display(HTML(vh.STYLE + vh.rule_lines(last, LANG, match.options)))  # each rule's title, as a chip
"""),
    *cells(NAISHI_DECLARE),
]

if __name__ == "__main__":
    write("naishi.ipynb", CELLS)
