"""FIDE Tournament Report Files (TRF16, TRF26) and the Belgian submission file.

:func:`read` turns a file into an :class:`EventRecord` (format ``"trf"``, or
``"frbe-trf"`` for the Belgian variant); :func:`write_fide` and
:func:`write_frbe` write one out; :func:`sniff` recognises either from the first
bytes of a file. The columns and codes are those of FORMATS.md, section "FIDE
Tournament Report File" (:mod:`elodesk.formats.trf_layout`); the reading is in
:mod:`elodesk.formats.trf_reader`, ``trf_players`` and ``trf_rounds``.

Reading: everything a file means, the rest skipped with a warning
    Only a file without a player line is refused (:class:`FormatError` naming
    its last line): it holds no tournament. Everything else is read, and what
    is left out gives a warning naming its line ("line N: ..."): record types
    elodesk has no use for (team records ``013``/``3x0``/``240``..., a pairing
    program's ``XXC``, ``FOR 1 12``, ``BBW``: one warning per type), a player
    line without a start rank or with one already taken, a round cell that is
    not ``oooo c r``, a value that is no rating, birth date or federation.
    Comments (``#``, ``###``), TRF26 legend lines (``DDD SSSS sTTT NNNN…``)
    and column rulers are layout, read silently. Text is UTF-8, else
    cp1252/latin-1 (:mod:`elodesk.formats.textfile`); LF, CRLF and CR-only line
    ends. A player's ``ref`` is his start rank as a string ("12").

Header
    ``012`` name (else ``00A``, else the file name), ``022`` place, ``032``
    federation (a placeholder that is no three-letter code is left out),
    ``102`` arbiter, ``122`` time control. Start and end (``042``/``052``) are
    read in any common spelling (:mod:`elodesk.formats.dates`); where a
    spelling can mean several dates (``24/09/29``) the one nearest the round
    dates wins, else the one making the shortest event. A placeholder or free
    text that is no date gives a warning and the first/last round date (tag
    ``132``, YY/MM/DD in the round columns, each date read in the round whose
    columns it starts in) stands in. The number of
    rounds is the last round with an entry, or more if TRF26's ``142`` or a
    pairing program's ``XXR`` plans more.

Rate and ratings
    The event's rate (standard, rapid, blitz: :mod:`elodesk.formats.rates`) is read from the time
    control (``122``, else TRF26's encoded ``222``), else from words in the type (``092``) or, with a
    warning, the name (a word, or a clock as online events write it: "5 Plus 0", "15+10").
    The rating column holds the FIDE rating of that rate: ``ratings["fide"]``, ``["fide_rapid"]`` or
    ``["fide_blitz"]`` (the Belgian file: ``["frbe"]``). The FIDE-id field holds digits; a placeholder
    (``-----------``) or other text is no id (one warning per value), so that no id is shared by
    everyone; a birth date of separators only (``    /  /``) and sex ``u`` are unknown.

Rounds
    The points and rank columns are not trusted: byes and games are rebuilt
    from the round columns, and a points column that disagrees with them gives
    a warning. Every round entry is read against the opponent's line: a
    pairing is recorded once, white first, from both lines; disagreements are
    reported ("line N: ...", naming both lines) and read where the file tells
    what happened (same colour on both lines: the lower start rank's line wins;
    a colour, an entry or a result missing on one line: the other line is read
    alone; the same points but one line a forfeit: a forfeit, never rated).
    Where it cannot tell (points that do not add up, the opponent's line naming
    another opponent or a bye, a start rank already paired, an opponent without
    a player line) the pairing is left out with a warning. A forfeit with
    colours ``-`` on both lines (old files: ``153 - -``) gives white to the lower
    start rank, as does a played game without colours (with a warning).

    Belgian interclub reports write the colours ``B``/``N`` (blanc/noir): a file
    whose colour letters include ``N`` is read so, ``B`` then being white (one
    warning); likewise ``W``/``Z`` (wit/zwart) and ``W``/``S`` (weiß/schwarz)
    read ``Z`` and ``S`` as black. A result ``½`` is ``=``. A "player" named
    spielfrei, bye, exempt, frei… (accents and case aside) without a rating or
    id who never scores stands for the bye, as some German and French programs
    write it: his pairings become their opponents' byes (``U`` for the point),
    and he is no player (one warning). A UTF-8 file padded by bytes (an accented
    name then shifts the columns after it) is read by bytes (one warning).

Games under one move (``W D L``)
    They are never rated and :mod:`elodesk.formats.records` has no result for
    them, so they are read as what they score: ``W``/``L`` as a forfeit
    (``+-`` or ``-+``; ``L`` against ``L`` as ``--``), and a draw under one
    move (``D``/``D``) as two half-point byes (``H``), because no forfeit
    result gives half a point. Each one gives a warning; the writers write
    them back as forfeits and byes.

Entries without a game
    ``H F U Z`` are the byes of their name; ``0000 - +`` (old files' bye) is
    ``U``, ``0000 - -`` is ``Z``; ``1``/``W``, ``=``/``D`` and ``0``/``L``
    without an opponent are ``F``, ``H`` and ``Z`` with a warning. A blank
    round (or a line that stops early: withdrawn players) records nothing, nor
    does a pairing not played: TRF26's ``*`` result, or no result on either
    line (one warning) — so that a file written back from the same event reads
    the same, with no absence made up for a round the event says nothing of.

TRF26 national rating records
    A line starting with a federation code instead of ``001`` gives, in the
    rating and FIDE-id columns, the national rating and national id of the
    player of that start rank: ``BEL`` fills ``ratings["frbe"]`` and
    ``frbe_id``, ``FRA`` fills the French rating of the event's rate
    (``ratings["ffe"]``, ``["ffe_rapid"]``, ``["ffe_blitz"]``), ``ffe_id`` and its letter ``F``,
    ``N`` or ``E`` from columns 54-56 (where Sharly-Chess writes a league); any other code
    ``ratings[code.lower()]`` (its id has no field and is dropped). A record for a start rank
    without a player line is skipped.

Belgian submission file
    A TRF with header lines ``00A`` ... ``00F`` (its presence decides the
    variant), latin-1, CRLF; its rating column holds the Belgian rating and its
    FIDE-id column the matricule. The meaning of ``00A``-``00E`` is taken from
    the FRBE-KBSB interclub code that writes these files
    (``FRBE-KBSB-KSB/kbsb``, ``backend/kbsb/interclubs/elo.py``)::

        00A <event name>                  (the interclub code writes "### Interclubs")
        00B <rounds> rondes
        00C Envoi des rondes <first> à <last>      (the rounds sent)
        00D Envoi par : <sender: name or e-mail>
        00E Envoi par le club : <club number>
        00F P=<players> R=<rounds> S=<dd/mm/yy> E=<dd/mm/yy> +<wins> =<draws> -<losses>

    In ``00F`` the counts are per player and over played games (a decisive
    game gives one win and one loss, a draw two draws). On reading, ``00A``
    names the event when there is no ``012``, ``00F`` dates fill a missing
    ``042``/``052`` and a ``P=`` that is not the number of players gives a
    warning; ``00B``-``00E`` are not kept. The interclub code leaves forfeits
    out of its files; :func:`write_frbe` keeps them (``+``/``-``, never rated)
    so that the file reads back to the same event.

Writing
    Players keep their ref as start rank when every ref is a distinct number
    from 1 to 9999, else they are numbered in list order. Points and ranks are
    computed (1, ½, forfeit win 1, H ½, F and U 1, Z 0; ties by start rank);
    a round without a game or bye for a player is left blank (what the event
    records, no more), and ``142`` gives the number of rounds. ``122`` is the
    time control, else the rate's name (``Rapid``), so that the rate reads
    back. Names are cut to 33 characters. The Belgian file replaces characters
    latin-1 lacks by their unaccented letter (``ř`` → ``r``) or ``?``. Tag 132
    gives the event's round dates and, for a round without one, the date all
    its games share; a game dated otherwise loses its own date (a TRF dates
    rounds only).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from elodesk.formats.records import (
    BLACK_WINS,
    BLITZ,
    DRAW,
    FFE,
    FFE_KINDS,
    FIDE_KINDS,
    FRBE,
    RAPID,
    STANDARD,
    WHITE_WINS,
    EventRecord,
    PlayerRecord,
)
from elodesk.formats.textfile import check_lines, decode, one_line, read_text_file, split_lines
from elodesk.formats.trf_layout import (
    BELGIAN_TAG,
    BYE_POINTS,
    CODE_POINTS,
    CODES,
    FIRST_ROUND,
    HEADER_TAG,
    LINE_MAX,
    OLD_TITLES,
    ROUND_WIDTH,
)
from elodesk.formats.trf_lines import NOT_FIDE_RATED, is_layout
from elodesk.formats.trf_reader import FORMAT, FRBE_FORMAT, Reader

__all__ = ["FORMAT", "FRBE_FORMAT", "OLD_TITLES", "read", "render", "sniff", "write_fide", "write_frbe"]

_RATE_NAMES = {STANDARD: "Standard", RAPID: "Rapid", BLITZ: "Blitz"}
_SNIFF_LINE = re.compile(r"(?:\d{3}|00[A-F]|[A-Z]{3})(?: |$)")
_SNIFF_PLAYER = re.compile(r"001 [ \d]{3}\d")
_SNIFF_SHARE = 0.9  # of the lines that are records: a few odd lines do not hide a TRF
_SNIFF_LINES = 80


# ---------------------------------------------------------------------------------------------- reading


def read(path: str | Path, *, text: str | None = None) -> EventRecord:
    """Read a TRF16/TRF26 file or a Belgian submission file (``text``: its content, already decoded).

    Raises :class:`FormatError` only for a file without a tournament (no player line).
    """
    path = Path(path)
    if text is None:
        text = decode(read_text_file(path))
    reader = Reader(path.name, path.stem)
    return reader.read(check_lines(split_lines(text.removeprefix("\ufeff")), path.name, LINE_MAX, "TRF"))


def sniff(head: bytes, name: str) -> str | None:
    """``"trf"`` or ``"frbe-trf"`` when ``head`` (the first KB of a file) is one, else None.

    The content decides: comments (``#``), TRF26 legend and ruler lines aside, the
    first line and nine lines in ten must start with a TRF tag, and one must be a
    player line (``001``) or, failing that, there must be three TRF header lines
    or the name must end in ``.trf``/``.trfx``.
    """
    complete = head.endswith((b"\n", b"\r"))
    lines = [line for line in split_lines(decode(head)) if line.strip()]
    if not complete and len(lines) > 1:
        lines.pop()  # cut in the middle
    records = [line for line in lines if not is_layout(line)][:_SNIFF_LINES]
    if not records or not _SNIFF_LINE.match(records[0]):
        return None
    if sum(1 for line in records if _SNIFF_LINE.match(line)) < _SNIFF_SHARE * len(records):
        return None
    players = any(_SNIFF_PLAYER.match(line) for line in records)
    headers = sum(bool(HEADER_TAG.fullmatch(line[:3])) for line in records)
    trf_name = Path(name).suffix.lower() in (".trf", ".trfx")
    if not (players or headers >= 3 or (headers and trf_name)):
        return None
    return FRBE_FORMAT if any(BELGIAN_TAG.match(line) for line in records) else FORMAT


# ---------------------------------------------------------------------------------------------- writing


def write_fide(event: EventRecord, path: str | Path, *, national: bool = True) -> Path:
    """Write ``event`` as a FIDE TRF (UTF-8, CRLF): FIDE ratings (of the event's rate) and ids in the 001 lines.

    TRF26 national rating records follow the player lines, so that the file keeps
    every id and rating: ``BEL`` (Belgian rating, matricule), ``FRA`` (French
    rating of the event's rate, licence) and one per other three-letter rating
    kind; ``national=False`` leaves them out (a plain TRF16).
    """
    path = Path(path)
    path.write_bytes(render(event, belgian=False, national=national).encode("utf-8"))
    return path


def write_frbe(event: EventRecord, path: str | Path, *, sender: str | None = None,
               club: str | None = None) -> Path:
    """Write ``event`` as a Belgian submission file (latin-1, CRLF, 00A-00F).

    The 001 lines carry the Belgian rating and the matricule. ``sender`` (00D,
    default: the event's arbiter) and ``club`` (00E, the sending club's number)
    are the submission's return address.
    """
    path = Path(path)
    text = render(event, belgian=True, sender=sender if sender is not None else event.arbiter or "",
                   club=club or "")
    path.write_bytes(_latin1(text))
    return path


@dataclass(slots=True)
class _Plan:
    ranks: dict[str, int]  # ref -> start rank
    rounds: int
    cells: dict[int, dict[int, tuple[str, str, str]]]  # rank -> round -> (opponent, colour, code)
    points: dict[int, float]
    places: dict[int, int]
    won: int = 0
    drawn: int = 0
    lost: int = 0


def _plan(event: EventRecord) -> _Plan:
    refs = [p.ref for p in event.players]
    if len(set(refs)) != len(refs):
        raise ValueError("two players share a ref: cannot write a TRF")
    numbers = {int(ref) for ref in refs if ref.isdecimal() and 0 < int(ref) <= 9999}
    keep = len(numbers) == len(refs)  # every ref a distinct start rank
    ranks = {ref: int(ref) if keep else i for i, ref in enumerate(refs, 1)}
    cells: dict[int, dict[int, tuple[str, str, str]]] = {rank: {} for rank in ranks.values()}
    plan = _Plan(ranks, 0, cells, {}, {})

    def put(ref: str, r: int | None, cell: tuple[str, str, str], what: str) -> None:
        if ref not in ranks:
            raise ValueError(f"{what}: unknown player {ref!r}")
        if not isinstance(r, int) or r < 1:
            raise ValueError(f"{what}: a TRF needs a round number, got {r!r}")
        if r in cells[ranks[ref]]:
            raise ValueError(f"{what}: player {ref!r} already has a game or bye in round {r}")
        cells[ranks[ref]][r] = cell
        plan.rounds = max(plan.rounds, r)

    for game in event.games:
        what = f"game {game.white}-{game.black} round {game.round}"
        if game.result not in CODES:
            raise ValueError(f"{what}: unknown result {game.result!r}")
        white_code, black_code = CODES[game.result]
        put(game.white, game.round, (str(ranks.get(game.black, 0)), "w", white_code), what)
        put(game.black, game.round, (str(ranks.get(game.white, 0)), "b", black_code), what)
        if game.result in (WHITE_WINS, BLACK_WINS):
            plan.won += 1
            plan.lost += 1
        elif game.result == DRAW:
            plan.drawn += 2
    for bye in event.byes:
        if bye.kind not in BYE_POINTS:
            raise ValueError(f"bye of {bye.player} round {bye.round}: unknown kind {bye.kind!r}")
        put(bye.player, bye.round, ("0000", "-", bye.kind), f"bye of {bye.player} round {bye.round}")
    plan.rounds = max(plan.rounds, event.rounds or 0)
    plan.points = {rank: sum(CODE_POINTS[code] for _, _, code in row.values())
                   for rank, row in cells.items()}
    standing = sorted(cells, key=lambda rank: (-plan.points[rank], rank))
    plan.places = {rank: place for place, rank in enumerate(standing, 1)}
    return plan


def render(event: EventRecord, *, belgian: bool, national: bool = False, sender: str = "",
            club: str = "") -> str:
    plan = _plan(event)
    kind = FRBE if belgian else FIDE_KINDS[event.rate or STANDARD]
    players = sorted(event.players, key=lambda p: plan.ranks[p.ref])
    out: list[str] = []
    if belgian:
        out += [
            f"00A {one_line(event.name)}",
            f"00B {plan.rounds} rondes",
            f"00C Envoi des rondes 1 à {plan.rounds}",
            f"00D Envoi par : {one_line(sender)}",
            f"00E Envoi par le club : {one_line(club)}",
            f"00F P={len(players)} R={plan.rounds} S={_short_date(event.start)} E={_short_date(event.end)} "
            f"+{plan.won} ={plan.drawn} -{plan.lost}",
        ]
    out.append(f"012 {one_line(event.name)}")
    out += [f"{tag} {one_line(value)}" for tag, value in (("022", event.place), ("032", event.federation)) if value]
    out += [f"{tag} {day:%Y/%m/%d}" for tag, day in (("042", event.start), ("052", event.end)) if day]
    out.append(f"062 {len(players)}")
    out.append(f"072 {sum(kind in p.ratings for p in players)}")
    time_control = event.time_control or _RATE_NAMES.get(event.rate or "")
    out += [f"{tag} {one_line(value)}" for tag, value in (("102", event.arbiter), ("122", time_control)) if value]
    round_dates = _round_dates(event)
    if round_dates:
        cells = [f"  {round_dates[r]:%y/%m/%d}" if r in round_dates else " " * ROUND_WIDTH
                 for r in range(1, max(round_dates) + 1)]
        out.append("132".ljust(FIRST_ROUND - 2) + "".join(cells).rstrip())
    if plan.rounds:
        out.append(f"142 {plan.rounds}")
    out += [NOT_FIDE_RATED] if event.fide_rated is False and not belgian else []
    for p in players:
        rank = plan.ranks[p.ref]
        row = plan.cells[rank]
        rounds = "".join("  {:>4} {} {}".format(*row[r]) if r in row else " " * ROUND_WIDTH
                         for r in range(1, plan.rounds + 1))
        identity = p.frbe_id if belgian else p.fide_id
        out.append((_player_line("001", rank, p, p.ratings.get(kind), identity, plan.points[rank],
                                 plan.places[rank]) + rounds).rstrip())
    if national:
        for p in players:
            for code, rating, identity, origin in _national_records(p, event.rate):
                out.append(_player_line(code, plan.ranks[p.ref], p, rating, identity, None, None, origin).rstrip())
    return "\r\n".join(out) + "\r\n"


def _round_dates(event: EventRecord) -> dict[int, date]:
    """The event's round dates, and for a round it lacks, the date all its games share (if they do)."""
    shared: dict[int, set[date | None]] = {}
    for game in event.games:
        if isinstance(game.round, int) and game.round > 0 and game.round not in event.round_dates:
            shared.setdefault(game.round, set()).add(game.date)
    derived = {r: day for r, days in shared.items() if len(days) == 1 for day in days if day is not None}
    return {**event.round_dates, **derived}


def _national_records(p: PlayerRecord, rate: str | None) -> Iterable[tuple[str, int | None, str | None, str | None]]:
    """A national record's one rating is the tournament's (TRF-2026): a rapid event's FRA, no standard rating."""
    if FRBE in p.ratings or p.frbe_id:
        yield "BEL", p.ratings.get(FRBE), p.frbe_id, p.federation
    french = FFE_KINDS[rate or STANDARD]
    if french in p.ratings or p.ffe_id:
        yield "FRA", p.ratings.get(french), p.ffe_id, p.rating_types.get(french) if french in p.ratings else None
    for kind, rating in p.ratings.items():
        if len(kind) == 3 and kind.isalpha() and kind.islower() and kind != FFE:
            yield kind.upper(), rating, None, p.federation


def _player_line(tag: str, rank: int, p: PlayerRecord, rating: int | None, identity: str | None,
                 points: float | None, place: int | None, origin: str | None = "") -> str:
    if identity is not None and len(identity := one_line(identity)) > 11:
        raise ValueError(f"player {p.ref}: id {identity!r} is longer than the 11 columns of a TRF")
    sex = {"M": "m", "F": "w"}.get(p.sex or "", " ")
    birth = f"{p.birth_date:%Y/%m/%d}" if p.birth_date else ""
    shown_points = f"{points:4.1f}" if points is not None else ""
    title, federation = one_line(p.title or "")[:3], one_line((p.federation if origin == "" else origin) or "")[:3]
    return (f"{tag} {rank:>4} {sex}{title:>3} {one_line(p.name)[:33]:<33} {rating or '':>4} {federation:<3} "
            f"{identity or '':>11} {birth:<10} {shown_points:>4} {place or '':>4}")


def _short_date(day: date | None) -> str:
    return f"{day:%d/%m/%y}" if day else ""


def _latin1(text: str) -> bytes:
    """latin-1 bytes of ``text``; a character latin-1 lacks becomes its unaccented letter, or ``?``."""
    try:
        return text.encode("latin-1")
    except UnicodeEncodeError:
        pass
    out = []
    for char in text:
        try:
            out.append(char.encode("latin-1"))
        except UnicodeEncodeError:
            base = "".join(c for c in unicodedata.normalize("NFKD", char) if not unicodedata.combining(c))
            out.append(base.encode("latin-1", errors="replace") or b"?")
    return b"".join(out)
