"""A variant is read with a record's limits (`explorer.engine.variant.DEPTH_LIMIT`,
`SIZE_LIMIT`, a share code's `SHARE_RAW_LIMIT`): a value nested too deeply or too big, as
JSON or as a Python value (a choice option's, a content field's), is a `VariantError` naming
the field, in the chosen language, never a `RecursionError`; the published variants still
read."""

from __future__ import annotations

import dataclasses
import enum
import json

import pytest

import explorer
from explorer import OptionError, Variant, VariantError
from explorer.engine.position import SHARE_RAW_LIMIT
from explorer.engine.variant import DEPTH_LIMIT, SIZE_LIMIT, check_size

GAMES = ("naishi", "whispers", "citadels")
#: A choice option of each game (an enum), given a deep value.
CHOICES = {"naishi": "ninja_choice", "whispers": "neutral_pass_counts",
           "citadels": "removal_order"}


def nested(depth: int) -> list[object]:
    value: list[object] = [0]
    for _ in range(depth - 1):
        value = [value]
    return value


def deep_json(depth: int) -> str:
    return "[" * depth + "]" * depth


def test_the_limits_are_the_records() -> None:
    assert SIZE_LIMIT == SHARE_RAW_LIMIT and 10 <= DEPTH_LIMIT < 1_000


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_1000_deep_json_list_is_refused_naming_the_field(game: str, lang: str) -> None:
    for text in (deep_json(1_000), '{"options": {"x": ' + deep_json(1_000) + "}}",
                 '{"content": ' + deep_json(300) + "}"):
        with pytest.raises(VariantError) as caught:
            Variant.from_json(game, text, lang=lang)
        message = caught.value.in_language(lang)
        # The whole text is too deep to parse: the message names the variant, once.
        assert ("The variant is" if lang == "en" else "このバリアントは") in message
        assert "variant's variant" not in message
        assert ("nested more than" if lang == "en" else "入れ子が") in message


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_2000_deep_python_value_for_a_choice_option_is_refused(game: str, lang: str) -> None:
    option = CHOICES[game]
    published = explorer.variant(game)
    with pytest.raises(VariantError) as caught:
        published.replace(lang=lang, **{option: nested(2_000)})
    assert option in caught.value.in_language(lang)
    data = published.to_dict()
    data["options"][option] = nested(2_000)
    with pytest.raises(VariantError):
        Variant.from_dict(game, data, lang=lang)
    with pytest.raises(VariantError):
        explorer.Match(game, explorer.load_game(game).min_players, 0, variant=data)


@pytest.mark.parametrize("game", GAMES)
def test_a_value_just_inside_the_depth_reads_as_any_wrong_value(game: str) -> None:
    """At the limit, the value is read and refused for what it is, not for its depth."""
    option = CHOICES[game]
    with pytest.raises(VariantError) as caught:
        explorer.variant(game).replace(**{option: nested(DEPTH_LIMIT - 3)})
    assert "nested more than" not in caught.value.in_language("en")


def test_too_big_a_value_or_text_is_refused() -> None:
    with pytest.raises(VariantError, match="more than"):
        check_size(["x" * 1_000] * 1_001, "deck")
    with pytest.raises(VariantError, match="more than"):
        Variant.from_json("naishi", " " * (SIZE_LIMIT + 1) + "{}")
    with pytest.raises(VariantError, match="more than"):
        Variant.from_dict("naishi", {"options": {"ronin_points": list(range(SIZE_LIMIT))}})


@pytest.mark.parametrize("game", GAMES)
def test_the_published_variants_still_read(game: str) -> None:
    published = explorer.variant(game)
    assert Variant.from_json(game, json.dumps(published.to_dict())) == published
    assert Variant.from_dict(game, published.to_dict()) == published


def _choice_options(game: str) -> list[str]:
    """The game's choice options (those whose default is an enum member)."""
    options = explorer.load_game(game).Options
    return [f.name for f in dataclasses.fields(options)
            if isinstance(f.default, enum.Enum)]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_2000_deep_choice_option_given_to_match_is_an_option_error(game: str,
                                                                     lang: str) -> None:
    """Without a variant, straight to `Match`: every choice option of every game."""
    choices = _choice_options(game)
    assert CHOICES[game] in choices
    for option in choices:
        with pytest.raises(OptionError) as caught:
            explorer.Match(game, explorer.load_game(game).min_players, 0, lang=lang,
                           **{option: nested(2_000)})
        message = caught.value.in_language(lang)
        assert option in message
        assert ("nested more than" if lang == "en" else "入れ子が") in message


@pytest.mark.parametrize("game", GAMES)
def test_every_option_given_to_match_is_measured_before_it_is_read(game: str) -> None:
    """Any option, not only the choices: too deep or too big is refused for its size; just
    inside the depth it is refused for what it is."""
    g = explorer.load_game(game)
    for option in g.option_names():
        with pytest.raises(OptionError, match="nested more than"):
            explorer.Match(game, g.min_players, 0, **{option: nested(DEPTH_LIMIT + 1)})
        with pytest.raises(OptionError, match="values and characters"):
            explorer.Match(game, g.min_players, 0, **{option: ["x"] * (SIZE_LIMIT + 1)})
    with pytest.raises(OptionError) as caught:
        explorer.Match(game, g.min_players, 0, **{CHOICES[game]: nested(DEPTH_LIMIT - 3)})
    assert "nested more than" not in caught.value.in_language("en")
