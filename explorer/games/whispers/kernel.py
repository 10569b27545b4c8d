"""The playout kernel of 王宮のささやき: the rules of the reference rule book (`rules/`) played
fast, for random playouts, the bench and the bots' searches. `check_kernel` compares it with
the reference at every state of seeded games under every option set (tests/whispers/
test_kernel.py); a learner reads the reference, not this.

Each kind of action is declared once (`RULEBOOK`, at the end): per phase of the state, its
candidates, one `verify` that returns the refusal citing the rule (or `None`) and its `apply`;
the engine derives the legal actions, the refusals and the dispatch from them.

`legal_actions` and `apply` are the hot path of random playouts: they work on card ids with
lookup tables and return prebuilt action values. The moves' `verify` (the refusals, asked by
`why_illegal` and off the hot path) are the reference's own. A move's `apply` makes the next
state and no event: the events, when read, are told by the reference
(`RuleBook(..., events_from=...)`), so the log's messages are written once, in `rules/`.

This module imports the engine and this game's modules only.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Hashable, Sequence
from operator import add, attrgetter
from typing import Any, TypeVar, cast

from explorer.engine import (
    Message,
    Move,
    Rng,
    RuleBook,
)
from explorer.engine import Phase as RulePhase

from ...engine.core import change_maker, declared_changes, fast_change, fast_new
from ...engine.moves import is_listed
from .actions import (
    FINISH_GIVING,
    PLAY,
    SHOW_HAND,
    SKIP,
    ChooseTarget,
    Discard,
    FinishGiving,
    ForcedPlay,
    Give,
    HandOver,
    PassTo,
    Play,
    ShowHand,
    Skip,
    SwapPick,
    SwapWith,
    TakeBack,
    TakeCount,
    TakeFrom,
)
from .cards import (
    CARD_CHARACTER,
    CARD_COLOUR,
    HIDDEN,
    PLAYER_COLOURS,
    Card,
    Character,
    Colour,
    colour_seats,
)
from .content import PUBLISHED, WhispersContent
from .rules import PHASE_RULE, Whispers
from .rules.butler import verify_swap_pick as _verify_swap_pick
from .rules.butler import verify_swap_with as _verify_swap_with
from .rules.dealing import deal as _deal
from .rules.effect import verify_skip as _verify_skip
from .rules.game import wrong_phase as _wrong_phase
from .rules.guard import verify_take_back as _verify_take_back
from .rules.maid import draw_cards
from .rules.maid import verify_discard as _verify_discard
from .rules.passing import verify_pass_to as _verify_pass_to
from .rules.play import verify_forced_play as _verify_forced_play
from .rules.play import verify_play as _verify_play
from .rules.play import verify_show_hand as _verify_show_hand
from .rules.round_end import passer_of
from .rules.wizard import taken_blind
from .rules.wizard import verify_finish_giving as _verify_finish_giving
from .rules.wizard import verify_give as _verify_give
from .rules.wizard import verify_take as _verify_take
from .rules.wizard import verify_take_count as _verify_take_count
from .rules.wizard import verify_target as _verify_target
from .state import (
    END_A,
    END_B,
    EndKind,
    Pass,
    PassCount,
    Phase,
    RoundEnd,
    SkipReason,
    WhispersOptions,
    WhispersState,
    WizardPick,
    replace,
)

CH = CARD_CHARACTER
CO = CARD_COLOUR
# Enum members read on every step, as plain names (in Python 3.11 `Phase.PLAY` costs a
# class attribute lookup through the enum's metaclass).
_PLAY, _PASS, _MAID, _GUARD = Phase.PLAY, Phase.PASS, Phase.MAID, Phase.GUARD
_WIZARD_TARGET, _WIZARD_GIVE, _BUTLER_FIRST, _BUTLER_SECOND = (
    Phase.WIZARD_TARGET, Phase.WIZARD_GIVE, Phase.BUTLER_FIRST, Phase.BUTLER_SECOND)
_OVER = Phase.OVER
_FULL_COURT, _SILENCED = EndKind.FULL_COURT, SkipReason.SILENCED
_BY_HAND, _RANDOM = PassCount.HAND, WizardPick.RANDOM
_ACTIVE_SEES = WizardPick.ACTIVE_SEES
_WIZARD_TAKE = Phase.WIZARD_TAKE
NEUTRAL = Colour.NEUTRAL


def _by_card(cls: type[Any]) -> list[Any]:
    """One prebuilt action of `cls` per card id (neutral copies share one)."""
    made: dict[tuple[Character, Colour], Any] = {}
    return [made.setdefault((CH[c], CO[c]), cls(CH[c], CO[c])) for c in range(len(CH))]


PLAY_OF = [PLAY[(CH[c], CO[c])] for c in range(len(CH))]
FORCED_OF = _by_card(ForcedPlay)
GIVE_OF = _by_card(Give)
TAKE_FROM_OF = _by_card(TakeFrom)
HAND_OVER_OF = _by_card(HandOver)
DISCARD_OF = _by_card(Discard)
TAKE_BACK = {ch: TakeBack(ch) for ch in Character}

#: Effects that may be skipped with `effects_optional` (§12 A3), by the phase they open.
OPTIONAL_PHASES = frozenset(
    {Phase.WIZARD_TARGET, Phase.MAID, Phase.BUTLER_FIRST, Phase.GUARD}
)

_replace = replace


#: The hands or the areas: a tuple of card ids per seat.
Rows = tuple[tuple[int, ...], ...]
#: A maker's declaration (`_finishing`).
F = TypeVar("F", bound=Callable[..., Any])
#: `Pass(...)`, made faster (`engine.core.fast_new`): most steps make one.
_pass = fast_new(Pass)
#: Every pass of the turn from seat to seat with each card, made once (a value: most steps
#: pass the turn).
_PASSES = [[[Pass(p, q, c) for c in list(Card)[:-1]] for q in range(len(PLAYER_COLOURS))]
           for p in range(len(PLAYER_COLOURS))]


def _passing(p: int, q: int, card: int) -> Pass:
    """`Pass(p, q, card)`, prebuilt when `card` is a `Card` (a card read from a position's JSON
    is a plain int, and the state keeps what it was given)."""
    made = _PASSES[p][q][card]
    return made if made.card is card else _pass(p, q, card)


def mask(cards: Sequence[int]) -> int:
    """The set of characters among `cards`, as a bit mask."""
    m = 0
    for c in cards:
        m |= 1 << CH[c]
    return m


def _without(cards: Sequence[int], taken: Sequence[int]) -> tuple[int, ...]:
    if not taken:
        return tuple(cards)
    rest = list(cards)
    for c in taken:
        rest.remove(c)
    return tuple(rest)


#: Each card's (character, colour) as one int, `_key(character, colour)`: the neutral copies
#: share theirs.
KEY = [CH[c] * 8 + CO[c] for c in range(len(CH))]


def _key(character: Character, colour: Colour) -> int:
    return character * 8 + colour


def _first_card(cards: Sequence[int], character: Character, colour: Colour) -> int | None:
    """The first of `cards` that is a (character, colour) card."""
    key = _key(character, colour)
    for c in cards:
        if KEY[c] == key:
            return c
    return None


#: The card ids with each key (two for a grey character, one for a colour card).
CARDS_OF_KEY: list[tuple[int, ...]] = [
    tuple(c for c in range(len(Card) - 1) if KEY[c] == key) for key in range(8 * 8)]


def _holds(cards: Sequence[int], key: int) -> bool:
    """Is a card with `key` (`_key(character, colour)`) among `cards`?"""
    for c in CARDS_OF_KEY[key]:
        if c in cards:
            return True
    return False


def _set(items: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    return items[:index] + (value,) + items[index + 1:]


def king_ban(state: WhispersState) -> int:
    """§4.3: the characters the face-up King card forbids playing (printed: the Jester under
    King: Jester), as a bit mask."""
    content = state.options.content
    memo = _content_memo[0]  # `_content(content)`, its common case written out
    return (memo if memo.content is content else _content(content)).ban[state.king]


def banned(state: WhispersState, seat: int) -> int:
    """The characters `seat` may not play now, as a bit mask: those already in its area (§4.1)
    and those the King card forbids (§4.3)."""
    area, king = state.areas[seat], state.king
    memo = _banned_memo[0]
    if memo[0] is area and memo[1] is king:
        return memo[2]
    value = mask(area) | king_ban(state)
    _banned_memo[0] = (area, king, value)
    return value


#: The last `banned` answer, by the area (the same tuple object) and King card it was for:
#: listing the legal plays asks once per card in hand, about the same area.
_banned_memo: list[tuple[Any, Any, int]] = [((), None, 0)]


def _can_play(state: WhispersState) -> bool:
    """Does the player to act hold a legal card (§4.1)? (A hidden card, in a view, counts as
    a grey Jester here.)"""
    if _playable(state)[1]:
        return True
    ban = banned(state, state.turn)
    for c in state.hands[state.turn]:
        if not (ban >> CH[c]) & 1:
            return True
    return False


#: Bits no character and no key has, given to the hidden card (a view's): `_playable` bans
#: the one, `_offered` starts from the other, so a hidden card is never a legal choice.
_UNSEEN, _UNSEEN_KEY = 1 << len(Character), 1 << 63
#: Per card id: its character's bit and its key's bit (`1 << KEY[c]`).
CHAR_BIT = [1 << CH[c] if c != HIDDEN else _UNSEEN for c in range(len(CH))]
KEY_BIT = [1 << KEY[c] if c != HIDDEN else _UNSEEN_KEY for c in range(len(CH))]
#: Per card id: the key bits of every card of its character (what it bans from a hand when it
#: lies in the area), and those of the Jester (what King: Jester bans).
CHAR_KEYS = [sum(1 << k for k in {KEY[d] for d in range(len(CH) - 1) if CH[d] == CH[c]})
             for c in range(len(CH))]


def _playable(state: WhispersState) -> tuple[Any, tuple[Play, ...]]:
    """`(state, plays)`: the legal plays of the player to act (§4.1, §4.3), in the order
    `_distinct` lists the hand (a grey character once, at its first copy).

    Made in one pass over the area and the hand with bit masks (the keys taken so far: first
    every key of a banned character, then each card listed), and remembered for the last state
    asked: the play phase's `legal`, `_can_play` and the candidates all ask it."""
    scan = _scan[0]
    if scan[0] is state:
        return scan
    p = state.turn
    content = state.options.content
    memo = _content_memo[0]  # `_content(content)`, its common case written out
    taken = (memo if memo.content is content else _content(content)).ban_keys[state.king]
    for c in state.areas[p]:
        taken |= CHAR_KEYS[c]
    plays = []
    for c in state.hands[p]:
        bit = KEY_BIT[c]
        if not taken & bit:
            taken |= bit
            plays.append(PLAY_OF[c])
    scan = _scan[0] = (state, tuple(plays))
    return scan


