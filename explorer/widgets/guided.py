"""A guided first game (Board Game Arena style): the game's scripted tutorial
(`explorer.engine.tutorial`) played in a small explorer. It says what to do next, marks the one
move the script expects (the other legal moves are listed greyed out, each with the reason),
waits until the learner makes it, plays the bots' fixed replies at once, explains each rule
the first time it appears, and shows the progress ("Step 3 of 10"), a 日本語 / English switch
and a Restart button; at the end, a summary and a pointer to a free game.

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
from ..engine.tutorial import Step, Tutorial, tutorial
from ..viz import html as vh
from .a11y import A11y
from .explorer import ButtonPool, Choice, close_tree, language_toggle, safely

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
    (0, 10)
    >>> g.others.buttons[0].click()          # a move the script does not ask for
    >>> g.progress, "Give the Sentinel" in g.hint.value
    ((0, 10), True)
    >>> g.do_button.click(); g.progress      # the one it asks for
    (1, 10)
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
        self._recent_from = 0
        self._wrong: Action | None = None
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
        self.others = ButtonPool(self._on_other, button_class="ex-guided-other")
        self.others.reserve(self._most_moves())
        self.others_panel = w.Accordion(children=[self.others.box], selected_index=None)
        self.others_panel.add_class("ex-guided-others")
        # What to do, then the move itself, then why (the rule it meets), then the rest.
        left = w.VBox([self.instruction, self.hint, self.do_box, self.explanation,
                       self.others_panel])
        left.add_class("ex-guided-left")
        self.table = _html("ex-guided-table")
        body = w.HBox([left, self.table])
        body.add_class("ex-guided-body")
        self.recent_title = w.HTML()
        self.recent = _html("ex-guided-recent")
        self.summary = _html("ex-guided-summary")
        # The summary (empty until the end) sits above the board: the last click shows it
        # where the learner is looking.
        self.widget = w.VBox([self.a11y.widget, w.HTML(vh.STYLE + STYLE), head, self.intro,
                              self.a11y.status, self.summary, body, self.recent_title,
                              self.recent])
        self.widget.add_class("ex-root")
        self.widget.add_class("ex-guided")
        self.widget.add_class(f"ex-game-{self.game}")

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
        """Close every widget of the guided game."""
        self.others.close()
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
    def finished(self) -> bool:
        return self.position >= len(self.script.moves)

    @property
    def progress(self) -> tuple[int, int]:
        """(steps done, steps in all)."""
        moves = self.script.moves
        return (sum(isinstance(move, Step) for move in moves[:self.position]),
                len(self.script.steps))

    def _expected_action(self) -> Action | None:
        step = self.expected
        return None if step is None else self.match.resolve(step.action)

    # -- moving -----------------------------------------------------------------------------

    @safely
    def play_expected(self) -> None:
        """Make the move the script expects, then let the bots reply."""
        step = self.expected
        if step is None:
            return
        self._recent_from = self.match.step + 1
        self.match.play(step.action)
        self.position += 1
        self._wrong = None
        self._bots()
        self.refresh()

    @safely
    def play(self, action: Action | str) -> None:
        """Offer a move: the expected one is played; any other changes nothing and the hint
        says what to do instead."""
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
        """Play the bots' fixed moves up to the learner's next step (or the end)."""
        moves = self.script.moves
        while self.position < len(moves) and not isinstance(moves[self.position], Step):
            self.match.play(str(moves[self.position]))
            self.position += 1

    @safely
    def restart(self) -> None:
        """Start the guided game again (the widgets stay, their values change)."""
        self.match = self.script.start(self.lang)
        self.position = self._recent_from = 0
        self._wrong = None
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
        lang, game, match = self.lang, self.match.game, self.match
        done, total = self.progress
        self.title.value = (f"<b>{vh.escape(tr('ui.guided.title', lang, game=game.title))}"
                            "</b>")
        shown = total if self.finished else done + 1
        percent = round(100 * done / total) if total else 100
        with self.restart_button.hold_sync():
            self.restart_button.description = tr("ui.guided.restart", lang)
            self.restart_button.tooltip = tr("ui.guided.restart.tip", lang)
        self.intro.value = f"<p>{vh.escape(tr(self.script.key('intro'), lang))}</p>"
        instruction = self._instruction_text()
        # At the end the summary above says it: no second "complete" line beside the board.
        self.instruction.value = ("" if self.finished else
                                  f'<div lang="{lang}">{vh.escape(instruction)}</div>')
        self.instruction.layout.display = "none" if self.finished else None
        self.explanation.value = self._explanation_html()
        self._refresh_moves()
        self._show_hint()
        view = plugin(game.name).table_view
        state = match.view(self.script.seat)
        self.table.value = (vh.generic_table_html(game, state, self.script.seat, lang)
                            if view is None else str(view(game, state, self.script.seat, lang)))
        self.recent_title.value = f"<b>{vh.escape(tr('ui.guided.recent', lang))}</b>"
        self.recent.value = self._recent_html()
        self.summary.value = self._summary_html()
        # The progress last: its change is what moves the keyboard focus (A11y), to a part
        # that must be drawn by then.
        self.progress_html.value = (
            f'<div class="ex-guided-count">'
            f"{vh.escape(tr('ui.guided.progress', lang, n=shown, total=total))}</div>"
            f'<div class="ex-guided-bar" role="progressbar" aria-valuemin="0" '
            f'aria-valuemax="{total}" aria-valuenow="{done}" '
            f'aria-label="{vh.escape(tr("ui.guided.progress_name", lang))}">'
            f'<div style="width:{percent}%"></div></div>')
        self.a11y.refresh(lang)
        said = " ".join(e.label(lang, self.script.seat) for e in self._recent_events()[-4:])
        self.a11y.announce(said or instruction)  # the instruction is read where focus goes

    def _refresh_moves(self) -> None:
        lang, match = self.lang, self.match
        expected = self._expected_action()
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
        step, lang = self.expected, self.lang
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

    def _summary_html(self) -> str:
        if not self.finished:
            return ""
        lang, match = self.lang, self.match
        chips = "".join(vh.rule_chip(rule_id, lang) for rule_id in self.script.end_rules)
        outcome = match.outcome
        scores = (vh.outcome_html(match.game, outcome, lang, match.state)
                  if outcome is not None else "")
        code = (f'explorer.widgets.explore("{self.game}", seat={self.script.seat}, '
                "autoplay=True)")
        pointer = vh.escape(tr("ui.guided.free_game", lang, code="\x00")).replace(
            "\x00", f"<code>{vh.escape(code)}</code>")
        return (f'<div class="ex-guided-done" lang="{lang}"><h3>✔ '
                f"{vh.escape(tr('ui.guided.finished', lang))}</h3>"
                f"<p>{vh.escape(tr(self.script.key('summary'), lang))}{chips}</p>"
                f"{scores}<p>{pointer}</p></div>")


def guided(game: str = "naishi", *, lang: str = "en") -> GuidedGame:
    """The guided first game of `game` ("naishi", "citadels" or "whispers"), in `lang`."""
    return GuidedGame(game, lang=lang)

