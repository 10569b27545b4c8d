"""`python -m explorer lab [FOLDER]`: copy the lessons into a folder and open JupyterLab there.

For people who installed the package from the package index and never cloned the repository:
the lesson notebooks ship inside the package (`explorer/notebooks/`, copied there from the
repository's `notebooks/` when the wheel is built); in a source checkout they are read from
`notebooks/` itself. JupyterLab is the `lab` extra: without it the command says how to install
it, in both languages. This module imports nothing from JupyterLab, so `--help` always works.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Sequence
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

from .engine.cli import CommandLine
from .engine.i18n import (
    LANGUAGES,
    cli_help,
    cli_text,
    command_line_languages,
    take_lang_option,
)

WELCOME = "00_welcome.ipynb"
DEFAULT_FOLDER = "card-rules-lessons"
DISTRIBUTION = "card-rules-explorer"


def both(key: str, **params: str) -> str:
    """A message in the command line's languages (`--lang`, `EXPLORER_LANG`, a Japanese
    locale; else every language, one line each: `engine.i18n.command_line_languages`)."""
    return cli_text(key, **params)


def lesson_files() -> list[Traversable]:
    """The lesson notebooks, welcome first: packaged ones, else a source checkout's."""
    packaged = resources.files("explorer") / "notebooks"
    checkout = Path(__file__).resolve().parents[1] / "notebooks"
    for folder in (packaged, checkout):
        if folder.is_dir():
            found = sorted(
                (f for f in folder.iterdir() if f.name.endswith(".ipynb")),
                key=lambda f: (f.name != WELCOME, f.name),
            )
            if any(f.name == WELCOME for f in found):
                return found
    raise FileNotFoundError(both("lab.no_lessons", dist=DISTRIBUTION))


#: The record of what `copy_lessons` wrote, in the lessons' folder: each lesson's name with
#: the SHA-256 of the bytes written, so that a later run can tell an untouched copy (refreshed)
#: from one the user edited (kept).
MANIFEST = ".card-rules-explorer.json"


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _read_manifest(folder: Path) -> dict[str, str]:
    path = folder / MANIFEST
    if path.is_symlink() or not path.is_file():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        return {}
    written = data.get("written") if isinstance(data, dict) else None
    if not isinstance(written, dict):
        return {}
    return {k: v for k, v in written.items() if isinstance(k, str) and isinstance(v, str)}


def _write_inside(folder: Path, name: str, data: bytes) -> None:
    """Write `data` to `folder/name`, a plain file directly inside `folder`: never through a
    link (a link there, dangling or not, is refused by the caller, and `O_NOFOLLOW` refuses
    one made meanwhile) and never anywhere else."""
    if Path(name).name != name or name in ("", ".", ".."):
        raise ValueError(f"not a file name: {name!r}")
    flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_NOFOLLOW", 0)
    descriptor = os.open(folder / name, flags, 0o644)
    with os.fdopen(descriptor, "wb") as out:
        out.write(data)


def copy_lessons(folder: Path, *, force: bool = False) -> list[str]:
    """Copy every lesson into `folder` and return the lines to print. A copy this command wrote
    and nobody changed since is refreshed to the installed version; a copy the user edited is
    kept (`force` overwrites it); a link where a lesson would go, dangling or not, is never
    written through or replaced. What was written is recorded in `folder/MANIFEST`."""
    if folder.exists() and not folder.is_dir():
        raise NotADirectoryError(both("lab.not_a_folder", folder=str(folder)))
    folder.mkdir(parents=True, exist_ok=True)
    folder = folder.resolve()
    written = _read_manifest(folder)
    lines = []
    for lesson in lesson_files():
        name, data = lesson.name, lesson.read_bytes()
        target = folder / name
        if target.is_symlink() or (target.exists() and not target.is_file()):
            lines.append(both("lab.link_refused", name=name, folder=str(folder)))
            continue
        if target.exists():
            current = _digest(target.read_bytes())
            if current == _digest(data):
                written[name] = current
                lines.append(both("lab.up_to_date", name=name, folder=str(folder)))
                continue
            if current != written.get(name) and not force:
                lines.append(both("lab.kept", name=name, folder=str(folder)))
                continue
            key = "lab.updated"
        else:
            key = "lab.copied"
        _write_inside(folder, name, data)
        written[name] = _digest(data)
        lines.append(both(key, name=name, folder=str(folder)))
    manifest = folder / MANIFEST
    if not manifest.is_symlink():
        record = {"about": "lessons written by card-rules-explorer lab (do not edit)",
                  "written": dict(sorted(written.items()))}
        _write_inside(folder, MANIFEST, (json.dumps(record, indent=1) + "\n").encode())
    return lines


