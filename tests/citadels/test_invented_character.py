"""A Citadels character a class invents (issue 36, Deliver 1 and 2): a dict with its rank, its
names in English and Japanese, its income colour and its abilities from the vocabulary. Every
text that names a character (events, refusals, buttons, rule chips, the call order, the bots'
reasons, the table) names it as the variant does, in both languages; the kernel agrees with
the reference; a rank renamed with the same abilities plays the same game; impossible names
are refused in both languages."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from explorer import IllegalActionError, Match, Variant, VariantError
from explorer.classroom.panels import side_html
from explorer.engine import rule
from explorer.engine.testing import check_kernel, check_kernel_reach
from explorer.games.citadels import GAME, KERNEL, Character, Kill
from explorer.games.citadels.bots import explain
from explorer.games.citadels.callorder import call_order
from explorer.games.citadels.deduction import current_snapshot
from explorer.games.citadels.positions import position
from explorer.games.citadels.state import Phase, Turn, replace_state
from explorer.teaching import answer_choices, check, possible_characters
from explorer.viz.citadels import holders_html, table_html, track_html
from tests.citadels import test_powers

#: The class's Emperor (the blank ninth rank filled: he takes the Crown and 1 gold after his
#: action, the King keeping only his income) and a Banker in the Merchant's rank (the same
#: abilities, a new name), dealt at every player count.
EMPEROR: dict[str, Any] = {"content": {
    "characters": [
        {"rank": 9, "names": {"en": "Emperor", "ja": "皇帝"}, "powers": ["crown"],
         "gold_after": 1},
        {"rank": 4, "powers": []},
        {"rank": 6, "names": {"en": "Banker", "ja": "銀行家"}}],
    "character_sets": {"all": {"characters": [1, 2, 3, 4, 5, 6, 7, 8, 9]}}}}
#: The names the variant replaced, which no text of its games may show.
REPLACED = {"en": ("Queen", "Merchant"), "ja": ("女王", "商人")}
INVENTED = {"en": ("Emperor", "Banker"), "ja": ("皇帝", "銀行家")}


def texts_of_a_game(v: Variant, players: int, seed: int) -> dict[str, list[str]]:
    """Every text a learner meets in a random game of `v`: the events (full and as each seat
    sees them), their rule chips, the buttons and refusals of the candidate actions, the
    bots' reasons, each round's call order, and now and then the table, the holders' grid, the
    call track and the classroom's side panels (the board's and a seat's)."""
    match = Match("citadels", players=players, seed=seed, variant=v)
    game, rng = match.game, random.Random(seed)
    out: dict[str, list[str]] = {"en": [], "ja": []}
    step = 0
    while not game.is_over(match.state):
        state = match.state
        legal = game.legal_actions(state)
        action = legal[rng.randrange(len(legal))]
        for lang in out:
            out[lang] += [game.describe_action(state, a, lang)
                          for a in game.candidate_actions(state)]
            out[lang] += [r.label(lang) for a in game.candidate_actions(state)
                          if (r := game.why_illegal(state, a)) is not None]
            view = game.view(state, game.current_player(state))
            out[lang].append(explain(game, view, action)[0].label(lang))
            if step % 40 == 0:
                snap = current_snapshot(match, None)
                out[lang] += [table_html(game, state, None, lang), holders_html(game, snap, lang),
                              track_html(game, snap, lang), side_html(match, None, lang),
                              side_html(match, 0, lang)]
        match.play(action)
        step += 1
    for lang in out:
        for event in match.log:
            out[lang] += [event.label(lang, seat) for seat in (None, *range(players))]
            chip = rule(event.rule, match.state.options)
            out[lang] += [chip.title.label(lang), chip.text.label(lang)]
        out[lang] += [call_order(match, r).explain(lang)
                      for r in range(1, match.state.round + 1)]
    return out


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (4, 2), (7, 3)])
def test_every_text_of_a_game_names_the_invented_characters(players: int, seed: int) -> None:
    texts = texts_of_a_game(Variant.from_dict("citadels", EMPEROR), players, seed)
    for lang, words in texts.items():
        joined = "\n".join(words)
        for name in INVENTED[lang]:
            assert name in joined, (lang, name)
        for name in REPLACED[lang]:
            assert name not in joined, (lang, name, [w for w in words if name in w][:3])


def test_the_invented_character_does_what_its_abilities_say() -> None:
    """The Emperor takes the Crown when revealed and 1 gold after his action, in his own
    words; the King takes no Crown."""
    v = Variant.from_dict("citadels", EMPEROR)
    match = Match("citadels", players=4, seed=5, variant=v)
    rng = random.Random(5)
    while not match.game.is_over(match.state) and match.state.round < 4:
        legal = match.game.legal_actions(match.state)
        match.play(legal[rng.randrange(len(legal))])
    log = list(match.log)
    crowned = [i for i, e in enumerate(log) if e.message.key == "citadels.ev.crown"]
    assert crowned
    for i in crowned:  # the Crown follows the Emperor's reveal
        reveal = next(e for e in reversed(log[:i]) if e.message.key == "citadels.ev.reveal")
        assert "Emperor" in reveal.label("en")
    extra = [e.label("ja") for e in match.log if e.message.key == "citadels.ev.merchant"]
    assert "プレイヤー1（皇帝）は追加で金貨1枚を受け取りました。" in extra


