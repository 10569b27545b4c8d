"""The set-up (rules spec `shared/rules/naishi.md` §3.1–§3.4): the first player, the River of
five piles and the two cards dealt to each player. The opening exchange that follows is in
`exchange`.
"""

from __future__ import annotations

from typing import Any

from ....engine import Event, Join, Message, Rng, Transition, implements
from ..cards import Card
from ..content import PUBLISHED, NaishiContent, development_deck, lay_out, pile_sizes
from ..state import COLUMNS, NaishiState, Phase, court_spots
from .common import PLAYERS, card_list, card_name


@implements("naishi.3.1")
def draw_first_player(rng: Rng) -> tuple[int, Rng]:
    """The first player is drawn at random (and takes the black emissaries)."""
    return rng.below(2)


@implements("naishi.3.3")
def lay_out_river(deck: tuple[Card, ...], content: NaishiContent = PUBLISHED
                  ) -> tuple[tuple[Card, ...], ...]:
    """The shuffled Development cards make 5 piles of 6, pile c in front of column c; index 0
    of a pile is its face-up card (a variant's deck: all but the 4 cards dealt, in piles as
    even as possible, the first ones larger)."""
    return lay_out(content, deck)[0]


@implements("naishi.3.4")
def deal(deck: tuple[Card, ...], content: NaishiContent = PUBLISHED
         ) -> tuple[tuple[Card, ...], ...]:
    """The 4 cards left after the River go 2 to each player (seat 0 first)."""
    return lay_out(content, deck)[1]


@implements("naishi.3.4")
def starting_lines() -> tuple[tuple[Card, ...], ...]:
    """Each player lays 5 Mountains face up as their Line."""
    return ((Card.MOUNTAIN,) * COLUMNS, (Card.MOUNTAIN,) * COLUMNS)


def set_up(seed: int, options: Any) -> Transition[NaishiState]:
    """The state before the opening exchange, and what the set-up did."""
    rng = Rng.from_seed(seed)
    first, rng = draw_first_player(rng)
    content = options.content
    deck, rng = rng.shuffle(development_deck(content))
    river = lay_out_river(deck, content)
    state = NaishiState(
        phase=Phase.EXCHANGE, player=first, first=first, turn=0, lines=starting_lines(),
        hands=((), ()), river=river, discard=(), court=(None,) * court_spots(content),
        main_done=False,
        emissary_used=False, start_exhausted=False, final_seat=None, declared_by=None,
        dealt=deal(deck, content), gifts=(None, None), copies=(),
        options=options, rng=rng,
    )
    return Transition(state, set_up_events(state))


def river_message(state: NaishiState) -> Message:
    """The River as dealt (rule naishi.3.3): its piles and their sizes, as the content in
    force makes them (printed: 5 piles of 6), and the face-up cards."""
    sizes = pile_sizes(state.options.content)
    cards = card_list((pile[0] for pile in state.river), state)
    if len(set(sizes)) == 1:
        return Message("naishi.log.river", piles=len(sizes), size=sizes[0], cards=cards)
    return Message("naishi.log.river_uneven", piles=len(sizes), sizes=Join(map(str, sizes)),
                   cards=cards)


def set_up_events(state: NaishiState) -> tuple[Event, ...]:
    """What the set-up did: the first player, the River's face-up cards, the deals (each
    player sees only their own cards)."""
    first, dealt = state.first, state.dealt
    events = [
        Event("naishi.3.1", Message("naishi.log.first", player=PLAYERS[first],
                                    other=PLAYERS[1 - first])),
        Event("naishi.3.3", river_message(state)),
    ]
    for seat in (first, 1 - first):
        a, b = dealt[seat]
        events.append(Event(
            "naishi.3.4", Message("naishi.log.deal", player=PLAYERS[seat], a=card_name(a, state),
                                  b=card_name(b, state)),
            public=Message("naishi.log.deal_public", player=PLAYERS[seat]),
            visible_to=frozenset({seat})))
    return tuple(events)
