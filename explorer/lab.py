"""`python -m explorer lab [FOLDER]`: copy the lessons into a folder and open JupyterLab there.

For people who installed the package from the package index and never cloned the repository:
the lesson notebooks ship inside the package (`explorer/notebooks/`, copied there from the
repository's `notebooks/` when the wheel is built); in a source checkout they are read from
`notebooks/` itself. JupyterLab is the `lab` extra: without it the command says how to install
it, in both languages. This module imports nothing from JupyterLab, so `--help` always works.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import subprocess
import sys
from collections.abc import Sequence
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

from .engine.i18n import LANGUAGES, tr

WELCOME = "00_welcome.ipynb"
DEFAULT_FOLDER = "card-rules-lessons"
DISTRIBUTION = "card-rules-explorer"


def both(key: str, **params: str) -> str:
    """A message in every language, one line each (a command line has no language switch)."""
    return "\n".join(tr(key, lang, **params) for lang in LANGUAGES)


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


def copy_lessons(folder: Path, *, force: bool = False) -> list[str]:
    """Copy every lesson into `folder`; keep copies already there unless `force`. Returns the
    lines to print."""
    if folder.exists() and not folder.is_dir():
        raise NotADirectoryError(both("lab.not_a_folder", folder=str(folder)))
    folder.mkdir(parents=True, exist_ok=True)
    lines = []
    for lesson in lesson_files():
        target = folder / lesson.name
        if target.exists() and not force:
            lines.append(both("lab.kept", name=lesson.name, folder=str(folder)))
            continue
        target.write_bytes(lesson.read_bytes())
        lines.append(both("lab.copied", name=lesson.name, folder=str(folder)))
    return lines


def jupyterlab_command(folder: Path, extra: Sequence[str]) -> list[str]:
    """The JupyterLab command line: served from `folder`, opening (and redirecting `/` to)
    the welcome notebook."""
    command = [
        sys.executable, "-m", "jupyterlab",
        f"--ServerApp.root_dir={folder}",
        f"--LabApp.default_url=/lab/tree/{WELCOME}",
    ]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        command.append("--allow-root")  # containers and Binder-like machines run as root
    return [*command, *extra, str(folder / WELCOME)]


def parser() -> argparse.ArgumentParser:
    described = argparse.ArgumentParser(
        prog="python -m explorer lab",
        description=both("lab.help.description") + "\n\n" + both("lab.help.extra"),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    described.add_argument(
        "folder", nargs="?", default=DEFAULT_FOLDER, metavar="FOLDER",
        help=" / ".join(tr("lab.help.folder", lang, folder=DEFAULT_FOLDER) for lang in LANGUAGES),
    )
    described.add_argument(
        "--force", action="store_true",
        help=" / ".join(tr("lab.help.force", lang) for lang in LANGUAGES),
    )
    described.add_argument(
        "--no-start", action="store_true",
        help=" / ".join(tr("lab.help.no_start", lang) for lang in LANGUAGES),
    )
    return described


def main(argv: Sequence[str] | None = None) -> int:
    """Run the `lab` command; returns the exit status."""
    options, extra = parser().parse_known_args(argv)
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
    command = jupyterlab_command(folder, extra)
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
