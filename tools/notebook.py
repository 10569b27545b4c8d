"""Write a lesson notebook, in three builds, from a list of cells: `("md", english, japanese)`
or `("py", code)`.

A prose cell holds each language apart; a code cell is shared and reads `LANG`, which the
lesson's first code cell sets (`LANG = "en"`), so every output, check, log, graph and plot
follows that one line. `write` makes:

- `notebooks/<name>`: the bilingual build (each prose cell's English, then its Japanese; a
  heading shared by both reads "English · 日本語"), with `LANG = "en"`;
- `notebooks/en/<name>`: English prose, `LANG = "en"`;
- `notebooks/ja/<name>`: Japanese prose, `LANG = "ja"`.

Notebooks are stored without outputs and with a kernelspec, so they open without a kernel
dialog and run clean in CI. Used by the `tools/lessons/*.py` scripts that hold each lesson's
text; edit those, then run `python tools/lessons/<name>.py`.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Sequence
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parents[1]
#: The builds: the folder under `notebooks/` ("" for the bilingual one), its prose and `LANG`.
BUILDS = {"both": ("", "en"), "en": ("en", "en"), "ja": ("ja", "ja")}
#: The line every lesson's first code cell starts with; each build sets its own value.
LANG_LINE = 'LANG = "en"'
HEADING = re.compile(r"(#+) (.*)")


def _sections(text: str) -> list[tuple[str | None, str]]:
    """A prose cell cut at its headings: (heading line or None, the text under it)."""
    parts: list[tuple[str | None, str]] = []
    heading: str | None = None
    body: list[str] = []
    fenced = False
    for line in text.split("\n"):
        fenced ^= line.startswith("```")
        if not fenced and HEADING.fullmatch(line):
            if heading is not None or any(b.strip() for b in body):
                parts.append((heading, "\n".join(body).strip("\n")))
            heading, body = line, []
        else:
            body.append(line)
    parts.append((heading, "\n".join(body).strip("\n")))
    return parts


def _joined_heading(english: str, japanese: str) -> str:
    """"## 1. The cards" and "## 1. カード" make "## 1. The cards · カード": what both
    start with (the hashes, a number, a game's name) is said once."""
    if japanese.lstrip("# ") in english:
        return english  # "# 王宮のささやき · Whispers in the Palace" says it already
    common = 0
    while (common < min(len(english), len(japanese))
           and english[common] == japanese[common]):
        common += 1
    while common and japanese[common - 1] not in " —":  # back to a word's start
        common -= 1
    rest = japanese[common:].strip()
    return english if not rest else f"{english} · {rest}"


def bilingual(english: str, japanese: str) -> str:
    """One prose cell for the bilingual build: under each heading, the English then the
    Japanese; headings the two share (the same levels, in the same order) are joined."""
    en, ja = _sections(english), _sections(japanese)
    if [(h or "").split(" ")[0] for h, _ in en] != [(h or "").split(" ")[0] for h, _ in ja]:
        return f"{english}\n\n{japanese}"  # not the same headings: one language, then the other
    blocks = []
    for (en_heading, en_body), (ja_heading, ja_body) in zip(en, ja, strict=True):
        if en_heading is not None and ja_heading is not None:
            blocks.append(_joined_heading(en_heading, ja_heading))
        blocks += [b for b in (en_body, ja_body) if b]
    return "\n\n".join(blocks)


def loading_line(english: str, japanese: str) -> tuple[str, str]:
    """What a lesson says while Voila runs it, to append to its first prose cell's English and
    Japanese. Voila hides the page until the last cell has run, showing only its own English
    "Executing 3 of 46" (a minute and more on a loaded server); the first prose cell reaches
    the page before any code runs, so a style there puts a line in the build's language in
    that place at once: the English fills the loading text's ::before, the Japanese its
    ::after, so the bilingual build shows both. JupyterLab has no such element: nothing shows."""
    def style(text: str, where: str) -> str:
        return ('\n\n<style>#loading_text { font-size: 0; } '
                f'#loading_text::{where} {{ content: "{text}"; display: block; '
                'font-size: 1.25rem; margin: 0.4em 0; }</style>')
    return style(english, "before"), style(japanese, "after")


def build_cells(cells: Sequence[tuple[str, ...]], build: str) -> list[tuple[str, str]]:
    """The cells of one build (`both`, `en` or `ja`) as (`markdown` or `code`, source)."""
    lang = BUILDS[build][1]
    made: list[tuple[str, str]] = []
    first_code = True
    for kind, *texts in cells:
        if kind == "md":
            english, japanese = (t.strip("\n") for t in texts)
            text = {"both": bilingual(english, japanese), "en": english, "ja": japanese}[build]
            made.append(("markdown", text))
        elif kind == "py":
            (code,) = texts
            code = code.strip("\n")
            if first_code:
                if not code.startswith(LANG_LINE):
                    raise ValueError(f"a lesson's first code cell starts with {LANG_LINE!r}")
                code = f'LANG = "{lang}"' + code[len(LANG_LINE):]
                first_code = False
            made.append(("code", code))
        else:
            raise ValueError(f"unknown cell kind {kind!r}")
    return made


def write(name: str, cells: Sequence[tuple[str, ...]]) -> list[Path]:
    """Write the three builds of one lesson; returns their paths."""
    paths = []
    for build, (folder, _lang) in BUILDS.items():
        nb = nbformat.v4.new_notebook()
        nb.metadata["kernelspec"] = {
            "name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python",
        }
        nb.metadata["language_info"] = {"name": "python"}
        for kind, text in build_cells(cells, build):
            nb.cells.append(nbformat.v4.new_markdown_cell(text) if kind == "markdown"
                            else nbformat.v4.new_code_cell(text))
        for index, cell in enumerate(nb.cells):
            cell["id"] = f"{Path(name).stem}-{index:02d}"
        path = ROOT / "notebooks" / folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        nbformat.write(nb, path)
        print(f"wrote {path.relative_to(ROOT)} ({len(nb.cells)} cells)", file=sys.stderr)
        paths.append(path)
    return paths
