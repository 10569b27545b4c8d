"""The first section of each game's lesson: a guided first game (`explorer.guided`), so that
a class plays before it reads the rules. `section(game)` gives its two cells, a bilingual
introduction and the code cell that opens the widget; each lesson's generator puts them
first in its `CELLS`."""

from __future__ import annotations

#: What the guided game of each title walks through, in English and Japanese.
WHAT = {
    "naishi": (
        "In ten steps you give a card, swap two River cards with an emissary, develop your "
        "territory, use the Imperial Decree, recall an emissary and declare the end, then "
        "see both territories scored.",
        "10ステップで、カードを渡し、使者で川のカードを入れ替え、領地を発展させ、勅令を使い、"
        "使者を呼び戻し、終了を宣言して、最後に両方の領地の得点計算を見ます。",
    ),
    "citadels": (
        "In eleven steps over two rounds you choose a character in the draft, wait for its "
        "rank in the call order, take gold or cards, build, take your colour income and end "
        "your turn.",
        "2ラウンド・11ステップで、キャラクターを選び、呼び出し順で自分の番号を待ち、金貨かカード"
        "を受け取り、建物を建て、色の収入を受け取って、手番を終えます。",
    ),
    "whispers": (
        "In nine steps you play cards, see a card's colour pass the turn (to you, then to "
        "Green), the King card silence a character, a grey card pass the turn to the fewest "
        "cards, and end the round with six different characters.",
        "9ステップで、カードを出し、カードの色で手番が移ること（自分へ、次に緑へ）、国王カードに"
        "よる沈黙、灰色のカードで最少枚数のプレイヤーへ手番が移ることを見て、6種類のキャラクター"
        "をそろえてラウンドを終えます。",
    ),
}


def section(game: str) -> list[tuple[str, ...]]:
    """The guided first game's cells for `game`'s lesson: a markdown cell in English and in
    Japanese, and the lesson's first code cell, which sets its language (`LANG`)."""
    english, japanese = WHAT[game]
    intro_en = f"""
## Start here: a guided first game

Play before reading the rules. Run the cell below: it deals a fixed game against bots and
tells you the next thing to do. Click the highlighted move (the other legal moves are listed,
greyed out, for later); the bots answer at once, and each rule is explained the first time
it comes up (click a rule's name for its text). {english} About ten minutes; **Restart** starts
again and **日本語 / English** switches the language.
"""
    intro_ja = f"""
## まずはガイド付きの初プレイ

ルールを読む前に、まず遊んでみましょう。下のセルを実行すると、ボットとの決まったゲームが始まり、
次にすることが表示されます。強調されたボタンを押してください（ほかにできる行動は灰色で一覧になっています。
あとで試せます）。ボットはすぐに応じます。ルールは初めて出てきたときに説明され、ルール名を押すと本文が開きます。
{japanese}約10分です。**最初から**でやり直せ、**日本語 / English** で言語を切り替えられます。
"""
    code = f"""
LANG = "en"  # the lesson's language: "en" or "ja" · この教材の言語

import explorer

explorer.guided("{game}", lang=LANG)
"""
    return [("md", intro_en, intro_ja), ("py", code)]