#: `_playable`'s last answer (a state is an immutable value, so the answer it remembers for
#: one cannot go stale).
_scan: list[tuple[Any, tuple[Play, ...]]] = [(None, ())]


def _play_legal(state: WhispersState) -> tuple[Any, ...]:
    """The play phase's legal actions at once (its `legal`): the legal plays (§4.1); with
    none, showing the hand (§4.1 case A) or, with `forced_card_is_placed`, placing one of its
    cards (§12 A6). A hidden card (a view's) counts as a playable grey card: then neither is
    legal. Listing them costs less than any key that would tell them apart."""
    scan = _scan[0]  # read once: another thread may replace it
    plays = (scan if scan[0] is state else _playable(state))[1]
    if plays:
        return plays
    if _can_play(state):
        return ()
    if state.options.forced_card_is_placed:
        return tuple(_distinct(FORCED_OF, state.hands[state.turn]))
    return _SHOW_ONLY


def _card_in_area(state: WhispersState, seat: int, character: Character) -> int | None:
    if not 0 <= seat < state.players:
        return None
    for c in state.areas[seat]:
        if CH[c] == character:
            return c
    return None


def _counts_of(state: WhispersState, hands: Sequence[tuple[int, ...]],
               areas: Sequence[tuple[int, ...]]) -> tuple[int, ...]:
    """The fewest-cards counts (`rules.passing.pass_counts`) with these hands and areas."""
    if state.options.neutral_pass_counts is _BY_HAND:
        return tuple(map(len, hands))
    return tuple(map(len, areas))


def _colour_seats(state: WhispersState) -> tuple[int, ...]:
    """`colour_seats` for the state's options, remembered for the last options asked (a
    cached function of a tuple of names rehashes it on every call)."""
    options = state.options
    memo = _seats_memo[0]
    if memo[0] is options and memo[1] == state.players:
        return memo[2]
    seats = colour_seats(options.colours, state.players)
    _seats_memo[0] = (options, state.players, seats)
    return seats


_seats_memo: list[tuple[Any, int, tuple[int, ...]]] = [(None, 0, ())]


def _pass_seats(state: WhispersState, card: int, hands: Sequence[tuple[int, ...]],
             areas: Sequence[tuple[int, ...]]) -> tuple[int, ...]:
    """`pass_targets` with these hands and areas (those of the step being made)."""
    seat = colour_seats(state.options.colours, state.players)[CO[card]]
    if seat >= 0 and hands[seat]:
        return (seat,)
    counts = _counts_of(state, hands, areas)
    if not any(hands):  # nobody holds a card: every seat (§9 I1, as the reference)
        hands = [(HIDDEN,)] * len(hands)
    low = min(counts) if all(hands) else min(
        n for n, hand in zip(counts, hands, strict=True) if hand)
    first = counts.index(low)
    if counts.count(low) == 1 and hands[first]:
        return (first,)
    return tuple(q for q, n in enumerate(counts) if n == low and hands[q])


def _by_fallback(state: WhispersState, card: int, hands: Sequence[tuple[int, ...]],
                 areas: Sequence[tuple[int, ...]]) -> bool:
    """`rules.passing.passes_by_fallback` with these hands and areas."""
    if all(hands):
        return False
    seat = colour_seats(state.options.colours, state.players)[CO[card]]
    if seat >= 0:
        return not hands[seat]
    counts = _counts_of(state, hands, areas)
    low = min(counts)
    return any(not hands[q] and counts[q] == low for q in range(state.players))


# -- dealing, round end and game end --------------------------------------------------------


def _end_round(state: WhispersState, kind: EndKind, player: int,
               passer: int | None = None) -> WhispersState:
    """Score a round (§5), then end the game (§7) or deal the next round (§6)."""
    n = state.players
    options = state.options
    points = _round_points(options, n, kind, player, passer)
    passed = _pass(player, END_A if kind is EndKind.FORCED else END_B, state.card)
    scores = tuple(map(add, state.scores, points))
    areas = tuple(map(len, state.areas))
    recorded = tuple(map(add, state.recorded, areas))
    # What every round end sets; the game ends there (an open hand closes, §12 A4) or the next
    # round is dealt.
    over = _round_ended(
        state, scores=scores, recorded=recorded,
        last_end=_round_end(round=state.round, kind=kind, player=player, points=points,
                            areas=areas),
        skipped=SkipReason.ROUND_ENDED if kind is EndKind.FULL_COURT else None, passed=passed)
    if max(scores) >= options.target_scores[n - 3]:  # `target_score` (§7)
        return over
    assert state.rng is not None
    hands, draw, rng = _deal(state.colours, state.rng, state.options.content)
    return _next_round(over, hands=hands, areas=((),) * n, draw=draw, discards=(), turn=player,
                       phase=_PLAY, round=state.round + 1, played_in_round=0, rng=rng)


def _round_points(options: WhispersOptions, n: int, kind: EndKind, player: int,
                  passer: int | None) -> tuple[int, ...]:
    """Each seat's points at a round end of `kind` ended by `player` (§5): the points of that
    kind (a palace whisper's, or a full court's at this table size) to each seat the
    content's reading of who scores names (`SCORED`)."""
    content = options.content
    if kind is EndKind.FORCED:
        each, scorer = options.forced_end_points, content.whisper_scorer
    else:
        each = options.full_court_points_4p_5p if n >= 4 else options.full_court_points_3p
        scorer = content.court_scorer
    return _scored_points(scorer, each, n, player, passer)


@functools.cache
def _scored_points(scorer: str, each: int, n: int, player: int, passer: int | None
                   ) -> tuple[int, ...]:
    """`each` points to every seat of `n` that `SCORED[scorer]` names (remembered: a few
    hundred tuples, asked at every round end)."""
    scored = SCORED[scorer]
    return tuple([each if scored(q, player, passer) else 0 for q in range(n)])


#: Who scores, by the content's reading (`whisper_scorer`, `court_scorer`): whether seat `q`
#: scores at a round end ended by `player`, the turn passed to them by `passer` (`None`:
#: nobody passed it).
SCORED: dict[str, Callable[[int, int, int | None], bool]] = {
    "player": lambda q, player, passer: q == player,
    "others": lambda q, player, passer: q != player,
    "passer": lambda q, player, passer: q == passer,
}


#: What a round end changes (`_end_round`): the scores, the round's record and what every
#: round end resets, then the next round's deal (the state is made once or twice a round).


