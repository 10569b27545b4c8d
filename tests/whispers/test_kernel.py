"""Whispers' playout kernel (`kernel.py`) against its reference rule book (`rules/`): the same
set-up, legal actions in the same order, turn, end, outcome and next states at every state of
seeded random games, under every option set (the kernel builds no event: its events are the
reference's); and every registered rule id has code in the reference."""

from __future__ import annotations

import pytest

from explorer import rule_index
from explorer.engine import load_game, playout_game
from explorer.engine.reference import check_rule_index
from explorer.engine.testing import (
    check_kernel,
    check_kernel_reach,
    numeric_option_sets,
    option_sets,
    walk,
)
from explorer.games.whispers import GAME, KERNEL
from explorer.games.whispers.actions import PassTo
from explorer.games.whispers.rules import Whispers
from explorer.games.whispers.state import Phase
from tests.kernel_reach import known_starts, rare_starts

OPTION_SETS = option_sets("whispers")

#: Readings together, as the conformance battery plays them.
MIXED = [
    {"wizard_target_pick": "target_chooses", "effects_optional": True},
    {"wizard_target_pick": "active_sees", "butler_requires_own_area": True},
    {"wizard_equal_counts": False, "neutral_pass_counts": "hand"},
    {"wizard_equal_counts": False, "effects_optional": True, "forced_card_is_placed": True},
    {"full_court_points_4p_5p": 2, "silent_palace": True, "target_scores": (2, 2, 2)},
    {"forced_end_points": 2, "full_court_points_3p": 3, "target_scores": (3, 3, 3)},
]


def test_the_reference_is_the_game_and_the_kernel_plays_out() -> None:
    assert load_game("whispers") is GAME and type(GAME) is Whispers
    assert playout_game("whispers") is KERNEL and KERNEL is not GAME
    assert not GAME.rulebook.quiet and KERNEL.rulebook.quiet


#: Rule ids the seeded games of the quick tier's battery are not sure to reach (so the check
#: reports them as never reached): a full court under what-if points. The Maid drawing from an
#: empty draw pile (§12 A9), which no game from a deal reaches, is reached from its stacked
#: start (`tests.kernel_reach.RARE_STARTS`).
RARE = {"whispers.5.B.points": "a 3-player full court under changed points, in the soak tier"}


def starts() -> dict[str, object]:
    return {**known_starts("whispers"), **rare_starts("whispers")}


def test_the_kernel_check_reaches_every_rule() -> None:
    """The quick tier's check: from every scenario and known-count position, under every
    option set, mixed reading and what-if number at every player count, until each rule id
    and event kind met has been compared three times (or 20 games a place)."""
    reach = check_kernel_reach("whispers", games=1, most=20, starts=starts(),
                               options=OPTION_SETS + numeric_option_sets("whispers") + MIXED)
    print(reach.report())  # the never reached, shown with -rP
    assert set(reach.never()) <= set(RARE), reach.report()
    assert reach.times("whispers.8.2") >= 3, reach.report()
    assert reach.times("whispers.12.A9") >= 3, reach.report()
    assert "whispers.12.A9" not in reach.report()
    assert reach.games > 150 and reach.states > 20_000


@pytest.mark.soak
@pytest.mark.parametrize("options", OPTION_SETS + MIXED, ids=lambda o: ",".join(o) or "defaults")
def test_the_kernel_equals_the_reference_in_many_games(options: dict[str, object]) -> None:
    """50 games per player count: 150 games per option set or mixed reading (the soak tier's
    random compositions add 6,000 games at the default readings)."""
    assert check_kernel("whispers", games=50, options=options, first_seed=1000) > 150 * 20


@pytest.mark.soak
def test_the_kernel_check_reaches_every_rule_often() -> None:
    reach = check_kernel_reach("whispers", games=6, most=30, first_seed=5_000,
                               starts=starts(),
                               options=OPTION_SETS + numeric_option_sets("whispers") + MIXED)
    print(reach.report())  # the never reached, shown with -rP
    assert not reach.never(), reach.report()


def test_every_rule_has_code_in_the_reference() -> None:
    check_rule_index("whispers")


def test_passing_the_turn_is_one_place() -> None:
    # §4.4 (colour and neutral), §12 A5 and §9 I1 are decided by `rules.passing`, which every
    # card's last step and the turn graph both call.
    index = rule_index("whispers")
    for rule in ("whispers.4.4.colour", "whispers.4.4.neutral"):
        assert "explorer.games.whispers.rules.passing.pass_turn" in index[rule]
        assert "explorer.games.whispers.rules.passing.next_players" in index[rule]
        assert all(".passing." in name for name in index[rule])


@pytest.mark.parametrize("options", OPTION_SETS + MIXED, ids=lambda o: ",".join(o) or "defaults")
def test_the_player_to_act_sees_every_choice_and_the_kernel_trusts_it(
        options: dict[str, object]) -> None:
    """`KERNEL.why_illegal` accepts a bot's choice listed in the last view it made of the state
    for the player to act (outside the Wizard's take): that seat's view keeps every legal action
    of the state, under every reading; the view is the reference's; and an action the player
    may not take is still refused with the reference's reason, also right after a view."""
    for players in (3, 4, 5):
        for _, state in walk("whispers", players, 11 * players, **options):
            seat = KERNEL.current_player(state)
            if seat is None:
                continue
            view = KERNEL.view(state, seat)
            assert view == GAME.view(state, seat)
            legal = KERNEL.legal_actions(view)
            if state.phase is not Phase.WIZARD_TAKE:
                assert legal == KERNEL.legal_actions(state)
            for action in legal:
                assert KERNEL.why_illegal(state, action) is None
            KERNEL.view(state, seat)
            wrong = PassTo(seat)
            if wrong not in KERNEL.legal_actions(state):
                refused = KERNEL.why_illegal(state, wrong)
                assert refused is not None and refused == GAME.why_illegal(state, wrong)
