"""Hidden information: what `view(state, seat)` masks (rules spec citadels §5, §6)."""

from __future__ import annotations

from explorer.engine import Match
from explorer.games.citadels import GAME, CallStatus, EndTurn, Kill, TakeGold
from explorer.games.citadels import Character as C
from explorer.games.citadels import District as D

from .helpers import play, position


def test_hands_deck_and_unrevealed_characters_are_masked():
    state = position(rank=C.KING, seat=0, chosen={1: [C.ASSASSIN], 2: [C.WARLORD]},
                     hands={0: [D.MANOR], 2: [D.PALACE, D.TEMPLE]})
    seen = GAME.view(state, 0)
    assert seen.rng is None and seen.hands[0] == (D.MANOR,) and seen.hands[2] == (None, None)
    assert set(seen.deck) == {None} and len(seen.deck) == len(state.deck)
    assert seen.chosen[1] == (C.ASSASSIN,), "a revealed character is public"
    assert seen.chosen[2] == (None,)
    assert seen.face_down == (None,)
    assert GAME.view(state, 2).chosen[2] == (C.WARLORD,)
    assert list(GAME.legal_actions(seen)) == list(GAME.legal_actions(state))


def test_a_killed_holder_stays_private_in_the_calls():
    state = position(rank=C.ASSASSIN, seat=0, chosen={1: [C.MERCHANT], 2: [C.WARLORD]})
    state, _ = play(state, Kill(C.MERCHANT), TakeGold(), EndTurn())
    state, _ = play(state, TakeGold())  # the Warlord (rank 8) is playing; 6 was silent
    merchant = [c for c in state.calls if c.rank is C.MERCHANT][0]
    assert merchant.status is CallStatus.KILLED and merchant.seat == 1
    for seat, status in ((0, CallStatus.SILENT), (1, CallStatus.KILLED), (2, CallStatus.SILENT)):
        call = [c for c in GAME.view(state, seat).calls if c.rank is C.MERCHANT][0]
        assert call.status is status


def test_the_log_hides_dealt_and_chosen_cards_from_other_seats():
    match = Match("citadels", 3, seed=8)
    dealt = [e for e in match.log if e.message.key == "citadels.ev.dealt"]
    first = match.state.hands[0][0].label("en")
    assert first in dealt[0].label("en", 0) and first not in dealt[0].label("en", 1)
    face_down = [e for e in match.log if e.message.key == "citadels.ev.face_down"][0]
    hidden = match.state.face_down[0].label("en")
    assert all(hidden not in face_down.label("en", s) for s in range(3))
    assert hidden in face_down.label("en", None)
