"""The generator's shuffle: the vectorised draws (numpy) and the Python loop give the numbers of
the plain definition (`next64` with rejection, Fisher-Yates from the last index down), so a
record made on any machine, with or without numpy, replays to the same deal."""

import pytest

from explorer.engine import rng as rng_module
from explorer.engine.rng import Rng


def reference_shuffle(rng: Rng, items: list[int]) -> tuple[tuple[int, ...], Rng]:
    """The definition, one `next64` at a time."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        n = i + 1
        limit = (1 << 64) - (1 << 64) % n
        while True:
            z, rng = rng.next64()
            if z < limit:
                break
        j = z % n
        out[i], out[j] = out[j], out[i]
    return tuple(out), rng


LENGTHS = (0, 1, 2, 8, 23, 24, 25, 49, 66, 256, 257, 300)


@pytest.mark.parametrize("length", LENGTHS)
def test_shuffle_follows_the_definition(length):
    for seed in range(60):
        rng = Rng.from_seed(seed)
        assert rng.shuffle(list(range(length))) == reference_shuffle(rng, list(range(length)))


def test_without_numpy_the_python_loop_gives_the_same_numbers(monkeypatch):
    monkeypatch.setattr(rng_module, "_NUMPY", False)
    for seed in range(40):
        rng = Rng.from_seed(seed)
        assert rng.shuffle(list(range(49))) == reference_shuffle(rng, list(range(49)))


def test_a_rejected_vector_draw_falls_back_to_the_python_loop(monkeypatch):
    rng_module._draws(0, 49)  # builds the tables
    np, steps, highest, bounds, mix = rng_module._NUMPY
    # Every draw looks rejected to the vector path: it must leave the shuffle to Python.
    monkeypatch.setattr(rng_module, "_NUMPY", (np, steps, highest * 0, bounds, mix))
    assert rng_module._draws(0, 49) is None
    rng = Rng.from_seed(3)
    assert rng.shuffle(list(range(49))) == reference_shuffle(rng, list(range(49)))


def test_the_vector_draws_are_the_loops_draws():
    state = Rng.from_seed(11).state
    drawn = rng_module._draws(state, 40)
    assert drawn is not None
    picks, final = drawn
    rng, expected = Rng(state), []
    for i in range(39, 0, -1):
        j, rng = rng.below(i + 1)
        expected.append(j)
    assert picks == expected and final == rng.state


def below_in_turn(rng: Rng, bounds: list[int]) -> list[int]:
    out = []
    for n in bounds:
        index, rng = rng.below(n)
        out.append(index)
    return out


BOUNDS = [(7 * k) % 40 + 1 for k in range(700)]  # past two of `Draws`' blocks


@pytest.mark.parametrize("first", [1, 5, 64, 256, 1000])
def test_draws_give_below_s_numbers_in_turn(first):
    """Whatever the first block's size (a short one, then 256 at a time)."""
    for seed in range(20):
        draws = rng_module.Draws(Rng.from_seed(seed), first=first)
        assert [draws.below(n) for n in BOUNDS] == below_in_turn(Rng.from_seed(seed), BOUNDS)


def test_draws_without_numpy_give_the_same_numbers(monkeypatch):
    monkeypatch.setattr(rng_module, "_NUMPY", False)
    draws = rng_module.Draws(Rng.from_seed(4))
    assert [draws.below(n) for n in BOUNDS] == below_in_turn(Rng.from_seed(4), BOUNDS)


def test_draws_reject_as_below_does(monkeypatch):
    """With a limit that refuses about half the outputs, both skip the same ones."""
    monkeypatch.setitem(rng_module._LIMITS, 3, 1 << 63)
    bounds = [3] * 600
    draws = rng_module.Draws(Rng.from_seed(9))
    assert [draws.below(n) for n in bounds] == below_in_turn(Rng.from_seed(9), bounds)


def test_draws_refuse_a_bound_below_one():
    with pytest.raises(ValueError, match="positive bound"):
        rng_module.Draws(Rng.from_seed(1)).below(0)
