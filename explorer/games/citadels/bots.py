"""Citadels' bots: `random`, `heuristic` (the bot `Match.play_bot` uses, `bot.choose`) and
`lookahead`, seeded, each explaining its choice. They decide from one seat's view.

The heuristic values each character by what it would earn this city now (income colours,
gold for the Architect, cards for the Magician, the Crown), takes gold while its hand holds
districts worth building, builds the most valuable district it can afford and aims the
Assassin, the Thief and the Warlord at the leader.

The lookahead samples what the view hides (other hands, the deck, the characters it has not
seen, consistently with the calls so far: a rank already called in silence is not in a living
player's hand), plays each of a few candidate moves to the end of the round with the heuristic
in every sample, and keeps the one with the best average standing. It searches the decisions
that shape a round (the draft, and the Assassin's, Thief's and Magician's targets); the others
it leaves to the heuristic.

This module may import only the engine and this package.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ...engine import Action, Game, Message, Rng
from ...engine.bots import Choice, Lookahead, Strong, random_bot
from ...engine.core import fast_new
from ...engine.i18n import LateMessage
from ...engine.review import Reviewer
from .actions import (
    BeginExchange,
    Build,
    Choose,
    Decline,
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
from .bot import _character_value, build_value, choose, choose_among
from .content import tables
from .kernel import KERNEL
from .scoring import city_score
from .state import CitadelsState, Phase, replace_state, replace_turn


def _player(seat: int) -> Message:
    return Message("engine.player", n=seat + 1)


def _reason(state: CitadelsState, seat: int, action: Action) -> Message:
    """Why the heuristic picked `action`, in words (a district by its name in force)."""
    named = state.options.content.district_name
    if isinstance(action, Choose):
        return Message("citadels.bot.choose", character=state.options.content.who(action.character),
                       value=f"{_character_value(state, seat, action.character):g}")
    if isinstance(action, Discard):
        return Message("citadels.bot.discard",
                       character=state.options.content.who(action.character))
    if isinstance(action, Kill):
        return Message("citadels.bot.kill", character=state.options.content.who(action.target))
    if isinstance(action, Rob):
        return Message("citadels.bot.rob", character=state.options.content.who(action.target))
    if isinstance(action, SwapHands):
        return Message("citadels.bot.swap", player=_player(action.seat),
                       n=len(state.hands[action.seat]))
    if isinstance(action, (BeginExchange, SetAside, FinishExchange)):
        return Message("citadels.bot.exchange")
    if isinstance(action, DrawCards):
        return Message("citadels.bot.draw")
    if isinstance(action, TakeGold):
        return Message("citadels.bot.gold")
    if isinstance(action, KeepCard):
        return Message("citadels.bot.keep", district=named(action.district))
    if isinstance(action, Build):
        return Message("citadels.bot.build", district=named(action.district),
                       n=build_value(state, seat, action.district))
    if isinstance(action, TakeIncome):
        return Message("citadels.bot.income")
    if isinstance(action, Destroy):
        return Message("citadels.bot.destroy", district=named(action.district),
                       player=_player(action.seat))
    if isinstance(action, (UseLaboratory, UseSmithy)):
        return Message("citadels.bot.cards")
    if isinstance(action, Recover):
        return Message("citadels.bot.recover")
    if isinstance(action, Decline):
        return Message("citadels.bot.decline")
    if isinstance(action, EndTurn):
        return Message("citadels.bot.end")
    return Message("citadels.bot.other")


def heuristic(game: Game[CitadelsState], view: CitadelsState, rng: Rng) -> Choice:
    """The rule-of-thumb bot of `bot.py`, with its reason."""
    legal = game.legal_actions(view)
    if len(legal) == 1:
        return _choice(legal[0], _ONLY)
    seat = game.current_player(view)
    assert seat is not None
    action = choose_among(view, legal, seat, rng)
    # Made when first read (`LateMessage`): whole games of bots never read their reasons.
    return _choice(action, LateMessage(_reason, view, seat, action))


#: `Choice(...)`, made faster (`engine.core.fast_new`: a frozen dataclass's `__init__` sets
#: each field the slow way), and the reason of an only choice (a `Message` is a value): one of
#: each a decision.
_choice = fast_new(Choice)
_ONLY = Message("engine.bot.only", n=1)


def explain(game: Game[CitadelsState], view: CitadelsState, action: Action
            ) -> tuple[Message, str | None]:
    """Why `action` is worth playing, in the heuristic's words (the searches' rule reason; the
    rule the move applies is the one its events cite)."""
    seat = game.current_player(view)
    assert seat is not None
    return _reason(view, seat, action), None


# -- the lookahead ---------------------------------------------------------------------------


def determinize(view: CitadelsState, seat: int, rng: Rng) -> tuple[CitadelsState, Rng]:
    """A full state that `view` could have come from."""
    # Districts: every card not shown goes to the hidden hands and the deck.
    districts = Counter(tables(view.options.content).deck)
    shown: list[Any] = [d for h in view.hands for d in h if d is not None]
    shown += [d for c in view.cities for d in c]
    shown += list(view.discard)
    turn = view.turn
    if turn is not None:
        shown += [d for d in turn.drawn if d is not None]
        shown += [d for d in (turn.exchange or ()) if d is not None]
    if view.graveyard is not None:
        shown.append(view.graveyard[1])
    districts.subtract(shown)
    cards, rng = rng.shuffle(sorted(districts.elements()))
    deal = iter(cards)

    def fill(cells: tuple[Any, ...]) -> tuple[Any, ...]:
        return tuple(next(deal) if c is None else c for c in cells)

    hands = tuple(fill(h) for h in view.hands)
    if turn is not None:
        turn = replace_turn(turn, drawn=fill(turn.drawn),
                            exchange=None if turn.exchange is None else fill(turn.exchange))
    deck = fill(view.deck)
    # Characters: a rank called in silence (not the killed one) is in nobody's hand.
    known = set(view.face_up) | {c for cs in view.chosen for c in cs if c is not None}
    known |= {c for c in view.pool if c is not None}
    known |= {c for _, c in view.discards if c is not None}
    known |= {c for c in view.face_down if c is not None}
    unknown, rng = rng.shuffle([c for c in view.options.content.tables.ranks[view.players]
                                if c not in known])
    called = {call.rank for call in view.calls}
    away = [c for c in unknown if c in called and c is not view.killed]
    free = [c for c in unknown if c not in away]
    # Slots: ("down", i), ("discard", i) take any character; ("chosen", seat, i) only free ones.
    open_slots: list[tuple[Any, ...]] = [("down", i) for i, c in enumerate(view.face_down)
                                         if c is None]
    open_slots += [("discard", i) for i, (_, c) in enumerate(view.discards) if c is None]
    open_slots += [("pool", i) for i, c in enumerate(view.pool) if c is None]
    held_slots = [("chosen", s, i) for s, cs in enumerate(view.chosen)
                  for i, c in enumerate(cs) if c is None]
    order, rng = rng.shuffle(open_slots)
    placed: dict[tuple[Any, ...], Any] = {}
    for character, slot in zip(away, order, strict=False):
        placed[slot] = character
    rest_slots, rng = rng.shuffle([s for s in open_slots if s not in placed] + held_slots)
    for character, slot in zip(free, rest_slots, strict=False):
        placed[slot] = character
    face_down = tuple(placed.get(("down", i), c) for i, c in enumerate(view.face_down))
    discards = tuple((s, placed.get(("discard", i), c))
                     for i, (s, c) in enumerate(view.discards))
    pool = tuple(placed.get(("pool", i), c) for i, c in enumerate(view.pool))
    chosen = tuple(tuple(placed.get(("chosen", s, i), c) for i, c in enumerate(cs))
                   for s, cs in enumerate(view.chosen))
    world_seed, rng = rng.next64()
    world = replace_state(view, hands=hands, deck=deck, face_down=face_down,
                          discards=discards, pool=pool, chosen=chosen, turn=turn,
                          rng=Rng.from_seed(world_seed))
    return world, rng


def _standing(state: CitadelsState, seat: int) -> float:
    """Points the city would score now, and a little for gold and cards in hand."""
    city = state.cities[seat]
    score = city_score(city, first_complete=state.first_complete == seat,
                       built_in_final_round=(), content=state.options.content,
                       **state.options.score_values())
    return (score.total
            + 0.5 * state.gold[seat] + 0.5 * len(state.hands[seat]))


def evaluate(state: CitadelsState, seat: int) -> float:
    """The seat's standing minus the best other seat's (a win at the end counts 10)."""
    if state.phase is Phase.OVER:
        outcome = KERNEL.outcome(state)
        assert outcome is not None
        others = max(s for q, s in enumerate(outcome.scores) if q != seat)
        return outcome.scores[seat] - others + (10.0 if seat in outcome.winners else 0.0)
    mine = _standing(state, seat)
    return mine - max(_standing(state, q) for q in range(state.players) if q != seat)


def policy(game: Game[CitadelsState], state: CitadelsState, rng: Rng) -> Action:
    """The playout policy: the heuristic on the sampled state."""
    return choose(game, state, rng)


def ranked(game: Game[CitadelsState], view: CitadelsState, rng: Rng
           ) -> list[tuple[Action, float]]:
    """The heuristic's pick first, then the draft by character value, then the rest."""
    legal = list(game.legal_actions(view))
    seat = game.current_player(view)
    assert seat is not None
    first = choose(game, view, rng)

    def value(a: Action) -> float:
        if a == first:
            return 100.0
        if isinstance(a, Choose):
            return _character_value(view, seat, a.character)
        if isinstance(a, Discard):
            return -_character_value(view, seat, a.character)
        return 0.0

    values = [value(a) for a in legal]
    order = sorted(range(len(legal)), key=lambda i: -values[i])
    return [(legal[i], values[i]) for i in order]


