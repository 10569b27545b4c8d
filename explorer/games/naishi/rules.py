"""Naishi's rules as an engine `Game` (rules spec naishi §3–§11, options §13).

A turn is a few sub-steps: an optional additional action, the main action, then (after a
Develop) an optional additional action or `EndTurn`. When nothing optional is left the turn
ends by itself. The legal actions are picked from tables of prebuilt action values, so random
playouts stay fast; `why_illegal` explains every refusal.

This module may import only the engine and this package's `cards`, `state`, `actions`,
`scoring`; its rule book and messages are data (`locale/<lang>.json`).
"""

from __future__ import annotations

import functools
import itertools
import operator
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import fields
from typing import Any

from ...engine import Event, Game, Join, Message, Outcome, Rng, Text, Transition, shown
from .actions import (
    ACTION_TYPES,
    ADDITIONAL,
    CopyNinja,
    Declare,
    Decree,
    Develop,
    DiscardRiver,
    EndTurn,
    Give,
    Pass,
    Recall,
    SwapColumn,
    SwapHand,
    SwapLine,
    SwapRiver,
    cell_name,
    spot_name,
)
from .cards import CARDS, COPIABLE, DEVELOPMENT_DECK, Card
from .scoring import Breakdown, ScoringRules, score
from .state import (
    COLUMNS,
    DECREE_SPOT,
    DISCARD_SPOTS,
    PILE_SIZE,
    RECALLABLE_SPOTS,
    SPOT_NAMES,
    SWAP_SPOTS,
    NaishiOptions,
    NaishiState,
    NinjaChoice,
    Phase,
    RecallRule,
    Row,
)

MOUNTAIN = Card.MOUNTAIN
NINJA = Card.NINJA
LINE, HAND = Row.LINE, Row.HAND
PLAYERS = (Message("engine.player", n=1), Message("engine.player", n=2))
HAND_MOUNTAINS = (MOUNTAIN,) * 3

# -- prebuilt actions ------------------------------------------------------------------------

COLUMN_NUMBERS = tuple(range(1, COLUMNS + 1))
PAIRS = tuple(itertools.combinations(COLUMN_NUMBERS, 2))
DEVELOPS = {(row, c): Develop(row, c) for row in Row for c in COLUMN_NUMBERS}
SWAP_RIVERS = {pair: SwapRiver(*pair) for pair in PAIRS}
DISCARDS = {pair: DiscardRiver(*pair) for pair in PAIRS}
TERRITORY_SWAPS: tuple[Any, ...] = (
    *(SwapLine(a, b) for a, b in PAIRS),
    *(SwapHand(a, b) for a, b in PAIRS),
    *(SwapColumn(c) for c in COLUMN_NUMBERS),
)
DECREES: tuple[Decree, ...] = tuple(Decree(row, c) for row in Row for c in COLUMN_NUMBERS)
DECLARE, END_TURN, PASS = Declare(), EndTurn(), Pass()
NO_RECALL = Recall(())


_FIELDS = tuple(f.name for f in fields(NaishiState))
_INDEX = {name: i for i, name in enumerate(_FIELDS)}
_GET = operator.attrgetter(*_FIELDS)


def _evolve(state: NaishiState, **changes: Any) -> NaishiState:
    """`dataclasses.replace` for the state, several times faster (it is on the hot path)."""
    values = list(_GET(state))
    for name, value in changes.items():
        values[_INDEX[name]] = value
    return NaishiState(*values)


#: `dataclasses.replace` for a state, fast (the bots build sampled positions with it).
evolve = _evolve


def _bits(*columns: int) -> int:
    return sum(1 << (c - 1) for c in columns)


_MASKS = range(1 << COLUMNS)
#: By the mask of piles that have a face-up card.
DEVELOP_BY_MASK = tuple(
    tuple(DEVELOPS[row, c] for row in Row for c in COLUMN_NUMBERS if mask & _bits(c))
    for mask in _MASKS
)
SWAP_RIVER_BY_MASK = tuple(
    tuple(SWAP_RIVERS[p] for p in PAIRS if mask & _bits(*p) == _bits(*p)) for mask in _MASKS
)
DISCARD_BY_MASK = tuple(
    tuple(DISCARDS[p] for p in PAIRS if mask & _bits(*p) == _bits(*p)) for mask in _MASKS
)


@functools.cache
def _guarded_discards(mask: int, deep: int) -> tuple[DiscardRiver, ...]:
    """Discards that leave a River card to develop (spec §13 A6): `deep` marks the piles with
    a second card under the face-up one."""
    out = []
    for pair in PAIRS:
        both = _bits(*pair)
        if mask & both == both and (mask & ~both or deep & both):
            out.append(DISCARDS[pair])
    return tuple(out)


