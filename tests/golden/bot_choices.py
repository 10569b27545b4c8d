"""The heuristic bots' choices in many seeded games, as a fixture: `bot_choices.json` holds,
for every game and set of options below, a digest of each game's choices (the action and the
bot's reason, whose numbers are the values it compared). A speed-up of a bot must leave them
all unchanged (tests/test_bot_choices.py). Regenerate on purpose only when a bot is meant to
play differently:

    python -m tests.golden.bot_choices
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import explorer
from explorer.bots import decide, get
from explorer.engine import derive, playout_game
from explorer.engine.variant import variant_options
from explorer.simulate.questions import CLASS_QUESTIONS

PATH = Path(__file__).with_name("bot_choices.json")

#: (label, game, players, options, variant changes, games): the sets of games recorded.
CASES: tuple[tuple[str, str, int | None, dict[str, Any], dict[str, Any], int], ...] = (
    ("naishi", "naishi", None, {}, {}, 200),
    ("naishi-readings", "naishi", None,
     {"horseman_bonus": "replaces", "idle_ninja_colour": "black",
      "sentinel_fort_bonus": "only_alone", "recall": "choose",
      "additional_with_any_main": True}, {}, 40),
    ("naishi-what-ifs", "naishi", None,
     {"ronin_points": (20, 30, 40), "torii_points": (1, -2, 6, 12, 30),
      "mountain_points": (3, 2, -8), "river_swap": False}, {}, 40),
    ("naishi-choose-copies", "naishi", None, {"ninja_choice": "choose"}, {}, 30),
    ("naishi-ninja-bonus", "naishi", None, {}, {"ninja_bonus": 1}, 40),
    ("naishi-variant", "naishi", None, {},
     {"deck": {"Ninja": 5, "RiceField": 7, "Ronin": 4}, "rice_points": [0, 1, 12, 22, 31, 40,
                                                                        41, 42, 43, 44, 45],
      "banner_bonus": 6, "fort_bonus": 5, "naishi_bonus": 3, "lone_sentinel": 2,
      "torii_bonus": 3, "banner_points": [0, 4, 9], "ninja_bonus": 2}, 30),
    ("whispers", "whispers", None, {}, {}, 200),
    ("whispers-3", "whispers", 3, {}, {}, 40),
    ("whispers-5", "whispers", 5, {"effects_optional": True, "silent_palace": True}, {}, 40),
    ("whispers-variant", "whispers", None, {"wizard_target_pick": "active_sees",
                                         "butler_requires_own_area": True},
     {"hand_size": 5, "grey_copies": 1}, 40),
    # The class questions of issue 36 (`CLASS_QUESTIONS`), by key, 30 games each.
    *((f"{q.game}-q{q.number}", q.game, None, {}, {"question": q.key}, 30)
      for q in CLASS_QUESTIONS.values() if q.game in ("naishi", "whispers")),
)


def _options(name: str, players: int, options: dict[str, Any], changes: dict[str, Any]) -> Any:
    if "question" in changes:
        return variant_options(playout_game(name), players,
                               CLASS_QUESTIONS[changes["question"]].variant())
    if changes or options:
        v = explorer.variant(name, **changes, **options) if changes else None
        if v is not None:
            return v.options
        return playout_game(name).make_options(players, **options)
    return playout_game(name).make_options(players)


def game_choices(name: str, players: int | None, options: Any, seed: int) -> list[str]:
    """Every choice of a seeded game with the heuristic bot in every seat: the action's
    `repr` and the reason in English."""
    game = playout_game(name)
    players = players or game.default_players
    bot = get(game, "heuristic")
    state = game.initial(players, seed, options).state
    out = []
    step = 0
    while not game.is_over(state):
        seat = game.current_player(state)
        assert seat is not None
        choice = decide(game, bot, state, seat, derive(seed, step))
        out.append(f"{choice.action!r} {choice.reason.label('en')}")
        state = game.apply(state, choice.action).state
        step += 1
    return out


def digest(lines: list[str]) -> str:
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()[:16]


def case_options(case: tuple[Any, ...]) -> tuple[str, int | None, Any, int]:
    label, name, players, options, changes, games = case
    game = playout_game(name)
    opts = _options(name, players or game.default_players, options, changes)
    return name, players, opts, games


def record() -> dict[str, list[str]]:
    out = {}
    for case in CASES:
        name, players, options, games = case_options(case)
        out[case[0]] = [digest(game_choices(name, players, options, seed))
                        for seed in range(games)]
    return out


if __name__ == "__main__":
    PATH.write_text(json.dumps(record(), indent=0) + "\n", encoding="utf-8")
    print(f"wrote {PATH}")
