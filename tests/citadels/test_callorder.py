"""`call_order`: the constructed walkthrough of the rules spec (§10.2) as data, for every seat's
knowledge, and its variant with a killed King."""

from __future__ import annotations

import pytest

from explorer.engine import ExplorerError, Match, rule
from explorer.games.citadels import (
    CallStatus,
    Choose,
    DraftKind,
    EndTurn,
    Kill,
    Rob,
    TakeGold,
    call_order,
)
from explorer.games.citadels import Character as C
from explorer.games.citadels import deduction as dd

P1, P2, P3, P4 = range(4)


def walkthrough_match(kill=C.ARCHITECT):
    """§10.2: P1 holds the Crown; Bishop face down; the King drawn face up goes back and the
    Warlord is drawn instead (seed 268 deals exactly that)."""
    match = Match("citadels", 4, seed=268, crown=P1)
    state = match.state
    assert state.face_down == (C.BISHOP,) and set(state.face_up) == {C.MERCHANT, C.WARLORD}
    assert state.pool == (C.ASSASSIN, C.THIEF, C.MAGICIAN, C.KING, C.ARCHITECT)
    for action in (Choose(C.KING), Choose(C.ASSASSIN), Choose(C.THIEF), Choose(C.ARCHITECT)):
        match.play(action)
    match.play(Kill(kill))
    match.play(TakeGold())
    match.play(EndTurn())
    assert match.state.turn.rank is C.THIEF
    return match


def thief_then_king(match):
    match.play(Rob(C.KING))
    match.play(TakeGold())
    match.play(EndTurn())


def statuses(walk):
    return [(c.rank, c.status, c.seat) for c in walk.calls]


def test_the_walkthrough_for_everyone():
    match = walkthrough_match()
    thief_then_king(match)
    assert match.state.gold[P1] == 0 and match.state.gold[P3] == 2 + 2 + 2
    match.play(TakeGold())
    match.play(EndTurn())
    assert match.state.round == 2
    walk = call_order(match, round=1)
    assert [(r.character, r.face_up) for r in walk.removed] == [
        (C.BISHOP, False), (C.WARLORD, True), (C.MERCHANT, True)]
    picks = [(d.seat, d.kind, d.character, d.options) for d in walk.draft]
    assert picks[0] == (P1, DraftKind.PICK, C.KING,
                        (C.ASSASSIN, C.THIEF, C.MAGICIAN, C.KING, C.ARCHITECT))
    assert picks[3] == (P4, DraftKind.PICK, C.ARCHITECT, (C.MAGICIAN, C.ARCHITECT))
    assert picks[4] == (P4, DraftKind.DISCARD, C.MAGICIAN, None) and walk.draft[4].automatic
    assert statuses(walk) == [
        (C.ASSASSIN, CallStatus.REVEALED, P2),
        (C.THIEF, CallStatus.REVEALED, P3),
        (C.MAGICIAN, CallStatus.NOT_CHOSEN, None),
        (C.KING, CallStatus.REVEALED, P1),
        (C.BISHOP, CallStatus.FACE_DOWN, None),
        (C.MERCHANT, CallStatus.FACE_UP, None),
        (C.ARCHITECT, CallStatus.KILLED, P4),
        (C.WARLORD, CallStatus.FACE_UP, None),
    ]
    king = walk.calls[3]
    assert king.stolen == 2 and king.thief == P3 and king.crown and king.robbed
    assert walk.calls[6].killed and walk.killed is C.ARCHITECT and walk.robbed is C.KING
    assert walk.complete and walk.crown == P1 and walk.crown_after == P1
    for entry in walk.calls:
        assert rule(entry.rule).title.ja
        assert entry.message.label("en") and entry.message.label("ja")
    text = walk.explain("en")
    assert "First the Thief (Player 3) takes all 2 gold." in text
    assert "王冠" in walk.explain("ja")


