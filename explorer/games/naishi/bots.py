"""Naishi's bots: `random`, `heuristic` (the greedy bot `Match.play_bot` uses) and
`lookahead`, all seeded and each explaining its choice.

The greedy bot looks one step ahead on its own view of the table and plays what raises its
score as if the game ended now, the seeded generator breaking ties. Placing an emissary costs
it half a point, so it swaps only for a real gain; it recalls when its reserve is empty.

The lookahead samples the cards its view hides (the opponent's Hand, the River below the face-up
cards) from the cards it has not seen, tries the greedy bot's best few moves in every sample,
finishes its turn and plays the opponent's turn with a fast develop-the-best policy, and keeps
the move with the best average score difference.

None of them looks at hidden cards: they decide from `view(state, seat)`.

This module may import only the engine and this package's `cards`, `content`, `state`,
`actions`, `scoring` and `kernel` (the bots score and evolve positions fast). The numbers they
value cards by are the variant's (`options.scoring`, `options.content`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from ...engine import Game, Message, Rng
from ...engine.bots import Bot, Choice, Lookahead, Strong, random_bot
from ...engine.core import fast_new
from ...engine.i18n import LateMessage
from ...engine.review import Reviewer
from .actions import (
    CopyNinja,
    Declare,
    Decree,
    Develop,
    DiscardRiver,
    EndTurn,
    Give,
    Recall,
    SwapColumn,
    SwapHand,
    SwapLine,
    SwapRiver,
)
from .batch import COLUMN_PAIRS, SWITCHES, VALUES, batch_for
from .cards import CARDS, Card
from .content import all_cards, supply
from .kernel import evolve, final_breakdown, score_now, totals_of
from .state import COLUMNS, NaishiState, Phase, Row
from .totals import exchanged

EMISSARY_COST = 0.5
#: After this many turns (printed games take about 20) a Decree or a Recall loses a point a
#: turn against a Develop: under a variant where every River card lowers the score, two
#: greedy bots would otherwise recall and swap for ever, and only the Develops end a game.
STALL_TURN = 100


def greedy_action(game: Game[NaishiState], state: NaishiState, rng: Rng) -> Any:
    """The bot's choice in `state` (which may be the full state: the bot masks it itself)."""
    return _greedy(game, state, rng).action


def _greedy(game: Game[NaishiState], state: NaishiState, rng: Rng, batch: bool = True
            ) -> Choice:
    legal: Sequence[Any] = game.legal_actions(state)  # the kernel's own list (`_plan`)
    if len(legal) == 1:
        return _choice(legal[0], _ONLY)
    seat = state.player
    if state.phase is _EXCHANGE:
        # Keep the card worth more in a Hand of Mountains (it lands in a random column),
        # which also gives away the one worth less to the opponent.
        gives = [a for a in legal if isinstance(a, Give)]
        values = [-_alone(state, give.card) for give in gives]
        top = max(values)
        give = rng.choice([a for a, v in zip(gives, values, strict=True) if v == top])[0]
        kept = next(a.card for a in gives if a != give) if len(gives) > 1 else give.card
        return Choice(give, Message("naishi.bot.give", card=CARDS[give.card].name,
                                    kept=CARDS[kept].name))
    if state.phase is _NINJA:
        best = score_now(state, seat)
        assert best is not None
        for action in legal:
            assert isinstance(action, CopyNinja)
            if best.ninja_copies.get((action.row.ordinal, action.column - 1)) is action.card:
                return Choice(action, Message("naishi.bot.ninja", card=CARDS[action.card].name,
                                              points=best.total))
        return Choice(legal[0], Message("naishi.bot.ninja_none"))
    # A view (`decide` passes one) has no generator: masking it again changes nothing.
    seen = state if state.rng is None else game.view(state, seat)
    values = _values(seen, legal, seat, batch)
    top = max(values)
    action = rng.choice([a for a, v in zip(legal, values, strict=True) if v == top])[0]
    # The reason is made when read: whole games of bots never read it.
    return _choice(action, LateMessage(_greedy_reason, seen, seat, top))


