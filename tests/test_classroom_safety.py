"""The classroom server made safe for a real class (issue 35), on a real server with a real
SQLite file: secret deals, a board link that opens only the board, a database another
process holds (503, nothing shown, the same move later committed once), one server per data
folder, a damaged database refused in both languages, scenario tables with the teacher's
readings."""

from __future__ import annotations

import asyncio
import base64
import json
import logging
import os
import secrets as secrets_module
import socket
import sqlite3
import stat
import subprocess
import sys
import threading
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from explorer import Match
from explorer.classroom import Server, serve, web
from explorer.classroom.load import run_in_own_loop
from explorer.classroom.store import DATABASE, StoreError
from tests import test_classroom
from tests.classroom_helpers import call, create

pytest.importorskip("tornado")

#: The same fixtures as the classroom's other tests: a data folder, a server on it.
folder = test_classroom.folder
server = test_classroom.server


def _bilingual(status: int, body: Any, expected: int) -> None:
    assert status == expected, body
    assert isinstance(body, dict) and body["en"] and body["ja"] and body["en"] != body["ja"]


def _record(server: Server, table: str) -> dict[str, Any]:
    status, value = call(server, "GET", f"/api/tables/{table}/record", token=server.room.teacher)
    assert status == 200
    return dict(value)


def _view(server: Server, table: str, token: str, lang: str = "en") -> dict[str, Any]:
    status, value = call(server, "GET", f"/api/tables/{table}/view?lang={lang}", token=token)
    assert status == 200, value
    return dict(value)


async def _frames(server: Server, hellos: list[dict[str, Any]], until: float) -> list[str]:
    """Every frame the pages of `hellos` receive in `until` seconds."""
    from tornado.websocket import websocket_connect

    got: list[str] = []
    sockets = []
    for hello in hellos:
        socket = await websocket_connect(server.url.replace("http", "ws") + "/ws")
        socket.write_message(json.dumps(hello))
        sockets.append(socket)

    async def read(socket: Any) -> None:
        while (message := await socket.read_message()) is not None:
            got.append(message)

    readers = [asyncio.ensure_future(read(s)) for s in sockets]
    await asyncio.sleep(until)
    for socket in sockets:
        socket.close()
    await asyncio.gather(*readers, return_exceptions=True)
    return got


# -- 1. secret deals ----------------------------------------------------------------------


