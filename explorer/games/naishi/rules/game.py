"""Naishi as an engine `DeclaredGame` (rules spec `shared/rules/naishi.md` §3–§11, options
§13): the rule book (one phase per `Phase` value, its moves from the rule modules of this
package) and the game's set-up, turn order, result, views and card zones.
"""

from __future__ import annotations

import operator
from typing import Any

from ....engine import (
    DeclaredGame,
    Message,
    Move,
    Outcome,
    Refusal,
    RuleBook,
    Text,
    Transition,
    implements,
    shown,
)
from ....engine import Phase as RulePhase
from ....engine.core import check_range, replace
from ..actions import CopyNinja, Give
from ..cards import Card
from ..content import all_cards, supply
from ..state import Cell, NaishiOptions, NaishiState, Phase, Row
from .common import PLAYERS, card_name
from .end import copies, copy_ninja, result, verify_copy
from .exchange import give, gives, verify_give
from .setup import set_up
from .turn import PASS_MOVE, TURN_MOVES


@implements("naishi.3.6", "naishi.11.2", "naishi.11.3")
def wrong_phase(state: NaishiState, action: Any) -> Refusal:
    """An action of another phase: the game is over, the opening exchange comes first, the
    turns are over or have begun."""
    if state.phase is Phase.OVER:
        return Refusal("naishi.11.3", "naishi.why.over")
    if state.phase is Phase.EXCHANGE:
        return Refusal("naishi.3.6", "naishi.why.exchange_first")
    if state.phase is Phase.NINJA:
        return Refusal("naishi.11.2", "naishi.why.ninja_phase")
    if isinstance(action, Give):
        return Refusal("naishi.3.6", "naishi.why.exchange_done")
    return Refusal("naishi.11.2", "naishi.why.ninja_not_now")


def not_an_action(value: Any) -> Message:
    """What is said of a value that is no action of Naishi."""
    return Message("naishi.why.not_action", value=shown(value))


RULEBOOK: RuleBook[NaishiState] = RuleBook(
    {
        Phase.EXCHANGE: RulePhase(Phase.EXCHANGE, "naishi.3.6",
                                  (Move((Give,), gives, verify_give, give),),
                                  ends=("naishi.3.7",)),
        Phase.PLAY: RulePhase(Phase.PLAY, "naishi.5", (*TURN_MOVES, PASS_MOVE),
                              ends=("naishi.10.1", "naishi.10.2")),
        Phase.NINJA: RulePhase(Phase.NINJA, "naishi.11.2",
                               (Move((CopyNinja,), copies, verify_copy, copy_ninja),),
                               ends=("naishi.11.3",)),
        Phase.OVER: RulePhase(Phase.OVER, "naishi.11.3", ()),
    },
    phase_of=operator.attrgetter("phase"),
    wrong_phase=wrong_phase,
    foreign=not_an_action,
)


#: No seat: `Naishi._masked(state, NOBODY)` is what every seat knows.
NOBODY = -1
#: The phases a view reads, as globals (Python 3.11 reads an enum's member slowly).
_EXCHANGE, _PLAY, _NINJA = Phase.EXCHANGE, Phase.PLAY, Phase.NINJA

#: The largest a what-if point value may be, either way (rule naishi.12; printed: -5 to 45).
POINTS_MOST = 100


