"""Naishi scoring (rules spec naishi §2, §11.4, §12, §16) and the score explainer."""

from __future__ import annotations

import itertools
import random

import pytest

from explorer.engine import ExplorerError
from explorer.engine.events import rule
from explorer.games.naishi.cards import COPIABLE, DEVELOPMENT_DECK, PRINTED, Card
from explorer.games.naishi.scoring import (
    SCORE_PAD,
    Breakdown,
    HorsemanBonus,
    IdleNinjaColour,
    ScoreInputError,
    ScoringRules,
    SentinelFortBonus,
    score,
)

M, N, A, S = Card.MOUNTAIN, Card.NAISHI, Card.ADVISOR, Card.SENTINEL
MO, H, R, NJ = Card.MONK, Card.HORSEMAN, Card.RONIN, Card.NINJA
F, B, T, RF = Card.FORT, Card.BANNER, Card.TORII, Card.RICE_FIELD


ABBREVIATIONS = {"M": M, "N": N, "A": A, "S": S, "MO": MO, "H": H, "R": R, "NJ": NJ, "F": F,
                 "B": B, "T": T, "RF": RF}


def row(text: str) -> list[Card]:
    return [ABBREVIATIONS[word] for word in text.split()]


def sc(line: str, hand: str, copies: dict | None = None, **kw: object) -> Breakdown:
    """Score a grid written as two rows of abbreviations ("NJ A M M M")."""
    return score(row(line), row(hand), copies, **kw)  # type: ignore[arg-type]  # keyword values typed as object


# --- An independent, deliberately naive reading of §12, used to cross-check `score` ---------


def reference_total(cards: list[Card], copies: dict[int, Card], replaces: bool = False,
                    lone_forts: bool = False) -> int:
    eff = [copies.get(i) if c is NJ else c for i, c in enumerate(cards)]

    def at(r: int, c: int) -> Card | None:
        return eff[r * 5 + c] if 0 <= r < 2 and 0 <= c < 5 else None

    def around(r: int, c: int) -> list[Card | None]:
        return [at(r + dr, c + dc) for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))]

    kinds = {c for c in cards if c not in (M, NJ)}
    m = cards.count(M)
    total = 0 if m == 0 else 5 if m == 1 else -5
    for r in range(2):
        for c in range(5):
            t, near = at(r, c), around(r, c)
            if t is N:
                total += {(0, 2): 12, (1, 2): 8}.get((r, c), 0)
            elif t is A:
                total += [2, 4, 3, 4, 2][c] + 4 * near.count(N)
            elif t is S:
                alone = S not in near
                total += (3 if alone else 0) + (0 if lone_forts and not alone
                                               else 4 * near.count(F))
            elif t is MO:
                total += (5 if r == 1 else 0) + 2 * near.count(T)
            elif t is H and r == 1:
                total += (10 if replaces else 13) if at(0, c) is B else 3
            elif t is R:
                total += {8: 8, 9: 15, 10: 45}.get(len(kinds), 0)
            elif t is F and c in (0, 4):
                total += 6
    total += [0, 3, 8][min(2, sum(1 for c in range(5) if at(0, c) is B))]
    total += [0, -5, 0, 30, 30][min(4, cards.count(T))]
    seen: set[tuple[int, int]] = set()
    for r in range(2):
        for c in range(5):
            if at(r, c) is RF and (r, c) not in seen:
                size, todo = 0, [(r, c)]
                seen.add((r, c))
                while todo:
                    y, x = todo.pop()
                    size += 1
                    for ny, nx in ((y - 1, x), (y + 1, x), (y, x - 1), (y, x + 1)):
                        if at(ny, nx) is RF and (ny, nx) not in seen:
                            seen.add((ny, nx))
                            todo.append((ny, nx))
                total += [0, 0, 10, 20][min(size, 3)] if size < 4 else 30
    return total


