"""The Court's numbers as data (issue 36, point 1: "the actions' numbers and limits are data
too"): the Switch and River-refresh spots (rules naishi.4, naishi.6.2, naishi.6.3) are fields
of the content, which the reference rules, the kernel, the refusals, the rule texts, the log
and the positions all read."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

import explorer
from explorer import Match
from explorer.engine import PositionError
from explorer.engine.errors import VariantError
from explorer.engine.events import rule
from explorer.engine.testing import check_kernel, check_kernel_reach
from explorer.games.naishi import GAME, DiscardRiver, NaishiOptions, Recall, SwapLine
from explorer.games.naishi.content import PUBLISHED, NaishiContent
from explorer.games.naishi.positions import position as build_position
from explorer.games.naishi.positions import position_problem, position_shape
from explorer.games.naishi.state import area_full, court_layout
from explorer.viz.naishi import table_html

from . import play, position, refusal

#: (Court) One Switch spot and one River-refresh spot instead of 3 and 2.
SMALL_COURT: dict[str, Any] = {"game": "naishi",
                               "content": {"switch_spots": 1, "refresh_spots": 1}}
#: (Court) Five Switch spots and four River-refresh spots, and a Decree per player.
LARGE_COURT: dict[str, Any] = {"game": "naishi", "content": {
    "switch_spots": 5, "refresh_spots": 4, "decree": "player"}}
#: (Court) Three emissaries each, recalled as the player chooses.
THREE_EMISSARIES: dict[str, Any] = {"game": "naishi", "content": {"emissaries": 3},
                                    "options": {"recall": "choose"}}


def _options(**content: Any) -> NaishiOptions:
    return NaishiOptions(content=NaishiContent(**content))


def test_the_printed_court_is_three_two_and_one() -> None:
    layout = court_layout(PUBLISHED)
    assert (layout.switch, layout.refresh, layout.decree, layout.size) == (
        (0, 1, 2), (3, 4), (5,), 6)
    assert layout.open_names == ("S1", "S2", "S3", "D1", "D2", "E")
    assert len(Match("naishi", seed=1).state.court) == 6
    assert rule("naishi.4").text.en.startswith(
        "The Court has 3 Switch spots, 2 River-refresh spots and 1 Decree spot, shared")
    assert rule("naishi.4").text.ja.startswith(
        "宮廷には入れ替え3カ所、川の更新2カ所、勅令1カ所があり")


def test_a_spot_keeps_its_number_in_every_game() -> None:
    large = court_layout(NaishiContent(switch_spots=5, refresh_spots=4, decree="player"))
    assert large.switch == (0, 1, 2, 7, 8) and large.refresh == (3, 4, 10, 11)
    assert large.decree == (5, 6) and large.size == 12
    assert large.open_names == ("S1", "S2", "S3", "D1", "D2", "E", "E2", "S4", "S5", "D3", "D4")
    small = court_layout(NaishiContent(switch_spots=1, refresh_spots=1))
    assert (small.switch, small.refresh, small.size) == ((0,), (3,), 6)
    assert str(Recall((7, 10))) == "recall S4+D3"
    assert Recall((7,)).describe("en") == "Recall your emissaries from Switch spot 4"


def test_a_full_area_says_how_many_spots_it_has() -> None:
    cases = [
        ("naishi.6.2", (0, 1, 2), "All 3 Switch spots are taken.", "入れ替えの3カ所はすべて"),
        ("naishi.6.2", (0, 1), "Both Switch spots are taken.", "入れ替えの2カ所はどちらも"),
        ("naishi.6.2", (0,), "The Switch spot is taken.", "入れ替えの場所（1カ所）"),
        ("naishi.6.3", (3, 4), "Both River-refresh spots are taken.", "川の更新の2カ所はどちらも"),
        ("naishi.6.3", (3, 4, 10, 11), "All 4 River-refresh spots are taken.", "川の更新の4カ所"),
        ("naishi.6.3", (3,), "The River-refresh spot is taken.", "川の更新の場所（1カ所）"),
    ]
    for rule_id, spots, en, ja in cases:
        refused = area_full(rule_id, spots)
        assert refused.rule == rule_id
        assert refused.label("en") == en and refused.label("ja").startswith(ja)


def test_one_switch_spot_is_full_with_one_emissary() -> None:
    opts = _options(switch_spots=1, refresh_spots=1)
    state = position(court=(1, None, None, None, None, None), options=opts)
    assert not [a for a in GAME.legal_actions(state) if isinstance(a, SwapLine)]
    en, ja = refusal(state, SwapLine(1, 2))
    assert en == "The Switch spot is taken." and ja == "入れ替えの場所（1カ所）は埋まっています。"
    # Spot 2 exists in the printed game but not here: it stays empty.
    assert DiscardRiver(1, 2) in GAME.legal_actions(state)
    after, events = play(state, DiscardRiver(1, 2))
    assert after.court == (1, None, None, 0, None, None)
    assert "River-refresh spot 1" in events[0].message.label("en")
    en, _ = refusal(after, DiscardRiver(3, 4))
    assert en == "You already used an emissary this turn."


def test_a_fourth_switch_spot_takes_an_emissary_and_comes_back() -> None:
    opts = _options(switch_spots=4)
    court = (1, 1, 0, None, None, None, None, None)
    state = position(court=court, first=0, options=opts)
    after, events = play(state, SwapLine(1, 2))
    assert after.court == (1, 1, 0, None, None, None, None, 0)
    message = events[0].message
    assert "Switch spot 4" in message.label("en") and "入れ替えの4番" in message.label("ja")
    # The other player's emissaries are both out; at the first player's next turn both of
    # theirs are too: a Recall brings back spots 3 and 4 ("S3", "S4").
    back = replace(after, player=0, main_done=False, emissary_used=False)
    assert Recall((2, 7)) in GAME.legal_actions(back)
    returned, events = play(back, Recall((2, 7)))
    assert returned.court == (1, 1, None, None, None, None, None, None)
    assert "Switch spot 3" in events[0].message.label("en")


def test_the_rule_text_states_the_court_in_force() -> None:
    four = NaishiContent(switch_spots=4, refresh_spots=3, decree="player")
    assert rule("naishi.4", four).text.en.startswith(
        "The Court has 4 Switch spots, 3 River-refresh spots and 2 Decree spots (one for each")
    assert rule("naishi.4", four).text.ja.startswith(
        "宮廷には入れ替え4カ所、川の更新3カ所、勅令2カ所（各自1カ所）があり")
    # "1 Switch spots" would not be English: the rule states the numbers plainly instead.
    one = NaishiContent(switch_spots=1)
    en = rule("naishi.4", one).text.en
    assert "Switch spots on the Court: 1" in en and "1 Switch spots" not in en
    assert rule("naishi.4", one).text.ja.startswith("宮廷には入れ替え1カ所、川の更新2カ所")


def test_the_diff_and_the_refusals_of_a_court_variant() -> None:
    variant = explorer.Variant.from_dict("naishi", SMALL_COURT)
    assert variant.diff() == ("Switch spots on the Court: 3 → 1",
                              "River-refresh spots on the Court: 2 → 1")
    assert variant.diff(lang="ja") == ("宮廷の入れ替えの場所の数：3 → 1",
                                       "宮廷の川の更新の場所の数：2 → 1")
    for value in (0, 7, "3", 2.5, True, None):
        with pytest.raises(VariantError) as refused:
            NaishiContent.from_dict({"switch_spots": value})
        assert "switch_spots" in refused.value.reason.label("en")
        assert "switch_spots" in refused.value.reason.label("ja")


def test_positions_know_the_court_of_their_game() -> None:
    variant = explorer.Variant.from_dict("naishi", {"content": {"switch_spots": 4,
                                                                "refresh_spots": 1}})
    match = Match("naishi", seed=3, variant=variant)
    assert match.state.court == (None,) * 8
    state = replace(match.state, court=(None, None, None, 1, None, None, None, 0))
    assert position_shape(state) is None and position_problem(state) is None
    back = Match.from_position("naishi", Match.from_position("naishi", state).position().to_json())
    assert back.state.court == state.court and back.variant == variant
    # Spot D2 (index 4) exists in the printed game, not in this one.
    closed = replace(state, court=(None, None, None, 1, 0, None, None, 0))
    assert position_shape(closed) is not None
    with pytest.raises(PositionError) as refused:
        build_position(lines=[["Mountain"] * 5] * 2, hands=[["Mountain"] * 5] * 2,
                       river=[5] * 5, court={"S4": 0})  # the printed Court has 3 Switch spots
    assert "S4" in str(refused.value) and "S3" in str(refused.value)


@pytest.mark.parametrize(("data", "court"), [
    (SMALL_COURT, (1, None, None, 1, None, None)),  # both areas full
    (LARGE_COURT, (None,) * 7 + (1, 1, None, 0, None)),  # emissaries on S4, S5 and D3
    (THREE_EMISSARIES, (0, 0, None, 0, 1, None)),  # the first player's three are out
], ids=["small", "large", "three_emissaries"])
def test_the_kernel_agrees_on_every_court_rule(data: dict[str, Any],
                                              court: tuple[int | None, ...]) -> None:
    variant = explorer.Variant.from_dict("naishi", data)
    assert check_kernel("naishi", games=8, options={}, variant=variant) > 100
    start = Match.from_position("naishi", position(court=court, options=variant.options))
    reach = check_kernel_reach("naishi", games=2, most=6, options=[{}], variants=[variant],
                               starts={"court": start}, scenarios=False, every_count=False)
    never = set(reach.never())
    assert not never & {"naishi.4", "naishi.6.2", "naishi.6.3", "naishi.7", "naishi.8"}


def test_three_emissaries_each() -> None:
    variant = explorer.Variant.from_dict("naishi", THREE_EMISSARIES)
    state = position(court=(0, 0, None, None, None, None), options=variant.options)
    assert state.reserve(0) == 1 and state.reserve(1) == 3
    after, _ = play(state, SwapLine(1, 2))  # the third emissary goes out
    assert after.court == (0, 0, 0, None, None, None)
    back = replace(after, player=0, main_done=False, emissary_used=False)
    en, ja = refusal(back, DiscardRiver(1, 2))
    assert en == "You have no emissary left in reserve." and "使者が残っていません" in ja
    # Recalled as the player chooses: any one, any two, or all three.
    recalls = [a for a in GAME.legal_actions(back) if isinstance(a, Recall)]
    assert recalls == [Recall((0,)), Recall((1,)), Recall((2,)), Recall((0, 1)),
                       Recall((0, 2)), Recall((1, 2)), Recall((0, 1, 2))]
    en, ja = refusal(back, Recall((0, 3)))
    assert en.startswith("Choose one or more of your own emissaries") and "1個以上" in ja
    four = replace(back, court=(0, 0, 0, 0, None, None))
    problem = position_problem(four)
    assert problem is not None and "only 3 emissaries" in problem.label("en")
    assert "使者は3個だけです" in problem.label("ja")


def test_the_emissaries_in_the_rule_texts() -> None:
    printed = (rule("naishi.3.1").text.en, rule("naishi.13.A2").text.en)
    assert printed == (
        "The first player is drawn at random and takes the two black emissaries; the other "
        "player takes the two white ones.",
        "Recommended: all your recallable emissaries (one or two). Other reading: you choose "
        "one or two of them.")
    one, three = NaishiContent(emissaries=1), NaishiContent(emissaries=3)
    assert "takes the black emissary; the other player takes the white one." in \
        rule("naishi.3.1", one).text.en
    assert "黒の使者3個を受け取ります。後攻は白の使者3個です。" in rule("naishi.3.1", three).text.ja
    assert "Each player owns 3 emissaries" in rule("naishi.4", three).text.en
    assert "各自の使者は3個で" in rule("naishi.4", three).text.ja
    assert "(one to three)" in rule("naishi.13.A2", three).text.en
    assert "（1～3個）" in rule("naishi.13.A2", three).text.ja


def test_the_court_panel_shows_the_spots_of_the_game() -> None:
    for data, shown, absent in ((SMALL_COURT, ("S1", "D1", "E"), ("S2", "D2")),
                                (LARGE_COURT, ("S5", "D4", "E2"), ("S6", "D5"))):
        match = Match("naishi", seed=2, variant=explorer.Variant.from_dict("naishi", data))
        html = table_html(GAME, match.state, None, "en")
        assert all(f"<b>{name}</b>" in html for name in shown)
        assert not any(f"<b>{name}</b>" in html for name in absent)
    printed = table_html(GAME, Match("naishi", seed=2).state, None, "en")
    assert [f"<b>{n}</b>" in printed for n in ("S1", "S3", "D2", "E", "S4", "E2")] == [
        True, True, True, True, False, False]
    three = Match("naishi", seed=2, variant=explorer.Variant.from_dict("naishi", THREE_EMISSARIES))
    assert "emissaries in reserve 3 of 3" in table_html(GAME, three.state, None, "en")
    assert "手元の使者 3/3" in table_html(GAME, three.state, None, "ja")
    assert "emissaries in reserve 2 of 2" in printed


def test_the_question_runs_from_python_in_a_few_lines() -> None:
    small = explorer.Variant.from_dict("naishi", SMALL_COURT)
    result = explorer.compare("naishi", None, small, 6, bots="heuristic", progress=False)
    assert result is not None
    run = explorer.simulate("naishi", 4, variant=small, bots="heuristic", progress=False)
    assert run.n == 4 and not run.failures
