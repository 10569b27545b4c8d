"""The lessons as a teacher meets them: every prose cell in English and Japanese, every
notebook made by its generator in `tools/lessons/`, every exercise's answer folded until asked
and confirmed by `explorer.teaching.check`, and no answer left in parentheses after a question."""

from __future__ import annotations

import importlib
import re
from pathlib import Path
from typing import Any

import nbformat
import pytest

from tools import notebook as notebook_tool
from tools.lessons import exercises

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
ENGLISH_WORD = re.compile(r"\b[A-Za-z][a-z]+\b")
CODE = re.compile(r"`[^`]*`|\([^()]*\.ipynb\)|https?://\S+|<[^>]+>")
GENERATORS = {"00_welcome": "welcome"}


def language_counts(markdown: str) -> tuple[int, int]:
    """(Japanese characters, English words) of a markdown cell, code and links left out."""
    prose = CODE.sub(" ", markdown)
    return len(JAPANESE.findall(prose)), len(ENGLISH_WORD.findall(prose))


def markdown_cells(path: Path) -> list[tuple[int, str]]:
    notebook = nbformat.read(path, as_version=4)
    return [(i, c.source) for i, c in enumerate(notebook.cells) if c.cell_type == "markdown"]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_every_prose_cell_is_in_english_and_japanese(path: Path) -> None:
    problems = []
    for index, source in markdown_cells(path):
        japanese, english = language_counts(source)
        # A translation is shorter in characters than the English is in words only when a
        # paragraph was left out; both must be there, in proportion.
        if english < 3 or japanese < 4 or japanese < english * 0.6:
            problems.append(f"cell {index}: {japanese} Japanese characters, {english} English "
                            f"words: {source[:60]!r}")
    assert not problems, "\n".join(problems)


def test_the_language_count_catches_a_cell_in_one_language() -> None:
    english_only = "## Where next\n\nThe rules each game follows are in the docs folder."
    japanese, english = language_counts(english_only)
    assert japanese < english * 0.6
    both = english_only + "\n\n各ゲームのルールはdocsフォルダーにあります。次へ進みましょう。"
    japanese, english = language_counts(both)
    assert japanese >= english * 0.6


@pytest.mark.parametrize("build", sorted(notebook_tool.BUILDS))
@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_every_notebook_is_made_by_its_generator(path: Path, build: str) -> None:
    """Each of a lesson's three builds (bilingual, English, Japanese) is what its generator
    writes today."""
    module = importlib.import_module(f"tools.lessons.{GENERATORS.get(path.stem, path.stem)}")
    folder = notebook_tool.BUILDS[build][0]
    notebook = nbformat.read(ROOT / "notebooks" / folder / path.name, as_version=4)
    stored = [(c.cell_type, c.source) for c in notebook.cells]
    generated = notebook_tool.build_cells(module.CELLS, build)
    assert stored == generated, f"run python -m {module.__name__} to regenerate {path.name}"


def test_the_bilingual_build_says_a_shared_heading_once_and_keeps_each_text() -> None:
    english = "## 1. The cards\n\nSeven characters.\n\n```python\n# a comment\n```"
    japanese = "## 1. カード\n\nキャラクターは7種類。"
    assert notebook_tool.bilingual(english, japanese) == (
        "## 1. The cards · カード\n\nSeven characters.\n\n```python\n# a comment\n```"
        "\n\nキャラクターは7種類。")
    title = notebook_tool.bilingual("# 内侍 Naishi — scoring\n\nA game.",
                                    "# 内侍 Naishi — 得点\n\n遊び。")
    assert title == "# 内侍 Naishi — scoring · 得点\n\nA game.\n\n遊び。"
    # Different headings: the English whole, then the Japanese whole.
    assert notebook_tool.bilingual("## A\n\nx\n\n## B\n\ny", "## あ\n\nい") == (
        "## A\n\nx\n\n## B\n\ny\n\n## あ\n\nい")
    cells = [("md", "Hello", "こんにちは"), ("py", 'LANG = "en"\nprint(LANG)')]
    assert notebook_tool.build_cells(cells, "ja") == [("markdown", "こんにちは"),
                                                      ("code", 'LANG = "ja"\nprint(LANG)')]
    with pytest.raises(ValueError, match="first code cell"):
        notebook_tool.build_cells([("py", "print(1)")], "en")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_a_lesson_sets_its_language_once_at_the_top(path: Path) -> None:
    """Issue 21: `LANG` is set in the first code cell and nowhere else, and no code cell asks
    for a language of its own ("en" or "ja" written in the code)."""
    module = importlib.import_module(f"tools.lessons.{GENERATORS.get(path.stem, path.stem)}")
    code = [cell[1] for cell in module.CELLS if cell[0] == "py"]
    assert code[0].lstrip().startswith(notebook_tool.LANG_LINE)
    assignments = [c for c in code if re.search(r"^LANG\s*=", c, flags=re.M)]
    assert assignments[0] is code[0] and len(assignments) <= 2, assignments
    for source in code:
        without = re.sub(r"#.*", "", source.replace(notebook_tool.LANG_LINE, ""))
        quoted = re.findall(r"""(?<![\w.])["'](en|ja)["']""", without)
        assert not quoted, f"a language written in a code cell: {source[:120]!r}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_a_game_against_bots_opens_on_the_learners_turn(path: Path) -> None:
    """Issue 24: a lesson's game played from one seat opens with a move for the learner (the
    bots play the other seats up to it), not on a bot's turn waiting for "Bot move"."""
    from explorer.widgets.explorer import GameExplorer

    cells = [c.source for c in nbformat.read(path, as_version=4).cells
             if c.cell_type == "code" and "explore(" in c.source and "seat=" in c.source]
    for source in cells:
        names: dict[str, object] = {"LANG": "en"}
        exec(compile(source, path.name, "exec"), names)  # noqa: S102 - the lesson's own cell
        apps = [v for v in names.values() if isinstance(v, GameExplorer)]
        assert apps, source
        for app in apps:
            assert app.seat is not None and app.match.current_player == app.seat, source
            assert app.pool.shown > 0, source


