"""Findings of the independent audit (issue 12) on Naishi: rule ids that match the spec's §10,
the River's name in Japanese, and `score()` refusing unordered rows."""

from __future__ import annotations

import pytest

from explorer.engine import rule, tr
from explorer.games.naishi import Declare, Develop, EndTurn, Row, score
from explorer.games.naishi.scoring import ScoreInputError

from . import play, position, rules_cited

L = Row.LINE
LINE = ["Fort", "Sentinel", "Advisor", "Banner", "RiceField"]
HAND = ["Fort", "Mountain", "Naishi", "RiceField", "RiceField"]


class TestEndRuleIds:
    def test_10_2_is_the_declaration_as_in_the_spec(self):
        assert "Declaration" in rule("naishi.10.2").title.en
        assert "宣言" in rule("naishi.10.2").title.ja

    def test_a_last_turn_after_two_piles_cites_the_piles_rule(self):
        river = [["Naishi"], ["Ronin", "Fort"], ["Monk", "Torii"], ["Sentinel"], []]
        state = position(river=river, first=0, player=0)
        after, _ = play(state, Develop(L, 1), EndTurn())
        done, events = play(after, Develop(L, 2), EndTurn())
        last = [e for e in events if e.message.key == "naishi.log.last_turn"]
        assert [e.rule for e in last] == ["naishi.10.1"]
        assert "naishi.10.2" not in rules_cited(events)

    def test_a_last_turn_after_a_declaration_cites_10_2(self):
        river = [["Naishi", "Fort"], ["Ronin"], ["Monk", "Torii"], ["Sentinel"], []]
        after, _ = play(position(river=river, first=0), Declare())
        _, events = play(after, Develop(L, 1), EndTurn())
        last = [e for e in events if e.message.key == "naishi.log.last_turn"]
        assert [e.rule for e in last] == ["naishi.10.2"]


def test_the_river_piles_are_kawa_no_yama_in_japanese():
    assert "山札" not in rule("naishi.6.1").text.ja
    assert "山札" not in tr("naishi.log.exhausted", "ja", pile=2)
    assert "川の山" in rule("naishi.6.1").text.ja


class TestScoreRows:
    """A row is in column order: an unordered collection is refused, not scored in whatever
    order the hash seed gives."""

    @pytest.mark.parametrize("kind", [set, frozenset, dict.fromkeys])
    def test_unordered_rows_are_refused(self, kind):
        with pytest.raises(ScoreInputError) as info:
            score(kind(LINE), HAND)
        assert "order" in str(info.value) and "順" in info.value.in_language("ja")
        with pytest.raises(ScoreInputError):
            score(LINE, kind(HAND))

    def test_lists_and_tuples_score_the_same(self):
        assert score(LINE, HAND).total == score(tuple(LINE), tuple(HAND)).total == 62

    def test_ninja_copies_must_be_a_mapping(self):
        line = ["Ninja", "Sentinel", "Advisor", "Banner", "RiceField"]
        with pytest.raises(ScoreInputError) as info:
            score(line, HAND, [((0, 0), "Advisor")])  # type: ignore[arg-type]  # a bad value on purpose
        assert "{" in str(info.value) or "mapping" in str(info.value)
        assert score(line, HAND, {(0, 0): "Advisor"}).ninja_copies[(0, 0)].value == "Advisor"
