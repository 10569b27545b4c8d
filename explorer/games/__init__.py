"""One sub-package per game, each with the same file names; each defines `GAME`.

Sub-packages import the engine, never each other.
"""
