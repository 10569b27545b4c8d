"""The tiny game is test data: `tests/test_adding_a_game.py` copies it into a copy of the
project, where it is registered and tested; here, unregistered, its modules are not collected
(their messages are not in any catalogue until then)."""

collect_ignore_glob = ["tinygame/*"]