#: `Choice(...)`, made faster (`engine.core.fast_new`: a frozen dataclass's `__init__` sets
#: each field the slow way), and the reason of an only choice (a `Message` is a value).
_choice = fast_new(Choice)
_ONLY = Message("engine.bot.only", n=1)


def _greedy_reason(seen: NaishiState, seat: int, top: float) -> Message:
    """Why the greedy bot plays a move worth `top` in its view `seen`."""
    before = _points(seen, seen.lines[seat], seen.hands[seat])
    return Message("naishi.bot.greedy", before=before, after=f"{top:g}")


def ranked(game: Game[NaishiState], view: NaishiState, rng: Rng) -> list[tuple[Any, float]]:
    """The legal actions with the greedy bot's values, best first (ties in legal order)."""
    seat = view.player
    legal = game.legal_actions(view)
    values = _values(view, legal, seat)
    order = sorted(range(len(legal)), key=lambda i: -values[i])
    return [(legal[i], values[i]) for i in order]


def _points(state: NaishiState, line: Any, hand: Any) -> float:
    """A territory's total (best Ninja copies) under the state's options: the kernel's fast
    exact totals (`totals.Totals`, the same number as `scoring.score_total`, cached)."""
    return totals_of(state).total(tuple(line), tuple(hand))




def _alone(state: NaishiState, card: Card) -> float:
    """The average score of `card` alone in a Hand of Mountains, over its five columns."""
    line = (Card.MOUNTAIN,) * COLUMNS
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
            return base - 1.0 - _stalling(s)  # blind: the opponent's Hand card is unknown
        line[a.column - 1] = s.lines[1 - seat][a.column - 1]
        return _points(s, line, hand) - _stalling(s)
    if isinstance(a, Recall):
        return base + (0.4 if s.reserve(seat) == 0 else -0.6) - _stalling(s)
    if isinstance(a, Declare):
        return base - 0.1
    return base


_SWAP_TYPES = (SwapLine, SwapHand, SwapColumn)
#: The Line and the phases, as globals: Python 3.11 reads an enum's member through its class
#: slowly.
_LINE = Row.LINE
_EXCHANGE, _NINJA, _PLAY = Phase.EXCHANGE, Phase.NINJA, Phase.PLAY


def _values(s: NaishiState, legal: Sequence[Any], seat: int, batch: bool = True
            ) -> list[float]:
    """`[_value(s, a, seat) for a in legal]`, the same numbers computed faster: where a
    Switch is legal, read from one batch of every territory the choice can reach
    (`all_at_once`, where the rules have a batch and `batch` is true); otherwise each
    territory is scored once,
    and the best Develop after each Switch is found once per distinct territory (`_value`
    is the readable definition; tests/naishi/test_totals.py checks that both agree)."""
    if s.phase is not _PLAY:
        return [_value(s, a, seat) for a in legal]
    choice = _PlayValues(s, seat)
    plan, switch = _shape(legal)
    if batch and switch and choice.all_at_once():
        return choice.read(legal, plan)
    return choice.values(legal)


