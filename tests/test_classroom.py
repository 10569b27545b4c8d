"""The classroom server, through its public API on a real server (127.0.0.1, a free port) with
a real SQLite file: moves checked by the engine and committed before they are acknowledged,
hostile requests refused with a bilingual reason and no change, a restart that loses nothing,
the teacher's controls and exports, live WebSocket updates, and no seat ever sent another
seat's hidden cards."""

from __future__ import annotations

import asyncio
import csv
import io
import json
import os
import stat
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import explorer
from explorer import Match
from explorer.classroom import Server, serve
from explorer.classroom.load import run_in_own_loop
from explorer.engine import derive
from tests.classroom_helpers import (
    call,
    card_names,
    checked_text,
    create,
    leaks,
    secrets,
    visible_labels,
)

pytest.importorskip("tornado")


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "class"


@pytest.fixture
def server(folder: Path) -> Iterator[Server]:
    running = serve(port=0, data=folder)
    yield running
    running.stop()


def record(server: Server, table: str) -> Any:
    status, value = call(server, "GET", f"/api/tables/{table}/record", token=server.room.teacher)
    assert status == 200
    return value


def view(server: Server, table: str, token: str, lang: str = "en") -> dict[str, Any]:
    status, value = call(server, "GET", f"/api/tables/{table}/view?lang={lang}", token=token)
    assert status == 200, value
    return dict(value)


def act(server: Server, table: str, token: str | None, action: Any, step: Any
        ) -> tuple[int, Any]:
    return call(server, "POST", f"/api/tables/{table}/actions",
                {"action": action, "step": step}, token)


def test_a_table_is_played_through_the_api_and_its_record_replays(server: Server) -> None:
    made = create(server, game="naishi", players=2, seed=5)
    assert set(made) >= {"id", "board", "seats"} and len(made["seats"]) == 2
    assert all(s["url"].startswith(server.url) and "#k=" in s["url"] for s in made["seats"])
    table = made["id"]
    tokens = [s["token"] for s in made["seats"]]
    for _ in range(12):
        board = view(server, table, made["board"]["token"])
        assert board["legal"] == [] and board["moves"] == []
        seat = board["current_player"]
        mine = view(server, table, tokens[seat])
        assert mine["legal"] and mine["step"] == board["step"]
        other = view(server, table, tokens[1 - seat])
        assert other["legal"] == []
        status, answer = act(server, table, tokens[seat], mine["legal"][0], mine["step"])
        assert status == 200 and answer == {"step": mine["step"] + 1}
    replayed = Match.from_json(json.dumps(record(server, table)))
    assert replayed.step == 12 and replayed.to_json() == server.room.tables[table].match.to_json()


def test_the_teacher_token_is_kept_for_its_owner_only(server: Server, folder: Path) -> None:
    path = folder / "teacher-token"
    assert path.read_text().strip() == server.room.teacher
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    assert len(server.room.teacher) >= 32


def _refused(status: int, body: Any, expected: int) -> None:
    assert status == expected, body
    assert isinstance(body, dict) and body["en"] and body["ja"] and body["en"] != body["ja"]


