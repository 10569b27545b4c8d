"""The classroom pages as a class reads them, measured in a real Chromium: card names that
never break inside a word on a phone (390 px), a waiting seat told so once, the Japanese moves
heading, the Citadels call order legible from the back of the room on the board
(1,280 × 720: nothing under 14 px), and the turn clock and the stand-in bot as the board and
the seat show them ("I'm back" gives the seat back)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from explorer.classroom import Server, serve
from tests.classroom_helpers import call, create

pytest.importorskip("tornado")

#: Every English word of every card name inside `root` whose letters do not all sit on one
#: line (its text's rectangles have more than one top), as "word in name".
SPLIT_WORDS = """(root) => {
  const out = [];
  document.querySelectorAll(root + " .ex-name").forEach((name) => {
    const walker = document.createTreeWalker(name, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of node.data.matchAll(/[A-Za-z]{2,}/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const tops = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
        if (tops.size > 1) out.push(word[0] + " in " + name.textContent);
      }
    }
  });
  return out;
}"""


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    running = serve(port=0, data=tmp_path / "class")
    yield running
    running.stop()


def opened(browser: Any, url: str, lang: str, size: tuple[int, int]) -> Any:
    context = browser.new_context(viewport={"width": size[0], "height": size[1]})
    page = context.new_page()
    page.set_default_timeout(30_000)
    page.goto(url.replace("#", f"?lang={lang}#"))
    page.wait_for_selector("#cr-log li")
    return page


def wait_until(page: Any, expression: str, timeout: float = 20.0) -> None:
    """Poll `expression` in the page (the pages' policy forbids `wait_for_function`)."""
    deadline = time.monotonic() + timeout
    while not page.evaluate(expression):
        if time.monotonic() > deadline:
            raise AssertionError(f"still false after {timeout} s: {expression}")
        page.wait_for_timeout(50)


def board_view(server: Server, made: dict[str, Any]) -> dict[str, Any]:
    status, value = call(server, "GET", f"/api/tables/{made['id']}/view",
                         token=made["board"]["token"])
    assert status == 200
    return dict(value)


@pytest.mark.parametrize("game,players", [("naishi", 2), ("whispers", 4), ("citadels", 5)])
def test_card_names_never_break_inside_a_word_on_a_phone(browser: Any, server: Server,
                                                         game: str, players: int) -> None:
    made = create(server, game=game, players=players, seed=7)
    for seat in made["seats"][:2]:
        page = opened(browser, seat["url"], "en", (390, 844))
        names = page.locator(".cr-table .ex-name").count()
        assert names >= 5
        assert page.evaluate(SPLIT_WORDS, ".cr-table") == []
        # ... and the page does not scroll sideways to keep them whole.
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        page.context.close()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_five_naishi_cards_with_the_longest_names_fit_a_phones_row(
        browser: Any, server: Server, lang: str) -> None:
    """Every card of a Naishi Line given the longest one-word names: still whole, and the
    table needs no sideways scrolling."""
    made = create(server, game="naishi", players=2, seed=7)
    page = opened(browser, made["seats"][0]["url"], lang, (390, 844))
    for word in ("Horseman", "Sentinel", "Mountain"):
        sizes = page.evaluate("""(word) => {
            document.querySelectorAll('#cr-table .ex-territory .ex-name').forEach(
              (e) => { e.textContent = word; });
            const t = document.getElementById('cr-table');
            return [t.scrollWidth, t.clientWidth]; }""", word)
        assert sizes[0] <= sizes[1] + 1, (word, sizes)
        assert page.evaluate(SPLIT_WORDS, ".cr-table") == []
    page.context.close()


def test_the_measure_finds_a_word_broken_in_two(browser: Any, server: Server) -> None:
    made = create(server, game="naishi", players=2, seed=7)
    page = opened(browser, made["seats"][0]["url"], "en", (390, 844))
    page.evaluate("""() => { const n = document.querySelector('.cr-table .ex-name');
        n.textContent = 'Sentinel'; n.style.width = '2.5em'; n.style.display = 'block';
        n.style.overflowWrap = 'anywhere'; }""")
    assert page.evaluate(SPLIT_WORDS, ".cr-table") == ["Sentinel in Sentinel"]
    page.context.close()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_waiting_seat_is_told_once_and_the_seat_to_act_sees_its_moves(
        browser: Any, server: Server, lang: str) -> None:
    made = create(server, game="naishi", players=2, seed=3)
    current = board_view(server, made)["current_player"]
    waiting = opened(browser, made["seats"][1 - current]["url"], lang, (390, 844))
    status = waiting.locator("#cr-status").inner_text()
    assert status and waiting.evaluate("document.body.innerText").count(status) == 1
    assert not waiting.locator("#cr-moves").is_visible()
    acting = opened(browser, made["seats"][current]["url"], lang, (390, 844))
    acting.locator("button.cr-move").first.wait_for()
    heading = acting.locator("#cr-moves-title").inner_text()
    assert heading == {"en": "Your moves", "ja": "あなたの手番"}[lang]
    waiting.context.close()
    acting.context.close()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_board_call_order_is_legible_from_the_back_of_the_room(
        browser: Any, server: Server, lang: str) -> None:
    made = create(server, game="citadels", players=5, seed=2)
    page = opened(browser, made["board"]["url"], lang, (1280, 720))
    sizes = page.evaluate("""() => Array.from(document.querySelectorAll(
        '.cr-side .ex-slot-rank, .cr-side .ex-slot-name, .cr-side .ex-slot-state'),
        (e) => parseFloat(getComputedStyle(e).fontSize))""")
    assert len(sizes) == 3 * 8 and min(sizes) >= 14, sizes
    box = page.locator(".cr-side .ex-cit-track").bounding_box()
    assert box is not None and box["x"] + box["width"] <= 1280
    page.context.close()


def test_the_board_shows_whose_clock_runs_and_a_student_comes_back(
        browser: Any, server: Server) -> None:
    made = create(server, game="whispers", players=3, seed=5)
    teacher = server.room.teacher
    assert call(server, "POST", f"/api/tables/{made['id']}/timer",
                {"seconds": 90, "bot": "random"}, teacher)[0] == 200
    current = board_view(server, made)
    board = opened(browser, made["board"]["url"], "en", (1280, 720))
    wait_until(board, "!!document.querySelector('.cr-clock-line')")
    line = board.locator(".cr-clock-line").inner_text()
    assert current["current_name"] in line and "s" in line
    seat = current["current_player"]
    student = opened(browser, made["seats"][seat]["url"], "ja", (390, 844))
    assert call(server, "POST", f"/api/tables/{made['id']}/standin", {"seat": seat},
                teacher)[0] == 200
    student.locator("button.cr-back").wait_for()
    assert "ボット" in student.locator(".cr-standin").inner_text()
    wait_until(board, "document.querySelectorAll('.cr-standin').length === 1")
    student.locator("button.cr-back").click()
    wait_until(student, "!document.querySelector('button.cr-back')")
    assert board_view(server, made)["standins"] == []
    board.context.close()
    student.context.close()


def test_the_dashboard_shows_the_leaderboard_and_answers_as_they_come(
        browser: Any, server: Server) -> None:
    made = create(server, game="naishi", players=2, seed=9, bots={"0": "random"})
    playing = create(server, game="whispers", players=3, seed=1)
    teacher = opened_dashboard(browser, server)
    wait_until(teacher, "!!document.querySelector('#cr-leaderboard caption')")
    assert teacher.locator("#cr-leaderboard caption").all_inner_texts() == [
        "Naishi", "Whispers in the Palace"]
    status = call(server, "POST", "/api/answers",
                  {"code": playing["code"], "name": "<b>Aiko</b>", "exercise": "next",
                   "answer": "Red", "correct": True})[0]
    assert status == 201
    wait_until(teacher, "document.querySelectorAll('#cr-answers td').length === 5")
    cells = teacher.locator("#cr-answers td").all_inner_texts()
    assert cells == [playing["code"], "<b>Aiko</b>", "next", "Red", "right"]
    assert teacher.locator("#cr-answers b").count() == 0  # shown as text, never as markup
    # The game ends: its board shows that game's standings.
    board = opened(browser, made["board"]["url"], "en", (1280, 720))
    call(server, "POST", f"/api/tables/{made['id']}/standin", {"seat": 1},
         server.room.teacher)
    wait_until(board, "!!document.querySelector('#cr-leaderboard caption')")
    assert board.locator("#cr-leaderboard caption").all_inner_texts() == ["Naishi"]
    assert board.locator(".cr-standin").count() == 0
    teacher.context.close()
    board.context.close()


def opened_dashboard(browser: Any, server: Server) -> Any:
    context = browser.new_context(viewport={"width": 1280, "height": 720})
    page = context.new_page()
    page.set_default_timeout(30_000)
    page.goto(server.teacher_url)
    page.wait_for_selector(".cr-row")
    return page


def test_the_teacher_sets_a_clock_while_other_tables_move(browser: Any,
                                                          server: Server) -> None:
    made = create(server, game="naishi", players=2, seed=4)
    other = create(server, game="naishi", players=2, seed=5)
    teacher = opened_dashboard(browser, server)
    field = teacher.locator(f"#cr-timer-{made['id']}")
    field.fill("45")
    teacher.locator(f"#cr-timer-bot-{made['id']}").select_option("lookahead")
    field.focus()
    # Another table moves: every row is drawn again; the draft and the focus stay.
    view = board_view(server, other)
    seat = other["seats"][view["current_player"]]["token"]
    legal = call(server, "GET", f"/api/tables/{other['id']}/view", token=seat)[1]["legal"]
    assert call(server, "POST", f"/api/tables/{other['id']}/actions",
                {"action": legal[0], "step": view["step"]}, seat)[0] == 200
    row = f".cr-row[data-table='{other['id']}']"
    wait_until(teacher, f"document.querySelector(\"{row}\").textContent.includes('1 ·')")
    assert field.input_value() == "45"
    assert teacher.evaluate("document.activeElement.id") == f"cr-timer-{made['id']}"
    teacher.locator(f".cr-row[data-table='{made['id']}'] .cr-timer button").click()
    wait_until(teacher, f"!!document.querySelector(\".cr-row[data-table='{made['id']}']\")"
                        ".textContent.includes('45')")
    kept = server.room.tables[made["id"]]
    assert (kept.seconds, kept.tier) == (45.0, "lookahead")
    teacher.context.close()
