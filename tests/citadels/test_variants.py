"""Citadels variants as data (`explorer.Variant`, `explorer.games.citadels.content`): the value
and its JSON, the published game unchanged, a variant carried by matches, records, share codes,
positions, simulations and comparisons, impossible variants refused in both languages, what a
changed count, cost, power or starting gold does in play, and random valid variants played by
the bots and checked against the reference."""

from __future__ import annotations

import dataclasses
import json
import random
from collections import Counter
from typing import Any

import pytest

import explorer
from explorer import Match, OptionError, RecordError, Variant, VariantError, variant
from explorer.engine.testing import check_kernel
from explorer.games.citadels import (
    GAME,
    KERNEL,
    Build,
    Character,
    Colour,
    Destroy,
    District,
    score_city,
)
from explorer.games.citadels.bots import determinize
from explorer.games.citadels.content import (
    POWERS,
    PUBLISHED,
    CitadelsContent,
    DistrictSpec,
    tables,
)
from explorer.games.citadels.positions import position
from explorer.games.citadels.rules.ending import largest_city
from explorer.games.citadels.state import Phase, Turn, replace_state
from tests.variant_checks import (
    check_published_plays_the_same,
    check_record_and_share_code_carry,
    check_refused_in_both_languages,
)

NO_GRAVEYARD = {"content": {"districts": {"Graveyard": {"copies": 0}}}}


def cards_in_play(state: Any) -> Counter[District]:
    """Every district card of a state: hands, deck, cities and discard pile."""
    cards: Counter[District] = Counter(state.deck)
    for group in (*state.hands, *state.cities):
        cards.update(group)
    cards.update(state.discard)
    return cards


# -- the value ---------------------------------------------------------------------------------


def test_the_published_variant_is_the_printed_game() -> None:
    v = variant("citadels")
    assert v.is_published and v.content == PUBLISHED and v.content.size == 66
    assert v.options == GAME.make_options(4) and v.diff() == ()
    assert (PUBLISHED.start_gold, PUBLISHED.start_cards) == (2, 4)
    assert PUBLISHED.spec(District.UNIVERSITY) == DistrictSpec(
        1, 6, 8, Colour.PURPLE, "citadels.2.1.university")
    assert PUBLISHED.spec(District.MANOR) == DistrictSpec(5, 3, 3, Colour.YELLOW)
    assert [largest_city(p, PUBLISHED) for p in range(2, 8)] == [14, 14, 14, 14, 11, 10]


def test_a_variant_is_frozen_hashable_and_round_trips_through_json() -> None:
    v = variant("citadels", districts={"Graveyard": {"copies": 0}, "荘園": {"cost": 4},
                                       "Keep": {"power": None}, "Smithy": {"power": "keep"}},
                start_gold=3, tiebreak="gold")
    assert not v.is_published
    assert {v: 1}[Variant.from_dict("citadels", v.to_dict())] == 1
    assert Variant.from_dict("citadels", json.loads(json.dumps(v.to_dict()))) == v
    assert Variant.from_json("citadels", v.to_json()) == v
    with pytest.raises(dataclasses.FrozenInstanceError):
        v.content.start_gold = 5  # type: ignore[misc]  # the point: it is frozen
    with pytest.raises(dataclasses.FrozenInstanceError):
        v.content.districts[0].cost = 1  # type: ignore[misc]  # the point: it is frozen
    assert v.content.spec(District.SMITHY).power == "citadels.2.1.keep"
    assert tables(v.content).keep is District.SMITHY and tables(v.content).smithy is None
    assert v.content.to_dict()["districts"]["Manor"] == {
        "copies": 5, "cost": 4, "points": 3, "colour": "yellow", "power": None}


