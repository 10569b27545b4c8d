"""Citadels' playout kernel: the reference rule book's moves (`explorer.games.citadels.rules`),
declared once in `RULEBOOK` with candidates and `apply` tuned to CPython's costs (actions
made once, table look-ups, states made by position, the turn's legal actions listed in one
pass), building no event and no refusal: a step's events, when read, are the reference's
(`RuleBook(..., events_from=...)`), and every move's `verify` is the reference's own, so the
log's and the refusals' messages are written once. Its own legality is in the candidates
and the phases' `legal`: a character's turn and the Magician's exchange list their legal
actions in one pass, the draft, keeping, building, the Laboratory and destroying are exact
moves, so `verify` is asked only by `why_illegal` and the checks (and, in the Graveyard's
offer, about its one candidate). It
gives the same legal actions and states as the reference at every state
(`explorer.engine.testing.check_kernel`, tests/citadels/test_kernel.py); a reader reads the
reference.

The phases are the draft, each character's turn (what that character may do: the common
actions and its own power), the two sub-steps of a turn (keeping drawn cards, the Magician's
exchange), the Graveyard's offer and the end. The course of a round that nobody chooses
(removals, calls, the end of a round) is in `flow`.

This module may import only the engine, the modules of this package and the reference rules.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cache, lru_cache
from operator import attrgetter
from typing import Any

from ....engine import (
    Message,
    Move,
    Rng,
    RuleBook,
    Transition,
)
from ....engine import Phase as Step
from ....engine.core import Members, fast_change
from ....engine.moves import is_listed
from ..actions import (
    BEGIN_EXCHANGE,
    DECLINE,
    DRAW_CARDS,
    END_TURN,
    FINISH_EXCHANGE,
    RECOVER,
    TAKE_GOLD,
    TAKE_INCOME,
    USE_SMITHY,
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
from ..cards import (
    Character,
    District,
)
from ..content import CitadelsContent
from ..rules import Citadels, deal
from ..rules.assassin import verify_kill
from ..rules.building import verify_build
from ..rules.calls import mask_calls
from ..rules.common import (
    add_at,
    set_at,
    without,
)
from ..rules.draft import verify_draft
from ..rules.game import elsewhere
from ..rules.graveyard import graveyard_owner, verify_recover
from ..rules.income import verify_income
from ..rules.magician import verify_exchange, verify_finish, verify_set_aside, verify_swap
from ..rules.purple import verify_laboratory, verify_smithy
from ..rules.thief import verify_rob
from ..rules.turn import verify_action, verify_end, verify_keep
from ..rules.warlord import verify_destroy
from ..state import (
    Call,
    CitadelsOptions,
    CitadelsState,
    DiscardTo,
    DraftKind,
    LibraryObservatory,
    Phase,
    Turn,
)
from ..state import replace_state as _with
from ..state import replace_turn as _turn_with
from .flow import (
    DRAFTERS,
    after_action,
    draft_kind,
    drafter,
    draw,
    end_turn,
    enter_draft_step,
    refill,
    start_round,
)

__all__ = ["RULEBOOK", "CitadelsKernel", "destroy_cost"]

#: The turn under way, in a phase that has one (`CitadelsState.current_turn` without its
#: check: the turn phases always have a turn, and the candidates read it at every step).
_turn: Callable[[CitadelsState], Turn] = attrgetter("turn")

# Enum members read in every step, as plain attributes (`engine.core.Members`).
_PHASE = Members(Phase)
_KIND = Members(DraftKind)
_DISCARD_TO = Members(DiscardTo)
#: Read after every step (`is_over`): a module's name is quicker still than `_PHASE.OVER`.
_OVER = Phase.OVER

#: The rule of each character's power (§3).
_RULE_OF = {c: f"citadels.3.{c.name.lower()}" for c in Character}
_GRAVEYARD = "citadels.2.1.graveyard"


# The actions with a card or a seat, made once (the candidates are looked up, not built).
_CHOOSE = {c: Choose(c) for c in Character}
_DISCARD = {c: Discard(c) for c in Character}
_KILL = {c: Kill(c) for c in Character}
_ROB = {c: Rob(c) for c in Character}
_SWAP = tuple(SwapHands(s) for s in range(7))
_KEEP = {d: KeepCard(d) for d in District}
_BUILD = {d: Build(d) for d in District}
_SET_ASIDE = {d: SetAside(d) for d in District}
_LABORATORY = {d: UseLaboratory(d) for d in District}
_DESTROY = tuple({d: Destroy(s, d) for d in District} for s in range(7))
_ACTIONS = (TAKE_GOLD, DRAW_CARDS)

def _destroy_prices(content: CitadelsContent, change: int) -> tuple[dict[District, int], ...]:
    """What a destroyer whose cost changes by `change` (printed: the Warlord's −1) pays to
    destroy each district of `content`, in a city without and with the Great Wall's +1 (which
    the Wall itself does not add to) (§3, §2.1). A table: the destroyer's turn prices every
    district on the table. The last content's table is found by identity (a game's steps share
    one content; `_price_table`'s cache would hash it at each)."""
    recent = _RECENT_TABLE[0]
    if recent[0] is content and recent[1] == change:
        return recent[2]
    table = _price_table(content, change)
    _RECENT_TABLE[0] = (content, change, table)
    return table


#: The last content and change `_destroy_prices` was asked about, kept with its table.
_RECENT_TABLE: list[tuple[Any, int, tuple[dict[District, int], ...]]] = [(None, 0, ())]


@lru_cache(maxsize=64)
def _price_table(content: CitadelsContent, change: int) -> tuple[dict[District, int], ...]:
    facts = content.tables
    return tuple({d: max(0, facts.cost[d] + change) + (wall and d is not facts.great_wall)
                  for d in District} for wall in (0, 1))


