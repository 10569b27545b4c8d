"""Every text the explorers show, in random positions of the three games and in both languages:
no markdown leftovers (`**`, `__`, backticks) and no internal action code as a tooltip (a
tooltip says the full sentence, or why a move is refused)."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from html import unescape

import ipywidgets as w
import pytest

import explorer
from explorer.widgets import explore

MARKDOWN = re.compile(r"\*\*|__|`")


def visible_text(html: str) -> str:
    """The text a reader sees in an HTML value (styles and tags dropped); `title` attributes
    are tooltips and are kept."""
    html = re.sub(r"<style.*?</style>", " ", html, flags=re.S)
    titles = " ".join(re.findall(r'title="([^"]*)"', html))
    return unescape(re.sub(r"<[^>]+>", " ", html) + " " + titles)


def texts(widget: w.Widget) -> Iterator[tuple[str, str]]:
    """(where, text) for every label, tooltip, value and title under `widget`."""
    name = type(widget).__name__
    for trait in ("description", "tooltip"):
        value = getattr(widget, trait, None)
        if isinstance(value, str) and value:
            yield f"{name}.{trait}", value
    if isinstance(widget, w.HTML | w.Label):
        yield f"{name}.value", visible_text(widget.value)
    for label in getattr(widget, "_options_labels", ()) or ():
        yield f"{name}.option", label
    for title in getattr(widget, "titles", ()) or ():
        if title:
            yield f"{name}.title", title
    for child in getattr(widget, "children", ()) or ():
        yield from texts(child)


#: Every registered game, with the explorer's arguments some need (the generic explorer of a
#: game without its own widget takes none).
KWARGS = {"whispers": {"players": 5, "use_dot": False}, "citadels": {"players": 7}}
GAMES = [(name, KWARGS.get(name, {})) for name in explorer.registered_games()]


@pytest.mark.parametrize(("name", "kwargs"), GAMES, ids=[g for g, _ in GAMES])
def test_no_markdown_leftovers_and_no_codes_in_tooltips(name, kwargs):
    rng = random.Random(3)
    app = explore(name, seed=11, **kwargs)
    for step in range(40):
        for lang in ("en", "ja"):
            app.set_language(lang)
            for where, text in texts(app.widget):
                assert not MARKDOWN.search(text), f"{name} step {step} {lang} {where}: {text!r}"
            shown = app.pool.visible
            codes = {str(action) for action in app.match.game.candidate_actions(
                app.match.state)} if not app.match.is_over else set()
            for button in shown:
                if button.tooltip in codes and button.tooltip != button.description:
                    pytest.fail(f"{name}: tooltip {button.tooltip!r} is an internal code")
                if not button.disabled:
                    assert button.tooltip == button.description, "the full sentence"
        if app.match.is_over:
            app.new_game()
        elif app.buttons:
            rng.choice(app.buttons).click()
        else:
            app.bot_move()
