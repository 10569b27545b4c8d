"""Citadels' rule vocabulary (docs/citadels-vocabulary.md): the printed characters written as
abilities (`CharacterSpec`), the reference rule book and the kernel reading the abilities of
the content in force (never a character's name), the class questions written as dicts and
doing what they say, impossible compositions refused in both languages, random compositions
played and checked against the reference, and each printed fact in one place."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path
from typing import Any

import pytest

import explorer
from explorer import Variant, VariantError, variant
from explorer.engine import Text
from explorer.engine.testing import check_kernel
from explorer.games.citadels import GAME, KERNEL, Character, Colour, Destroy, District
from explorer.games.citadels.actions import END_TURN, TAKE_GOLD, TAKE_INCOME, Build
from explorer.games.citadels.cards import CHARACTER_SPECS, INCOME_COLOUR, CharacterSpec
from explorer.games.citadels.content import PUBLISHED
from explorer.games.citadels.positions import position
from explorer.games.citadels.rules import destroy_cost
from explorer.games.citadels.scoring import city_score, score_city
from explorer.games.citadels.state import Phase, Turn, replace_state
from explorer.simulate.compositions import citadels_composition
from tests.citadels.test_invented_character import IMPOSSIBLE_NAMES
from tests.citadels.test_powers import IMPOSSIBLE_POWERS, refused_in_both_languages
from tests.citadels.test_variants import IMPOSSIBLE

#: The four Citadels class questions of issue 36, each a variant written as a dict.
MERCHANT_2 = {"content": {"characters": {"Merchant": {"gold_after": 2}}}}
WARLORD_FULL_COST = {"content": {"characters": {"Warlord": {"destroy_change": 0}}}}
#: Question 3: a new purple district (one copy of the first new district), cost 4, 1 extra
#: point at the end per blue district in its city.
BLUE_GARDEN = {"content": {"districts": {"New district 1": {
    "copies": 1, "cost": 4, "points": 4, "colour": "purple", "end_colour": "blue",
    "end_points": 1}}}}


def turn_of(data: Any, character: Character, *, acted: bool = False, gold: int = 0,
            cities: dict[int, list[str]] | None = None, hands: dict[int, list[str]] | None = None
            ) -> Any:
    """Seat 0's turn as `character` in a 4-player game with the content of the variant
    `data`."""
    v = Variant.from_dict("citadels", data)
    start = position(4, cities=cities or {}, hands=hands or {}, gold={0: gold})
    return replace_state(start, options=dataclasses.replace(start.options, content=v.content),
                         phase=Phase.TURN, turn=Turn(character, 0, acted=acted))


def both(state: Any, action: Any) -> tuple[Any, list[str], list[str]]:
    """The next state and its events (in English and Japanese), the same from the reference
    and from the kernel."""
    ref, fast = GAME.apply(state, action), KERNEL.apply(state, action)
    assert fast.state == ref.state
    en = [e.message.label("en") for e in ref.events]
    assert en == [e.message.label("en") for e in fast.events]
    return ref.state, en, [e.message.label("ja") for e in ref.events]


# -- the printed game in the vocabulary --------------------------------------------------------


def test_the_printed_characters_are_written_as_abilities() -> None:
    assert PUBLISHED.characters == tuple(CHARACTER_SPECS[c] for c in Character)
    assert CHARACTER_SPECS[Character.MERCHANT] == CharacterSpec(Colour.GREEN, gold_after=1)
    assert CHARACTER_SPECS[Character.ARCHITECT] == CharacterSpec(cards_after=2, build_limit=3)
    assert CHARACTER_SPECS[Character.WARLORD].destroy_change == -1
    assert INCOME_COLOUR == {Character.KING: Colour.YELLOW, Character.BISHOP: Colour.BLUE,
                             Character.MERCHANT: Colour.GREEN, Character.WARLORD: Colour.RED}
    data = PUBLISHED.to_dict()["characters"]
    assert data["merchant"] == {"income": "green", "gold_after": 1, "cards_after": 0,
                                "build_limit": 1, "destroy_change": 0, "powers": [],
                                "never": []}
    assert data["thief"]["powers"] == ["rob"] and data["thief"]["never"] == ["assassin"]
    assert Variant.from_dict("citadels", {"content": {"characters": data}}).is_published


def test_the_rules_name_no_printed_character_for_an_ability() -> None:
    """The reference and the kernel find the Merchant's gold, the Architect's cards and
    builds, the income colours and every power (kill, rob, exchange, crown, protect, destroy)
    by the ability, not by the name."""
    folder = Path(explorer.__file__).parent / "games" / "citadels"
    for path in (*folder.glob("rules/*.py"), *folder.glob("kernel/*.py")):
        text = path.read_text(encoding="utf-8")
        for name in ("MERCHANT", "ARCHITECT", "INCOME_COLOUR", "ASSASSIN", "THIEF", "MAGICIAN",
                     "KING", "BISHOP", "WARLORD"):
            assert f"{name} =" not in text and f"{name}," not in text, (path, name)
            assert f"is {name}" not in text and f"is not {name}" not in text, (path, name)
            assert f"in {name}" not in text and f"Character.{name}" not in text, (path, name)


# -- the class questions -----------------------------------------------------------------------


def test_question_1_the_merchant_takes_2_gold_after_his_action() -> None:
    after, en, ja = both(turn_of(MERCHANT_2, Character.MERCHANT), TAKE_GOLD)
    assert after.gold[0] == 2 + 2
    assert en[-1] == "Player 1 (Merchant) takes 2 extra gold."
    assert ja[-1] == "プレイヤー1（商人）は追加で金貨2枚を受け取りました。"
    printed, en, _ = both(turn_of({}, Character.MERCHANT), TAKE_GOLD)
    assert printed.gold[0] == 2 + 1 and en[-1] == "Player 1 (Merchant) takes 1 extra gold."


def test_question_4_the_warlord_destroys_at_the_full_cost() -> None:
    v = Variant.from_dict("citadels", WARLORD_FULL_COST)
    options = dataclasses.replace(GAME.make_options(4), content=v.content)
    assert destroy_cost(District.MANOR, [District.MANOR], options) == 3
    assert destroy_cost(District.MANOR, [District.MANOR], GAME.make_options(4)) == 2
    start = turn_of(WARLORD_FULL_COST, Character.WARLORD, acted=True, gold=2,
                    cities={1: ["Manor", "Church"]})
    for game in (GAME, KERNEL):
        targets = {a.district for a in game.legal_actions(start) if isinstance(a, Destroy)}
        assert targets == {District.CHURCH}
        refusal = game.why_illegal(start, Destroy(1, District.MANOR))
        assert refusal is not None and "3" in refusal.label("en")
    after, en, _ = both(start, Destroy(1, District.CHURCH))
    assert after.gold[0] == 0 and District.CHURCH not in after.cities[1]


def test_the_questions_diff_in_both_languages() -> None:
    merchant = Variant.from_dict("citadels", MERCHANT_2)
    assert merchant.diff() == ("Merchant: 1 → 2 gold after the action",)
    assert merchant.diff(lang="ja") == ("商人：アクション後の金貨 1枚 → 2枚",)
    warlord = Variant.from_dict("citadels", WARLORD_FULL_COST)
    assert warlord.diff() == ("Warlord: destroys at cost -1 → +0",)
    assert warlord.diff(lang="ja") == ("将軍：破壊の費用 建設費-1 → 建設費+0",)


@pytest.mark.parametrize("data", [MERCHANT_2, WARLORD_FULL_COST], ids=("merchant", "warlord"))
def test_the_questions_simulate_compare_and_agree_with_the_reference(data: Any) -> None:
    v = Variant.from_dict("citadels", data)
    run = explorer.simulate("citadels", 10, variant=v, seed=3, progress=False)
    assert run.n == 10 and not run.failures
    answer = explorer.compare("citadels", variant("citadels"), v, 6, seed=3, progress=False)
    assert answer is not None
    assert check_kernel("citadels", games=2, options={}, variant=v, first_seed=7) > 500


def test_the_merchant_earns_more_under_question_1() -> None:
    base = explorer.simulate("citadels", 30, seed=5, progress=False)
    rich = explorer.simulate("citadels", 30, seed=5, progress=False,
                             variant=Variant.from_dict("citadels", MERCHANT_2))
    assert rich.scores.mean() != base.scores.mean()


def test_question_3_a_purple_district_scores_1_per_blue_district_at_the_end() -> None:
    v = Variant.from_dict("citadels", BLUE_GARDEN)
    assert v.content.size == 67 and v.content.tables.deck.count(District.NEW_1) == 1
    assert variant("citadels").content.tables.deck.count(District.NEW_1) == 0
    city = ["New district 1", "Temple", "Church", "Manor"]
    s = score_city(city, content=v.content)
    assert (s.base, dict(s.bonuses), s.total) == (4 + 1 + 2 + 3, {"districts": 2}, 12)
    assert "+2: New district 1, 1 per blue (religious) district (2)." in s.explain("en")
    assert "+2: 新しい建物1（青（宗教）の建物1つにつき1点、2つ）。" in s.explain("ja")
    assert v.diff() == ("New district 1: 0 → 1 copies", "New district 1: cost 1 → 4",
                        "New district 1: 1 → 4 points",
                        "New district 1: end points per district of no colour → blue "
                        "(religious)",
                        "New district 1: 0 → 1 points at the end per blue (religious) district")
    start = turn_of(BLUE_GARDEN, Character.KING, acted=True, gold=4,
                    hands={0: ["New district 1"]})
    after, en, _ = both(start, Build(District.NEW_1))
    assert after.cities[0] == (District.NEW_1,) and after.gold[0] == 0
    assert Variant.from_dict("citadels", v.to_dict()) == v
    run = explorer.simulate("citadels", 10, variant=v, seed=3, progress=False)
    assert run.n == 10 and not run.failures
    assert check_kernel("citadels", games=2, options={}, variant=v, first_seed=7) > 500


def test_the_complete_bonus_lines_say_the_city_size_in_force() -> None:
    city = [District.MANOR, District.TEMPLE, District.TAVERN, District.PRISON, District.CASTLE,
            District.CHURCH]
    s = city_score(city, first_complete=True, complete_size=6)
    assert "+4: first city to reach 6 districts." in s.explain("en")
    assert "+4: 最初に建物を6つ建てた。" in s.explain("ja")
    assert "+2: city of 6 or more districts." in city_score(city, complete_size=6).explain()
    printed = score_city([*city, "Palace", "Docks"], first_complete=True).explain()
    assert "+4: first city to reach 8 districts." in printed


# -- the other abilities, on other characters --------------------------------------------------


def test_an_ability_given_to_another_character_works_there() -> None:
    data = {"content": {"characters": {
        "King": {"gold_after": 1, "income": None}, "Bishop": {"cards_after": 1},
        "Merchant": {"build_limit": 2}, "Architect": {"income": "green"}}}}
    king = turn_of(data, Character.KING, cities={0: ["Manor"]})
    for game in (GAME, KERNEL):
        assert TAKE_INCOME not in game.legal_actions(king)
    after, en, ja = both(king, TAKE_GOLD)
    assert after.gold[0] == 3 and en[-1] == "Player 1 (King) takes 1 extra gold."
    assert ja[-1] == "プレイヤー1（王様）は追加で金貨1枚を受け取りました。"
    bishop = turn_of(data, Character.BISHOP, hands={0: []})
    after, en, _ = both(bishop, TAKE_GOLD)
    assert len(after.hands[0]) == 1 and "(Bishop) draws extra cards" in en[-1]
    architect = turn_of(data, Character.ARCHITECT, acted=True, cities={0: ["Tavern", "Market"]})
    after, en, _ = both(architect, TAKE_INCOME)
    assert after.gold[0] == 2
    merchant = turn_of(data, Character.MERCHANT, acted=True, gold=9,
                       hands={0: ["Temple", "Tavern", "Manor"]})
    for action in (Build(District.TEMPLE), Build(District.TAVERN)):
        merchant, _, _ = both(merchant, action)
    for game in (GAME, KERNEL):
        assert Build(District.MANOR) not in game.legal_actions(merchant)
        refusal = game.why_illegal(merchant, Build(District.MANOR))
        assert refusal is not None and "at most 2" in refusal.label("en")
    assert END_TURN in KERNEL.legal_actions(merchant)


# -- impossible compositions -------------------------------------------------------------------

IMPOSSIBLE_CHARACTERS: list[Any] = [
    {"characters": {"Jester": {"gold_after": 1}}},                 # an unknown character
    {"characters": {"": {}}},                                      # an empty name
    {"characters": {"Merchant": 2}},                               # abilities not a mapping
    {"characters": {"Merchant": [2]}},                             # a list of abilities
    {"characters": ["Merchant"]},                                  # characters not a mapping
    {"characters": "Merchant"},                                    # a string
    {"characters": {"Merchant": {"gold": 2}}},                     # an unknown ability
    {"characters": {"Merchant": {"kill": 3}}},                     # no such ability
    {"characters": {"Merchant": {"gold_after": -1}}},              # negative gold
    {"characters": {"Merchant": {"gold_after": 11}}},              # too much gold
    {"characters": {"Merchant": {"gold_after": 1.5}}},             # not a whole number
    {"characters": {"Merchant": {"gold_after": True}}},            # a bool is no number
    {"characters": {"Merchant": {"gold_after": "2"}}},             # a string
    {"characters": {"Merchant": {"gold_after": None}}},            # nothing
    {"characters": {"Architect": {"cards_after": -2}}},            # negative cards
    {"characters": {"Architect": {"cards_after": 11}}},            # too many cards
    {"characters": {"Architect": {"cards_after": [2]}}},           # a list
    {"characters": {"Architect": {"build_limit": -1}}},            # a negative limit
    {"characters": {"Architect": {"build_limit": 9}}},             # more than a city needs
    {"characters": {"Architect": {"build_limit": 2.5}}},           # not a whole number
    {"characters": {"Warlord": {"destroy_change": -7}}},           # out of range below
    {"characters": {"Warlord": {"destroy_change": 7}}},            # out of range above
    {"characters": {"Warlord": {"destroy_change": "free"}}},       # a string
    {"characters": {"King": {"destroy_change": -1}}},              # the King cannot destroy
    {"characters": {"Bishop": {"destroy_change": 1}}},             # nor the Bishop
    {"characters": {"King": {"income": "purple"}}},                # no purple income
    {"characters": {"King": {"income": "gold"}}},                  # no such colour
    {"characters": {"King": {"income": 4}}},                       # a number for a colour
    {"characters": {"King": {"income": ["yellow"]}}},              # a list for a colour
    {"characters": {"王様": {"income": "pink"}}},                   # named in Japanese
    {"characters": {"Assassin": {"build_limit": 99}}},             # far out of range
    {"characters": {"Thief": {"gold_after": -5}}},                 # negative again
    {"characters": {"Magician": {"cards_after": 1e9}}},            # a huge float
    {"districts": {"Keep": {"end_points": 11}}},                   # too many end points
    {"districts": {"Keep": {"end_points": 1}}},                    # end points of no colour
    {"districts": {"Keep": {"end_points": 1, "end_colour": "pink"}}},  # an unknown colour
    {"districts": {"Keep": {"end_points": -1, "end_colour": "red"}}},  # negative points
]
#: Every impossible composition: the districts' and set-up's (test_variants), the characters'
#: and the invented characters' names and ranks (test_invented_character).
#: Impossible names of districts (a new one, a printed one renamed), each with what its
#: refusal names: checked as a character's names are.
IMPOSSIBLE_DISTRICT_NAMES: list[tuple[Any, str]] = [
    ({"New district 1": {"names": {"en": "Guild Hall"}}}, "districts.New district 1.names"),
    ({"New district 1": {"names": "Guild Hall"}}, "districts.New district 1.names"),
    ({"New district 1": {"names": {"en": "Guild Hall", "ja": 4}}},
     "districts.New district 1.names"),
    ({"New district 1": {"names": {"en": "", "ja": "ギルド会館"}}},
     "districts.New district 1.names.en"),
    ({"New district 1": {"names": {"en": "Guild Hall", "ja": "　"}}},
     "districts.New district 1.names.ja"),
    ({"New district 1": {"names": {"en": "G" * 25, "ja": "ギルド会館"}}},
     "districts.New district 1.names.en"),
    ({"New district 1": {"names": {"en": "Guild Hall ", "ja": "ギルド会館"}}},
     "districts.New district 1.names.en"),
    ({"New district 1": {"names": {"en": "great wall", "ja": "ギルド会館"}}},
     "districts.New district 1.names.en"),                                      # a printed one
    ({"New district 1": {"names": {"en": "Guild Hall", "ja": "砦"}}},
     "districts.New district 1.names.ja"),
    ({"New district 1": {"names": {"en": "Guild Hall", "ja": "ギルド会館"}},
      "New district 2": {"names": {"en": "GUILD HALL", "ja": "組合"}}},
     "districts.New district 2.names.en"),                                      # each other
    ({"Manor": {"names": {"en": "New district 1", "ja": "邸宅"}}},
     "districts.Manor.names.en"),                                               # a blank's
]

#: Impossible districts that change building costs, each with what its refusal names.
IMPOSSIBLE_BUILD_CHANGE: list[tuple[Any, str]] = [
    ({"Market": {"build_change": -4, "build_change_colour": "green"}},
     "districts.Market.build_change"),                                          # out of range
    ({"Market": {"build_change": 4, "build_change_colour": "green"}},
     "districts.Market.build_change"),
    ({"Market": {"build_change": -1}}, "districts.Market.build_change_colour"),  # no colour
    ({"Market": {"build_change": -1, "build_change_colour": "gold"}},
     "districts.Market.build_change_colour"),                                   # no colour
    ({"Market": {"build_change": "less", "build_change_colour": "red"}},
     "districts.Market.build_change"),                                          # not a number
]

#: Impossible districts that count as any colour, each with what its refusal names.
IMPOSSIBLE_ANY_COLOUR: list[tuple[Any, str]] = [
    ({"Manor": {"any_colour": True}}, "districts.Manor.any_colour"),           # not purple
    ({"New district 1": {"copies": 1, "colour": "blue", "any_colour": True}},
     "districts.New district 1.any_colour"),
    ({"Haunted City": {"any_colour": True}}, "districts.Haunted City.any_colour"),  # its power
    ({"Keep": {"power": "haunted_city", "any_colour": True}, "Haunted City": {"power": None}},
     "districts.Keep.any_colour"),                                # the Haunted City's power moved
    ({"Keep": {"any_colour": "yes"}}, "districts.Keep.any_colour"),             # not a bool
    ({"Keep": {"any_colour": 1}}, "districts.Keep.any_colour"),
]

#: Impossible districts scoring at the end per district of a kind, each with what its refusal
#: names.
IMPOSSIBLE_END_KIND: list[tuple[Any, str]] = [
    ({"Keep": {"end_kind_points": 1}}, "districts.Keep.end_kind"),             # no kind
    ({"Keep": {"end_kind": "Pub", "end_kind_points": 1}}, "districts.Keep.end_kind"),  # none
    ({"Keep": {"end_kind": 3, "end_kind_points": 1}}, "districts.Keep.end_kind"),  # a number
    ({"Keep": {"end_kind": ["Tavern"], "end_kind_points": 1}}, "districts.Keep.end_kind"),
    ({"Keep": {"end_kind": "Tavern", "end_kind_points": 11}},
     "districts.Keep.end_kind_points"),                                        # out of range
    ({"Keep": {"end_kind": "Tavern", "end_kind_points": -1}},
     "districts.Keep.end_kind_points"),
    ({"Keep": {"end_kind": "Tavern", "end_kind_points": "2"}},
     "districts.Keep.end_kind_points"),                                        # not a number
    ({"Keep": {"end_kind": "New district 2", "end_kind_points": 1}},
     "districts.Keep.end_kind"),                               # a kind the deck does not hold
    ({"Keep": {"end_kind": "Tavern", "end_kind_points": 1}, "Tavern": {"copies": 0}},
     "districts.Keep.end_kind"),
]

ALL_IMPOSSIBLE = [*IMPOSSIBLE, *({"content": c} for c in IMPOSSIBLE_CHARACTERS),
                  *({"content": {"characters": c}} for c, _ in IMPOSSIBLE_POWERS),
                  *({"content": {"characters": c}} for c, _ in IMPOSSIBLE_NAMES),
                  *({"content": {"districts": d}} for d, _ in IMPOSSIBLE_DISTRICT_NAMES),
                  *({"content": {"districts": d}} for d, _ in IMPOSSIBLE_ANY_COLOUR),
                  *({"content": {"districts": d}} for d, _ in IMPOSSIBLE_BUILD_CHANGE),
                  *({"content": {"districts": d}} for d, _ in IMPOSSIBLE_END_KIND)]


def test_sixty_impossible_compositions_are_listed() -> None:
    assert len(ALL_IMPOSSIBLE) >= 60


@pytest.mark.parametrize("data", ALL_IMPOSSIBLE, ids=repr)
def test_every_impossible_composition_is_a_variant_error_in_both_languages(data: Any) -> None:
    texts = set()
    for lang in ("en", "ja"):
        try:
            Variant.from_dict("citadels", data, lang=lang)
        except VariantError as error:
            texts.add(str(error))
        else:
            pytest.fail(f"accepted: {data!r}")
    assert len(texts) == 2


@pytest.mark.parametrize(("data", "field"), [
    (IMPOSSIBLE_CHARACTERS[8], "characters.merchant.gold_after"),
    (IMPOSSIBLE_CHARACTERS[15], "characters.architect.cards_after"),
    (IMPOSSIBLE_CHARACTERS[18], "characters.architect.build_limit"),
    (IMPOSSIBLE_CHARACTERS[21], "characters.warlord.destroy_change"),
    (IMPOSSIBLE_CHARACTERS[23], "characters.king.destroy_change"),
    (IMPOSSIBLE_CHARACTERS[25], "characters.king.income"),
    (IMPOSSIBLE_CHARACTERS[29], "characters.king.income"),
    (IMPOSSIBLE_CHARACTERS[6], "characters.merchant.gold"),
    (IMPOSSIBLE_CHARACTERS[0], "Jester"),
])
def test_each_character_reason_names_its_field_in_both_languages(data: Any, field: str) -> None:
    for lang in ("en", "ja"):
        with pytest.raises(VariantError, match=field):
            Variant.from_dict("citadels", {"content": data}, lang=lang)


@pytest.mark.parametrize(("districts", "field"),
                         IMPOSSIBLE_DISTRICT_NAMES + IMPOSSIBLE_ANY_COLOUR
                         + IMPOSSIBLE_BUILD_CHANGE + IMPOSSIBLE_END_KIND)
def test_each_district_name_refusal_names_its_field_in_both_languages(districts: Any,
                                                                       field: str) -> None:
    refused_in_both_languages({"districts": districts}, field)


def test_a_named_district_reads_back_and_names_itself_in_force() -> None:
    """A district's names are a fact like the others: kept by `to_dict`, read back the same,
    found by `district_name` and `record_names`, and the Haunted City's power names the
    district that holds it by its name in force."""
    data = {"content": {"districts": {
        "New district 1": {**BLUE_GARDEN["content"]["districts"]["New district 1"],
                           "names": {"en": "Guild Hall", "ja": "ギルド会館"}},
        "Haunted City": {"names": {"en": "Ghost Town", "ja": "幽霊街"}}}}}
    content = Variant.from_dict("citadels", data).content
    again = Variant.from_dict("citadels", {"content": content.to_dict()}).content
    assert again == content and hash(again) == hash(content)
    assert content.district_name(District.NEW_1) == Text("Guild Hall", "ギルド会館")
    assert content.record_names()["districts"]["New district 1"].ja == "ギルド会館"
    assert content.place("haunted_city").en == "Ghost Town"
    assert PUBLISHED.district_name(District.NEW_1).en == "New district 1"
    assert "names" not in PUBLISHED.to_dict()["districts"]["Manor"]


#: A new purple district that counts as any colour at the end, named.
ANY_COLOUR = {"content": {"districts": {"New district 1": {
    "names": {"en": "Guild Hall", "ja": "ギルド会館"}, "copies": 1, "cost": 3, "points": 3,
    "any_colour": True}}}}


@pytest.mark.parametrize(("city", "five", "said"), [
    # It stands in for the one colour missing (rule citadels.8.scoring).
    (["Guild Hall", "Manor", "Temple", "Tavern", "Keep"], 3,
     ("with the Guild Hall counted as red (military)", "ギルド会館を赤（軍事）として数える")),
    # Missing red and purple: it cannot be both.
    (["Guild Hall", "Manor", "Temple", "Tavern"], 0, ()),
    # With the Haunted City: one stands in for red, the other stays purple.
    (["Guild Hall", "Haunted City", "Manor", "Temple", "Tavern"], 3,
     ("with the Guild Hall counted as red (military)", "ギルド会館を赤（軍事）として数える")),
    # Two colours missing and no purple beside them: not enough.
    (["Guild Hall", "Haunted City", "Manor", "Temple"], 0, ()),
    # Nothing to stand in for: it is purple.
    (["Guild Hall", "Manor", "Temple", "Tavern", "Watchtower"], 3,
     ("+3: districts of all five colours.", "+3: 5色すべての建物がある。")),
])
def test_a_district_counting_as_any_colour_completes_the_five(city: list[str], five: int,
                                                               said: tuple[str, ...]) -> None:
    content = Variant.from_dict("citadels", ANY_COLOUR).content
    named = {"Guild Hall": District.NEW_1}
    score = city_score([named.get(d) or District(d) for d in city], content=content)
    assert score.bonuses.get("five_colours", 0) == five
    assert score.base == sum(content.tables.points[d] for d in score.districts)
    for text, lang in zip(said, ("en", "ja"), strict=False):
        assert text in score.explain(lang), score.explain(lang)
    if not five:
        assert "Guild Hall" not in "".join(score.explain("en").splitlines()[1:])


def test_counting_as_any_colour_is_said_in_force() -> None:
    """The rule chips (deck, scoring), the diff and the handout card say it, in both
    languages; the to_dict form keeps it; the kernel agrees with the reference under it."""
    v = Variant.from_dict("citadels", ANY_COLOUR)
    phrase = ("Guild Hall counts as any colour for the five colours at the end",
              "ギルド会館は終了時、5色のボーナスではどの色としても数える")
    for rule_id in ("citadels.2", "citadels.8.scoring"):
        chip = explorer.engine.rule(rule_id, v.options)
        assert all(p in chip.text.label(lang) for p, lang in zip(phrase, ("en", "ja"),
                                                                  strict=True))
    assert "Guild Hall: counts as any colour at the end: no → yes" in v.diff(lang="en")
    assert "ギルド会館：終了時にどの色としても数える いいえ → はい" in v.diff(lang="ja")
    assert Variant.from_dict("citadels", {"content": v.content.to_dict()}).content == v.content
    assert "any_colour" not in PUBLISHED.to_dict()["districts"]["Haunted City"]
    assert check_kernel("citadels", games=1, variant=ANY_COLOUR, players=(4,)) > 0


def test_some_random_compositions_count_a_district_as_any_colour() -> None:
    drawn = [seed for seed in range(20)
             if composed(seed).content.spec(District.NEW_1).any_colour]
    assert drawn and len(drawn) < 20
    assert check_kernel("citadels", games=1, options={}, variant=composed(drawn[0]),
                        first_seed=drawn[0], players=(3,)) > 0


#: "Guild hall: your green districts cost 1 less" (rule citadels.6.3).
GUILD_DISCOUNT = {"content": {"districts": {"New district 1": {
    "names": {"en": "Guild Hall", "ja": "ギルド会館"}, "copies": 1, "cost": 4, "points": 4,
    "build_change": -1, "build_change_colour": "green"}}}}


def test_a_district_changes_its_owners_building_costs() -> None:
    """With the Guild Hall in his city a player builds the Tavern (1) for nothing and the
    Market (2) for 1, in both rule books; the Manor (yellow) costs what it costs; the button,
    the log and the refusal say the price he pays; another city pays full price."""
    start = turn_of(GUILD_DISCOUNT, Character.KING, acted=True, gold=1,
                    cities={0: ["New district 1"], 1: []}, hands={0: ["Tavern", "Market",
                                                                      "Manor"]})
    after, en, ja = both(start, Build(District.TAVERN))
    assert after.gold[0] == 1 and "builds Tavern for 0 gold" in en[0], en
    assert "酒場" in ja[0] and "0" in ja[0]
    button = GAME.describe_action(start, Build(District.MARKET), "en")
    assert button == "Build Market (1 gold)", button
    twice = turn_of(GUILD_DISCOUNT, Character.ARCHITECT, acted=True, gold=1,
                    cities={0: ["New district 1"]}, hands={0: ["Market", "Manor"]})
    after, en, _ = both(twice, Build(District.MARKET))
    assert after.gold[0] == 0 and "for 1 gold" in en[0]
    for book in (GAME, KERNEL):
        why = book.why_illegal(start, Build(District.MANOR))
        assert why is not None and "3" in why.label("en"), why
    plain = turn_of(GUILD_DISCOUNT, Character.KING, acted=True, gold=1,
                    hands={0: ["Market"]})
    assert Build(District.MARKET) not in KERNEL.legal_actions(plain)
    assert Build(District.MARKET) not in GAME.legal_actions(plain)


def test_a_cost_change_is_said_in_force_and_checked() -> None:
    v = Variant.from_dict("citadels", GUILD_DISCOUNT)
    chip = explorer.engine.rule("citadels.6.3", v.options).text
    assert "Guild Hall's owner pays 1 gold less for each green (trade) district" in \
        chip.label("en")
    assert "ギルド会館の持ち主は緑（商業）の建物を金貨1枚安く建てられる" in chip.label("ja")
    assert "Guild Hall: its owner pays +0 → -1 to build a green (trade) district" in \
        v.diff(lang="en")
    assert Variant.from_dict("citadels", {"content": v.content.to_dict()}).content == v.content
    assert "build_change" not in PUBLISHED.to_dict()["districts"]["Market"]
    assert check_kernel("citadels", games=1, variant=GUILD_DISCOUNT, players=(3,)) > 0
    drawn = [seed for seed in range(20) if composed(seed).content.spec(District.NEW_1).build_change]
    assert drawn and len(drawn) < 20
    assert check_kernel("citadels", games=1, options={}, variant=composed(drawn[0]),
                        first_seed=drawn[0], players=(4,)) > 0


#: "Guild Hall: 2 more points at the end if your city has the Tavern" and, for a new kind,
#: "1 per Tower" (the second new district, named): rule citadels.8.scoring.
TAVERN_TALLY = {"content": {"districts": {
    "New district 1": {"names": {"en": "Guild Hall", "ja": "ギルド会館"}, "copies": 1,
                       "cost": 3, "points": 2, "colour": "purple", "end_kind": "Tavern",
                       "end_kind_points": 2},
    "New district 2": {"names": {"en": "Tower", "ja": "塔"}, "copies": 2, "cost": 2,
                       "points": 2, "colour": "red"},
    "Watchtower": {"end_kind": "New district 2", "end_kind_points": 1}}}}


@pytest.mark.parametrize(("city", "total", "said"), [
    (["Guild Hall", "Tavern", "Manor"], 2 + 1 + 3 + 2,
     ("+2: Guild Hall, 2 per Tavern (1).", "+2: ギルド会館（酒場1つにつき2点、1つ）。")),
    (["Guild Hall", "Manor"], 2 + 3,
     ("+0: Guild Hall, 2 per Tavern (0).", "+0: ギルド会館（酒場1つにつき2点、0つ）。")),
    (["Watchtower", "Tower", "Guild Hall", "Tavern"], 1 + 2 + 2 + 1 + 1 + 2,
     ("+1: Watchtower, 1 per Tower (1).", "+1: 見張り塔（塔1つにつき1点、1つ）。")),
])
def test_a_district_scores_per_district_of_a_kind_in_its_city(city: list[str], total: int,
                                                                said: tuple[str, str]) -> None:
    content = Variant.from_dict("citadels", TAVERN_TALLY).content
    named = {"Guild Hall": District.NEW_1, "Tower": District.NEW_2}
    score = city_score([named.get(d) or District(d) for d in city], content=content)
    assert score.total == total
    assert score.bonuses["districts"] == total - score.base
    for text, lang in zip(said, ("en", "ja"), strict=True):
        assert text in score.explain(lang).splitlines(), score.explain(lang)


def test_the_kernel_scores_end_points_per_kind_at_the_end() -> None:
    """A game over under the variant: the kernel's outcome (the reference's scorer, which the
    kernel runs) gives seat 0 the Guild Hall's 2 with the Tavern and seat 1 nothing for the
    Guild Hall without it, as the reference does."""
    over = replace_state(turn_of(TAVERN_TALLY, Character.KING, cities={
        0: ["New district 1", "Tavern", "Manor"], 1: ["Manor", "Temple"]}), phase=Phase.OVER)
    cities = list(over.cities)
    cities[1] = (District.NEW_1, District.TEMPLE)
    over = replace_state(over, cities=tuple(cities))
    fast, ref = KERNEL.outcome(over), GAME.outcome(over)
    assert fast is not None and ref is not None
    assert fast.scores[:2] == ref.scores[:2] == (2 + 1 + 3 + 2, 2 + 1)
    assert fast.details["breakdowns"][0].kind_points == ((District.NEW_1, 2, 2,
                                                         District.TAVERN, 1),)


def test_end_points_per_kind_are_said_in_force_and_checked() -> None:
    """The deck and scoring chips, the diff and the handout name the kind by its name in force
    (the Tower, a new district); the to_dict form reads back; the kernel agrees with the
    reference under it, and under a random composition that draws it."""
    v = Variant.from_dict("citadels", TAVERN_TALLY)
    phrases = {"en": ("Guild Hall scores 2 more at the end per Tavern in its city",
                      "Watchtower scores 1 more at the end per Tower in its city"),
               "ja": ("ギルド会館は終了時、自分の都市の酒場1つにつき+2点",
                      "見張り塔は終了時、自分の都市の塔1つにつき+1点")}
    for lang, said in phrases.items():
        for rule_id in ("citadels.2", "citadels.8.scoring"):
            chip = explorer.engine.rule(rule_id, v.options).text.label(lang)
            assert all(p in chip for p in said), chip
    assert "Watchtower: 0 → 1 points at the end per Tower in its city" in v.diff(lang="en")
    assert "見張り塔：終了時の得点を数える建物 なし → 塔" in v.diff(lang="ja")
    assert Variant.from_dict("citadels", {"content": v.content.to_dict()}).content == v.content
    assert "end_kind" not in PUBLISHED.to_dict()["districts"]["Watchtower"]
    assert check_kernel("citadels", games=1, variant=TAVERN_TALLY, players=(3,)) > 0
    drawn = [seed for seed in range(20)
             if composed(seed).content.spec(District.NEW_1).end_kind_points]
    assert drawn and len(drawn) < 20
    assert check_kernel("citadels", games=1, options={}, variant=composed(drawn[0]),
                        first_seed=drawn[0], players=(4,)) > 0


# -- random compositions -----------------------------------------------------------------------


def composed(seed: int) -> Variant:
    """A random valid composition (`explorer.simulate.compositions`): every character's
    abilities drawn from the vocabulary's ranges, and a new district with end points."""
    return Variant.from_dict("citadels", citadels_composition(seed))


