"""The characters' powers as a vocabulary (issue 36; docs/citadels-vocabulary.md): the printed
characters hold the printed powers (kill, rob, exchange, crown, protect, destroy); a variant
moves a power to another character, takes one away or gives one to the Queen, and the reference
rule book and the kernel play the power wherever the content puts it (`check_kernel` compares
them under such variants); impossible compositions of powers are refused in both languages."""

from __future__ import annotations

import dataclasses
import re
from typing import Any

import pytest

from explorer import Variant, VariantError
from explorer.engine import Message, rule
from explorer.engine.testing import check_kernel
from explorer.games.citadels import GAME, KERNEL, Character, Destroy, District
from explorer.games.citadels.actions import TAKE_GOLD, BeginExchange, Kill, Rob, SwapHands
from explorer.games.citadels.cards import CHARACTER_SPECS, POWERS
from explorer.games.citadels.content import PUBLISHED
from explorer.games.citadels.rules import destroy_cost
from explorer.games.citadels.rules.powers import lacks_power, never_named
from explorer.games.citadels.state import replace_state

from .helpers import position

C = Character
NINE = {"character_sets": {"all": {"characters": [1, 2, 3, 4, 5, 6, 7, 8, 9]}}}
#: A rank-9 Spy who robs: the Queen takes the Thief's power (the Thief keeps none).
SPY = {"content": {"characters": {"Queen": {"powers": ["rob"], "never": ["Assassin"]},
                                  "Thief": {"powers": [], "never": []}}, **NINE}}
#: A Bishop who also takes the Crown (the King loses it).
CROWNED_BISHOP = {"content": {"characters": {"Bishop": {"powers": ["protect", "crown"]},
                                             "King": {"powers": []}}}}
#: The Thief may not rob rank 3.
NOT_THE_MAGICIAN = {"content": {"characters": {"Thief": {"never": ["Assassin", "Magician"]}}}}
#: The Merchant destroys (at full cost) and protects; the Warlord and the Bishop do neither.
MERCHANT_LORD = {"content": {"characters": {
    "Merchant": {"powers": ["destroy", "protect"], "destroy_change": 0},
    "Warlord": {"powers": [], "destroy_change": 0}, "Bishop": {"powers": []}}}}
#: The Architect kills and exchanges; the Assassin and the Magician lose their powers.
ARCHITECT_ALL = {"content": {"characters": {
    "Architect": {"powers": ["kill", "exchange"]}, "Assassin": {"powers": []},
    "Magician": {"powers": []}}}}
#: Every power moved at once (the kernel check's battery plays it, tests/citadels/test_kernel.py):
#: the Architect kills and exchanges, the Bishop protects and takes the Crown, the Queen (in
#: every set) robs but never the Architect, the Merchant destroys at full cost.
ALL_MOVED = {"content": {"characters": {
    "Assassin": {"powers": []}, "Thief": {"powers": [], "never": []},
    "Magician": {"powers": []}, "King": {"powers": []}, "Warlord": {"powers": [],
                                                                   "destroy_change": 0},
    "Architect": {"powers": ["kill", "exchange"]}, "Bishop": {"powers": ["protect", "crown"]},
    "Queen": {"powers": ["rob"], "never": ["Architect"]},
    "Merchant": {"powers": ["destroy"], "destroy_change": 0}}, **NINE}}
MOVED = [SPY, CROWNED_BISHOP, NOT_THE_MAGICIAN, MERCHANT_LORD, ARCHITECT_ALL, ALL_MOVED]
IDS = ["spy", "crowned-bishop", "not-rank-3", "merchant-lord", "architect-all", "all-moved"]


def at(data: Any, rank: C, **kwargs: Any) -> Any:
    """`helpers.position` (seat 0 has just revealed `rank`) under the variant `data`."""
    state = position(rank=rank, **kwargs)
    content = Variant.from_dict("citadels", data).content
    return replace_state(state, options=dataclasses.replace(state.options, content=content))


