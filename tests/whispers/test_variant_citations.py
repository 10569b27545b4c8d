"""Under a variant reading (or a what-if) the log and the table note cite that reading's own
rule (issues 12 and 23), and the Wizard's and Butler's sub-steps each add a log line (issue 7)."""

from __future__ import annotations

import re

import pytest

from explorer.engine import rule
from explorer.games.whispers import GAME, Character, Colour, Phase, SwapPick
from explorer.games.whispers.explain import explain_step
from explorer.games.whispers.graph import ROUND_END_A, turn_edges
from explorer.games.whispers.rules import phase_rule
from explorer.games.whispers.setup import stacked
from explorer.viz import whispers as vw

from .util import act, run


def chips(html: str) -> list[str]:
    """The rule ids of the chips in a piece of HTML."""
    return re.findall(r'data-rule="([^"]+)"', html)


def empty_blue(**options):
    """Blue holds no card (possible only with unequal Wizard exchanges) and Green has the
    fewest area cards among those holding cards."""
    return stacked([["Jester b", "Maid r"], [], ["Accountant g", "General g"]],
                   areas=[["Guard r"], ["Maid b"], []], wizard_equal_counts=False, **options)


class TestEmptyHandFallback:
    def test_log_cites_the_fallback_not_the_grey_rule(self):
        s, ev = act(empty_blue(), "play Jester(blue)")
        assert s.turn == 2
        passes = [e for e in ev if e.rule.startswith(("whispers.4.4", "whispers.9"))]
        assert [e.rule for e in passes] == ["whispers.9.I1"]
        for lang in ("en", "ja"):
            text = passes[0].label(lang)
            assert "Grey card" not in text and "灰色のカード" not in text
        assert "Blue" in passes[0].label("en") and "Green" in passes[0].label("en")

    def test_table_note_cites_the_fallback(self):
        s, _ = act(empty_blue(), "play Jester(blue)")
        html = vw.step_note_html(GAME, s, "en")
        assert "whispers.9.I1" in chips(html)
        assert "whispers.4.4.colour" not in chips(html)
        assert "its colour passes the turn" not in html

    def test_tie_under_the_fallback_and_the_choice(self):
        s = stacked([["Jester b", "Maid r"], [], ["Accountant g", "General g"]],
                    areas=[["Guard r"], ["Maid b"], ["Guard g", "Maid g"]],
                    wizard_equal_counts=False)
        s, ev = act(s, "play Jester(blue)")
        assert s.phase is Phase.PASS and set(s.ties) == {0, 2}
        assert ev[-1].rule == "whispers.9.I1" and "Grey" not in ev[-1].label("en")
        assert phase_rule(s) == "whispers.9.I1"
        s, ev = act(s, "pass to Green")
        assert [e.rule for e in ev] == ["whispers.9.I1"]
        assert "whispers.9.I1" in chips(vw.step_note_html(GAME, s, "ja"))

    def test_rule_registered_in_both_languages(self):
        r = rule("whispers.9.I1")
        assert r.title.en and r.title.ja and r.text.en and r.text.ja


class TestKingReshuffleWithoutFaceUp:
    def test_cites_the_five_card_reading(self):
        s = stacked([["General r", "Jester r"], ["Jester b"], ["Jester g"]], king="Maid",
                    king_reshuffle_includes_face_up=False)
        s = type(s)(**{**{f: getattr(s, f) for f in s.__dataclass_fields__},
                       "king_pile": (), "king_used": tuple(k for k in s.king_pile)})
        _, ev = act(s, "play General(red)")
        rules = [e.rule for e in ev]
        assert "whispers.12.A8" not in rules and "whispers.12.A8.five" in rules
        text = rule("whispers.12.A8.five").text
        assert "all six" not in text.en and "five" in text.en and "5枚" in text.ja


class TestPhaseChipFollowsTheVariant:
    def prompt_chip(self, state) -> str:
        return chips(vw.step_note_html(GAME, state, "en"))[-1]

    def test_wizard_variants(self):
        for options in ({"wizard_equal_counts": False}, {"wizard_target_pick": "active_sees"},
                        {"wizard_target_pick": "target_chooses"}):
            s = stacked([["Wizard r", "Maid r"], ["Jester b"], ["Jester g"]], **options)
            s, _ = act(s, "play Wizard(red)")
            assert s.phase is Phase.WIZARD_TARGET
            assert self.prompt_chip(s) == "whispers.12.A1", options
        s = stacked([["Wizard r", "Maid r"], ["Jester b"], ["Jester g"]])
        s, _ = act(s, "play Wizard(red)")
        assert self.prompt_chip(s) == "whispers.4.2.wizard"

    def test_butler_own_area(self):
        s = stacked([["Butler r", "Jester r"], ["Jester b"], ["Jester g"]],
                    areas=[["Maid n"], ["Guard b"], ["Accountant g"]],
                    butler_requires_own_area=True)
        s, _ = act(s, "play Butler(red)")
        assert s.phase is Phase.BUTLER_FIRST and self.prompt_chip(s) == "whispers.12.A2"

    def test_tie_counting_hands(self):
        s = stacked([["Jester n", "Maid r", "Guard r"], ["Jester b", "Maid b"],
                     ["Jester g", "Maid g"]],
                    neutral_pass_counts="hand")
        s, _ = act(s, "play Jester(grey)")
        assert s.phase is Phase.PASS and self.prompt_chip(s) == "whispers.12.A5"


