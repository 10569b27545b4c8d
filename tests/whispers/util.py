"""Helpers for Whispers scenario tests: play actions by their `str()` on a state."""

from __future__ import annotations

from typing import Any

import pytest

from explorer import Variant, VariantError
from explorer.engine import Event, Message
from explorer.games.whispers import GAME, WhispersState


def act(state: WhispersState, text: str) -> tuple[WhispersState, tuple[Event, ...]]:
    """Apply the legal action written `text` (fails listing the legal ones if none)."""
    legal = GAME.legal_actions(state)
    for action in legal:
        if str(action) == text:
            assert GAME.why_illegal(state, action) is None
            result = GAME.apply(state, action)
            return result.state, result.events
    raise AssertionError(f"{text!r} is not legal; legal: {[str(a) for a in legal]}")


def run(state: WhispersState, *texts: str) -> tuple[WhispersState, list[Event]]:
    events: list[Event] = []
    for text in texts:
        state, new = act(state, text)
        events.extend(new)
    return state, events


def legal(state: WhispersState) -> list[str]:
    return [str(a) for a in GAME.legal_actions(state)]


def refusal(state: WhispersState, action: object) -> Message:
    reason = GAME.why_illegal(state, action)  # type: ignore[arg-type]  # any object may be asked about
    assert reason is not None, f"{action} should be illegal"
    assert reason.label("en") and reason.label("ja")
    return reason


def rules_of(events: list[Event]) -> list[str]:
    return [e.rule for e in events]


def area_names(state: WhispersState, seat: int) -> list[str]:
    from explorer.games.whispers.setup import short

    return [short(c) for c in state.areas[seat]]


def hand_names(state: WhispersState, seat: int) -> list[str]:
    from explorer.games.whispers.setup import short

    return sorted(short(c) for c in state.hands[seat])


def refusals(data: Any) -> list[str]:
    """The `VariantError` texts, in English then Japanese, of the impossible variant `data`
    (any other exception, or none, fails)."""
    texts = []
    for lang in ("en", "ja"):
        with pytest.raises(VariantError) as caught:
            Variant.from_dict("whispers", data, lang=lang)
        texts.append(str(caught.value))
    return texts