def all_copy_choices(cards: list[Card]) -> list[dict[int, Card]]:
    ninjas = [i for i, c in enumerate(cards) if c is NJ]
    present = [c for c in COPIABLE if c in cards]
    if not present:
        return [{}]
    combos = itertools.product(present, repeat=len(ninjas))
    return [dict(zip(ninjas, combo, strict=True)) for combo in combos]


def random_grids(seed: int, count: int, realistic: bool = True) -> list[list[Card]]:
    rng = random.Random(seed)
    deck = list(DEVELOPMENT_DECK) + [M] * 8
    if realistic:
        return [rng.sample(deck, 10) for _ in range(count)]
    return [[rng.choice(PRINTED) for _ in range(10)] for _ in range(count)]


# --- Per type --------------------------------------------------------------------------------


class TestMountain:
    @pytest.mark.parametrize(
        ("line", "points"),
        [("T T B B RF", 0), ("M T B B RF", 5), ("M M B B RF", -5), ("M M M M M", -5)],
    )
    def test_count(self, line: str, points: int) -> None:
        assert sc(line, "T T RF N N").by_type[M] == points


class TestNaishi:
    def test_line_centre_hand_centre_elsewhere(self) -> None:
        b = sc("M M N M M", "N M M M M")
        assert b.cells == ((None, None, 12, None, None), (0, None, None, None, None))
        assert sc("M M M M M", "M M N M M").by_type[N] == 8

    def test_two_naishi_both_score(self) -> None:
        assert sc("M M N M M", "M M N M M").by_type["Naishi"] == 20  # type: ignore[index]  # a card name where a Card is typed


class TestAdvisor:
    def test_columns_either_row(self) -> None:
        b = sc("A A A A A", "M M M M M")
        assert b.cells[0] == (2, 4, 3, 4, 2)
        assert sc("M M M M M", "A A A A A").cells[1] == (2, 4, 3, 4, 2)

    def test_adjacent_naishi_orthogonal_only(self) -> None:
        # Naishi left (same row) and below: +8; the diagonal Naishi does not count.
        b = sc("N A M M M", "M N N M M")
        assert b.cells[0][1] == 4 + 4 + 4
        assert sc("M A M M M", "N M N M M").cells[0][1] == 4

    def test_ninja_copying_naishi_counts(self) -> None:
        b = sc("NJ A M M M", "N M M M M", {(0, 0): "Naishi"})
        assert b.cells[0] == (0, 8, None, None, None)
        assert b.by_type[A] == 8 and b.by_type[N] == 0


class TestSentinel:
    def test_alone_and_crowded(self) -> None:
        assert sc("S M S M M", "M M M M M").cells[0][:3] == (3, None, 3)
        assert sc("S S M M M", "M M M M M").cells[0][:2] == (0, 0)
        assert sc("S M M M M", "S M M M M").cells == (
            (0, None, None, None, None), (0, None, None, None, None))

    def test_fort_bonus_independent_of_the_three(self) -> None:
        assert sc("S F M M M", "F M M M M").cells[0][0] == 3 + 8
        assert sc("S S F M M", "M M M M M").cells[0][1] == 0 + 4

    def test_fort_bonus_only_when_alone_option(self) -> None:
        # Rule naishi.13.A11, the other reading: a Sentinel next to a Sentinel loses the
        # Fort bonus too; a lone Sentinel keeps it.
        rules = ScoringRules(sentinel_fort_bonus=SentinelFortBonus.ONLY_ALONE)
        assert sc("S F M M M", "F M M M M", rules=rules).cells[0][0] == 3 + 8
        crowded = sc("S S F M M", "M M M M M", rules=rules)
        assert crowded.cells[0][1] == 0
        assert "only a Sentinel with no adjacent Sentinel" in " ".join(crowded.explain("en"))
        assert "見張りが隣接しているので砦のボーナスもなし" in "".join(crowded.explain("ja"))
        # A Ninja copying a Sentinel spoils a neighbour's Fort bonus as a Sentinel would.
        spoiled = sc("F S NJ M M", "M M M M M", {(0, 2): "Sentinel"}, rules=rules)
        assert spoiled.cells[0][1] == 0
        # Left free, that Ninja prefers the Advisor (+3) to spoiling the Sentinel's 3 + 4.
        free = sc("F S NJ A M", "M M M M M", rules=rules)
        assert free.ninja_copies[(0, 2)] is A and free.cells[0][1] == 7

    def test_ninja_copying_sentinel_spoils(self) -> None:
        b = sc("S NJ M M M", "M M M M M", {(0, 1): "Sentinel"})
        assert b.cells[0][:2] == (0, 0)
        # Left to choose, the Ninja copies the Sentinel anyway (only character), still 0.
        assert sc("S NJ M M M", "M M M M M").by_type[S] == 0


