"""王宮のささやき's bots: `random`, `heuristic` and `lookahead`, seeded, each explaining its
choice. They decide from one seat's view (`view(state, seat)`): other hands are unknown.

The heuristic plays by three ideas. *Race to six*: a card that completes six different
characters ends the round in its favour (§5 case B). *Don't trap yourself*: keep a hand with
legal cards for the next turn. *Pass towards a forced duplicate*: the card's colour (or the
fewest-cards rule) hands the turn on (§4.4), and a player whose every card is already in their
area must end the round, which scores a point for everyone else (§5 case A); the bot estimates
that chance from the player's area and the cards it has not seen.

The lookahead samples the hidden cards (other hands, draw pile, discards) from the cards the
seat has not seen, plays each of the heuristic's four best choices to the end of the round in
every sample, and keeps the one with the best average points ahead of the other players. It
searches the card to play, the fewest-cards tie and the first choice of each effect (the
Wizard's target, the Maid's discard, the Guard's card, the Butler's first card). In the
playouts every seat plays the heuristic on what that seat could see (`sight_in`: its own hand,
the areas, the hands shown to it), not on the sampled cards of the others.

This module may import only the engine and this package.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ...engine import Action, Game, Message, Rng
from ...engine.bots import Choice, Lookahead, Strong, random_bot
from ...engine.core import fast_new
from ...engine.i18n import LateMessage
from ...engine.registry import playout_game
from ...engine.review import Reviewer
from .actions import (
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
    seat_name,
)
from .cards import (
    CARD_CHARACTER,
    CHARACTER_NAMES,
    HIDDEN,
    Character,
    Colour,
    colour_seats,
    seat_colours,
)
from .content import WhispersContent
from .kernel import king_ban
from .rules import final_outcome
from .rules.common import count_word
from .state import Phase, WhispersState, WizardPick, replace

CH = CARD_CHARACTER
#: How many colours there are (`len` of an enum class is a Python call).
_COLOURS = len(Colour)
#: Read on every decision, as a plain name (an enum member read through its class is slow).
_WIZARD_TAKE = Phase.WIZARD_TAKE


def _mask(cards: Sequence[int]) -> int:
    """The set of characters among `cards`, as a bit mask (`kernel.mask`, from a table)."""
    m = 0
    for c in cards:
        m |= _BIT[c]
    return m


def _banned(state: WhispersState, seat: int) -> int:
    """The characters `seat` may not play now, as a bit mask (§4.1)."""
    return _mask(state.areas[seat]) | king_ban(state)


#: Per card id: its character as a plain int, and `HIDDEN`'s as one past the last character
#: (a slot of its own, so counting cards needs no test for the hidden card).
_CHAR = [int(CH[c]) for c in range(HIDDEN)] + [len(Character)]
#: Per card id: its character's bit (`HIDDEN`'s placeholder is the Jester, as in `CH`).
_BIT = [1 << CH[c] for c in range(HIDDEN + 1)]
#: The characters, as plain ints.
_CHARACTERS = tuple(range(len(Character)))
#: Per set of characters (a bit mask): the characters in it, in order.
_IN_MASK = tuple(tuple(ch for ch in _CHARACTERS if (m >> ch) & 1)
                 for m in range(1 << len(Character)))


def unseen(state: WhispersState, seat: int) -> list[int]:
    """The cards `seat` cannot see anywhere in `state` (its view), sorted."""
    pool = list(state.options.content.deck(state.colours))
    shown = [c for h in state.hands for c in h if c != HIDDEN]
    shown += [c for a in state.areas for c in a]
    shown += [c for c in state.discards if c != HIDDEN]
    shown += [c for c in state.draw if c != HIDDEN]
    for c in shown:
        pool.remove(c)
    return pool


@dataclass(frozen=True, slots=True)
class Sight:
    """What seat `me` knows of a position: each hand it can see (`None` where hidden) and the
    cards it cannot see, counted by character (all zero when no hand is hidden)."""

    me: int
    hands: tuple[tuple[int, ...] | None, ...]
    pool: tuple[int, ...]


_NONE = (0,) * len(Character)


def sight(view: WhispersState, me: int) -> Sight:
    """What `me` knows in its view `view` (hidden cards are `HIDDEN`)."""
    hands = view.hands
    for h in hands:
        if HIDDEN in h:
            break
    else:
        return Sight(me, hands, _NONE)
    shown = dict(view.revealed)
    return Sight(me, tuple(h if HIDDEN not in h else shown.get(q) for q, h in enumerate(hands)),
                 _unseen_counts(view))


def _unseen_counts(view: WhispersState) -> tuple[int, ...]:
    """`by_character(unseen(view, me))` without listing the cards: the deck's count of each
    character less the cards the view shows (a hidden card counts in a slot of its own, cut
    off at the end; a pile shown all face down, as a view's draw pile, is skipped whole)."""
    options = view.options
    memo = _deck_memo[0]  # `_deck_counts(...)` for the options and count asked last
    if memo[0] is not options or memo[1] != view.players:
        memo = _deck_memo[0] = (options, view.players,
                                _deck_counts(options.colours, view.players, options.content))
    counts = list(memo[2])
    char = _CHAR
    for cards in view.areas:  # face up (a hidden card would only count in its own slot)
        for c in cards:
            counts[char[c]] -= 1
    for cards in (*view.hands, view.discards, view.draw):
        if cards.count(HIDDEN) != len(cards):
            for c in cards:
                counts[char[c]] -= 1
    return tuple(counts[:-1])


#: `_unseen_counts`' last options object (the same object all game long), player count and
#: deck counts: `_deck_counts` hashes the content, a dataclass of tuples, which cost more than
#: the counting itself on every decision.
_deck_memo: list[tuple[Any, int, tuple[int, ...]]] = [(None, 0, ())]


@functools.cache
def _deck_counts(colours: tuple[str, ...], players: int, content: WhispersContent
                 ) -> tuple[int, ...]:
    """The deck's count of each character, and a 0 for the hidden card's slot (`_CHAR`), for
    the `colours` option, the player count and the content (a few keys per process)."""
    return (*by_character(content.deck(seat_colours(colours, players))), 0)


def sight_in(state: WhispersState, me: int) -> Sight:
    """What `me` would know in `game.view(state, me)`, read straight from the full `state`
    (the same `Sight` as `sight(view(state, me), me)`, without building the view): the
    playouts use it to let every seat play the heuristic on what that seat could see."""
    sees_target = (state.phase is Phase.WIZARD_TAKE and me == state.turn
                   and state.options.wizard_target_pick is WizardPick.ACTIVE_SEES)
    shown = dict(state.revealed)
    counts = [0] * len(Character)
    hidden = False
    hands: list[tuple[int, ...] | None] = []
    for q, h in enumerate(state.hands):
        if not h or q == me or q in state.open_hands or (sees_target and q == state.target):
            hands.append(h)
            continue
        hands.append(shown.get(q))
        hidden = True
        for c in h:
            counts[CH[c]] += 1
    if not hidden:
        return Sight(me, tuple(hands), _NONE)
    for c in state.draw:
        counts[CH[c]] += 1
    for c in state.discards:
        counts[CH[c]] += 1
    return Sight(me, tuple(hands), tuple(counts))


def _hand_counts(cards: Sequence[int]) -> list[int]:
    """How many of `cards` show each character, indexed by character as a plain int (a hidden
    card counts in a slot of its own past the last): a loop, not a generator (faster)."""
    counts = [0] * (len(Character) + 1)
    char = _CHAR
    for c in cards:
        counts[char[c]] += 1
    return counts


def _discard_worth(banned: int, copies: Sequence[int], character: int) -> float:
    """What discarding a card of `character` is worth: 1 if the character is `banned` (a mask)
    for me, plus a tenth per copy of it in my hand (`copies`, `_hand_counts`)."""
    return float((banned >> character) & 1) + 0.1 * copies[character]


def by_character(cards: Sequence[int]) -> tuple[int, ...]:
    """How many of `cards` show each character (indexed by `Character`)."""
    counts = [0] * len(Character)
    for c in cards:
        counts[CH[c]] += 1
    return tuple(counts)


def _forced(banned: int, hand: Sequence[int] | None, size: int, pool: tuple[int, ...]
            ) -> float:
    """The chance that a hand of `size` cards holds only characters of `banned`: exact when
    the `hand` is known, else as if its cards were drawn from `pool` (counts by character):
    the share of the pool's cards that are banned, to the power of the hand's size."""
    if hand is not None:
        return 0.0 if _mask(hand) & ~banned else 1.0
    total = sum(pool)
    if not total:
        return 0.0
    return float((sum(map(pool.__getitem__, _IN_MASK[banned])) / total) ** size)


def forced_chance(state: WhispersState, seat: int, known: Sight) -> float:
    """The chance that `seat`, given the turn now, has no legal card: exact if `known` shows
    its hand (its own hand is read from `state`), else as if its hidden cards were drawn from
    the cards `known.me` has not seen."""
    hand = state.hands[seat] if seat == known.me else known.hands[seat]
    return _forced(_banned(state, seat), hand, len(state.hands[seat]), known.pool)


def _turn(forced: float, area: int, mine: bool, full: int) -> float:
    six = (1.0 - forced) if area == full - 1 else 0.0
    return six - forced if mine else forced - six


def turn_value(state: WhispersState, me: int, seat: int, known: Sight) -> float:
    """What handing the turn to `seat` is worth to `me`: a forced round end scores for me
    (unless the forced player is me), a sixth character scores for them."""
    return _turn(forced_chance(state, seat, known), len(state.areas[seat]), seat == me,
                 state.options.content.hand_size)


def _best(actions: Sequence[Action], values: list[float], rng: Rng) -> tuple[Action, float]:
    """The action of the best value, drawn from `rng` among those tied at it."""
    top = max(values)
    if values.count(top) == 1:
        return actions[values.index(top)], top
    picks = [a for a, v in zip(actions, values, strict=True) if v == top]
    return rng.choice(picks)[0], top


def ranked(game: Game[WhispersState], view: WhispersState, rng: Rng
           ) -> list[tuple[Action, float]]:
    """The legal actions with the heuristic's values, best first."""
    legal = list(game.legal_actions(view))
    values = _values(view, _seat(game, view), legal, sight)
    order = sorted(range(len(legal)), key=lambda i: -values[i])
    return [(legal[i], values[i]) for i in order]


def _seat(game: Game[WhispersState], state: WhispersState) -> int:
    seat = game.current_player(state)
    assert seat is not None
    return seat


def _values(state: WhispersState, me: int, legal: Sequence[Action],
            see: Callable[[WhispersState, int], Sight] | None) -> list[float]:
    """The heuristic's value of each of `legal` for `me`, who knows what `see(state, me)`
    says (`state` may be the full state: only what that `Sight` shows of other hands is
    read), or (`see` `None`) what `state`, its view, shows."""
    return _Judge(state, me, see).values(legal)


class _Judge:
    """How seat `me` values its choices in one position (`state`, a view or a full state of
    which it knows what `see(state, me)` says): the heuristic bot's valuing and the reason it
    gives, made once per decision.

    What several choices share is worked out once, and only when a choice needs it: what
    `me` knows of the other hands and the cards it has not seen (only a card to play, a player
    to pass to or the Wizard's target reads them), and for each seat the chance that it is
    forced to end the round if it gets the turn (every card and tie asks about the same few
    seats). On its view (`see` `None`, the heuristic bot) the judge reads a hand straight from
    the view, and counts the unseen cards only for a hand it cannot see (`sight` would build
    both for every hand); on a full state (the lookahead's playouts) it asks `see`.

    A card to play is valued by its character and colour alone. Its character then lies in
    my area, so the other copies of it in my hand are no more playable than the card itself:
    the characters still free in my hand after the play are those of the whole hand, less
    those banned now, less the card's. The player it passes the turn to is its colour's, or
    (a grey card) the best of those with the fewest area cards once it is placed, the same for
    every grey card; so what the turn is worth is worked out once per colour, for a hand left
    with free characters and for one without. Every value is the same sum of the same floats as
    spelled out card by card (`tests/whispers/test_bot_values.py` checks it against that plain
    reading), so ties stay ties.
    """

    __slots__ = ("state", "me", "full", "_see", "_known", "_pool", "_forced", "_free",
                 "_passing", "_king")

    def __init__(self, state: WhispersState, me: int,
                 see: Callable[[WhispersState, int], Sight] | None) -> None:
        self.state = state
        self.me = me
        self.full = state.options.content.hand_size
        self._see = see
        self._known: Sight | None = None
        #: On a view: the unseen cards by character (`_unseen_counts`), once asked.
        self._pool: tuple[int, ...] | None = None
        #: By seat, once asked: the chance that it is forced to end the round (`forced`).
        self._forced: list[float | None] = [None] * state.players
        #: The characters of my hand playable now (`_play_values`).
        self._free = 0
        #: The characters the face-up King card bans (`kernel.king_ban`), once asked.
        self._king = -1
        #: By colour, once asked (`_colour_passing`): what the seat a card of that colour
        #: passes the turn to is worth, and which seat, with no free character left in my
        #: hand and with some.
        self._passing: list[tuple[float, int, float, int] | None] = [None] * _COLOURS

    def forced(self, seat: int) -> float:
        """`forced_chance(state, seat, known)`, worked out once per seat: my own hand and a
        hand in the view are read from the state, an Accountant's reveal from `revealed`; the
        unseen cards are counted at the first hidden hand."""
        chance = self._forced[seat]
        if chance is not None:
            return chance
        state = self.state
        seen = state.hands[seat]
        hand: tuple[int, ...] | None = seen
        size = len(seen)
        pool = _NONE
        if seat != self.me:
            see = self._see
            if see is not None:
                known = self._known
                if known is None:
                    known = self._known = see(state, self.me)
                hand, pool = known.hands[seat], known.pool
            elif HIDDEN in seen:
                hand = None
                for q, cards in state.revealed:  # the last reveal of the seat, as `dict`
                    if q == seat:
                        hand = cards
                if hand is None:
                    pool = self._pool or self._unseen()
        # `_forced(_banned(state, seat), hand, size, pool)`, written out.
        king = self._king
        if king < 0:
            king = self._king = king_ban(state)
        ban = _mask(state.areas[seat]) | king
        if hand is not None:
            chance = 0.0 if _mask(hand) & ~ban else 1.0
        else:
            total = sum(pool)
            chance = (float((sum(map(pool.__getitem__, _IN_MASK[ban])) / total) ** size)
                      if total else 0.0)
        self._forced[seat] = chance
        return chance

    def _unseen(self) -> tuple[int, ...]:
        """The cards the view does not show, by character (`_unseen_counts`), kept."""
        pool = self._pool = _unseen_counts(self.state)
        return pool

    def turn(self, seat: int) -> float:
        """`turn_value(state, me, seat, known)`: what handing the turn to `seat` is worth
        (`_turn` written out)."""
        forced = self.forced(seat)
        six = (1.0 - forced) if len(self.state.areas[seat]) == self.full - 1 else 0.0
        return six - forced if seat == self.me else forced - six

    def values(self, legal: Sequence[Action]) -> list[float]:
        """The heuristic's value of each of `legal` (the cards to play and the Wizard's gifts
        with what they share worked out once)."""
        first = legal[0] if legal else None
        if isinstance(first, Play):
            return self._play_values(legal)
        if isinstance(first, Give):
            # Hand over what I cannot play; better still what the target cannot play either.
            state, me = self.state, self.me
            mine = _banned(state, me)
            theirs = _banned(state, state.target if state.target is not None else me)
            return [((mine >> a.character) & 1) + 0.5 * ((theirs >> a.character) & 1)
                    if isinstance(a, Give) else self.value(a) for a in legal]
        if isinstance(first, Discard):
            # `_discard` for each, my banned characters and my hand's counts read once.
            ban = _banned(self.state, self.me)
            copies = _hand_counts(self.state.hands[self.me])
            return [_discard_worth(ban, copies, a.character)
                    if isinstance(a, Discard) else self.value(a) for a in legal]
        return [self.value(a) for a in legal]

    def _play_values(self, legal: Sequence[Action]) -> list[float]:
        """The values of the cards to play `legal` (any other action valued by `value`): six
        different characters win the round; else what the seat the card passes the turn to is
        worth, less 0.6 if my hand is left with no legal card, plus 0.05 per character still
        free in it."""
        state, me = self.state, self.me
        if len(state.areas[me]) + 1 == self.full:
            # Six different characters: the round ends and scores for me.
            return [10.0 if isinstance(a, Play) else self.value(a) for a in legal]
        free_now = self._free = _mask(state.hands[me]) & ~_banned(state, me)
        by_colour = self._passing
        out = []
        for a in legal:
            if not isinstance(a, Play):
                out.append(self.value(a))
                continue
            passing = by_colour[a.colour] or self._colour_passing(a.colour)
            free = free_now & ~(1 << a.character)
            if free:
                out.append(passing[2] + 0.05 * free.bit_count())
            else:
                out.append(passing[0] - 0.6)
        return out

    def _colour_passing(self, colour: Colour) -> tuple[float, int, float, int]:
        """What the seat a card of `colour` passes the turn to is worth, and which seat, with
        no free character left in my hand and with some: its colour's seat, else the best of
        those with the fewest area cards, mine counted with the card (§4.4), the first of
        them on a tie."""
        state, me = self.state, self.me
        seat = colour_seats(state.options.colours, state.players)[colour]
        if seat >= 0:
            # One seat takes the turn (the loop below, written out for one target).
            if seat == me:
                area, full = len(state.areas[me]) + 1, self.full
                passing = (_turn(1.0, area, True, full), me, _turn(0.0, area, True, full), me)
            else:
                value = self.turn(seat)
                passing = (value, seat, value, seat)
            self._passing[colour] = passing
            return passing
        counts = [len(a) for a in state.areas]
        counts[me] += 1
        low = min(counts)
        targets = [q for q in range(state.players) if counts[q] == low]
        area, full = len(state.areas[me]) + 1, self.full
        # The best (value, seat) for a trapped hand and for a free one, the first on a tie.
        best_trapped: tuple[float, int] | None = None
        best_free: tuple[float, int] | None = None
        for q in targets:
            if q == me:
                # My own hand is known: forced if no character is left free.
                trapped, free = _turn(1.0, area, True, full), _turn(0.0, area, True, full)
            else:
                trapped = free = self.turn(q)
            if best_trapped is None or trapped > best_trapped[0]:
                best_trapped = (trapped, q)
            if best_free is None or free > best_free[0]:
                best_free = (free, q)
        assert best_trapped is not None and best_free is not None  # someone gets the turn
        passing = self._passing[colour] = (*best_trapped, *best_free)
        return passing

    def value(self, a: Action) -> float:
        """The heuristic's value of `a` (by its kind: `_VALUE`)."""
        kind = type(a)
        valuer = _VALUE.get(kind)
        if valuer is None:
            # Not one of `_VALUE`'s kinds: a subclass of one is valued as it, any other
            # action by the phase.
            valuer = next((_VALUE[k] for k in kind.__mro__ if k in _VALUE), _Judge._other)
        return valuer(self, a)

    def _play(self, a: Play) -> float:
        return self._play_values((a,))[0]

    def _pass_to(self, a: PassTo) -> float:
        return self.turn(a.seat)

    def _target(self, a: ChooseTarget) -> float:
        return self.forced(a.seat) + 0.01 * len(self.state.hands[a.seat])

    def _give(self, a: Give) -> float:
        return self.values((a,))[0]

    def _finish_giving(self, a: FinishGiving) -> float:
        return 0.25

    def _discard(self, a: Discard) -> float:
        return _discard_worth(_banned(self.state, self.me),
                              _hand_counts(self.state.hands[self.me]), a.character)

    def _take_back(self, a: TakeBack) -> float:
        # Free a character whose other copies wait in my hand.
        return float(self._copies(a.character))

    def _take_count(self, a: TakeCount) -> float:
        return -float(a.count)

    def _swap(self, a: SwapPick | SwapWith) -> float:
        return 0.1 if a.seat == self.me else 0.0

    def _other(self, a: Action) -> float:
        """Showing the hand, placing a duplicate, skipping an effect, a Wizard's card taken:
        last in the play phase, else neutral."""
        return 0.0 if self.state.phase is not Phase.PLAY else -1.0

    def _copies(self, character: Character) -> int:
        """How many cards of `character` my hand holds."""
        return _hand_counts(self.state.hands[self.me])[character]

    def reason(self, action: Action, value: float) -> Message:
        """Why the heuristic picked `action`, worth `value` (after `values`)."""
        if isinstance(action, Play):
            content = self.state.options.content
            if value >= 10.0:
                return Message("whispers.bot.six", card=CHARACTER_NAMES[action.character],
                               six=count_word(content.hand_size),
                               court=Message(f"whispers.bot.court.{content.court_scorer}"))
            passing = self._passing[action.colour] or self._colour_passing(action.colour)
            if self._free & ~(1 << action.character):
                seat = passing[3]
                chance = 0.0 if seat == self.me else self.forced(seat)
            else:
                seat = passing[1]
                chance = 1.0 if seat == self.me else self.forced(seat)
            return Message("whispers.bot.play", player=seat_name(seat, self.state.colours),
                           chance=round(100 * chance),
                           whisper=whisper_scorer(content.whisper_scorer, seat == self.me))
        if isinstance(action, PassTo):
            chance = round(100 * self.forced(action.seat))
            return Message("whispers.bot.pass",
                           player=seat_name(action.seat, self.state.colours), chance=chance)
        if isinstance(action, (Give, Discard)):
            return Message("whispers.bot.rid", card=CHARACTER_NAMES[action.character])
        if isinstance(action, ChooseTarget):
            return Message("whispers.bot.target",
                           player=seat_name(action.seat, self.state.colours))
        if isinstance(action, TakeBack):
            return Message("whispers.bot.take_back", card=CHARACTER_NAMES[action.character])
        return Message("whispers.bot.plain")


def whisper_scorer(scorer: str, to_self: bool) -> Message:
    """Who a palace whisper would score for, as a reason says it: the content's reading
    (`whisper_scorer`); nobody where the passer would score and the turn goes back to the
    player who passes it (nobody passed it to them, §5 A)."""
    return Message("whispers.bot.whisper.nobody" if to_self and scorer == "passer"
                   else f"whispers.bot.whisper.{scorer}")


#: How the heuristic values each kind of action (`_Judge.value`; the cards to play and the
#: Wizard's gifts are valued together, by `_Judge.values`).
_VALUE: dict[type, Callable[[_Judge, Any], float]] = {
    Play: _Judge._play, PassTo: _Judge._pass_to, ChooseTarget: _Judge._target,
    Give: _Judge._give, FinishGiving: _Judge._finish_giving, Discard: _Judge._discard,
    TakeBack: _Judge._take_back, TakeCount: _Judge._take_count, SwapPick: _Judge._swap,
    SwapWith: _Judge._swap, ForcedPlay: _Judge._other, ShowHand: _Judge._other,
    Skip: _Judge._other, TakeFrom: _Judge._other, HandOver: _Judge._other,
}


def heuristic(game: Game[WhispersState], view: WhispersState, rng: Rng) -> Choice:
    """Race to six, keep legal cards, pass the turn towards a forced duplicate."""
    legal = game.legal_actions(view)
    if len(legal) == 1:
        return _choice(legal[0], _ONLY)
    # `game.current_player(view)` without the call but in the Wizard's take (a bot is never
    # asked in a finished game).
    me = view.turn if view.phase is not _WIZARD_TAKE else game.current_player(view)
    assert me is not None
    judge = _Judge(view, me, None)
    action, value = _best(legal, judge.values(legal), rng)
    # The reason is made when read: whole games of bots never read it.
    return _choice(action, LateMessage(judge.reason, action, value))


#: `Choice(...)`, made faster (`engine.core.fast_new`: a frozen dataclass's `__init__` sets
#: each field the slow way), and the reason of an only choice (a `Message` is a value): one of
#: each a decision.
_choice = fast_new(Choice)
_ONLY = Message("engine.bot.only", n=1)


def explain(game: Game[WhispersState], view: WhispersState, action: Action
            ) -> tuple[Message, str | None]:
    """Why `action` is worth playing, in the heuristic's words (the searches' rule reason; the
    rule the move applies is the one its events cite)."""
    me = game.current_player(view)
    assert me is not None
    legal = list(game.legal_actions(view))
    judge = _Judge(view, me, None)
    values = judge.values(legal)
    return judge.reason(action, values[legal.index(action)]), None


# -- the lookahead ---------------------------------------------------------------------------


def determinize(view: WhispersState, seat: int, rng: Rng) -> tuple[WhispersState, Rng]:
    """A full state that `view` could have come from: the hidden cards (other hands, draw
    pile, discards) dealt at random from the cards the seat has not seen, the King pile
    shuffled."""
    pool = unseen(view, seat)
    shown = dict(view.revealed)
    for q, cards in shown.items():
        if HIDDEN in view.hands[q]:
            for c in cards:
                pool.remove(c)
    cards, rng = rng.shuffle(pool)
    deal = iter(cards)
    hands = tuple(
        tuple(sorted(shown[q])) if q in shown and HIDDEN in h
        else tuple(sorted(next(deal) for _ in h)) if HIDDEN in h else h
        for q, h in enumerate(view.hands)
    )
    draw = tuple(next(deal) for _ in view.draw)
    discards = tuple(next(deal) for _ in view.discards)
    kings, rng = rng.shuffle(view.king_pile)
    world_seed, rng = rng.next64()
    world = replace(view, hands=hands, draw=draw, discards=discards, king_pile=kings,
                    rng=Rng.from_seed(world_seed))
    return world, rng


def can_determinize(view: WhispersState) -> bool:
    """Whether `determinize` applies: not while another seat's Wizard exchange is secret."""
    return HIDDEN not in view.chosen and HIDDEN not in view.taken


def evaluate(state: WhispersState, seat: int) -> float:
    """Points ahead of the other players' average (a forced end of another player counts,
    whoever leads), and at the game end a bonus for reaching the target, a penalty for not."""
    scores = state.scores
    value = scores[seat] - (sum(scores) - scores[seat]) / (state.players - 1)
    if state.phase is Phase.OVER:
        value += 3.0 if scores[seat] >= state.target_score else -1.0
    return value


def evaluate_win(state: WhispersState, seat: int) -> float:
    """The strong bot's evaluation: points ahead of the other players' average and of the
    leader among them, and at the game end the win itself as the rules decide it (§7: the
    tie-break among players at the target included), shared between tied winners."""
    scores = state.scores
    others = [s for q, s in enumerate(scores) if q != seat]
    value = scores[seat] - (sum(others) / len(others) + max(others)) / 2
    if state.phase is Phase.OVER:
        winners = final_outcome(state).winners
        value += 4.0 / len(winners) if seat in winners else -1.0
    return value


def policy(game: Game[WhispersState], state: WhispersState, rng: Rng) -> Action:
    """The playout policy: every seat plays the heuristic on what it could see in the sampled
    state (its own hand, the areas, the hands shown to it), as the heuristic bot does."""
    legal = game.legal_actions(state)
    if len(legal) == 1:
        return legal[0]
    seat = _seat(game, state)
    return _best(legal, _values(state, seat, legal, sight_in), rng)[0]


def _round_over(world: WhispersState, state: WhispersState, seat: int) -> bool:
    return state.round > world.round


#: Playout actions per lookahead decision.
BUDGET = 80

#: The decisions the lookahead searches: the card to play, the fewest-cards tie, and the
#: first choice of each effect (the Wizard's target, the Maid's discard, the Guard's card,
#: the Butler's first card); the rest of an effect is the heuristic's.
SEARCHED = frozenset({Phase.PLAY, Phase.PASS, Phase.WIZARD_TARGET, Phase.MAID, Phase.GUARD,
                      Phase.BUTLER_FIRST})

_SEARCH = Lookahead(determinize=determinize, evaluate=evaluate, policy=policy, rank=ranked,
                    width=4, horizon=80, budget=BUDGET, stop=_round_over,
                    explain=explain)


def lookahead(game: Game[WhispersState], view: WhispersState, rng: Rng) -> Choice:
    """The heuristic's four best choices of a card, a player or an effect's first pick, each
    played to the end of the round in samples of the hidden cards, every seat playing the
    heuristic on what it sees. A card that completes six characters is played at once."""
    if not _searches(game, view):
        return heuristic(game, view, rng)
    # The search plays many quiet steps: on the playout kernel (the same states and actions).
    return _SEARCH(playout_game(game), view, rng)


def _searches(game: Game[WhispersState], view: WhispersState) -> bool:
    """Whether the lookahead and the strong bot search this decision: one of `SEARCHED`, the
    hidden cards can be sampled, and no card completes six characters (played at once)."""
    if view.phase not in SEARCHED or not can_determinize(view):
        return False
    legal = game.legal_actions(view)
    return len(legal) <= 1 or max(_values(view, _seat(game, view), legal, sight)) < 10.0


def _outlook(value: float) -> Message:
    return Message("whispers.bot.outlook", value=f"{value:+.1f}")


_STRONG = Strong(determinize=determinize, evaluate=evaluate_win, outlook=_outlook,
                 policy=policy, rank=ranked, width=8, horizon=80, budget=2_000, stop=_round_over,
                 explain=explain)


def strong(game: Game[WhispersState], view: WhispersState, rng: Rng) -> Choice:
    """The lookahead's decisions searched by sequential halving (`engine.bots.Strong`): the
    heuristic's eight best choices, played to the end of the round in samples of the hidden
    cards, the worse half dropped after each round of samples."""
    if not _searches(game, view):
        return heuristic(game, view, rng)
    return _STRONG(playout_game(game), view, rng)


BOTS: dict[str, Any] = {"random": random_bot, "heuristic": heuristic, "lookahead": lookahead,
                        "strong": strong}


def _reviewed(game: Game[WhispersState], view: WhispersState) -> bool:
    """The review rates the decisions the searches make (`SEARCHED`) where the hidden cards
    can be sampled, a card that completes six characters included."""
    return view.phase in SEARCHED and can_determinize(view)


#: The review: the strong bot's search at three times its budget per decision (a review
#: must tell the move played from the best, not only pick one), in a whole game at five
#: players within the 30 s the review promises; a lead of one point over the others' average
#: is worth a 73 % chance to win (the scale that best predicts the winner of heuristic games
#: from the evaluation: 1 at four players, 1.5 at five; docs/review.md).
#: A swing is never told by the next round's deal (§6) when the round's scoring (§5) closed
#: it in the same step.
REVIEW = Reviewer(search=_STRONG, scale=1.0, budget=3 * _STRONG.budget, rated=_reviewed,
                  quiet=frozenset({"whispers.3", "whispers.6"}))
