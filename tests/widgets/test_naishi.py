"""Naishi widgets driven headless: the what-if scorer and the explorer's table."""

from __future__ import annotations

import sys
from html import escape
from typing import Any

import pytest

from explorer.games.naishi import Card, score
from explorer.widgets import explore
from explorer.widgets.naishi import RULEBOOK_HAND, RULEBOOK_LINE, NaishiExplorer, NaishiScorer


def total_shown(scorer: NaishiScorer) -> int:
    html = scorer.summary.value
    start = html.index('ex-total-value">') + len('ex-total-value">')
    return int(html[start : html.index("<", start)])


def test_scorer_starts_on_the_rulebook_example() -> None:
    scorer = NaishiScorer()
    assert total_shown(scorer) == 62 == score(RULEBOOK_LINE, RULEBOOK_HAND).total
    for sentence in scorer.breakdown.explain("en"):
        assert escape(sentence) in scorer.summary.value
    assert scorer.tiles[(0, 0)].description.endswith("Fort")
    assert scorer.badges[(0, 0)].value == "<small>F · brown · 6 pt</small>"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_card_scored_with_its_kind_says_how_many_and_their_points(lang: str) -> None:
    """Issue 40: the scorer's badge of a Mountain, a Torii or a Rice Field showed its template
    unfilled ("all {n}: {points}" / 「{n}枚で{points}点」); it says what the board's does."""
    from explorer.engine import tr
    from explorer.viz.naishi import tile_badge

    scorer = NaishiScorer(lang=lang)
    together = 0
    for position, badge in scorer.badges.items():
        assert "{" not in badge.value, badge.value
        if scorer.breakdown.points_at(position) is None:
            together += 1
            card = scorer.breakdown.card_at(position)
            kind = [*scorer.breakdown.line, *scorer.breakdown.hand].count(card)
            said = tr("naishi.viz.set_badge", lang, n=kind,
                      points=scorer.breakdown.by_type[card])
            assert said == tile_badge(scorer.breakdown, position, lang)
            assert escape(said) in badge.value
    assert together >= 2  # the rulebook's example has cards scored as a set


def test_two_clicks_swap_and_the_change_is_shown() -> None:
    scorer = NaishiScorer()
    scorer.tiles[(0, 2)].click()
    assert scorer.selected == (0, 2)
    assert "ex-selected" in scorer.tiles[(0, 2)]._dom_classes
    scorer.tiles[(1, 2)].click()
    assert scorer.selected is None
    line, hand = list(RULEBOOK_LINE), list(RULEBOOK_HAND)
    line[2], hand[2] = hand[2], line[2]
    expected = score(line, hand).total
    assert total_shown(scorer) == expected
    assert f"({expected - 62:+d})" in scorer.summary.value
    assert scorer.breakdown.line[2] is Card.NAISHI


def test_clicking_the_same_cell_twice_cancels() -> None:
    scorer = NaishiScorer()
    scorer.tiles[(1, 1)].click()
    scorer.tiles[(1, 1)].click()
    assert scorer.selected is None and total_shown(scorer) == 62


def test_palette_sets_any_card_and_a_ninja_shows_its_choice() -> None:
    scorer = NaishiScorer()
    scorer.palettes[(1, 1)].value = "Ninja"
    assert scorer.breakdown.hand[1] is Card.NINJA
    copy = scorer.breakdown.ninja_copies[(1, 1)]
    assert copy in (Card.SENTINEL, Card.ADVISOR, Card.NAISHI)
    assert scorer.ninja.value.count("<li>") == 1
    assert "Ninja" in scorer.ninja.value
    choices = scorer.breakdown.copy_choices[(1, 1)]
    assert choices[0] == (copy, scorer.breakdown.total)
    for card, total in choices[1:]:
        assert card.label("en") in scorer.ninja.value and str(total) in scorer.ninja.value


def test_best_arrangement_is_shown_beside_and_can_be_adopted() -> None:
    scorer = NaishiScorer()
    scorer.best_button.click()
    best = scorer.best
    assert best.breakdown.total >= 62
    assert "ex-moved" in scorer.best_view.value or best.gain == 0
    assert str(best.breakdown.total) in scorer.best_view.value
    scorer.adopt_button.click()
    assert total_shown(scorer) == best.breakdown.total