@functools.cache
def _recalls(spots: tuple[int, ...], rule: RecallRule) -> tuple[Recall, ...]:
    if not spots:
        return ()
    if rule is RecallRule.ALL:
        return (Recall(spots),)
    return tuple(Recall((s,)) for s in spots) + ((Recall(spots),) if len(spots) > 1 else ())


@functools.cache
def _scoring_rules(options: NaishiOptions) -> ScoringRules:
    return options.scoring


def _masks(river: tuple[tuple[Any, ...], ...]) -> tuple[int, int]:
    """(piles with a face-up card, piles with a card under it)."""
    mask = deep = 0
    bit = 1
    for pile in river:
        n = len(pile)
        if n:
            mask |= bit
            if n > 1:
                deep |= bit
        bit <<= 1
    return mask, deep


def _set(rows: tuple[tuple[Any, ...], ...], seat: int, index: int, card: Any) -> Any:
    row = rows[seat]
    new = row[:index] + (card,) + row[index + 1 :]
    return (new, rows[1]) if seat == 0 else (rows[0], new)


def _name(card: Card | None) -> Any:
    return CARDS[card].name if card is not None else "?"


def _cards(cards: Iterable[Card | None]) -> Join:
    return Join(_name(c) for c in cards)


def _reveal(pile_number: int, rest: tuple[Card | None, ...]) -> Event:
    if rest:
        return Event("naishi.6.1", Message("naishi.log.reveal", pile=pile_number,
                                           card=_name(rest[0])))
    return Event("naishi.10.1", Message("naishi.log.exhausted", pile=pile_number))


def _ninja_targets(line: Sequence[Card | None], hand: Sequence[Card | None]) -> tuple[Card, ...]:
    present = set(line) | set(hand)
    return tuple(c for c in COPIABLE if c in present)


def _ninja_cells(state: NaishiState, seat: int) -> tuple[tuple[Row, int], ...]:
    return tuple(
        (row, c + 1)
        for row, cards in ((LINE, state.lines[seat]), (HAND, state.hands[seat]))
        for c, card in enumerate(cards)
        if card is NINJA
    )


def _pending_ninja(state: NaishiState) -> tuple[int, Row, int] | None:
    """The next Ninja whose copy a player must choose (CHOOSE option), first player first."""
    chosen = {(s, r, c) for s, r, c, _ in state.copies}
    for seat in (state.first, 1 - state.first):
        if not _ninja_targets(state.lines[seat], state.hands[seat]):
            continue
        for row, c in _ninja_cells(state, seat):
            if (seat, row, c) not in chosen:
                return seat, row, c
    return None


def chosen_copies(state: NaishiState, seat: int) -> dict[tuple[int, int], Card]:
    """The Ninja copies `seat` chose (CHOOSE option), keyed as `score()` takes them; a copy
    hidden in a view (the opponent's, before both chose) is left out."""
    return {(r.ordinal, c - 1): card for s, r, c, card in state.copies
            if s == seat and card is not None}


def final_breakdown(state: NaishiState, seat: int) -> Breakdown:
    """The score of `seat`'s territory as it stands, with the chosen Ninja copies (CHOOSE
    option) or the best ones."""
    copies = chosen_copies(state, seat) if state.copies else None
    return _score(state.lines[seat], state.hands[seat], _key(copies),
                  _scoring_rules(state.options))


def _key(copies: Mapping[tuple[int, int], Card] | None) -> tuple[Any, ...] | None:
    return None if not copies else tuple(sorted(copies.items()))


@functools.lru_cache(maxsize=4096)
def _score(line: tuple[Any, ...], hand: tuple[Any, ...], copies: tuple[Any, ...] | None,
           rules: ScoringRules) -> Breakdown:
    return score(line, hand, dict(copies) if copies else None, rules=rules)


def score_territory(line: Sequence[Any], hand: Sequence[Any], options: NaishiOptions) -> int:
    """The total of a territory under `options` with the best Ninja copies (cached: bots and
    what-ifs score the same territories again and again)."""
    return _score(tuple(line), tuple(hand), None, _scoring_rules(options)).total


def score_now(state: NaishiState, seat: int) -> Breakdown | None:
    """`seat`'s territory scored as if the game ended now (best Ninja copies unless chosen).

    `None` when the territory is not fully known in `state`: before the opening exchange has
    formed the Hands, or for the opponent's Hand in a seat's view."""
    hand = state.hands[seat]
    if len(hand) != COLUMNS or None in hand:
        return None
    return final_breakdown(state, seat)


