"""The rule texts state the content in force (issue 36, point 2; `games.citadels.texts`): under
a battery of variants no character's rule, nor the set-up, removals, calls, building or income
rules, states a number or a name that contradicts the variant; the printed game's texts are the
catalogues' own, to the byte."""

from __future__ import annotations

import re
from html import escape
from typing import Any

import pytest

from explorer import Variant
from explorer.engine import i18n, rule
from explorer.engine.options import option_rows
from explorer.games.citadels import GAME
from explorer.games.citadels import Character as C
from explorer.games.citadels.cards import CHARACTER_SPECS
from explorer.games.citadels.content import PLAYER_COUNTS, CitadelsContent
from explorer.games.citadels.options import OPTION_HELP
from explorer.widgets.teaching import option_label

from .test_character_sets import QUEEN
from .test_powers import IDS, MOVED

BATTERY: list[dict[str, Any]] = [
    {"characters": {"Merchant": {"gold_after": 2}}},
    {"characters": {"Warlord": {"destroy_change": 0}}},
    {"characters": {"Warlord": {"destroy_change": 2, "income": None}}},
    QUEEN["content"],
    {"characters": {"Architect": {"build_limit": 4, "cards_after": 3, "income": "green"},
                    "King": {"income": None, "gold_after": 1}}},
    {"start_gold": 3, "start_cards": 5},
    {"character_sets": {"all": {"characters": [1, 2, 3, 4, 6, 7, 8]}}},
    {"character_sets": {"7": {"characters": list(range(1, 10)), "face_down": 2},
                        "4": {"face_up": 1}}},
    {"characters": {c.name.lower(): {"income": None} for c in C}},
]


def numbers(text: str) -> set[int]:
    return {int(n) for n in re.findall(r"\d+", text)}


def test_the_printed_game_reads_the_catalogues_texts():
    options = GAME.make_options(4)
    for rule_id in i18n.rule_ids():
        if rule_id.startswith("citadels."):
            for lang in ("en", "ja"):
                assert rule(rule_id, options).text.label(lang) == \
                    i18n.rule_texts(rule_id, lang)[1], rule_id


def expected(c: C, content: CitadelsContent, lang: str) -> set[int]:
    """The numbers a character's rule states under `content`."""
    spec = content.characters[c - 1]
    found = {n for n in (spec.gold_after, spec.cards_after) if n}
    found |= {1} if spec.income is not None else set()
    found |= {spec.build_limit} if spec.build_limit != 1 or lang == "ja" else set()
    found |= {abs(spec.destroy_change)} if c is C.WARLORD and spec.destroy_change else set()
    found |= {0} if c is C.WARLORD else set()  # "never below 0"
    found |= {9} if c is C.QUEEN and lang == "ja" else set()
    return found


@pytest.mark.parametrize("data", BATTERY, ids=range(len(BATTERY)))
def test_no_character_rule_contradicts_the_content_in_force(data: dict[str, Any]):
    v = Variant.from_dict("citadels", {"content": data})
    content = v.content
    for c in C:
        spec = content.characters[c - 1]
        for lang in ("en", "ja"):
            text = rule(f"citadels.3.{c.name.lower()}", v.options).text.label(lang)
            if text == i18n.rule_texts(f"citadels.3.{c.name.lower()}", lang)[1]:
                # The printed sentence: only while the character is as printed.
                assert spec == CHARACTER_SPECS[c], (c, lang)
                continue
            assert numbers(text) == expected(c, content, lang), (c, lang, text)
            if spec.income is not None:
                colour = i18n.tr(f"citadels.colour.{spec.income.value}", lang)
                assert colour in text, (c, lang, text)
            said = "next to the Crown" if lang == "en" else "王冠の持ち主の隣"
            assert (said in text) == (spec.gold_condition is not None), (c, lang, text)


