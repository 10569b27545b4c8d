"""Every user-visible string exists in English and Japanese, with the same placeholders, and
every rule has a title and a text in both: checked in the catalogue files themselves
(`explorer/**/locale/<lang>.json`), which the engine loads without importing the code that uses
them."""

from __future__ import annotations

import ast
import json
import os
import re
import string
import subprocess
import sys
from pathlib import Path

import pytest

import explorer
from explorer.engine import load_game, scenarios, testing
from explorer.engine.events import all_rules
from explorer.engine.i18n import (
    LANGUAGES,
    Language,
    catalogue,
    load_catalogues,
    placeholders,
    register_catalogue,
    register_language,
    rule_texts,
    tr,
    unregister_language,
)
from explorer.engine.options import option_rows
from tools import extract_catalogues

KANA_OR_KANJI = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
PACKAGE = Path(explorer.__file__).parent
FOLDERS = sorted(PACKAGE.rglob("locale"))


def read(folder: Path, lang: str) -> dict:
    return json.loads((folder / f"{lang}.json").read_text(encoding="utf-8"))


def problems_in(folders: list[Path]) -> list[str]:
    """What is missing or mismatched between the English and Japanese catalogues."""
    problems = []
    for folder in folders:
        en, ja = read(folder, "en"), read(folder, "ja")
        where = folder.relative_to(folder.parents[1]) if len(folder.parents) > 1 else folder
        for section in ("messages", "rules"):
            missing = set(en.get(section, {})) ^ set(ja.get(section, {}))
            problems += [f"{where}: {key} is in one language only" for key in sorted(missing)]
        for key, en_text in en["messages"].items():
            ja_text = ja["messages"].get(key)
            if ja_text is None or key.startswith("engine.punct."):  # a space, or none, is the point
                continue
            if not en_text.strip() or not ja_text.strip():
                problems.append(f"{where}: {key}: empty text")
            elif placeholders(en_text) != placeholders(ja_text):
                problems.append(f"{where}: {key}: fields differ {placeholders(en_text)} vs "
                                f"{placeholders(ja_text)}")
            elif not KANA_OR_KANJI.search(ja_text) and not re.fullmatch(r"[\W\d{}a-z_]*",
                                                                        ja_text):
                problems.append(f"{where}: {key}: the Japanese text has no Japanese in it: "
                                f"{ja_text!r}")
        for rule_id, entry in ja.get("rules", {}).items():
            english = en.get("rules", {}).get(rule_id, {})
            if not all(entry.get(f, "").strip() and english.get(f, "").strip()
                       for f in ("title", "text")):
                problems.append(f"{where}: rule {rule_id}: no title or no text")
            elif not KANA_OR_KANJI.search(entry["text"]):
                problems.append(f"{where}: rule {rule_id}: the Japanese text is not Japanese")
    return problems


def test_the_package_ships_a_catalogue_per_language_in_each_text_folder() -> None:
    where = {f.relative_to(PACKAGE).as_posix() for f in FOLDERS}
    assert {"engine/locale", "viz/locale", "widgets/locale", "locale"} <= where
    assert {f"games/{name}/locale" for name in explorer.registered_games()} <= where
    for folder in FOLDERS:
        assert sorted(p.name for p in folder.iterdir()) == [f"{lang}.json" for lang in
                                                            sorted(LANGUAGES)], folder


def test_every_message_has_both_languages_with_the_same_fields() -> None:
    problems = problems_in(FOLDERS)
    assert not problems, "\n".join(problems)


def test_the_registry_holds_exactly_what_the_files_say() -> None:
    messages = {k: v for f in FOLDERS for k, v in read(f, "en")["messages"].items()}
    assert {k: v[0] for k, v in catalogue().items() if k in messages} == messages
    rules = {k: v for f in FOLDERS for k, v in read(f, "ja").get("rules", {}).items()}
    # The registry's own texts (a game may fill its templates from the content in force when
    # `events.rule` reads them: Naishi's scoring rules).
    assert rules and {k: dict(zip(("title", "text"), rule_texts(k, "ja"), strict=True))
                      for k in all_rules() if k in rules} == rules


def test_no_text_is_registered_from_python_any_more() -> None:
    left = extract_catalogues.pending([PACKAGE])
    assert not left, ("text registered from Python: move it into the catalogues with "
                      f"`python -m tools.extract_catalogues`: {[str(f.path) for f in left]}")


def test_no_bilingual_text_is_written_in_python() -> None:
    """`Text("...", "...")` in the package would be a second copy: values read the catalogue
    (`Text.of(key)`)."""
    written = [f"{path.relative_to(PACKAGE)}:{node.lineno}"
               for path in sorted(PACKAGE.rglob("*.py"))
               for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
               if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Text"
               and len(node.args) == 2
               and all(isinstance(a, ast.Constant) and isinstance(a.value, str)
                       for a in node.args)]
    assert not written, written


