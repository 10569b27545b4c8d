"""The plug-ins: each game is registered by one `GamePlugin` value whose parts are the ones the
package uses, and a missing, misspelt or misshapen part fails where the plug-in is written."""

from __future__ import annotations

import dataclasses
import inspect

import pytest

import explorer
from explorer.engine import Match
from explorer.engine.registry import GamePlugin, PluginError, plugin, register_plugin
from explorer.plugins import PLUGINS
from explorer.viz.html import generic_table_html
from explorer.widgets import GameExplorer, explore

from .. import SHIPPED

PARTS = dict(table_view=None, explorer=None, bench_metrics=None, bots={}, play_bot=None,
             features=None)




def test_every_registered_game_is_a_plugin_and_the_shipped_ones_have_all_their_parts() -> None:
    assert sorted(p.name for p in PLUGINS) == list(explorer.registered_games())
    assert set(SHIPPED) <= set(explorer.registered_games())
    for p in PLUGINS:
        assert plugin(p.name) is p and explorer.load_game(p.name) is p.game
        assert p.explorer is None or issubclass(p.explorer, GameExplorer)
        if p.name in SHIPPED:
            assert p.table_view is not None and p.bench_metrics is not None
            assert p.explorer is not None and p.kernel is not None
            assert {"random", "heuristic", "lookahead"} <= set(p.bots)
            assert p.features is not None and p.scenarios and p.option_help


def test_the_parts_are_the_ones_used_and_a_missing_one_is_the_generic_one() -> None:
    for p in PLUGINS:
        app = explore(p.name, seed=2)
        assert type(app) is (p.explorer or GameExplorer)
        state = app.match.view(app.seat)
        view = p.table_view or generic_table_html
        # A view that can leave out its style sheet does so in the explorer, which sends the
        # sheet once in its style widget rather than with every table.
        css = {"css": False} if "css" in inspect.signature(view).parameters else {}
        assert app.table_html() == view(p.game, state, app.seat, app.lang, **css)
        app.close()
    match = Match("naishi", seed=3)
    bot = plugin("naishi").play_bot
    assert bot is not None
    expected = bot(match.game, match.state, explorer.engine.derive(7, 0))
    assert match.play_bot(seed=7) == expected


def test_a_misspelt_or_missing_part_fails_at_registration() -> None:
    game = explorer.load_game("naishi")
    with pytest.raises(TypeError, match="table_veiw"):
        GamePlugin(game=game, table_veiw=None, **{k: v for k, v in PARTS.items()
                                                    if k != "table_view"})
    with pytest.raises(TypeError, match="features"):
        GamePlugin(game=game, **{k: v for k, v in PARTS.items() if k != "features"})
    with pytest.raises(PluginError, match="table_view"):
        GamePlugin(game=game, **{**PARTS, "table_view": lambda game, state: ""})
    with pytest.raises(PluginError, match="explorer"):
        GamePlugin(game=game, **{**PARTS, "explorer": "NaishiExplorer"})
    with pytest.raises(PluginError, match="game"):
        GamePlugin(game="naishi", **PARTS)  # type: ignore[arg-type]  # the wrong type on purpose


def test_a_game_without_its_state_class_fails_at_registration() -> None:
    """Positions and share codes read a state back through `Game.State`'s type hints: a game
    that forgets it fails where it is plugged in, not when a position is first loaded."""
    game = explorer.load_game("naishi")
    forgetful = type("Forgetful", (type(game),), {"State": object})()
    with pytest.raises(PluginError, match="part game: its State is not the dataclass"):
        GamePlugin(game=forgetful, **PARTS)


def test_another_plugin_under_a_taken_name_is_refused() -> None:
    other = dataclasses.replace(plugin("naishi"), bots={})
    with pytest.raises(PluginError, match="another plug-in"):
        register_plugin(other)
    assert plugin("naishi") is not other
    register_plugin(plugin("naishi"))  # the same value again is harmless
