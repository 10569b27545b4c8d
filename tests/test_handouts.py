"""`make handouts` builds, for each paper (A4, Letter), language and lesson plan, a student sheet
without answers and an answer key with them, in that language only, as HTML and PDF (headless
Chromium), with the first page of each A4 sheet as a PNG preview; everything printed comes
from the rule catalogue, the games' content and the lessons' exercise and question data."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

import explorer
from explorer.engine import rule
from explorer.games.citadels.cards import Character
from tools import handouts
from tools.handouts import KINDS, LANGS, PAPERS, PLANS, answer_words, build, main, sheet
from tools.lessons import questions

ROOT = Path(__file__).resolve().parents[1]

#: Words of a screen, not of paper (issue 21: "in the cell below" was left on the sheets).
SCREEN = re.compile(r"\bcells?\b|\bclick|\bpress\b|\bCheck\b|answer box|\bbutton|\bmenu\b|"
                    r"(?:explorer|cell|box) (?:above|below)|"
                    r"セル|クリック|押し|押す|解答欄|ボタン|メニュー|上のエクスプローラー",
                    re.IGNORECASE)
CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
#: English words a Japanese sheet must not use for its own instructions.
ENGLISH = re.compile(r"\b(Name|Class|Date|Answer|Why|Exercise|Question|Write|Player|Round|"
                     r"Total|Score|Line|Hand|Rank|Colour|Card)s?\b")


def visible(page: str) -> str:
    """The text a reader sees: no markup, no style sheet."""
    body = page.split("<body>", 1)[1]
    return html.unescape(re.sub(r"<[^>]+>", " ", body))


def without_glosses(page: str) -> str:
    """The text outside card-name glosses and code (scenario names, rule ids)."""
    page = re.sub(r"<span class='gloss'>[^<]*</span>|<code>[^<]*</code>", " ", page)
    return visible(page)


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Path]]:
    out = tmp_path_factory.mktemp("handouts")
    return out, build(out, preview=True)


def test_every_sheet_is_written_for_both_papers_and_languages(
        built: tuple[Path, list[Path]]) -> None:
    out, files = built
    expected = {out / paper / lang / f"{plan.name}-{kind}.{ext}"
                for paper in PAPERS for lang in LANGS for plan in PLANS for kind in KINDS
                for ext in ("html", "pdf")}
    expected |= {out / "preview" / f"{lang}-{plan.name}-{kind}.png"
                 for lang in LANGS for plan in PLANS for kind in KINDS}
    assert set(files) == expected
    assert all(path.exists() for path in expected)


def _media_boxes(pdf: bytes) -> list[tuple[float, float]]:
    boxes = re.findall(rb"/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]",
                       pdf)
    return [(float(x1) - float(x0), float(y1) - float(y0)) for x0, y0, x1, y1 in boxes]


@pytest.mark.parametrize("paper", sorted(PAPERS))
def test_the_pdfs_have_the_papers_page_size(built: tuple[Path, list[Path]], paper: str) -> None:
    out, _ = built
    _, width, height = PAPERS[paper]
    for pdf_path in sorted((out / paper).rglob("*.pdf")):
        pdf = pdf_path.read_bytes()
        assert pdf.startswith(b"%PDF"), pdf_path
        boxes = _media_boxes(pdf)
        assert boxes, pdf_path
        for box in boxes:
            assert abs(box[0] - width) < 1 and abs(box[1] - height) < 1, (pdf_path, box)


def test_the_previews_are_pngs_of_a_page(built: tuple[Path, list[Path]]) -> None:
    from PIL import Image

    out, _ = built
    for png in sorted((out / "preview").glob("*.png")):
        assert png.read_bytes().startswith(b"\x89PNG"), png
        with Image.open(png) as image:
            width, height = image.size
            # A4's proportions, and not a blank page.
            assert abs(height / width - 297 / 210) < 0.01, png
            assert len(image.convert("L").getcolors(1 << 16) or ()) > 2, png


@pytest.mark.parametrize("plan", PLANS, ids=lambda p: p.name)
def test_each_sheet_speaks_one_language_and_no_screen(plan: handouts.Plan) -> None:
    for kind in KINDS:
        # The key's timetable is the teacher's plan of a lesson at the screens (where to click,
        # what to run); everything else is read on paper.
        english, japanese = (re.sub(r"<section class='timetable'>.*?</section>", "",
                                    sheet(plan, kind, lang), flags=re.S) for lang in LANGS)
        assert "lang='en'" in english and "lang='ja'" in japanese
        assert not CJK.search(visible(english)), CJK.findall(visible(english))[:5]
        seen = without_glosses(japanese)
        sentences = re.findall(r"[A-Za-z]+(?:[ ,'-]+[A-Za-z]+){2,}", seen)
        assert not sentences, (kind, sentences[:5])
        assert not ENGLISH.search(seen), (kind, ENGLISH.findall(seen)[:5])
        for text in (english, japanese):
            found = SCREEN.search(visible(text))
            assert not found, (kind, found and visible(text)[found.start() - 60:found.end() + 60])
        # Answers are words, never the Python literals the checks take.
        assert not re.search(r"\[\"|\(\"|\['", visible(english) + visible(japanese))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("plan", PLANS, ids=lambda p: p.name)
def test_answers_are_in_the_key_only(plan: handouts.Plan, lang: str) -> None:
    student, key = (visible(sheet(plan, kind, lang)) for kind in KINDS)
    for exercise in plan.exercises:
        assert exercise.name in student and exercise.name in key
        answer = html.unescape(answer_words(exercise, lang))
        why = exercise.why_ja if lang == "ja" else exercise.why_en
        said = f"{handouts.WORDS['answer'][lang]}: {answer}"
        assert said in key and said not in student, (exercise.name, said)
        assert why.split("、")[0].split(";")[0][:25] in key
        assert why.split("、")[0].split(";")[0][:25] not in student
    lesson = plan.questions
    for question in (*lesson.questions, lesson.exit):
        asked = question.ja if lang == "ja" else question.en
        answered = question.answer_ja if lang == "ja" else question.answer_en
        # On paper a rule is named by its title, not by its id in brackets.
        answered = html.unescape(handouts.rule_words(html.escape(answered), lang))
        assert not handouts.RULE_ID.search(answered)
        assert asked in student and asked in key
        assert answered in key and answered not in student


def test_answers_in_words() -> None:
    from tools.lessons import exercises as ex

    assert answer_words(ex.NAISHI_SCORE, "en") == "41 points"
    assert answer_words(ex.NAISHI_DECLARE, "ja") == "−5点"
    assert answer_words(ex.WHISPERS_GREY, "en") == "Blue and Green"
    assert answer_words(ex.WHISPERS_GREY, "ja") == "青・緑"
    assert answer_words(ex.CITADELS_SEAT4, "ja") == "盗賊・王様・司教"
    assert answer_words(ex.CITADELS_SEAT4, "en") == "Thief, King and Bishop"
    assert "round ends" in answer_words(ex.WHISPERS_END, "en")


@pytest.mark.parametrize("lang", LANGS)
def test_the_student_sheets_carry_the_games_paper_aids(lang: str) -> None:
    from explorer.games.citadels.cards import CHARACTERS
    from explorer.games.naishi.cards import CARDS, PRINTED

    by_name = {plan.name: sheet(plan, "student", lang) for plan in PLANS}
    naishi, citadels, whispers = by_name["naishi"], by_name["citadels"], by_name["whispers"]
    # Naishi: two blank 2 x 5 territories, the Line row above the Hand row, and a score pad
    # with a row per card for both players.
    blanks = re.findall(r"<table class='territory'>.*?</table>", naishi)
    assert len(blanks) == 2
    for grid in blanks:
        rows = re.findall(r"<tr>(.*?)</tr>", grid.split("<tbody>")[1])
        assert len(rows) == 2
        assert handouts.w("line", lang) in rows[0] and handouts.w("hand", lang) in rows[1]
        assert all(r.count("<td>") == 6 for r in rows)
    pad = re.search(r"<table class='pad'>.*?</table>", naishi)
    assert pad and all(html.escape(CARDS[card].name.label(lang)) in pad.group(0)
                       for card in PRINTED)  # the printed cards (no variant's spare kinds)
    assert pad.group(0).count(handouts.w("player", lang, n=2)) == 1
    # The scoring table's numbers are the content's.
    assert rule("naishi.12.fort").text.label(lang).split("(")[0][:12] in visible(naishi)
    # Citadels: the call-order track in rank order, the deduction grid of characters x
    # players, the score pad with the bonus columns.
    track = re.search(r"<table class='track'>.*?</table>", citadels)
    assert track
    names = [html.escape(c.label(lang)) for c in CHARACTERS]
    positions = [track.group(0).index(n) for n in names]
    assert positions == sorted(positions)
    grid = re.search(r"<table class='deduce'>.*?</table>", citadels)
    assert grid and all(n in grid.group(0) for n in names)
    assert grid.group(0).count("<tr>") == 1 + 5 + 1  # head, five players, nobody
    assert re.search(r"<table class='pad'>.*?\+3.*?\+4.*?\+2", citadels, re.S)
    # Whispers: seat circles to sketch the turn graph, and rounds x players.
    assert whispers.count("<svg") == 3 and whispers.count("<circle") == 10
    assert handouts.w("round", lang, n=10) in whispers


def test_the_notebooks_and_the_handouts_ask_the_same_questions() -> None:
    """The class questions live in one place: each lesson's cell is made from it."""
    from tools.lessons import citadels, naishi, whispers

    for module, lesson in ((naishi, questions.NAISHI), (citadels, questions.CITADELS),
                           (whispers, questions.WHISPERS)):
        assert questions.cell(lesson) in module.CELLS
    teaching = (ROOT / "docs" / "teaching.md").read_text(encoding="utf-8")
    teaching_ja = (ROOT / "docs" / "ja" / "teaching.md").read_text(encoding="utf-8")
    for lesson in questions.LESSONS.values():
        assert lesson.exit.en in teaching and lesson.exit.ja in teaching_ja