def test_hostile_requests_are_refused_and_change_nothing(server: Server) -> None:
    made = create(server, game="whispers", players=4, seed=2)
    other = create(server, game="whispers", players=4, seed=3)
    table, seats = made["id"], [s["token"] for s in made["seats"]]
    before = record(server, table)
    first = view(server, table, seats[0])
    move, step = first["legal"][0], first["step"]
    path = f"/api/tables/{table}/actions"
    cases: list[tuple[int, Any]] = [
        (403, act(server, table, None, move, step)),                     # no token
        (403, act(server, table, "forged-token-" + "x" * 20, move, step)),  # forged
        (403, act(server, table, made["board"]["token"], move, step)),   # the board's
        (403, act(server, table, other["seats"][0]["token"], move, step)),  # another table's
        (403, act(server, table, server.room.teacher, move, step)),      # the teacher's
        (422, act(server, table, seats[1], move, step)),                 # another seat's turn
        (409, act(server, table, seats[0], move, step + 1)),             # a stale step
        (422, act(server, table, seats[0], "play nothing at all", step)),  # illegal
        (400, act(server, table, seats[0], 3, step)),                    # not a string
        (400, act(server, table, seats[0], move, "0")),                  # not a number
        (400, act(server, table, seats[0], move, True)),                 # a bool
        (400, call(server, "POST", path, token=seats[0], raw=b"{not json")),
        (400, call(server, "POST", path, token=seats[0], raw=b"[1, 2]")),
        (400, call(server, "POST", path, token=seats[0], raw=b'{"action": NaN}')),
        (400, call(server, "POST", path, token=seats[0], raw=b"[" * 5000 + b"]" * 5000)),
        (413, call(server, "POST", path, token=seats[0],
                   raw=json.dumps({"action": "x" * 40_000, "step": step}).encode())),
        (400, call(server, "POST", path, {"action": move, "step": step, "extra": 1},
                   seats[0])),
        (403, call(server, "GET", f"/api/tables/{table}/record", token=seats[0])),
        (403, call(server, "GET", f"/api/tables/{table}/view", token="nope")),
        (403, call(server, "GET", f"/api/tables/{other['id']}/view", token=seats[0])),
        (403, call(server, "POST", "/api/tables", {"game": "naishi"}, seats[0])),
        (403, call(server, "GET", "/api/export.json", token=made["board"]["token"])),
    ]
    for expected, (status, body) in cases:
        _refused(status, body, expected)
    assert record(server, table) == before
    illegal = act(server, table, seats[0], "play nothing at all", step)[1]
    assert "play nothing at all" in illegal["en"] and illegal["ja"]


def test_a_double_tap_plays_once(server: Server) -> None:
    made = create(server, game="citadels", players=4, seed=1)
    table = made["id"]
    token = made["seats"][view(server, table, made["board"]["token"])["current_player"]]["token"]
    mine = view(server, table, token)
    first = act(server, table, token, mine["legal"][0], mine["step"])
    again = act(server, table, token, mine["legal"][0], mine["step"])
    assert first[0] == 200
    _refused(*again, 409)
    assert record(server, table)["actions"] == [mine["legal"][0]]


@pytest.mark.parametrize("body", [
    {"game": "chess"},
    {"game": "naishi", "players": 3},
    {"game": "naishi", "options": {"no_such_rule": True}},
    {"game": "whispers", "options": {"target_scores": "six"}},
    {"game": "naishi", "seed": -1},
    {"game": "naishi", "scenario": "no-such-moment"},
    {"game": "naishi", "bots": {"0": "no-such-bot"}},
    {"game": "naishi", "bots": {"7": "random"}},
    {"game": "naishi", "bots": {"0": "random", "1": "random"}},
    {"game": 3},
    {"game": "naishi", "colour": "red"},
])
def test_unknown_games_options_and_bots_are_refused(server: Server, body: Any) -> None:
    status, answer = call(server, "POST", "/api/tables", body, server.room.teacher)
    assert status in (400, 422), answer
    _refused(status, answer, status)
    assert server.room.tables == {}


def test_a_restart_brings_back_every_table_move_and_seat(folder: Path) -> None:
    first = serve(port=0, data=folder)
    made = [create(first, game=g, seed=4) for g in explorer.registered_games()]
    for table in made:
        tokens = [s["token"] for s in table["seats"]]
        for _ in range(5):
            board = view(first, table["id"], table["board"]["token"])
            mine = view(first, table["id"], tokens[board["current_player"]])
            assert act(first, table["id"], tokens[board["current_player"]], mine["legal"][-1],
                       mine["step"])[0] == 200
    records = {t["id"]: first.room.tables[t["id"]].match.to_json() for t in made}
    teacher = first.room.teacher
    first.stop()
    second = serve(port=0, data=folder)
    try:
        assert second.room.teacher == teacher
        for table in made:
            assert second.room.tables[table["id"]].match.to_json() == records[table["id"]]
            for seat in table["seats"]:
                assert view(second, table["id"], seat["token"])["step"] == 5
            board = view(second, table["id"], table["board"]["token"])
            seat = table["seats"][board["current_player"]]["token"]
            mine = view(second, table["id"], seat)
            assert act(second, table["id"], seat, mine["legal"][0], 5)[0] == 200
    finally:
        second.stop()


