"""Move text registered from Python into the JSON catalogues, the one source of the package's
text.

    python -m tools.extract_catalogues [PATH ...]   # move (files or folders; default explorer/)
    python -m tools.extract_catalogues --check      # list what is left to move; exit 1 if any

Every module-level `register_messages({key: (en, ja), ...})` and
`register_rules(rules_from_table({id: (title_en, title_ja, text_en, text_ja), ...}))` in a
module (the dictionary written out, or a module-level name bound to one) is read without
importing anything, added to the catalogues of the module's package folder
(`<folder>/locale/en.json` and `ja.json`, after the entries already there) and deleted from the
source, with the imports it leaves unused; a module left with nothing (a game's old `text.py`)
is deleted, with the `from . import text` lines of its package. A key already in a catalogue
with another text stops the run before anything is written. Run it again after merging work
that registered new messages in Python: it moves only what is still there.
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import subprocess
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "explorer"
LANGUAGES = ("en", "ja")
CALLS = {"register_messages", "register_rules"}


@dataclass
class Found:
    """The text registered from Python in one module, and the lines that register it."""

    path: Path
    messages: dict[str, tuple[str, ...]] = field(default_factory=dict)
    rules: dict[str, tuple[str, ...]] = field(default_factory=dict)
    spans: list[tuple[int, int]] = field(default_factory=list)  # 1-based, inclusive
    skipped: list[str] = field(default_factory=list)


def _bound_dicts(tree: ast.Module) -> dict[str, ast.stmt]:
    """Module-level names bound to a dictionary display."""
    bound: dict[str, ast.stmt] = {}
    for stmt in tree.body:
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1:
            target, value = stmt.targets[0], stmt.value
        elif isinstance(stmt, ast.AnnAssign) and stmt.value is not None:
            target, value = stmt.target, stmt.value
        else:
            continue
        if isinstance(target, ast.Name) and isinstance(value, ast.Dict):
            bound[target.id] = stmt
    return bound


def _uses(tree: ast.Module, name: str) -> int:
    return sum(isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, ast.Load)
               for n in ast.walk(tree))


def scan(path: Path) -> Found:
    """What `path` registers from Python, read from its syntax tree."""
    found = Found(path)
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    bound = _bound_dicts(tree)
    for stmt in tree.body:
        call = stmt.value if isinstance(stmt, ast.Expr) else None
        if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Name)
                and call.func.id in CALLS and len(call.args) == 1 and not call.keywords):
            continue
        arg = call.args[0]
        if call.func.id == "register_rules":
            if not (isinstance(arg, ast.Call) and isinstance(arg.func, ast.Name)
                    and arg.func.id == "rules_from_table" and len(arg.args) == 1):
                found.skipped.append(f"line {stmt.lineno}: register_rules of something else")
                continue
            arg = arg.args[0]
        spans = [(stmt.lineno, stmt.end_lineno or stmt.lineno)]
        if isinstance(arg, ast.Name) and arg.id in bound:
            assignment = bound[arg.id]
            if _uses(tree, arg.id) == 1:  # only here: the assignment goes too
                spans.append((assignment.lineno, assignment.end_lineno or assignment.lineno))
            arg = assignment.value if isinstance(assignment, ast.Assign | ast.AnnAssign) else arg
        try:
            table = ast.literal_eval(arg)
        except ValueError:
            found.skipped.append(f"line {stmt.lineno}: not a literal dictionary")
            continue
        width = len(LANGUAGES) * (2 if call.func.id == "register_rules" else 1)
        bad = [key for key, value in table.items()
               if not (isinstance(value, tuple) and len(value) == width
                       and all(isinstance(v, str) for v in value))]
        if bad:
            found.skipped.append(f"line {stmt.lineno}: entries of another shape: {bad[:3]}")
            continue
        target = found.rules if call.func.id == "register_rules" else found.messages
        for key, value in table.items():
            if key in target and target[key] != value:
                raise SystemExit(f"{path}: {key!r} is registered twice with different texts")
            target[key] = value
        found.spans.extend(spans)
    return found


def modules(paths: Iterable[Path]) -> Iterator[Path]:
    for path in paths:
        if path.is_dir():
            yield from sorted(p for p in path.rglob("*.py") if "__pycache__" not in p.parts)
        else:
            yield path


def folder_of(path: Path) -> Path:
    """The catalogue folder of a module: `locale/` beside it."""
    return path.parent / "locale"


def _read(file: Path) -> dict[str, Any]:
    if not file.exists():
        return {}
    data: dict[str, Any] = json.loads(file.read_text(encoding="utf-8"))
    return data


def spec_order(rule_id: str) -> list[list[tuple[int, int | str]]]:
    """A sort key for rule ids that compares their numbers as numbers (A2 before A11)."""
    return [[(0, int(run)) if run.isdigit() else (1, run) for run in re.findall(r"\d+|\D+", part)]
            for part in rule_id.split(".")]


def merge(folder: Path, found: list[Found]) -> dict[Path, dict[str, Any]]:
    """The catalogues of `folder` with `found` added (nothing written)."""
    out: dict[Path, dict[str, Any]] = {}
    for index, lang in enumerate(LANGUAGES):
        file = folder / f"{lang}.json"
        data = _read(file)
        messages: dict[str, str] = data.setdefault("messages", {})
        rules: dict[str, dict[str, str]] = data.get("rules", {})
        for item in found:
            for key, texts in item.messages.items():
                if messages.setdefault(key, texts[index]) != texts[index]:
                    raise SystemExit(f"{item.path}: {key!r} is already in {file} with "
                                     f"another text: move it by hand")
            for key, (title_en, title_ja, text_en, text_ja) in item.rules.items():
                entry = {"title": (title_en, title_ja)[index], "text": (text_en, text_ja)[index]}
                if rules.setdefault(key, entry) != entry:
                    raise SystemExit(f"{item.path}: rule {key!r} is already in {file} with "
                                     f"another text: move it by hand")
        if rules:  # in the spec's order: naishi.3.1 before naishi.12.1
            data["rules"] = dict(sorted(rules.items(), key=lambda item: spec_order(item[0])))
        out[file] = data
    return out


def without(source: str, spans: list[tuple[int, int]]) -> str:
    """`source` without the lines of `spans`, and without the blank lines they leave."""
    drop = {n for start, end in spans for n in range(start, end + 1)}
    lines = [line for n, line in enumerate(source.splitlines(keepends=True), 1) if n not in drop]
    text = re.sub(r"\n{4,}", "\n\n\n", "".join(lines))
    return text.rstrip("\n") + "\n"


def extract(paths: Iterable[Path]) -> list[Found]:
    """Move everything found under `paths`; return what was moved."""
    found = [f for f in map(scan, modules(paths)) if f.messages or f.rules or f.skipped]
    for item in found:
        for reason in item.skipped:
            print(f"{item.path.relative_to(ROOT)}: left in place, {reason}", file=sys.stderr)
    moving = [f for f in found if f.spans]
    by_folder: dict[Path, list[Found]] = {}
    for item in moving:
        by_folder.setdefault(folder_of(item.path), []).append(item)
    catalogues = {file: data for folder, items in by_folder.items()
                  for file, data in merge(folder, items).items()}
    for file, data in catalogues.items():  # every merge succeeded: now write
        file.parent.mkdir(exist_ok=True)
        file.write_text(json.dumps(data, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    for item in moving:
        item.path.write_text(without(item.path.read_text(encoding="utf-8"), item.spans),
                             encoding="utf-8")
        print(f"{item.path.relative_to(ROOT)}: {len(item.messages)} messages, "
              f"{len(item.rules)} rules -> {folder_of(item.path).relative_to(ROOT)}/")
    if moving:  # the registering imports are unused now
        subprocess.run([sys.executable, "-m", "ruff", "check", "--fix", "--select", "F401",
                        "--quiet", *(str(f.path) for f in moving)], check=False, cwd=ROOT)
    for item in moving:
        if is_empty(item.path):
            remove_module(item.path)
    return moving


def is_empty(path: Path) -> bool:
    """Whether a module is left with nothing but its docstring and `__future__` import."""
    body = ast.parse(path.read_text(encoding="utf-8")).body
    return all((isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))
               or (isinstance(s, ast.ImportFrom) and s.module == "__future__") for s in body)


def remove_module(path: Path) -> None:
    """Delete an emptied module (a game's old `text.py`) and the imports of it in its package
    that were there only to register its text."""
    path.unlink()
    imported = re.compile(rf"^from \. import {re.escape(path.stem)}( as \w+)?(\s*#.*)?\n",
                          re.MULTILINE)
    for sibling in sorted(path.parent.glob("*.py")):
        source = sibling.read_text(encoding="utf-8")
        if imported.search(source):
            sibling.write_text(imported.sub("", source), encoding="utf-8")
            print(f"{sibling.relative_to(ROOT)}: no longer imports {path.stem}")
        if re.search(rf"^from \.{re.escape(path.stem)} import", source, re.MULTILINE):
            print(f"{sibling.relative_to(ROOT)}: still imports from {path.stem}: fix by hand",
                  file=sys.stderr)
    print(f"{path.relative_to(ROOT)}: nothing left, deleted")


def pending(paths: Iterable[Path] = (PACKAGE,)) -> list[Found]:
    """The modules that still register text from Python."""
    return [f for f in map(scan, modules(paths)) if f.messages or f.rules or f.skipped]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("paths", nargs="*", type=Path, default=[PACKAGE])
    parser.add_argument("--check", action="store_true", help="only list what is left to move")
    args = parser.parse_args(argv)
    paths = [p.resolve() for p in args.paths]
    if args.check:
        left = pending(paths)
        for item in left:
            print(f"{item.path.relative_to(ROOT)}: {len(item.messages)} messages, "
                  f"{len(item.rules)} rules registered from Python")
        return 1 if left else 0
    extract(paths)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