EXERCISES = [value for value in vars(exercises).values()
             if isinstance(value, exercises.Exercise)]


def verdict_of(exercise: exercises.Exercise, lang: str, answer: object) -> Any:
    """The lesson's own check of `answer`, after the lesson's own set-up code, in `lang`."""
    from explorer.teaching import check

    namespace: dict[str, object] = {"check": check, "LANG": lang}
    exec(exercise.setup, namespace)  # noqa: S102  (the lesson's own set-up code)
    namespace["answer"] = answer
    return eval(exercise.check, namespace)  # noqa: S307


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("exercise", EXERCISES, ids=lambda e: e.name)
def test_every_exercise_answer_is_folded_and_right(exercise: exercises.Exercise,
                                                   lang: str) -> None:
    verdict = verdict_of(exercise, lang, eval(exercise.answer, {}))  # noqa: S307
    assert verdict.correct, f"{exercise.name}: {verdict}"
    assert verdict.lang == lang  # the check answers in the lesson's language
    blank = verdict_of(exercise, lang, None)
    assert not blank.correct
    shown = [source for path in NOTEBOOKS for _, source in markdown_cells(path)
             if f"({exercise.name})" in source]
    assert len(shown) == 1, f"{exercise.name} is in {len(shown)} notebook cells"
    visible, _, folded = shown[0].partition("<details")
    assert exercise.answer in folded and exercise.answer not in visible
    assert "</summary>" in folded and "</details>" in folded


def test_every_lesson_with_exercises_has_them() -> None:
    counted = {path.stem: sum("<details" in s for _, s in markdown_cells(path))
               for path in NOTEBOOKS}
    for lesson in ("naishi", "whispers", "citadels"):
        assert counted[lesson] >= 3, lesson


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_questions_for_the_class_keep_their_answers_folded(path: Path) -> None:
    for index, source in markdown_cells(path):
        if "Questions for the class" not in source:
            continue
        visible = source.partition("<details")[0]
        assert "<details" in source, f"cell {index}: answers are not folded"
        assert not re.search(r"\?\s*\(", visible), f"cell {index}: an answer in parentheses"


PLAN_PARTS = {
    "teaching.md": ("## Lesson plan", ("**Objectives.**", "**Set-up.**", "**Scenarios to load.**",
                                       "**Exercises.**", "**What students should find.**",
                                       "**Common misconceptions.**", "Binder", "nbgitpuller",
                                       "make lab")),
    "ja/teaching.md": ("## 指導案", ("**目標.**", "**準備.**", "**読み込む場面.**", "**練習問題.**",
                                   "**生徒が見つけること.**", "**よくある誤解.**")),
}


@pytest.mark.parametrize("page", sorted(PLAN_PARTS))
def test_the_teachers_guide_has_three_complete_90_minute_plans(page: str) -> None:
    from explorer.engine import scenarios

    text = (ROOT / "docs" / page).read_text(encoding="utf-8")
    heading, parts = PLAN_PARTS[page]
    plans = text.split(heading)[1:]
    assert len(plans) == 3
    known = {s.name for game in ("naishi", "whispers", "citadels") for s in scenarios(game)}
    names = {e.name for e in EXERCISES}
    for plan in plans:
        plan = plan.split("\n## ")[0]
        for part in parts:
            if part in ("Binder", "nbgitpuller", "make lab"):
                assert part in text
            else:
                assert part in plan, (page, part)
        # The timed plan covers 0 to 90 minutes without a gap.
        slots = re.findall(r"^\| (\d+)[–〜](\d+)", plan, flags=re.M)
        assert slots and slots[0][0] == "0" and slots[-1][1] == "90", slots
        assert all(a[1] == b[0] for a, b in zip(slots, slots[1:], strict=False)), slots
        marker = parts[2]
        line = plan.split(marker, 1)[1].split("\n\n", 1)[0]
        listed = re.findall(r"`([a-z_]+)`", line)
        assert len(listed) >= 4 and all(name in known for name in listed), listed
        for exercise in re.findall(r"\b((?:naishi|whispers|citadels)-\d)\b", plan):
            assert exercise in names, exercise