def both(state: Any, action: Any) -> tuple[Any, list[str]]:
    """The next state (the same from the reference and from the kernel) and its events."""
    ref, fast = GAME.apply(state, action), KERNEL.apply(state, action)
    assert fast.state == ref.state
    assert [e.message.label("en") for e in ref.events] == [
        e.message.label("en") for e in fast.events]
    return ref.state, [e.message.label("en") for e in ref.events]


def refusal(state: Any, action: Any) -> Any:
    """Why `action` is refused (the same reason from the reference and from the kernel)."""
    reason = GAME.why_illegal(state, action)
    assert reason is not None and reason == KERNEL.why_illegal(state, action)
    return reason


def test_the_printed_characters_hold_the_printed_powers() -> None:
    held = {c: CHARACTER_SPECS[c].powers for c in C if CHARACTER_SPECS[c].powers}
    assert held == {C.ASSASSIN: ("kill",), C.THIEF: ("rob",), C.MAGICIAN: ("exchange",),
                    C.KING: ("crown",), C.BISHOP: ("protect",), C.WARLORD: ("destroy",)}
    assert CHARACTER_SPECS[C.THIEF].never == (C.ASSASSIN,)
    assert set(POWERS) == {p for powers in held.values() for p in powers}
    assert PUBLISHED.tables.holders["crown"] == (C.KING,)


def test_a_rank_9_spy_robs_and_takes_the_gold_when_the_target_is_revealed() -> None:
    state = at(SPY, C.QUEEN, chosen={1: [C.KING]}, gold={1: 5})
    assert Rob(C.ASSASSIN) not in KERNEL.legal_actions(state)
    assert "cannot rob the Assassin" in refusal(state, Rob(C.ASSASSIN)).label("en")
    assert refusal(state, Rob(C.QUEEN)).key == "citadels.why.rob_self"
    after, events = both(state, Rob(C.KING))
    assert after.robbed is C.KING and after.thief == 0
    assert events == ["Player 1 (Queen) will rob the King."]
    # The Thief has no power left: his Rob is refused naming the Spy's.
    thief = at(SPY, C.THIEF)
    assert not any(isinstance(a, Rob) for a in KERNEL.legal_actions(thief))
    assert "Queen" in refusal(thief, Rob(C.KING)).label("en")


def test_a_robbing_magician_takes_the_gold_when_his_target_is_revealed() -> None:
    data = {"content": {"characters": {"Magician": {"powers": ["rob"], "never": ["Assassin"]},
                                       "Thief": {"powers": [], "never": []}}}}
    state = at(data, C.MAGICIAN, chosen={1: [C.KING]}, gold={1: 5})
    state, _ = both(state, Rob(C.KING))
    state, _ = both(state, TAKE_GOLD)
    state, events = both(state, GAME.legal_actions(state)[-1])
    assert state.turn.rank is C.KING and state.gold[1] == 0 and state.gold[0] == 2 + 2 + 5
    assert "Player 1 (Magician) takes all 5 gold of Player 2." in events


def test_a_bishop_who_takes_the_crown_takes_it_when_revealed() -> None:
    # Seat 1 holds the Bishop; seat 0's Magician ends his turn and the Bishop is called.
    state = at(CROWNED_BISHOP, C.MAGICIAN, chosen={1: [C.BISHOP]}, crown=2)
    state, _ = both(state, TAKE_GOLD)
    state, events = both(state, GAME.legal_actions(state)[-1])
    assert state.turn.rank is C.BISHOP and state.crown == 1
    assert any("Crown" in e for e in events)
    # The King reveals without taking it.
    king = at(CROWNED_BISHOP, C.MAGICIAN, chosen={1: [C.KING]}, crown=2)
    king, _ = both(king, TAKE_GOLD)
    king, _ = both(king, GAME.legal_actions(king)[-1])
    assert king.turn.rank is C.KING and king.crown == 2