def test_the_make_target_runs_this_module() -> None:
    makefile = (ROOT / "Makefile").read_text()
    assert "handouts:" in makefile and "-m tools.handouts" in makefile
    assert callable(main)


def _pages(pdf: Path) -> int:
    counts = re.findall(rb"/Type\s*/Pages\b[^>]*?/Count\s+(\d+)", pdf.read_bytes(), re.S)
    counts += re.findall(rb"/Count\s+(\d+)[^>]*?/Type\s*/Pages\b", pdf.read_bytes(), re.S)
    assert counts, pdf
    return max(int(n) for n in counts)


@pytest.mark.parametrize("lang", LANGS)
def test_the_citadels_reference_fits_two_a4_pages(tmp_path: Path, lang: str) -> None:
    """The rules, the scoring and the card reference (every character and district) of the
    Citadels sheet: at most two A4 pages, before the paper aids start on a page of their own."""
    chromium = handouts.find_chromium()
    assert chromium, "Chromium prints the sheets"
    plan = next(p for p in PLANS if p.name == "citadels")
    student = sheet(plan, "student", lang)
    reference = student[:student.index("<section class='page'>")] + "</body></html>"
    path = tmp_path / "reference.html"
    path.write_text(reference, encoding="utf-8")
    handouts.to_pdf(path, tmp_path / "reference.pdf", chromium)
    assert _pages(tmp_path / "reference.pdf") <= 2


