"""Seeded random games through `explorer.Match` (the acceptance run), record round trips,
the option variants, and the greedy bot."""

from __future__ import annotations

from collections import Counter

import pytest

from explorer import Match
from explorer.engine import testing
from explorer.engine.rng import derive
from explorer.games.naishi import GAME, Phase


def random_game(seed: int, **options: object) -> Match:
    match = Match("naishi", seed=seed, **options)
    rng = derive(seed, 42)
    while not match.is_over:
        action, rng = rng.choice(match.legal_actions())
        match.play(action)
    return match


@pytest.mark.soak
@pytest.mark.parametrize("first", range(0, 1000, 250))
def test_a_thousand_seeded_games_end_and_replay(first: int) -> None:
    """Seeds 0-999 in four blocks of 250 (so that parallel workers share them)."""
    ends: Counter[str] = Counter()
    for seed in range(first, first + 250):
        match = random_game(seed)
        outcome = match.outcome
        assert outcome is not None and match.state.phase is Phase.OVER
        assert outcome.winners and len(outcome.scores) == 2
        again = Match.from_json(match.to_json())
        assert again.state == match.state, f"seed {seed}: replay differs"
        for step in range(0, match.length + 1, 7):
            assert again.state_at(step) == match.state_at(step)
        ends[outcome.details["ended_by"]] += 1
    assert ends["piles"] and ends["declaration"]  # both triggers happen


VARIANTS = [
    {"recall": "choose"},
    {"river_swap": False},
    {"additional_with_any_main": True},
    {"discard_may_empty_river": True},
    {"ninja_choice": "choose"},
    {"idle_ninja_colour": "black", "horseman_bonus": "replaces",
     "sentinel_fort_bonus": "only_alone"},
]


@pytest.mark.parametrize("options", VARIANTS)
def test_option_variants_play_through(options: dict[str, object]) -> None:
    for seed in range(40):
        match = random_game(seed, **options)
        assert match.outcome is not None
        assert Match.from_json(match.to_json()).state == match.state
        for state in (match.state_at(i) for i in range(match.length + 1)):
            testing.check_cards(GAME, state, f"seed {seed} {options}")


@pytest.mark.parametrize("options", VARIANTS)
def test_option_variants_keep_views_and_reasons_consistent(options: dict[str, object]) -> None:
    for seed in range(6):
        for game, state in testing.walk("naishi", 2, seed, **options):
            legal = game.legal_actions(state)
            for seat in (0, 1):
                seen = game.view(state, seat)
                assert seen.rng is None and game.view(seen, seat) == seen
                if game.current_player(state) == seat:
                    assert game.legal_actions(seen) == legal
            for action in game.candidate_actions(state):
                reason = game.why_illegal(state, action)
                assert (reason is None) == (action in legal), f"{options} {action}"
                if reason is not None:
                    assert reason.label("en") != reason.label("ja")


def test_the_conformance_battery() -> None:
    for name, check in testing.ALL_CHECKS.items():
        if name != "playthroughs":
            check("naishi", 2, 3)
    testing.check_playthroughs("naishi", 2, range(20))


def test_the_greedy_bot_beats_random_play() -> None:
    wins = 0
    games = 16
    for seed in range(games):
        match = Match("naishi", seed=seed)
        bot_seat = seed % 2
        rng = derive(seed, 5)
        while not match.is_over:
            if match.current_player == bot_seat:
                match.play_bot()
            else:
                action, rng = rng.choice(match.legal_actions())
                match.play(action)
        outcome = match.outcome
        assert outcome is not None
        wins += bot_seat in outcome.winners
    assert wins >= games * 3 // 4


def test_bot_games_are_deterministic() -> None:
    first = Match("naishi", seed=3)
    first.play_out()
    second = Match("naishi", seed=3)
    second.play_out()
    assert first.to_json() == second.to_json() and first.is_over


@pytest.mark.parametrize("options", VARIANTS)
def test_option_variants_declare_each_rule_once(options: dict[str, object]) -> None:
    """The conformance check of declared actions under every reading of the rules: legal
    exactly when `verify` accepts, refusals citing rules, keys that miss nothing."""
    for seed in range(3):
        testing.check_declared("naishi", 2, seed, **options)


@pytest.mark.parametrize("options", VARIANTS)
def test_a_turn_ends_by_itself_exactly_when_only_ending_it_is_left(
        options: dict[str, object]) -> None:
    """`_can_add` reads the Court and the River directly; it must agree with the legal
    actions the moves derive once the main action is done."""
    from explorer.games.naishi.kernel import END_TURN, RULEBOOK, _can_add, evolve

    for seed in range(6):
        for _, state in testing.walk("naishi", 2, seed, **options):
            if state.phase is Phase.PLAY:
                after = evolve(state, main_done=True)
                expected = RULEBOOK.derive(after) != (END_TURN,)
                assert _can_add(after, after.river) == expected, (seed, after)
