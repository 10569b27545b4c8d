"""The variant editor of the design lab: a game's content as an editable table, its rule
readings as dropdowns and boxes, the live difference from the published game in the chosen
language, "Run N games" with a moving progress bar, the playout metrics of the published game
and the variant side by side, and Export / Import of the variant as JSON.

    from explorer.widgets import VariantEditor
    VariantEditor("naishi", lang="ja")

Generic over any game's content: the table is built from the content's `to_dict()`, whose
values may be whole numbers, lists of them, mappings name → number and mappings name → record
(a mapping of fields: numbers, yes/no, and strings offered as a dropdown of the values the
published records use). The content may say what its vocabulary offers beyond the published
records, and the editor offers it as choices, never as code to type: `field_choices()` (a
field that is one value or a list of them: a dropdown or a tick-list), `record_choices()`,
`record_numbers()`, `record_flags()`, `record_texts()` (a record's fields),
`record_columns()` (the order of a table's columns), `record_kinds()` (the fields each
kind of record reads: the others are hidden), `record_optional()` (records that may be none:
a box ticks one in or out) and `record_names()` (the rows' names). Every edit is checked by
`explorer.Variant.from_dict`; an impossible one shows its `VariantError` in the message area,
never a traceback.

Widgets are made once and updated in place: a run, a language switch or an import sets values
on the same controls. This module holds no rules.
"""

from __future__ import annotations

import base64
import copy
import enum
import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import ipywidgets as w

from ..engine import LANGUAGES, ExplorerError, Variant, load_game, tr, variant
from ..engine.events import rule
from ..engine.i18n import Message, has_message, has_rule
from ..engine.options import option_rows
from ..simulate import Comparison, compare
from ..viz import html as vh
from ..viz.metrics import metrics_chart
from .a11y import name
from .explorer import close_tree, language_toggle, safely
from .naishi_kinds import NewCards
from .teaching import option_label

#: How many games a run plays unless told, and the most a run may ask for.
DEFAULT_GAMES = 200
MOST_GAMES = 100_000
STYLE = """<style>
.ex-variant-editor .ex-variant-cell { width: 4.6em; }
.ex-variant-editor .ex-variant-row { align-items: center; gap: 4px; flex-wrap: wrap; }
.ex-variant-editor .ex-variant-name { min-width: 11em; }
.ex-variant-editor .ex-variant-records > .ex-variant-name { min-width: 0; }
.ex-variant-editor .ex-variant-records > .ex-variant-head { position: sticky; top: 0;
  z-index: 1; background: var(--jp-layout-color1, #fff); font-weight: bold; }
.ex-variant-editor .ex-variant-records > .ex-variant-rowname { position: sticky; left: 0;
  z-index: 1; background: var(--jp-layout-color1, #fff); padding-right: 4px; }
.ex-variant-editor .ex-variant-records > .ex-variant-rowname.ex-variant-head { z-index: 2; }
.ex-variant-editor .ex-variant-diff { padding: 4px 8px; border-left: 4px solid #7a5cc4;
  background: #f6f2fd; border-radius: 4px; min-height: 1.5em; }
.ex-variant-editor .ex-variant-summary pre { font-size: 0.85em; white-space: pre-wrap; }
.ex-variant-editor .ex-named > .widget-label,
.ex-variant-editor .ex-variant-records .ex-named.widget-checkbox .widget-label-basic > span {
  position: absolute !important; width: 1px; height: 1px; overflow: hidden;
  clip-path: inset(50%); white-space: nowrap; margin: -1px; }
</style>"""


@dataclass
class _Cell:
    """One editable value of the content or the options: where it sits in `to_dict()`'s form
    (`("deck", "Naishi")`, `("districts", "Castle", "cost")`, `("banner_points", 2)`) and its
    control. `optional`: a record field some records leave out or leave empty (`None`); its
    "—" choice writes `None`."""

    path: tuple[Any, ...]
    control: w.Widget
    optional: bool = False
    #: Free text (a character's name in one language): never read as JSON; empty is none.
    text: bool = False
    #: Whether the record at `path` exists (a Whispers King card): unticked, it is none.
    presence: bool = False


def _snake(key: str) -> str:
    """`"RiceField"` → `"rice_field"`, `"Haunted City"` → `"haunted_city"`."""
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", key)
    return re.sub(r"[^a-z0-9]+", "_", spaced.lower()).strip("_")


def key_label(game: str, key: str, lang: str) -> str:
    """A content key (a card's English name) as the catalogue names it in `lang`, found under
    `<game>.card.<key>.name` or `<game>.district.<key>`; the key itself when neither exists."""
    snake = _snake(key)
    for candidate in (f"{game}.card.{snake}.name", f"{game}.district.{snake}"):
        if has_message(candidate):
            return tr(candidate, lang)
    return key


def value_label(game: str, column: str, value: str, lang: str) -> str:
    """A record's text value in `lang`: "—" for none, a rule id as its rule's title (a
    Citadels district's power), `<game>.<column>.<value>` from the catalogue (a colour), else
    the value itself."""
    if value == "":
        return "—"
    if has_rule(value):
        return rule(value).title.label(lang)
    key = f"{game}.{column}.{value}"
    return tr(key, lang) if has_message(key) else value


