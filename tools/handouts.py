"""Printable handouts for the three lesson plans of `docs/teaching.md`, one language per sheet:
per lesson and language a **student sheet** (the rules in short, the scoring table, a card
reference, the game's paper aids, the class questions, the exercises and the exit question,
with space to write) and an **answer key** (the exercises' answers and why, the class questions'
answers, what a good exit answer says).

Everything printed comes from data: the rule catalogue (`explorer.engine.rule`), each game's
cards and content modules, the exercises (`tools/lessons/exercises.py`) and the questions
(`tools/lessons/questions.py`), which the notebooks read too.

Files, for each paper `a4` and `letter` and each language `en` and `ja`:
`handouts/<paper>/<lang>/<lesson>-student.{html,pdf}` and `<lesson>-key.{html,pdf}`; with
`--preview`, the first page of each A4 sheet as `handouts/preview/<lang>-<lesson>-<kind>.png`.
The HTML is written here; Debian's headless Chromium prints it (`--print-to-pdf`, with
`@page { size: A4 }` or `Letter`) and takes the previews (`--screenshot`), with no network.

    python -m tools.handouts [--out handouts] [--no-pdf] [--preview]

Every name and number a sheet's reference part prints (the rules in short, the scoring, the
card reference, the paper aids) is the content's in force: the printed game's on the lessons'
sheets, a variant's on its **rules and card reference** (`reference_sheet`;
`--variant GAME FILE` writes `<game>-reference.{html,pdf}` for a variant saved as JSON, with
what it changes from the printed game at the top).

    python -m tools.handouts --variant citadels my-variant.json [--lang ja]
"""

from __future__ import annotations

import argparse
import ast
import functools
import html
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import explorer
from explorer import Variant, variant
from explorer.engine import Join, Text, VariantError, rule
from explorer.games.citadels.callorder import call_order
from explorer.games.citadels.cards import (
    COLOUR_MARK,
    COLOUR_NAMES,
    Character,
    Colour,
    District,
)
from explorer.games.citadels.content import PLAYER_COUNTS, CitadelsContent, DistrictSpec
from explorer.games.citadels.texts import build_change_of, district_end_rules
from explorer.games.naishi.cards import CARDS, PRINTED, Card, parse_card
from explorer.games.naishi.content import NaishiContent
from explorer.games.naishi.kinds import describe
from explorer.games.whispers import cards as wcards
from explorer.games.whispers.content import MOST_PLAYERS as WHISPERS_MOST
from explorer.games.whispers.content import WhispersContent
from tools.lessons import exercises as ex
from tools.lessons import questions as qs

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = ("chromium", "chromium-browser", "google-chrome")
LANGS = ("en", "ja")
KINDS = ("student", "key")
#: Paper folder -> (CSS page size, width and height in points, as the PDF's MediaBox says).
PAPERS: dict[str, tuple[str, int, int]] = {"a4": ("A4", 595, 842),
                                           "letter": ("Letter", 612, 792)}
#: The preview's window: an A4 page at 96 px per inch, drawn 1.5 times larger.
PREVIEW_WINDOW = (794, 1123)
PREVIEW_SCALE = 1.5


def _t(en: str, ja: str) -> dict[str, str]:
    return {"en": en, "ja": ja}