def test_a_default_table_deals_from_a_secret_seed_nobody_is_sent(
        server: Server, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    drawn: list[tuple[int, int]] = []
    randbits = secrets_module.randbits

    def watched(bits: int) -> int:
        value = int(randbits(bits))
        drawn.append((bits, value))
        return value

    monkeypatch.setattr(secrets_module, "randbits", watched)
    made = [create(server, game="whispers", players=4) for _ in range(2)]
    seeds = [_record(server, m["id"])["seed"] for m in made]
    assert drawn == [(64, seeds[0]), (64, seeds[1])] and seeds[0] != seeds[1]
    matches = [Match.from_json(json.dumps(_record(server, m["id"]))) for m in made]
    assert matches[0].state.hands != matches[1].state.hands
    # Nothing a seat, the board or the dashboard is sent, no page and no log holds a seed.
    texts = [caplog.text, json.dumps(call(server, "GET", "/api/tables",
                                          token=server.room.teacher)[1])]
    for m in made:
        tokens = [s["token"] for s in m["seats"]] + [m["board"]["token"]]
        hellos = [{"token": t, "table": m["id"], "lang": lang} for t in tokens
                  for lang in ("en", "ja")]
        texts += run_in_own_loop(_frames(server, hellos, 0.5))
        texts += [json.dumps(_view(server, m["id"], t, lang)) for t in tokens
                  for lang in ("en", "ja")]
        texts += [s["url"] for s in m["seats"]] + [m["board"]["url"]]
        for page in (f"/board/{m['id']}", f"/seat/{m['id']}/0", "/teacher", "/join"):
            texts.append(str(call(server, "GET", page)[1]))
    texts.append(caplog.text)
    assert len(texts) > 40
    for seed in seeds:
        assert not [t for t in texts if str(seed) in t]
    # A student with the package searching the first 100,000 seeds learns nothing of the other
    # hands. Their own six cards may recur by chance (about one search in fifty finds a seed
    # dealing them), but no searched seed deals the table's whole deal.
    hand = matches[0].view(0).hands[0]
    found = [Match("whispers", 4, s).state.hands for s in range(100_000)
             if Match("whispers", 4, s).state.hands[0] == hand]
    assert matches[0].state.hands not in found


def test_same_deal_tables_share_one_secret_seed_and_a_chosen_seed_is_flagged(
        server: Server) -> None:
    same = [create(server, game="citadels", players=4, same_deal=True) for _ in range(2)]
    other = create(server, game="citadels", players=4)
    chosen = create(server, game="citadels", players=4, seed=7)
    records = [_record(server, m["id"]) for m in (*same, other, chosen)]
    assert records[0]["seed"] == records[1]["seed"] != records[2]["seed"]
    assert records[0]["seed"] >= 2 ** 20 and records[3]["seed"] == 7
    rows = {r["id"]: r for r in call(server, "GET", "/api/tables",
                                     token=server.room.teacher)[1]["tables"]}
    assert [rows[m["id"]]["seed_set"] for m in (*same, other, chosen)] == [
        False, False, False, True]
    assert not [r for r in rows.values() if "seed" in r]


# -- 2. the board link --------------------------------------------------------------------


def test_the_dashboards_board_link_opens_the_board_and_nothing_else(server: Server) -> None:
    made = create(server, game="naishi", players=2)
    teacher = server.room.teacher
    rows = call(server, "GET", "/api/tables", token=teacher)[1]["tables"]
    link = rows[0]["board"]
    assert teacher not in json.dumps(rows) and teacher not in json.dumps(made)
    assert link.startswith(f"{server.url}/board/{made['id']}?lang=en#k=")
    board = link.split("#k=", 1)[1]
    assert board == made["board"]["token"]
    assert _view(server, made["id"], board)["seat"] is None
    table = f"/api/tables/{made['id']}"
    for method, path, body in (
            ("GET", "/api/tables", None), ("POST", "/api/tables", {"game": "naishi"}),
            ("GET", f"{table}/record", None), ("POST", f"{table}/control", {"do": "pause"}),
            ("POST", f"{table}/control", {"do": "link", "seat": 0}),
            ("POST", f"{table}/actions", {"action": "x", "step": 0}),
            ("GET", "/api/export.csv", None), ("GET", "/api/export.json", None),
            ("GET", "/api/games", None), ("POST", "/api/lesson/end", {}),
            ("POST", f"{table}/timer", {"seconds": 30}),
            ("POST", f"{table}/standin", {"seat": 0}), ("POST", f"{table}/back", {}),
            ("GET", "/api/answers", None)):
        _bilingual(*call(server, method, path, body, board), 403)
    assert not server.room.tables[made["id"]].stored.paused
    assert len(server.room.tables) == 1
    assert server.room.tables[made["id"]].seconds is None
    assert not server.room.tables[made["id"]].standins
    # The board shows the class's leaderboard (it is on the projector); a seat may not.
    assert call(server, "GET", "/api/leaderboard", token=board)[0] == 200
    _bilingual(*call(server, "GET", "/api/leaderboard", token=made["seats"][0]["token"]), 403)


# -- 4. commit, then acknowledge, then show -----------------------------------------------


@pytest.fixture
def held(folder: Path) -> Iterator[sqlite3.Connection]:
    """Another process's hold on the database (as a backup tool or a second program)."""
    other = sqlite3.connect(folder / DATABASE, isolation_level=None, timeout=0,
                            check_same_thread=False)
    yield other
    other.close()


def test_a_locked_database_answers_503_shows_nothing_and_the_move_commits_later(
        server: Server, held: sqlite3.Connection) -> None:
    made = create(server, game="naishi", players=2)
    others = [create(server, game="whispers", players=3) for _ in range(3)]
    table, tokens = made["id"], [s["token"] for s in made["seats"]]
    board = _view(server, table, made["board"]["token"])
    seat = board["current_player"]
    move = _view(server, table, tokens[seat])["legal"][0]
    held.execute("BEGIN EXCLUSIVE")
    times: list[float] = []
    frames: list[str] = []

    def others_respond() -> None:
        for _ in range(10):
            for m in others:
                start = time.perf_counter()
                _view(server, m["id"], m["board"]["token"])
                times.append(time.perf_counter() - start)

    hellos = [{"token": t, "table": table, "lang": "en"}
              for t in (*tokens, made["board"]["token"])]
    watcher = threading.Thread(target=lambda: frames.extend(
        run_in_own_loop(_frames(server, hellos, 3.0))))
    watcher.start()
    time.sleep(0.5)
    reader = threading.Thread(target=others_respond)
    reader.start()
    for _ in range(3):  # the student taps again: each is refused the same way
        start = time.perf_counter()
        status, body = call(server, "POST", f"/api/tables/{table}/actions",
                            {"action": move, "step": 0}, tokens[seat])
        assert time.perf_counter() - start < 2.0
        _bilingual(status, body, 503)
    reader.join()
    watcher.join()
    assert _view(server, table, made["board"]["token"])["step"] == 0
    assert [json.loads(f)["view"]["step"] for f in frames] == [0, 0, 0]
    times.sort()
    assert times[int(len(times) * 0.95)] < 0.25, times
    held.execute("ROLLBACK")
    status, body = call(server, "POST", f"/api/tables/{table}/actions",
                        {"action": move, "step": 0}, tokens[seat])
    assert (status, body) == (200, {"step": 1})
    assert _record(server, table)["actions"] == [move]


def test_the_data_folder_is_its_owners_and_held_by_one_server(server: Server,
                                                              folder: Path) -> None:
    assert stat.S_IMODE(os.stat(folder).st_mode) == 0o700
    assert stat.S_IMODE(os.stat(folder / DATABASE).st_mode) == 0o600
    with pytest.raises(StoreError) as refused:
        serve(port=0, data=folder)
    assert str(folder) in refused.value.in_language("ja")
    process = subprocess.run(
        [sys.executable, "-m", "explorer", "classroom", "--port", "0", "--data", str(folder)],
        capture_output=True, text=True, timeout=60)
    assert process.returncode == 2 and "Traceback" not in process.stderr
    assert "別の教室サーバー" in process.stderr and "Another classroom server" in process.stderr
    # The first server still works.
    create(server, game="naishi", players=2)


@pytest.mark.parametrize("damage", ["garbage", "foreign", "record"])
def test_a_damaged_or_foreign_database_is_refused_in_both_languages(folder: Path,
                                                                    damage: str) -> None:
    folder.mkdir(parents=True)
    path = folder / DATABASE
    if damage == "garbage":
        path.write_bytes(b"this is not a database" * 100)
    elif damage == "record":
        serve(port=0, data=folder).stop()
        with sqlite3.connect(path) as other:
            other.execute("INSERT INTO tables VALUES ('t1', 1, 'AAAAAA', '{\"game\": 3}', "
                          "'{}', 0, 0)")
    else:
        with sqlite3.connect(path) as other:
            other.execute("CREATE TABLE tables (name TEXT)")
    process = subprocess.run(
        [sys.executable, "-m", "explorer", "classroom", "--port", "0", "--data", str(folder)],
        capture_output=True, text=True, timeout=60)
    assert process.returncode == 2 and "Traceback" not in process.stderr
    assert "is not a classroom database" in process.stderr
    assert "データベースではない" in process.stderr
    with pytest.raises(StoreError):
        serve(port=0, data=folder)
    # Refused, the folder is free again: a good database in it would be served.
    path.unlink()
    serve(port=0, data=folder).stop()


# -- 5. scenarios with readings -----------------------------------------------------------


def test_a_scenario_table_takes_the_readings_and_refuses_what_the_moment_fixes(
        server: Server) -> None:
    made = create(server, game="whispers", scenario="grey_tie",
                  options={"neutral_pass_counts": "hand"})
    kept = _record(server, made["id"])
    assert kept["options"]["neutral_pass_counts"] == "hand"
    assert create(server, game="whispers", scenario="grey_tie", players=3)["id"]
    for extra, key in (({"players": 5}, "players"), ({"seed": 4}, "seed"),
                       ({"same_deal": True}, "same_deal")):
        status, body = call(server, "POST", "/api/tables",
                            {"game": "whispers", "scenario": "grey_tie", **extra},
                            server.room.teacher)
        _bilingual(status, body, 422)
        assert key in body["en"] and key in body["ja"]
    for body in ({"game": "whispers", "scenario": "grey_tie", "options": {"bogus": 1}},
                 {"game": "whispers", "players": 3, "options": {"bogus": 1}},
                 {"game": "whispers", "players": 3, "seed": -1}):
        status, answer = call(server, "POST", "/api/tables", body, server.room.teacher)
        _bilingual(status, answer, 422)
    assert len(server.room.tables) == 2


# -- 8. hardening: the hostile-input battery ----------------------------------------------


def test_oversized_bodies_nul_paths_and_the_policy(server: Server) -> None:
    big = b'{"game": "' + b"x" * (2 * 1024 * 1024) + b'"}'
    _bilingual(*call(server, "POST", "/api/tables", raw=big, token=server.room.teacher), 413)
    _bilingual(*call(server, "POST", "/api/join", raw=big), 413)
    assert server.room.tables == {}
    for path in ("/static/%00", "/static/classroom.js%00.css", "/board/%00", "/join%00"):
        _bilingual(*call(server, "GET", path), 400)
    with urllib.request.urlopen(server.url + "/join", timeout=10) as page:
        policy = page.headers["Content-Security-Policy"]
    assert "connect-src 'self';" in policy and "ws:" not in policy


def test_join_needs_json_from_this_servers_own_page(server: Server) -> None:
    made = create(server, game="naishi", players=2)
    body = {"code": made["code"], "name": "Aiko"}
    for headers, status in (({"Content-Type": "text/plain"}, 415),
                            ({"Origin": "http://evil.example"}, 403),
                            ({"Origin": ""}, 403)):
        _bilingual(*call(server, "POST", "/api/join", body, headers=headers), status)
    assert server.room.store.joined(made["id"]) == set()
    status, joined = call(server, "POST", "/api/join", body)
    assert status == 200 and joined["seat"] == 0


def _raw(port: int, source: str = "127.0.0.1") -> socket.socket:
    connection = socket.create_connection(("127.0.0.1", port), timeout=5,
                                          source_address=(source, 0))
    return connection


def _closed_by_server(connection: socket.socket, within: float) -> bool:
    connection.settimeout(within)
    try:
        return connection.recv(1) == b""
    except TimeoutError:
        return False
    except ConnectionResetError:
        return True


@pytest.fixture
def strict(folder: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Server]:
    """A server with small bounds, to reach them in a test."""
    for name, value in (("MAX_PER_CLIENT", 4), ("MAX_CONNECTIONS", 6), ("IDLE_TIMEOUT", 1.0),
                        ("HELLO_TIMEOUT", 1.0), ("SEND_LIMIT", 64 * 1024)):
        monkeypatch.setattr(web, name, value)
    running = serve(port=0, data=folder)
    yield running
    running.stop()


def test_connections_are_bounded_per_client_and_in_all(strict: Server) -> None:
    mine = [_raw(strict.port) for _ in range(4)]
    extra = _raw(strict.port)
    assert _closed_by_server(extra, 2.0)
    others = [_raw(strict.port, "127.0.0.2") for _ in range(2)]
    beyond = _raw(strict.port, "127.0.0.2")
    assert _closed_by_server(beyond, 2.0)
    assert not any(_closed_by_server(c, 0.2) for c in (*mine[:1], *others))
    for connection in (*mine, *others, extra, beyond):
        connection.close()
    time.sleep(0.3)
    assert call(strict, "GET", "/api/tables")[0] == 403  # room again: answered


def test_idle_slow_and_silent_connections_are_closed(strict: Server) -> None:
    idle = _raw(strict.port)
    slow = _raw(strict.port)
    slow.sendall(b"GET /join HTTP/1.1\r\nHost: x\r\n")  # and the rest never comes
    silent = _raw(strict.port)
    silent.sendall(_upgrade(strict.port))
    assert b"101" in silent.recv(4096).split(b"\r\n", 1)[0]
    start = time.perf_counter()
    assert all(_closed_by_server(c, 5.0) for c in (idle, slow))
    silent.settimeout(5.0)
    assert silent.recv(2)[0] == 0x88  # the server's closing frame: it said nothing
    assert time.perf_counter() - start < 5.0
    for connection in (idle, slow, silent):
        connection.close()


def _upgrade(port: int) -> bytes:
    key = base64.b64encode(os.urandom(16)).decode()
    return (f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
            f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
            f"Sec-WebSocket-Version: 13\r\nOrigin: http://127.0.0.1:{port}\r\n\r\n").encode()


def _frame(text: str) -> bytes:
    """A client's masked text frame."""
    data = text.encode()
    mask = os.urandom(4)
    head = bytes([0x81]) + (bytes([0x80 | len(data)]) if len(data) < 126
                            else bytes([0x80 | 126]) + len(data).to_bytes(2, "big"))
    return head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data))


