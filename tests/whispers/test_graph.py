"""The turn-passing graph (§10) on stacked positions, the pass history, and rendering with
and without the Graphviz `dot` program."""

from __future__ import annotations

import dataclasses
import itertools
import json
import re
import shutil
from xml.etree import ElementTree

import graphviz
import networkx as nx
import pytest

from explorer import Match, Variant
from explorer.games.whispers import (
    GAME,
    ROUND_END_A,
    ROUND_END_B,
    Character,
    Colour,
    pass_history_graph,
    turn_graph,
)
from explorer.games.whispers.setup import stacked
from explorer.viz import whispers as vw

from .util import act, run


def edges(graph, source):
    return sorted((v, k, d["choice"]) for _, v, k, d in graph.out_edges(source, keys=True,
                                                                         data=True))


def three(red, areas=None, **options):
    return stacked([red, ["Accountant b", "General b"], ["Accountant g", "General g"]],
                   areas=areas, **options)


class TestTurnGraph:
    def test_colour_cards_point_to_their_player_and_self_loop(self):
        g = turn_graph(three(["Jester r", "Maid b", "Guard g"]))
        assert isinstance(g, nx.MultiDiGraph)
        assert edges(g, 0) == [(0, "play Jester(red)", False), (1, "play Maid(blue)", False),
                               (2, "play Guard(green)", False)]
        data = g.get_edge_data(1 - 1, 1)["play Maid(blue)"]
        assert data["character"] is Character.MAID and data["colour"] is Colour.BLUE
        assert g.nodes[0]["to_act"] and g.nodes[0]["kind"] == "player"

    def test_neutral_card_ties_are_choices(self):
        g = turn_graph(three(["Jester n", "Maid r"], areas=[[], ["Maid b"], ["Maid g"]]))
        assert [e for e in edges(g, 0) if e[1] == "play Jester(grey)"] == [
            (0, "play Jester(grey)", True), (1, "play Jester(grey)", True),
            (2, "play Jester(grey)", True)]
        g = turn_graph(three(["Jester n"], areas=[[], ["Maid b"], []]))
        assert edges(g, 0) == [(2, "play Jester(grey)", False)]

    def test_neutral_guard_counts_after_taking_back(self):
        g = turn_graph(three(["Guard n", "Jester r"], areas=[["Maid r"], ["Maid b"], []]))
        # The Guard takes Maid back: Red stays at 1 card, Green has 0 → Green alone.
        assert (2, "play Guard(grey)", False) in edges(g, 0)
        silenced = turn_graph(three(["Guard n", "Jester r"],
                                    areas=[["Maid r"], ["Maid b"], []], king="Guard"))
        assert (2, "play Guard(grey)", False) in edges(silenced, 0)
        alone = turn_graph(three(["Guard n", "Jester r"], areas=[[], ["Maid b"], ["Maid g"]]))
        assert [e for e in edges(alone, 0) if e[1] == "play Guard(grey)"] == [
            (0, "play Guard(grey)", True), (1, "play Guard(grey)", True),
            (2, "play Guard(grey)", True)]

    def test_round_end_nodes(self):
        full = turn_graph(three(["General r"], areas=[["Maid n", "Jester r", "Guard n",
                                                       "Wizard n", "Butler n"], [], []]))
        assert edges(full, 0) == [(ROUND_END_B, "play General(red)", False)]
        forced = turn_graph(three(["Maid r"], areas=[["Maid n"], [], []]))
        assert edges(forced, 0) == [(ROUND_END_A, "show hand", False)]

    def test_pass_phase_and_sub_steps(self):
        s, _ = act(three(["Jester n", "Maid r"], areas=[[], ["Maid b"], ["Maid g"]]),
                   "play Jester(grey)")
        g = turn_graph(s)
        assert edges(g, 0) == [(0, "pass to Red", True), (1, "pass to Blue", True),
                               (2, "pass to Green", True)]
        s, _ = act(three(["Maid b", "Jester r"]), "play Maid(blue)")
        assert edges(turn_graph(s), 0) == [(1, "play Maid(blue)", False)]

    def test_hidden_hand_over_approximation(self):
        s = three(["Jester r", "Maid b", "Guard g"], areas=[["Maid n", "Guard n"], [], []])
        hidden = turn_graph(GAME.view(s, 1))
        assert sorted(map(str, hidden.successors(0))) == sorted(["0", "1", "2", ROUND_END_A])
        assert all(d["hidden"] for _, _, d in hidden.edges(data=True))
        own = turn_graph(GAME.view(s, 0))
        assert not any(d["hidden"] for _, _, d in own.edges(data=True))
        # An Accountant played in Red's own colour: Red plays again, hand shown to everyone.
        shown, _ = act(three(["Accountant r", "Maid b", "Guard g"]), "play Accountant(red)")
        seen = turn_graph(GAME.view(shown, 1))
        assert edges(seen, 0) == [(1, "play Maid(blue)", False), (2, "play Guard(green)", False)]
        svg = vw.fallback_svg(hidden, "en")
        assert "hidden hand" in svg and 'stroke-dasharray="2,3"' in svg
        assert "cannot see" in vw.turn_graph_html(hidden, "en", use_dot=False)

    def test_over_has_no_edges(self):
        m = Match("whispers", 3, seed=3)
        m.play_out()
        assert turn_graph(m.state).number_of_edges() == 0


