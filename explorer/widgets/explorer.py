"""The generic explorer: any registered game, with a seat picker, the actions as buttons
(illegal ones disabled with the reason), the table, the event log with rule chips, a timeline
with undo / redo, a language switch, a presenter layout, a seeded bot and a visible message area.

Widgets are made once and updated in place: the action buttons come from a `ButtonPool` that
relabels and re-binds them, and a refresh sends only the values that changed (every trait
assignment is a message to the browser). Games specialise the explorer in
`explorer/widgets/<game>.py` by overriding `table_html`, `side_panels` and `refresh_side`.
This module holds no rules.
"""

from __future__ import annotations

import functools
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import Any, ClassVar, Protocol

import ipywidgets as w
from ipywidgets.widgets.widget_string import HTMLStyle

from ..engine import LANGUAGES, Action, ExplorerError, Match, Message, OptionError, tr
from ..engine.events import Event
from ..engine.i18n import has_message
from ..engine.registry import plugin
from ..viz import html as vh
from .a11y import A11y, name

EVERYONE = -1


class Shows(Protocol):
    """What `safely` needs of an app: its language and a message area."""

    lang: str

    def show_error(self, text: str) -> None: ...


def shown_language(app: object) -> str:
    """The app's language if it is a supported one, else English: an error message must render
    even when the language itself was the bad input."""
    lang = getattr(app, "lang", "en")
    return lang if lang in LANGUAGES else "en"


def safely(method: Callable[..., None]) -> Callable[..., None]:
    """Run a callback so that no error escapes as a traceback: rule errors are shown in the
    chosen language, anything else as a short message in the message area. Works for any app
    with a `lang` and a `show_error` (see `Shows`)."""

    @functools.wraps(method)
    def wrapper(self: Shows, *args: Any, **kwargs: Any) -> None:
        try:
            method(self, *args, **kwargs)
        except ExplorerError as exc:
            self.show_error(exc.in_language(shown_language(self)))
        except Exception as exc:  # a bug must still not leave the user with a dead widget
            detail = f"{type(exc).__name__}: {exc}"
            self.show_error(tr("ui.error.unexpected", shown_language(self), detail=detail))

    return wrapper


def language_toggle(lang: str, on_change: Callable[[str], None]) -> w.ToggleButtons:
    """The 日本語 / English switch every app has; `on_change` gets the new language code."""
    toggle = w.ToggleButtons(
        options=[("日本語", "ja"), ("English", "en")],
        value=lang if lang in LANGUAGES else "en",
        style={"button_width": "5.5em"},
    )
    toggle.add_class("ex-language")
    # Its name is in both languages: whoever cannot read the current one can still find it.
    name(toggle, f"{tr('ui.a11y.language', 'ja')} / {tr('ui.a11y.language', 'en')}")
    toggle.observe(lambda change: on_change(change["new"]), names="value")
    return toggle


def close_tree(widget: w.Widget) -> None:
    """Close a widget, everything inside it (children, tabs) and their layouts and styles, so
    that no model is left alive in the kernel or the browser."""
    for child in getattr(widget, "children", ()) or ():
        close_tree(child)
    for part in ("layout", "style"):
        sub = getattr(widget, part, None)
        if isinstance(sub, w.Widget):
            sub.close()
    widget.close()


def widget_tree(*roots: w.Widget) -> Iterator[w.Widget]:
    """`roots` and every widget inside them (children, tabs), each once, in page order."""
    seen: set[int] = set()
    stack = list(reversed(roots))
    while stack:
        widget = stack.pop()
        if id(widget) in seen:
            continue
        seen.add(id(widget))
        yield widget
        stack.extend(reversed(getattr(widget, "children", ()) or ()))


@contextmanager
def held(widgets: Iterable[w.Widget]) -> Iterator[None]:
    """Hold the changes of all `widgets` until the block ends, then send each widget's changes
    in one message, in the order given (`hold_sync` for many widgets at once). A refresh that
    sets a control's options, value and name in three places then sends it once, and a value
    set back to what it was before the block is sent as it is (the browser sees no change)."""
    holding = [widget for widget in widgets if not widget._holding_sync]
    for widget in holding:
        widget._holding_sync = True
    try:
        yield
    finally:
        for widget in holding:
            widget._holding_sync = False
        for widget in holding:
            if widget._states_to_send:
                keys = set(widget._states_to_send)
                widget._states_to_send.clear()
                widget.send_state(keys)


def set_children(box: w.Box, children: Sequence[w.Widget]) -> None:
    """Give `box` these children, sending nothing when they are already the same."""
    new = tuple(children)
    old = box.children
    if len(new) != len(old) or any(a is not b for a, b in zip(new, old, strict=True)):
        box.children = new


@dataclass(frozen=True)
class Choice:
    """One button of a position: its text, its tooltip, whether it may be clicked, the value a
    click hands back, and the heading shown above it ("" for none)."""

    label: str
    tooltip: str
    enabled: bool
    value: Any
    header: str = ""


