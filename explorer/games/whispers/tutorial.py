"""Whispers in the Palace's guided first game (3 players): the learner (Red) plays a card,
sees a card's colour pass the turn (to themselves, then to Green), the King card silence a
character, a grey card pass the turn to the fewest cards (a tie the learner settles), a
Butler's swap, and ends the round with a full court of six (one rule per step, with the
character it uses); then two free plays in round 2. Blue's and Green's scripted moves are
fixed. Its text is in this game's catalogues (`whispers.guided.*`).

This module may import only the engine.
"""

from __future__ import annotations

from typing import Any

from ...engine.tutorial import Free, Step, Tutorial


def _round_one_scored(state: Any) -> bool:
    return bool(state.round == 2 and tuple(state.scores) == (1, 0, 0))


TUTORIAL = Tutorial(
    game="whispers", players=3, seed=13, seat=0, end=_round_one_scored,
    end_rules=("whispers.5.B", "whispers.6"),
    moves=(
        Step("play Jester(red)", "play", rules=("whispers.4.1",), notes=("whispers.4.2.jester",)),
        Step("play General(red)", "general", rules=("whispers.4.4.colour",),
             notes=("whispers.4.2.general",)),
        Step("play Accountant(green)", "pass_green", notes=("whispers.4.2.accountant",)),
        "play Maid(grey)",
        "play Maid(red)",
        Step("play Maid(grey)", "grey", rules=("whispers.4.4.neutral",), notes=("whispers.4.3",)),
        Step("pass to Green", "tie"),
        "play Wizard(grey)",
        "wizard target Blue",
        "give Butler(blue)",
        "done giving",
        "play Butler(grey)",
        "butler pick Red's Jester",
        "swap with Green's Wizard",
        "pass to Green",
        "play Accountant(red)",
        Step("play Butler(red)", "butler", notes=("whispers.4.2.wizard", "whispers.4.2.butler")),
        Step("butler pick Red's Wizard", "butler_pick"),
        Step("swap with Green's Jester", "butler_swap"),
        Step("play Guard(red)", "full_court"),
    ),
    free=(Free("free"), Free("free_again")),
)
