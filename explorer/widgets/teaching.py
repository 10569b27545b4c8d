"""The teacher's row of every explorer: a scenario picker, Share / Load codes, the Options
panel (each rule reading with its rule id and one line in both languages) and a paced replay.

Everything is made once and updated in place; nothing here knows a rule. A change that would
replace a match with moves in it asks first (a confirm row). The paced replay is ipywidgets'
`Play` widget: the browser ticks its value at the chosen interval and the kernel moves the
timeline cursor, so no thread ever touches a widget.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as w

from ..engine import ExplorerError, Match, OptionError, scenarios, tr
from ..engine.i18n import Message, catalogue_version, has_rule
from ..engine.options import OptionRow, option_rows, option_value_label
from ..viz import html as vh
from .a11y import name

#: Replay speeds: (label, milliseconds per step).
SPEEDS: tuple[tuple[str, int], ...] = (("×½", 2000), ("×1", 1000), ("×2", 500), ("×4", 250))
NO_SCENARIO = ""
STYLE = """<style>
.ex-teacher-bar { flex-wrap: wrap; align-items: center; gap: 4px; }
.ex-teacher .ex-scenario { margin: 4px 0; padding: 6px 10px; border-left: 4px solid #7a5cc4;
  background: #f6f2fd; border-radius: 4px; }
.ex-teacher .ex-confirm { align-items: center; gap: 6px; padding: 4px 8px; background: #fff6e0;
  border: 1px solid #e0b040; border-radius: 6px; }
.ex-teacher .ex-option-row { align-items: center; border-bottom: 1px solid #eee; }
.ex-teacher .ex-rule-id { font-size: 85%; color: #555; }
</style>"""


def _hide(widget: w.Widget, hidden: bool) -> None:
    if hidden:
        widget.add_class("ex-off")
    else:
        widget.remove_class("ex-off")


class TeachingTools:
    """The teacher's tools of an explorer `app` (a `GameExplorer`: it owns the match; this
    row asks it to replace the match, `use_match`, or move the cursor, `goto`). The app closes
    `widget` with the rest of its tree."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.game = app.match.game
        self.scenarios = tuple(scenarios(self.game.name))
        self.rows: tuple[OptionRow, ...] = option_rows(self.game)
        self._syncing = False
        self._pending: Callable[[], None] | None = None
        self._cancel: Callable[[], None] | None = None
        self._scenario_name = NO_SCENARIO
        #: Whether the loaded scenario replaced a variant's match (its note says so).
        self._left_variant = False
        self._scenario_options: list[tuple[str, str]] = []
        #: (option, language, at its default, catalogue version, options in force) -> (label
        #: HTML, choices): the options panel is refreshed on every click but changes only with
        #: these (a variant's content names its own characters and numbers).
        self._option_texts: dict[tuple[str, str, bool, int, Any], tuple[str, list[Any]]] = {}

        self.bar = self._build_bar()
        self.scenario_note = w.HTML()
        self.scenario_note.add_class("ex-scenario-note")
        self.confirm_row = self._build_confirm_row()
        self.code_note = w.HTML()
        self.code_box = w.Textarea(layout=w.Layout(width="100%", height="4.5em"))
        self.code_box.add_class("ex-share-code")
        self.code_close = w.Button(icon="times", layout=w.Layout(width="auto"))
        self.code_close.add_class("ex-code-close")
        self.code_close.on_click(lambda _: self.close_code())
        self.code_panel = w.VBox([w.HBox([self.code_note, self.code_close]), self.code_box])
        #: The match and step the code panel was opened at: it closes at the next move.
        self._code_at: tuple[Match, int] | None = None
        self.options_panel = self._build_options_panel()
        for hidden in (self.confirm_row, self.code_panel, self.options_panel):
            _hide(hidden, True)
        _hide(self.scenario_label, not self.scenarios)
        _hide(self.scenario_picker, not self.scenarios)
        self.style = w.HTML(STYLE)
        self.widget = w.VBox([self.style, self.bar, self.scenario_note, self.confirm_row,
                              self.code_panel, self.options_panel])
        self.widget.add_class("ex-teacher")

    def _build_bar(self) -> w.HBox:
        """The scenario picker, share and load, the options switch and the paced replay."""
        self.scenario_label = w.Label()
        self.scenario_picker = w.Dropdown(layout=w.Layout(width="20em"))
        self.scenario_picker.add_class("ex-scenario-picker")
        self.scenario_picker.observe(self._on_scenario, names="value")
        self.share_button = w.Button(icon="share-alt", layout=w.Layout(width="auto"))
        self.share_button.add_class("ex-share")
        self.share_button.on_click(lambda _: self.share())
        self.load_button = w.Button(icon="upload", layout=w.Layout(width="auto"))
        self.load_button.add_class("ex-load")
        self.load_button.on_click(lambda _: self.load())
        self.options_toggle = w.ToggleButton(icon="sliders", layout=w.Layout(width="auto"))
        self.options_toggle.add_class("ex-options-toggle")
        self.options_toggle.observe(self._toggle_options, names="value")
        self.play = w.Play(min=0, max=0, value=0, step=1, interval=1000, show_repeat=False)
        self.play.add_class("ex-replay")
        self.play.observe(self._on_play, names="value")
        self.play.observe(self._on_playing, names="playing")
        self.speed_label = w.Label()
        self.speed = w.Dropdown(options=list(SPEEDS), value=1000, layout=w.Layout(width="5em"))
        self.speed.add_class("ex-speed")
        self.speed.observe(lambda c: setattr(self.play, "interval", c["new"]), names="value")
        bar = w.HBox([self.scenario_label, self.scenario_picker, self.share_button,
                      self.load_button, self.options_toggle, self.play, self.speed_label,
                      self.speed])
        bar.add_class("ex-teacher-bar")
        return bar

    def _build_confirm_row(self) -> w.HBox:
        """The question asked before a change that would lose the moves played, yes / no."""
        self.confirm_text = w.HTML()
        self.confirm_yes = w.Button(button_style="warning", layout=w.Layout(width="auto"))
        self.confirm_yes.add_class("ex-confirm-yes")
        self.confirm_yes.on_click(lambda _: self._answer(True))
        self.confirm_no = w.Button(layout=w.Layout(width="auto"))
        self.confirm_no.add_class("ex-confirm-no")
        self.confirm_no.on_click(lambda _: self._answer(False))
        row = w.HBox([self.confirm_text, self.confirm_yes, self.confirm_no])
        row.add_class("ex-confirm")
        return row

    def _build_options_panel(self) -> w.VBox:
        """One row per option of the game: its label and its control."""
        self.options_title = w.HTML()
        #: With a scenario loaded: a changed reading keeps its position and replays its moves
        #: (`Match.with_options`) instead of dealing a new match.
        self.apply_to_scenario = w.Checkbox(value=True, indent=False)
        self.apply_to_scenario.add_class("ex-apply-scenario")
        self.option_labels: dict[str, w.HTML] = {}
        self.option_controls: dict[str, w.Widget] = {}
        option_boxes: list[w.Widget] = [self.options_title, self.apply_to_scenario]
        for row in self.rows:
            label = w.HTML(layout=w.Layout(width="34em"))
            label.add_class("ex-option-label")
            control = self._control(row)
            self.option_labels[row.name] = label
            self.option_controls[row.name] = control
            box = w.HBox([label, control])
            box.add_class("ex-option-row")
            option_boxes.append(box)
        panel = w.VBox(option_boxes)
        panel.add_class("ex-options-panel")
        return panel

    def _toggle_options(self, change: dict[str, Any]) -> None:
        _hide(self.options_panel, not change["new"])

    def _control(self, row: OptionRow) -> w.Widget:
        if row.values is not None:
            control: w.Widget = w.Dropdown(layout=w.Layout(width="12em"))
            control.observe(lambda c, name=row.name: self._on_option(name, c["new"]),
                            names="value")
        else:
            control = w.Text(layout=w.Layout(width="12em"), continuous_update=False)
            control.observe(lambda c, name=row.name: self._on_option_text(name, c["new"]),
                            names="value")
        control.add_class(f"ex-option-{row.name}")
        return control

    # -- refresh ----------------------------------------------------------------------------

    def refresh(self) -> None:
        """Bring labels (in the app's language), option values and the replay bounds up to
        date with the app's match; only changed values are sent."""
        lang, match = self.app.lang, self.app.match
        self._syncing = True
        try:
            self.scenario_label.value = tr("ui.scenario", lang)
            options = [(tr("ui.scenario.none", lang), NO_SCENARIO)] + [
                (s.title.label(lang), s.name) for s in self.scenarios]
            with self.scenario_picker.hold_sync():  # options and value in one message
                if options != self._scenario_options:
                    self._scenario_options = options
                    self.scenario_picker.options = options
                self.scenario_picker.value = self._scenario_name
            self._show_scenario_note()
            with self.share_button.hold_sync():
                self.share_button.description = tr("ui.share", lang)
                self.share_button.tooltip = tr("ui.share.tip", lang)
            self.load_button.description = tr("ui.load", lang)
            self.load_button.tooltip = tr("ui.load.tip", lang)
            self.options_toggle.description = tr("ui.options", lang)
            self.options_toggle.tooltip = tr("ui.options.tip", lang)
            self.speed_label.value = tr("ui.replay.speed", lang)
            name(self.speed, tr("ui.replay.speed", lang))
            name(self.scenario_picker, tr("ui.scenario", lang))
            name(self.code_box, tr("ui.a11y.code", lang))
            self.code_close.description = tr("ui.close", lang)
            if self._code_at is not None and (self._code_at[0] is not match
                                              or self._code_at[1] != match.step):
                self.close_code()
            self.play.description = tr("ui.replay", lang)
            self.confirm_yes.description = tr("ui.confirm.yes", lang)
            self.confirm_no.description = tr("ui.confirm.no", lang)
            self.options_title.value = f"<b>{vh.escape(tr('ui.options.title', lang))}</b>"
            self.apply_to_scenario.description = tr("ui.options.apply_scenario", lang)
            _hide(self.apply_to_scenario, self._scenario_name == NO_SCENARIO)
            self._refresh_options()
            if match.length > self.play.max:
                self.play.max = match.length
                self.play.value = match.step
            else:
                self.play.value = match.step
                self.play.max = match.length
        finally:
            self._syncing = False

    def _show_scenario_note(self) -> None:
        lang = self.app.lang
        scenario = next((s for s in self.scenarios if s.name == self._scenario_name), None)
        if scenario is None:
            self.scenario_note.value = ""
            return
        left = (f"<br><small class='ex-scenario-published'>"
                f"{vh.escape(tr('ui.scenario.published', lang))}</small>"
                if self._left_variant else "")
        self.scenario_note.value = (
            f"<div class='ex-scenario'><b>{vh.escape(scenario.title.label(lang))}</b> — "
            f"{vh.escape(scenario.description.label(lang))} "
            f"<small>{vh.escape(', '.join(scenario.rules))}</small>{left}</div>")

    def _refresh_options(self) -> None:
        lang = self.app.lang
        game, match = self.game, self.app.match
        current = game.options_to_json(match.options)
        version = catalogue_version()
        for row in self.rows:
            at_default = current[row.name] == _json(row.default)
            key = (row.name, lang, at_default, version, match.options)
            texts = self._option_texts.get(key)
            if texts is None:
                texts = self._option_texts[key] = self._option_text(row, lang, at_default,
                                                                    match.options)
            label, choices = texts
            self.option_labels[row.name].value = label
            control = self.option_controls[row.name]
            with control.hold_sync():  # its name, options and value in one message
                name(control, row.help.in_force(match.options).label(lang))
                if isinstance(control, w.Dropdown):
                    if list(control.options) != choices:
                        control.options = choices
                    if control.value != current[row.name]:
                        control.value = current[row.name]
                else:
                    control.value = self._shown_value(row.name, current[row.name], lang)

    def _option_text(self, row: OptionRow, lang: str, at_default: bool,
                     context: Any) -> tuple[str, list[Any]]:
        """An option's label (see `option_label`) under the options in force `context` and,
        for a list, its choices in `lang`."""
        note = f" <small>({vh.escape(tr('ui.options.default', lang))})</small>" \
            if at_default else ""
        choices = [(self._value_label(row.name, v, lang), _json(v)) for v in row.values or ()]
        return option_label(row, lang, note, context), choices

    def _value_label(self, option: str, value: Any, lang: str) -> str:
        """A value as the learner reads it: yes / no, or the game's word for it (the
        catalogue's `<game>.option.<option>.<value>`), else as written: as a variant's diff
        says it (`option_value_label`)."""
        return option_value_label(self.game.name, option, value, lang)

    def _shown_value(self, option: str, value: Any, lang: str) -> str:
        """A typed-in option's value in its box: a list's items each in the learner's words
        (the game reads them back in either language)."""
        if isinstance(value, (list, tuple)):
            return ", ".join(self._value_label(option, v, lang) for v in value)
        return str(value)

    # -- asking first -----------------------------------------------------------------------

    def ask(self, action: Callable[[], None], on_cancel: Callable[[], None] | None = None) -> None:
        """Run `action` now if the match has no moves to lose, else show the confirm row."""
        moves = self.app.match.length
        if moves == 0:
            self._run(action)
            return
        self._pending = action
        self._cancel = on_cancel
        self.confirm_text.value = vh.escape(tr("ui.confirm.lose", self.app.lang, n=moves))
        _hide(self.confirm_row, False)

    def _answer(self, yes: bool) -> None:
        action, cancel = self._pending, self._cancel
        self._pending = self._cancel = None
        _hide(self.confirm_row, True)
        if yes and action is not None:
            self._run(action)
        elif not yes:
            if cancel is not None:
                cancel()
            self.app.refresh()

    def _run(self, action: Callable[[], None]) -> None:
        try:
            action()
        except ExplorerError as exc:
            self.app.refresh()
            self.app.show_error(exc.in_language(self.app.lang))

    # -- scenarios --------------------------------------------------------------------------

    def _on_scenario(self, change: dict[str, Any]) -> None:
        if self._syncing or not change["new"]:
            return
        name = change["new"]
        self.ask(lambda: self.load_scenario(name), on_cancel=self.refresh)

    def load_scenario(self, name: str) -> None:
        """Start the scenario called `name` (a `RecordError` names the known ones)."""
        match = Match.from_scenario(self.game.name, name, lang=self.app.lang)
        # A scenario is written for the published game: say so when it replaces a variant.
        self._left_variant = not self.app.match.variant.is_published
        self._scenario_name = name
        self.app.use_match(match)

    # -- share codes ------------------------------------------------------------------------

    def share(self) -> None:
        """Show the code of the current match (its whole timeline and cursor)."""
        self.code_box.value = self.app.match.share_code()
        self.code_note.value = vh.escape(tr("ui.share.note", self.app.lang))
        self._open_code()

    def _open_code(self) -> None:
        self._code_at = (self.app.match, self.app.match.step)
        _hide(self.code_panel, False)

    def close_code(self) -> None:
        """Fold the share / load panel (it also folds by itself at the next move)."""
        self._code_at = None
        _hide(self.code_panel, True)

    def load(self) -> None:
        """Start the match of the code in the box; a damaged, foreign or impossible code is
        said in the message area and nothing changes (a failure that is not one of the
        package's refusals too: Load never does nothing silently)."""
        lang = self.app.lang
        if not self.code_box.value.strip():
            self.code_note.value = vh.escape(tr("ui.load.note", lang))
            self._open_code()
            return
        try:
            match = Match.from_share_code(self.code_box.value, game=self.game.name, lang=lang)
        except ExplorerError as exc:
            self.app.show_error(exc.in_language(lang))
            return
        except Exception as exc:  # noqa: BLE001  # said, never a silent dead button
            self.app.show_error(tr("ui.error.unexpected", lang,
                                   detail=f"{type(exc).__name__}: {exc}"))
            return
        self.ask(lambda: self._use_code(match))

    def _use_code(self, match: Match) -> None:
        self._scenario_name = NO_SCENARIO
        self.app.use_match(match)
        self.app.say(Message("ui.load.done", step=match.step, length=match.length))

    # -- options ----------------------------------------------------------------------------

    def _on_option(self, name: str, value: Any) -> None:
        if self._syncing:
            return
        if self._applies_to_scenario():
            self._run(lambda: self.set_option(name, value))
            return
        self.ask(lambda: self.set_option(name, value), on_cancel=self.refresh)

    def _on_option_text(self, name: str, text: str) -> None:
        if self._syncing:
            return
        row = next(r for r in self.rows if r.name == name)
        value: Any = text
        if isinstance(row.default, int) and not isinstance(row.default, bool):
            try:
                value = int(text.strip())
            except ValueError:
                self.refresh()
                self.app.show_error(tr("engine.error.option_value", self.app.lang, name=name,
                                       value=repr(text), allowed="0, 1, 2, …"))
                return
        elif isinstance(row.default, tuple):
            parts = [part.strip() for part in text.split(",") if part.strip()]
            numbers = row.default and all(isinstance(v, int) for v in row.default)
            try:
                value = tuple(int(p) for p in parts) if numbers else tuple(parts)
            except ValueError:
                value = text
        self._on_option(name, value)

    def _applies_to_scenario(self) -> bool:
        return self._scenario_name != NO_SCENARIO and bool(self.apply_to_scenario.value)

    def set_option(self, name: str, value: Any) -> None:
        """A new match (same players and seed) with option `name` set to `value`; a value the
        game refuses raises `OptionError` and leaves the match as it was. With a scenario
        loaded and "apply to this scenario" ticked, the scenario's match instead keeps its
        position and replays its moves under the new reading (a move it makes illegal is a
        `RecordError`, and the match stays as it was)."""
        app = self.app
        if self._applies_to_scenario():
            try:
                match = app.match.with_options(**{name: value})
            except ExplorerError:
                self.refresh()
                raise
            app.use_match(match)
            app.say(Message("ui.options.applied", step=match.step, length=match.length))
            return
        options = dict(app._chosen_options(app.match))
        options[name] = value
        try:
            match = Match(self.game.name, app.match.players, app.match.seed, lang=app.lang,
                          **options)
        except OptionError:
            self.refresh()
            raise
        self._scenario_name = NO_SCENARIO
        app.use_match(match)

    # -- paced replay -----------------------------------------------------------------------

    def _on_playing(self, change: dict[str, Any]) -> None:
        """Play pressed at the end of the timeline replays it from the start."""
        match = self.app.match
        if change["new"] and match.length and match.step >= match.length:
            self.app.goto(0)

    def _on_play(self, change: dict[str, Any]) -> None:
        if self._syncing or self.app._busy:
            return
        step = int(change["new"])
        if 0 <= step <= self.app.match.length and step != self.app.match.step:
            self.app.goto(step)


def option_label(row: OptionRow, lang: str, note: str = "", context: Any = None) -> str:
    """An option's label in `lang`: its short name in words (the catalogue's
    `<game>.option.<name>.label`, as a variant's diff names it; then `note`, HTML) and the
    reading's line; then the rule it settles as a rule chip (its title, opening to its text)
    and, small, the option's key and rule id for teachers. The name, line and chip state the
    content in force, `context` (the match's options, `None` for the published game). The
    line is hidden from screen readers here: it is the control's name (given by the caller),
    so it is heard once."""
    chip, name = "", row.name
    if has_rule(row.help.rule):
        chip = vh.rule_chip(row.help.rule, lang, context) + " "
        name = row.help.name_in_force(context).label(lang)
    line = row.help.in_force(context).label(lang)
    return (f"<b>{vh.escape(name)}</b>{note}<br>"
            f"<span aria-hidden='true'>{vh.escape(line)}</span> {chip}"
            f"<small class='ex-rule-id'>{vh.escape(row.name)} · "
            f"{vh.escape(row.help.rule)}</small>")


def _json(value: Any) -> Any:
    """An option value as `options_to_json` writes it."""
    import enum

    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, tuple):
        return list(value)
    return value