def test_forced_duplicate_edges_name_their_card():
    s = stacked([["Maid r", "Guard b"], ["Jester b"], ["Jester g"]],
                areas=[["Maid n", "Guard n"], [], []], forced_card_is_placed=True)
    edges = turn_edges(s)
    assert {e.target for e in edges} == {ROUND_END_A}
    assert {(e.character, e.colour) for e in edges} == {
        (Character.MAID, Colour.RED), (Character.GUARD, Colour.BLUE)}


class TestSubStepLogLines:
    """Every card chosen during a Wizard exchange or a Butler swap adds a log line, hidden from
    the seats that must not see the card."""

    def test_wizard_gives_one_by_one(self):
        s = stacked([["Wizard r", "Maid r", "Guard r"], ["Jester b", "Maid b"], ["Jester g"]])
        s, ev = run(s, "play Wizard(red)", "wizard target Blue")
        s, ev = act(s, "give Maid(red)")
        assert len(ev) == 1 and ev[0].rule == "whispers.4.2.wizard"
        assert "Maid" in ev[0].for_seat(0).label("en")
        for seat in (1, 2):
            assert "Maid" not in ev[0].for_seat(seat).label("en")
            assert "メイド" not in ev[0].for_seat(seat).label("ja")
        s, ev = act(s, "give Guard(red)")
        assert ev[0].rule == "whispers.4.2.wizard"
        assert any(e.message.key == "whispers.ev.exchange" for e in ev)

    def test_wizard_variant_steps(self):
        s = stacked([["Wizard r", "Maid r", "Guard r"], ["Jester b", "Maid b"], ["Jester g"]],
                    wizard_equal_counts=False, wizard_target_pick="target_chooses")
        s, _ = run(s, "play Wizard(red)", "wizard target Blue", "give Maid(red)")
        s, ev = act(s, "done giving")
        assert [e.rule for e in ev] == ["whispers.12.A1"] and "1" in ev[0].label("en")
        s, ev = act(s, "take 2 cards")
        assert [e.rule for e in ev] == ["whispers.12.A1"] and "2" in ev[0].label("en")
        assert GAME.current_player(s) == 1
        s, ev = act(s, "hand over Jester(blue)")
        assert len(ev) == 1 and ev[0].rule == "whispers.12.A1"
        assert "Jester" in ev[0].for_seat(0).label("en")
        assert "Jester" in ev[0].for_seat(1).label("en")
        assert "Jester" not in ev[0].for_seat(2).label("en")
        assert "道化師" not in ev[0].for_seat(2).label("ja")

    def test_butler_pick(self):
        s = stacked([["Butler r", "Jester r"], ["Jester b"], ["Jester g"]],
                    areas=[["Maid n"], ["Guard b"], ["Accountant g"]])
        s, _ = act(s, "play Butler(red)")
        s, ev = act(s, "butler pick Blue's Guard")
        assert len(ev) == 1 and ev[0].rule == "whispers.4.2.butler"
        assert "Blue" in ev[0].label("en") and "Guard" in ev[0].label("en")
        assert "衛兵" in ev[0].label("ja") and ev[0].public is None


def rule_lines(events) -> list[tuple[str, str]]:
    return [(e.rule, e.message.key) for e in events]


class TestNoEffectUnderTheReading:
    """A Wizard or Butler with nothing to act on cites the reading in force, in the log, the
    table's skip note and the refusal of the effect's action (issue 23)."""

    def butler(self, **options):
        # Red's area holds nothing the Butler may move; Blue's Guard and Green's Maid could
        # swap, but not under the own-area reading.
        return stacked([["Butler r", "Jester r"], ["Jester b"], ["Jester g"]],
                       areas=[[], ["Guard b"], ["Maid g"]], **options)

    def test_butler_own_area(self):
        s, ev = act(self.butler(butler_requires_own_area=True), "play Butler(red)")
        assert ("whispers.12.A2", "whispers.ev.no_effect") in rule_lines(ev)
        assert "whispers.4.2.butler" not in [e.rule for e in ev]
        assert explain_step(s, GAME.current_player(s)).skipped.rule == "whispers.12.A2"
        refused = GAME.why_illegal(s, SwapPick(1, Character.GUARD))
        assert refused.rule == "whispers.12.A2" and refused.key == "whispers.why.no_effect"
        s, _ = act(self.butler(), "play Butler(red)")
        assert s.phase is Phase.BUTLER_FIRST  # the default reading swaps Blue's and Green's

    def test_butler_too_early_keeps_the_cards_own_rule(self):
        s = stacked([["Butler r", "Jester r"], ["Jester b"], ["Jester g"]],
                    butler_requires_own_area=True)
        s, ev = act(s, "play Butler(red)")
        assert ("whispers.4.2.butler", "whispers.ev.too_early") in rule_lines(ev)

    def test_wizard_unequal_counts(self):
        lone = [["Wizard r"], ["Jester b", "Maid b"], ["Jester g"]]
        _, ev = act(stacked(lone, wizard_equal_counts=False), "play Wizard(red)")
        assert ("whispers.12.A1", "whispers.ev.no_effect") in rule_lines(ev)
        assert "whispers.4.2.wizard" not in [e.rule for e in ev]
        _, ev = act(stacked(lone), "play Wizard(red)")
        assert ("whispers.4.2.wizard", "whispers.ev.no_effect") in rule_lines(ev)

    def test_open_accountant_note(self):
        s = stacked([["Accountant r", "Maid r"], ["Jester b"], ["Jester g"]],
                    accountant_hand_stays_open=True)
        s, _ = act(s, "play Accountant(red)")
        assert "whispers.12.A4" in chips(vw.table_html(GAME, s, 1, "en"))
        assert "whispers.4.2.accountant" not in chips(vw.table_html(GAME, s, 1, "en"))


