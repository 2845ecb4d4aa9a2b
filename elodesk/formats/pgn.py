"""PGN: a file of games, of which only the headers matter (cut into games by :mod:`elodesk.formats.pgn_text`).

``read(path)`` gives an :class:`EventRecord` (format ``"pgn"``):

- a game per tag section with a ``White``, a ``Black`` and a finished ``Result`` (``1-0``,
  ``0-1``, ``1/2-1/2``); an unfinished game (``*``) is not a game: it is left out with a warning;
- forfeits as pairing programs write them (``+/-``, ``-/+``, ``-/-``, ``0-0``, ``1-0 FF``…), and
  a decisive result whose ``Termination`` is ``abandoned``/``forfeit``/``unplayed`` (a game never
  played, with a warning), are forfeits: never rated;
- a game against "bye" (spielfrei, exempt…) is the other player's bye of its round (with a warning);
- a game of another variant than chess (``Variant`` tag: Chess960, crazyhouse, …, as python-chess
  names them) is left out with a warning naming the variant: no rating system rates them;
- a file left without any game holds no tournament: it is refused (:class:`FormatError` naming the
  first game's line and why: every game unfinished, every game of a variant, or what else);
- a game without a ``Result`` tag has the result its moves end with (``1-0``…, with a warning); a
  ``Result`` tag the moves' end contradicts is read, with a warning;
- ``Round`` ``3`` is round 3, ``3.1`` round 3 board 1; ``Date`` with ``??`` parts leaves the game
  undated (one warning lists them); ``WhiteElo``/``BlackElo`` are FIDE ratings of the event's rate;
- the rate (standard, rapid, blitz) is the games' ``TimeControl``, in seconds as PGN writes it
  (``180+2`` is blitz, ``40/7200:3600`` standard; games of several rates: the most common, the games
  of another rate left out with a warning), else a word of the event's name (with a warning);
- when no date is complete, the event is dated by the year and month the games give
  (``1997.??.??``: 1997-01-01, with a warning); a game of the same players, round and date as an
  earlier one is a copy, left out with a warning;
- players are told apart by FIDE id (``WhiteFideId``/``BlackFideId``), else by name (a name seen
  with exactly one FIDE id elsewhere in the file is that player); ``ref`` is the FIDE id or the
  name; a player's first rating and title in the file are kept (a different rating later is a
  warning);
- tag sections without moves are each a game (:mod:`pgn_text` cuts where a roster tag comes again);
  one without a result is no game (a warning listing the lines; a file of them is refused);
- a player with two games (or a game and a bye) in one round — several events in one file, a
  knockout's ``1.1`` and ``1.2`` — gets the rounds numbered anew, one event after another, with a
  warning (:mod:`pgn_rounds`): a TRF, the standings and the export need one game a round;
- the event is the most common ``Event`` (several → a warning naming them), the place the most
  common ``Site`` (none when every game has its own: a game number, lichess's URL of the game),
  the dates the first and last game dates (else ``EventDate``).
"""

from __future__ import annotations

import io
import re
from collections import Counter
from datetime import date
from pathlib import Path

import chess.pgn

from elodesk.formats import pgn_text
from elodesk.formats.errors import FormatError
from elodesk.formats.notices import notice
from elodesk.formats.pgn_rounds import Slot, chapter_dates, one_game_a_round, unnumbered_rounds
from elodesk.formats.pgn_text import ENDINGS, Section
from elodesk.formats.rates import correspondence, rate_from_seconds, rate_named
from elodesk.formats.records import (
    BLACK_FORFEIT_WIN,
    BLACK_WINS,
    DOUBLE_FORFEIT,
    DRAW,
    FIDE_KINDS,
    STANDARD,
    WHITE_FORFEIT_WIN,
    WHITE_WINS,
    ByeRecord,
    ChessGameRecord,
    EventRecord,
    PlayerRecord,
)
from elodesk.formats.textfile import check_text_lines, decode, read_text_file
from elodesk.formats.trf_rounds import is_bye_name

