"""The conformance battery that every registered game passes (run from `tests/`).

Each check takes a game name (and a player count) and raises `AssertionError` with a message
that says what broke. Games need no code of their own to be checked; the hooks `zones` and
`all_cards` make the card-conservation check meaningful.

This module must not import any game by name.
"""

from __future__ import annotations

import copy
import dataclasses
import enum
import importlib
import importlib.util
import json
import pkgutil
import random
import types
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from .core import Action, Game, _is_numbers, option_fields
from .errors import IllegalActionError, OptionError, VariantError
from .events import rule
from .i18n import LANGUAGES
from .match import Match
from .moves import DeclaredGame, Refusal, RuleBook
from .reference import rule_index
from .registry import load_game, plugin
from .rng import derive
from .scenario import scenarios as scenario_list
from .variant import Variant, as_variant, variant_options
from .variant import variant as variant_named


def random_match(name: str, players: int, seed: int, **options: Any) -> Match:
    """A match played to the end by the uniform random bot."""
    match = Match(name, players, seed, **options)
    game = match.game
    rng = derive(seed, 99)
    for _ in range(game.max_steps):
        if match.is_over:
            return match
        action, rng = rng.choice(match.legal_actions())
        match.play(action)
    raise AssertionError(f"{name} seed {seed}: no end within {game.max_steps} actions")


def walk(name: str, players: int, seed: int, **options: Any) -> Iterator[tuple[Game[Any], Any]]:
    """Yield (game, state) along one random game, using the game's functions directly."""
    match = Match(name, players, seed, **options)
    game, state = match.game, match.state
    rng = derive(seed, 7)
    for _ in range(game.max_steps):
        yield game, state
        if game.is_over(state):
            return
        action, rng = rng.choice(list(game.legal_actions(state)))
        state = game.apply(state, action).state
    raise AssertionError(f"{name} seed {seed}: no end within {game.max_steps} actions")


def check_playthroughs(name: str, players: int, seeds: range) -> None:
    """Random games end; someone must act exactly when legal actions exist; the outcome is
    well formed; cards are conserved; records replay to the same state through JSON."""
    for seed in seeds:
        for game, state in walk(name, players, seed):
            current = game.current_player(state)
            legal = list(game.legal_actions(state))
            assert (current is None) == (not legal), (
                f"seed {seed}: current player {current} but {len(legal)} legal actions"
            )
            assert (current is None) == game.is_over(state)
            if current is not None:
                assert 0 <= current < players
            check_cards(game, state, f"seed {seed}")
        outcome = game.outcome(state)
        assert outcome is not None, f"seed {seed}: game over without an outcome"
        assert len(outcome.scores) == players
        assert outcome.winners and all(0 <= w < players for w in outcome.winners)
        for lang in LANGUAGES:
            assert outcome.reason.label(lang)
        match = random_match(name, players, seed)
        again = Match.from_json(match.to_json())
        assert again.state == match.state, f"seed {seed}: replay differs"
        assert again.to_json() == match.to_json()


def check_cards(game: Game[Any], state: Any, where: str) -> None:
    zones = game.zones(state)
    expected = Counter(game.all_cards(state))
    found: Counter[Any] = Counter()
    for cards in zones.values():
        found.update(cards)
    assert found == expected, (
        f"{where}: cards not conserved; missing {expected - found}, extra {found - expected}"
    )


def check_purity(name: str, players: int, seed: int) -> None:
    """`apply` leaves its input untouched, and equal inputs give equal outputs."""
    for game, state in walk(name, players, seed):
        if game.is_over(state):
            break
        before = copy.deepcopy(state)
        for action in game.legal_actions(state):
            first = game.apply(state, action)
            assert state == before, f"apply({action!s}) changed its input state"
            second = game.apply(state, action)
            assert first.state == second.state, f"apply({action!s}) is not a function"
            assert hash(first.state) == hash(second.state)


