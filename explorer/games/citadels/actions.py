"""Citadels' actions: the draft choices and the sub-steps of a character's turn (rules spec
citadels §5–§6, §3 for the powers, §2.1 for the purple districts).

Each action is a frozen dataclass whose `str()` is short and unique among the legal actions and
whose `repr()` rebuilds it in the package namespace. Seats are 0-based in values and shown
1-based in text.

This module may import only the engine, `cards` and `text`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine import Action, Message, Text
from .cards import DISTRICTS, Character, District


def _player(seat: int) -> Message:
    return Message("engine.player", n=seat + 1)


@dataclass(frozen=True, slots=True)
class Choose(Action):
    """Draft: keep this character (§5)."""

    character: Character

    def __str__(self) -> str:
        return f"choose {self.character}"

    def describe(self, lang: str) -> str:
        return Message("citadels.act.choose", character=self.character).label(lang)


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Draft with two players: put this character face down (§5.3)."""

    character: Character

    def __str__(self) -> str:
        return f"discard {self.character} face down"

    def describe(self, lang: str) -> str:
        return Message("citadels.act.discard", character=self.character).label(lang)


@dataclass(frozen=True, slots=True)
class TakeGold(Action):
    """The action: take 2 gold (§6.1a)."""

    def __str__(self) -> str:
        return "take 2 gold"

    def describe(self, lang: str) -> str:
        return Message("citadels.act.take_gold").label(lang)


@dataclass(frozen=True, slots=True)
class DrawCards(Action):
    """The action: draw district cards, then keep some (§6.1b)."""

    def __str__(self) -> str:
        return "draw cards"

    def describe(self, lang: str) -> str:
        return Message("citadels.act.draw").label(lang)


@dataclass(frozen=True, slots=True)
class KeepCard(Action):
    """Second step of the draw action: keep this drawn card."""

    district: District

    def __str__(self) -> str:
        return f"keep {self.district.value}"

    def describe(self, lang: str) -> str:
        return Message("citadels.act.keep", district=self.district.info.name).label(lang)


@dataclass(frozen=True, slots=True)
class TakeIncome(Action):
    """Collect the character's colour income, all at once (§7)."""

    def __str__(self) -> str:
        return "take income"

    def describe(self, lang: str) -> str:
        return Message("citadels.act.income").label(lang)


@dataclass(frozen=True, slots=True)
class Build(Action):
    """Build a district from the hand (§6.3)."""

    district: District

    def __str__(self) -> str:
        return f"build {self.district.value}"

    def describe(self, lang: str) -> str:
        """With the printed cost (`Citadels.describe_action` gives a variant's)."""
        info = self.district.info
        return Message("citadels.act.build", district=info.name, cost=info.cost).label(lang)


@dataclass(frozen=True, slots=True)
class Kill(Action):
    """Assassin: name the character to kill (§3)."""

    target: Character

    def __str__(self) -> str:
        return f"kill {self.target}"

    def describe(self, lang: str) -> str:
        return Message("citadels.act.kill", character=self.target).label(lang)


@dataclass(frozen=True, slots=True)
class Rob(Action):
    """Thief: name the character to rob (§3)."""

    target: Character

    def __str__(self) -> str:
        return f"rob {self.target}"

    def describe(self, lang: str) -> str:
        return Message("citadels.act.rob", character=self.target).label(lang)


@dataclass(frozen=True, slots=True)
class SwapHands(Action):
    """Magician, option (a): swap hands with another player (§3)."""

    seat: int

    def __str__(self) -> str:
        return f"swap hands with player {self.seat + 1}"

    def describe(self, lang: str) -> str:
        return Message("citadels.act.swap", player=_player(self.seat)).label(lang)


@dataclass(frozen=True, slots=True)
class BeginExchange(Action):
    """Magician, option (b), first step: start setting cards aside (§3)."""

    def __str__(self) -> str:
        return "exchange cards with the deck"

    def describe(self, lang: str) -> str:
        return Message("citadels.act.exchange").label(lang)


