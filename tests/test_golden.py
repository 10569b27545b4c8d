"""Golden playthroughs: a seeded bot game of each registered game matches its stored
transcript (regenerate on purpose with `make golden`)."""

from __future__ import annotations

import difflib

import pytest

from . import SHIPPED
from .golden.transcript import games, path_for, transcript

#: The games with a transcript: every shipped game, and a new game once `make golden` wrote
#: its file (docs/adding-a-game.md, step 11).
GOLDEN = [name for name in games() if name in SHIPPED or path_for(name).exists()]


@pytest.mark.parametrize("name", GOLDEN)
def test_golden_transcript(name: str) -> None:
    path = path_for(name)
    assert path.exists(), f"no golden transcript for {name}: run `make golden`"
    expected = path.read_text(encoding="utf-8")
    actual = transcript(name)
    if actual != expected:
        diff = "".join(
            list(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True),
                                      "stored", "now"))[:60]
        )
        pytest.fail(f"{name} plays differently from its golden transcript:\n{diff}")