def check_actions(name: str, players: int, seed: int) -> None:
    """Every legal action is a readable, hashable value with a unique `str()`, a `repr()` that
    rebuilds it and a description in every language; a candidate action (and an action seen
    elsewhere in the game) is legal exactly when `why_illegal` returns `None`, and an illegal
    one is refused with a reason and leaves the match unchanged."""
    match = Match(name, players, seed)
    game = match.game
    namespace = vars(__import__(type(game).__module__, fromlist=["*"]))
    package = __import__(type(game).__module__.rsplit(".", 1)[0], fromlist=["*"])
    namespace = {**namespace, **vars(package)}
    seen: list[Action] = []
    rng = derive(seed, 3)
    while not match.is_over:
        legal = match.legal_actions()
        texts = [str(a) for a in legal]
        assert len(set(texts)) == len(texts), f"two legal actions print alike: {texts}"
        for action in legal:
            assert hash(action) == hash(copy.deepcopy(action))
            assert eval(repr(action), namespace) == action, f"repr does not rebuild {action!r}"
            for lang in LANGUAGES:
                assert action.describe(lang), f"{action!r} has no {lang} description"
            assert game.why_illegal(match.state, action) is None
        legal_set = set(legal)
        for candidate in list(game.candidate_actions(match.state)) + seen[-40:]:
            if candidate in legal_set:
                continue
            # Legal exactly when the game's own check finds nothing to say against it.
            assert game.why_illegal(match.state, candidate) is not None, (
                f"{candidate!s} is not legal, yet why_illegal finds no reason")
            before_json, before_state = match.to_json(), match.state
            before_log = len(match.log)
            try:
                match.play(candidate)
            except IllegalActionError as exc:
                for lang in LANGUAGES:
                    assert exc.in_language(lang).strip(), "an empty refusal"
            else:
                raise AssertionError(f"illegal {candidate!s} was accepted")
            assert match.state == before_state and match.to_json() == before_json
            assert len(match.log) == before_log
        seen.extend(legal)
        action, rng = rng.choice(legal)
        match.play(action)


def check_events(name: str, players: int, seed: int) -> None:
    """Every event cites a registered rule and renders in every language, for every seat."""
    match = random_match(name, players, seed)
    assert match.log, "a whole game left an empty log"
    for event in match.log:
        cited = rule(event.rule)
        for lang in LANGUAGES:
            assert cited.title.label(lang) and cited.text.label(lang)
            for seat in [None, *range(players)]:
                assert event.label(lang, seat)


def check_views(name: str, players: int, seed: int) -> None:
    """`view(state, None)` is the state; a seat's view is stable, keeps its legal actions
    when it is that seat's turn, and never shows the generator (the future shuffles)."""
    for game, state in walk(name, players, seed):
        assert game.view(state, None) == state
        for seat in range(players):
            seen = game.view(state, seat)
            assert game.view(seen, seat) == seen, "a view of a view must not change"
            if hasattr(state, "rng"):
                assert getattr(seen, "rng", None) != state.rng, "a seat's view shows the rng"
            if game.current_player(state) == seat:
                assert list(game.legal_actions(seen)) == list(game.legal_actions(state)), (
                    "the player to act cannot decide from their own view"
                )


def check_determinism(name: str, players: int, seed: int) -> None:
    """Same seed and actions give the same match, whatever the global generators do."""
    first = random_match(name, players, seed).to_json()
    random.seed(12345)
    random.random()
    try:
        import numpy

        numpy.random.seed(999)
        numpy.random.random(5)
    except ImportError:  # pragma: no cover - numpy is a dependency
        pass
    second = random_match(name, players, seed).to_json()
    assert first == second
    assert json.loads(first)["actions"], "a game with no actions"


def check_timeline(name: str, players: int, seed: int) -> None:
    """Undo, redo and goto move the cursor over the same states; a new branch replaces the
    future."""
    match = random_match(name, players, seed)
    states = [match.state_at(i) for i in range(match.length + 1)]
    end = match.length
    match.goto(0)
    assert match.state == states[0]
    for i in range(end):
        match.redo()
        assert match.state == states[i + 1]
    for i in range(end, 0, -1):
        match.undo()
        assert match.state == states[i - 1]
    middle = end // 2
    match.goto(middle)
    alternatives = [a for a in match.legal_actions() if a != match.timeline[middle]]
    if alternatives:
        match.play(alternatives[0])
        assert match.length == middle + 1 and match.step == middle + 1


