"""Citadels' end-of-game scoring (rules spec citadels §8) and the classic tie-break.

`score_city` is the public, validating entry point (district names in English or Japanese);
`city_score` is the fast version the rules use on known-good cities.

This module may import only the engine, `cards` and `content`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from ...engine import ExplorerError, FrozenMap, Join, Message, Text, check_lang, implements
from .cards import COLOUR_NAMES, Colour, District, district_by_name
from .content import (
    FIRST_COMPLETE,
    FIVE_COLOURS,
    OTHER_COMPLETE,
    PUBLISHED,
    CitadelsContent,
    tables,
)
from .content import PRINTED_CITY as COMPLETE

_ALL = frozenset(Colour)


class ScoringError(ExplorerError):
    """A city that cannot be scored (unknown district, duplicate, impossible bonus)."""


@dataclass(frozen=True, eq=True)
class CityScore:
    """The score of one city: `base` (district values), `bonuses` (name -> points) and
    `total`. Bonus names: `"five_colours"`, `"first_complete"`, `"complete"`, and
    `"districts"` (the districts' end points, per colour `DistrictSpec.end_points` and per
    kind `DistrictSpec.end_kind_points`)."""

    districts: tuple[District, ...]
    base: int
    #: Read-only (a `FrozenMap`), so that a score is a hashable value.
    bonuses: Mapping[str, int] = field(default_factory=FrozenMap)
    #: The colour the Haunted City stood for to complete the five colours (None: not used).
    haunted_colour: Colour | None = None
    #: Why the Haunted City could not stand in (it was built in the final round).
    haunted_late: bool = False
    #: Each district's points in the game scored (the printed ones, or a variant's).
    points: tuple[int, ...] = ()
    #: The size that completed the city in the game scored (rule citadels.8).
    size: int = COMPLETE
    #: Each district's end points: (district, points, points each, colour counted, count).
    end_points: tuple[tuple[District, int, int, Colour, int], ...] = ()
    #: The districts that count as any colour (`DistrictSpec.any_colour`) and stood in for a
    #: missing colour to complete the five, with that colour.
    stand_ins: tuple[tuple[District, Colour], ...] = ()
    #: The name of the district that has the Haunted City's power in the game scored (a
    #: variant may move it; not part of the score's value).
    haunted_place: Text = field(default=PUBLISHED.place("haunted_city"), compare=False,
                                repr=False)
    #: The districts' names in the game scored (a variant may name a district; not part of
    #: the score's value).
    names: Mapping[District, Text] = field(
        default_factory=lambda: PUBLISHED.tables.district_names, compare=False, repr=False)
    #: Each district's end points per district of a kind: (district, points, points each,
    #: kind counted, count).
    kind_points: tuple[tuple[District, int, int, District, int], ...] = ()

    def __post_init__(self) -> None:
        if not isinstance(self.bonuses, FrozenMap):
            object.__setattr__(self, "bonuses", FrozenMap(self.bonuses))
        object.__setattr__(self, "districts", tuple(self.districts))
        if not self.points:
            printed = tables(PUBLISHED).points
            object.__setattr__(self, "points", tuple(printed[d] for d in self.districts))

    @property
    def total(self) -> int:
        return self.base + sum(self.bonuses.values())

    def lines(self) -> list[Message]:
        """One message per clause of §8 that gave points (or explains a missing bonus)."""
        out = [Message("citadels.score.base",
                       districts=Join(Message("citadels.score.item", district=self.names[d],
                                              n=n)
                                      for d, n in zip(self.districts, self.points, strict=True))
                       or "—",
                       n=self.base)]
        out += [Message("citadels.score.end_points", n=n, district=self.names[d], each=each,
                        colour=COLOUR_NAMES[colour], count=count)
                for d, n, each, colour, count in self.end_points]
        out += [Message("citadels.score.end_kind", n=n, district=self.names[d], each=each,
                        kind=self.names[kind], count=count)
                for d, n, each, kind, count in self.kind_points]
        five = self.bonuses.get("five_colours")
        if five and self.stand_ins:
            stood = [*((self.names[d], c) for d, c in self.stand_ins),
                     *(((self.haunted_place, self.haunted_colour),)
                       if self.haunted_colour is not None else ())]
            out.append(Message("citadels.score.five_stand_in", n=five, stand_ins=Join(
                Message("citadels.score.stand_in", place=place, colour=COLOUR_NAMES[colour])
                for place, colour in stood)))
        elif five:
            if self.haunted_colour is not None:
                out.append(Message("citadels.score.five_haunted", n=five,
                                   colour=COLOUR_NAMES[self.haunted_colour],
                                   place=self.haunted_place))
            else:
                out.append(Message("citadels.score.five", n=five))
        elif self.haunted_late:
            out.append(Message("citadels.score.haunted_late", place=self.haunted_place))
        if "first_complete" in self.bonuses:
            out.append(Message("citadels.score.first", n=self.bonuses["first_complete"],
                               size=self.size))
        if "complete" in self.bonuses:
            out.append(Message("citadels.score.complete", n=self.bonuses["complete"],
                               size=self.size))
        out.append(Message("citadels.score.total", n=self.total))
        return out

    def explain(self, lang: str = "en") -> str:
        """The breakdown as sentences, one per line, in `lang` (`LanguageError` for a language
        other than `en` or `ja`)."""
        check_lang(lang)
        return "\n".join(m.label(lang) for m in self.lines())


@implements("citadels.8.scoring", "citadels.2.1.dragon_gate", "citadels.2.1.university",
            "citadels.2.1.haunted_city")
def city_score(city: Sequence[District], *, first_complete: bool = False,
               built_in_final_round: Iterable[District] = (), complete_size: int = COMPLETE,
               five_colours_bonus: int = FIVE_COLOURS,
               first_complete_bonus: int = FIRST_COMPLETE,
               complete_bonus: int = OTHER_COMPLETE,
               content: CitadelsContent = PUBLISHED) -> CityScore:
    """Score a valid city (no checks). The four numbers before `content` are the game's
    what-if options (`CitadelsOptions`, rules citadels.8 and citadels.8.scoring); `content`
    gives the districts' points and colours and which one is the Haunted City; the defaults
    are the printed game."""
    facts = content.tables
    points = tuple(facts.points[d] for d in city)
    base = sum(points)
    bonuses: dict[str, int] = {}
    haunted_city = facts.haunted_city
    haunted = haunted_city in city
    late = haunted and haunted_city in tuple(built_in_final_round)
    wild = [d for d in city if d in facts.any_colour] if facts.any_colour else []
    colours = {facts.colour[d] for d in city if d is not haunted_city and d not in wild}
    used, stand_ins = _stand_in(colours, wild, haunted and not late)
    if late:
        colours.add(Colour.PURPLE)
    if colours >= _ALL:
        bonuses["five_colours"] = five_colours_bonus
    ends = _end_points(city, facts.end_bonus, facts.colour) if facts.end_bonus else ()
    kinds = _kind_points(city, facts.end_kind) if facts.end_kind else ()
    if ends or kinds:
        bonuses["districts"] = sum(end[1] for end in (*ends, *kinds))
    if len(city) >= complete_size:
        if first_complete:
            bonuses["first_complete"] = first_complete_bonus
        else:
            bonuses["complete"] = complete_bonus
    return CityScore(tuple(city), base, bonuses, used,
                     late and "five_colours" not in bonuses and len(_ALL - colours) <= 1,
                     points, complete_size, ends, stand_ins, content.place("haunted_city"),
                     facts.district_names, kinds)


@implements("citadels.8.scoring", "citadels.2.1.haunted_city")
def _stand_in(colours: set[Colour], wild: list[District], haunted: bool
              ) -> tuple[Colour | None, tuple[tuple[District, Colour], ...]]:
    """The colours the city's stand-ins take, added to `colours` (the colours of its other
    districts): the districts that count as any colour (`wild`, in city order), then the
    Haunted City if it may stand in (`haunted`). Together they fill the missing basic colours
    when there are enough of them, one left purple if purple is missing too; otherwise each
    is simply purple. Returns the Haunted City's colour (`None`: purple or absent) and each
    wild district's colour when it is not purple."""
    takers: list[District | None] = [*wild, *((None,) if haunted else ())]
    if not takers:
        return None, ()
    missing = sorted(_ALL - colours - {Colour.PURPLE}, key=list(Colour).index)
    if len(missing) + (Colour.PURPLE not in colours) > len(takers):
        # Not enough to complete the five: each is simply purple.
        colours.add(Colour.PURPLE)
        return None, ()
    # Each stands in for one missing basic colour (and is no longer purple); any left over
    # stays purple.
    taken = list(zip(takers, missing, strict=False))
    colours.update(missing)
    if len(takers) > len(missing):
        colours.add(Colour.PURPLE)
    return (next((c for d, c in taken if d is None), None),
            tuple((d, c) for d, c in taken if d is not None))


