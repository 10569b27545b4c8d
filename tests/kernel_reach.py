"""The starts of the kernel check's battery that live in the tests: each position of the
known counts (`tests/known/<game>.txt`), where the rare rules are, as a match at that
position (`explorer.engine.testing.check_kernel_reach` adds the game's scenarios itself)."""

from __future__ import annotations

from explorer.engine import Match

from .known.counts import parse, path_for


def known_starts(name: str) -> dict[str, Match]:
    """Each counted position of `name`'s known counts, by its start's label and step."""
    found: dict[str, Match] = {}
    for block in parse(path_for(name).read_text(encoding="utf-8")):
        last = max((p.step for p in block.positions), default=0)
        for position in block.positions:
            match = block.start.match(name)
            match.replay(block.moves[:last])
            match.goto(match.step - last + position.step)
            found[f"known {block.start.label} at {position.step}"] = match
    return found
