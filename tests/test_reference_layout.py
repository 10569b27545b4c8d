"""The reference rule books read like the rulebook (issue 18): every registered rule id has code
and every mark cites a registered rule, in every game; the reference builds states by named
fields (no positional maker of more than three values, no fast makers at all), keeps no
module-level mutable state or memo, and no game uses `global`."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import explorer
from explorer.engine.reference import check_rule_index, game_package
from explorer.engine.registry import plugin

GAMES = Path(explorer.__file__).resolve().parent / "games"
SHIPPED = [n for n in explorer.registered_games() if (GAMES / n).is_dir()]
FAST_MAKERS = {"fast_change", "fast_new", "fast_replace"}
MEMOS = {"cache", "lru_cache", "cached_property"}


def reference_modules(name: str) -> list[Path]:
    """The reference rule book: the package `rules/`, or one `rules.py` for a small game
    (docs/adding-a-game.md, step 2)."""
    folder, module = GAMES / name / "rules", GAMES / name / "rules.py"
    assert folder.is_dir() != module.is_file(), (
        f"{name} needs one reference rule book: games/{name}/rules/ or games/{name}/rules.py")
    return sorted(folder.glob("*.py")) if folder.is_dir() else [module]


def tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), str(path))


def called_name(node: ast.Call) -> str:
    func = node.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")


@pytest.mark.parametrize("name", SHIPPED)
def test_every_rule_has_code_and_every_mark_a_rule(name: str) -> None:
    check_rule_index(name)
    index = explorer.rule_index(name)
    assert index and all(index.values())
    package = game_package(explorer.load_game(name))
    assert all(f.startswith(package + ".") and ".kernel" not in f
               for names in index.values() for f in names)


@pytest.mark.parametrize("name", SHIPPED)
def test_the_reference_builds_states_by_named_fields(name: str) -> None:
    problems = []
    for path in reference_modules(name):
        for node in ast.walk(tree(path)):
            if isinstance(node, ast.Call):
                called = called_name(node)
                if called in FAST_MAKERS:
                    problems.append(f"{path.name}:{node.lineno} calls {called}")
                elif called.endswith("State") and len(node.args) > 3:
                    problems.append(f"{path.name}:{node.lineno} {called}(...) with "
                                    f"{len(node.args)} positional values")
            if isinstance(node, ast.ImportFrom) and node.module and "kernel" in node.module:
                problems.append(f"{path.name}:{node.lineno} imports the kernel")
    assert not problems, problems


def kernel_modules(name: str) -> list[Path]:
    single = GAMES / name / "kernel.py"
    return [single] if single.exists() else sorted((GAMES / name / "kernel").glob("*.py"))


@pytest.mark.parametrize("name", SHIPPED)
def test_the_kernel_s_makers_are_typed_and_take_fields_by_name(name: str) -> None:
    """Deliver 2: a kernel's state makers are keyword-only and typed, so `mypy --strict`
    (tests/test_quality.py) checks every argument: no maker typed `Callable[..., T]`, and a
    constructor made fast (`fast_new`, typed as the class) is never given more than three
    values by position."""
    problems = []
    for path in kernel_modules(name):
        module = tree(path)
        constructors = set()
        for node in module.body:
            if (isinstance(node, ast.AnnAssign | ast.Assign) and isinstance(node.value, ast.Call)
                    and called_name(node.value) in FAST_MAKERS):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                constructors.update(t.id for t in targets if isinstance(t, ast.Name))
                if isinstance(node, ast.AnnAssign) and "..." in ast.unparse(node.annotation):
                    problems.append(f"{path.name}:{node.lineno} types a maker "
                                    f"{ast.unparse(node.annotation)}")
        for node in ast.walk(module):
            if (isinstance(node, ast.Call) and called_name(node) in constructors
                    and len(node.args) > 3):
                problems.append(f"{path.name}:{node.lineno} {called_name(node)}(...) with "
                                f"{len(node.args)} positional values")
    assert not problems, problems
    # A game with a kernel keeps it where the checklist says (one without plays its reference).
    assert bool(kernel_modules(name)) == (plugin(name).kernel is not None)


@pytest.mark.parametrize("name", SHIPPED)
def test_a_kernel_builds_no_event(name: str) -> None:
    """Issue 36 (Deliver 4): a kernel's steps compute the next state; its events are the
    reference's (`RuleBook(..., events_from=...)`), so no kernel module names `Event` or writes
    a log message (a `"<game>.ev.…"` or `"<game>.log.…"` key)."""
    problems = []
    for path in kernel_modules(name):
        for node in ast.walk(tree(path)):
            if isinstance(node, ast.Name) and node.id == "Event" or (
                    isinstance(node, ast.alias) and node.name == "Event"):
                problems.append(f"{path.name}:{getattr(node, 'lineno', '?')} names Event")
            elif (isinstance(node, ast.Constant) and isinstance(node.value, str)
                  and node.value.startswith((f"{name}.ev.", f"{name}.log."))):
                problems.append(f"{path.name}:{node.lineno} writes {node.value!r}")
    assert not problems, problems
    kernel = plugin(name).kernel
    if kernel is not None:
        assert kernel.rulebook.events_from == explorer.load_game(name).rulebook.apply


#: CPython 3.11 compiles a call whose positional values plus twice its keywords exceed 30
#: (`STACK_USE_GUIDELINE`) as one through a dictionary: about eight times as slow for 20
#: keywords (`engine.core.fast_change` lets a maker default what most calls set alike).
STACK_USE_GUIDELINE = 30


@pytest.mark.parametrize("name", SHIPPED)
def test_no_kernel_step_passes_its_values_through_a_dictionary(name: str) -> None:
    """A call the compiler would turn into a dictionary call, in a kernel's step code (the
    set-up, `initial`, runs once a game and may)."""
    problems = []
    for path in kernel_modules(name):
        module = tree(path)
        for function in ast.walk(module):
            if not isinstance(function, ast.FunctionDef) or function.name == "initial":
                continue
            for node in ast.walk(function):
                if (isinstance(node, ast.Call)
                        and len(node.args) + 2 * len(node.keywords) > STACK_USE_GUIDELINE):
                    problems.append(f"{path.name}:{node.lineno} {called_name(node)}(...) with "
                                    f"{len(node.keywords)} keywords")
    assert not problems, problems


def test_the_dictionary_call_rule_is_the_compilers() -> None:
    """The bound above is the one CPython uses: 15 keywords compile to a dictionary call
    (`CALL_FUNCTION_EX`), 14 to a plain call."""
    import dis

    def ops(keywords: int) -> set[str]:
        source = "f(0, " + ", ".join(f"k{i}={i}" for i in range(keywords)) + ")"
        return {op.opname for op in dis.get_instructions(compile(source, "<call>", "eval"))}

    over = (STACK_USE_GUIDELINE - 1) // 2 + 1
    assert "CALL_FUNCTION_EX" in ops(over) and "CALL_FUNCTION_EX" not in ops(over - 1)


MUTATORS = {"append", "extend", "insert", "remove", "pop", "clear", "update", "setdefault",
            "add", "discard", "popitem", "sort", "reverse"}


def module_names(module: ast.Module) -> set[str]:
    names: set[str] = set()
    for node in module.body:
        targets = getattr(node, "targets", None) or [getattr(node, "target", None)]
        names.update(t.id for t in targets if isinstance(t, ast.Name))
    return names


@pytest.mark.parametrize("name", SHIPPED)
def test_the_reference_keeps_no_module_state_or_memo(name: str) -> None:
    """Tables of constants (a rule id per character) are data; what is written after import
    (a memo, a counter, a cache decorator) is state, and the reference has none."""
    problems = []
    for path in reference_modules(name):
        module = tree(path)
        names = module_names(module)
        for node in ast.walk(module):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                for decorator in node.decorator_list:
                    target = decorator.func if isinstance(decorator, ast.Call) else decorator
                    named = target.attr if isinstance(target, ast.Attribute) else getattr(
                        target, "id", "")
                    if named in MEMOS:
                        problems.append(f"{path.name}:{node.lineno} {node.name} is memoised")
            written = []
            if isinstance(node, (ast.Assign, ast.AugAssign, ast.Delete)):
                written = getattr(node, "targets", None) or [getattr(node, "target", None)]
            for target in written:
                if (isinstance(target, (ast.Subscript, ast.Attribute))
                        and getattr(target.value, "id", None) in names):
                    problems.append(f"{path.name}:{node.lineno} writes into {target.value.id}")
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr in MUTATORS
                    and getattr(node.func.value, "id", None) in names):
                problems.append(f"{path.name}:{node.lineno} changes {node.func.value.id}")
    assert not problems, problems


def test_no_game_uses_global() -> None:
    found = [f"{path.relative_to(GAMES)}:{node.lineno}"
             for path in sorted(GAMES.rglob("*.py"))
             for node in ast.walk(tree(path)) if isinstance(node, ast.Global)]
    assert not found, found
