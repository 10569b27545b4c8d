"""The eight characters' powers and timing, on stacked positions (rules spec citadels §3,
§5.7, §6, §7)."""

from __future__ import annotations

from explorer.games.citadels import (
    CHARACTERS,
    GAME,
    BeginExchange,
    Build,
    CallStatus,
    Destroy,
    DrawCards,
    EndTurn,
    FinishExchange,
    KeepCard,
    Kill,
    Phase,
    Rob,
    SetAside,
    SwapHands,
    TakeGold,
    TakeIncome,
    destroy_cost,
)
from explorer.games.citadels import Character as C
from explorer.games.citadels import District as D

from .helpers import keys, play, position, refused


class TestAssassin:
    def test_targets_are_ranks_two_to_eight(self):
        state = position(rank=C.ASSASSIN)
        kills = [a for a in GAME.legal_actions(state) if isinstance(a, Kill)]
        assert [a.target for a in kills] == list(CHARACTERS)[1:]
        assert "another character" in refused(state, Kill(C.ASSASSIN))

    def test_killed_character_is_skipped_silently_and_loses_the_whole_turn(self):
        state = position(rank=C.ASSASSIN, seat=0, chosen={1: [C.MERCHANT], 2: [C.KING]},
                         hands={1: [D.TAVERN]}, gold={1: 5})
        state, events = play(state, Kill(C.MERCHANT), TakeGold(), EndTurn())
        assert GAME.current_player(state) == 2  # King plays; rank 6 will be skipped
        state, events = play(state, TakeGold(), EndTurn())
        assert state.gold[1] == 5 and state.cities[1] == ()
        merchant = next(c for c in state.previous_calls if c.rank is C.MERCHANT)
        assert merchant.status is CallStatus.KILLED and merchant.seat == 1
        event = next(e for e in events if e.message.key == "citadels.ev.killed_silent")
        assert "Player 2" in event.label("en", 1)
        assert "Player 2" not in event.label("en", 0)

    def test_the_public_log_does_not_tell_whether_the_kill_hit(self):
        # §3: the holder of the killed rank stays silent, so the other seats cannot tell a
        # held rank from one that is not in play (here the Merchant is held, then not).
        def called_six(chosen):
            state = position(rank=C.ASSASSIN, seat=0, chosen=chosen)
            _, events = play(state, Kill(C.MERCHANT), TakeGold(), EndTurn())
            (event,) = [e for e in events if e.label("en", 3).startswith("6 Merchant")]
            return event.label("en", 3), event.label("ja", 3)

        held = called_six({1: [C.MERCHANT]})
        absent = called_six({1: [C.WARLORD]})
        assert held == absent and "Assassin" in held[0]

    def test_face_up_ranks_may_be_named_by_default(self):
        # §11-A2, recommended reading: naming a face-up rank is legal (and simply wasted).
        state = position(rank=C.ASSASSIN, face_up=[C.BISHOP, C.WARLORD])
        assert Kill(C.BISHOP) in GAME.legal_actions(state)
        thief = position(rank=C.THIEF, face_up=[C.BISHOP, C.WARLORD])
        assert Rob(C.WARLORD) in GAME.legal_actions(thief)

    def test_option_hides_face_up_ranks(self):
        state = position(rank=C.ASSASSIN, face_up=[C.BISHOP, C.WARLORD], name_face_up=False)
        assert Kill(C.BISHOP) not in GAME.legal_actions(state)
        assert "removed face up" in refused(state, Kill(C.BISHOP))
        thief = position(rank=C.THIEF, face_up=[C.BISHOP, C.WARLORD], name_face_up=False)
        assert "removed face up" in refused(thief, Rob(C.WARLORD))