@dataclass(frozen=True, slots=True)
class SetAside(Action):
    """Magician, option (b): put this hand card aside for the bottom of the deck."""

    district: District

    def __str__(self) -> str:
        return f"set aside {self.district.value}"

    def describe(self, lang: str) -> str:
        return Message("citadels.act.set_aside", district=self.district.info.name).label(lang)


@dataclass(frozen=True, slots=True)
class FinishExchange(Action):
    """Magician, option (b), last step: the cards set aside go under the deck, and as many are
    drawn from the top."""

    def __str__(self) -> str:
        return "finish exchange"

    def describe(self, lang: str) -> str:
        return Message("citadels.act.finish_exchange").label(lang)


@dataclass(frozen=True, slots=True)
class Destroy(Action):
    """Warlord, at the end of his turn: destroy a district (§3)."""

    seat: int
    district: District

    def __str__(self) -> str:
        return f"destroy {self.district.value} of player {self.seat + 1}"

    def describe(self, lang: str) -> str:
        return Message(
            "citadels.act.destroy", district=self.district.info.name, player=_player(self.seat)
        ).label(lang)


@dataclass(frozen=True, slots=True)
class UseLaboratory(Action):
    """Laboratory: discard a hand card for 1 gold (§2.1)."""

    district: District

    def __str__(self) -> str:
        return f"laboratory: discard {self.district.value}"

    def describe(self, lang: str) -> str:
        return Message("citadels.act.laboratory", district=self.district.info.name,
                       place=PLACES[type(self)]).label(lang)


@dataclass(frozen=True, slots=True)
class UseSmithy(Action):
    """Smithy: pay gold, draw cards (§2.1)."""

    def __str__(self) -> str:
        return "smithy"

    def describe(self, lang: str) -> str:
        return Message("citadels.act.smithy", place=PLACES[type(self)]).label(lang)


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """End the character's turn."""

    def __str__(self) -> str:
        return "end turn"

    def describe(self, lang: str) -> str:
        return Message("citadels.act.end_turn").label(lang)


@dataclass(frozen=True, slots=True)
class Recover(Action):
    """Graveyard: pay 1 gold to take the destroyed district into the hand (§2.1)."""

    def __str__(self) -> str:
        return "graveyard: take it back"

    def describe(self, lang: str) -> str:
        return Message("citadels.act.recover", place=PLACES[type(self)]).label(lang)


@dataclass(frozen=True, slots=True)
class Decline(Action):
    """Graveyard: let the destroyed district go."""

    def __str__(self) -> str:
        return "graveyard: let it go"

    def describe(self, lang: str) -> str:
        return Message("citadels.act.decline", place=PLACES[type(self)]).label(lang)


#: The power each purple district's action uses (`citadels.2.1.<power>`), and the name of the
#: district printed with it, which `describe` says (`Citadels.describe_action` says the name of
#: the district that has it in the game in force).
POWER_OF_ACTION: dict[type[Action], str] = {
    UseLaboratory: "laboratory", UseSmithy: "smithy", Recover: "graveyard",
    Decline: "graveyard"}
PLACES: dict[type[Action], Text] = {
    kind: next(info.name for info in DISTRICTS.values()
               if info.rule == f"citadels.2.1.{power}")
    for kind, power in POWER_OF_ACTION.items()}

ACTION_TYPES: tuple[type[Action], ...] = (
    Choose, Discard, TakeGold, DrawCards, KeepCard, TakeIncome, Build, Kill, Rob, SwapHands,
    BeginExchange, SetAside, FinishExchange, Destroy, UseLaboratory, UseSmithy, EndTurn,
    Recover, Decline,
)

TAKE_GOLD = TakeGold()
DRAW_CARDS = DrawCards()
TAKE_INCOME = TakeIncome()
BEGIN_EXCHANGE = BeginExchange()
FINISH_EXCHANGE = FinishExchange()
USE_SMITHY = UseSmithy()
END_TURN = EndTurn()
RECOVER = Recover()
DECLINE = Decline()
