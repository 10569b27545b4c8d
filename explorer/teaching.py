"""Answer checks for the lessons' exercises: a student writes an answer, the engine works out
the fact and says whether the answer is right, in the student's language, without giving the
answer away (it says "too high", "one is missing", ...).

- `check_score(answer, line, hand)`: a Naishi territory's score (rules spec naishi §12).
- `check_next(answer, position, card)`: in Whispers, who may get the turn if the player to
  act plays `card` (§4.4), a round end included.
- `check_holds(answer, match, seat, observer=None)`: in Citadels, which characters `seat` may
  hold as `observer` knows the round now (§5).
- `check(question, answer, ...)`: the same three by name ("score", "next", "holds").
- `answer_box(question, answer, ...)`: the same, as a box to type or pick the answer in and a
  Check button, for a lesson shown without code cells (Voilà); with
  `send_to=class_answers(url, code, name)` each checked answer also goes to the class server
  (`card-rules-explorer classroom`), where the teacher sees it.

Each returns a `Verdict` (true when right) that prints as a sentence and shows in a notebook
as a coloured line. Any answer gets a verdict, never an exception: a number that is not a whole
one, a name that is no colour or character, a list where one value was asked or the reverse, a
dictionary... each is told what is wrong with it, in the student's language; so is a Whispers
card (the exercise's own) that cannot be read or played.

>>> check_score(62, ["Fort", "Sentinel", "Advisor", "Banner", "RiceField"],
...             ["Fort", "Mountain", "Naishi", "RiceField", "RiceField"]).correct
True

This module is at the top layer: it may import the engine, the games, the views and (for
`answer_box` only, when called) the widgets.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .engine import (
    ExplorerError,
    IllegalActionError,
    Match,
    Message,
    OptionError,
    check_lang,
    shown,
)
from .engine.core import as_int
from .viz import html as vh

if TYPE_CHECKING:
    from .widgets.answer import AnswerBox, Choice


@dataclass(frozen=True)
class Verdict:
    """Whether an answer is right, and a sentence saying so (or what to look at again)."""

    correct: bool
    message: Message
    lang: str = "en"
    #: No answer yet (the lessons' blank `None`): neither right nor wrong, so no red ✗.
    pending: bool = False

    def __bool__(self) -> bool:
        return self.correct

    def label(self, lang: str) -> str:
        return self.message.label(lang)

    def __str__(self) -> str:
        return self.message.label(self.lang)

    def _repr_html_(self) -> str:
        mark, colour = (("✓", "#2e7d32") if self.correct else ("✎", "#37474f") if self.pending
                        else ("✗", "#c62828"))
        return (f"<div style='color:{colour};font-weight:bold'>{mark} "
                f"{vh.escape(str(self))}</div>")


# -- Naishi: a territory's score ---------------------------------------------------------------


def check_score(answer: Any, line: Sequence[Any], hand: Sequence[Any], *, lang: str = "en",
                **rules: Any) -> Verdict:
    """Is `answer` the score of the territory `line` over `hand` (ten Naishi cards)? Scoring
    readings (`horseman_bonus=...`) as keywords."""
    from .games.naishi import GAME, score

    lang = check_lang(lang)
    total = score(line, hand, rules=GAME.make_options(2, **rules).scoring).total
    given = _number(answer)
    if given is None:
        return Verdict(False, Message("teach.not_number", value=_shown(answer)), lang)
    if given == total:
        return Verdict(True, Message("teach.score.right", points=total), lang)
    key = "teach.score.high" if given > total else "teach.score.low"
    return Verdict(False, Message(key, points=shown(given)), lang)  # 10**5000 shown short


def _number(answer: Any) -> int | None:
    """A whole number of points written as a number or a string ("62", "62点", "62 points",
    62.0), else None."""
    if isinstance(answer, bool):
        return None
    if as_int(answer) is not None:
        return as_int(answer)
    if isinstance(answer, float):
        return int(answer) if answer.is_integer() else None
    if not isinstance(answer, str) or len(answer) > 100:
        return None
    text = answer.strip().rstrip("点").replace("points", "").strip()
    try:
        return int(text)
    except ValueError:
        return None


def _shown(answer: Any) -> str:
    """A student's answer as a message shows it: a string as written, anything else short."""
    if isinstance(answer, str):
        return answer if len(answer) <= 60 else answer[:57] + "..."
    return shown(answer)


