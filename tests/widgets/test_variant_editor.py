"""The design lab's variant editor (`explorer.widgets.VariantEditor`), driven from Python as a
user would: change a card count and read the difference, run games with the bar moving and the
plots drawn, export and import, an impossible value said in both languages, and no widget
models made by repeated runs or language switches."""

from __future__ import annotations

import json
from html import unescape

import ipywidgets as w
import pytest
from ipywidgets.widgets import widget as widget_module

import explorer
from explorer.games.naishi.cards import Card
from explorer.widgets import VariantEditor
from explorer.widgets.explorer import close_tree
from tests.widgets.test_a11y import names, unnamed


def live() -> int:
    """How many widget models are alive in the kernel."""
    return len(widget_module._instances)


@pytest.fixture
def naishi() -> VariantEditor:
    editor = VariantEditor("naishi", games=20)
    yield editor
    close_tree(editor.widget)


class TestEditing:
    def test_the_published_game_shows_no_difference(self, naishi) -> None:
        assert naishi.variant == explorer.variant("naishi")
        assert "nothing changed" in naishi.diff.value
        assert naishi.messages.value == ""

    def test_a_changed_card_count_shows_in_the_difference_in_both_languages(self, naishi
                                                                            ) -> None:
        naishi.control("deck", "Naishi").value = 3
        assert naishi.variant == explorer.variant("naishi", deck={"Naishi": 3})
        assert "Naishi copies: 2 → 3" in naishi.diff.value
        naishi.set_language("ja")
        assert "内侍" in naishi.diff.value and "2枚 → 3枚" in naishi.diff.value
        assert "変更版エディター" in naishi.title.value

    def test_a_table_entry_and_a_rule_reading_are_edited_too(self, naishi) -> None:
        naishi.control("rice_points", 2).value = 12
        naishi.control("options", "recall").value = "choose"
        naishi.control("options", "river_swap").value = False
        lines = naishi.variant.diff(lang="en")
        assert len(lines) == 3 and naishi.diff.value.count("<li>") == 3
        assert naishi.variant.content.rice_points[2] == 12
        assert naishi.variant.option_values()["river_swap"] is False
        naishi.set_language("ja")  # a reading by its name and its choices in words
        assert "呼び戻しで戻す使者：すべて → 選んだ使者だけ" in naishi.diff.value
        assert "川のカード同士の入れ替え：はい → いいえ" in naishi.diff.value
        assert "recall" not in naishi.diff.value and "river_swap" not in naishi.diff.value

    def test_an_impossible_value_says_why_in_the_chosen_language_never_a_traceback(
            self, naishi) -> None:
        naishi.control("deck", "Naishi").value = -1
        assert naishi.variant is None
        assert "ex-error" in naishi.messages.value and "0 to 16" in naishi.messages.value
        assert naishi.run_button.disabled
        naishi.set_language("ja")
        assert "0〜16" in naishi.messages.value and "成り立ちません" in naishi.diff.value
        naishi.control("deck", "Naishi").value = 2
        assert naishi.messages.value == "" and naishi.variant.is_published
        assert not naishi.run_button.disabled

    def test_every_section_is_titled_in_the_chosen_language(self, naishi) -> None:
        for game in ("naishi", "whispers"):
            editor = naishi if game == "naishi" else VariantEditor(game)
            content = explorer.variant(game).to_dict()["content"]
            for lang in ("en", "ja"):
                editor.set_language(lang)
                titles = editor.sections.titles
                assert not set(titles) & set(content), titles  # no field's code name
                assert ("Rule readings" if lang == "en" else "ルールの解釈") == titles[-1]
            if editor is not naishi:
                assert "その他の数値" in editor.sections.titles
                close_tree(editor.widget)

    def test_every_control_has_a_name_a_screen_reader_says_in_the_chosen_language(
            self, naishi) -> None:
        assert unnamed(naishi.widget) == []
        english = names(naishi.widget)
        naishi.set_language("ja")
        assert unnamed(naishi.widget) == []
        japanese = names(naishi.widget)
        assert naishi.control("deck", "Monk").description == "発展カード：種類ごとの枚数：僧侶"
        assert sum(a != b for a, b in zip(english, japanese, strict=True)) > 100
        assert naishi.control("banner_points", 2).description == "場の旗（0・1・2枚）の3番目"
        naishi.set_language("en")
        assert naishi.control("banner_points", 2).description == "Line Banners for 0, 1, 2, entry 3"

    def test_a_deck_too_small_to_deal_is_refused_with_the_games_own_reason(self) -> None:
        editor = VariantEditor("whispers")
        editor.control("grey_copies").value = 0
        editor.control("hand_size").value = 7
        assert editor.variant is None and "draw pile" in editor.messages.value
        close_tree(editor.widget)


