"""`python -m explorer.simulate GAME ...`: the command line of `explorer.simulate.main`.

A package's `__main__`, so that running it never loads the module a second time (the package
is imported once, with `explorer`, and this file only calls it)."""

try:
    from explorer.simulate import main
except KeyboardInterrupt:  # Ctrl-C while the package is still loading
    raise SystemExit(130) from None

raise SystemExit(main())
