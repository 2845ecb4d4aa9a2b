"""The round columns of a TRF: each pairing read against both lines, into games and byes.

:class:`Rounds` is the part of :class:`elodesk.formats.trf_reader.Reader` that
reads the rounds once every player line is in: pseudo-players that stand for
the bye, national colour letters, each round's pairings and byes, and the
points column checked against them.
"""

from __future__ import annotations

import unicodedata
from datetime import date
from typing import Any

from elodesk.formats.notices import Notice
from elodesk.formats.records import (
    BLACK_FORFEIT_WIN,
    BLACK_WINS,
    DOUBLE_FORFEIT,
    DRAW,
    WHITE_FORFEIT_WIN,
    WHITE_WINS,
    ByeRecord,
    ChessGameRecord,
)
from elodesk.formats.trf_layout import BYE_CODES, BYE_POINTS, CODE_POINTS, CODES, FIRST_ROUND, ROUND_WIDTH
from elodesk.formats.trf_lines import Entry, Line

_PLAYED, _FORFEIT, _SHORT = "played", "forfeit", "short"
# Game codes: half points scored and kind (a game, a forfeit, a game under one move).
_GAME = {
    "1": (2, _PLAYED), "=": (1, _PLAYED), "0": (0, _PLAYED),
    "+": (2, _FORFEIT), "-": (0, _FORFEIT),
    "W": (2, _SHORT), "D": (1, _SHORT), "L": (0, _SHORT),
}
_RESULT_CODES = "1=0+-WDLHFUZ"
_UNPLAYED = "*"  # TRF26: paired, not played (yet)
# The bye an entry without an opponent stands for.
_NO_OPPONENT = {
    "H": "H", "F": "F", "U": "U", "Z": "Z", "+": "U", "-": "Z",
    "1": "F", "W": "F", "=": "H", "D": "H", "0": "Z", "L": "Z",
}

# Colour letters in other languages: the letter that tells and how the colours then read.
_NATIONAL_COLOURS = (("n", {"b": "w", "n": "b"}), ("z", {"z": "b"}), ("s", {"s": "b"}))
# Names of the pseudo-player some programs pair with the player who has the bye (accents and case aside).
_BYE_NAMES = {"bye", "byes", "spielfrei", "frei", "freilos", "exempt", "exempte", "libre", "vrij", "vrijgeloot",
              "free", "rust", "descanso", "riposo", "pairingbye", "byeplayer"}
_BYE_PLAYER_LOSES = "0-L "


