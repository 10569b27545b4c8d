"""The design lab's six questions (issue 19, point 7), each one call: `ask(key, n_games)`.

    >>> from explorer.simulate.questions import ask
    >>> answer = ask("ninja_plus_one", 6, progress=False)
    >>> sorted(answer.figures())
    ['first_player', 'length', 'mean_score', 'seat_1']

Five questions change the published game into a variant (`explorer.variant`) and play the same
seeded games under both (`explorer.compare`, paired game by game); the sixth measures the first
player's win rate in Whispers in the Palace at 3, 4 and 5 players against the fair share. Every
figure is an `Estimate` with its 95 % interval; `Answer.to_text(lang)` says them in English or
Japanese. docs/design-lab.md gives the answers of long runs.

This module imports only the engine and `explorer.simulate`.
"""

from __future__ import annotations

import concurrent.futures as cf
import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..engine import Join, Message, OptionError
from ..engine.variant import Variant
from ..engine.variant import variant as variant_of
from . import (
    Comparison,
    Estimate,
    Progress,
    Simulation,
    compare,
    figure_text,
    judge,
    simulate,
    together_text,
)
from .confidence import Judged, Verdict, games_needed, split

__all__ = ["CLASS_QUESTIONS", "QUESTIONS", "STRENGTHS", "Answer", "Question", "Strengths", "ask",
           "ask_both", "first_player_edge", "question"]


@dataclass(frozen=True)
class Question:
    """One design question: the game, the table sizes it is asked at, and the variant: its
    changes (`explorer.variant(game, **changes)`), or the whole variant as a dict
    (`data`, `Variant.from_dict`'s form: a class writes a question so); neither for the
    first-player question."""

    key: str
    game: str
    players: tuple[int, ...]
    changes: Mapping[str, Any] = field(default_factory=dict)
    data: Mapping[str, Any] | None = None
    #: A class question's number in issue 36's list (0: one of the six design questions).
    number: int = 0

    @property
    def title(self) -> Message:
        return Message(f"question.title.{self.key}")

    @property
    def has_variant(self) -> bool:
        """Whether the question compares a variant with the published game."""
        return bool(self.changes) or self.data is not None

    def variant(self) -> Variant:
        """The variant the question plays against the published game."""
        if self.data is not None:
            return Variant.from_dict(self.game, self.data)
        return variant_of(self.game, **self.changes)


#: The six questions, by key, in the lab's order.
QUESTIONS: dict[str, Question] = {q.key: q for q in (
    Question("ninja_plus_one", "naishi", (2,), {"ninja_bonus": 1}),
    Question("one_naishi", "naishi", (2,), {"deck": {"Naishi": 1}}),
    Question("no_graveyard", "citadels", (4,), {"districts": {"Graveyard": {"copies": 0}}}),
    Question("start_gold_3", "citadels", (4,), {"start_gold": 3}),
    Question("hand_of_5", "whispers", (4,), {"hand_size": 5}),
    Question("first_player", "whispers", (3, 4, 5)),
)}

