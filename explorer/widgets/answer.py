"""An exercise's answer box, for a lesson shown without code cells (Voilà, a projected page):
the student types the answer or picks it from a row of toggles, presses Check and reads the
verdict in the chosen language, under a 日本語 / English switch.

The box knows no rule and no question: it is given a `judge` (answer, language → a verdict
that shows itself as HTML, `explorer.teaching.check`'s), a prompt and, for a pick, the
choices. It is made once: a check, a new pick or a language switch updates its labels and its
verdict line in place. An empty box gets a hint from the box itself (a judge would talk of
code cells). Given a `report`, every judged answer is also handed to it (the lessons send it
to the class server, `explorer.teaching.class_answers`) and what it says back is shown.

Depends on the engine's text only; `explorer.teaching.answer_box` makes the lessons' boxes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import ipywidgets as w

from ..engine import Message, check_lang, tr
from ..viz import html as vh
from .a11y import lang_mark, name
from .explorer import language_toggle

#: The box's own styles (it may stand outside any explorer): the language switch's name kept
#: for screen readers only, and a focus ring anyone can see.
STYLE = """<style>
.ex-answer .ex-named > .widget-label { position: absolute !important; width: 1px; height: 1px;
  overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
  margin: -1px; }
.ex-answer button:focus-visible, .ex-answer input:focus-visible {
  outline: 3px solid #1a4fd6 !important; outline-offset: 2px !important; }
</style>"""


class Labelled(Protocol):
    """A name in either language (a `Text`, a `Message`, a card)."""

    def label(self, lang: str) -> str: ...


class Judged(Protocol):
    """A verdict: true when right, and its line as HTML."""

    def __bool__(self) -> bool: ...

    def _repr_html_(self) -> str: ...


@dataclass(frozen=True)
class Choice:
    """One answer a student may pick: the value the judge reads, and its name."""

    value: Any
    name: Labelled

    def label(self, lang: str) -> str:
        return self.name.label(lang)


class AnswerBox:
    """The answer box of one exercise. With `choices`, a toggle per choice (the answer is the
    list of picked values); without, a text input (the answer is the text). `answer`, when
    not None (a code cell's), fills the box and is judged at once."""

    def __init__(self, judge: Callable[[Any, str], Judged], *, prompt: Labelled,
                 choices: Sequence[Choice] = (), placeholder: Labelled | None = None,
                 answer: Any = None, lang: str = "en",
                 report: Callable[[Any, bool], Labelled] | None = None) -> None:
        self.judge, self.prompt_text, self.placeholder = judge, prompt, placeholder
        #: Told every judged answer and whether it was right (a class server's sender);
        #: what it says back (sent, or why not) shows under the verdict.
        self.report = report
        self.reported: Labelled | None = None
        self.choices = tuple(choices)
        self.lang = check_lang(lang)
        self.verdict: Judged | None = None
        self.hint: Message | None = None
        self._judged: Any = None
        self._build()
        self.refresh()
        if answer is not None:
            self._fill(answer)
            self.check(answer)

    def _build(self) -> None:
        self.prompt = w.HTML()
        self.prompt.add_class("ex-answer-prompt")
        self.text = w.Text(layout=w.Layout(width="auto"), style={"description_width": "initial"})
        self.text.add_class("ex-answer-text")
        self.toggles = tuple(w.ToggleButton(layout=w.Layout(width="auto"))
                             for _ in self.choices)
        for toggle in self.toggles:
            toggle.add_class("ex-answer-pick")
            # A picked choice shows a tick, not only a darker shade.
            toggle.observe(lambda change, toggle=toggle: setattr(
                toggle, "icon", "check" if change["new"] else ""), names="value")
        self.check_button = w.Button(icon="check", button_style="primary",
                                     layout=w.Layout(width="auto"))
        self.check_button.add_class("ex-answer-check")
        self.check_button.on_click(lambda _: self.check())
        self.language = language_toggle(self.lang, self.set_language)
        self.verdict_line = w.HTML()
        self.verdict_line.add_class("ex-answer-verdict")
        inputs: list[w.Widget] = list(self.toggles) if self.choices else [self.text]
        row = w.HBox([*inputs, self.check_button],
                     layout=w.Layout(flex_flow="row wrap", align_items="center"))
        self.widget = w.VBox([w.HTML(STYLE), w.HBox([self.prompt, self.language],
                                     layout=w.Layout(align_items="center")),
                              row, self.verdict_line])
        self.widget.add_class("ex-answer")

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    # -- answering --------------------------------------------------------------------------

    @property
    def answer(self) -> Any:
        """The answer as the box holds it: the picked values (a list), or the typed text."""
        if self.choices:
            return [c.value for c, t in zip(self.choices, self.toggles, strict=True) if t.value]
        return self.text.value

    def _fill(self, answer: Any) -> None:
        """Show a code cell's answer in the box: its words picked, or its text typed."""
        if not self.choices:
            self.text.value = answer if isinstance(answer, str) else repr(answer)
            return
        words = answer if isinstance(answer, (list, tuple, set, frozenset)) else [answer]
        said = {str(word).strip().casefold() for word in words}
        for choice, toggle in zip(self.choices, self.toggles, strict=True):
            names = {str(choice.value).casefold(), choice.label("en").casefold(),
                     choice.label("ja")}
            toggle.value = bool(names & said)

    def check(self, answer: Any = None) -> Judged | None:
        """Judge `answer` (default: what the box holds) and show the verdict; an empty box
        gets a hint instead (and None)."""
        given = self.answer if answer is None else answer
        if given == [] or (isinstance(given, str) and not given.strip()):
            self.verdict, self._judged = None, None
            self.hint = Message("ui.answer.empty_pick" if self.choices
                                else "ui.answer.empty_text")
        else:
            self.hint, self._judged = None, given
            self.verdict = self.judge(given, self.lang)
            if self.report is not None:
                self.reported = self.report(given, bool(self.verdict))
        self._show()
        return self.verdict

    # -- language and display ---------------------------------------------------------------

    def set_language(self, lang: str) -> None:
        """Labels and the verdict in `lang`; the answer in the box is kept."""
        self.lang = check_lang(lang)
        if self.language.value != self.lang:
            self.language.value = self.lang
        if self.verdict is not None:
            self.verdict = self.judge(self._judged, self.lang)
        self.refresh()

    def refresh(self) -> None:
        """Every label in the box's language (only changed values are sent)."""
        lang = self.lang
        prompt = self.prompt_text.label(lang)
        if self.choices:
            self.prompt.value = f"<b>{vh.escape(prompt)}</b>{lang_mark(lang)}"
        else:  # the input's own label says it
            name(self.text, prompt, shown=True)
            if self.placeholder is not None:
                self.text.placeholder = self.placeholder.label(lang)
        for choice, toggle in zip(self.choices, self.toggles, strict=True):
            if toggle.description != choice.label(lang):
                toggle.description = choice.label(lang)
                toggle.tooltip = f"{prompt} {choice.label(lang)}"
        self.check_button.description = tr("ui.answer.check", lang)
        self.check_button.tooltip = tr("ui.answer.check.tip", lang)
        self._show()

    def _show(self) -> None:
        if self.verdict is not None:
            line = self.verdict._repr_html_()
        elif self.hint is not None:
            line = (f"<div style='color:#37474f;font-weight:bold'>✎ "
                    f"{vh.escape(self.hint.label(self.lang))}</div>")
        else:
            line = ""
        if self.reported is not None:
            line += (f"<div class='ex-answer-sent' style='color:#37474f'>"
                     f"{vh.escape(self.reported.label(self.lang))}</div>")
        html = f'<div role="status" aria-live="polite" lang="{self.lang}">{line}</div>'
        if self.verdict_line.value != html:
            self.verdict_line.value = html