class TestThief:
    def test_cannot_rob_the_assassin_himself_or_the_killed_character(self):
        state = position(rank=C.THIEF, chosen={1: [C.ASSASSIN]}, killed=C.KING)
        robs = {a.target for a in GAME.legal_actions(state) if isinstance(a, Rob)}
        assert robs == set(list(CHARACTERS)[2:]) - {C.KING}
        assert "cannot rob the Assassin" in refused(state, Rob(C.ASSASSIN))
        assert "killed by the Assassin" in refused(state, Rob(C.KING))
        assert "cannot rob itself" in refused(state, Rob(C.THIEF))

    def test_gold_moves_when_the_target_reveals_before_he_acts(self):
        state = position(rank=C.THIEF, seat=0, chosen={1: [C.MERCHANT]},
                         cities={1: [D.MARKET]}, gold={0: 1, 1: 4})
        state, _ = play(state, Rob(C.MERCHANT), TakeGold(), EndTurn())
        assert state.gold == (7, 0, 2, 2)
        assert GAME.current_player(state) == 1
        # The Merchant's income and bonus come afterwards and are his.
        state, _ = play(state, TakeIncome(), TakeGold())
        assert state.gold[1] == 1 + 2 + 1
        call = next(c for c in state.calls if c.rank is C.MERCHANT)
        assert call.stolen == 4 and call.thief == 0

    def test_robbing_your_own_second_character_moves_no_gold(self):
        # §5.6: with 2 players the Thief's player may also hold the named character; taking
        # his own gold changes nothing, and the log says so instead of "takes all 5 gold".
        state = position(2, rank=C.THIEF, seat=0, chosen={0: [C.KING], 1: [C.BISHOP]},
                         gold={0: 5, 1: 3})
        state, events = play(state, Rob(C.KING), TakeGold(), EndTurn())
        assert state.gold == (7, 3) and state.turn.rank is C.KING
        assert "citadels.ev.theft" not in keys(events)
        own = next(e for e in events if e.message.key == "citadels.ev.theft_own")
        assert "no gold changes hands" in own.label("en") and own.label("ja")
        call = next(c for c in state.calls if c.rank is C.KING)
        assert call.stolen == 0 and call.thief == 0

    def test_nothing_happens_if_the_target_is_not_in_play(self):
        state = position(rank=C.THIEF, seat=0, chosen={1: [C.KING]}, gold={1: 4})
        state, _ = play(state, Rob(C.BISHOP), TakeGold(), EndTurn())
        assert state.gold[1] == 4 and state.turn.seat == 1


class TestMagician:
    def test_swap_hands_even_with_an_empty_hand(self):
        state = position(rank=C.MAGICIAN, hands={0: [], 2: [D.PALACE, D.MANOR]})
        state, _ = play(state, SwapHands(2))
        assert state.hands[0] == (D.PALACE, D.MANOR) and state.hands[2] == ()
        assert "once per turn" in refused(state, SwapHands(1))
        assert "not yourself" in refused(position(rank=C.MAGICIAN), SwapHands(0))

    def test_exchange_with_the_deck_in_steps(self):
        state = position(rank=C.MAGICIAN, hands={0: [D.TEMPLE, D.TAVERN, D.PRISON]},
                         top=[D.PALACE, D.CASTLE])
        state, _ = play(state, BeginExchange())
        assert "Set at least one" in refused(state, FinishExchange())
        assert "Finish the Magician's exchange" in refused(state, TakeGold())
        state, _ = play(state, SetAside(D.TEMPLE), SetAside(D.PRISON), FinishExchange())
        assert state.hands[0] == (D.TAVERN, D.PALACE, D.CASTLE)
        assert state.deck[-2:] == (D.TEMPLE, D.PRISON)
        assert "once per turn" in refused(state, SwapHands(1))

    def test_the_magician_reads_in_his_log_which_cards_he_exchanged(self):
        # §3 (b): his own log names the cards put under the deck and the cards drawn; the
        # other seats only learn how many.
        state = position(rank=C.MAGICIAN, hands={0: [D.TEMPLE, D.TAVERN]}, top=[D.PALACE])
        _, events = play(state, BeginExchange(), SetAside(D.TEMPLE), FinishExchange())
        mine = " ".join(e.label("en", 0) for e in events)
        theirs = " ".join(e.label("en", 1) for e in events)
        assert "Temple" in mine and "Palace" in mine
        assert "Temple" not in theirs and "Palace" not in theirs and "1 card" in theirs
        assert all(e.label("ja", 0) for e in events)

    def test_exchange_needs_cards(self):
        assert "hand is empty" in refused(position(rank=C.MAGICIAN), BeginExchange())


