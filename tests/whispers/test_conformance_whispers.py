"""The engine's conformance battery on Whispers, for every player count and some options
(the lead's `tests/test_conformance.py` runs the defaults too)."""

from __future__ import annotations

import pytest

from explorer.engine import testing
from explorer.engine.match import Match
from explorer.games.whispers import GAME

CHECKS = [name for name in testing.ALL_CHECKS if name != "playthroughs"]


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("check", CHECKS)
def test_battery(check: str, players: int) -> None:
    testing.ALL_CHECKS[check]("whispers", players, players * 7)


@pytest.mark.parametrize("players", [3, 5])
def test_playthroughs(players: int) -> None:
    testing.check_playthroughs("whispers", players, range(8))


OPTION_SETS = [
    {"wizard_target_pick": "target_chooses", "effects_optional": True},
    {"wizard_target_pick": "active_sees", "butler_requires_own_area": True},
    {"wizard_equal_counts": False, "neutral_pass_counts": "hand"},
    {"forced_card_is_placed": True, "accountant_hand_stays_open": True,
     "king_reshuffle_includes_face_up": False, "silent_palace": True,
     "full_court_points_4p_5p": 2},
]


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: "+".join(o))
def test_options_play_to_the_end_and_replay(options: dict[str, object]) -> None:
    for seed in range(15):
        match = Match("whispers", 4, seed, **options)
        match.play_out()
        assert match.is_over and match.outcome is not None
        for step in range(0, match.length, 7):
            state = match.state_at(step)
            testing.check_cards(GAME, state, f"seed {seed} step {step}")
            seat = GAME.current_player(state)
            if seat is not None:
                assert list(GAME.legal_actions(GAME.view(state, seat))) == list(
                    GAME.legal_actions(state))
        again = Match.from_json(match.to_json())
        assert again.state == match.state


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: "+".join(o))
def test_declared_actions_under_options(options: dict[str, object]) -> None:
    """Under every reading: each candidate is legal exactly when `verify` accepts it, and every
    refusal cites a rule."""
    for seed in range(3):
        testing.check_declared("whispers", 4, seed, **options)
