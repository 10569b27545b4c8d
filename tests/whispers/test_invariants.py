"""§9 invariants at every step of 1,000 seeded random games per player count, and the turn
graph checked against what really happened (§10): every pass is an edge the graph showed
before the play, and a colour card's edge leads where the turn really went."""

from __future__ import annotations

import pytest

from explorer.engine import derive
from explorer.games.whispers import (
    GAME,
    ROUND_END_A,
    ROUND_END_B,
    Colour,
    Phase,
    Play,
    WhispersOptions,
    turn_graph,
)
from explorer.games.whispers.cards import CARD_CHARACTER, CARD_COLOUR
from explorer.games.whispers.state import END_A, END_B

GAMES = 1000
END_NODE = {END_A: ROUND_END_A, END_B: ROUND_END_B}


def check_state(state, players: int) -> None:
    if state.phase is Phase.OVER:
        return
    for q in range(players):
        hand, area = state.hands[q], state.areas[q]
        assert len(hand) + len(area) == 6, f"I1 broken for seat {q}"
        chars = [CARD_CHARACTER[c] for c in area]
        assert len(set(chars)) == len(chars), f"I2: duplicate in area {q}"
        for c in hand + area:
            colour = CARD_COLOUR[c]
            assert colour == Colour.NEUTRAL or colour < players, "I3: colour of no player"


@pytest.mark.soak
@pytest.mark.parametrize("players", [3, 4, 5])
def test_invariants_and_graph_in_random_games(players: int) -> None:
    options = WhispersOptions()
    passes = colour_passes = 0
    for seed in range(GAMES):
        state = GAME.initial(players, seed, options).state
        rng = derive(seed, 5)
        expected = None  # (graph, action, player) of the last card played, until it passes
        steps = 0
        while state.phase is not Phase.OVER:
            check_state(state, players)
            legal = GAME.legal_actions(state)
            action, rng = rng.choice(legal)
            if state.phase is Phase.PLAY:
                expected = (turn_graph(state), action, state.turn)
            state = GAME.apply(state, action).state
            steps += 1
            assert steps < 5000
            passed = state.passed
            if passed is None:
                continue
            graph, played, source = expected
            assert passed.source == source
            target = END_NODE.get(passed.target, passed.target)
            shown = graph.get_edge_data(source, target) or {}
            assert str(played) in shown, (
                f"seed {seed}: {played} passed {source}->{target}, graph showed "
                f"{[(u, v, k) for u, v, k in graph.out_edges(source, keys=True)]}"
            )
            passes += 1
            if isinstance(played, Play) and played.colour is not Colour.NEUTRAL:
                colour_passes += 1
                targets = {v for _, v, k in graph.out_edges(source, keys=True)
                           if k == str(played)}
                assert targets == {target}
            expected = None
        outcome = GAME.outcome(state)
        assert outcome is not None and max(outcome.scores) >= state.target_score
    assert passes > GAMES * 50 and colour_passes > GAMES * 10


@pytest.mark.parametrize("players", [3, 4, 5])
def test_hidden_hand_graph_contains_every_real_pass(players: int) -> None:
    """§10 on a seat that cannot see the acting hand: the narrowed over-approximation still
    shows every pass that really happens."""
    options = WhispersOptions()
    checked = 0
    for seed in range(60):
        state = GAME.initial(players, seed, options).state
        rng = derive(seed, 9)
        shown = None
        while state.phase is not Phase.OVER:
            action, rng = rng.choice(GAME.legal_actions(state))
            if state.phase is Phase.PLAY:
                observer = (state.turn + 1) % players
                shown = (turn_graph(GAME.view(state, observer)), state.turn,
                         any(seat == state.turn for seat, _ in state.revealed))
            state = GAME.apply(state, action).state
            if state.passed is not None and shown is not None:
                graph, source, revealed = shown
                target = END_NODE.get(state.passed.target, state.passed.target)
                assert graph.has_edge(source, target), f"seed {seed}: {source}->{target}"
                hidden = {d["hidden"] for _, _, d in graph.out_edges(source, data=True)}
                assert hidden == {not revealed}, "real edges only for an Accountant's reveal"
                checked += 1
                shown = None
    assert checked > 60 * 40


VARIANTS = [
    {"wizard_equal_counts": False},
    {"wizard_equal_counts": False, "neutral_pass_counts": "hand"},
    {"effects_optional": True, "neutral_pass_counts": "hand", "wizard_target_pick": "active_sees"},
]


@pytest.mark.parametrize("options", VARIANTS, ids=lambda o: "+".join(o))
def test_graph_under_variant_readings_contains_every_real_pass(options) -> None:
    """§10 under §12 variants (a hand can run empty, a Wizard can change hand sizes, effects
    can be skipped): the graph at the play and at each of its sub-steps shows the pass."""
    checked = 0
    for players in (3, 4, 5):
        opts = GAME.make_options(players, **options)
        for seed in range(30):
            state = GAME.initial(players, seed, opts).state
            rng = derive(seed, 9)
            shown: list = []
            while state.phase is not Phase.OVER:
                action, rng = rng.choice(GAME.legal_actions(state))
                if state.phase is Phase.PLAY:
                    shown = []
                shown.append((turn_graph(state), state.turn))
                state = GAME.apply(state, action).state
                if state.passed is None:
                    continue
                target = END_NODE.get(state.passed.target, state.passed.target)
                for graph, source in shown:
                    assert graph.has_edge(source, target), f"{players} seed {seed}"
                    checked += 1
                shown = []
    assert checked > 3 * 30 * 50
