"""A fuzzer for positions and share codes (issue 23): states of real matches, saved as JSON
and changed in a few well-typed ways (a list one longer or shorter, a seat out of range, another
colour's name, a field nulled, an option pushed past its range). Loading one must either refuse
it with the package's own error or accept it, and an accepted one must then play on to its end
(or to a step bound) without any exception.

`fuzz_positions(name, count, seed)` returns what went wrong: `(how, case, error)` for each
escape, each accepted position that fails in play, and each refusal by the checks' safety net
("could not be checked": a game hook fell over, so the shape checks missed something); an
empty list is the pass. `fuzz_share_codes` does the same for damaged share codes."""

from __future__ import annotations

import base64
import copy
import functools
import json
import random
import traceback
import zlib
from collections.abc import Callable
from typing import Any

from explorer import Match, Position
from explorer.engine import ExplorerError, load_game
from explorer.engine.position import SHARE_PREFIX, to_share_code

#: How many actions an accepted position is played on for (enough to cross a round or two).
PLAY_STEPS = 120

Path = tuple[Any, ...]

#: The reason of the safety net: a game hook failed on the state while it was checked.
UNCHECKED = "could not be checked"


def sample_states(name: str, seed: int) -> list[dict[str, Any]]:
    """The JSON states of one match (every player count in turn, a bot playing): the start,
    a few steps in, later on and the end."""
    game = load_game(name)
    players = game.min_players + seed % (game.max_players - game.min_players + 1)
    match = Match(name, players, seed=seed)
    out = [match.position().to_record()]
    rng = random.Random(seed)
    while not match.is_over:
        match.play_bot()
        if rng.random() < 0.08:
            out.append(match.position().to_record())
    out.append(match.position().to_record())
    return out


def _paths(value: Any, path: Path = ()) -> list[Path]:
    out = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            out.extend(_paths(item, (*path, key)))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            out.extend(_paths(item, (*path, index)))
    return out


def _get(value: Any, path: Path) -> Any:
    for key in path:
        value = value[key]
    return value


def _set(value: Any, path: Path, new: Any) -> None:
    _get(value, path[:-1])[path[-1]] = new


def _strings(value: Any) -> list[str]:
    return sorted({_get(value, p) for p in _paths(value) if isinstance(_get(value, p), str)})


def _changed(value: Any, players: int, words: list[str], rng: random.Random) -> Any:
    """`value` changed in one well-typed (or nearly so) way."""
    roll = rng.random()
    if roll < 0.06:
        return None
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return rng.choice([-1, 0, 1, 2, 3, value - 1, value + 1, players, players + 1, 7, 9,
                           14, 99, 1000, 10**6, -(10**6)])
    if isinstance(value, str):
        return rng.choice([*words, "purple", ""])
    if value is None:
        return rng.choice([0, 1, players, -1, [], "red", [0], [0, 0]])
    if isinstance(value, list):
        items = list(value)
        choice = rng.randrange(6)
        if choice == 0 and items:
            del items[rng.randrange(len(items))]
        elif choice == 1 and items:
            items.append(copy.deepcopy(rng.choice(items)))
        elif choice == 2:
            items = []
        elif choice == 3 and items:
            rng.shuffle(items)
        elif choice == 4 and len(items) > 1:
            items = items[: rng.randrange(len(items))]
        else:
            items = items + items
        return items
    return value  # an object: changed through its fields


