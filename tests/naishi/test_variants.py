"""Naishi variants as data (`explorer.Variant`, `explorer.games.naishi.content`): the value and
its JSON, the published game unchanged, a variant carried by matches, records, share codes,
positions, simulations and comparisons, impossible variants refused in both languages, random
valid variants played by the bots and checked against the reference, and what two design
questions change (the Ninja +1, one Naishi in the deck)."""

from __future__ import annotations

import dataclasses
import json
import random
from collections import Counter
from typing import Any

import pytest

import explorer
from explorer import Match, RecordError, Variant, VariantError, variant
from explorer.engine import Position
from explorer.engine.testing import check_kernel
from explorer.games.naishi import GAME, Card, ScoringRules, best_arrangement, score
from explorer.games.naishi import bots as naishi_bots
from explorer.games.naishi.content import (
    COURT,
    DEVELOPMENT,
    PUBLISHED,
    NaishiContent,
    all_cards,
    pile_sizes,
)
from tests.variant_checks import (
    check_published_plays_the_same,
    check_record_and_share_code_carry,
    check_refused_in_both_languages,
)

NINJA_PLUS_ONE = {"content": {"ninja_bonus": 1}}
ONE_NAISHI = {"content": {"deck": {"Naishi": 1}}}


# -- the value ---------------------------------------------------------------------------------


def test_the_published_variant_is_the_printed_game() -> None:
    v = variant("naishi")
    assert v.is_published and v.content == PUBLISHED and v.content.size == 34
    assert v.options == GAME.make_options(2)
    assert pile_sizes(v.content) == (6,) * 5
    assert v.diff() == ()


