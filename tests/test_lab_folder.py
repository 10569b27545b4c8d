"""`lab FOLDER` upgrades safely: untouched copies are refreshed, edited ones kept, and nothing is
ever written through a link or outside the folder."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from explorer import lab
from explorer.engine.i18n import tr

LESSONS = {f.name: f.read_bytes() for f in lab.lesson_files()}
WELCOME = lab.WELCOME


def said(lines: list[str], key: str, name: str, folder: Path) -> bool:
    return tr(key, "en", name=name, folder=str(folder.resolve())) in "\n".join(lines)


def test_a_first_copy_writes_every_lesson_and_records_it(tmp_path: Path) -> None:
    lines = lab.copy_lessons(tmp_path)
    assert all((tmp_path / name).read_bytes() == data for name, data in LESSONS.items())
    assert all(said(lines, "lab.copied", name, tmp_path) for name in LESSONS)
    record = json.loads((tmp_path / lab.MANIFEST).read_text())["written"]
    assert set(record) == set(LESSONS)


def test_an_unedited_old_copy_is_refreshed_and_an_edited_one_kept(tmp_path: Path) -> None:
    lab.copy_lessons(tmp_path)
    names = sorted(LESSONS)
    stale, edited = names[0], names[1]
    # An older version of the package wrote `stale`: the manifest says so, and nobody edited it.
    old = b'{"cells": [], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}'
    (tmp_path / stale).write_bytes(old)
    record = json.loads((tmp_path / lab.MANIFEST).read_text())
    record["written"][stale] = lab._digest(old)
    (tmp_path / lab.MANIFEST).write_text(json.dumps(record))
    # The user edited `edited` after it was written.
    (tmp_path / edited).write_bytes(LESSONS[edited] + b"\n")
    lines = lab.copy_lessons(tmp_path)
    assert (tmp_path / stale).read_bytes() == LESSONS[stale]
    assert said(lines, "lab.updated", stale, tmp_path)
    assert (tmp_path / edited).read_bytes() == LESSONS[edited] + b"\n"
    assert said(lines, "lab.kept", edited, tmp_path)
    assert said(lines, "lab.up_to_date", names[2], tmp_path)
    # --force replaces the edited copy, and the next run sees it as unedited.
    lab.copy_lessons(tmp_path, force=True)
    assert (tmp_path / edited).read_bytes() == LESSONS[edited]
    assert said(lab.copy_lessons(tmp_path), "lab.up_to_date", edited, tmp_path)


def test_a_copy_with_no_record_that_differs_counts_as_edited(tmp_path: Path) -> None:
    (tmp_path / WELCOME).write_bytes(b"my own notes")
    lines = lab.copy_lessons(tmp_path)
    assert (tmp_path / WELCOME).read_bytes() == b"my own notes"
    assert said(lines, "lab.kept", WELCOME, tmp_path)


@pytest.mark.parametrize("force", [False, True])
def test_links_are_never_written_through_even_dangling_ones(tmp_path: Path, force: bool) -> None:
    folder, outside = tmp_path / "lessons", tmp_path / "outside"
    folder.mkdir()
    outside.mkdir()
    victim = outside / "important.txt"
    victim.write_text("keep me")
    names = sorted(LESSONS)
    os.symlink(victim, folder / names[0])                 # a link to a file outside
    os.symlink(outside / "made-by-lab.ipynb", folder / names[1])  # a dangling link
    os.symlink(victim, folder / lab.MANIFEST)             # even the manifest
    lines = lab.copy_lessons(folder, force=force)
    assert victim.read_text() == "keep me"
    assert not (outside / "made-by-lab.ipynb").exists()
    assert sorted(p.name for p in outside.iterdir()) == ["important.txt"]
    assert said(lines, "lab.link_refused", names[0], folder)
    assert said(lines, "lab.link_refused", names[1], folder)
    assert (folder / names[2]).read_bytes() == LESSONS[names[2]]
