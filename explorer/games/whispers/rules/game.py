"""The rule book declared once (one engine `Phase` per value of the state's `phase`, one `Move`
per kind of action: its candidates, one `verify` giving the refusal that cites the rule, its
`apply`) and the `Whispers` game built on it.

Spec: `shared/rules/whispers.md` (every section); which module holds which rule: the package's
docstring. The engine derives the legal actions (the candidates `verify` accepts, in order),
`why_illegal`, `candidate_actions` and the dispatch from the declaration.
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import attrgetter
from typing import Any

from explorer.engine import (
    DeclaredGame,
    Message,
    Move,
    Outcome,
    Refusal,
    RuleBook,
    Text,
    Transition,
    implements,
)
from explorer.engine import Phase as RulePhase

from ..actions import (
    ChooseTarget,
    Discard,
    FinishGiving,
    ForcedPlay,
    Give,
    HandOver,
    PassTo,
    Play,
    ShowHand,
    Skip,
    SwapPick,
    SwapWith,
    TakeBack,
    TakeCount,
    TakeFrom,
    seat_name,
)
from ..cards import CHARACTER_NAMES
from ..content import KIND_RULE
from ..state import Phase, SkipReason, WhispersOptions, WhispersState, WizardPick
from . import butler, effect, guard, maid, passing, play, wizard
from .common import (
    butler_rule,
    character,
    count_word,
    effect_rule,
    from_card,
    kind_of,
    who,
    wizard_rule,
)
from .dealing import check_options, first_state
from .round_end import final_outcome
from .view import NOBODY, seat_view

#: The rule each phase resolves (for refusals and the table's notes).
PHASE_RULE = {
    Phase.PLAY: "whispers.4.1",
    Phase.WIZARD_TARGET: "whispers.4.2.wizard",
    Phase.WIZARD_GIVE: "whispers.4.2.wizard",
    Phase.WIZARD_COUNT: "whispers.4.2.wizard",
    Phase.WIZARD_TAKE: "whispers.4.2.wizard",
    Phase.MAID: "whispers.4.2.maid",
    Phase.BUTLER_FIRST: "whispers.4.2.butler",
    Phase.BUTLER_SECOND: "whispers.4.2.butler",
    Phase.GUARD: "whispers.4.2.guard",
    Phase.PASS: "whispers.4.4.neutral",
    Phase.OVER: "whispers.7",
}

#: The members `current_player` reads, as module names: it is asked several times a decision,
#: and in Python 3.11 reading a member through its enum class is ten times slower.
OVER, WIZARD_TAKE, TARGET_CHOOSES = Phase.OVER, Phase.WIZARD_TAKE, WizardPick.TARGET_CHOOSES

_WIZARD_PHASES = (Phase.WIZARD_TARGET, Phase.WIZARD_GIVE, Phase.WIZARD_COUNT, Phase.WIZARD_TAKE)


def phase_rule(state: WhispersState) -> str:
    """The rule the current step resolves, under the match's reading (a variant's own rule
    where one applies), for refusals and the table's note."""
    if state.phase in _WIZARD_PHASES:
        return wizard_rule(state)
    if state.phase in (Phase.BUTLER_FIRST, Phase.BUTLER_SECOND):
        return butler_rule(state)
    if state.phase is Phase.PASS and state.card is not None:
        return passing.pass_rule(state, state.card)
    return PHASE_RULE[state.phase]


#: The kind of effect (`content.Effect`) each kind of action of an effect's sub-steps
#: belongs to.
_EFFECT_OF_KIND: dict[type[Any], str] = {
    ChooseTarget: "exchange", Give: "exchange", FinishGiving: "exchange",
    TakeCount: "exchange", TakeFrom: "exchange", HandOver: "exchange",
    Discard: "discard_draw", SwapPick: "swap_areas", SwapWith: "swap_areas",
    TakeBack: "return_card",
}

#: Why the last card's effect did not happen: (rule, message) by reason.
_SKIPPED_REFUSALS = {
    SkipReason.SILENCED: ("whispers.4.3", "whispers.why.silenced"),
    SkipReason.ROUND_ENDED: ("whispers.5.B", "whispers.why.round_ended"),
    SkipReason.SKIPPED: ("whispers.12.A3", "whispers.why.no_effect"),
}


