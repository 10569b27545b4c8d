"""Scenario tests on stacked positions: one class per rule area of the spec."""

from __future__ import annotations

import pytest

from explorer import Match, OptionError
from explorer.engine import IllegalActionError
from explorer.games.whispers import (
    GAME,
    Character,
    ChooseTarget,
    EndKind,
    ForcedPlay,
    HandOver,
    PassTo,
    Phase,
    Play,
    ShowHand,
    Skip,
    SwapPick,
    SwapWith,
    TakeBack,
    TakeCount,
)
from explorer.games.whispers.cards import HIDDEN, Colour, deck
from explorer.games.whispers.setup import parse, stacked
from explorer.games.whispers.state import WhispersOptions

from .util import act, area_names, hand_names, legal, refusal, rules_of, run

#: The printed targets by player count, read from the options' defaults (§7).
TARGET_SCORE = dict(zip((3, 4, 5), WhispersOptions().target_scores, strict=True))

N = Colour.NEUTRAL
FILL = ["Jester n", "Jester r", "Jester b", "Jester g", "Maid n", "Maid b"]


def hands3(red, blue=None, green=None):
    """Three hands; Blue and Green default to harmless six-card hands."""
    return [red, blue or ["Accountant b", "General b", "Butler b"],
            green or ["Accountant g", "General g", "Butler g"]]


class TestSetup:
    @pytest.mark.parametrize("players,total,draw", [(3, 35, 17), (4, 42, 18), (5, 49, 19)])
    def test_deck_and_deal(self, players, total, draw):
        assert len(deck(players)) == total
        m = Match("whispers", players, seed=4)
        s = m.state
        assert [len(h) for h in s.hands] == [6] * players and len(s.draw) == draw
        assert s.king is None and len(s.king_pile) == 6 and Character.GENERAL not in s.king_pile
        assert all(not a for a in s.areas) and s.scores == (0,) * players
        chars = [c.character for c in deck(players) if c.colour is N]
        assert sorted(chars) == sorted(list(Character) * 2)
        assert s.turn == 0 and m.log[0].rule == "whispers.3"

    def test_start_player_and_bad_options(self):
        assert Match("whispers", 4, seed=1, start_player=3).current_player == 3
        with pytest.raises(OptionError):
            Match("whispers", 3, start_player=3)
        with pytest.raises(OptionError):
            Match("whispers", 4, full_court_points_4p_5p=3)
        with pytest.raises(OptionError):
            Match("whispers", 4, wizard_target_pick="peek")
        with pytest.raises(OptionError):
            Match("whispers", 6)

    def test_targets(self):
        assert TARGET_SCORE == {3: 6, 4: 5, 5: 4}


class TestLegalPlays:
    def test_duplicate_refused_with_reason_and_shown_as_candidate(self):
        s = stacked(hands3(["Maid r", "Maid n", "Guard r", "Jester n", "Wizard n"]),
                    areas=[["Maid b"], [], []])
        assert "play Maid(red)" not in legal(s)
        assert refusal(s, Play(Character.MAID, Colour.RED)).key == "whispers.why.duplicate"
        candidates = [str(a) for a in GAME.candidate_actions(s)]
        assert "play Maid(red)" in candidates and "play Maid(grey)" in candidates
        assert refusal(s, Play(Character.BUTLER, N)).key == "whispers.why.not_in_hand"

    def test_jester_banned_under_king_jester(self):
        s = stacked(hands3(FILL), king="Jester")
        assert set(legal(s)) == {"play Maid(blue)", "play Maid(grey)"}
        assert refusal(s, Play(Character.JESTER, N)).key == "whispers.why.jester_banned"

    def test_neutral_copies_are_one_action(self):
        s = stacked(hands3(["Maid n", "Maid n", "Jester r", "Guard r", "Wizard r", "Butler r"]))
        assert legal(s).count("play Maid(grey)") == 1
        s2, _ = act(s, "play Maid(grey)")
        assert hand_names(s2, 0).count("Maid n") == 1

    def test_match_refuses_and_stays_unchanged(self):
        m = Match("whispers", 3, seed=2)
        before = m.to_json()
        with pytest.raises(IllegalActionError) as info:
            m.play(ShowHand())
        assert "legal card" in str(info.value) and m.to_json() == before
        assert "出せるカード" in info.value.in_language("ja")


