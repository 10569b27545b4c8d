"""The tiny game's actions (rule tinygame.2): take the first card or two, or pass."""

from __future__ import annotations

from dataclasses import dataclass

from explorer.engine import Action, Message


@dataclass(frozen=True)
class Take(Action):
    count: int

    def __str__(self) -> str:
        return f"take {self.count}"

    def describe(self, lang: str) -> str:
        return Message("tinygame.act.take", n=self.count).label(lang)


@dataclass(frozen=True)
class Pass(Action):
    def __str__(self) -> str:
        return "pass"

    def describe(self, lang: str) -> str:
        return Message("tinygame.act.pass").label(lang)