@pytest.mark.parametrize("data", BATTERY, ids=range(len(BATTERY)))
def test_the_game_rules_state_the_content_in_force(data: dict[str, Any]):
    v = Variant.from_dict("citadels", {"content": data})
    content = v.content
    for lang in ("en", "ja"):
        setup = rule("citadels.4", v.options).text.label(lang)
        assert numbers(setup) == {content.size, content.start_cards, content.start_gold}
        removals = rule("citadels.5.1", v.options).text.label(lang)
        if content.character_sets != CitadelsContent().character_sets:
            for players in PLAYER_COUNTS:
                cast = content.character_set(players)
                line = (f"{players} players: characters " if lang == "en"
                        else f"{players}人：キャラクター")
                assert line in removals
                assert (f"{cast.face_down} face down, {cast.face_up} face up" if lang == "en"
                        else f"伏せて{cast.face_down}枚、表向きで{cast.face_up}枚") in removals
            calls = rule("citadels.5.7", v.options).text.label(lang)
            assert max(numbers(calls)) == max(max(s.characters) for s in
                                              content.character_sets)
        building = rule("citadels.6.3", v.options).text.label(lang)
        limits = {s.build_limit for s in content.characters} - {1}
        if content.characters != CitadelsContent().characters:
            assert numbers(building) - {1} == limits, (lang, building)
        income = rule("citadels.7", v.options).text.label(lang)
        earners = [c for c in C if content.characters[c - 1].income is not None]
        for c in earners:
            assert c.label(lang) in income, (c, lang, income)
        if content.characters != CitadelsContent().characters:
            for c in set(C) - set(earners):
                assert c.label(lang) not in income, (c, lang, income)


#: What-if numbers of the end (rule citadels.8), with the Queen's content.
ENDING: dict[str, Any] = {"options": {"complete_size": 5, "five_colours_bonus": 6,
                                      "first_complete_bonus": 7, "complete_bonus": 1},
                          "content": QUEEN["content"]}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_end_and_scoring_rules_state_the_what_if_numbers(lang: str):
    options = Variant.from_dict("citadels", ENDING).options
    end = rule("citadels.8", options).text.label(lang)
    assert numbers(end) == {5}, end
    scoring = rule("citadels.8.scoring", options).text.label(lang)
    # "five colours" is a word in English, "5色" in Japanese.
    assert numbers(scoring) == {5, 6, 7, 1} | ({5} if lang == "ja" else set()), scoring
    # A title names no number and stays the catalogue's, whatever the variant.
    for rule_id in ("citadels.4", "citadels.5.1", "citadels.8", "citadels.8.scoring"):
        assert rule(rule_id, options).title.label(lang) == i18n.rule_texts(rule_id, lang)[0]


_CHIP = re.compile(r'data-rule="([^"]+)"><summary>.*?<div class="ex-rule-text"><b>[^<]*</b> '
                   r"(.*?)</div>", re.S)


def chips_state_the_content(html: str, options: Any, lang: str) -> int:
    """Every rule chip in `html` states its rule as `options` have it; how many there were."""
    from explorer.viz.html import escape

    found = _CHIP.findall(html)
    for rule_id, text in found:
        assert text == escape(rule(rule_id, options).text.label(lang)), (rule_id, lang, text)
    return len(found)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_walkthrough_and_the_final_scores_state_the_variant(lang: str):
    # The chips and rule paragraphs a learner reads in the walkthrough and under the final
    # scores: the variant's sets, characters, end and bonuses, never the printed ones.
    import explorer
    from explorer.games.citadels import deduction
    from explorer.games.citadels.callorder import call_order
    from explorer.viz import citadels as viz
    from explorer.viz.html import escape

    v = Variant.from_dict("citadels", ENDING)
    m = explorer.Match("citadels", 4, seed=2, variant=v)
    m.play_out(3)
    assert m.is_over
    scores = viz.final_scores_html(m.game, m.state, lang)
    assert chips_state_the_content(scores, m.options, lang) == 1
    assert escape(i18n.rule_texts("citadels.8.scoring", lang)[1]) not in scores
    chips = 0
    for round_ in (1, 2):
        walk = call_order(m, round=round_, seat=None)
        turns = deduction.round_turns(m, walk)
        for position in range(deduction.entry_count(walk)):
            snap = deduction.snapshot(walk, m.players, position)
            html = viz.explanation_html(snap, lang, turns, m.options)
            chips += chips_state_the_content(html, m.options, lang)
            rule_id = viz.entry_text(snap, lang)[1]
            assert escape(rule(rule_id, m.options).text.label(lang)) in html, rule_id
    assert chips > 10