class TestRunning:
    def test_running_draws_the_plots_after_the_bar_moved_and_relabels_them(
            self, naishi) -> None:
        naishi.control("deck", "Naishi").value = 4
        seen: list[int] = []
        naishi.progress.observe(lambda c: seen.append(c["new"]), names="value")
        naishi.run(20)
        assert naishi.progress.value == naishi.progress.max == 40
        assert len(seen) > 3 and seen == sorted(seen)  # it moved while the games ran
        assert naishi.plot_svg.startswith("<svg") and naishi.plot.value == naishi.plot_svg
        assert '<title>The published game (20 games) and the variant (20 games)' in naishi.plot_svg
        assert naishi.comparison.variant.content.copies(Card.NAISHI) == 4
        assert naishi.comparison.base.content is None  # the published game
        assert "Lead changes" in naishi.summary.value
        # The paired change, judged: adjusted intervals and the two blocks of games.
        assert "shown together, so each is widened (Bonferroni)" in naishi.summary.value
        assert "Replication: games 0 to 9 and games 10 to 19" in naishi.summary.value
        naishi.set_language("ja")
        assert naishi.plot.value == naishi.plot_svg and 'lang="ja"' in naishi.plot_svg
        assert "<title>通常ルール" in naishi.plot_svg and "首位交代" in naishi.plot_svg
        assert "首位交代" in naishi.summary.value and "ボンフェローニ法" in naishi.summary.value
        assert naishi.progress_text.value == "40 / 40ゲーム（通常ルールと変更版）"

    def test_repeated_runs_and_language_switches_make_no_new_widgets(self, naishi) -> None:
        naishi.run(4)
        before = live()
        for lang in ("ja", "en"):
            naishi.control("deck", "Monk").value = 4 if lang == "ja" else 3
            naishi.run(4)
            naishi.set_language(lang)
            naishi.export()
            naishi.import_json(naishi.json_box.value)
        assert live() == before

    def test_the_plots_need_no_matplotlib_and_a_missing_numpy_is_named(self, naishi,
                                                                        monkeypatch) -> None:
        import builtins

        from explorer.widgets import variant_editor

        real = builtins.__import__

        def no_matplotlib(name: str, *args: object, **kwargs: object) -> object:
            if name.startswith("matplotlib"):
                raise ModuleNotFoundError("No module named 'matplotlib'", name="matplotlib")
            return real(name, *args, **kwargs)

        monkeypatch.setattr(builtins, "__import__", no_matplotlib)
        naishi.run(2)
        assert naishi.plot.value.startswith("<svg") and not naishi.messages.value

        def no_numpy(*args: object, **kwargs: object) -> object:
            raise ModuleNotFoundError("No module named 'numpy'", name="numpy")

        monkeypatch.setattr(variant_editor, "compare", no_numpy)
        naishi.run(2)
        assert "numpy" in naishi.messages.value and "pip install" in naishi.messages.value
        assert not naishi.run_button.disabled

    def test_the_runs_are_the_same_games_as_compare(self) -> None:
        editor = VariantEditor("whispers", players=4, seed=5)
        editor.control("hand_size").value = 5
        editor.run(6)
        direct = explorer.compare("whispers", explorer.variant("whispers"), editor.variant, 6,
                                  players=4, seed=5, progress=False)
        assert (editor.comparison.variant.scores == direct.variant.scores).all()
        assert (editor.comparison.base.scores == direct.base.scores).all()
        close_tree(editor.widget)


class TestTransfer:
    def test_export_then_import_gives_back_the_same_variant(self, naishi) -> None:
        naishi.control("deck", "Torii").value = 2
        control = naishi.control("options", "ninja_choice")
        assert control.options[-1] == ("Each player chooses", "choose")  # words, not the key
        control.value = control.options[-1][1]
        edited = naishi.variant
        text = naishi.export()
        assert json.loads(text) == edited.to_dict()
        assert 'download="naishi-variant.json"' in naishi.download.value
        naishi.reset()
        assert naishi.variant.is_published
        assert naishi.control("deck", "Torii").value == 4
        naishi.import_json(text)
        assert naishi.variant == edited
        assert naishi.control("deck", "Torii").value == 2

    def test_importing_junk_or_another_game_says_so_and_keeps_the_controls(self, naishi
                                                                            ) -> None:
        naishi.control("deck", "Torii").value = 3
        naishi.import_json("{not json")
        assert "not valid JSON" in naishi.messages.value
        assert naishi.control("deck", "Torii").value == 3
        naishi.import_json(explorer.variant("whispers").to_json())
        assert "whispers" in naishi.messages.value.lower() or "Whispers" in naishi.messages.value
        naishi.set_language("ja")
        assert naishi.messages.value and "ex-error" in naishi.messages.value


