"""Naishi's rule texts from the content in force (issue 36, point 2).

The scoring paraphrases of the catalogues (`locale/<lang>.json`, rules `naishi.12.*`) are
templates: every number in them is a field of the content (`{naishi_points[2]}`, the Naishi's
points in the centre of the Line) or of the scoring tables of the options (`ronin_points`,
`torii_points`, `mountain_points`), never a literal. `fill` writes a template with the
numbers in force; `explorer.engine.events.rule(rule_id, options)` calls it (registered by
`register`), so a rule chip under a variant states the variant's numbers.

A template says more than its numbers: "12 in the centre of the Line (column 3), 8 in the
centre of the Hand, 0 elsewhere" also says that every other cell scores the same. `fill`
checks that a table still has the printed table's shape where the sentence relies on it
(cells equal in the printed table equal here, the cells no number names unchanged, a "loses"
still a loss); where it has not, the rule states the variant's tables plainly
(`naishi.rule.tables`) rather than a sentence that would be wrong.

This module may import only the engine, `cards`, `content` and `scoring`.
"""

from __future__ import annotations

import dataclasses
import functools
import string
from typing import Any

from ...engine import Join, Message
from ...engine.events import register_filler
from .cards import Card
from .content import CHOICES, PUBLISHED, NaishiContent, hand_start, pile_sizes, start_names
from .scoring import DEFAULT_RULES, RONIN_TYPES, ScoringRules, ronin_least

#: The words a template may name, each a catalogue key by the content's choice
#: (`naishi.rule.<word>.<choice>`), with the content field that chooses.
WORDS = {"decree_limit": "decree", "ninja_scope": "ninja_copies", "ninja_where": "ninja_copies",
         "decree_spots": "decree", "emissaries_black": "emissaries",
         "emissaries_white": "emissaries", "recall_all": "emissaries",
         "recall_some": "emissaries"}
#: The format spec of a number stated as a loss ("loses {x:loss} points"): its size.
LOSS = "loss"
#: The format spec of a count the sentence puts in the plural ("{n:many} Switch spots"): true
#: only of 2 or more.
MANY = "many"


class _Number(int):
    """A number as a template states it (`{x:loss}`: its size, the sentence saying "loses";
    `{x:many}`: the number, the sentence saying it in the plural)."""

    def __format__(self, spec: str) -> str:
        if spec == MANY:
            return str(int(self))
        return str(abs(int(self))) if spec == LOSS else format(int(self), spec)


def scoring_rules(context: Any) -> ScoringRules:
    """The scoring rules in force for `context`: a game's options (their `scoring`), a
    `ScoringRules`, a `NaishiContent`, a `Variant` (its options) or `None` (the printed game)."""
    if isinstance(context, ScoringRules):
        return context
    if isinstance(context, NaishiContent):
        return dataclasses.replace(DEFAULT_RULES, content=context)
    options = getattr(context, "options", context)
    scoring = getattr(options, "scoring", None)
    return scoring if isinstance(scoring, ScoringRules) else DEFAULT_RULES


def values(rules: ScoringRules) -> dict[str, Any]:
    """What a template may name: every content field, the options' tables, and the numbers
    derived from them (`ronin_kinds`: the counts of types the Ronin table is for;
    `horseman_with_banner`: a Hand Horseman under a Line Banner)."""
    k = rules.content
    out: dict[str, Any] = {}
    for f in dataclasses.fields(k):
        if f.name not in ("deck", "kinds") and f.name not in CHOICES:
            out[f.name] = _numbers(getattr(k, f.name))
    for name in ("ronin_points", "torii_points", "mountain_points"):
        out[name] = _numbers(getattr(rules, name))
    least = ronin_least(rules)
    out["ronin_kinds"] = tuple(range(least, len(RONIN_TYPES) + 1))
    out["horseman_with_banner"] = k.horseman_points[5] + k.banner_bonus
    return out


def _numbers(value: int | tuple[int, ...]) -> Any:
    return _Number(value) if isinstance(value, int) else tuple(_Number(n) for n in value)


@functools.lru_cache(maxsize=256)
def _printed() -> dict[str, Any]:
    return values(DEFAULT_RULES)