@pytest.mark.parametrize("data", BATTERY[:5], ids=range(5))
def test_bot_reasons_and_hints_state_the_content_in_force(data: dict[str, Any]):
    # The heuristic's reasons (which a Hint shows) quote the variant's points and names.
    import explorer
    from explorer import bots
    from explorer.engine import derive
    from explorer.games.citadels import Build, Choose

    v = Variant.from_dict("citadels", {"content": data})
    m = explorer.Match("citadels", 4, seed=7, variant=v)
    points = v.content.tables.points
    checked = 0
    for step in range(400):
        if m.is_over:
            break
        choice = bots.choose("citadels", "heuristic", m.state, derive(7, step))
        for lang in ("en", "ja"):
            said = choice.reason.label(lang)
            if isinstance(choice.action, Build):
                assert numbers(said) == {points[choice.action.district]}, (lang, said)
                checked += 1
            if isinstance(choice.action, Choose):
                assert choice.action.character.label(lang) in said, (lang, said)
        m.play(choice.action)
    assert checked


DISTRICT_BATTERY: list[dict[str, Any]] = [
    {"districts": {"University": {"cost": 5, "points": 9}},
     "characters": {"Warlord": {"destroy_change": 0}}},
    {"districts": {"Dragon Gate": {"copies": 0}, "Manor": {"copies": 7}}},
    {"districts": {"Castle": {"points": 7}}, "characters": {"Warlord": {"destroy_change": -6}}},
    # Class question 3's district, and a second one scoring at the end for another colour.
    {"districts": {"New district 1": {"copies": 1, "cost": 4, "points": 4, "colour": "purple",
                                      "end_colour": "blue", "end_points": 1},
                   "New district 2": {"copies": 2, "cost": 3, "points": 3, "colour": "green",
                                      "end_colour": "red", "end_points": 3}}},
]


@pytest.mark.parametrize("data", DISTRICT_BATTERY, ids=range(len(DISTRICT_BATTERY)))
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_deck_and_district_rules_state_the_content_in_force(data: dict[str, Any],
                                                                 lang: str):
    from explorer.games.citadels.cards import Colour, District

    v = Variant.from_dict("citadels", {"content": data})
    content = v.content
    deck = rule("citadels.2", v.options).text.label(lang)
    colours = {sum(s.copies for s in content.districts if s.colour is c) for c in Colour}
    odd = {s.points for s in content.districts if s.copies and s.points != s.cost}
    ends = {s.end_points for s in content.districts if s.copies and s.end_points}
    unnamed = deck.replace(District.NEW_1.label(lang), "").replace(District.NEW_2.label(lang), "")
    assert numbers(unnamed) == {content.size} | colours | odd | ends, deck
    change = content.characters[C.WARLORD - 1].destroy_change
    for district in (District.DRAGON_GATE, District.UNIVERSITY):
        spec = content.spec(district)
        text = rule(f"citadels.2.1.{district.name.lower()}", v.options).text.label(lang)
        assert numbers(text) == {spec.cost, spec.points, max(0, spec.cost + change)}, text


