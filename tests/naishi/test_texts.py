"""Naishi's texts state the content in force (issue 36, point 2): the scoring paraphrases
(rules naishi.12.*) and their rule chips, the score explanation and the set-up's events, in
both languages, under a battery of variants; the printed game's texts unchanged."""

from __future__ import annotations

import json
import random
import re
import string
from pathlib import Path
from typing import Any

import pytest

import explorer
from explorer.engine import Message
from explorer.engine.events import rule
from explorer.games.naishi import content as k
from explorer.games.naishi.scoring import HorsemanBonus, ScoringRules, score
from explorer.games.naishi.texts import scoring_rules, states_truly, values
from explorer.viz.html import rule_chip

LOCALE = Path(explorer.__file__).parent / "games" / "naishi" / "locale"
SCORING = sorted(r for r in json.loads((LOCALE / "en.json").read_text())["rules"]
                 if r.startswith("naishi.12."))
TABLES = ("ronin_points", "torii_points", "mountain_points")
#: Numbers a sentence derives from the tables (a table states its parts instead).
DERIVED = ("ronin_kinds", "horseman_with_banner")


#: The fields each scoring rule states (rules spec naishi §12).
RULE_FIELDS = {
    "naishi.12.advisor": ("advisor_points", "naishi_bonus"),
    "naishi.12.banner": ("banner_points",),
    "naishi.12.fort": ("fort_points",),
    "naishi.12.horseman": ("horseman_points", "banner_bonus"),
    "naishi.12.monk": ("monk_points", "torii_bonus"),
    "naishi.12.mountain": ("mountain_points",),
    "naishi.12.naishi": ("naishi_points",),
    "naishi.12.ninja": (),
    "naishi.12.rice_field": ("rice_points",),
    "naishi.12.ronin": ("ronin_points",),
    "naishi.12.sentinel": ("lone_sentinel", "fort_bonus"),
    "naishi.12.torii": ("torii_points",),
}


def _field(v: explorer.Variant, name: str) -> tuple[int, ...]:
    value = getattr(v.options, name) if name in TABLES else getattr(v.content, name)
    return value if isinstance(value, tuple) else (value,)


def _label(name: str, lang: str) -> str:
    return "" if name in DERIVED else Message(f"naishi.variant.field.{name}").label(lang)


def _template(rule_id: str, lang: str) -> str:
    text: str = json.loads((LOCALE / f"{lang}.json").read_text())["rules"][rule_id]["text"]
    return text


def _numbers(text: str) -> set[int]:
    return {abs(int(n)) for n in re.findall(r"-?\d+", text)}


def _battery() -> list[explorer.Variant]:
    """Variants that change every number somewhere: some keep the printed tables' shapes
    (every number of a table moved together), some scramble them."""
    out = []
    for seed in range(16):
        rng = random.Random(seed)
        shift = rng.randint(11, 40)
        changes: dict[str, Any] = {}
        for name in (*k.CELL_TABLES, *k.TABLES, *k.NUMBERS, *TABLES):
            printed = getattr(k.PUBLISHED, name, None)
            if printed is None:
                printed = getattr(ScoringRules(), name)
            if rng.random() < 0.5:
                continue
            if isinstance(printed, int):
                changes[name] = printed + shift
            elif seed % 2:
                changes[name] = [n + shift if n > 0 else n - shift if n < 0 else n
                                 for n in printed]
            else:
                changes[name] = [rng.randint(-30, 60) for _ in printed]
        out.append(explorer.variant("naishi", **changes))
    return out


def _far() -> explorer.Variant:
    """Every printed number moved 50 away from 0: no printed number above 10 is also one of
    this variant's, or a multiple of one."""
    changes: dict[str, Any] = {}
    for name in (*k.CELL_TABLES, *k.TABLES, *k.NUMBERS, *TABLES):
        printed = getattr(k.PUBLISHED, name, None)
        if printed is None:
            printed = getattr(ScoringRules(), name)
        numbers = [n + 50 if n > 0 else n - 50 if n < 0 else n
                   for n in (printed if isinstance(printed, tuple) else (printed,))]
        changes[name] = numbers if isinstance(printed, tuple) else numbers[0]
    return explorer.variant("naishi", **changes)


BATTERY = [*_battery(), _far()]


def test_the_printed_texts_are_the_printed_numbers() -> None:
    assert rule("naishi.12.naishi").text.en == (
        "A Naishi scores 12 in the centre of the Line (column 3), 8 in the centre of the Hand, "
        "0 elsewhere.")
    assert rule("naishi.12.ronin").text.ja.startswith(
        "浪人は山と忍者以外の種類数(浪人自身を含む)が8・9・10種類なら8・15・45点。")
    assert rule("naishi.12.mountain").text.en == (
        "One Mountain in the territory scores 5; two or more lose 5 points in all.")
    for rule_id in SCORING:
        for lang in ("en", "ja"):
            text = rule(rule_id).text.label(lang)
            assert "{" not in text
            assert text == rule(rule_id, explorer.variant("naishi").options).text.label(lang)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("index", range(len(BATTERY)))
