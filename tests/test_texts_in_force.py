"""No text contradicts the content in force (issue 36, Deliver 2), across the three games.

Under a battery of variants (`CASES`: the ten class questions, numeric what-ifs, moved Citadels
powers, changed Whispers numbers) a few seeded games are played by the heuristic bot, asking
for a Hint (the lookahead bot: its reason, its rule reason in words and that rule's chip) every
few moves; every text a learner reads there is collected in both languages: each bot reason,
each Hint, each move's button (`describe_action`), the Whispers explorer's step notes, status
line and turn graph, the events and their public accounts, the rule chip of every rule an
event cites, the variant's `diff`, its handout reference (`tools.handouts.reference`: the
rules in short, the scoring, the card reference and the paper aids a class prints) and each
Citadels district's tile tooltip. Then:

- no text says a printed fact the variant changed (`CLAIMS`: the printed game's words for a
  fact, and whether the fact holds under a variant); each claim is said somewhere in the
  published game's texts, so that the check can fail;
- under a variant that moves every Naishi number far from the printed ones, no text states a
  printed number above 10 that the variant does not have (the numbers a bot or the scorer
  computes, a total or a chance, are left out: `COMPUTED`).
- a Citadels district's cost change and end points per kind are said where the districts are
  described (the deck's chip, the rule's chip, the handout, the tile), and never with another
  number (`POWERS_SAID`).

To extend the battery, add a `Case` (a variant) or a `Claim` (the printed words of a fact).
The published game's texts are the golden transcripts' (tests/test_golden.py)."""

from __future__ import annotations

import dataclasses
import functools
import html
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest

from explorer import Match, Variant, variant
from explorer.bots import available, choose
from explorer.engine import Message, derive, i18n
from explorer.engine.events import rule
from explorer.games.citadels import Character as CitadelsCharacter
from explorer.games.citadels import District as CitadelsDistrict
from explorer.games.naishi import content as naishi_content
from explorer.games.naishi.scoring import ScoringRules
from explorer.games.whispers.cards import Character as WhispersCharacter
from explorer.games.whispers.content import of_kind
from explorer.games.whispers.graph import turn_graph
from explorer.games.whispers.positions import position
from explorer.simulate.questions import CLASS_QUESTIONS
from explorer.viz import whispers as whispers_viz
from explorer.viz.citadels import district_tile
from tools import handouts

from .citadels.test_powers import IDS, MOVED

LANGS = ("en", "ja")
#: The default table size of each game.
PLAYERS = {"naishi": 2, "whispers": 4, "citadels": 4}


@dataclass(frozen=True)
class Case:
    """A variant of the battery, played at `players` from `seeds`."""

    name: str
    variant: Variant
    players: int
    seeds: tuple[int, ...] = (1, 2)

    @property
    def game(self) -> str:
        return self.variant.game


def _far_naishi(**more: Any) -> Variant:
    """Every printed Naishi number moved 50 away from 0 (0 stays), with the changes `more`:
    no printed number above 10 is one of this variant's."""
    changes: dict[str, Any] = dict(more)
    printed_rules = ScoringRules()
    for name in (*naishi_content.CELL_TABLES, *naishi_content.TABLES, *naishi_content.NUMBERS,
                 *FAR_OPTIONS):
        printed = getattr(naishi_content.PUBLISHED, name, None)
        printed = getattr(printed_rules, name) if printed is None else printed
        numbers = [n + 50 if n > 0 else n - 50 if n < 0 else n
                   for n in (printed if isinstance(printed, tuple) else (printed,))]
        changes[name] = numbers if isinstance(printed, tuple) else numbers[0]
    return variant("naishi", **changes)


#: Two new Naishi kinds whose every number is far from the printed ones (above 30, none of
#: them a printed number): a start kind and a place of the Development deck, together using
#: every pattern of the vocabulary.
FAR_KINDS = [
    {"id": "Gardener", "names": {"en": "Gardener", "ja": "庭師"}, "copies": 2,
     "family": "start", "mark": "G",
     "scoring": [{"pattern": "adjacent", "card": "RiceField", "points": 37},
                 {"pattern": "position", "where": "corner", "points": 41},
                 {"pattern": "column", "card": "Mountain", "points": -43, "row": "hand"}]},
    {"id": "Lantern", "names": {"en": "Lantern", "ja": "灯籠"}, "copies": 3,
     "family": "place", "mark": "L",
     "scoring": [{"pattern": "count", "points": [0, 31, 47, 83]},
                 {"pattern": "group", "points": [0, 0, 39, 59]},
                 {"pattern": "distinct", "points": [0, 0, 0, 0, 0, 0, 33, 44, 53, 67, 71]},
                 {"pattern": "alone", "points": 34, "crowded": -36},
                 {"pattern": "position", "where": "line", "points": 38}]},
]

