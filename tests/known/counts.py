"""Known counts (python-chess's perft files): for fixed positions of each game, the number of
action sequences of length 1, 2 and 3 (`explorer.engine.perft`), and at depth 3 the count
after each first action (its `divide`).

A file `tests/known/<game>.txt` is a list of matches. Each match is a start and the moves
played from it, then the positions along it that are counted:

    start <label> players=<n> seed=<s> options=<JSON>   a fresh deal (options: the non-default ones)
    start <label> scenario=<name>                        a named scenario's moment
    moves <move>; <move>; ...                            the moves from the start, by str(),
                                                         continued on further `moves` lines
    at <step>: <d1> <d2> <d3>                            the position after <step> moves
        <count> <first action>                           its divide at depth 3

Every position is rebuilt from the file alone: the start, then `Match.replay` of the moves.
`python -m tests.known.regenerate [GAME ...]` (`make known`) rewrites the files on purpose: it
keeps the matches and positions already there and recounts them (a match whose moves no longer
replay stops it); `--fresh` (`make known FRESH=1`) plays new matches (seeded uniform random
play) and picks new positions (`pick`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import explorer
from explorer.engine import Match
from explorer.engine.errors import OptionError, RecordError
from explorer.engine.perft import Rules, divide, perft
from explorer.engine.registry import plugin
from explorer.engine.rng import derive

HERE = Path(__file__).resolve().parent
DEPTHS = (1, 2, 3)
#: The most nodes a depth-3 count of a picked position may visit (its depth-2 count, each
#: an `apply`, plus its depth-3 count, each read off a listing).
BUDGET = 200_000
#: How many positions a fresh file picks per game (at least `MINIMUM`).
MINIMUM, MOST = 24, 80
SEPARATOR = "; "


def path_for(name: str) -> Path:
    return HERE / f"{name}.txt"


def games() -> tuple[str, ...]:
    return explorer.registered_games()


@dataclass
class Start:
    """Where a match starts: a seeded deal (`players`, `seed`, `options`) or a `scenario`."""

    label: str
    players: int | None = None
    seed: int = 0
    options: dict[str, Any] = field(default_factory=dict)
    scenario: str | None = None

    def line(self) -> str:
        if self.scenario is not None:
            return f"start {self.label} scenario={self.scenario}"
        return (f"start {self.label} players={self.players} seed={self.seed} "
                f"options={json.dumps(self.options, sort_keys=True)}")

    def match(self, name: str) -> Match:
        if self.scenario is not None:
            return Match.from_scenario(name, self.scenario)
        return Match(name, self.players, self.seed, **self.options)


@dataclass
class Position:
    """One counted position: the match after `step` moves, its counts by depth and its divide
    at the deepest depth; `line` is where it stands in its file (1-based)."""

    step: int
    counts: dict[int, int]
    divide: dict[str, int]
    line: int = 0


@dataclass
class Block:
    """A match: its start, its moves and its counted positions; `line`: its start's line."""

    start: Start
    moves: list[str]
    positions: list[Position]
    line: int = 0


# -- the file's text ------------------------------------------------------------------------

_START = re.compile(r"start (\S+) (.*)")
_AT = re.compile(r"at (\d+): ((?:\d+ ?)+)")


def parse(text: str) -> list[Block]:
    """The blocks of a known-counts file; `ValueError` naming the line for anything else."""
    blocks: list[Block] = []
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.rstrip()
        if not line or line.startswith("#"):
            continue
        try:
            _parse_line(line, number, blocks)
        except (ValueError, IndexError, KeyError) as exc:
            raise ValueError(f"line {number}: {line!r}: {exc}") from None
    return blocks