def test_a_page_that_never_reads_is_dropped(strict: Server) -> None:
    made = create(strict, game="citadels", players=6)
    reader = socket.socket()
    reader.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    reader.connect(("127.0.0.1", strict.port))
    reader.sendall(_upgrade(strict.port))
    reader.recv(4096)
    reader.sendall(_frame(json.dumps({"token": made["board"]["token"], "table": made["id"]})))
    hub = next(getattr(h, "__self__", None) for h in strict.room.listeners)
    assert isinstance(hub, web.Hub)
    deadline = time.monotonic() + 60
    while not hub.sockets and time.monotonic() < deadline:
        time.sleep(0.05)
    assert len(hub.sockets) == 1
    pushes = 0
    while hub.sockets and time.monotonic() < deadline:
        call(strict, "POST", f"/api/tables/{made['id']}/control",
             {"do": "pause" if pushes % 2 == 0 else "resume"}, strict.room.teacher)
        pushes += 1
    assert not hub.sockets, pushes
    reader.close()


# -- 3. seats belong to one student (the API; the browser test shows the pages) ------------


def _device() -> dict[str, str]:
    """A browser's device cookie, as the server's pages give one."""
    return {"Cookie": f"cr_device={secrets_module.token_urlsafe(24)}"}


def _join(server: Server, device: dict[str, str], code: str, name: str,
          pin: str | None = None) -> tuple[int, Any]:
    body = {"code": code, "name": name, **({} if pin is None else {"pin": pin})}
    return call(server, "POST", "/api/join", body, headers=device)


