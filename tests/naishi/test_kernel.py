"""Naishi's playout kernel (`explorer/games/naishi/kernel.py`) against its reference rule book
(`explorer/games/naishi/rules/`): the same legal actions in the same order, the same states,
events and outcome at every state of seeded random games under every option set; and the
reference's rule index (every registered rule id has code, every mark cites a registered id)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from explorer.engine import derive, load_game, playout_game
from explorer.engine.reference import check_rule_index, rule_index
from explorer.engine.testing import check_kernel, check_kernel_reach, option_sets
from explorer.games import naishi
from explorer.games.naishi.state import NaishiState, Phase
from tests.kernel_reach import known_starts


def test_the_plugin_plays_out_with_the_kernel_and_learners_get_the_reference() -> None:
    assert playout_game("naishi") is naishi.KERNEL
    assert load_game("naishi") is naishi.GAME
    assert type(naishi.GAME) is naishi.Naishi
    assert isinstance(naishi.KERNEL, naishi.Naishi) and naishi.KERNEL.rulebook.quiet
    assert not naishi.GAME.rulebook.quiet


#: The rule ids no compared event or shown action's refusal cites, so the kernel check reports
#: them as never reached: the scoring and the tie-breaks (the kernel shares `scoring.score`
#: with the reference, its spec tests in `tests/test_kernel_shared.py`, and the outcome, the
#: reference game's `result`, which `check_kernel` compares at every state), and rules whose
#: refusals are of actions no button shows.
NOT_CITED = {
    "naishi.5.2": "a pass: refused only as a candidate nobody is shown",
    "naishi.11.4": "the tie-break, in the outcome (the reference's `result`)",
    **{f"naishi.12.{card}": "a card's points, in the shared `scoring.score`" for card in (
        "advisor", "banner", "fort", "horseman", "monk", "mountain", "naishi", "ninja",
        "rice_field", "ronin", "sentinel", "torii")},
    "naishi.13.A1": "the Horseman's points, in the shared scorer",
    "naishi.13.A3": "the tie-break colours, in the shared scorer",
    "naishi.13.A11": "the Sentinel's points, in the shared scorer",
    "naishi.13.A2": "the Recall reading: its refusals are of actions no button shows",
    "naishi.13.A5": "the whole-turn reading: its refusals are of actions no button shows",
}


def test_the_kernel_check_reaches_every_rule() -> None:
    """The quick tier's check: from every scenario and known-count position (the River
    guard's among them), and under every option set, reading and what-if number, until each
    rule id and event kind met has been compared three times (or 8 games a place)."""
    reach = check_kernel_reach("naishi", games=2, most=8, starts=known_starts("naishi"))
    print(reach.report())  # the never reached, shown with -rP
    assert set(reach.never()) == set(NOT_CITED), reach.report()
    assert reach.times("naishi.13.A6") >= 3, reach.report()
    assert reach.games > 80 and reach.states > 2_000


@pytest.mark.soak
def test_the_kernel_check_reaches_every_rule_often() -> None:
    reach = check_kernel_reach("naishi", games=20, most=40, first_seed=5_000,
                               starts=known_starts("naishi"))
    print(reach.report())  # the never reached, shown with -rP
    assert set(reach.never()) == set(NOT_CITED), reach.report()
    # What is met only along a start's recorded moves (a refusal at one known position) may
    # stay under 3; what random play meets is compared at least 3 times.
    assert all(reach.times(key) >= 2 for key, _ in reach.short()), reach.report()


@pytest.mark.soak
@pytest.mark.parametrize("options", option_sets("naishi"), ids=str)
def test_the_kernel_agrees_with_the_reference_over_many_games(
        options: dict[str, object]) -> None:
    assert check_kernel("naishi", games=400, options=options, first_seed=1_000) > 400 * 20


def test_every_rule_has_code_in_the_reference() -> None:
    check_rule_index("naishi")
    index = rule_index("naishi")
    # The scoring rules are the scorer's, which reads every card's patterns: a card's per-card
    # patterns (`scoring.card_points`), each pattern (`scoring.pattern_points`).
    assert index["naishi.12.advisor"] == ("explorer.games.naishi.scoring.card_points",
                                          "explorer.games.naishi.scoring.pattern_points")
    assert all(".kernel" not in name for names in index.values() for name in names)


def test_the_reference_builds_every_event() -> None:
    """The reference's moves always write their events (no quiet rule book, no set-up log
    made later, unlike the kernel's): what a learner reads is what the rules did."""
    game, kernel = naishi.GAME, naishi.KERNEL
    options = game.make_options(2)
    assert hasattr(kernel.initial(2, 3, options), "_later")  # the kernel's: made when read
    made = game.initial(2, 3, options)
    assert not hasattr(made, "_later") and made.events
    state = made.state
    for _ in range(4):
        step = game.apply(state, game.legal_actions(state)[0])
        assert not hasattr(step, "_later") and step.events
        state = step.state


