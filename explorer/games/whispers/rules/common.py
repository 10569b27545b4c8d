"""What every area of the rule book reads: a card's character and colour, a seat's name, the
rule each effect cites, and small tuple helpers. No rule is decided here.

Spec: `shared/rules/whispers.md` §1 (names), §2 (the cards), §3.1 (a seat plays a colour).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from explorer.engine import Refusal, Text

from ..actions import card_name
from ..cards import CHARACTER_NAMES, COLOUR_NAMES, HIDDEN, Card, Character, Colour, colour_seats
from ..content import KIND_RULE
from ..content import count_word as count_word  # what the rule book says numbers with
from ..state import WhispersState, WizardPick

#: Each card id's character and colour: `Card(card).character` without making the member
#: (the rule book asks it at every candidate; an id of no card still goes to `Card`, which
#: refuses it).
_CHARACTER: dict[int, Character] = {card.value: card.character for card in Card}
_COLOUR: dict[int, Colour] = {card.value: card.colour for card in Card}


def character(card: int) -> Character:
    """The character of a card id (a hidden card, in a seat's view, reads as a Jester)."""
    found = _CHARACTER.get(card)
    return Card(card).character if found is None else found


def colour(card: int) -> Colour:
    """The colour of a card id (a hidden card reads as grey)."""
    found = _COLOUR.get(card)
    return Card(card).colour if found is None else found


def name_of(card: int) -> Text:
    """The card's name for the log: `Maid (grey)`."""
    return card_name(character(card), colour(card))


def is_card(card: int, wanted: Character, wanted_colour: Colour) -> bool:
    """Is `card` a real (not hidden) card of this character and colour?"""
    return card != HIDDEN and character(card) == wanted and colour(card) == wanted_colour


def holds(cards: Sequence[int], wanted: Character, wanted_colour: Colour) -> bool:
    """Is a card of this character and colour among `cards`?"""
    return any(is_card(c, wanted, wanted_colour) for c in cards)


def first_of(cards: Sequence[int], wanted: Character, wanted_colour: Colour,
             skip: Sequence[int] = ()) -> int:
    """The first of `cards` of this character and colour, not among `skip` (one is there)."""
    return next(c for c in cards if c not in skip and is_card(c, wanted, wanted_colour))


def card_in_area(state: WhispersState, seat: int, wanted: Character) -> int | None:
    """The card of `wanted` in `seat`'s area (an area holds each character once), if any."""
    if not 0 <= seat < state.players:
        return None
    return next((c for c in state.areas[seat] if character(c) == wanted), None)


def who(state: WhispersState, seat: int) -> Text:
    """A seat is named by its colour in this match (§3.1)."""
    return COLOUR_NAMES[state.colours[seat]]


def who_or_number(state: WhispersState, seat: int) -> Any:
    """A seat's name, or the number given when no such seat plays."""
    return who(state, seat) if 0 <= seat < state.players else str(seat)


def seat_of_colour(state: WhispersState, card_colour: Colour) -> int | None:
    """The seat playing `card_colour` (§3.1), `None` for grey (and a colour nobody plays)."""
    seat = colour_seats(state.options.colours, state.players)[card_colour]
    return seat if seat >= 0 else None


def without(cards: Sequence[int], taken: Sequence[int]) -> tuple[int, ...]:
    """`cards` with each card of `taken` removed once."""
    rest = list(cards)
    for c in taken:
        rest.remove(c)
    return tuple(rest)


def put(items: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    """`items` with the one at `index` replaced by `value` (a seat's hand or area)."""
    return items[:index] + (value,) + items[index + 1:]


def not_held(rule: str, state: WhispersState, seat: int | None, action: Any) -> Refusal:
    """The refusal for a card the seat's hand does not hold."""
    return Refusal(rule, "whispers.why.not_in_hand_of", player=who(state, seat or 0),
                   card=card_name(action.character, action.colour))


def played_name(state: WhispersState) -> Text | str:
    """The name of the character whose effect is under way (the card just played; "—" when
    none is)."""
    return CHARACTER_NAMES[character(state.card)] if state.card is not None else "—"


def from_card(state: WhispersState) -> int:
    """The first card of the round whose swap happens, for the card just played (§4.2 (c);
    printed: the 3rd)."""
    assert state.card is not None
    return state.options.content.effects[character(state.card)].from_card


def kind_of(state: WhispersState, ch: Character) -> str:
    """The kind of `ch`'s effect in the content in force (§4.2, `content.Effect`)."""
    return state.options.content.effects[ch].kind


def wizard_rule(state: WhispersState) -> str:
    """The Wizard's default reading (§4.2) or, with either A1 option changed, §12 A1."""
    default = (state.options.wizard_equal_counts
               and state.options.wizard_target_pick is WizardPick.RANDOM)
    return "whispers.4.2.wizard" if default else "whispers.12.A1"


def butler_rule(state: WhispersState) -> str:
    """The Butler's default reading (§4.2) or, with `butler_requires_own_area`, §12 A2."""
    return "whispers.12.A2" if state.options.butler_requires_own_area else "whispers.4.2.butler"


def effect_rule(state: WhispersState, ch: Character) -> str:
    """The rule of `ch`'s effect under the match's reading: the §4.2 rule of its kind, or for
    an exchange, a swap between areas and a shown hand under a variant their own §12 rule (A1,
    A2, A4)."""
    kind = kind_of(state, ch)
    if kind == "exchange":
        return wizard_rule(state)
    if kind == "reveal_hand" and state.options.accountant_hand_stays_open:
        return "whispers.12.A4"
    return butler_rule(state) if kind == "swap_areas" else KIND_RULE[kind]