#: The sheets' own words, in both languages.
WORDS: dict[str, dict[str, str]] = {
    "student": _t("Student sheet", "生徒用シート"),
    "key": _t("Answer key (for the teacher)", "解答（先生用）"),
    "name": _t("Name", "名前"),
    "class": _t("Class", "組"),
    "date": _t("Date", "日付"),
    "intro": _t("Write your answers on this sheet, and how you worked each one out. Use the "
                "tables and grids while you play and when you answer.",
                "答えはこの用紙に書き、どう考えたかも書き添えましょう。表やマス目は、遊ぶときにも"
                "答えるときにも使えます。"),
    "key_intro": _t("Each exercise's answer with the reasoning to give the class, the answers "
                    "to the questions for the class, and what a good exit answer says.",
                    "練習問題の答えとクラスに伝える理由、クラスへの問いの答え、まとめの問いで"
                    "よい答えに含まれることを載せています。"),
    "scenarios": _t("Scenarios to load", "読み込む場面"),
    "rules": _t("The rules in short", "ルールの要点"),
    "scoring": _t("Scoring", "得点"),
    "scores": _t("What scores", "得点になるもの"),
    "takes": _t("What it takes", "条件"),
    "cards": _t("Card reference", "カード一覧"),
    "aids": _t("For play and for your answers", "遊ぶとき・答えるときに使う用紙"),
    "questions": _t("Questions for the class", "クラスへの問い"),
    "exercises": _t("Exercises", "練習問題"),
    "exit": _t("Exit question", "まとめの問い"),
    "answer": _t("Answer", "答え"),
    "why": _t("Why", "理由"),
    "good_answer": _t("A good answer", "よい答え"),
    "player": _t("Player {n}", "プレイヤー{n}"),
    "total": _t("Total", "合計"),
    "round": _t("Round {n}", "第{n}ラウンド"),
    "points": _t("{n} points", "{n}点"),
    "round_end": _t("the round ends (nobody gets the turn)",
                    "ラウンドが終わる（誰にも手番は渡らない）"),
    "and": _t(" and ", "・"),
    "comma": _t(", ", "・"),
    # Naishi
    "line": _t("Line", "場"),
    "hand": _t("Hand", "手札"),
    "column": _t("column", "列"),
    "card": _t("Card", "カード"),
    "colour": _t("Colour", "色"),
    "copies": _t("Copies", "枚数"),
    "mark": _t("Mark", "記号"),
    "family": _t("Kind", "種類"),
    "family.start": _t("starting card", "初期カード"),
    "family.character": _t("character", "人物"),
    "family.place": _t("place", "場所"),
    "rule": _t("How it scores", "得点のしかた"),
    "by_place": _t("Points by place (Line columns 1–5, then Hand columns 1–5)",
                   "置き場所ごとの得点（場の1〜5列目、手札の1〜5列目）"),
    "territory": _t("Territory: write a card's name in each box (column 1 on the left)",
                    "領地：各マスにカード名を書きましょう（1列目が左端）"),
    "pad": _t("Score pad", "得点記録表"),
    "ninja": _t("Ninja: what it copies", "忍者：写したカード"),
    "colours": _t("Different colours (tie-break)", "色の種類（同点のとき）"),
    # Citadels
    "rank": _t("Rank", "順位"),
    "character": _t("Character", "キャラクター"),
    "income": _t("Income colour", "収入の色"),
    "power": _t("Power", "能力"),
    "district": _t("District", "建物"),
    "cost": _t("Cost", "コスト"),
    "value": _t("Points", "得点"),
    "districts": _t("Districts", "建物"),
    "players": _t("Players", "人数"),
    "face_up": _t("Removed face up", "表向きで除く枚数"),
    "face_down": _t("Removed face down", "裏向きで除く枚数"),
    "track": _t("Call-order track: as each rank is called, tick what happened",
                "呼び出しトラック：順位が呼ばれるたびに、起きたことに印を付けましょう"),
    "track.out_up": _t("removed face up", "表向きで除外"),
    "track.out_down": _t("face down / not chosen", "裏向き・選ばれなかった"),
    "track.who": _t("revealed by player", "名乗ったプレイヤー"),
    "track.killed": _t("killed", "暗殺"),
    "track.robbed": _t("robbed", "盗まれた"),
    "grid": _t("Who could hold what: from your seat, mark ✔ certain, ? possible, ✗ impossible",
               "誰が何を持ちうるか：自分の視点で、確実 ✔・ありうる ?・ありえない ✗ を書きましょう"),
    "seat": _t("My seat", "自分の席"),
    "nobody": _t("Nobody (out of play)", "誰も持たない（除外）"),
    "sum": _t("District points", "建物の点数"),
    "five": _t("All five colours (+{n})", "5色そろった（+{n}）"),
    "first": _t("First to {c} districts (+{n})", "最初に{c}つ建てた（+{n}）"),
    "other": _t("Another city of {c} or more (+{n})", "ほかに{c}つ以上建てた（+{n}）"),
    "five_why": _t("At least one district of each of the five colours in your city.",
                   "自分の都市に、5色の建物がそれぞれ1つ以上ある。"),
    "first_why": _t("The first player whose city reaches {c} districts; the round is played "
                    "out, then the game ends.",
                    "都市の建物が最初に{c}つになったプレイヤー。そのラウンドを最後まで行って"
                    "ゲーム終了です。"),
    "other_why": _t("Every other player whose city has {c} or more districts at the end.",
                    "ゲーム終了時に建物が{c}つ以上ある、ほかのプレイヤー全員。"),
    "gold": _t("Gold (tie-break)", "金貨（同点のとき）"),
    "plain_districts": _t("Districts without a power: cost (= points) × copies",
                          "能力のない建物：コスト（＝得点）×枚数"),
    "special": _t("Districts with a power: cost, points, copies",
                  "能力のある建物：コスト・得点・枚数"),
    "the_round": _t("The round, call by call ({n} players)",
                    "ラウンドの流れ（{n}人、呼び出しの順に）"),
    # Whispers
    "effect": _t("Effect when played", "出したときの効果"),
    "deck": _t("The cards: each player's {n} cards of their colour, one per character, and "
               "{g} grey cards of each character. Each player is dealt {h}. The game ends at "
               "{targets}.",
               "カード：各プレイヤーの色のカードがキャラクターごとに1枚ずつ（{n}枚）と、"
               "各キャラクターの灰色のカード{g}枚。各自に{h}枚ずつ配ります。{targets}で"
               "ゲーム終了です。"),
    "target": _t("{p} points with {n} players", "{n}人なら{p}点"),
    "sketch": _t("Turn graph: write each seat's colour in a circle, then draw one arrow per "
                 "playable card to the player who would get the turn (dashed for a tie)",
                 "手番グラフ：円に各席の色を書き、出せるカード1枚ごとに、手番を受け取る人へ"
                 "矢印を描きましょう（同数で選べるときは点線）"),
    "position": _t("Position {n}", "局面{n}"),
    "ends": _t("round ends", "ラウンド終了"),
    "ended": _t("How it ended (A or B)", "終わり方（AかB）"),
    "variation": _t("A variation, not played unless the teacher says so",
                    "バリエーション（先生が指示したときだけ使います）"),
    # Answer keys
    "timetable": _t("The lesson's timetable (minutes)", "授業の流れ（分）"),
    "time": _t("Time", "時間"),
    "activity": _t("Activity", "活動"),
    "rule_named": _t("(rule: {title})", "（ルール「{title}」）"),
    "colour_of": _t("Colour", "色"),
    # A variant's reference
    "reference": _t("Rules and card reference", "ルールとカードの一覧"),
    "changes": _t("What this version changes from the printed game",
                  "印刷版のゲームから変わる点"),
    "no_file": _t("Cannot read the variant file {path} ({error}).",
                  "バリアントのファイル {path} を読めません（{error}）。"),
    "printed": _t("The printed game, with the recommended readings of its rules.",
                  "印刷版のゲームそのもの（ルールの解釈は推奨どおり）です。"),
}


def w(key: str, lang: str, **values: object) -> str:
    """A word of the sheets in `lang`, escaped, with `values` filled in."""
    return html.escape(WORDS[key][lang].format(**values))


_CJK = re.compile(r"[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]")


def plain(text: str, lang: str) -> str:
    """A catalogue or lesson text for a sheet in `lang`, escaped, markdown's bold and code
    kept: an English text loses its Japanese glosses ("your area (密談場)")."""
    if lang == "en":
        text = re.sub(r"\s*[(（][^()（）]*[\u3000-\u9fff][^()（）]*[)）]", "", text)
    text = html.escape(text)
    text = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", text)
    return re.sub(r"`([^`]+)`", r"<code>\1</code>", text)


def name(text: Text, lang: str) -> str:
    """A card's name; on a Japanese sheet with its English name small beside it (a gloss)."""
    if lang == "ja":
        return f"{html.escape(text.ja)} <span class='gloss'>{html.escape(text.en)}</span>"
    return html.escape(text.en)


def section(title: str, body: str, cls: str = "") -> str:
    return f"<section class='{cls}'><h2>{title}</h2>\n{body}\n</section>\n"


