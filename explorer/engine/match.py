"""`Match`: one playthrough of a game, as a timeline of states that a cursor moves along.

A match record is `(game, players, seed, options, actions)`; replaying it rebuilds every state.
Undo, redo and goto only move the cursor; playing after an undo starts a new branch.

This module must not import any game (games are found through the registry).
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Sequence
from typing import Any

from .core import Action, Game, Outcome, Transition, as_int
from .errors import (
    IllegalActionError,
    OptionError,
    RecordError,
    SeatError,
    StepLimitError,
    TimelineError,
    UnknownGameError,
    VariantError,
)
from .events import Event
from .i18n import LANGUAGES, Join, Message, Text, check_lang, shown
from .position import (
    Position,
    PositionError,
    decode,
    encode,
    from_share_code,
    read_json,
    to_share_code,
)
from .registry import load_game, match_bot
from .review import Moment, Review, match_moments, review_match
from .rng import derive
from .variant import Variant, content_field, variant_options

RECORD_FORMAT = "explorer.match/1"


class Match:
    """One playthrough.

    >>> m = Match("naishi", seed=3)
    >>> first = m.legal_actions()[0]
    >>> m.play(first) is None and m.step
    1
    >>> m.undo(); m.step
    0
    >>> Match.from_json(m.to_json()).state == m.state
    True
    """

    def __init__(
        self,
        name: str,
        players: int | None = None,
        seed: int = 0,
        *,
        lang: str = "en",
        variant: Variant | dict[str, Any] | None = None,
        **options: Any,
    ) -> None:
        self.lang = check_lang(lang)
        self.game: Game[Any] = load_game(name)
        if players is None:
            players = self.game.default_players
        self.seed = check_seed(seed, self.lang)
        try:
            self.players = self.game.check_players(players)
            # `variant`: an `explorer.Variant` (or its dict); `options` apply on top of it.
            self.options = variant_options(self.game, self.players, variant, options)
        except OptionError as exc:
            raise OptionError(exc.reason, self.lang) from None
        except VariantError as exc:
            raise VariantError(exc.reason, self.lang) from None
        start = self.game.initial(self.players, self.seed, self.options)
        self._states: list[Any] = [start.state]
        # Each step's transition, kept whole: its events are read (and, from a quiet rule
        # book, made) only when the log or `events_at` asks for them.
        self._events: list[Transition[Any]] = [start]
        self._actions: list[Action] = []
        self._cursor = 0
        #: The position the match started from, when it did not start from a seed's deal.
        self.start: Position | None = None

    @classmethod
    def from_position(
        cls, name: str, position: Any, *, seed: int = 0, lang: str = "en"
    ) -> Match:
        """A match whose first state is `position`: a `Position`, a state of the game (from its
        builder, e.g. `explorer.games.naishi.position(...)`), or `Position.to_json()` text.
        The position is checked with the game's rules first: an impossible one raises
        `PositionError` (a `RecordError`) saying why. `seed` drives the bots only; chance
        inside the game comes from the generator stored in the position.

        >>> m = Match("naishi", seed=2); m.play_out()
        >>> again = Match.from_position("naishi", m.position())
        >>> again.state == m.state and again.step == 0
        True
        """
        check_lang(lang)
        game = load_game(name)
        if isinstance(position, (str, bytes)):
            position = Position.from_json(position, lang=lang)
        if not isinstance(position, Position):
            position = Position(game.name, position)
        if position.game != game.name:
            raise RecordError(Message("engine.share.other_game", other=load_game(
                position.game).title, game=game.title), lang)
        position.check(lang)
        seed = check_seed(seed, lang)
        match = cls.__new__(cls)
        match.lang = lang
        match.game = game
        match.players = game.position_players(position.state)
        match.options = getattr(position.state, "options", None) or game.make_options(
            match.players)
        match.seed = seed
        match._states = [position.state]
        match._events = [Transition(position.state, ())]
        match._actions = []
        match._cursor = 0
        match.start = position
        return match

    @classmethod
    def from_scenario(
        cls, name: str, scenario: Any, *, lang: str = "en", **options: Any
    ) -> Match:
        """A match at one of the game's named teaching moments (`scenario`: a name from
        `explorer.engine.scenario.scenarios(name)`, or a `Scenario`); anything else, a name
        the game does not have or a value that is no name, is a `RecordError` listing the
        game's scenarios.

        `options` change the rule reading without leaving the moment: the scenario's position
        is kept (its hands, areas and scores) with those options in place of its own, and the
        scenario's moves are replayed under them. A move the new reading makes illegal is a
        `RecordError` naming the scenario, the move and why; a bad option is an `OptionError`.

        >>> m = Match.from_scenario("whispers", "grey_tie", neutral_pass_counts="hand")
        >>> [len(hand) for hand in m.state.hands], m.options.neutral_pass_counts.name
        ([5, 6, 6], 'HAND')
        """
        from .scenario import Scenario, find_scenario

        check_lang(lang)
        if not isinstance(scenario, Scenario):
            scenario = find_scenario(name, scenario, lang)
        if scenario.position is not None:
            state = scenario.position()
            if options:
                state = _with_options(load_game(name), state, options, lang)
            match = cls.from_position(name, state, seed=scenario.seed, lang=lang)
        else:
            match = cls(name, scenario.players, scenario.seed, lang=lang,
                        **{**scenario.options, **options})
        try:
            match.replay(scenario.actions)
        except RecordError as exc:
            if not options:
                raise
            raise RecordError(Message("engine.scenario.reading_breaks", name=scenario.name,
                                      detail=exc.reason), lang) from None
        if scenario.step is not None:
            match.goto(scenario.step)
        return match

    @property
    def variant(self) -> Variant:
        """The variant this match plays (`explorer.variant(game)` for the published game)."""
        return Variant(self.game.name, self.options)

    def _content(self) -> dict[str, Any] | None:
        """The content for a record: `None` for the published game's."""
        name = content_field(self.options)
        if name is None:
            return None
        content = getattr(self.options, name)
        return None if content == getattr(type(self.options)(), name) else content.to_dict()

    def with_options(self, **options: Any) -> Match:
        """This match's start and timeline under another rule reading: the same first
        position with `options` changed, the same actions replayed, the cursor at the same
        step. An action the reading makes illegal is a `RecordError` saying which.

        >>> m = Match.from_scenario("whispers", "grey_tie")
        >>> m.with_options(neutral_pass_counts="hand").state.hands == m.state.hands
        True
        """
        start = _with_options(self.game, self._states[0], options, self.lang)
        match = Match.from_position(self.game.name, start, seed=self.seed, lang=self.lang)
        try:
            match.replay(self._actions)
        except RecordError as exc:
            raise RecordError(Message("engine.match.reading_breaks", detail=exc.reason),
                              self.lang) from None
        match.goto(self._cursor)
        return match

    def position(self) -> Position:
        """The current state as a `Position` (saves to JSON; `from_position` starts from it)."""
        return Position(self.game.name, self.state)

    # -- where we are ----------------------------------------------------------------------

    @property
    def name(self) -> str:
        return self.game.name

    @property
    def state(self) -> Any:
        """The state at the cursor (an immutable value)."""
        return self._states[self._cursor]

    @property
    def step(self) -> int:
        """How many actions lead to the current state."""
        return self._cursor

    @property
    def length(self) -> int:
        """How many actions the timeline holds (redo can go this far)."""
        return len(self._actions)

    @property
    def actions(self) -> tuple[Action, ...]:
        """The actions up to the cursor."""
        return tuple(self._actions[: self._cursor])

    @property
    def timeline(self) -> tuple[Action, ...]:
        """Every action of the timeline, including those after the cursor."""
        return tuple(self._actions)

    @property
    def current_player(self) -> int | None:
        return self.game.current_player(self.state)

    @property
    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    @property
    def outcome(self) -> Outcome | None:
        return self.game.outcome(self.state)

    def state_at(self, step: int) -> Any:
        return self._states[self._check_step(step)]

    def view(self, seat: int | None) -> Any:
        """The current state as `seat` may know it (`None`: everything); `SeatError` for a
        seat that is not in the match."""
        if seat is None:
            return self.game.view(self.state, None)
        return self.game.view(self.state, self._seat(seat))

    def public_view(self) -> Any:
        """The current state as every seat may know it: no seat's hidden cards (the view of
        an onlooker, such as a classroom's projected board)."""
        return self.game.public_view(self.state)

    def player_label(self, seat: int) -> Message:
        """The name of a seat in this match, in both languages (`SeatError` for a seat that
        is not in the match)."""
        return self.game.player_label(self._seat(seat), self.state)

    def _seat(self, seat: Any) -> int:
        try:
            return self.game.check_seat(seat, self.state)
        except SeatError as exc:
            raise SeatError(exc.reason, self.lang) from None

    def legal_actions(self) -> tuple[Action, ...]:
        return tuple(self.game.legal_actions(self.state))

    def why_illegal(self, action: Action) -> Message | None:
        """`None` if `action` may be played now, else the reason (in both languages)."""
        if self.is_over:
            return Message("engine.error.game_over")
        if action in self.game.legal_actions(self.state):
            return None
        return self._reason(action)

    def _reason(self, action: Action) -> Message:
        """Why an action that is not among the legal ones is refused: the game's own reason if
        it has one; a value the game cannot explain (another game's action) is still refused
        plainly."""
        try:
            reason = self.game.why_illegal(self.state, action)
        except (AttributeError, TypeError, ValueError, KeyError, IndexError):
            reason = None
        return reason or Message("engine.error.not_legal", action=action)

    @property
    def log(self) -> tuple[Event, ...]:
        """Every event up to the cursor, oldest first (set-up events included)."""
        return tuple(e for step in self._events[: self._cursor + 1] for e in step.events)

    def events_at(self, step: int) -> tuple[Event, ...]:
        """The events caused by action number `step` (0: the set-up)."""
        return self._events[self._check_step(step)].events

    # -- moving ----------------------------------------------------------------------------

    def _sentences(self, action: Action) -> Text:
        """The sentence the buttons show for `action` now, in both languages."""
        en, ja = LANGUAGES
        return Text(self.game.describe_action(self.state, action, en),
                    self.game.describe_action(self.state, action, ja))

    def resolve(self, action: Action | str) -> Action:
        """Turn the `str()` of a legal action, or the sentence it is described by in English or
        Japanese, back into the action."""
        if isinstance(action, Action) and type(action) is not Action:
            return action
        if isinstance(action, str):
            legal = self.legal_actions()
            for candidate in legal:
                if str(candidate) == action:
                    return candidate
            # What the refusal lists, each action's sentence in either language (as the game in
            # force says it: a variant's names and numbers), is typed too.
            sentences = [self._sentences(c) for c in legal]
            said = [c for c, words in zip(legal, sentences, strict=True)
                    if action.strip() in (c.describe("en"), c.describe("ja"), words.en, words.ja)]
            if len(said) == 1:
                return said[0]
            listed = Join(sentences[:12]) if legal else "—"
            raise IllegalActionError(
                Message("engine.error.no_such_action", text=shown(action)[1:-1],
                        legal=listed),
                self.lang,
            )
        value = "Action()" if type(action) is Action else shown(action)
        raise IllegalActionError(
            Message("engine.error.not_an_action", value=value, game=self.game.title),
            self.lang,
        )

    def play(self, action: Action | str) -> None:
        """Play a legal action (or its `str()`). An illegal one raises `IllegalActionError`
        saying why and changes nothing. After an undo this starts a new branch."""
        if self.is_over:
            raise IllegalActionError(Message("engine.error.game_over"), self.lang)
        action = self.resolve(action)
        legal = list(self.game.legal_actions(self.state))
        try:
            # Apply the game's own value: a look-alike that merely compares equal (a plain
            # string for an enum field, say) never reaches `apply`.
            action = legal[legal.index(action)]
        except ValueError:
            raise IllegalActionError(self._reason(action), self.lang) from None
        result = self.game.apply(self.state, action)
        del self._states[self._cursor + 1 :]
        del self._events[self._cursor + 1 :]
        del self._actions[self._cursor :]
        self._states.append(result.state)
        self._events.append(result)
        self._actions.append(action)
        self._cursor += 1

    def play_bot(self, seed: int | None = None) -> Action:
        """Let the game's bot (its plug-in's `play_bot`) choose and play; deterministic for a
        seed and a position."""
        if self.is_over:
            raise IllegalActionError(Message("engine.error.game_over"), self.lang)
        rng = derive(self.seed if seed is None else seed, self._cursor)
        action = match_bot(self.game)(self.game, self.state, rng)
        self.play(action)
        return action

    def play_out(self, seed: int | None = None, max_steps: int | None = None) -> None:
        """Let bots play until the game ends, or stop after `max_steps` actions. Without
        `max_steps`, a game still running after its step cap (`game.max_steps` more actions)
        raises `StepLimitError`; the actions played stay on the timeline."""
        bound = self.game.max_steps if max_steps is None else max_steps
        for _ in range(bound):
            if self.is_over:
                return
            self.play_bot(seed)
        if max_steps is None and not self.is_over:
            raise StepLimitError(self.game.step_cap_reason(), self.lang)

    def undo(self) -> None:
        if self._cursor == 0:
            raise TimelineError(Message("engine.error.undo"), self.lang)
        self._cursor -= 1

    def redo(self) -> None:
        if self._cursor >= len(self._actions):
            raise TimelineError(Message("engine.error.redo"), self.lang)
        self._cursor += 1

    def goto(self, step: int) -> None:
        """Make the state after `step` actions the current one."""
        self._cursor = self._check_step(step)

    def _check_step(self, step: int) -> int:
        """`step` as an `int` (any integer type, not a `bool`) if it is on the timeline."""
        index = as_int(step)
        if index is None or not 0 <= index <= len(self._actions):
            raise TimelineError(
                Message("engine.error.goto", step=shown(step), last=len(self._actions)),
                self.lang,
            )
        return index

    # -- records ---------------------------------------------------------------------------

    def to_record(self) -> dict[str, Any]:
        record = {
            "format": RECORD_FORMAT,
            "game": self.game.name,
            "players": self.players,
            "seed": self.seed,
            "options": self.game.options_to_json(self.options),
            "actions": [str(a) for a in self._actions],
            "step": self._cursor,
        }
        content = self._content()
        if content is not None:
            record["content"] = content
        if self.start is not None:
            record["position"] = encode(self.start.state)
        return record

    # -- share codes -------------------------------------------------------------------------

    def share_code(self, *, position: bool = False) -> str:
        """A short text that `Match.from_share_code` turns back into this match: the whole
        timeline and the cursor, or with `position=True` only the current position (a fresh
        start for the class). Actions are stored as their index among the legal actions, which
        keeps long games short."""
        if position:
            record: dict[str, Any] = {"g": self.game.name, "p": encode(self.state),
                                      "s": self.seed}
        else:
            record = {"g": self.game.name, "n": self.players, "s": self.seed,
                      "o": self.game.options_to_json(self.options),
                      "a": self._indices(), "c": self._cursor}
            content = self._content()
            if content is not None:
                record["v"] = content
            if self.start is not None:
                record["p"] = encode(self.start.state)
        return to_share_code(record)

    def _indices(self) -> list[int]:
        out = []
        for state, action in zip(self._states, self._actions, strict=False):
            out.append(list(self.game.legal_actions(state)).index(action))
        return out

    @classmethod
    def from_share_code(cls, code: str, *, game: str | None = None, lang: str = "en") -> Match:
        """The match (or position) a `share_code()` carries. A damaged or foreign code, or one
        for another game than `game`, raises `RecordError` with the reason in both languages."""
        record = from_share_code(code, lang)

        def fail(detail: Message) -> RecordError:
            return _record_error(detail, lang)

        def field(key: str, kind: type) -> RecordError:
            value = record.get(key) if isinstance(record, dict) else record
            return fail(Message("engine.record.field", key=key, value=shown(value),
                                kind=Message(f"engine.record.kind.{kind.__name__}")))

        if not isinstance(record, dict) or not isinstance(record.get("g"), str):
            raise field("g", str)
        try:
            found = load_game(record["g"])
        except UnknownGameError as exc:
            raise fail(exc.reason) from None
        if game is not None and load_game(game).name != found.name:
            raise RecordError(Message("engine.share.other_game", other=found.title,
                                      game=load_game(game).title), lang)
        seed = record.get("s", 0)
        if "p" in record:
            try:
                state = decode(found.State, record["p"])
            except PositionError:
                raise
            except RecordError as exc:
                raise RecordError(exc.reason, lang) from None
            except RecursionError:
                raise fail(Message("engine.record.too_deep")) from None
            match = cls.from_position(found.name, state, seed=seed, lang=lang)
            if "a" not in record:
                return match
        else:
            for key, kind in (("n", int), ("o", dict)):
                if not isinstance(record.get(key), kind):
                    raise field(key, kind)
            try:
                # Reserved keyword names (lang, seed, ...) are refused as unknown options.
                found.check_option_names(record["o"])
                match = cls(found.name, record["n"], seed, lang=lang,
                            variant=_recorded(found, record.get("v")), **record["o"])
            except (OptionError, VariantError) as exc:
                raise fail(exc.reason) from None
        indices = record.get("a")
        if not isinstance(indices, list):
            raise field("a", list)
        match._play_indices(indices, lang)
        cursor = as_int(record.get("c", match.length))
        if cursor is None or not 0 <= cursor <= match.length:
            raise fail(Message("engine.record.step", value=shown(record.get("c")),
                               last=match.length))
        match.goto(cursor)
        return match

    def _play_indices(self, indices: list[Any], lang: str) -> None:
        """Play each action given by its index among the legal actions (a share code's form)."""
        for number, index in enumerate(indices):
            legal = self.legal_actions()
            if isinstance(index, bool) or not isinstance(index, int) or not (
                0 <= index < len(legal)
            ):
                raise RecordError(Message("engine.error.record_step", step=number + 1,
                                          detail=Message("engine.share.no_move")), lang)
            self.play(legal[index])

    def to_json(self) -> str:
        """The match record as JSON: replaying it rebuilds the same timeline and cursor."""
        return json.dumps(self.to_record(), ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str | bytes, *, lang: str = "en") -> Match:
        """Rebuild a match from `to_json()` by replaying its actions. Anything else raises
        `RecordError` saying what is wrong, in `lang` (`LanguageError` for a bad `lang`)."""
        record = read_json(text, lang)
        return cls.from_record(record, lang=lang)

    @classmethod
    def from_record(cls, record: Any, *, lang: str = "en") -> Match:
        """`from_json` on the decoded JSON value."""
        check_lang(lang)

        def fail(detail: Message) -> RecordError:
            return _record_error(detail, lang)

        if not isinstance(record, dict):
            raise fail(Message("engine.record.not_object", value=shown(record)))
        if record.get("format") != RECORD_FORMAT:
            raise fail(Message("engine.record.format", value=shown(record.get("format")),
                               expected=RECORD_FORMAT))
        for key, kind in (("game", str), ("players", int), ("seed", int), ("options", dict),
                          ("actions", list)):
            value = record.get(key)
            if not isinstance(value, kind) or isinstance(value, bool):
                raise fail(Message("engine.record.field", key=key, value=shown(value),
                                   kind=Message(f"engine.record.kind.{kind.__name__}")))
        options: dict[Any, Any] = record["options"]
        try:
            game = load_game(record["game"])
            if "position" in record:
                state = decode(game.State, record["position"])
                match = cls.from_position(game.name, state, seed=record["seed"], lang=lang)
            else:
                for name in options:
                    if not isinstance(name, str) or not name.isidentifier():
                        raise OptionError(Message(
                            "engine.record.option_name", name=shown(name), game=game.title,
                            names=Join(game.option_names()) or "—"))
                # Reserved keyword names (lang, seed, ...) are refused as unknown options.
                game.check_option_names(options)
                match = cls(record["game"], record["players"], record["seed"], lang=lang,
                            variant=_recorded(game, record.get("content")), **options)
        except PositionError:
            raise
        except RecordError as exc:
            raise RecordError(exc.reason, lang) from None
        except (OptionError, UnknownGameError, VariantError) as exc:
            raise fail(exc.reason) from None
        except RecursionError:
            raise fail(Message("engine.record.too_deep")) from None
        match.replay(record["actions"])
        step = record.get("step", len(record["actions"]))
        index = as_int(step)
        if index is None or not 0 <= index <= match.length:
            raise fail(Message("engine.record.step", value=shown(step), last=match.length))
        match.goto(index)
        return match

    def replay(self, actions: Sequence[str | Action]) -> None:
        """Play a list of actions (or their `str()`), saying which step fails if one does."""
        for index, action in enumerate(actions):
            try:
                if not isinstance(action, (str, Action)):
                    raise IllegalActionError(Message(
                        "engine.error.not_an_action", value=shown(action),
                        game=self.game.title))
                self.play(action)
            except IllegalActionError as exc:
                raise RecordError(
                    Message("engine.error.record_step", step=index + 1, detail=exc.reason),
                    self.lang,
                ) from None

    # -- review ----------------------------------------------------------------------------

    def review(self, seat: int, lang: str = "en", *,
               progress: Callable[[int, int], None] | None = None,
               budget: int | None = None) -> Review:
        """Every decision `seat` made on the timeline rated from that seat's information at
        that moment (`explorer.engine.review`): the grade, the expected loss in win rate, the
        better move and why in rule words, with the match's decisive moments. `progress(done,
        total)` is called after each of the seat's decisions; `budget` (actions applied per
        decision) defaults to the game's. Cached per timeline, seat and budget. A seat not in
        the match is a `SeatError` in `lang`.

        >>> m = Match("naishi", seed=5); m.play_out()
        >>> r = m.review(0, budget=40)
        >>> list(r.counts()), r is m.review(0, budget=40)
        (['best', 'good', 'inaccuracy', 'mistake', 'blunder'], True)
        """
        lang = check_lang(lang)
        try:
            seat = self.game.check_seat(seat, self._states[0])
        except SeatError as exc:
            raise SeatError(exc.reason, lang) from None
        key = (tuple(self._actions), seat, budget)
        cache = self._reviews()
        if key not in cache:
            cache[key] = review_match(self, seat, budget=budget, progress=progress)
        elif progress is not None:
            progress(1, 1)
        found: Review = cache[key]
        return found

    def moments(self, lang: str = "en") -> tuple[Moment, ...]:
        """The moments that decided the match (lead changes, the biggest swings), for a
        teacher's debrief; cached per timeline."""
        check_lang(lang)
        key = (tuple(self._actions), "moments", None)
        cache = self._reviews()
        if key not in cache:
            cache[key] = match_moments(self)
        found: tuple[Moment, ...] = cache[key]
        return found

    def _reviews(self) -> dict[tuple[Any, ...], Any]:
        found = self.__dict__.get("_review_cache")
        if found is None:
            found = self.__dict__["_review_cache"] = {}
        return found

    def __repr__(self) -> str:
        return (
            f"<Match {self.game.name} players={self.players} seed={self.seed} "
            f"step={self._cursor}/{len(self._actions)}>"
        )




