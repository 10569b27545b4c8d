"""Inside an offline site's tab: a lesson's cell that needs a package the site lacks says so.

The offline site (`explorer.lite`) built without a full Pyodide has no numpy or matplotlib.
Each lesson's install cell notes which of them it could not install and calls
`explain_missing`: from then on every cell runs inside a guard, so that importing a missing
package prints why in both languages instead of a traceback, and the cell, and so "Run All",
goes on. In a lesson that needs a missing package (one that imports matplotlib itself), every error
of a later cell is the consequence (a name an earlier cell could not define, a table it could
not fill) and is said the same way; elsewhere every other error is raised as usual. A cell's
last expression is still shown.

Pure Python and the engine's catalogues only: it runs in Pyodide, where nothing else is.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable
from typing import Any

from .engine.i18n import LANGUAGES, Join, tr

#: Where the last run's missing packages and the lesson's needed ones are kept (one kernel,
#: one lesson).
_MISSING: set[str] = set()
_NEEDED: set[str] = set()

GUARD = """try:
    pass
except Exception as _lite_error:
    __import__("explorer.lite_tab").lite_tab.explain(_lite_error)
"""
SHOW = '__import__("explorer.lite_tab").lite_tab.show(None)'


def explain(error: BaseException) -> None:
    """Print why `error` happened if a missing package is the cause; else raise it."""
    name = (getattr(error, "name", None) or "").split(".")[0]
    if isinstance(error, ImportError) and name in _MISSING:
        packages = [name]
    elif _MISSING & _NEEDED:  # the lesson needs what is missing: its later cells fail for it
        packages = sorted(_MISSING & _NEEDED)
    else:
        raise error
    for lang in LANGUAGES:
        print(tr("lite.module_missing", lang, package=Join(packages).label(lang)))


def show(value: Any) -> None:
    """A cell's last expression, shown as IPython would (nothing for `None`)."""
    if value is not None:
        from IPython.display import display

        display(value)  # type: ignore[no-untyped-call]  # IPython's display is untyped


class Guarded(ast.NodeTransformer):
    """Wraps a cell's statements in `GUARD`, its last expression shown through `show`."""

    def visit_Module(self, node: ast.Module) -> ast.Module:
        body = list(node.body)
        if not body:
            return node
        if isinstance(body[-1], ast.Expr):
            shown = ast.parse(SHOW).body[0]
            assert isinstance(shown, ast.Expr) and isinstance(shown.value, ast.Call)
            shown.value.args[0] = body[-1].value
            body[-1] = ast.copy_location(shown, body[-1])
        guard = ast.parse(GUARD)
        attempt = guard.body[0]
        assert isinstance(attempt, ast.Try)
        attempt.body = body
        return ast.fix_missing_locations(ast.Module(body=[attempt], type_ignores=[]))


def explain_missing(missing: Iterable[str], needed: Iterable[str] = (), shell: Any = None) -> None:
    """Guard every later cell of this kernel (`shell`: IPython's, by default the running one)
    for the packages `missing`; `needed`: those the lesson itself imports."""
    _MISSING.clear()
    _MISSING.update(missing)
    _NEEDED.clear()
    _NEEDED.update(needed)
    if shell is None:
        from IPython import get_ipython

        shell = get_ipython()
    if _MISSING and shell is not None and not any(
            isinstance(t, Guarded) for t in shell.ast_transformers):
        shell.ast_transformers.append(Guarded())
