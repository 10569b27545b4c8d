"""Rewrite the known counts: `python -m tests.known.regenerate [--fresh] [GAME ...]`.

Without `--fresh` each file keeps its matches and positions and only recounts them (so the diff
shows the counts that changed); a match whose moves no longer replay stops the run. `--fresh`
plays new matches and picks new positions (see `tests/known/counts.py`)."""

from __future__ import annotations

import sys

from explorer.engine.errors import RecordError

from .counts import fresh_blocks, games, parse, path_for, pick, recount, write


def regenerate(name: str, fresh: bool) -> None:
    path = path_for(name)
    if fresh or not path.exists():
        blocks = fresh_blocks(name)
        pick(name, blocks)
    else:
        blocks = parse(path.read_text(encoding="utf-8"))
    try:
        recount(name, blocks)
    except RecordError as exc:
        raise SystemExit(f"{path}: a match no longer replays ({exc}); rerun with --fresh") from None
    path.write_text(write(name, blocks), encoding="utf-8")
    print(f"wrote {path}: {sum(len(b.positions) for b in blocks)} positions")


if __name__ == "__main__":
    arguments = sys.argv[1:]
    fresh = "--fresh" in arguments
    for game in [a for a in arguments if a != "--fresh"] or games():
        regenerate(game, fresh)