@fast_change(WhispersState)
def _round_ended(value: WhispersState, /, *,
                 scores: tuple[int, ...], recorded: tuple[int, ...], last_end: RoundEnd | None,
                 skipped: SkipReason | None, passed: Pass | None,
                 card: int | None = None, target: int | None = None, chosen: tuple[int, ...] = (),
                 taken: tuple[int, ...] = (), take_count: int = 0,
                 pick: tuple[int, Character] | None = None, ties: tuple[int, ...] = (),
                 revealed: tuple[tuple[int, tuple[int, ...]], ...] = (),
                 phase: Phase = Phase.OVER, open_hands: tuple[int, ...] = ()) -> WhispersState:
    """A round scored, and the game over until the next round is dealt. What every round end
    resets is a default: no card or target under way, nothing chosen, taken, picked, tied,
    revealed or open (5 keywords a call, not 15: see `engine.core.fast_change`)."""


@fast_change(WhispersState)
def _next_round(value: WhispersState, /, *,
                hands: tuple[tuple[int, ...], ...], areas: tuple[tuple[int, ...], ...],
                draw: tuple[int, ...], discards: tuple[int, ...], turn: int, phase: Phase,
                round: int, played_in_round: int, rng: Rng | None) -> WhispersState:
    """The next round dealt."""


_round_end = fast_new(RoundEnd)


# -- playing a card --------------------------------------------------------------------------


def _play(state: WhispersState, action: Play) -> WhispersState:
    p = state.turn
    hand = state.hands[p]
    i = _first_index(hand, action.character * 8 + action.colour)
    card = hand[i]
    area = state.areas[p] + (card,)
    # What the play changes; the effect adds to it and the next state is made once. (`_set`
    # written out: every play makes both.)
    hands, areas = state.hands, state.areas
    hands = hands[:p] + (hand[:i] + hand[i + 1:],) + hands[p + 1:]
    areas = areas[:p] + (area,) + areas[p + 1:]
    content = state.options.content
    if len(area) == content.hand_size:
        played = _played(state, hands, areas, card)
        return _end_round(_replace(state, **played), _FULL_COURT, p)
    tables = _content_memo[0]  # `_content(content)`, its common case written out
    if tables.content is not content:
        tables = _content(content)
    if tables.silence[state.king][card]:
        return _pass_on(state, hands, areas, card, _SILENCED)
    return tables.effects[card](state, hands, areas, card)


def _first_index(cards: tuple[int, ...], key: int) -> int:
    """Where the first card with `key` (`_key(character, colour)`) is in `cards`, which hold
    one (`_first_card`'s card, found with `tuple.index` on its one or two ids)."""
    ids = CARDS_OF_KEY[key]
    if len(ids) == 1:
        return cards.index(ids[0])
    first, second = ids
    if first not in cards:
        return cards.index(second)
    i = cards.index(first)
    return min(i, cards.index(second)) if second in cards else i


def _played(state: WhispersState, hands: tuple[tuple[int, ...], ...],
            areas: tuple[tuple[int, ...], ...], card: int) -> dict[str, Any]:
    """What playing `card` changes, as `replace`'s keywords (for a play that ends the round)."""
    return {"hands": hands, "areas": areas, "played_in_round": state.played_in_round + 1,
            "card": card, "revealed": (), "skipped": None, "passed": None}


def _finishing(play: bool = False) -> Callable[[F], F]:
    """The end of a kind of step, declared by its signature: the state, then what the pass
    reads (the hands, areas and card), then, keyword-only, the fields the step
    changed (never `passed`). The turn passes (§4.4) and the next state is made once. `play`:
    the step is a play, which also clears the last pass when the turn does not pass at once.
    (`engine.core.declared_changes` checks the fields; mypy checks each call.)"""
    def make(declared: F) -> F:
        names = declared_changes(declared, WhispersState, leading=4)
        moved = change_maker(WhispersState, (*names, "turn", "phase", "passed"))
        tied = change_maker(WhispersState,
                            (*names, *(("passed",) if play else ()), "phase", "ties"))

        def other(s: WhispersState, hands: Rows, areas: Rows, card: int,
                  values: dict[str, Any]) -> WhispersState:
            """No single seat takes the turn."""
            if play:
                values["passed"] = None
            if all(hands):
                # Everyone holds cards (always so with `wizard_equal_counts`), so no §9 I1
                # fallback applies: as no single seat took the turn, the card is grey and the
                # seats tied for fewest cards choose (§4.4).
                return tied(s, **values, phase=_PASS, ties=_tie(s, hands, areas))
            return _no_single(s, values, hands, areas, card)

        # Compiled with the declaration's own field names as keyword-only parameters, so the
        # common path (a single seat takes the turn) hands them on without packing a dict.
        # (The module's names are looked up when it runs: `_turn_to` comes later in the file.)
        given = ", ".join(f"{n}={n}" for n in names)
        made: dict[str, Any] = {"_moved": moved, "_other": other}
        exec(f"def finish(_s, _hands, _areas, _card, /, *, {', '.join(names)},"
             " _moved=_moved, _other=_other):\n"
             "    q = _turn_to(_s, _hands, _areas, _card)\n"
             "    if q >= 0:\n"
             f"        return _moved(_s, {given}, turn=q, phase=_PLAY,"
             " passed=_passing(_s.turn, q, _card))\n"
             f"    return _other(_s, _hands, _areas, _card, dict({given}))\n",
             globals(), made)  # from the class's own field names only (`declared_changes`)
        finish = made["finish"]
        finish.__doc__, finish.__name__ = declared.__doc__, declared.__name__
        finish.__qualname__ = declared.__qualname__
        return cast(F, finish)
    return make


#: What a play changes (with `passed`, cleared, when it opens its effect's step).


@fast_change(WhispersState)
def _play_opened(value: WhispersState, /, *,
                 hands: tuple[tuple[int, ...], ...], areas: tuple[tuple[int, ...], ...],
                 played_in_round: int, card: int | None,
                 revealed: tuple[tuple[int, tuple[int, ...]], ...], skipped: SkipReason | None,
                 passed: Pass | None, phase: Phase) -> WhispersState:
    """A play whose effect has choices: its first step comes next."""


@_finishing(play=True)
def _played_on(value: WhispersState, read_hands: Rows,
               read_areas: Rows, read_card: int, /, *,
               hands: tuple[tuple[int, ...], ...], areas: tuple[tuple[int, ...], ...],
               played_in_round: int, card: int | None,
               revealed: tuple[tuple[int, tuple[int, ...]], ...],
               skipped: SkipReason | None) -> WhispersState:
    """A play whose effect is done: the turn passes."""


def _pass_on(s: WhispersState, hands: tuple[tuple[int, ...], ...],
             areas: tuple[tuple[int, ...], ...], card: int,
             skipped: SkipReason | None) -> WhispersState:
    """A play whose effect changed nothing (no effect, silenced, nothing to do): the turn
    passes (§4.4)."""
    return _played_on(s, hands, areas, card, hands=hands, areas=areas,
                      played_in_round=s.played_in_round + 1, card=card, revealed=(),
                      skipped=skipped)


def _opened(s: WhispersState, hands: tuple[tuple[int, ...], ...],
            areas: tuple[tuple[int, ...], ...], card: int, phase: Phase) -> WhispersState:
    """A play whose effect has choices: its first step, `phase`, comes next."""
    return _play_opened(s, hands=hands, areas=areas, played_in_round=s.played_in_round + 1,
                        card=card, revealed=(), skipped=None, passed=None, phase=phase)


# The effects: each gets the state before the play and what the play changed (the hands and
# areas after it and the card).


def _nothing(state: WhispersState, hands: tuple[tuple[int, ...], ...],
             areas: tuple[tuple[int, ...], ...], card: int,
             reason: SkipReason = SkipReason.NOTHING_TO_DO) -> WhispersState:
    return _pass_on(state, hands, areas, card, reason)


def _accountant(state: WhispersState, hands: tuple[tuple[int, ...], ...],
                areas: tuple[tuple[int, ...], ...], card: int) -> WhispersState:
    p = state.turn
    hand = hands[p]
    open_hands = state.open_hands
    stays_open = state.options.accountant_hand_stays_open
    if stays_open and p not in open_hands:
        open_hands = tuple(sorted(open_hands + (p,)))
    return _shown_on(state, hands, areas, card, hands=hands, areas=areas,
                     played_in_round=state.played_in_round + 1, card=card,
                     revealed=((p, hand),), skipped=None, open_hands=open_hands)


def _wizard(state: WhispersState, hands: tuple[tuple[int, ...], ...],
            areas: tuple[tuple[int, ...], ...], card: int) -> WhispersState:
    p = state.turn
    # `all(hands)` first: everyone holds cards (always so with `wizard_equal_counts`).
    if not all(hands) and (not hands[p] or not any(hands[:p] + hands[p + 1:])):
        return _nothing(state, hands, areas, card)
    return _opened(state, hands, areas, card, _WIZARD_TARGET)


