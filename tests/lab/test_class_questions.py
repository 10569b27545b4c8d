"""The class questions of issue 36 that `ask` answers (`explorer.simulate.questions.
CLASS_QUESTIONS`): each a variant written as a dict, the same as its game's tests write and
check it, answered in both languages.

Class question 2, the Queen: checked here in whole seeded games at every player count, and on
stacked positions in `tests/citadels/test_character_sets.py` (the same variant)."""

from __future__ import annotations

import json
from typing import Any

import pytest

import explorer
from explorer import OptionError, Variant
from explorer.games.citadels import Character, TakeGold
from explorer.simulate import main as simulate_main
from explorer.simulate.questions import CLASS_QUESTIONS, QUESTIONS, ask, ask_both, question
from tests.citadels.test_character_sets import QUEEN
from tests.citadels.test_vocabulary import BLUE_GARDEN, MERCHANT_2, WARLORD_FULL_COST
from tests.naishi.test_class_questions import DECREE_PER_PLAYER, GARDENER, NINJA_OWN_ROW
from tests.whispers.test_vocabulary import QUESTIONS as WHISPERS


def test_the_class_questions_are_dicts_with_titles_in_both_languages() -> None:
    assert "queen" in CLASS_QUESTIONS and not set(CLASS_QUESTIONS) & set(QUESTIONS)
    for q in CLASS_QUESTIONS.values():
        assert q.has_variant and isinstance(q.data, dict)
        assert Variant.from_dict(q.game, q.variant().to_dict()) == q.variant()
        assert q.title.label("en") and q.title.label("ja") != q.title.label("en")
        assert question(q.key) is q


def test_the_queen_question_is_the_variant_the_citadels_tests_check() -> None:
    v = CLASS_QUESTIONS["queen"].variant()
    assert v == Variant.from_dict("citadels", QUEEN)
    assert any("9 Queen added" in line for line in v.diff())
    assert any("9 女王を追加" in line for line in v.diff(lang="ja"))


#: Each class question's variant as the tests of its game write it (and check what it does):
#: tests/citadels/test_vocabulary.py, test_character_sets.py, tests/naishi/
#: test_class_questions.py and tests/whispers/test_vocabulary.py.
WRITTEN = {"merchant_2": MERCHANT_2, "queen": QUEEN, "blue_district": BLUE_GARDEN,
           "warlord_full_cost": WARLORD_FULL_COST, "gardener": GARDENER,
           "decree_per_player": DECREE_PER_PLAYER,
           "ninja_own_row": NINJA_OWN_ROW, **WHISPERS}


def test_the_class_questions_are_the_issues_ten_as_dicts() -> None:
    assert list(CLASS_QUESTIONS) == list(WRITTEN)
    for key, data in WRITTEN.items():
        q = CLASS_QUESTIONS[key]
        assert q.variant() == Variant.from_dict(q.game, data), key


@pytest.mark.parametrize("key", list(WRITTEN))
def test_each_class_question_is_answered_in_both_languages(key: str) -> None:
    q = CLASS_QUESTIONS[key]
    answer = ask(key, 2, seed=1, progress=False)
    assert answer.n == 2 and answer.comparison is not None
    assert answer.comparison.variant.players == q.players[0]
    for lang in ("en", "ja"):
        text = answer.to_text(lang)
        assert text.startswith(q.title.label(lang) + "\n")
        for line in q.variant().diff(lang=lang):
            assert line in text


def beside(players: int, seat: int, crown: int) -> bool:
    """Whether `seat` sits next to the Crown's holder `crown` (and is not the holder)."""
    return seat != crown and (seat - crown) % players in (1, players - 1)


