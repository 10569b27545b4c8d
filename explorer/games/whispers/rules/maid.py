"""The Maid's effect kind, `discard_draw`: discard one card from your hand face down, then draw
one from the draw pile (printed); a variant draws another number, or draws first and then
discards.

Spec: `shared/rules/whispers.md` §4.2 (Maid), §12 A9 (an empty draw pile: the face-down
discards are reshuffled into a new pile; if there are none, nothing is drawn).
"""

from __future__ import annotations

from explorer.engine import Event, Join, Message, Refusal, Rng, implements

from ..actions import Discard
from ..content import Effect
from ..state import Phase, WhispersState, replace
from .common import (
    character,
    colour,
    count_word,
    first_of,
    holds,
    name_of,
    not_held,
    put,
    who,
    without,
)
from .effect import no_effect, open_step
from .passing import pass_turn


def _effect(state: WhispersState) -> Effect:
    assert state.card is not None
    return state.options.content.effects[character(state.card)]


@implements("whispers.4.2.maid")
def maid(state: WhispersState, events: list[Event]) -> WhispersState:
    """With a card in hand (always, unless the Wizard's counts are unequal), the player
    discards one. A variant that draws first draws now, then the player discards."""
    effect = _effect(state)
    if effect.draw_first:
        state = _draw_now(state, effect.draw, events)
    if not state.hands[state.turn]:
        return pass_turn(state, events) if effect.draw_first else no_effect(state, events)
    return open_step(state, Phase.MAID)


@implements("whispers.4.2.maid", "whispers.12.A9")
def draw_cards(pile: tuple[int, ...], gone: tuple[int, ...], rng: Rng | None, n: int,
               events: list[Event] | None) -> tuple[tuple[int, ...], tuple[int, ...],
                                                    tuple[int, ...], Rng | None]:
    """`n` cards from the top of `pile`: `(drawn, pile, discards, rng)`; an empty pile is
    rebuilt from the discards (§12 A9), and with none left nothing more is drawn (`events`:
    `None` where none are kept, as in the kernel's playouts)."""
    drawn: tuple[int, ...] = ()
    for _ in range(n):
        if not pile and gone:
            assert rng is not None
            pile, rng = rng.shuffle(sorted(gone))
            gone = ()
            if events is not None:
                events.append(Event("whispers.12.A9", Message("whispers.ev.maid_reshuffle")))
        if not pile:
            break
        drawn, pile = drawn + (pile[0],), pile[1:]
    return drawn, pile, gone, rng


def _drawn_text(drawn: tuple[int, ...]) -> object:
    if not drawn:
        return "—"
    return name_of(drawn[0]) if len(drawn) == 1 else Join(name_of(c) for c in drawn)


def _draw_now(state: WhispersState, n: int, events: list[Event]) -> WhispersState:
    """A variant's draw before the discard."""
    p = state.turn
    drawn, pile, gone, rng = draw_cards(state.draw, state.discards, state.rng, n, events)
    events.append(draw_event(state, drawn))
    hand = tuple(sorted(state.hands[p] + drawn))
    return replace(state, hands=put(state.hands, p, hand), draw=pile, discards=gone, rng=rng)


@implements("whispers.4.2.maid")
def draw_event(state: WhispersState, drawn: tuple[int, ...]) -> Event:
    """The player to act draws `drawn` before discarding (a variant's Maid): seen by that
    player, the others told how many."""
    p = state.turn
    return Event("whispers.4.2.maid", Message("whispers.ev.draw", player=who(state, p),
                                              drawn=_drawn_text(drawn)),
                 actor=p, public=Message("whispers.ev.draw_public", player=who(state, p),
                                         n=len(drawn)),
                 visible_to=frozenset((p,)))


def discards(state: WhispersState) -> tuple[Discard, ...]:
    return tuple(dict.fromkeys(Discard(character(c), colour(c))
                               for c in state.hands[state.turn]))


@implements("whispers.4.2.maid")
def verify_discard(state: WhispersState, action: Discard) -> Refusal | None:
    """A card of the player's hand."""
    if not holds(state.hands[state.turn], action.character, action.colour):
        return not_held("whispers.4.2.maid", state, state.turn, action)
    return None


@implements("whispers.4.2.maid", "whispers.12.A9")
def discard(state: WhispersState, action: Discard, events: list[Event]) -> WhispersState:
    """Discard first, then draw the top card (a variant: its number of cards, or none when it
    drew first); an empty pile is rebuilt from the discards (§12 A9). The turn passes."""
    p = state.turn
    effect = _effect(state)
    card = first_of(state.hands[p], action.character, action.colour)
    hand = without(state.hands[p], (card,))
    if effect.draw_first:
        events.append(Event(
            "whispers.4.2.maid", Message("whispers.ev.discard", player=who(state, p),
                                         card=name_of(card)),
            actor=p, public=Message("whispers.ev.discard_public", player=who(state, p)),
            visible_to=frozenset((p,))))
        return pass_turn(replace(state, hands=put(state.hands, p, hand),
                                 discards=state.discards + (card,)), events)
    drawn, pile, gone, rng = draw_cards(state.draw, state.discards + (card,), state.rng,
                                        effect.draw, events)
    hand = tuple(sorted(hand + drawn)) if drawn else hand
    events.append(Event(
        "whispers.4.2.maid",
        Message("whispers.ev.maid", player=who(state, p), card=name_of(card),
                drawn=_drawn_text(drawn)),
        actor=p, public=Message("whispers.ev.maid_public", player=who(state, p),
                                drawn=count_word(effect.draw)),
        visible_to=frozenset((p,)),
    ))
    after = replace(state, hands=put(state.hands, p, hand), draw=pile, discards=gone, rng=rng)
    return pass_turn(after, events)
