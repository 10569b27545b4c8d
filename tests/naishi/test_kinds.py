"""New Naishi card kinds as data (issue 36, point 1): a variant adds a card kind as a dict; it
is dealt where its family says, scores by its patterns (each explained with the variant's own
names and numbers, both languages), counts as a kind of its own for the Ronin and the
colours, and every scorer and the kernel agree with the reference under it."""

from __future__ import annotations

import random
from typing import Any

import pytest

import explorer
from explorer.engine.errors import VariantError
from explorer.engine.testing import check_kernel
from explorer.games.naishi import content as k
from explorer.games.naishi.batch import SWITCHES, VALUES, batch_for
from explorer.games.naishi.cards import CARDS, DEVELOPMENT_DECK, PRINTED, SPARE, Card, Family
from explorer.games.naishi.kinds import PATTERNS, RULES, SET_PATTERNS
from explorer.games.naishi.scoring import (
    NEIGHBOURS,
    ScoreInputError,
    ScoringRules,
    score,
    score_cards,
    score_total,
)
from explorer.games.naishi.totals import INDEX, totals_for

G = Card.KIND_1
RF, M, N, NJ, R = Card.RICE_FIELD, Card.MOUNTAIN, Card.NAISHI, Card.NINJA, Card.RONIN

GARDENER: dict[str, Any] = {
    "id": "Gardener", "names": {"en": "Gardener", "ja": "庭師"}, "copies": 2,
    "family": "start", "mark": "G",
    "scoring": [{"pattern": "adjacent", "card": "RiceField", "points": 2},
                {"pattern": "position", "where": "corner", "points": 5}]}
#: Two more kinds that use every other pattern, one in the deck as a character, one as a place.
LANTERN: dict[str, Any] = {
    "id": "Lantern", "names": {"en": "Lantern", "ja": "灯籠"}, "copies": 3,
    "family": "place", "mark": "L",
    "scoring": [{"pattern": "count", "points": [1, 1, 4, 9]},
                {"pattern": "column", "card": "Naishi", "points": 6},
                {"pattern": "alone", "points": 2, "crowded": -1}]}
POET: dict[str, Any] = {
    "id": "Poet", "names": {"en": "Poet", "ja": "歌人"}, "copies": 2,
    "family": "character", "mark": "P",
    "scoring": [{"pattern": "group", "points": [0, 1, 7]},
                {"pattern": "distinct", "points": [0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7]},
                {"pattern": "adjacent", "card": "Lantern", "points": 3},
                {"pattern": "position", "points": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]}]}


def content(*kinds: dict[str, Any]) -> k.NaishiContent:
    return k.NaishiContent.from_dict({"kinds": list(kinds)})


def rules(*kinds: dict[str, Any]) -> ScoringRules:
    return ScoringRules(content=content(*kinds))


def test_the_printed_game_is_unchanged() -> None:
    assert len(PRINTED) == 12 and not set(PRINTED) & set(SPARE)
    assert len(k.DEVELOPMENT) == 11 and len(DEVELOPMENT_DECK) == 34
    assert "kinds" not in k.PUBLISHED.to_dict()
    assert k.all_cards(k.PUBLISHED).count(M) == 16
    assert k.hand_start(k.PUBLISHED) == (M, M, M)


def test_a_start_kind_takes_a_mountain_of_each_hand() -> None:
    c = content(GARDENER)
    assert k.hand_start(c) == (M, M, G)
    assert c.copies(M) == 14 and c.copies(G) == 2
    assert k.all_cards(c).count(G) == 2 and k.all_cards(c).count(M) == 14
    assert k.development_deck(c) == k.development_deck(k.PUBLISHED)
    assert c.name(G).ja == "庭師" and k.NaishiContent.from_dict(c.to_dict()) == c


def test_deck_kinds_join_the_river() -> None:
    c = content(GARDENER, LANTERN, POET)
    assert c.kinds[1].card is Card.KIND_2 and c.kinds[1].family is Family.PLACE
    assert k.development_deck(c).count(Card.KIND_2) == 3
    assert k.development_deck(c).count(Card.KIND_3) == 2
    assert c.size == 34 + 5 and sum(k.pile_sizes(c)) == 35


