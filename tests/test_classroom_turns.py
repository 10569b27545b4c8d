"""The classroom's turn timer and stand-in bots, on a real server (127.0.0.1, a free port) whose
clock a test moves by hand: the clock runs out, a bot of the teacher's tier plays the seat
(the same moves as the table's own bots would, seeded from the table), the student comes back
and plays on. No test sleeps for the clock: it waits only for the server's next check."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from explorer import Match, bots
from explorer.classroom import Server, serve
from explorer.classroom.timer import TICK
from explorer.engine import Message, derive
from explorer.engine.errors import RequestError
from tests.classroom_helpers import call, create

pytest.importorskip("tornado")


class Clock:
    """A clock a test moves: the server reads it instead of `time.monotonic`."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def server(tmp_path: Path, clock: Clock) -> Iterator[Server]:
    running = serve(port=0, data=tmp_path / "class")
    running.room.clock = clock
    yield running
    running.stop()


def view(server: Server, table: str, token: str) -> dict[str, Any]:
    status, value = call(server, "GET", f"/api/tables/{table}/view", token=token)
    assert status == 200, value
    return dict(value)


def standing(seen: dict[str, Any]) -> list[int]:
    """The seats a stand-in bot plays in a view."""
    return [s["seat"] for s in seen["standins"]]


def until(server: Server, table: str, token: str, test: Any) -> dict[str, Any]:
    """The view once `test(view)` holds (the server checks its timers every TICK seconds)."""
    for _ in range(int(10 / TICK)):
        seen = view(server, table, token)
        if test(seen):
            return seen
        time.sleep(TICK / 2)
    raise AssertionError(f"never: {seen}")


def timer(server: Server, table: str, body: dict[str, Any], token: str | None = None
          ) -> tuple[int, Any]:
    return call(server, "POST", f"/api/tables/{table}/timer", body,
                server.room.teacher if token is None else token)


def test_the_clock_runs_out_a_bot_plays_the_seat_and_the_student_plays_on(
        server: Server, clock: Clock) -> None:
    made = create(server, game="naishi", players=2, seed=11)
    table, tokens = made["id"], [s["token"] for s in made["seats"]]
    board = made["board"]["token"]
    assert timer(server, table, {"seconds": 30, "bot": "random"}) == (
        200, {"seconds": 30.0, "bot": "random"})
    first = view(server, table, board)
    seat = first["current_player"]
    assert first["clock"]["seat"] == seat and first["clock"]["left"] == 30.0
    clock.now += 29
    time.sleep(3 * TICK)
    assert view(server, table, board)["step"] == 0  # 1 s left: nobody has moved for it
    assert view(server, table, board)["clock"]["left"] == 1.0
    clock.now += 1
    taken = until(server, table, board, lambda v: seat in standing(v)
                  and v["current_player"] != seat)
    # The stand-in played every move of the seat's turn, as the table's bots choose (seeded
    # from the table's seed and the step), and nobody else's.
    record = call(server, "GET", f"/api/tables/{table}/record", token=server.room.teacher)[1]
    replay = Match("naishi", 2, 11)
    for action in record["actions"]:
        assert replay.current_player == seat
        expected = bots.choose(replay.game, "random", replay.state, derive(11, replay.step))
        assert action == str(expected.action)
        replay.play(action)
    assert replay.step == taken["step"] >= 1
    assert taken["clock"]["seat"] == taken["current_player"]
    mine = view(server, table, tokens[seat])
    assert seat in standing(mine) and mine["legal"] == []
    # The student is back: the seat is theirs again and they play on.
    assert call(server, "POST", f"/api/tables/{table}/back", {}, tokens[seat])[0] == 200
    for _ in range(20):
        now = view(server, table, tokens[seat])
        if now["current_player"] == seat:
            break
        other = tokens[now["current_player"]]
        legal = view(server, table, other)["legal"]
        assert call(server, "POST", f"/api/tables/{table}/actions",
                    {"action": legal[0], "step": now["step"]}, other)[0] == 200
    assert seat not in standing(now) and now["clock"]["seat"] == seat
    status, moved = call(server, "POST", f"/api/tables/{table}/actions",
                         {"action": now["legal"][0], "step": now["step"]}, tokens[seat])
    assert status == 200 and moved["step"] == now["step"] + 1


