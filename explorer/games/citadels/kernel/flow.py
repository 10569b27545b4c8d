"""The playout kernel's course of a Citadels round, which no player chooses: a new round, the
draft's steps, calling the characters in rank order with what a call does on its own (the
killed stay silent, the Thief takes his gold, the King takes the Crown), the end of a turn, of
a round and of the game (rules spec citadels §5, §3, §8), made fast, with no event (the log,
when read, is the reference's); the reference's `round`, `draft` and `calls` say the same
plainly. The moves players choose are in `rules`.

This module may import only the engine, `actions`, `cards`, `state` and the reference rules
(the plain helpers and rules it shares with them: the draft schedule, the removals).
"""

from __future__ import annotations

from typing import Any

from ....engine import Rng
from ....engine.core import Members, fast_change, fast_new
from ..cards import Character, District
from ..rules.common import add_at, set_at
from ..rules.draft import draft_schedule
from ..rules.round import remove_from_set
from ..state import (
    Call,
    CallStatus,
    CitadelsState,
    DraftKind,
    Phase,
    Turn,
)
from ..state import replace_state as _with

# Enum members read in every step, as plain attributes (`engine.core.Members`).
_STATUS = Members(CallStatus)
_PHASE = Members(Phase)
#: Set by every reveal (a module's name is quicker still than `_PHASE.TURN`).
_TURN = Phase.TURN


SCHEDULES = {n: draft_schedule(n) for n in range(2, 8)}


#: The seat choosing at each draft step, by player count and the Crown's seat.
DRAFTERS = {n: tuple(tuple((crown + offset) % n for offset, _ in schedule) for crown in range(n))
            for n, schedule in SCHEDULES.items()}


def drafter(state: CitadelsState) -> int:
    """The seat choosing at the current draft step."""
    return DRAFTERS[state.players][state.crown][state.draft_step]


def draft_kind(state: CitadelsState) -> DraftKind:
    """Whether the current draft step keeps a character or puts one face down."""
    return SCHEDULES[state.players][state.draft_step][1]


# -- small helpers the moves share --------------------------------------------------------------

#: `Call(...)`, made faster (`engine.core.fast_new`).
_call = fast_new(Call)
#: The new states of the most frequent steps, for exactly the fields they change
#: (`engine.core.fast_change`: about half the time of a replace of the whole state).


@fast_change(CitadelsState)
def _drafted(value: CitadelsState, /, *,
             pool: tuple[Character | None, ...], draft_step: int,
             chosen: tuple[tuple[Character | None, ...], ...],
             discards: tuple[tuple[int, Character | None], ...]) -> CitadelsState:
    """A draft step: the pool left, the next step, the choices and the discards."""


@fast_change(CitadelsState)
def _seventh(value: CitadelsState, /, *,
             pool: tuple[Character | None, ...], draft_step: int,
             chosen: tuple[tuple[Character | None, ...], ...],
             discards: tuple[tuple[int, Character | None], ...],
             face_down: tuple[Character | None, ...]) -> CitadelsState:
    """The seventh step at 7 players: the same, and the face-down card taken into the pool."""


@fast_change(CitadelsState)
def _revealed(value: CitadelsState, /, *,
              gold: tuple[int, ...], crown: int, calls: tuple[Call, ...],
              revealed: tuple[Character, ...], phase: Phase, turn: Turn | None) -> CitadelsState:
    """A rank revealed: its gold and the crown, the calls, and its turn begun."""


@fast_change(CitadelsState)
def _new_round(value: CitadelsState, /, *,
               round: int, face_down: tuple[Character | None, ...],
               face_up: tuple[Character, ...], pool: tuple[Character | None, ...],
               chosen: tuple[tuple[Character | None, ...], ...],
               previous_calls: tuple[Call, ...], rng: Rng | None,
               gold: tuple[int, ...], crown: int, cities: tuple[tuple[District, ...], ...],
               deck: tuple[District | None, ...],
               phase: Phase = Phase.DRAFT, draft_step: int = 0,
               discards: tuple[tuple[int, Character | None], ...] = (),
               revealed: tuple[Character, ...] = (), killed: Character | None = None,
               robbed: Character | None = None, thief: int | None = None,
               turn: Turn | None = None, graveyard: tuple[int, District] | None = None,
               calls: tuple[Call, ...] = ()) -> CitadelsState:
    """A new round: all it sets, and what the end of the round before changed (a destroyed
    card too). The fields every round starts alike are defaults: the draft's first step, and
    nothing discarded, revealed, killed, robbed, under way or offered, no calls yet (and 11
    keywords a call, not 21: see `fast_change`)."""


@fast_change(CitadelsState)
def after_action(value: CitadelsState, /, *,
                 turn: Turn | None, gold: tuple[int, ...],
                 hands: tuple[tuple[District | None, ...], ...],
                 deck: tuple[District | None, ...]) -> CitadelsState:
    """The action (gold or cards), and drawing cards: the turn, gold, hands and deck."""


