"""The engine on a toy game: matches, timeline, records, errors and the conformance battery."""

from __future__ import annotations

import json

import pytest

from explorer.engine import (
    IllegalActionError,
    Match,
    OptionError,
    RecordError,
    TimelineError,
    UnknownGameError,
    registered_games,
    testing,
)
from explorer.engine.registry import unregister_game

from .toy import GAME, Take


@pytest.fixture(autouse=True)
def toy_registered(toy):
    yield toy


def test_registry_lists_and_forgets_the_toy():
    assert "toy" in registered_games()
    unregister_game("toy")
    assert "toy" not in registered_games()
    with pytest.raises(UnknownGameError) as err:
        Match("toy")
    assert "toy" in str(err.value) and isinstance(err.value, ValueError)


def test_illegal_action_leaves_match_unchanged_and_explains_in_both_languages():
    m = Match("toy", seed=1, lang="ja")
    m.play(Take(1))
    before = (m.to_json(), m.state, len(m.log))
    with pytest.raises(IllegalActionError) as err:
        m.play(Take(3))
    assert str(err.value) == "3個は取れない"
    assert err.value.in_language("en") == "cannot take 3"
    assert (m.to_json(), m.state, len(m.log)) == before


def test_play_by_text_and_unknown_text():
    m = Match("toy", seed=1)
    m.play("take 2")
    assert m.actions == (Take(2),)
    with pytest.raises(IllegalActionError, match="(?i)take 1 and take 2"):
        m.play("take 7")


def test_undo_redo_goto_and_branching():
    m = Match("toy", seed=4)
    m.play(Take(1))
    m.play(Take(2))
    s2 = m.state
    m.undo()
    m.undo()
    with pytest.raises(TimelineError):
        m.undo()
    m.redo()
    m.redo()
    assert m.state == s2
    with pytest.raises(TimelineError):
        m.redo()
    m.goto(1)
    m.play(Take(1))
    assert m.timeline == (Take(1), Take(1)) and m.length == 2
    with pytest.raises(TimelineError):
        m.goto(5)


def test_options_are_checked():
    with pytest.raises(OptionError, match="no option 'speed'"):
        Match("toy", speed=3)
    with pytest.raises(OptionError, match="2–3 players"):
        Match("toy", players=5)
    with pytest.raises(OptionError):
        Match("toy", seed="abc")
    with pytest.raises(ValueError, match="Unknown language"):
        Match("toy", lang="fr")


def test_record_round_trip_and_corrupt_records():
    m = Match("toy", seed=9)
    m.play_out(seed=2)
    m.goto(1)
    again = Match.from_json(m.to_json())
    assert again.state == m.state and again.length == m.length and again.step == 1
    record = json.loads(m.to_json())
    with pytest.raises(RecordError, match="cannot be read"):
        Match.from_json("{not json")
    with pytest.raises(RecordError, match="step 1"):
        Match.from_json(json.dumps({**record, "actions": ["take 9"]}))
    with pytest.raises(RecordError, match="format"):
        Match.from_json(json.dumps({**record, "format": "x"}))
    with pytest.raises(RecordError, match="players"):
        Match.from_json(json.dumps({**record, "players": "two"}))


def test_view_hides_other_secrets():
    m = Match("toy", seed=5, players=3)
    view = m.view(1)
    assert view.secrets[1] == m.state.secrets[1]
    assert view.secrets[0] == -1 and view.secrets[2] == -1


def test_log_events_have_rule_and_both_texts():
    m = Match("toy", seed=2)
    m.play(Take(2))
    last = m.log[-1]
    assert last.rule == "toy.take"
    assert last.text["en"] == "took 2" and last.text["ja"] == "2個取った"
    assert last.rule_title.ja == "取る"


@pytest.mark.parametrize("check", sorted(testing.ALL_CHECKS))
def test_conformance_battery_passes_on_the_toy(check):
    fn = testing.ALL_CHECKS[check]
    if check == "playthroughs":
        fn("toy", 3, range(20))
    else:
        fn("toy", 2, 3)


def test_conformance_battery_catches_a_view_that_shows_the_rng(monkeypatch):
    def bad_view(state, seat):
        return state

    monkeypatch.setattr(GAME, "view", bad_view)
    with pytest.raises(AssertionError, match="rng"):
        testing.check_views("toy", 2, 1)


def test_another_games_action_is_refused_plainly():
    from explorer.games.naishi import Card, Give

    for name in ("citadels", "whispers"):
        m = Match(name, seed=1)
        with pytest.raises(IllegalActionError):
            m.play(Give(Card.NINJA))
        assert m.step == 0
        assert m.why_illegal(Give(Card.NINJA)) is not None


