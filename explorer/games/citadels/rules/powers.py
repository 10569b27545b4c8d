"""What every character's power shares (rules spec citadels §3, §11-A2): a power is used once
per turn, in its own character's turn, and with the §11-A2 reading a character removed face up
may not be named.

This module may import only the engine, `actions`, `cards`, `state` and `common`.
"""

from __future__ import annotations

from ....engine import Refusal, implements
from ..actions import BeginExchange, Destroy, Kill, Rob, SwapHands
from ..cards import Character
from ..state import CitadelsState, Turn
from .common import ASSASSIN, MAGICIAN, THIEF, WARLORD, in_game


def power_rule(c: Character) -> str:
    """The rule id of a character's power: ``citadels.3.<character>``."""
    return f"citadels.3.{c.name.lower()}"


@implements("citadels.3.assassin", "citadels.3.thief", "citadels.3.magician")
def power_used(turn: Turn) -> Refusal | None:
    """A character's power is used once per turn (§3)."""
    if turn.power:
        return Refusal(power_rule(turn.rank), "citadels.why.power_used", character=turn.rank)
    return None


@implements("citadels.5.1", "citadels.11.A2")
def named_face_up(state: CitadelsState, c: Character) -> Refusal | None:
    """The Assassin and the Thief name a character of the game's set (§5.1); §11-A2: with
    the option off, not one removed face up this round."""
    if c not in in_game(state):
        return Refusal("citadels.5.1", "citadels.why.not_in_game", character=c)
    if not state.options.name_face_up and c in state.face_up:
        return Refusal("citadels.11.A2", "citadels.why.face_up", character=c)
    return None


#: The character whose power each power action is (§3).
OWNER: dict[type, Character] = {Kill: ASSASSIN, Rob: THIEF, SwapHands: MAGICIAN,
                                BeginExchange: MAGICIAN, Destroy: WARLORD}


@implements("citadels.3.assassin", "citadels.3.thief", "citadels.3.magician",
            "citadels.3.warlord")
def not_your_power(turn: Turn, action: object) -> Refusal:
    """A power action in another character's turn is refused citing that power (§3)."""
    owner = OWNER[type(action)]
    return Refusal(power_rule(owner), "citadels.why.not_your_power", character=owner,
                   yours=turn.rank)