#: The class questions of issue 36 (point 8), each a variant written as a dict (`Question.data`,
#: `Variant.from_dict`'s form), by key in the issue's order; `ask` answers them as it answers
#: `QUESTIONS`.
CLASS_QUESTIONS: dict[str, Question] = {q.key: q for q in (
    # 1. The Merchant takes 2 gold after his action (printed: 1).
    Question("merchant_2", "citadels", (4,), number=1, data={"content": {
        "characters": {"Merchant": {"gold_after": 2}}}}),
    # 2. A ninth character, the Queen (rank 9), who takes 3 gold after her action when she
    # sits next to the Crown's holder, in every count's set (the removals as printed), so
    # that the draft still deals at 2 to 7 players.
    Question("queen", "citadels", (4,), number=2, data={"content": {
        "characters": {"Queen": {"gold_after": 3, "gold_condition": "next_to_crown"}},
        "character_sets": {"all": {"characters": [1, 2, 3, 4, 5, 6, 7, 8, 9]}}}}),
    # 3. A new purple district, cost 4, 1 extra point at the end per blue district in its city.
    Question("blue_district", "citadels", (4,), number=3, data={"content": {"districts": {
        "New district 1": {"copies": 1, "cost": 4, "points": 4, "colour": "purple",
                           "end_colour": "blue", "end_points": 1}}}}),
    # 4. The Warlord destroys at the district's full cost (printed: 1 less).
    Question("warlord_full_cost", "citadels", (4,), number=4, data={"content": {
        "characters": {"Warlord": {"destroy_change": 0}}}}),
    # 5. A new card, the Gardener (2 copies in place of 2 Mountains: one in each Hand), 2 per
    # adjacent Rice Field and 5 in a corner.
    Question("gardener", "naishi", (2,), number=5, data={"content": {"kinds": [{
        "id": "Gardener", "names": {"en": "Gardener", "ja": "庭師"}, "copies": 2,
        "family": "start", "mark": "G",
        "scoring": [{"pattern": "adjacent", "card": "RiceField", "points": 2},
                    {"pattern": "position", "where": "corner", "points": 5}]}]}}),
    # 6. The Imperial Decree once per player instead of once per game.
    Question("decree_per_player", "naishi", (2,), number=6, data={"content": {"decree": "player"}}),
    # 7. The Ninja may copy only a card in its own row (Line or Hand).
    Question("ninja_own_row", "naishi", (2,), number=7, data={"content": {"ninja_copies": "row"}}),
    # 8. A palace whisper scores 2 for the player who passed the turn, not 1 for each other.
    Question("whisper_to_passer", "whispers", (4,), number=8, data={
        "options": {"forced_end_points": 2}, "content": {"whisper_scorer": "passer"}}),
    # 9. A King card that silences two characters (the Maid and the Guard).
    Question("king_silences_two", "whispers", (4,), number=9, data={"content": {
        "kings": {"maid": {"silences": ["maid", "guard"]}}}}),
    # 10. The Maid draws two and discards one.
    Question("maid_draws_two", "whispers", (4,), number=10, data={"content": {
        "effects": {"maid": {"draw": 2, "draw_first": True}}}}),
)}


def question(key: str) -> Question:
    """The design question or class question `key`; an `OptionError` naming the known keys
    for any other."""
    known = {**QUESTIONS, **CLASS_QUESTIONS}
    if key not in known:
        raise OptionError(Message("question.error.unknown", key=repr(key),
                                  known=", ".join(known)))
    return known[key]


def first_player_edge(run: Simulation) -> Estimate:
    """The first player's win rate minus the fair share 1/players, with the 95 % Wilson
    interval of the win rate moved by the same amount (positive: going first helps)."""
    rate = run.win_rate_by_position()[0]
    fair = 1 / run.players
    return Estimate(rate.value - fair, rate.low - fair, rate.high - fair, rate.n)


