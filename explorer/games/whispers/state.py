"""The options and the state of a match of 王宮のささやき.

The state is a frozen dataclass of tuples of card ids (see `cards.Card`), enums and ints, so it
is hashable and `apply` can build the next one cheaply. It carries the options (the rules need
them) and the generator (`rng`, `None` in a seat's view).

This module imports only the engine, `cards` and `content`.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from explorer.engine import Rng

from ...engine import CodeRepr
from ...engine.core import CONTENT_FIELD, fast_replace, read_fast
from .cards import Character, Colour, seat_colours
from .content import PUBLISHED, WhispersContent


class WizardPick(CodeRepr, enum.StrEnum):
    """Who picks the cards the Wizard takes from the target (§12 A1)."""

    RANDOM = "random"
    """Recommended: the active player takes them blind, at random."""
    TARGET_CHOOSES = "target_chooses"
    """The target chooses which of their cards to hand over."""
    ACTIVE_SEES = "active_sees"
    """The active player looks at the target's hand and picks."""


class PassCount(CodeRepr, enum.StrEnum):
    """What "fewest cards" counts when a neutral card passes the turn (§12 A5)."""

    AREA = "area"
    """Recommended: cards in each player's area (密談場), after the effect."""
    HAND = "hand"
    """The single source [RDS] reading: cards in each player's hand."""


@read_fast
@dataclass(frozen=True, kw_only=True)
class WhispersOptions:
    """Rule options. Every default is the spec's recommended reading (§8, §12)."""

    start_player: int = 0
    """Seat that starts round 1 (§3.4, §12 A10)."""
    colours: tuple[str, ...] = ()
    """§3.1: each seat's colour, in seat order, as lowercase English words ("red", "blue",
    "green", "yellow", "purple"). Empty (the default) means red, blue, green, yellow, purple
    cut to the player count; `make_options` fills it in, accepting English names in any case,
    the Japanese names (赤, 青, 緑, 黄色 or 黄, 紫) or `Colour` members."""
    wizard_equal_counts: bool = True
    """§12 A1: both sides exchange the same number of cards. False: the active player gives
    k ≥ 1 and takes j ≥ 1 cards, chosen separately."""
    wizard_target_pick: WizardPick = WizardPick.RANDOM
    """§12 A1: who picks the cards taken from the target."""
    butler_requires_own_area: bool = False
    """§12 A2: False, any two different areas; True, one of them must be your own."""
    effects_optional: bool = False
    """§12 A3: False, an effect with a legal way to carry it out must be carried out; True, the
    Wizard, Maid, Butler and Guard may be skipped."""
    accountant_hand_stays_open: bool = False
    """§12 A4: False, a one-off reveal; True, the hand stays face up until the round ends."""
    neutral_pass_counts: PassCount = PassCount.AREA
    """§12 A5: what the fewest-cards rule counts."""
    forced_card_is_placed: bool = False
    """§12 A6: False, a forced player places no card; True, they place one duplicate, which
    counts in the area for the tie-breaks."""
    king_reshuffle_includes_face_up: bool = True
    """§12 A8: False, an empty King pile is rebuilt from the replaced King cards only, the face-up
    one staying in force until replaced."""
    full_court_points_4p_5p: int = 1
    """§8.2 and §12 A12: points for a full court (case B) with 4–5 players (1, or 2 with the
    Group SNE rule)."""
    silent_palace: bool = False
    """§8.1: 声なき王宮のささやき. Record every round's area counts; ties at the target go to
    the highest total."""
    target_scores: tuple[int, int, int] = (6, 5, 4)
    """What-if (rule whispers.7): the points that end the game with 3, 4 and 5 players (each
    from 1 to 30)."""
    forced_end_points: int = 1
    """What-if (rule whispers.5.A): what each other player scores when a round ends because a
    player has no legal card (1 to 5: every round then scores, so the game ends)."""
    full_court_points_3p: int = 1
    """What-if (rule whispers.5.B): what six different characters score with 3 players (1 to
    5; with 4–5 players, `full_court_points_4p_5p`)."""
    content: WhispersContent = field(default=PUBLISHED, metadata=CONTENT_FIELD, repr=False)
    """Not an option: the game's hand size and grey copies (`content.WhispersContent`, the
    printed game by default), set by `Match("whispers", variant=v)`."""