@implements("citadels.8.scoring")
def _end_points(city: Sequence[District], ends: Mapping[District, tuple[Colour, int]],
                colours: Mapping[District, Colour]
                ) -> tuple[tuple[District, int, int, Colour, int], ...]:
    """The end points of the districts of `city` that have them (`DistrictSpec.end_points`):
    so many for each district of a colour in the city."""
    out = []
    for d in city:
        if d in ends:
            colour, each = ends[d]
            count = sum(1 for x in city if colours[x] is colour)
            out.append((d, each * count, each, colour, count))
    return tuple(out)


@implements("citadels.8.scoring")
def _kind_points(city: Sequence[District], ends: Mapping[District, tuple[District, int]]
                 ) -> tuple[tuple[District, int, int, District, int], ...]:
    """The end points of the districts of `city` that score per district of a kind
    (`DistrictSpec.end_kind_points`): so many for each district of that kind in the city."""
    out = []
    for d in city:
        if d in ends:
            kind, each = ends[d]
            count = sum(1 for x in city if x is kind)
            out.append((d, each * count, each, kind, count))
    return tuple(out)


def end_points_total(city: Sequence[District], content: CitadelsContent) -> int:
    """The end points `city` scores in `content`: its districts' points per district of a
    colour and per district of a kind (rule citadels.8.scoring; 0 in the printed game)."""
    facts = content.tables
    ends = _end_points(city, facts.end_bonus, facts.colour) if facts.end_bonus else ()
    kinds = _kind_points(city, facts.end_kind) if facts.end_kind else ()
    return sum(end[1] for end in (*ends, *kinds))


