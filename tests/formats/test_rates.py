"""An event's rate from the time control files write (FIDE: time for 60 moves, increment included)."""

from __future__ import annotations

import pytest

from elodesk.formats.rates import rate_from_seconds, rate_from_time_control, rate_named, seconds_form


@pytest.mark.parametrize(
    ("text", "rate"),
    [
        # standard: 60 minutes or more for 60 moves
        ("90'+30\"", "standard"),  # 90 + 60 x 30 s = 120 min
        ("90 min/40 + 30 min + 30 s", "standard"),
        ("40/120, 60", "standard"),  # the FIDE example's "40 moves in 2 hours, then 1 hour"
        ("100'x40+15'+30\"", "standard"),  # TRF26 sample
        ("40/5400+30:1800+30", "standard"),  # PGN TimeControl / TRF26 tag 222, in seconds
        ("G/60", "standard"),  # exactly 60: standard
        ("45+15", "standard"),  # 45 + 15 = 60
        ("1h30 + 30s", "standard"),
        ("2 hours/40 moves, then 1 hour", "standard"),
        ("90 min + 30 sec/move from move 1", "standard"),
        ("5400+30", "standard"),  # seconds: a base too long for minutes
        # rapid: more than 10 and less than 60 minutes
        ("15+10", "rapid"),  # minutes + seconds per move: 25 min
        ("45+14", "rapid"),  # 59 min
        ("10+5", "rapid"),  # 15 min
        ("G/30", "rapid"),
        ("25 min", "rapid"),
        ("Cadence: 15 min + 5 s/coup", "rapid"),
        ("12 min + 2 s", "rapid"),
        # blitz: 10 minutes or less
        ("3+2", "blitz"),
        ("10+0", "blitz"),  # exactly 10: blitz
        ("5'+3\"", "blitz"),
        ("300+2", "blitz"),  # seconds: 5 min + 2 s
        # words, when there are no figures
        ("blitz", "blitz"),
        ("Rapid", "rapid"),
        ("Schnellschach", "rapid"),
        ("Standard", "standard"),
        ("cadence lente", "standard"),
        # figures win over words
        ("Rapid 60 min", "standard"),
        # nothing to tell
        ("MOVES/TIME INCREMENT", None),
        ("", None),
        ("rapid or blitz", None),
    ],
)
def test_rate_from_time_control(text, rate):
    assert rate_from_time_control(text) == rate


@pytest.mark.parametrize(
    ("text", "rate"),
    [("NM Zulfikar Sali Bullet Chess", "blitz"), ("Open rapide de Wavre", "rapid"), ("Open 2024", None),
     ("Rapidshare Cup", None), ("Individual: Swiss-System", None)],
)
def test_rate_named_reads_words_only(text, rate):
    assert rate_named(text) == rate


@pytest.mark.parametrize(("control", "rate"), [
    ("60", "blitz"), ("180", "blitz"), ("180+2", "blitz"), ("15+0", "blitz"),  # chess.com, lichess: seconds
    ("600+5", "rapid"), ("900+5", "rapid"), ("1800+20", "rapid"), ("5400+30", "standard"),
    ("40/7200:20/3600:900+30", "standard"), ("*300", "blitz"),
    ("90+30", "standard"), ("15+10", "rapid"), ("3+2", "blitz"),  # minutes + seconds, as people write them
    ("1/86400", None), ("?", None), ("-", None), ("90 min", None),
])
def test_a_pgn_time_control_is_read_in_seconds(control, rate):
    assert rate_from_seconds(control) == rate


@pytest.mark.parametrize("text", ["90/40+30", "90/40 + 30", "40/90+30"])
def test_minutes_for_moves_written_with_a_slash_are_no_seconds(text):
    # "122 90/40+30" (gnutterts/chesspairing's TRF of a FIDE-style event, trf/testdata/bbp-8p5r-output.trf):
    # 90 minutes for 40 moves + 30 s; read in PGN's seconds form, 90 moves in 40 seconds, it made the event rapid
    assert rate_from_time_control(text) == "standard"
    assert seconds_form(text) == "40/5400+30"
