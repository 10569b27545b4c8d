"""Japanese wording a native teacher would not have to fix (issue 21, Deliver 8): no 指す (the
shogi verb) for a card play or a bot's move, one word for a Whispers or Citadels character
(キャラクター, as the Japanese editions say; 人物 is Naishi's card category), and the welcome
notebook's player to act counted from 1 like the log below it; and none of the slips issue 40
(finding 8) lists, in the catalogues, the lesson generators, the Japanese docs and the handouts
(`tests/test_notebooks.py` scans the executed Japanese lessons for them too)."""

from __future__ import annotations

import contextlib
import io
import json
import re
from pathlib import Path
from unittest import mock

import pytest

from tools.lessons import welcome

from .language_scan import JAPANESE_SLIPS, SHOWN_SLIPS, html_text, slips_in

ROOT = Path(__file__).resolve().parent.parent
#: 指 in words that are not the shogi verb (指定, 指導, 指示, 指名...) and 指す meaning "points
#: at" (a field that points at a seat).
NOT_A_MOVE = re.compile(r"指[定導示名標先]|名指|目指|を指していますが")
SHOGI = re.compile(r"指")


def _japanese_texts() -> list[tuple[str, str]]:
    texts = []
    for path in sorted((ROOT / "explorer").rglob("locale/ja.json")):
        for key, value in _strings(json.loads(path.read_text(encoding="utf-8"))):
            texts.append((f"{path.relative_to(ROOT)}:{key}", value))
    for path in sorted((ROOT / "tools" / "lessons").glob("*.py")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            texts.append((f"{path.relative_to(ROOT)}:{number}", line))
    for path in [*sorted((ROOT / "docs" / "ja").glob("*.md")), ROOT / "tools" / "handouts.py"]:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            texts.append((f"{path.relative_to(ROOT)}:{number}", line))
    return texts


def _strings(value: object, key: str = "") -> list[tuple[str, str]]:
    if isinstance(value, str):
        return [(key, value)]
    if isinstance(value, dict):
        return [pair for k, v in value.items() for pair in _strings(v, f"{key}.{k}")]
    if isinstance(value, list):
        return [pair for i, v in enumerate(value) for pair in _strings(v, f"{key}[{i}]")]
    return []


def test_no_japanese_text_uses_the_shogi_verb_for_a_move() -> None:
    found = [f"{where}: {text.strip()[:60]}" for where, text in _japanese_texts()
             if SHOGI.search(NOT_A_MOVE.sub("", text))]
    assert not found, "\n".join(found)


def test_the_scan_catches_the_shogi_verb() -> None:
    assert SHOGI.search(NOT_A_MOVE.sub("", "他の席はボットが指す"))
    assert not SHOGI.search(NOT_A_MOVE.sub("", "暗殺者を指名します"))


def test_a_whispers_or_citadels_character_has_one_japanese_word() -> None:
    found = []
    for where, text in _japanese_texts():
        if "人物" in text and ("whispers" in where or "citadels" in where
                             or "explorer/locale" in where):
            found.append(f"{where}: {text.strip()[:60]}")
    assert not found, "\n".join(found)


@pytest.mark.parametrize(("lang", "to_act", "chooses"), [
    ("en", r"Player to act: Player (\d+)", "Player {n} chooses"),
    ("ja", r"手番のプレイヤー: プレイヤー(\d+)", "プレイヤー{n}は"),
])
def test_the_welcome_notebook_counts_the_player_to_act_from_one(lang: str, to_act: str,
                                                                 chooses: str) -> None:
    from types import SimpleNamespace

    from explorer.engine import tr

    code = next(cell[1] for cell in welcome.CELLS
                if cell[0] == "py" and "lesson.welcome.to_act" in cell[1])
    out = io.StringIO()
    names = {"explorer": __import__("explorer"), "tr": tr, "app": SimpleNamespace(lang=lang)}
    shown = lambda obj: print(html_text(obj.data))  # noqa: E731  (what the page shows)
    with contextlib.redirect_stdout(out), mock.patch("IPython.display.display", shown):
        exec(code, names)  # noqa: S102  (the lesson's own code)
    lines = out.getvalue().splitlines()
    acting = re.search(to_act, lines[0])
    assert acting, lines[0]
    assert chooses.format(n=acting.group(1)) in out.getvalue()


#: Each slip as a native teacher found it (issue 40, finding 8), so that the scan is shown to
#: catch every one of them.
FOUND = ["赤のメイドは灰色で最少が同数", "市販のゲーム", "市販のルール", "いまの合法手: 3",
         "山が2つ尽きる", "1席の得点", "変化（行動）", "同じ対局どうしの差", "2章のウォークスルー",
         "声なき王宮の変種", "グループSNEのルール", "いずれか から選んでください", "8地区の都市",
         "自分の街", "いまできる行動: give Ninja、give Naishi", "Give(card=Card.RICE_FIELD)",
         "金貨2枚を受け取りました。   [citadels.7]", "[naishi.13.A2] 赤が山札から1枚引いた。",
         "黄色のカードなので手番は黄色へ。 [whispers.4.4.colour]",
         "川の山にカードが残っているc列目と、場か手札を選びます。"]


@pytest.mark.parametrize("slip", FOUND)
def test_the_slip_scan_catches_each_slip_found(slip: str) -> None:
    assert slips_in([("found", slip)], shown=True)
    assert len(JAPANESE_SLIPS) + len(SHOWN_SLIPS) >= 16


def _rendered() -> list[tuple[str, str]]:
    """Japanese sentences made of several catalogue entries, as the lessons show them."""
    from explorer.engine import tr

    unit = tr("lab.plot.q_actions", "ja")
    return [("lab.plot.q_change", tr("lab.plot.q_change", "ja", unit=unit)),
            ("engine.error.option_value", tr("engine.error.option_value", "ja", name="x",
                                             value="1", allowed="aのいずれか"))]


def test_no_japanese_text_has_a_slip_found_in_issue_40() -> None:
    found = slips_in(_japanese_texts() + _rendered())
    assert not found, "\n".join(found)


def test_naishi_texts_do_not_call_its_cards_a_draw_pile() -> None:
    """Naishi has piles in the River and a deck of Development cards, never a 山札."""
    found = [f"{where}: {text.strip()[:60]}" for where, text in _japanese_texts()
             if "naishi" in where and "山札" in text]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("deck", [{"Naishi": 99}, {"Dragon": 1}])
def test_a_naishi_variant_error_names_cards_in_japanese(deck: dict[str, int]) -> None:
    import explorer
    from explorer.engine.variant import variant

    with pytest.raises(explorer.VariantError) as refused:
        variant("naishi", deck=deck)
    said = refused.value.in_language("ja")
    assert "内侍" in said and not re.search(r"Naishi|Advisor|Rice", said), said


def test_a_refused_move_lists_what_can_be_done_in_words_and_those_words_play() -> None:
    import explorer

    match = explorer.Match("naishi", seed=7, lang="ja")
    with pytest.raises(explorer.IllegalActionError) as refused:
        match.play("これは行動ではありません")
    said = refused.value.in_language("ja")
    first = match.legal_actions()[0]
    assert first.describe("ja") in said and str(first) not in said, said
    assert not slips_in([("refusal", said)], shown=True), said
    match.play(first.describe("ja"))
    assert match.actions[-1] == first


def test_the_whispers_prompt_to_choose_names_what_is_counted() -> None:
    from explorer.engine import tr

    for where in ("whispers.ev.where_area", "whispers.ev.where_hand"):
        said = tr("whispers.viz.phase.pass", "ja", player="赤", card="メイド", picked="",
                  where=tr(where, "ja"))
        assert said.startswith("赤が出したメイドは灰色。"), said
        assert f"{tr(where, 'ja')}の枚数が最も少ない人が複数いるので、赤が次の手番を選ぶ。" in said


@pytest.mark.parametrize(("key", "counted"), [("whispers.ev.tie", "密談場"),
                                              ("whispers.ev.tie_hand", "手札")])
def test_the_whispers_tie_log_line_says_who_chooses_and_why(key: str, counted: str) -> None:
    """Issue 40, finding 8: the log line of a grey card's tie reads as a native teacher wrote
    it («密談場の枚数が最も少ない人が複数いるので、赤が次の手番を選ぶ»), not 「…が最少で同数」."""
    from explorer.engine import tr

    said = tr(key, "ja", players="青、緑", chooser="赤")
    assert f"{counted}の枚数が最も少ない人が複数（青、緑）いるので、赤が次の手番を選ぶ。" in said
    assert not slips_in([(key, said)]), said
    assert slips_in([("found", "灰色のカード：青、緑が最少で同数。黄色が選ぶ。")])
