"""One round of a Citadels match as data, for teaching: the removed characters, the draft (who
chose when, from which cards) and the calls of ranks 1–8 (who revealed, who was skipped and
why, thefts, the Crown), each with a rule id and a bilingual `Message` (rules spec citadels §5).

Everything is shown as one seat may know it (`seat=None`: everything).

This module may import only the engine and the modules of this package.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...engine import ExplorerError, Match, Message
from .actions import Choose, Discard
from .cards import CHARACTERS, Character, Colour, NamedCharacter
from .content import PUBLISHED
from .rules import draft_rule, mask_calls
from .state import Call, CallStatus, CitadelsState, DraftKind, Phase


class CallOrderError(ExplorerError):
    """A bad argument to `call_order` (not a Citadels match, no such round or seat)."""


@dataclass(frozen=True)
class RemovedCard:
    """A character removed at the start of the round (`character` is None when hidden)."""

    character: Character | None
    face_up: bool
    rule: str
    message: Message


@dataclass(frozen=True)
class DraftEntry:
    """One draft decision: `seat` kept (`PICK`) or put face down (`DISCARD`) a character.

    `options` are the cards the seat chose from and `character` the card, both None when the
    viewing seat may not see them. `automatic` marks the last card(s) put face down with no
    choice; `with_face_down` marks the seventh player's pick that includes the face-down card,
    and `face_down` is that card (None when the viewer may not see it: the seventh player
    learns it only here, §5.5). `step` is the match step whose action made this decision (None
    for automatic ones)."""

    seat: int
    kind: DraftKind
    options: tuple[Character, ...] | None
    character: Character | None
    step: int | None
    automatic: bool
    with_face_down: bool
    rule: str
    message: Message
    face_down: Character | None = None


@dataclass(frozen=True)
class CallEntry:
    """One rank called (or the King's heir at the end of the round).

    `status` says what happened (`CallStatus`); `seat` is who answered, if known to the viewer.
    `killed` / `robbed`: the Assassin / Thief named this rank (public). `stolen`: the gold the
    Thief took on reveal. `crown`: the Crown moved to (or stayed with) `seat`. `step` is the
    match step after which this call had happened."""

    rank: Character
    status: CallStatus
    seat: int | None
    killed: bool
    robbed: bool
    stolen: int | None
    thief: int | None
    crown: bool
    step: int
    rule: str
    message: Message


@dataclass(frozen=True)
class RoundWalkthrough:
    """A round as `seat` may know it. `calls` lists the calls made so far (all eight ranks,
    plus a `HEIR` entry if the killed King's holder took the Crown, once the round is over)."""

    round: int
    seat: int | None
    crown: int
    removed: tuple[RemovedCard, ...]
    draft: tuple[DraftEntry, ...]
    calls: tuple[CallEntry, ...]
    killed: Character | None
    robbed: Character | None
    complete: bool
    crown_after: int
    #: The characters of the round's set, in rank order (rule citadels.5.1; printed: 1–8).
    ranks: tuple[Character, ...] = CHARACTERS
    #: The characters with the powers to kill, to rob and to take the Crown in this game
    #: (§3; printed: the Assassin, the Thief and the King), or `None`.
    killer: Character | None = Character.ASSASSIN
    robber: Character | None = Character.THIEF
    crowned: Character | None = Character.KING
    #: In rank order, each character as the game names it (`CitadelsContent.who`; printed:
    #: itself).
    named: tuple[Character | NamedCharacter, ...] = tuple(Character)
    #: In rank order, the colour each character earns income from in the game (§7), or `None`.
    incomes: tuple[Colour | None, ...] = PUBLISHED.tables.income[1:]

    def who(self, c: Character) -> Character | NamedCharacter:
        """The character of rank `c` as this round's game names it (a variant's name)."""
        return self.named[c - 1]

    def messages(self) -> list[tuple[str, Message]]:
        """(rule id, message) for every line of the walkthrough, in order."""
        out = [(r.rule, r.message) for r in self.removed]
        out += [(d.rule, d.message) for d in self.draft]
        out += [(c.rule, c.message) for c in self.calls]
        return out

    def explain(self, lang: str = "en") -> str:
        return "\n".join(m.label(lang) for _, m in self.messages())


def _player(seat: int) -> Message:
    return Message("engine.player", n=seat + 1)


def _rank(c: Character | NamedCharacter) -> Message:
    return Message("citadels.call.rank", n=int(c), character=c)


def _named(state: CitadelsState, c: Character | None) -> Character | NamedCharacter | None:
    """The character of rank `c` as `state`'s game names it (a variant's name), or `None`."""
    return None if c is None else state.options.content.who(c)


def _removed(start: CitadelsState, seat: int | None) -> list[RemovedCard]:
    """The characters removed at the start of the round, as `seat` may know them: the
    face-down card only for everyone (at 7 players the seventh seat learns it later, when he
    takes it into his choice, §5.5: his draft entry names it)."""
    removed: list[RemovedCard] = []
    for c in start.face_down:
        shown = c if seat is None else None
        msg = (Message("citadels.call.face_down", character=_named(start, c)) if shown is not None
               else Message("citadels.call.face_down_hidden"))
        removed.append(RemovedCard(shown, False, "citadels.5.1", msg))
    for c in start.face_up:
        removed.append(RemovedCard(c, True, "citadels.5.1",
                                   Message("citadels.call.face_up",
                                           character=_named(start, c))))
    return removed


def _draft_entries(game: Any, before: CitadelsState, after: CitadelsState,
                   action: Choose | Discard, i: int, seat: int | None,
                   round: int, removed: Character | None) -> list[DraftEntry]:
    """The draft step `i` (and, when it closes the draft, the cards put away unseen);
    `removed` is the round's face-down card."""
    players = before.players
    who: int = game.current_player(before)
    sees = seat is None or seat == who
    kind = DraftKind.PICK if isinstance(action, Choose) else DraftKind.DISCARD
    card = action.character if sees else None
    options: tuple[Character, ...] | None = (
        tuple(before.pool) if sees else None)  # type: ignore[arg-type]  # full state
    face_down_pick = players == 7 and before.draft_step == 6 and not before.face_down
    # The face-down card the seventh player took in, which he sees now (§5.5).
    taken_in = removed if face_down_pick and sees else None
    key = "citadels.call.pick" if kind is DraftKind.PICK else "citadels.call.discard"
    if taken_in is not None:  # a pick: the seventh step of seven is one (§5.5)
        msg = Message("citadels.call.pick_face_down", player=_player(who),
                      character=_named(before, card), options=_options(before, options),
                      face_down=_named(before, taken_in))
    elif sees:
        msg = Message(key, player=_player(who), character=_named(before, card),
                      options=_options(before, options))
    else:
        msg = Message(key + "_hidden", player=_player(who), n=len(before.pool))
    entries = [DraftEntry(who, kind, options, card, i, False, face_down_pick,
                          draft_rule(players, before.draft_step), msg, taken_in)]
    if after.phase is not Phase.DRAFT or after.round != round:
        skip = len(before.discards) + (kind is DraftKind.DISCARD)
        for s, c in after.discards[skip:]:
            sees = seat is None or seat == s
            msg = (Message("citadels.call.rest", player=_player(s), character=_named(after, c))
                   if sees else Message("citadels.call.rest_hidden", player=_player(s)))
            entries.append(DraftEntry(s, DraftKind.DISCARD, None, c if sees else None,
                                      None, True, False, draft_rule(players), msg))
    return entries


def call_order(match: Any, round: int | None = None, seat: int | None = None
               ) -> RoundWalkthrough:
    """The walkthrough of one round of a Citadels `match` up to its cursor (`round=None`: the
    current, or last, round), as `seat` may know it (`None`: everything)."""
    if not isinstance(match, Match) or match.name != "citadels":
        raise CallOrderError(Message("citadels.error.match", value=repr(match)))
    states: list[CitadelsState] = [match.state_at(i) for i in range(match.step + 1)]
    last_round = states[-1].round
    if round is None:
        round = last_round
    if isinstance(round, bool) or not isinstance(round, int) or not 1 <= round <= last_round:
        raise CallOrderError(Message("citadels.error.round", round=repr(round), last=last_round))
    players = states[0].players
    if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)
                             or not 0 <= seat < players):
        raise CallOrderError(Message("citadels.error.seat", seat=repr(seat), last=players - 1))
    game = match.game
    actions = match.actions
    idx = [i for i, s in enumerate(states) if s.round == round]
    start = states[idx[0]]

    removed = _removed(start, seat)

    # The draft.
    draft: list[DraftEntry] = []
    calls: list[CallEntry] = []
    last_state = start
    for i in idx:
        before = states[i]
        last_state = before
        if i >= len(actions):
            break
        after = states[i + 1]
        action = actions[i]
        if before.phase is Phase.DRAFT:
            assert isinstance(action, (Choose, Discard))
            draft.extend(_draft_entries(game, before, after, action, i, seat, round,
                                        start.face_down[0] if start.face_down else None))
        new = after.calls if after.round == round else after.previous_calls
        for call in new[len(before.calls):]:
            calls.append(_entry(call, i + 1, before, seat))
        if after.round == round:
            last_state = after
    complete = last_state.phase is Phase.OVER or last_state.round != round or (
        idx[-1] < len(states) - 1)
    crown_after = last_state.crown
    if idx[-1] + 1 < len(states):
        crown_after = states[idx[-1] + 1].crown
    return RoundWalkthrough(round, seat, start.crown, tuple(removed), tuple(draft),
                            tuple(calls), last_state.killed, last_state.robbed, complete,
                            crown_after,
                            start.options.content.tables.ranks[start.players],
                            *_powers(start.options.content.tables.holders),
                            tuple(start.options.content.tables.named.values()),
                            start.options.content.tables.income[1:])


