"""Widgets made once: the button pool relabels and re-binds its buttons, and the three games'
explorers keep the number of live widget models flat over hundreds of clicks, undos and language
switches (each new model is a round trip to the browser)."""

from __future__ import annotations

import random

import ipywidgets as w
import pytest
from ipywidgets.widgets import widget as widget_module

import explorer
from explorer.engine import Match
from explorer.engine.registry import plugin
from explorer.widgets import explore
from explorer.widgets.explorer import ButtonPool, Choice, close_tree


def live() -> int:
    """How many widget models are alive in the kernel (each one has a view in the browser)."""
    return len(widget_module._instances)


def choices(*labels: str, enabled: bool = True, header: str = "") -> list[Choice]:
    return [Choice(label, f"tip {label}", enabled, label, header if i == 0 else "")
            for i, label in enumerate(labels)]


def test_the_pool_grows_only_past_its_largest_position_and_rebinds_its_buttons():
    clicked: list[object] = []
    pool = ButtonPool(lambda value, button: clicked.append(value))
    pool.show(choices("a", "b", "c"))
    made = list(pool.buttons)
    before = live()
    pool.show(choices("x"))
    pool.show(choices("p", "q", "r"))
    assert live() == before and pool.buttons == made
    assert [b.description for b in pool.visible] == ["p", "q", "r"]
    made[2].click()
    assert clicked == ["r"]
    pool.show(choices("one"))
    made[2].click()  # no longer shown: a stale click does nothing
    assert clicked == ["r"] and len(pool.box.children) == 1
    pool.show(choices(*"abcd"))
    assert len(pool.buttons) == 4 and live() == before + 1, "one model per new button"


def test_disabled_buttons_do_not_dispatch_and_headers_are_pooled():
    clicked: list[object] = []
    pool = ButtonPool(lambda value, button: clicked.append(value))
    pool.show(choices("a", "b", header="Group"))
    header = pool.box.children[0]
    assert isinstance(header, w.HTML) and "Group" in header.value
    pool.show(choices("c", "d", enabled=False))
    pool.buttons[0].click()
    assert clicked == [] and pool.buttons[0].tooltip == "tip c"
    assert header not in pool.box.children and header.comm is not None, (
        "a heading no longer needed leaves the box and stays open for later")
    pool.show(choices("e", header="Other"))
    assert pool.box.children[0] is header and "Other" in header.value


def test_unchanged_positions_send_no_children_again():
    pool = ButtonPool(lambda value, button: None)
    pool.show(choices("a", "b"))
    sent: list[object] = []
    pool.box.observe(sent.append, names="children")
    pool.show(choices("c", "d"))
    assert sent == []


def test_closing_the_pool_closes_every_model():
    before = live()
    pool = ButtonPool(lambda value, button: None)
    pool.show(choices(*"abcdef", header="H"))
    assert live() > before
    pool.close()
    assert live() == before


def test_close_tree_closes_layouts_and_styles():
    before = live()
    box = w.VBox([w.Button(description="x"), w.HBox([w.HTML("y")])])
    close_tree(box)
    assert live() == before


def random_walk(app, rng: random.Random, steps: int) -> None:
    """Clicks on enabled action buttons, with undos, redos and language switches mixed in."""
    for _ in range(steps):
        if app.match.is_over:
            app.seed_box.value += 1
            app.new_game()
        roll = rng.random()
        if roll < 0.1 and app.match.step:
            app.prev_button.click()
        elif roll < 0.15 and app.match.step < app.match.length:
            app.next_button.click()
        elif roll < 0.2:
            app.language.value = "ja" if app.lang == "en" else "en"
        elif app.buttons:
            rng.choice(app.buttons).click()
        else:
            app.bot_button.click()
        assert "ex-error" not in app.messages.value, app.messages.value


#: Every registered game, with the explorer's arguments some need (the generic explorer of a
#: game without its own widget takes none).
KWARGS = {"whispers": {"players": 5, "use_dot": False}, "citadels": {"players": 7}}
GAMES = [(name, KWARGS.get(name, {})) for name in explorer.registered_games()]


@pytest.mark.parametrize(("name", "kwargs"), GAMES, ids=[g for g, _ in GAMES])
def test_live_widget_models_stay_flat(name, kwargs):
    app = explore(name, seed=5, **kwargs)
    rng = random.Random(7)
    random_walk(app, rng, 120)
    start, pooled = live(), pool_size(app)
    random_walk(app, rng, 300)
    # The pool may still meet a position with more moves than any before (one model per new
    # button or heading); nothing else may be new.
    grown = pool_size(app) - pooled
    assert live() - grown <= start, f"{live() - start - grown} widget models leaked"
    app.close()


def pool_size(app) -> int:
    return len(app.pool.buttons) + len(app.pool._headers)


def test_reserve_makes_buttons_that_show_reuses():
    pool = ButtonPool(lambda value, button: None)
    pool.reserve(4)
    made = list(pool.buttons)
    assert len(made) == 4 and pool.visible == [] and pool.box.children == ()
    before = live()
    pool.show(choices(*"abc"))
    assert live() == before and pool.buttons == made
    pool.reserve(2)  # never shrinks
    assert pool.buttons == made


#: The games with their own explorer, which says how many buttons its pool needs (the
#: generic explorer's pool grows as needed).
SIZED = [(name, kwargs) for name, kwargs in GAMES if plugin(name).explorer is not None]


@pytest.mark.parametrize(("name", "kwargs"), SIZED, ids=[g for g, _ in SIZED])
def test_the_pool_is_made_up_front_and_clicks_make_no_buttons(name, kwargs):
    app = explore(name, seed=5, **kwargs)
    assert len(app.pool.buttons) >= app.pool_size() > 0
    before, buttons, headers = live(), len(app.pool.buttons), len(app.pool._headers)
    rng = random.Random(3)
    for _ in range(40):
        if app.match.is_over:
            break
        if app.buttons:
            rng.choice(app.buttons).click()
        else:
            app.bot_button.click()
    assert len(app.pool.buttons) == buttons
    assert len(app.pool._headers) == headers and live() == before, "a click made a model"
    app.close()


@pytest.mark.parametrize(("name", "players"), [("naishi", 2), ("whispers", 3), ("whispers", 4),
                                               ("whispers", 5)])
def test_no_position_lists_more_moves_than_the_declared_pool(name, players):
    app = explore(name, players=players, seed=0)
    most = app.pool_size()
    app.close()
    seen = 0
    for seed in range(12):
        match = Match(name, players, seed=seed)
        while not match.is_over:
            seen = max(seen, len(match.game.candidate_actions(match.state)))
            match.play_bot(seed=seed)
    assert 0 < seen <= most


def test_mark_moves_one_class_between_the_shown_buttons() -> None:
    pool = ButtonPool(lambda value, button: None)
    pool.show([Choice("A", "a", True, 1), Choice("B", "b", True, 2), Choice("C", "c", True, 3)])
    pool.mark(2)
    assert [("ex-suggested" in b._dom_classes) for b in pool.buttons] == [False, True, False]
    pool.mark(3)
    assert [("ex-suggested" in b._dom_classes) for b in pool.buttons] == [False, False, True]
    pool.show([Choice("D", "d", True, 4)])  # the marked value is no longer shown
    pool.mark(3)
    assert not any("ex-suggested" in b._dom_classes for b in pool.buttons)
    pool.mark(4)
    pool.mark(None)
    assert not any("ex-suggested" in b._dom_classes for b in pool.buttons)
    pool.close()
