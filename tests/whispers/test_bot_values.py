"""The Whispers heuristic values its choices as the plain reading spells it out.

The bot (`explorer.games.whispers.bots`) works each decision out once, with bit masks and
caches; `_plain_values` and `_plain_reason` below are the same heuristic written card by card
(as the bot was first written). In many positions, for the seat to act, with its view and with
the full state the lookahead's playouts read (`sight_in`), and in several variants, both must
give the very same floats (the bot compares them for ties) and the same reason.
"""

from __future__ import annotations

import dataclasses
import pickle
from collections.abc import Sequence
from typing import Any

import pytest

from explorer.bots import decide, get
from explorer.engine import Action, Message, derive, playout_game
from explorer.engine.i18n import LateMessage
from explorer.games.whispers import bots
from explorer.games.whispers.actions import (
    ChooseTarget,
    Discard,
    FinishGiving,
    Give,
    PassTo,
    Play,
    SwapPick,
    SwapWith,
    TakeBack,
    TakeCount,
    seat_name,
)
from explorer.games.whispers.cards import (
    CARD_CHARACTER,
    CARD_COLOUR,
    CHARACTER_NAMES,
    HIDDEN,
    Character,
    colour_seats,
)
from explorer.games.whispers.content import WhispersContent
from explorer.games.whispers.kernel import mask
from explorer.games.whispers.state import Phase, WhispersState, replace

CH = CARD_CHARACTER
CO = CARD_COLOUR


# -- the plain reading (the bot as first written) --------------------------------------------


def _banned(state: WhispersState, seat: int) -> int:
    m = mask(state.areas[seat])
    if state.king == Character.JESTER:
        m |= 1 << Character.JESTER
    return m


def _forced(banned: int, hand: Sequence[int] | None, size: int, pool: Sequence[int]) -> float:
    if hand is not None:
        for c in hand:
            if not (banned >> CH[c]) & 1:
                return 0.0
        return 1.0
    total = sum(pool)
    if not total:
        return 0.0
    blocked = sum(n for ch, n in enumerate(pool) if (banned >> ch) & 1) / total
    return float(blocked ** size)


def _forced_chance(state: WhispersState, seat: int, known: bots.Sight) -> float:
    hand = state.hands[seat] if seat == known.me else known.hands[seat]
    return _forced(_banned(state, seat), hand, len(state.hands[seat]), known.pool)


def _turn(forced: float, area: int, mine: bool, full: int) -> float:
    six = (1.0 - forced) if area == full - 1 else 0.0
    return six - forced if mine else forced - six


def _turn_value(state: WhispersState, me: int, seat: int, known: bots.Sight) -> float:
    return _turn(_forced_chance(state, seat, known), len(state.areas[seat]), seat == me,
                 state.options.content.hand_size)


def _after_play(state: WhispersState, me: int, card: int) -> WhispersState:
    hand = list(state.hands[me])
    hand.remove(card)
    areas = list(state.areas)
    areas[me] = areas[me] + (card,)
    hands = list(state.hands)
    hands[me] = tuple(hand)
    return replace(state, hands=tuple(hands), areas=tuple(areas))


def _targets(state: WhispersState, card: int) -> tuple[int, ...]:
    seat = colour_seats(state.options.colours, state.players)[CO[card]]
    if seat >= 0:
        return (seat,)
    counts = [len(a) for a in state.areas]
    low = min(counts)
    return tuple(q for q in range(state.players) if counts[q] == low)


def _play_value(state: WhispersState, card: int, known: bots.Sight) -> float:
    me = known.me
    area = state.areas[me]
    full = state.options.content.hand_size
    if len(area) == full - 1:
        return 10.0
    hand = list(state.hands[me])
    hand.remove(card)
    banned = _banned(state, me) | 1 << CH[card]
    free = {CH[c] for c in hand if not (banned >> CH[c]) & 1}
    trapped = 0.6 if not free else 0.0
    after = _after_play(state, me, card)
    passing = max(_turn_value(after, me, q, known) for q in _targets(after, card))
    return passing - trapped + 0.05 * len(free)


def _card(state: WhispersState, me: int, action: Play) -> int:
    return next(c for c in state.hands[me] if CH[c] == action.character and CO[c] == action.colour)


