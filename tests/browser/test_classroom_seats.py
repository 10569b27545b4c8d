"""Seats that belong to one student, in a real Chromium with a context per device (issue 35):
students join with a name (shown escaped on the board and their seat), a second device is
refused a taken seat, a student comes back to the same seat on another device with their
name and PIN, and a revoked seat's open page stops receiving within a second. The board link
the dashboard shows opens the board and nothing else."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from explorer.classroom import Server, serve
from tests.browser.test_classroom import SIZES, wait_until
from tests.classroom_helpers import call, create

#: A page whose seat link was replaced says so in its messages (the catalogue's texts are in
#: the page too, so the whole body's text would hold the sentence from the start).
REVOKED = "document.getElementById('cr-messages').textContent.includes('no longer opens it')"


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    running = serve(port=0, data=tmp_path / "class")
    yield running
    running.stop()


class Device:
    """One browser context: a phone or a laptop of its own, with its own cookies."""

    def __init__(self, browser: Any, size: str = "phone") -> None:
        width, height = SIZES[size]
        self.context = browser.new_context(viewport={"width": width, "height": height})
        self.page = self.context.new_page()
        self.page.set_default_timeout(30_000)
        self.frames: list[float] = []
        self.closed: list[float] = []
        self.page.on("websocket", self._socket)

    def _socket(self, socket: Any) -> None:
        socket.on("framereceived", lambda _: self.frames.append(time.monotonic()))
        socket.on("close", lambda _: self.closed.append(time.monotonic()))

    def join(self, server: Server, code: str, name: str, pin: str = "") -> None:
        self.page.goto(f"{server.url}/join?lang=en&code={code}")
        self.page.fill("#cr-name", name)
        if pin:
            self.page.fill("#cr-pin", pin)
        self.page.click("#cr-join button[type=submit]")
        self.page.wait_for_selector("#cr-log li")

    def messages(self) -> str:
        return str(self.page.locator("#cr-messages").text_content() or "")


def test_names_one_device_per_seat_rejoin_and_revoke(browser: Any, server: Server) -> None:
    made = create(server, game="whispers", players=3)
    code, table = made["code"], made["id"]
    aiko, ben, thief, board = (Device(browser), Device(browser, "laptop"), Device(browser),
                               Device(browser, "laptop"))
    aiko.join(server, code, "<i>Aiko</i>")
    ben.join(server, code, "Ben & Co")
    assert aiko.page.locator("body").get_attribute("data-seat") == "0"
    pin = str(aiko.page.evaluate(f"localStorage.getItem('cr-pin-{table}')"))
    assert len(pin) == 4
    # The names are text: shown as typed, never read as markup.
    board.page.goto(made["board"]["url"].replace("#", "?lang=en#"))
    wait_until(board.page, "document.getElementById('cr-names').textContent.includes('Ben')")
    assert board.page.locator("#cr-names").text_content() == (
        "Students: #1 <i>Aiko</i> · #2 Ben & Co")
    assert aiko.page.locator("#cr-student").text_content() == (
        f"You: <i>Aiko</i> · your PIN {pin}")
    for device in (aiko, board):
        assert device.page.locator("#cr-names i, #cr-student i, #cr-who i").count() == 0
    # Aiko's link on another device is refused, and shows nothing of the seat.
    thief.page.goto(aiko.page.url)
    wait_until(thief.page, "document.querySelector('#cr-messages .ex-error') !== null")
    assert "already open on another device" in thief.messages()
    assert thief.page.locator("#cr-log li").count() == 0
    # Aiko comes back on a laptop with her name and PIN: the same seat; the phone's page
    # closes within a second.
    laptop = Device(browser, "laptop")
    started = time.monotonic()
    laptop.join(server, code, "<i>Aiko</i>", pin)
    assert laptop.page.locator("body").get_attribute("data-seat") == "0"
    wait_until(aiko.page, REVOKED, 5)
    assert aiko.closed and aiko.closed[0] - started < 5
    # The teacher revokes Ben's seat: his open page stops receiving within a second.
    frames_before = len(ben.frames)
    started = time.monotonic()
    status, _ = call(server, "POST", f"/api/tables/{table}/control", {"do": "link", "seat": 1},
                     server.room.teacher)
    assert status == 200
    wait_until(ben.page, REVOKED, 5)
    assert ben.closed and ben.closed[0] - started < 1.0
    call(server, "POST", f"/api/tables/{table}/control", {"do": "pause"}, server.room.teacher)
    wait_until(board.page, "document.getElementById('cr-status').textContent.includes('paused')")
    ben.page.wait_for_timeout(500)
    assert len(ben.frames) == frames_before
    assert ben.page.locator("#cr-table").inner_html() == ""


def test_the_dashboards_board_link_holds_no_teacher_token(browser: Any, server: Server) -> None:
    made = create(server, game="naishi", players=2)
    teacher = Device(browser, "laptop")
    teacher.page.goto(f"{server.url}/teacher?lang=en#k={server.room.teacher}")
    link = teacher.page.locator(".cr-row-tools a")
    link.wait_for()
    href = str(link.get_attribute("href"))
    links = teacher.page.eval_on_selector_all("a", "all => all.map(a => a.href)")
    assert not [h for h in links if server.room.teacher in h]
    board = Device(browser, "laptop")
    board.page.goto(href)
    board.page.wait_for_selector("#cr-log li, #cr-table *")
    token = href.split("#k=", 1)[1]
    assert token == made["board"]["token"]
    for method, path in (("GET", "/api/tables"), ("GET", "/api/export.json"),
                         ("GET", f"/api/tables/{made['id']}/record")):
        assert call(server, method, path, token=token)[0] == 403


def test_a_student_waits_until_the_teacher_lets_them_in(browser: Any, server: Server) -> None:
    made = create(server, game="naishi", players=2, approve=True)
    student = Device(browser)
    student.page.goto(f"{server.url}/join?lang=ja&code={made['code']}")
    student.page.fill("#cr-name", "あいこ")
    student.page.click("#cr-join button[type=submit]")
    student.page.wait_for_url("**/seat/**")
    student.page.wait_for_load_state()
    wait_until(student.page, "document.getElementById('cr-messages').textContent"
                             ".includes('承認を待っています')")
    assert student.page.locator("#cr-log li").count() == 0
    status, _ = call(server, "POST", f"/api/tables/{made['id']}/control",
                     {"do": "approve", "seat": 0}, server.room.teacher)
    assert status == 200
    student.page.wait_for_selector("#cr-log li", timeout=15_000)
    assert "あいこ" in str(student.page.locator("#cr-student").text_content())
