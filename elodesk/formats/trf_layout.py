"""The columns and codes of a TRF player line, shared by the reader and the writers.

Columns are FORMATS.md's 1-based columns as 0-based slices.
"""

from __future__ import annotations

import re

from elodesk.formats.records import (
    BLACK_FORFEIT_WIN,
    BLACK_WINS,
    DOUBLE_FORFEIT,
    DRAW,
    WHITE_FORFEIT_WIN,
    WHITE_WINS,
)

RANK = slice(4, 8)
SEX = 9
TITLE = slice(10, 13)
NAME = slice(14, 47)
RATING = slice(48, 52)
FEDERATION = slice(53, 56)
ID = slice(57, 68)
BIRTH = slice(69, 79)
POINTS = slice(80, 84)
FINAL_RANK = slice(85, 89)
FIRST_ROUND = 91  # round r starts at column 92 + 10 (r - 1)
ROUND_WIDTH = 10
# The longest line read: a player line of 990 rounds. Real ones are under 300 characters (TRF-2026's with 30
# rounds too); a longer line is a damaged or hostile file, refused before its cells are read.
LINE_MAX = 10_000

BYE_CODES = "HFUZ"
BYE_POINTS = {"H": 0.5, "F": 1.0, "U": 1.0, "Z": 0.0}
CODE_POINTS = {"1": 1.0, "=": 0.5, "0": 0.0, "+": 1.0, "-": 0.0, **BYE_POINTS}
# The codes of white and black for each result of records.py.
CODES = {
    WHITE_WINS: ("1", "0"), BLACK_WINS: ("0", "1"), DRAW: ("=", "="),
    WHITE_FORFEIT_WIN: ("+", "-"), BLACK_FORFEIT_WIN: ("-", "+"), DOUBLE_FORFEIT: ("-", "-"),
}

# Titles as old files write them.
OLD_TITLES = {"G": "GM", "M": "IM", "F": "FM", "C": "CM", "WG": "WGM", "WM": "WIM", "WF": "WFM", "WC": "WCM"}

# Header tags are three digits ending in 2 (TRF16: 012-132; TRF26 adds 142-362; 802 is a team record).
HEADER_TAG = re.compile(r"(?:[0-2]\d|3[0-6])2")
BELGIAN_TAG = re.compile(r"00[A-F]")
# TRF26 tag 142: the number of rounds; a pairing program's XXR says the same.
ROUNDS_TAGS = ("142", "XXR")
