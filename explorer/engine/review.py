"""The game review: every decision of one seat rated against a strong evaluation made from that
seat's information at that moment, with the better move and the reason in rule words; and the
moments that decided a match, for a teacher's debrief.

A decision is rated from the seat's view only (`game.view(state, seat)`): the search samples
the hidden cards from what the view leaves possible (the game's determinizer, the one its
`strong` bot uses), plays each candidate on in every sample with the same random numbers, and
halves the field by mean (sequential halving, as `Strong`), always keeping the move that was
played. Each position reached is scored by the game's evaluation and turned into a chance of
winning by a logistic curve (`Reviewer.scale`: a lead of that many points is worth 73 %); the
expected loss in win rate is the mean paired difference between the best move and the played
one, the spread the standard error of that difference. A difference within the spread is a
near-tie, called "as good". The grade reads the loss against `THRESHOLDS` (lichess's steps,
halved to win rate: 5, 10 and 15 points of win rate):

>>> grade(0.0, best=True), grade(0.03), grade(0.07), grade(0.12), grade(0.4)
('best', 'good', 'inaccuracy', 'mistake', 'blunder')

Every seed comes from the match's seed, the step and the seat (`derive`), never a clock. Games
plug in through their plug-in's `review` part (a `Reviewer`): the strong search's pieces, the
scale, which decisions are rated, and optionally the rule-words contrast of two moves.

This module must not import any game (games import it).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .bots import Strong, playout
from .core import Action, Game
from .events import Event
from .i18n import Message, Text, check_lang
from .registry import playout_game, plugin
from .rng import derive

GRADES = ("best", "good", "inaccuracy", "mistake", "blunder")

#: The expected win-rate losses from which a move is an inaccuracy, a mistake, a blunder (a
#: smaller non-zero loss is "good"): lichess's 0.1/0.2/0.3 on its [-1, 1] winning chances.
THRESHOLDS = (0.05, 0.10, 0.15)

#: The longest chain of forced actions followed after a move to find the rule it brings about.
_CHAIN = 12

#: `(game, view, best, played) -> (message, rule id) or None`: why `best` is better than
#: `played` in the rules' words (a scoring clause that differs), from the seat's view.
Contrast = Callable[[Game[Any], Any, Action, Action], "tuple[Message, str | None] | None"]


def _always(game: Game[Any], view: Any) -> bool:
    return True


@dataclass(frozen=True)
class Reviewer:
    """What a game gives the review: its strong search (`search`: its determinizer, evaluation,
    playout policy, ranking, width, horizon and stop), the evaluation's `scale` (a lead of that
    much is worth a 73 % chance to win), the per-decision `budget` of the review (actions
    applied), which decisions are rated (`rated(game, view)`, beyond having two legal moves),
    whether the evaluation is in points to report (`points`), `contrast`, the rule words for
    why one move beats another (`None`: the rule the better move brings about), and the time
    target of a whole game's review (`target_s`)."""

    search: Strong
    scale: float
    budget: int
    rated: Callable[[Game[Any], Any], bool] = _always
    points: bool = False
    contrast: Contrast | None = None
    #: The seconds (process time, one core) a whole game at the game's largest player count
    #: may take to review: `python -m explorer.bench --review` checks it.
    target_s: float = 30.0
    #: The rule ids of events that never tell a moment (a new round's deal and set-up, the
    #: calls of a round): a swing is told by the last event of its step under another rule.
    quiet: frozenset[str] = frozenset()


def grade(loss: float, *, best: bool = False) -> str:
    """The class of a move that loses `loss` in win rate (`best`: it is the best move)."""
    if best:
        return GRADES[0]
    for name, limit in zip(GRADES[1:], THRESHOLDS, strict=False):
        if loss < limit:
            return name
    return GRADES[-1]


def _describe(game: Game[Any], view: Any, action: Action) -> Text:
    return Text(game.describe_action(view, action, "en"), game.describe_action(view, action, "ja"))


