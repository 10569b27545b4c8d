"""Texts from the content in force (issue 36, Deliver 2): under a battery of Whispers variants,
no event, public account, refusal, bot reason or variant diff states a number or a name that
contradicts the content; the published game's texts stay as printed (tests/test_golden.py)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from explorer import Match, Variant, variant
from explorer.bots import choose
from explorer.engine import Rng
from explorer.games.whispers.content import count_word

#: Variants whose numbers and names differ from the printed game's.
BATTERY: dict[str, dict[str, Any]] = {
    "hand_4": {"hand_size": 4},
    "hand_5": {"hand_size": 5, "grey_copies": 1},
    "hand_7": {"hand_size": 7},
    "butler_from_4": {"effects": {"butler": {"from_card": 4}}},
    "maid_draws_2": {"effects": {"maid": {"draw": 2}}},
    "king_two": {"kings": {"maid": {"silences": ["maid", "guard"]},
                           "jester": {"bans": ["jester", "wizard"]}}},
}

#: What the printed game's texts say of its six-card hand, in each language.
PRINTED_SIX = {"en": re.compile(r"\b6 dealt|\bsix\b"), "ja": re.compile(r"各自6枚|6種類")}


def texts(m: Match, seed: int, lang: str, steps: int = 400) -> list[str]:
    """Every text a match of `m`'s variant shows in `lang` over a bot game: the events (and
    their public accounts), the refusals of the other plays and each bot reason."""
    out: list[str] = []
    rng = Rng.from_seed(seed)
    for _ in range(steps):
        if m.is_over:
            break
        for action in m.legal_actions()[:3]:
            reason = m.why_illegal(action)
            if reason is not None:
                out.append(reason.label(lang))
        choice = choose("whispers", "heuristic", m.state, rng)
        out.append(choice.reason.label(lang))
        m.play(choice.action)
    for event in m.log:
        out.append(event.message.label(lang))
        if event.public is not None:
            out.append(event.public.label(lang))
    return out


@pytest.mark.parametrize("name", sorted(BATTERY))
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_text_contradicts_the_content_in_force(name: str, lang: str) -> None:
    v = variant("whispers", **BATTERY[name])
    content = v.content
    shown: list[str] = []
    for seed in range(1, 9):  # until a round has ended with a full court (case B)
        shown += texts(Match("whispers", 3 + seed % 3, seed=seed, variant=v), seed, lang)
        if any("(B)" in t or "（B）" in t for t in shown):
            break
    assert shown
    if content.hand_size != 6:
        wrong = [t for t in shown if PRINTED_SIX[lang].search(t)]
        assert not wrong, wrong[:3]
        dealt = f"{content.hand_size} dealt to each" if lang == "en" \
            else f"各自{content.hand_size}枚"
        assert any(dealt in t for t in shown)
    full = count_word(content.hand_size).label(lang)
    ends = [t for t in shown if ("Round over (B)" in t or "ラウンド終了（B）" in t)]
    assert ends and all(full in t for t in ends)
    butler = content.effects[3]
    early = [t for t in shown if "first" in t and "cards of the round" in t or "枚目まで" in t]
    assert all(count_word(butler.from_card - 1).label(lang) in t for t in early)
    assert v.diff(lang=lang)  # the variant says what it changes, in this language


def test_a_king_card_says_everything_it_does() -> None:
    v = variant("whispers", **BATTERY["king_two"])
    said: set[str] = set()
    for seed in range(6):
        m = Match("whispers", 3, seed=seed, variant=v)
        m.play_out()
        said.update(e.message.label("en") for e in m.log)
    maid = [t for t in said if t.startswith("King card turned up: Maid")]
    jester = [t for t in said if t.startswith("King card turned up: Jester")]
    assert maid and all(t == "King card turned up: Maid; it silences Maid and Guard."
                        for t in maid)
    assert jester and all("bans Wizard and Jester" in t for t in jester)


def test_an_effect_on_another_character_is_told_with_that_characters_name() -> None:
    v = variant("whispers", effects={"accountant": {"kind": "none"},
                                     "jester": {"kind": "exchange"}})
    shown = {lang: texts(Match("whispers", 3, seed=4, variant=v), 4, lang)
             for lang in ("en", "ja")}
    assert "The Accountant has no effect." in shown["en"]
    assert "会計士に効果はない。" in shown["ja"]
    assert any("for the Jester's exchange" in t for t in shown["en"])
    assert any("は道化師で" in t for t in shown["ja"])
    assert not any("The Jester has no effect" in t for t in shown["en"])


def test_a_position_refusal_names_the_characters_that_carry_the_exchange_and_the_swap() -> None:
    """A step that does not fit (an exchange's step with no card played) is refused naming
    the characters whose effects the step belongs to in force: printed, the Wizard and the
    Butler; here the General exchanges and the Wizard swaps."""
    import dataclasses

    from explorer.engine import check_position
    from explorer.games.whispers.state import Phase

    moved = Variant.from_dict("whispers", {"content": {"effects": {
        "general": {"kind": "exchange"}, "wizard": {"kind": "swap_areas"},
        "butler": {"kind": "reveal_king"}}}})
    said = {}
    for name, v in (("printed", variant("whispers")), ("moved", moved)):
        state = Match("whispers", 3, seed=1, variant=v).state
        reason = check_position("whispers", dataclasses.replace(
            state, phase=Phase.WIZARD_TARGET, card=None))
        assert reason is not None and reason.key == "whispers.position.step"
        said[name] = {lang: reason.label(lang) for lang in ("en", "ja")}
    assert "the Wizard's target and cards, the Butler's pick" in said["printed"]["en"]
    # (The Japanese catalogue called the Wizard 魔術師 here, his name 魔法使い everywhere else.)
    assert "魔法使いの相手とカード、執事の最初の選択" in said["printed"]["ja"]
    assert "the General's target and cards, the Wizard's pick" in said["moved"]["en"]
    assert "将軍の相手とカード、魔法使いの最初の選択" in said["moved"]["ja"]
