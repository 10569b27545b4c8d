"""A new round (rules spec citadels §5, §5.1, §11-A3): the characters are shuffled, some are
removed face down and face up, and the draft opens with the Crown.

This module may import only the engine, `cards`, `state` and `common`.
"""

from __future__ import annotations

import dataclasses

from ....engine import Event, Join, Message, Rng, implements
from ..cards import CHARACTERS, FACE_UP_COUNT, Character
from ..state import CitadelsState, Phase, RemovalOrder
from .common import KING, Events, player


@implements("citadels.5.1", "citadels.5.1.king", "citadels.11.A3")
def remove_characters(rng: Rng, players: int, order: RemovalOrder = RemovalOrder.FACE_DOWN_FIRST
                      ) -> tuple[Character, list[Character], list[Character], bool, Rng]:
    """Remove the round's characters (§5.1, §11-A3): (face-down card, face-up cards, cards left
    to choose from, whether the King was drawn face up and put back, the advanced rng).

    One card is removed face down, then as many face up as the player count asks
    (`FACE_UP_COUNT`). The King is never removed face up: drawn face up, it goes back among the
    cards still available and the next card is taken (§5.1.king). With the 2016 order
    (§11-A3) the face-up cards come first, and the face-down card is then drawn at random from
    everything left, the King included."""
    shuffled, rng = rng.shuffle(CHARACTERS)
    rest = list(shuffled)
    face_down: Character | None = None
    if order is RemovalOrder.FACE_DOWN_FIRST:
        face_down = rest.pop(0)
    face_up: list[Character] = []
    king_skipped = False
    for c in list(rest):
        if len(face_up) == FACE_UP_COUNT[players]:
            break
        if c is KING:
            king_skipped = True
            continue
        face_up.append(c)
        rest.remove(c)
    if face_down is None:
        i, rng = rng.below(len(rest))
        face_down = rest.pop(i)
    return face_down, face_up, rest, king_skipped, rng


@implements("citadels.5", "citadels.5.1", "citadels.5.1.king")
def start_round(state: CitadelsState, events: Events) -> CitadelsState:
    """The next round begins (§5): its characters are removed (§5.1) and the rest form the
    draft's pool, sorted by rank; the Crown's holder drafts first. The calls of the round
    before become the previous calls."""
    if state.rng is None:
        raise ValueError("a seat's view cannot be played on")
    face_down, face_up, rest, king_skipped, rng = remove_characters(
        state.rng, state.players, state.options.removal_order)
    number = state.round + 1
    events.append(Event("citadels.5", Message("citadels.ev.round", round=number,
                                              player=player(state.crown))))
    events.append(Event("citadels.5.1", Message("citadels.ev.face_down", character=face_down),
                        public=Message("citadels.ev.face_down_public"), visible_to=frozenset()))
    if face_up:
        events.append(Event("citadels.5.1", Message("citadels.ev.face_up",
                                                    characters=Join(face_up))))
    if king_skipped:
        events.append(Event("citadels.5.1.king", Message("citadels.ev.king_back")))
    return dataclasses.replace(
        state, round=number, phase=Phase.DRAFT, face_down=(face_down,), face_up=tuple(face_up),
        pool=tuple(sorted(rest)), draft_step=0, discards=(), chosen=((),) * state.players,
        revealed=(), killed=None, robbed=None, thief=None, turn=None, graveyard=None,
        previous_calls=state.calls, calls=(), rng=rng)