def _change_of(content: CitadelsContent, destroyer: Character | None) -> int:
    """The destruction cost's change of `destroyer`, or of the first character with the power
    to destroy (0 if none has it)."""
    facts = content.tables
    if destroyer is None:
        destroyers = facts.holders["destroy"]
        return facts.destroy_change[destroyers[0]] if destroyers else 0
    return facts.destroy_change[destroyer]


def _wall(city: Sequence[District], options: CitadelsOptions, own_city: bool,
          great_wall: District | None) -> int:
    """1 where the Great Wall (the district `great_wall`, which has its power) raises the
    Warlord's prices in `city` (§2.1, §11-A13), else 0."""
    return 1 if great_wall in city and (options.great_wall_own_city or not own_city) else 0


def destroy_cost(district: District, city: Sequence[District], options: CitadelsOptions,
                 own_city: bool = False, destroyer: Character | None = None) -> int:
    """What `destroyer` (by default the first character with the power) pays to destroy
    `district` in `city` (§3, §11-A13)."""
    wall = _wall(city, options, own_city, options.content.tables.great_wall)
    content = options.content
    return _destroy_prices(content, _change_of(content, destroyer))[wall][district]


def _cards(cards: Sequence[District | None]) -> dict[District, None]:
    """The distinct cards of a hand or a draw, in order (masked cards left out)."""
    seen: dict[Any, None] = dict.fromkeys(cards)
    seen.pop(None, None)
    return seen


def _discarded(state: CitadelsState, cards: tuple[District, ...]) -> dict[str, Any]:
    """The change that puts destroyed or discarded districts away (§11-A4)."""
    if state.options.discard_to is _DISCARD_TO.BOTTOM:
        return {"deck": state.deck + cards}
    return {"discard": state.discard + cards}


def _acted(state: CitadelsState, turn: Turn, gold: tuple[int, ...],
           hands: tuple[tuple[District | None, ...], ...], deck: tuple[District | None, ...],
           **changes: Any) -> CitadelsState:
    """The action (gold or cards) is complete: the new `turn`, `gold`, `hands` and `deck` (and
    other `changes`), then the gold and the cards the character takes after its action (the
    Merchant's and the Architect's, §3), in one new state."""
    seat, rank = turn.seat, turn.rank
    facts = state.options.content.tables
    bonus = facts.gold_after[rank]
    if bonus:
        gold = _gold_after(state, seat, rank, bonus, facts.gold_condition[rank], gold)
    count = facts.cards_after[rank]
    if not count:
        if changes:
            return _with(state, turn=turn, gold=gold, hands=hands, deck=deck, **changes)
        return after_action(state, turn=turn, gold=gold, hands=hands, deck=deck)
    return draw(state, seat, count, turn=turn, gold=gold, hands=hands, deck=deck, **changes)


def _gold_after(state: CitadelsState, seat: int, rank: Character, bonus: int,
                condition: str | None, gold: tuple[int, ...]) -> tuple[int, ...]:
    """The gold `rank` takes after its action (the Merchant's, §3): always without a
    `condition`; with "next to the Crown" only when `seat` is beside the Crown's holder."""
    if condition is None:
        return add_at(gold, seat, bonus)
    crown, players = state.crown, state.players
    if seat == crown or (seat - crown) % players not in (1, players - 1):
        return gold
    return add_at(gold, seat, bonus)


# The new states and turns of the most frequent steps, each for exactly the fields it changes
# (`engine.core.fast_change`: about half the time of a replace of the whole state).


@fast_change(CitadelsState)
def _deck_turn(value: CitadelsState, /, *,
               deck: tuple[District | None, ...], turn: Turn | None) -> CitadelsState:
    """The deck and the turn."""


@fast_change(CitadelsState)
def _hands_turn(value: CitadelsState, /, *,
                hands: tuple[tuple[District | None, ...], ...],
                turn: Turn | None) -> CitadelsState:
    """The hands and the turn."""


@fast_change(CitadelsState)
def _gold_turn(value: CitadelsState, /, *,
               gold: tuple[int, ...], turn: Turn | None) -> CitadelsState:
    """The gold and the turn."""


@fast_change(CitadelsState)
def _built(value: CitadelsState, /, *,
           gold: tuple[int, ...], hands: tuple[tuple[District | None, ...], ...],
           cities: tuple[tuple[District, ...], ...], turn: Turn | None) -> CitadelsState:
    """A district built: gold, hands, cities and the turn."""


@fast_change(Turn)
def _now_acted(value: Turn, /, *,
               acted: bool) -> Turn:
    """The action taken."""


@fast_change(Turn)
def _now_drawn(value: Turn, /, *,
               drawn: tuple[District | None, ...], keep: int) -> Turn:
    """Cards drawn, and how many to keep."""


@fast_change(Turn)
def _now_kept(value: Turn, /, *,
              drawn: tuple[District | None, ...], keep: int, acted: bool) -> Turn:
    """The cards kept: the action taken."""


@fast_change(Turn)
def _now_income(value: Turn, /, *,
                income: bool) -> Turn:
    """The district income taken."""


@fast_change(Turn)
def _now_built(value: Turn, /, *,
               built: int) -> Turn:
    """One more district built."""


@fast_change(Turn)
def _now_power(value: Turn, /, *,
               power: bool) -> Turn:
    """The power used."""


@fast_change(Turn)
def _now_exchanging(value: Turn, /, *,
                    power: bool, exchange: tuple[District | None, ...] | None) -> Turn:
    """The power used, cards being set aside."""


@fast_change(Turn)
def _now_aside(value: Turn, /, *,
               exchange: tuple[District | None, ...] | None) -> Turn:
    """The cards set aside."""


@fast_change(CitadelsState)
def _killed(value: CitadelsState, /, *,
            killed: Character | None, turn: Turn | None) -> CitadelsState:
    """A rank killed, and the turn."""


@fast_change(CitadelsState)
def _robbed(value: CitadelsState, /, *,
            robbed: Character | None, thief: int | None, turn: Turn | None) -> CitadelsState:
    """A rank robbed by the thief's seat, and the turn."""