def _plain_values(view: WhispersState, known: bots.Sight, legal: Sequence[Action]) -> list[float]:
    me = known.me
    hand = view.hands[me]
    out = []
    for a in legal:
        if isinstance(a, Play):
            out.append(_play_value(view, _card(view, me, a), known))
        elif isinstance(a, PassTo):
            out.append(_turn_value(view, me, a.seat, known))
        elif isinstance(a, ChooseTarget):
            out.append(_forced_chance(view, a.seat, known) + 0.01 * len(view.hands[a.seat]))
        elif isinstance(a, Give):
            target = view.target if view.target is not None else me
            mine = (_banned(view, me) >> a.character) & 1
            theirs = (_banned(view, target) >> a.character) & 1
            out.append(mine + 0.5 * theirs)
        elif isinstance(a, FinishGiving):
            out.append(0.25)
        elif isinstance(a, Discard):
            out.append(float((_banned(view, me) >> a.character) & 1)
                       + 0.1 * sum(1 for c in hand if CH[c] == a.character))
        elif isinstance(a, TakeBack):
            out.append(float(sum(1 for c in hand if CH[c] == a.character)))
        elif isinstance(a, TakeCount):
            out.append(-float(a.count))
        elif isinstance(a, (SwapPick, SwapWith)):
            out.append(0.1 if a.seat == me else 0.0)
        else:
            out.append(0.0 if view.phase is not Phase.PLAY else -1.0)
    return out


def _plain_reason(view: WhispersState, known: bots.Sight, action: Action, value: float
                  ) -> Message:
    me = known.me
    if isinstance(action, Play):
        if value >= 10.0:
            return Message("whispers.bot.six", card=CHARACTER_NAMES[action.character],
                           six=Message(f"whispers.word.{view.options.content.hand_size}"),
                           court=Message("whispers.bot.court."
                                         + view.options.content.court_scorer))
        card = _card(view, me, action)
        after = _after_play(view, me, card)
        seat = max(_targets(after, card), key=lambda q: _turn_value(after, me, q, known))
        chance = round(100 * _forced_chance(after, seat, known))
        scorer = view.options.content.whisper_scorer
        nobody = scorer == "passer" and seat == me  # the turn comes back: nobody passed it
        return Message("whispers.bot.play", player=seat_name(seat, view.colours),
                       chance=chance, whisper=Message(
                           "whispers.bot.whisper." + ("nobody" if nobody else scorer)))
    if isinstance(action, PassTo):
        chance = round(100 * _forced_chance(view, action.seat, known))
        return Message("whispers.bot.pass", player=seat_name(action.seat, view.colours),
                       chance=chance)
    if isinstance(action, (Give, Discard)):
        return Message("whispers.bot.rid", card=CHARACTER_NAMES[action.character])
    if isinstance(action, ChooseTarget):
        return Message("whispers.bot.target", player=seat_name(action.seat, view.colours))
    if isinstance(action, TakeBack):
        return Message("whispers.bot.take_back", card=CHARACTER_NAMES[action.character])
    return Message("whispers.bot.plain")


def _plain_unseen_counts(view: WhispersState) -> tuple[int, ...]:
    return bots.by_character(bots.unseen(view, 0))


# -- the comparison --------------------------------------------------------------------------

#: (players, options, variant changes): the readings and variants the values are compared in.
SETTINGS: tuple[tuple[int, dict[str, Any], dict[str, Any]], ...] = (
    (3, {}, {}),
    (4, {}, {}),
    (5, {"effects_optional": True, "silent_palace": True}, {}),
    (4, {"accountant_hand_stays_open": True, "neutral_pass_counts": "hand"}, {}),
    (3, {"wizard_target_pick": "active_sees", "butler_requires_own_area": True},
     {"hand_size": 5, "grey_copies": 1}),
    (4, {"wizard_target_pick": "target_chooses", "wizard_equal_counts": False,
         "forced_card_is_placed": True}, {"grey_copies": 0}),
    # Who scores a round end (the reasons say it): the passer, and every other player.
    (3, {}, {"whisper_scorer": "passer", "court_scorer": "others"}),
    (5, {"colours": ("purple", "green", "red", "blue", "yellow")}, {"hand_size": 4}),
)


def _options(players: int, options: dict[str, Any], changes: dict[str, Any]) -> Any:
    made = playout_game("whispers").make_options(players, **options)
    if changes:
        return dataclasses.replace(made, content=WhispersContent(**changes))
    return made


