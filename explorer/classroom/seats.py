"""Who sits at each seat: a seat belongs to one student, on one device.

A student joins with the table's code and a name; the seat is theirs, on the device that
joined (a cookie the server gives each browser), and they get a four-digit PIN. Another
device opening that seat's link is refused; the student comes back to the same seat, on any
device, with their name and PIN. A seat first opened from the teacher's link belongs to the
device that opened it, and its student may then give a name. The teacher frees a seat or
moves its student to another one. A table may let every seat be played from one device (a
tablet passed round the table), or ask the teacher to let each student in (their seat opens
once the teacher approves), which the teacher says when making it.

Names and PINs are kept in the database (PINs as digests); nothing here knows about the web.
"""

from __future__ import annotations

import hmac
import secrets
import unicodedata
from dataclasses import dataclass

from ..engine import Message, shown
from ..engine.errors import AccessError, RequestError
from .store import Store, Student, digest

#: A student's name, at most this many characters.
NAME_LIMIT = 24
#: Wrong PINs a seat takes before only the teacher can give it back (a new link, or free).
PIN_TRIES = 5


def clean_name(value: str) -> str:
    """A name as shown: its spaces collapsed; `RequestError` if empty, too long or holding a
    control character."""
    name = " ".join(value.split())
    if not name or len(name) > NAME_LIMIT or any(
            unicodedata.category(c).startswith("C") for c in name):
        raise RequestError(Message("classroom.error.name", limit=NAME_LIMIT))
    return name


def pin_digest(table_id: str, name: str, pin: str) -> str:
    return digest(f"{table_id}:{name.casefold()}:{pin}")


class PendingError(AccessError):
    """The student's seat waits for the teacher to let them in."""


@dataclass
class Seating:
    """The answer to a student who joined or rejoined: their seat and their PIN."""

    seat: int
    name: str
    pin: str


class Seats:
    """The students of every table, kept in `store` and mirrored here."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.students = store.students()
        self.tries: dict[tuple[str, int], int] = {}

    def of(self, table_id: str) -> dict[int, Student]:
        return self.students.get(table_id, {})

    def names(self, table_id: str) -> dict[int, str]:
        return {seat: s.name for seat, s in self.of(table_id).items() if s.name}

    def shared(self, table_id: str) -> bool:
        """Whether every seat of the table may be played from one device."""
        return self.store.note(table_id, "shared_device") is not None

    def approving(self, table_id: str) -> bool:
        """Whether the teacher lets each student of the table in."""
        return self.store.note(table_id, "approve") is not None

    def put(self, table_id: str, seat: int, student: Student | None) -> None:
        self.store.set_student(table_id, seat, student)
        if student is None:
            self.of(table_id).pop(seat, None)
        else:
            self.students.setdefault(table_id, {})[seat] = student

    def claim(self, table_id: str, seat: int, device: str | None) -> bool:
        """A page on `device` opens `seat`: the seat becomes that device's if nobody holds
        it (true: the seat changed hands); `AccessError` if another device holds it. A
        request without a device (a script with the seat's token) is the token's alone."""
        student = self.of(table_id).get(seat)
        if student is not None and not student.approved:
            raise PendingError(Message("classroom.error.pending", name=shown(student.name)))
        if device is None or self.shared(table_id):
            return False
        if student is None:
            self.put(table_id, seat, Student("", "", digest(device)))
            return True
        if not hmac.compare_digest(student.device, digest(device)):
            raise AccessError(Message("classroom.error.taken", seat=seat + 1))
        return False

    def join(self, table_id: str, free: list[int], name: str, pin: str | None,
             device: str) -> tuple[Seating, bool]:
        """Seat a student who gave `name` (and `pin` to come back): `(seating, rejoined)`."""
        name = clean_name(name)
        seated = self.of(table_id)
        same = [s for s, st in seated.items() if st.name.casefold() == name.casefold()]
        if same:
            return self._rejoin(table_id, same[0], name, pin, device), True
        if not self.shared(table_id) and any(
                hmac.compare_digest(st.device, digest(device)) for st in seated.values()):
            raise AccessError(Message("classroom.error.one_seat"))
        open_seats = [s for s in free if s not in seated]
        if not open_seats:
            raise AccessError(Message("classroom.error.full"))
        new_pin = f"{secrets.randbelow(10_000):04d}"
        seat = open_seats[0]
        self.put(table_id, seat, Student(name, pin_digest(table_id, name, new_pin),
                                         digest(device), not self.approving(table_id)))
        return Seating(seat, name, new_pin), False

    def _rejoin(self, table_id: str, seat: int, name: str, pin: str | None,
                device: str) -> Seating:
        student = self.of(table_id)[seat]
        if pin is None:
            raise AccessError(Message("classroom.error.name_taken", name=shown(name)))
        key = (table_id, seat)
        if self.tries.get(key, 0) >= PIN_TRIES:
            raise AccessError(Message("classroom.error.pin_locked"))
        if not student.pin or not hmac.compare_digest(
                student.pin, pin_digest(table_id, student.name, pin.strip())):
            self.tries[key] = self.tries.get(key, 0) + 1
            raise AccessError(Message("classroom.error.pin"))
        self.tries.pop(key, None)
        self.put(table_id, seat, Student(student.name, student.pin, digest(device),
                                         student.approved))
        return Seating(seat, student.name, pin.strip())

    def name(self, table_id: str, seat: int, name: str, device: str | None) -> Seating:
        """The student at a seat opened from the teacher's link gives their name (once)."""
        name = clean_name(name)
        student = self.of(table_id).get(seat)
        if student is not None and student.name:
            raise RequestError(Message("classroom.error.named", name=shown(student.name)))
        if any(st.name.casefold() == name.casefold() for st in self.of(table_id).values()):
            raise AccessError(Message("classroom.error.name_taken", name=shown(name)))
        new_pin = f"{secrets.randbelow(10_000):04d}"
        held = student.device if student is not None else digest(device or secrets.token_hex())
        self.put(table_id, seat, Student(name, pin_digest(table_id, name, new_pin), held))
        return Seating(seat, name, new_pin)

    def approve(self, table_id: str, seat: int) -> None:
        """The teacher lets in the student waiting at `seat`."""
        student = self.of(table_id).get(seat)
        if student is None or student.approved:
            raise RequestError(Message("classroom.error.approve", seat=seat + 1))
        self.put(table_id, seat, Student(student.name, student.pin, student.device, True))

    def move(self, table_id: str, seat: int, to: int) -> None:
        """The teacher moves the student at `seat` to the free seat `to`."""
        student = self.of(table_id).get(seat)
        if to == seat or to in self.of(table_id):
            raise RequestError(Message("classroom.error.move", to=to + 1))
        self.put(table_id, seat, None)
        if student is not None:
            self.put(table_id, to, student)
        self.tries.pop((table_id, seat), None)

    def free(self, table_id: str, seat: int) -> None:
        """The seat belongs to nobody again (its next link, or the next to join, takes it)."""
        self.put(table_id, seat, None)
        self.tries.pop((table_id, seat), None)
