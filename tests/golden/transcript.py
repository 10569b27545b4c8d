"""Golden playthroughs: a seeded bot game per registered game, written out step by step
(who acted, the action, every event in both languages with its rule id, the result).

`python -m tests.golden.regenerate` (or `make golden`) rewrites the files on purpose; the test
compares a fresh transcript with the stored one, so any change in rules, texts or bots shows
up as a readable diff.
"""

from __future__ import annotations

from pathlib import Path

import explorer
from explorer.engine import Match

HERE = Path(__file__).resolve().parent

#: (players, seed, bot seed) of each game's golden match.
SETTINGS = {"naishi": (2, 1, 1), "whispers": (4, 1, 1), "citadels": (4, 1, 1)}


def path_for(name: str) -> Path:
    return HERE / f"{name}.txt"


def transcript(name: str) -> str:
    players, seed, bot_seed = SETTINGS.get(name, (None, 1, 1))
    match = Match(name, players, seed)
    lines = [f"# {name}: players={match.players} seed={seed} bot_seed={bot_seed}"]

    def events(step: int) -> None:
        for event in match.events_at(step):
            lines.append(f"    [{event.rule}] {event.en}")
            lines.append(f"    [{event.rule}] {event.ja}")

    events(0)
    while not match.is_over and match.step < match.game.max_steps:
        player = match.current_player
        action = match.play_bot(seed=bot_seed)
        lines.append(f"{match.step:4d} P{player} {action}")
        events(match.step)
    outcome = match.outcome
    if outcome is not None:
        lines.append(f"scores: {list(outcome.scores)} winners: {list(outcome.winners)}")
        lines.append(f"result: {outcome.reason.label('en')} / {outcome.reason.label('ja')}")
        if outcome.tiebreak is not None:
            lines.append(f"tiebreak: {outcome.tiebreak.label('en')}")
    return "\n".join(lines) + "\n"


def games() -> tuple[str, ...]:
    return explorer.registered_games()
