"""The table of the Whispers worked example (spec §11) in the documentation, written from the
engine: the scenario `worked_example` is replayed turn by turn and each row is what the log says.

    python -m tools.worked_example           # rewrite it in docs/whispers.md, docs/ja/whispers.md
    python -m tools.worked_example --check   # exit 1 if a page's table is not the engine's

The table sits between two comment lines (`START` and `END`) of each page;
`tests/whispers/test_worked_example.py` checks that it is the engine's, so the pages cannot drift.
"""

from __future__ import annotations

import sys
from pathlib import Path

from explorer import Match
from explorer.engine import Event
from explorer.games.whispers.actions import Play, card_name
from explorer.games.whispers.scenarios import WORKED_TURNS

ROOT = Path(__file__).resolve().parent.parent
PAGES = {"en": ROOT / "docs" / "whispers.md", "ja": ROOT / "docs" / "ja" / "whispers.md"}
START = "<!-- worked-example table: written by `python -m tools.worked_example` -->"
END = "<!-- end of the worked-example table -->"

HEADERS = {
    "en": ("#", "player", "plays", "effect (the engine's log)", "area sizes after (R/B/Y)",
           "next (the engine's log)"),
    "ja": ("#", "手番", "出したカード", "効果（エンジンのログ）", "後の密談場の枚数（赤/青/黄）",
           "次の手番（エンジンのログ）"),
}
#: Between two sentences of the log in one cell.
JOIN = {"en": " ", "ja": ""}


def _is_effect(event: Event) -> bool:
    """An effect's account (or the palace whisper's, on a turn with no card played)."""
    return (event.rule.startswith(("whispers.4.2", "whispers.4.3"))
            or event.message.key == "whispers.ev.forced")


def rows(lang: str) -> list[tuple[str, ...]]:
    """One row per turn of `WORKED_TURNS`: its number, the player, the card played ("—" for
    none), the effect's last line in the log, the area sizes after it ("—" once the round is
    over) and the log's lines on who plays next."""
    match = Match.from_scenario("whispers", "worked_example")
    match.goto(0)
    out = []
    for number, turn in enumerate(WORKED_TURNS, 1):
        before = match.state
        events: list[Event] = []
        for action in turn:
            match.goto(match.step + 1)
            assert str(match.actions[-1]) == action, (number, action)
            events.extend(match.events_at(match.step))
        first = match.actions[match.step - len(turn)]
        plays = (card_name(first.character, first.colour).label(lang)
                 if isinstance(first, Play) else "—")
        effects = [e for e in events if _is_effect(e)]
        effect = effects[-1].label(lang) if effects else "—"
        rest = [e.label(lang) for e in events
                if not _is_effect(e) and e.message.key != "whispers.ev.play"]
        after = match.state
        sizes = ("/".join(str(len(a)) for a in after.areas)
                 if after.round == before.round else "—")
        out.append((str(number), match.player_label(before.turn).label(lang), plays, effect,
                    sizes, JOIN[lang].join(rest)))
    return out


def table(lang: str) -> str:
    """The Markdown table of `rows(lang)`, with its header."""
    lines = ["| " + " | ".join(HEADERS[lang]) + " |", "|" + "---|" * len(HEADERS[lang])]
    lines += ["| " + " | ".join(cell.replace("|", "\\|") for cell in row) + " |"
              for row in rows(lang)]
    return "\n".join(lines)


def _parts(text: str) -> tuple[str, str, str]:
    """The page before the table (up to `START`), the table, and the page from `END` on."""
    head, start, rest = text.partition(START)
    table, end, tail = rest.partition(END)
    if not start or not end:
        raise SystemExit(f"the page has no lines {START!r} and {END!r}")
    return head + start + "\n", table.strip("\n"), "\n" + end + tail


def written(lang: str) -> str:
    """The table as the page has it now (between `START` and `END`)."""
    return _parts(PAGES[lang].read_text(encoding="utf-8"))[1]


def write(lang: str) -> bool:
    """Put the engine's table in the page; True if the page changed."""
    path = PAGES[lang]
    text = path.read_text(encoding="utf-8")
    head, _, tail = _parts(text)
    new = head + table(lang) + tail
    path.write_text(new, encoding="utf-8")
    return new != text


def main(arguments: list[str]) -> int:
    if "--check" in arguments:
        stale = [lang for lang in PAGES if written(lang) != table(lang)]
        for lang in stale:
            print(f"{PAGES[lang].relative_to(ROOT)}: the worked-example table is not the engine's")
        return 1 if stale else 0
    for lang in PAGES:
        if write(lang):
            print(f"wrote {PAGES[lang].relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
