"""The strong bot is stronger than the lookahead (issue 37): seeded Naishi games, the strong bot
in each seat in turn. The soak tier only: 24 strong games take about two minutes on one core.
`python -m explorer.bench --strength` measures every game and player count (docs/benchmarks.md).
"""

from __future__ import annotations

import pytest

from explorer.simulate import simulate


@pytest.mark.soak
def test_the_strong_bot_wins_most_naishi_games_against_the_lookahead() -> None:
    run = simulate("naishi", 24, bots="strong,lookahead", rotate=True, seed=37, progress=False)
    win = run.win_rate_by_bot()["strong"]
    assert run.n == 24
    # Issue 37's target is 60 % of games; measured: 79 % of 60 games (docs/benchmarks.md).
    assert win.value >= 0.6, win