def _words(answer: Any) -> list[Any]:
    """The values of an answer that may be one value or several: a list, tuple or set gives
    its items; anything else (a string, a number, a dictionary, an object) is one value."""
    if isinstance(answer, (list, tuple, set, frozenset)):
        return list(answer)
    return [answer]


# -- Whispers: who may be next -----------------------------------------------------------------

ROUND_END = "round end"
_END_WORDS = {"end", "round end", "round ends", "the round ends", "終了", "ラウンド終了",
              "ラウンドが終わる"}


def next_players(position: Any, card: str) -> frozenset[int | str]:
    """Where the turn may go if the player to act in `position` (a Whispers match or state)
    plays `card` ("Jester n", "Maid r": the spec's short names, or "道化師(灰)" as the explorer
    shows it in Japanese): seats, or `ROUND_END`."""
    from .games.whispers import turn_edges

    state = position.state if isinstance(position, Match) else position
    character, colour = _whispers_card(card)
    targets: set[int | str] = set()
    for edge in turn_edges(state):
        if edge.character == character and edge.colour == colour:
            targets.add(edge.target if isinstance(edge.target, int) and edge.target >= 0
                        else ROUND_END)
    if not targets:
        raise IllegalActionError(Message("teach.next.not_playable",
                                         card=_card_name(character, colour)))
    return frozenset(targets)


def _whispers_card(card: Any) -> tuple[Any, Any]:
    """A Whispers card written as the spec's short name ("Jester n", "Maid r") or in Japanese
    as the explorer shows it ("道化師(灰)", "道化師 灰色", "メイド（赤）"), or with the English
    words ("Jester (grey)"): its character and
    colour; `IllegalActionError` (`teach.next.no_card`) for anything else."""
    from .games.whispers.cards import (
        CHARACTER_NAMES,
        COLOUR_LETTERS,
        COLOUR_NAMES,
        COLOUR_WORDS,
    )
    from .games.whispers.setup import parse

    try:
        return parse(card)
    except (ValueError, AttributeError):  # not a short name, or not even a string
        pass
    if isinstance(card, str) and len(card) <= 40:
        text = card.strip().translate(_BRACKETS)
        text = text[:-1] if text.endswith(")") else text
        name, _, colour_word = text.replace("(", " ").rpartition(" ")
        name, colour_word = name.strip().casefold(), colour_word.strip().casefold()
        for character, names in CHARACTER_NAMES.items():
            if name not in (names.ja, names.en.casefold()):
                continue
            for colour, words in COLOUR_NAMES.items():
                if colour_word in (words.ja, words.en.casefold(), COLOUR_LETTERS[colour].ja,
                                   COLOUR_WORDS[colour]):
                    return character, colour
    raise IllegalActionError(Message("teach.next.no_card", card=_shown(card)))


#: Full-width brackets and spaces written as their ASCII forms.
_BRACKETS = str.maketrans({"（": "(", "）": ")", "\u3000": " "})


def _card_name(character: Any, colour: Any) -> Message:
    """A Whispers card as a verdict names it, in the verdict's language ("Jester (grey)",
    "道化師(灰)")."""
    return Message("teach.card", character=character, colour=colour)


def _seat_of(word: Any, state: Any) -> int | str | None:
    from .games.whispers.cards import COLOUR_NAMES

    seat = as_int(word)
    if seat is not None:
        return seat if 0 <= seat < len(state.colours) else None
    if not isinstance(word, str):
        return None
    text = word.strip().casefold()
    if text in _END_WORDS:
        return ROUND_END
    for seat, colour in enumerate(state.colours):
        names = COLOUR_NAMES[colour]
        if text in (names.en.casefold(), names.ja, colour.name.casefold()):
            return seat
    return None


def check_next(answer: Any, position: Any, card: str, *, lang: str = "en") -> Verdict:
    """Is `answer` (a colour, a list of colours, seats, or "round end") exactly the set of
    players who may get the turn if the player to act plays `card`?"""
    lang = check_lang(lang)
    state = position.state if isinstance(position, Match) else position
    try:
        expected = next_players(state, card)
    except IllegalActionError as exc:
        return Verdict(False, exc.reason, lang)
    named = _card_name(*_whispers_card(card))
    given: set[int | str] = set()
    for word in _words(answer):
        seat = _seat_of(word, state)
        if seat is None:
            return Verdict(False, Message("teach.next.unknown", value=_shown(word)), lang)
        given.add(seat)
    if given == expected:
        return Verdict(True, Message("teach.next.right", card=named), lang)
    if given < expected:
        return Verdict(False, Message("teach.next.missing", n=len(expected - given)), lang)
    return Verdict(False, Message("teach.next.extra", n=len(given - expected)), lang)


