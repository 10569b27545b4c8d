"""The end of the game (rules spec `shared/rules/naishi.md` §11, §12.N, options §13 A1, A3, A11
through the scoring readings): the Hands are revealed, the Ninjas copy (chosen by the players
under option `ninja_choice=CHOOSE`, else the best copies), the territories are scored
(`..scoring.score`) and the tie-break decides a tie.
"""

from __future__ import annotations

from ....engine import Event, Message, Outcome, Refusal, implements
from ....engine.core import replace
from ..actions import CopyNinja, cell_name
from ..cards import COPIABLE, Card
from ..scoring import Breakdown, copiable, score
from ..state import COLUMNS, NaishiState, NinjaChoice, Phase, Row
from .common import PLAYERS, card_list, card_name


def chosen_copies(state: NaishiState, seat: int) -> dict[tuple[int, int], Card]:
    """The Ninja copies `seat` chose (CHOOSE option), keyed as `score()` takes them; a copy
    hidden in a view (the opponent's, before both chose) is left out."""
    return {(r.ordinal, c - 1): card for s, r, c, card in state.copies
            if s == seat and card is not None}


@implements("naishi.11.3", "naishi.12.ninja")
def final_breakdown(state: NaishiState, seat: int) -> Breakdown:
    """The score of `seat`'s territory as it stands, with the chosen Ninja copies (CHOOSE
    option) or the best ones."""
    copies = chosen_copies(state, seat) if state.copies else None
    return score(state.lines[seat], state.hands[seat], copies or None,
                 rules=state.options.scoring)


def score_now(state: NaishiState, seat: int) -> Breakdown | None:
    """`seat`'s territory scored as if the game ended now (best Ninja copies unless chosen).

    `None` when the territory is not fully known in `state`: before the opening exchange has
    formed the Hands, or for the opponent's Hand in a seat's view."""
    hand = state.hands[seat]
    if len(hand) != COLUMNS or None in hand:
        return None
    return final_breakdown(state, seat)


@implements("naishi.11.1")
def reveal_hands(state: NaishiState, events: list[Event]) -> NaishiState:
    """At the end both players reveal their Hands, order unchanged (the first player first);
    then come the Ninja copies, and the score."""
    for seat in (state.first, 1 - state.first):
        events.append(Event("naishi.11.1", Message(
            "naishi.log.reveal_hand", player=PLAYERS[seat],
            cards=card_list(state.hands[seat], state))))
    state = replace(state, phase=Phase.NINJA, main_done=False, emissary_used=False)
    if state.options.ninja_choice is NinjaChoice.CHOOSE:
        pending = pending_ninja(state)
        if pending is not None:
            return replace(state, player=pending[0])
    return finish(state, events)


@implements("naishi.11.2")
def ninja_targets(state: NaishiState, seat: int, where: tuple[Row, int] | None = None
                  ) -> tuple[Card, ...]:
    """What a Ninja of `seat` (at `where`, a row and a column 1–5) may copy: the characters of
    its own territory other than a Ninja (in `COPIABLE` order); under a variant, only those
    of its own row (`scoring.copiable`). Without `where`: what any of them may copy."""
    cards = state.lines[seat] + state.hands[seat]
    cells = ([where[0].ordinal * 5 + where[1] - 1] if where is not None
             else [c for c in range(10) if cards[c] is Card.NINJA] or [0])
    k = state.options.content
    return tuple(c for c in COPIABLE if any(c in copiable(cards, cell, k) for cell in cells))


def ninja_cells(state: NaishiState, seat: int) -> tuple[tuple[Row, int], ...]:
    """Where `seat`'s Ninjas are: Line first, column 1 first."""
    return tuple(
        (row, c + 1)
        for row, cards in ((Row.LINE, state.lines[seat]), (Row.HAND, state.hands[seat]))
        for c, card in enumerate(cards)
        if card is Card.NINJA
    )


@implements("naishi.11.2")
def pending_ninja(state: NaishiState) -> tuple[int, Row, int] | None:
    """The next Ninja whose copy a player must choose (CHOOSE option): one at a time, the
    first player's first; a Ninja with nothing to copy is not asked."""
    chosen = {(s, r, c) for s, r, c, _ in state.copies}
    for seat in (state.first, 1 - state.first):
        if not ninja_targets(state, seat):
            continue
        for row, c in ninja_cells(state, seat):
            if (seat, row, c) not in chosen and ninja_targets(state, seat, (row, c)):
                return seat, row, c
    return None


