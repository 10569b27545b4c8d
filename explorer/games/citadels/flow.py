"""The course of a Citadels round, which no player chooses: removing the characters, the draft
schedule, calling the characters in rank order with what a call does on its own (the killed
stay silent, the Thief takes his gold, the King takes the Crown), the end of a turn, of a round
and of the game (rules spec citadels §5, §3, §8). The moves players choose are in `rules`.

This module may import only the engine and `actions`, `cards`, `state`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ...engine import Event, Join, Message, Rng, Text
from ...engine.core import Members, fast_new
from .cards import CHARACTERS, FACE_UP_COUNT, Character, District
from .state import (
    Call,
    CallStatus,
    CitadelsState,
    DraftKind,
    Phase,
    RemovalOrder,
    Turn,
)
from .state import replace_state as _with

ASSASSIN, THIEF, MAGICIAN, KING, BISHOP, MERCHANT, ARCHITECT, WARLORD = CHARACTERS

_P, _D = DraftKind.PICK, DraftKind.DISCARD
# Enum members read in every step, as plain attributes (`engine.core.Members`).
_STATUS = Members(CallStatus)
_PHASE = Members(Phase)


def draft_schedule(players: int) -> tuple[tuple[int, DraftKind], ...]:
    """The draft steps of a round as (seat offset from the Crown, pick or discard) (§5.2–§5.5).
    Whatever remains after the last step is put face down by the last seat."""
    if players == 2:
        return ((0, _P), (1, _P), (1, _D), (0, _P), (0, _D), (1, _P))
    if players == 3:
        return tuple((i % 3, _P) for i in range(6))
    return tuple((i, _P) for i in range(players))


SCHEDULES = {n: draft_schedule(n) for n in range(2, 8)}


def drafter(state: CitadelsState) -> int:
    """The seat choosing at the current draft step."""
    offset = SCHEDULES[state.players][state.draft_step][0]
    return (state.crown + offset) % state.players


def draft_kind(state: CitadelsState) -> DraftKind:
    """Whether the current draft step keeps a character or puts one face down."""
    return SCHEDULES[state.players][state.draft_step][1]


def draft_rule(players: int, step: int | None = None) -> str:
    """The rule id of draft step `step` for a player count (`None`: the cards put face down
    after the last step). With 7 players the first six picks follow the passing draft
    (§5.2); only the seventh player's choice, with the face-down card, is §5.5."""
    if players == 7:
        return "citadels.5.5" if step is None or step >= 6 else "citadels.5.2"
    return _DRAFT_RULE.get(players, "citadels.5.2")


_DRAFT_RULE = {2: "citadels.5.3", 3: "citadels.5.4"}


def remove_characters(rng: Rng, players: int, order: RemovalOrder = RemovalOrder.FACE_DOWN_FIRST
                      ) -> tuple[Character, list[Character], list[Character], bool, Rng]:
    """Remove the round's characters (§5.1, §11-A3): (face-down card, face-up cards, cards left
    to choose from, whether the King was drawn face up and put back, the advanced rng).

    The King is never removed face up: drawn face up, it goes back among the cards still
    available and another card is drawn. With the 2016 order the face-down card is then drawn
    at random from everything left, the King included."""
    shuffled, rng = rng.shuffle(CHARACTERS)
    need = FACE_UP_COUNT[players]
    face_down: Character | None = None
    rest = list(shuffled)
    if order is RemovalOrder.FACE_DOWN_FIRST:
        face_down = rest.pop(0)
    face_up: list[Character] = []
    king_skipped = False
    for c in list(rest):
        if len(face_up) == need:
            break
        if c is KING:
            king_skipped = True
            continue
        face_up.append(c)
        rest.remove(c)
    if face_down is None:
        i, rng = rng.below(len(rest))
        face_down = rest.pop(i)
    return face_down, face_up, rest, king_skipped, rng


# -- small helpers the moves share --------------------------------------------------------------

