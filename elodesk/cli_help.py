"""argparse's own words ("usage:", "options", "the following arguments are required"…) in the user's language.

argparse says its words through ``argparse._`` and ``argparse.ngettext`` (gettext's, looked up when it
speaks, on Python 3.11 as on 3.12 and later): :func:`argparse_in` puts the catalogue's ``Argparse``
context in their place while the command line builds its parser and reads its arguments, and puts
gettext's back afterwards, so a test or a script calling :func:`elodesk.cli.main` in another language
next finds argparse as it was. The English sources are argparse's own, ``%`` placeholders and all;
only the words a user of elodesk can meet are here (a parser's mistakes, "conflicting option string",
are the code's, never the user's). The command line's own help sentences are marked ``msg("CliHelp", …)``
in :mod:`elodesk.cli`.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from contextlib import contextmanager

from elodesk.catalogue import Message, msg, number_form

WORDS: dict[str, Message] = {m.source: m for m in (
    msg("Argparse", "usage: "),
    msg("Argparse", "positional arguments"),
    msg("Argparse", "options"),
    msg("Argparse", "show this help message and exit"),
    msg("Argparse", "argument %(argument_name)s: %(message)s"),
    msg("Argparse", "the following arguments are required: %s"),
    msg("Argparse", "one of the arguments %s is required"),
    msg("Argparse", "not allowed with argument %s"),
    msg("Argparse", "unrecognized arguments: %s"),
    msg("Argparse", "expected one argument"),
    msg("Argparse", "expected at most one argument"),
    msg("Argparse", "expected at least one argument"),
    msg("Argparse", "ambiguous option: %(option)s could match %(matches)s"),
    msg("Argparse", "ignored explicit argument %r"),
    msg("Argparse", "invalid %(type)s value: %(value)r"),
    msg("Argparse", "invalid choice: %(value)r (choose from %(choices)s)"),
    msg("Argparse", "unknown parser %(parser_name)r (choices: %(choices)s)"),
    msg("Argparse", "can't open '%(filename)s': %(error)s"),
)}
# ngettext's pairs: the singular source names the pair.
PLURALS: dict[str, tuple[Message, Message]] = {
    "expected %s argument": (msg("Argparse", "expected %s argument"), msg("Argparse", "expected %s arguments")),
}


@contextmanager
def argparse_in(lang: str) -> Iterator[None]:
    """argparse speaks ``lang`` inside the block (its words the catalogue lacks stay English)."""

    def gettext(text: str) -> str:
        return WORDS[text][lang] if text in WORDS else text

    def ngettext(singular: str, plural: str, n: int) -> str:
        if singular not in PLURALS:
            return singular if n == 1 else plural
        one, many = PLURALS[singular]
        return number_form(lang, n, one, many)

    saved = argparse._, argparse.ngettext  # type: ignore[attr-defined]
    argparse._, argparse.ngettext = gettext, ngettext  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved  # type: ignore[attr-defined]