def test_adopt_best_works_right_after_construction() -> None:
    scorer = NaishiScorer()
    scorer.adopt_best()
    assert scorer.best is not None and scorer.messages.value == ""
    assert total_shown(scorer) == scorer.best.breakdown.total >= 62


def test_scorer_edits_create_no_widgets() -> None:
    from ipywidgets.widgets.widget import _instances

    scorer = NaishiScorer()
    before = len(_instances)
    for step in range(20):
        scorer.tiles[(step % 2, step % 5)].click()
        scorer.palettes[(1, step % 5)].value = ("Ninja", "Fort", "Monk")[step % 3]
        scorer.language.value = ("ja", "en")[step % 2]
    scorer.best_button.click()
    scorer.adopt_button.click()
    assert len(_instances) == before


def test_language_switch_renames_everything() -> None:
    scorer = NaishiScorer()
    scorer.language.value = "ja"
    assert scorer.tiles[(1, 2)].description.endswith("内侍")
    assert "合計" in scorer.summary.value
    assert scorer.best_button.description == "最適な配置"


def test_bad_card_goes_to_the_message_area() -> None:
    scorer = NaishiScorer(lang="ja")
    scorer.set_card((0, 0), "Dragon")
    assert "ex-error" in scorer.messages.value and "Dragon" in scorer.messages.value
    assert total_shown(scorer) == 62


def test_explorer_says_when_hands_are_not_formed_yet() -> None:
    app = explore("naishi", seed=4)
    assert app.table.value.count("the Hand is formed after the opening exchange") == 2


def test_explorer_hides_the_opponents_hand_from_a_seat() -> None:
    app = explore("naishi", seed=4, bot_seed=2)
    assert isinstance(app, NaishiExplorer)
    for _ in range(6):
        app.bot_move()
    app.seat_picker.value = 0
    opponent = app.table.value.split('data-player="1"')[1]
    assert "ex-hidden" in opponent and "score hidden" in opponent
    app.seat_picker.value = -1
    assert "score hidden" not in app.table.value
    assert "if the game ended now" in app.table.value


def test_the_dealt_cards_show_only_to_their_owner_during_the_exchange() -> None:
    app = explore("naishi", seed=1)
    dealt = app.match.state.dealt
    assert app.table.value.count("Dealt") == 2  # everyone sees both
    for seat in (0, 1):
        app.seat_picker.value = seat
        mine, theirs = (app.table.value.split(f'data-player="{p}"')[1].split("data-player")[0]
                        for p in (seat, 1 - seat))
        assert "Dealt" in mine and "Dealt" not in theirs
        assert all(escape(card.label("en")) in mine for card in dealt[seat])


def test_explorer_explains_each_score_on_demand_and_at_the_end() -> None:
    from ipywidgets.widgets.widget import _instances

    from explorer.games.naishi.rules import score_now

    app = explore("naishi", seed=4, bot_seed=2)
    for _ in range(8):
        app.bot_move()
    assert app.scores_html.value == "" and app.explain_toggle.description == "Explain the scores"
    before = len(_instances)
    app.explain_toggle.value = True
    for player in (0, 1):
        for sentence in score_now(app.match.state, player).explain("en"):
            assert escape(sentence) in app.scores_html.value
    app.language.value = "ja"
    assert app.explain_toggle.description == "内訳を隠す"
    for sentence in score_now(app.match.state, 1).explain("ja"):
        assert escape(sentence) in app.scores_html.value
    app.seat_picker.value = 0
    assert "手札が伏せられているため得点は非公開" in app.scores_html.value
    app.explain_toggle.value = False
    assert app.scores_html.value == ""
    app.language.value = "en"
    app.end_button.click()
    assert app.match.is_over and app.explain_toggle.disabled
    assert "Final scores explained" in app.scores_html.value
    for player in (0, 1):
        total = score_now(app.match.state, player).total
        assert f"Player {player + 1}: {total} points" in app.scores_html.value
    assert len(_instances) == before, "the panel is updated in place"


def test_the_scorers_python_api_refuses_positions_outside_the_grid() -> None:
    # Negative indices used to wrap to the other end of a row (issue 12).
    scorer = NaishiScorer(lang="ja")
    before = (scorer.line, scorer.hand)
    for bad in ((0, -1), (-1, 0), (2, 0), (0, 5), (True, 0), (0, 1.0), "a1", (0,)):
        scorer.set_card(bad, "Ninja")  # type: ignore[arg-type]  # a bad value on purpose
        assert (scorer.line, scorer.hand) == before, bad
        assert "マスではありません" in scorer.messages.value
        scorer.click(bad)  # type: ignore[arg-type]  # a bad value on purpose
        assert scorer.selected is None and (scorer.line, scorer.hand) == before
    scorer.click((0, 4))
    assert scorer.selected == (0, 4)


