"""The Review in the explorer and at the end of the guided game, driven headless (issue 38,
point 2): one seat's decisions listed with their grade in words, the better move and the rule
that makes it better; a click goes to the decision's step and marks the better move in the
move list (apart from the Hint's mark, and in its label); the language switch relabels the
list; a seat shown alone is the only seat that can be reviewed; a new branch retires the
review; no error escapes as a traceback."""

from __future__ import annotations

from typing import Any

from explorer.viz.review import better_move
from explorer.widgets import GuidedGame, explore

from .test_guided import play_through


def _played(moves: int, **kwargs: Any) -> Any:
    """A Naishi explorer after `moves` bot moves (the review is of any match, over or not)."""
    app = explore("naishi", **kwargs)
    for _ in range(moves):
        app.bot_button.click()
    assert app.match.step == moves
    return app


def _marked(app: Any, css_class: str = "ex-better") -> list[str]:
    return [b.description for b in app.pool.visible if css_class in b._dom_classes]


def test_review_lists_a_seats_decisions_and_goes_to_the_better_move() -> None:
    app = _played(12, seed=2)
    panel = app.review_panel
    assert panel.seat_picker.value == 0  # everyone's view: a seat is shown picked
    panel.button.click()
    review = app.match.review(0)
    assert panel.review is review
    assert app.messages.value == "" and len(panel.list.children) == 2 * len(review.ratings)
    assert "Review of Player 1" in panel.summary.value
    index, rating = next((i, r) for i, r in enumerate(review.ratings)
                         if r.grade in ("mistake", "blunder"))
    button, why = panel.rows[index]
    assert rating.grade in button.description and f"Move {rating.step + 1}" in button.description
    assert better_move(rating) == rating.best != rating.played
    better = app.match.game.describe_action(app.match.state_at(rating.step), rating.best, "en")
    assert better in why.value and 'class="ex-chip"' in why.value
    button.click()
    assert app.match.step == rating.step
    assert _marked(app) == [f"◆ Better move: {better}"]
    app.language.value = "ja"
    assert "振り返り" in panel.summary.value and _marked(app)[0].startswith("◆ より良い手")
    assert not any(rating.grade in b.description for b, _ in panel.rows[:3])
    app.next_button.click()  # another step: the mark is for the decision's position only
    assert _marked(app) == []
    app.close()


def test_a_seat_shown_alone_reviews_only_itself_and_a_new_branch_retires_it() -> None:
    app = _played(8, seed=3, seat=0)
    panel = app.review_panel
    assert "ex-off" in panel.seat_picker._dom_classes
    app.review_seat(1)
    assert "Player 1&#x27;s own game" in app.messages.value and panel.summary.value == ""
    app.review_seat(7)
    assert "⚠" in app.messages.value and "Traceback" not in app.messages.value
    panel.button.click()
    assert "Review of Player 1" in panel.summary.value
    app.seat_picker.value = 1  # looking from the other seat: the review is not shown
    assert panel.summary.value == "" and panel.list.children == ()
    app.seat_picker.value = 0
    assert panel.summary.value != ""
    app.first_button.click()
    app.buttons[-1].click()  # a new branch: the review was of another game
    assert panel.summary.value == "" and panel.list.children == ()
    app.close()


def test_the_review_shows_its_progress_while_it_runs() -> None:
    app = explore("naishi", seed=5)
    seen: list[tuple[int, int, bool]] = []
    app.review_panel.progress.observe(
        lambda change: seen.append((app.review_panel.progress.value,
                                    app.review_panel.progress.max,
                                    "ex-off" in app.review_panel.progress._dom_classes)),
        names="value")
    for _ in range(6):
        app.bot_button.click()
    app.review_panel.button.click()
    assert seen and seen[-1][0] == seen[-1][1] and not any(hidden for *_, hidden in seen)
    assert "ex-off" in app.review_panel.progress._dom_classes
    app.close()


def test_the_guided_game_ends_with_a_review_of_the_learners_seat() -> None:
    guide = GuidedGame("naishi", lang="ja")
    assert guide.review_button.disabled
    play_through(guide)
    assert not guide.review_button.disabled and guide.review_button.description == "対局を振り返る"
    guide.review_button.click()
    shown = guide.continued
    assert shown is not None and shown.seat == guide.script.seat
    assert shown.review_panel.review.seat == guide.script.seat
    assert "振り返り" in shown.review_panel.summary.value and shown.review_panel.rows
    guide.close()
