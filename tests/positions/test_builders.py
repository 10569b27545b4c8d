"""Each game's position builder: a documented set-up is accepted, an impossible one refused
with the rule it breaks, in both languages; the teaching scenarios show what they promise."""

from __future__ import annotations

import re

import pytest

from explorer import Match, PositionError
from explorer.games.citadels.positions import position as citadels_position
from explorer.games.naishi import score_now
from explorer.games.naishi.positions import position as naishi_position
from explorer.games.whispers.positions import position as whispers_position

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
PLAIN = ("Mountain",) * 5


def refused(name: str, state: object) -> str:
    """The English reason a position is refused (the Japanese one must exist too)."""
    with pytest.raises(PositionError) as caught:
        Match.from_position(name, state, lang="ja")
    assert JAPANESE.search(str(caught.value))
    return caught.value.in_language("en")


def naishi(**changes: object) -> object:
    base: dict[str, object] = dict(
        lines=[PLAIN, PLAIN], hands=[("Fort", "Mountain", "Naishi", "Torii", "Mountain"),
                                     ("Mountain", "Torii", "Sentinel", "Advisor", "Monk")],
        river=[5, 5, 5, 5, 5])
    base.update(changes)
    return naishi_position(**base)  # type: ignore[arg-type]  # keyword values typed as object


class TestNaishi:
    def test_a_built_position_is_a_turn_with_every_card_placed(self) -> None:
        match = Match.from_position("naishi", naishi(court={"S1": 1}, player=1))
        assert match.current_player == 1 and match.state.court[0] == 1
        assert sum(len(p) for p in match.state.river) == 25
        match.play("develop L1")
        assert match.state.lines[1][0] is not None and match.step == 1

    def test_a_third_naishi_is_refused(self) -> None:
        reason = refused("naishi", naishi(lines=[("Naishi",) * 2 + PLAIN[2:], PLAIN]))
        assert "too many copies of Naishi" in reason

    def test_a_short_line_is_refused(self) -> None:
        with pytest.raises(ValueError, match="five cards, not 4"):
            naishi(lines=[PLAIN[:4], PLAIN])

    def test_a_river_bigger_than_the_cards_left_is_refused(self) -> None:
        with pytest.raises(PositionError, match="only 27 Development cards"):
            naishi(river=[6, 6, 6, 6, 6])

    def test_a_third_emissary_is_refused(self) -> None:
        reason = refused("naishi", naishi(court={"S1": 0, "S2": 0, "D1": 0}))
        assert "only two emissaries" in reason

    def test_a_mountain_in_the_river_is_refused(self) -> None:
        reason = refused("naishi", naishi(river=[["Mountain", "?"], 5, 5, 5, 5]))
        assert "never in the River" in reason

    def test_two_exhausted_piles_need_the_end_triggered(self) -> None:
        assert "end must already be triggered" in refused("naishi", naishi(river=[0, 0, 5, 5, 5]))
        ok = Match.from_position("naishi", naishi(river=[0, 0, 5, 5, 5], player=1,
                                                 final_seat=1))
        assert ok.current_player == 1

    def test_declaring_wins_against_every_last_turn(self) -> None:
        """The scenario's promise: after Player 1 declares, no last turn of Player 2 (any
        sequence of legal actions) wins or ties."""
        match = Match.from_scenario("naishi", "declare_wins")
        match.redo()
        game, start = match.game, match.state
        assert start.final_seat == 1 and match.current_player == 1
        stack, ends = [start], 0
        while stack:
            state = stack.pop()
            if game.is_over(state):
                outcome = game.outcome(state)
                assert outcome is not None and outcome.winners == (0,), outcome.scores
                ends += 1
                continue
            stack.extend(game.apply(state, a).state for a in game.legal_actions(state))
        assert ends >= 8

    def test_the_decree_scenario_offers_the_centre_swap(self) -> None:
        match = Match.from_scenario("naishi", "decree_swap")
        before = score_now(match.state, 0).total
        match.play("decree L3")
        assert score_now(match.state, 0).total - before >= 12


