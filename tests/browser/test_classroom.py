"""The classroom in a real Chromium: one browser, a context per user (the teacher, the board,
two students). A whole game of each title is played by clicking the seat pages' buttons (bots
fill the other seats), one student on a phone (390 × 844) and one on a laptop (1,280 × 720),
each switching language half-way; after the Naishi game each opens the review of their own
seat and the teacher's dashboard shows the table's decisive moments; every HTTP body and
WebSocket frame the seat pages receive or send (the review included) is captured and holds no
card hidden from that seat that it never saw. A page reloaded or cut off from the network comes
back to its seat and the current state. Screenshots go to /tmp/classroom-shots/."""

from __future__ import annotations

import json
import time
from collections.abc import Collection, Iterator
from pathlib import Path
from typing import Any

import pytest

from explorer import Match
from explorer.classroom import Server, serve
from explorer.engine import derive
from tests.classroom_helpers import (
    COMMON_WORDS,
    SECRET_ZONES,
    _cards,
    _labels,
    call,
    card_names,
    checked_text,
    create,
    leaks,
)

SHOTS = Path("/tmp/classroom-shots")
SIZES = {"phone": (390, 844), "laptop": (1280, 720)}


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    running = serve(port=0, data=tmp_path / "class")
    yield running
    running.stop()


def wait_until(page: Any, expression: str, timeout: float = 30.0) -> None:
    """Poll `expression` in the page until it is true (the pages' Content-Security-Policy
    forbids the string evaluation `wait_for_function` relies on)."""
    deadline = time.monotonic() + timeout
    while not page.evaluate(expression):
        if time.monotonic() > deadline:
            raise AssertionError(f"still false after {timeout} s: {expression}")
        page.wait_for_timeout(50)


class Student:
    """One student's browser context on a seat page, capturing everything it exchanges."""

    def __init__(self, browser: Any, url: str, size: str, lang: str) -> None:
        width, height = SIZES[size]
        self.context = browser.new_context(viewport={"width": width, "height": height})
        self.page = self.context.new_page()
        self.page.set_default_timeout(30_000)
        self.size, self.texts = size, []
        self.errors: list[str] = []
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        self.page.on("response", self._response)
        self.page.on("websocket", self._socket)
        self.page.goto(url.replace("#", f"?lang={lang}#"))
        self.page.wait_for_selector("#cr-log li")

    def _response(self, response: Any) -> None:
        try:
            self.texts.append(response.text())
        except Exception:  # a body the browser did not keep (a redirect): nothing to check
            pass

    def _socket(self, socket: Any) -> None:
        socket.on("framereceived", lambda payload: self.texts.append(str(payload)))
        socket.on("framesent", lambda payload: self.texts.append(str(payload)))

    def step(self) -> int:
        return int(self.page.locator("body").get_attribute("data-step") or -1)

    def wait_for_step(self, step: int) -> None:
        wait_until(self.page, f"Number(document.body.dataset.step) >= {step}")

    def play(self, rng: Any) -> Any:
        buttons = self.page.locator("button.cr-move")
        buttons.first.wait_for()
        index, rng = rng.below(buttons.count())
        buttons.nth(index).click()
        return rng


def _payload_texts(texts: list[str]) -> list[str]:
    """Each captured text as it is checked: JSON without its fixed labels and rule texts."""
    out = []
    for text in texts:
        try:
            value = json.loads(text)
        except ValueError:
            out.append(text)
            continue
        if isinstance(value, dict) and isinstance(value.get("view"), dict):
            value = value["view"]
        out.append(checked_text(value) if isinstance(value, dict) else text)
    return out


