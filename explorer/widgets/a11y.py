"""What a screen reader and a keyboard need of an explorer, beyond what ipywidgets gives: the
page language on the explorer, names for the parts ipywidgets draws without one (the timeline
slider's handle, the replay buttons), a skip link to the moves, keys for the timeline (Alt+←
undo, Alt+→ redo, Alt+Home the start, Alt+End the latest step) and, after a move, focus on the
first move of the new position (never left on a pooled button that now holds another move).

ipywidgets has no focus or ARIA API from Python, so one HTML widget carries a fixed script
(started by an image that cannot load, the only way an HTML widget runs code; nothing from
the user is put into it) and its labels as data attributes: switching the language sets the
widget's value in place and the script reads the new labels. The moves' result and the next
player are announced by a second HTML widget, a polite live region.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from ..engine import tr
from ..viz import html as vh

__all__ = ["A11y", "SCRIPT"]

#: Runs once per rendering of the helper, with `this` the image; keeps its listeners on the
#: explorer's root element so that a re-rendering (a language switch) only updates the labels.
#: It runs again at every change of the page, so it writes an attribute only when its value
#: differs: rewriting the root's `lang`, even unchanged, makes the browser restyle the whole
#: explorer.
SCRIPT = (
    "(function(img){var root=img.closest('.ex-root');if(!root)return;"
    "var s=root._exA11y;if(s){s.d=img.dataset;s.names();return;}"
    "s=root._exA11y={d:img.dataset};"
    "var set=function(e,k,v){if(e.getAttribute(k)!==v)e.setAttribute(k,v);};"
    "s.names=function(){var d=s.d;set(root,'lang',d.lang);"
    "root.querySelectorAll('.ex-slider .noUi-handle').forEach(function(h){"
    "set(h,'aria-label',d.slider);});"
    "var p=[d.play,d.pause,d.stop,d.repeat];"
    "root.querySelectorAll('.ex-replay button').forEach(function(b,i){if(p[i]){"
    "set(b,'aria-label',p[i]);set(b,'title',p[i]);}});};"
    "s.first=function(){var b=root.querySelector("
    "'.ex-actions-list button.ex-action:not(:disabled)');"
    "if(b){b.focus();return;}var t=root.querySelector('.ex-actions-title');"
    "if(t){t.tabIndex=-1;t.focus();}};"
    "var label=function(){var l=root.querySelector('.ex-step-label');"
    "return l?l.textContent:'';};var step=label();"
    "new MutationObserver(function(){s.names();var now=label();if(now===step)return;step=now;"
    "var a=document.activeElement;if(s.moved||(a&&a.closest&&a.closest('.ex-action'))){"
    "s.moved=false;s.first();}}).observe(root,{subtree:true,childList:true,"
    "characterData:true});"
    "root.addEventListener('click',function(e){var t=e.target.closest?e.target:null;if(!t)return;"
    "if(t.closest('.ex-skip')){e.preventDefault();s.first();}"
    "else if(t.closest('.ex-action')){s.moved=true;}});"
    "root.addEventListener('keydown',function(e){if(!e.altKey||e.ctrlKey||e.metaKey)return;"
    "var k={ArrowLeft:'prev',ArrowRight:'next',Home:'first',End:'last'}[e.key];if(!k)return;"
    "var b=root.querySelector('button.ex-step-'+k);if(b&&!b.disabled){e.preventDefault();"
    "e.stopPropagation();b.click();}},true);s.names();})(this)"
)

#: The helper's data attributes: the catalogue key of each label.
LABELS = {
    "slider": "ui.a11y.timeline",
    "play": "ui.a11y.replay_play",
    "pause": "ui.a11y.replay_pause",
    "stop": "ui.a11y.replay_stop",
    "repeat": "ui.a11y.replay_repeat",
}


class A11y:
    """The helper widget (skip link and script) and the live region of one explorer."""

    def __init__(self) -> None:
        self.widget = w.HTML()
        self.widget.add_class("ex-a11y")
        self.status = w.HTML()
        self.status.add_class("ex-status")
        self._lang = ""

    def refresh(self, lang: str) -> None:
        """The skip link and the labels in `lang` (sent only when the language changed)."""
        if lang == self._lang:
            return
        self._lang = lang
        data = "".join(f' data-{name}="{vh.escape(tr(key, lang))}"'
                       for name, key in LABELS.items())
        self.widget.value = (
            f'<a class="ex-skip" href="#">{vh.escape(tr("ui.a11y.skip", lang))}</a>'
            f'<img class="ex-sr-only" alt="" src="data:,x" data-lang="{lang}"{data} '
            f'onerror="{vh.escape(SCRIPT)}">'
        )

    def announce(self, text: str) -> None:
        """Say `text` in the live region (a screen reader reads it when it is free)."""
        self.status.value = (f'<div class="ex-sr-only" role="status" aria-live="polite">'
                             f"{vh.escape(text)}</div>")


def name(control: Any, text: str, *, shown: bool = False) -> None:
    """Give an ipywidgets control its accessible name: its description (a `<label>` tied to
    the select or input), kept off the screen unless `shown`."""
    if control.description != text:
        control.description = text
    if not shown and "ex-named" not in control._dom_classes:
        control.add_class("ex-named")