def test_player_count_and_option_messages_read_well():
    with pytest.raises(OptionError, match="exactly 2 players, not 3"):
        Match("naishi", players=3)
    with pytest.raises(OptionError, match="choose True or False"):
        Match("naishi", river_swap="yes")


def test_play_applies_the_games_own_value_not_a_look_alike():
    m = Match("toy", seed=1)
    m.play(Take(1.0))  # equal to Take(1), but not the game's value
    assert type(m.actions[0].count) is int and str(m.actions[0]) == "take 1"


def test_the_battery_catches_an_illegal_candidate_that_why_illegal_lets_through(toy, monkeypatch):
    testing.check_actions("toy", 2, seed=1)
    monkeypatch.setattr(type(toy), "why_illegal", lambda self, state, action: None)
    with pytest.raises(AssertionError, match="why_illegal finds no reason"):
        testing.check_actions("toy", 2, seed=1)


def test_declared_actions_give_every_answer_from_one_verify():
    from tests.engine.toy import RULEBOOK

    m = Match("toy", seed=1)
    state = m.state
    assert RULEBOOK.legal_actions(state) == m.legal_actions()
    refusal = m.why_illegal(Take(3))
    assert refusal is not None and refusal.rule == "toy.take"
    assert m.game.candidate_actions(state) == (Take(1), Take(2), Take(3))
    assert RULEBOOK.table() == [("take", "toy.take", ("Take",), ("toy.end",)),
                                ("over", "toy.end", (), ())]


def _toy_book_with(move):
    """The toy's rule book with its one move replaced (a slip planted for the battery)."""
    from explorer.engine import Phase, RuleBook
    from tests.engine import toy

    book = toy.RULEBOOK
    phases = {**book.phases, "take": Phase("take", "toy.take", (move,))}
    return RuleBook(phases, phase_of=book.phase_of, wrong_phase=book.wrong_phase,
                    quiet=book.quiet)


def test_the_battery_catches_a_candidate_list_that_misses_a_legal_action(monkeypatch):
    from explorer.engine import Move
    from tests.engine import toy

    testing.check_declared("toy", 2, 3)
    move = toy.RULEBOOK.phases["take"].moves[0]
    # A pre-filter with a slip: it drops taking 2 when exactly 2 are left.
    narrow = Move(move.kinds, lambda s: (Take(1),) if s.stones == 2 else (Take(1), Take(2)),
                  move.verify, move.apply)
    monkeypatch.setattr(toy.Toy, "rulebook", _toy_book_with(narrow))
    with pytest.raises(AssertionError, match="omits it"):
        testing.check_declared("toy", 2, 3)


def test_the_battery_catches_a_refusal_that_cites_no_rule(monkeypatch):
    from explorer.engine import Message, Move
    from tests.engine import toy

    move = toy.RULEBOOK.phases["take"].moves[0]

    def verify(state, action):
        reason = move.verify(state, action)
        return None if reason is None else Message(reason.key, **reason.params)

    vague = Move(move.kinds, move.candidates, verify, move.apply)
    monkeypatch.setattr(toy.Toy, "rulebook", _toy_book_with(vague))
    with pytest.raises(AssertionError, match="cites no rule"):
        testing.check_declared("toy", 2, 3)


def test_the_battery_catches_a_quiet_move_that_changes_with_its_events(monkeypatch):
    """A quiet move must reach the same state whether or not it builds events: here the slip
    is a move that only counts the stone when it logs it."""
    from explorer.engine import Move
    from tests.engine import toy

    move = toy.RULEBOOK.phases["take"].moves[0]

    def sloppy(state, action, events):
        if events is None:
            return move.apply(state, Take(min(action.count, 1)), events)
        return move.apply(state, action, events)

    monkeypatch.setattr(toy.Toy, "rulebook",
                        _toy_book_with(Move(move.kinds, move.candidates, move.verify, sloppy)))
    with pytest.raises(AssertionError, match="quiet state differs"):
        testing.check_declared("toy", 2, 3)


def test_a_quiet_rule_book_makes_the_events_only_when_read():
    from explorer.engine import Move
    from tests.engine import toy

    state = toy.GAME.initial(2, 5, toy.GAME.make_options(2)).state
    calls = []
    move = toy.RULEBOOK.phases["take"].moves[0]

    def counted(state, action, events):
        calls.append(events is None)
        return move.apply(state, action, events)

    book = _toy_book_with(Move(move.kinds, move.candidates, move.verify, counted))
    made = book.apply(state, Take(1))
    assert calls == [True]
    assert [e.message.key for e in made.events] == ["toy.took"]
    assert calls == [True, False]
    assert made.events is made.events and calls == [True, False]
    assert made == toy.GAME.apply(state, Take(1))


