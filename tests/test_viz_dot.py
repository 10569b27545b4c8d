"""The long-running Graphviz process draws exactly what a fresh `dot` draws, and a graph it
refuses raises as `graphviz` would, without breaking the next drawing."""

from __future__ import annotations

import re
import subprocess

import graphviz
import pytest

from explorer import Match
from explorer.games.whispers import turn_graph
from explorer.viz import dot
from explorer.viz import whispers as vw


def anonymous(svg: str) -> str:
    """Graphviz numbers anonymous graphs (`%3`) by how many it has read: not a difference."""
    return re.sub(r"%\d+", "%", svg)


def test_the_running_process_draws_what_a_fresh_dot_draws():
    match = Match("whispers", 5, seed=3)
    for _ in range(12):
        drawing = vw.to_graphviz(turn_graph(match.state), "ja")
        fresh = drawing.pipe(format="svg", encoding="utf-8")
        assert anonymous(dot.render_svg(drawing.source, drawing.engine)) == anonymous(fresh)
        match.play_bot()
    plain = graphviz.Digraph()
    plain.edge("a", "b", label="x")
    assert anonymous(dot.render_svg(plain.source)) == anonymous(
        plain.pipe(format="svg", encoding="utf-8"))


def test_a_refused_graph_raises_and_the_next_one_is_drawn(monkeypatch):
    monkeypatch.setattr(dot, "TIMEOUT", 0.5)
    with pytest.raises(subprocess.CalledProcessError):
        dot.render_svg("digraph { a -> ")
    assert "</svg>" in dot.render_svg("digraph { x -> y }")
