"""The twelve purple districts (rules spec citadels §2.1, §11-A4–A6, A8, A13–A15)."""

from __future__ import annotations

import pytest

from explorer.engine import rule as rule_text
from explorer.games.citadels import (
    GAME,
    Build,
    Decline,
    Destroy,
    DrawCards,
    EndTurn,
    KeepCard,
    Phase,
    Recover,
    TakeGold,
    TakeIncome,
    UseLaboratory,
    UseSmithy,
    score_city,
)
from explorer.games.citadels import Character as C
from explorer.games.citadels import District as D

from .helpers import keys, play, position, refused


def acted(state):
    state, _ = play(state, TakeGold())
    return state


def test_haunted_city_counts_as_any_colour_unless_built_in_the_final_round():
    city = ["Haunted City", "Manor", "Temple", "Tavern", "Watchtower"]
    assert score_city(city).bonuses == {"five_colours": 3}
    assert score_city(city[:4] + ["Keep"]).bonuses == {"five_colours": 3}  # HC as red
    late = score_city(city[:4] + ["Keep"], built_in_final_round=["Haunted City"])
    assert late.bonuses == {} and late.haunted_late
    # Built in the final round it still counts as purple.
    assert score_city(city, built_in_final_round=["Haunted City"]).bonuses == {
        "five_colours": 3}


def test_haunted_city_timing_in_a_game():
    full = [D.TEMPLE, D.TAVERN, D.MANOR, D.PRISON, D.CHURCH, D.MARKET, D.CASTLE]
    state = position(rank=C.WARLORD, seat=0, cities={0: full}, hands={0: [D.HAUNTED_CITY]},
                     round=5, first_complete=None)
    state, _ = play(state, TakeGold(), Build(D.HAUNTED_CITY), EndTurn())
    assert state.phase is Phase.OVER and state.haunted_round == 5
    breakdown = GAME.outcome(state).details["breakdowns"][0]
    assert "five_colours" in breakdown.bonuses  # purple itself completes the five colours
    assert breakdown.bonuses["first_complete"] == 4


def test_keep_cannot_be_destroyed():
    state = acted(position(rank=C.WARLORD, cities={1: [D.KEEP]}, gold={0: 9}))
    assert "Keep" in refused(state, Destroy(1, D.KEEP))


def test_laboratory_discard_for_one_gold_once():
    state = position(rank=C.KING, cities={0: [D.LABORATORY]}, hands={0: [D.TEMPLE, D.MANOR]})
    state, events = play(state, UseLaboratory(D.TEMPLE))
    assert state.gold[0] == 3 and state.hands[0] == (D.MANOR,) and state.deck[-1] is D.TEMPLE
    assert "already used the Laboratory" in refused(state, UseLaboratory(D.MANOR))
    assert "no Laboratory" in refused(position(rank=C.KING, hands={0: [D.TEMPLE]}),
                                      UseLaboratory(D.TEMPLE))


def test_laboratory_discard_goes_to_a_discard_pile_with_that_option():
    # §11-A4, other reading: a discard pile instead of the bottom of the deck.
    state = position(rank=C.KING, cities={0: [D.LABORATORY]}, hands={0: [D.TEMPLE]},
                     discard_to="discard_pile")
    after, _ = play(state, UseLaboratory(D.TEMPLE))
    assert after.discard == (D.TEMPLE,) and after.deck == state.deck


@pytest.mark.parametrize(("rule", "price", "draws"), [
    ("pay2_draw3", 2, 3), ("pay3_draw2", 3, 2), ("pay3_draw3", 3, 3)])