@pytest.mark.parametrize("seed", range(2))
def test_random_compositions_play_and_agree_with_the_reference(seed: int) -> None:
    v = composed(seed)
    assert not v.is_published
    run = explorer.simulate("citadels", 6, variant=v, seed=seed, progress=False)
    assert run.n == 6 and not run.failures
    assert check_kernel("citadels", games=2, options={}, variant=v, first_seed=seed) > 500


# -- one place for each fact -------------------------------------------------------------------

#: Where the printed game's numbers live: the printed data and the content made of it.
DATA_MODULES = {"cards.py", "content.py"}
#: The names of the printed facts a module other than the data ones must not give a number.
FACT_WORDS = ("bonus", "complete", "gold", "cards", "limit", "copies", "points", "cost",
              "size", "change", "colours")


def printed_numbers(tree: ast.AST) -> list[tuple[str, int]]:
    """Each name bound to a whole number at a module's or a class's top level, or given one
    as a parameter default, whose name says it is a printed fact."""
    found: list[tuple[str, int]] = []
    for node in ast.walk(tree):
        pairs: list[tuple[str, Any]] = []
        if isinstance(node, ast.Assign):
            pairs = [(t.id, node.value) for t in node.targets if isinstance(t, ast.Name)]
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            pairs = [(node.target.id, node.value)]
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            args = node.args
            named = [*args.posonlyargs, *args.args][-len(args.defaults):] if args.defaults else []
            pairs = [(a.arg, d) for a, d in zip(named, args.defaults, strict=True)]
            pairs += [(a.arg, d) for a, d in zip(args.kwonlyargs, args.kw_defaults,
                                                 strict=True) if d is not None]
        for name, value in pairs:
            if (isinstance(value, ast.Constant) and type(value.value) is int
                    and value.value > 1 and any(w in name.lower() for w in FACT_WORDS)):
                found.append((name, value.value))
    return found