class TestRoundEnds:
    def test_case_a_forced_whisper(self):
        s = stacked(hands3(["Maid r", "Jester n"], green=["Guard g"] * 1 + ["Maid g"] * 0
                           + ["Accountant g", "Wizard g", "Butler g", "General g", "Jester g"]),
                    areas=[["Maid n", "Jester r", "Guard n", "Wizard n"], [], ["Maid g"]],
                    king="Jester", turn=0)
        assert legal(s) == ["show hand"]
        s2, ev = act(s, "show hand")
        assert s2.scores == (0, 1, 1) and s2.last_end.kind is EndKind.FORCED
        assert s2.turn == 0 and s2.round == 2 and s2.king is Character.JESTER
        assert rules_of(ev)[:2] == ["whispers.5.A", "whispers.5.A"]
        assert [len(h) for h in s2.hands] == [6, 6, 6] and s2.played_in_round == 0

    def test_case_a_reason_for_show_hand_with_legal_card(self):
        s = stacked(hands3(FILL))
        assert refusal(s, ShowHand()).key == "whispers.why.has_legal"
        assert refusal(s, ShowHand()).rule == "whispers.4.1"

    def test_case_a_places_no_card_unless_the_option_says_so(self):
        s = stacked(hands3(["Maid r", "Jester n"]),
                    areas=[["Maid n", "Jester r"], [], []], turn=0)
        assert legal(s) == ["show hand"]
        why = refusal(s, ForcedPlay(Character.MAID, Colour.RED))
        assert why.key == "whispers.why.show_hand_instead" and why.rule == "whispers.12.A6"
        assert "forced_card_is_placed" in why.label("ja")

    def test_case_b_full_court_skips_effect(self):
        s = stacked(hands3(["General r"]),
                    areas=[["Maid n", "Jester r", "Guard n", "Wizard n", "Butler n"], [], []])
        pile = s.king_pile
        s2, ev = act(s, "play General(red)")
        assert s2.scores == (1, 0, 0) and s2.last_end.kind is EndKind.FULL_COURT
        assert s2.king is None and s2.king_pile == pile, "the General's effect is skipped"
        assert "whispers.5.B" in rules_of(ev) and s2.turn == 0

    @pytest.mark.parametrize("players,option,points", [(3, 2, 1), (4, 1, 1), (4, 2, 2),
                                                       (5, 2, 2)])
    def test_group_sne_points(self, players, option, points):
        hands = [["General r"]] + [[f"Jester {'bgyp'[i]}"] + ["Maid n"] * 0
                                   for i in range(players - 1)]
        hands = [h + [] for h in hands]
        s = stacked(hands, areas=[["Maid n", "Jester r", "Guard n", "Wizard n", "Butler n"]]
                    + [[] for _ in range(players - 1)], full_court_points_4p_5p=option)
        s2, _ = act(s, "play General(red)")
        assert s2.scores[0] == points

    def test_forced_card_is_placed_option(self):
        s = stacked(hands3(["Maid r", "Guard r"]),
                    areas=[["Maid n", "Guard n", "Jester r", "Wizard n"], [], []],
                    forced_card_is_placed=True)
        assert set(legal(s)) == {"forced Guard(red)", "forced Maid(red)"}
        assert refusal(s, ShowHand()).key == "whispers.why.must_place"
        s2, ev = act(s, "forced Maid(red)")
        assert s2.scores == (0, 1, 1) and "whispers.12.A6" in rules_of(ev)
        assert s2.last_end.areas == (5, 0, 0) and s2.recorded == (5, 0, 0)
        default = stacked(hands3(["Maid r", "Guard r"]),
                          areas=[["Maid n", "Guard n", "Jester r", "Wizard n"], [], []])
        s3, _ = act(default, "show hand")
        assert s3.last_end.areas == (4, 0, 0), "by default no card is placed (§12 A6)"


