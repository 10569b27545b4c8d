"""A guided first game (Board Game Arena style): the game's scripted tutorial
(`explorer.engine.tutorial`) played in a small explorer. It opens with the game's theme and
goal, says what to do next, marks the one move the script expects (the other legal moves are
listed greyed out, each with the reason), waits until the learner makes it, plays the bots'
fixed replies at once, explains one new rule per step, and shows the progress ("Step 3 of
12"), a 日本語 / English switch and a Restart button. It ends with one or two free choices
(every legal move is accepted, the bots answer by their own policy and the guide says what the
chosen move did), a summary, a **Play on** button that continues the same match in the
game's explorer, against the bots, in the same output (so in Voilà too), and **Review your
game**, which opens that explorer's Review of the learner's seat.

Widgets are made once and updated in place (the other moves come from a `ButtonPool` made as
large as the script's largest position needs). No rules here: moves go through
`Match.play`, the board is the game's own table view.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from ..engine import LANGUAGES, Action, Match, tr
from ..engine.events import Event
from ..engine.registry import plugin
from ..engine.tutorial import Free, Step, Tutorial, tutorial
from ..viz import html as vh
from .a11y import A11y
from .explorer import ButtonPool, Choice, GameExplorer, close_tree, language_toggle, safely

__all__ = ["GuidedGame", "guided"]

#: The guided game's own frame: the instruction and the rule box first, the moves and the
#: board side by side, what just happened and the summary under them.
STYLE = """<style>
.ex-guided .ex-guided-head { flex-flow: row wrap; align-items: center; gap: 4px 10px; }
.ex-guided .ex-guided-progress { min-width: 12em; }
.ex-guided .ex-guided-count { font-weight: bold; }
.ex-guided .ex-guided-bar { height: 8px; background: #dfe3e8; border-radius: 4px;
  overflow: hidden; margin-top: 2px; }
