"""Citadels widgets driven headless: the call-order walkthrough (track, "who could hold what",
the current entry and its rule, seats, languages, errors) and the explorer for full games."""

from __future__ import annotations

import re
from html import escape

import pytest

from explorer.engine import Match, rule
from explorer.games.citadels import (
    CHARACTERS,
    CallStatus,
    Choose,
    EndTurn,
    Kill,
    Rob,
    TakeGold,
    call_order,
)
from explorer.games.citadels import Character as C
from explorer.games.citadels import deduction as dd
from explorer.viz import citadels as vc
from explorer.widgets import explore
from explorer.widgets.citadels import CallOrderWalkthrough, CitadelsExplorer


def current_position(walk: CallOrderWalkthrough) -> int:
    found = re.findall(r'<li class="ex-current" data-position="(\d+)"', walk.entries.value)
    assert len(found) == 1
    return int(found[0])


def slot_html(track: str, rank: int) -> str:
    slots = track.split('<div class="ex-slot ')[1:]
    (found,) = [s for s in slots if f'data-rank="{rank}"' in s]
    return found


def spec_10_2() -> Match:
    """Rules spec §10.2 (seed 268 deals it): P1 has the Crown, the Bishop is face down, the
    Merchant and Warlord face up; P1 King, P2 Assassin, P3 Thief, P4 Architect; the Architect
    is killed and the King robbed; then the round is played to its end."""
    match = Match("citadels", 4, seed=268, crown=0)
    assert match.state.face_down == (C.BISHOP,)
    for action in (Choose(C.KING), Choose(C.ASSASSIN), Choose(C.THIEF), Choose(C.ARCHITECT),
                   Kill(C.ARCHITECT), TakeGold(), EndTurn(), Rob(C.KING), TakeGold(), EndTurn(),
                   TakeGold(), EndTurn()):
        match.play(action)
    assert match.state.round == 2
    return match


# -- the walkthrough ----------------------------------------------------------------------------

def test_next_moves_the_highlight_and_changes_the_text() -> None:
    walk = CallOrderWalkthrough(players=5, seed=3)
    data = call_order(walk.match, round=1)
    assert walk.position == 0 and current_position(walk) == 0
    assert "Round 1 begins" in walk.explain.value and walk.prev_button.disabled
    seen = {walk.explain.value}
    for i, entry in enumerate(data.draft, start=1):
        walk.next_button.click()
        assert walk.position == i == current_position(walk)
        assert escape(entry.message.label("en")) in walk.explain.value
        assert rule(entry.rule).title.en in walk.explain.value
        seen.add(walk.explain.value)
    assert len(seen) == len(data.draft) + 1
    walk.last_button.click()
    assert walk.position == walk.count - 1 and walk.next_button.disabled
    walk.first_button.click()
    assert walk.position == 0


def test_calls_highlight_the_rank_and_explain_the_turn() -> None:
    walk = CallOrderWalkthrough(players=5, seed=3)
    data = call_order(walk.match, round=1)
    walk.goto(len(data.draft) + 1)  # the Assassin is called
    first = data.calls[0]
    assert 'ex-slot ex-slot-revealed ex-current" data-rank="1"' in walk.track.value
    assert escape(first.message.label("en")) in walk.explain.value
    for event in dd.turn_events(walk.match, first):
        assert escape(event.label("en")) in walk.explain.value
    assert "kills the" in walk.explain.value  # the Assassin names his target in his turn
    target = data.killed
    assert target is not None
    assert "☠" in slot_html(walk.track.value, int(target))
    walk.next()
    assert 'ex-current" data-rank="2"' in walk.track.value
    assert walk.track.value.count('ex-current"') == 1


