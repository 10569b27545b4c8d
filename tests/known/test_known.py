"""Known counts (python-chess's perft): every position stored in `tests/known/<game>.txt` still
has the stored number of action sequences at depths 1-3, counted with the game's registered
`Game` and, when its plug-in has one, with its kernel. Regenerate on purpose with
`python -m tests.known.regenerate`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

import explorer
from explorer.engine import Transition
from explorer.engine.errors import OptionError
from explorer.engine.perft import divide, perft

from .. import SHIPPED
from .counts import MINIMUM, Block, check, games, parse, path_for, rules_of, states, write

#: The games with known counts: every shipped game, and a new game once `make known FRESH=1`
#: wrote its file (docs/adding-a-game.md, step 12).
KNOWN = [name for name in games() if name in SHIPPED or path_for(name).exists()]


def stored(name: str) -> list[Block]:
    path = path_for(name)
    assert path.exists(), f"no known counts for {name}: run `python -m tests.known.regenerate`"
    return parse(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", KNOWN)
def test_the_known_counts_hold(name: str) -> None:
    blocks = stored(name)
    problems = [f"[{label}] {problem}" for label, rules in rules_of(name).items()
                for problem in check(name, blocks, rules, path_for(name))]
    if problems:
        pytest.fail(f"{len(problems)} known count(s) of {name} changed (if on purpose: "
                    "`python -m tests.known.regenerate " + name + "`):\n" + "\n".join(problems))


@pytest.mark.parametrize("name", KNOWN)
def test_each_game_has_enough_positions_in_a_canonical_file(name: str) -> None:
    blocks = stored(name)
    assert sum(len(b.positions) for b in blocks) >= MINIMUM >= 20
    assert all(b.positions and all(p.divide for p in b.positions if p.counts[1])
               for b in blocks)
    # Written by the generator, not edited by hand into another layout.
    assert write(name, blocks) == path_for(name).read_text(encoding="utf-8")


class Tampered:
    """A game's rules with one slip: the last legal action is missing, at the root only or
    everywhere below it."""

    def __init__(self, name: str, root: Any, *, below: bool) -> None:
        self.game = explorer.load_game(name)
        self.root, self.below = root, below

    def legal_actions(self, state: Any) -> Sequence[Any]:
        legal = self.game.legal_actions(state)
        return legal[:-1] if (state == self.root) != self.below and legal else legal

    def apply(self, state: Any, action: Any) -> Transition[Any]:
        return self.game.apply(state, action)


def _first_position(name: str) -> tuple[Block, Any]:
    """The first match of `name`'s file with only its first position, and that position."""
    block = stored(name)[0]
    block.positions = block.positions[:1]
    return block, states(name, block)[block.positions[0].step]


def test_a_missing_first_action_is_reported_by_line_depth_and_action() -> None:
    block, root = _first_position("citadels")
    [problem] = check("citadels", [block], Tampered("citadels", root, below=False),
                      path_for("citadels"))
    position = block.positions[0]
    last = list(position.divide)[-1]
    assert problem.splitlines()[0] == (f"citadels.txt:{position.line} {block.start.label} at "
                                       f"step {position.step}:")
    assert f"  depth 1: stored {position.counts[1]}, found {position.counts[1] - 1}" in problem
    assert f"  depth 3 after {last!r}: stored {position.divide[last]}, found no such action" \
        in problem


def test_a_slip_deeper_down_is_shown_in_each_first_actions_subtree() -> None:
    block, root = _first_position("naishi")
    [problem] = check("naishi", [block], Tampered("naishi", root, below=True))
    lines = problem.splitlines()
    assert not any(line.startswith("  depth 1:") for line in lines)
    assert any(line.startswith("  depth 2: stored ") for line in lines)
    assert sum(line.startswith("  depth 3 after ") for line in lines) == len(
        set(block.positions[0].divide))


def test_counting_agrees_with_the_stored_divide_and_refuses_a_bad_depth() -> None:
    game = explorer.load_game("whispers")
    state = game.initial(3, 1, game.make_options(3)).state
    split = divide(game, state, 2)
    assert sum(split.values()) == perft(game, state, 2) and list(split) == [
        str(a) for a in game.legal_actions(state)]
    assert perft(game, state, 0) == 1 and divide(game, state, 0) == {}
    for bad in (-1, 1.5, True, "2"):
        with pytest.raises(OptionError) as caught:
            perft(game, state, bad)  # type: ignore[arg-type]  # a bad depth on purpose
        assert caught.value.reason.label("ja")


def test_a_line_the_format_does_not_know_is_refused_with_its_number() -> None:
    with pytest.raises(ValueError, match=r"line 3: 'at two: 1 2 3'"):
        parse("# a comment\nstart x players=2 seed=1 options={}\nat two: 1 2 3\n")


def test_a_match_that_no_longer_replays_is_reported_by_its_start_line() -> None:
    block = stored("whispers")[1]
    block.moves[0] = "play Nobody(green)"
    [problem] = check("whispers", [block], explorer.load_game("whispers"), path_for("whispers"))
    assert problem.startswith(f"whispers.txt:{block.line} {block.start.label}: the match no "
                              "longer replays: ")
    assert "Nobody" in problem


def test_a_kernel_on_the_plug_in_is_counted_too_and_its_slip_reported(monkeypatch) -> None:
    from types import SimpleNamespace

    from . import counts

    block, root = _first_position("whispers")
    kernel = Tampered("whispers", root, below=False)
    monkeypatch.setattr(counts, "plugin", lambda name: SimpleNamespace(kernel=kernel))
    found = counts.rules_of("whispers")
    assert list(found) == ["game", "kernel"] and found["kernel"] is kernel
    assert check("whispers", [block], found["game"]) == []
    [problem] = check("whispers", [block], found["kernel"])
    assert "  depth 1: stored " in problem