def _parse_line(line: str, number: int, blocks: list[Block]) -> None:
    if line.startswith("start "):
        found = _START.fullmatch(line)
        if found is None:
            raise ValueError("a start is `start <label> key=value ...`")
        blocks.append(Block(_read_start(found[1], found[2]), [], [], number))
    elif line.startswith("moves "):
        blocks[-1].moves.extend(line[len("moves "):].split(SEPARATOR))
    elif line.startswith("at "):
        found = _AT.fullmatch(line)
        if found is None:
            raise ValueError("a position is `at <step>: <count at depth 1> <2> <3>`")
        counts = dict(zip(DEPTHS, map(int, found[2].split()), strict=True))
        blocks[-1].positions.append(Position(int(found[1]), counts, {}, number))
    elif line.startswith("    "):
        count, action = line.split(None, 1)
        blocks[-1].positions[-1].divide[action] = int(count)
    else:
        raise ValueError("not a start, moves, position or divide line")


def _read_start(label: str, rest: str) -> Start:
    if rest.startswith("scenario="):
        return Start(label, scenario=rest[len("scenario="):])
    found = re.fullmatch(r"players=(\d+) seed=(\d+) options=(.*)", rest)
    if found is None:
        raise ValueError("a deal is `players=<n> seed=<s> options=<JSON>`")
    options = json.loads(found[3])
    if not isinstance(options, dict):
        raise ValueError("options must be a JSON object")
    return Start(label, int(found[1]), int(found[2]), options)


def write(name: str, blocks: Sequence[Block]) -> str:
    """The text of `name`'s file (`parse` reads it back)."""
    lines = [
        f"# {name}: known counts of action sequences (perft), written by",
        f"# `python -m tests.known.regenerate {name}`; tests/known/test_known.py recounts them.",
        "# start: a match (players, seed and non-default options, or a scenario's moment);",
        "# moves: its moves from there, by str(); at <step>: the counts at depths 1 2 3 after",
        "# <step> moves, and under it each first action and the number of sequences of",
        "# length 3 that start with it.",
    ]
    for block in blocks:
        lines += ["", block.start.line(), *_move_lines(block.moves)]
        for position in block.positions:
            counts = " ".join(str(position.counts[d]) for d in DEPTHS)
            lines.append(f"at {position.step}: {counts}")
            width = max((len(str(n)) for n in position.divide.values()), default=1)
            lines += [f"    {n:>{width}} {action}" for action, n in position.divide.items()]
    return "\n".join(lines) + "\n"


def _move_lines(moves: Sequence[str], width: int = 94) -> Iterator[str]:
    line: list[str] = []
    for move in moves:
        if SEPARATOR.strip() in move or move != move.strip() or not move:
            raise ValueError(f"the move {move!r} cannot be written in a moves line")
        if line and len(SEPARATOR.join([*line, move])) > width:
            yield "moves " + SEPARATOR.join(line)
            line = []
        line.append(move)
    if line:
        yield "moves " + SEPARATOR.join(line)


# -- counting -------------------------------------------------------------------------------

def rules_of(name: str) -> dict[str, Rules]:
    """What counts for `name`: its registered `Game`, and its plug-in's kernel if it has one."""
    found: dict[str, Rules] = {"game": explorer.load_game(name)}
    kernel = getattr(plugin(name), "kernel", None)
    if kernel is not None:
        found["kernel"] = kernel
    return found


def count(rules: Rules, state: Any) -> tuple[dict[int, int], dict[str, int]]:
    """The counts at every depth of `DEPTHS` and the divide at the deepest."""
    counts = {d: perft(rules, state, d) for d in DEPTHS[:-1]}
    split = divide(rules, state, DEPTHS[-1])
    counts[DEPTHS[-1]] = sum(split.values())
    return counts, split


def states(name: str, block: Block) -> dict[int, Any]:
    """The state at each counted step of `block`, rebuilt from its start and moves."""
    match = block.start.match(name)
    last = max((p.step for p in block.positions), default=0)
    match.replay(block.moves[:last])
    return {p.step: match.state_at(match.step - last + p.step) for p in block.positions}


