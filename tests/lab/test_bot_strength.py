"""The strong bot is stronger than the lookahead (issue 37), in few enough Naishi games for the
quick suite: four seeded games, the strong bot in each seat twice, judged on the points, which
tell far more per game than the wins. The full-size measurement (600 games, and every player
count of the other games with `--players`) is `python -m explorer.bench --strength`
(docs/benchmarks.md).
"""

from __future__ import annotations

from explorer.simulate import simulate


def test_the_strong_bot_outscores_the_lookahead_in_naishi() -> None:
    run = simulate("naishi", 4, bots="strong,lookahead", rotate=True, seed=37, progress=False)
    strong = run.lineup == run.bots.index("strong")
    assert run.n == 4 and strong.sum() == 4  # one strong seat a game, each seat twice
    margins = run.scores[strong] - run.scores[~strong]
    # One-sided: ahead on points over the four games, and winning at least half of them. A
    # strong bot that kept the worst of its candidates (its evaluation negated) loses these
    # four games by 285 points in all and wins none.
    assert margins.sum() > 0, margins
    assert run.win_rate_by_bot()["strong"].value >= 0.5, margins
