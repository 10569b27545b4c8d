"""Citadels' rule texts from the content in force (issue 36, point 2).

The catalogues' rule texts (`locale/<lang>.json`, rules `citadels.*`) state the printed game's
numbers ("1 extra gold after his action", "deal 4 to each player"). Under a variant whose
content changes what a rule states, `fill` gives the rule's text from the content instead: a
character's power (`citadels.rule.power.<character>`, which names no number) followed by its
abilities in force (income, gold or cards after the action and their condition, the build
limit, the destruction cost); the set-up with the deck, hand and gold in force; the removals and
the calls with the character sets in force; the deck and the scoring with the districts that
score at the end for a colour in their city. The printed game's texts stay the catalogues'
own, to the byte. `explorer.engine.events.rule(rule_id, options)` calls `fill` (registered by
`register`), so a rule chip under a variant states the variant's numbers and names.

This module may import only the engine, `cards` and `content`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine import Join, Message, i18n
from ...engine.events import register_filler
from .cards import CHARACTER_SPECS, DISTRICTS, Character, CharacterSpec, Colour, District
from .content import (
    FIRST_COMPLETE,
    FIVE_COLOURS,
    MOST_PLAYERS,
    OTHER_COMPLETE,
    PLAYER_COUNTS,
    PRINTED_CITY,
    PUBLISHED,
    CitadelsContent,
)

#: The character whose power each character rule states (`citadels.3.<name>`).
_CHARACTER_RULES = {f"citadels.3.{c.name.lower()}": c for c in Character}
#: The districts whose rule states their cost, points and destruction price: those printed
#: with points other than their cost (§2.1).
_SCORING_DISTRICTS = {info.rule: d for d, info in DISTRICTS.items()
                      if info.rule is not None and info.points != info.cost}


def content_of(context: Any) -> CitadelsContent:
    """The content in force for `context`: a game's options (their `content`), a
    `CitadelsContent`, a `Variant` (its options) or `None` (the printed game)."""
    if isinstance(context, CitadelsContent):
        return context
    options = getattr(context, "options", context)
    content = getattr(options, "content", None)
    return content if isinstance(content, CitadelsContent) else PUBLISHED


def fill(rule_id: str, template: str, lang: str, context: Any = None) -> str:
    """The text of rule `rule_id` (catalogue text `template`) in `lang` under `context` (the
    options, content or variant in force; `None`: the printed game)."""
    if template == i18n.rule_texts(rule_id, lang)[0]:
        return template  # A title names no number.
    if rule_id == "citadels.8":
        return _end(score_values(context), lang, template)
    if rule_id == "citadels.8.scoring":
        return _scoring(score_values(context), content_of(context), lang, template)
    content = content_of(context)
    if content == PUBLISHED:
        return template
    c = _CHARACTER_RULES.get(rule_id)
    if c is not None:
        return _character(c, content, lang, template)
    district = _SCORING_DISTRICTS.get(rule_id)
    if district is not None:
        return _district(district, content, lang, template)
    write = _WRITERS.get(rule_id)
    return template if write is None else write(content, lang, template)


def _character(c: Character, content: CitadelsContent, lang: str, template: str) -> str:
    """A character's power and its abilities in force; the catalogue's own text while the
    character and the game's sets are as printed."""
    spec = content.characters[c - 1]
    # The Assassin's text names the ranks he may name (those of the printed set).
    named = c is Character.ASSASSIN and content.character_sets != PUBLISHED.character_sets
    if spec == CHARACTER_SPECS[c] and not named:
        return template
    power = Message(f"citadels.rule.power.{c.name.lower()}",
                    change=_cost_change(spec.destroy_change))
    abilities = Message("citadels.rule.in_game", abilities=Join(abilities_of(spec)))
    return Message("citadels.rule.character", power=power, abilities=abilities).label(lang)


def _cost_change(change: int) -> str:
    """The destruction cost's change as the Warlord's sentence says it: " − 1", "", " + 2"."""
    if not change:
        return ""
    return f" {'−' if change < 0 else '+'} {abs(change)}"


def abilities_of(spec: CharacterSpec) -> list[Message]:
    """A character's abilities in force, one phrase each ("2 extra gold after the action"); the
    Warlord's destruction cost is in his power's sentence."""
    income = None if spec.income is None else Message(f"citadels.colour.{spec.income.value}")
    out = [Message("citadels.rule.no_income") if income is None
           else Message("citadels.rule.income", colour=income)]
    if spec.gold_after:
        key = "gold_after" if spec.gold_condition is None else f"gold_{spec.gold_condition}"
        out.append(Message(f"citadels.rule.{key}", n=spec.gold_after))
    if spec.cards_after:
        out.append(Message("citadels.rule.cards_after", n=spec.cards_after))
    out.append(Message("citadels.rule.build_one") if spec.build_limit == 1
               else Message("citadels.rule.build_limit", n=spec.build_limit))
    return out