class TestGameEnd:
    def end_a(self, scores, areas, **options):
        red_area = ["Maid n", "Guard n", "Jester r", "Wizard n"]
        s = stacked(hands3(["Maid r", "Guard r"], blue=["Accountant b"] * 1,
                           green=["Accountant g"]),
                    areas=[red_area] + areas, scores=scores, **options)
        return act(s, "show hand")

    def test_single_winner(self):
        s, ev = self.end_a([5, 5, 0], [["Wizard b"], []])
        assert s.phase is Phase.OVER and GAME.current_player(s) is None
        out = GAME.outcome(s)
        assert out.winners == (1,) and out.tiebreak is None and out.scores == (5, 6, 1)
        assert ev[-1].rule == "whispers.7"

    def test_tie_broken_by_area(self):
        s, _ = self.end_a([5, 5, 5], [["Wizard b", "Maid b"], ["Maid g"]])
        out = GAME.outcome(s)
        assert out.winners == (1,) and out.tiebreak.key == "whispers.ev.tiebreak"

    def test_shared_win(self):
        s, _ = self.end_a([5, 5, 5], [["Wizard b"], ["Maid g"]])
        assert GAME.outcome(s).winners == (1, 2)

    def test_silent_palace(self):
        s = stacked(hands3(["Maid r", "Guard r"], blue=["Accountant b"], green=["Accountant g"]),
                    areas=[["Maid n", "Guard n", "Jester r", "Wizard n"], ["Wizard b"],
                           ["Maid g", "Guard g"]], scores=[5, 5, 5], silent_palace=True)
        s = type(s)(**{**{f: getattr(s, f) for f in s.__dataclass_fields__},
                       "recorded": (0, 9, 3)})
        s2, ev = act(s, "show hand")
        out = GAME.outcome(s2)
        assert s2.recorded == (4, 10, 5) and out.winners == (1,)
        assert "whispers.8.1" in rules_of(ev)


class TestSilencing:
    def test_silenced_card_passes_by_colour_without_effect(self):
        s = stacked(hands3(["Maid b", "Jester r"]), areas=[["Guard n"], [], []], king="Maid")
        s2, ev = act(s, "play Maid(blue)")
        assert s2.phase is Phase.PLAY and s2.turn == 1 and "whispers.4.3" in rules_of(ev)
        assert len(s2.draw) == len(s.draw)
        assert refusal(s2, TakeBack(Character.GUARD)).key == "whispers.why.play_first"

    def test_silenced_guard_refusal_names_silence(self):
        s = stacked(hands3(["Guard r", "Jester r"]), areas=[["Maid n"], [], []], king="Guard")
        s2, _ = act(s, "play Guard(red)")
        assert s2.turn == 0 and area_names(s2, 0) == ["Maid n", "Guard r"]
        assert refusal(s2, TakeBack(Character.MAID)).key == "whispers.why.silenced"

    def test_general_never_silenced_and_replaces_king(self):
        s = stacked(hands3(["General r", "Jester r"]), king="Maid", king_pile=["Butler"])
        s2, ev = act(s, "play General(red)")
        assert s2.king is Character.BUTLER and s2.king_used == (Character.MAID,)


class TestAccountant:
    def test_reveal_seen_by_every_seat_then_hidden(self):
        s = stacked(hands3(["Accountant r", "Jester r", "Guard b"]))
        s2, ev = act(s, "play Accountant(red)")
        assert ev[1].rule == "whispers.4.2.accountant"
        for seat in (1, 2):
            view = GAME.view(s2, seat)
            assert view.revealed == ((0, s2.hands[0]),)
            assert view.hands[0] == (HIDDEN, HIDDEN)
        s3, _ = act(s2, "play Jester(red)")
        assert s3.revealed == () and GAME.view(s3, 1).hands[0] == (HIDDEN,)

    def test_hand_stays_open_option(self):
        s = stacked(hands3(["Accountant r", "Maid r", "Guard b"]),
                    accountant_hand_stays_open=True)
        s2, _ = run(s, "play Accountant(red)", "play Maid(red)", "discard Guard(blue)")
        assert GAME.view(s2, 1).hands[0] == s2.hands[0]

    @pytest.mark.parametrize("scores", [(0, 0, 0), (5, 0, 0)])
    def test_an_open_hand_closes_at_the_round_end(self, scores):
        # §12 A4: the hand stays face up until the round ends, then it is hidden again, in the
        # next round's deal as after the last round of the game.
        s = stacked([["Accountant b", "Maid r", "Guard r"], ["Maid n"], ["Jester g", "Maid g"]],
                    areas=[[], ["Maid b"], []], scores=scores, accountant_hand_stays_open=True)
        s, _ = act(s, "play Accountant(blue)")
        assert s.open_hands == (0,) and GAME.view(s, 2).hands[0] == s.hands[0]
        s, _ = act(s, "show hand")
        assert s.round == 1 + (scores == (0, 0, 0))
        assert s.phase is (Phase.PLAY if scores == (0, 0, 0) else Phase.OVER)
        assert s.open_hands == ()
        for seat in (1, 2):
            assert GAME.view(s, seat).hands[0] == (HIDDEN,) * len(s.hands[0])