def _check_refusal(reason: Any, where: str) -> None:
    assert isinstance(reason, Refusal), f"{where}: the refusal {reason!r} cites no rule"
    cited = rule(reason.rule)
    for lang in LANGUAGES:
        assert reason.label(lang).strip() and cited.title.label(lang), where


def check_declared(name: str, players: int, seed: int, **options: Any) -> None:
    """For a game whose actions are declared once (`DeclaredGame`), at every state of a random
    game (with `options`, default the game's): every candidate and every shown action of the
    current phase is legal exactly when its move's `verify` returns `None`; each refusal is a
    `Refusal` citing a registered rule; no action that `verify` accepts is missing from the
    legal ones (actions seen elsewhere in the game are asked too); an action of another phase
    gets the phase's refusal; the legal actions equal a fresh derivation (no phase or move key
    leaves out what a verdict reads); and every legal action applies without error (in a quiet
    rule book, to the same state and events as with a list)."""
    game = load_game(name)
    assert isinstance(game, DeclaredGame), f"{name} does not declare its actions once"
    book = game.rulebook
    seen: dict[Any, None] = {}
    for _, state in walk(name, players, seed, **options):
        legal = game.legal_actions(state)
        legal_set = set(legal)
        assert len(legal_set) == len(legal), f"{name}: an action is listed twice"
        assert legal == book.derive(state), (
            f"{name}: a phase or move key misses something, or an exact move lists a refused"
            " action")
        if game.is_over(state):
            assert not legal, f"{name}: legal actions after the end"
        phase = book.phase(state)
        asked = dict.fromkeys(game.candidate_actions(state))
        for move in phase.moves:
            asked.update(dict.fromkeys(move.candidates(state)))
            if move.shown is not None:
                asked.update(dict.fromkeys(move.shown(state)))
        asked.update(dict.fromkeys(list(seen)[-80:]))
        for action in asked:
            declared = phase.by_kind.get(type(action))
            where = f"{name} {phase.name!s}: {action!s}"
            if declared is None:
                assert action not in legal_set, f"{where} is legal in a phase without its move"
                _check_refusal(game.why_illegal(state, action), where)
                continue
            reason = declared.verify(state, action)
            assert (reason is None) == (action in legal_set), (
                f"{where}: verify says {reason!r}, legal_actions "
                f"{'lists' if action in legal_set else 'omits'} it")
            if reason is not None:
                _check_refusal(reason, where)
                assert game.why_illegal(state, action) == reason, where
        for action in legal:
            _check_applies(book, state, action, f"{name} {phase.name!s}: {action!s}")
        seen.update(asked)


def _check_applies(book: RuleBook[Any], state: Any, action: Any, where: str) -> None:
    """`action` applies; in a quiet rule book, the state made with no events and the events
    made on request are those of the move run with a list; in one whose events come from
    another (`events_from`), they are told of the state it made."""
    made = book.apply(state, action)
    if book.events_from is not None:
        # The events are told by another rule book: for the state this one made.
        told = book.events_from(state, action)
        assert told.state == made.state, f"{where}: the events are told of another state"
        assert made.events == told.events, f"{where}: events on request differ"
    elif book.quiet:
        events: list[Any] = []
        play: Callable[..., Any] = book.phase(state).by_kind[type(action)].apply
        assert play(state, action, events) == made.state, f"{where}: quiet state differs"
        assert made.events == tuple(events), f"{where}: events on request differ"


def option_sets(game: str | Game[Any]) -> list[dict[str, Any]]:
    """The rule readings to check a game under: its defaults (``{}``), then each named reading
    alone (every other member of an enum option, the other value of a yes/no option), in the
    order the options are declared. Numeric options are left at their defaults.

    >>> option_sets("naishi")[0]
    {}
    """
    found = load_game(game) if isinstance(game, str) else game
    sets: list[dict[str, Any]] = [{}]
    for field in dataclasses.fields(found.Options):
        default = field.default
        if isinstance(default, bool):
            sets.append({field.name: not default})
        elif isinstance(default, enum.Enum):
            sets += [{field.name: member.value} for member in type(default)
                     if member is not default]
    return sets


class KernelMismatch(AssertionError):
    """A playout kernel that disagrees with its game's reference rule book; the message gives
    the game, players, options, seed and the actions that reproduce the difference."""