def test_smithy_variants(rule, price, draws):
    state = position(rank=C.KING, cities={0: [D.SMITHY]}, gold={0: 4}, smithy=rule,
                     top=[D.PALACE])
    state, events = play(state, UseSmithy())
    (smithy,) = [e for e in events if e.message.key == "citadels.ev.smithy_cards"]
    assert "Palace" in smithy.label("en", 0) and "Palace" not in smithy.label("en", 1)
    # The log cites the reading in force, whose text gives this price and draw (§11-A8).
    assert smithy.rule == ("citadels.2.1.smithy" if rule == "pay2_draw3"
                           else f"citadels.11.A8.{rule}")
    cited = rule_text(smithy.rule).text
    assert f"{price} gold" in cited.en and f"{draws} district cards" in cited.en
    assert f"金貨{price}枚" in cited.ja and f"カードを{draws}枚引" in cited.ja
    assert state.gold[0] == 4 - price and len(state.hands[0]) == draws
    assert "already used the Smithy" in refused(state, UseSmithy())
    poor = position(rank=C.KING, cities={0: [D.SMITHY]}, gold={0: price - 1}, smithy=rule)
    assert f"costs {price} gold" in refused(poor, UseSmithy())


def test_observatory_draws_three_keeps_one():
    state = position(rank=C.KING, cities={0: [D.OBSERVATORY]},
                     top=[D.PALACE, D.TEMPLE, D.TAVERN])
    state, _ = play(state, DrawCards())
    assert state.turn.drawn == (D.PALACE, D.TEMPLE, D.TAVERN) and state.turn.keep == 1
    state, _ = play(state, KeepCard(D.TAVERN))
    assert state.hands[0] == (D.TAVERN,) and state.deck[-2:] == (D.PALACE, D.TEMPLE)


def test_library_keeps_both():
    state = position(rank=C.KING, cities={0: [D.LIBRARY]}, top=[D.PALACE, D.TEMPLE])
    state, events = play(state, DrawCards())
    assert state.hands[0] == (D.PALACE, D.TEMPLE) and state.turn.acted


@pytest.mark.parametrize(("option", "kept"), [("draw3_keep2", 2), ("draw3_keep3", 3)])
def test_library_with_observatory(option, kept):
    state = position(rank=C.KING, cities={0: [D.LIBRARY, D.OBSERVATORY]},
                     top=[D.PALACE, D.TEMPLE, D.TAVERN], library_observatory=option)
    state, events = play(state, DrawCards())
    # The log cites the reading in force (§11-A6), not the Observatory's "keep 1".
    (drew,) = [e for e in events if e.message.key.startswith("citadels.ev.drew")]
    assert drew.rule == ("citadels.11.A6" if kept == 2 else "citadels.11.A6.keep3")
    cited = rule_text(drew.rule).text
    assert ("keeps 2" if kept == 2 else "keeps all 3") in cited.en and "keep 1" not in cited.en
    assert ("2枚残" if kept == 2 else "3枚とも") in cited.ja
    while state.turn.drawn:
        state, _ = play(state, KeepCard(state.turn.drawn[0]))
    assert len(state.hands[0]) == kept and state.turn.acted


@pytest.mark.parametrize(("city", "cited"), [
    ([D.OBSERVATORY], "citadels.2.1.observatory"), ([D.LIBRARY], "citadels.2.1.library"),
    ([D.TEMPLE], "citadels.6.1")])
def test_the_draw_action_cites_the_district_that_changes_it(city, cited):
    state = position(rank=C.KING, cities={0: city}, top=[D.PALACE, D.TEMPLE, D.TAVERN])
    _, events = play(state, DrawCards())
    assert [e.rule for e in events if e.message.key.startswith("citadels.ev.drew")] == [cited]