def test_the_teacher_pauses_undoes_gives_a_seat_to_a_bot_exports_and_ends(
        server: Server) -> None:
    made = create(server, game="naishi", seed=8, bots={"1": "random"})
    table, token, teacher = made["id"], made["seats"][0]["token"], server.room.teacher
    mine = view(server, table, token)
    assert act(server, table, token, mine["legal"][0], 0)[0] == 200
    # The bot answered at once: seat 0 is to act again, two moves on.
    assert view(server, table, token)["legal"] and server.room.tables[table].match.step == 2
    control = f"/api/tables/{table}/control"
    assert call(server, "POST", control, {"do": "pause"}, teacher)[0] == 200
    paused = act(server, table, token, "x", 2)
    _refused(*paused, 422)
    assert "paused" in paused[1]["en"]
    assert call(server, "POST", control, {"do": "resume"}, teacher)[0] == 200
    assert call(server, "POST", control, {"do": "undo"}, teacher)[1] == {"step": 0}
    assert call(server, "POST", control, {"do": "bot", "seat": 0}, teacher)[0] == 200
    assert server.room.tables[table].match.is_over
    _refused(*call(server, "POST", control, {"do": "fly"}, teacher), 400)
    status, text = call(server, "GET", "/api/export.csv", token=teacher)
    rows = list(csv.DictReader(io.StringIO(text)))
    assert status == 200 and [r["seat"] for r in rows] == ["1", "2"]
    assert Match.from_json(rows[0]["record"]).is_over and rows[0]["score"] != ""
    status, data = call(server, "GET", "/api/export.json", token=teacher)
    assert data["tables"][0]["record"]["game"] == "naishi" and data["tables"][0]["scores"]
    assert call(server, "POST", "/api/lesson/end", {}, teacher)[0] == 200
    assert server.room.tables[table].stored.ended


def test_a_student_joins_with_the_code_and_sends_a_check(server: Server) -> None:
    made = create(server, game="whispers", players=3, seed=1, bots={"2": "random"})
    joined = [call(server, "POST", "/api/join", {"code": made["code"].lower(), "name": name})[1]
              for name in ("Aiko", "Ben")]
    assert [j["seat"] for j in joined] == [0, 1]
    _refused(*call(server, "POST", "/api/join", {"code": made["code"], "name": "Chie"}), 403)
    _refused(*call(server, "POST", "/api/join", {"code": "ZZZZZZ", "name": "Dan"}), 403)
    # The teacher's link of the seat stays valid until it is used or revoked; the joined
    # student's opens the seat too.
    assert view(server, made["id"], made["seats"][0]["token"])["seat"] == 0
    assert view(server, made["id"], joined[0]["token"])["names"] == {"0": "Aiko", "1": "Ben"}
    status, _ = call(server, "POST", f"/api/tables/{made['id']}/checks",
                     {"name": "exercise 1", "answer": "Red"}, joined[1]["token"])
    assert status == 201
    call(server, "POST", f"/api/tables/{made['id']}/checks",
         {"name": "exercise 2", "answer": "=HYPERLINK(1)"}, joined[0]["token"])
    data = call(server, "GET", "/api/export.json", token=server.room.teacher)[1]
    assert data["checks"][0] == {"table": made["id"], "seat": 1, "step": 0,
                                 "name": "exercise 1", "answer": "Red"}
    # In the CSV a student's text is never a spreadsheet formula.
    text = call(server, "GET", "/api/export.csv", token=server.room.teacher)[1]
    rows = [r for r in csv.DictReader(io.StringIO(text)) if r["kind"] == "check"]
    assert [r["answer"] for r in rows] == ["Red", "'=HYPERLINK(1)"]


