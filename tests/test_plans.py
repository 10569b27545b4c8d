"""Issue 21, point 4: plans that play first. Each of the three lesson plans, in English and in
Japanese, is a time column of contiguous segments from 0 to 90 minutes whose lengths add up to
90, and its first segment is play: the lesson's guided first game, which is the first section
(and the first code cell) of that game's notebook."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[1]
PAGES = {"teaching.md": ("## Lesson plan", "**Play first**"),
         "ja/teaching.md": ("## 指導案", "**まず遊ぶ**")}
GAMES = ("naishi", "citadels", "whispers")  # the plans' order
SEGMENT = re.compile(r"^\| (\d+)[–〜](\d+)(?:分)? \| (.*) \|$", flags=re.M)


def plans(page: str) -> list[str]:
    heading = PAGES[page][0]
    text = (ROOT / "docs" / page).read_text(encoding="utf-8")
    return [plan.split("\n## ")[0] for plan in text.split(heading)[1:]]


def segments(plan: str) -> list[tuple[int, int, str]]:
    return [(int(a), int(b), what) for a, b, what in SEGMENT.findall(plan)]


@pytest.mark.parametrize("page", sorted(PAGES))
def test_each_plan_is_contiguous_segments_adding_up_to_90_minutes(page: str) -> None:
    found = plans(page)
    assert len(found) == 3
    for plan in found:
        rows = segments(plan)
        assert len(rows) >= 5, rows
        assert rows[0][0] == 0 and rows[-1][1] == 90
        assert all(a[1] == b[0] for a, b in zip(rows, rows[1:], strict=False)), rows
        assert all(end > start for start, end, _ in rows), rows
        assert sum(end - start for start, end, _ in rows) == 90


@pytest.mark.parametrize("page", sorted(PAGES))
def test_each_plan_starts_with_play(page: str) -> None:
    marker = PAGES[page][1]
    for game, plan in zip(GAMES, plans(page), strict=True):
        start, end, first = segments(plan)[0]
        assert marker in first, first
        assert f'explorer.guided("{game}")' in first, first
        assert 10 <= end - start <= 15  # a first game, not the whole lesson
        assert not any(marker in what for _, _, what in segments(plan)[1:])


@pytest.mark.parametrize("game", GAMES)
def test_the_guided_game_a_plan_starts_with_is_the_lessons_first_section(game: str) -> None:
    notebook = nbformat.read(ROOT / "notebooks" / f"{game}.ipynb", as_version=4)
    code = [cell.source for cell in notebook.cells if cell.cell_type == "code"]
    headings = [cell.source.splitlines()[0] for cell in notebook.cells
                if cell.cell_type == "markdown" and cell.source.startswith("## ")]
    assert f'explorer.guided("{game}", lang=LANG)' in code[0]
    assert headings[0].startswith("## Start here: a guided first game")


def test_the_segment_check_catches_a_plan_that_does_not_add_up() -> None:
    plan = "| 0–12 | **Play first** |\n| 12–50 | rules |\n| 55–90 | more |"
    rows = segments(plan)
    assert not all(a[1] == b[0] for a, b in zip(rows, rows[1:], strict=False))
    assert sum(end - start for start, end, _ in rows) != 90
