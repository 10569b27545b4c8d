"""Naishi's playout kernel: the rules of `.rules` (the reference rule book, rules spec naishi
§3–§11, options §13) written for CPython's costs, for random playouts, bots' searches and the
bench. `explorer.engine.testing.check_kernel` checks that it gives the reference's legal actions
(in order), states and outcome at every state of seeded games under every option set
(tests/naishi/test_kernel.py); read the reference to learn the rules.

The actions are declared once, in `RULEBOOK`: one phase per `Phase` value (the opening
exchange, the turns, the end-of-game Ninja copies, the end), and per kind of action one `Move`
with its candidates, one `verify` and its `apply`. Every `verify` is the reference's own (it
returns `None` or the `Refusal` citing the spec rule that forbids it), so the kernel builds no
refusal: its own legality is in its candidates. Most moves are exact (their candidates are
exactly the legal actions: only `why_illegal` and the checks ask `verify`); the Recall, the
Declaration and the Ninja's copy ask the reference's `verify` about their few candidates,
once per summary. A move's `apply` makes the next state and no event: the events, when read,
are told by the reference (`RuleBook(..., events_from=...)`, the set-up's log likewise), so
the log's and the refusals' messages are written once, in `rules/`. Its speed-ups: the moves
and phases are keyed (`Move.key`, `Phase.key`: legal actions derived once per summary), most
moves are exact, states are made by position (`fast_change`) and actions are prebuilt.

A turn is a few sub-steps: an optional additional action, the main action, then (after a
Develop) an optional additional action or `EndTurn`. When nothing optional is left the turn
ends by itself.

This module may import only the engine and this package's `cards`, `content`, `state`,
`actions`, `scoring` and `rules` (the reference, whose game class it extends). What a variant
changes (`options.content`) it reads through `content`'s functions, cached by the content.
"""

from __future__ import annotations

import functools
import itertools
import operator
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, cast

from ...engine import (
    Message,
    Move,
    Rng,
    RuleBook,
    Transition,
)
from ...engine import Phase as RulePhase
from ...engine.core import Members, fast_change, fast_new, fast_replace
from ...engine.moves import is_listed
from .actions import (
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
)
from .cards import COPIABLE, Card
from .content import PUBLISHED, development_deck, hand_start, lay_out
from .rules import Naishi, chosen_copies
from .rules.additional import verify_refresh, verify_switch
from .rules.court import decree_refusal, verify_declare, verify_decree, verify_recall
from .rules.develop import verify_develop
from .rules.end import ninja_targets, pending_ninja, verify_copy
from .rules.exchange import verify_give
from .rules.game import not_an_action, wrong_phase
from .rules.turn import verify_end_turn, verify_pass
from .scoring import Breakdown, ScoringRules, score
from .state import (
    ALL_SPOT_NAMES,
    COLUMNS,
    DECREE_SPOT,
    Cell,
    CourtLayout,
    NaishiOptions,
    NaishiState,
    NinjaChoice,
    Phase,
    RecallRule,
    Row,
    court_layout,
    exhausted_piles,
)
from .totals import Totals, totals_for

MOUNTAIN = Card.MOUNTAIN
NINJA = Card.NINJA
LINE, HAND = Row.LINE, Row.HAND
#: The phases and the Recall readings, read in every step (see `Members`).
PHASE = Members(Phase)
RECALL = Members(RecallRule)
#: Read after every step (`is_over`): a module's name is quicker still than `PHASE.OVER`.
_OVER = Phase.OVER
_PLAY = Phase.PLAY

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


#: `dataclasses.replace` for the state as straight-line code (it is on the hot path), which
#: mypy checks as `dataclasses.replace`.
if TYPE_CHECKING:
    from dataclasses import replace as _evolve
else:
    _evolve = fast_replace(NaishiState)
#: `NaishiState(...)`, made faster (one per game).
_new_state = fast_new(NaishiState)
#: The Lines, the Hands or the River: a tuple per seat or pile.
Rows = tuple[tuple[Cell, ...], ...]
#: The Lines: always full (a Mountain where nothing was developed).
Lines = tuple[tuple[Card, ...], ...]


#: `dataclasses.replace` for a state, fast (the bots build sampled positions with it).
evolve = _evolve