class TestGeneric:
    def test_records_of_fields_become_a_table_with_dropdowns_for_names(self, naishi) -> None:
        """A Citadels-shaped content field (name → record of copies, cost, colour, power some
        records lack) builds its cells and reads them back in `to_dict`'s form."""
        records = {"Castle": {"copies": 4, "cost": 4, "colour": "noble"},
                   "Manor": {"copies": 5, "cost": 3, "colour": "noble", "power": None},
                   "Library": {"copies": 1, "cost": 6, "colour": "special",
                               "power": "citadels.2.1.library"}}
        naishi._content["districts"] = records
        grid = naishi._records("districts", records)
        assert isinstance(grid, w.GridBox) and len(grid.children) == 4 * 5
        colour = naishi.control("districts", "Castle", "colour")
        assert isinstance(colour, w.Dropdown)
        assert [v for _, v in colour.options] == ["noble", "special"]
        power = naishi.control("districts", "Castle", "power")
        assert power.value == "" and "" in [v for _, v in power.options]
        library = naishi.control("districts", "Library", "power")
        assert library.label == "Library"  # a power shows as its rule's title
        naishi.set_language("ja")
        assert library.label == "図書館" and library.value == "citadels.2.1.library"
        assert naishi.variant is not None  # relabelling edited nothing
        naishi.set_language("en")
        naishi._syncing = True
        naishi.control("districts", "Castle", "cost").value = 5
        power.value = "citadels.2.1.library"
        naishi.control("districts", "Library", "power").value = ""
        data = naishi._data()["content"]["districts"]
        assert data["Castle"] == {"copies": 4, "cost": 5, "colour": "noble",
                                  "power": "citadels.2.1.library"}
        assert data["Library"]["power"] is None  # "—" is null, not left out (= unchanged)
        assert data["Manor"]["power"] is None
        naishi.control("districts", "Manor", "power").value = "citadels.2.1.library"
        assert naishi._data()["content"]["districts"]["Manor"]["power"] == "citadels.2.1.library"
        close_tree(grid)


def test_the_rule_readings_speak_the_learners_language(naishi) -> None:
    """Issue 40, finding 3: a reading's choices are words in the chosen language, and its
    label leads with words, not the option's key: its short name, as the variant's diff names
    it (issue 36), then the rule's title as a rule chip."""
    control = naishi.control("options", "recall")
    naishi.set_language("ja")
    assert [label for label, _ in control.options] == ["すべて", "選んだ使者だけ"]
    assert control.description == "呼び戻しで、戻せる使者をすべて戻すか、選んだ使者だけ戻すか。"
    labels = [label.value for label, _ in naishi._labels if isinstance(label, w.HTML)]
    row = next(v for v in labels if "naishi.13.A2" in v)
    assert row.startswith("<b>呼び戻しで戻す使者</b>") and row.index("recall") > 20
    assert any(line.startswith("呼び戻しで戻す使者：")
               for line in explorer.variant("naishi", recall="choose").diff(lang="ja"))
    assert row.index("<summary>オプション: 呼び戻す使者の数 ▸</summary>") < row.index("recall")
    naishi.set_language("en")
    assert control.options[0] == ("All of them", "all")


def test_the_citadels_editor_deals_the_queen_and_refuses_a_set_it_cannot_deal() -> None:
    """The character sets are a table, one row per player count: ticking the Queen in every
    row and giving her gold makes class question 2's sets; a set the draft cannot deal
    is refused naming its row, in the chosen language."""
    editor = VariantEditor("citadels", games=20)
    try:
        for players in range(2, 8):
            editor.control("character_sets", str(players), "characters").value = (
                "assassin", "thief", "magician", "king", "bishop", "merchant", "architect",
                "warlord", "queen")
        editor.control("characters", "queen", "gold_after").value = 3
        v = editor.variant
        assert v is not None
        assert all(explorer.games.citadels.Character.QUEEN in v.content.character_set(n)
                   .characters for n in range(2, 8))
        assert v.content.characters[8].gold_after == 3
        assert any("9 Queen added" in line for line in v.diff())
        editor.set_language("ja")
        editor.control("character_sets", "4", "face_up").value = 6
        assert editor.variant is None
        assert "character_sets.4" in editor.messages.value and "ドラフト" in editor.messages.value
    finally:
        close_tree(editor.widget)


