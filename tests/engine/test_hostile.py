"""Hostile input (issue 12): every bad record, option, seed, language, seat, step or action is
refused with the engine's documented error, in the chosen language only, and nothing else
escapes."""

from __future__ import annotations

import copy
import json
import pickle
import re

import numpy as np
import pytest

import explorer
from explorer.engine import (
    Action,
    ExplorerError,
    IllegalActionError,
    LanguageError,
    Match,
    Message,
    OptionError,
    RecordError,
    SeatError,
    TimelineError,
    load_game,
)

GAMES = explorer.registered_games()
KANA = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
#: English words of two letters or more (card and option names are English ids on purpose).
ENGLISH = re.compile(r"\b(?:the|is|not|cannot|must|expected|record)\b")


def good_record(name: str) -> dict:
    m = Match(name, seed=3)
    for _ in range(4):
        m.play_bot()
    return json.loads(m.to_json())


def assert_one_language(text: str, lang: str) -> None:
    """A message in `lang` only: no doubled full stop, and no sentence of the other language
    (quoted values such as option names, card ids and the JSON itself are allowed)."""
    assert ".." not in text.replace("...", "") and "。。" not in text, text
    assert "。." not in text and ".。" not in text, text
    if lang == "en":
        assert not KANA.search(text), text
    else:
        outside_quotes = re.sub(r"'[^']*'|\"[^\"]*\"|「[^」]*」", "", text)
        assert not ENGLISH.search(outside_quotes), text


def hostile_records(name: str) -> list[tuple[str, object]]:
    good = good_record(name)
    deep = "[" * 1000 + "]" * 1000
    cases: list[tuple[str, object]] = [
        ("empty", ""),
        ("not json", "{nope"),
        ("truncated", json.dumps(good)[:-7]),
        ("a number", "42"),
        ("a list", "[1, 2]"),
        ("bytes garbage", b"\xff\xfe\x00"),
        ("not text", 12),
        ("None", None),
        ("deeply nested", deep),
        ("deeply nested inside", json.dumps(good)[:-1] + ', "x": ' + deep + "}"),
        ("huge number", '{"format": "explorer.match/1", "seed": ' + "9" * 5000 + "}"),
    ]

    def variant(label: str, **changes: object) -> None:
        record = copy.deepcopy(good)
        for key, value in changes.items():
            if value is KeyError:
                record.pop(key)
            else:
                record[key] = value
        cases.append((label, json.dumps(record)))

    variant("no format", format=KeyError)
    variant("wrong format", format="explorer.match/99")
    variant("no game", game=KeyError)
    variant("unknown game", game="chess")
    variant("game not a string", game=["naishi"])
    variant("players a string", players="3")
    variant("players a float", players=3.0)
    variant("players true", players=True)
    variant("players huge", players=10**30)
    variant("seed a float", seed=1.5)
    variant("seed negative", seed=-1)
    variant("seed beyond 64 bits", seed=2**64)
    variant("seed of 5,000 digits", seed="SEED")
    cases[-1] = (cases[-1][0], str(cases[-1][1]).replace('"SEED"', "1" + "0" * 4999))
    variant("options a list", options=[1])
    variant("actions a dict", actions={"a": 1})
    variant("actions not strings", actions=[1, None, [2]])
    variant("illegal action", actions=["fly to the moon"])
    variant("huge action", actions=["x" * 100_000])
    variant("many illegal actions", actions=["nope"] * 10_000)
    variant("step too far", step=10**6)
    variant("step a string", step="1")
    variant("step negative", step=-1)
    for key in ("lang", "name", "seed", "players", "game", "format"):
        variant(f"reserved option {key}", options={key: 1})
    variant("unknown option", options={"no_such_option": True})
    fields = [f.name for f in __import__("dataclasses").fields(load_game(name).Options)]
    if fields:  # a game may have no options at all
        variant("option of the wrong type", options={f: [[["deep"]]] for f in fields})
        variant("option deeply nested", options={fields[0]: json.loads("[" * 500 + "]" * 500)})
    # A record may carry a position instead of options (`Match.position()`); its state is read
    # back through the state's type hints.
    state = json.loads(Match(name, seed=3).position().to_json())["state"]
    first = next(iter(state))
    nested = json.loads("[" * 500 + "]" * 500)
    for label, value in (("position a number", 1), ("position a list", [1]),
                         ("position empty", {}), ("position deep", nested),
                         ("position unknown field", {**state, "zzz": 1}),
                         ("position missing field", {k: v for k, v in state.items()
                                                     if k != first}),
                         ("position wrong type", {**state, first: [[["x"]]]}),
                         ("position huge", {**state, first: "x" * 100_000})):
        variant(label, position=value)
    return cases


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_hostile_record_is_a_record_error_in_one_language(name, lang):
    for label, text in hostile_records(name):
        with pytest.raises(RecordError) as info:
            Match.from_json(text, lang=lang)  # type: ignore[arg-type]  # a hostile value on purpose
        message = str(info.value)
        assert message == info.value.in_language(lang), label
        assert_one_language(message, lang)
        assert len(message) < 2_000, (label, len(message))
        other = "ja" if lang == "en" else "en"
        assert_one_language(info.value.in_language(other), other)