@functools.cache
def _recalls(spots: tuple[int, ...], rule: RecallRule) -> tuple[Recall, ...]:
    if not spots:
        return ()
    if rule is RECALL.ALL:
        return (Recall(spots),)
    return tuple(Recall(chosen) for n in range(1, len(spots) + 1)
                 for chosen in itertools.combinations(spots, n))


@functools.cache
def _scoring_rules(options: NaishiOptions) -> ScoringRules:
    return options.scoring


def _set(rows: tuple[tuple[Any, ...], ...], seat: int, index: int, card: Any) -> Any:
    row = rows[seat]
    new = row[:index] + (card,) + row[index + 1 :]
    return (new, rows[1]) if seat == 0 else (rows[0], new)


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


def total_now(state: NaishiState, seat: int) -> int | None:
    """`seat`'s total as if the game ended now, with the best Ninja copies: the fast exact
    totals (`totals.Totals`, the number `score_now` gives), `None` where `score_now` is.
    Chosen Ninja copies are the readable scorer's to apply."""
    hand = state.hands[seat]
    if len(hand) != COLUMNS or None in hand:
        return None
    if state.copies:
        return final_breakdown(state, seat).total
    return totals_of(state).total(tuple(state.lines[seat]), cast("tuple[Card, ...]", hand))


def totals_of(state: NaishiState) -> Totals:
    """The fast totals of the state's rules, found by the options object itself (hashing a
    dataclass of options on every call cost more than the lookup saved)."""
    options = state.options
    entry = _TOTALS.get(id(options))
    if entry is None or entry[0] is not options:
        if len(_TOTALS) > 8:
            _TOTALS.clear()
        entry = _TOTALS[id(options)] = (options, totals_for(options.scoring))
    return entry[1]


_TOTALS: dict[int, tuple[NaishiOptions, Totals]] = {}


# -- what several moves read -----------------------------------------------------------------


def _free(court: tuple[int | None, ...], spots: tuple[int, ...]) -> bool:
    """Whether a spot of `spots` is free."""
    for i in spots:
        if court[i] is None:
            return True
    return False


def _can_place(s: NaishiState, area: tuple[int, ...]) -> bool:
    """Whether an additional action can place an emissary on `area`: one from the reserve on a
    free spot of its area, and only one emissary a turn (spec §4, §5.1); before the main
    action it needs a River card to develop after it (unless option A5). (Why not is the
    reference's `emissary_refusal`.)"""
    court = s.court
    return not s.emissary_used and court.count(s.player) < s.options.court.emissaries \
        and _free(court, area) \
        and (s.main_done or any(s.river) or s.options.additional_with_any_main)


#: Every pattern of piles showing a card or not (see `_shown`).
_SHOWINGS = tuple(itertools.product((False, True), repeat=COLUMNS))


def _shown(river: tuple[tuple[Cell, ...], ...]) -> tuple[bool, ...]:
    """Which piles of `river` show a card: what most rules read of the River. Several
    moves keep their legal actions by it, so as to list exactly the legal ones."""
    return tuple(map(bool, river))


def _own_spots(s: NaishiState) -> tuple[int, ...]:
    """The recallable spots holding the emissaries of the player to act (spec §8)."""
    return _owned(s.court, s.player)


@functools.cache
def _owned(court: tuple[int | None, ...], seat: int) -> tuple[int, ...]:
    # Remembered (a few hundred Courts): each Recall candidate's verify asks again. Every spot
    # but a Decree spot is recallable (a closed spot never holds an emissary).
    return tuple(i for i in range(len(court)) if court[i] == seat and i not in _DECREE_AT)


#: The indices of the Decree spots in every game (`state.ALL_SPOT_NAMES`: "E", "E2").
_DECREE_AT = (DECREE_SPOT, DECREE_SPOT + 1)


# -- the opening exchange (spec §3.6–§3.7) ---------------------------------------------------

GIVES = {card: Give(card) for card in Card}


def _gives(s: NaishiState) -> tuple[Give, ...]:
    return tuple(GIVES[c] for c in dict.fromkeys(s.dealt[s.player]) if c is not None)


def _exchange_key(s: NaishiState) -> Any:
    """All that the exchange's candidates and verdicts read: the cards dealt to the player
    to act."""
    return s.dealt[s.player]


