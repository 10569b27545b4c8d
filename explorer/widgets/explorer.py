"""The generic explorer: any registered game, with a seat picker, the actions as buttons
(illegal ones disabled with the reason), the table, the event log with rule chips, a timeline
with undo / redo, a language switch, a seeded bot and a visible message area.

Games specialise it in `explorer/widgets/<game>.py` by overriding `table_html`, `side_panels`
and `refresh_side`. This module holds no rules.
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable
from typing import Any, Protocol

import ipywidgets as w

from ..engine import Action, ExplorerError, Match, Message, tr
from ..engine.i18n import has_message, register_messages
from ..viz import html as vh

EVERYONE = -1


class Shows(Protocol):
    """What `safely` needs of an app: its language and a message area."""

    lang: str

    def show_error(self, text: str) -> None: ...


def safely(method: Callable[..., None]) -> Callable[..., None]:
    """Run a callback so that no error escapes as a traceback: rule errors are shown in the
    chosen language, anything else as a short message in the message area. Works for any app
    with a `lang` and a `show_error` (see `Shows`)."""

    @functools.wraps(method)
    def wrapper(self: Shows, *args: Any, **kwargs: Any) -> None:
        try:
            method(self, *args, **kwargs)
        except ExplorerError as exc:
            self.show_error(exc.in_language(self.lang))
        except Exception as exc:  # a bug must still not leave the user with a dead widget
            detail = f"{type(exc).__name__}: {exc}"
            self.show_error(tr("ui.error.unexpected", self.lang, detail=detail))

    return wrapper


def language_toggle(lang: str, on_change: Callable[[str], None]) -> w.ToggleButtons:
    """The 日本語 / English switch every app has; `on_change` gets the new language code."""
    toggle = w.ToggleButtons(
        options=[("日本語", "ja"), ("English", "en")], value=lang,
        style={"button_width": "5.5em"},
    )
    toggle.add_class("ex-language")
    toggle.observe(lambda change: on_change(change["new"]), names="value")
    return toggle


class GameExplorer:
    """Step through any registered game.

    >>> app = GameExplorer("naishi", seed=2)
    >>> app.buttons[0].click()
    >>> app.match.step
    1
    """

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
        **options: Any,
    ) -> None:
        if isinstance(game, Match):
            self.match = game
            self.match.lang = lang
        else:
            self.match = Match(game, players, seed, lang=lang, **options)
        self._options = options
        self.lang = self.match.lang
        self.seat = seat
        self.bot_seed = bot_seed
        self.autoplay = autoplay
        self._busy = False
        self.buttons: list[w.Button] = []
        self._build()
        self._let_bots_play()
        self.refresh()

    # -- layout -----------------------------------------------------------------------------

    def _build(self) -> None:
        game = self.match.game
        self.title = w.HTML()
        self.language = language_toggle(self.lang, self.set_language)
        self.seat_picker = w.Dropdown(layout=w.Layout(width="12em"))
        self.seat_picker.observe(self._on_seat, names="value")
        self.autoplay_box = w.Checkbox(value=self.autoplay, indent=False,
                                       layout=w.Layout(width="auto"))
        self.autoplay_box.observe(self._on_autoplay, names="value")
        self.seed_box = w.IntText(value=self.match.seed, layout=w.Layout(width="7em"))
        self.players_box = w.Dropdown(
            options=list(range(game.min_players, game.max_players + 1)),
            value=self.match.players, layout=w.Layout(width="5em"),
        )
        self.new_button = w.Button(icon="refresh")
        self.new_button.on_click(lambda _: self.new_game())
        self.seed_label = w.Label()
        self.players_label = w.Label()
        self.header = w.HBox(
            [self.title, self.players_label, self.players_box, self.seed_label, self.seed_box,
             self.new_button, self.seat_picker, self.autoplay_box, self.language],
            layout=w.Layout(flex_flow="row wrap", align_items="center"),
        )
        self.actions_title = w.HTML()
        self.actions_box = w.VBox()
        self.illegal_note = w.HTML()
        self.bot_button = w.Button(icon="android")
        self.bot_button.on_click(lambda _: self.bot_move())
        self.end_button = w.Button(icon="fast-forward")
        self.end_button.on_click(lambda _: self.play_to_end())
        self.actions_panel = w.VBox(
            [self.actions_title, self.actions_box, self.illegal_note,
             w.HBox([self.bot_button, self.end_button])],
            layout=w.Layout(width="290px", overflow="auto", max_height="640px"),
        )
        self.table = w.HTML(layout=w.Layout(flex="1 1 400px"))
        self.side = w.VBox(self.side_panels())
        self.log_title = w.HTML()
        self.log_html = w.HTML()
        self.log_panel = w.VBox(
            [self.log_title, self.log_html],
            layout=w.Layout(width="320px", max_height="640px", overflow="auto"),
        )
        self.first_button = w.Button(icon="fast-backward", layout=w.Layout(width="3em"))
        self.prev_button = w.Button(icon="step-backward", layout=w.Layout(width="3em"))
        self.next_button = w.Button(icon="step-forward", layout=w.Layout(width="3em"))
        self.last_button = w.Button(icon="fast-forward", layout=w.Layout(width="3em"))
        self.first_button.on_click(lambda _: self.goto(0))
        self.prev_button.on_click(lambda _: self.undo())
        self.next_button.on_click(lambda _: self.redo())
        self.last_button.on_click(lambda _: self.goto(self.match.length))
        self.slider = w.IntSlider(min=0, max=0, value=0, readout=False,
                                  continuous_update=False, layout=w.Layout(width="360px"))
        self.slider.observe(self._on_slider, names="value")
        self.step_label = w.HTML()
        self.timeline = w.HBox(
            [self.first_button, self.prev_button, self.slider, self.next_button,
             self.last_button, self.step_label],
            layout=w.Layout(align_items="center"),
        )
        self.messages = w.HTML()
        self.messages.add_class("ex-messages")
        self.style = w.HTML(vh.STYLE)
        # A plain column of rows: panels grow with their content, which a fixed grid cannot.
        self.widget = w.VBox(
            [
                self.style,
                self.header,
                # Wide side panels (a graph, a track) push the log below on narrow screens
                # instead of covering the table.
                w.HBox(
                    [self.actions_panel, self.table, self.side, self.log_panel],
                    layout=w.Layout(align_items="flex-start", flex_flow="row wrap"),
                ),
                self.timeline,
                self.messages,
            ]
        )
        self.widget.add_class("ex-root")
        self.widget.add_class(f"ex-game-{game.name}")

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    # -- hooks for games --------------------------------------------------------------------

    def table_html(self) -> str:
        """The centre panel. The default uses `explorer.viz.<game>.table_html` if the game has
        one, else a generic listing."""
        game = self.match.game
        state = self.match.view(self.seat)
        try:
            module = importlib.import_module(f"explorer.viz.{game.name}")
        except ModuleNotFoundError:
            return vh.generic_table_html(game, state, self.seat, self.lang)
        return str(module.table_html(game, state, self.seat, self.lang))

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
        for _ in range(self.match.game.max_steps):
            if self.match.is_over or self.match.current_player == self.seat:
                return
            self.match.play_bot(seed=self.bot_seed)

    @safely
    def bot_move(self) -> None:
        self.match.play_bot(seed=self.bot_seed)
        self.clear_messages()
        self.refresh()

    @safely
    def play_to_end(self) -> None:
        self.match.play_out(seed=self.bot_seed)
        self.clear_messages()
        self.refresh()

    @safely
    def undo(self) -> None:
        self.match.undo()
        self.refresh()

    @safely
    def redo(self) -> None:
        self.match.redo()
        self.refresh()

    @safely
    def goto(self, step: int) -> None:
        self.match.goto(step)
        self.refresh()

    @safely
    def new_game(self) -> None:
        self.match = Match(
            self.match.game.name, self.players_box.value, self.seed_box.value,
            lang=self.lang, **self._options,
        )
        if self.seat is not None and self.seat >= self.match.players:
            self.seat = None
        self.clear_messages()
        self._let_bots_play()
        self.refresh()

    def show_error(self, text: str) -> None:
        self.messages.value = f'<div class="ex-error" role="alert">⚠ {vh.escape(text)}</div>'

    def say(self, message: Message | str) -> None:
        self.messages.value = vh.message_html(message, self.lang)

    def clear_messages(self) -> None:
        self.messages.value = ""

    # -- callbacks --------------------------------------------------------------------------

    @safely
    def set_language(self, lang: str) -> None:
        self.lang = lang
        self.match.lang = lang
        if self.language.value != lang:
            self.language.value = lang
        self.clear_messages()
        self.refresh()

    def _on_seat(self, change: dict[str, Any]) -> None:
        if self._busy:
            return
        value = change["new"]
        self.seat = None if value in (None, EVERYONE) else int(value)
        self._let_bots_play()
        self.refresh()

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

    @safely
    def refresh(self) -> None:
        """Rebuild every panel from the match."""
        self._busy = True
        try:
            self._refresh_header()
            self._refresh_actions()
            self.table.value = self.table_html()
            self._refresh_log()
            self._refresh_timeline()
            self.refresh_side()
        finally:
            self._busy = False

    def _refresh_header(self) -> None:
        lang, game, match = self.lang, self.match.game, self.match
        self.title.value = f"<b style='font-size:1.2em'>{vh.escape(game.title.label(lang))}</b>"
        self.players_label.value = tr("ui.players", lang)
        self.seed_label.value = tr("ui.seed", lang)
        self.new_button.description = tr("ui.new_game", lang)
        self.players_box.value = match.players
        options = [(tr("ui.seat.everyone", lang), EVERYONE)] + [
            (tr("ui.seat.of", lang, player=match.player_label(i)), i) for i in range(match.players)
        ]
        self.seat_picker.options = options
        self.seat_picker.value = EVERYONE if self.seat is None else self.seat
        self.seat_picker.description = ""
        self.bot_button.description = tr("ui.bot_move", lang)
        self.autoplay_box.description = tr("ui.autoplay", lang)
        self.autoplay_box.value = self.autoplay
        self.end_button.description = tr("ui.play_to_end", lang)
        self.log_title.value = f"<b>{vh.escape(tr('ui.log', lang))}</b>"

    def _refresh_actions(self) -> None:
        lang, match, game = self.lang, self.match, self.match.game
        state = match.state
        current = match.current_player
        self.bot_button.disabled = self.end_button.disabled = match.is_over
        self.buttons = []
        if match.is_over:
            outcome = match.outcome
            self.actions_title.value = (
                vh.outcome_html(game, outcome, lang, state) if outcome is not None else ""
            )
            self.actions_box.children = ()
            self.illegal_note.value = ""
            return
        assert current is not None
        who = tr("ui.turn_of", lang, player=match.player_label(current))
        if self.seat is not None and self.seat != current:
            self.actions_title.value = (
                f"<b>{vh.escape(who)}</b><br>"
                f"{vh.escape(tr('ui.waiting', lang, player=match.player_label(self.seat)))}"
            )
            self.actions_box.children = ()
            self.illegal_note.value = ""
            return
        self.actions_title.value = f"<b>{vh.escape(who)}</b>"
        legal = set(match.legal_actions())
        children: list[w.Widget] = []
        group = None
        refused: list[tuple[Action, Message]] = []
        for action in game.candidate_actions(state):
            name = type(action).__name__
            if name != group:
                group = name
                key = f"{game.name}.group.{name}"
                if has_message(key):
                    children.append(w.HTML(f"<i>{vh.escape(tr(key, lang))}</i>"))
            button = w.Button(
                description=game.describe_action(state, action, lang),
                layout=w.Layout(width="auto", height="auto", min_height="28px"),
            )
            button.add_class("ex-action")
            if action in legal:
                button.tooltip = str(action)
                button.on_click(functools.partial(self._click, action))
                self.buttons.append(button)
            else:
                reason = game.why_illegal(state, action) or Message(
                    "engine.error.not_legal", action=action
                )
                button.disabled = True
                button.tooltip = reason.label(lang)
                refused.append((action, reason))
            children.append(button)
        self.actions_box.children = tuple(children)
        if refused:
            items = "".join(
                f"<li><b>{vh.escape(a.describe(lang))}</b>: {vh.escape(r.label(lang))}</li>"
                for a, r in refused
            )
            self.illegal_note.value = (
                f"<details class='ex-why'><summary>{vh.escape(tr('ui.why_disabled', lang))}"
                f"</summary><ul>{items}</ul></details>"
            )
        else:
            self.illegal_note.value = ""

    def _click(self, action: Action, _button: w.Button) -> None:
        self.play(action)

    def _refresh_log(self) -> None:
        match = self.match
        steps = [(i, match.events_at(i)) for i in range(match.step + 1)]
        self.log_html.value = vh.log_html(steps, self.lang, self.seat)

    def _refresh_timeline(self) -> None:
        match, lang = self.match, self.lang
        self.slider.max = match.length
        self.slider.value = match.step
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


register_messages(
    {
        "ui.players": ("players", "人数"),
        "ui.seed": ("seed", "シード"),
        "ui.new_game": ("New game", "新しいゲーム"),
        "ui.seat.everyone": ("Everyone (all cards)", "全員（全カード表示）"),
        "ui.seat.of": ("Seat: {player}", "視点: {player}"),
        "ui.bot_move": ("Bot move", "ボットの手"),
        "ui.autoplay": ("bots play the other seats", "他の席はボットが指す"),
        "ui.play_to_end": ("Bots to the end", "最後までボット"),
        "ui.log": ("What happened (newest first)", "経過（新しい順）"),
        "ui.waiting": (
            "You are looking from {player}'s seat: wait for your turn, or let the bot move.",
            "{player}の視点です。自分の番を待つか、ボットに指させてください。",
        ),
        "ui.why_disabled": ("Why are some moves greyed out?", "灰色の行動ができない理由"),
        "ui.first": ("Go to the start", "最初へ"),
        "ui.undo": ("Undo one step", "一手戻す"),
        "ui.redo": ("Redo one step", "一手進める"),
        "ui.last": ("Go to the latest step", "最新へ"),
        "ui.step": ("step {step} / {length}", "{step} / {length} 手目"),
        "ui.branch_note": (
            "(playing now starts a new branch)",
            "（ここで指すと新しい分岐になります）",
        ),
        "ui.error.unexpected": (
            "Something went wrong: {detail}. The match is unchanged.",
            "問題が発生しました: {detail}。対戦の状態は変わっていません。",
        ),
    }
)