@fast_change(CitadelsState)
def _turn_only(value: CitadelsState, /, *,
               turn: Turn | None) -> CitadelsState:
    """The turn alone."""


# -- the draft (§5.2–§5.5) ----------------------------------------------------------------------

def _draft_candidates(state: CitadelsState) -> list[Choose | Discard]:
    table = _CHOOSE if draft_kind(state) is _KIND.PICK else _DISCARD
    return [table[c] for c in state.pool if c is not None]


def _draft_shown(state: CitadelsState) -> list[Choose | Discard]:
    """With 2 players both kinds are shown: a learner sees when each is due."""
    if state.players != 2:
        return []
    return [t[c] for c in state.pool if c is not None for t in (_CHOOSE, _DISCARD)]


def _draft(state: CitadelsState, action: Choose | Discard) -> CitadelsState:
    step = state.draft_step
    seat = DRAFTERS[state.players][state.crown][step]
    c = action.character
    pool = without(state.pool, c)
    if isinstance(action, Choose):
        chosen = list(state.chosen)  # `set_at` written out: a fifth of the steps are picks
        chosen[seat] += (c,)
        return enter_draft_step(state, pool, step + 1, tuple(chosen), state.discards)
    return enter_draft_step(state, pool, step + 1, state.chosen,
                            state.discards + ((seat, c),))


DRAFT = Move((Choose, Discard), _draft_candidates, verify_draft, _draft, _draft_shown,
             exact=True)


# -- the action: gold or cards (§6.1) -------------------------------------------------------------

def _take_action(state: CitadelsState, action: TakeGold | DrawCards) -> CitadelsState:
    t = _turn(state)
    seat = t.seat
    if isinstance(action, DrawCards):
        return _draw_cards(state, t)
    return _acted(state, _now_acted(t, acted=True), add_at(state.gold, seat, 2),
                  state.hands, state.deck)


def _draw_cards(state: CitadelsState, t: Turn) -> CitadelsState:
    """Draw 2 (3 with the Observatory), keep 1 (2 with the Library) (§6.1, §2.1, §11-A6)."""
    seat = t.seat
    city = state.cities[seat]
    facts = state.options.content.tables
    library = facts.library in city
    observatory = facts.observatory in city
    n = 3 if observatory else 2
    keep = 2 if library else 1
    if library and observatory and (
            state.options.library_observatory is LibraryObservatory.DRAW3_KEEP3):
        keep = 3
    changes: dict[str, Any] = {}
    refill(state, n, changes)
    deck = changes.pop("deck", state.deck)
    drawn = deck[:n]
    keep = min(keep, len(drawn))
    if keep == len(drawn):
        return _acted(state, _now_acted(t, acted=True), state.gold,
                      set_at(state.hands, seat, state.hands[seat] + drawn), deck[n:], **changes)
    turn = _now_drawn(t, drawn=drawn, keep=keep)
    if changes:  # the discard pile was shuffled into the deck (§11-A4)
        return _with(state, deck=deck[n:], turn=turn, **changes)
    return _deck_turn(state, deck=deck[n:], turn=turn)


ACTION = Move((TakeGold, DrawCards), lambda state: () if _turn(state).acted else _ACTIONS,
              verify_action, _take_action, lambda state: _ACTIONS)


# -- keeping drawn cards (§6.1) ------------------------------------------------------------------

def _keep(state: CitadelsState, action: KeepCard) -> CitadelsState:
    t = _turn(state)
    seat = t.seat
    d = action.district
    drawn = without(t.drawn, d)
    hands = set_at(state.hands, seat, state.hands[seat] + (d,))
    if t.keep > 1 and drawn:
        return _hands_turn(state, hands=hands, turn=_now_drawn(t, drawn=drawn, keep=t.keep - 1))
    return _acted(state, _now_kept(t, drawn=(), keep=0, acted=True), state.gold, hands,
                  state.deck + drawn)


KEEP = Move((KeepCard,),
            lambda state: [_KEEP[d] for d in _cards(_turn(state).drawn)],
            verify_keep, _keep, lambda state: _turn_shown(state), exact=True)


# -- colour income (§7) ---------------------------------------------------------------------------

def _income(state: CitadelsState, action: TakeIncome) -> CitadelsState:
    t = _turn(state)
    seat = t.seat
    facts = state.options.content.tables
    colour = facts.income[t.rank]
    assert colour is not None  # verified: the rank has a colour
    city = state.cities[seat]
    school = facts.school_of_magic in city
    colours = facts.colour
    n = [colours[x] for x in city].count(colour) + school
    return _gold_turn(state, gold=add_at(state.gold, seat, n), turn=_now_income(t, income=True))


INCOME = Move((TakeIncome,), lambda state: (TAKE_INCOME,), verify_income, _income)


# -- building (§6.3) ------------------------------------------------------------------------------

def _hand_builds(state: CitadelsState) -> list[Build]:
    """Every card of the hand: those that may not be built are shown with the reason."""
    return [_BUILD[d] for d in _cards(state.hands[_turn(state).seat])]


def _builds(state: CitadelsState) -> list[Build]:
    """BUILD's candidates: the cards of the hand `verify` will let the player build: none
    before the action or once the builds are used up, else each card not yet in his city that
    he can pay for (§6.3). Exactly the legal ones (`exact=True`: deriving them asks no
    `verify`; the other cards of the hand are shown, `_hand_builds`, with its reason). With
    no key: a hand to build from seldom comes back, and a key per hand would only fill
    memory."""
    t = _turn(state)
    if not t.acted or t.built >= state.options.content.tables.build_limit[t.rank]:
        return []
    city = state.cities[t.seat]
    return _affordable(state, t.seat, city, _prices(state.options.content, city))


def _prices(content: CitadelsContent, city: tuple[District, ...]
            ) -> Mapping[District | None, int]:
    """What the owner of `city` pays to build each district: the content's prices, unless a
    district of the city changes the cost of a colour (`DistrictSpec.build_change`)."""
    table = content.tables
    if not table.build_change or table.build_change.keys().isdisjoint(city):
        return table.price
    return _changed_prices(content, frozenset(table.build_change.keys() & set(city)))


