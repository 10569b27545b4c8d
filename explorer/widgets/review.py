"""The explorer's Review panel: rate every decision of one seat (`Match.review`), with a
progress bar while the search runs, then the list of that seat's decisions, each a button (its
grade as a word and a sign, the move played) over the better move and the reason in rule words
with its rule chip. A click on a decision goes to its step of the timeline and marks the better
move in the move list (the class `ex-better` and a "Better move" label, apart from the Hint's
mark).

The review is of the seat the explorer looks from (any seat from everyone's view, picked
here): a seat's review would tell another player what that seat held. Made once, updated in
place: the rows come from a pool that grows only when a review has more decisions than any
before. Nothing here knows a rule: the texts are the review's and `explorer.viz.review`'s.
"""

from __future__ import annotations

import functools
from typing import Any

import ipywidgets as w

from ..engine import Action, tr
from ..viz import review as vr
from .a11y import name
from .teaching import _hide


class ReviewPanel:
    """The Review of an explorer `app` (a `GameExplorer`); the app closes `widget` with the
    rest of its tree."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.review: Any = None
        #: The timeline the review was made of: a new branch makes it stale.
        self._timeline: tuple[Action, ...] = ()
        #: The decision clicked last: (its step, the better move).
        self._better: tuple[int, Action] | None = None
        self.seat_picker = w.Dropdown(layout=w.Layout(width="auto"))
        self.seat_picker.add_class("ex-review-seat")
        self.button = w.Button(icon="search", layout=w.Layout(width="auto"))
        self.button.add_class("ex-review-button")
        self.button.on_click(lambda b: app._busy_while(b, self.run))
        self.progress = w.IntProgress(min=0, max=1, value=0, layout=w.Layout(width="auto"))
        self.progress.add_class("ex-review-progress")
        self.progress.add_class("ex-off")
        self.summary = w.HTML()
        self.summary.add_class("ex-review-head")
        self._row_layout = w.Layout()
        self._row_style = w.ButtonStyle()
        self._why_layout = w.Layout()
        self.rows: list[tuple[w.Button, w.HTML]] = []
        self.list = w.VBox()
        self.list.add_class("ex-review-list")
        self.widget = w.VBox([w.HBox([self.button, self.seat_picker]), self.progress,
                              self.summary, self.list])
        self.widget.add_class("ex-review")

    # -- the seat -----------------------------------------------------------------------------

    def seat(self) -> int:
        """The seat to review: the one the explorer looks from, else the one picked here."""
        app = self.app
        if app.seat is not None:
            return int(app.seat)
        picked = self.seat_picker.value
        return int(picked) if isinstance(picked, int) else 0

    def _current(self) -> Any:
        """The review, if it still belongs to the match shown and may be shown to its seat."""
        review, app = self.review, self.app
        if review is None or app.match.timeline != self._timeline:
            return None
        if app.seat is not None and app.seat != review.seat:
            return None
        return review

    # -- running ------------------------------------------------------------------------------

    def run(self) -> None:
        """Review the seat's decisions (cached by the match), showing the progress."""
        self.open(self.seat())

    def open(self, seat: int) -> None:
        """Review `seat` and show the list (the explorer's errors are shown, not raised)."""
        self.app.review_seat(seat)

    def compute(self, seat: int) -> None:
        """Run the review of `seat` with the progress bar (called by the app, under `safely`)."""
        match = self.app.match
        self._better = None
        _hide(self.progress, False)
        self.progress.value, self.progress.max = 0, 1
        try:
            self.review = match.review(seat, self.app.lang, progress=self._progressed)
        finally:
            _hide(self.progress, True)
        self._timeline = match.timeline

    def _progressed(self, done: int, total: int) -> None:
        """The search's progress (each change of the bar is one message to the browser)."""
        if self.progress.max != max(total, 1) or self.progress.value != done:
            with self.progress.hold_sync():
                self.progress.max = max(total, 1)
                self.progress.value = min(done, max(total, 1))

    # -- the rows -----------------------------------------------------------------------------

    def _row(self, index: int) -> tuple[w.Button, w.HTML]:
        while len(self.rows) <= index:
            button = w.Button(layout=self._row_layout, style=self._row_style)
            button.add_class("ex-review-row")
            button.on_click(functools.partial(self._clicked, len(self.rows)))
            why = w.HTML(layout=self._why_layout)
            why.add_class("ex-review-why-box")
            self.rows.append((button, why))
        return self.rows[index]

    def _clicked(self, index: int, _button: w.Button) -> None:
        review = self._current()
        if review is not None and index < len(review.ratings):
            self.app.show_rating(review.ratings[index])

    def better(self) -> Action | None:
        """The better move to mark, while the explorer stands at the clicked decision's step."""
        if self._better is None or self._current() is None:
            return None
        step, action = self._better
        return action if self.app.match.step == step else None

    def choose(self, rating: Any) -> None:
        """Remember the clicked decision (the app then goes to its step); a decision that was
        the best move itself, or a near-tie, marks nothing."""
        better = vr.better_move(rating)
        self._better = None if better is None else (rating.step, better)

    # -- refresh ------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Labels in the app's language, the seat picker, and the list of the current review
        (none when it is stale or belongs to another seat than the one shown)."""
        app, lang = self.app, self.app.lang
        match = app.match
        with self.button.hold_sync():
            self.button.description = tr("ui.review.button", lang)
            self.button.tooltip = tr("ui.review.button.tip", lang)
        options = [(match.player_label(seat).label(lang), seat)
                   for seat in range(match.players)]
        with self.seat_picker.hold_sync():
            if list(self.seat_picker.options) != options:
                self.seat_picker.options = options
            if app.seat is not None:
                self.seat_picker.value = app.seat
            elif self.seat_picker.value is None:
                self.seat_picker.value = 0  # shown, not left blank
        name(self.seat_picker, tr("ui.review.seat", lang))
        _hide(self.seat_picker, app.seat is not None)
        review = self._current()
        if review is None:
            self.summary.value = ""
            self._show_rows([])
            return
        self.summary.value = vr.summary_html(review, lang, match.player_label(review.seat))
        self._show_rows([(vr.rating_title(rating, lang),
                          vr.rating_why_html(rating, lang, match.options), rating)
                         for rating in review.ratings])

    def _show_rows(self, rows: list[tuple[str, str, Any]]) -> None:
        lang = self.app.lang
        for index, (title, why, rating) in enumerate(rows):
            button, html = self._row(index)
            with button.hold_sync():
                button.description = title
                button.tooltip = tr("ui.review.go", lang, move_number=rating.step + 1)
            for grade in vr.GRADE_SIGNS:
                wanted = grade == rating.grade
                if wanted != (f"ex-review-{grade}" in button._dom_classes):
                    (button.add_class if wanted else button.remove_class)(f"ex-review-{grade}")
            html.value = why
        children = [part for button, html in self.rows[:len(rows)] for part in (button, html)]
        if tuple(children) != tuple(self.list.children):
            self.list.children = children

    def close(self) -> None:
        for button, html in self.rows:
            button.close()
            html.close()
        for shared in (self._row_layout, self._row_style, self._why_layout):
            shared.close()
        self.rows = []


#: The panel's style, sent once with the explorer's.
CSS = vr.CSS + """<style>
.ex-root .ex-review { margin-top: 6px; border-top: 1px solid #cfd8dc; padding-top: 4px; }
.ex-root .ex-review-list { max-height: 40vh; overflow-y: auto; padding: 3px; }
.ex-root .ex-review-list > * { flex: none; }
.ex-root .ex-review-row.widget-button { width: auto; height: auto; min-height: 28px;
  white-space: normal; text-align: left; line-height: 1.3; padding: 3px 8px; margin: 1px 0; }
.ex-root .ex-review-row.ex-review-mistake, .ex-root .ex-review-row.ex-review-blunder {
  border-left: 5px double #b71c1c; }
.ex-root .ex-review-row.ex-review-inaccuracy { border-left: 5px dotted #8a6d00; }
.ex-root .ex-actions-list .ex-better { outline: 3px dashed #0d47a1; outline-offset: -3px;
  background: #e3f2fd; color: #0d1b2a; font-weight: bold; }
</style>"""

__all__ = ["CSS", "ReviewPanel"]
