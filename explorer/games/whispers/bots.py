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
from collections.abc import Sequence
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
    CARD_COLOUR,
    CHARACTER_NAMES,
    HAND_SIZE,
    HIDDEN,
    Character,
    colour_seats,
)
from .cards import deck as full_deck
from .kernel import mask
from .state import Phase, WhispersState, WizardPick, replace

CH = CARD_CHARACTER
CO = CARD_COLOUR
JESTER = Character.JESTER


def _banned(state: WhispersState, seat: int) -> int:
    """The characters `seat` may not play now, as a bit mask (§4.1)."""
    m = _area_mask(state.areas[seat])
    if state.king == JESTER:
        m |= 1 << JESTER
    return m


#: `kernel.mask` of an area, cached: the heuristic asks for every seat's at every choice.
_area_mask = functools.lru_cache(maxsize=1 << 12)(mask)


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
    shown = dict(view.revealed)
    hands = tuple(h if HIDDEN not in h else shown.get(q) for q, h in enumerate(view.hands))
    hidden = any(HIDDEN in h for h in view.hands)
    return Sight(me, hands, _unseen_counts(view) if hidden else _NONE)


def _unseen_counts(view: WhispersState) -> tuple[int, ...]:
    """`by_character(unseen(view, me))` without listing the cards: the deck's count of each
    character less the cards the view shows."""
    counts = list(_deck_counts(view.colours, view.options.content.grey_copies))
    for cards in (*view.hands, *view.areas, view.discards, view.draw):
        for c in cards:
            if c != HIDDEN:
                counts[CH[c]] -= 1
    return tuple(counts)


@functools.cache
def _deck_counts(colours: Any, grey: int) -> tuple[int, ...]:
    return by_character(full_deck(colours, grey))


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
    the `hand` is known, else as if its cards were drawn from `pool` (counts by character)."""
    if hand is not None:
        for c in hand:
            if not (banned >> CH[c]) & 1:
                return 0.0
        return 1.0
    blocked = _blocked(banned, pool)
    return 0.0 if blocked is None else float(blocked ** size)


@functools.lru_cache(maxsize=1 << 12)
def _blocked(banned: int, pool: tuple[int, ...]) -> float | None:
    """The share of `pool`'s cards (counts by character) whose character is in `banned`;
    `None` for an empty pool."""
    total = sum(pool)
    if not total:
        return None
    return sum(n for ch, n in enumerate(pool) if (banned >> ch) & 1) / total


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


def _after_play(state: WhispersState, me: int, card: int) -> WhispersState:
    hand = list(state.hands[me])
    hand.remove(card)
    areas = list(state.areas)
    areas[me] = areas[me] + (card,)
    hands = list(state.hands)
    hands[me] = tuple(hand)
    return replace(state, hands=tuple(hands), areas=tuple(areas))


def _targets(state: WhispersState, card: int) -> tuple[int, ...]:
    """Where a card passes the turn (§4.4): its colour's seat, else the fewest area cards."""
    seat = colour_seats(state.options.colours, state.players)[CO[card]]
    if seat >= 0:
        return (seat,)
    counts = [len(a) for a in state.areas]
    low = min(counts)
    return tuple(q for q in range(state.players) if counts[q] == low)


def play_value(state: WhispersState, card: int, known: Sight,
               others: dict[int, float] | None = None) -> float:
    """The heuristic's value of playing `card` (a legal card of the hand of `known.me`).
    `others` keeps, across the cards of one choice, what handing the turn to each other seat
    is worth (it does not depend on the card)."""
    me = known.me
    area = state.areas[me]
    full = state.options.content.hand_size
    if len(area) == full - 1:
        return 10.0  # six different characters: the round ends and scores for me
    hand = list(state.hands[me])
    hand.remove(card)
    banned = _banned(state, me) | 1 << CH[card]
    free = {CH[c] for c in hand if not (banned >> CH[c]) & 1}
    trapped = 0.6 if not free else 0.0
    seat = colour_seats(state.options.colours, state.players)[CO[card]]
    if seat >= 0:
        targets: Sequence[int] = (seat,)
    else:
        counts = [len(a) for a in state.areas]
        counts[me] += 1
        low = min(counts)
        targets = [q for q in range(state.players) if counts[q] == low]
    if others is None:
        others = {}
    passing = max(
        _turn(_forced(banned, hand, len(hand), known.pool), len(area) + 1, True, full)
        if q == me else _other_turn(state, q, known, full, others)
        for q in targets)
    return passing - trapped + 0.05 * len(free)


