"""A new round (rules spec citadels §5, §5.1, §11-A3): the characters are shuffled, some are
removed face down and face up, and the draft opens with the Crown.

This module may import only the engine, `cards`, `content`, `state` and `common`.
"""

from __future__ import annotations

from ....engine import Event, Join, Message, Rng, implements
from ....engine.core import replace
from ..cards import Character
from ..content import PUBLISHED, CharacterSet
from ..state import CitadelsState, Phase, RemovalOrder
from .common import Events, player, who


@implements("citadels.5.1", "citadels.5.1.king", "citadels.11.A3")
def remove_characters(rng: Rng, players: int, order: RemovalOrder = RemovalOrder.FACE_DOWN_FIRST
                      ) -> tuple[Character, list[Character], list[Character], Character | None,
                                 Rng]:
    """The printed game's removals with `players` (`remove_from_set` with its character
    set, which removes one card face down): (face-down card, face-up cards, cards left to
    choose from, the King if he was drawn face up and put back, the advanced rng)."""
    face_down, face_up, rest, king_skipped, rng = remove_from_set(
        rng, PUBLISHED.character_set(players), order, PUBLISHED.tables.holders["crown"])
    (card,) = face_down
    return card, face_up, rest, king_skipped, rng


@implements("citadels.5.1", "citadels.5.1.king", "citadels.11.A3")
def remove_from_set(rng: Rng, cast: CharacterSet,
                    order: RemovalOrder = RemovalOrder.FACE_DOWN_FIRST,
                    crowned: tuple[Character, ...] = ()
                    ) -> tuple[tuple[Character, ...], list[Character], list[Character],
                               Character | None, Rng]:
    """Remove the round's characters from the set `cast` (§5.1, §11-A3): (face-down cards,
    face-up cards, cards left to choose from, the character with the Crown's power drawn face
    up and put back (or `None`), the advanced rng). `crowned`: the characters with the power
    to take the Crown (printed: the King).

    The set's characters are shuffled in rank order; `cast.face_down` cards are removed face
    down (printed: one), then `cast.face_up` face up (printed: 2 with 4 players, 1 with 5).
    The character with the Crown's power (printed: the King) is never removed face up: drawn
    face up, it goes back among the cards still available and the next card is taken
    (§5.1.king). With the 2016 order (§11-A3) the
    face-up cards come first, and the face-down cards are then drawn at random from
    everything left, the King included."""
    shuffled, rng = rng.shuffle(sorted(cast.characters))
    rest = list(shuffled)
    face_down: list[Character] = []
    if order is RemovalOrder.FACE_DOWN_FIRST:
        face_down, rest = rest[:cast.face_down], rest[cast.face_down:]
    face_up: list[Character] = []
    king_skipped: Character | None = None
    for c in list(rest):
        if len(face_up) == cast.face_up:
            break
        if c in crowned:
            king_skipped = c
            continue
        face_up.append(c)
        rest.remove(c)
    while len(face_down) < cast.face_down:
        i, rng = rng.below(len(rest))
        face_down.append(rest.pop(i))
    return tuple(face_down), face_up, rest, king_skipped, rng


@implements("citadels.5", "citadels.5.1", "citadels.5.1.king")
def start_round(state: CitadelsState, events: Events) -> CitadelsState:
    """The next round begins (§5): its characters are removed (§5.1) and the rest form the
    draft's pool, sorted by rank; the Crown's holder drafts first. The calls of the round
    before become the previous calls."""
    if state.rng is None:
        raise ValueError("a seat's view cannot be played on")
    face_down, face_up, rest, king_skipped, rng = remove_from_set(
        state.rng, state.options.content.character_set(state.players),
        state.options.removal_order, state.options.content.tables.holders["crown"])
    number = state.round + 1
    events.append(Event("citadels.5", Message("citadels.ev.round", round=number,
                                              player=player(state.crown))))
    for card in face_down:
        events.append(Event("citadels.5.1", Message("citadels.ev.face_down", character=who(state,
            card)),
                            public=Message("citadels.ev.face_down_public"),
                            visible_to=frozenset()))
    if face_up:
        shown = Join(who(state, c) for c in face_up)
        events.append(Event("citadels.5.1", Message("citadels.ev.face_up", characters=shown)))
    if king_skipped:
        events.append(Event("citadels.5.1.king", Message("citadels.ev.king_back",
                                                         character=who(state, king_skipped))))
    return replace(
        state, round=number, phase=Phase.DRAFT, face_down=face_down, face_up=tuple(face_up),
        pool=tuple(sorted(rest)), draft_step=0, discards=(), chosen=((),) * state.players,
        revealed=(), killed=None, robbed=None, thief=None, turn=None, graveyard=None,
        previous_calls=state.calls, calls=(), rng=rng)
