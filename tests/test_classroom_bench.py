"""The classroom load bench, small: a real server process, two tables; its report holds the
server's CPU time per move and per page beside the latencies, and the load average."""

from __future__ import annotations

import os

import pytest

from explorer.classroom.load import cpu_seconds, load_average, run

pytest.importorskip("tornado")


def test_the_bench_reports_the_servers_cpu_per_move_and_page_and_the_load() -> None:
    figures = run(tables=2, seats=3, moves=4, think=0.01, limit=60)
    report = dict(figures.report())
    assert report["errors"] == 0 and report["lost_moves"] == 0 and report["moves"] == 8
    assert figures.page_updates == 8 * 4  # three seats and the board, each move
    assert report["server_cpu_s"] > 0
    assert report["server_cpu_ms_per_move"] == pytest.approx(
        report["server_cpu_s"] / 8 * 1000)
    assert report["server_cpu_ms_per_page"] == pytest.approx(
        report["server_cpu_ms_per_move"] / 4)
    assert report["load_average_before"] >= 0 and report["load_average_after"] >= 0


def test_cpu_time_is_read_for_a_process_and_none_for_no_process() -> None:
    spent = cpu_seconds(os.getpid())
    assert spent is not None and spent > 0
    assert cpu_seconds(2**22 + 12345) is None
    assert load_average() >= 0
