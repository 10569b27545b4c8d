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
from ...engine.bots import Choice, Lookahead, random_bot
from ...engine.registry import playout_game
from .actions import (
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
from .cards import (
    CARD_CHARACTER,
    CHARACTER_NAMES,
    HAND_SIZE,
    HIDDEN,
    Character,
    Colour,
    colour_seats,
    seat_colours,
)
from .cards import deck as full_deck
from .kernel import mask
from .state import Phase, WhispersState, WizardPick, replace

CH = CARD_CHARACTER
JESTER = Character.JESTER


JESTER_BIT = 1 << JESTER


def _banned(state: WhispersState, seat: int) -> int:
    """The characters `seat` may not play now, as a bit mask (§4.1)."""
    m = mask(state.areas[seat])
    if state.king == JESTER:
        m |= JESTER_BIT
    return m

#: Per card id: its character as a plain int, and `HIDDEN`'s as one past the last character
#: (a slot of its own, so counting cards needs no test for the hidden card).
_CHAR = [int(CH[c]) for c in range(HIDDEN)] + [len(Character)]


def unseen(state: WhispersState, seat: int) -> list[int]:
    """The cards `seat` cannot see anywhere in `state` (its view), sorted."""
    pool = list(full_deck(state.colours, state.options.content.grey_copies))
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
    counts = list(_deck_counts(view.options.colours, view.players,
                               view.options.content.grey_copies))
    char = _CHAR
    for cards in (*view.hands, *view.areas, view.discards, view.draw):
        if cards.count(HIDDEN) != len(cards):
            for c in cards:
                counts[char[c]] -= 1
    return tuple(counts[:-1])


@functools.cache
def _deck_counts(colours: tuple[str, ...], players: int, grey: int) -> tuple[int, ...]:
    """The deck's count of each character, and a 0 for the hidden card's slot (`_CHAR`), for
    the `colours` option, the player count and the grey copies (a few keys per process)."""
    return (*by_character(full_deck(seat_colours(colours, players), grey)), 0)


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


def by_character(cards: Sequence[int]) -> tuple[int, ...]:
    """How many of `cards` show each character (indexed by `Character`)."""
    counts = [0] * len(Character)
    for c in cards:
        counts[CH[c]] += 1
    return tuple(counts)


def _forced(banned: int, hand: Sequence[int] | None, size: int, pool: Sequence[int]) -> float:
    """The chance that a hand of `size` cards holds only characters of `banned`: exact when
    the `hand` is known, else as if its cards were drawn from `pool` (counts by character):
    the share of the pool's cards that are banned, to the power of the hand's size."""
    if hand is not None:
        return 0.0 if mask(hand) & ~banned else 1.0
    total = 0
    blocked = 0
    for ch, n in enumerate(pool):
        total += n
        if (banned >> ch) & 1:
            blocked += n
    return float((blocked / total) ** size) if total else 0.0


def forced_chance(state: WhispersState, seat: int, known: Sight) -> float:
    """The chance that `seat`, given the turn now, has no legal card: exact if `known` shows
    its hand (its own hand is read from `state`), else as if its hidden cards were drawn from
    the cards `known.me` has not seen."""
    hand = state.hands[seat] if seat == known.me else known.hands[seat]
    return _forced(_banned(state, seat), hand, len(state.hands[seat]), known.pool)


def _turn(forced: float, area: int, mine: bool, full: int = HAND_SIZE) -> float:
    six = (1.0 - forced) if area == full - 1 else 0.0
    return six - forced if mine else forced - six


def turn_value(state: WhispersState, me: int, seat: int, known: Sight) -> float:
    """What handing the turn to `seat` is worth to `me`: a forced round end scores for me
    (unless the forced player is me), a sixth character scores for them."""
    return _turn(forced_chance(state, seat, known), len(state.areas[seat]), seat == me,
                 state.options.content.hand_size)


def _best(actions: Sequence[Action], values: list[float], rng: Rng) -> tuple[Action, float]:
    top = max(values)
    picks = [a for a, v in zip(actions, values, strict=True) if v == top]
    if len(picks) == 1:
        return picks[0], top
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
            see: Callable[[WhispersState, int], Sight]) -> list[float]:
    """The heuristic's value of each of `legal` for `me`, who knows what `see(state, me)`
    says (`state` may be the full state: only what that `Sight` shows of other hands is
    read)."""
    return _Judge(state, me, see).values(legal)