def _named(template: str) -> dict[str, dict[int | None, str]]:
    """The fields a template names, each with the indices it names and their format spec."""
    out: dict[str, dict[int | None, str]] = {}
    for _, field, spec, _ in string.Formatter().parse(template):
        if not field:
            continue
        name, _, rest = field.partition("[")
        index = int(rest.rstrip("]")) if rest else None
        out.setdefault(name, {})[index] = spec or ""
    return out


def states_truly(template: str, rules: ScoringRules) -> bool:
    """Whether `template`, filled with `rules`' numbers, says only what is true: each table
    it names has the printed table's shape where the sentence relies on it."""
    now, printed = values(rules), _printed()
    for name, named in _named(template).items():
        if name in WORDS:
            continue
        if name not in printed:
            return False
        table, old = now[name], printed[name]
        if any(spec == LOSS and (table if i is None else table[i]) >= 0
               or spec == MANY and (table if i is None else table[i]) < 2
               for i, spec in named.items()):
            return False
        if not isinstance(old, tuple) or name == "ronin_kinds":
            continue
        if len(table) != len(old):
            return False
        for cell, printed_value in enumerate(old):
            same = [i for i in named if i is not None and old[i] == printed_value]
            expected = table[same[0]] if same else printed_value
            if table[cell] != expected:
                return False
    return True


@functools.lru_cache(maxsize=512)
def _fill(rule_id: str, template: str, lang: str, rules: ScoringRules) -> str:
    if "{" not in template:
        return template
    if states_truly(template, rules):
        words = {word: Message(f"naishi.rule.{word}.{getattr(rules.content, field)}").label(lang)
                 for word, field in WORDS.items()}
        return template.format(**values(rules), **words)
    return Message("naishi.rule.tables", tables=_Tables(template, rules)).label(lang)


class _Tables:
    """The numbers a template names, as the variant has them: "Naishi (by cell, Line |
    Hand): (0, 0, 12, 0, 0 | 0, 0, 8, 0, 0)"."""

    __slots__ = ("names", "rules")

    def __init__(self, template: str, rules: ScoringRules) -> None:
        derived = {"ronin_kinds", "horseman_with_banner", *WORDS}
        self.names = tuple(n for n in _named(template) if n not in derived)
        self.rules = rules

    def label(self, lang: str) -> str:
        now = values(self.rules)
        parts = []
        for name in self.names:
            value = now[name]
            shown = str(int(value)) if isinstance(value, int) else _show(value)
            parts.append(Message("naishi.rule.table", what=Message(f"naishi.variant.field.{name}"),
                                 value=shown).label(lang))
        return Message("naishi.rule.list").label(lang).join(parts)


def _show(table: tuple[int, ...]) -> str:
    if len(table) == 10:
        return f"({', '.join(map(str, table[:5]))} | {', '.join(map(str, table[5:]))})"
    return f"({', '.join(map(str, table))})"


def fill(rule_id: str, template: str, lang: str, context: Any = None) -> str:
    """The text of rule `rule_id` (catalogue text `template`) in `lang` under `context` (the
    options, scoring rules, content or variant in force; `None`: the printed game)."""
    rules = scoring_rules(context)
    return _setup(rule_id, lang, rules.content) or _fill(rule_id, template, lang, rules)


def _setup(rule_id: str, lang: str, content: NaishiContent) -> str | None:
    """The set-up rules that count the content's cards, where a variant changes the count:
    the Development cards and their piles (naishi.3.3), a Hand's start cards (naishi.3.7);
    `None` where the catalogue's text holds."""
    if rule_id == "naishi.3.3" and pile_sizes(content) != pile_sizes(PUBLISHED):
        return Message("naishi.rule.piles", n=content.size,
                       sizes=Join(map(str, pile_sizes(content)))).label(lang)
    if rule_id == "naishi.3.7" and hand_start(content) != hand_start(PUBLISHED):
        return Message("naishi.rule.hand_starts", starts=start_names(content),
                       mountains=hand_start(content).count(Card.MOUNTAIN)).label(lang)
    return None


def register() -> None:
    """Make `events.rule` fill Naishi's rule texts (done when the package is imported)."""
    register_filler("naishi", fill)