def _describe(values: Sequence[Any]) -> str:
    return "[" + ", ".join(str(v) for v in values) + "]"


def check_kernel(game: str | Game[Any], games: int = 20,
                 options: Mapping[str, Any] | Sequence[Mapping[str, Any]] | None = None,
                 *, kernel: Game[Any] | None = None, players: Sequence[int] | None = None,
                 first_seed: int = 0, variant: Any = None,
                 reach: KernelReach | None = None) -> int:
    """Play `games` seeded random games per player count and option set with the game's
    reference rule book and compare its playout kernel with it at every state: the set-up's
    state and events, then at each state the legal actions (in order), whose turn it is, the
    end, the outcome and each seat's view, and for the action played the next state and its
    events (a kernel whose rule book takes its events from the reference, `events_from`, has
    its events compared at the set-up and the first move of each game only, to see them
    wired: they are the reference's, told of the state compared). Raise
    `KernelMismatch` on the first difference, with what reproduces it (the seed, the options
    and the actions from the start). Returns the number of states compared.

    `options`: one options mapping, a list of them, or `None` for every `option_sets`;
    `kernel`: the kernel to check (default the plug-in's); `players`: the player counts
    (default all the game supports); `variant`: an `explorer.Variant` (or its dict) to play,
    the option sets on top of it; `reach`: a `KernelReach` that tallies the rule ids and
    event kinds compared (and then also compares the refusals of the shown actions). A game
    without a kernel has nothing to compare: 0. `check_kernel_reach` plays on until every
    rule is reached.
    """
    reference = load_game(game) if isinstance(game, str) else game
    if kernel is None:
        kernel = plugin(reference.name).kernel
    if kernel is None:
        return 0
    if options is None:
        sets: list[Mapping[str, Any]] = list(option_sets(reference))
    elif isinstance(options, Mapping):
        sets = [options]
    else:
        sets = list(options)
    counts = (list(players) if players is not None
              else range(reference.min_players, reference.max_players + 1))
    compared = 0
    for chosen in sets:
        for n in counts:
            cell = _Cell(reference, n, dict(chosen), variant)
            for seed in range(first_seed, first_seed + games):
                compared += cell.play(kernel, seed, reach)
    return compared


class KernelReach:
    """What a kernel check compared: how many times each rule id and each event kind (an
    event's or a refusal's message key) was compared, by player count, in how many games and
    states; `rules` are the rule ids that have code in the game's reference (its rule index),
    the ones a check should reach. `never()` lists those no comparison cited, `short()` the
    (rule id or kind, players) pairs compared fewer than `at_least` times, `shared` the
    functions the kernel takes from the reference (`shared_with_reference`), and `report()`
    says all three in a few lines. With `refusals` (the default), a check that tallies also
    compares the refusals of the shown actions that are not legal."""

    def __init__(self, game: str, rules: Sequence[str], at_least: int = 3,
                 refusals: bool = True) -> None:
        self.game, self.rules, self.at_least = game, tuple(rules), at_least
        self.refusals = refusals
        self.seen: Counter[tuple[str, int]] = Counter()
        self.games = self.states = 0
        #: The keys met by the place of the battery being played (`_play_battery`).
        self.met: set[tuple[str, int]] = set()
        #: The functions the kernel shares with the reference (`shared_with_reference`).
        self.shared: tuple[str, ...] = ()

    def tally(self, players: int, rule_id: str, kind: str) -> None:
        for key in ((rule_id, players), (kind, players)):
            self.seen[key] += 1
            self.met.add(key)

    def tally_all(self, players: int, cited: Sequence[tuple[str, str]]) -> None:
        """`tally` each (rule id, kind) of `cited` at once (a game cites few pairs, many
        times each: counted first)."""
        seen, met = self.seen, self.met
        for pair, times in Counter(cited).items():
            for name in pair:
                seen[name, players] += times
                met.add((name, players))

    def times(self, key: str) -> int:
        """How many times `key` (a rule id or an event kind) was compared, at any count."""
        return sum(n for (name, _), n in self.seen.items() if name == key)

    def never(self) -> tuple[str, ...]:
        """The rule ids with code in the reference that no compared event or refusal cites."""
        cited = {name for name, _ in self.seen}
        return tuple(r for r in self.rules if r not in cited)

    def short(self) -> tuple[tuple[str, int], ...]:
        """The (rule id or event kind, players) pairs compared, but fewer than `at_least`
        times."""
        return tuple(sorted(k for k, n in self.seen.items() if n < self.at_least))

    def report(self) -> str:
        never, short = self.never(), self.short()
        lines = [f"{self.game}: {self.games} games, {self.states} states compared; "
                 f"{len({name for name, _ in self.seen})} rule ids and event kinds reached"]
        lines.append("  never reached: " + (", ".join(never) or "none"))
        lines.append(f"  compared fewer than {self.at_least} times: "
                     + (", ".join(f"{k} at {n}" for k, n in short) or "none"))
        lines.append("  shared with the reference (not compared; spec tests of their own): "
                     + (", ".join(self.shared) or "none"))
        return "\n".join(lines)


