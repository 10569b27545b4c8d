"""The rule book (actions declared once): which phase allows what, and the rule each refusal
cites (rules spec citadels §3, §5–§7, §2.1)."""

from __future__ import annotations

import pytest

from explorer.engine import testing
from explorer.games.citadels import (
    CHARACTERS,
    GAME,
    BeginExchange,
    Choose,
    Destroy,
    DrawCards,
    Kill,
    Recover,
    Rob,
    SwapHands,
    TakeGold,
    TakeIncome,
)
from explorer.games.citadels import Character as C
from explorer.games.citadels import District as D
from explorer.games.citadels.rules import RULEBOOK

from .helpers import play, position
from .test_random_games import ALTERNATIVES

POWERS = {Kill: C.ASSASSIN, Rob: C.THIEF, SwapHands: C.MAGICIAN, BeginExchange: C.MAGICIAN,
          Destroy: C.WARLORD}


def test_each_power_is_offered_only_in_its_characters_turn():
    """Every turn declares the powers' moves (a variant may give a power to any character);
    in the printed game each power's actions are offered only in its character's turn, and
    each turn's phase cites its character's rule."""
    turns = [row for row in RULEBOOK.table() if row[0].endswith("'s turn")]
    assert len(turns) == len(C)
    for name, rule, kinds, _ in turns:
        assert all(kind.__name__ in kinds for kind in POWERS)
        assert rule == f"citadels.3.{name.removesuffix(chr(39) + 's turn')}"
    for c in CHARACTERS:
        state = position(rank=c, hands={0: [D.MANOR]}, cities={1: [D.TEMPLE]}, gold={0: 9})
        state, _ = play(state, TakeGold())
        offered = {type(a) for a in GAME.candidate_actions(state)}
        for kind, owner in POWERS.items():
            assert (kind in offered) == (c is owner), (c, kind)


def test_another_characters_power_is_refused_citing_that_character():
    state = position(rank=C.THIEF)
    reason = GAME.why_illegal(state, Kill(C.KING))
    assert reason.key == "citadels.why.not_your_power" and reason.rule == "citadels.3.assassin"
    assert "Assassin" in reason.label("en") and "Thief" in reason.label("en")
    reason = GAME.why_illegal(state, Destroy(1, D.MANOR))
    assert reason.rule == "citadels.3.warlord"


def test_refusals_cite_the_rule_that_forbids_them():
    state = position(rank=C.ASSASSIN, hands={0: [D.TEMPLE]})
    assert GAME.why_illegal(state, TakeIncome()).rule == "citadels.7"
    assert GAME.why_illegal(state, Kill(C.ASSASSIN)).rule == "citadels.3.assassin"
    assert GAME.why_illegal(state, Choose(C.KING)).rule == "citadels.5"
    assert GAME.why_illegal(state, Recover()).rule == "citadels.2.1.graveyard"
    acted, _ = play(state, TakeGold())
    assert GAME.why_illegal(acted, DrawCards()).rule == "citadels.6.1"


def test_while_a_drawn_card_waits_the_turn_is_shown_refused():
    state, _ = play(position(rank=C.BISHOP, top=[D.PALACE, D.TEMPLE]), DrawCards())
    shown = GAME.candidate_actions(state)
    assert TakeIncome() in shown
    assert GAME.why_illegal(state, TakeIncome()).key == "citadels.why.keep_first"


@pytest.mark.parametrize("players", range(2, 8))
def test_declared_once_under_every_alternative_reading(players):
    """The conformance check of the declared actions, with every §11 option at its other
    reading (faces-up names forbidden, two cards to draw, the discard pile, ...)."""
    testing.check_declared("citadels", players, 40 + players, **ALTERNATIVES)
