"""The design lab's six questions (issue 19, point 7): each question's variant changes what its
title says, and `explorer.simulate.questions.ask` answers it with paired games and 95 %
intervals, in both languages.

What each variant changes is checked here on the question's own variant, and at more length
beside the other variant tests:
- the Ninja +1: `tests/naishi/test_variants.py::test_the_ninja_plus_one_*` (a scored territory,
  and the final scores of a replayed match);
- one Naishi: `tests/naishi/test_variants.py::test_one_naishi_in_the_deck_deals_only_one`
  (200 deals);
- no Graveyard: `tests/citadels/test_variants.py::test_no_graveyard_is_dealt_in_200_games_*`;
- 3 starting gold: `tests/citadels/test_variants.py::test_starting_gold_3_gives_*`;
- a 5-card hand: below (the Whispers tests deal 4), every round of a game at 3, 4 and 5 players;
- the first player at 3, 4 and 5 players: below.
"""

from __future__ import annotations

import numpy as np
import pytest

from explorer import Match, OptionError, Variant
from explorer.games.citadels import District
from explorer.games.naishi import Card, score
from explorer.simulate.questions import QUESTIONS, Answer, ask, first_player_edge
from tests.citadels.test_variants import NO_GRAVEYARD, cards_in_play
from tests.naishi.test_variants import NINJA_PLUS_ONE, ONE_NAISHI


def test_there_are_the_six_questions_of_the_issue() -> None:
    assert list(QUESTIONS) == ["ninja_plus_one", "one_naishi", "no_graveyard", "start_gold_3",
                               "hand_of_5", "first_player"]
    for q in QUESTIONS.values():
        assert q.title.label("en") and q.title.label("ja") != q.title.label("en")
        assert bool(q.variant().diff()) == bool(q.changes)


def test_the_ninja_question_adds_a_point_to_a_copying_ninja_in_a_scored_territory() -> None:
    v = QUESTIONS["ninja_plus_one"].variant()
    assert v == Variant.from_dict("naishi", NINJA_PLUS_ONE)
    line = ["Ninja", "Advisor", "Naishi", "Mountain", "Fort"]
    hand = ["Mountain", "Monk", "Fort", "Torii", "Mountain"]
    printed, changed = score(line, hand), score(line, hand, rules=v.options.scoring)
    assert changed.points_at((0, 0)) == (printed.points_at((0, 0)) or 0) + 1
    assert changed.total == printed.total + 1


def test_the_one_naishi_question_deals_one_naishi_in_50_deals() -> None:
    v = QUESTIONS["one_naishi"].variant()
    assert v == Variant.from_dict("naishi", ONE_NAISHI)
    for seed in range(50):
        state = Match("naishi", seed=seed, variant=v).state
        dealt = [c for pile in state.river for c in pile] + [c for d in state.dealt for c in d]
        assert dealt.count(Card.NAISHI) == 1
    printed = Match("naishi", seed=0).state
    assert sum(pile.count(Card.NAISHI) for pile in printed.river) + sum(
        d.count(Card.NAISHI) for d in printed.dealt) == 2


def test_the_graveyard_question_deals_no_graveyard() -> None:
    v = QUESTIONS["no_graveyard"].variant()
    assert v == Variant.from_dict("citadels", NO_GRAVEYARD)
    for seed in range(20):  # 200 games in tests/citadels/test_variants.py
        assert cards_in_play(Match("citadels", 4, seed=seed, variant=v).state)[
            District.GRAVEYARD] == 0
    assert cards_in_play(Match("citadels", 4, seed=0).state)[District.GRAVEYARD] == 1


def test_the_gold_question_starts_every_player_with_3_gold() -> None:
    v = QUESTIONS["start_gold_3"].variant()
    assert Match("citadels", 4, seed=1, variant=v).state.gold == (3, 3, 3, 3)
    assert Match("citadels", 4, seed=1).state.gold == (2, 2, 2, 2)


@pytest.mark.parametrize("players", (3, 4, 5))
def test_the_hand_question_deals_5_cards_every_round(players: int) -> None:
    v = QUESTIONS["hand_of_5"].variant()
    m = Match("whispers", players, seed=players, variant=v)
    assert [len(h) for h in m.state.hands] == [5] * players
    rounds = 0
    while not m.is_over:
        before = sum(m.state.scores)
        m.play_bot(m.step)
        if sum(m.state.scores) != before and not m.is_over:  # a new round was dealt
            rounds += 1
            assert [len(h) for h in m.state.hands] == [5] * players
    assert rounds >= 1
    assert [len(h) for h in Match("whispers", players, seed=1).state.hands] == [6] * players


