"""王宮のささやき's rule texts from the content in force (issue 36, point 2).

The rule titles and paraphrases of the catalogues (`locale/<lang>.json`, `"rules"`) are
templates: every number in them that a variant can change is a field (`{hand_size}`,
`{targets[0]}`, `{kings}`), every character named for its effect is the characters whose
effect is of that kind (`{names[discard_draw]}`: the Maid, printed), and every clause that a
variant's content can make false is a phrase chosen from the content (`{bans}`: ", nor a
Jester while King: Jester is face up", printed; `{whisper_who}`: who scores a palace whisper).
`fill` writes a template for the options, content or variant in force;
`explorer.engine.events.rule(rule_id, context)` calls it (registered by `register`), so a
rule chip under a variant states the variant's numbers and names, and the printed game's texts
are the printed ones. The Options panel's lines (`whispers.option.<name>`) are templates of the
same fields, filled the same way (`OptionHelp.in_force`).

This module may import only the engine, `cards`, `content` and `state`.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from typing import Any

from ...engine import Message
from ...engine.events import register_filler
from .cards import CHARACTER_NAMES, Character
from .content import KIND_RULE, WhispersContent, of_kind
from .state import WhispersOptions

#: The kinds whose effect has a choice, so `effects_optional` lets it be skipped (§12 A3).
SKIPPABLE = ("exchange", "discard_draw", "swap_areas", "return_card")


def options_of(context: Any) -> WhispersOptions:
    """The options in force for `context`: a game's options, a `Variant` (its options), a
    `WhispersContent` (with the default readings) or `None` (the printed game)."""
    if isinstance(context, WhispersContent):
        return WhispersOptions(content=context)
    options = getattr(context, "options", context)
    return options if isinstance(options, WhispersOptions) else WhispersOptions()


def _label(key: str, lang: str, **params: Any) -> str:
    return Message(f"whispers.rule.{key}", **params).label(lang)


def names(characters: Iterable[Character], lang: str, *, alternatives: bool = False) -> str:
    """Characters' names as a rule's sentence lists them ("Wizard, Maid, Butler and Guard" /
    「魔法使い・メイド・執事・衛兵」; with `alternatives`, "Maid or Jester")."""
    parts = [CHARACTER_NAMES[c].label(lang) for c in characters]
    if len(parts) <= 1:
        return "".join(parts)
    return _label("names.or" if alternatives else "names.and", lang,
                  head=_label("names.sep", lang).join(parts[:-1]), last=parts[-1])


def _bans(content: WhispersContent, lang: str, key: str) -> str:
    """One clause per King card that bans: ", nor a Jester while King: Jester is face up"."""
    return "".join(_label(key, lang, cards=names(card.bans, lang, alternatives=True),
                          face=CHARACTER_NAMES[face].label(lang))
                   for face, card in content.kings if card.bans)


def _banned_by(content: WhispersContent, kind: str, lang: str) -> str:
    """§4.2 of a kind: the King cards that ban one of its characters, as one clause."""
    chars = set(of_kind(content, kind))
    faces = [face for face, card in content.kings if chars & set(card.bans)]
    if not faces:
        return ""
    return _label("banned_by", lang, faces=names(faces, lang, alternatives=True))


def _early(content: WhispersContent, lang: str) -> str:
    """§4.2 Butler: the first cards of the round whose swap has no effect."""
    swap = [content.effect(c) for c in of_kind(content, "swap_areas")][0]
    n = swap.from_card - 1
    if n == 0:
        return ""
    key = f"early.{n}" if n <= 2 else "early.many"
    return _label(key, lang, name=names(of_kind(content, "swap_areas"), lang,
                                        alternatives=True), n=n)


def _never_silenced(content: WhispersContent, lang: str) -> str:
    """§4.2 General: "never silenced", while no King card silences or bans it."""
    chars = set(of_kind(content, "reveal_king"))
    if any(chars & {*card.silences, *card.bans} for _, card in content.kings):
        return ""
    return _label("never_silenced", lang,
                  name=names(of_kind(content, "reveal_king"), lang, alternatives=True))


def _maid_draw(content: WhispersContent, lang: str) -> str:
    """§4.2 Maid: what is drawn ("draw one from the draw pile", "draw nothing")."""
    effect = content.effect(of_kind(content, "discard_draw")[0])
    if effect.draw == 0:
        return _label("draw.none", lang)
    return _label("draw.some", lang, n=Message(f"whispers.word.{effect.draw}"))


def _silenced(content: WhispersContent, lang: str) -> str:
    """§4.3: the printed sentence while each King card silences its own character or only
    bans, else what each King card silences."""
    if all(card.silences in ((), (face,)) and not (card.silences and card.bans)
           for face, card in content.kings):
        return _label("silenced.own", lang)
    cards = [_label("silenced.card", lang, face=CHARACTER_NAMES[face].label(lang),
                    cards=names(card.silences, lang))
             for face, card in content.kings if card.silences]
    return _label("silenced.list", lang, cards=_label("names.list", lang).join(cards))


def _points(options: WhispersOptions, lang: str) -> str:
    """A full court's points: one number, or one per player count where they differ."""
    p3, p45 = options.full_court_points_3p, options.full_court_points_4p_5p
    if p3 == p45:
        return _label("points.one", lang, n=p3)
    return _label("points.by_count", lang, p3=p3, p45=p45)