def _give(s: NaishiState, a: Give) -> NaishiState:
    seat = s.player
    gifts = (a.card, s.gifts[1]) if seat == 0 else (s.gifts[0], a.card)
    if seat == s.first:
        return _evolve(s, player=1 - seat, gifts=gifts)
    # Both chosen: the cards change hands at once, then each Hand is shuffled.
    rng = s.rng
    assert rng is not None
    hands: list[tuple[Card, ...]] = [(), ()]
    start = hand_start(s.options.content)
    for owner in (s.first, 1 - s.first):
        kept = list(s.dealt[owner])
        kept.remove(gifts[owner])
        received = gifts[1 - owner]
        assert received is not None and kept[0] is not None
        hand, rng = rng.shuffle((kept[0], received, *start))
        hands[owner] = hand
    return _evolve(s, phase=PHASE.PLAY, player=s.first, turn=1, hands=tuple(hands),
                   dealt=((), ()), gifts=(None, None), rng=rng)


# -- Develop (spec §6.1) ---------------------------------------------------------------------

ALL_DEVELOPS: tuple[Develop, ...] = tuple(DEVELOPS.values())
#: The Develops from the piles that show a card, by which piles do (`_shown`).
_DEVELOPABLE = {shown: tuple(d for d in ALL_DEVELOPS if shown[d.column - 1])
                for shown in _SHOWINGS}


def _develops(s: NaishiState) -> tuple[Develop, ...]:
    """The legal Develops exactly: none once the main action is done, else one per cell whose
    pile shows a card (spec §5, §6.1). (A refused candidate would cost a refusal to build;
    the refused Develops are `shown` instead.)"""
    return () if s.main_done else _DEVELOPABLE[_shown(s.river)]


def _develop(s: NaishiState, a: Develop) -> NaishiState:
    seat, c = s.player, a.column - 1
    pile = s.river[c]
    card, rest = pile[0], pile[1:]
    river = s.river[:c] + (rest,) + s.river[c + 1 :]
    lines, hands = s.lines, s.hands
    old: Any
    if a.row is LINE:
        old = lines[seat][c]
        lines = _set(lines, seat, c, card)
    else:
        old = hands[seat][c]
        hands = _set(hands, seat, c, card)
    discard = s.discard + (old,)
    if _can_add(s, river):
        return _developed(s, lines=lines, hands=hands, river=river, discard=discard,
                          main_done=True)
    return _next_turn(s, lines, hands, river, discard, s.court)


#: The states most steps make, for exactly the fields they change (`fast_change`: about half
#: the cost of `_evolve`, which fills in every field): a Develop with an additional action to
#: come, an additional action before the main one, a game's end and the next turn
#: (`_next_turn`).


@fast_change(NaishiState)
def _developed(value: NaishiState, /, *,
               lines: tuple[tuple[Card, ...], ...], hands: tuple[tuple[Cell, ...], ...],
               river: tuple[tuple[Cell, ...], ...], discard: tuple[Card, ...],
               main_done: bool) -> NaishiState:
    """A Develop with an additional action to come."""


@fast_change(NaishiState)
def _added(value: NaishiState, /, *,
           lines: tuple[tuple[Card, ...], ...], hands: tuple[tuple[Cell, ...], ...],
           river: tuple[tuple[Cell, ...], ...], discard: tuple[Card, ...],
           court: tuple[int | None, ...], emissary_used: bool) -> NaishiState:
    """An additional action before the main one."""


@fast_change(NaishiState)
def _seen(value: NaishiState, /, *, hands: tuple[tuple[Cell, ...], ...],
          dealt: tuple[tuple[Cell, ...], ...], gifts: tuple[Cell, ...],
          river: tuple[tuple[Cell, ...], ...],
          copies: tuple[tuple[int, Row, int, Card | None], ...], rng: Rng | None = None
          ) -> NaishiState:
    """A seat's view (`Naishi.seen`: what it hides, no generator); a bot looks at one every
    choice."""


@fast_change(NaishiState)
def _settled(value: NaishiState, /, *,
             lines: tuple[tuple[Card, ...], ...], hands: tuple[tuple[Cell, ...], ...],
             river: tuple[tuple[Cell, ...], ...], discard: tuple[Card, ...],
             court: tuple[int | None, ...]) -> NaishiState:
    """The table at a game's end."""


