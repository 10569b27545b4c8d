"""Actions of 王宮のささやき. A turn is one `Play`; an effect with choices continues with
sub-step actions by the same player (the Wizard's target may hand over cards), and a neutral
card's tie ends with `PassTo`. Cards are named by (character, colour): the two neutral copies
of a character are the same card to a player.

This module imports only the engine, `cards`, `content` (the printed game's swapper, for a
swap's words without a position) and `text` (for the messages).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass, field

from explorer.engine import Action, Message, Text

from .cards import CHARACTER_NAMES, COLOUR_NAMES, COLOUR_WORDS, Character, Colour, card_text
from .content import PUBLISHED, of_kind


@functools.cache
def card_name(character: Character, colour: Colour) -> Text:
    """`Maid (grey)` / `メイド（灰色）` (one value per card, made once: the log names cards on
    every step)."""
    en = f"{CHARACTER_NAMES[character].en} ({COLOUR_NAMES[colour].en})"
    ja = f"{CHARACTER_NAMES[character].ja}（{COLOUR_NAMES[colour].ja}）"
    return Text(en, ja)


def seat_colour(seat: int, colours: Sequence[Colour] | None = None) -> Colour:
    """The colour of `seat` among the seats' `colours` (default: red, blue, green, ...)."""
    return colours[seat] if colours else Colour(seat)


def seat_name(seat: int, colours: Sequence[Colour] | None = None) -> Text:
    """A seat is named by its colour (§3.1): `Red` / `赤`. Pass the match's seat colours
    (`state.colours`) unless they are the default ones."""
    return COLOUR_NAMES[seat_colour(seat, colours)]


def seat_word(seat: int, colour: Colour | None = None) -> str:
    return COLOUR_WORDS[colour if colour is not None else Colour(seat)].capitalize()


@dataclass(frozen=True, slots=True)
class _CardAction(Action):
    character: Character
    colour: Colour

    _verb = ""
    _key = ""

    def __str__(self) -> str:
        return f"{self._verb} {card_text(self.character, self.colour)}"

    def describe(self, lang: str) -> str:
        return Message(self._key, card=card_name(self.character, self.colour)).label(lang)


@dataclass(frozen=True, slots=True)
class Play(_CardAction):
    """Play a card from hand into your area (§4)."""

    _verb = "play"
    _key = "whispers.action.play"


@dataclass(frozen=True, slots=True)
class ForcedPlay(_CardAction):
    """With `forced_card_is_placed`: place a duplicate when no card is legal (§12 A6)."""

    _verb = "forced"
    _key = "whispers.action.forced"


@dataclass(frozen=True, slots=True)
class Give(_CardAction):
    """Wizard: one of the cards you give to the target."""

    _verb = "give"
    _key = "whispers.action.give"


@dataclass(frozen=True, slots=True)
class TakeFrom(_CardAction):
    """Wizard with `wizard_target_pick=active_sees`: a card you take from the target's hand."""

    _verb = "take"
    _key = "whispers.action.take_from"


@dataclass(frozen=True, slots=True)
class HandOver(_CardAction):
    """Wizard with `wizard_target_pick=target_chooses`: the target picks a card to hand over."""

    _verb = "hand over"
    _key = "whispers.action.hand_over"


@dataclass(frozen=True, slots=True)
class Discard(_CardAction):
    """Maid: the card you discard face down before drawing."""

    _verb = "discard"
    _key = "whispers.action.discard"


@dataclass(frozen=True, slots=True)
class _SeatAction(Action):
    """A seat, named by its colour: `colour` is that seat's colour in the match (the legal
    actions carry it; it does not take part in equality, and `None` means `Colour(seat)`)."""

    seat: int
    colour: Colour | None = field(default=None, compare=False)

    _verb = ""
    _key = ""

    def __str__(self) -> str:
        return f"{self._verb} {seat_word(self.seat, self.colour)}"

    def describe(self, lang: str) -> str:
        return Message(self._key, player=_name(self.seat, self.colour)).label(lang)


