"""Checks every game's variant tests share (tests/<game>/test_variants.py): an impossible
variant is refused in both languages, the published variant plays the same seeded games as no
variant, and a match record and a share code carry a variant."""

from __future__ import annotations

import json
from typing import Any

import pytest

from explorer import Match, Variant, VariantError, variant


def check_refused_in_both_languages(game: str, data: Any) -> None:
    """`data` is refused as a `VariantError` in English and in Japanese, by `Variant` and by
    `Match`."""
    texts = {}
    for lang in ("en", "ja"):
        with pytest.raises(VariantError) as caught:
            Variant.from_dict(game, data, lang=lang)
        texts[lang] = str(caught.value)
        assert caught.value.in_language("en") == texts["en"]
    assert texts["en"] and texts["ja"] and texts["en"] != texts["ja"]
    assert isinstance(caught.value, ValueError)
    with pytest.raises(VariantError):
        Match(game, variant=data, lang="ja")


def check_published_plays_the_same(game: str, seed: int) -> None:
    """A seeded match of the published variant is the match with no variant, to its record,
    share code and position (none of which names the content)."""
    plain = Match(game, seed=seed)
    given = Match(game, seed=seed, variant=variant(game))
    plain.play_out(seed)
    given.play_out(seed)
    assert given.timeline == plain.timeline and given.state == plain.state
    assert given.to_json() == plain.to_json() and "content" not in json.loads(plain.to_json())
    assert given.share_code() == plain.share_code()
    assert "content" not in plain.position().to_json()


def check_record_and_share_code_carry(m: Match, expected: Variant) -> None:
    """`m` (played) has the variant `expected`, and so do the matches its record and its
    share code rebuild, with the same state and outcome."""
    assert m.variant == expected
    again = Match.from_json(m.to_json())
    assert again.variant == m.variant and again.state == m.state and again.outcome == m.outcome
    shared = Match.from_share_code(m.share_code())
    assert shared.variant == m.variant and shared.state == m.state