class TestMonk:
    def test_row_and_torii(self) -> None:
        assert sc("MO M M M M", "M M M M M").cells[0][0] == 0
        assert sc("M M M M M", "MO M M M M").cells[1][0] == 5
        assert sc("T MO T M M", "M M M M M").cells[0][1] == 4
        assert sc("M T M M M", "T MO T M M").cells[1][1] == 5 + 6


class TestHorseman:
    def test_line_hand_banner(self) -> None:
        assert sc("H M M M M", "M M M M M").cells[0][0] == 0
        assert sc("M M M M M", "H M M M M").cells[1][0] == 3
        assert sc("B M M M M", "H M M M M").cells[1][0] == 13
        assert sc("M B M M M", "H M M M M").cells[1][0] == 3  # not the same column
        assert sc("H M M M M", "B M M M M").cells[0][0] == 0  # Banner below does nothing

    def test_bonus_replaces_option(self) -> None:
        rules = ScoringRules(horseman_bonus=HorsemanBonus.REPLACES)
        assert sc("B M M M M", "H M M M M", rules=rules).cells[1][0] == 10
        assert sc("M M M M M", "H M M M M", rules=rules).cells[1][0] == 3
        assert sc("B M M M M", "H H M M M").by_type[H] == 16


class TestRonin:
    def test_ten_types(self) -> None:
        b = sc("N A S MO H", "R F B T RF")
        assert b.cells[1][0] == 45

    def test_nine_and_eight_types_mountain_and_ninja_not_counted(self) -> None:
        assert sc("N A S MO H", "R F B T M").cells[1][0] == 15
        b = sc("N A S MO H", "R F B NJ M", {(1, 3): "Ronin"})
        assert b.cells[1][0] == 8 and b.cells[1][3] == 8 and b.by_type[R] == 16

    def test_below_eight(self) -> None:
        assert sc("N A S MO M", "R F B M M").by_type[R] == 0

    def test_two_ronins_score_separately(self) -> None:
        b = sc("N A S MO H", "R R F B T")
        assert b.cells[1][:2] == (15, 15) and b.by_type[R] == 30


class TestFort:
    def test_corners(self) -> None:
        b = sc("F M F M F", "F M M M M")
        assert b.cells == ((6, None, 0, None, 6), (6, None, None, None, None))


class TestBanner:
    @pytest.mark.parametrize(
        ("line", "hand", "points"),
        [("B M M M M", "M M M M M", 3), ("B B M M M", "M M M M M", 8),
         ("M M M M M", "B B M M M", 0), ("B M M M M", "B M M M M", 3)],
    )
    def test_only_line_banners(self, line: str, hand: str, points: int) -> None:
        b = sc(line, hand)
        assert b.by_type[B] == points
        assert all(b.points_at((r, c)) is None for r in (0, 1) for c in range(5)
                   if b.card_at((r, c)) is B)


