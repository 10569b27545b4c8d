"""One place for each printed fact of Naishi (issue 36, point 3).

The printed game's numbers live in `content.py` (its tables, the copies) and `cards.py` (the
card list, the Mountains' copies). This test reads the source of every other Naishi module
(the package, its viz and widget) and fails on a printed number written again there: a
literal table equal to a printed one, a card repeated a literal number of times, a threshold
compared or subtracted as a literal (the Ronin's 8), or a number only the printed cards have
(the 16 Mountains, the 34 Development cards, the Naishi's 12…). A new double fails it too:
it looks at the code's shape, not at a list of known lines.
"""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pytest

from explorer.games.naishi import content as k
from explorer.games.naishi.scoring import ronin_least

ROOT = Path(__file__).resolve().parents[2] / "explorer"
DATA = {"content.py", "cards.py"}
SOURCES = sorted(
    [p for p in (ROOT / "games" / "naishi").rglob("*.py") if p.name not in DATA]
    + [ROOT / "viz" / "naishi.py", ROOT / "widgets" / "naishi.py"]
)


def _tables() -> set[tuple[int, ...]]:
    out: set[tuple[int, ...]] = {k.RONIN_POINTS, k.TORII_POINTS, k.MOUNTAIN_POINTS}
    for f in dataclasses.fields(k.PUBLISHED):
        if f.name in k.CHOICES:
            continue
        value = getattr(k.PUBLISHED, f.name)
        if isinstance(value, tuple):
            out.add(value)
            if len(value) == 10:
                out.update({value[:5], value[5:]})
    return {t for t in out if len(set(t)) > 1}


#: Numbers no geometry, bit mask or bound shares: only a printed card can mean them.
def _distinctive() -> set[int]:
    every: set[int] = set()
    for f in dataclasses.fields(k.PUBLISHED):
        if f.name in k.CHOICES:  # words, not numbers
            continue
        value = getattr(k.PUBLISHED, f.name)
        every.update(value if isinstance(value, tuple) else (value,))
    every.update((*k.RONIN_POINTS, *k.TORII_POINTS, *k.MOUNTAIN_POINTS))
    every.update((k.MOUNTAINS, k.PUBLISHED.size))
    # 10 is the cells of a territory, 15 and 16 bit masks and widths, 6 a pile: shared (a
    # literal Mountain count is caught by its shape instead).
    return {abs(n) for n in every} - {0, 1, 2, 3, 4, 5, 6, 8, 10, 15, 16}


def _number(node: ast.AST) -> int | None:
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return node.value
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        inner = _number(node.operand)
        return None if inner is None else -inner
    return None


def _doubles(tree: ast.AST) -> list[str]:
    tables, distinctive, least = _tables(), _distinctive(), ronin_least()
    masks = (ast.LShift, ast.RShift, ast.BitAnd, ast.BitOr)
    shifted = {id(n) for node in ast.walk(tree)
               if isinstance(node, ast.BinOp) and isinstance(node.op, masks)
               for n in (node.left, node.right)}
    found: list[str] = []
    for node in ast.walk(tree):
        line = getattr(node, "lineno", 0)
        if isinstance(node, (ast.Tuple, ast.List)):
            numbers = tuple(_number(e) for e in node.elts)
            if len(numbers) > 1 and None not in numbers and numbers in tables:
                found.append(f"line {line}: a printed table {numbers}")
        elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult):
            count = _number(node.right)
            if count is not None and count > 1 and "MOUNTAIN" in ast.unparse(node.left):
                found.append(f"line {line}: {count} Mountains")
        elif isinstance(node, ast.Compare) or (
                isinstance(node, ast.BinOp) and isinstance(node.op, ast.Sub)):
            parts = node.comparators if isinstance(node, ast.Compare) else [node.right]
            # (A bound on a cache's size, `len(...) > 8`, is no threshold of the rules.)
            if any(_number(p) == least for p in parts) and "len(" not in ast.unparse(node):
                found.append(f"line {line}: the Ronin's threshold {least}")
        elif isinstance(node, ast.Assign) and (_number(node.value) or 0) > 1 and any(
                "MOUNTAIN" in ast.unparse(target).upper() for target in node.targets):
            found.append(f"line {line}: a number of Mountains")
        elif isinstance(node, ast.Constant) and type(node.value) is int \
                and node.value in distinctive and id(node) not in shifted:
            found.append(f"line {line}: the printed number {node.value}")
    return found


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: p.name)
def test_no_module_but_the_data_writes_a_printed_number(path: Path) -> None:
    found = _doubles(ast.parse(path.read_text(encoding="utf-8")))
    assert not found, f"{path.relative_to(ROOT)} repeats a printed fact: {found}"


@pytest.mark.parametrize("source", [
    "RONIN = (8, 15, 45)",                                   # a copied table
    "def f(n, t):\n    return t[n - 8] if n >= 8 else 0",    # the Ronin's threshold
    "HAND = (Card.MOUNTAIN,) * 3",                           # a count of Mountains
    "DECK = 34",                                             # the deck's size
    "line = [Card.MOUNTAIN] * 16",
    "MOUNTAINS = 16",
    "points = {'naishi': 12}",
])
def test_the_check_finds_a_new_double(source: str) -> None:
    assert _doubles(ast.parse(source))


def test_the_mountains_and_the_ronin_threshold_come_from_the_data() -> None:
    from explorer.games.naishi.cards import CARDS, Card
    from explorer.games.naishi.scoring import ronin_points

    assert k.MOUNTAINS == CARDS[Card.MOUNTAIN].copies == 16
    assert k.HAND_MOUNTAINS == 3 and k.SUPPLY_MOUNTAINS == 6
    assert ronin_least() == 8
    assert [ronin_points(n) for n in (7, 8, 9, 10)] == [0, *k.RONIN_POINTS]
