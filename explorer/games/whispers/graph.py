"""The turn-passing graph of 王宮のささやき (§10) as networkx multigraphs.

`turn_graph(state)`: from the player to act, one edge per legal play to the player who would
get the turn (a neutral card: to every player tied for fewest cards after the effect, marked
`choice=True` when the player picks among several), or to a round-end node. `pass_history_graph
(match)`: the passes that happened, weighted by count.

Node ids are seats (0..4) and the strings `END_A` / `END_B`. Drawing is in `explorer.viz.whispers`.

This module imports networkx, the engine and this game's modules.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import networkx as nx

from explorer.engine import Action

from .actions import PLAY, PassTo, Play
from .cards import (
    CARD_CHARACTER,
    CARD_COLOUR,
    COLOUR_NAMES,
    HIDDEN,
    Character,
    Colour,
)
from .rules import GAME, next_players, with_shown_hand
from .rules.play import is_silenced
from .state import END_A, END_B, PassCount, Phase, WhispersState

ROUND_END_A = "END_A"
"""Node: the round ends because the player to act has no legal card (case A)."""
ROUND_END_B = "END_B"
"""Node: the round ends because a sixth different character is placed (case B)."""

NODE_OF_END = {END_A: ROUND_END_A, END_B: ROUND_END_B}


@dataclass(frozen=True, slots=True)
class TurnEdge:
    """One possible pass: `source` plays `action` (a card of `character` and `colour`) and the
    turn goes to `target`; `choice` when the source picks it among tied players."""

    source: int
    target: int | str
    action: Action | None
    character: Character | None
    colour: Colour | None
    choice: bool = False
    hidden: bool = False
    """True for the static over-approximation of a hand this view cannot see (§10)."""


def _targets(state: WhispersState, p: int, colour: Colour, area_change: int,
             hands: list[int]) -> list[int]:
    """Where a card of `colour` passes the turn once P's area has changed by `area_change` and
    the hands have these sizes: the rules' own §4.4 (`rules.passing.next_players`, with §9 I5's
    counts: only P's area changes)."""
    if state.options.neutral_pass_counts is PassCount.HAND:
        counts = list(hands)
    else:
        counts = [len(a) for a in state.areas]
        counts[p] += area_change
    return list(next_players(state, colour, counts, [n > 0 for n in hands]))


def _hand_sizes(state: WhispersState, p: int, character: Character, hand_change: int
                ) -> Iterator[list[int]]:
    """Every vector of hand sizes the card can leave once its effect is done. Only an exchange
    (the Wizard's) with `wizard_equal_counts=False` changes hand sizes (by how many cards go
    each way), and a variant's `discard_draw` that draws other than one card."""
    hands = [len(h) for h in state.hands]
    hands[p] += hand_change
    effect = state.options.content.effects[character]
    acts = not is_silenced(state, character)
    if effect.kind == "discard_draw" and acts and phase_opens(state):
        hands[p] += effect.draw - 1
    exchanges = (effect.kind == "exchange" and acts and not state.options.wizard_equal_counts)
    phase = state.phase
    chosen_target = phase in (Phase.WIZARD_GIVE, Phase.WIZARD_COUNT, Phase.WIZARD_TAKE)
    targets = ([state.target] if chosen_target and state.target is not None
               else [q for q in range(state.players) if q != p and hands[q] > 0])
    if not exchanges or hands[p] <= 0 or not targets or (
            state.options.effects_optional and phase in (Phase.PLAY, Phase.WIZARD_TARGET)):
        yield hands
    if not exchanges:
        return
    for t in targets:
        if phase in (Phase.WIZARD_COUNT, Phase.WIZARD_TAKE):
            gives: range | list[int] = [len(state.chosen)]
        else:
            gives = range(max(1, len(state.chosen)), hands[p] + 1)
        takes = [state.take_count] if phase is Phase.WIZARD_TAKE else range(1, hands[t] + 1)
        for k in gives:
            for j in takes:
                sizes = list(hands)
                sizes[p] += j - k
                sizes[t] += k - j
                yield sizes


def _edges_for_card(state: WhispersState, p: int, action: Action, character: Character,
                    colour: Colour, guard_options: tuple[int, ...], played: bool
                    ) -> Iterator[TurnEdge]:
    """Edges for a card of P: `guard_options` lists the possible numbers of cards the effect
    takes back (0 and/or 1); `played` says whether the card is already in the area. A target
    is a choice when P picks it among tied players."""
    targets: dict[int, bool] = {}
    placed = 0 if played else 1
    for g in guard_options:
        for hands in _hand_sizes(state, p, character, g - placed):
            found = _targets(state, p, colour, placed - g, hands)
            for q in found:
                targets[q] = targets.get(q, False) or len(found) > 1
    for q, choice in targets.items():
        yield TurnEdge(p, q, action, character, colour, choice)


def phase_opens(state: WhispersState) -> bool:
    """Is the card's effect still to come (a play, not a later step of it)?"""
    return state.phase is Phase.PLAY


def _guard_takes(state: WhispersState, character: Character, area_before: int
                 ) -> tuple[int, ...]:
    """How many cards a `return_card` effect (the Guard's) just played would take back: 0 or
    1, or both when optional."""
    if state.options.content.effects[character].kind != "return_card":
        return (0,)
    if is_silenced(state, character) or area_before < 1:
        return (0,)
    return (0, 1) if state.options.effects_optional else (1,)