@pytest.mark.parametrize("data", BATTERY, ids=range(len(BATTERY)))
def test_the_naming_rule_states_the_ranks_of_the_sets_in_force(data: dict[str, Any]):
    # §11-A2: the Assassin names any rank of the game but his own, the Thief neither of theirs
    # ("2–9" and "3–9" with the Queen; 「2〜9番」 in Japanese).
    v = Variant.from_dict("citadels", {"content": data})
    ranks = {int(c) for cast in v.content.character_sets for c in cast.characters}
    for lang in ("en", "ja"):
        text = rule("citadels.11.A2", v.options).text.label(lang)
        if v.content.character_sets == CitadelsContent().character_sets:
            assert text == i18n.rule_texts("citadels.11.A2", lang)[1]
            continue
        named = ranks - {1}
        consecutive = max(named) - min(named) + 1 == len(named)
        # "2–9 … 3–9", or the lists themselves (the Thief's inside the Assassin's).
        expected = {min(named), min(named) + 1, max(named)} if consecutive else named
        assert numbers(text) == expected, (lang, text)
        assert ("〜" in text) == (lang == "ja" and consecutive), text


def pools(v: Variant, players: int) -> list[int]:
    """How many cards each draft step of a round under `v` offers (played by the bots)."""
    import explorer
    from explorer.games.citadels.state import Phase

    m = explorer.Match("citadels", players, seed=3, variant=v)
    sizes = []
    while m.state.phase is Phase.DRAFT:
        sizes.append(len(m.state.pool))
        m.play_bot()
    return sizes


@pytest.mark.parametrize("data", [BATTERY[3], BATTERY[6], BATTERY[7]], ids=range(3))
def test_the_draft_rules_state_the_cards_the_draft_offers(data: dict[str, Any]):
    # §5.2–§5.5 under a set of nine, of seven, and two face down at 7 players: the numbers
    # each rule states are those of a round played under the variant.
    v = Variant.from_dict("citadels", {"content": data})
    two, three, seven = pools(v, 2), pools(v, 3), pools(v, 7)
    for lang in ("en", "ja"):
        said = {r: rule(f"citadels.{r}", v.options).text.label(lang)
                for r in ("5.2", "5.3", "5.4", "5.5")}
        lasts = {pools(v, n)[-1] for n in (4, 5, 6)}
        assert numbers(said["5.2"]) - {1, 4, 5, 6, 7} == lasts - {1, 4, 5, 6, 7}, said["5.2"]
        for n in (4, 5, 6):
            line = (f"{n} players: 1 of {pools(v, n)[-1]}" if lang == "en"
                    else f"{n}人なら{pools(v, n)[-1]}枚から1枚")
            assert line in said["5.2"], (lang, said["5.2"])
        assert numbers(said["5.3"]) == {1, two[0], two[-1], two[-1] - 1}, said["5.3"]
        assert numbers(said["5.4"]) - {2} == {three[-1] - 1} - {2}, said["5.4"]
        down = v.content.character_set(7).face_down
        assert numbers(said["5.5"]) - {1, 7} == {down, seven[6]} - {1, 7}, said["5.5"]


@pytest.mark.parametrize("data", [{}, BATTERY[3], BATTERY[6]], ids=range(3))
def test_the_assassins_refusal_names_the_ranks_of_the_set_in_force(data: dict[str, Any]):
    # Naming himself is refused by the rule book and the kernel alike, with the ranks he may
    # name ("2–8" printed, "2–9" with the Queen, a list without the Bishop).
    import explorer
    from explorer.games.citadels import KERNEL, Kill

    v = Variant.from_dict("citadels", {"content": data})
    m = explorer.Match("citadels", 4, seed=1, variant=v)
    while not any(isinstance(a, Kill) for a in m.legal_actions()):
        m.play_bot()
    others = {int(c) for c in v.content.character_set(4).characters} - {1}
    for game in (GAME, KERNEL):
        refusal = game.why_illegal(m.state, Kill(C.ASSASSIN))
        assert refusal is not None and refusal.rule == "citadels.3.assassin"
        for lang in ("en", "ja"):
            said = numbers(refusal.label(lang))
            consecutive = max(others) - min(others) + 1 == len(others)
            assert said == ({min(others), max(others)} if consecutive else others), said
    if not data:
        assert refusal.label("en") == "The Assassin must name another character (2–8)."


