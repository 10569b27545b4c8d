"""Whispers' rule titles and paraphrases state the content in force (issue 36, point 2): under a
battery of variants no rule chip, event, step explanation or status line states a number or a
name that contradicts the content and options in force, in either language; the printed
game's rule texts are the printed ones."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

import explorer
from explorer import Match, Variant
from explorer.bots import choose
from explorer.engine import Rng
from explorer.engine.events import rule
from explorer.engine.options import OptionHelp, option_rows
from explorer.engine.registry import plugin
from explorer.games.whispers.cards import CARD_CHARACTER, CHARACTER_NAMES, Character
from explorer.games.whispers.content import KIND_RULE, of_kind
from explorer.games.whispers.texts import SKIPPABLE
from explorer.viz.html import log_rows, rule_chip
from explorer.viz.whispers import status_html, step_note_html
from explorer.widgets import explore

LOCALE = Path(explorer.__file__).parent / "games" / "whispers" / "locale"
RULES = sorted(json.loads((LOCALE / "en.json").read_text(encoding="utf-8"))["rules"])
LANGS = ("en", "ja")

#: Variants whose numbers and names differ from the printed game's, each as a dict (content
#: and options).
BATTERY: dict[str, dict[str, Any]] = {
    "hand_5": {"content": {"hand_size": 5, "grey_copies": 1,
                           "colour_characters": ["wizard", "maid", "butler", "guard", "jester"]},
               "options": {"target_scores": [7, 8, 9]}},
    "hand_4_passer": {"content": {"hand_size": 4, "whisper_scorer": "passer",
                                  "court_scorer": "others"},
                      "options": {"forced_end_points": 4, "full_court_points_3p": 3,
                                  "full_court_points_4p_5p": 2}},
    "hand_7": {"content": {"hand_size": 7, "grey_copies": 2,
                           "effects": {"butler": {"from_card": 5}}}},
    "kings": {"content": {"kings": {"maid": {"silences": ["maid", "guard"]},
                                    "butler": None, "accountant": None,
                                    "general": {"bans": ["wizard"], "silences": ["general"]}}}},
    "moved": {"content": {"effects": {"maid": {"kind": "none"},
                                      "jester": {"kind": "discard_draw", "draw": 3},
                                      "accountant": {"kind": "return_card"},
                                      "general": {"kind": "exchange"},
                                      "butler": {"from_card": 1}}}},
    "maid_first": {"content": {"effects": {"maid": {"draw": 2, "draw_first": True}}}},
    "maid_none": {"content": {"effects": {"maid": {"draw": 0}}}},
}


def _variant(name: str) -> Variant:
    return Variant.from_dict("whispers", BATTERY[name])


def _numbers(text: str) -> set[int]:
    return {int(n) for n in re.findall(r"\d+", text)}


def _template(rule_id: str, part: str, lang: str) -> str:
    data = json.loads((LOCALE / f"{lang}.json").read_text(encoding="utf-8"))
    text: str = data["rules"][rule_id][part]
    return text


def _in_force(v: Variant) -> set[int]:
    """Every number the content and options in force can make a text say."""
    k, o = v.content, v.options
    effects = {n for e in k.effects for n in (e.draw, e.from_card - 1)}
    return {k.hand_size, 7 * k.grey_copies, len(k.colour_characters), len(k.kings),
            len(k.kings) - 1, *o.target_scores, o.forced_end_points, o.full_court_points_3p,
            o.full_court_points_4p_5p, *effects}


def test_the_printed_texts_are_the_printed_ones() -> None:
    assert rule("whispers.3").text.en == (
        "Shuffle the 14 grey cards with the 7 cards of each player's colour and deal 6 to each "
        "player; the rest is the draw pile. The 6 King cards form a face-down pile; none is face "
        "up at the start.")
    assert rule("whispers.5.B").title.ja == "ラウンド終了B：6種類"
    assert rule("whispers.4.2.maid").text.ja == "手札を1枚裏向きに捨て、山札から1枚引きます。"
    published = explorer.variant("whispers").options
    for rule_id in RULES:
        printed = rule(rule_id)
        assert printed == rule(rule_id, published)
        for lang in LANGS:
            assert "{" not in printed.title.label(lang) + printed.text.label(lang)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", sorted(BATTERY))
def test_no_rule_text_states_a_number_the_variant_does_not_have(name: str, lang: str) -> None:
    v = _variant(name)
    in_force = _in_force(v)
    for rule_id in RULES:
        cited = rule(rule_id, v.options)
        for part, text in (("title", cited.title.label(lang)), ("text", cited.text.label(lang))):
            assert "{" not in text, text
            # The template's own numbers are counts of the printed deck's colours, player
            # counts and sections (7 cards of each colour, with 3 players, §12 A1); every other
            # number must be one the variant has.
            literal = _numbers(re.sub(r"\{[^}]*\}", " ", _template(rule_id, part, lang)))
            stray = _numbers(text) - literal - in_force
            assert not stray, f"{name}: {rule_id} ({lang}) states {stray}: {text}"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", sorted(BATTERY))
def test_each_rule_states_the_numbers_the_variant_changed(name: str, lang: str) -> None:
    v = _variant(name)
    k, o = v.content, v.options

    def text(rule_id: str) -> str:
        cited = rule(rule_id, v.options)
        return cited.title.label(lang) + " " + cited.text.label(lang)

    hand = str(k.hand_size)
    for rule_id in ("whispers.3", "whispers.4.1", "whispers.6"):
        assert hand in _numbers_text(text(rule_id)), text(rule_id)
    full = f"{k.hand_size}種類" if lang == "ja" else f"a {k.hand_size}"
    assert full in text("whispers.5.B") and full in text("whispers.5.B.points")
    for number in (7 * k.grey_copies, len(k.colour_characters), len(k.kings)):
        assert str(number) in text("whispers.3"), text("whispers.3")
    assert all(str(t) in text("whispers.7") for t in o.target_scores)
    assert str(o.forced_end_points) in text("whispers.5.A")
    for points in (o.full_court_points_3p, o.full_court_points_4p_5p):
        assert str(points) in text("whispers.5.B")
    for kind, rule_id in KIND_RULE.items():  # a §4.2 rule is titled by who has that effect
        for c in of_kind(k, kind):
            assert CHARACTER_NAMES[c].label(lang) in rule(rule_id, v.options).title.label(lang)


def _numbers_text(text: str) -> set[str]:
    return {str(n) for n in _numbers(text)}


@pytest.mark.parametrize("lang", LANGS)
def test_who_scores_and_what_a_king_card_does_are_stated(lang: str) -> None:
    v = _variant("hand_4_passer")
    whisper = rule("whispers.5.A", v.options).text.label(lang)
    court = rule("whispers.5.B", v.options).text.label(lang)
    if lang == "en":
        assert "the player who passed the turn to them scores 4" in whisper
        assert "every other player scores 3 with 3 players, 2 with 4 or 5" in court
    else:
        assert "そのプレイヤーに手番を渡したプレイヤーが4点を得ます" in whisper
        assert "他のプレイヤー全員が3人なら3点、4〜5人なら2点を得ます" in court
    kings = _variant("kings").options
    play = rule("whispers.4.1", kings).text.label(lang)
    silenced = rule("whispers.4.3", kings).text.label(lang)
    general = rule("whispers.4.2.general", kings).text.label(lang)
    wizard, maid, guard = (CHARACTER_NAMES[c].label(lang)
                           for c in (Character.WIZARD, Character.MAID, Character.GUARD))
    assert wizard in play and CHARACTER_NAMES[Character.GENERAL].label(lang) in play
    assert maid in silenced and guard in silenced
    printed_general = rule("whispers.4.2.general").text.label(lang)
    assert general != printed_general and general in printed_general  # no "never silenced"
    assert "six" not in rule("whispers.12.A8", kings).text.en
    assert "five" in rule("whispers.12.A8", kings).text.en  # two taken out, a General added


def test_the_maid_rule_says_the_order_and_the_draw_in_force() -> None:
    first = _variant("maid_first").options
    assert rule("whispers.4.2.maid", first).text.en == (
        "First draw two from the draw pile, then discard one card from your hand face down.")
    assert rule("whispers.4.2.maid", first).text.ja.startswith("先に山札から2枚引きます。")
    none = _variant("maid_none").options
    assert rule("whispers.4.2.maid", none).text.en.endswith("then draw nothing.")
    moved = _variant("moved").options
    assert rule("whispers.4.2.maid", moved).title.en == "Jester"
    assert "draw three" in rule("whispers.4.2.maid", moved).text.en
    assert rule("whispers.4.2.guard", moved).title.en == "Accountant or Guard"
    assert "in the round" not in rule("whispers.4.2.butler", moved).text.en


def _shown(v: Variant, seed: int, lang: str) -> list[str]:
    """Every rule chip, log line, step explanation and status line of a bot game under `v`."""
    m = Match("whispers", 3 + seed % 3, seed=seed, variant=v)
    rng = Rng.from_seed(seed)
    out: list[str] = []
    for step in range(300):
        if m.is_over:
            break
        out.append(step_note_html(m.game, m.state, lang))
        out.append(status_html(m.game, m.state, lang))
        out.append(choose("whispers", "heuristic", m.state, rng).reason.label(lang))
        m.play(choose("whispers", "heuristic", m.state, rng).action)
        out += log_rows(step, m.events_at(m.step), lang, None, m.state.options)
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_the_rule_chips_of_a_game_state_the_variant(lang: str) -> None:
    v = _variant("hand_5")
    shown = " ".join(_shown(v, 4, lang) + _shown(v, 5, lang))
    six = re.compile(r"\b6 to each|\b6th|\bsix characters" if lang == "en"
                     else r"各自に6枚|6種類|6枚ずつ")
    assert not six.search(shown), six.search(shown)
    assert rule_chip("whispers.3", lang, v.options) in shown or "whispers.3" not in shown
    five = "deal 5 to each" if lang == "en" else "各自に5枚"
    assert five in rule_chip("whispers.3", lang, v.options)


@pytest.mark.parametrize("lang", LANGS)
def test_the_king_card_line_says_what_the_card_in_force_does(lang: str) -> None:
    v = _variant("kings")
    said: set[str] = set()
    for seed in range(1, 7):
        said.update(t for t in _shown(v, seed, lang) if "wh-king" in t)
    maid = CHARACTER_NAMES[Character.MAID].label(lang)
    guard = CHARACTER_NAMES[Character.GUARD].label(lang)
    lines = [t for t in said if f"{maid} (" in t or f"{maid}（" in t]
    assert lines and all(guard in t for t in lines)


def test_the_status_line_names_who_discards_under_the_content_in_force() -> None:
    m = Match("whispers", 3, seed=1, variant=_variant("moved"))
    assert "Jester discards" in status_html(m.game, m.state, "en")
    assert "道化師の捨て札" in status_html(m.game, m.state, "ja")
    printed = Match("whispers", 3, seed=1)
    assert "Maid discards" in status_html(printed.game, printed.state, "en")


@pytest.mark.parametrize("lang", LANGS)
def test_the_prompts_name_the_character_that_carries_the_effect(lang: str) -> None:
    """Under "moved" the Jester discards and draws three and the General exchanges: the step
    notes say so, and never prompt a Maid's discard (the Maid has no effect there)."""
    v = _variant("moved")
    notes = [t for seed in range(1, 5) for t in _shown(v, seed, lang) if "wh-note" in t]
    names = {c: CHARACTER_NAMES[c].label(lang) for c in Character}
    if lang == "en":
        said, never = (["Jester: discard a card, then draw 3", "General: name a player"],
                       ["Maid: discard"])
    else:
        said, never = (["の道化師：1枚捨てて3枚引く", "の将軍：交換相手を指名"],
                       ["のメイド：1枚捨てて"])
    text = " ".join(notes)
    assert names[Character.JESTER] in text
    assert all(s in text for s in said), said
    assert not any(s in text for s in never), never