FORMAT = "pgn"
RESULTS = {"1-0": WHITE_WINS, "0-1": BLACK_WINS, "1/2-1/2": DRAW, "½-½": DRAW, "0.5-0.5": DRAW}
# Forfeits as pairing programs write them in a PGN (not the standard's, which has none): never rated.
FORFEITS = {"+/-": WHITE_FORFEIT_WIN, "+-": WHITE_FORFEIT_WIN, "1-0 ff": WHITE_FORFEIT_WIN, "1f-0": WHITE_FORFEIT_WIN,
            "-/+": BLACK_FORFEIT_WIN, "-+": BLACK_FORFEIT_WIN, "0-1 ff": BLACK_FORFEIT_WIN, "0-1f": BLACK_FORFEIT_WIN,
            "-/-": DOUBLE_FORFEIT, "--": DOUBLE_FORFEIT, "0-0": DOUBLE_FORFEIT, "0-0 ff": DOUBLE_FORFEIT}
# A decisive result with one of these terminations is a game that was not played: a forfeit.
UNPLAYED = {"abandoned", "forfeit", "unplayed", "no show"}
AS_FORFEIT = {WHITE_WINS: WHITE_FORFEIT_WIN, BLACK_WINS: BLACK_FORFEIT_WIN}
UNKNOWN = {"", "?", "-", "??"}
TITLES = {"GM", "IM", "FM", "CM", "WGM", "WIM", "WFM", "WCM"}
SIDES = ("White", "Black")
MAX_LISTED = 5  # lines listed in a warning that gathers many games
ROUND_DIGITS = 4  # a round or board number longer than this is no round (and would not fit the database)
RATING_DIGITS = 4
# The longest line read. Tags take a line each; movetext may come on one line (lichess writes a game so, about
# 30 characters a move with its clock and evaluation comments: 15,000 for a long game). A million is no game.
LINE_MAX = 1_000_000
# A game played on a chess site: lichess writes the game's URL in Site (an 8-character id: its broadcasts and
# studies of over-the-board games have other addresses), chess.com its name or the game's address.
_ONLINE = re.compile(r"\s*(?:(?:https?://)?(lichess\.org)/[A-Za-z0-9]{8}(?![A-Za-z0-9])"
                     r"|(?:https?://)?(?:www\.)?(chess\.com)(?:/game/|\s*$))", re.IGNORECASE)


def sniff(head: bytes, name: str) -> str | None:
    """``"pgn"`` when the file starts with PGN tag pairs (``[White "…"]``…)."""
    text = decode(head).lstrip()
    if not text.startswith("["):
        return None
    headers = chess.pgn.read_headers(io.StringIO(text))
    return FORMAT if headers and {"Event", "White", "Black", "Result", "Site"} & set(headers) else None


def read(path: str | Path) -> EventRecord:
    path = Path(path)
    file = path.name
    text = decode(read_text_file(path)).replace("\r\n", "\n").replace("\r", "\n")
    check_text_lines(text, file, LINE_MAX, "PGN")
    sections = pgn_text.tag_sections(text)
    if not sections:
        raise FormatError(file, None, 'no PGN game found: expected tag pairs such as [White "Name"]')
    builder = _Builder(path.stem)
    event = builder.build(sections)
    if not event.games:
        raise builder.no_game(file, sections)
    return event