def _outside_turn_reason(s: NaishiState, a: Any) -> Message:
    """Why `a` is refused outside the turns: the game is over, or the opening exchange or the
    Ninjas' copies are being chosen."""
    if s.phase is Phase.OVER:
        return Message("naishi.why.over")
    if s.phase is Phase.EXCHANGE:
        if not isinstance(a, Give):
            return Message("naishi.why.exchange_first")
        return Message("naishi.why.not_dealt", card=_name(a.card),
                       cards=_cards(s.dealt[s.player]))
    if not isinstance(a, CopyNinja):
        return Message("naishi.why.ninja_phase")
    seat, row, c = _pending_ninja(s) or (s.player, LINE, 1)
    if (a.row, a.column) != (row, c):
        return Message("naishi.why.ninja_cell", cell=cell_name(row, c))
    return Message("naishi.why.ninja_target", cards=_cards(
        _ninja_targets(s.lines[seat], s.hands[seat])))


def _main_reason(s: NaishiState, a: Any) -> Message | None:
    """Why the Decree, a Recall or a Declaration is refused (`None`: it is not)."""
    if s.main_done:
        return Message("naishi.why.main_done")
    if s.emissary_used and not s.options.additional_with_any_main:
        return Message("naishi.why.after_additional")
    if isinstance(a, Decree):
        if s.court[DECREE_SPOT] is not None:
            return Message("naishi.why.decree_taken")
        if s.emissary_used:
            return Message("naishi.why.emissary_used")
        if s.reserve(s.player) == 0:
            return Message("naishi.why.no_emissary")
        return None
    if isinstance(a, Recall):
        own = tuple(i for i in RECALLABLE_SPOTS if s.court[i] == s.player)
        if not own:
            return Message("naishi.why.recall_none")
        spots = Join(spot_name(i) for i in own)
        if s.options.recall is RecallRule.ALL:
            return Message("naishi.why.recall_all", spots=spots)
        return Message("naishi.why.recall_spots", spots=spots)
    if isinstance(a, Declare):
        if s.final_seat is not None:
            return Message("naishi.why.declare_triggered")
        if not s.start_exhausted:
            gone = s.exhausted_piles()
            if gone:
                key = "one" if len(gone) == 1 else "many"
                return Message(f"naishi.why.declare_too_late.{key}", piles=Join(gone))
            return Message("naishi.why.declare_no_pile")
    return None


# -- the game --------------------------------------------------------------------------------


