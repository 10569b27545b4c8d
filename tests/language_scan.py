"""What a lesson shows, read back as words, and the words in the other language: the scan
behind issue 21's "a lesson built with `LANG = "ja"` shows no English output outside code and
card-name glosses", used on executed notebooks (`test_notebooks.py`) and on the plots' figures
(`test_plot_language.py`)."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from typing import Any

from explorer.engine import tr

JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff01-\uff5e]")
#: What may stay in Latin letters in a Japanese build (besides a tile's card name in the other
#: language, which `html_text` leaves out): code (`…`, a value's repr in quotes,
#: identifiers with _ or inner capitals, dotted names), rule ids ([naishi.12.fort]),
#: parenthesised glosses and reprs ("Fort (砦)", "Give(card=…)"), 「quoted input」, links,
#: and the language switch's own names.
ALLOWED_LATIN = re.compile("|".join([
    r"`[^`]*`", r"\[[\w.-]+\]", r"\([^()]*\)", r"（[^（）]*）", r"「[^「」]*」",
    r"'[^']*'", r'"[^"]*"', r"https?://\S+",
    r"\b\w*_\w*\b", r"\b[A-Za-z]+[A-Z]\w*\b", r"\b[a-z]+(?:\.\w+)+\b",
    r"\bEnglish\b",
]))
#: Two Latin words in a row (each of two letters or more) are a phrase in English.
LATIN_PHRASE = re.compile(r"[A-Za-z]{2,}(?:[ \t]+[A-Za-z]{2,})+")
#: A widget's label is often one word ("Options", "players", `area`): in a Japanese build a
#: widget shows no Latin word of three letters or more but the keys a learner presses
#: (Alt+←), a publisher's name (グループSNE) and the language switch's own name.
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")
KEYS_AND_NAMES = re.compile(
    r"(?<![A-Za-z])(?:Alt|Home|End|Enter|Esc|Shift|Tab|SNE|Language|English)(?![A-Za-z])")
#: In an English build the language switch still names itself in Japanese (日本語, and its
#: accessible name is in both languages), and a term may keep its Japanese in parentheses.
SWITCH_NAME = f"{tr('ui.a11y.language', 'ja')} / {tr('ui.a11y.language', 'en')}"
ALLOWED_JAPANESE = re.compile(f"日本語|{re.escape(SWITCH_NAME)}|\\([^()]*\\)")


class _Text(HTMLParser):
    """The text a browser would show of an HTML fragment: no tags, no style, no script."""

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []
        self._hidden = 0
        self._gloss = False
        self._code: list[bool] = []  # per open code, kbd, small or span: is it code?

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("style", "script"):
            self._hidden += 1
        elif tag == "span" and "ex-sub" in (dict(attrs).get("class") or "").split():
            self._gloss = True  # a tile's name in the other language, small underneath
        elif tag in ("br", "p", "div", "tr", "li", "h1", "h2", "h3", "h4", "td", "th"):
            self.parts.append("\n")
        for name, value in attrs:  # what a screen reader or a hover says
            if name in ("title", "aria-label", "alt") and value:
                self.parts.append(f"\n{value}\n")
        if tag in ("code", "kbd", "small", "span"):
            # Code, and a rule's id and option key shown small for teachers, read as code.
            code = tag in ("code", "kbd") or "ex-rule-id" in (dict(attrs).get("class") or "")
            self._code.append(code)
            if code:
                self.parts.append("`")

    def handle_endtag(self, tag: str) -> None:
        if tag in ("code", "kbd", "small", "span") and self._code and self._code.pop():
            self.parts.append("`")
        if tag in ("style", "script"):
            self._hidden -= 1
        elif tag == "span":
            self._gloss = False
        elif tag in ("td", "th", "div", "p", "li"):
            self.parts.append("\n")

    def handle_data(self, data: str) -> None:
        if not self._hidden and not self._gloss:
            self.parts.append(data)


def html_text(html: str) -> str:
    parser = _Text()
    parser.feed(html)
    parser.close()
    return "".join(parser.parts)


#: The widget fields a learner reads.
WIDGET_FIELDS = ("value", "description", "tooltip", "tooltips", "placeholder", "_options_labels",
                 "titles")


def shown_texts(nb: Any) -> list[tuple[str, str]]:
    """(where, text) for everything an executed notebook shows in words: streams, plain text,
    HTML with its tags stripped, SVG text, and the widgets' labels and HTML."""
    found: list[tuple[str, str]] = []
    for index, cell in enumerate(nb.cells):
        for output in cell.get("outputs", []):
            where = f"cell {index}"
            if output.get("output_type") == "stream":
                found.append((where, output["text"]))
                continue
            data = output.get("data", {})
            if "text/html" in data:
                found.append((where, html_text(data["text/html"])))
            elif "image/svg+xml" in data:
                found.append((where, html_text(data["image/svg+xml"])))
            elif "text/plain" in data and not any(k.startswith(("image/", "application/"))
                                                  for k in data):
                found.append((where, data["text/plain"]))
    state = nb.metadata.get("widgets", {}).get(
        "application/vnd.jupyter.widget-state+json", {}).get("state", {})
    for model_id, model in state.items():
        fields = model.get("state", {})
        for field in WIDGET_FIELDS:
            value = fields.get(field)
            values = value if isinstance(value, list) else [value]
            for item in values:
                if isinstance(item, str) and item.strip():
                    text = html_text(item) if "<" in item else item
                    found.append((f"widget {model_id[:8]} {field}", text))
    return found