def _round_over(world: CitadelsState, state: CitadelsState, seat: int) -> bool:
    return state.round > world.round


_SEARCHED = (Choose, Discard, Kill, Rob, SwapHands)

_SEARCH = Lookahead(determinize=determinize, evaluate=evaluate, policy=policy, rank=ranked,
                    width=4, horizon=120, budget=300, stop=_round_over,
                    explain=explain)


def lookahead(game: Game[CitadelsState], view: CitadelsState, rng: Rng) -> Choice:
    """Searches the round-shaping decisions; the heuristic makes the others."""
    legal = game.legal_actions(view)
    if len(legal) > 1 and any(isinstance(a, _SEARCHED) for a in legal):
        # The search plays its samples on the kernel: the same rules, made fast.
        return _SEARCH(KERNEL, view, rng)
    return heuristic(game, view, rng)


def _outlook(value: float) -> Message:
    return Message("citadels.bot.outlook", value=f"{value:+.1f}")


_STRONG = Strong(determinize=determinize, evaluate=evaluate, outlook=_outlook, policy=policy,
                 rank=ranked, width=8, horizon=120, budget=3_000, stop=_round_over,
                 explain=explain)


def strong(game: Game[CitadelsState], view: CitadelsState, rng: Rng) -> Choice:
    """Every decision with a choice searched by sequential halving (`engine.bots.Strong`) over
    eight candidates, the heuristic's first: the round-shaping ones the lookahead searches,
    and the turn's too (gold or cards, which district to build, the Warlord's target)."""
    if len(game.legal_actions(view)) > 1:
        return _STRONG(KERNEL, view, rng)
    return heuristic(game, view, rng)


BOTS: dict[str, Any] = {"random": random_bot, "heuristic": heuristic, "lookahead": lookahead,
                        "strong": strong}


#: The review: the strong bot's search over every decision with a choice, at three times its
#: budget per decision (a review must tell the move played from the best, not only pick one),
#: in a whole game at seven players within the 30 s the review promises; a lead of four points
#: (gold and cards in hand counting half) is worth a 73 % chance to win (the scale that best
#: predicts the winner of heuristic games from the evaluation: 4 at four players, 2 at seven;
#: docs/review.md).
#: A swing is never told by a round's set-up, draft, calls or end of turn (§5, §6 end), when
#: a destruction, a theft, a build or the crown passing happened in the same step.
_QUIET = frozenset({"citadels.5", "citadels.5.1", "citadels.5.1.king", "citadels.5.2",
                    "citadels.5.3", "citadels.5.4", "citadels.5.5", "citadels.5.7",
                    "citadels.5.7.reveal", "citadels.6.end"})
REVIEW = Reviewer(search=_STRONG, scale=4.0, budget=3 * _STRONG.budget, quiet=_QUIET)
