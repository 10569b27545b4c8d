"""The classroom on the web, with Tornado (which Jupyter Server already brings): the JSON API,
the pages, and a WebSocket per open page that receives its own view after every change.

Tokens travel in an `Authorization: Bearer` header or the first WebSocket message, never in
an address the server sees (a page's link carries its token after `#`), so the access log
never holds one. Request bodies and WebSocket messages are size-limited and validated; every
refusal is JSON with the reason in English and Japanese. Connections are bounded per client
and in all (`Bounded`); idle or slow ones are closed after a timeout, and a page's socket
that stops reading is dropped once `SEND_LIMIT` bytes wait for it.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Callable
from importlib import resources
from typing import Any
from urllib.parse import unquote, urlsplit

import tornado.httpserver
import tornado.ioloop
import tornado.iostream
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
from .reviews import Reviews
from .room import Classroom, games
from .store import BusyError
from .table import CODE_LENGTH, CODE_LETTERS, Table

#: The largest request body or WebSocket message the server reads, in bytes.
BODY_LIMIT = 16 * 1024
#: What Tornado itself reads before the handlers see a body: up to this a body too large is
#: answered 413 with a JSON reason; a larger one is cut off.
SERVER_BODY_LIMIT = 4 * 1024 * 1024
#: Open connections (pages' sockets included) from one client address, and in all.
MAX_PER_CLIENT = 128
MAX_CONNECTIONS = 1024
#: Seconds a connection may sit idle, or take to send its headers or its body.
IDLE_TIMEOUT = 60.0
#: Seconds a page's socket has to say who it is.
HELLO_TIMEOUT = 10.0
#: Seconds between the pings that find a page's socket gone (closed if unanswered as long).
PING_INTERVAL = 30.0
#: Bytes that may wait for a page's socket to read them before it is dropped.
SEND_LIMIT = 1024 * 1024
#: The cookie that tells one browser from another (a seat belongs to one device).
DEVICE_COOKIE = "cr_device"


class MediaTypeError(RequestError):
    """A body that is not sent as JSON (`Content-Type: application/json`)."""


STATUS: tuple[tuple[type[ExplorerError], int], ...] = (
    (BusyError, 503), (MediaTypeError, 415), (AccessError, 403), (StaleStepError, 409),
    (IllegalActionError, 422),
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

    def prepare(self) -> None:
        """A path with a NUL byte (400) or a body over `BODY_LIMIT` (413) is refused before
        any handler sees it."""
        refused = early_refusal(self)
        if refused is not None:
            self.send(error_body(refused[1]), refused[0])

    def device(self, make: bool = False) -> str | None:
        """The browser's device cookie (made now if `make` and it has none)."""
        device = self.get_cookie(DEVICE_COOKIE)
        if device and 16 <= len(device) <= 64:
            return device
        if not make:
            return None
        device = secrets.token_urlsafe(24)
        self.set_cookie(DEVICE_COOKIE, device, path=self.settings["prefix"] + "/",
                        httponly=True, samesite="Strict", expires_days=2)
        return device

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
        self.send(error_body(exc), status_of(exc))

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        self.send(error_body(RequestError(Message("classroom.error.http",
                                                  status=status_code))), status_code)


def early_refusal(handler: tornado.web.RequestHandler) -> tuple[int, ExplorerError] | None:
    """What refuses a request before its handler: a NUL byte in the path, a body too large."""
    if "\x00" in unquote(handler.request.path):
        return 400, RequestError(Message("classroom.error.nul"))
    size = len(handler.request.body or b"")
    if size > BODY_LIMIT:
        return 413, RequestError(Message("classroom.error.too_large", size=size,
                                         limit=BODY_LIMIT))
    return None


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
        table, seat = self.room.holder(self.token(), table_id, self.device())
        lang = self.get_query_argument("lang", "en")
        self.send(table.payload(seat, lang if lang in ("en", "ja") else "en"))


class ActionsHandler(Handler):
    @api
    def post(self, table_id: str) -> None:
        room = self.room
        step = room.act(self.token(), table_id, self.body(), self.device())
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
        self.room.check(self.token(), table_id, self.body(), self.device())
        self.send({"ok": True}, 201)