def field_label(game: str, field: str, lang: str) -> str:
    """A content field's name in `lang` (`<game>.variant.field.<name>`, else a record field's
    `ui.variant.record.<name>`), else the field's own name."""
    for candidate in (f"{game}.variant.field.{field}", f"ui.variant.record.{field}"):
        if has_message(candidate):
            return tr(candidate, lang)
    return field


def _is_number(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_numbers(value: Any) -> bool:
    return isinstance(value, list) and bool(value) and all(_is_number(v) for v in value)


class VariantEditor:
    """The design lab's variant editor for `game` (a registered name): see the module's
    docstring. `players`, `bots` and `seed` are the runs' (`explorer.compare`'s); `games` the
    number a run plays at first. `variant` is the variant being edited (`None` while an edit is
    impossible), `comparison` the last run's `explorer.simulate.Comparison`."""

    def __init__(self, game: str = "naishi", *, lang: str = "en", players: int | None = None,
                 bots: str | None = None, seed: int = 0, games: int = DEFAULT_GAMES) -> None:
        self.game = load_game(game)
        self.lang = lang if lang in LANGUAGES else "en"
        self.published = variant(self.game)
        self.variant: Variant | None = self.published
        self._last = self.published
        self.comparison: Comparison | None = None
        self.bots = bots
        self.seed = seed
        self._error: Message | None = None
        self._syncing = False
        self._labels: list[tuple[w.Widget, Callable[[str], str]]] = []
        self._cells: list[_Cell] = []
        #: The record columns' dropdowns: (control, column, values), relabelled by language.
        self._dropdowns: list[tuple[w.Dropdown | w.SelectMultiple, str, list[str]]] = []
        #: The cells a record's kind decides (control, the row's kind, field, column), and the
        #: rows a box ticks in or out (the box, the row's controls): see `_follow_rows`.
        self._kind_cells: list[tuple[w.Widget, w.Dropdown, str, str]] = []
        self._present_rows: list[tuple[w.Checkbox, list[w.Widget]]] = []
        published = self.published.to_dict()
        self._content = published.get("content")
        self._read_vocabulary()
        self._options = published["options"]

        self.style = w.HTML(STYLE)
        self.title = w.HTML()
        self.language = language_toggle(self.lang, self.set_language)
        self.reset_button = w.Button(icon="undo", layout=w.Layout(width="auto"))
        self.reset_button.add_class("ex-variant-reset")
        self.reset_button.on_click(lambda _: self.reset())
        header = w.HBox([self.title, self.language, self.reset_button])
        header.add_class("ex-variant-row")
        self.sections = self._build_sections()
        self.diff = w.HTML()
        self.diff.add_class("ex-variant-diff")
        self.messages = w.HTML()
        self.messages.add_class("ex-messages")
        self.run_row = self._build_run_row(players, games)
        # The plots as an inline <svg role="img"> titled in the language shown (drawn by the
        # package: no matplotlib, so they draw in the offline site too).
        self.plot = w.HTML()
        self.plot.add_class("ex-variant-plot")
        #: The last plots drawn, as SVG text (empty before the first run).
        self.plot_svg = ""
        self.summary = w.HTML()
        self.summary.add_class("ex-variant-summary")
        self.transfer = self._build_transfer()
        # The difference and the messages first: seen while any section is being edited.
        self.widget = w.VBox([self.style, header, self.diff, self.messages, self.sections,
                              self.run_row, self.plot, self.summary, self.transfer])
        self.widget.add_class("ex-variant-editor")
        self.refresh()

    def _read_vocabulary(self) -> None:
        """What the game's content offers beyond its published records' values."""
        content = getattr(self.published, "content", None)
        #: The values the game's vocabulary offers for record fields the published records
        #: leave out or hold as lists (a Citadels character's gold condition, the characters
        #: of a set), with their words: `{column: {value: Message}}`.
        self._words: dict[str, dict[str, Message]] = {}
        self._offered: dict[str, dict[str, list[str]]] = {}
        offer = getattr(content, "record_choices", None)
        for field, columns in (offer() if callable(offer) else {}).items():
            for column, words in columns.items():
                self._words[column] = dict(words)
                self._offered.setdefault(field, {})[column] = [v for v in words if v]
        #: Number and yes/no fields of records the published records leave out (a Citadels
        #: district's end points, that it counts as any colour), with the value they stand
        #: for: `{field: {column: value}}` (a number field, or a box for `True`/`False`).
        numbers = getattr(content, "record_numbers", None)
        self._number_fields: dict[str, dict[str, int]] = numbers() if callable(numbers) else {}
        flags = getattr(content, "record_flags", None)
        for field, columns in (flags() if callable(flags) else {}).items():
            self._number_fields.setdefault(field, {}).update(columns)
        #: The order of a table's columns, by field (`{field: columns}`; none: as found).
        order = getattr(content, "record_columns", None)
        self._column_order: dict[str, list[str]] = (
            {field: list(columns) for field, columns in order().items()}
            if callable(order) else {})
        #: Text fields of records the published records leave out (a Citadels character's
        #: names), each with its languages: `{field: {column: languages}}`.
        texts = getattr(content, "record_texts", None)
        self._text_fields: dict[str, dict[str, tuple[str, ...]]] = (
            texts() if callable(texts) else {})
        #: The fields each kind of record reads, with their defaults (a Whispers effect's
        #: draw by its kind): `{field: {kind: {column: value}}}`.
        kinds = getattr(content, "record_kinds", None)
        self._kinds: dict[str, dict[str, dict[str, Any]]] = kinds() if callable(kinds) else {}
        #: The fields whose records may be none, with the words for having one.
        optional = getattr(content, "record_optional", None)
        self._optional: dict[str, Message] = optional() if callable(optional) else {}
        #: The values offered for a field that is one value or a list (`{field: values}`),
        #: their words in `_words` under `"field.<name>"`.
        self._field_choices: dict[str, list[str]] = {}
        self._read_field_choices(content)

    def _read_field_choices(self, content: Any) -> None:
        """The values `content` offers for its one-value and list fields, with their words."""
        offer = getattr(content, "field_choices", None)
        for field, words in (offer() if callable(offer) else {}).items():
            self._words[f"field.{field}"] = dict(words)
            self._field_choices[field] = list(words)

    def _reread_vocabulary(self) -> None:
        """The choices' and rows' words from the content in force (a Citadels character's
        name as the variant gives it)."""
        content = getattr(self._in_force(), "content", None)
        offer = getattr(content, "record_choices", None)
        for columns in (offer() if callable(offer) else {}).values():
            for column, words in columns.items():
                self._words[column] = dict(words)
        self._read_field_choices(content)

    # -- building ---------------------------------------------------------------------------

    def _label(self, text: Callable[[str], str], html: bool = False) -> w.HTML:
        """A label widget whose text follows the language (`text(lang)`, escaped unless
        `html`)."""
        label = w.HTML()
        label.add_class("ex-variant-name")
        self._labels.append((label, text if html else (lambda lang: vh.escape(text(lang)))))
        return label

    def _number(self, path: tuple[Any, ...], value: int, describe: Callable[[str], str]
                ) -> w.IntText:
        control = w.IntText(value=value, layout=w.Layout(width="4.6em"))
        control.add_class("ex-variant-cell")
        self._watch(_Cell(path, control), describe)
        return control

    def _numbers(self, path: tuple[Any, ...], values: list[int],
                 describe: Callable[[str], str]) -> w.HBox:
        """A row of number fields, one per entry of a list (`describe` names the list)."""
        return w.HBox([self._number((*path, i), v, _nth(describe, i))
                       for i, v in enumerate(values)], layout=w.Layout(flex_flow="row wrap"))

    def _watch(self, cell: _Cell, describe: Callable[[str], str]) -> None:
        # A class naming the value's place ("ex-at-deck-naishi"), for pages and tests to find.
        cell.control.add_class("ex-at-" + "-".join(_snake(str(p)) for p in cell.path))
        self._cells.append(cell)
        self._labels.append((cell.control, lambda lang: f"\0{describe(lang)}"))
        cell.control.observe(lambda _: self._edited(), names="value")

    def _build_sections(self) -> w.Accordion:
        """One section per content field that is a list, a mapping or a table; one for the
        content's single numbers together; one for the rule readings."""
        children: list[w.Widget] = []
        self._titles: list[Callable[[str], str]] = []
        g = self.game.name
        numbers: list[w.Widget] = []
        for field, value in (self._content or {}).items():
            label = _field_label(g, field)
            if _is_number(value):
                numbers.append(self._content_section(field, value, label))
                continue
            children.append(self._content_section(field, value, label))
            self._titles.append(label)
        if numbers:
            children.append(w.VBox(numbers))
            self._titles.append(lambda lang: tr("ui.variant.numbers", lang))
        #: Naishi's new card kinds, from the vocabulary (`naishi_kinds.NewCards`).
        self.new_cards = NewCards(self._edited) if g == "naishi" else None
        if self.new_cards is not None:
            children.append(self.new_cards.widget)
            self._titles.append(lambda lang: tr("ui.kinds.section", lang))
        children.append(self._options_section())
        self._titles.append(lambda lang: tr("ui.variant.options", lang))
        sections = w.Accordion(children=children, selected_index=0)
        sections.add_class("ex-variant-sections")
        return sections

    def _content_section(self, field: str, value: Any, label: Callable[[str], str]
                         ) -> w.Widget:
        g = self.game.name
        if _is_number(value):
            row = w.HBox([self._label(label), self._number((field,), value, label)])
            row.add_class("ex-variant-row")
            return row
        if _is_numbers(value):
            row = w.HBox([self._label(label), self._numbers((field,), value, label)])
            row.add_class("ex-variant-row")
            return row
        if isinstance(value, Mapping) and all(_is_number(v) for v in value.values()):
            rows = []
            for key, v in value.items():
                def named(lang: str, key: str = key) -> str:
                    return key_label(g, key, lang)
                rows.append(w.HBox([self._label(named), self._number(
                    (field, key), v, _joined(label, named))]))
            box = w.GridBox(rows, layout=w.Layout(
                grid_template_columns="repeat(auto-fill, minmax(17em, 1fr))"))
            return box
        if isinstance(value, Mapping) and value and all(
                isinstance(v, Mapping) or v is None and field in self._optional
                for v in value.values()):
            return self._records(field, value)
        if field in self._field_choices and (isinstance(value, str) or isinstance(
                value, list) and all(isinstance(v, str) for v in value)):
            return self._choice_row(field, value, label)
        # Anything else (text, nested lists) is typed in as JSON.
        control = w.Text(value=json.dumps(value, ensure_ascii=False), continuous_update=False)
        self._watch(_Cell((field,), control), label)
        return w.HBox([self._label(label), control])

    def _choice_row(self, field: str, value: str | list[str], label: Callable[[str], str]
                    ) -> w.HBox:
        """A field that is one of the vocabulary's values (a dropdown) or several of them
        (ticked in a list), labelled in the chosen language."""
        column, values = f"field.{field}", self._field_choices[field]
        options = self._choices_in(column, values, self.lang)
        control: w.Dropdown | w.SelectMultiple
        if isinstance(value, list):
            control = w.SelectMultiple(options=options, value=tuple(value),
                                       rows=min(len(values), 9), layout=w.Layout(width="auto"))
        else:
            control = w.Dropdown(options=options, value=value, layout=w.Layout(width="auto"))
        control.add_class("ex-variant-cell")
        self._dropdowns.append((control, column, values))
        self._watch(_Cell((field,), control), label)
        row = w.HBox([self._label(label), control])
        row.add_class("ex-variant-row")
        return row

    def _records(self, field: str, records: Mapping[str, Mapping[str, Any] | None]
                 ) -> w.Widget:
        """A table: one row per record (a district, say), one column per field of any record;
        strings as dropdowns of the values the published records use. A field whose records
        may be none (a Whispers King card) opens each row with a box ticking it in or out."""
        g = self.game.name
        columns, choices = self._columns(field, records)
        texts = self._text_fields.get(field, {})
        present = self._optional.get(field)
        header = [self._label(lambda lang: "")]
        header[0].add_class("ex-variant-rowname")  # the row names stay in sight too
        if present is not None:
            header.append(self._label(present.label))
        header += [self._label(_field_label(g, c)) for c in columns]
        for label in header:  # kept in sight while the table scrolls
            label.add_class("ex-variant-head")
        cells: list[w.Widget] = list(header)
        for key, record in records.items():
            def named(lang: str, key: str = key) -> str:
                return self._row_name(field, key, lang)
            cells.append(self._label(named))
            cells[-1].add_class("ex-variant-rowname")
            row: dict[str, w.Widget] = {}
            if present is not None:
                row[""] = self._presence_cell((field, key), record is not None, present, named)
            for column in columns:
                if column in texts:
                    row[column] = self._text_cells((field, key, column), (record or {}).get(
                        column), texts[column], named)
                    continue
                def describe(lang: str, named: Callable[[str], str] = named,
                             column: str = column) -> str:
                    return tr("ui.variant.cell", lang, what=named(lang),
                              name=field_label(g, column, lang))
                row[column] = self._record_cell(
                    (field, key, column),
                    (record or {}).get(column, self._default(field, column, records)),
                    column in choices, choices.get(column, []),
                    any(isinstance(r, Mapping) and (column in r and r[column] is None or (
                        field not in self._kinds and column not in r))
                        for r in records.values()),
                    describe)
            cells += row.values()
            self._follow_row(field, row)
        grid = w.GridBox(cells, layout=w.Layout(
            grid_template_columns=(f"minmax(10em, auto) repeat({len(header) - 1}, auto)"),
            max_height="28em", overflow="auto"))
        grid.add_class("ex-variant-records")
        return grid

    def _columns(self, field: str, records: Mapping[str, Mapping[str, Any] | None]
                 ) -> tuple[list[str], dict[str, list[str]]]:
        """A table's columns (every field of any record, the vocabulary's too) and the
        values offered for its text columns."""
        columns: list[str] = []
        choices: dict[str, list[str]] = {}
        for record in records.values():
            for key, v in (record or {}).items():
                if key not in columns:
                    columns.append(key)
                if isinstance(v, str) and v not in choices.setdefault(key, []):
                    choices[key].append(v)
        for column, values in self._offered.get(field, {}).items():
            # The vocabulary's values, those no published record uses included.
            if column not in columns:
                columns.append(column)
            choices[column] = values
        for kind in self._kinds.get(field, {}).values():
            columns += [column for column in kind if column not in columns]
        numbers = self._number_fields.get(field, {})
        columns += [column for column in numbers if column not in columns]
        texts = self._text_fields.get(field, {})
        columns += [column for column in texts if column not in columns]
        order = self._column_order.get(field, [])
        # The content's order first (a number beside the colour it counts), then the others.
        columns.sort(key=lambda c: order.index(c) if c in order else len(order))
        return columns, choices

    def _default(self, field: str, column: str, records: Mapping[str, Any] | None = None,
                 fallback: Any = None) -> Any:
        """The value a record's `column` stands for when the record leaves it out: the
        vocabulary's (a district's end points, an effect's draw), else an empty list where
        other records hold lists (the characters a King card silences), else `fallback`."""
        if column in self._number_fields.get(field, {}):
            return self._number_fields[field][column]
        for kind in self._kinds.get(field, {}).values():
            if column in kind:
                return kind[column]
        if any(isinstance(r, Mapping) and isinstance(r.get(column), list)
               for r in (records or {}).values()):
            return []
        return fallback

    def _presence_cell(self, path: tuple[Any, ...], value: bool, words: Message,
                       named: Callable[[str], str]) -> w.Checkbox:
        """The box ticking a record in or out (a character's King card)."""
        control = w.Checkbox(value=value, indent=False, layout=w.Layout(width="auto"))
        control.add_class("ex-variant-cell")

        def describe(lang: str) -> str:
            return tr("ui.variant.cell", lang, what=named(lang), name=words.label(lang))
        self._watch(_Cell(path, control, presence=True), describe)
        return control

    def _follow_row(self, field: str, row: Mapping[str, w.Widget]) -> None:
        """Keep the row's cells in step with its kind (the fields it reads shown) and its
        presence (unticked: the cells greyed out); see `_follow_rows`."""
        if "kind" in row and field in self._kinds:
            for column, control in row.items():
                if column not in ("", "kind"):
                    self._kind_cells.append((control, row["kind"], field, column))
        if "" in row:
            self._present_rows.append((row[""], [c for k, c in row.items()
                                                 if k and c.has_trait("disabled")]))

    def _follow_rows(self) -> None:
        """Show each row the fields its kind reads (the others hidden and disabled, keeping
        their grid place), and grey out the cells of a record ticked out."""
        for control, kind, field, column in self._kind_cells:
            reads = column in self._kinds[field].get(kind.value, {})
            control.layout.visibility = "visible" if reads else "hidden"
            control.disabled = not reads
        for present, controls in self._present_rows:
            for control in controls:
                control.disabled = not present.value

    def _record_cell(self, path: tuple[Any, ...], value: Any, is_text: bool,
                     choices: list[str], optional: bool, describe: Callable[[str], str]
                     ) -> w.Widget:
        control: w.Widget
        if isinstance(value, list) and choices:
            # Several of the vocabulary's values (the characters of a set): ticked, not typed.
            control = w.SelectMultiple(options=self._choices_in(path[-1], choices, self.lang),
                                       value=tuple(value), rows=min(len(choices), 9),
                                       layout=w.Layout(width="auto"))
            self._dropdowns.append((control, path[-1], choices))
        elif is_text:
            values = ([""] if optional else []) + choices
            control = w.Dropdown(options=self._choices_in(path[-1], values, self.lang),
                                 value=value or "", layout=w.Layout(width="auto"))
            self._dropdowns.append((control, path[-1], values))
        elif isinstance(value, bool):
            control = w.Checkbox(value=value, indent=False)
        elif _is_number(value):
            control = w.IntText(value=value, layout=w.Layout(width="4.6em"))
        else:
            control = w.Text(value=json.dumps(value), continuous_update=False,
                             layout=w.Layout(width="8em"))
        control.add_class("ex-variant-cell")
        self._watch(_Cell(path, control, optional), describe)
        return control

    def _text_cells(self, path: tuple[Any, ...], value: Any, languages: tuple[str, ...],
                    named: Callable[[str], str]) -> w.HBox:
        """One text box per language (a character's names), checked as they are typed."""
        boxes = []
        for language in languages:
            shown = value.get(language, "") if isinstance(value, Mapping) else ""
            control = w.Text(value=shown, continuous_update=True,
                             placeholder=tr("ui.language.name", language),
                             layout=w.Layout(width="8em"))
            control.add_class("ex-variant-cell")

            def describe(lang: str, language: str = language, column: str = str(path[-1])
                         ) -> str:
                return tr("ui.variant.text_cell", lang, what=named(lang),
                          name=field_label(self.game.name, column, lang),
                          language=tr("ui.language.name", language))
            self._watch(_Cell((*path, language), control, text=True), describe)
            boxes.append(control)
        return w.HBox(boxes)

    def _row_name(self, field: str, key: str, lang: str) -> str:
        """A record's row name in `lang`: as the content in force names it (a Citadels
        character's name given by the variant), else the catalogue's (`key_label`)."""
        names = getattr(getattr(self._in_force(), "content", None), "record_names", None)
        found = (names() if callable(names) else {}).get(field, {}).get(key)
        return str(found.label(lang)) if found is not None else key_label(self.game.name, key,
                                                                          lang)

    def _choices_in(self, column: str, values: list[str], lang: str) -> list[tuple[str, str]]:
        """A text column's values as (label in `lang`, value) pairs (see `value_label`)."""
        words = self._words.get(column, {})
        return [(words[v].label(lang) if v in words else value_label(self.game.name, column, v,
                                                                        lang), v)
                for v in values]

    def _options_section(self) -> w.VBox:
        """The rule readings: yes/no as boxes, a choice among values as a dropdown, numbers as
        number fields; a list of names (Whispers' seat colours) is left as published."""
        rows: list[w.Widget] = []
        for row in option_rows(self.game):
            value = self._options.get(row.name)

            def label(lang: str, row: Any = row) -> str:
                return option_label(row, lang, context=self._in_force().options)

            def describe(lang: str, row: Any = row) -> str:
                return str(row.help.in_force(self._in_force().options).label(lang))

            path = ("options", row.name)
            control: w.Widget
            if isinstance(value, bool):
                control = w.Checkbox(value=value, indent=False)
                self._watch(_Cell(path, control), describe)
            elif row.values is not None:
                column, values = f"option.{row.name}", [_json(v) for v in row.values]
                control = w.Dropdown(options=self._choices_in(column, values, self.lang),
                                     value=value)
                self._dropdowns.append((control, column, values))
                self._watch(_Cell(path, control), describe)
            elif _is_number(value):
                control = self._number(path, value, describe)
            elif _is_numbers(value):
                control = self._numbers(path, value, describe)
            else:
                continue
            box = w.HBox([self._label(label, html=True), control])
            box.add_class("ex-variant-row")
            rows.append(box)
        return w.VBox(rows)

    def _build_run_row(self, players: int | None, games: int) -> w.HBox:
        g = self.game
        self.players = w.Dropdown(
            options=list(range(g.min_players, g.max_players + 1)),
            value=g.default_players if players is None else g.check_players(players),
            layout=w.Layout(width="auto"), style={"description_width": "initial"})
        self.players.add_class("ex-variant-players")
        self.games = w.BoundedIntText(value=games, min=1, max=MOST_GAMES,
                                      layout=w.Layout(width="auto"),
                                      style={"description_width": "initial"})
        self.games.add_class("ex-variant-games")
        self.games.observe(lambda _: self._relabel_run(), names="value")
        self.run_button = w.Button(icon="play", button_style="primary",
                                   layout=w.Layout(width="auto"))
        self.run_button.add_class("ex-variant-run")
        self.run_button.on_click(lambda _: self.run())
        self.progress = w.IntProgress(value=0, min=0, max=1)
        self.progress.add_class("ex-variant-progress")
        self.progress_text = w.Label()
        row = w.HBox([self.players, self.games, self.run_button, self.progress,
                      self.progress_text])
        row.add_class("ex-variant-row")
        return row

    def _build_transfer(self) -> w.VBox:
        self.export_button = w.Button(icon="download", layout=w.Layout(width="auto"))
        self.export_button.add_class("ex-variant-export")
        self.export_button.on_click(lambda _: self.export())
        self.import_button = w.Button(icon="upload", layout=w.Layout(width="auto"))
        self.import_button.add_class("ex-variant-import")
        self.import_button.on_click(lambda _: self.import_json())
        self.download = w.HTML()
        self.download.add_class("ex-variant-download")
        self.json_box = w.Textarea(layout=w.Layout(width="100%", height="7em"))
        self.json_box.add_class("ex-variant-json")
        row = w.HBox([self.export_button, self.import_button, self.download])
        row.add_class("ex-variant-row")
        return w.VBox([row, self.json_box])

    # -- reading the controls ---------------------------------------------------------------

    def _data(self) -> dict[str, Any]:
        """The variant the controls describe, in `Variant.to_dict`'s form."""
        data: dict[str, Any] = {"game": self.game.name,
                                "options": copy.deepcopy(self._options)}
        if self._content is not None:
            data["content"] = copy.deepcopy(self._content)
        for cell in self._cells:
            value = cell.control.value
            if cell.presence:
                self._write_presence(data["content"], cell.path, value)
                continue
            if cell.text:
                self._write_text(data["content"], cell.path, value)
                continue
            if isinstance(cell.control, w.SelectMultiple):
                value = list(value)
            elif isinstance(cell.control, w.Text) and not isinstance(cell.control, w.Textarea):
                try:
                    value = json.loads(value)
                except ValueError:
                    pass  # left as typed: the variant's check names the field
            where = data if cell.path[0] == "options" else data["content"]
            for step in cell.path[:-1]:
                where = None if where is None else where[step]
            if where is None:
                continue  # a record ticked out (no King card of that face)
            # "—" is written as null: a record that leaves the field out would leave it as it
            # was (a content's `from_dict` reads partial records).
            where[cell.path[-1]] = None if cell.optional and value == "" else value
        if self.new_cards is not None and self.new_cards.forms:
            data["content"]["kinds"] = self.new_cards.kinds()
        self._keep_kinds_fields(data.get("content") or {})
        return data

    def _keep_kinds_fields(self, content: dict[str, Any]) -> None:
        """Leave each record with a kind the fields of its kind only (a Maid made to exchange
        hands draws no cards)."""
        for field, kinds in self._kinds.items():
            for record in (content.get(field) or {}).values():
                if isinstance(record, dict) and record.get("kind") in kinds:
                    reads = kinds[record["kind"]]
                    for column in [c for c in record if c != "kind" and c not in reads]:
                        del record[column]

    @staticmethod
    def _write_presence(content: dict[str, Any], path: tuple[Any, ...], present: bool
                        ) -> None:
        """Tick the record at `path` (field, key) in (from none: an empty one, its cells to
        fill it) or out (none)."""
        records = content[path[0]]
        if not present:
            records[path[1]] = None
        elif records.get(path[1]) is None:
            records[path[1]] = {}

    @staticmethod
    def _write_text(content: dict[str, Any], path: tuple[Any, ...], value: str) -> None:
        """Put one language's text at `path` (field, key, column, language) of `content`; a
        column left empty in every language is none (`None`: the catalogue's name)."""
        record = content[path[0]][path[1]]
        texts = dict(record.get(path[2]) or {})
        texts[path[3]] = value
        record[path[2]] = texts if any(texts.values()) else None
        if record[path[2]] is None:
            record.pop(path[2])

    def _in_force(self) -> Variant:
        """The variant the readings' lines state: the one being edited, or while an edit is
        impossible the last possible one."""
        return self.variant or self._last

    def _edited(self) -> None:
        if not self._syncing:
            self._check()
            self.refresh()

    def _check(self) -> None:
        """Read the controls into `variant`, or keep the reason they are impossible."""
        try:
            self.variant = self._last = Variant.from_dict(self.game, self._data())
            self._error = None
        except ExplorerError as exc:
            self.variant = None
            self._error = exc.reason

    def _show(self, value: Variant) -> None:
        """Set every control to `value` (one check and one refresh at the end)."""
        data = value.to_dict()
        self._syncing = True
        try:
            for cell in self._cells:
                where: Any = data if cell.path[0] == "options" else data.get("content", {})
                for step in cell.path:
                    where = where.get(step) if isinstance(where, Mapping) else where[step]
                    if where is None:
                        break
                if cell.presence:
                    where = where is not None
                elif cell.text:
                    where = where or ""
                elif isinstance(cell.control, w.Dropdown) and where is None:
                    where = ""
                elif isinstance(cell.control, w.IntText | w.Checkbox) and where is None:
                    # A value the variant leaves out stands for its default.
                    where = self._default(cell.path[0], cell.path[-1],
                                          fallback=0 if isinstance(cell.control, w.IntText)
                                          else cell.control.value)
                elif isinstance(cell.control, w.SelectMultiple):
                    where = tuple(where or ())
                elif isinstance(cell.control, w.Text):
                    where = json.dumps(where, ensure_ascii=False)
                if cell.control.value != where:
                    cell.control.value = where
            if self.new_cards is not None:
                self.new_cards.show(data.get("content", {}).get("kinds", []))
        finally:
            self._syncing = False
        self._check()
        self.refresh()

    # -- actions ----------------------------------------------------------------------------

    @safely
    def reset(self) -> None:
        """Back to the published game."""
        self._show(self.published)

    @safely
    def set_value(self, path: tuple[Any, ...], value: Any) -> None:
        """Set the control at `path` (as `_Cell.path`: `("deck", "Naishi")`,
        `("options", "recall")`) to `value`, as a user would."""
        for cell in self._cells:
            if cell.path == tuple(path):
                cell.control.value = value
                return
        raise KeyError(path)

    def control(self, *path: Any) -> w.Widget:
        """The control of the value at `path` (see `set_value`)."""
        for cell in self._cells:
            if cell.path == path:
                return cell.control
        raise KeyError(path)

    @safely
    def run(self, games: int | None = None) -> None:
        """Play `games` (default: the number field's) of the published game and of the
        variant, paired by seed (`explorer.compare`), the bar moving as they finish; then
        draw the metrics side by side."""
        if games is not None:
            self.games.value = games
        if self.variant is None:
            self.refresh()
            return
        n = self.games.value
        self._error = None  # the variant is valid: only what this run meets is said
        self.progress.value = 0  # first: a full bar from the last run must not look part-way
        self.progress.max = 2 * n
        self.run_button.disabled = True
        step = max(1, 2 * n // 50)

        def moved(done: int, total: int) -> None:
            if done == total or done - self.progress.value >= step:
                self.progress.value = done
                self.progress_text.value = tr("ui.variant.progress", self.lang, done=done,
                                              total=total)

        try:
            self.comparison = compare(self.game, self.published, self.variant, n,
                                      players=self.players.value, bots=self.bots,
                                      seed=self.seed, progress=moved)
            self.progress.value = self.progress.max
            self._draw()
        except ImportError as exc:  # numpy missing (an offline site without a full Pyodide)
            self._error = Message("ui.missing_package", package=exc.name or str(exc))
        finally:
            self.run_button.disabled = False
        self.refresh()

    def _draw(self) -> None:
        if self.comparison is None:
            return
        base = self.comparison.base.metrics()
        changed = self.comparison.variant.metrics()
        self.plot_svg = metrics_chart(base, changed, self.lang).to_svg()
        self.plot.value = self.plot_svg
        self.summary.value = (
            f"<b>{vh.escape(tr('ui.lab.published', self.lang))}</b>"
            f"<pre>{vh.escape(base.to_text(self.lang))}</pre>"
            f"<b>{vh.escape(tr('ui.lab.variant', self.lang))}</b>"
            f"<pre>{vh.escape(changed.to_text(self.lang))}</pre>"
            f"<b>{vh.escape(tr('ui.lab.change', self.lang))}</b>"
            f"<pre>{vh.escape(self.comparison.to_text(self.lang))}</pre>")

    def export(self) -> str:
        """The variant as JSON, in the text box and as a download link; returned too."""
        if self.variant is None:
            self.refresh()
            return ""
        text = json.dumps(self.variant.to_dict(), ensure_ascii=False, indent=1)
        self.json_box.value = text
        encoded = base64.b64encode(text.encode("utf-8")).decode("ascii")
        self.download.value = (
            f'<a download="{self.game.name}-variant.json" '
            f'href="data:application/json;base64,{encoded}">'
            f'{vh.escape(tr("ui.variant.download", self.lang))}</a>')
        return text

    @safely
    def import_json(self, text: str | None = None) -> None:
        """Read a variant from `text` (default: the text box) and show it; an impossible one
        is said in the message area and the controls keep their values."""
        if text is not None:
            self.json_box.value = text
        try:
            value = Variant.from_json(self.game, self.json_box.value)
        except ExplorerError as exc:
            self._error = exc.reason
            self.refresh()
            return
        self._show(value)

    @safely
    def set_language(self, lang: str) -> None:
        """Relabel everything in `lang`, the plots included (no new widget)."""
        if lang not in LANGUAGES:
            self.language.value = self.lang
            return
        self.lang = lang
        if self.language.value != lang:
            self.language.value = lang
        if self.comparison is not None:
            self._draw()
        self.refresh()

    # -- showing ----------------------------------------------------------------------------

    def show_error(self, text: str) -> None:
        self.messages.value = f'<div class="ex-error" role="alert">⚠ {vh.escape(text)}</div>'

    def refresh(self) -> None:
        """Bring every label, the difference and the message area up to date."""
        lang = self.lang
        self.title.value = (f"<b>{vh.escape(tr('ui.variant.title', lang, game=self.game.title))}"
                            "</b>")
        if self.progress_text.value:  # a run's count, said again in this language
            self.progress_text.value = tr("ui.variant.progress", lang, done=self.progress.value,
                                          total=self.progress.max)
        for widget, text in self._labels:
            shown = text(lang)
            if shown.startswith("\0"):
                name(widget, shown[1:])
            elif widget.value != shown:
                widget.value = shown
        titles = tuple(t(lang) for t in self._titles)
        if tuple(self.sections.titles) != titles:
            self.sections.titles = titles
        self._reread_vocabulary()
        self._relabel_choices(lang)
        self._follow_rows()
        if self.new_cards is not None:
            self._syncing = True
            try:
                self.new_cards.relabel(lang)
            finally:
                self._syncing = False
        self.reset_button.description = tr("ui.variant.reset", lang)
        self._relabel_run()
        name(self.players, tr("ui.players", lang), shown=True)
        name(self.games, tr("ui.variant.games", lang), shown=True)
        name(self.json_box, tr("ui.variant.json", lang))
        self.export_button.description = tr("ui.variant.export", lang)
        self.import_button.description = tr("ui.variant.import", lang)
        if self.variant is None:
            self.diff.value = vh.escape(tr("ui.variant.impossible", lang))
        else:
            lines = self.variant.diff(lang=lang)
            self.diff.value = ("<ul>" + "".join(f"<li>{vh.escape(x)}</li>" for x in lines)
                               + "</ul>") if lines else vh.escape(tr("ui.variant.same", lang))
        if self._error is None:
            self.messages.value = ""
        else:
            self.show_error(self._error.label(lang))

    def _relabel_choices(self, lang: str) -> None:
        """The record dropdowns' labels in `lang`, each keeping its value (new options would
        select the first one, which is no edit of the user's)."""
        self._syncing = True
        try:
            for control, column, values in self._dropdowns:
                choices = self._choices_in(column, values, lang)
                if list(control.options) != choices:
                    kept = control.value
                    control.options = choices
                    control.value = kept
        finally:
            self._syncing = False

    def _relabel_run(self) -> None:
        self.run_button.description = tr("ui.variant.run", self.lang, n=self.games.value)
        self.run_button.disabled = self.variant is None

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def close(self) -> None:
        close_tree(self.widget)


def _nth(describe: Callable[[str], str], i: int) -> Callable[[str], str]:
    """The name of entry `i` of a list `describe` names: "Line Banners for 0, 1, 2, entry 3"."""
    return lambda lang: tr("ui.variant.entry", lang, what=describe(lang), n=i + 1)


def _joined(first: Callable[[str], str], second: Callable[[str], str]
            ) -> Callable[[str], str]:
    return lambda lang: tr("ui.variant.cell", lang, what=first(lang), name=second(lang))


def _field_label(game: str, field: str) -> Callable[[str], str]:
    return lambda lang: field_label(game, field, lang)


def _json(value: Any) -> Any:
    return value.value if isinstance(value, enum.Enum) else value