@pytest.mark.parametrize("lang", LANGS)
def test_a_variation_is_not_printed_as_a_rule(lang: str) -> None:
    """The Group SNE rule (a full court worth 2 at 4-5 players) is a variation the explorer
    leaves out by default: the Whispers sheet prints it apart, saying so."""
    plan = next(p for p in PLANS if p.name == "whispers")
    student = sheet(plan, "student", lang)
    title = html.escape(rule("whispers.8.2").title.label(lang))
    rules = re.findall(r"<ul class='rules'>.*?</ul>", student, re.S)
    assert rules and not any(title in block for block in rules)
    variation = re.search(r"<p class='variation'>(.*?)</p>", student, re.S)
    assert variation and title in variation.group(1)
    assert handouts.w("variation", lang) in variation.group(1)
    from explorer import Match

    # ... and the explorer's default match indeed scores 1 for a full court at 4 players.
    assert Match("whispers", players=4, seed=0).state.options.full_court_points_4p_5p == 1


@pytest.mark.parametrize("lang", LANGS)
def test_the_citadels_sheet_prints_the_round_its_questions_ask_about(lang: str) -> None:
    plan = next(p for p in PLANS if p.name == "citadels")
    student, key = (sheet(plan, kind, lang) for kind in KINDS)
    for text in (student, key):
        listed = re.search(r"<ol class='round'>(.*?)</ol>", text, re.S)
        assert listed
        items = re.findall(r"<li>(.*?)</li>", listed.group(1), re.S)
        # The removals, the five choices, the card put face down, and the eight calls.
        assert len(items) == 2 + 5 + 1 + 8
        king = html.escape(Character.KING.label(lang))
        assert any(king in item for item in items[-8:])
        assert not re.search(r"citadels\.\d", re.sub(r"<[^>]+>", " ", listed.group(0)))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("plan", PLANS, ids=lambda p: p.name)
