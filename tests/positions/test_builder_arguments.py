"""Every position builder's argument of the wrong kind (a court spot or King card that is none,
a seat that is no whole number or not at the table, a string where a list of cards is needed,
a bad seed...) is refused at once with the package's own error, in both languages, naming what
is wrong; never a bare TypeError, KeyError or AttributeError."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

from explorer import Match, OptionError, PositionError
from explorer.engine import ExplorerError
from explorer.games.citadels.positions import position as citadels
from explorer.games.whispers.positions import position as whispers

from .test_builders import naishi

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
PLAIN = ("Mountain",) * 5
HANDS = [["Jester n", "Maid r", "Guard b", "Butler n", "General r"],
         ["Accountant b", "Maid b", "Guard n", "Wizard b", "Jester b", "General b"],
         ["Accountant g", "Butler g", "Guard g", "Wizard g", "Jester g", "General g"]]


#: (a bad call, what the English message must say).
BAD: list[tuple[Callable[[], Any], str]] = [
    (lambda: naishi(court={"X9": 0}), "'X9' is not a court spot: use S1"),
    (lambda: naishi(court={3: 0}), "3 is not a court spot"),
    (lambda: naishi(court=["S1"]), "is not a court spot"),
    (lambda: naishi(court={"S1": "me"}), "court['S1'] must be a whole number from 0 to 1"),
    (lambda: naishi(lines=None), "lines must be a list, not None"),
    (lambda: naishi(lines=["Mountain", PLAIN]), "line must be a list, not 'Mountain'"),
    (lambda: naishi(river=[5, 5, "x", 5, 5]), "river must be a whole number from 0 to 6"),
    (lambda: naishi(river=[-1, 5, 5, 5, 5]), "not -1"),
    (lambda: naishi(river=[2.5, 5, 5, 5, 5]), "not 2.5"),
    (lambda: naishi(river=None), "river must be a list"),
    (lambda: naishi(player=5), "player must be a whole number from 0 to 1, not 5"),
    (lambda: naishi(first="a"), "first must be"),
    (lambda: naishi(turn="x"), "turn must be a whole number from 1 to "),
    # A turn is at least one action: past the game's step cap, no match reaches it.
    (lambda: naishi(turn=10**9), "not 1000000000"),
    (lambda: naishi(final_seat=2), "final_seat must be"),
    (lambda: naishi(discard=5), "discard must be a list, not 5"),
    (lambda: naishi(seed="x"), "The seed must be a whole number"),
    (lambda: naishi(seed=-1), "from 0 to 2**64"),
    (lambda: citadels(4, face_down="Kingg"), "'Kingg' is not a character"),
    (lambda: citadels(4, face_up="Merchant"), "face_up must be a list, not 'Merchant'"),
    (lambda: citadels(4, cities=[["Manor"]]), "cities must map seats (0 to 3)"),
    (lambda: citadels(4, cities={9: ["Manor"]}), "cities must map seats (0 to 3)"),
    (lambda: citadels(4, cities={0: "Manor"}), "cities must be a list, not 'Manor'"),
    (lambda: citadels(4, hands={0: [None]}), "'None' is not a district"),
    (lambda: citadels(4, gold={0: "x"}), "gold must be a whole number of at least 0"),
    (lambda: citadels(4, gold=[1, 2]), "gold must map seats"),
    (lambda: citadels(4, crown=9), "crown must be a whole number from 0 to 3, not 9"),
    (lambda: citadels(4, crown="a"), "crown must be"),
    (lambda: citadels(4, round="a"), "round must be a whole number of at least 1"),
    (lambda: citadels(4, deck_top="Manor"), "deck_top must be a list"),
    (lambda: citadels(4, first_complete="a"), "first_complete must be"),
    (lambda: citadels(4, seed=1.5), "The seed must be a whole number, not 1.5"),
    (lambda: citadels("4"), "2–7 players"),
    (lambda: whispers(None), "hands must be a list, not None"),  # type: ignore[arg-type]  # a bad argument on purpose
    (lambda: whispers("Jester n"), "hands must be a list, not 'Jester n'"),
    (lambda: whispers([[1]] * 3), "1 is not a card: write one like 'Maid n'"),  # type: ignore[list-item]  # a bad card on purpose
    (lambda: whispers([["Xyz q"]] * 3), "'Xyz q' is not a card"),
    (lambda: whispers(HANDS, king="Kingg"), "'Kingg' is not a King card: use Accountant"),
    (lambda: whispers(HANDS, king=3), "3 is not a King card"),
    (lambda: whispers(HANDS, king="General"), "'General' is not a King card"),
    (lambda: whispers(HANDS, king_pile=["Maid", "Nobody"]), "'Nobody' is not a King card"),
    (lambda: whispers(HANDS, turn=9), "turn must be a whole number from 0 to 2, not 9"),
    (lambda: whispers(HANDS, turn="a"), "turn must be"),
    (lambda: whispers(HANDS, areas=5), "areas must be a list, not 5"),
    (lambda: whispers(HANDS, areas=[["Maid r"], [], []]), "there is no Maid r left"),
    (lambda: whispers(HANDS, areas=[["Wizard y"], [], []]), "Wizard y is not in the deck"),
    (lambda: whispers(HANDS, scores=[0, "a", 0]), "scores must be a whole number"),
    (lambda: whispers(HANDS, played_in_round=-2), "played_in_round must be"),
    (lambda: whispers(HANDS, seed=-1), "The seed must be"),
    (lambda: whispers(HANDS, silent_palace="x"), "Option 'silent_palace' cannot be 'x'"),
    (lambda: whispers([HANDS[0]]), "3–5 players, not 1"),
]


@pytest.mark.parametrize(("build", "english"), BAD)
def test_a_bad_builder_argument_is_the_packages_error(build: Callable[[], Any],
                                                      english: str) -> None:
    with pytest.raises(ExplorerError) as caught:
        build()
    assert isinstance(caught.value, (PositionError, OptionError))
    assert english in caught.value.in_language("en")
    assert JAPANESE.search(caught.value.in_language("ja"))
    assert not JAPANESE.search(caught.value.in_language("en").replace("–", "-"))


def test_good_arguments_still_build() -> None:
    assert Match.from_position("naishi", naishi(court={"s1": 1, "E": None}, player=1))
    assert Match.from_position("citadels", citadels(4, gold={0: 5}, crown=3, round=2))
    state = whispers(HANDS, areas=[["Wizard r"], [], []], king="maid", king_pile=["Wizard"])
    assert Match.from_position("whispers", state).current_player == 0


@pytest.mark.parametrize(("card", "copies"), [("Jester n", 2), ("Maid r", 1)])
def test_a_card_placed_too_often_is_refused_with_the_decks_count(card: str, copies: int) -> None:
    """The refusal states how many of the card the table's deck holds (the grey ones as many
    as the content in force deals), in both languages."""
    with pytest.raises(PositionError) as caught:
        whispers([[card] * (copies + 1), ["Guard b"], ["Wizard g"]])
    assert f"holds {copies} of it" in caught.value.in_language("en")
    assert f"{card} が{copies}枚あり" in caught.value.in_language("ja")