@pytest.mark.parametrize("players", range(2, 8))
def test_the_queen_is_dealt_and_takes_3_gold_exactly_next_to_the_crown(players: int) -> None:
    # Whole games under the question's variant: the draft deals from the nine at every count,
    # and each time the Queen takes her gold or cards she gains 3 more exactly when her seat
    # is beside the Crown's holder's, with the event that says so.
    v = CLASS_QUESTIONS["queen"].variant()
    seen = {True: 0, False: 0}
    for seed in range(3):
        m = explorer.Match("citadels", players, seed=seed, variant=v)
        m.play_out(seed)
        assert m.is_over
        for step in range(m.length):
            before, after = m.state_at(step), m.state_at(step + 1)
            turn = before.turn
            if turn is None or turn.rank is not Character.QUEEN or turn.acted:
                continue
            if after.turn is None or not after.turn.acted:
                continue
            near = beside(players, turn.seat, before.crown)
            income = 2 if m.timeline[step] == TakeGold() else 0
            gained = after.gold[turn.seat] - before.gold[turn.seat]
            assert gained == income + (3 if near else 0), (seed, step)
            rules = [e.rule for e in m.events_at(step + 1)]
            assert rules.count("citadels.3.next_to_crown") == (1 if near else 0)
            seen[near] += 1
    assert seen[True] >= 1, seen
    assert seen[False] >= 1 or players == 2, seen


def test_the_queen_question_is_answered_with_paired_games_in_both_languages() -> None:
    answer = ask("queen", 4, seed=3, progress=False)
    assert answer.n == 4 and answer.question.players == (4,)
    assert answer.comparison is not None
    assert set(answer.figures()) == {"mean_score", "seat_1", "first_player", "length"}
    en, ja = answer.to_text("en"), answer.to_text("ja")
    assert en.startswith(CLASS_QUESTIONS["queen"].title.label("en"))
    assert "9 Queen added" in en and "9 女王を追加" in ja
    assert answer.to_dict()["changes"] == CLASS_QUESTIONS["queen"].data


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_an_unknown_question_names_the_class_questions_too(lang: str) -> None:
    with pytest.raises(OptionError) as caught:
        ask("king_of_hearts", 2, progress=False)
    text = caught.value.in_language(lang)
    assert "'king_of_hearts'" in text and "queen" in text and "hand_of_5" in text


# -- the command that makes docs/design-lab.md's table ----------------------------------------


def test_the_ask_command_prints_the_table_of_both_strengths(capsys: Any) -> None:
    # The docs' command at a tiny size, with a quick pair of bots for the two strengths.
    argv = ["ask", "no_graveyard", "--games", "4", "--seed", "3", "--table",
            "--strengths", "heuristic,random", "--lang", "en"]
    assert simulate_main(argv) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[0] == ("| question (games a side) | figure | heuristic | random "
                        "| the conclusion under both |")
    found = ask_both("no_graveyard", 4, seed=3, strengths=("heuristic", "random"),
                     progress=False)
    assert len(lines) == 2 + len(found.holds()) == 6
    assert lines[2].startswith("| Citadels without the Graveyard (4) | The score of a seat | ")
    for line, (key, same) in zip(lines[2:], found.holds().items(), strict=True):
        cells = [c.strip() for c in line.strip("|").split("|")]
        for cell, answer in zip(cells[2:4], found.answers.values(), strict=True):
            e = answer.judged()[key].value
            assert cell.startswith(f"{100 * e.value:+.1f} [{100 * e.low:+.1f}, ")
        assert cells[4].startswith("holds: ") == same


def test_the_ask_command_answers_in_japanese_and_as_json(capsys: Any) -> None:
    assert simulate_main(["ask", "queen", "--games", "2", "--seed", "1", "--both",
                          "--strengths", "heuristic,random", "--json", "--lang", "ja"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["question"] == "queen" and set(out["answers"]) == {"heuristic", "random"}
    assert out["answers"]["random"]["games"] == 2
    assert set(out["holds"]) == {"score", "seat_1", "player_1", "length"}
    assert simulate_main(["ask", "hand_of_5", "--games", "2", "--lang", "ja"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("王宮のささやき：手札を6枚から5枚にする\n") and "heuristic" not in text


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_ask_command_refuses_an_unknown_question_in_its_language(lang: str,
                                                                     capsys: Any) -> None:
    with pytest.raises(SystemExit) as caught:
        simulate_main(["ask", "king_of_hearts", "--games", "2", "--lang", lang])
    assert caught.value.code == 2
    err = capsys.readouterr().err
    assert "'king_of_hearts'" in err and "queen" in err and "Traceback" not in err
    assert ("There is no design question" in err) == (lang == "en")