def turn_edges(state: WhispersState) -> list[TurnEdge]:
    """Every pass the player to act can cause now (see the module docstring)."""
    phase = state.phase
    if phase is Phase.OVER:
        return []
    p = state.turn
    edges: list[TurnEdge] = []
    if phase is Phase.PLAY:
        # An Accountant's reveal shows this hand to every seat at this moment (§10).
        state = with_shown_hand(state, p)
    if phase is Phase.PLAY and HIDDEN in state.hands[p]:
        # §10 static over-approximation: a hidden hand may hold any colour, so any player may
        # be next. Public facts still narrow it: with five cards in the area every legal play
        # is the sixth (round end B); a hand can hold no legal card (round end A) only if
        # something is banned, i.e. the area is not empty or King: Jester is face up.
        area = len(state.areas[p])
        full = state.options.content.hand_size
        targets: list[int | str] = []
        if area + 1 < full:
            targets.extend(range(state.players))
        if area or state.options.content.king(state.king).bans:
            targets.append(ROUND_END_A)
        if area + 1 >= full:
            targets.append(ROUND_END_B)
        return [TurnEdge(p, q, None, None, None, hidden=True) for q in targets]
    if phase is Phase.PLAY:
        for action in GAME.legal_actions(state):
            if not isinstance(action, Play):
                # Case A: `show hand`, or with `forced_card_is_placed` one edge per duplicate
                # the player may place, naming its card.
                edges.append(TurnEdge(p, ROUND_END_A, action, getattr(action, "character", None),
                                      getattr(action, "colour", None)))
                continue
            ch, col = action.character, action.colour
            if len(state.areas[p]) + 1 >= state.options.content.hand_size:
                edges.append(TurnEdge(p, ROUND_END_B, action, ch, col))
                continue
            takes = _guard_takes(state, ch, len(state.areas[p]))
            edges.extend(_edges_for_card(state, p, action, ch, col, takes, played=False))
        return edges
    card = state.card
    assert card is not None
    ch, col = CARD_CHARACTER[card], CARD_COLOUR[card]
    if phase is Phase.PASS:
        return [TurnEdge(p, q, PassTo(q, state.colours[q]), ch, col, True) for q in state.ties]
    pending = PLAY[(ch, col)]
    if phase is Phase.GUARD:
        takes = (0, 1) if state.options.effects_optional else (1,)
        return list(_edges_for_card(state, p, pending, ch, col, takes, played=True))
    return list(_edges_for_card(state, p, pending, ch, col, (0,), played=True))


def _add_nodes(graph: nx.MultiDiGraph, state: WhispersState) -> None:
    graph.graph["colours"] = state.colours
    for q, colour in enumerate(state.colours):
        graph.add_node(q, kind="player", colour=colour, name=COLOUR_NAMES[colour],
                       score=state.scores[q], area=len(state.areas[q]),
                       hand=len(state.hands[q]), to_act=(GAME.current_player(state) == q))
    # Who scores a round end and how much, as the content and options in force say (§5).
    options, content = state.options, state.options.content
    graph.add_node(ROUND_END_A, kind="end", end="A", points=options.forced_end_points,
                   scorer=content.whisper_scorer)
    full = (options.full_court_points_4p_5p if state.players >= 4
            else options.full_court_points_3p)
    graph.add_node(ROUND_END_B, kind="end", end="B", points=full, scorer=content.court_scorer,
                   six=content.hand_size)


def turn_graph(state: WhispersState) -> nx.MultiDiGraph:
    """The turn-passing graph at `state` (§10): nodes are players plus `ROUND_END_A` and
    `ROUND_END_B`; each edge carries `action`, `character`, `colour` and `choice`."""
    graph = nx.MultiDiGraph(kind="turn", turn=state.turn, phase=state.phase)
    _add_nodes(graph, state)
    for edge in turn_edges(state):
        key = "?" if edge.action is None else str(edge.action)
        graph.add_edge(edge.source, edge.target, key=key, action=edge.action,
                       character=edge.character, colour=edge.colour, choice=edge.choice,
                       hidden=edge.hidden)
    return graph


def pass_history_graph(match: Any) -> nx.MultiDiGraph:
    """The passes that happened up to the match's cursor: one edge per (source, target) with
    `weight` (how many times) and `characters` (the cards, in order)."""
    state = match.state
    graph = nx.MultiDiGraph(kind="history", turn=state.turn, phase=state.phase)
    _add_nodes(graph, state)
    for step in range(1, match.step + 1):
        passed = match.state_at(step).passed
        if passed is None:
            continue
        target = NODE_OF_END.get(passed.target, passed.target)
        character = CARD_CHARACTER[passed.card] if passed.card is not None else None
        if graph.has_edge(passed.source, target, key="pass"):
            data = graph.edges[passed.source, target, "pass"]
            data["weight"] += 1
            data["characters"].append(character)
            data["choices"] += int(passed.chosen)
        else:
            graph.add_edge(passed.source, target, key="pass", weight=1,
                           characters=[character], choices=int(passed.chosen))
    return graph


__all__ = [
    "ROUND_END_A",
    "ROUND_END_B",
    "TurnEdge",
    "pass_history_graph",
    "turn_edges",
    "turn_graph",
]

