"""The page `make lab` opens: the welcome notebook runs in JupyterLab, its explorer answers a
click, and the language switch turns the whole explorer into Japanese."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import expect

from .conftest import open_and_run


@pytest.mark.browser
def test_welcome_explorer_plays_and_switches_language(lab: str, page, artifacts: Path) -> None:
    open_and_run(page, lab, "notebooks/00_welcome.ipynb", wait_for=".ex-game-naishi")
    app = page.locator(".ex-game-naishi").first
    expect(app).to_contain_text("step 0 / 0")
    app.locator("button.ex-action:not([disabled])").first.click()
    expect(app).to_contain_text("step 1 / 1")
    expect(app.locator(".ex-log li").first).to_be_visible()
    app.locator(".ex-language button:has-text('日本語')").click()
    expect(app).to_contain_text("1 / 1 手目")
    expect(app).to_contain_text("新しいゲーム")
    app.screenshot(path=str(artifacts / "welcome-explorer-ja.png"))