def test_the_thief_may_be_forbidden_rank_3() -> None:
    state = at(NOT_THE_MAGICIAN, C.THIEF)
    reason = refusal(state, Rob(C.MAGICIAN))
    assert reason.label("en") == "The Thief cannot rob the Magician."
    assert reason.label("ja") == "盗賊は奇術師から盗めません。"
    assert Rob(C.KING) in KERNEL.legal_actions(state)


def test_a_merchant_who_destroys_and_protects() -> None:
    cities = {0: [District.MANOR], 1: [District.TEMPLE], 2: [District.CASTLE]}
    state = at(MERCHANT_LORD, C.MERCHANT, cities=cities, gold={0: 9},
               chosen={1: [C.ASSASSIN]})
    state, _ = both(state, TAKE_GOLD)
    legal = KERNEL.legal_actions(state)
    assert Destroy(2, District.CASTLE) in legal and Destroy(1, District.TEMPLE) in legal
    # Full cost: the Castle costs 4.
    assert destroy_cost(District.CASTLE, cities[2], state.options, False, C.MERCHANT) == 4
    after, events = both(state, Destroy(2, District.CASTLE))
    assert after.gold[0] == state.gold[0] - 4
    assert events[0] == "Player 1 (Merchant) pays 4 gold to destroy Castle in Player 3's city."
    # The Warlord has no power to destroy here.
    warlord = at(MERCHANT_LORD, C.WARLORD, cities=cities)
    warlord, _ = both(warlord, TAKE_GOLD)
    assert not any(isinstance(a, Destroy) for a in KERNEL.legal_actions(warlord))
    assert "Merchant" in refusal(warlord, Destroy(2, District.CASTLE)).label("en")


def test_the_protector_shelters_its_city_wherever_the_power_is() -> None:
    cities = {0: [District.MANOR], 1: [District.TEMPLE]}
    # Seat 1 revealed the Merchant (who protects); seat 0 plays a Warlord given the power back.
    data: dict[str, Any] = {"content": {"characters": {"Merchant": {"powers": ["protect"]},
                                       "Bishop": {"powers": []}}}}
    state = at(data, C.WARLORD, cities=cities, gold={0: 9}, chosen={1: [C.MERCHANT]})
    state, _ = both(state, TAKE_GOLD)
    assert Destroy(1, District.TEMPLE) not in KERNEL.legal_actions(state)
    reason = refusal(state, Destroy(1, District.TEMPLE))
    assert reason.label("en") == ("Player 2 is the Merchant: that player's districts are "
                                  "protected this round.")
    assert "商人" in reason.label("ja")


def test_an_architect_who_kills_and_exchanges_uses_one_power_a_turn() -> None:
    state = at(ARCHITECT_ALL, C.ARCHITECT, hands={0: [District.MANOR]})
    legal = KERNEL.legal_actions(state)
    assert Kill(C.KING) in legal and BeginExchange() in legal and SwapHands(1) in legal
    assert Kill(C.ARCHITECT) not in legal
    after, _ = both(state, Kill(C.KING))
    assert after.killed is C.KING
    assert refusal(after, SwapHands(1)).key == "citadels.why.power_used"
    # Nobody kills in the Assassin's turn any more.
    assert "Architect" in refusal(at(ARCHITECT_ALL, C.ASSASSIN), Kill(C.KING)).label("en")


def test_a_power_nobody_has_is_refused_saying_so() -> None:
    data: dict[str, Any] = {"content": {"characters": {"Magician": {"powers": []}}}}
    state = at(data, C.MAGICIAN, hands={0: [District.MANOR]})
    reason = lacks_power(state, SwapHands(1))
    assert reason is not None and reason.key == "citadels.why.power_nobody"
    assert "exchange hands or redraw" in reason.label("en")
    assert "手札を交換するか引き直す" in reason.label("ja")
    assert never_named(at(NOT_THE_MAGICIAN, C.THIEF), "rob", C.MAGICIAN) is not None
    assert never_named(at(NOT_THE_MAGICIAN, C.THIEF), "rob", C.KING) is None


