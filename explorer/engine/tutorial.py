"""Guided first games: a scripted match per game, Board Game Arena style. The script is data:
a deal (game, players, seed, options), the learner's seat, and every move in order: the
learner's are `Step` values (the action, the name of its instruction in the catalogues, and the
rules it meets for the first time), the bots' are plain action strings, fixed. The script ends
with one or two free choices (`Free`): the learner picks any legal move, the bots answer by
their own policy, and the match goes on from there ("Play on").

`check(tutorial)` replays a script through the rules and lists what is wrong (a move that is
not legal at its step, a learner's step on a bot's turn, a rule explained twice or cited by
no event where it is said to appear, a missing text, an end point not reached), so that a
rules change cannot silently break a tutorial. `explorer.widgets.GuidedGame` plays one.

Games name their script in their plug-in (`GamePlugin.tutorial`). This module must not import
any game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .errors import ExplorerError, IllegalActionError, UnknownGameError
from .events import Event, rule
from .i18n import LANGUAGES, Message, has_message, placeholders, template
from .match import Match
from .registry import load_game, plugin, registered_games


class TutorialError(ExplorerError, LookupError):
    """A game without a guided first game."""


class _Explained:
    """What a step or a free choice explains: `rules` met in play, `notes` said beside them."""

    rules: tuple[str, ...]
    notes: tuple[str, ...]

    @property
    def explains(self) -> bool:
        """Whether the step shows an explanation (it meets a rule)."""
        return bool(self.rules or self.notes)

    @property
    def cited(self) -> tuple[str, ...]:
        """Every rule id the step's explanation cites, in order."""
        return self.rules + self.notes


@dataclass(frozen=True)
class Step(_Explained):
    """One move of the learner.

    - `action`: the `str()` of the action to take.
    - `name`: its text in the game's catalogue: `<game>.guided.<name>` says what to do (it may
      use `{move}`, the move's own label) and, when the step explains a rule,
      `<game>.guided.<name>.why` explains it.
    - `rules`: the rule of play the learner meets here (one per step), cited by an event of
      this move or an earlier one.
    - `notes`: the card or character the step uses (a scoring clause, a character's power),
      cited beside the rule.
    """

    action: str
    name: str
    rules: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class Free(_Explained):
    """One free choice of the learner at the end of a script: every legal move is accepted.

    - `name`: its text in the game's catalogue, `<game>.guided.<name>` (what to choose between),
      and `<game>.guided.<name>.why` when it explains a rule.
    - `rules`, `notes`: as for a `Step` (a rule must be cited by an event before the choice).
    """

    name: str
    rules: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class Tutorial:
    """A guided first game: the deal, the learner's seat and the moves in order (`Step` values for
    the learner, action strings for the bots). `end` is true of the state the script must
    reach with the scripted moves; `free` are the free choices after it (the bots then answer
    by `play_bot` with the script's seed); `end_rules` are the rules the closing summary cites.
    The catalogue also holds `<game>.guided.theme` (what the game is about and how it is won,
    shown before the first click), `intro` and `summary`.

    >>> from explorer.engine.tutorial import tutorial
    >>> t = tutorial("naishi")
    >>> len(t.steps) >= 8, t.key("summary")
    (True, 'naishi.guided.summary')
    """

    game: str
    players: int
    seed: int
    seat: int
    moves: tuple[Step | str, ...]
    end: Callable[[Any], bool]
    end_rules: tuple[str, ...] = ()
    free: tuple[Free, ...] = ()
    options: Mapping[str, Any] = field(default_factory=dict)

    @property
    def steps(self) -> tuple[Step, ...]:
        """The learner's scripted moves, in order."""
        return tuple(move for move in self.moves if isinstance(move, Step))

    @property
    def lessons(self) -> tuple[Step | Free, ...]:
        """Everything the learner does, in order: the scripted steps, then the free choices."""
        return self.steps + self.free

    def bots_reply(self, match: Match) -> None:
        """After a free choice: the bots play by their own policy until the learner's turn or
        the end of the game."""
        while not match.is_over and match.current_player != self.seat:
            match.play_bot(seed=self.seed)

    def key(self, name: str) -> str:
        """The catalogue key of one of the tutorial's texts."""
        return f"{self.game}.guided.{name}"

    def start(self, lang: str = "en") -> Match:
        """A fresh match of the script's deal."""
        return Match(self.game, self.players, self.seed, lang=lang, **dict(self.options))