def mutate(record: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A copy of a position record with one to three changes inside its state."""
    record = copy.deepcopy(record)
    state = record["state"]
    players = state.get("players", 2) if isinstance(state.get("players"), int) else 2
    words = _strings(state)
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        paths = [p for p in _paths(state) if p]
        if rng.random() < 0.3:
            # Options and per-seat values are where most inconsistencies hide.
            hot = [p for p in paths if p[0] in ("options", "players", "turn", "crown",
                                                "player", "first", "phase", "colours")
                   or (len(p) > 1 and p[0] == "options")]
            paths = hot or paths
        path = rng.choice(paths)
        _set(state, path, _changed(_get(state, path), players, words, rng))
        if not isinstance(state, dict):
            break
    return record


def _play_on(match: Match, rng: random.Random) -> None:
    """Play an accepted position on: the bot and random legal actions, looking at each seat's
    view, the buttons an explorer shows (candidate actions, their sentences and refusals), the
    log's texts, the outcome, and saving the match."""
    for seat in range(match.players):
        match.view(seat)
        match.player_label(seat)
    game = match.game
    for action in list(game.candidate_actions(match.state))[:40]:
        game.describe_action(match.state, action, "ja")
        match.why_illegal(action)
    for _ in range(PLAY_STEPS):
        if match.is_over:
            break
        if rng.random() < 0.5:
            match.play_bot(rng.randrange(1 << 30))
        else:
            match.play(rng.choice(match.legal_actions()))
        for event in match.events_at(match.step):
            event.label("en")
            event.label("ja")
    match.outcome  # noqa: B018  # computed for its exceptions
    Match.from_json(match.to_json())


Failure = tuple[str, str, str]


def _attempt(how: str, case: str, load: Callable[[], Any], rng: random.Random,
             failures: list[Failure]) -> None:
    try:
        loaded = load()
    except ExplorerError as exc:
        # The safety net's refusal counts as a failure too: the shape checks should have said
        # what is wrong before a hook fell over.
        if UNCHECKED in exc.in_language("en"):
            failures.append((f"{how}, unchecked", case, exc.in_language("en")))
        return
    except Exception:  # noqa: BLE001  # an escape is what the fuzzer looks for
        failures.append((how, case, traceback.format_exc(limit=-4)))
        return
    try:
        if isinstance(loaded, Position):
            loaded = Match.from_position(loaded.game, loaded)
        _play_on(loaded, rng)
    except Exception:  # noqa: BLE001  # an accepted position must play on
        failures.append((f"{how}, then play", case, traceback.format_exc(limit=-4)))


def _loader(way: int, name: str, record: dict[str, Any]) -> tuple[str, Callable[[], Any]]:
    """One of the four ways of loading a position record: `Position.from_json`,
    `Match.from_position` (in Japanese), `Match.from_json` with a position, a share code."""
    text = json.dumps(record)
    if way == 0:
        return "Position.from_json", functools.partial(Position.from_json, text)
    if way == 1:
        return "Match.from_position", functools.partial(Match.from_position, name, text,
                                                        lang="ja")
    state = record["state"]
    if way == 2:
        full = {"format": "explorer.match/1", "game": name,
                "players": state.get("players", 2) if isinstance(state, dict) else 2,
                "seed": 1, "options": {}, "actions": [], "position": state}
        return "Match.from_json", functools.partial(Match.from_json, json.dumps(full))
    code = to_share_code({"g": name, "p": state, "s": 3})
    return "Match.from_share_code", functools.partial(Match.from_share_code, code)


def fuzz_positions(name: str, count: int, seed: int = 0) -> list[Failure]:
    """`count` mutated positions of game `name`, each loaded one of four ways (in turn:
    `Position.from_json`, `Match.from_position`, `Match.from_json` with a position, a share
    code); the failures (an empty list: none)."""
    rng = random.Random(f"{name}/{seed}")
    pool: list[dict[str, Any]] = []
    seed_no = 0
    while len(pool) < 40:
        pool.extend(sample_states(name, seed * 1000 + seed_no))
        seed_no += 1
    failures: list[Failure] = []
    for number in range(count):
        record = mutate(rng.choice(pool), rng)
        text = json.dumps(record)
        case = text if len(text) < 4000 else text[:4000] + "…"
        how, load = _loader(number % 4, name, record)
        _attempt(how, case, load, rng, failures)
    return failures


def _damaged_code(code: str, rng: random.Random) -> str:
    """A share code changed as a user's copy or a hostile sender might: cut, a character
    changed (the checksum then recomputed, so that the payload itself is read), a payload of
    other bytes, a record of other values."""
    _, payload, _ = code.split(".")
    choice = rng.randrange(5)
    if choice == 0:
        return code[: rng.randrange(len(code))]
    if choice == 1:
        at = rng.randrange(len(payload))
        payload = payload[:at] + rng.choice("AZaz09-_=.") + payload[at + 1:]
    elif choice == 2:
        raw = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 200)))
        if rng.random() < 0.5:
            raw = zlib.compress(raw)
        payload = base64.urlsafe_b64encode(raw).decode().rstrip("=")
    elif choice == 3:
        text = rng.choice(['[' * 60 + ']' * 60, '{"g": ' * 40 + '1' + '}' * 40, "null",
                           "[" * 100_000, '{"g": "naishi", "p": ' + "[" * 50_000,
                           '"EX1"', "1e999", '{"g": "citadels", "n": 1e400}'])
        payload = base64.urlsafe_b64encode(zlib.compress(text.encode())).decode().rstrip("=")
    else:
        record = json.loads(zlib.decompress(base64.urlsafe_b64decode(
            payload + "=" * (-len(payload) % 4))))
        keys = sorted(record)
        key = rng.choice(keys)
        record[key] = _changed(record[key], 4, ["naishi", "whispers", "citadels"], rng)
        return to_share_code(record)
    return f"{SHARE_PREFIX}.{payload}.{zlib.crc32(payload.encode()):08x}"


def fuzz_share_codes(name: str, count: int, seed: int = 0) -> list[Failure]:
    """`count` damaged share codes of matches of `name` (whole timelines and positions); the
    failures."""
    rng = random.Random(f"codes/{name}/{seed}")
    codes = []
    for number in range(6):
        match = Match(name, seed=seed * 10 + number)
        for _ in range(rng.randrange(1, 30)):
            if match.is_over:
                break
            match.play_bot()
        codes.append(match.share_code())
        codes.append(match.share_code(position=True))
    failures: list[Failure] = []
    for _ in range(count):
        code = _damaged_code(rng.choice(codes), rng)
        _attempt("Match.from_share_code", code, functools.partial(Match.from_share_code, code),
                 rng, failures)
    return failures
