"""Papi (``.papi``): the French federation's pairing program, an MS Access (Jet 4) database.

``read(path)`` gives an :class:`EventRecord` (format ``"papi"``) from two tables:

- ``INFO(Variable, Value)``: ``Nom``, ``DateDebut``/``DateFin`` (dd/mm/yyyy, perhaps with a
  time: ``08/07/2023  09:30``), ``DateRd1``… (round dates), ``Lieu``, ``Arbitre``, ``NbrRondes``,
  ``Cadence`` and ``ClassElo`` (``Elo``/``Rapide``/``Blitz``);
- ``JOUEUR``: one row per player (``Ref`` 1 is the pseudo-player ``EXEMPT``, the bye), and per
  round NN = 01…24 ``RdNNCl`` (colour), ``RdNNAdv`` (opponent Ref) and ``RdNNRes`` (result from
  that player's side).

The text of the tables is read by :mod:`elodesk.formats.jet4` (``access-parser`` with Jet 4 text
decoded exactly).

Decisions:

- Ratings: ``Elo`` → ``ratings["ffe"]``, ``Rapide`` → ``ratings["ffe_rapid"]``, ``Blitz`` →
  ``ratings["ffe_blitz"]``, each with its letter (``Fide``/``RapideFide``/``BlitzFide``: ``F`` a
  FIDE rating, ``N`` national, ``E`` an estimate) in ``rating_types``, the value as written. An
  ``F`` rating is also the FIDE rating: it goes to ``fide``/``fide_rapid``/``fide_blitz`` too.
- Rate (``EventRecord.rate``, and ``rating_kind`` the French rating that goes with it):
  ``ClassElo`` ``Rapide``/``Blitz`` says it. ``Elo`` is Papi's default, often left as it is for a
  rapid or blitz event: then the time control (``Cadence``, by FIDE's definitions) decides, else
  the event's name (``Blitz``, ``Open rapide`` …: :mod:`elodesk.formats.rates`); a rapid or blitz
  event found so comes with a warning. Otherwise it is standard.
- Personal data (``Adresse``, ``Tel``, ``EMail``, comments) is never read out of the table rows.
- Each pairing is built once from both players' rows (:mod:`elodesk.formats.papi_rounds`);
  disagreements become notices. Stored points (``Pts``) are ignored.
- Dates: ``DateDebut``/``DateFin``; an end more than a year after the start is a slip, told and
  mended where the rounds' dates (``DateRdN``) or the rate allow it (``_check_span``).
- Byes: no opponent and result 2 → ``H`` (½); result 6 → ``F`` (1); opponent ``EXEMPT`` →
  ``U`` (the points its result gives); nothing in a round that was paired → ``Z`` (absent). In a
  round of the event not yet paired, what was entered ahead (``RdNNCl`` ``F``: result 2 → ``H``,
  none → ``Z``), for the pairing of that round, as a TRF gives it in the round's column.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import date, datetime
from pathlib import Path

from elodesk.core.ffe import RATING_TYPES
from elodesk.formats.dates import day_candidates
from elodesk.formats.errors import FormatError
from elodesk.formats.jet4 import Database
from elodesk.formats.notices import Notice, notice
from elodesk.formats.papi_rounds import EXEMPT, MAX_ROUNDS, cell_int, cell_text, pairings
from elodesk.formats.rates import rate_from_time_control, rate_named
from elodesk.formats.records import (
    BLITZ,
    FFE,
    FFE_BLITZ,
    FFE_KINDS,
    FFE_RAPID,
    FIDE,
    FIDE_BLITZ,
    FIDE_RAPID,
    RAPID,
    STANDARD,
    EventRecord,
    PlayerRecord,
)

FORMAT = "papi"

JET_MAGIC = b"Standard Jet DB"

# The only JOUEUR columns elodesk reads: personal data (Adresse, Tel, EMail) is not among them.
PLAYER_COLUMNS = (
    "Ref", "NrFFE", "Nom", "Prenom", "Sexe", "NeLe", "Elo", "Rapide", "Blitz", "Fide", "RapideFide",
    "BlitzFide", "FideCode", "FideTitre", "Federation", "Club",
)
ROUND_COLUMNS = tuple(f"Rd{r:02}{part}" for r in range(1, MAX_ROUNDS + 1) for part in ("Cl", "Adv", "Res"))

# (rating column, kind flag column, FFE kind, FIDE kind)
RATING_COLUMNS = (
    ("Elo", "Fide", FFE, FIDE),
    ("Rapide", "RapideFide", FFE_RAPID, FIDE_RAPID),
    ("Blitz", "BlitzFide", FFE_BLITZ, FIDE_BLITZ),
)
# Days from DateDebut to DateFin beyond which an end date is a slip: a club's season-long championship runs less.
LONGEST_EVENT = 366
CLASS_ELO = {"ELO": STANDARD, "RAPIDE": RAPID, "BLITZ": BLITZ}

# Papi's French title codes, and the standard codes should a file hold those.
TITLES = {"G": "GM", "M": "IM", "F": "FM", "C": "CM", "GF": "WGM", "MF": "WIM", "FF": "WFM", "CF": "WCM",
          "GM": "GM", "IM": "IM", "FM": "FM", "CM": "CM", "WGM": "WGM", "WIM": "WIM", "WFM": "WFM",
          "WCM": "WCM"}


def sniff(head: bytes, name: str) -> str | None:
    """``"papi"`` when the file's first bytes are those of an MS Access (Jet) database, else None.

    A Jet database of another program is told apart only by ``read`` (no INFO/JOUEUR table).
    """
    return FORMAT if head[4:19] == JET_MAGIC else None


def read(path: str | Path) -> EventRecord:
    file = Path(path).name
    info_rows, player_rows = _read_tables(Path(path), file)
    return event_from_tables(file, info_rows, player_rows)


def _read_tables(path: Path, file: str) -> tuple[list[dict[str, object]], list[dict[str, object]]]:
    with path.open("rb") as handle:
        if not sniff(handle.read(32), str(path)):
            raise FormatError(file, None, "not a Papi file: expected an MS Access (Jet 4) database")
    try:
        database = Database(str(path))
    except FormatError:
        raise
    except Exception as error:  # access-parser raises whatever its parsing meets
        raise FormatError(file, None, "cannot read this Access database ({error})", error=str(error)) from error
    tables = {name.upper(): name for name in database.catalog}
    for needed in ("INFO", "JOUEUR"):
        if needed not in tables:
            raise FormatError(file, None, "no {table} table: not a Papi file", table=needed)
    info = _table_rows(database, tables["INFO"], ("Variable", "Value"), file)
    players = _table_rows(database, tables["JOUEUR"], PLAYER_COLUMNS + ROUND_COLUMNS, file)
    return info, players


def _table_rows(database: Database, table: str, wanted: Iterable[str],
                file: str) -> list[dict[str, object]]:
    """The table's rows, keeping only the ``wanted`` columns (matched without regard to case)."""
    try:
        parsed = database.parse_table(table)
    except FormatError:
        raise
    except Exception as error:
        raise FormatError(file, table, "cannot read the table ({error})", error=str(error)) from error
    by_upper = {name.upper(): name for name in parsed}
    columns = {name: by_upper[name.upper()] for name in wanted if name.upper() in by_upper}
    if not columns:
        raise FormatError(file, table, "none of the expected columns ({columns}, …)",
                          columns=", ".join(list(wanted)[:4]))
    values = {name: parsed[source] for name, source in columns.items()}
    if any(not isinstance(v, list) for v in values.values()):  # access-parser's empty table
        return []
    lengths = {len(v) for v in values.values()}
    if len(lengths) != 1:
        raise FormatError(file, table, "some rows could not be read (columns of unequal length): "
                                       "damaged file?")
    count = lengths.pop()
    return [{name: column[i] for name, column in values.items()} for i in range(count)]


