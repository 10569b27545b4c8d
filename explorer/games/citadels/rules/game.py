"""Citadels' reference rule book (rules spec citadels §3–§8, options §11): the phases and what
may happen in each, as a `RuleBook`, and the game that plays it.

The phases are the draft (`draft`), each character's turn (the action and keeping cards,
`turn`; its power, `assassin` ... `warlord`; income, `income`; building, `building`; the
purple districts' uses, `purple`), the two sub-steps of a turn (keeping drawn cards, the
Magician's exchange), the Graveyard's offer (`graveyard`) and the end (`ending`). The course of
a round nobody chooses is in `round` and `calls`; the set-up in `setup`.

This module may import only the engine, the modules of this package that are not the kernel,
and the rule areas.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from ....engine import (
    DeclaredGame,
    Message,
    Move,
    OptionError,
    Outcome,
    Refusal,
    Rng,
    RuleBook,
    Text,
    Transition,
    implements,
    shown,
)
from ....engine import Phase as Step
from ....engine.core import as_int, check_range
from ..actions import (
    POWER_OF_ACTION,
    Build,
    Choose,
    Decline,
    Destroy,
    Discard,
    FinishExchange,
    KeepCard,
    Kill,
    Recover,
    Rob,
    SetAside,
    UseLaboratory,
    UseSmithy,
)
from ..cards import CHARACTER_NAMES, Character, District
from ..content import LARGEST_CITY, tables
from ..state import (
    Call,
    CitadelsOptions,
    CitadelsState,
    DraftKind,
    Phase,
    Turn,
    replace_state,
    replace_turn,
)
from .assassin import KILL
from .building import BUILD, build_cost
from .calls import mask_calls
from .common import name, player, turn_of, who
from .draft import DRAFT, draft_kind, draft_rule, drafter
from .ending import BONUS_MOST, largest_city, outcome
from .graveyard import DECLINE_MOVE, RECOVER_MOVE
from .graveyard import RULE as GRAVEYARD_RULE
from .income import INCOME
from .invariants import position_problem, position_shape
from .magician import EXCHANGE, FINISH, SWAP, set_aside, set_aside_candidates, verify_set_aside
from .powers import not_your_power, power_rule
from .purple import LABORATORY, SMITHY
from .setup import begin, deal
from .thief import ROB
from .turn import ACTION, END, keep, keep_candidates, verify_keep
from .warlord import DESTROY, destroy_cost

#: The catalogue key of each purple district's action (`citadels.act.<key>`).
_ACT_KEY = {UseLaboratory: "laboratory", UseSmithy: "smithy", Recover: "recover",
            Decline: "decline"}

#: The powers' moves, at their place among a turn's moves (destroying comes last): each offers
#: its actions only in the turn of a character with the power in the content in force.
POWERS: tuple[Move[CitadelsState], ...] = (KILL, ROB, SWAP, EXCHANGE)


def turn_name(c: Character) -> str:
    """The name of a character's turn phase ("assassin's turn")."""
    return f"{c.name.lower()}'s turn"


@implements("citadels.3.queen")
def turn_phase(c: Character) -> Step[CitadelsState]:
    """A character's turn: the action, its powers, income, building, the purple districts and
    the end (destroying at the end). Every turn has the same moves: a power's move offers its
    actions only to a character that has it in the content in force (the Queen has none
    printed: her turn is the common one, with the abilities the content gives her)."""
    moves = (ACTION, *POWERS, INCOME, BUILD, LABORATORY, SMITHY, END, DESTROY)
    return Step(turn_name(c), power_rule(c), moves, ends=("citadels.6.end", "citadels.3.warlord"))


def turn_shown(state: CitadelsState) -> list[Any]:
    """While a drawn card waits to be kept or the exchange is open, the turn's other actions
    are shown, refused until it is done."""
    out: list[Any] = []
    for move in RULEBOOK.phases[turn_name(turn_of(state).rank)].moves:
        out += move.candidates(state)
        if move.shown is not None:
            out += move.shown(state)
    return out