def test_the_spec_walkthrough_on_the_track() -> None:
    walk = CallOrderWalkthrough(spec_10_2())
    walk.last_button.click()
    track = walk.track.value
    assert "ex-slot-face_up" in slot_html(track, 6) and "ex-slot-face_up" in slot_html(track, 8)
    assert "ex-slot-silent" in slot_html(track, 5)  # the Bishop was face down
    assert "ex-slot-silent" in slot_html(track, 3)  # the Magician was put face down
    king = slot_html(track, 4)
    assert "ex-slot-revealed" in king and "Player 1" in king and "robbed" in king
    architect = slot_html(track, 7)
    assert "ex-slot-killed" in architect and "Player 4" in architect and "☠" in architect
    assert "First the Thief (Player 3) takes all" in walk.entries.value
    # Player 2 (the Assassin) is not told who was killed, but deduces it: Players 1 and 3
    # revealed, the Magician was silent without being named, so Player 4 holds the Architect.
    walk.seat_picker.value = 1
    draft = len(walk.walk.draft)
    walk.goto(draft + 2)  # the Thief is called: Player 4 holds the Magician or the Architect
    assert "Player" not in slot_html(walk.track.value, 7)
    assert "Player" not in slot_html(walk.track.value, 3)
    walk.next()  # the Magician is called: silent, so Player 4 holds the Architect
    assert "ex-slot-silent" in slot_html(walk.track.value, 3)
    assert "Player 4" in slot_html(walk.track.value, 7)
    walk.last_button.click()
    architect = slot_html(walk.track.value, 7)
    assert "ex-slot-killed" in architect and "Player 4" in architect and "☠" in architect
    assert dd.holders(walk.snapshot)[(3, C.ARCHITECT)] is dd.Mark.CERTAIN


def test_a_seat_never_sees_another_players_secret_choice() -> None:
    walk = CallOrderWalkthrough(players=5, seed=3, seat=2)
    data = call_order(walk.match, round=1)
    names = [c.label("en") for c in CHARACTERS]
    for i, entry in enumerate(data.draft, start=1):
        walk.goto(i)
        sentence = re.search(r'<p class="ex-cit-entry">(.*?)</p>', walk.explain.value)
        assert sentence is not None
        if entry.seat != 2:
            assert not any(n in sentence.group(1) for n in names), sentence.group(1)
    # At the end of the draft Player 3 knows its own character; no other is certain: the
    # Assassin, Thief and Magician went to Players 1, 2 or face down, the King, Bishop and
    # Warlord to Players 4, 5 or the last face-down card.
    walk.goto(len(data.draft))
    grid = dd.holders(walk.snapshot)
    assert grid[(2, C.MERCHANT)] is dd.Mark.CERTAIN
    for p in (0, 1, 3, 4):
        assert not any(grid[(p, c)] is dd.Mark.CERTAIN for c in CHARACTERS), p
        assert grid[(p, C.MERCHANT)] is dd.Mark.IMPOSSIBLE
    assert grid[(0, C.KING)] is dd.Mark.IMPOSSIBLE and grid[(4, C.THIEF)] is dd.Mark.IMPOSSIBLE
    assert grid[(0, C.THIEF)] is dd.Mark.POSSIBLE and grid[(4, C.KING)] is dd.Mark.POSSIBLE
    # The grid's HTML says the same, and the track names no holder but Player 3.
    track = walk.track.value
    for rank in (1, 2, 4, 5, 8):
        assert "Player" not in slot_html(track, rank)
    assert "Player 3" in slot_html(track, 6)


@pytest.mark.parametrize("players", [4, 7])
def test_a_seats_walkthrough_never_shows_a_later_step(players: int) -> None:
    match = Match("citadels", players, seed=players + 20)
    while match.state.round < 2:
        match.play_bot(seed=3)
    for seat in range(players):
        walk = CallOrderWalkthrough(match, seat=seat, lang=("en", "ja")[seat % 2])
        data = call_order(match, round=1, seat=seat)
        count = dd.entry_count(data)
        texts = [escape(vc.entry_text(dd.snapshot(data, players, i), walk.lang)[0])
                 for i in range(count)]
        for position in range(count):
            walk.goto(position)
            shown = walk.track.value + walk.explain.value + walk.grid.value + walk.entries.value
            for later in texts[position + 1:]:
                if later not in texts[:position + 1]:
                    assert later not in shown, (seat, position, later)
            assert texts[position] in shown
            # A killed King's heir (the last entry) is not counted before the round's end.
            heir = data.calls[-1].status is CallStatus.HEIR and position < count - 2
            more = count - position - 1 - heir
            assert (str(more) in walk.entries.value.split("ex-cit-later")[-1]) if more else \
                "ex-cit-later" not in walk.entries.value
    everyone = CallOrderWalkthrough(match)
    assert everyone.entries.value.count("<li ") == dd.entry_count(call_order(match, round=1))
    assert "ex-future" in everyone.entries.value


