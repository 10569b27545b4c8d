"""A greedy Naishi bot: it looks one step ahead on its own view of the table and plays what
raises its score as if the game ended now, the seeded generator breaking ties.

It never looks at hidden cards: it decides from `view(state, seat)`. Placing an emissary
costs it half a point, so it swaps only for a real gain; it recalls when its reserve is empty.

This module may import only the engine and this package's `cards`, `state`, `actions` and
`rules`.
"""

from __future__ import annotations

from typing import Any

from ...engine import Game, Rng
from .actions import (
    CopyNinja,
    Declare,
    Decree,
    Develop,
    DiscardRiver,
    Give,
    Recall,
    SwapColumn,
    SwapHand,
    SwapLine,
    SwapRiver,
)
from .cards import Card
from .rules import _score, _scoring_rules, score_now
from .state import NaishiState, Phase, Row

EMISSARY_COST = 0.5


def greedy_action(game: Game[NaishiState], state: NaishiState, rng: Rng) -> Any:
    """The bot's choice in `state` (which may be the full state: the bot masks it itself)."""
    legal = list(game.legal_actions(state))
    if len(legal) == 1:
        return legal[0]
    seat = state.player
    if state.phase is Phase.EXCHANGE:
        # Keep the card worth more in a Hand of Mountains (it lands in a random column),
        # which also gives away the one worth less to the opponent.
        gives = [a for a in legal if isinstance(a, Give)]
        values = [-_alone(state, give.card) for give in gives]
        top = max(values)
        return rng.choice([a for a, v in zip(gives, values, strict=True) if v == top])[0]
    if state.phase is Phase.NINJA:
        best = score_now(state, seat)
        assert best is not None
        for action in legal:
            assert isinstance(action, CopyNinja)
            if best.ninja_copies.get((action.row.ordinal, action.column - 1)) is action.card:
                return action
        return legal[0]
    seen = game.view(state, seat)
    values = [_value(seen, action, seat) for action in legal]
    top = max(values)
    return rng.choice([a for a, v in zip(legal, values, strict=True) if v == top])[0]


def _points(state: NaishiState, line: Any, hand: Any) -> float:
    return _score(tuple(line), tuple(hand), None, _scoring_rules(state.options)).total


def _alone(state: NaishiState, card: Card) -> float:
    """The average score of `card` alone in a Hand of Mountains, over its five columns."""
    line = (Card.MOUNTAIN,) * 5
    hands = (tuple(card if i == c else Card.MOUNTAIN for i in range(5)) for c in range(5))
    return sum(_points(state, line, hand) for hand in hands) / 5


def _best_develop(state: NaishiState, seat: int, river: Any, line: Any, hand: Any) -> float:
    best = _points(state, line, hand) - 100.0  # a Develop is compulsory: any beats none
    for c, pile in enumerate(river):
        if pile:
            for cells, other, row in ((line, hand, 0), (hand, line, 1)):
                changed = list(cells)
                changed[c] = pile[0]
                pair = (changed, other) if row == 0 else (other, changed)
                best = max(best, _points(state, *pair))
    return best


def _value(s: NaishiState, a: Any, seat: int) -> float:
    line: list[Any] = list(s.lines[seat])
    hand: list[Any] = list(s.hands[seat])
    base = _points(s, line, hand)
    if isinstance(a, Develop):
        cells = line if a.row is Row.LINE else hand
        cells[a.column - 1] = s.river[a.column - 1][0]
        return _points(s, line, hand)
    if isinstance(a, (SwapLine, SwapHand, SwapColumn)):
        if isinstance(a, SwapColumn):
            i = a.column - 1
            line[i], hand[i] = hand[i], line[i]
        else:
            cells = line if isinstance(a, SwapLine) else hand
            cells[a.a - 1], cells[a.b - 1] = cells[a.b - 1], cells[a.a - 1]
        after = _points(s, line, hand)
        if not s.main_done:
            after = _best_develop(s, seat, s.river, line, hand)
        return after - EMISSARY_COST
    if isinstance(a, (SwapRiver, DiscardRiver)):
        if s.main_done:
            return base - EMISSARY_COST
        river = list(s.river)
        i, j = a.a - 1, a.b - 1
        if isinstance(a, SwapRiver):
            river[i], river[j] = (river[j][0],) + river[i][1:], (river[i][0],) + river[j][1:]
        else:
            # The cards under are unknown: only the other piles stay certain.
            river[i], river[j] = (), ()
        return _best_develop(s, seat, river, line, hand) - EMISSARY_COST
    if isinstance(a, Decree):
        if a.row is Row.HAND:
            return base - 1.0  # blind: the opponent's Hand card is unknown
        line[a.column - 1] = s.lines[1 - seat][a.column - 1]
        return _points(s, line, hand)
    if isinstance(a, Recall):
        return base + (0.4 if s.reserve(seat) == 0 else -0.6)
    if isinstance(a, Declare):
        return base - 0.1
    return base
