"""Shared by the classroom's API and browser tests: a real server on 127.0.0.1 (a free port)
with a real SQLite file, a small HTTP client, and the secrets a seat must never be sent."""

from __future__ import annotations

import json
import re
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterable
from typing import Any

from explorer import Match
from explorer.classroom import Server

#: The zones whose cards are some seats' secrets (hands, piles, the deck), by game.
#: Card names that are also words of the move sentences ("Keep Fortress"): not searched for.
COMMON_WORDS = frozenset({"Keep"})

SECRET_ZONES = {"naishi": ("hand", "pile", "dealt"), "whispers": ("hand", "draw"),
                "citadels": ("hand", "deck", "drawn", "set aside")}


def call(server: Server, method: str, path: str, data: Any = None, token: str | None = None,
         raw: bytes | None = None, headers: dict[str, str] | None = None) -> tuple[int, Any]:
    """`(status, decoded JSON)` of one request to `server` (as its own pages send it, unless
    `headers` say otherwise)."""
    parts = urllib.parse.urlsplit(server.url)
    headers = {"Content-Type": "application/json", "Origin": f"{parts.scheme}://{parts.netloc}",
               **(headers or {})}
    if token is not None:
        headers["Authorization"] = f"Bearer {token}"
    body = raw if raw is not None else (None if data is None else json.dumps(data).encode())
    request = urllib.request.Request(server.url + path, method=method, data=body,
                                     headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            text = response.read().decode("utf-8")
            status = response.status
    except urllib.error.HTTPError as error:
        text, status = error.read().decode("utf-8"), error.code
    try:
        return status, json.loads(text)
    except ValueError:
        return status, text


def create(server: Server, **body: Any) -> dict[str, Any]:
    status, made = call(server, "POST", "/api/tables", body, server.room.teacher)
    assert status == 201, made
    return dict(made)


def _labels(game: Any, card: Any) -> list[str]:
    label = game.card_label(card)
    if not hasattr(label, "label"):
        return []
    return [label.label("en"), label.label("ja")]


def _cards(game: Any, state: Any, zones: Iterable[str] | None = None) -> list[Any]:
    out: list[Any] = []
    for name, cards in game.zones(state).items():
        if zones is None or name.startswith(tuple(zones)):
            out.extend(c for c in cards if c is not None and getattr(c, "name", "") != "HIDDEN")
    return out


def visible_labels(match: Match, seat: int) -> set[str]:
    """Every card name `seat` can see now or was told of by the last step's events (a card
    shown to the table, then dealt away): a test adds them up step by step."""
    game = match.game
    seen = {label for card in _cards(game, match.view(seat)) for label in _labels(game, card)}
    told = " ".join(e.label(lang, seat) for e in match.events_at(match.step)
                    for lang in ("en", "ja"))
    every = {label for card in game.all_cards(match.state) for label in _labels(game, card)}
    return seen | {name for name in every if name in told}


#: A rule chip's paraphrase of the rule (fixed text: it names cards in general).
RULE_TEXT = re.compile(r'<div class=\\"ex-rule-text\\">.*?</div>')


def checked_text(payload: dict[str, Any]) -> str:
    """A payload as the text to search, without its fixed texts (the game's title, the
    page's captions, the rules' paraphrases), which name no card of this match."""
    text = json.dumps({k: v for k, v in payload.items() if k not in ("title", "ui")},
                      ensure_ascii=False)
    return RULE_TEXT.sub("", text)


def secrets(match: Match, seat: int, seen: set[str]) -> set[str]:
    """The names of cards hidden from `seat` now (in other hands, the deck, the piles) that it
    never saw: none of them may appear in anything sent to it."""
    game = match.game
    full = _cards(game, match.state, SECRET_ZONES[match.name])
    mine = _cards(game, match.view(seat), SECRET_ZONES[match.name])
    hidden: list[Any] = list(full)
    for card in mine:
        if card in hidden:
            hidden.remove(card)
    return {label for card in hidden for label in _labels(game, card)} - seen - COMMON_WORDS


def leaks(texts: Iterable[str], forbidden: set[str], names: Iterable[str] = ()) -> list[str]:
    """The forbidden names found in `texts` as words of their own: not inside a longer word
    (English), nor inside a longer card name of `names` (Japanese: 城 in 大城壁)."""
    longer = {name: [n for n in names if name in n and n != name] for name in forbidden}
    found = []
    for text in texts:
        for name in forbidden:
            if name not in text:
                continue
            clean = text
            for other in longer[name]:
                clean = clean.replace(other, "\x00")
            start = clean.find(name)
            while start >= 0:
                before = clean[start - 1] if start else " "
                end = start + len(name)
                after = clean[end] if end < len(clean) else " "
                if not name.isascii() or not (before.isalnum() or after.isalnum()):
                    found.append(name)
                    break
                start = clean.find(name, start + 1)
    return found


def card_names(match: Match) -> set[str]:
    """Every card name of the match, in both languages."""
    game = match.game
    return {label for card in game.all_cards(match.state) for label in _labels(game, card)}
