"""Japanese wording a native teacher would not have to fix (issue 21, Deliver 8): no 指す (the
shogi verb) for a card play or a bot's move, one word for a Whispers or Citadels character
(キャラクター, as the Japanese editions say; 人物 is Naishi's card category), and the welcome
notebook's player to act counted from 1 like the log below it."""

from __future__ import annotations

import contextlib
import io
import json
import re
from pathlib import Path

import pytest

from tools.lessons import welcome

ROOT = Path(__file__).resolve().parent.parent
#: 指 in words that are not the shogi verb (指定, 指導, 指示, 指名...) and 指す meaning "points
#: at" (a field that points at a seat).
NOT_A_MOVE = re.compile(r"指[定導示名標先]|目指|を指していますが")
SHOGI = re.compile(r"指")


def _japanese_texts() -> list[tuple[str, str]]:
    texts = []
    for path in sorted((ROOT / "explorer").rglob("locale/ja.json")):
        for key, value in _strings(json.loads(path.read_text(encoding="utf-8"))):
            texts.append((f"{path.relative_to(ROOT)}:{key}", value))
    for path in sorted((ROOT / "tools" / "lessons").glob("*.py")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            texts.append((f"{path.relative_to(ROOT)}:{number}", line))
    for path in sorted((ROOT / "docs" / "ja").glob("*.md")):
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
    with contextlib.redirect_stdout(out):
        exec(code, names)  # noqa: S102  (the lesson's own code)
    lines = out.getvalue().splitlines()
    acting = re.search(to_act, lines[0])
    assert acting, lines[0]
    assert chooses.format(n=acting.group(1)) in out.getvalue()