class _PlayValues:
    """The greedy bot's values of the actions of one choice in the Play phase (`_values`)."""

    def __init__(self, s: NaishiState, seat: int) -> None:
        self.s, self.seat = s, seat
        self.totals = totals_of(s)
        line: tuple[Any, ...] = s.lines[seat]
        hand: tuple[Any, ...] = s.hands[seat]  # the seat's own Hand: known
        self.line, self.hand = line, hand
        self.base = self.totals.total(line, hand)
        self.tops = [pile[0] if pile else None for pile in s.river]
        # The territory after each possible Develop: (column, card) -> (Line, Hand) totals.
        self.developed: dict[tuple[int, Any], tuple[int, int]] = {}
        # `_best_develop` after each Switch, by the cells it exchanges.
        self.switched: dict[tuple[int, int], float] = {}
        # `_best_develop` of the territory as it is (after a Switch of two like cards).
        self.unswitched: float | None = None
        # Each cell's total after developing its column's top there (`developed_list`).
        self.developed_cells: list[int | None] | None = None
        # The best total after developing each column's top, with the column, best first
        # (the empty piles left out).
        self.column_best: list[tuple[int, int]] | None = None
        # Where a batch scores them: the values `read` picks from (`all_at_once`).
        self.found: list[float] = []
        # The summaries of the Line and the Hand (`Totals.summaries`), once a Develop asks.
        self.rows: tuple[tuple[int, ...], tuple[int, ...]] | None = None

    def values(self, legal: Sequence[Any]) -> list[float]:
        """`[self.value(a) for a in legal]`: the Develops and the Switches before the main
        action (most of a choice's actions) read in the loop itself."""
        out: list[float] = []
        tops, developed, switched = self.tops, self.developed, self.switched
        switches = not self.s.main_done
        for a in legal:
            kind = type(a)
            if kind is Develop:
                c = a.column - 1
                points = developed.get((c, tops[c])) or self.develop(c, tops[c])
                out.append(points[0] if a.row is _LINE else points[1])
            elif switches and kind in _SWAP_TYPES:
                cells = _cells(a)
                best = switched.get(cells)
                out.append((self.best_switched(*cells) if best is None else best)
                           - EMISSARY_COST)
            else:
                out.append(self.value(a))
        return out

    def value(self, a: Any) -> float:
        """`_value(s, a, seat)`."""
        kind = type(a)
        # The territory as it is (`base`, as `_value` finds it), without copying it again.
        if kind is Recall:
            return self.base + (0.4 if self.s.reserve(self.seat) == 0 else -0.6) \
                - _stalling(self.s)
        if kind is Declare:
            return self.base - 0.1
        if kind is EndTurn:
            return self.base
        if kind is Develop:
            points = self.develop(a.column - 1, self.tops[a.column - 1])
            return points[0] if a.row is _LINE else points[1]
        if kind in _SWAP_TYPES:
            if self.s.main_done:
                cells = _cells(a)
                return self.totals.total(*exchanged(self.line + self.hand, *cells)) \
                    - EMISSARY_COST
            return self.best_switched(*_cells(a)) - EMISSARY_COST
        if kind is SwapRiver or kind is DiscardRiver:
            if self.s.main_done:
                return self.base - EMISSARY_COST
            # `best_of` the River after the action: the other columns as they are, and
            # for a SwapRiver each of the two tops developed in the other's column.
            i, j = a.a - 1, a.b - 1
            if self.column_best is None:
                self.column_best = sorted(((max(self.develop(c, card)), c)
                                           for c, card in enumerate(self.tops)
                                           if card is not None), reverse=True)
            best: float = self.base - 100.0
            for column, c in self.column_best:  # the best column left: the first
                if c != i and c != j:
                    best = max(best, column)
                    break
            if kind is SwapRiver:
                for c, card in ((i, self.tops[j]), (j, self.tops[i])):
                    if card is not None:
                        best = max(best, *self.develop(c, card))
            return best - EMISSARY_COST
        if kind is Decree:
            if a.row is not _LINE:  # blind, as `_value` says: the territory as it is
                return self.base - 1.0 - _stalling(self.s)
            c = a.column - 1
            card = self.s.lines[1 - self.seat][c]
            found = self.developed.get((c, card))
            total = self.totals.placed(self.line, self.hand, c, card) if found is None \
                else found[0]
            return total - _stalling(self.s)
        return _value(self.s, a, self.seat)

    def all_at_once(self) -> bool:
        """Score every territory the Switches can reach in one pass (`batch.Batch`), where
        the rules have a batch, for `read` (then true): before the main action the values
        of the Develops, the Switches and the River's Switches and Discards (`before_main`);
        after it, of the Switches and the River's (`after_main`)."""
        batch = batch_for(self.totals)
        if batch is None:
            return False
        if self.s.main_done:
            found = batch.after_main(self.line, self.hand)
        else:
            found = batch.before_main(self.line, self.hand, self.tops)
        costly = VALUES["switch"]  # the Switches and after them: an emissary each
        self.found = found[:costly] + [v - EMISSARY_COST for v in found[costly:]]
        return True

    def read(self, legal: Sequence[Any], plan: list[int] | None = None) -> list[float]:
        """`[self.value(a) for a in legal]`, from the values `all_at_once` found (`plan`:
        `_plan(legal)`, where the caller has it)."""
        found, value = self.found, self.value
        return [value(a) if i < 0 else found[i] for i, a in zip(plan or _plan(legal), legal,
                                                                     strict=True)]

    def develop(self, c: int, card: Any) -> tuple[int, int]:
        """The totals after `card` is developed into column `c` of the Line and of the
        Hand."""
        found = self.developed.get((c, card))
        if found is None:
            if self.rows is None:  # summarised once a choice, not once a Develop
                self.rows = self.totals.summaries(self.line, self.hand)
            found = self.developed[c, card] = self.totals.developed(self.line, self.hand, c,
                                                                    card, self.rows)
        return found

    def best_of(self, cards: list[Any]) -> float:
        """`_best_develop` of the territory with River tops `cards`."""
        best: float = self.base - 100.0
        for c, card in enumerate(cards):
            if card is not None:
                best = max(best, *self.develop(c, card))
        return best

    def best_switched(self, p: int, q: int) -> float:
        """`_best_develop` after exchanging the cells `p` and `q` (0-9: the Line's columns,
        then the Hand's) with the River as it is (`Totals.best_after_switch`, from the
        totals after each Develop here)."""
        key = (p, q)
        best = self.switched.get(key)
        if best is None:
            line, hand = self.line, self.hand
            cards = line + hand
            if cards[p] is cards[q]:  # the same territory
                if self.unswitched is None:
                    self.unswitched = self.best_of(self.tops)
                best = self.unswitched
            else:
                if self.developed_cells is None:
                    self.developed_cells = self.developed_list()
                best = self.totals.total(*exchanged(cards, p, q)) - 100.0
                developed = self.totals.best_after_switch(
                    line, hand, self.tops, p, q, self.developed_cells)
                if developed is not None:
                    best = max(best, developed)
            self.switched[key] = best
        return best

    def developed_list(self) -> list[int | None]:
        """Each cell's total after developing its column's top there (`None`: empty pile)."""
        out: list[int | None] = [None] * 10
        for c, card in enumerate(self.tops):
            if card is not None:
                out[c], out[c + 5] = self.develop(c, card)
        return out


