"""What the variant editor's browser tests share: a page with one editor in a new notebook at
a projector's size, and a run of 200 games each side watched to its plots."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from playwright.sync_api import expect

from .conftest import ARTIFACTS, new_page, open_and_run
from .explorer_pages import PROJECTOR, close_side_bar, put_notebook

#: The progress bar's fill, as a percentage of its width (-1 before it is drawn).
FILL = "(el => { const bar = el.querySelector('.progress-bar');" \
       " return bar ? parseFloat(bar.style.width || '0') : -1; })"


@contextmanager
def editor_page(lab: str, browser: Any, name: str, source: str
                ) -> Iterator[tuple[Any, Any, list[str]]]:
    """A 1,280 × 720 page of the notebook `name` holding `source` (a `VariantEditor`), run:
    yields the page, the editor and the list the page's errors are put in."""
    put_notebook(lab, name, "from explorer.widgets import VariantEditor\n" + source)
    errors: list[str] = []
    with new_page(browser, PROJECTOR["width"], PROJECTOR["height"]) as page:
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        open_and_run(page, lab, name, wait_for=".ex-variant-editor .ex-variant-run")
        close_side_bar(page)
        try:
            yield page, page.locator(".ex-variant-editor").first, errors
        except Exception:
            _keep_failure(page, name)
            raise


def _keep_failure(page: Any, name: str) -> None:
    """Keep what the page showed when a step failed: a full-page screenshot and the editor's
    HTML, in the artifacts folder, named after the notebook."""
    ARTIFACTS.mkdir(exist_ok=True)
    stem = name.removesuffix(".ipynb")
    page.screenshot(path=str(ARTIFACTS / f"failed-{stem}.png"), full_page=True)
    editors = page.locator(".ex-variant-editor")
    html = editors.first.evaluate("el => el.outerHTML") if editors.count() else page.content()
    (ARTIFACTS / f"failed-{stem}.html").write_text(html, encoding="utf-8")


def parts(editor: Any) -> tuple[Any, Any, Any]:
    """The editor's difference, its error messages and its Run button."""
    return (editor.locator(".ex-variant-diff").first,
            editor.locator(".ex-messages .ex-error"),
            editor.locator("button.ex-variant-run").first)


def run_200(page: Any, editor: Any, lang: str) -> Any:
    """Press Run (200 games), see the bar part-way then full and the plots drawn and titled
    in `lang`; returns the plot."""
    from explorer.engine import tr

    run = editor.locator("button.ex-variant-run").first
    progress = editor.locator(".ex-variant-progress").first.element_handle()
    expect(run).to_contain_text("200")
    run.click()
    page.wait_for_function(f"el => {{ const f = {FILL}(el); return f > 0 && f < 100; }}",
                           arg=progress, timeout=120_000)
    page.wait_for_function(f"el => {FILL}(el) >= 100", arg=progress, timeout=300_000)
    plot = editor.locator(".ex-variant-plot svg[role='img']").first
    plot.wait_for(timeout=60_000)
    assert plot.get_attribute("aria-label") == tr("ui.lab.plot.title", lang, n=200, m=200)
    return plot