NINJA = {"content": {"characters": {"1": {"names": {"en": "Ninja", "ja": "忍者"}}}}}


def test_the_refusals_name_the_invented_characters() -> None:
    """The reference and the kernel refuse a second kill and a kill of oneself naming the
    renamed Assassin, from the refusals they make once (`rules.common.naming`, `who`)."""
    v = Variant.from_dict("citadels", NINJA)
    start = position(4, cities={}, hands={}, gold={0: 2})
    options = dataclasses.replace(start.options, content=v.content)
    for turn, target, en, ja in (
            (Turn(Character.ASSASSIN, 0, power=True), Character.KING,
             "The Ninja's power is used once per turn", "忍者"),
            (Turn(Character.ASSASSIN, 0), Character.ASSASSIN,
             "The Ninja must name another character", "忍者")):
        state = replace_state(start, options=options, phase=Phase.TURN, turn=turn)
        for game in (GAME, KERNEL):
            refusal = game.why_illegal(state, Kill(target))
            assert refusal is not None
            assert refusal.label("en").startswith(en) and ja in refusal.label("ja")


def test_the_kernel_agrees_with_the_reference_under_invented_characters() -> None:
    v = Variant.from_dict("citadels", EMPEROR)
    assert check_kernel("citadels", 1, variant=v, players=[2, 4, 7]) > 500
    reach = check_kernel_reach("citadels", variants=[v], options=[], scenarios=False,
                               games=1, most=1)
    assert reach.states > 1000 and reach.times("citadels.ev.merchant") > 0


def test_a_rank_renamed_with_the_same_abilities_plays_the_same_game() -> None:
    banker = Variant.from_dict("citadels", {"content": {"characters": {
        "merchant": {"names": {"en": "Banker", "ja": "銀行家"}}}}})
    games = []
    for v in (None, banker):
        match = Match("citadels", players=5, seed=8, variant=v)
        rng = random.Random(8)
        while not match.game.is_over(match.state):
            legal = match.game.legal_actions(match.state)
            match.play(legal[rng.randrange(len(legal))])
        games.append((match.actions, match.state.gold, match.state.cities))
    assert games[0] == games[1]


def test_the_diff_and_the_rule_chips_name_the_invented_characters() -> None:
    v = Variant.from_dict("citadels", EMPEROR)
    assert "Rank 9: Queen → Emperor" in v.diff()
    assert "ランク6：商人 → 銀行家" in v.diff(lang="ja")
    assert "Emperor: powers none → take the Crown" in v.diff()
    assert any(line.endswith("9 Emperor added") for line in v.diff())
    options = Match("citadels", players=4, seed=0, variant=v).state.options
    assert rule("citadels.3.queen", options).title.en == "Emperor (9)"
    assert rule("citadels.3.queen", options).title.ja == "皇帝（9）"
    assert "Emperor" in rule("citadels.3.king", options).text.en
    ninja = Variant.from_dict("citadels", NINJA)
    thief = rule("citadels.3.thief", ninja.content)
    assert "Ninja" in thief.text.en and "Assassin" not in thief.text.en
    assert "忍者" in thief.text.ja and "暗殺者" not in thief.text.ja


def test_an_invented_character_reads_back_from_its_json_in_either_form() -> None:
    v = Variant.from_dict("citadels", EMPEROR)
    assert Variant.from_dict("citadels", v.to_dict()) == v
    by_name = Variant.from_dict("citadels", _without_rank())
    assert by_name == v
    assert v.content.who(Character.QUEEN).numbered("ja") == "9 皇帝"


def _without_rank() -> dict[str, Any]:
    """The mapping form takes no "rank" fact: the Queen's entry without it."""
    facts = {k: val for k, val in EMPEROR["content"]["characters"][0].items() if k != "rank"}
    return {"content": {"characters": {"Queen": facts, "King": {"powers": []},
                                       "6": {"names": {"en": "Banker", "ja": "銀行家"}}},
                        "character_sets": EMPEROR["content"]["character_sets"]}}


