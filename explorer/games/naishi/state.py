"""Naishi's game state, its options and the small enums they use (rules spec naishi §2–§11).

The state is one frozen value; `rules.py` computes the next one. A seat's view is the same type
with the hidden cards replaced by `None` (their counts stay visible).

This module may import only the engine, `cards.py`, `content.py` and `scoring.py` (for the
scoring options).
"""

from __future__ import annotations

import enum
import functools
import operator
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ...engine import CodeRepr, Refusal, Rng, implements
from ...engine.core import CONTENT_FIELD, read_fast
from .cards import Card
from .content import (
    MOUNTAIN_POINTS,
    PUBLISHED,
    RONIN_POINTS,
    TORII_POINTS,
    NaishiContent,
    pile_sizes,
)
from .scoring import HorsemanBonus, IdleNinjaColour, ScoringRules, SentinelFortBonus


class Row(CodeRepr, enum.StrEnum):
    """A row of a territory: the face-up Line or the hidden Hand (rules spec naishi §2)."""

    LINE = "L"
    HAND = "H"

    @property
    def ordinal(self) -> int:
        """0 for the Line, 1 for the Hand (the row numbers `score()` uses)."""
        return 0 if self is Row.LINE else 1


class Phase(CodeRepr, enum.StrEnum):
    """Where the game is: the opening exchange, the turns, the end-of-game Ninja choices."""

    EXCHANGE = "exchange"
    PLAY = "play"
    NINJA = "ninja"
    OVER = "over"


class RecallRule(CodeRepr, enum.StrEnum):
    """Spec §13 A2: Recall brings back every recallable emissary (ALL, recommended), or one
    or two of the player's choice (CHOOSE, the literal reading of the Japanese summary)."""

    ALL = "all"
    CHOOSE = "choose"


class NinjaChoice(CodeRepr, enum.StrEnum):
    """How the end-of-game Ninja copies are made (spec §11.2, §12.N): BEST lets the engine pick
    the copies that maximise each player's total (what a player would choose); CHOOSE adds a
    player choice step after the Hands are revealed."""

    BEST = "best"
    CHOOSE = "choose"