def _maid(state: WhispersState, hands: tuple[tuple[int, ...], ...],
          areas: tuple[tuple[int, ...], ...], card: int) -> WhispersState:
    effect = state.options.content.effects[CH[card]]
    if effect.draw_first:  # a variant's: draw now, discard in the step (the turn passes
        # at once if the hand is still empty)
        p = state.turn
        drawn, draw, discards, rng = draw_cards(state.draw, state.discards, state.rng,
                                                effect.draw, None)
        hands = hands[:p] + (tuple(sorted(hands[p] + drawn)),) + hands[p + 1:]
        state = _replace(state, draw=draw, discards=discards, rng=rng)
        if not hands[p]:
            return _pass_on(state, hands, areas, card, None)
    if not hands[state.turn]:
        return _nothing(state, hands, areas, card)
    return _opened(state, hands, areas, card, _MAID)


def _butler(state: WhispersState, hands: tuple[tuple[int, ...], ...],
            areas: tuple[tuple[int, ...], ...], card: int) -> WhispersState:
    if state.played_in_round + 1 < state.options.content.effects[CH[card]].from_card:
        return _nothing(state, hands, areas, card, SkipReason.TOO_EARLY)
    if not _butler_areas(state, areas, card)[7]:
        return _nothing(state, hands, areas, card)
    return _opened(state, hands, areas, card, _BUTLER_FIRST)


def _guard(state: WhispersState, hands: tuple[tuple[int, ...], ...],
           areas: tuple[tuple[int, ...], ...], card: int) -> WhispersState:
    if len(areas[state.turn]) < 2:
        return _nothing(state, hands, areas, card)
    return _opened(state, hands, areas, card, _GUARD)


def _general(state: WhispersState, hands: tuple[tuple[int, ...], ...],
             areas: tuple[tuple[int, ...], ...], card: int) -> WhispersState:
    pile, used, king, rng = state.king_pile, state.king_used, state.king, state.rng
    if not pile:
        assert rng is not None
        if state.options.king_reshuffle_includes_face_up:
            pool = used + ((king,) if king is not None else ())
            king = None
        else:
            pool = used
        pile, rng = rng.shuffle(sorted(pool))
        used = ()
    top = pile[0]
    if king is not None:
        used = used + (king,)
    return _king_on(state, hands, areas, card, hands=hands, areas=areas,
                    played_in_round=state.played_in_round + 1, card=card, revealed=(),
                    skipped=None, king=top, king_pile=pile[1:], king_used=used, rng=rng)


def _jester(state: WhispersState, hands: tuple[tuple[int, ...], ...],
            areas: tuple[tuple[int, ...], ...], card: int) -> WhispersState:
    return _pass_on(state, hands, areas, card, None)


@_finishing(play=True)
def _shown_on(value: WhispersState, read_hands: Rows,
              read_areas: Rows, read_card: int, /, *,
              hands: tuple[tuple[int, ...], ...], areas: tuple[tuple[int, ...], ...],
              played_in_round: int, card: int | None,
              revealed: tuple[tuple[int, tuple[int, ...]], ...], skipped: SkipReason | None,
              open_hands: tuple[int, ...]) -> WhispersState:
    """The Accountant's play: a hand shown (and kept open, §12 A4)."""


@_finishing(play=True)
def _king_on(value: WhispersState, read_hands: Rows,
             read_areas: Rows, read_card: int, /, *,
             hands: tuple[tuple[int, ...], ...], areas: tuple[tuple[int, ...], ...],
             played_in_round: int, card: int | None,
             revealed: tuple[tuple[int, tuple[int, ...]], ...], skipped: SkipReason | None,
             king: Character | None, king_pile: tuple[Character, ...],
             king_used: tuple[Character, ...], rng: Rng | None) -> WhispersState:
    """A play that turned the King pile."""

#: Each kind of effect of the vocabulary (`content.Effect`), made fast.
_EFFECTS = {
    "reveal_hand": _accountant,
    "exchange": _wizard,
    "discard_draw": _maid,
    "swap_areas": _butler,
    "return_card": _guard,
    "reveal_king": _general,
    "none": _jester,
}


class _ContentTables:
    """What the kernel reads of a content (`content.WhispersContent`), as tables: each
    character's effect step, and per King card face (or `None`) the characters it bans (as
    character bits, and as the key bits `_playable` starts from) and whether it silences
    each card. The effects and the flags are indexed by card id, a plain number: Python 3.11
    reads a list at a plain number quickly, and at a `Character` (an `IntEnum`) or through a
    shift and a mask the slow way."""

    __slots__ = ("ban", "ban_keys", "content", "effects", "silence")

    def __init__(self, content: WhispersContent) -> None:
        self.content = content
        self.effects = [_EFFECTS[content.effects[CH[c]].kind] for c in range(len(CH))]
        self.ban: dict[Character | None, int] = {None: 0}
        self.ban_keys: dict[Character | None, int] = {None: _UNSEEN_KEY}
        self.silence: dict[Character | None, tuple[bool, ...]] = {None: (False,) * len(CH)}
        for face, king in content.kings:
            self.ban[face] = sum(1 << c for c in king.bans)
            self.ban_keys[face] = _UNSEEN_KEY | sum(CHAR_KEYS[_CARD_OF[c]] for c in king.bans)
            self.silence[face] = tuple(CH[c] in king.silences for c in range(len(CH)))


#: A card id of each character (its first grey copy).
_CARD_OF = {CH[c]: c for c in reversed(range(len(CH) - 1))}


def _content(content: WhispersContent) -> _ContentTables:
    """The tables of `content`, made once per content and remembered for the last one asked
    (a match plays one content)."""
    memo = _content_memo[0]
    if memo.content is content:
        return memo
    made = _CONTENT_TABLES.get(content)
    if made is None:
        made = _CONTENT_TABLES[content] = _ContentTables(content)
    _content_memo[0] = made
    return made


_CONTENT_TABLES: dict[WhispersContent, _ContentTables] = {}
_content_memo: list[_ContentTables] = [_ContentTables(PUBLISHED)]


def _turn_to(s: WhispersState, hands: tuple[tuple[int, ...], ...],
             areas: tuple[tuple[int, ...], ...], card: int) -> int:
    """`rules.passing.pass_turn` made fast: the seat the turn passes to after `card` (§4.4),
    or -1 when the player chooses among a tie or the §9 I1 fallback decides (`_no_single`)."""
    seat = _colour_seats(s)[CO[card]]
    if seat >= 0 and hands[seat]:
        # A colour card, and its player holds cards: the common case, decided at once.
        return seat
    if all(hands):
        # Everyone holds cards (always so with `wizard_equal_counts`): a grey card goes to the
        # fewest cards (`_pass_seats` without the §9 I1 fallback).
        counts = (tuple(map(len, hands)) if s.options.neutral_pass_counts is _BY_HAND
                  else tuple(map(len, areas)))
        low = min(counts)
        if counts.count(low) != 1:
            return -1
        q = counts.index(low)
    else:
        targets = _pass_seats(s, card, hands, areas)
        if len(targets) != 1 or _by_fallback(s, card, hands, areas):
            return -1
        q = targets[0]
    return q


def _no_single(s: WhispersState, changes: dict[str, Any],
               hands: tuple[tuple[int, ...], ...], areas: tuple[tuple[int, ...], ...],
               card: int) -> WhispersState:
    """The end of a step (`_finishing`) when no single seat takes the turn and a hand is
    empty (only with `wizard_equal_counts=False`): the §9 I1 fallback, or a tie for fewest
    cards that the player who played `card` resolves (§4.4)."""
    targets = _pass_seats(s, card, hands, areas)
    if _by_fallback(s, card, hands, areas):
        return _fallback_pass(s, card, targets, changes)
    return _replace(s, **changes, phase=_PASS, ties=targets)


def _tie(s: WhispersState, hands: tuple[tuple[int, ...], ...],
         areas: tuple[tuple[int, ...], ...]) -> tuple[int, ...]:
    """The seats tied for fewest cards (§4.4, §12 A5) when everyone holds cards (`_TIES`:
    the counts' answer is remembered)."""
    return _TIES[tuple(map(len, hands)) if s.options.neutral_pass_counts is _BY_HAND
                 else tuple(map(len, areas))]



class _Fewest(dict[tuple[int, ...], tuple[int, ...]]):
    """The seats with the fewest cards, by the seats' card counts (remembered: few counts
    occur, and a dict lookup is cheaper than the scan)."""

    def __missing__(self, counts: tuple[int, ...]) -> tuple[int, ...]:
        low = min(counts)
        seats = self[counts] = tuple([q for q, n in enumerate(counts) if n == low])
        return seats