@fast_change(NaishiState)
def _turned(value: NaishiState, /, *,
            lines: tuple[tuple[Card, ...], ...], hands: tuple[tuple[Cell, ...], ...],
            river: tuple[tuple[Cell, ...], ...], discard: tuple[Card, ...],
            court: tuple[int | None, ...], player: int, turn: int, main_done: bool,
            emissary_used: bool, start_exhausted: bool, final_seat: int | None) -> NaishiState:
    """The next turn (`_next_turn`)."""



# -- the additional actions: Switch (spec §6.2) and River refresh (spec §6.3) ----------------

SWITCHES: tuple[Any, ...] = (*SWAP_RIVERS.values(), *TERRITORY_SWAPS)
#: The Switches whose River piles show a card, by which piles do (`_shown`).
_SWITCHABLE = {shown: tuple(a for a in SWITCHES if type(a) is not SwapRiver
                            or shown[a.a - 1] and shown[a.b - 1])
               for shown in _SHOWINGS}


def _switches(s: NaishiState) -> tuple[Any, ...]:
    """The legal Switches exactly: none when no emissary can go to a Switch spot; else every
    swap of two Territory cards and, under option A4, of two face-up River cards (spec §6.2,
    §13 A4). (The refused candidates are `shown`.)"""
    if not _can_place(s, s.options.court.switch):
        return ()
    return _SWITCHABLE[_shown(s.river)] if s.options.river_swap else TERRITORY_SWAPS


def _place(s: NaishiState, area: tuple[int, ...]) -> tuple[int | None, ...]:
    """The Court with the player's emissary on the first free spot of `area`."""
    court = s.court
    for spot in area:
        if court[spot] is None:
            break
    return court[:spot] + (s.player,) + court[spot + 1 :]


def _after_additional(s: NaishiState, lines: Lines, hands: Rows, river: Rows,
                      discard: tuple[Card, ...], court: tuple[int | None, ...]) -> NaishiState:
    """The state after an additional action that leaves these Territories, River, discard
    and Court: after the main action, the turn ends."""
    if s.main_done:
        return _next_turn(s, lines, hands, river, discard, court)
    return _added(s, lines=lines, hands=hands, river=river, discard=discard, court=court,
                  emissary_used=True)


def _switch(s: NaishiState, a: Any) -> NaishiState:
    if type(a) is SwapRiver:
        return _swap_river(s, a)
    court = _place(s, s.options.court.switch)
    seat = s.player
    line: list[Cell] = list(s.lines[seat])
    hand = list(s.hands[seat])
    # The rows of the two cells, as the lists to change (`rows[0]` for the first cell).
    kind = type(a)
    if kind is SwapColumn:
        first, second, rows = (LINE, a.column), (HAND, a.column), (line, hand)
    elif kind is SwapLine:
        first, second, rows = (LINE, a.a), (LINE, a.b), (line, line)
    else:
        first, second, rows = (HAND, a.a), (HAND, a.b), (hand, hand)
    i, j = first[1] - 1, second[1] - 1
    ca, cb = rows[0][i], rows[1][j]
    rows[0][i], rows[1][j] = cb, ca
    return _after_additional(s, _set1(s.lines, seat, tuple(line)),
                             _set1(s.hands, seat, tuple(hand)), s.river, s.discard, court)


def _swap_river(s: NaishiState, a: SwapRiver) -> NaishiState:
    court = _place(s, s.options.court.switch)
    i, j = a.a - 1, a.b - 1
    river = list(s.river)
    pi, pj = river[i], river[j]
    river[i], river[j] = (pj[0],) + pi[1:], (pi[0],) + pj[1:]
    return _after_additional(s, s.lines, s.hands, tuple(river), s.discard, court)


ALL_DISCARDS: tuple[DiscardRiver, ...] = tuple(DISCARDS.values())
#: The River refreshes of two piles that show a card, by which piles do (`_shown`).
_DISCARDABLE = {shown: tuple(a for a in ALL_DISCARDS if shown[a.a - 1] and shown[a.b - 1])
                for shown in _SHOWINGS}


