"""The characters of a round as data (rules spec citadels §5.1, §5.7, §3): the character set
per player count with its face-down and face-up removals, read by the reference rules and the
kernel alike; and class question 2, a ninth character, the Queen (rank 9), who takes 3 gold
after her action when she sits next to the Crown's holder, written as a variant dict."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

import explorer
from explorer import Variant, VariantError, rule_index
from explorer.engine import Rng
from explorer.engine.testing import KernelReach, check_kernel
from explorer.games.citadels import (
    CHARACTERS,
    GAME,
    KERNEL,
    Kill,
    Rob,
    TakeGold,
    draft_schedule,
)
from explorer.games.citadels import Character as C
from explorer.games.citadels.cards import FACE_DOWN_COUNT, FACE_UP_COUNT
from explorer.games.citadels.content import PUBLISHED, draft_takes
from explorer.games.citadels.rules.round import remove_from_set
from explorer.games.citadels.state import RemovalOrder

from .helpers import position as printed_position

#: Class question 2, as a class writes it: the Queen's abilities, and every player count's
#: character set with her in it (the removals stay as printed).
QUEEN: dict[str, Any] = {"content": {
    "characters": {"Queen": {"gold_after": 3, "gold_condition": "next_to_crown"}},
    "character_sets": {"all": {"characters": list(range(1, 10))}}}}


def queen() -> Variant:
    return Variant.from_dict("citadels", QUEEN)


def position(players: int, *, content: Any = PUBLISHED, **stacked: Any) -> Any:
    """A stacked position (`helpers.position`) of the game whose content is `content`."""
    state = printed_position(players, **stacked)
    return dataclasses.replace(state, options=dataclasses.replace(state.options,
                                                                  content=content))


# -- the printed sets -------------------------------------------------------------------------


def test_the_printed_sets_are_the_removal_table():
    # §5.1: eight characters at every count, one face down, 2 face up at 4 players, 1 at 5.
    for players in range(2, 8):
        cast = PUBLISHED.character_set(players)
        assert cast.characters == CHARACTERS and len(CHARACTERS) == 8
        assert (cast.face_down, cast.face_up) == (FACE_DOWN_COUNT, FACE_UP_COUNT[players])
        assert PUBLISHED.tables.ranks[players] == CHARACTERS
    assert [FACE_UP_COUNT[n] for n in range(2, 8)] == [0, 0, 2, 1, 0, 0]


def test_the_draft_takes_what_its_schedule_says():
    # The validation's count of the draft's steps is the schedule's own.
    for players in range(2, 8):
        assert draft_takes(players) == len(draft_schedule(players))


def test_the_printed_removals_are_unchanged_by_the_set():
    for seed in range(50):
        for players in range(2, 8):
            rng = Rng.from_seed(seed)
            down, up, rest, _, _ = remove_from_set(rng, PUBLISHED.character_set(players))
            assert len(down) == 1 and len(up) == FACE_UP_COUNT[players]
            assert sorted((*down, *up, *rest)) == list(CHARACTERS)


# -- a set as data --------------------------------------------------------------------------


def test_a_set_without_the_bishop_is_played_and_refused_in_both_books():
    v = Variant.from_dict("citadels", {"content": {"character_sets": {
        "all": {"characters": ["Assassin", "Thief", "奇術師", "King",
                               "Merchant", "Architect", "Warlord"]}}}})
    assert "Bishop" in " ".join(v.diff()) and "司教" in " ".join(v.diff(lang="ja"))
    for players in (2, 4, 7):
        m = explorer.Match("citadels", players, seed=4, variant=v)
        m.play_out(4)
        assert all(C.BISHOP not in (*s.pool, *s.face_down, *s.face_up) for s in [m.state])
        assert not any(call.rank is C.BISHOP for call in m.state.calls)
    state = position(4, rank=C.ASSASSIN, content=v.content)
    for game in (GAME, KERNEL):
        assert Kill(C.BISHOP) not in game.legal_actions(state)
        for lang, words in (("en", "not among this game's characters"),
                            ("ja", "このゲームのキャラクターに入っていません")):
            assert words in game.why_illegal(state, Kill(C.BISHOP)).label(lang)
    thief = position(4, rank=C.THIEF, content=v.content)
    for game in (GAME, KERNEL):
        assert game.why_illegal(thief, Rob(C.BISHOP)).rule == "citadels.5.1"
    assert check_kernel("citadels", 3, variant=v, players=[2, 4, 7]) > 1000


def test_two_cards_face_down_with_seven_players_all_go_to_the_seventh():
    # §5.5 with a set of 9 and two cards face down: the seventh seat chooses among the last
    # card and both face-down cards.
    v = Variant.from_dict("citadels", {"content": {"character_sets": {
        "7": {"characters": list(range(1, 10)), "face_down": 2}}}})
    m = explorer.Match("citadels", 7, seed=5, variant=v)
    assert len(m.state.face_down) == 2 and len(m.state.pool) == 7
    for _ in range(6):
        m.play_bot()
    assert m.state.face_down == () and len(m.state.pool) == 3
    assert sum(e.rule == "citadels.5.5" for e in m.log) == 2
    assert check_kernel("citadels", 2, variant=v, players=[7]) > 100


IMPOSSIBLE_SETS: list[tuple[Any, str]] = [
    ({"all": {"characters": [1, 2, 3, 4, 5, 6]}}, "character_sets.2"),   # too few for 2 players
    ({"4": {"face_up": 4}}, "character_sets.4"),                         # 8 − 1 − 4 < 4
    ({"7": {"face_down": 0, "characters": [1, 2, 3, 4, 5, 6]}}, "character_sets.7"),
    ({"6": {"characters": [1, 2, 3, 4, 5, 6]}}, "character_sets.6"),
    ({"all": {"characters": []}}, "character_sets.2.characters"),
    ({"all": {"characters": "King"}}, "character_sets.all.characters"),
    ({"3": {"characters": [1, 1, 2, 3, 4, 5, 6, 7, 8]}}, "character_sets.3.characters"),
    ({"3": {"characters": ["Jester"]}}, "Jester"),
    ({"3": {"characters": [10]}}, "10"),
    ({"8": {"face_up": 0}}, "character_sets.8"),
    ({"3": {"face_up": -1}}, "character_sets.3.face_up"),
    ({"3": {"face_down": 1.5}}, "character_sets.3.face_down"),
    ({"3": {"removed": 1}}, "character_sets.3.removed"),
    ({"3": [1, 2]}, "character_sets.3"),
    ([1, 2, 3], "character_sets"),
]


@pytest.mark.parametrize(("sets", "field"), IMPOSSIBLE_SETS)
def test_a_set_the_draft_cannot_deal_is_refused_naming_the_field(sets: Any, field: str):
    for lang in ("en", "ja"):
        with pytest.raises(VariantError, match=field) as caught:
            Variant.from_dict("citadels", {"content": {"character_sets": sets}}, lang=lang)
        text = str(caught.value)
        assert ("variant" in text) if lang == "en" else ("バリアント" in text), text


def test_the_no_deal_reason_gives_the_counts_in_both_languages():
    with pytest.raises(VariantError) as caught:
        Variant.from_dict("citadels", {"content": {"character_sets": {"4": {"face_up": 4}}}})
    assert "with 4 players the draft takes 4 characters" in caught.value.in_language("en")
    assert "8枚から伏せて1枚、表向きで4枚除くと3枚" in caught.value.in_language("ja")


# -- class question 2: the Queen -------------------------------------------------------------


def test_the_queen_variant_reads_from_a_dict_and_says_what_it_changes():
    v = queen()
    assert Variant.from_dict("citadels", v.to_dict()) == v
    en, ja = v.diff(), v.diff(lang="ja")
    assert "Queen: 0 → 3 gold after the action" in en
    assert "Queen: gold after the action always → only next to the Crown's holder" in en
    assert any("9 Queen added" in line for line in en)
    assert "女王：アクション後の金貨 0枚 → 3枚" in ja and any("9 女王を追加" in line for line in ja)
    for players in range(2, 8):
        assert v.content.tables.ranks[players] == tuple(C)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 7])
def test_the_queen_takes_3_gold_exactly_next_to_the_crown(players: int):
    # She sits at seat 1; the Crown goes round the table.
    content = queen().content
    for crown in range(players):
        state = position(players, rank=C.QUEEN, seat=1, crown=crown, content=content)
        beside = crown != 1 and (1 - crown) % players in (1, players - 1)
        for game in (GAME, KERNEL):
            after = game.apply(state, TakeGold())
            assert after.state.gold[1] == 2 + 2 + (3 if beside else 0), (players, crown)
            said = [e for e in after.events if e.rule == "citadels.3.next_to_crown"]
            assert len(said) == (1 if beside else 0)
        if beside:
            assert said[0].message.label("en") == (
                "Player 2 (Queen) sits next to the Crown's holder and takes 3 extra gold.")
            assert said[0].message.label("ja") == (
                "プレイヤー2（女王）は王冠の持ち主の隣に座っているので、追加で金貨3枚を受け取りました。")


def test_the_merchant_keeps_his_unconditional_gold_under_the_queen():
    state = position(4, rank=C.MERCHANT, seat=2, crown=0, content=queen().content)
    for game in (GAME, KERNEL):
        after = game.apply(state, TakeGold())
        assert after.state.gold[2] == 2 + 2 + 1
        assert [e.rule for e in after.events].count("citadels.3.merchant") == 1


def test_the_queen_is_dealt_called_and_compared_with_the_kernel_at_every_count():
    v = queen()
    reach = KernelReach("citadels", tuple(rule_index(GAME)))
    # Two seeded games per count are enough: the check plays on until every rule it can reach
    # is compared a few times, and the Queen's gold is compared 40 to 90 times at each count.
    compared = check_kernel("citadels", 2, variant=v, players=list(range(2, 8)), reach=reach)
    assert compared > 20_000
    for players in range(2, 8):
        for key in ("citadels.3.next_to_crown", "citadels.ev.gold_next_to_crown"):
            assert reach.seen[key, players] >= 1, (key, players, reach.report())
    m = explorer.Match("citadels", 4, seed=1, variant=v)
    m.play_out(1)
    assert any(call.rank is C.QUEEN for call in m.state.previous_calls + m.state.calls)


def test_the_queen_is_in_no_printed_game():
    m = explorer.Match("citadels", 4, seed=1)
    m.play_out(1)
    assert C.QUEEN not in GAME.all_cards(m.state)
    assert not any("Queen" in e.message.label("en") for e in m.log)
    state = position(4, rank=C.ASSASSIN)
    assert Kill(C.QUEEN) not in GAME.legal_actions(state)
    assert GAME.why_illegal(state, Kill(C.QUEEN)) == KERNEL.why_illegal(state, Kill(C.QUEEN))
    assert RemovalOrder.FACE_DOWN_FIRST is GAME.make_options(4).removal_order


@pytest.mark.parametrize("players", [2, 4, 7])
def test_the_table_the_grid_and_the_track_show_the_queen(players: int):
    # What a learner sees under the variant: her tile, her column of the deduction grid and
    # her slot of the call-order track, in both languages (the grid's deduction over 9 ranks).
    from explorer.games.citadels import deduction
    from explorer.viz import citadels as viz

    m = explorer.Match("citadels", players, seed=3, variant=queen())
    seen = {"grid": False, "track": False, "table": False}
    while m.state.round < 3:
        m.play_bot()
        snap = deduction.current_snapshot(m, 0)
        marks = deduction.holders(snap)
        assert {c for _, c in marks} == set(C)
        seen["grid"] |= "女王" in viz.holders_html(m.game, snap, "ja")
        seen["track"] |= "Queen" in viz.track_html(m.game, snap, "en")
        seen["table"] |= "Queen" in viz.table_html(m.game, m.state, None, "en")
    assert all(seen.values()), seen
    printed = explorer.Match("citadels", players, seed=3)
    printed.play_bot()
    snap = deduction.current_snapshot(printed, 0)
    assert {c for _, c in deduction.holders(snap)} == set(CHARACTERS)
    assert "Queen" not in viz.track_html(printed.game, snap, "en")


@pytest.mark.parametrize("players", [3, 4])
def test_the_simulations_count_the_picks_of_every_character_of_the_set_in_force(
        players: int):
    # "What is a character worth?" under a variant: the Queen's picks are counted beside the
    # printed eight, a character the set leaves out is not reported, and every round's picks
    # are all there (each seat keeps two characters a round with 3 players, one with 4).
    import numpy as np

    without_bishop = Variant.from_dict("citadels", {"content": {"character_sets": {
        "all": {"characters": [1, 2, 3, 4, 6, 7, 8, 9]}},
        "characters": {"Queen": {"gold_after": 3, "gold_condition": "next_to_crown"}}}})
    kept = 2 if players == 3 else 1
    for v, cast in ((None, CHARACTERS), (queen(), tuple(C)),
                    (without_bishop, tuple(c for c in C if c is not C.BISHOP))):
        run = explorer.simulate("citadels", 5, players=players, seed=11, variant=v,
                                progress=False)
        picks = sorted(k for k in run.features if k.startswith("chose."))
        assert picks == sorted(f"chose.{c.name.lower()}" for c in cast)
        total = sum(run.features[k].sum(axis=1) for k in picks)
        assert np.array_equal(total, run.features["rounds"] * players * kept)
        if v is not None and C.QUEEN in cast:
            assert run.features["chose.queen"].sum() > 0
