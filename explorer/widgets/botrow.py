"""The explorer's bot tools: a picker per seat (which bot plays it) and a Hint button that shows
the move a bot suggests for the player to act, and why, in the chosen language.

Made once: one picker for each seat the game can have (those beyond the match's players are
hidden), one button, one line of text; a refresh updates them in place. A hint is computed by
`explorer.bots` from the acting seat's view only, and is offered only to that seat (or to the
"everyone" view), so it never tells one player what another holds. Nothing here knows a rule.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from .. import bots
from ..engine import Action, derive, tr
from ..engine.bots import Choice, Estimate
from ..engine.i18n import has_message
from ..viz import html as vh
from .teaching import _hide

#: The picker value for the game's own bot, the one `Match.play_bot` uses.
STANDARD = ""


class BotTools:
    """The bot pickers and the Hint of an explorer `app` (a `GameExplorer`); the app closes
    `widget` with the rest of its tree."""

    #: The bot that gives hints.
    HINT_BOT = "lookahead"

    def __init__(self, app: Any) -> None:
        self.app = app
        game = app.match.game
        self.names = bots.available(game)
        self.chosen: dict[int, str] = {}
        self._labels: list[tuple[str, str]] = []
        self._syncing = False
        self.pickers: list[w.Dropdown] = []
        for seat in range(game.max_players):
            picker = w.Dropdown(layout=w.Layout(width="auto"))
            picker.add_class("ex-bot-picker")
            picker.observe(lambda c, seat=seat: self._on_pick(seat, c["new"]), names="value")
            self.pickers.append(picker)
        self.pickers_box = w.HBox(self.pickers)
        self.pickers_box.add_class("ex-bot-pickers")
        self.hint_button = w.Button(icon="lightbulb-o", layout=w.Layout(width="auto"))
        self.hint_button.add_class("ex-hint")
        self.hint_button.on_click(lambda b: app._busy_while(b, self.app.show_hint))
        self.hint_html = w.HTML()
        self.hint_html.add_class("ex-hint-text")
        self._hint: tuple[Any, Choice] | None = None
        self.widget = w.VBox([self.pickers_box, self.hint_button, self.hint_html])
        self.widget.add_class("ex-bot-tools")

    # -- choices ----------------------------------------------------------------------------

    def _on_pick(self, seat: int, value: str) -> None:
        if self._syncing:
            return
        if value == STANDARD:
            self.chosen.pop(seat, None)
        else:
            self.chosen[seat] = value

    def bot_for(self, seat: int) -> str:
        """The bot picked for `seat` (`STANDARD`: the game's own, as `Match.play_bot`)."""
        return self.chosen.get(seat, STANDARD)

    def play_one(self, seed: int) -> None:
        """One move for the player to act, by the bot picked for that seat."""
        match = self.app.match
        seat = match.current_player
        name = self.bot_for(seat) if seat is not None else STANDARD
        if name == STANDARD:
            match.play_bot(seed=seed)
            return
        choice = bots.choose(match.game, name, match.state, derive(seed, match.step))
        match.play(choice.action)

    def hint(self) -> Choice | None:
        """The suggested move for the player to act, or `None` when the app looks from another
        seat (a hint would use that player's hidden cards)."""
        match = self.app.match
        seat = match.current_player
        if seat is None or (self.app.seat is not None and self.app.seat != seat):
            return None
        choice = bots.choose(match.game, self.HINT_BOT, match.state,
                             derive(self.app.bot_seed, match.step))
        self._hint = (match.state, choice)
        return choice

    # -- refresh ----------------------------------------------------------------------------

    def refresh(self) -> None:
        """Labels in the app's language, one picker per seat of the match, the hint if it is
        still about the current position."""
        app, lang = self.app, self.app.lang
        match = app.match
        self._syncing = True
        try:
            labels = [(tr("ui.bot.standard", lang), STANDARD)] + [
                (_bot_label(name, lang), name) for name in self.names]
            relabel = labels != self._labels
            self._labels = labels
            for seat, picker in enumerate(self.pickers):
                # One message a picker: its options, value and name change together.
                with picker.hold_sync():
                    if relabel:
                        picker.options = labels
                    picker.value = self.chosen.get(seat, STANDARD)
                    picker.description = tr("ui.bot.seat", lang,
                                            player=match.player_label(seat)) \
                        if seat < match.players else ""
                _hide(picker, seat >= match.players)
            with self.hint_button.hold_sync():
                self.hint_button.description = tr("ui.hint", lang)
                self.hint_button.tooltip = tr("ui.hint.tip", lang)
                self.hint_button.disabled = match.is_over
            self.hint_html.value = self._hint_text(lang)
        finally:
            self._syncing = False

    def suggested(self) -> Action | None:
        """The move the hint suggests, while it is still about the current position."""
        hint = self._hint
        if hint is None or hint[0] is not self.app.match.state:
            return None
        return hint[1].action

    def _hint_text(self, lang: str) -> str:
        if self.suggested() is None:
            self._hint = None
            return ""
        assert self._hint is not None
        match, choice = self.app.match, self._hint[1]
        label = _describe(match, choice.action, lang)
        estimate = choice.estimate
        tie = estimate is not None and estimate.is_tie
        if tie:
            assert estimate is not None
            other = _describe(match, estimate.actions[estimate.runner_up], lang)
            title = tr("ui.hint.tie", lang, move=label, other=other)
        else:
            title = tr("ui.hint.move", lang, move=label)
        # The rule reason first, in words with its rule chip; the engine's numbers after.
        why = choice.why if choice.why is not None else choice.reason
        rule = choice.rule or _rule_of(match, choice.action)
        chip = vh.rule_chip(rule, lang, match.options) if rule else ""
        parts = [f"<b>{vh.escape(title)}</b>",
                 f"<div class='ex-hint-why'>{vh.escape(tr('ui.hint.why', lang))} "
                 f"{vh.escape(why.label(lang))} {chip}</div>"]
        if choice.why is not None:
            parts.append(f"<div class='ex-hint-numbers'>"
                         f"{vh.escape(tr('ui.hint.search', lang))} "
                         f"{vh.escape(choice.reason.label(lang))} "
                         f"{vh.escape(_spread_note(match, estimate, lang))}</div>")
        return ("<div class='ex-hint-box' style='margin:4px 0;padding:4px 8px;"
                "background:#fffbe6;border-left:3px solid #e0b040'>"
                f"{''.join(parts)}</div>")


def _spread_note(match: Any, estimate: Estimate | None, lang: str) -> str:
    """Whether the best two moves are told apart by the search (the tie, or the lead)."""
    if estimate is None or len(estimate.actions) < 2:
        return ""
    if estimate.samples < 2 and not estimate.is_tie:
        return ""  # one sample measures no spread
    spread = f"{estimate.spread:.2f}"
    if estimate.is_tie:
        return tr("ui.hint.tie_note", lang, margin=f"{estimate.margin:+.2f}", spread=spread)
    other = _describe(match, estimate.actions[estimate.runner_up], lang)
    return tr("ui.hint.ahead", lang, other=other, spread=spread)


def _rule_of(match: Any, action: Action) -> str | None:
    """The rule the move applies: the one its first event cites."""
    events = match.game.apply(match.state, action).events
    return str(events[0].rule) if events else None


def _describe(match: Any, action: Action, lang: str) -> str:
    return str(match.game.describe_action(match.state, action, lang))


def _bot_label(name: str, lang: str) -> str:
    key = f"ui.bot.{name}"
    return tr(key, lang) if has_message(key) else name
