"""Rewrite the golden transcripts: `python -m tests.golden.regenerate [GAME ...]`."""

from __future__ import annotations

import sys

from .transcript import games, path_for, transcript

if __name__ == "__main__":
    for name in sys.argv[1:] or games():
        path_for(name).write_text(transcript(name), encoding="utf-8")
        print(f"wrote {path_for(name)}")