@dataclass
class Answer:
    """What `ask` found: `comparison` (base: the published game, variant: the question's) for a
    variant question, or `runs` (one `Simulation` per table size) for the first-player one."""

    question: Question
    comparison: Comparison | None = None
    runs: dict[int, Simulation] = field(default_factory=dict)

    def figures(self) -> dict[str, Estimate]:
        """The answer's figures, each with its 95 % interval. A variant question: the paired
        changes (variant − published) in the mean score of a seat (`mean_score`), the win rate
        of seat 1 (`seat_1`) and of the first player in turn order (`first_player`), and the
        length in actions (`length`). The first-player question: the first player's win rate
        minus the fair share at each table size (`"3"`, `"4"`, `"5"`)."""
        if self.comparison is None:
            return {str(p): first_player_edge(run) for p, run in self.runs.items()}
        c = self.comparison
        return {"mean_score": c.mean_score(), "seat_1": c.win_rate_by_seat()[0],
                "first_player": c.win_rate_by_position()[0], "length": c.length()}

    @property
    def n(self) -> int:
        """Games per side (the paired games of a variant question; the fewest of a table size
        for the first-player question)."""
        if self.comparison is not None:
            return self.comparison.n
        return min((run.n for run in self.runs.values()), default=0)

    def judged(self) -> dict[str, Judged]:
        """The figures `to_text` shows together, Bonferroni-adjusted for their number and
        checked on two independent blocks of games (`explorer.simulate.confidence`): a variant
        question's `score` and `length` (relative to the published game's mean), `seat_1`,
        and `player_1` unless seat 1 always starts (then it is `seat_1` again); the
        first-player question's edge over the fair share at each table size (`"3"`, ...)."""
        if self.comparison is None:
            return judge({str(p): _first_shares(run) - 1 / p for p, run in self.runs.items()})
        return self.comparison.judged(["score", "seat_1", "player_1", "length"])

    def to_text(self, lang: str = "en") -> str:
        """The question and its figures, one line each, in `lang`, with the sentences on
        their adjustment, their replication and the games a change of 5 points needs."""
        q = self.question
        lines = [q.title.label(lang), Message("question.head", n=self.n,
                                              players="/".join(map(str, q.players))).label(lang)]
        if self.n == 0:
            return "\n".join([*lines, Message("compare.no_pairs").label(lang)])
        judged = self.judged()
        if self.comparison is not None:
            c = self.comparison
            lines += [Message("question.change", change=line).label(lang)
                      for line in q.variant().diff(lang=lang)]
            names = {"score": "mean_score", "player_1": "first_player", "length": "length",
                     "seat_1": "seat_1" if "player_1" in judged else "seat_1_first"}
            for key, j in judged.items():
                lines.append(Message(f"question.figure.{names[key]}",
                                     base=f"{c.base.mean_length().value:.1f}",
                                     diff=figure_text(key, j, lang)).label(lang))
            blocks = c._blocks()
        else:
            for players, run in self.runs.items():
                lines.append(Message("question.figure.edge", players=players,
                                     win=run.win_rate_by_position()[0].percent(),
                                     fair=f"{100 / players:.1f} %",
                                     diff=figure_text(str(players), judged[str(players)],
                                                      lang)).label(lang))
            blocks = _halves(next(iter(self.runs.values())).index)
        return "\n".join([*lines, *together_text(len(judged), blocks, lang),
                          *self._needed(lang, len(judged))])

    def _needed(self, lang: str, m: int) -> list[str]:
        """How many games a change of 5 percentage points needs, from the spread seen."""
        if self.comparison is not None:
            n = self.comparison.games_needed("seat_1", 0.05, figures=m)
            return [] if n is None else [Message("compare.needed", n=n, effect="5").label(lang)]
        out = []
        for players, run in self.runs.items():
            spread = float(_first_shares(run).std(ddof=1)) if run.n > 1 else 0.0
            if spread > 0:
                out.append(Message("question.needed.edge", players=players, effect="5",
                                   n=games_needed(spread, 0.05, figures=m)).label(lang))
        return out

    def to_dict(self) -> dict[str, Any]:
        """The figures as plain JSON-ready values, with the question and the games."""
        q = self.question
        return {"question": q.key, "game": q.game, "players": list(q.players),
                "changes": dict(q.changes) if q.data is None else dict(q.data),
                "games": self.n,
                "figures": {k: e.to_dict() for k, e in self.figures().items()},
                "judged": {k: j.to_dict() for k, j in self.judged().items()}}

    def __str__(self) -> str:
        return self.to_text("en")