class TestKing:
    def test_crown_on_reveal_and_income(self):
        state = position(rank=C.ASSASSIN, seat=0, chosen={2: [C.KING]}, crown=1,
                         cities={2: [D.MANOR, D.PALACE, D.TAVERN]})
        state, events = play(state, Kill(C.WARLORD), TakeGold(), EndTurn())
        assert state.crown == 2 and "citadels.ev.crown" in keys(events)
        state, _ = play(state, TakeIncome())
        assert state.gold[2] == 4

    def test_killed_king_takes_the_crown_at_the_end_of_the_round(self):
        state = position(rank=C.ASSASSIN, seat=0, chosen={2: [C.KING], 3: [C.WARLORD]},
                         crown=1)
        state, _ = play(state, Kill(C.KING), TakeGold(), EndTurn())
        assert state.crown == 1 and state.turn.seat == 3
        state, events = play(state, TakeGold(), EndTurn())
        assert state.crown == 2 and state.round == 2 and state.phase is Phase.DRAFT
        assert "citadels.ev.heir" in keys(events)
        assert state.previous_calls[-1].status is CallStatus.HEIR

    def test_crown_stays_when_no_king_is_revealed(self):
        state = position(rank=C.WARLORD, seat=0, crown=3)
        state, _ = play(state, TakeGold(), EndTurn())
        assert state.crown == 3 and state.round == 2


class TestBishop:
    def warlord(self, **kw):
        return position(rank=C.WARLORD, seat=0, chosen={1: [C.BISHOP]},
                        cities={1: [D.TEMPLE, D.MANOR]}, gold={0: 9}, **kw)

    def test_living_bishop_is_protected(self):
        state, _ = play(self.warlord(), TakeGold())
        assert not any(isinstance(a, Destroy) and a.seat == 1 for a in GAME.legal_actions(state))
        assert "Bishop" in refused(state, Destroy(1, D.MANOR))

    def test_killed_bishop_is_not_protected(self):
        state, _ = play(self.warlord(killed=C.BISHOP), TakeGold())
        state, _ = play(state, Destroy(1, D.MANOR))
        assert state.cities[1] == (D.TEMPLE,) and state.gold[0] == 11 - 2

    def test_bishop_income(self):
        state = position(rank=C.BISHOP, cities={0: [D.TEMPLE, D.CHURCH, D.MANOR]})
        state, _ = play(state, TakeIncome())
        assert state.gold[0] == 4

    def test_same_player_bishop_and_warlord_may_destroy_his_own(self):
        state = position(2, rank=C.WARLORD, seat=0, chosen={0: [C.BISHOP]},
                         cities={0: [D.MANOR, D.TEMPLE]}, gold={0: 5})
        state, _ = play(state, TakeGold())
        assert Destroy(0, D.MANOR) in GAME.legal_actions(state)
        blocked = position(2, rank=C.WARLORD, seat=0, chosen={0: [C.BISHOP]},
                           cities={0: [D.MANOR]}, gold={0: 5}, bishop_blocks_own_warlord=True)
        blocked, _ = play(blocked, TakeGold())
        assert "Bishop" in refused(blocked, Destroy(0, D.MANOR))


class TestMerchant:
    def test_one_extra_gold_after_either_action(self):
        state, _ = play(position(rank=C.MERCHANT), TakeGold())
        assert state.gold[0] == 5
        state, _ = play(position(rank=C.MERCHANT, top=[D.TAVERN, D.DOCKS]), DrawCards())
        assert state.gold[0] == 2, "the bonus comes after the whole action"
        state, events = play(state, KeepCard(D.DOCKS))
        assert state.gold[0] == 3 and state.hands[0] == (D.DOCKS,)
        assert state.deck[-1] == D.TAVERN

    def test_green_income(self):
        state = position(rank=C.MERCHANT, cities={0: [D.TAVERN, D.MARKET, D.PALACE]})
        state, _ = play(state, TakeIncome())
        assert state.gold[0] == 4