def numeric_option_sets(game: str | Game[Any]) -> list[dict[str, Any]]:
    """The what-if numbers to check a game under: for each option whose default is a whole
    number or a tuple of them (points, bonuses, targets, the seat that starts), one other
    value the game accepts at every player count (the default plus one, else minus one, a
    tuple's every number alike), in the order the options are declared.

    >>> numeric_option_sets("whispers")[0]
    {'start_player': 1}
    """
    found = load_game(game) if isinstance(game, str) else game
    sets: list[dict[str, Any]] = []
    for field in option_fields(found.Options):
        default: Any = field.default
        for step in (1, -1):
            if isinstance(default, int) and not isinstance(default, bool):
                value: Any = default + step
            elif _is_numbers(default):
                value = tuple(v + step for v in default)
            else:
                break
            if _accepted(found, {field.name: value}):
                sets.append({field.name: value})
                break
    return sets



def numeric_variants(game: str | Game[Any]) -> list[Variant]:
    """The what-if numbers of a game's content to check it under: for each content field
    that is a whole number or a list of them (points, bonuses, a hand's size, the gold to
    start with), the published variant with that field moved by one (plus one, else minus
    one, every number of a list alike) where the game accepts it, in the fields' order; `[]`
    for a game without content.

    >>> [v.content for v in numeric_variants("whispers")][0].hand_size
    7
    """
    published = as_variant(load_game(game) if isinstance(game, str) else game,
                           variant_named(game if isinstance(game, str) else game.name))
    found: list[Variant] = []
    for name, value in published.to_dict().get("content", {}).items():
        for step in (1, -1):
            if isinstance(value, int) and not isinstance(value, bool):
                moved: Any = value + step
            elif isinstance(value, list) and _is_numbers(tuple(value)):
                moved = [v + step for v in value]
            else:
                break
            try:
                found.append(published.replace(**{name: moved}))
            except VariantError:
                continue
            break
    return found

def _accepted(game: Game[Any], options: dict[str, Any]) -> bool:
    try:
        for n in range(game.min_players, game.max_players + 1):
            game.make_options(n, **options)
    except OptionError:
        return False
    return True


def shared_with_reference(game: str | Game[Any]) -> tuple[str, ...]:
    """The functions a game's playout kernel takes from the rest of its package (its
    reference rule book, scoring, content, cards) rather than computing itself, by qualified
    name, sorted: what `check_kernel` cannot check, since the kernel and the reference run the
    same code (each needs spec tests of its own). Read from the kernel's modules (the
    package's `kernel` module, or every module of its `kernel` package); `()` for a game
    without one."""
    found = load_game(game) if isinstance(game, str) else game
    modules = _kernel_modules(type(found).__module__)
    if not modules:
        return ()
    package = modules[0].__name__.rsplit(".", 1)[0]
    kernel = modules[0].__name__
    names = set()
    for module in modules:
        for value in vars(module).values():
            home = getattr(value, "__module__", None) or ""
            if (isinstance(value, types.FunctionType) and home.startswith(package + ".")
                    and not (home == kernel or home.startswith(kernel + "."))):
                names.add(f"{home}.{value.__qualname__}")
    return tuple(sorted(names))


