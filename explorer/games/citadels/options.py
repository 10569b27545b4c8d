"""Citadels' options explained for the Options panel: the rule each one settles (rules spec
citadels §4, §8, §11) and one line in each language (the
catalogue's `citadels.option.<name>`).

This module may import only the engine.
"""

from __future__ import annotations

from ...engine.options import OptionHelp, explained

OPTION_HELP: dict[str, OptionHelp] = explained("citadels", {
    "crown": "citadels.4.crown",
    "name_face_up": "citadels.11.A2",
    "removal_order": "citadels.11.A3",
    "discard_to": "citadels.11.A4",
    "graveyard_scope": "citadels.11.A5",
    "library_observatory": "citadels.11.A6",
    "bishop_blocks_own_warlord": "citadels.11.A7",
    "smithy": "citadels.11.A8",
    "draw_needs_two": "citadels.11.A9",
    "great_wall_own_city": "citadels.11.A13",
    "tiebreak": "citadels.8",
    "complete_size": "citadels.8",
    "five_colours_bonus": "citadels.8.scoring",
    "first_complete_bonus": "citadels.8.scoring",
    "complete_bonus": "citadels.8.scoring",
})
