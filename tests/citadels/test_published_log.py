"""The published four-player log of the rules spec (§10.1) replayed as a golden scenario:
gold after every turn, cities, thefts and the Crown. Hands are not in the log, so they are
stacked to allow the logged builds; the Dark City Armory of round 3 is replaced by a
Battlefield (another 3-cost card), as the spec suggests."""

from __future__ import annotations

from explorer.games.citadels import (
    CHARACTERS,
    GAME,
    BeginExchange,
    Build,
    CallStatus,
    Choose,
    EndTurn,
    FinishExchange,
    Kill,
    Phase,
    Rob,
    SetAside,
    SwapHands,
    TakeGold,
    TakeIncome,
)
from explorer.games.citadels import Character as C
from explorer.games.citadels import District as D

from .helpers import draft_position, play, with_state

CHRISTOPHER, BILL, CHRIS, KEVIN = range(4)

HANDS = {
    CHRISTOPHER: [D.MANOR, D.TEMPLE, D.TAVERN, D.BATTLEFIELD],
    BILL: [D.HARBOR, D.CASTLE, D.CHURCH, D.MARKET],
    CHRIS: [D.TRADING_POST, D.FORTRESS, D.MONASTERY, D.CATHEDRAL],
    KEVIN: [D.WATCHTOWER, D.LIBRARY, D.PRISON, D.DOCKS],
}


def draft(state, face_down, face_up, picks):
    """Stack the round's removed characters, then let each seat pick (the Crown first)."""
    pool = tuple(sorted(set(CHARACTERS) - {face_down, *face_up}))
    state = with_state(state, face_down=(face_down,), face_up=tuple(face_up), pool=pool)
    assert state.phase is Phase.DRAFT
    state, _ = play(state, *(Choose(c) for c in picks))
    return state


def turn(state, seat, rank, gold, *actions):
    """Play one character's turn; `gold` is every seat's gold at the end of it (§10.1)."""
    assert (GAME.current_player(state), state.turn.rank) == (seat, rank)
    state, _ = play(state, *actions)
    assert state.gold == gold
    state, _ = play(state, EndTurn())
    return state


def test_published_four_player_log():
    state = draft_position(4, pool=[], crown=KEVIN, hands=HANDS)

    # Round 1: Thief = Christopher, Magician = Bill, Architect = Chris, Warlord = Kevin.
    state = draft(state, C.KING, [C.BISHOP, C.MERCHANT],
                  [C.WARLORD, C.THIEF, C.MAGICIAN, C.ARCHITECT])
    state = turn(state, CHRISTOPHER, C.THIEF, (1, 2, 2, 2),
                 Rob(C.ARCHITECT), TakeGold(), Build(D.MANOR))
    state = turn(state, BILL, C.MAGICIAN, (1, 0, 2, 2),
                 BeginExchange(), SetAside(D.CASTLE), FinishExchange(),
                 TakeGold(), Build(D.HARBOR))
    # Chris reveals the Architect: robbed of his 2 gold at once, before he acts.
    assert state.gold == (3, 0, 0, 2)
    state = turn(state, CHRIS, C.ARCHITECT, (3, 0, 0, 2),
                 TakeGold(), Build(D.TRADING_POST))
    assert len(state.hands[CHRIS]) == 4 - 1 + 2, "the Architect drew 2 after his action"
    state = turn(state, KEVIN, C.WARLORD, (3, 0, 0, 4),
                 TakeGold(), Build(D.WATCHTOWER), TakeIncome())
    assert state.cities == ((D.MANOR,), (D.HARBOR,), (D.TRADING_POST,), (D.WATCHTOWER,))
    assert state.crown == KEVIN, "no King revealed: the Crown stays"
    assert state.round == 2
    stolen = {c.rank: c.stolen for c in state.previous_calls if c.stolen is not None}
    assert stolen == {C.ARCHITECT: 2}

    # Round 2: Thief = Kevin, Magician = Christopher, Architect = Chris, Warlord = Bill.
    state = draft(state, C.BISHOP, [C.ASSASSIN, C.MERCHANT],
                  [C.THIEF, C.MAGICIAN, C.WARLORD, C.ARCHITECT])
    state = turn(state, KEVIN, C.THIEF, (3, 0, 0, 0),
                 Rob(C.ARCHITECT), TakeGold(), Build(D.LIBRARY))
    state = turn(state, CHRISTOPHER, C.MAGICIAN, (0, 0, 0, 0),
                 SwapHands(CHRIS), TakeGold(),
                 Build(D.FORTRESS))
    state = turn(state, CHRIS, C.ARCHITECT, (0, 0, 2, 0),
                 TakeGold())
    state = turn(state, BILL, C.WARLORD, (0, 0, 2, 0),
                 TakeGold(), Build(D.MARKET), TakeIncome())
    stolen = {c.rank: c.stolen for c in state.previous_calls if c.stolen is not None}
    assert stolen == {C.ARCHITECT: 0}, "robbed of 0"
    assert state.crown == KEVIN

    # Round 3: Assassin = Bill, Magician = Chris, King = Christopher, Merchant = Kevin.
    state = draft(state, C.WARLORD, [C.THIEF, C.BISHOP],
                  [C.MERCHANT, C.KING, C.ASSASSIN, C.MAGICIAN])
    state = turn(state, BILL, C.ASSASSIN, (0, 2, 2, 0),
                 Kill(C.MERCHANT), TakeGold())
    state = turn(state, CHRIS, C.MAGICIAN, (0, 2, 1, 0),
                 BeginExchange(), SetAside(D.TEMPLE),
                 FinishExchange(), TakeGold(), Build(D.BATTLEFIELD))
    assert state.crown == CHRISTOPHER, "the Crown moves as soon as the King reveals"
    state = turn(state, CHRISTOPHER, C.KING, (3, 2, 1, 0),
                 TakeGold(), TakeIncome())
    # The killed Merchant is skipped silently: the round is over.
    assert state.round == 4 and state.crown == CHRISTOPHER
    merchant = next(c for c in state.previous_calls if c.rank is C.MERCHANT)
    assert merchant.status is CallStatus.KILLED and merchant.seat == KEVIN
    assert state.cities == ((D.MANOR, D.FORTRESS), (D.HARBOR, D.MARKET),
                            (D.TRADING_POST, D.BATTLEFIELD), (D.WATCHTOWER, D.LIBRARY))