def _discards(s: NaishiState) -> tuple[DiscardRiver, ...]:
    """The legal River refreshes exactly: none when no emissary can go to a River refresh
    spot; else the pairs of piles that show a card (spec §6.3), all of them when three or
    more do (a card is left to develop). With two, before the Develop, the pair is refused
    when its two cards are the whole River, unless option A6 lets it empty (spec §13 A6).
    (The refused candidates are `shown`; why, the reference's `verify_refresh` says.)"""
    if not _can_place(s, s.options.court.refresh):
        return ()
    river = s.river
    shown = _shown(river)
    legal = _DISCARDABLE[shown]
    if len(legal) != 1 or s.main_done or s.options.discard_may_empty_river:
        return legal
    # Before the Develop, leave a River card to develop (spec §13 A6).
    a = legal[0]
    return legal if len(river[a.a - 1]) > 1 or len(river[a.b - 1]) > 1 else ()


def _discard(s: NaishiState, a: DiscardRiver) -> NaishiState:
    court = _place(s, s.options.court.refresh)
    i, j = a.a - 1, a.b - 1
    river = list(s.river)
    pi, pj = river[i], river[j]
    river[i], river[j] = pi[1:], pj[1:]
    gone: tuple[Any, ...] = (pi[0], pj[0])
    return _after_additional(s, s.lines, s.hands, tuple(river), s.discard + gone,
                             court)


# -- the main actions that take the whole turn: Decree (§7), Recall (§8), Declare (§9) -------


def _decrees(s: NaishiState) -> tuple[Decree, ...]:
    """Every Decree or none: which cell is exchanged changes no verdict (spec §7). (The
    refused candidates are `shown`.)"""
    return DECREES if decree_refusal(s) is None else ()


def _decree(s: NaishiState, a: Decree) -> NaishiState:
    seat, other, c = s.player, 1 - s.player, a.column - 1
    spot = next(i for i in s.options.court.decree if s.court[i] is None)
    court = s.court[:spot] + (seat,) + s.court[spot + 1 :]
    rows = s.lines if a.row is LINE else s.hands
    mine, theirs = rows[seat][c], rows[other][c]
    rows = _set(_set(rows, seat, c, theirs), other, c, mine)
    if a.row is LINE:
        s = _evolve(s, lines=rows, court=court, main_done=True, emissary_used=True)
    else:
        s = _evolve(s, hands=rows, court=court, main_done=True, emissary_used=True)
    return _after_other_main(s)


def _recall_candidates(s: NaishiState) -> tuple[Recall, ...]:
    return _recalls(_own_spots(s), s.options.recall) or (NO_RECALL,)


def _recall(s: NaishiState, a: Recall) -> NaishiState:
    court = tuple(None if i in a.spots else owner for i, owner in enumerate(s.court))
    s = _evolve(s, court=court, main_done=True)
    return _after_other_main(s)


def _declare(s: NaishiState, a: Declare) -> NaishiState:
    seat = s.player
    s = _evolve(s, final_seat=1 - seat, declared_by=seat, main_done=True)
    return _after_other_main(s)


def _after_other_main(s: NaishiState) -> NaishiState:
    """After a Decree, Recall or Declaration: the turn ends, unless option A5 lets an
    additional action follow."""
    if s.options.additional_with_any_main and _can_add(s, s.river):
        return s
    return _end_turn(s)


# -- ending a turn (spec §5, §10) ------------------------------------------------------------


def _end_turns(s: NaishiState) -> tuple[EndTurn, ...]:
    """`EndTurn` exactly when it is legal (the refused one is `shown`)."""
    return (END_TURN,) if s.main_done else ()


def _end_turn_action(s: NaishiState, a: EndTurn | Pass) -> NaishiState:
    """`EndTurn`, or a pass (spec §5, §5.2): the turn ends."""
    return _end_turn(s)


def _passes(s: NaishiState) -> tuple[Pass, ...]:
    """Passing exactly when no other action is possible (spec §5.2): never while a River card
    is face up (a Develop or `EndTurn` is open). (Why not, the reference's `verify_pass`
    says.)"""
    if any(s.river):
        return ()
    for move in TURN_MOVES:
        if move.exact:
            if move.candidates(s):  # an exact move's candidates are its legal actions
                return ()
        elif any(move.verify(s, b) is None for b in move.candidates(s)):
            return ()
    return (PASS,)