def test_a_variant_is_frozen_hashable_and_round_trips_through_json() -> None:
    v = variant("naishi", ninja_bonus=1, deck={"Naishi": 1, "田園": 7}, recall="choose",
                rice_points=[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    assert not v.is_published
    assert {v: 1}[Variant.from_dict("naishi", v.to_dict())] == 1
    assert Variant.from_dict("naishi", json.loads(json.dumps(v.to_dict()))) == v
    assert Variant.from_json("naishi", v.to_json()) == v
    with pytest.raises(dataclasses.FrozenInstanceError):
        v.game = "whispers"  # type: ignore[misc]  # the point: it is frozen
    with pytest.raises(dataclasses.FrozenInstanceError):
        v.content.ninja_bonus = 3  # type: ignore[misc]  # the point: it is frozen
    assert v.content.copies(Card.NAISHI) == 1 and v.content.copies(Card.RICE_FIELD) == 7


def test_the_diff_says_what_changed_in_both_languages() -> None:
    v = variant("naishi", ninja_bonus=1, deck={"Naishi": 1}, recall="choose")
    assert v.diff() == ("Emissaries brought back by a Recall: All of them → The ones you pick",
                        "Naishi copies: 2 → 1",
                        "Ninja bonus: 0 → 1 points")
    assert v.diff(lang="ja") == ("呼び戻しで戻す使者：すべて → 選んだ使者だけ", "内侍：2枚 → 1枚",
                                 "忍者のボーナス：0点 → 1点")
    assert variant("naishi").diff(v) == v.diff()
    assert v.diff(v) == ()


def test_a_partial_dict_changes_only_what_it_names() -> None:
    v = Variant.from_dict("naishi", {"content": {"deck": {"Monk": 5}}})
    expected = list(PUBLISHED.deck)
    expected[DEVELOPMENT.index(Card.MONK)] = 5
    assert v.content.deck == tuple(expected)
    assert v.options == dataclasses.replace(GAME.make_options(2), content=v.content)


# -- impossible variants -----------------------------------------------------------------------

EMPTY_DECK = {card.value: 0 for card in DEVELOPMENT}
IMPOSSIBLE: list[Any] = [
    {"content": {"deck": {"Naishi": -1}}},                          # a negative count
    {"content": {"deck": {"Dragon": 1}}},                           # an unknown card
    {"content": {"deck": {"Mountain": 3}}},                         # Mountains are not dealt
    {"content": {"deck": {**EMPTY_DECK, "Naishi": 8}}},             # too small for the deal
    {"content": {"deck": EMPTY_DECK}},                              # no deck at all
    {"content": {"deck": {"Naishi": 2.5}}},                         # not a whole number
    {"content": {"deck": {"Naishi": True}}},                        # a bool is no count
    {"content": {"deck": {"Naishi": 17}}},                          # too many copies
    {"content": {"deck": [1, 2, 3]}},                               # too few counts
    {"content": {"deck": "Naishi"}},                                # not a mapping
    {"content": {"ninja_bonus": "1"}},                              # a string
    {"content": {"ninja_bonus": 101}},                              # out of range
    {"content": {"fort_bonus": [4]}},                               # a list for a number
    {"content": {"naishi_points": [1, 2, 3]}},                      # a table too short
    {"content": {"monk_points": [200] * 10}},                       # a table out of range
    {"content": {"rice_points": [0] * 10 + ["x"]}},                 # a table of the wrong type
    {"content": {"banner_points": None}},                           # no table
    {"content": {"dragon_points": 3}},                              # an unknown field
    {"content": [1, 2]},                                            # content not a mapping
    {"options": {"recall": "sometimes"}},                           # a bad reading
    {"options": {"nope": 1}},                                       # an unknown option
    {"options": {"torii_points": (0, 0, 0, 0, 500)}},               # an option out of range
    {"options": [1]},                                               # options not a mapping
    {"game": "whispers"},                                           # another game
    {"colour": 1},                                                  # an unknown key
    "not a variant",                                                # not a mapping at all
]


@pytest.mark.parametrize("data", IMPOSSIBLE, ids=repr)
def test_an_impossible_variant_is_refused_in_both_languages(data: Any) -> None:
    check_refused_in_both_languages("naishi", data)


def test_the_battery_is_large_and_each_reason_names_its_field() -> None:
    assert len(IMPOSSIBLE) >= 15
    with pytest.raises(VariantError, match="ninja_bonus"):
        Variant.from_dict("naishi", IMPOSSIBLE[10])
    with pytest.raises(VariantError, match="Dragon"):
        Variant.from_dict("naishi", IMPOSSIBLE[1])
    with pytest.raises(VariantError, match="8 Development cards"):
        Variant.from_dict("naishi", IMPOSSIBLE[3])
    with pytest.raises(VariantError, match="発展カードが8枚"):
        Variant.from_dict("naishi", IMPOSSIBLE[3], lang="ja")


def test_other_impossible_inputs_are_variant_errors() -> None:
    with pytest.raises(VariantError):
        Variant.from_json("naishi", "{not json")
    with pytest.raises(VariantError):
        variant("naishi").replace(dragon_points=1)
    with pytest.raises(VariantError):
        NaishiContent(deck=(2,) * 3)
    with pytest.raises(VariantError):
        Match("naishi", variant=variant("whispers"))
    record = json.loads(Match("naishi", variant=NINJA_PLUS_ONE).to_json())
    record["content"]["ninja_bonus"] = "lots"
    with pytest.raises(RecordError, match="ninja_bonus"):
        Match.from_json(json.dumps(record))


def test_the_best_arrangement_answers_a_variant_with_its_numbers() -> None:
    # tests/naishi/test_arrange_variants.py checks the search under variants at length.
    rules = Variant.from_dict("naishi", NINJA_PLUS_ONE).options.scoring
    found = best_arrangement(["Ninja", "Advisor"] + ["Mountain"] * 3, ["Mountain"] * 5,
                             rules=rules)
    assert found.breakdown.total == score(found.line, found.hand, rules=rules).total
    assert found.breakdown.total >= found.given.total


# -- the published game is unchanged ----------------------------------------------------------


@pytest.mark.parametrize("seed", range(4))
def test_the_published_variant_plays_the_same_seeded_games(seed: int) -> None:
    check_published_plays_the_same("naishi", seed)


# -- a variant everywhere a game is chosen -----------------------------------------------------


def test_a_match_record_and_a_share_code_carry_the_variant() -> None:
    v = variant("naishi", deck={"Naishi": 1}, ninja_bonus=1)
    m = Match("naishi", seed=5, variant=v, recall="choose")
    m.play_out(5)
    check_record_and_share_code_carry(m, v.replace(recall="choose"))


def test_a_position_carries_the_variant() -> None:
    v = variant("naishi", deck={"Ronin": 9})  # 41 cards: piles of 8, 8, 7, 7, 7
    m = Match("naishi", seed=2, variant=v)
    assert tuple(map(len, m.state.river)) == (8, 8, 7, 7, 7)
    text = m.position().to_json()
    back = Match.from_position("naishi", text)
    assert back.variant == v and back.state == m.state


def test_simulate_and_compare_take_variants_on_either_side() -> None:
    v = variant("naishi", **{"ninja_bonus": 1})
    run = explorer.simulate("naishi", 6, variant=v, progress=False, bots="random")
    assert run.content == v.content and run.summary()["content"]["ninja_bonus"] == 1
    same = explorer.compare("naishi", variant("naishi"), {}, 6, progress=False, bots="random")
    assert same.score_by_seat()[0].value == 0 and same.variant.content is None
    paired = explorer.compare("naishi", {}, v, 6, progress=False, bots="random")
    assert "Ninja bonus: 0 → 1 points" in paired.to_text("en")
    assert "忍者のボーナス：0点 → 1点" in paired.to_text("ja")
    assert (paired.base.seeds == paired.variant.seeds).all()


# -- what the variant changes -----------------------------------------------------------------


def test_the_ninja_plus_one_adds_a_point_to_each_copying_ninja() -> None:
    line = ["Ninja", "Advisor", "Naishi", "Mountain", "Ninja"]
    hand = ["Mountain", "Mountain", "Fort", "Mountain", "Mountain"]
    printed = score(line, hand)
    rules = Variant.from_dict("naishi", NINJA_PLUS_ONE).options.scoring
    changed = score(line, hand, rules=rules)
    assert changed.total == printed.total + 2
    for cell in ((0, 0), (0, 4)):
        assert changed.points_at(cell) == (printed.points_at(cell) or 0) + 1
    assert changed.ninja_copies == printed.ninja_copies
    assert any("plus 1 for the copying Ninja" in line for line in changed.explain("en"))
    assert any("写している忍者なので+1点" in line for line in changed.explain("ja"))
    assert not any("copying Ninja" in line for line in printed.explain("en"))


def test_the_ninja_plus_one_reaches_the_final_scores_of_a_match() -> None:
    for seed in range(40):
        plain = Match("naishi", seed=seed)
        plain.play_out(seed)
        cards = [plain.state.lines[s] + plain.state.hands[s] for s in (0, 1)]
        if any(Card.NINJA in c and any(k in c for k in (Card.ADVISOR, Card.NAISHI))
               for c in cards):
            break
    v = Variant.from_dict("naishi", NINJA_PLUS_ONE)
    replayed = Match("naishi", seed=seed, variant=v)
    replayed.replay(plain.timeline)
    assert replayed.outcome is not None and plain.outcome is not None
    gains = [a - b for a, b in zip(replayed.outcome.scores, plain.outcome.scores, strict=True)]
    copying = [sum(1 for c in cards[s] if c is Card.NINJA) for s in (0, 1)]
    assert gains == copying and any(gains)


def test_one_naishi_in_the_deck_deals_only_one() -> None:
    v = Variant.from_dict("naishi", ONE_NAISHI)
    assert v.content.size == 33 and pile_sizes(v.content) == (6, 6, 6, 6, 5)
    assert Counter(all_cards(v.content))[Card.NAISHI] == 1
    for seed in range(200):
        state = Match("naishi", seed=seed, variant=v).state
        dealt = [c for pile in state.river for c in pile] + [c for d in state.dealt for c in d]
        assert len(dealt) == 33 and dealt.count(Card.NAISHI) == 1


def test_the_bots_value_cards_by_the_variants_numbers() -> None:
    v = variant("naishi", naishi_points=[0, 0, 12, 0, 0, 0, 0, 8, 0, 60])
    state = Match("naishi", seed=1, variant=v).state
    line, hand = (Card.MOUNTAIN,) * 5, (Card.MOUNTAIN,) * 4 + (Card.NAISHI,)
    assert naishi_bots._points(state, line, hand) == 60 - 5  # nine Mountains lose 5
    assert naishi_bots._alone(state, Card.NAISHI) > naishi_bots._alone(
        Match("naishi", seed=1).state, Card.NAISHI)


# -- random valid variants ---------------------------------------------------------------------


def perturbed(seed: int) -> Variant:
    """A valid variant: every count and number moved a little from the printed game's."""
    chance = random.Random(seed)
    data = PUBLISHED.to_dict()
    data["deck"] = {card: max(0, n + chance.randint(-1, 2)) for card, n in data["deck"].items()}
    for name, value in data.items():
        if name in COURT:  # the Court's spots, within their range
            data[name] = chance.randint(*COURT[name])
        elif isinstance(value, int):
            data[name] = value + chance.randint(-2, 2)
        elif isinstance(value, list):
            data[name] = [n + chance.randint(-2, 2) for n in value]
    return Variant.from_dict("naishi", {"content": data, "options": {
        "recall": chance.choice(["all", "choose"]),
        "additional_with_any_main": chance.random() < 0.5}})


@pytest.mark.parametrize("seed", range(4))
def test_random_valid_variants_play_and_agree_with_the_reference(seed: int) -> None:
    v = perturbed(seed)
    assert not v.is_published
    run = explorer.simulate("naishi", 50, variant=v, seed=seed, progress=False)
    assert run.n == 50 and not run.failures
    assert check_kernel("naishi", games=50, options={}, variant=v, first_seed=seed * 100) > 50
    GAME.make_options(2)  # the published game is untouched
    assert Match("naishi", seed=seed).options.content == PUBLISHED


def test_the_scoring_rules_carry_the_content() -> None:
    v = variant("naishi", fort_bonus=9)
    assert v.options.scoring == ScoringRules(content=v.content)
    text = Position("naishi", Match("naishi", variant=v).state).to_json()
    assert text.count('"fort_bonus": 9') == 1