def test_the_gardener_scores_its_clauses_in_both_languages() -> None:
    r = rules(GARDENER)
    b = score(["Gardener", "RiceField", "Mountain", "Mountain", "Mountain"],
              ["RiceField", "Naishi", "Mountain", "Mountain", "庭師"], rules=r)
    # Line column 1: a corner (5) and two adjacent Rice Fields (2 × 2); Hand column 5: 5.
    assert b.by_type[G] == 5 + 4 + 5
    assert b.cells[0][0] == 9 and b.cells[1][4] == 5
    en, ja = "\n".join(b.explain("en")), "\n".join(b.explain("ja"))
    assert "Gardener in line column 1: 5 in a corner" in en
    assert "4: 2 × 2 for the adjacent Rice Field" in en
    assert "場の1列目の庭師: 四隅にあるので5点" in ja and "隣接する田園2枚で4点" in ja
    rules_cited = {c.rule for c in b.clauses if c.card is G}
    assert rules_cited == {RULES["adjacent"], RULES["position"]}
    assert sum(c.points for c in b.clauses) == b.total


def test_every_pattern_scores_as_its_rule_says() -> None:
    r = rules(GARDENER, LANTERN, POET)
    lantern, poet = Card.KIND_2, Card.KIND_3
    line = (lantern, lantern, poet, poet, M)
    hand = (N, RF, lantern, Card.FORT, Card.TORII)
    b = score_cards(line + hand, None, r)
    # Lantern: 3 copies → 9 once; column: the Line's column-1 Lantern is over a Naishi (6);
    # alone: the Line's two are side by side (-1 each), the Hand's alone (2).
    assert b.by_type[lantern] == 9 + 6 + (-1 - 1 + 2)
    # Poet: one group of 2 (7); distinct kinds: Naishi, Rice Field, Fort, Torii, Lantern, Poet
    # = 6 → 2 each; the column-3 Poet is next to one Lantern (3) and over another (not adjacent
    # sideways: the Hand's column 3 is adjacent too → 3 more); places 3 and 4.
    assert b.by_type[poet] == 7 + 2 * 2 + (3 + 3) + (3 + 4)
    assert {c.rule for c in b.clauses if c.card in (lantern, poet)} == set(RULES.values())
    ja = "\n".join(b.explain("ja"))
    assert "灯籠3枚: 全体で9点" in ja and "歌人" in ja


def test_a_new_kind_counts_for_the_ronin_and_the_colours() -> None:
    r = rules(GARDENER)
    ten = (N, Card.ADVISOR, Card.SENTINEL, Card.MONK, Card.HORSEMAN)
    others = (R, Card.FORT, Card.BANNER, Card.TORII, G)
    with_g = score_cards(ten + others, None, r)
    # Ronin, 9 printed kinds and the Gardener: 10 kinds → 45.
    assert with_g.by_type[R] == 45
    without = score_cards(ten + (R, Card.FORT, Card.BANNER, Card.TORII, M), None, r)
    assert without.by_type[R] == 15 and with_g.colours == without.colours


def _random_grids(c: k.NaishiContent, seed: int, count: int) -> list[tuple[Card, ...]]:
    rng = random.Random(seed)
    pool = [*k.all_cards(c), *(kind.card for kind in c.kinds for _ in range(3))]
    return [tuple(rng.sample(pool, 10)) for _ in range(count)]


def test_the_gardener_matches_its_definition_on_random_territories() -> None:
    r = rules(GARDENER)
    corners = {0, 4, 5, 9}
    grids = _random_grids(r.content, 1, 400)
    assert sum(G in g for g in grids) > 100
    for cards in grids:
        expected = sum((5 if c in corners else 0)
                       + 2 * sum(1 for n in NEIGHBOURS[c] if cards[n] is RF)
                       for c in range(10) if cards[c] is G)
        assert score_cards(cards, None, r).by_type[G] == expected, cards


#: The Lantern reading a Fort, not a Naishi: no pattern reads a card a Ninja may copy, so the
#: fast totals score these kinds themselves.
FORT_LANTERN = {**LANTERN, "scoring": [*LANTERN["scoring"][:1],
                                       {"pattern": "column", "card": "Fort", "points": 6},
                                       *LANTERN["scoring"][2:]]}


@pytest.mark.parametrize("kinds", [(GARDENER,), (GARDENER, FORT_LANTERN, POET),
                                   (GARDENER, LANTERN, POET)],
                         ids=["gardener", "separable", "reads_a_copy"])