#: A Citadels variant that invents a character and renames a printed one: the Emperor (rank
#: 9, in every count's set) takes the Crown in the King's place and 1 gold after the action,
#: and the Merchant's rank is the Banker.
EMPEROR = {"content": {
    "characters": [{"rank": 4, "powers": []},
                   {"rank": 9, "names": {"en": "Emperor", "ja": "皇帝"}, "powers": ["crown"],
                    "gold_after": 1},
                   {"rank": 6, "names": {"en": "Banker", "ja": "銀行家"}}],
    "character_sets": {"all": {"characters": [1, 2, 3, 4, 5, 6, 7, 8, 9]}}}}

#: A Citadels variant that names districts: the first new district is the Guild Hall (class
#: question 3's facts, two copies) and the Manor is renamed the Villa.
GUILD_HALL = {"content": {"districts": {
    "New district 1": {"names": {"en": "Guild Hall", "ja": "ギルド会館"}, "copies": 2,
                       "cost": 4, "points": 4, "end_points": 1, "end_colour": "blue"},
    "Manor": {"names": {"en": "Villa", "ja": "邸宅"}}}}}

#: A Citadels variant whose districts have the powers of the vocabulary that change a cost or
#: score per district of a kind: the Guild Hall (green) makes its owner's green districts 1
#: cheaper and scores 2 more at the end with the Tavern; the Watchtower scores 1 more per Tower
#: (the second new district, named).
DISTRICT_POWERS = {"content": {"districts": {
    "New district 1": {"names": {"en": "Guild Hall", "ja": "ギルド会館"}, "copies": 2,
                       "cost": 3, "points": 3, "colour": "green", "build_change": -1,
                       "build_change_colour": "green", "end_kind": "Tavern",
                       "end_kind_points": 2},
    "New district 2": {"names": {"en": "Tower", "ja": "塔"}, "copies": 2, "cost": 2,
                       "points": 2, "colour": "red"},
    "Watchtower": {"end_kind": "New district 2", "end_kind_points": 1}}}}

#: The Naishi scoring tables that are options (the others are content).
FAR_OPTIONS = ("ronin_points", "torii_points", "mountain_points")

#: The published games (where every claim must be said) and the battery of variants.
PUBLISHED = [Case(f"{game} published", variant(game), players, (1, 2, 3))
             for game, players in PLAYERS.items()]
