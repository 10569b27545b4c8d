"""The classroom's embedded database: one SQLite file in the data folder (WAL mode), holding
every table's match record (`Match.to_json`), its seats, bots and tokens, and the checks
students sent. Every write is committed before the caller answers the request that made it,
so stopping the server loses nothing that a page was told had happened.

Tokens are kept as their SHA-256 digests: the database alone does not let anyone in.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

#: The database file inside the data folder.
DATABASE = "classroom.sqlite3"

SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    id TEXT PRIMARY KEY,
    number INTEGER NOT NULL,
    code TEXT NOT NULL UNIQUE,
    record TEXT NOT NULL,
    bots TEXT NOT NULL DEFAULT '{}',
    paused INTEGER NOT NULL DEFAULT 0,
    ended INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS tokens (
    digest TEXT PRIMARY KEY,
    table_id TEXT NOT NULL REFERENCES tables(id),
    seat INTEGER NOT NULL,
    joined INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS checks (
    number INTEGER PRIMARY KEY AUTOINCREMENT,
    table_id TEXT NOT NULL REFERENCES tables(id),
    seat INTEGER NOT NULL,
    step INTEGER NOT NULL,
    name TEXT NOT NULL,
    answer TEXT NOT NULL
);
"""

#: The seat number a board token is stored under.
BOARD = -1


