"""Every user-visible string exists in English and Japanese, with the same placeholders, and
every registered rule has a title and a text in both."""

from __future__ import annotations

import importlib
import pkgutil
import re

import explorer
from explorer.engine.events import all_rules
from explorer.engine.i18n import catalogue, placeholders

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
    from explorer.engine.i18n import _CATALOGUE

    _CATALOGUE["test.broken"] = ("Hello {name}", "")
    try:
        try:
            test_every_message_has_both_languages_with_the_same_fields()
        except AssertionError as exc:
            assert "test.broken" in str(exc)
        else:
            raise AssertionError("a missing Japanese text went unnoticed")
    finally:
        del _CATALOGUE["test.broken"]