_TIES = _Fewest()


def _fallback_pass(s: WhispersState, card: int, targets: tuple[int, ...],
                   changes: dict[str, Any]) -> WhispersState:
    """§9 I1: the player the card names holds no card; the fewest-cards players among those
    holding cards take the turn (the player who played it chooses among a tie)."""
    if len(targets) == 1:
        q = targets[0]
        changes.update(turn=q, phase=Phase.PLAY, passed=_pass(s.turn, q, card))
        return _replace(s, **changes)
    changes.update(phase=Phase.PASS, ties=targets)
    return _replace(s, **changes)


# -- sub-steps --------------------------------------------------------------------------------

#: The next states of the sub-steps.


@_finishing()
def _skipped_on(value: WhispersState, read_hands: Rows,
                read_areas: Rows, read_card: int, /, *,
                skipped: SkipReason | None) -> WhispersState:
    """A step skipped."""


@_finishing()
def _exchanged_on(value: WhispersState, read_hands: Rows,
                  read_areas: Rows, read_card: int, /, *,
                  hands: tuple[tuple[int, ...], ...], chosen: tuple[int, ...],
                  taken: tuple[int, ...], take_count: int, rng: Rng | None) -> WhispersState:
    """The Wizard's exchange done."""


@_finishing()
def _discarded_on(value: WhispersState, read_hands: Rows,
                  read_areas: Rows, read_card: int, /, *,
                  hands: tuple[tuple[int, ...], ...], draw: tuple[int, ...],
                  discards: tuple[int, ...], rng: Rng | None) -> WhispersState:
    """The cards discarded and drawn."""


@_finishing()
def _swapped_on(value: WhispersState, read_hands: Rows,
                read_areas: Rows, read_card: int, /, *,
                areas: tuple[tuple[int, ...], ...],
                pick: tuple[int, Character] | None) -> WhispersState:
    """The Butler's swap done."""


@_finishing()
def _taken_back_on(value: WhispersState, read_hands: Rows,
                   read_areas: Rows, read_card: int, /, *,
                   hands: tuple[tuple[int, ...], ...],
                   areas: tuple[tuple[int, ...], ...]) -> WhispersState:
    """A card taken back."""


@fast_change(WhispersState)
def _tie_passed(value: WhispersState, /, *,
                turn: int, phase: Phase, ties: tuple[int, ...],
                passed: Pass | None) -> WhispersState:
    """A tie's chooser passed the turn."""


@fast_change(WhispersState)
def _targeted(value: WhispersState, /, *,
              phase: Phase, target: int | None, chosen: tuple[int, ...]) -> WhispersState:
    """The Wizard's target chosen."""


@fast_change(WhispersState)
def _chose(value: WhispersState, /, *,
           chosen: tuple[int, ...]) -> WhispersState:
    """A card chosen."""


@fast_change(WhispersState)
def _picked(value: WhispersState, /, *,
            phase: Phase, pick: tuple[int, Character] | None) -> WhispersState:
    """The Butler's first pick."""


def _pass_to(state: WhispersState, action: PassTo) -> WhispersState:
    p, q, card = state.turn, action.seat, state.card
    assert card is not None
    made = _CHOSEN_PASSES[p][q][card]  # prebuilt, as `_passing`'s
    return _tie_passed(state, turn=q, phase=_PLAY, ties=(),
                       passed=made if made.card is card else _pass(p, q, card, chosen=True))


#: Every chosen pass of the turn (a tie's), made once.
_CHOSEN_PASSES = [[[Pass(p, q, c, True) for c in list(Card)[:-1]]
                   for q in range(len(PLAYER_COLOURS))] for p in range(len(PLAYER_COLOURS))]


def _show_hand(state: WhispersState, action: ShowHand) -> WhispersState:
    p = state.turn
    hand = state.hands[p]
    showing = _showing(state, revealed=((p, hand),), card=None, passed=None, skipped=None)
    return _end_round(showing, EndKind.FORCED, p, passer_of(state))


@fast_change(WhispersState)
def _showing(value: WhispersState, /, *,
             revealed: tuple[tuple[int, tuple[int, ...]], ...], card: int | None,
             passed: Pass | None, skipped: SkipReason | None) -> WhispersState:
    """A hand shown to end the round."""


def _forced_play(state: WhispersState, action: ForcedPlay) -> WhispersState:
    p = state.turn
    card = _first_card(state.hands[p], action.character, action.colour)
    assert card is not None
    s = _replace(state, hands=_set(state.hands, p, _without(state.hands[p], (card,))),
                 areas=_set(state.areas, p, state.areas[p] + (card,)), card=card,
                 revealed=((p, state.hands[p]),), passed=None, skipped=SkipReason.ROUND_ENDED,
                 played_in_round=state.played_in_round + 1)
    return _end_round(s, EndKind.FORCED, p, passer_of(state))


def _skip(state: WhispersState, action: Skip) -> WhispersState:
    assert state.card is not None
    return _skipped_on(state, state.hands, state.areas, state.card,
                       skipped=SkipReason.SKIPPED)


def _choose_target(state: WhispersState, action: ChooseTarget) -> WhispersState:
    return _targeted(state, phase=_WIZARD_GIVE, target=action.seat, chosen=())


def _give(state: WhispersState, action: Give) -> WhispersState:
    p = state.turn
    hand = state.hands[p]
    card = _unchosen(hand, state.chosen, action.character * 8 + action.colour)
    chosen = state.chosen + (card,)
    if state.options.wizard_equal_counts:
        limit = min(len(hand), len(state.hands[state.target or 0]))
    else:
        limit = len(hand)
    if len(chosen) >= limit:
        return _after_giving(state, chosen)
    return _chose(state, chosen=chosen)


def _unchosen(hand: tuple[int, ...], chosen: tuple[int, ...], key: int) -> int:
    """The first card of `hand` with `key` (`_key(character, colour)`) that is not `chosen`
    (the hand holds one): a colour card's one id; of a grey character's two copies, the one not
    chosen, or the first in the hand. (The hand's own value: it may be a `Card` or an int.)"""
    ids = CARDS_OF_KEY[key]
    if len(ids) == 1:
        return hand[hand.index(ids[0])]
    first, second = ids
    if first in chosen or first not in hand:
        return hand[hand.index(second)]
    if second in chosen or second not in hand:
        return hand[hand.index(first)]
    return hand[min(hand.index(first), hand.index(second))]


def _finish_giving(state: WhispersState, action: FinishGiving) -> WhispersState:
    return _after_giving(state, state.chosen)


# The rest of the Wizard's steps get the state they started from and what changed since (the
# cards `chosen` to give, then those taken), so that the step makes its next state once.


def _after_giving(s: WhispersState, chosen: tuple[int, ...]) -> WhispersState:
    if not s.options.wizard_equal_counts:
        return _replace(s, chosen=chosen, phase=Phase.WIZARD_COUNT)
    return _start_taking(s, chosen, len(chosen))


def _take_count(state: WhispersState, action: TakeCount) -> WhispersState:
    return _start_taking(state, state.chosen, action.count)


def _start_taking(s: WhispersState, chosen: tuple[int, ...], count: int) -> WhispersState:
    if s.options.wizard_target_pick is not _RANDOM:
        return _replace(s, chosen=chosen, take_count=count, taken=(), phase=Phase.WIZARD_TAKE)
    assert s.rng is not None
    taken, rest, rng = taken_blind(s.hands[s.target or 0], count, s.rng)
    return _exchange(s, chosen, taken, rng, rest)


def _take_card(state: WhispersState, action: TakeFrom | HandOver) -> WhispersState:
    t = state.target or 0
    card = _first_card(_without(state.hands[t], state.taken), action.character, action.colour)
    assert card is not None
    taken = state.taken + (card,)
    if len(taken) >= state.take_count:
        return _exchange(state, state.chosen, taken, state.rng)
    return _replace(state, taken=taken)


def _exchange(s: WhispersState, give: tuple[int, ...], take: tuple[int, ...], rng: Rng | None,
              kept: list[int] | None = None) -> WhispersState:
    """The Wizard's exchange: `give` (from the player to act) for `take` (from the target),
    then the turn passes; `rng` is the generator after the random takes and `kept` the
    target's other cards when known."""
    p, t = s.turn, s.target or 0
    exchanged = list(s.hands)
    exchanged[p] = tuple(sorted(_without(exchanged[p], give) + take))
    if kept is None:
        kept = list(_without(exchanged[t], take))
    kept += give
    kept.sort()
    exchanged[t] = tuple(kept)
    hands = tuple(exchanged)
    assert s.card is not None
    return _exchanged_on(s, hands, s.areas, s.card, hands=hands, chosen=(), taken=(),
                         take_count=0, rng=rng)


