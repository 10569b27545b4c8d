"""The variant editor's "New cards" section for Naishi (issue 36, point 6): a new card kind
from the vocabulary (`explorer.games.naishi.kinds`) by choices, not code: its names in both
languages, copies, family and mark as fields, and its scoring as rows of a pattern, a place
or a card to look for, and numbers. The section only writes the `kinds` list of the variant's
dict; the editor checks it (`Variant.from_dict`) at every edit and shows the difference.

This module holds no rules: the patterns, places and families are read from the vocabulary.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as w

from ..engine import tr
from ..games.naishi.cards import PRINTED, Family
from ..games.naishi.kinds import MOST_KINDS, PATTERNS, WHERE
from .a11y import name

#: The patterns whose points are a table (a list of numbers), and those reading a card.
_TABLES = ("count", "group", "distinct")
_CARD = ("adjacent", "column")
#: What a new card starts as: a place worth 1 anywhere (the user edits it from there).
_START: dict[str, Any] = {"copies": 2, "family": "place",
                          "scoring": [{"pattern": "position", "where": "anywhere",
                                       "points": 1}]}


def _numbers(text: str) -> Any:
    """"5" → 5, "0, 10, 20" → [0, 10, 20]; anything else as typed (the check names it)."""
    parts = [p.strip() for p in text.replace("、", ",").split(",") if p.strip()]
    try:
        numbers = [int(p) for p in parts]
    except ValueError:
        return text
    return numbers[0] if len(numbers) == 1 and "," not in text else numbers


def _set_options(control: w.Dropdown, options: list[tuple[str, str]]) -> None:
    """New labels for a dropdown's values, keeping its value (the first if it is gone)."""
    if list(control.options) != options:
        kept = control.value
        control.options = options
        values = [v for _, v in options]
        control.value = kept if kept in values else values[0]


def _shown(value: Any) -> str:
    return ", ".join(map(str, value)) if isinstance(value, list) else str(value)


class _PatternRow:
    """One scoring pattern: its pattern, place, card and numbers; the fields a pattern does not
    use are hidden."""

    def __init__(self, data: dict[str, Any], changed: Callable[[], None],
                 remove: Callable[[_PatternRow], None]) -> None:
        where = data.get("where", "" if data.get("pattern") == "position" else "anywhere")
        self.pattern = w.Dropdown(options=list(PATTERNS), value=data.get("pattern", "position"),
                                  layout=w.Layout(width="auto"))
        self.where = w.Dropdown(options=["", *WHERE], value=where, layout=w.Layout(width="auto"))
        self.card = w.Dropdown(options=[c.value for c in PRINTED],
                               value=data.get("card", PRINTED[-1].value),
                               layout=w.Layout(width="auto"))
        self.points = w.Text(value=_shown(data.get("points", 1)), continuous_update=False,
                             layout=w.Layout(width="9em"))
        self.crowded = w.IntText(value=data.get("crowded", 0), layout=w.Layout(width="4.6em"))
        self.remove = w.Button(icon="trash", layout=w.Layout(width="auto"))
        self.remove.on_click(lambda _: remove(self))
        for control, cls in ((self.pattern, "pattern"), (self.where, "where"),
                             (self.card, "target"), (self.points, "points"),
                             (self.crowded, "crowded"), (self.remove, "remove-pattern")):
            control.add_class(f"ex-kind-{cls}")
            if control is not self.remove:
                control.observe(lambda _: changed(), names="value")
        self.box = w.HBox([self.pattern, self.where, self.card, self.points, self.crowded,
                           self.remove])
        self.box.add_class("ex-variant-row")

    def to_dict(self) -> dict[str, Any]:
        pattern = self.pattern.value
        out: dict[str, Any] = {"pattern": pattern, "points": _numbers(self.points.value)}
        if pattern == "position" and self.where.value:
            out["where"] = self.where.value
        if pattern in _CARD:
            out["card"] = self.card.value
        if pattern == "alone":
            out["crowded"] = self.crowded.value
        return out

    def relabel(self, lang: str, cards: list[tuple[str, str]]) -> None:
        pattern = self.pattern.value
        shown = {self.where: pattern == "position", self.card: pattern in _CARD,
                 self.crowded: pattern == "alone"}
        for control, visible in shown.items():
            control.layout.display = None if visible else "none"
        _set_options(self.pattern, [(tr(f"ui.kinds.pattern.{p}", lang), p) for p in PATTERNS])
        _set_options(self.where, [(tr(f"ui.kinds.where.{p or 'cells'}", lang), p)
                                  for p in ("", *WHERE)])
        _set_options(self.card, cards)
        table = pattern in _TABLES or pattern == "position" and not self.where.value
        name(self.pattern, tr("ui.kinds.pattern", lang))
        name(self.where, tr("ui.kinds.where", lang))
        name(self.card, tr("ui.kinds.card", lang))
        name(self.points, tr("ui.kinds.table" if table else "ui.kinds.points", lang))
        name(self.crowded, tr("ui.kinds.crowded", lang))
        self.points.placeholder = tr("ui.kinds.table" if table else "ui.kinds.points", lang)
        self.remove.tooltip = tr("ui.kinds.remove_pattern", lang)