_ACTION_FIELDS = frozenset(("turn", "gold", "hands", "deck"))
#: The turn of each character in each seat as it starts (a value: shared, never changed).
_FRESH = {(c, seat): Turn(c, seat) for c in Character for seat in range(7)}
#: The calls that take no gold, made once (values too: a call of the round reuses them): a
#: rank removed face up or face down, put face down in the draft (with the seat that knows,
#: if any), killed in a seat, revealed in a seat without a theft.
_SEATS = range(7)
_FACE_UP_CALL = {c: Call(c, _STATUS.FACE_UP) for c in Character}
_FACE_DOWN_CALL = {c: Call(c, _STATUS.FACE_DOWN) for c in Character}
_NOT_CHOSEN_CALL = {(c, seat): Call(c, _STATUS.NOT_CHOSEN, known_to=seat)
                    for c in Character for seat in (None, *_SEATS)}
_KILLED_CALL = {(c, seat): Call(c, _STATUS.KILLED, seat, known_to=seat)
                for c in Character for seat in _SEATS}
_REVEALED_CALL = {(c, seat, crown): Call(c, _STATUS.REVEALED, seat, crown=crown)
                  for c in Character for seat in _SEATS for crown in (False, True)}

def refill(state: CitadelsState, n: int, changes: dict[str, Any]) -> None:
    """With a discard pile (§11-A4 option), shuffle it into a deck too short for `n`. The deck,
    pile and generator are read from the step's `changes` (what it has changed so far, else
    `state`), and the new ones written there: the step makes its next state once."""
    deck = changes.get("deck", state.deck)
    discard = changes.get("discard", state.discard)
    if len(deck) >= n or not discard:
        return
    rng = changes.get("rng", state.rng)
    if rng is None:
        raise ValueError("a seat's view cannot be played on")
    cards, rng = rng.shuffle(discard)
    changes.update(deck=deck + cards, discard=(), rng=rng)


def draw(state: CitadelsState, seat: int, n: int, **changes: Any) -> CitadelsState:
    """`seat` draws up to `n` cards (what the deck holds) after the step's `changes`: one new
    state with both."""
    refill(state, n, changes)
    deck = changes.get("deck", state.deck)
    hands = changes.get("hands", state.hands)
    cards = deck[:n]
    changes["deck"] = deck[n:]
    changes["hands"] = set_at(hands, seat, hands[seat] + cards)
    if changes.keys() <= _ACTION_FIELDS:  # the Architect's cards, the Smithy's, the exchange's
        return after_action(state, turn=changes.get("turn", state.turn),
                            gold=changes.get("gold", state.gold), hands=changes["hands"],
                            deck=changes["deck"])
    return _with(state, **changes)


# -- a round ------------------------------------------------------------------------------

def start_round(state: CitadelsState, **changes: Any) -> CitadelsState:
    """Shuffle the characters, remove the face-down and face-up ones, open the draft.
    `changes` (the end of the round before: its calls, the Crown, the last turn's changes)
    are made in the same new state."""
    rng = changes.pop("rng", state.rng)
    if rng is None:
        raise ValueError("a seat's view cannot be played on")
    face_down, face_up, rest, king_skipped, rng = remove_from_set(
        rng, state.options.content.character_set(state.players), state.options.removal_order,
        state.options.content.tables.holders["crown"])
    round_no = state.round + 1
    gold = changes.pop("gold", state.gold)
    crown = changes.pop("crown", state.crown)
    calls = changes.pop("calls", state.calls)
    cities = changes.pop("cities", state.cities)
    deck = changes.pop("deck", state.deck)
    changes.pop("turn", None)
    if changes:  # what the round's last step did besides (the Graveyard's card, a discard)
        state = _with(state, **changes)
    # The draft's first step asks nothing of `enter_draft_step`.
    return _new_round(state, round=round_no, face_down=face_down, face_up=tuple(face_up),
                      pool=tuple(sorted(rest)), chosen=((),) * state.players,
                      previous_calls=calls, rng=rng, gold=gold, crown=crown, cities=cities,
                      deck=deck)