def table(head: Sequence[str], rows: Sequence[Sequence[str]], cls: str = "",
          widths: Sequence[int] = ()) -> str:
    """A table; `widths` in per cent of the page, one per column, when given."""
    top = "".join(f"<th>{h}</th>" for h in head)
    cols = "".join(f"<col style='width:{n}%'>" for n in widths)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    return (f"<table class='{cls}'><colgroup>{cols}</colgroup><thead><tr>{top}</tr></thead>"
            f"<tbody>{body}</tbody></table>")


def rules_list(ids: Sequence[str], lang: str, v: Variant) -> str:
    """The rules `ids`, each its title and text as `v` states them."""
    said = [rule(r, v.options) for r in ids]
    items = "".join(f"<li><b>{plain(r.title.label(lang), lang)}</b> "
                    f"{plain(r.text.label(lang), lang)}</li>" for r in said)
    return f"<ul class='rules'>{items}</ul>"


def lines(n: int) -> str:
    """Ruled lines to write on."""
    return "<div class='write'>" + "<div class='ruled'></div>" * n + "</div>"


# -- Naishi --------------------------------------------------------------------------------

NAISHI_TURN = ("naishi.5", "naishi.6.1", "naishi.5.1", "naishi.6.2", "naishi.6.3", "naishi.7",
               "naishi.8", "naishi.9", "naishi.10.1", "naishi.11.3", "naishi.11.4")
#: A card whose scoring clause is printed from another rule: naishi.12.ninja also speaks of
#: the explorer's explainer, naishi.11.2 says the same for the table.
NAISHI_CLAUSE = {Card.NINJA: "naishi.11.2"}
#: The content's per-place tables (their field), by the card they score.
NAISHI_PLACES = ((Card.NAISHI, "naishi_points"), (Card.ADVISOR, "advisor_points"),
                 (Card.FORT, "fort_points"), (Card.MONK, "monk_points"),
                 (Card.HORSEMAN, "horseman_points"))


def naishi_in_force(v: Variant) -> list[Card]:
    """The cards a game of `v` has: the printed ones it keeps copies of, then its new kinds."""
    k: NaishiContent = v.content
    return [card for card in (*PRINTED, *(kind.card for kind in k.kinds)) if k.copies(card)]


def naishi_rules(lang: str, v: Variant) -> str:
    return rules_list(NAISHI_TURN, lang, v)


def naishi_clause(card: Card, lang: str, v: Variant) -> str:
    """How `card` scores under `v`: its §12 rule as the variant states it, or a new kind's
    patterns with their own numbers and names."""
    k: NaishiContent = v.content
    kind = k.kind(card)
    if kind is None:
        return plain(rule(NAISHI_CLAUSE.get(card, f"naishi.12.{card.name.lower()}"),
                          v.options).text.label(lang), lang)
    names = {c: k.name(c) for c in Card}
    return plain(Join(describe(p, names) for p in kind.scoring).label(lang), lang)


def naishi_scoring(lang: str, v: Variant) -> str:
    k: NaishiContent = v.content
    cards = naishi_in_force(v)
    rows = [[name(k.name(card), lang)] + [str(n) for n in getattr(k, field)]
            for card, field in NAISHI_PLACES if card in cards]
    head = [w("card", lang)] + [f"{w('line', lang)} {c}" for c in range(1, 6)] + \
        [f"{w('hand', lang)} {c}" for c in range(1, 6)]
    places = f"<p class='caption'>{w('by_place', lang)}</p>" + table(head, rows, "numbers")
    clauses = table([w("card", lang), w("rule", lang)],
                    [[name(k.name(card), lang), naishi_clause(card, lang, v)] for card in cards],
                    "text")
    return clauses + places


def naishi_cards(lang: str, v: Variant) -> str:
    k: NaishiContent = v.content
    rows = []
    for card in naishi_in_force(v):
        info, kind = CARDS[card], k.kind(card)
        mark, family = (info.mark, info.family) if kind is None else (kind.mark, kind.family)
        rows.append([name(k.name(card), lang), html.escape(info.colour.label(lang)), mark,
                     str(k.copies(card)), w(f"family.{family.value}", lang)])
    return table([w("card", lang), w("colour", lang), w("mark", lang), w("copies", lang),
                  w("family", lang)], rows, "text")


def territory(lang: str, cards: tuple[Sequence[str], Sequence[str]] | None = None) -> str:
    """A 2 x 5 territory, Line above Hand, blank or with `cards` (engine ids) written in."""
    head = [""] + [f"{c}" for c in range(1, 6)]
    rows = []
    for label, row in (("line", 0), ("hand", 1)):
        cells = ([name(CARDS[parse_card(c)].name, lang) for c in cards[row]] if cards
                 else [""] * 5)
        rows.append([f"<b>{w(label, lang)}</b>"] + cells)
    return table(head, rows, "territory" + (" filled" if cards else ""), (12, 17, 17, 18, 18, 18))


def naishi_aids(lang: str, v: Variant) -> str:
    k: NaishiContent = v.content
    grids = "".join(f"<p class='caption'>{w('player', lang, n=n)}</p>{territory(lang)}"
                    for n in (1, 2))
    pad_rows = [[name(k.name(card), lang), "", ""] for card in naishi_in_force(v)]
    pad_rows += [[w("ninja", lang), "", ""], [w("colours", lang), "", ""],
                 [f"<b>{w('total', lang)}</b>", "", ""]]
    pad = table([w("card", lang), w("player", lang, n=1), w("player", lang, n=2)], pad_rows,
                "pad")
    return (f"<p class='caption'>{w('territory', lang)}</p>{grids}"
            f"<h3>{w('pad', lang)}</h3>{pad}")


# -- Citadels ------------------------------------------------------------------------------

CITADELS_TURN = ("citadels.5", "citadels.5.1", "citadels.5.1.king", "citadels.5.2",
                 "citadels.5.7", "citadels.5.7.reveal", "citadels.3.thief.theft",
                 "citadels.6.1", "citadels.6.3", "citadels.7", "citadels.3.king.heir",
                 "citadels.8")


def citadels_in_force(v: Variant) -> list[Character]:
    """The characters some player count of `v` deals, in rank order."""
    content: CitadelsContent = v.content
    return sorted({c for s in content.character_sets for c in s.characters})