def test_the_button_headings_name_the_character_whose_effect_it_is() -> None:
    v = _variant("moved")
    game = explorer.load_game("whispers")
    for seed in range(1, 9):
        m = Match("whispers", 3, seed=seed, variant=v)
        while not m.is_over and not (m.state.card is not None
                                     and m.state.phase.name == "MAID"):
            m.play(m.legal_actions()[0])
        if not m.is_over:
            break
    assert m.state.phase.name == "MAID" and m.state.card is not None
    assert CARD_CHARACTER[m.state.card] is Character.JESTER  # the one that discards here
    card = CHARACTER_NAMES[Character.JESTER]
    assert game.group_heading(m.state, "Discard", "en") == f"{card.label('en')}: discard"
    assert game.group_heading(m.state, "Discard", "ja") == f"{card.label('ja')}：捨てるカード"
    printed = Match("whispers", 3, seed=1)
    assert game.group_heading(printed.state, "Play", "en") == "Play a card"
    assert game.group_heading(printed.state, "Nothing", "en") == ""


#: The Options panel's lines that name the characters of an effect, by the effects they name;
#: every other line names no character.
OPTION_KINDS: dict[str, tuple[str, ...]] = {
    "wizard_equal_counts": ("exchange",), "wizard_target_pick": ("exchange",),
    "butler_requires_own_area": ("swap_areas",), "accountant_hand_stays_open": ("reveal_hand",),
    "effects_optional": SKIPPABLE,
}


