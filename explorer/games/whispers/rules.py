"""The rules of 王宮のささやき as a `Game`: set-up, legal plays, the seven effects, passing the
turn, both round ends, scoring and the game end. Rule ids cite the spec
(`shared/rules/whispers.md`); their texts live in the catalogues `locale/<lang>.json`.

`legal_actions` and `apply` are the hot path of random playouts: they work on card ids with
lookup tables and return prebuilt action values.

This module imports the engine and this game's modules only.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import Any

from explorer.engine import (
    Action,
    Event,
    Game,
    Join,
    Message,
    OptionError,
    Outcome,
    Rng,
    Text,
    Transition,
)

from ...engine import CodeRepr, shown
from .actions import (
    FINISH_GIVING,
    PLAY,
    SHOW_HAND,
    SKIP,
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
    card_name,
    seat_name,
)
from .cards import (
    CARD_CHARACTER,
    CARD_COLOUR,
    CHARACTER_NAMES,
    COLOUR_NAMES,
    COLOUR_OF_NAME,
    COLOUR_WORDS,
    HAND_SIZE,
    HIDDEN,
    KING_CHARACTERS,
    PLAYER_COLOURS,
    Character,
    Colour,
    colour_seats,
    deck,
    seat_colours,
)
from .state import (
    END_A,
    END_B,
    EndKind,
    Pass,
    PassCount,
    Phase,
    RoundEnd,
    SkipReason,
    WhispersOptions,
    WhispersState,
    WizardPick,
    replace,
)

CH = CARD_CHARACTER
CO = CARD_COLOUR
NEUTRAL = Colour.NEUTRAL
JESTER = Character.JESTER


def _by_card(cls: type[Any]) -> list[Any]:
    """One prebuilt action of `cls` per card id (neutral copies share one)."""
    made: dict[tuple[Character, Colour], Any] = {}
    return [made.setdefault((CH[c], CO[c]), cls(CH[c], CO[c])) for c in range(len(CH))]


PLAY_OF = [PLAY[(CH[c], CO[c])] for c in range(len(CH))]
FORCED_OF = _by_card(ForcedPlay)
GIVE_OF = _by_card(Give)
TAKE_FROM_OF = _by_card(TakeFrom)
HAND_OVER_OF = _by_card(HandOver)
DISCARD_OF = _by_card(Discard)

#: Effects that may be skipped with `effects_optional` (§12 A3), by the phase they open.
OPTIONAL_PHASES = frozenset(
    {Phase.WIZARD_TARGET, Phase.MAID, Phase.BUTLER_FIRST, Phase.GUARD}
)

#: The rule each phase resolves (for refusals and the widget's notes).
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

EFFECT_RULE = {
    Character.ACCOUNTANT: "whispers.4.2.accountant",
    Character.WIZARD: "whispers.4.2.wizard",
    Character.MAID: "whispers.4.2.maid",
    Character.BUTLER: "whispers.4.2.butler",
    Character.GUARD: "whispers.4.2.guard",
    Character.GENERAL: "whispers.4.2.general",
    Character.JESTER: "whispers.4.2.jester",
}

_replace = replace


def mask(cards: Sequence[int]) -> int:
    """The set of characters among `cards`, as a bit mask."""
    m = 0
    for c in cards:
        m |= 1 << CH[c]
    return m


def _without(cards: Sequence[int], taken: Sequence[int]) -> tuple[int, ...]:
    rest = list(cards)
    for c in taken:
        rest.remove(c)
    return tuple(rest)


def _first_card(cards: Sequence[int], character: Character, colour: Colour,
                skip: Sequence[int] = ()) -> int | None:
    for c in cards:
        if CH[c] == character and CO[c] == colour and c not in skip:
            return c
    return None


def _set(items: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    return items[:index] + (value,) + items[index + 1:]


def is_playable(state: WhispersState, seat: int, card: int) -> bool:
    """§4.1: not a character already in the seat's area, and no Jester under King: Jester."""
    ch = CH[card]
    if ch == JESTER and state.king == JESTER:
        return False
    return not (mask(state.areas[seat]) >> ch) & 1


def swap_ok(state: WhispersState, a: int, x: int, b: int, y: int) -> bool:
    """§4.2 Butler: may card `x` in area `a` swap with card `y` in area `b`?"""
    if a == b or x == state.card or y == state.card:
        return False
    if state.options.butler_requires_own_area and state.turn not in (a, b):
        return False
    cx, cy = CH[x], CH[y]
    if cx == cy:
        return True
    return not ((mask(state.areas[b]) >> cx) & 1 or (mask(state.areas[a]) >> cy) & 1)


def swap_partners(state: WhispersState, a: int, x: int) -> list[tuple[int, int]]:
    """Every (area, card) that card `x` of area `a` may legally swap with."""
    return [
        (b, y)
        for b in range(state.players)
        for y in state.areas[b]
        if swap_ok(state, a, x, b, y)
    ]


def _card_in_area(state: WhispersState, seat: int, character: Character) -> int | None:
    if not 0 <= seat < state.players:
        return None
    for c in state.areas[seat]:
        if CH[c] == character:
            return c
    return None


def pass_counts(state: WhispersState) -> tuple[int, ...]:
    """What the fewest-cards rule compares (§4.4, §12 A5)."""
    if state.options.neutral_pass_counts is PassCount.HAND:
        return tuple(len(h) for h in state.hands)
    return tuple(len(a) for a in state.areas)


def pass_targets(state: WhispersState, card: int) -> tuple[int, ...]:
    """Where the card just played passes the turn, once its effect is resolved (§4.4).

    A colour card names the player of that colour (§3.1, the `colours` option); a neutral card
    the players tied for fewest cards. A player with an empty hand (possible only with
    `wizard_equal_counts=False`) cannot take the turn: it goes to the fewest-cards player among
    those holding cards (§9 I1 fallback)."""
    seat = colour_seats(state.options.colours, state.players)[CO[card]]
    hands = state.hands
    if seat >= 0 and hands[seat]:
        return (seat,)
    counts = pass_counts(state)
    eligible = [q for q in range(state.players) if hands[q]]
    low = min(counts[q] for q in eligible)
    return tuple(q for q in eligible if counts[q] == low)


