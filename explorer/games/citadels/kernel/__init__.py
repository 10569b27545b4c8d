"""Citadels' playout kernel: the same game as the reference rule book
(`explorer.games.citadels.rules`), tuned for speed, for the bench, simulations and the bots'
searches (`explorer.engine.registry.playout_game`). `rules` holds its moves and game class,
`flow` the course of a round. Checked against the reference at every state of seeded games
(`explorer.engine.testing.check_kernel`); never read as the rules.
"""

from __future__ import annotations

from .rules import RULEBOOK, CitadelsKernel, destroy_cost

KERNEL = CitadelsKernel()

__all__ = ["KERNEL", "RULEBOOK", "CitadelsKernel", "destroy_cost"]