class TestWizard:
    def test_random_exchange_equal_counts(self):
        s = stacked(hands3(["Wizard n", "Maid r", "Guard r", "Jester r"]))
        s, _ = act(s, "play Wizard(grey)")
        assert s.phase is Phase.WIZARD_TARGET
        assert legal(s) == ["wizard target Blue", "wizard target Green"]
        assert refusal(s, ChooseTarget(0)).key == "whispers.why.wizard_self"
        s, _ = run(s, "wizard target Blue", "give Maid(red)", "give Guard(red)")
        assert "done giving" in legal(s)
        s, ev = act(s, "done giving")
        assert [len(h) for h in s.hands] == [3, 3, 3]
        assert "Maid r" in hand_names(s, 1) and "Guard r" in hand_names(s, 1)
        assert hand_names(s, 0).count("Jester r") == 1
        exchange = ev[-2] if ev[-1].rule.startswith("whispers.4.4") else ev[-1]
        assert exchange.for_seat(2).key == "whispers.ev.exchange_public"
        assert exchange.for_seat(1).key == "whispers.ev.exchange"

    def test_giving_stops_at_the_smaller_hand(self):
        s = stacked(hands3(["Wizard n", "Maid r", "Guard r", "Jester r"],
                           blue=["Accountant b"]), areas=[[], ["Maid b", "Wizard b", "Butler b",
                                                             "Guard b", "General b"], []])
        s, _ = run(s, "play Wizard(grey)", "wizard target Blue", "give Jester(red)")
        assert s.phase is not Phase.WIZARD_GIVE
        assert hand_names(s, 1) == ["Jester r"]

    def test_target_chooses(self):
        s = stacked(hands3(["Wizard r", "Maid r"], green=["Guard g", "Jester g"]),
                    wizard_target_pick="target_chooses")
        s, _ = run(s, "play Wizard(red)", "wizard target Green", "give Maid(red)")
        assert GAME.current_player(s) == 2 and s.phase is Phase.WIZARD_TAKE
        s, _ = act(s, "hand over Guard(green)")
        assert hand_names(s, 0) == ["Guard g"] and "Maid r" in hand_names(s, 2)
        assert GAME.current_player(s) == 0

    def test_only_the_reading_s_picker_takes_the_cards(self):
        s = stacked(hands3(["Wizard r", "Maid r"]), wizard_target_pick="active_sees")
        s, _ = run(s, "play Wizard(red)", "wizard target Blue", "give Maid(red)")
        why = refusal(s, HandOver(Character.GENERAL, Colour.BLUE))
        assert why.key == "whispers.why.who_picks" and why.rule == "whispers.12.A1"
        assert why.label("en") == "Under this reading Red picks the cards the Wizard takes."

    def test_active_sees_target_hand_in_view(self):
        s = stacked(hands3(["Wizard r", "Maid r"]), wizard_target_pick="active_sees")
        s, _ = run(s, "play Wizard(red)", "wizard target Blue", "give Maid(red)")
        assert GAME.view(s, 0).hands[1] == s.hands[1]
        assert GAME.view(s, 2).hands[1] == (HIDDEN,) * len(s.hands[1])

    def test_unequal_counts(self):
        s = stacked(hands3(["Wizard r", "Maid r", "Guard r"]), wizard_equal_counts=False)
        s, _ = run(s, "play Wizard(red)", "wizard target Blue", "give Maid(red)", "done giving")
        assert s.phase is Phase.WIZARD_COUNT and len(legal(s)) == 3
        assert refusal(s, TakeCount(7)).key == "whispers.why.take_count"
        s, _ = act(s, "take 3 cards")
        assert [len(h) for h in s.hands] == [4, 1, 3]