def passes_by_fallback(state: WhispersState, card: int) -> bool:
    """Does the §9 I1 fallback decide where `card` passes the turn? True when the player it
    would name (its colour's player, or one tied for fewest cards) holds no card, which only
    `wizard_equal_counts=False` makes possible."""
    hands = state.hands
    if all(hands):
        return False
    seat = colour_seats(state.options.colours, state.players)[CO[card]]
    if seat >= 0:
        return not hands[seat]
    counts = pass_counts(state)
    low = min(counts)
    return any(not hands[q] and counts[q] == low for q in range(state.players))


def pass_rule(state: WhispersState, card: int) -> str:
    """The rule that passes the turn after `card` in `state`: by colour (§4.4), by fewest area
    cards (§4.4) or hand cards (§12 A5), or the §9 I1 fallback for a player with no card."""
    if passes_by_fallback(state, card):
        return "whispers.9.I1"
    if CO[card] != NEUTRAL:
        return "whispers.4.4.colour"
    return _fewest_wording(state, "")[1]


def phase_rule(state: WhispersState) -> str:
    """The rule the current step resolves, under the match's reading (a variant's own rule
    where one applies), for refusals and the table's note."""
    phase = state.phase
    if phase in (Phase.WIZARD_TARGET, Phase.WIZARD_GIVE, Phase.WIZARD_COUNT, Phase.WIZARD_TAKE):
        return _wizard_rule(state)
    if phase in (Phase.BUTLER_FIRST, Phase.BUTLER_SECOND):
        return _butler_rule(state)
    if phase is Phase.PASS and state.card is not None:
        return pass_rule(state, state.card)
    return PHASE_RULE[phase]


def _who(state: WhispersState, seat: int) -> Text:
    """The name of `seat`: its colour in this match (§3.1)."""
    return COLOUR_NAMES[seat_colours(state.options.colours, state.players)[seat]]


def with_shown_hand(state: WhispersState, seat: int) -> WhispersState:
    """`state` with `seat`'s hand filled in from an Accountant's reveal at this moment, when the
    view hides it (§4.2: every seat sees the shown hand)."""
    shown = dict(state.revealed).get(seat)
    if shown is None or HIDDEN not in state.hands[seat]:
        return state
    return _replace(state, hands=_set(state.hands, seat, shown))


class Risk(CodeRepr, enum.StrEnum):
    """The ⚠ mark on a player (see `risk`)."""

    FORCED = "forced"
    """No card in hand is legal: when this player gets the turn, the round ends (case A)."""
    ONE_PLAY = "one_play"
    """Every legal play leaves a hand with no legal card for the next turn."""


def risk(state: WhispersState, seat: int) -> Risk | None:
    """Is `seat` one play away from a forced duplicate? Judged on the seat's hand and area
    and the face-up King card as they are now (effects and other players' moves ignored):
    `FORCED` if no card in hand is legal; `ONE_PLAY` if every legal card, once placed, leaves
    no legal card in the rest of the hand, and none of them completes six (which would end the
    round in the seat's favour). `None` otherwise, or if the hand is hidden from this view."""
    hand = state.hands[seat]
    if HIDDEN in hand or not hand:
        return None
    area = state.areas[seat]
    banned = mask(area) | ((1 << JESTER) if state.king == JESTER else 0)
    legal = [c for c in hand if not (banned >> CH[c]) & 1]
    if not legal:
        return Risk.FORCED
    if len(area) + 1 >= HAND_SIZE:
        return None
    for card in legal:
        after = banned | (1 << CH[card])
        rest = _without(hand, (card,))
        if any(not (after >> CH[c]) & 1 for c in rest):
            return None
    return Risk.ONE_PLAY


def _colour_words() -> Join:
    return Join((Text(COLOUR_WORDS[c], COLOUR_NAMES[c].ja) for c in PLAYER_COLOURS),
                alternatives=True)


def canonical_colours(value: Any, players: int) -> tuple[str, ...]:
    """The `colours` option (§3.1) as canonical lowercase English words, one per seat: empty
    means the default order; names may be English (any case) or Japanese, or `Colour` members.
    Raises `OptionError` saying what is wrong."""
    if isinstance(value, (tuple, list)) and not value:
        return tuple(COLOUR_WORDS[c] for c in PLAYER_COLOURS[:players])
    if not isinstance(value, (tuple, list)):
        raise OptionError(Message("whispers.error.colours_type", value=shown(value)))
    if len(value) != players:
        raise OptionError(Message("whispers.error.colours_count", players=players,
                                  n=len(value), value=shown(list(value))))
    seen: list[Colour] = []
    for item in value:
        colour = None
        if isinstance(item, Colour):
            colour = item if item is not NEUTRAL else None
        elif isinstance(item, str):
            colour = COLOUR_OF_NAME.get(item.strip().lower())
        if colour is None:
            raise OptionError(Message("whispers.error.colours_unknown", value=shown(item),
                                      allowed=_colour_words()))
        if colour in seen:
            raise OptionError(Message("whispers.error.colours_repeated",
                                      colour=Text(COLOUR_WORDS[colour], COLOUR_NAMES[colour].ja)))
        seen.append(colour)
    return tuple(COLOUR_WORDS[c] for c in seen)