def tutorial(game: str) -> Tutorial:
    """The guided first game of a registered game (`TutorialError` if it has none)."""
    found = plugin(game).tutorial
    if not isinstance(found, Tutorial):
        raise TutorialError(Message("engine.error.no_tutorial", game=load_game(game).title))
    return found


def tutorials() -> tuple[Tutorial, ...]:
    """Every registered game's guided first game, by game name."""
    found = []
    for name in registered_games():
        try:
            found.append(tutorial(name))
        except (TutorialError, UnknownGameError):
            continue
    return tuple(found)


def _rules_of(events: tuple[Event, ...] | list[Event]) -> set[str]:
    """The rule ids these events cite."""
    return {event.rule for event in events}


def check(script: Tutorial) -> list[str]:
    """Replay `script` through the rules; every problem found, in English (none: it plays).
    Each free choice is made with the first legal move (any move is accepted there).

    >>> from explorer.engine.tutorial import tutorial
    >>> check(tutorial("whispers"))
    []
    """
    try:
        match = script.start()
    except ExplorerError as exc:
        return [f"the deal cannot be made: {exc}"]
    problems = [f"no text {script.key(name)}" for name in ("theme", "intro", "summary")
                if not has_message(script.key(name))]
    seen: set[str] = _rules_of(match.events_at(0))
    explained: dict[str, int] = {}
    for index, move in enumerate(script.moves):
        if match.is_over:
            problems.append(f"move {index} ({move}): the game is already over")
            return problems
        learner = match.current_player == script.seat
        if isinstance(move, Step) != learner:
            who = "the learner's" if isinstance(move, Step) else "a bot's"
            problems.append(f"move {index} ({move}): {who} move on seat "
                            f"{match.current_player}'s turn")
            return problems
        action = move.action if isinstance(move, Step) else move
        try:
            match.play(action)
        except IllegalActionError as exc:
            problems.append(f"move {index} ({action!r}) is not legal: {exc}")
            return problems
        seen |= _rules_of(match.events_at(match.step))
        if isinstance(move, Step):
            problems += _check_step(script, index, move, seen, explained)
    if not script.end(match.state):
        problems.append("the script does not reach its end point")
    problems += [p for rule_id in script.end_rules for p in _check_rule(rule_id, "the summary")]
    return problems + _check_free(script, match, seen, explained)


def _check_free(script: Tutorial, match: Match, seen: set[str],
                explained: dict[str, int]) -> list[str]:
    """The free choices: each on the learner's turn with a real choice (two moves or more)."""
    problems: list[str] = []
    if not 1 <= len(script.free) <= 2:
        problems.append(f"{len(script.free)} free choices (the script ends with one or two)")
    script.bots_reply(match)
    for number, free in enumerate(script.free, start=len(script.moves)):
        if match.is_over:
            break  # a free choice may end the game (Naishi's declaration)
        if len(match.legal_actions()) < 2:
            problems.append(f"free choice {free.name}: no choice to make")
            break
        problems += _check_step(script, number, free, seen, explained)
        match.play(match.legal_actions()[0])
        seen |= _rules_of(match.events_at(match.step))
        script.bots_reply(match)
    return problems


def _check_step(script: Tutorial, index: int, step: Step | Free, seen: set[str],
                explained: dict[str, int]) -> list[str]:
    problems: list[str] = []
    where = f"step {step.name} (move {index})"
    key = script.key(step.name)
    if not has_message(key):
        problems.append(f"{where}: no text {key}")
    if step.explains != has_message(f"{key}.why"):
        problems.append(f"{where}: {key}.why must exist exactly when the step cites rules")
    for lang in LANGUAGES:
        if has_message(key) and not placeholders(template(key, lang)) <= {"move"}:
            problems.append(f"{where}: {key} ({lang}) has a field other than {{move}}")
    for rule_id in step.cited:
        problems += _check_rule(rule_id, where)
        if rule_id in explained:
            problems.append(f"{where}: {rule_id} is already explained at move "
                            f"{explained[rule_id]}")
        explained[rule_id] = index
    for rule_id in step.rules:
        if rule_id not in seen:
            problems.append(f"{where}: no event of this move or an earlier one cites "
                            f"{rule_id}")
    return problems


def _check_rule(rule_id: str, where: str) -> list[str]:
    try:
        rule(rule_id)
    except KeyError:
        return [f"{where}: no rule {rule_id}"]
    return []