def test_pass_history_counts_passes():
    m = Match("whispers", 3, seed=5)
    m.play_out(max_steps=60)
    g = pass_history_graph(m)
    total = sum(d["weight"] for _, _, d in g.edges(data=True))
    real = sum(1 for i in range(1, m.step + 1) if m.state_at(i).passed is not None)
    assert total == real > 10
    chosen = sum(1 for i in range(1, m.step + 1) if (m.state_at(i).passed or False)
                 and m.state_at(i).passed.chosen)
    assert sum(d["choices"] for _, _, d in g.edges(data=True)) == chosen


class TestRendering:
    def graph(self):
        return turn_graph(three(["Jester n", "Maid n", "Guard b"],
                                areas=[[], ["Maid b"], ["Maid g"]]))

    def test_dot_source_safe_ids_labels_dashes(self):
        dot = vw.to_graphviz(self.graph(), "en")
        assert isinstance(dot, graphviz.Digraph)
        source = dot.source
        # Left column: who plays now (s0); right column: who may play next (p0…).
        assert "s0 -> p1" in source and "s0 -> p0" in source and "style=dashed" in source
        assert "Red" in source and "Jester (N)" in source and ":" not in source.split("{")[1]
        ja = vw.to_graphviz(self.graph(), "ja").source
        assert "道化師" in ja and "赤が選ぶ" in ja

    @pytest.mark.parametrize("players", [3, 5])
    def test_direct_dot_source_is_the_graphviz_librarys_byte_for_byte(self, players):
        match = Match("whispers", players, seed=players)
        graphs = [pass_history_graph(match)]
        while not match.is_over and match.step < 40:
            graphs.append(turn_graph(match.state))
            match.play_bot()
        graphs.append(pass_history_graph(match))
        for graph, lang in itertools.product(graphs, ("en", "ja")):
            assert vw.dot_source(graph, lang) == vw.to_graphviz(graph, lang).source

    def test_direct_quoting_is_the_graphviz_librarys(self):
        for text in ["", "a", "a b", "node", "Graph", "-4.2", ".5", "4.", "x1_y", "1x",
                     'say "hi"', 'a\\"b', 'a\\\\"b', "<<b>x</b>>", "<a", "a>", "line\nnext",
                     "赤：密談場1・0点", "#d62728", "0.08,0.03"]:
            assert vw._dot_quote(text) == graphviz.quoting.quote(text), text

    def test_parallel_arrows_to_one_player_are_drawn_once_with_every_card(self):
        g = turn_graph(three(["Jester n", "Maid n", "Wizard n", "Guard b", "Maid b"],
                             areas=[[], ["Butler b"], ["Butler g"]]))
        assert g.number_of_edges(0, 1) == 5, "the graph keeps one edge per card"
        labels = {d["label"] for _, v, d in vw.drawn_edges(g, "en") if v == 1}
        assert any(set(label.split("\n")) == {"Jester (N)", "Maid (N)", "Wizard (N)"}
                   for label in labels)
        assert any(set(label.split("\n")) == {"Guard (B)", "Maid (B)"} for label in labels)
        svg = vw.fallback_svg(g, "en")
        assert svg.count('class="edge"') == len(vw.drawn_edges(g, "en")) < g.number_of_edges()

    def test_svg_through_dot(self):
        # `make test` installs Graphviz; this test is never skipped.
        assert shutil.which("dot"), "Graphviz dot is missing: run `make test`"
        svg = vw.graph_svg(self.graph(), "en", use_dot=True)
        assert svg.startswith("<svg") and 'class="node"' in svg and "Blue" in svg

    def test_missing_dot_falls_back(self, monkeypatch):
        monkeypatch.setattr(shutil, "which", lambda name: None)
        assert not vw.has_dot()
        svg = vw.graph_svg(self.graph(), "ja")
        # Three players on the right, the player to act also on the left.
        assert svg.startswith("<svg") and svg.count('class="node"') == 4
        assert "stroke-dasharray" in svg and "赤" in svg

    def test_dot_failure_falls_back(self, monkeypatch):
        def broken(*args, **kwargs):
            raise graphviz.ExecutableNotFound(("dot",))

        monkeypatch.setattr(vw, "render_svg", broken)
        vw._dot_svg.cache_clear()
        svg = vw.graph_svg(self.graph(), "en", use_dot=True)
        assert 'class="wh-graph wh-own"' in svg and 'class="edge"' in svg

    def test_fallback_draws_loops_ends_and_weights(self):
        full = turn_graph(three(["General r", "Jester r"],
                                areas=[["Maid n", "Jester b", "Guard n", "Wizard n", "Butler n"],
                                       [], []]))
        svg = vw.fallback_svg(full, "en")
        assert "Round ends (B)" in svg and 'id="end_b"' in svg and 'id="end_a"' not in svg
        loop = vw.fallback_svg(turn_graph(three(["Jester r", "Maid b"])), "en")
        assert " C" in loop
        m = Match("whispers", 3, seed=2)
        m.play_out(max_steps=80)
        history = vw.fallback_svg(pass_history_graph(m), "en")
        assert "×" in history