CASES = [
    *(Case(f"q{q.number} {q.key}", q.variant(), q.players[0]) for q in CLASS_QUESTIONS.values()),
    Case("naishi far numbers", _far_naishi(), 2),
    Case("naishi far numbers, row Ninja, Decree per player",
         _far_naishi(ninja_copies="row", decree="player"), 2),
    Case("naishi far numbers, two new kinds far", _far_naishi(kinds=FAR_KINDS), 2, (1, 2, 3)),
    Case("whispers hand 4, passer, others", Variant.from_dict("whispers", {
        "content": {"hand_size": 4, "whisper_scorer": "passer", "court_scorer": "others"},
        "options": {"forced_end_points": 4, "full_court_points_3p": 3,
                    "full_court_points_4p_5p": 2, "target_scores": [7, 3, 5]}}), 4, (1, 2, 3)),
    Case("whispers hand 5, moved effects", Variant.from_dict("whispers", {"content": {
        "hand_size": 5, "grey_copies": 1,
        "effects": {"maid": {"kind": "none"}, "jester": {"kind": "discard_draw", "draw": 3},
                    "accountant": {"kind": "return_card"}, "general": {"kind": "exchange"},
                    "butler": {"from_card": 1}},
        "kings": {"maid": {"silences": ["maid", "guard"]}}}}), 5),
    Case("whispers swap given to the General", Variant.from_dict("whispers", {"content": {
        "effects": {"general": {"kind": "swap_areas", "from_card": 1},
                    "butler": {"kind": "reveal_king"}}}}), 4, (1, 2, 3)),
    Case("whispers hand 7, maid draws first", Variant.from_dict("whispers", {"content": {
        "hand_size": 7, "grey_copies": 2,
        "effects": {"maid": {"draw": 2, "draw_first": True}}}}), 3),
    *(Case(f"citadels {name}", Variant.from_dict("citadels", data), 4)
      for name, data in zip(IDS, MOVED, strict=True)),
    Case("citadels moved district powers", Variant.from_dict("citadels", {"content": {
        "districts": {"Keep": {"power": None}, "Smithy": {"power": "keep"},
                      "Graveyard": {"power": None}, "Laboratory": {"power": "graveyard"}}}}),
         4),
    Case("citadels Emperor (9) takes the Crown, Merchant renamed Banker",
         Variant.from_dict("citadels", EMPEROR), 4, (1, 2, 3)),
    Case("citadels Guild Hall (new district 1), Manor renamed Villa",
         Variant.from_dict("citadels", GUILD_HALL), 4, (1, 2, 3)),
    Case("citadels district powers: cost change, end points per kind",
         Variant.from_dict("citadels", DISTRICT_POWERS), 4, (1, 2, 3)),
    Case("citadels what-ifs", Variant.from_dict("citadels", {
        "content": {"start_gold": 4, "start_cards": 3},
        "options": {"complete_size": 6, "first_complete_bonus": 7, "five_colours_bonus": 5,
                    "complete_bonus": 1}}), 5),
]


@dataclass(frozen=True)
class Claim:
    """A printed fact as the printed game's texts say it (a pattern per language), and
    whether it holds under a variant."""

    game: str
    fact: str
    en: str
    ja: str
    holds: Callable[[Variant], bool] = field(repr=False)

    def said(self, text: str, lang: str) -> bool:
        return re.search(self.en if lang == "en" else self.ja, text) is not None


def _maid(v: Variant) -> Any:
    """The Maid's effect under a Whispers variant."""
    return v.content.effect(WhispersCharacter.MAID)


def _maids_king(v: Variant) -> Any:
    """The Maid's King card under a Whispers variant (`None`: none)."""
    return dict(v.content.kings).get(WhispersCharacter.MAID)


def _target(players: int, points: int) -> Callable[[Variant], bool]:
    """Whether a Whispers variant's game ends at `points` with `players`."""
    return lambda v: bool(v.options.target_scores[players - 3] == points)