def _can_add(s: NaishiState, river: tuple[tuple[Cell, ...], ...]) -> bool:
    """After the main action, with `river` as it leaves the River: whether an additional action
    is still possible this turn. When ending the turn is all that is left, it ends by itself.

    Once the main action is done an emissary may still be placed (spec §4, §5.1) on a free
    Switch spot, where swapping two Line cards is always possible (§6.2), or on a free River
    refresh spot with two face-up cards to discard (§6.3). Read here directly rather than
    derived from the moves (a test compares the two): it is asked after every Develop."""
    if s.emissary_used:
        return False
    court, layout = s.court, s.options.court
    if layout is _PRINTED:  # the printed Court, read as directly as it is asked often
        return court.count(s.player) < _PRINTED_EMISSARIES and (
            None in court[_PRINTED_SWITCH] or (
                None in court[_PRINTED_REFRESH] and sum(map(bool, river)) >= 2))
    if court.count(s.player) >= layout.emissaries:
        return False
    return None in layout.on_switch(court) or (
        None in layout.on_refresh(court) and sum(map(bool, river)) >= 2)


#: The printed Court, for `_can_add`'s direct reading (its areas are runs of spots).
_PRINTED = court_layout(PUBLISHED)
_PRINTED_SWITCH = slice(_PRINTED.switch[0], _PRINTED.switch[-1] + 1)
_PRINTED_REFRESH = slice(_PRINTED.refresh[0], _PRINTED.refresh[-1] + 1)
_PRINTED_EMISSARIES = _PRINTED.emissaries


def _end_turn(s: NaishiState) -> NaishiState:
    """Spec §10 after a step that changed nothing else."""
    return _next_turn(s, s.lines, s.hands, s.river, s.discard, s.court)


def _next_turn(s: NaishiState, lines: Lines, hands: Rows, river: Rows,
               discard: tuple[Card, ...], court: tuple[int | None, ...]) -> NaishiState:
    """Spec §10: the end-of-turn check of the triggers, then the next player, after a step
    that leaves these Territories, River, discard and Court. The next state is made once,
    with them (and their fields passed one by one: this ends nearly every step)."""
    seat = s.player
    other = 1 - seat
    final = s.final_seat
    full = all(river)
    over = False
    if final is not None:
        over = seat == final
    elif not full:
        exhausted = exhausted_piles(river)
        if len(exhausted) >= 2:
            if seat != s.first:
                over = True
            else:
                final = other
    if over:
        settled = _settled(s, lines=lines, hands=hands, river=river, discard=discard, court=court)
        return _game_over(settled)
    return _turned(s, lines=lines, hands=hands, river=river, discard=discard, court=court,
                   player=other, turn=s.turn + 1, main_done=False, emissary_used=False,
                   start_exhausted=not full, final_seat=final)


# -- the end (spec §11) ----------------------------------------------------------------------

COPIES = {(row, c, card): CopyNinja(row, c, card)
          for row in Row for c in COLUMN_NUMBERS for card in COPIABLE}


def _copies(s: NaishiState) -> tuple[CopyNinja, ...]:
    pending = pending_ninja(s)
    if pending is None:
        return ()
    seat, row, c = pending
    return tuple(COPIES[row, c, card] for card in ninja_targets(s, seat, (row, c)))


def _game_over(s: NaishiState) -> NaishiState:
    s = _evolve(s, phase=PHASE.NINJA, main_done=False, emissary_used=False)
    if s.options.ninja_choice is NinjaChoice.CHOOSE:
        pending = pending_ninja(s)
        if pending is not None:
            return _evolve(s, player=pending[0])
    return _finish(s)


def _copy_ninja(s: NaishiState, a: CopyNinja) -> NaishiState:
    seat = s.player
    s = _evolve(s, copies=s.copies + ((seat, a.row, a.column, a.card),))
    pending = pending_ninja(s)
    if pending is not None:
        return _evolve(s, player=pending[0])
    return _finish(s)


def _finish(s: NaishiState) -> NaishiState:
    # The scores are told in the reference's log (`outcome` computes its own).
    return _evolve(s, phase=PHASE.OVER)


# -- the rule book ---------------------------------------------------------------------------


def _always(actions: tuple[Any, ...]) -> Any:
    return lambda s: actions


# What the rules read of a position, as small values that hash fast (the keys below).


