"""Naishi's rule book (the rule ids events cite) and the messages of the rules engine, in
English and Japanese.

Rule ids are `naishi.<spec section>[.<detail>]`; `naishi.13.A<n>` are the open ambiguities
that became options. Japanese uses the names of the Japanese edition (rules spec naishi §1).

This module may import only the engine.
"""

from __future__ import annotations

from ...engine import register_messages, register_rules, rules_from_table

register_rules(
    rules_from_table(
        {
            "naishi.3.1": (
                "First player",
                "先攻",
                "The first player is drawn at random and takes the two black emissaries; the "
                "other player takes the two white ones.",
                "先攻はランダムに決め、黒の使者2個を受け取ります。後攻は白の使者2個です。",
            ),
            "naishi.3.3": (
                "The River",
                "川",
                "The 34 Development cards are shuffled into 5 face-down piles of 6; the top "
                "card of each pile is turned face up. Pile c lies in front of column c.",
                "発展カード34枚をシャッフルして6枚ずつ5つの山を作り、それぞれ一番上を公開しま"
                "す。c列目の山は領地のc列目の正面にあります。",
            ),
            "naishi.3.4": (
                "Dealing",
                "配布",
                "The 4 remaining Development cards go 2 to each player; each player lays 5 "
                "Mountains face up as their Line.",
                "残りの発展カード4枚を2枚ずつ配ります。各プレイヤーは山カード5枚を表向きに並べ"
                "て場とします。",
            ),
            "naishi.3.6": (
                "Opening exchange",
                "最初の交換",
                "Each player secretly chooses one of their 2 Development cards and gives it "
                "to the opponent; both cards change hands at the same time.",
                "各プレイヤーは発展カード2枚のうち1枚を相手に知られずに選び、同時に相手へ渡し"
                "ます。",
            ),
            "naishi.3.7": (
                "Forming the Hand",
                "手札を作る",
                "Each player shuffles the kept card, the received card and 3 Mountains face "
                "down into a 5-card Hand. Its order can never be rearranged, except by a "
                "Switch.",
                "残したカード、受け取ったカード、山カード3枚をシャッフルして5枚の手札にします"
                "。以後、入れ替え以外で並べ替えることはできません。",
            ),
            "naishi.4": (
                "Imperial Court",
                "宮廷",
                "The Court has 3 Switch spots, 2 River-refresh spots and 1 Decree spot, shared "
                "by both players, one emissary each. Each player owns 2 emissaries; an action "
                "of the Court needs an emissary in reserve and a free spot.",
                "宮廷には入れ替え3カ所、川の更新2カ所、勅令1カ所があり、両プレイヤーが共有しま"
                "す（1カ所に使者1個）。各自の使者は2個で、手元に使者があり空いた場所がある時だ"
                "け使えます。",
            ),
            "naishi.5": (
                "A turn",
                "手番",
                "On your turn take exactly one main action: Develop, Imperial Decree, Recall "
                "emissaries or Declare the end. Passing is not allowed.",
                "手番では主アクションを必ず1つ行います: 領地を発展させる、勅令、使者を呼び戻す、"
                "ゲーム終了を宣言する。パスはできません。",
            ),
            "naishi.5.1": (
                "One emissary per turn",
                "使者は1手番に1個",
                "With a Develop you may take one additional action (Switch or River refresh), "
                "before or after it, by placing one emissary: never two in a turn. The Decree, "
                "a Recall and a Declaration take the whole turn.",
                "発展の前か後に、使者を1個置いて追加アクション（入れ替えか川の更新）を1回だけ行"
                "えます。勅令・呼び戻し・宣言は手番のすべてです。",
            ),
            "naishi.5.2": (
                "No possible action",
                "できる行動がない",
                "If no action at all is possible, the player passes (Game Park; the rules do "
                "not cover this).",
                "できる行動がまったくない場合はパスします（Game Park の処理。ルールには記載なし"
                "）。",
            ),
            "naishi.6.1": (
                "Develop",
                "領地を発展させる",
                "Choose column c whose pile has a card and Line or Hand: the card at that place "
                "is discarded face up and the face-up card of pile c takes its place; the next "
                "card of the pile is turned face up.",
                "川の山にカードが残っているc列目と、場か手札を選びます。その場所のカードを表向きで捨て、"
                "川のc列目の表向きのカードを同じ場所に置き、その山の次のカードを公開します。",
            ),
            "naishi.6.2": (
                "Switch",
                "入れ替え",
                "Place an emissary on a Switch spot and swap one pair: the face-up cards of two "
                "River piles, two cards of your Line, two of your Hand, or the Line and Hand "
                "cards of one column.",
                "使者を入れ替えの場所に置き、1組を入れ替えます: 川の表向きのカード2枚、自分の場"
                "の2枚、手札の2枚、または同じ列の場と手札。",
            ),
            "naishi.6.3": (
                "River refresh",
                "川の更新",
                "Place an emissary on a River-refresh spot and discard the face-up cards of two "
                "different piles face up, then turn up the next card of each.",
                "使者を川の更新の場所に置き、異なる2つの山の表向きのカードを表向きで捨て、それぞ"
                "れ次のカードを公開します。",
            ),
            "naishi.7": (
                "Imperial Decree",
                "勅令",
                "If the central Decree spot is free, place an emissary there for the rest of "
                "the game and exchange one of your cards with the opponent's card in the same "
                "row and column. Once per game in total; it takes the whole turn.",
                "宮廷の中央が空いていれば使者を置き（呼び戻せません）、自分と相手の同じ行・同じ"
                "列のカードを交換します。ゲーム全体で1回だけで、手番のすべてを使います。",
            ),
            "naishi.8": (
                "Recall emissaries",
                "使者を呼び戻す",
                "Take back your emissaries from the Switch and River-refresh spots (never from "
                "the Decree spot). At least one must come back; it takes the whole turn.",
                "入れ替えと川の更新の場所から自分の使者を手元に戻します（勅令からは戻せません）"
                "。0個はだめで、手番のすべてを使います。",
            ),
            "naishi.9": (
                "Declare the end",
                "ゲーム終了の宣言",
                "If a pile was exhausted at the start of your turn and the end is not yet "
                "triggered, you may declare the end instead of playing: the opponent plays "
                "one last turn, then the game ends.",
                "手番開始時に川の山が1つ以上尽きていて、終了がまだ決まっていなければ、手番の代わ"
                "りに終了を宣言できます。相手が1手番を行ってゲーム終了です。",
            ),
            "naishi.10.1": (
                "Two piles exhausted",
                "山が2つ尽きる",
                "At the end of a turn, if 2 piles are exhausted: after the first player's "
                "turn the second player plays one last turn; after the second player's turn "
                "the game ends at once.",
                "手番の終わりに川の山が2つ尽きていれば、先攻の手番なら後攻が最後の1手番を行い、"
                "後攻の手番ならその場でゲーム終了です。",
            ),
            "naishi.10.2": (
                "Declaration: the last turn",
                "宣言による終了",
                "After a Declaration the opponent plays exactly one last turn, then the game "
                "ends. Once the end is triggered it cannot be triggered again or extended, and "
                "nobody may declare.",
                "宣言のあと、相手がちょうど1手番だけ行ってゲーム終了です。終了が決まったら、再び"
                "終了を起こしたり延ばしたりはできず、宣言もできません。",
            ),
            "naishi.11.1": (
                "Revealing the Hands",
                "手札の公開",
                "At the end both players reveal their Hands, order unchanged, under their "
                "Line: Hand card c sits under Line card c.",
                "ゲーム終了時、両プレイヤーは手札を順番を変えずに公開し、場の下に並べます。",
            ),
            "naishi.11.2": (
                "Ninja copies",
                "忍者のコピー",
                "Each Ninja copies one character of its own territory (not a Ninja) and scores "
                "as that character at its own place; with nothing to copy it scores 0.",
                "忍者は自分の領地の人物カード（忍者以外）を1枚コピーし、自分の位置でその得点条件"
                "を使います。コピーできるものがなければ0点です。",
            ),
            "naishi.11.3": (
                "Winning",
                "勝敗",
                "Each territory is scored; the highest total wins.",
                "各領地を得点計算し、最多得点のプレイヤーが勝ちます。",
            ),
            "naishi.11.4": (
                "Tie-break",
                "同点の場合",
                "On a tie, the player with more different colours in their territory wins "
                "(Mountain white counts; a Ninja has the colour it copies). If still tied, the "
                "tie stands.",
                "同点なら、領地にあるカードの色の種類が多い方が勝ちます（山の白も数え、忍者はコ"
                "ピーした色）。それでも同点なら引き分けです。",
            ),
            "naishi.13.A2": (
                "Option: how many emissaries a Recall brings back",
                "オプション: 呼び戻す使者の数",
                "Recommended: all your recallable emissaries (one or two). Other reading: you "
                "choose one or two of them.",
                "推奨: 呼び戻せる使者をすべて（1～2個）。別の読み方: 1個か2個を選んで戻す。",
            ),
            "naishi.13.A4": (
                "Option: switching two River cards",
                "オプション: 川のカード同士の入れ替え",
                "Recommended: the Switch may exchange the face-up cards of two piles. Other "
                "reading (the Japanese summary lists only territory swaps): it may not.",
                "推奨: 入れ替えで川の表向きのカード2枚を交換できる。別の読み方（日本語版の要約は"
                "領地の入れ替えだけを挙げる）: できない。",
            ),
            "naishi.13.A5": (
                "Option: additional action with any main action",
                "オプション: どの主アクションでも追加アクション",
                "Recommended: additional actions only with a Develop. Other reading: also with "
                "the Decree, a Recall or a Declaration.",
                "推奨: 追加アクションは発展の時だけ。別の読み方: 勅令・呼び戻し・宣言の時も可。",
            ),
            "naishi.13.A6": (
                "Option: River refresh that empties the River",
                "オプション: 川を空にする川の更新",
                "Recommended (Game Park): before a Develop you may not discard the last River "
                "cards you could develop. Other reading: you may.",
                "推奨（Game Park）: 発展の前に、発展できる川のカードがなくなる更新はできない。別"
                "の読み方: できる。",
            ),
        }
    )
)

