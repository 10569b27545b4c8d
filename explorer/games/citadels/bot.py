"""A simple, deterministic Citadels bot: sensible choices, ties broken by the rng it is given.

It takes gold when it has cards worth building, draws when its hand is poor, builds the most
valuable affordable district (its points, and under a variant the end points it would add to
the city), keeps the dearest drawn card (under a variant, the one adding most to his city, and
of equal value the cheapest for him at the cost in force), takes income, and aims the Assassin,
Thief and Warlord at the leader. It contains no rules: it only ranks the legal actions.

This module may import only the engine and the modules of this package.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ...engine import Action, Game, Rng
from .actions import (
    BeginExchange,
    Build,
    Choose,
    Destroy,
    Discard,
    DrawCards,
    EndTurn,
    FinishExchange,
    KeepCard,
    Kill,
    Recover,
    Rob,
    SetAside,
    SwapHands,
    TakeGold,
    TakeIncome,
    UseLaboratory,
    UseSmithy,
)
from .cards import Character, District
from .rules.architect import ONE_BUILD
from .rules.building import build_cost
from .scoring import end_points_total
from .state import CitadelsState, Phase


def _leader(state: CitadelsState, me: int) -> int:
    """The other seat with the most valuable city (then the most gold)."""
    others = [s for s in range(state.players) if s != me] or [me]
    points = state.options.content.tables.points
    return max(others, key=lambda s: (sum(points[d] for d in state.cities[s]), state.gold[s],
                                      -s))


def build_value(state: CitadelsState, seat: int, d: District) -> int:
    """What building `d` is worth to `seat` now: its points, and under a content whose
    districts score at the end per colour or per kind, the end points his city would gain
    with it (rule citadels.8.scoring)."""
    content = state.options.content
    facts = content.tables
    if not (facts.end_bonus or facts.end_kind):
        return facts.points[d]
    city = state.cities[seat]
    return (facts.points[d] + end_points_total((*city, d), content)
            - end_points_total(city, content))


def price_of(state: CitadelsState, seat: int) -> Callable[[District], int]:
    """What `seat` would pay for a district: its cost, or under a content whose districts
    change building costs, the cost in force for his city (rule citadels.6.3)."""
    facts = state.options.content.tables
    if not facts.build_change:
        return facts.cost.__getitem__
    return lambda d: build_cost(state, seat, d)


def _keep_key(state: CitadelsState, seat: int) -> Callable[[Any], Any]:
    """How the bot ranks the drawn cards it may keep: a card its city and hand lack first;
    then, printed, the dearest (the cost stands for the points); under a content whose
    districts change costs or score at the end, the most it would add to his city
    (`build_value`), and of equal value the one he would pay least for."""
    city, hand = state.cities[seat], state.hands[seat]
    facts = state.options.content.tables
    if not (facts.build_change or facts.end_bonus or facts.end_kind):
        return lambda a: (a.district not in city and a.district not in hand,
                          facts.cost[a.district])
    price = price_of(state, seat)
    return lambda a: (a.district not in city and a.district not in hand,
                      build_value(state, seat, a.district), -price(a.district))


def _character_value(state: CitadelsState, seat: int, c: Character) -> float:
    city, hand, gold = state.cities[seat], state.hands[seat], state.gold[seat]
    facts = state.options.content.tables
    colour = facts.income[c]
    value = 1.0
    if colour is not None:
        colours = facts.colour
        for d in city:  # a loop, not `sum(...)` of a generator: asked for every draft choice
            if colours[d] is colour:
                value += 1
    if facts.build_limit[c] > ONE_BUILD and gold >= 4:
        value += 2
    value += facts.gold_after[c]
    # The powers in force (a variant may move them): what each is worth to this seat now.
    powers = facts.powers[c]
    if "exchange" in powers and len(hand) <= 1:
        value += 2
    if "crown" in powers and state.crown != seat:
        value += 0.5
    if "kill" in powers or "rob" in powers:
        value += 1.5
    return value


#: Picks among actions by a key, ties broken by the bot's noise.
Best = Callable[[Sequence[Action], Callable[[Any], Any]], Action]


def _power_choice(state: CitadelsState, seat: int, by_type: dict[type, list[Action]],
                  best: Best) -> Action | None:
    """The character power to use now, if any: kill, rob, swap or exchange."""
    hand, city = state.hands[seat], state.cities[seat]
    kills = by_type.get(Kill, [])
    if kills:
        good = [a for a in kills if a.target not in state.face_up]  # type: ignore[attr-defined]  # grouped by class
        return best(good or kills, lambda a: a.target in (Character.KING, Character.ARCHITECT,
                                                          Character.MERCHANT, Character.WARLORD))
    robs = by_type.get(Rob, [])
    if robs:
        good = [a for a in robs if a.target not in state.face_up]  # type: ignore[attr-defined]  # grouped by class
        return best(good or robs, lambda a: a.target in (Character.MERCHANT, Character.KING,
                                                         Character.ARCHITECT))
    swaps = by_type.get(SwapHands, [])
    if swaps:
        richest = max(swaps, key=lambda a: (len(state.hands[a.seat]), -a.seat))  # type: ignore[attr-defined]  # grouped by class
        if len(state.hands[richest.seat]) > len(hand):  # type: ignore[attr-defined]  # grouped by class
            return richest
    if BeginExchange in by_type and hand and all(d in city for d in hand):
        return by_type[BeginExchange][0]
    return None


def _turn_choice(state: CitadelsState, seat: int, by_type: dict[type, list[Action]],
                 best: Best) -> Action:
    """Gold or cards, then building, income, the purple districts' uses, the Warlord."""
    hand, city, gold = state.hands[seat], state.cities[seat], state.gold[seat]
    facts = state.options.content.tables
    turn = state.turn
    assert turn is not None  # a turn's phase
    if not turn.acted:
        wanted = [d for d in hand if d not in city]
        if DrawCards in by_type and (not wanted or (len(hand) <= 1 and gold >= 4)):
            return by_type[DrawCards][0]
        return by_type[TakeGold][0]
    builds = by_type.get(Build, [])
    if builds:
        return best(builds, lambda a: build_value(state, seat, a.district))
    if TakeIncome in by_type:
        return by_type[TakeIncome][0]
    labs = [a for a in by_type.get(UseLaboratory, []) if a.district in city]  # type: ignore[attr-defined]  # grouped by class
    if labs:
        return labs[0]
    if UseSmithy in by_type and gold >= 6 and len(hand) <= 1:
        return by_type[UseSmithy][0]
    if Destroy in by_type and gold >= 3:
        leader = _leader(state, seat)
        destroys = [a for a in by_type[Destroy] if a.seat == leader  # type: ignore[attr-defined]  # grouped by class
                    and a.district is not facts.graveyard]  # type: ignore[attr-defined]  # grouped by class
        if destroys:
            return best(destroys, lambda a: -facts.cost[a.district])
    return by_type[EndTurn][0]