async def _listen(server: Server, hello: dict[str, Any], frames: list[str]) -> Any:
    from tornado.websocket import websocket_connect

    socket = await websocket_connect(server.url.replace("http", "ws") + "/ws")
    socket.write_message(json.dumps(hello))
    frames.append(await socket.read_message())
    return socket


def test_every_page_is_updated_over_its_websocket(server: Server) -> None:
    made = create(server, game="naishi", seed=2)
    table = made["id"]
    tokens = [s["token"] for s in made["seats"]]

    async def run() -> list[list[str]]:
        frames: list[list[str]] = [[], [], []]
        sockets = [await _listen(server, {"token": t, "table": table, "lang": lang}, f)
                   for t, lang, f in zip((*tokens, made["board"]["token"]), ("en", "ja", "en"),
                                         frames, strict=True)]
        first = json.loads(frames[0][0])["view"]
        await asyncio.get_running_loop().run_in_executor(
            None, act, server, table, tokens[0], first["legal"][0], 0)
        for socket, got in zip(sockets, frames, strict=True):
            got.append(await asyncio.wait_for(socket.read_message(), 10))
            socket.close()
        return frames

    frames = run_in_own_loop(run())
    views = [[json.loads(f)["view"] for f in got] for got in frames]
    assert [[v["step"] for v in got] for got in views] == [[0, 1]] * 3
    assert views[1][1]["lang"] == "ja" and views[2][1]["seat"] is None


def test_a_socket_with_a_bad_token_is_refused(server: Server) -> None:
    made = create(server, game="naishi", seed=2)

    async def run() -> Any:
        frames: list[str] = []
        socket = await _listen(server, {"token": "forged", "table": made["id"]}, frames)
        socket.close()
        return json.loads(frames[0])

    answer = run_in_own_loop(run())
    assert set(answer) == {"refused"} and answer["refused"]["ja"]


def _play_secretly(server: Server, game: str, players: int, seed: int, limit: int) -> int:
    """Play random legal moves from every seat (half the pages in English, half in
    Japanese), checking every WebSocket frame each seat receives, and now and then its view
    over HTTP, against the cards hidden from it; the number of payloads checked."""
    made = create(server, game=game, players=players, seed=seed)
    table = made["id"]
    tokens = [s["token"] for s in made["seats"]]
    langs = ["en", "ja"] * players
    match = server.room.tables[table].match
    names = card_names(match)
    seen: list[set[str]] = [set() for _ in tokens]
    async def run() -> int:
        rng = derive(seed, 99)
        checked = 0
        frames: list[list[str]] = [[] for _ in tokens]
        sockets = [await _listen(server, {"token": t, "table": table, "lang": lang}, f)
                   for t, f, lang in zip(tokens, frames, langs, strict=False)]
        loop = asyncio.get_running_loop()
        for _ in range(limit):
            latest = []
            for seat, got in enumerate(frames):
                seen[seat] |= visible_labels(match, seat)
                views = [json.loads(frame)["view"] for frame in got]
                if match.step % 10 == 0:
                    views.append(view(server, table, tokens[seat], langs[seat + 1]))
                found = leaks([checked_text(v) for v in views], secrets(match, seat, seen[seat]),
                              names)
                assert found == [], (game, seat, match.step, found)
                checked += len(views)
                latest.append(views[0])
                got.clear()
            if match.is_over:
                break
            seat = match.current_player
            assert latest[seat]["step"] == match.step
            action, rng = rng.choice(latest[seat]["legal"])
            status, _ = await loop.run_in_executor(None, act, server, table, tokens[seat],
                                                   action, match.step)
            assert status == 200
            for socket, got in zip(sockets, frames, strict=True):
                got.append(await asyncio.wait_for(socket.read_message(), 10))
        for socket in sockets:
            socket.close()
        return checked

    return run_in_own_loop(run())


