"""Issue 40 (8): the design lab's game × player-count tick labels (「王宮のささやき 3人」, "Whispers
in the Palace 3 players") ran into each other; a long title now takes two lines, and no two
labels of the seven tables the lesson draws overlap, in either language."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest

from explorer.viz import plots

#: The tables of the design lab's first figures (tools/lessons/design_lab.py).
TABLES = [("naishi", 2), ("whispers", 3), ("whispers", 4), ("whispers", 5), ("citadels", 2),
          ("citadels", 4), ("citadels", 6)]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_two_tick_labels_of_the_length_figure_overlap(lang: str) -> None:
    runs = {table: SimpleNamespace(length=np.array([10, 20, 30])) for table in TABLES}
    plot = plots.length_figure(runs, lang)
    figure = plot.figure
    with plots._fonts():
        figure.canvas.draw()
        renderer = figure.canvas.get_renderer()
        boxes = [label.get_window_extent(renderer)
                 for label in figure.axes[0].get_xticklabels()]
    assert len(boxes) == len(TABLES)
    for left, right in zip(boxes, boxes[1:], strict=False):
        assert left.x1 <= right.x0, (lang, left, right)
    assert "王宮の\nささやき\n3人" in plot.texts() or lang == "en"
