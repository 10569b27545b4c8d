"""The bots of every game: registered by name, seeded, explained in both languages, legal, and
blind to what their seat cannot see."""

from __future__ import annotations

import importlib
import re

import pytest

import explorer
from explorer import bots
from explorer.engine import Match, OptionError, derive, load_game

GAMES = ("citadels", "naishi", "whispers")
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def positions(name: str, seed: int, every: int, limit: int) -> list[object]:
    """Positions along a seeded heuristic game."""
    game = load_game(name)
    players = game.default_players
    state = game.initial(players, seed, game.make_options(players)).state
    found = []
    step = 0
    while not game.is_over(state) and len(found) < limit:
        if step % every == 0:
            found.append(state)
        choice = bots.choose(game, "heuristic", state, derive(seed, step))
        state = game.apply(state, choice.action).state
        step += 1
    return found


@pytest.mark.parametrize("name", GAMES)
def test_every_game_has_the_four_bots(name: str) -> None:
    assert {"random", "heuristic", "lookahead", "strong"} <= set(bots.available(name))


def test_an_unknown_bot_is_refused_with_the_names_in_both_languages() -> None:
    with pytest.raises(OptionError) as info:
        bots.get("naishi", "grandmaster")
    assert "grandmaster" in str(info.value) and "lookahead" in str(info.value)
    assert JAPANESE.search(info.value.reason.label("ja"))


@pytest.mark.parametrize("name", GAMES)
def test_choices_are_legal_seeded_and_explained(name: str) -> None:
    game = load_game(name)
    for state in positions(name, seed=5, every=7, limit=6):
        legal = game.legal_actions(state)
        for bot in bots.available(name):
            first = bots.choose(game, bot, state, derive(1, 2))
            again = bots.choose(game, bot, state, derive(1, 2))
            assert first == again, bot
            assert first.action in legal, (bot, first.action)
            en, ja = first.reason.label("en"), first.reason.label("ja")
            assert en.strip() and JAPANESE.search(ja), (bot, en, ja)


@pytest.mark.parametrize("name", GAMES)
def test_hidden_cards_cannot_change_a_choice(name: str) -> None:
    """Two positions that look the same from the deciding seat (one of them a re-deal of
    every card that seat cannot see) get the same choice from every bot, the lookahead and
    the strong bot included where they search."""
    game = load_game(name)
    module = importlib.import_module(f"explorer.games.{name}.bots")
    compared = differed = searched = 0
    for index, state in enumerate(positions(name, seed=11, every=5, limit=12)):
        seat = game.current_player(state)
        view = game.view(state, seat)
        other, _ = module.determinize(view, seat, derive(99, index))
        assert game.view(other, seat) == view
        differed += other != state
        names = bots.available(name) if index % 4 == 0 else ("random", "heuristic")
        for bot in names:
            a = bots.choose(game, bot, state, derive(3, index))
            b = bots.choose(game, bot, other, derive(3, index))
            if a.reason.key == "bots.blind":
                assert b.reason == a.reason
            else:
                assert a == b, (bot, index)
            compared += 1
            searched += a.reason.key == "engine.bot.strong"
    assert compared and differed >= 8, "the re-deals must really hide different cards"
    assert searched >= 2, "the strong bot must be compared where it searches"


def test_a_bot_that_peeked_would_be_caught() -> None:
    """The same check flags a bot that reads the full state (it is given the state here)."""
    game = load_game("naishi")
    state = positions("naishi", seed=11, every=5, limit=3)[2]
    seat = game.current_player(state)
    other, _ = importlib.import_module("explorer.games.naishi.bots").determinize(
        game.view(state, seat), seat, derive(1))

    def peek(s: object) -> object:
        return s.hands[1 - seat]  # type: ignore[attr-defined]  # a Naishi state, typed as object

    assert peek(state) != peek(other)
    assert peek(game.view(state, seat)) == peek(game.view(other, seat))


@pytest.mark.parametrize("name", ["naishi", "citadels"])
def test_the_heuristic_is_the_bot_that_play_bot_uses(name: str) -> None:
    m = Match(name, seed=8)
    for _ in range(30):
        if m.is_over:
            break
        rng = derive(m.seed, m.step)
        expected = bots.choose(m.game, "heuristic", m.state, rng).action
        assert m.play_bot() == expected


def test_a_registered_bot_is_available_and_used() -> None:
    def first(game: object, view: object, rng: object) -> bots.Choice:
        action = game.legal_actions(view)[0]  # type: ignore[attr-defined]  # a Game, typed as a bot's object
        return bots.Choice(action, explorer.engine.Message("engine.bot.only", n=1))

    bots.register("naishi", "first", first)
    try:
        assert "first" in bots.available("naishi")
        m = Match("naishi", seed=2)
        assert bots.choose("naishi", "first", m.state, derive(0)).action == m.legal_actions()[0]
    finally:
        bots.unregister("naishi", "first")
    assert "first" not in bots.available("naishi")


@pytest.mark.parametrize("options", [{}, {"accountant_hand_stays_open": True},
                                     {"wizard_target_pick": "active_sees"}])
def test_whispers_playouts_read_only_what_each_seat_sees(options: dict[str, object]) -> None:
    """The lookahead's playouts let every seat play the heuristic on what it could see: the
    `Sight` read from the full state is the one its view gives."""
    from explorer.games.whispers import bots as whispers

    game = load_game("whispers")
    compared = 0
    for players in (3, 5):
        state = game.initial(players, 7, game.make_options(players, **options)).state
        step = 0
        while not game.is_over(state) and step < 150:
            for seat in range(players):
                expected = whispers.sight(game.view(state, seat), seat)
                assert whispers.sight_in(state, seat) == expected, (players, step, seat)
                compared += 1
            choice = bots.choose(game, "random", state, derive(7, step))
            state = game.apply(state, choice.action).state
            step += 1
    assert compared > 500