def _kernel_modules(module: str) -> list[types.ModuleType]:
    """The `kernel` module (or the modules of the `kernel` package) beside `module` or one of
    the packages holding it, the nearest first found."""
    parts = module.split(".")
    for end in range(len(parts), 0, -1):
        name = ".".join(parts[:end]) + ".kernel"
        try:
            found = importlib.util.find_spec(name) is not None
        except ModuleNotFoundError:
            found = False
        if found:
            top = importlib.import_module(name)
            inside = [importlib.import_module(f"{name}.{info.name}")
                      for info in pkgutil.iter_modules(getattr(top, "__path__", []))]
            return [top, *inside]
    return []


class _Cell:
    """One place of a battery: a game at a player count, under an option set and a variant."""

    def __init__(self, reference: Game[Any], players: int, chosen: dict[str, Any],
                 variant: Any = None) -> None:
        self.reference, self.players = reference, players
        self.options = variant_options(reference, players, variant, chosen)
        self.shown = dict(chosen)
        if variant is not None:
            self.shown["variant"] = as_variant(reference, variant).to_dict()

    def play(self, kernel: Game[Any], seed: int, reach: KernelReach | None) -> int:
        """Compare one seeded game from the set-up; the number of states compared."""
        reference, n = self.reference, self.players
        compare = _Comparison(reference, kernel, n, seed, self.shown, reach)
        ours, theirs = reference.initial(n, seed, self.options), kernel.initial(n, seed,
                                                                                  self.options)
        compare.same("the set-up's state", ours.state, theirs.state)
        compare.same("the set-up's events", ours.events, theirs.events)
        compare.events(ours.events)
        return compare.play_out(ours.state, derive(seed, 7))


