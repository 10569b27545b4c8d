"""Every user-visible string exists in English and Japanese, with the same placeholders, and
every registered rule has a title and a text in both."""

from __future__ import annotations

import importlib
import pkgutil
import re
import string

import pytest

import explorer
from explorer.engine import load_game, testing
from explorer.engine.events import all_rules
from explorer.engine.i18n import (
    Language,
    catalogue,
    placeholders,
    register_catalogue,
    register_language,
    unregister_language,
)

KANA_OR_KANJI = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def load_everything() -> None:
    """Import every module of the package so that every catalogue is registered."""
    for name in explorer.registered_games():
        explorer.load_game(name)
    for info in pkgutil.walk_packages(explorer.__path__, "explorer."):
        if info.name.endswith("__main__") or info.name == "explorer.bench":
            continue
        importlib.import_module(info.name)


def test_every_message_has_both_languages_with_the_same_fields() -> None:
    load_everything()
    problems = []
    for key, (en, ja) in catalogue().items():
        if key.startswith("engine.punct."):  # a space, or no space at all, is the point
            continue
        if not en.strip() or not ja.strip():
            problems.append(f"{key}: empty text")
        elif placeholders(en) != placeholders(ja):
            problems.append(f"{key}: fields differ {placeholders(en)} vs {placeholders(ja)}")
        elif not KANA_OR_KANJI.search(ja) and not re.fullmatch(r"[\W\d{}a-z_]*", ja):
            problems.append(f"{key}: the Japanese text has no Japanese in it: {ja!r}")
    assert not problems, "\n".join(problems)


def test_every_rule_has_a_title_and_text_in_both_languages() -> None:
    load_everything()
    rules = all_rules()
    assert rules
    for rule_id, rule in rules.items():
        for lang in ("en", "ja"):
            assert rule.title.label(lang).strip(), f"{rule_id}: no {lang} title"
            assert rule.text.label(lang).strip(), f"{rule_id}: no {lang} text"
        assert KANA_OR_KANJI.search(rule.text.ja), f"{rule_id}: Japanese text is not Japanese"


def test_the_completeness_check_catches_a_missing_translation() -> None:
    from explorer.engine.i18n import _TEXTS

    _TEXTS["en"]["test.broken"], _TEXTS["ja"]["test.broken"] = "Hello {name}", ""
    try:
        try:
            test_every_message_has_both_languages_with_the_same_fields()
        except AssertionError as exc:
            assert "test.broken" in str(exc)
        else:
            raise AssertionError("a missing Japanese text went unnoticed")
    finally:
        del _TEXTS["en"]["test.broken"], _TEXTS["ja"]["test.broken"]


def _pseudo(template: str) -> str:
    """English made recognisably foreign: letters outside the fields accented, the whole in
    ⟦ ⟧, fields (and their plural forms) kept."""
    accents = str.maketrans("aeiouAEIOU", "àéîõüÀÉÎÕÜ")
    out = ["⟦"]
    for literal, field, spec, conversion in string.Formatter().parse(template):
        out.append(literal.translate(accents).replace("{", "{{").replace("}", "}}"))
        if field is not None:
            forms = "|".join(f.translate(accents) for f in spec.split("|")) if "|" in spec \
                else spec
            out.append("{" + field + (f"!{conversion}" if conversion else "")
                       + (f":{forms}" if forms else "") + "}")
    return "".join(out) + "⟧"


@pytest.fixture
def pseudo_language():
    load_everything()
    register_language(Language("qps", "Pseudo", lambda n: 0 if n == 1 else 1))
    register_catalogue("qps", {key: _pseudo(en) for key, (en, _) in catalogue().items()})
    yield "qps"
    unregister_language("qps")


@pytest.mark.parametrize("name", ["naishi", "whispers", "citadels"])
def test_a_new_language_is_data_every_message_of_a_random_game_renders_in_it(
        pseudo_language, name) -> None:
    lang = pseudo_language
    match = testing.random_match(name, load_game(name).default_players, seed=4)
    game = match.game
    seen = 0
    for step in range(match.length + 1):
        state = match.state_at(step)
        for event in match.events_at(step):
            for message in (event.message, getattr(event, "public", None)):
                if message is not None:
                    text = message.label(lang)
                    assert text.startswith("⟦") and "{" not in text, text
                    seen += 1
        if game.is_over(state):
            continue
        for action in game.candidate_actions(state)[:20]:
            assert game.describe_action(state, action, lang)
            reason = game.why_illegal(state, action)
            if reason is not None:
                assert reason.label(lang).startswith("⟦"), reason
    outcome = match.outcome
    assert outcome is not None and outcome.reason.label(lang).startswith("⟦")
    assert seen > 20


def test_a_cached_action_sentence_follows_a_changed_catalogue(pseudo_language) -> None:
    from explorer.engine.i18n import catalogue_version
    from explorer.games.naishi.actions import EndTurn

    lang = pseudo_language
    before = EndTurn().describe(lang)
    assert before.startswith("⟦") and EndTurn().describe(lang) == before
    version = catalogue_version()
    register_catalogue(lang, {"naishi.act.end_turn": "finished"})
    assert catalogue_version() != version
    assert EndTurn().describe(lang) == "finished"
    assert EndTurn().describe("en") == catalogue()["naishi.act.end_turn"][0]