# -- Citadels: who may hold what ---------------------------------------------------------------


def possible_characters(match: Match, seat: int, observer: int | None = None) -> frozenset[Any]:
    """The characters `seat` may hold this round, as `observer` (None: everyone) knows it at
    the match's current step."""
    from .games.citadels.deduction import Mark, current_snapshot, holders

    marks = holders(current_snapshot(match, observer))
    return frozenset(c for (s, c), mark in marks.items()
                     if s == seat and mark is not Mark.IMPOSSIBLE)


def _character(word: Any, match: Match) -> Any:
    """The character `word` names in `match`'s game (by its name there, English or Japanese,
    or its rank's code name), or `None`."""
    from .games.citadels.cards import Character

    if isinstance(word, Character):
        return word
    if not isinstance(word, str):
        return None
    text = word.strip().casefold()
    content = match.state.options.content
    for c in content.tables.ranks[match.players]:
        names = content.name_of(c)
        if text in (names.en.casefold(), c.name.casefold(), names.ja):
            return c
    return None


def check_holds(answer: Iterable[Any] | str, match: Match, seat: int,
                observer: int | None = None, *, lang: str = "en") -> Verdict:
    """Is `answer` (character names, English or Japanese) exactly the characters `seat` may
    hold, as `observer` knows the round now?"""
    lang = check_lang(lang)
    expected = possible_characters(match, seat, observer)
    given = set()
    for word in _words(answer):
        character = _character(word, match)
        if character is None:
            return Verdict(False, Message("teach.holds.unknown", value=_shown(word)), lang)
        given.add(character)
    player = match.player_label(seat)
    if given == expected:
        return Verdict(True, Message("teach.holds.right", player=player, n=len(expected)), lang)
    if given < expected:
        return Verdict(False, Message("teach.holds.missing", player=player,
                                      n=len(expected - given)), lang)
    return Verdict(False, Message("teach.holds.extra", n=len(given - expected)), lang)


# -- one entry point ---------------------------------------------------------------------------

QUESTIONS: dict[str, Callable[..., Verdict]] = {
    "score": check_score, "next": check_next, "holds": check_holds,
}


def check(question: str, answer: Any, *args: Any, lang: str = "en", **facts: Any) -> Verdict:
    """`check("score", 62, line, hand)`, `check("next", ["Blue"], match, "Jester n")`,
    `check("holds", ["King"], match, seat=2, observer=0)`, in `lang`. An answer still `None`
    (the lessons' blank) asks for one."""
    if not isinstance(question, str) or question not in QUESTIONS:
        raise OptionError(Message("teach.unknown_question", question=_shown(question),
                                  known=", ".join(QUESTIONS)), check_lang(lang))
    if answer is None:
        return Verdict(False, Message("teach.no_answer"), check_lang(lang), pending=True)
    return QUESTIONS[question](answer, *args, lang=lang, **facts)


# -- an answer box where there is no code cell -------------------------------------------------


def answer_choices(question: str, *facts: Any) -> tuple[Choice, ...]:
    """What a student may pick for `question` about `facts` (`Choice`s of the answer box):
    the Whispers position's players by colour and the round's end, or the Citadels
    characters; nothing for a score, which is typed."""
    from .widgets.answer import Choice  # noqa: F811  # imported for typing above

    if question == "next":
        from .games.whispers.cards import COLOUR_NAMES

        position = facts[0]
        state = position.state if isinstance(position, Match) else position
        return (*(Choice(COLOUR_NAMES[c].en, COLOUR_NAMES[c]) for c in state.colours),
                Choice(ROUND_END, Message("teach.round_end")))
    if question == "holds":
        from .games.citadels import CHARACTERS

        if facts and isinstance(facts[0], Match) and facts[0].name == "citadels":
            content = facts[0].state.options.content
            return tuple(Choice(content.name_of(c).en, content.name_of(c))
                         for c in content.tables.ranks[facts[0].players])
        return tuple(Choice(c.label("en"), c) for c in CHARACTERS)
    return ()


