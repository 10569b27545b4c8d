"""The printed handouts as Chromium lays them out for print: no word of a table (headings
included) is broken across two lines ("Point / s", "Copie / s" on the Citadels sheet)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tools.handouts import LANGS, PLANS, sheet

from .conftest import new_page

#: Every Latin word of a table cell whose pieces land on more than one line, as "word".
BROKEN_WORDS = """() => {
  const broken = [];
  for (const cell of document.querySelectorAll('th, td')) {
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const found of node.data.matchAll(/[A-Za-z]{2,}/g)) {
        const range = document.createRange();
        range.setStart(node, found.index);
        range.setEnd(node, found.index + found[0].length);
        const tops = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
        if (tops.size > 1) broken.push(found[0]);
      }
    }
  }
  return broken;
}"""


@pytest.mark.browser
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("plan", PLANS, ids=lambda p: p.name)
def test_no_word_of_a_table_is_broken(browser: Any, tmp_path: Path, plan: Any,
                                      lang: str) -> None:
    with new_page(browser, 794, 1123) as page:
        page.emulate_media(media="print")
        for kind in ("student", "key"):
            path = tmp_path / f"{plan.name}-{kind}-{lang}.html"
            path.write_text(sheet(plan, kind, lang), encoding="utf-8")
            page.goto(path.as_uri())
            assert page.evaluate(BROKEN_WORDS) == [], (plan.name, kind, lang)