def _district(district: District, content: CitadelsContent, lang: str, template: str) -> str:
    """A district that scores other than its cost: its cost, points and the Warlord's price
    in force (§2.1, §3)."""
    spec, change = content.spec(district), content.characters[Character.WARLORD - 1].destroy_change
    printed = (PUBLISHED.spec(district),
               PUBLISHED.characters[Character.WARLORD - 1].destroy_change)
    if (spec, change) == printed:
        return template
    return Message("citadels.rule.scoring_district", cost=spec.cost, points=spec.points,
                   price=max(0, spec.cost + change)).label(lang)


def _deck(content: CitadelsContent, lang: str, template: str) -> str:
    """The deck's size and colours, and the districts scoring other than their cost (§2)."""
    if content.districts == PUBLISHED.districts:
        return template
    colours = [Message("citadels.rule.deck_colour", colour=Message(f"citadels.colour.{c.value}"),
                       n=sum(s.copies for s in content.districts if s.colour is c))
               for c in Colour]
    odd = [Message("citadels.rule.scores", district=DISTRICTS[d].name, n=s.points)
           for d, s in zip(District, content.districts, strict=True)
           if s.copies and s.points != s.cost] + end_points_of(content)
    key = "citadels.rule.deck_odd" if odd else "citadels.rule.deck"
    return Message(key, n=content.size, colours=Join(colours), odd=Join(odd)).label(lang)


def _setup(content: CitadelsContent, lang: str, template: str) -> str:
    if (content.size, content.start_cards, content.start_gold) == (
            PUBLISHED.size, PUBLISHED.start_cards, PUBLISHED.start_gold):
        return template
    return Message("citadels.rule.setup", n=content.size, cards=content.start_cards,
                   gold=content.start_gold).label(lang)


def _sets(content: CitadelsContent, lang: str, template: str) -> str:
    if content.character_sets == PUBLISHED.character_sets:
        return template
    return Message("citadels.rule.sets", sets=Join(_set_lines(content))).label(lang)


def _calls(content: CitadelsContent, lang: str, template: str) -> str:
    if content.character_sets == PUBLISHED.character_sets:
        return template
    ranks = sorted({c for cast in content.character_sets for c in cast.characters})
    return Message("citadels.rule.calls", ranks=ranks_text(ranks)).label(lang)


def ranks_text(characters: Any) -> Any:
    """Ranks as a rule says them: "1–9" (「1〜9」) when they follow each other, else "1, 2
    and 4"."""
    ranks = sorted(int(c) for c in characters)
    if len(ranks) > 2 and ranks == list(range(ranks[0], ranks[-1] + 1)):
        return Message("citadels.rule.range", first=ranks[0], last=ranks[-1])
    return Join(ranks)


def _naming(content: CitadelsContent, lang: str, template: str) -> str:
    """The ranks the Assassin and the Thief may name (§11-A2): those of the sets in force but
    their own (and the Assassin's, for the Thief)."""
    if content.character_sets == PUBLISHED.character_sets:
        return template
    ranks = {c for cast in content.character_sets for c in cast.characters}
    return Message("citadels.rule.naming",
                   assassin=ranks_text(ranks - {Character.ASSASSIN}),
                   thief=ranks_text(ranks - {Character.ASSASSIN, Character.THIEF})).label(lang)


def _pool(content: CitadelsContent, players: int) -> int:
    """The characters the draft starts from with `players` (§5.1: the set less its removals)."""
    cast = content.character_set(players)
    return len(cast.characters) - cast.face_down - cast.face_up


def _draft(content: CitadelsContent, lang: str, template: str) -> str:
    """§5.2: one pick each from the Crown; how many cards the last of 4 to 6 players sees."""
    if content.character_sets == PUBLISHED.character_sets:
        return template
    counts = [Message("citadels.rule.last_choice", players=n, n=_pool(content, n) - n + 1)
              for n in range(4, MOST_PLAYERS)]
    return Message("citadels.rule.draft", counts=Join(counts)).label(lang)


def _draft_two(content: CitadelsContent, lang: str, template: str) -> str:
    """§5.3: with 2 players, pick, pick and discard, pick and discard, pick; the rest down."""
    if content.character_sets == PUBLISHED.character_sets:
        return template
    pool = _pool(content, 2)
    return Message("citadels.rule.draft_two", pool=pool, last=pool - 5,
                   rest=pool - 6).label(lang)