def _discard(state: WhispersState, action: Discard) -> WhispersState:
    """The Maid's step (whatever character carries her kind): discard, then draw the content's
    number of cards (the pile rebuilt from the discards when it runs out, §12 A9), or only
    discard where she drew first."""
    assert state.card is not None
    effect = state.options.content.effects[CH[state.card]]
    p = state.turn
    hand = state.hands[p]
    i = _first_index(hand, action.character * 8 + action.colour)
    card, hand = hand[i], hand[:i] + hand[i + 1:]
    discards = state.discards + (card,)
    draw, rng = state.draw, state.rng
    drawn: tuple[int, ...] = ()
    if not effect.draw_first:
        drawn, draw, discards, rng = draw_cards(draw, discards, rng, effect.draw, None)
        hand = tuple(sorted(hand + drawn)) if drawn else hand
    hands = state.hands
    hands = hands[:p] + (hand,) + hands[p + 1:]
    return _discarded_on(state, hands, state.areas, state.card, hands=hands, draw=draw,
                         discards=discards, rng=rng)


def _swap_pick(state: WhispersState, action: SwapPick) -> WhispersState:
    return _picked(state, phase=_BUTLER_SECOND, pick=(action.seat, action.character))


def _swap_with(state: WhispersState, action: SwapWith) -> WhispersState:
    assert state.pick is not None
    a, cha = state.pick
    b = action.seat
    swapped = list(state.areas)
    area_a, area_b = swapped[a], swapped[b]
    i, j = _char_index(area_a, cha), _char_index(area_b, action.character)
    x, y = area_a[i], area_b[j]
    swapped[a] = area_a[:i] + (y,) + area_a[i + 1:]
    swapped[b] = area_b[:j] + (x,) + area_b[j + 1:]
    areas = tuple(swapped)
    assert state.card is not None
    return _swapped_on(state, state.hands, areas, state.card, areas=areas, pick=None)


def _char_index(cards: tuple[int, ...], character: Character) -> int:
    """Where the first card of `character` is in `cards`, which hold one."""
    for i, c in enumerate(cards):
        if CH[c] == character:
            return i
    raise ValueError(character)


def _take_back(state: WhispersState, action: TakeBack) -> WhispersState:
    p = state.turn
    area = state.areas[p]
    i = _char_index(area, action.character)
    card = area[i]
    hands, areas = state.hands, state.areas
    hands = hands[:p] + (tuple(sorted(hands[p] + (card,))),) + hands[p + 1:]
    areas = areas[:p] + (area[:i] + area[i + 1:],) + areas[p + 1:]
    assert state.card is not None
    return _taken_back_on(state, hands, areas, state.card, hands=hands, areas=areas)


# -- the moves, declared once ---------------------------------------------------------------
#
# Per kind of action: its candidates in the phase (every action worth asking about: the cards
# in the hand, every area card, every seat), ONE `verify` returning the refusal that cites the
# rule forbidding it (or `None`), and its `apply` (above). The engine derives the legal
# actions, the refusals, the buttons a learner sees and the dispatch from them.


def _distinct(table: Sequence[Any], cards: Sequence[int]) -> list[Any]:
    """`table`'s prebuilt action for each card of `cards`, neutral copies once, in order."""
    return list({KEY[c]: table[c] for c in cards}.values())


@functools.cache
def _seat_actions(cls: type[Any], colours: tuple[Colour, ...]) -> tuple[Any, ...]:
    """One prebuilt `cls(seat, colour)` per seat."""
    return tuple(cls(q, colour) for q, colour in enumerate(colours))


def _area_actions(cls: type[Any], state: WhispersState) -> list[Any]:
    """One `cls(seat, character, colour)` per card in every area, by seat (prebuilt)."""
    table = _area_table(cls, state.colours)
    return [table[b][y] for b, area in enumerate(state.areas) for y in area]


def _area_table(cls: type[Any], colours: tuple[Colour, ...]) -> tuple[tuple[Any, ...], ...]:
    """One prebuilt `cls(seat, character, colour)` per seat and character, indexed by seat and
    card id (so that an area's cards index it directly)."""
    table = _AREA_TABLES.get((cls, colours))
    if table is None:
        seats = [[cls(q, ch, colour) for ch in Character] for q, colour in enumerate(colours)]
        table = _AREA_TABLES[cls, colours] = tuple(
            tuple(actions[ch] for ch in CH) for actions in seats)
    return table


_AREA_TABLES: dict[tuple[type[Any], tuple[Colour, ...]], tuple[tuple[Any, ...], ...]] = {}


def _seat_tables(state: WhispersState) -> _Tables:
    """The prebuilt actions that name seats, for the state's colours: the Butler's picks and
    partners by seat and card (`_area_table`), and each seat's legal Wizard targets when
    everyone holds cards (`_target_legal`). Remembered for the last options and player count
    asked (`state.colours` and the tables' own lookups hash the colours on every call)."""
    memo = _tables_memo[0]
    if memo[0] is state.options and memo[1] == state.players:
        return memo[2]
    colours = state.colours
    targets = _seat_actions(ChooseTarget, colours)
    skips = (SKIP,) if state.options.effects_optional else ()
    tables = (_area_table(SwapPick, colours), _area_table(SwapWith, colours),
              tuple(tuple(t for t in targets if t.seat != p) + skips
                    for p in range(len(colours))))
    _tables_memo[0] = (state.options, state.players, tables)
    return tables


_Tables = tuple[tuple[tuple[Any, ...], ...], tuple[tuple[Any, ...], ...],
                tuple[tuple[Any, ...], ...]]
_tables_memo: list[tuple[Any, int, _Tables]] = [(None, 0, ((), (), ()))]


# PLAY: a card from hand (§4.1), or the round ends when none is legal (§4.1 case A, §12 A6).


def _plays(state: WhispersState) -> tuple[Play, ...]:
    """Exactly the legal plays (the refused ones are `_hand_plays`, shown to a learner)."""
    scan = _scan[0]  # read once: another thread may replace it
    return (scan if scan[0] is state else _playable(state))[1]


def _hand_plays(state: WhispersState) -> list[Play]:
    """A play of every card in hand, legal or not."""
    return _distinct(PLAY_OF, state.hands[state.turn])


def _forced_plays(state: WhispersState) -> list[ForcedPlay]:
    if not state.options.forced_card_is_placed:
        return []
    return _distinct(FORCED_OF, state.hands[state.turn])


def _show_hands(state: WhispersState) -> tuple[ShowHand, ...]:
    return () if state.options.forced_card_is_placed else _SHOW_ONLY


_SHOW_ONLY = (SHOW_HAND,)


# Effects with a choice may be skipped with `effects_optional` (§12 A3).


def _skippable(state: WhispersState) -> bool:
    """The skip's key: whether effects may be skipped (then it is legal)."""
    return state.options.effects_optional


def _skips(state: WhispersState) -> tuple[Skip, ...]:
    return (SKIP,) if state.options.effects_optional else ()


# The Wizard (§4.2; §12 A1): a target, the cards given, how many taken, the cards taken.


def _targets(state: WhispersState) -> tuple[ChooseTarget, ...]:
    return _seat_actions(ChooseTarget, state.colours)


def _offered(state: WhispersState, table: Sequence[Any], chosen: tuple[int, ...]
             ) -> list[Any]:
    """`table`'s action for each card the player to act may name: to give to the Wizard's
    target (the hand without the cards already `chosen`) or to discard for the Maid (the
    hand). A grey character comes once, at its first copy; a hidden card (a view's) is never
    one."""
    seen, out = _UNSEEN_KEY, []
    for c in state.hands[state.turn]:
        bit = KEY_BIT[c]
        if not seen & bit and c not in chosen:
            seen |= bit
            out.append(table[c])
    return out


def _gifts(state: WhispersState) -> list[Give]:
    """Exactly the legal gifts (`_all_gifts` shows a hidden hand's too)."""
    return _offered(state, GIVE_OF, state.chosen)


def _give_legal(state: WhispersState) -> tuple[Any, ...]:
    """The giving step's legal actions at once (its phase's `legal`): the gifts, then the end
    of giving once a card is chosen. Listed, not looked up: a key for them would cost as much
    and, hands being many, would rarely be met again."""
    chosen = state.chosen
    out = _offered(state, GIVE_OF, chosen)
    if chosen:
        out.append(FINISH_GIVING)
    return tuple(out)


def _all_gifts(state: WhispersState) -> list[Give]:
    return _distinct(GIVE_OF, _without(state.hands[state.turn], state.chosen))


def _gave(state: WhispersState) -> bool:
    """The end of giving's key: whether a card is chosen (then it is legal)."""
    return bool(state.chosen)


