"""The worked example of spec §11, played move by move (golden test).

The spec's players are Red, Blue and Yellow. The example is played twice: with the default
3-player colours (Red, Blue and Green, so the spec's yellow cards are green, "g") and with the
spec's own colours through the `colours` option (§3.1); grey cards are "n".
The example is played with the default options: the Wizard's card is taken blind, at random
(§12 A1), and the stacked position's generator (seed 0) happens to draw the example's Guard.

The scenario `worked_example` holds the same twelve turns in its timeline (issue 21, Deliver 2):
its rows are checked against the spec's table, and the table in the documentation (both
languages) against the engine.
"""

from __future__ import annotations

import pytest

from explorer import Match
from explorer.games.whispers import GAME, ROUND_END_A, Character, Phase, turn_graph
from explorer.games.whispers.scenarios import WORKED_TURNS
from explorer.games.whispers.setup import stacked
from tools import worked_example

from .util import act, area_names, hand_names, legal, run

R, B, Y = 0, 1, 2


def start(colours=(), y="g"):
    return stacked(
        [
            ["Wizard r", "General b", "Maid n", "Guard b", "Accountant n", f"Jester {y}"],
            ["Guard n", "Butler r", f"Maid {y}", "Jester b", f"Wizard {y}", "Accountant r"],
            ["General n", "Butler b", "Maid r", f"Accountant {y}", f"Guard {y}", "Wizard n"],
        ],
        draw=["Accountant b", "General r"],
        king_pile=["Jester", "Guard"],
        seed=0,
        colours=colours,
    )


def sizes(state):
    return tuple(len(a) for a in state.areas)


SEATINGS = {
    # The engine's default 3-player colours: the spec's yellow seat plays green.
    "red-blue-green": ((), "g", "green"),
    # The spec's own colours (§11: R, B, Y), with the `colours` option (§3.1).
    "red-blue-yellow": (("red", "blue", "yellow"), "y", "yellow"),
}


