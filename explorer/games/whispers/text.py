"""The rule book (ids citing `shared/rules/whispers.md`) and every message of 王宮のささやき, in
English and Japanese. Japanese names follow the cosaic / Group SNE editions (密談場, 国王カード,
沈黙...).

This module imports only the engine.
"""

from __future__ import annotations

from explorer.engine import register_messages, register_rules, rules_from_table

RULES = {
    "whispers.3": (
        "Setting up", "準備",
        "Shuffle the 14 grey cards with the 7 cards of each player's colour and deal 6 to each "
        "player; the rest is the draw pile. The 6 King cards form a face-down pile; none is face "
        "up at the start.",
        "灰色の14枚と参加プレイヤーの色のカード各7枚を混ぜ、各自に6枚配ります。残りは山札です。"
        "国王カード6枚は裏向きの山にし、最初は1枚も公開しません。",
    ),
    "whispers.4.1": (
        "Playing a card", "カードを出す",
        "Play one card from your hand face up into your area (密談場). It may not be a character "
        "already in your area, nor a Jester while King: Jester is face up. You never draw back "
        "up. If your area now holds 6 cards the round ends and this card has no effect.",
        "手札から1枚を表向きに自分の密談場へ出します。密談場にすでにあるキャラクターと同じカード、"
        "および国王カード（道化師）公開中の道化師は出せません。手札の補充はありません。"
        "密談場が6枚になったらラウンドが終わり、そのカードの効果は発生しません。",
    ),
    "whispers.4.2.accountant": (
        "Accountant", "会計士",
        "Show your remaining hand to every other player, once.",
        "残りの手札を他のプレイヤー全員に一度公開します。",
    ),
    "whispers.4.2.wizard": (
        "Wizard", "魔法使い",
        "Name another player and exchange hand cards with them: you choose how many (at least "
        "1, the same number both ways) and which of yours; theirs are taken at random.",
        "他のプレイヤー1人を指名し、手札を交換します。枚数（1枚以上、互いに同じ枚数）と渡す"
        "自分のカードは自分で選び、相手のカードは無作為に受け取ります。",
    ),
    "whispers.4.2.maid": (
        "Maid", "メイド",
        "Discard one card from your hand face down, then draw one from the draw pile.",
        "手札を1枚裏向きに捨て、山札から1枚引きます。",
    ),
    "whispers.4.2.butler": (
        "Butler", "執事",
        "Choose two different areas and swap one card from each. The swap may not make a "
        "duplicate, may not move the Butler just played, and has no effect if the Butler is the "
        "1st or 2nd card played in the round.",
        "密談場を2か所選び、1枚ずつ交換します。同じキャラクターが2枚になる交換、いま出した執事の"
        "交換はできません。ラウンドの1枚目か2枚目に出された執事は効果がありません。",
    ),
    "whispers.4.2.guard": (
        "Guard", "衛兵",
        "Take one card that was already in your area back into your hand (not the Guard just "
        "played). No effect if there is no other card in your area.",
        "自分の密談場にすでにあるカード1枚を手札に戻します（いま出した衛兵は不可）。"
        "ほかにカードがなければ効果はありません。",
    ),
    "whispers.4.2.general": (
        "General", "将軍",
        "Turn up the top King card; it replaces the one face up. The General is never silenced.",
        "国王カードの山から1枚公開し、公開中の国王カードと入れ替えます。将軍は沈黙しません。",
    ),
    "whispers.4.2.jester": (
        "Jester", "道化師",
        "No effect. It may not be played while King: Jester is face up.",
        "効果はありません。国王カード（道化師）公開中は出せません。",
    ),
    "whispers.4.3": (
        "Silenced by the King", "国王による沈黙",
        "The character on the face-up King card may still be played, but its effect does not "
        "happen; it still passes the turn by its colour. The King card stays until a General "
        "replaces it, from round to round.",
        "公開中の国王カードのキャラクターは出せますが、効果は発生しません（沈黙）。手番は色どおりに"
        "移ります。国王カードは将軍で替わるまで、ラウンドをまたいで有効です。",
    ),
    "whispers.4.4.colour": (
        "Passing by colour", "色による手番の移動",
        "A coloured card passes the turn to the player of that colour; your own colour means "
        "you play again.",
        "色のついたカードは、その色のプレイヤーに手番を渡します。自分の色なら続けて手番を行います。",
    ),
    "whispers.4.4.neutral": (
        "Passing by fewest cards", "最少枚数による手番の移動",
        "A grey card passes the turn to the player with the fewest cards in their area, counted "
        "after the effect. If several tie, the player who played it chooses among them, "
        "themselves included.",
        "灰色のカードは、効果の後で密談場のカードが最も少ないプレイヤーに手番を渡します。"
        "同数なら、出したプレイヤーがその中から（自分も含めて）選びます。",
    ),
    "whispers.5.A": (
        "Round end A: a palace whisper", "ラウンド終了A：ささやき",
        "A player with no legal card ends the round at once: every other player scores 1.",
        "出せるカードがないプレイヤーがいると即座にラウンド終了。他のプレイヤー全員が1点を得ます。",
    ),
    "whispers.5.B": (
        "Round end B: a full court", "ラウンド終了B：6種類",
        "A player who places a 6th different character ends the round and scores 1; that card "
        "has no effect.",
        "密談場に6種類のキャラクターをそろえたプレイヤーはラウンドを終え、1点を得ます。"
        "最後のカードの効果は発生しません。",
    ),
    "whispers.6": (
        "Next round", "次のラウンド",
        "All character cards are shuffled and 6 are dealt to each player again. The King card "
        "stays as it is. The player who ended the round starts the next.",
        "キャラクターカードをすべて集めて混ぜ直し、6枚ずつ配ります。国王カードはそのまま。"
        "ラウンドを終わらせたプレイヤーが次のラウンドを始めます。",
    ),
    "whispers.7": (
        "Game end", "ゲームの終了",
        "The game ends when a player reaches 6 / 5 / 4 points with 3 / 4 / 5 players; that "
        "player wins.",
        "3人で6点、4人で5点、5人で4点に達したプレイヤーが出たらゲーム終了、そのプレイヤーの勝ちです。",
    ),
    "whispers.7.tiebreak": (
        "Tie-break", "同点の場合",
        "If several players reach the target, the one with most cards in their area wins; "
        "a tie beyond that is a shared win.",
        "複数のプレイヤーが達したら、密談場のカードが最も多いプレイヤーの勝ち。それでも同じなら"
        "勝ちを分け合います。",
    ),
    "whispers.8.1": (
        "Silent palace variant", "声なき王宮のささやき",
        "After every round each player's area count is recorded; if several players reach the "
        "target, the highest total wins.",
        "毎ラウンド終了時に各プレイヤーの密談場の枚数を記録し、複数が目標点に達したら合計の最も"
        "多いプレイヤーが勝ちます。",
    ),
    "whispers.8.2": (
        "Group SNE rule", "グループSNEルール",
        "With 4 or 5 players a full court (round end B) scores 2 points.",
        "4〜5人では、6種類をそろえたとき（ラウンド終了B）の得点を2点にします。",
    ),
    "whispers.12.A3": (
        "Optional effects (variant reading)", "効果の任意化（別解釈）",
        "With this option the Wizard, Maid, Butler and Guard may be skipped.",
        "このオプションでは、魔法使い・メイド・執事・衛兵の効果を使わないこともできます。",
    ),
    "whispers.12.A1": (
        "Wizard (variant reading)", "魔法使い（別解釈）",
        "With these options the Wizard's exchange differs: the numbers given and taken may "
        "differ (each at least 1), or the target chooses the cards handed over, or the active "
        "player looks at the target's hand and picks.",
        "このオプションでは魔法使いの交換が変わります。渡す枚数ともらう枚数が違ってもよい"
        "（どちらも1枚以上）、相手が差し出すカードを選ぶ、または相手の手札を見て選ぶ、のいずれかです。",
    ),
    "whispers.12.A2": (
        "Butler: own area (variant reading)", "執事：自分の密談場（別解釈）",
        "With this option one of the two cards the Butler swaps must come from your own area.",
        "このオプションでは、執事で交換する2枚のうち1枚は自分の密談場のカードです。",
    ),
    "whispers.12.A4": (
        "Accountant: hand stays open (variant reading)", "会計士：公開のまま（別解釈）",
        "With this option the hand shown by the Accountant stays face up until the round ends.",
        "このオプションでは、会計士で公開した手札はラウンド終了まで公開されたままです。",
    ),
    "whispers.12.A5": (
        "Fewest cards in hand (variant reading)", "手札の最少枚数（別解釈）",
        "With this option a grey card passes the turn to the player with the fewest cards in "
        "their hand, counted after the effect; the player who played it chooses among a tie.",
        "このオプションでは、灰色のカードは効果の後で手札が最も少ないプレイヤーに手番を渡します。"
        "同数なら出したプレイヤーが選びます。",
    ),
    "whispers.12.A6": (
        "Forced card placed (variant reading)", "強制されたカードを置く（別解釈）",
        "With this option a player with no legal card places one duplicate before the round "
        "ends; it counts in the area for the tie-breaks.",
        "このオプションでは、出せるカードがないプレイヤーは重複するカードを1枚置いてからラウンドが"
        "終わります。その枚数は同点判定に数えます。",
    ),
    "whispers.12.A8": (
        "Empty King pile", "国王カードの山切れ",
        "When a General finds the King pile empty, the King cards are shuffled into a new pile "
        "(all six, the face-up one included) and one is turned up.",
        "将軍を出したとき国王カードの山がなければ、国王カード（公開中のものを含む6枚）を混ぜて"
        "山を作り直し、1枚公開します。",
    ),
    "whispers.12.A8.five": (
        "Empty King pile: face-up card stays (variant reading)",
        "国王カードの山切れ：公開中のカードは残す（別解釈）",
        "With this option, when a General finds the King pile empty, only the five King cards "
        "already replaced are shuffled into a new pile; the face-up one stays in force until "
        "the new top card replaces it.",
        "このオプションでは、将軍を出したとき国王カードの山がなければ、すでに入れ替えられた"
        "国王カード5枚だけを混ぜて山を作り直します。公開中のカードは新しく公開される1枚と"
        "入れ替わるまで有効です。",
    ),
    "whispers.9.I1": (
        "A player with no card (variant fallback)", "手札がないプレイヤー（別解釈の補則）",
        "With unequal Wizard exchanges (§12 A1) a player can run out of hand cards and then "
        "cannot take the turn. A card that would pass the turn to such a player passes it to "
        "the player with the fewest cards among those holding cards; if several tie, the "
        "player who played it chooses.",
        "魔法使いの交換枚数が違ってよいオプション（別解釈）では手札がなくなることがあり、その"
        "プレイヤーは手番を受けられません。そのプレイヤーに手番を渡すはずのカードは、手札のある"
        "プレイヤーのうちカードが最も少ないプレイヤーに手番を渡します。同数なら出したプレイヤーが"
        "選びます。",
    ),
    "whispers.12.A9": (
        "Empty draw pile", "山札切れ",
        "If a Maid finds the draw pile empty after discarding, the face-down discards are "
        "shuffled into a new draw pile.",
        "メイドで捨てた後に山札がなければ、裏向きの捨て札を混ぜて新しい山札にします。",
    ),
}