class Naishi(Game[NaishiState]):
    """Naishi (内侍) for two players: the rules spec `shared/rules/naishi.md`."""

    name = "naishi"
    title = Text("Naishi", "内侍")
    min_players = 2
    max_players = 2
    default_players = 2
    Options = NaishiOptions
    State = NaishiState
    max_steps = 1_000

    # -- set-up (spec §3) ------------------------------------------------------------------

    def initial(self, players: int, seed: int, options: Any) -> Transition[NaishiState]:
        rng = Rng.from_seed(seed)
        first, rng = rng.below(2)
        deck, rng = rng.shuffle(DEVELOPMENT_DECK)
        river = tuple(tuple(deck[i * PILE_SIZE : (i + 1) * PILE_SIZE]) for i in range(COLUMNS))
        rest = deck[COLUMNS * PILE_SIZE :]
        dealt = (tuple(rest[0:2]), tuple(rest[2:4]))
        lines = ((MOUNTAIN,) * COLUMNS, (MOUNTAIN,) * COLUMNS)
        state = NaishiState(
            phase=Phase.EXCHANGE, player=first, first=first, turn=0, lines=lines,
            hands=((), ()), river=river, discard=(), court=(None,) * 6, main_done=False,
            emissary_used=False, start_exhausted=False, final_seat=None, declared_by=None,
            dealt=dealt, gifts=(None, None), copies=(), options=options, rng=rng,
        )
        events = [
            Event("naishi.3.1", Message("naishi.log.first", player=PLAYERS[first],
                                        other=PLAYERS[1 - first])),
            Event("naishi.3.3", Message("naishi.log.river", cards=_cards(p[0] for p in river))),
        ]
        for seat in (first, 1 - first):
            a, b = dealt[seat]
            events.append(Event(
                "naishi.3.4", Message("naishi.log.deal", player=PLAYERS[seat], a=_name(a),
                                      b=_name(b)),
                public=Message("naishi.log.deal_public", player=PLAYERS[seat]),
                visible_to=frozenset({seat})))
        return Transition(state, tuple(events))

    # -- whose turn, what is legal ---------------------------------------------------------

    def current_player(self, state: NaishiState) -> int | None:
        return None if state.phase is Phase.OVER else state.player

    def is_over(self, state: NaishiState) -> bool:
        return state.phase is Phase.OVER

    def legal_actions(self, state: NaishiState) -> tuple[Any, ...]:
        phase = state.phase
        if phase is Phase.PLAY:
            return self._turn_actions(state)
        if phase is Phase.EXCHANGE:
            return tuple(dict.fromkeys(Give(c) for c in state.dealt[state.player] if c is not None))
        if phase is Phase.NINJA:
            pending = _pending_ninja(state)
            assert pending is not None
            seat, row, c = pending
            return tuple(CopyNinja(row, c, card)
                         for card in _ninja_targets(state.lines[seat], state.hands[seat]))
        return ()

    def _turn_actions(self, s: NaishiState) -> tuple[Any, ...]:
        seat = s.player
        court = s.court
        mask, deep = _masks(s.river)
        out: tuple[Any, ...] = ()
        if not s.main_done:
            out = DEVELOP_BY_MASK[mask]
            if not s.emissary_used or s.options.additional_with_any_main:
                if court[DECREE_SPOT] is None and not s.emissary_used and court.count(seat) < 2:
                    out += DECREES
                own = tuple(i for i in RECALLABLE_SPOTS if court[i] == seat)
                if own:
                    out += _recalls(own, s.options.recall)
                if s.start_exhausted and s.final_seat is None:
                    out += (DECLARE,)
        if (
            not s.emissary_used
            and court.count(seat) < 2
            and (mask or s.main_done or s.options.additional_with_any_main)
        ):
            # Before the main action, an additional action needs a Develop to follow.
            out += self._additional(s, mask, deep)
        if s.main_done:
            out += (END_TURN,)
        return out or (PASS,)

    @staticmethod
    def _additional(s: NaishiState, mask: int, deep: int) -> tuple[Any, ...]:
        court = s.court
        out: tuple[Any, ...] = ()
        if court[0] is None or court[1] is None or court[2] is None:
            if s.options.river_swap:
                out = SWAP_RIVER_BY_MASK[mask]
            out += TERRITORY_SWAPS
        if court[3] is None or court[4] is None:
            if s.main_done or s.options.discard_may_empty_river:
                out += DISCARD_BY_MASK[mask]
            else:
                out += _guarded_discards(mask, deep)
        return out

    def _can_add(self, s: NaishiState) -> bool:
        """Whether an additional action is still possible this turn (else it ends)."""
        if s.emissary_used or s.court.count(s.player) >= 2:
            return False
        return bool(self._additional(s, *_masks(s.river)))

    # -- applying actions ------------------------------------------------------------------

    def apply(self, state: NaishiState, action: Any) -> Transition[NaishiState]:
        new, events = self._handlers[type(action)](self, state, action)
        return Transition(new, tuple(events))

    def _give(self, s: NaishiState, a: Give) -> tuple[NaishiState, list[Event]]:
        seat = s.player
        gifts = (a.card, s.gifts[1]) if seat == 0 else (s.gifts[0], a.card)
        events = [Event("naishi.3.6",
                        Message("naishi.log.gift", player=PLAYERS[seat], card=_name(a.card)),
                        actor=seat, public=Message("naishi.log.gift_public", player=PLAYERS[seat]),
                        visible_to=frozenset({seat}))]
        if seat == s.first:
            return _evolve(s, player=1 - seat, gifts=gifts), events
        # Both chosen: the cards change hands at once, then each Hand is shuffled.
        rng = s.rng
        assert rng is not None
        hands: list[tuple[Card, ...]] = [(), ()]
        for giver in (s.first, 1 - s.first):
            taker = 1 - giver
            events.append(Event("naishi.3.6", Message(
                "naishi.log.exchange", player=PLAYERS[giver], other=PLAYERS[taker],
                card=_name(gifts[giver])), actor=giver))
        for owner in (s.first, 1 - s.first):
            kept = list(s.dealt[owner])
            kept.remove(gifts[owner])
            received = gifts[1 - owner]
            assert received is not None and kept[0] is not None
            hand, rng = rng.shuffle((kept[0], received, *HAND_MOUNTAINS))
            hands[owner] = hand
            events.append(Event(
                "naishi.3.7",
                Message("naishi.log.hand", player=PLAYERS[owner], kept=_name(kept[0]),
                        received=_name(received), cards=_cards(hand)),
                actor=owner, public=Message("naishi.log.hand_public", player=PLAYERS[owner]),
                visible_to=frozenset({owner})))
        new = _evolve(s, phase=Phase.PLAY, player=s.first, turn=1, hands=tuple(hands),
                      dealt=((), ()), gifts=(None, None), rng=rng)
        return new, events

    def _develop(self, s: NaishiState, a: Develop) -> tuple[NaishiState, list[Event]]:
        seat, c = s.player, a.column - 1
        pile = s.river[c]
        card, rest = pile[0], pile[1:]
        river = s.river[:c] + (rest,) + s.river[c + 1 :]
        old: Any
        if a.row is LINE:
            old = s.lines[seat][c]
            s = _evolve(s, lines=_set(s.lines, seat, c, card), river=river,
                        discard=s.discard + (old,), main_done=True)
        else:
            old = s.hands[seat][c]
            s = _evolve(s, hands=_set(s.hands, seat, c, card), river=river,
                        discard=s.discard + (old,), main_done=True)
        events = [
            Event("naishi.6.1", Message("naishi.log.develop", player=PLAYERS[seat],
                                        cell=cell_name(a.row, a.column), card=_name(card),
                                        pile=a.column, old=_name(old)), actor=seat),
            _reveal(a.column, rest),
        ]
        if self._can_add(s):
            return s, events
        return self._end_turn(s, events)

    def _place(self, s: NaishiState, spots: tuple[int, ...]) -> tuple[tuple[int | None, ...], int]:
        spot = next(i for i in spots if s.court[i] is None)
        return s.court[:spot] + (s.player,) + s.court[spot + 1 :], spot

    def _after_additional(
        self, s: NaishiState, events: list[Event]
    ) -> tuple[NaishiState, list[Event]]:
        if s.main_done:
            return self._end_turn(s, events)
        return s, events

    def _swap_river(self, s: NaishiState, a: SwapRiver) -> tuple[NaishiState, list[Event]]:
        court, spot = self._place(s, SWAP_SPOTS)
        i, j = a.a - 1, a.b - 1
        river = list(s.river)
        pi, pj = river[i], river[j]
        river[i], river[j] = (pj[0],) + pi[1:], (pi[0],) + pj[1:]
        events = [Event("naishi.6.2", Message(
            "naishi.log.swap_river", player=PLAYERS[s.player], spot=spot_name(spot),
            a=a.a, b=a.b, ca=_name(pi[0]), cb=_name(pj[0])), actor=s.player)]
        s = _evolve(s, river=tuple(river), court=court, emissary_used=True)
        return self._after_additional(s, events)

    def _swap_cells(self, s: NaishiState, a: Any) -> tuple[NaishiState, list[Event]]:
        court, spot = self._place(s, SWAP_SPOTS)
        seat = s.player
        line, hand = list(s.lines[seat]), list(s.hands[seat])
        if isinstance(a, SwapColumn):
            first, second = (LINE, a.column), (HAND, a.column)
        elif isinstance(a, SwapLine):
            first, second = (LINE, a.a), (LINE, a.b)
        else:
            first, second = (HAND, a.a), (HAND, a.b)
        rows: dict[Row, list[Any]] = {LINE: line, HAND: hand}
        ca, cb = rows[first[0]][first[1] - 1], rows[second[0]][second[1] - 1]
        rows[first[0]][first[1] - 1], rows[second[0]][second[1] - 1] = cb, ca
        params = dict(player=PLAYERS[seat], spot=spot_name(spot),
                      first=cell_name(*first), second=cell_name(*second))
        full = Message("naishi.log.swap_cells", ca=_name(ca), cb=_name(cb), **params)
        if isinstance(a, SwapHand):
            event = Event("naishi.6.2", full, actor=seat,
                          public=Message("naishi.log.swap_hidden", **params),
                          visible_to=frozenset({seat}))
        else:
            event = Event("naishi.6.2", full, actor=seat)
        s = _evolve(s, lines=_set1(s.lines, seat, tuple(line)),
                    hands=_set1(s.hands, seat, tuple(hand)), court=court, emissary_used=True)
        return self._after_additional(s, [event])

    def _discard_river(self, s: NaishiState, a: DiscardRiver) -> tuple[NaishiState, list[Event]]:
        court, spot = self._place(s, DISCARD_SPOTS)
        i, j = a.a - 1, a.b - 1
        river = list(s.river)
        pi, pj = river[i], river[j]
        river[i], river[j] = pi[1:], pj[1:]
        events = [
            Event("naishi.6.3", Message(
                "naishi.log.discard_river", player=PLAYERS[s.player], spot=spot_name(spot),
                a=a.a, b=a.b, ca=_name(pi[0]), cb=_name(pj[0])), actor=s.player),
            _reveal(a.a, river[i]),
            _reveal(a.b, river[j]),
        ]
        gone: tuple[Any, ...] = (pi[0], pj[0])
        s = _evolve(s, river=tuple(river), court=court, emissary_used=True,
                    discard=s.discard + gone)
        return self._after_additional(s, events)

    def _decree(self, s: NaishiState, a: Decree) -> tuple[NaishiState, list[Event]]:
        seat, other, c = s.player, 1 - s.player, a.column - 1
        court = s.court[:DECREE_SPOT] + (seat,) + s.court[DECREE_SPOT + 1 :]
        rows = s.lines if a.row is LINE else s.hands
        mine, theirs = rows[seat][c], rows[other][c]
        rows = _set(_set(rows, seat, c, theirs), other, c, mine)
        if a.row is LINE:
            s = _evolve(s, lines=rows, court=court, main_done=True, emissary_used=True)
        else:
            s = _evolve(s, hands=rows, court=court, main_done=True, emissary_used=True)
        events = [Event("naishi.7", Message(
            "naishi.log.decree", player=PLAYERS[seat], other=PLAYERS[other],
            cell=cell_name(a.row, a.column), mine=_name(mine), theirs=_name(theirs)),
            actor=seat)]
        return self._after_other_main(s, events)

    def _recall(self, s: NaishiState, a: Recall) -> tuple[NaishiState, list[Event]]:
        court = tuple(None if i in a.spots else owner for i, owner in enumerate(s.court))
        events = [Event("naishi.8", Message(
            "naishi.log.recall", player=PLAYERS[s.player],
            spots=Join(spot_name(i) for i in a.spots)), actor=s.player)]
        s = _evolve(s, court=court, main_done=True)
        return self._after_other_main(s, events)

    def _declare(self, s: NaishiState, a: Declare) -> tuple[NaishiState, list[Event]]:
        seat = s.player
        events = [Event("naishi.9", Message("naishi.log.declare", player=PLAYERS[seat],
                                            other=PLAYERS[1 - seat]), actor=seat)]
        s = _evolve(s, final_seat=1 - seat, declared_by=seat, main_done=True)
        return self._after_other_main(s, events)

    def _after_other_main(
        self, s: NaishiState, events: list[Event]
    ) -> tuple[NaishiState, list[Event]]:
        """After a Decree, Recall or Declaration: the turn ends, unless option A5 lets an
        additional action follow."""
        if s.options.additional_with_any_main and self._can_add(s):
            return s, events
        return self._end_turn(s, events)

    def _end_turn_action(self, s: NaishiState, a: EndTurn) -> tuple[NaishiState, list[Event]]:
        event = Event("naishi.5.1", Message("naishi.log.end_turn", player=PLAYERS[s.player]),
                      actor=s.player)
        return self._end_turn(s, [event])

    def _pass(self, s: NaishiState, a: Pass) -> tuple[NaishiState, list[Event]]:
        event = Event("naishi.5.2", Message("naishi.log.pass", player=PLAYERS[s.player]),
                      actor=s.player)
        return self._end_turn(s, [event])

    def _end_turn(self, s: NaishiState, events: list[Event]) -> tuple[NaishiState, list[Event]]:
        """Spec §10: the end-of-turn check of the triggers, then the next player."""
        seat = s.player
        other = 1 - seat
        final = s.final_seat
        if final is not None:
            if seat == final:
                # The trigger that gave this last turn: a Declaration (§10.2) or two
                # exhausted piles (§10.1).
                cause = "naishi.10.2" if s.declared_by is not None else "naishi.10.1"
                events.append(Event(cause, Message("naishi.log.last_turn",
                                                   player=PLAYERS[seat])))
                return self._game_over(s, events)
        else:
            exhausted = s.exhausted_piles()
            if len(exhausted) >= 2:
                if seat == s.first:
                    final = other
                    events.append(Event("naishi.10.1", Message(
                        "naishi.log.piles_first", piles=Join(exhausted), other=PLAYERS[other])))
                else:
                    events.append(Event("naishi.10.1", Message(
                        "naishi.log.piles_second", piles=Join(exhausted))))
                    return self._game_over(s, events)
        start_exhausted = not all(s.river)
        return _evolve(s, player=other, turn=s.turn + 1, main_done=False, emissary_used=False,
                       start_exhausted=start_exhausted, final_seat=final), events

    # -- the end (spec §11) ----------------------------------------------------------------

    def _game_over(self, s: NaishiState, events: list[Event]) -> tuple[NaishiState, list[Event]]:
        for seat in (s.first, 1 - s.first):
            events.append(Event("naishi.11.1", Message(
                "naishi.log.reveal_hand", player=PLAYERS[seat], cards=_cards(s.hands[seat]))))
        s = _evolve(s, phase=Phase.NINJA, main_done=False, emissary_used=False)
        if s.options.ninja_choice is NinjaChoice.CHOOSE:
            pending = _pending_ninja(s)
            if pending is not None:
                return _evolve(s, player=pending[0]), events
        return self._finish(s, events)

    def _copy_ninja(self, s: NaishiState, a: CopyNinja) -> tuple[NaishiState, list[Event]]:
        seat = s.player
        s = _evolve(s, copies=s.copies + ((seat, a.row, a.column, a.card),))
        # Both players choose at the same time (spec §11.2): the copy stays secret until all
        # are chosen, and `_finish` reveals it.
        cell = cell_name(a.row, a.column)
        events = [Event("naishi.11.2", Message(
            "naishi.log.copy", player=PLAYERS[seat], cell=cell, card=_name(a.card)),
            actor=seat, public=Message("naishi.log.copy_public", player=PLAYERS[seat],
                                       cell=cell),
            visible_to=frozenset({seat}))]
        pending = _pending_ninja(s)
        if pending is not None:
            return _evolve(s, player=pending[0]), events
        return self._finish(s, events)

    def _finish(self, s: NaishiState, events: list[Event]) -> tuple[NaishiState, list[Event]]:
        s = _evolve(s, phase=Phase.OVER)
        for seat in (s.first, 1 - s.first):
            breakdown = final_breakdown(s, seat)
            chosen = chosen_copies(s, seat)
            for row, c in _ninja_cells(s, seat):
                copy = breakdown.ninja_copies.get((row.ordinal, c - 1))
                cell = cell_name(row, c)
                if copy is None:
                    events.append(Event("naishi.11.2", Message(
                        "naishi.log.copy_none", player=PLAYERS[seat], cell=cell)))
                else:
                    key = "naishi.log.copy" if (row.ordinal, c - 1) in chosen else \
                        "naishi.log.copy_best"
                    events.append(Event("naishi.11.2", Message(
                        key, player=PLAYERS[seat], cell=cell, card=_name(copy))))
            events.append(Event("naishi.11.3", Message(
                "naishi.log.score", player=PLAYERS[seat], points=breakdown.total,
                colours=breakdown.colours)))
        return s, events

    _handlers: Mapping[type, Any] = {
        Give: _give,
        Develop: _develop,
        SwapRiver: _swap_river,
        SwapLine: _swap_cells,
        SwapHand: _swap_cells,
        SwapColumn: _swap_cells,
        DiscardRiver: _discard_river,
        Decree: _decree,
        Recall: _recall,
        Declare: _declare,
        EndTurn: _end_turn_action,
        Pass: _pass,
        CopyNinja: _copy_ninja,
    }

    # -- the result ------------------------------------------------------------------------

    def outcome(self, state: NaishiState) -> Outcome | None:
        if state.phase is not Phase.OVER:
            return None
        b = (final_breakdown(state, 0), final_breakdown(state, 1))
        scores = (b[0].total, b[1].total)
        colours = (b[0].colours, b[1].colours)
        tiebreak = None
        if scores[0] != scores[1]:
            win = 0 if scores[0] > scores[1] else 1
            winners: tuple[int, ...] = (win,)
            reason = Message("naishi.outcome.points", winner=PLAYERS[win], a=scores[win],
                             b=scores[1 - win])
        else:
            tiebreak = Message("naishi.tiebreak.colours", points=scores[0], p0=PLAYERS[0],
                               p1=PLAYERS[1], a=colours[0], b=colours[1])
            if colours[0] != colours[1]:
                win = 0 if colours[0] > colours[1] else 1
                winners = (win,)
                reason = Message("naishi.outcome.colours", winner=PLAYERS[win],
                                 points=scores[0])
            else:
                winners = (0, 1)
                reason = Message("naishi.outcome.tie", points=scores[0], colours=colours[0])
        details = {
            "breakdowns": b,
            "colours": colours,
            "ended_by": "declaration" if state.declared_by is not None else "piles",
            "declared_by": state.declared_by,
            "first": state.first,
        }
        return Outcome(scores, winners, reason, tiebreak, details)

    # -- refusals --------------------------------------------------------------------------

    def why_illegal(self, state: NaishiState, action: Any) -> Message | None:
        if not isinstance(action, ACTION_TYPES):
            return Message("naishi.why.not_action", value=shown(action))
        legal = self.legal_actions(state)
        if action in legal:
            return None
        reason = self._reason(state, action)
        return reason or Message("naishi.why.generic", action=action.message())

    def _reason(self, s: NaishiState, a: Any) -> Message | None:
        if s.phase is not Phase.PLAY:
            return _outside_turn_reason(s, a)
        if isinstance(a, Give):
            return Message("naishi.why.exchange_done")
        if isinstance(a, CopyNinja):
            return Message("naishi.why.ninja_not_now")
        for column in _columns_of(a):
            if not 1 <= column <= COLUMNS:
                return Message("naishi.why.column", c=column)
        if isinstance(a, Develop):
            if s.main_done:
                return Message("naishi.why.main_done")
            if not s.river[a.column - 1]:
                return Message("naishi.why.pile_empty", pile=a.column)
            return None
        if isinstance(a, ADDITIONAL):
            return self._additional_reason(s, a)
        if isinstance(a, EndTurn):
            return None if s.main_done else Message("naishi.why.end_turn_early")
        if isinstance(a, Pass):
            return Message("naishi.why.pass")
        return _main_reason(s, a)

    def _additional_reason(self, s: NaishiState, a: Any) -> Message | None:
        if s.emissary_used:
            return Message("naishi.why.emissary_used")
        if s.reserve(s.player) == 0:
            return Message("naishi.why.no_emissary")
        swap = not isinstance(a, DiscardRiver)
        spots = SWAP_SPOTS if swap else DISCARD_SPOTS
        if all(s.court[i] is not None for i in spots):
            return Message("naishi.why.swap_full" if swap else "naishi.why.discard_full")
        if not (s.main_done or any(s.river) or s.options.additional_with_any_main):
            return Message("naishi.why.empty_river")
        if isinstance(a, (SwapRiver, SwapLine, SwapHand, DiscardRiver)):
            if a.a == a.b:
                river = isinstance(a, (SwapRiver, DiscardRiver))
                return Message("naishi.why.same_pile" if river else "naishi.why.same_cell")
            if a.a > a.b:
                return Message("naishi.why.order", example=str(type(a)(a.b, a.a)))
        if isinstance(a, SwapRiver) and not s.options.river_swap:
            return Message("naishi.why.river_swap_off")
        if isinstance(a, (SwapRiver, DiscardRiver)):
            for pile in (a.a, a.b):
                if not s.river[pile - 1]:
                    return Message("naishi.why.no_face_up", pile=pile)
            if isinstance(a, DiscardRiver) and not s.main_done:
                return Message("naishi.why.empty_river")
        return None

    def candidate_actions(self, state: NaishiState) -> tuple[Any, ...]:
        legal = self.legal_actions(state)
        if state.phase is not Phase.PLAY:
            return legal
        own = tuple(i for i in RECALLABLE_SPOTS if state.court[i] == state.player)
        extra = (
            *(DEVELOPS[row, c] for row in Row for c in COLUMN_NUMBERS),
            *(SWAP_RIVERS[p] for p in PAIRS),
            *TERRITORY_SWAPS,
            *(DISCARDS[p] for p in PAIRS),
            *DECREES,
            *(_recalls(own, state.options.recall) or (NO_RECALL,)),
            DECLARE,
            END_TURN,
        )
        return tuple(dict.fromkeys(legal + extra))

    # -- presentation ----------------------------------------------------------------------

    def view(self, state: NaishiState, seat: int | None) -> NaishiState:
        if seat is None:
            return state
        seat = self.check_seat(seat, state)
        other = 1 - seat
        hands = state.hands
        if state.phase in (Phase.EXCHANGE, Phase.PLAY):
            hidden = (None,) * len(hands[other])
            hands = (hands[0], hidden) if other == 1 else (hidden, hands[1])
        dealt = state.dealt
        hidden_dealt = (None,) * len(dealt[other])
        dealt = (dealt[0], hidden_dealt) if other == 1 else (hidden_dealt, dealt[1])
        gifts = (state.gifts[0], None) if other == 1 else (None, state.gifts[1])
        river = tuple(p[:1] + (None,) * (len(p) - 1) for p in state.river)
        copies = state.copies
        if state.phase is Phase.NINJA:
            # The opponent's Ninja copies are secret until both players have chosen.
            copies = tuple((s, r, c, card if s == seat else None) for s, r, c, card in copies)
        return _evolve(state, hands=hands, dealt=dealt, gifts=gifts, river=river,
                       copies=copies, rng=None)

    def player_label(self, seat: int, state: Any = None) -> Message:
        return PLAYERS[self.check_seat(seat, state)]

    def position_players(self, state: NaishiState) -> int:
        return 2

    def position_problem(self, state: NaishiState) -> Message | None:
        from .positions import position_problem

        return position_problem(state)

    def card_label(self, card: Any) -> Any:
        return _name(card) if isinstance(card, Card) else card

    # -- card conservation -----------------------------------------------------------------

    def zones(self, state: NaishiState) -> dict[str, tuple[Any, ...]]:
        zones: dict[str, tuple[Any, ...]] = {}
        for seat in (0, 1):
            zones[f"line {seat + 1}"] = state.lines[seat]
            zones[f"hand {seat + 1}"] = state.hands[seat]
            zones[f"dealt {seat + 1}"] = state.dealt[seat]
        for i, pile in enumerate(state.river):
            zones[f"pile {i + 1}"] = pile
        zones["discard"] = state.discard
        zones["supply"] = HAND_MOUNTAINS * 2 if state.phase is Phase.EXCHANGE else ()
        return zones

    def all_cards(self, state: NaishiState) -> tuple[Card, ...]:
        return DEVELOPMENT_DECK + (MOUNTAIN,) * CARDS[MOUNTAIN].copies


def _set1(rows: tuple[tuple[Any, ...], ...], seat: int, row: tuple[Any, ...]) -> Any:
    return (row, rows[1]) if seat == 0 else (rows[0], row)


def _columns_of(a: Any) -> tuple[int, ...]:
    if isinstance(a, (Develop, Decree, SwapColumn, CopyNinja)):
        return (a.column,)
    if isinstance(a, (SwapRiver, SwapLine, SwapHand, DiscardRiver)):
        return (a.a, a.b)
    return ()


__all__ = ["SPOT_NAMES", "Naishi", "chosen_copies", "final_breakdown", "score_now"]