def test_every_scorer_agrees_on_random_territories(kinds: tuple[dict[str, Any], ...]) -> None:
    r = rules(*kinds)
    fast = totals_for(r)
    assert fast.summarised == (LANTERN not in kinds)
    rng = random.Random(5)
    pool = [*PRINTED, *(kind.card for kind in r.content.kinds)]
    for cards in _random_grids(r.content, 2, 600):
        line, hand = cards[:5], cards[5:]
        total = score_total(cards, r)
        b = score_cards(cards, None, r)
        assert fast.total(line, hand) == total == b.total
        assert sum(c.points for c in b.clauses) == b.total
        # A Develop of random tops: the fast search equals every placement scored.
        tops = [rng.choice(pool) for _ in range(5)]
        placed = [score_total(cards[:cell] + (tops[cell % 5],) + cards[cell + 1:], r)
                  for cell in range(10)]
        assert fast.best_develop(line, hand, tops) == max(placed)
        assert fast.developed(line, hand, 2, tops[2]) == (placed[2], placed[7])
        # A Switch (in a row or a column), then the best Develop: the shortcut equals every
        # territory scored.
        p, q = rng.choice(SWITCHES)
        switched = list(cards)
        switched[p], switched[q] = cards[q], cards[p]
        after = [score_total(tuple(switched[:cell]) + (tops[cell % 5],)
                             + tuple(switched[cell + 1:]), r) for cell in range(10)]
        assert fast.best_after_switch(line, hand, tops, p, q, placed) == max(after), (
            cards, tops, p, q)


@pytest.mark.parametrize("kinds", [(GARDENER,), (GARDENER, FORT_LANTERN, POET)],
                         ids=["gardener", "separable"])
def test_the_batch_scores_new_kinds_as_the_readable_scorer(
        kinds: tuple[dict[str, Any], ...]) -> None:
    """The numpy batch, its tables compiled from the new kinds' patterns (position, adjacent,
    column into the places and pairs; count, group, alone, distinct by the kind's cells):
    every random territory's total is `score_total`'s, and so is every value the greedy bot
    reads from `before_main` and `after_main`."""
    r = rules(*kinds)
    totals = totals_for(r)
    batch = batch_for(totals)
    assert batch is not None
    grids = _random_grids(r.content, 4, 3000)
    found = batch.scores(batch.np.array([[INDEX[c] for c in g] for g in grids]))
    assert found.tolist() == [score_total(g, r) for g in grids]
    assert {g.count(NJ) for g in grids} >= {0, 1, 2}
    rng = random.Random(6)
    pool = [*PRINTED, *(kind.card for kind in r.content.kinds)]

    def best(cards: tuple[Card, ...], tops: list[Card | None]) -> float:
        developed = totals.best_develop(cards[:5], cards[5:], tops)
        return score_total(cards, r) - 100.0 if developed is None else developed

    for cards in grids[:150]:
        tops: list[Card | None] = [rng.choice((None, *pool)) for _ in range(5)]
        before = batch.before_main(cards[:5], cards[5:], tops)
        after = batch.after_main(cards[:5], cards[5:])
        for cell in range(10):
            top = tops[cell % 5]
            if top is not None:
                placed = cards[:cell] + (top,) + cards[cell + 1:]
                assert before[VALUES["develop"] + cell] == score_total(placed, r)
        for i, (p, q) in enumerate(SWITCHES):
            switched = list(cards)
            switched[p], switched[q] = cards[q], cards[p]
            assert before[VALUES["switch"] + i] == best(tuple(switched), tops)
            assert after[VALUES["switch"] + i] == score_total(tuple(switched), r)


def test_a_simulation_counts_the_new_kinds_in_each_territory() -> None:
    """`explorer.simulate`'s Naishi features under the Gardener: each seat's final territory
    by card type, the new kind by its own id beside the printed ones (ten cards a seat); the
    published game's features name no new kind."""
    v = explorer.Variant.from_dict("naishi", {"content": {"kinds": [GARDENER]}})
    run = explorer.simulate("naishi", 4, bots="heuristic", seed=2, progress=False, variant=v)
    counted = [name for name in run.features if name.startswith("cards.")]
    assert counted == [*(f"cards.{c.value}" for c in PRINTED), "cards.Gardener"]
    assert run.features["cards.Gardener"].shape == (4, 2)
    assert (sum(run.features[name] for name in counted) == 10).all()
    assert run.features["cards.Gardener"].sum() > 0
    published = explorer.simulate("naishi", 1, bots="heuristic", seed=2, progress=False)
    assert [n for n in published.features if n.startswith("cards.")] == counted[:-1]


