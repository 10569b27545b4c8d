"""Game end, scoring and the tie-break (rules spec citadels §8, §10.3, §11-A10, A12)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from explorer.engine import ExplorerError, Message
from explorer.games.citadels import (
    GAME,
    Build,
    Colour,
    EndTurn,
    Phase,
    ScoringError,
    TakeGold,
    Tiebreak,
    rank_players,
    score_city,
)
from explorer.games.citadels import Character as C
from explorer.games.citadels import District as D

from .helpers import keys, play, position, with_state

SEVEN = [D.TEMPLE, D.TAVERN, D.MANOR, D.PRISON, D.CHURCH, D.MARKET, D.CASTLE]
SEVEN_B = [D.WATCHTOWER, D.DOCKS, D.PALACE, D.MONASTERY, D.HARBOR, D.BATTLEFIELD, D.CATHEDRAL]


class TestScoreCity:
    def test_base_is_the_sum_of_values(self):
        s = score_city(["Watchtower", "Dragon Gate", "Manor"])
        assert (s.base, s.total, dict(s.bonuses)) == (1 + 8 + 3, 12, {})

    def test_five_colours_needs_purple(self):
        assert score_city(["Manor", "Temple", "Tavern", "Watchtower"]).bonuses == {}
        s = score_city(["Manor", "Temple", "Tavern", "Watchtower", "Keep"])
        assert s.bonuses == {"five_colours": 3} and s.total == 3 + 1 + 1 + 1 + 3 + 3

    def test_a_haunted_city_that_is_the_only_purple_is_simply_purple(self):
        # §2.1: it stands in for a missing colour only when purple is there already; here it is
        # the purple itself, and the explanation must not say it was "counted as purple".
        s = score_city(["Haunted City", "Manor", "Temple", "Tavern", "Watchtower"])
        assert s.bonuses == {"five_colours": 3} and s.haunted_colour is None
        assert "counted as" not in s.explain("en")
        red = score_city(["Haunted City", "Manor", "Temple", "Tavern", "Keep"])
        assert red.haunted_colour is Colour.RED and "counted as red" in red.explain("en")

    def test_completion_bonuses(self):
        eight = [d.value for d in SEVEN] + ["Docks"]
        assert score_city(eight, first_complete=True).bonuses == {"first_complete": 4}
        assert score_city(eight).bonuses == {"complete": 2}
        nine = eight + ["Keep", "Watchtower"]
        s = score_city(nine)
        assert s.bonuses == {"five_colours": 3, "complete": 2}

    def test_japanese_names_and_explanations(self):
        s = score_city(["荘園", "神殿", "酒場", "見張り塔", "竜の門"])
        assert s.total == 3 + 1 + 1 + 1 + 8 + 3
        text = s.explain("ja")
        assert "竜の門 8" in text and "5色" in text and "合計: 17点" in text
        assert "Total: 17 points." in s.explain("en")

    @pytest.mark.parametrize(("args", "kwargs", "needle"), [
        (["Manor", "Armory"], {}, "'Armory' is not a district"),
        (["Manor", "manor"], {}, "cannot hold Manor twice"),
        ("Manor", {}, "must be a list"),
        (["Manor"], {"first_complete": True}, "this one has 1"),
        (["Manor"], {"built_in_final_round": ["Keep"]}, "not in the city"),
        ([3], {}, "3 is not a district"),
    ])
    def test_bad_input_says_what_is_wrong(self, args, kwargs, needle):
        with pytest.raises(ScoringError) as info:
            score_city(args, **kwargs)
        assert isinstance(info.value, ExplorerError) and isinstance(info.value, ValueError)
        assert needle in str(info.value)
        assert info.value.in_language("ja")


class TestTiebreak:
    def test_district_values_then_gold_then_shared(self):
        assert rank_players([20, 20, 15], [17, 20, 15], [0, 0, 9])[0] == (1,)
        winners, why = rank_players([20, 20], [17, 17], [3, 5])
        assert winners == (1,) and "gold" in why.label("en")
        winners, why = rank_players([20, 20], [17, 17], [3, 3])
        assert winners == (0, 1) and "shared" in why.label("en")
        assert rank_players([21, 20], [10, 20], [0, 0]) == ((0,), None)

    def test_district_values_come_before_gold(self):
        # §8: the district values decide first; the gold only if they tie too.
        winners, why = rank_players([18, 18], [14, 18], [5, 0])
        assert winners == (1,) and why == Message("citadels.tiebreak.base", n=18)
        winners, why = rank_players([18, 18, 18], [18, 18, 14], [0, 2, 9])
        assert winners == (1,) and why == Message("citadels.tiebreak.gold", n=2)
        # Three tied on points, two of them on the district values: the gold decides
        # between those two only (the richest player is already out).
        assert rank_players([18, 18, 18], [16, 16, 12], [1, 3, 9])[0] == (1,)

    def test_only_the_players_tied_on_points_count(self):
        # Player 3 has more district value and more gold, but fewer points.
        winners, why = rank_players([18, 18, 17], [12, 14, 17], [1, 0, 9])
        assert winners == (1,) and why == Message("citadels.tiebreak.base", n=14)
        assert rank_players([18, 18, 17], [14, 14, 17], [1, 2, 9])[0] == (1,)

    def test_gold_only_option(self):
        assert rank_players([20, 20], [17, 20], [5, 3], "gold")[0] == (0,)
        assert rank_players([18, 18], [14, 18], [5, 0], Tiebreak.GOLD)[0] == (0,)
        assert rank_players([18, 18], [14, 18], [5, 0], Tiebreak.CLASSIC)[0] == (1,)
        winners, why = rank_players([18, 18], [14, 18], [3, 3], Tiebreak.GOLD)
        assert winners == (0, 1) and why == Message("citadels.tiebreak.shared")


class TestGameEnd:
    def test_eighth_district_ends_the_game_after_the_round(self):
        state = position(rank=C.KING, seat=0, chosen={1: [C.WARLORD], 2: [C.ARCHITECT]},
                         cities={0: SEVEN, 2: SEVEN_B}, hands={0: [D.DOCKS], 2: [D.KEEP]},
                         gold={0: 5, 2: 3})
        state, events = play(state, TakeGold(), Build(D.DOCKS))
        assert state.first_complete == 0 and "citadels.ev.complete" in keys(events)
        state, _ = play(state, EndTurn())
        assert GAME.current_player(state) == 2, "the round is played out"
        state, _ = play(state, TakeGold(), Build(D.KEEP), EndTurn())
        assert GAME.current_player(state) == 1
        state, events = play(state, TakeGold(), EndTurn())
        assert state.phase is Phase.OVER and GAME.current_player(state) is None
        outcome = GAME.outcome(state)
        first, _, second, _ = outcome.details["breakdowns"]
        assert first.bonuses["first_complete"] == 4 and second.bonuses["complete"] == 2
        assert outcome.scores[0] == first.total
        assert outcome.details["first_complete"] == 0

    def test_outcome_applies_the_tiebreak(self):
        state = position(rank=C.WARLORD, seat=0)
        over = with_state(state, phase=Phase.OVER, turn=None,
                          cities=((D.PALACE,), (D.CASTLE, D.TAVERN), (), ()), gold=(1, 0, 0, 0))
        outcome = GAME.outcome(over)
        assert outcome.scores[:2] == (5, 5) and outcome.winners == (0,)
        assert "gold" in outcome.tiebreak.label("en")
        assert outcome.reason.label("ja")

    def test_outcome_weighs_district_values_before_gold(self):
        # Tied on 12 points: Player 1 by 9 in districts and the five-colour bonus, Player 2 by
        # 12 in districts; Player 1's gold does not count before the district values.
        state = position(rank=C.WARLORD, seat=0)
        over = with_state(state, phase=Phase.OVER, turn=None,
                          cities=((D.MANOR, D.TEMPLE, D.TAVERN, D.WATCHTOWER, D.KEEP),
                                  (D.PALACE, D.CATHEDRAL, D.PRISON), (), ()),
                          gold=(5, 0, 0, 0))
        outcome = GAME.outcome(over)
        assert outcome.scores[:2] == (12, 12) and outcome.winners == (1,)
        assert outcome.tiebreak == Message("citadels.tiebreak.base", n=12)
        gold_first = with_state(over, options=replace(over.options, tiebreak=Tiebreak.GOLD))
        assert GAME.outcome(gold_first).winners == (0,)