@pytest.mark.parametrize("seating", SEATINGS)
def test_worked_example_section_11(seating):
    colours, y, yw = SEATINGS[seating]
    name = yw.capitalize()
    s = start(colours, y)
    assert len(s.draw) == 17 and s.king is None and s.turn == R
    # 1. R plays Wizard(r), names Y, gives Jester(y), takes Guard(y); red card: R again.
    assert s.options == GAME.make_options(3, colours=colours)
    s, _ = run(s, "play Wizard(red)", f"wizard target {name}", f"give Jester({yw})", "done giving")
    assert f"Guard {y}" in hand_names(s, R) and f"Jester {y}" in hand_names(s, Y)
    assert sizes(s) == (1, 0, 0) and s.turn == R and s.phase is Phase.PLAY
    # 2. R plays General(b): King Jester; blue card → B.
    s, _ = act(s, "play General(blue)")
    assert s.king is Character.JESTER and sizes(s) == (2, 0, 0) and s.turn == B
    # 3. B plays Guard(g): nothing else in B's area, no effect; fewest = Y alone.
    s, ev = act(s, "play Guard(grey)")
    assert any(e.message.key == "whispers.ev.no_effect" for e in ev)
    assert sizes(s) == (2, 1, 0) and s.turn == Y
    # 4. Y cannot play Jester(y); plays Maid(r), discards Jester(y), draws Accountant(b).
    assert f"play Jester({yw})" not in legal(s)
    s, _ = run(s, "play Maid(red)", f"discard Jester({yw})")
    assert "Accountant b" in hand_names(s, Y) and f"Jester {y}" not in hand_names(s, Y)
    assert sizes(s) == (2, 1, 1) and s.turn == R and len(s.discards) == 1
    # 5. R plays Accountant(g), shows Maid(g), Guard(b), Guard(y); B and Y tie, R chooses B.
    # The turn graph (§10) showed that tie before the play: dashed edges to B and Y.
    ties = {(v, d["choice"]) for _, v, k, d in turn_graph(s).out_edges(R, keys=True, data=True)
            if k == "play Accountant(grey)"}
    assert ties == {(B, True), (Y, True)}
    s, ev = act(s, "play Accountant(grey)")
    assert s.revealed == ((R, s.hands[R]),)
    assert sorted(hand_names(s, R)) == ["Guard b", f"Guard {y}", "Maid n"]
    for seat in (B, Y):
        assert GAME.view(s, seat).revealed == s.revealed
    assert s.phase is Phase.PASS and s.ties == (B, Y)
    s, _ = act(s, "pass to Blue")
    assert s.turn == B and sizes(s) == (3, 1, 1)
    # 6. B plays Butler(r): 6th card of the round; swaps R's Accountant(g) with Y's Maid(r).
    assert s.played_in_round == 5
    s, _ = run(s, "play Butler(red)", "butler pick Red's Accountant", f"swap with {name}'s Maid")
    assert area_names(s, R) == ["Wizard r", "General b", "Maid r"]
    assert area_names(s, Y) == ["Accountant n"]
    assert "play Maid(grey)" not in legal(s) and s.turn == R and sizes(s) == (3, 2, 1)
    # 7. Only Guards are legal; R plays Guard(y), takes Maid(r) back; yellow card → Y.
    assert legal(s) == ["play Guard(blue)", f"play Guard({yw})"]
    s, _ = run(s, f"play Guard({yw})", "take back Maid")
    assert area_names(s, R) == ["Wizard r", "General b", f"Guard {y}"]
    assert hand_names(s, R) == ["Guard b", "Maid n", "Maid r"]
    assert sizes(s) == (3, 2, 1) and s.turn == Y
    assert [len(h) + len(a) for h, a in zip(s.hands, s.areas, strict=True)] == [6, 6, 6]
    # 8. Y plays General(g) (both Accountants are duplicates): King Guard replaces King Jester.
    assert all("Accountant" not in a for a in legal(s))
    s, _ = act(s, "play General(grey)")
    assert s.king is Character.GUARD and s.king_used == (Character.JESTER,)
    assert s.phase is Phase.PASS and s.ties == (B, Y)
    s, _ = act(s, "pass to Blue")
    # 9. B plays Jester(b): no effect; blue → B again.
    s, _ = act(s, "play Jester(blue)")
    assert s.turn == B and sizes(s) == (3, 3, 2)
    # 10. B plays Accountant(r), shows Maid(y), Wizard(y); red → R.
    s, _ = act(s, "play Accountant(red)")
    assert sorted(hand_names(s, B)) == [f"Maid {y}", f"Wizard {y}"] and s.turn == R
    # 11. R plays Maid(r), discards Guard(b), draws General(r); red → R again.
    assert legal(s) == ["play Maid(grey)", "play Maid(red)"]
    s, _ = run(s, "play Maid(red)", "discard Guard(blue)")
    assert hand_names(s, R) == ["General r", "Maid n"] and s.turn == R
    assert sizes(s) == (4, 4, 2)
    # 12. R holds Maid(g) and General(r): both duplicates → case A.
    assert legal(s) == ["show hand"]
    assert list(turn_graph(s).successors(R)) == [ROUND_END_A]
    s, ev = act(s, "show hand")
    assert s.scores == (0, 1, 1)
    assert s.king is Character.GUARD
    assert s.turn == R and s.round == 2 and s.phase is Phase.PLAY
    assert all(len(h) == 6 for h in s.hands) and all(not a for a in s.areas)
    assert len(s.draw) == 17 and s.discards == ()
    assert [e.rule for e in ev] == ["whispers.5.A", "whispers.5.A", "whispers.6"]


#: The spec's table (§11), turns 1-11: who plays, the card, the area sizes after (R/B/Y) and
#: who plays next.
SPEC_TABLE = (
    (R, "Wizard(red)", (1, 0, 0), R),
    (R, "General(blue)", (2, 0, 0), B),
    (B, "Guard(grey)", (2, 1, 0), Y),
    (Y, "Maid(red)", (2, 1, 1), R),
    (R, "Accountant(grey)", (3, 1, 1), B),
    (B, "Butler(red)", (3, 2, 1), R),
    (R, "Guard(yellow)", (3, 2, 1), Y),
    (Y, "General(grey)", (3, 2, 2), B),
    (B, "Jester(blue)", (3, 3, 2), B),
    (B, "Accountant(red)", (3, 4, 2), R),
    (R, "Maid(red)", (4, 4, 2), R),
)
#: The King card face up after each turn that turns one up (§11: turns 2 and 8).
KINGS = {2: Character.JESTER, 8: Character.GUARD}