class Whispers(Game[WhispersState]):
    """王宮のささやき / Whispers in the Palace (Palastgeflüster), 3–5 players."""

    name = "whispers"
    title = Text("Whispers in the Palace", "王宮のささやき")
    min_players = 3
    max_players = 5
    default_players = 3
    Options = WhispersOptions
    State = WhispersState
    max_steps = 20_000

    # -- set-up ---------------------------------------------------------------------------

    def check_options(self, options: Any, players: int) -> None:
        super().check_options(options, players)
        start = options.start_player
        if isinstance(start, bool) or not isinstance(start, int) or not 0 <= start < players:
            raise OptionError(
                Message("engine.error.option_value", name="start_player", value=shown(start),
                        allowed=Join((str(i) for i in range(players)), alternatives=True))
            )
        points = options.full_court_points_4p_5p
        if isinstance(points, bool) or points not in (1, 2):
            raise OptionError(
                Message("engine.error.option_value", name="full_court_points_4p_5p",
                        value=shown(points), allowed=Join(["1", "2"], alternatives=True))
            )
        if not all(1 <= t <= 30 for t in options.target_scores):
            raise OptionError(Message("engine.error.option_value", name="target_scores",
                                      value=shown(options.target_scores), allowed="1–30"))
        for name in ("forced_end_points", "full_court_points_3p"):
            if not 0 <= getattr(options, name) <= 5:
                raise OptionError(Message("engine.error.option_value", name=name,
                                          value=shown(getattr(options, name)), allowed="0–5"))
        object.__setattr__(options, "colours", canonical_colours(options.colours, players))

    def initial(self, players: int, seed: int, options: Any) -> Transition[WhispersState]:
        rng = Rng.from_seed(seed)
        kings, rng = rng.shuffle(KING_CHARACTERS)
        colours = seat_colours(options.colours, players)
        hands, draw, rng = _deal(colours, rng)
        state = WhispersState(
            options=options, players=players, hands=hands, areas=((),) * players, draw=draw,
            discards=(), king=None, king_pile=kings, king_used=(), scores=(0,) * players,
            recorded=(0,) * players, turn=options.start_player, phase=Phase.PLAY, rng=rng,
        )
        events = (
            Event("whispers.3", Message("whispers.ev.setup", players=players,
                                        cards=len(deck(colours)), draw=len(draw),
                                        target=options.target_scores[players - 3],
                                        first=COLOUR_NAMES[colours[options.start_player]])),
        )
        return Transition(state, events)

    # -- the rules -------------------------------------------------------------------------

    def current_player(self, state: WhispersState) -> int | None:
        if state.phase is Phase.OVER:
            return None
        if (state.phase is Phase.WIZARD_TAKE
                and state.options.wizard_target_pick is WizardPick.TARGET_CHOOSES):
            return state.target
        return state.turn

    def is_over(self, state: WhispersState) -> bool:
        return state.phase is Phase.OVER

    def legal_actions(self, state: WhispersState) -> tuple[Action, ...]:
        phase = state.phase
        p = state.turn
        if phase is Phase.PLAY:
            hand = state.hands[p]
            m = mask(state.areas[p])
            if state.king == JESTER:
                m |= 1 << JESTER
            out = {PLAY_OF[c]: None for c in hand if not (m >> CH[c]) & 1}
            if out:
                return tuple(out)
            if state.options.forced_card_is_placed:
                return tuple({FORCED_OF[c]: None for c in hand})
            return (SHOW_HAND,)
        if phase is Phase.OVER:
            return ()
        acts: list[Action]
        cols = state.colours
        if phase is Phase.PASS:
            return tuple(PassTo(q, cols[q]) for q in state.ties)
        if phase is Phase.WIZARD_TARGET:
            acts = [ChooseTarget(q, cols[q]) for q in range(state.players)
                    if q != p and state.hands[q]]
        elif phase is Phase.WIZARD_GIVE:
            rest = _without(state.hands[p], state.chosen)
            acts = list({GIVE_OF[c]: None for c in rest})
            if state.chosen:
                acts.append(FINISH_GIVING)
        elif phase is Phase.WIZARD_COUNT:
            acts = [TakeCount(j) for j in range(1, len(state.hands[state.target or 0]) + 1)]
        elif phase is Phase.WIZARD_TAKE:
            table = (HAND_OVER_OF if state.options.wizard_target_pick is WizardPick.TARGET_CHOOSES
                     else TAKE_FROM_OF)
            rest = _without(state.hands[state.target or 0], state.taken)
            acts = list({table[c]: None for c in rest})
        elif phase is Phase.MAID:
            acts = list({DISCARD_OF[c]: None for c in state.hands[p]})
        elif phase is Phase.BUTLER_FIRST:
            acts = [
                SwapPick(a, CH[x], cols[a])
                for a in range(state.players)
                for x in state.areas[a]
                if swap_partners(state, a, x)
            ]
        elif phase is Phase.BUTLER_SECOND:
            assert state.pick is not None
            a, ch = state.pick
            x = _card_in_area(state, a, ch)
            assert x is not None
            acts = [SwapWith(b, CH[y], cols[b]) for b, y in swap_partners(state, a, x)]
        else:  # Phase.GUARD
            acts = [TakeBack(CH[c]) for c in state.areas[p] if c != state.card]
        if state.options.effects_optional and phase in OPTIONAL_PHASES:
            acts.append(SKIP)
        return tuple(acts)

    def candidate_actions(self, state: WhispersState) -> tuple[Action, ...]:
        """The legal actions plus the illegal ones a learner might try: every card in hand,
        every area card for the Butler and the Guard, every player as a target."""
        legal = list(self.legal_actions(state))
        extra: list[Action] = []
        phase, p, n, cols = state.phase, state.turn, state.players, state.colours
        if phase is Phase.PLAY:
            extra = [PLAY_OF[c] for c in state.hands[p]]
        elif phase is Phase.WIZARD_TARGET:
            extra = [ChooseTarget(q, cols[q]) for q in range(n)]
        elif phase is Phase.PASS:
            extra = [PassTo(q, cols[q]) for q in range(n)]
        elif phase is Phase.BUTLER_FIRST:
            extra = [SwapPick(a, CH[x], cols[a]) for a in range(n) for x in state.areas[a]]
        elif phase is Phase.BUTLER_SECOND:
            extra = [SwapWith(b, CH[y], cols[b]) for b in range(n) for y in state.areas[b]
                     if state.pick != (b, CH[y])]
        elif phase is Phase.GUARD:
            extra = [TakeBack(CH[c]) for c in state.areas[p]]
        seen = set(legal)
        for action in extra:
            if action not in seen:
                seen.add(action)
                legal.append(action)
        return tuple(legal)

    def why_illegal(self, state: WhispersState, action: Action) -> Message | None:
        if action in self.legal_actions(state):
            return None
        return _refusal(state, action)

    def apply(self, state: WhispersState, action: Action) -> Transition[WhispersState]:
        kind = type(action)
        handler = _HANDLERS.get(kind)
        if handler is None:
            raise TypeError(f"not a Whispers action: {action!r}")
        events: list[Event] = []
        new = handler(state, action, events)
        return Transition(new, tuple(events))

    def outcome(self, state: WhispersState) -> Outcome | None:
        if state.phase is not Phase.OVER:
            return None
        return final_outcome(state)

    # -- presentation ----------------------------------------------------------------------

    def view(self, state: WhispersState, seat: int | None) -> WhispersState:
        if seat is None:
            return state
        seat = self.check_seat(seat, state)
        sees_target = (
            state.phase is Phase.WIZARD_TAKE
            and state.options.wizard_target_pick is WizardPick.ACTIVE_SEES
            and seat == state.turn
        )
        hands = tuple(
            h if q == seat or q in state.open_hands or (sees_target and q == state.target)
            else (HIDDEN,) * len(h)
            for q, h in enumerate(state.hands)
        )
        chosen = state.chosen if seat == state.turn else (HIDDEN,) * len(state.chosen)
        taken = (state.taken if seat in (state.turn, state.target)
                 else (HIDDEN,) * len(state.taken))
        return _replace(
            state, hands=hands, chosen=chosen, taken=taken, draw=(HIDDEN,) * len(state.draw),
            discards=(HIDDEN,) * len(state.discards),
            king_pile=tuple(sorted(state.king_pile)), rng=None,
        )

    def player_label(self, seat: int, state: Any = None) -> Message:
        """A seat's colour: the match's chosen colours (§3.1) when `state` is given, else the
        default order (seat `i` is `Colour(i)`)."""
        colours = getattr(state, "colours", None)
        return Message("whispers.player", colour=seat_name(self.check_seat(seat, state),
                                                           colours))

    # -- positions -------------------------------------------------------------------------

    def position_problem(self, state: WhispersState) -> Message | None:
        from .positions import position_problem

        return position_problem(state)

    def card_label(self, card: Any) -> Any:
        from .positions import card_label

        return card_label(card)

    # -- testing hooks ---------------------------------------------------------------------

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

    def all_cards(self, state: WhispersState) -> Sequence[Any]:
        return list(deck(state.colours)) + [("king", k) for k in KING_CHARACTERS]