@dataclass(frozen=True)
class Rating:
    """One decision rated: at timeline `step` (the position before it), `seat` played `played`;
    `best` is the better move (`played` itself when it is best, good or a near-tie), `grade`
    one of `GRADES`, `loss` the expected loss in win rate (0..1), `points` the expected loss in
    points where the game's evaluation is in points (Naishi), `spread` the standard error of
    the difference, `tie` a near-tie, `other` the top move when the move played is as good or
    good but not the top one, `reason` why in rule words, `rule` its rule id."""

    step: int
    seat: int
    played: Action
    best: Action
    grade: str
    loss: float
    points: float | None
    spread: float
    tie: bool
    reason: Message
    rule: str | None
    other: Action | None = None
    #: The moves as a button names them, in both languages (played, better).
    played_text: Text | None = field(default=None, compare=False)
    best_text: Text | None = field(default=None, compare=False)
    other_text: Text | None = field(default=None, compare=False)
    player: Any = field(default=None, compare=False)

    @property
    def message(self) -> Message:
        """The rating as one bilingual sentence: the grade, the better move and why, then the
        numbers."""
        played = self.played_text or self.played
        other = self.other_text or self.other
        if self.tie:
            return Message("engine.review.tie", step=self.step + 1, move=played, other=other,
                           reason=self.reason)
        head = Message(f"engine.review.grade.{self.grade}")
        if self.played == self.best and self.other is None:
            return Message("engine.review.kept", step=self.step + 1, move=played,
                           grade=head, reason=self.reason)
        if self.points is not None:
            loss = Message("engine.review.loss_points", percent=f"{100 * self.loss:.0f}",
                           points=f"{self.points:.1f}")
        else:
            loss = Message("engine.review.loss", percent=f"{100 * self.loss:.0f}")
        if self.played == self.best:
            return Message("engine.review.good", step=self.step + 1, move=played, other=other,
                           reason=self.reason, loss=loss)
        return Message("engine.review.better", step=self.step + 1, move=played, grade=head,
                       best=self.best_text or self.best, reason=self.reason, loss=loss)

    def text(self, lang: str) -> str:
        """The rating in `lang`: the grade, the better move and why, then the numbers."""
        return self.message.label(check_lang(lang))

    def to_dict(self, lang: str) -> dict[str, Any]:
        """JSON-ready values: the step, seat, moves (`str()`, which `Match.play` takes back,
        and their sentences in `lang`), grade, loss, points, spread, tie, rule and text."""
        lang = check_lang(lang)
        moves = {"played": (self.played, self.played_text), "best": (self.best, self.best_text),
                 "other": (self.other, self.other_text)}
        found: dict[str, Any] = {"step": self.step, "seat": self.seat}
        for name, (action, words) in moves.items():
            found[name] = None if action is None else str(action)
            found[f"{name}_text"] = None if action is None else (words or action).label(lang)
        found.update(grade=self.grade, loss=self.loss, points=self.points, spread=self.spread,
                     tie=self.tie, rule=self.rule, text=self.text(lang))
        return found


@dataclass(frozen=True)
class Moment:
    """A moment that decided the match: at timeline `step` (the position before the action),
    `seat` (or nobody) did what `message` says; `kind` is `lead_change`, `big_swing` or
    `blunder`; `rule` the rule id of the action."""

    step: int
    seat: int | None
    kind: str
    message: Message
    rule: str | None

    def text(self, lang: str) -> str:
        return self.message.label(check_lang(lang))

    def to_dict(self, lang: str) -> dict[str, Any]:
        """JSON-ready values: the step, seat, kind, rule and the sentence in `lang`."""
        return {"step": self.step, "seat": self.seat, "kind": self.kind, "rule": self.rule,
                "text": self.text(lang)}


@dataclass(frozen=True)
class Review:
    """Every rated decision of `seat`, the match's decisive moments, and the search `budget`
    per decision (actions applied) that says how sure the review is."""

    seat: int
    ratings: tuple[Rating, ...]
    moments: tuple[Moment, ...]
    budget: int

    def counts(self) -> dict[str, int]:
        """How many decisions got each grade (every grade listed, in order)."""
        found = dict.fromkeys(GRADES, 0)
        for rating in self.ratings:
            found[rating.grade] += 1
        return found

    def to_dict(self, lang: str) -> dict[str, Any]:
        """The review as JSON-ready values in `lang` (a page's or a server's): the seat, the
        budget, the counts, each rating (its step, the moves as `str()` and as sentences, the
        grade, the numbers, the rule and the sentence) and each moment."""
        lang = check_lang(lang)
        return {"seat": self.seat, "budget": self.budget, "counts": self.counts(),
                "ratings": [r.to_dict(lang) for r in self.ratings],
                "moments": [m.to_dict(lang) for m in self.moments]}

    def text(self, lang: str) -> str:
        """A readable report in `lang`: the counts, how sure it is, each rating, the moments."""
        lang = check_lang(lang)
        counts = self.counts()
        lines = [Message("engine.review.title", decisions=len(self.ratings),
                         **counts).label(lang),
                 Message("engine.review.sure", budget=self.budget,
                         spread=f"{100 * _typical_spread(self.ratings):.1f}").label(lang)]
        lines += [r.text(lang) for r in self.ratings]
        if self.moments:
            lines.append(Message("engine.review.moments").label(lang))
            lines += [m.text(lang) for m in self.moments]
        return "\n".join(lines)


