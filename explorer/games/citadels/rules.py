"""The rules of Citadels (classic base game) as a `Game`: set-up, the character draft for 2–7
players, the calls in rank order, character turns in sub-steps, the purple districts, game end
and scoring (rules spec citadels §3–§8, options §11).

This module may import only the engine and the modules of this package.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ...engine import (
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
    shown,
)
from ...engine.core import as_int
from .actions import (
    BEGIN_EXCHANGE,
    DECLINE,
    DRAW_CARDS,
    END_TURN,
    FINISH_EXCHANGE,
    RECOVER,
    TAKE_GOLD,
    TAKE_INCOME,
    USE_SMITHY,
    BeginExchange,
    Build,
    Choose,
    Decline,
    Destroy,
    Discard,
    DrawCards,
    EndTurn,
    FinishExchange,
    KeepCard,
    Kill,
    Recover,
    Rob,
    SetAside,
    SwapHands,
    TakeGold,
    TakeIncome,
    UseLaboratory,
    UseSmithy,
)
from .cards import (
    CHARACTER_NAMES,
    CHARACTERS,
    COLOUR_NAMES,
    DECK,
    FACE_UP_COUNT,
    Character,
    District,
)
from .scoring import city_score, rank_players
from .state import (
    Call,
    CallStatus,
    CitadelsOptions,
    CitadelsState,
    DiscardTo,
    DraftKind,
    GraveyardScope,
    LibraryObservatory,
    Phase,
    RemovalOrder,
    Turn,
)
from .state import (
    replace_state as _with,
)
from .state import (
    replace_turn as _turn_with,
)

A, T, M, K, B, ME, AR, W = CHARACTERS

START_GOLD = 2
START_CARDS = 4

_P, _D = DraftKind.PICK, DraftKind.DISCARD


def draft_schedule(players: int) -> tuple[tuple[int, DraftKind], ...]:
    """The draft steps of a round as (seat offset from the Crown, pick or discard) (§5.2–§5.5).
    Whatever remains after the last step is put face down by the last seat."""
    if players == 2:
        return ((0, _P), (1, _P), (1, _D), (0, _P), (0, _D), (1, _P))
    if players == 3:
        return tuple((i % 3, _P) for i in range(6))
    return tuple((i, _P) for i in range(players))


_SCHEDULES = {n: draft_schedule(n) for n in range(2, 8)}


def remove_characters(rng: Rng, players: int, order: RemovalOrder = RemovalOrder.FACE_DOWN_FIRST
                      ) -> tuple[Character, list[Character], list[Character], bool, Rng]:
    """Remove the round's characters (§5.1, §11-A3): (face-down card, face-up cards, cards left
    to choose from, whether the King was drawn face up and put back, the advanced rng).

    The King is never removed face up: drawn face up, it goes back among the cards still
    available and another card is drawn. With the 2016 order the face-down card is then drawn
    at random from everything left, the King included."""
    shuffled, rng = rng.shuffle(CHARACTERS)
    need = FACE_UP_COUNT[players]
    face_down: Character | None = None
    rest = list(shuffled)
    if order is RemovalOrder.FACE_DOWN_FIRST:
        face_down = rest.pop(0)
    face_up: list[Character] = []
    king_skipped = False
    for c in list(rest):
        if len(face_up) == need:
            break
        if c is K:
            king_skipped = True
            continue
        face_up.append(c)
        rest.remove(c)
    if face_down is None:
        i, rng = rng.below(len(rest))
        face_down = rest.pop(i)
    return face_down, face_up, rest, king_skipped, rng


def draft_rule(players: int, step: int | None = None) -> str:
    """The rule id of draft step `step` for a player count (`None`: the cards put face down
    after the last step). With 7 players the first six picks follow the passing draft
    (§5.2); only the seventh player's choice, with the face-down card, is §5.5."""
    if players == 7:
        return "citadels.5.5" if step is None or step >= 6 else "citadels.5.2"
    return {2: "citadels.5.3", 3: "citadels.5.4"}.get(players, "citadels.5.2")


def build_limit(rank: Character) -> int:
    return 3 if rank is AR else 1


def destroy_cost(district: District, city: Sequence[District], options: CitadelsOptions,
                 own_city: bool = False) -> int:
    """What the Warlord pays to destroy `district` in `city` (§3, §11-A13)."""
    cost = district.cost - 1
    if (District.GREAT_WALL in city and district is not District.GREAT_WALL
            and (options.great_wall_own_city or not own_city)):
        cost += 1
    return cost