@pytest.mark.parametrize(("budget", "wording"), [(1, "over one guess"), (10_000, "guesses")])
def test_the_lookahead_says_how_many_guesses_it_averaged(budget: int, wording: str) -> None:
    """A search whose budget allows one sample of the hidden cards says so (not "1 guesses")."""
    from explorer.engine.bots import Lookahead

    game = load_game("naishi")
    state = positions("naishi", 3, 1, 4)[-1]
    search = Lookahead(determinize=lambda view, seat, rng: (view, rng),
                       evaluate=lambda s, seat: float(game.current_player(s) == seat),
                       horizon=2, budget=budget)
    choice = search(game, state, derive(5, 1))
    assert choice.action in game.legal_actions(state)
    assert wording in choice.reason.label("en") and JAPANESE.search(choice.reason.label("ja"))


@pytest.mark.parametrize("name", GAMES)
def test_the_strong_bot_explains_its_search_in_the_games_words(name: str) -> None:
    """Where it searches, the strong bot says how many moves and guesses it weighed and what
    its choice is worth in the game's terms (points against the other players), in both
    languages."""
    game = load_game(name)
    searched = 0
    for index, state in enumerate(positions(name, seed=4, every=3, limit=10)):
        choice = bots.choose(game, "strong", state, derive(6, index))
        if choice.reason.key != "engine.bot.strong":
            continue
        searched += 1
        outlook = choice.reason.params["outlook"]
        assert outlook.key == f"{name}.bot.outlook"
        en, ja = choice.reason.label("en"), choice.reason.label("ja")
        assert "guesses of the hidden cards" in en and "points" in en, en
        assert JAPANESE.search(ja) and "点" in ja, ja
    assert searched >= 2


def test_the_strong_search_keeps_the_candidate_worth_most() -> None:
    """Sequential halving with a playout of the move alone and an exact evaluation keeps the
    move of the best value (here the greedy bot's score after it), whatever the budget."""
    from explorer.engine.bots import Strong
    from explorer.games.naishi import bots as naishi

    game = load_game("naishi")
    state = positions("naishi", 3, 1, 6)[-1]
    seat = game.current_player(state)
    view = game.view(state, seat)
    best = max(value for _, value in naishi.ranked(game, view, derive(0)))
    for budget in (1, 500):
        search = Strong(determinize=naishi.determinize,
                        evaluate=lambda s, me: naishi._points(s, s.lines[me], s.hands[me]),
                        outlook=lambda value: explorer.engine.Message("engine.bot.only", n=1),
                        rank=naishi.ranked, width=6, horizon=0, budget=budget)
        choice = search(game, view, derive(1, budget))
        after = game.apply(state, choice.action).state
        assert naishi._points(after, after.lines[seat], after.hands[seat]) == best


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("bot", ["lookahead", "strong"])
def test_a_search_shows_what_it_measured_and_the_rule_reason(name: str, bot: str) -> None:
    """Where it searches, a bot's `estimate` holds every candidate's mean and standard error,
    the chosen move is the best, the runner-up another, and the reason in rule words (`why`)
    reads in both languages; the choice's own reason stays the search's."""
    game = load_game(name)
    searched = 0
    for index, state in enumerate(positions(name, seed=4, every=3, limit=8)):
        choice = bots.choose(game, bot, state, derive(6, index))
        estimate = choice.estimate
        if estimate is None:
            continue
        searched += 1
        size = len(estimate.actions)
        assert len(estimate.means) == len(estimate.errors) == size >= 2
        assert estimate.actions[estimate.best] == choice.action
        assert estimate.runner_up != estimate.best and estimate.samples >= 1
        assert estimate.means[estimate.best] - estimate.means[estimate.runner_up] \
            == estimate.margin
        assert all(error >= 0 for error in estimate.errors) and estimate.spread >= 0
        assert estimate.is_tie == (estimate.margin <= estimate.spread)
        assert choice.why is not None and choice.why.label("en")
        assert JAPANESE.search(choice.why.label("ja"))
    assert searched >= 2


def test_the_naishi_reason_is_the_scoring_clause_that_changes() -> None:
    """The Naishi search's rule reason names the scoring clause that changes most when the
    move is made, with its rule id and its change in points, and the territory's total after
    the move, as the scorer counts it."""
    from collections import Counter

    from explorer.engine.i18n import rule_ids
    from explorer.games.naishi import bots as naishi
    from explorer.games.naishi.kernel import score_now
    from explorer.games.naishi.state import NaishiState

    game = load_game("naishi")
    named = 0
    for state in positions("naishi", 3, 2, 12)[4:]:
        assert isinstance(state, NaishiState)
        seat = game.current_player(state)
        view = game.view(state, seat)
        for action in game.legal_actions(state):
            message, rule = naishi.explain(game, view, action)
            after = score_now(game.apply(state, action).state, seat)
            before = score_now(state, seat)
            if before is None or after is None:
                assert message.key == "naishi.hint.later"
                continue
            assert message.params["total"] == after.total
            if message.key == "naishi.hint.same":
                assert rule is None
                continue
            named += 1
            change: Counter[tuple[str, object]] = Counter()
            for clause in after.clauses:
                change[clause.rule, clause.card] += clause.points
            for clause in before.clauses:
                change[clause.rule, clause.card] -= clause.points
            most = max(abs(points) for points in change.values())
            assert rule in rule_ids() and most > 0
            assert (rule, int(message.params["points"])) in {
                (r, points) for (r, _), points in change.items() if abs(points) == most}
    assert named > 20
