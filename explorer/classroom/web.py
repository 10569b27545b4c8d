"""The classroom on the web, with Tornado (which Jupyter Server already brings): the JSON API,
the pages, and a WebSocket per open page that receives its own view after every change.

Tokens travel in an `Authorization: Bearer` header or the first WebSocket message, never in
an address the server sees (a page's link carries its token after `#`), so the access log
never holds one. Request bodies and WebSocket messages are size-limited and validated; every
refusal is JSON with the reason in English and Japanese.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from importlib import resources
from typing import Any

import tornado.ioloop
import tornado.web
import tornado.websocket

from ..engine import (
    IllegalActionError,
    Message,
    OptionError,
    RecordError,
    SeatError,
    TimelineError,
    UnknownGameError,
)
from ..engine.errors import AccessError, ExplorerError, RequestError, StaleStepError
from . import answers, pages, results, timer, turns
from .room import Classroom, games
from .table import CODE_LENGTH, CODE_LETTERS, Table

#: The largest request body or WebSocket message the server reads, in bytes.
BODY_LIMIT = 16 * 1024
#: What Tornado itself accepts before the handlers see a body (larger ones are cut off).
SERVER_BODY_LIMIT = 1024 * 1024

STATUS: tuple[tuple[type[ExplorerError], int], ...] = (
    (AccessError, 403), (StaleStepError, 409), (IllegalActionError, 422),
    (RequestError, 400), (OptionError, 422), (UnknownGameError, 422), (RecordError, 422),
    (SeatError, 422), (TimelineError, 422),
)


def error_body(exc: ExplorerError) -> dict[str, Any]:
    return {"error": type(exc).__name__, "en": exc.in_language("en"),
            "ja": exc.in_language("ja")}


def status_of(exc: ExplorerError) -> int:
    return next((code for kind, code in STATUS if isinstance(exc, kind)), 400)


class Handler(tornado.web.RequestHandler):
    """Shared by every handler: the classroom, the token, JSON in and out."""

    @property
    def room(self) -> Classroom:
        room: Classroom = self.application.settings["room"]
        return room

    def set_default_headers(self) -> None:
        self.set_header("X-Content-Type-Options", "nosniff")
        self.set_header("Referrer-Policy", "no-referrer")
        self.set_header("Cache-Control", "no-store")
        self.set_header("X-Frame-Options", "SAMEORIGIN")

    def token(self) -> str | None:
        header = self.request.headers.get("Authorization", "")
        kind, _, token = header.partition(" ")
        return token.strip() or None if kind.lower() == "bearer" else None

    def body(self) -> dict[str, Any]:
        """The request's JSON object, or `RequestError` (too large, not JSON, not an
        object)."""
        raw = self.request.body
        if len(raw) > BODY_LIMIT:
            raise RequestError(Message("classroom.error.too_large", size=len(raw),
                                       limit=BODY_LIMIT))
        return parse_object(raw)

    def send(self, data: Any, status: int = 200) -> None:
        self.set_status(status)
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.finish(json.dumps(data, ensure_ascii=False))

    def refuse(self, exc: ExplorerError) -> None:
        body = error_body(exc)
        if isinstance(exc, RequestError) and self.request.body and \
                len(self.request.body) > BODY_LIMIT:
            self.send(body, 413)
            return
        self.send(body, status_of(exc))

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        self.send(error_body(RequestError(Message("classroom.error.http",
                                                  status=status_code))), status_code)


def parse_object(raw: bytes | str) -> dict[str, Any]:
    def no_constant(name: str) -> Any:
        raise ValueError(name)

    try:
        value = json.loads(raw, parse_constant=no_constant)
    except (ValueError, RecursionError):
        raise RequestError(Message("classroom.error.json")) from None
    if not isinstance(value, dict):
        raise RequestError(Message("classroom.error.json"))
    return value


def api(method: Callable[..., Any]) -> Callable[..., None]:
    """A handler method whose `ExplorerError` becomes the JSON refusal."""
    def wrapper(self: Handler, *args: str) -> None:
        try:
            method(self, *args)
        except ExplorerError as exc:
            self.refuse(exc)
    wrapper.__name__ = method.__name__
    wrapper.__doc__ = method.__doc__
    return wrapper


class TablesHandler(Handler):
    @api
    def get(self) -> None:
        self.room.check_teacher(self.token())
        self.send({"tables": self.room.summaries(self.get_query_argument("lang", "en"))})

    @api
    def post(self) -> None:
        self.send(self.room.create(self.token(), self.body()), 201)


class ViewHandler(Handler):
    @api
    def get(self, table_id: str) -> None:
        table, seat = self.room.holder(self.token(), table_id)
        lang = self.get_query_argument("lang", "en")
        self.send(table.payload(seat, lang if lang in ("en", "ja") else "en"))


class ActionsHandler(Handler):
    @api
    def post(self, table_id: str) -> None:
        room = self.room
        step = room.act(self.token(), table_id, self.body())
        self.send({"step": step})
        room.run_bots(room.tables[table_id])


class RecordHandler(Handler):
    @api
    def get(self, table_id: str) -> None:
        record = self.room.record(self.token(), table_id)
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.finish(record)


class ControlHandler(Handler):
    @api
    def post(self, table_id: str) -> None:
        self.send(self.room.control(self.token(), table_id, self.body()))


class ChecksHandler(Handler):
    @api
    def post(self, table_id: str) -> None:
        self.room.check(self.token(), table_id, self.body())
        self.send({"ok": True}, 201)


class TimerHandler(Handler):
    """The teacher's time per move and stand-in tier (`timer`), a stand-in now or the seat
    given back (`standin`); a student's "I'm back" (`back`, the seat's token)."""

    ACTIONS = {"timer": turns.set_timer, "standin": turns.stand_in, "back": turns.back}

    @api
    def post(self, table_id: str, kind: str) -> None:
        self.send(self.ACTIONS[kind](self.room, self.token(), table_id, self.body()))


