"""The first section of each game's lesson: a guided first game (`explorer.guided`), so that
a class plays before it reads the rules. `section(game)` gives its two cells, a bilingual
introduction and the code cell that opens the widget; each lesson's generator puts them
first in its `CELLS`."""

from __future__ import annotations

#: What the guided game of each title walks through, in English and Japanese.
WHAT = {
    "naishi": (
        "It opens with what the game is about and how you win. In nine steps, one new rule "
        "each, you give a card, swap two River cards with an emissary, develop your territory, "
        "refresh the River, use the Imperial Decree and recall an emissary; then a pile runs "
        "out and you make two moves of your own choosing (declaring the end is one of them).",
        "最初に、このゲームが何についてのゲームで、どうすれば勝つかが示されます。1ステップに新しい"
        "ルールが1つずつの9ステップで、カードを渡し、使者で川のカードを入れ替え、領地を発展させ、"
        "川を更新し、勅令を使い、使者を呼び戻します。そのあと川の山が1つ尽き、2回自分で手を選びます"
        "（終了の宣言もその1つです）。",
    ),
    "citadels": (
        "It opens with what the game is about and how you win. In eleven steps over two rounds, "
        "one new rule each, you choose a character in the draft, wait for its rank in the call "
        "order, take gold or cards, build, take your colour income and end your turn; then you "
        "make two choices of your own in round 3.",
        "最初に、このゲームが何についてのゲームで、どうすれば勝つかが示されます。2ラウンド・"
        "1ステップに新しいルールが1つずつの11ステップで、キャラクターを選び、呼び出し順で自分の番号"
        "を待ち、金貨かカードを受け取り、建物を建て、色の収入を受け取って、手番を終えます。そのあと"
        "ラウンド3で2回自分で手を選びます。",
    ),
    "whispers": (
        "It opens with what the game is about and how you win. In nine steps you play cards, "
        "see a card's colour pass the turn (to you, then to Green), the King card silence a "
        "character, a grey card pass the turn to the fewest cards, and end the round with six "
        "different characters, with the turn graph under the table; then you play two cards "
        "of your own choosing in round 2.",
        "最初に、このゲームが何についてのゲームで、どうすれば勝つかが示されます。9ステップで、"
        "カードを出し、カードの色で手番が移ること（自分へ、次に緑へ）、国王カードによる沈黙、灰色の"
        "カードで枚数が最も少ないプレイヤーへ手番が移ることを盤の下の手番グラフで見て、6種類のキャラクター"
        "をそろえてラウンドを終えます。そのあとラウンド2で2回自分でカードを選びます。",
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
it comes up (click a rule's name for its text). {english} At the end, **Play on against the
bots** continues the same game, with every move yours. About ten minutes; **Restart** starts
again and **日本語 / English** switches the language.
"""
    intro_ja = f"""
## まずはガイド付きの初プレイ

ルールを読む前に、まず遊んでみましょう。下のセルを実行すると、ボットとの決まったゲームが始まり、
次にすることが表示されます。強調されたボタンを押してください（ほかにできる行動は灰色で一覧になっています。
あとで試せます）。ボットはすぐに応じます。ルールは初めて出てきたときに説明され、ルール名を押すと本文が開きます。
{japanese}最後に「**このままボットと続ける**」を押すと、同じゲームをボット相手に、すべて自分で手を選んで
続けられます。約10分です。**最初から**でやり直せ、**日本語 / English** で言語を切り替えられます。
"""
    code = f"""
LANG = "en"  # the lesson's language: "en" or "ja" · この教材の言語

import explorer

explorer.guided("{game}", lang=LANG)
"""
    return [("md", intro_en, intro_ja), ("py", code)]
