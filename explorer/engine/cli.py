"""argparse in the command line's languages: every command's parser (`CommandLine`) says its
own words, "usage:", "error:", the section titles, `-h`'s help and its error messages ("the
following arguments are required", "invalid choice", ...), in the languages the command line
chose (`i18n.command_line_languages`: `--lang`, `EXPLORER_LANG`, a Japanese locale, or both).

argparse builds its messages in English (its gettext ids) before `error` sees them; `translate`
reads one back against those ids and says it from the catalogues. A message that is not
argparse's (a command's own, already in its languages) is printed as it is.

May import only the engine's i18n.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Sequence
from typing import Any, NoReturn

from .i18n import command_line_languages, tr

#: argparse's own messages (its gettext ids, Python 3.11 to 3.13), with the catalogue keys
#: that say them; `%s` and `%r` become `{p0}`, `{p1}`, ... and `%(name)s` becomes `{name}`.
ARGPARSE = {
    "the following arguments are required: %s": "cli.argparse.required",
    "unrecognized arguments: %s": "cli.argparse.unrecognized",
    "argument %(argument_name)s: %(message)s": "cli.argparse.argument",
    "invalid choice: %(value)r (choose from %(choices)s)": "cli.argparse.invalid_choice",
    "invalid %(type)s value: %(value)r": "cli.argparse.invalid_value",
    "expected one argument": "cli.argparse.expected_one",
    "expected at most one argument": "cli.argparse.expected_at_most_one",
    "expected at least one argument": "cli.argparse.expected_at_least_one",
    "not allowed with argument %s": "cli.argparse.not_allowed",
    "one of the arguments %s is required": "cli.argparse.one_required",
    "ambiguous option: %(option)s could match %(matches)s": "cli.argparse.ambiguous",
    "ignored explicit argument %r": "cli.argparse.ignored",
}


def _pattern(msgid: str) -> re.Pattern[str]:
    """A regular expression that reads a message made from `msgid` back into its values."""
    numbers = iter(range(10))

    def group(match: re.Match[str]) -> str:
        return f"(?P<{match.group(1) or f'p{next(numbers)}'}>.+?)"

    return re.compile("^" + re.sub(r"%(?:\\\((\w+)\\\))?[sr]", group, re.escape(msgid)) + "$",
                      re.S)


PATTERNS = [(_pattern(msgid), key) for msgid, key in ARGPARSE.items()]


def translate(message: str, lang: str) -> str:
    """argparse's `message` said in `lang` (an "argument X: ..." message's inner part too);
    a message that is not argparse's, unchanged."""
    for pattern, key in PATTERNS:
        found = pattern.match(message)
        if found:
            values = found.groupdict()
            if "message" in values:
                values["message"] = translate(values["message"], lang)
            return tr(key, lang, **values)
    return message


class _Usage(argparse.HelpFormatter):
    """A help formatter whose usage line starts with `PREFIX` ("usage: " in the languages)."""

    PREFIX = "usage: "

    def add_usage(self, usage: str | None, actions: Any, groups: Any,
                  prefix: str | None = None) -> None:
        super().add_usage(usage, actions, groups, self.PREFIX if prefix is None else prefix)


class CommandLine(argparse.ArgumentParser):
    """An `argparse.ArgumentParser` that speaks the command line's languages (`langs`, by
    default those `command_line_languages` chooses now): its usage, section titles, `-h` and
    errors; a command's own help strings are its own (`i18n.cli_help`)."""

    def __init__(self, *args: Any, langs: Sequence[str] | None = None, **kwargs: Any) -> None:
        self.langs = tuple(langs or command_line_languages(())[0])
        base = kwargs.get("formatter_class", argparse.HelpFormatter)
        kwargs["formatter_class"] = type("Formatter", (_Usage, base),
                                         {"PREFIX": self.words("cli.argparse.usage") + ": "})
        kwargs["add_help"] = False
        super().__init__(*args, **kwargs)
        self._positionals.title = self.words("cli.argparse.positionals")
        self._optionals.title = self.words("cli.argparse.options")
        self.add_argument("-h", "--help", action="help", default=argparse.SUPPRESS,
                          help=self.words("cli.argparse.help").replace("%", "%%"))

    def words(self, key: str) -> str:
        """Catalogue `key` in the command line's languages, joined by " / "."""
        return " / ".join(tr(key, lang) for lang in self.langs)

    def error(self, message: str) -> NoReturn:
        """The usage, then the error in each language (argparse's own messages translated),
        and exit status 2, as argparse does."""
        self.print_usage(sys.stderr)
        said = [translate(message, lang) for lang in self.langs]
        if len(set(said)) == 1:  # one language, or a message already in its languages
            lines = [f"{self.prog}: {self.words('cli.argparse.error')}: {said[0]}"]
        else:
            lines = [f"{self.prog}: {tr('cli.argparse.error', lang)}: {text}"
                     for lang, text in zip(self.langs, said, strict=True)]
        self.exit(2, "\n".join(lines) + "\n")