def enter_draft_step(state: CitadelsState, pool: tuple[Any, ...], step: int,
                     chosen: tuple[tuple[Character | None, ...], ...],
                     discards: tuple[tuple[int, Character | None], ...]) -> CitadelsState:
    """The state after a draft step: the `pool` left, the next `step`, the seats' `chosen`
    characters and the `discards`, in one new state. At the seventh step with 7 players the
    drafter takes the face-down card into his choice (§5.5); after the last step the rest is
    put face down and the calls begin."""
    players = state.players
    schedule = SCHEDULES[players]
    if step < len(schedule):
        if step == 6 and players == 7 and state.face_down:
            face_down = state.face_down
            return _seventh(state, pool=tuple(sorted(pool + face_down)), draft_step=step,
                            chosen=chosen, discards=discards, face_down=())
        return _drafted(state, pool=pool, draft_step=step, chosen=chosen, discards=discards)
    last = (state.crown + schedule[-1][0]) % players
    # Two states made by position: quicker than one replace by keywords.
    drafted = _drafted(state, pool=(), draft_step=step, chosen=chosen,
                       discards=discards + tuple((last, c) for c in pool))
    return call_from(drafted, 1)


def call_from(state: CitadelsState, first: int, **changes: Any) -> CitadelsState:
    """Call the ranks of the game's set from `first` on (§5.7) until one is revealed; after
    the last (printed: rank 8) the round ends (the killed King's heir takes the Crown) and
    the next begins, or the game is over (§8). `changes` (what the turn that just ended did
    before; never the calls, the phase or the turn, which the calls set, nor the seats'
    characters or the draft's discards, which they read) are made in the same new state; the
    calls read the gold from them."""
    calls = list(state.calls)
    gold = changes.pop("gold", state.gold)
    chosen = state.chosen
    discards = state.discards
    for c in state.options.content.tables.calls_from[state.players][first]:
        seat = None
        for s, chars in enumerate(chosen):
            if c in chars:
                seat = s
                break
        if seat is None:
            calls.append(_silent_call(state, c, discards))
            continue
        if c is state.killed:
            calls.append(_KILLED_CALL[c, seat])
            continue
        return _reveal(state, c, seat, gold, calls, changes)
    return _end_round(state, gold, calls, changes)


def _reveal(state: CitadelsState, c: Character, seat: int, gold: tuple[int, ...],
            calls: list[Call], changes: dict[str, Any]) -> CitadelsState:
    """`seat` reveals `c` and plays its turn: the robber's take, the Crown if `c` has the
    power to take it (§3, §5.7)."""
    stolen = None
    thief = state.thief
    if c is state.robbed and thief is not None:
        gold, stolen = _theft(seat, thief, gold)
    else:
        thief = None
    crown = state.crown
    crowned = "crown" in state.options.content.tables.powers[c]
    if crowned:
        crown = seat
    calls.append(_REVEALED_CALL[c, seat, crowned] if stolen is None
                 else _call(c, _STATUS.REVEALED, seat, stolen=stolen, thief=thief,
                            crown=crowned))
    if changes:
        return _with(state, gold=gold, crown=crown, calls=tuple(calls),
                     revealed=state.revealed + (c,), phase=_TURN, turn=_FRESH[c, seat],
                     **changes)
    return _revealed(state, gold=gold, crown=crown, calls=tuple(calls),
                     revealed=state.revealed + (c,), phase=_TURN, turn=_FRESH[c, seat])


def _end_round(state: CitadelsState, gold: tuple[int, ...], calls: list[Call],
               changes: dict[str, Any]) -> CitadelsState:
    crown = state.crown
    killed = state.killed
    heir = (state.holder(killed) if killed is not None
            and "crown" in state.options.content.tables.powers[killed] else None)
    if heir is not None and killed is not None:
        crown = heir
        calls.append(_call(killed, _STATUS.HEIR, heir, crown=True))
    changes.update(gold=gold, crown=crown, calls=tuple(calls), turn=None)
    if changes.get("first_complete", state.first_complete) is not None:
        return _with(state, phase=_PHASE.OVER, **changes)
    return start_round(state, **changes)


def end_turn(state: CitadelsState, **changes: Any) -> CitadelsState:
    """The turn under way ends (§6) with `changes`; the next rank is called (its call sets the
    phase and the turn)."""
    t = state.turn  # `state.current_turn` without its check: a turn is under way
    assert t is not None
    return call_from(state, t.rank + 1, **changes)


def _silent_call(state: CitadelsState, c: Character,
                 discards: tuple[tuple[int, Character | None], ...]) -> Call:
    """The call of a rank no seat holds: why it is silent."""
    if c in state.face_up:
        return _FACE_UP_CALL[c]
    if c in state.face_down:
        return _FACE_DOWN_CALL[c]
    knower = None
    for seat, card in discards:
        if card is c:
            knower = seat
            break
    return _NOT_CHOSEN_CALL[c, knower]


def _theft(seat: int, thief: int, gold: tuple[int, ...]) -> tuple[tuple[int, ...], int]:
    """The Thief's take (the seat `thief`) when the robbed rank is revealed at `seat`: the
    new gold and what was stolen."""
    if thief == seat:
        # With 2-3 players the Thief may have named his own other character.
        return gold, 0
    stolen = gold[seat]
    gold = set_at(add_at(gold, thief, stolen), seat, 0)
    return gold, stolen


