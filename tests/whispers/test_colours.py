"""The `colours` option (§3.1 "each player takes a colour"): the seats' colours in seat order.
The deck, passing by colour, names, views, the table, the graphs, the explorer, the bot and
match records all follow the chosen colours; bad values are refused in both languages."""

from __future__ import annotations

import json

import pytest

from explorer import Match
from explorer.engine import OptionError, testing
from explorer.games.whispers import GAME, Card, ChooseTarget, Colour, PassTo, turn_graph
from explorer.games.whispers.cards import COLOUR_HEX, deck
from explorer.games.whispers.setup import stacked
from explorer.viz import whispers as vw
from explorer.widgets.whispers import WhispersExplorer

from .util import act, legal

RYB = ("red", "yellow", "blue")
R, Y, B = 0, 1, 2


def test_default_is_the_usual_order_cut_to_the_player_count():
    for players in (3, 4, 5):
        names = ("red", "blue", "green", "yellow", "purple")[:players]
        assert GAME.make_options(players).colours == names
        assert Match("whispers", players, 0).state.colours == tuple(Colour)[:players]


def test_names_in_any_case_in_japanese_or_as_members_are_the_same_option():
    want = GAME.make_options(3, colours=RYB)
    assert want.colours == RYB
    for given in (["Red", "YELLOW", " blue "], ("赤", "黄", "青"),
                  (Colour.RED, Colour.YELLOW, Colour.BLUE), ["red", "黄", "Blue"]):
        assert GAME.make_options(3, colours=given) == want


def test_only_the_chosen_colours_cards_are_dealt_with_the_grey_ones():
    match = Match("whispers", 3, 5, colours=RYB)
    state = match.state
    cards = [c for h in state.hands for c in h] + list(state.draw)
    assert sorted(cards) == sorted(deck((Colour.RED, Colour.YELLOW, Colour.BLUE)))
    assert len(cards) == 14 + 3 * 7
    assert {Card(c).colour for c in cards} == {
        Colour.RED, Colour.YELLOW, Colour.BLUE, Colour.NEUTRAL}
    assert sorted(GAME.all_cards(state)[:35]) == sorted(cards)
    testing.check_cards(GAME, state, "colours=red,yellow,blue")


def yellow_position():
    return stacked(
        [["Jester y", "Maid n", "Guard n", "Wizard r", "Butler b", "Accountant y"],
         ["Jester r", "Maid r", "Guard y", "Wizard n", "Butler n", "General b"],
         ["Jester n", "Maid b", "Guard r", "Wizard y", "Butler y", "General r"]],
        colours=RYB,
    )


def test_a_yellow_card_passes_the_turn_to_the_yellow_seat():
    s = yellow_position()
    s2, events = act(s, "play Jester(yellow)")
    assert s2.turn == Y
    passing = events[-1]
    assert passing.rule == "whispers.4.4.colour"
    assert passing.message.label("en") == "Yellow card: the turn passes to Yellow."
    assert passing.message.label("ja") == "黄色のカードなので手番は黄色へ。"
    # Blue is the third seat here.
    s3, _ = act(s2, "play General(blue)")
    assert s3.turn == B


def test_a_stacked_hand_of_an_absent_colour_is_refused():
    with pytest.raises(ValueError, match="Jester g"):
        stacked([["Jester g"], [], []], colours=RYB)


def test_players_are_named_by_their_colours():
    s = yellow_position()
    s2, events = act(s, "play Wizard(red)")
    assert legal(s2) == ["wizard target Yellow", "wizard target Blue"]
    target = GAME.legal_actions(s2)[0]
    assert target == ChooseTarget(Y) and target.describe("ja").count("黄色") == 1
    assert "Yellow" in target.describe("en")
    s3, events = act(s2, "wizard target Yellow")
    assert "Yellow" in events[0].message.label("en") and "黄" in events[0].message.label("ja")
    assert [GAME.player_label(q, s).label("en") for q in range(3)] == ["Red", "Yellow", "Blue"]
    assert GAME.player_label(Y, s).label("ja") == "黄色"
    assert GAME.player_label(1).label("en") == "Blue", "without a state: the default order"
    match = Match("whispers", 3, 2, colours=RYB)
    assert "Red starts" in match.log[0].message.label("en")
    match.play_out(seed=3)
    assert match.outcome is not None
    winners = match.outcome.reason.label("en")
    assert any(word in winners for word in ("Red", "Yellow", "Blue"))
    assert "Green" not in winners


def test_table_and_graphs_use_the_chosen_colours():
    s = yellow_position()
    for lang, word in (("en", "Yellow"), ("ja", "黄")):
        html = vw.table_html(GAME, s, None, lang)
        assert word in html and COLOUR_HEX[Colour.YELLOW] in html
        assert ("Green" if lang == "en" else "緑") not in html
    graph = turn_graph(s)
    assert graph.nodes[Y]["colour"] is Colour.YELLOW and graph.nodes[B]["colour"] is Colour.BLUE
    assert graph.nodes[Y]["name"].en == "Yellow"
    # Jester(yellow) → the yellow seat, drawn in yellow.
    edges = {(v, d["colour"]) for _, v, k, d in graph.out_edges(R, keys=True, data=True)
             if k == "play Jester(yellow)"}
    assert edges == {(Y, Colour.YELLOW)}
    svg = vw.fallback_svg(graph, "en")
    node = svg[svg.index('id="p1"'):]
    assert f'fill="{COLOUR_HEX[Colour.YELLOW]}"' in node[:node.index("</g>")]
    assert "Yellow" in vw.node_label(graph, Y, "en") and "黄" in vw.node_label(graph, Y, "ja")


