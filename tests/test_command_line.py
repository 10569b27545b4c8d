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
from explorer.engine.i18n import LANG_VARIABLE, command_line_languages

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
    assert out.startswith(f"usage: {prog} {command} ")
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
