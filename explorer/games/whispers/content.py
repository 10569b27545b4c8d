"""王宮のささやき's content as data (rules spec whispers §2, §3, §4.2, §4.3, §5): the hand size,
the grey copies of each character, each character's effect written in the effect vocabulary,
the King cards (what each one silences or bans) and who scores a palace whisper. `PUBLISHED`
is the printed game, written in that same vocabulary; a `WhispersContent` that differs is a
variant (`explorer.Variant`), carried by the options (`WhispersOptions.content`).

The deal, the reference rules, the kernel, the bots, positions and the turn graph read these
values; no other module holds a printed number or name. The target scores and the court points
are the what-if options of those names (older than this module), so they are not repeated
here; a `Variant` holds both.

The effect vocabulary (docs/whispers-vocabulary.md):

- `reveal_hand`: show your hand to everyone (rule whispers.4.2.accountant);
- `exchange`: swap hand cards with another player (rule whispers.4.2.wizard);
- `discard_draw`: discard one card from your hand and draw `draw` (0 to 3) from the draw pile,
  or with `draw_first` draw them first and then discard (rule whispers.4.2.maid);
- `swap_areas`: swap two cards of two areas, from the `from_card`-th card played in the round
  on (rule whispers.4.2.butler);
- `return_card`: take a card of your area back into your hand (rule whispers.4.2.guard);
- `reveal_king`: turn up the top King card (rule whispers.4.2.general);
- `none`: no effect (rule whispers.4.2.jester).

This module imports only the engine and `cards`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ...engine import Join, Message, Text
from ...engine.core import as_int, read_fast
from ...engine.errors import VariantError
from ...engine.variant import check_number, content_from_dict
from .cards import CHARACTER_NAMES, Character, Colour, deck

#: The characters, and the most seats (each brings the seven cards of its colour).
CHARACTERS = len(Character)
MOST_PLAYERS = 5
#: The ranges of the numbers: a hand of 2 to 7 cards (an area of seven different characters is
#: the most there can be), 0 to 2 grey copies of each character (the printed game has two).
RANGES = {"hand_size": (2, CHARACTERS), "grey_copies": (0, 2)}
#: The ranges of an effect's numbers.
EFFECT_RANGES = {"draw": (0, 3), "from_card": (1, 10)}

#: The effect vocabulary (§4.2), each kind with the rule of the printed card written in it.
KIND_RULE = {
    "reveal_hand": "whispers.4.2.accountant",
    "exchange": "whispers.4.2.wizard",
    "discard_draw": "whispers.4.2.maid",
    "swap_areas": "whispers.4.2.butler",
    "return_card": "whispers.4.2.guard",
    "reveal_king": "whispers.4.2.general",
    "none": "whispers.4.2.jester",
}
EFFECT_KINDS = tuple(KIND_RULE)
#: Who scores a palace whisper (case A, §5): every other player, or the player who passed the
#: turn to the forced player.
WHISPER_SCORERS = ("others", "passer")
#: Who scores a full court (case B, §5): the player who completed it, or every other player.
COURT_SCORERS = ("player", "others")


@dataclass(frozen=True)
class Effect:
    """A character's effect: a `kind` of the vocabulary and the numbers it reads (the others
    keep their defaults, those of the printed cards)."""

    kind: str
    draw: int = 1
    """`discard_draw`: the cards drawn (printed 1)."""
    draw_first: bool = False
    """`discard_draw`: draw before discarding (printed: discard first)."""
    from_card: int = 3
    """`swap_areas`: the first card of the round (counting every player's) whose swap happens
    (printed: the 3rd; as the 1st or 2nd card it has no effect)."""

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        if self.kind == "discard_draw":
            out.update(draw=self.draw, draw_first=self.draw_first)
        elif self.kind == "swap_areas":
            out["from_card"] = self.from_card
        return out


@dataclass(frozen=True)
class KingCard:
    """A King card: the characters silenced while it is face up (played, without their effect)
    and those banned (not playable at all) (§4.3)."""

    silences: tuple[Character, ...] = ()
    bans: tuple[Character, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"silences": [c.name.lower() for c in self.silences],
                "bans": [c.name.lower() for c in self.bans]}


PRINTED_EFFECTS: tuple[Effect, ...] = (
    Effect("reveal_hand"), Effect("exchange"), Effect("discard_draw"), Effect("swap_areas"),
    Effect("return_card"), Effect("reveal_king"), Effect("none"),
)
"""Each character's printed effect, indexed by `Character` (§4.2)."""

PRINTED_KINGS: tuple[tuple[Character, KingCard], ...] = tuple(
    (c, KingCard(bans=(c,)) if c is Character.JESTER else KingCard(silences=(c,)))
    for c in Character if c is not Character.GENERAL)
"""The six King cards, one per character but the General (§2.3): each silences its character;
King: Jester bans the Jester (§4.3)."""


@read_fast
@dataclass(frozen=True)
class WhispersContent:
    """What a game of 王宮のささやき is made of (defaults: the printed game).

    - `hand_size`: the cards dealt to each player, and the area size that ends a round
      (rules whispers.3, whispers.5.B; printed 6).
    - `grey_copies`: the grey (neutral) cards of each character in the deck (rule whispers.2.1;
      printed 2).
    - `colour_characters`: the characters each player colour has a card of (rule
      whispers.2.1; printed all seven), in character order.
    - `effects`: each character's effect (`Effect`), indexed by `Character` (rule
      whispers.4.2).
    - `kings`: the King cards, `(face, KingCard)` in character order (rules whispers.2.3,
      whispers.4.3).
    - `whisper_scorer`: who scores a palace whisper, `"others"` (printed) or `"passer"`, the
      player who passed the turn to the forced player (rule whispers.5.A); the points are the
      `forced_end_points` option.
    - `court_scorer`: who scores a full court, `"player"` (printed, the player who completed
      it) or `"others"` (every other player) (rule whispers.5.B); the points are the
      `full_court_points_3p` and `full_court_points_4p_5p` options.

    The deck must leave a draw pile after the deal with five players (rule whispers.3.2).
    """

    hand_size: int = 6
    grey_copies: int = 2
    colour_characters: tuple[Character, ...] = tuple(Character)
    effects: tuple[Effect, ...] = PRINTED_EFFECTS
    kings: tuple[tuple[Character, KingCard], ...] = PRINTED_KINGS
    whisper_scorer: str = "others"
    court_scorer: str = "player"

    def __post_init__(self) -> None:
        for name, (low, high) in RANGES.items():
            check_number(name, getattr(self, name), low, high)
        if not self.colour_characters:
            raise VariantError(Message("whispers.variant.error.no_colour_cards",
                                       field="colour_characters"))
        cards = CHARACTERS * self.grey_copies + len(self.colour_characters) * MOST_PLAYERS
        if cards <= MOST_PLAYERS * self.hand_size:
            raise VariantError(Message("whispers.variant.error.small_deck", n=cards,
                                       hand=self.hand_size,
                                       dealt=MOST_PLAYERS * self.hand_size))
        for name, choices in (("whisper_scorer", WHISPER_SCORERS),
                              ("court_scorer", COURT_SCORERS)):
            if getattr(self, name) not in choices:
                raise VariantError(Message("whispers.variant.error.choice", field=name,
                                           value=repr(getattr(self, name))[:40],
                                           choices=", ".join(choices)))
        if len(self.kings) < 2:
            raise VariantError(Message("whispers.variant.error.few_kings", n=len(self.kings)))
        # The decks made, by the seats' colours: every round's deal asks (`deck`).
        object.__setattr__(self, "_decks", {})

    if TYPE_CHECKING:
        _decks: dict[tuple[Colour, ...], tuple[int, ...]] = field(init=False)

    # -- what the rules read ---------------------------------------------------------------

    def effect(self, character: Character) -> Effect:
        """The effect of `character`'s cards (§4.2)."""
        return self.effects[character]

    @property
    def king_faces(self) -> tuple[Character, ...]:
        """The King cards in play, by the character on their face (§2.3)."""
        return tuple(face for face, _ in self.kings)

    @property
    def keeps_hand_size(self) -> bool:
        """Does every effect keep hand + area at the hand size (§9 I1)? Not when a
        `discard_draw` draws other than one card."""
        return all(e.draw == 1 for e in self.effects if e.kind == "discard_draw")

    def deck(self, colours: tuple[Colour, ...]) -> tuple[int, ...]:
        """The cards in play with the seats' `colours`: the grey copies of every character
        and each colour's cards of `colour_characters` (§2.1)."""
        found = self._decks.get(colours)
        if found is None:
            found = self._decks[colours] = deck(colours, self.grey_copies,
                                                self.colour_characters)
        return found

    def king(self, face: Character | None) -> KingCard:
        """What the King card `face` does (no card face up: nothing)."""
        return dict(self.kings).get(face, _NO_KING) if face is not None else _NO_KING

    # -- what an editor offers (choices, not code) -------------------------------------------

    @staticmethod
    def field_choices() -> dict[str, Mapping[str, Message | Text]]:
        """The values the vocabulary offers for a field that is one value or a list of them,
        with their words: the characters of each player colour (§2.1, ticked), who scores a
        palace whisper and a full court (§5). An editor offers them as choices."""
        return {"colour_characters": _NAMES,
                "whisper_scorer": {s: Message(f"whispers.scorer.{s}") for s in WHISPER_SCORERS},
                "court_scorer": {s: Message(f"whispers.scorer.{s}") for s in COURT_SCORERS}}

    @staticmethod
    def record_choices() -> dict[str, dict[str, Mapping[str, Message | Text]]]:
        """The values the vocabulary offers for a record's field, with their words, by content
        field and record field: an effect's kind (§4.2) and the characters a King card
        silences or bans (§4.3), by their names."""
        kinds = {k: Message(f"whispers.effect_kind.{k}") for k in EFFECT_KINDS}
        return {"effects": {"kind": kinds}, "kings": {"silences": _NAMES, "bans": _NAMES}}

    @staticmethod
    def record_names() -> dict[str, Mapping[str, Message | Text]]:
        """The names of a record's rows, by content field and record key: the characters
        (an effect's, a King card's face)."""
        return {"effects": _NAMES, "kings": _NAMES}

    @staticmethod
    def record_kinds() -> dict[str, dict[str, dict[str, Any]]]:
        """The record fields each kind of a record reads, with the values they stand for, by
        content field: an effect's numbers and flag by its kind (`Effect.to_dict`). An editor
        shows a row the fields of its kind only."""
        return {"effects": {k: {f: getattr(Effect(k), f) for f in Effect(k).to_dict()
                                if f != "kind"} for k in EFFECT_KINDS}}

    @staticmethod
    def record_optional() -> dict[str, Message]:
        """The content fields whose records may be none (`null` in `to_dict`), with the words
        for having one: a character's King card (§2.3; the General's has none)."""
        return {"kings": Message("whispers.variant.king_card.present")}

    # -- as data ---------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready; every character is listed in `effects` and `kings` (`None`: no King
        card of that face), so the dict reads back the same over any base."""
        kings = dict(self.kings)
        return {"hand_size": self.hand_size, "grey_copies": self.grey_copies,
                "colour_characters": [c.name.lower() for c in self.colour_characters],
                "effects": {c.name.lower(): self.effects[c].to_dict() for c in Character},
                "kings": {c.name.lower(): kings[c].to_dict() if c in kings else None
                          for c in Character},
                "whisper_scorer": self.whisper_scorer, "court_scorer": self.court_scorer}

    @classmethod
    def from_dict(cls, data: Any, base: WhispersContent | None = None) -> WhispersContent:
        """The content `data` describes (`to_dict`'s form; any field left out as in `base`,
        and in `effects` and `kings` any character left out too: `{"effects": {"maid":
        {"draw": 2}}}` changes the Maid's draw only; a King card given as `null` is taken out);
        `VariantError` naming the field for anything impossible."""
        start = PUBLISHED if base is None else base

        def read(name: str, value: Any) -> Any:
            if name == "effects":
                return _read_effects(value, start.effects)
            if name == "kings":
                return _read_kings(value, start.kings)
            if name == "colour_characters":
                return _characters(value, name)
            number = as_int(value)
            return value if number is None or isinstance(value, bool) else number

        content: WhispersContent = content_from_dict(start, data, read)
        return content

    def changes(self, other: WhispersContent) -> list[Message]:
        """One line per field that differs from `self` to `other`: "Hand size: 6 → 5"."""
        out = [Message(f"whispers.variant.diff.{name}", old=getattr(self, name),
                       new=getattr(other, name))
               for name in RANGES if getattr(self, name) != getattr(other, name)]
        for c in Character:
            if self.effects[c] != other.effects[c]:
                out.append(Message("whispers.variant.diff.effect", card=CHARACTER_NAMES[c],
                                   old=describe(self.effects[c]),
                                   new=describe(other.effects[c])))
        mine, theirs = dict(self.kings), dict(other.kings)
        for c in Character:
            if mine.get(c) != theirs.get(c):
                out.append(Message("whispers.variant.diff.king", card=CHARACTER_NAMES[c],
                                   old=describe_king(mine.get(c)),
                                   new=describe_king(theirs.get(c))))
        if self.colour_characters != other.colour_characters:
            out.append(Message("whispers.variant.diff.colour_characters",
                               old=Join(CHARACTER_NAMES[c] for c in self.colour_characters),
                               new=Join(CHARACTER_NAMES[c] for c in other.colour_characters)))
        for name in ("whisper_scorer", "court_scorer"):
            old, new = getattr(self, name), getattr(other, name)
            if old != new:
                out.append(Message(f"whispers.variant.diff.{name}",
                                   old=Message(f"whispers.scorer.{old}"),
                                   new=Message(f"whispers.scorer.{new}")))
        return out


_NO_KING = KingCard()
#: The characters by name (`"maid"`), with their names in the catalogue.
_NAMES: dict[str, Message | Text] = {c.name.lower(): CHARACTER_NAMES[c] for c in Character}


def count_word(n: int) -> Message:
    """A small count as a word of a sentence ("six" in English, "6" in Japanese): the texts
    say the content's numbers (a 5-card hand "completes five")."""
    return Message(f"whispers.word.{n}")


def of_kind(content: WhispersContent, kind: str) -> tuple[Character, ...]:
    """The characters whose effect is of `kind` (in character order), or the card the kind's
    rule is printed on when none is (its rule is then cited by no event, and keeps its
    printed name)."""
    found = tuple(c for c in Character if content.effect(c).kind == kind)
    return found or (Character[KIND_RULE[kind].rsplit(".", 1)[1].upper()],)


def describe(effect: Effect) -> Message:
    """An effect in words, with its numbers ("discard 1 card, then draw 2")."""
    if effect.kind == "discard_draw":
        order = "first" if effect.draw_first else "then"
        return Message(f"whispers.effect.discard_draw_{order}", n=effect.draw)
    if effect.kind == "swap_areas":
        return Message("whispers.effect.swap_areas", n=effect.from_card)
    return Message(f"whispers.effect.{effect.kind}")


def describe_king(card: KingCard | None) -> Message:
    """A King card in words ("silences the Maid and the Guard"), or "no King card"."""
    if card is None:
        return Message("whispers.king_card.absent")
    parts = []
    if card.silences:
        parts.append(Message("whispers.king_card.silences",
                             cards=Join(CHARACTER_NAMES[c] for c in card.silences)))
    if card.bans:
        parts.append(Message("whispers.king_card.bans",
                             cards=Join(CHARACTER_NAMES[c] for c in card.bans)))
    return Message("whispers.king_card.both", first=parts[0], second=parts[1]) \
        if len(parts) == 2 else parts[0]


def _character(name: Any, where: str) -> Character:
    """The character `name` names (`"maid"`); `VariantError` for anything else."""
    if isinstance(name, str) and name.upper() in Character.__members__:
        return Character[name.upper()]
    raise VariantError(Message("whispers.variant.error.character", field=where,
                               value=repr(name)[:40],
                               choices=", ".join(c.name.lower() for c in Character)))


def _mapping(value: Any, where: str) -> Mapping[Any, Any]:
    if not isinstance(value, Mapping):
        raise VariantError(Message("engine.variant.error.object", field=where,
                                   value=repr(value)[:40]))
    return value


def _read_effects(value: Any, base: tuple[Effect, ...]) -> tuple[Effect, ...]:
    """`effects` over `base`, character by character, field by field."""
    effects = list(base)
    for name, given in _mapping(value, "effects").items():
        c = _character(name, "effects")
        where = f"effects.{c.name.lower()}"
        fields = dict(effects[c].to_dict())
        if "kind" in _mapping(given, where) and given["kind"] != fields["kind"]:
            fields = {}  # a new kind starts from its own defaults
        fields.update(given)
        effects[c] = _read_effect(fields, where)
    return tuple(effects)


def _read_effect(fields: Mapping[Any, Any], where: str) -> Effect:
    kind = fields.get("kind")
    if kind not in EFFECT_KINDS:
        raise VariantError(Message("whispers.variant.error.choice", field=f"{where}.kind",
                                   value=repr(kind)[:40], choices=", ".join(EFFECT_KINDS)))
    allowed = set(Effect(kind).to_dict())
    for key in fields:
        if key not in allowed:
            raise VariantError(Message("engine.variant.error.unknown_field",
                                       field=f"{where}.{str(key)[:40]}",
                                       fields=", ".join(sorted(allowed))))
    for key, (low, high) in EFFECT_RANGES.items():
        if key in fields:
            check_number(f"{where}.{key}", fields[key], low, high)
    if "draw_first" in fields and not isinstance(fields["draw_first"], bool):
        raise VariantError(Message("whispers.variant.error.flag", field=f"{where}.draw_first",
                                   value=repr(fields["draw_first"])[:40]))
    return Effect(**{str(k): v for k, v in fields.items()})


def _read_kings(value: Any, base: tuple[tuple[Character, KingCard], ...]
                ) -> tuple[tuple[Character, KingCard], ...]:
    """`kings` over `base`, face by face (`null` takes a King card out)."""
    kings = dict(base)
    for name, given in _mapping(value, "kings").items():
        face = _character(name, "kings")
        where = f"kings.{face.name.lower()}"
        if given is None:
            kings.pop(face, None)
            continue
        fields = _mapping(given, where)
        for key in fields:
            if key not in ("silences", "bans"):
                raise VariantError(Message("engine.variant.error.unknown_field",
                                           field=f"{where}.{str(key)[:40]}",
                                           fields="silences, bans"))
        old = kings.get(face, _NO_KING)
        card = KingCard(*(_characters(fields[k], f"{where}.{k}") if k in fields
                          else getattr(old, k) for k in ("silences", "bans")))
        if not card.silences and not card.bans:
            raise VariantError(Message("whispers.variant.error.idle_king", field=where))
        kings[face] = card
    return tuple(sorted(kings.items()))


def _characters(value: Any, where: str) -> tuple[Character, ...]:
    if isinstance(value, str | bytes) or not isinstance(value, list | tuple):
        raise VariantError(Message("whispers.variant.error.list", field=where,
                                   value=repr(value)[:40]))
    chosen = tuple(_character(v, where) for v in value)
    if len(set(chosen)) != len(chosen):
        raise VariantError(Message("whispers.variant.error.twice", field=where))
    return tuple(sorted(chosen))


PUBLISHED = WhispersContent()
