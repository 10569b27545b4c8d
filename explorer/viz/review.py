"""A game review drawn as HTML (`explorer.engine.review`): each rated decision's grade as a
word with its sign (never colour alone), the move played, the better one, the reason in rule
words with its rule chip, and how sure the review is; a match's decisive moments as a list
with their rule chips. Pure functions (a review and a language in, HTML out), shared by the
explorer's Review panel and the classroom's pages. No rules here: every text comes from the
review's own messages (the moves as the seat's view named them).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..engine import tr
from .html import escape, rule_chip

#: Each grade's sign, shown beside its word: the word is the signal, the sign a second one
#: (chess's annotation marks; colour only a third).
GRADE_SIGNS = {"best": "★", "good": "✓", "inaccuracy": "?!", "mistake": "?", "blunder": "??"}

CSS = """<style>
.ex-review-summary p { margin: 2px 0; }
.ex-review-grade { font-weight: bold; }
.ex-review-best:not(li), .ex-review-good:not(li), li.ex-review-best > b,
li.ex-review-good > b { color: #1b5e20; }
.ex-review-inaccuracy:not(li), li.ex-review-inaccuracy > b { color: #6d4c00; }
.ex-review-mistake:not(li), .ex-review-blunder:not(li), li.ex-review-mistake > b,
li.ex-review-blunder > b { color: #b71c1c; }
.ex-review-why { font-size: 0.9em; margin: 0 0 4px 6px; }
.ex-review-why:empty { display: none; }
.ex-review-moments { margin: 2px 0; padding-left: 1.2em; }
</style>"""


def grade_label(grade: str, lang: str) -> str:
    """A grade as its sign and word ("? mistake", "? 悪手"), the review's own words."""
    return f"{GRADE_SIGNS.get(grade, '')} {tr(f'engine.review.grade.{grade}', lang)}".strip()


def _named(text: Any, action: Any, lang: str) -> str:
    """A move as the review named it from the seat's view (its code if it was not named)."""
    return str(action) if text is None else str(text.label(lang))


def better_move(rating: Any) -> Any:
    """The move the review says was better than the one played: the better move of a loss, or
    the top move a good one fell just short of; `None` for the best move and a near-tie."""
    if rating.tie:
        return None
    return rating.best if rating.best != rating.played else rating.other


def played_name(rating: Any, lang: str) -> str:
    """The move played, as the seat's view named it."""
    return _named(rating.played_text, rating.played, lang)


def better_name(rating: Any, lang: str) -> str | None:
    """The better move (`better_move`), as the seat's view named it; `None` if there is none."""
    better = better_move(rating)
    if better is None:
        return None
    return _named(rating.best_text if rating.best != rating.played else rating.other_text,
                  better, lang)


def rating_title(rating: Any, lang: str) -> str:
    """One line for a rated decision (a button's label): the move number (as the log and the
    review's sentences count them), the grade and the move played; "as good" for a near-tie."""
    grade = grade_label(rating.grade, lang)
    if rating.tie and rating.grade != "best":
        grade = f"{grade} ({tr('ui.review.as_good', lang)})"
    return tr("ui.review.row", lang, move_number=rating.step + 1, grade=grade,
              move=played_name(rating, lang))


def rating_why_html(rating: Any, lang: str, context: Any = None) -> str:
    """Under a decision: the better move (or the one it is as good as) and what was lost, then
    why in rule words with its rule chip (its text from `context`, the match's options)."""
    head = ""
    if rating.tie and rating.other is not None:
        other = _named(rating.other_text, rating.other, lang)
        head = f"<b>{escape(tr('ui.review.tie', lang, move=other))}</b><br>"
    elif (name := better_name(rating, lang)) is not None:
        percent = f"{100 * rating.loss:.0f}"
        loss = (tr("engine.review.loss", lang, percent=percent) if rating.points is None else
                tr("engine.review.loss_points", lang, percent=percent,
                   points=f"{rating.points:.1f}"))
        better = tr("ui.review.better", lang, move=name)
        head = f"<b>{escape(better)}</b> ({escape(loss)})<br>"
    chip = rule_chip(rating.rule, lang, context) if rating.rule else ""
    return (f'<div class="ex-review-why" lang="{lang}">{head}'
            f"{escape(rating.reason.label(lang))}{chip}</div>")


def summary_html(review: Any, lang: str, player: Any) -> str:
    """Whose decisions were reviewed (`player`, the seat's label), how many of each grade,
    and how sure the review is (the search per decision, the median spread of the estimates)."""
    counts = review.counts()
    each = " · ".join(f'<span class="ex-review-grade ex-review-{grade}">'
                      f"{escape(grade_label(grade, lang))} {counts.get(grade, 0)}</span>"
                      for grade in GRADE_SIGNS)
    spreads = sorted(rating.spread for rating in review.ratings)
    spread = spreads[len(spreads) // 2] if spreads else 0.0
    title = tr("ui.review.title", lang, player=player, count=len(review.ratings))
    sure = tr("engine.review.sure", lang, budget=review.budget, spread=f"{100 * spread:.0f}")
    return (f'<div class="ex-review-summary" lang="{lang}"><p><b>{escape(title)}</b></p>'
            f"<p>{each}</p><p><small>{escape(sure)}</small></p></div>")


def moments_html(moments: Sequence[Any], lang: str, context: Any = None) -> str:
    """A match's decisive moments (each sentence names its move) with their rule chips."""
    if not moments:
        return f"<p>{escape(tr('ui.review.no_moments', lang))}</p>"
    rows = "".join(
        f'<li data-step="{moment.step}">{escape(moment.text(lang))}'
        f"{rule_chip(moment.rule, lang, context) if moment.rule else ''}</li>"
        for moment in moments)
    return f'<ul class="ex-review-moments" lang="{lang}">{rows}</ul>'


def review_html(review: Any, lang: str, player: Any, context: Any = None) -> str:
    """A whole review as one page section: the summary, then each decision (its grade, the
    move played, the better move or the one as good, and why)."""
    rows = "".join(
        f'<li class="ex-review-item ex-review-{rating.grade}" data-step="{rating.step}">'
        f"<b>{escape(rating_title(rating, lang))}</b>"
        f"{rating_why_html(rating, lang, context)}</li>"
        for rating in review.ratings)
    return f'{summary_html(review, lang, player)}<ol class="ex-review-items">{rows}</ol>'