def hostile_share_codes(name: str) -> list[dict]:
    """Share codes are intact (checksum right) but carry a hostile record."""
    nested = json.loads("[" * 500 + "]" * 500)
    return [
        {"g": name, "n": 3, "o": {"lang": 1}, "a": []},
        {"g": name, "n": 3, "o": {"seed": 1}, "a": []},
        {"g": name, "n": True, "o": {}, "a": []},
        {"g": name, "n": 3, "o": {}, "a": [10**6]},
        {"g": name, "n": 3, "o": {}, "a": [], "c": 9},
        {"g": name, "n": 3, "o": {}, "a": [], "s": -1},
        {"g": name, "n": 3, "o": {}, "a": [], "s": 1.5},
        {"g": ["x"], "n": 3},
        [1, 2],
        {"g": name, "p": [1]},
        {"g": name, "p": nested},
        {"g": name, "n": 3, "o": {}, "a": "x"},
    ]


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_hostile_share_code_is_a_record_error_in_one_language(name, lang):
    from explorer.engine.position import to_share_code

    for record in hostile_share_codes(name):
        with pytest.raises(RecordError) as info:
            Match.from_share_code(to_share_code(record), lang=lang)  # type: ignore[arg-type]  # a hostile value on purpose
        assert_one_language(str(info.value), lang)
        assert str(info.value) == info.value.in_language(lang), record


def test_a_good_record_still_loads():
    for name in GAMES:
        text = json.dumps(good_record(name))
        assert Match.from_json(text).to_json() == text


def test_a_bad_language_is_a_language_error():
    text = json.dumps(good_record("naishi"))
    for bad in ("fr", "", None, 3, "EN"):
        with pytest.raises(LanguageError) as info:
            Match.from_json(text, lang=bad)  # type: ignore[arg-type]  # a bad value on purpose
        assert "en" in str(info.value) and "ja" in str(info.value)
        assert_one_language(str(info.value), "en")
        with pytest.raises(LanguageError):
            Match("naishi", lang=bad)  # type: ignore[arg-type]  # a bad value on purpose