def test_table_html_per_seat():
    s = three(["Jester r", "Maid b", "Guard r"], areas=[["Maid n"], [], []])
    s, _ = run(s, "play Jester(red)")
    everyone = vw.table_html(GAME, s, None, "en")
    assert "Guard" in everyone and "Area" in everyone
    blue = vw.table_html(GAME, GAME.view(s, 1), 1, "ja")
    assert "裏向き" in blue and "密談場" in blue
    forced = three(["Maid r"], areas=[["Maid n"], [], []])
    assert "⚠" in vw.table_html(GAME, forced, None, "en")


class TestHiddenHandPrecision:
    """§10 on a hand the seat cannot see: public facts still rule some ends in or out."""

    def test_fifth_area_card_means_every_play_ends_the_round(self):
        s = three(["Jester r"], areas=[["Maid n", "Guard n", "Wizard n", "Butler n",
                                        "General n"], [], []])
        hidden = turn_graph(GAME.view(s, 1))
        assert sorted(map(str, hidden.successors(0))) == [ROUND_END_A, ROUND_END_B]

    def test_empty_area_cannot_be_forced_unless_king_jester(self):
        s = three(["Jester r", "Maid b"])
        hidden = turn_graph(GAME.view(s, 1))
        assert sorted(map(str, hidden.successors(0))) == ["0", "1", "2"]
        jester = three(["Jester r", "Jester n"], king="Jester")
        assert ROUND_END_A in turn_graph(GAME.view(jester, 1)).successors(0)


def test_full_court_node_shows_the_group_sne_points():
    areas = [["Maid n", "Jester r", "Guard n", "Wizard n", "Butler n"], [], [], []]
    hands = [["General r"], ["Jester b"], ["Jester g"], ["Jester y"]]
    for option, en, ja in ((1, "+1", "+1点"), (2, "+2", "+2点")):
        g = turn_graph(stacked(hands, areas=areas, full_court_points_4p_5p=option))
        assert g.nodes[ROUND_END_B]["points"] == option
        assert en in vw.node_label(g, ROUND_END_B, "en")
        assert ja in vw.node_label(g, ROUND_END_B, "ja")