CLAIMS = [
    Claim("whispers", "a palace whisper scores for each other player",
          r"a forced end scores for everyone else|Round ends \(A\)\W+others",
          r"強制終了なら他の全員が得点|ラウンド終了（A）\W*他の全員",
          lambda v: v.content.whisper_scorer == "others"),
    Claim("whispers", "a palace whisper scores 1", r"Round ends \(A\)\W+\w+ \+1\b",
          r"ラウンド終了（A）\W*\w+\+1点", lambda v: v.options.forced_end_points == 1),
    Claim("whispers", "a full court scores for the player who completes it",
          r"the round ends and scores for this player|ends the round and scores (\d|\d+ with)"
          r"|Round ends \(B\)\W+\w+: \+",
          r"ラウンドが終わり、このプレイヤーが得点|ラウンドを終え、(\d+点|3人なら)"
          r"|ラウンド終了（B）\W*\d+種類：\+",
          lambda v: v.content.court_scorer == "player"),
    Claim("whispers", "six cards dealt, a full court of six",
          r"\b6 dealt|\bsix (different|characters|cards)|completes six|is dealt 6\b|\bsix: ",
          r"各自に?6枚|6種類",
          lambda v: v.content.hand_size == 6),
    Claim("whispers", "the Maid discards one card, then draws one",
          r"discards a card face down and draws one\.", r"1枚を裏向きに捨て、1枚引いた",
          lambda v: (_maid(v).kind, _maid(v).draw, _maid(v).draw_first)
          == ("discard_draw", 1, False)),
    Claim("whispers", "the Butler swaps two area cards", r"\bButler: pick",
          r"執事：\S+の\S+を選ぶ",
          lambda v: of_kind(v.content, "swap_areas") == (WhispersCharacter.BUTLER,)),
    Claim("whispers", "the Maid's King card silences the Maid alone",
          r"King card turned up: Maid is silenced", r"国王カード公開：メイドは沈黙",
          lambda v: _maids_king(v) is not None
          and _maids_king(v).silences == (WhispersCharacter.MAID,)),
    *(Claim("whispers", f"the game ends at {p} points with {n} players",
            rf"\b{p} points with {n} players|reaches {slashes} points",
            rf"{n}人(なら|で){p}点", _target(n, p))
      for n, p, slashes in ((3, 6, r"6 / \d+ / \d+"), (4, 5, r"\d+ / 5 / \d+"),
                            (5, 4, r"\d+ / \d+ / 4"))),
    Claim("whispers", "two grey cards of each character (14)",
          r"\b2 grey cards of each|\b14 grey cards", r"灰色のカード2枚|灰色の14枚",
          lambda v: v.content.grey_copies == 2),
    Claim("citadels", "all five colours score 3 more",
          r"All five colours \(\+3\)|\+3 for all five colours",
          r"5色そろった（\+3）|5色そろえば\+3", lambda v: v.options.five_colours_bonus == 3),
    Claim("citadels", "the first complete city scores 4 more",
          r"First to \d+ districts \(\+4\)|\+4 for the first city",
          r"最初に\d+つ建てた(（\+4）|ら\+4)", lambda v: v.options.first_complete_bonus == 4),
    Claim("citadels", "another complete city scores 2 more",
          r"Another city of \d+ or more \(\+2\)|\+2 for the other cities",
          r"ほかに\d+つ(以上建てた（\+2）|建てた都市は\+2)",
          lambda v: v.options.complete_bonus == 2),
    Claim("citadels", "a city of 8 districts is complete",
          r"First to 8 districts|Another city of 8 |cities? of 8\b|reaches 8 districts",
          r"最初に8つ|ほかに8つ|建物が8つ", lambda v: v.options.complete_size == 8),
    Claim("citadels", "the Merchant takes 1 extra gold",
          r"\(Merchant\) takes 1 extra gold", r"（商人）は追加で金貨1枚",
          lambda v: v.content.characters[CitadelsCharacter.MERCHANT - 1].gold_after == 1),
    Claim("citadels", "rank 6 is named the Merchant", r"\bMerchant", r"商人",
          lambda v: v.content.name_of(CitadelsCharacter.MERCHANT).en == "Merchant"),
    Claim("citadels", "the King takes the Crown",
          r"The King takes the Crown|King\b.{0,40}takes the Crown|killed King",
          r"王様が王冠を受け取|暗殺された王様",
          lambda v: "crown" in v.content.characters[CitadelsCharacter.KING - 1].powers),
    Claim("citadels", "each player starts with 2 gold",
          r"district cards and 2 gold", r"金貨2枚。", lambda v: v.content.start_gold == 2),
    Claim("naishi", "a Hand starts as the kept card, the received card and Mountains",
          r"the received card and \d+ Mountains|shuffles the [^,]+, the [^,]+ and \d+ Mountains",
          r"受け取ったカード、山(カード)?\d+枚|は[^、]+、[^、]+、山\d+枚をシャッフル",
          lambda v: naishi_content.hand_start(v.content)
          == naishi_content.hand_start(naishi_content.PUBLISHED)),
    Claim("naishi", "34 Development cards, in 5 piles of 6",
          r"\b34 Development cards|piles of 6\b", r"発展カード34枚|6枚ずつ5つの山",
          lambda v: v.content.size == naishi_content.PUBLISHED.size),
    Claim("naishi", "the Imperial Decree once per game",
          r"[Oo]nce per game", r"ゲーム全体で1回", lambda v: v.content.decree == "game"),
    Claim("naishi", "a Ninja copies a character of its territory",
          r"character of its (own )?territory", r"領地の人物",
          lambda v: v.content.ninja_copies == "territory"),
]

#: The parameters that carry a number a bot or the scorer computes (a total, a chance, an
#: evaluation), not one of the content: left out of the numbers check.
COMPUTED = frozenset({"points", "total", "before", "after", "value", "chance", "best",
                      "played", "margin", "score", "scores", "n", "ahead", "guesses",
                      "moves", "round", "step"})


