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

import re
from collections.abc import Callable
from typing import Any

from ...engine import Join, Message, i18n
from ...engine.events import register_filler
from .cards import (
    CHARACTER_NAMES,
    CHARACTER_SPECS,
    DISTRICTS,
    POWER_RULES,
    Character,
    CharacterSpec,
    Colour,
    District,
)
from .content import (
    FIRST_COMPLETE,
    FIVE_COLOURS,
    LARGEST_CITY,
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
    options, content or variant in force; `None`: the printed game). Where the content names
    a rank (`CharacterSpec.names`), a text the catalogue states as printed says the names in
    force (`renamed`); a text written from the content names them itself."""
    content = content_of(context)
    text = _fill(rule_id, template, lang, context)
    return relocated(text, content, lang) if text != template else relocated(
        renamed(text, content, lang), content, lang)


def relocated(text: str, content: CitadelsContent, lang: str) -> str:
    """`text` (written with the printed districts' names for their powers: "not the Keep")
    with the name of each purple district whose power `content` moves replaced by the name of
    the district that has it now, all at once (two may trade powers); English names after
    "the" or first (a rule's title)."""
    table = {}
    for power in _PLACE_POWERS:
        printed, held = PUBLISHED.place(power), content.place(power)
        if printed != held:
            table[printed.label(lang)] = held.label(lang)
    if not table or text in table:  # a rule's title is the district's name alone
        return table.get(text, text)
    words = "|".join(re.escape(name) for name in sorted(table, key=len, reverse=True))
    if lang == "en":
        return re.sub(rf"(?:(?<=\b[Tt]he )|^)(?:{words})\b", lambda m: table[m.group(0)], text)
    return re.sub(words, lambda m: table[m.group(0)], text)


#: The powers a purple district gives in play (the Dragon Gate's and the University's are
#: their points, which the texts say by the card's own name).
_PLACE_POWERS = ("haunted_city", "keep", "laboratory", "smithy", "observatory", "graveyard",
                 "library", "great_wall", "school_of_magic")


def renamed(text: str, content: CitadelsContent, lang: str) -> str:
    """`text` (a catalogue's, naming the printed characters) with the printed name of each
    rank `content` names replaced by its name in force, all at once (two ranks may trade
    names); English names as whole words."""
    table = {CHARACTER_NAMES[c].label(lang): named.label(lang)
             for c, named in content.tables.named.items() if named is not c}
    if not table:
        return text
    words = "|".join(re.escape(name) for name in sorted(table, key=len, reverse=True))
    pattern = rf"\b(?:{words})\b" if lang == "en" else words
    return re.sub(pattern, lambda m: table[m.group(0)], text)


def _fill(rule_id: str, template: str, lang: str, context: Any = None) -> str:
    if template == i18n.rule_texts(rule_id, lang)[0]:
        # A title names no number; a few name the character holding a power.
        return _held_title(rule_id, content_of(context), lang, template)
    if template != i18n.rule_texts(rule_id, lang)[1]:
        return option_line(template, lang, context)  # An option's line (`OptionHelp`).
    if rule_id == "citadels.8":
        return _end(score_values(context), lang, template)
    if rule_id == "citadels.8.scoring":
        return _scoring(score_values(context), content_of(context), lang, template)
    content = content_of(context)
    if content == PUBLISHED:
        return template
    if rule_id in _HELD_RULES:
        return _held_rule(rule_id, content, lang, template)
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
    character and the game's sets are as printed. Where the powers moved (`moved`), each
    character's powers are said from the vocabulary, and a rule that is a power's (the
    Assassin's is the power to kill) first says who has that power in this game."""
    spec = content.characters[c - 1]
    # A killer's text names the ranks it may name (those of the printed set).
    named = "kill" in spec.powers and content.character_sets != PUBLISHED.character_sets
    if spec == CHARACTER_SPECS[c] and not named and not moved(content):
        return template
    if not moved(content) and spec.names is None:
        power: Any = Message(f"citadels.rule.power.{c.name.lower()}",
                             change=_cost_change(spec.destroy_change))
    else:
        sentences = powers_of(c, content)
        printed = CHARACTER_SPECS[c].powers
        if printed and content.tables.holders[printed[0]] != (c,):
            sentences.insert(0, _held(printed[0], content))
        power = sentences[0]
        for sentence in sentences[1:]:
            power = Message("citadels.rule.then", first=power, then=sentence)
    abilities = Message("citadels.rule.in_game", abilities=Join(abilities_of(spec)))
    return Message("citadels.rule.character", power=power, abilities=abilities).label(lang)


def moved(content: CitadelsContent) -> bool:
    """Whether `content` gives the powers (or the characters never named) otherwise than the
    printed game."""
    return (content.tables.powers, content.tables.never) != (
        PUBLISHED.tables.powers, PUBLISHED.tables.never)


def _held(power: str, content: CitadelsContent) -> Message:
    """Who has `power` in `content` ("In this game the Architect has this power.")."""
    holders = content.tables.holders[power]
    if not holders:
        return Message("citadels.rule.power_nobody")
    return Message("citadels.rule.power_held", characters=Join(content.who(c) for c in holders))


def powers_of(c: Character, content: CitadelsContent) -> list[Message]:
    """`c`'s powers in `content`, one sentence each from the vocabulary (the ranks a kill or
    a rob may name, a destruction's cost); "no power of its own" for none."""
    spec = content.characters[c - 1]
    if not spec.powers:
        return [Message("citadels.rule.no_power")]
    ranks = {r for cast in content.character_sets if c in cast.characters
             for r in cast.characters} - {c} - set(spec.never)
    return [Message(f"citadels.rule.does.{p}", ranks=ranks_text(ranks),
                    change=_cost_change(spec.destroy_change))
            for p in POWER_RULES if p in spec.powers]


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
    spec, destroyers = content.spec(district), content.tables.holders["destroy"]
    printed = (PUBLISHED.spec(district), PUBLISHED.tables.holders["destroy"],
               PUBLISHED.tables.destroy_change)
    if (spec, destroyers, content.tables.destroy_change) == printed:
        return template
    if not destroyers:
        return Message("citadels.rule.scoring_district_safe", cost=spec.cost,
                       points=spec.points).label(lang)
    change = content.tables.destroy_change[destroyers[0]]
    return Message("citadels.rule.scoring_district", cost=spec.cost, points=spec.points,
                   price=max(0, spec.cost + change),
                   character=content.who(destroyers[0])).label(lang)


def _deck(content: CitadelsContent, lang: str, template: str) -> str:
    """The deck's size and colours, the districts scoring other than their cost (§2), then
    the districts that change their owner's building costs (§6.3)."""
    if content.districts == PUBLISHED.districts:
        return template
    colours = [Message("citadels.rule.deck_colour", colour=Message(f"citadels.colour.{c.value}"),
                       n=sum(s.copies for s in content.districts if s.colour is c))
               for c in Colour]
    odd = [Message("citadels.rule.scores", district=content.district_name(d), n=s.points)
           for d, s in zip(District, content.districts, strict=True)
           if s.copies and s.points != s.cost] + end_points_of(content)
    key = "citadels.rule.deck_odd" if odd else "citadels.rule.deck"
    deck = Message(key, n=content.size, colours=Join(colours), odd=Join(odd))
    changes = build_changes_of(content)
    if not changes:
        return deck.label(lang)
    return Message("citadels.rule.deck_powers", deck=deck, powers=Join(changes)).label(lang)


def _setup(content: CitadelsContent, lang: str, template: str) -> str:
    if (content.size, content.start_cards, content.start_gold) == (
            PUBLISHED.size, PUBLISHED.start_cards, PUBLISHED.start_gold):
        return template
    return Message("citadels.rule.setup", n=content.size, cards=content.start_cards,
                   gold=content.start_gold).label(lang)


def _sets(content: CitadelsContent, lang: str, template: str) -> str:
    """§5.1: the sets in force, and the character never removed face up (the Crown's)."""
    if content.character_sets == PUBLISHED.character_sets and not moved(content):
        return template
    crowned = content.tables.holders["crown"]
    if not crowned:
        return Message("citadels.rule.sets_uncrowned", sets=Join(_set_lines(content))).label(lang)
    return Message("citadels.rule.sets", sets=Join(_set_lines(content)),
                   character=content.who(crowned[0])).label(lang)


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
    if content.character_sets == PUBLISHED.character_sets and not moved(content):
        return template
    ranks = {c for cast in content.character_sets for c in cast.characters}
    namers = [Message(f"citadels.rule.namer.{p}", character=content.who(c),
                      ranks=ranks_text(ranks - {c} - set(content.tables.never[c])))
              for p in ("kill", "rob") for c in content.tables.holders[p]]
    if not namers:
        return Message("citadels.rule.naming_nobody").label(lang)
    return Message("citadels.rule.naming_by", namers=Join(namers)).label(lang)


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
    """§6.3: the build limits in force, then the districts that change building costs."""
    changes = build_changes_of(content)
    text = template
    if content.characters != PUBLISHED.characters:
        limits = [Message("citadels.rule.limit", character=content.who(c), n=spec.build_limit)
                  for c, spec in zip(Character, content.characters, strict=True)
                  if spec.build_limit != 1]
        limits.append(Message("citadels.rule.limit_others"))
        text = Message("citadels.rule.build", limits=Join(limits)).label(lang)
    if not changes:
        return text
    return Message("citadels.rule.build_changes", build=text, changes=Join(changes)).label(lang)


def build_changes_of(content: CitadelsContent) -> list[Message]:
    """One phrase per district of the deck in force that changes its owner's building costs
    (rule citadels.6.3)."""
    return [phrase for d, s in zip(District, content.districts, strict=True) if s.copies
            for phrase in build_change_of(content, d)]


def build_change_of(content: CitadelsContent, d: District) -> list[Message]:
    """How `d` changes its owner's building costs in `content`, in a phrase (none if it does
    not; rule citadels.6.3)."""
    spec = content.spec(d)
    if not spec.build_change or spec.build_change_colour is None:
        return []
    key = "citadels.rule.build_less" if spec.build_change < 0 else "citadels.rule.build_more"
    return [Message(key, district=content.district_name(d), n=abs(spec.build_change),
                    colour=Message(f"citadels.colour.{spec.build_change_colour.value}"))]


def _income(content: CitadelsContent, lang: str, template: str) -> str:
    if content.characters == PUBLISHED.characters:
        return template
    earners = [Message("citadels.rule.earner", character=content.who(c),
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


def _unique(items: list[Character]) -> list[Character]:
    return list(dict.fromkeys(items))


def _the(characters: list[Character], content: CitadelsContent, *,
         alternatives: bool = False) -> Join:
    """"the Assassin and the Thief" / 「暗殺者と盗賊」 (their names in `content`)."""
    return Join([Message("citadels.option.the", character=content.who(c)) for c in characters],
                alternatives=alternatives)


def _names(characters: Any, content: CitadelsContent) -> Join:
    """Characters' bare names in `content`, as alternatives: "Warlord or Emperor"."""
    return Join((content.who(c) for c in characters), alternatives=True)


#: The rules naming a character by its power (the Warlord for "destroy"), and those powers.
_HELD_RULES: dict[str, tuple[str, ...]] = {
    "citadels.2.1.graveyard": ("destroy",), "citadels.2.1.great_wall": ("destroy",),
    "citadels.2.1.keep": ("destroy",), "citadels.3.king.heir": ("crown",),
    "citadels.3.thief.theft": ("rob",), "citadels.5.1.king": ("crown",),
    "citadels.11.A3": ("crown",), "citadels.11.A5": ("destroy",),
    "citadels.11.A7": ("protect", "destroy"), "citadels.11.A13": ("destroy",),
}


#: The rules whose title names the character holding a power (`citadels.rule.held_title.*`).
_HELD_TITLES = ("citadels.3.king.heir", "citadels.5.1.king", "citadels.11.A7",
                "citadels.11.A13")


def _held_title(rule_id: str, content: CitadelsContent, lang: str, template: str) -> str:
    """The title of a rule of `_HELD_TITLES` naming the holders in `content` (bare names:
    `{crown_name}`); the printed title while the printed characters hold the powers."""
    if rule_id not in _HELD_TITLES:
        return template
    powers = _HELD_RULES[rule_id]
    if _as_printed(content, *powers):
        return template
    held = {p: content.tables.holders[p] for p in powers}
    if not all(held.values()):
        return i18n.tr("citadels.rule.held_title.nobody", lang)
    key = f"citadels.rule.held_title.{rule_id.removeprefix('citadels.')}"
    return Message(key, **{f"{p}_name": _names(h, content)
                           for p, h in held.items()}).label(lang)


def _held_rule(rule_id: str, content: CitadelsContent, lang: str, template: str) -> str:
    """A rule of `_HELD_RULES` naming the holders of its powers in `content`
    (`citadels.rule.held.<rule>`: `{destroy}` "the Warlord", `{destroy_name}` "Warlord"); the
    printed text while the printed characters hold them; for none held, the rule's own words
    for it (`….nobody`) or "no character has the power this rule concerns"."""
    powers = _HELD_RULES[rule_id]
    holders = {p: list(content.tables.holders[p]) for p in powers}
    if _as_printed(content, *powers):
        return template
    key = f"citadels.rule.held.{rule_id.removeprefix('citadels.')}"
    if not all(holders.values()):
        nobody = f"{key}.nobody"
        return i18n.tr(nobody if i18n.has_message(nobody) else "citadels.rule.held_nobody",
                       lang)
    names: dict[str, Join] = {}
    for p, held in holders.items():
        names[p] = _the(held, content, alternatives=True)
        names[f"{p}_name"] = _names(held, content)
    return Message(key, **names).label(lang)


def _as_printed(content: CitadelsContent, *powers: str) -> bool:
    return all(content.tables.holders[p] == PUBLISHED.tables.holders[p] for p in powers)


def _name_face_up(content: CitadelsContent) -> Message | None:
    """§11-A2's option: who may name a character removed face up (the kill and rob holders)."""
    if _as_printed(content, "kill", "rob"):
        return None
    namers = _unique([c for p in ("kill", "rob") for c in content.tables.holders[p]])
    if not namers:
        return Message("citadels.option.unused")
    return Message("citadels.option.name_face_up.in_force", characters=_the(namers, content))


def _own_warlord(content: CitadelsContent) -> Message | None:
    """§11-A7's option: the protector against its holder's own destroyer."""
    if _as_printed(content, "protect", "destroy"):
        return None
    protectors, destroyers = (list(content.tables.holders[p]) for p in ("protect", "destroy"))
    if not protectors or not destroyers:
        return Message("citadels.option.unused")
    return Message("citadels.option.bishop_blocks_own_warlord.in_force",
                   protectors=_the(protectors, content, alternatives=True),
                   destroyers=_names(destroyers, content))


def _own_wall(content: CitadelsContent) -> Message | None:
    """§11-A13's option: the Great Wall's +1 when a destroyer destroys in its own city."""
    destroyers, wall = list(content.tables.holders["destroy"]), content.tables.great_wall
    if _as_printed(content, "destroy") and wall == PUBLISHED.tables.great_wall:
        return None
    if not destroyers or wall is None:
        return Message("citadels.option.unused")
    return Message("citadels.option.great_wall_own_city.in_force",
                   district=PUBLISHED.place("great_wall"),  # named in force by `moved`
                   destroyers=_the(destroyers, content, alternatives=True))


def _city_size(content: CitadelsContent) -> Message | None:
    """§8's what-if city size: the largest size each player count allows under `content`'s
    districts (printed: 11 with 6 players, 10 with 7)."""
    largest = {n: content.largest_city(n) for n in PLAYER_COUNTS}
    if largest == {n: PUBLISHED.largest_city(n) for n in PLAYER_COUNTS}:
        return None
    limits = [Message("citadels.option.complete_size.limit", most=most, players=n)
              for n, most in largest.items() if most < LARGEST_CITY]
    if not limits:
        return Message("citadels.option.complete_size.any", printed=PRINTED_CITY,
                       largest=LARGEST_CITY)
    return Message("citadels.option.complete_size.in_force", printed=PRINTED_CITY,
                   largest=LARGEST_CITY, limits=Join(limits))


#: The option lines naming a character, a district or a number the content decides, each
#: written from the content in force (`None`: the printed line holds).
_OPTION_WRITERS: dict[str, Callable[[CitadelsContent], Message | None]] = {
    "citadels.option.name_face_up": _name_face_up,
    "citadels.option.bishop_blocks_own_warlord": _own_warlord,
    "citadels.option.great_wall_own_city": _own_wall,
    "citadels.option.complete_size": _city_size,
}


def option_line(template: str, lang: str, context: Any = None) -> str:
    """An option's line in `lang` (catalogue text `template`, `citadels.option.<name>`) under
    `context`: the printed line while what it names is as printed, else a line naming the
    holders of the powers (or saying nobody holds them) and the limits in force."""
    content = content_of(context)
    for key, write in _OPTION_WRITERS.items():
        if template == i18n.tr(key, lang):
            line = write(content)
            return template if line is None else line.label(lang)
    return template


def end_points_of(content: CitadelsContent) -> list[Message]:
    """The phrases of every district of the deck in force that does something at the end
    (`district_end_rules`)."""
    return [phrase for d, s in zip(District, content.districts, strict=True) if s.copies
            for phrase in district_end_rules(content, d)]


def district_end_rules(content: CitadelsContent, d: District) -> list[Message]:
    """What `d` does at the end in `content`, in phrases: its end points per district of a
    colour, then per district of a kind (by its name in force), and that it counts as any
    colour (rule citadels.8.scoring)."""
    spec, name = content.spec(d), content.district_name(d)
    out = [Message("citadels.rule.end_points", district=name, n=spec.end_points,
                   colour=Message(f"citadels.colour.{spec.end_colour.value}"))
           ] if spec.end_points and spec.end_colour is not None else []
    if spec.end_kind_points and spec.end_kind is not None:
        out.append(Message("citadels.rule.end_kind", district=name, n=spec.end_kind_points,
                           kind=content.district_name(spec.end_kind)))
    if spec.any_colour:
        out.append(Message("citadels.rule.any_colour", district=name))
    return out

_WRITERS: dict[str, Callable[[CitadelsContent, str, str], str]] = {
    "citadels.2": _deck, "citadels.4": _setup, "citadels.5.1": _sets, "citadels.5.2": _draft,
    "citadels.5.3": _draft_two, "citadels.5.4": _draft_three, "citadels.5.5": _draft_seven,
    "citadels.5.7": _calls, "citadels.6.3": _build, "citadels.11.A2": _naming,
    "citadels.7": _income}


def register() -> None:
    """Make `events.rule` fill Citadels' rule texts (done when the package is imported)."""
    register_filler("citadels", fill)