@read_fast
@dataclass(frozen=True, kw_only=True)
class NaishiOptions:
    """Rule readings where the sources disagree (spec §13); the defaults are the recommended
    readings.

    - `recall`: A2, all recallable emissaries come back (ALL) or the player picks 1–2 (CHOOSE).
    - `river_swap`: A4, the Switch may exchange the face-up cards of two River piles.
    - `additional_with_any_main`: A5, allow the additional action also with the Imperial
      Decree, a Recall or a Declaration (off: only with a Develop).
    - `discard_may_empty_river`: A6, allow discarding two River cards before the Develop even
      when no River card would be left to develop (off: refused, as Game Park does).
    - `horseman_bonus`: A1, a Hand Horseman under a Line Banner scores 3 + 10 (ADDS) or 10
      (REPLACES); passed to `score()`.
    - `idle_ninja_colour`: A3, in the tie-break a Ninja that copies nothing has no colour
      (NONE) or counts as black (BLACK); passed to `score()`.
    - `sentinel_fort_bonus`: A11, a Sentinel next to a Sentinel keeps its Fort bonus
      (INDEPENDENT) or loses it with its 3 (ONLY_ALONE); passed to `score()`.
    - `ninja_choice`: automatic best Ninja copies (BEST) or a player choice step (CHOOSE).

    What-ifs for game design (not readings of the rules: the defaults are the printed values;
    each number from -100 to 100), passed to `score()`:

    - `ronin_points` (rule naishi.12.ronin): each Ronin's points with 8, 9, 10 types.
    - `torii_points` (rule naishi.12.torii): points for 0, 1, 2, 3, 4 or more Torii.
    - `mountain_points` (rule naishi.12.mountain): points for 0, 1, 2 or more Mountains.

    `content` is not an option but the game's cards and numbers (`content.NaishiContent`,
    the printed game by default): `Match("naishi", variant=v)` sets it from an
    `explorer.Variant`.
    """

    recall: RecallRule = RecallRule.ALL
    river_swap: bool = True
    additional_with_any_main: bool = False
    discard_may_empty_river: bool = False
    horseman_bonus: HorsemanBonus = HorsemanBonus.ADDS
    idle_ninja_colour: IdleNinjaColour = IdleNinjaColour.NONE
    sentinel_fort_bonus: SentinelFortBonus = SentinelFortBonus.INDEPENDENT
    ninja_choice: NinjaChoice = NinjaChoice.BEST
    ronin_points: tuple[int, int, int] = RONIN_POINTS
    torii_points: tuple[int, int, int, int, int] = TORII_POINTS
    mountain_points: tuple[int, int, int] = MOUNTAIN_POINTS
    content: NaishiContent = field(default=PUBLISHED, metadata=CONTENT_FIELD, repr=False)

    @property
    def scoring(self) -> ScoringRules:
        """The scoring readings and numbers, as `score()` takes them."""
        return ScoringRules(horseman_bonus=self.horseman_bonus,
                            idle_ninja_colour=self.idle_ninja_colour,
                            sentinel_fort_bonus=self.sentinel_fort_bonus,
                            ronin_points=self.ronin_points, torii_points=self.torii_points,
                            mountain_points=self.mountain_points, content=self.content)

    if TYPE_CHECKING:
        #: The readings that change what is legal in a turn (A2 all, A4, A5, A6) as one
        #: number: the kernel's summary of a turn holds it at every step.
        turn_rules: int = field(init=False)
        #: The Court of the content (`court_layout`): the kernel reads it at every step.
        court: CourtLayout = field(init=False)

    def __post_init__(self) -> None:
        # Plain attributes, not fields: Python reads an instance's own attribute quickly,
        # and a cached property (a descriptor its value hides) slowly, at every kernel step.
        # Options are checked after they are made (`Game.make_options`), so a wrong value
        # here only leaves these two unusable until the check refuses it.
        object.__setattr__(self, "turn_rules", (
            (self.recall is RecallRule.ALL) | (self.river_swap is True) << 1
            | (self.additional_with_any_main is True) << 2
            | (self.discard_may_empty_river is True) << 3))
        object.__setattr__(self, "court", court_layout(self.content)
                           if isinstance(self.content, NaishiContent) else None)


#: Court spots (spec §4): indices 0–2 Switch, 3–4 Discard 2 River cards, 5 Imperial Decree
#: (the printed Court; `court_layout` gives a variant's).
SWAP_SPOTS: tuple[int, ...] = (0, 1, 2)
DISCARD_SPOTS: tuple[int, ...] = (3, 4)
DECREE_SPOT: int = 5
RECALLABLE_SPOTS: tuple[int, ...] = SWAP_SPOTS + DISCARD_SPOTS
SPOT_NAMES: tuple[str, ...] = ("S1", "S2", "S3", "D1", "D2", "E")
#: Every spot a Court may have, by its index in `NaishiState.court`, the same in every game
#: (so that an action's spot numbers name the same spot under any content): the printed six,
#: a second Decree spot (a Decree per player), then the Switch and River-refresh spots a
#: variant adds (up to `content.COURT`'s most, 6 each).
ALL_SPOT_NAMES: tuple[str, ...] = SPOT_NAMES + ("E2", "S4", "S5", "S6", "D3", "D4", "D5", "D6")
_SWITCH_ORDER = tuple(i for i, name in enumerate(ALL_SPOT_NAMES) if name[0] == "S")
_REFRESH_ORDER = tuple(i for i, name in enumerate(ALL_SPOT_NAMES) if name[0] == "D")
#: Each player's emissaries in the printed game (`content.emissaries` in force).
EMISSARIES_PER_PLAYER = PUBLISHED.emissaries
COLUMNS = 5
#: The largest River pile of the printed game (naishi.3.3: 6), which `positions` allows.
PILE_SIZE = max(pile_sizes(PUBLISHED))
#: The Court's spots (printed).
COURT_SPOTS = len(SPOT_NAMES)


