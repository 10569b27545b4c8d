"""One classroom table: a `Match` the server holds, who plays each seat (a student or a bot),
and what each page may be sent. Every move goes through the engine (`Match.play`); every
page's payload is built from that page's view only: a seat's `Match.view(seat)`, the board's
`Match.public_view()`, and the log as that seat (or nobody) may read it.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .. import bots
from ..engine import IllegalActionError, Match, Message, derive, tr
from ..engine.errors import StaleStepError, TimelineError
from ..engine.position import encode
from ..engine.registry import plugin
from ..viz import html as vh
from .pages import texts
from .panels import side_html
from .store import StoredTable
from .timer import clock

#: Join codes: six of these, none that looks like another (no 0/O, 1/I/L, 2/Z, 5/S, 8/B).
CODE_LETTERS = "ACDEFHJKMNPRTUVWXY34679"
CODE_LENGTH = 6
#: The log lines a page is sent (newest first); the record keeps every step.
LOG_LINES = 60
#: The seat the log is filtered for on the board: no seat, so every secret stays hidden.
NOBODY = -1


def new_token() -> str:
    """A seat's, board's or teacher's token (from `secrets`)."""
    return secrets.token_urlsafe(24)


def new_code() -> str:
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))


@dataclass
class Table:
    """A table in play: the stored row and the match rebuilt from its record."""

    stored: StoredTable
    match: Match
    #: When the table last changed, in the server's clock (for "stuck for how long").
    changed: float = 0.0
    #: The names students gave, by seat (escaped where they are shown).
    names: dict[int, str] = field(default_factory=dict)
    #: The time per move (None: no limit), the tier of bot that stands in when it runs out,
    #: and the seats a stand-in bot plays now (`explorer.classroom.timer`).
    seconds: float | None = None
    tier: str = ""
    standins: dict[int, str] = field(default_factory=dict)
    #: The server's clock (the classroom's: a test may give another).
    now: Callable[[], float] = field(default=time.monotonic)
    #: Memoised payloads of the current step: (seat or None, lang) -> payload.
    _payloads: dict[tuple[int | None, str], dict[str, Any]] = field(default_factory=dict)
    #: Each step's log lines by (step, reader, lang), with the events they were made from.
    _rows: dict[tuple[int, int, str], tuple[Any, list[tuple[dict[str, Any], str]]]] = field(
        default_factory=dict)

    @property
    def id(self) -> str:
        return self.stored.id

    @property
    def bots(self) -> dict[int, str]:
        return self.stored.bots

    def saved(self) -> None:
        """Write the match back into the stored row (the caller commits it) and forget the
        payloads of the old step."""
        self.stored.record = self.match.to_json()
        self._payloads.clear()

    # -- moves ---------------------------------------------------------------------------

    def refusal(self, seat: int, lang: str) -> IllegalActionError | None:
        """Why `seat` may not move now (paused, ended, over, a bot's seat, not its turn)."""
        match = self.match
        if self.stored.ended:
            return IllegalActionError(Message("classroom.error.ended"), lang)
        if self.stored.paused:
            return IllegalActionError(Message("classroom.error.paused"), lang)
        if match.is_over:
            return IllegalActionError(Message("engine.error.game_over"), lang)
        if seat in self.bots:
            return IllegalActionError(Message("classroom.error.bot_seat",
                                              seat=match.player_label(seat)), lang)
        if seat in self.standins:
            return IllegalActionError(Message("classroom.error.standin"), lang)
        current = match.current_player
        if current != seat:
            assert current is not None
            return IllegalActionError(Message("classroom.error.not_your_turn",
                                              player=match.player_label(current),
                                              seat=match.player_label(seat)), lang)
        return None

    def play(self, seat: int, action: str, step: int, lang: str) -> None:
        """Play `action` (its `str()`) for `seat` if the table is still at `step`; else
        `StaleStepError`, or `IllegalActionError` saying why. Nothing changes on a refusal."""
        if step != self.match.step:
            raise StaleStepError(Message("classroom.error.stale", sent=step,
                                         step=self.match.step), lang)
        refused = self.refusal(seat, lang)
        if refused is not None:
            raise refused
        try:
            self.match.play(action)
        except IllegalActionError as exc:
            raise IllegalActionError(exc.reason, lang) from None

    def bot_to_move(self) -> str | None:
        """The bot that must move now, if a bot holds the seat to act and play may go on."""
        current = self.match.current_player
        if current is None or self.stored.paused or self.stored.ended:
            return None
        return self.bots.get(current) or self.standins.get(current)

    def play_bot(self, name: str) -> None:
        match = self.match
        rng = derive(match.seed, match.step)
        choice = bots.choose(match.game, name, match.state, rng)
        match.play(choice.action)

    def undo(self, lang: str) -> None:
        """Take back the last move, and the bots' moves before it back to a student's turn
        (a bot would only play them again); `TimelineError` at the start."""
        match = self.match
        if match.step == 0:
            raise TimelineError(Message("engine.error.undo"), lang)
        match.undo()
        while match.step and match.current_player in self.bots:
            match.undo()

    # -- what a page is sent -------------------------------------------------------------

    def payload(self, seat: int | None, lang: str) -> dict[str, Any]:
        """What the page of `seat` (`None`: the board) is sent: the step, whose turn it is,
        the seat's legal moves (only for the seat to act), its view of the state, the log as
        it may read it, and the same rendered by the package's views."""
        key = (seat, lang)
        cached = self._payloads.get(key)
        if cached is None:
            cached = self._payloads[key] = self._payload(seat, lang)
        if self.seconds is None:
            return cached
        return {**cached, "clock": clock(self, self.now())}

    def _payload(self, seat: int | None, lang: str) -> dict[str, Any]:
        match = self.match
        game = match.game
        state = match.public_view() if seat is None else match.view(seat)
        current = match.current_player
        moves = self._moves(seat, lang)
        table_view = plugin(game.name).table_view
        table = (table_view(game, state, seat, lang) if table_view is not None
                 else vh.generic_table_html(game, state, seat, lang))
        outcome = match.outcome
        return {
            "table": self.id, "game": game.name, "title": game.title.label(lang),
            "code": self.stored.code, "lang": lang, "seat": seat,
            "seat_name": (tr("classroom.ui.board", lang) if seat is None
                          else match.player_label(seat).label(lang)),
            "step": match.step, "current_player": current,
            "current_name": None if current is None else match.player_label(current).label(lang),
            "bot_seats": sorted(self.bots),
            "standins": [{"seat": s, "name": match.player_label(s).label(lang), "bot": b}
                         for s, b in sorted(self.standins.items())],
            "clock": None, "paused": self.stored.paused,
            "names": {str(s): n for s, n in sorted(self.names.items())},
            "ended": self.stored.ended, "over": match.is_over,
            "legal": [m["action"] for m in moves if m["enabled"]],
            "moves": moves,
            "state": encode(state),
            "log": self._log(seat, lang),
            "status": self._status(seat, lang),
            "scores": None if outcome is None else list(outcome.scores),
            "ui": texts(lang),
            "html": {
                "table": str(table), "side": side_html(match, seat, lang),
                "log": self._log_html(seat, lang),
                "outcome": ("" if outcome is None
                            else vh.outcome_html(game, outcome, lang, match.state)),
            },
        }

    def _moves(self, seat: int | None, lang: str) -> list[dict[str, Any]]:
        """The acting seat's moves: every legal one, and the illegal ones worth showing
        greyed with their reason. Nobody else is sent any."""
        match = self.match
        if seat is None or self.refusal(seat, lang) is not None:
            return []
        game, state = match.game, match.state
        legal = set(game.legal_actions(state))
        out = []
        for action in game.candidate_actions(state):
            enabled = action in legal
            reason = None if enabled else (game.why_illegal(state, action) or Message(
                "engine.error.not_legal", action=action)).label(lang)
            out.append({"action": str(action), "enabled": enabled, "reason": reason,
                        "label": game.describe_action(state, action, lang)})
        return out

    def _status(self, seat: int | None, lang: str) -> str:
        """One line: whose turn it is and what is asked, or why nothing is."""
        match = self.match
        if self.stored.ended:
            return tr("classroom.error.ended", lang)
        if match.is_over:
            return tr("ui.game_over", lang)
        current = match.current_player
        assert current is not None
        if self.stored.paused:
            return tr("classroom.error.paused", lang)
        who = match.player_label(current)
        if seat == current and current not in self.bots:
            return tr("classroom.ui.your_turn", lang, player=who)
        return tr("ui.turn_of", lang, player=who)

    def _lines(self, seat: int | None, lang: str) -> list[tuple[dict[str, Any], str]]:
        """The log, newest first (the last step's last event first), at most `LOG_LINES`:
        each line as data and as the views' HTML row, as `seat` (`None`: nobody) may read it.
        A step's lines are made once per reader and language (again only when a new branch
        replaced the step)."""
        reader = NOBODY if seat is None else seat
        out: list[tuple[dict[str, Any], str]] = []
        for step in range(self.match.step, -1, -1):
            events = self.match.events_at(step)
            key = (step, reader, lang)
            cached = self._rows.get(key)
            if cached is None or cached[0] is not events:
                lines = [({"step": step, "rule": e.rule, "text": e.label(lang, reader)},
                          vh.log_rows(step, (e,), lang, reader)[0]) for e in events]
                cached = self._rows[key] = (events, lines)
            out.extend(reversed(cached[1]))
            if len(out) >= LOG_LINES:
                break
        return out[:LOG_LINES]

    def _log(self, seat: int | None, lang: str) -> list[dict[str, Any]]:
        return [line for line, _ in self._lines(seat, lang)]

    def _log_html(self, seat: int | None, lang: str) -> str:
        return vh.log_list([row for _, row in self._lines(seat, lang)], lang)

    # -- the dashboard -------------------------------------------------------------------

    def summary(self, joined: set[int], now: float, lang: str) -> dict[str, Any]:
        """One row of the teacher's dashboard (no seat's secrets, no token)."""
        match = self.match
        current = match.current_player
        outcome = match.outcome
        scores = list(outcome.scores) if outcome is not None else _scores(match.public_view())
        seats = [{"seat": s, "name": match.player_label(s).label(lang),
                  "bot": self.bots.get(s), "joined": s in joined}
                 for s in range(match.players)]
        return {
            "id": self.id, "number": self.stored.number, "code": self.stored.code,
            "game": match.name, "title": match.game.title.label(lang),
            "players": match.players, "step": match.step,
            "current_player": current,
            "current_name": None if current is None else match.player_label(current).label(lang),
            "waiting": round(max(0.0, now - self.changed)), "scores": scores,
            "paused": self.stored.paused, "ended": self.stored.ended, "over": match.is_over,
            "winners": [] if outcome is None else list(outcome.winners), "seats": seats,
            "bots": bots.available(match.game),
            "timer": {"seconds": self.seconds, "bot": self.tier or bots.default(match.game)},
            "standins": sorted(self.standins), "clock": clock(self, now),
        }


def _scores(state: Any) -> list[int] | None:
    """The running scores a game keeps in its state (Whispers' points), if any."""
    scores = getattr(state, "scores", None)
    if isinstance(scores, tuple) and all(isinstance(s, int) for s in scores):
        return list(scores)
    return None