def wrong_phase(state: WhispersState, action: Any) -> Refusal:
    """An action of another step: the game is over, or say why this step is not it (for an
    effect's action, why the effect did not happen when that is the reason)."""
    if state.phase is Phase.OVER:
        return Refusal("whispers.7", "engine.error.game_over")
    effect_of = _EFFECT_OF_KIND.get(type(action))
    last = state.card
    if effect_of is not None and last is not None \
            and kind_of(state, character(last)) == effect_of and state.skipped:
        ch = character(last)
        if state.skipped is SkipReason.TOO_EARLY:
            return Refusal(KIND_RULE[effect_of], "whispers.why.butler_early",
                           card=CHARACTER_NAMES[ch], n=count_word(from_card(state) - 1))
        rule, key = _SKIPPED_REFUSALS.get(state.skipped,
                                          (effect_rule(state, ch), "whispers.why.no_effect"))
        return Refusal(rule, key, card=CHARACTER_NAMES[ch])
    rule = phase_rule(state)
    if state.phase is Phase.PLAY:
        return Refusal(rule, "whispers.why.play_first", player=who(state, state.turn))
    if state.phase is Phase.PASS:
        return Refusal(rule, "whispers.why.choose_pass", player=who(state, state.turn))
    assert last is not None
    return Refusal(rule, "whispers.why.resolve_first", card=CHARACTER_NAMES[character(last)])


SKIP_MOVE = Move((Skip,), effect.skips, effect.verify_skip, effect.skip)
BUTLER_END = ("whispers.4.2.butler", "whispers.12.A2")
WIZARD_END = ("whispers.4.2.wizard", "whispers.12.A1")


def _phase(phase: Phase, moves: tuple[Move[WhispersState], ...],
           ends: tuple[str, ...]) -> RulePhase[WhispersState]:
    return RulePhase(phase, PHASE_RULE[phase], moves, ends=ends)


RULEBOOK: RuleBook[WhispersState] = RuleBook(
    {phase.name: phase for phase in (
        _phase(Phase.PLAY, (
            Move((Play,), play.plays, play.verify_play, play.play),
            Move((ForcedPlay,), play.forced_plays, play.verify_forced_play, play.forced_play),
            Move((ShowHand,), play.show_hands, play.verify_show_hand, play.show_hand)),
            ("whispers.4.1", "whispers.5.A", "whispers.5.B", "whispers.12.A6")),
        _phase(Phase.WIZARD_TARGET, (
            Move((ChooseTarget,), wizard.targets, wizard.verify_target, wizard.choose_target),
            SKIP_MOVE), WIZARD_END + ("whispers.12.A3",)),
        _phase(Phase.WIZARD_GIVE, (
            Move((Give,), wizard.gifts, wizard.verify_give, wizard.give),
            Move((FinishGiving,), wizard.finishes, wizard.verify_finish_giving,
                 wizard.finish_giving)), WIZARD_END),
        _phase(Phase.WIZARD_COUNT, (
            Move((TakeCount,), wizard.counts, wizard.verify_take_count, wizard.take_count),),
            ("whispers.12.A1",)),
        _phase(Phase.WIZARD_TAKE, (
            Move((TakeFrom, HandOver), wizard.takes, wizard.verify_take, wizard.take_card),),
            ("whispers.12.A1",)),
        _phase(Phase.MAID, (
            Move((Discard,), maid.discards, maid.verify_discard, maid.discard), SKIP_MOVE),
            ("whispers.4.2.maid", "whispers.12.A3")),
        _phase(Phase.BUTLER_FIRST, (
            Move((SwapPick,), butler.picks, butler.verify_swap_pick, butler.swap_pick),
            SKIP_MOVE), BUTLER_END + ("whispers.12.A3",)),
        _phase(Phase.BUTLER_SECOND, (
            Move((SwapWith,), butler.seconds, butler.verify_swap_with, butler.swap_with),),
            BUTLER_END),
        _phase(Phase.GUARD, (
            Move((TakeBack,), guard.take_backs, guard.verify_take_back, guard.take_back),
            SKIP_MOVE), ("whispers.4.2.guard", "whispers.12.A3")),
        _phase(Phase.PASS, (
            Move((PassTo,), passing.pass_choices, passing.verify_pass_to, passing.pass_to),),
            ("whispers.4.4.neutral", "whispers.12.A5", "whispers.9.I1")),
        _phase(Phase.OVER, (), ()),
    )},
    phase_of=attrgetter("phase"),
    wrong_phase=wrong_phase,
)


