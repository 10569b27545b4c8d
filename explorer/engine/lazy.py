"""Modules imported on first use.

`lazy_import("numpy")` returns a stand-in that imports numpy the first time one of its
attributes is read, then behaves as numpy itself. A module that needs numpy only inside some
functions (Naishi's best arrangement, the simulation arrays) can then be imported where numpy
is missing, such as a JupyterLite tab whose Pyodide has not loaded numpy: only what really uses
numpy fails, with numpy's own `ModuleNotFoundError`.

This module must not import anything else from `explorer`.
"""

from __future__ import annotations

import importlib
from functools import lru_cache
from typing import Any


class LazyModule:
    """Stands for the module `name` until one of its attributes is read.

    >>> math = LazyModule("math")
    >>> math.sqrt(16.0)
    4.0
    """

    def __init__(self, name: str) -> None:
        self.__dict__["_lazy_name"] = name

    def __getattr__(self, attribute: str) -> Any:
        # Only reached for names not copied yet: import, then copy the module's namespace
        # so that later reads are plain attribute lookups.
        module = importlib.import_module(self.__dict__["_lazy_name"])
        self.__dict__.update(vars(module))
        return getattr(module, attribute)

    def __repr__(self) -> str:
        return f"LazyModule({self.__dict__['_lazy_name']!r})"


def lazy_import(name: str) -> Any:
    """A `LazyModule` for `name` (typed `Any`: import the real module under TYPE_CHECKING)."""
    return LazyModule(name)


@lru_cache(maxsize=1)
def optional_numpy() -> Any:
    """numpy, or `None` where it cannot be imported: missing (a JupyterLite tab without it) or
    installed but broken (an `ImportError` from its compiled parts). The package's one check:
    every faster path that numpy allows asks here, and falls back to pure Python on `None`."""
    try:
        import numpy
    except ImportError:
        return None
    return numpy