def test_each_printed_number_is_defined_once() -> None:
    """No Citadels module but the printed data gives a printed fact (an end bonus, a city
    size, a character's gold or cards…) a number of its own: they read it from there."""
    folder = Path(explorer.__file__).parent / "games" / "citadels"
    doubles = {}
    for path in sorted(folder.rglob("*.py")):
        if path.name in DATA_MODULES and path.parent == folder:
            continue
        found = printed_numbers(ast.parse(path.read_text(encoding="utf-8")))
        if found:
            doubles[str(path.relative_to(folder))] = found
    assert doubles == {}


def test_the_one_place_check_finds_a_double() -> None:
    planted = ast.parse("FIVE_COLOURS = 3\nclass O:\n    complete_bonus: int = 2\n"
                        "def f(*, first_complete_bonus=4): pass\n")
    assert sorted(printed_numbers(planted)) == [("FIVE_COLOURS", 3), ("complete_bonus", 2),
                                                ("first_complete_bonus", 4)]


# -- texts from the content in force -----------------------------------------------------------

#: Variants whose numbers the texts must follow: each gives the gold after the action to one
#: character only, so that every gold event states that number.
TEXT_BATTERY: list[tuple[dict[str, Any], dict[str, Any]]] = [
    ({}, {}),
    (MERCHANT_2, {}),
    ({"content": {"characters": {"Merchant": {"gold_after": 0}, "King": {"gold_after": 3},
                                 "Architect": {"cards_after": 3, "build_limit": 2}}}},
     {"complete_size": 6, "five_colours_bonus": 5, "first_complete_bonus": 7,
      "complete_bonus": 1}),
    (BLUE_GARDEN, {"complete_size": 7}),
    (WARLORD_FULL_COST, {"first_complete_bonus": 9}),
]