class _Builder:
    def __init__(self, stem: str) -> None:
        self.event = EventRecord(name=stem, format=FORMAT)
        self.players: dict[str, PlayerRecord] = {}
        self.names: dict[str, str] = {}  # name key -> the spelling first seen
        self.ids_of_name: dict[str, set[str]] = {}
        self.rating_noted: set[str] = set()
        self.sites_noted: set[str] = set()  # chess sites whose ratings were left out
        self.unfinished: list[int] = []
        self.no_result: list[int] = []  # tag sections without a Result tag or moves ending with one
        self.slots: list[Slot] = []  # each game and bye with its Event, for one_game_a_round
        self.variants: dict[str, list[int]] = {}  # variant name -> lines of its games
        self.off_rate: dict[str, list[int]] = {}  # a rate other than the event's -> lines of its games
        self.correspondence: list[int] = []  # lines of correspondence games (TimeControl): never rated
        self.kind = FIDE_KINDS[STANDARD]  # the rating WhiteElo and BlackElo give: the event's rate's
        # (Event, Round and Date as written, players) -> line of the game
        self.paired: dict[tuple[str, str, str, frozenset[str]], int | str] = {}

    def build(self, sections: list[Section]) -> EventRecord:
        event = self.event
        for _, tags, _ in sections:  # first pass: which FIDE ids go with which names
            for side in SIDES:
                name, fide_id = tags.get(side, ""), pgn_text.read_fide_id(tags.get(f"{side}FideId", ""))
                if name not in UNKNOWN and fide_id:
                    self.ids_of_name.setdefault(pgn_text.name_key(name), set()).add(fide_id)
        undated: list[int] = []
        events = Counter(tags["Event"] for _, tags, _ in sections if tags.get("Event", "") not in UNKNOWN)
        event.rate = self.rate(sections, events)
        self.kind = event.rating_kind = FIDE_KINDS[event.rate or STANDARD]
        sites: Counter[str] = Counter()
        skipped = {line for lines in self.off_rate.values() for line in lines} | set(self.correspondence)
        chapters: list[tuple[ChessGameRecord, int]] = []  # a lichess study's games dated by UTCDate alone
        for line, tags, ending in sections:
            if tags.get("Site", "") not in UNKNOWN:
                sites[tags["Site"]] += 1
            if line in skipped:
                continue
            game = self._game(line, tags, ending)
            if game is None or self.copied(game, tags):
                continue
            game.date = self._date(line, pgn_text.date_tag(tags), undated)
            if "StudyName" in tags and pgn_text.full_date(tags.get("Date", "")) is None:
                chapters.append((game, line))
            event.games.append(game)
            self.slots.append(Slot(tags.get("Event", ""), game, line))
        self.gathered(undated)
        for numbered in (chapter_dates(chapters), one_game_a_round(self.slots), unnumbered_rounds(self.slots)):
            if numbered is not None:
                event.warnings.append(numbered)
        if events:
            event.name = events.most_common(1)[0][0]
            if len(events) > 1:
                listed = ", ".join(f"{name!r} ({count})" for name, count in events.most_common())
                event.warnings.append(notice(None, "{count} events in one file (with their number of games): "
                                                   "{listed}; the event is named {name}", count=len(events),
                                             listed=listed, name=repr(event.name)))
        place, shared = sites.most_common(1)[0] if sites else (None, 0)
        if shared > 1 or len(sections) == 1:  # a Site of its own in every game is no place (a number, a URL)
            event.place = place
        dates = [g.date for g in event.games if g.date is not None]
        if dates:
            event.start, event.end = min(dates), max(dates)
        else:
            event.start = next((d for _, t, _ in sections if (d := pgn_text.full_date(t.get("EventDate", "")))), None)
        if event.start is None:
            self.partly_dated(sections)
        rounds = [g.round for g in event.games if g.round is not None]
        event.rounds = max(rounds) if rounds else None
        event.players = list(self.players.values())
        return event

    def partly_dated(self, sections: list[Section]) -> None:
        """No complete date anywhere: the event is dated by the games' year and month ("1997.??.??"), so that it
        falls in its own rating period and not in the one of the day the file was saved."""
        partial = sorted((day, line, raw) for line, tags, _ in sections for tag in ("Date", "EventDate")
                         if (day := pgn_text.partial_date(raw := tags.get(tag, ""))) is not None)
        if not partial:
            return
        (self.event.start, line, raw), self.event.end = partial[0], partial[-1][0]
        self.event.warnings.append(notice(line, 'no game has a complete date: the event is dated {day}, the first '
                                                'day of "{date}"', day=f"{self.event.start:%Y-%m-%d}", date=raw))

    def rate(self, sections: list[Section], events: Counter[str]) -> str | None:
        """The games' rate by their TimeControl (the most common), else by a word of the event's name.

        An event has one rate: the games whose TimeControl gives another (a knockout's rapid and blitz
        tie-breaks) are noted in ``off_rate`` and left out, as correspondence games are."""
        self.correspondence = [line for line, tags, _ in sections if correspondence(tags.get("TimeControl", ""))]
        by_line = {line: rate for line, tags, _ in sections if (rate := rate_from_seconds(tags.get("TimeControl", "")))}
        if by_line:
            chosen = Counter(by_line.values()).most_common(1)[0][0]
            for line, rate in by_line.items():
                if rate != chosen:
                    self.off_rate.setdefault(rate, []).append(line)
            return chosen
        name = events.most_common(1)[0][0] if events else ""
        rate = rate_named(name)
        if rate is not None:
            line = next(line for line, tags, _ in sections if tags.get("Event") == name)
            self.event.warnings.append(notice(line, 'no TimeControl tag tells the rate: "{rate}" is read from the '
                                                    "event's name", rate=rate))
        return rate

    def copied(self, game: ChessGameRecord, tags: dict[str, str]) -> bool:
        """Whether the file already has a game of the same players in the same round (and board: a knockout
        match's games are rounds 1.1, 1.2...) of the same event on the same date: then this one is a copy
        (merged databases, a game kept twice), left out with a warning naming both lines."""
        if game.round is None:
            return False
        key = (tags.get("Event", ""), tags["Round"], tags.get("Date", ""), frozenset((game.white, game.black)))
        first = self.paired.setdefault(key, game.line or 0)
        if first == game.line:
            return False
        self.event.warnings.append(notice(game.line, "the same players already play in round {round} at line "
                                                     "{first}: a copy of that game, left out", round=game.round,
                                          first=first))
        return True

    def no_game(self, file: str, sections: list[Section]) -> FormatError:
        """Why a file holds no game to import, naming its first game's line."""
        first = sections[0][0]
        if len(self.correspondence) == len(sections):
            return FormatError(file, first, "only correspondence games (TimeControl of an hour or more a move): no "
                                            "over-the-board rating counts them")
        if len(self.unfinished) == len(sections):
            return FormatError(file, first, "no finished game: all {count} games are unfinished (Result *); a "
                                            "file of games not played yet holds no tournament",
                               count=len(sections))
        if len(self.no_result) == len(sections):
            return FormatError(file, first, "no result in any of the {count} tag sections (no Result tag, no moves "
                                            "ending with one): the file holds no game", count=len(sections))
        if len(self.variants) == 1 and len(next(iter(self.variants.values()))) == len(sections):
            return FormatError(file, first, "no game of standard chess: the games are {variant} (Variant tag), "
                                            "which no rating system rates", variant=next(iter(self.variants)))
        return FormatError(file, first, "no game to import among {count}: unfinished (Result *): {unfinished}; "
                                        "of another variant (Variant tag): {variants}; the others lack a player "
                                        "or a result", count=len(sections),
                           unfinished=len(self.unfinished), variants=sum(map(len, self.variants.values())))

    def gathered(self, undated: list[int]) -> None:
        """One notice for each kind of game left out or undated, listing its lines."""
        warnings = self.event.warnings
        for rate, lines in self.off_rate.items():
            values = {"rate": rate, "event_rate": self.event.rate, "count": len(lines), "lines": _listed(lines)}
            if len(lines) == 1:
                warnings.append(notice(lines[0], "1 game of {rate} (TimeControl) in a {event_rate} event: not "
                                                 "imported, an event has one rate", **values))
            else:
                warnings.append(notice(None, "lines {lines}: {count} games of {rate} (TimeControl) in a {event_rate} "
                                             "event: not imported, an event has one rate", **values))
        if self.correspondence:
            warnings.append(notice(self.correspondence[0], "correspondence games (TimeControl of an hour or more a "
                                                           "move), lines {lines}: not imported, no over-the-board "
                                                           "rating counts them", lines=_listed(self.correspondence)))
        if self.no_result:
            lines = self.no_result
            if len(lines) == 1:
                warnings.append(notice(lines[0], "1 tag section without a result (no Result tag, no moves ending "
                                                 "with one): no game, not imported"))
            else:
                warnings.append(notice(None, "lines {lines}: {count} tag sections without a result (no Result tag, "
                                             "no moves ending with one): no game, not imported",
                                       lines=_listed(lines), count=len(lines)))
        for lines, kind in ((self.unfinished, ""), *((lines, v) for v, lines in self.variants.items()),
                            (undated, None)):
            if not lines:
                continue
            first, count, listed = lines[0], len(lines), _listed(lines)
            if kind == "" and count == 1:
                warnings.append(notice(first, "1 game unfinished (Result *): not imported"))
            elif kind == "":
                warnings.append(notice(None, "lines {lines}: {count} games unfinished (Result *): not imported",
                                       lines=listed, count=count))
            elif kind is None and count == 1:
                warnings.append(notice(first, "1 game no complete date (Date missing or with ??): left undated"))
            elif kind is None:
                warnings.append(notice(None, "lines {lines}: {count} games no complete date (Date missing or with ??): "
                                             "left undated", lines=listed, count=count))
            elif count == 1:
                warnings.append(notice(first, "1 game of {variant} (Variant tag): not imported, only standard chess "
                                              "is rated", variant=kind))
            else:
                warnings.append(notice(None, "lines {lines}: {count} games of {variant} (Variant tag): not imported, "
                                             "only standard chess is rated", lines=listed, count=count, variant=kind))

    def _game(self, line: int, tags: dict[str, str], ending: str | None) -> ChessGameRecord | None:
        warnings = self.event.warnings
        other = pgn_text.variant(tags.get("Variant", ""))
        if other is not None:
            self.variants.setdefault(other, []).append(line)
            return None
        raw_result = tags.get("Result", "")
        if raw_result in UNKNOWN and ending is not None:
            warnings.append(notice(line, 'no Result tag: the result "{ending}" is read from the end of the moves',
                                   ending=ending))
            raw_result = ending
        elif raw_result in ENDINGS and ending is not None and ending != raw_result:
            warnings.append(notice(line, 'Result tag "{result}" but the moves end with "{ending}": the tag is read',
                                   result=raw_result, ending=ending))
        if raw_result == "*":
            self.unfinished.append(line)
            return None
        if raw_result in UNKNOWN:
            self.no_result.append(line)
            return None
        result = RESULTS.get(raw_result) or FORFEITS.get(raw_result.lower())
        if result is None:
            warnings.append(notice(line, "result {value} is not 1-0, 0-1 or 1/2-1/2; game not imported",
                                   value=repr(raw_result)))
            return None
        termination = tags.get("Termination", "").lower()
        if termination in UNPLAYED and result in AS_FORFEIT:
            warnings.append(notice(line, "Termination {value}: the game was not played, read as a forfeit (not "
                                         "rated)", value=repr(tags["Termination"])))
            result = AS_FORFEIT[result]
        names = [tags.get(side, "") for side in SIDES]
        if any(name in UNKNOWN for name in names):
            warnings.append(notice(line, "a player's name is missing (White {white}, Black {black}); game not "
                                         "imported", white=repr(names[0]), black=repr(names[1])))
            return None
        byes = [is_bye_name(name) and not pgn_text.read_fide_id(tags.get(f"{side}FideId", ""))
                for name, side in zip(names, SIDES, strict=True)]
        if byes.count(True) == 1:
            self.bye(line, tags, result, byes.index(True))
            return None
        refs = [self._player(line, side, tags) for side in SIDES]
        if refs[0] == refs[1]:
            warnings.append(notice(line, "{name} plays himself; game not imported", name=repr(names[0])))
            return None
        rnd, board = self._round(line, tags.get("Round", ""))
        return ChessGameRecord(round=rnd, white=refs[0], black=refs[1], result=result, board=board, line=line)

    def bye(self, line: int, tags: dict[str, str], result: str, side: int) -> None:
        """A "game" against "bye" (spielfrei, exempt…, as pairing programs' PGN feeds write a bye): the other
        player's bye of that round, by what he scored (U a point, H a half, Z nothing); no player "bye"."""
        name = tags[SIDES[side]]
        ref = self._player(line, SIDES[1 - side], tags)
        scored = {WHITE_WINS: 0, WHITE_FORFEIT_WIN: 0, BLACK_WINS: 1, BLACK_FORFEIT_WIN: 1}.get(result)
        kind = "H" if result == DRAW else "U" if scored == 1 - side else "Z"
        rnd, _ = self._round(line, tags.get("Round", ""))
        if rnd is None:
            self.event.warnings.append(notice(line, 'game against "{name}", who stands for the bye: no game, and '
                                                    "without a round no bye either", name=name))
            return
        self.event.byes.append(ByeRecord(rnd, ref, kind, {"U": 1.0, "H": 0.5, "Z": 0.0}[kind]))
        self.slots.append(Slot(tags.get("Event", ""), self.event.byes[-1], line))
        self.event.warnings.append(notice(line, 'game against "{name}", who stands for the bye: read as a bye '
                                                '"{kind}" of {player} in round {round}', name=name, kind=kind,
                                          player=self.players[ref].name, round=rnd))

    def online(self, line: int, site: str) -> bool:
        """Whether a game was played on a chess site (its Site is lichess's game URL, "Chess.com"): then its
        Elo headers are that site's ratings, not FIDE's, and are left out (one warning per site)."""
        found = _ONLINE.match(site)
        if found is None:
            return False
        name = (found[1] or found[2]).lower()
        if name not in self.sites_noted:
            self.sites_noted.add(name)
            self.event.warnings.append(notice(line, "games played on {site}: their WhiteElo and BlackElo are {site} "
                                                    "ratings, not FIDE ratings: left out", site=name))
        return True

    def _player(self, line: int, side: str, tags: dict[str, str]) -> str:
        warnings = self.event.warnings
        name = pgn_text.spaced(tags[side])
        raw_id = tags.get(f"{side}FideId", "")
        fide_id = pgn_text.read_fide_id(raw_id)
        if raw_id not in UNKNOWN and raw_id != "0" and fide_id is None:
            warnings.append(notice(line, "{side}FideId {value} is not a FIDE id; ignored", side=side,
                                   value=repr(raw_id)))
        key = pgn_text.name_key(name)
        if fide_id is None:
            ids = self.ids_of_name.get(key, set())
            fide_id = next(iter(ids)) if len(ids) == 1 else None
            if len(ids) > 1:
                warnings.append(notice(line, "{name} has no {side}FideId and the file gives this name {count} FIDE "
                                             "ids; read as another player", name=repr(name), side=side,
                                       count=len(ids)))
        ref = fide_id or self.names.setdefault(key, name)
        player = self.players.get(ref)
        if player is None:
            player = self.players[ref] = PlayerRecord(ref=ref, name=name, fide_id=fide_id, line=line)
        title = tags.get(f"{side}Title", "").upper()
        if title in TITLES and player.title is None:
            player.title = title
        raw_elo = tags.get(f"{side}Elo", "")
        if raw_elo in UNKNOWN or raw_elo == "0" or self.online(line, tags.get("Site", "")):
            return ref
        if not raw_elo.isdecimal() or len(raw_elo) > RATING_DIGITS:
            warnings.append(notice(line, "{side}Elo {value} is not a rating; ignored", side=side,
                                   value=repr(raw_elo)))
        elif self.kind not in player.ratings:
            player.ratings[self.kind] = int(raw_elo)
        elif player.ratings[self.kind] != int(raw_elo) and ref not in self.rating_noted:
            self.rating_noted.add(ref)
            warnings.append(notice(line, "{name} is rated {rating} here but {first} in an earlier game; the first "
                                         "rating is kept", name=player.name, rating=raw_elo,
                                   first=player.ratings[self.kind]))
        return ref

    def _round(self, line: int, raw: str) -> tuple[int | None, int | None]:
        if raw in UNKNOWN:
            return None, None
        parts = raw.split(".")
        if all(part.isdecimal() and len(part) <= ROUND_DIGITS for part in parts) and len(parts) <= 3:
            return int(parts[0]), int(parts[1]) if len(parts) > 1 else None
        self.event.warnings.append(notice(line, "Round {value} is not a round number (3, 3.1); left out",
                                          value=repr(raw)))
        return None, None

    def _date(self, line: int, raw: str, undated: list[int]) -> date | None:
        if raw in UNKNOWN or "?" in raw:
            undated.append(line)
            return None
        value = pgn_text.full_date(raw)
        if value is None:
            self.event.warnings.append(notice(line, "Date {value} is not a date (YYYY.MM.DD); game left undated",
                                              value=repr(raw)))
        return value


def _listed(lines: list[int]) -> str:
    """The first lines of a list, for a warning that gathers many games."""
    return ", ".join(str(n) for n in lines[:MAX_LISTED]) + (", …" if len(lines) > MAX_LISTED else "")