def test_the_grid_uses_the_cards_the_seat_is_being_offered() -> None:
    match = Match("citadels", 5, seed=3)
    while match.state.round < 2:
        match.play_bot(seed=1)
    truth = call_order(match, round=1)
    face_down = next(r.character for r in truth.removed if not r.face_up)
    walk = call_order(match, round=1, seat=truth.crown)
    # Before its own first pick the Crown sees the five cards it chooses from, so it knows
    # which card lies face down.
    snap = dd.snapshot(walk, 5, 0)
    assert snap.offered == truth.draft[0].options
    assert dd.holders(snap)[(dd.NOBODY, face_down)] is dd.Mark.CERTAIN
    assert "You are choosing from" in vc.holders_html(match.game, snap, "en")
    other = call_order(match, round=1, seat=(truth.crown + 1) % 5)
    assert dd.snapshot(other, 5, 0).offered is None
    # The explorer, live: the seat to choose sees its pool in the grid.
    app = explore("citadels", players=5, seed=3, seat=0)
    assert app.match.current_player == 0
    assert "You are choosing from" in app.track_panel.value
    assert all(c.label("en") in app.track_panel.value for c in app.match.state.pool)
    app.seat_picker.value = 1
    assert "You are choosing from" not in app.track_panel.value


def test_language_round_and_seat_pickers() -> None:
    walk = CallOrderWalkthrough(players=4, seed=5, rounds=2)
    walk.next()
    walk.language.value = "ja"
    assert "ラウンド" in walk.round_picker.options[0][0]
    assert "キャラクター" in walk.explain.value or "選" in walk.explain.value
    assert "暗殺者" in walk.track.value and "確実" in walk.grid.value
    assert walk.position == 1
    walk.round_picker.value = 2
    assert walk.round == 2 and walk.position == 0
    assert "第2ラウンド" in walk.explain.value
    walk.seat_picker.value = 3
    assert walk.seat == 3 and "プレイヤー4から見て" in walk.grid.value
    walk.seat_picker.value = -1
    assert walk.seat is None


def test_errors_go_to_the_message_area() -> None:
    walk = CallOrderWalkthrough(players=4, seed=5)
    walk.goto(999)
    assert "ex-error" in walk.messages.value and "999" in walk.messages.value
    assert walk.position == 0
    walk.set_round(42)
    assert "Round 42 has not been played" in walk.messages.value and walk.round == 1
    walk.set_seat(9)
    assert "There is no seat 9" in walk.messages.value and walk.seat is None
    walk.language.value = "ja"
    walk.goto(-1)
    assert "ステップ-1" in walk.messages.value
    walk.next()
    assert walk.messages.value == "" and walk.position == 1


def test_a_match_that_is_not_citadels_is_refused_visibly() -> None:
    walk = CallOrderWalkthrough(Match("naishi", seed=1))
    assert "call_order needs a Citadels match" in walk.messages.value


# -- the explorer -------------------------------------------------------------------------------

def test_explorer_table_and_track_follow_the_game() -> None:
    app = explore("citadels", players=4, seed=1, bot_seed=2)
    assert isinstance(app, CitadelsExplorer)
    assert "Round 1" in app.table.value and "Crown" in app.table.value
    assert "ex-cit-track" in app.track_panel.value
    for _ in range(12):
        app.bot_move()
    state = app.match.state
    assert state.phase.value == "turn"
    rank = state.turn.rank
    assert f'ex-current" data-rank="{int(rank)}"' in app.track_panel.value
    city = state.cities[state.turn.seat]
    for d in city:
        assert d.value in app.table.value
    assert "cost" in app.table.value  # costs are written, colour is not the only signal


def test_explorer_seat_hides_hands_and_characters() -> None:
    app = explore("citadels", players=4, seed=1, bot_seed=2)
    for _ in range(4):
        app.bot_move()
    app.seat_picker.value = 0
    state = app.match.state
    for p in range(1, 4):
        block = app.table.value.split(f'data-player="{p}"')[1].split('data-player=')[0]
        hand = block.split("ex-cit-hand")[1]
        assert hand.count("ex-hand-card") == len(state.hands[p])
        assert "ex-hidden" in hand
        for d in set(state.hands[p]) - set(state.hands[0]):
            assert d.value not in hand
        chars = block.split("Characters:")[1].split("ex-cit-city")[0]
        for c in state.chosen[p]:
            assert (c.label("en") in chars) == (c in state.revealed)
    mine = app.table.value.split('data-player="0"')[1].split('data-player=')[0]
    for d in state.hands[0]:
        assert d.value in mine
    app.seat_picker.value = -1
    for p in range(4):
        for c in state.chosen[p]:
            assert c.label("en") in app.table.value


