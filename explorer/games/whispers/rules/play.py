"""A turn: play one legal card into your area; a sixth card ends the round; the effect unless
silenced; and the forced end when no card is legal.

Spec: `shared/rules/whispers.md` §4 (the order of a turn), §4.1 (legal plays: a character not
already in your area, no Jester under King: Jester; no legal card ends the round, case A),
§4.3 (silencing), §5 B (a sixth card: the round ends and the card has no effect), §12 A6 (with
`forced_card_is_placed` the forced player places one duplicate), §12 A7.
"""

from __future__ import annotations

from collections.abc import Callable

from explorer.engine import Event, Join, Message, Refusal, implements

from ..actions import SHOW_HAND, ForcedPlay, Play, ShowHand, card_name
from ..cards import CHARACTER_NAMES, Character
from ..state import EndKind, SkipReason, WhispersState, replace
from .accountant import accountant
from .butler import butler
from .common import (
    character,
    colour,
    count_word,
    first_of,
    holds,
    kind_of,
    name_of,
    put,
    who,
    without,
)
from .general import general
from .guard import guard
from .jester import jester
from .maid import maid
from .passing import pass_turn
from .round_end import end_round, end_rule, passer_of
from .wizard import wizard

#: Each kind of effect of the vocabulary (§4.2, `content.Effect`): the state once the card
#: lies in the area, to the next one. A character's cards do what its effect's kind does.
EFFECTS: dict[str, Callable[[WhispersState, list[Event]], WhispersState]] = {
    "reveal_hand": accountant,
    "exchange": wizard,
    "discard_draw": maid,
    "swap_areas": butler,
    "return_card": guard,
    "reveal_king": general,
    "none": jester,
}


@implements("whispers.4.3")
def king_forbids(state: WhispersState, card_character: Character) -> bool:
    """§4.3: the face-up King card may ban characters from being played at all (printed: King:
    Jester bans the Jester); the characters it silences may be played, without their effect."""
    return card_character in state.options.content.king(state.king).bans


@implements("whispers.4.3")
def is_silenced(state: WhispersState, card_character: Character) -> bool:
    """§4.3: does the face-up King card silence this character?"""
    return card_character in state.options.content.king(state.king).silences


@implements("whispers.4.1")
def in_area(state: WhispersState, seat: int, card_character: Character) -> bool:
    """§4.1: is a card of this character already in the seat's area?"""
    return any(character(c) == card_character for c in state.areas[seat])


@implements("whispers.4.1", "whispers.4.3")
def is_playable(state: WhispersState, seat: int, card: int) -> bool:
    """§4.1: not a character already in the seat's area, and no Jester under King: Jester."""
    ch = character(card)
    return not in_area(state, seat, ch) and not king_forbids(state, ch)


@implements("whispers.4.1", "whispers.5.A")
def has_legal_card(state: WhispersState) -> bool:
    """Does the player to act hold a legal card? (A hidden card, in a view, counts as a grey
    Jester.) With none, the round ends (case A)."""
    return any(is_playable(state, state.turn, c) for c in state.hands[state.turn])


def plays(state: WhispersState) -> tuple[Play, ...]:
    """A play of every card in hand (a grey character once), legal or not."""
    return tuple(dict.fromkeys(Play(character(c), colour(c)) for c in state.hands[state.turn]))


@implements("whispers.4.1", "whispers.4.3")
def verify_play(state: WhispersState, action: Play) -> Refusal | None:
    """A card in hand whose character is not in the area, and no Jester under King: Jester."""
    ch = action.character
    if not holds(state.hands[state.turn], ch, action.colour):
        return Refusal("whispers.4.1", "whispers.why.not_in_hand",
                       card=card_name(ch, action.colour))
    if king_forbids(state, ch):
        return Refusal("whispers.4.3", "whispers.why.jester_banned", card=CHARACTER_NAMES[ch],
                       king=CHARACTER_NAMES[state.king] if state.king is not None else "—")
    if in_area(state, state.turn, ch):
        return Refusal("whispers.4.1", "whispers.why.duplicate", card=CHARACTER_NAMES[ch])
    return None


