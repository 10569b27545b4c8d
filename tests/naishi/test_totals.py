"""The bots' fast totals (`explorer.games.naishi.totals`, and `batch`: many territories at
once) against the readable scorer: the same total as `scoring.score_total` on many random
territories under every reading and several variants, with Ninjas (one, two, three), Ronins,
Rice Field groups, Banners over Horsemen and Sentinels side by side; and the greedy bot's fast
values equal to its readable `_value` in the positions of seeded games, with a batch and
without one (no numpy)."""

from __future__ import annotations

import random

import pytest

import explorer
from explorer.engine import derive, playout_game
from explorer.engine.variant import variant_options
from explorer.games.naishi import Card, ScoringRules, scoring
from explorer.games.naishi import bots as naishi_bots
from explorer.games.naishi import totals as totals_module
from explorer.games.naishi.actions import DiscardRiver, SwapRiver
from explorer.games.naishi.batch import COLUMN_PAIRS, VALUES, batch_for
from explorer.games.naishi.batch import SWITCHES as LISTED
from explorer.games.naishi.cards import PRINTED
from explorer.games.naishi.scoring import (
    HorsemanBonus,
    IdleNinjaColour,
    SentinelFortBonus,
    score_total,
)
from explorer.games.naishi.state import Phase
from explorer.games.naishi.totals import INDEX, Totals

from .test_kinds import FORT_LANTERN, GARDENER, POET

RULES = {
    "printed": ScoringRules(),
    "horseman replaces": ScoringRules(horseman_bonus=HorsemanBonus.REPLACES),
    "black idle ninja": ScoringRules(idle_ninja_colour=IdleNinjaColour.BLACK),
    "only a lone sentinel": ScoringRules(sentinel_fort_bonus=SentinelFortBonus.ONLY_ALONE),
    "what-ifs": ScoringRules(ronin_points=(20, 30, 40), torii_points=(1, -2, 6, 12, 30),
                             mountain_points=(3, 2, -8)),
    "ninja bonus": explorer.variant("naishi", ninja_bonus=1).options.scoring,
    # Class question 7: the Ninja copies only in its own row (one Ninja by the row summaries).
    "ninja own row": explorer.Variant.from_dict(
        "naishi", {"content": {"ninja_copies": "row"}}).options.scoring,
    "every number": explorer.variant(
        "naishi", horseman_bonus="replaces", ninja_bonus=3, naishi_points=list(range(10)),
        advisor_points=list(range(10, 0, -1)), fort_points=[5, 1, 2, 3, 7] * 2,
        monk_points=[1, 2, 3, 4, 5] * 2, horseman_points=[2, 0, 4, 1, 3, 6, 5, 9, 8, 7],
        naishi_bonus=6, fort_bonus=2, torii_bonus=5, lone_sentinel=7, banner_bonus=11,
        banner_points=[1, 5, 9], rice_points=[0, 3, 12, 22, 31, 40, 41, 42, 43, 44, 47],
        ronin_points=(9, 16, 50)).options.scoring,
}

#: Territories drawn from a few types at a time, so that the rare interactions (two
#: Sentinels side by side, a Ronin counting 8 types, a Banner over a Horseman, Ninjas
#: copying) come up often.
POOLS = (
    PRINTED,
    (Card.NINJA, Card.SENTINEL, Card.FORT, Card.ADVISOR, Card.NAISHI, Card.MOUNTAIN),
    (Card.NINJA, Card.RONIN, Card.MONK, Card.TORII, Card.HORSEMAN, Card.BANNER),
    (Card.RICE_FIELD, Card.RICE_FIELD, Card.NINJA, Card.SENTINEL, Card.MOUNTAIN),
    tuple(c for c in PRINTED if c is not Card.NINJA),
)


@pytest.mark.parametrize("name", RULES)
def test_the_fast_total_is_the_readable_total(name: str) -> None:
    rules = RULES[name]
    totals = Totals(rules)
    chance = random.Random(name)
    ninjas = set()
    for i in range(4000):
        pool = POOLS[i % len(POOLS)]
        cards = tuple(chance.choice(pool) for _ in range(10))
        ninjas.add(cards.count(Card.NINJA))
        assert totals.total(cards[:5], cards[5:]) == score_total(cards, rules), cards
    assert {0, 1, 2, 3} <= ninjas


@pytest.mark.parametrize("name", ["printed", "only a lone sentinel", "every number",
                                  "ninja own row"])
