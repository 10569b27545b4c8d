"""Events (what happened, and which rule made it happen) and the rule book they cite.

Rules are data: an id, a title and a short paraphrase in each language, in the `"rules"` of
the catalogues (`locale/<lang>.json`) that `i18n` loads; `register_rules` adds rules from code
(a game outside the package). An event that cites an unknown rule id fails the conformance
tests.

This module may import only `explorer.engine.i18n`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from . import i18n
from .i18n import Message, Text, check_lang


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule of a game's spec: `id` is the citation used in code and events."""

    id: str
    title: Text
    text: Text

    def label(self, lang: str) -> str:
        return self.title.label(lang)


def register_rules(rules: Iterable[Rule]) -> None:
    """Add rules from code (the package's own are in its catalogues); a rule may be
    registered only once with one text."""
    for rule in rules:
        i18n.register_rule(rule.id, (rule.title.en, rule.title.ja), (rule.text.en, rule.text.ja))


def rules_from_table(table: Mapping[str, tuple[str, str, str, str]]) -> list[Rule]:
    """Build rules from `{id: (title_en, title_ja, text_en, text_ja)}`."""
    return [Rule(rid, Text(te, tj), Text(xe, xj)) for rid, (te, tj, xe, xj) in table.items()]


#: A game's filler of its rule texts, by the first part of its rule ids (`register_filler`).
RuleFiller = Callable[[str, str, str, Any], str]
_FILLERS: dict[str, RuleFiller] = {}


def register_filler(game: str, fill: RuleFiller) -> None:
    """Let `game` write the numbers and names of its rule titles and texts from the content in
    force: `fill(rule_id, template, lang, context)` gives the title or text of the rule whose
    catalogue title or text is `template`, for `context` (what `rule` was given: the game's
    options or content, or `None` for the published game)."""
    _FILLERS[game] = fill


def rule(rule_id: str, context: Any = None) -> Rule:
    """Look up a rule by id; its text as the content in force states it (`context`: a game's
    options or content, `None` for the published game; see `register_filler`).

    >>> rule("engine.setup").title.en
    'Setting up'
    """
    en, ja = i18n.LANGUAGES
    (title_en, text_en), (title_ja, text_ja) = (i18n.rule_texts(rule_id, en),
                                                i18n.rule_texts(rule_id, ja))
    fill = _FILLERS.get(rule_id.partition(".")[0])
    if fill is not None:
        title_en, title_ja = (fill(rule_id, title_en, en, context),
                              fill(rule_id, title_ja, ja, context))
        text_en, text_ja = fill(rule_id, text_en, en, context), fill(rule_id, text_ja, ja, context)
    return Rule(rule_id, Text(title_en, title_ja), Text(text_en, text_ja))


def filled(rule_id: str, text: Text, context: Any = None) -> Text:
    """`text` (catalogue templates written for rule `rule_id`'s game, such as an option's line)
    as the content in force states it: filled by the game's filler (see `register_filler`);
    the same text for a game without one.

    >>> filled("engine.setup", Text("Set up", "準備")).en
    'Set up'
    """
    fill = _FILLERS.get(rule_id.partition(".")[0])
    if fill is None:
        return text
    en, ja = i18n.LANGUAGES
    return Text(fill(rule_id, text.en, en, context), fill(rule_id, text.ja, ja, context),
                text.key)


def all_rules() -> Mapping[str, Rule]:
    """Every rule, by id, in the order the catalogues were loaded."""
    return {rule_id: rule(rule_id) for rule_id in i18n.rule_ids()}


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
