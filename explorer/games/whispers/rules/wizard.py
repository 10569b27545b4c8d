"""The Wizard: name another player and exchange hand cards with them.

Spec: `shared/rules/whispers.md` §4.2 (Wizard), §12 A1 (the best reading: the active player
names a target, gives k ≥ 1 of their own cards and takes k at random from the target; with
`wizard_equal_counts=False` they give k and then take j ≥ 1; with `wizard_target_pick` the
target hands the cards over, or the active player sees the target's hand and picks).

Sub-steps: `ChooseTarget` (phase WIZARD_TARGET), `Give` … `FinishGiving` (WIZARD_GIVE),
`TakeCount` (WIZARD_COUNT, unequal counts only), `TakeFrom` / `HandOver` (WIZARD_TAKE, unless
the cards are taken at random); then the exchange, and the turn passes.
"""

from __future__ import annotations

from explorer.engine import Event, Join, Message, Refusal, Rng, implements

from ..actions import FINISH_GIVING, ChooseTarget, FinishGiving, Give, HandOver, TakeCount, TakeFrom
from ..state import Phase, WhispersState, WizardPick, replace
from .common import (
    character,
    colour,
    first_of,
    holds,
    name_of,
    not_held,
    played_name,
    who,
    without,
    wizard_rule,
)
from .effect import no_effect, open_step
from .passing import pass_turn


def _target(state: WhispersState) -> int:
    assert state.target is not None
    return state.target


@implements("whispers.4.2.wizard")
def wizard(state: WhispersState, events: list[Event]) -> WhispersState:
    """No exchange is possible if the player or every other player holds no card (only with
    unequal counts); otherwise the player names a target."""
    p = state.turn
    if not state.hands[p] or not any(h for q, h in enumerate(state.hands) if q != p):
        return no_effect(state, events)
    return open_step(state, Phase.WIZARD_TARGET)


def targets(state: WhispersState) -> tuple[ChooseTarget, ...]:
    return tuple(ChooseTarget(q, c) for q, c in enumerate(state.colours))


@implements("whispers.4.2.wizard", "whispers.12.A1")
def verify_target(state: WhispersState, action: ChooseTarget) -> Refusal | None:
    """Another player, holding cards."""
    q = action.seat
    if q == state.turn:
        return Refusal(wizard_rule(state), "whispers.why.wizard_self", card=played_name(state))
    if not 0 <= q < state.players:
        return Refusal(wizard_rule(state), "whispers.why.no_player", player=str(q))
    if not state.hands[q]:
        return Refusal(wizard_rule(state), "whispers.why.empty_hand", player=who(state, q))
    return None


def choose_target(state: WhispersState, action: ChooseTarget,
                  events: list[Event]) -> WhispersState:
    events.append(Event(wizard_rule(state), Message(
        "whispers.ev.wizard_target", player=who(state, state.turn),
        target=who(state, action.seat), card=played_name(state))))
    return replace(state, phase=Phase.WIZARD_GIVE, target=action.seat, chosen=())


# Giving: the player's own cards, one by one.


def gifts(state: WhispersState) -> tuple[Give, ...]:
    """A gift of each card in hand not chosen yet (a grey character once)."""
    rest = without(state.hands[state.turn], state.chosen)
    return tuple(dict.fromkeys(Give(character(c), colour(c)) for c in rest))


@implements("whispers.4.2.wizard", "whispers.12.A1")
def verify_give(state: WhispersState, action: Give) -> Refusal | None:
    """A card of the player's hand, not already chosen."""
    rest = without(state.hands[state.turn], state.chosen)
    if not holds(rest, action.character, action.colour):
        return not_held(wizard_rule(state), state, state.turn, action)
    return None


def give(state: WhispersState, action: Give, events: list[Event]) -> WhispersState:
    """The card is chosen; giving stops by itself at the smaller hand (equal counts) or at the
    whole hand."""
    p = state.turn
    hand = state.hands[p]
    card = first_of(hand, action.character, action.colour, skip=state.chosen)
    chosen = state.chosen + (card,)
    events.append(Event(
        wizard_rule(state),
        Message("whispers.ev.give_chosen", player=who(state, p), card=name_of(card),
                n=len(chosen)),
        actor=p, public=Message("whispers.ev.give_chosen_public", player=who(state, p),
                                n=len(chosen)),
        visible_to=frozenset((p,)),
    ))
    limit = len(hand)
    if state.options.wizard_equal_counts:
        limit = min(limit, len(state.hands[_target(state)]))
    if len(chosen) >= limit:
        return _after_giving(state, chosen, events)
    return replace(state, chosen=chosen)


def finishes(state: WhispersState) -> tuple[FinishGiving, ...]:
    return (FINISH_GIVING,)


@implements("whispers.4.2.wizard", "whispers.12.A1")
def verify_finish_giving(state: WhispersState, action: FinishGiving) -> Refusal | None:
    """At least one card (k ≥ 1)."""
    if not state.chosen:
        return Refusal(wizard_rule(state), "whispers.why.give_one")
    return None


def finish_giving(state: WhispersState, action: FinishGiving,
                  events: list[Event]) -> WhispersState:
    events.append(Event(wizard_rule(state), Message(
        "whispers.ev.give_done", player=who(state, state.turn), n=len(state.chosen)),
        actor=state.turn))
    return _after_giving(state, state.chosen, events)