@lru_cache(maxsize=256)
def _changed_prices(content: CitadelsContent, changers: frozenset[District]
                    ) -> Mapping[District | None, int]:
    """The prices with the cost changes of the districts `changers`, never below 0."""
    table = content.tables
    by_colour: dict[Any, int] = {}
    for d in changers:
        colour, change = table.build_change[d]
        by_colour[colour] = by_colour.get(colour, 0) + change
    return {d: price if d is None else max(0, price + by_colour.get(table.colour[d], 0))
            for d, price in table.price.items()}


def _affordable(state: CitadelsState, seat: int, city: tuple[District, ...],
                price: Mapping[District | None, int]) -> list[Build]:
    """The cards of `seat`'s hand not yet in his `city` that he can pay for at `price`."""
    gold = state.gold[seat]
    # Each card once, in hand order (a masked card is priced out).
    return [_BUILD[d] for d in dict.fromkeys(state.hands[seat])  # type: ignore[index]  # None is priced out
            if price[d] <= gold and d not in city]


def _build(state: CitadelsState, action: Build) -> CitadelsState:
    t = _turn(state)
    seat = t.seat
    d = action.district
    city = state.cities[seat] + (d,)
    facts = state.options.content.tables
    cost = _prices(state.options.content, state.cities[seat])[d]
    changes: dict[str, Any] = {}
    if d is facts.haunted_city:
        changes["haunted_round"] = state.round
    if len(city) >= state.options.complete_size and state.first_complete is None:
        changes["first_complete"] = seat
    gold = add_at(state.gold, seat, -cost)
    hands = set_at(state.hands, seat, without(state.hands[seat], d))
    cities = set_at(state.cities, seat, city)
    turn = _now_built(t, built=t.built + 1)
    if changes:
        return _with(state, gold=gold, hands=hands, cities=cities, turn=turn, **changes)
    return _built(state, gold=gold, hands=hands, cities=cities, turn=turn)


BUILD = Move((Build,), _builds, verify_build, _build, _hand_builds, exact=True)


# -- the characters' powers (§3) --------------------------------------------------------------

def _powers(state: CitadelsState) -> tuple[str, ...]:
    """The powers of the character of the turn under way."""
    powers: tuple[str, ...] = state.options.content.tables.powers[_turn(state).rank]
    return powers


def _unless_used(power: str, actions: Callable[[tuple[Character, ...]], tuple[Any, ...]]
                 ) -> Callable[[CitadelsState], tuple[Any, ...]]:
    """Candidates for `power`, naming a character: one per character of the game's set
    (`actions(ranks)`), none once it is used (`shown` lists them with the reason) or in the
    turn of a character without it."""
    return lambda state: (() if _turn(state).power or power not in _powers(state)
                          else actions(_in_game(state)))


def _if_power(power: str, actions: Callable[[CitadelsState], Sequence[Any]]
              ) -> Callable[[CitadelsState], Sequence[Any]]:
    """`actions(state)` in the turn of a character with `power`, else none."""
    return lambda state: actions(state) if power in _powers(state) else ()


def _in_game(state: CitadelsState) -> tuple[Character, ...]:
    """The characters of the game's set at its player count (§5.1)."""
    ranks: tuple[Character, ...] = state.options.content.tables.ranks[state.players]
    return ranks


@cache
def _kill_actions(ranks: tuple[Character, ...]) -> tuple[Kill, ...]:
    return tuple(_KILL[c] for c in ranks)


@cache
def _rob_actions(ranks: tuple[Character, ...]) -> tuple[Rob, ...]:
    return tuple(_ROB[c] for c in ranks)


def _kill(state: CitadelsState, action: Kill) -> CitadelsState:
    t = _turn(state)
    return _killed(state, killed=action.target, turn=_now_power(t, power=True))


# The keys (`Move.key`): all that a power's candidates and verdicts read, so that its legal
# actions are derived once per key.
KILL = Move((Kill,), _unless_used("kill", _kill_actions), verify_kill, _kill,
            _if_power("kill", lambda state: _kill_actions(_in_game(state))))


def _rob(state: CitadelsState, action: Rob) -> CitadelsState:
    t = _turn(state)
    return _robbed(state, robbed=action.target, thief=t.seat, turn=_now_power(t, power=True))


ROB = Move((Rob,), _unless_used("rob", _rob_actions), verify_rob, _rob,
           _if_power("rob", lambda state: _rob_actions(_in_game(state))))


def _swap(state: CitadelsState, action: SwapHands) -> CitadelsState:
    t = _turn(state)
    seat, other = t.seat, action.seat
    hands = set_at(set_at(state.hands, seat, state.hands[other]), other, state.hands[seat])
    return _hands_turn(state, hands=hands, turn=_now_power(t, power=True))


SWAP = Move((SwapHands,),
            _if_power("exchange",
                      lambda state: () if _turn(state).power else _SWAP[:state.players]),
            verify_swap, _swap, _if_power("exchange", lambda state: (_SWAP[_turn(state).seat],)))


def _begin_exchange(state: CitadelsState, action: BeginExchange) -> CitadelsState:
    t = _turn(state)
    return _turn_only(state, turn=_now_exchanging(t, power=True, exchange=()))


EXCHANGE = Move((BeginExchange,), _if_power("exchange", lambda state: (BEGIN_EXCHANGE,)),
                verify_exchange, _begin_exchange)


# -- the Magician's exchange, card by card ----------------------------------------------------

def _set_aside(state: CitadelsState, action: SetAside) -> CitadelsState:
    t = _turn(state)
    d = action.district
    aside = (t.exchange or ()) + (d,)
    return _hands_turn(state, hands=set_at(state.hands, t.seat, without(state.hands[t.seat], d)),
                       turn=_now_aside(t, exchange=aside))


