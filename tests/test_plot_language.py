"""The design lab's plots speak the lesson's language: a saved image cannot be read back, so
each plotting function of `explorer.viz.plots` is called in Japanese and in English on a few
seeded games, and every text its figure draws (titles, axis labels, tick labels, keys) is read
from the SVG chart: no English phrase in Japanese, no Japanese in English."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import explorer
from explorer.simulate import fit
from explorer.simulate.questions import QUESTIONS, Answer, ask
from explorer.viz import plots

from .language_scan import wrong_language
from .test_texts_in_force import EMPEROR

TABLES = [("naishi", 2), ("whispers", 3), ("whispers", 4), ("whispers", 5), ("citadels", 4)]


@pytest.fixture(scope="module")
def data() -> dict[str, Any]:
    """A few games of each kind the lesson plots, as the lesson's cells make them."""
    runs = {(game, players): explorer.simulate(game, 6, players=players, bots="heuristic",
                                               seed=2024, progress=False)
            for game, players in TABLES}
    naishi, citadels = runs["naishi", 2], runs["citadels", 4]
    types = [t for t in naishi.features if t.startswith("cards.")]
    counts = np.stack([naishi.features[t].ravel() for t in types], axis=1)
    worth = fit({t.removeprefix("cards."): counts[:, i] for i, t in enumerate(types)},
                naishi.scores.ravel().astype(float))
    chars = [c for c in citadels.features if c.startswith("chose.")]
    picks = np.stack([citadels.features[c].ravel() for c in chars], axis=1)
    effect = fit({c.removeprefix("chose."): picks[:, i] for i, c in enumerate(chars)},
                 citadels.shares.ravel())
    change = explorer.compare("citadels", {}, {"complete_size": 6}, 4, players=4, seed=7,
                              progress=False)
    answers = {"ninja_plus_one": ask("ninja_plus_one", 4, seed=2024, progress=False),
               "first_player": Answer(QUESTIONS["first_player"],
                                      runs={p: runs["whispers", p] for p in (3, 4, 5)})}
    return {"runs": runs, "worth": worth, "effect": effect, "change": change,
            "answers": answers}


def every_plot(data: dict[str, Any], lang: str) -> dict[str, plots.Plot]:
    runs = data["runs"]
    return {
        "first player": plots.first_player_figure(runs, lang),
        "score spread": plots.score_spread_figure(
            runs, [("naishi", 2), ("whispers", 4), ("citadels", 4)], lang),
        "length": plots.length_figure(runs, lang),
        "card worth": plots.card_worth_figure(data["worth"], lang),
        "characters": plots.character_figure(data["effect"], lang),
        "comparison": plots.comparison_figure(data["change"], ["8", "6"], lang),
        "questions": plots.questions_figure(data["answers"], lang),
    }


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_every_plot_draws_its_words_in_the_lessons_language(data: dict[str, Any],
                                                              lang: str) -> None:
    drawn = every_plot(data, lang)
    problems = []
    for name, plot in drawn.items():
        texts = plot.texts()
        assert len(texts) >= 3, (name, texts)  # a title, axes, ticks at least
        problems += wrong_language([(name, text) for text in texts], lang, labels=True)
    assert not problems, "\n".join(problems)
    if lang == "ja":  # the words themselves are Japanese, not just free of English
        titles = [t for plot in drawn.values() for t in plot.texts()]
        assert sum(any("\u3040" <= ch <= "\u9fff" for ch in t) for t in titles) >= 20


def test_the_plot_scan_catches_an_english_title(data: dict[str, Any]) -> None:
    plot = plots.length_figure(data["runs"], "ja")
    plot.text(0, 0, "Game length")
    assert wrong_language([("length", t) for t in plot.texts()], "ja")
    plot = plots.length_figure(data["runs"], "ja")
    plot.text(0, 0, "Length")  # a single word: a label, not a phrase
    assert not wrong_language([("length", t) for t in plot.texts()], "ja")
    assert wrong_language([("length", t) for t in plot.texts()], "ja", labels=True)


def test_every_plot_is_an_svg_titled_in_the_lessons_language(data: dict[str, Any]) -> None:
    from xml.etree import ElementTree

    for lang in ("en", "ja"):
        for name, plot in every_plot(data, lang).items():
            root = ElementTree.fromstring(plot._repr_svg_())
            title = root.find("{http://www.w3.org/2000/svg}title")
            assert root.get("role") == "img" and root.get("lang") == lang, name
            assert title is not None and title.text == root.get("aria-label") == plot.title
            assert plot.title in plot.texts()
            assert not wrong_language([(name, plot.title)], lang)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_character_plot_names_the_characters_of_the_variant(lang: str) -> None:
    """Under a variant that renames the Merchant's rank and fills the ninth, the lab's plot of
    the characters names them as the run's content does (issue 36)."""
    emperor = explorer.Variant.from_dict("citadels", EMPEROR)
    run = explorer.simulate("citadels", 6, players=4, bots="heuristic", seed=11,
                            progress=False, variant=emperor)
    chars = [c for c in run.features if c.startswith("chose.")]
    assert {"chose.merchant", "chose.queen"} <= set(chars)
    effect = fit({c.removeprefix("chose."): run.features[c].ravel() for c in chars},
                 run.shares.ravel())
    texts = plots.character_figure(effect, lang, content=run.content).texts()
    new, printed = (("Emperor", "Banker"), ("Merchant", "Queen")) if lang == "en" else \
        (("皇帝", "銀行家"), ("商人", "女王"))
    for name in new:
        assert name in texts, (name, texts)
    assert not [t for t in texts for name in printed if name in t], texts
    published = plots.character_figure({"merchant": effect["merchant"]}, lang).texts()
    assert printed[0] in published
