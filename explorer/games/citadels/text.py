"""Citadels' rule book (ids, titles and short paraphrases in English and Japanese) and every
message the game shows: events, action labels, refusals, scoring sentences and errors.

Rule ids are `citadels.<spec section>[.<detail>]` and cite /shared/rules/citadels.md.

This module may import only the engine.
"""

from __future__ import annotations

from ...engine import register_messages, register_rules, rules_from_table

RULES = {
    "citadels.1": (
        "Components", "内容物",
        "8 characters ranked 1–8, 66 district cards, gold (unlimited bank) and the Crown.",
        "順位1〜8のキャラクター8枚、建物カード66枚、金貨（銀行は無制限）、王冠。"),
    "citadels.2": (
        "District deck", "建物カードの山札",
        "66 districts: 12 yellow, 11 blue, 20 green, 11 red and 12 purple. A district's cost is "
        "also its value in points (Dragon Gate and University score 8).",
        "建物66枚: 黄12、青11、緑20、赤11、紫12。建設コストがそのまま得点になります"
        "（竜の門と大学は8点）。"),
    "citadels.2.1.haunted_city": (
        "Haunted City", "幽霊都市",
        "At game end it counts as one colour of your choice for the five-colour bonus, unless "
        "it was built in the final round.",
        "ゲーム終了時、5色ボーナスについて好きな1色として数えます。ただし最終ラウンドに"
        "建てた場合は使えません。"),
    "citadels.2.1.keep": (
        "Keep", "砦", "The Warlord cannot destroy the Keep.", "将軍は砦を破壊できません。"),
    "citadels.2.1.laboratory": (
        "Laboratory", "研究所",
        "Once during your turn: discard a district card from your hand and take 1 gold.",
        "手番中に1回: 手札の建物カードを1枚捨てて金貨1枚を得ます。"),
    "citadels.2.1.smithy": (
        "Smithy", "鍛冶屋",
        "Once during your turn: pay 2 gold and draw 3 district cards.",
        "手番中に1回: 金貨2枚を払い、建物カードを3枚引きます。"),
    "citadels.2.1.observatory": (
        "Observatory", "天文台",
        "When you draw cards as your action, draw 3 and keep 1; the others go under the deck.",
        "アクションでカードを引くとき、3枚引いて1枚を残し、残りを山札の底に戻します。"),
    "citadels.2.1.graveyard": (
        "Graveyard", "墓地",
        "When the Warlord destroys a district, you may pay 1 gold to take it into your hand, "
        "unless you are the Warlord.",
        "将軍が建物を破壊したとき、金貨1枚を払ってそのカードを手札に加えられます"
        "（自分が将軍のときは不可）。"),
    "citadels.2.1.dragon_gate": (
        "Dragon Gate", "竜の門",
        "Costs 6 to build but scores 8 points. The Warlord pays 5 to destroy it.",
        "建設コストは6ですが8点になります。将軍が破壊するには5金貨かかります。"),
    "citadels.2.1.university": (
        "University", "大学",
        "Costs 6 to build but scores 8 points. The Warlord pays 5 to destroy it.",
        "建設コストは6ですが8点になります。将軍が破壊するには5金貨かかります。"),
    "citadels.2.1.library": (
        "Library", "図書館",
        "When you draw cards as your action, keep all the cards you drew.",
        "アクションでカードを引くとき、引いたカードをすべて手札に残します。"),
    "citadels.2.1.great_wall": (
        "Great Wall", "大城壁",
        "The Warlord pays 1 more gold to destroy any other district in your city.",
        "将軍があなたの都市のほかの建物を破壊するには、金貨を1枚多く払います。"),
    "citadels.2.1.school_of_magic": (
        "School of Magic", "魔法学校",
        "For character income it counts as the colour of your choice (so always as your "
        "character's colour). For the five-colour bonus it stays purple.",
        "キャラクターの収入では好きな色として数えます（つまり常にそのキャラクターの色）。"
        "5色ボーナスでは紫のままです。"),
    "citadels.3.assassin": (
        "Assassin (1)", "暗殺者（1）",
        "Name another character (2–8). Its holder stays silent when it is called and loses "
        "the whole turn.",
        "ほかのキャラクター（2〜8）を1つ指名します。そのキャラクターは呼ばれても名乗らず、"
        "手番をまるごと失います。"),
    "citadels.3.thief": (
        "Thief (2)", "盗賊（2）",
        "Name a character to rob (not the Assassin, nor the killed character).",
        "盗む相手のキャラクターを指名します（暗殺者と暗殺されたキャラクターは不可）。"),
    "citadels.3.thief.theft": (
        "The theft", "盗み",
        "When the robbed character is revealed, its holder first gives all his gold to the "
        "Thief, then plays normally.",
        "盗まれたキャラクターが名乗り出たとき、まずその持ち主の金貨すべてが盗賊に渡り、"
        "そのあと普通に手番を行います。"),
    "citadels.3.magician": (
        "Magician (3)", "奇術師（3）",
        "Either swap your whole hand with another player's, or put any number of your cards "
        "under the deck and draw as many.",
        "手札すべてをほかのプレイヤーの手札と交換するか、好きな枚数の手札を山札の底に"
        "置いて同じ枚数を引きます。"),
    "citadels.3.king": (
        "King (4)", "王様（4）",
        "1 gold per yellow district. He takes the Crown as soon as he is revealed and will "
        "choose first next round.",
        "黄色の建物1つにつき金貨1枚。名乗り出たらすぐ王冠を受け取り、次のラウンドで最初に"
        "キャラクターを選びます。"),
    "citadels.3.king.heir": (
        "The King's heir", "王様の後継者",
        "If the King was killed, his holder still takes the Crown, after the last character "
        "has been called.",
        "王様が暗殺された場合でも、最後のキャラクターが呼ばれたあとに、その持ち主が王冠を"
        "受け取ります。"),
    "citadels.3.bishop": (
        "Bishop (5)", "司教（5）",
        "1 gold per blue district. The Warlord cannot destroy his districts this round; a "
        "killed Bishop protects nobody.",
        "青の建物1つにつき金貨1枚。このラウンド、将軍は彼の建物を破壊できません。"
        "暗殺された司教の建物は守られません。"),
    "citadels.3.merchant": (
        "Merchant (6)", "商人（6）",
        "1 gold per green district, and 1 extra gold after his action.",
        "緑の建物1つにつき金貨1枚。さらにアクションのあとに金貨1枚を得ます。"),
    "citadels.3.architect": (
        "Architect (7)", "建築家（7）",
        "Draws 2 extra district cards after his action and may build up to 3 districts.",
        "アクションのあとに建物カードを2枚追加で引き、建物を3つまで建設できます。"),
    "citadels.3.warlord": (
        "Warlord (8)", "将軍（8）",
        "1 gold per red district. At the end of his turn he may destroy one district in any "
        "city, his own included, by paying its cost − 1 (not the Keep, not the living Bishop's, "
        "not in a city of 8+).",
        "赤の建物1つにつき金貨1枚。手番の最後に、コスト−1の金貨を払って、自分の都市も含め"
        "どの都市の建物でも1つ破壊できます（砦、生きている司教の建物、8つ以上の建物がある"
        "都市は不可）。"),
    "citadels.4": (
        "Set-up", "準備",
        "Shuffle the 66 districts, deal 4 to each player, give each 2 gold.",
        "建物カード66枚を混ぜ、各プレイヤーに4枚配り、金貨2枚ずつ渡します。"),
    "citadels.4.crown": (
        "The Crown at the start", "最初の王冠",
        "The Crown goes to a player chosen at random (or as the option says).",
        "王冠はランダムに選んだプレイヤー（またはオプションの指定）に渡ります。"),
    "citadels.5": (
        "A round", "ラウンド",
        "Remove characters, choose characters (starting with the Crown), then call them in "
        "rank order.",
        "キャラクターを除き、王冠を持つプレイヤーから選び、順位の順に呼びます。"),
    "citadels.5.1": (
        "Removed characters", "除かれるキャラクター",
        "One character is removed face down; with 4 players also 2 face up, with 5 players 1 "
        "face up.",
        "1枚を裏向きで除きます。4人なら2枚、5人なら1枚をさらに表向きで除きます。"),
    "citadels.5.1.king": (
        "The King never face up", "王様は表向きで除かれない",
        "If the King is drawn face up, it goes back to the choice and another card is drawn.",
        "王様を表向きに引いたら選択用に戻し、代わりの1枚を引きます。"),
    "citadels.5.2": (
        "Choosing characters (4–7 players)", "キャラクターの選択（4〜7人）",
        "From the Crown, each keeps one card secretly and passes the rest to the left; the "
        "last player keeps one of two and puts the other face down. With 7 players the "
        "seventh player's choice follows the 7-player rule.",
        "王冠のプレイヤーから順に1枚ずつ秘密に取り、残りを左に渡します。最後のプレイヤーは"
        "2枚から1枚を取り、残りを裏向きで置きます。7人のときの7人目の選択は7人用のルールに"
        "従います。"),
    "citadels.5.3": (
        "Choosing characters (2 players)", "キャラクターの選択（2人）",
        "A keeps 1 of 7; B keeps 1 and discards 1 face down; A keeps 1 and discards 1; B keeps "
        "1 and discards the last.",
        "Aが7枚から1枚取り、Bが1枚取って1枚を裏向きで捨て、Aが1枚取って1枚捨て、Bが1枚"
        "取って最後の1枚を捨てます。"),
    "citadels.5.4": (
        "Choosing characters (3 players)", "キャラクターの選択（3人）",
        "The cards go round twice (A, B, C, A, B, C); the last card is put face down.",
        "カードは2周します（A、B、C、A、B、C）。最後の1枚は裏向きで置きます。"),
    "citadels.5.5": (
        "Choosing characters (7 players)", "キャラクターの選択（7人）",
        "The seventh player also takes the face-down card, keeps one of the two and puts the "
        "other face down.",
        "7人目は裏向きで除いたカードも受け取り、2枚から1枚を取って残りを裏向きで置きます。"),
    "citadels.5.7": (
        "Calling the characters", "キャラクターの呼び出し",
        "Ranks 1 to 8 are called in order. Nobody answers for a removed or unchosen character, "
        "nor for a killed one.",
        "順位1から8まで順に呼びます。除かれた・選ばれなかった・暗殺されたキャラクターには"
        "誰も答えません。"),
    "citadels.5.7.reveal": (
        "Revealing", "名乗り",
        "The holder of the called character reveals it and plays his turn.",
        "呼ばれたキャラクターの持ち主が名乗り出て手番を行います。"),
    "citadels.6.1": (
        "The action", "アクション",
        "First take 2 gold, or draw 2 district cards, keep 1 and put the other under the deck.",
        "まず金貨2枚を受け取るか、建物カードを2枚引いて1枚を残し、もう1枚を山札の底に"
        "戻します。"),
    "citadels.6.3": (
        "Building", "建設",
        "After the action you may build one district (the Architect three) by paying its cost; "
        "no two districts of the same name in a city.",
        "アクションのあと、コストを払って建物を1つ（建築家は3つまで）建てられます。同じ名前"
        "の建物は1つの都市に2つ建てられません。"),
    "citadels.6.end": (
        "End of a turn", "手番の終わり",
        "The turn ends when the player says so (after the action); the next rank is called.",
        "アクションのあと、プレイヤーが終了を告げると手番が終わり、次の順位が呼ばれます。"),
    "citadels.7": (
        "Colour income", "色による収入",
        "King, Bishop, Merchant and Warlord take 1 gold per district of their colour, once, "
        "all at once, before or after building.",
        "王様・司教・商人・将軍は自分の色の建物1つにつき金貨1枚を、建設の前か後に1回だけ"
        "まとめて受け取ります。"),
    "citadels.11.A4": (
        "Discarded districts", "捨てられた建物",
        "Destroyed districts and Laboratory discards go under the deck; with the discard-pile "
        "option they go to a pile that is shuffled into a new deck when the deck runs short.",
        "破壊された建物と研究所で捨てたカードは山札の底に置きます。捨て札オプションでは捨て札"
        "の山に置き、山札が足りなくなったら混ぜて新しい山札にします。"),
    "citadels.11.A2": (
        "Naming a face-up removed character", "表向きで除かれた人物の指名",
        "By default the Assassin may name ranks 2–8 and the Thief ranks 3–8 (not the killed "
        "one), face-up removed ranks included; an option hides the face-up ones. Either way "
        "naming one has no effect.",
        "標準では暗殺者は2〜8番、盗賊は3〜8番（殺された人物を除く）を、表向きで除かれた人物も"
        "含めて指名できます。オプションで表向きの人物を候補から外せます。どちらでも効果はあり"
        "ません。"),
    "citadels.11.A3": (
        "Order of the removals", "人物を除く順番",
        "Classic: one character is removed face down first, then the face-up ones from the "
        "rest (the King is redrawn). The 2016 edition removes the face-up ones first.",
        "クラシック: まず1枚を伏せて除き、残りから表向きの人物を除きます（王様なら引き直し）。"
        "2016年版では表向きの人物を先に除きます。"),
    "citadels.11.A5": (
        "Graveyard scope", "墓地の範囲",
        "The Graveyard may take back a district the Warlord destroys in any city (not when "
        "its owner is the Warlord, not itself); an option limits it to its owner's city.",
        "墓地は将軍がどの都市で破壊した建物でも取り戻せます（持ち主が将軍のときと、墓地自身を"
        "除く）。オプションで持ち主の都市だけに限れます。"),
    "citadels.11.A6": (
        "Library and Observatory", "図書館と天文台",
        "With both, the draw action draws 3 cards and keeps 2 (an option keeps all 3).",
        "両方を持つとき、カードを引く行動では3枚引いて2枚残します（オプションで3枚とも残す）。"),
    "citadels.11.A7": (
        "The Bishop and the Warlord of one player", "同じプレイヤーの司教と将軍",
        "When one player holds both (2–3 players), the Bishop protects his city only from "
        "another player's Warlord; an option makes it protect it from his own too.",
        "1人が両方を持つとき（2〜3人）、司教が守るのは他のプレイヤーの将軍からだけです。"
        "オプションで自分の将軍からも守ります。"),
    "citadels.11.A8": (
        "Smithy variants", "鍛冶屋の異版",
        "The Smithy costs 2 gold and draws 3 cards (FFG); options: pay 3 draw 2, or pay 3 "
        "draw 3.",
        "鍛冶屋は金貨2枚で3枚引きます（FFG版）。オプション: 3枚払って2枚、3枚払って3枚。"),
    "citadels.11.A9": (
        "When the deck runs out", "山札が尽きたとき",
        "The draw action needs at least 1 card in the deck and draws what remains; an option "
        "requires 2.",
        "カードを引く行動は山札に1枚以上あればでき、残っている分だけ引きます。オプションでは"
        "2枚以上必要です。"),
    "citadels.11.A13": (
        "The Great Wall and the Warlord's own city", "城壁と将軍自身の都市",
        "The Great Wall's +1 is paid whoever the Warlord is; an option waives it when he "
        "destroys in his own city.",
        "城壁の+1は将軍が誰であっても払います。オプションでは将軍が自分の都市で破壊するとき"
        "は払いません。"),
    "citadels.8": (
        "Game end", "ゲームの終了",
        "When a city reaches 8 districts, the round is played out, then the game ends.",
        "ある都市の建物が8つになったら、そのラウンドを最後まで行ってゲーム終了です。"),
    "citadels.8.scoring": (
        "Scoring", "得点計算",
        "District values, +3 for all five colours, +4 for the first city of 8, +2 for the "
        "other cities of 8.",
        "建物の点数の合計、5色そろえば+3、最初に8つ建てたら+4、ほかに8つ建てた都市は+2。"),
    "citadels.8.tiebreak": (
        "Tie-break", "同点の場合",
        "Among tied players: the highest district values, then the most gold; else a shared "
        "win.",
        "同点なら建物の点数の合計が多い方、それも同じなら金貨が多い方。それでも同じなら"
        "勝利を分け合います。"),
}