class TestWhispers:
    def test_a_built_position_plays(self) -> None:
        state = whispers_position([["Jester n", "Maid r"], ["Guard b"], ["Wizard g"]],
                                  areas=[["Wizard r", "Guard r", "Accountant r", "General r"],
                                         ["Maid b", "Jester b", "Butler b", "Wizard b",
                                          "General b"],
                                         ["Maid g", "Jester g", "Butler g", "Guard g",
                                          "General g"]])
        match = Match.from_position("whispers", state)
        assert {str(a) for a in match.legal_actions()} == {"play Jester(grey)",
                                                             "play Maid(red)"}

    def test_a_duplicate_character_in_an_area_is_refused(self) -> None:
        state = whispers_position([["Jester n"] * 1 + ["Maid r"] * 1, ["Guard b"] * 1,
                                   ["Wizard g"]],
                                  areas=[["Wizard r", "Wizard n", "Accountant r", "General r"],
                                         [], []])
        assert "never holds two cards of one character" in refused("whispers", state)

    def test_hand_and_area_must_make_six(self) -> None:
        state = whispers_position([["Jester n", "Maid r"], ["Guard b"], ["Wizard g"]])
        assert "hold 6 cards together" in refused("whispers", state)

    def test_the_grey_tie_scenario_asks_red_to_choose(self) -> None:
        match = Match.from_scenario("whispers", "grey_tie")
        match.redo()
        assert [str(a) for a in match.legal_actions()] == ["pass to Blue", "pass to Green"]
        assert match.current_player == 0


class TestCitadels:
    def test_a_built_round_opens_the_draft_with_the_crown(self) -> None:
        state = citadels_position(5, cities={2: ["Manor", "Keep"]}, gold={2: 7}, crown=2,
                                  seed=3)
        match = Match.from_position("citadels", state)
        assert match.current_player == 2 and match.state.round == 1
        assert len(match.state.face_up) == 1 and len(match.state.face_down) == 1

    def test_the_same_district_twice_in_a_city_is_refused(self) -> None:
        state = citadels_position(4, cities={0: ["Manor", "Manor"]}, crown=0)
        assert "same district twice" in refused("citadels", state)

    def test_more_copies_than_the_deck_has_are_refused(self) -> None:
        state = citadels_position(4, hands={0: ["Cathedral"] * 2, 1: ["Cathedral"]})
        assert "too many copies of Cathedral" in refused("citadels", state)

    def test_the_king_face_up_is_refused(self) -> None:
        state = citadels_position(4, face_down="Bishop", face_up=["King", "Warlord"])
        assert "never removed face up" in refused("citadels", state)

    def test_an_unknown_district_is_named(self) -> None:
        with pytest.raises(ValueError, match="'Dragon' is not a district"):
            citadels_position(4, cities={0: ["Dragon"]})

    def test_the_killed_king_scenario_refuses_the_robbery_with_the_reason(self) -> None:
        match = Match.from_scenario("citadels", "killed_king")
        robbery = next(a for a in match.game.candidate_actions(match.state)
                       if str(a) == "rob King")
        reason = match.why_illegal(robbery)
        assert reason is not None and "killed" in reason.label("en")


@pytest.mark.parametrize("build", [
    lambda: naishi(lines=[("Dragon",) + PLAIN[1:], PLAIN]),
    lambda: whispers_position([["Dragon r"], [], []]),
    lambda: whispers_position([["Maid r", "Maid r"], [], []]),
    lambda: citadels_position(4, face_down="Jester"),
])
def test_a_builder_refuses_bad_input_in_both_languages(build: object) -> None:
    with pytest.raises(PositionError) as caught:
        build()  # type: ignore[operator]  # a builder, typed as a parameter's object
    assert JAPANESE.search(caught.value.in_language("ja"))
    assert caught.value.in_language("en").startswith("This position cannot be set up")