register_messages(
    {
        # Places.
        "naishi.cell.line": ("Line {c}", "場の{c}列目"),
        "naishi.cell.hand": ("Hand {c}", "手札の{c}列目"),
        "naishi.spot.swap": ("Switch spot {n}", "入れ替えの{n}番"),
        "naishi.spot.discard": ("River-refresh spot {n}", "川の更新の{n}番"),
        "naishi.spot.decree": ("the Decree spot", "勅令の場所"),
        # Buttons.
        "naishi.act.give": ("Give the {card}", "{card}を相手に渡す"),
        "naishi.act.develop": ("Develop {cell} from pile {pile}",
                               "川の{pile}列目のカードで{cell}を発展させる"),
        "naishi.act.swap_river": ("Switch the River cards of piles {a} and {b}",
                                  "川の{a}列目と{b}列目の表向きのカードを入れ替える"),
        "naishi.act.swap_cells": ("Switch {first} and {second}", "{first}と{second}を入れ替える"),
        "naishi.act.discard_river": ("Discard the River cards of piles {a} and {b}",
                                     "川の{a}列目と{b}列目の表向きのカードを捨てる（川の更新）"),
        "naishi.act.decree": ("Imperial Decree: exchange {cell} with the opponent's",
                              "勅令: 自分と相手の{cell}を交換する"),
        "naishi.act.recall": ("Recall your emissaries from {spots}",
                              "{spots}から使者を呼び戻す"),
        "naishi.act.recall_none": ("Recall your emissaries", "使者を呼び戻す"),
        "naishi.act.declare": ("Declare the end of the game", "ゲーム終了を宣言する"),
        "naishi.act.end_turn": ("End the turn", "手番を終える"),
        "naishi.act.pass": ("Pass (no action is possible)", "パス（できる行動がない）"),
        "naishi.act.copy": ("The Ninja in {cell} copies the {card}",
                            "{cell}の忍者が{card}をコピーする"),
        # Log.
        "naishi.log.first": (
            "{player} plays first with the black emissaries; {other} plays second with the "
            "white ones.",
            "{player}が先攻で黒の使者、{other}が後攻で白の使者を使います。",
        ),
        "naishi.log.river": (
            "The River is dealt, 5 piles of 6; face up: {cards}.",
            "川を6枚ずつ5つの山で作りました。公開されたカード: {cards}。",
        ),
        "naishi.log.deal": ("{player} is dealt the {a} and the {b}.",
                            "{player}に{a}と{b}が配られました。"),
        "naishi.log.deal_public": ("{player} is dealt 2 Development cards.",
                                   "{player}に発展カードが2枚配られました。"),
        "naishi.log.gift": ("{player} chooses to give the {card}.",
                            "{player}は{card}を渡すことにしました。"),
        "naishi.log.gift_public": ("{player} has chosen the card to give.",
                                   "{player}は渡すカードを選びました。"),
        "naishi.log.exchange": ("{player} gives the {card} to {other}.",
                                "{player}が{other}に{card}を渡しました。"),
        "naishi.log.hand": (
            "{player} shuffles the {kept}, the {received} and 3 Mountains into a Hand: {cards}.",
            "{player}は{kept}、{received}、山3枚をシャッフルして手札にしました: {cards}。",
        ),
        "naishi.log.hand_public": (
            "{player} shuffles the kept card, the received card and 3 Mountains into a Hand.",
            "{player}は残したカード、受け取ったカード、山3枚をシャッフルして手札にしました。",
        ),
        "naishi.log.develop": (
            "{player} develops {cell}: the {card} from pile {pile} replaces the {old}, which "
            "is discarded face up.",
            "{player}が{cell}を発展: 川の{pile}列目の{card}を置き、{old}を表向きで捨てました。",
        ),
        "naishi.log.reveal": ("Pile {pile}: the {card} is turned face up.",
                              "川の{pile}列目: {card}が公開されました。"),
        "naishi.log.exhausted": ("Pile {pile} is now exhausted.",
                                 "川の{pile}列目の山が尽きました。"),
        "naishi.log.swap_river": (
            "{player} places an emissary on {spot} and switches the {ca} (pile {a}) and the "
            "{cb} (pile {b}).",
            "{player}が使者を{spot}に置き、川の{a}列目の{ca}と{b}列目の{cb}を入れ替えました。",
        ),
        "naishi.log.swap_cells": (
            "{player} places an emissary on {spot} and switches {first} ({ca}) and {second} "
            "({cb}).",
            "{player}が使者を{spot}に置き、{first}（{ca}）と{second}（{cb}）を入れ替えました。",
        ),
        "naishi.log.swap_hidden": (
            "{player} places an emissary on {spot} and switches {first} and {second}.",
            "{player}が使者を{spot}に置き、{first}と{second}を入れ替えました。",
        ),
        "naishi.log.discard_river": (
            "{player} places an emissary on {spot} and discards the {ca} (pile {a}) and the "
            "{cb} (pile {b}).",
            "{player}が使者を{spot}に置き、川の{a}列目の{ca}と{b}列目の{cb}を捨てました。",
        ),
        "naishi.log.decree": (
            "{player} issues the Imperial Decree (the emissary stays for good) on {cell}: "
            "gives the {mine} and takes {other}'s {theirs}.",
            "{player}が勅令を出しました（使者は戻せません）。{cell}の{mine}を渡し、{other}の"
            "{theirs}を受け取りました。",
        ),
        "naishi.log.recall": ("{player} recalls emissaries from {spots}.",
                              "{player}が{spots}から使者を呼び戻しました。"),
        "naishi.log.declare": (
            "{player} declares the end of the game: {other} plays one last turn.",
            "{player}がゲーム終了を宣言しました。{other}が最後の1手番を行います。",
        ),
        "naishi.log.end_turn": ("{player} ends the turn.", "{player}が手番を終えました。"),
        "naishi.log.pass": ("{player} can do nothing and passes.",
                            "{player}はできる行動がなくパスしました。"),
        "naishi.log.piles_first": (
            "Two piles are exhausted ({piles}) at the end of the first player's turn: "
            "{other} plays one last turn.",
            "先攻の手番の終わりに山が2つ尽きています（{piles}列目）。{other}が最後の1手番を"
            "行います。",
        ),
        "naishi.log.piles_second": (
            "Two piles are exhausted ({piles}) at the end of the second player's turn: the "
            "game ends now.",
            "後攻の手番の終わりに山が2つ尽きています（{piles}列目）。ここでゲーム終了です。",
        ),
        "naishi.log.last_turn": ("{player}'s last turn is over: the game ends.",
                                 "{player}の最後の手番が終わり、ゲーム終了です。"),
        "naishi.log.reveal_hand": ("{player} reveals their Hand: {cards}.",
                                   "{player}の手札の公開: {cards}。"),
        "naishi.log.copy": ("{player}'s Ninja in {cell} copies the {card}.",
                            "{player}の{cell}の忍者が{card}をコピーします。"),
        "naishi.log.copy_public": (
            "{player} has chosen what the Ninja in {cell} copies (revealed at the end).",
            "{player}は{cell}の忍者のコピー先を選びました（最後に公開されます）。",
        ),
        "naishi.log.copy_best": (
            "{player}'s Ninja in {cell} copies the {card} (the choice that scores most).",
            "{player}の{cell}の忍者は{card}をコピーします（最も得点の高い選択）。",
        ),
        "naishi.log.copy_none": (
            "{player}'s Ninja in {cell} has no character to copy: 0 points, no colour.",
            "{player}の{cell}の忍者はコピーできる人物がなく、0点で色もありません。",
        ),
        "naishi.log.score": ("{player} scores {points} points with {colours} colours.",
                             "{player}は{points}点（色{colours}種類）。"),
        # Outcome.
        "naishi.outcome.points": ("{winner} wins, {a} points to {b}.",
                                  "{winner}の勝ち（{a}点対{b}点）。"),
        "naishi.outcome.colours": (
            "{winner} wins the tie at {points} points with more colours.",
            "{points}点の同点を、色の種類が多い{winner}が制しました。",
        ),
        "naishi.outcome.tie": (
            "A tie at {points} points and {colours} colours each: the tie stands.",
            "{points}点・色{colours}種類で完全に同点: 引き分けです（もう一度遊びましょう）。",
        ),
        "naishi.tiebreak.colours": (
            "Both players scored {points}, so the territories' distinct colours decide: "
            "{p0} has {a}, {p1} has {b}.",
            "両者{points}点の同点のため、領地の色の種類数で決めます: {p0}は{a}種類、{p1}は"
            "{b}種類。",
        ),
        # Refusals.
        "naishi.why.not_action": ("{value} is not a Naishi action.",
                                  "{value} は内侍の行動ではありません。"),
        "naishi.why.over": ("The game is over.", "ゲームは終了しています。"),
        "naishi.why.exchange_first": (
            "First the opening exchange: choose which of your 2 cards to give.",
            "まず最初の交換です。2枚のうち渡すカードを選んでください。",
        ),
        "naishi.why.not_dealt": ("You were not dealt a {card}; you hold {cards}.",
                                 "あなたに{card}は配られていません。手元のカード: {cards}。"),
        "naishi.why.exchange_done": ("The opening exchange is over.",
                                     "最初の交換は終わっています。"),
        "naishi.why.ninja_phase": (
            "The game is over; only the Ninja copies remain to be chosen.",
            "ゲームは終了しました。残っているのは忍者のコピーの選択だけです。",
        ),
        "naishi.why.ninja_not_now": ("Ninja copies are chosen at the end of the game.",
                                     "忍者のコピーはゲーム終了時に選びます。"),
        "naishi.why.ninja_cell": ("The Ninja to decide now is in {cell}.",
                                  "今選ぶのは{cell}の忍者です。"),
        "naishi.why.ninja_target": (
            "A Ninja copies a character of its own territory other than a Ninja: here {cards}.",
            "忍者がコピーできるのは自分の領地にある忍者以外の人物だけです: {cards}。",
        ),
        "naishi.why.bad_row": (
            "A row is Line (\"L\") or Hand (\"H\"), not {value}.",
            "段は場(\"L\")か手札(\"H\")です（{value}は不可）。",
        ),
        "naishi.why.bad_card": (
            "No Naishi card is called {value}: use an English id such as \"Monk\" or a "
            "Japanese name such as \"僧侶\".",
            "{value}という内侍のカードはありません。\"Monk\"のような英語のIDか、\"僧侶\"の"
            "ような日本語の名前を使ってください。",
        ),
        "naishi.why.bad_spots": (
            "Recall takes a tuple of court spot numbers ({spots}), not {value}.",
            "呼び戻しには宮廷の場所の番号のタプルを渡します（{spots}）。{value}は不可。",
        ),
        "naishi.why.column": ("Columns and piles are numbered 1 to 5, not {c}.",
                              "列と山の番号は1～5です（{c}は不可）。"),
        "naishi.why.pile_empty": ("Pile {pile} is empty: you cannot develop in column {pile}.",
                                  "川の{pile}列目は空なので、{pile}列目は発展できません。"),
        "naishi.why.main_done": ("You already took your main action this turn.",
                                 "この手番の主アクションはもう行いました。"),
        "naishi.why.after_additional": (
            "After an additional action the only main action left is Develop.",
            "追加アクションの後にできる主アクションは発展だけです。",
        ),
        "naishi.why.emissary_used": ("You already used an emissary this turn.",
                                     "この手番ではもう使者を使いました。"),
        "naishi.why.no_emissary": ("You have no emissary left in reserve.",
                                   "手元に使者が残っていません。"),
        "naishi.why.swap_full": ("All 3 Switch spots are taken.",
                                 "入れ替えの3カ所はすべて埋まっています。"),
        "naishi.why.discard_full": ("Both River-refresh spots are taken.",
                                    "川の更新の2カ所はどちらも埋まっています。"),
        "naishi.why.same_pile": ("Choose two different piles.", "異なる2つの山を選んでください。"),
        "naishi.why.same_cell": ("Choose two different columns.",
                                 "異なる2つの列を選んでください。"),
        "naishi.why.order": ("Name the smaller number first (for example {example}).",
                             "小さい番号を先に書いてください（例: {example}）。"),
        "naishi.why.river_swap_off": (
            "Switching two River cards is off in this match (option river_swap).",
            "この対戦では川のカード同士の入れ替えはできません（オプション river_swap）。",
        ),
        "naishi.why.no_face_up": ("Pile {pile} has no face-up card.",
                                  "川の{pile}列目に表向きのカードがありません。"),
        "naishi.why.empty_river": (
            "That would leave no River card to develop this turn.",
            "そうすると、この手番で発展に使える川のカードがなくなります。",
        ),
        "naishi.why.decree_taken": (
            "The Decree was already used: its emissary stays on the central spot for good.",
            "勅令はすでに使われました。その使者は中央の場所から戻りません。",
        ),
        "naishi.why.recall_none": (
            "You have no emissary on a Switch or River-refresh spot to recall.",
            "入れ替えや川の更新の場所に、呼び戻せる使者がいません。",
        ),
        "naishi.why.recall_all": ("A Recall brings back all your emissaries: {spots}.",
                                  "呼び戻しでは使者をすべて戻します: {spots}。"),
        "naishi.why.recall_spots": (
            "Choose one or two of your own emissaries on Switch or River-refresh spots: {spots}.",
            "入れ替えか川の更新の場所にある自分の使者から1～2個選んでください: {spots}。",
        ),
        "naishi.why.declare_no_pile": (
            "No pile is exhausted yet: you may declare only if a pile was empty when your "
            "turn began.",
            "まだ尽きた山がありません。宣言できるのは手番開始時に山が尽きている時だけです。",
        ),
        "naishi.why.declare_too_late.one": (
            "Pile {piles} ran out during this turn: you may declare only if a pile was already "
            "empty when your turn began.",
            "川の{piles}列目はこの手番中に尽きたので、宣言できません。宣言できるのは手番開始時に"
            "山が尽きている時だけです。",
        ),
        "naishi.why.declare_too_late.many": (
            "Piles {piles} ran out during this turn: you may declare only if a pile was "
            "already empty when your turn began.",
            "川の{piles}列目はこの手番中に尽きたので、宣言できません。宣言できるのは手番開始時に"
            "山が尽きている時だけです。",
        ),
        "naishi.why.declare_triggered": (
            "The end of the game is already triggered: nobody may declare now.",
            "ゲーム終了はすでに決まっているので、宣言はできません。",
        ),
        "naishi.why.end_turn_early": ("Take your main action before ending the turn.",
                                      "手番を終える前に主アクションを行ってください。"),
        "naishi.why.pass": ("Passing is not allowed while an action is possible.",
                            "できる行動がある間はパスできません。"),
        "naishi.why.generic": ("{action} is not possible now.", "{action}は今はできません。"),
    }
)
