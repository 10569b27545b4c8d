"""Positions, scenarios and share codes, for every registered game: a position saves to JSON
and loads back, an impossible one is refused with a reason in both languages, every shipped
scenario loads and is legal, and share codes round-trip every position of random matches while
a damaged or foreign code changes nothing."""

from __future__ import annotations

import json
import re

import pytest

import explorer
from explorer import Match, Position, PositionError, RecordError
from explorer.engine import check_position, load_game, scenarios
from explorer.engine.events import all_rules
from explorer.engine.position import decode, encode, from_share_code, to_share_code
from explorer.engine.rng import derive

GAMES = explorer.registered_games()
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def random_states(name: str, seed: int) -> list[object]:
    """Every state of one game played by random players (through the game's own functions,
    so that it stays fast), each player count in turn. Citadels' players are its bot, whose
    games are shorter than uniformly random ones; the others' choose uniformly."""
    game = load_game(name)
    players = game.min_players + seed % (game.max_players - game.min_players + 1)
    state = game.initial(players, seed, game.make_options(players)).state
    rng = derive(seed, 5)
    out = [state]
    while not game.is_over(state):
        if name == "citadels":
            action = game.bot_action(state, rng)
            rng = derive(seed, len(out))
        else:
            action, rng = rng.choice(list(game.legal_actions(state)))
        state = game.apply(state, action).state
        out.append(state)
    return out


@pytest.mark.soak
@pytest.mark.parametrize("name", GAMES)
def test_share_codes_round_trip_every_position_of_200_random_matches(name: str) -> None:
    game = load_game(name)
    count = 0
    for seed in range(200):
        for index, state in enumerate(random_states(name, seed)):
            code = to_share_code({"g": name, "p": encode(state)})
            back = decode(game.State, from_share_code(code)["p"])
            assert back == state, f"seed {seed} step {index}: the position changed"
            if index % 25 == 0:
                reason = check_position(name, state)
                assert reason is None, f"seed {seed} step {index}: {reason.label('en')}"
            count += 1
    assert count > 200 * 5


@pytest.mark.parametrize("name", GAMES)
def test_a_match_share_code_rebuilds_the_timeline_and_the_cursor(name: str) -> None:
    for seed in range(3):
        match = Match(name, seed=seed)
        match.play_out()
        match.goto(match.length // 2)
        again = Match.from_share_code(match.share_code(), game=name)
        assert again.timeline == match.timeline and again.step == match.step
        assert again.state == match.state
        start = Match.from_share_code(match.share_code(position=True), lang="ja")
        assert start.state == match.state and start.step == 0 and start.lang == "ja"


@pytest.mark.parametrize("name", GAMES)
def test_a_match_from_a_position_plays_undoes_and_saves(name: str) -> None:
    source = Match(name, seed=4)
    source.play_out(max_steps=8)
    source.goto(min(6, source.length - 2))  # a short game: two steps before its end
    match = Match.from_position(name, source.position(), seed=9)
    assert match.state == source.state and match.step == 0 and match.start is not None
    first = match.legal_actions()[0]
    match.play(first)
    match.play_bot()
    match.undo()
    match.redo()
    match.undo()
    again = Match.from_json(match.to_json())
    assert again.state == match.state and again.timeline == match.timeline
    assert again.step == match.step == 1
    coded = Match.from_share_code(match.share_code())
    assert coded.state == match.state and coded.timeline == match.timeline


@pytest.mark.parametrize("name", GAMES)
def test_a_position_saves_to_json_and_loads_back(name: str) -> None:
    match = Match(name, seed=2)
    for _ in range(5):
        match.play_bot()
    position = match.position()
    text = position.to_json()
    assert json.loads(text)["game"] == name
    back = Position.from_json(text)
    assert back == position and back.players == match.players


@pytest.mark.parametrize("name", GAMES)
def test_damaged_and_foreign_codes_are_refused_with_a_reason(name: str) -> None:
    match = Match(name, seed=1)
    match.play_bot()
    code = match.share_code()
    payload = code.split(".")[1]
    flipped = payload[:10] + ("A" if payload[10] != "A" else "B") + payload[11:]
    bad = [
        code.replace(payload, flipped),  # one character changed: the checksum catches it
        code[: len(code) // 2],  # cut in half
        "hello",
        "",
        json.dumps(match.to_record()),  # a record, not a code
    ]
    for text in bad:
        with pytest.raises(RecordError) as caught:
            Match.from_share_code(text, lang="ja")
        assert JAPANESE.search(str(caught.value)), text
        assert caught.value.in_language("en")
    other = next(g for g in GAMES if g != name)
    with pytest.raises(RecordError, match="This code is for"):
        Match.from_share_code(Match(other, seed=1).share_code(), game=name)
    # Whitespace from copying across lines does not matter.
    assert Match.from_share_code(" \n".join(code.split("."))  # noqa: FLY002
                                 .replace(" \n", "."), game=name).state == match.state
    spaced = code[:20] + "\n  " + code[20:]
    assert Match.from_share_code(spaced).state == match.state


#: The games with teaching scenarios (the plug-in's `scenarios`, optional for a new game).
WITH_SCENARIOS = [name for name in GAMES if scenarios(name)]


@pytest.mark.parametrize("name", WITH_SCENARIOS)
def test_every_scenario_loads_is_legal_and_explains_itself(name: str) -> None:
    shipped = scenarios(name)
    assert len(shipped) >= 4
    assert len({s.name for s in shipped}) == len(shipped)
    rules = all_rules()
    for scenario in shipped:
        match = Match.from_scenario(name, scenario.name)
        assert check_position(name, match.state_at(0)) is None
        assert match.legal_actions(), f"{scenario.name}: nobody can act"
        for text in (scenario.title, scenario.description):
            assert text.en.strip() and JAPANESE.search(text.ja), scenario.name
        assert scenario.rules and all(r in rules for r in scenario.rules), scenario.name
        again = Match.from_share_code(match.share_code())
        assert again.state == match.state and again.step == match.step


def test_an_unknown_scenario_lists_the_known_ones() -> None:
    with pytest.raises(RecordError, match="declare_wins"):
        Match.from_scenario("naishi", "no such moment")


def test_a_position_of_another_game_is_refused() -> None:
    state = Match("naishi", seed=1).state
    with pytest.raises(RecordError):
        Match.from_position("whispers", Position("naishi", state))
    with pytest.raises(PositionError, match="Whispers"):
        Match.from_position("whispers", state)


def test_a_malformed_position_says_where() -> None:
    data = Match("naishi", seed=1).position().to_record()
    data["state"]["river"][2][0] = "Dragon"
    with pytest.raises(RecordError, match=r"state.river\[2\]\[0\]"):
        Position.from_record(data)
    data["state"]["river"][2][0] = "Fort"
    data["state"]["turn"] = "three"
    with pytest.raises(RecordError, match="state.turn"):
        Position.from_record(data)


def test_the_public_names_are_exported() -> None:
    assert explorer.Position is Position and callable(explorer.scenarios)
