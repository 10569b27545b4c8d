"""What each seat sees, the disabled buttons with their reasons, and refusals in both
languages (rules spec naishi §3.7, §6.1 visibility, §13 A10)."""

from __future__ import annotations

import pytest

from explorer import Match
from explorer.engine import IllegalActionError
from explorer.games.naishi import (
    GAME,
    Card,
    Declare,
    Decree,
    Develop,
    EndTurn,
    Give,
    Pass,
    Phase,
    Recall,
    Row,
    SwapLine,
)

from . import play, position, refusal

L, H = Row.LINE, Row.HAND


class TestViews:
    def test_a_seat_sees_its_hand_and_the_river_tops_only(self) -> None:
        state, _ = play(position(), Develop(H, 2), EndTurn())
        seen = GAME.view(state, 0)
        assert seen.hands[0] == state.hands[0]
        assert seen.hands[1] == (None,) * 5
        assert [len(p) for p in seen.river] == [len(p) for p in state.river]
        assert all(p[1:] == (None,) * (len(p) - 1) for p in seen.river)
        assert [p[:1] for p in seen.river] == [p[:1] for p in state.river]
        assert seen.discard == state.discard and seen.lines == state.lines
        assert seen.rng is None and GAME.view(seen, 0) == seen
        assert GAME.view(state, None) == state

    def test_the_acting_seat_decides_from_its_view(self) -> None:
        state = position(court=(0, None, None, 1, None, None))
        assert GAME.legal_actions(GAME.view(state, 0)) == GAME.legal_actions(state)

    def test_hands_are_revealed_at_the_end(self) -> None:
        state = position(phase=Phase.OVER)
        assert GAME.view(state, 0).hands == state.hands

    def test_the_log_hides_the_shuffled_hand_order(self) -> None:
        match = Match("naishi", seed=6)
        match.play(match.legal_actions()[0])
        match.play(match.legal_actions()[0])
        hand_events = [e for e in match.log if e.rule == "naishi.3.7"]
        assert len(hand_events) == 2
        for event in hand_events:
            owner = event.actor
            assert owner is not None
            assert ": " in event.label("en", owner)
            assert event.label("en", 1 - owner).endswith("into a Hand.")


class TestCandidates:
    def test_disabled_buttons_come_with_reasons(self) -> None:
        state = position(river=[["Naishi"], [], ["Fort"], ["Monk"], ["Ronin"]],
                         court=(None, None, None, None, None, 1))
        legal = set(GAME.legal_actions(state))
        candidates = GAME.candidate_actions(state)
        assert legal <= set(candidates)
        illegal = [a for a in candidates if a not in legal]
        reasons = {str(a): refusal(state, a)[0] for a in illegal}
        assert reasons["develop L2"] == "Pile 2 is empty: you cannot develop in column 2."
        assert reasons["decree L1"].startswith("The Decree was already used")
        assert Declare() in legal  # pile 2 was already empty when the turn began
        assert reasons["recall"].startswith("You have no emissary")
        assert reasons["end turn"] == "Take your main action before ending the turn."
        for action in illegal:
            en, ja = refusal(state, action)
            assert en and ja and en != ja

    def test_declare_before_any_pile_is_exhausted(self) -> None:
        state = position()
        assert Declare() in GAME.candidate_actions(state)
        assert refusal(state, Declare())[0].startswith("No pile is exhausted yet")


class TestRefusals:
    @pytest.mark.parametrize(
        ("action", "en", "ja"),
        [
            (Develop(L, 6), "Columns and piles are numbered 1 to 5, not 6.", "番号は1～5です"),
            (SwapLine(2, 2), "Choose two different columns.", "異なる2つの列"),
            (Pass(), "Passing is not allowed while an action is possible.", "パスできません"),
            (Give(Card.FORT), "The opening exchange is over.", "最初の交換は終わっています"),
        ],
    )
    def test_reasons_in_both_languages(self, action: object, en: str, ja: str) -> None:
        got_en, got_ja = refusal(position(), action)
        assert got_en.startswith(en) and ja in got_ja

    def test_not_an_action(self) -> None:
        reason = GAME.why_illegal(position(), "develop L1")
        assert reason is not None and "not a Naishi action" in reason.label("en")
        assert "内侍の行動ではありません" in reason.label("ja")

    def test_a_refused_action_leaves_the_match_unchanged(self) -> None:
        match = Match("naishi", seed=2)
        match.play(match.legal_actions()[0])
        match.play(match.legal_actions()[0])
        before = match.to_json()
        with pytest.raises(IllegalActionError) as info:
            match.play(Recall(()))
        assert "no emissary" in str(info.value)
        assert "使者がいません" in info.value.in_language("ja")
        assert match.to_json() == before

    def test_decree_after_develop(self) -> None:
        state, _ = play(position(), Develop(L, 1))
        en, ja = refusal(state, Decree(L, 2))
        assert en == "You already took your main action this turn."
        assert ja == "この手番の主アクションはもう行いました。"