def test_step_note_cites_the_rule_that_skipped_the_effect():
    s = three(["Guard r", "Jester r"], areas=[["Maid n"], [], []], effects_optional=True)
    s, _ = run(s, "play Guard(red)", "skip effect")
    note = vw.step_note_html(GAME, s, "en")
    assert 'data-rule="whispers.12.A3"' in note and 'data-rule="whispers.4.2.jester"' not in note
    s = three(["Wizard r", "Jester r"], areas=[["Maid n"], [], []], king="Wizard")
    s, _ = run(s, "play Wizard(red)")
    assert 'data-rule="whispers.4.3"' in vw.step_note_html(GAME, s, "ja")


def test_game_over_note_says_how_the_final_round_ended_and_who_won():
    s = stacked([["Maid r"], ["Accountant b"], ["Accountant g"]],
                areas=[["Maid n"], ["Wizard b", "Maid b"], ["Maid g"]], scores=[5, 5, 5])
    s, _ = act(s, "show hand")
    en = vw.step_note_html(GAME, s, "en")
    assert "Final round: Red had no legal card" in en and "Blue reaches 6 points" in en
    assert "most area cards wins" in en
    ja = vw.step_note_html(GAME, s, "ja")
    assert "最終ラウンド" in ja and "青が6点に達して勝利" in ja


def test_butler_second_step_shows_the_first_pick():
    s = three(["Butler r", "Jester r"], areas=[["Maid n"], ["Guard b"], ["Wizard g"]])
    s, _ = run(s, "play Butler(red)", "butler pick Blue's Guard")
    assert "swap Blue&#x27;s Guard with which card" in vw.step_note_html(GAME, s, "en")
    assert "青の衛兵" in vw.step_note_html(GAME, s, "ja")
    row = vw.table_html(GAME, s, None, "en").split('data-seat="1"')[1].split('data-seat="2"')[0]
    assert "wh-picked" in row


def test_japanese_table_punctuation():
    s = stacked([["Maid r"], ["Accountant b"], ["Accountant g"]],
                areas=[["Maid n"], ["Wizard b", "Maid b"], ["Maid g"]], scores=[5, 5, 5],
                king="Maid")
    ja = vw.table_html(GAME, s, None, "ja")
    assert "国王カード</b>：" in ja and "国王カード</b>:" not in ja
    s, _ = act(s, "show hand")
    assert "。 " not in vw.step_note_html(GAME, s, "ja")


class TestUnequalWizardGraph:
    """With `wizard_equal_counts=False` (§12 A1) a hand can run empty (§9 I1 fallback) and a
    Wizard can change hand sizes: the graph must still show where the turn can really go."""

    def test_colour_card_of_a_player_with_an_empty_hand_passes_by_fewest(self):
        s = stacked([["Jester b", "Maid r"], [], ["Accountant g", "General g"]],
                    areas=[["Guard r"], ["Maid b"], []], wizard_equal_counts=False)
        g = turn_graph(s)
        assert edges(g, 0) == [(0, "play Maid(red)", False), (2, "play Jester(blue)", False)]
        assert act(s, "play Jester(blue)")[0].turn == 2

    def test_grey_wizard_counting_hands_shows_every_exchange_outcome(self):
        s = stacked([["Wizard n", "Maid r", "Guard r"], ["Accountant b", "General b"],
                     ["Accountant g", "General g", "Butler g"]], wizard_equal_counts=False,
                    neutral_pass_counts="hand")
        shown = {v for v, k, _ in edges(turn_graph(s), 0) if k == "play Wizard(grey)"}
        reachable = set()
        for target in ("Blue", "Green"):
            for give in (["give Maid(red)"], ["give Maid(red)", "give Guard(red)"]):
                size = 2 if target == "Blue" else 3
                for take in range(1, size + 1):
                    after, _ = run(s, "play Wizard(grey)", f"wizard target {target}", *give,
                                   *(["done giving"] if len(give) < 2 else []),
                                   f"take {take} card" + ("s" if take > 1 else ""))
                    reachable |= set(after.ties) if after.ties else {after.turn}
        assert shown == reachable and len(reachable) > 1


