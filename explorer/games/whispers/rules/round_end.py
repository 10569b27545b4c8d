"""Round end, scoring, the next round and the game end.

Spec: `shared/rules/whispers.md` §5 (case A: no legal card, every other player scores; case B:
a sixth different character, that player scores), §6 (the next round: every card reshuffled
and dealt, the King cards as they are, the player who ended the round starts), §7 (the target
score, the area-count tie-break, a shared win beyond it, §12 A11), §8.1 (the silent palace:
recorded area counts), §8.2 (the Group SNE rule: a full court worth 2 with 4–5 players).
"""

from __future__ import annotations

from explorer.engine import Event, Join, Message, Outcome, implements

from ..state import (
    END_A,
    END_B,
    EndKind,
    Pass,
    Phase,
    RoundEnd,
    SkipReason,
    WhispersState,
    replace,
)
from .common import count_word, who
from .dealing import deal


@implements("whispers.5.A")
def passer_of(state: WhispersState) -> int | None:
    """The player who passed the turn to the player to act, before they play (`None`: the
    round's first turn, or they passed it to themselves)."""
    last = state.passed
    if last is None or last.target != state.turn or last.source == state.turn:
        return None
    return last.source


@implements("whispers.5.A", "whispers.5.B", "whispers.8.2")
def round_points(state: WhispersState, kind: EndKind, player: int,
                 passer: int | None = None) -> tuple[int, ...]:
    """Case A: every player but `player` scores `forced_end_points` (1); with the content's
    `whisper_scorer` "passer", the player who passed the turn to `player` (`passer`) alone
    scores them. Case B: `player` alone scores `full_court_points_3p` (1) with 3 players,
    `full_court_points_4p_5p` (1, or 2 with the Group SNE rule) with 4–5."""
    options = state.options
    if kind is EndKind.FORCED:
        if options.content.whisper_scorer == "passer":
            return tuple(options.forced_end_points if q == passer else 0
                         for q in range(state.players))
        return tuple(0 if q == player else options.forced_end_points
                     for q in range(state.players))
    full = (options.full_court_points_4p_5p if state.players >= 4
            else options.full_court_points_3p)
    if options.content.court_scorer == "others":
        return tuple(0 if q == player else full for q in range(state.players))
    return tuple(full if q == player else 0 for q in range(state.players))


@implements("whispers.5.A", "whispers.5.A.points", "whispers.5.B", "whispers.5.B.points",
            "whispers.8.2")
def end_rule(state: WhispersState, kind: EndKind) -> str:
    """The rule a round end of `kind` scores by under the match's options: §5 A or B as printed,
    a full court worth 2 with 4–5 players (the Group SNE rule, §8.2), or a what-if's points."""
    options = state.options
    if kind is EndKind.FORCED:
        return "whispers.5.A" if options.forced_end_points == 1 else "whispers.5.A.points"
    if state.players >= 4:
        return "whispers.8.2" if options.full_court_points_4p_5p == 2 else "whispers.5.B"
    return "whispers.5.B" if options.full_court_points_3p == 1 else "whispers.5.B.points"


def end_event(state: WhispersState, kind: EndKind, player: int,
              points: tuple[int, ...], passer: int | None) -> Event:
    """The event of a round end of `kind` ended by `player`, scoring `points` (`round_points`;
    `passer`: who passed the turn to a forced `player`): who scores what, as the content's
    readings of who scores say it (the kernel's events too)."""
    rule = end_rule(state, kind)
    if kind is EndKind.FORCED and state.options.content.whisper_scorer == "passer":
        if passer is None:
            return Event(rule, Message("whispers.ev.end_a_nobody", player=who(state, player)))
        return Event(rule, Message("whispers.ev.end_a_passer", player=who(state, player),
                                   passer=who(state, passer), points=points[passer]))
    if kind is EndKind.FORCED:
        each = state.options.forced_end_points
        others = Join(who(state, q) for q in range(state.players) if q != player)
        return Event(rule, Message("whispers.ev.end_a", player=who(state, player),
                                   points=each, others=others))
    if state.options.content.court_scorer == "others":
        others = Join(who(state, q) for q in range(state.players) if q != player)
        return Event(rule, Message("whispers.ev.end_b_others", player=who(state, player),
                                   others=others, points=max(points),
                                   six=count_word(state.options.content.hand_size)))
    return Event(rule, Message("whispers.ev.end_b", player=who(state, player),
                               points=points[player],
                               six=count_word(state.options.content.hand_size)))


