"""The errors users meet, each carrying a bilingual reason.

This module may import only `explorer.engine.i18n`.
"""

from __future__ import annotations

from .i18n import LANGUAGES, ExplorerError, LanguageError, register_messages


class IllegalActionError(ExplorerError):
    """An action that the rules do not allow now. The match it was offered to is unchanged."""


class OptionError(ExplorerError):
    """A bad option, player count or seed for a game."""


class UnknownGameError(ExplorerError, LookupError):
    """A game name that is not registered."""


class RecordError(ExplorerError):
    """A match record (JSON) that cannot be read or replayed."""


class SeatError(ExplorerError, LookupError):
    """A seat that is not in the match (`view`, `player_label`, a widget's seat)."""


class TimelineError(ExplorerError):
    """Undo, redo or goto beyond the ends of the timeline."""


__all__ = [
    "LANGUAGES",
    "ExplorerError",
    "IllegalActionError",
    "LanguageError",
    "OptionError",
    "RecordError",
    "SeatError",
    "TimelineError",
    "UnknownGameError",
]

register_messages(
    {
        "engine.error.game_over": (
            "The game is over: no more actions can be played.",
            "ゲームは終了しています。これ以上の行動はできません。",
        ),
        "engine.error.not_legal": (
            "{action} is not a legal action now.",
            "{action} は現在できない行動です。",
        ),
        "engine.error.not_an_action": (
            "'{value}' is not an action of {game}.",
            "「{value}」は{game}の行動ではありません。",
        ),
        "engine.error.no_such_action": (
            "No legal action is written '{text}'. Legal now: {legal}.",
            "「{text}」と書く合法な行動はありません。いまできる行動: {legal}。",
        ),
        "engine.error.unknown_game": (
            "Unknown game '{name}'. Registered games: {names}.",
            "「{name}」というゲームはありません。登録済み: {names}。",
        ),
        "engine.error.players": (
            "{game} is for {low}–{high} players, not {players}.",
            "{game}は{low}〜{high}人用です（{players}人は不可）。",
        ),
        "engine.error.seed": (
            "The seed must be a whole number, not {value}.",
            "シードは整数でなければなりません（{value} は不可）。",
        ),
        "engine.error.unknown_option": (
            "{game} has no option '{name}'. Its options: {names}.",
            "{game}に「{name}」というオプションはありません。使えるオプション: {names}。",
        ),
        "engine.error.option_int": (
            "The option {name} must be a whole number, not {value}.",
            "オプション{name}は整数にしてください（{value}ではなく）。",
        ),
        "engine.error.option_ints": (
            "The option {name} must be {n} whole numbers, not {value}.",
            "オプション{name}は{n}個の整数にしてください（{value}ではなく）。",
        ),
        "engine.error.option_value": (
            "Option '{name}' cannot be {value}; choose {allowed}.",
            "オプション「{name}」に {value} は使えません。{allowed} から選んでください。",
        ),
        "engine.error.players_exact": (
            "{game} is for exactly {low} players, not {players}.",
            "{game}はちょうど{low}人用です（{players}人は不可）。",
        ),
        "engine.error.record": (
            "This match record cannot be read: {detail}",
            "この対戦記録は読み込めません: {detail}",
        ),
        # Details of a record error: full sentences (the record error adds no full stop).
        "engine.record.not_text": (
            "expected the text of a match record (a str or bytes), not {value}.",
            "対戦記録のテキスト（str か bytes）が必要です（{value} は不可）。",
        ),
        "engine.record.json": (
            "it is not valid JSON (line {line}, column {column}).",
            "JSONとして正しくありません（{line}行目、{column}文字目）。",
        ),
        "engine.record.json_other": (
            "it is not valid JSON, or a number in it is too long.",
            "JSONとして正しくないか、長すぎる数があります。",
        ),
        "engine.record.too_deep": (
            "it is nested too deeply to be a match record.",
            "入れ子が深すぎて対戦記録として読めません。",
        ),
        "engine.record.not_object": (
            "expected a JSON object, not {value}.",
            "JSONオブジェクトが必要です（{value} は不可）。",
        ),
        "engine.record.format": (
            "its format is {value}, expected '{expected}'.",
            "形式が {value} です（'{expected}' が必要）。",
        ),
        "engine.record.field": (
            "'{key}' is missing or is not {kind} ({value}).",
            "「{key}」がないか、{kind}ではありません（{value}）。",
        ),
        "engine.record.kind.int": ("a whole number", "整数"),
        "engine.record.kind.str": ("a string", "文字列"),
        "engine.record.kind.dict": ("an object", "オブジェクト"),
        "engine.record.kind.list": ("a list", "リスト"),
        "engine.record.option_name": (
            "{name} is not an option name; {game}'s options are: {names}.",
            "{name} はオプション名ではありません。{game}のオプション: {names}。",
        ),
        "engine.record.step": (
            "'step' {value} is outside the timeline (0–{last}).",
            "「step」の {value} はタイムラインの外です（0〜{last}）。",
        ),
        "engine.error.seat": (
            "There is no seat {seat} in this match: seats are 0–{last}, or None for everyone.",
            "この対戦に席 {seat} はありません。席は0〜{last}、全員の視点はNoneです。",
        ),
        "engine.error.seed_range": (
            "The seed must be a whole number from 0 to 2**64 − 1 (the generator's range), "
            "not {value}.",
            "シードは0から2**64 − 1まで（乱数生成器の範囲）の整数でなければなりません"
            "（{value} は不可）。",
        ),
        "engine.error.record_step": (
            "This match record breaks at step {step}: {detail}",
            "この対戦記録は第{step}手で再生できません: {detail}",
        ),
        "engine.error.undo": ("There is nothing to undo.", "取り消せる手はありません。"),
        "engine.error.redo": ("There is nothing to redo.", "やり直せる手はありません。"),
        "engine.error.goto": (
            "Step {step} is outside the timeline (0–{last}).",
            "第{step}手はタイムラインの外です（0〜{last}）。",
        ),
        "engine.error.language": (
            "Unknown language {lang}: choose {names}.",
            "言語 {lang} は使えません。{names}から選んでください。",
        ),
    }
)

assert LANGUAGES == ("en", "ja")
