"""The command line's help in the user's language (issue 25): every command's ``--help`` in French and
Dutch, argparse's own words ("usage:", "options", its errors) included; English unchanged."""

from __future__ import annotations

import argparse
import ast
import inspect
import re
from collections.abc import Iterator

import pytest

from elodesk.cli import _asks_help, build_parser, main
from elodesk.cli_help import PLURALS, WORDS, argparse_in

USAGE = {"fr": "utilisation : elodesk", "nl": "gebruik: elodesk", "en": "usage: elodesk"}
OPTIONS = {"fr": "options :", "nl": "opties:", "en": "options:"}
POSITIONALS = {"fr": "arguments positionnels :", "nl": "positionele argumenten:", "en": "positional arguments:"}
HELP = {"fr": "afficher ce message d'aide et quitter", "nl": "deze hulp tonen en afsluiten",
        "en": "show this help message and exit"}
READS_THE_SAME = {"fr": {"options"}, "nl": set()}  # a word the language shares with English
PERCENT = re.compile(r"%(?:\([a-z_]+\))?[sr]")


def texts(parser: argparse.ArgumentParser, path: tuple[str, ...] = (),
          deep: bool = True) -> Iterator[tuple[tuple[str, ...], str]]:
    """Every sentence a parser's help shows, keyed by where it is: descriptions, helps, group titles; ``deep``:
    its commands' too."""
    if parser.description:
        yield (*path, "description"), parser.description
    for i, group in enumerate(parser._action_groups):
        yield (*path, "group", str(i)), group.title or ""
    for action in parser._actions:
        if action.help and action.help != argparse.SUPPRESS:
            yield (*path, *(action.option_strings or [action.dest])), action.help
        if isinstance(action, argparse._SubParsersAction):
            for choice in action._choices_actions:
                yield (*path, "command", choice.dest), choice.help or ""
            for name, sub in action.choices.items() if deep else ():
                yield from texts(sub, (*path, name))


def built(lang: str) -> dict[tuple[str, ...], str]:
    with argparse_in(lang):
        return dict(texts(build_parser(lang)))


def commands(parser: argparse.ArgumentParser, path: tuple[str, ...] = ()) -> Iterator[tuple[str, ...]]:
    """The path of every command and action (``event edit``), the program itself first."""
    yield path
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield from commands(sub, (*path, name))


COMMANDS = list(commands(build_parser()))


def parser_at(path: tuple[str, ...]) -> argparse.ArgumentParser:
    parser = build_parser()
    for name in path:
        parser = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction)).choices[name]
    return parser


@pytest.mark.parametrize("lang", ["fr", "nl"])
def test_no_english_sentence_is_left_in_the_help(lang):
    english, said = built("en"), built(lang)
    assert said.keys() == english.keys()
    assert len(english) > 90  # the 68 help sentences, the commands' descriptions, the group titles, argparse's -h
    left = {key: text for key, text in said.items()
            if text.strip() == english[key].strip() and text.strip() not in READS_THE_SAME[lang]}
    assert left == {}


@pytest.mark.parametrize("lang", ["fr", "nl"])
@pytest.mark.parametrize("path", COMMANDS, ids=lambda path: " ".join(path) or "elodesk")
def test_every_command_help_reads_in_the_language(lang, path, capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["--lang", lang, *path, "--help"])
    assert exit_.value.code == 0
    out = " ".join(capsys.readouterr().out.split())
    assert out.startswith(USAGE[lang]) and OPTIONS[lang] in out and HELP[lang] in out
    english = parser_at(path)
    if any(not action.option_strings for action in english._actions):
        assert POSITIONALS[lang] in out
    for key, text in texts(english, deep=False):
        assert "group" in key or " ".join(text.split()) not in out, text


def test_the_language_may_follow_the_command_and_french_is_the_default(capsys):
    with pytest.raises(SystemExit):
        main(["import", "--lang", "nl", "--help"])
    assert capsys.readouterr().out.startswith("gebruik: elodesk import")
    with pytest.raises(SystemExit):
        main(["--help"])  # as the command line's other output: French unless --lang says otherwise
    out = capsys.readouterr().out
    assert out.startswith(USAGE["fr"]) and "Classements du club" in out
    with pytest.raises(SystemExit):
        main(["--db", "compute", "import", "--help"])  # a database named compute: the command is import
    assert capsys.readouterr().out.startswith("utilisation : elodesk import")