class TimerHandler(Handler):
    """The teacher's time per move and stand-in tier (`timer`), a stand-in now or the seat
    given back (`standin`); a student's "I'm back" (`back`, the seat's token)."""

    ACTIONS = {"timer": turns.set_timer, "standin": turns.stand_in}

    @api
    def post(self, table_id: str, kind: str) -> None:
        if kind == "back":  # the seat's own device, as for a move
            self.send(turns.back(self.room, self.token(), table_id, self.body(),
                                 self.device()))
            return
        self.send(self.ACTIONS[kind](self.room, self.token(), table_id, self.body()))


class AnswersHandler(Handler):
    """A lesson's answer box sends a student's answer with the join code; the teacher reads
    them all. Like joining it needs no token, so it takes only JSON, and a browser's request
    only from this server's own `Origin` (the kernel of a notebook sends none)."""

    @api
    def post(self) -> None:
        own_json(self, "classroom.error.answer_origin", origin_required=False)
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


class ReviewHandler(Handler):
    """After the end, a seat's review of its own game (the seat's token; `?seat=` another
    seat's number is refused) or, for the teacher, the table's decisive moments
    (`explorer.classroom.reviews`: computed once on a worker thread, then kept)."""

    async def get(self, table_id: str, kind: str) -> None:
        try:
            lang = self.get_query_argument("lang", "en")
            lang = lang if lang in ("en", "ja") else "en"
            kept: Reviews = self.settings["reviews"]
            if kind == "moments":
                self.room.check_teacher(self.token())
                self.send(await kept.moments(self.room.table(table_id), lang))
                return
            table, seat = self.room.holder(self.token(), table_id, self.device())
            self.send(await kept.review(table, seat, self._asked_seat(), lang))
        except ExplorerError as exc:
            self.refuse(exc)

    def _asked_seat(self) -> int | None:
        asked = self.get_query_argument("seat", None)
        if asked is None:
            return None
        if not asked.isdigit():
            raise RequestError(Message("classroom.error.review_own_seat"))
        return int(asked)


class JoinHandler(Handler):
    """Joining needs no token, so it asks what a page of this server sends: a JSON body and
    this server's own `Origin` (another site's form or script is refused)."""

    @api
    def post(self) -> None:
        own_json(self, "classroom.error.origin", origin_required=True)
        body = self.body()
        self.send(self.room.join(body, str(self.device(make=True))))


class NameHandler(Handler):
    @api
    def post(self, table_id: str) -> None:
        self.send(self.room.name_seat(self.token(), table_id, self.body(), self.device()))


def own_json(handler: Handler, refusal: str, *, origin_required: bool) -> None:
    """A request that needs no token: a JSON body (else `MediaTypeError`, 415) from this
    server's own `Origin` (else `AccessError` with the message `refusal`; with no `Origin`
    at all only if not `origin_required`)."""
    request = handler.request
    kind = request.headers.get("Content-Type", "").split(";")[0].strip().lower()
    if kind != "application/json":
        raise MediaTypeError(Message("classroom.error.media_type"))
    origin = request.headers.get("Origin")
    if origin is None and not origin_required:
        return
    own = {f"{request.protocol}://{request.host}", origin_of(handler.room.base_url)}
    if origin not in own:
        raise AccessError(Message(refusal, origin=(origin or "")[:80] or "-"))


