"""The exercises' answer box without a browser, as a student in Voilà uses it: type or pick,
press Check, read the verdict in the chosen language; a slip gets a hint, never a traceback,
and checking again changes the verdict line in place."""

from __future__ import annotations

import re

import pytest

from explorer import Match
from explorer.games.naishi import score
from explorer.teaching import answer_box
from explorer.widgets.answer import AnswerBox

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
LINE = ["Fort", "Sentinel", "Advisor", "Banner", "RiceField"]
HAND = ["Fort", "Mountain", "Naishi", "RiceField", "RiceField"]


def texts(box: AnswerBox) -> str:
    """Everything the box shows: labels, tooltips, placeholder, verdict."""
    parts = [box.prompt.value, box.text.placeholder, box.text.description,
             box.check_button.description, box.check_button.tooltip, box.verdict_line.value]
    parts += [t.description for t in box.toggles] + [t.tooltip for t in box.toggles]
    return " ".join(parts)


def pick(box: AnswerBox, *labels: str) -> None:
    for toggle in box.toggles:
        toggle.value = toggle.description in labels


def test_a_typed_score_right_wrong_and_unreadable() -> None:
    total = score(LINE, HAND).total
    box = answer_box("score", None, LINE, HAND)
    assert "✓" not in box.verdict_line.value and "✗" not in box.verdict_line.value
    assert box.text.description
    box.text.value = str(total)
    box.check_button.click()
    assert box.verdict and "✓" in box.verdict_line.value
    box.text.value = str(total + 3)
    box.check_button.click()
    assert not box.verdict and "✗" in box.verdict_line.value
    assert "lower" in box.verdict_line.value and str(total) not in str(box.verdict)
    for junk in ("sixty-two", "62.5", "{}", "x" * 500, "   "):
        box.text.value = junk
        box.check_button.click()  # no exception
        assert not box.verdict and "✓" not in box.verdict_line.value, junk
        assert ("number" in box.verdict_line.value or "Type your answer" in
                box.verdict_line.value), junk
        assert box.verdict is None or not box.verdict.pending, junk
    box.text.value = f"{total}点"
    box.check_button.click()
    assert box.verdict


def test_japanese_labels_and_verdicts_and_the_switch_keeps_the_answer() -> None:
    total = score(LINE, HAND).total
    box = answer_box("score", None, LINE, HAND, lang="ja")
    assert box.check_button.description == "答え合わせ" and JAPANESE.search(box.text.description)
    assert "ex-named" not in box.text._dom_classes  # the input's label is shown, not hidden
    box.text.value = "abc"
    box.check_button.click()
    assert "整数" in box.verdict_line.value and 'lang="ja"' in box.verdict_line.value
    box.text.value = str(total - 1)
    box.check_button.click()
    assert "高い" in box.verdict_line.value
    box.language.value = "en"
    assert box.text.value == str(total - 1) and box.check_button.description == "Check"
    assert "higher" in box.verdict_line.value and not JAPANESE.search(box.verdict_line.value)
    box.set_language("ja")
    assert box.language.value == "ja" and "高い" in box.verdict_line.value


def test_nothing_says_cell_or_none_in_the_box() -> None:
    """The box is where a lesson without cells is answered: no "in place of None", no cell."""
    boxes = [answer_box("score", None, LINE, HAND, lang=lang) for lang in ("en", "ja")]
    position = Match.from_scenario("whispers", "grey_tie")
    boxes += [answer_box("next", None, position, "Jester n", lang=lang)
              for lang in ("en", "ja")]
    for box in boxes:
        box.check_button.click()  # an empty box
        shown = texts(box)
        assert box.verdict is None and box.hint is not None and "✎" in shown, shown
        assert "None" not in shown and "cell" not in shown and "セル" not in shown, shown


def test_whispers_players_are_picked_by_their_colour() -> None:
    position = Match.from_scenario("whispers", "grey_tie")
    box = answer_box("next", None, position, "Jester n")
    labels = [t.description for t in box.toggles]
    assert labels == ["Red", "Blue", "Green", "the round ends"]
    assert all(t.description and t.tooltip for t in box.toggles) and not box.text.description
    pick(box, "Blue")
    box.check_button.click()
    assert not box.verdict and "1 more" in box.verdict_line.value
    pick(box, "Blue", "Green")
    box.check_button.click()
    assert box.verdict and "✓" in box.verdict_line.value
    box.set_language("ja")
    assert [t.description for t in box.toggles] == ["赤", "青", "緑", "ラウンド終了"]
    assert JAPANESE.search(box.verdict_line.value) and "正解" in box.verdict_line.value
    assert [t.value for t in box.toggles] == [False, True, True, False]
    assert [t.icon for t in box.toggles] == ["", "check", "check", ""]  # not colour alone
    full = answer_box("next", None, Match.from_scenario("whispers", "full_court"), "Jester r",
                     lang="ja")
    pick(full, "ラウンド終了")
    full.check_button.click()
    assert full.verdict


def test_citadels_characters_are_picked_and_a_code_answer_fills_the_box() -> None:
    match = Match.from_scenario("citadels", "thief_robs_king")
    box = answer_box("holds", ["Thief", "King"], match, 2, observer=3)
    assert [t.description for t in box.toggles if t.value] == ["Thief", "King"]
    assert not box.verdict and "1 more" in box.verdict_line.value
    pick(box, "Thief", "King", "Bishop")
    box.check_button.click()
    assert box.verdict
    typed = answer_box("holds", ["盗賊", "王様", "司教"], match, 2, observer=3, lang="ja")
    assert typed.verdict and "正解" in typed.verdict_line.value
    assert sum(t.value for t in typed.toggles) == 3
    odd = answer_box("holds", "Jester", match, 2, observer=3)  # no such character
    assert not odd.verdict and "not a character" in odd.verdict_line.value


def test_a_score_written_in_the_cell_is_checked_at_once() -> None:
    total = score(LINE, HAND).total
    box = answer_box("score", total, LINE, HAND)
    assert box.text.value == str(total) and box.verdict
    odd = answer_box("score", [total], LINE, HAND)  # a list where a number was asked
    assert not odd.verdict and "✗" in odd.verdict_line.value


def test_checking_again_and_again_makes_no_widget() -> None:
    from ipywidgets.widgets.widget import _instances

    position = Match.from_scenario("whispers", "grey_tie")
    boxes = [answer_box("score", None, LINE, HAND),
             answer_box("next", None, position, "Jester n")]
    before = len(_instances)
    for box in boxes:
        children = [len(child.children) for child in box.widget.children
                    if hasattr(child, "children")]
        for n in range(6):
            box.text.value = str(n)
            if box.toggles:
                box.toggles[n % len(box.toggles)].value ^= True
            box.check_button.click()
            box.set_language("ja" if n % 2 else "en")
        assert [len(child.children) for child in box.widget.children
                if hasattr(child, "children")] == children
    assert len(_instances) == before


def test_an_unknown_question_is_refused_in_words() -> None:
    from explorer.engine import OptionError

    with pytest.raises(OptionError, match="score"):
        answer_box("who wins", None, LINE, HAND)