class Rounds:
    """Reading the rounds, for a reader that holds the player lines (its fields are the reader's)."""

    __slots__ = ()
    lines: dict[int, Line]
    games: list[ChessGameRecord]
    byes: list[ByeRecord]
    unplayed: list[int]
    round_dates: dict[int, date]
    pseudo: int
    warnings: list[Notice]

    def notice(self, number: int | None, template: str, /, **params: Any) -> None:
        """Note an oddity of line ``number`` (None: of the whole file); ``template`` a plain English literal."""
        self.warnings.append(Notice(number, template, params))

    def bye_players(self) -> None:
        """A "player" named spielfrei, bye, exempt… who never scores stands for the bye: his pairings become byes."""
        for rank, line in sorted(self.lines.items()):
            if is_bye_name(line.player.name) and line.rating is None and line.player.fide_id is None and \
                    self.never_scores(line):
                converted = self.pairings_to_byes(line)
                del self.lines[rank]
                self.pseudo += 1  # type: ignore[misc]  # a field of the reader, whose slots hold it
                if converted:
                    self.notice(line.number, '"{name}" stands for the bye, not a player: left out, its {count} '
                                             "pairing(s) read as byes", name=line.player.name, count=converted)
                else:
                    self.notice(line.number, '"{name}" stands for the bye, not a player: left out',
                                name=line.player.name)

    def never_scores(self, pseudo: Line) -> bool:
        if any(e is not None and e.opponent is not None and e.code not in _BYE_PLAYER_LOSES
               for e in pseudo.entries):
            return False
        return not any(e is not None and e.opponent == pseudo.rank and e.code in "0-L"
                       for line in self.lines.values() for e in line.entries)

    def pairings_to_byes(self, pseudo: Line) -> int:
        """Replace every pairing with ``pseudo`` by the bye its opponent got (U for a win, H, else Z)."""
        converted = 0
        for line in self.lines.values():
            for r, e in enumerate(line.entries):
                theirs = pseudo.entries[r] if r < len(pseudo.entries) else None
                named_back = theirs is not None and theirs.opponent == line.rank
                if e is not None and e.opponent == pseudo.rank and e.code != " ":
                    code = e.code
                elif (e is None or e.opponent == pseudo.rank) and named_back:
                    code = "U" if theirs is not None and theirs.code != " " else " "  # it lost: a bye
                else:
                    continue
                kind = {"1": "U", "+": "U", "W": "U", "U": "U", "=": "H", "D": "H"}.get(code, "Z")
                line.entries[r] = Entry(None, "-", kind) if code != " " else None
                converted += 1
        return converted

    # -- rounds

    def entries(self, line: str, number: int) -> list[Entry | None]:
        body = line[FIRST_ROUND:].rstrip()
        out = [self.cell(body[i:i + ROUND_WIDTH], number, i // ROUND_WIDTH + 1)
               for i in range(0, len(body), ROUND_WIDTH)]
        while out and out[-1] is None:
            out.pop()
        return out

    def cell(self, cell: str, number: int, r: int) -> Entry | None:
        """One round cell ("oooo c r"); None when blank, unplayed or unreadable (with a warning)."""
        cell = cell.ljust(ROUND_WIDTH)
        if not cell.strip():
            return None
        raw_opponent, colour, code = cell[:4].strip(), cell[5].lower(), cell[7].upper().replace("½", "=")
        if cell[4] != " " or cell[6] != " " or cell[8:].strip() or (raw_opponent and not raw_opponent.isdecimal()) \
                or colour not in "wbnzs- " or code not in _RESULT_CODES + _UNPLAYED + " ":
            self.bad_cell(cell, number, r)
            return None
        opponent = int(raw_opponent or 0)
        if code == _UNPLAYED:
            if opponent:
                self.unplayed.append(number)
            return None
        if not opponent and code == " ":
            return None  # "0000 -  ": nothing
        return Entry(opponent or None, "-" if colour == " " else colour, code)

    def bad_cell(self, cell: str, number: int, r: int) -> None:
        """The notice for a round cell that is not "oooo c r": its first problem."""
        column = FIRST_ROUND + (r - 1) * ROUND_WIDTH + 1
        place = {"round": r, "first": column, "last": column + 7}
        raw_opponent = cell[:4].strip()
        if cell[4] != " " or cell[6] != " " or cell[8:].strip():
            self.notice(number, 'round {round} (columns {first}-{last}): expected "oooo c r" (opponent, colour, '
                                'result), got "{cell}": round left out', cell=cell.rstrip(), **place)
        elif raw_opponent and not raw_opponent.isdecimal():
            self.notice(number, 'round {round} (columns {first}-{last}): expected an opponent start rank, got '
                                '"{opponent}": round left out', opponent=raw_opponent, **place)
        elif cell[5].lower() not in "wbnzs- ":
            self.notice(number, 'round {round} (columns {first}-{last}): expected a colour (w b -), got "{colour}": '
                                "round left out", colour=cell[5], **place)
        else:
            self.notice(number, "round {round} (columns {first}-{last}): expected a result code (1 = 0 + - W D L H F "
                                'U Z), got "{code}": round left out', code=cell[7], **place)

    def national_colours(self) -> None:
        """Colours in the file's language: B/N (blanc/noir, Belgian interclub reports; also bianco/nero,
        blancas/negras), where N occurs B is white; W/Z (wit/zwart) and W/S (weiß/schwarz): Z and S black."""
        written = {e.colour for line in self.lines.values() for e in line.entries if e is not None}
        for letter, mapping in _NATIONAL_COLOURS:
            if letter not in written:
                continue
            first = min(line.number for line in self.lines.values()
                        if any(e is not None and e.colour == letter for e in line.entries))
            for line in self.lines.values():
                for e in line.entries:
                    if e is not None:
                        e.colour = mapping.get(e.colour, e.colour)
            if letter == "n":
                self.notice(first, "colours are written B/N (blanc/noir): B is read as white")
            elif letter == "z":
                self.notice(first, "colours are written W/Z (wit/zwart): Z is read as black")
            else:
                self.notice(first, "colours are written W/S (weiß/schwarz): S is read as black")
            return

    def rounds(self, rounds: int) -> None:
        """Games and byes from the round columns, each pairing checked against both lines."""
        order = [self.lines[rank] for rank in sorted(self.lines)]
        for line in order:
            line.entries += [None] * (rounds - len(line.entries))
        for r in range(1, rounds + 1):
            done: set[int] = set()  # start ranks whose entry of round r is read
            for p in order:
                e = p.entries[r - 1]
                if p.rank in done or e is None or e.opponent is None or e.code in BYE_CODES:
                    continue
                done.add(p.rank)
                q = self.lines.get(e.opponent)
                if q is p:
                    self.notice(p.number, "round {round}: opponent {opponent} is itself: round left out", round=r,
                                opponent=e.opponent)
                    continue
                if q is None:
                    self.notice(p.number, "round {round}: opponent {opponent} is a start rank without a player line: "
                                          "round left out", round=r, opponent=e.opponent)
                    continue
                f = q.entries[r - 1]
                if f is not None and f.opponent == p.rank and f.code not in BYE_CODES:
                    self.pairing(r, p, e, q, f)
                elif q.rank in done:
                    self.notice(p.number, "round {round}: start rank {rank} is already paired in this round: round "
                                          "left out", round=r, rank=q.rank)
                    continue
                elif f is None or (f.opponent is None and f.code not in BYE_CODES):
                    self.pairing(r, p, e, q, f)
                else:
                    self.disagreement(r, p, q, f)
                    continue
                done.add(q.rank)
            for p in order:
                e = p.entries[r - 1]
                if p.rank not in done and e is not None:
                    self.bye(r, p, e)

    def disagreement(self, r: int, p: Line, q: Line, f: Entry) -> None:
        """p's line names q, whose line ``f`` gives a bye or another opponent."""
        if f.code in BYE_CODES:
            self.notice(p.number, 'round {round}: start rank {rank} is the opponent, but line {line} gives a bye '
                                  '("{code}"): cannot tell what happened, round left out', round=r, rank=q.rank,
                        line=q.number, code=f.code)
        else:
            self.notice(p.number, "round {round}: start rank {rank} is the opponent, but line {line} gives start "
                                  "rank {other} as opponent: cannot tell what happened, round left out", round=r,
                        rank=q.rank, line=q.number, other=f.opponent)

    def bye(self, r: int, p: Line, e: Entry) -> None:
        kind = _NO_OPPONENT[e.code]
        if e.opponent is not None:
            self.notice(p.number, 'round {round}: opponent {opponent} given with a bye ("{code}"): ignored', round=r,
                        opponent=e.opponent, code=e.code)
        elif e.code in "1=0WDL":
            self.notice(p.number, 'round {round}: result "{code}" without an opponent: read as a bye "{kind}"',
                        round=r, code=e.code, kind=kind)
        self.byes.append(ByeRecord(r, p.player.ref, kind, BYE_POINTS[kind]))

    def pairing(self, r: int, p: Line, e: Entry, q: Line, f: Entry | None) -> None:
        """p's entry ``e`` names q; ``f`` is q's entry when it names p, names no one, or is blank (None)."""
        mutual = f is not None and f.opponent == p.rank
        if f is None:
            self.notice(p.number, "round {round}: line {line} (start rank {rank}) has no entry for this game: read "
                                  "from line {own} alone", round=r, line=q.number, rank=q.rank, own=p.number)
        elif not mutual:
            self.notice(p.number, 'round {round}: line {line} gives start rank {rank} no opponent ("{code}") where '
                                  "line {own} pairs them: read as their game", round=r, line=q.number, rank=q.rank,
                        code=f.code, own=p.number)
        cp, cq = e.code, f.code if f is not None else " "
        if cp == " " and cq == " ":
            self.notice(p.number, "round {round}: the pairing with line {line} has no result: not played, no game "
                                  "recorded", round=r, line=q.number)
            return
        if cp == " " or cq == " ":
            known, missing = (q, p) if cp == " " else (p, q)
            if f is not None:
                self.notice(missing.number, "round {round}: no result for the game against line {line}: read from "
                                            "line {line}", round=r, line=known.number)
            sp, kind = _GAME[cq if cp == " " else cp]
            sq = 2 - sp
            if cp == " ":
                sp, sq = sq, sp
        else:
            sp, kp = _GAME[cp]
            sq, kq = _GAME[cq]
            if not (sp + sq == 2 or (sp == sq == 0 and _PLAYED not in (kp, kq))):
                self.notice(p.number, 'round {round}: result "{own}" against line {line}\'s "{other}": the points do '
                                      "not add up, cannot tell the result: game left out", round=r, own=cp,
                            line=q.number, other=cq)
                return
            kind = kp if kp == kq else (_FORFEIT if _FORFEIT in (kp, kq) else _SHORT)
            if kp != kq:
                values = {"round": r, "own": cp, "line": q.number, "other": cq}
                if kind == _FORFEIT:
                    self.notice(p.number, 'round {round}: result "{own}" against line {line}\'s "{other}": read as a '
                                          "forfeit, not rated", **values)
                else:
                    self.notice(p.number, 'round {round}: result "{own}" against line {line}\'s "{other}": read as a '
                                          "game under one move, not rated", **values)
        white = self.white(r, p, e, q, f if mutual else None, kind)
        black = q if white is p else p
        ws, bs = (sp, sq) if white is p else (sq, sp)
        if kind == _PLAYED:
            result = WHITE_WINS if ws == 2 else DRAW if ws == 1 else BLACK_WINS
        elif kind == _SHORT and ws == bs == 1:
            self.notice(p.number, "round {round}: draw under one move (D) against line {line}: recorded as "
                                  "half-point byes, not rated", round=r, line=q.number)
            for line in sorted((p, q), key=lambda x: x.rank):
                self.byes.append(ByeRecord(r, line.player.ref, "H", 0.5))
            return
        else:
            if kind == _SHORT:
                self.notice(p.number, "round {round}: game under one move (W/L) against line {line}: recorded as a "
                                      "forfeit, not rated", round=r, line=q.number)
            result = WHITE_FORFEIT_WIN if ws == 2 else BLACK_FORFEIT_WIN if bs == 2 else DOUBLE_FORFEIT
        self.games.append(ChessGameRecord(r, white.player.ref, black.player.ref, result,
                                          date=self.round_dates.get(r), line=white.number))

    def white(self, r: int, p: Line, e: Entry, q: Line, f: Entry | None, kind: str) -> Line:
        """Who had white: both lines' colours (``f`` None when q's line says nothing of it)."""
        by_p = {"w": p, "b": q}.get(e.colour)
        by_q = {"w": q, "b": p}.get(f.colour) if f is not None else None
        first, second = (p, q) if p.rank < q.rank else (q, p)
        if by_p is not None and by_q is not None:
            if by_p is not by_q:
                white = by_p if first is p else by_q
                values = {"round": r, "line": p.number, "other": q.number, "first": first.number}
                if by_p is p:
                    self.notice(first.number, "round {round}: line {line} and line {other} both give white to their "
                                              "player: took line {first}'s colour", **values)
                else:
                    self.notice(first.number, "round {round}: line {line} and line {other} both give black to their "
                                              "player: took line {first}'s colour", **values)
                return white
            return by_p
        if by_p is not None or by_q is not None:
            if kind == _PLAYED and f is not None:
                silent = q if by_q is None else p
                self.notice(silent.number, "round {round}: no colour for the game against line {line}: read from "
                                           "the other line", round=r, line=(p if silent is q else q).number)
            return by_p or by_q  # type: ignore[return-value]
        if kind == _PLAYED:
            self.notice(first.number, "round {round}: no colour for the game between lines {first} and {second}: "
                                      "white given to start rank {rank}", round=r, first=first.number,
                        second=second.number, rank=first.rank)
        return first

    def check_points(self) -> None:
        points = dict.fromkeys(self.lines, 0.0)
        for game in self.games:
            white, black = CODES[game.result]
            points[int(game.white)] += CODE_POINTS[white]
            points[int(game.black)] += CODE_POINTS[black]
        for bye in self.byes:
            points[int(bye.player)] += bye.points
        for rank, line in sorted(self.lines.items()):
            if line.points is not None and abs(line.points - points[rank]) > 0.01:
                self.notice(line.number, "points column says {said}, the rounds give {counted}",
                            said=f"{line.points:g}", counted=f"{points[rank]:g}")



def is_bye_name(name: str) -> bool:
    decomposed = unicodedata.normalize("NFKD", name.casefold())
    letters = "".join(c for c in decomposed if c.isalpha())
    return letters in _BYE_NAMES
