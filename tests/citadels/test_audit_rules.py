"""Findings of the independent audit (issue 12) on Citadels' rules text and values."""

from __future__ import annotations

import dataclasses

import pytest

from explorer import Match
from explorer.engine import ExplorerError, rule
from explorer.games.citadels import Character as C
from explorer.games.citadels import Decline, Destroy, Recover, TakeGold, score_city
from explorer.games.citadels import District as D
from explorer.games.citadels.callorder import call_order

from .helpers import play, position


class TestWarlordTurnEndsWithAGraveyardOffer:
    @pytest.mark.parametrize("answer", [Recover(), Decline()])
    def test_turn_end_logged_before_the_next_call(self, answer):
        state = position(rank=C.WARLORD, seat=0, cities={1: [D.GRAVEYARD], 2: [D.MANOR]},
                         gold={1: 1})
        state, _ = play(state, TakeGold(), Destroy(2, D.MANOR))
        _, events = play(state, answer)
        rules = [e.rule for e in events]
        assert "citadels.6.end" in rules
        end = events[rules.index("citadels.6.end")]
        assert end.message.params["character"] is C.WARLORD and end.actor == 0
        assert rules.index("citadels.2.1.graveyard") < rules.index("citadels.6.end")
        later = [r for r in rules[rules.index("citadels.6.end"):] if r.startswith("citadels.5")]
        assert later == [r for r in rules if r.startswith("citadels.5")]


class TestSevenPlayerDraft:
    def test_only_the_seventh_players_choice_cites_5_5(self):
        m = Match("citadels", 7, seed=5)
        rules = []
        for _ in range(7):
            before = len(m.log)
            m.play(m.legal_actions()[0])
            rules.append([e.rule for e in m.log[before:] if e.rule.startswith("citadels.5.")
                          and e.rule != "citadels.5.7" and not e.rule.startswith("citadels.5.7.")])
        assert all(r == ["citadels.5.2"] for r in rules[:5]), rules
        # The sixth pick hands the seventh player the face-down card too (§5.5).
        assert rules[5] == ["citadels.5.2", "citadels.5.5"], rules
        assert set(rules[6]) == {"citadels.5.5"}, rules
        view = call_order(m, 1)
        assert [e.rule for e in view.draft[:6]] == ["citadels.5.2"] * 6
        assert view.draft[6].rule == "citadels.5.5"
        assert "4–7" in rule("citadels.5.2").title.en


def test_japanese_heir_title_uses_the_games_term():
    assert "王様" in rule("citadels.3.king.heir").title.ja


class TestCityScoreIsAValue:
    def test_frozen_and_hashable(self):
        s = score_city(["Watchtower", "Dragon Gate", "Manor", "Temple", "Tavern"])
        assert hash(s) == hash(score_city(["Watchtower", "Dragon Gate", "Manor", "Temple",
                                           "Tavern"]))
        with pytest.raises(TypeError):
            s.bonuses["five_colours"] = 100  # type: ignore[index]  # writing a read-only mapping on purpose
        with pytest.raises(dataclasses.FrozenInstanceError):
            s.base = 0  # type: ignore[misc]  # writing a frozen value on purpose
        assert s.total == 17 and dict(s.bonuses) == {"five_colours": 3}
        assert {s: 1}[s] == 1

    def test_explain_in_an_unknown_language(self):
        s = score_city(["Manor"])
        with pytest.raises(ExplorerError) as info:
            s.explain("fr")
        assert "fr" in str(info.value) and "en" in str(info.value)
        assert "fr" in info.value.in_language("ja")


def test_the_warlords_turn_in_the_walkthrough_stops_at_its_end():
    # 7 players, seed 2: the Warlord destroys a district of a Graveyard owner in round 5; the
    # explorer's "what this turn did" used to run on into round 6 and its draft.
    from explorer.games.citadels import Phase
    from explorer.games.citadels.deduction import turn_events

    m = Match("citadels", 7, seed=2)
    while m.state.phase is not Phase.GRAVEYARD:
        m.play_bot()
    offer_round = m.state.round
    for _ in range(3):
        m.play_bot()
    warlord = [c for c in call_order(m, offer_round).calls
               if c.rank is C.WARLORD and c.status.name == "REVEALED"]
    events = turn_events(m, warlord[0])
    rules = [e.rule for e in events]
    assert rules[-1] == "citadels.6.end" and "citadels.2.1.graveyard" in rules
    assert not any(r.startswith("citadels.5") for r in rules)
