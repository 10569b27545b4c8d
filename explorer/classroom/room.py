"""The classroom itself, without the web: tables made from a teacher's request, seats and
boards found by their tokens, moves played through the engine and committed before they are
acknowledged, the teacher's controls, and the results. `explorer.classroom.web` puts it on
HTTP and WebSockets; nothing here knows about either.
"""

from __future__ import annotations

import base64
import csv
import hashlib
import hmac
import io
import json
import os
import secrets
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .. import bots
from ..engine import (
    Match,
    Message,
    OptionError,
    RecordError,
    SeatError,
    UnknownGameError,
    load_game,
    registered_games,
    scenarios,
    shown,
)
from ..engine.errors import AccessError, ExplorerError, RequestError
from .results import leaderboard
from .results import scores as running_scores
from .seats import Seats
from .store import BOARD, BusyError, Store, StoredTable, StoreError
from .table import Table, new_code, new_token
from .timer import restore

#: The teacher's token file in the data folder (readable by its owner only).
TEACHER_TOKEN = "teacher-token"
#: A name and an answer a student sends with an exercise check, at most this long.
CHECK_TEXT_LIMIT = 2000
#: The bits of a table's secret seed (from `secrets`): no student can search them.
SEED_BITS = 64


def secret_seed() -> int:
    """A seed nobody can guess from what a seat sees."""
    return secrets.randbits(SEED_BITS)


def teacher_token(folder: Path) -> str:
    """The token in `folder`/teacher-token, made (mode 0600) on first use."""
    path = folder / TEACHER_TOKEN
    folder.mkdir(parents=True, exist_ok=True)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        os.chmod(path, 0o600)
        token = path.read_text(encoding="ascii").strip()
        if token:
            return token
        fd = os.open(path, os.O_WRONLY | os.O_TRUNC, 0o600)
    token = new_token()
    with os.fdopen(fd, "w", encoding="ascii") as out:
        out.write(token + "\n")
    return token


def field(body: Mapping[str, Any], key: str, kind: type | tuple[type, ...],
          default: Any = None, *, required: bool = False) -> Any:
    """`body[key]` if it is of `kind` (a JSON integer is never a `bool`), else
    `RequestError` naming the field."""
    if key not in body or body[key] is None:
        if required:
            raise RequestError(Message("classroom.error.missing", key=key))
        return default
    value = body[key]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in kinds):
        raise RequestError(Message("classroom.error.field", key=key, value=shown(value),
                                   kind=Message(f"classroom.kind.{kinds[0].__name__}")))
    return value


def only_fields(body: Mapping[str, Any], names: tuple[str, ...]) -> None:
    for key in body:
        if key not in names:
            raise RequestError(Message("classroom.error.unknown_field", key=shown(key),
                                       names=", ".join(names)))


