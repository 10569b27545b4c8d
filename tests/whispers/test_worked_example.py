"""The worked example of spec §11, played move by move (golden test).

The spec's players are Red, Blue and Yellow. The example is played twice: with the default
3-player colours (Red, Blue and Green, so the spec's yellow cards are green, "g") and with the
spec's own colours through the `colours` option (§3.1); grey cards are "n".
The example is played with the default options: the Wizard's card is taken blind, at random
(§12 A1), and the stacked position's generator (seed 0) happens to draw the example's Guard.
"""

from __future__ import annotations

import pytest

from explorer.games.whispers import GAME, ROUND_END_A, Character, Phase, turn_graph
from explorer.games.whispers.setup import stacked

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