def values(options: WhispersOptions, lang: str) -> dict[str, Any]:
    """What a template may name, for `options` in `lang`."""
    k = options.content
    court = k.court_scorer
    return {
        "hand_size": k.hand_size,
        "ordinal": _label(f"ordinal.{k.hand_size}", lang),
        "full_court": _label(f"full_court.{k.hand_size}", lang),
        "grey_cards": len(Character) * k.grey_copies,
        "colour_cards": len(k.colour_characters),
        "kings": len(k.kings),
        "kings_word": Message(f"whispers.word.{len(k.kings)}").label(lang),
        "kings_rest": len(k.kings) - 1,
        "kings_rest_word": Message(f"whispers.word.{len(k.kings) - 1}").label(lang),
        "targets": options.target_scores,
        "names": {kind: names(of_kind(k, kind), lang, alternatives=True)
                  for kind in KIND_RULE},
        "skippable": names(sorted({c for kind in SKIPPABLE for c in of_kind(k, kind)}), lang),
        "bans": _bans(k, lang, "ban"),
        "a6_bans": _bans(k, lang, "a6_ban"),
        "none_bans": _banned_by(k, "none", lang),
        "early": _early(k, lang),
        "never": _never_silenced(k, lang),
        "maid_draw": _maid_draw(k, lang),
        "a9_when": _label("a9_when." + ("first" if _draws_first(k) else "then"), lang),
        "silenced": _silenced(k, lang),
        "king_stays": _label("king_stays", lang,
                             name=names(of_kind(k, "reveal_king"), lang, alternatives=True)),
        "whisper_who": _label(f"whisper_who.{k.whisper_scorer}", lang),
        "whisper_each": _label(f"whisper_each.{k.whisper_scorer}", lang),
        "whisper_points": options.forced_end_points,
        "court_scores": _label(f"court_scores.{court}", lang, points=_points(options, lang)),
        "court_who": _label(f"court_who.{court}", lang),
        "court_for": _label("court_for.others", lang) if court == "others" else "",
    }


def _draws_first(content: WhispersContent) -> bool:
    effect = content.effect(of_kind(content, "discard_draw")[0])
    return effect.draw_first and effect.draw > 0


@functools.lru_cache(maxsize=1024)
def _fill(template: str, lang: str, options: WhispersOptions) -> str:
    # A sentence that names the Maid's draw after her discard gives way to one that says the
    # draw first, where the content draws first.
    if "{maid_draw}" in template and _draws_first(options.content):
        return _label("maid.first", lang, draw=_maid_draw(options.content, lang))
    return template.format(**values(options, lang))


def fill(rule_id: str, template: str, lang: str, context: Any = None) -> str:
    """The title or text of rule `rule_id` (catalogue text `template`) in `lang` under
    `context` (the options, content or variant in force; `None`: the printed game)."""
    return _fill(template, lang, options_of(context)) if "{" in template else template


def register() -> None:
    """Make `events.rule` fill Whispers' rule titles and texts (done when the package is
    imported)."""
    register_filler("whispers", fill)
