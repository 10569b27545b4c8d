"""§4.4 Passing the turn, in one place: who gets the turn once a card's effect has resolved.

Spec: `shared/rules/whispers.md` §4.4, §12 A5 (what "fewest cards" counts), §9 I1 (the fallback
when the player named holds no card, possible only with `wizard_equal_counts=False`), §10 (the
turn-passing graph, `graph.py`, asks `next_players` the same question for each legal card).

- A colour card passes the turn to the player of its colour, the player who played it included.
- A grey card passes it to the player with the fewest cards in their area (or, under §12 A5's
  other reading, in hand), counted after the effect; several tied: the player who played the
  card chooses (`PassTo`), themselves included.
- A player holding no card cannot take the turn: it goes to the fewest-cards player among
  those holding cards (§9 I1).

`pass_turn` is the last step of every card whose round goes on: the play itself when the effect
is done at once, or the effect's last sub-step.
"""

from __future__ import annotations

from collections.abc import Sequence

from explorer.engine import Event, Join, Message, Refusal, implements

from ..actions import PassTo
from ..cards import Colour
from ..state import Pass, PassCount, Phase, WhispersState, replace
from .common import colour, seat_of_colour, who


@implements("whispers.4.4.neutral", "whispers.12.A5")
def pass_counts(state: WhispersState) -> tuple[int, ...]:
    """What the fewest-cards rule compares, per seat: the cards in each area (§4.4), or with
    `neutral_pass_counts=hand` the cards in each hand (§12 A5)."""
    if state.options.neutral_pass_counts is PassCount.HAND:
        return tuple(len(hand) for hand in state.hands)
    return tuple(len(area) for area in state.areas)


@implements("whispers.4.4.colour", "whispers.4.4.neutral", "whispers.9.I1")
def next_players(state: WhispersState, card_colour: Colour, counts: Sequence[int],
                 holding: Sequence[bool]) -> tuple[int, ...]:
    """The seats a card of `card_colour` may pass the turn to, given what the fewest-cards rule
    compares (`counts`) and which seats hold cards (`holding`): the player of that colour if
    they hold cards (§4.4 colour), else the fewest-cards seats among those holding cards
    (§4.4 neutral; §9 I1 for a colour card whose player holds none). Several: the player who
    played the card chooses. The turn graph asks this with the counts a card would leave."""
    seat = seat_of_colour(state, card_colour)
    if seat is not None and holding[seat]:
        return (seat,)
    # Nobody holding a card (a variant's Maid that draws none): every seat, as §9 I1
    # suggests (the next player, with no legal card, ends the round).
    eligible = [q for q in range(state.players) if holding[q]] or list(range(state.players))
    low = min(counts[q] for q in eligible)
    return tuple(q for q in eligible if counts[q] == low)


def pass_targets(state: WhispersState, card: int) -> tuple[int, ...]:
    """Where `card` passes the turn in `state`, taken once its effect is resolved (§4.4)."""
    holding = [bool(hand) for hand in state.hands]
    return next_players(state, colour(card), pass_counts(state), holding)


@implements("whispers.9.I1")
def passes_by_fallback(state: WhispersState, card: int) -> bool:
    """Does §9 I1 decide where `card` passes the turn? True when the player it would name (its
    colour's player, or one tied for fewest cards) holds no card."""
    if all(state.hands):
        return False
    seat = seat_of_colour(state, colour(card))
    if seat is not None:
        return not state.hands[seat]
    counts = pass_counts(state)
    return any(not state.hands[q] and counts[q] == min(counts) for q in range(state.players))


def pass_rule(state: WhispersState, card: int) -> str:
    """The rule that passes the turn after `card`: by colour (§4.4), by fewest area cards
    (§4.4) or hand cards (§12 A5), or the §9 I1 fallback."""
    if passes_by_fallback(state, card):
        return "whispers.9.I1"
    if colour(card) is not Colour.NEUTRAL:
        return "whispers.4.4.colour"
    return fewest_wording(state, "")[1]


def fewest_wording(state: WhispersState, key: str) -> tuple[str, str]:
    """The message key and rule of a fewest-cards pass: area cards (§4.4), or hand cards
    (§12 A5)."""
    if state.options.neutral_pass_counts is PassCount.HAND:
        return key + "_hand", "whispers.12.A5"
    return key, "whispers.4.4.neutral"