def test_an_exact_move_skips_verify_and_the_battery_catches_a_false_claim(monkeypatch):
    """`exact=True` promises that the candidates are the legal actions: the rule book then
    asks no verify; a move that claims it while listing a refused take is caught."""
    from dataclasses import replace

    from explorer.engine import Move
    from tests.engine import toy

    move = toy.RULEBOOK.phases["take"].moves[0]
    asked = []

    def verify(state, action):
        asked.append(action)
        return move.verify(state, action)

    def legal_takes(state):
        return tuple(Take(n) for n in (1, 2) if n <= state.stones)

    exact = Move(move.kinds, legal_takes, verify, move.apply,
                 shown=lambda s: (Take(3),), exact=True)
    monkeypatch.setattr(toy.Toy, "rulebook", _toy_book_with(exact))
    state = GAME.initial(2, 3, GAME.make_options(2)).state
    assert toy.Toy.rulebook.legal_actions(state) == (Take(1), Take(2)) and asked == []
    assert toy.Toy.rulebook.why_illegal(state, Take(3)) is not None and asked == [Take(3)]
    testing.check_declared("toy", 2, 3)

    monkeypatch.setattr(toy.Toy, "rulebook", _toy_book_with(replace(exact, candidates=lambda s: (
        Take(1), Take(2), Take(3)))))
    with pytest.raises(AssertionError, match="an exact move lists a refused"):
        testing.check_declared("toy", 2, 3)


def test_the_default_view_drops_the_generator_and_checks_the_seat():
    """A game that hides nothing else need not write `view`: the engine's default keeps every
    field but the seeded generator, which would tell a seat every card still to come."""
    from explorer.engine import Game, SeatError

    state = Match("toy", seed=3).state
    seen = Game.view(GAME, state, 1)
    assert seen.rng is None and seen.secrets == state.secrets and state.rng is not None
    assert Game.view(GAME, state, None) is state
    with pytest.raises(SeatError):
        Game.view(GAME, state, 7)


def test_a_played_step_makes_its_events_only_when_they_are_read():
    """The toy's rule book is quiet: `Match.play` keeps the step's transition and its events
    are made when the log first asks, the same as a rule book that always builds them."""
    m = Match("toy", seed=4)
    m.play(m.legal_actions()[0])
    kept = m._events[-1]
    assert not hasattr(kept, "_events")  # not made yet
    assert m.log[-1].rule == "toy.take" and not hasattr(kept, "_later")
    assert m.events_at(1) == kept.events


def _toy_book_told_by(step):
    """A kernel of the toy's rules: its move `step(state, action)` makes the next state and no
    event; the events come from the toy's own rule book."""
    from explorer.engine import Move, Phase, RuleBook
    from tests.engine import toy

    book = toy.RULEBOOK
    move = book.phases["take"].moves[0]
    phases = {**book.phases, "take": Phase("take", "toy.take", (
        Move(move.kinds, move.candidates, move.verify, step),))}
    return RuleBook(phases, phase_of=book.phase_of, wrong_phase=book.wrong_phase,
                    events_from=book.apply)


def test_a_kernel_takes_its_events_from_the_reference(monkeypatch):
    """`RuleBook(..., events_from=...)`: the moves build no event, and a step's events, made
    when first read, are those the other rule book tells of the same state and action; the
    battery checks that they are told of the state the kernel made."""
    from explorer.engine import Transition
    from tests.engine import toy

    told = []

    def take(state, action):
        told.append(action)
        return toy._take(state, action, None)

    kernel = _toy_book_told_by(take)
    assert kernel.quiet and kernel.events_from == toy.RULEBOOK.apply
    state = GAME.initial(2, 3, GAME.make_options(2)).state
    made = kernel.apply(state, Take(2))
    assert told == [Take(2)] and not hasattr(made, "_events")
    assert made.state == toy.RULEBOOK.apply(state, Take(2)).state
    assert made.events == toy.RULEBOOK.apply(state, Take(2)).events
    assert made.events[0].message.key == "toy.took" and told == [Take(2)]
    set_up = Transition.events_of(state, GAME.initial, 2, 3, GAME.make_options(2))
    assert set_up.state is state and set_up.events == GAME.initial(2, 3, GAME.make_options(2)
                                                                    ).events
    monkeypatch.setattr(toy.Toy, "rulebook", kernel)
    testing.check_declared("toy", 2, 3)

    def slipped(state, action):  # one stone too few: the events would tell of another state
        return toy._take(state, Take(min(action.count + 1, state.stones)), None)

    monkeypatch.setattr(toy.Toy, "rulebook", _toy_book_told_by(slipped))
    with pytest.raises(AssertionError, match="the events are told of another state"):
        testing.check_declared("toy", 2, 3)
