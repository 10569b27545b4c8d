"""`check_kernel` (a playout kernel compared with its reference at every state) and the rule
index (`implements`, `rule_index`), on the toy game: a faithful kernel passes, a kernel with a
planted slip is reported with what reproduces it."""

from __future__ import annotations

import re

import pytest

from explorer.engine import Event, Message, Transition, implements, rule_index
from explorer.engine.reference import check_rule_index, rules_implemented
from explorer.engine.testing import KernelMismatch, check_kernel, option_sets

from .toy import GAME, Take, Toy, ToyState


class FaithfulKernel(Toy):
    """The toy's rules again, through the same rule book: what a correct kernel gives."""


class SlippedKernel(Toy):
    """A kernel whose take of 2 stones from a pile of 5 takes 3 (a planted slip)."""

    def apply(self, state: ToyState, action: Take) -> Transition[ToyState]:
        made = super().apply(state, action)
        if action.count == 2 and state.stones == 5:
            return Transition(ToyState(2, made.state.turn, state.players, state.secrets,
                                       state.rng), made.events)
        return made


class WordyKernel(Toy):
    """A kernel whose events say something else (the states agree)."""

    def apply(self, state: ToyState, action: Take) -> Transition[ToyState]:
        made = super().apply(state, action)
        return Transition(made.state, (Event("toy.take", Message("toy.took", n=9)),))


def test_a_faithful_kernel_passes_at_every_state(toy):
    compared = check_kernel(GAME, games=30, kernel=FaithfulKernel())
    assert compared > 30 * 2 * 3  # every state of 30 games at 2 and 3 players


def test_a_planted_slip_is_reported_with_its_reproduction(toy):
    with pytest.raises(KernelMismatch) as caught:
        check_kernel(GAME, games=50, kernel=SlippedKernel())
    report = str(caught.value)
    assert "the state after take 2" in report
    found = re.search(r"players=(\d) seed=(\d+)", report)
    assert found is not None
    actions = re.search(r"actions from the start \((\d+)\): \[(.*)\]", report)
    assert actions is not None
    # The report reproduces the slip: replaying its actions reaches a pile of 5, then take 2.
    players, seed = int(found.group(1)), int(found.group(2))
    state = GAME.initial(players, seed, GAME.make_options(players)).state
    moves = actions.group(2).split(", ")
    assert len(moves) == int(actions.group(1)) and moves[-1] == "take 2"
    for move in moves[:-1]:
        state = GAME.apply(state, next(a for a in GAME.legal_actions(state)
                                       if str(a) == move)).state
    assert state.stones == 5


def test_events_are_compared_too(toy):
    with pytest.raises(KernelMismatch, match="the events of take"):
        check_kernel(GAME, games=3, kernel=WordyKernel())


def test_a_game_without_a_kernel_has_nothing_to_compare(toy):
    assert check_kernel("toy", games=3) == 0


def test_option_sets_are_the_defaults_then_each_reading_alone():
    sets = option_sets("whispers")
    assert sets[0] == {} and {"effects_optional": True} in sets
    assert all(len(s) == 1 for s in sets[1:])


def test_implements_marks_and_the_index_reads_the_marks(toy):
    @implements("toy.take")
    @implements("toy.end")
    def rule() -> None: ...

    assert set(rules_implemented(rule)) == {"toy.take", "toy.end"}
    # The template game marks each rule's code: the index lists it, both ways complete.
    index = rule_index(GAME)
    assert set(index["toy.take"]) == {"tests.engine.toy._verify_take", "tests.engine.toy._take"}
    assert set(index["toy.end"]) == {"tests.engine.toy._take", "tests.engine.toy.Toy.outcome"}
    check_rule_index(GAME)


def test_the_rule_index_check_names_a_rule_without_code(toy, monkeypatch):
    import tests.engine.toy as module

    monkeypatch.delattr(module.Toy.outcome, "__rules__")
    monkeypatch.setattr(module._take, "__rules__", ("toy.take", "toy.nowhere"))
    with pytest.raises(AssertionError) as caught:
        check_rule_index(GAME)
    assert "no function implements toy.end" in str(caught.value)
    assert "cites toy.nowhere" in str(caught.value)


