"""The class's results as requests: the answers the lessons' answer boxes send with a
table's join code (`POST /api/answers`, no token: the code is the class's), and who may read
the leaderboard (the teacher, and every board: it is shown to the room).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..engine import Message
from ..engine.errors import AccessError, RequestError
from .room import Classroom, field, only_fields

#: A student's name and an exercise's name, at most this long; an answer, `ANSWER_LIMIT`.
NAME_LIMIT = 80
ANSWER_LIMIT = 2000


def may_see(room: Classroom, token: str | None) -> None:
    """The leaderboard is the teacher's and every board's (it is shown to the room): the
    teacher's token or a board-only token (`Classroom.board_of`); a seat's is refused. The
    answers stay the teacher's only (`AnswersHandler.get`)."""
    if room.is_teacher(token) or room.board_of(token) is not None:
        return
    raise AccessError(Message("classroom.error.teacher_only" if token
                              else "classroom.error.no_token"))


def _text(body: Mapping[str, Any], key: str, limit: int) -> str:
    value: str = field(body, key, str, required=True).strip()
    if not value or len(value) > limit:
        raise RequestError(Message("classroom.error.answer_text", key=key, limit=limit))
    return value


def add_answer(room: Classroom, body: Mapping[str, Any]) -> dict[str, Any]:
    """An answer a lesson's box sends (`{"code", "name", "exercise", "answer", "correct"}`):
    kept if the code is a table's of this lesson (not ended)."""
    only_fields(body, ("code", "name", "exercise", "answer", "correct", "lang"))
    code = field(body, "code", str, required=True).strip().upper()
    if not any(t.stored.code == code and not t.stored.ended for t in room.tables.values()):
        raise AccessError(Message("classroom.error.code", code=code[:12]))
    name = _text(body, "name", NAME_LIMIT)
    exercise = _text(body, "exercise", NAME_LIMIT)
    answer = _text(body, "answer", ANSWER_LIMIT)
    correct = field(body, "correct", bool)
    room.store.add_answer(code, name, exercise, answer, correct)
    for table in room.tables.values():
        if table.stored.code == code:
            for listener in room.listeners:
                listener(table, False)
    return {"ok": True}
