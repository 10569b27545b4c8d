"""`explorer.teaching.check` on whatever a student may type: a hundred generated junk answers
per exercise (floats, negative and huge integers, strings, unknown and Japanese names, None,
lists of the wrong length, dictionaries, nested junk...) each get a verdict, never an exception,
with a hint in the language the lesson asked for."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest

from explorer import Match, OptionError
from explorer.teaching import Verdict, check

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
LINE = ["Fort", "Sentinel", "Advisor", "Banner", "RiceField"]
HAND = ["Fort", "Mountain", "Naishi", "RiceField", "RiceField"]
NAMES = ["Blue", "Red", "Green", "Yellow", "Purple", "King", "Assassin", "Thief", "Dragon",
         "Wizard g", "Maid x", "Jester n", "Fort", "round end", "end"]
JAPANESE_NAMES = ["青", "赤", "緑", "黄", "国王", "暗殺者", "盗賊", "竜", "ラウンド終了", "終了",
                  "六十二", "６２", "62点"]


def scalar(rng: random.Random) -> Any:
    kind = rng.randrange(12)
    if kind == 0:
        return rng.choice([3.5, -0.0, 2.0, float("nan"), float("inf"), -1e308, 62.5])
    if kind == 1:
        return -rng.randrange(1, 10**6)
    if kind == 2:
        return rng.choice([10**30, 2**64, 10**5000, -(10**40)])
    if kind == 3:
        return "".join(rng.choice("abc xyz!?{}%'\"\\\n\t0123") for _ in range(rng.randrange(40)))
    if kind == 4:
        return rng.choice(NAMES) + rng.choice(["", " ", "s", "!", " n", "  r "])
    if kind == 5:
        return rng.choice(JAPANESE_NAMES)
    if kind == 6:
        return rng.choice([None, True, False, b"62", 1 + 2j, object(), Ellipsis])
    if kind == 7:
        return rng.choice([np.int64(-3), np.float64(2.5), np.array([1, 2]), np.bool_(True)])
    if kind == 8:
        return "x" * rng.choice([1000, 100_000])
    if kind == 9:
        return rng.randrange(-5, 100)
    if kind == 10:
        return rng.choice(["", "   ", "None", "[]", "{}"])
    return rng.choice(NAMES + JAPANESE_NAMES).upper()


def junk(rng: random.Random, depth: int = 0) -> Any:
    kind = rng.randrange(6) if depth < 3 else 0
    if kind <= 1:
        return scalar(rng)
    if kind == 2:  # a list of any length, of junk
        return [junk(rng, depth + 1) for _ in range(rng.choice([0, 1, 2, 7, 30]))]
    if kind == 3:
        keys = [k for k in (scalar(rng) for _ in range(rng.randrange(4))) if _hashable(k)]
        return {k: junk(rng, depth + 1) for k in keys}
    if kind == 4:
        return rng.choice([tuple, frozenset])(
            x for x in (scalar(rng) for _ in range(rng.randrange(4))) if _hashable(x))
    looped: list[Any] = [scalar(rng)]
    looped.append(looped)  # a list that contains itself
    return looped


def _hashable(value: Any) -> bool:
    try:
        hash(value)
    except TypeError:
        return False
    return True


def exercises() -> Iterator[tuple[str, tuple[Any, ...], dict[str, Any]]]:
    """The lessons' exercises (question, facts, keywords), as the notebooks ask them."""
    yield "score", (LINE, HAND), {}
    yield "next", (Match.from_scenario("whispers", "grey_tie"), "Jester n"), {}
    yield "next", (Match.from_scenario("whispers", "full_court"), "Jester r"), {}
    citadels = Match.from_scenario("citadels", "thief_robs_king")
    yield "holds", (citadels, 0), {"observer": 1}
    yield "holds", (citadels, 2), {"observer": 3}


def hinted(verdict: Verdict, lang: str) -> None:
    assert isinstance(verdict, Verdict) and verdict.lang == lang
    text = str(verdict)
    assert text == verdict.label(lang) and len(text) > 10
    if lang == "ja":
        assert JAPANESE.search(text), text
    else:  # the English sentence, whatever the student wrote inside it
        assert verdict.message.label("en") != verdict.message.label("ja")
        assert re.search(r"\b(not|Not|cannot|Right|Write)\b", text), text


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("number", range(5))
def test_a_hundred_junk_answers_each_get_a_verdict_with_a_hint(lang: str, number: int) -> None:
    question, facts, keywords = list(exercises())[number]
    rng = random.Random(f"{question}-{number}-{lang}")
    answers = [junk(rng) for _ in range(100)]
    for answer in answers:
        verdict = check(question, answer, *facts, lang=lang, **keywords)
        hinted(verdict, lang)
        if not verdict:
            assert verdict.message.key != f"teach.{question}.right"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_bad_card_in_a_whispers_exercise_gets_a_verdict(lang: str) -> None:
    match = Match.from_scenario("whispers", "grey_tie")
    for card in ["Wizard g", "Maid x", "Dragon", "", None, 3, ["Jester n"], "国王"]:
        verdict = check("next", ["Blue"], match, card, lang=lang)
        hinted(verdict, lang)
        assert not verdict and verdict.message.key in ("teach.next.no_card",
                                                       "teach.next.not_playable")


def test_plausible_slips_get_the_hint_they_need() -> None:
    assert check("score", 62.0, LINE, HAND) == check("score", 62, LINE, HAND)
    assert check("score", 3.5, LINE, HAND).message.key == "teach.not_number"
    assert check("score", "六十二", LINE, HAND, lang="ja").message.key == "teach.not_number"
    whispers = Match.from_scenario("whispers", "grey_tie")
    assert check("next", 5, whispers, "Jester n").message.key == "teach.next.unknown"
    assert check("next", {"Blue": 1}, whispers, "Jester n").message.key == "teach.next.unknown"
    citadels = Match.from_scenario("citadels", "thief_robs_king")
    assert check("holds", 5, citadels, 0).message.key == "teach.holds.unknown"
    assert check("holds", "King", citadels, 0)  # one name for a list of one


@pytest.mark.parametrize("question", ["colour", 3, None, ["score"]])
def test_an_unknown_question_is_the_packages_error_in_both_languages(question: Any) -> None:
    with pytest.raises(OptionError) as caught:
        check(question, 3, lang="ja")  # type: ignore[arg-type]  # a wrong question on purpose
    assert JAPANESE.search(str(caught.value)) and "score" in caught.value.in_language("en")
