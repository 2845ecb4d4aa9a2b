"""The pairing input (a TRF with the round to pair still open) and the pairing output.

The input is the file pairing engines share (bbpPairings, JaVaFo): ``001``
player lines with the rounds played so far, ``XXR`` (or TRF26's ``142``) the
number of rounds, ``XXC`` the colour of the first-ranked player in round 1
(``white1``/``black1``) and ``rank`` to rank players in the order of their
lines instead of by pairing number. In the column of the round to pair, a
player may carry a pre-assigned bye or an absence (``0000 - H``, ``- Z``,
``- F``, ``- -``): he is not paired. A round's cells are read as bbpPairings
reads them: a game is *played* only with an opponent, a colour and one of
``1 = 0 W D L``; ``+ -`` are forfeits (no game: not in the colour history,
and the two may meet again); ``U`` is the pairing-allocated bye.

The point system (``BBW``, ``BBD``... or TRF-2026's ``162``: 3/1 football
scoring, say) is read by :mod:`elodesk.formats.trf_scoring`. Other tags are read
silently or, when a pairing program would act on them (``XXA`` accelerations,
``XXP`` forbidden pairs, ``240`` byes...), left out with a warning naming
their line.

The output is the engines' own: the number of lines, then one ``WHITE BLACK``
line per board in pairing numbers, the pairing-allocated bye as ``NUMBER 0``.
"""

from __future__ import annotations

from dataclasses import dataclass

from elodesk.formats.errors import FormatError
from elodesk.formats.notices import Notice, Notices, notice
from elodesk.formats.textfile import check_lines, decode, split_lines
from elodesk.formats.trf_layout import FIRST_ROUND, LINE_MAX, NAME, POINTS, RANK, RATING, ROUND_WIDTH
from elodesk.formats.trf_scoring import POINT_SYSTEM, RECORDS, Scoring
from elodesk.pairing.model import (
    ABSENT,
    Colour,
    Entrant,
    Outcome,
    PointSystem,
    RoundEntry,
    RoundPairing,
    Tournament,
    first_colour,
)

_DRAWS = "D=H"
_WINS = "+W1FU"
_LOSSES = "-L0Z "
_NOT_PLAYED = "+-HFUZ "
_IGNORED_TAGS = ("XXA", "XXP", "XXS", "240", "250", "260", "299")


@dataclass(frozen=True, slots=True)
class PairingFile:
    """A pairing input: the tournament, and what was left out of it (one notice each, naming its line)."""

    tournament: Tournament
    warnings: tuple[Notice, ...]


@dataclass(slots=True)
class _Line:
    number: int
    name: str
    rating: int
    points: int | None
    cells: list[RoundEntry | None]  # None: an empty cell
    line_no: int


def read(data: bytes, file: str, *, rounds: int | None = None) -> PairingFile:
    """The tournament in ``data`` (the bytes of ``file``); :class:`FormatError` if it holds none."""
    lines: list[_Line] = []
    warnings: list[Notice] = Notices()
    total: int | None = None
    initial: Colour | None = None
    by_rank = False
    name = ""
    skipped: set[str] = set()
    scoring = Scoring(file)
    for line_no, text in enumerate(check_lines(split_lines(decode(data)), file, LINE_MAX, "TRF"), start=1):
        tag = text[:3]
        if tag == "001":
            lines.append(_read_player(text, file, line_no, warnings))
        elif tag in ("XXR", "142"):
            total = _read_rounds(text, file, line_no)
        elif tag == "XXC":
            words = text[3:].split()
            by_rank = by_rank or "rank" in words
            if "white1" in words:
                initial = Colour.WHITE
            elif "black1" in words:
                initial = Colour.BLACK
        elif tag == "012":
            name = text[4:].strip()
        elif tag in RECORDS or tag == POINT_SYSTEM:
            scoring.read(text, line_no)
        elif tag in _IGNORED_TAGS and tag not in skipped:
            skipped.add(tag)
            warnings.append(notice(line_no, "{tag} records are not used for pairing", tag=tag))
    if not lines:
        raise FormatError(file, None, "no player line (001): this is not a tournament file")
    numbers = [line.number for line in lines]
    seen: set[int] = set()
    for line in lines:
        if line.number in seen:
            raise FormatError(file, line.line_no, "pairing number {number} is used twice", number=line.number)
        seen.add(line.number)
    played = _played_rounds(lines)
    total = rounds or total  # the number of rounds given on the command line wins over the file's XXR
    if total is not None and played >= total:
        raise FormatError(file, None, "all {total} rounds are already paired", total=total)
    _check_opponents(lines, seen, file)
    points = scoring.system()
    entrants = tuple(_entrant(line, played, points, warnings) for line in sorted(lines, key=lambda x: x.number))
    ranking = tuple(numbers) if by_rank else tuple(sorted(numbers))
    if initial is None:
        initial = first_colour(entrants, ranking)
    return PairingFile(Tournament(name, total, played, initial, entrants, ranking, points), tuple(warnings))


def _read_rounds(text: str, file: str, line_no: int) -> int:
    words = text[3:].split()
    if not words or not words[0].isdigit() or int(words[0]) < 1:
        raise FormatError(file, line_no, "expected the number of rounds, got \"{text}\"", text=text[3:].strip())
    return int(words[0])