def set_at(items: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    return items[:index] + (value,) + items[index + 1:]


def add_at(numbers: tuple[int, ...], index: int, n: int) -> tuple[int, ...]:
    return numbers[:index] + (numbers[index] + n,) + numbers[index + 1:]


def without(items: tuple[Any, ...], value: Any) -> tuple[Any, ...]:
    i = items.index(value)
    return items[:i] + items[i + 1:]


#: `Event(...)` and `Call(...)`, made faster (`engine.core.fast_new`): a step makes several.
event: Callable[..., Event] = fast_new(Event)
_call: Callable[..., Call] = fast_new(Call)
#: The turn of each character in each seat as it starts (a value: shared, never changed).
_FRESH = {(c, seat): Turn(c, seat) for c in CHARACTERS for seat in range(7)}

_PLAYERS = tuple(Message("engine.player", n=seat + 1) for seat in range(7))
_ONLY = tuple(frozenset((seat,)) for seat in range(7))


class _Players(dict[int, Message]):
    """"Player n" by seat, made once."""

    def __missing__(self, seat: int) -> Message:
        return Message("engine.player", n=seat + 1)


#: `player(seat)`: "Player n" (a C-level lookup: every event names a player).
player: Callable[[int], Message] = _Players(enumerate(_PLAYERS)).__getitem__


def only(seat: int) -> frozenset[int]:
    """`visible_to` for an event only `seat` sees in full."""
    return _ONLY[seat]


#: `name(district)`: its name in both languages.
name: Callable[[District], Text] = {d: d.info.name for d in District}.__getitem__


def names(cards: Sequence[District | None]) -> Join:
    """The names of cards a full state holds (never masked)."""
    return Join(name(d) for d in cards if d is not None)


def drawn_names(state: CitadelsState, seat: int, n: int) -> Join | str:
    """The last `n` cards of a seat's hand (just drawn), for that seat's own log."""
    if not n:
        return "—"
    return names(state.hands[seat][-n:])


def refill(state: CitadelsState, n: int, events: list[Event]) -> CitadelsState:
    """With a discard pile (§11-A4 option), shuffle it into a deck too short for `n`."""
    if len(state.deck) >= n or not state.discard:
        return state
    if state.rng is None:
        raise ValueError("a seat's view cannot be played on")
    cards, rng = state.rng.shuffle(state.discard)
    events.append(event("citadels.11.A4", Message("citadels.ev.reshuffle", n=len(cards))))
    return _with(state, deck=state.deck + cards, discard=(), rng=rng)


def draw(state: CitadelsState, seat: int, n: int, events: list[Event],
         **changes: Any) -> tuple[CitadelsState, int]:
    """`seat` draws up to `n` cards (what the deck holds); `changes` are made at once."""
    state = refill(state, n, events)
    cards = state.deck[:n]
    hands = set_at(state.hands, seat, state.hands[seat] + cards)
    return _with(state, deck=state.deck[n:], hands=hands, **changes), len(cards)


# -- a round ------------------------------------------------------------------------------

def start_round(state: CitadelsState, events: list[Event]) -> CitadelsState:
    """Shuffle the characters, remove the face-down and face-up ones, open the draft."""
    if state.rng is None:
        raise ValueError("a seat's view cannot be played on")
    face_down, face_up, rest, king_skipped, rng = remove_characters(
        state.rng, state.players, state.options.removal_order)
    round_no = state.round + 1
    events.append(event("citadels.5", Message("citadels.ev.round", round=round_no,
                                              player=player(state.crown))))
    events.append(event(
        "citadels.5.1", Message("citadels.ev.face_down", character=face_down),
        public=Message("citadels.ev.face_down_public"), visible_to=frozenset()))
    if face_up:
        events.append(event("citadels.5.1", Message("citadels.ev.face_up",
                                                    characters=Join(face_up))))
    if king_skipped:
        events.append(event("citadels.5.1.king", Message("citadels.ev.king_back")))
    state = _with(
        state, round=round_no, phase=Phase.DRAFT, face_down=(face_down,),
        face_up=tuple(face_up), pool=tuple(sorted(rest)), draft_step=0, discards=(),
        chosen=((),) * state.players, revealed=(), killed=None, robbed=None, thief=None,
        turn=None, graveyard=None, previous_calls=state.calls, calls=(), rng=rng,
    )
    return enter_draft_step(state, events)


def enter_draft_step(state: CitadelsState, events: list[Event]) -> CitadelsState:
    """The next draft step: the seventh player takes the face-down card (§5.5); after the last
    step the rest is put face down and the calls begin."""
    schedule = SCHEDULES[state.players]
    if state.draft_step < len(schedule):
        if state.players == 7 and state.draft_step == 6 and state.face_down:
            seat = drafter(state)
            card = state.face_down[0]
            events.append(event(
                "citadels.5.5", Message("citadels.ev.seventh", player=player(seat),
                                        character=card),
                actor=seat, public=Message("citadels.ev.seventh_public", player=player(seat)),
                visible_to=only(seat)))
            state = _with(state, face_down=(), pool=tuple(sorted(state.pool + (card,))))
        return state
    last = (state.crown + schedule[-1][0]) % state.players
    discards = state.discards + tuple((last, c) for c in state.pool)
    if state.pool:
        events.append(event(
            draft_rule(state.players),
            Message("citadels.ev.draft_rest", player=player(last), characters=Join(state.pool)),
            actor=last, public=Message("citadels.ev.draft_rest_public", player=player(last)),
            visible_to=only(last)))
    state = _with(state, pool=(), discards=discards, phase=_PHASE.TURN)
    return call_from(state, 1, events)


def call_from(state: CitadelsState, first: int, events: list[Event],
              **changes: Any) -> CitadelsState:
    """Call the ranks from `first` on (§5.7) until one is revealed; after rank 8 the round ends
    (the killed King's heir takes the Crown) and the next begins, or the game is over (§8).
    `changes` (what the turn that just ended did, never the phase or the turn) are made in the
    same step."""
    calls = list(state.calls)
    gold = changes.pop("gold", state.gold)
    holders = {c: seat for seat, chars in enumerate(state.chosen) for c in chars}
    for rank in range(first, 9):
        c = CHARACTERS[rank - 1]
        seat = holders.get(c)
        if seat is None:
            calls.append(_silent_call(state, c, events))
            continue
        if c is state.killed:
            calls.append(_call(c, _STATUS.KILLED, seat, known_to=seat))
            events.append(event(
                "citadels.3.assassin",
                Message("citadels.ev.killed_silent", character=c, n=rank, player=player(seat)),
                public=Message("citadels.ev.silent_killed", character=c, n=rank),
                visible_to=only(seat)))
            continue
        events.append(event("citadels.5.7.reveal", Message(
            "citadels.ev.reveal", character=c, n=rank, player=player(seat)), actor=seat))
        gold, stolen, thief = _theft(state, c, seat, gold, events)
        crown = state.crown
        if c is KING:
            crown = seat
            events.append(event("citadels.3.king", Message("citadels.ev.crown",
                                                           player=player(seat))))
        calls.append(_call(c, _STATUS.REVEALED, seat, stolen, thief, c is KING))
        return _with(state, gold=gold, crown=crown, calls=tuple(calls),
                     revealed=state.revealed + (c,), phase=_PHASE.TURN, turn=_FRESH[c, seat],
                     **changes)
    return _end_round(state, gold, calls, events, changes)


def _end_round(state: CitadelsState, gold: tuple[int, ...], calls: list[Call],
               events: list[Event], changes: dict[str, Any]) -> CitadelsState:
    crown = state.crown
    heir = state.holder(KING) if state.killed is KING else None
    if heir is not None:
        crown = heir
        calls.append(_call(KING, _STATUS.HEIR, heir, crown=True))
        events.append(event("citadels.3.king.heir", Message("citadels.ev.heir",
                                                            player=player(heir))))
    state = _with(state, gold=gold, crown=crown, calls=tuple(calls), turn=None, **changes)
    if state.first_complete is not None:
        events.append(event("citadels.8", Message("citadels.ev.game_over", round=state.round)))
        return _with(state, phase=Phase.OVER)
    return start_round(state, events)


def end_turn(state: CitadelsState, events: list[Event], **changes: Any) -> CitadelsState:
    """The turn under way ends (§6) with `changes`; the next rank is called (its call sets the
    phase and the turn)."""
    t = state.current_turn
    events.append(event("citadels.6.end", Message("citadels.ev.end_turn", player=player(t.seat),
                                                  character=t.rank), actor=t.seat))
    return call_from(state, t.rank + 1, events, **changes)


def _silent_call(state: CitadelsState, c: Character, events: list[Event]) -> Call:
    """The call of a rank no seat holds: why it is silent, and the log line."""
    if c in state.face_up:
        call = _call(c, _STATUS.FACE_UP)
    elif c in state.face_down:
        call = _call(c, _STATUS.FACE_DOWN)
    else:
        knower = next((s for s, d in state.discards if d is c), None)
        call = _call(c, _STATUS.NOT_CHOSEN, known_to=knower)
    # Said the same way as for a held, killed rank: the log must not tell the other seats
    # whether the Assassin's kill hit anyone (§3).
    key = "citadels.ev.silent_killed" if c is state.killed else "citadels.ev.silent"
    events.append(event("citadels.5.7", Message(key, character=c, n=int(c))))
    return call


def _theft(state: CitadelsState, c: Character, seat: int, gold: tuple[int, ...],
           events: list[Event]) -> tuple[tuple[int, ...], int | None, int | None]:
    """The Thief's take when the robbed rank `c` is revealed at `seat`: the new gold, what was
    stolen and by whom (`None`, `None` when `c` was not robbed)."""
    thief = state.thief
    if c is not state.robbed or thief is None:
        return gold, None, None
    if thief == seat:
        # With 2-3 players the Thief may have named his own other character.
        events.append(event("citadels.3.thief.theft", Message(
            "citadels.ev.theft_own", player=player(seat), character=c), actor=thief))
        return gold, 0, thief
    stolen = gold[seat]
    gold = set_at(add_at(gold, thief, stolen), seat, 0)
    events.append(event("citadels.3.thief.theft", Message(
        "citadels.ev.theft", thief=player(thief), player=player(seat), n=stolen), actor=thief))
    return gold, stolen, thief


def mask_calls(calls: tuple[Call, ...], seat: int) -> tuple[Call, ...]:
    """The calls as `seat` knows them: where a silent rank's card is, and who was killed, stay
    private to the seat that knows."""
    out = []
    for call in calls:
        if call.status in _PRIVATE and call.known_to != seat:
            call = _call(call.rank, _STATUS.SILENT)
        out.append(call)
    return tuple(out)


_PRIVATE = frozenset((_STATUS.KILLED, _STATUS.NOT_CHOSEN, _STATUS.FACE_DOWN))