@dataclass(frozen=True, eq=False)
class CourtLayout:
    """Where a game's Court spots are in `NaishiState.court` (rule naishi.4): the Switch
    spots (naishi.6.2), the River-refresh spots (naishi.6.3) and the Decree spots (naishi.7),
    each a tuple of indices into `ALL_SPOT_NAMES`; `size` is the Court's length. An index
    below `size` in no area (a Switch or River-refresh spot a variant leaves out) is closed:
    it never holds an emissary. Compared by identity (`court_layout` makes one per content):
    the kernel keys its memos on it."""

    switch: tuple[int, ...]
    refresh: tuple[int, ...]
    decree: tuple[int, ...]
    size: int
    #: Each player's emissaries (rule naishi.4).
    emissaries: int = EMISSARIES_PER_PLAYER

    def __post_init__(self) -> None:
        # What a Court holds on the Switch spots, then on the River-refresh spots, as a
        # tuple (each getter names its first spot twice, so that one spot still gives a
        # tuple): `None in layout.on_switch(court)` is whether a Switch spot is free, asked
        # after every Develop.
        for name, spots in (("on_switch", self.switch), ("on_refresh", self.refresh)):
            object.__setattr__(self, name, operator.itemgetter(*spots, spots[0]))
        object.__setattr__(self, "recallable", tuple(sorted(self.switch + self.refresh)))

    on_switch: Callable[[tuple[int | None, ...]], tuple[int | None, ...]] = field(
        init=False, repr=False)
    on_refresh: Callable[[tuple[int | None, ...]], tuple[int | None, ...]] = field(
        init=False, repr=False)
    #: The spots a Recall empties (never a Decree spot), in index order.
    recallable: tuple[int, ...] = field(init=False, repr=False)

    @property
    def names(self) -> tuple[str, ...]:
        """The names of the Court's indices (closed ones included)."""
        return ALL_SPOT_NAMES[:self.size]

    @property
    def open_names(self) -> tuple[str, ...]:
        """The names of the spots that exist, in index order."""
        return tuple(ALL_SPOT_NAMES[i] for i in sorted(self.switch + self.refresh + self.decree))


@functools.lru_cache(maxsize=64)
def court_layout(content: NaishiContent) -> CourtLayout:
    """The Court of `content` (rule naishi.4): `switch_spots` Switch spots, `refresh_spots`
    River-refresh spots and one Decree spot, or one per player (`decree == "player"`).

    >>> court_layout(PUBLISHED)
    CourtLayout(switch=(0, 1, 2), refresh=(3, 4), decree=(5,), size=6, emissaries=2)
    """
    switch = _SWITCH_ORDER[:content.switch_spots]
    refresh = _REFRESH_ORDER[:content.refresh_spots]
    decree = (DECREE_SPOT, DECREE_SPOT + 1) if content.decree == "player" else (DECREE_SPOT,)
    return CourtLayout(switch, refresh, decree, max(switch + refresh + decree) + 1,
                       content.emissaries)


def court_spots(content: NaishiContent) -> int:
    """The length of the Court under `content` (`court_layout`; printed 6: a seventh spot
    when each player has a Decree, `content.decree == "player"`, rule naishi.7)."""
    return court_layout(content).size


def decree_spots(court: tuple[int | None, ...], content: NaishiContent = PUBLISHED
                 ) -> tuple[int, ...]:
    """The Decree spots of `court` under `content`: the central one, and the second one of a
    variant where each player has a Decree (rule naishi.7)."""
    return court_layout(content).decree


def spot_names(court: tuple[int | None, ...], content: NaishiContent = PUBLISHED
               ) -> tuple[str, ...]:
    """The names of `court`'s spots (`SPOT_NAMES`, "E2" for a second Decree spot, and the
    spots a variant adds or closes: `court_layout`)."""
    return court_layout(content).names


