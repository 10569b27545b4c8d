"""The Citadels lesson: the eight characters and their call order, one five-player round walked
through step by step, what changes at 2, 3 and 7 players, and a full game against bots with
the final scoring explained clause by clause."""

from tools.lessons import questions
from tools.lessons.exercises import CITADELS_SEAT2, CITADELS_SEAT4, cells
from tools.lessons.guided import section
from tools.notebook import loading_line, write

#: The walkthrough's round, as the handouts print it too.
WALK = ", ".join(f"{k}={v}" for k, v in questions.CITADELS_WALK.items())


#: Said while Voila runs the lesson, before anything else of the page shows.
LOADING_WORDS = ("Setting up the Citadels lesson…", "あやつり人形の教材を準備しています…")
LOADING = loading_line(*LOADING_WORDS)

CELLS = [
    ("md", """
# あやつり人形 Citadels — the call order, step by step

*Citadels* (Bruno Faidutti, 2000) is a game for 2 to 7 players. Everyone builds a **city** of
district cards. Each round, every player secretly takes a **character**, and the characters
are then **called in rank order, 1 to 8**. Who acts when, who is robbed and who is killed all
follow from that order, and from what each player could know when choosing.

This lesson has four parts: the characters; one five-player round walked through; what changes
with 2, 3 and 7 players; a full game against bots with the final scores explained.
""" + LOADING[0], """
# あやつり人形 Citadels — 呼び出し順を一歩ずつ

2〜7人で遊ぶゲームです。各プレイヤーは建物カードで自分の**都市**を作ります。毎ラウンド、各自が
ひそかに**キャラクター**を1枚選び、そのあとキャラクターを**順位1から8の順に呼び出します**。
誰がいつ行動し、誰が盗まれ、誰が暗殺されるかは、この順番と、選ぶときに各自が知りえたことで決まります。
""" + LOADING[1]),
    *section("citadels"),
    ("md", """
## 1. The eight characters

The rank on a character card is its place in the call order. Four characters also earn
**1 gold per district of their colour** (the King yellow, the Bishop blue, the Merchant green,
the Warlord red). The table below is built from the engine's own data and rule texts, so it is
exactly what the rules engine applies.
""", """
## 1. 8人のキャラクター

キャラクターの数字が呼び出しの順番です。王様・司教・商人・将軍は、自分の色の建物1つにつき金貨1枚を
受け取ります。下の表はエンジン自身のデータとルール文から作っています。
"""),
    ("py", """
from IPython.display import HTML, display

import explorer
from explorer.engine import rule, tr
from explorer.games.citadels import CHARACTERS, call_order, score_city
from explorer.viz import citadels as vc, html as vh

rows = []
for c in CHARACTERS:
    r = rule(f"citadels.3.{c.name.lower()}")
    colour = c.income_colour
    income = colour.label(LANG) if colour else "—"
    rows.append(
        f"<tr><td>{vc.character_tile(c, LANG)}</td><td><b>{c.label(LANG)}</b></td>"
        f"<td>{income}</td><td>{r.text(LANG)}</td></tr>"
    )
head = "".join(f"<th>{tr(f'lesson.citadels.{k}', LANG)}</th>" for k in ("rank", "name", "income", "power"))
head = f"<tr>{head}</tr>"
left = "<style>.ex-lesson td, .ex-lesson th { text-align: left !important; }</style>"
display(HTML(vh.STYLE + left + f"<table class='ex-table ex-lesson'>{head}{''.join(rows)}</table>"))
"""),
    ("md", """
## 2. One round, five players

A round has three parts (rule `citadels.5`):

1. **Removal**: the Crown holder shuffles the eight characters. One is removed **face
   down** (nobody sees it); with 5 players one more is removed **face up**. The King may never
   be removed face up.
2. **Draft**: starting with the Crown and going left, each player looks at the cards
   left, keeps one secretly and passes the rest. The last player keeps one of the final two and
   puts the other face down.
3. **Calls**: the ranks are called 1 to 8. The holder of the called character reveals
   it and plays a turn: first the action (2 gold or draw cards), then building. Nobody answers
   for a removed character, nor for the one the Assassin named. When the Thief's target is
   revealed, the Thief first takes all its gold. When the King is revealed, he takes the Crown.

The walkthrough below shows a real seeded round. Use **▶** to step: first the start, then each
draft choice ("Player 4 chose the Thief from …"), then each call. At every step the **track**
(eight slots, one per rank) and the **who could hold what** grid are redrawn, and the current
entry is explained with its rule.
""", """
## 2. 5人の1ラウンド

1ラウンドは3つの段階からなります（ルール `citadels.5`）。

1. **除外**: 王冠を持つプレイヤーが8枚のキャラクターを混ぜ、1枚を**裏向き**で除きます（誰も見ません）。
   5人ではさらに1枚を**表向き**で除きます。王様を表向きで除くことはできません。
2. **選択**: 王冠を持つプレイヤーから左回りに、各自が残りのカードを見て1枚を秘密に取り、残りを渡します。
   最後のプレイヤーは残り2枚から1枚を取り、もう1枚を裏向きで置きます。
3. **呼び出し**: 順位1から8まで呼びます。呼ばれたキャラクターを持つ人はそれを公開し、手番を行います。
   まず行動（金貨2枚か、カードを引く）、次に建設です。除かれたキャラクターと、暗殺者が指名した
   キャラクターには誰も答えません。盗賊の標的が公開されると、盗賊はまずその金貨をすべて取ります。
   王様が公開されると、王様は王冠を受け取ります。

下のウィジェットで実際のラウンドを一歩ずつ進めます。**▶** を押すと、最初に除外、次に各プレイヤーの
選択、最後に各順位の呼び出しが表示されます。各ステップで**呼び出しトラック**と「誰が何を持ちうるか」の
表が更新され、現在の出来事がルールとともに説明されます。
"""),
    ("py", f"""
from explorer.widgets.citadels import CallOrderWalkthrough

walk = CallOrderWalkthrough({WALK}, lang=LANG)
walk
"""),
    ("md", """
**Change the seat**. "Everyone" shows every card. Pick a player instead and the
walkthrough shows only what that player could know: the other players' choices become "chose
one of 4 cards", the face-down card becomes "?", and the grid turns into a deduction exercise.
For example, the Crown holder sees every card that is not face up but one, so it knows the
face-down card at once; the last player sees the last two, so it knows which card went face
down at the end. A rank called in silence that the Assassin did not name tells everyone that
nobody holds it.

**How the grid is worked out**. It goes through every way the draft could have
gone that agrees with what the chosen seat saw: the face-up cards, the cards it was offered and
what it took, and the calls so far (who revealed what; which ranks were silent). A player gets
✔ for a character if every such way gives it to him, ? if some do, ✗ if none do. The row
"nobody" asks the same about the cards out of play.

The same round as plain text, in both languages, straight from `call_order`:
""", """
**視点を変える**. 「全員」ではすべてのカードが見えます。プレイヤーを選ぶと、そのプレイヤーが知りえることだけが表示され、
表は推理の練習になります。たとえば王冠を持つプレイヤーは表向き以外のカードを1枚を除いてすべて見るので、裏向きの
カードがすぐに分かります。暗殺者に指名されていない順位が呼ばれて誰も答えなければ、誰もそのキャラクター
を持っていないことが全員に分かります。

**表の求め方**. 選んだプレイヤーが見たこと（表向きのカード、自分に回ってきたカードと選んだカード、これまでの呼び出し）
と矛盾しない選択の進み方をすべて調べます。すべての場合にそのキャラクターを持っていれば ✔、
持つ場合があれば ?、一度もなければ ✗ です。
"""),
    ("py", """
round_1 = call_order(walk.match, round=1)
for (rule_id, message) in round_1.messages():  # each line with its rule's title, as a chip shows
    print(f"{message.label(LANG)} — {rule(rule_id).title.label(LANG)}")
"""),
    questions.cell(questions.CITADELS),
    *cells(CITADELS_SEAT2),
    *cells(CITADELS_SEAT4),
    ("md", """
## 3. Two, three and seven players

The removal table and the draft change with the number of players (rules `citadels.5.1` and
`citadels.5.3`–`citadels.5.5`):

| players | face down | face up | characters each | the draft |
|---|---|---|---|---|
| 2 | 1 | 0 | 2 | A keeps 1 of 7; B keeps 1 and discards 1; A keeps 1 and discards 1; B keeps 1 of the last 2 |
| 3 | 1 | 0 | 2 | the cards go round twice; the last card goes face down |
| 4 | 1 | 2 | 1 | one each; the last card face down |
| 5 | 1 | 1 | 1 | one each; the last card face down |
| 6 | 1 | 0 | 1 | one each; the last card face down |
| 7 | 1 | 0 | 1 | the seventh player also takes the face-down card and keeps one of two |

With two or three players, each player holds **two** characters and plays **two turns** a round,
one for each, in rank order. Here is the first draft of a real seeded match for each of those
counts (everything shown):
""", """
## 3. 2人・3人・7人のとき

| 人数 | 裏 | 表 | 1人あたり | 選択 |
|---|---|---|---|---|
| 2 | 1 | 0 | 2 | Aが7枚から1枚、Bが1枚取って1枚捨て、Aが1枚取って1枚捨て、Bが最後の2枚から1枚 |
| 3 | 1 | 0 | 2 | 2周して最後の1枚は裏向き |
| 4 | 1 | 2 | 1 | 1枚ずつ、最後の1枚は裏向き |
| 5 | 1 | 1 | 1 | 同上 |
| 6 | 1 | 0 | 1 | 同上 |
| 7 | 1 | 0 | 1 | 7人目は裏向きのカードも受け取り、2枚から1枚を選ぶ |

2人・3人では各自がキャラクターを**2枚**持ち、1ラウンドに**2回**手番を行います。
"""),
    ("py", """
def first_draft(players, seed):
    match = explorer.Match("citadels", players, seed=seed, lang=LANG)
    while match.state.phase.value == "draft":
        match.play_bot(seed=1)
    data = call_order(match, round=1)
    lines = [(r.rule, r.message.label(LANG)) for r in data.removed]
    for d in data.draft:
        text = d.message.label(LANG)
        if d.with_face_down:  # the seventh player's choice includes the face-down card
            text += " ← " + tr("lesson.citadels.with_face_down", LANG)
        lines.append((d.rule, text))
    rows = "".join(f"<tr><td>{text}</td><td>{rule(rid).title.label(LANG)}</td></tr>" for rid, text in lines)
    head = f"<tr><th>{tr('lesson.citadels.what', LANG)}</th><th>{tr('lesson.citadels.rule', LANG)}</th></tr>"
    return (f"<h4>{tr('lesson.citadels.players', LANG, n=players)}</h4>"
            f"<table class='ex-table ex-lesson'>{head}{rows}</table>")

display(HTML(vh.STYLE + left + "".join(first_draft(n, seed) for n, seed in ((2, 7), (3, 7), (7, 7)))))
"""),
    ("md", """
In the seven-player draft, look for the line where the seventh player chooses from **two**
cards: one is the card left over, the other is the card removed face down at the start.
The walkthrough works for every player count; here is the two-player round, seen by Player 2
(who sees the cards only when they reach him):
""", """
7人のときは、7人目が**2枚**から選ぶ行を探してください。1枚は残りのカード、もう1枚は最初に裏向きで
除かれたカードです。下は2人プレイのラウンドを、プレイヤー2の視点で見たものです。
"""),
    ("py", """
CallOrderWalkthrough(players=2, seed=7, seat=1, lang=LANG)
"""),
    ("md", """
## 4. A full game against bots

You play the first seat (プレイヤー1); the seat picker keeps the others' hands and characters
hidden until they are revealed, and the bots play the other seats until it is your turn. The
side panel shows the call-order track and the "who could hold what" grid of the current round,
from your seat. Greyed-out buttons are moves the rules
forbid right now; *Why are some moves greyed out?* gives each reason. **Bot move** lets the
player to act move; **Bots to the end** finishes the game.
""", """
## 4. ボットとの対戦

あなたはプレイヤー1です。ほかのプレイヤーの手札とキャラクターは、公開されるまで伏せられます。
ほかの席の手番は、あなたの番が来るまでボットが行います。
横のパネルには現在のラウンドの呼び出しトラックと推理表が表示されます。
"""),
    ("py", """
from explorer.widgets import explore

game = explore("citadels", players=4, seed=2, seat=0, bot_seed=1, autoplay=True, lang=LANG)
game
"""),
    ("md", """
### Final scoring

When a city reaches **8 districts**, the round is played to its end and the game is over
(`citadels.8`). Each city then scores (`citadels.8.scoring`):

1. the values of its districts (a district's cost; the Dragon Gate and the University score 8);
2. **+3** with a district of each of the **five colours** (purple counts; the Haunted City may
   stand in for a missing colour unless it was built in the final round);
3. **+4** for the **first** city to reach 8 districts, **+2** for every other city of 8 or more.

A tie on points goes to the higher district values, then to the most gold (`citadels.8.tiebreak`).

Below, four bots play a whole game (the same seed as above). Each city is scored with
`score_city`, clause by clause, and the totals are checked against the match's own result.
Notice that the first city to reach eight districts is not always the winner.
""", """
### 最終得点

都市の建物が**8つ**になると、そのラウンドを最後まで行ってゲーム終了です（`citadels.8`）。各都市の得点は
（`citadels.8.scoring`）:

1. 建物の点数の合計（建物の建設コスト。竜の門と大学は8点）;
2. **5色**すべての建物があれば **+3**（紫も数えます。幽霊都市は足りない1色の代わりになりますが、
   最終ラウンドに建てた場合は除きます）;
3. 最初に建物が8つになった都市に **+4**、ほかの建物8つ以上の都市に **+2**。

得点が同じなら建物の点数の合計が高いほうが勝ち、それも同じなら金貨の多いほうが勝ちです
（`citadels.8.tiebreak`）。

下では4つのボットが1ゲームを最後までプレイします（上と同じシード）。各都市を `score_city` で条項ごとに
計算し、合計を対戦自身の結果と照合します。最初に建物が8つになった都市が勝つとは限らないことに
注目しましょう。
"""),
    ("py", """
match = explorer.Match("citadels", 4, seed=2, lang=LANG)
match.play_out(seed=1)
state, outcome = match.state, match.outcome
parts = []
for seat, city in enumerate(state.cities):
    late = ["Haunted City"] if state.haunted_round == state.round and "Haunted City" in city else []
    score = score_city(city, first_complete=state.first_complete == seat, built_in_final_round=late)
    assert score.total == outcome.scores[seat]
    name = match.game.player_label(seat)
    tiles = "".join(vc.district_tile(d, LANG) for d in city)
    lines = "".join(f"<li>{m.label(LANG)}</li>" for m in score.lines())
    star = " ★" if seat in outcome.winners else ""
    parts.append(f"<h4>{name.label(LANG)}: {score.total}{star}</h4><div>{tiles}</div><ul>{lines}</ul>")
display(HTML(vh.STYLE + "".join(parts)))
print(outcome.reason.label(LANG))
if outcome.tiebreak is not None:
    print(outcome.tiebreak.label(LANG))
"""),
    ("md", """
**Try it**: open the last round of that game in the walkthrough and follow
who completed a city first; or change the seeds and look for a game decided by the tie-break.
""", """
**やってみよう**: そのゲームの最後のラウンドを呼び出しの流れで開き、誰が最初に都市を完成させたかを追いましょう。
あるいはシードを変えて、同点判定で決まったゲームを探してみましょう。
"""),
    ("py", """
CallOrderWalkthrough(match, round=match.state.round, seat=None, lang=LANG)
"""),
]

if __name__ == "__main__":
    write("citadels.ipynb", CELLS)