def test_risk_mark_on_a_hand_shown_by_the_accountant():
    # Red's Accountant (red) shows Maid(r) and Maid(b) while Red's area holds a Maid: forced.
    s = stacked([["Accountant r", "Maid r", "Maid b"], ["Jester b"], ["Jester g"]],
                areas=[["Maid n"], [], []])
    s, _ = act(s, "play Accountant(red)")
    blue = GAME.view(s, 1)
    assert "⚠" in vw.risk_mark(blue, 0, "en")
    s, _ = act(s, "show hand")
    assert vw.risk_mark(GAME.view(s, 1), 0, "en") == "", "a new round's hand is hidden again"


# -- readability: no label on a label, a node or an arrow ----------------------------------------

Rect = tuple[float, float, float, float]  # x0, y0, x1, y1


def _inside(point: tuple[float, float], box: Rect, margin: float = 1.0) -> bool:
    x, y = point
    return box[0] + margin < x < box[2] - margin and box[1] + margin < y < box[3] - margin


def _overlap(a: Rect, b: Rect) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _bezier(points: list[tuple[float, float]], steps: int = 24) -> list[tuple[float, float]]:
    """Points along a chain of cubic Béziers (start, then three points per segment)."""
    out = []
    for i in range(0, len(points) - 3, 3):
        p0, p1, p2, p3 = points[i:i + 4]
        for k in range(steps + 1):
            t = k / steps
            a, b, c, d = (1 - t) ** 3, 3 * t * (1 - t) ** 2, 3 * t * t * (1 - t), t ** 3
            out.append((a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0],
                        a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]))
    return out


def _text_box(x: float, y: float, width: float, size: float, align: str) -> Rect:
    x0 = {"c": x - width / 2, "r": x - width}.get(align, x)
    return (x0, y - 0.8 * size, x0 + width, y + 0.2 * size)  # y: the baseline, downwards


def dot_plan(graph, lang):
    """Text boxes of node labels and edge labels, node outlines and edge curves, as `dot`
    lays them out (`-Tjson`, y flipped to grow downwards)."""
    data = json.loads(vw.to_graphviz(graph, lang).pipe(format="json"))
    top = float(data["bb"].split(",")[3])

    def texts(ops):
        size, out = 14.0, []
        for op in ops:
            if op["op"] == "F":
                size = op["size"]
            elif op["op"] == "T":
                out.append(_text_box(op["pt"][0], top - op["pt"][1], op["width"], size,
                                     op["align"]))
        return out

    node_texts, nodes = [], []
    for obj in data["objects"]:
        node_texts += texts(obj.get("_ldraw_", []))
        points = [p for op in obj.get("_draw_", []) for p in op.get("points", [])]
        if points:
            xs, ys = [p[0] for p in points], [top - p[1] for p in points]
            nodes.append((min(xs), min(ys), max(xs), max(ys)))
    edge_texts, curves = [], []
    for edge in data.get("edges", []):
        edge_texts.append(texts(edge.get("_ldraw_", [])))
        for op in edge.get("_draw_", []):
            if op["op"] == "b":
                curves.append(_bezier([(x, top - y) for x, y in op["points"]]))
    return node_texts, edge_texts, nodes, curves


def own_plan(graph, lang):
    """The same, read back from the package's own SVG (text widths estimated)."""
    root = ElementTree.fromstring(vw.fallback_svg(graph, lang))
    ns = "{http://www.w3.org/2000/svg}"
    node_texts, edge_texts, nodes, curves = [], [], [], []
    for group in root.iter(f"{ns}g"):
        boxes = [_text_box(float(t.get("x")), float(t.get("y")),
                           vw.text_width(t.text or "", float(t.get("font-size"))),
                           float(t.get("font-size")),
                           "c" if t.get("text-anchor") == "middle" else "l")
                 for t in group.iter(f"{ns}text")]
        if group.get("class") == "node":
            node_texts += boxes
            rect = group.find(f"{ns}rect")
            x, y = float(rect.get("x")), float(rect.get("y"))
            nodes.append((x, y, x + float(rect.get("width")), y + float(rect.get("height"))))
        elif group.get("class") == "edge":
            edge_texts.append(boxes)
            numbers = [float(v) for v in re.findall(r"-?[\d.]+", group.find(f"{ns}path").get("d"))]
            start, c1, c2, lane = (tuple(numbers[i:i + 2]) for i in range(0, 8, 2))
            line = [tuple(numbers[i:i + 2]) for i in range(6, len(numbers), 2)]
            curve = _bezier([start, c1, c2, lane])
            for a, b in itertools.pairwise(line):
                curve += [(a[0] + (b[0] - a[0]) * k / 24, a[1] + (b[1] - a[1]) * k / 24)
                          for k in range(25)]
            curves.append(curve)
    return node_texts, edge_texts, nodes, curves