@functools.cache
def _court_for(court: tuple[int | None, ...], seat: int, layout: CourtLayout) -> int:
    """The Court as `seat` sees it, as a number: its recallable emissaries, whether each
    Decree spot is free or its own, and whether the Switch and River-refresh areas are full."""
    top = len(ALL_SPOT_NAMES)
    code = sum(1 << i for i in layout.recallable if court[i] == seat)
    code |= (not _free(court, layout.switch)) << top | (not _free(court, layout.refresh)) << top + 1
    for k, i in enumerate(layout.decree):
        code |= (court[i] is None) << top + 2 + 2 * k | (court[i] == seat) << top + 3 + 2 * k
    return code | layout.emissaries << top + 6


@functools.cache
def _river_code(sizes: tuple[int, ...]) -> int:
    """The River's pile sizes as the rules read them, as a number: which piles show a card
    (a bit each), and whether it holds only two cards (then, before the Develop, option A6
    refuses discarding both, §13 A6; with more, any two leave a card). Coarse on purpose:
    fewer summaries, so the legal actions are derived less often."""
    code = sum(1 << i for i, n in enumerate(sizes) if n)
    return code | (sum(sizes) == 2) << COLUMNS


def _turn_key(s: NaishiState) -> Any:
    """All that the turn's candidates and verdicts read: what was done this turn, the Court
    as the player to act sees it, the River (`_river_code`), the end's state and the options
    that change what is legal."""
    o = s.options
    return (s.main_done, s.emissary_used, _court_for(s.court, s.player, o.court),
            _river_code(tuple(map(len, s.river))), s.start_exhausted, s.final_seat is None,
            o.turn_rules)


# What each move's candidates and verdicts read (`Move.key`: its legal actions are derived
# once per summary).


def _develop_key(s: NaishiState) -> Any:
    return s.main_done, tuple(map(bool, s.river))


def _decree_key(s: NaishiState) -> Any:
    return (s.main_done, s.emissary_used, s.options.additional_with_any_main,
            _court_for(s.court, s.player, s.options.court), s.player)


def _recall_key(s: NaishiState) -> Any:
    o = s.options
    return (s.main_done, s.emissary_used, o.additional_with_any_main,
            _court_for(s.court, s.player, s.options.court), o.recall is RECALL.ALL)


def _declare_key(s: NaishiState) -> Any:
    return (s.main_done, s.emissary_used, s.options.additional_with_any_main,
            s.final_seat is None, s.start_exhausted)


def _switch_key(s: NaishiState) -> Any:
    o, court = s.options, s.court
    layout = s.options.court
    return (s.main_done, s.emissary_used, court.count(s.player) - layout.emissaries,
            _free(court, layout.switch),
            tuple(map(bool, s.river)), o.additional_with_any_main, o.river_swap)


def _discard_key(s: NaishiState) -> Any:
    o, court = s.options, s.court
    layout = s.options.court
    return (s.main_done, s.emissary_used, court.count(s.player) - layout.emissaries,
            _free(court, layout.refresh),
            _river_code(tuple(map(len, s.river))), o.additional_with_any_main,
            o.discard_may_empty_river)


def _end_turn_key(s: NaishiState) -> Any:
    return s.main_done


#: The moves of a turn, in the order their actions are listed (`Pass` aside).
TURN_MOVES: tuple[Move[NaishiState], ...] = (
    Move((Develop,), _develops, verify_develop, _develop, shown=_always(ALL_DEVELOPS),
         key=_develop_key, exact=True),
    Move((Decree,), _decrees, verify_decree, _decree, shown=_always(DECREES),
         key=_decree_key, exact=True),
    Move((Recall,), _recall_candidates, verify_recall, _recall, key=_recall_key),
    Move((Declare,), _always((DECLARE,)), verify_declare, _declare, key=_declare_key),
    Move((SwapRiver, SwapLine, SwapHand, SwapColumn), _switches, verify_switch, _switch,
         shown=_always(SWITCHES), key=_switch_key, exact=True),
    Move((DiscardRiver,), _discards, verify_refresh, _discard, shown=_always(ALL_DISCARDS),
         key=_discard_key, exact=True),
    Move((EndTurn,), _end_turns, verify_end_turn, _end_turn_action,
         shown=_always((END_TURN,)), key=_end_turn_key, exact=True),
)