class _Judge:
    """How seat `me` values its choices in one position (`state`, a view or a full state of
    which it knows what `see(state, me)` says): the heuristic bot's valuing and the reason it
    gives, made once per decision.

    Two things are worked out only once, and only when a choice needs them: the `Sight` (the
    hands `me` knows and the cards it has not seen: only a card to play, a player to pass to
    or the Wizard's target reads it), and for each seat the chance that it is forced to end
    the round if it gets the turn (every card and tie asks about the same few seats).

    A card to play is valued by its character and colour alone. Its character then lies in
    my area, so the other copies of it in my hand are no more playable than the card itself:
    the characters still free in my hand after the play are those of the whole hand, less
    those banned now, less the card's; the player it passes the turn to is its colour's, or
    (a grey card) the one with the fewest area cards once it is placed, which is the same for
    every grey card. Every value is the same sum of the same floats as spelled out card by card
    (`tests/whispers/test_bot_values.py` checks it against that plain reading).
    """

    __slots__ = ("state", "me", "full", "_see", "_known", "_forced", "_bans", "_plays")

    def __init__(self, state: WhispersState, me: int,
                 see: Callable[[WhispersState, int], Sight]) -> None:
        self.state = state
        self.me = me
        self.full = state.options.content.hand_size
        self._see = see
        self._known: Sight | None = None
        self._forced: dict[int, float] = {}
        self._bans: dict[int, int] = {}
        self._plays: _Plays | None = None

    @property
    def known(self) -> Sight:
        """What `me` knows (`see(state, me)`, worked out once)."""
        known = self._known
        if known is None:
            known = self._known = self._see(self.state, self.me)
        return known

    def banned(self, seat: int) -> int:
        """`_banned(state, seat)`, worked out once per seat."""
        ban = self._bans.get(seat)
        if ban is None:
            ban = self._bans[seat] = _banned(self.state, seat)
        return ban

    def forced(self, seat: int) -> float:
        """`forced_chance(state, seat, known)`, worked out once per seat (my own hand is read
        from the state: the `Sight` is not needed for it)."""
        chance = self._forced.get(seat)
        if chance is None:
            state = self.state
            size = len(state.hands[seat])
            if seat == self.me:
                chance = _forced(self.banned(seat), state.hands[seat], size, _NONE)
            else:
                known = self.known
                chance = _forced(self.banned(seat), known.hands[seat], size, known.pool)
            self._forced[seat] = chance
        return chance

    def turn(self, seat: int) -> float:
        """`turn_value(state, me, seat, known)`: what handing the turn to `seat` is worth."""
        return _turn(self.forced(seat), len(self.state.areas[seat]), seat == self.me,
                     self.full)

    def plays(self) -> _Plays:
        """What every card to play shares (worked out at the first one)."""
        plays = self._plays
        if plays is None:
            plays = self._plays = _Plays(self)
        return plays

    def values(self, legal: Sequence[Action]) -> list[float]:
        """The heuristic's value of each of `legal`."""
        state = self.state
        me = self.me
        phase = state.phase
        out = []
        for a in legal:
            if isinstance(a, Play):
                out.append(self.plays().value(a.character, a.colour))
            elif isinstance(a, PassTo):
                out.append(self.turn(a.seat))
            elif isinstance(a, ChooseTarget):
                out.append(self.forced(a.seat) + 0.01 * len(state.hands[a.seat]))
            elif isinstance(a, Give):
                # Hand over what I cannot play; better still what the target cannot play either.
                target = state.target if state.target is not None else me
                mine = (self.banned(me) >> a.character) & 1
                theirs = (self.banned(target) >> a.character) & 1
                out.append(mine + 0.5 * theirs)
            elif isinstance(a, FinishGiving):
                out.append(0.25)
            elif isinstance(a, Discard):
                out.append(float((self.banned(me) >> a.character) & 1)
                           + 0.1 * sum(1 for c in state.hands[me] if CH[c] == a.character))
            elif isinstance(a, TakeBack):
                # Free a character whose other copies wait in my hand.
                out.append(float(sum(1 for c in state.hands[me] if CH[c] == a.character)))
            elif isinstance(a, TakeCount):
                out.append(-float(a.count))
            elif isinstance(a, (SwapPick, SwapWith)):
                out.append(0.1 if a.seat == me else 0.0)
            else:
                out.append(0.0 if phase is not Phase.PLAY else -1.0)
        return out

    def reason(self, action: Action, value: float) -> Message:
        """Why the heuristic picked `action`, worth `value`."""
        colours = self.state.colours
        if isinstance(action, Play):
            if value >= 10.0:
                return Message("whispers.bot.six", card=CHARACTER_NAMES[action.character])
            seat, chance = self.plays().passes_to(action.character, action.colour)
            return Message("whispers.bot.play", player=seat_name(seat, colours),
                           chance=round(100 * chance))
        if isinstance(action, PassTo):
            chance = round(100 * self.forced(action.seat))
            return Message("whispers.bot.pass", player=seat_name(action.seat, colours),
                           chance=chance)
        if isinstance(action, (Give, Discard)):
            return Message("whispers.bot.rid", card=CHARACTER_NAMES[action.character])
        if isinstance(action, ChooseTarget):
            return Message("whispers.bot.target", player=seat_name(action.seat, colours))
        if isinstance(action, TakeBack):
            return Message("whispers.bot.take_back", card=CHARACTER_NAMES[action.character])
        return Message("whispers.bot.plain")