@pytest.mark.parametrize("exercise", EXERCISES, ids=lambda e: e.name)
def test_every_exercise_is_answered_in_its_box_in_voila_too(exercise: exercises.Exercise) -> None:
    """Issue 21: in Voilà there is no cell to write in. The lesson's cell shows the answer box
    with the check's arguments; picking or typing the folded answer there is right, and the
    question speaks of no cell and no None (it is printed on the handouts too)."""
    from explorer.teaching import answer_box

    code = [c.source for path in NOTEBOOKS for c in nbformat.read(path, as_version=4).cells
            if c.cell_type == "code" and exercise.setup.splitlines()[-1] in c.source
            and c.source.endswith(exercise.box)]
    assert len(code) == 1, exercise.name
    for text in (exercise.question_en, exercise.question_ja):
        assert not re.search(r"\bcell\b|セル|None", text), text
    namespace: dict[str, object] = {"answer_box": answer_box, "LANG": "en"}
    exec(exercise.setup, namespace)  # noqa: S102  (the lesson's own set-up code)
    namespace["answer"] = None
    box = eval(exercise.box, namespace)  # noqa: S307
    right = eval(exercise.answer, {})  # noqa: S307
    if box.toggles:
        box._fill(right)
        assert sum(t.value for t in box.toggles) == len(right if isinstance(right, list)
                                                         else [right])
    else:
        box.text.value = str(right)
    box.check_button.click()
    assert box.verdict and "✓" in box.verdict_line.value, exercise.name


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_lessons_log_line_ends_with_its_rules_title_and_keeps_the_id_in_its_chip(
        lang: str) -> None:
    """Issue 40 (finding 8): the Naishi and Whispers lessons show a log line's rule by its title
    in the lesson's language, as Citadels does, not as `[naishi.13.A2]`; the id stays one
    click away, inside the chip."""
    from explorer import Match
    from explorer.engine import rule
    from explorer.viz.html import escape, rule_lines

    from .language_scan import html_text, slips_in

    for game in ("naishi", "whispers"):
        match = Match(game, seed=3)
        for _ in range(4):
            match.play_bot(seed=1)
        shown = rule_lines([(e.rule, e.label(lang)) for e in match.log], lang, match.options)
        for event in match.log:
            title = rule(event.rule, match.options).title.label(lang)
            line = re.search(f"<li>{re.escape(escape(event.label(lang)))}(.*?)</li>", shown)
            assert line and escape(title) in line.group(1), (event.rule, title)
            assert f"<b>{event.rule}</b>" in line.group(1)  # the id, once the chip is opened
        assert not slips_in([(game, html_text(shown))], shown=True)
        assert not re.search(r"\[(?:naishi|whispers)\.", html_text(shown))


@pytest.mark.parametrize("lesson", ["naishi", "whispers", "welcome"])
def test_no_lesson_prints_a_rule_id_in_brackets(lesson: str) -> None:
    """What the generators write: a log is shown through `rule_lines` (title chips), never
    printed as `[rule id] text`."""
    source = (ROOT / "tools" / "lessons" / f"{lesson}.py").read_text(encoding="utf-8")
    assert not re.search(r"\[\{\w+\.rule\}\]|\" \[(?:naishi|whispers)\.", source)
    assert "rule_lines(" in source


@pytest.mark.parametrize("lesson", ["design_lab", "naishi", "whispers", "citadels"])
@pytest.mark.parametrize(("build", "said"), [("", (0, 1)), ("en", (0,)), ("ja", (1,))])
def test_a_voila_lessons_first_prose_cell_says_it_is_loading_in_its_language(
        lesson: str, build: str, said: tuple[int, ...]) -> None:
    """Issue 40 (finding 5): in Voila a lesson shows only a spinner until its cells have run
    (the design lab: a minute and more); its first prose cell (sent before any code runs) puts
    the build's own line there (`tests/browser/test_binder.py` sees it in Chromium). The
    English line takes the loading text's ::before and the Japanese its ::after, so the
    bilingual build shows both."""
    words = importlib.import_module(f"tools.lessons.{lesson}").LOADING_WORDS
    first = markdown_cells(ROOT / "notebooks" / build / f"{lesson}.ipynb")[0][1]
    for index, line in enumerate(words):
        place = ("::before", "::after")[index]
        shown = f'#loading_text{place} {{ content: "{line}";' in first
        assert shown == (index in said), (build, line)
    assert "#loading_text { font-size: 0; }" in first  # Voila's own English words set aside