class TestMaid:
    def test_discard_then_draw_top(self):
        s = stacked(hands3(["Maid n", "Guard r", "Jester r"]), draw=["General n"])
        s, ev = run(s, "play Maid(grey)", "discard Guard(red)")
        assert hand_names(s, 0) == ["General n", "Jester r"] and len(s.discards) == 1
        assert GAME.view(s, 1).discards == (HIDDEN,)
        maid = [e for e in ev if e.rule == "whispers.4.2.maid"][0]
        assert maid.for_seat(1).key == "whispers.ev.maid_public"

    def test_empty_pile_reshuffles_discards(self):
        s = stacked(hands3(["Maid r", "Guard r", "Jester r"]))
        rest = s.draw
        s = type(s)(**{**{f: getattr(s, f) for f in s.__dataclass_fields__},
                       "draw": (), "discards": rest})
        s, ev = run(s, "play Maid(red)", "discard Guard(red)")
        assert "whispers.12.A9" in rules_of(ev)
        assert len(s.hands[0]) == 2 and len(s.draw) + len(s.discards) == len(rest)


class TestButler:
    def test_no_effect_as_first_or_second_card(self):
        for played in (0, 1):
            s = stacked(hands3(["Butler r", "Jester r"]), areas=[["Maid n"], ["Guard b"], []],
                        played_in_round=played)
            s2, ev = act(s, "play Butler(red)")
            assert s2.phase is Phase.PLAY and s2.skipped.value == "too_early"
            assert refusal(s2, SwapPick(1, Character.GUARD)).key == "whispers.why.butler_early"

    def test_swap_constraints(self):
        s = stacked(hands3(["Butler r", "Jester r"]),
                    areas=[["Maid n"], ["Guard b", "Maid b"], ["Wizard g"]])
        s, _ = act(s, "play Butler(red)")
        assert s.phase is Phase.BUTLER_FIRST
        # Red's Butler may not move; Red's Maid would duplicate Blue's Maid only if swapped
        # with Blue's Guard.
        assert refusal(s, SwapPick(0, Character.BUTLER)).key == "whispers.why.butler_itself"
        s, _ = act(s, "butler pick Red's Maid")
        assert "swap with Blue's Guard" not in legal(s)
        why = refusal(s, SwapWith(1, Character.GUARD))
        assert why.key == "whispers.why.swap_duplicate"
        assert why.label("en") == ("Blue's area already holds a Maid: this swap would make a "
                                   "duplicate.")
        assert why.label("ja").startswith("青の密談場にはすでにメイド")
        assert refusal(s, SwapWith(0, Character.BUTLER)).key == "whispers.why.butler_itself"
        assert set(legal(s)) == {"swap with Blue's Maid", "swap with Green's Wizard"}
        s, ev = act(s, "swap with Green's Wizard")
        assert area_names(s, 0) == ["Wizard g", "Butler r"] and area_names(s, 2) == ["Maid n"]

    def test_any_two_areas_or_own_area_option(self):
        areas = [["Maid n"], ["Guard b", "Maid b"], ["Wizard g", "Jester g"]]
        s, _ = act(stacked(hands3(["Butler r", "Jester r"]), areas=areas), "play Butler(red)")
        assert "butler pick Blue's Guard" in legal(s)
        s, _ = act(s, "butler pick Blue's Guard")
        assert "swap with Green's Wizard" in legal(s)
        own = stacked(hands3(["Butler r", "Jester r"]), areas=areas,
                      butler_requires_own_area=True)
        own, _ = act(own, "play Butler(red)")
        assert refusal(own, SwapPick(1, Character.GUARD)).key == "whispers.why.butler_own"
        own, _ = act(own, "butler pick Green's Wizard")
        assert legal(own) == ["swap with Red's Maid"]

    def test_no_legal_swap_means_nothing(self):
        s = stacked(hands3(["Butler r", "Jester r"], blue=["Accountant b"]),
                    areas=[["Maid n"], ["Butler b"], []], played_in_round=5)
        s2, ev = act(s, "play Butler(red)")
        assert s2.phase is Phase.PLAY and s2.skipped.value == "nothing_to_do"


