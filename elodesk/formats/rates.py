"""An event's rate (standard, rapid, blitz) from the time control a file writes.

FIDE defines the rates by the time a player has for a game of 60 moves: the
base time of every period that starts within the first 60 moves, plus 60 times
the increment (FIDE Laws of Chess, appendices A and B; Rating Regulations 1.1):

* blitz: 10 minutes or less;
* rapid: more than 10 and less than 60 minutes;
* standard: 60 minutes or more.

Files write time controls as people do: ``90'+30"``, ``90 min/40 + 30 min + 30 s``,
``40/120, 60``, ``100'x40+15'+30"``, ``15+10`` (minutes + seconds per move),
``G/60``, ``1h30 + 30s``, the PGN/TRF-2026 seconds form ``40/5400+30:1800+30``,
or just a word (``Blitz``, ``Rapide``, ``Schnellschach``). The figures decide
when they can be read; the word otherwise.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from elodesk.formats.records import BLITZ, RAPID, STANDARD

# FIDE's game length for the definitions, and the limits in minutes.
_MOVES = 60
_BLITZ_MAX = 10
_STANDARD_MIN = 60
# A bare number above this is seconds (PGN TimeControl "5400+30", "300+2"), not minutes.
_BARE_SECONDS_ABOVE = 180
_CORRESPONDENCE = 3600  # seconds per move from which a control is correspondence, not over the board
# A PGN "base+increment" whose base is under ten increments is written in minutes + seconds ("90+30"): no
# control in seconds gives so little base (lichess's and chess.com's run from 180+2 to 5400+30).
_HUMAN_FORM = 10

# Words naming a rate, in the languages of the files elodesk reads (matched as whole words).
_WORDS = {
    BLITZ: ("blitz", "bullet", "lightning", "blitzschach"),
    RAPID: ("rapid", "rapide", "rapidplay", "quickplay", "active", "schnellschach", "snelschaak", "rapido",
            "rápido", "rápidas", "semi-rapide", "semirapide"),
    STANDARD: ("standard", "classical", "classic", "classique", "cadence lente", "lent", "slow", "long",
               "langpartie", "klassisch", "normal"),
}
_WORD = {word: rate for rate, words in _WORDS.items() for word in words}
_WORD_PATTERN = re.compile(r"(?<![\w-])(" + "|".join(sorted(map(re.escape, _WORD), key=len, reverse=True))
                           + r")(?![\w-])")

_HOURS = r"h|hr|hrs|hours?|heures?|std|stunden?|uur"
_MINUTES = r"min|mins|minutes?|minuten|mn|m|'|′"
_SECONDS = r"s|sec|secs|seconds?|secondes?|sekunden|seconden|\"|″|''"
_MOVES_UNIT = r"moves?|coups?|züge|zuge|zetten|zet|mv"
_QUANTITY = re.compile(
    rf"(?P<hours>\d+)\s*(?:{_HOURS}|:)\s*(?P<and_minutes>\d\d)(?!\s*(?:{_SECONDS}|{_MOVES_UNIT}))"  # 1h30, 1:30
    rf"|(?P<number>\d+(?:[.,]\d+)?)\s*(?P<unit>{_HOURS}|{_SECONDS}|{_MINUTES}|{_MOVES_UNIT})?(?![a-zà-ÿ])")
# What makes a figure an increment or delay (seconds added per move) rather than a period.
_PER_MOVE = re.compile(r"/\s*(?:move|coup|zug|zet)|per\s+move|par\s+coup|pro\s+zug|per\s+zet|\binc|incr|"
                       r"bonus|fischer|\bdelay\b|\bd\s*\d|\bfrom move\b|à partir du|ab zug|vanaf zet")
# A period given as moves/time or time/moves ("40/120", "90'/40", "100'x40").
_SPLIT = re.compile(r"\s*[/x×]\s*")
# PGN's TimeControl and TRF-2026 tag 222, in seconds: "40/5400+30:1800+30", "300+2".
_SECONDS_FORM = re.compile(r"(?:\d+/)?\d+(?:\+\d+)?(?::(?:\d+/)?\d+(?:\+\d+)?)*")
# A period of the seconds form gives at least this many seconds a move ("40/5400": 135); fewer is minutes/moves.
_FEWEST_SECONDS_A_MOVE = 10
_SECONDS_PERIOD = re.compile(r"(?:(?P<moves>\d+)/)?(?P<seconds>\d+)(?:\+(?P<increment>\d+))?")
# Periods and increments are separated by these.
_SEPARATORS = re.compile(r"\s*(\+|,(?!\d)|;|\bthen\b|\bpuis\b|\bdann\b|\bdaarna\b|\band\b|\bet\b)\s*")


@dataclass(slots=True)
class _Period:
    minutes: float
    moves: int | None  # the moves it is for; None: the rest of the game


@dataclass(slots=True)
class _Figures:
    periods: list[_Period]
    increment: float  # seconds per move


def rate_from_time_control(text: str) -> str | None:
    """``"standard"``, ``"rapid"``, ``"blitz"`` for a time control, or None when it tells no rate."""
    lowered = " ".join(text.lower().replace("’", "'").replace("‘", "'").split())
    minutes = _seconds_form_minutes(lowered)
    if minutes is None:
        figures = _figures(lowered)
        minutes = _minutes_for_60_moves(figures) if figures is not None and figures.periods else None
    if minutes is not None:
        return _rate(minutes)
    return rate_named(lowered)


def seconds_form(text: str) -> str | None:
    """A time control in the seconds form of TRF-2026's tag 222 and PGN (``100'x40+15'+30"`` →
    ``40/6000+30:900+30``: moves/seconds+increment per period); None when its figures cannot be read."""
    lowered = " ".join(text.lower().replace("’", "'").replace("‘", "'").split())
    if _seconds_form_minutes(lowered) is not None:
        return lowered
    figures = _figures(lowered)
    if figures is None or not figures.periods:
        return None
    increment = f"+{figures.increment:g}" if figures.increment else ""
    return ":".join(f"{f'{p.moves}/' if p.moves else ''}{round(p.minutes * 60)}{increment}" for p in figures.periods)


def rate_from_seconds(text: str) -> str | None:
    """The rate of a PGN ``TimeControl`` (seconds: ``60``, ``180+2``, ``40/7200:3600``, ``*300``; but ``90+30``
    is the minutes + seconds people write).

    None for ``?`` and ``-`` (unknown, no control), text in another form, and a
    correspondence control (an hour or more per move: chess.com's daily ``1/86400``),
    which no over-the-board rating rates.
    """
    plain = text.strip().removeprefix("*")  # "*300": a sandclock of 300 seconds
    if not _SECONDS_FORM.fullmatch(plain):
        return None
    human = _SECONDS_PERIOD.fullmatch(plain)
    if human and human["increment"] and int(human["seconds"]) < _HUMAN_FORM * int(human["increment"]):
        return rate_from_time_control(plain)  # "90+30", "15+10": minutes + seconds as people write them
    if correspondence(plain):
        return None
    return _rate(_seconds_minutes(plain))


def correspondence(text: str) -> bool:
    """Whether a PGN ``TimeControl`` is a correspondence control: an hour or more per move (chess.com's daily
    ``1/86400``), which no over-the-board rating rates."""
    plain = text.strip()
    if not _SECONDS_FORM.fullmatch(plain):
        return False
    periods = [_SECONDS_PERIOD.fullmatch(part) for part in plain.split(":")]
    return any(p is not None and p["moves"] and int(p["seconds"]) >= _CORRESPONDENCE * int(p["moves"])
               for p in periods)


def _rate(minutes: float) -> str:
    if minutes <= _BLITZ_MAX:
        return BLITZ
    return RAPID if minutes < _STANDARD_MIN else STANDARD


def rate_named(text: str) -> str | None:
    """The rate a text names in words ("Blitz", "Open rapide"), figures aside; None when none or several."""
    named = {_WORD[word] for word in _WORD_PATTERN.findall(text.lower())}
    return named.pop() if len(named) == 1 else None


def _seconds_form_minutes(text: str) -> float | None:
    """Minutes for 60 moves of a control in PGN's seconds form; None when it is not one.

    "15+10" fits the form too but means minutes + seconds: the form is taken only
    with several periods (":"), moves ("/") or a base too long for minutes.
    """
    if not _SECONDS_FORM.fullmatch(text):
        return None
    periods = [_SECONDS_PERIOD.fullmatch(part) for part in text.split(":")]
    base = int(periods[0]["seconds"]) if periods[0] else 0
    if ":" not in text and "/" not in text and base <= _BARE_SECONDS_ABOVE:
        return None
    if any(p and p["moves"] and int(p["seconds"]) < _FEWEST_SECONDS_A_MOVE * int(p["moves"]) for p in periods):
        return None  # "90/40+30": not 90 moves in 40 seconds but 90 minutes for 40 moves, as people write it
    return _seconds_minutes(text)


def _seconds_minutes(text: str) -> float:
    """Minutes for 60 moves of a control in the seconds form (``text`` fits it)."""
    periods = [_SECONDS_PERIOD.fullmatch(part) for part in text.split(":")]
    seconds, moves = 0, 0
    for period in periods:
        if period is None or moves >= _MOVES:
            break
        covered = min(int(period["moves"]), _MOVES - moves) if period["moves"] else _MOVES - moves
        seconds += int(period["seconds"]) + covered * int(period["increment"] or 0)
        moves += covered
    return seconds / 60


def _minutes_for_60_moves(figures: _Figures) -> float:
    minutes, moves = 0.0, 0
    for period in figures.periods:
        if moves >= _MOVES:
            break
        minutes += period.minutes
        moves = moves + period.moves if period.moves else _MOVES
    return minutes + figures.increment * _MOVES / 60


def _figures(text: str) -> _Figures | None:
    """The periods and increment of a time control, or None when its figures cannot be read."""
    text = re.sub(r"\b(?:g|sd|game in)\s*/?\s*(?=\d)", "", text)  # "G/60", "SD/30": the rest of the game
    parts = _SEPARATORS.split(text)
    pieces, joins = parts[0::2], ["", *parts[1::2]]
    figures = _Figures([], 0.0)
    for index, (piece, join) in enumerate(zip(pieces, joins, strict=True)):
        if not piece.strip():
            continue
        last = index == len(pieces) - 1
        if not _read_piece(piece, join, last, figures):
            return None
    return figures


def _read_piece(piece: str, join: str, last: bool, figures: _Figures) -> bool:
    """Add one piece ("90 min/40", "30s", "15") to ``figures``; False when it holds no figure."""
    if _PER_MOVE.search(piece):
        seconds = _seconds(piece)
        if seconds is None:
            return False
        figures.increment += seconds
        return True
    sides = _SPLIT.split(piece.strip())
    if len(sides) == 2:
        return _read_split(sides, figures)
    found = list(_QUANTITY.finditer(piece))
    if not found:
        return False
    units = [m["unit"] for m in found if m["hours"] is None]
    if any(unit and re.fullmatch(_SECONDS, unit) for unit in units) and not any(
            unit and re.fullmatch(f"{_HOURS}|{_MINUTES}", unit) for unit in units) and figures.periods:
        figures.increment += sum(_value(m) for m in found)  # "+ 30 s": an increment
        return True
    bare = len(found) == 1 and found[0]["unit"] is None and found[0]["hours"] is None
    if bare and join == "+" and last and figures.periods and figures.increment == 0:
        figures.increment += _value(found[0])  # "15+10": minutes + seconds per move
        return True
    minutes = sum(_minutes(m) for m in found)
    figures.periods.append(_Period(minutes, None))
    return True


def _read_split(sides: list[str], figures: _Figures) -> bool:
    """ "40/120", "90'/40", "100'x40", "40 moves/2h": a period for a number of moves."""
    quantities = [list(_QUANTITY.finditer(side)) for side in sides]
    if not all(len(q) == 1 for q in quantities):
        return False
    first, second = quantities[0][0], quantities[1][0]
    units = [first["unit"], second["unit"]]
    if first["hours"] is not None or (units[0] and not re.fullmatch(_MOVES_UNIT, units[0])):
        time, moves = first, second
    elif second["hours"] is not None or (units[1] and not re.fullmatch(_MOVES_UNIT, units[1])):
        time, moves = second, first
    else:  # two bare numbers (or a moves unit): the smaller one is the moves
        time, moves = (first, second) if _value(first) > _value(second) else (second, first)
    figures.periods.append(_Period(_minutes(time), int(_value(moves))))
    return True


def _value(match: re.Match[str]) -> float:
    if match["hours"] is not None:
        return int(match["hours"]) * 60 + int(match["and_minutes"])
    return float(match["number"].replace(",", "."))


def _minutes(match: re.Match[str]) -> float:
    """A quantity in minutes: hours, minutes, seconds, or bare (minutes, or seconds when huge)."""
    if match["hours"] is not None:
        return _value(match)
    unit, value = match["unit"], _value(match)
    if unit is None:
        return value / 60 if value > _BARE_SECONDS_ABOVE else value
    if re.fullmatch(_HOURS, unit):
        return value * 60
    if re.fullmatch(_SECONDS, unit):
        return value / 60
    return value


def _seconds(piece: str) -> float | None:
    """The seconds of an increment piece ("30 s/move", "inc 30", "d5")."""
    found = [m for m in _QUANTITY.finditer(piece) if m["hours"] is None]
    if not found:
        return None
    match = found[0]
    unit = match["unit"]
    if unit and re.fullmatch(_MINUTES, unit):
        return _value(match) * 60
    return _value(match)