def _district(value: object) -> District:
    if isinstance(value, District):
        return value
    if isinstance(value, str):
        found = district_by_name(value)
        if found is not None:
            return found
    raise ScoringError(Message("citadels.error.unknown_district", name=repr(value)))


def _districts(values: object, what: str) -> tuple[District, ...]:
    if isinstance(values, (str, bytes)) or not isinstance(values, Iterable):
        raise ScoringError(Message("citadels.error.not_a_list", what=what, value=repr(values)))
    return tuple(_district(v) for v in values)


def score_city(districts: Iterable[str | District], *, first_complete: bool = False,
               built_in_final_round: Iterable[str | District] = (),
               content: CitadelsContent = PUBLISHED) -> CityScore:
    """Score a city at game end (§8), with the districts' points and colours of `content`
    (the printed game by default: `explorer.variant("citadels", ...).content` for a variant's).

    >>> s = score_city(["Watchtower", "Dragon Gate", "Manor", "Temple", "Tavern"])
    >>> s.base, dict(s.bonuses), s.total
    (14, {'five_colours': 3}, 17)
    >>> score_city(["大学"]).total
    8
    """
    city = _districts(districts, "districts")
    late = _districts(built_in_final_round, "built_in_final_round")
    seen: set[District] = set()
    for d in city:
        if d in seen:
            raise ScoringError(Message("citadels.error.duplicate", district=d.info.name))
        seen.add(d)
    for d in late:
        if d not in seen:
            raise ScoringError(Message("citadels.error.late_not_in_city", district=d.info.name))
    if not isinstance(first_complete, bool):
        raise ScoringError(Message("citadels.error.flag", value=repr(first_complete)))
    if first_complete and len(city) < COMPLETE:
        raise ScoringError(Message("citadels.error.first_incomplete", n=len(city)))
    return city_score(city, first_complete=first_complete, built_in_final_round=late,
                      content=content)


@implements("citadels.8.tiebreak")
def rank_players(scores: Sequence[int], bases: Sequence[int], gold: Sequence[int],
                 tiebreak: object = "classic") -> tuple[tuple[int, ...], Message | None]:
    """The winning seats and how a tie on points was broken (§8, §11-A10)."""
    best = max(scores)
    tied = [s for s, v in enumerate(scores) if v == best]
    if len(tied) == 1:
        return tuple(tied), None
    steps: list[tuple[str, Sequence[int]]] = [("gold", gold)]
    if str(tiebreak) == "classic":
        steps.insert(0, ("base", bases))
    for name, values in steps:
        top = max(values[s] for s in tied)
        tied = [s for s in tied if values[s] == top]
        if len(tied) == 1:
            return tuple(tied), Message(f"citadels.tiebreak.{name}", n=top)
    return tuple(tied), Message("citadels.tiebreak.shared")