@dataclass
class Shown:
    """The texts of a case, each with where it came from and its message (`None`: a plain
    string, such as a rule chip's text)."""

    texts: list[tuple[str, Message | str]] = field(default_factory=list)

    def add(self, source: str, message: Message | str | None) -> None:
        if message is not None:
            self.texts.append((source, message))

    def labels(self, lang: str) -> Iterator[tuple[str, str]]:
        """Each text in `lang`; of a diff line ("Imperial Decree: once per game → once per
        player"), what the variant has (after the arrow)."""
        for source, message in self.texts:
            text = message if isinstance(message, str) else message.label(lang)
            yield source, text.rpartition("→")[2] if source == "diff" else text


def _play(case: Case, seed: int, shown: Shown, rules: set[str]) -> None:
    """One seeded game of `case` by the heuristic bot, a Hint asked every seventh move (at
    most four), every bot reason, Hint, event and public account kept in `shown` and every
    rule id cited in `rules`."""
    m = Match(case.game, case.players, seed=seed, variant=case.variant)
    hints = 4 if "lookahead" in available(case.game) else 0
    step = 0
    while not m.is_over and step < 2000:
        if step % 7 == 3 and hints:
            hints -= 1
            hint = choose(case.game, "lookahead", m.state, derive(seed + 1000, step))
            shown.add("hint", hint.reason)
            shown.add("hint why", hint.why)
            if hint.rule is not None:
                rules.add(hint.rule)
        choice = choose(case.game, "heuristic", m.state, derive(seed, step))
        shown.add("bot reason", choice.reason)
        for lang in LANGS:
            shown.add(f"action ({lang})", m.game.describe_action(m.state, choice.action, lang))
        m.play(choice.action)
        if case.game == "whispers":
            _whispers_screen(m, shown, every=step % 2 == 0)
        step += 1
    for event in m.log:
        shown.add("event", event.message)
        shown.add("public account", event.public)
        rules.add(event.rule)
    assert m.outcome is not None
    for score in m.outcome.details.get("breakdowns", ()):
        if hasattr(score, "clauses"):  # each clause a message (Naishi)
            for clause in score.clauses:
                shown.add("score explanation", clause.message)
        else:
            for lang in LANGS:
                shown.add(f"score explanation ({lang})", score.explain(lang))


def _whispers_screen(m: Match, shown: Shown, every: bool) -> None:
    """What the Whispers explorer shows after a move, in both languages: the step's notes
    (the pass of the turn, a skipped effect, the round's end, the prompt, each with its rule
    chip) and, when `every`, the status line and the turn graph's text (its end nodes say who
    scores a round end)."""
    state = m.state
    for lang in LANGS:
        texts = [whispers_viz.step_note_html(m.game, state, lang)]
        if every:
            texts += [whispers_viz.status_html(m.game, state, lang),
                      whispers_viz.graph_text(turn_graph(state), lang)]
        for text in texts:
            shown.add(f"screen ({lang})", html.unescape(re.sub(r"<[^>]+>", " ", text)))


@functools.cache
def shown_texts(case: Case) -> Shown:
    """Every text `case`'s games show (`_play`), the rule chips (title and text, in force) of
    every rule of the game, and the variant's diff."""
    shown = Shown()
    rules = {r for r in i18n.rule_ids() if r.startswith(f"{case.game}.")}
    for seed in case.seeds:
        _play(case, seed, shown, rules)
    for rule_id in sorted(r for r in rules if r):
        chip = rule(rule_id, case.variant.options)
        for lang in LANGS:
            shown.add(f"rule chip {rule_id} ({lang})", chip.title.label(lang))
            shown.add(f"rule chip {rule_id} ({lang})", chip.text.label(lang))
    for message in case.variant.changes():
        shown.add("diff", message)
    for lang in LANGS:
        shown.add(f"handout ({lang})", handout(case.variant, lang))
        if case.game == "citadels":
            for district in CitadelsDistrict:
                if case.variant.content.spec(district).copies:
                    shown.add(f"tile ({lang})", tile_title(district, lang, case.variant))
    return shown


