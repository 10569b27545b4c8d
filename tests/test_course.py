"""The course page (docs/course.md and its Japanese twin): a syllabus of four to six sessions
that links the three lesson plans, the guided games, the classroom and the design lab; a
rubric for every plan; and how a teacher collects and reads the answers."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PAGES = {"en": ROOT / "docs" / "course.md", "ja": ROOT / "docs" / "ja" / "course.md"}
#: The headings a page must have, per language: the syllabus, the rubrics, collecting answers.
HEADINGS = {"en": ("## The syllabus", "## Rubrics", "## Collecting and reading answers"),
            "ja": ("## 授業の計画", "## 評価の観点", "## 答えを集めて読む")}


def _syllabus_rows(text: str) -> list[str]:
    """The syllabus table's rows, one per session: "| 1 | …"."""
    return [line for line in text.splitlines() if re.match(r"\| \d \|", line)]


@pytest.mark.parametrize("lang", sorted(PAGES))
def test_the_course_links_every_part_of_the_kit(lang: str) -> None:
    text = PAGES[lang].read_text(encoding="utf-8")
    for heading in HEADINGS[lang]:
        assert heading in text
    rows = _syllabus_rows(text)
    assert 4 <= len(rows) <= 6
    links = set(re.findall(r"\]\(([^)#]+)", text))
    for page in ("teaching.md", "classroom.md", "design-lab.md"):
        assert any(link.endswith(page) for link in links), page
    for target in links:
        if "://" not in target:
            assert (PAGES[lang].parent / target).resolve().exists(), target
    # Each plan is a session, and each session has its rubric table.
    for game in ("naishi", "citadels", "whispers"):
        assert any(f"{game}-1" in row for row in rows), game
    rubrics = text.split(HEADINGS[lang][1], 1)[1].split(HEADINGS[lang][2], 1)[0]
    assert rubrics.count("\n### ") == len(rows)
    assert rubrics.count("|---|---|---|---|") == len(rows)


def test_both_course_pages_have_the_same_shape() -> None:
    en, ja = (PAGES[lang].read_text(encoding="utf-8") for lang in ("en", "ja"))
    assert len(_syllabus_rows(en)) == len(_syllabus_rows(ja))
    assert en.count("\n| ") == ja.count("\n| ")
    assert "ja/course.md" in en and "../course.md" in ja