def test_the_diff_says_what_changed_in_both_languages() -> None:
    v = variant("citadels", districts={"Graveyard": {"copies": 0}}, start_gold=3)
    assert v.diff() == ("Graveyard: 1 → 0 copies", "Starting gold: 2 → 3")
    assert v.diff(lang="ja") == ("墓地：1枚 → 0枚", "最初の金貨：2枚 → 3枚")
    more = v.replace(districts={"Manor": {"cost": 4, "points": 5, "colour": "red"},
                                "Keep": {"power": None}}, start_cards=5, crown=0)
    assert more.diff() == (
        "Seat that starts with the Crown: drawn at random → 0", "Manor: cost 3 → 4",
        "Manor: 3 → 5 points",
        "Manor: yellow (noble) → red (military)", "Keep: the Keep's power → no power",
        "Graveyard: 1 → 0 copies", "Starting gold: 2 → 3", "Starting hand: 4 → 5 cards")
    assert "砦：砦の能力 → 能力なし" in more.diff(lang="ja")
    assert "最初に王冠を持つ席：ランダム → 0" in more.diff(lang="ja")
    assert more.content.spec(District.GRAVEYARD).copies == 0  # kept: `replace` merges
    assert variant("citadels").diff(v) == v.diff() and v.diff(v) == ()


def test_a_partial_dict_changes_only_what_it_names() -> None:
    v = Variant.from_dict("citadels", {"content": {"districts": {"manor": {"points": 4}}}})
    expected = list(PUBLISHED.districts)
    expected[list(District).index(District.MANOR)] = DistrictSpec(5, 3, 4, Colour.YELLOW)
    assert v.content.districts == tuple(expected) and v.content.start_gold == 2
    assert v.options == dataclasses.replace(GAME.make_options(4), content=v.content)
    again = Variant.from_dict("citadels", {"content": {"start_cards": 5}}, lang="ja")
    assert again.content == CitadelsContent(start_cards=5)


# -- impossible variants -----------------------------------------------------------------------

NO_DISTRICTS = {d.value: {"copies": 0} for d in District}
IMPOSSIBLE: list[Any] = [
    {"content": {"districts": {"Manor": {"copies": -1}}}},            # a negative count
    {"content": {"districts": {"Manor": {"copies": 1.5}}}},           # not a whole number
    {"content": {"districts": {"Manor": {"copies": True}}}},          # a bool is no count
    {"content": {"districts": {"Manor": {"copies": 11}}}},            # too many copies
    {"content": {"districts": {"Manor": {"cost": 0}}}},               # free to build
    {"content": {"districts": {"Manor": {"cost": -2}}}},              # a negative cost
    {"content": {"districts": {"Manor": {"points": -1}}}},            # negative points
    {"content": {"districts": {"Manor": {"points": "3"}}}},           # a string
    {"content": {"districts": {"Dragon": {"copies": 1}}}},            # an unknown district
    {"content": {"districts": {"Manor": {"colour": "pink"}}}},        # an unknown colour
    {"content": {"districts": {"Keep": {"power": "flight"}}}},        # an unknown power
    {"content": {"districts": {"Manor": {"power": "keep"}}}},         # a power on yellow
    {"content": {"districts": {"Keep": {"colour": "red"}}}},          # a red Keep's power
    {"content": {"districts": {"Keep": {"power": "graveyard"}}}},     # one power twice
    {"content": {"districts": {"Manor": {"size": 3}}}},               # an unknown fact
    {"content": {"districts": {"Manor": 3}}},                         # facts not a mapping
    {"content": {"districts": [1, 2]}},                               # districts not a mapping
    {"content": {"districts": NO_DISTRICTS}},                         # no deck at all
    {"content": {"districts": {**NO_DISTRICTS, "Manor": {"copies": 10},
                               "Castle": {"copies": 10}, "Palace": {"copies": 10},
                               "Temple": {"copies": 10}, "Tavern": {"copies": 10}}}},
    {"content": {"start_cards": 9}},                                  # deck too small to deal
    {"content": {"start_cards": 11}},                                 # out of range
    {"content": {"start_gold": -1}},                                  # negative gold
    {"content": {"start_gold": 31}},                                  # too much gold
    {"content": {"start_gold": "2"}},                                 # a string
    {"content": {"characters": 7}},                                   # an unknown field
    {"content": [1, 2]},                                              # content not a mapping
    {"options": {"complete_size": 20}},                               # a bad option
]


@pytest.mark.parametrize("data", IMPOSSIBLE, ids=repr)
def test_an_impossible_variant_is_refused_in_both_languages(data: Any) -> None:
    check_refused_in_both_languages("citadels", data)


