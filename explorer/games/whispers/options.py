"""Whispers' options explained for the Options panel: the rule each one settles (rules spec
whispers §3, §8, §12) and one line in each language (the
catalogue's `whispers.option.<name>`).

This module imports only the engine.
"""

from __future__ import annotations

from explorer.engine.options import OptionHelp, explained

OPTION_HELP: dict[str, OptionHelp] = explained("whispers", {
    "start_player": "whispers.3",
    "colours": "whispers.3",
    "wizard_equal_counts": "whispers.12.A1",
    "wizard_target_pick": "whispers.12.A1",
    "butler_requires_own_area": "whispers.12.A2",
    "effects_optional": "whispers.12.A3",
    "accountant_hand_stays_open": "whispers.12.A4",
    "neutral_pass_counts": "whispers.12.A5",
    "forced_card_is_placed": "whispers.12.A6",
    "king_reshuffle_includes_face_up": "whispers.12.A8",
    "full_court_points_4p_5p": "whispers.8.2",
    "silent_palace": "whispers.8.1",
    "target_scores": "whispers.7",
    "forced_end_points": "whispers.5.A",
    "full_court_points_3p": "whispers.5.B",
})
