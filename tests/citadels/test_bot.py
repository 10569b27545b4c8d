"""The bot ranks legal actions sensibly and deterministically."""

from __future__ import annotations

import dataclasses

import pytest

from explorer import Variant
from explorer.bots import choose as choose_bot
from explorer.engine import Rng, derive
from explorer.games.citadels import (
    GAME,
    BeginExchange,
    Build,
    Destroy,
    DrawCards,
    EndTurn,
    FinishExchange,
    KeepCard,
    SetAside,
    TakeGold,
    TakeIncome,
)
from explorer.games.citadels import Character as C
from explorer.games.citadels import District as D
from explorer.games.citadels.bot import choose
from explorer.games.citadels.state import replace_state

from .helpers import play, position

RNG = Rng.from_seed(3)


def bot(state):
    action = choose(GAME, state, RNG)
    assert action in GAME.legal_actions(state)
    assert choose(GAME, state, RNG) == action, "same rng, same choice"
    return action


def test_builds_the_most_valuable_affordable_district():
    state = position(rank=C.KING, hands={0: [D.TEMPLE, D.CASTLE, D.PALACE]}, gold={0: 2})
    assert bot(state) == TakeGold()
    state, _ = play(state, TakeGold())
    assert bot(state) == Build(D.CASTLE)


def test_magician_puts_back_useless_cards():
    state = position(rank=C.MAGICIAN, hands={0: [D.TEMPLE]}, cities={0: [D.TEMPLE]},
                     chosen={1: [C.KING]})
    assert bot(state) == BeginExchange()
    state, _ = play(state, BeginExchange())
    assert bot(state) == SetAside(D.TEMPLE)
    state, _ = play(state, SetAside(D.TEMPLE))
    assert bot(state) == FinishExchange()


def test_warlord_hits_the_leader():
    state = position(rank=C.WARLORD, seat=0, gold={0: 5},
                     cities={1: [D.PALACE, D.WATCHTOWER], 2: [D.TEMPLE]})
    state, _ = play(state, TakeGold())
    assert bot(state) == TakeIncome(), "income first, even if it is 0"
    state, _ = play(state, TakeIncome())
    assert bot(state) == Destroy(1, D.WATCHTOWER)
    quiet = position(rank=C.WARLORD, seat=0, gold={0: 0})
    quiet, _ = play(quiet, TakeGold(), TakeIncome())
    assert bot(quiet) == EndTurn()


def _under(state, districts):
    """`state` under a variant changing `districts` (`{name: facts}`), its deck unchanged."""
    content = Variant.from_dict("citadels", {"content": {"districts": districts}}).content
    return replace_state(state, options=dataclasses.replace(state.options, content=content))


#: The Keep makes its owner's green districts 1 gold cheaper, or dearer (rule citadels.6.3).
GREEN_LESS = {"Keep": {"build_change": -1, "build_change_colour": "green"}}
GREEN_MORE = {"Keep": {"build_change": 1, "build_change_colour": "green"}}
#: The Keep scores 2 more at the end for each blue district of its city (rule citadels.8.scoring).
BLUE_WORTH = {"Keep": {"end_points": 2, "end_colour": "blue"}}


@pytest.mark.parametrize("noise", range(4))
def test_it_keeps_the_drawn_card_worth_most_and_of_equal_worth_the_cheapest(noise):
    """Printed, the Manor (3) is kept over the Church (2); when the Keep in his city makes
    blue worth 2 more at the end, the Church (2 + 2) is. The Manor and the Docks are worth 3
    each: with green cheaper for him he keeps the Docks, with green dearer the Manor, whatever
    the tie's noise; a tax is no reason to keep a card."""
    def kept(state):
        drawn, _ = play(state, DrawCards())
        return choose(GAME, drawn, Rng.from_seed(noise))

    church = position(rank=C.KING, cities={0: [D.KEEP]}, top=[D.MANOR, D.CHURCH])
    assert kept(church) == KeepCard(D.MANOR)
    assert kept(_under(church, BLUE_WORTH)) == KeepCard(D.CHURCH)
    assert kept(_under(church, {"Keep": {"build_change": 3, "build_change_colour": "yellow"}})) \
        == KeepCard(D.MANOR), "a dearer Manor is still worth more than the Church"
    docks = position(rank=C.KING, cities={0: [D.KEEP]}, top=[D.MANOR, D.DOCKS])
    assert kept(_under(docks, GREEN_LESS)) == KeepCard(D.DOCKS)
    assert kept(_under(docks, GREEN_MORE)) == KeepCard(D.MANOR)
    elsewhere = position(rank=C.KING, cities={1: [D.KEEP]}, top=[D.MANOR, D.CHURCH])
    assert kept(_under(elsewhere, BLUE_WORTH)) == KeepCard(D.MANOR), \
        "another city's Keep changes nothing for him"


@pytest.mark.parametrize(("districts", "built", "n"), [
    ({"Keep": {"end_points": 2, "end_colour": "blue"}}, D.CHURCH, 4),
    ({"Watchtower": {"end_kind": "Tavern", "end_kind_points": 3}}, D.TAVERN, 4),
    ({"Tavern": {"end_kind": "Tavern", "end_kind_points": 3}}, D.TAVERN, 4),
])
def test_it_values_the_end_points_a_build_would_add(districts, built, n):
    """Printed, the Manor (3 points) is built over the Church (2) and the Tavern (1); when
    the city's districts, or the district itself, score at the end for it, the bot adds those
    points, and its reason says the value it used."""
    start = position(rank=C.KING, hands={0: [D.MANOR, D.CHURCH, D.TAVERN]},
                     cities={0: [D.KEEP, D.WATCHTOWER]}, gold={0: 6})
    start, _ = play(start, TakeGold())
    assert bot(start) == Build(D.MANOR)
    state = _under(start, districts)
    assert bot(state) == Build(built)
    reason = choose_bot("citadels", "heuristic", state, derive(3, 0)).reason
    assert reason.params["n"] == n and f"({n} points)" in reason.label("en")
    assert f"（{n}点）" in reason.label("ja")
