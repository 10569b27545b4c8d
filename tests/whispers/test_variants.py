"""王宮のささやき variants as data (`explorer.games.whispers.content`): the hand size and the
grey copies in one value with the readings, the published game unchanged, a variant carried by
records and positions and played by the bots, impossible variants refused in both languages."""

from __future__ import annotations

import itertools
import json
from collections import Counter
from typing import Any

import pytest

import explorer
from explorer import Match, Variant, variant
from explorer.engine.testing import check_kernel
from explorer.games.whispers.cards import CARD_COLOUR, Colour
from explorer.games.whispers.content import PUBLISHED

from .util import refusals


def test_the_published_variant_is_the_printed_game() -> None:
    v = variant("whispers")
    assert v.is_published and v.content == PUBLISHED
    assert (v.content.hand_size, v.content.grey_copies) == (6, 2)
    for players in (3, 4, 5):
        plain = Match("whispers", players, seed=players)
        given = Match("whispers", players, seed=players, variant=v)
        plain.play_out(players)
        given.play_out(players)
        assert given.to_json() == plain.to_json()
        assert "content" not in json.loads(plain.to_json())


def test_a_variant_round_trips_and_says_what_changed() -> None:
    v = variant("whispers", hand_size=5, grey_copies=1, target_scores=[4, 4, 4])
    assert Variant.from_dict("whispers", json.loads(v.to_json())) == v
    assert v.diff() == ("Points that win with 3, 4, 5 players: (6, 5, 4) → (4, 4, 4)",
                        "Hand size: 6 → 5 cards", "Grey copies of each character: 2 → 1")
    assert v.diff(lang="ja") == ("3・4・5人で勝利に必要な得点：(6, 5, 4) → (4, 4, 4)",
                                 "手札の枚数：6枚 → 5枚",
                                 "各キャラクターの灰色のカード：2枚 → 1枚")


@pytest.mark.parametrize("players", (3, 4, 5))
def test_the_hand_size_is_dealt_in_every_round(players: int) -> None:
    m = Match("whispers", players, seed=7, variant=variant("whispers", hand_size=4))
    assert [len(h) for h in m.state.hands] == [4] * players
    rounds = 0
    for _ in range(400):
        if m.is_over:
            break
        before = sum(m.state.scores)
        m.play_bot(m.step)
        if sum(m.state.scores) != before and not m.is_over:
            rounds += 1
            assert [len(h) for h in m.state.hands] == [4] * players
            assert all(not area for area in m.state.areas)
    assert rounds and m.is_over
    assert max(len(area) for area in m.state.areas) <= 4


@pytest.mark.parametrize("grey", (0, 1))
def test_the_grey_copies_make_the_deck(grey: int) -> None:
    v = variant("whispers", grey_copies=grey)
    state = Match("whispers", 3, seed=1, variant=v).state
    cards = [c for hand in state.hands for c in hand] + list(state.draw)
    colours = Counter(CARD_COLOUR[c] for c in cards)
    assert colours[Colour.NEUTRAL] == 7 * grey and len(cards) == 21 + 7 * grey


IMPOSSIBLE: list[Any] = [
    {"content": {"hand_size": 1}},
    {"content": {"hand_size": 8}},
    {"content": {"hand_size": "6"}},
    {"content": {"hand_size": True}},
    {"content": {"hand_size": 5.5}},
    {"content": {"grey_copies": 3}},
    {"content": {"grey_copies": -1}},
    {"content": {"hand_size": 7, "grey_copies": 0}},  # no draw pile with five players
    {"content": {"kings": 6}},
    {"content": [6]},
    {"options": {"target_scores": [0, 0, 0]}},
]


@pytest.mark.parametrize("data", IMPOSSIBLE, ids=repr)
def test_an_impossible_variant_is_refused_in_both_languages(data: Any) -> None:
    texts = refusals(data)
    assert texts[0] != texts[1] and all(texts)


def test_a_record_and_a_position_carry_the_variant() -> None:
    v = variant("whispers", hand_size=5, grey_copies=1)
    m = Match("whispers", 4, seed=3, variant=v)
    m.play_out(3)
    assert Match.from_json(m.to_json()).state == m.state
    assert Match.from_share_code(m.share_code()).variant == m.variant
    start = Match("whispers", 4, seed=3, variant=v)
    back = Match.from_position("whispers", start.position().to_json())
    assert back.variant == start.variant and back.variant.content == v.content


VALID = [(h, g) for h, g in itertools.product(range(2, 8), range(3)) if (h, g) != (7, 0)]


@pytest.mark.parametrize(("hand", "grey"), VALID[::3], ids=str)
def test_valid_variants_play_and_agree_with_the_reference(hand: int, grey: int) -> None:
    v = variant("whispers", hand_size=hand, grey_copies=grey)
    for players in (3, 5):
        run = explorer.simulate("whispers", 50, players=players, variant=v, progress=False)
        assert run.n == 50 and not run.failures
    assert check_kernel("whispers", games=10, options={}, variant=v) > 10