class _Comparison:
    """The reference and a kernel side by side along one game (`played`: its actions)."""

    def __init__(self, reference: Game[Any], kernel: Game[Any], players: int, seed: int,
                 shown: Mapping[str, Any], reach: KernelReach | None,
                 played: Sequence[Any] = ()) -> None:
        self.reference, self.kernel, self.players, self.seed = reference, kernel, players, seed
        self.shown, self.reach, self.played = shown, reach, list(played)
        #: The (rule id, kind) pairs compared and not yet tallied (`tally`: once a game).
        self.cited: list[tuple[str, str]] = []
        #: Whether the kernel's events are still to compare: at every move, unless its rule
        #: book takes them from the reference (then at the first move only).
        self.telling = True
        #: Both rule books, when both games refuse through them (`_shared_verify`).
        self.books = _rule_books(reference, kernel)

    def same(self, what: str, expected: Any, found: Any, *args: Any) -> None:
        """Raise `KernelMismatch` unless `expected == found`; `what` is said with `args`
        formatted in (only when they differ: naming an action costs)."""
        if expected != found:
            raise KernelMismatch(
                f"{self.reference.name}: the kernel differs from the reference in "
                f"{what.format(*args)}\n"
                f"  players={self.players} seed={self.seed} options={dict(self.shown)!r}\n"
                f"  actions from the start ({len(self.played)}): {_describe(self.played)}\n"
                f"  reference: {expected!r}\n  kernel:    {found!r}")

    def events(self, events: Sequence[Any]) -> None:
        if self.reach is not None:
            self.cited += [(e.rule, e.message.key) for e in events]

    def tally(self) -> None:
        """Count what this game compared (`KernelReach.tally_all`)."""
        if self.reach is not None and self.cited:
            self.reach.tally_all(self.players, self.cited)
        self.cited = []

    def state(self, state: Any, step: int) -> tuple[Any, ...]:
        """Compare everything read at `state`; its legal actions."""
        reference, kernel = self.reference, self.kernel
        legal = tuple(reference.legal_actions(state))
        fast = tuple(kernel.legal_actions(state))
        if legal != fast:
            self.same("the legal actions at step {}", _describe(legal), _describe(fast), step)
        for what, ask in (("whose turn it is", "current_player"), ("the end", "is_over"),
                          ("the outcome", "outcome")):
            ours, theirs = getattr(reference, ask)(state), getattr(kernel, ask)(state)
            if ours != theirs:
                self.same("{} at step {}", ours, theirs, what, step)
        ours_view, their_view = reference.view, kernel.view
        for seat in range(self.players):
            ours, theirs = ours_view(state, seat), their_view(state, seat)
            if ours != theirs:
                self.same("seat {}'s view at step {}", ours, theirs, seat, step)
        if self.reach is not None and self.reach.refusals:
            self.refusals(state, set(legal), step)
        return legal

    def refusals(self, state: Any, legal: set[Any], step: int) -> None:
        """The refusals of the shown actions that are not legal: the same message and rule.
        Where both rule books refuse an action with one shared `verify` (one the kernel takes
        from the reference, `shared_with_reference`), that function is asked once: asked of
        both it could only agree with itself."""
        assert self.reach is not None
        ours_why, their_why = self.reference.why_illegal, self.kernel.why_illegal
        cited = self.cited
        shared: dict[type, Any] = {}  # per class of action, `_shared_verify`'s answer
        for action in self.reference.candidate_actions(state):
            if action in legal:
                continue
            kind = type(action)
            verify = shared.get(kind, _UNSET)
            if verify is _UNSET:
                verify = shared[kind] = self._shared_verify(state, kind, legal)
            if verify is not None:
                ours = verify(state, action)
            else:
                ours, theirs = ours_why(state, action), their_why(state, action)
                rule_ = getattr(ours, "rule", None)
                if ours != theirs or rule_ != getattr(theirs, "rule", None):
                    self.same("the refusal of {} at step {}", (ours, rule_),
                              (theirs, getattr(theirs, "rule", None)), action, step)
            if isinstance(ours, Refusal):
                cited.append((ours.rule, ours.key))

    def _shared_verify(self, state: Any, kind: type, legal: set[Any]) -> Any:
        """The `verify` both rule books ask about a non-legal action of class `kind` at
        `state`, if it is one function and the kernel's move, if exact, lists no action
        that is not legal (then its `why_illegal` would answer `None`); else `None`."""
        if self.books is None:
            return None
        ours, theirs = self.books[0].move_of(state, kind), self.books[1].move_of(state, kind)
        if ours is None or theirs is None or ours.verify is not theirs.verify:
            return None
        for move in (ours, theirs):
            if move.exact and not legal.issuperset(move.candidates(state)):
                return None
        return ours.verify

    def move(self, state: Any, action: Any) -> Any:
        """Apply `action` with both; the next state."""
        ours, theirs = self.reference.apply(state, action), self.kernel.apply(state, action)
        self.played.append(action)
        if ours.state != theirs.state:
            self.same("the state after {}", ours.state, theirs.state, action)
        if self.telling:
            if ours.events != theirs.events:
                self.same("the events of {}", ours.events, theirs.events, action)
            self.telling = getattr(getattr(self.kernel, "rulebook", None), "events_from",
                                   None) is None
        self.events(ours.events)  # the reference's (a kernel's own are compared above)
        return ours.state

    def play_out(self, state: Any, rng: Any) -> int:
        """Compare at every state of a random game from `state` to its end; the number of
        states compared."""
        for step in range(self.reference.max_steps + 1):
            legal = self.state(state, len(self.played))
            if not legal:
                self.tally()
                if self.reach is not None:
                    self.reach.games += 1
                    self.reach.states += step + 1
                return step + 1
            action, rng = rng.choice(legal)
            state = self.move(state, action)
        raise AssertionError(f"{self.reference.name} seed {self.seed}: no end within "
                             f"{self.reference.max_steps} actions")