def test_no_rule_text_states_a_number_the_variant_does_not_have(index: int, lang: str) -> None:
    v = BATTERY[index]
    now = values(scoring_rules(v.options))
    in_force = {abs(n) for value in now.values()
                for n in (value if isinstance(value, tuple) else (value,))}
    for rule_id in SCORING:
        template = _template(rule_id, lang)
        text = rule(rule_id, v.options).text.label(lang)
        assert "{" not in text, text
        # The template's own numbers are columns and counts (column 3, 2 or more, 4 or
        # more); every other number must be one the variant has.
        literal = _numbers(re.sub(r"\{[^}]*\}", " ", template))
        sentence = states_truly(template, scoring_rules(v.options))
        if not sentence:  # the table's label counts too: "Line Banners for 0, 1, 2"
            literal |= {n for _, f, _, _ in string.Formatter().parse(template) if f
                        for n in _numbers(_label(f.partition("[")[0], lang))}
        stray = _numbers(text) - literal - in_force
        assert not stray, f"{rule_id} ({lang}) states {stray}: {text}"
        # Every number of the rule that the variant changed is stated (the rule's fields are
        # listed here, not read from the template: a number left written in it is caught).
        for name in RULE_FIELDS[rule_id]:
            table, printed = _field(v, name), _field(explorer.variant("naishi"), name)
            for new, old in zip(table, printed, strict=True):
                assert new == old or str(abs(new)) in text, \
                    f"{rule_id} ({lang}) omits {name}={table}: {text}"


def test_a_scrambled_table_is_stated_as_a_table_not_as_the_printed_sentence() -> None:
    v = explorer.variant("naishi", naishi_points=[0, 0, 20, 0, 0, 0, 0, 9, 0, 1])
    en = rule("naishi.12.naishi", v.options).text.en
    ja = rule("naishi.12.naishi", v.options).text.ja
    assert "(0, 0, 20, 0, 0 | 0, 0, 9, 0, 1)" in en and "elsewhere" not in en
    assert "(0, 0, 20, 0, 0 | 0, 0, 9, 0, 1)" in ja and "それ以外" not in ja
    kept = explorer.variant("naishi", naishi_points=[0, 0, 20, 0, 0, 0, 0, 9, 0, 0])
    assert rule("naishi.12.naishi", kept.options).text.en.startswith(
        "A Naishi scores 20 in the centre of the Line (column 3), 9 in the centre of the Hand")
    # A "loses" stays a loss: a positive table entry is not written "loses".
    gain = explorer.variant("naishi", torii_points=[0, 7, 0, 30, 30])
    assert "loses" not in rule("naishi.12.torii", gain.options).text.en
    assert "7" in rule("naishi.12.torii", gain.options).text.en


def test_the_rule_chip_states_the_variant() -> None:
    v = explorer.variant("naishi", ronin_points=[9, 19, 29], lone_sentinel=7)
    chip = rule_chip("naishi.12.ronin", "ja", v.options)
    assert "9・19・29点" in chip and "8・15・45" not in chip
    assert "scores 7 if no Sentinel" in rule_chip("naishi.12.sentinel", "en", v.options)
    assert "scores 3 if no Sentinel" in rule_chip("naishi.12.sentinel", "en")


def test_the_explanation_states_the_variant_horseman() -> None:
    v = explorer.variant("naishi", horseman_points=[0] * 5 + [6] * 5, banner_bonus=11)
    rules = ScoringRules(horseman_bonus=HorsemanBonus.REPLACES, content=v.content)
    line = ["Banner", "Mountain", "Mountain", "Mountain", "Mountain"]
    hand = ["Horseman", "Mountain", "Mountain", "Fort", "Torii"]
    b = score(line, hand, rules=rules)
    text = " ".join(b.explain("en")) + " ".join(b.explain("ja"))
    assert "instead of 6" in text and "6点の代わりに" in text and "instead of 3" not in text


def test_the_river_event_states_the_piles_of_the_deck_in_force() -> None:
    printed = explorer.Match("naishi", seed=3).events_at(0)[1]
    assert printed.en.startswith("The River is dealt, 5 piles of 6;")
    assert printed.ja.startswith("川を6枚ずつ5つの山で作りました。")
    small = explorer.Match("naishi", seed=3,
                           variant=explorer.variant("naishi", deck={"Naishi": 1}))
    river = small.events_at(0)[1]
    assert river.en.startswith("The River is dealt in 5 piles of 6, 6, 6, 6 and 5 cards;")
    assert "6、6、6、6、5枚" in river.ja


def _territories(seed: int, n: int) -> list[tuple[list[str], list[str]]]:
    rng = random.Random(seed)
    deck = [c.value for c in k.DEVELOPMENT for _ in range(3)] + ["Mountain"] * 6
    out = []
    for _ in range(n):
        cards = rng.sample(deck, 10)
        out.append((cards[:5], cards[5:]))
    return out


EXPLAINED = BATTERY[::3] + BATTERY[-1:]


@pytest.mark.parametrize("index", range(len(EXPLAINED)))
def test_no_explanation_states_a_number_the_variant_does_not_have(index: int) -> None:
    """Each clause of a score's explanation states only the content's numbers (each, or
    times the adjacent cards counted), counts and columns, and its own total."""
    v = EXPLAINED[index]
    rules = scoring_rules(v.options)
    now = values(rules)
    in_force = {abs(n) for value in now.values()
                for n in (value if isinstance(value, tuple) else (value,))}
    allowed = set(range(11)) | in_force | {n * m for n in in_force for m in range(2, 5)}
    for line, hand in _territories(index, 60):
        b = score(line, hand, rules=rules)
        for clause in b.clauses:
            for lang in ("en", "ja"):
                text = clause.label(lang)
                stray = _numbers(text) - allowed - {abs(clause.points)}
                assert not stray, f"{text} states {stray} under {v.diff()}"
