"""A variant's diff names each option and its values in the reader's words (issue 36, Deliver
2): every option of every game has a short name in both catalogues, every choice its words, and
a Japanese diff line never shows an option's identifier or a choice's raw value."""

from __future__ import annotations

import enum
import json
import re
from pathlib import Path
from typing import Any

import pytest

import explorer
from explorer import variant
from explorer.engine import rule
from explorer.engine.i18n import Text
from explorer.engine.options import OptionHelp, OptionRow, explained, option_rows

GAMES = Path(explorer.__file__).parent / "games"
#: A valid value other than the printed one for each option typed in (not picked from a list).
TYPED: dict[str, dict[str, Any]] = {
    "naishi": {"ronin_points": (9, 16, 40), "torii_points": (0, -4, 0, 25, 30),
               "mountain_points": (0, 4, -5)},
    "whispers": {"start_player": 2, "colours": ("blue", "red", "green"),
                 "target_scores": (5, 5, 4), "forced_end_points": 2,
                 "full_court_points_4p_5p": 2, "full_court_points_3p": 3},
    "citadels": {"crown": 1, "complete_size": 7, "five_colours_bonus": 4,
                 "first_complete_bonus": 5, "complete_bonus": 1},
}
IDENTIFIER = re.compile(r"[a-z]+_[a-z_]+")


def catalogue(game: str, lang: str) -> dict[str, str]:
    """A game's catalogue file in `lang`, every section's messages in one table."""
    data = json.loads((GAMES / game / "locale" / f"{lang}.json").read_text(encoding="utf-8"))
    found: dict[str, str] = {}
    stack: list[Any] = [data]
    while stack:
        table = stack.pop()
        for key, value in table.items():
            if isinstance(value, dict):
                stack.append(value)
            elif isinstance(value, str):
                found[key] = value
    return found


def everything_changed(game: str) -> explorer.Variant:
    """`game` with every option away from its printed reading (the last other choice, or the
    typed-in value above)."""
    changes = {}
    for row in option_rows(explorer.load_game(game)):
        if row.values is None:
            changes[row.name] = TYPED[game][row.name]
        else:
            changes[row.name] = [v for v in row.values if v != row.default][-1]
    return variant(game, **changes)


def raw_values(row: OptionRow) -> set[str]:
    """The identifiers a choice option's values are written with in code and JSON."""
    return {str(v.value) for v in row.values or () if isinstance(v, enum.Enum)}


@pytest.mark.parametrize("game", ["naishi", "whispers", "citadels"])
def test_every_option_and_choice_has_words_in_both_catalogues(game: str) -> None:
    en, ja = catalogue(game, "en"), catalogue(game, "ja")
    for row in option_rows(explorer.load_game(game)):
        label = f"{game}.option.{row.name}.label"
        assert en.get(label) and ja.get(label), label
        name = row.help.name_in_force().ja  # as the printed game fills it in
        assert not re.search(r"[A-Za-z]", name), (label, name)
        for value in raw_values(row):
            key = f"{game}.option.{row.name}.{value}"
            assert en.get(key) and ja.get(key), key


@pytest.mark.parametrize("game", ["naishi", "whispers", "citadels"])
def test_the_diff_names_every_option_in_words(game: str) -> None:
    v = everything_changed(game)
    rows = option_rows(explorer.load_game(game))
    assert set(v.changed_options()) == {r.name for r in rows}
    for lang in ("en", "ja"):
        lines = v.diff(lang=lang)
        assert len(lines) == len(rows), lines
        for row, line in zip(rows, lines, strict=True):
            name = row.help.name_in_force(v.options).label(lang)
            assert line.startswith(name), (row.name, line)
            assert not line.startswith(f"{row.name}:") and not IDENTIFIER.search(line), line
            if lang == "ja":  # no English word, so no choice's raw value either
                assert not re.search(r"[A-Za-z]", line), (row.name, line)
                assert not any(raw in line for raw in raw_values(row)), line


def test_a_choice_reads_as_its_words_and_a_table_as_numbers() -> None:
    v = variant("naishi", recall="choose", mountain_points=[0, 4, -5])
    assert v.diff(lang="ja") == ("呼び戻しで戻す使者：すべて → 選んだ使者だけ",
                                 "山の枚数ごとの得点：(0, 5, -5) → (0, 4, -5)")
    assert variant("citadels", crown=2).diff(variant("citadels"), lang="ja") == (
        "最初に王冠を持つ席：2 → ランダム",)
    assert variant("whispers", effects_optional=True).diff() == (
        "Effects may be skipped: no → yes",)


def test_an_option_naming_a_character_names_the_ones_in_force() -> None:
    v = explorer.Variant.from_dict("whispers", {
        "content": {"effects": {"general": {"kind": "exchange"}}},
        "options": {"wizard_target_pick": "target_chooses"}})
    assert v.diff()[0] == ("Who picks the cards the Wizard or General takes: At random → "
                           "The target chooses")
    assert v.diff(lang="ja")[0] == "魔法使いか将軍が取るカードを選ぶ人：ランダム → 相手が選ぶ"



def test_an_option_without_a_catalogued_name_is_named_by_its_rule() -> None:
    """A plug-in's option with no `<game>.option.<name>.label` (docs/adding-a-game.md) still
    gets a name in words: its rule's title."""
    assert explained("naishi", {"recall": "naishi.13.A2"})["recall"].label is not None
    bare = OptionHelp("naishi.13.A2", Text("line", "行"))
    title = rule("naishi.13.A2").title
    assert bare.name_in_force().ja == title.ja == "オプション: 呼び戻す使者の数"
