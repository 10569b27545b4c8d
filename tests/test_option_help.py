"""Every option a game defines is explained in the Options panel by a rule that exists in both
languages: a chip pointing at an unregistered rule id would fail only when a teacher opens it."""

import pytest

import explorer
from explorer.engine import rule
from explorer.engine.options import UNEXPLAINED, option_rows


@pytest.mark.parametrize("name", explorer.registered_games())
def test_every_option_cites_a_registered_rule(name):
    game = explorer.load_game(name)
    for row in option_rows(game):
        assert row.help is not UNEXPLAINED, f"{name}: option {row.name} has no help"
        cited = rule(row.help.rule)
        assert cited.title.en and cited.title.ja, (name, row.name, row.help.rule)
        assert row.help.text.en and row.help.text.ja, (name, row.name)
