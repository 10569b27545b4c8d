"""Naishi's named teaching moments (the lesson's sections), each a position built with
`positions.position` and, for some, the moves that lead to the moment.

This module may import only the engine and this package's `positions`.
"""

from __future__ import annotations

from ...engine import Scenario, Text
from .positions import position

#: The rulebook's worked example (62 points, rules spec naishi §16).
EXAMPLE_LINE = ("Fort", "Sentinel", "Advisor", "Banner", "RiceField")
EXAMPLE_HAND = ("Fort", "Mountain", "Naishi", "RiceField", "RiceField")
PLAIN_LINE = ("Mountain",) * 5


def _rulebook() -> object:
    return position(lines=[EXAMPLE_LINE, PLAIN_LINE],
                    hands=[EXAMPLE_HAND, ("Mountain", "Torii", "Mountain", "Mountain", "Monk")],
                    river=[4, 4, 3, 4, 4], court={"S1": 1}, player=0, turn=9, seed=3)


def _decree() -> object:
    return position(lines=[("Mountain", "Advisor", "Mountain", "Mountain", "Fort"),
                           ("Torii", "Mountain", "Naishi", "Mountain", "Mountain")],
                    hands=[("Mountain", "Mountain", "Monk", "Torii", "Mountain"),
                           ("Mountain", "Sentinel", "Mountain", "RiceField", "Mountain")],
                    river=[5, 4, 5, 5, 4], player=0, turn=7, seed=5)


def _declare() -> object:
    return position(lines=[EXAMPLE_LINE, PLAIN_LINE],
                    hands=[EXAMPLE_HAND, ("Mountain", "Torii", "Mountain", "Mountain", "Monk")],
                    river=[[], ["Horseman"], ["Ronin", "?"], ["?"], ["?", "?"]],
                    court={"E": 1, "S2": 1}, player=0, turn=27, seed=7)


def _two_piles() -> object:
    return position(lines=[("Fort", "Mountain", "Advisor", "Mountain", "Fort"),
                           ("Mountain", "Naishi", "Mountain", "Torii", "Mountain")],
                    hands=[("Mountain", "Mountain", "Naishi", "Torii", "Mountain"),
                           ("Monk", "Mountain", "Torii", "Mountain", "Sentinel")],
                    river=[[], ["RiceField"], ["?", "?"], ["?"], ["?", "?"]],
                    court={"E": 0}, player=0, turn=25, seed=11)


SCENARIOS: tuple[Scenario, ...] = (
    Scenario(
        "rulebook_example",
        Text.of("naishi.scenario.rulebook_example.title"),
        Text.of("naishi.scenario.rulebook_example.description"),
        position=_rulebook, rules=("naishi.12.fort", "naishi.12.sentinel", "naishi.12.advisor",
                                      "naishi.12.rice_field", "naishi.6.1"),
    ),
    Scenario(
        "decree_swap",
        Text.of("naishi.scenario.decree_swap.title"),
        Text.of("naishi.scenario.decree_swap.description"),
        position=_decree, rules=("naishi.7", "naishi.12.naishi"),
    ),
    Scenario(
        "declare_wins",
        Text.of("naishi.scenario.declare_wins.title"),
        Text.of("naishi.scenario.declare_wins.description"),
        position=_declare, actions=("declare end",), step=0, rules=("naishi.9", "naishi.10.2"),
    ),
    Scenario(
        "two_piles",
        Text.of("naishi.scenario.two_piles.title"),
        Text.of("naishi.scenario.two_piles.description"),
        position=_two_piles, actions=("develop H2", "end turn"), step=0,
        rules=("naishi.10.1",),
    ),
)