class TestTorii:
    @pytest.mark.parametrize(("n", "points"), [(1, -5), (2, 0), (3, 30), (4, 30)])
    def test_count(self, n: int, points: int) -> None:
        line = ["Torii"] * n + ["Mountain"] * (5 - n)
        assert score(line, ["M"] * 0 + ["Mountain"] * 5).by_type[T] == points


class TestRiceField:
    @pytest.mark.parametrize(
        ("line", "hand", "points"),
        [
            ("RF M M M M", "M M M M M", 0),
            ("RF RF M M M", "M M M M M", 10),
            ("RF M M M RF", "RF M M M RF", 20),  # two pairs
            ("RF RF M M M", "M RF M M M", 20),  # L-shape
            ("RF M M M M", "M RF M M M", 0),  # diagonal: two singles
            ("RF RF RF RF M", "M M M M M", 30),
            ("RF RF RF M M", "M RF RF M M", 30),
            ("RF RF M RF M", "M M M RF RF", 30),  # a pair and a group of three
        ],
    )
    def test_groups(self, line: str, hand: str, points: int) -> None:
        assert sc(line, hand).by_type[RF] == points


class TestNinja:
    def test_copies_chosen_together(self) -> None:
        # Alone, the Ninja in line column 2 would copy the Naishi (4 + 0 vs 0): together with
        # the centre Ninja as Naishi (12), it copies the Advisor: 4 + 4 = 8, and the Advisor in
        # hand column 3 gets 4 more.
        b = sc("M NJ NJ M M", "N M A M M")
        assert dict(b.ninja_copies) == {(0, 1): A, (0, 2): N}
        assert b.total == max(
            reference_total(list(b.line + b.hand), c) for c in all_copy_choices(
                list(b.line + b.hand)))

    def test_best_copies_match_brute_force(self) -> None:
        grids = [g for g in random_grids(3, 1500) if NJ in g]
        grids += [g for g in random_grids(4, 600, realistic=False) if NJ in g]
        assert len(grids) > 500
        for cards in grids:
            best = score(cards[:5], cards[5:])
            totals = [reference_total(cards, c) for c in all_copy_choices(cards)]
            assert best.total == max(totals), cards
            chosen = {r * 5 + c: k for (r, c), k in best.ninja_copies.items()}
            assert reference_total(cards, chosen) == best.total

    def test_explicit_and_partial_copies(self) -> None:
        b = sc("NJ M N M NJ", "A M M M M", {(0, 0): "Naishi", (0, 4): "参議"})
        assert dict(b.ninja_copies) == {(0, 0): N, (0, 4): A}
        assert b.cells[0] == (0, None, 12, None, 2)
        assert b.cells[1][0] == 2 + 4  # the Ninja-as-Naishi above it
        partial = sc("NJ M N M NJ", "A M M M M", {(0, 4): "Advisor"})
        assert partial.ninja_copies[(0, 4)] is A
        assert partial.ninja_copies[(0, 0)] is N

    def test_copy_choices_say_why(self) -> None:
        b = sc("M NJ NJ M M", "N M A M M")
        assert b.copy_choices[(0, 1)][0] == (A, b.total)
        assert all(total <= b.total for _, total in b.copy_choices[(0, 2)])
        assert {kind for kind, _ in b.copy_choices[(0, 1)]} == {N, A}
        en, ja = b.explain_copies("en"), b.explain_copies("ja")
        worse = dict(b.copy_choices[(0, 1)])[N]
        assert en[0] == (f"The Ninja in line column 2 copies the Advisor: {b.total} in all; "
                         f"copying another card would give {worse} with the Naishi.")
        assert ja[0].startswith(f"場の2列目の忍者は参議をコピーします: 合計{b.total}点")
        only = sc("M NJ S M M", "F F F F F").explain_copies("en")
        assert only == ("The Ninja in line column 2 copies the Sentinel, the only character it "
                        "can copy.",)

    def test_nothing_to_copy(self) -> None:
        b = sc("NJ M M M M", "F T T M M")
        assert dict(b.ninja_copies) == {} and b.cells[0][0] == 0 and b.by_type[M] == -5

    @pytest.mark.parametrize(
        ("copies", "key", "fragment"),
        [
            ({(0, 1): "Naishi"}, "naishi.score.error.not_a_ninja", "not a Ninja"),
            ({(2, 0): "Naishi"}, "naishi.score.error.copy_key", "(row, column)"),
            ({"L1": "Naishi"}, "naishi.score.error.copy_key", "'L1'"),
            ({(0, 0): "Ninja"}, "naishi.score.error.copy_ninja", "cannot copy a Ninja"),
            ({(0, 0): "Fort"}, "naishi.score.error.copy_not_character", "copies a character"),
            ({(0, 0): "Monk"}, "naishi.score.error.copy_absent", "there is none"),
            ({(0, 0): "Dragon"}, "naishi.score.error.unknown_card", "Unknown card 'Dragon'"),
        ],
    )
    def test_invalid_copies(self, copies: dict, key: str, fragment: str) -> None:
        with pytest.raises(ScoreInputError) as info:
            sc("NJ M N M M", "A M M M M", copies)
        assert info.value.reason.key == key
        assert fragment in str(info.value)
        assert info.value.in_language("ja") != str(info.value)

    def test_copy_given_without_any_ninja(self) -> None:
        with pytest.raises(ScoreInputError, match="not a Ninja"):
            sc("M M N M M", "A M M M M", {(0, 0): "Naishi"})