def test_the_queen_of_class_question_2_is_built_from_the_controls_alone_and_played() -> None:
    """Class question 2 with no code: her gold condition and every set's characters are
    choices (words in the chosen language, no JSON to type), each edit checked at once; the
    variant is the question's dict, and a run plays paired games with her dealt."""
    from explorer.games.citadels import Character
    from tests.citadels.test_character_sets import QUEEN

    editor = VariantEditor("citadels", players=4, seed=3, lang="ja")
    try:
        condition = editor.control("characters", "queen", "gold_condition")
        assert isinstance(condition, w.Dropdown)
        assert condition.options == (("いつでも", ""), ("王冠の持ち主の隣にいるときだけ",
                                                       "next_to_crown"))
        sets = [editor.control("character_sets", str(n), "characters") for n in range(2, 8)]
        assert all(isinstance(s, w.SelectMultiple) and ("女王", "queen") in s.options
                   and "queen" not in s.value for s in sets)
        # Validated as the learner goes: her gold alone changes the variant at once.
        editor.control("characters", "queen", "gold_after").value = 3
        assert editor.variant is not None
        assert editor.variant.content.characters[8].gold_after == 3
        condition.value = "next_to_crown"
        for s in sets:
            s.value = (*s.value, "queen")
        v = editor.variant
        assert v is not None and editor.messages.value == ""
        assert v == explorer.Variant.from_dict("citadels", QUEEN)
        assert "女王：アクション後の金貨 いつでも → 王冠の持ち主の隣にいるときだけ" in \
            editor.diff.value
        # Three characters cannot be dealt to 4 players: said in Japanese, never raised.
        nine = sets[2].value
        sets[2].value = ("assassin", "thief", "queen")
        assert editor.variant is None and "character_sets.4" in editor.messages.value
        assert "ドラフト" in editor.messages.value
        sets[2].value = nine
        assert editor.variant == v
        editor.run(4)
        assert editor.comparison is not None
        assert editor.comparison.variant.content == v.content
        assert len(editor.comparison.variant.scores) == len(editor.comparison.base.scores) == 4
        assert editor.plot_svg.startswith("<svg")
        # Reset puts every choice back as printed.
        editor.reset()
        assert condition.value == "" and all("queen" not in s.value for s in sets)
        assert editor.variant == editor.published
        assert Character.QUEEN not in editor.published.content.character_set(4).characters
        editor.set_language("en")
        assert condition.options[0] == ("always", "") and ("Queen", "queen") in sets[0].options
        assert editor.variant == editor.published  # relabelling changed no choice
    finally:
        close_tree(editor.widget)


def test_a_new_citadels_character_is_added_from_the_controls_alone() -> None:
    """Issue 36's invented character with no code: the ninth rank's names are two text boxes
    (English, Japanese), its powers, gold and sets are choices; each keystroke is checked (a
    name missing in one language or taken by another character is refused in words, never
    raised); the choices and the difference name it; a run plays it."""
    editor = VariantEditor("citadels", players=4, seed=3)
    try:
        en, ja = (editor.control("characters", "queen", "names", lang) for lang in ("en", "ja"))
        assert isinstance(en, w.Text) and en.value == ja.value == ""
        en.value = "Emperor"
        assert editor.variant is None and "characters.queen.names" in editor.messages.value
        ja.value = "皇帝"
        assert editor.variant is not None and editor.messages.value == ""
        editor.control("characters", "queen", "powers").value = ("crown",)
        assert editor.variant is None and "characters.queen.powers" in editor.messages.value
        editor.control("characters", "king", "powers").value = ()
        editor.control("characters", "queen", "gold_after").value = 1
        sets = [editor.control("character_sets", str(n), "characters") for n in range(2, 8)]
        for s in sets:
            s.value = (*s.value, "queen")
        assert all(("Emperor", "queen") in s.options for s in sets)
        wanted = explorer.Variant.from_dict("citadels", {"content": {
            "characters": [{"rank": 9, "names": {"en": "Emperor", "ja": "皇帝"},
                            "powers": ["crown"], "gold_after": 1}, {"rank": 4, "powers": []}],
            "character_sets": {"all": {"characters": [1, 2, 3, 4, 5, 6, 7, 8, 9]}}}})
        assert editor.variant == wanted
        assert "Rank 9: Queen → Emperor" in editor.diff.value
        assert "Emperor: 0 → 1 gold after the action" in editor.diff.value
        en.value = "king"  # another character's name, in any case
        assert editor.variant is None and "characters.queen.names.en" in editor.messages.value
        en.value = "Emperor"
        assert editor.variant == wanted
        editor.run(4)
        assert editor.comparison is not None
        assert editor.comparison.variant.content == wanted.content
        assert editor.plot_svg.startswith("<svg")
        editor.set_language("ja")
        assert ("皇帝", "queen") in sets[0].options and "ランク9：女王 → 皇帝" in editor.diff.value
        assert editor.variant == wanted  # relabelling changed no choice
        editor.reset()
        assert en.value == ja.value == "" and editor.variant == editor.published
        assert ("女王", "queen") in sets[0].options
    finally:
        close_tree(editor.widget)


def test_a_citadels_power_is_moved_from_the_controls_alone() -> None:
    """The powers and the characters a kill or a rob never names are tick-lists in words of
    the chosen language: moving the Magician's power to the Architect is two choices, the
    diff says it, and giving the Crown to a second character is refused naming the field.
    (About 1 s per edit: each is validated and diffed at once.)"""
    editor = VariantEditor("citadels", players=4, seed=3, lang="ja")
    try:
        powers = editor.control("characters", "architect", "powers")
        assert isinstance(powers, w.SelectMultiple) and powers.value == ()
        assert ("手札を交換するか引き直す", "exchange") in powers.options
        never = editor.control("characters", "thief", "never")
        assert isinstance(never, w.SelectMultiple) and never.value == ("assassin",)
        assert ("暗殺者", "assassin") in never.options
        editor.control("characters", "magician", "powers").value = ()
        powers.value = ("exchange",)
        v = editor.variant
        assert v is not None and editor.messages.value == ""
        holders = v.content.tables.holders["exchange"]
        assert holders == (explorer.games.citadels.Character.ARCHITECT,)
        assert "建築家：能力 なし → 手札を交換するか引き直す" in editor.diff.value
        editor.control("characters", "bishop", "powers").value = ("protect", "crown")
        assert editor.variant is None
        assert "characters.bishop.powers" in editor.messages.value
        assert "王冠" in editor.messages.value
    finally:
        close_tree(editor.widget)


