"""Graphviz `dot` kept running: one process lays out every graph of a session.

Starting `dot` costs about 10 ms (more on a busy machine) while laying out a turn graph costs
well under 1 ms, so the explorer would spend most of a click starting programs. `dot` reads
graph after graph from its input and writes each SVG as soon as the graph's closing brace is
read, so one process can serve them all. If it fails or takes too long, the graph is drawn by a
fresh `dot` instead (which raises `subprocess.CalledProcessError` on a bad graph), so a caller
sees the same results and errors as with `graphviz.Source.pipe`.

Graphviz 2.43 keeps a graph's default attributes (`graph [...]`, `node [...]`, `edge [...]`)
for the graphs it reads after it in the same run (a plain graph drawn after a turn graph came
out edges first, as `outputorder=edgesfirst` had asked there). So a process only ever serves
graphs that declare the same defaults: each set of defaults has its own process.

This module imports nothing from `explorer`.
"""

from __future__ import annotations

import atexit
import os
import re
import select
import shutil
import subprocess
import threading
import time

__all__ = ["render_svg"]

#: Seconds the running process may take for one graph before a fresh `dot` is asked instead.
TIMEOUT = 5.0

_END = b"</svg>\n"
_PAGE = re.compile(r'id="page\d+,\d+_graph0"')


class _DotProcess:
    """One `dot -Tsvg` process that answers graph by graph."""

    def __init__(self, engine: str) -> None:
        self.engine = engine
        self.process: subprocess.Popen[bytes] | None = None
        self.lock = threading.Lock()

    def _start(self) -> subprocess.Popen[bytes]:
        process = subprocess.Popen(
            ["dot", f"-K{self.engine}", "-Tsvg"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )
        self.process = process
        return process

    def stop(self) -> None:
        process, self.process = self.process, None
        if process is not None and process.poll() is None:
            process.kill()
            process.wait()

    def render(self, source: str) -> str | None:
        """The SVG of `source`, or None when the running process could not give it."""
        with self.lock:
            process = self.process if self.process and self.process.poll() is None \
                else self._start()
            assert process.stdin is not None and process.stdout is not None
            try:
                process.stdin.write(source.encode("utf-8") + b"\n")
                process.stdin.flush()
                out = self._read_svg(process.stdout.fileno())
            except OSError:
                out = None
            if out is None:
                self.stop()  # a broken or stuck process is replaced on the next call
                return None
            # Later graphs of one run are numbered as pages: name them as a fresh `dot` does.
            return _PAGE.sub('id="graph0"', out.decode("utf-8"), count=1)

    def _read_svg(self, fd: int) -> bytes | None:
        deadline = time.monotonic() + TIMEOUT
        chunks: list[bytes] = []
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            ready, _, _ = select.select([fd], [], [], left)
            if not ready:
                return None
            chunk = os.read(fd, 65536)
            if not chunk:
                return None
            chunks.append(chunk)
            if chunk.endswith(_END):
                return b"".join(chunks)


_PROCESSES: dict[tuple[str, str], _DotProcess] = {}
_LOCK = threading.Lock()
#: Processes kept at once; the one used longest ago is stopped first.
KEEP = 4
_DEFAULTS = re.compile(r"^\s*(?:graph|node|edge)\s*\[.*$|^\s*\w+\s*=.*$", re.MULTILINE)


def _defaults(source: str) -> str:
    """The default-attribute statements of a DOT source (graph, node and edge defaults and
    graph attributes set at top level), which a running `dot` would carry to the next graph."""
    return "\n".join(m.group(0).strip() for m in _DEFAULTS.finditer(source))


@atexit.register
def _stop_all() -> None:
    for process in list(_PROCESSES.values()):
        process.stop()


def render_svg(source: str, engine: str = "dot") -> str:
    """Lay out a DOT graph with Graphviz's `engine` (dot, neato, …) and return the SVG
    document, as `graphviz.Source(source, engine=engine).pipe(format="svg")` would.

    Raises `FileNotFoundError` without `dot` and `subprocess.CalledProcessError` for a graph
    `dot` refuses.
    """
    if shutil.which("dot") is None:
        raise FileNotFoundError("dot")
    key = (engine, _defaults(source))
    with _LOCK:
        process = _PROCESSES.pop(key, None)
        if process is None:
            process = _DotProcess(engine)
            while len(_PROCESSES) >= KEEP:
                _PROCESSES.pop(next(iter(_PROCESSES))).stop()
        _PROCESSES[key] = process  # the most recently used last
    svg = process.render(source)
    if svg is not None:
        return svg
    done = subprocess.run(["dot", f"-K{engine}", "-Tsvg"], input=source.encode("utf-8"),
                          capture_output=True, check=True, timeout=60)
    return done.stdout.decode("utf-8")