def test_the_kernel_matches_the_reference_under_new_kinds() -> None:
    v = explorer.Variant.from_dict("naishi", {"content": {"kinds": [GARDENER, LANTERN, POET]}})
    assert check_kernel("naishi", 3, variant=v) > 500
    g = explorer.Variant.from_dict("naishi", {"content": {"kinds": [GARDENER]}})
    assert check_kernel("naishi", 3, variant=g) > 500


def test_the_diff_names_the_new_card_with_its_numbers() -> None:
    v = explorer.Variant.from_dict("naishi", {"content": {"kinds": [GARDENER]}})
    en, ja = "\n".join(v.diff(lang="en")), "\n".join(v.diff(lang="ja"))
    assert "New card Gardener: 2 copies" in en and "2 per adjacent Rice Field" in en
    assert "5 in a corner" in en
    assert "庭師" in ja and "隣接する田園1枚につき2点" in ja and "四隅にあれば5点" in ja


def test_an_undefined_spare_card_cannot_be_scored() -> None:
    with pytest.raises(ScoreInputError):
        score(["Kind1", "M", "M", "M", "M"], ["M"] * 5)


IMPOSSIBLE: list[tuple[str, Any]] = [
    ("kinds", "Gardener"),
    ("4", [dict(GARDENER, id=f"G{i}", copies=2) for i in range(5)]),
    ("Naishi", [dict(GARDENER, id="Naishi")]),
    ("Gardener", [GARDENER, dict(GARDENER, copies=2)]),
    ("kinds[1]", [GARDENER, "Lantern"]),                                 # not a dict
    ("kinds[0].scoring[1]", [dict(GARDENER, scoring=[
        {"pattern": "position", "where": "corner", "points": 5}, 5])]),      # not a dict
    ("kinds[0].names.ja", [dict(GARDENER, names={"en": "Gardener"})]),
    ("kinds[0].copies", [dict(GARDENER, copies=0)]),
    ("kinds[0].family", [dict(GARDENER, family="river")]),
    ("Gardener", [dict(GARDENER, scoring=[])]),
    ("kinds[0].scoring[0].pattern", [dict(GARDENER, scoring=[{"pattern": "mirror"}])]),
    ("kinds[0].scoring[0].card", [dict(GARDENER, scoring=[
        {"pattern": "adjacent", "card": "Dragon", "points": 2}])]),
    ("kinds[0].scoring[0].where", [dict(GARDENER, scoring=[
        {"pattern": "position", "where": "top", "points": 2}])]),
    ("kinds[0].scoring[0].points", [dict(GARDENER, scoring=[
        {"pattern": "position", "where": "corner", "points": 101}])]),
    ("kinds[0].scoring[0].points", [dict(GARDENER, scoring=[{"pattern": "count", "points": []}])]),
    ("kinds[0].scoring[0].points", [dict(GARDENER, scoring=[
        {"pattern": "position", "points": [1, 2, 3]}])]),
    ("3", [dict(GARDENER, copies=3)]),
    ("8", [GARDENER, dict(GARDENER, id="Sage", copies=6)]),
    ("colour", [dict(GARDENER, colour="green")]),
]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_impossible_kinds_are_variant_errors_naming_the_field(lang: str) -> None:
    for named, kinds in IMPOSSIBLE:
        with pytest.raises(VariantError) as caught:
            explorer.Variant.from_dict("naishi", {"content": {"kinds": kinds}}, lang=lang)
        assert named in str(caught.value), (kinds, str(caught.value))
        if lang == "ja":
            assert any("\u3040" <= ch <= "\u30ff" for ch in str(caught.value))


def test_the_vocabulary_is_complete() -> None:
    assert set(PATTERNS) == set(RULES) and SET_PATTERNS < set(PATTERNS)
    assert all(CARDS[s].copies == 0 for s in SPARE)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_log_names_new_kinds_by_their_own_names(lang: str) -> None:
    v = explorer.Variant.from_dict("naishi", {"content": {"kinds": [GARDENER, LANTERN]}})
    names = {"en": ("Gardener", "Lantern"), "ja": ("庭師", "灯籠")}[lang]
    generic = {"en": "New card", "ja": "新しいカード"}[lang]
    seen = ""
    for seed in range(3):
        match = explorer.Match("naishi", seed=seed, variant=v)
        match.play_out(seed)
        seen += "\n".join(e.message.label(lang) for step in range(match.length + 1)
                          for e in match.events_at(step))
    assert all(n in seen for n in names) and generic not in seen