def test_the_completeness_check_catches_a_missing_translation(tmp_path: Path) -> None:
    folder = tmp_path / "locale"
    folder.mkdir()
    for lang, text in (("en", "Hello {name}"), ("ja", "こんにちは {nom}")):
        (folder / f"{lang}.json").write_text(json.dumps({"messages": {"test.broken": text}}))
    assert any("test.broken" in p and "fields differ" in p for p in problems_in([folder]))
    (folder / "ja.json").write_text(json.dumps({"messages": {}}))
    assert any("test.broken is in one language only" in p for p in problems_in([folder]))


FRESH = """
import importlib.util, json, sys
spec = importlib.util.find_spec("explorer")
sys.modules["explorer"] = importlib.util.module_from_spec(spec)  # its __init__ left unrun
from explorer.engine import rule, tr
assert not [m for m in sys.modules if m.startswith("explorer.") and
            not m.startswith("explorer.engine")], sorted(sys.modules)
keys, rules = json.loads(sys.argv[1])
print(json.dumps([tr(k, "ja") for k in keys] + [rule(r).title.ja for r in rules]))
"""
#: A message of each part of the package and a rule of each game, rendered with only the
#: engine imported.
FRESH_KEYS = ["engine.yes", "whispers.viz.line_join", "teach.no_answer", "ui.bot.random",
              "naishi.act.end_turn", "naishi.score.sentence", "whispers.action.play",
              "citadels.call.silent"]
FRESH_RULES = ["engine.setup", "naishi.6.1", "naishi.12.ronin", "whispers.4.1", "citadels.2"]


def test_a_fresh_interpreter_importing_only_the_engine_renders_every_part_of_the_text() -> None:
    result = subprocess.run(
        [sys.executable, "-c", FRESH, json.dumps([FRESH_KEYS, FRESH_RULES])],
        capture_output=True, text=True, timeout=120,
        env={**os.environ, "PYTHONPATH": str(PACKAGE.parent)})
    assert result.returncode == 0, result.stderr[-2000:]
    assert json.loads(result.stdout) == ([tr(k, "ja") for k in FRESH_KEYS]
                                         + [all_rules()[r].title.ja for r in FRESH_RULES])


def test_a_catalogue_that_contradicts_a_loaded_one_is_refused_whole(tmp_path: Path) -> None:
    (tmp_path / "en.json").write_text(json.dumps(
        {"messages": {"test.new": "new", "engine.yes": "yep"}}))
    with pytest.raises(ValueError, match="engine.yes.*en.json"):
        load_catalogues(tmp_path)
    assert "test.new" not in catalogue()
    for bad, reason in (({"message": {}}, "'messages', 'rules' and 'texts'"),
                        ({"messages": {"test.n": 1}}, "'messages' must map names to strings"),
                        ({"rules": ["test.r"]}, "'rules' must map rule ids"),
                        ({"rules": {"test.r": {"title": "T"}}}, "needs a 'title' and a 'text'")):
        (tmp_path / "en.json").write_text(json.dumps(bad))
        with pytest.raises(ValueError, match=reason):
            load_catalogues(tmp_path)
    (tmp_path / "en.json").write_text("{not json")
    with pytest.raises(ValueError, match="not JSON"):
        load_catalogues(tmp_path)
    (tmp_path / "en.json").write_text(json.dumps({"messages": {"test.new": "new"}}))
    load_catalogues(tmp_path)  # fixed, it loads
    try:
        assert catalogue()["test.new"] == ("new", "")
    finally:  # leave the catalogue as the package ships it
        from explorer.engine.i18n import _FOLDERS, _TEXTS

        del _TEXTS["en"]["test.new"]
        _FOLDERS.remove(tmp_path)


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
def pseudo_language(tmp_path: Path):
    """A new language as data: a catalogue file in a folder, loaded when the language is
    registered."""
    pseudo = {"messages": {key: _pseudo(en) for key, (en, _) in catalogue().items()}}
    (tmp_path / "qps.json").write_text(json.dumps(pseudo, ensure_ascii=False), encoding="utf-8")
    load_catalogues(tmp_path)
    register_language(Language("qps", "Pseudo", lambda n: 0 if n == 1 else 1))
    yield "qps"
    unregister_language("qps")


@pytest.mark.parametrize("name", explorer.registered_games())
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
    assert seen > match.length  # every step said something
    # The values read from the catalogue (the title, scenarios, option lines) follow it too.
    values = [game.title, *(t for s in scenarios(name) for t in (s.title, s.description)),
              *(row.help.text for row in option_rows(game))]
    assert all(value.label(lang).startswith("⟦") for value in values), values


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


def test_a_language_registered_later_takes_its_rules_and_values_from_the_files(
        tmp_path: Path) -> None:
    from explorer.engine import Text, rule

    (tmp_path / "qpr.json").write_text(json.dumps({
        "rules": {"engine.setup": {"title": "Mise en place", "text": "On mélange."}},
        "texts": {"King": "Roi"}}), encoding="utf-8")
    load_catalogues(tmp_path)
    register_language(Language("qpr", "Pseudo-rules", lambda n: 0))
    try:
        assert rule("engine.setup").title.label("qpr") == "Mise en place"
        assert rule("engine.setup").text("qpr") == "On mélange."
        assert Text("King", "国王")("qpr") == "Roi" and Text("Queen", "女王")("qpr") == "Queen"
    finally:
        unregister_language("qpr")