class Phase(CodeRepr, enum.IntEnum):
    """What the player to act is deciding."""

    PLAY = 0
    """Play a card (or, with no legal card, end the round: case A)."""
    WIZARD_TARGET = 1
    WIZARD_GIVE = 2
    WIZARD_COUNT = 3
    """Only with `wizard_equal_counts=False`: how many cards to take."""
    WIZARD_TAKE = 4
    MAID = 5
    BUTLER_FIRST = 6
    BUTLER_SECOND = 7
    GUARD = 8
    PASS = 9
    """A neutral card's fewest-cards tie: the player who played it chooses."""
    OVER = 10


class EndKind(CodeRepr, enum.StrEnum):
    """How a round ended (§5)."""

    FORCED = "A"
    """Case A: no legal card, a "palace whisper"; every other player scores."""
    FULL_COURT = "B"
    """Case B: six different characters in one area; that player scores."""


class SkipReason(CodeRepr, enum.StrEnum):
    """Why the effect of the card just played did not happen."""

    SILENCED = "silenced"
    TOO_EARLY = "too_early"
    NOTHING_TO_DO = "nothing_to_do"
    ROUND_ENDED = "round_ended"
    SKIPPED = "skipped"


#: `Pass.target` values for a round end (players are 0..4).
END_A = -1
END_B = -2


@dataclass(frozen=True, slots=True)
class Pass:
    """One pass of the turn: `source` played `card` and the turn went to `target` (a seat, or
    `END_A` / `END_B` for a round end); `chosen` when the player picked among tied seats."""

    source: int
    target: int
    card: int | None
    chosen: bool = False


@dataclass(frozen=True, slots=True)
class RoundEnd:
    """The last round's end: who ended it, how, and the points each seat got."""

    round: int
    kind: EndKind
    player: int
    points: tuple[int, ...]
    areas: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class WhispersState:
    """A position. Hands are sorted tuples of card ids; areas are in play order; `draw[0]` is
    the top of the draw pile and `king_pile[0]` the top King card."""

    options: WhispersOptions
    players: int
    hands: tuple[tuple[int, ...], ...]
    areas: tuple[tuple[int, ...], ...]
    draw: tuple[int, ...]
    discards: tuple[int, ...]
    king: Character | None
    king_pile: tuple[Character, ...]
    king_used: tuple[Character, ...]
    scores: tuple[int, ...]
    recorded: tuple[int, ...]
    turn: int
    phase: Phase
    round: int = 1
    played_in_round: int = 0
    card: int | None = None
    """The card whose effect or pass is being resolved (the last card played)."""
    target: int | None = None
    """The Wizard's target."""
    chosen: tuple[int, ...] = ()
    """Cards the Wizard gives (still in the giver's hand until the exchange)."""
    take_count: int = 0
    taken: tuple[int, ...] = ()
    pick: tuple[int, Character] | None = None
    """The Butler's first pick: (seat, character)."""
    ties: tuple[int, ...] = ()
    revealed: tuple[tuple[int, tuple[int, ...]], ...] = ()
    """Hands shown by an Accountant at this moment: (seat, cards)."""
    open_hands: tuple[int, ...] = ()
    """Seats whose hands stay face up (only with `accountant_hand_stays_open`)."""
    skipped: SkipReason | None = None
    """Why the last card's effect did not happen, if it did not."""
    passed: Pass | None = None
    """The pass of the turn that the last action completed, if any."""
    last_end: RoundEnd | None = None
    rng: Rng | None = None

    @property
    def target_score(self) -> int:
        """The points that end the game (§7; the `target_scores` option)."""
        return self.options.target_scores[self.players - 3]

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def colours(self) -> tuple[Colour, ...]:
        """Each seat's colour (§3.1)."""
        return seat_colours(self.options.colours, self.players)


#: `replace(state, **changes)`: a new state with some fields changed, as straight-line code,
#: which mypy checks as `dataclasses.replace` (the fields' names and types).
if TYPE_CHECKING:
    from dataclasses import replace as replace
else:
    replace = fast_replace(WhispersState)