@pytest.mark.parametrize(("game", "players", "limit"), [
    ("naishi", 2, 400), ("whispers", 4, 400), ("citadels", 4, 400)])
def test_no_seat_is_ever_sent_another_seats_hidden_cards(server: Server, game: str,
                                                         players: int, limit: int) -> None:
    assert _play_secretly(server, game, players, 11, limit) > 20
    assert server.room.tables[next(iter(server.room.tables))].match.is_over


def test_the_secret_check_finds_a_leak() -> None:
    # A name from another seat's hand, never seen by seat 0, is caught in a payload; the
    # same payload without it passes, and a longer name that contains it is no leak.
    match = Match("citadels", 4, 3)
    forbidden = secrets(match, 0, visible_labels(match, 0))
    names = card_names(match)
    other = [match.game.card_label(c).label("ja") for c in match.state.hands[1]]
    leaked = next(name for name in other if name in forbidden)
    payload = checked_text({"html": {"log": leaked}})
    assert leaks([payload], forbidden, names) == [leaked]
    assert leaks([checked_text({"html": {"log": "nothing"}})], forbidden, names) == []
    assert leaks(["大城壁"], {"城"}, {"城", "大城壁"}) == []
    assert leaks(["Keep Fortress"], {"Fortress"}) == ["Fortress"]
    assert leaks(["Fortresses"], {"Fortress"}) == []


def test_the_command_prints_the_addresses_and_keeps_to_this_computer(folder: Path) -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "explorer", "classroom", "--port", "0", "--data", str(folder)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert process.stdout is not None
        lines = [process.stdout.readline() for _ in range(4)]
    finally:
        process.terminate()
        process.wait(10)
    text = "".join(lines)
    token = (folder / "teacher-token").read_text().strip()
    assert "http://127.0.0.1:" in text and f"/teacher#k={token}" in text and "/join" in text


def test_behind_a_hub_every_address_starts_with_the_service_prefix(folder: Path) -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "explorer", "classroom", "--port", "0", "--data", str(folder)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env={**os.environ, "JUPYTERHUB_SERVICE_PREFIX": "/services/classroom/"})
    try:
        assert process.stdout is not None
        text = "".join(process.stdout.readline() for _ in range(4))
        base = text.split("http://", 1)[1].split("/teacher", 1)[0]
        assert base.endswith("/services/classroom")
        import urllib.request

        page = urllib.request.urlopen(f"http://{base}/join", timeout=10).read().decode()
        assert 'src="/services/classroom/static/classroom.js"' in page
        assert 'data-prefix="/services/classroom"' in page
    finally:
        process.terminate()
        process.wait(10)


def test_a_notebook_shows_the_join_address_its_qr_code_and_the_dashboard(server: Server) -> None:
    shown = server._repr_html_()
    assert f'href="{server.url}/join"' in shown and "<svg" in shown
    assert f'<iframe src="{server.url}/teacher#k={server.room.teacher}"' in shown


def test_a_coroutine_runs_to_its_end_even_where_a_loop_already_runs() -> None:
    """What a Jupyter kernel, or the test worker that holds Playwright's sync API, does to
    `asyncio.run`: the classroom's own coroutines still run (in a thread of their own)."""
    async def answer() -> tuple[int, str]:
        await asyncio.sleep(0)
        return 42, threading.current_thread().name

    async def inside_a_running_loop() -> tuple[int, str]:
        return run_in_own_loop(answer())

    assert run_in_own_loop(answer())[0] == 42
    value, thread = run_in_own_loop(inside_a_running_loop())
    assert value == 42 and thread.startswith("explorer-loop")