def _other_turn(state: WhispersState, q: int, known: Sight, full: int,
                others: dict[int, float]) -> float:
    """What handing the turn to seat `q` (not `known.me`) is worth to `known.me` when it
    plays a card (kept in `others`)."""
    value = others.get(q)
    if value is None:
        value = others[q] = _turn(
            _forced(_banned(state, q), known.hands[q], len(state.hands[q]), known.pool),
            len(state.areas[q]), False, full)
    return value


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
    values = _values(view, sight(view, _seat(game, view)), legal)
    order = sorted(range(len(legal)), key=lambda i: -values[i])
    return [(legal[i], values[i]) for i in order]


def _seat(game: Game[WhispersState], state: WhispersState) -> int:
    seat = game.current_player(state)
    assert seat is not None
    return seat


def _values(view: WhispersState, known: Sight, legal: Sequence[Action]) -> list[float]:
    """The heuristic's value of each of `legal` for `known.me` (`view` may be the full state:
    only what `known` shows of other hands is read)."""
    me = known.me
    hand = view.hands[me]
    phase = view.phase
    out = []
    others: dict[int, float] = {}
    for a in legal:
        if isinstance(a, Play):
            card = next(c for c in hand if CH[c] == a.character and CO[c] == a.colour)
            out.append(play_value(view, card, known, others))
        elif isinstance(a, PassTo):
            out.append(turn_value(view, me, a.seat, known))
        elif isinstance(a, ChooseTarget):
            out.append(forced_chance(view, a.seat, known) + 0.01 * len(view.hands[a.seat]))
        elif isinstance(a, Give):
            # Hand over what I cannot play; better still what the target cannot play either.
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
            # Free a character whose other copies wait in my hand.
            out.append(float(sum(1 for c in hand if CH[c] == a.character)))
        elif isinstance(a, TakeCount):
            out.append(-float(a.count))
        elif isinstance(a, (SwapPick, SwapWith)):
            out.append(0.1 if a.seat == me else 0.0)
        else:
            out.append(0.0 if phase is not Phase.PLAY else -1.0)
    return out


def heuristic(game: Game[WhispersState], view: WhispersState, rng: Rng) -> Choice:
    """Race to six, keep legal cards, pass the turn towards a forced duplicate."""
    legal = list(game.legal_actions(view))
    if len(legal) == 1:
        return Choice(legal[0], Message("engine.bot.only", n=1))
    me = _seat(game, view)
    known = sight(view, me)
    action, value = _best(legal, _values(view, known, legal), rng)
    return Choice(action, _reason(view, known, action, value))


def _reason(view: WhispersState, known: Sight, action: Action, value: float) -> Message:
    me = known.me
    if isinstance(action, Play):
        if value >= 10.0:
            return Message("whispers.bot.six", card=CHARACTER_NAMES[action.character])
        card = next(c for c in view.hands[me]
                    if CH[c] == action.character and CO[c] == action.colour)
        after = _after_play(view, me, card)
        targets = _targets(after, card)
        seat = max(targets, key=lambda q: turn_value(after, me, q, known))
        chance = round(100 * forced_chance(after, seat, known))
        return Message("whispers.bot.play", player=seat_name(seat, view.colours),
                       chance=chance)
    if isinstance(action, PassTo):
        chance = round(100 * forced_chance(view, action.seat, known))
        return Message("whispers.bot.pass", player=seat_name(action.seat, view.colours),
                       chance=chance)
    if isinstance(action, (Give, Discard)):
        return Message("whispers.bot.rid", card=CHARACTER_NAMES[action.character])
    if isinstance(action, ChooseTarget):
        return Message("whispers.bot.target", player=seat_name(action.seat, view.colours))
    if isinstance(action, TakeBack):
        return Message("whispers.bot.take_back", card=CHARACTER_NAMES[action.character])
    return Message("whispers.bot.plain")


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
    return _best(legal, _values(state, sight_in(state, seat), legal), rng)[0]


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
    if len(legal) > 1 and max(_values(view, sight(view, _seat(game, view)), legal)) >= 10.0:
        return heuristic(game, view, rng)
    # The search plays many quiet steps: on the playout kernel (the same states and actions).
    return _SEARCH(playout_game(game), view, rng)


BOTS: dict[str, Any] = {"random": random_bot, "heuristic": heuristic, "lookahead": lookahead}