def tile_title(district: CitadelsDistrict, lang: str, v: Variant) -> str:
    """The tooltip of a Citadels district's tile under `v` (its facts and powers)."""
    found = re.search(r'title="([^"]*)"', district_tile(district, lang, content=v.content))
    assert found is not None
    return html.unescape(found.group(1))


def handout(v: Variant, lang: str) -> str:
    """The text a reader sees on the reference part of `v`'s handout in `lang` (the rules in
    short, the scoring, the card reference and the paper aids; `tools.handouts`)."""
    page = "".join(handouts.reference(handouts.plan_of(v.game), lang, v))
    return html.unescape(re.sub(r"<[^>]+>", " ", page))


def _in_language(source: str, lang: str) -> bool:
    """Whether a text from `source` is in `lang` (a message is in every language; a text
    kept as a string, such as a rule chip's, names its language: "rule chip … (ja)")."""
    said = re.search(r"\((\w\w)\)$", source)
    return said is None or said.group(1) == lang


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
@pytest.mark.parametrize("lang", LANGS)
def test_no_text_says_a_printed_fact_the_variant_changed(case: Case, lang: str) -> None:
    shown = shown_texts(case)
    assert any(source == "bot reason" for source, _ in shown.texts)
    if "lookahead" in available(case.game):
        assert any(source == "hint" for source, _ in shown.texts)
    wrong = [(claim.fact, source, text)
             for claim in CLAIMS if claim.game == case.game and not claim.holds(case.variant)
             for source, text in shown.labels(lang)
             if _in_language(source, lang) and claim.said(text, lang)]
    assert not wrong, wrong[:3]
    assert case.variant.diff(lang=lang)


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_each_claim_is_said_in_the_published_game(game: str) -> None:
    """A claim's words are the printed game's: its texts say each claim (so the check above
    can fail), and every claim holds there."""
    said = {lang: [text for case in PUBLISHED if case.game == game
                   for source, text in shown_texts(case).labels(lang)
                   if _in_language(source, lang)] for lang in LANGS}
    for claim in CLAIMS:
        if claim.game != game:
            continue
        assert claim.holds(variant(game)), claim.fact
        for lang in LANGS:
            assert any(claim.said(text, lang) for text in said[lang]), (claim.fact, lang)


def _masked(message: Message) -> Message:
    """`message` with its computed numbers (`COMPUTED`) replaced by a mark, in every nested
    message."""
    params = {name: "#" if name in COMPUTED else
              _masked(value) if isinstance(value, Message) else value
              for name, value in message.params.items()}
    return Message(message.key, **params)


def _numbers(text: str) -> set[int]:
    return {abs(int(n)) for n in re.findall(r"-?\d+", text)}


def _naishi_numbers(v: Variant) -> set[int]:
    """Every number of a Naishi variant's scoring content and tables, by size."""
    names = (*naishi_content.CELL_TABLES, *naishi_content.TABLES, *naishi_content.NUMBERS)
    found: set[int] = set()
    for source, names_of in ((v.content, names), (v.options, FAR_OPTIONS)):
        for name in names_of:
            value = getattr(source, name)
            found.update(abs(n) for n in (value if isinstance(value, tuple) else (value,)))
    return found


FAR = [case for case in CASES if case.name.startswith("naishi") and "far" in case.name]


@pytest.mark.parametrize("case", FAR, ids=[c.name for c in FAR])
@pytest.mark.parametrize("lang", LANGS)
def test_no_naishi_text_states_a_printed_number_under_far_numbers(case: Case, lang: str) -> None:
    printed = {n for n in _naishi_numbers(variant("naishi")) if n > 10}
    stray_numbers = printed - _naishi_numbers(case.variant)
    assert stray_numbers  # the variant moved them
    wrong = []
    for source, message in shown_texts(case).texts:
        if not _in_language(source, lang):
            continue
        text = message if isinstance(message, str) else _masked(message).label(lang)
        if source == "diff":
            text = text.rpartition("→")[2]
        stray = _numbers(text) & stray_numbers
        if stray:
            wrong.append((source, sorted(stray), text))
    assert not wrong, wrong[:3]


