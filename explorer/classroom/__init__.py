"""The classroom table: the board on the projector, each hand on its own device, a teacher's
dashboard. One server (Tornado) holds every table of a class in an SQLite file; students need
only a browser. See docs/classroom.md.

`card-rules-explorer classroom [--host H] [--port P] [--data DIR]` (or `python -m explorer
classroom`) runs it in the foreground; `serve()` runs it in the background of a notebook.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import socket
import sys
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from html import escape
from pathlib import Path
from typing import Any

from ..engine import tr
from ..engine.cli import CommandLine
from ..engine.i18n import LANGUAGES, cli_help, cli_text, take_lang_option
from .room import Classroom
from .store import StoreError

__all__ = ["Classroom", "Server", "default_folder", "main", "serve"]

#: The address the server listens on unless told otherwise: this computer only.
DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8765


def both(key: str, **params: Any) -> str:
    """A message in the command line's languages, one line each (`lab.both`)."""
    return cli_text(key, **params)


def default_folder() -> Path:
    """Where the tables are kept unless `--data` says: the user's data folder."""
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "card-rules-explorer" / "classroom"


def lan_address() -> str:
    """This computer's address on its network (what students type), found without sending
    anything: a UDP socket is only pointed at a private address."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 1))
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"


def public_host(host: str) -> str:
    """The host name students' links use for a server bound to `host`."""
    return lan_address() if host in ("0.0.0.0", "::", "") else host


@dataclass
class Server:
    """A classroom server running on its own thread (see `serve`)."""

    room: Classroom
    host: str
    port: int
    _loop: asyncio.AbstractEventLoop | None = None
    _thread: threading.Thread | None = None
    _stopped: threading.Event = field(default_factory=threading.Event)

    @property
    def url(self) -> str:
        return self.room.base_url

    @property
    def teacher_url(self) -> str:
        return f"{self.url}/teacher#k={self.room.teacher}"

    @property
    def join_url(self) -> str:
        return f"{self.url}/join"

    def stop(self) -> None:
        """Stop listening and close the database (every move is already on disk)."""
        loop = self._loop
        if loop is not None and not self._stopped.is_set():
            loop.call_soon_threadsafe(loop.stop)
            if self._thread is not None:
                self._thread.join(10)
        self._stopped.set()

    def _repr_html_(self) -> str:
        from .pages import qr_svg

        lang = "en"
        return (
            f'<div class="cr-notebook"><p><b>{escape(tr("classroom.ui.join_here", lang))}</b> '
            f'<a href="{escape(self.join_url)}" target="_blank">{escape(self.join_url)}</a></p>'
            f"{qr_svg(self.join_url)}"
            f'<p><a href="{escape(self.teacher_url)}" target="_blank">'
            f'{escape(tr("classroom.page.teacher", lang))}</a></p>'
            f'<iframe src="{escape(self.teacher_url)}" width="100%" height="520" '
            f'title="{escape(tr("classroom.page.teacher", lang))}"></iframe></div>'
        )


def _listen(room: Classroom, host: str, port: int, prefix: str = "",
            public_url: str | None = None) -> tuple[Any, int]:
    """Bind `host:port` (0: a free port) and serve `room` on the running event loop, under
    `prefix`; links are made from `public_url` (the address students use) if given."""
    import tornado.netutil

    from . import web

    sockets = tornado.netutil.bind_sockets(port, host)
    bound = int(sockets[0].getsockname()[1])
    room.base_url = (public_url.rstrip("/") if public_url
                     else f"http://{_bracket(public_host(host))}:{bound}{prefix}")
    server = web.Bounded(web.make_app(room, prefix), max_body_size=web.SERVER_BODY_LIMIT,
                         xheaders=False, idle_connection_timeout=web.IDLE_TIMEOUT,
                         body_timeout=web.IDLE_TIMEOUT)
    server.add_sockets(sockets)
    return server, bound


def _bracket(host: str) -> str:
    return f"[{host}]" if ":" in host else host


def serve(host: str = DEFAULT_HOST, port: int = 0, data: str | os.PathLike[str] | None = None
          ) -> Server:
    """Start a classroom server in the background (in a notebook: the cell shows the join
    address, its QR code and the teacher's dashboard). `port=0` picks a free port;
    `server.stop()` stops it."""
    folder = Path(data) if data is not None else default_folder()
    room = Classroom(folder)
    ready = threading.Event()
    holder: dict[str, Any] = {}

    def run() -> None:
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        try:
            holder["server"], holder["port"] = _listen(room, host, port)
        except BaseException as exc:  # reported to the caller below
            holder["error"] = exc
            ready.set()
            return
        holder["loop"] = loop
        ready.set()
        loop.run_forever()
        holder["server"].stop()
        loop.run_until_complete(asyncio.sleep(0))
        loop.close()
        room.close()

    thread = threading.Thread(target=run, name="classroom", daemon=True)
    thread.start()
    ready.wait(30)
    if "error" in holder:
        room.close()
        raise holder["error"]
    return Server(room, host, holder["port"], holder["loop"], thread)


def parser(prog: str = "card-rules-explorer classroom") -> argparse.ArgumentParser:
    parser = CommandLine(prog=prog, description=both("classroom.help.description"))
    parser.add_argument("--host", default=DEFAULT_HOST, help=both("classroom.help.host"))
    parser.add_argument("--port", type=int, default=DEFAULT_PORT,
                        help=both("classroom.help.port"))
    parser.add_argument("--data", default=None, help=both("classroom.help.data",
                                                          folder=str(default_folder())))
    parser.add_argument("--prefix", default=os.environ.get("JUPYTERHUB_SERVICE_PREFIX", ""),
                        help=both("classroom.help.prefix"))
    parser.add_argument("--public-url", default=None, help=both("classroom.help.public_url"))
    parser.add_argument("--lang", choices=LANGUAGES, help=cli_help("cli.help.lang"))
    return parser


def parse(argv: Sequence[str], prog: str = "card-rules-explorer classroom") -> argparse.Namespace:
    args = parser(prog).parse_args(list(argv))
    args.prefix = "/" + args.prefix.strip("/") if args.prefix.strip("/") else ""
    return args


def main(argv: Sequence[str] | None = None, *,
         prog: str = "card-rules-explorer classroom") -> int:
    """`card-rules-explorer classroom`: run the server until Ctrl+C."""
    args = parse(take_lang_option(sys.argv[1:] if argv is None else argv), prog)
    folder = Path(args.data) if args.data else default_folder()
    try:
        import tornado  # noqa: F401  (the classroom extra)
    except ImportError:
        print(both("classroom.error.no_tornado"), file=sys.stderr)
        return 1
    try:
        room = Classroom(folder)
    except StoreError as exc:
        print("\n".join(exc.in_language(lang) for lang in LANGUAGES), file=sys.stderr)
        return 2
    loop = asyncio.new_event_loop()
    asyncio.set_event_loop(loop)
    try:
        _listen(room, args.host, args.port, args.prefix, args.public_url)
    except OSError as exc:
        print(both("classroom.error.bind", host=args.host, port=args.port, detail=str(exc)),
              file=sys.stderr)
        room.close()
        return 1
    print(both("classroom.cli.started", teacher=f"{room.base_url}/teacher#k={room.teacher}",
               join=f"{room.base_url}/join", folder=str(folder),
               token=str(folder / "teacher-token")))
    if args.host == DEFAULT_HOST:
        print(both("classroom.cli.local_only"))
    sys.stdout.flush()
    try:
        loop.run_forever()
    except KeyboardInterrupt:
        pass
    finally:
        room.close()
    return 0