class ButtonPool:
    """Buttons made once and re-bound: `show(choices)` relabels, restyles and re-binds the
    pool's buttons and grows it only when a position has more choices than any before. Each
    button has one click handler, made with it, that hands `on_click` the value the button holds
    now. Headings are pooled the same way: the k-th heading of a position is the pool's k-th
    heading widget, wherever it sits.

    >>> picked = []
    >>> pool = ButtonPool(lambda value, button: picked.append(value))
    >>> pool.show([Choice("A", "the A", True, 1), Choice("B", "the B", True, 2)])
    >>> first = pool.buttons[0]
    >>> pool.show([Choice("C", "the C", True, 3)])
    >>> pool.buttons[0] is first, first.description, len(pool.box.children)
    (True, 'C', 1)
    >>> first.click(); picked
    [3]
    """

    def __init__(
        self, on_click: Callable[[Any, w.Button], None], *, button_class: str = "ex-action"
    ) -> None:
        self.box = w.VBox()
        self.box.add_class("ex-pool")
        self.buttons: list[w.Button] = []
        self.shown = 0
        self._on_click = on_click
        self._button_class = button_class
        self._values: list[Any] = []
        self._headers: list[w.HTML] = []
        # Where the current position's headings sit: button index -> heading number.
        self._heading_at: dict[int, int] = {}
        # Sizes and colours come from CSS classes, so every button shares one layout and one
        # style model (and every heading one of each): a new button is one new model, not 3.
        self._layout = w.Layout()
        self._style = w.ButtonStyle()
        self._header_layout = w.Layout()
        self._header_style = HTMLStyle()

    @property
    def visible(self) -> list[w.Button]:
        """The buttons the current position shows, in order."""
        return self.buttons[: self.shown]

    def _button(self, index: int) -> w.Button:
        while len(self.buttons) <= index:
            button = w.Button(layout=self._layout, style=self._style)
            button.add_class(self._button_class)
            button.on_click(functools.partial(self._clicked, len(self.buttons)))
            self.buttons.append(button)
            self._values.append(None)
        return self.buttons[index]

    def _heading(self, number: int) -> w.HTML:
        while len(self._headers) <= number:
            header = w.HTML(layout=self._header_layout, style=self._header_style)
            header.add_class("ex-group")
            self._headers.append(header)
        return self._headers[number]

    def reserve(self, count: int, headings: int = 0) -> None:
        """Make buttons up to `count` and `headings` headings now (none shown), so that no
        later position has to create one: each new widget is a model sent to the browser
        during a click."""
        if count > 0:
            self._button(count - 1)
        if headings > 0:
            self._heading(headings - 1)

    def _clicked(self, index: int, button: w.Button) -> None:
        if index < self.shown and not button.disabled:
            self._on_click(self._values[index], button)

    def show(self, choices: Sequence[Choice]) -> None:
        """Show these choices, reusing the pool's buttons."""
        rebuild = len(choices) != self.shown
        heading_at: dict[int, int] = {}
        for index, choice in enumerate(choices):
            if index >= len(self.buttons):
                rebuild = True
            button = self._button(index)
            # Traits only send a message when their value changes, and `hold_sync` sends a
            # button's changes together (one message, not three); a button already showing
            # this choice is left alone (reading three traits costs far less than setting them).
            if (button.description != choice.label or button.tooltip != choice.tooltip
                    or button.disabled == choice.enabled):
                with button.hold_sync():
                    button.description = choice.label
                    button.tooltip = choice.tooltip
                    button.disabled = not choice.enabled
            self._values[index] = choice.value
            if choice.header:
                heading_at[index] = len(heading_at)
                self._heading(heading_at[index]).value = f"<i>{vh.escape(choice.header)}</i>"
        for index in range(len(choices), len(self._values)):
            self._values[index] = None  # no stale action can be clicked or kept alive
        self.shown = len(choices)
        if rebuild or heading_at != self._heading_at:
            self._heading_at = heading_at
            set_children(self.box, list(self._slots()))

    def mark(self, value: Any, css_class: str = "ex-suggested") -> None:
        """Give the shown button holding `value` the class `css_class` and take it from every
        other button (`None`: from all); no new widget, only the buttons that change."""
        for index, button in enumerate(self.buttons):
            wanted = value is not None and index < self.shown and self._values[index] == value
            if wanted != (css_class in button._dom_classes):
                (button.add_class if wanted else button.remove_class)(css_class)

    def _slots(self) -> Iterator[w.Widget]:
        for index in range(self.shown):
            if index in self._heading_at:
                yield self._headers[self._heading_at[index]]
            yield self.buttons[index]

    def close(self) -> None:
        for widget in [*self.buttons, *self._headers]:
            close_tree(widget)  # closing a shared layout or style twice is harmless
        close_tree(self.box)
        for shared in (self._layout, self._style, self._header_layout, self._header_style):
            shared.close()
        self.buttons, self._values, self._headers, self.shown = [], [], [], 0
        self._heading_at = {}


@dataclass(frozen=True)
class _Position:
    """What the actions panel shows for one state in one language (memoised per state)."""

    choices: tuple[Choice, ...]
    refused: str  # the "why greyed out" list, as HTML


