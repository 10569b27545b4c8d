"""The tiny game's reference rule book (spec `tests/adding_a_game/tinygame.md`), one rule
per function, and its `Game`."""

from __future__ import annotations

import dataclasses
from typing import Any

from explorer.engine import (
    DeclaredGame,
    Event,
    Message,
    Move,
    Outcome,
    Phase,
    Refusal,
    Rng,
    RuleBook,
    Text,
    Transition,
    implements,
)
from explorer.engine.position import per_seat_problem

from .actions import Pass, Take
from .state import TinyState

CARDS = tuple(range(1, 9))


def takes(state: TinyState) -> tuple[Take, ...]:
    """The candidates: one, two and (shown, refused) three cards."""
    return (Take(1), Take(2), Take(3))


@implements("tinygame.2.1")
def verify_take(state: TinyState, action: Take) -> Refusal | None:
    """Rule tinygame.2.1: the first card of the line or the first two, no more than it holds."""
    if not 1 <= action.count <= min(2, len(state.line)):
        return Refusal("tinygame.2.1", "tinygame.why.take", n=action.count)
    return None


@implements("tinygame.2.1", "tinygame.2")
def take(state: TinyState, action: Take, events: list[Event]) -> TinyState:
    cards = state.line[:action.count]
    events.append(Event("tinygame.2.1", Message("tinygame.took", n=action.count,
                                                total=sum(cards)), actor=state.turn))
    taken = tuple(mine + cards if seat == state.turn else mine
                  for seat, mine in enumerate(state.taken))
    return dataclasses.replace(state, line=state.line[action.count:], taken=taken,
                               turn=(state.turn + 1) % state.players)


def passes(state: TinyState) -> tuple[Pass, ...]:
    return (Pass(),)


@implements("tinygame.2.2")
def verify_pass(state: TinyState, action: Pass) -> Refusal | None:
    """Rule tinygame.2.2: a player passes at most once in the game."""
    if state.passed[state.turn]:
        return Refusal("tinygame.2.2", "tinygame.why.passed")
    return None


@implements("tinygame.2.2", "tinygame.2")
def pass_turn(state: TinyState, action: Pass, events: list[Event]) -> TinyState:
    events.append(Event("tinygame.2.2", Message("tinygame.passed"), actor=state.turn))
    passed = tuple(p or seat == state.turn for seat, p in enumerate(state.passed))
    return dataclasses.replace(state, passed=passed, turn=(state.turn + 1) % state.players)


@implements("tinygame.3")
def phase_of(state: TinyState) -> str:
    """Rule tinygame.3: the game ends when the line is empty."""
    return "turn" if state.line else "over"


@implements("tinygame.3")
def wrong_phase(state: TinyState, action: Any) -> Refusal:
    return Refusal("tinygame.3", "tinygame.why.over")


RULEBOOK: RuleBook[TinyState] = RuleBook(
    {
        "turn": Phase("turn", "tinygame.2", (Move((Take,), takes, verify_take, take),
                                             Move((Pass,), passes, verify_pass, pass_turn)),
                      ends=("tinygame.3",)),
        "over": Phase("over", "tinygame.3", ()),
    },
    phase_of=phase_of,
    wrong_phase=wrong_phase,
)


class TinyGame(DeclaredGame[TinyState]):
    name = "tinygame"
    title = Text.of("tinygame.title")
    min_players = 2
    max_players = 3
    default_players = 2
    State = TinyState
    max_steps = 20
    rulebook = RULEBOOK

    @implements("tinygame.1")
    def initial(self, players: int, seed: int, options: Any) -> Transition[TinyState]:
        line, rng = Rng.from_seed(seed).shuffle(CARDS)
        state = TinyState(players=players, line=line, taken=((),) * players,
                          passed=(False,) * players, turn=0, rng=rng)
        return Transition(state, (Event("tinygame.1", Message("tinygame.setup",
                                                              players=players)),))

    def current_player(self, state: TinyState) -> int | None:
        return state.turn if state.line else None

    @implements("tinygame.3")
    def outcome(self, state: TinyState) -> Outcome | None:
        if state.line:
            return None
        scores = tuple(sum(mine) for mine in state.taken)
        winners = tuple(seat for seat, score in enumerate(scores) if score == max(scores))
        return Outcome(scores, winners, Message("tinygame.result", best=max(scores)))

    def position_shape(self, state: TinyState) -> Message | None:
        """A saved position has one entry per player in each per-seat field."""
        return per_seat_problem(state, state.players, "taken", "passed")

    def zones(self, state: TinyState) -> dict[str, tuple[int, ...]]:
        return {"line": state.line, "taken": tuple(c for mine in state.taken for c in mine)}

    def all_cards(self, state: TinyState) -> tuple[int, ...]:
        return CARDS