KEEP = Move((KeepCard,), keep_candidates, verify_keep, keep, turn_shown)
SET_ASIDE = Move((SetAside,), set_aside_candidates, verify_set_aside, set_aside, turn_shown)


def phase_of(state: CitadelsState) -> Hashable:
    """The phase a state is in: a turn's sub-step comes before the turn's other actions."""
    if state.phase is not Phase.TURN:
        return state.phase
    t = turn_of(state)
    if t.drawn:
        return "keep"
    if t.exchange is not None:
        return "exchange"
    return turn_name(t.rank)


@implements("citadels.5", "citadels.6.1", "citadels.8", "citadels.2.1.graveyard",
            "citadels.3.magician")
def elsewhere(state: CitadelsState, action: Any) -> Refusal:
    """The refusal of an action that belongs to another phase."""
    if state.phase is Phase.OVER:
        return Refusal("citadels.8", "engine.error.game_over")
    if state.phase is Phase.DRAFT:
        return Refusal(draft_rule(state.players, state.draft_step), "citadels.why.drafting")
    if state.phase is Phase.GRAVEYARD:
        return Refusal(GRAVEYARD_RULE, "citadels.why.graveyard_pending",
                       place=state.options.content.place("graveyard"))
    t = turn_of(state)
    if isinstance(action, (Choose, Discard)):
        return Refusal("citadels.5", "citadels.why.not_drafting")
    if isinstance(action, (Recover, Decline)):
        return Refusal(GRAVEYARD_RULE, "citadels.why.no_graveyard",
                       place=state.options.content.place("graveyard"))
    if t.drawn:
        return Refusal("citadels.6.1", "citadels.why.keep_first")
    if isinstance(action, KeepCard):
        return Refusal("citadels.6.1", "citadels.why.nothing_drawn")
    if t.exchange is not None:
        return Refusal("citadels.3.magician", "citadels.why.exchange_open", character=who(state,
            t.rank))
    if isinstance(action, (SetAside, FinishExchange)):
        return Refusal("citadels.3.magician", "citadels.why.no_exchange")
    return not_your_power(state, action)


RULEBOOK: RuleBook[CitadelsState] = RuleBook(
    {
        Phase.DRAFT: Step(Phase.DRAFT, "citadels.5", (DRAFT,),
                          ends=("citadels.5.2", "citadels.5.3", "citadels.5.4", "citadels.5.5")),
        **{turn_name(c): turn_phase(c) for c in Character},
        "keep": Step("keep", "citadels.6.1", (KEEP,), ends=("citadels.6.1",)),
        "exchange": Step("exchange", "citadels.3.magician", (SET_ASIDE, FINISH),
                         ends=("citadels.3.magician",)),
        Phase.GRAVEYARD: Step(Phase.GRAVEYARD, GRAVEYARD_RULE, (RECOVER_MOVE, DECLINE_MOVE),
                              ends=(GRAVEYARD_RULE, "citadels.6.end")),
        Phase.OVER: Step(Phase.OVER, "citadels.8", ()),
    },
    phase_of=phase_of,
    wrong_phase=elsewhere,
)


#: No seat: `_masked(state, NOBODY)` is what every seat knows.
NOBODY = -1