def test_a_seat_belongs_to_one_device_and_comes_back_with_name_and_pin(
        server: Server) -> None:
    made = create(server, game="whispers", players=4)
    table, code = made["id"], made["code"]
    phone, laptop, other = _device(), _device(), _device()
    status, aiko = _join(server, phone, code, "  Aiko  ")
    assert status == 200 and (aiko["seat"], aiko["name"]) == (0, "Aiko")
    assert len(aiko["pin"]) == 4 and aiko["pin"].isdigit()
    _bilingual(*_join(server, phone, code, "Someone else"), 403)   # one seat per device
    seat_view = f"/api/tables/{table}/view"
    _bilingual(*call(server, "GET", seat_view, token=aiko["token"], headers=laptop), 403)
    _bilingual(*_join(server, laptop, code, "aiko"), 403)           # the name, no PIN
    wrong = "0000" if aiko["pin"] != "0000" else "1111"
    _bilingual(*_join(server, laptop, code, "Aiko", wrong), 403)
    status, back = _join(server, laptop, code, "AIKO", aiko["pin"])
    assert status == 200 and back["seat"] == 0 and back["pin"] == aiko["pin"]
    # Back on the laptop: the phone's link opens nothing; the laptop's opens the seat.
    _bilingual(*call(server, "GET", seat_view, token=aiko["token"], headers=phone), 403)
    assert call(server, "GET", seat_view, token=back["token"], headers=laptop)[1]["seat"] == 0
    # Too many wrong PINs: only the teacher gives the seat back.
    for _ in range(5):
        _join(server, other, code, "Aiko", wrong)
    _bilingual(*_join(server, other, code, "Aiko", aiko["pin"]), 403)
    for name in ("x" * 25, "", "a\x00b", "   "):
        _bilingual(*_join(server, other, code, name), 400)
    status, ben = _join(server, other, code, "<b>Ben</b>")
    assert status == 200 and ben["seat"] == 1
    names = call(server, "GET", seat_view, token=made["board"]["token"])[1]["names"]
    assert names == {"0": "Aiko", "1": "<b>Ben</b>"}
    export = call(server, "GET", "/api/export.json", token=server.room.teacher)[1]
    assert [s["name"] for s in export["tables"][0]["seats"]] == ["Aiko", "<b>Ben</b>", None, None]