def _read_player(text: str, file: str, line_no: int, warnings: list[Notice]) -> _Line:
    try:
        number = int(text[RANK])
    except ValueError:
        raise FormatError(file, line_no, "expected a pairing number in columns 5-8, got \"{text}\"",
                          text=text[RANK].strip()) from None
    if number < 1:
        raise FormatError(file, line_no, "expected a pairing number in columns 5-8, got \"{text}\"",
                          text=text[RANK].strip())
    rating_text = text[RATING].strip()
    rating = int(rating_text) if rating_text.isdigit() else 0
    if rating_text and not rating_text.isdigit():
        warnings.append(notice(line_no, "rating {value} is no number, read as none", value=repr(rating_text)))
    points_text = text[POINTS].strip()
    try:
        points = round(float(points_text) * 10) if points_text else None
    except ValueError:
        points = None
        warnings.append(notice(line_no, "points {value} are no number, counted from the results",
                               value=repr(points_text)))
    cells: list[RoundEntry | None] = []
    start = FIRST_ROUND
    while start < len(text):
        cell = text[start:start + ROUND_WIDTH - 2].ljust(8)
        cells.append(_read_cell(cell, number, file, line_no, len(cells) + 1))
        start += ROUND_WIDTH
    while cells and cells[-1] is None:
        cells.pop()
    return _Line(number, text[NAME].strip(), rating, points, cells, line_no)


def _read_cell(cell: str, number: int, file: str, line_no: int, round_no: int) -> RoundEntry | None:
    """One round cell ``oooo c r``; ``None`` for an empty one."""
    opponent_text, colour_char, result_char = cell[0:4], cell[5], cell[7].upper()
    if not cell.strip():
        return None
    if opponent_text.strip() in ("", "0000"):
        opponent = None
    else:
        try:
            opponent = int(opponent_text)
        except ValueError:
            raise FormatError(file, line_no, "round {round}: expected an opponent's pairing number, got \"{text}\"",
                              round=round_no, text=opponent_text.strip()) from None
        if opponent == number or opponent < 1:
            raise FormatError(file, line_no, "round {round}: a player cannot meet himself", round=round_no)
    colour = {"w": Colour.WHITE, "b": Colour.BLACK}.get(colour_char.lower())
    if colour is None and colour_char not in "- ":
        raise FormatError(file, line_no, "round {round}: expected a colour (w b -), got \"{text}\"",
                          round=round_no, text=colour_char)
    if result_char in _DRAWS:
        outcome = Outcome.DRAW
    elif result_char in _WINS:
        outcome = Outcome.WIN
    elif result_char in _LOSSES:
        outcome = Outcome.LOSS
    else:
        raise FormatError(file, line_no, "round {round}: expected a result code (1 = 0 + - W D L H F U Z), "
                          "got \"{text}\"", round=round_no, text=result_char)
    if opponent is None and colour is not None:
        raise FormatError(file, line_no, "round {round}: a bye has no colour", round=round_no)
    if result_char in "HFUZ" and opponent is not None:
        raise FormatError(file, line_no, "round {round}: {code} is a bye, yet an opponent is given",
                          round=round_no, code=result_char)
    played = opponent is not None and colour is not None and result_char not in _NOT_PLAYED
    if opponent is not None and colour is None and result_char not in "+-":
        raise FormatError(file, line_no, "round {round}: a game needs a colour", round=round_no)
    paired = opponent is not None or result_char in "U+"
    return RoundEntry(opponent, colour, outcome, played, paired)


def _played_rounds(lines: list[_Line]) -> int:
    """The rounds already paired: the last column with a pairing, or before a column of byes only.

    A column where nobody was paired (only byes and absences) is the round to
    pair, unless every player has an entry there.
    """
    played = 0
    for line in lines:
        for index, entry in enumerate(line.cells):
            if entry is not None:
                played = max(played, index + 1 if entry.paired else index)
    if all(len(line.cells) > played for line in lines):
        played += 1
    return played


def _check_opponents(lines: list[_Line], numbers: set[int], file: str) -> None:
    by_number = {line.number: line for line in lines}
    for line in lines:
        for index, entry in enumerate(line.cells):
            if entry is None or entry.opponent is None:
                continue
            if entry.opponent not in numbers:
                raise FormatError(file, line.line_no, "round {round}: opponent {opponent} has no player line",
                                  round=index + 1, opponent=entry.opponent)
            if not entry.played:
                continue
            other = by_number[entry.opponent].cells
            mirror = other[index] if index < len(other) else None
            if mirror is None or not mirror.played or mirror.opponent != line.number or mirror.colour == entry.colour:
                raise FormatError(file, line.line_no, "round {round}: the game against {opponent} is not on "
                                  "{opponent}'s line the other way round", round=index + 1, opponent=entry.opponent)


def _entrant(line: _Line, played: int, points: PointSystem, warnings: list[Notice]) -> Entrant:
    cells = line.cells + [None] * (played + 1 - len(line.cells))
    rounds = tuple(entry if entry is not None else ABSENT for entry in cells[:played])
    upcoming = cells[played]
    if line.points is not None:
        total = sum(points.points(entry) for entry in rounds)
        ahead = total + (points.points(upcoming) if upcoming is not None else 0)
        if line.points not in (total, ahead):
            warnings.append(notice(line.line_no, "points {said} do not add up; the results give {counted}",
                                   said=f"{line.points / 10:g}", counted=f"{total / 10:g}"))
    return Entrant(line.number, line.name, line.rating, rounds, upcoming)


def write(pairing: RoundPairing) -> str:
    """The pairing as engines write it: the number of lines, boards ``WHITE BLACK``, the bye ``NUMBER 0``."""
    lines = [f"{board.white} {board.black}" for board in pairing.boards]
    if pairing.bye is not None:
        lines.append(f"{pairing.bye} 0")
    return "\n".join([str(len(lines)), *lines]) + "\n"