def _plan(legal: Sequence[Any]) -> list[int]:
    """Where each action's value is in the list of `_PlayValues.read` (`-1`: none, a value
    of its own)."""
    return _shape(legal)[0]


def _shape(legal: Sequence[Any]) -> tuple[list[int], bool]:
    """The plan of `legal` (`_plan`) and whether a Switch of the territory is among them.
    The kernel's lists of legal actions are kept (tuples, one per summary of the state):
    their shapes are kept too, by the list itself."""
    entry = _PLANS.get(id(legal))
    if entry is not None and entry[0] is legal:
        return entry[1]
    shape = [_where(a) for a in legal], any(type(a) in _SWAP_TYPES for a in legal)
    if type(legal) is tuple:
        if len(_PLANS) > 4096:
            _PLANS.clear()
        _PLANS[id(legal)] = (legal, shape)
    return shape


_PLANS: dict[int, tuple[Sequence[Any], tuple[list[int], bool]]] = {}


def _where(a: Any) -> int:
    """Where `a`'s value is in `Batch.before_main`'s list (`batch.VALUES`), -1 for none."""
    kind = type(a)
    if kind is Develop:
        column: int = a.column
        return VALUES["develop"] + column - 1 + (5 if a.row is Row.HAND else 0)
    if kind in _SWAP_TYPES:
        return VALUES["switch"] + SWITCHES.index(_cells(a))
    if kind is SwapRiver or kind is DiscardRiver:
        pair = COLUMN_PAIRS.index((min(a.a, a.b) - 1, max(a.a, a.b) - 1))
        return VALUES["river" if kind is SwapRiver else "discard"] + pair
    return -1


