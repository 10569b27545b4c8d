"""One place for each printed fact of 王宮のささやき (issue 36, Deliver 3): the hand size, the
grey copies, the characters' effects and the King cards live in `content.py` (the names and
cards in `cards.py`), the target scores and court points in the options' defaults
(`state.WhispersOptions`); no other module defines one again or special-cases a printed
character."""

from __future__ import annotations

import ast
import dataclasses
import itertools
from pathlib import Path

import explorer.games.whispers as package
from explorer import Match, Variant
from explorer.engine import load_game
from explorer.games.whispers import kernel as whispers_kernel
from explorer.games.whispers.cards import CARD_CHARACTER, Character
from explorer.games.whispers.content import (
    COURT_SCORERS,
    EFFECT_KINDS,
    KIND_RULE,
    PRINTED_EFFECTS,
    PRINTED_KINGS,
    PUBLISHED,
    WHISPER_SCORERS,
    KingCard,
)
from explorer.games.whispers.positions import position
from explorer.games.whispers.rules import play as reference_play
from explorer.games.whispers.rules.round_end import round_points
from explorer.games.whispers.state import EndKind, Phase, WhispersOptions

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


# -- the printed game written in the vocabulary (issue 36, Deliver 1) ---------------------------

#: The printed content's names: only `content.py` reads what they hold.
PRINTED_CONTENT = {"PUBLISHED", "PRINTED_EFFECTS", "PRINTED_KINGS"}


def _printed_reads(tree: ast.Module) -> list[tuple[int, str]]:
    """Where a module reads the printed content (`PUBLISHED.hand_size`, `PRINTED_KINGS`…)
    rather than the content in force: the printed content may only be a default (`PUBLISHED`
    alone, as a parameter's or a field's default or a cache's first entry); a character named
    by a literal (`Character["MAID"]`, `Character(2)`) is a special case too."""
    found = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                and node.value.id in PRINTED_CONTENT):
            found.append((node.lineno, f"{node.value.id}.{node.attr}"))
        elif isinstance(node, ast.Name) and node.id in PRINTED_CONTENT - {"PUBLISHED"}:
            found.append((node.lineno, node.id))
        elif (isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name)
              and node.value.id == "Character" and isinstance(node.slice, ast.Constant)):
            found.append((node.lineno, f"Character[{node.slice.value!r}]"))
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
              and node.func.id == "Character" and node.args
              and isinstance(node.args[0], ast.Constant)):
            found.append((node.lineno, f"Character({node.args[0].value!r})"))
    return found


def test_no_module_special_cases_the_printed_content() -> None:
    """The rule book, the kernel, the bots, the positions and the texts read the content in
    force; none compares it with the printed one (the kernel once scored a round end itself
    only while `whisper_scorer` and `court_scorer` were `PUBLISHED`'s)."""
    found = {p.name: _printed_reads(ast.parse(p.read_text(encoding="utf-8")))
             for p in RULE_MODULES}
    assert {name: reads for name, reads in found.items() if reads} == {}


def test_the_printed_content_check_finds_a_special_case() -> None:
    planted = ast.parse("S = {1: PUBLISHED.whisper_scorer}\nK = dict(PRINTED_KINGS)\n"
                        "def f(c=PUBLISHED): return Character['MAID'], Character(6)\n")
    assert sorted(what for _, what in _printed_reads(planted)) == [
        "Character(6)", "Character['MAID']", "PRINTED_KINGS", "PUBLISHED.whisper_scorer"]


def test_every_printed_effect_king_card_and_scoring_rule_is_vocabulary() -> None:
    """Each printed character's effect is a kind of the vocabulary, which the rule book and
    the kernel both carry out by kind (and nothing else); each King card is a `KingCard` of
    characters; who scores a round end is a reading of the vocabulary, which the kernel scores
    as the rule book does for every reading, table size, ender and passer."""
    assert {e.kind for e in PRINTED_EFFECTS} == set(EFFECT_KINDS) == set(KIND_RULE)
    assert PUBLISHED.effects == PRINTED_EFFECTS and PUBLISHED.kings == PRINTED_KINGS
    assert set(reference_play.EFFECTS) == set(EFFECT_KINDS) == set(whispers_kernel._EFFECTS)
    assert all(isinstance(card, KingCard) and face in Character
               and set(card.silences) | set(card.bans) <= set(Character)
               for face, card in PUBLISHED.kings)
    assert PUBLISHED.whisper_scorer in WHISPER_SCORERS
    assert PUBLISHED.court_scorer in COURT_SCORERS
    assert set(WHISPER_SCORERS) | set(COURT_SCORERS) == set(whispers_kernel.SCORED)
    compared = 0
    for whisper, court in itertools.product(WHISPER_SCORERS, COURT_SCORERS):
        content = dataclasses.replace(PUBLISHED, whisper_scorer=whisper, court_scorer=court)
        for players in (3, 4, 5):
            options = dataclasses.replace(
                WhispersOptions(), content=content, forced_end_points=3,
                full_court_points_3p=4, full_court_points_4p_5p=5)
            state = dataclasses.replace(position([[]] * players), options=options)
            for kind, player, passer in itertools.product(
                    EndKind, range(players), (None, *range(players))):
                assert whispers_kernel._round_points(options, players, kind, player, passer) \
                    == round_points(state, kind, player, passer), (whisper, court, kind)
                compared += 1
    assert compared == 4 * 2 * (3 * 4 + 4 * 5 + 5 * 6)


def test_an_effect_step_belongs_to_the_kind_not_to_the_printed_card() -> None:
    """A position in the discard-and-draw step (`Phase.MAID`, named after the printed card of
    that kind) is a position of the rules when the card played is the Jester that carries
    the kind under a variant (it was refused as "not the Maid's step")."""
    v = Variant.from_dict("whispers", {"content": {"effects": {
        "maid": {"kind": "none"}, "jester": {"kind": "discard_draw"}}}})
    m = Match("whispers", 3, seed=1, variant=v)
    while m.state.phase is not Phase.MAID:
        m.play_bot(seed=1)
    assert m.state.card is not None and CARD_CHARACTER[m.state.card] is Character.JESTER
    assert load_game("whispers").position_shape(m.state) is None
    assert Match.from_position("whispers", m.state).state.phase is Phase.MAID
