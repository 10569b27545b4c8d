"""Naishi's options explained for the Options panel: the rule each one settles (rules spec
naishi §13) and one line in each language (the
catalogue's `naishi.option.<name>`).

This module may import only the engine.
"""

from __future__ import annotations

from ...engine.options import OptionHelp, explained

OPTION_HELP: dict[str, OptionHelp] = explained("naishi", {
    "recall": "naishi.13.A2",
    "river_swap": "naishi.13.A4",
    "additional_with_any_main": "naishi.13.A5",
    "discard_may_empty_river": "naishi.13.A6",
    "horseman_bonus": "naishi.13.A1",
    "idle_ninja_colour": "naishi.13.A3",
    "sentinel_fort_bonus": "naishi.13.A11",
    "ninja_choice": "naishi.11.2",
    "ronin_points": "naishi.12.ronin",
    "torii_points": "naishi.12.torii",
    "mountain_points": "naishi.12.mountain",
})