def test_the_rule_texts_read_under_new_kinds() -> None:
    from explorer.engine.events import rule

    v = explorer.Variant.from_dict("naishi", {"content": {"kinds": [GARDENER, LANTERN, POET]}})
    for rule_id in RULES.values():
        text = rule(rule_id, v.options).text
        assert text.en and text.ja


def test_the_kernel_reach_check_runs_under_new_kinds() -> None:
    from explorer.engine.testing import check_kernel_reach
    from tests.naishi.test_kernel import NOT_CITED

    v = explorer.Variant.from_dict("naishi", {"content": {"kinds": [GARDENER, LANTERN, POET]}})
    reach = check_kernel_reach("naishi", games=2, most=6, options=[{}], variants=[v],
                               scenarios=False, every_count=False)
    # Every rule random play meets is compared (the set-up with a Gardener in each Hand
    # included); the rare readings' refusals stay for the printed game's battery.
    assert set(reach.never()) - set(NOT_CITED) <= {"naishi.13.A4", "naishi.13.A6"}
    assert reach.times("naishi.3.7") >= 3 and reach.states > 200


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_table_and_the_score_pad_show_new_kinds_by_name(lang: str) -> None:
    from explorer.viz.naishi import breakdown_html, table_html

    v = explorer.Variant.from_dict("naishi", {"content": {"kinds": [GARDENER]}})
    match = explorer.Match("naishi", seed=1, variant=v)
    match.play_out(1)
    name = {"en": "Gardener", "ja": "庭師"}[lang]
    page = table_html(match.game, match.state, None, lang)
    assert name in page and "New card" not in page and "新しいカード" not in page
    for b in match.outcome.details["breakdowns"]:
        pad = breakdown_html(b, lang)
        assert (f"<td>{name}</td>" in pad) == bool(b.by_type[G])  # its score-pad row


def test_a_new_kind_variant_is_made_by_keyword_and_carried_by_share_codes() -> None:
    v = explorer.variant("naishi", kinds=[GARDENER])
    assert v == explorer.Variant.from_dict("naishi", {"content": {"kinds": [GARDENER]}})
    assert v.replace(ninja_bonus=1).content.kinds == v.content.kinds
    assert explorer.Variant.from_json("naishi", v.to_json()) == v
    match = explorer.Match("naishi", seed=2, variant=v)
    match.play_out(2)
    again = explorer.Match.from_share_code(match.share_code())
    assert again.state == match.state and again.variant == v


@pytest.mark.parametrize("content", [
    {}, {"naishi_points": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], "fort_bonus": 7, "lone_sentinel": -2,
         "banner_points": [1, 4, 9], "rice_points": [0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50],
         "ninja_bonus": 2},
    {"kinds": [GARDENER, LANTERN, POET]},
], ids=["printed", "numbers", "new_kinds"])
@pytest.mark.parametrize("readings", [False, True], ids=["recommended", "other_readings"])
def test_the_printed_cards_written_in_patterns_score_as_the_scorer(
        content: dict[str, Any], readings: bool) -> None:
    from explorer.games.naishi.scoring import (
        HorsemanBonus,
        SentinelFortBonus,
        patterns_total,
        printed_patterns,
    )

    options: dict[str, Any] = (
        {"ronin_points": (1, 2, 3), "torii_points": (0, 1, 2, 3, 4)} if content else {})
    if readings:  # A1's and A11's other readings are options of the patterns
        options.update(horseman_bonus=HorsemanBonus.REPLACES,
                       sentinel_fort_bonus=SentinelFortBonus.ONLY_ALONE)
    r = ScoringRules(content=k.NaishiContent.from_dict(content), **options)
    assert set(printed_patterns(r)) == set(PRINTED) - {NJ} | {c.card for c in r.content.kinds}
    grids = _random_grids(r.content, 7, 400)
    rng = random.Random(8)
    grids += [tuple(rng.choice(PRINTED) for _ in range(10)) for _ in range(400)]
    for cards in grids:
        b = score_cards(cards, None, r)
        copies = {row * 5 + col: kind for (row, col), kind in b.ninja_copies.items()}
        assert patterns_total(cards, copies, r) == b.total, cards