class Citadels(DeclaredGame[CitadelsState]):
    """Citadels, classic base game, 2-7 players, played by the reference rule book."""

    name = "citadels"
    title = Text.of("citadels.title")
    min_players = 2
    max_players = 7
    default_players = 4
    Options = CitadelsOptions
    State = CitadelsState
    max_steps = 20_000
    rulebook = RULEBOOK

    # -- set-up ---------------------------------------------------------------------------

    @implements("citadels.4.crown", "citadels.8", "citadels.8.scoring")
    def check_options(self, options: Any, players: int) -> CitadelsOptions:
        """The Crown's seat, the options' own checks, then the what-ifs: a city size that lets
        the game end, bonuses from 0 to `BONUS_MOST`."""
        # The Crown's own message first: it says which seats are allowed.
        crown = as_int(options.crown)
        if crown is None or not -1 <= crown < players:
            raise OptionError(
                Message("citadels.error.crown", value=shown(options.crown), last=players - 1)
            )
        checked: CitadelsOptions = super().check_options(options, players)
        size = checked.complete_size
        check_range("complete_size", size, 2, LARGEST_CITY)
        content = checked.content
        if size > largest_city(players, content):
            raise OptionError(Message("citadels.error.complete_size", players=players,
                                      most=largest_city(players, content), value=size,
                                      cards=content.size))
        for bonus in ("five_colours_bonus", "first_complete_bonus", "complete_bonus"):
            check_range(bonus, getattr(checked, bonus), 0, BONUS_MOST)
        return checked

    def initial(self, players: int, seed: int, options: CitadelsOptions
                ) -> Transition[CitadelsState]:
        return begin(deal(players, seed, options))

    # -- whose turn ------------------------------------------------------------------------

    def drafter(self, state: CitadelsState) -> int:
        return drafter(state)

    def draft_kind(self, state: CitadelsState) -> DraftKind:
        return draft_kind(state)

    def current_player(self, state: CitadelsState) -> int | None:
        if state.phase is Phase.TURN:
            return turn_of(state).seat
        if state.phase is Phase.DRAFT:
            return drafter(state)
        if state.phase is Phase.GRAVEYARD:
            return state.graveyard_offer[0]
        return None

    def is_over(self, state: CitadelsState) -> bool:
        return state.phase is Phase.OVER

    def outcome(self, state: CitadelsState) -> Outcome | None:
        return outcome(state)

    # -- hidden information ----------------------------------------------------------------

    def describe_action(self, state: CitadelsState, action: Any, lang: str) -> str:
        """Destroy buttons also say what the Warlord would pay (§3, the Great Wall)."""
        if isinstance(action, Build):
            # The cost in this game (a variant's, changed by the builder's city; `describe`
            # alone gives the printed one).
            cost = tables(state.options.content).cost[action.district] if state.turn is None \
                else build_cost(state, state.turn.seat, action.district)
            text = Message("citadels.act.build", district=name(action.district, state),
                           cost=cost).label(lang)
        elif type(action) in POWER_OF_ACTION:
            # The district that has the power in this game (a variant may move it).
            place = state.options.content.place(POWER_OF_ACTION[type(action)])
            extra = {"district": name(action.district, state)} \
                if isinstance(action, UseLaboratory) else {}
            text = Message(f"citadels.act.{_ACT_KEY[type(action)]}", place=place,
                           **extra).label(lang)
        elif isinstance(action, (KeepCard, SetAside, Destroy)):
            # The district as this game names it (a variant's names).
            key = {KeepCard: "keep", SetAside: "set_aside", Destroy: "destroy"}[type(action)]
            seat = {"player": player(action.seat)} if isinstance(action, Destroy) else {}
            text = Message(f"citadels.act.{key}", district=name(action.district, state),
                           **seat).label(lang)
        elif isinstance(action, (Choose, Discard, Kill, Rob)):
            # The character as this game names it (a variant's; `describe` gives the rank's).
            c = action.character if isinstance(action, (Choose, Discard)) else action.target
            text = Message(f"citadels.act.{type(action).__name__.lower()}",
                           character=who(state, c)).label(lang)
        else:
            text = str(action.describe(lang))
        turn = state.turn
        if isinstance(action, Destroy) and turn is not None and 0 <= action.seat < state.players:
            cost = destroy_cost(action.district, state.cities[action.seat], state.options,
                                action.seat == turn.seat, turn.rank)
            text += Message("citadels.act.price", cost=cost).label(lang)
        return text

    def view(self, state: CitadelsState, seat: int | None) -> CitadelsState:
        if seat is None:
            return state
        return self._masked(state, self.check_seat(seat, state))

    def public_view(self, state: CitadelsState) -> CitadelsState:
        """The board's view: every hand, every character not yet revealed, the draft pool,
        the face-down removed characters and what a silent call hides, from everyone."""
        return self._masked(state, NOBODY)

    def _masked(self, state: CitadelsState, seat: int) -> CitadelsState:
        """`state` as `seat` knows it (`NOBODY`: as every seat knows it)."""
        hands = tuple(h if s == seat else (None,) * len(h) for s, h in enumerate(state.hands))
        revealed = state.revealed
        chosen = tuple(c if s == seat or not c else tuple(x if x in revealed else None for x in c)
                       for s, c in enumerate(state.chosen))
        pool = state.pool
        if state.phase is Phase.DRAFT and drafter(state) != seat:
            pool = (None,) * len(pool)
        discards = tuple((s, c if s == seat else None) for s, c in state.discards)
        turn = state.turn
        if turn is not None and turn.seat != seat and (turn.drawn or turn.exchange):
            turn = replace_turn(
                turn, drawn=(None,) * len(turn.drawn),
                exchange=None if turn.exchange is None else (None,) * len(turn.exchange))
        # `dataclasses.replace` as straight-line code (`state.replace_state`): the bots ask for
        # a seat's view at every decision (the kernel has faster makers: `seen`, `calls_seen`).
        return self.seen(
            state, hands=hands, deck=(None,) * len(state.deck), chosen=chosen, pool=pool,
            face_down=(None,) * len(state.face_down), discards=discards, turn=turn,
            calls=self.calls_seen(state.calls, seat),
            previous_calls=self.calls_seen(state.previous_calls, seat), rng=None)

    @staticmethod
    def seen(state: CitadelsState, /, *, hands: tuple[tuple[District | None, ...], ...],
             deck: tuple[District | None, ...], chosen: tuple[tuple[Character | None, ...], ...],
             pool: tuple[Character | None, ...], face_down: tuple[Character | None, ...],
             discards: tuple[tuple[int, Character | None], ...], turn: Turn | None,
             calls: tuple[Call, ...], previous_calls: tuple[Call, ...],
             rng: Rng | None) -> CitadelsState:
        """`state` with what a view hides (`_masked`) and no generator (the kernel has a
        faster maker of the same state)."""
        return replace_state(state, hands=hands, deck=deck, chosen=chosen, pool=pool,
                             face_down=face_down, discards=discards, turn=turn, calls=calls,
                             previous_calls=previous_calls, rng=rng)

    @staticmethod
    def calls_seen(calls: tuple[Call, ...], seat: int) -> tuple[Call, ...]:
        """What `seat` knows of the round's calls (`mask_calls`, §5.7; the kernel keeps
        them)."""
        return mask_calls(calls, seat)

    # -- cards accounting ------------------------------------------------------------------

    def zones(self, state: CitadelsState) -> dict[str, Sequence[Any]]:
        zones: dict[str, Sequence[Any]] = {
            "deck": state.deck, "discard": state.discard, "face_down": state.face_down,
            "face_up": state.face_up, "pool": state.pool,
            "draft_discards": tuple(c for _, c in state.discards),
        }
        for s in range(state.players):
            zones[f"hand {s + 1}"] = state.hands[s]
            zones[f"city {s + 1}"] = state.cities[s]
            zones[f"characters {s + 1}"] = state.chosen[s]
        if state.turn is not None:
            zones["drawn"] = state.turn.drawn
            zones["set aside"] = state.turn.exchange or ()
        if state.graveyard is not None:
            zones["graveyard offer"] = (state.graveyard[1],)
        return zones

    @implements("citadels.1", "citadels.2")
    def all_cards(self, state: CitadelsState) -> tuple[Any, ...]:
        """The district cards (66 printed) and the characters of the game's set (8 printed)."""
        facts = tables(state.options.content)
        return facts.deck + facts.ranks[state.players]

    # -- positions -------------------------------------------------------------------------

    def position_shape(self, state: CitadelsState) -> Message | None:
        return position_shape(state)

    def position_problem(self, state: CitadelsState) -> Message | None:
        return position_problem(state)

    def card_label(self, card: Any, state: CitadelsState | None = None) -> Any:
        """A card's name; with `state`, a character as its game names it (a variant's)."""
        if isinstance(card, District):
            return card.info.name if state is None else name(card, state)
        if isinstance(card, Character):
            return CHARACTER_NAMES[card] if state is None else state.options.content.name_of(card)
        return card
