"""Every command-line entry speaks the user's language and names itself rightly: `--lang` or
`EXPLORER_LANG` picks one language, a Japanese locale picks Japanese, anything else prints
both; every argument has its help; the usage line says the program the user typed."""

from __future__ import annotations

import argparse
import re
from pathlib import Path

import pytest

from explorer import __main__ as entry
from explorer import bench, classroom, lab, lite
from explorer import simulate as simulate_module
from explorer.engine import cli
from explorer.engine.i18n import LANG_VARIABLE, command_line_languages, tr

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


@pytest.fixture(autouse=True)
def no_language_chosen(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in (LANG_VARIABLE, "LC_ALL", "LC_MESSAGES"):
        monkeypatch.setenv(name, "")  # recorded, so that what `--lang` sets is undone after
        monkeypatch.delenv(name)
    monkeypatch.setenv("LANG", "C.UTF-8")


@pytest.mark.parametrize(("argv", "env", "langs"), [
    (["x"], {}, ("en", "ja")),
    (["x"], {"LANG": "en_US.UTF-8"}, ("en", "ja")),
    (["x"], {"LANG": "ja_JP.UTF-8"}, ("ja",)),
    (["x"], {"LC_ALL": "ja_JP.UTF-8", "LANG": "en_US.UTF-8"}, ("ja",)),
    (["x"], {LANG_VARIABLE: "en", "LANG": "ja_JP.UTF-8"}, ("en",)),
    (["x", "--lang", "ja"], {LANG_VARIABLE: "en"}, ("ja",)),
    (["--lang=en", "x"], {"LANG": "ja_JP.UTF-8"}, ("en",)),
])
def test_the_language_is_the_option_then_the_variable_then_a_japanese_locale(
        argv: list[str], env: dict[str, str], langs: tuple[str, ...]) -> None:
    assert command_line_languages(argv, env) == (langs, ["x"])


def helped(capsys: pytest.CaptureFixture[str], argv: list[str]) -> str:
    with pytest.raises(SystemExit) as stopped:
        entry.main(argv)
    assert stopped.value.code == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("command", ["lab", "classroom", "lite", "bench"])
@pytest.mark.parametrize(("ran", "prog"), [("/venv/bin/card-rules-explorer", "card-rules-explorer"),
                                           ("/src/explorer/__main__.py", "python -m explorer")])
def test_each_command_names_the_program_the_user_ran(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, command: str,
        ran: str, prog: str) -> None:
    monkeypatch.setattr("sys.argv", [ran, command, "--help"])
    out = helped(capsys, [command, "--help"])
    assert out.startswith(f"usage / 使い方: {prog} {command} ")
    assert JAPANESE.search(out) and "the " in out  # both languages when none is chosen


@pytest.mark.parametrize("command", ["lab", "classroom", "lite", "bench"])
def test_lang_ja_prints_the_help_in_japanese_only(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        command: str) -> None:
    out = helped(capsys, ["--lang", "ja", command, "--help"])
    described = out.split("\n\n", 1)[1]
    assert JAPANESE.search(described)
    assert not re.search(r"\b(the|and|of)\b", described.split("options:")[0]), described


@pytest.mark.parametrize("parser", [lab.parser(), lite.parser(), classroom.parser(),
                                    bench.parser()])
def test_every_argument_has_its_help(parser: argparse.ArgumentParser) -> None:
    for action in parser._actions:
        assert action.help, action.dest


def test_a_japanese_class_gets_jupyterlab_in_japanese_where_the_pack_is_installed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The lab command's JupyterLab: its own app settings copied beside the lessons, the
    interface language defaulting to Japanese, other overrides kept; English: no change."""
    import importlib.util
    import json
    import sys

    installed = tmp_path / "prefix" / "share" / "jupyter" / "lab" / "settings"
    installed.mkdir(parents=True)
    (installed / "overrides.json").write_text('{"@jupyterlab/apputils-extension:themes": '
                                              '{"theme": "JupyterLab Dark"}}')
    monkeypatch.setattr(sys, "prefix", str(tmp_path / "prefix"))
    found = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: (
        object() if name == "jupyterlab_language_pack_ja_JP" else found(name, *a)))
    command = lab.jupyterlab_command(tmp_path / "lessons", [], "ja")
    settings = tmp_path / "lessons" / ".jupyterlab-settings"
    assert f"--LabApp.app_settings_dir={settings}" in command
    overrides = json.loads((settings / "overrides.json").read_text())
    assert overrides[lab.TRANSLATION_PLUGIN] == {"locale": "ja_JP"}
    assert overrides["@jupyterlab/apputils-extension:themes"] == {"theme": "JupyterLab Dark"}
    assert not any("app_settings_dir" in part
                   for part in lab.jupyterlab_command(tmp_path / "other", [], "en"))


def refused(capsys: pytest.CaptureFixture[str], main: object, argv: list[str]) -> str:
    with pytest.raises(SystemExit) as stopped:
        main(argv)  # type: ignore[operator]  # each command's main
    assert stopped.value.code == 2
    return capsys.readouterr().err


def test_argparse_says_its_own_words_in_japanese_when_japanese_is_chosen(
        capsys: pytest.CaptureFixture[str]) -> None:
    err = refused(capsys, simulate_module.main, ["--lang", "ja"])
    assert err.startswith("使い方: python -m explorer.simulate ")
    assert err.rstrip().endswith(
        "python -m explorer.simulate: エラー: 次の引数を指定してください: game")
    assert not re.search(r"\b(usage|error|required)\b", err), err
    err = refused(capsys, bench.main, ["--lang", "ja", "--seconds", "soon"])
    assert "explorer.bench: エラー: 引数 --seconds: 'soon' を float として読めません" in err


def test_with_no_language_chosen_each_error_is_said_in_both(
        capsys: pytest.CaptureFixture[str]) -> None:
    err = refused(capsys, simulate_module.main, ["naishi", "--games", "many"])
    assert err.startswith("usage / 使い方: ")
    assert "explorer.simulate: error: argument --games: invalid int value: 'many'" in err
    assert "explorer.simulate: エラー: 引数 --games: 'many' を int として読めません" in err
    parser = cli.CommandLine(prog="p", langs=("en", "ja"))
    parser.add_argument("--colour", choices=["red", "blue"])
    with pytest.raises(SystemExit):
        parser.parse_args(["--colour", "green"])
    err = capsys.readouterr().err
    assert "p: error: argument --colour: invalid choice: 'green' (choose from" in err
    assert "p: エラー: 引数 --colour: 'green' は選べません（選べるのは " in err
    err = refused(capsys, lite.main, ["site", "more"])
    assert "error: unrecognized arguments: more" in err and "エラー: 知らない引数です: more" in err


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_bench_names_an_unknown_game_in_the_language(
        capsys: pytest.CaptureFixture[str], lang: str) -> None:
    err = refused(capsys, bench.main, ["--lang", lang, "chess"])
    said = tr("bench.unknown_game", lang, games="chess", known="citadels, naishi, whispers")
    assert err.rstrip().endswith(f"{tr('cli.argparse.error', lang)}: {said}")


def test_every_argparse_message_read_back_is_this_pythons_own() -> None:
    """Each message `translate` knows is one argparse (this Python's) can say, and a message
    made from it is read back and said in Japanese; a command's own message passes as it is."""
    import inspect

    source = inspect.getsource(argparse)
    for msgid, key in cli.ARGPARSE.items():
        assert repr(msgid)[1:-1] in source or msgid in source, msgid
        assert tr(key, "en") != key and tr(key, "ja") != tr(key, "en")
    made = argparse.ArgumentError(None, "x")  # argparse's own wording, built as it builds it
    assert cli.translate(str(made), "ja") == "x"
    said = cli.translate("argument --players: invalid int value: 'many'", "ja")
    assert said == "引数 --players: 'many' を int として読めません"
    assert cli.translate("the Naishi card is missing", "ja") == "the Naishi card is missing"
