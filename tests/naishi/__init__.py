"""Tests of the Naishi rules engine, with a builder of stacked positions."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import Any

from explorer.engine import Event, IllegalActionError, Message, Rng
from explorer.games.naishi import (
    DEVELOPMENT_DECK,
    GAME,
    Card,
    NaishiOptions,
    NaishiState,
    Phase,
    parse_card,
)

M = Card.MOUNTAIN
ALL_CARDS = Counter(DEVELOPMENT_DECK + (M,) * 16)


def cards(values: Iterable[Any]) -> tuple[Card, ...]:
    return tuple(parse_card(v) for v in values)


def position(
    *,
    lines: Sequence[Sequence[Any]] | None = None,
    hands: Sequence[Sequence[Any]] | None = None,
    river: Sequence[Sequence[Any]] | None = None,
    first: int = 0,
    options: NaishiOptions | None = None,
    **fields: Any,
) -> NaishiState:
    """A play-phase position from card names. Unplaced cards are dealt into the River (6 a
    pile, deck order) unless `river` is given, and the rest go to the discard pile, so every
    card of the game is somewhere exactly once."""
    line_cards = tuple(cards(r) for r in (lines or (["Mountain"] * 5,) * 2))
    hand_cards = tuple(
        cards(r)
        for r in (hands or (["Mountain"] * 3 + ["Fort", "Torii"],
                            ["Mountain"] * 3 + ["Monk", "Advisor"]))
    )
    pool = Counter(ALL_CARDS)
    pool.subtract(line_cards[0] + line_cards[1] + hand_cards[0] + hand_cards[1])
    if river is None:
        rest = []
        for card in DEVELOPMENT_DECK:
            if pool[card] > 0:
                pool[card] -= 1
                rest.append(card)
        piles = tuple(tuple(rest[i * 6:(i + 1) * 6]) for i in range(5))
    else:
        piles = tuple(cards(p) for p in river)
        for p in piles:
            pool.subtract(p)
    assert all(n >= 0 for n in pool.values()), f"too many copies: {-pool}"
    discard = tuple(sorted(pool.elements(), key=lambda c: list(Card).index(c)))
    state = NaishiState(
        phase=Phase.PLAY, player=first, first=first, turn=1, lines=line_cards,
        hands=hand_cards, river=piles, discard=discard, court=(None,) * 6, main_done=False,
        emissary_used=False, start_exhausted=not all(piles), final_seat=None,
        declared_by=None, dealt=((), ()), gifts=(None, None), copies=(),
        options=options or NaishiOptions(), rng=Rng.from_seed(0),
    )
    return replace(state, **fields)


def play(state: NaishiState, *actions: Any) -> tuple[NaishiState, list[Event]]:
    """Apply legal actions in turn (each checked with `why_illegal`); all their events."""
    events: list[Event] = []
    for action in actions:
        reason = GAME.why_illegal(state, action)
        if reason is not None:
            raise IllegalActionError(reason)
        result = GAME.apply(state, action)
        state = result.state
        events.extend(result.events)
    return state, events


def refusal(state: NaishiState, action: Any) -> tuple[str, str]:
    """The (English, Japanese) reason why `action` is refused; fails if it is legal."""
    reason = GAME.why_illegal(state, action)
    assert reason is not None, f"{action} is legal"
    assert isinstance(reason, Message)
    return reason.label("en"), reason.label("ja")


def rules_cited(events: Iterable[Event]) -> list[str]:
    return [e.rule for e in events]