@pytest.mark.parametrize("data", MOVED, ids=IDS)
def test_the_kernel_agrees_where_the_powers_moved(data: Any) -> None:
    v = Variant.from_dict("citadels", data)
    assert check_kernel("citadels", 1, options={}, variant=v, players=[3, 5]) > 300


#: Impossible compositions of powers, each with what its refusal names (also in
#: `test_vocabulary.ALL_IMPOSSIBLE`, tried there in both languages).
IMPOSSIBLE_POWERS: list[tuple[dict[str, Any], str]] = [
    ({"King": {"powers": ["fly"]}}, "characters.king.powers"),        # no such power
    ({"King": {"powers": "crown"}}, "characters.king.powers"),        # a string, not a list
    ({"King": {"powers": ["crown", "crown"]}}, "characters.king.powers"),  # listed twice
    ({"Queen": {"powers": ["crown"]}}, "characters.queen.powers"),    # two Kings
    ({"Bishop": {"powers": ["protect", "kill"]}}, "characters.bishop.powers"),  # two killers
    ({"Merchant": {"powers": ["rob"]}}, "characters.merchant.powers"),  # two robbers
    ({"King": {"never": ["Assassin"]}}, "characters.king.never"),     # names nobody anyway
    ({"Thief": {"never": ["Nobody"]}}, "Nobody"),                     # an unknown character
    ({"Thief": {"never": 3}}, "characters.thief.never"),              # a number, not a list
    ({"Assassin": {"never": [2, 3, 4, 5, 6, 7, 8]}}, "characters.assassin.never"),  # no target
    ({"Thief": {"never": [1, 3, 4, 5, 6, 7, 8]}}, "characters.thief.never"),  # no target
    ({"Warlord": {"powers": []}}, "characters.warlord.destroy_change"),  # a cost, no power
    ({"King": {"powers": [7]}}, "characters.king.powers"),            # a number for a power
    ({"Merchant": {"powers": ["destroy"], "destroy_change": -7}},
     "characters.merchant.destroy_change"),                           # out of range
]


@pytest.mark.parametrize(("characters", "field"), IMPOSSIBLE_POWERS)
def test_an_impossible_composition_of_powers_names_its_field_in_both_languages(
        characters: dict[str, Any], field: str) -> None:
    refused_in_both_languages({"characters": characters}, field)


def refused_in_both_languages(content: dict[str, Any], field: str) -> None:
    """A variant of `content` is refused in each language, naming `field`, in two texts."""
    texts = set()
    for lang in ("en", "ja"):
        with pytest.raises(VariantError, match=re.escape(field)) as caught:
            Variant.from_dict("citadels", {"content": content}, lang=lang)
        texts.add(str(caught.value))
    assert len(texts) == 2


@pytest.mark.parametrize("data", MOVED, ids=IDS)
def test_the_rule_texts_say_who_has_each_power_in_force(data: Any) -> None:
    """Each character's rule states its powers in force (and a printed power's rule says who
    has it now); the naming rule names the killers and robbers in force; a district's rule
    names the destroyer in force, in both languages."""
    v = Variant.from_dict("citadels", data)
    tables = v.content.tables
    for lang in ("en", "ja"):
        for c in C:
            text = rule(f"citadels.3.{c.name.lower()}", v.options).text.label(lang)
            for power in POWERS:
                sentence = Message(f"citadels.rule.does.{power}", ranks="", change="")
                start = re.split(r"[（(]", sentence.label(lang))[0][:9]
                assert (start in text) == (power in tables.powers[c]), (c, power, lang, text)
            printed = CHARACTER_SPECS[c].powers
            if printed and tables.holders[printed[0]] != (c,):
                for holder in tables.holders[printed[0]]:
                    assert holder.label(lang) in text.split("。")[0].split(".")[0], text
        naming = rule("citadels.11.A2", v.options).text.label(lang)
        for holder in (*tables.holders["kill"], *tables.holders["rob"]):
            assert holder.label(lang) in naming, (lang, naming)
        university = rule("citadels.2.1.university", v.options).text.label(lang)
        assert tables.holders["destroy"][0].label(lang) in university, university


