"""Turn timers and stand-in bots: a table may have a time per move, set by the teacher. When
the seat to act lets it run out (or the teacher says so), a bot of the teacher's chosen tier
(`explorer.bots`: random, heuristic, lookahead) plays for that seat, move after move, until
the student presses "I'm back" on the seat page (or the teacher gives the seat back).

A stand-in's choices are the table's own bots' choices: seeded from the table's seed and the
step (`Table.play_bot`), so the same table and moves give the same stand-in moves. The clock
is the classroom's (`Classroom.clock`, `time.monotonic` unless a test gives another), read
only here and for the dashboard's "waiting for"; the server checks the timers every `TICK`
seconds on its event loop (`explorer.classroom.turns` holds the teacher's and the student's
requests; this module only reads a table, so that the table and the classroom may use it).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

#: How often the server looks for a clock that has run out, in seconds.
TICK = 0.25
#: The shortest and longest time per move a teacher may set, in seconds.
SHORTEST, LONGEST = 5, 3600


def running(table: Any) -> int | None:
    """The seat whose clock runs at `table`: the student to act under a time limit, while
    play may go on (not paused, ended or over; not a bot's or a stand-in's seat)."""
    current: int | None = table.match.current_player
    if table.seconds is None or current is None or table.stored.paused or \
            table.stored.ended or current in table.bots or current in table.standins:
        return None
    return current


def clock(table: Any, now: float) -> dict[str, Any] | None:
    """What a page is told of the clock: whose it is, the time per move, the seconds left."""
    seat = running(table)
    if seat is None or table.seconds is None:
        return None
    left = max(0.0, table.seconds - (now - table.changed))
    return {"seat": seat, "seconds": table.seconds, "left": round(left, 1)}


def restore(tables: Mapping[str, Any],
            saved: Mapping[str, tuple[float | None, str, dict[int, str]]]) -> None:
    """The timers and stand-ins the database holds (`Store.timers`), back on their tables
    after a restart."""
    for table_id, (seconds, tier, standins) in saved.items():
        if table_id in tables:
            table = tables[table_id]
            table.seconds, table.tier, table.standins = seconds, tier, standins