def _named(text: str, lang: str) -> set[Character]:
    return {c for c in Character if CHARACTER_NAMES[c].label(lang) in text}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", sorted(BATTERY))
def test_no_option_line_states_a_number_or_name_the_variant_does_not_have(name: str,
                                                                         lang: str) -> None:
    """The Options panel's line of each reading, under the variant: the characters that have
    the effect it settles, the hand size of a full court, who scores a palace whisper."""
    v = _variant(name)
    k = v.content
    in_force = _in_force(v)
    for row in option_rows(explorer.load_game("whispers")):
        line = row.help.in_force(v.options).label(lang)
        assert "{" not in line, line
        literal = _numbers(re.sub(r"\{[^}]*\}", " ", row.help.text.label(lang)))
        stray = _numbers(line) - literal - in_force
        assert not stray, f"{name}: option {row.name} ({lang}) states {stray}: {line}"
        kinds = OPTION_KINDS.get(row.name, ())
        assert _named(line, lang) == {c for kind in kinds for c in of_kind(k, kind)}, line
    court = option_help("full_court_points_3p").in_force(v.options).label(lang)
    whisper = option_help("forced_end_points").in_force(v.options).label(lang)
    if lang == "ja":
        assert f"{k.hand_size}種類" in court, court
    passer = ("passed the turn", "手番を渡した")[lang == "ja"]
    assert (passer in whisper) == (k.whisper_scorer == "passer"), whisper