def event_from_tables(file: str, info_rows: list[dict[str, object]],
                      player_rows: list[dict[str, object]]) -> EventRecord:
    """Build the event from the INFO and JOUEUR rows (column name → value), as ``read`` does."""
    info = {str(row.get("Variable") or "").strip().upper(): cell_text(row.get("Value")) for row in info_rows}
    event = EventRecord(name=info.get("NOM") or Path(file).stem, format=FORMAT)
    if not info.get("NOM"):
        event.warnings.append(notice("INFO", "no tournament name (Nom); named after the file, {name}",
                                     name=repr(event.name)))
    event.place = info.get("LIEU")
    event.arbiter = info.get("ARBITRE")
    event.time_control = info.get("CADENCE")
    event.start = _info_date(info, "DateDebut", event)
    event.end = _info_date(info, "DateFin", event)
    for rnd in range(1, MAX_ROUNDS + 1):
        day = _info_date(info, f"DateRd{rnd}", event)
        if day is not None:
            event.round_dates[rnd] = day
    if event.round_dates and (event.start is None or event.end is None):
        event.start = event.start or min(event.round_dates.values())
        event.end = event.end or max(event.round_dates.values())
        event.warnings.append(notice("INFO", "no DateDebut/DateFin; the event's dates are taken from the round "
                                             "dates, {start} – {end}", start=str(event.start), end=str(event.end)))
    rounds = info.get("NBRRONDES")
    if rounds is not None:
        try:
            event.rounds = int(rounds)
        except ValueError:
            event.warnings.append(notice("INFO NbrRondes", "expected a number of rounds, got {value}",
                                         value=repr(rounds)))
    event.rate = _rate(info.get("CLASSELO"), event)
    event.rating_kind = FFE_KINDS[event.rate] if event.rate else None
    _check_span(event)

    rows: dict[int, dict[str, object]] = {}
    for index, row in enumerate(player_rows, start=1):
        try:
            ref = cell_int(row.get("Ref"))
        except ValueError:
            ref = None
        if ref is None or ref < 1:
            raise FormatError(file, f"JOUEUR row {index}", "expected a player number in Ref, got {value}",
                              value=repr(row.get("Ref")))
        if ref in rows:
            raise FormatError(file, f"JOUEUR row {index}", "Ref {ref} appears twice", ref=ref)
        rows[ref] = row
    for ref, row in rows.items():
        if ref != EXEMPT:
            event.players.append(_player(ref, row, event.warnings))
    pairings(rows, event)
    return event