SET_ASIDE = Move((SetAside,),
                 lambda state: [_SET_ASIDE[d] for d in _cards(
                     state.hands[_turn(state).seat])],
                 verify_set_aside, _set_aside, lambda state: _turn_shown(state))


def _finish_exchange(state: CitadelsState, action: FinishExchange) -> CitadelsState:
    """The cards set aside go under the deck and as many are drawn from the top (§3)."""
    t = _turn(state)
    seat = t.seat
    aside = tuple(d for d in t.exchange or () if d is not None)
    deck = state.deck + aside
    return draw(state, seat, len(aside), deck=deck, turn=_now_aside(t, exchange=None))


FINISH = Move((FinishExchange,), lambda state: (FINISH_EXCHANGE,), verify_finish,
              _finish_exchange)


def _exchange_legal(state: CitadelsState) -> tuple[SetAside | FinishExchange, ...]:
    """The exchange's legal actions (`engine.Phase.legal`): each card of the hand, then the
    end once a card is set aside; listed, where asking `verify` about each card cost more."""
    t = _turn(state)
    out: list[SetAside | FinishExchange] = [_SET_ASIDE[d] for d in _cards(state.hands[t.seat])]
    if t.exchange:
        out.append(FINISH_EXCHANGE)
    return tuple(out)


# -- the purple districts' uses (§2.1) -------------------------------------------------------

def _laboratories(state: CitadelsState) -> list[UseLaboratory]:
    """The cards the Laboratory may discard: none once used or without one in the city, else
    each card of the hand (§2.1)."""
    t = _turn(state)
    if t.laboratory or state.options.content.tables.laboratory not in state.cities[t.seat]:
        return []
    return [_LABORATORY[d] for d in _cards(state.hands[t.seat])]


def _use_laboratory(state: CitadelsState, action: UseLaboratory) -> CitadelsState:
    t = _turn(state)
    seat = t.seat
    d = action.district
    return _with(state, hands=set_at(state.hands, seat, without(state.hands[seat], d)),
                 gold=add_at(state.gold, seat, 1), turn=_turn_with(t, laboratory=True),
                 **_discarded(state, (d,)))


LABORATORY = Move((UseLaboratory,), _laboratories, verify_laboratory, _use_laboratory,
                  exact=True)


def _use_smithy(state: CitadelsState, action: UseSmithy) -> CitadelsState:
    t = _turn(state)
    seat = t.seat
    price, draws = state.options.smithy.price, state.options.smithy.draws
    return draw(state, seat, draws, gold=add_at(state.gold, seat, -price),
                turn=_turn_with(t, smithy=True))


SMITHY = Move((UseSmithy,),
              lambda state: (USE_SMITHY,) if state.options.content.tables.smithy in
              state.cities[_turn(state).seat] else (),
              verify_smithy, _use_smithy)


# -- the end of a turn, and the Warlord's (§6, §3) ----------------------------------------------

END = Move((EndTurn,), lambda state: (END_TURN,), verify_end,
           lambda state, action: end_turn(state))


def _targets(state: CitadelsState) -> list[Destroy]:
    """Every district on the table, in the turn of a character with the power to destroy:
    those it may not destroy are shown with why."""
    if "destroy" not in _powers(state):
        return []
    return [_DESTROY[s][d] for s, city in enumerate(state.cities) for d in city]


def _sheltered(state: CitadelsState, target: int, warlord: int,
               protectors: tuple[Character, ...]) -> bool:
    """A living, revealed character of `protectors` (those with the power to protect)
    shelters its holder `target`'s city from the destroyer at seat `warlord` (§3, §11-A7).
    (The seat that holds a character is the one whose characters include it: short scans,
    where finding the holder would visit every seat.)"""
    if target == warlord and not state.options.bishop_blocks_own_warlord:
        return False
    chosen, revealed = state.chosen[target], state.revealed
    for c in protectors:  # a loop, not `any(...)`: asked for every city of a Warlord's turn
        if c in chosen and c in revealed:
            return True
    return False


#: The last state `_city_prices` worked out, with its answer: the turn's legal destroys price
#: every district on the table (a Warlord who has acted has 13 destroys on average in random
#: games), and the step that destroys one prices it again. A state is an
#: immutable value and stays referenced here with its answer, so the pair never describes
#: another state.
_RECENT_PRICES: list[tuple[Any, tuple[dict[District, int] | None, ...]]] = [(None, ())]


def _city_prices(state: CitadelsState) -> tuple[dict[District, int] | None, ...]:
    """What the Warlord of the turn under way pays to destroy each district, city by city;
    `None` for the city the Bishop shelters (§3, §2.1, §11-A7, §11-A13)."""
    recent = _RECENT_PRICES[0]
    if recent[0] is state:
        return recent[1]
    t = _turn(state)
    seat = t.seat
    options = state.options
    facts = options.content.tables
    table = _destroy_prices(options.content, facts.destroy_change[t.rank])
    wall = facts.great_wall
    protectors = facts.holders["protect"]
    revealed = state.revealed
    bishop = False
    for c in protectors:  # a loop, not `any(...)`: a Warlord's every turn asks
        if c in revealed:
            bishop = True
            break
    prices = tuple([None if bishop and _sheltered(state, target, seat, protectors)
                    else table[_wall(city, options, target == seat, wall)] if city
                    else table[0] for target, city in enumerate(state.cities)])
    _RECENT_PRICES[0] = (state, prices)
    return prices


def _destroyable(state: CitadelsState) -> list[Destroy]:
    """DESTROY's candidates: the districts `verify` will let the Warlord destroy: after his
    action, in a city that is neither complete nor sheltered by the Bishop, not the Keep, at a
    price he can pay (§3). Exactly the legal ones (`exact=True`: deriving them asks no
    `verify`; `_targets` shows the others with its reason); with no key, for the same reason as
    BUILD's."""
    t = _turn(state)
    if not t.acted:
        return []
    size = state.options.complete_size
    gold = state.gold[t.seat]
    prices = _city_prices(state)
    keep = state.options.content.tables.keep
    out: list[Destroy] = []
    for target, city in enumerate(state.cities):
        price = prices[target]
        if price is None or not city or len(city) >= size:
            continue
        actions = _DESTROY[target]
        out += [actions[d] for d in city if d is not keep and price[d] <= gold]
    return out