@pytest.mark.parametrize("options", option_sets("naishi"), ids=str)
def test_the_buttons_and_refusals_are_the_kernels(options: dict[str, object]) -> None:
    """The reference shows the same buttons in the same order as the kernel (the rule book
    of before the split) and refuses each with the same rule, message and parameters, so the
    explorer and `why_illegal` are unchanged."""
    game, kernel = naishi.GAME, naishi.KERNEL
    for state in _walk(options, 11):
        shown = game.candidate_actions(state)
        assert shown == kernel.candidate_actions(state)
        for action in shown:
            ours, theirs = game.why_illegal(state, action), kernel.why_illegal(state, action)
            assert ours == theirs and getattr(ours, "rule", None) == getattr(
                theirs, "rule", None), (action, ours, theirs)


def _walk(options: dict[str, object], salt: int) -> Iterator[NaishiState]:
    """The states of four seeded random games under `options` (the actions drawn with
    `derive(seed, salt)`)."""
    game = naishi.GAME
    made = game.make_options(2, **options)
    for seed in range(4):
        state = game.initial(2, seed, made).state
        rng = derive(seed, salt)
        while not game.is_over(state):
            yield state
            action, rng = rng.choice(game.legal_actions(state))
            state = game.apply(state, action).state


def test_the_bots_play_on_the_kernel_as_on_the_reference() -> None:
    """The bench and simulations run the plug-in's bots on the kernel: the same bots are found
    for it, and a bot's choice is the same on either game."""
    from explorer import bots
    from explorer.engine import Rng

    assert bots.available(naishi.KERNEL) == bots.available(naishi.GAME)
    assert "heuristic" in bots.available(naishi.KERNEL)
    state = naishi.GAME.initial(2, 4, naishi.GAME.make_options(2)).state
    for _ in range(12):
        ours = bots.choose(naishi.GAME, "heuristic", state, Rng.from_seed(9))
        theirs = bots.choose(naishi.KERNEL, "heuristic", state, Rng.from_seed(9))
        assert ours.action == theirs.action
        state = naishi.GAME.apply(state, ours.action).state


@pytest.mark.parametrize("options", option_sets("naishi"), ids=str)
def test_the_player_to_act_sees_every_choice_and_the_kernel_trusts_it(
        options: dict[str, object]) -> None:
    """`KERNEL.why_illegal` accepts a bot's choice listed in the last view it made of the state
    for the player to act in the Play phase: that seat's view has the same legal actions as
    the state (in the same order), under every option set; the view is the reference's; and
    an action the player may not take is still refused with the reference's reason, also
    right after a view."""
    game, kernel = naishi.GAME, naishi.KERNEL
    for state in _walk(options, 13):
        seat = kernel.current_player(state)
        assert seat is not None
        view = kernel.view(state, seat)
        assert view == game.view(state, seat)
        legal = kernel.legal_actions(view)
        if state.phase is Phase.PLAY:
            assert legal == kernel.legal_actions(state)
        for action in legal:
            assert kernel.why_illegal(state, action) is None
        for action in kernel.candidate_actions(state):
            if action not in kernel.legal_actions(state):
                kernel.view(state, seat)
                refused = kernel.why_illegal(state, action)
                assert refused is not None and refused == game.why_illegal(state, action)
