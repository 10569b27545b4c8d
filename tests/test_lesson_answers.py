"""The lessons' answers to the class questions, checked against the engine: where a folded
answer states a fact of the position (which neighbour gives the points, who may hold a card),
the engine works the fact out and the answer must say it, in both languages."""

from __future__ import annotations

import re

from tools.lessons import citadels as citadels_lesson
from tools.lessons import naishi as naishi_lesson


def _class_answers(cells: list[tuple[str, ...]]) -> list[str]:
    """The folded answers of each "Questions for the class" cell, split into items 1., 2., …,
    each as "English · 日本語" (a prose cell holds the two languages apart)."""
    for kind, *texts in cells:
        if kind == "md" and ("Questions for the class" in texts[0]):
            english, japanese = (
                [item.strip() for item in
                 re.split(r"^\d+\. ", text.partition("<details")[2], flags=re.M)[1:]]
                for text in texts)
            return [f"{en} · {ja}" for en, ja in zip(english, japanese, strict=True)]
    raise AssertionError("no Questions for the class")


# -- Naishi: where the Sentinel's Fort is ----------------------------------------------------

LINE = ["Fort", "Sentinel", "Advisor", "Banner", "RiceField"]
HAND = ["Fort", "Mountain", "Naishi", "RiceField", "RiceField"]
#: (row step, column step) -> how the answer says it, English and Japanese.
SIDES = {(0, -1): ("to its left", "左"), (0, 1): ("to its right", "右"),
         (1, 0): ("below", "下"), (-1, 0): ("above", "上")}


def test_the_naishi_example_is_the_one_the_answers_are_about() -> None:
    source = "\n".join(cell[1] for cell in naishi_lesson.CELLS if cell[0] == "py")
    assert f"score({LINE!r}".replace("'", '"') in source.replace("\n                ", " ")
    assert f"{HAND!r}".replace("'", '"') in source


def test_the_sentinel_answer_names_the_side_its_fort_is_on() -> None:
    """Issue 21: the answer said "a Fort below it" where a Mountain is; the Fort is to its
    left."""
    rows = [LINE, HAND]
    row, column = 0, LINE.index("Sentinel")
    sides = {step: rows[row + step[0]][column + step[1]] for step in SIDES
             if 0 <= row + step[0] < 2 and 0 <= column + step[1] < 5}
    fort_sides = [step for step, card in sides.items() if card == "Fort"]
    assert len(fort_sides) == 1
    answer = _class_answers(naishi_lesson.CELLS)[0]
    english, japanese = SIDES[fort_sides[0]]
    assert f"a Fort {english} (+4)" in answer, answer
    assert f"{japanese}隣に砦" in answer or f"{japanese}に砦" in answer, answer
    for step, card in sides.items():
        if card != "Fort":
            assert f"a Fort {SIDES[step][0]}" not in answer
            assert f"{SIDES[step][1]}に砦" not in answer


# -- Citadels: who Player 1 could suspect of holding the King --------------------------------


def test_the_citadels_king_answer_states_who_could_hold_it() -> None:
    """Issue 21: the key of question 3 said where to look and never gave the answer. The
    lesson's walkthrough, from Player 1's seat at the end of the draft, says who may hold the
    King; the answer names exactly those players, and the ones it rules out."""
    from explorer.games.citadels import deduction
    from explorer.games.citadels.cards import Character
    from explorer.widgets.citadels import CallOrderWalkthrough

    source = "\n".join(cell[1] for cell in citadels_lesson.CELLS if cell[0] == "py")
    assert "CallOrderWalkthrough(players=5, seed=22, bot_seed=0, lang=LANG)" in source
    walk = CallOrderWalkthrough(players=5, seed=22, bot_seed=0, seat=0).walk
    assert walk is not None
    marks = deduction.holders(deduction.snapshot(walk, 5, len(walk.draft)))
    possible = sorted(seat + 1 for (seat, c), mark in marks.items()
                      if c is Character.KING and seat >= 0
                      and mark is not deduction.Mark.IMPOSSIBLE)
    ruled_out = sorted(seat + 1 for (seat, c), mark in marks.items()
                       if c is Character.KING and seat > 0 and mark is deduction.Mark.IMPOSSIBLE)
    nobody = any(c is Character.KING and seat < 0 and mark is not deduction.Mark.IMPOSSIBLE
                 for (seat, c), mark in marks.items())
    assert possible and ruled_out

    answer = _class_answers(citadels_lesson.CELLS)[2]
    english, _, japanese = answer.partition(" · ")
    said = " or ".join(f"Player {n}" for n in possible)
    assert english.startswith(said), english
    assert all(f"プレイヤー{n}" in japanese.split("ありえません")[0] for n in possible), japanese
    assert ("nobody" in english) == nobody and ("誰も持っていない" in japanese) == nobody
    for n in ruled_out:
        assert re.search(rf"Player {n}\b", english.split("Neither ", 1)[1]), english
        assert str(n) in next(s for s in japanese.split("。") if "ありえません" in s), japanese


# -- Citadels: what the exercise's position has already revealed ------------------------------


def test_citadels_2_says_the_assassin_is_revealed_since_its_answer_needs_it() -> None:
    """Issue 21: citadels-2's answer leaves the Assassin out because Player 2 has revealed it;
    the question did not say so. Before the reveal the answer differs, so both languages must
    state it."""
    from explorer import Match
    from explorer.games.citadels import call_order
    from explorer.games.citadels.cards import Character
    from explorer.games.citadels.state import CallStatus
    from explorer.teaching import possible_characters
    from tools.lessons.exercises import CITADELS_SEAT4

    match = Match.from_scenario("citadels", "thief_robs_king")
    calls = call_order(match, seat=3).calls
    assert [(c.rank, c.status, c.seat) for c in calls] == [
        (Character.ASSASSIN, CallStatus.REVEALED, 1)]
    assert Character.ASSASSIN not in possible_characters(match, 2, observer=3)
    match.goto(match.step - 1)  # Player 4 choosing: the same cards seen, no call yet
    assert Character.ASSASSIN in possible_characters(match, 2, observer=3)
    assert "Player 2 has revealed the Assassin" in CITADELS_SEAT4.question_en
    assert "プレイヤー2が暗殺者を明かした" in CITADELS_SEAT4.question_ja
