"""`make handouts` builds: for each lesson plan a student sheet without answers and an answer
key with them, as HTML (nbconvert) and PDF (headless Chromium), from the exercise data the
notebooks use."""

from __future__ import annotations

from pathlib import Path

from tools.handouts import PLANS, build, main

ROOT = Path(__file__).resolve().parents[1]


def test_the_handouts_build_with_answers_only_in_the_keys(tmp_path: Path) -> None:
    files = build(tmp_path)
    names = sorted(p.name for p in files)
    expected = sorted(f"{plan.name}-{kind}.{ext}" for plan in PLANS
                      for kind in ("student", "key") for ext in ("html", "pdf"))
    assert names == expected
    for plan in PLANS:
        student = (tmp_path / f"{plan.name}-student.html").read_text(encoding="utf-8")
        key = (tmp_path / f"{plan.name}-key.html").read_text(encoding="utf-8")
        assert plan.title_ja in student and plan.title_en in key
        for exercise in plan.exercises:
            assert exercise.name in student and exercise.name in key
            assert exercise.why_en.split(";")[0][:30] not in student
            assert "答え:" not in student and "答え:" in key
        for scenario in plan.scenarios:
            assert scenario in student
        for kind in ("student", "key"):
            pdf = (tmp_path / f"{plan.name}-{kind}.pdf").read_bytes()
            assert pdf.startswith(b"%PDF") and len(pdf) > 10_000


def test_the_make_target_runs_this_module() -> None:
    makefile = (ROOT / "Makefile").read_text()
    assert "handouts:" in makefile and "-m tools.handouts" in makefile
    assert callable(main)