@pytest.mark.parametrize("setting", SETTINGS, ids=[str(i) for i in range(len(SETTINGS))])
def test_the_heuristic_values_as_the_plain_reading(
        setting: tuple[int, dict[str, Any], dict[str, Any]]) -> None:
    players, options, changes = setting
    game = playout_game("whispers")
    opts = _options(players, options, changes)
    heuristic, random = get(game, "heuristic"), get(game, "random")
    compared = 0
    for seed in range(6):
        state = game.initial(players, seed, opts).state
        step = 0
        while not game.is_over(state) and step < 400:
            seat = game.current_player(state)
            assert seat is not None
            view = game.view(state, seat)
            legal = game.legal_actions(view)
            known = bots.sight(view, seat)
            if HIDDEN in (c for h in view.hands for c in h):
                assert known.pool == _plain_unseen_counts(view)
            values = _plain_values(view, known, legal)
            for see in (None, bots.sight):  # the heuristic reads its view; `ranked`, a Sight
                assert bots._values(view, seat, legal, see) == values, (seed, step, see)
                judge = bots._Judge(view, seat, see)
                judge.values(legal)
                for action, value in zip(legal, values, strict=True):
                    assert judge.reason(action, value) == _plain_reason(view, known, action,
                                                                        value)
            inside = bots._values(state, seat, game.legal_actions(state), bots.sight_in)
            assert inside == _plain_values(state, bots.sight_in(state, seat),
                                           game.legal_actions(state))
            compared += len(legal)
            # Half heuristic, half random play: the positions the bot reaches, and others.
            bot = heuristic if (seed + step // 7) % 2 else random
            state = game.apply(state, decide(game, bot, state, seat, derive(seed, step)).action
                               ).state
            step += 1
    assert compared > 1000


def test_a_hidden_card_is_never_counted() -> None:
    """`_unseen_counts` skips the face-down piles of a view and counts what it shows."""
    game = playout_game("whispers")
    state = game.initial(4, 3, game.make_options(4)).state
    for seat in range(4):
        view = game.view(state, seat)
        assert bots._unseen_counts(view) == _plain_unseen_counts(view)
    assert HIDDEN not in state.hands[0]


@dataclasses.dataclass(frozen=True, slots=True)
class _Passing(PassTo):
    """A kind of action the bot's table does not name: a subclass of `PassTo`."""


@dataclasses.dataclass(frozen=True, slots=True)
class _Unknown(Action):
    """An action of no kind the bot knows."""


def test_an_action_of_another_kind_is_valued_as_isinstance_reads_it() -> None:
    """`_Judge.value` finds a kind in its table by the exact class; a subclass is valued as
    its base class (as the plain reading's `isinstance`), any other action by the phase."""
    game = playout_game("whispers")
    state = game.initial(3, 5, game.make_options(3)).state
    seat = game.current_player(state)
    assert seat is not None
    view = game.view(state, seat)
    judge = bots._Judge(view, seat, None)
    for other in range(3):
        assert judge.value(_Passing(other)) == judge.value(PassTo(other))
    known = bots.sight(view, seat)
    assert judge.value(_Passing(1)) == _plain_values(view, known, [_Passing(1)])[0]
    assert judge.value(_Unknown()) == _plain_values(view, known, [_Unknown()])[0] == -1.0


def test_the_heuristic_reason_made_when_read_is_the_plain_reading() -> None:
    """The heuristic bot makes its reason only when it is read (`LateMessage`: whole games of
    bots never read it); read later, it is still the reason of the position the bot decided in
    (the plain reading's), and compares, hashes, prints and pickles as that message."""
    game = playout_game("whispers")
    opts = _options(4, {}, {"whisper_scorer": "passer"})
    checked = 0
    for seed in range(3):
        state = game.initial(4, seed, opts).state
        step = 0
        choices = []
        while not game.is_over(state) and step < 120:
            seat = game.current_player(state)
            assert seat is not None
            view = game.view(state, seat)
            legal = game.legal_actions(view)
            choice = bots.heuristic(game, view, derive(seed, step))
            if len(legal) > 1:
                value = _plain_values(view, bots.sight(view, seat), legal)[
                    legal.index(choice.action)]
                choices.append((choice.reason, _plain_reason(view, bots.sight(view, seat),
                                                             choice.action, value)))
            state = game.apply(state, choice.action).state
            step += 1
        # Read only now, many steps after the decisions.
        for late, plain in choices:
            assert isinstance(late, LateMessage)
            assert plain == late and late == plain and hash(late) == hash(plain)
            assert repr(late) == repr(plain) and late.label("ja") == plain.label("ja")
            assert type(pickle.loads(pickle.dumps(late))) is Message
            checked += 1
    assert checked > 100