def test_a_tie_is_chosen_between_the_colours_seats():
    s = stacked(
        [["Jester n", "Maid n", "Guard n", "Wizard r", "Butler b", "Accountant y"],
         ["Jester r", "Maid r", "Guard y", "Wizard n", "Butler n", "General b"],
         ["Jester y", "Maid b", "Guard r", "Wizard y", "Butler y", "General r"]],
        colours=RYB,
    )
    s2, _ = act(s, "play Jester(grey)")
    assert legal(s2) == ["pass to Yellow", "pass to Blue"]
    assert PassTo(B) in GAME.legal_actions(s2)
    s3, events = act(s2, "pass to Blue")
    assert s3.turn == B and "Blue" in events[0].message.label("en")


def test_json_round_trip_keeps_the_colours():
    match = Match("whispers", 3, 9, colours=("赤", "Yellow", "blue"))
    match.play_out(seed=1, max_steps=60)
    record = json.loads(match.to_json())
    assert record["options"]["colours"] == list(RYB)
    again = Match.from_json(match.to_json())
    assert again.options == match.options and again.options.colours == RYB
    assert again.state == match.state and again.log == match.log


def test_the_explorer_names_and_draws_the_chosen_colours():
    app = WhispersExplorer("whispers", seed=3, colours=RYB, use_dot=False)
    labels = [label for label, _ in app.seat_picker.options]
    assert any("Yellow" in label for label in labels)
    assert not any("Green" in label for label in labels)
    assert "Yellow" in app.table.value and COLOUR_HEX[Colour.YELLOW] in app.graph_html.value
    app.set_language("ja")
    assert any("黄" in label for label, _ in app.seat_picker.options)
    app.bot_move()
    assert app.match.step == 1 and app.messages.value == ""
    app.new_game()
    assert app.match.state.colours == (Colour.RED, Colour.YELLOW, Colour.BLUE)


BAD = [
    (("red", "blue"), "one colour per player", "1人に1色ずつ"),
    (("red", "blue", "green", "yellow"), "3 players, but 4", "3人に対して4色"),
    (("red", "pink", "blue"), "'pink' is not a player colour", "'pink' はプレイヤーの色では"),
    (("red", "grey", "blue"), "'grey' is not a player colour", "プレイヤーの色ではありません"),
    (("red", Colour.NEUTRAL, "blue"), "is not a player colour", "プレイヤーの色ではありません"),
    (("red", 1, "blue"), "1 is not a player colour", "1 はプレイヤーの色では"),
    (("red", "Red", "blue"), "red is given twice", "赤が2回指定"),
    (("赤", "黄", "yellow"), "yellow is given twice", "黄色が2回指定"),
    ("red,yellow,blue", "must be a list of colours", "色のリスト"),
    (None, "must be a list of colours", "色のリスト"),
]


@pytest.mark.parametrize(("value", "en", "ja"), BAD, ids=lambda v: repr(v)[:30])
def test_bad_colours_are_refused_in_both_languages(value, en, ja):
    with pytest.raises(OptionError) as caught:
        Match("whispers", 3, 0, colours=value)
    error = caught.value
    assert en in error.in_language("en") and "'colours'" in error.in_language("en")
    assert ja in error.in_language("ja") and "「colours」" in error.in_language("ja")
    with pytest.raises(OptionError) as again:
        Match("whispers", 3, 0, lang="ja", colours=value)
    assert ja in str(again.value)


def test_unknown_colour_lists_the_choices():
    with pytest.raises(OptionError) as caught:
        GAME.make_options(3, colours=("red", "pink", "blue"))
    assert "red, blue, green, yellow or purple" in caught.value.in_language("en")
    assert "赤、青、緑、黄色、紫のいずれか" in caught.value.in_language("ja")


class _ColouredMatch(Match):
    """A `Match` that seats non-default colours unless told otherwise, so that the engine's
    conformance battery (which takes no options) runs on them."""

    SEATS = {3: ("purple", "yellow", "red"), 4: ("green", "purple", "blue", "yellow"),
             5: ("yellow", "purple", "green", "red", "blue")}

    def __init__(self, name, players=None, seed=0, **options):
        options.setdefault("colours", self.SEATS[players or 3])
        super().__init__(name, players, seed, **options)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_conformance_battery_with_chosen_colours(players, monkeypatch):
    monkeypatch.setattr(testing, "Match", _ColouredMatch)
    assert testing.Match("whispers", players, 0).options.colours == _ColouredMatch.SEATS[
        players]
    for name, check in testing.ALL_CHECKS.items():
        if name != "playthroughs":
            check("whispers", players, players * 11)
    testing.check_playthroughs("whispers", players, range(3))