def test_the_keys_carry_the_timetable_and_rule_titles_in_words(plan: handouts.Plan,
                                                                lang: str) -> None:
    key = sheet(plan, "key", lang)
    guide = (ROOT / "docs" / ("ja/teaching.md" if lang == "ja" else "teaching.md")).read_text(
        encoding="utf-8")
    rows = handouts.timetable(plan, lang)
    assert len(rows) >= 6 and rows[0][0].startswith("0") and "90" in rows[-1][0]
    for minutes, activity in rows:
        assert f"| {minutes} | {activity} |" in guide
        assert html.escape(minutes) in key
    assert not re.search(r"\b(naishi|citadels|whispers)\.\d[\w.]*", visible(key))
    # No scenario id is left as a word to type on a student's sheet: it is named by its title.
    student = visible(sheet(plan, "student", lang))
    for scenario in plan.scenarios:
        assert scenario not in student


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("plan", PLANS, ids=lambda p: p.name)
def test_the_key_names_each_scenario_by_the_title_the_menu_shows(plan: handouts.Plan,
                                                                 lang: str) -> None:
    """Seen on the printed first page: the key listed the scenarios as ids alone, which the
    explorer's Scenario menu does not show; each is named by its title, its id after it."""
    key = sheet(plan, "key", lang)
    for scenario in explorer.scenarios(plan.name):
        if scenario.name in plan.scenarios:
            title = html.escape(scenario.title.label(lang))
            assert re.search(f"{re.escape(title)}」?[ （(]+<code>{scenario.name}</code>", key), (
                scenario.name)


@pytest.mark.parametrize("lang", LANGS)
def test_every_table_header_of_a_sheet_says_what_its_column_holds(lang: str) -> None:
    """Seen on the printed Citadels sheet: the scoring table's second column had no header
    (a grid's empty corner, before its column numbers, is not such a header)."""
    for plan in PLANS:
        for kind in ("student", "key"):
            assert not re.search(r"<th>[^<]+</th>(?:<th>[^<]*</th>)*<th></th>",
                                 sheet(plan, kind, lang)), (plan.name, kind)


