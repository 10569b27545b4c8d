"""Citadels' options and state values (rules spec citadels §4–§8, §11).

The state is an immutable value of tuples and enums. Hidden things (hands, the deck, chosen
characters, face-down characters) are masked with `None` in a seat's view.

This module may import only the engine, `cards` and `content`.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ...engine import CodeRepr, Rng
from ...engine.core import CONTENT_FIELD, fast_replace, read_fast
from .cards import Character, District
from .content import (
    FIRST_COMPLETE,
    FIVE_COLOURS,
    OTHER_COMPLETE,
    PRINTED_CITY,
    PUBLISHED,
    CitadelsContent,
)


class RemovalOrder(CodeRepr, enum.StrEnum):
    """§11-A3: which characters are removed first at the start of a round."""

    FACE_DOWN_FIRST = "face_down_first"  # classic (recommended)
    FACE_UP_FIRST = "face_up_first"  # 2016 edition



class DiscardTo(CodeRepr, enum.StrEnum):
    """§11-A4: where destroyed districts and Laboratory discards go."""

    BOTTOM = "bottom"  # bottom of the district deck (recommended)
    DISCARD_PILE = "discard_pile"  # a discard pile that is never drawn again



class GraveyardScope(CodeRepr, enum.StrEnum):
    """§11-A5: which destroyed districts the Graveyard may take back."""

    ANY_CITY = "any_city"  # recommended
    OWN_CITY = "own_city"



class LibraryObservatory(CodeRepr, enum.StrEnum):
    """§11-A6: the draw action with both the Library and the Observatory."""

    DRAW3_KEEP2 = "draw3_keep2"  # recommended
    DRAW3_KEEP3 = "draw3_keep3"

    @property
    def rule(self) -> str:
        """The rule id of this reading (the log cites it for a draw with both districts)."""
        return "citadels.11.A6" if self is LibraryObservatory.DRAW3_KEEP2 \
            else "citadels.11.A6.keep3"



class SmithyRule(CodeRepr, enum.StrEnum):
    """§11-A8: the Smithy's price and draw."""

    PAY2_DRAW3 = "pay2_draw3"  # FFG (recommended)
    PAY3_DRAW2 = "pay3_draw2"  # BrettspielWelt
    PAY3_DRAW3 = "pay3_draw3"  # French edition


    @property
    def price(self) -> int:
        return 2 if self is SmithyRule.PAY2_DRAW3 else 3

    @property
    def draws(self) -> int:
        return 2 if self is SmithyRule.PAY3_DRAW2 else 3

    @property
    def rule(self) -> str:
        """The rule id of this reading (the card's own text for FFG's, else §11-A8's)."""
        return ("citadels.2.1.smithy" if self is SmithyRule.PAY2_DRAW3 else
                "citadels.11.A8.pay3_draw2" if self is SmithyRule.PAY3_DRAW2 else
                "citadels.11.A8.pay3_draw3")


class Tiebreak(CodeRepr, enum.StrEnum):
    """§8: how a tie on points is broken."""

    CLASSIC = "classic"  # FFG errata: district values, then gold, then shared (recommended)
    GOLD = "gold"  # some summaries: most gold, then shared



@read_fast
@dataclass(frozen=True, kw_only=True)
class CitadelsOptions:
    """The named readings of the spec's open points (§11); defaults are the recommended ones.

    `content` is not an option but the game's districts and starting gold and hand
    (`content.CitadelsContent`, the printed game by default): `Match("citadels", variant=v)`
    sets it from an `explorer.Variant`.
    """

    #: A11: the seat that starts with the Crown; -1 draws it at random.
    crown: int = -1
    #: A2: the Assassin and the Thief may name a character removed face up.
    name_face_up: bool = True
    #: A3.
    removal_order: RemovalOrder = RemovalOrder.FACE_DOWN_FIRST
    #: A4.
    discard_to: DiscardTo = DiscardTo.BOTTOM
    #: A5.
    graveyard_scope: GraveyardScope = GraveyardScope.ANY_CITY
    #: A6.
    library_observatory: LibraryObservatory = LibraryObservatory.DRAW3_KEEP2
    #: A7: the Bishop also protects his holder's city from that same player's Warlord.
    bishop_blocks_own_warlord: bool = False
    #: A8.
    smithy: SmithyRule = SmithyRule.PAY2_DRAW3
    #: A9: the draw action needs two cards in the deck (vic-trouble) instead of one.
    draw_needs_two: bool = False
    #: A13: the Great Wall's +1 also applies when the Warlord destroys in his own city.
    great_wall_own_city: bool = True
    #: §8 tie-break.
    tiebreak: Tiebreak = Tiebreak.CLASSIC
    #: What-if (rule citadels.8): the number of districts that completes a city and ends the
    #: game (printed rules: 8; from 2 to `rules.largest_city(players)`: 14, 11 with 6 players,
    #: 10 with 7).
    complete_size: int = PRINTED_CITY
    #: What-if (rule citadels.8.scoring): the bonus for all five colours (printed: 3; 0 to 20).
    five_colours_bonus: int = FIVE_COLOURS
    #: What-if (rule citadels.8.scoring): the bonus for the first complete city (printed: 4;
    #: 0 to 20).
    first_complete_bonus: int = FIRST_COMPLETE
    #: What-if (rule citadels.8.scoring): the bonus for the other complete cities (printed: 2;
    #: 0 to 20).
    complete_bonus: int = OTHER_COMPLETE
    content: CitadelsContent = field(default=PUBLISHED, metadata=CONTENT_FIELD, repr=False)

    def score_values(self) -> dict[str, int]:
        """The what-if numbers, as `scoring.city_score` takes them."""
        return {"complete_size": self.complete_size,
                "five_colours_bonus": self.five_colours_bonus,
                "first_complete_bonus": self.first_complete_bonus,
                "complete_bonus": self.complete_bonus}


