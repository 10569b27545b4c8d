"""Actions declared once: a game lists, per phase, the kinds of action that may happen, and for
each kind its candidates, one `verify` and its `apply`. The engine derives everything else from
that declaration: `legal_actions` (the candidates that `verify` accepts), `why_illegal` (the
refusal `verify` gives, or the phase's own refusal for an action of another phase),
`candidate_actions` (legal ones first, then the instructive illegal ones a learner may try) and
`apply` (dispatch on the action's class).

So each rule is written in one place: the condition that makes an action legal is the same
code that says why it is not.

>>> from dataclasses import dataclass
>>> from explorer.engine import Event, Message, register_messages, register_rules
>>> from explorer.engine import rules_from_table
>>> register_messages({"doc.moves.take": ("take {n}", "{n}個取る"),
...                    "doc.moves.empty": ("only {left} left", "残り{left}個")})
>>> register_rules(rules_from_table({"doc.1": ("Take", "取る", "Take 1 or 2.", "1か2個。")}))
>>> @dataclass(frozen=True)
... class Take(Action):
...     n: int
>>> def verify(stones: int, a: Take) -> Refusal | None:
...     if a.n > stones:
...         return Refusal("doc.1", "doc.moves.empty", left=stones)
...     return None
>>> def play(stones: int, a: Take, events: list[Event]) -> int:
...     events.append(Event("doc.1", Message("doc.moves.take", n=a.n)))
...     return stones - a.n
>>> take = Move((Take,), lambda s: (Take(1), Take(2)), verify, play)
>>> book = RuleBook({"take": Phase("take", "doc.1", (take,), ends=("doc.1",))},
...                 phase_of=lambda s: "take",
...                 wrong_phase=lambda s, a: Refusal("doc.1", "doc.moves.empty", left=s))
>>> book.legal_actions(1)
(Take(n=1),)
>>> book.why_illegal(1, Take(2)).label("en"), book.why_illegal(1, Take(2)).rule
('only 1 left', 'doc.1')
>>> book.apply(3, Take(2)).state
1
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, TypeVar

from .core import Action, Game, Transition
from .events import Event
from .i18n import Message

S = TypeVar("S")


class Refusal(Message):
    """Why an action is not legal: a `Message` that also names the rule that forbids it.

    It compares and hashes as the message it carries (the rule is what the message cites, not
    part of its wording).

    >>> from explorer.engine import register_messages
    >>> register_messages({"doc.refusal": ("not now", "今はできない")})
    >>> r = Refusal("engine.setup", "doc.refusal")
    >>> r.rule, r.label("ja"), r == Message("doc.refusal")
    ('engine.setup', '今はできない', True)
    """

    __slots__ = ("_rule",)

    def __init__(self, rule: str, key: str, /, **params: Any) -> None:
        # `Message.__init__` written out: deriving the legal actions makes many refusals.
        self._key = key
        self._params = params
        self._rule = rule

    @property
    def rule(self) -> str:
        return self._rule

    def __reduce__(self) -> tuple[Any, ...]:
        return (_refusal, (self._rule, self.key, dict(self.params)))

    def __eq__(self, other: object) -> bool:
        return Message.__eq__(self, other)

    def __hash__(self) -> int:
        return Message.__hash__(self)

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self.params.items())
        return f"Refusal({self._rule!r}, {self.key!r}{args})"


def is_listed(action: Any, actions: Iterable[Any]) -> bool:
    """`action` is one of `actions`, the very object (a loop of `is`: an action's `==` is a
    dataclass's, compared field by field). A kernel's `why_illegal` asks it of the actions it
    just listed to the player to act, to accept a bot's choice without its checks."""
    for listed in actions:
        if listed is action:
            return True
    return False


def _refusal(rule: str, key: str, params: dict[str, Any]) -> Refusal:
    return Refusal(rule, key, **params)


_NOTHING = object()
_bare = object.__new__

Verify = Callable[[S, Any], Refusal | None]
#: A move's `apply`. A quiet rule book's moves take `events: list[Event] | None`, which this
#: type accepts too; a game that builds its events always keeps `list[Event]`.
Apply = Callable[[S, Any, list[Event]], S]
#: A move's `apply` in a rule book that takes its events from another (`RuleBook(...,
#: events_from=...)`): the next state only.
Step = Callable[[S, Any], S]
#: What a quiet rule book gives its moves for `events`: typed `Any` because `Apply` is typed
#: for the moves that always get a list.
_NO_EVENTS: Any = None


def _replay(play: Apply[S], state: S, action: Any) -> tuple[Event, ...]:
    """The events of `play(state, action)`, made by running it again with a list."""
    events: list[Event] = []
    play(state, action, events)
    return tuple(events)


def _told(events_from: Callable[[S, Any], Transition[S]], state: S,
          action: Any) -> tuple[Event, ...]:
    """The events `events_from` tells of `action` in `state`."""
    return events_from(state, action).events


@dataclass(frozen=True)
class Move(Generic[S]):
    """One kind of action, declared once.

    - `kinds`: the action classes it covers;
    - `candidates(state)`: the actions of this kind worth asking `verify` about in this phase
      (a superset of the legal ones; it may leave out what cannot be legal at a glance, such as
      an empty pile, as long as no legal action is missing: the conformance battery checks it);
    - `verify(state, action)`: `None` if legal, else the `Refusal` citing the rule; it must
      accept any action of `kinds`, not just the candidates (a record or a learner may offer
      anything);
    - `apply(state, action, events)`: the next state, appending what happened to `events`;
      called only for a verified action. In a rule book declared `quiet`, `events` may be
      `None`: nobody reads them, so none is built (see `RuleBook`). In a rule book whose
      events come from another (`events_from`), `apply(state, action)`: the next state only;
    - `shown(state)`: extra actions of this kind to show disabled with their refusal (default
      none), besides the refused candidates, so that a learner sees what the rules forbid;
    - `key(state)`: optional, a speed-up: a hashable summary of all that `candidates` and the
      verdicts of `verify` read in `state` (not the wording of the refusals). The rule book
      then derives this move's legal actions once per key; the conformance battery compares
      them with a fresh derivation at every state;
    - `exact`: optional, a speed-up: `candidates` lists exactly the legal actions (the refused
      ones a learner should see go to `shown`), so the rule book takes them without asking
      `verify`. `verify` stays the rule: `why_illegal` asks it, and the conformance battery
      asks it about every candidate and compares with a derivation that asks it.
    """

    kinds: tuple[type, ...]
    candidates: Callable[[S], Iterable[Any]]
    verify: Verify[S]
    apply: Apply[S] | Step[S]
    shown: Callable[[S], Iterable[Any]] | None = None
    key: Callable[[S], Hashable] | None = None
    exact: bool = False


@dataclass(frozen=True)
class Phase(Generic[S]):
    """A phase of a game: its name (the value `phase_of` returns), the rule that governs it,
    what may happen in it (its moves, in the order buttons list them) and the rules that end
    it (for the documentation and the rule book's table).

    `key(state)`, optional, is a speed-up like `Move.key`, for the whole phase: states with
    equal keys have the same legal actions, so the rule book looks them up in one step and asks
    the moves (through their own keys) only for a new key.

    `legal(state)`, optional, is the other speed-up, for a phase whose legal actions are
    quicker to list at once than to look up (a key that costs as much as the answer): exactly
    the tuple the moves derive, in their order. The rule book then calls it instead of the
    moves; the moves stay the rule (`why_illegal`, `candidate_actions`, `derive` ask them) and
    the conformance battery compares the two at every state."""

    name: Hashable
    rule: str
    moves: tuple[Move[S], ...]
    ends: tuple[str, ...] = ()
    key: Callable[[S], Hashable] | None = None
    legal: Callable[[S], tuple[Any, ...]] | None = None
    by_kind: Mapping[type, Move[S]] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        kinds: dict[type, Move[S]] = {}
        for move in self.moves:
            for kind in move.kinds:
                if kind in kinds:
                    raise ValueError(f"phase {self.name!r}: {kind.__name__} declared twice")
                kinds[kind] = move
        object.__setattr__(self, "by_kind", kinds)


# Per move: its candidates, its verify (None for an exact move: nothing to ask), its key and
# its legal actions by key.
_MovePlan = tuple[
    Callable[[S], Iterable[Any]], Verify[S] | None, Callable[[S], Hashable] | None,
    dict[Hashable, list[Any]],
]
_Plan = tuple[
    Callable[[S], tuple[Any, ...]] | None, Callable[[S], Hashable] | None,
    dict[Hashable, tuple[Any, ...]], tuple[_MovePlan[S], ...], dict[type, Callable[..., S]],
]


class RuleBook(Generic[S]):
    """A game's phases and moves, and the answers derived from them.

    - `phases`: every phase, by name;
    - `phase_of(state)`: the name of the phase `state` is in;
    - `wrong_phase(state, action)`: the refusal for an action whose kind has no move in the
      current phase (the game is over, the exchange comes first, ...);
    - `foreign(action)`: the refusal for a value that is no action of this game (default: the
      engine's "not an action of this game");
    - `quiet`: every move's `apply` accepts `events=None` and then builds no event. `apply`
      runs the move with `None` and returns a `Transition` whose events are made when first
      read, by running the move again with a list (the same pure function of the same state
      and action; the conformance battery checks that both runs agree). A random playout, a
      bot's search and a simulation read only the states, and the log messages were a large
      part of a step's cost.
    - `events_from(state, action)`: a playout kernel's events told by its reference rule book
      (the reference game's or rule book's `apply`, on the same state class). The rule book is
      then quiet and its moves build no event at all: each move's `apply` takes
      `(state, action)` and returns the next state, and a `Transition`'s events, when first
      read, are `events_from(state, action).events` (the kernel's initial log likewise:
      `Transition.events_of(state, reference.initial, ...)`). The event messages are then
      written once, in the reference; `check_kernel` compares the next states at every step,
      so the events told are the reference's for the very state the kernel made.
    """

    def __init__(
        self,
        phases: Mapping[Hashable, Phase[S]],
        *,
        phase_of: Callable[[S], Hashable],
        wrong_phase: Callable[[S, Any], Refusal],
        foreign: Callable[[Any], Message] | None = None,
        quiet: bool = False,
        events_from: Callable[[S, Any], Transition[S]] | None = None,
    ) -> None:
        for name, phase in phases.items():
            if phase.name != name:
                raise ValueError(f"phase {phase.name!r} is listed under {name!r}")
        self.phases = dict(phases)
        self.phase_of = phase_of
        self.wrong_phase = wrong_phase
        self.foreign = foreign
        self.quiet = quiet or events_from is not None
        self.events_from = events_from
        self.kinds = frozenset(k for p in phases.values() for m in p.moves for k in m.kinds)
        self._moves = {name: p.by_kind for name, p in phases.items()}
        # Per phase: each action class's `apply`.
        self._applies: dict[Hashable, dict[type, Callable[..., S]]] = {
            name: {kind: move.apply for kind, move in p.by_kind.items()}
            for name, p in phases.items()}
        # Per phase: its own `legal`, its key with its legal actions by key, per move its
        # functions with its legal actions by move key, and its applies. And
        # the last state asked with its answer and its phase's applies: a game's `apply` often
        # asks about the state it returns, and the caller asks again, then applies one of
        # them; one tuple, so that threads never see a state with another's answer.
        self._plans: dict[Hashable, _Plan[S]] = {
            name: (phase.legal, phase.key, {},
                   tuple((m.candidates, None if m.exact else m.verify, m.key, {})
                         for m in phase.moves), self._applies[name])
            for name, phase in phases.items()}
        self._last: tuple[Any, tuple[Any, ...], dict[type, Callable[..., S]], Hashable] = (
            _NOTHING, (), {}, None)

    def phase(self, state: S) -> Phase[S]:
        return self.phases[self.phase_of(state)]

    def legal_actions(self, state: S) -> tuple[Any, ...]:
        """The candidates of every move of the current phase that `verify` accepts."""
        last = self._last
        if last[0] is state:
            return last[1]
        name = self.phase_of(state)
        plan = self._plans[name]
        if plan[0] is not None:
            legal = plan[0](state)
        elif plan[1] is None:
            legal = self._legal(plan[3], state)
        else:
            known = plan[2]
            summary = plan[1](state)
            found = known.get(summary)
            if found is None:
                if len(known) >= self.KNOWN:
                    known.clear()
                found = known[summary] = self._legal(plan[3], state)
            legal = found
        self._last = (state, legal, plan[4], name)
        return legal

    #: How many keys a phase or a move remembers before it starts afresh.
    KNOWN = 1 << 15

    def _legal(self, moves: tuple[_MovePlan[S], ...], state: S) -> tuple[Any, ...]:
        out: list[Any] = []
        for candidates, verify, key, known in moves:
            if key is None:
                if verify is None:
                    out += candidates(state)
                else:
                    out += [a for a in candidates(state) if verify(state, a) is None]
                continue
            summary = key(state)
            found = known.get(summary)
            if found is None:
                if len(known) >= self.KNOWN:
                    known.clear()
                found = known[summary] = (
                    list(candidates(state)) if verify is None
                    else [a for a in candidates(state) if verify(state, a) is None])
            out += found
        return tuple(out)

    def derive(self, state: S) -> tuple[Any, ...]:
        """The legal actions of `state` asked afresh of every move, with no key and asking
        `verify` about every candidate, also of an exact move (what `legal_actions` must
        equal)."""
        moves = self.phase(state).moves
        return self._legal(tuple((m.candidates, m.verify, None, {}) for m in moves), state)

    def why_illegal(self, state: S, action: Any) -> Message | None:
        """`None` if `action` is legal in `state`, else the refusal."""
        kind = type(action)
        if kind not in self.kinds or not isinstance(action, Action):
            if self.foreign is not None:
                return self.foreign(action)
            return Message("engine.error.not_legal", action=action)
        last = self._last  # the caller usually asked for the legal actions first
        move = self._moves[last[3] if last[0] is state else self.phase_of(state)].get(kind)
        if move is None:
            return self.wrong_phase(state, action)
        if move.exact and action in move.candidates(state):
            return None  # an exact move lists exactly the legal actions: no verify to run
        return move.verify(state, action)

    def move_of(self, state: S, kind: type) -> Move[S] | None:
        """The move of `state`'s phase that takes actions of class `kind`, whose `verify`
        `why_illegal` asks about such an action that is not legal (`None` when no move of
        the phase takes that class: the refusal is then `wrong_phase`'s or `foreign`'s).
        `check_kernel` asks a function that two rule books share once."""
        if kind not in self.kinds:
            return None
        last = self._last
        return self._moves[last[3] if last[0] is state else self.phase_of(state)].get(kind)

    def candidate_actions(self, state: S) -> tuple[Any, ...]:
        """The actions a learner is shown: the legal ones, then the candidates `verify`
        refuses, then the moves' `shown` ones (no repeats)."""
        everything: dict[Any, None] = dict.fromkeys(self.legal_actions(state))
        last = self._last  # the phase `legal_actions` has just found (unless another thread)
        moves = self.phases[last[3] if last[0] is state else self.phase_of(state)].moves
        for move in moves:
            everything.update(dict.fromkeys(move.candidates(state)))
            if move.shown is not None:
                everything.update(dict.fromkeys(move.shown(state)))
        return tuple(everything)

    def apply(self, state: S, action: Any) -> Transition[S]:
        """The next state and its events; `action` must be legal (the `Match` checks)."""
        last = self._last  # the caller usually asked for the legal actions first
        play = (last[2] if last[0] is state
                else self._applies[self.phase_of(state)])[type(action)]
        told = self.events_from
        if told is not None:
            # `Transition.events_of(...)` written out: one per step of every playout.
            made = _bare(Transition)
            made.state = play(state, action)
            made._later = (_told, told, state, action)
            return made
        if self.quiet:
            # `Transition.on_request(...)` written out: one per step of every playout.
            made = _bare(Transition)
            made.state = play(state, action, _NO_EVENTS)
            made._later = (_replay, play, state, action)
            return made
        events: list[Event] = []
        return Transition(play(state, action, events), tuple(events))

    def table(self) -> list[tuple[str, str, tuple[str, ...], tuple[str, ...]]]:
        """One row per phase: its name, its rule, the action classes it allows and the rules
        that end it (the documentation prints it)."""
        return [
            (str(getattr(p.name, "value", p.name)), p.rule,
             tuple(k.__name__ for m in p.moves for k in m.kinds), p.ends)
            for p in self.phases.values()
        ]


class DeclaredGame(Game[S]):
    """A `Game` whose actions are declared once in `rulebook`: `legal_actions`,
    `why_illegal`, `candidate_actions` and `apply` all come from it."""

    rulebook: ClassVar[RuleBook[Any]]

    def legal_actions(self, state: S) -> tuple[Any, ...]:
        return self.rulebook.legal_actions(state)

    def why_illegal(self, state: S, action: Any) -> Message | None:
        return self.rulebook.why_illegal(state, action)

    def candidate_actions(self, state: S) -> tuple[Any, ...]:
        return self.rulebook.candidate_actions(state)

    def apply(self, state: S, action: Any) -> Transition[S]:
        return self.rulebook.apply(state, action)
