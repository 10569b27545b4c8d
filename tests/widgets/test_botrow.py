"""The explorer's bot tools, driven headless: a bot per seat, and the Hint."""

from __future__ import annotations

import dataclasses
import re
from typing import Any

import pytest

from explorer import bots
from explorer.engine import Match, derive
from explorer.engine.bots import Choice, Lookahead
from explorer.games.naishi import bots as naishi_bots
from explorer.widgets import explore


def test_one_picker_per_seat_the_others_hidden() -> None:
    app = explore("whispers", players=3, seed=2)
    pickers = app.bot_tools.pickers
    assert len(pickers) == 5
    shown = [p for p in pickers if "ex-off" not in p._dom_classes]
    assert len(shown) == 3 and all("lookahead" in dict(p.options).values() for p in shown)
    app.language.value = "ja"
    assert "先読み" in dict(pickers[0].options)
    app.close()


def test_a_picked_bot_plays_its_seat() -> None:
    app = explore("naishi", seed=4, bot_seed=9)
    seat = app.match.current_player
    app.bot_tools.pickers[seat].value = "random"
    expected = bots.choose("naishi", "random", app.match.state, derive(9, 0)).action
    app.bot_button.click()
    assert app.match.actions[-1] == expected
    app.bot_tools.pickers[seat].value = ""
    app.end_button.click()
    assert app.match.is_over
    app.close()


def test_the_standard_bot_is_the_match_bot() -> None:
    app = explore("citadels", players=4, seed=6, bot_seed=2)
    reference = app.match.__class__("citadels", 4, 6)
    reference.play_bot(seed=2)
    app.bot_button.click()
    assert app.match.actions == reference.actions
    app.close()


def test_hint_shows_the_move_and_why_in_the_chosen_language() -> None:
    app = explore("naishi", seed=4)
    for _ in range(3):  # past the opening exchange
        app.match.play_bot()
    app.refresh()
    app.bot_tools.hint_button.click()
    text = app.bot_tools.hint_html.value
    assert ("Suggested" in text or "A tie" in text) and "guesses of the hidden cards" in text
    app.language.value = "ja"
    assert re.search("おすすめ|互角", app.bot_tools.hint_html.value)
    app.buttons[0].click()
    assert app.bot_tools.hint_html.value == ""  # a hint is about one position only
    app.close()


def test_no_hint_for_another_seat() -> None:
    app = explore("naishi", seed=4)
    other = 1 - app.match.current_player
    app.seat_picker.value = other
    app.bot_tools.hint_button.click()
    assert app.bot_tools.hint_html.value == ""
    assert "player to act" in app.messages.value
    app.close()


def _engine_values(choice: Choice) -> list[str]:
    """Every number the search measured, as the hint may print it."""
    estimate = choice.estimate
    assert estimate is not None
    values = [f"{m:+.2f}" for m in estimate.means] + [f"{estimate.margin:+.2f}",
                                                      f"{estimate.spread:.2f}"]
    values += [str(v) for k, v in choice.reason.params.items() if k in ("value", "margin")]
    return values


@pytest.mark.parametrize(("game", "options"), [
    ("naishi", {}), ("whispers", {"players": 4}), ("citadels", {"players": 5})])
def test_the_hint_gives_the_rule_reason_before_any_engine_number(
        game: str, options: dict[str, Any]) -> None:
    app = explore(game, seed=3, bot_seed=5, **options)
    searched = 0
    for turn in range(40):
        if app.match.is_over:
            break
        app.bot_tools.hint_button.click()
        hint = app.bot_tools._hint
        assert hint is not None
        for lang in ("en", "ja"):
            app.language.value = lang
            text = app.bot_tools.hint_html.value
            why = text.index("ex-hint-why")
            assert why > 0 and "ex-chip" in text[why:], text  # a rule chip with the reason
            if hint[1].estimate is None:
                continue
            searched += 1
            numbers = text.index("ex-hint-numbers")
            assert why < numbers, text
            for value in _engine_values(hint[1]):
                assert value not in text[:numbers], (lang, value, text)
        app.language.value = "en"
        app.match.play_bot(seed=turn)
        app.refresh()
    assert searched >= 4  # the search's own hints were among them
    app.close()


def _flat(game: Any, view: Any, rng: Any) -> Choice:
    """A search that finds every move worth the same: a tie by construction."""
    search = Lookahead(determinize=naishi_bots.determinize, evaluate=lambda s, seat: 1.0,
                       rank=naishi_bots.ranked, width=3, horizon=2, budget=30,
                       explain=naishi_bots.explain)
    return search(game, view, rng)


def test_a_constructed_tie_is_called_a_tie_and_a_clear_lead_is_not() -> None:
    match = Match("naishi", seed=4)
    for _ in range(3):
        match.play_bot()
    tied = bots.choose("naishi", "lookahead", match.state, derive(1, 0))
    assert tied.estimate is not None
    flat = dataclasses.replace(tied.estimate, means=(1.0,) * len(tied.estimate.means),
                               errors=(0.0,) * len(tied.estimate.means))
    ahead = tuple(2.0 if i == flat.best else m for i, m in enumerate(flat.means))
    assert flat.is_tie and not dataclasses.replace(flat, means=ahead).is_tie
    bots.register("naishi", "flat", _flat)
    try:
        app = explore("naishi", seed=4)
        for _ in range(3):
            app.match.play_bot()
        app.refresh()
        app.bot_tools.HINT_BOT = "flat"
        app.bot_tools.hint_button.click()
        hint = app.bot_tools._hint
        assert hint is not None and hint[1].estimate is not None
        assert hint[1].estimate.is_tie and hint[1].estimate.margin == 0.0
        text = app.bot_tools.hint_html.value
        assert "A tie:" in text and "either move is as good" in text, text
        app.language.value = "ja"
        assert "互角:" in app.bot_tools.hint_html.value
        app.close()
    finally:
        bots.unregister("naishi", "flat")


def test_the_suggested_move_is_marked_in_the_move_list_until_a_move() -> None:
    app = explore("citadels", players=4, seed=6, bot_seed=2)
    assert not any("ex-suggested" in b._dom_classes for b in app.pool.buttons)
    before = len(app.pool.buttons)
    app.bot_tools.hint_button.click()
    suggested = app.bot_tools.suggested()
    marked = [i for i, b in enumerate(app.pool.visible) if "ex-suggested" in b._dom_classes]
    assert len(marked) == 1 and app.pool._values[marked[0]] == suggested
    assert len(app.pool.buttons) == before  # marked in place: no new widget
    other = next(b for b in app.buttons if "ex-suggested" not in b._dom_classes)
    other.click()
    assert app.bot_tools.suggested() is None
    assert not any("ex-suggested" in b._dom_classes for b in app.pool.buttons)
    app.close()