class TestGuard:
    def test_take_back_not_itself(self):
        s = stacked(hands3(["Guard n", "Jester r"]), areas=[["Maid n", "Wizard r"], [], []])
        s, _ = act(s, "play Guard(grey)")
        assert set(legal(s)) == {"take back Maid", "take back Wizard"}
        assert refusal(s, TakeBack(Character.GUARD)).key == "whispers.why.guard_itself"
        assert any(str(a) == "take back Guard" for a in GAME.candidate_actions(s))
        s, _ = act(s, "take back Wizard")
        assert area_names(s, 0) == ["Maid n", "Guard n"] and "Wizard r" in hand_names(s, 0)

    def test_alone_no_effect(self):
        s = stacked(hands3(["Guard r", "Jester r"]))
        s2, ev = act(s, "play Guard(red)")
        assert s2.phase is Phase.PLAY and s2.skipped.value == "nothing_to_do"

    def test_effects_optional_skip(self):
        s = stacked(hands3(["Guard r", "Jester r"]), areas=[["Maid n"], [], []],
                    effects_optional=True)
        s, _ = act(s, "play Guard(red)")
        assert "skip effect" in legal(s)
        s, ev = act(s, "skip effect")
        assert "whispers.12.A3" in rules_of(ev) and area_names(s, 0) == ["Maid n", "Guard r"]
        mandatory, _ = act(stacked(hands3(["Guard r", "Jester r"]), areas=[["Maid n"], [], []]),
                           "play Guard(red)")
        assert refusal(mandatory, Skip()).key == "whispers.why.mandatory"


class TestGeneral:
    def test_reshuffle_all_six_when_empty(self):
        s = stacked(hands3(["General r", "Jester r"]), king="Maid")
        s = type(s)(**{**{f: getattr(s, f) for f in s.__dataclass_fields__},
                       "king_pile": (), "king_used": tuple(k for k in s.king_pile)})
        s2, ev = act(s, "play General(red)")
        assert "whispers.12.A8" in rules_of(ev)
        assert len(s2.king_pile) == 5 and s2.king_used == () and s2.king is not None

    def test_reshuffle_without_face_up(self):
        s = stacked(hands3(["General r", "Jester r"]), king="Maid",
                    king_reshuffle_includes_face_up=False)
        s = type(s)(**{**{f: getattr(s, f) for f in s.__dataclass_fields__},
                       "king_pile": (), "king_used": tuple(k for k in s.king_pile)})
        s2, _ = act(s, "play General(red)")
        assert s2.king is not Character.MAID and s2.king_used == (Character.MAID,)
        assert len(s2.king_pile) == 4


