"""Impossible Naishi compositions (issue 36, point 7): each raises `VariantError` naming the
field (or the card) and the reason, in English and in Japanese, and never another
exception; a possible one next to each shows the check is not refusing everything."""

from __future__ import annotations

from typing import Any

import pytest

import explorer
from explorer.engine.errors import VariantError
from explorer.games.naishi import content as k

CELL_TABLES = k.CELL_TABLES
OTHER_TABLES = {**k.TABLES, "ronin_points": 3, "torii_points": 5, "mountain_points": 3}


def _impossible() -> list[tuple[str, dict[str, Any]]]:
    """(what the error must name, the variant's dict)."""
    out: list[tuple[str, dict[str, Any]]] = []

    def content(name: str, value: Any, named: str | None = None) -> None:
        out.append((named or name, {"content": {name: value}}))

    def option(name: str, value: Any) -> None:
        out.append((name, {"options": {name: value}}))

    for name in k.NUMBERS:
        for value in ("three", k.MOST_POINTS + 1, -k.MOST_POINTS - 1, 2.5, [1]):
            content(name, value)
    for name in CELL_TABLES:
        for value in ([1, 2, 3], [k.MOST_POINTS + 1] * 10, "12", [None] * 10):
            content(name, value)
    for name, n in OTHER_TABLES.items():
        put = option if name.endswith(("ronin_points", "torii_points", "mountain_points")) \
            and name not in k.TABLES else content
        for value in ([0] * (n + 1), [k.MOST_POINTS * 2] * n):
            put(name, value)
    for name, choices in k.CHOICES.items():
        for value in ("twice", 3, None, choices[0].upper()):
            content(name, value)
    # The deck: unknown cards, the Mountains, copies out of range, too few cards to deal.
    content("deck", {"Gardener": 2}, "Gardener")
    content("deck", {"Mountain": 14}, "Mountain|山")
    content("deck", {"Naishi": -1}, "Naishi|内侍")
    content("deck", {"Naishi": k.MOST_COPIES + 1}, "Naishi|内侍")
    content("deck", {"Naishi": "two"}, "Naishi|内侍")
    content("deck", [1, 2, 3], "deck")
    content("deck", "all", "deck")
    content("deck", dict.fromkeys((c.value for c in k.DEVELOPMENT), 0), "2")
    # Not a field, not a mapping.
    content("merchant_bonus", 2, "merchant_bonus")
    out.append(("content", {"content": 5}))
    out.append(("rules", {"game": "naishi", "content": {"naishi_points": [0] * 10},
                            "rules": 1}))
    return out


IMPOSSIBLE = _impossible()


def test_there_are_at_least_sixty() -> None:
    assert len(IMPOSSIBLE) >= 60


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_each_impossible_composition_is_refused_naming_its_field(lang: str) -> None:
    for named, data in IMPOSSIBLE:
        try:
            explorer.Variant.from_dict("naishi", data, lang=lang)
        except VariantError as exc:
            text = str(exc)
            names = named.split("|")
            assert names[min(len(names) - 1, lang == "ja")] in text, (data, text)
            if lang == "ja":
                assert any("\u3040" <= ch <= "\u30ff" for ch in text), text
        else:
            pytest.fail(f"{data} was accepted")


def test_a_possible_composition_beside_them_is_accepted() -> None:
    v = explorer.Variant.from_dict("naishi", {"content": {
        "naishi_points": [1] * 10, "deck": {"Naishi": 3}, "decree": "player",
        "ninja_copies": "row", "rice_points": list(range(11))}})
    assert v.content.decree == "player" and v.content.copies(explorer.games.naishi.Card.NAISHI) == 3
    assert len(v.diff(lang="ja")) == 5
