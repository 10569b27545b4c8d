"""Naishi's class questions of issue 36, each a variant written as a dict (no other Python):
each does what it says, the kernel and `check_kernel` run it, and `simulate`/`compare` run
it with the heuristic bot."""

from __future__ import annotations

from typing import Any

import pytest

import explorer
from explorer.engine.errors import VariantError
from explorer.engine.testing import check_kernel
from explorer.games.naishi import Card, Decree, Row
from explorer.games.naishi.positions import position_problem, position_shape
from explorer.games.naishi.scoring import NEIGHBOURS, ScoreInputError, ScoringRules, score

#: (5) A new card, the Gardener (2 copies in place of 2 Mountains), 2 per adjacent Rice Field
#: and 5 in a corner.
GARDENER: dict[str, Any] = {"game": "naishi", "content": {"kinds": [{
    "id": "Gardener", "names": {"en": "Gardener", "ja": "庭師"}, "copies": 2,
    "family": "start", "mark": "G",
    "scoring": [{"pattern": "adjacent", "card": "RiceField", "points": 2},
                {"pattern": "position", "where": "corner", "points": 5}]}]}}
#: (6) The Imperial Decree once per player instead of once per game.
DECREE_PER_PLAYER: dict[str, Any] = {"game": "naishi", "content": {"decree": "player"}}
#: (7) The Ninja may copy only a card in its own row (Line or Hand).
NINJA_OWN_ROW: dict[str, Any] = {"game": "naishi", "content": {"ninja_copies": "row"}}


def _to_main_phase(match: explorer.Match) -> None:
    while not any(isinstance(a, Decree) for a in match.legal_actions()):
        match.play(match.legal_actions()[0])


def _decree(match: explorer.Match) -> None:
    match.play(Decree(Row.LINE, 1))


def test_two_decrees_one_for_each_player() -> None:
    variant = explorer.Variant.from_dict("naishi", DECREE_PER_PLAYER)
    match = explorer.Match("naishi", seed=4, variant=variant)
    _to_main_phase(match)
    first = match.state.player
    _decree(match)
    assert match.state.player != first
    _decree(match)  # the second player has a Decree of their own
    assert sorted(match.state.court[5:]) == [0, 1]
    # A state with the second Decree spot is one the rules can reach (share codes, records).
    assert position_shape(match.state) is None and position_problem(match.state) is None
    assert match.state.player == first
    refusal = match.why_illegal(Decree(Row.LINE, 2))
    assert refusal is not None and refusal.rule == "naishi.7"
    assert "each player has one" in refusal.label("en") and "各プレイヤー1回" in refusal.label("ja")


def test_the_printed_decree_is_once_per_game() -> None:
    match = explorer.Match("naishi", seed=4)
    _to_main_phase(match)
    _decree(match)
    refusal = match.why_illegal(Decree(Row.LINE, 1))
    assert refusal is not None and refusal.rule == "naishi.7"
    assert len(match.state.court) == 6


LINE = ["Advisor", "Naishi", "Mountain", "Mountain", "Fort"]
HAND = ["Mountain", "Ninja", "Torii", "Mountain", "Mountain"]


def test_the_ninja_copies_only_in_its_own_row() -> None:
    variant = explorer.Variant.from_dict("naishi", NINJA_OWN_ROW)
    row = ScoringRules(content=variant.content)
    printed = score(LINE, HAND)
    bound = score(LINE, HAND, rules=row)
    # Printed: the Hand's Ninja copies a Line character; in its own row it has none.
    assert printed.ninja_copies == {(1, 1): printed.ninja_copies[(1, 1)]}
    assert bound.ninja_copies == {} and bound.points_at((1, 1)) == 0
    assert bound.total < printed.total
    with pytest.raises(ScoreInputError):
        score(LINE, HAND, {(1, 1): "Advisor"}, rules=row)
    # With a character in its own row, it copies that one.
    hand = ["Mountain", "Ninja", "Monk", "Mountain", "Mountain"]
    assert score(LINE, hand, rules=row).ninja_copies == {(1, 1): "Monk"}
    assert any("in its own row" in t for t in (explorer.engine.events.rule(
        "naishi.12.ninja", variant.options).text.en,))


def test_the_gardener_is_in_each_hand_and_scores_in_the_final_territories() -> None:
    variant = explorer.Variant.from_dict("naishi", GARDENER)
    gardener = variant.content.kinds[0].card
    corners = {0, 4, 5, 9}
    scored = 0
    for seed in range(4):
        match = explorer.Match("naishi", seed=seed, variant=variant)
        match.play_out(seed)
        assert match.is_over
        after_exchange = next(match.state_at(i) for i in range(match.length)
                              if all(match.state_at(i).hands))
        # One Gardener in each Hand, in place of one of its 3 Mountains.
        for hand in after_exchange.hands:
            assert hand.count(gardener) == 1 and hand.count(Card.MOUNTAIN) == 2
        for seat, b in enumerate(match.outcome.details["breakdowns"]):
            cards = b.line + b.hand
            expected = sum((5 if c in corners else 0)
                           + 2 * sum(1 for n in NEIGHBOURS[c] if cards[n] is Card.RICE_FIELD)
                           for c in range(10) if cards[c] is gardener)
            assert b.by_type[gardener] == expected
            assert match.outcome.scores[seat] == b.total
            scored += expected > 0
            if gardener in cards:
                assert any("Gardener in" in line for line in b.explain("en"))
                assert any("庭師" in line for line in b.explain("ja"))
    assert scored >= 2


@pytest.mark.parametrize("question", [GARDENER, DECREE_PER_PLAYER, NINJA_OWN_ROW],
                         ids=["gardener", "decree_per_player", "ninja_own_row"])
def test_the_kernel_and_the_bots_run_the_question(question: dict[str, Any]) -> None:
    variant = explorer.Variant.from_dict("naishi", question)
    assert check_kernel("naishi", games=3, variant=variant) > 0
    assert check_kernel("naishi", games=2, variant=variant.replace(ninja_choice="choose")) > 0
    result = explorer.simulate("naishi", 4, bots="heuristic", variant=variant, seed=2,
                               progress=False)
    assert result.n == 4 and not result.failures and len(result.scores) == 4
    compared = explorer.compare("naishi", explorer.variant("naishi"), variant, 2, seed=3,
                                bots="heuristic", progress=False)
    assert compared.variant.n == 2 and not compared.variant.failures


def test_a_question_with_an_impossible_choice_is_refused_in_both_languages() -> None:
    for lang, word in (("en", "decree"), ("ja", "decree")):
        with pytest.raises(VariantError) as err:
            explorer.Variant.from_dict("naishi", {"content": {"decree": "twice"}}, lang=lang)
        assert word in str(err.value)
