"""Set-up: the seats' colours, the options checked, the deal and the first state.

Spec: `shared/rules/whispers.md` §2.1 (the cards in play: 14 grey and 7 per seat's colour),
§3 (colours, deal 6 each, the rest is the draw pile, the King pile shuffled with none face up,
the start player a parameter, §12 A10).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from explorer.engine import Event, Join, Message, OptionError, Rng, Text, implements

from ....engine import shown
from ....engine.core import check_range
from ..cards import (
    COLOUR_NAMES,
    COLOUR_OF_NAME,
    COLOUR_WORDS,
    PLAYER_COLOURS,
    Colour,
    seat_colours,
)
from ..content import PUBLISHED, WhispersContent
from ..state import Phase, WhispersOptions, WhispersState

Hands = tuple[tuple[int, ...], ...]


def _colour_words() -> Join:
    return Join((Text(COLOUR_WORDS[c], COLOUR_NAMES[c].ja) for c in PLAYER_COLOURS),
                alternatives=True)


@implements("whispers.3")
def canonical_colours(value: Any, players: int) -> tuple[str, ...]:
    """The `colours` option (§3.1) as canonical lowercase English words, one per seat: empty
    means the default order; names may be English (any case) or Japanese, or `Colour` members.
    Raises `OptionError` saying what is wrong."""
    if isinstance(value, (tuple, list)) and not value:
        return tuple(COLOUR_WORDS[c] for c in PLAYER_COLOURS[:players])
    if not isinstance(value, (tuple, list)):
        raise OptionError(Message("whispers.error.colours_type", value=shown(value)))
    if len(value) != players:
        raise OptionError(Message("whispers.error.colours_count", players=players,
                                  n=len(value), value=shown(list(value))))
    seen: list[Colour] = []
    for item in value:
        colour: Colour | None = None
        if isinstance(item, Colour):
            colour = item if item is not Colour.NEUTRAL else None
        elif isinstance(item, str):
            colour = COLOUR_OF_NAME.get(item.strip().lower())
        if colour is None:
            raise OptionError(Message("whispers.error.colours_unknown", value=shown(item),
                                      allowed=_colour_words()))
        if colour in seen:
            raise OptionError(Message("whispers.error.colours_repeated",
                                      colour=Text(COLOUR_WORDS[colour], COLOUR_NAMES[colour].ja)))
        seen.append(colour)
    return tuple(COLOUR_WORDS[c] for c in seen)


def _refuse(name: str, value: Any, allowed: Any) -> OptionError:
    return OptionError(Message("engine.error.option_value", name=name, value=shown(value),
                               allowed=allowed))


@implements("whispers.3", "whispers.5.A.points", "whispers.5.B.points", "whispers.7",
            "whispers.8.2")
def check_options(options: WhispersOptions, players: int) -> WhispersOptions:
    """The start player is a seat (§3.4); a full court scores 1 or 2 with 4–5 players (§8.2);
    the what-ifs stay in range: both round ends score at least 1 (whispers.5), so every round
    moves someone towards the target (whispers.7) and the game ends; the colours made
    canonical (`canonical_colours`). Returns the options so checked."""
    start = options.start_player
    if not 0 <= start < players:
        raise _refuse("start_player", start,
                      Join((str(i) for i in range(players)), alternatives=True))
    points = options.full_court_points_4p_5p
    if points not in (1, 2):
        raise _refuse("full_court_points_4p_5p", points, Join(["1", "2"], alternatives=True))
    check_range("target_scores", options.target_scores, 1, 30)
    for name in ("forced_end_points", "full_court_points_3p"):
        check_range(name, getattr(options, name), 1, 5)
    return dataclasses.replace(options, colours=canonical_colours(options.colours, players))


@implements("whispers.3")
def deal(colours: tuple[Colour, ...], rng: Rng, content: WhispersContent = PUBLISHED
         ) -> tuple[Hands, tuple[int, ...], Rng]:
    """Shuffle the grey cards with those of the seats' `colours` and deal a hand to each (hands
    kept sorted); the rest is the draw pile (§3.2). A variant's `content` sets the hand size
    and the grey copies."""
    size = content.hand_size
    cards, rng = rng.shuffle(content.deck(colours))
    hands = tuple(tuple(sorted(cards[i:i + size]))
                  for i in range(0, len(colours) * size, size))
    return hands, cards[len(colours) * size:], rng


@implements("whispers.3")
def first_state(players: int, seed: int, options: WhispersOptions
                ) -> tuple[WhispersState, Event]:
    """The King pile shuffled, none face up (§3.3); the deal; scores 0; the start player
    (§3.4) to play."""
    rng = Rng.from_seed(seed)
    kings, rng = rng.shuffle(options.content.king_faces)
    colours = seat_colours(options.colours, players)
    hands, draw, rng = deal(colours, rng, options.content)
    state = WhispersState(
        options=options, players=players, hands=hands, areas=((),) * players, draw=draw,
        discards=(), king=None, king_pile=kings, king_used=(), scores=(0,) * players,
        recorded=(0,) * players, turn=options.start_player, phase=Phase.PLAY, rng=rng,
    )
    event = Event("whispers.3", Message(
        "whispers.ev.setup", players=players, hand=options.content.hand_size,
        cards=len(options.content.deck(colours)), draw=len(draw),
        target=options.target_scores[players - 3],
        first=COLOUR_NAMES[colours[options.start_player]]))
    return state, event
