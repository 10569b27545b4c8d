"""Whispers positions built directly, and what in a state the rules could not have produced.

`position(hands, areas=..., king=..., turn=..., ...)` is `setup.stacked`: hands and areas as
short card names (`"Maid n"`: the grey Maid, `"Wizard r"`: the red Wizard), the face-up King
card, the seat to play; every other card goes to the draw pile. `position_problem(state)` checks
the spec's invariants (§9): no duplicate character in an area, hand + area = 6 during a round,
no finished round or game left open.

>>> from explorer import Match
>>> s = position([["Jester n", "Maid r", "Guard b", "Butler n", "General r"],
...               ["Accountant b", "Maid b", "Guard n", "Wizard b", "Jester b", "General b"],
...               ["Accountant g", "Butler g", "Guard g", "Wizard g", "Jester g", "General g"]],
...              areas=[["Wizard r"], [], []], turn=0)
>>> Match.from_position("whispers", s).current_player
0

This module imports only the engine and this game's data modules.
"""

from __future__ import annotations

import inspect
from collections.abc import Sequence
from typing import Any

from explorer.engine import ExplorerError, Join, Message, load_game, shown
from explorer.engine.builders import cards, optional, refused, whole
from explorer.engine.match import check_seed
from explorer.engine.position import per_seat_problem

from .cards import (
    CARD_CHARACTER,
    CARD_COLOUR,
    CHARACTER_NAMES,
    Character,
    seat_colours,
)
from .content import count_word, of_kind
from .setup import _Pool, parse, stacked
from .state import END_A, END_B, Phase, WhispersState

#: `stacked`'s own keywords; the others are rule options.
_STACKED = frozenset(inspect.signature(stacked).parameters) - {"hands"}


def position(hands: Sequence[Sequence[str]], **kwargs: Any) -> WhispersState:
    """`setup.stacked` (see there for the keywords), with any argument it cannot use (a card
    name it cannot read, a card used twice or of a colour not at the table, a King card that
    is none, a seat or count that is not a whole number, a string where a list is needed)
    refused as a `PositionError` in both languages."""
    given = [cards(hand, "hands") for hand in cards(hands, "hands")]
    options = {k: v for k, v in kwargs.items() if k not in _STACKED}
    try:
        opts = load_game("whispers").make_options(len(given), **options)
    except ExplorerError as exc:
        raise refused(exc.reason) from None
    players = len(given)
    check_seed(kwargs.get("seed", 0))
    whole(kwargs.get("turn", 0), "turn", 0, players - 1)
    optional(kwargs.get("played_in_round"), "played_in_round", 0)
    for score in cards(kwargs.get("scores") or (), "scores"):
        whole(score, "scores", 0)
    areas = kwargs.get("areas")
    pool = _Pool(seat_colours(opts.colours, players), opts.content)
    places = {"hands": given, "areas": () if areas is None else cards(areas, "areas"),
              "draw": [kwargs.get("draw", ())], "discards": [kwargs.get("discards", ())]}
    for place, rows in places.items():
        for row in rows:
            for card in cards(row, place):
                _take(pool, card)
    for king in [kwargs.get("king"), *cards(kwargs.get("king_pile", ()), "king_pile")]:
        faces = opts.content.king_faces
        if king is not None and not _is_king(king, faces):
            raise refused(Message("whispers.position.no_king", name=shown(king),
                                  names=Join((c.name.capitalize() for c in faces),
                                             alternatives=True)))
    return stacked(given, **kwargs)


def _take(pool: _Pool, card: Any) -> None:
    """Take `card` (a short name) from what is left of the table's deck, or refuse it."""
    try:
        parse(card)
    except (ValueError, AttributeError):  # not a card's name, or not even a string
        raise refused(Message("whispers.position.card", name=shown(card))) from None
    try:
        pool.take(card)
    except ValueError:  # named more often than the deck has it, or a colour not at the table
        copies = pool.copies(card)
        if copies == 0:
            raise refused(Message("whispers.position.absent", name=card)) from None
        raise refused(Message("whispers.position.left", name=card, n=copies)) from None


def _is_king(name: Any, faces: tuple[Character, ...]) -> bool:
    return isinstance(name, str) and name.upper() in {c.name for c in faces}


def card_label(card: Any) -> Any:
    """A card id (or a King card) as a message parameter."""
    from .actions import card_name

    if isinstance(card, tuple) and len(card) == 2 and card[0] == "king":
        return Message("whispers.position.king_card", character=card[1])
    if isinstance(card, int) and 0 <= card < len(CARD_CHARACTER):
        return card_name(CARD_CHARACTER[card], CARD_COLOUR[card])
    return str(card)


#: The steps of the card effects (whispers.4.2), each a step of one kind of effect (named
#: after the printed card of that kind; a variant may give the kind to another character,
#: `content.Effect`).
_WIZARD_STEPS = (Phase.WIZARD_GIVE, Phase.WIZARD_COUNT, Phase.WIZARD_TAKE)
_STEP_KIND = {**dict.fromkeys((Phase.WIZARD_TARGET, *_WIZARD_STEPS), "exchange"),
              Phase.MAID: "discard_draw", Phase.BUTLER_FIRST: "swap_areas",
              Phase.BUTLER_SECOND: "swap_areas", Phase.GUARD: "return_card"}
_EFFECT_STEPS = tuple(_STEP_KIND)