# -- dealing, round end and game end --------------------------------------------------------


def _deal(colours: tuple[Colour, ...], rng: Rng
          ) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...], Rng]:
    """Deal the cards of the seats' `colours` and the grey ones (§3.2)."""
    players = len(colours)
    cards, rng = rng.shuffle(deck(colours))
    hands = tuple(tuple(sorted(cards[i * HAND_SIZE:(i + 1) * HAND_SIZE]))
                  for i in range(players))
    return hands, cards[players * HAND_SIZE:], rng


def _end_round(state: WhispersState, kind: EndKind, player: int,
               events: list[Event]) -> WhispersState:
    """Score a round (§5), then end the game (§7) or deal the next round (§6)."""
    n = state.players
    if kind is EndKind.FORCED:
        each = state.options.forced_end_points
        points = tuple(0 if q == player else each for q in range(n))
        events.append(Event("whispers.5.A", Message(
            "whispers.ev.end_a", player=_who(state, player), points=each,
            others=Join(_who(state, q) for q in range(n) if q != player))))
    else:
        full = (state.options.full_court_points_4p_5p if n >= 4
                else state.options.full_court_points_3p)
        points = tuple(full if q == player else 0 for q in range(n))
        rule = "whispers.8.2" if full == 2 else "whispers.5.B"
        events.append(Event(rule, Message("whispers.ev.end_b", player=_who(state, player),
                                          points=full)))
    scores = tuple(s + d for s, d in zip(state.scores, points, strict=True))
    areas = tuple(len(a) for a in state.areas)
    recorded = tuple(r + a for r, a in zip(state.recorded, areas, strict=True))
    if state.options.silent_palace:
        events.append(Event("whispers.8.1", Message(
            "whispers.ev.recorded", counts=Join(
                Message("whispers.ev.count", player=_who(state, q), n=areas[q])
                for q in range(n)))))
    end = RoundEnd(state.round, kind, player, points, areas)
    common = dict(scores=scores, recorded=recorded, last_end=end, card=None, target=None,
                  chosen=(), taken=(), take_count=0, pick=None, ties=(), revealed=(),
                  skipped=(SkipReason.ROUND_ENDED if kind is EndKind.FULL_COURT else None),
                  passed=Pass(player, END_A if kind is EndKind.FORCED else END_B, state.card))
    if max(scores) >= state.target_score:
        over = _replace(state, phase=Phase.OVER, **common)
        outcome = final_outcome(over)
        events.append(Event("whispers.7", outcome.reason))
        if outcome.tiebreak is not None:
            events.append(Event("whispers.8.1" if state.options.silent_palace
                                else "whispers.7.tiebreak", outcome.tiebreak))
        return over
    assert state.rng is not None
    hands, draw, rng = _deal(state.colours, state.rng)
    events.append(Event("whispers.6", Message("whispers.ev.next_round", round=state.round + 1,
                                              player=_who(state, player))))
    return _replace(
        state, hands=hands, areas=((),) * n, draw=draw, discards=(), turn=player,
        phase=Phase.PLAY, round=state.round + 1, played_in_round=0, open_hands=(), rng=rng,
        **common,
    )


def final_outcome(state: WhispersState) -> Outcome:
    """Winners at the game end (§7): the one player at the target, else the most area cards
    (or, in the silent palace, the highest recorded total); a tie beyond that is shared."""
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
            players=Join(_who(state, q) for q in reached),
            counts=Join(Message("whispers.ev.count", player=_who(state, q), n=key[q])
                        for q in reached),
        )
    names = Join(_who(state, q) for q in winners)
    reason = Message("whispers.ev.winner" if len(winners) == 1 else "whispers.ev.winners",
                     players=names, target=target)
    return Outcome(state.scores, tuple(winners), reason, tiebreak,
                   {"areas": tuple(len(a) for a in state.areas), "recorded": state.recorded})


# -- playing a card --------------------------------------------------------------------------


def _play(state: WhispersState, action: Play, events: list[Event]) -> WhispersState:
    p = state.turn
    hand = state.hands[p]
    card = _first_card(hand, action.character, action.colour)
    assert card is not None
    hand = _without(hand, (card,))
    area = state.areas[p] + (card,)
    ch = action.character
    events.append(Event("whispers.4.1", Message("whispers.ev.play", player=_who(state, p),
                                                card=card_name(ch, action.colour))))
    s = _replace(state, hands=_set(state.hands, p, hand), areas=_set(state.areas, p, area),
                 played_in_round=state.played_in_round + 1, card=card, revealed=(),
                 skipped=None, passed=None)
    if len(area) == HAND_SIZE:
        events.append(Event("whispers.4.1", Message("whispers.ev.no_effect_end",
                                                    card=CHARACTER_NAMES[ch])))
        return _end_round(s, EndKind.FULL_COURT, p, events)
    if state.king == ch:
        events.append(Event("whispers.4.3", Message("whispers.ev.silenced",
                                                    card=CHARACTER_NAMES[ch])))
        return _finish(_replace(s, skipped=SkipReason.SILENCED), events)
    return _EFFECTS[ch](s, events)