def _never_seen(match: Match, seat: int | None) -> set[str]:
    """The names of cards hidden from `seat` (`None`: the board) at some step of the game
    that it was never shown."""
    replay = Match.from_json(match.to_json())
    game, hidden, seen = replay.game, set(), set()
    reader = -1 if seat is None else seat
    for step in range(replay.length + 1):
        replay.goto(step)
        view = replay.public_view() if seat is None else replay.view(seat)
        seen |= {label for card in _cards(game, view) for label in _labels(game, card)}
        told = " ".join(e.label(lang, reader) for e in replay.events_at(step)
                        for lang in ("en", "ja"))
        seen |= {label for card in game.all_cards(replay.state)
                 for label in _labels(game, card) if label in told}
        full = _cards(game, replay.state, SECRET_ZONES[replay.name])
        for card in _cards(game, view, SECRET_ZONES[replay.name]):
            if card in full:
                full.remove(card)
        hidden |= {label for card in full for label in _labels(game, card)}
    return hidden - seen - COMMON_WORDS


def _shoot(student: Student, name: str) -> None:
    SHOTS.mkdir(exist_ok=True)
    student.page.screenshot(path=str(SHOTS / f"{name}-{student.size}.png"))


def _human_to_act(match: Match, students: Collection[int]) -> int | None:
    """The student seat to act once the bots (on the server's thread) have answered;
    `None` when the game is over."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        seat = match.current_player
        if seat is None or seat in students:
            return seat
        time.sleep(0.05)
    raise AssertionError("the bots did not answer")


def _open_review(student: Student, match: Match, seat: int) -> None:
    """Press "Review my game" on a seat page: its own seat's decisions are listed, in the
    page's language (the students switched language half-way)."""
    page = student.page
    lang = page.evaluate("document.documentElement.lang")
    page.click("#cr-review-button")
    page.locator("#cr-review-body .ex-review-items li").first.wait_for(timeout=60_000)
    head = page.locator("#cr-review-body .ex-review-summary").inner_text()
    assert match.player_label(seat).label(lang) in head
    page.locator("#cr-review").scroll_into_view_if_needed()


GAMES = [("naishi", 2, {}), ("whispers", 4, {"2": "random", "3": "random"}),
         ("citadels", 4, {"2": "random", "3": "random"})]


@pytest.mark.browser
@pytest.mark.parametrize(("game", "players", "bots"), GAMES)
def test_a_whole_game_through_the_seat_pages_keeps_every_secret(
        browser: Any, server: Server, game: str, players: int, bots: dict[str, str]) -> None:
    made = create(server, game=game, players=players, seed=6, bots=bots)
    match = server.room.tables[made["id"]].match
    teacher = browser.new_context(viewport={"width": 1280, "height": 720}).new_page()
    teacher.goto(server.teacher_url)
    teacher.wait_for_selector(".cr-row")
    board = Student(browser, made["board"]["url"], "laptop", "ja")
    students = {0: Student(browser, made["seats"][0]["url"], "phone", "en"),
                1: Student(browser, made["seats"][1]["url"], "laptop", "ja")}
    _shoot(students[0], f"{game}-seat-start")
    rng = derive(6, 1)
    switched = False
    for _ in range(match.game.max_steps):
        if match.is_over:
            break
        seat = _human_to_act(match, students)
        if seat is None:
            break
        student = students[seat]
        student.wait_for_step(match.step)
        before = match.step
        rng = student.play(rng)
        student.wait_for_step(before + 1)
        if not switched and match.step > 20:
            switched = True
            _shoot(students[0], f"{game}-seat-mid")
            _shoot(board, f"{game}-board-mid")
            for one, lang in ((students[0], "ja"), (students[1], "en")):
                one.page.click(f"button.cr-lang-button[data-lang={lang}]")
                wait_until(one.page, f"document.documentElement.lang === '{lang}'")
    assert match.is_over
    for one in (*students.values(), board):
        one.wait_for_step(match.step)
        assert one.page.locator("#cr-outcome .ex-banner").count() == 1
        assert one.errors == []
    _shoot(students[0], f"{game}-seat-end")
    _shoot(students[1], f"{game}-seat-end")
    _shoot(board, f"{game}-board-end")
    # After the end: each student's review of their own seat (its payload is leak-checked
    # below with the rest), the teacher's decisive moments of the table.
    # In the Naishi game only: the others' reviews take long for the suite's budget
    # (Citadels at 4 players: about 18 s a seat on the test machine, +40 s to this test).
    if game == "naishi":
        for seat, student in students.items():
            _open_review(student, match, seat)
            _shoot(student, f"{game}-seat-review")
        teacher.locator(".cr-moments-list :is(.ex-review-moments, p)").first.wait_for()
    teacher.screenshot(path=str(SHOTS / f"{game}-teacher-laptop.png"), full_page=True)
    for seat, student in students.items():
        forbidden = _never_seen(match, seat)
        assert len(student.texts) > match.step // 4
        assert leaks(_payload_texts(student.texts), forbidden, card_names(match)) == [], \
            (game, seat)
    # The board is sent only what everyone may see.
    assert leaks(_payload_texts(board.texts), _never_seen(match, None),
                 card_names(match)) == []
    for one in (*students.values(), board):
        one.context.close()
    teacher.context.close()