def choose(game: Game[CitadelsState], state: CitadelsState, rng: Rng) -> Action:
    seat = game.current_player(state)
    assert seat is not None
    return choose_among(state, game.legal_actions(state), seat, rng)


#: Read at every decision: a module's name is quicker than an enum member through its class.
_DRAFT, _GRAVEYARD = Phase.DRAFT, Phase.GRAVEYARD


def choose_among(state: CitadelsState, legal: Sequence[Action], seat: int, rng: Rng) -> Action:
    """`choose`, given the legal actions of `state` and the seat to act (`bots.heuristic` has
    them already)."""

    def best(actions: Sequence[Action], key: Callable[[Any], Any]) -> Action:
        # The greatest key; of equal ones, the bot's noise picks, the last listed first (the
        # order of sorting (key, index) pairs from the greatest): a loop, not a sort of a
        # generator's pairs, and the noise drawn only for a tie (its rng is not read again).
        keys = [key(a) for a in actions]
        top_key = max(keys)
        top = [actions[i] for i in range(len(keys) - 1, -1, -1) if keys[i] == top_key]
        if len(top) == 1:
            return top[0]
        noise, _ = rng.below(1000)
        return top[noise % len(top)]

    phase = state.phase
    if phase is _DRAFT:
        if isinstance(legal[0], Discard):
            return best(legal, lambda a: -_character_value(state, seat, a.character))
        return best(legal, lambda a: _character_value(state, seat, a.character)
                    if isinstance(a, Choose) else 0)
    if phase is _GRAVEYARD:
        for a in legal:
            if isinstance(a, Recover):
                return a
        return legal[-1]
    turn = state.turn
    assert turn is not None
    city = state.cities[seat]
    if isinstance(legal[0], KeepCard):
        return best(legal, _keep_key(state, seat))
    if turn.exchange is not None:
        # Put back the cards that duplicate the city, then draw as many.
        dups = [a for a in legal if isinstance(a, SetAside) and a.district in city]
        finish = [a for a in legal if isinstance(a, FinishExchange)]
        return (dups or finish or legal)[0]
    by_type: dict[type, list[Action]] = {}
    for a in legal:
        kind = type(a)
        if kind in by_type:
            by_type[kind].append(a)
        else:
            by_type[kind] = [a]
    power = _power_choice(state, seat, by_type, best)
    return power if power is not None else _turn_choice(state, seat, by_type, best)