def citadels_rules(lang: str, v: Variant) -> str:
    content: CitadelsContent = v.content
    sets = [content.character_set(n) for n in PLAYER_COUNTS]
    width = 78 // len(PLAYER_COUNTS)
    counts = table([w("players", lang)] + [str(n) for n in PLAYER_COUNTS],
                   [[w("face_down", lang)] + [str(s.face_down) for s in sets],
                    [w("face_up", lang)] + [str(s.face_up) for s in sets]],
                   "numbers", (22, *[width] * len(PLAYER_COUNTS)))
    return rules_list(CITADELS_TURN, lang, v) + counts


def citadels_scoring(lang: str, v: Variant) -> str:
    """The final scoring's clauses with the numbers in force, then the tie-break."""
    o = v.options
    haunted = rule("citadels.2.1.haunted_city", o)
    c = o.complete_size
    rows = [[w("sum", lang), plain(rule("citadels.2", o).text.label(lang), lang)],
            [w("five", lang, n=o.five_colours_bonus),
             f"{w('five_why', lang)} <b>{plain(haunted.title.label(lang), lang)}</b> "
             f"{plain(haunted.text.label(lang), lang)}"],
            [w("first", lang, c=c, n=o.first_complete_bonus), w("first_why", lang, c=c)],
            [w("other", lang, c=c, n=o.complete_bonus), w("other_why", lang, c=c)]]
    return (table([w("scores", lang), w("takes", lang)], rows, "plain", (34, 66))
            + rules_list(("citadels.8.scoring", "citadels.8.tiebreak"), lang, v))


def citadels_characters(lang: str, v: Variant) -> str:
    content: CitadelsContent = v.content
    rows = []
    for c in citadels_in_force(v):
        colour = content.characters[c - 1].income
        income = (f"{html.escape(COLOUR_NAMES[colour].label(lang))} ({COLOUR_MARK[colour]})"
                  if colour else "—")
        rows.append([str(c.rank), name(content.name_of(c), lang), income,
                     plain(rule(f"citadels.3.{c.name.lower()}", v.options).text.label(lang),
                           lang)])
    return table([w("rank", lang), w("character", lang), w("income", lang), w("power", lang)],
                 rows, "plain small", (7, 18, 17, 58))


def citadels_power(district: District, lang: str, v: Variant) -> str:
    """A district's power as `v` states it, and the points it scores at the end for a colour."""
    spec: DistrictSpec = v.content.spec(district)
    said = [rule(spec.power, v.options).text.label(lang)] if spec.power else []
    said += [phrase.label(lang) for phrase in (*district_end_rules(v.content, district),
                                               *build_change_of(v.content, district))]
    return plain(" ".join(said), lang)


def citadels_cards(lang: str, v: Variant) -> str:
    """The characters, then every district of `v`'s deck with its facts: those without a
    power (their cost is their points) a line per colour, the others a row each with it."""
    content: CitadelsContent = v.content
    plain_districts: dict[Colour, list[str]] = {}
    powers = []
    for district in District:
        named, spec = content.district_name(district), content.spec(district)
        if not spec.copies:
            continue
        if spec.power is None and not spec.end_points and not spec.any_colour \
                and not spec.build_change and not spec.end_kind_points \
                and spec.cost == spec.points:
            plain_districts.setdefault(spec.colour, []).append(
                f"{name(named, lang)} {spec.cost}×{spec.copies}")
            continue
        powers.append([f"{name(named, lang)} ({COLOUR_MARK[spec.colour]})", str(spec.cost),
                       str(spec.points), str(spec.copies), citadels_power(district, lang, v)])
    colours = table([w("colour", lang), w("districts", lang)],
                    [[f"{html.escape(COLOUR_NAMES[colour].label(lang))} "
                      f"({COLOUR_MARK[colour]})", " · ".join(items)]
                     for colour, items in plain_districts.items()], "plain small", (16, 84))
    special = table([w("district", lang), w("cost", lang), w("value", lang), w("copies", lang),
                     w("power", lang)], powers, "plain small", (21, 8, 8, 9, 54))
    return (citadels_characters(lang, v)
            + f"<p class='caption'>{w('plain_districts', lang)}</p>{colours}"
            + f"<p class='caption'>{w('special', lang)}</p>{special}")


def citadels_aids(lang: str, v: Variant) -> str:
    content: CitadelsContent = v.content
    characters = citadels_in_force(v)
    marks = ("track.out_up", "track.out_down", "track.killed", "track.robbed")
    track_rows = [[f"<b>{c.rank}</b>", name(content.name_of(c), lang)]
                  + ["☐"] * len(marks) + [""] for c in characters]
    track = table([w("rank", lang), w("character", lang)] + [w(m, lang) for m in marks]
                  + [w("track.who", lang)], track_rows, "track")
    head = [w("player", lang, n="")] + [f"{c.rank} {html.escape(content.name_of(c).label(lang))}"
                                        for c in characters]
    blank = [""] * len(characters)
    grid_rows = [[w("player", lang, n=n)] + blank for n in range(1, 6)]
    grid_rows.append([w("nobody", lang)] + blank)
    grid = table(head, grid_rows, "deduce")
    o, c = v.options, v.options.complete_size
    pad_head = [w("player", lang, n=""), w("sum", lang), w("five", lang, n=o.five_colours_bonus),
                w("first", lang, c=c, n=o.first_complete_bonus),
                w("other", lang, c=c, n=o.complete_bonus), w("total", lang),
                w("gold", lang)]
    pad = table(pad_head, [[w("player", lang, n=n)] + [""] * 6 for n in range(1, 8)], "pad")
    return (f"<p class='caption'>{w('track', lang)}</p>{track}"
            f"<p class='caption'>{w('grid', lang)} · {w('seat', lang)}: ______</p>{grid}"
            f"<h3>{w('pad', lang)}</h3>{pad}")


# -- Whispers ------------------------------------------------------------------------------

WHISPERS_TURN = ("whispers.3", "whispers.4.1", "whispers.4.4.colour", "whispers.4.4.neutral",
                 "whispers.4.3", "whispers.6")
WHISPERS_SCORING = ("whispers.5.A", "whispers.5.B", "whispers.7", "whispers.7.tiebreak")
#: Printed as variations, apart from the rules: the game played by default leaves them out.
WHISPERS_VARIATIONS = ("whispers.8.2",)


def whispers_rules(lang: str, v: Variant) -> str:
    return rules_list(WHISPERS_TURN, lang, v)