def _cells(a: Any) -> tuple[int, int]:
    """The two cells (0-9: the Line's columns, then the Hand's) a Switch exchanges."""
    if type(a) is SwapColumn:
        return a.column - 1, a.column + 4
    if type(a) is SwapLine:
        return a.a - 1, a.b - 1
    return a.a + 4, a.b + 4


def _stalling(s: NaishiState) -> float:
    """What a main action other than a Develop costs in a game gone on far too long."""
    return float(max(0, s.turn - STALL_TURN))


# -- the lookahead ---------------------------------------------------------------------------

def determinize(view: NaishiState, seat: int, rng: Rng) -> tuple[NaishiState, Rng]:
    """A full state that `view` (seat `seat`'s view) could have come from: the cards the view
    hides are dealt at random from the cards it does not show."""
    other = 1 - seat
    unseen = Counter(all_cards(view.options.content))
    shown: list[Any] = [*view.lines[0], *view.lines[1], *view.hands[seat], *view.discard,
                        *view.dealt[seat], *(p[0] for p in view.river if p)]
    if view.phase is not Phase.EXCHANGE:
        shown += [c for c in view.hands[other] if c is not None]
    else:
        # The Hands' Mountains still wait in the supply.
        shown += supply(view.options.content)
    unseen.subtract(c for c in shown if c is not None)
    pool = sorted(unseen.elements())
    cards, rng = rng.shuffle(pool)
    deal = iter(cards)

    def fill(cells: tuple[Any, ...]) -> tuple[Any, ...]:
        return tuple(next(deal) if c is None else c for c in cells)

    hands = list(view.hands)
    hands[other] = fill(view.hands[other])
    dealt = list(view.dealt)
    dealt[other] = fill(view.dealt[other])
    river = tuple(fill(pile) for pile in view.river)
    gifts = list(view.gifts)
    if view.phase is Phase.EXCHANGE and view.player != view.first:
        # The first player has already chosen (secretly) which card to give.
        gifts[other] = dealt[other][0]
    world_seed, rng = rng.next64()
    world = evolve(view, hands=tuple(hands), dealt=tuple(dealt), river=river,
                   gifts=tuple(gifts), rng=Rng.from_seed(world_seed))
    return world, rng


def _diff(state: NaishiState, seat: int) -> float:
    mine = final_breakdown(state, seat)
    theirs = final_breakdown(state, 1 - seat)
    return mine.total - theirs.total + (mine.colours - theirs.colours) / 100


def evaluate(state: NaishiState, seat: int) -> float:
    """The seat's score minus the opponent's, both as if the game ended now (the colour
    tie-break as hundredths), and half a point per emissary more in reserve (as the greedy
    bot counts them) while the game goes on."""
    if state.phase is Phase.EXCHANGE:
        return 0.0
    value = _diff(state, seat)
    if state.phase is Phase.PLAY:
        value += EMISSARY_COST * (state.reserve(seat) - state.reserve(1 - seat))
    return value


