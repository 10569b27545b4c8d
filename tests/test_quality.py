"""Static checks: the package is clean under `mypy --strict` (pyproject.toml says which untyped
libraries are let through); the package and tests pass ruff; the import contracts in
pyproject.toml hold (layers engine <- games <- viz <- widgets <- plug-ins, games independent, no
cycle between sibling modules); no function in the package is longer than 60 lines;
every `type: ignore` names its error code and says why."""

from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True)


def test_the_package_is_clean_under_mypy_strict() -> None:
    result = run("mypy", "--strict", "--no-incremental", "explorer")
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_finds_nothing() -> None:
    result = run("ruff", "check", "--no-cache", "explorer", "tests", "tools", "notebooks")
    assert result.returncode == 0, result.stdout + result.stderr


def test_import_contracts_hold() -> None:
    # This checkout first on the path, so that the contracts judge it and not an installed copy.
    path = os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH")) if p)
    result = subprocess.run(
        [str(Path(sys.executable).with_name("lint-imports")), "--no-cache", "--no-logo"],
        cwd=ROOT, capture_output=True, text=True, env={**os.environ, "PYTHONPATH": path},
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout


#: The longest a function may be, from its `def` line to its last line.
MAX_FUNCTION_LINES = 60


def long_functions(root: Path, base: Path = ROOT) -> list[str]:
    """Every function or method under `root` longer than `MAX_FUNCTION_LINES`, as
    "path:line name (n lines)", the path relative to `base`."""
    found = []
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                length = (node.end_lineno or node.lineno) - node.lineno + 1
                if length > MAX_FUNCTION_LINES:
                    found.append(f"{path.relative_to(base)}:{node.lineno} {node.name} "
                                 f"({length} lines)")
    return found


def test_no_function_is_longer_than_60_lines() -> None:
    assert long_functions(ROOT / "explorer") == []


def test_the_length_check_finds_a_long_function(tmp_path: Path) -> None:
    body = "".join(f"    x{i} = {i}\n" for i in range(MAX_FUNCTION_LINES))
    package = tmp_path / "long"
    package.mkdir()
    (package / "mod.py").write_text(f"def short():\n    pass\n\n\ndef long():\n{body}")
    found = [line.split(" ")[1] for line in long_functions(package, tmp_path)]
    assert found == ["long"]


#: `# type: ignore[code]  # why`: an error code, then the reason in a comment of its own.
IGNORE_WITH_REASON = re.compile(r"# type: ignore\[[a-z-]+(, *[a-z-]+)*\] +# \S")


def ignores_without_reason(*folders: Path) -> list[str]:
    """Every `type: ignore` under `folders` that does not name its error code and say why
    (this file, whose examples below are meant to be caught, aside)."""
    found = []
    for folder in folders:
        for path in sorted(p for p in folder.rglob("*.py") if p != Path(__file__)):
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if "# type: ignore" in line and not IGNORE_WITH_REASON.search(line):
                    found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    return found


def test_every_type_ignore_names_its_code_and_says_why() -> None:
    assert ignores_without_reason(ROOT / "explorer", ROOT / "tests", ROOT / "tools") == []
    # The pattern refuses a bare ignore and one without a reason.
    assert not IGNORE_WITH_REASON.search("x = f()  # type: ignore[arg-type]")
    assert not IGNORE_WITH_REASON.search("x = f()  # type: ignore  # why")
    assert IGNORE_WITH_REASON.search("x = f()  # type: ignore[arg-type]  # on purpose")


def test_views_take_values_not_matches() -> None:
    # Views only render: a state (a seat's view) or what the game worked out from a match
    # (explorer.games.citadels.deduction, explorer.games.whispers.explain), never the match.
    found = []
    for path in sorted((ROOT / "explorer" / "viz").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                arguments = node.args.posonlyargs + node.args.args + node.args.kwonlyargs
                found += [f"{path.name}:{node.name}({a.arg})" for a in arguments
                          if a.annotation is not None and "Match" in ast.unparse(a.annotation)]
    assert found == []