def test_explorer_game_over_shows_the_scoring_clauses() -> None:
    app = explore("citadels", players=3, seed=2, bot_seed=1)
    app.end_button.click()
    assert app.match.is_over
    outcome = app.match.outcome
    for breakdown in outcome.details["breakdowns"]:
        assert breakdown.lines()[-1].label("en") in app.table.value
    app.play("take 2 gold")
    assert "ex-error" in app.messages.value


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_explorer_language(lang: str) -> None:
    app = explore("citadels", players=5, seed=4, lang=lang)
    crown, track = ("王冠", "呼び出し順") if lang == "ja" else ("Crown", "the call order")
    assert crown in app.table.value and track in app.track_panel.value
    app.language.value = "en" if lang == "ja" else "ja"
    assert (crown in app.table.value) is False


def test_the_round_list_summarises_each_turn_without_secrets() -> None:
    match = Match("citadels", 4, seed=6)  # in round 2 a bot draws cards: what it keeps is secret
    while match.state.round < 3:
        match.play_bot(seed=2)
    secrets = 0
    for seat in (None, 0, 2):
        walk = CallOrderWalkthrough(match, round=2, seat=seat)
        walk.last_button.click()
        for call in walk.walk.calls:
            for event in dd.turn_events(match, call):
                shown = escape(event.label("en", seat))
                if event.rule != "citadels.6.end":
                    assert shown in walk.entries.value
                full = escape(event.label("en"))
                if seat is not None and full != shown:
                    secrets += 1
                    assert full not in walk.entries.value and full not in walk.explain.value
        walk.goto(0)
        assert "→" not in walk.entries.value  # nothing is told before it happens
    assert secrets > 0


# -- the table, piece by piece --------------------------------------------------------------------

def test_the_draft_pool_is_shown_only_to_the_chooser() -> None:
    match = Match("citadels", 5, seed=3)
    match.play_bot(seed=1)
    chooser = match.current_player
    pool = match.state.pool
    for seat in range(5):
        html = vc.table_html(match.game, match.view(seat), seat, "en")
        shown = all(f'<span class="ex-name">{c.label("en")}</span>' in html for c in pool)
        assert shown == (seat == chooser)
        assert ("hidden from you" in html) == (seat != chooser)
    everyone = vc.table_html(match.game, match.view(None), None, "ja")
    assert "選べるカード" in everyone and "第1ラウンド" in everyone


def test_district_tiles_name_the_colour_and_cost_in_both_languages() -> None:
    from explorer.games.citadels import District

    en = vc.district_tile(District.DRAGON_GATE, "en")
    assert "P · purple" in en and "Dragon Gate" in en and "cost 6 · 8 pt" in en and "竜の門" in en
    ja = vc.district_tile(District.MANOR, "ja")
    assert "Y · 黄" in ja and "荘園" in ja and "コスト3" in ja and "Manor" in ja
    assert "ex-hidden" in vc.district_tile(None, "en")


def test_drawn_cards_are_shown_to_the_drawer_only() -> None:
    from explorer.games.citadels import DrawCards

    match = Match("citadels", 4, seed=1)
    while match.state.phase.value != "turn":
        match.play_bot(seed=1)
    match.play(DrawCards())
    seat = match.current_player
    drawn = match.state.turn.drawn
    mine = vc.table_html(match.game, match.view(seat), seat, "en")
    other = (seat + 1) % 4
    theirs = vc.table_html(match.game, match.view(other), other, "en")
    assert "Drawn, to keep from:" in mine and "Drawn, to keep from:" in theirs
    drawn_mine = mine.split("ex-cit-drawn")[1].split("ex-player")[0]
    drawn_theirs = theirs.split("ex-cit-drawn")[1].split("ex-player")[0]
    assert all(d.value in drawn_mine for d in drawn)
    assert not any(d.value in drawn_theirs for d in drawn)


def test_destroy_buttons_show_the_warlords_price() -> None:
    from explorer.games.citadels import GAME, Destroy

    match = Match("citadels", players=4, seed=3)
    for _ in range(3000):
        if match.is_over:
            break
        destroys = [a for a in GAME.candidate_actions(match.state) if isinstance(a, Destroy)]
        if destroys and match.state.cities[destroys[0].seat]:
            text = GAME.describe_action(match.state, destroys[0], "en")
            assert text.startswith(destroys[0].describe("en")) and "gold)" in text
            assert "金貨" in GAME.describe_action(match.state, destroys[0], "ja")
            return
        match.play_bot(seed=1)
    raise AssertionError("no Warlord turn with a district to destroy in this game")


