"""The soak tier's random valid compositions (issue 36, acceptance: "300 x 20 games in the soak
tier"). Per game, the 300 compositions of its vocabulary that `python -m explorer.bench
--compositions 300` draws (`explorer.simulate.compositions`, seeds 0 to 299), each played for
20 seeded random games spread over the player counts, its kernel compared with the reference
at every state by `check_kernel` (set-up, legal actions, whose turn, end, outcome, every seat's
view, next state, events and the refusals of the shown actions). The compositions are checked
in slices of a few seconds each, which pytest-xdist spreads over the workers.

Every composition must compare states in each of its 20 games. What the slices reach together
is pinned per game: a rule id with code in the reference is either reached by every slice,
or reached first by the slice `RARE` names (which must reach it), or listed in `NEVER` with
the reason no random composition cites it; `test_every_rule_is_reached_by_some_slice` checks
that these tables account for every rule id of the reference's index, so the slices passing
means the 300 compositions compared every rule they can reach. The quick tier plays a few
compositions (`tests/*/test_random_compositions.py`, `tests/*/test_vocabulary.py`)."""

from __future__ import annotations

import pytest

from explorer import Variant
from explorer.engine import load_game
from explorer.engine.reference import rule_index
from explorer.engine.testing import KernelReach, check_kernel, player_counts
from explorer.simulate.compositions import random_composition

from .citadels.test_kernel import NOT_CITED as CITADELS_NOT_CITED
from .naishi.test_kernel import NOT_CITED as NAISHI_NOT_CITED

#: How many compositions per game, and how many games each plays in all.
COMPOSITIONS, GAMES = 300, 20
#: Compositions per slice (a test item of about 10-20 s of one core on the test machine).
SLICE = {"naishi": 50, "whispers": 50, "citadels": 15}

#: Per game, the rule ids with code in the reference that none of the 300 compositions cites,
#: and why (the compositions play each game's default readings: `options={}` but for the
#: numbers they draw).
NEVER: dict[str, dict[str, str]] = {
    "naishi": {
        **NAISHI_NOT_CITED,
        "naishi.13.A4": "the River swap refused: a reading (`river_swap=False`) not drawn",
        "naishi.13.A6": "emptying the River before developing: random games first reach it at "
                        "seed 5395 (the kernel check starts at a known position there)",
    },
    "whispers": {
        **{f"whispers.12.{a}": "a reading of §12 the compositions do not draw" for a in (
            "A1", "A2", "A3", "A4", "A5", "A6", "A8.five")},
        "whispers.5.B.points": "a 3-player full court's points, an option not drawn",
        "whispers.8.1": "the Silent Palace variant, an option not drawn",
        "whispers.8.2": "the Group SNE full court at 4-5 players, an option not drawn",
    },
    "citadels": {
        **CITADELS_NOT_CITED,
        "citadels.11.A2": "naming a face-up removed character: a reading not drawn",
        "citadels.11.A4": "where destroyed cards go: a reading not drawn",
        "citadels.11.A8.pay3_draw2": "a Smithy reading not drawn",
        "citadels.11.A8.pay3_draw3": "a Smithy reading not drawn",
        "citadels.3.next_to_crown": "a condition no composition gives a character (question "
                                    "2's Queen has it: tests/citadels/test_kernel.py plays her)",
    },
}
#: The rule ids reached by some slices only: the first slice (its first composition) to reach
#: each, which must reach it (seed 232 alone cites Whispers' §9 I1: the turn passed to a player
#: holding no card, which only an effect that breaks "hand + area = 6" makes possible; 16 of
#: Citadels' 20 slices cite §11 A6, the Library and the Observatory of one player).
RARE: dict[str, dict[str, int]] = {
    "naishi": {},
    "whispers": {"whispers.9.I1": 200},
    "citadels": {"citadels.11.A6": 0},
}


def spread(game: str) -> dict[int, int]:
    """`GAMES` spread over the game's player counts, the first counts taking the remainder
    (Citadels 4, 4, 3, 3, 3, 3 at 2 to 7 players; Whispers 7, 7, 6)."""
    counts = player_counts(game)
    each, more = divmod(GAMES, len(counts))
    return {n: each + (i < more) for i, n in enumerate(counts)}


def check_composition(game: str, seed: int, reach: KernelReach) -> int:
    """Composition `seed` played for `GAMES` games (`spread`), its kernel compared with the
    reference at every state, the game seeds from `seed` on at each count (as the bench
    plays them); the number of states compared."""
    variant = Variant.from_dict(game, random_composition(game, seed))
    played, compared = reach.games, 0
    for players, games in spread(game).items():
        compared += check_kernel(game, games=games, options={}, players=[players],
                                 variant=variant, first_seed=seed, reach=reach)
    assert reach.games - played == GAMES and compared > GAMES, (game, seed, compared)
    return compared


def slices() -> list[tuple[str, int]]:
    return [(game, first) for game, size in SLICE.items()
            for first in range(0, COMPOSITIONS, size)]


def expected(game: str, first: int) -> set[str]:
    """The rule ids the slice of compositions from `first` on must reach: every one with
    code in the reference, but the `NEVER` reached and the `RARE` ones of other slices."""
    others = {rule for rule, start in RARE[game].items() if start != first}
    return set(rule_index(game)) - set(NEVER[game]) - others


@pytest.mark.soak
@pytest.mark.parametrize(("game", "first"), slices(), ids=lambda v: str(v))
def test_random_compositions_play_and_their_kernels_agree(game: str, first: int) -> None:
    reach = KernelReach(game, tuple(rule_index(load_game(game))))
    for seed in range(first, first + SLICE[game]):
        check_composition(game, seed, reach)
    missing = expected(game, first) & set(reach.never())
    assert not missing, f"{game} compositions {first}+ no longer reach {sorted(missing)}"


@pytest.mark.parametrize("game", SLICE)
def test_every_rule_is_reached_by_some_slice(game: str) -> None:
    """The tables account for every rule id with code in the reference: each is reached by
    every slice, by the slice `RARE` names, or `NEVER`, for the reason given."""
    index = set(rule_index(game))
    assert set(NEVER[game]) <= index and set(RARE[game]) <= index
    assert not set(NEVER[game]) & set(RARE[game])
    assert set(RARE[game].values()) <= {first for g, first in slices() if g == game}
    assert all(reason for reason in NEVER[game].values())
    assert sum(spread(game).values()) == GAMES
