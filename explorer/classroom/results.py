"""The class's results: a leaderboard across tables (games finished, wins and scores, per
game) for the dashboard and the board, and the answers the lessons' answer boxes send with
the table's join code (`POST /api/answers`, see `explorer.teaching.class_answers`), which the
teacher sees on the dashboard and in the export.

A player on the leaderboard is a student's name where the seat has one, so that a student who
plays at two tables is one row; a seat without a name is its table and seat ("#3 Player 2"),
and a bot's seat says which bot.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from ..engine import tr


def seat_names(table: Any) -> dict[int, str]:
    """The names students gave on `table`'s seats (`Table.names`, where the classroom keeps
    them; `{}` for a table that keeps none)."""
    names = getattr(table, "names", None)
    if not isinstance(names, Mapping):
        return {}
    return {int(seat): str(name) for seat, name in names.items()}


def player(table: Any, seat: int, lang: str, names: Mapping[int, str]) -> str:
    """Who plays `seat`: the student's name, else the table and the seat (and its bot)."""
    if seat in names:
        return names[seat]
    label = f"#{table.stored.number} {table.match.player_label(seat).label(lang)}"
    bot = table.bots.get(seat)
    return label if bot is None else f"{label} ({tr('classroom.ui.bot', lang)} {bot})"


def scores(table: Any) -> list[int] | None:
    """The final scores, or the running ones a game keeps in its state (Whispers' points)."""
    outcome = table.match.outcome
    if outcome is not None:
        return list(outcome.scores)
    running = getattr(table.match.public_view(), "scores", None)
    if isinstance(running, tuple) and all(isinstance(s, int) for s in running):
        return list(running)
    return None


@dataclass
class Row:
    """One player's line of a game's leaderboard."""

    name: str
    played: int = 0
    wins: int = 0
    score: int = 0
    playing: int = 0

    def as_json(self) -> dict[str, Any]:
        return {"name": self.name, "played": self.played, "wins": self.wins,
                "score": self.score, "playing": self.playing}


def leaderboard(tables: Iterable[Any], lang: str) -> list[dict[str, Any]]:
    """Per game (in the order tables were made): its players, most wins first, then the
    highest score; `played` counts finished games, `playing` unfinished ones, `score` adds
    the final scores and the running ones."""
    games: dict[str, tuple[str, dict[str, Row]]] = {}
    for table in tables:
        match = table.match
        title, rows = games.setdefault(match.name, (match.game.title.label(lang), {}))
        names = seat_names(table)
        points = scores(table)
        outcome = match.outcome
        for seat in range(match.players):
            name = player(table, seat, lang, names)
            row = rows.setdefault(name, Row(name))
            if outcome is not None:
                row.played += 1
                row.wins += seat in outcome.winners
            else:
                row.playing += 1
            row.score += 0 if points is None else points[seat]
    return [{"game": game, "title": title,
             "rows": [r.as_json() for r in sorted(rows.values(),
                                                  key=lambda r: (-r.wins, -r.score, r.name))]}
            for game, (title, rows) in games.items()]