def _finishes(state: WhispersState) -> tuple[FinishGiving, ...]:
    return (FINISH_GIVING,)


def _counts(state: WhispersState) -> list[TakeCount]:
    return [TakeCount(j) for j in range(1, len(state.hands[state.target or 0]) + 1)]


def _picker(state: WhispersState) -> type[TakeFrom | HandOver]:
    """§12 A1: the target hands cards over, or the active player takes them."""
    if state.options.wizard_target_pick is WizardPick.TARGET_CHOOSES:
        return HandOver
    return TakeFrom


def _takes(state: WhispersState) -> list[TakeFrom | HandOver]:
    table = HAND_OVER_OF if _picker(state) is HandOver else TAKE_FROM_OF
    return _distinct(table, _without(state.hands[state.target or 0], state.taken))


# The Maid (§4.2): a card from hand, discarded.


def _discards(state: WhispersState) -> list[Discard]:
    """Exactly the legal discards (`_all_discards` shows a hidden hand's too)."""
    return _offered(state, DISCARD_OF, ())


def _maid_legal(state: WhispersState) -> tuple[Any, ...]:
    """The Maid's legal actions at once (her phase's `legal`): the discards, then the skip
    with `effects_optional` (§12 A3)."""
    out = _offered(state, DISCARD_OF, ())
    if state.options.effects_optional:
        out.append(SKIP)
    return tuple(out)


def _all_discards(state: WhispersState) -> list[Discard]:
    return _distinct(DISCARD_OF, state.hands[state.turn])


# The Butler (§4.2; §12 A2): two cards of two areas swap, making no duplicate.

def _butler_areas(state: WhispersState, areas: tuple[tuple[int, ...], ...],
                  card: int | None) -> _ButlerAreas:
    """What the Butler's steps read of `areas` once `card` (the Butler) lies in one:
    `(areas, card, turn, options, full, rest, twice, picks)`, with the characters of each area
    (`full`), of each without the Butler (`rest`), those in the `rest` of two areas or more
    (`twice`) and the legal first picks (`_pickable`). Remembered for the last areas asked (the
    same tuple object): the Butler's play, its first pick and its second read the same areas."""
    memo = _butler_memo[0]
    p, options = state.turn, state.options
    if memo[0] is areas and memo[1] == card and memo[2] == p and memo[3] is options:
        return memo
    full, rest = [], []
    once = twice = 0
    for area in areas:
        m = r = 0
        for y in area:
            bit = CHAR_BIT[y]
            m |= bit
            if y != card:
                r |= bit
        full.append(m)
        rest.append(r)
        twice |= once & r
        once |= r
    memo = (areas, card, p, options, full, rest, twice, ())
    memo = _butler_memo[0] = memo[:7] + (_pickable(state, memo),)
    return memo


_ButlerAreas = tuple[Any, Any, int, Any, list[int], list[int], int, tuple[Any, ...]]
_butler_memo: list[_ButlerAreas] = [((), None, -1, None, [], [], 0, ())]


def _pickable(state: WhispersState, memo: _ButlerAreas) -> tuple[SwapPick, ...]:
    """The legal first picks of the Butler (`rules.butler.swap_problem`), in order, by masks rather
    than pair by pair. A card `x` of area `a` (not the Butler) has a partner when another
    area's `rest` holds its character (`twice`: swap like for like), or when an area `b`
    lacks its character and holds a card (not the Butler) whose character `a` lacks.

    For a character in no other area's `rest`, only the area holding the Butler may hold it
    (as the Butler himself): so every other area lacks it, and it fits as soon as some area
    holds a character `a` lacks (one test of all areas at once); the Butler's character alone
    is checked area by area. With `butler_requires_own_area` a card outside the player's area
    `p` may only swap with `p` (§12 A2)."""
    areas, card, p, options, full, rest, twice = memo[:7]
    own = options.butler_requires_own_area
    table = _seat_tables(state)[0]
    own_bit = 0 if card is None else CHAR_BIT[card]
    out: list[SwapPick] = []
    for a, area in enumerate(areas):
        ra = rest[a]
        if not ra:
            continue
        if own and a != p:
            rp = rest[p]
            fits = (rp | ~full[p] if rp & ~full[a] else rp) & ra
        else:
            fits = ra & twice
            single = ra & ~twice
            if single:
                lacks = ~full[a]
                if single & ~own_bit:
                    for rb in rest:
                        if rb & lacks:
                            fits |= single & ~own_bit
                            break
                if single & own_bit:
                    for b, rb in enumerate(rest):
                        if rb & lacks and not full[b] & own_bit:
                            fits |= own_bit
                            break
        if fits:
            # A loop, not a comprehension: in Python 3.11 one costs a call.
            ta = table[a]
            for x in area:
                if CHAR_BIT[x] & fits and x != card:
                    out.append(ta[x])
    return tuple(out)


def _partners(state: WhispersState, a: int, x: int) -> tuple[SwapWith, ...]:
    """The legal partners of card `x` of area `a` (`swap_problem` with masks), in order:
    in an area that holds `x`'s character only that card, else the cards whose characters `a`
    lacks (never the Butler; with `butler_requires_own_area`, in the player's area when `a` is
    not theirs, §12 A2)."""
    card, areas = state.card, state.areas
    if x == card:
        return ()
    memo = _butler_areas(state, areas, card)
    p, options, full, rest = memo[2], memo[3], memo[4], memo[5]
    only = options.butler_requires_own_area and a != p
    table = _seat_tables(state)[1]
    bx, lacks = CHAR_BIT[x], ~full[a]
    out: list[SwapWith] = []
    for b, area in enumerate(areas):
        if b == a or only and b != p:
            continue
        rb = rest[b]
        fits = (bx if full[b] & bx else lacks) & rb
        if fits == rb and card not in area:
            out += map(table[b].__getitem__, area)  # every card of the area (or none)
        elif fits:
            tb = table[b]
            for y in area:
                if CHAR_BIT[y] & fits and y != card:
                    out.append(tb[y])
    return tuple(out)


def _picks(state: WhispersState) -> tuple[SwapPick, ...]:
    """Exactly the legal first picks (every area card is shown: `_all_picks`)."""
    return _butler_areas(state, state.areas, state.card)[7]


def _pick_legal(state: WhispersState) -> tuple[Any, ...]:
    """The Butler's first step's legal actions at once (its phase's `legal`): the picks, then
    the skip with `effects_optional` (§12 A3)."""
    picks = _butler_areas(state, state.areas, state.card)[7]
    return picks + (SKIP,) if state.options.effects_optional else picks


def _all_picks(state: WhispersState) -> list[SwapPick]:
    return _area_actions(SwapPick, state)


def _seconds(state: WhispersState) -> tuple[SwapWith, ...]:
    """Exactly the legal partners of the first pick (`_all_seconds` are shown), also the
    Butler's second step's legal actions (its phase's `legal`)."""
    if state.pick is None:
        return ()
    a, cha = state.pick
    x = _card_in_area(state, a, cha)
    return () if x is None else _partners(state, a, x)


def _all_seconds(state: WhispersState) -> list[SwapWith]:
    return [a for a in _area_actions(SwapWith, state) if state.pick != (a.seat, a.character)]


# The Guard (§4.2): a card already in the area back to the hand.


def _take_backs(state: WhispersState) -> list[TakeBack]:
    return [TAKE_BACK[CH[c]] for c in state.areas[state.turn]]


def _guard_legal(state: WhispersState) -> tuple[Any, ...]:
    """The Guard's legal actions at once (his phase's `legal`): taking back each card of the
    area but the Guard just played (the first card of a character is the one taken back), then
    the skip with `effects_optional` (§12 A3)."""
    card, area = state.card, state.areas[state.turn]
    guard = -1 if card is None else CH[card]
    out: list[Any] = []
    for c in area:
        ch = CH[c]
        if ch != guard or c != card and _card_in_area(state, state.turn, ch) != card:
            out.append(TAKE_BACK[ch])
    if state.options.effects_optional:
        out.append(SKIP)
    return tuple(out)


# A grey card's tie for fewest cards: the player who played it chooses (§4.4, §12 A5, §9 I1).


def _pass_key(state: WhispersState) -> Hashable:
    """The tie's key: the tied seats and the seats' colours (the actions name them). Few
    ties occur, so the lookup is met again and costs less than listing the passes."""
    return state.ties, state.options.colours, state.players


def _target_legal(state: WhispersState) -> tuple[Any, ...]:
    """The Wizard's first step's legal actions at once (its phase's `legal`): each other
    player holding cards, then the skip with `effects_optional` (§12 A3); prebuilt for the
    common case where everyone holds cards."""
    if all(state.hands):
        return _seat_tables(state)[2][state.turn]
    out: list[Any] = [a for a in _targets(state) if _verify_target(state, a) is None]
    return tuple(out) + _skips(state)