def test_the_teachers_links_stay_valid_and_the_teacher_frees_and_moves_students(
        server: Server) -> None:
    made = create(server, game="whispers", players=4)
    table, code = made["id"], made["code"]
    links = [s["token"] for s in made["seats"]]
    status, aiko = _join(server, _device(), code, "Aiko")
    assert aiko["seat"] == 0
    # The teacher's unopened link of seat 1 still opens it; opened on a device it is taken.
    tablet = _device()
    seat_view = f"/api/tables/{table}/view"
    assert call(server, "GET", seat_view, token=links[1], headers=tablet)[1]["seat"] == 1
    status, named = call(server, "POST", f"/api/tables/{table}/name", {"name": "Chie"},
                         links[1], headers=tablet)
    assert status == 200 and named["name"] == "Chie"
    _bilingual(*call(server, "GET", seat_view, token=links[1], headers=_device()), 403)
    control = f"/api/tables/{table}/control"
    teacher = server.room.teacher
    _bilingual(*call(server, "POST", control, {"do": "move", "seat": 0, "to": 1}, teacher), 400)
    status, moved = call(server, "POST", control, {"do": "move", "seat": 0, "to": 3}, teacher)
    assert status == 200 and moved["seat"] == 3
    _bilingual(*call(server, "GET", seat_view, token=aiko["token"]), 403)
    names = call(server, "GET", seat_view, token=moved["token"])[1]["names"]
    assert names == {"1": "Chie", "3": "Aiko"}
    status, freed = call(server, "POST", control, {"do": "free", "seat": 1}, teacher)
    assert status == 200 and call(server, "GET", "/api/tables", token=teacher)[1][
        "tables"][0]["seats"][1]["student"] is None
    assert _join(server, _device(), code, "Dan")[1]["seat"] == 0
    assert _join(server, _device(), code, "Eri")[1]["seat"] == 1