def gold_after(v: Variant) -> int:
    """The one gold-after number the battery's variant `v` gives (0 if none)."""
    most: int = max(v.content.tables.gold_after)
    return most


@pytest.mark.parametrize(("data", "options"), TEXT_BATTERY, ids=range(len(TEXT_BATTERY)))
def test_no_event_or_score_text_contradicts_the_content_in_force(data: Any,
                                                                 options: Any) -> None:
    """A bot game under each variant: the gold and card events state the numbers in force
    (and name the character who has them), the score lines state the bonuses and the city
    size in force, in both languages."""
    v = Variant.from_dict("citadels", {**data, "options": options})
    m = explorer.Match("citadels", 4, seed=2, variant=v)
    m.play_out(2)
    n, cards = gold_after(v), max(v.content.tables.cards_after)
    assert any(e.rule == "citadels.3.merchant" for e in m.log) == (n > 0)
    for e in m.log:
        en, ja = e.message.label("en"), e.message.label("ja")
        if e.rule == "citadels.3.merchant":
            assert en.endswith(f"takes {n} extra gold.") and f"金貨{n}枚" in ja, en
        if e.rule == "citadels.3.architect" and e.public is not None:
            drawn = int(e.public.label("en").split("draws ")[1].split(" ")[0])
            assert drawn <= cards
    size = v.options.complete_size
    assert m.outcome is not None
    assert any("first_complete" in s.bonuses for s in m.outcome.details["breakdowns"])
    for s in m.outcome.details["breakdowns"]:
        for line in (s.explain("en"), s.explain("ja")):
            for name, value in s.bonuses.items():
                assert f"+{value}:" in line, (name, line)
        for clause in ("first city to reach", "city of"):
            if clause in s.explain("en"):
                assert f"{clause} {size}" in s.explain("en")
        if "first_complete" in s.bonuses:
            assert s.bonuses["first_complete"] == v.options.first_complete_bonus
            assert f"建物を{size}つ建てた" in s.explain("ja")