register_rules(rules_from_table(RULES))

register_messages({
    "whispers.error.colours_type": (
        "Option 'colours' must be a list of colours, one per player in seat order (for "
        "example ['red', 'yellow', 'blue']), not {value}.",
        "オプション「colours」は席順に1人1色の色のリスト（例：['赤', '黄', '青']）で指定して"
        "ください（{value} は不可）。",
    ),
    "whispers.error.colours_count": (
        "Option 'colours' needs exactly one colour per player: {players} players, but {n} "
        "colours were given ({value}).",
        "オプション「colours」はプレイヤー1人に1色ずつ必要です。{players}人に対して{n}色が"
        "指定されました（{value}）。",
    ),
    "whispers.error.colours_unknown": (
        "Option 'colours': {value} is not a player colour; choose {allowed}.",
        "オプション「colours」：{value} はプレイヤーの色ではありません。{allowed}から選んで"
        "ください（英語名でも可）。",
    ),
    "whispers.error.colours_repeated": (
        "Option 'colours': {colour} is given twice; each player needs a different colour.",
        "オプション「colours」：{colour}が2回指定されています。プレイヤーごとに違う色が必要です。",
    ),
    "whispers.player": ("{colour}", "{colour}"),
    # Actions (button texts).
    "whispers.action.play": ("Play {card}", "{card}を出す"),
    "whispers.action.forced": ("Place {card} (forced duplicate)", "{card}を置く（強制・重複）"),
    "whispers.action.give": ("Give {card}", "{card}を渡す"),
    "whispers.action.take_from": ("Take {card}", "{card}をもらう"),
    "whispers.action.hand_over": ("Hand over {card}", "{card}を差し出す"),
    "whispers.action.discard": ("Discard {card}, then draw", "{card}を捨てて1枚引く"),
    "whispers.action.target": ("Exchange with {player}", "{player}と交換する"),
    "whispers.action.pass_to": ("Pass the turn to {player}", "{player}に手番を渡す"),
    "whispers.action.swap_pick": ("Butler: pick {player}'s {card}", "執事：{player}の{card}を選ぶ"),
    "whispers.action.swap_with": ("Swap it with {player}'s {card}",
                                  "{player}の{card}と交換する"),
    "whispers.action.take_back": ("Take the {card} back into your hand", "{card}を手札に戻す"),
    "whispers.action.take_count": ("Take {n} {n:card|cards}", "{n}枚もらう"),
    "whispers.action.show_hand": ("No legal card: show your hand (round ends)",
                                  "出せるカードなし：手札を見せる（ラウンド終了）"),
    "whispers.action.finish_giving": ("Done choosing cards to give", "渡すカードを決定"),
    "whispers.action.skip": ("Skip the effect", "効果を使わない"),
    # Log lines.
    "whispers.ev.setup": (
        "{players} players, {cards} character cards; 6 dealt to each, {draw} in the draw pile. "
        "Target: {target} points. {first} starts.",
        "{players}人、キャラクターカード{cards}枚。各自6枚、山札{draw}枚。目標{target}点。"
        "{first}から始めます。",
    ),
    "whispers.ev.play": ("{player} plays {card}.", "{player}が{card}を出した。"),
    "whispers.ev.no_effect_end": ("The {card} completes six: no effect.",
                                  "{card}で6種類がそろったので効果なし。"),
    "whispers.ev.silenced": ("The {card} is silenced by the King card: no effect.",
                             "{card}は国王カードで沈黙しているので効果なし。"),
    "whispers.ev.too_early": ("The Butler is among the first two cards of the round: no effect.",
                              "ラウンドの2枚目までに出された執事なので効果なし。"),
    "whispers.ev.no_effect": ("The {card} has nothing to act on: no effect.",
                              "{card}は対象がないので効果なし。"),
    "whispers.ev.reveal_open": ("{player} shows the hand, which stays face up until the round "
                                "ends: {cards}.",
                                "{player}の手札公開（ラウンド終了まで公開のまま）：{cards}。"),
    "whispers.ev.reveal": ("{player} shows the hand: {cards}.", "{player}の手札公開：{cards}。"),
    "whispers.ev.king_reshuffle": ("The King pile was empty: {n} King cards reshuffled.",
                                   "国王カードの山がないので{n}枚を混ぜ直した。"),
    "whispers.ev.king": ("King card turned up: {card} is silenced.",
                         "国王カード公開：{card}は沈黙。"),
    "whispers.ev.king_jester": ("King card turned up: Jester; Jesters may not be played.",
                                "国王カード公開：道化師。道化師は出せなくなった。"),
    "whispers.ev.jester": ("The Jester has no effect.", "道化師に効果はない。"),
    "whispers.ev.pass_self": ("{colour} card: {player} plays again.",
                              "{colour}のカードなので{player}がもう一度手番。"),
    "whispers.ev.pass_colour": ("{colour} card: the turn passes to {player}.",
                                "{colour}のカードなので手番は{player}へ。"),
    "whispers.ev.pass_fewest": ("Grey card: {player} has the fewest cards and plays next.",
                                "灰色のカード：密談場が最も少ない{player}が次の手番。"),
    "whispers.ev.pass_fewest_self": (
        "Grey card: {player} alone has the fewest cards and plays again.",
        "灰色のカード：密談場が最も少ないのは{player}だけなので、もう一度手番。"),
    "whispers.ev.pass_fewest_hand": (
        "Grey card: {player} has the fewest cards in hand and plays next.",
        "灰色のカード：手札が最も少ない{player}が次の手番。"),
    "whispers.ev.pass_fewest_self_hand": (
        "Grey card: {player} alone has the fewest cards in hand and plays again.",
        "灰色のカード：手札が最も少ないのは{player}だけなので、もう一度手番。"),
    "whispers.ev.tie_hand": ("Grey card: {players} tie for fewest cards in hand; {chooser} "
                             "chooses.",
                             "灰色のカード：{players}の手札が最少で同数。{chooser}が選ぶ。"),
    "whispers.ev.tie": ("Grey card: {players} tie for fewest cards; {chooser} chooses.",
                        "灰色のカード：{players}が最少で同数。{chooser}が選ぶ。"),
    "whispers.ev.pass_fallback": (
        "{colour} card, but {owner} holds no card: {player} has the fewest cards {where} among "
        "the players holding cards and plays next.",
        "{colour}のカードですが{owner}は手札がないので、手札のあるプレイヤーのうち{where}の"
        "カードが最も少ない{player}が次の手番。"),
    "whispers.ev.tie_fallback": (
        "{colour} card, but {owner} holds no card: {players} tie for fewest cards {where} "
        "among the players holding cards; {chooser} chooses.",
        "{colour}のカードですが{owner}は手札がないので、手札のあるプレイヤーのうち{where}の"
        "カードが最少で同数の{players}から{chooser}が選ぶ。"),
    "whispers.ev.where_area": ("in their area", "密談場"),
    "whispers.ev.where_hand": ("in hand", "手札"),
    "whispers.ev.pass_chosen": ("{chooser} passes the turn to {player}.",
                                "{chooser}は{player}に手番を渡した。"),
    "whispers.ev.pass_chosen_self": ("{chooser} chooses to play again.",
                                     "{chooser}は自分を選び、もう一度手番。"),
    "whispers.ev.forced": ("{player} has no legal card (hand: {cards}): a palace whisper.",
                           "{player}は出せるカードがない（手札：{cards}）。ささやき！"),
    "whispers.ev.forced_play": ("{player} is forced to place {card}, a duplicate.",
                                "{player}は重複する{card}を置かされた。"),
    "whispers.ev.end_a": ("Round over (A): {others} score {points} each; {player} scores "
                          "nothing.",
                          "ラウンド終了（A）：{others}が{points}点ずつ、{player}は0点。"),
    "whispers.ev.end_b": ("Round over (B): {player} has six different characters and scores "
                          "{points}.",
                          "ラウンド終了（B）：{player}が6種類をそろえ{points}点。"),
    "whispers.ev.recorded": ("Area counts recorded: {counts}.", "密談場の枚数を記録：{counts}。"),
    "whispers.ev.count": ("{player} {n}", "{player}{n}枚"),
    "whispers.ev.next_round": ("Round {round}: new cards dealt; {player} starts.",
                               "第{round}ラウンド：配り直し、{player}から開始。"),
    "whispers.ev.winner": ("{players} reaches {target} points and wins.",
                           "{players}が{target}点に達して勝利。"),
    "whispers.ev.winners": ("{players} share the win.", "{players}が勝ちを分け合う。"),
    "whispers.ev.tiebreak": ("{players} reached the target; most area cards wins ({counts}).",
                             "{players}が目標点に到達。密談場の枚数で決定（{counts}）。"),
    "whispers.ev.tiebreak_silent": (
        "{players} reached the target; the highest recorded total wins ({counts}).",
        "{players}が目標点に到達。記録した枚数の合計で決定（{counts}）。"),
    "whispers.ev.skip": ("{player} does not use the {card}'s effect.",
                         "{player}は{card}の効果を使わなかった。"),
    "whispers.ev.wizard_target": ("{player} names {target} for the Wizard's exchange.",
                                  "{player}は魔法使いで{target}を指名。"),
    "whispers.ev.exchange": ("{player} gives {gave} to {target} and takes {took}.",
                             "{player}は{target}に{gave}を渡し、{took}を受け取った。"),
    "whispers.ev.exchange_public": ("{player} gives {n} card(s) to {target} and takes {m}.",
                                    "{player}は{target}に{n}枚渡し、{m}枚受け取った。"),
    "whispers.ev.give_chosen": ("{player} chooses {card} to give (card {n}).",
                                "{player}は渡すカードに{card}を選んだ（{n}枚目）。"),
    "whispers.ev.give_chosen_public": ("{player} chooses a card to give (card {n}).",
                                       "{player}は渡すカードを1枚選んだ（{n}枚目）。"),
    "whispers.ev.give_done": ("{player} gives {n} card(s).", "{player}は{n}枚渡すことにした。"),
    "whispers.ev.take_count": ("{player} will take {n} card(s) from {target}.",
                               "{player}は{target}から{n}枚もらうことにした。"),
    "whispers.ev.take_chosen": ("{player} takes {card} from {target} ({n} of {m}).",
                                "{player}は{target}から{card}をもらう（{m}枚中{n}枚目）。"),
    "whispers.ev.take_chosen_public": ("{player} takes a card from {target} ({n} of {m}).",
                                       "{player}は{target}から1枚もらう（{m}枚中{n}枚目）。"),
    "whispers.ev.hand_over": ("{target} hands {card} over to {player} ({n} of {m}).",
                              "{target}は{player}に{card}を差し出す（{m}枚中{n}枚目）。"),
    "whispers.ev.hand_over_public": ("{target} hands a card over to {player} ({n} of {m}).",
                                     "{target}は{player}に1枚差し出す（{m}枚中{n}枚目）。"),
    "whispers.ev.swap_pick": ("{player}'s Butler picks {a}'s {x} to swap.",
                              "{player}の執事：交換する{a}の{x}を選んだ。"),
    "whispers.ev.maid_reshuffle": ("The draw pile was empty: the discards are reshuffled.",
                                   "山札がないので捨て札を混ぜ直した。"),
    "whispers.ev.maid": ("{player} discards {card} face down and draws {drawn}.",
                         "{player}は{card}を裏向きに捨て、{drawn}を引いた。"),
    "whispers.ev.maid_public": ("{player} discards a card face down and draws one.",
                                "{player}は1枚を裏向きに捨て、1枚引いた。"),
    "whispers.ev.swap": ("{player}'s Butler swaps {a}'s {x} with {b}'s {y}.",
                         "{player}の執事：{a}の{x}と{b}の{y}を交換。"),
    "whispers.ev.take_back": ("{player} takes {card} back into the hand.",
                              "{player}は{card}を手札に戻した。"),
    # Refusals.
    "whispers.why.has_legal": ("You still have a legal card to play.",
                               "まだ出せるカードがあります。"),
    "whispers.why.must_place": ("With this option a forced player places a duplicate.",
                                "このオプションでは重複するカードを置きます。"),
    "whispers.why.not_in_hand": ("You hold no {card}.", "{card}を持っていません。"),
    "whispers.why.not_in_hand_of": ("{player} holds no {card} that can be chosen.",
                                    "{player}の手札に選べる{card}はありません。"),
    "whispers.why.mandatory": ("Effects are mandatory when they can be carried out.",
                               "効果は実行できる限り必ず実行します。"),
    "whispers.why.wizard_self": ("The Wizard names another player, not yourself.",
                                 "魔法使いは自分以外のプレイヤーを指名します。"),
    "whispers.why.no_player": ("There is no player {player} in this game.",
                               "このゲームにプレイヤー{player}はいません。"),
    "whispers.why.empty_hand": ("{player} has no hand cards to exchange.",
                                "{player}には交換する手札がありません。"),
    "whispers.why.not_fewest": (
        "{player} has {n} cards, not the fewest ({low}): a grey card passes to the fewest.",
        "{player}は{n}枚で最少（{low}枚）ではありません。灰色のカードは最少のプレイヤーへ。"),
    "whispers.why.give_one": ("Choose at least one card to give.",
                              "渡すカードを1枚以上選んでください。"),
    "whispers.why.take_count": ("You can take 1 to {high} cards, not {n}.",
                                "もらえるのは1〜{high}枚です（{n}枚は不可）。"),
    "whispers.why.guard_itself": ("The Guard cannot take back the Guard just played.",
                                  "いま出した衛兵は手札に戻せません。"),
    "whispers.why.not_in_area": ("{player}'s area holds no {card}.",
                                 "{player}の密談場に{card}はありません。"),
    "whispers.why.silenced": ("The {card} is silenced by the King card: it has no effect.",
                              "{card}は国王カードで沈黙しているので効果がありません。"),
    "whispers.why.butler_early": (
        "A Butler played as the 1st or 2nd card of the round has no effect.",
        "ラウンドの1枚目か2枚目に出した執事は効果がありません。"),
    "whispers.why.round_ended": ("The {card} ended the round, so it has no effect.",
                                 "{card}でラウンドが終わったので効果はありません。"),
    "whispers.why.no_effect": ("The {card} had nothing to act on.",
                               "{card}には効果の対象がありませんでした。"),
    "whispers.why.play_first": ("It is {player}'s turn to play a card.",
                                "いまは{player}がカードを出す番です。"),
    "whispers.why.choose_pass": ("{player} must first choose who plays next.",
                                 "まず{player}が次の手番のプレイヤーを選びます。"),
    "whispers.why.resolve_first": ("Finish the {card}'s effect first.",
                                   "先に{card}の効果を解決してください。"),
    "whispers.why.jester_banned": ("King: Jester is face up, so no Jester may be played.",
                                   "国王カード（道化師）が公開中なので道化師は出せません。"),
    "whispers.why.duplicate": ("Your area already holds a {card}: no duplicates.",
                               "密談場にすでに{card}があります。同じキャラクターは出せません。"),
    "whispers.why.butler_itself": ("The Butler just played cannot be swapped.",
                                   "いま出した執事は交換できません。"),
    "whispers.why.butler_own": ("With this option one of the two cards must be in your area.",
                                "このオプションでは交換する1枚は自分の密談場のカードです。"),
    "whispers.why.swap_none": ("No swap of {card} avoids a duplicate.",
                               "{card}は重複を生まずに交換できる相手がありません。"),
    "whispers.why.swap_same_area": ("The Butler swaps between two different areas.",
                                    "執事は異なる2つの密談場の間で交換します。"),
    "whispers.why.swap_duplicate": (
        "{player}'s area already holds a {card}: this swap would make a duplicate.",
        "{player}の密談場にはすでに{card}があるので、この交換では同じキャラクターが2枚になります。"),
})
