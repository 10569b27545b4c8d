"""Sphinx directive `rulebook`: a game's rule book (every registered rule id with its title and
text) and its options, in English or Japanese, read from the package itself, so the site says
exactly what the engine cites.

    ```{rulebook} naishi
    :lang: ja
    ```

The argument `all` (of `rulebook` and `ruleindex`) stands for every registered game, each
under a heading of its title: a game added by the checklist (`docs/adding-a-game.md`) is on
the site's rule book and rule index before it has a page of its own.
"""

from __future__ import annotations

import dataclasses
import importlib
import inspect
import re
import textwrap
from typing import Any

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

from explorer import load_game, registered_games, rule_index
from explorer.engine.events import all_rules
from explorer.engine.events import rule as rule_of

HEADINGS = {
    "en": ("Players", "Options (keyword arguments of Match; default first)", "Rules cited"),
    "ja": ("人数", "オプション(Match のキーワード引数。既定値)", "引用されるルール"),
}


def rule_order(rule_id: str) -> list[Any]:
    """naishi.3.2 before naishi.10.1; appendix ids (13.A2) after the numbered ones."""
    return [(0, int(part), "") if part.isdigit() else (1, 0, part)
            for part in re.split(r"[.]", rule_id)]


class PerGame(SphinxDirective):
    """A directive about one game, or with `all` about each registered game in a section."""

    required_arguments = 1

    def run(self) -> list[nodes.Node]:
        if self.arguments[0] != "all":
            return self.game(self.arguments[0])
        out: list[nodes.Node] = []
        for name in registered_games():
            section = nodes.section(ids=[nodes.make_id(f"{self.name}-{name}")])
            section += nodes.title("", self.heading(load_game(name)))
            section.extend(self.game(name))
            out.append(section)
        return out

    def heading(self, game: Any) -> str:
        return f"{game.title.en} · {game.title.ja}"

    def game(self, name: str) -> list[nodes.Node]:
        raise NotImplementedError


class RuleBook(PerGame):
    option_spec = {"lang": lambda value: directives.choice(value, ("en", "ja"))}

    def heading(self, game: Any) -> str:
        return str(game.title.label(self.options.get("lang", "en")))

    def game(self, name: str) -> list[nodes.Node]:
        lang = self.options.get("lang", "en")
        game = load_game(name)
        players, options_title, rules_title = HEADINGS[lang]
        out: list[nodes.Node] = []
        low, high = game.min_players, game.max_players
        count = str(low) if low == high else f"{low}–{high}"
        out.append(nodes.paragraph("", "", nodes.strong("", f"{players}: "), nodes.Text(count)))
        fields = dataclasses.fields(game.Options)
        if fields:
            out.append(nodes.rubric("", options_title))
            items = nodes.bullet_list()
            for field in fields:
                default = field.default
                if default is dataclasses.MISSING:
                    default = field.default_factory()  # type: ignore[misc]
                shown = getattr(default, "value", default)
                items += nodes.list_item(
                    "", nodes.paragraph("", "", nodes.literal("", field.name),
                                        nodes.Text(f" = {shown!r}")))
            out.append(items)
        out.append(nodes.rubric("", rules_title))
        rules = [r for r in all_rules().values() if r.id.startswith(f"{name}.")]
        rules.sort(key=lambda r: rule_order(r.id))
        listing = nodes.definition_list()
        for rule in rules:
            term = nodes.term("", "", nodes.literal("", rule.id), nodes.Text(" "),
                              nodes.strong("", rule.title.label(lang)))
            body = nodes.definition("", nodes.paragraph("", rule.text.label(lang)))
            listing += nodes.definition_list_item("", term, body)
        out.append(listing)
        return out


def _function(qualified: str) -> Any:
    """The function named `module.Class.function` (the rule index's names)."""
    parts = qualified.split(".")
    for cut in range(len(parts) - 1, 0, -1):
        try:
            value: Any = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        for name in parts[cut:]:
            value = getattr(value, name)
        return value
    raise ValueError(f"no function {qualified}")


class RuleIndex(PerGame):
    """Per rule id of a game: its title and text in English and Japanese, then the source of
    every function of the reference rule book that implements it (`explorer.rule_index`)."""

    def game(self, name: str) -> list[nodes.Node]:
        index = rule_index(load_game(name))
        out: list[nodes.Node] = []
        for rule_id in sorted(index, key=rule_order):
            found = rule_of(rule_id)
            section = nodes.section(ids=[nodes.make_id(f"rule-{rule_id}")])
            section += nodes.title("", "", nodes.literal("", rule_id), nodes.Text(
                f" {found.title.en} · {found.title.ja}"))
            section += nodes.paragraph("", found.text.en)
            section += nodes.paragraph("", found.text.ja)
            for qualified in index[rule_id]:
                section += nodes.paragraph("", "", nodes.literal("", qualified))
                source = textwrap.dedent(inspect.getsource(_function(qualified)))
                block = nodes.literal_block(source, source)
                block["language"] = "python"
                section += block
            if not index[rule_id]:
                # check_rule_index keeps this from happening; -W makes it a failed build.
                self.reporter.warning(f"no function implements {rule_id}", line=self.lineno)
            out.append(section)
        return out


def page_language(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any],
                  doctree: Any) -> None:
    """Each page declares its own language in `<html lang>`: the pages under `ja/` are
    Japanese; the others are English (bilingual ones are English first)."""
    context["language"] = "ja" if pagename.startswith("ja/") else "en"


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("html-page-context", page_language)
    app.add_directive("rulebook", RuleBook)
    app.add_directive("ruleindex", RuleIndex)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
