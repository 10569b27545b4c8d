"""The class's results on a real server (127.0.0.1, a free port): the leaderboard across
tables (per game, wins and scores; a student's name where the seat has one), the answers the
lessons' boxes send with the join code (refused without a table's code, as anything but JSON,
or too long), and the teacher's export in JSON and CSV holding names, tables, scores, answers
and every record."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from explorer import Match
from explorer.classroom import Server, serve
from tests.classroom_helpers import call, create

pytest.importorskip("tornado")


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    running = serve(port=0, data=tmp_path / "class")
    yield running
    running.stop()


def finished(server: Server, game: str, players: int, seed: int) -> dict[str, Any]:
    """A table played to its end by bots (one seat a bot, the others stand-ins)."""
    made = create(server, game=game, players=players, seed=seed, bots={"0": "random"})
    for seat in range(1, players):
        call(server, "POST", f"/api/tables/{made['id']}/standin", {"seat": seat},
             server.room.teacher)
    assert server.room.tables[made["id"]].match.is_over
    return made


def answer(server: Server, body: Any, kind: str = "application/json") -> tuple[int, Any]:
    import urllib.error
    import urllib.request

    request = urllib.request.Request(server.url + "/api/answers", method="POST",
                                     data=json.dumps(body).encode(),
                                     headers={"Content-Type": kind})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def test_the_leaderboard_adds_up_wins_and_scores_per_game_across_tables(
        server: Server) -> None:
    tables = [finished(server, "naishi", 2, seed) for seed in (1, 2)]
    playing = create(server, game="whispers", players=3, seed=3)
    status, board = call(server, "GET", "/api/leaderboard?lang=ja",
                         token=tables[0]["board"]["token"])
    assert status == 200
    games = {g["game"]: g for g in board["leaderboard"]}
    assert set(games) == {"naishi", "whispers"} and games["naishi"]["title"] == "内侍"
    naishi = games["naishi"]["rows"]
    assert len(naishi) == 4 and sum(r["played"] for r in naishi) == 4
    expected_wins = expected_score = 0
    for made in tables:
        outcome = server.room.tables[made["id"]].match.outcome
        assert outcome is not None
        expected_wins += len(outcome.winners)
        expected_score += sum(outcome.scores)
    assert sum(r["wins"] for r in naishi) == expected_wins
    assert sum(r["score"] for r in naishi) == expected_score
    assert [(r["wins"], r["score"]) for r in naishi] == sorted(
        ((r["wins"], r["score"]) for r in naishi), reverse=True)
    assert all(r["playing"] == 1 and r["played"] == 0 for r in games["whispers"]["rows"])
    # The teacher's token and every board's read it; a seat's and none do not.
    assert call(server, "GET", "/api/leaderboard", token=server.room.teacher)[0] == 200
    assert call(server, "GET", "/api/leaderboard",
                token=playing["seats"][0]["token"])[0] == 403
    assert call(server, "GET", "/api/leaderboard")[0] == 403


def test_a_students_name_is_one_row_across_tables(server: Server,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    tables = [finished(server, "naishi", 2, seed) for seed in (4, 5)]
    ids = [t["id"] for t in tables]
    # The seats' names, as a table keeps them once students join with a name.
    for table_id in ids:
        monkeypatch.setattr(server.room.tables[table_id], "names", {1: "Aiko <b>"},
                            raising=False)
    board = call(server, "GET", "/api/leaderboard", token=server.room.teacher)[1]
    rows = {r["name"]: r for r in board["leaderboard"][0]["rows"]}
    assert rows["Aiko <b>"]["played"] == 2
    assert {f"#{server.room.tables[i].stored.number} Player 1 (bot random)" for i in ids} \
        <= set(rows)
    exported = call(server, "GET", "/api/export.json", token=server.room.teacher)[1]
    assert [s["name"] for s in exported["tables"][0]["seats"]] == [None, "Aiko <b>"]


def test_an_answer_box_sends_its_answer_with_the_join_code(server: Server) -> None:
    made = create(server, game="naishi", players=2, seed=6)
    code = made["code"]
    body = {"code": code.lower(), "name": "Ren", "exercise": "score", "answer": "=62",
            "correct": True}
    assert answer(server, body) == (201, {"ok": True})
    for bad, status, word in (
            ({**body, "code": "ZZZZZZ"}, 403, "ZZZZZZ"),
            ({**body, "name": ""}, 400, "name"),
            ({**body, "answer": "x" * 2001}, 400, "answer"),
            ({**body, "correct": "yes"}, 400, "correct"),
            ({**body, "seat": 1}, 400, "seat"),
            ({k: v for k, v in body.items() if k != "exercise"}, 400, "exercise")):
        got, refused = answer(server, bad)
        assert got == status and word in refused["en"] and refused["ja"], refused
    assert answer(server, body, "text/plain")[0] == 415
    status, refused = call(server, "POST", "/api/answers", body,
                           headers={"Origin": "https://elsewhere.example"})
    assert status == 403 and "elsewhere.example" in refused["en"] and refused["ja"]
    assert call(server, "POST", "/api/answers", body)[0] == 201  # this server's own page
    status, seen = call(server, "GET", "/api/answers", token=server.room.teacher)
    sent = {"code": code, "name": "Ren", "exercise": "score", "answer": "=62", "correct": True}
    assert status == 200 and seen["answers"] == [sent, sent]
    assert call(server, "GET", "/api/answers", token=made["seats"][0]["token"])[0] == 403
    call(server, "POST", "/api/lesson/end", {}, server.room.teacher)
    assert answer(server, body)[0] == 403


def test_the_export_holds_names_tables_scores_answers_and_records(server: Server) -> None:
    made = finished(server, "naishi", 2, 8)
    answer(server, {"code": made["code"], "name": "Mio", "exercise": "next",
                    "answer": "+Red", "correct": False})
    data = call(server, "GET", "/api/export.json", token=server.room.teacher)[1]
    table = data["tables"][0]
    outcome = server.room.tables[made["id"]].match.outcome
    assert outcome is not None and table["scores"] == list(outcome.scores)
    assert Match.from_json(json.dumps(table["record"])).is_over
    assert data["answers"][0]["name"] == "Mio" and data["leaderboard"][0]["game"] == "naishi"
    status, text = call(server, "GET", "/api/export.csv", token=server.room.teacher)
    rows = list(csv.DictReader(io.StringIO(text)))
    seats = [r for r in rows if r["kind"] == "seat"]
    assert [r["score"] for r in seats] == [str(s) for s in table["scores"]]
    assert all(Match.from_json(r["record"]).is_over for r in seats)
    (row,) = [r for r in rows if r["kind"] == "answer"]
    assert (row["name"], row["exercise"], row["answer"], row["correct"]) == (
        "Mio", "next", "'+Red", "0")


def test_a_lessons_answer_box_reports_to_the_class(server: Server) -> None:
    from explorer.engine import OptionError
    from explorer.teaching import answer_box, class_answers

    made = create(server, game="naishi", players=2, seed=9)
    line = ["Fort", "Sentinel", "Advisor", "Banner", "RiceField"]
    hand = ["Fort", "Mountain", "Naishi", "RiceField", "RiceField"]
    box = answer_box("score", None, line, hand, lang="ja",
                     send_to=class_answers(server.url, made["code"].lower(), " Aiko "))
    box.text.value = "61"
    assert not box.check()
    box.text.value = "62"
    assert box.check()
    assert "クラスに送りました" in box.verdict_line.value and made["code"] in \
        box.verdict_line.value
    got = server.room.store.answers()
    assert [(a["name"], a["exercise"], a["answer"], a["correct"]) for a in got] == [
        ("Aiko", "score", "61", False), ("Aiko", "score", "62", True)]
    box.set_language("en")
    assert "Sent to the class" in box.verdict_line.value
    # A wrong code: the server's reason, in the box's language; no server: said, no traceback.
    wrong = answer_box("score", "62", line, hand,
                       send_to=class_answers(server.url, "ZZZZZZ", "Aiko"))
    assert "did not take" in wrong.verdict_line.value and "ZZZZZZ" in wrong.verdict_line.value
    away = answer_box("score", "62", line, hand,
                      send_to=class_answers("http://127.0.0.1:9", made["code"], "Aiko"))
    assert "could not be reached" in away.verdict_line.value and away.verdict
    assert len(server.room.store.answers()) == 2
    for url, code, name in (("ftp://x", "ABCDEF", "A"), (server.url, "", "A"),
                            (server.url, "ABCDEF", " ")):
        with pytest.raises(OptionError, match="address"):
            class_answers(url, code, name)
