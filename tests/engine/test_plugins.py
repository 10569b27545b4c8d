"""The plug-ins: each game is registered by one `GamePlugin` value whose parts are the ones the
package uses, and a missing, misspelt or misshapen part fails where the plug-in is written."""

from __future__ import annotations

import dataclasses

import pytest

import explorer
from explorer.engine import Match
from explorer.engine.registry import GamePlugin, PluginError, plugin, register_plugin
from explorer.plugins import PLUGINS
from explorer.widgets import GameExplorer, explore

PARTS = dict(table_view=None, explorer=None, bench_metrics=None, bots={}, play_bot=None,
             features=None)


def test_every_registered_game_is_a_plugin_with_all_its_parts() -> None:
    assert sorted(p.name for p in PLUGINS) == list(explorer.registered_games())
    for p in PLUGINS:
        assert plugin(p.name) is p and explorer.load_game(p.name) is p.game
        assert p.table_view is not None and p.bench_metrics is not None
        assert p.explorer is not None and issubclass(p.explorer, GameExplorer)
        assert {"random", "heuristic", "lookahead"} <= set(p.bots)
        assert p.features is not None and p.scenarios


def test_the_parts_are_the_ones_used() -> None:
    for p in PLUGINS:
        app = explore(p.name, seed=2)
        assert type(app) is p.explorer
        state = app.match.view(app.seat)
        assert app.table_html() == p.table_view(p.game, state, app.seat, app.lang)
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


def test_another_plugin_under_a_taken_name_is_refused() -> None:
    other = dataclasses.replace(plugin("naishi"), bots={})
    with pytest.raises(PluginError, match="another plug-in"):
        register_plugin(other)
    assert plugin("naishi") is not other
    register_plugin(plugin("naishi"))  # the same value again is harmless