class Classroom:
    """Every table of one server, its database and its teacher's token.

    `listener(table, moved)` is called after every committed change of a table (`moved`:
    its match or flags changed, and the web layer pushes the new views to its pages) and
    when a student joins or opens a seat (`moved` false: only the dashboards change).
    """

    def __init__(self, folder: Path, base_url: str = "") -> None:
        self.folder = folder
        self.store = Store(folder)
        self.teacher = teacher_token(folder)
        self.base_url = base_url
        self.listeners: list[Callable[[Table, bool], None]] = []
        #: Called with `(table, seat, address)` when a seat's tokens are replaced: its open
        #: pages close (told the seat's new address if its student was moved there).
        self.revoked: list[Callable[[Table, int, str | None], None]] = []
        self.tables: dict[str, Table] = {}
        #: Called when the room closes, before its database does (the turn timers' ticker
        #: stops there, so no tick reads a closed database).
        self.closing: list[Callable[[], None]] = []
        #: The server's clock: turn timers and "waiting for" read it (a test may set another).
        self.clock: Callable[[], float] = time.monotonic
        try:
            self.seats = Seats(self.store)
            self._load()
        except (ExplorerError, ValueError, KeyError, TypeError) as exc:
            self.store.close()
            if isinstance(exc, StoreError):
                raise
            raise StoreError(Message("classroom.error.database", path=str(self.store.path),
                                     detail=str(exc)[:200])) from None

    def _load(self) -> None:
        """Every table the database holds, its match replayed from its record."""
        now = self.clock()
        for stored in self.store.tables():
            table = self.tables[stored.id] = Table(stored, Match.from_json(stored.record), now,
                                                   now=self.now)
            table.names = self.seats.names(stored.id)
        restore(self.tables, self.store.timers())

    def now(self) -> float:
        return self.clock()

    def close(self) -> None:
        for stop in self.closing:
            stop()
        self.closing.clear()
        self.store.close()

    # -- who is asking -------------------------------------------------------------------

    def is_teacher(self, token: str | None) -> bool:
        return token is not None and hmac.compare_digest(token.encode(), self.teacher.encode())

    def check_teacher(self, token: str | None) -> None:
        if not self.is_teacher(token):
            raise AccessError(Message("classroom.error.teacher_only" if token
                                      else "classroom.error.no_token"))

    def holder(self, token: str | None, table_id: str, device: str | None = None
               ) -> tuple[Table, int | None]:
        """The table and seat (`None`: the board) a token opens at `table_id`; the teacher's
        token opens the board of every table. `AccessError` for any other token, or for a
        seat another device holds (`device`: the asking browser's, if known)."""
        if not token:
            raise AccessError(Message("classroom.error.no_token"))
        if self.is_teacher(token) and table_id in self.tables:
            return self.tables[table_id], None
        if table_id in self.tables and hmac.compare_digest(
                token.encode(), self.board_token(table_id).encode()):
            return self.tables[table_id], None
        found = self.store.holder(token)
        if found is None or found[0] != table_id or table_id not in self.tables:
            raise AccessError(Message("classroom.error.wrong_token"))
        table, seat = self.tables[table_id], found[1]
        if seat == BOARD:
            return table, None
        if self.seats.claim(table_id, seat, device):
            self.seated(table)
        return table, seat

    def board_of(self, token: str | None) -> Table | None:
        """The table whose board `token` opens (its board-only token, or a board token an
        older database keeps), or `None`: the teacher's and the seats' tokens open none."""
        if not token:
            return None
        for table_id, table in self.tables.items():
            if hmac.compare_digest(token.encode(), self.board_token(table_id).encode()):
                return table
        found = self.store.holder(token)
        if found is None or found[1] != BOARD or found[0] not in self.tables:
            return None
        return self.tables[found[0]]

    def seated(self, table: Table) -> None:
        """A seat's student changed: every page of the table is sent the names."""
        table.names = self.seats.names(table.id)
        table.saved()
        for listener in self.listeners:
            listener(table, True)

    def seat_of(self, token: str | None, table_id: str, device: str | None = None
                ) -> tuple[Table, int]:
        """As `holder`, for a request only a seat may make."""
        table, seat = self.holder(token, table_id, device)
        if seat is None:
            raise AccessError(Message("classroom.error.seat_only"))
        return table, seat

    def board_token(self, table_id: str) -> str:
        """The token of a table's board: made from the teacher's, and opening nothing but
        that board (the teacher's token cannot be found from it)."""
        mac = hmac.new(self.teacher.encode(), b"board:" + table_id.encode(), hashlib.sha256)
        return base64.urlsafe_b64encode(mac.digest()).decode("ascii").rstrip("=")

    def table(self, table_id: str) -> Table:
        if table_id not in self.tables:
            raise AccessError(Message("classroom.error.no_table"))
        return self.tables[table_id]

    # -- changes -------------------------------------------------------------------------

    def commit(self, table: Table, before: Snapshot | None = None) -> None:
        """Write the table to the database, then tell the listeners. If the write fails
        (`BusyError`: another process holds the database), the table goes back to `before`
        (what was committed last) and nobody is told of the change."""
        table.saved()
        try:
            self.store.save(table.stored)
        except ExplorerError:
            if before is not None:
                before.restore(table)
            raise
        table.changed = self.clock()
        for listener in self.listeners:
            listener(table, True)

    def run_bots(self, table: Table) -> None:
        """Let the bots play while a bot holds the seat to act, each move committed."""
        for _ in range(table.match.game.max_steps):
            name = table.bot_to_move()
            if name is None:
                return
            before = Snapshot.of(table)
            table.play_bot(name)
            try:
                self.commit(table, before)
            except BusyError:
                return  # the bot plays again at the table's next change

    def act(self, token: str | None, table_id: str, body: Mapping[str, Any],
            device: str | None = None) -> int:
        """Play a seat's move (`{"action": str, "step": int}`); the new step."""
        only_fields(body, ("action", "step", "lang"))
        table, seat = self.seat_of(token, table_id, device)
        action = field(body, "action", str, required=True)
        step = field(body, "step", int, required=True)
        lang = self.lang(body)
        before = Snapshot.of(table)
        table.play(seat, action, step, lang)
        self.commit(table, before)
        return table.match.step

    @staticmethod
    def lang(body: Mapping[str, Any]) -> str:
        lang = field(body, "lang", str, "en")
        return lang if lang in ("en", "ja") else "en"

    # -- tables --------------------------------------------------------------------------

    def create(self, token: str | None, body: Mapping[str, Any]) -> dict[str, Any]:
        """A new table (`{"game", "players", "seed", "options", "scenario", "bots"}`): its
        id and join code, the board's and every seat's address and token."""
        self.check_teacher(token)
        only_fields(body, ("game", "players", "seed", "options", "scenario", "bots",
                           "same_deal", "shared_device", "approve", "lang"))
        match = self._match(body)
        seat_bots = self._bots(match, field(body, "bots", dict, {}))
        stored = StoredTable(new_token()[:12].replace("-", "x").replace("_", "y"),
                             self.store.next_number(), self._code(), match.to_json(), seat_bots)
        tokens = {new_token(): seat for seat in range(match.players)}
        self.store.add_table(stored, tokens)
        if field(body, "seed", int) is not None:
            self.store.set_note(stored.id, "seed_set", "1")
        for flag in ("shared_device", "approve"):
            if field(body, flag, bool, False):
                self.store.set_note(stored.id, flag, "1")
        table = self.tables[stored.id] = Table(stored, match, self.clock(), now=self.now)
        self.commit(table)
        self.run_bots(table)
        board = self.board_token(stored.id)
        return {
            "id": stored.id, "code": stored.code, "join": self.join_url(stored.code),
            "board": {"url": self.page_url(stored.id, None, board), "token": board},
            "seats": [{"seat": seat, "url": self.page_url(stored.id, seat, t), "token": t,
                       "bot": seat_bots.get(seat)} for t, seat in tokens.items()],
        }

    def _match(self, body: Mapping[str, Any]) -> Match:
        """The match a new table plays: a scenario's moment under the teacher's readings,
        or a fresh deal from the teacher's seed, the lesson's (`same_deal`) or a secret
        one."""
        game = field(body, "game", str, required=True)
        scenario = field(body, "scenario", str)
        players = field(body, "players", int)
        seed = field(body, "seed", int)
        same = field(body, "same_deal", bool, False)
        options = field(body, "options", dict, {})
        if seed is not None and not 0 <= seed < 2 ** 128:
            raise OptionError(Message("classroom.error.seed", value=shown(seed)))
        try:
            load_game(game)
            if scenario is not None:
                return self._scenario(game, scenario, players, seed, same, options)
            if seed is None:
                seed = self.lesson_seed() if same else secret_seed()
            return Match(game, players, seed, **options)
        except (OptionError, UnknownGameError, RecordError) as exc:
            raise type(exc)(exc.reason) from None
        except TypeError:
            raise RequestError(Message("classroom.error.options")) from None

    @staticmethod
    def _scenario(game: str, name: str, players: int | None, seed: int | None, same: bool,
                  options: Mapping[str, Any]) -> Match:
        """A scenario's moment under `options`; a player count other than the moment's, a
        seed or the same-deal choice are refused naming the field (the moment fixes them)."""
        match = Match.from_scenario(game, name, **options)
        if players is not None and players != match.players:
            raise OptionError(Message("classroom.error.scenario_field", key="players",
                                      value=shown(players), fixed=shown(match.players)))
        for key, given in (("seed", seed is not None), ("same_deal", same)):
            if given:
                raise OptionError(Message("classroom.error.scenario_seed", key=key))
        return match

    def lesson_seed(self) -> int:
        """The lesson's secret seed, for the tables that deal the same cards."""
        kept = self.store.note("", "seed")
        if kept is None:
            kept = str(secret_seed())
            self.store.set_note("", "seed", kept)
        return int(kept)

    @staticmethod
    def _bots(match: Match, given: Mapping[str, Any]) -> dict[int, str]:
        """`{"seat": "bot name"}` checked: every seat of the match, every bot of the game."""
        out = {}
        for key, name in given.items():
            try:
                seat = match.game.check_seat(int(key), match.state)
            except (ValueError, SeatError):
                raise SeatError(Message("engine.error.seat", seat=shown(key),
                                        last=match.players - 1)) from None
            if not isinstance(name, str):
                raise RequestError(Message("classroom.error.field", key=f"bots.{key}",
                                           value=shown(name), kind=Message("classroom.kind.str")))
            bots.get(match.game, name)
            out[seat] = name
        if len(out) >= match.players:
            raise RequestError(Message("classroom.error.all_bots"))
        return out

    def _code(self) -> str:
        taken = {t.stored.code for t in self.tables.values()}
        while True:
            code = new_code()
            if code not in taken:
                return code

    def page_url(self, table_id: str, seat: int | None, token: str) -> str:
        page = f"board/{table_id}" if seat is None else f"seat/{table_id}/{seat}"
        return f"{self.base_url}/{page}#k={token}"

    def join_url(self, code: str) -> str:
        return f"{self.base_url}/join?code={code}"

    # -- students joining ----------------------------------------------------------------

    def join(self, body: Mapping[str, Any], device: str) -> dict[str, Any]:
        """A student with a table's code and a name (`{"code", "name"}`) gets the first
        seat nobody holds or has opened, on this device, and a PIN; with their name and PIN
        (`"pin"`) they come back to their seat on any device (its other pages close). The
        teacher's links of the other seats stay valid."""
        only_fields(body, ("code", "name", "pin", "lang"))
        code = field(body, "code", str, required=True).strip().upper()
        found = [t for t in self.tables.values() if t.stored.code == code]
        if not found or found[0].stored.ended:
            raise AccessError(Message("classroom.error.code", code=shown(code)[1:-1]))
        table = found[0]
        joined = self.store.joined(table.id)
        free = [s for s in range(table.match.players) if s not in table.bots and s not in joined]
        seating, rejoined = self.seats.join(table.id, free, field(body, "name", str, required=True),
                                            field(body, "pin", str), device)
        token = new_token()
        if rejoined:
            self.store.replace_token(table.id, seating.seat, token, joined=True)
            for revoked in self.revoked:
                revoked(table, seating.seat, None)
        else:
            self.store.add_token(table.id, seating.seat, token)
        self.seated(table)
        return {"table": table.id, "seat": seating.seat, "name": seating.name,
                "pin": seating.pin, "url": self.page_url(table.id, seating.seat, token),
                "token": token}

    def name_seat(self, token: str | None, table_id: str, body: Mapping[str, Any],
                  device: str | None = None) -> dict[str, Any]:
        """The student at a seat opened from the teacher's link gives their name
        (`{"name"}`): their PIN to come back with."""
        only_fields(body, ("name", "lang"))
        table, seat = self.seat_of(token, table_id, device)
        seating = self.seats.name(table.id, seat, field(body, "name", str, required=True),
                                  device)
        self.seated(table)
        return {"seat": seat, "name": seating.name, "pin": seating.pin}

    def opened(self, table: Table, seat: int | None) -> None:
        """A seat's page has connected: the dashboard shows the seat as taken."""
        if seat is not None and seat not in self.store.joined(table.id):
            try:
                self.store.mark_joined(table.id, seat)
            except BusyError:
                return  # marked when the page next connects: the page itself opens
            for listener in self.listeners:
                listener(table, False)

    def check(self, token: str | None, table_id: str, body: Mapping[str, Any],
              device: str | None = None) -> None:
        """An exercise check a student sends (`{"name", "answer"}`), kept for the export."""
        only_fields(body, ("name", "answer", "lang"))
        table, seat = self.seat_of(token, table_id, device)
        name = field(body, "name", str, required=True)
        answer = field(body, "answer", str, required=True)
        if len(name) > CHECK_TEXT_LIMIT or len(answer) > CHECK_TEXT_LIMIT:
            raise RequestError(Message("classroom.error.text_limit", limit=CHECK_TEXT_LIMIT))
        self.store.add_check(table.id, seat, table.match.step, name, answer)

    # -- the teacher's controls ----------------------------------------------------------

    def control(self, token: str | None, table_id: str, body: Mapping[str, Any]
                ) -> dict[str, Any]:
        """`{"do": "pause" | "resume" | "undo" | "bot" | "human" | "link" | "free" | "move" |
        "approve", "seat", "bot", "to"}`."""
        self.check_teacher(token)
        only_fields(body, ("do", "seat", "bot", "to", "lang"))
        table = self.table(table_id)
        do = field(body, "do", str, required=True)
        lang = self.lang(body)
        before = Snapshot.of(table)
        if do in ("link", "free", "move"):
            return self._seat_control(table, do, body)
        if do == "approve":
            seat = table.match.game.check_seat(field(body, "seat", int, required=True),
                                               table.match.state)
            self.seats.approve(table.id, seat)
            self.seated(table)
            return {"seat": seat}
        if do in ("pause", "resume"):
            table.stored.paused = do == "pause"
        elif do == "undo":
            table.undo(lang)
        elif do in ("bot", "human"):
            seat = table.match.game.check_seat(field(body, "seat", int, required=True),
                                               table.match.state)
            if do == "bot":
                name = field(body, "bot", str, bots.default(table.match.game))
                bots.get(table.match.game, name)
                table.bots[seat] = name
            else:
                table.bots.pop(seat, None)
        else:
            raise RequestError(Message("classroom.error.control", value=shown(do)))
        self.commit(table, before)
        self.run_bots(table)
        return {"step": table.match.step}

    def _seat_control(self, table: Table, do: str, body: Mapping[str, Any]) -> dict[str, Any]:
        """A new link for a seat (`link`), the seat given back to nobody (`free`), or its
        student moved to the free seat `to` (`move`): the seat's old links open nothing any
        more and its open pages close at once (a moved student's page goes to the new seat).
        The answer is the new link: `{"seat", "url", "token"}`."""
        game, state = table.match.game, table.match.state
        seat = game.check_seat(field(body, "seat", int, required=True), state)
        target = seat
        if do == "move":
            target = game.check_seat(field(body, "to", int, required=True), state)
            if target in table.bots or target in self.store.joined(table.id):
                raise RequestError(Message("classroom.error.move", to=target + 1))
            self.seats.move(table.id, seat, target)
        else:
            self.seats.free(table.id, seat)
        new = new_token()
        self.store.drop_tokens(table.id, seat)
        self.store.replace_token(table.id, target, new, joined=do == "move")
        url = self.page_url(table.id, target, new)
        for revoked in self.revoked:
            revoked(table, seat, url if do == "move" else None)
        self.seated(table)
        return {"seat": target, "url": url, "token": new}

    def end_lesson(self, token: str | None) -> None:
        self.check_teacher(token)
        for table in self.tables.values():
            before = Snapshot.of(table)
            table.stored.ended = True
            self.commit(table, before)

    def summaries(self, lang: str) -> list[dict[str, Any]]:
        """The dashboard's rows: no seed, a board link with the board's own token, and
        whether the teacher chose the seat (the seats' views are then predictable)."""
        now = self.clock()
        out = []
        for t in self.tables.values():
            row = t.summary(self.store.joined(t.id), now, lang)
            row["board"] = (f"{self.base_url}/board/{t.id}?lang={lang}"
                            f"#k={self.board_token(t.id)}")
            row["seed_set"] = self.store.note(t.id, "seed_set") is not None
            waiting = {s for s, st in self.seats.of(t.id).items() if not st.approved}
            for seat in row["seats"]:
                seat["student"] = t.names.get(seat["seat"])
                seat["pending"] = seat["seat"] in waiting
            out.append(row)
        return out

    def record(self, token: str | None, table_id: str) -> str:
        self.check_teacher(token)
        return self.table(table_id).match.to_json()

    # -- results -------------------------------------------------------------------------

    def results(self, token: str | None) -> dict[str, Any]:
        """Every table's record and scores, and the checks students sent."""
        self.check_teacher(token)
        tables = []
        for table in self.tables.values():
            match = table.match
            outcome = match.outcome
            tables.append({
                "id": table.id, "number": table.stored.number, "code": table.stored.code,
                "game": match.name, "players": match.players, "seed": match.seed,
                "step": match.step, "over": match.is_over,
                "scores": None if outcome is None else list(outcome.scores),
                "winners": None if outcome is None else list(outcome.winners),
                "seats": [{"seat": s, "player": match.player_label(s).label("en"),
                           "name": table.names.get(s), "bot": table.bots.get(s)}
                          for s in range(match.players)],
                "running_scores": running_scores(table),
                "record": json.loads(match.to_json()),
            })
        return {"tables": tables, "checks": self.store.checks(),
                "answers": self.store.answers(),
                "leaderboard": leaderboard(self.tables.values(), "en")}

    def results_csv(self, token: str | None) -> str:
        """`results` as CSV: a row per seat of every table, then a row per check."""
        data = self.results(token)
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(["kind", "table", "code", "game", "seed", "step", "over", "seat",
                         "player", "bot", "score", "winner", "name", "answer", "record",
                         "exercise", "correct"])
        for t in data["tables"]:
            for s in t["seats"]:
                seat = s["seat"]
                score = "" if t["scores"] is None else t["scores"][seat]
                winner = "" if t["winners"] is None else int(seat in t["winners"])
                writer.writerow(["seat", t["id"], t["code"], t["game"], t["seed"], t["step"],
                                 int(t["over"]), seat + 1, s["player"], s["bot"] or "", score,
                                 winner, inert(s["name"] or ""), "",
                                 json.dumps(t["record"], ensure_ascii=False)])
        for c in data["checks"]:
            writer.writerow(["check", c["table"], "", "", "", c["step"], "", c["seat"] + 1, "",
                             "", "", "", inert(c["name"]), inert(c["answer"]), ""])
        for a in data["answers"]:
            writer.writerow(["answer", "", a["code"], "", "", "", "", "", "", "", "", "",
                             inert(a["name"]), inert(a["answer"]), "", inert(a["exercise"]),
                             "" if a["correct"] is None else int(a["correct"])])
        return out.getvalue()