def _destroy(state: CitadelsState, action: Destroy) -> CitadelsState:
    """Pay and destroy; the Graveyard's owner may then take the card back (§3, §2.1)."""
    t = _turn(state)
    seat, target, d = t.seat, action.seat, action.district
    city = state.cities[target]
    # The turn's prices, as its legal actions just worked them out (`None`: the Bishop's
    # city, which `verify` refuses; priced here all the same).
    price = _city_prices(state)[target]
    cost = (destroy_cost(d, city, state.options, target == seat, t.rank) if price is None
            else price[d])
    gold = add_at(state.gold, seat, -cost)
    cities = set_at(state.cities, target, without(city, d))
    owner = graveyard_owner(state, seat, target, d)
    if owner is not None:
        return _with(state, gold=gold, cities=cities, phase=Phase.GRAVEYARD,
                     graveyard=(owner, d))
    return end_turn(state, gold=gold, cities=cities, **_discarded(state, (d,)))


DESTROY = Move((Destroy,), _if_power("destroy", _destroyable), verify_destroy, _destroy,
               _targets, exact=True)


# -- the Graveyard's offer (§2.1) -----------------------------------------------------------

def _recover(state: CitadelsState, action: Recover) -> CitadelsState:
    owner, d = state.graveyard_offer
    return end_turn(state, gold=add_at(state.gold, owner, -1),
                    hands=set_at(state.hands, owner, state.hands[owner] + (d,)),
                    graveyard=None)


def _decline(state: CitadelsState, action: Decline) -> CitadelsState:
    owner, d = state.graveyard_offer
    return end_turn(state, graveyard=None, **_discarded(state, (d,)))


RECOVER_MOVE = Move((Recover,), lambda state: (RECOVER,), verify_recover, _recover)
DECLINE_MOVE = Move((Decline,), lambda state: (DECLINE,), lambda state, action: None, _decline)


# -- the phases ---------------------------------------------------------------------------

_TURN_OF = {c: f"{c.name.lower()}'s turn" for c in Character}


def _turn_phase(c: Character) -> Step[CitadelsState]:
    """A character's turn: the action, its powers, income, building, the purple districts and
    the end (destroying at the end); a power's move offers its actions only to a character
    with the power in the content in force."""
    moves = (ACTION, KILL, ROB, SWAP, EXCHANGE, INCOME, BUILD, LABORATORY, SMITHY, END, DESTROY)
    return Step(_TURN_OF[c], _RULE_OF[c], moves, ends=("citadels.6.end", "citadels.3.warlord"),
                legal=_turn_legal)


def _turn_legal(state: CitadelsState) -> tuple[Any, ...]:
    """The legal actions of a character's turn (`engine.Phase.legal`), in one pass: exactly
    what its moves derive, in their order. Asking seven to nine moves in turn, each through
    its key, cost more than listing the answer (a key for the whole turn would hold the hand,
    the city and the gold, and never comes back). `check_kernel` compares the answer with the
    reference rule book's at every state of its games."""
    t = _turn(state)
    content = state.options.content
    recent = _RECENT_POWERS[0]  # `_rank_powers(content)`, its common case written out
    powers, destroys, income, limit = (
        recent[1] if recent[0] is content else _rank_powers(content))[t.rank]
    acted = t.acted
    if acted:
        out: list[Any] = []
    elif len(state.deck) > 1 or len(state.deck) + len(state.discard) >= (
            2 if state.options.draw_needs_two else 1):
        out = [TAKE_GOLD, DRAW_CARDS]
    else:
        out = [TAKE_GOLD]
    if powers and not t.power:
        for power in powers:
            out += power(state, t)
    if income and not t.income:
        out.append(TAKE_INCOME)
    city = state.cities[t.seat]
    facts = content.tables
    if acted and t.built < limit:
        out += _affordable(state, t.seat, city,
                           _prices(content, city) if facts.build_change else facts.price)
    if not facts.uses.isdisjoint(city):
        # The purple districts' uses: few cities have them, so their moves are asked.
        out += _laboratories(state)
        if facts.smithy in city and verify_smithy(state, USE_SMITHY) is None:
            out.append(USE_SMITHY)
    if acted:
        out.append(END_TURN)
        if destroys:
            out += _destroyable(state)
    return tuple(out)


@cache
def _kills(ranks: tuple[Character, ...], named: tuple[Character, ...], killer: Character,
           never: tuple[Character, ...]) -> tuple[Kill, ...]:
    """The `killer`'s legal targets: every other rank of the game's set (`ranks`) but those
    it `never` names, not removed face up where §11-A2 forbids naming those (`named`)."""
    return tuple(_KILL[c] for c in ranks if c is not killer and c not in never
                 and c not in named)


@cache
def _robs(ranks: tuple[Character, ...], killed: Character | None,
          named: tuple[Character, ...], robber: Character,
          never: tuple[Character, ...]) -> tuple[Rob, ...]:
    """The `robber`'s legal targets in the game's set (`ranks`): neither those it `never`
    names (printed: the Assassin), itself nor the `killed` rank, and none of the `named`
    (§11-A2)."""
    return tuple(_ROB[c] for c in ranks if c is not robber and c is not killed
                 and c not in never and c not in named)


#: The Magician's swaps by player count and seat: every other seat.
_SWAPS = {(n, seat): tuple(a for a in _SWAP[:n] if a.seat != seat)
          for n in range(2, 8) for seat in range(n)}


def _magician(state: CitadelsState, t: Turn) -> tuple[SwapHands | BeginExchange, ...]:
    swaps = _SWAPS[state.players, t.seat]
    return swaps + (BEGIN_EXCHANGE,) if state.hands[t.seat] else swaps


