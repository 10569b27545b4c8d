"""Scenario tests of the Naishi rules: set-up, the opening exchange, Develop, the additional
actions, the Imperial Decree and Recall (rules spec naishi §3–§8)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

import pytest

from explorer import Match
from explorer.engine import Event, IllegalActionError, Message
from explorer.engine.testing import check_cards
from explorer.games.naishi import (
    DEVELOPMENT_DECK,
    GAME,
    Card,
    CopyNinja,
    Declare,
    Decree,
    Develop,
    DiscardRiver,
    EndTurn,
    Give,
    NaishiOptions,
    NaishiState,
    Phase,
    Recall,
    RecallRule,
    Row,
    SwapColumn,
    SwapHand,
    SwapLine,
    SwapRiver,
)

from . import M, cards, play, position, refusal, rules_cited

L, H = Row.LINE, Row.HAND


def initial(seed: int) -> tuple[NaishiState, tuple[Event, ...]]:
    start = GAME.initial(2, seed, NaishiOptions())
    return start.state, start.events


class TestSetup:
    def test_river_hands_and_lines(self) -> None:
        state, events = initial(4)
        assert state.phase is Phase.EXCHANGE and state.player == state.first
        assert [len(p) for p in state.river] == [6] * 5
        assert [len(d) for d in state.dealt] == [2, 2]
        assert state.lines == ((M,) * 5, (M,) * 5) and state.hands == ((), ())
        dealt = [c for p in state.river for c in p] + [c for d in state.dealt for c in d]
        assert Counter(dealt) == Counter(DEVELOPMENT_DECK)
        assert state.court == (None,) * 6 and state.discard == ()
        check_cards(GAME, state, "set-up")
        assert rules_cited(events)[:2] == ["naishi.3.1", "naishi.3.3"]

    def test_first_player_comes_from_the_seed(self) -> None:
        firsts = {initial(seed)[0].first for seed in range(20)}
        assert firsts == {0, 1}
        assert initial(7)[0] == initial(7)[0]

    def test_dealt_cards_are_private_in_the_log(self) -> None:
        state, events = initial(2)
        deal = [e for e in events if e.rule == "naishi.3.4"]
        assert len(deal) == 2
        for event in deal:
            seat = event.actor if event.actor is not None else next(iter(event.visible_to or ()))
            mine = event.label("en", seat)
            theirs = event.label("en", 1 - seat)
            assert "dealt the" in mine and "2 Development cards" in theirs
            assert "発展カードが2枚" in event.label("ja", 1 - seat)


class TestExchange:
    def test_two_hidden_choices_then_both_cards_move(self) -> None:
        state = initial(11)[0]
        first, second = state.first, 1 - state.first
        dealt = state.dealt
        give_first = Give(dealt[first][0])
        assert give_first in GAME.legal_actions(state)
        after_one, events = play(state, give_first)
        assert after_one.phase is Phase.EXCHANGE and after_one.player == second
        assert after_one.gifts[first] == dealt[first][0]
        # The second player cannot see the pending choice nor the first player's cards.
        seen = GAME.view(after_one, second)
        assert seen.gifts[first] is None and seen.dealt[first] == (None, None)
        assert GAME.current_player(seen) == second
        assert "has chosen the card to give" in events[0].label("en", second)
        assert "chooses to give" in events[0].label("en", first)
        done, events = play(after_one, Give(dealt[second][1]))
        assert done.phase is Phase.PLAY and done.player == first and done.turn == 1
        for owner, gave, got in ((first, dealt[first][0], dealt[second][1]),
                                 (second, dealt[second][1], dealt[first][0])):
            kept = [c for c in dealt[owner]]
            kept.remove(gave)
            assert Counter(done.hands[owner]) == Counter([kept[0], got, M, M, M])
        assert done.dealt == ((), ()) and done.gifts == (None, None)
        check_cards(GAME, done, "after the exchange")
        assert "naishi.3.7" in rules_cited(events)

    def test_hand_order_is_shuffled_with_the_state_generator(self) -> None:
        orders = set()
        for seed in range(12):
            state = initial(seed)[0]
            for _ in range(2):
                state = GAME.apply(state, GAME.legal_actions(state)[0]).state
            orders.add(tuple(c is M for c in state.hands[state.first]))
        assert len(orders) > 1  # the two Development cards land in varying columns

    def test_identical_dealt_cards_give_one_action(self) -> None:
        state = initial(0)[0]
        seat = state.player
        dealt = tuple((Card.TORII, Card.TORII) if s == seat else state.dealt[s] for s in (0, 1))
        twin = replace(state, dealt=dealt)
        assert GAME.legal_actions(twin) == (Give(Card.TORII),)

    def test_refusals_during_the_exchange(self) -> None:
        state = initial(5)[0]
        held = set(state.dealt[state.player])
        other = next(c for c in Card if c not in held and c is not M)
        en, ja = refusal(state, Give(other))
        assert "You were not dealt" in en and "配られていません" in ja
        en, ja = refusal(state, Develop(L, 1))
        assert "opening exchange" in en and "最初の交換" in ja


class TestDevelop:
    def test_develop_line(self) -> None:
        state = position(river=[["Naishi", "Fort"], ["Ronin"], [], [], []])
        after, events = play(state, Develop(L, 1))
        assert after.lines[0][0] is Card.NAISHI
        assert after.river[0] == (Card.FORT,)
        assert after.discard[-1] is M
        assert rules_cited(events)[:2] == ["naishi.6.1", "naishi.6.1"]
        assert "the Fort is turned face up" in events[1].label("en")
        assert "砦が公開されました" in events[1].label("ja")

    def test_develop_hand_and_exhaust_a_pile(self) -> None:
        state = position(river=[["Naishi"], ["Ronin", "Monk"], ["Fort"], [], []],
                         hands=[["Mountain", "Torii", "Mountain", "Mountain", "Fort"],
                                ["Mountain"] * 3 + ["Monk", "Advisor"]])
        after, events = play(state, Develop(H, 2))
        assert after.hands[0][1] is Card.RONIN and after.discard[-1] is Card.TORII
        assert after.river[1] == (Card.MONK,)
        after, events = play(position(river=[["Naishi"], [], [], [], ["Fort"]]), Develop(H, 1))
        assert after.river[0] == ()
        assert "Pile 1 is now exhausted" in events[1].label("en")

    def test_only_the_same_column(self) -> None:
        state = position(river=[["Naishi"], [], ["Fort"], [], []])
        develops = [a for a in GAME.legal_actions(state) if isinstance(a, Develop)]
        assert develops == [Develop(L, 1), Develop(L, 3), Develop(H, 1), Develop(H, 3)]
        en, ja = refusal(state, Develop(H, 2))
        assert en == "Pile 2 is empty: you cannot develop in column 2."
        assert ja == "川の2列目は空なので、2列目は発展できません。"

    def test_one_main_action_then_end_turn(self) -> None:
        state = position()
        after, _ = play(state, Develop(L, 3))
        assert after.player == 0 and after.main_done
        assert EndTurn() in GAME.legal_actions(after)
        assert all(not isinstance(a, (Develop, Decree, Recall, Declare))
                   for a in GAME.legal_actions(after))
        en, ja = refusal(after, Develop(L, 1))
        assert "already took your main action" in en and "主アクションはもう" in ja
        done, events = play(after, EndTurn())
        assert done.player == 1 and not done.main_done and done.turn == 2
        assert rules_cited(events) == ["naishi.5.1"]
        en, _ = refusal(state, EndTurn())
        assert "main action before ending" in en


class TestSwaps:
    def test_river_swap_moves_only_the_face_up_cards(self) -> None:
        state = position(river=[["Naishi", "Fort"], ["Ronin", "Monk"], [], [], []])
        after, events = play(state, SwapRiver(1, 2))
        assert after.river[0] == (Card.RONIN, Card.FORT)
        assert after.river[1] == (Card.NAISHI, Card.MONK)
        assert after.court[0] == 0 and after.emissary_used and not after.main_done
        assert rules_cited(events) == ["naishi.6.2"]
        assert "Switch spot 1" in events[0].label("en")
        assert "入れ替えの1番" in events[0].label("ja")

    def test_line_swap(self) -> None:
        state = position(lines=[["Fort", "Mountain", "Mountain", "Mountain", "Torii"],
                                ["Mountain"] * 5])
        after, _ = play(state, SwapLine(1, 5))
        assert after.lines[0] == cards(["Torii", "Mountain", "Mountain", "Mountain", "Fort"])

    def test_hand_swap_is_secret(self) -> None:
        state = position()
        after, events = play(state, SwapHand(1, 4))
        assert after.hands[0] == cards(["Fort", "Mountain", "Mountain", "Mountain", "Torii"])
        assert "(Fort)" in events[0].label("en", 0)
        assert "Fort" not in events[0].label("en", 1)
        assert "砦" not in events[0].label("ja", 1)

    def test_column_swap(self) -> None:
        state = position()
        after, _ = play(state, SwapColumn(5))
        assert after.lines[0][4] is Card.TORII and after.hands[0][4] is M

    def test_swap_after_develop_ends_the_turn(self) -> None:
        state = position()
        after, _ = play(state, Develop(L, 2), SwapLine(1, 2))
        assert after.player == 1 and after.court[0] == 0
        assert not after.emissary_used and not after.main_done

    def test_all_35_swaps_at_the_start(self) -> None:
        state = position()
        swaps = [a for a in GAME.legal_actions(state)
                 if isinstance(a, (SwapRiver, SwapLine, SwapHand, SwapColumn))]
        assert len(swaps) == 35 and len(set(map(str, swaps))) == 35

    def test_identical_cards_may_be_swapped(self) -> None:
        after, _ = play(position(), SwapLine(1, 2))
        assert after.lines == position().lines and after.court[0] == 0


class TestDiscardTwo:
    def test_discard_two_and_reveal(self) -> None:
        state = position(river=[["Naishi", "Fort"], [], ["Ronin"], ["Monk", "Torii"], []])
        after, events = play(state, DiscardRiver(1, 4))
        assert after.river[0] == (Card.FORT,) and after.river[3] == (Card.TORII,)
        assert after.discard[-2:] == (Card.NAISHI, Card.MONK)
        assert after.court[3] == 0
        assert rules_cited(events) == ["naishi.6.3", "naishi.6.1", "naishi.6.1"]
        assert "River-refresh spot 1" in events[0].label("en")

    def test_needs_two_piles(self) -> None:
        state = position(river=[["Naishi", "Fort"], [], [], [], []])
        assert not [a for a in GAME.legal_actions(state) if isinstance(a, DiscardRiver)]
        en, ja = refusal(state, DiscardRiver(1, 2))
        assert en == "Pile 2 has no face-up card." and "表向きのカードがありません" in ja
        en, _ = refusal(state, DiscardRiver(1, 1))
        assert en == "Choose two different piles."
        en, _ = refusal(state, DiscardRiver(2, 1))
        assert "smaller number first" in en and "discard river 1+2" in en

    def test_before_develop_it_may_not_empty_the_river(self) -> None:
        state = position(river=[["Naishi"], ["Fort"], [], [], []])
        en, ja = refusal(state, DiscardRiver(1, 2))
        assert "no River card to develop" in en and "発展に使える川のカード" in ja
        # The guard is Game Park's (spec §13 A6); after the Develop emptying the River is fine.
        state3 = position(river=[["Naishi"], ["Fort"], ["Monk"], [], []])
        assert DiscardRiver(2, 3) in GAME.legal_actions(state3)  # pile 1 is left to develop
        after, _ = play(state3, Develop(L, 3), DiscardRiver(1, 2))
        assert not any(after.river) and after.player == 1

    def test_option_allows_emptying_the_river(self) -> None:
        opts = NaishiOptions(discard_may_empty_river=True)
        state = position(river=[["Naishi"], ["Fort"], [], [], []], options=opts)
        after, _ = play(state, DiscardRiver(1, 2))
        assert not any(after.river)
        from explorer.games.naishi import Pass

        assert GAME.legal_actions(after) == (Pass(),)
        done, events = play(after, Pass())
        assert rules_cited(events)[0] == "naishi.5.2"
        assert done.phase is not Phase.PLAY or done.player == 1


class TestEmissaries:
    def test_one_emissary_per_turn(self) -> None:
        state, _ = play(position(), SwapLine(1, 2))
        legal = GAME.legal_actions(state)
        assert all(isinstance(a, Develop) for a in legal)
        for action in (SwapHand(1, 2), DiscardRiver(1, 2), SwapRiver(1, 2)):
            en, ja = refusal(state, action)
            assert en == "You already used an emissary this turn."
            assert ja == "この手番ではもう使者を使いました。"
        en, ja = refusal(state, Decree(L, 1))
        assert "only main action left is Develop" in en and "発展だけ" in ja
        after, _ = play(state, Develop(L, 1))
        assert after.player == 1  # nothing optional is left: the turn ended by itself

    def test_spots_full(self) -> None:
        state = position(court=(1, 1, 0, None, None, None))
        assert not [a for a in GAME.legal_actions(state) if isinstance(a, SwapLine)]
        en, ja = refusal(state, SwapLine(1, 2))
        assert en == "All 3 Switch spots are taken." and "すべて埋まっています" in ja
        assert DiscardRiver(1, 2) in GAME.legal_actions(state)
        state = position(court=(None, None, None, 1, 1, None))
        en, ja = refusal(state, DiscardRiver(1, 2))
        assert en == "Both River-refresh spots are taken." and "どちらも埋まっています" in ja

    def test_no_emissary_left(self) -> None:
        state = position(court=(0, None, None, 0, None, None))
        assert state.reserve(0) == 0
        en, ja = refusal(state, SwapLine(1, 2))
        assert en == "You have no emissary left in reserve." and "使者が残っていません" in ja
        en, _ = refusal(state, Decree(L, 1))
        assert en == "You have no emissary left in reserve."
        # After a Develop with an empty reserve the turn ends at once.
        after, _ = play(state, Develop(L, 1))
        assert after.player == 1

    def test_emissary_takes_the_first_free_spot(self) -> None:
        state = position(court=(1, None, None, None, None, None))
        after, _ = play(state, SwapLine(1, 2))
        assert after.court[:3] == (1, 0, None)


class TestDecree:
    def test_line_decree_swaps_mirror_cards_and_locks_the_emissary(self) -> None:
        state = position(lines=[["Fort"] + ["Mountain"] * 4, ["Mountain", "Naishi"] +
                                ["Mountain"] * 3])
        after, events = play(state, Decree(L, 2))
        assert after.lines[0][1] is Card.NAISHI and after.lines[1][1] is M
        assert after.court[5] == 0 and after.player == 1
        assert rules_cited(events) == ["naishi.7"]
        assert "Naishi" in events[0].label("en", 1)
        # Used once per game in total: refused to both players from now on.
        en, ja = refusal(after, Decree(L, 1))
        assert en.startswith("The Decree was already used") and "勅令はすでに" in ja
        # Its emissary is never recalled.
        assert not [a for a in GAME.legal_actions(after) if isinstance(a, Recall)]
        back, _ = play(after, Develop(L, 1), EndTurn())
        assert not [a for a in GAME.legal_actions(back) if isinstance(a, Recall)]
        en, _ = refusal(back, Recall((5,)))
        assert "no emissary on a Switch or River-refresh spot" in en
        assert back.reserve(0) == 1

    def test_hand_decree(self) -> None:
        state = position()
        after, _ = play(state, Decree(H, 5))
        assert after.hands[0][4] is Card.ADVISOR and after.hands[1][4] is Card.TORII

    def test_decree_takes_the_whole_turn(self) -> None:
        after, _ = play(position(), Decree(L, 1))
        assert after.player == 1 and not after.main_done and not after.emissary_used

    def test_ten_decrees(self) -> None:
        decrees = [a for a in GAME.legal_actions(position()) if isinstance(a, Decree)]
        assert len(decrees) == 10


class TestRecall:
    def test_recall_brings_back_all(self) -> None:
        state = position(court=(0, 1, None, 0, None, None))
        recalls = [a for a in GAME.legal_actions(state) if isinstance(a, Recall)]
        assert recalls == [Recall((0, 3))]
        after, events = play(state, Recall((0, 3)))
        assert after.court == (None, 1, None, None, None, None) and after.player == 1
        assert rules_cited(events) == ["naishi.8"]
        assert "Switch spot 1 and River-refresh spot 1" in events[0].label("en")
        en, ja = refusal(state, Recall((0,)))
        assert "all your emissaries" in en and "すべて戻します" in ja

    def test_recall_leaves_the_decree_emissary(self) -> None:
        for recall in RecallRule:
            state = position(court=(None, 0, None, None, 1, 0),
                             options=NaishiOptions(recall=recall))
            recalls = [a for a in GAME.legal_actions(state) if isinstance(a, Recall)]
            assert recalls == [Recall((1,))]
            after, _ = play(state, Recall((1,)))
            assert after.court == (None, None, None, None, 1, 0) and after.reserve(0) == 1
            en, _ = refusal(state, Recall((1, 5)))
            assert "Switch spot 2" in en and "Decree" not in en

    def test_recall_none_out(self) -> None:
        en, ja = refusal(position(), Recall(()))
        assert en == "You have no emissary on a Switch or River-refresh spot to recall."
        assert "呼び戻せる使者がいません" in ja

    def test_option_choose_one_or_two(self) -> None:
        opts = NaishiOptions(recall=RecallRule.CHOOSE)
        state = position(court=(0, 1, None, 0, None, None), options=opts)
        recalls = [a for a in GAME.legal_actions(state) if isinstance(a, Recall)]
        assert recalls == [Recall((0,)), Recall((3,)), Recall((0, 3))]
        after, _ = play(state, Recall((3,)))
        assert after.court == (0, 1, None, None, None, None)
        en, _ = refusal(state, Recall((1,)))
        assert "one or two of your own emissaries" in en

    def test_recall_is_refused_after_an_additional_action(self) -> None:
        state, _ = play(position(court=(None, None, None, 0, None, None)), SwapLine(1, 2))
        en, _ = refusal(state, Recall((3,)))
        assert "only main action left is Develop" in en


class TestMatch:
    def test_a_match_plays_and_refuses_with_reasons(self) -> None:
        match = Match("naishi", seed=9)
        with pytest.raises(ValueError, match="opening exchange"):
            match.play(Develop(L, 1))
        match.play(match.legal_actions()[0])
        match.play(match.legal_actions()[0])
        assert match.state.phase is Phase.PLAY
        assert match.current_player == match.state.first


class TestActionValues:
    """Actions written by hand with plain values mean what they say (or are refused)."""

    def test_plain_strings_become_rows_and_cards(self) -> None:
        assert Develop("L", 3) == Develop(L, 3) and Develop("L", 3).row is L
        assert Develop("hand", 2).row is H and str(Decree("H", 1)) == "decree H1"
        assert Give("Monk").card is Card.MONK and str(Give("僧侶")) == "give Monk"
        assert CopyNinja("H", 1, "Naishi").card is Card.NAISHI
        assert Develop(L, 3.0).column == 3 and type(Develop(L, 3.0).column) is int

    def test_a_plain_line_develop_develops_the_line(self) -> None:
        state = position(river=[["Naishi"], ["Fort"], ["Monk"], ["Ronin"], ["Sentinel"]])
        after, _ = play(state, Develop("L", 3))  # type: ignore[arg-type]  # a bad value on purpose
        assert after.player == 0  # the additional action is still open
        assert after.lines[0][2] is Card.MONK and after.hands[0][2] is M

    @pytest.mark.parametrize(("make", "en", "ja"), [
        (lambda: Develop("X", 1), "Line (\"L\") or Hand (\"H\")", "場(\"L\")か手札(\"H\")"),
        (lambda: Give("Dragon"), "No Naishi card is called 'Dragon'", "'Dragon'という"),
        (lambda: Develop(L, True), "numbered 1 to 5, not True", "1～5"),
        (lambda: SwapLine(1, 2.5), "numbered 1 to 5, not 2.5", "2.5"),
    ])
    def test_bad_values_are_refused_clearly(self, make: Any, en: str, ja: str) -> None:
        with pytest.raises(IllegalActionError) as info:
            make()
        reason = info.value.reason
        assert isinstance(reason, Message)
        assert en in reason.label("en") and ja in reason.label("ja")
