"""Events (what happened, and which rule made it happen) and the rule book they cite.

Rules are data: an id, a title and a short paraphrase in both languages. Games register their
rules at import time; an event that cites an unknown rule id fails the conformance tests.

This module may import only `explorer.engine.i18n`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from .i18n import Message, Text, check_lang

_RULES: dict[str, Rule] = {}


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule of a game's spec: `id` is the citation used in code and events."""

    id: str
    title: Text
    text: Text

    def label(self, lang: str) -> str:
        return self.title.label(lang)


def register_rules(rules: Iterable[Rule]) -> None:
    for rule in rules:
        old = _RULES.get(rule.id)
        if old is not None and old != rule:
            raise ValueError(f"rule {rule.id!r} is registered twice with different texts")
        _RULES[rule.id] = rule


def rules_from_table(table: Mapping[str, tuple[str, str, str, str]]) -> list[Rule]:
    """Build rules from `{id: (title_en, title_ja, text_en, text_ja)}`."""
    return [Rule(rid, Text(te, tj), Text(xe, xj)) for rid, (te, tj, xe, xj) in table.items()]


def rule(rule_id: str) -> Rule:
    """Look up a rule by id.

    >>> rule("engine.setup").title.en
    'Setting up'
    """
    try:
        return _RULES[rule_id]
    except KeyError:
        raise KeyError(f"no rule {rule_id!r} is registered") from None


def all_rules() -> Mapping[str, Rule]:
    return dict(_RULES)


@dataclass(frozen=True, slots=True)
class Event:
    """A past-tense fact in a match's log.

    `message` is the full account. When part of it is secret (a card taken into a hand, a
    character chosen), `public` is what the other seats see and `visible_to` lists the seats
    that see the full account.
    """

    rule: str
    message: Message
    actor: int | None = None
    public: Message | None = None
    visible_to: frozenset[int] | None = None

    def for_seat(self, seat: int | None) -> Message:
        """What `seat` sees of this event (`None` sees everything)."""
        if seat is None or self.public is None or self.visible_to is None:
            return self.message
        return self.message if seat in self.visible_to else self.public

    def label(self, lang: str, seat: int | None = None) -> str:
        return self.for_seat(seat).label(check_lang(lang))

    @property
    def text(self) -> Text:
        """The full account in both languages."""
        return self.message.text

    @property
    def rule_title(self) -> Text:
        return rule(self.rule).title

    @property
    def en(self) -> str:
        return self.message.label("en")

    @property
    def ja(self) -> str:
        return self.message.label("ja")

    def __str__(self) -> str:
        return f"[{self.rule}] {self.en}"


register_rules(
    rules_from_table(
        {
            "engine.setup": (
                "Setting up",
                "準備",
                "The cards are shuffled with the match's seed and dealt as the rules say.",
                "対戦のシードでカードを混ぜ、ルールどおりに配ります。",
            ),
        }
    )
)