@dataclass(frozen=True)
class ServerSaid:
    """A class server's refusal, in the two languages it sent."""

    en: str
    ja: str

    def label(self, lang: str) -> str:
        return Message("teach.class.refused", reason=self.ja if lang == "ja" else self.en
                       ).label(lang)


@dataclass(frozen=True)
class ClassAnswers:
    """Where a lesson's answer boxes send a student's answers: the classroom server's address
    (`https://...` or `http://...`, as the board shows it), the table's join code and the
    student's name. Made by `class_answers`; given to `answer_box(..., send_to=...)`."""

    url: str
    code: str
    name: str
    timeout: float = 5.0

    def send(self, exercise: str, answer: Any, correct: bool) -> Any:
        """POST the answer to `/api/answers`; what to show: sent, refused (the server's
        reason) or unreachable. Never raises: the box's verdict stands either way."""
        import json
        import urllib.error
        import urllib.request

        text = answer if isinstance(answer, str) else json.dumps(answer, ensure_ascii=False,
                                                                 default=str)
        body = {"code": self.code, "name": self.name, "exercise": exercise, "answer": text,
                "correct": correct}
        request = urllib.request.Request(
            self.url.rstrip("/") + "/api/answers", method="POST",
            data=json.dumps(body).encode("utf-8"),
            headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=self.timeout):
                return Message("teach.class.sent", code=self.code.upper())
        except urllib.error.HTTPError as error:
            try:
                said = json.loads(error.read())
                return ServerSaid(str(said["en"]), str(said["ja"]))
            except (ValueError, KeyError, TypeError):
                return Message("teach.class.unreachable", url=self.url,
                               detail=f"HTTP {error.code}")
        except (OSError, ValueError) as exc:
            return Message("teach.class.unreachable", url=self.url,
                           detail=type(exc).__name__)


def class_answers(url: str, code: str, name: str, *, lang: str = "en") -> ClassAnswers:
    """A sender for the lesson's answer boxes: `answer_box(..., send_to=class_answers(
    "http://10.0.0.5:8765", "ACDEFH", "Aiko"))` sends each checked answer, whether it was
    right, the exercise and the student's name to the class server, where the teacher sees
    it. `OptionError` (in `lang`) for a missing address, code or name."""
    fine = all(isinstance(v, str) and v.strip() for v in (url, code, name))
    if not fine or not url.strip().lower().startswith(("http://", "https://")):
        raise OptionError(Message("teach.class.bad"), check_lang(lang))
    return ClassAnswers(url.strip(), code.strip().upper(), name.strip())


def answer_box(question: str, answer: Any, *facts: Any, lang: str = "en",
               send_to: ClassAnswers | None = None, **options: Any) -> AnswerBox:
    """The answer box of an exercise (`explorer.widgets.answer.AnswerBox`), with the same
    arguments as `check`: `answer_box("score", answer, line, hand, lang="ja")`. A student
    types the score or picks the players or characters and presses Check; the verdict is
    `check`'s, in the box's language. `answer`, when not None (written in a code cell), fills
    the box and is checked at once. Whatever is entered gets a verdict or a hint, never a
    traceback."""
    from .widgets.answer import AnswerBox  # noqa: F811  # imported for typing above

    if not isinstance(question, str) or question not in QUESTIONS:
        check(question, None, lang=lang)  # the catalogue's "unknown question" refusal

    def judge(given: Any, judged_in: str) -> Verdict:
        try:
            return check(question, given, *facts, lang=judged_in, **options)
        except ExplorerError as exc:
            return Verdict(False, exc.reason, judged_in)
        except Exception as exc:  # noqa: BLE001  # a hint, never a traceback
            return Verdict(False, Message("teach.unreadable", detail=type(exc).__name__),
                           judged_in)

    placeholder = Message("teach.placeholder.score") if question == "score" else None
    report = None if send_to is None else (
        lambda given, right: send_to.send(question, given, right))
    return AnswerBox(judge, prompt=Message(f"teach.prompt.{question}"),
                     choices=answer_choices(question, *facts), placeholder=placeholder,
                     answer=answer, lang=lang, report=report)