class _CardForm:
    """One new card: its id, names, copies, family and mark, and its pattern rows."""

    def __init__(self, data: dict[str, Any], changed: Callable[[], None],
                 remove: Callable[[_CardForm], None]) -> None:
        self.changed = changed
        names = data.get("names", {})
        self.id = w.Text(value=data.get("id", ""), continuous_update=False)
        self.en = w.Text(value=names.get("en", ""), continuous_update=False)
        self.ja = w.Text(value=names.get("ja", ""), continuous_update=False)
        self.copies = w.IntText(value=data.get("copies", 2), layout=w.Layout(width="4.6em"))
        self.family = w.Dropdown(options=[f.value for f in Family],
                                 value=data.get("family", "place"))
        self.mark = w.Text(value=data.get("mark", ""), continuous_update=False,
                           layout=w.Layout(width="4em"))
        self.add_pattern = w.Button(icon="plus", layout=w.Layout(width="auto"))
        self.add_pattern.on_click(lambda _: self._add({"pattern": "position",
                                                       "where": "anywhere", "points": 1}))
        self.remove = w.Button(icon="trash", layout=w.Layout(width="auto"))
        self.remove.on_click(lambda _: remove(self))
        self.fields: list[tuple[w.Widget, str]] = [
            (self.id, "id"), (self.en, "name_en"), (self.ja, "name_ja"),
            (self.copies, "copies"), (self.family, "family"), (self.mark, "mark")]
        for control, cls in self.fields:
            control.add_class(f"ex-kind-{cls}")
            control.observe(lambda _: changed(), names="value")
        self.add_pattern.add_class("ex-kind-add-pattern")
        self.remove.add_class("ex-kind-remove")
        self.rows: list[_PatternRow] = []
        self.patterns = w.VBox()
        head = w.HBox([c for c, _ in self.fields] + [self.remove])
        head.add_class("ex-variant-row")
        self.box = w.VBox([head, self.patterns, self.add_pattern])
        self.box.add_class("ex-kind-card")
        for pattern in data.get("scoring", []):
            self._add(pattern, quiet=True)

    def _add(self, data: dict[str, Any], quiet: bool = False) -> None:
        self.rows.append(_PatternRow(data, self.changed, self._remove))
        self.patterns.children = [r.box for r in self.rows]
        if not quiet:
            self.changed()

    def _remove(self, row: _PatternRow) -> None:
        self.rows.remove(row)
        self.patterns.children = [r.box for r in self.rows]
        self.changed()

    def to_dict(self) -> dict[str, Any]:
        out = {"id": self.id.value, "names": {"en": self.en.value, "ja": self.ja.value},
               "copies": self.copies.value, "family": self.family.value,
               "scoring": [r.to_dict() for r in self.rows]}
        if self.mark.value:
            out["mark"] = self.mark.value
        return out

    def relabel(self, lang: str, cards: list[tuple[str, str]]) -> None:
        for control, field in self.fields:
            name(control, tr(f"ui.kinds.{field}", lang), shown=True)
        _set_options(self.family, [(tr(f"ui.kinds.family.{f.value}", lang), f.value)
                                   for f in Family])
        self.add_pattern.description = tr("ui.kinds.add_pattern", lang)
        self.remove.description = tr("ui.kinds.remove", lang)
        for row in self.rows:
            row.relabel(lang, cards)


class NewCards:
    """The "New cards" section: up to `kinds.MOST_KINDS` new card forms and an "Add a new
    card" button; `changed()` is called at every edit (the editor checks the variant)."""

    def __init__(self, changed: Callable[[], None]) -> None:
        self.changed = changed
        self.forms: list[_CardForm] = []
        self.add_button = w.Button(icon="plus", layout=w.Layout(width="auto"))
        self.add_button.add_class("ex-kind-add")
        self.add_button.on_click(lambda _: self.add())
        self.cards = w.VBox()
        self.widget = w.VBox([self.cards, self.add_button])
        self.widget.add_class("ex-kinds")
        self.lang = "en"

    def add(self, data: dict[str, Any] | None = None) -> None:
        """A new card form (filled from `data`, a `kinds` entry, or a place worth 1)."""
        n = len(self.forms) + 1
        start = dict(data) if data is not None else {
            **_START, "id": f"Card{n}", "names": {"en": f"Card {n}", "ja": f"カード{n}"},
            "mark": f"C{n}"}
        self.forms.append(_CardForm(start, self.changed, self._remove))
        self._laid_out()
        self.changed()

    def _remove(self, form: _CardForm) -> None:
        self.forms.remove(form)
        self._laid_out()
        self.changed()

    def _laid_out(self) -> None:
        self.cards.children = [f.box for f in self.forms]
        self.add_button.disabled = len(self.forms) >= MOST_KINDS
        self.relabel(self.lang)

    def kinds(self) -> list[dict[str, Any]]:
        """The `kinds` list the forms describe."""
        return [f.to_dict() for f in self.forms]

    def show(self, kinds: list[dict[str, Any]]) -> None:
        """Forms for exactly `kinds` (a variant's `kinds` list), without calling back."""
        self.forms = [_CardForm(k, self.changed, self._remove) for k in kinds]
        self._laid_out()

    def relabel(self, lang: str) -> None:
        self.lang = lang
        cards = [(tr(f"naishi.card.{c.name.lower()}.name", lang), c.value) for c in PRINTED]
        cards += [(f.id.value, f.id.value) for f in self.forms if f.id.value]
        self.add_button.description = tr("ui.kinds.add", lang)
        for form in self.forms:
            form.relabel(lang, cards)