#: The refusal's key when every spot of an area is taken, by the area and how many spots it
#: has (one, two, more); the rest are `naishi.why.<area>_full.<how many>`.
_FULL_KEYS = {("swap", "many"): "naishi.why.swap_full",
              ("discard", "two"): "naishi.why.discard_full"}


@implements("naishi.4")
def area_full(rule: str, spots: tuple[int, ...]) -> Refusal:
    """The refusal when every spot of an additional action's area is taken (Switch,
    rule naishi.6.2; River refresh, naishi.6.3), stating how many spots the area has."""
    area = "swap" if rule == "naishi.6.2" else "discard"
    n = len(spots)
    form = "one" if n == 1 else "two" if n == 2 else "many"
    return Refusal(rule, _FULL_KEYS.get((area, form), f"naishi.why.{area}_full.{form}"), n=n)


Cell = Card | None


@dataclass(frozen=True, slots=True)
class NaishiState:
    """A position of Naishi.

    - `phase`, `player` (the seat to act), `first` (the seat that started, with the black
      emissaries) and `turn` (turns begun so far, 0 during the exchange).
    - `lines[seat]` and `hands[seat]`: five cards each, column 1 first; a view shows `None` for
      the opponent's Hand until the end. `hands` are empty during the exchange.
    - `river`: five piles, index 0 of a pile is its face-up card; a seat's view shows `None` for
      the face-down cards below it.
    - `discard`: the public discard pile, oldest first.
    - `court`: six spots (see `SPOT_NAMES`; seven with a Decree per player), each holding the
      seat of its emissary or `None`.
    - `main_done` / `emissary_used`: what the player to act has done this turn.
    - `start_exhausted`: whether a pile was exhausted when this turn began (spec §9).
    - `final_seat`: the seat that plays the last turn once the end is triggered;
      `declared_by`: the seat that declared the end, if that is how it was triggered.
    - `dealt` / `gifts`: during the exchange, each seat's two cards and its hidden choice.
    - `copies`: Ninja copies chosen so far, as `(seat, row, column, card)` (CHOOSE option);
      a view shows `None` for the opponent's card until both players have chosen.
    """

    phase: Phase
    player: int
    first: int
    turn: int
    lines: tuple[tuple[Card, ...], ...]
    hands: tuple[tuple[Cell, ...], ...]
    river: tuple[tuple[Cell, ...], ...]
    discard: tuple[Card, ...]
    court: tuple[int | None, ...]
    main_done: bool
    emissary_used: bool
    start_exhausted: bool
    final_seat: int | None
    declared_by: int | None
    dealt: tuple[tuple[Cell, ...], ...]
    gifts: tuple[Cell, ...]
    copies: tuple[tuple[int, Row, int, Card | None], ...]
    options: NaishiOptions
    rng: Rng | None

    @property
    def second(self) -> int:
        """The seat that plays second (white emissaries)."""
        return 1 - self.first

    def reserve(self, seat: int) -> int:
        """How many emissaries `seat` still has in reserve (spec §4)."""
        return self.options.content.emissaries - self.court.count(seat)

    def exhausted_piles(self) -> tuple[int, ...]:
        """The 1-based numbers of the piles with no card left (spec §10)."""
        return exhausted_piles(self.river)

    def cell(self, seat: int, row: Row, column: int) -> Cell:
        """The card at (row, column) of `seat`'s territory, column 1-based."""
        cards = self.lines[seat] if row is Row.LINE else self.hands[seat]
        return cards[column - 1]

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER


def exhausted_piles(river: tuple[tuple[Cell, ...], ...]) -> tuple[int, ...]:
    """The 1-based numbers of the piles of `river` with no card left (spec §10)."""
    return tuple(i + 1 for i, pile in enumerate(river) if not pile)