class Naishi(DeclaredGame[NaishiState]):
    """Naishi (内侍) for two players: the rules spec `shared/rules/naishi.md`."""

    name = "naishi"
    title = Text.of("naishi.title")
    min_players = 2
    max_players = 2
    default_players = 2
    Options = NaishiOptions
    State = NaishiState
    max_steps = 1_000
    rulebook = RULEBOOK

    def check_options(self, options: Any, players: int) -> NaishiOptions:
        checked: NaishiOptions = super().check_options(options, players)
        for name in ("ronin_points", "torii_points", "mountain_points"):  # naishi.12
            check_range(name, getattr(checked, name), -POINTS_MOST, POINTS_MOST)
        return checked

    def initial(self, players: int, seed: int, options: Any) -> Transition[NaishiState]:
        return set_up(seed, options)

    def current_player(self, state: NaishiState) -> int | None:
        return None if state.phase is Phase.OVER else state.player

    def is_over(self, state: NaishiState) -> bool:
        return state.phase is Phase.OVER

    def outcome(self, state: NaishiState) -> Outcome | None:
        return result(state) if state.phase is Phase.OVER else None

    # -- presentation ----------------------------------------------------------------------

    def view(self, state: NaishiState, seat: int | None) -> NaishiState:
        if seat is None:
            return state
        return self._masked(state, self.check_seat(seat, state))

    def public_view(self, state: NaishiState) -> NaishiState:
        """The board's view: both Hands (until the end), both exchange choices and the River
        below its tops hidden from everyone."""
        return self._masked(state, NOBODY)

    @implements("naishi.3.6", "naishi.3.7", "naishi.11.2")
    def _masked(self, state: NaishiState, seat: int) -> NaishiState:
        """`state` as `seat` knows it (`NOBODY`: as every seat knows it): the other Hands are
        face down until the end, as are the other dealt cards and gifts, the River's cards
        below the face-up ones, and the other Ninja copies until both players have chosen."""
        # List comprehensions, not generator expressions: a bot asks a view every choice,
        # and Python 3.11 runs a generator fed to `tuple` several times as slowly.
        hands = state.hands
        phase = state.phase
        if phase is _EXCHANGE or phase is _PLAY:
            hands = tuple([h if s == seat else (None,) * len(h) for s, h in enumerate(hands)])
        dealt = tuple([d if s == seat else (None,) * len(d) for s, d in enumerate(state.dealt)])
        gifts = tuple([g if s == seat else None for s, g in enumerate(state.gifts)])
        river = tuple([p[:1] + (None,) * (len(p) - 1) for p in state.river])
        copies = state.copies
        if phase is _NINJA:
            copies = tuple([(s, r, c, card if s == seat else None) for s, r, c, card in copies])
        return self.seen(state, hands=hands, dealt=dealt, gifts=gifts, river=river,
                         copies=copies)

    @staticmethod
    def seen(state: NaishiState, /, *, hands: tuple[tuple[Cell, ...], ...],
             dealt: tuple[tuple[Cell, ...], ...], gifts: tuple[Cell, ...],
             river: tuple[tuple[Cell, ...], ...],
             copies: tuple[tuple[int, Row, int, Card | None], ...]) -> NaishiState:
        """`state` with what a view hides (`_masked`) and no generator (the kernel has a
        faster maker of the same state)."""
        return replace(state, hands=hands, dealt=dealt, gifts=gifts, river=river,
                       copies=copies, rng=None)

    def player_label(self, seat: int, state: Any = None) -> Message:
        return PLAYERS[self.check_seat(seat, state)]

    def position_players(self, state: NaishiState) -> int:
        return 2

    def position_shape(self, state: NaishiState) -> Message | None:
        from ..positions import position_shape

        return position_shape(state)

    def position_problem(self, state: NaishiState) -> Message | None:
        from ..positions import position_problem

        return position_problem(state)

    def card_label(self, card: Any) -> Any:
        return card_name(card) if isinstance(card, Card) else card

    # -- card conservation -----------------------------------------------------------------

    def zones(self, state: NaishiState) -> dict[str, tuple[Any, ...]]:
        zones: dict[str, tuple[Any, ...]] = {}
        for seat in (0, 1):
            zones[f"line {seat + 1}"] = state.lines[seat]
            zones[f"hand {seat + 1}"] = state.hands[seat]
            zones[f"dealt {seat + 1}"] = state.dealt[seat]
        for i, pile in enumerate(state.river):
            zones[f"pile {i + 1}"] = pile
        zones["discard"] = state.discard
        zones["supply"] = supply(state.options.content) if state.phase is Phase.EXCHANGE else ()
        return zones

    def all_cards(self, state: NaishiState) -> tuple[Card, ...]:
        return all_cards(state.options.content)