def _rate(class_elo: str | None, event: EventRecord) -> str | None:
    """The event's rate: ClassElo, else its time control or its name (see the module's docstring)."""
    rate = CLASS_ELO.get((class_elo or "").upper())
    if class_elo is not None and rate is None:
        event.warnings.append(notice("INFO ClassElo", "expected Elo, Rapide or Blitz, got {value}",
                                     value=repr(class_elo)))
    if rate in (RAPID, BLITZ):
        return rate
    found = rate_from_time_control(event.time_control) if event.time_control else None
    by_name = found is None
    if by_name:
        found = rate_named(event.name)
    if found in (RAPID, BLITZ):
        values = {"rate": found, "column": {RAPID: "Rapide", BLITZ: "Blitz"}[found], "class_elo": class_elo or "",
                  "name": repr(event.name), "cadence": repr(event.time_control)}
        if by_name and class_elo:
            said = notice("INFO", "the event is named {name}: read as a {rate} event, with the {column} ratings "
                                  "(ClassElo says {class_elo})", **values)
        elif by_name:
            said = notice("INFO", "the event is named {name}: read as a {rate} event, with the {column} ratings "
                                  "(ClassElo says nothing)", **values)
        elif class_elo:
            said = notice("INFO", "Cadence {cadence} is a {rate} time control: read as a {rate} event, with the "
                                  "{column} ratings (ClassElo says {class_elo})", **values)
        else:
            said = notice("INFO", "Cadence {cadence} is a {rate} time control: read as a {rate} event, with the "
                                  "{column} ratings (ClassElo says nothing)", **values)
        event.warnings.append(said)
    return found or rate


