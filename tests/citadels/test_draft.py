"""Set-up, character removal and the draft for 2–7 players (rules spec citadels §4–§5)."""

from __future__ import annotations

import pytest

from explorer.engine import Match, Rng
from explorer.games.citadels import (
    CHARACTERS,
    GAME,
    Choose,
    Discard,
    DraftKind,
    Phase,
    RemovalOrder,
    TakeGold,
    draft_schedule,
    remove_characters,
)
from explorer.games.citadels import Character as C

from .helpers import draft_position, keys, play, refused

FACE_UP = {2: 0, 3: 0, 4: 2, 5: 1, 6: 0, 7: 0}


@pytest.mark.parametrize("players", range(2, 8))
def test_set_up_deals_four_cards_and_two_gold(players):
    state = Match("citadels", players, seed=3).state
    assert all(len(h) == 4 for h in state.hands)
    assert state.gold == (2,) * players
    assert len(state.deck) == 66 - 4 * players
    assert state.phase is Phase.DRAFT and state.round == 1


def test_the_crown_starts_at_random_unless_the_option_names_a_seat():
    # §4.3, §11-A11: random by default (every seat gets it for some seed), else the given seat.
    starts = {Match("citadels", 5, seed=seed).state.crown for seed in range(40)}
    assert starts == set(range(5))
    assert {Match("citadels", 5, seed=seed, crown=3).state.crown for seed in range(5)} == {3}


@pytest.mark.parametrize("players", range(2, 8))
def test_removal_by_player_count_and_the_king_is_never_face_up(players):
    king_face_down = False
    for seed in range(150):
        state = Match("citadels", players, seed=seed).state
        assert len(state.face_down) == 1
        assert len(state.face_up) == FACE_UP[players]
        assert C.KING not in state.face_up
        king_face_down |= state.face_down == (C.KING,)
        assert len(state.pool) == 8 - 1 - FACE_UP[players]
        assert sorted(state.pool + state.face_down + state.face_up) == list(CHARACTERS)
    assert king_face_down, "the King may be the face-down card"


def test_the_king_drawn_face_up_goes_back_to_the_choice():
    # Seed 268 with 4 players draws the King among the face-up cards (§10.2 set-up).
    match = Match("citadels", 4, seed=268, crown=0)
    assert "citadels.ev.king_back" in keys(match.log)
    assert match.state.face_down == (C.BISHOP,)
    assert set(match.state.face_up) == {C.MERCHANT, C.WARLORD}
    assert C.KING in match.state.pool


def test_face_up_first_option_changes_the_order_but_not_the_counts():
    a = Match("citadels", 4, seed=10).state
    b = Match("citadels", 4, seed=10, removal_order="face_up_first").state
    assert b.options.removal_order is RemovalOrder.FACE_UP_FIRST
    assert (a.face_down, a.face_up) != (b.face_down, b.face_up)
    assert len(b.face_up) == 2 and C.KING not in b.face_up


def run_draft(players, crown=0):
    """Play a whole draft taking the first card offered each time."""
    state = Match("citadels", players, seed=11, crown=crown).state
    steps = []
    while state.phase is Phase.DRAFT:
        seat = GAME.current_player(state)
        action = GAME.legal_actions(state)[0]
        steps.append((seat, type(action).__name__, len(state.pool)))
        state, _ = play(state, action)
    return state, steps


@pytest.mark.parametrize("players", range(2, 8))
def test_each_player_ends_with_the_right_number_of_characters(players):
    state, steps = run_draft(players, crown=1)
    per_seat = 2 if players <= 3 else 1
    assert all(len(c) == per_seat for c in state.chosen)
    held = [c for cs in state.chosen for c in cs]
    assert len(set(held)) == len(held)
    assert steps[0][0] == 1, "the Crown chooses first"
    out = len(state.face_down) + len(state.face_up) + len(state.discards)
    assert out + len(held) == 8
    assert state.phase in (Phase.TURN, Phase.GRAVEYARD)


def test_two_players_schedule():
    state, steps = run_draft(2, crown=0)
    assert steps == [(0, "Choose", 7), (1, "Choose", 6), (1, "Discard", 5), (0, "Choose", 4),
                     (0, "Discard", 3), (1, "Choose", 2)]
    # One random face-down card and three chosen ones are out.
    assert len(state.face_down) == 1 and len(state.discards) == 3
    assert [s for s, _ in state.discards] == [1, 0, 1]


def test_three_players_go_round_twice():
    _, steps = run_draft(3, crown=2)
    assert [s for s, _, _ in steps] == [2, 0, 1, 2, 0, 1]
    assert [n for _, _, n in steps] == [7, 6, 5, 4, 3, 2]


@pytest.mark.parametrize("players", [4, 5, 6])
def test_four_to_six_players_last_sees_two_cards(players):
    state, steps = run_draft(players, crown=0)
    assert [s for s, _, _ in steps] == list(range(players))
    assert steps[-1][2] == 2
    assert len(state.discards) == 1 and state.discards[0][0] == players - 1


