"""`python -m explorer.bench --classroom`: a class on one server, measured (not a test).

A classroom server is started in its own process on 127.0.0.1 (a free port, a temporary data
folder); `tables` tables of `seats` seats each (Whispers and Citadels in turn) are created,
and every seat and every board connects its WebSocket. Each seat plays a random legal move
when its turn comes, after a short think (`think` seconds, at random up to twice that), until
every table has played `moves` moves or `limit` seconds have passed. For each move the time
from sending it to the moment every page of its table (each seat and the board) has received
the new step is recorded. Then every table's record is read back: each acknowledged move must
be in it (no lost move). Only loopback traffic, bounded in count and time.

Beside the latencies it reports what the server spent: its process's CPU time (user and
system, read from `/proc`) over the whole class, per move and per page update (a move updates
every seat's page and the board's), and the machine's load average before and after, so that
figures from different machines (or a busy shared one) can be compared.
"""

from __future__ import annotations

import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Coroutine, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from ..engine import Rng, derive

GAMES = ("whispers", "citadels")

T = TypeVar("T")


def run_in_own_loop(coroutine: Coroutine[Any, Any, T]) -> T:
    """Run `coroutine` to its end on an event loop of its own; its result. Where this thread
    already runs a loop (a Jupyter kernel, or Playwright's sync API in a test process) that
    loop cannot be entered again, so the coroutine runs in a thread of its own."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(coroutine)
    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="explorer-loop") as pool:
        return pool.submit(asyncio.run, coroutine).result()


@dataclass
class Figures:
    latencies: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    acknowledged: dict[str, int] = field(default_factory=dict)
    recorded: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0
    #: The server's CPU seconds over the class (None where `/proc` cannot tell).
    server_cpu: float | None = None
    #: Pages each move updates (every seat's and the board's), summed over the moves.
    page_updates: int = 0
    load_before: float = 0.0
    load_after: float = 0.0

    def report(self) -> Iterator[tuple[str, float]]:
        times = sorted(self.latencies)
        yield "moves", len(times)
        if times:
            yield "update_ms_p50", statistics.median(times) * 1000
            yield "update_ms_p95", times[min(len(times) - 1, int(len(times) * 0.95))] * 1000
            yield "update_ms_max", times[-1] * 1000
        yield "errors", len(self.errors)
        lost = sum(max(0, n - self.recorded.get(t, 0)) for t, n in self.acknowledged.items())
        yield "lost_moves", lost
        yield "seconds", self.seconds
        if self.server_cpu is not None and times:
            yield "server_cpu_s", self.server_cpu
            yield "server_cpu_ms_per_move", self.server_cpu / len(times) * 1000
            yield "server_cpu_ms_per_page", self.server_cpu / max(1, self.page_updates) * 1000
        yield "load_average_before", self.load_before
        yield "load_average_after", self.load_after


def cpu_seconds(pid: int) -> float | None:
    """The user and system CPU time process `pid` has used so far (Linux's `/proc`), or None
    where there is no `/proc`."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    # After the name: state is field 3, utime field 14, stime field 15 (proc(5)).
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def load_average() -> float:
    """The machine's one-minute load average (0 where the system does not say)."""
    try:
        return os.getloadavg()[0]
    except OSError:
        return 0.0


@contextmanager
def server_process(folder: Path) -> Iterator[tuple[str, str, int]]:
    """A classroom server in a child process: `(base URL, teacher token, process id)`."""
    process = subprocess.Popen(
        [sys.executable, "-m", "explorer", "classroom", "--port", "0", "--data", str(folder)],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        assert process.stdout is not None
        base = ""
        for _ in range(20):
            line = process.stdout.readline()
            if "/join" in line:
                base = line.split("http://", 1)[1].split("/join", 1)[0]
                break
        token = (folder / "teacher-token").read_text().strip()
        yield f"http://{base}", token, process.pid
    finally:
        process.terminate()
        process.wait(20)


class Page:
    """One page's WebSocket: the latest step it has seen, and who waits for a step."""

    def __init__(self, connection: Any, seat: int | None) -> None:
        self.connection = connection
        self.seat = seat
        self.view: dict[str, Any] = {}
        self.waiters: list[tuple[int, asyncio.Future[float]]] = []

    async def read(self) -> None:
        while True:
            message = await self.connection.read_message()
            if message is None:
                return
            data = json.loads(message)
            if "view" not in data:
                continue
            self.view = data["view"]
            now = time.perf_counter()
            for step, waiter in list(self.waiters):
                if self.view["step"] >= step and not waiter.done():
                    waiter.set_result(now)
                    self.waiters.remove((step, waiter))

    def until(self, step: int) -> asyncio.Future[float]:
        waiter: asyncio.Future[float] = asyncio.get_running_loop().create_future()
        if self.view.get("step", -1) >= step:
            waiter.set_result(time.perf_counter())
        else:
            self.waiters.append((step, waiter))
        return waiter


async def _request(base: str, method: str, path: str, token: str, body: Any = None
                   ) -> tuple[int, Any]:
    from tornado.httpclient import AsyncHTTPClient, HTTPClientError

    client = AsyncHTTPClient()
    try:
        response = await client.fetch(
            base + path, method=method, headers={"Authorization": f"Bearer {token}",
                                                 "Content-Type": "application/json"},
            body=None if body is None else json.dumps(body), request_timeout=30)
        return response.code, json.loads(response.body)
    except HTTPClientError as error:
        return error.code, error.response.body if error.response is not None else b""


async def _table(base: str, teacher: str, number: int, seats: int, moves: int, think: float,
                 deadline: float, figures: Figures) -> None:
    from tornado.websocket import websocket_connect

    code, made = await _request(base, "POST", "/api/tables", teacher,
                                {"game": GAMES[number % len(GAMES)], "players": seats,
                                 "seed": number})
    if code != 201:
        figures.errors.append(f"create: {code} {made!r}")
        return
    table = made["id"]
    figures.acknowledged[table] = 0
    tokens = [s["token"] for s in made["seats"]]
    pages = []
    for token, seat in [*((t, i) for i, t in enumerate(tokens)), (made["board"]["token"], None)]:
        connection = await websocket_connect(base.replace("http", "ws") + "/ws")
        connection.write_message(json.dumps({"token": token, "table": table}))
        pages.append(Page(connection, seat))
    readers = [asyncio.ensure_future(p.read()) for p in pages]
    await asyncio.gather(*(p.until(0) for p in pages))
    rng = derive(number, 7)
    try:
        await _play(base, table, tokens, pages, moves, think, deadline, rng, figures)
    finally:
        for page in pages:
            page.connection.close()
        for reader in readers:
            reader.cancel()


async def _play(base: str, table: str, tokens: list[str], pages: list[Page], moves: int,
                think: float, deadline: float, rng: Rng, figures: Figures) -> None:
    board = pages[-1]
    for _ in range(moves):
        view = board.view
        if view.get("over") or time.perf_counter() > deadline:
            return
        seat = view["current_player"]
        mine = pages[seat]
        await mine.until(view["step"])
        pause, rng = rng.below(1000)
        await asyncio.sleep(think * 2 * pause / 1000)
        action, rng = rng.choice(mine.view["legal"])
        step = mine.view["step"]
        began = time.perf_counter()
        everyone = [p.until(step + 1) for p in pages]
        code, answer = await _request(base, "POST", f"/api/tables/{table}/actions",
                                      tokens[seat], {"action": action, "step": step})
        if code != 200:
            figures.errors.append(f"{table} step {step}: {code} {answer!r}")
            return
        figures.acknowledged[table] += 1
        try:
            arrived = await asyncio.wait_for(asyncio.gather(*everyone), 30)
        except TimeoutError:
            figures.errors.append(f"{table} step {step}: a page was not updated")
            return
        figures.latencies.append(max(arrived) - began)
        figures.page_updates += len(pages)


async def _class(tables: int, seats: int, moves: int, think: float, limit: float
                 ) -> Figures:
    figures = Figures()
    with tempfile.TemporaryDirectory(prefix="explorer-classroom-bench-") as folder, \
            server_process(Path(folder)) as (base, teacher, pid):
        figures.load_before = load_average()
        cpu_before = cpu_seconds(pid)
        began = time.perf_counter()
        await asyncio.gather(*(_table(base, teacher, n, seats, moves, think, began + limit,
                                      figures) for n in range(tables)))
        figures.seconds = time.perf_counter() - began
        cpu_after = cpu_seconds(pid)
        if cpu_before is not None and cpu_after is not None:
            figures.server_cpu = cpu_after - cpu_before
        figures.load_after = load_average()
        for table in figures.acknowledged:
            code, record = await _request(base, "GET", f"/api/tables/{table}/record", teacher)
            figures.recorded[table] = len(record["actions"]) if code == 200 else -1
    return figures


def run(tables: int = 10, seats: int = 5, moves: int = 40, think: float = 1.0,
        limit: float = 180.0) -> Figures:
    """Measure a class (see the module's text); the figures."""
    return run_in_own_loop(_class(tables, seats, moves, think, limit))
