"""The set-up (rules spec citadels §1, §2, §4): the district cards (66 printed) are shuffled,
each player gets 4 of them and 2 gold (the content's `start_cards` and `start_gold`), one
player takes the Crown (at random, or the seat the options name), and the first round begins
(§5, `round`).

This module may import only the engine, `content`, `state` and the rule areas `common`,
`round`.
"""

from __future__ import annotations

from ....engine import Event, Message, Rng, Transition, implements
from ..content import tables
from ..state import CitadelsOptions, CitadelsState, Phase
from .common import Events, names, only, player
from .round import start_round


@implements("citadels.1", "citadels.2", "citadels.4", "citadels.4.crown")
def deal(players: int, seed: int, options: CitadelsOptions) -> CitadelsState:
    """The shuffled deck, 4 cards and 2 gold each (the content's numbers), the Crown's seat;
    no round yet."""
    content = options.content
    cards = content.start_cards
    rng = Rng.from_seed(seed)
    deck, rng = rng.shuffle(tables(content).deck)
    hands = tuple(deck[i * cards:(i + 1) * cards] for i in range(players))
    if options.crown < 0:
        crown, rng = rng.below(players)
    else:
        crown = options.crown
    return CitadelsState(
        players=players, options=options, round=0, phase=Phase.DRAFT, crown=crown,
        gold=(content.start_gold,) * players, hands=hands, cities=((),) * players,
        deck=deck[players * cards:], discard=(), face_down=(), face_up=(), pool=(),
        draft_step=0, discards=(), chosen=((),) * players, revealed=(), killed=None,
        robbed=None, thief=None, turn=None, graveyard=None, calls=(), previous_calls=(),
        first_complete=None, haunted_round=None, rng=rng,
    )


@implements("citadels.4", "citadels.4.crown")
def dealt_events(dealt: CitadelsState, events: Events) -> None:
    """What the deal did: each seat sees its own cards; everyone sees who has the Crown."""
    content = dealt.options.content
    events.append(Event("citadels.4", Message("citadels.ev.setup", players=dealt.players,
                                              cards=content.start_cards,
                                              gold=content.start_gold)))
    for seat in range(dealt.players):
        events.append(Event(
            "citadels.4", Message("citadels.ev.dealt", player=player(seat),
                                  cards=names(dealt.hands[seat], dealt)),
            actor=seat,
            public=Message("citadels.ev.dealt_public", player=player(seat),
                           n=content.start_cards),
            visible_to=only(seat)))
    events.append(Event("citadels.4.crown", Message("citadels.ev.crown_start",
                                                    player=player(dealt.crown))))


@implements("citadels.4", "citadels.5")
def begin(dealt: CitadelsState) -> Transition[CitadelsState]:
    """After the deal, the first round begins: the state and the set-up's events."""
    events: Events = []
    dealt_events(dealt, events)
    return Transition(start_round(dealt, events), tuple(events))
