"""Scenario tests of the end of a Naishi game: the Declaration, the two-piles trigger and the
last turn, the Ninja copies, the result and the tie-break (rules spec naishi §9–§11)."""

from __future__ import annotations

from dataclasses import replace

from explorer.games.naishi import (
    GAME,
    Card,
    CopyNinja,
    Declare,
    Develop,
    DiscardRiver,
    EndTurn,
    HorsemanBonus,
    IdleNinjaColour,
    NaishiOptions,
    NinjaChoice,
    Phase,
    Recall,
    Row,
    SentinelFortBonus,
    SwapLine,
    score,
    score_now,
)

from . import cards, play, position, refusal, rules_cited

L, H = Row.LINE, Row.HAND
#: Pile 5 is exhausted; the others hold one or two cards.
ONE_EMPTY = [["Naishi", "Fort"], ["Ronin"], ["Monk", "Torii"], ["Sentinel"], []]


class TestDeclare:
    def test_refused_while_no_pile_is_exhausted(self) -> None:
        state = position()
        assert Declare() not in GAME.legal_actions(state)
        en, ja = refusal(state, Declare())
        assert en.startswith("No pile is exhausted yet") and "尽きた山がありません" in ja

    def test_first_player_declares_and_second_plays_the_last_turn(self) -> None:
        state = position(river=ONE_EMPTY, first=0)
        assert Declare() in GAME.legal_actions(state)
        after, events = play(state, Declare())
        assert rules_cited(events) == ["naishi.9"]
        assert after.player == 1 and after.final_seat == 1 and after.declared_by == 0
        en, ja = refusal(after, Declare())
        assert en.startswith("The end of the game is already triggered")
        assert "すでに決まっている" in ja
        done, events = play(after, Develop(L, 1), EndTurn())
        assert done.phase is Phase.OVER
        assert "naishi.10.2" in rules_cited(events) and "naishi.11.3" in rules_cited(events)
        outcome = GAME.outcome(done)
        assert outcome is not None and outcome.details["ended_by"] == "declaration"

    def test_second_player_declares_and_first_plays_the_last_turn(self) -> None:
        state = position(river=ONE_EMPTY, first=0, player=1)
        after, _ = play(state, Declare())
        assert after.player == 0 and after.final_seat == 0 and after.declared_by == 1
        done, _ = play(after, Develop(H, 2))
        assert done.phase is Phase.PLAY and done.player == 0  # the last turn may still swap
        done, _ = play(done, SwapLine(1, 2))
        assert done.phase is Phase.OVER

    def test_the_second_seat_order_not_the_seat_number_decides(self) -> None:
        # Seat 1 started: seat 0 plays second; when it declares, seat 1 plays the last turn.
        state = position(river=ONE_EMPTY, first=1, player=0)
        after, _ = play(state, Declare())
        assert after.player == 1 and after.final_seat == 1 and after.declared_by == 0
        done, _ = play(after, Develop(L, 2), EndTurn())
        assert done.phase is Phase.OVER

    def test_declare_takes_the_whole_turn(self) -> None:
        state = position(river=ONE_EMPTY)
        en, _ = refusal(play(state, SwapLine(1, 2))[0], Declare())
        assert "only main action left is Develop" in en

    def test_the_pile_must_be_empty_when_the_turn_begins(self) -> None:
        opts = NaishiOptions(additional_with_any_main=True)
        state = position(river=[["Naishi"], ["Fort"], ["Monk", "Torii"], ["Ronin"], ["Sentinel"]],
                         options=opts)
        after, _ = play(state, DiscardRiver(1, 2))
        assert not after.river[0] and not after.start_exhausted
        en, ja = refusal(after, Declare())
        assert en == ("Piles 1 and 2 ran out during this turn: you may declare only if a "
                      "pile was already empty when your turn began.")
        assert "この手番中に尽きた" in ja


