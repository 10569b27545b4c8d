"""The design questions answered from a shell, and their answers as a table:
`python -m explorer.simulate ask [KEY ...] --games N --seed S [--both] [--table] [--json]`.

`docs/design-lab.md` section 6 prints the table this command makes (`--both --table`): each
question's figures under the heuristic and the strong bot, with the intervals `ask` shows
(Bonferroni-adjusted for the figures of one answer) and whether the conclusion holds under
both.

This module imports only the engine and `explorer.simulate`.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

from ..engine import ExplorerError, Message
from ..engine.cli import CommandLine
from ..engine.i18n import LANGUAGES, command_line_languages, tr
from .confidence import Judged
from .questions import (
    CLASS_QUESTIONS,
    QUESTIONS,
    STRENGTHS,
    Strengths,
    ask,
    ask_both,
    conclusion,
    question,
)

__all__ = ["main", "table", "table_rows"]


def _cell(key: str, j: Judged, lang: str) -> str:
    """A judged figure in a table cell: its change and adjusted interval, then its verdict."""
    unit = "%" if key in ("score", "length") else tr("answers.pt", lang)
    e = j.value
    shown = f"{100 * e.value:+.1f} [{100 * e.low:+.1f}, {100 * e.high:+.1f}] {unit}"
    return tr("answers.cell", lang, figure=shown, verdict=tr(f"answers.{j.verdict}", lang))


def _figure(key: str, lang: str) -> str:
    if key.isdigit():
        return tr("question.name.players", lang, players=int(key))
    return tr(f"question.name.{key}", lang)


def table_rows(found: Strengths, lang: str = "en") -> list[str]:
    """One markdown row per figure of `found` shown under every bot: the question (first row
    only) and its games a side, the figure, each bot's cell, and whether the conclusion holds
    under all of them."""
    judged = {bot: answer.judged() for bot, answer in found.answers.items()}
    n = min(answer.n for answer in found.answers.values())
    rows = []
    for i, (key, same) in enumerate(found.holds().items()):
        head = tr("answers.head", lang, title=found.question.title, n=n) if i == 0 else ""
        if same:
            c = conclusion(next(iter(judged.values()))[key])
            verdict = tr("answers.holds", lang,
                         conclusion=Message(f"question.conclusion.{c}"))
        else:
            verdict = tr("answers.differs", lang)
        cells = [_cell(key, j[key], lang) for j in judged.values()]
        rows.append("| " + " | ".join([head, _figure(key, lang), *cells, verdict]) + " |")
    return rows


def table(answers: Sequence[Strengths], lang: str = "en") -> str:
    """The markdown table of several questions asked with the same bots (`table_rows`)."""
    bots = list(answers[0].answers) if answers else list(STRENGTHS)
    head = [tr("answers.question", lang), tr("answers.figure", lang), *bots,
            tr("answers.both", lang)]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for found in answers:
        lines += table_rows(found, lang)
    return "\n".join(lines)


def _parser(langs: Sequence[str]) -> argparse.ArgumentParser:
    def described(key: str, **params: Any) -> str:
        return " / ".join(tr(f"answers.help.{key}", lang, **params) for lang in langs)

    parser = CommandLine(prog="python -m explorer.simulate ask", langs=langs,
                         description=described("description"))
    known = ", ".join([*QUESTIONS, *CLASS_QUESTIONS])
    parser.add_argument("questions", nargs="*", metavar="KEY",
                        help=described("questions", known=known))
    parser.add_argument("--games", type=int, default=100, help=described("games"))
    parser.add_argument("--seed", type=int, default=0, help=described("seed"))
    parser.add_argument("--workers", type=int, default=1, help=described("workers"))
    parser.add_argument("--both", action="store_true", help=described("both"))
    parser.add_argument("--strengths", default=",".join(STRENGTHS),
                        help=described("strengths"))
    parser.add_argument("--table", action="store_true", help=described("table"))
    parser.add_argument("--lang", choices=LANGUAGES,
                        help=" / ".join(tr("cli.help.lang", lang) for lang in langs))
    parser.add_argument("--json", action="store_true", help=described("json"))
    return parser


def main(argv: list[str] | None = None) -> int:
    """`python -m explorer.simulate ask ...`: each question answered (by the heuristic, or
    with `--both` by every bot of `--strengths`), as text, a markdown table or JSON lines."""
    langs, rest = command_line_languages(sys.argv[1:] if argv is None else argv)
    args = _parser(langs).parse_args(rest)
    lang = langs[0] if len(langs) == 1 else "en"
    keys = args.questions or list(QUESTIONS)
    run: dict[str, Any] = {"seed": args.seed, "workers": args.workers,
                           "progress": not (args.json or args.table)}
    found: list[Strengths] = []
    try:
        for key in keys:
            if args.both or args.table:
                bots = [b.strip() for b in args.strengths.split(",") if b.strip()]
                found.append(ask_both(key, args.games, strengths=bots, **run))
            else:
                found.append(Strengths(question(key), {"heuristic": ask(key, args.games, **run)}))
            _print(found[-1], args, lang)
    except ExplorerError as exc:  # argparse's way: the usage, the reason, exit status 2
        _parser(langs).error("\n".join(exc.in_language(each) for each in langs))
    if args.table:
        print(table(found, lang))
    return 0


def _print(found: Strengths, args: argparse.Namespace, lang: str) -> None:
    """One question's answer as it comes: JSON (each bot's `to_dict` and what holds) or text
    (nothing with `--table`, which prints once every question is answered)."""
    if args.json:
        print(json.dumps({"question": found.question.key, "holds": found.holds(),
                          "answers": {b: a.to_dict() for b, a in found.answers.items()}},
                         ensure_ascii=False))
    elif not args.table:
        text = found.to_text(lang) if len(found.answers) > 1 else \
            next(iter(found.answers.values())).to_text(lang)
        print(text + "\n")
    sys.stdout.flush()