#: The option lines that name characters (or a district) by their powers, and those powers.
OPTION_POWERS: dict[str, tuple[str, ...]] = {
    "name_face_up": ("kill", "rob"), "bishop_blocks_own_warlord": ("protect", "destroy"),
    "great_wall_own_city": ("destroy",)}
#: The moved-power variants, and one where nobody destroys (nor protects: the Bishop too).
OPTION_BATTERY = [*MOVED, {"content": {"characters": {
    "Warlord": {"powers": [], "destroy_change": 0}, "Bishop": {"powers": []}}}}]


def test_the_printed_option_lines_are_the_catalogues():
    for name, help_ in OPTION_HELP.items():
        for context in (None, GAME.make_options(4)):
            for lang in ("en", "ja"):
                assert help_.in_force(context).label(lang) == \
                    i18n.tr(f"citadels.option.{name}", lang), (name, lang)


@pytest.mark.parametrize("data", OPTION_BATTERY, ids=[*IDS, "no-destroyer"])
def test_the_option_lines_name_the_holders_in_force(data: dict[str, Any]):
    v = Variant.from_dict("citadels", data)
    holders = v.content.tables.holders
    for name, help_ in OPTION_HELP.items():
        for lang in ("en", "ja"):
            line = help_.in_force(v.options).label(lang)
            powers = OPTION_POWERS.get(name)
            if powers is None:  # No character named: the catalogue's line.
                assert line == i18n.tr(f"citadels.option.{name}", lang), (name, lang)
                continue
            held = all(holders[p] for p in powers)
            wanted = {c for p in powers for c in holders[p]} if held else set()
            assert {c for c in C if c.label(lang) in line} == wanted, (name, lang, line)
            assert (line == i18n.tr("citadels.option.unused", lang)) == (not held)
            # The teacher's label carries the same line.
            row = next(r for r in option_rows(GAME) if r.name == name)
            assert escape(line) in option_label(row, lang, context=v.options)


#: The rules naming a character by its power (printed: the Warlord, the Bishop, the King, the
#: Thief), and those powers.
HELD_RULES: dict[str, tuple[str, ...]] = {
    "citadels.2.1.graveyard": ("destroy",), "citadels.2.1.great_wall": ("destroy",),
    "citadels.2.1.keep": ("destroy",), "citadels.3.king.heir": ("crown",),
    "citadels.3.thief.theft": ("rob",), "citadels.5.1.king": ("crown",),
    "citadels.11.A3": ("crown",), "citadels.11.A5": ("destroy",),
    "citadels.11.A7": ("protect", "destroy"), "citadels.11.A13": ("destroy",)}
#: Those whose title names the character too.
TITLED = ("citadels.3.king.heir", "citadels.5.1.king", "citadels.11.A7", "citadels.11.A13")
CROWNLESS = {"content": {"characters": {"King": {"powers": []}}}}


@pytest.mark.parametrize("data", [*OPTION_BATTERY, CROWNLESS],
                         ids=[*IDS, "no-destroyer", "crownless"])
def test_the_rules_naming_a_power_name_its_holders_in_force(data: dict[str, Any]):
    v = Variant.from_dict("citadels", data)
    holders = v.content.tables.holders
    for rule_id, powers in HELD_RULES.items():
        held = all(holders[p] for p in powers)
        wanted = {c for p in powers for c in holders[p]} if held else set()
        for lang in ("en", "ja"):
            text = rule(rule_id, v.options).text.label(lang)
            assert {c for c in C if c.label(lang) in text} == wanted, (rule_id, lang, text)
            # A title naming a character (the King's heir) names the holder in force too.
            title = rule(rule_id, v.options).title.label(lang)
            assert {c for c in C if c.label(lang) in title} <= wanted, (rule_id, lang, title)
            if rule_id in TITLED and held:
                assert {c for c in C if c.label(lang) in title} == wanted, (rule_id, lang)
            if not held and rule_id != "citadels.11.A3":
                assert text == i18n.tr("citadels.rule.held_nobody", lang)
            # The removal order's rule keeps its readings when nobody is redrawn.
            if rule_id == "citadels.11.A3":
                assert "2016" in text