def whispers_scoring(lang: str, v: Variant) -> str:
    content: WhispersContent = v.content
    targets = w("comma", lang).join(w("target", lang, p=p, n=n)
                                    for n, p in enumerate(v.options.target_scores, 3))
    return "<p>" + w("deck", lang, n=len(content.colour_characters),
                     g=content.grey_copies, h=content.hand_size,
                     targets=targets) + "</p>" + rules_list(WHISPERS_SCORING, lang, v) + "".join(
        f"<p class='variation'><b>{w('variation', lang)}: "
        f"{plain(rule(r, v.options).title.label(lang), lang)}</b> "
        f"{plain(rule(r, v.options).text.label(lang), lang)}</p>" for r in WHISPERS_VARIATIONS)


def whispers_cards(lang: str, v: Variant) -> str:
    rows = [[name(wcards.CHARACTER_NAMES[c], lang),
             plain(rule(f"whispers.4.2.{c.name.lower()}", v.options).text.label(lang), lang)]
            for c in wcards.Character]
    return table([w("character", lang), w("effect", lang)], rows, "text")


def _seats_svg(lang: str, seats: int) -> str:
    """Seat circles on a ring, and a box for the round's end, to draw arrows between."""
    import math

    width, height, radius = 300, 210, 26
    circles = []
    for i in range(seats):
        angle = -math.pi / 2 + 2 * math.pi * i / seats
        x, y = 110 + 72 * math.cos(angle), 105 + 72 * math.sin(angle)
        circles.append(f"<circle cx='{x:.0f}' cy='{y:.0f}' r='{radius}' fill='none' "
                       f"stroke='#333' stroke-width='1.5'/>")
    end = (f"<rect x='230' y='88' width='66' height='40' rx='6' fill='none' stroke='#333' "
           f"stroke-dasharray='4 3'/><text x='263' y='112' font-size='11' "
           f"text-anchor='middle'>{w('ends', lang)}</text>")
    return (f"<svg viewBox='0 0 {width} {height}' class='seats' role='img' "
            f"aria-label='{w('sketch', lang)}'>{''.join(circles)}{end}</svg>")


def whispers_aids(lang: str, v: Variant) -> str:
    panels = "".join(f"<div class='third'><p class='caption'>{w('position', lang, n=n)}</p>"
                     f"{_seats_svg(lang, seats)}</div>"
                     for n, seats in ((1, 3), (2, 3), (3, 4)))
    most = WHISPERS_MOST
    head = [""] + [f"{w('colour_of', lang)} ____" for _ in range(most)] + [w("ended", lang)]
    rows = [[w("round", lang, n=n)] + [""] * (most + 1) for n in range(1, 11)]
    rows.append([f"<b>{w('total', lang)}</b>"] + [""] * (most + 1))
    return (f"<p class='caption'>{w('sketch', lang)}</p><div class='pair'>{panels}</div>"
            f"<h3>{w('pad', lang)}</h3>" + table(head, rows, "pad"))


# -- the lessons ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Plan:
    """One lesson plan of the teacher's guide, as its handouts need it."""

    name: str
    title_en: str
    title_ja: str
    notebook: str
    scenarios: tuple[str, ...]
    exercises: tuple[ex.Exercise, ...]
    questions: qs.LessonQuestions
    #: The reference sections, each from a language and the game as a variant has it.
    rules: Callable[[str, Variant], str]
    scoring: Callable[[str, Variant], str]
    cards: Callable[[str, Variant], str]
    aids: Callable[[str, Variant], str]
    #: Exercises printed with their Naishi territory drawn (their set-up's `line`, `hand`).
    drawn: tuple[str, ...] = ()

    def title(self, lang: str) -> str:
        return self.title_ja if lang == "ja" else self.title_en


PLANS: tuple[Plan, ...] = (
    Plan("naishi", "Scoring as design (Naishi)", "デザインとしての得点（内侍）", "naishi.ipynb",
         ("rulebook_example", "decree_swap", "declare_wins", "two_piles"),
         (ex.NAISHI_SCORE, ex.NAISHI_WHAT_IF, ex.NAISHI_DECLARE), qs.NAISHI,
         naishi_rules, naishi_scoring, naishi_cards, naishi_aids,
         drawn=("naishi-1", "naishi-3")),
    Plan("citadels", "Information and deduction (Citadels)", "情報と推理（あやつり人形）",
         "citadels.ipynb",
         ("thief_robs_king", "killed_king", "bishop_shield", "eighth_district"),
         (ex.CITADELS_SEAT2, ex.CITADELS_SEAT4), qs.CITADELS,
         citadels_rules, citadels_scoring, citadels_cards, citadels_aids),
    Plan("whispers", "Turn order as a mechanism (Whispers in the Palace)",
         "仕組みとしての手番順（王宮のささやき）", "whispers.ipynb",
         ("worked_example", "grey_tie", "palace_whisper", "full_court", "jester_king"),
         (ex.WHISPERS_FIRST, ex.WHISPERS_GREY, ex.WHISPERS_COLOUR, ex.WHISPERS_END),
         qs.WHISPERS, whispers_rules, whispers_scoring, whispers_cards, whispers_aids),
)


def answer_words(exercise: ex.Exercise, lang: str) -> str:
    """An exercise's answer as words and numbers ("Blue and Green", "青・緑", "41 points"),
    not the Python literal the check takes."""
    value = ast.literal_eval(exercise.answer)
    if isinstance(value, int):
        return w("points", lang, n=str(value).replace("-", "−"))
    words = [_answer_name(str(n), exercise.name, lang)
             for n in (value if isinstance(value, list) else [value])]
    if len(words) < 3 or lang == "ja":
        return w("and", lang).join(words)
    return w("comma", lang).join(words[:-1]) + w("and", lang) + words[-1]


def _answer_name(word: str, exercise: str, lang: str) -> str:
    if word == "round end":
        return w("round_end", lang)
    if exercise.startswith("citadels"):
        return html.escape(Character[word.upper()].label(lang))
    return html.escape(wcards.Colour[word.upper()].label(lang))


def question_text(exercise: ex.Exercise, lang: str) -> str:
    en, ja = qs.PAPER.get(exercise.name, (exercise.question_en, exercise.question_ja))
    return scenario_words(plain(ja if lang == "ja" else en, lang), exercise.name, lang)


