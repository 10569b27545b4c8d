"""`python -m explorer.simulate GAME ...`: the command line of `explorer.simulate.main`.

A package's `__main__`, so that running it never loads the module a second time (the package
is imported once, with `explorer`, and this file only calls it)."""

from explorer.simulate import main

raise SystemExit(main())
