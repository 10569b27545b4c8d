"""The scenario `palace_whisper` reaches its moment by play (issue 21, Deliver 2): from the
round's deal, eight plays bring the turn to Red, who holds only a Maid and a Guard with a Maid
and a Guard in the area. Lesson plan 3 asks "who could have avoided passing the turn to Red?":
the answer is read from the match's history, with the turn graph of each step (what the
explorer shows at that step of the timeline)."""

from __future__ import annotations

from explorer import Match
from explorer.games.whispers import Phase, Play, turn_graph
from explorer.games.whispers.scenarios import PALACE_PLAYS

from .util import area_names, hand_names

R, B, G = 0, 1, 2


def next_to_play(match: Match, step: int) -> int:
    """Who has the turn once the play at `step` and its effect and pass are over."""
    for later in range(step + 1, match.length + 1):
        state = match.state_at(later)
        if state.phase is Phase.PLAY:
            return state.turn
    raise AssertionError(f"the play at step {step} never passed the turn")


def avoidable_passes(match: Match, seat: int) -> list[tuple[int, int, str, list[str]]]:
    """Each play of the history that passed the turn to `seat` while another legal card would
    not have (by the turn graph of the step: none of its edges leads to `seat`): the step,
    the player, the card played and those other cards."""
    found = []
    for step in range(match.step):
        action = match.timeline[step]
        if not isinstance(action, Play) or next_to_play(match, step) != seat:
            continue
        state = match.state_at(step)
        targets: dict[str, set[object]] = {}
        for _, target, key, _ in turn_graph(state).out_edges(state.turn, keys=True, data=True):
            targets.setdefault(key, set()).add(target)
        assert seat in targets[str(action)]
        others = [key for key, to in targets.items() if key != str(action) and seat not in to]
        if others:
            found.append((step, state.turn, str(action), others))
    return found


def test_the_moment_is_reached_by_play_from_the_deal() -> None:
    match = Match.from_scenario("whispers", "palace_whisper")
    assert match.step == match.length == len(PALACE_PLAYS) == 8
    deal = match.state_at(0)
    assert all(len(hand) == 6 for hand in deal.hands) and not any(deal.areas)
    assert deal.king is None and deal.turn == R and deal.scores == (0, 0, 0)
    # The moment, as the scenario's description says: Red has a Maid and a Guard in the area
    # and holds only a Maid and a Guard, so Red has no legal card (case A).
    s = match.state
    assert hand_names(s, R) == ["Guard g", "Maid n"]
    assert {"Maid b", "Guard b"} <= set(area_names(s, R))
    assert [str(a) for a in match.legal_actions()] == ["show hand"]
    match.play("show hand")
    assert match.state.scores == (0, 1, 1)
    assert [e.rule for e in match.events_at(match.step)][:2] == ["whispers.5.A", "whispers.5.A"]


def test_the_log_shows_how_the_turn_came_to_red() -> None:
    match = Match.from_scenario("whispers", "palace_whisper")
    log = [event.label("en") for event in match.log]
    # Red's General turned up King: Maid, so the two Maids played after it did nothing.
    assert "King card turned up: Maid is silenced." in log
    assert log.count("The Maid is silenced by the King card: no effect.") == 2
    # Red's Accountant showed Red's last two cards before Green passed the turn to Red.
    shown = log.index("Red shows the hand: Maid (Grey) and Guard (Green).")
    assert log.index("Green plays Jester (Red).") > shown
    assert log[-1] == "Red card: the turn passes to Red."


def test_who_could_have_avoided_passing_the_turn_to_red_is_answered_by_the_history() -> None:
    match = Match.from_scenario("whispers", "palace_whisper")
    answer = avoidable_passes(match, R)
    assert answer, "no play of the history could have kept the turn from Red"
    # Every play that brought the turn to Red had another card (Red's own General included).
    assert [(step, player, card) for step, player, card, _ in answer] == [
        (2, G, "play Accountant(red)"), (3, R, "play General(red)"), (5, B, "play Maid(red)"),
        (7, G, "play Jester(red)")]
    # The last one ended the round: Red had no legal card left, as Red's Accountant had shown.
    step, player, card, others = answer[-1]
    assert player == G and set(others) == {
        "play Jester(green)", "play Wizard(green)", "play Guard(grey)", "play Butler(grey)"}
    state = match.state_at(step)
    butler = {v for _, v, k in turn_graph(state).out_edges(G, keys=True)
              if k == "play Butler(grey)"}
    assert butler == {B, G}  # a tie: Green would choose
    # Played instead, the green Jester keeps the turn with Green.
    match.goto(step)
    match.play("play Jester(green)")
    assert match.state.turn == G and match.state.phase is Phase.PLAY
    assert match.length == step + 1  # a new branch: the history after it is dropped


def test_a_history_without_a_choice_has_no_answer() -> None:
    """The search can come back empty: at the deal nobody has passed the turn yet."""
    match = Match.from_scenario("whispers", "palace_whisper")
    match.goto(0)
    assert avoidable_passes(match, R) == []
    match.goto(1)  # Red's Guard(blue) passed the turn to Blue, not to Red
    assert avoidable_passes(match, R) == []