def test_the_first_player_question_runs_at_3_4_and_5_players() -> None:
    answer = ask("first_player", 4, seed=3, progress=False)
    assert answer.comparison is None and list(answer.runs) == [3, 4, 5]
    for players, run in answer.runs.items():
        assert run.players == players and run.n == 4
        assert (run.seat_order[:, 0] == 0).all()  # seat 1 starts a Whispers game
        edge = answer.figures()[str(players)]
        first = run.win_rate_by_position()[0]
        assert edge == first_player_edge(run)
        assert edge.value == pytest.approx(first.value - 1 / players)
        assert edge.low <= edge.value <= edge.high
    text = answer.to_text("en").splitlines()
    assert text[0] == "Whispers in the Palace: is the first player favoured at 3, 4 and 5 players?"
    assert text[1] == "4 games at 3/4/5 players."
    assert text[4].startswith("5 players: the first player wins ")
    assert "先手の勝率" in answer.to_text("ja")


def test_a_variant_question_is_answered_with_paired_games_and_intervals() -> None:
    answer = ask("start_gold_3", 6, seed=5, progress=False)
    assert isinstance(answer, Answer) and answer.n == 6
    c = answer.comparison
    assert c is not None
    assert (c.base.seeds == c.variant.seeds).all()
    assert c.base.content is None and c.variant.content.start_gold == 3
    figures = answer.figures()
    assert set(figures) == {"mean_score", "seat_1", "first_player", "length"}
    for e in figures.values():
        assert e.n == 6 and e.low <= e.value <= e.high
    change = (c.variant.scores - c.base.scores).mean()
    assert figures["mean_score"].value == pytest.approx(change)
    assert figures["length"] == c.length()
    assert figures["seat_1"] == c.win_rate_by_seat()[0]
    assert c.summary()["difference"]["mean_score"]["value"] == pytest.approx(change)
    en, ja = answer.to_text("en"), answer.to_text("ja")
    assert "Changed: Starting gold: 2 → 3." in en
    assert "Score of a seat, relative to the published game's mean, paired change" in en
    assert "変更点：" in ja and "同じ配りのゲームどうしの差" in ja
    assert answer.to_dict()["figures"]["length"]["n"] == 6
    assert np.isfinite(answer.to_dict()["figures"]["mean_score"]["low"])


def test_a_question_can_be_asked_at_another_table_size() -> None:
    answer = ask("hand_of_5", 3, players=3, seed=1, progress=False)
    assert answer.comparison is not None and answer.comparison.base.players == 3


@pytest.mark.parametrize("lang", ("en", "ja"))
def test_an_unknown_question_or_two_table_sizes_for_a_variant_is_refused(lang: str) -> None:
    with pytest.raises(OptionError) as unknown:
        ask("ninja", 2, progress=False)
    assert "ninja_plus_one" in unknown.value.in_language(lang)
    with pytest.raises(OptionError) as sizes:
        ask("hand_of_5", 2, players=(3, 4), progress=False)
    assert "hand_of_5" in sizes.value.in_language(lang)


def test_a_question_answered_with_two_strengths_says_whether_its_conclusion_holds() -> None:
    """`ask_both` answers with each bot in every seat (here random and the rules of thumb, to
    stay quick; by default the heuristic and the strong bot) and says, figure by figure,
    whether the conclusion is the same under both, in both languages."""
    from explorer.simulate.questions import STRENGTHS, ask_both, conclusion

    assert STRENGTHS == ("heuristic", "strong")
    both = ask_both("start_gold_3", 30, strengths=("random", "heuristic"), seed=3,
                    progress=False)
    assert list(both.answers) == ["random", "heuristic"]
    assert {a.comparison.base.bots for a in both.answers.values()} == {("random",),
                                                                       ("heuristic",)}
    judged = [a.judged() for a in both.answers.values()]
    holds = both.holds()
    assert set(holds) == set(judged[0]) & set(judged[1]) and holds
    for key, same in holds.items():
        assert same == (conclusion(judged[0][key]) == conclusion(judged[1][key]))
    en, ja = both.to_text("en"), both.to_text("ja")
    assert "Played by random in every seat:" in en and "Played by heuristic" in en
    sentences = [line for line in en.splitlines() if line.startswith("The ")]
    assert len(sentences) >= len(holds)
    assert en.count("the same conclusion with both players") == sum(holds.values())
    assert en.count("depends on how well the game is played") == len(holds) - sum(holds.values())
    assert "全席を heuristic が担当" in ja and "結論" in ja
    assert ("どちらのボットでも" in ja) == any(holds.values())


def test_one_strength_is_not_a_comparison() -> None:
    from explorer.simulate.questions import ask_both

    with pytest.raises(OptionError) as info:
        ask_both("start_gold_3", 4, strengths=("heuristic",), progress=False)
    reason = info.value.reason
    assert "two bots" in reason.label("en") and "2つ以上" in reason.label("ja")