def _nothing(s: WhispersState, ch: Character, events: list[Event],
             reason: SkipReason = SkipReason.NOTHING_TO_DO) -> WhispersState:
    key = "whispers.ev.too_early" if reason is SkipReason.TOO_EARLY else "whispers.ev.no_effect"
    events.append(Event(EFFECT_RULE[ch], Message(key, card=CHARACTER_NAMES[ch])))
    return _finish(_replace(s, skipped=reason), events)


def _accountant(s: WhispersState, events: list[Event]) -> WhispersState:
    p = s.turn
    hand = s.hands[p]
    cards = Join(card_name(CH[c], CO[c]) for c in hand) if hand else "—"
    open_hands = s.open_hands
    if s.options.accountant_hand_stays_open:
        events.append(Event("whispers.12.A4", Message(
            "whispers.ev.reveal_open", player=_who(s, p), cards=cards)))
        if p not in open_hands:
            open_hands = tuple(sorted(open_hands + (p,)))
    else:
        events.append(Event("whispers.4.2.accountant", Message(
            "whispers.ev.reveal", player=_who(s, p), cards=cards)))
    return _finish(_replace(s, revealed=((p, hand),), open_hands=open_hands), events)


def _wizard(s: WhispersState, events: list[Event]) -> WhispersState:
    p = s.turn
    if not s.hands[p] or not any(s.hands[q] for q in range(s.players) if q != p):
        return _nothing(s, Character.WIZARD, events)
    return _replace(s, phase=Phase.WIZARD_TARGET)


def _maid(s: WhispersState, events: list[Event]) -> WhispersState:
    if not s.hands[s.turn]:
        return _nothing(s, Character.MAID, events)
    return _replace(s, phase=Phase.MAID)


def _butler(s: WhispersState, events: list[Event]) -> WhispersState:
    if s.played_in_round <= 2:
        return _nothing(s, Character.BUTLER, events, SkipReason.TOO_EARLY)
    if not any(swap_partners(s, a, x) for a in range(s.players) for x in s.areas[a]):
        return _nothing(s, Character.BUTLER, events)
    return _replace(s, phase=Phase.BUTLER_FIRST)


def _guard(s: WhispersState, events: list[Event]) -> WhispersState:
    if len(s.areas[s.turn]) < 2:
        return _nothing(s, Character.GUARD, events)
    return _replace(s, phase=Phase.GUARD)


def _general(s: WhispersState, events: list[Event]) -> WhispersState:
    pile, used, king, rng = s.king_pile, s.king_used, s.king, s.rng
    if not pile:
        assert rng is not None
        if s.options.king_reshuffle_includes_face_up:
            pool = used + ((king,) if king is not None else ())
            king = None
        else:
            pool = used
        pile, rng = rng.shuffle(sorted(pool))
        used = ()
        rule = "whispers.12.A8" if s.options.king_reshuffle_includes_face_up \
            else "whispers.12.A8.five"
        events.append(Event(rule, Message("whispers.ev.king_reshuffle", n=len(pile))))
    top = pile[0]
    if king is not None:
        used = used + (king,)
    key = "whispers.ev.king_jester" if top == JESTER else "whispers.ev.king"
    events.append(Event("whispers.4.2.general", Message(key, card=CHARACTER_NAMES[top])))
    return _finish(_replace(s, king=top, king_pile=pile[1:], king_used=used, rng=rng), events)


def _jester(s: WhispersState, events: list[Event]) -> WhispersState:
    events.append(Event("whispers.4.2.jester", Message("whispers.ev.jester")))
    return _finish(s, events)


_EFFECTS = {
    Character.ACCOUNTANT: _accountant,
    Character.WIZARD: _wizard,
    Character.MAID: _maid,
    Character.BUTLER: _butler,
    Character.GUARD: _guard,
    Character.GENERAL: _general,
    Character.JESTER: _jester,
}


def _finish(s: WhispersState, events: list[Event]) -> WhispersState:
    """The effect is resolved: pass the turn by the card's colour (§4.4)."""
    card = s.card
    assert card is not None
    p = s.turn
    targets = pass_targets(s, card)
    colour = CO[card]
    if passes_by_fallback(s, card):
        return _fallback_pass(s, card, targets, events)
    if len(targets) == 1:
        q = targets[0]
        if colour != NEUTRAL and s.colours[q] == colour:
            key, rule = ("whispers.ev.pass_self" if q == p else "whispers.ev.pass_colour",
                         "whispers.4.4.colour")
        else:
            key = "whispers.ev.pass_fewest_self" if q == p else "whispers.ev.pass_fewest"
            key, rule = _fewest_wording(s, key)
        events.append(Event(rule, Message(key, player=_who(s, q), colour=Colour(colour))))
        return _replace(s, turn=q, phase=Phase.PLAY, passed=Pass(p, q, card))
    key, rule = _fewest_wording(s, "whispers.ev.tie")
    events.append(Event(rule, Message(
        key, players=Join(_who(s, q) for q in targets), chooser=_who(s, p))))
    return _replace(s, phase=Phase.PASS, ties=targets)


def _fallback_pass(s: WhispersState, card: int, targets: tuple[int, ...],
                   events: list[Event]) -> WhispersState:
    """§9 I1: the player the card names holds no card; the fewest-cards players among those
    holding cards take the turn (the player who played it chooses among a tie)."""
    p = s.turn
    seat = colour_seats(s.options.colours, s.players)[CO[card]]
    if seat >= 0:
        empty = [seat]
    else:
        counts = pass_counts(s)
        empty = [q for q in range(s.players) if not s.hands[q] and counts[q] == min(counts)]
    where = Message("whispers.ev.where_hand" if s.options.neutral_pass_counts is PassCount.HAND
                    else "whispers.ev.where_area")
    common = dict(colour=Colour(CO[card]), owner=Join(_who(s, q) for q in empty), where=where)
    if len(targets) == 1:
        q = targets[0]
        events.append(Event("whispers.9.I1", Message("whispers.ev.pass_fallback",
                                                     player=_who(s, q), **common)))
        return _replace(s, turn=q, phase=Phase.PLAY, passed=Pass(p, q, card))
    events.append(Event("whispers.9.I1", Message(
        "whispers.ev.tie_fallback", players=Join(_who(s, q) for q in targets),
        chooser=_who(s, p), **common)))
    return _replace(s, phase=Phase.PASS, ties=targets)


