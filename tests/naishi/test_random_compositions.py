"""Random valid Naishi compositions (issue 36, point 6): every field of the content and the
options' tables drawn from its range (the deck's copies, each table, each number, each
choice, the Court's numbers), seeded; each plays without error, its kernel agrees with the
reference at every state (`check_kernel`), and the heuristic bot plays it. A few in the
quick tier, more in the soak tier."""

from __future__ import annotations

import random
from typing import Any

import pytest

import explorer
from explorer.engine.testing import check_kernel
from explorer.games.naishi import content as k

TABLES = {**{name: 10 for name in k.CELL_TABLES}, **k.TABLES}
OPTION_TABLES = {"ronin_points": 3, "torii_points": 5, "mountain_points": 3}


def composition(seed: int) -> dict[str, Any]:
    """A valid variant's dict drawn from `seed`: some fields changed, each in its range."""
    rng = random.Random(seed)

    def number() -> int:
        return rng.randint(-20, 40) if rng.random() < 0.8 else rng.randint(-100, 100)

    content: dict[str, Any] = {}
    options: dict[str, Any] = {}
    deck = {c.value: rng.randint(0, 6) for c in k.DEVELOPMENT if rng.random() < 0.4}
    if sum({**dict(zip((c.value for c in k.DEVELOPMENT), k.PUBLISHED.deck, strict=True)),
            **deck}.values()) >= 2 * k.DEALT + k.PILES:
        content["deck"] = deck
    for name, n in TABLES.items():
        if rng.random() < 0.4:
            content[name] = [number() for _ in range(n)]
    for name in k.NUMBERS:
        if rng.random() < 0.4:
            content[name] = number()
    for name, choices in k.CHOICES.items():
        content[name] = rng.choice(choices)
    for name, (low, high) in k.COURT.items():
        if rng.random() < 0.4:
            content[name] = rng.randint(low, high)
    for name, n in OPTION_TABLES.items():
        if rng.random() < 0.4:
            options[name] = [number() for _ in range(n)]
    return {"game": "naishi", "content": content, "options": options}


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


@pytest.mark.soak
@pytest.mark.parametrize("seed", range(3, 43))
def test_many_random_compositions_play_and_their_kernels_agree(seed: int) -> None:
    _plays(seed, 6)