#: Impossible names and ranks of invented characters, each with what its refusal names (also
#: in `test_vocabulary.ALL_IMPOSSIBLE`, tried there in both languages).
IMPOSSIBLE_NAMES: list[tuple[Any, str]] = [
    ({"Queen": {"names": {"en": "Emperor"}}}, "characters.queen.names"),       # no Japanese
    ({"Queen": {"names": {"en": "Emperor", "ja": 9}}}, "characters.queen.names"),  # a number
    ({"Queen": {"names": "Emperor"}}, "characters.queen.names"),               # not a mapping
    ({"Queen": {"names": {"en": "", "ja": "皇帝"}}}, "characters.queen.names.en"),  # empty
    ({"Queen": {"names": {"en": "Emperor", "ja": " "}}}, "characters.queen.names.ja"),  # blank
    ({"Queen": {"names": {"en": "E" * 25, "ja": "皇帝"}}}, "characters.queen.names.en"),
    ({"Queen": {"names": {"en": " Emperor", "ja": "皇帝"}}}, "characters.queen.names.en"),
    ({"Queen": {"names": {"en": "king", "ja": "皇帝"}}}, "characters.queen.names.en"),  # clash
    ({"Queen": {"names": {"en": "Emperor", "ja": "王様"}}}, "characters.queen.names.ja"),
    ({"Queen": {"names": {"en": "Emperor", "ja": "皇帝"}},
      "6": {"names": {"en": "EMPEROR", "ja": "銀行家"}}}, "characters.queen.names.en"),
    ({"Queen": {"names": {"en": "Emperor", "ja": "皇帝", "fr": "Empereur"}}},
     "characters.queen.names"),                                                 # a third one
    ([{"rank": 10, "names": {"en": "Emperor", "ja": "皇帝"}}], "characters[0].rank"),
    ([{"rank": 0}], "characters[0].rank"),                                      # no rank 0
    ([{"names": {"en": "Emperor", "ja": "皇帝"}}], "characters[0].rank"),       # no rank
    ([{"rank": 9}, {"rank": 9}], "characters[1].rank"),                         # one rank twice
    ([{"rank": "nine"}], "characters[0].rank"),                                 # not a number
    (["Emperor"], "characters[0]"),                                             # not a dict
    ({"10": {"gold_after": 1}}, "10"),                                          # no rank 10
]


@pytest.mark.parametrize(("characters", "field"), IMPOSSIBLE_NAMES)
def test_an_impossible_invented_character_names_its_field_in_both_languages(
        characters: Any, field: str) -> None:
    test_powers.test_an_impossible_composition_of_powers_names_its_field_in_both_languages(
        characters, field)


def test_a_lesson_takes_the_invented_names_as_answers() -> None:
    match = Match("citadels", players=4, seed=2, variant=Variant.from_dict("citadels", EMPEROR))
    for _ in range(4):  # the draft's first picks
        match.play(match.game.legal_actions(match.state)[0])
    offered = [choice.label("ja") for choice in answer_choices("holds", match)]
    assert "皇帝" in offered and "銀行家" in offered and "女王" not in offered
    held = possible_characters(match, 1, 1)
    content = match.state.options.content
    assert check("holds", [content.name_of(c).ja for c in held], match, 1, 1, lang="ja")
    assert check("holds", [content.name_of(c).en for c in held], match, 1, 1)
    assert not check("holds", ["Queen"], match, 1, 1)


def test_a_refused_composition_names_the_invented_character() -> None:
    """Two Crowns: the refusal names the invented character as the variant does."""
    data = {"content": {"characters": [{"rank": 9, "names": {"en": "Emperor", "ja": "皇帝"},
                                        "powers": ["crown"]}]}}
    for lang, name in (("en", "not the Emperor as well"), ("ja", "皇帝には与えられません")):
        with pytest.raises(VariantError, match=name):
            Variant.from_dict("citadels", data, lang=lang)


def test_a_typed_action_says_the_invented_name() -> None:
    """A match takes the buttons' sentence of the game in force, in either language, and its
    refusal lists them so."""
    match = Match("citadels", players=4, seed=1, variant=Variant.from_dict("citadels", EMPEROR))
    match.play("皇帝を選ぶ")
    assert match.log[-1].label("en") == "Player 2 chose the Emperor."
    with pytest.raises(IllegalActionError, match="Choose the Banker") as refused:
        match.play("Choose the Queen")
    assert "Queen" not in str(refused.value).replace("'Choose the Queen'", "")


def test_a_character_set_may_name_the_invented_character() -> None:
    by_name = {"content": {
        "character_sets": {"all": {"characters": ["Assassin", "Thief", "Magician", "King",
                                                  "Bishop", "銀行家", "Architect", "Warlord",
                                                  "emperor"]}},
        "characters": EMPEROR["content"]["characters"]}}
    assert Variant.from_dict("citadels", by_name) == Variant.from_dict("citadels", EMPEROR)


def test_the_track_colours_a_character_by_its_income_in_force() -> None:
    """The Emperor given the blue income: his slot of the call track is blue, as his tile."""
    from explorer.engine.palette import PALETTE

    data = {"content": {"characters": [{"rank": 9, "names": {"en": "Emperor", "ja": "皇帝"},
                                        "income": "blue"}],
                        "character_sets": EMPEROR["content"]["character_sets"]}}
    match = Match("citadels", players=4, seed=1, variant=Variant.from_dict("citadels", data))
    track = track_html(match.game, current_snapshot(match, None), "en")
    emperor = track.split('data-rank="9"')[1].split(">")[0]
    assert PALETTE["blue"] in emperor
