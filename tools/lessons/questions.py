"""The lessons' questions for the class and the plans' exit questions as data, in English and
Japanese, with their answers: the notebooks' "Questions for the class" cells (`cell`) and the
printed handouts (`tools/handouts.py`) both read them, so the two never say different things.

`PAPER` holds the few exercise questions whose screen wording ("in the explorer above") does
not fit a printed sheet, as they are printed.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Question:
    """One question with its answer, in both languages."""

    en: str
    ja: str
    answer_en: str
    answer_ja: str


@dataclass(frozen=True)
class LessonQuestions:
    """A lesson's questions for the class, what they are about, and its plan's exit question
    (whose answer is what a good reply says: it is an open question)."""

    heading_ja: str
    about_en: str
    about_ja: str
    questions: tuple[Question, ...]
    exit: Question


def cell(lesson: LessonQuestions) -> tuple[str, str, str]:
    """The lesson's markdown cell, in English and in Japanese: the questions, then their
    answers folded."""
    def text(heading: str, about: str, asked: list[str], answers: list[str],
             summary: str) -> str:
        numbered = "\n".join(f"{n}. {q}" for n, q in enumerate(asked, 1))
        answered = "\n".join(f"{n}. {a}" for n, a in enumerate(answers, 1))
        return (f"\n**{heading}**\n\n{about}\n\n{numbered}\n\n"
                f"<details class=\"answer\"><summary>{summary}</summary>\n\n{answered}\n\n"
                "</details>\n")

    qs = lesson.questions
    return ("md",
            text("Questions for the class", lesson.about_en, [q.en for q in qs],
                 [q.answer_en for q in qs], "Answers (click to reveal)"),
            text(lesson.heading_ja, lesson.about_ja, [q.ja for q in qs],
                 [q.answer_ja for q in qs], "答え（クリックで表示）"))


#: The rulebook's territory (62 points), which the Naishi questions are about.
RULEBOOK_LINE = ("Fort", "Sentinel", "Advisor", "Banner", "RiceField")
RULEBOOK_HAND = ("Fort", "Mountain", "Naishi", "RiceField", "RiceField")

NAISHI = LessonQuestions(
    "クラスへの問い",
    "About the rulebook example (62 points): the territory of section 2.",
    "ルールブックの例（62点）、2章の領地について考えます。",
    (
        Question(
            "Why does the Sentinel score 7 and not 3?",
            "見張りはなぜ3点ではなく7点なのでしょう？",
            "It has no Sentinel next to it (3), and a Fort to its left (+4); below it is a "
            "Mountain, which adds nothing.",
            "隣に見張りがなく（3点）、左隣に砦がある（＋4点）からです。真下は山なので加点は"
            "ありません。",
        ),
        Question(
            "Why do the three Rice Fields score 20 and not 30?",
            "田園3枚はなぜ30点ではなく20点なのでしょう？",
            "They form one group of three (the Rice Field in the Line touches the one below "
            "it, which touches the next): a group of three scores 20; 30 needs four.",
            "3枚で1つのグループ（場の田園がその下と、さらに隣とつながる）なので20点です。"
            "30点には4枚必要です。",
        ),
        Question(
            "What would happen with a second Mountain?",
            "山がもう1枚あったらどうなるでしょう？",
            "Two or more Mountains lose 5 points in all: 62 − 5 − 5 = 52.",
            "山が2枚以上だと合計で−5点です。62 − 5 − 5 = 52点になります。",
        ),
    ),
    Question(
        "Name one card whose points depend on its neighbours, and one decision it creates.",
        "隣のカードで得点が変わるカードを1つ挙げ、それが生む判断を1つ言おう。",
        "A good answer pairs a card with a choice of place. The Sentinel scores its 3 only "
        "without a Sentinel beside it and 4 more for each Fort beside it: put it next to a "
        "corner Fort, away from other Sentinels. The Monk gains 2 for each Torii beside it: "
        "keep it in the Hand next to a Torii. The Advisor gains 4 for each Naishi beside it. "
        "Rice Fields score by connected group: place them side by side, never only diagonally.",
        "カードと置き場所の判断を組にして答えていれば正解です。見張りは隣に見張りがいないときだけ"
        "3点、隣の砦1枚ごとに4点なので、角の砦の隣に置き、ほかの見張りから離します。僧侶は隣の"
        "鳥居1枚ごとに2点なので、手札で鳥居の隣に置きます。参議は隣の内侍1枚ごとに4点です。田園は"
        "つながったグループで得点するので横か縦に並べます（斜めではつながりません）。",
    ),
)

CITADELS = LessonQuestions(
    "考えてみよう",
    "About the five-player round of the walkthrough in section 2.",
    "2章の呼び出しの流れの5人のラウンドについて考えます。",
    (
        Question(
            "Why did the King's holder have no gold after he revealed?",
            "王様を持つプレイヤーは、明かした後なぜ金貨がなかったのでしょう？",
            "The Thief named the King: the gold moves the moment the King is revealed, before "
            "his turn (citadels.3.thief.theft).",
            "盗賊が王様を指名していたので、王様が明かされた瞬間、手番の前に金貨が移ります"
            "（citadels.3.thief.theft）。",
        ),
        Question(
            "Why did the Merchant stay silent?",
            "商人はなぜ返事をしなかったのでしょう？",
            "The Assassin named him: his holder loses the whole turn (citadels.3.assassin).",
            "暗殺者に指名されたので、持ち主は手番をまるごと失います（citadels.3.assassin）。",
        ),
        Question(
            "Who could Player 1 have suspected of holding the King, before the calls?",
            "呼び出しの前、プレイヤー1は誰が王様を持っていると疑えたでしょう？",
            "Player 2 or Player 3, or nobody (the King could be the card Player 3 put face "
            "down at the end). Neither Player 4 nor Player 5: they chose before Player 1, and "
            "the King was still among the cards Player 1 was offered. From Player 1's seat at "
            "the end of the draft, the King column of the grid shows it: ? for Players 2 and 3 "
            "and for \"nobody\", ✗ for the others.",
            "プレイヤー2かプレイヤー3です。誰も持っていないこともありえます（プレイヤー3が最後に"
            "伏せたカードが王様だった場合）。プレイヤー4と5はありえません。2人はプレイヤー1より"
            "先に選んでおり、プレイヤー1に回ってきたカードにはまだ王様があったからです。"
            "プレイヤー1の視点で選択の終わりまで進めると、表の王様の列でプレイヤー2・3と"
            "「誰も持たない」に ?、ほかに ✗ が付きます。",
        ),
    ),
    Question(
        "What did the silent call tell you?",
        "無言の呼び出しから何が分かった？",
        "That nobody answers for that character: it is out of the round (removed face down, "
        "or the last card put face down in the draft; a face-up card was known already), or "
        "it is the character the Assassin named. Unless the Assassin named it, everyone can "
        "mark it ✗ for every player in the grid, so the other characters are shared among "
        "fewer possibilities.",
        "そのキャラクターには誰も答えない、ということです。裏向きで除かれたか、選択の最後に伏せ"
        "られたカードか（表向きのカードは初めから分かっています）、暗殺者が指名したキャラクター"
        "です。暗殺者の指名でなければ、全員が表のその列のすべてのプレイヤーに ✗ を付けられるので、"
        "ほかのキャラクターの可能性が絞られます。",
    ),
)

WHISPERS = LessonQuestions(
    "クラスへの問い",
    "About how the turn passes (sections 1 and 2).",
    "手番の移り方（1章と2章）について考えます。",
    (
        Question(
            "Why is playing a card of your own colour not a wasted turn?",
            "自分の色のカードを出すのは、なぜ手番の無駄にならないのでしょう？",
            "A coloured card passes the turn to the player of its colour, so you play again at "
            "once (whispers.4.4.colour): you place a second card before anyone else moves, "
            "and that card decides who gets the turn next.",
            "色のカードはその色のプレイヤーに手番を渡すので、すぐにもう一度手番を行います"
            "（whispers.4.4.colour）。ほかの誰よりも先に2枚目を出せ、その2枚目で次に手番を渡す"
            "相手を決められます。",
        ),
        Question(
            "A player has four cards in the area and two in hand. Why is that player in "
            "danger when the turn comes?",
            "密談場に4枚、手札に2枚のプレイヤーがいます。手番が来たとき、なぜ危ないのでしょう？",
            "Nobody draws back up, so hand and area always make six cards together, and an "
            "area never holds the same character twice. If both hand cards are characters "
            "already in the area, the player has no legal card: the round ends at once and "
            "every other player scores 1 (whispers.5.A).",
            "手札の補充はないので、手札と密談場は合わせていつも6枚です。また密談場に同じ"
            "キャラクターは2枚並びません。手札の2枚がどちらも密談場にあるキャラクターなら出せる"
            "カードがなく、すぐにラウンドが終わって、ほかの全員が1点を得ます（whispers.5.A）。",
        ),
        Question(
            "The face-up King card shows the Maid. May a player still play a Maid, and what "
            "happens?",
            "公開中の国王カードがメイドです。メイドを出すことはできますか？出すとどうなりますか？",
            "Yes: a silenced character may be played, but its effect does not happen; the "
            "turn still passes as usual (whispers.4.3). Only King: Jester forbids a card, the "
            "Jester.",
            "出せます。沈黙したキャラクターは出せますが効果は発生せず、手番はいつもどおりに"
            "移ります（whispers.4.3）。出すこと自体を禁じるのは国王カード（道化師）の道化師だけです。",
        ),
    ),
    Question(
        "When is it good to pass the turn to the player with the fewest cards?",
        "カードの最も少ない人に手番を渡すのがよいのはどんなとき？",
        "A good answer weighs who else could get the turn. The player with the fewest cards "
        "in the area holds the most cards in hand (the two always make six), so is the "
        "farthest from a sixth character and the least likely to be stuck without a legal "
        "card: passing to them keeps the turn away from a player who could complete six and "
        "score. And when you are among the fewest, a tie lets you choose yourself and play "
        "again.",
        "ほかに誰が手番を受け取りうるかを比べていれば正解です。密談場のカードが最も少ない人は"
        "手札が最も多い（2つを合わせるといつも6枚）ので、6種類目から最も遠く、出せるカードが"
        "なくなる心配も最も小さい人です。その人に渡せば、6種類をそろえて得点しそうな人に手番が"
        "行きません。また自分も枚数が最も少ない1人なら、同数のとき自分を選んでもう一度手番を行えます。",
    ),
)

LESSONS: dict[str, LessonQuestions] = {
    "naishi": NAISHI, "citadels": CITADELS, "whispers": WHISPERS,
}

#: Exercise questions as printed where the screen's wording does not fit paper: name ->
#: (English, Japanese).
PAPER: dict[str, tuple[str, str]] = {
    "naishi-1": (
        "Score this territory by hand: Line **Fort, Mountain, Monk, Torii, Fort**, Hand "
        "**Sentinel, Torii, Naishi, Monk, Rice Field**. What is its total?",
        "この領地の得点を自分で計算しましょう。場 **砦・山・僧侶・鳥居・砦**、手札 "
        "**見張り・鳥居・内侍・僧侶・田園**。合計は何点ですか？",
    ),
    "naishi-3": (
        "Scenario **declare_wins**: River pile 1 is exhausted and Player 1, whose territory "
        "scores 62, may declare the end; Player 2 would then play one last turn, without "
        "the Decree (already used). What does Player 2's territory, drawn below, score as "
        "it stands?",
        "場面 **declare_wins**：川の山1が尽き、領地が62点のプレイヤー1は終了を宣言できます。"
        "宣言するとプレイヤー2は最後の1手番を行いますが、勅令は使用済みです。下に描いた"
        "プレイヤー2の領地は、いまのままで何点ですか？",
    ),
}

#: What the class questions are about, as printed: a sheet has no sections to point to, so it
#: says what it prints below instead. Lesson -> (English, Japanese).
PAPER_ABOUT: dict[str, tuple[str, str]] = {
    "naishi": ("About the rulebook example (62 points), the territory drawn below.",
               "ルールブックの例（62点）、下に描いた領地について考えます。"),
    "citadels": ("About the five-player round printed below, call by call.",
                 "下に載せた5人のラウンドの呼び出しの流れについて考えます。"),
    "whispers": ("About how the turn passes from one player to the next.",
                 "手番がどのように次の人へ移るかについて考えます。"),
}

#: The five-player round the Citadels lesson walks through (its section 2) and its sheet
#: prints: a `players`-player game dealt with `seed`, played by the bots with `bot_seed`.
CITADELS_WALK: dict[str, int] = {"players": 5, "seed": 22, "bot_seed": 0}