class TestPassing:
    def test_own_colour_plays_again_other_colour_passes(self):
        s = stacked(hands3(["Jester r", "Jester b"]))
        assert act(s, "play Jester(red)")[0].turn == 0
        assert act(s, "play Jester(blue)")[0].turn == 1

    def test_neutral_fewest_alone_and_tie_with_self(self):
        s = stacked(hands3(["Jester n", "Maid r"]),
                    areas=[["Guard r"], ["Maid b", "Guard b", "Wizard b"], ["Maid g", "Guard g"]])
        s2, _ = act(s, "play Jester(grey)")
        assert s2.phase is Phase.PASS and s2.ties == (0, 2)
        assert refusal(s2, PassTo(1)).key == "whispers.why.not_fewest"
        s3, ev = act(s2, "pass to Red")
        assert s3.turn == 0 and s3.passed.chosen
        assert ev[-1].en == "Red chooses to play again." and "赤" in ev[-1].ja
        assert "Red passes the turn to Red" not in ev[-1].en
        from explorer.viz import whispers as vw

        assert "Red chose to play again" in vw.step_note_html(GAME, s3, "en")
        assert "もう一度" in vw.step_note_html(GAME, s3, "ja")
        s = stacked(hands3(["Jester n", "Maid r"]), areas=[[], ["Maid b", "Guard b"],
                                                           ["Maid g", "Guard g"]])
        s2, _ = act(s, "play Jester(grey)")
        assert s2.turn == 0 and s2.phase is Phase.PLAY and not s2.passed.chosen
        s = stacked(hands3(["Jester n", "Maid r"]), areas=[[], ["Maid b"], []])
        assert act(s, "play Jester(grey)")[0].turn == 2

    def test_neutral_guard_counts_after_effect(self):
        s = stacked(hands3(["Guard n", "Jester r"]), areas=[["Maid r"], ["Maid b"], ["Maid g"]])
        s, _ = act(s, "play Guard(grey)")
        s, _ = act(s, "take back Maid")
        assert s.phase is Phase.PASS and s.ties == (0, 1, 2)

    def test_hand_count_option(self):
        s = stacked(hands3(["Jester n", "Maid r", "Guard r"], blue=["Accountant b"]),
                    areas=[[], ["Maid b"], []], neutral_pass_counts="hand")
        s2, ev = act(s, "play Jester(grey)")
        assert s2.turn == 1, "Blue holds 1 card, the fewest in hand"
        assert ev[-1].rule == "whispers.12.A5"
        assert "fewest cards in hand" in ev[-1].en and "手札の枚数が最も少ない" in ev[-1].ja
        from explorer.viz import whispers as vw

        assert "fewest cards in hand" in vw.step_note_html(GAME, s2, "en")
        assert "手札" in vw.step_note_html(GAME, s2, "ja")
        tie = stacked(hands3(["Jester n", "Maid r", "Guard r"], blue=["Accountant b", "Maid b"],
                             green=["Accountant g", "Maid g"]), neutral_pass_counts="hand")
        tie, ev = act(tie, "play Jester(grey)")
        assert tie.ties == (0, 1, 2) and ev[-1].rule == "whispers.12.A5"
        assert "in hand" in ev[-1].en and "手札" in ev[-1].ja


def test_card_parser_errors():
    with pytest.raises(ValueError):
        parse("Queen r")
    assert parse("jester n") == (Character.JESTER, N)


class TestRisk:
    """The ⚠ mark (docs/whispers.md): forced now, or one play away from it."""

    def test_levels(self):
        from explorer.games.whispers import Risk, risk

        forced = stacked(hands3(["Maid r"]), areas=[["Maid n"], [], []])
        assert risk(forced, 0) is Risk.FORCED
        # Only the Guard is legal; once placed, the other Guard and the Maid are duplicates.
        one = stacked(hands3(["Guard r", "Guard n", "Maid r"]), areas=[["Maid n"], [], []])
        assert risk(one, 0) is Risk.ONE_PLAY
        safe = stacked(hands3(["Guard r", "Jester r", "Maid r"]), areas=[["Maid n"], [], []])
        assert risk(safe, 0) is None
        six = stacked(hands3(["General r"]),
                      areas=[["Maid n", "Jester r", "Guard n", "Wizard n", "Butler n"], [], []])
        assert risk(six, 0) is None
        assert risk(GAME.view(forced, 1), 0) is None, "no mark on a hand the seat cannot see"
        jester = stacked(hands3(["Jester r", "Jester n"]), king="Jester")
        assert risk(jester, 0) is Risk.FORCED


class TestNextRound:
    """§6: the player who ended the round starts the next; the King card state carries over."""

    def test_full_court_by_a_later_seat_starts_next_round(self):
        s = stacked(hands3(["Jester r"], blue=["General b"]),
                    areas=[[], ["Maid n", "Jester b", "Guard n", "Wizard n", "Butler n"], []],
                    turn=1, king="Maid", king_pile=["Guard"])
        pile = s.king_pile
        s2, ev = act(s, "play General(blue)")
        assert s2.scores == (0, 1, 0) and s2.turn == 1 and s2.round == 2
        assert s2.king is Character.MAID and s2.king_pile == pile
        assert ev[-1].rule == "whispers.6" and s2.played_in_round == 0

    def test_forced_seat_starts_next_round(self):
        s = stacked(hands3(["Jester r"], green=["Maid g"]), areas=[[], [], ["Maid n"]], turn=2)
        s2, _ = act(s, "show hand")
        assert s2.scores == (1, 1, 0) and s2.turn == 2 and all(not a for a in s2.areas)


