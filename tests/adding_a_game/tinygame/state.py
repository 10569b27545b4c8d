"""The tiny game's state (rule tinygame.1): the number of players (the engine's seat and
position checks read `players`), the face-up line, what each player took, who has passed and
whose turn it is, with the seeded generator."""

from __future__ import annotations

from dataclasses import dataclass

from explorer.engine import Rng


@dataclass(frozen=True, kw_only=True)
class TinyState:
    players: int
    line: tuple[int, ...]
    taken: tuple[tuple[int, ...], ...]
    passed: tuple[bool, ...]
    turn: int
    rng: Rng | None