def test_the_refusals_name_a_renamed_district_in_both_rule_books() -> None:
    """A second Villa (the Manor renamed) refused at the build, and the Keep renamed refused
    to the Warlord: the reference and the kernel say the names in force (the kernel asks
    the reference why a build or a destruction is refused)."""
    from tests.test_texts_in_force import GUILD_HALL

    data = {"content": {"districts": {**GUILD_HALL["content"]["districts"],
                                      "Keep": {"names": {"en": "Bastion", "ja": "要害"}}}}}
    start = turn_of(data, Character.WARLORD, acted=True, gold=9,
                    cities={0: ["Manor"], 1: ["Keep"]}, hands={0: ["Manor"]})
    for action, said in ((Build(District.MANOR), ("Villa", "邸宅")),
                         (Destroy(1, District.KEEP), ("Bastion", "要害"))):
        for book in (GAME, KERNEL):
            why = book.why_illegal(start, action)
            assert why is not None
            assert said[0] in why.label("en") and said[1] in why.label("ja"), why.label("en")
            assert "Manor" not in why.label("en") and "Keep" not in why.label("en")


def test_the_kernel_names_a_named_district_as_the_reference_does() -> None:
    """Events and refusals name the districts by the names in force in the kernel too."""
    from tests.test_texts_in_force import GUILD_HALL

    assert check_kernel("citadels", games=1, variant=GUILD_HALL, players=(4,)) > 0
