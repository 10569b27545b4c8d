"""Stacked positions for scenarios, lessons and tests: build an exact `WhispersState` from
short card names such as `"Maid n"` (neutral) or `"Wizard r"` (red).

Colour letters: r red, b blue, g green, y yellow, p purple, n neutral (grey).

This module imports only the engine and this game's data modules.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from explorer.engine import Rng, load_game

from .cards import (
    CARD_CHARACTER,
    CARD_COLOUR,
    HIDDEN,
    Card,
    Character,
    Colour,
    seat_colours,
)
from .content import PUBLISHED, WhispersContent
from .state import Phase, WhispersState

LETTERS = {"r": Colour.RED, "b": Colour.BLUE, "g": Colour.GREEN, "y": Colour.YELLOW,
           "p": Colour.PURPLE, "n": Colour.NEUTRAL}


def parse(text: str) -> tuple[Character, Colour]:
    """`"Maid n"` → (MAID, NEUTRAL).

    >>> parse("Wizard r")
    (Character.WIZARD, Colour.RED)
    """
    name, _, letter = text.strip().rpartition(" ")
    try:
        return Character[name.upper()], LETTERS[letter.lower()]
    except KeyError:
        raise ValueError(f"not a card: {text!r} (write e.g. 'Maid n' or 'Wizard r')") from None


def short(card: int) -> str:
    """The inverse of `parse` for a card id."""
    letter = {v: k for k, v in LETTERS.items()}[CARD_COLOUR[card]]
    return f"{CARD_CHARACTER[card].name.capitalize()} {letter}"


class _Pool:
    """Hands out specific card ids for card names, each id once."""

    def __init__(self, colours: Sequence[Colour], content: WhispersContent = PUBLISHED) -> None:
        self.deck = content.deck(tuple(colours))
        self.left = list(self.deck)

    def take(self, text: str) -> int:
        ch, col = parse(text)
        for c in self.left:
            if CARD_CHARACTER[c] == ch and CARD_COLOUR[c] == col:
                self.left.remove(c)
                return c
        raise ValueError(f"no {text!r} left in a {len(self.left)}-card pool")

    def copies(self, text: str) -> int:
        """How many cards named `text` the table's deck holds."""
        ch, col = parse(text)
        return sum(CARD_CHARACTER[c] == ch and CARD_COLOUR[c] == col for c in self.deck)

    def many(self, texts: Iterable[str]) -> tuple[int, ...]:
        return tuple(self.take(t) for t in texts)


def stacked(
    hands: Sequence[Sequence[str]],
    *,
    areas: Sequence[Sequence[str]] | None = None,
    draw: Sequence[str] = (),
    discards: Sequence[str] = (),
    king: str | None = None,
    king_pile: Sequence[str] = (),
    turn: int = 0,
    played_in_round: int | None = None,
    scores: Sequence[int] | None = None,
    seed: int = 0,
    **options: object,
) -> WhispersState:
    """A position with exactly these hands and areas. `draw` lists the top of the draw pile
    (the other cards follow in a fixed order); `king_pile` the top King cards (characters)
    with the rest after them, minus the face-up `king`. Options go through `make_options`
    (so `colours=("red", "yellow", "blue")` seats those colours and deals only their cards)."""
    players = len(hands)
    opts = load_game("whispers").make_options(players, **options)
    pool = _Pool(seat_colours(opts.colours, players), opts.content)
    hand_ids = tuple(tuple(sorted(pool.many(h))) for h in hands)
    area_texts = areas if areas is not None else [()] * players
    area_ids = tuple(pool.many(a) for a in area_texts)
    top = pool.many(draw)
    gone = pool.many(discards)
    face_up = Character[king.upper()] if king else None
    kings = [Character[k.upper()] for k in king_pile]
    rest_kings = [k for k in opts.content.king_faces if k not in kings and k != face_up]
    return WhispersState(
        options=opts, players=players, hands=hand_ids, areas=area_ids,
        draw=top + tuple(pool.left), discards=gone, king=face_up,
        king_pile=tuple(kings + rest_kings), king_used=(),
        scores=tuple(scores) if scores is not None else (0,) * players,
        recorded=(0,) * players, turn=turn, phase=Phase.PLAY,
        played_in_round=(sum(len(a) for a in area_ids) if played_in_round is None
                         else played_in_round),
        rng=Rng.from_seed(seed),
    )


__all__ = ["Card", "HIDDEN", "parse", "short", "stacked"]