class TestTwoPiles:
    RIVER = [["Naishi"], ["Ronin", "Fort"], ["Monk", "Torii"], ["Sentinel"], []]

    def test_end_of_the_first_players_turn_gives_the_second_a_last_turn(self) -> None:
        state = position(river=self.RIVER, first=0, player=0)
        mid, _ = play(state, Develop(L, 1))
        # Checked at the end of the turn: the additional action is still open.
        assert mid.player == 0 and mid.final_seat is None and SwapLine(1, 2) in \
            GAME.legal_actions(mid)
        after, events = play(mid, EndTurn())
        assert after.final_seat == 1 and after.player == 1 and after.phase is Phase.PLAY
        assert "naishi.10.1" in rules_cited(events)
        assert "Player 2 plays one last turn" in events[-1].label("en")
        assert "最後の1手番" in events[-1].label("ja")
        en, _ = refusal(after, Declare())
        assert "already triggered" in en
        # A pile exhausted during the last turn changes nothing.
        done, events = play(after, Develop(L, 4), EndTurn())
        assert done.phase is Phase.OVER
        # "Pile 4 exhausted" and the last turn the piles gave (§10.1); no new trigger.
        assert rules_cited(events).count("naishi.10.1") == 2
        assert "naishi.10.2" not in rules_cited(events)

    def test_end_of_the_second_players_turn_ends_the_game_at_once(self) -> None:
        state = position(river=self.RIVER, first=0, player=1)
        done, events = play(state, Develop(L, 1), EndTurn())
        assert done.phase is Phase.OVER and done.final_seat is None
        assert "the game ends now" in " ".join(e.label("en") for e in events)

    def test_a_river_refresh_can_trigger_the_end(self) -> None:
        river = [["Naishi"], ["Ronin"], ["Monk", "Torii"], ["Sentinel", "Fort"], ["Advisor"]]
        state = position(river=river, first=1, player=1)
        after, _ = play(state, Develop(L, 3), DiscardRiver(1, 2))
        assert after.final_seat == 0 and after.player == 0

    def test_a_river_refresh_by_the_second_player_ends_the_game_at_once(self) -> None:
        # Seat 0 plays second here: the seat numbers do not matter, the turn order does.
        river = [["Naishi"], ["Ronin"], ["Monk", "Torii"], ["Sentinel", "Fort"], ["Advisor"]]
        state = position(river=river, first=1, player=0)
        done, events = play(state, Develop(L, 3), DiscardRiver(1, 2))
        assert done.phase is Phase.OVER and done.final_seat is None
        assert "the game ends now" in " ".join(e.label("en") for e in events)

    def test_a_river_refresh_before_the_develop_is_checked_at_the_end_of_the_turn(self) -> None:
        river = [["Naishi"], ["Ronin"], ["Monk", "Torii"], ["Sentinel", "Fort"], ["Advisor"]]
        state = position(river=river, first=0, player=0)
        mid, _ = play(state, DiscardRiver(1, 2))
        # Two piles are gone but the turn goes on: the Develop is still to come, and the
        # pile exhausted during this turn does not allow a Declaration.
        assert mid.phase is Phase.PLAY and mid.player == 0 and mid.final_seat is None
        assert Declare() not in GAME.legal_actions(mid)
        after, _ = play(mid, Develop(L, 3))
        assert after.player == 1 and after.final_seat == 1
        # The second player's last turn: no Declaration, then the game ends.
        assert Declare() not in GAME.legal_actions(after)
        done, _ = play(after, Develop(H, 4), EndTurn())
        assert done.phase is Phase.OVER

    def test_the_second_player_refreshing_before_the_develop_still_develops(self) -> None:
        river = [["Naishi"], ["Ronin"], ["Monk", "Torii"], ["Sentinel", "Fort"], ["Advisor"]]
        state = position(river=river, first=0, player=1)
        mid, _ = play(state, DiscardRiver(1, 2))
        assert mid.phase is Phase.PLAY and mid.player == 1
        done, _ = play(mid, Develop(L, 3))
        assert done.phase is Phase.OVER and done.lines[1][2] is Card.MONK