RULEBOOK: RuleBook[NaishiState] = RuleBook(
    {
        Phase.EXCHANGE: RulePhase(Phase.EXCHANGE, "naishi.3.6",
                                  (Move((Give,), _gives, verify_give, _give, exact=True),),
                                  ends=("naishi.3.7",), key=_exchange_key),
        Phase.PLAY: RulePhase(Phase.PLAY, "naishi.5",
                              (*TURN_MOVES, Move((Pass,), _passes, verify_pass, _end_turn_action,
                                                  exact=True)),
                              ends=("naishi.10.1", "naishi.10.2"), key=_turn_key),
        Phase.NINJA: RulePhase(Phase.NINJA, "naishi.11.2",
                               (Move((CopyNinja,), _copies, verify_copy, _copy_ninja),),
                               ends=("naishi.11.3",)),
        Phase.OVER: RulePhase(Phase.OVER, "naishi.11.3", ()),
    },
    phase_of=operator.attrgetter("phase"),
    wrong_phase=wrong_phase,
    foreign=not_an_action,
    events_from=Naishi.rulebook.apply,
)


# -- the game --------------------------------------------------------------------------------


class NaishiKernel(Naishi):
    """Naishi's playout kernel: the reference game (`.rules.Naishi`: its result, views and
    zones) with this module's keyed rule book, which builds no event: its events and the
    set-up's log, made when read, are the reference's.
    `explorer.engine.testing.check_kernel` compares it with the reference at every state."""

    rulebook = RULEBOOK
    seen = staticmethod(_seen)
    # One call a step fewer: the rule book's own methods, not `DeclaredGame`'s forwarding ones.
    legal_actions = RULEBOOK.legal_actions
    apply = RULEBOOK.apply

    # -- set-up (spec §3) ------------------------------------------------------------------

    def initial(self, players: int, seed: int, options: Any) -> Transition[NaishiState]:
        rng = Rng.from_seed(seed)
        first, rng = rng.below(2)
        deck, rng = rng.shuffle(development_deck(options.content))
        river, dealt = lay_out(options.content, deck)
        lines = ((MOUNTAIN,) * COLUMNS, (MOUNTAIN,) * COLUMNS)
        state = _new_state(
            phase=PHASE.EXCHANGE, player=first, first=first, turn=0, lines=lines,
            hands=((), ()), river=river, discard=(), court=(None,) * options.court.size,
            main_done=False,
            emissary_used=False, start_exhausted=False, final_seat=None, declared_by=None,
            dealt=dealt, gifts=(None, None), copies=(), options=options, rng=rng,
        )
        # A playout reads only the state: the set-up's log, the reference's, is made when read.
        return Transition.events_of(state, super().initial, players, seed, options)

    # -- whose turn ------------------------------------------------------------------------

    def view(self, state: NaishiState, seat: int | None) -> NaishiState:
        # `check_seat`'s answer for a plain int seat (a Naishi state has two), without the call.
        if type(seat) is int and 0 <= seat < self.max_players:
            view = self._masked(state, seat)
        else:
            view = super().view(state, seat)
        _viewed[0] = (state, seat, view)
        return view

    def why_illegal(self, state: NaishiState, action: Any) -> Message | None:
        made = _viewed[0]
        if made[0] is state and state.phase is _PLAY and made[1] == state.player:
            # `bots.decide` asks about a bot's choice just after the bot listed the legal
            # actions of the view made last, this seat's: in the Play phase they are keyed by
            # `_turn_key`, which reads nothing a view hides (tests/naishi/test_kernel.py), so
            # one of those very actions is legal in `state` (no candidates listed again).
            if is_listed(action, RULEBOOK.legal_actions(made[2])):
                return None
        return RULEBOOK.why_illegal(state, action)

    def current_player(self, state: NaishiState) -> int | None:
        return None if state.phase is _OVER else state.player

    def is_over(self, state: NaishiState) -> bool:
        return state.phase is _OVER


#: The last view made: of which state, for which seat (`NaishiKernel.why_illegal`).
_viewed: list[tuple[Any, int | None, Any]] = [(None, -1, None)]


def _set1(rows: tuple[tuple[Any, ...], ...], seat: int, row: tuple[Any, ...]) -> Any:
    return (row, rows[1]) if seat == 0 else (rows[0], row)


__all__ = ["NaishiKernel", "evolve", "final_breakdown", "score_now", "score_territory"]