def _typical_spread(ratings: Sequence[Rating]) -> float:
    """The median spread of the ratings whose samples differed (a spread of 0 is a difference
    every sample agreed on: two moves that come to the same); 0 without any."""
    spreads = sorted(r.spread for r in ratings if r.spread > 0)
    return spreads[len(spreads) // 2] if spreads else 0.0


# -- rating one decision ---------------------------------------------------------------------


def reviewer(game: Game[Any]) -> Reviewer | None:
    """The game's `Reviewer` (its plug-in's `review` part), or `None`."""
    found = plugin(game.name).review
    return found if isinstance(found, Reviewer) else None


def rate(game: Game[Any], state: Any, seat: int, played: Action, *, step: int, seed: int,
         budget: int | None = None) -> Rating | None:
    """Rate `seat` playing `played` in `state` from the seat's view only (`None` when it was
    no decision: one legal move, a blind pick, or one the game does not rate). The search is
    seeded by `seed`, `step` and `seat`; `budget` is the actions applied (the game's default
    when `None`)."""
    judge = reviewer(game)
    if judge is None:
        return None
    view = game.view(state, seat)
    legal = list(game.legal_actions(view))
    if len(legal) < 2 or played not in legal or game.current_player(view) != seat:
        return None
    if not judge.rated(game, view):
        return None
    played = legal[legal.index(played)]
    rng = derive(seed, step, seat)
    search = judge.search
    ranked = [a for a, _ in search.rank(game, view, rng)] if search.rank else legal
    candidates = [played] + [a for a in ranked if a != played][: max(1, search.width - 1)]
    play = playout_game(game)
    measure = _Measure(play, view, seat, candidates, judge, derive(seed, step, seat, 1)
                       .next64()[0])
    measure.run(judge.budget if budget is None else budget)
    return _rating(game, view, seat, step, measure, judge)


class _Measure:
    """The paired samples of a review search: per candidate, the evaluation in each sample."""

    def __init__(self, play: Game[Any], view: Any, seat: int, candidates: list[Action],
                 judge: Reviewer, base: int) -> None:
        self.play, self.view, self.seat = play, view, seat
        self.candidates, self.judge, self.base = candidates, judge, base
        self.values: list[dict[int, float]] = [{} for _ in candidates]
        self.samples = 0
        self.alive = list(range(len(candidates)))

    def run(self, budget: int) -> None:
        """Sequential halving that always keeps the played move (index 0)."""
        rounds = max(1, (len(self.candidates) - 1).bit_length())
        spent = 0
        for done in range(rounds):
            share = (budget - spent) // (rounds - done)
            spent += self._round(share)
            order = sorted(self.alive, key=lambda i: (-self.mean(i), i))
            keep = order[: (len(order) + 1) // 2]
            self.alive = sorted(set(keep) | {0})

    def _round(self, share: int) -> int:
        used = 0
        search = self.judge.search
        while used < share or used == 0:
            sample = self.samples
            world, _ = search.determinize(self.view, self.seat, derive(self.base, sample))
            for index in self.alive:
                value, applied = playout(self.play, world, self.candidates[index], self.seat,
                                         derive(self.base, sample, 1), search)
                self.values[index][sample] = value
                used += applied
            self.samples += 1
        return used

    def win(self, value: float) -> float:
        return 1.0 / (1.0 + math.exp(-value / self.judge.scale))

    def mean(self, index: int) -> float:
        found = self.values[index]
        return sum(self.win(v) for v in found.values()) / len(found) if found else -1.0

    def paired(self, a: int, b: int, *, points: bool = False) -> tuple[float, float]:
        """The mean of `a`'s value minus `b`'s over the samples both were played in (win
        rate, or the evaluation itself with `points`), and its standard error."""
        va, vb = self.values[a], self.values[b]
        both = sorted(set(va) & set(vb))
        if points:
            diffs = [va[s] - vb[s] for s in both]
        else:
            diffs = [self.win(va[s]) - self.win(vb[s]) for s in both]
        n = len(diffs)
        if n == 0:
            return 0.0, 0.0
        mean = sum(diffs) / n
        if n < 2:
            return mean, 0.0
        variance = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        return mean, math.sqrt(variance / n)


def _rating(game: Game[Any], view: Any, seat: int, step: int, measure: _Measure,
            judge: Reviewer) -> Rating:
    """The rating from what the search measured."""
    top = max(measure.alive, key=lambda i: (measure.mean(i), -i))
    candidates = measure.candidates
    played = candidates[0]
    if top == 0:
        rest = [i for i in measure.alive if i != 0] or [i for i in range(1, len(candidates))]
        runner = max(rest, key=lambda i: (measure.mean(i), -i))
        _, spread = measure.paired(0, runner)
        why, rule = _why(game, view, seat, played, None, judge)
        return Rating(step, seat, played, played, GRADES[0], 0.0,
                      0.0 if judge.points else None, spread, False, why, rule,
                      played_text=_describe(game, view, played),
                      best_text=_describe(game, view, played),
                      player=game.player_label(seat, view))
    loss, spread = measure.paired(top, 0)
    points = max(0.0, measure.paired(top, 0, points=True)[0]) if judge.points else None
    loss = max(0.0, loss)
    best = candidates[top]
    tie = loss <= spread
    # A near-tie says why the move played is good; a worse one why the better one beats it.
    why, rule = (_why(game, view, seat, played, None, judge) if tie
                 else _why(game, view, seat, best, played, judge))
    played_text = _describe(game, view, played)
    graded = GRADES[1] if tie else grade(loss)
    if graded == GRADES[1]:
        # As good, or good: the move played stands; the top move is named beside it.
        return Rating(step, seat, played, played, graded, loss, points, spread, tie, why, rule,
                      other=best, played_text=played_text, best_text=played_text,
                      other_text=_describe(game, view, best),
                      player=game.player_label(seat, view))
    return Rating(step, seat, played, best, graded, loss, points, spread, False, why,
                  rule, played_text=played_text, best_text=_describe(game, view, best),
                  player=game.player_label(seat, view))


def _why(game: Game[Any], view: Any, seat: int, best: Action, played: Action | None,
         judge: Reviewer) -> tuple[Message, str | None]:
    """Why `best` is good (or better than `played`), in rule words, with the rule id: the
    game's contrast of the two moves, else the rule `best` brings about that `played` does
    not (following the forced actions after it), else the search's explanation."""
    if played is not None and judge.contrast is not None:
        found = judge.contrast(game, view, best, played)
        if found is not None:
            return found
    world, _ = judge.search.determinize(view, seat, derive(0))
    steps = _consequences(game, world, best, seat, judge.search.evaluate)
    if played is not None:
        cited = {e.rule for events, _ in _consequences(game, world, played, seat,
                                                       judge.search.evaluate)
                 for e in events}
        event = _new_event(steps, cited)
        if event is not None:
            return Message("engine.review.brings", event=event.for_seat(seat)), event.rule
    first = steps[0][0][0] if steps[0][0] else None
    explain = judge.search.explain
    if explain is not None:
        message, rule = explain(game, view, best)
        return message, rule if rule is not None or first is None else first.rule
    if first is not None:
        return Message("engine.review.brings", event=first.for_seat(seat)), first.rule
    return Message("engine.review.no_reason"), None


def _new_event(steps: list[tuple[list[Event], float]], cited: set[str]) -> Event | None:
    """The event that makes the difference: in the first step (the move, or a forced action
    after it) that cites a rule the other move does not and raises the seat's evaluation (else
    the one that raises it most), the last such event of the move itself (its outcome comes
    after its cost) or the first of a forced action (its cause: a forced end, before its
    scoring)."""
    found = [(delta, -index, index) for index, (events, delta) in enumerate(steps)
             if any(e.rule not in cited for e in events)]
    if not found:
        return None
    gains = [index for delta, _, index in found if delta > 0]
    index = gains[0] if gains else max(found)[2]
    new = [e for e in steps[index][0] if e.rule not in cited]
    return new[-1] if index == 0 else new[0]


def _consequences(game: Game[Any], world: Any, action: Action, seat: int,
                  evaluate: Callable[[Any, int], float]) -> list[tuple[list[Event], float]]:
    """The events of `action` in `world`, then of each forced action (one legal move) after
    it, each with how much it changes the seat's evaluation."""
    steps: list[tuple[list[Event], float]] = []
    state, value = world, evaluate(world, seat)
    for _ in range(_CHAIN):
        result = game.apply(state, action)
        state = result.state
        after = evaluate(state, seat)
        steps.append((list(result.events), after - value))
        value = after
        if game.is_over(state):
            break
        legal = game.legal_actions(state)
        if len(legal) != 1:
            break
        action = legal[0]
    return steps


# -- a whole match -----------------------------------------------------------------------------


def review_match(match: Any, seat: int, *, budget: int | None = None,
                 progress: Callable[[int, int], None] | None = None) -> Review:
    """Rate every decision `seat` made on `match`'s timeline (see `rate`), with the match's
    decisive moments; `progress(done, total)` after each decision of the seat."""
    game = match.game
    steps = [i for i, _ in enumerate(match.timeline)
             if game.current_player(match.state_at(i)) == seat]
    judge = reviewer(game)
    used = judge.budget if budget is None and judge is not None else (budget or 0)
    ratings: list[Rating] = []
    for done, step in enumerate(steps):
        found = rate(game, match.state_at(step), seat, match.timeline[step], step=step,
                     seed=match.seed, budget=used)
        if found is not None:
            ratings.append(found)
        if progress is not None:
            progress(done + 1, len(steps))
    return Review(seat, tuple(ratings), match_moments(match), used)


def match_moments(match: Any, *, leads: int = 3, swings: int = 3) -> tuple[Moment, ...]:
    """The moments that decided `match`, in timeline order: the last `leads` changes of the
    leader (each seat's score as if the game ended now, the plug-in's `running_scores`), and
    the `swings` actions that moved a seat's evaluation most (the review's evaluation, on the
    full state: a debrief after the game), whether the player gained or another lost (an
    Assassin's call, a Warlord's fire)."""
    game = match.game
    found = plugin(game.name)
    moments: list[Moment] = []
    if found.running_scores is not None:
        moments += _lead_changes(match, found.running_scores)[-leads:] if leads else []
    judge = reviewer(game)
    if judge is not None:
        moments += _swings(match, judge, swings, {m.step for m in moments})
    return tuple(sorted(moments, key=lambda m: (m.step, m.kind)))


def _leader(scores: Sequence[int]) -> int | None:
    top = max(scores)
    leaders = [q for q, s in enumerate(scores) if s == top]
    return leaders[0] if len(leaders) == 1 else None


def _lead_changes(match: Any, running: Callable[[Any], Sequence[int]]) -> list[Moment]:
    """Each action after which another seat alone leads on the scores as if the game ended
    now: who led before (the last seat alone ahead), who leads now and by how much."""
    game = match.game
    out: list[Moment] = []
    leader = _leader(running(match.state_at(0)))
    for step, action in enumerate(match.timeline):
        after = match.state_at(step + 1)
        scores = running(after)
        now = _leader(scores)
        if now is not None and now != leader:
            state = match.state_at(step)
            words = dict(step=step + 1, leader=game.player_label(now, after),
                         move=_describe(game, state, action),
                         margin=scores[now] - max(s for q, s in enumerate(scores) if q != now),
                         scores=" – ".join(str(s) for s in scores))
            message = (Message("engine.review.moment.lead", **words) if leader is None else
                       Message("engine.review.moment.lead_from", **words,
                               before=game.player_label(leader, after)))
            out.append(Moment(step, game.current_player(state), "lead_change", message,
                              _rule_at(match, step)))
        if now is not None:
            leader = now
    return out


def _swings(match: Any, judge: Reviewer, count: int, taken: set[int]) -> list[Moment]:
    """The `count` actions (not at a step in `taken`) that changed one seat's evaluation most
    (the player's own, or another's: an Assassin's call, a theft), each told by the last event
    of the step that is not `quiet` (a move's outcome comes after its cost, a theft after the
    calls before it, a round's scoring before the next round's deal) and by what it did to the
    lead on the same evaluation (`_lead`)."""
    game = match.game
    evaluate = judge.search.evaluate
    changes: list[tuple[float, int, int]] = []
    values: dict[int, tuple[list[float], list[float]]] = {}
    for step in range(len(match.timeline)):
        before, after = match.state_at(step), match.state_at(step + 1)
        if game.current_player(before) is None or step in taken:
            continue
        values[step] = ([evaluate(before, q) for q in range(match.players)],
                        [evaluate(after, q) for q in range(match.players)])
        deltas = [b - a for a, b in zip(*values[step], strict=True)]
        seat = max(range(match.players), key=lambda q: abs(deltas[q]))
        changes.append((deltas[seat], step, seat))
    changes.sort(key=lambda c: (-abs(c[0]), c[1]))
    out: list[Moment] = []
    for delta, step, seat in changes[:count]:
        events = match.events_at(step + 1)
        if abs(delta) < judge.scale / 2 or not events:
            break
        told = _telling(events, judge.quiet)
        state = match.state_at(step)
        actor = game.current_player(state)
        lead, leaders = _lead(game, state, *values[step])
        words = dict(step=step + 1, player=game.player_label(actor, state), lead=lead,
                     move=_describe(game, state, match.timeline[step]), event=told.message)
        alone = seat in leaders or match.players == 2  # the lead says what happened to the seat
        message = (Message("engine.review.moment.swing", **words) if alone else
                   Message("engine.review.moment.swing_other", **words,
                           who=game.player_label(seat, state), change=f"{delta:+.1f}"))
        out.append(Moment(step, actor, "big_swing", message, told.rule))
    return out


def _telling(events: Sequence[Event], quiet: frozenset[str]) -> Event:
    """The event that tells a step's swing: its last under a rule not in `quiet`, else its
    last."""
    return next((e for e in reversed(events) if e.rule not in quiet), events[-1])


def _top(values: Sequence[float]) -> int | None:
    """The seat ahead on the evaluation (the only one with the highest value, ahead of the
    others), or `None` when the top is shared."""
    top = max(values)
    leaders = [q for q, v in enumerate(values) if v == top]
    return leaders[0] if len(leaders) == 1 and top > 0 else None


def _lead(game: Game[Any], state: Any, before: Sequence[float],
          after: Sequence[float]) -> tuple[Message, set[int]]:
    """What an action did to the lead, on the review's evaluation (each seat's value: how far
    it is ahead of the others, in the evaluation's points): who led before and after and by
    how much; with the seats that led before or after."""
    was, now = _top(before), _top(after)
    name = {q: game.player_label(q, state) for q in (was, now) if q is not None}
    if was is not None and now is not None:
        ahead = dict(was=f"{before[was]:.1f}", now=f"{after[now]:.1f}")
        if was == now:
            same = ahead["was"] == ahead["now"]
            return (Message("engine.review.lead.holds" if same else "engine.review.lead.keeps",
                            leader=name[now], **ahead), {now})
        return (Message("engine.review.lead.passes", before=name[was], after=name[now],
                        **ahead), {was, now})
    if now is not None:
        return Message("engine.review.lead.takes", leader=name[now],
                       now=f"{after[now]:.1f}"), {now}
    if was is not None:
        return Message("engine.review.lead.loses", leader=name[was],
                       was=f"{before[was]:.1f}"), {was}
    return Message("engine.review.lead.shared"), set()


def _rule_at(match: Any, step: int) -> str | None:
    events = match.events_at(step + 1)
    return str(events[0].rule) if events else None


def blunders(review: Review) -> tuple[Moment, ...]:
    """A review's blunders as moments (a seat's own debrief)."""
    return tuple(Moment(r.step, r.seat, "blunder", Message(
        "engine.review.moment.blunder", rating=r.message), r.rule)
        for r in review.ratings if r.grade == GRADES[-1])


__all__ = ["GRADES", "THRESHOLDS", "Moment", "Rating", "Review", "Reviewer", "blunders", "grade",
           "match_moments", "rate", "review_match"]