def test_the_new_district_of_class_question_3_is_built_from_the_controls_alone() -> None:
    """Class question 3 with no code: every district's end points are a number field and the
    colour they count a dropdown of the colours in words; end points with no colour are refused
    at once in the chosen language, and the colour chosen makes the question's variant, whose
    difference names the colour; Reset and Import put the fields back."""
    from tests.citadels.test_vocabulary import BLUE_GARDEN

    editor = VariantEditor("citadels", players=4, seed=3, lang="ja")
    try:
        assert editor.variant == editor.published and editor.messages.value == ""
        colour = editor.control("districts", "New district 1", "end_colour")
        assert isinstance(colour, w.Dropdown)
        assert colour.options[:2] == (("色なし", ""), ("黄（貴族）", "yellow"))
        assert colour.value == ""
        for fact, value in (("copies", 1), ("cost", 4), ("points", 4), ("end_points", 1)):
            editor.control("districts", "New district 1", fact).value = value
        assert editor.variant is None and "districts.New district 1.end_colour" in \
            editor.messages.value and "色なし" in editor.messages.value
        colour.value = "blue"
        assert editor.variant == explorer.Variant.from_dict("citadels", BLUE_GARDEN)
        assert "新しい建物1：終了時に青（宗教）の建物1つにつき 0点 → 1点" in editor.diff.value
        editor.reset()
        assert colour.value == "" and editor.variant == editor.published
        assert editor.control("districts", "New district 1", "end_points").value == 0
        editor.import_json(json.dumps(BLUE_GARDEN))
        assert colour.value == "blue" and editor.variant is not None
        assert editor.variant.content == explorer.Variant.from_dict("citadels",
                                                                    BLUE_GARDEN).content
    finally:
        close_tree(editor.widget)


@pytest.fixture
def whispers() -> VariantEditor:
    editor = VariantEditor("whispers", players=4, seed=5)
    yield editor
    close_tree(editor.widget)