def test_seven_players_last_takes_the_face_down_card_too():
    state = Match("citadels", 7, seed=4, crown=3).state
    hidden = state.face_down[0]
    for _ in range(6):
        state, _ = play(state, GAME.legal_actions(state)[0])
    assert GAME.current_player(state) == 2
    assert state.face_down == () and hidden in state.pool and len(state.pool) == 2
    assert GAME.view(state, 2).pool == state.pool
    assert GAME.view(state, 0).pool == (None, None)
    state, events = play(state, Choose(hidden))
    assert state.chosen[2] == (hidden,)
    assert len(state.discards) == 1 and state.discards[0][0] == 2
    assert draft_schedule(7) == tuple((i, DraftKind.PICK) for i in range(7))


def test_draft_refusals():
    state = draft_position(2, pool=[C.ASSASSIN, C.THIEF, C.KING, C.BISHOP, C.MERCHANT,
                                    C.ARCHITECT, C.WARLORD], face_down=[C.MAGICIAN])
    assert "not among" in refused(state, Choose(C.MAGICIAN))
    assert "keep a character" in refused(state, Discard(C.KING))
    state, _ = play(state, Choose(C.KING), Choose(C.THIEF))
    assert "face down" in refused(state, Choose(C.BISHOP))
    assert "Characters are being chosen" in refused(state, TakeGold())


def test_the_draft_is_hidden_from_the_other_seats():
    state = Match("citadels", 4, seed=2, crown=0).state
    state, events = play(state, GAME.legal_actions(state)[0])
    chosen = state.chosen[0][0]
    assert GAME.view(state, 0).chosen[0] == (chosen,)
    assert GAME.view(state, 2).chosen[0] == (None,)
    assert GAME.view(state, 1).pool == state.pool  # seat 1 now chooses
    assert GAME.view(state, 2).pool == (None,) * len(state.pool)
    assert all(v.face_down == (None,) for v in (GAME.view(state, s) for s in range(4)))
    event = events[0]
    assert event.label("en", 0) != event.label("en", 1)
    assert chosen.label("en") not in event.label("en", 1)


def test_stacked_two_player_draft():
    state = draft_position(2, face_down=[C.BISHOP], crown=1,
                           pool=[c for c in CHARACTERS if c is not C.BISHOP])
    state, _ = play(state, Choose(C.KING), Choose(C.ASSASSIN), Discard(C.THIEF),
                    Choose(C.WARLORD), Discard(C.MAGICIAN))
    assert state.pool == (C.MERCHANT, C.ARCHITECT) and GAME.current_player(state) == 0
    state, _ = play(state, Choose(C.MERCHANT))
    assert state.chosen == ((C.ASSASSIN, C.MERCHANT), (C.KING, C.WARLORD))
    assert state.discards == ((0, C.THIEF), (1, C.MAGICIAN), (0, C.ARCHITECT))
    assert state.turn.rank is C.ASSASSIN and state.turn.seat == 0


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_stacked_drafts_pass_left_and_discard_the_last_card(players):
    face_up = [C.ASSASSIN, C.THIEF][:FACE_UP[players]]
    pool = [c for c in CHARACTERS if c is not C.BISHOP and c not in face_up]
    state = draft_position(players, face_down=[C.BISHOP], face_up=face_up, pool=pool, crown=2)
    seen = []
    while state.phase is Phase.DRAFT:
        seen.append((GAME.current_player(state), state.pool))
        state, _ = play(state, Choose(state.pool[-1]))  # everyone keeps the highest rank
    order = [(2 + i) % players for i in range(len(seen))]
    assert [s for s, _ in seen] == order
    for (_, offered), (_, following) in zip(seen, seen[1:], strict=False):
        assert following == offered[:-1], "the rest is passed on"
    assert len(state.discards) == 1 and state.discards[0] == (order[-1], seen[-1][1][0])


def test_stacked_seven_player_draft():
    pool = [c for c in CHARACTERS if c is not C.WARLORD]
    state = draft_position(7, face_down=[C.WARLORD], pool=pool, crown=0)
    for _ in range(6):
        state, _ = play(state, Choose(state.pool[0]))
    assert state.pool == (C.ARCHITECT, C.WARLORD) and GAME.current_player(state) == 6
    state, _ = play(state, Choose(C.WARLORD))
    assert state.chosen[6] == (C.WARLORD,) and state.discards == ((6, C.ARCHITECT),)


@pytest.mark.parametrize(("players", "order", "expected"), [
    (4, "face_down_first", 1 / 8), (5, "face_down_first", 1 / 8),
    (4, "face_up_first", 1 / 6), (5, "face_up_first", 1 / 7),
])
def test_the_face_down_card_is_a_fair_draw_in_both_removal_orders(players, order, expected):
    # §5.1, §11-A3: classic draws the face-down card from all 8; the 2016 order draws it from
    # the cards left after the face-up ones (the King, never face up, is always among them).
    # Fixed seeds: the frequency of the King face down must be near 1/8, or 1/(8 - face up).
    runs = 3000
    hits = 0
    for seed in range(runs):
        face_down, face_up, rest, _, _ = remove_characters(
            Rng.from_seed(seed), players, RemovalOrder(order))
        assert C.KING not in face_up
        assert sorted([face_down, *face_up, *rest]) == list(CHARACTERS)
        hits += face_down is C.KING
    assert abs(hits / runs - expected) < 0.03