def test_the_best_develop_is_the_best_readable_total_after_a_develop(name: str) -> None:
    rules = RULES[name]
    totals = Totals(rules)
    chance = random.Random(name)
    for i in range(600):
        pool = POOLS[i % len(POOLS)]
        cards = tuple(chance.choice(pool) for _ in range(10))
        tops = [chance.choice((None, *pool)) for _ in range(5)]
        expected = [score_total(cards[:cell] + (top,) + cards[cell + 1:], rules)
                    for cell in range(10) if (top := tops[cell % 5]) is not None]
        found = totals.best_develop(cards[:5], cards[5:], tops)
        assert found == (max(expected) if expected else None), (cards, tops)


def test_the_bots_score_by_the_variants_tables_not_the_printed_ones() -> None:
    cards = (Card.NINJA, Card.ADVISOR, Card.NAISHI) + (Card.MOUNTAIN,) * 7
    printed = Totals(ScoringRules()).total(cards[:5], cards[5:])
    changed = Totals(RULES["ninja bonus"]).total(cards[:5], cards[5:])
    assert changed == printed + 1 == score_total(cards, RULES["ninja bonus"])


@pytest.mark.parametrize("batch", [True, False], ids=["batch", "no batch"])
@pytest.mark.parametrize("options", [{}, {"horseman_bonus": "replaces", "recall": "choose",
                                          "additional_with_any_main": True},
                                     {"sentinel_fort_bonus": "only_alone"},
                                     {"variant": {"content": {"ninja_copies": "row"}}},
                                     {"variant": {"content": {"kinds": [GARDENER, FORT_LANTERN,
                                                                 POET]}}}])
