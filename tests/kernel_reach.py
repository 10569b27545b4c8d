"""The starts of the kernel check's battery that live in the tests: each position of the
known counts (`tests/known/<game>.txt`), where the rare rules are, as a match at that
position, and the stacked positions of `RARE_STARTS`, where a rule that random games from a
deal practically never reach happens at the first move
(`explorer.engine.testing.check_kernel_reach` adds the game's scenarios itself)."""

from __future__ import annotations

from collections.abc import Callable

from explorer.engine import Match

from .known.counts import parse, path_for


def known_starts(name: str) -> dict[str, Match]:
    """Each counted position of `name`'s known counts, by its start's label and step."""
    found: dict[str, Match] = {}
    for block in parse(path_for(name).read_text(encoding="utf-8")):
        last = max((p.step for p in block.positions), default=0)
        for position in block.positions:
            match = block.start.match(name)
            match.replay(block.moves[:last])
            match.goto(match.step - last + position.step)
            found[f"known {block.start.label} at {position.step}"] = match
    return found


def _whispers_empty_draw_pile() -> Match:
    """§12 A9: the draw pile is empty (every card but the 18 in hands and areas has been
    discarded: more than 17 Maid plays in one round, practically impossible from a deal, I4)
    and Red can only play a Maid, so the Maid's draw rebuilds the pile from the discards."""
    from explorer.games.whispers.positions import position

    others = ("Accountant", "Wizard", "Butler", "Guard", "General")
    state = position(
        [["Maid r", "Maid b", "Maid g", "Maid n", "Maid n"],
         [f"{c} b" for c in (*others, "Jester")], [f"{c} g" for c in (*others, "Jester")]],
        areas=[["Jester r"], [], []],
        discards=[f"{c} r" for c in others] + [f"{c} n" for c in (*others, "Jester")] * 2,
        seed=11)
    return Match.from_position("whispers", state)


def _whispers_group_sne_full_court() -> Match:
    """§8.2 under the Group SNE reading (a full court worth 2 at 4–5 players): Red, at 4
    players, completes six characters with the only card in hand. Random games reach a full
    court at 4 players under changed points only now and then; here it is the first move."""
    from explorer.games.whispers.positions import position

    others = ("Accountant", "Wizard", "Butler", "Guard", "General")
    six = ("Maid", "Jester", "Accountant", "Wizard", "Butler", "Guard")
    state = position(
        [["Jester r"], *([f"{c} {colour}" for c in six] for colour in "bgy")],
        areas=[[f"{c} r" for c in others], [], [], []], seed=11, full_court_points_4p_5p=2)
    return Match.from_position("whispers", state)


#: Stacked starts per game, by label: where the rule named in the label is at the first move.
RARE_STARTS: dict[str, dict[str, Callable[[], Match]]] = {
    "whispers": {
        "rare whispers.12.A9 (an empty draw pile)": _whispers_empty_draw_pile,
        "rare whispers.8.2 (a full court worth 2 at 4 players)": _whispers_group_sne_full_court,
    },
}


def rare_starts(name: str) -> dict[str, Match]:
    """`RARE_STARTS` of `name`, as matches (none for a game without)."""
    return {label: make() for label, make in RARE_STARTS.get(name, {}).items()}