# --- Colours (tie-break, §11.4 and A3) -------------------------------------------------------


class TestColours:
    def test_copying_ninja_adds_no_colour(self) -> None:
        assert sc("NJ M N M M", "A M M M M").colours == 3

    def test_idle_ninja_both_readings(self) -> None:
        assert sc("NJ M M M M", "F T T M M").colours == 3
        black = ScoringRules(idle_ninja_colour=IdleNinjaColour.BLACK)
        assert sc("NJ M M M M", "F T T M M", rules=black).colours == 4
        assert sc("NJ M N M M", "A M M M M", rules=black).colours == 3


# --- The worked example (§16 R1) ------------------------------------------------------------


def test_rulebook_example_62() -> None:
    b = score(["Fort", "Sentinel", "Advisor", "Banner", "RiceField"],
              ["Fort", "Mountain", "Naishi", "RiceField", "RiceField"])
    assert b.total == 62
    assert b.cells == ((6, 7, 7, None, None), (6, None, 8, None, None))
    assert {k: v for k, v in b.by_type.items() if v} == {
        "Mountain": 5, "Banner": 3, "RiceField": 20, "Fort": 12, "Sentinel": 7, "Advisor": 7,
        "Naishi": 8}
    assert tuple(b.by_type) == SCORE_PAD
    assert b.colours == 7


# --- Cross-check against the naive reading --------------------------------------------------


def test_matches_reference_on_random_grids() -> None:
    for replaces, lone_forts in ((False, False), (True, False), (False, True)):
        rules = ScoringRules(
            horseman_bonus=HorsemanBonus.REPLACES if replaces else HorsemanBonus.ADDS,
            sentinel_fort_bonus=(SentinelFortBonus.ONLY_ALONE if lone_forts
                                 else SentinelFortBonus.INDEPENDENT))
        for cards in random_grids(7, 800) + random_grids(8, 800, realistic=False):
            b = score(cards[:5], cards[5:], rules=rules)
            chosen = {r * 5 + c: k for (r, c), k in b.ninja_copies.items()}
            assert b.total == reference_total(cards, chosen, replaces, lone_forts), cards
            if cards.count(NJ) <= 2:
                best = max(reference_total(cards, copies, replaces, lone_forts)
                           for copies in all_copy_choices(cards))
                assert b.total == best, cards
            assert b.total == sum(b.by_type.values())
            assert b.total == sum(cl.points for cl in b.clauses)


