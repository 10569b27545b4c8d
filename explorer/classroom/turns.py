"""The requests of the turn timer (`explorer.classroom.timer`): the teacher sets a table's
time per move and the tier of bot that stands in, or hands a seat to a stand-in bot now and
back; a student presses "I'm back". And the server's check, every `timer.TICK` seconds, for
a clock that has run out. Every change is committed before it is answered or shown.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .. import bots
from ..engine import Message, shown
from ..engine.errors import ExplorerError, RequestError
from .room import Classroom, field, only_fields
from .table import Table
from .timer import LONGEST, SHORTEST, running


def tick(room: Classroom) -> None:
    """Hand every seat whose clock has run out to a stand-in bot, which plays at once."""
    now = room.clock()
    for table in list(room.tables.values()):
        seat = running(table)
        if seat is not None and table.seconds is not None and \
                now - table.changed >= table.seconds:
            try:
                take_over(room, table, seat)
            except ExplorerError:  # a busy database: nothing changed, the next check retries
                continue


def take_over(room: Classroom, table: Table, seat: int) -> None:
    tier = table.tier or bots.default(table.match.game)
    _keep(room, table, table.seconds, table.tier, {**table.standins, seat: tier})
    room.commit(table)
    room.run_bots(table)


def _keep(room: Classroom, table: Table, seconds: float | None, tier: str,
          standins: dict[int, str]) -> None:
    """Write a table's timer and stand-ins, then set them on the table: a write the database
    refuses changes nothing."""
    room.store.save_timer(table.id, seconds, tier, standins)
    table.seconds, table.tier, table.standins = seconds, tier, standins


def _seconds(body: Mapping[str, Any]) -> float | None:
    seconds = field(body, "seconds", int, 0)
    if seconds == 0:
        return None
    if not SHORTEST <= seconds <= LONGEST:
        raise RequestError(Message("classroom.error.timer", value=shown(seconds),
                                   low=SHORTEST, high=LONGEST))
    return float(seconds)


def set_timer(room: Classroom, token: str | None, table_id: str, body: Mapping[str, Any]
              ) -> dict[str, Any]:
    """The teacher sets a table's time per move (`{"seconds": int, "bot": tier}`; 0 or
    none: no limit) and the tier of bot that takes over; the clock starts again."""
    room.check_teacher(token)
    only_fields(body, ("seconds", "bot", "lang"))
    table = room.table(table_id)
    seconds = _seconds(body)
    tier = field(body, "bot", str, table.tier or bots.default(table.match.game))
    bots.get(table.match.game, tier)
    _keep(room, table, seconds, tier, table.standins)
    room.commit(table)
    return {"seconds": seconds, "bot": tier}


def stand_in(room: Classroom, token: str | None, table_id: str, body: Mapping[str, Any]
             ) -> dict[str, Any]:
    """The teacher hands a seat to a stand-in bot now (`{"seat", "on": true}`), or gives it
    back to its student (`"on": false`)."""
    room.check_teacher(token)
    only_fields(body, ("seat", "on", "lang"))
    table = room.table(table_id)
    seat = table.match.game.check_seat(field(body, "seat", int, required=True),
                                       table.match.state)
    if field(body, "on", bool, True):
        take_over(room, table, seat)
    else:
        give_back(room, table, seat)
    return {"step": table.match.step, "standins": sorted(table.standins)}


def give_back(room: Classroom, table: Table, seat: int) -> None:
    """The student plays `seat` again; if it is the seat's turn, its clock starts afresh."""
    if seat in table.standins:
        _keep(room, table, table.seconds, table.tier,
              {s: b for s, b in table.standins.items() if s != seat})
        room.commit(table)


def back(room: Classroom, token: str | None, table_id: str, body: Mapping[str, Any],
         device: str | None = None) -> dict[str, Any]:
    """A student's "I'm back" (the seat's own token, from the seat's device): the stand-in
    bot leaves the seat."""
    only_fields(body, ("lang",))
    table, seat = room.seat_of(token, table_id, device)
    give_back(room, table, seat)
    return {"step": table.match.step, "standins": sorted(table.standins)}