def turns(match):
    """Each turn of the scenario's timeline: (number, state before, state after)."""
    step = 0
    for number, turn in enumerate(WORKED_TURNS, 1):
        assert [str(a) for a in match.timeline[step:step + len(turn)]] == list(turn)
        yield number, match.state_at(step), match.state_at(step + len(turn))
        step += len(turn)


def test_the_scenario_opens_at_the_spec_deal_with_its_twelve_turns_in_the_timeline():
    match = Match.from_scenario("whispers", "worked_example")
    assert match.step == 0 and match.length == sum(len(t) for t in WORKED_TURNS) == 22
    spec = start(("red", "blue", "yellow"), "y")
    s = match.state
    assert s.hands == spec.hands and s.areas == ((), (), ()) and s.colours == spec.colours
    assert len(s.draw) == 17 and s.king is None and s.turn == R and s.round == 1
    assert [str(a) for a in match.legal_actions()][:1] != []
    # The Replay plays the whole timeline: the cursor goes to its end.
    match.goto(match.length)
    assert match.state.round == 2 and match.state.scores == (0, 1, 1)


def test_each_turn_of_the_scenario_is_the_spec_table_row():
    match = Match.from_scenario("whispers", "worked_example")
    rows = list(turns(match))
    assert len(rows) == 12
    king = None
    for (number, before, after), (player, card, sizes_after, next_player) in zip(
            rows, SPEC_TABLE, strict=False):
        assert before.turn == player and before.phase is Phase.PLAY, number
        assert str(WORKED_TURNS[number - 1][0]) == f"play {card}", number
        assert sizes(after) == sizes_after, number
        assert after.turn == next_player and after.phase is Phase.PLAY, number
        king = KINGS.get(number, king)
        assert after.king is king, number
        if number == 1:  # the Wizard took Yellow's Guard and gave Jester(y)
            assert "Guard y" in hand_names(after, R) and "Jester y" in hand_names(after, Y)
        if number == 4:
            assert "Accountant b" in hand_names(after, Y)
        if number in (5, 8):  # Blue and Yellow tie; the player chooses Blue
            tie = match.state_at(sum(len(t) for t in WORKED_TURNS[:number]) - 1)
            assert tie.phase is Phase.PASS and tie.ties == (B, Y)
        if number == 7:  # §11: "Check of I1 after turn 7: R 3+3, B 4+2, Y 5+1" (hand + area)
            assert [(len(h), len(a)) for h, a in zip(after.hands, after.areas, strict=True)
                    ] == [(3, 3), (4, 2), (5, 1)]
        if number == 11:
            assert hand_names(after, R) == ["General r", "Maid n"]
    # 12. Red holds only duplicates: case A; Blue and Yellow score 1, King: Guard stays up.
    number, before, after = rows[-1]
    assert WORKED_TURNS[-1] == ("show hand",)
    assert GAME.legal_actions(before) and [str(a) for a in GAME.legal_actions(before)] == [
        "show hand"]
    assert after.scores == (0, 1, 1) and after.king is Character.GUARD
    assert after.round == 2 and after.turn == R and len(after.draw) == 17
    assert match.events_at(match.length)[0].rule == "whispers.5.A"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_documentation_table_is_the_engines(lang):
    assert worked_example.written(lang) == worked_example.table(lang), (
        "run `python -m tools.worked_example` to rewrite the table")
    rows = worked_example.rows(lang)
    assert len(rows) == 12
    # The sizes column is the spec's.
    assert [tuple(int(n) for n in row[4].split("/")) for row in rows[:11]] == [
        sizes_after for _, _, sizes_after, _ in SPEC_TABLE]
    assert rows[11][2] == rows[11][4] == "—"


def test_the_documentation_table_opens_with_the_spec_first_turn():
    page = worked_example.written("en").splitlines()
    assert len(page) == 14 and page[2].startswith("| 1 | Red | Wizard (Red) |")
    assert "1/0/0" in page[2] and "Guard (Yellow)" in page[2]


def test_the_explorers_replay_plays_the_twelve_turns():
    from explorer.widgets import explore

    app = explore("whispers", scenario="worked_example")
    play = app.tools.play
    assert (play.value, play.max) == (0, 22) and app.match.step == 0
    for step in range(1, play.max + 1):
        play.value = step  # what the browser's ticks do
    assert app.match.step == 22 and app.match.state.scores == (0, 1, 1)
    assert "Round over (A): Blue and Yellow score 1 each" in app.log_html.value
    app.close()
