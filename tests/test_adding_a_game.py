"""`docs/adding-a-game.md` and the tests agree (issue 18, Deliver 6): a tiny new game written
with only the parts the checklist calls required (steps 1-9: no kernel, options help,
scenarios, view, widget, lesson, bench, golden transcript or known counts) is added to a copy
of the project the way the checklist says (its package in `explorer/games/tinygame/`, one
`GamePlugin` in `explorer/plugins.py`), and every test of the default suite that runs over the
registered games passes for it there, as do `simulate`, the bench and the bots, which play its
reference rule book since it has no kernel.

The game itself is test data: `tests/adding_a_game/tinygame.md` (its spec, step 1) and the
package `tests/adding_a_game/tinygame/`."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TINY = Path(__file__).with_name("adding_a_game") / "tinygame"
NAME = "tinygame"

#: What a checkout holds that a copy of the project does not need.
NOT_COPIED = shutil.ignore_patterns(".git", ".venv", "build", "_build", "__pycache__",
                                    "test-artifacts", ".pytest_cache", "handouts",
                                    "*.egg-info", ".mypy_cache", ".ruff_cache")

#: The test files of the default suite that run over every registered game: "all" runs every
#: test of the file, "tiny" those whose id names the tiny game (each such file has some), and
#: "opt-in" files are those a game joins by adding its data file (a golden transcript, known
#: counts: steps 11 and 12), so they must hold no test of the tiny game.
GENERIC = {
    "tests/test_conformance.py": "tiny",
    "tests/test_i18n.py": "all",
    "tests/test_reference_layout.py": "all",
    "tests/test_option_help.py": "all",
    "tests/engine/test_plugins.py": "all",
    "tests/engine/test_hostile.py": "tiny",
    "tests/engine/test_bare_names.py": "tiny",
    "tests/positions/test_positions.py": "tiny",
    "tests/positions/test_hardening.py": "tiny",
    "tests/test_public_view.py": "tiny",
    "tests/lab/test_simulate.py": "tiny",
    "tests/widgets/test_text.py": "tiny",
    "tests/widgets/test_pool.py": "tiny",
    "tests/widgets/test_a11y.py": "tiny",
    "tests/widgets/test_teaching.py": "tiny",
    "tests/test_golden.py": "opt-in",
    "tests/known/test_known.py": "opt-in",
}
#: Tests that loop over the registered games inside one test.
LOOPS = ("tests/test_classroom.py::test_a_restart_brings_back_every_table_move_and_seat",)

PLUGIN = """\
    GamePlugin(
        game=tinygame.GAME,
        table_view=None,
        explorer=None,
        bench_metrics=None,
        bots={},
        play_bot=None,
        features=None,
    ),
"""


def add_tiny_game(root: Path) -> None:
    """Steps 2-8 of the checklist in the project at `root`: the package, then its plug-in."""
    shutil.copytree(TINY, root / "explorer" / "games" / NAME, ignore=NOT_COPIED)
    plugins = root / "explorer" / "plugins.py"
    text = plugins.read_text(encoding="utf-8")
    head = "PLUGINS: tuple[GamePlugin, ...] = (\n"
    imports = "from .games import citadels, naishi, whispers\n"
    assert text.count(head) == 1 and text.count(imports) == 1
    text = text.replace(imports, imports.replace("naishi,", "naishi, tinygame,"))
    plugins.write_text(text.replace(head, head + PLUGIN), encoding="utf-8")


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of this project with the tiny game added by the checklist."""
    root = tmp_path_factory.mktemp("project") / "card-rules-explorer"
    shutil.copytree(ROOT, root, ignore=NOT_COPIED)
    add_tiny_game(root)
    return root


def run(project: Path, *args: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    """`python <args>` in the copy, importing the copy's `explorer`."""
    env = {**os.environ, "PYTHONPATH": str(project)}
    env.pop("PYTEST_XDIST_WORKER", None)
    return subprocess.run([sys.executable, *args], cwd=project, env=env, capture_output=True,
                          text=True, timeout=timeout)


def test_the_copy_registers_the_tiny_game_from_its_own_package(project: Path) -> None:
    found = run(project, "-c", "import explorer; print(explorer.__file__, "
                               "explorer.registered_games())")
    assert found.returncode == 0, found.stderr[-3000:]
    assert found.stdout.startswith(str(project / "explorer"))
    assert "'tinygame'" in found.stdout


def test_the_default_suites_game_generic_tests_pass_for_the_tiny_game(project: Path) -> None:
    listed = run(project, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider",
                 *GENERIC)
    assert listed.returncode == 0, listed.stdout[-3000:] + listed.stderr[-3000:]
    ids = [line for line in listed.stdout.splitlines() if "::" in line]
    kind = {i: GENERIC[i.split("::")[0]] for i in ids}
    chosen = [i for i in ids if NAME in i or kind[i] == "all"] + list(LOOPS)
    tiny = {i.split("::")[0] for i in ids if NAME in i}
    assert tiny >= {f for f, k in GENERIC.items() if k == "tiny"}, (
        "a generic test file has no test for the tiny game", sorted(tiny))
    assert not tiny & {f for f, k in GENERIC.items() if k == "opt-in"}, sorted(tiny)
    result = run(project, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "0",
                 "-m", "not browser and not notebook", *chosen)
    assert result.returncode == 0, result.stdout[-6000:] + result.stderr[-3000:]
    summary = result.stdout.splitlines()[-1]
    assert re.search(rf"\b{len(chosen)} passed", summary) and "skipped" not in summary, summary


def test_the_docs_site_lists_the_tiny_games_rules_and_their_code(project: Path) -> None:
    """The site's rule book and rule index take every registered game (`tests/test_docs.py`
    builds the site of the copy with the tiny game in it, warnings as errors)."""
    result = run(project, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "0",
                 "tests/test_docs.py", "-k", f"{NAME} or rule_index_shows", timeout=600)
    assert result.returncode == 0, result.stdout[-6000:] + result.stderr[-3000:]
    summary = result.stdout.splitlines()[-1]
    assert re.search(r"\b2 passed", summary) and "skipped" not in summary, summary


PLAYS = """
import json, explorer
from explorer import bots
from explorer.engine import Match, derive, load_game, playout_game
from explorer.engine.registry import plugin
from explorer.engine.testing import check_kernel

game = load_game("tinygame")
assert plugin("tinygame").kernel is None and playout_game("tinygame") is game
assert check_kernel("tinygame", games=3) == 0  # nothing to compare: it plays its reference
match = Match("tinygame", seed=3)
assert match.view(0).rng is None and match.state.rng is not None  # the default view
sim = explorer.simulate("tinygame", 6, bots="random,random", seed=1, progress=False)
choice = bots.choose("tinygame", "random", match.state, derive(1, 0))
print(json.dumps({"games": int(sim.n), "bots": list(bots.available("tinygame")),
                  "legal": choice.action in match.legal_actions()}))
"""


def test_without_a_kernel_simulate_the_bench_and_the_bots_play_its_reference(
        project: Path) -> None:
    played = run(project, "-c", PLAYS)
    assert played.returncode == 0, played.stderr[-3000:]
    assert json.loads(played.stdout) == {"games": 6, "bots": ["random"], "legal": True}
    bench = run(project, "-m", "explorer.bench", "--json", "--seconds", "0.1", "--clicks", "4",
                NAME)
    assert bench.returncode == 0, bench.stderr[-3000:]
    rows = [json.loads(line) for line in bench.stdout.splitlines()]
    assert {(r["game"], r["metric"]) for r in rows} >= {(NAME, "steps_per_s"),
                                                        (NAME, "games_per_s")}