def test_the_call_order_walkthrough_names_the_character_that_takes_the_crown() -> None:
    """Under a crowned Bishop, the walkthrough says the Bishop takes the Crown (both
    languages)."""
    import explorer
    from explorer.games.citadels import call_order

    v = Variant.from_dict("citadels", CROWNED_BISHOP)
    for seed in range(20):
        m = explorer.Match("citadels", 4, seed=seed, variant=v)
        while m.state.round == 1 and not m.is_over:
            m.play_bot()
        crowned = [e for e in call_order(m, 1).calls if e.crown]
        if crowned:
            break
    assert crowned and all(e.rank is C.BISHOP for e in crowned)
    assert "The Bishop takes the Crown." in crowned[0].message.label("en")
    assert "司教が王冠を受け取ります" in crowned[0].message.label("ja")


@pytest.mark.parametrize("data", [SPY, ARCHITECT_ALL, MERCHANT_LORD],
                         ids=["spy", "architect-all", "merchant-lord"])
def test_the_heuristic_bot_plays_a_moved_power(data: Any) -> None:
    """The heuristic bot finishes games under moved powers and uses a moved power in the turn
    of the character that has it (it reads the legal actions and the powers in force)."""
    import explorer

    v = Variant.from_dict("citadels", data)
    holders = {p: set(v.content.tables.holders[p]) for p in ("kill", "rob", "destroy")}
    used: set[str] = set()
    for seed in range(3):
        m = explorer.Match("citadels", 4, seed=seed, variant=v)
        while not m.is_over:
            state = m.state
            action = m.play_bot()
            kind = {Kill: "kill", Rob: "rob", Destroy: "destroy"}.get(type(action))
            if kind is not None:
                assert state.turn.rank in holders[kind]
                used.add(kind)
    assert used & {p for p, held in holders.items() if held - {C.ASSASSIN, C.THIEF, C.WARLORD}}


def test_the_table_says_the_build_limit_in_force() -> None:
    """The table's status line states the turn's build limit of the content in force (the
    Merchant building 2 here), not the printed Architect's 3."""
    from explorer.viz.citadels import table_html

    data = {"content": {"characters": {"Merchant": {"build_limit": 2}}}}
    html = table_html(GAME, at(data, C.MERCHANT), None, "en")
    assert "plays the 6 Merchant (built 0 of 2)." in html
    assert "(built 0 of 3)" in table_html(GAME, at(data, C.ARCHITECT), None, "en")


def test_the_crowns_character_is_never_removed_face_up() -> None:
    """§5.1.king follows the Crown's power: under a crowned Bishop, 4-player rounds never put
    the Bishop face up (the King may be), and the removal rule says so in both languages."""
    from explorer.engine import Rng
    from explorer.games.citadels.rules.round import remove_from_set

    v = Variant.from_dict("citadels", CROWNED_BISHOP)
    cast = v.content.character_set(4)
    seen: set[C] = set()
    put_back: set[C | None] = set()
    for seed in range(60):
        _, face_up, _, back, _ = remove_from_set(Rng.from_seed(seed), cast,
                                                 crowned=v.content.tables.holders["crown"])
        seen |= set(face_up)
        put_back.add(back)
    assert C.BISHOP not in seen and C.KING in seen and C.BISHOP in put_back
    assert "The Bishop is never removed face up." in rule("citadels.5.1", v.options).text.label(
        "en")
    assert "司教は表向きでは除きません" in rule("citadels.5.1", v.options).text.label("ja")