@implements("whispers.4.4.colour", "whispers.4.4.neutral", "whispers.12.A5", "whispers.9.I1")
def pass_turn(state: WhispersState, events: list[Event]) -> WhispersState:
    """The turn passes after `state.card`, its effect resolved: to the one seat it names, or,
    with several tied, the player who played it chooses next (phase `PASS`)."""
    card = state.card
    assert card is not None
    targets = pass_targets(state, card)
    if passes_by_fallback(state, card):
        return _pass_by_fallback(state, card, targets, events)
    if len(targets) > 1:
        key, rule = fewest_wording(state, "whispers.ev.tie")
        events.append(Event(rule, Message(key, players=Join(who(state, q) for q in targets),
                                          chooser=who(state, state.turn))))
        return replace(state, phase=Phase.PASS, ties=targets)
    q, p = targets[0], state.turn
    if seat_of_colour(state, colour(card)) == q:
        key = "whispers.ev.pass_self" if q == p else "whispers.ev.pass_colour"
        rule = "whispers.4.4.colour"
    else:
        key, rule = fewest_wording(
            state, "whispers.ev.pass_fewest_self" if q == p else "whispers.ev.pass_fewest")
    events.append(Event(rule, Message(key, player=who(state, q), colour=colour(card))))
    return replace(state, turn=q, phase=Phase.PLAY, passed=Pass(p, q, card))


def _pass_by_fallback(state: WhispersState, card: int, targets: tuple[int, ...],
                      events: list[Event]) -> WhispersState:
    """§9 I1: the player the card names holds no card; the fewest-cards players among those
    holding cards take the turn (the player who played it chooses among a tie)."""
    p, seat = state.turn, seat_of_colour(state, colour(card))
    if seat is not None:
        empty = [seat]
    else:
        counts = pass_counts(state)
        empty = [q for q in range(state.players)
                 if not state.hands[q] and counts[q] == min(counts)]
    where = Message("whispers.ev.where_hand"
                    if state.options.neutral_pass_counts is PassCount.HAND
                    else "whispers.ev.where_area")
    said = dict(colour=colour(card), owner=Join(who(state, q) for q in empty), where=where)
    if len(targets) == 1:
        q = targets[0]
        events.append(Event("whispers.9.I1", Message("whispers.ev.pass_fallback",
                                                     player=who(state, q), **said)))
        return replace(state, turn=q, phase=Phase.PLAY, passed=Pass(p, q, card))
    events.append(Event("whispers.9.I1", Message(
        "whispers.ev.tie_fallback", players=Join(who(state, q) for q in targets),
        chooser=who(state, p), **said)))
    return replace(state, phase=Phase.PASS, ties=targets)


# The choice among a tie (phase PASS): the player who played the card names one tied seat.


def pass_choices(state: WhispersState) -> tuple[PassTo, ...]:
    """Every seat; only the tied ones are legal."""
    return tuple(PassTo(q, c) for q, c in enumerate(state.colours))


@implements("whispers.4.4.neutral")
def verify_pass_to(state: WhispersState, action: PassTo) -> Refusal | None:
    """Only a seat tied for fewest cards may be chosen."""
    q = action.seat
    if q in state.ties:
        return None
    assert state.card is not None
    rule = pass_rule(state, state.card)
    if not 0 <= q < state.players:
        return Refusal(rule, "whispers.why.no_player", player=str(q))
    counts = pass_counts(state)
    return Refusal(rule, "whispers.why.not_fewest", player=who(state, q), n=counts[q],
                   low=min(counts))


def pass_to(state: WhispersState, action: PassTo, events: list[Event]) -> WhispersState:
    """The chosen seat takes the turn."""
    p, q, card = state.turn, action.seat, state.card
    assert card is not None
    key = "whispers.ev.pass_chosen_self" if q == p else "whispers.ev.pass_chosen"
    events.append(Event(pass_rule(state, card), Message(key, chooser=who(state, p),
                                                        player=who(state, q))))
    return replace(state, turn=q, phase=Phase.PLAY, ties=(), passed=Pass(p, q, card, True))
