"""Issue 40 (8): the design lab's game × player-count tick labels (「王宮のささやき 3人」, "Whispers
in the Palace 3 players") ran into each other; a long title now takes two lines, and no two
labels of the seven tables the lesson draws overlap, in either language (the chart layer keeps
each label's box, measured generously: a full-width character one font size wide)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from explorer.viz import plots, svg

#: The tables of the design lab's first figures (tools/lessons/design_lab.py).
TABLES = [("naishi", 2), ("whispers", 3), ("whispers", 4), ("whispers", 5), ("citadels", 2),
          ("citadels", 4), ("citadels", 6)]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_two_tick_labels_of_the_length_figure_overlap(lang: str) -> None:
    runs = {table: SimpleNamespace(length=[10, 20, 30]) for table in TABLES}
    plot = plots.length_figure(runs, lang)
    [boxes] = plot.label_boxes
    assert len(boxes) == len(TABLES)
    for left, right in zip(boxes, boxes[1:], strict=False):
        assert left[2] <= right[0], (lang, left, right)
    assert "王宮の\nささやき\n3人" in plot.texts() or lang == "en"
    assert "Whispers in\nthe Palace\n3 players" in plot.texts() or lang == "ja"


def test_labels_too_wide_for_their_slots_wrap_or_turn_never_overlap() -> None:
    """In a chart too narrow for its labels, Japanese wraps between characters and still does
    not overlap; a Latin word that cannot be broken turns the labels instead."""
    chart = svg.Chart("t", 300, 400, "ja")
    chart.axes((0, 30, 300, 370), ["王宮のささやきの長い名前"] * 7).limits([1, 2])
    [boxes] = chart.label_boxes
    assert len(boxes) == 7
    assert all(left[2] <= right[0] for left, right in zip(boxes, boxes[1:], strict=False))
    chart = svg.Chart("t", 300, 200, "en")
    chart.axes((0, 30, 300, 170), ["WhispersInThePalace"] * 7).limits([1, 2])
    assert chart.label_boxes == [[]]  # none side by side
    assert sum("rotate(-40" in p for p in chart.parts) == 7


def test_a_japanese_label_wraps_between_characters_and_a_latin_one_at_spaces() -> None:
    assert svg.wrap("内侍：発展カードの内侍を2枚から1枚にする", 150) == [
        "内侍：発展カードの内侍を", "2枚から1枚にする"]
    assert svg.wrap("Naishi: one Naishi card in the deck", 140) == [
        "Naishi: one Naishi", "card in the deck"]
    assert svg.wrap("王宮の\nささやき", 500) == ["王宮の", "ささやき"]
    assert all(svg.text_width(line) <= 150 for line in svg.wrap("あ、い。" * 20, 150))