@pytest.mark.parametrize(("index", "named"), [
    (0, "districts.Manor.copies"), (4, "districts.Manor.cost"), (6, "districts.Manor.points"),
    (8, "Dragon"), (9, "districts.Manor.colour"), (10, "districts.Keep.power"),
    (11, "districts.Manor.power"), (12, "districts.Keep.power"),
    (13, "districts.Graveyard.power"), (17, "districts"), (18, "districts"),
    (19, "start_cards"), (21, "start_gold"), (24, "characters")])
def test_each_reason_names_its_field_in_both_languages(index: int, named: str) -> None:
    for lang in ("en", "ja"):
        with pytest.raises(VariantError, match=named):
            Variant.from_dict("citadels", IMPOSSIBLE[index], lang=lang)


def test_the_deck_must_deal_seven_players_and_let_every_city_complete() -> None:
    with pytest.raises(VariantError, match="needs at least 77"):
        Variant.from_dict("citadels", IMPOSSIBLE[19])
    with pytest.raises(VariantError, match="77枚以上"):
        Variant.from_dict("citadels", IMPOSSIBLE[19], lang="ja")
    # 50 cards of five kinds: enough to deal, but a city holds each kind once: 5 at most.
    with pytest.raises(VariantError, match="at most 5 districts"):
        Variant.from_dict("citadels", IMPOSSIBLE[18])


def test_the_city_size_is_checked_against_the_variants_districts() -> None:
    two_each = variant("citadels", districts={d.value: {"copies": 2} for d in District
                                              if PUBLISHED.spec(d).copies})
    assert [largest_city(p, two_each.content) for p in range(2, 8)] == [14, 14, 14, 12, 10, 8]
    Match("citadels", 7, variant=two_each, complete_size=8)
    with pytest.raises(OptionError, match="no more than 8 districts, not 9"):
        Match("citadels", 7, variant=two_each, complete_size=9)
    Match("citadels", 7, complete_size=9)  # the printed deck allows 10


def test_other_impossible_inputs_are_variant_errors() -> None:
    with pytest.raises(VariantError):
        Variant.from_json("citadels", "{not json")
    with pytest.raises(VariantError):
        variant("citadels").replace(characters=7)
    with pytest.raises(VariantError):
        CitadelsContent(districts=(DistrictSpec(1, 1, 1, Colour.RED),))
    with pytest.raises(VariantError):
        CitadelsContent(districts=tuple(dataclasses.replace(s, colour="red")  # type: ignore[arg-type]  # the point
                                        for s in PUBLISHED.districts))
    record = json.loads(Match("citadels", variant=NO_GRAVEYARD).to_json())
    record["content"]["start_gold"] = "lots"
    with pytest.raises(RecordError, match="start_gold"):
        Match.from_json(json.dumps(record))


def test_every_power_is_an_implemented_purple_rule() -> None:
    assert len(POWERS) == 11 and all(p.startswith("citadels.2.1.") for p in POWERS)
    assert {s.power for s in PUBLISHED.districts if s.power} == set(POWERS)
    assert all(s.colour is Colour.PURPLE for s in PUBLISHED.districts if s.power)


# -- the published game is unchanged ----------------------------------------------------------


@pytest.mark.parametrize("seed", range(3))
def test_the_published_variant_plays_the_same_seeded_games(seed: int) -> None:
    check_published_plays_the_same("citadels", seed)


# -- a variant everywhere a game is chosen -----------------------------------------------------


def test_a_match_record_and_a_share_code_carry_the_variant() -> None:
    v = variant("citadels", districts={"Graveyard": {"copies": 0}, "Manor": {"cost": 2}},
                start_gold=3)
    m = Match("citadels", seed=5, variant=v, tiebreak="gold")
    m.play_out(5)
    check_record_and_share_code_carry(m, v.replace(tiebreak="gold"))


def test_a_position_carries_the_variant() -> None:
    v = variant("citadels", start_cards=6, start_gold=5)
    m = Match("citadels", seed=2, variant=v)
    assert all(len(h) == 6 for h in m.state.hands) and set(m.state.gold) == {5}
    back = Match.from_position("citadels", m.position().to_json())
    assert back.variant == v and back.state == m.state


