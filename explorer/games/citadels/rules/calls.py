"""Calling the characters (rules spec citadels §5.7): after the draft the ranks are called in
order, 1 to 8. A rank nobody holds, or whose holder was killed, is silent; the holder of a
living one reveals it and plays its turn (the Thief's theft and the King's Crown happen as it
is revealed). After rank 8 the round ends: the killed King's heir takes the Crown, then the
game is over (§8) or the next round begins (§5).

This module may import only the engine, `cards`, `state`, `scoring` and the rule areas
`common`, `round`, `ending`, `assassin`, `thief`, `king`.
"""

from __future__ import annotations

from ....engine import Event, Message, implements
from ....engine.core import replace
from ..cards import Character
from ..state import Call, CallStatus, CitadelsState, Phase, Turn
from .assassin import killed_stays_silent
from .common import Events, has_power, holders, in_game, player, who
from .ending import game_over
from .king import heir_takes_crown, take_crown
from .round import start_round
from .thief import theft


@implements("citadels.5.7")
def call_from(state: CitadelsState, first: int, events: Events) -> CitadelsState:
    """Call the ranks of the game's characters from `first` on until one is revealed (its
    turn begins); after the last (printed: rank 8) the round ends."""
    for c in in_game(state):
        if c < first:
            continue
        seat = state.holder(c)
        if seat is None:
            state = replace(state, calls=state.calls + (silent_call(state, c, events),))
        elif c is state.killed:
            state = killed_stays_silent(state, c, seat, events)
        else:
            return reveal(state, c, seat, events)
    return end_round(state, events)


@implements("citadels.5.7", "citadels.5.1")
def silent_call(state: CitadelsState, c: Character, events: Events) -> Call:
    """The call of a rank nobody holds: it was removed face up or face down (§5.1), or put
    face down in the draft (then the seat that did so knows). The log says it the same way
    as for a held, killed rank: the others must not learn whether the Assassin's kill hit
    anyone (§3)."""
    if c in state.face_up:
        call = Call(c, CallStatus.FACE_UP)
    elif c in state.face_down:
        call = Call(c, CallStatus.FACE_DOWN)
    else:
        knower = next((seat for seat, card in state.discards if card is c), None)
        call = Call(c, CallStatus.NOT_CHOSEN, known_to=knower)
    if c is state.killed:
        message = Message("citadels.ev.silent_killed", character=who(state, c), n=int(c),
                          killer=who(state, holders(state, "kill")[0]))
    else:
        message = Message("citadels.ev.silent", character=who(state, c), n=int(c))
    events.append(Event("citadels.5.7", message))
    return call


@implements("citadels.5.7.reveal")
def reveal(state: CitadelsState, c: Character, seat: int, events: Events) -> CitadelsState:
    """`seat` reveals `c` and its turn begins. Revealed, the robbed character loses its gold to
    the Thief (§3) and the King takes the Crown (§3)."""
    events.append(Event("citadels.5.7.reveal", Message(
        "citadels.ev.reveal", character=who(state, c), n=int(c), player=player(seat)), actor=seat))
    gold, stolen, thief = state.gold, None, None
    if c is state.robbed and state.thief is not None:
        thief = state.thief
        gold, stolen = theft(who(state, c), seat, thief, gold, events,
                             who(state, holders(state, "rob")[0]))
    crowned = has_power(state, c, "crown")
    crown = take_crown(seat, events) if crowned else state.crown
    call = Call(c, CallStatus.REVEALED, seat, stolen=stolen, thief=thief, crown=crowned)
    return replace(state, gold=gold, crown=crown, calls=state.calls + (call,),
                   revealed=state.revealed + (c,), phase=Phase.TURN,
                   turn=Turn(c, seat))


@implements("citadels.5.7", "citadels.8")
def end_round(state: CitadelsState, events: Events) -> CitadelsState:
    """After rank 8: the killed King's heir takes the Crown; then the game ends if a city was
    completed (§8), else the next round begins (§5)."""
    state = replace(heir_takes_crown(state, events), turn=None)
    if state.first_complete is not None:
        return game_over(state, events)
    return start_round(state, events)


#: The calls whose reason only one seat knows.
PRIVATE = frozenset((CallStatus.KILLED, CallStatus.NOT_CHOSEN, CallStatus.FACE_DOWN))


@implements("citadels.5.7")
def mask_calls(calls: tuple[Call, ...], seat: int) -> tuple[Call, ...]:
    """The calls as `seat` knows them: where a silent rank's card is, and who was killed, stay
    private to the seat that knows."""
    return tuple(SILENT[call.rank] if call.status in PRIVATE and call.known_to != seat
                 else call for call in calls)


#: Each rank's call as the seats that do not know why it was silent see it.
SILENT = {c: Call(c, CallStatus.SILENT) for c in Character}
