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
import json
import random
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from .core import Action, Game
from .errors import IllegalActionError
from .events import rule
from .i18n import LANGUAGES
from .match import Match
from .moves import DeclaredGame, Refusal, RuleBook
from .registry import load_game, plugin
from .rng import derive
from .variant import as_variant, variant_options


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
    made on request are those of the move run with a list."""
    made = book.apply(state, action)
    if book.quiet:
        events: list[Any] = []
        move = book.phase(state).by_kind[type(action)]
        assert move.apply(state, action, events) == made.state, f"{where}: quiet state differs"
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
                 first_seed: int = 0, variant: Any = None) -> int:
    """Play `games` seeded random games per player count and option set with the game's
    reference rule book and compare its playout kernel with it at every state: the set-up's
    state and events, then at each state the legal actions (in order), whose turn it is, the
    end, the outcome and each seat's view, and for the action played the next state and its
    events. Raise
    `KernelMismatch` on the first difference, with what reproduces it (the seed, the options
    and the actions from the start). Returns the number of states compared.

    `options`: one options mapping, a list of them, or `None` for every `option_sets`;
    `kernel`: the kernel to check (default the plug-in's); `players`: the player counts
    (default all the game supports); `variant`: an `explorer.Variant` (or its dict) to play,
    the option sets on top of it. A game without a kernel has nothing to compare: 0.
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
            made = variant_options(reference, n, variant, chosen)
            shown = dict(chosen)
            if variant is not None:
                shown["variant"] = as_variant(reference, variant).to_dict()
            for seed in range(first_seed, first_seed + games):
                compared += _compare_game(reference, kernel, n, seed, made, shown)
    return compared


def _compare_game(reference: Game[Any], kernel: Game[Any], players: int, seed: int,
                  options: Any, shown_options: dict[str, Any]) -> int:
    played: list[Any] = []

    def differ(what: str, expected: Any, found: Any) -> KernelMismatch:
        return KernelMismatch(
            f"{reference.name}: the kernel differs from the reference in {what}\n"
            f"  players={players} seed={seed} options={shown_options!r}\n"
            f"  actions from the start ({len(played)}): {_describe(played)}\n"
            f"  reference: {expected!r}\n  kernel:    {found!r}")

    ours, theirs = reference.initial(players, seed, options), kernel.initial(players, seed, options)
    if ours.state != theirs.state:
        raise differ("the set-up's state", ours.state, theirs.state)
    if ours.events != theirs.events:
        raise differ("the set-up's events", ours.events, theirs.events)
    state = ours.state
    rng = derive(seed, 7)
    for step in range(reference.max_steps + 1):
        legal = tuple(reference.legal_actions(state))
        fast = tuple(kernel.legal_actions(state))
        if legal != fast:
            raise differ(f"the legal actions at step {step}", _describe(legal), _describe(fast))
        for what, ask in (("whose turn it is", "current_player"), ("the end", "is_over"),
                          ("the outcome", "outcome")):
            expected, found = getattr(reference, ask)(state), getattr(kernel, ask)(state)
            if expected != found:
                raise differ(f"{what} at step {step}", expected, found)
        for seat in range(players):
            expected, found = reference.view(state, seat), kernel.view(state, seat)
            if expected != found:
                raise differ(f"seat {seat}'s view at step {step}", expected, found)
        if not legal:
            return step + 1
        action, rng = rng.choice(legal)
        ours, theirs = reference.apply(state, action), kernel.apply(state, action)
        played.append(action)
        if ours.state != theirs.state:
            raise differ(f"the state after {action}", ours.state, theirs.state)
        if ours.events != theirs.events:
            raise differ(f"the events of {action}", ours.events, theirs.events)
        state = ours.state
    raise AssertionError(f"{reference.name} seed {seed}: no end within {reference.max_steps}"
                         " actions")


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


def player_counts(name: str) -> range:
    game = load_game(name)
    return range(game.min_players, game.max_players + 1)