def test_simulate_and_compare_take_variants_on_either_side() -> None:
    v = variant("citadels", start_gold=3)
    run = explorer.simulate("citadels", 4, variant=v, progress=False, bots="random")
    assert run.content == v.content and run.summary()["content"]["start_gold"] == 3
    paired = explorer.compare("citadels", {}, v, 4, progress=False, bots="random")
    assert "Starting gold: 2 → 3" in paired.to_text("en")
    assert "最初の金貨：2枚 → 3枚" in paired.to_text("ja")
    assert (paired.base.seeds == paired.variant.seeds).all()


# -- what a variant changes --------------------------------------------------------------------


def test_no_graveyard_is_dealt_in_200_games_without_it() -> None:
    v = Variant.from_dict("citadels", NO_GRAVEYARD)
    assert v.content.size == 65 and District.GRAVEYARD not in tables(v.content).deck
    for seed in range(200):
        state = Match("citadels", 2 + seed % 6, seed=seed, variant=v).state
        cards = cards_in_play(state)
        assert sum(cards.values()) == 65 and cards[District.GRAVEYARD] == 0
    played = Match("citadels", 5, seed=3, variant=v)
    played.play_out(3)
    assert District.GRAVEYARD not in cards_in_play(played.state)
    world, _ = determinize(played.view(0), 0, explorer.engine.Rng.from_seed(1))
    assert District.GRAVEYARD not in cards_in_play(world)


def test_starting_gold_3_gives_each_player_3_gold_at_the_start() -> None:
    v = variant("citadels", start_gold=3)
    for players in range(2, 8):
        m = Match("citadels", players, seed=players, variant=v)
        assert m.state.gold == (3,) * players
        assert any("cards and 3 gold" in e.label("en") for e in m.log)
    assert Match("citadels", 4, seed=1).state.gold == (2,) * 4


def first_build(variant: Variant, district: District) -> tuple[int, int]:
    """Play seeded games of `variant` with random choices until `district` may be built, and
    build it: the builder's gold just before and just after."""
    for seed in range(20):
        m, chance = Match("citadels", seed=seed, variant=variant), random.Random(seed)
        while not m.is_over:
            legal = m.legal_actions()
            wanted = [a for a in legal if isinstance(a, Build) and a.district is district]
            if wanted:
                seat = m.current_player
                assert seat is not None
                before = m.state.gold[seat]
                m.play(wanted[0])
                return before, m.state.gold[seat]
            m.play(chance.choice(legal))
    raise AssertionError(f"{district} was never built")


def test_a_changed_cost_is_what_building_costs_and_the_points_what_scoring_counts() -> None:
    v = variant("citadels", districts={"Manor": {"cost": 1, "points": 7},
                                       "Temple": {"cost": 6}})
    before, after = first_build(v, District.MANOR)
    assert before - after == 1
    before, after = first_build(v, District.TEMPLE)
    assert before >= 6 and before - after == 6
    m = Match("citadels", seed=4, variant=v)
    assert "(1 gold)" in m.game.describe_action(m.state, Build(District.MANOR), "en")
    assert "(3 gold)" in Build(District.MANOR).describe("en")  # the printed card
    score = score_city(["Manor", "Temple"], content=v.content)
    assert score.base == 7 + 1 and "Manor 7" in score.explain("en")
    assert score_city(["Manor", "Temple"]).base == 3 + 1
    m.play_out(4)
    assert m.outcome is not None
    points = tables(v.content).points
    for seat, breakdown in enumerate(m.outcome.details["breakdowns"]):
        assert breakdown.base == sum(points[d] for d in m.state.cities[seat])


def test_a_changed_colour_counts_for_income_and_scoring() -> None:
    v = variant("citadels", districts={"Manor": {"colour": "red"}})
    assert tables(v.content).colour[District.MANOR] is Colour.RED
    city = ["Manor", "Temple", "Tavern", "Keep"]  # red, blue, green, purple: no yellow
    assert "five_colours" not in score_city(city, content=v.content).bonuses
    assert "five_colours" not in score_city(city).bonuses
    assert "five_colours" in score_city([*city, "Castle"], content=v.content).bonuses