def test_the_seventh_drafters_walkthrough_hides_the_face_down_card_until_he_takes_it() -> None:
    # Issue 23: at 7 players (seed 3) the start said "Removed face down: the Magician." to the
    # seventh drafter, whose view hides it until his pick.
    match = Match("citadels", 7, seed=3)
    while match.state.round < 2:
        match.play_bot(seed=0)
    assert match.state_at(0).face_down == (C.MAGICIAN,)
    seventh = (match.state_at(0).crown + 6) % 7
    walk = CallOrderWalkthrough(match, seat=seventh)
    pick = next(i for i, d in enumerate(walk.walk.draft) if d.with_face_down)
    for position in range(pick + 1):
        walk.goto(position)
        # (The track names every rank; the text must not say where the Magician is.)
        assert "Magician" not in walk.explain.value + walk.entries.value, position
    walk.goto(pick + 1)
    assert "the face-down card, the Magician" in walk.explain.value
    walk.set_language("ja")
    walk.goto(0)
    assert "奇術師" not in walk.explain.value + walk.entries.value


def test_a_seats_step_count_does_not_tell_that_the_king_will_be_killed() -> None:
    # Issue 23: seed 0 (4 players, bots seed 3): the King is killed in round 1 and its holder
    # takes the Crown as heir, an entry after rank 8. From a seat the count of steps left must
    # not include it before the round's end: 13 steps after the start, not 14.
    match = Match("citadels", 4, seed=0)
    while match.state.round < 2:
        match.play_bot(seed=3)
    data = call_order(match, round=1, seat=1)
    assert data.calls[-1].status is CallStatus.HEIR and dd.entry_count(data) == 15
    walk = CallOrderWalkthrough(match, seat=1)

    def later() -> str:
        return walk.entries.value.split('class="ex-cit-later"><small>')[1].split(" ")[0]

    assert later() == "13" and "/ 13" in walk.step_label.value
    walk.goto(12)
    assert later() == "1" and "/ 13" in walk.step_label.value
    walk.goto(13)  # rank 8 has played: the round is over, and its end follows
    assert later() == "1" and "/ 14" in walk.step_label.value
    walk.goto(14)
    assert "ex-cit-later" not in walk.entries.value and "heir" in walk.explain.value
    # For everyone the whole round is listed from the start.
    assert CallOrderWalkthrough(match).step_label.value.count("/ 14") == 1


@pytest.mark.parametrize(("lang", "new", "old"), [("en", "Emperor", "Queen"),
                                                  ("ja", "皇帝", "女王")])
def test_explorer_names_an_invented_character(lang: str, new: str, old: str) -> None:
    """Issue 36: the buttons, the table, the track and the log of an explorer playing a
    variant with an invented character name it as the variant does, never by the rank's
    catalogue name."""
    from tests.citadels.test_invented_character import EMPEROR

    text = explorer_texts(EMPEROR, lang, 40)
    assert new in text and old not in text


def explorer_texts(data: dict[str, object], lang: str, moves: int) -> str:
    """Every text an explorer playing the variant `data` (4 players, seed 1) shows in `lang`
    over `moves` bot moves: each widget's value and description at each move."""
    from explorer import Variant
    from explorer.widgets.explorer import widget_tree

    match = Match("citadels", players=4, seed=1, variant=Variant.from_dict("citadels", data))
    app = explore(match, lang=lang, bot_seed=2)
    seen: list[str] = []
    for _ in range(moves):
        seen += [str(getattr(x, "value", "")) + str(getattr(x, "description", ""))
                 for x in widget_tree(app.widget)]
        app.bot_move()
    return "\n".join(seen)


@pytest.mark.parametrize(("lang", "new", "old"), [("en", ("Guild Hall", "Villa"),
                                                   ("New district 1", "Manor")),
                                                  ("ja", ("ギルド会館", "邸宅"),
                                                   ("新しい建物1", "荘園"))])
def test_explorer_names_a_named_district(lang: str, new: tuple[str, ...],
                                         old: tuple[str, ...]) -> None:
    """Issue 36: the buttons, the table (hands and cities), the status line and the log of an
    explorer playing a variant that names districts (a new one, a printed one renamed) show
    the variant's names, never the catalogue's."""
    from tests.test_texts_in_force import GUILD_HALL

    text = explorer_texts(GUILD_HALL, lang, 60)
    assert all(name in text for name in new), new
    assert not [name for name in old if name in text]