@pytest.mark.parametrize("scorer", ["player", "others"])
def test_the_bots_reason_for_a_full_court_says_who_scores_it(scorer: str) -> None:
    """A full court is rare in the battery's games: a stacked position where either card
    completes one (the Jester in two colours), under each reading of who scores it."""
    state = position([["Jester r", "Jester b"], ["Accountant b", "Wizard b"],
                      ["Accountant g", "Butler g"]],
                     areas=[["Maid r", "Guard b", "Wizard r", "Accountant r", "General r"],
                            ["Maid b", "Guard n", "General b"], ["Maid g", "General g"]],
                     turn=0, scores=[2, 1, 1], seed=8)
    content = Variant.from_dict("whispers", {"content": {"court_scorer": scorer}}).content
    state = dataclasses.replace(state, options=dataclasses.replace(state.options,
                                                                   content=content))
    reason = choose("whispers", "heuristic", state, derive(8, 0)).reason
    assert reason.key == "whispers.bot.six"
    claim = next(c for c in CLAIMS if c.fact.startswith("a full court"))
    for lang in LANGS:
        assert claim.said(reason.label(lang), lang) == (scorer == "player"), reason.label(lang)
    assert ("every other player scores" in reason.label("en")) == (scorer == "others")
    assert ("他のプレイヤー全員が得点" in reason.label("ja")) == (scorer == "others")


#: The names a case's variant gives (a renamed rank, an invented character, a new card kind),
#: by case name: its texts show each of them in each language, so that the claims above that
#: a printed name is gone were checked on texts that name the characters and cards.
NEW_NAMES = {
    "citadels Emperor (9) takes the Crown, Merchant renamed Banker":
        {"en": ("Emperor", "Banker"), "ja": ("皇帝", "銀行家")},
    "naishi far numbers, two new kinds far":
        {"en": ("Gardener", "Lantern"), "ja": ("庭師", "灯籠")},
    "citadels Guild Hall (new district 1), Manor renamed Villa":
        {"en": ("Guild Hall", "Villa"), "ja": ("ギルド会館", "邸宅")},
}

#: The names a case's variant replaces (a blank district's, a renamed district's), by case
#: name: no text of its games, rule chips, diff (after the arrow) or handout shows them.
GONE_NAMES = {
    "citadels Guild Hall (new district 1), Manor renamed Villa":
        {"en": ("New district 1", "Manor"), "ja": ("新しい建物1", "荘園")},
}


@pytest.mark.parametrize("name", sorted(NEW_NAMES))
@pytest.mark.parametrize("lang", LANGS)
def test_the_texts_show_the_names_a_variant_gives(name: str, lang: str) -> None:
    case = next(c for c in CASES if c.name == name)
    texts = [text for source, text in shown_texts(case).labels(lang)
             if _in_language(source, lang) and source != "diff"]
    sheet = handout(case.variant, lang)
    for new in NEW_NAMES[name][lang]:
        assert any(new in text for text in texts), new
        assert new in sheet, new  # the handout's card reference, score pad and track


@pytest.mark.parametrize("name", sorted(GONE_NAMES))
@pytest.mark.parametrize("lang", LANGS)
def test_no_text_shows_a_name_the_variant_replaced(name: str, lang: str) -> None:
    case = next(c for c in CASES if c.name == name)
    texts = [(source, text) for source, text in shown_texts(case).labels(lang)
             if _in_language(source, lang)]
    texts.append(("handout", handout(case.variant, lang)))
    for old in GONE_NAMES[name][lang]:
        assert not [(source, text) for source, text in texts if old in text], old


#: What the Whispers explorer says of a variant's round ends and swaps, by case name (each
#: where the printed game's words are claimed above; patterns): the turn graph's end nodes,
#: the swap's button under the character that has it.
SAYS: dict[str, dict[str, tuple[str, ...]]] = {
    "whispers hand 4, passer, others": {
        "en": (r"Round ends \(A\) · passer \+4", r"Round ends \(B\) · four: others \+2"),
        "ja": (r"ラウンド終了（A）：手番を渡した人\+4点",
               r"ラウンド終了（B）：4種類：他の全員\+2点")},
    "whispers swap given to the General": {"en": (r"^General: pick \w+'s \w+$",),
                                           "ja": (r"^将軍：\S+の\S+を選ぶ$",)},
}