def _kill_legal(state: CitadelsState, t: Turn) -> tuple[Kill, ...]:
    """The legal kills of `t`'s rank (`_kills` of the game's set, `_in_game`, less what it may
    not name: §11-A2, the characters removed face up unless `name_face_up`)."""
    options = state.options
    facts = options.content.tables
    return _kills(facts.ranks[state.players], () if options.name_face_up else state.face_up,
                  t.rank, facts.never[t.rank])


def _rob_legal(state: CitadelsState, t: Turn) -> tuple[Rob, ...]:
    """The legal robberies of `t`'s rank (`_robs`, read as `_kill_legal` reads `_kills`)."""
    options = state.options
    facts = options.content.tables
    return _robs(facts.ranks[state.players], state.killed,
                 () if options.name_face_up else state.face_up, t.rank, facts.never[t.rank])


_PowerLegal = Callable[[CitadelsState, Turn], tuple[Any, ...]]
#: The legal uses of each power used once a turn, while it is unused, in the turn's order
#: (destroying comes at the end).
_POWER_LEGAL: dict[str, _PowerLegal] = {
    "kill": _kill_legal,
    "rob": _rob_legal,
    "exchange": _magician,
}
_RankPowers = tuple[tuple[tuple[_PowerLegal, ...], bool, bool, int], ...]


def _rank_powers(content: CitadelsContent) -> _RankPowers:
    """By rank (a tuple indexed by it), what a turn of that rank reads in `content`: the legal
    uses of its powers used once a turn, whether it may destroy, whether it takes an income
    (`Tables.income`) and its build limit (`Tables.build_limit`), one tuple read once a step.
    Found by identity, as `_destroy_prices`."""
    recent = _RECENT_POWERS[0]
    if recent[0] is content:
        return recent[1]
    facts = content.tables
    powers = facts.powers
    table = tuple((tuple(f for p, f in _POWER_LEGAL.items() if p in powers[rank]),
                   "destroy" in powers[rank], facts.income[rank] is not None,
                   facts.build_limit[rank]) for rank in range(len(powers)))
    _RECENT_POWERS[0] = (content, table)
    return table


#: The last content `_rank_powers` was asked about, kept referenced with its table.
_RECENT_POWERS: list[tuple[Any, _RankPowers]] = [(None, ())]


def _phase_of(state: CitadelsState) -> Any:
    phase = state.phase
    if phase is not _TURN_PHASE:
        return phase
    t = _turn(state)
    if t.drawn:
        return "keep"
    if t.exchange is not None:
        return "exchange"
    return _TURN_NAMES[t.rank]


# Read twice a step (the legal actions, then the step): a name, and a tuple by rank.
_TURN_PHASE = Phase.TURN
_TURN_NAMES = (None, *(_TURN_OF[c] for c in Character))


def _turn_shown(state: CitadelsState) -> list[Any]:
    """While a drawn card waits to be kept or the exchange is open, the turn's other actions
    are shown, refused until it is done."""
    phase = RULEBOOK.phases[_TURN_OF[_turn(state).rank]]
    out: list[Any] = []
    for move in phase.moves:
        shown = move.shown(state) if move.shown is not None else ()
        # BUILD's and DESTROY's candidates are only the legal cards; their shown ones are all
        # the cards, in the order of the hand and the table, and stand for both.
        out += shown if move is BUILD or move is DESTROY else (*move.candidates(state), *shown)
    return out


RULEBOOK: RuleBook[CitadelsState] = RuleBook(
    {
        Phase.DRAFT: Step(Phase.DRAFT, "citadels.5", (DRAFT,),
                          ends=("citadels.5.2", "citadels.5.3", "citadels.5.4", "citadels.5.5"),
                          # The player count and the step say pick or discard (no call).
                          key=lambda state: (state.players, state.draft_step, state.pool)),
        **{_TURN_OF[c]: _turn_phase(c) for c in Character},
        # The cards drawn are all that keeping reads.
        "keep": Step("keep", "citadels.6.1", (KEEP,), ends=("citadels.6.1",),
                     key=lambda state: _turn(state).drawn),
        "exchange": Step("exchange", "citadels.3.magician", (SET_ASIDE, FINISH),
                         ends=("citadels.3.magician",), legal=_exchange_legal),
        Phase.GRAVEYARD: Step(Phase.GRAVEYARD, _GRAVEYARD, (RECOVER_MOVE, DECLINE_MOVE),
                              ends=(_GRAVEYARD, "citadels.6.end")),
        Phase.OVER: Step(Phase.OVER, "citadels.8", ()),
    },
    phase_of=_phase_of,
    wrong_phase=elsewhere,
    # No move builds an event: a step's events, when read, are the reference's.
    events_from=Citadels.rulebook.apply,
)


# -- a seat's view ---------------------------------------------------------------------------
# The reference's `Citadels._masked` made with loops and prebuilt face-down piles (the bots ask
# for a view at every decision): the calls change a few times a round, far less often than a
# seat decides, so what a seat knows of them is kept by the very tuple it was made from.


def _calls_seen(calls: tuple[Call, ...], seat: int) -> tuple[Call, ...]:
    """What `seat` knows of the calls (`mask_calls`), kept by the tuple of calls."""
    if not calls:
        return calls
    key = (id(calls), seat)
    entry = _CALLS_SEEN.get(key)
    if entry is not None and entry[0] is calls:
        return entry[1]
    if len(_CALLS_SEEN) > 4096:
        _CALLS_SEEN.clear()
    seen = mask_calls(calls, seat)
    _CALLS_SEEN[key] = (calls, seen)
    return seen


_CALLS_SEEN: dict[tuple[int, int], tuple[tuple[Call, ...], tuple[Call, ...]]] = {}


@fast_change(CitadelsState)
def _seen(value: CitadelsState, /, *, hands: tuple[tuple[District | None, ...], ...],
          deck: tuple[District | None, ...], chosen: tuple[tuple[Character | None, ...], ...],
          pool: tuple[Character | None, ...], face_down: tuple[Character | None, ...],
          discards: tuple[tuple[int, Character | None], ...], turn: Turn | None,
          calls: tuple[Call, ...], previous_calls: tuple[Call, ...],
          rng: Rng | None) -> CitadelsState:
    """A view: `state` with what a seat cannot see, and no generator."""