class TestNinja:
    HANDS = [["Ninja", "Mountain", "Naishi", "Advisor", "Mountain"],
             ["Mountain"] * 3 + ["Monk", "Advisor"]]

    def over(self, **kw: object) -> object:
        state = position(hands=self.HANDS, river=[["Fort"], [], [], [], []], first=0,
                         player=1, **kw)
        return play(state, Develop(L, 1), EndTurn())

    def test_best_copies_by_default(self) -> None:
        done, events = self.over()
        assert done.phase is Phase.OVER
        best = score(done.lines[0], done.hands[0])
        outcome = GAME.outcome(done)
        assert outcome is not None and outcome.scores[0] == best.total
        texts = [e.label("en") for e in events if e.rule == "naishi.11.2"]
        name = best.ninja_copies[(1, 0)].info.name.en
        assert texts == [f"Player 1's Ninja in Hand 1 copies the {name} (the choice that "
                         "scores most)."]

    def test_players_choose_with_the_option(self) -> None:
        opts = NaishiOptions(ninja_choice=NinjaChoice.CHOOSE)
        state, _ = self.over(options=opts)
        assert state.phase is Phase.NINJA and GAME.current_player(state) == 0
        legal = GAME.legal_actions(state)
        assert legal == (CopyNinja(H, 1, Card.NAISHI), CopyNinja(H, 1, Card.ADVISOR))
        en, ja = refusal(state, CopyNinja(H, 1, Card.MONK))
        assert "character of its own territory" in en and "忍者以外の人物" in ja
        en, _ = refusal(state, Develop(L, 2))
        assert "only the Ninja copies remain" in en
        done, events = play(state, CopyNinja(H, 1, Card.ADVISOR))
        assert done.phase is Phase.OVER and done.copies == ((0, H, 1, Card.ADVISOR),)
        chosen = score(done.lines[0], done.hands[0], {(1, 0): Card.ADVISOR})
        outcome = GAME.outcome(done)
        assert outcome is not None and outcome.scores[0] == chosen.total
        assert rules_cited(events)[0] == "naishi.11.2"

    def test_the_choices_are_simultaneous(self) -> None:
        # Spec §11.2: both players choose at the same time, so the second to choose (in the
        # engine's order) must not see the first one's copy, in the state or the log.
        hands = [["Ninja", "Mountain", "Naishi", "Advisor", "Mountain"],
                 ["Mountain", "Ninja", "Mountain", "Monk", "Advisor"]]
        opts = NaishiOptions(ninja_choice=NinjaChoice.CHOOSE)
        state = position(hands=hands, river=[["Fort"], [], [], [], []], first=0, player=1,
                         options=opts)
        state, _ = play(state, Develop(L, 1), EndTurn())
        after, events = play(state, CopyNinja(H, 1, Card.ADVISOR))
        assert after.phase is Phase.NINJA and GAME.current_player(after) == 1
        seen = GAME.view(after, 1)
        assert seen.copies == ((0, H, 1, None),)
        assert GAME.legal_actions(seen) == GAME.legal_actions(after)
        assert "Advisor" not in events[0].label("en", 1)
        assert "参議" not in events[0].label("ja", 1)
        assert "Advisor" in events[0].label("en", 0)
        other = score_now(seen, 0)
        assert other is not None  # the Hands are revealed; the copy is unknown yet
        assert GAME.view(after, 0).copies == after.copies
        done, events = play(after, CopyNinja(H, 2, Card.MONK))
        assert done.phase is Phase.OVER and GAME.view(done, 1).copies == done.copies
        # The copies are revealed with the scores.
        texts = [e.label("en", 1) for e in events]
        assert "Player 1's Ninja in Hand 1 copies the Advisor." in texts

    def test_a_ninja_with_nothing_to_copy(self) -> None:
        hands = [["Ninja", "Mountain", "Mountain", "Fort", "Mountain"],
                 ["Mountain"] * 3 + ["Torii", "Torii"]]
        opts = NaishiOptions(ninja_choice=NinjaChoice.CHOOSE)
        state = position(hands=hands, river=[["Fort"], [], [], [], []], first=0, player=1,
                         options=opts)
        done, events = play(state, Develop(L, 1), EndTurn())
        assert done.phase is Phase.OVER  # no choice to make
        assert any("no character to copy" in e.label("en") for e in events)
        assert CopyNinja(H, 1, Card.NAISHI) not in GAME.legal_actions(done)

    def test_copy_refused_during_play(self) -> None:
        en, ja = refusal(position(), CopyNinja(H, 1, Card.NAISHI))
        assert "at the end of the game" in en and "ゲーム終了時" in ja