SEED_LIMIT = 1 << 64
"""Seeds are whole numbers in [0, 2**64): the generator's state is 64 bits, so a larger seed
would silently give the same game as a smaller one."""


def _recorded(game: Game[Any], content: Any) -> Variant | None:
    """The variant of a record's content (`None`, the published game, when it has none)."""
    return None if content is None else Variant.from_dict(game, {"content": content})


def check_seed(seed: Any, lang: str = "en") -> int:
    """`seed` as an `int` (any integer type, not a `bool`), or `OptionError`."""
    value = as_int(seed)
    if value is None:
        raise OptionError(Message("engine.error.seed", value=shown(seed)), lang)
    if not 0 <= value < SEED_LIMIT:
        raise OptionError(Message("engine.error.seed_range", value=shown(seed)), lang)
    return value


def _with_options(game: Game[Any], state: Any, options: dict[str, Any], lang: str) -> Any:
    """`state` with its rule options changed by `options` (the others as they were), checked
    like any new options: an unknown name or a refused value is an `OptionError`."""
    players = game.position_players(state)
    current = getattr(state, "options", None)
    try:
        if current is None or not dataclasses.is_dataclass(current):
            game.check_option_names(options)
            return state
        merged = {**game.options_to_json(current), **options}
        return dataclasses.replace(state, options=game.make_options(players, **merged))
    except OptionError as exc:
        raise OptionError(exc.reason, lang) from None


def _record_error(detail: Message, lang: str) -> RecordError:
    return RecordError(Message("engine.error.record", detail=detail), lang)