def test_each_seat_sees_only_what_it_may_know():
    match = walkthrough_match()
    thief_then_king(match)
    match.play(TakeGold())
    match.play(EndTurn())
    p2 = call_order(match, round=1, seat=P2)
    assert p2.removed[0].character is None and p2.removed[1].character is C.WARLORD
    assert p2.draft[0].options is None and p2.draft[0].character is None
    assert p2.draft[1].options == (C.ASSASSIN, C.THIEF, C.MAGICIAN, C.ARCHITECT)
    assert p2.draft[4].character is None
    assert statuses(p2)[2] == (C.MAGICIAN, CallStatus.SILENT, None)
    assert statuses(p2)[4] == (C.BISHOP, CallStatus.SILENT, None)
    assert statuses(p2)[6] == (C.ARCHITECT, CallStatus.SILENT, None)
    assert p2.calls[6].killed, "everyone heard the Assassin name the Architect"
    assert "Player 4" not in p2.explain("en").split("\n")[-2]
    p4 = call_order(match, round=1, seat=P4)
    assert statuses(p4)[2] == (C.MAGICIAN, CallStatus.NOT_CHOSEN, None)
    assert statuses(p4)[6] == (C.ARCHITECT, CallStatus.KILLED, P4)
    assert p4.draft[4].character is C.MAGICIAN


def test_variant_the_king_is_killed():
    match = walkthrough_match(kill=C.KING)
    # The Thief may not name the King now.
    with pytest.raises(ExplorerError) as info:
        match.play(Rob(C.KING))
    assert "killed by the Assassin" in str(info.value)
    match.play(Rob(C.MAGICIAN))
    match.play(TakeGold())
    match.play(EndTurn())
    # P4's Architect plays; call 4 was silent.
    assert match.current_player == P4
    during = call_order(match)
    assert [c.status for c in during.calls][3] is CallStatus.KILLED
    assert not during.complete
    match.play(TakeGold())
    match.play(EndTurn())
    walk = call_order(match, round=1)
    assert walk.calls[-1].status is CallStatus.HEIR and walk.calls[-1].seat == P1
    assert walk.calls[-1].rule == "citadels.3.king.heir"
    assert walk.crown_after == P1
    public = call_order(match, round=1, seat=P3)
    assert public.calls[-1].status is CallStatus.HEIR, "the heir reveals publicly"


def test_current_round_and_bad_arguments():
    match = walkthrough_match()
    thief_then_king(match)
    now = call_order(match)
    assert now.round == 1 and not now.complete
    assert [c.rank for c in now.calls] == [C.ASSASSIN, C.THIEF, C.MAGICIAN, C.KING]
    with pytest.raises(ExplorerError) as info:
        call_order(match, round=3)
    assert "Round 3" in str(info.value) and info.value.in_language("ja")
    with pytest.raises(ExplorerError):
        call_order(match, seat=4)
    with pytest.raises(ExplorerError):
        call_order("not a match")
    with pytest.raises(ExplorerError):
        call_order(Match("naishi"))


def seven_players():
    """Seven players, seed 3: the Magician is face down and the Crown's seventh drafter takes it
    in at the last step (§5.5)."""
    match = Match("citadels", 7, seed=3)
    while match.state.round < 2:
        match.play_bot(seed=0)
    start = match.state_at(0)
    assert start.face_down == (C.MAGICIAN,)
    return match, (start.crown + 6) % 7


def test_the_seventh_drafter_learns_the_face_down_card_only_when_he_takes_it():
    match, seventh = seven_players()
    walk = call_order(match, round=1, seat=seventh)
    # At the start his view hides the face-down card, and so does his walkthrough (issue 23).
    assert match.game.view(match.state_at(0), seventh).face_down == (None,)
    assert walk.removed[0].character is None
    for lang, name in (("en", "Magician"), ("ja", "奇術師")):
        assert name not in walk.removed[0].message.label(lang)
    assert dd.snapshot(walk, 7, 6).face_down is None
    # His own pick names the card he took in, with the seven-player rule.
    (pick,) = [d for d in walk.draft if d.with_face_down]
    assert pick.seat == seventh and pick.face_down is C.MAGICIAN and pick.rule == "citadels.5.5"
    assert C.MAGICIAN in pick.options
    assert "face-down card, the Magician" in pick.message.label("en")
    assert "奇術師" in pick.message.label("ja")
    assert dd.snapshot(walk, 7, walk.draft.index(pick) + 1).face_down is C.MAGICIAN
    # Everyone else never learns it; the everyone-view shows it from the start.
    for seat in set(range(7)) - {seventh}:
        other = call_order(match, round=1, seat=seat)
        assert other.removed[0].character is None
        assert all(d.face_down is None for d in other.draft)
        assert "Magician" not in "\n".join(other.explain("en").split("\n")[:len(other.draft) + 1])
    everyone = call_order(match, round=1)
    assert everyone.removed[0].character is C.MAGICIAN
    assert [d.face_down for d in everyone.draft if d.with_face_down] == [C.MAGICIAN]