class Whispers(DeclaredGame[WhispersState]):
    """王宮のささやき / Whispers in the Palace (Palastgeflüster), 3–5 players."""

    name = "whispers"
    title = Text.of("whispers.title")
    min_players = 3
    max_players = 5
    default_players = 3
    Options = WhispersOptions
    State = WhispersState
    max_steps = 20_000
    rulebook = RULEBOOK

    def check_options(self, options: Any, players: int) -> WhispersOptions:
        return check_options(super().check_options(options, players), players)

    def initial(self, players: int, seed: int, options: Any) -> Transition[WhispersState]:
        state, event = first_state(players, seed, options)
        return Transition(state, (event,))

    @implements("whispers.4.2.wizard", "whispers.12.A1")
    def current_player(self, state: WhispersState) -> int | None:
        """The player to act; with `target_chooses`, the Wizard's target hands cards over."""
        phase = state.phase
        if phase is OVER:
            return None
        if phase is WIZARD_TAKE and state.options.wizard_target_pick is TARGET_CHOOSES:
            return state.target
        return state.turn

    def is_over(self, state: WhispersState) -> bool:
        return state.phase is Phase.OVER

    def outcome(self, state: WhispersState) -> Outcome | None:
        if state.phase is not Phase.OVER:
            return None
        return final_outcome(state)

    def view(self, state: WhispersState, seat: int | None) -> WhispersState:
        if seat is None:
            return state
        return seat_view(state, self.check_seat(seat, state))

    def public_view(self, state: WhispersState) -> WhispersState:
        """The board's view: every hand but an open one, the characters chosen and taken in a
        pass, the draw pile and the discards hidden from everyone."""
        return seat_view(state, NOBODY)

    def player_label(self, seat: int, state: Any = None) -> Message:
        """A seat's colour: the match's chosen colours (§3.1) when `state` is given, else the
        default order (seat `i` is `Colour(i)`)."""
        colours = getattr(state, "colours", None)
        return Message("whispers.player", colour=seat_name(self.check_seat(seat, state),
                                                           colours))

    def position_shape(self, state: WhispersState) -> Message | None:
        from ..positions import position_shape

        return position_shape(state)

    def position_problem(self, state: WhispersState) -> Message | None:
        from ..positions import position_problem

        return position_problem(state)

    def card_label(self, card: Any) -> Any:
        from ..positions import card_label

        return card_label(card)

    def zones(self, state: WhispersState) -> dict[str, Sequence[Any]]:
        zones: dict[str, Sequence[Any]] = {}
        for q in range(state.players):
            zones[f"hand {q}"] = state.hands[q]
            zones[f"area {q}"] = state.areas[q]
        zones["draw"] = state.draw
        zones["discards"] = state.discards
        zones["king"] = [("king", state.king)] if state.king is not None else []
        zones["king pile"] = [("king", k) for k in state.king_pile]
        zones["kings used"] = [("king", k) for k in state.king_used]
        return zones

    def describe_action(self, state: WhispersState, action: Any, lang: str) -> str:
        """A swap's first pick names the card whose swap it is (the content in force may give
        the swap to any character; printed: the Butler)."""
        if isinstance(action, SwapPick) and state.card is not None:
            return action.said_by(character(state.card)).label(lang)
        return str(action.describe(lang))

    def group_params(self, state: WhispersState) -> dict[str, Any]:
        """A heading over an effect's buttons names the character whose effect it is (the
        content in force may give an effect to any character)."""
        return {"card": CHARACTER_NAMES[character(state.card)] if state.card is not None
                else ""}

    def all_cards(self, state: WhispersState) -> Sequence[Any]:
        return (list(state.options.content.deck(state.colours))
                + [("king", k) for k in state.options.content.king_faces])


GAME = Whispers()