def test_the_teacher_hands_a_seat_to_a_bot_and_back_and_bad_timers_are_refused(
        server: Server, clock: Clock) -> None:
    made = create(server, game="whispers", players=3, seed=4)
    table, tokens = made["id"], [s["token"] for s in made["seats"]]
    seat = view(server, table, tokens[0])["current_player"]
    for body, field in (({"seconds": 2}, "2"), ({"seconds": 99999}, "99999"),
                        ({"seconds": "ten"}, "seconds"), ({"bot": "oracle"}, "oracle"),
                        ({"seconds": 30, "colour": 1}, "colour")):
        status, refused = timer(server, table, body)
        assert status in (400, 422) and field in refused["en"] and refused["ja"], refused
    assert timer(server, table, {"seconds": 30}, tokens[0])[0] == 403
    assert view(server, table, tokens[0])["clock"] is None  # nothing was set
    status, answer = call(server, "POST", f"/api/tables/{table}/standin", {"seat": seat},
                          server.room.teacher)
    assert status == 200 and answer["standins"] == [seat] and answer["step"] >= 1
    assert call(server, "POST", f"/api/tables/{table}/standin", {"seat": seat},
                tokens[seat])[0] == 403
    status, answer = call(server, "POST", f"/api/tables/{table}/standin",
                          {"seat": seat, "on": False}, server.room.teacher)
    assert status == 200 and answer["standins"] == []
    # A restart keeps the timer and the stand-ins.
    assert timer(server, table, {"seconds": 45, "bot": "heuristic"})[0] == 200
    call(server, "POST", f"/api/tables/{table}/standin", {"seat": seat}, server.room.teacher)
    folder = server.room.folder
    server.stop()
    again = serve(port=0, data=folder)
    try:
        kept = again.room.tables[table]
        assert (kept.seconds, kept.tier, kept.standins) == (45.0, "heuristic",
                                                            {seat: "heuristic"})
    finally:
        again.stop()


def test_a_timer_the_database_refuses_changes_nothing(server: Server, clock: Clock,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    made = create(server, game="naishi", players=2, seed=2)
    table = made["id"]
    assert timer(server, table, {"seconds": 10})[0] == 200
    before = view(server, table, made["board"]["token"])

    def refuse(*args: Any) -> None:
        raise RequestError(Message("classroom.error.json"))

    monkeypatch.setattr(server.room.store, "save_timer", refuse)
    assert timer(server, table, {"seconds": 60})[0] == 400
    status, _ = call(server, "POST", f"/api/tables/{table}/standin", {"seat": 0},
                     server.room.teacher)
    assert status == 400
    clock.now += 11  # the clock runs out, but no stand-in can be written: none takes over
    time.sleep(3 * TICK)
    after = view(server, table, made["board"]["token"])
    assert after["standins"] == [] and after["step"] == before["step"]
    assert after["clock"]["seconds"] == 10.0
    monkeypatch.undo()
    until(server, table, made["board"]["token"], lambda v: v["step"] > before["step"])


def test_stopping_the_server_stops_the_turn_timers(tmp_path: Path) -> None:
    """The timers' ticker belongs to the room: closing the room (the server stopping, or
    Ctrl+C on the command line) stops it before the database closes, so no tick runs on a
    closed database."""
    running = serve(port=0, data=tmp_path / "class")
    stops = running.room.closing
    assert len(stops) == 1
    ticker = stops[0].__self__  # type: ignore[attr-defined]  # a bound method's owner
    assert ticker.is_running()
    running.stop()
    assert not ticker.is_running()
    assert running.room.closing == []
