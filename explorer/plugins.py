"""The one place where games are plugged in: a `GamePlugin` value per game, naming its `Game`,
table view, explorer, benchmark metrics, bots (the named ones and the one behind
`Match.play_bot`), simulation features and scenarios, registered when `explorer` is imported.
A part that is missing or of the wrong shape fails here, at import, not later as a silent
fall-back to generic behaviour.

This module is the top layer: it may import the engine, the games, the views and the widgets,
and nothing in the package imports it but `explorer/__init__.py`.
"""

from __future__ import annotations

import functools
from typing import Any

from .engine.registry import GamePlugin, register_plugin
from .games import citadels, naishi, whispers
from .games.citadels import bench as citadels_bench
from .games.citadels import bot as citadels_bot
from .games.citadels import bots as citadels_bots
from .games.citadels import features as citadels_features
from .games.citadels import options as citadels_options
from .games.citadels import scenarios as citadels_scenarios
from .games.citadels import tutorial as citadels_tutorial
from .games.citadels.rules import ending as citadels_ending
from .games.naishi import bench as naishi_bench
from .games.naishi import bots as naishi_bots
from .games.naishi import features as naishi_features
from .games.naishi import kernel as naishi_kernel
from .games.naishi import options as naishi_options
from .games.naishi import scenarios as naishi_scenarios
from .games.naishi import tutorial as naishi_tutorial
from .games.whispers import bench as whispers_bench
from .games.whispers import bots as whispers_bots
from .games.whispers import features as whispers_features
from .games.whispers import options as whispers_options
from .games.whispers import scenarios as whispers_scenarios
from .games.whispers import tutorial as whispers_tutorial
from .viz import citadels as citadels_view
from .viz import naishi as naishi_view
from .viz import whispers as whispers_view
from .widgets.citadels import CitadelsExplorer
from .widgets.naishi import NaishiExplorer
from .widgets.whispers import WhispersExplorer


def naishi_scores_now(state: Any) -> tuple[int, ...]:
    """Each territory scored as if the game ended now (0 before the Hands are formed): the
    kernel's `total_now`, the fast exact totals the readable scorer agrees with."""
    return tuple(naishi_kernel.total_now(state, seat) or 0 for seat in (0, 1))


def whispers_scores_now(state: Any) -> tuple[int, ...]:
    """The points scored in the rounds so far."""
    return tuple(state.scores)


def citadels_scores_now(state: Any) -> tuple[int, ...]:
    """Each city scored as if the game ended now (bonuses included)."""
    # Most turns change no city: a cache on what `final_score` reads skips rescoring them.
    key = (state.cities, state.first_complete, state.haunted_round == state.round,
           state.options)
    found = _CITADELS_SCORES.get(key)
    if found is None:
        if len(_CITADELS_SCORES) >= 4096:
            _CITADELS_SCORES.clear()
        found = _CITADELS_SCORES[key] = tuple(
            citadels_ending.final_score(state, seat).total for seat in range(state.players))
    return found


_CITADELS_SCORES: dict[Any, tuple[int, ...]] = {}


PLUGINS: tuple[GamePlugin, ...] = (
    GamePlugin(
        game=naishi.GAME,
        kernel=naishi.KERNEL,
        table_view=naishi_view.table_html,
        explorer=NaishiExplorer,
        bench_metrics=naishi_bench.metrics,
        bots=naishi_bots.BOTS,
        play_bot=naishi_bots.greedy_action,
        features=naishi_features.tracker,
        scenarios=naishi_scenarios.SCENARIOS,
        option_help=naishi_options.OPTION_HELP,
        running_scores=naishi_scores_now,
        tutorial=naishi_tutorial.TUTORIAL,
        review=naishi_bots.REVIEW,
    ),
    GamePlugin(
        game=whispers.GAME,
        kernel=whispers.KERNEL,
        table_view=whispers_view.table_html,
        explorer=WhispersExplorer,
        bench_metrics=functools.partial(whispers_bench.metrics, whispers_view.graph_svg),
        bots=whispers_bots.BOTS,
        play_bot=None,
        features=whispers_features.tracker,
        scenarios=whispers_scenarios.SCENARIOS,
        option_help=whispers_options.OPTION_HELP,
        running_scores=whispers_scores_now,
        tutorial=whispers_tutorial.TUTORIAL,
        review=whispers_bots.REVIEW,
    ),
    GamePlugin(
        game=citadels.GAME,
        kernel=citadels.KERNEL,
        table_view=citadels_view.table_html,
        explorer=CitadelsExplorer,
        bench_metrics=citadels_bench.metrics,
        bots=citadels_bots.BOTS,
        play_bot=citadels_bot.choose,
        features=citadels_features.tracker,
        scenarios=citadels_scenarios.SCENARIOS,
        option_help=citadels_options.OPTION_HELP,
        running_scores=citadels_scores_now,
        tutorial=citadels_tutorial.TUTORIAL,
        review=citadels_bots.REVIEW,
    ),
)

for _plugin in PLUGINS:
    register_plugin(_plugin)