class TestArchitect:
    def test_two_cards_after_the_action_and_three_builds(self):
        hand = [D.TEMPLE, D.TAVERN, D.WATCHTOWER, D.PRISON]
        state = position(rank=C.ARCHITECT, hands={0: hand}, gold={0: 4},
                         top=[D.PALACE, D.CASTLE])
        state, events = play(state, TakeGold())
        assert state.hands[0][-2:] == (D.PALACE, D.CASTLE)
        (extra,) = [e for e in events if e.rule == "citadels.3.architect"]
        assert "Palace and Castle" in extra.label("en", 0) and "宮殿" in extra.label("ja", 0)
        assert "Palace" not in extra.label("en", 1) and "2 extra cards" in extra.label("en", 1)
        state, _ = play(state, Build(D.TEMPLE), Build(D.TAVERN), Build(D.WATCHTOWER))
        assert "at most 3 per turn" in refused(state, Build(D.PRISON))
        assert state.gold[0] == 3

    def test_other_characters_build_once(self):
        state = position(rank=C.KING, hands={0: [D.TEMPLE, D.TAVERN]}, gold={0: 5})
        state, _ = play(state, TakeGold(), Build(D.TEMPLE))
        assert refused(state, Build(D.TAVERN)) == (
            "You have already built this turn: the King may build at most 1 per turn.")

    def test_the_limit_does_not_carry_to_the_same_players_next_character(self):
        state = position(2, rank=C.ARCHITECT, seat=0, chosen={0: [C.WARLORD]},
                         hands={0: [D.TEMPLE, D.TAVERN, D.PRISON, D.MANOR]}, gold={0: 9})
        state, _ = play(state, TakeGold(), Build(D.TEMPLE), Build(D.TAVERN), Build(D.PRISON),
                        EndTurn())
        assert state.turn.rank is C.WARLORD
        state, _ = play(state, TakeGold(), Build(D.MANOR))
        assert state.turn.built == 1
        assert "at most 1 per turn" in refused(state, Build(D.MANOR))


class TestWarlord:
    def test_destroy_costs_cost_minus_one_and_ends_the_turn(self):
        state = position(rank=C.WARLORD, seat=0, chosen={1: [C.KING]},
                         cities={1: [D.WATCHTOWER, D.CATHEDRAL, D.UNIVERSITY]}, gold={0: 3})
        state, _ = play(state, TakeGold())
        assert Destroy(1, D.WATCHTOWER) in GAME.legal_actions(state)
        assert Destroy(1, D.CATHEDRAL) in GAME.legal_actions(state)
        assert Destroy(1, D.UNIVERSITY) in GAME.legal_actions(state)  # 6 - 1 = 5 = his gold
        poor = _acted(position(rank=C.WARLORD, seat=0, cities={1: [D.UNIVERSITY]}, gold={0: 2}))
        assert "costs 5 gold; you have 4" in refused(poor, Destroy(1, D.UNIVERSITY))
        state, events = play(state, Destroy(1, D.CATHEDRAL))
        assert state.gold[0] == 1 and state.cities[1] == (D.WATCHTOWER, D.UNIVERSITY)
        assert state.deck[-1] is D.CATHEDRAL, "destroyed cards go under the deck"
        assert state.round == 2, "the destruction ends the Warlord's turn"

    def test_destroy_only_after_the_action(self):
        state = position(rank=C.WARLORD, seat=0, cities={1: [D.TEMPLE]})
        assert "after the action" in refused(state, Destroy(1, D.TEMPLE))

    def test_costs_with_the_great_wall(self):
        city = (D.WATCHTOWER, D.GREAT_WALL, D.UNIVERSITY, D.CATHEDRAL)
        opts = position().options
        assert [destroy_cost(d, city, opts) for d in city] == [1, 5, 6, 5]
        assert [destroy_cost(d, (d,), opts) for d in (D.WATCHTOWER, D.DRAGON_GATE)] == [0, 5]

    def test_keep_and_complete_cities_are_immune(self):
        full = [D.TEMPLE, D.TAVERN, D.MANOR, D.PRISON, D.CHURCH, D.MARKET, D.CASTLE, D.DOCKS]
        state = _acted(position(rank=C.WARLORD, seat=0, gold={0: 9},
                                cities={1: [D.KEEP, D.TEMPLE], 2: full}))
        assert "Keep cannot be destroyed" in refused(state, Destroy(1, D.KEEP))
        assert "complete" in refused(state, Destroy(2, D.TEMPLE))
        assert Destroy(1, D.TEMPLE) in GAME.legal_actions(state)
        # Nine districts are just as immune, and the reason gives the real count.
        nine = _acted(position(rank=C.WARLORD, seat=0, gold={0: 9},
                               cities={2: [*full, D.HARBOR]}))
        assert "complete (9 districts, 8 or more)" in refused(nine, Destroy(2, D.TEMPLE))

    def test_may_destroy_his_own_district_and_take_red_income(self):
        state = position(rank=C.WARLORD, seat=0, cities={0: [D.WATCHTOWER, D.PRISON]})
        state, _ = play(state, TakeIncome(), TakeGold(), Destroy(0, D.WATCHTOWER))
        assert state.cities[0] == (D.PRISON,) and state.gold[0] == 2 + 2 + 2


def _acted(state):
    state, _ = play(state, TakeGold())
    return state