@pytest.mark.browser
def test_a_reloaded_or_disconnected_page_comes_back_to_its_seat(browser: Any,
                                                                server: Server) -> None:
    made = create(server, game="naishi", seed=3)
    match = server.room.tables[made["id"]].match
    first = Student(browser, made["seats"][0]["url"], "phone", "en")
    second = Student(browser, made["seats"][1]["url"], "laptop", "en")
    rng = derive(3, 2)
    rng = first.play(rng)
    first.wait_for_step(1)
    first.page.reload()
    first.page.wait_for_selector("#cr-log li")
    assert first.page.locator("#cr-who").inner_text() == "Player 1" and first.step() == 1
    # Offline while the other seat moves: back online, it shows the new position.
    first.context.set_offline(True)
    second.wait_for_step(1)
    rng = second.play(rng)
    second.wait_for_step(2)
    first.context.set_offline(False)
    wait_until(first.page, "Number(document.body.dataset.step) >= 2")
    assert match.step == 2
    _shoot(first, "naishi-seat-reconnected")
    # The teacher pauses the table: the seat's buttons are gone and the page says why.
    status = call(server, "POST", f"/api/tables/{made['id']}/control", {"do": "pause"},
                  server.room.teacher)
    assert status == (200, {"step": 2})
    wait_until(first.page, "!document.querySelector('button.cr-move')")
    assert "paused" in first.page.locator("#cr-status").inner_text()
    first.context.close()
    second.context.close()


SLOW_REPLIES = """
(() => {
  const fetched = window.fetch.bind(window);
  window.fetch = function (url, options) {
    const reply = fetched(url, options);
    if (!(options && options.method === "POST" && String(url).endsWith("/actions"))) return reply;
    return reply.then((answer) => new Promise((done) => setTimeout(() => done(answer), 4000)));
  };
})();
"""


@pytest.mark.browser
def test_a_seat_can_move_again_as_soon_as_the_push_arrives(browser: Any,
                                                           server: Server) -> None:
    """The server's push of the new position can beat the HTTP reply to the move: the seat's
    next move (Citadels: gold, then a district) is taken at once, not dropped while the first
    reply is still on its way."""
    made = create(server, game="citadels", players=4, seed=6,
                  bots={"1": "random", "2": "random", "3": "random"})
    match = server.room.tables[made["id"]].match
    context = browser.new_context(viewport={"width": 1280, "height": 720})
    context.add_init_script(SLOW_REPLIES)
    page = context.new_page()
    page.goto(made["seats"][0]["url"])
    page.wait_for_selector("#cr-log li")

    def step() -> int:
        return int(page.locator("body").get_attribute("data-step") or -1)

    twice = False
    for _ in range(60):
        seat = _human_to_act(match, {0})
        if seat is None:
            break
        wait_until(page, f"Number(document.body.dataset.step) >= {match.step}")
        before = match.step
        page.locator("button.cr-move").first.click()
        wait_until(page, f"Number(document.body.dataset.step) >= {before + 1}", timeout=3)
        if match.current_player == 0 and step() == match.step:
            page.locator("button.cr-move").first.click()
            # Well before the first reply (4 s late) has come back.
            wait_until(page, f"Number(document.body.dataset.step) >= {before + 2}", timeout=3)
            twice = True
            break
        page.wait_for_timeout(4100)  # let the late reply land before the next round
    assert twice
    context.close()
