"""Random valid Naishi compositions (issue 36, point 6): every field of the content and the
options' tables drawn from its range (the deck's copies, each table, each number, each
choice, the Court's numbers, new card kinds), seeded; each plays without error, its kernel
agrees with the reference at every state (`check_kernel`), and the heuristic bot plays it. A
few here, in the quick tier; the soak tier checks 300 of them, 20 games each
(`tests/test_composition_soak.py`)."""

from __future__ import annotations

import pytest

import explorer
from explorer.engine.testing import check_kernel
from explorer.simulate.compositions import naishi_composition as composition


def _plays(seed: int, games: int) -> None:
    variant = explorer.Variant.from_dict("naishi", composition(seed))
    assert check_kernel("naishi", games=games, variant=variant, first_seed=seed) > 0
    result = explorer.simulate("naishi", 2, bots="heuristic", variant=variant, seed=seed,
                               progress=False)
    assert result.n == 2 and not result.failures


def test_the_compositions_are_valid_and_differ() -> None:
    drawn = [composition(seed) for seed in range(20)]
    assert all(explorer.Variant.from_dict("naishi", d) for d in drawn)
    assert len({repr(d) for d in drawn}) == 20


@pytest.mark.parametrize("seed", range(3))
def test_a_random_composition_plays_and_its_kernel_agrees(seed: int) -> None:
    _plays(seed, 2)


def test_half_the_compositions_add_new_card_kinds_from_the_vocabulary() -> None:
    drawn = [composition(seed)["content"].get("kinds") for seed in range(40)]
    with_kinds = [k for k in drawn if k]
    assert 10 <= len(with_kinds) <= 30
    patterns = {p["pattern"] for kinds in with_kinds for kind in kinds for p in kind["scoring"]}
    families = {kind["family"] for kinds in with_kinds for kind in kinds}
    assert families == {"start", "character", "place"} and len(patterns) == 7


@pytest.mark.parametrize("seed", [s for s in range(12) if "kinds" in composition(s)["content"]][:2])
def test_a_composition_with_new_kinds_plays_and_its_kernel_agrees(seed: int) -> None:
    _plays(seed, 2)