class TestGraveyard:
    def test_owner_pays_one_to_take_the_card(self):
        state = acted(position(rank=C.WARLORD, seat=0, cities={1: [D.GRAVEYARD],
                                                               2: [D.MANOR]}, gold={1: 1}))
        state, events = play(state, Destroy(2, D.MANOR))
        assert state.phase is Phase.GRAVEYARD and GAME.current_player(state) == 1
        state, _ = play(state, Recover())
        assert state.hands[1] == (D.MANOR,) and state.gold[1] == 0
        assert state.round == 2

    def test_owner_may_let_it_go(self):
        state = acted(position(rank=C.WARLORD, seat=0, cities={1: [D.GRAVEYARD, D.MANOR]},
                               gold={1: 3}))
        state, _ = play(state, Destroy(1, D.MANOR))
        state, _ = play(state, Decline())
        assert state.hands[1] == () and state.gold[1] == 3

    def test_no_offer_for_the_warlord_himself_nor_the_graveyard_itself_nor_without_gold(self):
        own = acted(position(rank=C.WARLORD, seat=0, cities={0: [D.GRAVEYARD], 1: [D.MANOR]}))
        state, _ = play(own, Destroy(1, D.MANOR))
        assert state.phase is not Phase.GRAVEYARD
        itself = acted(position(rank=C.WARLORD, seat=0, cities={1: [D.GRAVEYARD]},
                                gold={0: 9, 1: 5}))
        state, _ = play(itself, Destroy(1, D.GRAVEYARD))
        assert state.phase is not Phase.GRAVEYARD
        broke = acted(position(rank=C.WARLORD, seat=0, cities={1: [D.GRAVEYARD], 2: [D.MANOR]},
                               gold={1: 0}))
        state, _ = play(broke, Destroy(2, D.MANOR))
        assert state.phase is not Phase.GRAVEYARD

    def test_own_city_scope_option(self):
        state = acted(position(rank=C.WARLORD, seat=0, cities={1: [D.GRAVEYARD], 2: [D.MANOR]},
                               gold={1: 3}, graveyard_scope="own_city"))
        state, _ = play(state, Destroy(2, D.MANOR))
        assert state.phase is not Phase.GRAVEYARD


def test_dragon_gate_and_university_score_eight_and_cost_five_to_destroy():
    assert score_city(["Dragon Gate", "University"]).base == 16
    state = acted(position(rank=C.WARLORD, seat=0, cities={1: [D.DRAGON_GATE]}, gold={0: 3}))
    state, events = play(state, Destroy(1, D.DRAGON_GATE))
    assert state.gold[0] == 0


@pytest.mark.parametrize(("own", "cost"), [(True, 1), (False, 0)])
def test_great_wall_adds_one_except_for_itself(own, cost):
    city = {1: [D.GREAT_WALL, D.WATCHTOWER]}
    state = acted(position(rank=C.WARLORD, seat=0, cities=city, gold={0: 4}))
    state, _ = play(state, Destroy(1, D.WATCHTOWER))
    assert state.gold[0] == 6 - 1
    state = acted(position(rank=C.WARLORD, seat=0, cities=city, gold={0: 4}))
    state, _ = play(state, Destroy(1, D.GREAT_WALL))
    assert state.gold[0] == 6 - 5
    # In the Warlord's own city (§11-A13), by option.
    mine = acted(position(rank=C.WARLORD, seat=0, cities={0: [D.GREAT_WALL, D.WATCHTOWER]},
                          gold={0: 0}, great_wall_own_city=own))
    mine, _ = play(mine, Destroy(0, D.WATCHTOWER))
    assert mine.gold[0] == 2 - cost


def test_school_of_magic_counts_for_income_but_stays_purple_for_scoring():
    state = position(rank=C.MERCHANT, cities={0: [D.SCHOOL_OF_MAGIC, D.TAVERN]})
    state, events = play(state, TakeIncome())
    assert state.gold[0] == 4
    assert "School of Magic" in events[-1].label("en")
    assert score_city(["School of Magic", "Manor", "Temple", "Tavern"]).bonuses == {}


def test_events_cite_the_purple_rules():
    state = position(rank=C.KING, cities={0: [D.LABORATORY]}, hands={0: [D.TEMPLE]})
    _, events = play(state, UseLaboratory(D.TEMPLE))
    assert events[0].rule == "citadels.2.1.laboratory"
    assert "citadels.ev.laboratory" in keys(events)