def fast_policy(game: Game[NaishiState], state: NaishiState, rng: Rng) -> Any:
    """The playout policy: develop the card that raises the score most, then end the turn."""
    legal = game.legal_actions(state)
    if state.phase is not Phase.PLAY:
        return legal[0]
    seat = state.player
    best, best_value = legal[0], -1e9
    for action in legal:
        if isinstance(action, Develop):
            line: list[Any] = list(state.lines[seat])
            hand: list[Any] = list(state.hands[seat])
            cells = line if action.row is Row.LINE else hand
            cells[action.column - 1] = state.river[action.column - 1][0]
            value = _points(state, line, hand)
            if value > best_value:
                best, best_value = action, value
        elif isinstance(action, EndTurn):
            return action
    if not isinstance(best, Develop):
        return next((a for a in legal if not isinstance(a, (SwapRiver, SwapLine, SwapHand,
                                                           SwapColumn, DiscardRiver))), best)
    return best


def explain(game: Game[NaishiState], view: NaishiState, action: Any
            ) -> tuple[Message, str | None]:
    """Why `action` is worth playing in the scorer's words: the scoring clause that changes
    most when the move is made (the territory scored as if the game ended now, before and
    after, clause by clause), with its rule id; when no clause changes at once, the total."""
    seat = view.player
    before = score_now(view, seat)
    world, _ = determinize(view, seat, Rng.from_seed(0))  # the seat's own cards are known
    after = score_now(game.apply(world, action).state, seat)
    if before is None or after is None:
        return Message("naishi.hint.later"), None
    change = _clause_changes(before, after)
    moved = [key for key, points in change.items() if points]
    if not moved:
        return Message("naishi.hint.same", total=after.total), None
    rule, card = max(moved, key=lambda key: abs(change[key]))
    old = {(c.cells, c.points) for c in before.clauses if (c.rule, c.card) == (rule, card)}
    shown = [c for c in after.clauses if (c.rule, c.card) == (rule, card)
             and (c.cells, c.points) not in old]
    points = f"{change[rule, card]:+d}"
    if not shown:
        return Message("naishi.hint.lost", card=CARDS[card].name, points=points,
                       total=after.total), rule
    return Message("naishi.hint.clause", clause=shown[0].message, points=points,
                   total=after.total), rule


def _clause_changes(before: Any, after: Any) -> Counter[tuple[str, Card]]:
    """The points each scoring clause (rule and card) gains from territory `before` to
    `after` (both scored as if the game ended now)."""
    change: Counter[tuple[str, Card]] = Counter()
    for clause in after.clauses:
        change[clause.rule, clause.card] += clause.points
    for clause in before.clauses:
        change[clause.rule, clause.card] -= clause.points
    return change


def contrast(game: Game[NaishiState], view: NaishiState, best: Any, played: Any
             ) -> tuple[Message, str | None]:
    """Why `best` beats `played` in the scorer's words: the scoring clause that gains most
    when the territory after `best` is compared clause by clause with the territory after
    `played` (both as if the game ended now), with its rule id; when no clause is ahead at
    once, why `best` is worth playing (`explain`)."""
    seat = view.player
    world, _ = determinize(view, seat, Rng.from_seed(0))  # the seat's own cards are known
    mine = score_now(game.apply(world, best).state, seat)
    theirs = score_now(game.apply(world, played).state, seat)
    if mine is None or theirs is None or mine.total <= theirs.total:
        return explain(game, view, best)  # the difference is in the turns to come
    change = _clause_changes(theirs, mine)
    ahead = [key for key, points in change.items() if points > 0]
    if not ahead:
        return explain(game, view, best)
    rule, card = max(ahead, key=lambda key: change[key])
    shown = [c.message for c in mine.clauses if (c.rule, c.card) == (rule, card)]
    return Message("naishi.review.clause", clause=shown[0] if shown else CARDS[card].name,
                   points=f"{change[rule, card]:+d}", best=mine.total,
                   played=theirs.total), rule


def _next_turn(world: NaishiState, state: NaishiState, seat: int) -> bool:
    """The playout stops after this turn, the opponent's, and the seat's next one."""
    return state.turn >= world.turn + 3