def copies(state: NaishiState) -> tuple[CopyNinja, ...]:
    """The candidates: the pending Ninja copying each character it may copy."""
    pending = pending_ninja(state)
    if pending is None:
        return ()
    seat, row, c = pending
    return tuple(CopyNinja(row, c, card) for card in ninja_targets(state, seat, (row, c)))


@implements("naishi.11.2", "naishi.12.ninja")
def verify_copy(state: NaishiState, action: CopyNinja) -> Refusal | None:
    """The Ninjas are decided one at a time, each copying a character of its own territory
    other than a Ninja."""
    seat, row, c = pending_ninja(state) or (state.player, Row.LINE, 1)
    if (action.row, action.column) != (row, c):
        return Refusal("naishi.11.2", "naishi.why.ninja_cell", cell=cell_name(row, c))
    targets = ninja_targets(state, seat, (row, c))
    if action.card not in targets:
        return Refusal("naishi.11.2", "naishi.why.ninja_target", cards=card_list(targets, state))
    return None


@implements("naishi.11.2")
def copy_ninja(state: NaishiState, action: CopyNinja, events: list[Event]) -> NaishiState:
    """Both players choose at the same time: a copy stays secret until all are chosen (the
    log's `finish` reveals it)."""
    seat = state.player
    state = replace(
        state, copies=state.copies + ((seat, action.row, action.column, action.card),))
    cell = cell_name(action.row, action.column)
    events.append(Event(
        "naishi.11.2", Message("naishi.log.copy", player=PLAYERS[seat], cell=cell,
                               card=card_name(action.card, state)),
        actor=seat, public=Message("naishi.log.copy_public", player=PLAYERS[seat], cell=cell),
        visible_to=frozenset({seat})))
    pending = pending_ninja(state)
    if pending is not None:
        return replace(state, player=pending[0])
    return finish(state, events)


@implements("naishi.11.2", "naishi.11.3")
def finish(state: NaishiState, events: list[Event]) -> NaishiState:
    """The game is over: each territory is scored (the first player's first), after saying what
    each Ninja copies (chosen, or the best copy) or that it copies nothing."""
    state = replace(state, phase=Phase.OVER)
    for seat in (state.first, 1 - state.first):
        breakdown = final_breakdown(state, seat)
        chosen = chosen_copies(state, seat)
        for row, c in ninja_cells(state, seat):
            copy = breakdown.ninja_copies.get((row.ordinal, c - 1))
            cell = cell_name(row, c)
            if copy is None:
                events.append(Event("naishi.11.2", Message(
                    "naishi.log.copy_none", player=PLAYERS[seat], cell=cell)))
            else:
                key = ("naishi.log.copy" if (row.ordinal, c - 1) in chosen
                       else "naishi.log.copy_best")
                events.append(Event("naishi.11.2", Message(
                    key, player=PLAYERS[seat], cell=cell, card=card_name(copy, state))))
        events.append(Event("naishi.11.3", Message(
            "naishi.log.score", player=PLAYERS[seat], points=breakdown.total,
            colours=breakdown.colours)))
    return state


@implements("naishi.11.3", "naishi.11.4")
def result(state: NaishiState) -> Outcome:
    """The highest total wins; on a tie, the more different colours; if still tied, the tie
    stands."""
    b = (final_breakdown(state, 0), final_breakdown(state, 1))
    scores = (b[0].total, b[1].total)
    colours = (b[0].colours, b[1].colours)
    tiebreak = None
    if scores[0] != scores[1]:
        win = 0 if scores[0] > scores[1] else 1
        winners: tuple[int, ...] = (win,)
        reason = Message("naishi.outcome.points", winner=PLAYERS[win], a=scores[win],
                         b=scores[1 - win])
    else:
        tiebreak = Message("naishi.tiebreak.colours", points=scores[0], p0=PLAYERS[0],
                           p1=PLAYERS[1], a=colours[0], b=colours[1])
        if colours[0] != colours[1]:
            win = 0 if colours[0] > colours[1] else 1
            winners = (win,)
            reason = Message("naishi.outcome.colours", winner=PLAYERS[win], points=scores[0])
        else:
            winners = (0, 1)
            reason = Message("naishi.outcome.tie", points=scores[0], colours=colours[0])
    details = {
        "breakdowns": b,
        "colours": colours,
        "ended_by": "declaration" if state.declared_by is not None else "piles",
        "declared_by": state.declared_by,
        "first": state.first,
    }
    return Outcome(scores, winners, reason, tiebreak, details)