def _fewest_wording(s: WhispersState, key: str) -> tuple[str, str]:
    """The message and rule of a fewest-cards pass: area cards (§4.4), or hand cards with
    `neutral_pass_counts=hand` (§12 A5)."""
    if s.options.neutral_pass_counts is PassCount.HAND:
        return key + "_hand", "whispers.12.A5"
    return key, "whispers.4.4.neutral"


# -- sub-steps --------------------------------------------------------------------------------


def _pass_to(state: WhispersState, action: PassTo, events: list[Event]) -> WhispersState:
    p = state.turn
    key = "whispers.ev.pass_chosen_self" if action.seat == p else "whispers.ev.pass_chosen"
    assert state.card is not None
    rule = pass_rule(state, state.card)
    events.append(Event(rule, Message(
        key, chooser=_who(state, p), player=_who(state, action.seat))))
    return _replace(state, turn=action.seat, phase=Phase.PLAY, ties=(),
                    passed=Pass(p, action.seat, state.card, True))


def _show_hand(state: WhispersState, action: ShowHand, events: list[Event]) -> WhispersState:
    p = state.turn
    hand = state.hands[p]
    events.append(Event("whispers.5.A", Message(
        "whispers.ev.forced", player=_who(state, p),
        cards=Join(card_name(CH[c], CO[c]) for c in hand))))
    s = _replace(state, revealed=((p, hand),), card=None, passed=None, skipped=None)
    return _end_round(s, EndKind.FORCED, p, events)


def _forced_play(state: WhispersState, action: ForcedPlay, events: list[Event]) -> WhispersState:
    p = state.turn
    card = _first_card(state.hands[p], action.character, action.colour)
    assert card is not None
    events.append(Event("whispers.12.A6", Message(
        "whispers.ev.forced_play", player=_who(state, p),
        card=card_name(action.character, action.colour))))
    s = _replace(state, hands=_set(state.hands, p, _without(state.hands[p], (card,))),
                 areas=_set(state.areas, p, state.areas[p] + (card,)), card=card,
                 revealed=((p, state.hands[p]),), passed=None, skipped=SkipReason.ROUND_ENDED,
                 played_in_round=state.played_in_round + 1)
    return _end_round(s, EndKind.FORCED, p, events)


def _skip(state: WhispersState, action: Skip, events: list[Event]) -> WhispersState:
    assert state.card is not None
    ch = CH[state.card]
    events.append(Event("whispers.12.A3", Message(
        "whispers.ev.skip", player=_who(state, state.turn), card=CHARACTER_NAMES[ch])))
    return _finish(_replace(state, skipped=SkipReason.SKIPPED, phase=Phase.PLAY), events)


def _wizard_rule(s: WhispersState) -> str:
    """The Wizard's default reading (§4.2) or, with either A1 option changed, §12 A1."""
    default = s.options.wizard_equal_counts and s.options.wizard_target_pick is WizardPick.RANDOM
    return "whispers.4.2.wizard" if default else "whispers.12.A1"


def _choose_target(state: WhispersState, action: ChooseTarget,
                   events: list[Event]) -> WhispersState:
    events.append(Event(_wizard_rule(state), Message(
        "whispers.ev.wizard_target", player=_who(state, state.turn),
        target=_who(state, action.seat))))
    return _replace(state, phase=Phase.WIZARD_GIVE, target=action.seat, chosen=())


def _give(state: WhispersState, action: Give, events: list[Event]) -> WhispersState:
    p = state.turn
    card = _first_card(_without(state.hands[p], state.chosen), action.character, action.colour)
    assert card is not None
    chosen = state.chosen + (card,)
    s = _replace(state, chosen=chosen)
    events.append(Event(
        _wizard_rule(state),
        Message("whispers.ev.give_chosen", player=_who(state, p), card=card_name(CH[card],
                                                                             CO[card]),
                n=len(chosen)),
        actor=p, public=Message("whispers.ev.give_chosen_public", player=_who(state, p),
                                n=len(chosen)),
        visible_to=frozenset((p,)),
    ))
    if state.options.wizard_equal_counts:
        limit = min(len(state.hands[p]), len(state.hands[state.target or 0]))
    else:
        limit = len(state.hands[p])
    if len(chosen) >= limit:
        return _after_giving(s, events)
    return s


def _finish_giving(state: WhispersState, action: FinishGiving,
                   events: list[Event]) -> WhispersState:
    events.append(Event(_wizard_rule(state), Message(
        "whispers.ev.give_done", player=_who(state, state.turn), n=len(state.chosen)),
        actor=state.turn))
    return _after_giving(state, events)


def _after_giving(s: WhispersState, events: list[Event]) -> WhispersState:
    if not s.options.wizard_equal_counts:
        return _replace(s, phase=Phase.WIZARD_COUNT)
    return _start_taking(s, len(s.chosen), events)


def _take_count(state: WhispersState, action: TakeCount, events: list[Event]) -> WhispersState:
    events.append(Event(_wizard_rule(state), Message(
        "whispers.ev.take_count", player=_who(state, state.turn),
        target=_who(state, state.target or 0), n=action.count), actor=state.turn))
    return _start_taking(state, action.count, events)


def _start_taking(s: WhispersState, count: int, events: list[Event]) -> WhispersState:
    s = _replace(s, take_count=count, taken=())
    if s.options.wizard_target_pick is not WizardPick.RANDOM:
        return _replace(s, phase=Phase.WIZARD_TAKE)
    rest = list(s.hands[s.target or 0])
    rng = s.rng
    assert rng is not None
    taken = []
    for _ in range(count):
        i, rng = rng.below(len(rest))
        taken.append(rest.pop(i))
    return _exchange(_replace(s, taken=tuple(taken), rng=rng), events)