@dataclass(frozen=True)
class Snapshot:
    """What a table's row held when it was last committed: it goes back to this if a write
    fails, so no page ever shows an uncommitted change."""

    record: str
    bots: dict[int, str]
    paused: bool
    ended: bool

    @classmethod
    def of(cls, table: Table) -> Snapshot:
        s = table.stored
        return cls(s.record, dict(s.bots), s.paused, s.ended)

    def restore(self, table: Table) -> None:
        stored = table.stored
        stored.bots.clear()
        stored.bots.update(self.bots)
        stored.paused, stored.ended = self.paused, self.ended
        if stored.record != self.record:
            table.match = Match.from_json(self.record)
        stored.record = self.record
        table.saved()


def inert(text: str) -> str:
    """A student's text as a spreadsheet cell that is never read as a formula."""
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


def games(lang: str) -> list[dict[str, Any]]:
    """What the dashboard's form offers: each game's player counts, options, scenarios and
    bots."""
    out = []
    for name in registered_games():
        game = load_game(name)
        defaults = game.options_to_json(game.make_options(game.default_players))
        out.append({
            "name": name, "title": game.title.label(lang), "min": game.min_players,
            "max": game.max_players, "default": game.default_players, "options": defaults,
            "scenarios": [{"name": s.name, "title": s.title.label(lang)}
                          for s in scenarios(name)],
            "bots": list(bots.available(game)),
        })
    return out


__all__ = ["Classroom", "ExplorerError", "games", "teacher_token"]