def scenario_words(text: str, exercise: str, lang: str) -> str:
    """`text` with each scenario's id ("<b>declare_wins</b>", as the screen shows it to load)
    replaced by its title in words: paper has no Scenario menu to pick the id from."""
    game = exercise.split("-")[0]
    for scenario in explorer.scenarios(game):
        title = html.escape(scenario.title.label(lang))
        quoted = f"「{title}」" if lang == "ja" else f"“{title}”"
        text = text.replace(f"<b>{scenario.name}</b>", quoted)
    return text


#: A rule id in brackets after a sentence of an answer: "(whispers.4.3)", "（whispers.4.3）".
RULE_ID = re.compile(r"\s*[(（]((?:naishi|citadels|whispers)\.[\w.]+)[)）]")


def rule_words(text: str, lang: str) -> str:
    """`text` (already escaped) with its rule ids in brackets given as the rules' titles: a
    sheet's reader has no chip to open."""
    def titled(found: re.Match[str]) -> str:
        words = w("rule_named", lang, title=rule(found.group(1)).title.label(lang))
        return words if lang == "ja" else " " + words
    return RULE_ID.sub(titled, text)


def _drawn(plan: Plan, exercise: ex.Exercise, lang: str) -> str:
    if exercise.name not in plan.drawn:
        return ""
    setup: dict[str, list[str]] = {}
    exec(exercise.setup, setup)  # noqa: S102  (the lesson's own literal set-up)
    return territory(lang, (setup["line"], setup["hand"]))


def header(plan: Plan, kind: str, lang: str) -> str:
    who = (f"<div class='who'>{w('name', lang)}: <span class='blank'></span> "
           f"{w('class', lang)}: <span class='blank short'></span> "
           f"{w('date', lang)}: <span class='blank short'></span></div>")
    intro = w("intro" if kind == "student" else "key_intro", lang)
    extra = ""
    if kind == "key":  # by the titles the Scenario menu shows, each id after it for code
        titles = {s.name: html.escape(s.title.label(lang)) for s in explorer.scenarios(plan.name)}
        named = [f"「{titles[s]}」（<code>{s}</code>）" if lang == "ja"
                 else f"{titles[s]} (<code>{s}</code>)" for s in plan.scenarios]
        listed = ("、" if lang == "ja" else ", ").join(named)
        extra = f"<p>{w('scenarios', lang)}: {listed}</p>"
    return (f"<header><h1>{html.escape(plan.title(lang))}</h1>"
            f"<p class='kind'>{w(kind, lang)}</p>{who if kind == 'student' else ''}"
            f"<p>{intro}</p>{extra}</header>")


def _about(plan: Plan, lang: str) -> str:
    en, ja = qs.PAPER_ABOUT[plan.name]
    about = f"<p>{plain(ja if lang == 'ja' else en, lang)}</p>"
    if plan.name == "naishi":
        about += territory(lang, (qs.RULEBOOK_LINE, qs.RULEBOOK_HAND))
    if plan.name == "citadels":
        about += citadels_round(lang)
    return about


@functools.cache
def citadels_round(lang: str) -> str:
    """The lesson's walkthrough round (`questions.CITADELS_WALK`), played as the lesson plays
    it and printed line by line as the walkthrough says it, each with its rule's title."""
    walk = qs.CITADELS_WALK
    match = explorer.Match("citadels", walk["players"], walk["seed"])
    while not match.is_over and match.state.round <= 1:
        match.play_bot(seed=walk["bot_seed"])
    items = "".join(
        f"<li>{html.escape(message.label(lang))} <span class='rule-name'>"
        f"{w('rule_named', lang, title=rule(rule_id).title.label(lang))}</span></li>"
        for rule_id, message in call_order(match, round=1).messages())
    return (f"<p class='caption'>{w('the_round', lang, n=walk['players'])}</p>"
            f"<ol class='round'>{items}</ol>")


def _q(question: qs.Question, lang: str) -> str:
    return plain(question.ja if lang == "ja" else question.en, lang)


def _a(question: qs.Question, lang: str) -> str:
    return rule_words(plain(question.answer_ja if lang == "ja" else question.answer_en, lang),
                      lang)


def reference(plan: Plan, lang: str, v: Variant) -> list[str]:
    """The sheet's reference sections, as `v` has the game: the rules in short, the scoring,
    the card reference and the paper aids."""
    return [section(w("rules", lang), plan.rules(lang, v)),
            section(w("scoring", lang), plan.scoring(lang, v)),
            section(w("cards", lang), plan.cards(lang, v)),
            section(w("aids", lang), plan.aids(lang, v), "page")]


def plan_of(game: str) -> Plan:
    """The lesson plan of `game`."""
    return next(plan for plan in PLANS if plan.name == game)


def reference_sheet(v: Variant, lang: str) -> str:
    """The rules and card reference of a game as the variant `v` has it (every name and
    number from the content and options in force), with what `v` changes from the printed
    game: the student sheet's reference part, without the lesson's questions, which ask
    about the printed game."""
    plan = plan_of(v.game)
    game = html.escape(explorer.load_game(v.game).title.label(lang))
    changes = v.diff(lang=lang)
    said = ("<ul class='rules'>" + "".join(f"<li>{plain(c, lang)}</li>" for c in changes)
            + "</ul>") if changes else f"<p>{w('printed', lang)}</p>"
    head = (f"<header><h1>{game}</h1><p class='kind'>{w('reference', lang)}</p></header>"
            + section(w("changes", lang), said))
    return page(plan, "reference", lang, head + "".join(reference(plan, lang, v)), game)


def student_sheet(plan: Plan, lang: str) -> str:
    parts = [header(plan, "student", lang), *reference(plan, lang, variant(plan.name)),
             section(w("questions", lang), _about(plan, lang) + "<ol>" + "".join(
                 f"<li class='item'>{_q(q, lang)}{lines(3)}</li>"
                 for q in plan.questions.questions) + "</ol>", "page"),
             section(w("exercises", lang), "".join(
                 f"<div class='item'><h3>{e.name}</h3><p>{question_text(e, lang)}</p>"
                 f"{_drawn(plan, e, lang)}<p class='answer-line'>{w('answer', lang)}:</p>"
                 f"{lines(3)}</div>" for e in plan.exercises)),
             section(w("exit", lang), f"<div class='item'><p>{_q(plan.questions.exit, lang)}"
                                      f"</p>{lines(4)}</div>", "keep")]
    return page(plan, "student", lang, "".join(parts))