def ask(key: str, n_games: int, *, seed: int = 0, bots: str | Sequence[str] = "heuristic",
        players: int | Sequence[int] | None = None, workers: int = 1,
        executor: cf.Executor | None = None, progress: Progress = True) -> Answer:
    """Answer design question `key` (one of `QUESTIONS` or `CLASS_QUESTIONS`) with `n_games`
    seeded bot games per side and table size. `players` overrides the question's table sizes;
    `seed`, `bots`, `workers`, `executor` and `progress` are those of `explorer.simulate`."""
    q = question(key)
    if players is not None:
        counts = (players,) if isinstance(players, int) else tuple(players)
        q = dataclasses.replace(q, players=counts)
    run: dict[str, Any] = {"bots": bots, "seed": seed, "workers": workers,
                           "executor": executor, "progress": progress}
    if not q.has_variant:
        return Answer(q, runs={p: simulate(q.game, n_games, players=p, **run)
                               for p in q.players})
    if len(q.players) != 1:
        raise OptionError(Message("question.error.players", key=key))
    return Answer(q, compare(q.game, {}, q.variant(), n_games, players=q.players[0], **run))


#: The two players a question is answered with (`ask_both`): the rules of thumb, and the
#: strong bot (bench --strength: the top of every game's ladder).
STRENGTHS = ("heuristic", "strong")


def conclusion(judged: Judged) -> int:
    """What a figure lets one conclude: 1 a confirmed rise, -1 a confirmed fall, 0 neither
    (not confirmed: no difference, or one still to replicate)."""
    if judged.verdict is not Verdict.CONFIRMED:
        return 0
    return 1 if judged.value.value > 0 else -1


@dataclass
class Strengths:
    """One question answered by `ask_both` with each bot of `answers` playing every seat (the
    same seeded games), and whether each conclusion holds under all of them."""

    question: Question
    answers: dict[str, Answer]

    def holds(self) -> dict[str, bool]:
        """Per figure shown under every bot (`Answer.judged`): whether its conclusion (a
        confirmed rise, a confirmed fall, or neither) is the same under each."""
        judged = [answer.judged() for answer in self.answers.values()]
        keys = [k for k in judged[0] if all(k in j for j in judged)]
        return {k: len({conclusion(j[k]) for j in judged}) == 1 for k in keys}

    def to_text(self, lang: str = "en") -> str:
        """Each bot's answer under its name, then a sentence per figure: the same conclusion
        under every strength, or which conclusion under which bot."""
        lines: list[str] = []
        for bot, answer in self.answers.items():
            lines += [Message("question.strength", bot=bot).label(lang), answer.to_text(lang), ""]
        judged = {bot: answer.judged() for bot, answer in self.answers.items()}
        for key, same in self.holds().items():
            found = {bot: Message(f"question.conclusion.{conclusion(j[key])}")
                     for bot, j in judged.items()}
            figure = _figure_name(key)
            if same:
                lines.append(Message("question.holds", figure=figure,
                                     conclusion=next(iter(found.values()))).label(lang))
            else:
                each = Join(Message("question.under", conclusion=c, bot=bot)
                            for bot, c in found.items())
                lines.append(Message("question.differs", figure=figure, each=each).label(lang))
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.to_text("en")


def _figure_name(key: str) -> Message:
    """A judged figure's name: a table size (`"4"`) or a figure of a variant question."""
    if key.isdigit():
        return Message("question.name.players", players=int(key))
    return Message(f"question.name.{key}")


def ask_both(key: str, n_games: int, *, strengths: Sequence[str] = STRENGTHS,
             **options: Any) -> Strengths:
    """`ask(key, n_games, **options)` with each bot of `strengths` in every seat (default: the
    heuristic and the strong bot), and whether each conclusion holds under all of them."""
    if len(strengths) < 2:
        raise OptionError(Message("question.error.strengths", n=len(strengths)))
    answers = {bot: ask(key, n_games, bots=bot, **options) for bot in strengths}
    return Strengths(next(iter(answers.values())).question, answers)


def _first_shares(run: Simulation) -> Any:
    """The first player's win share in each game of `run`, in game order."""
    rows = range(run.n)
    return run.shares[rows, run.seat_order[:, 0]]


def _halves(index: Any) -> tuple[Any, Any]:
    """The game indices of a run's two independent blocks."""
    first, second = split(len(index))
    return index[first], index[second]
