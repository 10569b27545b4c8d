"""The classroom's review, through a real server: after the table ends, each seat's token gets
the review of its own seat only (another seat's, the board's and the teacher's asks are
refused), computed once and kept; the teacher gets the table's decisive moments."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from explorer import Match
from explorer.classroom import Server, serve

from .classroom_helpers import call, create


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    running = serve(port=0, data=tmp_path / "class")
    yield running
    running.stop()


def _played(server: Server, moves: int) -> dict[str, object]:
    """A Naishi table where both seats have played `moves` moves between them."""
    made = create(server, game="naishi", seed=8)
    table = server.room.tables[str(made["id"])]
    tokens = [seat["token"] for seat in made["seats"]]
    for _ in range(moves):
        match = table.match
        seat = match.current_player
        status, _ = call(server, "POST", f"/api/tables/{made['id']}/actions",
                         {"action": str(match.legal_actions()[0]), "step": match.step},
                         tokens[seat])
        assert status == 200
    return {"id": made["id"], "tokens": tokens, "board": made["board"]["token"]}


def test_each_seat_reviews_its_own_game_only_after_the_end(server: Server) -> None:
    made = _played(server, 6)
    table, (first, second) = made["id"], made["tokens"]
    path = f"/api/tables/{table}/review"
    status, refused = call(server, "GET", path + "?lang=ja", token=first)
    assert status == 422 and "終わって" in refused["ja"] and "over" in refused["en"]
    assert call(server, "POST", "/api/lesson/end", {}, server.room.teacher)[0] == 200

    status, mine = call(server, "GET", path, token=first)
    assert status == 200 and mine["seat"] == 0
    expected = Match.from_json(server.room.tables[str(table)].match.to_json()).review(0)
    assert [(r["step"], r["grade"]) for r in mine["ratings"]] == [
        (r.step, r.grade) for r in expected.ratings]
    assert mine["ratings"] and "ex-review-items" in mine["html"]
    # Kept, not computed again: the other language is drawn from the same review.
    status, japanese = call(server, "GET", path + "?lang=ja", token=first)
    assert status == 200 and japanese["seconds"] == mine["seconds"]
    assert japanese["ratings"] == [{**r, "played": j["played"], "better": j["better"],
                                    "reason": j["reason"]}
                                   for r, j in zip(mine["ratings"], japanese["ratings"],
                                                   strict=True)]
    assert "振り返り" in japanese["html"]

    # Never another seat's review: not by number, not with the board's or teacher's token.
    for token, query in ((first, "?seat=1"), (second, "?seat=0"), (first, "?seat=x"),
                         (made["board"], ""), (server.room.teacher, "")):
        status, refused = call(server, "GET", path + query, token=token)
        assert status in (400, 403), (query, refused)
        assert "own seat" in refused["en"] and "自分の席" in refused["ja"]
    status, theirs = call(server, "GET", path + "?seat=1", token=second)
    assert status == 200 and theirs["seat"] == 1


def test_the_teacher_sees_the_decisive_moments_of_a_finished_table(server: Server) -> None:
    made = _played(server, 4)
    path = f"/api/tables/{made['id']}/moments"
    assert call(server, "GET", path, token=server.room.teacher)[0] == 422
    assert call(server, "POST", "/api/lesson/end", {}, server.room.teacher)[0] == 200
    status, moments = call(server, "GET", path + "?lang=ja", token=server.room.teacher)
    assert status == 200 and isinstance(moments["moments"], list)
    match = Match.from_json(server.room.tables[str(made["id"])].match.to_json())
    assert [m["step"] for m in moments["moments"]] == [m.step for m in match.moments()]
    assert [m["text"] for m in moments["moments"]] == [m.text("ja") for m in match.moments()]
    for token in made["tokens"]:
        assert call(server, "GET", path, token=token)[0] == 403
