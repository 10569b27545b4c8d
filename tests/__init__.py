"""The test suite. `SHIPPED` names the games the package ships: each has every part the
add-a-game checklist (`docs/adding-a-game.md`) calls optional too (a kernel, scenarios, a view,
a widget, bots, a golden transcript, known counts...), while a new game passes the tests that
run over all registered games with only the required ones (`tests/test_adding_a_game.py`)."""

SHIPPED = ("citadels", "naishi", "whispers")
