"""Random valid compositions of each game's vocabulary (issue 36, acceptance): a variant's dict
drawn from a seed, every field it changes in its range, for the tests (a few in the quick tier,
more in the soak tier) and `python -m explorer.bench --compositions`, where each is played and
its kernel compared with the reference (`check_kernel`).

- Naishi: some of the deck's copies, the point tables, the numbers, every choice (the Decree,
  the Ninja's reach) and the Court's numbers, the what-if tables of the options, and half the
  time new card kinds (families, copies and scoring patterns from the vocabulary).
- Citadels: every character's abilities (income colour, gold and cards after the action, build
  limit; the destruction change on the Warlord) and a new district with end points per colour,
  sometimes per district of a kind too.
- Whispers: effects, King cards, hand size, grey copies, who scores, the colours' characters
  and the palace whisper's points; only compositions whose games end (the Guard's
  `return_card` stays on one character, and a Maid who draws draws at least one card:
  docs/whispers-vocabulary.md).

This module imports only the engine and the games' content.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ..games.citadels.cards import CHARACTERS as CITADELS_CHARACTERS
from ..games.citadels.cards import POWERS as CITADELS_POWERS
from ..games.citadels.cards import Character as CitadelsCharacter
from ..games.citadels.cards import Colour as CitadelsColour
from ..games.citadels.cards import District as CitadelsDistrict
from ..games.citadels.content import ABILITY_RANGES
from ..games.citadels.content import PUBLISHED as CITADELS_PUBLISHED
from ..games.naishi import content as naishi
from ..games.naishi import kinds as naishi_kinds
from ..games.naishi.cards import PRINTED as NAISHI_CARDS
from ..games.whispers.cards import Character as WhispersCharacter
from ..games.whispers.content import COURT_SCORERS, EFFECT_KINDS, WHISPER_SCORERS

#: Naishi's tables and their lengths: the content's (per cell and others) and the options'.
NAISHI_TABLES = {**{name: 10 for name in naishi.CELL_TABLES}, **naishi.TABLES}
NAISHI_OPTION_TABLES = {"ronin_points": 3, "torii_points": 5, "mountain_points": 3}


def naishi_composition(seed: int) -> dict[str, Any]:
    """A valid Naishi variant's dict drawn from `seed`: some fields changed, each in its
    range."""
    rng = random.Random(seed)

    def number() -> int:
        return rng.randint(-20, 40) if rng.random() < 0.8 else rng.randint(-100, 100)

    content: dict[str, Any] = {}
    options: dict[str, Any] = {}
    kinds = [c.value for c in naishi.DEVELOPMENT]
    deck = {kind: rng.randint(0, 6) for kind in kinds if rng.random() < 0.4}
    printed = dict(zip(kinds, naishi.PUBLISHED.deck, strict=True))
    if sum({**printed, **deck}.values()) >= 2 * naishi.DEALT + naishi.PILES:
        content["deck"] = deck
    for name, size in NAISHI_TABLES.items():
        if rng.random() < 0.4:
            content[name] = [number() for _ in range(size)]
    for name in naishi.NUMBERS:
        if rng.random() < 0.4:
            content[name] = number()
    for name, choices in naishi.CHOICES.items():
        content[name] = rng.choice(choices)
    for name, (low, high) in naishi.COURT.items():
        if rng.random() < 0.4:
            content[name] = rng.randint(low, high)
    for name, size in NAISHI_OPTION_TABLES.items():
        if rng.random() < 0.4:
            options[name] = [number() for _ in range(size)]
    if rng.random() < 0.5:  # drawn last: the fields above are drawn as before
        content["kinds"] = _naishi_kinds(rng)
    return {"game": "naishi", "content": content, "options": options}


#: Names a random composition gives the characters it invents (English, Japanese).
INVENTED_NAMES: tuple[tuple[str, str], ...] = (
    ("Emperor", "皇帝"), ("Banker", "銀行家"), ("Spy", "密偵"), ("Alchemist", "錬金術師"),
    ("Navigator", "航海士"), ("Witch", "魔女"), ("Duke", "公爵"), ("Artist", "芸術家"),
    ("Diplomat", "外交官"))
#: The names the random Citadels compositions give their new district (none a printed one's).
DISTRICT_NAMES: tuple[tuple[str, str], ...] = (
    ("Guild Hall", "ギルド会館"), ("Bathhouse", "浴場"), ("Mint", "造幣所"),
    ("Lighthouse", "灯台"), ("Theatre", "劇場"))

def _naishi_kinds(rng: random.Random) -> list[dict[str, Any]]:
    """One to three new Naishi card kinds: a family each (the start kinds' copies even and 6
    at most in all), 1 to 3 copies, and 1 to 3 patterns with their numbers."""
    out: list[dict[str, Any]] = []
    ids = [f"New{i}" for i in range(rng.randint(1, 3))]
    start = 0
    for kind_id in ids:
        family = rng.choice(("start", "character", "place"))
        copies = rng.randint(1, 3)
        if family == "start":
            copies = 2 if start + 2 <= naishi_kinds.START_MOST else 0
            family = "start" if copies else "place"
            copies = copies or 1
            start += copies if family == "start" else 0
        cards = [c.value for c in NAISHI_CARDS] + ids
        scoring = [_naishi_pattern(rng, cards) for _ in range(rng.randint(1, 3))]
        out.append({"id": kind_id, "names": {"en": kind_id, "ja": f"新{kind_id[3:]}"},
                    "copies": copies, "family": family, "mark": kind_id[-1],
                    "scoring": scoring})
    return out


def _naishi_pattern(rng: random.Random, cards: list[str]) -> dict[str, Any]:
    name = rng.choice(naishi_kinds.PATTERNS)
    if name == "position":
        if rng.random() < 0.3:
            return {"pattern": name, "points": [rng.randint(-5, 12) for _ in range(10)]}
        return {"pattern": name, "where": rng.choice(list(naishi_kinds.WHERE)),
                "points": rng.randint(-5, 12)}
    if name in ("adjacent", "column"):
        return {"pattern": name, "card": rng.choice(cards), "points": rng.randint(-5, 10)}
    if name == "alone":
        return {"pattern": name, "points": rng.randint(-5, 10), "crowded": rng.randint(-5, 5)}
    return {"pattern": name, "points": [rng.randint(-5, 20) for _ in range(rng.randint(1, 12))]}


def citadels_composition(seed: int) -> dict[str, Any]:
    """A valid Citadels variant's dict drawn from `seed`: every character's abilities and
    powers from the vocabulary (each power to one of the printed set's characters, several
    may land on one; up to two characters a kill or a rob never names; the destruction change
    on a destroyer only), some ranks renamed as new characters, and a new district with end
    points per colour, named sometimes, sometimes purple and counting as any colour,
    sometimes changing its owner's building costs for a colour, and sometimes scoring at the
    end per district of a kind."""
    rng = random.Random(seed)
    colours = [None, "yellow", "blue", "green", "red"]
    holder = {p: rng.choice(CITADELS_CHARACTERS) for p in CITADELS_POWERS}
    characters: dict[str, Any] = {}
    for c in CitadelsCharacter:
        powers = [p for p in CITADELS_POWERS if holder[p] is c]
        names = [o.name.lower() for o in rng.sample(CITADELS_CHARACTERS, 2) if o is not c]
        characters[c.name.lower()] = {
            "income": rng.choice(colours),
            "gold_after": rng.choice((0, 0, 1, 2, 3)),
            "cards_after": rng.choice((0, 0, 1, 2)),
            "build_limit": rng.choice((0, 1, 1, 2, 3)),
            "destroy_change": rng.randint(*ABILITY_RANGES["destroy_change"])
            if "destroy" in powers else 0,
            "powers": powers,
            "never": names if {"kill", "rob"} & set(powers) else []}
    new: dict[str, Any] = {
        "copies": rng.randint(1, 2), "cost": rng.randint(1, 6), "points": rng.randint(0, 6),
        "colour": rng.choice(list(CitadelsColour)).value,
        "end_colour": rng.choice(list(CitadelsColour)).value, "end_points": rng.randint(1, 3)}
    # Some ranks become new characters with names of their own (drawn last: the abilities
    # above are those of the same seed without names).
    renamed = [c for c in CitadelsCharacter if rng.random() < 0.3]
    for c, (en, ja) in zip(renamed, rng.sample(INVENTED_NAMES, len(renamed)), strict=False):
        characters[c.name.lower()]["names"] = {"en": en, "ja": ja}
    # The new district's name, and sometimes purple counting as any colour (drawn after
    # everything above, which stays as it was for each seed).
    if rng.random() < 0.5:
        en, ja = rng.choice(DISTRICT_NAMES)
        new["names"] = {"en": en, "ja": ja}
    if rng.random() < 0.3:
        new |= {"colour": "purple", "any_colour": True}
    if rng.random() < 0.3:
        new |= {"build_change": rng.choice((-3, -2, -1, 1, 2)),
                "build_change_colour": rng.choice(list(CitadelsColour)).value}
    if rng.random() < 0.3:  # end points per district of a kind of the deck (itself included)
        new |= {"end_kind": rng.choice(CITADELS_KINDS), "end_kind_points": rng.randint(1, 3)}
    return {"game": "citadels", "content": {"characters": characters,
                                            "districts": {"New district 1": new}}}


#: The district kinds a new district's end points may count: the printed deck's and its own.
CITADELS_KINDS = [*(d.value for d, spec in zip(CitadelsDistrict, CITADELS_PUBLISHED.districts,
                                               strict=True) if spec.copies), "New district 1"]


def whispers_composition(seed: int) -> dict[str, Any]:
    """A valid Whispers variant's dict drawn from `seed`: effects, King cards and numbers,
    only of games that end."""
    rng = random.Random(seed)
    names = [c.name.lower() for c in WhispersCharacter]
    content: dict[str, Any] = {"effects": _whispers_effects(rng),
                               "kings": _whispers_kings(rng, names)}
    hand, grey = rng.randint(2, 7), rng.randint(0, 2)
    if 7 * (grey + 5) <= 5 * hand:
        hand = 5
    content |= {"hand_size": hand, "grey_copies": grey,
                "whisper_scorer": rng.choice(WHISPER_SCORERS),
                "court_scorer": rng.choice(COURT_SCORERS)}
    options = {"forced_end_points": rng.randint(1, 3)}
    if rng.random() < 0.5:  # fewer characters in the players' colours (drawn last)
        colour = sorted(rng.sample(names, rng.randint(3, 7)), key=names.index)
        content["colour_characters"] = colour
        content["hand_size"] = min(hand, (7 * grey + 5 * len(colour) - 1) // 5)
    return {"game": "whispers", "content": content, "options": options}


def _whispers_effects(rng: random.Random) -> dict[str, Any]:
    effects: dict[str, Any] = {}
    kinds = [kind for kind in EFFECT_KINDS if kind != "return_card"]
    for c in WhispersCharacter:
        if rng.random() < 0.5 and c is not WhispersCharacter.GUARD:
            kind = rng.choice(kinds)
            effect: dict[str, Any] = {"kind": kind}
            if kind == "discard_draw":
                effect.update(draw=rng.randint(1, 3), draw_first=rng.random() < 0.5)
            elif kind == "swap_areas":
                effect["from_card"] = rng.randint(1, 10)
            effects[c.name.lower()] = effect
    return effects


def _whispers_kings(rng: random.Random, names: list[str]) -> dict[str, Any]:
    faces = rng.sample(names, rng.randint(2, len(names)))
    kings: dict[str, Any] = dict.fromkeys(names)
    for face in faces:
        silences = rng.sample(names, rng.randint(0, 2))
        bans = rng.sample([n for n in names if n not in silences], rng.randint(0, 1))
        kings[face] = {"silences": silences or [face], "bans": bans}
    return kings


#: Each game's composer, by game name.
COMPOSERS: dict[str, Callable[[int], dict[str, Any]]] = {
    "naishi": naishi_composition, "citadels": citadels_composition,
    "whispers": whispers_composition}


def random_composition(game: str, seed: int) -> dict[str, Any]:
    """A random valid composition of `game`'s vocabulary drawn from `seed`, as a variant's dict
    (`explorer.Variant.from_dict(game, ...)` reads it).

    >>> random_composition("naishi", 3)["game"]
    'naishi'
    """
    return COMPOSERS[game](seed)


__all__ = ["COMPOSERS", "citadels_composition", "naishi_composition", "random_composition",
           "whispers_composition"]