def test_compute_helps_in_english_as_it_answers_unless_asked(capsys):
    """compute's output is a scripting contract, English by default: its help and usage errors too."""
    with pytest.raises(SystemExit):
        main(["compute", "--help"])
    assert capsys.readouterr().out.startswith("usage: elodesk compute")
    assert main(["compute"]) == 2
    assert capsys.readouterr().err.strip() == "elodesk compute: the following arguments are required: file"
    assert main(["--lang", "fr", "compute"]) == 2
    assert capsys.readouterr().err.strip() == "elodesk compute : les arguments suivants sont obligatoires : file"


def test_the_english_help_is_unchanged(capsys):
    with pytest.raises(SystemExit):
        main(["--lang", "en", "import", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert out.startswith("usage: elodesk import [-h]")
    for words in ("import a result file, a rating list or a sheet", "positional arguments: file",
                  "options: -h, --help show this help message and exit",
                  "the file's format (recognised from its content)", "-v, --verbose list every player and warning"):
        assert words in out


@pytest.mark.parametrize(("lang", "said"), [
    ("fr", "elodesk print : les arguments suivants sont obligatoires : --pdf"),
    ("nl", "elodesk print: de volgende argumenten zijn verplicht: --pdf"),
    ("en", "elodesk print: the following arguments are required: --pdf"),
])
def test_argparse_refusals_read_in_the_language(lang, said, capsys):
    assert main(["--lang", lang, "print", "ranking"]) == 2
    assert capsys.readouterr().err.strip() == said


def test_argparse_choices_and_missing_values_in_french(capsys):
    assert main(["--lang", "fr", "print", "ranking", "--pdf"]) == 2
    assert capsys.readouterr().err.strip() == "elodesk print : argument --pdf : un argument attendu"
    assert main(["print", "nothing", "--pdf", "x.pdf"]) == 2
    # the choices after it are quoted or not, by Python version
    assert "argument sheet : choix invalide : 'nothing' (au choix : " in capsys.readouterr().err


def test_argparse_speaks_english_again_after_a_run(capsys):
    before = argparse._, argparse.ngettext  # type: ignore[attr-defined]
    assert main(["--lang", "nl", "print", "ranking"]) == 2
    assert (argparse._, argparse.ngettext) == before  # type: ignore[attr-defined]
    assert "required" in argparse._("the following arguments are required: %s")  # type: ignore[attr-defined]


def _argparse_says() -> set[str]:
    """The sentences the running Python's argparse hands to gettext (3.11, 3.12 and later alike)."""
    said = set()
    for node in ast.walk(ast.parse(inspect.getsource(argparse))):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("_", "ngettext"):
            said |= {arg.value for arg in node.args if isinstance(arg, ast.Constant) and isinstance(arg.value, str)}
    return said


def test_the_words_are_argparse_own():
    """A Python that rewords one of them would show it in English: this says which."""
    ours = set(WORDS) | {m.source for pair in PLURALS.values() for m in pair}
    assert ours - _argparse_says() == set()


@pytest.mark.parametrize("lang", ["fr", "nl"])
def test_argparse_words_are_translated_with_their_placeholders(lang):
    for message in [*WORDS.values(), *(m for pair in PLURALS.values() for m in pair)]:
        assert message[lang] != message.source or message.source.startswith("argument "), message.source
        assert PERCENT.findall(message[lang]) == PERCENT.findall(message.source), message.source


def test_plural_of_argparse_counts():
    with argparse_in("fr"):
        assert argparse.ngettext("expected %s argument", "expected %s arguments", 2) == "%s arguments attendus"
    with argparse_in("nl"):
        assert argparse.ngettext("expected %s argument", "expected %s arguments", 1) == "%s argument verwacht"


@pytest.mark.parametrize(("word", "asks"), [("-h", True), ("--help", True), ("--he", True), ("-vh", True),
                                            ("--hello", False), ("--db", False), ("-", False), ("--", False),
                                            ("help", False), ("-v", False)])
def test_what_asks_for_the_help(word, asks):
    assert _asks_help(word) is asks
