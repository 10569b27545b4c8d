"""A character's turn in sub-steps: the action, building, income (rules spec citadels §6–§7,
§11-A9)."""

from __future__ import annotations

from explorer.games.citadels import (
    GAME,
    Build,
    DrawCards,
    EndTurn,
    KeepCard,
    TakeGold,
    TakeIncome,
)
from explorer.games.citadels import Character as C
from explorer.games.citadels import District as D

from .helpers import keys, play, position, refused, with_state


def test_the_action_is_mandatory_and_taken_once():
    state = position(rank=C.BISHOP)
    assert "before ending" in refused(state, EndTurn())
    assert "before building" in refused(position(rank=C.BISHOP, hands={0: [D.TEMPLE]}),
                                        Build(D.TEMPLE))
    state, _ = play(state, TakeGold())
    assert "already taken your action" in refused(state, DrawCards())
    assert "already taken your action" in refused(state, TakeGold())


def test_draw_two_keep_one_the_other_goes_under_the_deck():
    state = position(rank=C.BISHOP, top=[D.PALACE, D.TEMPLE])
    state, events = play(state, DrawCards())
    assert state.turn.drawn == (D.PALACE, D.TEMPLE)
    assert "First choose" in refused(state, EndTurn())
    assert "not among the cards you drew" in refused(state, KeepCard(D.CASTLE))
    assert GAME.view(state, 1).turn.drawn == (None, None)
    assert GAME.view(state, 0).turn.drawn == (D.PALACE, D.TEMPLE)
    assert "Palace" in events[0].label("en", 0) and "Palace" not in events[0].label("en", 1)
    state, _ = play(state, KeepCard(D.PALACE))
    assert state.hands[0] == (D.PALACE,) and state.deck[-1] is D.TEMPLE
    assert state.turn.acted


def short_deck(n, **options):
    """A Bishop's turn with only `n` cards left in the deck (the rest in player 2's hand)."""
    start = position(rank=C.BISHOP, **options)
    return with_state(start, deck=start.deck[len(start.deck) - n:],
                      hands=((), start.deck[:len(start.deck) - n], (), ()))


def test_short_deck_draws_what_remains():
    state = short_deck(1)
    last = state.deck[0]
    assert DrawCards() in GAME.legal_actions(state)
    state, _ = play(state, DrawCards())
    assert state.hands[0] == (last,) and state.turn.acted and state.deck == ()
    empty = with_state(state, turn=short_deck(1).turn)
    assert "0 cards: too few to draw" in refused(empty, DrawCards())


def test_draw_needs_two_option():
    assert "has 1 card:" in refused(short_deck(1, draw_needs_two=True), DrawCards())
    assert DrawCards() in GAME.legal_actions(short_deck(2, draw_needs_two=True))


def test_a_discard_pile_is_shuffled_into_a_short_deck():
    start = short_deck(1, discard_to="discard_pile")
    pile = start.hands[1][:5]
    state = with_state(start, hands=((), start.hands[1][5:], (), ()), discard=pile)
    state, events = play(state, DrawCards())
    assert "citadels.ev.reshuffle" in keys(events)
    assert state.discard == () and len(state.turn.drawn) == 2
    assert sorted(state.deck + state.turn.drawn) == sorted(start.deck + pile)


def test_build_rules():
    state = position(rank=C.KING, hands={0: [D.MANOR, D.PALACE, D.TEMPLE]},
                     cities={0: [D.TEMPLE]}, gold={0: 1})
    state, _ = play(state, TakeGold())
    assert "Palace costs 5 gold; you have 3" in refused(state, Build(D.PALACE))
    assert "already has Temple" in refused(state, Build(D.TEMPLE))
    assert "not in your hand" in refused(state, Build(D.CASTLE))
    state, _ = play(state, Build(D.MANOR))
    assert state.cities[0] == (D.TEMPLE, D.MANOR) and state.gold[0] == 0


def test_income_once_before_or_after_building():
    # After building: the new district counts (§10.1: Watchtower, then 1 red gold).
    state = position(rank=C.WARLORD, hands={0: [D.WATCHTOWER]})
    state, _ = play(state, TakeGold(), Build(D.WATCHTOWER), TakeIncome())
    assert state.gold[0] == 2 + 2 - 1 + 1
    assert "already taken your colour income" in refused(state, TakeIncome())
    # Before the action, to fund a build.
    state = position(rank=C.KING, hands={0: [D.PALACE]}, cities={0: [D.MANOR, D.CASTLE]},
                     gold={0: 1})
    state, _ = play(state, TakeIncome(), TakeGold(), Build(D.PALACE))
    assert state.gold[0] == 0
    assert "no colour income" in refused(position(rank=C.THIEF), TakeIncome())


def test_candidate_actions_include_unaffordable_builds_with_reasons():
    state = position(rank=C.KING, hands={0: [D.PALACE, D.TEMPLE]}, gold={0: 0})
    state, _ = play(state, TakeGold())
    candidates = GAME.candidate_actions(state)
    assert Build(D.PALACE) in candidates and Build(D.PALACE) not in GAME.legal_actions(state)
    assert "costs 5" in refused(state, Build(D.PALACE))
    for action in candidates:
        assert (GAME.why_illegal(state, action) is None) == (action in GAME.legal_actions(state))
