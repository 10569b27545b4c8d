"""王宮のささやき's content as data (rules spec whispers §2, §3, §5): the hand size and the grey
copies of each character. `PUBLISHED` is the printed game; a `WhispersContent` that differs is
a variant (`explorer.Variant`), carried by the options (`WhispersOptions.content`).

The deal, the reference rules, the kernel, the bots, positions and the turn graph read these
values. The target scores and the court points are the what-if options of those names (older
than this module), so they are not repeated here; a `Variant` holds both.

This module imports only the engine.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from ...engine import Message
from ...engine.core import as_int
from ...engine.errors import VariantError
from ...engine.variant import check_number, content_from_dict

#: The characters, and the most seats (each brings the seven cards of its colour).
CHARACTERS = 7
MOST_PLAYERS = 5
#: The ranges of the fields: a hand of 2 to 7 cards (an area of seven different characters is
#: the most there can be), 0 to 2 grey copies of each character (the printed game has two).
RANGES = {"hand_size": (2, CHARACTERS), "grey_copies": (0, 2)}


@dataclass(frozen=True)
class WhispersContent:
    """What a game of 王宮のささやき is made of (defaults: the printed game).

    - `hand_size`: the cards dealt to each player, and the area size that ends a round
      (rules whispers.3, whispers.5.B; printed 6).
    - `grey_copies`: the grey (neutral) cards of each character in the deck (rule whispers.2.1;
      printed 2).

    The deck must leave a draw pile after the deal with five players (rule whispers.3.2).
    """

    hand_size: int = 6
    grey_copies: int = 2

    def __post_init__(self) -> None:
        for name, (low, high) in RANGES.items():
            check_number(name, getattr(self, name), low, high)
        cards = CHARACTERS * (self.grey_copies + MOST_PLAYERS)
        if cards <= MOST_PLAYERS * self.hand_size:
            raise VariantError(Message("whispers.variant.error.small_deck", n=cards,
                                       dealt=MOST_PLAYERS * self.hand_size))

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: Any, base: WhispersContent | None = None) -> WhispersContent:
        """The content `data` describes (`to_dict`'s form, any field left out as in `base`);
        `VariantError` naming the field for anything impossible."""

        def read(name: str, value: Any) -> Any:
            number = as_int(value)
            return value if number is None else number

        content: WhispersContent = content_from_dict(PUBLISHED if base is None else base, data,
                                                     read)
        return content

    def changes(self, other: WhispersContent) -> list[Message]:
        """One line per field that differs from `self` to `other`: "Hand size: 6 → 5"."""
        return [Message(f"whispers.variant.diff.{name}", old=getattr(self, name),
                        new=getattr(other, name))
                for name in RANGES if getattr(self, name) != getattr(other, name)]


PUBLISHED = WhispersContent()