def _passes(state: WhispersState) -> list[PassTo]:
    """The tied players (where `_no_single` put the fewest-cards rule's answer)."""
    seats = _seat_actions(PassTo, state.colours)
    return [seats[q] for q in state.ties]


def _all_passes(state: WhispersState) -> tuple[PassTo, ...]:
    """Every seat, shown refused unless tied."""
    return _seat_actions(PassTo, state.colours)


PLAY_MOVE = Move((Play,), _plays, _verify_play, _play, _hand_plays, exact=True)
FORCED_MOVE = Move((ForcedPlay,), _forced_plays, _verify_forced_play, _forced_play)
SHOW_MOVE = Move((ShowHand,), _show_hands, _verify_show_hand, _show_hand)
SKIP_MOVE = Move((Skip,), _skips, _verify_skip, _skip, key=_skippable)
BUTLER_END = ("whispers.4.2.butler", "whispers.12.A2")
WIZARD_END = ("whispers.4.2.wizard", "whispers.12.A1")

RULEBOOK: RuleBook[WhispersState] = RuleBook(
    {
        phase.name: phase for phase in (
            RulePhase(Phase.PLAY, PHASE_RULE[Phase.PLAY],
                      (PLAY_MOVE, FORCED_MOVE, SHOW_MOVE),
                      ends=("whispers.4.1", "whispers.5.A", "whispers.5.B", "whispers.12.A6"),
                      legal=_play_legal),
            RulePhase(Phase.WIZARD_TARGET, PHASE_RULE[Phase.WIZARD_TARGET],
                      (Move((ChooseTarget,), _targets, _verify_target, _choose_target),
                       SKIP_MOVE),
                      ends=WIZARD_END + ("whispers.12.A3",), legal=_target_legal),
            RulePhase(Phase.WIZARD_GIVE, PHASE_RULE[Phase.WIZARD_GIVE],
                      (Move((Give,), _gifts, _verify_give, _give, _all_gifts, exact=True),
                       Move((FinishGiving,), _finishes, _verify_finish_giving, _finish_giving,
                            key=_gave)),
                      ends=WIZARD_END, legal=_give_legal),
            RulePhase(Phase.WIZARD_COUNT, PHASE_RULE[Phase.WIZARD_COUNT],
                      (Move((TakeCount,), _counts, _verify_take_count, _take_count),),
                      ends=("whispers.12.A1",)),
            RulePhase(Phase.WIZARD_TAKE, PHASE_RULE[Phase.WIZARD_TAKE],
                      (Move((TakeFrom, HandOver), _takes, _verify_take, _take_card),),
                      ends=("whispers.12.A1",)),
            RulePhase(Phase.MAID, PHASE_RULE[Phase.MAID],
                      (Move((Discard,), _discards, _verify_discard, _discard, _all_discards,
                            exact=True),
                       SKIP_MOVE),
                      ends=("whispers.4.2.maid", "whispers.12.A3"), legal=_maid_legal),
            RulePhase(Phase.BUTLER_FIRST, PHASE_RULE[Phase.BUTLER_FIRST],
                      (Move((SwapPick,), _picks, _verify_swap_pick, _swap_pick, _all_picks,
                            exact=True),
                       SKIP_MOVE),
                      ends=BUTLER_END + ("whispers.12.A3",), legal=_pick_legal),
            RulePhase(Phase.BUTLER_SECOND, PHASE_RULE[Phase.BUTLER_SECOND],
                      (Move((SwapWith,), _seconds, _verify_swap_with, _swap_with, _all_seconds,
                            exact=True),),
                      ends=BUTLER_END, legal=_seconds),
            RulePhase(Phase.GUARD, PHASE_RULE[Phase.GUARD],
                      (Move((TakeBack,), _take_backs, _verify_take_back, _take_back),
                       SKIP_MOVE),
                      ends=("whispers.4.2.guard", "whispers.12.A3"), legal=_guard_legal),
            RulePhase(Phase.PASS, PHASE_RULE[Phase.PASS],
                      (Move((PassTo,), _passes, _verify_pass_to, _pass_to, _all_passes),),
                      ends=("whispers.4.4.neutral", "whispers.12.A5", "whispers.9.I1"),
                      key=_pass_key),
            RulePhase(Phase.OVER, PHASE_RULE[Phase.OVER], ()),
        )
    },
    phase_of=attrgetter("phase"),
    wrong_phase=lambda state, action: _wrong_phase(state, action),
    events_from=Whispers.rulebook.apply,
)


@fast_change(WhispersState)
def _seen(value: WhispersState, /, *, hands: tuple[tuple[int, ...], ...],
          chosen: tuple[int, ...], taken: tuple[int, ...], draw: tuple[int, ...],
          discards: tuple[int, ...], king_pile: tuple[Character, ...],
          rng: Rng | None) -> WhispersState:
    """A seat's view as `rules.view.seat_view` makes it (what the seat cannot see face down, no
    generator); the bots ask for one at every decision."""


def _seat_view(state: WhispersState, seat: int) -> WhispersState:
    """`seat_view(state, seat)` (rules/view.py), made by `_seen` with a loop and prebuilt face-down
    piles instead of generators (a bot asks one view a decision; `check_kernel` compares it
    with the reference's at every state)."""
    turn = state.turn
    target = (state.target if state.phase is _WIZARD_TAKE and seat == turn
              and state.options.wizard_target_pick is _ACTIVE_SEES else None)
    open_hands = state.open_hands
    hands = []
    for q, h in enumerate(state.hands):
        if q == seat or q == target or q in open_hands:
            hands.append(h)
        else:
            hands.append(_DOWN[len(h)])
    chosen, taken = state.chosen, state.taken
    if chosen and seat != turn:
        chosen = _DOWN[len(chosen)]
    if taken and seat != turn and seat != state.target:
        taken = _DOWN[len(taken)]
    kings = state.king_pile
    memo = _kings_memo[0]  # the pile changes once a round: its sorted order is remembered
    if memo[0] is not kings:
        memo = _kings_memo[0] = (kings, tuple(sorted(kings)))
    return _seen(state, hands=tuple(hands), chosen=chosen, taken=taken,
                 draw=_DOWN[len(state.draw)], discards=_DOWN[len(state.discards)],
                 king_pile=memo[1], rng=None)


class _FaceDown(dict[int, tuple[int, ...]]):
    """`(HIDDEN,) * n` by `n`, each made once."""

    def __missing__(self, n: int) -> tuple[int, ...]:
        made = self[n] = (HIDDEN,) * n
        return made


_DOWN = _FaceDown()
#: `_seat_view`'s last King pile and its sorted order.
_kings_memo: list[tuple[Any, tuple[Character, ...]]] = [(None, ())]
#: The last view made: of which state, for which seat (`WhispersKernel.why_illegal`). It keeps
#: that state and its view alive until the next view replaces them (two states: harmless, and
#: the reason `why_illegal` can trust the identity test, as a live state's id is never reused).
_viewed: list[tuple[Any, int, Any]] = [(None, -1, None)]


class WhispersKernel(Whispers):
    """The reference game with this module's rule book (its speed-ups, and no event built: a
    step's events, when read, are the reference's; the set-up is the reference's own)."""

    rulebook = RULEBOOK
    # One call a step fewer: the rule book's own methods, not `DeclaredGame`'s forwarding ones.
    legal_actions = RULEBOOK.legal_actions
    apply = RULEBOOK.apply

    def is_over(self, state: WhispersState) -> bool:
        return state.phase is _OVER

    def view(self, state: WhispersState, seat: int | None) -> WhispersState:
        if seat is None:
            return state
        # `check_seat`'s answer for a plain int seat of the state, without the call.
        if type(seat) is not int or not 0 <= seat < state.players:
            seat = self.check_seat(seat, state)
        view = _seat_view(state, seat)
        _viewed[0] = (state, seat, view)
        return view

    def why_illegal(self, state: WhispersState, action: Any) -> Message | None:
        made = _viewed[0]
        # Out of the Wizard's take the player to act is `state.turn` (`current_player` without
        # the call: a finished game's view lists no action, so nothing below matches).
        if made[0] is state and state.phase is not _WIZARD_TAKE and made[1] == state.turn:
            # `bots.decide` asks about a bot's choice just after the bot listed the legal
            # actions of the view made last, this seat's (the rule book remembers them): the
            # player to act sees every choice they have, but in the Wizard's take (tests/
            # whispers/test_kernel.py), so one of those very actions is legal in `state`.
            if is_listed(action, RULEBOOK.legal_actions(made[2])):
                return None
        return RULEBOOK.why_illegal(state, action)


KERNEL = WhispersKernel()