def assert_readable(plan, where):
    node_texts, edge_texts, nodes, curves = plan
    labels = [box for boxes in edge_texts for box in boxes]
    every = node_texts + labels
    for i, a in enumerate(every):
        for b in every[i + 1:]:
            assert not _overlap(a, b), f"{where}: labels overlap {a} {b}"
    for box in labels:
        for node in nodes:
            assert not _overlap(box, node), f"{where}: a label on a node {box} {node}"
        # An arrow may graze a box's corner by under 2 units (a sixth of a letter, where a
        # box is wider than the ink); it may not run through a label.
        for curve in curves:
            assert not any(_inside(p, box, 2.0) for p in curve), f"{where}: arrow across {box}"


def five_player_graphs():
    """Turn graphs of 5-player games as the player to act and another seat see them (a hidden
    hand: arrows to every player and the round ends), at several moments."""
    graphs = []
    for seed in range(3):
        m = Match("whispers", 5, seed=seed)
        for steps in (0, 6, 9, 14, 23):
            while m.step < steps and not m.is_over:
                m.play_bot(seed=1)
            if not m.is_over:
                graphs.append(turn_graph(m.state))
                graphs.append(turn_graph(GAME.view(m.state, (m.state.turn + 1) % 5)))
    grey = turn_graph(stacked([["Jester n", "Maid n", "Wizard n", "Guard b", "Maid b",
                                "Butler y"], ["Accountant b"], ["Accountant g"],
                               ["Accountant y"], ["Accountant p"]]))
    return graphs + [grey]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_five_player_labels_never_overlap_through_dot(lang):
    assert shutil.which("dot"), "Graphviz dot is missing: run `make test`"
    graphs = five_player_graphs()
    assert max(g.number_of_edges() for g in graphs) >= 6
    for i, graph in enumerate(graphs):
        assert_readable(dot_plan(graph, lang), f"dot {lang} graph {i}")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_five_player_labels_never_overlap_without_dot(lang):
    m = Match("whispers", 5, seed=4)
    m.play_out(max_steps=70)
    for i, graph in enumerate([*five_player_graphs(), pass_history_graph(m)]):
        assert_readable(own_plan(graph, lang), f"own {lang} graph {i}")


def test_own_drawing_fits_its_panel():
    graph = turn_graph(GAME.view(Match("whispers", 5, seed=1).state, 3))
    svg = vw.fallback_svg(graph, "ja")
    head = svg[:svg.index(">")]
    assert 'width="100%"' in head and "viewBox" in head and "height=" not in head
    width, height = map(float, re.search(r'viewBox="0 0 ([\d.]+) ([\d.]+)"', head).groups())
    for x, y in re.findall(r'<rect x="([\d.]+)" y="([\d.]+)"', svg):
        assert 0 <= float(x) < width and 0 <= float(y) < height
    assert svg.count('class="node"') == 6 and "紫" in svg, "every player is drawn"


@pytest.mark.parametrize("use_dot", [False, pytest.param(True, marks=pytest.mark.skipif(
    shutil.which("dot") is None, reason="Graphviz's dot is not installed"))])
