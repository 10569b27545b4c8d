"""A tiny game used to test the engine on its own: players take 1 or 2 stones from a pile that
starts at a seeded size; whoever takes the last stone wins. Each player also holds one secret
card, dealt from a shuffled deck, that their view hides from the others."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from explorer.engine import (
    Action,
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
    load_catalogues,
)

# The rule book and messages are data, one catalogue per language (`locale/en.json`,
# `locale/ja.json`); a game inside the package needs no call, the engine loads its `locale/`.
load_catalogues(Path(__file__).with_name("locale"))


@dataclass(frozen=True, kw_only=True)
class ToyOptions:
    max_take: int = 2


@dataclass(frozen=True)
class Take(Action):
    count: int

    def __str__(self) -> str:
        return f"take {self.count}"

    def describe(self, lang: str) -> str:
        return Message("toy.take", n=self.count).label(lang)


@dataclass(frozen=True)
class ToyState:
    stones: int
    turn: int
    players: int
    secrets: tuple[int, ...]
    rng: Rng | None
    winner: int | None = None


def _takes(state: ToyState) -> tuple[Take, ...]:
    """The candidates: every count a player might try (3 is shown, refused)."""
    return (Take(1), Take(2), Take(3))


@implements("toy.take")
def _verify_take(state: ToyState, action: Take) -> Refusal | None:
    """Rule toy.take: take 1 or 2 stones, no more than the pile holds."""
    if not 1 <= action.count <= min(2, state.stones):
        return Refusal("toy.take", "toy.too_many", n=action.count)
    return None


@implements("toy.take", "toy.end")
def _take(state: ToyState, action: Take, events: list[Event] | None) -> ToyState:
    left = state.stones - action.count
    winner = state.turn if left == 0 else None
    # The rule book is quiet: `events` is None when nobody will read them.
    if events is not None:
        events.append(Event("toy.take", Message("toy.took", n=action.count), actor=state.turn))
    return ToyState(left, (state.turn + 1) % state.players, state.players, state.secrets,
                    state.rng, winner)


RULEBOOK: RuleBook[ToyState] = RuleBook(
    {
        "take": Phase("take", "toy.take", (Move((Take,), _takes, _verify_take, _take),),
                      ends=("toy.end",)),
        "over": Phase("over", "toy.end", ()),
    },
    phase_of=lambda state: "over" if state.winner is not None else "take",
    wrong_phase=lambda state, action: Refusal("toy.end", "toy.won"),
    quiet=True,
)


class Toy(DeclaredGame[ToyState]):
    name = "toy"
    title = Text("Toy", "おもちゃ")
    min_players = 2
    max_players = 3
    default_players = 2
    Options = ToyOptions
    State = ToyState
    max_steps = 100
    rulebook = RULEBOOK

    def initial(self, players: int, seed: int, options: ToyOptions) -> Transition[ToyState]:
        rng = Rng.from_seed(seed)
        stones, rng = rng.below(10)
        deck, rng = rng.shuffle(range(10))
        state = ToyState(stones + 5, 0, players, tuple(deck[:players]), rng)
        return Transition(state, (Event("engine.setup", Message("toy.setup", n=stones + 5)),))

    def current_player(self, state: ToyState) -> int | None:
        return None if state.winner is not None else state.turn

    @implements("toy.end")
    def outcome(self, state: ToyState) -> Outcome | None:
        if state.winner is None:
            return None
        scores = tuple(int(i == state.winner) for i in range(state.players))
        return Outcome(scores, (state.winner,), Message("toy.won"))

    def view(self, state: ToyState, seat: int | None) -> ToyState:
        if seat is None:
            return state
        secrets = tuple(s if i == seat else -1 for i, s in enumerate(state.secrets))
        return ToyState(state.stones, state.turn, state.players, secrets, None, state.winner)

    def zones(self, state: ToyState) -> dict[str, tuple[int, ...]]:
        return {"hands": state.secrets}

    def all_cards(self, state: ToyState) -> tuple[int, ...]:
        return state.secrets


GAME = Toy()