@pytest.mark.parametrize("districts", [{"Temple": {"copies": 6}},
                                       {"Temple": {"copies": 1}, "Church": {"copies": 1},
                                        "Market": {"copies": 1}}], ids=["more", "fewer"])
def test_the_city_size_line_states_the_limits_of_the_districts_in_force(
        districts: dict[str, Any]):
    v = Variant.from_dict("citadels", {"content": {"districts": districts}})
    limits = {n: v.content.largest_city(n) for n in PLAYER_COUNTS}
    assert limits != {n: CitadelsContent().largest_city(n) for n in PLAYER_COUNTS}
    below = {n: most for n, most in limits.items() if most < 14}
    for lang in ("en", "ja"):
        line = OPTION_HELP["complete_size"].in_force(v.options).label(lang)
        assert numbers(line) == {8, 2, 14} | set(below) | set(below.values()), (lang, line)
        for n, most in below.items():
            assert (f"{most} with {n} players" if lang == "en" else f"{n}人では{most}") in line


#: Class question 3 (a purple district, cost 4, 1 point at the end per blue district) with a
#: what-if end, so that the scoring rule states both.
BLUE_GARDEN = {"content": DISTRICT_BATTERY[-1], "options": {"complete_size": 6}}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_district_scoring_at_the_end_is_stated_by_every_text(lang: str):
    """The scoring rule (the final scores' chip), the deck rule, the variant's diff and the
    district's tile name each district that scores at the end, its points and the colour it
    counts; no other number than the rule's own."""
    import explorer
    from explorer.games.citadels.cards import COLOUR_NAMES, Colour, District
    from explorer.viz import citadels as viz
    from explorer.viz.html import escape

    v = Variant.from_dict("citadels", BLUE_GARDEN)
    scoring = rule("citadels.8.scoring", v.options).text.label(lang)
    blue, red = (COLOUR_NAMES[c].label(lang) for c in (Colour.BLUE, Colour.RED))
    garden, barracks = (d.label(lang) for d in (District.NEW_1, District.NEW_2))
    if lang == "en":
        assert scoring.endswith(f"{garden} scores 1 more at the end per {blue} district in its "
                                f"city and {barracks} scores 3 more at the end per {red} "
                                "district in its city."), scoring
    else:
        assert f"{garden}は終了時、自分の都市の{blue}の建物1つにつき+1点" in scoring, scoring
        assert f"{barracks}は終了時、自分の都市の{red}の建物1つにつき+3点" in scoring, scoring
    # The what-if size and the printed bonuses, then the end points.
    unnamed = scoring.replace(garden, "").replace(barracks, "")
    assert numbers(unnamed) == {6, 3, 4, 2, 1} | ({5} if lang == "ja" else set()), scoring
    diff = " ".join(v.diff(lang=lang))
    assert (f"0 → 3 points at the end per {red} district" if lang == "en"
            else f"終了時に{red}の建物1つにつき 0点 → 3点") in diff, diff
    tile = viz.district_tile(District.NEW_2, lang, content=v.content)
    assert escape(red) in tile and "+3" in tile, tile
    m = explorer.Match("citadels", 4, seed=2, variant=v)
    m.play_out(3)
    scores = viz.final_scores_html(m.game, m.state, lang)
    assert chips_state_the_content(scores, m.options, lang) == 1
    assert escape(garden) in scores
