"""After a table's game is over: each student's review of their own seat (`Match.review`),
and the table's decisive moments for the teacher (`Match.moments`).

A seat's review is only ever sent to that seat's own token (never another seat's: it would tell
what that player held); the teacher and the board get the moments, which name only what the
table saw. Each is computed once per table, seat and game record, on a worker thread, on one copy
of the match per record (the server keeps answering meanwhile; the copy's own cache serves
every seat and the moments, which use the same evaluation), then kept: a page that asks again, or in
the other language, is drawn from the kept review.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from ..engine import IllegalActionError, Match, Message
from ..engine.errors import AccessError
from ..viz import review as vr
from .table import Table

#: One worker: a review is CPU-bound, so two at once would only take turns; the others wait.
_WORKERS = ThreadPoolExecutor(max_workers=1, thread_name_prefix="classroom-review")


class Reviews:
    """The reviews and moments computed so far, by (table, record): a game played on after an
    undo is a new record, reviewed again."""

    def __init__(self) -> None:
        self._done: dict[tuple[str, str, Any], Any] = {}
        self._running: dict[tuple[str, str, Any], asyncio.Future[Any]] = {}
        #: The match copy the worker reviews, by (table, record): only the worker uses it.
        self._copies: dict[tuple[str, str], Match] = {}
        #: Seconds each computation took, by the same keys (the pages say how long).
        self.seconds: dict[tuple[str, str, Any], float] = {}

    async def _kept(self, table: Table, what: Any,
                    work: Callable[[Match], Any]) -> tuple[Any, float]:
        """`work` on a copy of the table's match, once per record: the kept result if there is
        one, the running computation if one is under way, else a new one on the worker."""
        record = table.match.to_json()
        key = (table.id, record, what)
        if key not in self._done:
            running = self._running.get(key)
            if running is None:
                copy = self._copies.get((table.id, record))
                if copy is None:
                    copy = self._copies[(table.id, record)] = Match.from_json(record)
                running = asyncio.get_running_loop().run_in_executor(
                    _WORKERS, _timed, work, copy)
                self._running[key] = running
            try:
                self._done[key], self.seconds[key] = await running
            finally:
                self._running.pop(key, None)
        return self._done[key], self.seconds[key]

    async def review(self, table: Table, seat: int | None, asked: int | None,
                     lang: str) -> dict[str, Any]:
        """The review of `seat` (the asking token's own) for its page: refused for the board
        or the teacher (`seat` None), for another seat than the token's, and before the end."""
        if seat is None or (asked is not None and asked != seat):
            raise AccessError(Message("classroom.error.review_own_seat"), lang)
        _check_over(table, lang)
        review, seconds = await self._kept(table, ("review", seat),
                                           lambda match: match.review(seat))
        match = table.match
        return {
            "table": table.id, "seat": seat, "seconds": round(seconds, 1),
            "counts": review.counts(), "budget": review.budget,
            "ratings": [{"step": r.step, "grade": r.grade, "loss": r.loss, "points": r.points,
                         "tie": r.tie, "rule": r.rule,
                         "played": vr.played_name(r, lang),
                         "better": vr.better_name(r, lang),
                         "reason": r.reason.label(lang)} for r in review.ratings],
            "html": vr.review_html(review, lang, match.player_label(seat), match.options),
        }

    async def moments(self, table: Table, lang: str) -> dict[str, Any]:
        """The table's decisive moments, for the teacher's dashboard (after the end)."""
        _check_over(table, lang)
        moments, seconds = await self._kept(table, "moments", lambda match: match.moments())
        return {
            "table": table.id, "seconds": round(seconds, 1),
            "moments": [{"step": m.step, "kind": m.kind, "rule": m.rule, "text": m.text(lang)}
                        for m in moments],
            "html": vr.moments_html(moments, lang, table.match.options),
        }


def _check_over(table: Table, lang: str) -> None:
    if not (table.match.is_over or table.stored.ended):
        raise IllegalActionError(Message("classroom.error.review_not_over"), lang)


def _timed(work: Callable[[Match], Any], copy: Match) -> tuple[Any, float]:
    """`work` on the worker's copy of a match (the server's match is left to the server's
    thread), and the seconds it took."""
    started = time.perf_counter()
    result = work(copy)
    return result, time.perf_counter() - started