@implements("whispers.5.A", "whispers.5.B", "whispers.8.1", "whispers.6", "whispers.7")
def end_round(state: WhispersState, kind: EndKind, player: int,
              events: list[Event], passer: int | None = None) -> WhispersState:
    """Score the round (§5; with the silent palace, record each area's count, §8.1), then end
    the game (§7) or deal the next round, which `player` starts (§6). `passer`: who passed
    the turn to a forced `player` (`passer_of`)."""
    points = round_points(state, kind, player, passer)
    events.append(end_event(state, kind, player, points, passer))
    areas = tuple(len(area) for area in state.areas)
    if state.options.silent_palace:
        events.append(Event("whispers.8.1", Message("whispers.ev.recorded", counts=Join(
            Message("whispers.ev.count", player=who(state, q), n=areas[q])
            for q in range(state.players)))))
    scores = tuple(s + n for s, n in zip(state.scores, points, strict=True))
    ended = replace(
        state, scores=scores,
        recorded=tuple(r + n for r, n in zip(state.recorded, areas, strict=True)),
        last_end=RoundEnd(state.round, kind, player, points, areas),
        card=None, target=None, chosen=(), taken=(), take_count=0, pick=None, ties=(),
        revealed=(), skipped=SkipReason.ROUND_ENDED if kind is EndKind.FULL_COURT else None,
        passed=Pass(player, END_A if kind is EndKind.FORCED else END_B, state.card))
    if max(scores) >= state.target_score:
        over = replace(ended, phase=Phase.OVER, open_hands=())  # an open hand closes (§12 A4)
        outcome = final_outcome(over)
        events.append(Event("whispers.7", outcome.reason))
        if outcome.tiebreak is not None:
            events.append(Event("whispers.8.1" if state.options.silent_palace
                                else "whispers.7.tiebreak", outcome.tiebreak))
        return over
    return next_round(ended, player, events)


@implements("whispers.6")
def next_round(state: WhispersState, player: int, events: list[Event]) -> WhispersState:
    """§6: every character card is reshuffled and dealt again; the King card and the King pile
    stay as they are; `player`, who ended the round, starts."""
    assert state.rng is not None
    hands, draw, rng = deal(state.colours, state.rng, state.options.content)
    events.append(Event("whispers.6", Message("whispers.ev.next_round", round=state.round + 1,
                                              player=who(state, player))))
    return replace(state, hands=hands, areas=((),) * state.players, draw=draw, discards=(),
                   turn=player, phase=Phase.PLAY, round=state.round + 1, played_in_round=0,
                   open_hands=(), rng=rng)


@implements("whispers.7", "whispers.7.tiebreak", "whispers.8.1")
def final_outcome(state: WhispersState) -> Outcome:
    """Winners at the game end (§7): the one player at the target, else the most area cards
    (or, in the silent palace, the highest recorded total, §8.1); a tie beyond that is shared
    (§12 A11)."""
    target = state.target_score
    reached = [q for q in range(state.players) if state.scores[q] >= target]
    tiebreak = None
    winners = reached
    if len(reached) > 1:
        silent = state.options.silent_palace
        key = state.recorded if silent else tuple(len(a) for a in state.areas)
        best = max(key[q] for q in reached)
        winners = [q for q in reached if key[q] == best]
        tiebreak = Message(
            "whispers.ev.tiebreak_silent" if silent else "whispers.ev.tiebreak",
            players=Join(who(state, q) for q in reached),
            counts=Join(Message("whispers.ev.count", player=who(state, q), n=key[q])
                        for q in reached),
        )
    names = Join(who(state, q) for q in winners)
    reason = Message("whispers.ev.winner" if len(winners) == 1 else "whispers.ev.winners",
                     players=names, target=target)
    return Outcome(state.scores, tuple(winners), reason, tiebreak,
                   {"areas": tuple(len(a) for a in state.areas), "recorded": state.recorded})