#: A variant of each game that renames, adds and moves what a sheet prints: the Emperor (rank
#: 9) in every count's set and the Merchant's rank named the Banker, with the end bonuses
#: changed; a Naishi card kind of its own; a Whispers hand of 5, one grey copy, other targets.
VARIANTS = {
    "citadels": {"content": {
        "characters": [{"rank": 9, "names": {"en": "Emperor", "ja": "皇帝"}, "powers": []},
                       {"rank": 6, "names": {"en": "Banker", "ja": "銀行家"}}],
        "character_sets": {"all": {"characters": [1, 2, 3, 4, 5, 6, 7, 8, 9]}},
        "districts": {"New district 1": {"copies": 1, "cost": 4, "points": 4,
                                         "colour": "purple", "end_colour": "blue",
                                         "end_points": 1}}},
        "options": {"complete_size": 7, "first_complete_bonus": 9, "five_colours_bonus": 6,
                    "complete_bonus": 5}},
    "naishi": {"content": {"kinds": [
        {"id": "Gardener", "names": {"en": "Gardener", "ja": "庭師"}, "copies": 2,
         "family": "start", "mark": "G",
         "scoring": [{"pattern": "adjacent", "card": "RiceField", "points": 2},
                     {"pattern": "position", "where": "corner", "points": 5}]}],
        "naishi_points": [0, 0, 13, 0, 0, 0, 0, 9, 0, 0]}},
    "whispers": {"content": {"hand_size": 5, "grey_copies": 1},
                 "options": {"target_scores": [7, 6, 5]}},
}
#: What each variant's sheet says of it, by language (and not the printed words after it).
SAID: dict[str, dict[str, tuple[str, ...]]] = {
    "citadels": {"en": ("Emperor", "Banker", "All five colours (+6)", "First to 7 districts (+9)",
                        "Another city of 7 or more (+5)", "per blue (religious) district"),
                 "ja": ("皇帝", "銀行家", "5色そろった（+6）", "最初に7つ建てた（+9）",
                        "ほかに7つ以上建てた（+5）", "青（宗教）の建物1つにつき+1点")},
    "naishi": {"en": ("Gardener", "2 per adjacent Rice Field", "5 in a corner"),
               "ja": ("庭師", "隣接する田園1枚につき2点", "四隅にあれば5点")},
    "whispers": {"en": ("1 grey cards of each", "Each player is dealt 5.",
                        "7 points with 3 players"),
                 "ja": ("灰色のカード1枚", "各自に5枚ずつ", "3人なら7点")},
}
PRINTED_WORDS: dict[str, dict[str, tuple[str, ...]]] = {
    "citadels": {"en": ("All five colours (+3)", "First to 8 districts"),
                 "ja": ("5色そろった（+3）", "最初に8つ")},
    "naishi": {"en": ("New card 1",), "ja": ("新しいカード1",)},
    "whispers": {"en": ("Each player is dealt 6.", "2 grey cards"), "ja": ("各自に6枚",)},
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", sorted(VARIANTS))
def test_a_variants_reference_sheet_prints_the_content_in_force(game: str, lang: str) -> None:
    """Issue 36, Deliver 2: the rules and card reference of a variant names its characters
    and cards and states its numbers (the battery in tests/test_texts_in_force.py reads
    every variant's), with what the variant changes at the top."""
    v = explorer.Variant.from_dict(game, VARIANTS[game])
    page = handouts.reference_sheet(v, lang)
    seen = visible(page)
    for words in SAID[game][lang]:
        assert words in seen, words
    for words in PRINTED_WORDS[game][lang]:
        assert words not in seen, words
    for line in v.diff(lang=lang):
        assert html.escape(line) in page
    assert handouts.w("reference", lang) in page
    if lang == "ja":
        assert not ENGLISH.search(without_glosses(page).split(handouts.w("rules", lang))[1])


def test_the_printed_games_reference_is_the_student_sheets(tmp_path: Path) -> None:
    """Under the printed game, the reference sheet's sections are the lesson sheet's; a
    spare card or district no printed game deals is on neither."""
    for plan in PLANS:
        for lang in LANGS:
            student = sheet(plan, "student", lang)
            reference = handouts.reference_sheet(explorer.variant(plan.name), lang)
            for part in handouts.reference(plan, lang, explorer.variant(plan.name)):
                assert part in student and part in reference
            assert handouts.w("printed", lang) in reference
            assert not re.search(r"New (card|district) \d|新しい(カード|建物)\d", student)


def test_the_command_writes_a_variants_reference(tmp_path: Path) -> None:
    path = tmp_path / "variant.json"
    path.write_text(explorer.Variant.from_dict("whispers", VARIANTS["whispers"]).to_json(),
                    encoding="utf-8")
    assert main(["--out", str(tmp_path / "out"), "--no-pdf", "--variant", "whispers",
                 str(path)]) == 0
    written = sorted(p.relative_to(tmp_path / "out").as_posix()
                     for p in (tmp_path / "out").rglob("*.html"))
    assert written == [f"{paper}/{lang}/whispers-reference.html"
                       for paper in sorted(PAPERS) for lang in LANGS]
    letter = (tmp_path / "out" / "letter" / "ja" / "whispers-reference.html").read_text(
        encoding="utf-8")
    assert "size: Letter;" in letter and "各自に5枚ずつ" in letter


def test_a_bad_variant_file_gets_the_packages_error_in_its_language(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "variant.json"
    path.write_text('{"content": {"hand_size": 99}}', encoding="utf-8")
    assert main(["--out", str(tmp_path / "out"), "--no-pdf", "--variant", "whispers",
                 str(path), "--lang", "ja"]) == 2
    error = capsys.readouterr().err
    assert "hand_size" in error and CJK.search(error) and "Traceback" not in error
    assert main(["--out", str(tmp_path / "out"), "--no-pdf", "--variant", "whispers",
                 str(tmp_path / "missing.json"), "--lang", "ja"]) == 2
    error = capsys.readouterr().err
    assert "missing.json" in error and "読めません" in error and "Traceback" not in error
    assert not (tmp_path / "out").exists()