MESSAGES = {
    # Set-up and rounds.
    "citadels.ev.setup": ("{players} players; each gets {cards} district cards and {gold} gold.",
                          "{players}人。各自に建物カード{cards}枚と金貨{gold}枚。"),
    "citadels.ev.dealt": ("{player} is dealt {cards}.", "{player}に{cards}が配られました。"),
    "citadels.ev.dealt_public": ("{player} is dealt {n} cards.",
                                 "{player}にカードが{n}枚配られました。"),
    "citadels.ev.crown_start": ("{player} starts with the Crown.",
                                "{player}が最初の王冠を持ちます。"),
    "citadels.ev.round": ("Round {round}: {player} holds the Crown.",
                          "第{round}ラウンド: 王冠は{player}。"),
    "citadels.ev.face_down": ("The {character} is removed face down.",
                              "{character}が裏向きで除かれました。"),
    "citadels.ev.face_down_public": ("One character is removed face down.",
                                     "キャラクター1枚が裏向きで除かれました。"),
    "citadels.ev.face_up": ("Removed face up: {characters}.",
                            "表向きで除かれたキャラクター: {characters}。"),
    "citadels.ev.king_back": ("The King was drawn face up: it goes back and another card is "
                              "drawn.",
                              "王様が表向きに引かれたので戻し、代わりの1枚を引きました。"),
    "citadels.ev.seventh": ("{player} also takes the face-down card: the {character}.",
                            "{player}は裏向きのカードも受け取りました: {character}。"),
    "citadels.ev.seventh_public": ("{player} also takes the face-down card.",
                                   "{player}は裏向きのカードも受け取りました。"),
    "citadels.ev.chose": ("{player} chose the {character}.", "{player}は{character}を選びました。"),
    "citadels.ev.chose_public": ("{player} chose a character.",
                                 "{player}はキャラクターを1枚選びました。"),
    "citadels.ev.discarded": ("{player} put the {character} face down.",
                              "{player}は{character}を裏向きで捨てました。"),
    "citadels.ev.discarded_public": ("{player} put a character face down.",
                                     "{player}はキャラクターを1枚裏向きで捨てました。"),
    "citadels.ev.draft_rest": ("{player} puts the rest face down: {characters}.",
                               "{player}は残りを裏向きで置きました: {characters}。"),
    "citadels.ev.draft_rest_public": ("{player} puts the last character card face down.",
                                      "{player}は最後のキャラクターカードを裏向きで"
                                      "置きました。"),
    # Calls.
    "citadels.ev.silent": ("{n} {character} is called: nobody answers.",
                           "{n} {character}が呼ばれました。誰も答えません。"),
    "citadels.ev.silent_killed": ("{n} {character} is called: nobody answers (it was named by the "
                                  "Assassin).",
                                  "{n} {character}が呼ばれました。誰も答えません（暗殺者に"
                                  "指名されたキャラクター）。"),
    "citadels.ev.killed_silent": ("{n} {character} is called: {player} was killed and stays "
                                  "silent.",
                                  "{n} {character}が呼ばれました。{player}は暗殺されたので名乗り"
                                  "ません。"),
    "citadels.ev.reveal": ("{n} {character} is called: {player} reveals.",
                           "{n} {character}が呼ばれました。{player}が名乗り出ます。"),
    "citadels.ev.theft": ("{thief} (Thief) takes all {n} gold of {player}.",
                          "{thief}（盗賊）が{player}の金貨{n}枚をすべて奪いました。"),
    "citadels.ev.theft_own": ("{player} robbed his own {character}: no gold changes hands.",
                              "{player}は自分の{character}から盗むことにしていたので、金貨は"
                              "動きません。"),
    "citadels.ev.crown": ("{player} takes the Crown.", "{player}が王冠を受け取りました。"),
    "citadels.ev.heir": ("The killed King's heir, {player}, takes the Crown.",
                         "暗殺された王様の後継者として{player}が王冠を受け取りました。"),
    "citadels.ev.game_over": ("The game ends after round {round}.",
                              "第{round}ラウンドの終わりでゲーム終了です。"),
    # Turns.
    "citadels.ev.reshuffle": ("The deck runs short: the {n} discarded cards are shuffled "
                              "into it.",
                              "山札が足りないので、捨て札{n}枚を混ぜて山札に加えました。"),
    "citadels.ev.take_gold": ("{player} takes 2 gold.", "{player}は金貨2枚を受け取りました。"),
    "citadels.ev.drew": ("{player} draws {cards} and will keep {keep}.",
                         "{player}は{cards}を引き、{keep}枚を残します。"),
    "citadels.ev.drew_public": ("{player} draws {n} cards and will keep {keep}.",
                                "{player}はカードを{n}枚引き、{keep}枚を残します。"),
    "citadels.ev.drew_kept": ("{player} draws and keeps {cards}.",
                              "{player}は{cards}を引いてすべて手札に加えました。"),
    "citadels.ev.drew_kept_public": ("{player} draws and keeps {n} cards.",
                                     "{player}はカードを{n}枚引いてすべて手札に加えました。"),
    "citadels.ev.kept": ("{player} keeps {district}.", "{player}は{district}を手札に加えました。"),
    "citadels.ev.kept_public": ("{player} keeps a card.",
                                "{player}はカードを1枚手札に加えました。"),
    "citadels.ev.merchant": ("{player} (Merchant) takes 1 extra gold.",
                             "{player}（商人）は追加で金貨1枚を受け取りました。"),
    "citadels.ev.architect": ("{player} (Architect) draws {n} extra cards.",
                              "{player}（建築家）は追加でカードを{n}枚引きました。"),
    "citadels.ev.architect_cards": ("{player} (Architect) draws extra cards: {cards}.",
                                    "{player}（建築家）は追加でカードを引きました: {cards}。"),
    "citadels.ev.smithy_cards": ("{player} pays {price} gold at the Smithy and draws {cards}.",
                                 "{player}は鍛冶屋で金貨{price}枚を払い、{cards}を引きました。"),
    "citadels.ev.income": ("{player} takes {n} gold of {colour} income{school}.",
                           "{player}は{colour}の収入として金貨{n}枚を受け取りました{school}。"),
    "citadels.ev.school": (" (the School of Magic counts)", "（魔法学校を含む）"),
    "citadels.ev.built": ("{player} builds {district} for {cost} gold.",
                          "{player}は金貨{cost}枚で{district}を建てました。"),
    "citadels.ev.complete": ("{player}'s city has {n} districts: this is the last round.",
                             "{player}の都市の建物が{n}つになりました。このラウンドが最後です。"),
    "citadels.ev.kill": ("{player} (Assassin) kills the {character}.",
                         "{player}（暗殺者）は{character}を暗殺します。"),
    "citadels.ev.rob": ("{player} (Thief) will rob the {character}.",
                        "{player}（盗賊）は{character}から盗みます。"),
    "citadels.ev.swap": ("{player} (Magician) swaps hands with {other} ({mine} for {theirs} "
                         "cards).",
                         "{player}（奇術師）は{other}と手札を"
                         "交換しました（{mine}枚と{theirs}枚）。"),
    "citadels.ev.exchange_begin": ("{player} (Magician) sets cards aside to exchange them with "
                                   "the deck.",
                                   "{player}（奇術師）は山札と交換するカードを選びます。"),
    "citadels.ev.exchange": ("{player} (Magician) puts {n} {n:card|cards} under the deck and "
                             "draws as many.",
                             "{player}（奇術師）はカード{n}枚を山札の底に置き、同じ枚数を"
                             "引きました。"),
    "citadels.ev.exchange_cards": ("{player} (Magician) puts {aside} under the deck and draws "
                                   "{drawn}.",
                                   "{player}（奇術師）は{aside}を山札の底に置き、{drawn}を"
                                   "引きました。"),
    "citadels.ev.laboratory": ("{player} discards {district} at the Laboratory for 1 gold.",
                               "{player}は研究所で{district}を捨てて金貨1枚を得ました。"),
    "citadels.ev.laboratory_public": ("{player} discards a card at the Laboratory for 1 gold.",
                                      "{player}は研究所でカードを1枚捨てて金貨1枚を得ました。"),
    "citadels.ev.smithy": ("{player} pays {price} gold at the Smithy and draws {n} cards.",
                           "{player}は鍛冶屋で金貨{price}枚を払い、カードを{n}枚引きました。"),
    "citadels.ev.end_turn": ("{player} ends the {character}'s turn.",
                             "{player}は{character}の手番を終えました。"),
    "citadels.ev.destroy": ("{player} (Warlord) pays {cost} gold to destroy {district} in "
                            "{other}'s city.",
                            "{player}（将軍）は金貨{cost}枚を払い、{other}の{district}を破壊"
                            "しました。"),
    "citadels.ev.graveyard_offer": ("{player} may pay 1 gold to take {district} back (Graveyard).",
                                    "{player}は金貨1枚で{district}を手札に加えられます（墓地）。"),
    "citadels.ev.recovered": ("{player} pays 1 gold and takes {district} into his hand.",
                              "{player}は金貨1枚を払って{district}を手札に加えました。"),
    "citadels.ev.declined": ("{player} lets {district} go.",
                             "{player}は{district}を手放しました。"),
    # Actions.
    "citadels.act.choose": ("Choose the {character}", "{character}を選ぶ"),
    "citadels.act.discard": ("Put the {character} face down", "{character}を裏向きで捨てる"),
    "citadels.act.take_gold": ("Take 2 gold", "金貨2枚を受け取る"),
    "citadels.act.draw": ("Draw district cards", "建物カードを引く"),
    "citadels.act.keep": ("Keep {district}", "{district}を残す"),
    "citadels.act.income": ("Take colour income", "色の収入を受け取る"),
    "citadels.act.build": ("Build {district} ({cost} gold)", "{district}を建てる（金貨{cost}）"),
    "citadels.act.kill": ("Kill the {character}", "{character}を暗殺する"),
    "citadels.act.rob": ("Rob the {character}", "{character}から盗む"),
    "citadels.act.swap": ("Swap hands with {player}", "{player}と手札を交換する"),
    "citadels.act.exchange": ("Exchange cards with the deck", "山札とカードを交換する"),
    "citadels.act.set_aside": ("Put {district} under the deck", "{district}を山札の底に置く"),
    "citadels.act.finish_exchange": ("Draw as many new cards", "同じ枚数を引く"),
    "citadels.act.destroy": ("Destroy {district} of {player}", "{player}の{district}を破壊する"),
    "citadels.act.price": (" (pay {cost} gold)", "（金貨{cost}枚を払う）"),
    "citadels.act.laboratory": ("Laboratory: discard {district} for 1 gold",
                                "研究所: {district}を捨てて金貨1枚"),
    "citadels.act.smithy": ("Smithy: pay gold, draw cards", "鍛冶屋: 金貨を払ってカードを引く"),
    "citadels.act.end_turn": ("End the turn", "手番を終える"),
    "citadels.act.recover": ("Graveyard: pay 1 gold, take the card", "墓地: 金貨1枚でカードを取る"),
    "citadels.act.decline": ("Graveyard: let it go", "墓地: 手放す"),
    # Refusals.
    "citadels.why.must_discard": ("Now you must put a character face down, not keep one.",
                                  "いまはキャラクターを残すのではなく、裏向きで捨てる番です。"),
    "citadels.why.must_choose": ("Now you must keep a character, not discard one.",
                                 "いまはキャラクターを捨てるのではなく、選ぶ番です。"),
    "citadels.why.not_in_pool": ("The {character} is not among the cards you are choosing from.",
                                 "{character}は選べるカードの中にありません。"),
    "citadels.why.drafting": ("Characters are being chosen: only choosing is possible now.",
                              "キャラクターの選択中です。いまはキ"
                              "ャラクターを選ぶことしかできません。"),
    "citadels.why.not_drafting": ("Characters are chosen at the start of the round, not now.",
                                  "キャラクターを選ぶのはラウンドの最初です。"),
    "citadels.why.graveyard_gold": ("Taking the card back costs 1 gold; you have none.",
                                    "カードを取り戻すには金貨1枚が必要ですが、持っていません。"),
    "citadels.why.graveyard_pending": ("First the Graveyard's owner decides about the destroyed "
                                       "card.",
                                       "まず墓地の持ち主が破壊されたカードについて決めます。"),
    "citadels.why.no_graveyard": ("No destroyed card is waiting for the Graveyard.",
                                  "墓地で取り戻せるカードはありません。"),
    "citadels.why.not_drawn": ("{district} is not among the cards you drew.",
                               "{district}は引いたカードの中にありません。"),
    "citadels.why.keep_first": ("First choose which drawn card to keep.",
                                "まず引いたカードのうち残す1枚を選んでください。"),
    "citadels.why.nothing_drawn": ("You have not drawn any cards to choose from.",
                                   "選ぶためのカードを引いていません。"),
    "citadels.why.not_in_hand": ("{district} is not in your hand.",
                                 "{district}は手札にありません。"),
    "citadels.why.exchange_empty": ("Set at least one card aside first.",
                                    "まず1枚以上のカードを選んでください。"),
    "citadels.why.exchange_open": ("Finish the Magician's exchange first.",
                                   "まず奇術師のカード交換を終えてください。"),
    "citadels.why.no_exchange": ("You have not started an exchange with the deck.",
                                 "山札との交換を始めていません。"),
    "citadels.why.acted": ("You have already taken your action (gold or cards) this turn.",
                           "この手番ではすでにアクション（金貨かカード）を行いました。"),
    "citadels.why.deck_short": ("The deck has {n} {n:card|cards}: too few to draw.",
                                "山札が{n}枚しかないので引けません。"),
    "citadels.why.no_income": ("The {character} has no colour income.",
                               "{character}には色による収入がありません。"),
    "citadels.why.income_taken": ("You have already taken your colour income this turn.",
                                  "この手番ではすでに色の収入を受け取りました。"),
    "citadels.why.build_before_action": ("Take your action (gold or cards) before building.",
                                         "建設の前にアクション（金貨かカード）を行ってください。"),
    "citadels.why.build_limit": ("You have already built this turn: the {character} may build "
                                 "at most {n} per turn.",
                                 "この手番ではもう建てました。{character}が1手番に建てられる"
                                 "建物は{n}つまでです。"),
    "citadels.why.duplicate": ("Your city already has {district}: no two districts of the same "
                               "name.",
                               "あなたの都市にはすでに{district}があります。同じ名前の建物は"
                               "建てられません。"),
    "citadels.why.gold": ("{district} costs {cost} gold; you have {gold}.",
                          "{district}のコストは金貨{cost}枚ですが、{gold}枚しかありません。"),
    "citadels.why.no_district": ("You have no {district} in your city.",
                                 "あなたの都市に{district}はありません。"),
    "citadels.why.used": ("You have already used the {district} this turn.",
                          "この手番ではすでに{district}を使いました。"),
    "citadels.why.smithy_gold": ("The Smithy costs {n} gold; you have {gold}.",
                                 "鍛冶屋には金貨{n}枚が必要ですが、{gold}枚しかありません。"),
    "citadels.why.end_before_action": ("Take your action (gold or cards) before ending the turn.",
                                       "手番を終える前にアクション（金"
                                       "貨かカード）を行ってください。"),
    "citadels.why.not_your_power": ("That is the {character}'s power; you are playing the "
                                    "{yours}.",
                                    "それは{character}の能力です。あなたは{yours}として"
                                    "手番中です。"),
    "citadels.why.power_used": ("The {character}'s power is used once per turn, and you have "
                                "used it.",
                                "{character}の能力は1手番に1回で、すでに使いました。"),
    "citadels.why.kill_self": ("The Assassin must name another character (2–8).",
                               "暗殺者はほかのキャラクター（2〜8）を指名しなければなりません。"),
    "citadels.why.face_up": ("The {character} was removed face up (this match forbids naming "
                             "it).",
                             "{character}は表向きで除かれています（この対戦では指名できません）。"),
    "citadels.why.rob_assassin": ("The Thief cannot rob the Assassin.",
                                  "盗賊は暗殺者から盗めません。"),
    "citadels.why.rob_self": ("The Thief cannot rob himself.", "盗賊は自分から盗めません。"),
    "citadels.why.rob_killed": ("The {character} was killed by the Assassin: the Thief cannot "
                                "rob it.",
                                "{character}は暗殺者に暗殺されたので、盗賊は盗めません。"),
    "citadels.why.swap_self": ("Swap with another player, not yourself.",
                               "自分以外のプレイヤーと交換してください。"),
    "citadels.why.no_seat": ("There is no {player} in this game.",
                             "この対戦に{player}はいません。"),
    "citadels.why.empty_hand": ("Your hand is empty: there is nothing to exchange.",
                                "手札がないので交換できません。"),
    "citadels.why.destroy_before_action": ("The Warlord destroys at the end of his turn, after "
                                           "his action.",
                                           "将軍の破壊はアクションのあと、手番の最後に行います。"),
    "citadels.why.not_in_city": ("{player}'s city has no {district}.",
                                 "{player}の都市に{district}はありません。"),
    "citadels.why.complete_city": ("{player}'s city is complete ({n} districts, {size} or "
                                   "more): it cannot be attacked.",
                                   "{player}の都市は完成しています（建物{n}つ、{size}つ以上）。"
                                   "破壊できません。"),
    "citadels.why.keep": ("The Keep cannot be destroyed.", "砦は破壊できません。"),
    "citadels.why.bishop": ("{player} is the Bishop: his districts are protected this round.",
                            "{player}は司教なので、このラウンドその建物は守られています。"),
    "citadels.why.destroy_gold": ("Destroying {district} costs {cost} gold; you have {gold}.",
                                  "{district}の破壊には金貨{cost}枚が必要ですが、{gold}枚しか"
                                  "ありません。"),
    # Scoring.
    "citadels.score.item": ("{district} {n}", "{district} {n}"),
    "citadels.score.base": ("District values: {districts} = {n}.",
                            "建物の点数: {districts} = {n}点。"),
    "citadels.score.five": ("+{n}: districts of all five colours.",
                            "+{n}: 5色すべての建物がある。"),
    "citadels.score.five_haunted": ("+{n}: all five colours, with the Haunted City counted as "
                                    "{colour}.",
                                    "+{n}: 5色すべて（幽霊都市を{colour}として数える）。"),
    "citadels.score.haunted_late": ("No five-colour bonus: the Haunted City was built in the "
                                    "final round, so it counts only as purple.",
                                    "5色ボーナスなし: 幽霊都市は最終ラウンドに建てたので紫と"
                                    "してしか数えません。"),
    "citadels.score.first": ("+{n}: first city to reach 8 districts.",
                             "+{n}: 最初に建物を8つ建てた。"),
    "citadels.score.complete": ("+{n}: city of 8 or more districts.", "+{n}: 建物が8つ以上ある。"),
    "citadels.score.total": ("Total: {n} points.", "合計: {n}点。"),
    "citadels.tiebreak.base": ("Tie on points, broken by district values ({n}).",
                               "同点のため、建物の点数の合計（{n}点）で決まりました。"),
    "citadels.tiebreak.gold": ("Tie on points, broken by gold ({n}).",
                               "同点のため、金貨の枚数（{n}枚）で決まりました。"),
    "citadels.tiebreak.shared": ("Tie on points, district values and gold: a shared win.",
                                 "点数・建物の点数・金貨がすべて同じなので、勝利を分け合います。"),
    # Errors.
    "citadels.error.crown": ("The 'crown' option must be a seat from 0 to {last}, or -1 for "
                             "random, not {value}.",
                             "オプション「crown」は0〜{last}の席、またはランダムの-1です"
                             "（{value}は不可）。"),
    "citadels.error.unknown_district": ("{name} is not a district of the base game.",
                                        "{name}は基本セットの建物ではありません。"),
    "citadels.error.not_a_list": ("'{what}' must be a list of district names, not {value}.",
                                  "「{what}」は建物名のリストでなけ"
                                  "ればなりません（{value}は不可）。"),
    "citadels.error.duplicate": ("A city cannot hold {district} twice.",
                                 "1つの都市に{district}を2つ建てることはできません。"),
    "citadels.error.late_not_in_city": ("{district} is listed as built in the final round but is "
                                        "not in the city.",
                                        "{district}は最終ラウンドに建てたとされていますが、都市に"
                                        "ありません。"),
    "citadels.error.flag": ("'first_complete' must be True or False, not {value}.",
                            "「first_complete」はTrueかFalseです（{value}は不可）。"),
    "citadels.error.first_incomplete": ("Only a city of 8 or more districts can be the first "
                                        "complete one (this one has {n}).",
                                        "最初の完成都市になれるのは建物8つ以上の都市だけです"
                                        "（この都市は{n}つ）。"),
    "citadels.error.round": ("Round {round} has not been played (rounds 1–{last}).",
                             "第{round}ラウンドはまだありません（1〜{last}）。"),
    "citadels.error.seat": ("There is no seat {seat} (0–{last}).",
                            "席{seat}はありません（0〜{last}）。"),
    "citadels.error.match": ("call_order needs a Citadels match, not {value}.",
                             "call_orderにはあやつり人形の対戦が必要です（{value}は不可）。"),
}