def check(name: str, blocks: Sequence[Block], rules: Rules, path: Path | None = None) -> list[str]:
    """A readable report of every stored count that `rules` no longer gives (empty if all
    agree): the line, the depths, stored and found, and the first actions whose depth-3
    subtree changed."""
    problems = []
    where = path.name if path is not None else name
    for block in blocks:
        try:
            found = states(name, block)
        except (RecordError, OptionError) as exc:
            problems.append(f"{where}:{block.line} {block.start.label}: the match no longer "
                            f"replays: {exc}")
            continue
        for position in block.positions:
            counts, split = count(rules, found[position.step])
            if counts == position.counts and split == position.divide:
                continue
            head = f"{where}:{position.line} {block.start.label} at step {position.step}:"
            lines = [head] + [
                f"  depth {d}: stored {position.counts[d]}, found {counts[d]}"
                for d in DEPTHS if counts[d] != position.counts[d]
            ]
            lines += diff_divide(position.divide, split)
            problems.append("\n".join(lines))
    return problems


def diff_divide(stored: dict[str, int], found: dict[str, int]) -> list[str]:
    """The first actions whose count at depth 3 differs, one line each."""
    out = [f"  depth {DEPTHS[-1]} after {action!r}: stored {stored.get(action, 'no such action')}"
           f", found {found.get(action, 'no such action')}"
           for action in [*stored, *(a for a in found if a not in stored)]
           if stored.get(action) != found.get(action)]
    if list(stored) != list(found) and set(stored) == set(found):
        out.append("  the first actions are listed in another order")
    return out


# -- picking positions ----------------------------------------------------------------------

def play(name: str, start: Start, moves: int | None = None) -> list[str]:
    """Seeded uniform random moves from `start` (to the end of the game, or `moves` of them)."""
    match = start.match(name)
    game = match.game
    played: list[str] = []
    rng = derive(start.seed, 7)
    while not match.is_over and (moves is None or len(played) < moves):
        action, rng = rng.choice(list(match.legal_actions()))
        match.play(action)
        played.append(str(action))
        if len(played) > game.max_steps:
            break
    return played


def features(state: Any, legal: Sequence[Any], start: Start) -> set[str]:
    """What a position shows: its phase (and whose character's turn, in Citadels) and each kind
    of legal action: its class, and its first words with numbers and details left out
    ("play General", "kill King"; `pick` drops the words of a class with many, such as the
    district to build). A start with non-default options has features of its own, so that
    its readings are counted too."""
    tag = f"{start.label}/" if start.options else ""
    out = {f"{tag}phase:{getattr(state, 'phase', None)}",
           f"{tag}turn:{getattr(getattr(state, 'turn', None), 'rank', None)}",
           f"players:{getattr(state, 'players', None)}"}
    for action in legal:
        words = re.sub(r"\([^)]*\)|[\d-]+", "", str(action)).split()
        kind = f"{tag}{type(action).__name__}"
        out |= {kind, f"{kind}:{' '.join(words[:2])}"}
    return out


#: A class of action with more kinds of words than this has only its class as a feature.
WORDS = 10


def pick(name: str, blocks: Sequence[Block]) -> None:
    """Fill each block's positions, greedily: the steps whose features are not yet covered
    (the last steps before the end of a match and before a new round are features too, and
    each block is one), within `BUDGET`, `MINIMUM` to `MOST` positions in all."""
    game = explorer.load_game(name)
    candidates: list[tuple[int, int, set[str]]] = []
    for index, block in enumerate(blocks):
        match = block.start.match(name)
        base = match.step
        match.replay(block.moves)
        tag = f"{block.start.label}/" if block.start.options else ""
        for step in range(base, match.length + 1):
            state = match.state_at(step)
            legal = game.legal_actions(state)
            if not legal or perft(game, state, 2) + perft(game, state, 3) > BUDGET:
                continue
            marks = features(state, legal, block.start) | {f"block {index}"}
            if step == base and block.start.scenario:  # a scenario's moment is always picked
                marks.add(f"{block.start.label}/the moment")
            if step >= match.length - 2 and game.is_over(match.state_at(match.length)):
                marks.add(f"{tag}end")
            later = match.state_at(min(step + 1, match.length))
            if getattr(later, "round", None) != getattr(state, "round", None):
                marks.add(f"{tag}round end")
            candidates.append((index, step - base, marks))
    kinds: dict[str, set[str]] = {}
    for _, _, marks in candidates:
        for mark in marks:
            kinds.setdefault(mark.split(":")[0], set()).add(mark)
    many = {mark for group in kinds.values() if len(group) > WORDS for mark in group}
    chosen = _cover([(i, step, marks - many) for i, step, marks in candidates])
    for index, block in enumerate(blocks):
        block.positions = [Position(step, {}, {}) for i, step in sorted(chosen) if i == index]
        last = max((p.step for p in block.positions), default=0)
        del block.moves[last:]