def option_help(option: str) -> OptionHelp:
    help_: OptionHelp = plugin("whispers").option_help[option]
    return help_


def test_the_printed_option_lines_are_the_printed_ones() -> None:
    assert option_help("effects_optional").in_force().en == (
        "The Wizard, Maid, Butler and Guard effects may be skipped.")
    assert option_help("effects_optional").in_force(None).ja == (
        "魔法使い・メイド・執事・衛兵の効果を使わなくてもよい。")
    assert option_help("full_court_points_3p").in_force().ja.startswith(
        "仮定: 3人で6種類をそろえたときの得点")
    assert option_help("forced_end_points").in_force().en.startswith(
        "What-if: points each other player scores at a palace whisper")


@pytest.mark.parametrize("lang", LANGS)
def test_the_options_panel_of_a_variant_match_states_its_content(lang: str) -> None:
    """The explorer's Options panel (label, control name and rule title) under the "moved"
    variant: the Jester discards and draws, the Accountant returns a card, the Maid has no
    effect; with a 4-card hand the full court is 4 different characters."""
    app = explore(Match("whispers", 3, seed=1, variant=_variant("moved")), lang=lang)
    label = app.tools.option_labels["effects_optional"].value
    control = app.tools.option_controls["effects_optional"]
    jester, maid, accountant = (CHARACTER_NAMES[c].label(lang) for c in
                                (Character.JESTER, Character.MAID, Character.ACCOUNTANT))
    for shown in (label, control.description):
        assert jester in shown and accountant in shown and maid not in shown, shown
    app.close()
    app = explore(Match("whispers", 3, seed=1, variant=_variant("hand_4_passer")), lang=lang)
    label = app.tools.option_labels["forced_end_points"].value
    assert ("passed the turn", "手番を渡した")[lang == "ja"] in label
    if lang == "ja":
        assert "4種類" in app.tools.option_labels["full_court_points_3p"].value
    app.close()