class TestWhispers:
    """The Whispers content from choices, not code: the King cards (which characters each
    silences or bans, ticked by name; a character given a King card or none), the effects
    (the kind named in the chosen language, its numbers and flag), the colours' characters and
    the scorers; class questions 9 and 10 built from the controls alone."""

    def test_question_9_a_king_card_silencing_two_is_ticked_and_played(self, whispers
                                                                       ) -> None:
        from explorer.simulate.questions import CLASS_QUESTIONS

        silences = whispers.control("kings", "maid", "silences")
        assert isinstance(silences, w.SelectMultiple)
        assert ("Guard", "guard") in silences.options and silences.value == ("maid",)
        silences.value = (*silences.value, "guard")
        wanted = CLASS_QUESTIONS["king_silences_two"].variant()
        assert whispers.variant == wanted and whispers.messages.value == ""
        assert whispers.variant.to_dict() == wanted.to_dict()
        assert "King: Maid: silences Maid → silences Maid and Guard" in whispers.diff.value
        whispers.set_language("ja")
        assert ("衛兵", "guard") in silences.options
        assert "国王カード（メイド）：メイドを沈黙させる → メイド、衛兵を沈黙させる" in \
            whispers.diff.value
        assert whispers.variant == wanted  # relabelling changed no choice
        whispers.run(3)
        assert whispers.comparison is not None
        assert whispers.comparison.variant.content == wanted.content
        assert whispers.plot_svg.startswith("<svg") and "国王" not in whispers.messages.value

    def test_question_10_the_maid_draws_two_first_from_the_effect_row(self, whispers
                                                                       ) -> None:
        from explorer.simulate.questions import CLASS_QUESTIONS

        whispers.control("effects", "maid", "draw").value = 2
        whispers.control("effects", "maid", "draw_first").value = True
        wanted = CLASS_QUESTIONS["maid_draws_two"].variant()
        assert whispers.variant == wanted and whispers.messages.value == ""
        assert "Maid's effect: discard 1 card, then draw 1 → draw 2, then discard 1 card" in \
            unescape(whispers.diff.value)
        whispers.set_language("ja")
        assert "メイドの効果：1枚捨ててから1枚引く → 2枚引いてから1枚捨てる" in whispers.diff.value
        whispers.run(3)
        assert whispers.comparison is not None
        assert whispers.comparison.variant.content.effect(2).draw == 2
        assert whispers.plot_svg.startswith("<svg")

    def test_the_effect_kinds_are_named_in_the_chosen_language_with_their_fields(
            self, whispers) -> None:
        kind = whispers.control("effects", "wizard", "kind")
        assert kind.options[:3] == (("Show the hand", "reveal_hand"),
                                    ("Exchange hands", "exchange"),
                                    ("Discard and draw", "discard_draw"))
        draw = whispers.control("effects", "wizard", "draw")
        assert draw.layout.visibility == "hidden" and draw.disabled
        # The Wizard made to discard and draw: his row shows the cards drawn, and the Maid
        # made to exchange hands keeps no number of her old kind (no "not a field" error).
        kind.value = "discard_draw"
        assert draw.layout.visibility == "visible" and not draw.disabled
        draw.value = 3
        whispers.control("effects", "maid", "kind").value = "exchange"
        assert whispers.messages.value == "" and whispers.variant is not None
        effects = whispers.variant.to_dict()["content"]["effects"]
        assert effects["wizard"] == {"kind": "discard_draw", "draw": 3, "draw_first": False}
        assert effects["maid"] == {"kind": "exchange"}
        assert whispers.control("effects", "maid", "draw").layout.visibility == "hidden"
        whispers.set_language("ja")
        assert kind.options[2] == ("捨てて引く", "discard_draw")
        assert kind.value == "discard_draw"
        assert "魔法使いの効果：ほかのプレイヤーと手札を交換する → 1枚捨ててから3枚引く" in \
            whispers.diff.value
        # An out-of-range number is refused in words, Run disabled, nothing raised.
        draw.value = 4
        assert whispers.variant is None and whispers.run_button.disabled
        assert "effects.wizard.draw" in whispers.messages.value
        whispers.reset()
        assert kind.value == "exchange" and draw.value == 1 and draw.disabled
        assert whispers.variant == whispers.published

    def test_a_character_is_given_a_king_card_or_none_checked_as_ticked(self, whispers
                                                                         ) -> None:
        general = whispers.control("kings", "general")
        bans = whispers.control("kings", "general", "bans")
        assert isinstance(general, w.Checkbox) and not general.value and bans.disabled
        general.value = True  # a King card that does nothing yet: said, Run disabled
        assert not bans.disabled and whispers.variant is None
        assert whispers.run_button.disabled
        assert "kings.general" in whispers.messages.value
        assert "a King card must do something" in whispers.messages.value
        bans.value = ("wizard",)
        assert whispers.messages.value == "" and not whispers.run_button.disabled
        assert "King: General: no King card → bans Wizard" in whispers.diff.value
        whispers.control("kings", "maid").value = False
        assert whispers.control("kings", "maid", "silences").disabled
        kings = whispers.variant.content.kings
        assert [face.name for face, _ in kings] == [
            "ACCOUNTANT", "WIZARD", "BUTLER", "GUARD", "GENERAL", "JESTER"]
        whispers.set_language("ja")
        assert "国王カード（メイド）：メイドを沈黙させる → 国王カードなし" in whispers.diff.value
        assert "国王カード（将軍）：国王カードなし → 魔法使いを出せなくする" in whispers.diff.value
        # Every King card but one ticked out: the pile needs two, said in Japanese.
        for face in ("accountant", "wizard", "butler", "guard", "general"):
            whispers.control("kings", face).value = False
        assert whispers.variant is None and "国王カードが1枚" in whispers.messages.value
        whispers.import_json(json.dumps(explorer.variant("whispers").to_dict()))
        assert general.value is False and whispers.control("kings", "maid").value is True
        assert whispers.control("kings", "maid", "silences").value == ("maid",)
        assert whispers.variant == whispers.published

    def test_the_colours_characters_and_the_scorers_are_choices_in_words(self, whispers
                                                                          ) -> None:
        colours = whispers.control("colour_characters")
        scorer = whispers.control("whisper_scorer")
        court = whispers.control("court_scorer")
        assert isinstance(colours, w.SelectMultiple) and isinstance(scorer, w.Dropdown)
        assert scorer.options == (("every other player", "others"),
                                  ("the player who passed the turn", "passer"))
        assert ("the player who completed it", "player") in court.options
        scorer.value = "passer"
        colours.value = ("accountant", "wizard", "maid", "butler", "guard", "general")
        assert whispers.variant is not None and whispers.messages.value == ""
        content = whispers.variant.content
        assert content.whisper_scorer == "passer" and len(content.colour_characters) == 6
        assert ("A palace whisper scores for: every other player → the player who passed "
                "the turn") in whispers.diff.value
        whispers.set_language("ja")
        assert scorer.options[1] == ("手番を渡したプレイヤー", "passer")
        assert ("道化師", "jester") in colours.options and scorer.value == "passer"
        titles = " ".join(whispers.sections.titles)
        assert '"' not in titles and "passer" not in titles  # no code to type
        colours.value = ()
        assert whispers.variant is None and "colour_characters" in whispers.messages.value

    def test_every_whispers_control_is_named_and_switches_make_no_new_widgets(
            self, whispers) -> None:
        assert unnamed(whispers.widget) == []
        for lang, wanted in (("en", ["", "has a King card", "characters silenced",
                                     "characters banned"]),
                             ("ja", ["", "国王カードあり", "沈黙させるキャラクター",
                                     "出せなくするキャラクター"])):
            whispers.set_language(lang)
            kings = whispers.sections.children[whispers.sections.titles.index(
                explorer.engine.tr("whispers.variant.field.kings", lang))]
            heads = [c.value for c in kings.children if "ex-variant-head" in c._dom_classes]
            assert heads == wanted  # the columns in words, never a field's code name
        whispers.set_language("en")
        assert not any(isinstance(c.control, w.Text) and not isinstance(c.control, w.IntText)
                       for c in whispers._cells)  # nothing typed as JSON
        whispers.run(2)
        before = live()
        for lang in ("ja", "en"):
            whispers.control("kings", "general").value = lang == "ja"
            whispers.control("kings", "general", "silences").value = ("jester",)
            whispers.control("effects", "jester", "kind").value = (
                "discard_draw" if lang == "ja" else "none")
            whispers.run(2)
            whispers.set_language(lang)
            whispers.export()
            whispers.import_json(whispers.json_box.value)
        assert live() == before
        assert whispers.control("kings", "general").description == \
            "General: has a King card"
        assert unnamed(whispers.widget) == []


