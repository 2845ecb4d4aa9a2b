"""A PGN whose comments never close is read in one pass: the end of its moves is found in linear time."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from elodesk.formats import pgn_text

# The expression the reader used to set aside what is not moves: the reference for what is blanked.
NOT_MOVES = re.compile(r"^[ \t]*\[[^\n]*\][ \t]*$|\{[^}]*\}|;[^\n]*", re.MULTILINE)
ROOT = Path(__file__).resolve().parents[2]


@given(st.text(alphabet="{}[];\n \tx1-0", max_size=60))
def test_what_is_blanked_is_what_the_expression_blanked(text):
    assert pgn_text.moves_text(text) == NOT_MOVES.sub(" ", text)


def test_the_end_of_the_moves_is_found_behind_unclosed_and_closed_comments():
    assert pgn_text.moves_text('[White "A"]\n1. e4 {ok} e5 ; note } x\n{ never closed 1-0 {') == \
        " \n1. e4   e5  \n{ never closed 1-0 {"
    assert pgn_text._ending("1. e4 {a} e5 {b 1-0 {c") is None  # the last word is "{c": no marker
    assert pgn_text._ending("1. e4 {a} e5 { 1-0 {") is None


def test_two_megabytes_of_unclosed_comments_are_read_at_once():
    """The expression scanned to the end from each "{": 200 KB took 46 s, these 2 MB a hundred times that.

    Run in a child process with a generous limit, only as a guard: the bound is the structure (one pass,
    checked against the expression above), not a time.
    """
    script = ("from elodesk.formats import pgn_text\n"
              "game = '[White \"A\"]\\n\\n1. e4 ' + '{ ' * 1_000_000 + '1-0\\n'\n"
              "assert pgn_text._ending(game) == '1-0'\n"
              "assert len(pgn_text.tag_sections(game)) == 1\n")
    subprocess.run([sys.executable, "-c", script], cwd=ROOT, check=True, timeout=300)
