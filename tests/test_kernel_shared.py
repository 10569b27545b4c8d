"""The functions each playout kernel takes from its reference rule book rather than computing
itself (`explorer.engine.testing.shared_with_reference`): `check_kernel` cannot check them,
since the kernel and the reference run the same code, so each is listed here with a spec test
of its own (a test of the rules spec's examples and tables that calls it). The list is the
kernels' own (a function the kernel starts to share, or stops sharing, fails the first test);
the named tests exist; and in the soak tier each named test is run, traced, to see that it
calls its function."""

from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from explorer.engine.testing import shared_with_reference

ROOT = Path(__file__).resolve().parent.parent

#: Per game, each function its kernel shares with the reference (its name after
#: `explorer.games.`) and a spec test that calls it (in `tests/<game>/`).
SHARED_WITH_REFERENCE: dict[str, dict[str, str]] = {
    "naishi": {
        "naishi.content.lay_out":
            "test_rules.py::TestSetup::test_first_player_comes_from_the_seed",
        "naishi.rules.court.decree_refusal":
            "test_rules.py::TestDecree::test_hand_decree",
        "naishi.rules.additional.verify_switch":
            "test_rules_views.py::TestRefusals::test_reasons_in_both_languages",
        "naishi.rules.additional.verify_refresh":
            "test_rules.py::TestDiscardTwo::test_before_develop_it_may_not_empty_the_river",
        "naishi.rules.turn.verify_pass":
            "test_rules_end.py::TestNoPossibleAction::test_pass_only_when_nothing_is_possible",
        "naishi.rules.court.verify_decree":
            "test_rules_views.py::TestRefusals::test_decree_after_develop",
        "naishi.rules.develop.verify_develop":
            "test_rules_views.py::TestRefusals::test_decree_after_develop",
        "naishi.rules.turn.verify_end_turn":
            "test_rules.py::TestDevelop::test_one_main_action_then_end_turn",
        "naishi.rules.court.verify_declare":
            "test_rules_end.py::TestDeclare::test_declare_takes_the_whole_turn",
        "naishi.rules.court.verify_recall":
            "test_rules.py::TestRecall::test_recall_none_out",
        "naishi.rules.end.chosen_copies":
            ("test_rules_end.py::TestDeclare::"
             "test_the_second_seat_order_not_the_seat_number_decides"),
        "naishi.rules.end.ninja_targets":
            "test_rules_end.py::TestNinja::test_a_ninja_with_nothing_to_copy",
        "naishi.rules.end.pending_ninja":
            "test_rules_end.py::TestNinja::test_a_ninja_with_nothing_to_copy",
        "naishi.rules.end.verify_copy":
            "test_rules_end.py::TestNinja::test_players_choose_with_the_option",
        "naishi.rules.exchange.verify_give":
            "test_rules.py::TestExchange::test_identical_dealt_cards_give_one_action",
        "naishi.rules.game.not_an_action":
            "test_rules_views.py::TestRefusals::test_not_an_action",
        "naishi.rules.game.wrong_phase":
            "test_rules_views.py::TestRefusals::test_reasons_in_both_languages",
        "naishi.scoring.score":
            "test_scoring.py::TestTorii::test_count",
        "naishi.state.exhausted_piles":
            "test_rules.py::TestDecree::test_hand_decree",
    },
    "whispers": {
        "whispers.rules.butler.verify_swap_pick":
            "test_rules.py::TestButler::test_any_two_areas_or_own_area_option",
        "whispers.rules.butler.verify_swap_with":
            "test_rules.py::TestButler::test_any_two_areas_or_own_area_option",
        "whispers.rules.dealing.deal":
            "test_rules.py::TestSetup::test_deck_and_deal",
        "whispers.rules.effect.verify_skip":
            "test_rules.py::TestGuard::test_effects_optional_skip",
        "whispers.rules.game.wrong_phase":
            "test_rules.py::TestButler::test_no_effect_as_first_or_second_card",
        "whispers.rules.guard.verify_take_back":
            "test_rules.py::TestPassing::test_neutral_guard_counts_after_effect",
        "whispers.rules.maid.draw_cards":
            "test_rules.py::TestMaid::test_empty_pile_reshuffles_discards",
        "whispers.rules.maid.verify_discard":
            "test_rules.py::TestMaid::test_empty_pile_reshuffles_discards",
        "whispers.rules.passing.verify_pass_to":
            "test_rules.py::TestPassing::test_neutral_fewest_alone_and_tie_with_self",
        "whispers.rules.play.verify_forced_play":
            "test_rules.py::TestRoundEnds::test_case_a_places_no_card_unless_the_option_says_so",
        "whispers.rules.play.verify_play":
            "test_rules.py::TestRoundEnds::test_case_a_places_no_card_unless_the_option_says_so",
        "whispers.rules.play.verify_show_hand":
            "test_rules.py::TestRoundEnds::test_case_a_reason_for_show_hand_with_legal_card",
        "whispers.rules.round_end.passer_of":
            "test_vocabulary.py::test_question_8_a_palace_whisper_scores_2_for_the_passer",
        "whispers.rules.wizard.taken_blind":
            "test_rules.py::TestVariantCitations::test_wizard_variants_cite_a1",
        "whispers.rules.wizard.verify_finish_giving":
            "test_rules.py::TestWizard::test_active_sees_target_hand_in_view",
        "whispers.rules.wizard.verify_give":
            "test_rules.py::TestWizard::test_active_sees_target_hand_in_view",
        "whispers.rules.wizard.verify_take":
            "test_rules.py::TestWizard::test_only_the_reading_s_picker_takes_the_cards",
        "whispers.rules.wizard.verify_take_count":
            "test_rules.py::TestWizard::test_unequal_counts",
        "whispers.rules.wizard.verify_target":
            "test_rules.py::TestWizard::test_active_sees_target_hand_in_view",
    },
    "citadels": {
        "citadels.rules.assassin.verify_kill":
            "test_characters.py::TestAssassin::test_targets_are_ranks_two_to_eight",
        "citadels.rules.thief.verify_rob":
            ("test_characters.py::TestThief::"
             "test_cannot_rob_the_assassin_himself_or_the_killed_character"),
        "citadels.rules.magician.verify_swap":
            "test_characters.py::TestMagician::test_swap_hands_even_with_an_empty_hand",
        "citadels.rules.magician.verify_exchange":
            "test_characters.py::TestMagician::test_exchange_needs_cards",
        "citadels.rules.magician.verify_set_aside":
            "test_characters.py::TestMagician::test_exchange_with_the_deck_in_steps",
        "citadels.rules.magician.verify_finish":
            "test_characters.py::TestMagician::test_exchange_with_the_deck_in_steps",
        "citadels.rules.turn.verify_action":
            "test_turn.py::test_the_action_is_mandatory_and_taken_once",
        "citadels.rules.turn.verify_end":
            "test_turn.py::test_the_action_is_mandatory_and_taken_once",
        "citadels.rules.turn.verify_keep":
            "test_turn.py::test_draw_two_keep_one_the_other_goes_under_the_deck",
        "citadels.rules.income.verify_income":
            "test_turn.py::test_income_once_before_or_after_building",
        "citadels.rules.graveyard.verify_recover":
            "test_purple.py::TestGraveyard::test_owner_pays_one_to_take_the_card",
        "citadels.rules.building.verify_build":
            "test_turn.py::test_build_rules",
        "citadels.rules.draft.verify_draft":
            "test_draft.py::test_draft_refusals",
        "citadels.rules.warlord.verify_destroy":
            "test_characters.py::TestWarlord::test_keep_and_complete_cities_are_immune",
        "citadels.rules.calls.mask_calls":
            "test_draft.py::test_seven_players_last_takes_the_face_down_card_too",
        "citadels.rules.common.add_at":
            "test_characters.py::TestBishop::test_bishop_income",
        "citadels.rules.common.set_at":
            "test_purple.py::test_library_keeps_both",
        "citadels.rules.common.without":
            "test_draft.py::test_stacked_two_player_draft",
        "citadels.rules.draft.draft_schedule":
            "test_draft.py::test_stacked_two_player_draft",
        "citadels.rules.game.elsewhere":
            "test_rulebook.py::test_refusals_cite_the_rule_that_forbids_them",
        "citadels.rules.graveyard.graveyard_owner":
            "test_characters.py::TestBishop::test_killed_bishop_is_not_protected",
        "citadels.rules.purple.verify_laboratory":
            "test_purple.py::test_laboratory_discard_goes_to_a_discard_pile_with_that_option",
        "citadels.rules.purple.verify_smithy":
            "test_purple.py::test_smithy_variants",
        "citadels.rules.round.remove_from_set":
            "test_character_sets.py::test_the_printed_removals_are_unchanged_by_the_set",
        "citadels.rules.setup.deal":
            "test_draft.py::test_set_up_deals_four_cards_and_two_gold",
    },
}