def _set(items: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    return items[:index] + (value,) + items[index + 1:]


def _remove(items: tuple[Any, ...], value: Any) -> tuple[Any, ...]:
    i = items.index(value)
    return items[:i] + items[i + 1:]


def _unique(items: Sequence[Any]) -> list[Any]:
    return list(dict.fromkeys(items))


_PLAYERS = tuple(Message("engine.player", n=seat + 1) for seat in range(7))


def _player(seat: int) -> Message:
    if 0 <= seat < len(_PLAYERS):
        return _PLAYERS[seat]
    return Message("engine.player", n=seat + 1)


def _name(d: District) -> Text:
    return d.info.name


def _drawn(state: CitadelsState, seat: int, n: int) -> Join | str:
    """The last `n` cards of a seat's hand (just drawn), for that seat's own log."""
    if not n:
        return "—"
    return Join(_name(d) for d in state.hands[seat][-n:])  # type: ignore[arg-type]  # a full state hides no card


class Citadels(Game[CitadelsState]):
    name = "citadels"
    title = Text("Citadels", "あやつり人形")
    min_players = 2
    max_players = 7
    default_players = 4
    Options = CitadelsOptions
    State = CitadelsState
    max_steps = 20_000

    # -- set-up ---------------------------------------------------------------------------

    def check_options(self, options: Any, players: int) -> None:
        # The Crown's own message first: it says which seats are allowed.
        crown = as_int(options.crown)
        if crown is None or not -1 <= crown < players:
            raise OptionError(
                Message("citadels.error.crown", value=shown(options.crown), last=players - 1)
            )
        super().check_options(options, players)
        if not 2 <= options.complete_size <= 14:
            raise OptionError(Message("engine.error.option_value", name="complete_size",
                                      value=shown(options.complete_size), allowed="2–14"))

    def initial(self, players: int, seed: int, options: CitadelsOptions
                ) -> Transition[CitadelsState]:
        rng = Rng.from_seed(seed)
        deck, rng = rng.shuffle(DECK)
        hands = tuple(deck[i * START_CARDS:(i + 1) * START_CARDS] for i in range(players))
        deck = deck[players * START_CARDS:]
        if options.crown < 0:
            crown, rng = rng.below(players)
        else:
            crown = options.crown
        state = CitadelsState(
            players=players, options=options, round=0, phase=Phase.DRAFT, crown=crown,
            gold=(START_GOLD,) * players, hands=hands, cities=((),) * players, deck=deck,
            discard=(), face_down=(), face_up=(), pool=(), draft_step=0, discards=(),
            chosen=((),) * players, revealed=(), killed=None, robbed=None, thief=None,
            turn=None, graveyard=None, calls=(), previous_calls=(), first_complete=None,
            haunted_round=None, rng=rng,
        )
        events = [
            Event("citadels.4", Message("citadels.ev.setup", players=players,
                                        cards=START_CARDS, gold=START_GOLD)),
        ]
        for seat in range(players):
            events.append(Event(
                "citadels.4", Message("citadels.ev.dealt", player=_player(seat),
                                      cards=Join(_name(d) for d in hands[seat])),
                actor=seat,
                public=Message("citadels.ev.dealt_public", player=_player(seat), n=START_CARDS),
                visible_to=frozenset((seat,))))
        events.append(Event("citadels.4.crown", Message("citadels.ev.crown_start",
                                                        player=_player(crown))))
        state = self._start_round(state, events)
        return Transition(state, tuple(events))

    def _start_round(self, state: CitadelsState, events: list[Event]) -> CitadelsState:
        """Shuffle the characters, remove the face-down and face-up ones, open the draft."""
        face_down, face_up, rest, king_skipped, rng = remove_characters(
            state.rng, state.players, state.options.removal_order)  # type: ignore[arg-type]  # views are never applied
        round_no = state.round + 1
        events.append(Event("citadels.5", Message("citadels.ev.round", round=round_no,
                                                  player=_player(state.crown))))
        events.append(Event(
            "citadels.5.1", Message("citadels.ev.face_down", character=face_down),
            public=Message("citadels.ev.face_down_public"), visible_to=frozenset()))
        if face_up:
            events.append(Event("citadels.5.1", Message("citadels.ev.face_up",
                                                        characters=Join(face_up))))
        if king_skipped:
            events.append(Event("citadels.5.1.king", Message("citadels.ev.king_back")))
        state = _with(
            state, round=round_no, phase=Phase.DRAFT, face_down=(face_down,),
            face_up=tuple(face_up), pool=tuple(sorted(rest)), draft_step=0, discards=(),
            chosen=((),) * state.players, revealed=(), killed=None, robbed=None, thief=None,
            turn=None, graveyard=None, previous_calls=state.calls, calls=(), rng=rng,
        )
        return self._enter_draft_step(state, events)

    # -- the draft -----------------------------------------------------------------------

    def drafter(self, state: CitadelsState) -> int:
        offset, _ = _SCHEDULES[state.players][state.draft_step]
        return (state.crown + offset) % state.players

    def draft_kind(self, state: CitadelsState) -> DraftKind:
        return _SCHEDULES[state.players][state.draft_step][1]

    def _enter_draft_step(self, state: CitadelsState, events: list[Event]) -> CitadelsState:
        schedule = _SCHEDULES[state.players]
        if state.draft_step < len(schedule):
            if state.players == 7 and state.draft_step == 6 and state.face_down:
                seat = self.drafter(state)
                card = state.face_down[0]
                events.append(Event(
                    "citadels.5.5", Message("citadels.ev.seventh", player=_player(seat),
                                            character=card),
                    actor=seat, public=Message("citadels.ev.seventh_public",
                                               player=_player(seat)),
                    visible_to=frozenset((seat,))))
                state = _with(state, face_down=(),
                                pool=tuple(sorted(state.pool + (card,))))
            return state
        # The last seat puts the remaining cards face down.
        last = (state.crown + schedule[-1][0]) % state.players
        discards = state.discards + tuple((last, c) for c in state.pool)
        if state.pool:
            events.append(Event(
                draft_rule(state.players),
                Message("citadels.ev.draft_rest", player=_player(last),
                        characters=Join(state.pool)),
                actor=last, public=Message("citadels.ev.draft_rest_public",
                                           player=_player(last)),
                visible_to=frozenset((last,))))
        state = _with(state, pool=(), discards=discards, phase=Phase.TURN)
        return self._call(state, 1, events)

    # -- calling the characters (§5.7) -----------------------------------------------------

    def _call(self, state: CitadelsState, first: int, events: list[Event]) -> CitadelsState:
        calls = list(state.calls)
        gold = state.gold
        crown = state.crown
        for rank in range(first, 9):
            c = Character(rank)
            seat = state.holder(c)
            if seat is None:
                calls.append(_silent_call(state, c, events))
                continue
            if c is state.killed:
                calls.append(Call(c, CallStatus.KILLED, seat, known_to=seat))
                events.append(Event(
                    "citadels.3.assassin",
                    Message("citadels.ev.killed_silent", character=c, n=rank,
                            player=_player(seat)),
                    public=Message("citadels.ev.silent_killed", character=c, n=rank),
                    visible_to=frozenset((seat,))))
                continue
            events.append(Event("citadels.5.7.reveal", Message(
                "citadels.ev.reveal", character=c, n=rank, player=_player(seat)), actor=seat))
            gold, stolen, thief = _theft(state, c, seat, gold, events)
            moved = c is K
            if moved:
                crown = seat
                events.append(Event("citadels.3.king", Message(
                    "citadels.ev.crown", player=_player(seat))))
            calls.append(Call(c, CallStatus.REVEALED, seat, stolen, thief, moved))
            return _with(state, gold=gold, crown=crown, calls=tuple(calls),
                           revealed=state.revealed + (c,), phase=Phase.TURN,
                           turn=Turn(c, seat))
        # End of the round: the killed King's heir takes the Crown.
        heir = state.holder(K) if state.killed is K else None
        if heir is not None:
            crown = heir
            calls.append(Call(K, CallStatus.HEIR, heir, crown=True))
            events.append(Event("citadels.3.king.heir", Message(
                "citadels.ev.heir", player=_player(heir))))
        state = _with(state, gold=gold, crown=crown, calls=tuple(calls), turn=None)
        if state.first_complete is not None:
            events.append(Event("citadels.8", Message("citadels.ev.game_over",
                                                      round=state.round)))
            return _with(state, phase=Phase.OVER)
        return self._start_round(state, events)

    # -- whose turn --------------------------------------------------------------------------

    def current_player(self, state: CitadelsState) -> int | None:
        phase = state.phase
        if phase is Phase.TURN:
            return state.current_turn.seat
        if phase is Phase.DRAFT:
            return self.drafter(state)
        if phase is Phase.GRAVEYARD:
            return state.graveyard_offer[0]
        return None

    # -- legal actions ---------------------------------------------------------------------

    def legal_actions(self, state: CitadelsState) -> list[Action]:
        phase = state.phase
        if phase is Phase.TURN:
            return self._turn_actions(state)
        if phase is Phase.DRAFT:
            kind = Choose if self.draft_kind(state) is _P else Discard
            return [kind(c) for c in state.pool]  # type: ignore[arg-type]  # no None in the pool while drafting
        if phase is Phase.GRAVEYARD:
            seat = state.graveyard_offer[0]
            return [RECOVER, DECLINE] if state.gold[seat] >= 1 else [DECLINE]
        return []

    def _turn_actions(self, state: CitadelsState) -> list[Action]:
        t = state.current_turn
        seat, rank = t.seat, t.rank
        hand = state.hands[seat]
        if t.drawn:
            return [KeepCard(d) for d in _unique(t.drawn)]
        if t.exchange is not None:
            out: list[Action] = [SetAside(d) for d in _unique(hand)]
            if t.exchange:
                out.append(FINISH_EXCHANGE)
            return out
        out = []
        opts = state.options
        gold = state.gold[seat]
        city = state.cities[seat]
        if not t.acted:
            out.append(TAKE_GOLD)
            if len(state.deck) + len(state.discard) >= (2 if opts.draw_needs_two else 1):
                out.append(DRAW_CARDS)
        if not t.power:
            if rank is A:
                out.extend(Kill(c) for c in CHARACTERS[1:]
                           if opts.name_face_up or c not in state.face_up)
            elif rank is T:
                out.extend(Rob(c) for c in CHARACTERS[2:] if c is not state.killed
                           and (opts.name_face_up or c not in state.face_up))
            elif rank is M:
                out.extend(SwapHands(s) for s in range(state.players) if s != seat)
                if hand:
                    out.append(BEGIN_EXCHANGE)
        if not t.income and rank.income_colour is not None:
            out.append(TAKE_INCOME)
        if t.acted and t.built < build_limit(rank):
            out.extend(Build(d) for d in _unique(hand)
                       if d.cost <= gold and d not in city)
        if city:
            if District.LABORATORY in city and not t.laboratory and hand:
                out.extend(UseLaboratory(d) for d in _unique(hand))
            if (District.SMITHY in city and not t.smithy and (state.deck or state.discard)
                    and gold >= opts.smithy.price):
                out.append(USE_SMITHY)
        if t.acted:
            out.append(END_TURN)
            if rank is W:
                out.extend(self._destroy_targets(state))
        return out

    def _bishop_seat(self, state: CitadelsState) -> int | None:
        """The seat protected by a living, revealed Bishop (§3)."""
        if B in state.revealed:
            return state.holder(B)
        return None

    def _destroy_targets(self, state: CitadelsState) -> list[Action]:
        t = state.current_turn
        gold = state.gold[t.seat]
        bishop = self._bishop_seat(state)
        out: list[Action] = []
        for s, city in enumerate(state.cities):
            if len(city) >= state.options.complete_size or not city:
                continue
            if s == bishop and (s != t.seat or state.options.bishop_blocks_own_warlord):
                continue
            for d in city:
                if d is District.KEEP:
                    continue
                if destroy_cost(d, city, state.options, s == t.seat) <= gold:
                    out.append(Destroy(s, d))
        return out

    def candidate_actions(self, state: CitadelsState) -> list[Action]:
        legal = self.legal_actions(state)
        if state.phase is not Phase.TURN:
            if state.phase is Phase.DRAFT and state.players == 2:
                both = [k(c) for c in state.pool for k in (Choose, Discard)]  # type: ignore[arg-type]  # no None in the pool while drafting
                return _unique([*legal, *both])
            return legal
        t = state.current_turn
        extra: list[Action] = [TAKE_GOLD, DRAW_CARDS, TAKE_INCOME, END_TURN]
        extra.extend(Build(d) for d in _unique(state.hands[t.seat]))
        if t.rank is A:
            extra.extend(Kill(c) for c in CHARACTERS)
        elif t.rank is T:
            extra.extend(Rob(c) for c in CHARACTERS)
        elif t.rank is M:
            extra.extend([BEGIN_EXCHANGE, SwapHands(t.seat)])
        elif t.rank is W:
            extra.extend(Destroy(s, d) for s, city in enumerate(state.cities) for d in city)
        return _unique([*legal, *extra])

    # -- why an action is refused ------------------------------------------------------------

    def why_illegal(self, state: CitadelsState, action: Action) -> Message | None:
        reason = self._why(state, action)
        if reason is None and action not in self.legal_actions(state):
            return Message("engine.error.not_legal", action=str(action))
        return reason

    def _why(self, state: CitadelsState, action: Action) -> Message | None:
        phase = state.phase
        if phase is Phase.OVER:
            return Message("engine.error.game_over")
        if phase is Phase.DRAFT:
            if isinstance(action, (Choose, Discard)):
                kind = self.draft_kind(state)
                if isinstance(action, Choose) and kind is not _P:
                    return Message("citadels.why.must_discard")
                if isinstance(action, Discard) and kind is not _D:
                    return Message("citadels.why.must_choose")
                if action.character not in state.pool:
                    return Message("citadels.why.not_in_pool", character=action.character)
                return None
            return Message("citadels.why.drafting")
        if phase is Phase.GRAVEYARD:
            if isinstance(action, Recover):
                if state.gold[state.graveyard_offer[0]] < 1:
                    return Message("citadels.why.graveyard_gold")
                return None
            if isinstance(action, Decline):
                return None
            return Message("citadels.why.graveyard_pending")
        return self._why_turn(state, action)

    def _why_turn(self, state: CitadelsState, action: Action) -> Message | None:
        if isinstance(action, (Choose, Discard)):
            return Message("citadels.why.not_drafting")
        if isinstance(action, (Recover, Decline)):
            return Message("citadels.why.no_graveyard")
        decided, reason = _why_sub_step(state, action)
        if decided:
            return reason
        check = _WHY_TURN.get(type(action))
        if check is None:
            return Message("engine.error.not_legal", action=str(action))
        return check(self, state, action)

    def _why_gold_or_cards(self, state: CitadelsState,
                           action: TakeGold | DrawCards) -> Message | None:
        if state.current_turn.acted:
            return Message("citadels.why.acted")
        left = len(state.deck) + len(state.discard)
        if isinstance(action, DrawCards) and left < (2 if state.options.draw_needs_two else 1):
            return Message("citadels.why.deck_short", n=left)
        return None

    def _why_income(self, state: CitadelsState, action: TakeIncome) -> Message | None:
        t = state.current_turn
        if t.rank.income_colour is None:
            return Message("citadels.why.no_income", character=t.rank)
        if t.income:
            return Message("citadels.why.income_taken")
        return None

    def _why_build(self, state: CitadelsState, action: Build) -> Message | None:
        t = state.current_turn
        d, gold = action.district, state.gold[t.seat]
        if not t.acted:
            return Message("citadels.why.build_before_action")
        if d not in state.hands[t.seat]:
            return Message("citadels.why.not_in_hand", district=_name(d))
        if t.built >= build_limit(t.rank):
            return Message("citadels.why.build_limit", n=build_limit(t.rank), character=t.rank)
        if d in state.cities[t.seat]:
            return Message("citadels.why.duplicate", district=_name(d))
        if d.cost > gold:
            return Message("citadels.why.gold", district=_name(d), cost=d.cost, gold=gold)
        return None

    def _why_laboratory(self, state: CitadelsState, action: UseLaboratory) -> Message | None:
        t = state.current_turn
        if District.LABORATORY not in state.cities[t.seat]:
            return Message("citadels.why.no_district", district=_name(District.LABORATORY))
        if t.laboratory:
            return Message("citadels.why.used", district=_name(District.LABORATORY))
        if action.district not in state.hands[t.seat]:
            return Message("citadels.why.not_in_hand", district=_name(action.district))
        return None

    def _why_smithy(self, state: CitadelsState, action: UseSmithy) -> Message | None:
        t = state.current_turn
        gold, price = state.gold[t.seat], state.options.smithy.price
        if District.SMITHY not in state.cities[t.seat]:
            return Message("citadels.why.no_district", district=_name(District.SMITHY))
        if t.smithy:
            return Message("citadels.why.used", district=_name(District.SMITHY))
        if gold < price:
            return Message("citadels.why.smithy_gold", n=price, gold=gold)
        if not state.deck and not state.discard:
            return Message("citadels.why.deck_short", n=0)
        return None

    def _why_end(self, state: CitadelsState, action: EndTurn) -> Message | None:
        if not state.current_turn.acted:
            return Message("citadels.why.end_before_action")
        return None

    def _why_power(self, state: CitadelsState, action: Action) -> Message | None:
        t = state.current_turn
        needed = {Kill: A, Rob: T, SwapHands: M, BeginExchange: M}[type(action)]
        if t.rank is not needed:
            return Message("citadels.why.not_your_power", character=needed, yours=t.rank)
        if t.power:
            return Message("citadels.why.power_used", character=t.rank)
        if isinstance(action, Kill):
            if action.target is A:
                return Message("citadels.why.kill_self")
            if not state.options.name_face_up and action.target in state.face_up:
                return Message("citadels.why.face_up", character=action.target)
        elif isinstance(action, Rob):
            target = action.target
            if target is A:
                return Message("citadels.why.rob_assassin")
            if target is T:
                return Message("citadels.why.rob_self")
            if target is state.killed:
                return Message("citadels.why.rob_killed", character=target)
            if not state.options.name_face_up and target in state.face_up:
                return Message("citadels.why.face_up", character=target)
        elif isinstance(action, SwapHands):
            if action.seat == t.seat:
                return Message("citadels.why.swap_self")
            if not 0 <= action.seat < state.players:
                return Message("citadels.why.no_seat", player=_player(action.seat))
        elif isinstance(action, BeginExchange) and not state.hands[t.seat]:
            return Message("citadels.why.empty_hand")
        return None

    def _why_destroy(self, state: CitadelsState, action: Destroy) -> Message | None:
        t = state.current_turn
        if t.rank is not W:
            return Message("citadels.why.not_your_power", character=W, yours=t.rank)
        if not t.acted:
            return Message("citadels.why.destroy_before_action")
        if not 0 <= action.seat < state.players:
            return Message("citadels.why.no_seat", player=_player(action.seat))
        city = state.cities[action.seat]
        d = action.district
        if d not in city:
            return Message("citadels.why.not_in_city", district=_name(d),
                           player=_player(action.seat))
        if len(city) >= state.options.complete_size:
            return Message("citadels.why.complete_city", player=_player(action.seat),
                           n=len(city), size=state.options.complete_size)
        if d is District.KEEP:
            return Message("citadels.why.keep")
        bishop = self._bishop_seat(state)
        if action.seat == bishop and (
                action.seat != t.seat or state.options.bishop_blocks_own_warlord):
            return Message("citadels.why.bishop", player=_player(action.seat))
        cost = destroy_cost(d, city, state.options, action.seat == t.seat)
        gold = state.gold[t.seat]
        if cost > gold:
            return Message("citadels.why.destroy_gold", district=_name(d), cost=cost, gold=gold)
        return None

    # -- applying actions --------------------------------------------------------------------

    def apply(self, state: CitadelsState, action: Action) -> Transition[CitadelsState]:
        events: list[Event] = []
        if state.phase is Phase.DRAFT:
            state = self._apply_draft(state, action, events)  # type: ignore[arg-type]  # the phase fixes the class
        elif state.phase is Phase.GRAVEYARD:
            state = self._apply_graveyard(state, action, events)
        else:
            state = self._apply_turn(state, action, events)
        return Transition(state, tuple(events))

    def _apply_draft(self, state: CitadelsState, action: Choose | Discard,
                     events: list[Event]) -> CitadelsState:
        seat = self.drafter(state)
        c = action.character
        pool = _remove(state.pool, c)
        rule = draft_rule(state.players, state.draft_step)
        if isinstance(action, Choose):
            state = _with(state, pool=pool,
                            chosen=_set(state.chosen, seat, state.chosen[seat] + (c,)))
            events.append(Event(
                rule, Message("citadels.ev.chose", player=_player(seat), character=c),
                actor=seat, public=Message("citadels.ev.chose_public", player=_player(seat)),
                visible_to=frozenset((seat,))))
        else:
            state = _with(state, pool=pool, discards=state.discards + ((seat, c),))
            events.append(Event(
                rule, Message("citadels.ev.discarded", player=_player(seat), character=c),
                actor=seat, public=Message("citadels.ev.discarded_public",
                                           player=_player(seat)),
                visible_to=frozenset((seat,))))
        state = _with(state, draft_step=state.draft_step + 1)
        return self._enter_draft_step(state, events)

    def _apply_graveyard(self, state: CitadelsState, action: Action,
                         events: list[Event]) -> CitadelsState:
        owner, d = state.graveyard_offer
        if isinstance(action, Recover):
            state = _with(
                state, gold=_set(state.gold, owner, state.gold[owner] - 1),
                hands=_set(state.hands, owner, state.hands[owner] + (d,)))
            events.append(Event("citadels.2.1.graveyard", Message(
                "citadels.ev.recovered", player=_player(owner), district=_name(d)), actor=owner))
        else:
            state = self._to_discard(state, (d,))
            events.append(Event("citadels.2.1.graveyard", Message(
                "citadels.ev.declined", player=_player(owner), district=_name(d)), actor=owner))
        t = state.current_turn
        # The Warlord's turn ends once the offer is answered.
        events.append(Event("citadels.6.end", Message("citadels.ev.end_turn",
                                                      player=_player(t.seat), character=t.rank),
                            actor=t.seat))
        state = _with(state, graveyard=None, phase=Phase.TURN, turn=None)
        return self._call(state, t.rank + 1, events)

    def _to_discard(self, state: CitadelsState, cards: tuple[District, ...]) -> CitadelsState:
        if state.options.discard_to is DiscardTo.BOTTOM:
            return _with(state, deck=state.deck + cards)
        return _with(state, discard=state.discard + cards)

    def _refill(self, state: CitadelsState, n: int, events: list[Event]) -> CitadelsState:
        """With a discard pile (§11-A4 option), shuffle it into a deck too short for `n`."""
        if len(state.deck) >= n or not state.discard:
            return state
        cards, rng = state.rng.shuffle(state.discard)  # type: ignore[union-attr]  # views are never applied
        events.append(Event("citadels.11.A4", Message("citadels.ev.reshuffle",
                                                      n=len(cards))))
        return _with(state, deck=state.deck + cards, discard=(), rng=rng)

    def _draw(self, state: CitadelsState, seat: int, n: int,
              events: list[Event]) -> tuple[CitadelsState, int]:
        state = self._refill(state, n, events)
        cards = state.deck[:n]
        return _with(state, deck=state.deck[n:],
                       hands=_set(state.hands, seat, state.hands[seat] + cards)), len(cards)

    def _after_action(self, state: CitadelsState, events: list[Event]) -> CitadelsState:
        """The action is complete: the Merchant's gold and the Architect's cards (§3)."""
        t = state.current_turn
        state = _with(state, turn=_turn_with(t, acted=True))
        if t.rank is ME:
            state = _with(state, gold=_set(state.gold, t.seat, state.gold[t.seat] + 1))
            events.append(Event("citadels.3.merchant", Message(
                "citadels.ev.merchant", player=_player(t.seat)), actor=t.seat))
        elif t.rank is AR:
            state, n = self._draw(state, t.seat, 2, events)
            public = Message("citadels.ev.architect", player=_player(t.seat), n=n)
            events.append(Event("citadels.3.architect", Message(
                "citadels.ev.architect_cards", player=_player(t.seat),
                cards=_drawn(state, t.seat, n)), actor=t.seat, public=public,
                visible_to=frozenset((t.seat,))))
        return state

    def _apply_turn(self, state: CitadelsState, action: Action,
                    events: list[Event]) -> CitadelsState:
        """A turn action: each kind has its own `_turn_<kind>` step (the table `_TURN_STEPS`
        below the class)."""
        step = _TURN_STEPS.get(type(action))
        if step is None:
            raise AssertionError(f"unexpected action {action!r}")
        return step(self, state, action, events)

    def _turn_take_gold(self, state: CitadelsState, action: TakeGold,
                        events: list[Event]) -> CitadelsState:
        t = state.current_turn
        seat = t.seat
        me = _player(seat)
        state = _with(state, gold=_set(state.gold, seat, state.gold[seat] + 2))
        events.append(Event("citadels.6.1", Message("citadels.ev.take_gold", player=me),
                            actor=seat))
        return self._after_action(state, events)

    def _turn_draw_cards(self, state: CitadelsState, action: DrawCards,
                         events: list[Event]) -> CitadelsState:
        t = state.current_turn
        seat = t.seat
        me = _player(seat)
        opts = state.options
        city = state.cities[seat]
        library = District.LIBRARY in city
        observatory = District.OBSERVATORY in city
        n = 3 if observatory else 2
        keep = 2 if library else 1
        if library and observatory and (
                opts.library_observatory is LibraryObservatory.DRAW3_KEEP3):
            keep = 3
        state = self._refill(state, n, events)
        drawn = state.deck[:n]
        keep = min(keep, len(drawn))
        state = _with(state, deck=state.deck[n:])
        rule = ("citadels.2.1.observatory" if observatory else
                "citadels.2.1.library" if library else "citadels.6.1")
        if keep == len(drawn):
            state = _with(state, hands=_set(state.hands, seat, state.hands[seat] + drawn))
            events.append(Event(rule, Message(
                "citadels.ev.drew_kept", player=me, cards=Join(_name(d) for d in drawn)),  # type: ignore[arg-type]  # a full state hides no card
                actor=seat, public=Message("citadels.ev.drew_kept_public", player=me,
                                           n=len(drawn)), visible_to=frozenset((seat,))))
            return self._after_action(state, events)
        events.append(Event(rule, Message(
            "citadels.ev.drew", player=me, cards=Join(_name(d) for d in drawn),  # type: ignore[arg-type]  # a full state hides no card
            keep=keep),
            actor=seat, public=Message("citadels.ev.drew_public", player=me, n=len(drawn),
                                       keep=keep), visible_to=frozenset((seat,))))
        return _with(state, turn=_turn_with(t, drawn=drawn, keep=keep))

    def _turn_keep_card(self, state: CitadelsState, action: KeepCard,
                        events: list[Event]) -> CitadelsState:
        t = state.current_turn
        seat = t.seat
        me = _player(seat)
        d: District = action.district
        drawn = _remove(t.drawn, d)
        state = _with(state, hands=_set(state.hands, seat, state.hands[seat] + (d,)))
        events.append(Event("citadels.6.1", Message("citadels.ev.kept", player=me,
                                                    district=_name(d)),
                            actor=seat, public=Message("citadels.ev.kept_public", player=me),
                            visible_to=frozenset((seat,))))
        if t.keep > 1 and drawn:
            return _with(state, turn=_turn_with(t, drawn=drawn, keep=t.keep - 1))
        state = _with(state, deck=state.deck + drawn, turn=_turn_with(t, drawn=(), keep=0))
        return self._after_action(state, events)

    def _turn_take_income(self, state: CitadelsState, action: TakeIncome,
                          events: list[Event]) -> CitadelsState:
        t = state.current_turn
        seat = t.seat
        me = _player(seat)
        colour = t.rank.income_colour
        city = state.cities[seat]
        n = sum(1 for x in city if x.colour is colour)
        school = District.SCHOOL_OF_MAGIC in city
        n += school
        state = _with(state, gold=_set(state.gold, seat, state.gold[seat] + n),
                        turn=_turn_with(t, income=True))
        events.append(Event("citadels.7", Message(
            "citadels.ev.income", player=me, n=n, colour=COLOUR_NAMES[colour],  # type: ignore[index]  # colour income: the rank has a colour
            school=Message("citadels.ev.school") if school else ""), actor=seat))
        return state

    def _turn_build(self, state: CitadelsState, action: Build,
                    events: list[Event]) -> CitadelsState:
        t = state.current_turn
        seat = t.seat
        me = _player(seat)
        d = action.district
        city = state.cities[seat] + (d,)
        state = _with(
            state, gold=_set(state.gold, seat, state.gold[seat] - d.cost),
            hands=_set(state.hands, seat, _remove(state.hands[seat], d)),
            cities=_set(state.cities, seat, city), turn=_turn_with(t, built=t.built + 1))
        events.append(Event("citadels.6.3", Message(
            "citadels.ev.built", player=me, district=_name(d), cost=d.cost), actor=seat))
        if d is District.HAUNTED_CITY:
            state = _with(state, haunted_round=state.round)
        if len(city) >= state.options.complete_size and state.first_complete is None:
            state = _with(state, first_complete=seat)
            events.append(Event("citadels.8", Message("citadels.ev.complete", player=me,
                                                      n=len(city))))
        return state

    def _turn_kill(self, state: CitadelsState, action: Kill,
                   events: list[Event]) -> CitadelsState:
        t = state.current_turn
        seat = t.seat
        me = _player(seat)
        target = action.target
        events.append(Event("citadels.3.assassin", Message(
            "citadels.ev.kill", player=me, character=target), actor=seat))
        return _with(state, killed=target, turn=_turn_with(t, power=True))

    def _turn_rob(self, state: CitadelsState, action: Rob,
                  events: list[Event]) -> CitadelsState:
        t = state.current_turn
        seat = t.seat
        me = _player(seat)
        target = action.target
        events.append(Event("citadels.3.thief", Message(
            "citadels.ev.rob", player=me, character=target), actor=seat))
        return _with(state, robbed=target, thief=seat, turn=_turn_with(t, power=True))

    def _turn_swap_hands(self, state: CitadelsState, action: SwapHands,
                         events: list[Event]) -> CitadelsState:
        t = state.current_turn
        seat = t.seat
        me = _player(seat)
        other = action.seat
        hands = _set(_set(state.hands, seat, state.hands[other]), other, state.hands[seat])
        events.append(Event("citadels.3.magician", Message(
            "citadels.ev.swap", player=me, other=_player(other),
            mine=len(state.hands[seat]), theirs=len(state.hands[other])), actor=seat))
        return _with(state, hands=hands, turn=_turn_with(t, power=True))

    def _turn_begin_exchange(self, state: CitadelsState, action: BeginExchange,
                             events: list[Event]) -> CitadelsState:
        t = state.current_turn
        seat = t.seat
        me = _player(seat)
        events.append(Event("citadels.3.magician", Message("citadels.ev.exchange_begin",
                                                           player=me), actor=seat))
        return _with(state, turn=_turn_with(t, power=True, exchange=()))

    def _turn_set_aside(self, state: CitadelsState, action: SetAside,
                        events: list[Event]) -> CitadelsState:
        t = state.current_turn
        seat = t.seat
        d = action.district
        return _with(state, hands=_set(state.hands, seat, _remove(state.hands[seat], d)),
                       turn=_turn_with(t, exchange=t.exchange + (d,)))  # type: ignore[operator]  # exchange is set while exchanging

    def _turn_finish_exchange(self, state: CitadelsState, action: FinishExchange,
                              events: list[Event]) -> CitadelsState:
        t = state.current_turn
        seat = t.seat
        me = _player(seat)
        aside: tuple[District, ...] = t.exchange  # type: ignore[assignment]  # exchange is set while exchanging
        state = _with(state, deck=state.deck + aside, turn=_turn_with(t, exchange=None))
        drawn = state.deck[:len(aside)]
        state, n = self._draw(state, seat, len(aside), events)
        events.append(Event("citadels.3.magician", Message(
            "citadels.ev.exchange_cards", player=me, aside=Join(_name(d) for d in aside),
            drawn=Join(_name(d) for d in drawn)),  # type: ignore[arg-type]  # a full state hides no card
            actor=seat, public=Message("citadels.ev.exchange", player=me, n=len(aside)),
            visible_to=frozenset((seat,))))
        return state

    def _turn_use_laboratory(self, state: CitadelsState, action: UseLaboratory,
                             events: list[Event]) -> CitadelsState:
        t = state.current_turn
        seat = t.seat
        me = _player(seat)
        d = action.district
        state = _with(state, hands=_set(state.hands, seat, _remove(state.hands[seat], d)),
                        gold=_set(state.gold, seat, state.gold[seat] + 1),
                        turn=_turn_with(t, laboratory=True))
        state = self._to_discard(state, (d,))
        events.append(Event("citadels.2.1.laboratory", Message(
            "citadels.ev.laboratory", player=me, district=_name(d)), actor=seat,
            public=Message("citadels.ev.laboratory_public", player=me),
            visible_to=frozenset((seat,))))
        return state

    def _turn_use_smithy(self, state: CitadelsState, action: UseSmithy,
                         events: list[Event]) -> CitadelsState:
        t = state.current_turn
        seat = t.seat
        me = _player(seat)
        opts = state.options
        price, draws = opts.smithy.price, opts.smithy.draws
        state = _with(state, gold=_set(state.gold, seat, state.gold[seat] - price),
                        turn=_turn_with(t, smithy=True))
        state, n = self._draw(state, seat, draws, events)
        events.append(Event("citadels.2.1.smithy", Message(
            "citadels.ev.smithy_cards", player=me, price=price, cards=_drawn(state, seat, n)),
            actor=seat, public=Message("citadels.ev.smithy", player=me, price=price, n=n),
            visible_to=frozenset((seat,))))
        return state

    def _turn_end_turn(self, state: CitadelsState, action: EndTurn,
                       events: list[Event]) -> CitadelsState:
        t = state.current_turn
        seat = t.seat
        me = _player(seat)
        events.append(Event("citadels.6.end", Message("citadels.ev.end_turn", player=me,
                                                      character=t.rank), actor=seat))
        return self._call(_with(state, turn=None), t.rank + 1, events)

    def _apply_destroy(self, state: CitadelsState, action: Destroy,
                       events: list[Event]) -> CitadelsState:
        t = state.current_turn
        seat, target, d = t.seat, action.seat, action.district
        city = state.cities[target]
        cost = destroy_cost(d, city, state.options, target == seat)
        state = _with(state, gold=_set(state.gold, seat, state.gold[seat] - cost),
                        cities=_set(state.cities, target, _remove(city, d)))
        events.append(Event("citadels.3.warlord", Message(
            "citadels.ev.destroy", player=_player(seat), district=_name(d),
            other=_player(target), cost=cost), actor=seat))
        owner = self._graveyard_owner(state, seat, target, d)
        if owner is not None:
            events.append(Event("citadels.2.1.graveyard", Message(
                "citadels.ev.graveyard_offer", player=_player(owner), district=_name(d))))
            return _with(state, phase=Phase.GRAVEYARD, graveyard=(owner, d))
        state = self._to_discard(state, (d,))
        events.append(Event("citadels.6.end", Message("citadels.ev.end_turn",
                                                      player=_player(seat), character=t.rank),
                            actor=seat))
        return self._call(_with(state, turn=None), t.rank + 1, events)

    def _graveyard_owner(self, state: CitadelsState, warlord: int, target: int,
                         d: District) -> int | None:
        """Who may take the destroyed card back with the Graveyard (§2.1, §11-A5)."""
        if d is District.GRAVEYARD:
            return None
        for step in range(1, state.players + 1):
            s = (warlord + step) % state.players
            if s == warlord or District.GRAVEYARD not in state.cities[s]:
                continue
            if state.options.graveyard_scope is GraveyardScope.OWN_CITY and s != target:
                return None
            return s if state.gold[s] >= 1 else None
        return None

    # -- the end ---------------------------------------------------------------------------

    def outcome(self, state: CitadelsState) -> Outcome | None:
        if state.phase is not Phase.OVER:
            return None
        scores = []
        breakdowns = []
        for seat, city in enumerate(state.cities):
            late = (District.HAUNTED_CITY,) if state.haunted_round == state.round else ()
            result = city_score(city, first_complete=state.first_complete == seat,
                                built_in_final_round=late, **state.options.score_values())
            scores.append(result.total)
            breakdowns.append(result)
        winners, tiebreak = rank_players(scores, [b.base for b in breakdowns], state.gold,
                                         state.options.tiebreak)
        names = Join(_player(w) for w in winners)
        key = "engine.outcome.winner" if len(winners) == 1 else "engine.outcome.winners"
        return Outcome(tuple(scores), tuple(winners), Message(key, players=names), tiebreak,
                       {"breakdowns": tuple(breakdowns), "first_complete": state.first_complete})

    # -- hidden information ----------------------------------------------------------------

    def describe_action(self, state: CitadelsState, action: Any, lang: str) -> str:
        """Destroy buttons also say what the Warlord would pay (§3, the Great Wall)."""
        text = str(action.describe(lang))
        turn = state.turn
        if isinstance(action, Destroy) and turn is not None and 0 <= action.seat < state.players:
            cost = destroy_cost(action.district, state.cities[action.seat], state.options,
                                action.seat == turn.seat)
            text += Message("citadels.act.price", cost=cost).label(lang)
        return text

    def view(self, state: CitadelsState, seat: int | None) -> CitadelsState:
        if seat is None:
            return state
        seat = self.check_seat(seat, state)
        hidden = None
        hands = tuple(h if s == seat else (hidden,) * len(h) for s, h in enumerate(state.hands))
        revealed = state.revealed
        chosen = tuple(c if s == seat else tuple(x if x in revealed else None for x in c)
                       for s, c in enumerate(state.chosen))
        pool = state.pool
        if state.phase is Phase.DRAFT and self.drafter(state) != seat:
            pool = (None,) * len(pool)
        discards = tuple((s, c if s == seat else None) for s, c in state.discards)
        turn = state.turn
        if turn is not None and turn.seat != seat and (turn.drawn or turn.exchange):
            turn = _turn_with(turn, drawn=(None,) * len(turn.drawn),
                           exchange=None if turn.exchange is None
                           else (None,) * len(turn.exchange))
        return _with(
            state, hands=hands, deck=(None,) * len(state.deck), chosen=chosen, pool=pool,
            face_down=(None,) * len(state.face_down), discards=discards, turn=turn,
            calls=mask_calls(state.calls, seat),
            previous_calls=mask_calls(state.previous_calls, seat), rng=None)

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

    def all_cards(self, state: CitadelsState) -> tuple[Any, ...]:
        return DECK + CHARACTERS

    # -- positions -------------------------------------------------------------------------

    def position_problem(self, state: CitadelsState) -> Message | None:
        from .positions import position_problem

        return position_problem(state)

    def card_label(self, card: Any) -> Any:
        if isinstance(card, District):
            return _name(card)
        return CHARACTER_NAMES[card] if isinstance(card, Character) else card


def _silent_call(state: CitadelsState, c: Character, events: list[Event]) -> Call:
    """The call of a rank no seat holds: why it is silent, and the log line."""
    if c in state.face_up:
        call = Call(c, CallStatus.FACE_UP)
    elif c in state.face_down:
        call = Call(c, CallStatus.FACE_DOWN)
    else:
        knower = next((s for s, d in state.discards if d is c), None)
        call = Call(c, CallStatus.NOT_CHOSEN, known_to=knower)
    # Said the same way as for a held, killed rank: the log must not tell the other seats
    # whether the Assassin's kill hit anyone (§3).
    key = "citadels.ev.silent_killed" if c is state.killed else "citadels.ev.silent"
    events.append(Event("citadels.5.7", Message(key, character=c, n=int(c))))
    return call


def _theft(state: CitadelsState, c: Character, seat: int, gold: tuple[int, ...],
           events: list[Event]) -> tuple[tuple[int, ...], int | None, int | None]:
    """The Thief's take when the robbed rank `c` is revealed at `seat`: the new gold, what was
    stolen and by whom (`None`, `None` when `c` was not robbed)."""
    thief = state.thief
    if c is not state.robbed or thief is None:
        return gold, None, None
    if thief == seat:
        # With 2-3 players the Thief may have named his own other character.
        events.append(Event("citadels.3.thief.theft", Message(
            "citadels.ev.theft_own", player=_player(seat), character=c), actor=thief))
        return gold, 0, thief
    stolen = gold[seat]
    gold = _set(_set(gold, thief, gold[thief] + stolen), seat, 0)
    events.append(Event("citadels.3.thief.theft", Message(
        "citadels.ev.theft", thief=_player(thief), player=_player(seat), n=stolen),
        actor=thief))
    return gold, stolen, thief


def _why_sub_step(state: CitadelsState, action: Action) -> tuple[bool, Message | None]:
    """The refusal while a draw waits for its kept card or the Magician's exchange is open (or
    the refusal of a sub-step action outside them): `(True, reason)`; `(False, None)` when the
    turn is at neither."""
    t = state.current_turn
    if t.drawn:
        if isinstance(action, KeepCard):
            if action.district not in t.drawn:
                return True, Message("citadels.why.not_drawn", district=_name(action.district))
            return True, None
        return True, Message("citadels.why.keep_first")
    if isinstance(action, KeepCard):
        return True, Message("citadels.why.nothing_drawn")
    if t.exchange is not None:
        if isinstance(action, SetAside):
            if action.district not in state.hands[t.seat]:
                return True, Message("citadels.why.not_in_hand", district=_name(action.district))
            return True, None
        if isinstance(action, FinishExchange):
            return True, Message("citadels.why.exchange_empty") if not t.exchange else None
        return True, Message("citadels.why.exchange_open")
    if isinstance(action, (SetAside, FinishExchange)):
        return True, Message("citadels.why.no_exchange")
    return False, None


#: Why a turn action is refused, by its class (after `_why_sub_step`).
_WhyStep = Callable[["Citadels", CitadelsState, Any], "Message | None"]
_WHY_TURN: dict[type[Action], _WhyStep] = {
    TakeGold: Citadels._why_gold_or_cards,
    DrawCards: Citadels._why_gold_or_cards,
    TakeIncome: Citadels._why_income,
    Build: Citadels._why_build,
    Kill: Citadels._why_power,
    Rob: Citadels._why_power,
    SwapHands: Citadels._why_power,
    BeginExchange: Citadels._why_power,
    UseLaboratory: Citadels._why_laboratory,
    UseSmithy: Citadels._why_smithy,
    EndTurn: Citadels._why_end,
    Destroy: Citadels._why_destroy,
}


#: The step that applies each kind of turn action.
_TurnStep = Callable[["Citadels", CitadelsState, Any, list[Event]], CitadelsState]
_TURN_STEPS: dict[type[Action], _TurnStep] = {
    TakeGold: Citadels._turn_take_gold,
    DrawCards: Citadels._turn_draw_cards,
    KeepCard: Citadels._turn_keep_card,
    TakeIncome: Citadels._turn_take_income,
    Build: Citadels._turn_build,
    Kill: Citadels._turn_kill,
    Rob: Citadels._turn_rob,
    SwapHands: Citadels._turn_swap_hands,
    BeginExchange: Citadels._turn_begin_exchange,
    SetAside: Citadels._turn_set_aside,
    FinishExchange: Citadels._turn_finish_exchange,
    UseLaboratory: Citadels._turn_use_laboratory,
    UseSmithy: Citadels._turn_use_smithy,
    EndTurn: Citadels._turn_end_turn,
    Destroy: Citadels._apply_destroy,
}


def mask_calls(calls: tuple[Call, ...], seat: int) -> tuple[Call, ...]:
    """The calls as `seat` knows them: where a silent rank's card is, and who was killed, stay
    private to the seat that knows."""
    out = []
    for call in calls:
        if call.status in _PRIVATE and call.known_to != seat:
            call = Call(call.rank, CallStatus.SILENT)
        out.append(call)
    return tuple(out)


_PRIVATE = frozenset((CallStatus.KILLED, CallStatus.NOT_CHOSEN, CallStatus.FACE_DOWN))
