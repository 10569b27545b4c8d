"""What a screen reader and a keyboard need of an explorer, beyond what ipywidgets gives: the
page language on the explorer, names for the parts ipywidgets draws without one (the timeline
slider's handle, the replay buttons), a skip link to the moves, keys for the timeline (Alt+←
undo, Alt+→ redo, Alt+Home the start, Alt+End the latest step) and, after a move, focus on the
first move of the new position (never left on a pooled button that now holds another move);
after a click on a reviewed decision, on the better move the review marks (scrolled into view).

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

__all__ = ["A11y", "PAGE_LANG", "SCRIPT", "lang_mark"]

#: Declares the page's language on a page that is the app itself, one with no code editor
#: (Voila's, which shows no code; JupyterLab's own page, with its English menus, has the
#: editor of the cell that drew the widget, and is left alone): once, from the first of the
#: package's widgets drawn there, in the language it starts in, which is the lesson's (a
#: notebook's `LANG`).
#: Expects `d`, the dataset holding `lang`. Switching a widget's language later changes its
#: own root's `lang`, not the page's: the lesson's prose stays in the lesson's language.
PAGE_LANG = (
    "var h=document.documentElement;if(!h.dataset.exLang&&"
    "!document.querySelector('.jp-InputArea-editor')){h.dataset.exLang=d.lang;h.lang=d.lang;}"
)

#: Sets `lang` on the widget's root (the closest `.ex-root` or answer box) and the page's
#: (`PAGE_LANG`).
LANG_SCRIPT = (
    "(function(img){var d=img.dataset,r=img.closest('.ex-root, .ex-answer');"
    "if(r&&r.getAttribute('lang')!==d.lang)r.setAttribute('lang',d.lang);"
    + PAGE_LANG + "})(this)"
)

#: Runs once per rendering of the helper, with `this` the image; keeps its listeners on the
#: explorer's root element so that a re-rendering (a language switch) only updates the labels.
#: It runs again at every change of the page, so it writes an attribute only when its value
#: differs: rewriting the root's `lang`, even unchanged, makes the browser restyle the whole
#: explorer.
SCRIPT = (
    "(function(img){var root=img.closest('.ex-root');if(!root)return;"
    "var s=root._exA11y;if(s){s.d=img.dataset;s.names();return;}"
    "s=root._exA11y={d:img.dataset};var d=s.d;" + PAGE_LANG +
    "var set=function(e,k,v){if(e.getAttribute(k)!==v)e.setAttribute(k,v);};"
    "s.names=function(){var d=s.d;set(root,'lang',d.lang);"
    "var live=root.querySelector('.ex-status .widget-html-content');"
    "if(live){set(live,'role','status');set(live,'aria-live','polite');}"
    "root.querySelectorAll('.ex-slider .noUi-handle').forEach(function(h){"
    "set(h,'aria-label',d.slider);});"
    "var p=[d.play,d.pause,d.stop,d.repeat];"
    "root.querySelectorAll('.ex-replay button').forEach(function(b,i){if(p[i]){"
    "set(b,'aria-label',p[i]);set(b,'title',p[i]);}});};"
    "s.first=function(){var f=s.d.focus?Array.prototype.find.call("
    "root.querySelectorAll(s.d.focus),function(e){return e.getClientRects().length;}):null;"
    "if(f){f.tabIndex=-1;f.focus();return;}var b=root.querySelector("
    "'.ex-actions-list button.ex-action:not(:disabled)');"
    "if(b){b.focus();return;}var t=root.querySelector('.ex-actions-title');"
    "if(t){t.tabIndex=-1;t.focus();}};"
    # The better move a reviewed decision marks: its button may be relabelled after the step
    # label moves (a pooled button comes back into the page), so it is looked for a while.
    "s.better=function(n){var b=root.querySelector('.ex-actions-list button.ex-better');"
    "if(b){b.focus();}else if(n>0){setTimeout(function(){s.better(n-1);},50);}"
    "else{s.first();}};"
    "var label=function(){var l=root.querySelector('.ex-step-label');"
    "return l?l.innerHTML:'';};var step=label();"
    "new MutationObserver(function(){s.names();var now=label();if(now===step)return;step=now;"
    "if(s.review){s.review=false;s.moved=false;s.better(20);return;}"
    "var a=document.activeElement;if(s.moved||(a&&a.closest&&a.closest('.ex-action'))){"
    "s.moved=false;s.first();}}).observe(root,{subtree:true,childList:true,"
    "characterData:true});"
    "root.addEventListener('click',function(e){var t=e.target.closest?e.target:null;if(!t)return;"
    "if(t.closest('.ex-skip')){e.preventDefault();s.first();}"
    "else if(t.closest('.ex-review-row')){s.review=true;}"
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
    """The helper widget (skip link and script) and the live region of one explorer.

    After a move, focus goes to the first move of the new position; with `focus` (CSS
    selectors), to the first of those elements that is shown instead (a guided game's next
    instruction: its one move button keeps its place but changes its label, which a screen
    reader would not say again)."""

    def __init__(self, focus: str = "") -> None:
        self.focus = focus
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
        if self.focus:
            data += f' data-focus="{vh.escape(self.focus)}"'
        self.widget.value = (
            f'<a class="ex-skip" href="#">{vh.escape(tr("ui.a11y.skip", lang))}</a>'
            f'<img class="ex-sr-only" alt="" src="data:,x" data-lang="{lang}"{data} '
            f'onerror="{vh.escape(SCRIPT)}">'
        )

    def announce(self, text: str) -> None:
        """Say `text` in the live region (a screen reader reads it when it is free). The
        region is the widget's own content element, which stays while its text changes (the
        script marks it): a region made anew with its text is often not read at all."""
        self.status.value = f'<div class="ex-sr-only">{vh.escape(text)}</div>'


def lang_mark(lang: str) -> str:
    """HTML that declares `lang` on the widget root it is drawn in (and on a Voila page, the
    page's, see `PAGE_LANG`): for a root with no `A11y` helper (the Naishi scorer, the
    Citadels walkthrough, an answer box). An image
    that cannot load runs the fixed `LANG_SCRIPT` (nothing from the user goes into it)."""
    return (f'<img class="ex-sr-only" alt="" src="data:,x" data-lang="{vh.escape(lang)}" '
            f'style="position:absolute;width:1px;height:1px" '
            f'onerror="{vh.escape(LANG_SCRIPT)}">')


def name(control: Any, text: str, *, shown: bool = False) -> None:
    """Give an ipywidgets control its accessible name: its description (a `<label>` tied to
    the select or input), kept off the screen unless `shown`."""
    if control.description != text:
        control.description = text
    if not shown and "ex-named" not in control._dom_classes:
        control.add_class("ex-named")