def english_in(text: str) -> list[str]:
    """The English phrases left in `text` once code, rule ids and glosses are set aside."""
    return LATIN_PHRASE.findall(ALLOWED_LATIN.sub(" ", text))


def english_words_in(text: str) -> list[str]:
    """The Latin words left in a widget's `text` once code, rule ids, glosses, keys and names
    are set aside (stricter than `english_in`: a label is often a single word)."""
    return LATIN_WORD.findall(KEYS_AND_NAMES.sub(" ", ALLOWED_LATIN.sub(" ", text)))


def japanese_in(text: str) -> list[str]:
    return JAPANESE.findall(ALLOWED_JAPANESE.sub(" ", text))


def wrong_language(texts: list[tuple[str, str]], lang: str, *,
                   labels: bool = False) -> list[str]:
    """Each line shown in the other language, with where it is; in a Japanese build, a single
    English word too where the texts are labels (a widget's, or with `labels` a plot's)."""
    problems = []
    for where, text in texts:
        english = english_words_in if labels or where.startswith("widget") else english_in
        for line in text.splitlines():
            found = english(line) if lang == "ja" else japanese_in(line)
            if found:
                problems.append(f"{where}: {line.strip()[:160]!r} ({found[:3]})")
    return problems


#: Japanese slips a native teacher had to correct (issue 40, finding 8): a pattern that must not
#: come back in any Japanese text, and what is written instead.
JAPANESE_SLIPS: tuple[tuple[str, str], ...] = (
    (r"最少[がで]同数|同数で最少|が最少で", "…の枚数が最も少ない人が複数いるので"),
    (r"市販", "通常ルール"),
    (r"合法手|合法な行動", "できる行動"),
    (r"(?<!川の)(?<!川の5つの)山が2つ尽き", "川の山が2つ尽きる"),
    (r"1席の得点", "1席あたりの得点"),
    (r"変化（行動）", "変化（手数）"),
    (r"同じ対局どうし", "同じ配りのゲームどうし"),
    (r"ウォークスルー", "呼び出しの流れ"),
    (r"声なき王宮の変種", "声なき王宮のささやき"),
    (r"グループSNEのルール", "グループSNEルール"),
    (r"いずれか\s+から", "いずれかから"),
    (r"地区", "建物 (the seed's word for a Citadels district)"),
    (r"街", "都市 (the seed's word for a Citadels city)"),
    (r"(?<![A-Za-z])[a-z]列目", "「同じ列の…」 (a column named by a letter reads as algebra)"),
)
#: What a Japanese lesson must not show besides (its outputs and widgets): an action's repr or
#: typed notation, and a log line's rule id in brackets where its chip gives the rule's title.
SHOWN_SLIPS: tuple[tuple[str, str], ...] = (
    (r"\b[A-Z]\w*\(\w+=", "the action's sentence, not its repr"),
    (r"\b(?:give|take|play|pass) [A-Z][a-z]", "the action's sentence, not its typed form"),
    (r"\[(?:citadels|naishi|whispers)\.[\w.-]+\]|<code>citadels\.", "the rule's title"),
    (r"\{[A-Za-z_]\w*\}", "the template's value (a placeholder was left unfilled)"),
)


def slips_in(texts: list[tuple[str, str]], *, shown: bool = False) -> list[str]:
    """Each line of `texts` holding one of the Japanese slips (and, with `shown`, one of what a
    lesson must not show), with where it is and what to write instead."""
    slips = JAPANESE_SLIPS + (SHOWN_SLIPS if shown else ())
    return [f"{where}: {line.strip()[:100]!r} → {instead}"
            for where, text in texts for line in text.splitlines()
            for pattern, instead in slips if re.search(pattern, line)]
