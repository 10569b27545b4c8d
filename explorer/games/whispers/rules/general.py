"""The General: turn up the top King card, which replaces the face-up one.

Spec: `shared/rules/whispers.md` §4.2 (General), §4.3 (the King card silences), §12 A8 (an empty
King pile: all six King cards reshuffled; with `king_reshuffle_includes_face_up=False` only the
replaced ones, the face-up card staying in force until replaced).
"""

from __future__ import annotations

from explorer.engine import Event, Message, implements

from ..cards import CHARACTER_NAMES, Character
from ..content import describe_king
from ..state import WhispersState, replace
from .passing import pass_turn


def king_message(state: WhispersState, face: Character) -> Message:
    """What turning up the King card `face` says: the character it silences, or the one it
    bans (printed: King: Jester), or everything it does (§4.3)."""
    card = state.options.content.king(face)
    if len(card.silences) == 1 and not card.bans:
        return Message("whispers.ev.king", card=CHARACTER_NAMES[card.silences[0]])
    if len(card.bans) == 1 and not card.silences:
        return Message("whispers.ev.king_jester", card=CHARACTER_NAMES[card.bans[0]])
    return Message("whispers.ev.king_card", card=CHARACTER_NAMES[face], what=describe_king(card))


@implements("whispers.12.A8", "whispers.12.A8.five")
def rebuilt_king_pile(state: WhispersState, events: list[Event]) -> WhispersState:
    """§12 A8: the King pile is empty; shuffle the King cards into a new one: every King card
    (the face-up one too, which then leaves the table), or only the replaced ones."""
    assert state.rng is not None
    king, used = state.king, state.king_used
    if state.options.king_reshuffle_includes_face_up:
        pool = used + ((king,) if king is not None else ())
        king, rule = None, "whispers.12.A8"
    else:
        pool, rule = used, "whispers.12.A8.five"
    pile, rng = state.rng.shuffle(sorted(pool))
    events.append(Event(rule, Message("whispers.ev.king_reshuffle", n=len(pile))))
    return replace(state, king=king, king_pile=pile, king_used=(), rng=rng)


@implements("whispers.4.2.general", "whispers.4.3")
def general(state: WhispersState, events: list[Event]) -> WhispersState:
    """The top King card comes face up and the one it replaces goes to `king_used`; from now
    on it silences its character (the Jester: forbids it). The turn passes."""
    if not state.king_pile:
        state = rebuilt_king_pile(state, events)
    top = state.king_pile[0]
    used = state.king_used + ((state.king,) if state.king is not None else ())
    events.append(Event("whispers.4.2.general", king_message(state, top)))
    return pass_turn(replace(state, king=top, king_pile=state.king_pile[1:], king_used=used),
                     events)