def full_court(players: int, **options):
    """Red has five different characters in the area and plays a sixth."""
    hands = [["General r", "Maid r"], ["Jester b"], ["Jester g"], ["Jester y"], ["Jester p"]]
    return stacked(hands[:players], areas=[["Wizard b", "Maid b", "Butler g", "Guard g",
                                            "Accountant b"]] + [[]] * (players - 1), **options)


class TestRoundEndPoints:
    """A round end cites the rule that gives its points: §5 as printed, the Group SNE full
    court (4–5 players), or a what-if's own rule (issue 23)."""

    @pytest.mark.parametrize(("players", "options", "cited", "points"), [
        (3, {}, "whispers.5.B", 1),
        (3, {"full_court_points_3p": 2}, "whispers.5.B.points", 2),
        (3, {"full_court_points_3p": 5}, "whispers.5.B.points", 5),
        (3, {"full_court_points_4p_5p": 2}, "whispers.5.B", 1),
        (4, {}, "whispers.5.B", 1),
        (4, {"full_court_points_4p_5p": 2}, "whispers.8.2", 2),
        (5, {"full_court_points_4p_5p": 2, "full_court_points_3p": 3}, "whispers.8.2", 2),
    ])
    def test_full_court(self, players, options, cited, points):
        s, ev = act(full_court(players, **options), "play General(red)")
        (end,) = [e for e in ev if e.message.key == "whispers.ev.end_b"]
        assert end.rule == cited and s.scores[0] == points
        assert explain_step(s, GAME.current_player(s)).ended.rules[0] == cited
        assert "whispers.8.2" not in [e.rule for e in ev] or players >= 4

    @pytest.mark.parametrize(("options", "cited"), [
        ({}, "whispers.5.A"), ({"forced_end_points": 2}, "whispers.5.A.points")])
    def test_palace_whisper(self, options, cited):
        s = stacked([["Maid n"], ["Jester b"], ["Jester g"]], areas=[["Maid r"], [], []],
                    **options)
        s, ev = act(s, "show hand")
        assert [e.rule for e in ev if e.message.key in ("whispers.ev.forced", "whispers.ev.end_a")
                ] == [cited, cited]
        assert explain_step(s, GAME.current_player(s)).ended.rules[0] == cited

    def test_what_if_rules_say_the_printed_points_are_replaced(self):
        for rule_id in ("whispers.5.A.points", "whispers.5.B.points"):
            text = rule(rule_id).text
            assert "printed 1" in text.en and "印刷された1点" in text.ja


class TestForcedCardUnderTheJesterKing:
    """§12 A6 with King: Jester up: a Jester placed by force is not a duplicate (issue 23)."""

    def test_a_forbidden_jester_is_not_called_a_duplicate(self):
        s = stacked([["Jester r", "Maid r"], ["Jester b"], ["Jester g"]],
                    areas=[["Maid b"], [], []], king="Jester", forced_card_is_placed=True)
        _, ev = act(s, "forced Jester(red)")
        (placed,) = [e for e in ev if e.rule == "whispers.12.A6"]
        assert placed.message.key == "whispers.ev.forced_play_banned"
        assert "duplicate" not in placed.label("en") and "重複" not in placed.label("ja")
        assert "King" in placed.label("en") and "国王" in placed.label("ja")
        _, ev = act(s, "forced Maid(red)")
        (placed,) = [e for e in ev if e.rule == "whispers.12.A6"]
        assert placed.message.key == "whispers.ev.forced_play" and "duplicate" in placed.label(
            "en")

    def test_the_rule_names_both_cases(self):
        text = rule("whispers.12.A6").text
        assert "duplicate" in text.en and "Jester" in text.en
        assert "重複" in text.ja and "道化師" in text.ja