class TestOutcome:
    def test_more_points_wins(self) -> None:
        state = position(phase=Phase.OVER, hands=[["Mountain"] * 3 + ["Fort", "Torii"],
                                                  ["Mountain", "Mountain", "Naishi",
                                                   "Mountain", "Advisor"]])
        outcome = GAME.outcome(state)
        assert outcome is not None
        totals = tuple(score(state.lines[s], state.hands[s]).total for s in (0, 1))
        assert outcome.scores == totals and totals[1] > totals[0]
        assert outcome.winners == (1,) and outcome.tiebreak is None
        assert outcome.reason.label("en") == f"Player 2 wins, {totals[1]} points to {totals[0]}."
        assert "プレイヤー2の勝ち" in outcome.reason.label("ja")

    def test_tie_broken_by_colours(self) -> None:
        hands = [["Mountain"] * 3 + ["Torii", "Torii"], ["Mountain"] * 3 + ["Fort", "RiceField"]]
        state = position(phase=Phase.OVER, hands=hands)
        a, b = (score(state.lines[s], state.hands[s]) for s in (0, 1))
        assert a.total == b.total and b.colours > a.colours
        outcome = GAME.outcome(state)
        assert outcome is not None and outcome.winners == (1,)
        assert outcome.tiebreak is not None
        assert f"Player 1 has {a.colours}, Player 2 has {b.colours}" in \
            outcome.tiebreak.label("en")
        assert "色の種類数" in outcome.tiebreak.label("ja")
        assert "more colours" in outcome.reason.label("en")

    def test_a_full_tie_stands(self) -> None:
        hands = [["Mountain"] * 3 + ["Torii", "Torii"]] * 2
        state = position(phase=Phase.OVER, hands=hands)
        outcome = GAME.outcome(state)
        assert outcome is not None and outcome.winners == (0, 1)
        assert "the tie stands" in outcome.reason.label("en")
        assert "引き分け" in outcome.reason.label("ja")

    def test_the_rulebook_example_scores_62(self) -> None:
        # Spec §16, R1: the only rulebook example, 62 points and 7 colours.
        lines = [["Fort", "Sentinel", "Advisor", "Banner", "RiceField"], ["Mountain"] * 5]
        hands = [["Fort", "Mountain", "Naishi", "RiceField", "RiceField"],
                 ["Mountain"] * 3 + ["Monk", "Advisor"]]
        state = position(lines=lines, hands=hands)
        now = score_now(state, 0)
        assert now is not None and (now.total, now.colours) == (62, 7)
        outcome = GAME.outcome(replace(state, phase=Phase.OVER))
        assert outcome is not None and outcome.scores[0] == 62 and outcome.winners == (0,)

    def test_idle_ninja_colour_option(self) -> None:
        hands = [["Ninja", "Mountain", "Mountain", "Fort", "Mountain"],
                 ["Mountain"] * 3 + ["Torii", "Torii"]]
        plain = GAME.outcome(position(phase=Phase.OVER, hands=hands))
        black = GAME.outcome(position(
            phase=Phase.OVER, hands=hands,
            options=NaishiOptions(idle_ninja_colour=IdleNinjaColour.BLACK)))
        assert plain is not None and black is not None
        assert black.details["colours"][0] == plain.details["colours"][0] + 1
        # Equal points (-5 each): the reading decides the winner.
        assert plain.scores == black.scores == (-5, -5)
        assert plain.winners == (0, 1) and black.winners == (0,)

    def test_no_outcome_before_the_end(self) -> None:
        assert GAME.outcome(position()) is None

    def test_scoring_options_reach_the_scorer(self) -> None:
        lines = [["Mountain", "Banner", "Mountain", "Mountain", "Mountain"], ["Mountain"] * 5]
        hands = [["Mountain", "Horseman", "Mountain", "Mountain", "Fort"],
                 ["Mountain"] * 3 + ["Monk", "Advisor"]]
        adds = GAME.outcome(position(phase=Phase.OVER, lines=lines, hands=hands))
        replaces = GAME.outcome(position(
            phase=Phase.OVER, lines=lines, hands=hands,
            options=NaishiOptions(horseman_bonus=HorsemanBonus.REPLACES)))
        assert adds is not None and replaces is not None
        assert adds.scores[0] - replaces.scores[0] == 3

    def test_sentinel_fort_option_reaches_the_scorer(self) -> None:
        # Rule naishi.13.A11: two adjacent Sentinels, one next to a Fort.
        lines = [["Fort", "Sentinel", "Sentinel", "Mountain", "Mountain"], ["Mountain"] * 5]
        independent = GAME.outcome(position(phase=Phase.OVER, lines=lines))
        only_alone = GAME.outcome(position(
            phase=Phase.OVER, lines=lines,
            options=NaishiOptions(sentinel_fort_bonus=SentinelFortBonus.ONLY_ALONE)))
        assert independent is not None and only_alone is not None
        assert independent.scores[0] - only_alone.scores[0] == 4


