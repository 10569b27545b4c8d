"""`python -m explorer COMMAND` (also installed as the `card-rules-explorer` console script).

Commands: `lab [FOLDER]` copies the lessons into FOLDER and opens JupyterLab there
(see `explorer.lab`); `classroom` runs the classroom server (`explorer.classroom`); `lite DIR`
builds a self-contained JupyterLite site of the lessons (`explorer.lite`); `bench` runs the
benchmarks (`explorer.bench`).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from . import __version__
from .engine.i18n import take_lang_option
from .lab import both


def main(argv: Sequence[str] | None = None) -> int:
    args = take_lang_option(sys.argv[1:] if argv is None else argv)
    prog = "python -m explorer" if sys.argv[0].endswith("__main__.py") else "card-rules-explorer"
    if not args or args[0] in ("-h", "--help"):
        print(both("cli.usage", prog=prog))
        return 0 if args else 2
    if args[0] == "--version":
        print(f"card-rules-explorer {__version__}")
        return 0
    if args[0] == "lab":
        from .lab import main as lab

        return lab(args[1:], prog=f"{prog} lab")
    if args[0] == "classroom":
        from .classroom import main as classroom

        return classroom(args[1:], prog=f"{prog} classroom")
    if args[0] == "lite":
        from .lite import main as lite

        return lite(args[1:], prog=f"{prog} lite")
    if args[0] == "bench":
        from .bench import main as bench

        return bench(args[1:], prog=f"{prog} bench")
    print(both("cli.unknown", command=args[0]) + "\n" + both("cli.usage", prog=prog),
          file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
