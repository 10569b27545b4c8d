"""Citadels widgets: the call-order walkthrough of one round (`CallOrderWalkthrough`) and the
explorer for full games with bots (`CitadelsExplorer`).

The walkthrough steps through a round as one seat may know it: the start (the removed
characters), each draft decision, then each rank called; at every step the call-order track,
the "who could hold what" grid and the current entry with its rule are redrawn. No rules here:
the round comes from `explorer.games.citadels.call_order`, what the seat can know of it from
`explorer.games.citadels.deduction`, the drawing from `explorer.viz.citadels`.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from ..engine import Match, Message, tr
from ..engine.errors import ExplorerError
from ..games.citadels import RoundWalkthrough, call_order, deduction
from ..viz import citadels as vc
from ..viz import html as vh
from . import a11y
from .explorer import EVERYONE, GameExplorer, language_toggle, safely


class WalkthroughError(ExplorerError):
    """A bad request to the walkthrough (a position outside the round)."""


class CallOrderWalkthrough:
    """Step through one round of a Citadels match.

    >>> walk = CallOrderWalkthrough(players=5, seed=3)
    >>> walk.next_button.click(); walk.position
    1
    >>> "chose" in walk.explain.value
    True
    """

    def __init__(
        self,
        match: Match | None = None,
        *,
        players: int = 5,
        seed: int = 0,
        rounds: int = 1,
        bot_seed: int = 0,
        round: int | None = None,
        seat: int | None = None,
        lang: str = "en",
    ) -> None:
        """Walk through `round` (default: the first) of `match`; without a match, a new
        `players`-player game with `seed` is played by bots until `rounds` rounds are done."""
        if match is None:
            match = Match("citadels", players, seed, lang=lang)
            while not match.is_over and match.state.round <= rounds:
                match.play_bot(seed=bot_seed)
        self.match = match
        self.lang = lang
        self.seat = seat
        self.round = 1 if round is None else round
        self.position = 0
        self.walk: RoundWalkthrough | None = None
        self._busy = False
        self._build()
        self._load()

    # -- layout -----------------------------------------------------------------------------

    def _build(self) -> None:
        self.title = w.HTML()
        self.language = language_toggle(self.lang, self.set_language)
        self.round_picker = w.Dropdown(layout=w.Layout(width="11em"))
        self.round_picker.observe(self._on_round, names="value")
        self.seat_picker = w.Dropdown(layout=w.Layout(width="14em"))
        self.seat_picker.observe(self._on_seat, names="value")
        self.first_button = w.Button(description="◀◀", layout=w.Layout(width="3.6em"))
        self.prev_button = w.Button(description="◀", layout=w.Layout(width="3.2em"))
        self.next_button = w.Button(description="▶", layout=w.Layout(width="3.2em"))
        self.last_button = w.Button(description="▶▶", layout=w.Layout(width="3.6em"))
        for button, name in ((self.first_button, "first"), (self.prev_button, "prev"),
                             (self.next_button, "next"), (self.last_button, "last")):
            button.add_class(f"ex-walk-{name}")
        self.first_button.on_click(lambda _: self.goto(0))
        self.prev_button.on_click(lambda _: self.previous())
        self.next_button.on_click(lambda _: self.next())
        self.last_button.on_click(lambda _: self.goto(self.count - 1))
        self.step_label = w.HTML()
        self.track = w.HTML()
        self.track.add_class("ex-walk-track")
        self.explain = w.HTML(layout=w.Layout(flex="1 1 50%"))
        self.explain.add_class("ex-walk-explain")
        self.grid = w.HTML(layout=w.Layout(flex="1 1 50%"))
        self.grid.add_class("ex-walk-grid")
        self.entries = w.HTML()
        self.entries.add_class("ex-walk-entries")
        self.messages = w.HTML()
        self.messages.add_class("ex-messages")
        self.widget = w.VBox(
            [
                w.HTML(vh.STYLE),
                w.HBox([self.title, self.round_picker, self.seat_picker, self.language],
                       layout=w.Layout(flex_flow="row wrap", align_items="center")),
                w.HBox([self.first_button, self.prev_button, self.step_label, self.next_button,
                        self.last_button], layout=w.Layout(align_items="center")),
                self.track,
                w.HBox([self.explain, self.grid], layout=w.Layout(align_items="flex-start")),
                self.entries,
                self.messages,
            ]
        )
        self.widget.add_class("ex-root")
        self.widget.add_class("ex-citadels-walk")

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    # -- moving -----------------------------------------------------------------------------

    @property
    def count(self) -> int:
        """How many positions the round has (the start, each draft entry, each call)."""
        return deduction.entry_count(self.walk) if self.walk is not None else 1

    @property
    def snapshot(self) -> deduction.Snapshot:
        assert self.walk is not None
        return deduction.snapshot(self.walk, self.match.players, self.position)

    @safely
    def goto(self, position: int) -> None:
        """Show the round after `position` steps (0: its start)."""
        if isinstance(position, bool) or not isinstance(position, int) or not (
                0 <= position < self.count):
            raise WalkthroughError(Message("citadels.walk.error.position", value=repr(position),
                                           last=self.count - 1))
        self.position = position
        self.clear_messages()
        self.refresh()

    def next(self) -> None:
        self.goto(self.position + 1)

    def previous(self) -> None:
        self.goto(self.position - 1)

    @safely
    def set_round(self, round: int) -> None:
        """Walk through another round (from its start)."""
        walk = call_order(self.match, round=round, seat=self.seat)
        self.round, self.walk, self.position = round, walk, 0
        self.clear_messages()
        self.refresh()

    @safely
    def set_seat(self, seat: int | None) -> None:
        """Show the round as `seat` may know it (`None`: everything); the position is kept."""
        walk = call_order(self.match, round=self.round, seat=seat)
        self.seat, self.walk = seat, walk
        self.position = min(self.position, self.count - 1)
        self.clear_messages()
        self.refresh()

    @safely
    def set_language(self, lang: str) -> None:
        self.lang = lang
        if self.language.value != lang:
            self.language.value = lang
        self.refresh()

    @safely
    def _load(self) -> None:
        self.walk = call_order(self.match, round=self.round, seat=self.seat)
        self.refresh()

    def _on_round(self, change: dict[str, Any]) -> None:
        if not self._busy and change["new"] is not None:
            self.set_round(int(change["new"]))

    def _on_seat(self, change: dict[str, Any]) -> None:
        if not self._busy and change["new"] is not None:
            value = int(change["new"])
            self.set_seat(None if value == EVERYONE else value)

    # -- messages ---------------------------------------------------------------------------

    def show_error(self, text: str) -> None:
        self.messages.value = f'<div class="ex-error" role="alert">⚠ {vh.escape(text)}</div>'

    def clear_messages(self) -> None:
        self.messages.value = ""

    # -- display ----------------------------------------------------------------------------

    @safely
    def refresh(self) -> None:
        """Redraw every panel from the walkthrough and the position."""
        lang, match, game = self.lang, self.match, self.match.game
        self._busy = True
        try:
            title = tr("citadels.walk.title", lang)
            self.title.value = (f"<b style='font-size:1.2em'>{vh.escape(title)}</b>"
                                f"{a11y.lang_mark(lang)}")
            last_round = match.state.round
            self.round_picker.options = [
                (tr("citadels.walk.round", lang, round=r), r) for r in range(1, last_round + 1)
            ]
            self.round_picker.value = self.round
            self.seat_picker.options = [(tr("ui.seat.everyone", lang), EVERYONE)] + [
                (tr("ui.seat.of", lang, player=game.player_label(i)), i)
                for i in range(match.players)
            ]
            self.seat_picker.value = EVERYONE if self.seat is None else self.seat
            a11y.name(self.round_picker, tr("citadels.walk.round_picker", lang))
            a11y.name(self.seat_picker, tr("ui.a11y.seat", lang))
            for button, key in ((self.first_button, "citadels.walk.first"),
                                (self.prev_button, "citadels.walk.prev"),
                                (self.next_button, "citadels.walk.next"),
                                (self.last_button, "citadels.walk.last")):
                button.tooltip = tr(key, lang)
            self.first_button.disabled = self.prev_button.disabled = self.position == 0
            self.next_button.disabled = self.last_button.disabled = (
                self.position >= self.count - 1)
            if self.walk is None:
                return
            snap = self.snapshot
            # The last step as the seat may know it (a killed King's heir only at the end).
            last = deduction.known_count(self.walk, self.position) - 1
            self.step_label.value = (
                f'<span class="ex-walk-step">'
                f'{vh.escape(tr("citadels.walk.step", lang, n=self.position, last=last))}'
                "</span>"
            )
            self.track.value = vc.track_html(game, snap, lang)
            turns = deduction.round_turns(match, self.walk)
            self.explain.value = vc.explanation_html(snap, lang, turns, match.options)
            self.grid.value = vc.holders_html(game, snap, lang)
            self.entries.value = vc.entries_html(snap, lang, turns)
        finally:
            self._busy = False


class CitadelsExplorer(GameExplorer):
    """The generic explorer with Citadels' table and, beside it, the call-order track and the
    "who could hold what" grid of the current round, as the chosen seat knows them."""

    def pool_size(self) -> int:
        # The Warlord lists every district on the table: about eight a city by the end, and a
        # few other moves of the turn (a city may outgrow it; the pool then grows).
        return 8 * int(self.match.players) + 6

    def table_html(self) -> str:
        return vc.table_html(self.match.game, self.match.view(self.seat), self.seat, self.lang,
                             css=False)

    def panel_css(self) -> str:
        return vc.CSS

    def side_panels(self) -> list[w.Widget]:
        self.track_panel = w.HTML(layout=w.Layout(width="100%"))
        self.track_panel.add_class("ex-cit-side")
        self._side_key: tuple[Any, ...] | None = None
        return [self.track_panel]

    def refresh_side(self) -> None:
        # The panel keeps a fixed width beside the table (four track slots to a row).
        self.side.add_class("ex-cit-side-box")
        match, game, lang = self.match, self.match.game, self.lang
        # Redrawn only when what it shows changes (a step, the seat, the language).
        key = (id(match), match.actions, self.seat, lang)
        if key == self._side_key:
            return
        self._side_key = key
        snap = deduction.current_snapshot(match, self.seat)
        head = tr("citadels.walk.track_title", lang, round=snap.walk.round)
        text, rule_id = vc.entry_text(snap, lang)
        self.track_panel.value = (
            f"<b>{vh.escape(head)}</b>{vc.track_html(game, snap, lang, css=False)}"
            f'<p class="ex-cit-last">{vh.escape(text)}{vh.rule_chip(rule_id, lang)}</p>'
            f"{vc.holders_html(game, snap, lang, css=False)}"
        )