class TestScoreNow:
    def test_scores_the_territory_as_it_stands(self) -> None:
        state = position(hands=[["Mountain", "Mountain", "Naishi", "Mountain", "Fort"],
                                ["Mountain"] * 3 + ["Monk", "Advisor"]])
        now = score_now(state, 0)
        assert now is not None
        assert now.total == score(state.lines[0], state.hands[0]).total
        after, _ = play(state, SwapLine(1, 3))  # no change: both Mountains
        assert score_now(after, 0) == now

    def test_unknown_territories_have_no_score(self) -> None:
        state = position()
        assert score_now(GAME.view(state, 0), 1) is None
        assert score_now(GAME.view(state, 0), 0) is not None
        start = GAME.initial(2, 0, NaishiOptions()).state
        assert score_now(start, 0) is None


class TestOptions:
    def test_river_swap_off(self) -> None:
        from explorer.games.naishi import SwapRiver

        state = position(options=NaishiOptions(river_swap=False))
        assert not [a for a in GAME.legal_actions(state) if isinstance(a, SwapRiver)]
        en, ja = refusal(state, SwapRiver(1, 2))
        assert "option river_swap" in en and "river_swap" in ja

    def test_additional_with_any_main(self) -> None:
        opts = NaishiOptions(additional_with_any_main=True)
        state = position(court=(0, None, None, None, None, None), options=opts)
        after, _ = play(state, Recall((0,)))
        assert after.player == 0 and SwapLine(1, 2) in GAME.legal_actions(after)
        done, _ = play(after, SwapLine(1, 2))
        assert done.player == 1
        # Off (the default): the Recall ends the turn.
        plain, _ = play(position(court=(0, None, None, None, None, None)), Recall((0,)))
        assert plain.player == 1

    def test_options_from_a_match(self) -> None:
        from explorer import Match
        from explorer.engine import OptionError

        match = Match("naishi", seed=1, recall="choose", ninja_choice="choose",
                      sentinel_fort_bonus="only_alone")
        assert match.options.ninja_choice is NinjaChoice.CHOOSE
        assert match.options.sentinel_fort_bonus is SentinelFortBonus.ONLY_ALONE
        try:
            Match("naishi", seed=1, recall="some")
        except OptionError as exc:
            assert "recall" in str(exc)
        else:
            raise AssertionError("a bad option value was accepted")
        assert cards(["Fort"]) == (Card.FORT,)


class TestNoPossibleAction:
    def test_pass_only_when_nothing_is_possible(self) -> None:
        from explorer.games.naishi import Pass

        # Player 1's last turn: an empty River, the Decree used, no emissary out to recall.
        state = position(river=[[], [], [], [], []], first=1, player=0, final_seat=0,
                         court=(None,) * 5 + (1,))
        assert GAME.legal_actions(state) == (Pass(),)
        en, ja = refusal(state, SwapLine(1, 2))
        assert en == "That would leave no River card to develop this turn."
        assert "発展に使える川のカード" in ja
        done, events = play(state, Pass())
        assert done.phase is Phase.OVER
        assert rules_cited(events)[:2] == ["naishi.5.2", "naishi.10.1"]  # a piles end
