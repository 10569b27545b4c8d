"""The Whispers lesson: the cards, how the turn passes, the turn graph on a real position,
a round against bots, a what-if answered by going back in time, then free exploration."""

from tools.lessons import questions
from tools.lessons.exercises import (
    WHISPERS_COLOUR,
    WHISPERS_END,
    WHISPERS_FIRST,
    WHISPERS_GREY,
    cells,
)
from tools.lessons.guided import section
from tools.notebook import loading_line, write

#: Said while Voila runs the lesson, before anything else of the page shows.
LOADING_WORDS = ("Setting up the Whispers in the Palace lesson…", "王宮のささやきの教材を準備しています…")
LOADING = loading_line(*LOADING_WORDS)

CELLS = [
    ("md", """
# 王宮のささやき · Whispers in the Palace

A card game for 3–5 players by Michael Rieneck (Palastgeflüster). Everyone plays characters into
their own **area** (密談場) and must never place the same character twice. The card you play also
decides **who plays next**. This lesson shows the cards, how the turn passes, the turn-passing
graph on a real position, a round against bots, and a *what if?* answered by going back in time.
""" + LOADING[0], """
# 王宮のささやき

3〜5人用のカードゲームです。自分の**密談場**にキャラクターを出していきますが、同じキャラクターを
2枚出してはいけません。出したカードが**次の手番のプレイヤー**も決めます。この教材では、カード、
手番の移り方、実際の局面の手番グラフ、ボットとの1ラウンド、そして時間を巻き戻す「もしも」を扱います。
""" + LOADING[1]),
    *section("whispers"),
    ("md", """
## 1. The cards

There are **seven characters**. Each player has one card of each character in their colour, and
there are **two grey (neutral) cards** of each character: 14 grey + 7 per player. Each player is
dealt 6 cards; nobody ever draws back up.

| Character | Effect when played |
|---|---|
| Accountant | show your remaining hand to everyone |
| Wizard | exchange the same number (≥ 1) of hand cards with another player |
| Maid | discard one card face down, draw one |
| Butler | swap one card between two areas (no duplicates; not the Butler itself; no effect as the 1st or 2nd card of the round) |
| Guard | take a card already in your area back into your hand |
| General | turn up the next **King card** |
| Jester | nothing; banned while King: Jester is face up |

The face-up **King card** silences one character: it may still be played, but does nothing
(a King Jester forbids Jesters altogether).

The cell below draws every card of a 3-player game with the rule text the engine cites.
""", """
## 1. カード

キャラクターは**7種類**。各プレイヤーの色のカードが1枚ずつと、**灰色のカード**が各2枚（計14枚）あり、
6枚ずつ配られます。手札の補充はありません。

| キャラクター | 効果 |
|---|---|
| 会計士 | 残りの手札を全員に公開 |
| 魔法使い | 他のプレイヤーと同じ枚数（1枚以上）の手札を交換 |
| メイド | 1枚裏向きに捨てて1枚引く |
| 執事 | 2つの密談場のカードを1枚ずつ交換（同じキャラクターが2枚並ぶ交換は不可。執事自身は交換できない。ラウンドの1枚目・2枚目として出したときは効果なし） |
| 衛兵 | 密談場のカードを1枚手札に戻す |
| 将軍 | **国王カード**を1枚公開 |
| 道化師 | 効果なし。国王カード（道化師）公開中は出せない |

公開中の国王カードのキャラクターは**沈黙**し、出しても効果がありません。
"""),
    ("py", """
from IPython.display import HTML, display

import explorer
from explorer.engine import rule, tr
from explorer.games.whispers import GAME, Character, turn_graph, risk
from explorer.games.whispers.cards import deck
from explorer.viz.html import STYLE, rule_lines
from explorer.viz import whispers as vw

rows = []
for ch in Character:
    cards = "".join(vw.card_tile(c, LANG) for c in deck(3) if c.character == ch)
    r = rule(f"whispers.4.2.{ch.name.lower()}")
    rows.append(f"<tr><td>{cards}</td><td><b>{r.title(LANG)}</b><br>{r.text(LANG)}</td></tr>")
display(HTML(STYLE + vw.CSS + "<table class='wh-table'>" + "".join(rows) + "</table>"))
"""),
    ("md", """
## 2. How the turn passes

- A **coloured card** passes the turn to the player of that colour. Your own colour: you play again.
- A **grey card** passes the turn to the player with the **fewest cards in their area** after the
  effect; if several tie, the player who played it **chooses** among them (themselves included).
- The round ends when a player has **no legal card** (case A: everyone else scores 1) or places a
  **sixth different character** (case B: that player scores 1). The last card's effect is skipped.

The **turn graph** draws this: one arrow per card the player to act could play, in the card's
colour, to the player who would get the turn. Dashed arrows are a grey card's tie ("your choice").
An arrow into "round ends" is a play that completes six, or no legal card at all.
""", """
## 2. 手番の移り方

- **色のついたカード**はその色のプレイヤーへ手番を渡します。自分の色なら続けてもう一度。
- **灰色のカード**は、効果の後で密談場のカードが**最も少ない**プレイヤーへ。同数なら出した人が選びます（自分も可）。
- 出せるカードがないとラウンド終了（A：他の全員が1点）、6種類そろえてもラウンド終了（B：その人が1点）。

**手番グラフ**：手番のプレイヤーが出せるカード1枚ごとに、手番が移る先へ矢印を描きます（点線は同数で選べる場合）。
"""),
    ("md", """
### The graph on a real position

We let bots play a 4-player game for a few turns, then look at the table and the graph as
everyone (all hands visible). Below the picture, every arrow is spelled out with the rule behind it.
Watch the grey cards: most of them make the player's area one card bigger, but a grey **Guard**
takes a card back into the hand, so the area does not grow, and that can change who has the
fewest cards (the spec's invariant I5).
""", """
### 実際の局面で

ボットに4人戦を数手進めてもらい、全員の手札が見える視点で盤面とグラフを見ます。
灰色のカードに注目：ふつうは出した人の密談場が1枚増えますが、灰色の**衛兵**は1枚を手札に戻すので
密談場の枚数が変わらず、枚数が最も少ないプレイヤーが変わることがあります。
"""),
    ("py", """
match = explorer.Match("whispers", players=4, seed=7, lang=LANG)
match.play_out(seed=3, max_steps=18)
while match.state.phase.name != "PLAY":
    match.play_bot(seed=3)
state = match.state
graph = turn_graph(state)
display(HTML(STYLE + vw.table_html(GAME, state, None, LANG)))
display(HTML(vw.turn_graph_html(graph, LANG)))
"""),
    ("py", """
from explorer.games.whispers.graph import ROUND_END_A, ROUND_END_B
from explorer.games.whispers import seat_name

sizes = ", ".join(f"{seat_name(q)(LANG)} {len(a)}" for q, a in enumerate(state.areas))
print(tr("lesson.whispers.to_play", LANG, player=seat_name(state.turn)(LANG), sizes=sizes))
passes = []  # (rule, line): each line ends with its rule's title, as a chip
for _source, target, data in graph.edges(data=True):
    action = data["action"]
    play = action.describe(LANG)
    if target in (ROUND_END_A, ROUND_END_B):
        where = tr("lesson.whispers.ends_b" if target == ROUND_END_B else "lesson.whispers.ends_a", LANG)
        passes.append((None, f"{play} → {where}"))
        continue
    to = seat_name(target)(LANG)
    if data["colour"].name != "NEUTRAL":
        rule_id, why = "whispers.4.4.colour", tr("lesson.whispers.colour", LANG)
    elif data["character"].name == "GUARD":
        tie = tr("lesson.whispers.tie" if data["choice"] else "lesson.whispers.fewest", LANG)
        rule_id, why = "whispers.4.4.neutral", tr("lesson.whispers.guard", LANG, tie=tie)
    elif data["choice"]:
        rule_id, why = "whispers.4.4.neutral", tr("lesson.whispers.grey_tie", LANG)
    else:
        rule_id, why = "whispers.4.4.neutral", tr("lesson.whispers.grey_fewest", LANG)
    passes.append((rule_id, f"{play} → {to}: {why}"))
display(HTML(STYLE + rule_lines(passes, LANG)))
print(tr("lesson.whispers.marks", LANG), {seat_name(q)(LANG): (risk(state, q) or "-") for q in range(state.players)})
"""),
    questions.cell(questions.WHISPERS),
    *cells(WHISPERS_GREY),
    *cells(WHISPERS_COLOUR),
    ("md", """
## 3. A round against bots

You are **Red**. Below, bots play one whole round of a 3-player game; the log shows each step with
the rule that made it happen. Then the explorer opens at the start of the same game from Red's
seat with **bots play the other seats** ticked: click a button to play one of Red's cards; whenever
the turn leaves Red, the bots play Blue and Green at once until the turn comes back to you (the log
shows what they did, and from Red's seat their hands stay face down). The turn graph beside the
table redraws at every step; its second tab counts the passes so far.
""", """
## 3. ボットと1ラウンド

あなたは**赤**です。まずボットが3人戦の1ラウンドを最後までプレイし、その経過をルール付きで表示します。
続いて同じゲームの最初から、赤の視点でエクスプローラーを開きます（「他の席はボットが手番を行う」をオン）。
ボタンで赤のカードを出すと、手番が赤を離れるたびにボットが青と緑の手番を行い、赤の番に戻ります
（何をしたかはログに出ます。赤の視点なので相手の手札は裏向きのままです）。
グラフは一手ごとに描き直され、2つ目のタブはこれまでの手番の移動を数えます。
"""),
    ("py", """
game = explorer.Match("whispers", players=3, seed=21, lang=LANG)
while game.state.round == 1:
    game.play_bot(seed=5)
display(HTML(STYLE + rule_lines([(e.rule, e.label(LANG)) for e in game.log], LANG)))
print(tr("lesson.whispers.scores", LANG), {seat_name(q)(LANG): s for q, s in enumerate(game.state.scores)})
"""),
    ("py", """
from explorer.widgets import explore

app = explore("whispers", players=3, seed=21, seat=0, bot_seed=5, autoplay=True, lang=LANG)
app
"""),
    *cells(WHISPERS_FIRST),
    ("md", """
## 4. What if?

A match is a **timeline**: you can go back to any step and play something else, which starts a new
branch. Here we find a moment where **Red played some card while a Maid was also legal**, and ask:
*what if Red had played the Maid instead?* We copy the match, go back to that step, play the Maid,
and compare who gets the turn and what the turn graph looks like in each branch.
""", """
## 4. もしも

対戦は**タイムライン**です。任意の手まで戻って別の手を選ぶと、新しい分岐になります。
ここでは「赤がメイドも出せたのに別のカードを出した」場面を探し、「**もし赤がメイドを出していたら？**」を比べます。
"""),
    ("py", """
from explorer.games.whispers import Play, Character, Phase

history = explorer.Match("whispers", players=3, seed=8, lang=LANG)
history.play_out(seed=2)
moment = None
for step in range(history.length):
    before = history.state_at(step)
    if before.phase is not Phase.PLAY or before.turn != 0:
        continue
    played = history.timeline[step]
    maids = [a for a in history.game.legal_actions(before)
             if isinstance(a, Play) and a.character is Character.MAID]
    if maids and isinstance(played, Play) and played.character is not Character.MAID:
        moment = (step, played, maids[0])
        break
step, played, maid = moment
print(tr("lesson.whispers.chose", LANG, step=step, player=seat_name(0)(LANG), action=played.describe(LANG)))
print(tr("lesson.whispers.instead", LANG, action=maid.describe(LANG)))
"""),
    ("py", """
what_if = explorer.Match.from_json(history.to_json())   # a copy of the whole timeline
what_if.goto(step)
what_if.play(maid)                                      # a new branch from that step
while what_if.state.phase is not Phase.PLAY and not what_if.is_over:
    what_if.play_bot(seed=2)                            # bots finish the Maid's choices

history.goto(step + 1)
while history.state.phase is not Phase.PLAY and not history.is_over:
    history.goto(history.step + 1)

for title, m in (("lesson.whispers.as_played", history), ("lesson.whispers.what_if", what_if)):
    s = m.state
    print(tr("lesson.whispers.branch", LANG, title=tr(title, LANG), next=seat_name(s.turn)(LANG),
             areas=[len(a) for a in s.areas], player=seat_name(0)(LANG), hand=len(s.hands[0])))
    display(HTML(STYLE + rule_lines([(e.rule, e.label(LANG)) for e in m.events_at(m.step)[-2:]], LANG)))
display(HTML("<div style='display:flex;gap:12px'>"
             + vw.turn_graph_html(turn_graph(history.state), LANG)
             + vw.turn_graph_html(turn_graph(what_if.state), LANG) + "</div>"))
"""),
    *cells(WHISPERS_END),
    ("md", """
The original timeline is untouched: `history` still holds the whole game as played, and
`what_if` holds the branch. In the explorer the same thing is the timeline slider: go back, click a
different card, and the new branch replaces the old future.

## 5. Explore freely

Everyone's cards visible, four players, the Group SNE rule (a full court scores 2). Try the
language switch and the seat picker; hover a greyed-out card to read why it cannot be played.
The **Scenario** menu sets up the lesson's moments (a grey tie, a palace whisper, a full court,
King: Jester, the spec's worked example); **Options** lists every rule reading.
""", """
元の対戦（`history`）はそのまま残り、`what_if` が分岐です。エクスプローラーでは、スライダーで戻って
別のカードをクリックすると新しい分岐になります。

## 5. 自由に試す

全員の手札を表示した4人戦（グループSNEルール）。言語や視点を切り替え、灰色のボタンで出せない理由を確かめてください。
**場面**メニューで教材の場面（灰色の同数、ささやき、6種類、国王（道化師）、仕様の例）を呼び出せます。
**オプション**にはルールの解釈がすべて並びます。
"""),
    ("py", """
explore("whispers", players=4, seed=5, full_court_points_4p_5p=2, lang=LANG)
"""),
]

if __name__ == "__main__":
    write("whispers.ipynb", CELLS)