def _lookahead_choice(game: Game[NaishiState], view: NaishiState, rng: Rng) -> Choice:
    if view.phase is not Phase.PLAY:
        return _greedy(game, view, rng)
    return _SEARCH(game, view, rng)


#: The candidates the lookahead compares: the greedy bot's best eight.
LOOKAHEAD_WIDTH = 8

_SEARCH = Lookahead(determinize=determinize, evaluate=evaluate, policy=fast_policy,
                    rank=ranked, width=LOOKAHEAD_WIDTH, horizon=16, budget=240, stop=_next_turn,
                    explain=explain)


def heuristic(game: Game[NaishiState], view: NaishiState, rng: Rng) -> Choice:
    """The greedy bot (the one `Match.play_bot` uses), with its reason."""
    return _greedy(game, view, rng)


def heuristic_bot(*, batch: bool = True) -> Bot:
    """The greedy bot, `heuristic` itself by default; with `batch=False` it never scores with
    the numpy batch (`batch.py`) but one territory at a time, its path where numpy is missing:
    the same values (tests/naishi/test_totals.py), so the same choices, more slowly. The
    bench's `heuristic_batch_gain` plays both.

    >>> heuristic_bot() is heuristic
    True
    """
    if batch:
        return heuristic

    def heuristic_one_at_a_time(game: Game[NaishiState], view: NaishiState, rng: Rng
                                ) -> Choice:
        """The greedy bot, one territory scored at a time (no numpy batch)."""
        return _greedy(game, view, rng, batch=False)

    return heuristic_one_at_a_time


def lookahead(game: Game[NaishiState], view: NaishiState, rng: Rng) -> Choice:
    """The determinized lookahead over the greedy bot's eight best moves (`width=8`)."""
    return _lookahead_choice(game, view, rng)


def _outlook(value: float) -> Message:
    return Message("naishi.bot.outlook", value=f"{value:+.1f}")


def _two_turns(world: NaishiState, state: NaishiState, seat: int) -> bool:
    """The strong bot's playouts stop after this turn and two more of each player's."""
    return state.turn >= world.turn + STRONG_TURNS


#: The candidates the strong bot searches: half again as many as the lookahead's.
STRONG_WIDTH = LOOKAHEAD_WIDTH + LOOKAHEAD_WIDTH // 2

#: The turns a strong bot's playout covers (this one included).
STRONG_TURNS = 5

_STRONG = Strong(determinize=determinize, evaluate=evaluate, outlook=_outlook,
                 policy=greedy_action, rank=ranked, width=STRONG_WIDTH, horizon=60, budget=2_400,
                 stop=_two_turns, explain=explain)


def strong(game: Game[NaishiState], view: NaishiState, rng: Rng) -> Choice:
    """The determinized search by sequential halving (`engine.bots.Strong`) over the greedy
    bot's twelve best moves, every playout played on by the greedy bot for both players; the
    greedy bot's choice outside the Play phase."""
    if view.phase is not Phase.PLAY:
        return _greedy(game, view, rng)
    return _STRONG(game, view, rng)


BOTS = {"random": random_bot, "heuristic": heuristic, "lookahead": lookahead, "strong": strong}


def _reviewed(game: Game[NaishiState], view: NaishiState) -> bool:
    """The review rates the decisions the strong bot searches: those of the Play phase."""
    return view.phase is Phase.PLAY


#: The review: the strong bot's search at its own budget per decision; a lead of 3 points is
#: worth a 73 % chance to win (steeper than the scale that best predicts the winner of
#: heuristic games from the evaluation, 16 in mid-game and 7 in the last third: see
#: docs/review.md).
REVIEW = Reviewer(search=_STRONG, scale=3.0, budget=_STRONG.budget, rated=_reviewed, points=True,
                  contrast=contrast, target_s=10.0)