def _take_card(state: WhispersState, action: TakeFrom | HandOver,
               events: list[Event]) -> WhispersState:
    t = state.target or 0
    card = _first_card(_without(state.hands[t], state.taken), action.character, action.colour)
    assert card is not None
    s = _replace(state, taken=state.taken + (card,))
    p = state.turn
    hands_over = isinstance(action, HandOver)
    key = "whispers.ev.hand_over" if hands_over else "whispers.ev.take_chosen"
    names = dict(player=_who(state, p), target=_who(state, t), n=len(s.taken),
                 m=s.take_count)
    events.append(Event(
        _wizard_rule(state),
        Message(key, card=card_name(CH[card], CO[card]), **names),
        actor=t if hands_over else p,
        public=Message(key + "_public", **names),
        visible_to=frozenset((p, t)),
    ))
    if len(s.taken) >= s.take_count:
        return _exchange(s, events)
    return s


def _exchange(s: WhispersState, events: list[Event]) -> WhispersState:
    p, t = s.turn, s.target or 0
    give, take = s.chosen, s.taken
    hands = _set(s.hands, p, tuple(sorted(_without(s.hands[p], give) + take)))
    hands = _set(hands, t, tuple(sorted(_without(hands[t], take) + give)))
    events.append(Event(
        _wizard_rule(s),
        Message("whispers.ev.exchange", player=_who(s, p), target=_who(s, t),
                gave=Join(card_name(CH[c], CO[c]) for c in give),
                took=Join(card_name(CH[c], CO[c]) for c in take)),
        actor=p,
        public=Message("whispers.ev.exchange_public", player=_who(s, p), target=_who(s, t),
                       n=len(give), m=len(take)),
        visible_to=frozenset((p, t)),
    ))
    return _finish(_replace(s, hands=hands, chosen=(), taken=(), take_count=0,
                            phase=Phase.PLAY), events)


def _discard(state: WhispersState, action: Discard, events: list[Event]) -> WhispersState:
    p = state.turn
    card = _first_card(state.hands[p], action.character, action.colour)
    assert card is not None
    hand = _without(state.hands[p], (card,))
    discards = state.discards + (card,)
    draw, rng = state.draw, state.rng
    if not draw and discards:
        assert rng is not None
        draw, rng = rng.shuffle(sorted(discards))
        discards = ()
        events.append(Event("whispers.12.A9", Message("whispers.ev.maid_reshuffle")))
    drawn = None
    if draw:
        drawn, draw = draw[0], draw[1:]
        hand = tuple(sorted(hand + (drawn,)))
    events.append(Event(
        "whispers.4.2.maid",
        Message("whispers.ev.maid", player=_who(state, p), card=card_name(action.character,
                                                                        action.colour),
                drawn=card_name(CH[drawn], CO[drawn]) if drawn is not None else "—"),
        actor=p, public=Message("whispers.ev.maid_public", player=_who(state, p)),
        visible_to=frozenset((p,)),
    ))
    return _finish(_replace(state, hands=_set(state.hands, p, hand), draw=draw,
                            discards=discards, rng=rng, phase=Phase.PLAY), events)


def _butler_rule(s: WhispersState) -> str:
    """The Butler's default reading (§4.2) or, with `butler_requires_own_area`, §12 A2."""
    return "whispers.12.A2" if s.options.butler_requires_own_area else "whispers.4.2.butler"


def _swap_pick(state: WhispersState, action: SwapPick, events: list[Event]) -> WhispersState:
    x = _card_in_area(state, action.seat, action.character)
    assert x is not None
    events.append(Event(_butler_rule(state), Message(
        "whispers.ev.swap_pick", player=_who(state, state.turn), a=_who(state, action.seat),
        x=card_name(CH[x], CO[x])), actor=state.turn))
    return _replace(state, phase=Phase.BUTLER_SECOND, pick=(action.seat, action.character))


def _swap_with(state: WhispersState, action: SwapWith, events: list[Event]) -> WhispersState:
    assert state.pick is not None
    a, cha = state.pick
    b = action.seat
    x = _card_in_area(state, a, cha)
    y = _card_in_area(state, b, action.character)
    assert x is not None and y is not None
    areas = _set(state.areas, a, tuple(y if c == x else c for c in state.areas[a]))
    areas = _set(areas, b, tuple(x if c == y else c for c in areas[b]))
    events.append(Event(_butler_rule(state), Message(
        "whispers.ev.swap", player=_who(state, state.turn), a=_who(state, a),
        x=card_name(CH[x], CO[x]), b=_who(state, b), y=card_name(CH[y], CO[y]))))
    return _finish(_replace(state, areas=areas, pick=None, phase=Phase.PLAY), events)


def _take_back(state: WhispersState, action: TakeBack, events: list[Event]) -> WhispersState:
    p = state.turn
    card = _card_in_area(state, p, action.character)
    assert card is not None
    area = tuple(c for c in state.areas[p] if c != card)
    hand = tuple(sorted(state.hands[p] + (card,)))
    events.append(Event("whispers.4.2.guard", Message(
        "whispers.ev.take_back", player=_who(state, p), card=card_name(CH[card], CO[card]))))
    return _finish(_replace(state, hands=_set(state.hands, p, hand),
                            areas=_set(state.areas, p, area), phase=Phase.PLAY), events)


_HANDLERS: dict[type[Any], Any] = {
    Play: _play,
    PassTo: _pass_to,
    ShowHand: _show_hand,
    ForcedPlay: _forced_play,
    Skip: _skip,
    ChooseTarget: _choose_target,
    Give: _give,
    FinishGiving: _finish_giving,
    TakeCount: _take_count,
    TakeFrom: _take_card,
    HandOver: _take_card,
    Discard: _discard,
    SwapPick: _swap_pick,
    SwapWith: _swap_with,
    TakeBack: _take_back,
}


# -- refusals --------------------------------------------------------------------------------