def _name(seat: int, colour: Colour | None) -> Text:
    return COLOUR_NAMES[colour if colour is not None else Colour(seat)]


@dataclass(frozen=True, slots=True)
class ChooseTarget(_SeatAction):
    """Wizard: the player you exchange cards with."""

    _verb = "wizard target"
    _key = "whispers.action.target"


@dataclass(frozen=True, slots=True)
class PassTo(_SeatAction):
    """Neutral card with a tie for fewest cards: the player who gets the turn."""

    _verb = "pass to"
    _key = "whispers.action.pass_to"


@dataclass(frozen=True, slots=True)
class _AreaAction(Action):
    """A card in a seat's area; `colour` as for `_SeatAction`."""

    seat: int
    character: Character
    colour: Colour | None = field(default=None, compare=False)

    _verb = ""
    _key = ""

    def __str__(self) -> str:
        word = seat_word(self.seat, self.colour)
        return f"{self._verb} {word}'s {self.character.name.capitalize()}"

    def describe(self, lang: str) -> str:
        return Message(
            self._key, player=_name(self.seat, self.colour), card=CHARACTER_NAMES[self.character]
        ).label(lang)


@dataclass(frozen=True, slots=True)
class SwapPick(_AreaAction):
    """Butler: the first of the two area cards to swap."""

    _verb = "butler pick"
    _key = "whispers.action.swap_pick"

    def describe(self, lang: str) -> str:
        """Without a position the card just played is unknown: the printed game's swapper."""
        return self.said_by(of_kind(PUBLISHED, "swap_areas")[0]).label(lang)

    def said_by(self, by: Character) -> Message:
        """The button's words, naming `by` as the character whose swap this is (the printed
        Butler's; the content in force may give the swap to any character, and the game's
        `describe_action` names the card just played)."""
        return Message(self._key, by=CHARACTER_NAMES[by], player=_name(self.seat, self.colour),
                       card=CHARACTER_NAMES[self.character])


@dataclass(frozen=True, slots=True)
class SwapWith(_AreaAction):
    """Butler: the second card; the two swap places."""

    _verb = "swap with"
    _key = "whispers.action.swap_with"


@dataclass(frozen=True, slots=True)
class TakeBack(Action):
    """Guard: take a card already in your area back into your hand."""

    character: Character

    def __str__(self) -> str:
        return f"take back {self.character.name.capitalize()}"

    def describe(self, lang: str) -> str:
        return Message("whispers.action.take_back", card=CHARACTER_NAMES[self.character]).label(
            lang
        )


@dataclass(frozen=True, slots=True)
class TakeCount(Action):
    """Wizard with `wizard_equal_counts=False`: how many cards to take from the target."""

    count: int

    def __str__(self) -> str:
        return f"take {self.count} card" + ("s" if self.count != 1 else "")

    def describe(self, lang: str) -> str:
        return Message("whispers.action.take_count", n=self.count).label(lang)


@dataclass(frozen=True, slots=True)
class _Plain(Action):
    _text = ""
    _key = ""

    def __str__(self) -> str:
        return self._text

    def describe(self, lang: str) -> str:
        return Message(self._key).label(lang)


@dataclass(frozen=True, slots=True)
class ShowHand(_Plain):
    """No legal card: show your hand; the round ends and every other player scores (case A)."""

    _text = "show hand"
    _key = "whispers.action.show_hand"


@dataclass(frozen=True, slots=True)
class FinishGiving(_Plain):
    """Wizard: stop adding cards to give (at least one chosen)."""

    _text = "done giving"
    _key = "whispers.action.finish_giving"


@dataclass(frozen=True, slots=True)
class Skip(_Plain):
    """With `effects_optional`: do not carry out the effect (§12 A3)."""

    _text = "skip effect"
    _key = "whispers.action.skip"


#: Prebuilt actions, so the hot path never constructs them.
PLAY: dict[tuple[Character, Colour], Play] = {
    (ch, col): Play(ch, col) for ch in Character for col in Colour
}
SHOW_HAND = ShowHand()
FINISH_GIVING = FinishGiving()
SKIP = Skip()