def test_the_reaching_check_tallies_every_rule_and_reports_the_rest(toy):
    from explorer.engine.testing import check_kernel_reach, numeric_option_sets

    assert numeric_option_sets(GAME) == [{"max_take": 3}]
    reach = check_kernel_reach(GAME, kernel=FaithfulKernel(), scenarios=False, games=2)
    # Every take cites toy.take; toy.end is the outcome's, which no event cites.
    assert reach.times("toy.take") >= 3 and reach.times("toy.took") >= 3
    assert reach.never() == ("toy.end",) and not reach.short()
    assert "never reached: toy.end" in reach.report()
    assert reach.shared == ()  # the toy's kernel here is a test's subclass, no module
    # Each place of the battery (2 and 3 players, {} and max_take=3) plays with its own seeds.
    assert reach.games == 2 * 2 * 2


def test_the_reaching_check_finds_a_slip_from_a_start(toy):
    from explorer.engine import Match
    from explorer.engine.testing import check_kernel_reach

    start = Match("toy", 2, 0)
    with pytest.raises(KernelMismatch, match="'start': 'a fresh deal'"):
        check_kernel_reach(GAME, kernel=SlippedKernel(), scenarios=False, options=[],
                           variants=[], starts={"a fresh deal": start}, games=30)


def _kernel_with(verify, *, exact_takes=False):
    """A toy kernel with a rule book of its own around `verify`; with `exact_takes`, its take
    is an exact move whose candidates also list the refused take of 3 (its phase's `legal`
    still lists the right ones)."""
    from explorer.engine import Phase
    from explorer.engine.moves import Move, RuleBook

    from .toy import RULEBOOK, _take, _takes

    def legal(state: ToyState) -> tuple[Take, ...]:
        return tuple(a for a in _takes(state) if verify(state, a) is None)

    take = Move((Take,), _takes, verify, _take, exact=exact_takes)
    book = RuleBook({"take": Phase("take", "toy.take", (take,), ends=("toy.end",),
                                   legal=legal if exact_takes else None),
                     "over": RULEBOOK.phases["over"]},
                    phase_of=RULEBOOK.phase_of, wrong_phase=RULEBOOK.wrong_phase, quiet=True)
    return type("OwnBookKernel", (Toy,), {"rulebook": book})()


def test_a_refusal_the_kernel_shares_with_the_reference_is_asked_once(toy):
    """The kernel's take refuses with the reference's own `verify`: the check asks it once per
    refused candidate (asked twice it could only agree with itself), and still tallies it."""
    from explorer.engine.testing import KernelReach

    from .toy import _verify_take

    asked = []

    def counted(state: ToyState, action: Take):
        asked.append(action)
        return _verify_take(state, action)

    def copy(state: ToyState, action: Take):  # the same rule, another function
        return counted(state, action)

    reaches = []
    for kernel_verify in (copy, counted):
        reference, kernel = _kernel_with(counted), _kernel_with(kernel_verify)
        asked.clear()
        reach = KernelReach("toy", ())
        assert check_kernel(reference, games=5, kernel=kernel, options={}, reach=reach) > 10
        reaches.append((len(asked), reach.seen))
    (apart, seen_apart), (shared, seen_shared) = reaches
    assert seen_apart == seen_shared and seen_shared[("toy.too_many", 2)] > 5
    assert shared < apart


def test_an_exact_move_listing_a_refused_action_is_still_caught(toy):
    """A kernel whose exact move lists the refused take of 3 (so its `why_illegal` says it is
    legal) while its legal actions leave it out: the shared `verify` is not trusted there."""
    from explorer.engine.testing import KernelReach

    from .toy import _verify_take

    reference = _kernel_with(_verify_take)
    kernel = _kernel_with(_verify_take, exact_takes=True)
    with pytest.raises(KernelMismatch, match="the refusal of take 3"):
        check_kernel(reference, games=5, kernel=kernel, options={},
                     reach=KernelReach("toy", ()))
    assert check_kernel(reference, games=5, kernel=kernel, options={}) > 10  # no reach: no refusals