def test_best_arrangement_without_numpy_finds_the_same(monkeypatch: Any) -> None:
    with_numpy = NaishiScorer()
    with_numpy.best_button.click()
    monkeypatch.setitem(sys.modules, "numpy", None)  # numpy "missing": any import fails
    without = NaishiScorer()
    without.best_button.click()
    assert without.messages.value == "" and without.best == with_numpy.best
    assert without.best_view.value == with_numpy.best_view.value


def test_a_missing_package_is_said_in_both_languages(monkeypatch: Any) -> None:
    import explorer.widgets.naishi as module

    def missing(*_args: Any, **_kwargs: Any) -> None:
        raise ModuleNotFoundError("No module named 'numpy'", name="numpy")

    monkeypatch.setattr(module, "best_arrangement", missing)
    scorer = NaishiScorer()
    scorer.best_button.click()
    assert "ex-error" in scorer.messages.value and "numpy" in scorer.messages.value
    assert "not installed" in scorer.messages.value and not scorer.best_shown
    scorer.set_language("ja")
    scorer.best_button.click()
    assert "入っていません" in scorer.messages.value


def test_the_table_gives_final_scores_once_the_game_has_ended():
    """Issue 24: "…if the game ended now" is said only while the game goes on."""
    app = explore("naishi", players=2, seed=1)
    for _ in range(6):
        app.bot_move()
    assert "points if the game ended now" in app.table.value
    app.play_to_end()
    assert app.match.is_over
    assert "if the game ended now" not in app.table.value
    assert "Player 1: " in app.table.value and " points" in app.table.value
    app.set_language("ja")
    assert "今終われば" not in app.table.value


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_scorer_offers_a_variants_new_kinds_and_scores_them(lang: str) -> None:
    """Under the Gardener (class question 5) the palettes offer it by its own name, a tile set
    to it shows its name and mark, the total is the variant's score, and the best arrangement
    is searched with the variant's kinds and explained in the chosen language."""
    import explorer
    from explorer.games.naishi.cards import SPARE

    gardener = {"id": "Gardener", "names": {"en": "Gardener", "ja": "庭師"}, "copies": 2,
                "family": "start", "mark": "G",
                "scoring": [{"pattern": "adjacent", "card": "RiceField", "points": 2},
                            {"pattern": "position", "where": "corner", "points": 5}]}
    v = explorer.Variant.from_dict("naishi", {"content": {"kinds": [gardener]}})
    scorer = NaishiScorer(lang=lang, variant=v)
    named = {"en": "Gardener", "ja": "庭師"}[lang]
    labels = [label for label, _ in scorer.palettes[(0, 4)].options]
    assert labels[-1] == named and len(labels) == 13
    published = NaishiScorer(lang=lang)
    assert named not in [label for label, _ in published.palettes[(0, 4)].options]
    before = scorer.breakdown.total
    scorer.palettes[(0, 4)].value = SPARE[0].value  # a corner, beside a Hand Rice Field
    assert scorer.line[4] is SPARE[0] and scorer.tiles[(0, 4)].description == named
    assert scorer.badges[(0, 4)].value.startswith("<small>G · ")
    rules = v.options.scoring
    assert scorer.breakdown.total == score(scorer.line, scorer.hand, rules=rules).total
    assert scorer.breakdown.by_type[SPARE[0]] == 5 + 2 and total_shown(scorer) != before
    scorer.set_card((1, 0), "Gardener")  # by its id, as Python users type it
    assert scorer.hand[0] is SPARE[0] and not scorer.messages.value
    scorer.show_best()
    assert "ex-error" not in scorer.messages.value and scorer.best_shown
    assert scorer.best is not None
    assert scorer.best.breakdown.total >= scorer.breakdown.total
    assert scorer.best.breakdown.total == score(scorer.best.line, scorer.best.hand,
                                                rules=rules).total
    said = " ".join(scorer.best.explain(lang))
    assert any("\u3040" <= ch <= "\u30ff" for ch in said) == (lang == "ja"), said