def spec_test(game: str, test: str) -> str:
    """The node id of a listed spec test."""
    return f"tests/{game}/{test}"


@pytest.mark.parametrize("game", sorted(SHARED_WITH_REFERENCE))
def test_the_list_is_what_the_kernel_shares(game: str) -> None:
    listed = {f"explorer.games.{name}" for name in SHARED_WITH_REFERENCE[game]}
    assert set(shared_with_reference(game)) == listed


@pytest.mark.parametrize("game", sorted(SHARED_WITH_REFERENCE))
def test_each_listed_spec_test_exists(game: str) -> None:
    for name, test in SHARED_WITH_REFERENCE[game].items():
        path, *parts = spec_test(game, test).split("::")
        module = importlib.import_module(path.removesuffix(".py").replace("/", "."))
        found: object = module
        for part in parts:
            found = getattr(found, part, None)
        assert callable(found), f"{name}: no spec test {test}"


@pytest.mark.soak
def test_each_listed_spec_test_calls_its_function(tmp_path: Path) -> None:
    """Run the listed spec tests with `tests.shared_calls` recording what each calls."""
    out = tmp_path / "calls.json"
    tests = sorted({spec_test(game, test) for game, listed in SHARED_WITH_REFERENCE.items()
                    for test in listed.values()})
    env = {**os.environ, "SHARED_CALLS": str(out), "PYTHONPATH": str(ROOT)}
    subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p",
                    "tests.shared_calls", "-n", "0", "-q", "-o", "addopts=", *tests],
                   cwd=ROOT, env=env, check=True, capture_output=True)
    calls = json.loads(out.read_text(encoding="utf-8"))
    for game, listed in SHARED_WITH_REFERENCE.items():
        for name, test in listed.items():
            module, _, function = f"explorer.games.{name}".rpartition(".")
            code = getattr(importlib.import_module(module), function).__code__
            where = [code.co_filename, code.co_firstlineno]
            node = spec_test(game, test)
            assert any(where in seen for key, seen in calls.items()
                       if key == node or key.startswith(node + "[")), (
                f"{test} does not call {name}")
