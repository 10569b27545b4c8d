"""Mutation tests of the quick tier's kernel check: a slip planted in a kernel (and not in the
reference) is found by `check_kernel_reach` as the quick tier runs it. The two slips of issue
36, which the check of random seeds missed (the quick tier, every Naishi test, the golden
transcripts and the 400-game soak passed with them): Whispers' full court worth its Group SNE
points (2, `full_court_points_4p_5p`) with 5 players only, not at 4; Naishi's guard against
emptying the River before the Develop (§13 A6) gone from the kernel alone."""

from __future__ import annotations

import pytest

from explorer.engine.testing import KernelMismatch
from explorer.games.naishi import KERNEL as NAISHI_KERNEL
from explorer.games.naishi import kernel as naishi_kernel
from explorer.games.whispers import KERNEL as WHISPERS_KERNEL
from explorer.games.whispers import kernel as whispers_kernel
from tests.mutations import forget, plant
from tests.naishi import test_kernel as naishi_tests
from tests.whispers import test_kernel as whispers_tests


def test_the_group_sne_full_court_at_4_players_slipped_is_found(
        monkeypatch: pytest.MonkeyPatch) -> None:
    forget(monkeypatch, WHISPERS_KERNEL)
    plant(monkeypatch, whispers_kernel._round_points,
          "each = options.full_court_points_4p_5p if n >= 4 else options.full_court_points_3p",
          "each = options.full_court_points_4p_5p if n >= 5 else options.full_court_points_3p")
    with pytest.raises(KernelMismatch) as caught:
        whispers_tests.test_the_kernel_check_reaches_every_rule()
    said = str(caught.value)
    assert "players=4" in said
    # Found in a random game under the what-if points, or at the stacked start where Red
    # completes a full court worth 2 at 4 players (tests/kernel_reach.RARE_STARTS).
    assert ("'full_court_points_4p_5p': 2" in said
            or "full court worth 2 at 4 players" in said), said


def test_the_river_guard_removed_from_the_kernel_is_found(
        monkeypatch: pytest.MonkeyPatch) -> None:
    forget(monkeypatch, NAISHI_KERNEL)
    plant(monkeypatch, naishi_kernel._discards,
          "if len(legal) != 1 or s.main_done or s.options.discard_may_empty_river:",
          "if True:")
    with pytest.raises(KernelMismatch) as caught:
        naishi_tests.test_the_kernel_check_reaches_every_rule()
    assert "discard river" in str(caught.value)


def test_a_planted_slip_is_gone_when_the_test_ends() -> None:
    """The slips above are undone (and what the rule books learnt with them forgotten): the
    kernels agree with their references again."""
    naishi_tests.test_the_kernel_check_reaches_every_rule()