class AnswersHandler(Handler):
    """A lesson's answer box sends a student's answer with the join code (JSON only); the
    teacher reads them all."""

    @api
    def post(self) -> None:
        kind = self.request.headers.get("Content-Type", "").split(";")[0].strip().lower()
        if kind != "application/json":
            raise RequestError(Message("classroom.error.json"))
        self.send(answers.add_answer(self.room, self.body()), 201)

    @api
    def get(self) -> None:
        self.room.check_teacher(self.token())
        self.send({"answers": self.room.store.answers()})


class LeaderboardHandler(Handler):
    """The leaderboard across tables, for the teacher and the boards."""

    @api
    def get(self) -> None:
        room = self.room
        answers.may_see(room, self.token())
        lang = self.get_query_argument("lang", "en")
        lang = lang if lang in ("en", "ja") else "en"
        self.send({"leaderboard": results.leaderboard(room.tables.values(), lang)})


class JoinHandler(Handler):
    @api
    def post(self) -> None:
        self.send(self.room.join(self.body()))


class EndHandler(Handler):
    @api
    def post(self) -> None:
        self.room.end_lesson(self.token())
        self.send({"ended": True})


class GamesHandler(Handler):
    @api
    def get(self) -> None:
        self.room.check_teacher(self.token())
        self.send({"games": games(self.get_query_argument("lang", "en"))})


class ExportHandler(Handler):
    @api
    def get(self, kind: str) -> None:
        token = self.token()
        if kind == "csv":
            text = self.room.results_csv(token)
            self.set_header("Content-Type", "text/csv; charset=utf-8")
            self.set_header("Content-Disposition", 'attachment; filename="classroom.csv"')
            self.finish(text)
        else:
            self.set_header("Content-Disposition", 'attachment; filename="classroom.json"')
            self.send(self.room.results(token))


class QrHandler(Handler):
    """The QR code of a join address (only the code: no token, no table)."""

    def get(self, code: str) -> None:
        if len(code) != CODE_LENGTH or set(code) - set(CODE_LETTERS):
            self.send(error_body(RequestError(Message("classroom.error.code",
                                                      code=code[:CODE_LENGTH]))), 404)
            return
        self.set_header("Content-Type", "image/svg+xml")
        self.finish(pages.qr_svg(self.room.join_url(code)))


class PageHandler(Handler):
    """The pages: none holds a state or a token (the page's script asks for its view)."""

    def get(self, kind: str, table_id: str = "", seat: str = "") -> None:
        lang = self.get_query_argument("lang", "en")
        lang = lang if lang in ("en", "ja") else "en"
        self.set_header("Content-Security-Policy", pages.POLICY)
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.finish(pages.page(kind, lang, table_id, seat, self.settings["prefix"]))


class NotFound(Handler):
    def prepare(self) -> None:
        self.send(error_body(RequestError(Message("classroom.error.http", status=404))), 404)


