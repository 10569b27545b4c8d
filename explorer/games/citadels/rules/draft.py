"""The draft (rules spec citadels §5.2–§5.5): from the Crown on, each seat takes one character
from those passed to it; with 2 players each seat also puts characters face down (§5.3), with 3
each takes two (§5.4), with 7 the last seat may take the face-down card too (§5.5). Whatever
remains is put face down by the last seat, and the calls begin (§5.7, `calls`).

This module may import only the engine, `actions`, `cards`, `state` and the rule areas
`common`, `calls`.
"""

from __future__ import annotations

from ....engine import Event, Join, Message, Move, Refusal, implements
from ....engine.core import replace
from ..actions import Choose, Discard
from ..state import CitadelsState, DraftKind
from .calls import call_from
from .common import Events, only, player, who, without


@implements("citadels.5.2", "citadels.5.3", "citadels.5.4", "citadels.5.5")
def draft_schedule(players: int) -> tuple[tuple[int, DraftKind], ...]:
    """The draft steps of a round as (seat offset from the Crown, pick or discard): one pick
    per seat (§5.2); with 2 players pick, pick, discard, pick, discard, pick (§5.3); with 3 two
    rounds of picks (§5.4). Whatever remains after the last step is put face down by the last
    seat."""
    pick, discard = DraftKind.PICK, DraftKind.DISCARD
    if players == 2:
        return ((0, pick), (1, pick), (1, discard), (0, pick), (0, discard), (1, pick))
    if players == 3:
        return tuple((i % 3, pick) for i in range(6))
    return tuple((i, pick) for i in range(players))


def drafter(state: CitadelsState) -> int:
    """The seat choosing at the current draft step."""
    offset, _ = draft_schedule(state.players)[state.draft_step]
    return (state.crown + offset) % state.players


def draft_kind(state: CitadelsState) -> DraftKind:
    """Whether the current draft step keeps a character or puts one face down."""
    return draft_schedule(state.players)[state.draft_step][1]


@implements("citadels.5.2", "citadels.5.3", "citadels.5.4", "citadels.5.5")
def draft_rule(players: int, step: int | None = None) -> str:
    """The rule id of draft step `step` for a player count (`None`: the cards put face down
    after the last step). With 7 players the first six picks follow the passing draft
    (§5.2); only the seventh player's choice, with the face-down card, is §5.5."""
    if players == 7:
        return "citadels.5.5" if step is None or step >= 6 else "citadels.5.2"
    return {2: "citadels.5.3", 3: "citadels.5.4"}.get(players, "citadels.5.2")


def draft_candidates(state: CitadelsState) -> list[Choose | Discard]:
    """The characters of the pool, to keep or to put face down as the step says."""
    kind = Choose if draft_kind(state) is DraftKind.PICK else Discard
    return [kind(c) for c in state.pool if c is not None]


def both_kinds(state: CitadelsState) -> list[Choose | Discard]:
    """With 2 players both kinds are shown: a learner sees when each is due."""
    if state.players != 2:
        return []
    return [kind(c) for c in state.pool if c is not None for kind in (Choose, Discard)]


@implements("citadels.5.2", "citadels.5.3", "citadels.5.4", "citadels.5.5")
def verify_draft(state: CitadelsState, action: Choose | Discard) -> Refusal | None:
    """The step's kind (keep or put face down), and a character of the pool."""
    rule = draft_rule(state.players, state.draft_step)
    picking = draft_kind(state) is DraftKind.PICK
    if isinstance(action, Choose) != picking:
        return Refusal(rule, "citadels.why.must_choose" if picking
                       else "citadels.why.must_discard")
    if action.character not in state.pool:
        return Refusal(rule, "citadels.why.not_in_pool", character=who(state, action.character))
    return None


@implements("citadels.5.2", "citadels.5.3", "citadels.5.4")
def draft(state: CitadelsState, action: Choose | Discard, events: Events) -> CitadelsState:
    """The drafter keeps the character secretly, or puts it face down; the pool passes on."""
    step, seat, c = state.draft_step, drafter(state), action.character
    me, rule = player(seat), draft_rule(state.players, step)
    if isinstance(action, Choose):
        events.append(Event(rule, Message("citadels.ev.chose", player=me, character=who(state, c)),
                            actor=seat, public=Message("citadels.ev.chose_public", player=me),
                            visible_to=only(seat)))
        chosen = state.chosen[:seat] + (state.chosen[seat] + (c,),) + state.chosen[seat + 1:]
        state = replace(state, chosen=chosen)
    else:
        events.append(Event(rule, Message("citadels.ev.discarded", player=me,
            character=who(state, c)),
                            actor=seat,
                            public=Message("citadels.ev.discarded_public", player=me),
                            visible_to=only(seat)))
        state = replace(state, discards=state.discards + ((seat, c),))
    return next_step(replace(state, pool=without(state.pool, c),
                             draft_step=step + 1), events)


DRAFT = Move((Choose, Discard), draft_candidates, verify_draft, draft, both_kinds)


@implements("citadels.5.5")
def seventh_takes_face_down(state: CitadelsState, events: Events) -> CitadelsState:
    """With 7 players the seventh seat adds the face-down card (printed: one) to the one left
    and chooses between them."""
    seat = drafter(state)
    for card in state.face_down:
        named = card if card is None else who(state, card)
        events.append(Event("citadels.5.5", Message("citadels.ev.seventh", player=player(seat),
                                                    character=named),
                            actor=seat, public=Message("citadels.ev.seventh_public",
                                                       player=player(seat)),
                            visible_to=only(seat)))
    pool = tuple(sorted(c for c in (*state.pool, *state.face_down) if c is not None))
    return replace(state, pool=pool, face_down=())


@implements("citadels.5.2", "citadels.5.3", "citadels.5.4", "citadels.5.5", "citadels.5.7")
def next_step(state: CitadelsState, events: Events) -> CitadelsState:
    """After a draft step: the next one; or, after the last, the last seat puts what remains
    face down and the calls begin with rank 1."""
    schedule = draft_schedule(state.players)
    if state.draft_step < len(schedule):
        if state.draft_step == 6 and state.players == 7 and state.face_down:
            return seventh_takes_face_down(state, events)
        return state
    last = (state.crown + schedule[-1][0]) % state.players
    if state.pool:
        events.append(Event(
            draft_rule(state.players),
            Message("citadels.ev.draft_rest", player=player(last),
                    characters=Join(who(state, c) for c in state.pool if c is not None)),
            actor=last, public=Message("citadels.ev.draft_rest_public", player=player(last)),
            visible_to=only(last)))
    rest = tuple((last, c) for c in state.pool)
    return call_from(replace(state, pool=(), discards=state.discards + rest), 1,
                     events)


