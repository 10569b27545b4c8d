"""1,000 seeded random games per player count through the game's own functions, a sample
replayed through JSON, and the agreement of `legal_actions`, `why_illegal` and
`candidate_actions` along random games."""

from __future__ import annotations

import pytest

from explorer.engine import Match, derive, testing
from explorer.games.citadels import GAME, Phase

GAMES = 1000


@pytest.mark.soak
@pytest.mark.parametrize("players", range(2, 8))
def test_a_thousand_random_games(players):
    options = GAME.make_options(players)
    for seed in range(GAMES):
        state = GAME.initial(players, seed, options).state
        rng = derive(seed, 5)
        for _ in range(GAME.max_steps):
            legal = GAME.legal_actions(state)
            if not legal:
                break
            action, rng = rng.choice(legal)
            state = GAME.apply(state, action).state
        assert state.phase is Phase.OVER, f"seed {seed} did not end"
        assert GAME.current_player(state) is None
        assert min(state.gold) >= 0
        assert all(len(set(city)) == len(city) for city in state.cities)
        assert max(len(city) for city in state.cities) >= 8
        testing.check_cards(GAME, state, f"seed {seed}")
        outcome = GAME.outcome(state)
        assert outcome.winners and len(outcome.scores) == players


@pytest.mark.parametrize("players", range(2, 8))
def test_a_sample_replays_through_json(players):
    for seed in range(3):
        match = testing.random_match("citadels", players, seed)
        again = Match.from_json(match.to_json())
        assert again.state == match.state and again.outcome == match.outcome


@pytest.mark.parametrize("alternative", [False, True])
@pytest.mark.parametrize("players", [2, 3, 4, 7])
def test_legal_why_and_candidates_agree(players, alternative):
    options = ALTERNATIVES if alternative else {}
    for _, state in testing.walk("citadels", players, players * 7, **options):
        if GAME.is_over(state):
            break
        legal = set(GAME.legal_actions(state))
        for action in GAME.candidate_actions(state):
            reason = GAME.why_illegal(state, action)
            assert (reason is None) == (action in legal), (action, reason)
            if reason is not None:
                assert reason.key != "engine.error.not_legal", f"no specific reason for {action}"


@pytest.mark.parametrize("players", range(2, 8))
def test_bot_games_end_and_are_deterministic(players):
    first = Match("citadels", players, seed=4)
    first.play_out(seed=9)
    second = Match("citadels", players, seed=4)
    second.play_out(seed=9)
    assert first.is_over and first.to_json() == second.to_json()
    assert first.step < 2000


ALTERNATIVES = dict(
    name_face_up=False, removal_order="face_up_first", discard_to="discard_pile",
    graveyard_scope="own_city", library_observatory="draw3_keep3",
    bishop_blocks_own_warlord=True, smithy="pay3_draw2", draw_needs_two=True,
    great_wall_own_city=False, tiebreak="gold", crown=1,
)


@pytest.mark.parametrize("players", range(2, 8))
def test_random_games_with_every_alternative_reading(players):
    for seed in range(15):
        state = None
        for game, state in testing.walk("citadels", players, seed, **ALTERNATIVES):
            if seed == 0:
                testing.check_cards(game, state, f"seed {seed}")
        assert state is not None and GAME.outcome(state) is not None