def _seats_named(s: WhispersState) -> list[tuple[str, int]]:
    """Every seat the state names outside its per-seat lists, with the field naming it."""
    named = [("turn", s.turn)]
    named += [("target", s.target)] if s.target is not None else []
    named += [("pick", s.pick[0])] if s.pick is not None else []
    named += [("ties", q) for q in s.ties] + [("open_hands", q) for q in s.open_hands]
    named += [("revealed", q) for q, _ in s.revealed]
    if s.passed is not None:
        named.append(("passed", s.passed.source))
        if s.passed.target not in (END_A, END_B):
            named.append(("passed", s.passed.target))
    if s.last_end is not None:
        named.append(("last_end", s.last_end.player))
    return named


def position_shape(s: WhispersState) -> Message | None:
    """What in the shape of `s` does not fit its player count or its step (None if nothing):
    checked before the options and the cards."""
    n = s.players
    problem = per_seat_problem(s, n, "hands", "areas", "scores", "recorded")
    if problem is None and s.last_end is not None:
        problem = per_seat_problem(s.last_end, n, "points", "areas")
    if problem is not None:
        return problem
    for field, seat in _seats_named(s):
        if not 0 <= seat < n:
            return Message("whispers.position.seat_field", field=field, seat=seat, last=n - 1)
    if s.rng is None and s.phase is not Phase.OVER:
        return Message("engine.position.view")
    cards = sum(map(len, (*s.hands, *s.areas, s.draw, s.discards)))
    if s.round < 1 or not 0 <= s.played_in_round <= cards:
        return Message("whispers.position.round")
    return _step_shape(s)


def _step(s: WhispersState) -> Message:
    """The refusal of a step that does not fit: it names the characters that carry the
    exchange and the swap in the content in force (printed: the Wizard, the Butler)."""
    content = s.options.content
    return Message("whispers.position.step", step=s.phase.name,
                   exchange=Join((CHARACTER_NAMES[c] for c in of_kind(content, "exchange")),
                                 alternatives=True),
                   swap=Join((CHARACTER_NAMES[c] for c in of_kind(content, "swap_areas")),
                             alternatives=True))


def _step_shape(s: WhispersState) -> Message | None:
    """The fields the step to resolve needs (whispers.4.2, whispers.4.4): the card played for
    an effect or a tie, the Wizard's target and chosen cards, the Butler's first pick, the
    tied seats; and nothing of another step."""
    phase = s.phase
    needs_card = phase in _EFFECT_STEPS or phase is Phase.PASS
    if needs_card and (s.card is None or not 0 <= s.card < len(CARD_CHARACTER) - 1):
        return _step(s)
    if phase in _EFFECT_STEPS and s.card is not None and (
            s.options.content.effect(CARD_CHARACTER[s.card]).kind != _STEP_KIND[phase]):
        return _step(s)
    wizard = phase in _WIZARD_STEPS
    if wizard and s.target in (None, s.turn):
        return _step(s)
    if len(set(s.chosen)) != len(s.chosen) or (s.chosen and not wizard):
        return _step(s)
    if phase is Phase.WIZARD_TAKE:
        if not 0 <= len(s.taken) < s.take_count or len(set(s.taken)) != len(s.taken):
            return _step(s)
    elif s.taken or s.take_count:
        return _step(s)
    if (phase is Phase.BUTLER_SECOND) != (s.pick is not None) and phase is not Phase.OVER:
        return _step(s)
    if (phase is Phase.PASS) != bool(s.ties) or len(set(s.ties)) != len(s.ties):
        return _step(s)
    return None


def position_problem(s: WhispersState) -> Message | None:
    """What the rules could not have produced in `s` (None if nothing), once its shape
    (`position_shape`) and options are right."""
    cards = set(s.options.content.deck(s.colours))
    played = [s.card] if s.card is not None else []
    if s.passed is not None and s.passed.card is not None:
        played.append(s.passed.card)
    if any(c not in cards for c in played):
        return _step(s)
    if not set(s.chosen) <= set(s.hands[s.turn]) or (
            s.target is not None and s.phase in _WIZARD_STEPS
            and not set(s.taken) <= set(s.hands[s.target])):
        return _step(s)
    # The Butler's first pick is a card still in the area it was picked from (whispers.4.2).
    if s.phase is Phase.BUTLER_SECOND and s.pick is not None and not any(
            CARD_CHARACTER[c] == s.pick[1] for c in s.areas[s.pick[0]]):
        return _step(s)
    for seat, area in enumerate(s.areas):
        characters = [CARD_CHARACTER[c] for c in area]
        # §12 A6: a forced card placed as a duplicate ends the round, and here the game.
        placed = s.options.forced_card_is_placed and s.phase is Phase.OVER
        if len(set(characters)) != len(characters) and not placed:
            return Message("whispers.position.duplicate", seat=seat + 1)
        if s.phase is Phase.PLAY and len(area) >= s.options.content.hand_size:
            return Message("whispers.position.full_court", seat=seat + 1,
                           six=count_word(s.options.content.hand_size))
        if (s.phase is Phase.PLAY and s.options.wizard_equal_counts
                and s.options.content.keeps_hand_size
                and len(area) + len(s.hands[seat]) != s.options.content.hand_size):
            return Message("whispers.position.hand_area", seat=seat + 1,
                           n=s.options.content.hand_size)
    if any(score < 0 for score in (*s.scores, *s.recorded)):
        return Message("whispers.position.scores")
    if s.phase is not Phase.OVER and not s.options.silent_palace and max(
            s.scores) >= s.target_score:
        return Message("whispers.position.target", target=s.target_score)
    return None