# --- Explanations ---------------------------------------------------------------------------


class TestExplain:
    def test_sentences_both_languages(self) -> None:
        b = score(["Fort", "Sentinel", "Advisor", "Banner", "RiceField"],
                  ["Fort", "Mountain", "Naishi", "RiceField", "RiceField"])
        en, ja = b.explain("en"), b.explain("ja")
        assert "Advisor in line column 3: 3 in the centre column, plus 4 for the adjacent "\
            "Naishi = 7" in en
        assert "場の3列目の参議: 中央の列なので3点、隣接する内侍で+4点、計7点" in ja
        assert "Sentinel in line column 2: 3 with no adjacent Sentinel, plus 4 for the "\
            "adjacent Fort = 7" in en
        assert "Group of 3 connected Rice Fields (line column 5, hand column 4, hand column "\
            "5): 20" in en
        assert "1 Mountain: 5" in en and "山1枚: 5点" in ja
        assert len(en) == len(ja) == len(b.clauses)

    def test_clauses_cover_every_card_once(self) -> None:
        for cards in random_grids(11, 300):
            b = score(cards[:5], cards[5:])
            covered = [pos for cl in b.clauses for pos in cl.cells]
            assert sorted(covered) == [(r, c) for r in (0, 1) for c in range(5)]
            for cl in b.clauses:
                if len(cl.cells) == 1 and b.points_at(cl.cells[0]) is not None:
                    assert cl.points == b.points_at(cl.cells[0])
                assert rule(cl.rule).title.ja and rule(cl.rule).text.en
                assert cl.label("en") and cl.label("ja") != cl.label("en")

    def test_unknown_language_refused(self) -> None:
        with pytest.raises(ValueError, match="Unknown language 'fr'"):
            sc("M M N M M", "M M M M M").explain("fr")

    def test_option_rules_registered(self) -> None:
        assert "13" in rule("naishi.13.A1").text.en and "13" in rule("naishi.13.A1").text.ja
        assert "BLACK" in rule("naishi.13.A3").text.en

    def test_ninja_and_special_clauses(self) -> None:
        b = sc("NJ B M M M", "A H N M M", {(0, 0): "Naishi"})
        en, ja = b.explain("en"), b.explain("ja")
        assert "Ninja in line column 1, copying the Naishi: 0, since it is not in the centre "\
            "column" in en
        assert "場の1列目の忍者(内侍をコピー): 中央の列ではないので0点" in ja
        assert "Horseman in hand column 2: 3 in the hand, plus 10 for the Banner above it in "\
            "the line = 13" in en
        assert "Advisor in hand column 1: 2 in an edge column, plus 4 for the adjacent "\
            "Naishi = 6" in en
        rules = ScoringRules(horseman_bonus=HorsemanBonus.REPLACES)
        assert any("(instead of 3)" in s for s in score(b.line, b.hand, rules=rules).explain())
        idle = sc("NJ M M M M", "F T T M M").explain("ja")
        assert "場の1列目の忍者: コピーできる人物がいないので0点" in idle
        assert "鳥居2枚: 全体で0点" in idle


# --- Input ----------------------------------------------------------------------------------