.ex-guided .ex-guided-bar > div { height: 100%; background: #2e7d32; }
.ex-guided .ex-guided-intro { color: #37474f; }
.ex-guided .ex-guided-theme { background: #e3f2fd; border-left: 5px solid #1565c0;
  padding: 4px 10px; border-radius: 4px; color: #1b1b1b; }
.ex-guided .ex-guided-theme p { margin: 4px 0; }
.ex-guided .ex-guided-choices .ex-pool { flex-flow: row wrap; gap: 4px; }
.ex-guided .ex-guided-choices .ex-action.widget-button { width: auto; height: auto;
  min-height: 32px; white-space: normal; text-align: left; line-height: 1.25; margin: 0; }
.ex-guided .ex-guided-chosen { background: #f3e5f5; border: 1px solid #ab47bc;
  border-radius: 6px; padding: 4px 10px; margin-top: 4px; }
.ex-guided .ex-guided-chosen p, .ex-guided .ex-guided-chosen ul { margin: 4px 0; }
.ex-guided .ex-guided-playon .ex-action.widget-button { font-weight: bold; min-height: 36px;
  width: auto; }
.ex-guided .ex-guided-body { display: grid; grid-template-columns: 320px minmax(0, 1fr);
  gap: 8px 14px; align-items: start; }
.ex-guided .ex-guided-body > * { margin: 0; min-width: 0; }
.ex-guided .ex-guided-left > * { flex: none; }
.ex-guided .ex-guided-instruction { font-size: 1.05em; font-weight: 600; background: #e8f5e9;
  border-left: 5px solid #2e7d32; padding: 6px 10px; border-radius: 4px; }
.ex-guided .ex-guided-rule { background: #fff8e1; border: 1px solid #f0c36d;
  border-radius: 6px; padding: 4px 10px; margin-top: 4px; }
.ex-guided .ex-guided-rule p { margin: 4px 0; }
.ex-guided .ex-action.ex-guided-expected.widget-button { font-weight: bold; font-size: 1.05em;
  min-height: 36px; width: 100%; box-shadow: 0 0 0 3px #ffb300; background-color: #2e7d32;
  color: #fff; }
.ex-guided .ex-guided-others .jupyter-widget-Collapse-header { color: #212121;
  background-color: #eceff1; }
.ex-guided .ex-guided-others .ex-pool { flex-flow: row wrap; gap: 3px; max-height: 240px;
  overflow-y: auto; }
.ex-guided .ex-guided-other.widget-button { width: auto; height: auto; min-height: 26px;
  white-space: normal; text-align: left; line-height: 1.25; padding: 2px 6px; margin: 0;
  background: #eceff1; color: #37474f; border: 1px dashed #78909c; box-shadow: none; }
.ex-guided .ex-guided-recent { max-height: 220px; overflow-y: auto; font-size: 0.92em; }
.ex-guided .ex-guided-graph:empty { display: none; }
.ex-guided .ex-guided-summary:empty { display: none; }
.ex-guided .ex-guided-done { background: #e8f5e9; border: 1px solid #66bb6a;
  border-radius: 6px; padding: 6px 12px; }
.ex-guided .ex-guided-done code { background: #f5f5f5; color: #1b1b1b; padding: 0 3px; }
@media (max-width: 900px) {
  .ex-guided .ex-guided-body { display: flex; flex-flow: column; }
}
</style>"""


def _html(*classes: str) -> w.HTML:
    """An HTML widget with these CSS classes."""
    widget = w.HTML()
    for name in classes:
        widget.add_class(name)
    return widget


class GuidedGame:
    """A game's guided first game.

    >>> g = GuidedGame("naishi")
    >>> g.progress
    (0, 11)
    >>> g.others.buttons[0].click()          # a move the script does not ask for
    >>> g.progress, "Give the Sentinel" in g.hint.value
    ((0, 11), True)
    >>> g.do_button.click(); g.progress      # the one it asks for
    (1, 11)
    """

    def __init__(self, game: str = "naishi", *, lang: str = "en") -> None:
        self.script: Tutorial = tutorial(game)
        self.game = self.script.game
        problem = None
        if lang not in LANGUAGES:
            problem = tr("ui.error.language", "en", value=repr(lang), current="English")
            lang = "en"
        self.lang = lang
        self.match: Match
        self.position = 0
        self.free_done = 0
        self._recent_from = 0
        self._wrong: Action | None = None
        self._chosen = ""
        self.continued: Any = None
        self._build()
        self.restart()  # deals the script's game
        if problem is not None:
            self.show_error(problem)

    # -- layout -----------------------------------------------------------------------------

    def _build(self) -> None:
        """Make every widget once."""
        # After a move, focus goes to the next instruction (read on arrival), or to the
        # summary at the end: the move button keeps its place under a new label.
        self.a11y = A11y(focus=".ex-guided-instruction, .ex-guided-done")
        self.title = _html("ex-title")
        self.progress_html = w.HTML()
        # The A11y helper moves focus to the next instruction when this label changes.
        self.progress_html.add_class("ex-step-label")
        self.progress_html.add_class("ex-guided-progress")
        self.language = language_toggle(self.lang, self.set_language)
        self.restart_button = w.Button(icon="undo", layout=w.Layout(width="auto"))
        self.restart_button.add_class("ex-guided-restart")
        self.restart_button.on_click(lambda _: self.restart())
        head = w.HBox([self.title, self.progress_html, self.language, self.restart_button])
        head.add_class("ex-guided-head")
        self.theme = _html("ex-guided-theme")
        self.intro = _html("ex-guided-intro")
        self.instruction = _html("ex-guided-instruction")
        self.explanation = _html("ex-guided-explanation")
        self.hint = _html("ex-messages", "ex-guided-hint")
        self.do_title = w.HTML()
        self.do_button = w.Button(icon="hand-o-right", button_style="success",
                                  layout=w.Layout(width="auto"))
        self.do_button.add_class("ex-action")
        self.do_button.add_class("ex-guided-expected")
        self.do_button.on_click(lambda _: self.play_expected())
        self.do_box = w.VBox([self.do_title, self.do_button])
        self.do_box.add_class("ex-actions-list")
        self._build_end()
        self.others = ButtonPool(self._on_other, button_class="ex-guided-other")
        self.others.reserve(self._most_moves())
        self.others_panel = w.Accordion(children=[self.others.box], selected_index=None)
        self.others_panel.add_class("ex-guided-others")
        # What to do, then the move itself, then why (the rule it meets), then the rest.
        left = w.VBox([self.instruction, self.hint, self.choices_box, self.do_box,
                       self.chosen, self.explanation, self.others_panel])
        left.add_class("ex-guided-left")
        self.table = _html("ex-guided-table")
        # A game's own picture of the position beside its table (Whispers' turn graph).
        self.graph = _html("ex-guided-graph")
        body = w.HBox([left, w.VBox([self.table, self.graph])])
        body.add_class("ex-guided-body")
        self.recent_title = w.HTML()
        self.recent = _html("ex-guided-recent")
        # The summary and Play on (hidden until the end) sit above the board: the last click
        # shows them where the learner is looking.
        self.body = w.VBox([self.summary, self.play_on_box, body, self.recent_title,
                            self.recent])
        # Play on puts the game's explorer here, on the same match, in place of the guide.
        self.next_box = w.VBox()
        self.widget = w.VBox([self.a11y.widget, w.HTML(vh.STYLE + STYLE), head, self.theme,
                              self.intro, self.a11y.status, self.body, self.next_box])
        self.widget.add_class("ex-root")
        self.widget.add_class("ex-guided")
        self.widget.add_class(f"ex-game-{self.game}")

    def _build_end(self) -> None:
        """The free choices, what the chosen move did, the summary and the Play on button."""
        # The free choices: real moves, all allowed (first in the page, so that focus after a
        # step finds them before the hidden expected move).
        self.choices_title = w.HTML()
        self.choices = ButtonPool(self._on_free)
        self.choices.box.add_class("ex-actions-list")
        self.choices_box = w.VBox([self.choices_title, self.choices.box])
        self.choices_box.add_class("ex-guided-choices")
        self.chosen = _html("ex-guided-chosen-box")
        self.summary = _html("ex-guided-summary")
        self.play_on_button = w.Button(icon="play", button_style="success",
                                       layout=w.Layout(width="auto"))
        self.play_on_button.add_class("ex-action")
        self.play_on_button.on_click(lambda _: self.play_on())
        # "Review your game": the learner's decisions rated, in the explorer's Review panel.
        self.review_button = w.Button(icon="search", layout=w.Layout(width="auto"))
        self.review_button.add_class("ex-action")
        self.review_button.add_class("ex-guided-review")
        self.review_button.on_click(lambda _: self.review())
        self.play_on_box = w.VBox([self.play_on_button, self.review_button])
        self.play_on_box.add_class("ex-actions-list")
        self.play_on_box.add_class("ex-guided-playon")

    def _most_moves(self) -> int:
        """The most legal moves any of the learner's positions lists (the pool's size)."""
        match, most = self.script.start(), 0
        for move in self.script.moves:
            if isinstance(move, Step):
                most = max(most, len(match.legal_actions()))
                match.play(move.action)
            else:
                match.play(move)
        return most

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def close(self) -> None:
        """Close every widget of the guided game (and the explorer Play on opened)."""
        if self.continued is not None:
            self.continued.close()
        self.others.close()
        self.choices.close()
        close_tree(self.widget)

    # -- where the script stands ------------------------------------------------------------

    @property
    def expected(self) -> Step | None:
        """The learner's next step (None once the script is played through)."""
        if self.position < len(self.script.moves):
            move = self.script.moves[self.position]
            if isinstance(move, Step):
                return move
        return None

    @property
    def free_choice(self) -> Free | None:
        """The free choice the learner is at (None during the script and at the end)."""
        if (self.position < len(self.script.moves) or self.free_done >= len(self.script.free)
                or self.match.is_over):
            return None
        return self.script.free[self.free_done]

    @property
    def finished(self) -> bool:
        """Whether the script and its free choices are played (or the game ended first)."""
        return self.position >= len(self.script.moves) and self.free_choice is None

    @property
    def progress(self) -> tuple[int, int]:
        """(steps done, steps in all): the scripted steps, then the free choices."""
        moves = self.script.moves
        total = len(self.script.lessons)
        done = sum(isinstance(move, Step) for move in moves[:self.position]) + self.free_done
        return (total if self.finished else done, total)

    def _expected_action(self) -> Action | None:
        step = self.expected
        return None if step is None else self.match.resolve(step.action)

    # -- moving -----------------------------------------------------------------------------

    @safely
    def play_expected(self) -> None:
        """Make the move the script expects, then let the bots reply (at a free choice, the
        first move offered)."""
        step = self.expected
        if step is None:
            if self.free_choice is not None:
                self.play_free(self.match.legal_actions()[0])
            return
        self._recent_from = self.match.step + 1
        self.match.play(step.action)
        self.position += 1
        self._wrong = None
        self._bots()
        self.refresh()

    @safely
    def play_free(self, action: Action | str) -> None:
        """Make a free choice (any legal move), let the bots answer by their own policy, and
        say what the chosen move did."""
        if self.free_choice is None:
            return
        match, lang, seat = self.match, self.lang, self.script.seat
        move = match.game.describe_action(match.state, match.resolve(action), lang)
        scores = plugin(match.game.name).running_scores
        before = None if scores is None else scores(match.state)[seat]
        self._recent_from = match.step + 1
        match.play(action)
        done = [event.label(lang, seat) for event in match.events_at(match.step)]
        self.free_done += 1
        self.script.bots_reply(match)
        after = None if scores is None else scores(match.state)[seat]
        self._chosen = self._chosen_html(move, done, before, after)
        self.refresh()

    def _chosen_html(self, move: str, done: list[str], before: Any, after: Any) -> str:
        """What a free choice did: its events, and the learner's running score."""
        lang = self.lang
        items = "".join(f"<li>{vh.escape(line)}</li>" for line in done)
        score = ("" if before is None else
                 f"<p>{vh.escape(tr('ui.guided.score_change', lang, before=before, after=after))}"
                 "</p>")
        return (f'<div class="ex-guided-chosen" lang="{lang}"><p><b>'
                f"{vh.escape(tr('ui.guided.chosen', lang, move=move))}</b></p>"
                f"<ul>{items}</ul>{score}</div>")

    def _on_free(self, action: Action, _button: w.Button) -> None:
        self.play_free(action)

    @safely
    def play_on(self) -> None:
        """Leave the guide for the game's explorer, against the bots: this match from this
        position (a new deal if the game is over), in the same output."""
        if self.continued is not None:
            return
        match = self.match
        if match.is_over:
            match = Match(self.game, self.script.players, self.script.seed + 1, lang=self.lang)
        self._open_explorer(match)

    @safely
    def review(self) -> None:
        """Open the review of the learner's seat: this game, in the game's explorer (its
        Review panel; a click on a decision goes to its step, the better move marked)."""
        if self.continued is None:
            self._open_explorer(self.match)
        self.continued.review_seat(self.script.seat)

    def _open_explorer(self, match: Match) -> None:
        """The game's explorer on `match`, from the learner's seat, in place of the guide."""
        explorer_class = plugin(self.game).explorer or GameExplorer
        self.continued = explorer_class(match, seat=self.script.seat, autoplay=True,
                                        lang=self.lang)
        self.continued.learn_button.layout.display = "none"  # the guide is just above
        self.body.layout.display = "none"
        self.next_box.children = (self.continued.widget,)

    @safely
    def play(self, action: Action | str) -> None:
        """Offer a move: the expected one is played; any other changes nothing and the hint
        says what to do instead."""
        if self.free_choice is not None:
            self.play_free(action)
            return
        expected = self._expected_action()
        if expected is not None and (action == expected or str(action) == str(expected)):
            self.play_expected()
            return
        chosen = action if isinstance(action, Action) else self.match.resolve(action)
        self._wrong = chosen
        self._show_hint()

    def _on_other(self, action: Action, _button: w.Button) -> None:
        self.play(action)

    def _bots(self) -> None:
        """Play the bots' fixed moves up to the learner's next step; after the script, the bots
        play by their own policy up to the learner's first free choice."""
        moves = self.script.moves
        while self.position < len(moves) and not isinstance(moves[self.position], Step):
            self.match.play(str(moves[self.position]))
            self.position += 1
        if self.position == len(moves):
            self.script.bots_reply(self.match)

    @safely
    def restart(self) -> None:
        """Start the guided game again (the widgets stay, their values change)."""
        if self.continued is not None:
            self.next_box.children = ()
            self.continued.close()
            self.continued = None
        self.match = self.script.start(self.lang)
        self.position = self._recent_from = self.free_done = 0
        self._wrong, self._chosen = None, ""
        self.body.layout.display = None
        self._bots()
        self.refresh()

    @safely
    def set_language(self, lang: str) -> None:
        """Every text in `lang` ("en" or "ja"); the position is kept."""
        if lang not in LANGUAGES:
            self.language.value = self.lang
            current = tr("ui.language.name", self.lang)
            self.show_error(tr("ui.error.language", self.lang, value=repr(lang),
                               current=current))
            return
        self.lang = lang
        self.match.lang = lang
        if self.language.value != lang:
            self.language.value = lang
        self.refresh()

    def show_error(self, text: str) -> None:
        self.hint.value = f'<div class="ex-error" role="alert">⚠ {vh.escape(text)}</div>'

    # -- display ----------------------------------------------------------------------------

    def _instruction_text(self) -> str:
        free = self.free_choice
        if free is not None:
            return tr(self.script.key(free.name), self.lang)
        step = self.expected
        expected = self._expected_action()
        if step is None or expected is None:
            return tr("ui.guided.finished", self.lang)
        move = self.match.game.describe_action(self.match.state, expected, self.lang)
        return tr(self.script.key(step.name), self.lang, move=move)

    def _show_hint(self) -> None:
        lang = self.lang
        if self._wrong is None or self.expected is None:
            self.hint.value = ""
            return
        chosen = self.match.game.describe_action(self.match.state, self._wrong, lang)
        text = tr("ui.guided.wrong", lang, chosen=chosen, instruction=self._instruction_text())
        self.hint.value = (f'<div class="ex-info" role="alert" lang="{lang}">✋ '
                           f"{vh.escape(text)}</div>")

    @safely
    def refresh(self) -> None:
        """Bring every part up to date with the script's position (only changes are sent)."""
        lang, game = self.lang, self.match.game
        done, total = self.progress
        self.title.value = (f"<b>{vh.escape(tr('ui.guided.title', lang, game=game.title))}"
                            "</b>")
        with self.restart_button.hold_sync():
            self.restart_button.description = tr("ui.guided.restart", lang)
            self.restart_button.tooltip = tr("ui.guided.restart.tip", lang)
        self.theme.value = (f'<div lang="{lang}"><p><b>{vh.escape(tr("ui.guided.theme", lang))}'
                            f"</b></p><p>{vh.escape(tr(self.script.key('theme'), lang))}</p>"
                            "</div>")
        self.intro.value = f"<p>{vh.escape(tr(self.script.key('intro'), lang))}</p>"
        instruction = self._instruction_text()
        # At the end the summary above says it: no second "complete" line beside the board.
        self.instruction.value = ("" if self.finished else
                                  f'<div lang="{lang}">{vh.escape(instruction)}</div>')
        self.instruction.layout.display = "none" if self.finished else None
        self.explanation.value = self._explanation_html()
        self.chosen.value = self._chosen
        self._refresh_moves()
        self._show_hint()
        self._refresh_board()
        self.recent_title.value = f"<b>{vh.escape(tr('ui.guided.recent', lang))}</b>"
        self.recent.value = self._recent_html()
        self.summary.value = self._summary_html()
        self._refresh_play_on()
        # The step label last: `A11y` moves focus to the first move when it changes, so the
        # moves (a free choice's new buttons, Play on) must be in place by then.
        self.progress_html.value = self._progress_html(done, total)
        self.a11y.refresh(lang)
        said = " ".join(e.label(lang, self.script.seat) for e in self._recent_events()[-4:])
        self.a11y.announce(said or instruction)  # the instruction is read where focus goes

    def _progress_html(self, done: int, total: int) -> str:
        """"Step 3 of 11" and its bar ("Step 11 of 11 ✔ done" at the end: the label changes at
        the last free choice too)."""
        lang = self.lang
        label = (tr("ui.guided.progress_done", lang, total=total) if self.finished
                 else tr("ui.guided.progress", lang, n=done + 1, total=total))
        percent = round(100 * done / total) if total else 100
        return (f'<div class="ex-guided-count">{vh.escape(label)}</div>'
                f'<div class="ex-guided-bar" role="progressbar" aria-valuemin="0" '
                f'aria-valuemax="{total}" aria-valuenow="{done}" '
                f'aria-label="{vh.escape(tr("ui.guided.progress_name", lang))}">'
                f'<div style="width:{percent}%"></div></div>')

    def _refresh_board(self) -> None:
        """The table, and the game's own picture beside it (its explorer's `guided_panel`)."""
        lang, game, seat = self.lang, self.match.game, self.script.seat
        found = plugin(game.name)
        state = self.match.view(seat)
        self.table.value = (vh.generic_table_html(game, state, seat, lang)
                            if found.table_view is None
                            else str(found.table_view(game, state, seat, lang)))
        panel = getattr(found.explorer, "guided_panel", None)
        self.graph.value = "" if panel is None or self.match.is_over else panel(state, lang)

    def _refresh_play_on(self) -> None:
        """Play on, at the end only: this match against the bots (a new one once it is over)."""
        lang = self.lang
        self.play_on_box.layout.display = None if self.finished else "none"
        key = "ui.guided.new_game" if self.match.is_over else "ui.guided.play_on"
        with self.play_on_button.hold_sync():
            # Disabled while hidden: after a move, focus goes to the first enabled move
            # (`A11y`), which must be the expected move, a free choice or this button.
            self.play_on_button.disabled = not self.finished
            self.play_on_button.description = tr(key, lang)
            self.play_on_button.tooltip = tr(f"{key}.tip", lang)
        with self.review_button.hold_sync():
            self.review_button.disabled = not self.finished
            self.review_button.description = tr("ui.guided.review", lang)
            self.review_button.tooltip = tr("ui.guided.review.tip", lang)

    def _refresh_free(self) -> None:
        """A free choice: every legal move, each one allowed."""
        lang, match = self.lang, self.match
        self.choices_box.layout.display = None
        self.choices_title.value = f"<b>{vh.escape(tr('ui.guided.free_title', lang))}</b>"
        self.choices.show([Choice(label, tr("ui.guided.free_tip", lang, move=label), True,
                                  action)
                           for action in match.legal_actions()
                           for label in (match.game.describe_action(match.state, action,
                                                                    lang),)])

    def _refresh_moves(self) -> None:
        lang, match = self.lang, self.match
        expected = self._expected_action()
        if self.free_choice is None:
            self.choices_box.layout.display = "none"
            self.choices.show(())
        else:
            self._refresh_free()
        self.do_button.disabled = expected is None
        if expected is None:
            self.do_box.layout.display = "none"
            self.others_panel.layout.display = "none"
            self.others.show(())
            return
        self.do_box.layout.display = None
        self.others_panel.layout.display = None
        move = match.game.describe_action(match.state, expected, lang)
        self.do_title.value = f"<b>{vh.escape(tr('ui.guided.do', lang))}</b>"
        with self.do_button.hold_sync():
            self.do_button.description = move
            self.do_button.tooltip = tr("ui.guided.do.tip", lang, move=move)
        reason = tr("ui.guided.not_now", lang, move=move)
        choices = [Choice(match.game.describe_action(match.state, action, lang), reason, True,
                          action)
                   for action in match.legal_actions() if action != expected]
        self.others.show(choices)
        titles = (f"{tr('ui.guided.others', lang)} ({len(choices)})",)
        if tuple(self.others_panel.titles) != titles:
            self.others_panel.titles = titles

    def _explanation_html(self) -> str:
        lang = self.lang
        step: Step | Free | None = self.free_choice or self.expected
        if step is None or not step.explains:
            return ""
        chips = "".join(vh.rule_chip(rule_id, lang) for rule_id in step.cited)
        why = tr(self.script.key(f"{step.name}.why"), lang)
        return (f'<div class="ex-guided-rule" lang="{lang}"><b>★ '
                f"{vh.escape(tr('ui.guided.new_rule', lang))}</b>{chips}"
                f"<p>{vh.escape(why)}</p></div>")

    def _recent_events(self) -> list[Event]:
        match = self.match
        return [event for step in range(self._recent_from, match.step + 1)
                for event in match.events_at(step)]

    def _recent_html(self) -> str:
        match, lang, seat = self.match, self.lang, self.script.seat
        rows = [row for step in range(self._recent_from, match.step + 1)
                for row in vh.log_rows(step, match.events_at(step), lang, seat)]
        if not rows:
            return f"<p>{vh.escape(tr('ui.guided.set_up', lang))}</p>"
        return vh.log_list(rows, lang)

    def _scores_now_html(self) -> str:
        """Every player's score as if the game ended now (a game not over yet)."""
        scores = plugin(self.game).running_scores
        if scores is None:
            return ""
        match, lang = self.match, self.lang
        each = " · ".join(tr("ui.guided.score_of", lang, player=match.player_label(seat),
                             score=score) for seat, score in enumerate(scores(match.state)))
        return f"<p><b>{vh.escape(tr('ui.guided.scores_now', lang, scores=each))}</b></p>"

    def _summary_html(self) -> str:
        if not self.finished:
            return ""
        lang, match = self.lang, self.match
        chips = "".join(vh.rule_chip(rule_id, lang) for rule_id in self.script.end_rules)
        outcome = match.outcome
        scores = (vh.outcome_html(match.game, outcome, lang, match.state)
                  if outcome is not None else self._scores_now_html())
        pointer = vh.escape(tr("ui.guided.free_game", lang))
        return (f'<div class="ex-guided-done" lang="{lang}"><h3>✔ '
                f"{vh.escape(tr('ui.guided.finished', lang))}</h3>"
                f"<p>{vh.escape(tr(self.script.key('summary'), lang))}{chips}</p>"
                f"{scores}<p>{pointer}</p></div>")


def guided(game: str = "naishi", *, lang: str = "en") -> GuidedGame:
    """The guided first game of `game` ("naishi", "citadels" or "whispers"), in `lang`."""
    return GuidedGame(game, lang=lang)


GameExplorer.guided_game = staticmethod(lambda game, lang: GuidedGame(game, lang=lang))
