"""Printable handouts for the three lesson plans of `docs/teaching.md`: per plan a student sheet
(the exercises with space to answer, no answers) and an answer key (the answers and why), as
HTML and PDF, from the same exercise data as the notebooks (`tools/lessons/exercises.py`).

HTML comes from nbconvert (a notebook of markdown cells, nothing executed); the PDF from
Debian's headless Chromium (`--print-to-pdf`), which needs no network and no browser download.

    python -m tools.handouts [--out handouts] [--no-pdf]
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import nbformat
from nbconvert import HTMLExporter

from tools.lessons import exercises as ex

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = ("chromium", "chromium-browser", "google-chrome")


@dataclass(frozen=True)
class Plan:
    """One lesson plan of the teacher's guide, as the handouts need it."""

    name: str
    title_en: str
    title_ja: str
    notebook: str
    scenarios: tuple[str, ...]
    exercises: tuple[ex.Exercise, ...]


PLANS: tuple[Plan, ...] = (
    Plan("naishi", "Scoring as design (Naishi)", "デザインとしての得点（内侍）", "naishi.ipynb",
         ("rulebook_example", "decree_swap", "declare_wins", "two_piles"),
         (ex.NAISHI_SCORE, ex.NAISHI_WHAT_IF, ex.NAISHI_DECLARE)),
    Plan("citadels", "Information and deduction (Citadels)", "情報と推理（あやつり人形）",
         "citadels.ipynb",
         ("thief_robs_king", "killed_king", "bishop_shield", "eighth_district"),
         (ex.CITADELS_SEAT2, ex.CITADELS_SEAT4)),
    Plan("whispers", "Turn order as a mechanism (Whispers in the Palace)",
         "仕組みとしての手番順（王宮のささやき）", "whispers.ipynb",
         ("worked_example", "grey_tie", "palace_whisper", "full_court", "jester_king"),
         (ex.WHISPERS_FIRST, ex.WHISPERS_GREY, ex.WHISPERS_COLOUR, ex.WHISPERS_END)),
)

PRINT_CSS = """<style>
@page { size: A4; margin: 16mm; }
body { font-family: "Noto Sans CJK JP", "Noto Sans", sans-serif; }
.jp-InputArea-prompt, .prompt { display: none !important; }
.answer-space { border-bottom: 1px solid #888; height: 2.2em; margin-bottom: 1.2em; }
.exercise { page-break-inside: avoid; }
</style>"""


def _header(plan: Plan, key: bool) -> str:
    kind = ("Answer key · 解答", "for the teacher · 先生用") if key else \
        ("Student sheet · 生徒用シート", "Name · 名前: ______________________")
    scenarios = ", ".join(f"`{s}`" for s in plan.scenarios)
    instructions = (
        "Each answer with the reasoning to give the class. · 各問の答えと、クラスに伝える理由。"
        if key else
        "Write each answer below, then enter it in the lesson's answer box and press Check. · "
        "答えを下に書き、レッスンの解答欄に入力して「答え合わせ」を押して確かめましょう。")
    return f"""# {plan.title_en} · {plan.title_ja}

**{kind[0]}** — {kind[1]}

Notebook · ノートブック: `notebooks/{plan.notebook}` · Scenarios · 場面: {scenarios}

{instructions}
"""


def _exercise(exercise: ex.Exercise, key: bool) -> str:
    text = (f"<div class='exercise'>\n\n### {exercise.name}\n\n{exercise.question_en}\n\n"
            f"{exercise.question_ja}\n\n")
    if key:
        text += (f"**Answer · 答え:** `{exercise.answer}`\n\n{exercise.why_en}\n\n"
                 f"{exercise.why_ja}\n\n")
    else:
        text += "<div class='answer-space'></div>\n\n"
    return text + "</div>"


def sheet(plan: Plan, *, key: bool) -> nbformat.NotebookNode:
    """The handout as a notebook of markdown cells (what nbconvert turns into HTML)."""
    notebook = nbformat.v4.new_notebook()
    notebook.metadata["title"] = f"{plan.title_en} · {plan.title_ja}"
    cells = [_header(plan, key)] + [_exercise(e, key) for e in plan.exercises]
    notebook.cells = [nbformat.v4.new_markdown_cell(c) for c in cells]
    return notebook


def to_html(notebook: nbformat.NotebookNode) -> str:
    exporter = HTMLExporter(template_name="classic")
    exporter.mathjax_url = ""  # nothing to typeset, and nothing fetched from the network
    body, _ = exporter.from_notebook_node(notebook)
    return body.replace("</head>", PRINT_CSS + "</head>", 1)


def find_chromium() -> str | None:
    for name in CHROMIUM:
        found = shutil.which(name)
        if found:
            return found
    return None


def to_pdf(html_path: Path, pdf_path: Path, chromium: str) -> None:
    """Print an HTML file to PDF with headless Chromium (a fresh profile, no network use)."""
    with tempfile.TemporaryDirectory() as profile:
        result = subprocess.run(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu",
             "--disable-background-networking", "--disable-component-update", "--disable-sync",
             "--no-first-run", "--no-pdf-header-footer", f"--user-data-dir={profile}",
             f"--print-to-pdf={pdf_path}", html_path.resolve().as_uri()],
            capture_output=True, text=True, timeout=180,
        )
    if result.returncode != 0 or not pdf_path.exists():
        raise RuntimeError(f"chromium could not print {html_path.name}: {result.stderr[-800:]}")


def build(out: Path, *, pdf: bool = True) -> list[Path]:
    """Write every handout into `out`; returns the files written."""
    out.mkdir(parents=True, exist_ok=True)
    chromium = find_chromium() if pdf else None
    if pdf and chromium is None:
        raise SystemExit("PDF handouts need Chromium: sudo apt-get install chromium "
                         "(or run with --no-pdf for HTML only)")
    written = []
    for plan in PLANS:
        for key in (False, True):
            html_path = out / f"{plan.name}-{'key' if key else 'student'}.html"
            html_path.write_text(to_html(sheet(plan, key=key)), encoding="utf-8")
            written.append(html_path)
    if chromium is not None:
        pdfs = [path.with_suffix(".pdf") for path in written]
        # A few browsers at once: each is a separate process, so no widget, no shared state.
        with ThreadPoolExecutor(max_workers=3) as pool:
            list(pool.map(lambda pair: to_pdf(*pair, chromium), zip(written, pdfs,
                                                                     strict=True)))
        written += pdfs
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "handouts")
    parser.add_argument("--no-pdf", action="store_true", help="HTML only")
    args = parser.parse_args(argv)
    for path in build(args.out, pdf=not args.no_pdf):
        print(path.relative_to(args.out.parent) if path.is_relative_to(args.out.parent)
              else path, file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
