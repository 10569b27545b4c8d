"""Citadels' heuristic bot's choices in many seeded games, as a fixture: `bot_choices.json`
beside this file holds, for every player count, reading, what-if and class question below, a
digest of each game's choices (the action and the bot's reason, whose numbers are the values it
compared), recorded before the bot and the kernel were made faster
(tests/citadels/test_bot_choices.py). Regenerate on purpose only when the bot is meant to play
differently:

    python -m tests.citadels.bot_choices
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from explorer import Variant
from explorer.engine import playout_game
from explorer.engine.testing import numeric_variants, option_sets
from explorer.engine.variant import variant_options
from explorer.simulate.questions import CLASS_QUESTIONS
from tests.golden.bot_choices import digest, game_choices

from .test_powers import ALL_MOVED

PATH = Path(__file__).with_name("bot_choices.json")

#: (label, players, options, variant, games): the games recorded. The variants: the what-if
#: numbers, every power moved to another character, and the class questions of issue 36.
CASES: tuple[tuple[str, int, dict[str, Any], Variant | None, int], ...] = (
    ("published", 4, {}, None, 100),
    *((f"players-{n}", n, {}, None, 15) for n in (2, 3, 5, 6, 7)),
    *((f"reading-{i}", 4, o, None, 8) for i, o in enumerate(option_sets("citadels")) if o),
    *((f"what-if-{i}", 4, {}, v, 10) for i, v in enumerate(numeric_variants("citadels"))),
    ("powers-moved", 4, {}, Variant.from_dict("citadels", ALL_MOVED), 10),
    *((f"q{q.number}", 4, {}, q.variant(), 30)
      for q in CLASS_QUESTIONS.values() if q.game == "citadels"),
)


def case_options(case: tuple[Any, ...]) -> Any:
    """The options a case's games are played with."""
    _, players, options, variant, _ = case
    game = playout_game("citadels")
    if variant is not None:
        return variant_options(game, players, variant)
    return game.make_options(players, **options)


def record() -> dict[str, list[str]]:
    return {case[0]: [digest(game_choices("citadels", case[1], case_options(case), seed))
                      for seed in range(case[4])] for case in CASES}


if __name__ == "__main__":
    PATH.write_text(json.dumps(record(), indent=0) + "\n", encoding="utf-8")
    print(f"wrote {PATH}")