def check_kernel_reach(game: str | Game[Any], *, at_least: int = 3, games: int = 2,
                       most: int = 12, kernel: Game[Any] | None = None,
                       options: Sequence[Mapping[str, Any]] | None = None,
                       variants: Sequence[Any] | None = None,
                       starts: Mapping[str, Match] | None = None,
                       scenarios: bool = True, first_seed: int = 0,
                       every_count: bool = True) -> KernelReach:
    """`check_kernel` until every rule is reached: compare the game's kernel with its
    reference at every state (raising `KernelMismatch` at the first difference, with what
    reproduces it), the refusals of the shown actions too, over a battery of places: every
    start (each of the game's scenarios when `scenarios`, and each match of `starts`, by its
    label: along its whole timeline, then in random games from its cursor) and every player
    count under every option set (`option_sets` and `numeric_option_sets` by default) and
    every variant of `variants` (with its own options; `numeric_variants` by default);
    without `every_count`, the defaults (`{}`) at every player count and each other option
    set and variant at one, in turn. Each place plays
    `games` games, each with its own seed, then one more a round while it has met a rule id
    or an event kind (at its player count) compared fewer than `at_least` times, up to
    `most` games. Returns the `KernelReach`: its `never()` and `short()` list what was not
    reached enough, its `report()` says it; a game without a kernel gives an empty one."""
    reference = load_game(game) if isinstance(game, str) else game
    reach = KernelReach(reference.name, tuple(rule_index(reference)), at_least)
    kernel = plugin(reference.name).kernel if kernel is None else kernel
    if kernel is None:
        return reach
    reach.shared = shared_with_reference(reference)
    found = list((starts or {}).items())
    if scenarios:
        found += [(f"scenario {s.name}", Match.from_scenario(reference.name, s))
                  for s in scenario_list(reference.name)]
    sets = list(options) if options is not None else (option_sets(reference)
                                                     + numeric_option_sets(reference))
    cells: list[_Cell | _Start] = [_Start(reference, label, match) for label, match in found]
    counts = range(reference.min_players, reference.max_players + 1)
    for i, chosen in enumerate(sets):
        at = counts if every_count or not chosen else [counts[i % len(counts)]]
        cells += [_Cell(reference, n, dict(chosen)) for n in at]
    for i, v in enumerate(numeric_variants(reference) if variants is None else variants):
        at = counts if every_count else [counts[i % len(counts)]]
        cells += [_Cell(reference, n, {}, v) for n in at]
    _play_battery(kernel, cells, reach, games, most, first_seed)
    return reach


class _Start:
    """A start of the battery: a match (a scenario's, a known position's), compared along its
    timeline the first time, then in random games from its cursor."""

    def __init__(self, reference: Game[Any], label: str, match: Match) -> None:
        self.reference, self.label, self.match = reference, label, match
        self.walked = False

    def play(self, kernel: Game[Any], seed: int, reach: KernelReach | None) -> int:
        match, shown = self.match, {"start": self.label}
        compared = 0
        if not self.walked:
            compare = _Comparison(self.reference, kernel, match.players, match.seed, shown,
                                  reach)
            state = match.state_at(0)
            for step, action in enumerate(match.timeline):
                compare.state(state, step)
                state = compare.move(state, action)
            compare.tally()
            self.walked, compared = True, match.length
        before = match.timeline[:match.step]
        return compared + _Comparison(self.reference, kernel, match.players, seed, shown, reach,
                                      before).play_out(match.state, derive(seed, 7))


def _play_battery(kernel: Game[Any], cells: Sequence[_Cell | _Start], reach: KernelReach,
                  games: int, most: int, first_seed: int) -> None:
    """Each cell plays `games` games, then one a round while it has met a key compared fewer
    than `at_least` times, up to `most`; every game of every cell has its own seed."""
    met: list[set[tuple[str, int]]] = [set() for _ in cells]
    active: Sequence[int] = range(len(cells))
    for round_ in range(most):
        if round_ >= games:
            active = [i for i in active
                      if any(reach.seen[key] < reach.at_least for key in met[i])]
        for i in active:
            reach.met = met[i]
            cells[i].play(kernel, first_seed + round_ * len(cells) + i, reach)
    reach.met = set()


ALL_CHECKS = {
    "playthroughs": check_playthroughs,
    "purity": check_purity,
    "actions": check_actions,
    "declared": check_declared,
    "events": check_events,
    "views": check_views,
    "determinism": check_determinism,
    "timeline": check_timeline,
}


#: `refusals`' mark for a class of action not yet looked up at a state.
_UNSET: Any = object()


def _rule_books(reference: Game[Any], kernel: Game[Any]) -> tuple[RuleBook[Any], ...] | None:
    """The two games' rule books, when both refuse through them (`DeclaredGame.why_illegal`,
    not a game's own)."""
    books = tuple(g.rulebook for g in (reference, kernel) if isinstance(g, DeclaredGame)
                  and type(g).why_illegal is DeclaredGame.why_illegal)
    return books if len(books) == 2 else None


def player_counts(name: str) -> range:
    game = load_game(name)
    return range(game.min_players, game.max_players + 1)