# -- random valid variants ---------------------------------------------------------------------


def perturbed(seed: int) -> Variant:
    """A valid variant: copies, costs and points moved a little from the printed game's, some
    plain colours changed, two powers swapped and one taken away, and other starting gold."""
    chance = random.Random(seed)
    districts: dict[str, Any] = {}
    for district, spec in zip(District, PUBLISHED.districts, strict=True):
        facts: dict[str, Any] = {
            "copies": max(0, spec.copies + chance.randint(-1, 1)),
            "cost": max(1, spec.cost + chance.randint(-1, 2)),
            "points": max(0, spec.points + chance.randint(-2, 2))}
        if spec.colour is not Colour.PURPLE and chance.random() < 0.2:
            facts["colour"] = chance.choice(["yellow", "blue", "green", "red"])
        districts[district.value] = facts
    purple = [d for d, s in zip(District, PUBLISHED.districts, strict=True) if s.power]
    a, b, c = chance.sample(purple, 3)
    districts[a.value]["power"] = PUBLISHED.spec(b).power
    districts[b.value]["power"] = PUBLISHED.spec(a).power
    districts[c.value]["power"] = None
    return Variant.from_dict("citadels", {"content": {
        "districts": districts, "start_gold": chance.randint(0, 6),
        "start_cards": chance.randint(2, 5)}})


@pytest.mark.parametrize("seed", range(3))
def test_random_valid_variants_play_and_agree_with_the_reference(seed: int) -> None:
    v = perturbed(seed)
    assert not v.is_published and len(v.diff()) > 20
    run = explorer.simulate("citadels", 20, variant=v, seed=seed, progress=False)
    assert run.n == 20 and not run.failures
    assert check_kernel("citadels", games=4, options={}, variant=v, first_seed=seed * 100) > 1000
    assert Match("citadels", seed=seed).options.content == PUBLISHED


def warlord_turn(v: Variant, gold: int = 9) -> Any:
    """A Warlord's turn (seat 0, his action taken) facing seat 1's city of a Keep, a Smithy
    and a Manor, with the content of `v`."""
    start = position(4, cities={1: ["Keep", "Smithy", "Manor"]}, gold={0: gold})
    return replace_state(start, options=dataclasses.replace(start.options, content=v.content),
                         phase=Phase.TURN, turn=Turn(Character.WARLORD, 0, acted=True))


def test_a_power_moved_to_another_district_goes_with_it() -> None:
    printed, moved = variant("citadels"), variant(
        "citadels", districts={"Keep": {"power": None}, "Smithy": {"power": "keep"}})
    for game in (GAME, KERNEL):
        targets = {a.district for a in game.legal_actions(warlord_turn(printed))
                   if isinstance(a, Destroy)}
        assert targets == {District.SMITHY, District.MANOR}
        targets = {a.district for a in game.legal_actions(warlord_turn(moved))
                   if isinstance(a, Destroy)}
        assert targets == {District.KEEP, District.MANOR}
        refusal = game.why_illegal(warlord_turn(moved), Destroy(1, District.SMITHY))
        assert refusal is not None and refusal.rule == "citadels.2.1.keep"


def test_the_bots_value_districts_by_the_variants_numbers() -> None:
    from explorer.games.citadels.bot import _leader
    from explorer.games.citadels.bots import evaluate

    start = position(3, cities={1: ["Palace"], 2: ["Temple"]})
    rich = variant("citadels", districts={"Temple": {"points": 20}})
    changed = replace_state(start, options=dataclasses.replace(start.options,
                                                               content=rich.content))
    assert _leader(start, 0) == 1 and _leader(changed, 0) == 2
    # The Temple's city against the Palace's, the same gold and hands: 1 - 5, then 20 - 5.
    assert (evaluate(start, 2), evaluate(changed, 2)) == (1 - 5, 20 - 5)


@pytest.mark.parametrize("seed", (3, 4))
def test_a_random_variant_agrees_with_the_reference_under_every_reading(seed: int) -> None:
    assert check_kernel("citadels", games=1, options=None, variant=perturbed(seed),
                        first_seed=seed) > 10_000