def origin_of(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


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
        self.device(make=True)
        self.finish(pages.page(kind, lang, table_id, seat, self.settings["prefix"]))


class NotFound(Handler):
    def prepare(self) -> None:
        refused = early_refusal(self) or (404, RequestError(Message("classroom.error.http",
                                                                    status=404)))
        self.send(error_body(refused[1]), refused[0])


class StaticFiles(tornado.web.StaticFileHandler):
    """The script and stylesheet; a NUL byte in the path is refused (400), not a crash."""

    def prepare(self) -> None:
        refused = early_refusal(self)
        if refused is not None:
            self.set_status(refused[0])
            self.set_header("Content-Type", "application/json; charset=utf-8")
            self.finish(json.dumps(error_body(refused[1]), ensure_ascii=False))


class Bounded(tornado.httpserver.HTTPServer):
    """The HTTP server, holding at most `MAX_PER_CLIENT` connections from one address and
    `MAX_CONNECTIONS` in all: one more is closed at once."""

    held: dict[str, list[tornado.iostream.IOStream]]

    def handle_stream(self, stream: tornado.iostream.IOStream, address: Any) -> None:
        held = self.__dict__.setdefault("held", {})
        client = str(address[0]) if isinstance(address, tuple) else str(address)
        for key in list(held):
            held[key] = [s for s in held[key] if not s.closed()]
            if not held[key]:
                del held[key]
        mine = held.setdefault(client, [])
        if len(mine) >= MAX_PER_CLIENT or sum(map(len, held.values())) >= MAX_CONNECTIONS:
            stream.close()
            return
        mine.append(stream)
        super().handle_stream(stream, address)


class PageSocket(tornado.websocket.WebSocketHandler):
    """One open page: its first message says who it is (`{"token", "table", "lang"}`, or
    `{"token", "dashboard": true}`); then it receives its view after every change, and may
    send `{"lang": ...}` to switch language."""

    table_id: str | None = None
    seat: int | None = None
    dashboard = False
    lang = "en"
    _silence: object | None = None

    def open(self, *args: str, **kwargs: str) -> None:
        """Bound what may wait for this page; close it if it does not say who it is soon."""
        connection = self.ws_connection
        stream = getattr(connection, "stream", None)
        if isinstance(stream, tornado.iostream.IOStream):
            stream.max_write_buffer_size = SEND_LIMIT
        self._silence = tornado.ioloop.IOLoop.current().call_later(HELLO_TIMEOUT, self._silent)

    def _silent(self) -> None:
        if self.table_id is None and not self.dashboard:
            self.close(4008, "no hello")

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
            device = self.get_cookie(DEVICE_COOKIE)
            table, self.seat = self.room.holder(token, table_id, device or None)
            self.table_id = table.id
            self.room.opened(table, self.seat)
        self.hub.sockets.add(self)

    def push(self, text: str | None = None) -> None:
        """Send the page its view; a page that has stopped reading (`SEND_LIMIT` bytes
        already waiting) is dropped."""
        if text is None:
            text = self.hub.text(self)
        if not text:
            return
        try:
            self.write_message(text)
        except tornado.iostream.StreamBufferFullError:
            self.hub.sockets.discard(self)
            stream = getattr(self.ws_connection, "stream", None)
            if stream is not None:
                stream.close()

    def on_close(self) -> None:
        self.hub.sockets.discard(self)
        if self._silence is not None:
            tornado.ioloop.IOLoop.current().remove_timeout(self._silence)


class Hub:
    """The open pages; after a table changes each of its pages is sent its own view (one
    rendering per seat and language), and every dashboard the new summary."""

    def __init__(self, room: Classroom) -> None:
        self.room = room
        self.sockets: set[PageSocket] = set()
        room.listeners.append(self.changed)
        room.revoked.append(self.revoke)
        # The turn timers, checked on the server's event loop.
        self.ticker = tornado.ioloop.PeriodicCallback(lambda: turns.tick(room),
                                                      timer.TICK * 1000)
        self.ticker.start()
        room.closing.append(self.ticker.stop)

    def revoke(self, table: Table, seat: int, url: str | None) -> None:
        """A seat's tokens were replaced: its open pages are closed at once (the new link's
        page has not opened yet); a moved student's page is first told its new address."""
        for socket in list(self.sockets):
            if socket.table_id == table.id and socket.seat == seat and not socket.dashboard:
                self.sockets.discard(socket)
                if url is not None:
                    socket.push(json.dumps({"moved": url}))
                socket.close(4003, "revoked")

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
                try:
                    texts[key] = self.text(socket)
                except BusyError:  # a dashboard's summary reads the database: next time
                    texts[key] = ""
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
            (table + "/name", NameHandler),
            (table + "/(timer|standin|back)", TimerHandler),
            (table + "/(review|moments)", ReviewHandler),
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
            (r"/static/(.*)", StaticFiles, {"path": static_folder()}),
    ]
    return tornado.web.Application(
        [(prefix + route[0], *route[1:]) for route in routes],
        room=room, hub=Hub(room), reviews=Reviews(), default_handler_class=NotFound,
        prefix=prefix,
        websocket_max_message_size=BODY_LIMIT, compress_response=False,
        websocket_ping_interval=PING_INTERVAL, websocket_ping_timeout=PING_INTERVAL,
    )