#: JupyterLab's interface language, set where the class is Japanese and the `lab` extra's
#: language pack is installed.
LANGUAGE_PACKS = {"ja": ("jupyterlab_language_pack_ja_JP", "ja_JP")}
TRANSLATION_PLUGIN = "@jupyterlab/translation-extension:plugin"


def interface_settings(folder: Path, lang: str) -> Path | None:
    """JupyterLab's application settings for a class in `lang`: the installed ones, with the
    interface language set to `lang` by default (a user's own choice still wins), in a hidden
    folder beside the lessons; `None` where JupyterLab stays as it is (English, or no pack)."""
    pack = LANGUAGE_PACKS.get(lang)
    if pack is None or importlib.util.find_spec(pack[0]) is None:
        return None
    settings = folder / ".jupyterlab-settings"
    installed = Path(sys.prefix) / "share" / "jupyter" / "lab" / "settings"
    if installed.is_dir():
        shutil.copytree(installed, settings, dirs_exist_ok=True)
    settings.mkdir(parents=True, exist_ok=True)
    overrides_file = settings / "overrides.json"
    overrides = json.loads(overrides_file.read_text()) if overrides_file.is_file() else {}
    overrides.setdefault(TRANSLATION_PLUGIN, {})["locale"] = pack[1]
    overrides_file.write_text(json.dumps(overrides, indent=1) + "\n")
    return settings


def jupyterlab_command(folder: Path, extra: Sequence[str], lang: str | None = None) -> list[str]:
    """The JupyterLab command line: served from `folder`, opening (and redirecting `/` to)
    the welcome notebook; its menus in `lang` where a language pack allows."""
    command = [
        sys.executable, "-m", "jupyterlab",
        f"--ServerApp.root_dir={folder}",
        f"--LabApp.default_url=/lab/tree/{WELCOME}",
    ]
    settings = interface_settings(folder, lang) if lang else None
    if settings is not None:
        command.append(f"--LabApp.app_settings_dir={settings}")
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        command.append("--allow-root")  # containers and Binder-like machines run as root
    return [*command, *extra, str(folder / WELCOME)]


def parser(prog: str = "card-rules-explorer lab") -> argparse.ArgumentParser:
    described = CommandLine(
        prog=prog,
        description=both("lab.help.description") + "\n\n" + both("lab.help.extra"),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    described.add_argument(
        "folder", nargs="?", default=DEFAULT_FOLDER, metavar="FOLDER",
        help=cli_help("lab.help.folder", folder=DEFAULT_FOLDER),
    )
    described.add_argument(
        "--force", action="store_true",
        help=cli_help("lab.help.force"),
    )
    described.add_argument(
        "--no-start", action="store_true",
        help=cli_help("lab.help.no_start"),
    )
    described.add_argument("--lang", choices=LANGUAGES, help=cli_help("cli.help.lang"))
    return described


def main(argv: Sequence[str] | None = None, *, prog: str = "card-rules-explorer lab") -> int:
    """Run the `lab` command (`prog`: its name in the usage line); returns the exit status."""
    argv = take_lang_option(sys.argv[1:] if argv is None else argv)
    options, extra = parser(prog).parse_known_args(argv)
    folder = Path(options.folder).expanduser().resolve()
    try:
        for line in copy_lessons(folder, force=options.force):
            print(line)
    except (OSError, FileNotFoundError) as error:
        print(error, file=sys.stderr)
        return 1
    if options.no_start:
        return 0
    if importlib.util.find_spec("jupyterlab") is None:
        print(both("lab.no_jupyterlab", dist=DISTRIBUTION, folder=str(folder)), file=sys.stderr)
        return 2
    print(both("lab.starting", folder=str(folder), name=WELCOME), flush=True)
    langs = command_line_languages(())[0]
    command = jupyterlab_command(folder, extra, langs[0] if len(langs) == 1 else None)
    if os.name == "posix":
        # JupyterLab takes this process's place: a stop signal (a terminal closed, a
        # container stopped) reaches the server itself, and no server is left running
        # without its command.
        os.chdir(folder)
        os.execv(command[0], command)
    try:
        return subprocess.call(command, cwd=folder)
    except KeyboardInterrupt:
        return 0