@implements("whispers.4.1", "whispers.4.3", "whispers.5.B")
def play(state: WhispersState, action: Play, events: list[Event]) -> WhispersState:
    """The card goes from hand to area (§4 step 1). A sixth card ends the round, its effect
    not carried out (§4 step 2, case B). A silenced card has no effect (§4.3). Otherwise its
    effect (§4.2), which ends by passing the turn (§4.4)."""
    p = state.turn
    card = first_of(state.hands[p], action.character, action.colour)
    ch = character(card)
    events.append(Event("whispers.4.1", Message("whispers.ev.play", player=who(state, p),
                                                card=card_name(ch, action.colour))))
    area = state.areas[p] + (card,)
    placed = replace(state, hands=put(state.hands, p, without(state.hands[p], (card,))),
                     areas=put(state.areas, p, area),
                     played_in_round=state.played_in_round + 1, card=card, revealed=(),
                     skipped=None, passed=None)
    if len(area) == state.options.content.hand_size:
        events.append(Event("whispers.4.1", Message("whispers.ev.no_effect_end",
                                                    card=CHARACTER_NAMES[ch],
                                                    six=count_word(len(area)))))
        return end_round(placed, EndKind.FULL_COURT, p, events)
    if is_silenced(state, ch):
        events.append(Event("whispers.4.3", Message("whispers.ev.silenced",
                                                    card=CHARACTER_NAMES[ch])))
        return pass_turn(replace(placed, skipped=SkipReason.SILENCED), events)
    return EFFECTS[kind_of(state, ch)](placed, events)


# No legal card (§4.1, case A): show the hand, or with `forced_card_is_placed` place one.


def forced_plays(state: WhispersState) -> tuple[ForcedPlay, ...]:
    if not state.options.forced_card_is_placed:
        return ()
    hand = state.hands[state.turn]
    return tuple(dict.fromkeys(ForcedPlay(character(c), colour(c)) for c in hand))


_HAS_LEGAL = ("whispers.4.1", "whispers.why.has_legal")


@implements("whispers.12.A6")
def verify_forced_play(state: WhispersState, action: ForcedPlay) -> Refusal | None:
    """Only with no legal card, under `forced_card_is_placed`, a card of the hand."""
    if has_legal_card(state):
        return Refusal(*_HAS_LEGAL)
    if not state.options.forced_card_is_placed:
        return Refusal("whispers.12.A6", "whispers.why.show_hand_instead")
    if not holds(state.hands[state.turn], action.character, action.colour):
        return Refusal("whispers.12.A6", "whispers.why.not_in_hand",
                       card=card_name(action.character, action.colour))
    return None


@implements("whispers.12.A6", "whispers.5.A")
def forced_play(state: WhispersState, action: ForcedPlay, events: list[Event]) -> WhispersState:
    """§12 A6: the duplicate is placed (it counts for the tie-breaks), the hand shown, and
    the round ends (case A)."""
    p = state.turn
    hand = state.hands[p]
    card = first_of(hand, action.character, action.colour)
    # A card of a character already in the area is a duplicate; else the King forbids it.
    key = ("whispers.ev.forced_play" if in_area(state, p, action.character)
           else "whispers.ev.forced_play_banned")
    events.append(Event("whispers.12.A6", Message(
        key, player=who(state, p), card=card_name(action.character, action.colour))))
    placed = replace(state, hands=put(state.hands, p, without(hand, (card,))),
                     areas=put(state.areas, p, state.areas[p] + (card,)), card=card,
                     revealed=((p, hand),), passed=None, skipped=SkipReason.ROUND_ENDED,
                     played_in_round=state.played_in_round + 1)
    return end_round(placed, EndKind.FORCED, p, events, passer_of(state))


def show_hands(state: WhispersState) -> tuple[ShowHand, ...]:
    return () if state.options.forced_card_is_placed else (SHOW_HAND,)


@implements("whispers.4.1", "whispers.5.A", "whispers.12.A6")
def verify_show_hand(state: WhispersState, action: ShowHand) -> Refusal | None:
    """Only with no legal card; with `forced_card_is_placed` a card must be placed instead."""
    if has_legal_card(state):
        return Refusal(*_HAS_LEGAL)
    if state.options.forced_card_is_placed:
        return Refusal("whispers.12.A6", "whispers.why.must_place")
    return None


@implements("whispers.5.A", "whispers.12.A6")
def show_hand(state: WhispersState, action: ShowHand, events: list[Event]) -> WhispersState:
    """§12 A6: no card is placed; the player shows their hand and the round ends (case A)."""
    p = state.turn
    hand = state.hands[p]
    events.append(Event(end_rule(state, EndKind.FORCED), Message(
        "whispers.ev.forced", player=who(state, p), cards=Join(name_of(c) for c in hand))))
    shown = replace(state, revealed=((p, hand),), card=None, passed=None, skipped=None)
    return end_round(shown, EndKind.FORCED, p, events, passer_of(state))