#: A lesson plan's heading in the teacher's guide, by its number: "## Lesson plan 2 — …".
PLAN_HEADING = {"en": "## Lesson plan {n} —", "ja": "## 指導案{n} —"}


def timetable(plan: Plan, lang: str) -> list[tuple[str, str]]:
    """The plan's timetable as the teacher's guide gives it (`docs/teaching.md`, or its
    Japanese twin): (minutes, activity) for each row of the plan's first table. The guide is
    the one place it is written; the key prints it."""
    guide = ROOT / "docs" / ("ja/teaching.md" if lang == "ja" else "teaching.md")
    text = guide.read_text(encoding="utf-8")
    heading = PLAN_HEADING[lang].format(n=PLANS.index(plan) + 1)
    start = text.index(heading)
    end = text.find("\n## ", start + len(heading))
    rows = [line.strip().strip("|").split("|", 1)
            for line in text[start:end if end >= 0 else None].splitlines()
            if line.startswith("| ") and not line.startswith(("| time", "| 時間"))]
    return [(minutes.strip(), activity.strip()) for minutes, activity in rows]


def _unlinked(text: str) -> str:
    """Markdown links as their words: a sheet cannot be clicked."""
    return re.sub(r"\[([^\]]+)\]\([^)]+\)", r"\1", text)


def _italic(text: str) -> str:
    """Markdown's *emphasis* (bold is already <b>) in italics."""
    return re.sub(r"\*([^*\s][^*]*?)\*", r"<i>\1</i>", text)


def timetable_section(plan: Plan, lang: str) -> str:
    rows = [[html.escape(minutes), _italic(plain(_unlinked(activity), lang))]
            for minutes, activity in timetable(plan, lang)]
    return section(w("timetable", lang),
                   table([w("time", lang), w("activity", lang)], rows, "plain small", (12, 88)),
                   "timetable")


def key_sheet(plan: Plan, lang: str) -> str:
    parts = [header(plan, "key", lang), timetable_section(plan, lang),
             section(w("exercises", lang), "".join(
                 f"<div class='item'><h3>{e.name}</h3><p>{question_text(e, lang)}</p>"
                 f"{_drawn(plan, e, lang)}"
                 f"<p><b>{w('answer', lang)}: {answer_words(e, lang)}</b></p>"
                 f"<p>{w('why', lang)}: "
                 f"{rule_words(plain(e.why_ja if lang == 'ja' else e.why_en, lang), lang)}"
                 f"</p></div>" for e in plan.exercises)),
             section(w("questions", lang), _about(plan, lang) + "<ol>" + "".join(
                 f"<li class='item'>{_q(q, lang)}<p><b>{w('answer', lang)}:</b> {_a(q, lang)}"
                 f"</p></li>" for q in plan.questions.questions) + "</ol>"),
             section(w("exit", lang), f"<div class='item'><p>{_q(plan.questions.exit, lang)}"
                                      f"</p><p><b>{w('good_answer', lang)}:</b> "
                                      f"{_a(plan.questions.exit, lang)}</p></div>")]
    return page(plan, "key", lang, "".join(parts))


CSS = """
@page { size: %(size)s; margin: 13mm 14mm; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { font-family: %(fonts)s; font-size: 9.5pt; line-height: 1.4; color: #111; margin: 0; }
/* On screen (the previews), the first page as printed: the page's width, and nothing from the
   first forced page break on. */
@media screen { body { width: %(width)s; padding: 13mm 14mm; background: #fff; }
                section.page, section.page ~ section { display: none; } }
h1 { font-size: 16pt; margin: 0 0 2pt; }
h2 { font-size: 12pt; margin: 10pt 0 4pt; border-bottom: 1.5pt solid #333; break-after: avoid; }
h3, .caption { break-after: avoid; }
section.keep { break-inside: avoid; }
h3 { font-size: 10.5pt; margin: 8pt 0 3pt; }
.kind { font-weight: bold; margin: 0 0 4pt; }
.who { margin: 6pt 0; }
.blank { display: inline-block; width: 60mm; border-bottom: 1pt solid #333; }
.blank.short { width: 25mm; }
section.page { break-before: page; }
table { border-collapse: collapse; width: 100%%; table-layout: fixed; margin: 2pt 0 6pt; }
th, td { border: 0.75pt solid #555; padding: 2pt 3pt; vertical-align: top; text-align: left;
         overflow-wrap: break-word; }
/* A heading never breaks inside a word ("Point / s"): its column is made wide enough. */
th { overflow-wrap: normal; word-break: normal; hyphens: manual; }
ol.round { margin: 2pt 0 6pt; padding-left: 16pt; }
ol.round li { margin-bottom: 1pt; }
.rule-name { color: #444; font-size: 90%%; }
p.variation { border-left: 2pt solid #999; padding-left: 5pt; }
th { background: #eee; }
tr { break-inside: avoid; }
table.text td:first-child, table.text th:first-child { width: 24%%; }
table.small { font-size: 8.5pt; }
table.numbers td, table.numbers th { text-align: center; }
table.numbers td:first-child, table.numbers th:first-child { width: 16%%; text-align: left; }
table.territory td { height: 16mm; }
table.territory.filled td { height: auto; }
table.track td { height: 8mm; text-align: center; }
table.track td:nth-child(2) { text-align: left; }
table.track td:first-child, table.track th:first-child { width: 8%%; }
table.deduce td { height: 9mm; }
table.deduce th { font-size: 8pt; }
table.deduce td:first-child, table.deduce th:first-child { width: 16%%; }
table.pad td { height: 7mm; }
ul.rules { padding-left: 14pt; margin: 2pt 0; }
ul.rules li { margin-bottom: 2pt; }
.caption { font-weight: bold; margin: 6pt 0 2pt; }
.gloss { font-size: 75%%; color: #555; }
.pair { display: flex; gap: 6mm; }
.third { flex: 1; }
svg.seats { width: 100%%; height: auto; border: 0.75pt solid #555; }
.item { break-inside: avoid; margin-bottom: 6pt; }
.answer-line { margin: 4pt 0 0; font-weight: bold; }
.write .ruled { border-bottom: 0.75pt solid #888; height: 8mm; }
code { font-family: "DejaVu Sans Mono", monospace; font-size: 90%%; }
"""

