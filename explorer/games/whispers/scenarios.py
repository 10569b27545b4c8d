"""Whispers' named teaching moments: stacked positions (`positions.position`) where one rule
decides what happens next. Where a lesson replays or looks back, a scenario starts from a deal
and its actions are the plays, so the log and the timeline show them (`worked_example`: the
spec's twelve turns, opened at the deal; `palace_whisper`: the round's deal and the plays up to
the moment, opened at the moment).

This module imports only the engine and this game's `positions`.
"""

from __future__ import annotations

from explorer.engine import Scenario, Text

from .positions import position


def _grey_tie() -> object:
    return position([["Jester n", "Maid r", "Guard b", "Butler n", "General r"],
                     ["Accountant b", "Maid b", "Guard n", "Wizard b", "Jester b", "General b"],
                     ["Accountant g", "Butler g", "Guard g", "Wizard g", "Jester g", "General g"]],
                    areas=[["Wizard r"], [], []], seed=4)


#: The deal of the palace whisper's round (Red starts, no King card face up). Red holds two
#: Maids and two Guards, so Red can place at most four different characters.
PALACE_HANDS = (
    ["Guard b", "General r", "Maid b", "Accountant n", "Maid n", "Guard g"],
    ["Jester n", "Maid r", "Accountant g", "Wizard b", "Butler b", "General b"],
    ["Accountant r", "Jester r", "Jester g", "Guard n", "Wizard g", "Butler n"],
)

#: The plays that bring the turn to Red with no legal card: Red's General turns up King: Maid,
#: so the two Maids played after it are silenced (no discard, no draw); Red's Accountant shows
#: Red's last two cards, a Maid and a Guard; then Green passes the turn to Red with the red
#: Jester.
PALACE_PLAYS = (
    "play Guard(blue)", "play Jester(grey)", "play Accountant(red)", "play General(red)",
    "play Maid(blue)", "play Maid(red)", "play Accountant(grey)", "play Jester(red)",
)


def _palace_deal() -> object:
    return position(PALACE_HANDS, king_pile=["Maid"], seed=6)


def _full_court() -> object:
    return position([["Jester r"],
                     ["Accountant b", "Wizard b", "Jester b"],
                     ["Accountant g", "Butler g", "Wizard g", "Guard g"]],
                    areas=[["Maid r", "Guard b", "Wizard r", "Accountant r", "General r"],
                           ["Maid b", "Guard n", "General b"],
                           ["Maid g", "General g"]],
                    turn=0, scores=[2, 1, 1], seed=8)


def _jester_king() -> object:
    return position([["Jester r", "Jester n", "Maid n", "Guard b", "Accountant r", "Wizard n"],
                     ["Accountant b", "Maid b", "Guard n", "Wizard b", "Jester b", "General b"],
                     ["Accountant g", "Butler g", "Guard g", "Wizard g", "Jester g", "General g"]],
                    king="Jester", seed=9)


WORKED_HANDS = (
    ["Wizard r", "General b", "Maid n", "Guard b", "Accountant n", "Jester y"],
    ["Guard n", "Butler r", "Maid y", "Jester b", "Wizard y", "Accountant r"],
    ["General n", "Butler b", "Maid r", "Accountant y", "Guard y", "Wizard n"],
)

#: The spec's twelve turns (§11), each the actions of one turn: the card played, then its
#: effect's choices and the choice of a grey card's tie. Turn 12 is Red's palace whisper.
WORKED_TURNS: tuple[tuple[str, ...], ...] = (
    ("play Wizard(red)", "wizard target Yellow", "give Jester(yellow)", "done giving"),
    ("play General(blue)",),
    ("play Guard(grey)",),
    ("play Maid(red)", "discard Jester(yellow)"),
    ("play Accountant(grey)", "pass to Blue"),
    ("play Butler(red)", "butler pick Red's Accountant", "swap with Yellow's Maid"),
    ("play Guard(yellow)", "take back Maid"),
    ("play General(grey)", "pass to Blue"),
    ("play Jester(blue)",),
    ("play Accountant(red)",),
    ("play Maid(red)", "discard Guard(blue)"),
    ("show hand",),
)


def _worked() -> object:
    # The draw pile's top two cards are the two Maids' draws (turns 4 and 11); the King pile
    # turns up Jester (turn 2), then Guard (turn 8). The Wizard's card is taken at random
    # (the default reading, §12 A1): seed 0's generator takes Yellow's Guard, as in the spec.
    return position(WORKED_HANDS, draw=["Accountant b", "General r"],
                    king_pile=["Jester", "Guard"], seed=0, colours=("red", "blue", "yellow"))


SCENARIOS: tuple[Scenario, ...] = (
    Scenario(
        "grey_tie",
        Text.of("whispers.scenario.grey_tie.title"),
        Text.of("whispers.scenario.grey_tie.description"),
        position=_grey_tie, actions=("play Jester(grey)",), step=0,
        rules=("whispers.4.4.neutral",),
    ),
    Scenario(
        "palace_whisper",
        Text.of("whispers.scenario.palace_whisper.title"),
        Text.of("whispers.scenario.palace_whisper.description"),
        position=_palace_deal, actions=PALACE_PLAYS,
        rules=("whispers.4.1", "whispers.5.A"),
    ),
    Scenario(
        "full_court",
        Text.of("whispers.scenario.full_court.title"),
        Text.of("whispers.scenario.full_court.description"),
        position=_full_court, rules=("whispers.5.B", "whispers.4.1"),
    ),
    Scenario(
        "jester_king",
        Text.of("whispers.scenario.jester_king.title"),
        Text.of("whispers.scenario.jester_king.description"),
        position=_jester_king, rules=("whispers.4.3",),
    ),
    Scenario(
        "worked_example",
        Text.of("whispers.scenario.worked_example.title"),
        Text.of("whispers.scenario.worked_example.description"),
        position=_worked, actions=tuple(a for turn in WORKED_TURNS for a in turn), step=0,
        rules=("whispers.4.4.colour", "whispers.4.4.neutral"),
    ),
)