@pytest.mark.parametrize("name", sorted(SAYS))
@pytest.mark.parametrize("lang", LANGS)
def test_the_whispers_screen_says_the_round_ends_and_swaps_in_force(name: str,
                                                                     lang: str) -> None:
    case = next(c for c in CASES if c.name == name)
    texts = [" ".join(text.split()) for source, text in shown_texts(case).labels(lang)
             if _in_language(source, lang)]
    for words in SAYS[name][lang]:
        assert any(re.search(words, text) for text in texts), words


#: What a case's districts do beyond their cost and points, by case name and language: each
#: power's words as the texts in force say it, with the number in force in the group, the
#: number, and the rule whose chip states it. Each is said by the deck's chip (citadels.2),
#: that rule's chip, the handout's card reference and the district's tile; no text of the
#: case's games says it with another number.
POWERS_SAID: dict[str, dict[str, tuple[tuple[str, int, str], ...]]] = {
    "citadels district powers: cost change, end points per kind": {
        "en": ((r"Guild Hall's owner pays (\d+) gold less for each green \(trade\) district",
                1, "citadels.6.3"),
               (r"Guild Hall scores (\d+) more at the end per Tavern in its city", 2,
                "citadels.8.scoring"),
               (r"Watchtower scores (\d+) more at the end per Tower in its city", 1,
                "citadels.8.scoring")),
        "ja": ((r"ギルド会館の持ち主は緑（商業）の建物を金貨(\d+)枚安く建てられる", 1,
                "citadels.6.3"),
               (r"ギルド会館は終了時、自分の都市の酒場1つにつき\+(\d+)点", 2,
                "citadels.8.scoring"),
               (r"見張り塔は終了時、自分の都市の塔1つにつき\+(\d+)点", 1,
                "citadels.8.scoring"))},
}

#: The same powers as the tiles' tooltips and the score's explanation word them.
POWERS_SHORT: dict[str, dict[str, tuple[tuple[str, int], ...]]] = {
    "citadels district powers: cost change, end points per kind": {
        "en": ((r"its owner pays ([-+]\d+) gold for a green \(trade\) district", -1),
               (r"\+(\d+) at the end per Tavern in the city", 2),
               (r"\+(\d+) at the end per Tower in the city", 1),
               (r"Guild Hall, (\d+) per Tavern", 2), (r"Watchtower, (\d+) per Tower", 1)),
        "ja": ((r"持ち主は緑（商業）の建物の建設費([-+]\d+)", -1),
               (r"終了時、都市の酒場1つにつき\+(\d+)点", 2),
               (r"終了時、都市の塔1つにつき\+(\d+)点", 1),
               (r"ギルド会館（酒場1つにつき(\d+)点", 2), (r"見張り塔（塔1つにつき(\d+)点", 1))},
}


@pytest.mark.parametrize("name", sorted(POWERS_SAID))
@pytest.mark.parametrize("lang", LANGS)
def test_each_district_power_is_said_where_the_districts_are_described(name: str,
                                                                       lang: str) -> None:
    case = next(c for c in CASES if c.name == name)
    texts = [(source, " ".join(text.split())) for source, text in shown_texts(case).labels(lang)
             if _in_language(source, lang)]
    for pattern, n, rule_id in POWERS_SAID[name][lang]:
        for where in (f"rule chip citadels.2 ({lang})", f"rule chip {rule_id} ({lang})",
                      f"handout ({lang})"):
            said = [int(m) for source, text in texts if source == where
                    for m in re.findall(pattern, text)]
            assert n in said, (where, pattern)
    tiles = " ".join(text for source, text in texts if source == f"tile ({lang})")
    assert all(re.search(pattern, tiles) for pattern, _ in POWERS_SHORT[name][lang][:3])


@pytest.mark.parametrize("name", sorted(POWERS_SAID))
@pytest.mark.parametrize("lang", LANGS)
def test_no_text_says_a_district_power_with_another_number(name: str, lang: str) -> None:
    case = next(c for c in CASES if c.name == name)
    said = [*((p, n) for p, n, _ in POWERS_SAID[name][lang]), *POWERS_SHORT[name][lang]]
    wrong = [(source, text) for source, text in shown_texts(case).labels(lang)
             if _in_language(source, lang)
             for pattern, n in said for m in re.findall(pattern, " ".join(text.split()))
             if int(m) != n]
    assert not wrong, wrong[:3]