def _powers(holders: Any) -> tuple[Character | None, Character | None, Character | None]:
    """The first character with each of the powers to kill, rob and take the Crown."""
    killer, robber, crowned = ((holders[p] or (None,))[0] for p in ("kill", "rob", "crown"))
    return killer, robber, crowned


def _options(state: CitadelsState, options: tuple[Character, ...] | None) -> Any:
    from ...engine import Join

    return Join(_named(state, c) for c in options or ())


def _entry(call: Call, step: int, state: CitadelsState, seat: int | None) -> CallEntry:
    if seat is not None:
        (call,) = mask_calls((call,), seat)
    c = call.rank
    killed = state.killed is c and call.status is not CallStatus.HEIR
    robbed = state.robbed is c
    status = call.status
    rank = _rank(state.options.content.who(c))
    # The characters with the powers in force (a variant may move them, §3).
    killer, robber = (_named(state, h) for h in _powers(state.options.content.tables.holders)[:2])
    if status is CallStatus.REVEALED:
        assert call.seat is not None
        theft: Any = ""
        if call.stolen is not None and call.thief is not None and call.thief != call.seat:
            theft = Message("citadels.call.theft" if call.stolen else "citadels.call.theft_none",
                            thief=_player(call.thief), n=call.stolen, role=robber)
        crown: Any = (Message("citadels.call.crown", character=_named(state, c)) if call.crown
                      else "")
        msg = Message("citadels.call.revealed", rank=rank, player=_player(call.seat),
                      theft=theft, crown=crown)
        rule = ("citadels.3.thief.theft" if call.stolen is not None else
                "citadels.3.king" if call.crown else "citadels.5.7.reveal")
    elif status is CallStatus.KILLED:
        assert call.seat is not None
        msg = Message("citadels.call.killed", rank=rank, player=_player(call.seat))
        rule = "citadels.3.assassin"
    elif status is CallStatus.HEIR:
        assert call.seat is not None
        msg = Message("citadels.call.heir", player=_player(call.seat), character=_named(state, c))
        rule = "citadels.3.king.heir"
    elif status is CallStatus.FACE_UP:
        msg = Message("citadels.call.silent_face_up", rank=rank)
        rule = "citadels.5.1"
    elif status is CallStatus.FACE_DOWN:
        msg = Message("citadels.call.silent_face_down", rank=rank)
        rule = "citadels.5.1"
    elif status is CallStatus.NOT_CHOSEN:
        msg = Message("citadels.call.silent_not_chosen", rank=rank)
        rule = draft_rule(state.players)
    else:
        key = "citadels.call.silent_named" if killed else "citadels.call.silent"
        msg = Message(key, rank=rank, killer=killer)
        rule = "citadels.5.7"
    return CallEntry(c, status, call.seat, killed, robbed, call.stolen, call.thief, call.crown,
                     step, rule, msg)