def _after_giving(state: WhispersState, chosen: tuple[int, ...],
                  events: list[Event]) -> WhispersState:
    """Equal counts: as many cards are taken as given. Unequal: the player says how many."""
    if not state.options.wizard_equal_counts:
        return replace(state, chosen=chosen, phase=Phase.WIZARD_COUNT)
    return take_from_target(state, chosen, len(chosen), events)


# Taking: how many (unequal counts), then which.


def counts(state: WhispersState) -> tuple[TakeCount, ...]:
    return tuple(TakeCount(j) for j in range(1, len(state.hands[_target(state)]) + 1))


@implements("whispers.12.A1")
def verify_take_count(state: WhispersState, action: TakeCount) -> Refusal | None:
    """From 1 to the target's hand."""
    high = len(state.hands[_target(state)])
    if not 1 <= action.count <= high:
        return Refusal("whispers.12.A1", "whispers.why.take_count", n=action.count, high=high)
    return None


def take_count(state: WhispersState, action: TakeCount, events: list[Event]) -> WhispersState:
    events.append(Event(wizard_rule(state), Message(
        "whispers.ev.take_count", player=who(state, state.turn),
        target=who(state, _target(state)), n=action.count), actor=state.turn))
    return take_from_target(state, state.chosen, action.count, events)


@implements("whispers.4.2.wizard", "whispers.12.A1")
def take_from_target(state: WhispersState, chosen: tuple[int, ...], count: int,
                  events: list[Event]) -> WhispersState:
    """At random (the default): `count` cards drawn blind from the target's hand, then the
    exchange. Otherwise the target or the player picks them (phase WIZARD_TAKE)."""
    if state.options.wizard_target_pick is not WizardPick.RANDOM:
        return replace(state, chosen=chosen, take_count=count, taken=(),
                       phase=Phase.WIZARD_TAKE)
    assert state.rng is not None
    taken, _, rng = taken_blind(state.hands[_target(state)], count, state.rng)
    return exchange(state, chosen, taken, rng, events)


def taken_blind(hand: tuple[int, ...], count: int, rng: Rng
                ) -> tuple[tuple[int, ...], list[int], Rng]:
    """`count` cards drawn at random, one by one, from `hand`: the cards taken, the cards
    left (in order) and the generator after the draws."""
    rest = list(hand)
    taken = []
    for _ in range(count):
        i, rng = rng.below(len(rest))
        taken.append(rest.pop(i))
    return tuple(taken), rest, rng


def picker(state: WhispersState) -> type[TakeFrom | HandOver]:
    """§12 A1: the target hands cards over, or the active player takes them."""
    if state.options.wizard_target_pick is WizardPick.TARGET_CHOOSES:
        return HandOver
    return TakeFrom


def takes(state: WhispersState) -> tuple[TakeFrom | HandOver, ...]:
    kind = picker(state)
    rest = without(state.hands[_target(state)], state.taken)
    return tuple(dict.fromkeys(kind(character(c), colour(c)) for c in rest))


@implements("whispers.12.A1")
def verify_take(state: WhispersState, action: TakeFrom | HandOver) -> Refusal | None:
    """The reading's picker names a card of the target's hand not taken yet."""
    kind = picker(state)
    if type(action) is not kind:
        who_picks = state.target if kind is HandOver else state.turn
        return Refusal("whispers.12.A1", "whispers.why.who_picks",
                       player=who(state, who_picks or 0), card=played_name(state))
    rest = without(state.hands[_target(state)], state.taken)
    if not holds(rest, action.character, action.colour):
        return not_held(wizard_rule(state), state, state.target, action)
    return None


def take_card(state: WhispersState, action: TakeFrom | HandOver,
              events: list[Event]) -> WhispersState:
    t, p = _target(state), state.turn
    card = first_of(without(state.hands[t], state.taken), action.character, action.colour)
    taken = state.taken + (card,)
    hands_over = isinstance(action, HandOver)
    key = "whispers.ev.hand_over" if hands_over else "whispers.ev.take_chosen"
    names = dict(player=who(state, p), target=who(state, t), n=len(taken), m=state.take_count)
    events.append(Event(
        wizard_rule(state), Message(key, card=name_of(card), **names),
        actor=t if hands_over else p, public=Message(key + "_public", **names),
        visible_to=frozenset((p, t)),
    ))
    if len(taken) >= state.take_count:
        return exchange(state, state.chosen, taken, state.rng, events)
    return replace(state, taken=taken)


@implements("whispers.4.2.wizard", "whispers.12.A1")
def exchange(state: WhispersState, give: tuple[int, ...], take: tuple[int, ...],
              rng: Rng | None, events: list[Event]) -> WhispersState:
    """The exchange: `give` (from the player) for `take` (from the target), hands kept sorted;
    `rng` is the generator after any random takes. Then the turn passes."""
    p, t = state.turn, _target(state)
    hands = list(state.hands)
    hands[p] = tuple(sorted(without(hands[p], give) + take))
    hands[t] = tuple(sorted(without(hands[t], take) + give))
    events.append(Event(
        wizard_rule(state),
        Message("whispers.ev.exchange", player=who(state, p), target=who(state, t),
                gave=Join(name_of(c) for c in give), took=Join(name_of(c) for c in take)),
        actor=p,
        public=Message("whispers.ev.exchange_public", player=who(state, p),
                       target=who(state, t), n=len(give), m=len(take)),
        visible_to=frozenset((p, t)),
    ))
    exchanged = replace(state, hands=tuple(hands), chosen=(), taken=(), take_count=0, rng=rng)
    return pass_turn(exchanged, events)
