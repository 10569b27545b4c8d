"""One place for each printed fact of 王宮のささやき (issue 36, Deliver 3): the hand size, the
grey copies, the characters' effects and the King cards live in `content.py` (the names and
cards in `cards.py`), the target scores and court points in the options' defaults
(`state.WhispersOptions`); no other module defines one again or special-cases a printed
character."""

from __future__ import annotations

import ast
from pathlib import Path

import explorer.games.whispers as package
from explorer.games.whispers.content import PUBLISHED
from explorer.games.whispers.state import WhispersOptions

ROOT = Path(package.__file__).parent
#: Every module but the homes of the printed numbers (`content.py`, the options' `state.py`),
#: and every module but the homes of the characters (`cards.py`) and their effects.
MODULES = sorted(p for p in ROOT.rglob("*.py") if p.name not in {"content.py", "state.py"})
RULE_MODULES = sorted(p for p in ROOT.rglob("*.py") if p.name not in {"content.py", "cards.py"})
#: The printed values that must not be written again as a module's constant.
PRINTED = [PUBLISHED.hand_size, WhispersOptions().target_scores,
           dict(zip((3, 4, 5), WhispersOptions().target_scores, strict=True))]
#: Names the printed facts went by before they were content.
OLD_NAMES = {"HAND_SIZE", "TARGET_SCORE", "KING_CHARACTERS", "EFFECT_RULE"}


def _constants(tree: ast.Module) -> list[tuple[str, object]]:
    """Each module-level `NAME = literal` of the module."""
    found = []
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else (
            [node.target] if isinstance(node, ast.AnnAssign) and node.value else [])
        value = getattr(node, "value", None)
        for target in targets:
            if isinstance(target, ast.Name) and value is not None:
                try:
                    found.append((target.id, ast.literal_eval(value)))
                except ValueError:
                    continue
    return found


def test_modules_are_found() -> None:
    names = {p.name for p in MODULES}
    assert {"kernel.py", "bots.py", "play.py", "round_end.py", "graph.py", "cards.py"} <= names
    assert {"kernel.py", "state.py"} <= {p.name for p in RULE_MODULES}


def test_no_module_defines_a_printed_number_again() -> None:
    doubles = [(p.name, name) for p in MODULES
               for name, value in _constants(ast.parse(p.read_text(encoding="utf-8")))
               if any(value == printed and type(value) is type(printed)
                      for printed in PRINTED) or name in OLD_NAMES]
    assert not doubles


def test_no_rule_special_cases_a_printed_character() -> None:
    """The rule book, the kernel, the bots and the graph dispatch on a character's effect
    and on the King cards' content, never on a character's name."""
    named = [(p.name, node.lineno, node.attr) for p in RULE_MODULES
             for node in ast.walk(ast.parse(p.read_text(encoding="utf-8")))
             if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
             and node.value.id == "Character" and node.attr.isupper()]
    assert not named


def test_the_views_special_case_no_printed_character() -> None:
    """The board's view (`viz/whispers.py`) reads what a King card does and who carries an
    effect from the content, never from a character's name (it once wrote "no Jester may be
    played" for King: Jester and took the Wizard's rule for any exchange)."""
    view = ROOT.parent.parent / "viz" / "whispers.py"
    named = [(node.lineno, node.attr)
             for node in ast.walk(ast.parse(view.read_text(encoding="utf-8")))
             if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
             and node.value.id == "Character" and node.attr.isupper()]
    assert not named
