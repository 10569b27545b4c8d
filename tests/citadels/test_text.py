"""Every Citadels message and rule reads in English and Japanese, with the same placeholders,
and every rule id the code cites is registered."""

from __future__ import annotations

import re
from pathlib import Path

import explorer.games.citadels as package
from explorer.engine import rule
from explorer.engine.events import all_rules
from explorer.engine.i18n import catalogue, placeholders

SOURCE = Path(package.__file__).parent


def test_messages_have_both_languages_with_the_same_fields():
    keys = [k for k in catalogue() if k.startswith("citadels.")]
    assert len(keys) > 150
    for key in keys:
        en, ja = catalogue()[key]
        assert en.strip() and ja.strip(), key
        assert placeholders(en) == placeholders(ja), key
        assert not re.search(r"[ぁ-んァ-ン一-龥]", en), f"Japanese in the English text of {key}"


def test_rules_are_bilingual():
    rules = {k: r for k, r in all_rules().items() if k.startswith("citadels.")}
    assert len(rules) >= 40
    for r in rules.values():
        assert r.title.en and r.title.ja and r.text.en and r.text.ja


def test_every_cited_rule_and_message_exists():
    cited_rules, cited_messages = set(), set()
    for path in SOURCE.glob("*.py"):
        code = path.read_text(encoding="utf-8")
        cited_rules |= set(re.findall(r'"(citadels\.(?:\d[\w.]*))"', code))
        cited_messages |= set(re.findall(r'"(citadels\.(?:ev|act|why|score|call|error)'
                                         r'\.[\w.]+)"', code))
    for rid in cited_rules:
        assert rule(rid).title.en
    for key in cited_messages:
        if key.startswith("citadels.call.") and key.endswith((".pick", ".discard")):
            assert key + "_hidden" in catalogue()
        assert key in catalogue(), key


def test_learner_facing_wording():
    from explorer.engine import Match
    from explorer.games.citadels import DrawCards

    # The draft always leaves exactly one card for the last seat to put face down (§5.2–§5.5).
    for players in range(2, 8):
        match = Match("citadels", players, seed=3)
        while match.state.phase.value == "draft":
            match.play(match.legal_actions()[0])
        (rest,) = [e for e in match.log if e.message.key == "citadels.ev.draft_rest"]
        other = (rest.actor + 1) % players
        assert rest.label("en", other).endswith("puts the last character card face down.")
    # With a Library or an Observatory the draw keeps more or draws more: no "keep one".
    assert "keep" not in DrawCards().describe("en").lower()


def test_the_warlord_rule_text_corrects_the_seed_summary():
    # §0: the Japanese seed says cost + 1 and "another player's" district; the rule text must
    # say cost − 1 and that his own city is a target too.
    text = rule("citadels.3.warlord").text
    assert "cost − 1" in text.en and "his own included" in text.en
    assert "コスト−1" in text.ja and "自分の都市も含め" in text.ja and "+1" not in text.ja


def test_a_districts_english_name_is_its_record_name():
    from explorer.games.citadels.cards import DISTRICTS, District

    for district in District:
        assert DISTRICTS[district].name.en == district.value, district


def test_no_log_line_reports_a_gain_of_nothing():
    """Issue 40 (5): income from no district of the colour, and a theft from a seat with no
    gold, are said as such ("no income", "no gold to take"), never as a gain of 0 gold
    (「金貨0枚を受け取りました」; a payment of 0, a free destruction, is still said);
    the reference and the kernel say the same (the golden transcript holds both cases)."""
    from explorer.engine import Match

    seen = set()
    for seed in (1, 2, 3):
        match = Match("citadels", 4, seed)
        while match.outcome is None:
            match.play_bot(seed=1)
        for event in match.log:
            seen.add(event.message.key)
            for lang, zero in (("en", r"takes (all )?0 gold"),
                               ("ja", r"金貨0枚を(受け取|すべて奪)")):
                assert not re.search(zero, event.label(lang)), event.label(lang)
    assert {"citadels.ev.income_none", "citadels.ev.income"} <= seen


#: An English pronoun of a person: a renamed or invented character (an Empress) is none of them.
GENDERED = re.compile(r"\b(he|his|him|himself|she|her|herself)\b", re.IGNORECASE)


def test_the_texts_that_take_a_variants_character_are_gender_neutral_in_english():
    """Issue 36: the texts that name a character of the content in force (`{character}`) or
    say a power from the vocabulary (`citadels.rule.does.*`, `citadels.rule.held.*`, what a
    renamed or invented character's rule chip says) never call it "he" or "his"."""
    vocabulary = ("citadels.rule.does.", "citadels.rule.held.")
    keys = [k for k, (en, _) in catalogue().items()
            if k.startswith(vocabulary) or (k.startswith("citadels.") and "{character" in en)]
    assert len(keys) > 40
    gendered = [(k, catalogue()[k][0]) for k in keys if GENDERED.search(catalogue()[k][0])]
    assert not gendered, gendered


def test_a_renamed_characters_rule_chip_is_gender_neutral():
    from explorer import Variant

    v = Variant.from_dict("citadels", {"content": {"characters": [
        {"rank": 3, "names": {"en": "Witch", "ja": "魔女"}},
        {"rank": 5, "names": {"en": "Empress", "ja": "女帝"}},
        {"rank": 8, "names": {"en": "Duchess", "ja": "公爵夫人"}}]}})
    for name in ("magician", "bishop", "warlord"):
        chip = rule(f"citadels.3.{name}", v.options)
        assert chip.title.en.startswith(("Witch", "Empress", "Duchess")), chip.title.en
        assert not GENDERED.search(chip.text.en), chip.text.en
        assert "彼" not in chip.text.ja, chip.text.ja
    # The printed game's own texts stay its rule book's ("his districts", "his own included").
    for name in ("bishop", "warlord"):
        assert GENDERED.search(rule(f"citadels.3.{name}").text.en), name