def test_the_greedy_bots_fast_values_are_its_readable_values(
        options: dict[str, str], batch: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    if not batch:  # one territory at a time, as where numpy is missing: never the batch
        def no_batch(totals: object) -> None:
            raise AssertionError("the bot asked for the batch with batch=False")
        monkeypatch.setattr(naishi_bots, "batch_for", no_batch)
    game = playout_game("naishi")
    bot = naishi_bots.heuristic_bot(batch=batch)
    compared = switched = river = 0
    for seed in range(6):
        readings = {name: value for name, value in options.items() if name != "variant"}
        chosen = variant_options(game, 2, options.get("variant"), readings)
        state = game.initial(2, seed, chosen).state
        step = 0
        while not game.is_over(state):
            seat = game.current_player(state)
            assert seat is not None
            view = game.view(state, seat)
            if view.phase is Phase.PLAY:
                kept = game.legal_actions(view)  # the kernel's own list (plans kept by it)
                legal = list(kept)
                readable = [naishi_bots._value(view, a, seat) for a in legal]
                assert naishi_bots._values(view, legal, seat, batch) == readable
                assert naishi_bots._values(view, kept, seat, batch) == readable
                compared += 1
                before = not view.main_done and any(
                    isinstance(a, naishi_bots._SWAP_TYPES) for a in legal)
                switched += before
                river += before and any(isinstance(a, (SwapRiver, DiscardRiver)) for a in legal)
            action = bot(game, view, derive(seed, step)).action
            state = game.apply(state, action).state
            step += 1
    assert compared > 100
    assert switched > 30
    assert river > 30


def test_the_greedy_bot_without_its_batch_plays_the_same_games() -> None:
    """`heuristic_bot(batch=False)` (what the bench's `heuristic_batch_gain` compares the
    batch with) chooses as `heuristic` does at every decision of seeded games."""
    game = playout_game("naishi")
    batched, alone = naishi_bots.heuristic_bot(), naishi_bots.heuristic_bot(batch=False)
    assert batched is naishi_bots.heuristic and alone is not batched
    decisions = 0
    for seed in range(3):
        state = game.initial(2, seed, game.make_options(2)).state
        step = 0
        while not game.is_over(state):
            seat = game.current_player(state)
            assert seat is not None
            view = game.view(state, seat)
            choice = batched(game, view, derive(seed, step))
            assert alone(game, view, derive(seed, step)) == choice
            state = game.apply(state, choice.action).state
            step += 1
            decisions += 1
    assert decisions > 60


#: The cells each kind of Switch exchanges: two of the Line, two of the Hand, a column.
SWITCHES = ([(p, q) for p in range(5) for q in range(p + 1, 5)]
            + [(p + 5, q + 5) for p in range(5) for q in range(p + 1, 5)]
            + [(c, c + 5) for c in range(5)])


# A row-bound Ninja's Switch is `best_develop` of the switched territory itself (checked above),
# so it is left out here (10 s a reading).
@pytest.mark.parametrize("name", [name for name in RULES if name != "ninja own row"])
def test_the_best_develop_after_a_switch_is_the_best_develop_of_the_switched_territory(
        name: str) -> None:
    """`Totals.best_after_switch` takes the Develops that do not interact with the Switch
    (or only through the pairs of their cells) from the totals after each Develop; it must
    give `best_develop` of the switched territory, whatever the cards (Ninjas, Sentinels,
    Rice Fields and Banners included)."""
    rules = RULES[name]
    totals = Totals(rules)
    chance = random.Random(name)
    for i in range(1500):
        pool = POOLS[i % len(POOLS)]
        cards = tuple(chance.choice(pool) for _ in range(10))
        tops = [chance.choice((None, *pool, *pool)) for _ in range(5)]
        line, hand = cards[:5], cards[5:]
        developed = [None if (top := tops[cell % 5]) is None else
                     totals.total(*_rows(cards[:cell] + (top,) + cards[cell + 1:]))
                     for cell in range(10)]
        for p, q in SWITCHES:
            switched = list(cards)
            switched[p], switched[q] = switched[q], switched[p]
            expected = totals.best_develop(tuple(switched[:5]), tuple(switched[5:]), tops)
            found = totals.best_after_switch(line, hand, tops, p, q, developed)
            assert found == expected, (cards, tops, p, q)


def _rows(cards: tuple[Card, ...]) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    return cards[:5], cards[5:]


@pytest.mark.parametrize("name", RULES)
def test_the_batch_scores_each_territory_as_the_readable_scorer(name: str) -> None:
    """`batch.Batch.scores` on many territories at once: each is `score_total`, with no Ninja,
    one, two or three (where a Ninja copies in its own row only, too); the reading with no
    incremental fast path (a lone Sentinel's bonus) has no batch."""
    rules = RULES[name]
    batch = batch_for(Totals(rules))
    if rules.lone_forts:
        assert batch is None
        return
    assert batch is not None
    chance = random.Random(name)
    territories = [tuple(chance.choice(POOLS[i % len(POOLS)]) for _ in range(10))
                   for i in range(4000)]
    found = batch.scores(batch.np.array([[INDEX[c] for c in t] for t in territories]))
    assert found.tolist() == [score_total(t, rules) for t in territories]
    assert {t.count(Card.NINJA) for t in territories} >= {0, 1, 2, 3}


@pytest.mark.parametrize("name", ["printed", "ninja bonus", "every number", "ninja own row"])
def test_the_batch_gives_the_best_total_each_action_before_the_main_one_can_reach(
        name: str) -> None:
    """`batch.Batch.before_main`, against `Totals.best_develop` and `score_total`: each
    cell's total after its column's top is developed there; for each Switch, the best total
    after it and a Develop; for each two columns, the best Develop once both piles are
    discarded, and once their face-up cards are exchanged (each: the total less 100 where no
    pile is left). `Batch.after_main`: each Switch's total, and the territory's own for each
    River Discard and Switch."""
    rules = RULES[name]
    totals = Totals(rules)
    batch = batch_for(totals)
    assert batch is not None
    chance = random.Random(name)
    assert sorted(LISTED) == sorted(SWITCHES)

    def best(cards: tuple[Card, ...], tops: list[Card | None]) -> float:
        found = totals.best_develop(cards[:5], cards[5:], tops)
        return score_total(cards, rules) - 100.0 if found is None else found

    for i in range(400):
        pool = POOLS[i % len(POOLS)]
        cards = tuple(chance.choice(pool) for _ in range(10))
        tops = [chance.choice((None, *pool, *pool)) for _ in range(5)]
        found = batch.before_main(cards[:5], cards[5:], tops)
        assert len(found) == VALUES["river"] + len(COLUMN_PAIRS)
        for cell in range(10):
            top = tops[cell % 5]
            if top is not None:
                developed = cards[:cell] + (top,) + cards[cell + 1:]
                assert found[VALUES["develop"] + cell] == score_total(developed, rules)
        after = batch.after_main(cards[:5], cards[5:])
        assert len(after) == len(found)
        assert after[VALUES["discard"]:] == [score_total(cards, rules)] * 2 * len(COLUMN_PAIRS)
        for k, (p, q) in enumerate(LISTED):  # in the order of `before_main`'s list
            switched = list(cards)
            switched[p], switched[q] = switched[q], switched[p]
            assert found[VALUES["switch"] + k] == best(tuple(switched), tops)
            assert after[VALUES["switch"] + k] == score_total(tuple(switched), rules)
        for k, (c, d) in enumerate(COLUMN_PAIRS):
            discarded = [None if e in (c, d) else top for e, top in enumerate(tops)]
            assert found[VALUES["discard"] + k] == best(cards, discarded)
            exchanged = list(tops)
            exchanged[c], exchanged[d] = tops[d], tops[c]
            assert found[VALUES["river"] + k] == best(cards, exchanged)


#: The printed kinds' scoring handed round (issue 36: the fast scorer is compiled from the
#: patterns): each character takes the next one's patterns, each place the next one's.
_HANDED = ((Card.NAISHI, Card.ADVISOR, Card.SENTINEL, Card.MONK, Card.HORSEMAN, Card.RONIN),
           (Card.MOUNTAIN, Card.FORT, Card.BANNER, Card.TORII, Card.RICE_FIELD))


@pytest.mark.parametrize("name", ["printed", "what-ifs", "black idle ninja"])
def test_the_fast_total_scores_whatever_the_patterns_say(
        name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """With every printed kind's patterns handed to another kind (a Mountain counted as the
    Fort's place, a Naishi scored as an Advisor…), the fast totals are still the patterns'
    own totals (`scoring.patterns_total`): `totals.py` holds no card's shape, only what it
    compiles from the patterns. (The readings where `patterns_total` is not the scorer's,
    A1's REPLACES and A11's ONLY_ALONE, are left out.)"""
    rules = RULES[name]
    printed = scoring.printed_patterns(rules)
    handed = dict(printed)
    for kinds in _HANDED:
        for kind, other in zip(kinds, kinds[1:] + kinds[:1], strict=True):
            handed[kind] = printed[other]
    monkeypatch.setattr(scoring, "printed_patterns", lambda rules=rules: handed)
    monkeypatch.setattr(totals_module, "printed_patterns", lambda rules=rules: handed)
    totals = Totals(rules)
    assert totals.summarised
    chance = random.Random(name)
    differ = 0
    for i in range(1500):
        pool = [c for c in POOLS[i % len(POOLS)] if c is not Card.NINJA]
        cards = tuple(chance.choice(pool) for _ in range(10))
        expected = scoring.patterns_total(cards, {}, rules)
        assert totals.total(cards[:5], cards[5:]) == expected, cards
        differ += expected != score_total(cards, rules)
    assert differ > 1000  # the handed-round scoring is another game's


def test_variants_share_the_caches_of_their_tables_and_keep_their_own_totals() -> None:
    """`Totals` of the same compiled tables share their row summaries and Ninja gains, and
    their totals where the Ninja's reading and bonus are the same too: a Decree once per
    player (class question 6) scores from the printed game's caches, a Ninja that copies in
    its own row (question 7) reads the printed rows but keeps its own totals, which differ
    from the printed ones on the same territories and are still the readable scorer's."""
    totals_module._ROWS.clear()
    totals_module._TOTALS.clear()
    printed = Totals(ScoringRules())
    decree = Totals(explorer.Variant.from_dict(
        "naishi", {"content": {"decree": "player"}}).options.scoring)
    own_row = Totals(RULES["ninja own row"])
    lone = Totals(RULES["only a lone sentinel"])  # the readable scorer's totals
    assert decree.rules != printed.rules
    assert decree.totals is printed.totals and decree.rows is printed.rows
    assert own_row.rows is printed.rows and own_row.gains is printed.gains
    assert own_row.totals is not printed.totals and lone.totals is not printed.totals
    chance = random.Random(7)
    differ = 0
    for i in range(1500):
        pool = POOLS[i % 3]  # the pools with Ninjas
        cards = tuple(chance.choice(pool) for _ in range(10))
        line, hand = cards[:5], cards[5:]
        first = printed.total(line, hand)  # filled first: the others find it cached
        assert decree.total(line, hand) == first == score_total(cards, decree.rules)
        row = own_row.total(line, hand)
        assert row == score_total(cards, own_row.rules), cards
        assert lone.total(line, hand) == score_total(cards, lone.rules), cards
        differ += row != first
    assert differ > 100