def test_naishis_readings_of_questions_6_and_7_are_dropdowns_in_words(naishi) -> None:
    """The Imperial Decree's and the Ninja's readings (class questions 6 and 7) are chosen in
    words, not typed as JSON, and give the questions' variants."""
    from explorer.simulate.questions import CLASS_QUESTIONS

    decree = naishi.control("decree")
    ninja = naishi.control("ninja_copies")
    assert isinstance(decree, w.Dropdown) and isinstance(ninja, w.Dropdown)
    decree.value = "player"
    assert naishi.variant == CLASS_QUESTIONS["decree_per_player"].variant()
    naishi.set_language("ja")
    assert [v for _, v in decree.options] == ["game", "player"]
    assert all(label != value for label, value in decree.options + ninja.options)
    assert decree.value == "player" and naishi.messages.value == ""
    naishi.reset()
    ninja.value = "row"
    assert naishi.variant == CLASS_QUESTIONS["ninja_own_row"].variant()


def test_the_new_district_of_class_question_3_is_named_from_the_controls_alone() -> None:
    """Issue 36: a district's names are two text boxes (English, Japanese) in its row, checked
    as typed (a name in one language only, or one another district has, is refused in words,
    never raised); named, the row, the difference and every line of it say the name in force,
    in each language."""
    from explorer.widgets.explorer import widget_tree
    from tests.citadels.test_vocabulary import BLUE_GARDEN

    editor = VariantEditor("citadels", players=4, seed=3)
    try:
        for fact, value in (("copies", 1), ("cost", 4), ("points", 4), ("end_points", 1)):
            editor.control("districts", "New district 1", fact).value = value
        editor.control("districts", "New district 1", "end_colour").value = "blue"
        en, ja = (editor.control("districts", "New district 1", "names", lang)
                  for lang in ("en", "ja"))
        assert isinstance(en, w.Text) and en.value == ja.value == ""
        en.value = "Guild Hall"
        assert editor.variant is None and "districts.New district 1.names" in \
            editor.messages.value
        ja.value = "砦"  # the Keep's name
        assert editor.variant is None and "districts.New district 1.names.ja" in \
            editor.messages.value and "Keep" in editor.messages.value
        ja.value = "ギルド会館"
        named = {"districts": {"New district 1": {
            **BLUE_GARDEN["content"]["districts"]["New district 1"],
            "names": {"en": "Guild Hall", "ja": "ギルド会館"}}}}
        assert editor.variant == explorer.Variant.from_dict("citadels", {"content": named})
        assert editor.messages.value == ""
        labels = [str(x.value) for x in widget_tree(editor.widget) if isinstance(x, w.HTML)]
        assert "New district 1 → Guild Hall" in editor.diff.value
        assert "Guild Hall: 0 → 1 points at the end per blue (religious) district" in \
            editor.diff.value
        assert "Guild Hall" in labels and "New district 1" not in labels
        editor.set_language("ja")
        labels = [str(x.value) for x in widget_tree(editor.widget) if isinstance(x, w.HTML)]
        assert "新しい建物1 → ギルド会館" in editor.diff.value
        assert "ギルド会館：終了時に青（宗教）の建物1つにつき 0点 → 1点" in editor.diff.value
        assert "ギルド会館" in labels and "新しい建物1" not in labels
        editor.reset()
        assert en.value == ja.value == "" and editor.variant == editor.published
    finally:
        close_tree(editor.widget)


