"""The end of the game and the scores (rules spec citadels §8, §8 scoring and tie-break): the
first city of 8 districts (`complete_size`) ends the game after the round under way; each
city then scores its districts' points and bonuses (`scoring.city_score`), and a tie is broken
by the §8 reading chosen (`scoring.rank_players`).

This module may import only the engine, `cards`, `content`, `state`, `scoring` and `common`.
"""

from __future__ import annotations

from ....engine import Event, Join, Message, Outcome, implements
from ....engine.core import replace
from ..cards import District
from ..content import BONUSES, PUBLISHED, CitadelsContent
from ..scoring import CityScore, city_score, rank_players
from ..state import CitadelsState, Phase
from .common import Events, facts, player

#: The largest a what-if scoring bonus may be (rule citadels.8.scoring; printed: 3, 4, 2).
BONUS_MOST = BONUSES[1]


@implements("citadels.8", "citadels.6.3")
def largest_city(players: int, content: CitadelsContent = PUBLISHED) -> int:
    """The largest `complete_size` (rule citadels.8) that still lets `players` end the game:
    at most 14 (the option's range), and small enough that the districts cannot all be built
    with no city complete (10 with 7 players, 11 with 6).

    A city holds each district once (citadels.6.3), and a card outside the cities (deck, discard
    pile, hands) can still reach a city without it (drawn, exchanged by the Magician), so the
    cities stop growing only when every card left outside is a district each city holds. The
    cities then hold, of each district, all its copies or one per player:
    `sum(min(copies, players))` cards (46 with 2 players, all 66 from 5). If `players` cities of
    `size - 1` districts cannot hold that many, one city has reached `size` and the game ends.
    The copies are those of `content` (the printed game by default).

    >>> [largest_city(p) for p in range(2, 8)]
    [14, 14, 14, 14, 11, 10]
    """
    return content.largest_city(players)


@implements("citadels.8")
def completes_city(state: CitadelsState, seat: int, city: tuple[District, ...],
                   events: Events) -> int | None:
    """The seat whose city counts first as complete: `seat`, if its `city` has just reached
    `complete_size` districts and no city had before (that ends the game after this round)."""
    if state.first_complete is not None or len(city) < state.options.complete_size:
        return state.first_complete
    events.append(Event("citadels.8", Message("citadels.ev.complete", player=player(seat),
                                              n=len(city))))
    return seat


@implements("citadels.8")
def game_over(state: CitadelsState, events: Events) -> CitadelsState:
    """A round ends after a city was completed: the game is over."""
    events.append(Event("citadels.8", Message("citadels.ev.game_over", round=state.round)))
    return replace(state, phase=Phase.OVER)


@implements("citadels.8.scoring", "citadels.2.1.haunted_city")
def final_score(state: CitadelsState, seat: int) -> CityScore:
    """A city's score at the end: the first complete city's bonus goes to its seat; the
    Haunted City counts as a colour of its owner's choice unless it was built in the final
    round (§2.1)."""
    haunted = facts(state).haunted_city
    late: tuple[District, ...] = ()
    if haunted is not None and state.haunted_round == state.round:
        late = (haunted,)
    return city_score(state.cities[seat], first_complete=state.first_complete == seat,
                      built_in_final_round=late, content=state.options.content,
                      **state.options.score_values())


@implements("citadels.8.scoring", "citadels.8.tiebreak")
def outcome(state: CitadelsState) -> Outcome | None:
    """Once the game is over: every seat's score, the winners and how a tie was broken."""
    if state.phase is not Phase.OVER:
        return None
    breakdowns = tuple(final_score(state, seat) for seat in range(state.players))
    scores = tuple(b.total for b in breakdowns)
    winners, tiebreak = rank_players(scores, [b.base for b in breakdowns], state.gold,
                                     state.options.tiebreak)
    key = "engine.outcome.winner" if len(winners) == 1 else "engine.outcome.winners"
    return Outcome(scores, tuple(winners), Message(key, players=Join(player(w) for w in winners)),
                   tiebreak, {"breakdowns": breakdowns, "first_complete": state.first_complete})