def test_butler_as_third_card_acts():
    s = stacked(hands3(["Butler r", "Jester r"]), areas=[["Maid n"], ["Guard b"], []],
                played_in_round=2)
    s2, _ = act(s, "play Butler(red)")
    assert s2.phase is Phase.BUTLER_FIRST and s2.played_in_round == 3


def test_accountant_reveal_in_every_seats_table():
    from explorer.viz import whispers as vw

    s = stacked(hands3(["Accountant r", "Wizard b", "Guard g"]))
    s2, _ = act(s, "play Accountant(red)")
    for seat in (1, 2):
        for lang, name, note in (("en", "Wizard", "shown to everyone"),
                                 ("ja", "魔法使い", "会計士で")):
            html = vw.table_html(GAME, GAME.view(s2, seat), seat, lang)
            red_row = html.split('data-seat="0"')[1].split('data-seat="1"')[0]
            assert name in red_row and note in red_row
    s3, _ = act(s2, "play Guard(green)")
    red_row = vw.table_html(GAME, GAME.view(s3, 1), 1, "en").split('data-seat="0"')[1]
    assert "Wizard" not in red_row.split('data-seat="1"')[0], "the reveal was one-off (§12 A4)"


class TestVariantCitations:
    """Under a §12 variant reading, the log cites that reading's rule, not the default's."""

    def test_wizard_variants_cite_a1(self):
        s = stacked(hands3(["Wizard r", "Maid r"], green=["Guard g", "Jester g"]),
                    wizard_target_pick="target_chooses")
        _, ev = run(s, "play Wizard(red)", "wizard target Green", "give Maid(red)",
                    "hand over Guard(green)")
        wizard = [e.rule for e in ev if "wizard" in e.rule or "A1" in e.rule]
        assert wizard and set(wizard) == {"whispers.12.A1"}
        _, ev = run(stacked(hands3(["Wizard r", "Maid r"])), "play Wizard(red)",
                    "wizard target Green", "give Maid(red)")
        assert "whispers.4.2.wizard" in rules_of(ev) and "whispers.12.A1" not in rules_of(ev)

    def test_butler_own_area_cites_a2(self):
        areas = [["Maid n"], ["Guard b", "Maid b"], ["Wizard g", "Jester g"]]
        s = stacked(hands3(["Butler r", "Jester r"]), areas=areas, butler_requires_own_area=True)
        _, ev = run(s, "play Butler(red)", "butler pick Green's Wizard", "swap with Red's Maid")
        assert "whispers.12.A2" in rules_of(ev)

    def test_open_hand_cites_a4(self):
        s = stacked(hands3(["Accountant r", "Maid r"]), accountant_hand_stays_open=True)
        _, ev = act(s, "play Accountant(red)")
        assert "whispers.12.A4" in rules_of(ev) and "stays face up" in ev[1].en


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("behind", [1, 2])
def test_game_ends_exactly_at_the_player_count_target(players, behind):
    """§7: 6 / 5 / 4 points with 3 / 4 / 5 players; one point short, the next round is dealt."""
    target = TARGET_SCORE[players]
    others = [[f"Accountant {'bgyp'[i]}"] for i in range(players - 1)]
    s = stacked([["Maid r"]] + others, areas=[["Maid n"]] + [[] for _ in others],
                scores=[0] + [target - behind] * (players - 1))
    s2, ev = act(s, "show hand")
    assert s2.scores[1] == target - behind + 1
    if behind == 1:
        assert s2.phase is Phase.OVER and "whispers.7" in rules_of(ev)
        assert GAME.outcome(s2).winners == tuple(range(1, players)), "tied areas: shared"
    else:
        assert s2.phase is Phase.PLAY and s2.round == 2 and ev[-1].rule == "whispers.6"