def _cover(candidates: list[tuple[int, int, set[str]]]) -> set[tuple[int, int]]:
    chosen: set[tuple[int, int]] = set()
    covered: set[str] = set()
    while len(chosen) < MOST:
        best = max(candidates, key=lambda c: (len(c[2] - covered), -c[1]), default=None)
        if best is None or (not best[2] - covered and len(chosen) >= MINIMUM):
            break
        if not best[2] - covered:  # everything is covered: spread the rest along the matches
            best = candidates[len(chosen) * 7919 % len(candidates)]
        candidates.remove(best)
        chosen.add((best[0], best[1]))
        covered |= best[2]
    return chosen


#: The matches a fresh file plays: several player counts, seeds and option sets (the readings
#: the rule specs leave open), and every named scenario.
STARTS: dict[str, list[Start]] = {
    "naishi": [
        Start("seed1", 2, 1),
        Start("seed2", 2, 2),
        Start("seed3", 2, 3),
        Start("choose", 2, 4, {"recall": "choose", "ninja_choice": "choose",
                                "idle_ninja_colour": "black"}),
        Start("loose", 2, 5, {"river_swap": False, "additional_with_any_main": True,
                               "discard_may_empty_river": True, "horseman_bonus": "replaces",
                               "sentinel_fort_bonus": "only_alone"}),
    ],
    "whispers": [
        Start("3p", 3, 1),
        Start("4p", 4, 2),
        Start("5p", 5, 3),
        Start("counts", 4, 4, {"wizard_equal_counts": False, "wizard_target_pick":
                               "target_chooses", "effects_optional": True}),
        Start("strict", 3, 5, {"butler_requires_own_area": True, "wizard_target_pick":
                               "active_sees", "forced_card_is_placed": True,
                               "accountant_hand_stays_open": True, "neutral_pass_counts": "hand",
                               "king_reshuffle_includes_face_up": False}),
        Start("silent", 5, 6, {"silent_palace": True, "start_player": 2,
                               "target_scores": [6, 5, 3]}),
    ],
    "citadels": [
        Start("2p", 2, 1),
        Start("3p", 3, 2),
        Start("4p", 4, 3),
        Start("5p", 5, 4),
        Start("6p", 6, 5),
        Start("7p", 7, 6),
        Start("variants", 4, 7, {"removal_order": "face_up_first", "discard_to": "discard_pile",
                                 "graveyard_scope": "own_city",
                                 "library_observatory": "draw3_keep3",
                                 "bishop_blocks_own_warlord": True, "smithy": "pay3_draw2",
                                 "draw_needs_two": True, "great_wall_own_city": False}),
        Start("smithy3", 5, 8, {"smithy": "pay3_draw3", "crown": 2, "name_face_up": False,
                                "complete_size": 7}),
    ],
}

#: Moves played after a scenario's moment.
SCENARIO_MOVES = 12


def fresh_blocks(name: str) -> list[Block]:
    """New matches for `name` (its `STARTS` and its scenarios), positions not yet picked."""
    from explorer.engine.scenario import scenarios

    players = explorer.load_game(name).default_players
    starts = [*STARTS.get(name, [Start("seed1", players, 1)]),
              *(Start(s.name, scenario=s.name) for s in scenarios(name))]
    return [Block(start, play(name, start, SCENARIO_MOVES if start.scenario else None), [])
            for start in starts]


def recount(name: str, blocks: Sequence[Block]) -> None:
    """Count every position of `blocks` with `name`'s registered `Game`."""
    game = explorer.load_game(name)
    for block in blocks:
        found = states(name, block)
        for position in block.positions:
            position.counts, position.divide = count(game, found[position.step])