class Phase(CodeRepr, enum.StrEnum):
    DRAFT = "draft"
    TURN = "turn"
    GRAVEYARD = "graveyard"
    OVER = "over"



class CallStatus(CodeRepr, enum.StrEnum):
    """What happened when a rank was called (§5.7)."""

    REVEALED = "revealed"  # the holder revealed and played
    KILLED = "killed"  # the holder was killed and stayed silent
    FACE_UP = "face_up"  # removed face up at the start of the round
    FACE_DOWN = "face_down"  # removed face down at the start of the round
    NOT_CHOSEN = "not_chosen"  # discarded face down during the draft
    SILENT = "silent"  # nobody answered; this seat cannot tell why
    HEIR = "heir"  # the killed King's holder takes the Crown at the end of the round



@dataclass(frozen=True, slots=True)
class Call:
    """One rank called in a round: who answered (if known) and what happened."""

    rank: Character
    status: CallStatus
    seat: int | None = None
    #: Gold the Thief took when this rank was revealed (None: not robbed).
    stolen: int | None = None
    #: The seat of the Thief who took it.
    thief: int | None = None
    #: The Crown moved (or stayed) with this call.
    crown: bool = False
    #: For a silent rank: the one seat that knows why (the killed holder, or the seat that put
    #: the card face down during the draft). Other seats' views show `SILENT`.
    known_to: int | None = None


class DraftKind(CodeRepr, enum.StrEnum):
    PICK = "pick"
    DISCARD = "discard"



@dataclass(frozen=True, slots=True)
class Turn:
    """The character turn in progress (§6)."""

    rank: Character
    seat: int
    #: The mandatory action (gold or cards) is complete.
    acted: bool = False
    #: Cards drawn by the draw action, waiting for the keep choice.
    drawn: tuple[District | None, ...] = ()
    #: How many of `drawn` are still to be kept.
    keep: int = 0
    built: int = 0
    income: bool = False
    power: bool = False
    laboratory: bool = False
    smithy: bool = False
    #: The Magician's exchange in progress: the cards set aside so far (None: not started).
    exchange: tuple[District | None, ...] | None = None

    @property
    def pending(self) -> bool:
        """A two-step choice is open (keep a drawn card, or finish the exchange)."""
        return bool(self.drawn) or self.exchange is not None


@dataclass(frozen=True, slots=True)
class CitadelsState:
    """A Citadels position. Per-seat tuples are indexed by seat (0-based)."""

    players: int
    options: CitadelsOptions
    #: Round number, from 1.
    round: int
    phase: Phase
    crown: int
    gold: tuple[int, ...]
    hands: tuple[tuple[District | None, ...], ...]
    #: Each city in building order.
    cities: tuple[tuple[District, ...], ...]
    #: The district deck, top first (all `None` in a seat's view).
    deck: tuple[District | None, ...]
    #: Only with `DiscardTo.DISCARD_PILE`.
    discard: tuple[District, ...]
    #: The character removed face down at the start of the round (empty once the seventh
    #: player has taken it into his choice).
    face_down: tuple[Character | None, ...]
    face_up: tuple[Character, ...]
    #: The characters the drafting seat is choosing from (masked for the other seats).
    pool: tuple[Character | None, ...]
    #: Index into the draft schedule (`rules.draft_schedule`).
    draft_step: int
    #: Characters put face down during the draft, with the seat that put them there.
    discards: tuple[tuple[int, Character | None], ...]
    #: Each seat's characters this round, in the order chosen (hidden until revealed).
    chosen: tuple[tuple[Character | None, ...], ...]
    revealed: tuple[Character, ...]
    killed: Character | None
    robbed: Character | None
    thief: int | None
    turn: Turn | None
    #: A Graveyard offer waiting for its owner: (owner seat, destroyed district).
    graveyard: tuple[int, District] | None
    #: The calls of this round so far, and those of the previous round.
    calls: tuple[Call, ...]
    previous_calls: tuple[Call, ...]
    #: The first seat whose city reached 8 districts (game end is triggered).
    first_complete: int | None
    #: The round in which the Haunted City was last built (None: not built).
    haunted_round: int | None
    rng: Rng | None

    @property
    def current_turn(self) -> Turn:
        """The turn under way (the TURN phase always has one)."""
        if self.turn is None:
            raise AssertionError(f"no turn under way in phase {self.phase}")
        return self.turn

    @property
    def graveyard_offer(self) -> tuple[int, District]:
        """The Graveyard's owner and the destroyed district (the GRAVEYARD phase always has it)."""
        if self.graveyard is None:
            raise AssertionError(f"no Graveyard offer in phase {self.phase}")
        return self.graveyard

    def holder(self, character: Character) -> int | None:
        """The seat holding `character` this round, if this state knows it."""
        for seat, chars in enumerate(self.chosen):
            if character in chars:
                return seat
        return None


#: `replace_state(state, gold=...)` and `replace_turn(turn, acted=True)`: `dataclasses.replace`
#: as straight-line code, which mypy checks as `dataclasses.replace` (the fields' names and
#: types).
if TYPE_CHECKING:
    from dataclasses import replace as replace_state
    from dataclasses import replace as replace_turn
else:
    replace_state = fast_replace(CitadelsState)
    replace_turn = fast_replace(Turn)