class PageSocket(tornado.websocket.WebSocketHandler):
    """One open page: its first message says who it is (`{"token", "table", "lang"}`, or
    `{"token", "dashboard": true}`); then it receives its view after every change, and may
    send `{"lang": ...}` to switch language."""

    table_id: str | None = None
    seat: int | None = None
    dashboard = False
    lang = "en"

    @property
    def room(self) -> Classroom:
        room: Classroom = self.application.settings["room"]
        return room

    @property
    def hub(self) -> Hub:
        hub: Hub = self.application.settings["hub"]
        return hub

    def on_message(self, message: str | bytes) -> None:
        try:
            body = parse_object(message)
            lang = body.get("lang", self.lang)
            self.lang = lang if lang in ("en", "ja") else "en"
            if self.table_id is None and not self.dashboard:
                self._hello(body)
            self.push()
        except ExplorerError as exc:
            self.write_message(json.dumps({"refused": error_body(exc)}, ensure_ascii=False))

    def _hello(self, body: dict[str, Any]) -> None:
        token = body.get("token")
        token = token if isinstance(token, str) else None
        if body.get("dashboard") is True:
            self.room.check_teacher(token)
            self.dashboard = True
        else:
            table_id = body.get("table")
            if not isinstance(table_id, str):
                raise AccessError(Message("classroom.error.no_table"))
            table, self.seat = self.room.holder(token, table_id)
            self.table_id = table.id
            self.room.opened(table, self.seat)
        self.hub.sockets.add(self)

    def push(self, text: str | None = None) -> None:
        if text is None:
            text = self.hub.text(self)
        if text:
            self.write_message(text)

    def on_close(self) -> None:
        self.hub.sockets.discard(self)


class Hub:
    """The open pages; after a table changes each of its pages is sent its own view (one
    rendering per seat and language), and every dashboard the new summary."""

    def __init__(self, room: Classroom) -> None:
        self.room = room
        self.sockets: set[PageSocket] = set()
        room.listeners.append(self.changed)
        # The turn timers, checked on the server's event loop.
        self.ticker = tornado.ioloop.PeriodicCallback(lambda: turns.tick(room),
                                                      timer.TICK * 1000)
        self.ticker.start()

    def text(self, socket: PageSocket) -> str:
        if socket.dashboard:
            room = self.room
            return json.dumps({
                "tables": room.summaries(socket.lang),
                "leaderboard": results.leaderboard(room.tables.values(), socket.lang),
                "answers": room.store.answers()}, ensure_ascii=False)
        if socket.table_id is None or socket.table_id not in self.room.tables:
            return ""
        table = self.room.tables[socket.table_id]
        return json.dumps({"view": table.payload(socket.seat, socket.lang)},
                          ensure_ascii=False)

    def changed(self, table: Table, moved: bool) -> None:
        texts: dict[tuple[bool, int | None, str], str] = {}
        for socket in list(self.sockets):
            if not socket.dashboard and (socket.table_id != table.id or not moved):
                continue
            key = (socket.dashboard, socket.seat, socket.lang)
            if key not in texts:
                texts[key] = self.text(socket)
            try:
                socket.push(texts[key])
            except tornado.websocket.WebSocketClosedError:
                self.sockets.discard(socket)


def static_folder() -> str:
    return str(resources.files("explorer.classroom") / "static")


def make_app(room: Classroom, prefix: str = "") -> tornado.web.Application:
    """The application; every address under `prefix` (a JupyterHub service's
    `/services/NAME`, or nothing)."""
    table = r"/api/tables/([A-Za-z0-9]{1,40})"
    routes: list[Any] = [
            (r"/api/tables", TablesHandler),
            (table + "/view", ViewHandler),
            (table + "/actions", ActionsHandler),
            (table + "/record", RecordHandler),
            (table + "/control", ControlHandler),
            (table + "/checks", ChecksHandler),
            (table + "/(timer|standin|back)", TimerHandler),
            (r"/api/join", JoinHandler),
            (r"/api/answers", AnswersHandler),
            (r"/api/leaderboard", LeaderboardHandler),
            (r"/api/lesson/end", EndHandler),
            (r"/api/games", GamesHandler),
            (r"/api/export\.(csv|json)", ExportHandler),
            (r"/qr/([A-Za-z0-9]{1,12})\.svg", QrHandler),
            (r"/ws", PageSocket),
            (r"/", tornado.web.RedirectHandler, {"url": prefix + "/join"}),
            (r"/(join|teacher)", PageHandler),
            (r"/(board)/([A-Za-z0-9]{1,40})", PageHandler),
            (r"/(seat)/([A-Za-z0-9]{1,40})/([0-9]{1,2})", PageHandler),
            (r"/static/(.*)", tornado.web.StaticFileHandler, {"path": static_folder()}),
    ]
    return tornado.web.Application(
        [(prefix + route[0], *route[1:]) for route in routes],
        room=room, hub=Hub(room), default_handler_class=NotFound, prefix=prefix,
        websocket_max_message_size=BODY_LIMIT, compress_response=False,
    )
