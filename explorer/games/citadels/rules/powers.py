"""What every character's power shares (rules spec citadels §3, §11-A2): a power is used once
per turn, in its own character's turn, and with the §11-A2 reading a character removed face up
may not be named.

This module may import only the engine, `actions`, `cards`, `state` and `common`.
"""

from __future__ import annotations

from ....engine import Message, Refusal, implements
from ..actions import BeginExchange, Destroy, Kill, Rob, SwapHands
from ..cards import POWER_RULES, Character
from ..state import CitadelsState, Turn
from .common import has_power, holders, in_game, who


def power_rule(c: Character) -> str:
    """The rule id of a character's power: ``citadels.3.<character>``."""
    return f"citadels.3.{c.name.lower()}"


@implements("citadels.3.assassin", "citadels.3.thief", "citadels.3.magician")
def power_used(turn: Turn, power: str) -> Refusal | None:
    """A character uses one of its powers `kill`, `rob`, `exchange` once per turn (§3): the
    refusal cites the rule of `power`."""
    if turn.power:
        return Refusal(POWER_RULES[power], "citadels.why.power_used", character=turn.rank)
    return None


@implements("citadels.5.1", "citadels.11.A2")
def named_face_up(state: CitadelsState, c: Character) -> Refusal | None:
    """The Assassin and the Thief name a character of the game's set (§5.1); §11-A2: with
    the option off, not one removed face up this round."""
    if c not in in_game(state):
        return Refusal("citadels.5.1", "citadels.why.not_in_game", character=who(state, c))
    if not state.options.name_face_up and c in state.face_up:
        return Refusal("citadels.11.A2", "citadels.why.face_up", character=who(state, c))
    return None


@implements("citadels.3.assassin", "citadels.3.thief")
def never_named(state: CitadelsState, power: str, c: Character) -> Refusal | None:
    """The character of the turn may never name `c` with `power` (its `never`: printed, the
    Thief not the Assassin, §3)."""
    rank = state.current_turn.rank
    if c in state.options.content.tables.never[rank]:
        return Refusal(POWER_RULES[power], f"citadels.why.{power}_never", character=who(state,
            rank),
                       target=who(state, c))
    return None


#: The power each power action uses (§3).
POWER_OF: dict[type, str] = {Kill: "kill", Rob: "rob", SwapHands: "exchange",
                             BeginExchange: "exchange", Destroy: "destroy"}


@implements("citadels.3.assassin", "citadels.3.thief", "citadels.3.magician",
            "citadels.3.warlord")
def not_your_power(state: CitadelsState, action: object) -> Refusal:
    """A power action in the turn of a character without that power is refused citing the
    power's rule and the character that has it in this game (if any) (§3)."""
    power = POWER_OF[type(action)]
    yours = state.current_turn.rank
    owners = holders(state, power)
    if not owners:
        return Refusal(POWER_RULES[power], "citadels.why.power_nobody",
                       power=Message(f"citadels.variant.power_name.{power}"), yours=yours)
    return Refusal(POWER_RULES[power], "citadels.why.not_your_power", character=who(state,
        owners[0]),
                   yours=yours)


def lacks_power(state: CitadelsState, action: object) -> Refusal | None:
    """`not_your_power` unless the character of the turn under way has the power `action`
    uses."""
    if has_power(state, state.current_turn.rank, POWER_OF[type(action)]):
        return None
    return not_your_power(state, action)