def _draft_three(content: CitadelsContent, lang: str, template: str) -> str:
    """§5.4: with 3 players, two picks each; the rest face down."""
    if content.character_sets == PUBLISHED.character_sets:
        return template
    return Message("citadels.rule.draft_three", rest=_pool(content, 3) - 6).label(lang)


def _draft_seven(content: CitadelsContent, lang: str, template: str) -> str:
    """§5.5: the seventh player takes the face-down cards into his choice."""
    if content.character_sets == PUBLISHED.character_sets:
        return template
    down = content.character_set(MOST_PLAYERS).face_down
    return Message("citadels.rule.draft_seven", down=down,
                   n=_pool(content, MOST_PLAYERS) - 6 + down).label(lang)


def _set_lines(content: CitadelsContent) -> list[Message]:
    return [Message("citadels.rule.set", players=players,
                    characters=ranks_text(cast.characters),
                    down=cast.face_down, up=cast.face_up)
            for players, cast in zip(PLAYER_COUNTS, content.character_sets, strict=True)]


def _build(content: CitadelsContent, lang: str, template: str) -> str:
    if content.characters == PUBLISHED.characters:
        return template
    limits = [Message("citadels.rule.limit", character=c, n=spec.build_limit)
              for c, spec in zip(Character, content.characters, strict=True)
              if spec.build_limit != 1]
    limits.append(Message("citadels.rule.limit_others"))
    return Message("citadels.rule.build", limits=Join(limits)).label(lang)


def _income(content: CitadelsContent, lang: str, template: str) -> str:
    if content.characters == PUBLISHED.characters:
        return template
    earners = [Message("citadels.rule.earner", character=c,
                       colour=Message(f"citadels.colour.{spec.income.value}"))
               for c, spec in zip(Character, content.characters, strict=True)
               if spec.income is not None]
    if not earners:
        return Message("citadels.rule.no_earner").label(lang)
    return Message("citadels.rule.earners", characters=Join(earners)).label(lang)


#: The printed game's end and end bonuses (the what-if options' defaults, rule citadels.8).
PRINTED_SCORES = {"complete_size": PRINTED_CITY, "five_colours_bonus": FIVE_COLOURS,
                  "first_complete_bonus": FIRST_COMPLETE, "complete_bonus": OTHER_COMPLETE}


def score_values(context: Any) -> dict[str, int]:
    """The end and end bonuses in force for `context` (options, or a variant's options; else
    the printed ones)."""
    options = getattr(context, "options", context)
    values = getattr(options, "score_values", None)
    return dict(values()) if callable(values) else dict(PRINTED_SCORES)


def _end(scores: dict[str, int], lang: str, template: str) -> str:
    if scores["complete_size"] == PRINTED_CITY:
        return template
    return Message("citadels.rule.end", n=scores["complete_size"]).label(lang)


def _scoring(scores: dict[str, int], content: CitadelsContent, lang: str, template: str
             ) -> str:
    """§8 scoring: the bonuses and the city size in force, then the districts' end points
    ("New district 1 scores 1 more per blue (religious) district in its city")."""
    text = template if scores == PRINTED_SCORES else Message(
        "citadels.rule.scoring", n=scores["complete_size"], colours=scores["five_colours_bonus"],
        first=scores["first_complete_bonus"], other=scores["complete_bonus"]).label(lang)
    ends = end_points_of(content)
    if not ends:
        return text
    return Message("citadels.rule.scoring_ends", scoring=text, ends=Join(ends)).label(lang)


def end_points_of(content: CitadelsContent) -> list[Message]:
    """One phrase per district of the deck in force that scores at the end for a colour in its
    city (`DistrictSpec.end_points`), with its points and colour."""
    return [Message("citadels.rule.end_points", district=DISTRICTS[d].name, n=s.end_points,
                    colour=Message(f"citadels.colour.{s.end_colour.value}"))
            for d, s in zip(District, content.districts, strict=True)
            if s.copies and s.end_points and s.end_colour is not None]

_WRITERS: dict[str, Callable[[CitadelsContent, str, str], str]] = {
    "citadels.2": _deck, "citadels.4": _setup, "citadels.5.1": _sets, "citadels.5.2": _draft,
    "citadels.5.3": _draft_two, "citadels.5.4": _draft_three, "citadels.5.5": _draft_seven,
    "citadels.5.7": _calls, "citadels.6.3": _build, "citadels.11.A2": _naming,
    "citadels.7": _income}


def register() -> None:
    """Make `events.rule` fill Citadels' rule texts (done when the package is imported)."""
    register_filler("citadels", fill)