class _Plays:
    """What the cards `me` may play share in one position: the characters free in my hand,
    my area's size after the play, where each colour passes the turn, and the seats a grey
    card passes it to (the fewest area cards once mine has one more)."""

    __slots__ = ("judge", "six", "free", "seats", "grey", "mine")

    def __init__(self, judge: _Judge) -> None:
        state, me = judge.state, judge.me
        self.judge = judge
        area = len(state.areas[me]) + 1
        #: Six different characters: every card ends the round in my favour.
        self.six = area == judge.full
        #: The characters of my hand not banned now (the card's own goes too).
        self.free = mask(state.hands[me]) & ~judge.banned(me)
        #: The seat of each colour (-1: grey).
        self.seats = colour_seats(state.options.colours, state.players)
        self.grey: tuple[int, ...] | None = None
        #: What passing the turn to myself is worth with no free character left, and with
        #: some (`_turn` with a known hand: forced, or not).
        self.mine = (_turn(1.0, area, True, judge.full), _turn(0.0, area, True, judge.full))

    def targets(self, colour: Colour) -> tuple[int, ...]:
        """Where a card of `colour` passes the turn once placed (§4.4): its colour's seat,
        else the seats with the fewest area cards, mine counted with the card."""
        seat = self.seats[colour]
        if seat >= 0:
            return (seat,)
        grey = self.grey
        if grey is None:
            state, me = self.judge.state, self.judge.me
            counts = [len(a) for a in state.areas]
            counts[me] += 1
            low = min(counts)
            grey = self.grey = tuple(q for q in range(state.players) if counts[q] == low)
        return grey

    def _passing(self, seat: int, free: int) -> float:
        """What passing the turn to `seat` is worth, with `free` characters left in my hand."""
        judge = self.judge
        if seat == judge.me:
            return self.mine[1 if free else 0]
        return judge.turn(seat)

    def value(self, character: Character, colour: Colour) -> float:
        """The heuristic's value of playing the (`character`, `colour`) card: six different
        characters win the round; else the best of the seats it passes the turn to, less 0.6
        if my hand is left with no legal card, plus 0.05 per character still free in it."""
        if self.six:
            return 10.0  # six different characters: the round ends and scores for me
        free = self.free & ~(1 << character)
        trapped = 0.6 if not free else 0.0
        passing = max(self._passing(q, free) for q in self.targets(colour))
        return passing - trapped + 0.05 * free.bit_count()

    def passes_to(self, character: Character, colour: Colour) -> tuple[int, float]:
        """The seat the card is played towards (the first of the best) and the chance that
        it is forced to end the round."""
        free = self.free & ~(1 << character)
        targets = self.targets(colour)
        seat = max(targets, key=lambda q: self._passing(q, free))
        if seat == self.judge.me:
            return seat, 0.0 if free else 1.0
        return seat, self.judge.forced(seat)


def heuristic(game: Game[WhispersState], view: WhispersState, rng: Rng) -> Choice:
    """Race to six, keep legal cards, pass the turn towards a forced duplicate."""
    legal = game.legal_actions(view)
    if len(legal) == 1:
        return Choice(legal[0], Message("engine.bot.only", n=1))
    judge = _Judge(view, _seat(game, view), sight)
    action, value = _best(legal, judge.values(legal), rng)
    return Choice(action, judge.reason(action, value))


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
                    width=4, horizon=80, budget=BUDGET, stop=_round_over)


def lookahead(game: Game[WhispersState], view: WhispersState, rng: Rng) -> Choice:
    """The heuristic's four best choices of a card, a player or an effect's first pick, each
    played to the end of the round in samples of the hidden cards, every seat playing the
    heuristic on what it sees. A card that completes six characters is played at once."""
    if view.phase not in SEARCHED or not can_determinize(view):
        return heuristic(game, view, rng)
    legal = game.legal_actions(view)
    if len(legal) > 1 and max(_values(view, _seat(game, view), legal, sight)) >= 10.0:
        return heuristic(game, view, rng)
    # The search plays many quiet steps: on the playout kernel (the same states and actions).
    return _SEARCH(playout_game(game), view, rng)


BOTS: dict[str, Any] = {"random": random_bot, "heuristic": heuristic, "lookahead": lookahead}