def test_a_cost_change_is_given_from_the_controls_alone() -> None:
    """Issue 36: a district's change to its owner's building costs is a number field and its
    colour a dropdown in words; a change without a colour is refused as typed, in words."""
    from tests.citadels.test_vocabulary import GUILD_DISCOUNT

    editor = VariantEditor("citadels", players=4, seed=3)
    try:
        facts = GUILD_DISCOUNT["content"]["districts"]["New district 1"]
        for fact in ("copies", "cost", "points", "build_change"):
            editor.control("districts", "New district 1", fact).value = facts[fact]
        assert editor.variant is None
        assert "districts.New district 1.build_change_colour" in editor.messages.value
        colour = editor.control("districts", "New district 1", "build_change_colour")
        assert isinstance(colour, w.Dropdown) and ("green (trade)", "green") in colour.options
        colour.value = "green"
        for lang in ("en", "ja"):
            editor.control("districts", "New district 1", "names", lang).value = \
                facts["names"][lang]
        assert editor.variant == explorer.Variant.from_dict("citadels", GUILD_DISCOUNT)
        assert "Guild Hall: its owner pays +0 → -1 to build a green (trade) district" in \
            editor.diff.value
    finally:
        close_tree(editor.widget)


def test_a_district_counting_as_any_colour_and_scoring_per_kind_is_built_from_the_controls(
        ) -> None:
    """Issue 36: a district's "counts as any colour" is a box, its end points per district of
    a kind a number field and the kind a dropdown of the districts by their names in force
    (a new district named in the editor included); each refusal is said as typed in the chosen
    language (the box on a yellow district, points with no kind, a kind the deck lacks); the
    difference says them; Reset, Import and language switches set the same controls."""
    from tests.citadels.test_vocabulary import TAVERN_TALLY

    editor = VariantEditor("citadels", players=4, seed=3, lang="ja")
    try:
        row = {fact: editor.control("districts", "New district 1", fact)
               for fact in ("any_colour", "end_kind", "end_kind_points")}
        assert isinstance(row["any_colour"], w.Checkbox) and row["any_colour"].value is False
        assert isinstance(row["end_kind_points"], w.IntText) and row["end_kind_points"].value == 0
        assert isinstance(row["end_kind"], w.Dropdown) and row["end_kind"].value == ""
        assert row["end_kind"].options[:2] == (("なし", ""), ("荘園", "Manor"))
        assert unnamed(editor.widget) == []
        assert row["end_kind_points"].description == "新しい建物1：終了時の建物ごとの点"
        assert row["any_colour"].description == "新しい建物1：どの色としても数える"
        manor = editor.control("districts", "Manor", "any_colour")
        manor.value = True
        assert editor.variant is None and "districts.Manor.any_colour" in editor.messages.value
        assert "紫の建物だけ" in editor.messages.value
        manor.value = False
        assert editor.variant == editor.published and editor.messages.value == ""
        before = live()
        facts = TAVERN_TALLY["content"]["districts"]
        for key in ("New district 1", "New district 2"):
            for fact in ("copies", "cost", "points"):
                editor.control("districts", key, fact).value = facts[key][fact]
            for lang in ("en", "ja"):
                editor.control("districts", key, "names", lang).value = facts[key]["names"][lang]
        editor.control("districts", "New district 2", "colour").value = "red"
        row["end_kind_points"].value = 2
        assert editor.variant is None
        assert "districts.New district 1.end_kind" in editor.messages.value
        assert "数える建物" in editor.messages.value
        row["end_kind"].value = "Tavern"
        watchtower = editor.control("districts", "Watchtower", "end_kind")
        assert ("塔", "New district 2") in watchtower.options  # the name given in the editor
        watchtower.value = "New district 2"
        editor.control("districts", "Watchtower", "end_kind_points").value = 1
        assert editor.variant == explorer.Variant.from_dict("citadels", TAVERN_TALLY)
        assert "見張り塔：終了時に塔1つにつき 0点 → 1点" in editor.diff.value
        editor.set_language("en")
        assert ("Tower", "New district 2") in watchtower.options
        assert "Watchtower: 0 → 1 points at the end per Tower in its city" in editor.diff.value
        editor.control("districts", "New district 2", "copies").value = 0
        assert editor.variant is None and "districts.Watchtower.end_kind" in \
            editor.messages.value and "could never score" in editor.messages.value
        editor.control("districts", "New district 2", "copies").value = 2
        row["any_colour"].value = True
        assert "Guild Hall: counts as any colour at the end: no → yes" in editor.diff.value
        assert live() == before  # the same controls, updated in place
        data = editor.variant.to_dict() if editor.variant is not None else {}
        editor.reset()
        assert row["end_kind"].value == "" and row["any_colour"].value is False
        assert row["end_kind_points"].value == 0 and editor.variant == editor.published
        editor.import_json(json.dumps(data))
        assert row["end_kind"].value == "Tavern" and row["any_colour"].value is True
        assert watchtower.value == "New district 2"
    finally:
        close_tree(editor.widget)
