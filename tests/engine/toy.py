"""A tiny game used to test the engine on its own: players take 1 or 2 stones from a pile that
starts at a seeded size; whoever takes the last stone wins. Each player also holds one secret
card, dealt from a shuffled deck, that their view hides from the others."""

from __future__ import annotations

from dataclasses import dataclass

from explorer.engine import (
    Action,
    Event,
    Game,
    Message,
    Outcome,
    Rng,
    Text,
    Transition,
    register_messages,
    register_rules,
    rules_from_table,
)


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


class Toy(Game[ToyState]):
    name = "toy"
    title = Text("Toy", "おもちゃ")
    min_players = 2
    max_players = 3
    default_players = 2
    Options = ToyOptions
    max_steps = 100

    def initial(self, players: int, seed: int, options: ToyOptions) -> Transition[ToyState]:
        rng = Rng.from_seed(seed)
        stones, rng = rng.below(10)
        deck, rng = rng.shuffle(range(10))
        state = ToyState(stones + 5, 0, players, tuple(deck[:players]), rng)
        return Transition(state, (Event("engine.setup", Message("toy.setup", n=stones + 5)),))

    def current_player(self, state: ToyState) -> int | None:
        return None if state.winner is not None else state.turn

    def legal_actions(self, state: ToyState) -> tuple[Take, ...]:
        if state.winner is not None:
            return ()
        return tuple(Take(n) for n in (1, 2) if n <= state.stones)

    def candidate_actions(self, state: ToyState) -> tuple[Take, ...]:
        return (Take(1), Take(2), Take(3))

    def why_illegal(self, state: ToyState, action: Action) -> Message | None:
        if isinstance(action, Take) and action in self.legal_actions(state):
            return None
        return Message("toy.too_many", n=getattr(action, "count", "?"))

    def apply(self, state: ToyState, action: Action) -> Transition[ToyState]:
        assert isinstance(action, Take)
        left = state.stones - action.count
        winner = state.turn if left == 0 else None
        new = ToyState(left, (state.turn + 1) % state.players, state.players, state.secrets,
                       state.rng, winner)
        return Transition(new, (Event("toy.take", Message("toy.took", n=action.count),
                                      actor=state.turn),))

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


register_messages(
    {
        "toy.take": ("Take {n}", "{n}個取る"),
        "toy.took": ("took {n}", "{n}個取った"),
        "toy.setup": ("{n} stones", "石{n}個"),
        "toy.too_many": ("cannot take {n}", "{n}個は取れない"),
        "toy.won": ("last stone", "最後の石"),
    }
)
register_rules(rules_from_table({"toy.take": ("Take", "取る", "Take 1 or 2.", "1か2個取る。")}))
GAME = Toy()