class TestOptions:
    def test_floats_and_bools_are_not_integers(self):
        for bad in (2.0, True, "2", 1.5):
            with pytest.raises(OptionError):
                Match("whispers", 4, full_court_points_4p_5p=bad)
            with pytest.raises(OptionError):
                Match("whispers", 4, start_player=bad)
        with pytest.raises(OptionError):
            Match("citadels", 4, crown=1.0)

    def test_choices_are_offered_with_or(self):
        for options, words in (({"start_player": 5}, "choose 0, 1 or 2"),
                               ({"full_court_points_4p_5p": 3}, "choose 1 or 2")):
            with pytest.raises(OptionError) as info:
                Match("whispers", 3, **options)
            assert words in str(info.value), str(info.value)

    def test_numpy_integers_are_normalised(self):
        m = Match("whispers", np.int64(4), seed=np.int64(7), full_court_points_4p_5p=np.int64(2),
                  start_player=np.int32(1))
        assert type(m.options.full_court_points_4p_5p) is int
        assert type(m.options.start_player) is int and type(m.seed) is int
        assert type(m.players) is int
        assert Match.from_json(m.to_json()).state == m.state

    def test_numpy_bools_for_bool_options(self):
        m = Match("naishi", river_swap=np.bool_(False))
        assert m.options.river_swap is False
        assert Match.from_json(m.to_json()).options == m.options

    def test_players_true_is_refused_clearly(self):
        with pytest.raises(OptionError) as info:
            Match("whispers", True)  # type: ignore[arg-type]  # a bad value on purpose
        assert "True" in str(info.value) and "yes" not in str(info.value)

    def test_seeds_outside_the_generators_range(self):
        for bad in (-1, 2**64, 10**5000, 1.0, "3", True):
            with pytest.raises(OptionError) as info:
                Match("naishi", seed=bad)  # type: ignore[arg-type]  # a bad value on purpose
            assert len(str(info.value)) < 300
            assert_one_language(str(info.value), "en")
        assert Match("naishi", seed=2**64 - 1).seed == 2**64 - 1
        assert Match("naishi", seed=0).seed == 0


class TestMessagesAreValues:
    def test_immutable(self):
        m = Message("engine.player", n=1)
        with pytest.raises((AttributeError, TypeError)):
            m.key = "engine.yes"  # type: ignore[misc]  # writing a frozen value on purpose
        with pytest.raises(TypeError):
            m.params["n"] = 2  # type: ignore[index]  # writing a read-only mapping on purpose
        assert m.label("en") == "Player 1"

    def test_a_log_cannot_be_rewritten_through_a_shared_message(self):
        a, b = Match("whispers", seed=1), Match("whispers", seed=1)
        event = a.log[0]
        with pytest.raises((AttributeError, TypeError)):
            event.message.params["players"] = 99  # type: ignore[index]  # writing a read-only mapping on purpose
        assert b.log[0].label("en") == event.label("en")

    def test_equal_hashable_copyable_picklable(self):
        m = Message("engine.player", n=1)
        assert m == Message("engine.player", n=1) and hash(m) == hash(Message("engine.player",
                                                                                n=1))
        assert copy.deepcopy(m) == m and pickle.loads(pickle.dumps(m)) == m
        assert dict(m.params) == {"n": 1}


class TestActionsStepsSeats:
    def test_a_bare_action_is_an_illegal_action_everywhere(self):
        for name in GAMES:
            m = Match(name, seed=1)
            with pytest.raises(IllegalActionError) as info:
                m.play(Action())
            assert_one_language(str(info.value), "en")
            assert m.step == 0

    def test_numpy_steps(self):
        m = Match("naishi", seed=1)
        m.play_bot()
        m.play_bot()
        m.goto(np.int64(1))
        assert m.step == 1 and type(m.step) is int
        assert m.state_at(np.int32(2)) is not None and m.events_at(np.int64(0))
        for bad in (True, 1.0, "1", 3, -1):
            with pytest.raises(TimelineError):
                m.goto(bad)  # type: ignore[arg-type]  # a bad value on purpose

    @pytest.mark.parametrize("name", GAMES)
    def test_invalid_seats_are_seat_errors_in_every_game(self, name):
        m = Match(name, seed=1)
        game = m.game
        for bad in (m.players, -1, 99, True, "0", 1.0):
            with pytest.raises(SeatError) as info:
                m.view(bad)  # type: ignore[arg-type]  # a bad value on purpose
            assert_one_language(str(info.value), "en")
            with pytest.raises(SeatError):
                m.player_label(bad)  # type: ignore[arg-type]  # a bad value on purpose
            with pytest.raises(SeatError):
                game.view(m.state, bad)
            with pytest.raises(SeatError):
                game.player_label(bad, m.state)
        assert m.view(np.int64(0)) == m.view(0)
        assert m.player_label(np.int64(1)) == m.player_label(1)
        assert isinstance(SeatError(Message("engine.player", n=1)), ExplorerError)
