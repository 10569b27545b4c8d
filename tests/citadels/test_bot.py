"""The bot ranks legal actions sensibly and deterministically."""

from __future__ import annotations

from explorer.engine import Rng
from explorer.games.citadels import (
    GAME,
    BeginExchange,
    Build,
    Destroy,
    EndTurn,
    FinishExchange,
    SetAside,
    TakeGold,
    TakeIncome,
)
from explorer.games.citadels import Character as C
from explorer.games.citadels import District as D
from explorer.games.citadels.bot import choose

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