def _refusal(state: WhispersState, action: Action) -> Message:
    """Which rule forbids `action` in `state` (the action is known to be illegal)."""
    phase, p = state.phase, state.turn
    if phase is Phase.OVER:
        return Message("engine.error.game_over")
    kind = type(action)
    wanted = _PHASE_OF.get(kind)
    if wanted is None:
        return Message("engine.error.not_legal", action=action)
    if phase not in wanted:
        return _wrong_phase(state, action)
    if isinstance(action, Play):
        return _play_refusal(state, action)
    if isinstance(action, (ShowHand, ForcedPlay)):
        if any(is_playable(state, p, c) for c in state.hands[p]):
            return Message("whispers.why.has_legal")
        if isinstance(action, ShowHand):
            return Message("whispers.why.must_place")
        return Message("whispers.why.not_in_hand", card=card_name(action.character,
                                                                   action.colour))
    if isinstance(action, Skip):
        return Message("whispers.why.mandatory")
    if isinstance(action, ChooseTarget):
        if action.seat == p:
            return Message("whispers.why.wizard_self")
        if not 0 <= action.seat < state.players:
            return Message("whispers.why.no_player", player=str(action.seat))
        return Message("whispers.why.empty_hand", player=_who(state, action.seat))
    if isinstance(action, PassTo):
        if not 0 <= action.seat < state.players:
            return Message("whispers.why.no_player", player=str(action.seat))
        counts = pass_counts(state)
        return Message("whispers.why.not_fewest", player=_who(state, action.seat),
                       n=counts[action.seat], low=min(counts))
    if isinstance(action, (Give, TakeFrom, HandOver, Discard)):
        owner = state.target if isinstance(action, (TakeFrom, HandOver)) else p
        return Message("whispers.why.not_in_hand_of", player=_who(state, owner or 0),
                       card=card_name(action.character, action.colour))
    if isinstance(action, FinishGiving):
        return Message("whispers.why.give_one")
    if isinstance(action, TakeCount):
        return Message("whispers.why.take_count", n=action.count,
                       high=len(state.hands[state.target or 0]))
    if isinstance(action, TakeBack):
        if state.card is not None and CH[state.card] == action.character:
            return Message("whispers.why.guard_itself")
        return Message("whispers.why.not_in_area", player=_who(state, p),
                       card=CHARACTER_NAMES[action.character])
    if isinstance(action, (SwapPick, SwapWith)):
        return _swap_refusal(state, action)
    return Message("engine.error.not_legal", action=action)


_PHASE_OF: dict[type[Any], frozenset[Phase]] = {
    Play: frozenset({Phase.PLAY}),
    ShowHand: frozenset({Phase.PLAY}),
    ForcedPlay: frozenset({Phase.PLAY}),
    Skip: OPTIONAL_PHASES,
    ChooseTarget: frozenset({Phase.WIZARD_TARGET}),
    Give: frozenset({Phase.WIZARD_GIVE}),
    FinishGiving: frozenset({Phase.WIZARD_GIVE}),
    TakeCount: frozenset({Phase.WIZARD_COUNT}),
    TakeFrom: frozenset({Phase.WIZARD_TAKE}),
    HandOver: frozenset({Phase.WIZARD_TAKE}),
    Discard: frozenset({Phase.MAID}),
    SwapPick: frozenset({Phase.BUTLER_FIRST}),
    SwapWith: frozenset({Phase.BUTLER_SECOND}),
    TakeBack: frozenset({Phase.GUARD}),
    PassTo: frozenset({Phase.PASS}),
}

_EFFECT_OF_ACTION: dict[type[Any], Character] = {
    ChooseTarget: Character.WIZARD, Give: Character.WIZARD, FinishGiving: Character.WIZARD,
    TakeCount: Character.WIZARD, TakeFrom: Character.WIZARD, HandOver: Character.WIZARD,
    Discard: Character.MAID, SwapPick: Character.BUTLER, SwapWith: Character.BUTLER,
    TakeBack: Character.GUARD,
}


def _wrong_phase(state: WhispersState, action: Action) -> Message:
    """An action of another step: say why this step is not it (for effects, why the effect
    did not happen when that is the reason)."""
    effect = _EFFECT_OF_ACTION.get(type(action))
    last = state.card
    if effect is not None and last is not None and CH[last] == effect and state.skipped:
        name = CHARACTER_NAMES[effect]
        if state.skipped is SkipReason.SILENCED:
            return Message("whispers.why.silenced", card=name)
        if state.skipped is SkipReason.TOO_EARLY:
            return Message("whispers.why.butler_early")
        if state.skipped is SkipReason.ROUND_ENDED:
            return Message("whispers.why.round_ended", card=name)
        return Message("whispers.why.no_effect", card=name)
    if state.phase is Phase.PLAY:
        return Message("whispers.why.play_first", player=_who(state, state.turn))
    if state.phase is Phase.PASS:
        return Message("whispers.why.choose_pass", player=_who(state, state.turn))
    assert state.card is not None
    return Message("whispers.why.resolve_first", card=CHARACTER_NAMES[CH[state.card]])


def _play_refusal(state: WhispersState, action: Play) -> Message:
    p = state.turn
    name = card_name(action.character, action.colour)
    if _first_card(state.hands[p], action.character, action.colour) is None:
        return Message("whispers.why.not_in_hand", card=name)
    if action.character == JESTER and state.king == JESTER:
        return Message("whispers.why.jester_banned")
    return Message("whispers.why.duplicate", card=CHARACTER_NAMES[action.character])


def _swap_refusal(state: WhispersState, action: SwapPick | SwapWith) -> Message:
    p = state.turn
    card = _card_in_area(state, action.seat, action.character)
    if card is None:
        return Message("whispers.why.not_in_area", player=_seat_or_number(state, action.seat),
                       card=CHARACTER_NAMES[action.character])
    if card == state.card:
        return Message("whispers.why.butler_itself")
    if isinstance(action, SwapPick):
        if state.options.butler_requires_own_area and action.seat != p and not any(
            swap_ok(state, action.seat, card, p, y) for y in state.areas[p]
        ):
            return Message("whispers.why.butler_own")
        return Message("whispers.why.swap_none", card=card_name(CH[card], CO[card]))
    assert state.pick is not None
    a, cha = state.pick
    if a == action.seat:
        return Message("whispers.why.swap_same_area")
    if state.options.butler_requires_own_area and p not in (a, action.seat):
        return Message("whispers.why.butler_own")
    # Name the area that would end up with two of a character.
    x = _card_in_area(state, a, cha)
    y = _card_in_area(state, action.seat, action.character)
    assert x is not None and y is not None
    owner, doubled = (action.seat, cha) if (mask(state.areas[action.seat]) >> CH[x]) & 1 \
        else (a, action.character)
    return Message("whispers.why.swap_duplicate", player=_who(state, owner),
                   card=CHARACTER_NAMES[doubled])


def _seat_or_number(state: WhispersState, seat: int) -> Any:
    return _who(state, seat) if 0 <= seat < state.players else str(seat)


GAME = Whispers()
