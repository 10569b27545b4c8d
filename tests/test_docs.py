"""The documentation site builds with Sphinx + MyST with warnings as errors (the command of
`make docs`), and has the pages it promises: getting started, each game in English and Japanese
with the rule book read from the package, the engine API from the docstrings, and the
adding-a-game checklist with the toy game as template."""

from __future__ import annotations

import html
import re
import subprocess
import sys
from pathlib import Path

import pytest

import explorer
from explorer.engine.events import all_rules

from . import SHIPPED

ROOT = Path(__file__).resolve().parents[1]
SPHINX = ["-m", "sphinx", "-W", "--keep-going", "-b", "html", "docs"]


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    assert " ".join(SPHINX) in (ROOT / "Makefile").read_text(), "make docs runs another command"
    out = tmp_path_factory.mktemp("site")
    result = subprocess.run([sys.executable, *SPHINX, str(out)], cwd=ROOT,
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-5000:]
    return out


def text_of(page: Path) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", page.read_text(encoding="utf-8")))


def test_getting_started_gives_every_way_in(site: Path) -> None:
    page = text_of(site / "getting-started.html")
    for needed in ("make lab", "make test", "mybinder.org", "voila/render/notebooks/naishi.ipynb",
                   "make lite", "JupyterLite", "nbgitpuller", "card-rules-explorer lab"):
        assert needed in page, needed


@pytest.mark.parametrize("game", explorer.registered_games())
def test_each_game_is_in_the_rule_book_and_has_an_english_and_a_japanese_page(
    site: Path, game: str
) -> None:
    """Every registered game is in the site's rule book; each shipped game, and a new one once
    it has them (docs/adding-a-game.md, step 15), has a page in each language."""
    rulebook = text_of(site / "rulebook.html")
    rules = [r for r in all_rules().values() if r.id.startswith(f"{game}.")]
    assert rules and explorer.load_game(game).title.en in rulebook
    for rule in rules:
        assert rule.id in rulebook and rule.title.en in rulebook and rule.text.en in rulebook
    if game not in SHIPPED and not (ROOT / "docs" / f"{game}.md").exists():
        return
    english, japanese = text_of(site / f"{game}.html"), text_of(site / "ja" / f"{game}.html")
    for rule in rules:
        assert rule.id in japanese and rule.title.ja in japanese and rule.text.ja in japanese
    assert explorer.load_game(game).title.en.split()[0] in english
    assert "人数" in japanese and "オプション" in japanese


def test_the_api_page_is_generated_from_the_docstrings(site: Path) -> None:
    page = (site / "api.html").read_text(encoding="utf-8")
    for anchor in ("explorer.Match.play", "explorer.Match.undo", "explorer.engine.Game.apply",
                   "explorer.engine.Rng", "explorer.engine.Message", "explorer.load_game"):
        assert f'id="{anchor}"' in page, anchor
    first_line = explorer.Match.play.__doc__.strip().splitlines()[0]
    assert html.escape(first_line.split("`")[0].strip(), quote=False) in page


def test_the_api_page_covers_the_widgets_the_game_functions_and_viz(site: Path) -> None:
    page = (site / "api.html").read_text(encoding="utf-8")
    for anchor in ("explorer.widgets.explore", "explorer.widgets.naishi.NaishiScorer",
                   "explorer.widgets.citadels.CallOrderWalkthrough",
                   "explorer.games.naishi.scoring.score",
                   "explorer.games.naishi.arrange.best_arrangement",
                   "explorer.games.whispers.graph.turn_graph",
                   "explorer.games.citadels.callorder.call_order", "module-explorer.viz",
                   "explorer.viz.naishi.territory_html", "explorer.viz.dot.render_svg",
                   "explorer.lite.build_site"):
        assert f'id="{anchor}"' in page, anchor


def test_the_offline_site_page_is_for_a_school_it_person_in_both_languages(site: Path) -> None:
    page = text_of(site / "offline-site.html")
    for needed in ("card-rules-explorer lite", "--zip", "--pyodide", "make lite", "USB",
                   "application/wasm", "python -m http.server", "45 MB",
                   "USB メモリ", "校内", "完全版"):
        assert needed in page, needed


def test_adding_a_game_is_a_numbered_checklist_with_the_toy_template(site: Path) -> None:
    page = (site / "adding-a-game.html").read_text(encoding="utf-8")
    steps = re.search(r"<ol[^>]*>(.*?)</ol>", page, flags=re.S)
    assert steps and steps[1].count("<li") >= 10
    assert "class Toy" in text_of(site / "adding-a-game.html")


def test_each_page_declares_its_own_language(site: Path) -> None:
    pages = sorted(site.rglob("*.html"))
    japanese = [p for p in pages if p.parent.name == "ja"]
    assert japanese, "no Japanese page was built"
    for page in pages:
        if page.name in ("genindex.html", "search.html", "py-modindex.html"):
            continue
        found = re.search(r'<html[^>]*\blang="([a-z]+)"', page.read_text(encoding="utf-8"))
        assert found is not None, page
        assert found.group(1) == ("ja" if page in japanese else "en"), page


def test_the_rule_index_shows_each_rule_with_its_code(site: Path) -> None:
    page = text_of(site / "rule-index.html")
    for name in explorer.registered_games():
        for rule_id, functions in explorer.rule_index(name).items():
            assert rule_id in page, rule_id
            for function in functions:
                assert function in page and "@implements" in page, function