class TestInput:
    def test_names_in_both_languages(self) -> None:
        ja = score(["砦", "見張り", "参議", "旗", "田園"], ["砦", "山", "内侍", "田園", "田園"])
        en = score([F, S, A, B, RF], ["Fort", "Mountain", "Naishi", "RiceField", "Rice Field"])
        assert ja == en and ja.total == 62
        assert score(["騎馬兵", "浪人", "忍者", "僧侶", "鳥居"], ["M"] * 0 + ["山"] * 5).line == (
            H, R, NJ, MO, T)

    @pytest.mark.parametrize(
        ("line", "hand", "key"),
        [
            (["Mountain"] * 4, ["Mountain"] * 5, "naishi.score.error.shape.line"),
            (["Mountain"] * 5, ["Mountain"] * 6, "naishi.score.error.shape.hand"),
            ("Mountain", ["Mountain"] * 5, "naishi.score.error.row_type.line"),
            (["Mountain"] * 5, None, "naishi.score.error.row_type.hand"),
            (["Mountain"] * 4 + ["Dragon"], ["Mountain"] * 5, "naishi.score.error.unknown_card"),
            (["Mountain"] * 5, [3] + ["Mountain"] * 4, "naishi.score.error.unknown_card"),
        ],
    )
    def test_bad_input(self, line: object, hand: object, key: str) -> None:
        with pytest.raises(ScoreInputError) as info:
            score(line, hand)  # type: ignore[arg-type]  # a bad value on purpose
        err = info.value
        assert isinstance(err, ExplorerError) and isinstance(err, ValueError)
        assert err.reason.key == key
        assert err.in_language("ja") and err.in_language("ja") != err.in_language("en")

    def test_bad_card_says_where(self) -> None:
        with pytest.raises(ValueError, match="Unknown card 'Dragon' at line column 5"):
            score(["Mountain"] * 4 + ["Dragon"], ["Mountain"] * 5)
        with pytest.raises(ScoreInputError) as info:
            score(["Mountain"] * 5, ["Mountain", "竜", "Mountain", "Mountain", "Mountain"])
        assert "手札の2列目" in info.value.in_language("ja")

    def test_breakdown_is_frozen_and_hashable(self) -> None:
        b = sc("M M N M M", "M M M M M")
        with pytest.raises(AttributeError):
            b.total = 3  # type: ignore[misc]  # writing a frozen value on purpose
        with pytest.raises(TypeError):
            b.by_type[M] = 3  # type: ignore[index]  # writing a read-only mapping on purpose
        assert hash(b) == hash(sc("M M N M M", "M M M M M"))


def test_the_printed_sentences_sit_beside_the_printed_patterns() -> None:
    """Each printed kind's explanations are data beside its patterns (`PRINTED_TEXTS`): one
    sentence set per pattern of `PRINTED_SCORING`, a position's by cell, every key in both
    catalogues (the scorer has no sentence of its own for a printed card)."""
    from explorer.engine.i18n import catalogue
    from explorer.games.naishi.content import PRINTED_SCORING, PRINTED_TEXTS

    assert set(PRINTED_TEXTS) == set(PRINTED_SCORING)
    messages = catalogue()
    for card, patterns in PRINTED_SCORING.items():
        rule_id, texts = PRINTED_TEXTS[card]
        assert rule(rule_id).id == rule_id and len(texts) == len(patterns), card
        for (name, *_), text in zip(patterns, texts, strict=True):
            assert len(text.keys) == 10 if name == "position" else text.keys, card
            assert all(key in messages for key in text.keys + text.outside), card


@pytest.mark.parametrize("readings", [{}, {"horseman_bonus": HorsemanBonus.REPLACES,
                                           "sentinel_fort_bonus": SentinelFortBonus.ONLY_ALONE}],
                         ids=["recommended", "other"])
def test_the_clauses_add_up_to_the_total_under_every_reading(readings: dict) -> None:
    """The explanation, built from the same patterns, states every point the score counts
    (a variant's numbers too), under both readings of A1 and A11."""
    from explorer.games.naishi.content import NaishiContent

    numbers = NaishiContent.from_dict({"naishi_points": list(range(10)), "banner_bonus": 4,
                                       "fort_bonus": 1, "banner_points": [2, 3, 9]})
    chance = random.Random(36)
    for content in (NaishiContent(), numbers):
        rules = ScoringRules(content=content, **readings)
        for _ in range(300):
            cards = [chance.choice(PRINTED) for _ in range(10)]
            b = score(cards[:5], cards[5:], rules=rules)
            assert sum(clause.points for clause in b.clauses) == b.total, cards
            assert len(b.explain("ja")) == len(b.clauses)