def _check_span(event: EventRecord) -> None:
    """An event longer than a year (DateFin mistyped: a one-day rapid ending two years later) is told, and
    ended where its rounds say: on its last round's date, else, for a rapid or blitz event (one day's play),
    on its first day. A standard event without round dates keeps DateFin: only the officer knows it. An end
    before the start gives way to the round dates, else to the start."""
    if event.start is None or event.end is None:
        return
    if event.end < event.start:
        days = sorted(event.round_dates.values()) or [event.start]
        said = notice("INFO DateFin", "{end} is before DateDebut {start}: the event is dated {first} – {last}",
                      end=str(event.end), start=str(event.start), first=str(days[0]), last=str(days[-1]))
        event.start, event.end = days[0], days[-1]
        event.warnings.append(said)
        return
    if (event.end - event.start).days <= LONGEST_EVENT:
        return
    values = {"end": str(event.end), "start": str(event.start), "days": (event.end - event.start).days}
    last = max((d for d in event.round_dates.values() if 0 <= (d - event.start).days <= LONGEST_EVENT), default=None)
    if last is not None:
        event.end = last
        said = notice("INFO DateFin", "{end} is {days} days after DateDebut {start}, longer than an event runs: the "
                                      "event ends on its last round's date, {last}", last=str(last), **values)
    elif event.rate in (RAPID, BLITZ):
        event.end = event.start
        said = notice("INFO DateFin", "{end} is {days} days after DateDebut {start}, longer than an event runs: read "
                                      "as a rapid or blitz event of one day, {start}", **values)
    else:
        said = notice("INFO DateFin", "{end} is {days} days after DateDebut {start}, longer than an event runs: kept "
                                      "(the file dates no round); check the event's dates", **values)
    event.warnings.append(said)


def _info_date(info: dict[str, str | None], key: str, event: EventRecord) -> date | None:
    """DateDebut, DateFin, DateRdN: dd/mm/yyyy as Papi writes them, perhaps with a time after."""
    value = info.get(key.upper())
    if value is None:
        return None
    candidates = day_candidates(value, day_first=True)
    if not candidates:
        event.warnings.append(notice(f"INFO {key}", "expected a date dd/mm/yyyy, got {value}", value=repr(value)))
        return None
    return candidates[0]


def _player(ref: int, row: Mapping[str, object], warnings: list[Notice]) -> PlayerRecord:
    where = f"JOUEUR Ref {ref}"
    last, first = cell_text(row.get("Nom")) or "", cell_text(row.get("Prenom"))
    if not last and not first:
        warnings.append(notice(where, "no name"))
    player = PlayerRecord(ref=str(ref), name=f"{last}, {first}" if first else last, line=where)
    sex = (cell_text(row.get("Sexe")) or "").upper()
    player.sex = sex if sex in ("M", "F") else None
    player.club = cell_text(row.get("Club"))
    player.federation = (cell_text(row.get("Federation")) or "").upper() or None
    player.ffe_id = cell_text(row.get("NrFFE"))
    title = (cell_text(row.get("FideTitre")) or "").upper()
    player.title = TITLES.get(title, title) or None
    fide_id = cell_text(row.get("FideCode"))
    if fide_id is not None:
        if fide_id.endswith(".0"):  # a number column read as a float
            fide_id = fide_id[:-2]
        if not fide_id.isdecimal():
            warnings.append(notice(where, "FideCode {value} is not a FIDE id; ignored", value=repr(fide_id)))
        elif int(fide_id):
            player.fide_id = str(int(fide_id))
    player.birth_date = _birth_date(row.get("NeLe"), where, warnings)
    for column, flag_column, ffe_kind, fide_kind in RATING_COLUMNS:
        try:
            value = cell_int(row.get(column))
        except ValueError:
            warnings.append(notice(where, "{column} {value} is not a rating; ignored", column=column,
                                   value=repr(row.get(column))))
            continue
        if not value:
            continue
        flag = (cell_text(row.get(flag_column)) or "").upper()
        player.ratings[ffe_kind] = value
        if flag in RATING_TYPES:
            player.rating_types[ffe_kind] = flag
        elif flag:
            warnings.append(notice(where, "{flag_column} {flag} is not a rating type (F, N, E); {column} {value} "
                                          "kept without one", flag_column=flag_column, flag=repr(flag), column=column,
                                   value=value))
        if flag == "F":
            player.ratings[fide_kind] = value
    return player


def _birth_date(value: object, where: str, warnings: list[Notice]) -> date | None:
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    text = cell_text(value)
    if text is None or text.startswith("("):  # access-parser's "(Empty Date)", "(Invalid Date)"
        return None
    for pattern in ("%Y-%m-%d %H:%M:%S", "%Y-%m-%d", "%d/%m/%Y"):
        try:
            return datetime.strptime(text, pattern).date()
        except ValueError:
            continue
    warnings.append(notice(where, "NeLe {value} is not a date; ignored", value=repr(text)))
    return None