def digest(token: str) -> str:
    """The SHA-256 digest a token is stored as."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


@dataclass
class StoredTable:
    """One table as the database holds it."""

    id: str
    number: int
    code: str
    record: str
    bots: dict[int, str] = field(default_factory=dict)
    paused: bool = False
    ended: bool = False


class Store:
    """The database of one classroom server (`folder`/classroom.sqlite3)."""

    def __init__(self, folder: Path) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        self.path = folder / DATABASE
        self._lock = threading.Lock()
        self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        self._db.execute("PRAGMA journal_mode=WAL")
        # FULL: a commit is on disk before it returns, so an acknowledged move survives a
        # power cut as well as a stopped server.
        self._db.execute("PRAGMA synchronous=FULL")
        self._db.execute("PRAGMA foreign_keys=ON")
        self._db.executescript(SCHEMA)

    def close(self) -> None:
        with self._lock:
            self._db.close()

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One transaction, committed on leaving (rolled back on an error)."""
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self._db
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")

    # -- tables --------------------------------------------------------------------------

    def add_table(self, table: StoredTable, tokens: dict[str, int]) -> None:
        """A new table and its tokens (token -> seat, `BOARD` for the board's)."""
        with self._write() as db:
            db.execute("INSERT INTO tables VALUES (?, ?, ?, ?, ?, ?, ?)",
                       (table.id, table.number, table.code, table.record,
                        json.dumps(table.bots), int(table.paused), int(table.ended)))
            db.executemany("INSERT INTO tokens (digest, table_id, seat) VALUES (?, ?, ?)",
                           [(digest(t), table.id, seat) for t, seat in tokens.items()])

    def save(self, table: StoredTable) -> None:
        """The table's record, bots and flags as they are now."""
        with self._write() as db:
            db.execute("UPDATE tables SET record=?, bots=?, paused=?, ended=? WHERE id=?",
                       (table.record, json.dumps(table.bots), int(table.paused),
                        int(table.ended), table.id))

    def tables(self) -> list[StoredTable]:
        """Every table, in the order they were made."""
        with self._lock:
            rows = self._db.execute(
                "SELECT id, number, code, record, bots, paused, ended FROM tables "
                "ORDER BY number").fetchall()
        return [StoredTable(i, n, c, r, {int(k): v for k, v in json.loads(b).items()},
                            bool(p), bool(e)) for i, n, c, r, b, p, e in rows]

    def next_number(self) -> int:
        with self._lock:
            (last,) = self._db.execute("SELECT COALESCE(MAX(number), 0) FROM tables").fetchone()
        return int(last) + 1

    # -- tokens --------------------------------------------------------------------------

    def holder(self, token: str) -> tuple[str, int] | None:
        """`(table id, seat)` the token opens (`BOARD` for a board), or `None`."""
        with self._lock:
            row = self._db.execute("SELECT table_id, seat FROM tokens WHERE digest=?",
                                   (digest(token),)).fetchone()
        return None if row is None else (str(row[0]), int(row[1]))

    def replace_token(self, table_id: str, seat: int, token: str, *, joined: bool) -> None:
        """Give `seat` a new token: the old one opens nothing any more."""
        with self._write() as db:
            db.execute("DELETE FROM tokens WHERE table_id=? AND seat=?", (table_id, seat))
            db.execute("INSERT INTO tokens VALUES (?, ?, ?, ?)",
                       (digest(token), table_id, seat, int(joined)))

    def mark_joined(self, table_id: str, seat: int) -> None:
        with self._write() as db:
            db.execute("UPDATE tokens SET joined=1 WHERE table_id=? AND seat=?",
                       (table_id, seat))

    def joined(self, table_id: str) -> set[int]:
        """The seats whose page has been opened."""
        with self._lock:
            rows = self._db.execute("SELECT seat FROM tokens WHERE table_id=? AND joined=1",
                                    (table_id,)).fetchall()
        return {int(seat) for (seat,) in rows}

    # -- exercise checks -----------------------------------------------------------------

    def add_check(self, table_id: str, seat: int, step: int, name: str, answer: str) -> None:
        with self._write() as db:
            db.execute("INSERT INTO checks (table_id, seat, step, name, answer) "
                       "VALUES (?, ?, ?, ?, ?)", (table_id, seat, step, name, answer))

    def checks(self) -> list[dict[str, Any]]:
        with self._lock:
            rows = self._db.execute("SELECT table_id, seat, step, name, answer FROM checks "
                                    "ORDER BY number").fetchall()
        return [{"table": t, "seat": s, "step": st, "name": n, "answer": a}
                for t, s, st, n, a in rows]

    # -- turn timers and stand-in bots ---------------------------------------------------

    def _results_tables(self) -> None:
        """Make the timers' and answers' tables on first use (`SCHEMA_RESULTS`)."""
        if not getattr(self, "_results_made", False):
            with self._lock:
                self._db.executescript(SCHEMA_RESULTS)
            self._results_made = True

    def save_timer(self, table_id: str, seconds: float | None, tier: str,
                   standins: dict[int, str]) -> None:
        """A table's time per move (None: no limit), the bot tier that takes over, and the
        seats a stand-in bot plays now."""
        self._results_tables()
        with self._write() as db:
            db.execute("INSERT OR REPLACE INTO timers VALUES (?, ?, ?, ?)",
                       (table_id, seconds, tier, json.dumps(standins)))

    def timers(self) -> dict[str, tuple[float | None, str, dict[int, str]]]:
        self._results_tables()
        with self._lock:
            rows = self._db.execute("SELECT table_id, seconds, tier, standins FROM timers"
                                    ).fetchall()
        return {t: (s, tier, {int(k): v for k, v in json.loads(b).items()})
                for t, s, tier, b in rows}

    # -- answers from the lessons' boxes -------------------------------------------------

    def add_answer(self, code: str, name: str, exercise: str, answer: str,
                   correct: bool | None) -> None:
        self._results_tables()
        with self._write() as db:
            db.execute("INSERT INTO answers (code, name, exercise, answer, correct) "
                       "VALUES (?, ?, ?, ?, ?)",
                       (code, name, exercise, answer, None if correct is None else int(correct)))

    def answers(self) -> list[dict[str, Any]]:
        self._results_tables()
        with self._lock:
            rows = self._db.execute("SELECT code, name, exercise, answer, correct FROM answers "
                                    "ORDER BY number").fetchall()
        return [{"code": c, "name": n, "exercise": e, "answer": a,
                 "correct": None if ok is None else bool(ok)} for c, n, e, a, ok in rows]


#: The turn timers (`explorer.classroom.timer`) and the answers the lessons' boxes send
#: (`explorer.classroom.results`), in tables of their own.
SCHEMA_RESULTS = """
CREATE TABLE IF NOT EXISTS timers (
    table_id TEXT PRIMARY KEY REFERENCES tables(id),
    seconds REAL,
    tier TEXT NOT NULL,
    standins TEXT NOT NULL DEFAULT '{}'
);
CREATE TABLE IF NOT EXISTS answers (
    number INTEGER PRIMARY KEY AUTOINCREMENT,
    code TEXT NOT NULL,
    name TEXT NOT NULL,
    exercise TEXT NOT NULL,
    answer TEXT NOT NULL,
    correct INTEGER
);
"""
