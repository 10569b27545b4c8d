"""The classroom's embedded database: one SQLite file in the data folder (WAL mode), holding
every table's match record (`Match.to_json`), its seats, bots and tokens, and the checks
students sent. Every write is committed before the caller answers the request that made it,
so stopping the server loses nothing that a page was told had happened.

Tokens are kept as their SHA-256 digests: the database alone does not let anyone in. The
folder is its owner's only (0700, the file 0600) and one server at a time holds it (a lock
file). A database another process keeps locked makes a write fail within `BUSY_WAIT`
(`BusyError`: nothing was written); a file that is not this server's database is a
`StoreError`.
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from ..engine import Message
from ..engine.errors import ExplorerError

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
CREATE TABLE IF NOT EXISTS students (
    table_id TEXT NOT NULL REFERENCES tables(id),
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    pin TEXT NOT NULL,
    device TEXT NOT NULL,
    approved INTEGER NOT NULL DEFAULT 1,
    PRIMARY KEY (table_id, seat)
);
CREATE TABLE IF NOT EXISTS notes (
    table_id TEXT NOT NULL,
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (table_id, key)
);
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

#: The lock file one server holds in its data folder.
LOCK = "server.lock"
#: How long a write waits for a database another process holds, in seconds.
BUSY_WAIT = 0.1
#: The columns of each table this server reads (a file without them is not its database).
COLUMNS = {"tables": {"id", "number", "code", "record", "bots", "paused", "ended"},
           "tokens": {"digest", "table_id", "seat", "joined"},
           "checks": {"table_id", "seat", "step", "name", "answer"},
           "notes": {"table_id", "key", "value"},
           "students": {"table_id", "seat", "name", "pin", "device", "approved"},
           "timers": {"table_id", "seconds", "tier", "standins"},
           "answers": {"code", "name", "exercise", "answer", "correct"}}


class BusyError(ExplorerError):
    """Another process holds the database: nothing was written; try again."""


class StoreError(ExplorerError):
    """The data folder cannot be used: another server holds it, or its file is not a
    classroom database."""

#: The seat number a board token is stored under.
BOARD = -1


def digest(token: str) -> str:
    """The SHA-256 digest a token is stored as."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class Student:
    """Who holds a seat: the name they gave, their PIN's and their device's digests (a seat
    opened from the teacher's link has no name and no PIN until the student gives them)."""

    name: str
    pin: str
    device: str
    #: False while the teacher has not yet let the student in (a table that asks).
    approved: bool = True


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
        os.chmod(folder, 0o700)
        self.path = folder / DATABASE
        self._lock = threading.Lock()
        self._held = hold(folder / LOCK)
        try:
            self._db = self._open()
        except BaseException:
            self._held.close()
            raise

    def _open(self) -> sqlite3.Connection:
        os.close(os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600))
        try:
            db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None,
                                 timeout=BUSY_WAIT)
            db.execute("PRAGMA journal_mode=WAL")
            # FULL: a commit is on disk before it returns, so an acknowledged move survives
            # a power cut as well as a stopped server.
            db.execute("PRAGMA synchronous=FULL")
            db.execute("PRAGMA foreign_keys=ON")
            db.executescript(SCHEMA)
            for name, columns in COLUMNS.items():
                found = {row[1] for row in db.execute(f"PRAGMA table_info({name})")}
                if not columns <= found:
                    raise sqlite3.DatabaseError(name)
        except sqlite3.DatabaseError as exc:
            raise StoreError(Message("classroom.error.database", path=str(self.path),
                                     detail=str(exc))) from None
        for path in (self.path, *(self.path.with_name(self.path.name + s)
                                  for s in ("-wal", "-shm"))):
            if path.exists():
                os.chmod(path, 0o600)
        return db

    def close(self) -> None:
        with self._lock:
            self._db.close()
            self._held.close()

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One transaction, committed on leaving (rolled back on an error); `BusyError` if
        another process holds the database longer than `BUSY_WAIT`."""
        with self._lock:
            try:
                self._db.execute("BEGIN IMMEDIATE")
            except sqlite3.OperationalError:
                raise BusyError(Message("classroom.error.busy")) from None
            try:
                yield self._db
                self._db.execute("COMMIT")
            except sqlite3.OperationalError:
                self._db.execute("ROLLBACK")
                raise BusyError(Message("classroom.error.busy")) from None
            except BaseException:
                self._db.execute("ROLLBACK")
                raise

    @contextmanager
    def _read(self) -> Iterator[None]:
        """A read; `BusyError` if another process keeps even readers out."""
        with self._lock:
            try:
                yield
            except sqlite3.OperationalError:
                raise BusyError(Message("classroom.error.busy")) from None

    # -- notes: the lesson's and each table's settings ------------------------------------

    def note(self, table_id: str, key: str) -> str | None:
        """A setting kept for a table (`""`: the lesson), or `None`."""
        with self._read():
            row = self._db.execute("SELECT value FROM notes WHERE table_id=? AND key=?",
                                   (table_id, key)).fetchone()
        return None if row is None else str(row[0])

    def set_note(self, table_id: str, key: str, value: str) -> None:
        with self._write() as db:
            db.execute("INSERT OR REPLACE INTO notes VALUES (?, ?, ?)", (table_id, key, value))

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
        with self._read():
            rows = self._db.execute(
                "SELECT id, number, code, record, bots, paused, ended FROM tables "
                "ORDER BY number").fetchall()
        return [StoredTable(i, n, c, r, {int(k): v for k, v in json.loads(b).items()},
                            bool(p), bool(e)) for i, n, c, r, b, p, e in rows]

    def next_number(self) -> int:
        with self._read():
            (last,) = self._db.execute("SELECT COALESCE(MAX(number), 0) FROM tables").fetchone()
        return int(last) + 1

    # -- tokens --------------------------------------------------------------------------

    def holder(self, token: str) -> tuple[str, int] | None:
        """`(table id, seat)` the token opens (`BOARD` for a board), or `None`."""
        with self._read():
            row = self._db.execute("SELECT table_id, seat FROM tokens WHERE digest=?",
                                   (digest(token),)).fetchone()
        return None if row is None else (str(row[0]), int(row[1]))

    def replace_token(self, table_id: str, seat: int, token: str, *, joined: bool) -> None:
        """Give `seat` a new token: the old one opens nothing any more."""
        with self._write() as db:
            db.execute("DELETE FROM tokens WHERE table_id=? AND seat=?", (table_id, seat))
            db.execute("INSERT INTO tokens VALUES (?, ?, ?, ?)",
                       (digest(token), table_id, seat, int(joined)))

    def add_token(self, table_id: str, seat: int, token: str) -> None:
        """One more token for `seat` (the seat's other links stay valid)."""
        with self._write() as db:
            db.execute("INSERT INTO tokens VALUES (?, ?, ?, 1)", (digest(token), table_id, seat))

    def drop_tokens(self, table_id: str, seat: int) -> None:
        """The seat's links all open nothing any more."""
        with self._write() as db:
            db.execute("DELETE FROM tokens WHERE table_id=? AND seat=?", (table_id, seat))

    # -- students ------------------------------------------------------------------------

    def students(self) -> dict[str, dict[int, Student]]:
        """Every table's students by seat."""
        with self._read():
            rows = self._db.execute(
                "SELECT table_id, seat, name, pin, device, approved FROM students").fetchall()
        out: dict[str, dict[int, Student]] = {}
        for table_id, seat, name, pin, device, approved in rows:
            out.setdefault(str(table_id), {})[int(seat)] = Student(name, pin, device,
                                                                   bool(approved))
        return out

    def set_student(self, table_id: str, seat: int, student: Student | None) -> None:
        """Seat `student` at `seat` (`None`: the seat is free again)."""
        with self._write() as db:
            db.execute("DELETE FROM students WHERE table_id=? AND seat=?", (table_id, seat))
            if student is not None:
                db.execute("INSERT INTO students VALUES (?, ?, ?, ?, ?, ?)",
                           (table_id, seat, student.name, student.pin, student.device,
                            int(student.approved)))

    def mark_joined(self, table_id: str, seat: int) -> None:
        with self._write() as db:
            db.execute("UPDATE tokens SET joined=1 WHERE table_id=? AND seat=?",
                       (table_id, seat))

    def joined(self, table_id: str) -> set[int]:
        """The seats whose page has been opened."""
        with self._read():
            rows = self._db.execute("SELECT seat FROM tokens WHERE table_id=? AND joined=1",
                                    (table_id,)).fetchall()
        return {int(seat) for (seat,) in rows}

    # -- exercise checks -----------------------------------------------------------------

    def add_check(self, table_id: str, seat: int, step: int, name: str, answer: str) -> None:
        with self._write() as db:
            db.execute("INSERT INTO checks (table_id, seat, step, name, answer) "
                       "VALUES (?, ?, ?, ?, ?)", (table_id, seat, step, name, answer))

    def checks(self) -> list[dict[str, Any]]:
        with self._read():
            rows = self._db.execute("SELECT table_id, seat, step, name, answer FROM checks "
                                    "ORDER BY number").fetchall()
        return [{"table": t, "seat": s, "step": st, "name": n, "answer": a}
                for t, s, st, n, a in rows]

    # -- turn timers and stand-in bots ---------------------------------------------------

    def save_timer(self, table_id: str, seconds: float | None, tier: str,
                   standins: dict[int, str]) -> None:
        """A table's time per move (None: no limit), the bot tier that takes over, and the
        seats a stand-in bot plays now."""
        with self._write() as db:
            db.execute("INSERT OR REPLACE INTO timers VALUES (?, ?, ?, ?)",
                       (table_id, seconds, tier, json.dumps(standins)))

    def timers(self) -> dict[str, tuple[float | None, str, dict[int, str]]]:
        with self._read():
            rows = self._db.execute("SELECT table_id, seconds, tier, standins FROM timers"
                                    ).fetchall()
        return {t: (s, tier, {int(k): v for k, v in json.loads(b).items()})
                for t, s, tier, b in rows}

    # -- answers from the lessons' boxes -------------------------------------------------

    def add_answer(self, code: str, name: str, exercise: str, answer: str,
                   correct: bool | None) -> None:
        with self._write() as db:
            db.execute("INSERT INTO answers (code, name, exercise, answer, correct) "
                       "VALUES (?, ?, ?, ?, ?)",
                       (code, name, exercise, answer, None if correct is None else int(correct)))

    def answers(self) -> list[dict[str, Any]]:
        with self._read():
            rows = self._db.execute("SELECT code, name, exercise, answer, correct FROM answers "
                                    "ORDER BY number").fetchall()
        return [{"code": c, "name": n, "exercise": e, "answer": a,
                 "correct": None if ok is None else bool(ok)} for c, n, e, a, ok in rows]


def hold(path: Path) -> IO[str]:
    """Hold `path` as this process's lock on the data folder, or `StoreError` if another
    server holds it (the lock goes with the process, even after `kill -9`)."""
    out = open(path, "a+", encoding="ascii")  # noqa: SIM115 (held until `close`)
    os.chmod(path, 0o600)
    try:
        if sys.platform == "win32":
            import msvcrt

            msvcrt.locking(out.fileno(), msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(out.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        out.close()
        raise StoreError(Message("classroom.error.held", folder=str(path.parent))) from None
    return out