register_rules(rules_from_table(RULES))
register_messages(MESSAGES)

register_messages({
    "citadels.call.rank": ("{n} {character}", "{n} {character}"),
    "citadels.call.face_down": ("Removed face down: the {character}.",
                                "裏向きで除かれたキャラクター: {character}。"),
    "citadels.call.face_down_hidden": ("One character is removed face down (hidden).",
                                       "キャラクター1枚が裏向きで除かれました（非公開）。"),
    "citadels.call.face_up": ("Removed face up: the {character}.",
                              "表向きで除かれたキャラクター: {character}。"),
    "citadels.call.pick": ("{player} chose the {character} from {options}.",
                           "{player}は{options}から{character}を選びました。"),
    "citadels.call.pick_hidden": ("{player} chose one of {n} cards.",
                                  "{player}は{n}枚から1枚を選びました。"),
    "citadels.call.discard": ("{player} put the {character} face down (from {options}).",
                              "{player}は{options}から{character}を裏向きで捨てました。"),
    "citadels.call.discard_hidden": ("{player} put one of {n} cards face down.",
                                     "{player}は{n}枚から1枚を裏向きで捨てました。"),
    "citadels.call.rest": ("{player} put the last card face down: the {character}.",
                           "{player}は最後のカードを裏向きで置きました: {character}。"),
    "citadels.call.rest_hidden": ("{player} put the last card face down.",
                                  "{player}は最後のカードを裏向きで置きました。"),
    "citadels.call.revealed": ("{rank}: {player} reveals.{theft}{crown}",
                               "{rank}: {player}が名乗り出ます。{theft}{crown}"),
    "citadels.call.theft": (" First the Thief ({thief}) takes all {n} gold.",
                            "まず盗賊（{thief}）が金貨{n}枚をすべて奪います。"),
    "citadels.call.crown": (" The King takes the Crown.", "王様が王冠を受け取ります。"),
    "citadels.call.killed": ("{rank}: {player} holds it but was killed: silent, the turn is "
                             "lost.",
                             "{rank}: {player}が持っていますが暗殺されたので名乗らず、手番を"
                             "失います。"),
    "citadels.call.heir": ("End of the round: {player} reveals the killed King and takes the "
                           "Crown as his heir.",
                           "ラウンドの終わり: {player}が暗殺された王様を明かし、後継者として"
                           "王冠を受け取ります。"),
    "citadels.call.silent_face_up": ("{rank}: nobody answers (removed face up).",
                                     "{rank}: 誰も答えません（表向きで除かれています）。"),
    "citadels.call.silent_face_down": ("{rank}: nobody answers (removed face down).",
                                       "{rank}: 誰も答えません（裏向きで除かれています）。"),
    "citadels.call.silent_not_chosen": ("{rank}: nobody answers (put face down during the "
                                        "draft).",
                                        "{rank}: 誰も答えません（"
                                        "選択中に裏向きで捨てられました）。"),
    "citadels.call.silent": ("{rank}: nobody answers.", "{rank}: 誰も答えません。"),
    "citadels.call.silent_named": ("{rank}: nobody answers (the Assassin named it).",
                                   "{rank}: 誰も答えません（暗殺者が指名したキャラクター）。"),
})
