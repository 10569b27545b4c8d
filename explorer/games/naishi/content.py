"""Naishi's content as data (rules spec naishi §1, §3, §12): the copies of every Development
card and every number and table the scoring reads. `PUBLISHED` is the printed game; a
`NaishiContent` that differs is a variant (`explorer.Variant`), carried by the options
(`NaishiOptions.content`), so that every state knows the game it belongs to.

The set-up, the reference rules, the kernel, the scorer and its explanations and the bots read
these values, never constants of their own. The Ronin, Torii and Mountain tables are the
what-if options of those names (`ronin_points`, `torii_points`, `mountain_points`, older than
this module), so they are not repeated here; a `Variant` holds both.

Per-cell tables have ten numbers: the Line's columns 1–5, then the Hand's.

A variant may add card kinds (`kinds`, read by `kinds.read_kinds`): each takes a spare card
(`cards.SPARE`), goes in the Development deck (`character`, `place`) or in the Hands in place
of Mountains (`start`), and scores by the patterns of its dict.

This module may import only the engine, `cards` and `kinds`.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ...engine import Join, Message, Text, shown
from ...engine.core import as_int, read_fast
from ...engine.errors import VariantError
from ...engine.variant import content_from_dict
from .cards import CARDS, PRINTED, Card, Family, parse_card
from .kinds import NewKind, describe, read_kinds

#: The Development cards, in the order `deck` counts them (every card but the Mountain).
DEVELOPMENT: tuple[Card, ...] = tuple(c for c in PRINTED if c is not Card.MOUNTAIN)
#: Cards dealt to each player for the opening exchange (rules naishi.3.4, naishi.3.6: one
#: given, one kept): fixed, the exchange needs two.
DEALT = 2
#: River piles, one per column (rule naishi.3.3): fixed by the territory's geometry.
PILES = 5
#: Mountains (rule naishi.1: `cards.CARDS`, the one place of the number): five in each Line,
#: the rest in each Hand (rules naishi.3.5, naishi.3.7).
MOUNTAINS = CARDS[Card.MOUNTAIN].copies
#: The Mountains each Hand starts with: the half of them the Line does not take (printed: 3).
HAND_MOUNTAINS = MOUNTAINS // 2 - PILES
#: The Mountains left beside the game during the exchange (printed: 6, the Hands' share).
SUPPLY_MOUNTAINS = MOUNTAINS - 2 * PILES
#: The printed what-if tables the options hold (`NaishiOptions` and `ScoringRules` default to
#: them): each Ronin's points for the most types it counts, 8, 9, 10 (naishi.12.ronin); the
#: Torii for 0–4 or more (naishi.12.torii); the Mountains for 0, 1, 2 or more
#: (naishi.12.mountain).
RONIN_POINTS: tuple[int, int, int] = (8, 15, 45)
TORII_POINTS: tuple[int, int, int, int, int] = (0, -5, 0, 30, 30)
MOUNTAIN_POINTS: tuple[int, int, int] = (0, 5, -5)
#: The most copies of one card, and the largest point value either way.
MOST_COPIES = 16
MOST_POINTS = 100

#: The fields that are per-cell tables (10 numbers), tables of other lengths, and numbers.
CELL_TABLES = ("naishi_points", "advisor_points", "fort_points", "monk_points",
               "horseman_points")
TABLES = {"banner_points": 3, "rice_points": 11}
NUMBERS = ("naishi_bonus", "fort_bonus", "torii_bonus", "lone_sentinel", "banner_bonus",
           "ninja_bonus")
#: The Court's numbers (rules naishi.4, naishi.6.2, naishi.6.3), each with its range: the
#: Switch spots (printed 3), the River-refresh spots (printed 2) and each player's emissaries
#: (printed 2). `state.court_layout` places the spots; a second Decree spot is the `decree`
#: choice's.
COURT: dict[str, tuple[int, int]] = {"switch_spots": (1, 6), "refresh_spots": (1, 6),
                                     "emissaries": (1, 4)}
#: The fields that choose a reading of an action's limit, each with its choices (the printed
#: game's first): how often the Imperial Decree may be used (rule naishi.7: once per game, or
#: once per player), and what a Ninja may copy (rule naishi.12.ninja: a character of its
#: territory, or only one of its own row, Line or Hand).
CHOICES: dict[str, tuple[str, ...]] = {
    "decree": ("game", "player"),
    "ninja_copies": ("territory", "row"),
}


@read_fast
@dataclass(frozen=True)
class NaishiContent:
    """What a game of Naishi is made of (defaults: the printed game).

    - `deck`: the copies of each Development card, in `DEVELOPMENT` order (rule naishi.1):
      the River takes all but the 4 cards dealt, in five piles as even as possible, the first
      piles taking one more (rule naishi.3.3; printed: 34 cards, five piles of 6).
    - `naishi_points` (naishi.12.naishi), `advisor_points` (naishi.12.advisor), `fort_points`
      (naishi.12.fort), `monk_points` (naishi.12.monk), `horseman_points`
      (naishi.12.horseman): each card's points by cell.
    - `naishi_bonus`: an Advisor's points per adjacent Naishi; `fort_bonus`: a Sentinel's per
      adjacent Fort; `torii_bonus`: a Monk's per adjacent Torii; `lone_sentinel`: a Sentinel
      with no Sentinel next to it; `banner_bonus`: a Hand Horseman under a Line Banner.
    - `banner_points`: the Line's Banners, for 0, 1, 2 (naishi.12.banner); `rice_points`: a
      group of Rice Fields by its size 0–10 (naishi.12.rice_field).
    - `ninja_bonus`: what a copying Ninja scores beyond its copy (naishi.12.ninja; printed 0).
    - `decree`: "game", the Imperial Decree once per game in all (printed), or "player",
      once for each player, a second Decree spot on the Court (naishi.7).
    - `ninja_copies`: "territory", a Ninja copies a character anywhere in its territory
      (printed), or "row", only one of its own row, Line or Hand (naishi.12.ninja).
    - `switch_spots`, `refresh_spots`: the Court's Switch spots (printed 3, naishi.6.2) and
      River-refresh spots (printed 2, naishi.6.3), 1 to 6 each (naishi.4).
    - `emissaries`: each player's emissaries (printed 2, rules naishi.3.1, naishi.4), 1 to 4.
    - `kinds`: new card kinds (`kinds.NewKind`, at most `kinds.MOST_KINDS`; printed: none).
    """

    deck: tuple[int, ...] = tuple(CARDS[c].copies for c in DEVELOPMENT)
    naishi_points: tuple[int, ...] = (0, 0, 12, 0, 0, 0, 0, 8, 0, 0)
    advisor_points: tuple[int, ...] = (2, 4, 3, 4, 2) * 2
    fort_points: tuple[int, ...] = (6, 0, 0, 0, 6) * 2
    monk_points: tuple[int, ...] = (0,) * 5 + (5,) * 5
    horseman_points: tuple[int, ...] = (0,) * 5 + (3,) * 5
    naishi_bonus: int = 4
    fort_bonus: int = 4
    torii_bonus: int = 2
    lone_sentinel: int = 3
    banner_bonus: int = 10
    banner_points: tuple[int, ...] = (0, 3, 8)
    rice_points: tuple[int, ...] = (0, 0, 10, 20, 30, 30, 30, 30, 30, 30, 30)
    ninja_bonus: int = 0
    decree: str = CHOICES["decree"][0]
    ninja_copies: str = CHOICES["ninja_copies"][0]
    switch_spots: int = 3
    refresh_spots: int = 2
    emissaries: int = 2
    kinds: tuple[NewKind, ...] = ()

    def __post_init__(self) -> None:
        for f in dataclasses.fields(self):
            _check(f.name, getattr(self, f.name))
        if self.size < DEALT * 2 + PILES:
            raise VariantError(Message("naishi.variant.error.small_deck", n=self.size,
                                       least=DEALT * 2 + PILES))
        # Hashed on every scoring lookup: hashed once.
        object.__setattr__(self, "_hash", hash(dataclasses.astuple(self)))

    def __hash__(self) -> int:
        return self._hash  # type: ignore[attr-defined, no-any-return]  # set above

    def __repr__(self) -> str:
        changed = [f"{f.name}={getattr(self, f.name)!r}" for f in dataclasses.fields(self)
                   if getattr(self, f.name) != f.default]
        return f"NaishiContent({', '.join(changed)})"

    @property
    def size(self) -> int:
        """The number of Development cards (new kinds of the deck included)."""
        return sum(self.deck) + sum(k.copies for k in self.kinds if k.family is not Family.START)

    def copies(self, card: Card) -> int:
        """How many copies of `card` the game has (the Mountains: `MOUNTAINS`, fewer by the
        start kinds that take their places)."""
        if card is Card.MOUNTAIN:
            return MOUNTAINS - self.start_copies
        for kind in self.kinds:
            if kind.card is card:
                return kind.copies
        return self.deck[DEVELOPMENT.index(card)] if card in DEVELOPMENT else 0

    @property
    def start_copies(self) -> int:
        """The copies of the start kinds, each in place of a Mountain of a Hand."""
        return sum(k.copies for k in self.kinds if k.family is Family.START)

    def kind(self, card: Card) -> NewKind | None:
        """The new kind `card` stands for under this content, `None` for a printed card."""
        for kind in self.kinds:
            if kind.card is card:
                return kind
        return None

    def name(self, card: Card) -> Text:
        """`card`'s name in both languages: a new kind's own, else the printed one."""
        kind = self.kind(card)
        return CARDS[card].name if kind is None else kind.names

    # -- JSON ------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """Every field, the deck as `{card id: copies}`, tables as lists (JSON-ready)."""
        out: dict[str, Any] = {}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if f.name == "deck":
                out[f.name] = {c.value: n for c, n in zip(DEVELOPMENT, value, strict=True)}
            elif f.name == "kinds":
                if value:  # the printed game's dict stays as it was
                    ids = {k.card: k.id for k in value}
                    out[f.name] = [k.to_dict(ids) for k in value]
            else:
                out[f.name] = list(value) if isinstance(value, tuple) else value
        return out

    @classmethod
    def from_dict(cls, data: Any, base: NaishiContent | None = None) -> NaishiContent:
        """The content `data` describes (`to_dict`'s form, any field left out as in `base`,
        the published game by default; the deck may name only the cards it changes, by any
        name `parse_card` reads). `VariantError` naming the field for anything impossible."""
        start = PUBLISHED if base is None else base

        def read(name: str, value: Any) -> Any:
            if name in CHOICES:
                return value
            if name == "kinds":
                return read_kinds(value)
            return _deck(value, start.deck) if name == "deck" else _numbers(name, value)

        content: NaishiContent = content_from_dict(start, data, read)
        return content

    # -- differences ---------------------------------------------------------------------------

    @staticmethod
    def field_choices() -> dict[str, dict[str, Message]]:
        """The values the vocabulary offers for the fields that choose a reading (`CHOICES`),
        with their words: how often the Imperial Decree may be used (rule naishi.7) and what a
        Ninja may copy (rule naishi.12.ninja). An editor offers them as dropdowns."""
        return {name: {v: Message(f"naishi.variant.{name}.{v}") for v in values}
                for name, values in CHOICES.items()}

    def changes(self, other: NaishiContent) -> list[Message]:
        """One line per number that differs from `self` to `other`: "Ninja bonus: 0 → 1"."""
        out: list[Message] = []
        for card, old, new in zip(DEVELOPMENT, self.deck, other.deck, strict=True):
            if old != new:
                out.append(Message("naishi.variant.diff.copies", card=CARDS[card].name,
                                   old=old, new=new))
        out.extend(_kind_changes(self, other))
        for f in dataclasses.fields(self):
            old, new = getattr(self, f.name), getattr(other, f.name)
            if f.name in ("deck", "kinds") or old == new:
                continue
            if f.name in CHOICES:
                out.append(Message("naishi.variant.diff.choice",
                                   what=Message(f"naishi.variant.field.{f.name}"),
                                   old=Message(f"naishi.variant.{f.name}.{old}"),
                                   new=Message(f"naishi.variant.{f.name}.{new}")))
                continue
            key = "naishi.variant.diff.points" if isinstance(old, int) and f.name not in COURT \
                else "naishi.variant.diff.table"
            out.append(Message(key, what=Message(f"naishi.variant.field.{f.name}"),
                               old=_show(old), new=_show(new)))
        return out


def _kind_changes(old: NaishiContent, new: NaishiContent) -> list[Message]:
    """One line per new kind of `new` that `old` does not have the same: its names, copies,
    family and scoring patterns, with its own numbers."""
    out: list[Message] = []
    for kind in new.kinds:
        if kind in old.kinds:
            continue
        names = {c: new.name(c) for c in Card}
        out.append(Message("naishi.variant.diff.kind", card=kind.names, copies=kind.copies,
                           family=Message(f"naishi.kind.family.{kind.family.value}"),
                           scoring=Join(describe(p, names) for p in kind.scoring)))
    out.extend(Message("naishi.variant.diff.kind_gone", card=kind.names)
               for kind in old.kinds if kind.card not in {k.card for k in new.kinds})
    return out


def _show(value: int | tuple[int, ...]) -> str:
    if isinstance(value, int):
        return str(value)
    if len(value) == 10:
        return f"({', '.join(map(str, value[:5]))} | {', '.join(map(str, value[5:]))})"
    return f"({', '.join(map(str, value))})"


def _check(name: str, value: Any) -> None:
    """`VariantError` unless field `name` holds what it must (the constructor's check)."""
    if name == "deck":
        if not (isinstance(value, tuple) and len(value) == len(DEVELOPMENT)):
            raise VariantError(Message("engine.variant.error.numbers", field=name,
                                       n=len(DEVELOPMENT), value=shown(value)))
        for card, n in zip(DEVELOPMENT, value, strict=True):
            if type(n) is not int or not 0 <= n <= MOST_COPIES:
                raise VariantError(Message("naishi.variant.error.copies", card=CARDS[card].name,
                                           value=shown(n), most=MOST_COPIES))
        return
    if name == "kinds":
        read_kinds(value)
        return
    if name in CHOICES:
        if value not in CHOICES[name]:
            raise VariantError(Message("naishi.variant.error.choice", field=name,
                                       value=shown(value), choices=", ".join(CHOICES[name])))
        return
    if name in COURT:
        low, high = COURT[name]
        if type(value) is not int:
            raise VariantError(Message("engine.variant.error.number", field=name,
                                       value=shown(value)))
        if not low <= value <= high:
            raise VariantError(Message("engine.variant.error.range", field=name,
                                       value=shown(value), low=low, high=high))
        return
    numbers = (value,) if name in NUMBERS else value
    length = 1 if name in NUMBERS else 10 if name in CELL_TABLES else TABLES[name]
    if not (isinstance(numbers, tuple) and len(numbers) == length
            and all(type(n) is int for n in numbers)):
        key = "engine.variant.error.number" if name in NUMBERS else \
            "engine.variant.error.numbers"
        raise VariantError(Message(key, field=name, n=length, value=shown(value)))
    if not all(-MOST_POINTS <= n <= MOST_POINTS for n in numbers):
        raise VariantError(Message("engine.variant.error.range", field=name, value=shown(value),
                                   low=-MOST_POINTS, high=MOST_POINTS))


def _numbers(name: str, value: Any) -> Any:
    """A number or a table from JSON (lists, numpy integers) as the field holds it; what
    cannot be read is left for the constructor's check to refuse."""
    if name in NUMBERS or name in COURT:
        number = as_int(value)
        return value if number is None else number
    if isinstance(value, (list, tuple)):
        numbers = tuple(as_int(v) for v in value)
        return tuple(value) if None in numbers else numbers
    return value


def _deck(value: Any, base: tuple[int, ...]) -> Any:
    """The deck from `{card: copies}` (cards left out keep `base`'s copies) or a full list."""
    if isinstance(value, (list, tuple)):
        return _numbers("deck", value)
    if not isinstance(value, Mapping):
        raise VariantError(Message("engine.variant.error.object", field="deck",
                                   value=shown(value)))
    deck = list(base)
    for name, n in value.items():
        try:
            card = parse_card(name)
        except ValueError:
            raise VariantError(Message("naishi.variant.error.card", value=shown(name),
                                       cards=Join((CARDS[c].name for c in DEVELOPMENT),
                                                  alternatives=True))) from None
        if card is Card.MOUNTAIN:
            raise VariantError(Message("naishi.variant.error.mountains", n=MOUNTAINS, line=PILES,
                                       hand=HAND_MOUNTAINS))
        number = as_int(n)
        deck[DEVELOPMENT.index(card)] = n if number is None else number
    return tuple(deck)


PUBLISHED = NaishiContent()

#: The printed cards' scoring written in the new kinds' patterns (`kinds`; rules spec naishi
#: §12): each card's patterns as (pattern, the content field or option table holding its
#: numbers, the card it looks for, its row). `scoring.printed_patterns` fills in the numbers
#: in force, and A1's REPLACES and A11's ONLY_ALONE readings as the patterns' options
#: (`Pattern.replaces`, `Pattern.only_alone`); a Ninja scores as its copy (naishi.12.ninja).
#: Their sentences are `PRINTED_TEXTS`'.
PRINTED_SCORING: dict[Card, tuple[tuple[str, str, Card | None, str | None], ...]] = {
    Card.MOUNTAIN: (("count", "mountain_points", None, None),),
    Card.NAISHI: (("position", "naishi_points", None, None),),
    Card.ADVISOR: (("position", "advisor_points", None, None),
                   ("adjacent", "naishi_bonus", Card.NAISHI, None)),
    Card.SENTINEL: (("alone", "lone_sentinel", None, None),
                    ("adjacent", "fort_bonus", Card.FORT, None)),
    Card.MONK: (("position", "monk_points", None, None),
                ("adjacent", "torii_bonus", Card.TORII, None)),
    Card.HORSEMAN: (("position", "horseman_points", None, None),
                    ("column", "banner_bonus", Card.BANNER, "hand")),
    Card.RONIN: (("distinct", "ronin_points", None, None),),
    Card.FORT: (("position", "fort_points", None, None),),
    Card.BANNER: (("count", "banner_points", None, "line"),),
    Card.TORII: (("count", "torii_points", None, None),),
    Card.RICE_FIELD: (("group", "rice_points", None, None),),
}


def _by_cell(prefix: str, labels: tuple[str, ...]) -> tuple[str, ...]:
    """A position's sentence key per cell: `prefix.label`, five labels for both rows."""
    return tuple(f"{prefix}.{label}" for label in (labels * 2 if len(labels) == 5 else labels))


@dataclass(frozen=True)
class ScoreText:
    """The printed sentences of one pattern of a printed card (catalogue keys): `keys` by
    cell for a `position`; by count or group size for a `count` or a `group` (the last for
    more); else the pattern's cases in order (`adjacent`: one card, several, the bonus refused
    under A11's ONLY_ALONE; `alone`: alone, crowded; `column`: there, replacing the place's
    points under A1's REPLACES; `distinct`: its one sentence). `outside`: a row-bound
    `count`'s keys by count when copies of its kind lie outside its row."""

    keys: tuple[str, ...]
    outside: tuple[str, ...] = ()


_BONUS = ("naishi.score.bonus.one", "naishi.score.bonus.many")
_ROW = ("line",) * 5 + ("hand",) * 5
_CENTRE = ("elsewhere",) * 2 + ("line",) + ("elsewhere",) * 4 + ("hand",) + ("elsewhere",) * 2
_BANNERS = ("naishi.score.banner.hand", "naishi.score.banner.one", "naishi.score.banner.two")

#: The printed cards' score explanations, beside `PRINTED_SCORING`: each card's rule id and
#: the sentences of its patterns, in the same order (a new kind's patterns say their own
#: generic sentences, `naishi.score.kind.*`).
PRINTED_TEXTS: dict[Card, tuple[str, tuple[ScoreText, ...]]] = {
    Card.MOUNTAIN: ("naishi.12.mountain", (ScoreText((
        "naishi.score.mountain.many", "naishi.score.mountain.one",
        "naishi.score.mountain.many")),)),
    Card.NAISHI: ("naishi.12.naishi", (ScoreText(_by_cell("naishi.score.term.naishi",
                                                          _CENTRE)),)),
    Card.ADVISOR: ("naishi.12.advisor", (
        ScoreText(_by_cell("naishi.score.term.advisor",
                           ("edge", "middle", "centre", "middle", "edge"))),
        ScoreText(_BONUS))),
    Card.SENTINEL: ("naishi.12.sentinel", (
        ScoreText(("naishi.score.term.sentinel.alone", "naishi.score.term.sentinel.crowded")),
        ScoreText((*_BONUS, "naishi.score.term.sentinel.no_fort_bonus")))),
    Card.MONK: ("naishi.12.monk", (ScoreText(_by_cell("naishi.score.term.monk", _ROW)),
                                   ScoreText(_BONUS))),
    Card.HORSEMAN: ("naishi.12.horseman", (
        ScoreText(_by_cell("naishi.score.term.horseman", _ROW)),
        ScoreText(("naishi.score.term.horseman.banner", "naishi.score.term.horseman.replaces")))),
    Card.RONIN: ("naishi.12.ronin", (ScoreText(("naishi.score.term.ronin",)),)),
    Card.FORT: ("naishi.12.fort", (ScoreText(_by_cell(
        "naishi.score.term.fort", ("corner", "inside", "inside", "inside", "corner"))),)),
    Card.BANNER: ("naishi.12.banner", (ScoreText(_BANNERS, outside=(
        "naishi.score.banner.hand", "naishi.score.banner.both", "naishi.score.banner.two")),)),
    Card.TORII: ("naishi.12.torii", (ScoreText(("naishi.score.torii",)),)),
    Card.RICE_FIELD: ("naishi.12.rice_field", (ScoreText((
        "naishi.score.rice.group", "naishi.score.rice.alone", "naishi.score.rice.group")),)),
}


# -- what the rules read, made once per content ------------------------------------------------


@functools.lru_cache(maxsize=64)
def development_deck(content: NaishiContent) -> tuple[Card, ...]:
    """The Development cards to shuffle, in card order, the new kinds of the deck last
    (printed: 34)."""
    return tuple(card for card, n in zip(DEVELOPMENT, content.deck, strict=True)
                 for _ in range(n)) + tuple(
        k.card for k in content.kinds if k.family is not Family.START for _ in range(k.copies))


@functools.lru_cache(maxsize=64)
def hand_start(content: NaishiContent) -> tuple[Card, ...]:
    """The cards each Hand starts with beside the exchange's two (rule naishi.3.7): the
    Mountains (printed 3), each start kind's copies shared between the players taking the
    place of as many of them."""
    starts = tuple(k.card for k in content.kinds if k.family is Family.START
                   for _ in range(k.copies // 2))
    return (Card.MOUNTAIN,) * (HAND_MOUNTAINS - len(starts)) + starts


def start_names(content: NaishiContent) -> Join:
    """A Hand's start cards other than its Mountains (a variant's start kinds, `hand_start`),
    each named as a set-up text says it ("the Gardener" / 「庭師」)."""
    return Join(Message("naishi.log.the_card", card=content.name(card))
                for card in hand_start(content) if card is not Card.MOUNTAIN)


def hand_messages(content: NaishiContent, player: Any, kept: Any, received: Any,
                  cards: Any) -> tuple[Message, Message]:
    """The event of a Hand formed at the set-up (rule naishi.3.7) as its owner reads it and
    as the opponent does: the kept and the received card (`kept`, `received`: their names),
    the Mountains and a variant's start kinds (`hand_start`), then the Hand (`cards`)."""
    start = hand_start(content)
    mountains = start.count(Card.MOUNTAIN)
    if len(start) == mountains:  # the printed Hand: the kept card, the received one, Mountains
        return (Message("naishi.log.hand", player=player, kept=kept, received=received,
                        mountains=mountains, cards=cards),
                Message("naishi.log.hand_public", player=player, mountains=mountains))
    starts = start_names(content)
    return (Message("naishi.log.hand_starts", player=player, kept=kept, received=received,
                    mountains=mountains, starts=starts, cards=cards),
            Message("naishi.log.hand_starts_public", player=player, mountains=mountains,
                    starts=starts))


@functools.lru_cache(maxsize=64)
def pile_sizes(content: NaishiContent) -> tuple[int, ...]:
    """The River's pile sizes at the start (rule naishi.3.3): all the cards but the deal,
    as even as possible, the first piles one more (printed: 6 each)."""
    each, extra = divmod(content.size - DEALT * 2, PILES)
    return tuple(each + (i < extra) for i in range(PILES))


def lay_out(content: NaishiContent, deck: tuple[Card, ...]
            ) -> tuple[tuple[tuple[Card, ...], ...], tuple[tuple[Card, ...], ...]]:
    """The River (pile c in front of column c, index 0 face up) and the two deals of the
    shuffled `deck` (rules naishi.3.3, naishi.3.4): the piles first, then two cards to each
    player, seat 0 first."""
    river, start = [], 0
    for size in pile_sizes(content):
        river.append(tuple(deck[start:start + size]))
        start += size
    rest = deck[start:]
    return tuple(river), (tuple(rest[0:DEALT]), tuple(rest[DEALT:2 * DEALT]))


def supply(content: NaishiContent) -> tuple[Card, ...]:
    """The cards beside the game during the exchange: both Hands' share (printed: 6
    Mountains; a start kind's copies among them)."""
    return hand_start(content) * 2


@functools.lru_cache(maxsize=64)
def all_cards(content: NaishiContent) -> tuple[Card, ...]:
    """Every card of the game, the Mountains included (card conservation, the bots' count
    of unseen cards)."""
    return development_deck(content) + (Card.MOUNTAIN,) * (PILES * 2) + hand_start(content) * 2