FONTS = {"en": '"Noto Sans", "DejaVu Sans", sans-serif',
         "ja": '"Noto Sans CJK JP", "Noto Sans JP", "DejaVu Sans", sans-serif'}
#: The page's width on screen (for the previews): A4, its margins as padding.
SCREEN_WIDTH = "210mm"


def page(plan: Plan, kind: str, lang: str, body: str, title: str | None = None) -> str:
    """A whole sheet: `body` on a page titled `title` (by default the plan's), then the kind."""
    css = CSS % {"size": "A4", "fonts": FONTS[lang], "width": SCREEN_WIDTH}
    title = f"{html.escape(plan.title(lang)) if title is None else title} · {w(kind, lang)}"
    return (f"<!doctype html>\n<html lang='{lang}'><head><meta charset='utf-8'>"
            f"<title>{title}</title><style>{css}</style></head><body>\n{body}\n</body></html>\n")


def on_paper(text: str, paper: str) -> str:
    """A sheet's HTML (written for A4) for printing on `paper`."""
    return text.replace("size: A4;", f"size: {PAPERS[paper][0]};", 1)


def sheet(plan: Plan, kind: str, lang: str, paper: str = "a4") -> str:
    """The HTML of one handout, for printing on `paper`."""
    return on_paper(student_sheet(plan, lang) if kind == "student" else key_sheet(plan, lang),
                    paper)


def sheets(lang: str, paper: str, reference: Variant | None = None
           ) -> Iterator[tuple[str, str]]:
    """Each handout in `lang` for `paper`, by its file name without suffix: the lessons'
    student sheets and keys, or (`reference`) that variant's rules and card reference."""
    if reference is not None:
        yield f"{reference.game}-reference", on_paper(reference_sheet(reference, lang), paper)
        return
    for plan in PLANS:
        for kind in KINDS:
            yield f"{plan.name}-{kind}", sheet(plan, kind, lang, paper)


# -- printing ------------------------------------------------------------------------------


def find_chromium() -> str | None:
    for candidate in CHROMIUM:
        found = shutil.which(candidate)
        if found:
            return found
    return None


def _chromium(chromium: str, args: list[str], html_path: Path, out: Path) -> None:
    """Run headless Chromium on a local file (a fresh profile, no network use)."""
    with tempfile.TemporaryDirectory(prefix="handouts-") as profile:
        result = subprocess.run(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu",
             "--disable-background-networking", "--disable-component-update", "--disable-sync",
             "--no-first-run", f"--user-data-dir={profile}", *args,
             html_path.resolve().as_uri()],
            capture_output=True, text=True, timeout=180,
        )
    if result.returncode != 0 or not out.exists():
        raise RuntimeError(f"chromium could not render {html_path.name}: {result.stderr[-800:]}")


def to_pdf(html_path: Path, pdf_path: Path, chromium: str) -> None:
    """Print an HTML file to PDF, at the page size its CSS asks for."""
    _chromium(chromium, ["--no-pdf-header-footer", f"--print-to-pdf={pdf_path}"], html_path,
              pdf_path)


def to_png(html_path: Path, png_path: Path, chromium: str) -> None:
    """The first A4 page of a sheet as a PNG (its screen layout has the printed width)."""
    width, height = PREVIEW_WINDOW
    _chromium(chromium, ["--hide-scrollbars", f"--window-size={width},{height}",
                         f"--force-device-scale-factor={PREVIEW_SCALE}",
                         f"--screenshot={png_path}"], html_path, png_path)


def build(out: Path, *, pdf: bool = True, preview: bool = False,
          reference: Variant | None = None) -> list[Path]:
    """Write every handout into `out` (with `reference`, a variant: only its rules and card
    reference, `<game>-reference`); returns the files written."""
    chromium = find_chromium() if (pdf or preview) else None
    if (pdf or preview) and chromium is None:
        raise SystemExit("PDF handouts need Chromium: sudo apt-get install chromium "
                         "(or run with --no-pdf for HTML only)")
    written: list[Path] = []
    jobs: list[tuple[Callable[[Path, Path, str], None], Path, Path]] = []
    for paper in PAPERS:
        for lang in LANGS:
            folder = out / paper / lang
            folder.mkdir(parents=True, exist_ok=True)
            for stem, text in sheets(lang, paper, reference):
                html_path = folder / f"{stem}.html"
                html_path.write_text(text, encoding="utf-8")
                written.append(html_path)
                if pdf:
                    jobs.append((to_pdf, html_path, html_path.with_suffix(".pdf")))
                if preview and paper == "a4":
                    (out / "preview").mkdir(exist_ok=True)
                    jobs.append((to_png, html_path, out / "preview" / f"{lang}-{stem}.png"))
    if chromium is not None:
        # A few browsers at once: each is a separate process with its own profile.
        with ThreadPoolExecutor(max_workers=3) as pool:
            list(pool.map(lambda job: job[0](job[1], job[2], chromium), jobs))
        written += [target for _, _, target in jobs]
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "handouts")
    parser.add_argument("--no-pdf", action="store_true", help="HTML only")
    parser.add_argument("--preview", action="store_true",
                        help="also the first page of each A4 sheet as a PNG in <out>/preview")
    parser.add_argument("--variant", nargs=2, metavar=("GAME", "FILE"),
                        help="only the rules and card reference of GAME as the variant in "
                             "the JSON file FILE has it (the design lab's Save)")
    parser.add_argument("--lang", choices=LANGS, default="en",
                        help="the language of an error in the variant")
    args = parser.parse_args(argv)
    reference = None
    if args.variant is not None:
        game, path = args.variant
        try:
            reference = Variant.from_json(game, Path(path).read_bytes(), lang=args.lang)
        except VariantError as exc:
            print(exc, file=sys.stderr)
            return 2
        except OSError as exc:
            print(html.unescape(w("no_file", args.lang, path=path, error=exc.strerror)),
                  file=sys.stderr)
            return 2
    for path in build(args.out, pdf=not args.no_pdf, preview=args.preview,
                      reference=reference):
        print(path.relative_to(args.out.parent) if path.is_relative_to(args.out.parent)
              else path, file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