class _FaceDown(dict[int, tuple[None, ...]]):
    """`(None,) * n` by `n`, each made once."""

    def __missing__(self, n: int) -> tuple[None, ...]:
        made = self[n] = (None,) * n
        return made


_DOWN = _FaceDown()


def _seat_view(state: CitadelsState, seat: int) -> CitadelsState:
    """`Citadels._masked(state, seat)` (rules/game.py), made with loops and prebuilt face-down
    piles instead of generator expressions (a bot asks one view a decision; `check_kernel`
    compares it with the reference's at every state, for every seat)."""
    # What every seat knows of the hands and of the characters chosen changes at some steps
    # only: it is kept with the very tuples it was made from, and the seat's own put in.
    hands, chosen, revealed = state.hands, state.chosen, state.revealed
    known = _known[0]
    if known[0] is not hands:
        known = _known[0] = (hands, [_DOWN[len(h)] for h in hands], known[2], known[3],
                             known[4])
    if known[2] is not chosen or known[3] is not revealed:
        known = _known[0] = (hands, known[1], chosen, revealed,
                             [tuple([x if x in revealed else None for x in c]) for c in chosen])
    seen_hands, seen_chosen = known[1].copy(), known[4].copy()
    seen_hands[seat], seen_chosen[seat] = hands[seat], chosen[seat]
    pool = state.pool
    if state.phase is _PHASE.DRAFT and drafter(state) != seat:
        pool = _DOWN[len(pool)]
    discards = state.discards
    if discards:
        discards = tuple([(s, c if s == seat else None) for s, c in discards])
    turn = state.turn
    if turn is not None and turn.seat != seat and (turn.drawn or turn.exchange):
        turn = _turn_with(turn, drawn=_DOWN[len(turn.drawn)],
                          exchange=None if turn.exchange is None else _DOWN[len(turn.exchange)])
    # The round's calls and the last round's, as the seat last saw them (a seat decides a few
    # times between two calls).
    calls, previous = state.calls, state.previous_calls
    memo = _calls_memo[seat]
    if memo[0] is calls and memo[1] is previous:
        calls, previous = memo[2], memo[3]
    else:
        seen, seen_previous = _calls_seen(calls, seat), _calls_seen(previous, seat)
        _calls_memo[seat] = (calls, previous, seen, seen_previous)
        calls, previous = seen, seen_previous
    return _seen(state, hands=tuple(seen_hands), deck=_DOWN[len(state.deck)],
                 chosen=tuple(seen_chosen),
                 pool=pool, face_down=_DOWN[len(state.face_down)], discards=discards,
                 turn=turn, calls=calls, previous_calls=previous, rng=None)


#: `_seat_view`'s last hands and characters chosen (and the characters revealed), each with
#: what every seat knows of them, seat by seat.
_known: list[tuple[Any, list[Any], Any, Any, list[Any]]] = [(None, [], None, None, [])]
#: Per seat, the calls (and the last round's) `_seat_view` last masked for it, with their masks.
_calls_memo: list[tuple[Any, Any, tuple[Call, ...], tuple[Call, ...]]] = [
    (None, None, (), ()) for _ in range(7)]
#: The last view the kernel made, of which state, if it is the player to act's
#: (`CitadelsKernel.why_illegal`).
_viewed: list[tuple[Any, Any]] = [(None, None)]


class CitadelsKernel(Citadels):
    """The playout kernel: the reference game (`rules.Citadels`: its options, views, outcome
    and zones) with this module's table-driven rule book, which builds no event (a step's
    events and the set-up's log, made when read, are the reference's), and the quick answers a
    playout asks at every step."""

    rulebook = RULEBOOK
    # One call a step fewer: the rule book's own methods, not `DeclaredGame`'s forwarding ones.
    legal_actions = RULEBOOK.legal_actions
    apply = RULEBOOK.apply
    # A seat's view made faster (`check_kernel` compares it with the reference's).
    seen = staticmethod(_seen)
    calls_seen = staticmethod(_calls_seen)

    def initial(self, players: int, seed: int, options: CitadelsOptions
                ) -> Transition[CitadelsState]:
        state = deal(players, seed, options)
        # A playout reads only the state: the set-up's log, the reference's, is made when read.
        return Transition.events_of(start_round(state), super().initial, players, seed,
                                    options)

    def current_player(self, state: CitadelsState) -> int | None:
        phase = state.phase
        if phase is _PHASE.TURN:
            return _turn(state).seat
        if phase is _PHASE.DRAFT:
            return drafter(state)
        if phase is _PHASE.GRAVEYARD:
            return state.graveyard_offer[0]
        return None

    def is_over(self, state: CitadelsState) -> bool:
        return state.phase is _OVER

    def view(self, state: CitadelsState, seat: int | None) -> CitadelsState:
        """The reference's view (`Citadels._masked`), made by `_seat_view`."""
        if seat is None:
            return state
        # `check_seat`'s answer for a plain int seat of the state, without the call.
        if type(seat) is not int or not 0 <= seat < state.players:
            seat = self.check_seat(seat, state)
        view = _seat_view(state, seat)
        _viewed[0] = (state, view if seat == self.current_player(state) else None)
        return view

    def why_illegal(self, state: CitadelsState, action: Any) -> Message | None:
        # `bots.decide` asks about a bot's choice just after the bot listed the legal actions
        # of the view made last, the player to act's (the rule book remembers them): that
        # player sees every choice they have (tests/citadels/test_kernel.py), so one of those
        # very actions is legal in `state`.
        made = _viewed[0]
        if made[0] is state and made[1] is not None and is_listed(action,
                                                                RULEBOOK.legal_actions(made[1])):
            return None
        return RULEBOOK.why_illegal(state, action)