def test_the_turn_graph_is_one_picture_with_who_passes_to_whom_in_words(use_dot):
    """Issue 40, finding 4: a screen reader hears one text alternative listing each arrow
    (who may pass the turn to whom, by which card, the tie's chooser), in the page's language,
    not the drawing's labels one by one."""
    g = turn_graph(three(["Jester r", "Guard b", "Jester n"], areas=[[], ["Maid b"], ["Maid g"]]))
    expected = {
        "en": "Red may pass the turn to Red with Jester (N). On a tie, Red chooses. "
              "Red may pass the turn to Red with Jester (R). "
              "Red may pass the turn to Blue with Jester (N). On a tie, Red chooses. "
              "Red may pass the turn to Blue with Guard (B). "
              "Red may pass the turn to Green with Jester (N). On a tie, Red chooses.",
        "ja": "赤は道化師（灰）を出すと赤へ手番を渡せる。（同数なら赤が選ぶ。）"
              "赤は道化師（赤）を出すと赤へ手番を渡せる。"
              "赤は道化師（灰）を出すと青へ手番を渡せる。（同数なら赤が選ぶ。）"
              "赤は衛兵（青）を出すと青へ手番を渡せる。"
              "赤は道化師（灰）を出すと緑へ手番を渡せる。（同数なら赤が選ぶ。）",
    }
    for lang, text in expected.items():
        assert vw.graph_text(g, lang) == text
        svg = vw.graph_svg(g, lang, use_dot=use_dot)
        head = svg[:svg.index(">")]
        assert head.startswith(f'<svg role="img" aria-label="{vw.escape(text)}"'), head
    forced = turn_graph(three(["Maid r"], areas=[["Maid n"], [], []]))
    assert vw.graph_text(forced, "en") == \
        "Red ends the round with no legal card: Round ends (A) · others +1."
    assert vw.graph_text(forced, "ja") == \
        "赤は出せるカードなしでラウンドを終える：ラウンド終了（A）：他の全員+1点。"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_dashed_card_is_named_as_one_that_cannot_be_played_now(lang):
    """Issue 40, finding 4: the dashes are seen; the words after the tile (kept off the
    screen) are heard, so a dashed tile's name differs from a playable one's."""
    s = three(["Maid r", "Jester r"], areas=[["Maid n"], [], []])
    html = vw.table_html(GAME, s, None, lang)
    phrase = {"en": "(cannot be played now)", "ja": "（今は出せない）"}[lang]
    row = html[html.index('<tr data-seat="0">'):html.index('<tr data-seat="1">')]
    assert row.count("wh-blocked") == 1 and row.count(phrase) == 1
    blocked = row[row.index("wh-blocked"):]
    assert blocked.index(phrase) < blocked.index("ex-tile")  # right after the dashed tile
    assert f'<h4>{ {"en": "The players", "ja": "プレイヤー"}[lang]}</h4>' in html


def test_the_end_nodes_say_who_scores_and_how_much_in_force():
    """Issue 36, Deliver 2: the full court's points at 3 players are the what-if's (the node
    said 1 whatever the option), and under the content's scorers the nodes say who scores: the
    player who passed the turn at A, every other player at B, with the court's size."""
    areas = [["Maid n", "Jester r", "Guard n", "Wizard n", "Butler n"], [], []]
    g = turn_graph(three(["General r"], areas=areas, full_court_points_3p=3))
    assert g.nodes[ROUND_END_B]["points"] == 3
    assert vw.node_label(g, ROUND_END_B, "en") == "Round ends (B)\nsix: +3"
    assert vw.node_label(g, ROUND_END_B, "ja") == "ラウンド終了（B）\n6種類：+3点"
    content = Variant.from_dict("whispers", {"content": {
        "whisper_scorer": "passer", "court_scorer": "others", "hand_size": 5}}).content
    state = three(["General r"], areas=areas, forced_end_points=2)
    moved = turn_graph(dataclasses.replace(
        state, options=dataclasses.replace(state.options, content=content)))
    assert vw.node_label(moved, ROUND_END_A, "en") == "Round ends (A)\npasser +2"
    assert vw.node_label(moved, ROUND_END_A, "ja") == "ラウンド終了（A）\n手番を渡した人+2点"
    assert vw.node_label(moved, ROUND_END_B, "en") == "Round ends (B)\nfive: others +1"
    assert vw.node_label(moved, ROUND_END_B, "ja") == "ラウンド終了（B）\n5種類：他の全員+1点"
