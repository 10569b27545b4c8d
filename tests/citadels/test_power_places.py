"""The district that has a power in force names it in every text (issue 36, Deliver 2): when a
variant moves a purple district's power to another district, the log, the refusals, the
buttons, the score's explanation and the rule chips name the district that has it now, in both
languages; the published game's texts are unchanged."""

from __future__ import annotations

from typing import Any

from explorer import Variant
from explorer.engine import rule
from explorer.engine.testing import check_kernel
from explorer.games.citadels import GAME, KERNEL, Character, Destroy, District
from explorer.games.citadels.actions import UseSmithy
from explorer.games.citadels.scoring import score_city
from tests.citadels.test_vocabulary import both, turn_of

#: The Keep and the Smithy trade powers: the Keep draws cards, the Smithy cannot be destroyed.
TRADED: dict[str, Any] = {"content": {"districts": {
    "Keep": {"power": "smithy"}, "Smithy": {"power": "keep"}}}}


def test_the_log_and_the_button_name_the_district_that_has_the_power() -> None:
    start = turn_of(TRADED, Character.KING, acted=True, gold=3, cities={0: ["Keep"]})
    (smithy,) = [a for a in GAME.legal_actions(start) if isinstance(a, UseSmithy)]
    assert GAME.describe_action(start, smithy, "en") == "Keep: pay gold, draw cards"
    assert GAME.describe_action(start, smithy, "ja") == "砦: 金貨を払ってカードを引く"
    _, en, ja = both(start, smithy)
    assert "Player 1 pays 2 gold at the Keep and draws" in en[-1]
    assert ja[-1].startswith("プレイヤー1は砦で金貨2枚を払い")
    printed = turn_of({}, Character.KING, acted=True, gold=3, cities={0: ["Smithy"]})
    assert "at the Smithy" in both(printed, UseSmithy())[1][-1]


def test_the_refusal_names_the_district_that_cannot_be_destroyed() -> None:
    start = turn_of(TRADED, Character.WARLORD, acted=True, gold=9,
                    cities={1: ["Smithy", "Keep"]})
    for game in (GAME, KERNEL):
        refusal = game.why_illegal(start, Destroy(1, District.SMITHY))
        assert refusal is not None
        assert refusal.label("en") == "The Smithy cannot be destroyed."
        assert refusal.label("ja") == "鍛冶屋は破壊できません。"
        assert game.why_illegal(start, Destroy(1, District.KEEP)) is None


def test_the_rule_chips_name_the_district_that_has_the_power() -> None:
    v = Variant.from_dict("citadels", TRADED)
    keep = rule("citadels.2.1.keep", v.content)
    assert (keep.title.en, keep.title.ja) == ("Smithy", "鍛冶屋")
    assert keep.text.en == "The Warlord cannot destroy the Smithy."
    assert keep.text.ja == "将軍は鍛冶屋を破壊できません。"
    warlord = rule("citadels.3.warlord", v.content)
    assert "not the Smithy" in warlord.text.en and "Keep" not in warlord.text.en
    assert "Keep variants" == rule("citadels.11.A8", v.content).title.en
    assert rule("citadels.2.1.keep").text.en == "The Warlord cannot destroy the Keep."


def test_the_score_names_the_district_that_stands_for_a_colour() -> None:
    moved = Variant.from_dict("citadels", {"content": {"districts": {
        "Haunted City": {"power": None}, "Observatory": {"power": "haunted_city"}}}})
    city = [District.MANOR, District.TEMPLE, District.TAVERN, District.KEEP, District.OBSERVATORY]
    lines = [m.label("en") for m in score_city(city, content=moved.content).lines()]
    assert any("with the Observatory counted as red" in line for line in lines), lines
    ja = [m.label("ja") for m in score_city(city, content=moved.content).lines()]
    assert any("天文台を赤" in line for line in ja), ja


def test_the_kernel_names_the_districts_as_the_reference_does() -> None:
    moved = {"content": {"districts": {
        "Keep": {"power": "smithy"}, "Smithy": {"power": "keep"},
        "Laboratory": {"power": "graveyard"}, "Graveyard": {"power": "laboratory"},
        "Haunted City": {"power": "school_of_magic"},
        "School of Magic": {"power": "haunted_city"}}}}
    v = Variant.from_dict("citadels", moved)
    assert check_kernel("citadels", 1, variant=v, players=[2, 5]) > 300