class GameExplorer:
    """Step through any registered game.

    >>> app = GameExplorer("naishi", seed=2)
    >>> app.buttons[0].click()
    >>> app.match.step
    1

    Bad input never leaves a broken widget: a seat that does not exist, an unknown language or
    a bad option is said in the message area and the explorer starts with the default instead
    (everyone's view, English, the game's default options). Only an unknown game name raises
    (`UnknownGameError`), since there is nothing to show.
    """

    #: Makes a game's guided first game for "Learn this game", from the game's name and a
    #: language: set by `explorer.widgets.guided`, which imports this module (so this module
    #: cannot import it back).
    guided_game: ClassVar[Callable[[str, str], Any] | None] = None
    #: How many positions' buttons are remembered (undo / redo / a language switch reuse them).
    MEMO = 16
    #: How many log lines are shown (newest first): every refresh sends the log to the browser,
    #: so older lines are read by stepping back on the timeline.
    LOG_LINES = 60

    def __init__(
        self,
        game: str | Match = "naishi",
        *,
        players: int | None = None,
        seed: int = 0,
        lang: str = "en",
        seat: int | None = None,
        bot_seed: int = 0,
        autoplay: bool = False,
        presenter: bool = False,
        scenario: str | None = None,
        **options: Any,
    ) -> None:
        problems: list[str] = []
        if lang not in LANGUAGES:
            problems.append(tr("ui.error.language", "en", value=repr(lang), current="English"))
            lang = "en"
        self.lang = lang
        loaded = self._open_match(game, players, seed, scenario, options, problems)
        self.seat: int | None = None
        self.bot_seed = bot_seed
        self.autoplay = bool(autoplay)
        self.presenter = bool(presenter)
        self._busy = False
        self._working = False
        self._seat_options: list[tuple[str, int]] = []
        self._positions: OrderedDict[tuple[int, str], tuple[Any, _Position]] = OrderedDict()
        self._log_rows: dict[tuple[int, str, int | None], tuple[tuple[Event, ...], list[str]]] = {}
        self.buttons: list[w.Button] = []
        self._build()
        self.tools._scenario_name = loaded
        problem = self._seat_problem(seat)
        if problem is None:
            self.seat = seat
        else:
            problems.append(problem)
        self._let_bots_play_safely()
        self.refresh()
        if problems:
            self.show_error(" ".join(problems))

    def _open_match(self, game: str | Match, players: int | None, seed: int,
                    scenario: str | None, options: dict[str, Any], problems: list[str]) -> str:
        """Set `self.match` and the options "New game" keeps: the given match, or a new one
        (with the game's defaults if the options are bad), or the scenario if one is named.
        What goes wrong is added to `problems`; returns the name of the scenario loaded."""
        lang = self.lang
        if isinstance(game, Match):
            self.match = game
            self.match.lang = lang
            self._options = self._chosen_options(game)
        else:
            try:
                self.match = Match(game, players, seed, lang=lang, **options)
                self._options = dict(options)
            except OptionError as exc:
                # The game exists (an unknown name raises above): show it with its defaults.
                problems.append(f"{exc.in_language(lang)} {tr('ui.error.defaults', lang)}")
                self.match = Match(game, lang=lang)
                self._options = {}
        if scenario is None:
            return ""
        try:
            self.match = Match.from_scenario(self.match.game.name, scenario, lang=lang)
            self._options = self._chosen_options(self.match)
        except ExplorerError as exc:
            problems.append(exc.in_language(lang))
            return ""
        return scenario

    def _chosen_options(self, match: Match) -> dict[str, Any]:
        """The options of `match` that differ from the game's defaults, so that "New game"
        keeps them (also with another player count, where the defaults may differ)."""
        game = match.game
        chosen = game.options_to_json(match.options)
        try:
            defaults = game.options_to_json(game.make_options(match.players))
        except (OptionError, TypeError, ValueError):
            return chosen
        return {k: v for k, v in chosen.items() if defaults.get(k) != v}

    # -- layout -----------------------------------------------------------------------------

    def _build(self) -> None:
        """Make every widget once: the header, the actions column (moves, bot row, timeline),
        the table, the side panels, the log, the teacher's row, and the column holding them."""
        game = self.match.game
        self.header = self._build_header()
        self.actions_panel = self._build_actions_panel()
        self.table = w.HTML()
        self.table.add_class("ex-table-panel")
        self.side = w.VBox(self.side_panels())
        self.side.add_class("ex-side")
        self.log_title = w.HTML()
        self.log_html = w.HTML()
        self.log_panel = w.VBox([self.log_title, self.log_html])
        self.log_panel.add_class("ex-log-panel")
        self.messages = w.HTML()
        self.messages.add_class("ex-messages")
        # A message can be closed; any move clears it too (`clear_messages`).
        self.messages_close = w.Button(icon="times", layout=w.Layout(width="auto"))
        self.messages_close.add_class("ex-messages-close")
        self.messages_close.add_class("ex-off")
        self.messages_close.on_click(lambda _: self.clear_messages())
        self.messages.observe(self._on_message, names="value")
        self.message_row = w.HBox([self.messages, self.messages_close])
        self.message_row.add_class("ex-message-row")
        # The game's own style sheet goes here, sent once: a `<style>` inside a panel would be
        # sent again at every step, and each one the browser parses restyles the whole page.
        from .review import CSS as REVIEW_CSS

        self.style = w.HTML(vh.STYLE + REVIEW_CSS + self.panel_css())
        self.style.add_class("ex-style")
        self.a11y = A11y()
        self.body = w.HBox([self.actions_panel, self.table, self.side, self.log_panel])
        self.body.add_class("ex-body")
        # The teacher's row: scenarios, share codes, options, paced replay.
        from .teaching import TeachingTools

        self.tools = TeachingTools(self)
        # A plain column of rows: panels grow with their content, which a fixed grid cannot.
        # Messages sit under the header, where they are seen without scrolling.
        # "Learn this game" opens the game's guided first game here, under the header.
        self.learn_box = w.VBox()
        self.guided: Any = None
        self.widget = w.VBox([self.a11y.widget, self.style, self.header, self.learn_box,
                              self.tools.widget, self.message_row, self.a11y.status,
                              self.body])
        self.widget.add_class("ex-root")
        self.widget.add_class(f"ex-game-{game.name}")
        if self.presenter:
            self.widget.add_class("ex-presenter")

    def _build_header(self) -> w.HBox:
        """The title, the new-game setup (players, seed), the seat, autoplay, the presenter
        switch and the language."""
        game = self.match.game
        self.title = w.HTML()
        self.title.add_class("ex-title")
        self.language = language_toggle(self.lang, self.set_language)
        self.seat_picker = w.Dropdown(layout=w.Layout(width="13em"))
        self.seat_picker.observe(self._on_seat, names="value")
        self.autoplay_box = w.Checkbox(value=self.autoplay, indent=False,
                                       layout=w.Layout(width="auto"))
        self.autoplay_box.observe(self._on_autoplay, names="value")
        # Each names itself with a shown label (one name, heard once: a label beside it
        # would be read again before the control's own).
        self.seed_box = w.IntText(value=self.match.seed, layout=w.Layout(width="auto"),
                                  style={"description_width": "initial"})
        self.players_box = w.Dropdown(
            options=list(range(game.min_players, game.max_players + 1)),
            value=self.match.players, layout=w.Layout(width="auto"),
            style={"description_width": "initial"},
        )
        self.new_button = w.Button(icon="refresh", layout=w.Layout(width="auto"))
        self.new_button.add_class("ex-new-game")
        self.new_button.on_click(lambda _: self.new_game())
        self.presenter_toggle = w.ToggleButton(value=self.presenter, icon="desktop",
                                               layout=w.Layout(width="auto"))
        self.presenter_toggle.add_class("ex-presenter-toggle")
        self.presenter_toggle.observe(lambda c: self.set_presenter(c["new"]), names="value")
        # The teacher's row is folded away in the presenter layout; this opens it there.
        self.teacher_toggle = w.ToggleButton(value=False, icon="graduation-cap",
                                             layout=w.Layout(width="auto"))
        self.teacher_toggle.add_class("ex-teacher-toggle")
        self.teacher_toggle.observe(lambda c: self._show_teacher_row(c["new"]), names="value")
        self.learn_button = w.Button(icon="book", layout=w.Layout(width="auto"))
        self.learn_button.add_class("ex-learn")
        self.learn_button.on_click(lambda _: self.toggle_guided())
        if plugin(game.name).tutorial is None or GameExplorer.guided_game is None:
            self.learn_button.layout.display = "none"
        for widget in (self.players_box, self.seed_box):
            widget.add_class("ex-setup")  # hidden in the presenter layout
        header = w.HBox(
            [self.title, self.players_box, self.seed_box,
             self.new_button, self.seat_picker, self.autoplay_box, self.presenter_toggle,
             self.teacher_toggle, self.learn_button, self.language],
        )
        header.add_class("ex-header")
        return header

    def _build_actions_panel(self) -> w.VBox:
        """The moves (a `ButtonPool`), why others are greyed out, the bot row with its tools,
        and the timeline."""
        self.actions_title = w.HTML()
        self.actions_title.add_class("ex-actions-title")
        self.pool = ButtonPool(self._on_choice)
        self.pool.reserve(self.pool_size(), self.heading_count())
        self.actions_box = self.pool.box
        self.actions_box.add_class("ex-actions-list")
        self.illegal_note = w.HTML()
        self.illegal_note.add_class("ex-why-note")
        self.bot_button = w.Button(icon="android")
        self.bot_button.on_click(lambda b: self._busy_while(b, self.bot_move))
        self.end_button = w.Button(icon="fast-forward")
        self.end_button.on_click(lambda b: self._busy_while(b, self.play_to_end))
        self.bot_row = w.HBox([self.bot_button, self.end_button])
        self.bot_row.add_class("ex-bot-row")
        # Which bot plays each seat, and the Hint (explorer/widgets/botrow.py).
        from .botrow import BotTools

        self.bot_tools = BotTools(self)
        self.timeline = self._build_timeline()
        # The Review: one seat's decisions rated (explorer/widgets/review.py).
        from .review import ReviewPanel

        self.review_panel = ReviewPanel(self)
        # The timeline sits under the moves, in the same column, so that a click and its undo
        # are next to each other; every part keeps its size (nothing squashes another).
        panel = w.VBox(
            [self.actions_title, self.actions_box, self.illegal_note, self.bot_row,
             self.bot_tools.widget, self.timeline, self.review_panel.widget],
        )
        panel.add_class("ex-actions-panel")
        return panel

    def _build_timeline(self) -> w.VBox:
        """First, back, forward, last, the slider and the step label."""
        # Plain glyphs that Debian's DejaVu and Noto fonts both have.
        self.first_button = w.Button(description="|◀")
        self.prev_button = w.Button(description="◀")
        self.next_button = w.Button(description="▶")
        self.last_button = w.Button(description="▶|")
        for button, kind in ((self.first_button, "first"), (self.prev_button, "prev"),
                             (self.next_button, "next"), (self.last_button, "last")):
            button.add_class("ex-step-button")
            button.add_class(f"ex-step-{kind}")  # Alt+Home, Alt+←, Alt+→, Alt+End
        self.first_button.on_click(lambda b: self._busy_while(b, self.goto, 0))
        self.prev_button.on_click(lambda b: self._busy_while(b, self.undo))
        self.next_button.on_click(lambda b: self._busy_while(b, self.redo))
        self.last_button.on_click(lambda b: self._busy_while(b, self.goto, self.match.length))
        self.slider = w.IntSlider(min=0, max=0, value=0, readout=False,
                                  continuous_update=False)
        self.slider.add_class("ex-slider")
        self.slider.observe(self._on_slider, names="value")
        self.step_label = w.HTML()
        self.step_label.add_class("ex-step-label")
        timeline = w.VBox(
            [w.HBox([self.first_button, self.prev_button, self.next_button, self.last_button,
                     self.slider]),
             self.step_label],
        )
        timeline.add_class("ex-timeline")
        return timeline

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def close(self) -> None:
        """Close every widget of the explorer (with its layout and style)."""
        if self.guided is not None:
            self.guided.close()
        self.pool.close()
        self.review_panel.close()
        close_tree(self.widget)

    # -- hooks for games --------------------------------------------------------------------

    def table_html(self) -> str:
        """The centre panel: the table view the game's plug-in names, else a generic listing."""
        game = self.match.game
        state = self.match.view(self.seat)
        view = plugin(game.name).table_view
        if view is None:
            return vh.generic_table_html(game, state, self.seat, self.lang)
        return str(view(game, state, self.seat, self.lang))

    def pool_size(self) -> int:
        """The most moves a position of this match can list (legal and greyed out): the
        action pool makes that many buttons up front. 0 here: the pool grows as needed (it
        still does past a game's figure)."""
        return 0

    def heading_count(self) -> int:
        """The most group headings one position can show: the kinds of action with a heading
        (`<game>.group.<ActionClass>` in the catalogues) that one phase of a declared game
        allows. The pool makes that many up front."""
        game = self.match.game
        book = getattr(game, "rulebook", None)
        if book is None:
            return 0
        return max((sum(has_message(f"{game.name}.group.{kind.__name__}")
                        for move in phase.moves for kind in move.kinds)
                    for phase in book.phases.values()), default=0)

    def panel_css(self) -> str:
        """The `<style>` blocks the game's panels need, sent once with the explorer's own
        (the panels' HTML then leaves them out)."""
        return ""

    def side_panels(self) -> list[w.Widget]:
        """Extra panels beside the table, made once."""
        return []

    def refresh_side(self) -> None:
        """Update the extra panels (called by `refresh`)."""

    # -- actions ----------------------------------------------------------------------------

    @safely
    def play(self, action: Action | str) -> None:
        self.match.play(action)
        self.clear_messages()
        self._let_bots_play()
        self.refresh()

    def _let_bots_play(self) -> None:
        """With autoplay and a chosen seat, bots play every other seat until it is that seat's
        turn again (or the game ends)."""
        if not self.autoplay or self.seat is None:
            return
        self._bots_until(lambda: self.match.is_over or self.match.current_player == self.seat)

    def _bots_until(self, done: Callable[[], bool]) -> None:
        """Bots play, each seat by the bot picked for it, until `done()`: at most the game's
        step cap (`max_steps` actions), which the message area names when reached."""
        for _ in range(self.match.game.max_steps):
            if done():
                return
            self.bot_tools.play_one(self.bot_seed)
        if not done():
            self.show_error(self.match.game.step_cap_reason().label(shown_language(self)))

    @safely
    def _let_bots_play_safely(self) -> None:
        self._let_bots_play()

    @safely
    def bot_move(self) -> None:
        self.bot_tools.play_one(self.bot_seed)
        self.clear_messages()
        self.refresh()

    @safely
    def play_to_end(self) -> None:
        """Bots play every seat to the end, each seat by the bot picked for it."""
        self.clear_messages()
        self._bots_until(lambda: self.match.is_over)
        self.refresh()

    @safely
    def show_hint(self) -> None:
        """Show the move a bot suggests for the player to act, and why."""
        if self.bot_tools.hint() is None:
            current = self.match.current_player
            if current is not None:
                self.show_error(tr("ui.hint.other_seat", self.lang,
                                   player=self.match.player_label(current)))
            return
        self.clear_messages()
        self.pool.mark(self.bot_tools.suggested())
        self.bot_tools.refresh()

    @safely
    def review_seat(self, seat: int) -> None:
        """Rate every decision of `seat` (`Match.review`, cached by the match), with a progress
        bar, and list them under the timeline. Looking from one seat, only that seat."""
        problem = self._seat_problem(seat)
        if problem is None and self.seat is not None and seat != self.seat:
            problem = tr("ui.review.other_seat", self.lang,
                         player=self.match.player_label(self.seat))
        if problem is not None:
            self.show_error(problem)
            return
        self.review_panel.compute(seat)
        self.clear_messages()
        self.refresh()

    @safely
    def show_rating(self, rating: Any) -> None:
        """Go to a reviewed decision's step, the better move marked in the move list."""
        self.review_panel.choose(rating)
        self.match.goto(rating.step)
        self.clear_messages()
        self.refresh()

    @safely
    def undo(self) -> None:
        self.match.undo()
        self.clear_messages()
        self.refresh()

    @safely
    def redo(self) -> None:
        self.match.redo()
        self.clear_messages()
        self.refresh()

    @safely
    def goto(self, step: int) -> None:
        self.match.goto(step)
        self.clear_messages()
        self.refresh()

    @safely
    def new_game(self) -> None:
        """A new match with the players and seed boxes' values and the same options."""
        try:
            match = Match(
                self.match.game.name, self.players_box.value, self.seed_box.value,
                lang=self.lang, **self._options,
            )
        except ExplorerError:
            self._refresh_header()  # the boxes show the match that is still there
            raise
        self.tools._scenario_name = ""
        self.use_match(match)

    def use_match(self, match: Match) -> None:
        """Show `match` from now on (a new game, a scenario, a loaded code, another option):
        the seat is kept when the match has it, the caches are emptied."""
        match.lang = self.lang
        self.match = match
        self._options = self._chosen_options(match)
        self.pool.reserve(self.pool_size(), self.heading_count())
        if self.seat is not None and self.seat >= self.match.players:
            self.seat = None
        self._positions.clear()
        self._log_rows.clear()
        self.clear_messages()
        self._let_bots_play()
        self.refresh()

    def show_error(self, text: str) -> None:
        self.messages.value = f'<div class="ex-error" role="alert">⚠ {vh.escape(text)}</div>'

    @safely
    def toggle_guided(self) -> None:
        """Open the game's guided first game under the header, in the explorer's language (or
        close it if it is open)."""
        if self.guided is not None:
            self.learn_box.children = ()
            self.guided.close()
            self.guided = None
        elif GameExplorer.guided_game is not None:
            self.guided = GameExplorer.guided_game(self.match.game.name, self.lang)
            self.learn_box.children = (self.guided.widget,)
        self._refresh_learn()

    def _refresh_learn(self) -> None:
        lang = self.lang
        key = "ui.learn" if self.guided is None else "ui.learn.close"
        with self.learn_button.hold_sync():
            self.learn_button.description = "" if self.presenter else tr(key, lang)
            self.learn_button.tooltip = tr("ui.learn.tip" if self.guided is None else key, lang)

    def say(self, message: Message | str) -> None:
        self.messages.value = vh.message_html(message, self.lang)

    def clear_messages(self) -> None:
        self.messages.value = ""

    def _on_message(self, change: dict[str, Any]) -> None:
        if change["new"]:
            self.messages_close.remove_class("ex-off")
        else:
            self.messages_close.add_class("ex-off")

    # -- settings ---------------------------------------------------------------------------

    @safely
    def set_language(self, lang: str) -> None:
        """Switch every panel to `lang` ("en" or "ja"); anything else is said, not applied."""
        if lang not in LANGUAGES:
            self.language.value = self.lang
            current = tr("ui.language.name", self.lang)
            self.show_error(tr("ui.error.language", self.lang, value=repr(lang), current=current))
            return
        self.lang = lang
        self.match.lang = lang
        if self.language.value != lang:
            self.language.value = lang
        self.clear_messages()
        self.refresh()

    def _seat_problem(self, seat: Any) -> str | None:
        """Why `seat` cannot be looked from (in the current language), or None if it can."""
        players = self.match.players
        if seat is None or (
            isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < players
        ):
            return None
        return tr("ui.error.seat", self.lang, value=repr(seat), last=players - 1)

    @safely
    def set_seat(self, seat: int | None) -> None:
        """Look from `seat` (0 is the first player; `None`: everyone, all cards shown)."""
        problem = self._seat_problem(seat)
        if problem is not None:
            self.seat = None
            self.refresh()
            self.show_error(problem)
            return
        self.seat = seat
        self.clear_messages()
        self._let_bots_play()
        self.refresh()

    @safely
    def set_presenter(self, on: bool) -> None:
        """The presenter layout: larger type and compact rows, for a projector."""
        self.presenter = bool(on)
        if self.presenter_toggle.value != self.presenter:
            self.presenter_toggle.value = self.presenter
        if self.presenter:
            self.widget.add_class("ex-presenter")
        else:
            self.widget.remove_class("ex-presenter")
        self._refresh_header()

    def _show_teacher_row(self, on: bool) -> None:
        """Open (or fold) the teacher's row in the presenter layout."""
        if on:
            self.widget.add_class("ex-teacher-open")
        else:
            self.widget.remove_class("ex-teacher-open")

    # -- callbacks --------------------------------------------------------------------------

    def _busy_while(self, button: w.Button, callback: Callable[..., None], *args: Any) -> None:
        """Mark `button` and dim the other controls (one message each way) while `callback`
        runs, so that a slow step shows at once that it was heard."""
        if self._working:
            return
        self._working = True
        button.add_class("ex-clicked")
        self.body.add_class("ex-busy")
        try:
            callback(*args)
        finally:
            button.remove_class("ex-clicked")
            self.body.remove_class("ex-busy")
            self._working = False

    def _on_choice(self, action: Action, button: w.Button) -> None:
        self._busy_while(button, self.play, action)

    def _on_seat(self, change: dict[str, Any]) -> None:
        if self._busy:
            return
        value = change["new"]
        self.set_seat(None if value in (None, EVERYONE) else value)

    @safely
    def _on_autoplay(self, change: dict[str, Any]) -> None:
        self.autoplay = bool(change["new"])
        if not self._busy:
            self._let_bots_play()
            self.refresh()

    def _on_slider(self, change: dict[str, Any]) -> None:
        if not self._busy:
            self.goto(int(change["new"]))

    # -- refresh ----------------------------------------------------------------------------

    def _held(self) -> Any:
        """Hold every widget of the explorer (the pool's hidden buttons too) for one refresh:
        each widget that changed is then one message to the browser, sent in page order (the
        moves before the step label, which is what moves the keyboard focus)."""
        return held(widget_tree(self.widget, *self.pool.buttons, *self.pool._headers))

    @safely
    def refresh(self) -> None:
        """Bring every panel up to date with the match (only changed values are sent, one
        message a widget)."""
        self._busy = True
        try:
            with self._held():
                self._refresh_all()
        finally:
            self._busy = False

    def _refresh_all(self) -> None:
        self._refresh_header()
        self._refresh_actions()
        self.table.value = self.table_html()
        self._refresh_log()
        self._refresh_timeline()
        self.tools.refresh()
        self.bot_tools.refresh()
        self.review_panel.refresh()
        self.refresh_side()
        self._refresh_a11y()

    def _refresh_a11y(self) -> None:
        """The controls' names in the current language, and the live region: what the step
        did and who acts next."""
        lang, match = self.lang, self.match
        self.a11y.refresh(lang)
        name(self.players_box, tr("ui.players", lang), shown=True)
        name(self.seed_box, tr("ui.seed", lang), shown=True)
        name(self.seat_picker, tr("ui.a11y.seat", lang))
        name(self.slider, tr("ui.a11y.timeline", lang))
        self.step_label.tooltip = tr("ui.a11y.keys", lang)
        self.messages_close.description = tr("ui.close", lang)
        events = " ".join(e.label(lang, self.seat) for e in match.events_at(match.step))
        current = match.current_player
        after = (tr("ui.game_over", lang) if current is None
                 else tr("ui.turn_of", lang, player=match.player_label(current)))
        self.a11y.announce(tr("ui.a11y.after", lang, events=events, next=after).strip())

    def _refresh_header(self) -> None:
        lang, game, match = self.lang, self.match.game, self.match
        was_busy, self._busy = self._busy, True
        try:
            self.title.value = f"<b>{vh.escape(game.title.label(lang))}</b>"
            # In the presenter layout the header's buttons show their icons only (the label
            # stays their name, as a tooltip), so that its type of 14 px fits one line.
            compact = self.presenter
            self.new_button.description = "" if compact else tr("ui.new_game", lang)
            self.new_button.tooltip = tr("ui.new_game", lang)
            self.players_box.value = match.players
            self.seed_box.value = match.seed
            options = [(tr("ui.seat.everyone", lang), EVERYONE)] + [
                (tr("ui.seat.of", lang, player=match.player_label(i)), i)
                for i in range(match.players)
            ]
            with self.seat_picker.hold_sync():  # options and value in one message
                if options != self._seat_options:
                    self._seat_options = options
                    self.seat_picker.options = options
                self.seat_picker.value = EVERYONE if self.seat is None else self.seat
            self.bot_button.description = tr("ui.bot_move", lang)
            self.autoplay_box.description = tr("ui.autoplay", lang)
            self.autoplay_box.value = self.autoplay
            self.end_button.description = tr("ui.play_to_end", lang)
            with self.presenter_toggle.hold_sync():
                self.presenter_toggle.description = "" if compact else tr("ui.presenter", lang)
                self.presenter_toggle.tooltip = tr("ui.presenter.tip", lang)
            with self.teacher_toggle.hold_sync():
                self.teacher_toggle.description = "" if compact else tr("ui.teacher_row", lang)
                self.teacher_toggle.tooltip = tr("ui.teacher_row.tip", lang)
            self._refresh_learn()
            self.log_title.value = f"<b>{vh.escape(tr('ui.log', lang))}</b>"
        finally:
            self._busy = was_busy

    def _position(self) -> _Position:
        """The buttons and refusals of the current state, memoised per state and language:
        undo, redo and a language switch back do not ask the game again."""
        state, lang = self.match.state, self.lang
        key = (id(state), lang)
        cached = self._positions.get(key)
        if cached is not None and cached[0] is state:
            self._positions.move_to_end(key)
            return cached[1]
        position = self._compute_position(state, lang)
        self._positions[key] = (state, position)
        while len(self._positions) > self.MEMO:
            self._positions.popitem(last=False)
        return position

    def _compute_position(self, state: Any, lang: str) -> _Position:
        game = self.match.game
        legal = set(game.legal_actions(state))
        choices: list[Choice] = []
        refused: list[str] = []
        group = None
        for action in game.candidate_actions(state):
            header = ""
            name = type(action).__name__
            if name != group:
                group = name
                header = game.group_heading(state, name, lang)
            label = game.describe_action(state, action, lang)
            if action in legal:
                choices.append(Choice(label, label, True, action, header))
            else:
                reason = game.why_illegal(state, action) or Message(
                    "engine.error.not_legal", action=action
                )
                text = reason.label(lang)
                choices.append(Choice(label, text, False, action, header))
                refused.append(f"<li><b>{vh.escape(label)}</b>: {vh.escape(text)}</li>")
        note = ""
        if refused:
            note = (
                f"<details class='ex-why'><summary>{vh.escape(tr('ui.why_disabled', lang))}"
                f"</summary><ul>{''.join(refused)}</ul></details>"
            )
        return _Position(tuple(choices), note)

    def _refresh_actions(self) -> None:
        lang, match, game = self.lang, self.match, self.match.game
        current = match.current_player
        self.bot_button.disabled = self.end_button.disabled = match.is_over
        if match.is_over:
            outcome = match.outcome
            self.actions_title.value = (
                vh.outcome_html(game, outcome, lang, match.state) if outcome is not None else ""
            )
            self._show_choices((), "")
            return
        assert current is not None
        who = tr("ui.turn_of", lang, player=match.player_label(current))
        if self.seat is not None and self.seat != current:
            self.actions_title.value = (
                f"<b>{vh.escape(who)}</b><br>"
                f"{vh.escape(tr('ui.waiting', lang, player=match.player_label(self.seat)))}"
            )
            self._show_choices((), "")
            return
        self.actions_title.value = f"<b>{vh.escape(who)}</b>"
        position = self._position()
        self._show_choices(position.choices, position.refused)

    def _show_choices(self, choices: Sequence[Choice], refused: str) -> None:
        # The better move of a reviewed decision says so in its label (the Hint's mark is a
        # star): a mark heard by a screen reader, not only seen.
        better = self.review_panel.better() if choices else None
        if better is not None:
            choices = [replace(c, label=tr("ui.review.better_move", self.lang, move=c.label))
                       if c.value == better else c for c in choices]
        self.pool.show(choices)
        self.pool.mark(self.bot_tools.suggested() if choices else None)
        self.pool.mark(better, "ex-better")
        shown = self.pool.visible
        self.buttons = [b for b, c in zip(shown, choices, strict=True) if c.enabled]
        self.illegal_note.value = refused

    def _refresh_log(self) -> None:
        """The log, newest first (across steps and within one); each step's lines are rendered
        once per language and seat (a step's events are only rebuilt when a new branch
        replaces them)."""
        match, lang, seat = self.match, self.lang, self.seat
        rows: list[str] = []
        for step in range(match.step, -1, -1):
            events = match.events_at(step)
            key = (step, lang, seat)
            cached = self._log_rows.get(key)
            if cached is None or cached[0] is not events:
                cached = (events, vh.log_rows(step, events, lang, seat, match.options))
                self._log_rows[key] = cached
            rows.extend(reversed(cached[1]))
            if len(rows) > self.LOG_LINES:
                break
        if len(rows) > self.LOG_LINES:
            older = tr("ui.log.older", lang)
            rows[self.LOG_LINES:] = [f'<li class="ex-log-older">{vh.escape(older)}</li>']
        self.log_html.value = vh.log_list(rows, lang)

    def _refresh_timeline(self) -> None:
        match, lang = self.match, self.lang
        was_busy, self._busy = self._busy, True
        try:
            if match.length > self.slider.max:
                self.slider.max = match.length
                self.slider.value = match.step
            else:
                self.slider.value = match.step
                self.slider.max = match.length
        finally:
            self._busy = was_busy
        self.first_button.disabled = self.prev_button.disabled = match.step == 0
        self.next_button.disabled = self.last_button.disabled = match.step >= match.length
        for button, key in (
            (self.first_button, "ui.first"), (self.prev_button, "ui.undo"),
            (self.next_button, "ui.redo"), (self.last_button, "ui.last"),
        ):
            button.tooltip = tr(key, lang)
        note = tr("ui.branch_note", lang) if match.step < match.length else ""
        self.step_label.value = (
            f"{vh.escape(tr('ui.step', lang, step=match.step, length=match.length))} "
            f"<small>{vh.escape(note)}</small>"
        )
