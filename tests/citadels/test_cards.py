"""The district deck and the characters as data (rules spec citadels §1–§3)."""

from __future__ import annotations

from collections import Counter

import pytest

from explorer.engine import rule
from explorer.games.citadels import (
    CHARACTERS,
    DECK,
    DISTRICTS,
    Character,
    Colour,
    District,
    district_by_name,
)


def test_the_deck_has_66_cards_by_colour():
    colours = Counter(d.colour for d in DECK)
    assert len(DECK) == 66
    assert colours == {Colour.YELLOW: 12, Colour.BLUE: 11, Colour.GREEN: 20, Colour.RED: 11,
                       Colour.PURPLE: 12}


_Y, _B, _G, _R, _P = Colour.YELLOW, Colour.BLUE, Colour.GREEN, Colour.RED, Colour.PURPLE


@pytest.mark.parametrize(("district", "colour", "cost", "copies"), [
    (District.MANOR, _Y, 3, 5), (District.CASTLE, _Y, 4, 4), (District.PALACE, _Y, 5, 3),
    (District.TEMPLE, _B, 1, 3), (District.CHURCH, _B, 2, 3), (District.MONASTERY, _B, 3, 3),
    (District.CATHEDRAL, _B, 5, 2), (District.TAVERN, _G, 1, 5), (District.MARKET, _G, 2, 4),
    (District.TRADING_POST, _G, 2, 3), (District.DOCKS, _G, 3, 3), (District.HARBOR, _G, 4, 3),
    (District.TOWN_HALL, _G, 5, 2), (District.WATCHTOWER, _R, 1, 3),
    (District.PRISON, _R, 2, 3), (District.BATTLEFIELD, _R, 3, 3),
    (District.FORTRESS, _R, 5, 2), (District.HAUNTED_CITY, _P, 2, 1), (District.KEEP, _P, 3, 2),
    (District.LABORATORY, _P, 5, 1), (District.SMITHY, _P, 5, 1),
    (District.OBSERVATORY, _P, 5, 1), (District.GRAVEYARD, _P, 5, 1),
    (District.DRAGON_GATE, _P, 6, 1), (District.UNIVERSITY, _P, 6, 1),
    (District.LIBRARY, _P, 6, 1), (District.GREAT_WALL, _P, 6, 1),
    (District.SCHOOL_OF_MAGIC, _P, 6, 1),
])
def test_each_district_row_of_the_table(district, colour, cost, copies):
    # §2, row by row: colour, cost and copies (totals alone would miss two swapped colours).
    assert district.colour is colour
    assert district.cost == cost
    assert Counter(DECK)[district] == copies


def test_only_dragon_gate_and_university_score_more_than_their_cost():
    higher = {d for d in District if d.points != d.cost}
    assert higher == {District.DRAGON_GATE, District.UNIVERSITY}
    assert District.UNIVERSITY.points == 8 and District.DRAGON_GATE.points == 8


def test_every_purple_district_has_a_registered_effect_rule_and_the_others_none():
    for info in DISTRICTS.values():
        if info.copies == 0:
            # A variant's new district: in no printed deck, with no power of its own.
            assert info.district in (District.NEW_1, District.NEW_2) and info.rule is None
        elif info.colour is Colour.PURPLE:
            assert info.rule is not None
            assert rule(info.rule).title.en == info.name.en
            assert rule(info.rule).text.ja
        else:
            assert info.rule is None


def test_names_are_unique_in_both_languages_and_found_by_either():
    for lang in ("en", "ja"):
        names = [d.label(lang) for d in District]
        assert len(set(names)) == len(names)
    for d in District:
        assert district_by_name(d.label("en")) is d
        assert district_by_name(d.label("ja")) is d
    assert district_by_name("dragon gate") is District.DRAGON_GATE
    assert district_by_name("Armory") is None


def test_characters_rank_and_income():
    assert [int(c) for c in CHARACTERS] == list(range(1, 9))
    assert [c.label("ja") for c in CHARACTERS] == [
        "暗殺者", "盗賊", "奇術師", "王様", "司教", "商人", "建築家", "将軍"]
    incomes = {c: c.income_colour for c in CHARACTERS if c.income_colour}
    assert incomes == {Character.KING: Colour.YELLOW, Character.BISHOP: Colour.BLUE,
                       Character.MERCHANT: Colour.GREEN, Character.WARLORD: Colour.RED}


def test_reprs_rebuild_values():
    import explorer.games.citadels as pkg

    for value in (District.GREAT_WALL, Character.KING, Colour.RED):
        assert eval(repr(value), vars(pkg)) is value