def test_a_shared_device_table_lets_one_tablet_hold_every_seat(server: Server) -> None:
    made = create(server, game="naishi", players=2, shared_device=True)
    tablet = _device()
    seats = [_join(server, tablet, made["code"], name)[1]["seat"] for name in ("Aiko", "Ben")]
    assert seats == [0, 1]


def test_a_table_that_asks_lets_each_student_in_only_once_the_teacher_approves(
        server: Server) -> None:
    made = create(server, game="naishi", players=2, approve=True)
    table, teacher = made["id"], server.room.teacher
    phone = _device()
    status, aiko = _join(server, phone, made["code"], "Aiko")
    assert status == 200
    seat_view = f"/api/tables/{table}/view"
    status, body = call(server, "GET", seat_view, token=aiko["token"], headers=phone)
    _bilingual(status, body, 403)
    assert body["error"] == "PendingError" and "Aiko" in body["ja"]
    rows = call(server, "GET", "/api/tables", token=teacher)[1]["tables"]
    assert [s["pending"] for s in rows[0]["seats"]] == [True, False]
    control = f"/api/tables/{table}/control"
    _bilingual(*call(server, "POST", control, {"do": "approve", "seat": 1}, teacher), 400)
    assert call(server, "POST", control, {"do": "approve", "seat": 0}, teacher)[0] == 200
    assert call(server, "GET", seat_view, token=aiko["token"], headers=phone)[1]["seat"] == 0
